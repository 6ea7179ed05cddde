"""One worker per HERMES_HOME, started on demand, restarted after it died, idle exit,
heartbeat for `status`, and reconcile of writes that never reach on_memory_write (watchdog)."""

from __future__ import annotations

import os
import re
import signal
import threading

import pytest

from tiered_memory.shared.config import Paths
from tiered_memory.shared.diagnostics import Diagnostics
from tiered_memory.shared.sidecar import ensure_worker, worker_running

from support.invariant import check_invariant
from support.worker_home import make_side, run_worker, start_worker, wait_for
from test_worker_migration import service_for



@pytest.fixture
def side(tmp_path, monkeypatch):
    return make_side(tmp_path, monkeypatch)


def test_a_second_worker_refuses_to_start(side) -> None:
    paths = Paths(side.home)
    first = start_worker(side.home, "--idle-exit-s", "60")
    try:
        assert wait_for(lambda: worker_running(paths))
        second = run_worker(side.home, "--once")
        assert second.returncode == 0
        assert "already runs" in second.stderr
        assert first.poll() is None
    finally:
        first.send_signal(signal.SIGTERM)
        assert first.wait(timeout=30) == 0
    assert not worker_running(paths)


def test_the_worker_is_started_on_demand_and_restarted_after_it_died(side, monkeypatch) -> None:
    paths = Paths(side.home)
    assert not worker_running(paths)
    assert ensure_worker(paths) is True
    assert wait_for(lambda: worker_running(paths))
    pid = int(paths.worker_lock.read_text().strip())
    assert ensure_worker(paths) is True                  # running: nothing new is spawned
    assert int(paths.worker_lock.read_text().strip()) == pid
    os.kill(pid, signal.SIGKILL)
    assert wait_for(lambda: not worker_running(paths))
    import tiered_memory.shared.sidecar as sidecar

    monkeypatch.setattr(sidecar, "SPAWN_GRACE_S", 0.0)   # the spawn grace period is over
    assert ensure_worker(paths) is True
    assert wait_for(lambda: worker_running(paths) and paths.worker_lock.read_text().strip() not in ("", str(pid)))
    new_pid = int(paths.worker_lock.read_text().strip())
    assert new_pid != pid
    os.kill(new_pid, signal.SIGTERM)
    assert wait_for(lambda: not worker_running(paths))


def test_the_worker_exits_after_an_idle_period_and_logs_to_its_rotating_file(side) -> None:
    worker = start_worker(side.home, "--idle-exit-s", "0.5", "--tick-s", "0.2")
    assert worker.wait(timeout=60) == 0
    log_text = Paths(side.home).log_file.read_text(encoding="utf-8")
    assert "started for" in log_text and "idle" in log_text


def test_the_idle_period_comes_from_the_settings_when_no_flag_is_given(side) -> None:
    worker = start_worker(side.home, "--tick-s", "0.2", TIERED_MEMORY_WORKER_IDLE_S="0.5")
    assert worker.wait(timeout=60) == 0
    assert re.search(r"worker idle for [01] s; exiting", Paths(side.home).log_file.read_text(encoding="utf-8"))


def test_status_shows_pid_uptime_queue_depth_and_job_counts(side) -> None:
    assert side.add("2026-03-14 Migrated the blog from Heroku to Fly.io; DNS switched.")
    assert side.add("User prefers concise answers.")
    result = run_worker(side.home, "--once")
    assert result.returncode == 0, result.stderr
    state = Diagnostics(Paths(side.home).status_db).components()["worker"]
    for key in ("pid", "uptime_s", "queue_depth", "jobs_done", "jobs_failed", "jobs_parked", "last_error"):
        assert key in state
    assert state["jobs_done"] == 2 and state["queue_depth"] == 0 and state["entries_moved"] == 1


def test_a_write_that_never_reaches_on_memory_write_is_reconciled_through_the_file_watcher(side) -> None:
    service = service_for(side.home, idle_exit_s=120, tick_s=3600, poll_s=0.05, debounce_s=0.2, watch=True)
    thread = threading.Thread(target=service.run, daemon=True)
    thread.start()
    try:
        assert wait_for(lambda: service.watcher is not None and service.watcher.watching)
        # the background review writes through Hermes, but no job is queued
        text = "2026-04-02 Renewed the TLS certificate for api.example.com, done."
        assert side.ledger.add(side.store, "memory", text)
        assert wait_for(lambda: text not in side.entries())
        assert service.ctx.store.find_by_hash(text, "memory") is not None
        # a manual edit that removes an entry is archived as history
        side.ledger.add(side.store, "memory", "User's editor is Helix.")
        assert wait_for(lambda: service.ctx.store.get_hot_entry("memory", "User's editor is Helix.") is not None)
        side.home.joinpath("memories", "MEMORY.md").write_text("", encoding="utf-8")
        assert wait_for(lambda: service.ctx.store.find_text("User's editor is Helix.", "memory") is not None)
    finally:
        service.stop()
        thread.join(timeout=30)
    check_invariant(side.home, side.ledger)
