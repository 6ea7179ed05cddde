"""The cold store on PostgreSQL + pgvector (`pip install tiered_memory[postgres]`); imported only when configured."""

from .store import PgColdStore

__all__ = ["PgColdStore"]
