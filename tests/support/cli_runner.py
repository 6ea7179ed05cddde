"""Run the user's commands as a user does: `python -m tiered_memory …` or the real `hermes tiered_memory …`."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any, Sequence

from tiered_memory.shared.config import Paths
from tiered_memory.shared.store import ColdStore, NewMemory

HERMES_BIN = Path(sys.executable).with_name("hermes")


def clean_env(home: Path, **env: str) -> dict[str, str]:
    environ = {k: v for k, v in os.environ.items() if not k.startswith(("TIERED_MEMORY_", "HERMES_"))}
    environ.update({"TIERED_MEMORY_WORKER": "0", "TIERED_MEMORY_EMBEDDER": "builtin", "HERMES_HOME": str(home), **env})
    return environ


def cli(*args: str, home: Path, stdin: str | None = None, **env: str) -> subprocess.CompletedProcess[str]:
    """`python -m tiered_memory ARGS --hermes-home HOME`."""
    return subprocess.run([sys.executable, "-m", "tiered_memory", *args, "--hermes-home", str(home)],
                          capture_output=True, text=True, env=clean_env(home, **env), timeout=180,
                          input=stdin if stdin is not None else "")


def cli_json(*args: str, home: Path, **env: str) -> Any:
    done = cli(*args, "--json", home=home, **env)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def hermes(*args: str, home: Path, **env: str) -> subprocess.CompletedProcess[str]:
    """The real `hermes` binary with HERMES_HOME=home."""
    return subprocess.run([str(HERMES_BIN), *args], capture_output=True, text=True, env=clean_env(home, **env),
                          timeout=180, stdin=subprocess.DEVNULL)


def write_hermes_config(home: Path, *, provider: str = "tiered_memory", memory_limit: int = 2200,
                        user_limit: int = 1375) -> None:
    home.mkdir(parents=True, exist_ok=True)
    (home / "config.yaml").write_text(
        f"memory:\n  provider: {provider}\n  memory_enabled: true\n  user_profile_enabled: true\n"
        f"  memory_char_limit: {memory_limit}\n  user_char_limit: {user_limit}\n", encoding="utf-8")


def seed(home: Path, texts: Sequence[str], *, target: str = "memory", embedder: Any = None,
         embed: bool = True) -> list[int]:
    """Memories written through the cold store's own write path; returns their ids."""
    Paths(home).data_dir.mkdir(parents=True, exist_ok=True)
    with ColdStore(Paths(home).cold_db, embedder=embedder) as store:
        return [r.id for r in store.add_many([NewMemory(t, target=target) for t in texts], embed=embed)]
