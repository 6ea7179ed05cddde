"""The worker's main loop: claim queued jobs, reconcile on file changes and periodically, idle exit.

One job = one `on_memory_write` as Hermes reported it. Handling a job is idempotent: it
reconciles the job's hot file (with the job as a hint for *why* an entry left), archives a
text that was added and removed before the worker saw it, migrates state entries to cold,
and runs overflow. Claiming, completing, failing and backing off are `jobs.JobRunner`'s.
"""

from __future__ import annotations

import hashlib
import logging
import os
import threading
import time
from dataclasses import dataclass, field
from typing import Callable, TypeVar

from ..shared.errors import ProviderNotWanted, QueueError, StoreError, TieredMemoryError
from ..shared.jobqueue import Job, JobQueue
from ..shared.text import content_hash
from .commands import COMMAND_ACTION, handle_command_job
from .context import TARGETS, WorkerContext
from .checkpoints import enter_phase, env_checkpoint
from .jobs import EXPECTED_ERRORS, JobRunner
from .lifecycle import Heartbeat
from .maintenance import MaintenanceReport, run_maintenance
from .migrate import Checkpoint, archive_text, forget, keep_hot_reason, move_out
from .overflow import OverflowReport, run_overflow
from .reconcile import Hint, ReconcileReport, reconcile
from .watch import HotFileWatcher

log = logging.getLogger("tiered_memory.worker")
T = TypeVar("T")


@dataclass
class TickReport:
    reconciled: dict[str, ReconcileReport] = field(default_factory=dict)
    migrated: int = 0
    overflow: dict[str, OverflowReport] = field(default_factory=dict)
    backfilled: int = 0
    maintenance: MaintenanceReport | None = None


class WorkerService:
    """Drives one WorkerContext. `run()` is the long-lived loop; `run_once()` is one full cycle."""

    def __init__(self, ctx: WorkerContext, queue: JobQueue, *, heartbeat: Heartbeat | None = None,
                 idle_exit_s: float = 900.0, tick_s: float = 60.0, poll_s: float = 0.25,
                 debounce_s: float = 1.0, watch: bool = True, checkpoint: Checkpoint | None = None,
                 wanted: Callable[[], str | None] | None = None) -> None:
        self.ctx = ctx
        self.queue = queue
        self.heartbeat = heartbeat or Heartbeat(ctx.diagnostics)
        self.idle_exit_s = idle_exit_s
        self.tick_s = tick_s
        self.poll_s = poll_s
        self.watcher = HotFileWatcher(ctx.paths.memories_dir, debounce_s=debounce_s) if watch else None
        self.checkpoint = checkpoint or env_checkpoint()
        self.wanted = wanted   # why the user no longer wants us (None: still wanted); see wanted.py
        if wanted is not None:
            self.checkpoint = self._wanted_checkpoint(self.checkpoint)
        self.stop_event = threading.Event()
        self._overflow_seen: dict[str, str] = {}
        self.jobs = JobRunner(queue, self.heartbeat, ctx.diagnostics, self.handle_job, self.still_wanted,
                              lambda: self.stop_event.is_set())

    # -- one job ---------------------------------------------------------------------

    def handle_job(self, job: Job, now: float) -> None:
        ctx = self.ctx
        if job.action == COMMAND_ACTION:   # a user's command (edit, forget, restore, purge) from the CLI
            handle_command_job(ctx, job)
            return
        if job.action == "forget":
            try:
                memory_id = int(str(job.content).strip())
            except ValueError as exc:
                raise TieredMemoryError(f"forget job {job.id}: content must be a memory id, got {job.content!r}") from exc
            forget(ctx, memory_id, now=now)
            return
        target = job.target
        if job.action == "reconcile":
            self.cycle(target, now)
            return
        hint = Hint(job.action, job.old_text, (job.content or "").strip() or None, dict(job.metadata or {}))
        report = reconcile(ctx, target, now=now, hints=[hint])
        if report.errors:
            raise TieredMemoryError(f"reconcile of {target} failed: {report.errors[0]}")
        if job.action in ("add", "replace") and hint.content:
            self._keep_unseen(target, hint.content, now)
        self.migrate_states(target, now)
        self.overflow(target, now)

    def _keep_unseen(self, target: str, text: str, now: float) -> None:
        """A text Hermes reported as written that is neither hot nor known: it was removed before
        we saw it. Keep it as cold history (nothing ever written is lost)."""
        key = content_hash(text)
        if key in {content_hash(e) for e in self.ctx.hot(target).read()}:
            return
        if self.ctx.store.get_hot_entry(target, key, by_hash=True) is not None:
            return
        archive_text(self.ctx, target, text, "written and removed before the worker saw it", now=now)

    # -- the steps -------------------------------------------------------------------

    def migrate_states(self, target: str, now: float) -> int:
        """The on_memory_write path: state entries leave hot now (cold first). Failed ones back off."""
        moved = 0
        enter_phase(self.checkpoint, "migrate")
        for meta in self.ctx.store.hot_entries(target):
            if meta.type != "state" or meta.protected or meta.moving:
                continue
            past_ttl = now - meta.written_at >= self.ctx.policy.state_ttl_s
            if meta.next_attempt_at is not None and meta.next_attempt_at > now and not past_ttl:
                continue  # backing off after a failure; past its TTL it is tried on every pass
            if meta.last_error and keep_hot_reason(meta.text, self.ctx.limit(target)):
                continue  # a secret or over-long entry stays hot; already audited once
            outcome = move_out(self.ctx, meta, "state entry (completed record)", now=now, checkpoint=self.checkpoint)
            if outcome.moved:
                moved += 1
                self.heartbeat.moved += 1
            elif outcome.error:
                self.heartbeat.error("migrate", outcome.error)
        return moved

    def overflow(self, target: str, now: float, *, force_check: bool = False) -> OverflowReport | None:
        """Run overflow when usage is at or above the soft threshold and the file changed since the
        last run (a run over an unchanged file would change nothing)."""
        try:
            raw = self.ctx.hot(target).read_raw()
        except TieredMemoryError as exc:
            self.heartbeat.error("hotfile", exc)
            return None
        if not force_check and self._overflow_seen.get(target) == self._fingerprint(target, raw):
            return None
        enter_phase(self.checkpoint, "overflow")
        report = run_overflow(self.ctx, target, now=now, checkpoint=self.checkpoint)
        try:
            self._overflow_seen[target] = self._fingerprint(target, self.ctx.hot(target).read_raw())
        except TieredMemoryError:
            self._overflow_seen.pop(target, None)
        if report.mode != "none":
            self.heartbeat.last_overflow_at = time.time()
            self.heartbeat.last_overflow = report.to_json()
            self.heartbeat.moved += len(report.moved)
            for error in report.errors[:3]:
                self.heartbeat.error("overflow", error)
        return report

    def _fingerprint(self, target: str, raw: str) -> str:
        """The file's text and its limit: overflow over an unchanged pair would change nothing."""
        return hashlib.sha256(raw.encode("utf-8")).hexdigest() + f":{self.ctx.limit(target)}"

    def cycle(self, target: str, now: float) -> TickReport:
        """Reconcile, migrate states, overflow: for one target."""
        tick = TickReport()
        if not self.still_wanted():
            return tick
        tick.reconciled[target] = reconcile(self.ctx, target, now=now, hints=self._pending_hints(target))
        for error in tick.reconciled[target].errors[:3]:
            self.heartbeat.error("reconcile", error)
        tick.migrated += self.migrate_states(target, now)
        report = self.overflow(target, now)
        if report is not None:
            tick.overflow[target] = report
        self.heartbeat.last_reconcile_at = time.time()
        return tick

    def _pending_hints(self, target: str) -> list[Hint]:
        """Queued replace/remove jobs not handled yet: they say why an entry left the file."""
        try:
            jobs = self.queue.recent(64)
        except QueueError as exc:
            self.heartbeat.error("queue", exc)
            return []
        return [Hint(j.action, j.old_text, (j.content or "").strip() or None, dict(j.metadata or {}))
                for j in jobs if j.target == target and j.state in ("pending", "in_progress")
                and j.action in ("replace", "remove")]

    def tick(self, now: float) -> TickReport:
        """The periodic pass over both hot files, plus vector backfill."""
        if not self.still_wanted():
            return TickReport()   # not even maintenance: it may promote memories into the hot files
        try:
            self.ctx.reload_limits()
        except TieredMemoryError as exc:
            self.heartbeat.error("config", exc)
        tick = TickReport()
        for target in TARGETS:
            part = self.cycle(target, now)
            tick.reconciled.update(part.reconciled)
            tick.overflow.update(part.overflow)
            tick.migrated += part.migrated
        tick.backfilled = self.backfill()
        tick.maintenance = run_maintenance(self.ctx, now)
        self.jobs.purge_done()
        return tick

    def backfill(self) -> int:
        """Vectors for memories stored lexical-only while the embedder was down."""
        store = self.ctx.store
        if store.embedder is None:
            return 0
        try:
            pending = store.pending_vectors()
            self.heartbeat.pending_vectors = pending
            if not pending:
                return 0
            done = store.backfill_vectors(64)
            self.heartbeat.pending_vectors = max(0, pending - done)
            if done:
                log.info("backfilled %d vectors", done)
            return done
        except StoreError as exc:   # the embedder is still down: stored lexical-only until it is back
            log.warning("vector backfill deferred (%d memories without a vector): %s",
                        self.heartbeat.pending_vectors, exc)
            self.ctx.diagnostics.record_error("worker.backfill", exc)
            return 0

    # -- the queue -------------------------------------------------------------------

    def drain(self, now_fn: Callable[[], float] | None = None, *, limit: int = 16) -> int:
        """Claim and handle queued jobs until the queue is empty or a job fails (see `JobRunner.drain`)."""
        return self.jobs.drain(now_fn or self.ctx.now, limit=limit)

    @property
    def cooldown_s(self) -> float:
        """The back-off after the last failed drain (0 until one fails)."""
        return self.jobs.cooldown_s

    def queue_depth(self) -> int:
        """Unfinished jobs, or -1 (counted as a queue error in status) when the queue is unusable."""
        return self.jobs.depth()

    # -- lifecycles ------------------------------------------------------------------

    def run_once(self) -> TickReport:
        """Process the queue, reconcile, migrate and overflow once (tests, `--once`)."""
        self._guarded(lambda: self.tick(self.ctx.now()))  # reconcile first: recover interrupted moves
        self.drain()
        report = self._guarded(lambda: self.tick(self.ctx.now()))
        self.heartbeat.beat(queue_depth=self.queue_depth(), state="idle")
        return report if report is not None else TickReport()

    def run(self) -> int:
        """The long-lived loop; returns the exit code (0 after an idle period or a stop signal)."""
        watching = self.watcher.start() if self.watcher is not None else False
        self.heartbeat.beat(queue_depth=self.queue_depth(), state="starting")
        log.info("worker %d started for %s (watching: %s)", os.getpid(), self.ctx.paths.hermes_home, watching)
        last_activity = time.monotonic()
        last_tick = last_beat = float("-inf")
        try:
            while not self.stop_event.is_set() and self.still_wanted():
                busy = False
                if time.monotonic() - last_tick >= self.tick_s:
                    self._guarded(lambda: self.tick(self.ctx.now()))
                    last_tick = time.monotonic()
                if self.jobs.cooled_down() and self.drain():
                    busy = True
                if self.watcher is not None:
                    for target in self.watcher.due():
                        self._guarded(lambda t=target: self.cycle(t, self.ctx.now()))
                        busy = True
                if busy:
                    last_activity = time.monotonic()
                    last_beat = float("-inf")
                if time.monotonic() - last_beat >= 5.0:
                    self.heartbeat.beat(queue_depth=self.queue_depth(), state="running")
                    last_beat = time.monotonic()
                if time.monotonic() - last_activity >= self.idle_exit_s and not (
                        self.watcher is not None and self.watcher.pending()):
                    log.info("worker idle for %.0f s; exiting", self.idle_exit_s)
                    break
                if self.watcher is not None:
                    self.watcher.wakeup.wait(self.poll_s)
                    self.watcher.wakeup.clear()
                else:
                    self.stop_event.wait(self.poll_s)
        finally:
            if self.watcher is not None:
                self.watcher.stop()
            self.heartbeat.beat(queue_depth=self.queue_depth(), state="stopped")
        return 0

    def _guarded(self, fn: Callable[[], T]) -> T | None:
        """Run a periodic step; a failure is logged and counted (None returned), and the loop goes on."""
        try:
            return fn()
        except ProviderNotWanted:
            return None   # still_wanted() has logged it and stopped the loop
        except Exception as exc:  # the loop boundary: logged with context and counted, never fatal
            log.warning("worker step failed: %s: %s", type(exc).__name__, exc,
                        exc_info=not isinstance(exc, EXPECTED_ERRORS))
            self.heartbeat.error("tick", exc)
            return None

    # -- serving only while wanted ---------------------------------------------------

    def still_wanted(self) -> bool:
        """False once the user opted out: then the loop stops, and nothing more touches the hot files."""
        reason = self.wanted() if self.wanted is not None else None
        if reason is None:
            return True
        if self.heartbeat.stop_reason is None:
            log.warning("tiered_memory is no longer wanted for %s: %s. The worker stops now and leaves "
                        "MEMORY.md/USER.md as they are.", self.ctx.paths.hermes_home, reason)
            self.heartbeat.stop_reason = f"not wanted: {reason}"
            self.ctx.diagnostics.incr("worker.stopped_not_wanted")
        self.stop()
        return False

    def _wanted_checkpoint(self, inner: Checkpoint) -> Checkpoint:
        """Before a move starts, and again just before it takes the entry out of the hot file,
        make sure we are still wanted (`__wrapped__` lets enter_phase reach `inner`)."""
        def checkpoint(step: str) -> None:
            if step in ("move_started", "intent_recorded") and not self.still_wanted():
                raise ProviderNotWanted(str(self.heartbeat.stop_reason))
            inner(step)
        checkpoint.__wrapped__ = inner  # type: ignore[attr-defined]
        return checkpoint

    def stop(self, *_: object) -> None:
        self.stop_event.set()
        if self.watcher is not None:
            self.watcher.wakeup.set()
