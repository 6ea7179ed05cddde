"""`doctor`: every check with a verdict (ok / warn / fail) and, for each problem, the fix.

Checks: Hermes version and provider setting, the embedder (reachable, which model), the
worker (alive, heartbeat), file modes (0700 dir, 0600 files), `PRAGMA quick_check` on each
database, queue depth and parked jobs (`--unpark` retries them), hot-file usage against
Hermes' limits, vectors missing per model. Exit 1 when a check fails.
"""

from __future__ import annotations

import argparse
import sqlite3
import stat
import time
from pathlib import Path
from typing import Any

from ..shared.config import Paths
from ..shared.errors import TieredMemoryError
from .common import add_command, emit, hermes_home

OK, WARN, FAIL = "ok", "warn", "fail"


def check(name: str, verdict: str, detail: str, fix: str | None = None) -> dict[str, Any]:
    return {"check": name, "verdict": verdict, "detail": detail, "fix": fix if verdict != OK else None}


def hermes_check(paths: Paths) -> dict[str, Any]:
    from importlib import metadata

    try:
        version = metadata.version("hermes-agent")
    except metadata.PackageNotFoundError:
        version = None
    provider = None
    if paths.hermes_config.exists():
        import yaml

        try:
            provider = ((yaml.safe_load(paths.hermes_config.read_text(encoding="utf-8")) or {}).get("memory") or {}).get("provider")
        except (yaml.YAMLError, OSError, AttributeError):
            provider = "unreadable"
    detail = f"hermes-agent {version or 'not installed in this Python'}, memory.provider = {provider!r}"
    if provider != "tiered_memory":
        return check("hermes", WARN, detail, "hermes config set memory.provider tiered_memory (if you want it active)")
    if version is None:
        return check("hermes", WARN, detail, "run this with the Python that runs Hermes")
    return check("hermes", OK, detail)


def embedder_check(home: Path) -> dict[str, Any]:
    from ..shared.config import load_settings
    from ..shared.embedders import make_embedder

    settings = load_settings(home)
    embedder = make_embedder(settings)
    if embedder is None:
        return check("embedder", WARN, "embedder = none: recall is lexical only",
                     "set TIERED_MEMORY_EMBEDDER=builtin (offline) or auto")
    started = time.perf_counter()
    try:
        vector = embedder.embed_query("doctor check", timeout=settings.embed_timeout_s)
    except TieredMemoryError as exc:
        return check("embedder", FAIL, f"{embedder.model_id}: {exc}",
                     "start the embedding server, or set TIERED_MEMORY_EMBEDDER=builtin")
    ms = (time.perf_counter() - started) * 1000
    return check("embedder", OK, f"{embedder.model_id} answered ({vector.shape[0]}-d, {ms:.0f} ms)")


def worker_check(home: Path) -> dict[str, Any]:
    from .status import collect

    report = collect(home, limit=1)
    worker = report["worker"]
    if worker.get("running"):
        age = worker.get("heartbeat_age_s")
        if worker.get("stale"):
            return check("worker", WARN, f"running (pid {worker.get('pid')}) but its last heartbeat is {age} s old",
                         "it may be stuck: `kill <pid>` (it restarts on the next turn)")
        return check("worker", OK, f"running (pid {worker.get('pid')}, heartbeat {age} s ago)")
    depth = report["queue"].get("depth") or 0
    if depth:
        return check("worker", FAIL, f"not running while {depth} job(s) wait",
                     "start a Hermes turn, or `python -m tiered_memory.worker --hermes-home H --once`")
    return check("worker", OK, "not running (idle; the next turn starts it)")


def modes_check(paths: Paths) -> dict[str, Any]:
    if not paths.data_dir.exists():
        return check("file modes", OK, "no data directory yet")
    loose = []
    if stat.S_IMODE(paths.data_dir.stat().st_mode) & 0o077:
        loose.append(f"{paths.data_dir} {oct(stat.S_IMODE(paths.data_dir.stat().st_mode))}")
    for path in paths.data_dir.rglob("*"):
        if path.is_file() and not path.is_symlink() and stat.S_IMODE(path.stat().st_mode) & 0o077:
            loose.append(f"{path.name} {oct(stat.S_IMODE(path.stat().st_mode))}")
    if loose:
        return check("file modes", FAIL, "readable by others: " + ", ".join(loose[:6]),
                     f"chmod -R go-rwx {paths.data_dir}")
    return check("file modes", OK, "data directory 0700, files 0600")


def integrity_checks(paths: Paths) -> list[dict[str, Any]]:
    out = []
    for path in (paths.cold_db, paths.queue_db, paths.status_db, paths.data_dir / "sessions.db", paths.embed_cache):
        if not path.exists():
            continue
        try:
            conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True, timeout=5)
            try:
                result = conn.execute("PRAGMA quick_check").fetchone()[0]
            finally:
                conn.close()
        except sqlite3.Error as exc:
            result = f"{type(exc).__name__}: {exc}"
        out.append(check(f"quick_check {path.name}", OK if result == "ok" else FAIL, result,
                         f"export what can be read (`export --history --trash`), move {path.name} aside, import"))
    return out


def queue_check(paths: Paths, *, unpark: bool) -> dict[str, Any]:
    if not paths.queue_db.exists():
        return check("queue", OK, "empty (not created yet)")
    from ..shared.jobqueue import JobQueue

    with JobQueue(paths.queue_db) as queue:
        revived = queue.unpark() if unpark else 0
        depth, parked = queue.depth(), queue.parked()
    detail = f"depth {depth}, parked {len(parked)}" + (f", unparked {revived}" if revived else "")
    if parked:
        why = "; ".join(f"#{j.id} {j.action}: {str(j.last_error)[:80]}" for j in parked[:3])
        return check("queue", WARN, f"{detail} ({why})", "`doctor --unpark` retries them once the cause is fixed")
    return check("queue", OK, detail)


def hot_check(home: Path) -> dict[str, Any]:
    from ..shared.config import load_hot_limits
    from ..shared.hotfile import HotFile

    paths, limits = Paths(home), load_hot_limits(home)
    parts, worst = [], 0.0
    for target in ("memory", "user"):
        limit = limits.for_target(target)
        used = HotFile(paths.hot_file(target), limit).usage()
        worst = max(worst, used / limit)
        parts.append(f"{paths.hot_file(target).name} {used}/{limit} chars")
    verdict = WARN if worst >= 0.8 else OK
    return check("hot usage", verdict, ", ".join(parts), "the worker moves entries out when it runs; start a turn")


def vectors_check(home: Path) -> dict[str, Any]:
    """Vectors missing per model in the configured cold store (SQLite cold.db or PostgreSQL)."""
    from .common import cold_store, uses_postgres

    if not uses_postgres(home) and not Paths(home).cold_db.exists():
        return check("vectors", OK, "no cold store yet")
    with cold_store(home, readonly=True) as store:
        missing = {model: store.pending_vectors(model) for model in store.stored_models()}
        live = store.count()
    detail = f"{live} live; missing per model: " + (", ".join(f"{m} {n}" for m, n in missing.items()) or "no vectors")
    if live and (not missing or any(missing.values())):
        return check("vectors", WARN, detail, "`python -m tiered_memory reembed`")
    return check("vectors", OK, detail)


def run_checks(home: Path, *, unpark: bool = False) -> dict[str, Any]:
    """Every check; a check that itself fails is reported as a failed check, not raised."""
    paths = Paths(home)
    checks: list[dict[str, Any]] = [hermes_check(paths)]
    for name, fn in (("embedder", lambda: embedder_check(home)), ("worker", lambda: worker_check(home)),
                     ("file modes", lambda: modes_check(paths)), ("queue", lambda: queue_check(paths, unpark=unpark)),
                     ("hot usage", lambda: hot_check(home)), ("vectors", lambda: vectors_check(home))):
        try:
            checks.append(fn())
        except (TieredMemoryError, sqlite3.Error, OSError) as exc:
            checks.append(check(name, FAIL, f"{type(exc).__name__}: {exc}", "see the message; `status` for more"))
        if name == "file modes":
            checks += integrity_checks(paths)
    failed = sum(c["verdict"] == FAIL for c in checks)
    return {"hermes_home": str(home), "checks": checks, "failed": failed,
            "warnings": sum(c["verdict"] == WARN for c in checks)}


def register(subparsers: Any, summary: str) -> None:
    parser = add_command(subparsers, "doctor", summary, run)
    parser.add_argument("--unpark", action="store_true", help="put parked jobs back in the queue")


def render(doc: dict[str, Any]) -> str:
    lines = [f"{c['verdict'].upper():<4}  {c['check']}: {c['detail']}" + (f"\n      fix: {c['fix']}" if c["fix"] else "")
             for c in doc["checks"]]
    lines.append(f"{doc['failed']} failed, {doc['warnings']} warning(s)")
    return "\n".join(lines)


def run(args: argparse.Namespace) -> int:
    doc = run_checks(hermes_home(args.hermes_home), unpark=args.unpark)
    emit(args, doc, render)
    return 1 if doc["failed"] else 0
