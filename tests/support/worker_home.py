"""A HERMES_HOME for worker tests: the real Hermes MemoryStore as the other writer, a queue, a worker."""

from __future__ import annotations

import time

import os
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tiered_memory.shared.config import Paths
from tiered_memory.shared.jobqueue import JobQueue

from .invariant import Ledger

REPO_ROOT = Path(__file__).resolve().parents[2]


def make_side(tmp_path: Path, monkeypatch: Any, *, memory_limit: int = 2200, user_limit: int = 1375,
              capacity: int = 128) -> HermesSide:
    """A fresh HERMES_HOME with config.yaml, the real Hermes MemoryStore and the plugin's queue."""
    home = tmp_path / "hermes_home"
    home.mkdir()
    monkeypatch.setenv("HERMES_HOME", str(home))
    monkeypatch.setenv("TIERED_MEMORY_EMBEDDER", "none")
    write_config(home, memory_limit, user_limit)
    from tools.memory_tool import MemoryStore

    store = MemoryStore(memory_char_limit=memory_limit, user_char_limit=user_limit)
    store.load_from_disk()
    return HermesSide(home, store, JobQueue(Paths(home).queue_db, capacity=capacity))


def write_config(home: Path, memory_limit: int = 2200, user_limit: int = 1375) -> None:
    (home / "config.yaml").write_text(
        f"memory:\n  memory_char_limit: {memory_limit}\n  user_char_limit: {user_limit}\n", encoding="utf-8")


@dataclass
class HermesSide:
    """What Hermes + the plugin do: write through MemoryStore, then enqueue the job."""

    home: Path
    store: Any
    queue: JobQueue
    ledger: Ledger = field(default_factory=Ledger)
    rejected: int = 0

    def add(self, text: str, target: str = "memory", **metadata: Any) -> bool:
        ok = self.ledger.add(self.store, target, text)
        if ok:
            self.queue.put("add", target, text.strip(), metadata=metadata or None)
        else:
            self.rejected += 1
        return ok

    def replace(self, old_text: str, new: str, target: str = "memory") -> bool:
        result = self.store.replace(target, old_text, new)
        if result.get("success"):
            self.ledger.record(target, new)
            self.queue.put("replace", target, new.strip(), old_text=old_text)
        return bool(result.get("success"))

    def remove(self, old_text: str, target: str = "memory") -> bool:
        result = self.store.remove(target, old_text)
        if result.get("success"):
            self.queue.put("remove", target, "", old_text=old_text)
        return bool(result.get("success"))

    def entries(self, target: str = "memory") -> list[str]:
        path = Paths(self.home).hot_file(target)
        from tiered_memory.shared.hotfile import parse_entries

        return parse_entries(path.read_text(encoding="utf-8")) if path.exists() else []


def worker_env(home: Path, **extra: str) -> dict[str, str]:
    env = dict(os.environ)
    env["HERMES_HOME"] = str(home)
    env.setdefault("TIERED_MEMORY_EMBEDDER", "none")
    env.update(extra)
    return env


def run_worker(home: Path, *args: str, timeout: float = 120, **env: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "tiered_memory.worker", "--hermes-home", str(home), *args],
                          env=worker_env(home, **env), capture_output=True, text=True, timeout=timeout)


def start_worker(home: Path, *args: str, **env: str) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-m", "tiered_memory.worker", "--hermes-home", str(home), *args],
                            env=worker_env(home, **env), stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def recorded_errors(home: Path, limit: int = 200) -> list[str]:
    """The errors status.db holds for `home`, newest first, as "source: kind: message"."""
    from tiered_memory.shared.diagnostics import Diagnostics

    diagnostics = Diagnostics(Paths(home).status_db)
    try:
        return [f"{e.source}: {e.kind}: {e.message}" for e in diagnostics.recent_errors(limit)]
    finally:
        diagnostics.close()


def wait_for(predicate, timeout: float = 30.0, step: float = 0.05) -> bool:
    """Poll `predicate` until it is true or `timeout` seconds pass; its last answer."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if predicate():
            return True
        time.sleep(step)
    return predicate()
