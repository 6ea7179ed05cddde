"""Bad-input faults for the fault matrix: garbage databases, a symlink out of HERMES_HOME, NaN settings,
an over-long entry. Each trial runs the real worker or command on a fresh HERMES_HOME (see faults.py)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..shared.db import SQLITE_HEADER

if TYPE_CHECKING:
    from .faults import Home, Scenario, Trial


def _garbage(path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    for suffix in ("-wal", "-shm"):
        Path(f"{path}{suffix}").unlink(missing_ok=True)
    path.write_bytes(SQLITE_HEADER + bytes(range(256)) * 64)


def _garbage_queue_trial(home: "Home", root: Path) -> "Trial":
    from .faults import Trial

    home.states(3)
    _garbage(home.paths.queue_db)
    run = home.worker()
    named = any("QueueError" in e and str(home.paths.queue_db) in e for e in home.errors())
    again = home.worker()
    return Trial(not home.lost(), named and run.returncode == 0 and "Traceback" not in run.stderr,
                 again.returncode == 0)


def _garbage_cold_trial(home: "Home", root: Path) -> "Trial":
    from .faults import Trial

    home.states(2)
    _garbage(home.paths.cold_db)
    run = subprocess.run([sys.executable, "-m", "tiered_memory", "recall", "what did we roll out?",
                          "--hermes-home", str(home.path)], env=home.env(), capture_output=True, text=True, timeout=120)
    clear = "Traceback" not in run.stderr and str(home.paths.cold_db) in run.stdout + run.stderr
    worker = home.worker()
    hot_kept = set(home.written) <= set(home.hot())
    return Trial(hot_kept, clear and worker.returncode == 1 and str(home.paths.cold_db) in worker.stderr, None,
                 note="recovery needs the user to move the file aside")


def _symlink_trial(home: "Home", root: Path) -> "Trial":
    from .faults import Trial

    outside = root / "elsewhere" / "MEMORY.md"
    outside.parent.mkdir()
    outside.write_text("\n§\n".join(f"2026-0{i}-1{i} Finished migration {i} of the billing service, done."
                                    for i in range(1, 6)), encoding="utf-8")
    home.paths.memories_dir.mkdir(parents=True, exist_ok=True)
    home.paths.memory_md.symlink_to(outside)
    before = outside.read_bytes()
    run = home.worker()
    said = any("outside" in e and str(outside) in e for e in home.errors())
    return Trial(outside.read_bytes() == before, said and run.returncode == 0, home.paths.memory_md.is_symlink(),
                 note="the outside file never rewritten")


def _nan_setting_trial(home: "Home", root: Path) -> "Trial":
    from .faults import Trial

    home.states(2)
    value = home.rng.choice(["nan", "inf", "-inf", "1e999"])
    run = home.worker(TIERED_MEMORY_WORKER_IDLE_S=value)
    clear = run.returncode == 1 and "worker_idle_s" in run.stderr and "Traceback" not in run.stderr
    return Trial(set(home.written) <= set(home.hot()), clear, home.recovered(), note=f"worker_idle_s={value}")


def _oversize_trial(home: "Home", root: Path) -> "Trial":
    from ..worker.store import WorkerStore
    from .faults import Trial

    huge = "2026-03-14 Deployed the build; log follows: " + "x" * home.rng.choice([5_000, 500_000, 5_000_000])
    home.paths.memories_dir.mkdir(parents=True, exist_ok=True)
    home.paths.memory_md.write_text(huge, encoding="utf-8")
    home.written.append(huge)
    runs = [home.worker() for _ in range(2)]
    with WorkerStore(home.paths.cold_db) as store:
        kept = [r for r in store.audit_log(limit=None) if r.action == "kept_hot"]
        copied = store.find_text(huge, "memory") is not None
    clear = len(kept) == 1 and "longer than" in kept[0].reason and all(r.returncode == 0 for r in runs)
    return Trial(huge in home.hot(), clear, not copied, note=f"{len(huge):,}-char entry; audited once, no cold copy")


def scenarios() -> dict[str, tuple[str, Any]]:
    table: dict[str, tuple[str, "Scenario"]] = {
        "garbage_queue_db": ("queue.db: valid header, garbage pages", _garbage_queue_trial),
        "garbage_cold_db": ("cold.db: valid header, garbage pages (recall command, worker)", _garbage_cold_trial),
        "symlink_out_of_home": ("MEMORY.md is a symlink to a file outside HERMES_HOME", _symlink_trial),
        "non_finite_setting": ("worker_idle_s is nan / inf / -inf / 1e999", _nan_setting_trial),
        "over_long_entry": ("a hand-edited entry of 5 k to 5 M chars in a 1,000-char MEMORY.md", _oversize_trial),
    }
    return table
