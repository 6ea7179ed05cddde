"""Crash-test hooks: named points inside every move where a test may SIGKILL the worker, and a phase log.

A move (migrate.py) passes `move_started`, `cold_written`, `intent_recorded`, `hot_removed`
and `move_done`. With `TIERED_MEMORY_CRASH_AT="step:n"` (or `"phase.step:n"`, phase being
`migrate` or `overflow`) the worker kills itself at the n-th such point; with
`TIERED_MEMORY_PHASE_LOG=<file>` it appends one `phase.step` line per point first, so a
test can prove where each kill landed (inside a move: started, not done). Unset, both cost
nothing.
"""

from __future__ import annotations

import os
import signal
from typing import Callable, Mapping

CRASH_ENV = "TIERED_MEMORY_CRASH_AT"
PHASE_LOG_ENV = "TIERED_MEMORY_PHASE_LOG"
STEPS = ("move_started", "cold_written", "intent_recorded", "hot_removed", "move_done")

Checkpoint = Callable[[str], None]


def no_checkpoint(step: str) -> None:
    return None


class EnvCheckpoint:
    """The checkpoint the worker process uses: logs `phase.step` and kills itself where asked."""

    def __init__(self, crash_at: str = "", phase_log: str = "") -> None:
        wanted, _, nth = crash_at.partition(":")
        self.wanted = wanted
        self.limit = int(nth or "1") if wanted else 0
        self.count = 0
        self.phase = "migrate"
        self._log_fd = os.open(phase_log, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o600) if phase_log else None

    def __call__(self, step: str) -> None:
        name = f"{self.phase}.{step}"
        if self._log_fd is not None:
            os.write(self._log_fd, (name + "\n").encode("ascii"))   # page cache survives SIGKILL
        if self.wanted and self.wanted in (step, name):
            self.count += 1
            if self.count >= self.limit:
                os.kill(os.getpid(), signal.SIGKILL)


def env_checkpoint(env: Mapping[str, str] | None = None) -> Checkpoint:
    """The checkpoint described by the environment (a no-op unless a crash test set it)."""
    env = os.environ if env is None else env
    crash_at, phase_log = env.get(CRASH_ENV, ""), env.get(PHASE_LOG_ENV, "")
    if not crash_at and not phase_log:
        return no_checkpoint
    return EnvCheckpoint(crash_at, phase_log)


def enter_phase(checkpoint: Checkpoint, phase: str) -> None:
    """Name the phase (`migrate`, `overflow`) the following checkpoints belong to."""
    checkpoint = getattr(checkpoint, "__wrapped__", checkpoint)   # the worker's "still wanted?" wrapper
    if isinstance(checkpoint, EnvCheckpoint):
        checkpoint.phase = phase
