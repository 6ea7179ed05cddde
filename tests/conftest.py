"""Shared pytest setup: `support.*` helpers importable, and a loopback embedding server fixture."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any, Callable, Iterator

import pytest

TESTS_DIR = Path(__file__).resolve().parent
if str(TESTS_DIR) not in sys.path:
    sys.path.insert(0, str(TESTS_DIR))

from support.loopback_embed_server import LoopbackEmbedServer, start_server  # noqa: E402
from support.pg_server import own_server, pg_server, pg_url  # noqa: E402,F401  (a real PostgreSQL, started on first use)


@pytest.fixture
def loopback_embed_server() -> Iterator[Callable[..., tuple[str, LoopbackEmbedServer]]]:
    """Factory: `base_url, server = loopback_embed_server(delay_s=1)`; every server is stopped afterwards."""
    started: list[LoopbackEmbedServer] = []

    def start(**opts: Any) -> tuple[str, LoopbackEmbedServer]:
        base_url, server = start_server(**opts)
        started.append(server)
        return base_url, server

    yield start
    for server in started:
        server.stop()
