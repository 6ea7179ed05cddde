"""Running queued jobs: claim a batch, run each one, complete or fail it, and back off after a failure.

Knows nothing of hot files or the cold store: `WorkerService` passes the handler. A job
that raises is retried by the queue and parked after `max_attempts` failures, with its
error; a job that fails because the database server is down waits instead of parking.
"""

from __future__ import annotations

import logging
import time
from typing import Callable

from ..shared.diagnostics import Diagnostics
from ..shared.errors import ProviderNotWanted, QueueError, StoreUnavailable, TieredMemoryError
from ..shared.jobqueue import Job, JobQueue
from .context import DAY_S
from .lifecycle import Heartbeat
from .migrate import COLD_ERRORS

log = logging.getLogger("tiered_memory.worker")

DONE_JOBS_KEEP_S = 7 * DAY_S              # done jobs stay this long for replays and audit
# failures the worker expects (a busy store, a locked or drifted hot file, a bad job): logged
# without a traceback; anything else is a bug and is logged with one
EXPECTED_ERRORS = (TieredMemoryError, *COLD_ERRORS, ValueError)
MAX_COOLDOWN_S = 60.0


class JobRunner:
    """Drains one JobQueue through `handle(job, now)`, counting into the heartbeat and diagnostics.

    `wanted()` is asked before each job and `stopped()` before each batch (both read live state:
    the service's stop event may be replaced after construction, as `worker.__main__` does)."""

    def __init__(self, queue: JobQueue, heartbeat: Heartbeat, diagnostics: Diagnostics,
                 handle: Callable[[Job, float], None], wanted: Callable[[], bool],
                 stopped: Callable[[], bool]) -> None:
        self.queue = queue
        self.heartbeat = heartbeat
        self.diagnostics = diagnostics
        self.handle = handle
        self.wanted = wanted
        self.stopped = stopped
        self.cooldown_s = 0.0
        self._cooldown_until = 0.0
        self._failures = 0

    def cooled_down(self) -> bool:
        """True when no failure's back-off is still running."""
        return time.monotonic() >= self._cooldown_until

    def drain(self, now_fn: Callable[[], float], *, limit: int = 16) -> int:
        """Claim and handle queued jobs until the queue is empty or a job fails; returns how many
        were handled. After a failure the caller backs off (`cooldown_s`) before draining again,
        so a transient fault does not burn a job's attempts in a tight loop."""
        handled = 0
        while not self.stopped():
            try:
                jobs = self.queue.claim(limit)
            except QueueError as exc:
                self.heartbeat.error("queue", exc)
                self._backoff()
                break
            if not jobs:
                break
            failed = 0
            for job in jobs:
                if not self.wanted():
                    return handled   # the claimed rest is re-delivered after its lease
                failed += not self._run_job(job, now_fn())
                handled += 1
            if failed:
                self._backoff()
                break
            self._failures = 0
        if handled:
            self._compact_queue()
        return handled

    def depth(self) -> int:
        """Unfinished jobs, or -1 (counted as a queue error in status) when the queue is unusable."""
        try:
            return int(self.queue.depth())
        except QueueError as exc:
            self.heartbeat.error("queue", exc)
            return -1

    def purge_done(self) -> int:
        """Done jobs older than DONE_JOBS_KEEP_S leave the queue file (it would grow forever)."""
        try:
            return self.queue.purge_done(DONE_JOBS_KEEP_S)
        except QueueError as exc:
            self.heartbeat.error("queue", exc)
            return 0

    def _compact_queue(self) -> None:
        """Finished jobs are scrubbed; truncating the queue's log takes their text out of `-wal` too."""
        try:
            if not self.queue.compact():
                log.debug("job queue log still in use by a reader; compacted on a later drain")
        except QueueError as exc:
            self.heartbeat.error("queue", exc)

    def _backoff(self) -> None:
        self._failures += 1
        self.cooldown_s = min(MAX_COOLDOWN_S, 2.0 ** self._failures)
        self._cooldown_until = time.monotonic() + self.cooldown_s

    def _run_job(self, job: Job, now: float) -> bool:
        try:
            self.handle(job, now)
        except ProviderNotWanted:
            return False   # stopping: the job is re-delivered to a worker that is wanted
        except Exception as exc:  # the job boundary: a failure is logged, counted and retried, never fatal
            log.warning("job %s (%s %s) failed: %s: %s", job.id, job.action, job.target,
                        type(exc).__name__, exc, exc_info=not isinstance(exc, EXPECTED_ERRORS))
            self._job_failed(job, exc)
            return False
        try:
            self.queue.complete(job.id)
        except QueueError as exc:
            self.heartbeat.error("queue", exc)
            return False
        self.heartbeat.jobs_done += 1
        self.diagnostics.incr("worker.jobs_done")
        return True

    def _job_failed(self, job: Job, exc: Exception) -> None:
        self.heartbeat.error("job", exc)
        waits = isinstance(exc, StoreUnavailable)   # the database server is down: the job waits, never parked
        try:
            state = self.queue.fail(job.id, f"{type(exc).__name__}: {exc}", max_attempts=2**62 if waits else None)
        except QueueError as qexc:
            self.heartbeat.error("queue", qexc)
            return
        if state == "parked":
            self.heartbeat.jobs_parked += 1
            self.diagnostics.incr("worker.jobs_parked")
        self.heartbeat.jobs_failed += 1
        self.diagnostics.incr("worker.jobs_failed")
