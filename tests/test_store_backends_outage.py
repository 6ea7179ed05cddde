"""The worker on a PostgreSQL cold store whose server stops mid-run: what it could not move stays in the
hot file (retried, never dropped), and everything reaches the server once it is back."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

from support.pg_server import PgServer, when_back
from support.worker_home import make_side, recorded_errors
from tiered_memory.shared.store.backend import open_store
from tiered_memory.worker.context import open_context
from tiered_memory.worker.service import WorkerService

STATES = ["2026-03-14 Migrated the blog from Heroku to Fly.io; DNS switched.",
          "2026-04-02 Renewed the TLS certificate for api.example.com.",
          "2026-05-02 Upgraded the build server to Ubuntu 24.04."]
DURING = ["2026-06-01 Rotated the database password after the audit.",
          "2026-06-03 Upgraded the staging database to PostgreSQL 17."]


def everywhere(side: Any, url: str, space: str) -> tuple[set[str], set[str]]:
    """(texts in the hot file, texts live in the space on the server)."""
    with open_store(url, side.home / "check.db", space=space) as store:
        return set(side.entries()), {m.text for m in store.list()}


def test_entries_written_during_an_outage_stay_hot_and_reach_the_server_when_it_returns(
        tmp_path: Path, monkeypatch: Any, own_server: PgServer) -> None:
    url = own_server.new_database()
    side = make_side(tmp_path, monkeypatch)
    monkeypatch.setenv("TIERED_MEMORY_DATABASE_URL", url)
    monkeypatch.setenv("TIERED_MEMORY_SPACE", "ops")
    for text in STATES + ["User prefers concise answers."]:
        assert side.add(text)
    clock = [time.time()]
    ctx = open_context(side.home, clock=lambda: clock[0])
    service = WorkerService(ctx, side.queue, watch=False)
    service.run_once()
    hot, cold = everywhere(side, url, "ops")
    assert set(STATES) <= cold and hot == {"User prefers concise answers."}

    own_server.stop()
    for text in DURING:
        assert side.add(text)
    service.run_once()
    assert set(DURING) <= set(side.entries())                     # not moved: still in the hot file
    assert not [j for j in side.queue.recent(16) if j.state == "parked"]
    assert any("StoreUnavailable" in error for error in recorded_errors(side.home))

    own_server.restart()
    when_back(ctx.store.count)
    for _ in range(3):                                            # the worker's next ticks, past the retry back-off
        clock[0] += 7200.0
        service.run_once()
    hot, cold = everywhere(side, url, "ops")
    assert set(STATES + DURING) <= cold and hot == {"User prefers concise answers."}
    assert side.queue.depth() == 0
    ctx.close()
