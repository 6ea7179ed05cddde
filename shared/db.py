"""SQLite connections with WAL, numbered migrations, a schema-version guard and atomic()."""

from __future__ import annotations

import contextlib
import logging
import sqlite3
from pathlib import Path
from types import ModuleType
from typing import Iterator, Sequence

from . import private
from .errors import SchemaTooNewError, StoreCorruptError, StoreError

log = logging.getLogger("tiered_memory.db")

SQLITE_HEADER = b"SQLite format 3\x00"
BUSY_TIMEOUT_MS = 5000   # how long a connection waits for another writer by default (read at connect time)


def extension_capable_module() -> ModuleType | None:
    """A DB-API sqlite module that can load extensions (stdlib, sqlean, pysqlite3), or None."""
    probe = sqlite3.connect(":memory:")
    try:
        if hasattr(probe, "enable_load_extension"):
            return sqlite3
    finally:
        probe.close()
    for name in ("sqlean", "pysqlite3.dbapi2"):
        try:
            module = __import__(name, fromlist=["connect"])
        except ImportError:
            continue
        conn = module.connect(":memory:")
        try:
            if hasattr(conn, "enable_load_extension"):
                return module
        finally:
            conn.close()
    return None


def check_file(path: Path) -> None:
    """Raise StoreCorruptError (naming the file) if it exists and is not a SQLite database."""
    try:
        with path.open("rb") as handle:
            header = handle.read(len(SQLITE_HEADER))
    except FileNotFoundError:
        return
    except OSError as exc:
        raise StoreError(f"cannot read {path}: {exc}") from exc
    if header and header != SQLITE_HEADER:
        raise StoreCorruptError(
            f"{path} is not a SQLite database (bad header); it was left untouched. "
            f"Move it aside to start a fresh store, or restore it from a backup."
        )


def connect(path: Path, *, module: ModuleType = sqlite3, readonly: bool = False,
            busy_timeout_ms: int | None = None) -> sqlite3.Connection:
    """Open `path` in autocommit mode (transactions only through atomic()); waits `busy_timeout_ms`
    (default BUSY_TIMEOUT_MS) for another writer."""
    check_file(path)
    if readonly:
        conn = module.connect(f"file:{path}?mode=ro", uri=True, isolation_level=None,
                              check_same_thread=False)
    else:
        private.ensure_dir(path.parent)
        private.create_file(path)          # 0600 before SQLite opens it: its -wal/-shm copy that mode
        conn = module.connect(str(path), isolation_level=None, check_same_thread=False)
        private.make_db_private(path)      # an older install's world-readable file and journals
    conn.row_factory = module.Row
    wait_ms = BUSY_TIMEOUT_MS if busy_timeout_ms is None else busy_timeout_ms
    conn.execute(f"PRAGMA busy_timeout = {int(wait_ms)}")
    return conn


@contextlib.contextmanager
def atomic(conn: sqlite3.Connection) -> Iterator[sqlite3.Connection]:
    """One write transaction (BEGIN IMMEDIATE): everything inside commits or nothing does."""
    conn.execute("BEGIN IMMEDIATE")
    try:
        yield conn
        conn.execute("COMMIT")
    except BaseException:
        if conn.in_transaction:  # SQLite may already have rolled back (e.g. on SQLITE_FULL)
            conn.execute("ROLLBACK")
        raise


def is_busy(exc: BaseException) -> bool:
    """True for SQLite's "database is locked" / "busy" errors (retry later), not for a broken file."""
    text = str(exc).lower()
    return isinstance(exc, sqlite3.OperationalError) and ("locked" in text or "busy" in text)


def schema_version(conn: sqlite3.Connection, path: Path) -> int:
    try:
        return int(conn.execute("PRAGMA user_version").fetchone()[0])
    except sqlite3.DatabaseError as exc:
        raise typed_error(exc, path, "reading its schema version") from exc


def migrate(conn: sqlite3.Connection, path: Path, migrations: Sequence[str], *, readonly: bool = False) -> int:
    """Apply the numbered migrations past PRAGMA user_version; refuse newer schemas.

    Migration i (1-based) is `migrations[i-1]`; each runs in its own transaction
    together with the user_version bump, so a crash leaves a consistent version.
    """
    current = schema_version(conn, path)
    latest = len(migrations)
    if current > latest:
        raise SchemaTooNewError(
            f"{path} has schema version {current}, newer than this tiered_memory understands "
            f"({latest}); upgrade tiered_memory. Nothing was written."
        )
    if readonly or current == latest:
        return current
    try:
        if current == 0:
            # before the first table exists: 8 KiB pages fit four 384-d float32 vectors
            # per page instead of two (measured 26.8 -> 22.7 MB per 10k memories)
            conn.execute("PRAGMA page_size = 8192")
        if str(conn.execute("PRAGMA journal_mode").fetchone()[0]).lower() != "wal":
            conn.execute("PRAGMA journal_mode = WAL")   # another process may have switched it already
        conn.execute("PRAGMA synchronous = NORMAL")
    except sqlite3.DatabaseError as exc:
        raise typed_error(exc, path, "opening it for writing") from exc
    for version in range(current + 1, latest + 1):
        try:
            with atomic(conn):
                if schema_version(conn, path) >= version:
                    continue  # another process (Hermes, the worker, the CLI) applied it since we looked
                for statement in _statements(migrations[version - 1]):
                    conn.execute(statement)
                conn.execute(f"PRAGMA user_version = {version}")
        except sqlite3.Error as exc:
            raise typed_error(exc, path, f"migrating to schema version {version}") from exc
        log.info("migrated %s to schema version %d", path, version)
    return latest


def typed_error(exc: sqlite3.Error, path: Path, doing: str) -> StoreError:
    """Our error for a SQLite failure on `path`: busy, corrupt (file left untouched) or other."""
    if is_busy(exc):
        return StoreError(f"{path} is busy while {doing} (another process holds its write lock): {exc}")
    if isinstance(exc, sqlite3.DatabaseError) and any(
            word in str(exc).lower() for word in ("not a database", "malformed", "encrypted")):
        return StoreCorruptError(f"{path} cannot be read as a SQLite database while {doing} ({exc}); "
                                 f"it was left untouched")
    return StoreError(f"{path}: {doing} failed: {exc}")


def _statements(script: str) -> list[str]:
    """Split a migration script into statements: '--' comment lines dropped, ';' at line ends."""
    body = "\n".join(line for line in script.splitlines() if not line.strip().startswith("--"))
    return [part.strip() for part in body.split(";\n") if part.strip().rstrip(";")]


def open_migrated(path: Path, migrations: Sequence[str], *, busy_timeout_ms: int | None = None) -> sqlite3.Connection:
    """connect() + migrate(), closing the connection again if the migration fails."""
    conn = connect(path, busy_timeout_ms=busy_timeout_ms)
    try:
        migrate(conn, path, migrations)
    except BaseException:
        conn.close()
        raise
    return conn
