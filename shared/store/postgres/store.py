"""PgColdStore: the ColdStore API on PostgreSQL + pgvector, one memory space per instance."""

from __future__ import annotations

import socket

from .base import PgStoreBase
from .lifecycle import PgLifecyclePart
from .memories import PgMemoriesPart
from .moments import PgMomentsPart
from .search import PgSearchPart
from .trash import PgTrashPart
from .vectors import PgVectorsPart


class PgColdStore(PgLifecyclePart, PgTrashPart, PgSearchPart, PgMomentsPart, PgVectorsPart, PgMemoriesPart,
                  PgStoreBase):
    """The cold store of one space on a PostgreSQL server; same public API and error contract as
    ColdStore (psycopg errors come out as StoreError, an unreachable server as StoreUnavailable).

    Many hosts may write one space: live memories are unique per (space, content hash, target),
    supersede locks the old row (FOR UPDATE) and follows a concurrent successor, so there is
    one chain. Ids are global across spaces and never reused.
    """

    def host_key(self, key: str) -> str:
        """A meta key private to this host and HERMES_HOME (e.g. the access cursor of its own status.db)."""
        return f"{key}:{socket.gethostname()}:{self.path}"
