"""PgWorkerStore: the cold store on PostgreSQL plus the worker's own tables (audit, hot mirror) in the local cold.db."""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Any

from ..shared import db
from ..shared.store.postgres import PgColdStore
from ..shared.store.purge import PurgePart
from ..shared.store.schema import MIGRATIONS
from .audit_log import AuditLogPart
from .mirror_table import MirrorTablePart


class PgWorkerStore(AuditLogPart, MirrorTablePart, PgColdStore):
    """Hot files are per host, so their mirror and the audit trail stay in this host's cold.db
    (SQLite); the memories are on the server, shared by every host of the space."""

    def __init__(self, url: str, *, path: Path, readonly: bool = False, **options: Any) -> None:
        super().__init__(url, path=path, readonly=readonly, **options)
        try:
            if readonly and not Path(path).exists():   # a command on a host whose worker never ran: no trail yet
                self._conn = sqlite3.connect(":memory:", isolation_level=None, check_same_thread=False)
                self._conn.row_factory = sqlite3.Row
                db.migrate(self._conn, Path(path), MIGRATIONS)
            else:
                self._conn = db.connect(Path(path), readonly=readonly)
                db.migrate(self._conn, Path(path), MIGRATIONS, readonly=readonly)
        except BaseException:
            self._pool.close()
            raise

    def close(self) -> None:
        with self._lock:
            self._conn.close()
        super().close()

    def _redact_local_audit(self, ids: list[int], texts: list[str]) -> int:
        if not ids and not texts:
            return 0
        with self._lock, db.atomic(self._conn):
            return PurgePart._redact_audit(self, ids or [-1], texts)
