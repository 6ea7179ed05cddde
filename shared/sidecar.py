"""Start the sidecar worker for a HERMES_HOME if none is running (used by the plugin's initialize).

`ensure_worker(paths)` returns quickly: it probes the worker lock and, when it is free,
spawns `python -m tiered_memory.worker --hermes-home H` detached (new session, stdio to
the log / DEVNULL). Call it again whenever the worker may have died (it exits after an
idle period): a running worker holds the lock, so at most one is ever started.

The spawned interpreter imports the same `tiered_memory` as this process: PYTHONPATH is
prefixed with the parent of the package root. When Hermes loaded us as
`_hermes_user_memory.tiered_memory`, that parent is `$HERMES_HOME/plugins`, where the
directory is named `tiered_memory`; when pip-installed, it is site-packages.
"""

from __future__ import annotations

import fcntl
import logging
import os
import subprocess
import sys
import threading
import time
from pathlib import Path

from . import private
from .config import Paths

log = logging.getLogger("tiered_memory.sidecar")

PACKAGE_ROOT = Path(__file__).resolve().parents[1]
_spawn_lock = threading.Lock()
_last_spawn: dict[Path, tuple[float, subprocess.Popen]] = {}
SPAWN_GRACE_S = 5.0   # a just-spawned worker may not hold its lock yet: do not spawn twice (unless it exited)


def worker_running(paths: Paths) -> bool:
    """True when a worker holds the lock for this HERMES_HOME."""
    lock = paths.worker_lock
    try:
        handle = open(lock, "a+", encoding="utf-8")
    except FileNotFoundError:
        return False
    except OSError as exc:
        log.warning("cannot open worker lock %s: %s", lock, exc)
        return True  # cannot tell: do not start another
    try:
        fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        return True
    else:
        fcntl.flock(handle, fcntl.LOCK_UN)
        return False
    finally:
        handle.close()


def _still_starting(paths: Paths, last: tuple[float, subprocess.Popen]) -> bool:
    """True while our last spawn may still be on its way to the lock (not once it held and released it)."""
    spawned_at, process = last
    if time.monotonic() - spawned_at >= SPAWN_GRACE_S or process.poll() is not None:
        return False
    try:
        holder = paths.worker_lock.read_text(encoding="utf-8").strip()
    except OSError:
        return True
    return holder != str(process.pid)   # it wrote its pid there: it took the lock, and has let it go


def worker_command(paths: Paths) -> list[str]:
    return [sys.executable, "-m", "tiered_memory.worker", "--hermes-home", str(paths.hermes_home)]


def worker_env(base: dict[str, str] | None = None) -> dict[str, str]:
    """The environment for the worker: PYTHONPATH starts with the package root's parent."""
    env = dict(os.environ if base is None else base)
    parent = str(PACKAGE_ROOT.parent)
    existing = env.get("PYTHONPATH", "")
    env["PYTHONPATH"] = parent + (os.pathsep + existing if existing else "")
    return env


def worker_pid(paths: Paths) -> int | None:
    """The pid of the worker holding the lock now (the truth for status), or None when none runs."""
    if not worker_running(paths):
        return None
    try:
        return int(paths.worker_lock.read_text(encoding="utf-8").strip())
    except (OSError, ValueError):
        return None   # held, but the pid is not written yet


def ensure_worker(paths: Paths, *, extra_args: list[str] | None = None, while_wanted: bool = False) -> bool:
    """Make sure a worker serves `paths.hermes_home`; True when one is running or was started.

    `while_wanted` (how the plugin starts it): start none when the user opted out, and the
    worker re-checks before every move (`--while-wanted`, see worker/wanted.py).
    Never raises for an ordinary failure (it is called from a background thread of the
    plugin); the reason is logged and False returned.
    """
    home = Path(paths.hermes_home)
    if while_wanted:
        from ..worker.wanted import WantedCheck

        reason = WantedCheck(home).reason()
        if reason is not None:
            log.info("no worker started for %s: %s", home, reason)
            return False
        extra_args = ["--while-wanted", *(extra_args or [])]
    with _spawn_lock:
        if worker_running(paths):
            return True
        last = _last_spawn.get(home)
        if last is not None and _still_starting(paths, last):
            return True
        try:
            private.ensure_dir(paths.data_dir)
            stderr = private.open_private(paths.data_dir / "worker.stderr", "ab")
        except OSError as exc:
            log.warning("cannot start the worker for %s: %s", home, exc)
            return False
        try:
            process = subprocess.Popen(
                worker_command(paths) + list(extra_args or []),
                stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=stderr,
                env=worker_env(), cwd=str(paths.data_dir), start_new_session=True, close_fds=True,
            )
        except OSError as exc:
            log.warning("cannot start the worker for %s: %s", home, exc)
            return False
        finally:
            stderr.close()
        _last_spawn[home] = (time.monotonic(), process)
        log.info("started worker pid %d for %s", process.pid, home)
        _reap_later(process)
        return True


def _reap_later(process: subprocess.Popen) -> None:
    """Wait for the child on a daemon thread so it never lingers as a zombie of the host."""
    threading.Thread(target=process.wait, name="tiered-memory-worker-reaper", daemon=True).start()
