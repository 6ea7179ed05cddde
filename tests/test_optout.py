"""Opting out stops a running worker before it touches the hot files again, each way a user can opt out.

Every test starts a real worker the way the plugin does (`ensure_worker(..., while_wanted=True)`)
in a HERMES_HOME where tiered_memory is installed (the real shim) and selected, proves it is
live (a dated entry leaves MEMORY.md), opts out with the real `hermes` binary or the file the
user edits, then writes a dated entry through Hermes' own MemoryStore (and queues its job, as a
provider still loaded in an old gateway would): the worker exits, the entry stays in MEMORY.md
and never reaches cold.db, and the log and status say why.
"""

from __future__ import annotations

import functools
import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tiered_memory.shared.config import Paths
from tiered_memory.shared.sidecar import ensure_worker, worker_pid, worker_running
from tiered_memory.shared.store import ColdStore

from support.hermes_tty import memory_setup
from support.worker_home import make_side, wait_for as _wait_for

HERMES = Path(sys.executable).with_name("hermes")
wait_for = functools.partial(_wait_for, timeout=60.0)   # Hermes starts slower than a bare worker
LIVE_PROBE = "2026-11-03: deployed api-gw v2.3 to staging"
AFTER_OPT_OUT = "2026-11-04: rotated the TLS cert on api-gw"


def hermes(home: Path, *args: str, **env: str) -> subprocess.CompletedProcess[str]:
    full = {k: v for k, v in os.environ.items() if k != "TIERED_MEMORY_DISABLED"}
    full.update(env, HERMES_HOME=str(home))
    done = subprocess.run([str(HERMES), *args], env=full, cwd=home, capture_output=True, text=True,
                          stdin=subprocess.DEVNULL, timeout=180)
    assert done.returncode == 0, done.stdout + done.stderr
    return done


@pytest.fixture
def side(tmp_path, monkeypatch):
    side = make_side(tmp_path, monkeypatch)
    monkeypatch.delenv("TIERED_MEMORY_DISABLED", raising=False)
    (side.home / "config.yaml").write_text(
        "memory:\n  provider: tiered_memory\n  memory_char_limit: 2200\n  user_char_limit: 1375\n", encoding="utf-8")
    installed = subprocess.run([sys.executable, "-m", "tiered_memory", "install", "--hermes-home", str(side.home)],
                               capture_output=True, text=True, timeout=120)
    assert installed.returncode == 0, installed.stdout + installed.stderr
    yield side
    pid = worker_pid(Paths(side.home))
    if pid:
        os.kill(pid, 15)
        wait_for(lambda: not worker_running(Paths(side.home)))


def status(home: Path, *args: str) -> str:
    done = subprocess.run([sys.executable, "-m", "tiered_memory", "status", "--hermes-home", str(home), *args],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode in (0, 1), done.stderr   # 1: problems listed
    return done.stdout


def in_cold(home: Path, text: str) -> bool:
    cold = Paths(home).cold_db
    if not cold.exists():
        return False
    with ColdStore(cold, readonly=True) as store:
        return store.find_text(text, "memory") is not None


def start_live_worker(side) -> int:
    """A worker started as the plugin starts it, shown to move a dated entry out of MEMORY.md."""
    paths = Paths(side.home)
    assert ensure_worker(paths, while_wanted=True) is True
    assert wait_for(lambda: worker_pid(paths) is not None)
    assert side.add(LIVE_PROBE)
    assert wait_for(lambda: LIVE_PROBE not in side.entries() and in_cold(side.home, LIVE_PROBE)), side.entries()
    return int(worker_pid(paths))


def assert_stopped_and_kept(side, pid: int, reason_words: str) -> None:
    paths = Paths(side.home)
    assert side.add(AFTER_OPT_OUT)   # Hermes' own write, and the job a still-loaded provider would queue
    assert wait_for(lambda: not worker_running(paths)), "the worker kept running after the opt-out"
    time.sleep(1.5)   # longer than the watcher's debounce: a worker still serving would have moved it by now
    assert AFTER_OPT_OUT in side.entries()
    assert not in_cold(side.home, AFTER_OPT_OUT)
    log = paths.log_file.read_text(encoding="utf-8")
    assert "is no longer wanted" in log and reason_words in log and "stops now" in log
    worker = json.loads(status(side.home, "--json"))["worker"]
    assert worker["pid"] == pid and worker["running"] is False and worker["state"] == "stopped"
    assert reason_words in worker["stop_reason"]
    line = next(x for x in status(side.home).splitlines() if x.startswith("worker:"))
    assert line.startswith("worker: not running (stopped because not wanted: ") and reason_words in line
    assert ensure_worker(paths, while_wanted=True) is False   # and the plugin starts no other one


def test_choosing_built_in_only_in_hermes_memory_setup_stops_the_worker(side) -> None:
    pid = start_live_worker(side)
    env = {k: v for k, v in os.environ.items() if k != "TIERED_MEMORY_DISABLED"}
    shown = memory_setup(HERMES, side.home, env)   # Enter on the picker's default row, "Built-in only"
    assert "tiered_memory - — local" in shown and "Memory provider: built-in only" in shown
    assert_stopped_and_kept(side, pid, "memory.provider")


def test_hermes_config_set_memory_provider_stops_the_worker(side) -> None:
    pid = start_live_worker(side)
    hermes(side.home, "config", "set", "memory.provider", "builtin")
    assert_stopped_and_kept(side, pid, "is 'builtin', not 'tiered_memory'")


def test_hermes_plugins_remove_stops_the_worker(side) -> None:
    pid = start_live_worker(side)
    hermes(side.home, "plugins", "remove", "tiered_memory")
    assert not (side.home / "plugins" / "tiered_memory").exists()
    assert_stopped_and_kept(side, pid, "no longer installed")


def test_tiered_memory_disabled_in_a_hermes_process_environment_stops_the_worker(side) -> None:
    pid = start_live_worker(side)
    shown = hermes(side.home, "memory", "status", TIERED_MEMORY_DISABLED="1").stdout
    assert "TIERED_MEMORY_DISABLED is set" in shown
    assert_stopped_and_kept(side, pid, "TIERED_MEMORY_DISABLED is set in the environment of Hermes process")


def test_tiered_memory_disabled_in_the_env_file_stops_the_worker(side) -> None:
    pid = start_live_worker(side)
    with open(side.home / ".env", "a", encoding="utf-8") as env_file:
        env_file.write("TIERED_MEMORY_DISABLED=1\n")
    assert_stopped_and_kept(side, pid, f"TIERED_MEMORY_DISABLED is set in {side.home / '.env'}")
    assert "Hermes does not load it and no worker runs" in status(side.home)


def test_a_hermes_process_using_tiered_memory_again_lifts_an_environment_opt_out(side) -> None:
    paths = Paths(side.home)
    pid = start_live_worker(side)
    hermes(side.home, "memory", "status", TIERED_MEMORY_DISABLED="1")
    assert wait_for(lambda: not worker_running(paths))
    assert ensure_worker(paths, while_wanted=True) is False
    from tiered_memory.plugin.provider import TieredMemoryProvider

    provider = TieredMemoryProvider()
    provider.initialize("s1", hermes_home=str(side.home), platform="cli")   # the next Hermes session
    try:
        assert wait_for(lambda: worker_pid(paths) not in (None, pid))
    finally:
        provider.shutdown()


def test_in_real_hermes_a_memory_written_after_choosing_built_in_only_stays_in_memory_md(tmp_path) -> None:
    """The issue's scenario end to end: Hermes' own turns start the worker and write the memories."""
    from tiered_memory.shared.hotfile import parse_entries

    from support.fake_chat_server import start_server
    from support.hermes_harness import HermesHome

    server = start_server()
    home = HermesHome.create(tmp_path, server, TIERED_MEMORY_WORKER="1", TIERED_MEMORY_EMBEDDER="none")
    paths = home.paths

    def hot() -> list[str]:
        return parse_entries(paths.memory_md.read_text(encoding="utf-8")) if paths.memory_md.exists() else []

    def turn(message: str, memory: str) -> None:
        server.call_tool_next("memory", {"target": "memory", "operations": [{"action": "add", "content": memory}]})
        run = home.chat(message)
        assert run.returncode == 0, run.stdout + run.stderr

    try:
        home.install_shim()
        turn("Note the staging deploy.", LIVE_PROBE)
        assert wait_for(lambda: LIVE_PROBE not in hot() and in_cold(home.path, LIVE_PROBE)), hot()
        pid = worker_pid(paths)
        assert pid is not None   # started by the plugin inside Hermes, still serving
        memory_setup(HERMES, home.path, home.process_env())
        turn("Note the cert rotation.", AFTER_OPT_OUT)
        assert wait_for(lambda: not worker_running(paths))
        time.sleep(1.5)   # longer than the watcher's debounce
        assert AFTER_OPT_OUT in hot() and not in_cold(home.path, AFTER_OPT_OUT)
        assert "memory.provider" in json.loads(status(home.path, "--json"))["worker"]["stop_reason"]
    finally:
        server.stop()
        if worker_pid(paths):
            os.kill(int(worker_pid(paths)), 15)
