"""The single writer, kept: a command's change runs in the worker, or here while we hold the worker's lock.

* `change(home, name, params)`: when a worker runs, the change is queued as a `command`
  job and we wait for its result (a timeout says the job stays queued; a worker that stops
  before the job is taken over here, under its lock); when none runs, we take the worker
  lock (so none can start meanwhile) and run the same handler here.
* `exclusive(home)`: for long jobs (import, reembed, leave): ask a running worker to stop
  (SIGTERM), take its lock, and hand back a WorkerContext; jobs queued meanwhile wait and a
  worker is started for them afterwards.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import signal
import time
from pathlib import Path
from typing import Any, Iterator

from ..shared.config import Paths
from ..shared.errors import WorkerAlreadyRunning
from .common import CommandFailed

log = logging.getLogger("tiered_memory.commands")

WAIT_S = 60.0
STOP_WAIT_S = 20.0
POLL_S = 0.05


def _require_store(paths: Paths) -> None:
    if not paths.cold_db.exists():
        raise CommandFailed(f"no memories yet: {paths.cold_db} does not exist (is --hermes-home right?)")


def change(home: Path, name: str, params: dict[str, Any], *, timeout_s: float = WAIT_S) -> dict[str, Any]:
    """Run command `name` through the single writer and return its result."""
    from ..worker.lifecycle import WorkerLock

    paths = Paths(home)
    _require_store(paths)
    lock = WorkerLock(paths.worker_lock)
    try:
        lock.acquire()
    except WorkerAlreadyRunning:
        return _through_worker(paths, name, params, timeout_s)
    try:
        return _run_here(paths, name, params)
    finally:
        lock.release()
        wake_worker_for_waiting_jobs(paths)


def _run_here(paths: Paths, name: str, params: dict[str, Any], progress: Any = None) -> dict[str, Any]:
    from ..worker.commands import execute
    from ..worker.context import open_context

    ctx = open_context(paths.hermes_home)
    try:
        return execute(ctx, name, params, progress)
    finally:
        ctx.close()


def _through_worker(paths: Paths, name: str, params: dict[str, Any], timeout_s: float) -> dict[str, Any]:
    from ..shared.jobqueue import JobQueue
    from ..shared.sidecar import worker_running
    from ..worker.commands import COMMAND_ACTION, CommandRefused, result_path

    with JobQueue(paths.queue_db) as queue:
        job_id = queue.put(COMMAND_ACTION, "memory", json.dumps({"name": name, "params": params}),
                           metadata={"command": name})
        deadline = time.monotonic() + timeout_s
        while time.monotonic() < deadline:
            job = queue.get(job_id)
            if job is None or job.state == "done":
                return _take_result(result_path(paths, job_id), job_id, CommandRefused)
            if job.state == "parked":
                raise CommandFailed(f"the worker failed on {name} (job {job_id}): {job.last_error}; "
                                    f"`doctor` shows it, `doctor --unpark` retries it")
            if job.state == "pending" and not worker_running(paths):
                done = _take_over(paths, queue, job_id, name, params)   # the worker stopped before our job
                if done is not None:
                    return done
            time.sleep(POLL_S)
    raise CommandFailed(f"the worker did not finish {name} within {timeout_s:.0f} s; it stays queued as job "
                        f"{job_id} and runs when the worker gets to it (`status` shows the queue)")


def _take_over(paths: Paths, queue: Any, job_id: int, name: str, params: dict[str, Any]) -> dict[str, Any] | None:
    """Run a still-pending job here under the worker lock and mark it done; None if a worker took the lock first."""
    from ..worker.lifecycle import WorkerLock

    lock = WorkerLock(paths.worker_lock)
    try:
        lock.acquire()
    except WorkerAlreadyRunning:
        return None
    try:
        job = queue.get(job_id)
        if job is None or job.state != "pending":
            return None   # a worker ran it meanwhile: the caller reads its result
        try:
            return _run_here(paths, name, params)
        finally:
            queue.complete(job_id)   # done (or refused) here: no worker runs it again
    finally:
        lock.release()


def _take_result(path: Path, job_id: int, refused: type[Exception]) -> dict[str, Any]:
    try:
        result = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise CommandFailed(f"job {job_id} finished without a result: the running worker predates this "
                            "command; stop it (it restarts on the next turn) and run the command again") from None
    path.unlink(missing_ok=True)
    if not result.get("ok"):
        raise refused(result.get("error") or "refused")
    return dict(result["result"])


def _holder_pid(paths: Paths) -> int | None:
    try:
        text = paths.worker_lock.read_text(encoding="utf-8").strip()
    except OSError:
        return None
    return int(text) if text.isdigit() else None


def stop_worker(paths: Paths, *, wait_s: float = STOP_WAIT_S) -> bool:
    """Ask the worker serving `paths` to stop (SIGTERM; it finishes its current step); True if one was running."""
    from ..shared.sidecar import worker_running

    if not worker_running(paths):
        return False
    pid = _holder_pid(paths)
    if pid is None or pid == os.getpid():
        raise CommandFailed(f"a worker holds {paths.worker_lock} but its pid is unknown; stop it and retry")
    try:
        os.kill(pid, signal.SIGTERM)
    except ProcessLookupError:
        return False
    deadline = time.monotonic() + wait_s
    while worker_running(paths):
        if time.monotonic() > deadline:
            raise CommandFailed(f"the worker (pid {pid}) did not stop within {wait_s:.0f} s; try again, "
                                f"or stop it with `kill {pid}`")
        time.sleep(POLL_S)
    return True


@contextlib.contextmanager
def exclusive(home: Path, *, wake_after: bool = True) -> Iterator[Any]:
    """Stop a running worker, hold its lock and yield a WorkerContext; release (and restart for jobs) after."""
    from ..worker.context import open_context
    from ..worker.lifecycle import WorkerLock

    paths = Paths(home)
    lock = WorkerLock(paths.worker_lock)
    for _ in range(3):   # a plugin may start a fresh worker between our stop and our lock
        stop_worker(paths)
        try:
            lock.acquire()
            break
        except WorkerAlreadyRunning:
            continue
    else:
        raise CommandFailed("a worker keeps restarting (Hermes is running turns?); close Hermes and retry")
    try:
        ctx = open_context(home)
        try:
            yield ctx
        finally:
            ctx.close()
    finally:
        lock.release()
        if wake_after:
            wake_worker_for_waiting_jobs(paths)


def wake_worker_for_waiting_jobs(paths: Paths) -> None:
    """Jobs queued while we held the lock would wait for the next turn: start a worker for them now."""
    if not paths.queue_db.exists():
        return
    from ..shared.config import load_settings
    from ..shared.errors import TieredMemoryError
    from ..shared.jobqueue import JobQueue
    from ..shared.sidecar import ensure_worker

    try:
        with JobQueue(paths.queue_db) as queue:
            waiting = queue.depth()
        if waiting and load_settings(paths.hermes_home).worker:
            ensure_worker(paths)
    except TieredMemoryError as exc:
        log.warning("could not start a worker for waiting jobs: %s", exc)
