"""Hostile and broken input: garbage databases, non-finite settings, odd tool ids, a clean --once.

Every probe ends in a clear error naming what is wrong (or a clean result), never a traceback.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Iterator

import pytest

from tiered_memory.shared import db
from tiered_memory.shared.config import Paths, load_settings
from tiered_memory.shared.errors import ConfigError, QueueError, StoreCorruptError, StoreError
from tiered_memory.shared.jobqueue import JobQueue
from tiered_memory.shared.store import ColdStore, NewMemory

from support.invariant import check_invariant
from support.worker_home import make_side, recorded_errors, run_worker, worker_env


def garbage_pages(path: Path) -> None:
    """A file with SQLite's magic header and garbage everywhere else."""
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(db.SQLITE_HEADER + bytes(range(256)) * 64)


def cli(home: Path, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "tiered_memory", *args, "--hermes-home", str(home)],
                          env=worker_env(home), capture_output=True, text=True, timeout=120)


def test_recall_on_a_cold_db_with_garbage_pages_says_which_file_without_a_traceback(tmp_path: Path) -> None:
    garbage_pages(Paths(tmp_path).cold_db)
    result = cli(tmp_path, "recall", "what port does the API use?")
    assert "Traceback" not in result.stderr
    assert str(Paths(tmp_path).cold_db) in result.stdout + result.stderr


def test_the_worker_survives_a_queue_db_with_garbage_pages_and_says_which_file(tmp_path: Path, monkeypatch) -> None:
    side = make_side(tmp_path, monkeypatch)
    assert side.add("2026-03-14 Migrated the blog from Heroku to Fly.io; DNS switched.")
    side.queue.close()
    queue_db = Paths(side.home).queue_db
    for suffix in ("-wal", "-shm"):
        Path(f"{queue_db}{suffix}").unlink(missing_ok=True)
    garbage_pages(queue_db)
    result = run_worker(side.home, "--once")
    assert result.returncode == 0, result.stderr
    assert "Traceback" not in result.stderr
    assert any("QueueError" in e and str(queue_db) in e for e in recorded_errors(side.home))
    again = run_worker(side.home, "--once")    # the lock was released: a second run starts
    assert again.returncode == 0 and "already" not in again.stderr
    check_invariant(side.home, side.ledger)


def test_a_garbage_queue_file_raises_a_queue_error_naming_it(tmp_path: Path) -> None:
    garbage_pages(tmp_path / "queue.db")
    with pytest.raises(QueueError, match=str(tmp_path / "queue.db")):
        JobQueue(tmp_path / "queue.db").depth()


def test_migrating_a_garbage_database_raises_store_corrupt_error_naming_it(tmp_path: Path) -> None:
    path = tmp_path / "status.db"
    garbage_pages(path)
    with pytest.raises(StoreCorruptError, match=str(path)):
        db.open_migrated(path, ("CREATE TABLE t (x);",))


def test_a_database_another_process_holds_locked_is_reported_busy_not_corrupt(tmp_path: Path) -> None:
    import sqlite3

    path = tmp_path / "status.db"
    holder = sqlite3.connect(path)
    holder.execute("CREATE TABLE held (x)")
    holder.execute("BEGIN EXCLUSIVE")
    try:
        with pytest.raises(StoreError, match="busy") as info:
            db.open_migrated(path, ("CREATE TABLE t (x);",), busy_timeout_ms=50)
        assert not isinstance(info.value, StoreCorruptError) and str(path) in str(info.value)
    finally:
        holder.rollback()
        holder.close()


@pytest.mark.parametrize("value", ["nan", "NaN", "inf", "-inf", "1e999"])
def test_non_finite_settings_from_the_environment_are_refused(tmp_path: Path, value: str) -> None:
    with pytest.raises(ConfigError, match="finite"):
        load_settings(tmp_path, env={"TIERED_MEMORY_WORKER_IDLE_S": value})


def test_non_finite_settings_from_config_json_are_refused(tmp_path: Path) -> None:
    Paths(tmp_path).data_dir.mkdir()
    Paths(tmp_path).settings_file.write_text('{"state_ttl_days": NaN}', encoding="utf-8")
    with pytest.raises(ConfigError, match="state_ttl_days"):
        load_settings(tmp_path, env={})


def test_a_worker_with_a_nan_idle_period_refuses_to_start_and_says_why(tmp_path: Path) -> None:
    result = run_worker(tmp_path, TIERED_MEMORY_WORKER_IDLE_S="nan")
    assert result.returncode == 1
    assert "worker_idle_s" in result.stderr and "finite" in result.stderr
    assert "Traceback" not in result.stderr


def test_status_after_a_clean_once_run_reports_a_clean_stop(tmp_path: Path, monkeypatch) -> None:
    side = make_side(tmp_path, monkeypatch)
    assert side.add("User prefers concise answers.")
    side.queue.close()
    assert run_worker(side.home, "--once").returncode == 0
    text = cli(side.home, "status").stdout
    line = next(row for row in text.splitlines() if row.startswith("worker:"))
    assert "stopped" in line and "without a clean stop" not in line


@pytest.fixture
def provider(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[object]:
    pytest.importorskip("agent.memory_provider", reason="hermes-agent is not installed in this interpreter")
    from tiered_memory.plugin.provider import TieredMemoryProvider

    monkeypatch.setenv("HERMES_HOME", str(tmp_path))
    monkeypatch.setenv("TIERED_MEMORY_WORKER", "0")
    monkeypatch.setenv("TIERED_MEMORY_EMBEDDER", "none")
    with ColdStore(Paths(tmp_path).cold_db) as store:
        store.add_many([NewMemory(f"fact number {i} about the staging cluster") for i in range(5)])
    p = TieredMemoryProvider()
    p.initialize("session-bad-input", hermes_home=str(tmp_path), platform="cli", agent_context="primary")
    yield p
    p.shutdown()


@pytest.mark.parametrize("bad_id", ["٣", "３", "²", "1_0", " 1 2", "9223372036854775808", 2**63, 10**30, -3, 0,
                                    "0x10", 1.5, True, None, [3], {"id": 3}])
def test_forget_refuses_ids_that_are_not_ascii_digits_in_sqlite_range(provider, bad_id) -> None:
    answer = json.loads(provider.handle_tool_call("tiered_memory_forget", {"id": bad_id}))
    assert answer["ok"] is False
    assert answer["error"]["type"] == "invalid_argument", answer
    assert "ASCII digits" in answer["error"]["message"]


@pytest.mark.parametrize("good_id, expected", [("3", 3), ("#3", 3), (" 3 ", 3), (3, 3), (3.0, 3)])
def test_forget_accepts_ascii_digit_ids(provider, good_id, expected) -> None:
    answer = json.loads(provider.handle_tool_call("tiered_memory_forget", {"id": good_id}))
    assert answer["ok"] is True and answer["id"] == expected


@pytest.mark.parametrize("limit", ["٣", 2**63, "1e3", 0, 21])
def test_recall_refuses_a_limit_that_is_not_a_small_ascii_integer(provider, limit) -> None:
    answer = json.loads(provider.handle_tool_call("tiered_memory_recall", {"query": "staging", "limit": limit}))
    assert answer["ok"] is False and answer["error"]["type"] == "invalid_argument"


def test_no_process_left_running_holds_the_worker_lock_after_the_garbage_queue_run(tmp_path: Path) -> None:
    from tiered_memory.shared.sidecar import worker_running

    garbage_pages(Paths(tmp_path).queue_db)
    assert run_worker(tmp_path, "--once").returncode == 0
    assert not worker_running(Paths(tmp_path))
    assert os.path.exists(Paths(tmp_path).worker_lock)
