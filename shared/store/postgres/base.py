"""The PostgreSQL store's connections (a psycopg pool, one space per store) and its error boundary."""

from __future__ import annotations

import functools
import inspect
import logging
import threading
import time
from pathlib import Path
from typing import Any, Callable, TypeVar

import psycopg
import psycopg_pool
from pgvector.psycopg import register_vector
from psycopg.rows import dict_row

from ...config import redact_url
from ...embedders.base import Embedder
from ...errors import StoreError, StoreUnavailable, TieredMemoryError
from .schema import migrate
from .spaces import enter_space, prepare_space

log = logging.getLogger("tiered_memory.store.postgres")

F = TypeVar("F", bound=Callable[..., Any])
_UNAVAILABLE_STATES = ("08", "57P", "53")   # connection exceptions, operator intervention, resources


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
            raise typed_error(exc, self.where) from exc
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
                 pool_size: int = 4, connect_timeout_s: float = 3.0, wait_s: float = 5.0,
                 path: Path | None = None, **_ignored: Any) -> None:
        if not space:
            raise StoreError("a PostgreSQL cold store needs a space name")
        self.url, self.space, self.embedder = url, space, embedder
        self.where = redact_url(url)
        self.path = path or Path(self.where)      # what messages name (never the password)
        self.embed_timeout_s, self.clock, self._readonly = embed_timeout_s, clock, readonly
        self.wait_s = wait_s
        self._lock = threading.RLock()
        self.role: str | None = None
        with psycopg.connect(url, connect_timeout=int(max(1, connect_timeout_s))) as conn:
            if not readonly:
                migrate(conn)
            self.role = prepare_space(conn, space)
        self._pool = psycopg_pool.ConnectionPool(
            url, min_size=1, max_size=pool_size, open=False, configure=self._configure, timeout=wait_s,
            kwargs={"connect_timeout": int(max(1, connect_timeout_s)), "application_name": "tiered_memory"},
            reconnect_timeout=0, name="tiered_memory")
        self._pool.open(wait=False)

    def _configure(self, conn: psycopg.Connection) -> None:
        register_vector(conn)
        conn.row_factory = dict_row   # type: ignore[assignment]
        enter_space(conn, self.space, self.role)
        conn.commit()

    def _tx(self) -> Any:
        """A pooled connection; the block is one transaction (committed on success, rolled back on error)."""
        return self._pool.connection(timeout=self.wait_s)

    def _admin(self) -> psycopg.Connection:
        """A connection as the URL's own role (not the space role): for DDL such as a new model's index."""
        return psycopg.connect(self.url, connect_timeout=int(max(1, self.wait_s)))

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
