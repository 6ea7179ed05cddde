"""`python -m tiered_memory.worker --hermes-home H`: the sidecar worker for one HERMES_HOME.

Exactly one runs per HERMES_HOME (a second start exits cleanly with status 0 and a
message); it logs to `$HERMES_HOME/tiered_memory/tiered_memory.log` (rotating) and exits
after `--idle-exit-s` seconds without work. `--once` processes the queue, reconciles,
migrates and runs overflow once, then exits (tests, cron).
"""

from __future__ import annotations

import argparse
import logging
import os
import signal
import sys
from pathlib import Path

log = logging.getLogger("tiered_memory.worker")

EXIT_ALREADY_RUNNING = 0
EXIT_ERROR = 1


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m tiered_memory.worker",
                                     description="tiered_memory sidecar worker (one per HERMES_HOME)")
    parser.add_argument("hermes_home_pos", nargs="?", metavar="HERMES_HOME", help=argparse.SUPPRESS)
    parser.add_argument("--hermes-home", default=None,
                        help="the Hermes home to serve (default: $HERMES_HOME, else ~/.hermes)")
    parser.add_argument("--idle-exit-s", type=float, default=None,
                        help="exit after this many seconds without work (default: the worker_idle_s "
                             "setting, TIERED_MEMORY_WORKER_IDLE_S, 900)")
    parser.add_argument("--tick-s", type=float, default=60.0,
                        help="periodic reconcile / TTL / overflow interval (default 60)")
    parser.add_argument("--once", action="store_true",
                        help="process the queue, reconcile, migrate and overflow once, then exit")
    parser.add_argument("--no-watch", action="store_true", help="do not watch the memories directory")
    parser.add_argument("--while-wanted", action="store_true",
                        help="serve only while Hermes uses tiered_memory (memory.provider, plugin installed, "
                             "not disabled): checked before every move; the plugin starts workers this way")
    parser.add_argument("-v", "--verbose", action="store_true", help="log at DEBUG level")
    return parser


def main(argv: list[str] | None = None) -> int:
    import threading

    stop_requested = threading.Event()   # a SIGTERM during start-up still stops the worker cleanly
    signal.signal(signal.SIGTERM, lambda *_: stop_requested.set())
    signal.signal(signal.SIGINT, lambda *_: stop_requested.set())
    args = build_parser().parse_args(argv)
    home = args.hermes_home or args.hermes_home_pos or os.environ.get("HERMES_HOME") or str(Path.home() / ".hermes")
    hermes_home = Path(home).expanduser().resolve()

    from ..shared.config import Paths
    from ..shared.private import secure_tree
    from ..shared.errors import WorkerAlreadyRunning
    from .lifecycle import WorkerLock

    paths = Paths(hermes_home)
    os.umask(0o077)   # our own process: whatever it creates is private (explicit modes cover the plugin's side)
    from .maintenance import lower_priority
    lower_priority()
    _start_logging(paths, verbose=args.verbose)
    wanted = None
    if args.while_wanted:
        from .wanted import WantedCheck

        wanted = WantedCheck(hermes_home).reason
        reason = wanted()
        if reason is not None:
            log.info("worker not started: tiered_memory is not wanted for %s: %s", hermes_home, reason)
            print(f"tiered_memory worker: not starting: {reason}", file=sys.stderr)
            return 0
    secure_tree(paths.data_dir)   # an install from before 0700/0600 is fixed at start
    lock = WorkerLock(paths.worker_lock)
    try:
        lock.acquire()
    except WorkerAlreadyRunning as exc:
        print(f"tiered_memory worker: {exc}; not starting a second one", file=sys.stderr)
        log.info("second worker start refused: %s", exc)
        return EXIT_ALREADY_RUNNING
    except OSError as exc:   # a read-only or full data dir
        log.error("worker cannot start: cannot take the lock %s: %s", paths.worker_lock, exc)
        print(f"tiered_memory worker: cannot start: cannot take the lock {paths.worker_lock}: {exc}", file=sys.stderr)
        return EXIT_ERROR
    return _serve(args, paths, lock, stop_requested, wanted)


def _serve(args: argparse.Namespace, paths, lock, stop_requested, wanted) -> int:  # type: ignore[no-untyped-def]
    """Open the store and queue, run (once or until idle), close everything and release the lock."""
    from ..shared.errors import TieredMemoryError
    from ..shared.jobqueue import JobQueue
    from .context import open_context
    from .lifecycle import Heartbeat
    from .service import WorkerService

    try:
        ctx = open_context(paths.hermes_home)
    except (TieredMemoryError, OSError) as exc:   # a bad config, a busy or unreadable store
        log.error("worker cannot start: %s: %s", type(exc).__name__, exc)
        print(f"tiered_memory worker: cannot start: {exc}", file=sys.stderr)
        lock.release()
        return EXIT_ERROR
    queue = JobQueue(paths.queue_db)
    heartbeat = Heartbeat(ctx.diagnostics, embedder=ctx.store.model_id)
    idle_exit_s = args.idle_exit_s if args.idle_exit_s is not None else ctx.settings.worker_idle_s
    service = WorkerService(ctx, queue, heartbeat=heartbeat, idle_exit_s=idle_exit_s, tick_s=args.tick_s,
                            watch=not args.no_watch and not args.once, wanted=wanted)
    service.stop_event = stop_requested
    signal.signal(signal.SIGTERM, service.stop)
    signal.signal(signal.SIGINT, service.stop)
    left = 0
    try:
        if args.once:
            service.run_once()
            service.heartbeat.beat(state="stopped")   # a clean --once is a clean stop
            code = 0
        else:
            code = service.run()
        left = service.queue_depth()   # -1 (and a status error) when the queue file is unusable
    finally:
        _close_quietly(queue.close, "job queue")
        _close_quietly(ctx.close, "cold store")
        lock.release()
    if left > 0 and not args.once and not stop_requested.is_set():
        # a job queued while this worker was deciding to exit: the plugin saw the lock held
        # and started no one, so hand over to a fresh worker rather than leave it waiting
        from ..shared.sidecar import ensure_worker

        log.info("%d job(s) arrived while exiting; starting a successor", left)
        ensure_worker(paths, while_wanted=args.while_wanted)
    return code


def _start_logging(paths, *, verbose: bool) -> None:  # type: ignore[no-untyped-def]
    """Our rotating log; when the data dir cannot hold it, stderr says so and the worker goes on."""
    from ..shared.logs import setup_file_logging

    try:
        setup_file_logging(paths.log_file, level=logging.DEBUG if verbose else logging.INFO)
    except OSError as exc:
        print(f"tiered_memory worker: cannot write the log {paths.log_file}: {exc}", file=sys.stderr)


def _close_quietly(close, what: str) -> None:  # type: ignore[no-untyped-def]
    """Close one resource on the way out; a failure is logged so the others still close."""
    try:
        close()
    except Exception as exc:  # the exit path: the lock must still be released
        log.warning("closing the %s failed: %s: %s", what, type(exc).__name__, exc)


if __name__ == "__main__":
    sys.exit(main())
