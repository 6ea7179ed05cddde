"""The PostgreSQL store's connections (a psycopg pool, one space per store) and its error boundary."""

from __future__ import annotations

import contextlib
import functools
import inspect
import logging
import sqlite3
import threading
import time
from pathlib import Path
from typing import Any, Callable, Iterator, TypeVar

import psycopg
import psycopg_pool
from pgvector.psycopg import register_vector
from psycopg.rows import dict_row

from ...config import redact_url
from ...embedders.base import Embedder
from ...errors import StoreError, StoreUnavailable, TieredMemoryError
from .impact import IMPACT_FROM
from .schema import migrate
from .spaces import enter_space, prepare_space

log = logging.getLogger("tiered_memory.store.postgres")

F = TypeVar("F", bound=Callable[..., Any])
_UNAVAILABLE_STATES = ("08", "57P", "53")   # connection exceptions, operator intervention, resources
PROBE_EVERY_S = 1.0      # after a connection failure, the server is tried again at most this often


def typed_error(exc: BaseException, where: str) -> StoreError:
    """Our error for a psycopg failure: StoreUnavailable when the server cannot be reached or is
    going away (retry later), else StoreError; the URL shown is always redacted."""
    state = str(getattr(exc, "sqlstate", "") or "")
    message = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
    if isinstance(exc, (psycopg_pool.PoolTimeout, psycopg.OperationalError)) or state.startswith(_UNAVAILABLE_STATES):
        return StoreUnavailable(f"PostgreSQL {where} unavailable: {type(exc).__name__}: {message}")
    return StoreError(f"PostgreSQL {where}: {type(exc).__name__}: {message}")


def _guarded(method: F) -> F:
    @functools.wraps(method)
    def wrapper(self: "PgStoreBase", *args: Any, **kwargs: Any) -> Any:
        try:
            return method(self, *args, **kwargs)
        except TieredMemoryError:
            raise
        except (psycopg.Error, psycopg_pool.PoolTimeout) as exc:
            error = typed_error(exc, self.where)
            if isinstance(error, StoreUnavailable):
                self._mark_down()
            raise error from exc
        except sqlite3.Error as exc:   # the worker's local audit/mirror tables
            raise StoreError(f"{self.path}: {type(exc).__name__}: {exc}") from exc
    wrapper.__store_guarded__ = True  # type: ignore[attr-defined]
    return wrapper  # type: ignore[return-value]


class PgStoreBase:
    """One space of a PostgreSQL cold store: a small connection pool whose every connection is
    bound to the space (and to its row-level-security role where the server has one)."""

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        for name in dir(cls):
            value = inspect.getattr_static(cls, name)
            public = not name.startswith("_") or name == "__init__"
            if public and inspect.isfunction(value) and not getattr(value, "__store_guarded__", False):
                setattr(cls, name, _guarded(value))

    def __init__(self, url: str, *, space: str, embedder: Embedder | None = None, readonly: bool = False,
                 embed_timeout_s: float | None = None, clock: Callable[[], float] = time.time,
                 pool_size: int = 4, connect_timeout_s: float = 2.0, wait_s: float | None = None,
                 path: Path | None = None, impact_from: int = IMPACT_FROM, **_ignored: Any) -> None:
        if not space:
            raise StoreError("a PostgreSQL cold store needs a space name")
        self.url, self.space, self.embedder = url, space, embedder
        self.where = redact_url(url)
        self.impact_from = impact_from   # postings from which the lexical leg reads best-first (postgres/impact.py)
        self.path = path or Path(self.where)      # what messages name (never the password)
        self.embed_timeout_s, self.clock, self._readonly = embed_timeout_s, clock, readonly
        self.wait_s = wait_s if wait_s is not None else (1.0 if readonly else 2.0)   # readers sit in a prefetch budget
        self._lock = threading.RLock()
        self._next_probe = 0.0
        self.role: str | None = None
        self._connect_timeout = int(max(2, connect_timeout_s))
        self._pool_size = pool_size
        self._pool = self._new_pool()
        self._ready = False
        try:
            self._ensure_ready()
        except (psycopg.OperationalError, StoreUnavailable) as exc:   # server down: every call says so until it is back
            log.warning("PostgreSQL cold store %s unreachable; retrying on use: %s", self.where,
                        str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__)

    def _new_pool(self) -> psycopg_pool.ConnectionPool:
        return psycopg_pool.ConnectionPool(
            self.url, min_size=1, max_size=self._pool_size, open=False, configure=self._configure,
            timeout=self.wait_s, name="tiered_memory",
            kwargs={"connect_timeout": self._connect_timeout, "application_name": "tiered_memory"})

    def _ensure_ready(self) -> None:
        """Migrate (writers), set up the space's role, open the pool: when the server answers. After a
        connection failure the server is probed at most every PROBE_EVERY_S; calls in between fail at once
        (a prefetch makes several store calls and must not wait on each)."""
        if self._ready:
            return
        with self._lock:
            if self._ready:
                return
            if time.monotonic() < self._next_probe:
                raise StoreUnavailable(f"PostgreSQL {self.where} unavailable: the last connection attempt "
                                       "failed; retrying shortly")
            self._next_probe = time.monotonic() + PROBE_EVERY_S
            with psycopg.connect(self.url, connect_timeout=self._connect_timeout) as conn:
                if not self._readonly:
                    migrate(conn)
                self.role = prepare_space(conn, self.space)
            self._pool.open(wait=False)
            self._ready = True

    def _mark_down(self) -> None:
        """After a connection failure: drop the pool (its connections are dead or reconnecting with
        back-off); the next call after PROBE_EVERY_S probes the server and opens a fresh one."""
        with self._lock:
            if not self._ready:
                return
            self._ready = False
            self._next_probe = time.monotonic() + PROBE_EVERY_S
            old, self._pool = self._pool, self._new_pool()
        try:
            old.close(timeout=0.5)
        except (psycopg.Error, psycopg_pool.PoolTimeout, RuntimeError) as exc:
            log.debug("closing the pool after a connection failure: %s", exc)

    def _configure(self, conn: psycopg.Connection) -> None:
        register_vector(conn)
        conn.row_factory = dict_row   # type: ignore[assignment]
        enter_space(conn, self.space, self.role)
        conn.commit()

    def _tx(self) -> Any:
        """A pooled connection; the block is one transaction (committed on success, rolled back on error)."""
        self._ensure_ready()
        return self._pool.connection(timeout=self.wait_s)

    @contextlib.contextmanager
    def _read(self) -> Iterator[psycopg.Connection]:
        """A pooled connection in autocommit for read-only statements: no BEGIN/COMMIT round trips
        (the recall path); settings made in the block must be session-level and set on every use."""
        self._ensure_ready()
        with self._pool.connection(timeout=self.wait_s) as conn:
            conn.autocommit = True
            try:
                yield conn
            finally:
                if not conn.closed:   # a broken connection is dropped by the pool; its error is the one to see
                    conn.autocommit = False

    def _admin(self) -> psycopg.Connection:
        """A connection as the URL's own role (not the space role): for DDL such as a new model's index."""
        return psycopg.connect(self.url, connect_timeout=self._connect_timeout)

    def close(self) -> None:
        self._pool.close()

    def __enter__(self) -> "PgStoreBase":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @property
    def model_id(self) -> str | None:
        return self.embedder.model_id if self.embedder is not None else None

    def backend(self) -> dict[str, Any]:
        """What status shows: engine, redacted URL, space, whether RLS enforces the space."""
        return {"engine": "postgresql", "url": self.where, "space": self.space, "rls_role": self.role}
