"""Hermes' dashboard loads this file by path and mounts its `router` under /api/plugins/tiered_memory/.

Loaded by path (not as part of the package), so it imports the installed package by
name; the routes themselves live in `tiered_memory.dashboard.api`.
"""

from tiered_memory.dashboard.api import router

__all__ = ["router"]
