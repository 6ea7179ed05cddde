"""governance: 90 days x 20 memory writes/day through the real Hermes MemoryStore, with and without the worker.

The same deterministic stream of intents (preferences, rules, dated status records,
duplicates, corrections, removals, red lines; English, Korean, Chinese, Japanese) is
applied twice to a fresh HERMES_HOME: once with Hermes alone, once with the plugin's
queue and the worker processing each write as it arrives (plus a daily periodic tick).
Time is simulated (the worker's clock is injected; nothing sleeps); latencies are wall
time of the real processing.

Reported: rejected Hermes writes, hot usage p50/p95/max (% of the configured limit) per
file, entries lost (written successfully, later nowhere: hot, cold live/history, trash),
live duplicates in cold, migration latency (write -> cold) p50/p99, and a PNG chart.

JSON output (`--json`), keys:

    bench, at, commit, machine, days, per_day, seed, embedder, limits, chart, intents
    without_worker, with_worker   {"writes", "accepted", "rejected", "rejected_full",
        "rejected_by_category", "hot_usage_pct": {"memory"|"user": {"p50", "p95", "max"}},
        "lost", "lost_examples", "cold_live_duplicates", "migration_latency_ms": P | null,
        "worker_processing_ms": P | null, "cold", "audit_actions", "hot_final_chars", "seconds"}

P = {"p50", "p95", "p99", "mean", "n"} in ms.
"""

from __future__ import annotations

import argparse
import json
import os
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from ..worker.context import DAY_S
from .governance_stream import START, Intent, make_stream

TARGET_RUN = ("memory", "user")

# ---------------------------------------------------------------------------------------- one run


@dataclass
class RunResult:
    worker: bool
    writes: int = 0
    accepted: int = 0
    rejected: int = 0
    rejected_full: int = 0                                       # refused because the file was full
    rejected_by_category: dict[str, int] = field(default_factory=dict)
    usage: dict[str, list[tuple[float, float]]] = field(default_factory=lambda: {"memory": [], "user": []})
    latency_ms: list[float] = field(default_factory=list)       # write -> cold, state entries
    job_ms: list[float] = field(default_factory=list)           # worker processing per write
    lost: int | None = None
    lost_examples: list[str] = field(default_factory=list)
    cold_live_duplicates: int | None = None
    cold: dict[str, Any] = field(default_factory=dict)
    audit: dict[str, int] = field(default_factory=dict)
    hot_final: dict[str, int] = field(default_factory=dict)
    seconds: float = 0.0
    maintenance_s: list[float] = field(default_factory=list)   # one daily maintenance pass each

    def usage_stats(self) -> dict[str, dict[str, float]]:
        out = {}
        for target, samples in self.usage.items():
            values = np.array([u for _, u in samples]) * 100.0
            out[target] = {"p50": round(float(np.percentile(values, 50)), 1),
                           "p95": round(float(np.percentile(values, 95)), 1),
                           "max": round(float(values.max()), 1)}
        return out


def _apply(store: Any, intent: Intent, entries: list[str]) -> tuple[str, dict, str | None, str]:
    """Run one intent through Hermes' MemoryStore: (action, result, old_text, content)."""
    if intent.kind in ("add", "dup"):
        return "add", store.add(intent.target, intent.text), None, intent.text
    if intent.kind == "correct":
        old = intent.old or ""
        if old in entries:
            return "replace", store.replace(intent.target, old, intent.text), old, intent.text
        return "add", store.add(intent.target, intent.text), None, intent.text
    old = intent.old or ""
    if old in entries:
        return "remove", store.remove(intent.target, old), old, ""
    return "skip", {"success": True}, None, ""


def run_simulation(stream: list[list[Intent]], home: Path, *, worker: bool, embedder_name: str,
                   memory_limit: int, user_limit: int) -> RunResult:
    """One run in `home`. Hermes resolves its memory dir from $HERMES_HOME on every call, so the
    variable points at `home` for the duration of the run (restored afterwards)."""
    saved = {key: os.environ.get(key) for key in ("HERMES_HOME", "TIERED_MEMORY_EMBEDDER")}
    os.environ["HERMES_HOME"] = str(home)
    os.environ["TIERED_MEMORY_EMBEDDER"] = "none"   # the worker's embedder is passed explicitly
    try:
        return _simulate(stream, home, worker=worker, embedder_name=embedder_name,
                         memory_limit=memory_limit, user_limit=user_limit)
    finally:
        for key, value in saved.items():
            if value is None:
                os.environ.pop(key, None)
            else:
                os.environ[key] = value


def _simulate(stream: list[list[Intent]], home: Path, *, worker: bool, embedder_name: str,
              memory_limit: int, user_limit: int) -> RunResult:
    (home / "config.yaml").write_text(
        f"memory:\n  memory_char_limit: {memory_limit}\n  user_char_limit: {user_limit}\n", encoding="utf-8")
    from tools.memory_tool import MemoryStore

    from ..shared.config import Paths
    from ..shared.hotfile import HotFile, usage_chars
    from ..shared.jobqueue import JobQueue

    paths = Paths(home)
    limits = {"memory": memory_limit, "user": user_limit}
    store = MemoryStore(memory_char_limit=memory_limit, user_char_limit=user_limit)
    store.load_from_disk()
    hot = {t: HotFile(paths.hot_file(t), limits[t]) for t in TARGET_RUN}
    result = RunResult(worker=worker)
    clock = {"now": START}
    service = queue = None
    if worker:
        from .retrieval import build_embedder
        from ..worker.context import open_context
        from ..worker.service import WorkerService

        ctx = open_context(home, embedder=build_embedder(embedder_name), clock=lambda: clock["now"])
        queue = JobQueue(paths.queue_db, clock=lambda: clock["now"])
        service = WorkerService(ctx, queue, watch=False)
        service.tick(clock["now"])
    written: list[tuple[str, str]] = []
    started = time.perf_counter()
    per_day = max(len(day) for day in stream)
    for day, intents in enumerate(stream):
        for i, intent in enumerate(intents):
            clock["now"] = START + day * DAY_S + (i + 0.5) * DAY_S / per_day
            entries = hot[intent.target].read()
            store.reset_consolidation_failures()   # one write per turn, as the agent does at turn start
            t_write = time.perf_counter()
            action, outcome, old, content = _apply(store, intent, entries)
            if action == "skip":
                continue
            result.writes += 1
            if outcome.get("success"):
                result.accepted += 1
                if content:
                    written.append((intent.target, content.strip()))
                if service is not None and queue is not None:
                    queue.put(action, intent.target, content.strip(), old_text=old)   # what the plugin does
                    t0 = time.perf_counter()
                    service.drain(lambda: clock["now"])
                    t1 = time.perf_counter()
                    result.job_ms.append((t1 - t0) * 1000.0)
                    if intent.category == "status" and action == "add":
                        result.latency_ms.append((t1 - t_write) * 1000.0)
            else:
                result.rejected += 1
                error = str(outcome.get("error", ""))
                why = "full" if ("exceed" in error or "would put memory at" in error) else \
                    "blocked" if "Blocked" in error else "no unique match" if "match" in error else "other"
                result.rejected_full += why == "full"
                key = f"{intent.category}: {why}"
                result.rejected_by_category[key] = result.rejected_by_category.get(key, 0) + 1
            for target in TARGET_RUN:
                result.usage[target].append((day + i / per_day, usage_chars(hot[target].read()) / limits[target]))
        if service is not None:
            clock["now"] = START + (day + 1) * DAY_S - 1.0
            tick = service.tick(clock["now"])    # the periodic pass (TTL, reconcile, backfill, maintenance)
            if tick.maintenance is not None:
                result.maintenance_s.append(tick.maintenance.seconds)
    result.seconds = round(time.perf_counter() - started, 1)
    result.hot_final = {t: usage_chars(hot[t].read()) for t in TARGET_RUN}
    _account(result, home, written)
    if service is not None:
        _cold_figures(result, service.ctx.store)
        service.ctx.close()
        queue.close()
    return result


def _cold_figures(result: RunResult, store: Any) -> None:
    """The audit's actions and the cold tier at the end of a run with the worker."""
    result.audit = {}
    for record in store.audit_log(limit=None):
        result.audit[record.action] = result.audit.get(record.action, 0) + 1
    counts = store.lifecycle_counts()
    result.cold = {"live": counts["live"], "history": counts["history"], "trash": counts["trash"],
                   "live_by_type": counts["live_by_type"], "history_by_reason": counts["history_by_reason"],
                   "db_bytes": counts["bytes"], "pending_vectors": store.pending_vectors(),
                   "promotions": result.audit.get("promoted", 0),
                   "consolidated": result.audit.get("consolidated", 0),
                   "maintenance_s": {"total": round(sum(result.maintenance_s), 2),
                                     "max": round(max(result.maintenance_s, default=0.0), 3),
                                     "passes": len(result.maintenance_s)}}


def _account(result: RunResult, home: Path, written: list[tuple[str, str]]) -> None:
    """Lost = written successfully and now nowhere; duplicates = a text live twice in cold."""
    import sqlite3
    from collections import Counter

    from ..shared.config import Paths
    from ..shared.hotfile import HotFile
    from ..shared.text import content_hash

    paths = Paths(home)
    present: set[tuple[str, str]] = set()
    for target in TARGET_RUN:
        present |= {(target, content_hash(e)) for e in HotFile(paths.hot_file(target), 10 ** 9).read()}
    live: Counter = Counter()
    if paths.cold_db.exists():
        conn = sqlite3.connect(paths.cold_db)
        for target, key, status in conn.execute("SELECT target, content_hash, status FROM memories"):
            present.add((target, key))
            if status == "live":
                live[(target, key)] += 1
        for (row_json,) in conn.execute("SELECT row_json FROM trash"):
            row = json.loads(row_json)
            present.add((row["target"], content_hash(row["text"])))
        conn.close()
    missing = [(t, x) for t, x in written if (t, content_hash(x)) not in present]
    unique_missing = list(dict.fromkeys(missing))
    result.lost = len(unique_missing)
    result.lost_examples = [x for _, x in unique_missing[:3]]
    result.cold_live_duplicates = sum(1 for n in live.values() if n > 1)


# ---------------------------------------------------------------------------------------- report


def chart(without: RunResult, with_: RunResult, path: Path, limits: dict[str, int]) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, axes = plt.subplots(2, 1, figsize=(10, 6.5), sharex=True)
    for ax, target in zip(axes, TARGET_RUN):
        for run, colour, label in ((without, "#c0392b", "Hermes alone"), (with_, "#2471a3", "with tiered_memory worker")):
            xs = [x for x, _ in run.usage[target]]
            ys = [u * 100 for _, u in run.usage[target]]
            ax.plot(xs, ys, color=colour, linewidth=1.0, label=label)
        for level, style in ((100, "-"), (80, "--"), (60, ":")):
            ax.axhline(level, color="grey", linestyle=style, linewidth=0.8)
        name = "MEMORY.md" if target == "memory" else "USER.md"
        ax.set_ylabel(f"{name} usage, % of {limits[target]}")
        ax.set_ylim(0, 105)
        ax.legend(loc="lower right", fontsize=8)
    axes[-1].set_xlabel("simulated day")
    fig.suptitle("Hot-tier usage over 90 days x 20 writes/day (real Hermes MemoryStore)")
    fig.tight_layout()
    path.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(path, dpi=110)
    plt.close(fig)


def register(subparsers: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    parser = subparsers.add_parser("governance", help="days of Hermes memory writes (default 90), with and without the worker",
                                   description=__doc__.splitlines()[0])
    parser.add_argument("--days", type=int, default=90)
    parser.add_argument("--per-day", type=int, default=20)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--embedder", choices=("builtin", "none"), default="builtin",
                        help="the worker's embedder for semantic dedup (default builtin)")
    parser.add_argument("--memory-limit", type=int, default=2200)
    parser.add_argument("--user-limit", type=int, default=1375)
    parser.add_argument("--chart", type=Path, default=Path(__file__).resolve().parents[1] / "docs" / "governance-hot-usage.png",
                        help="where to write the PNG (default docs/governance-hot-usage.png)")
    parser.add_argument("--no-chart", action="store_true")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    import logging

    logging.getLogger("tiered_memory").setLevel(logging.ERROR)
    stream = make_stream(args.days, args.per_day, args.seed)
    limits = {"memory": args.memory_limit, "user": args.user_limit}
    runs = {}
    with tempfile.TemporaryDirectory(prefix="tm-governance-") as tmp:
        for worker in (False, True):
            home = Path(tmp) / ("with" if worker else "without")
            home.mkdir()
            runs[worker] = run_simulation(stream, home, worker=worker, embedder_name=args.embedder,
                                          memory_limit=args.memory_limit, user_limit=args.user_limit)
    if not args.no_chart:
        chart(runs[False], runs[True], args.chart, limits)
    from .retrieval import git_commit, machine_info, percentiles, utc_now

    report: dict[str, Any] = {
        "bench": "governance", "at": utc_now(), "commit": git_commit(), "machine": machine_info(),
        "days": args.days, "per_day": args.per_day, "seed": args.seed, "embedder": args.embedder,
        "limits": limits, "chart": None if args.no_chart else str(args.chart),
        "intents": {cat: sum(1 for day in stream for i in day if i.category == cat)
                    for cat in ("status", "rule", "preference", "red line", "duplicate", "correction", "removal")},
    }
    for worker, res in runs.items():
        report["with_worker" if worker else "without_worker"] = {
            "writes": res.writes, "accepted": res.accepted, "rejected": res.rejected,
            "rejected_full": res.rejected_full,
            "rejected_by_category": res.rejected_by_category, "hot_usage_pct": res.usage_stats(),
            "lost": res.lost, "lost_examples": res.lost_examples, "cold_live_duplicates": res.cold_live_duplicates,
            "migration_latency_ms": percentiles(res.latency_ms) if worker else None,
            "worker_processing_ms": percentiles(res.job_ms) if worker else None,
            "cold": res.cold or None, "audit_actions": res.audit or None, "hot_final_chars": res.hot_final,
            "seconds": res.seconds,
        }
    if args.json:
        print(json.dumps(report, ensure_ascii=False, indent=2))
    else:
        print(render(report))
    return 0


def render(report: dict[str, Any]) -> str:
    from .retrieval import format_table

    rows = []
    for key, label in (("without_worker", "Hermes alone"), ("with_worker", "with worker")):
        r = report[key]
        mem, usr = r["hot_usage_pct"]["memory"], r["hot_usage_pct"]["user"]
        lat = r["migration_latency_ms"] or {}
        rows.append([label, r["writes"], f"{r['rejected_full']} ({r['rejected']})", f"{mem['p50']}/{mem['p95']}/{mem['max']}",
                     f"{usr['p50']}/{usr['p95']}/{usr['max']}", r["lost"], r["cold_live_duplicates"],
                     f"{lat.get('p50', '—')}/{lat.get('p99', '—')}" if lat else "—"])
    table = format_table(["run", "writes", "rejected: full (all)", "MEMORY.md % p50/p95/max", "USER.md % p50/p95/max",
                          "lost", "cold dups", "write→cold ms p50/p99"], rows)
    return (f"governance  days={report['days']} x {report['per_day']}/day  seed={report['seed']}  "
            f"embedder={report['embedder']}  limits={report['limits']}\n{table}\n"
            f"intents: {report['intents']}\ncold tier: {report['with_worker']['cold']}\nchart: {report['chart']}")
