"""The store's connections and its error boundary: no raw sqlite3 error leaves a public method."""

from __future__ import annotations

import functools
import inspect
import logging
import sqlite3
import threading
import time
from pathlib import Path
from typing import Any, Callable, TypeVar

from .. import db
from ..embedders.base import Embedder
from ..errors import StoreCorruptError, StoreError
from .schema import MIGRATIONS
from .vector_index import NumpyIndex, Vec0Index

log = logging.getLogger("tiered_memory.store")

F = TypeVar("F", bound=Callable[..., Any])
_CORRUPT = ("SQLITE_CORRUPT", "SQLITE_NOTADB")


def typed_error(exc: BaseException, path: Path) -> StoreError:
    """Our error for an SQLite failure on `path`: corrupt/not-a-database or any other, file named."""
    name = str(getattr(exc, "sqlite_errorname", "") or "")
    if name in _CORRUPT or type(exc).__name__ == "DatabaseError":
        return StoreCorruptError(f"{path} cannot be read as a SQLite database ({exc}); it was left untouched")
    return StoreError(f"{path}: {type(exc).__name__}: {exc}")


def _guarded(method: F) -> F:
    """Wrap a store method so SQLite errors (stdlib or sqlean) come out as StoreError subclasses."""
    @functools.wraps(method)
    def wrapper(self: "StoreBase", *args: Any, **kwargs: Any) -> Any:
        try:
            return method(self, *args, **kwargs)
        except StoreError:
            raise
        except (sqlite3.Error, *_extra_errors(self)) as exc:
            raise typed_error(exc, self.path) from exc
    wrapper.__store_guarded__ = True  # type: ignore[attr-defined]
    return wrapper  # type: ignore[return-value]


def _extra_errors(store: "StoreBase") -> tuple[type[BaseException], ...]:
    module = getattr(store, "_module", sqlite3)
    error = getattr(module, "Error", sqlite3.Error)
    return () if error is sqlite3.Error else (error,)


class StoreBase:
    """One cold.db file: the writer connection, a lazily opened reader for the lexical leg, the
    vector index, and (for every subclass) public methods that raise only our error types."""

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        for name in dir(cls):
            value = inspect.getattr_static(cls, name)
            public = not name.startswith("_") or name == "__init__"
            if public and inspect.isfunction(value) and not getattr(value, "__store_guarded__", False):
                setattr(cls, name, _guarded(value))

    def __init__(self, path: Path, *, embedder: Embedder | None = None,
                 vector_backend: str = "auto", readonly: bool = False,
                 embed_timeout_s: float | None = None, clock: Callable[[], float] = time.time) -> None:
        self.path = Path(path)
        self.embedder = embedder
        self.embed_timeout_s = embed_timeout_s
        self.clock = clock                        # every timestamp the store writes (simulations inject one)
        self._lock = threading.RLock()
        module = db.sqlite3
        if vector_backend == "vec0":
            module = db.extension_capable_module()
            if module is None:
                raise StoreError(
                    "vector_backend 'vec0' needs an SQLite that can load extensions; this Python's "
                    "cannot, and neither sqlean.py nor pysqlite3 is installed. Use 'numpy' (the default)."
                )
        self._module, self._readonly = module, readonly
        self._reader: Any = None                  # the lexical leg's own connection (opened lazily)
        self._reader_lock = threading.Lock()
        self._closed = False
        self._conn = db.connect(self.path, module=module, readonly=readonly)
        try:
            if not readonly and db.schema_version(self._conn, self.path) == 0:
                # before the first table: freed pages can be returned to the OS bit by bit
                self._conn.execute("PRAGMA auto_vacuum = INCREMENTAL")
            db.migrate(self._conn, self.path, MIGRATIONS, readonly=readonly)
            self._conn.execute("PRAGMA foreign_keys = ON")
            if not readonly:
                self._conn.execute("PRAGMA secure_delete = ON")   # deleted text is overwritten, not just unlinked
            self.index: NumpyIndex | Vec0Index = NumpyIndex(self._conn, self._lock)
            if vector_backend == "vec0":
                self.index = Vec0Index(self._conn, self._lock)
                if not self._sync_vec0(rebuild=not readonly):
                    log.warning("the vec0 index of %s lags its vectors and this connection is read-only; "
                                "searching with numpy until the worker rebuilds it", self.path)
                    self.index = NumpyIndex(self._conn, self._lock)
        except BaseException:
            self._conn.close()
            raise

    def _sync_vec0(self, *, rebuild: bool) -> bool:
        raise NotImplementedError  # provided by the vectors part

    def close(self) -> None:
        with self._lock:
            self._conn.close()
        with self._reader_lock:
            self._closed = True
            if self._reader is not None:
                self._reader.close()
                self._reader = None

    def _read_connection(self) -> Any:
        """A second connection for lexical searches, so they run beside the dense leg (WAL readers
        never block each other); call with `_reader_lock` held."""
        if self._closed:
            raise StoreError(f"{self.path} is closed")
        if self._reader is None:
            self._reader = db.connect(self.path, module=self._module, readonly=self._readonly)
        return self._reader

    def __enter__(self) -> "StoreBase":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @property
    def model_id(self) -> str | None:
        return self.embedder.model_id if self.embedder is not None else None


def sql_filters(**filters: Any) -> tuple[str, list[Any]]:
    """`AND column = ?` clauses (and their arguments) for the filters that are not None."""
    used = {column: value for column, value in filters.items() if value is not None}
    return "".join(f" AND {column} = ?" for column in used), list(used.values())
