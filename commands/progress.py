"""Progress for long commands: a rich bar with rate and ETA on a terminal, plain lines otherwise, nothing with --json."""

from __future__ import annotations

import argparse
import sys
import time
from typing import Any

PLAIN_EVERY_S = 2.0


class Progress:
    """`update(done, total)` from the work loop; use as a context manager around the work."""

    def __init__(self, label: str, *, mode: str) -> None:
        self.label, self.mode = label, mode   # mode: rich | plain | off
        self._bar: Any = None
        self._task: Any = None
        self._last_line = 0.0
        self._started = time.monotonic()
        self.done = 0

    @classmethod
    def for_args(cls, args: argparse.Namespace, label: str) -> "Progress":
        if getattr(args, "json", False):
            return cls(label, mode="off")
        return cls(label, mode="rich" if sys.stderr.isatty() else "plain")

    def __enter__(self) -> "Progress":
        if self.mode == "rich":
            from rich.console import Console
            from rich.progress import BarColumn, MofNCompleteColumn, Progress as Bar, TextColumn, TimeRemainingColumn

            self._bar = Bar(TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(),
                            TextColumn("{task.fields[rate]}/s"), TextColumn("ETA"), TimeRemainingColumn(),
                            transient=True, console=Console(stderr=True))
            self._bar.start()
            self._task = self._bar.add_task(self.label, total=None, rate="—")
        return self

    def update(self, done: int, total: int | None) -> None:
        self.done = done
        elapsed = max(time.monotonic() - self._started, 1e-9)
        rate = done / elapsed
        if self.mode == "rich" and self._bar is not None:
            self._bar.update(self._task, completed=done, total=total, rate=f"{rate:,.0f}")
        elif self.mode == "plain":
            now = time.monotonic()
            if now - self._last_line >= PLAIN_EVERY_S or (total is not None and done >= total):
                self._last_line = now
                left = "" if not total or rate <= 0 else f", ETA {max(0.0, (total - done) / rate):.0f} s"
                print(f"{self.label}: {done}/{total if total is not None else '?'} ({rate:,.0f}/s{left})",
                      file=sys.stderr, flush=True)

    def __exit__(self, *exc: object) -> None:
        if self._bar is not None:
            self._bar.stop()
