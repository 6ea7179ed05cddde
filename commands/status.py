"""`python -m tiered_memory status`: settings in force, store, queue, worker, recent prefetches and errors.

Read-only: the cold store is opened read-only; status.db and queue.db are only read.
`--json` prints one document with the keys `hermes_home`, `disabled`, `settings`, `store`, `queue`,
`worker`, `plugins`, `counters`, `errors`, `prefetches`, `problems`.
"""

from __future__ import annotations

import argparse
import dataclasses
import datetime as dt
import json
import os
import sqlite3
import time
from pathlib import Path
from typing import Any

from ..shared.config import Paths, is_disabled, load_settings
from ..shared.errors import TieredMemoryError
from . import common

STALE_HEARTBEAT_S = 120.0


def register(subparsers: argparse._SubParsersAction, summary: str) -> None:  # type: ignore[type-arg]
    parser = common.add_command(subparsers, "status", summary, run)
    parser.add_argument("--limit", type=int, default=10, help="recent prefetch records and errors to show")


hermes_home = common.hermes_home


def _settings(home: Path) -> tuple[dict[str, Any] | None, str | None]:
    try:
        return load_settings(home).to_json(), None
    except TieredMemoryError as exc:
        return None, f"{type(exc).__name__}: {exc}"


def _store(paths: Paths) -> dict[str, Any]:
    from ..shared.store.backend import describe, is_postgres
    from ..shared.verdicts import DETECTOR_VERSION

    try:
        settings = load_settings(paths.hermes_home)
    except TieredMemoryError as exc:
        return {"path": str(paths.cold_db), "error": f"{type(exc).__name__}: {exc}"}
    where = describe(settings, paths.cold_db, paths.hermes_home)   # the URL redacted
    postgres = is_postgres(settings.database_url)
    if not postgres and not paths.cold_db.exists():
        return {"path": str(paths.cold_db), "exists": False}
    try:
        with common.cold_store(paths.hermes_home, readonly=True) as store:
            models = store.stored_models()
            return {
                "path": str(paths.cold_db), **where, **(store.backend() if postgres else {}), "exists": True,
                "live": store.count(),
                "history": store.count(status="history"),
                "trash": len(store.list_trash()), "models": models,
                "pending_vectors": {m: store.pending_vectors(m) for m in models} or None,
                "bytes": store.lifecycle_counts()["bytes"] if postgres else paths.cold_db.stat().st_size,
                "safety": {"detector": DETECTOR_VERSION, **store.safety_counts(DETECTOR_VERSION)},
            }
    except (TieredMemoryError, OSError) as exc:
        return {"path": str(paths.cold_db), **where, "exists": True, "error": f"{type(exc).__name__}: {exc}"}


def _queue(paths: Paths) -> dict[str, Any]:
    if not paths.queue_db.exists():
        return {"path": str(paths.queue_db), "exists": False}
    from ..shared.jobqueue import JobQueue

    try:
        with JobQueue(paths.queue_db) as queue:
            return {"path": str(paths.queue_db), "exists": True, "capacity": queue.capacity,
                    "depth": queue.depth(), "counts": queue.counts(),
                    "parked": [{"id": j.id, "action": j.action, "target": j.target, "error": j.last_error}
                               for j in queue.parked()[:10]]}
    except (TieredMemoryError, sqlite3.Error, OSError) as exc:
        return {"path": str(paths.queue_db), "exists": True, "error": f"{type(exc).__name__}: {exc}"}


def _diagnostics(paths: Paths, limit: int) -> dict[str, Any]:
    if not paths.status_db.exists():
        return {"components": {}, "counters": {}, "errors": [], "prefetches": []}
    from ..shared.diagnostics import Diagnostics

    diagnostics = Diagnostics(paths.status_db)
    try:
        return {
            "components": diagnostics.components(),
            "counters": diagnostics.counters(),
            "errors": [dataclasses.asdict(e) for e in diagnostics.recent_errors(limit)],
            "prefetches": diagnostics.recent_prefetches(limit),
        }
    except (TieredMemoryError, sqlite3.Error, OSError) as exc:
        return {"components": {}, "counters": {}, "errors": [], "prefetches": [],
                "error": f"{type(exc).__name__}: {exc}"}
    finally:
        diagnostics.close()


def _worker(paths: Paths, components: dict[str, Any], now: float) -> dict[str, Any]:
    state = dict(components.get("worker") or {})
    try:
        from ..shared.sidecar import worker_running

        state["running"] = worker_running(paths)
    except ImportError:
        state["running"] = None
    beat = state.get("heartbeat_at") or state.get("updated_at")
    state["heartbeat_age_s"] = None if beat is None else round(now - float(beat), 1)
    state["stale"] = beat is None or now - float(beat) > STALE_HEARTBEAT_S
    return state


def _disabled(home: Path) -> bool | None:
    """TIERED_MEMORY_DISABLED as Hermes would see it here (process env, then `$HERMES_HOME/.env`)."""
    try:
        return is_disabled(home)
    except TieredMemoryError:
        return None


def _alive(pid: Any) -> bool | None:
    """Whether a process with that pid exists on this machine (None when unknown)."""
    if not isinstance(pid, int) or pid <= 0:
        return None
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def collect(home: Path, *, limit: int = 10, now: float | None = None) -> dict[str, Any]:
    """The status document for one HERMES_HOME."""
    now = time.time() if now is None else now
    paths = Paths(home)
    settings, settings_error = _settings(home)
    diagnostics = _diagnostics(paths, limit)
    components = diagnostics["components"]
    report = {
        "hermes_home": str(home),
        "disabled": _disabled(home),
        "settings": settings,
        "store": _store(paths),
        "queue": _queue(paths),
        "worker": _worker(paths, components, now),
        "plugins": {name: {**state, "alive": _alive(state.get("pid"))} for name, state in components.items()
                    if name.startswith("plugin:")},
        "embedders": {name: {**state, "alive": _alive(state.get("pid"))} for name, state in components.items()
                      if name.startswith("embedder:")},
        "counters": diagnostics["counters"],
        "errors": diagnostics["errors"],
        "prefetches": diagnostics["prefetches"],
    }
    report["problems"] = _problems(report, settings_error, diagnostics.get("error"))
    return report


def _problems(report: dict[str, Any], settings_error: str | None, diagnostics_error: str | None) -> list[str]:
    problems = []
    if settings_error:
        problems.append(f"settings: {settings_error}")
    if diagnostics_error:
        problems.append(f"status.db: {diagnostics_error}")
    if report["store"].get("error"):
        problems.append(f"cold store: {report['store']['error']}")
    if report["queue"].get("error"):
        problems.append(f"queue: {report['queue']['error']}")
    counts = report["queue"].get("counts") or {}
    if counts.get("parked"):
        problems.append(f"queue: {counts['parked']} parked job(s)")
    if report["counters"].get("queue.dropped"):
        problems.append(f"queue: {report['counters']['queue.dropped']} memory write(s) dropped (queue full)")
    worker = report["worker"]
    if worker.get("running") is False and (report["queue"].get("depth") or 0) > 0:
        problems.append("worker: not running while jobs are waiting")
    errors = sum(v for k, v in report["counters"].items() if k.startswith("errors."))
    if errors:
        problems.append(f"{errors} error(s) recorded (see errors)")
    return problems


def _when(at: float | None) -> str:
    if at is None:
        return "—"
    return dt.datetime.fromtimestamp(float(at)).strftime("%Y-%m-%d %H:%M:%S")


def _settings_line(settings: dict[str, Any]) -> str:
    """The settings that matter, in words (`--json` has all of them)."""
    model = f" ({settings['embed_model']})" if settings.get("embed_model") else ""
    prefetch = f"on, budget {settings.get('prefetch_budget_ms')} ms" if settings.get("prefetch") else "OFF"
    return (f"settings: embedder {settings.get('embedder')}{model}, prefetch {prefetch}, "
            f"worker {'on' if settings.get('worker') else 'OFF'}, state entries leave hot after "
            f"{settings.get('state_ttl_days')} d (all settings: --json)")


def _worker_line(worker: dict[str, Any]) -> str:
    """One line on the worker, whose first words are its true state (by the lock, not the last heartbeat)."""
    running = worker.get("running")
    if not worker.get("pid"):
        return "worker: running (no heartbeat yet)" if running else "worker: not running (none started yet)"
    state = worker.get("state")
    if running:
        head = f"worker: running (pid {worker['pid']}, {state}, up {worker.get('uptime_s')} s"
    elif state == "stopped" and worker.get("stop_reason"):
        head = f"worker: not running (stopped because {worker['stop_reason']}; last pid {worker['pid']}"
    elif state == "stopped":
        head = f"worker: not running (stopped cleanly; last pid {worker['pid']}"
    else:
        # its last heartbeat still says running: it was killed or crashed without stopping
        head = f"worker: not running (ended without a clean stop, pid {worker['pid']}; its last heartbeat said '{state}'"
    beat = worker.get("heartbeat_age_s")
    return (head + f"), jobs done {worker.get('jobs_done')}, failed {worker.get('jobs_failed')}, "
            f"last heartbeat {'—' if beat is None else f'{beat} s'} ago"
            + (" (STALE)" if running and worker.get("stale") else "")
            + (f", last error {_when(worker.get('last_error_at'))} {str(worker['last_error'])[:200]}"
               if worker.get("last_error") else ""))


def _store_lines(store: dict[str, Any], queue: dict[str, Any]) -> list[str]:
    """The cold store and queue lines, in words."""
    if not store.get("exists"):
        lines = ["cold store: not created yet"]
    elif store.get("error"):
        lines = [f"cold store: ERROR {store['error']}"]
    else:
        models = ", ".join(f"{m} {n}" for m, n in (store["models"] or {}).items()) or "none"
        pending = sum((store["pending_vectors"] or {}).values())
        safety = store.get("safety") or {}
        lines = [f"cold store: {store['live']} live, {store['history']} history, {store['trash']} in trash; "
                 f"vectors: {models}; {pending} waiting for a vector",
                 f"safety ({safety.get('detector')}): {safety.get('unsafe', 0)} marked unsafe, never recalled; "
                 f"{safety.get('unscanned', 0)} waiting for a scan"]
    if queue.get("exists") and not queue.get("error"):
        counts = ", ".join(f"{n} {state.replace('_', ' ')}" for state, n in queue["counts"].items() if n)
        lines.append(f"queue: depth {queue['depth']}/{queue['capacity']}" + (f" ({counts})" if counts else ""))
    elif queue.get("error"):
        lines.append(f"queue: ERROR {queue['error']}")
    else:
        lines.append("queue: empty (not created yet)")
    return lines


def render_text(report: dict[str, Any]) -> str:
    lines = [f"tiered_memory status for {report['hermes_home']}"]
    if report.get("disabled"):
        lines.append("provider: DISABLED (TIERED_MEMORY_DISABLED is set in the environment or $HERMES_HOME/.env): "
                     "Hermes does not load it" + (f"; worker pid {report['worker'].get('pid')} still runs and stops "
                                                  "before its next move" if report["worker"].get("running")
                                                  else " and no worker runs"))
    settings = report["settings"]
    if settings:
        lines.append(_settings_line(settings))
    lines += _store_lines(report["store"], report["queue"])
    lines.append(_worker_line(report["worker"]))
    for name, state in report["plugins"].items():
        if state.get("alive") is False:
            continue  # a Hermes process that has exited
        lines.append(f"{name}: session {state.get('session_id')}, started {_when(state.get('started_at'))}")
    for name, state in report["embedders"].items():
        if state.get("alive") is False:
            continue
        lines.append(f"{name}: {state.get('model') or 'none'} {state.get('state')}"
                     + (f", OpenMP threads {state['omp_threads']}" if "omp_threads" in state else "")
                     + (f", error {state['error']}" if state.get("error") else ""))
    if report["counters"]:
        lines.append("counters: " + ", ".join(f"{k}={v}" for k, v in report["counters"].items()))
    if report["prefetches"]:
        lines.append("recent prefetches (newest first):")
        for record in report["prefetches"]:
            why = record.get("why_empty") or ""
            lines.append(f"  {_when(record.get('at'))} {record.get('ms')} ms, {record.get('mode')}, "
                         f"candidates {record.get('candidates')}, injected {record.get('injected')}"
                         + (f", degraded: {record['degraded']}" if record.get("degraded") else "")
                         + (f", empty: {why}" if why else ""))
    if report["errors"]:
        lines.append("recent errors (newest first):")
        for error in report["errors"]:
            lines.append(f"  {_when(error.get('at'))} {error.get('source')}: {error.get('kind')}: "
                         f"{str(error.get('message'))[:200]}")
    lines.append("problems: " + ("; ".join(report["problems"]) if report["problems"] else "none"))
    return "\n".join(lines)


def run(args: argparse.Namespace) -> int:
    report = collect(hermes_home(args.hermes_home), limit=args.limit)
    if args.json:
        print(json.dumps(report, indent=2, ensure_ascii=False, default=str))
    else:
        print(render_text(report))
    return 0
