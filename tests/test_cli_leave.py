"""`leave`: switching back to the built-in memory stops the worker, exports everything, refills what fits."""

from __future__ import annotations

import json
import subprocess
import sys
import time
from pathlib import Path

from tiered_memory.shared.config import Paths
from tiered_memory.shared.hotfile import parse_entries, render_entries, usage_chars
from tiered_memory.shared.sidecar import worker_running

from support.cli_runner import clean_env, cli, seed, write_hermes_config

COLD = ["Project Falcon's beta ships on 2026-12-15 to the first 50 customers.",    # oldest
        "The billing service runs on port 9443 since the May migration.",
        "The staging database lives on db-stage-2 in eu-west-1.",
        "Deploys go out on Tuesdays after the standup."]                        # newest
HOT = ["Always answer in British English."]


def make_home(tmp_path: Path) -> Path:
    home = tmp_path / "hermes_home"
    write_hermes_config(home, memory_limit=200, user_limit=200)
    for text in COLD:   # one write each: distinct creation times, the newest last
        seed(home, [text], embed=False)
        time.sleep(0.01)
    seed(home, ["User's sister Maya works as a marine biologist in Lisbon."], target="user", embed=False)
    Paths(home).memories_dir.mkdir(parents=True, exist_ok=True)
    Paths(home).memory_md.write_text(render_entries(HOT), encoding="utf-8")
    return home


def start_worker(home: Path) -> subprocess.Popen[str]:
    from tiered_memory.commands.install import install

    install(home)
    worker = subprocess.Popen([sys.executable, "-m", "tiered_memory.worker", "--hermes-home", str(home),
                               "--idle-exit-s", "300"], env=clean_env(home, TIERED_MEMORY_WORKER="1",
                                                                      TIERED_MEMORY_EMBEDDER="none"),
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, text=True)
    deadline = time.monotonic() + 60
    while not worker_running(Paths(home)):
        assert worker.poll() is None and time.monotonic() < deadline, "the worker did not start"
        time.sleep(0.1)
    return worker


def test_leave_stops_the_worker_exports_everything_and_puts_back_the_newest_that_fit(tmp_path: Path) -> None:
    home = make_home(tmp_path)
    worker = start_worker(home)
    try:
        done = cli("leave", "--put-back", "--out", str(tmp_path / "out"), home=home, TIERED_MEMORY_EMBEDDER="none")
        assert done.returncode == 0, done.stderr
        assert worker.wait(timeout=30) == 0    # asked to stop, it stopped cleanly
    finally:
        if worker.poll() is None:
            worker.kill()
    assert not worker_running(Paths(home))
    assert "TIERED_MEMORY_DISABLED=1" in (home / ".env").read_text(encoding="utf-8").splitlines()

    exported = [json.loads(l) for l in (tmp_path / "out" / "memories.jsonl").read_text(encoding="utf-8").splitlines()[1:]]
    assert sorted(r["text"] for r in exported if r["status"] == "live") == sorted(
        COLD + ["User's sister Maya works as a marine biologist in Lisbon."])
    assert parse_entries((tmp_path / "out" / "memories.MEMORY.md").read_text(encoding="utf-8")) == COLD

    hot = parse_entries(Paths(home).memory_md.read_text(encoding="utf-8"))
    assert hot[0] == HOT[0] and usage_chars(hot) <= 200
    assert hot[1:] == [COLD[3], COLD[2]]          # newest first, while they fit under the limit
    assert parse_entries(Paths(home).user_md.read_text(encoding="utf-8")) == [
        "User's sister Maya works as a marine biologist in Lisbon."]
    assert "put back into MEMORY.md: 2 memories, now" in done.stdout
    assert "2 live memories are only in the export" in done.stdout and str(tmp_path / "out") in done.stdout
    assert "hermes memory setup" in done.stdout


def test_leave_without_a_terminal_or_put_back_changes_no_hot_file(tmp_path: Path) -> None:
    home = make_home(tmp_path)
    before = Paths(home).memory_md.read_text(encoding="utf-8")
    done = cli("leave", "--json", home=home)
    assert done.returncode == 0, done.stderr
    doc = json.loads(done.stdout)
    assert doc["put_back"] == {} and doc["left_in_export"] == 5 and doc["disabled"] is True
    assert Paths(home).memory_md.read_text(encoding="utf-8") == before
    assert Path(doc["files"]["jsonl"]).exists() and Path(doc["files"]["user_md"]).exists()
    again = json.loads(cli("leave", "--json", home=home).stdout)
    assert again["disabled"] is False    # already off: .env is not appended twice
    assert (home / ".env").read_text(encoding="utf-8").count("TIERED_MEMORY_DISABLED=1") == 1
