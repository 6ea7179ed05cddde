"""`list`, `search`, `show`, `edit`, `forget`, `restore`, `purge`: the user's memories through the commands."""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

import pytest

from tiered_memory.shared.config import Paths
from tiered_memory.shared.embedders.builtin import BuiltinEmbedder
from tiered_memory.shared.jobqueue import JobQueue

from support.cli_runner import clean_env, cli, cli_json, seed, write_hermes_config

FACTS = ["The billing service runs on port 8443 since the March migration.",
         "The staging database lives on db-stage-2 in eu-west-1."]
PREFS = ["User prefers green tea over coffee."]


@pytest.fixture
def home(tmp_path: Path) -> Path:
    root = tmp_path / "hermes_home"
    write_hermes_config(root)
    embedder = BuiltinEmbedder()
    seed(root, FACTS, embedder=embedder)
    seed(root, PREFS, target="user", embedder=embedder)
    return root


def test_list_shows_every_live_memory_and_filters_by_target(home: Path) -> None:
    doc = cli_json("list", home=home)
    assert [m["text"] for m in doc["memories"]] == FACTS + PREFS
    assert {m["status"] for m in doc["memories"]} == {"live"}
    users = cli_json("list", "--target", "user", home=home)
    assert [m["text"] for m in users["memories"]] == PREFS
    text = cli("list", home=home)
    assert text.returncode == 0 and "3 memories" in text.stdout and "port 8443" in text.stdout


def test_edit_keeps_the_old_text_as_history_that_show_lists_as_an_older_version(home: Path) -> None:
    done = cli("edit", "1", "The billing service runs on port 9443 since the May migration.", home=home)
    assert done.returncode == 0, done.stderr
    assert "memory #1 is now #4" in done.stdout
    shown = cli_json("show", "4", home=home)
    assert [v["text"] for v in shown["versions"]] == [
        FACTS[0], "The billing service runs on port 9443 since the May migration."]
    assert [v["status"] for v in shown["versions"]] == ["history", "live"]
    assert any(r["action"] == "edited" for r in shown["audit"])
    history = cli_json("list", "--status", "history", home=home)
    assert [m["text"] for m in history["memories"]] == [FACTS[0]]


def test_an_edit_carrying_a_secret_is_refused_with_one_line_and_exit_1(home: Path) -> None:
    done = cli("edit", "2", "The staging password is hunter2-Xy9!qQ, api key sk-live-abcdefghijklmnopqrstuvwx", home=home)
    assert done.returncode == 1
    assert done.stderr.startswith("edit: the new text was not stored") and "Traceback" not in done.stderr
    assert [m["text"] for m in cli_json("list", home=home)["memories"]] == FACTS + PREFS


def test_forget_restore_and_purge_move_a_memory_through_the_trash(home: Path) -> None:
    assert "moved to the trash" in cli("forget", "3", home=home).stdout
    trash = cli_json("list", "--status", "trash", home=home)
    assert [m["text"] for m in trash["memories"]] == PREFS
    assert "restored" in cli("restore", "3", home=home).stdout
    assert [m["text"] for m in cli_json("list", "--target", "user", home=home)["memories"]] == PREFS

    cli("forget", "3", home=home)
    unconfirmed = cli("purge", "3", home=home)
    assert unconfirmed.returncode == 2 and "pass --yes" in unconfirmed.stderr
    assert cli_json("list", "--status", "trash", home=home)["total"] == 1
    purged = cli("purge", "3", "--yes", home=home)
    assert purged.returncode == 0 and "purged 1 memory for good" in purged.stdout
    everything = cli_json("list", "--status", "all", home=home)
    assert PREFS[0] not in [m["text"] for m in everything["memories"]]


def test_unknown_ids_and_a_missing_store_are_one_line_errors_with_exit_1(home: Path, tmp_path: Path) -> None:
    for args in (("show", "99"), ("forget", "99"), ("restore", "1"), ("edit", "99", "x")):
        done = cli(*args, home=home)
        assert done.returncode == 1, args
        assert len(done.stderr.strip().splitlines()) == 1 and "Traceback" not in done.stderr
        assert done.stderr.startswith(f"{args[0]}: ")
    empty = cli("list", home=tmp_path / "nowhere")
    assert empty.returncode == 1 and "no memories yet" in empty.stderr
    bad = cli("list", "--since", "last tuesday", home=home)
    assert bad.returncode == 2 and "YYYY-MM-DD" in bad.stderr


def test_search_ranks_the_matching_memory_first(home: Path) -> None:
    doc = cli_json("search", "which port does billing use", home=home)
    assert doc["results"][0]["text"] == FACTS[0]
    assert doc["mode"] in ("hybrid", "lexical")


def test_with_a_worker_running_an_edit_is_done_by_the_worker_as_a_queued_job(home: Path) -> None:
    from tiered_memory.commands.install import install

    install(home)
    worker = subprocess.Popen([sys.executable, "-m", "tiered_memory.worker", "--hermes-home", str(home),
                               "--idle-exit-s", "120"], env=clean_env(home, TIERED_MEMORY_WORKER="1"),
                              stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    try:
        from tiered_memory.shared.sidecar import worker_running

        deadline = time.monotonic() + 60
        while not worker_running(Paths(home)) and time.monotonic() < deadline:
            assert worker.poll() is None, worker.stderr.read() if worker.stderr else ""
            time.sleep(0.1)
        done = cli("edit", "2", "The staging database lives on db-stage-3 in eu-west-1.", home=home)
        assert done.returncode == 0, done.stderr
        assert "memory #2 is now #4" in done.stdout
        assert worker.poll() is None   # the worker kept running: the CLI never took its place
    finally:
        worker.terminate()
        worker.wait(timeout=60)
    with JobQueue(Paths(home).queue_db) as queue:
        jobs = [j for j in queue.recent(20) if j.action == "command"]
    assert len(jobs) == 1 and jobs[0].state == "done"
    assert [m["text"] for m in cli_json("list", "--target", "memory", home=home)["memories"]] == [
        FACTS[0], "The staging database lives on db-stage-3 in eu-west-1."]


def test_no_command_prints_the_usage_with_the_exit_codes_and_exits_2(tmp_path: Path) -> None:
    done = subprocess.run([sys.executable, "-m", "tiered_memory"], capture_output=True, text=True, timeout=60,
                          env=clean_env(tmp_path))
    assert done.returncode == 2
    assert "usage: python -m tiered_memory" in done.stdout and "exit codes: 0 done; 1 could not do it" in done.stdout


def test_a_change_queued_for_a_worker_that_stops_before_taking_it_is_done_by_the_command(home: Path) -> None:
    from tiered_memory.worker.lifecycle import WorkerLock

    paths = Paths(home)
    lock = WorkerLock(paths.worker_lock).acquire()   # a worker that holds its lock and then goes away
    try:
        edit = subprocess.Popen([sys.executable, "-m", "tiered_memory", "edit", "3", "User prefers oolong tea.",
                                 "--hermes-home", str(home)], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                text=True, env=clean_env(home))
        deadline = time.monotonic() + 60
        while True:
            assert time.monotonic() < deadline and edit.poll() is None, "the edit was not queued"
            if paths.queue_db.exists():
                with JobQueue(paths.queue_db) as queue:
                    if any(j.action == "command" and j.state == "pending" for j in queue.recent(5)):
                        break
            time.sleep(0.05)
    finally:
        lock.release()
    out, err = edit.communicate(timeout=120)
    assert edit.returncode == 0, err
    assert "memory #3 is now #4" in out
    with JobQueue(paths.queue_db) as queue:
        assert [j.state for j in queue.recent(5) if j.action == "command"] == ["done"]
    assert [m["text"] for m in cli_json("list", "--target", "user", home=home)["memories"]] == ["User prefers oolong tea."]
