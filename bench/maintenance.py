"""Maintenance benchmark: one full worker maintenance pass over a cold store of N memories, and the worst
delay it causes a concurrent prefetch-style recall in another process.

The store is built like `bench scale` (synthetic memories written lexically, random unit
vectors of the builtin model's dimension imported under its id) plus planted work: exact
duplicates in the other hot file, reworded near duplicates and changed-value updates
with vectors close to their original, state memories 400 days old (past the 180-day
horizon), and trash older than the retention period. The pass is `run_maintenance` with
compaction forced. A second process runs recall (lexical + dense with a precomputed
query vector, the store part of prefetch) in a loop on a read-only connection, before
and during the pass.

JSON (`--json`): bench, date, commit, entries, build_s, pass_s, steps {step: seconds or
report}, consolidation {merged, superseded, exact_groups, pairs_checked, planted_found,
planted}, expired, purged, db_bytes_before/after, recall_baseline_ms P, recall_during_ms
P, worst_delay_ms (max during − baseline p50), machine. P as in bench scale.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import textwrap
import time
from pathlib import Path
from typing import Any

import numpy as np

from ..shared.store import ColdStore, NewMemory
from .retrieval import git_commit, machine_info, machine_line, percentiles, utc_now
from .scale import SEED, db_bytes, random_unit_vectors, synthetic_memories, synthetic_queries

MODEL = "builtin:multilingual-e5-small-q4"
DIM = 384
DAY = 86400.0
PLANT_SHARE = 0.01          # of N: exact duplicates, near duplicates and updates each
OLD_STATE_SHARE = 0.05      # of N: states past their horizon
TRASH_SHARE = 0.005         # of N: trash past its retention


class _ModelOnly:
    """Stands in for the builtin embedder where only its model id matters (no text is embedded)."""

    model_id = MODEL
    dim = DIM


def build(path: Path, entries: int, now: float) -> dict[str, Any]:
    """The store with its planted work; returns what was planted."""
    rng = np.random.default_rng(SEED)
    texts = synthetic_memories(entries)
    plant = max(1, int(entries * PLANT_SHARE))
    old = int(entries * OLD_STATE_SHARE)
    clock = {"now": now - 400 * DAY}
    with ColdStore(path, embedder=None, clock=lambda: clock["now"]) as store:
        ids = [r.id for r in store.add_many([NewMemory(t, type="state", origin="bench") for t in texts[:old]],
                                            embed=False)]
        clock["now"] = now - 10 * DAY
        for start in range(old, len(texts), 5000):
            ids += [r.id for r in store.add_many([NewMemory(t, origin="bench") for t in texts[start:start + 5000]],
                                                 embed=False)]
        vectors = random_unit_vectors(len(ids), DIM, rng)
        store.import_vectors(MODEL, ids, vectors)
        sources = rng.choice(np.arange(old, len(ids)), size=3 * plant, replace=False)
        exact = [NewMemory(texts[i], target="user", origin="bench") for i in sources[:plant]]
        near = [NewMemory(_reworded(texts[i]), origin="bench") for i in sources[plant:2 * plant]]
        updates = [NewMemory(_bump_number(texts[i]), origin="bench") for i in sources[2 * plant:]]
        planted = store.add_many(exact + near + updates, embed=False)
        close = vectors[sources] + 0.08 * random_unit_vectors(len(sources), DIM, rng)
        store.import_vectors(MODEL, [r.id for r in planted], close / np.linalg.norm(close, axis=1, keepdims=True))
        clock["now"] = now - 40 * DAY
        for memory_id in rng.choice(np.arange(old, len(ids)), size=int(entries * TRASH_SHARE), replace=False):
            if int(memory_id) not in set(sources.tolist()):
                store.trash(ids[int(memory_id)], reason="bench")
    return {"planted": 3 * plant, "old_states": old, "trash": int(entries * TRASH_SHARE)}


def _reworded(text: str) -> str:
    """The same words in another order (a wording-only difference)."""
    words = text.split()
    return " ".join(words[1:] + words[:1]) if len(words) > 1 else text + " " + text


def _bump_number(text: str) -> str:
    """The text with its first number changed (a new value of the same fact)."""
    for i, ch in enumerate(text):
        if ch.isdigit():
            j = i
            while j < len(text) and text[j].isdigit():
                j += 1
            return text[:i] + str(int(text[i:j]) + 1) + text[j:]
    return text + " (2)"


READER = textwrap.dedent("""
    import json, os, sys, time
    import numpy as np
    from tiered_memory.shared.recall import recall
    from tiered_memory.shared.store import ColdStore
    path, stop, out, queries = sys.argv[1], sys.argv[2], sys.argv[3], json.loads(sys.argv[4])
    rng = np.random.default_rng(7)
    vectors = rng.standard_normal((len(queries), 384)).astype(np.float32)
    vectors /= np.linalg.norm(vectors, axis=1, keepdims=True)

    class Model:
        model_id = "builtin:multilingual-e5-small-q4"
        dim = 384

    samples = []
    with ColdStore(path, readonly=True) as store:
        recall(store, queries[0], 20, embedder=Model(), query_vector=vectors[0])
        print("ready", flush=True)
        i = 0
        while not os.path.exists(stop):
            t0 = time.perf_counter()
            recall(store, queries[i % len(queries)], 20, embedder=Model(), query_vector=vectors[i % len(queries)])
            samples.append((time.time(), (time.perf_counter() - t0) * 1000.0))
            i += 1
            time.sleep(0.02)
    json.dump(samples, open(out, "w"))
""")


def run_pass(home: Path, now: float) -> tuple[dict[str, Any], float, float, float]:
    """run_maintenance on the store under `home`: (report, seconds, started_at, ended_at) in wall time."""
    from ..worker.context import open_context
    from ..worker.maintenance import lower_priority, run_maintenance

    ctx = open_context(home, embedder=_ModelOnly(), clock=lambda: now)  # type: ignore[arg-type]
    lower_priority()   # as the worker process does; the reader process was started before, at normal priority
    try:
        started = time.time()
        t0 = time.perf_counter()
        report = run_maintenance(ctx, now, compact=True)
        seconds = time.perf_counter() - t0
        return report.to_json(), seconds, started, time.time()
    finally:
        ctx.close()


def measure(entries: int, workdir: Path) -> dict[str, Any]:
    home = workdir / "home"
    path = home / "tiered_memory" / "cold.db"
    path.parent.mkdir(parents=True)
    now = time.time()
    t0 = time.perf_counter()
    planted = build(path, entries, now)
    build_s = time.perf_counter() - t0
    before = db_bytes(path)
    stop, out = workdir / "stop", workdir / "samples.json"
    reader = subprocess.Popen([sys.executable, "-c", READER, str(path), str(stop), str(out),
                               json.dumps(synthetic_queries(50))], stdout=subprocess.PIPE, text=True)
    assert reader.stdout is not None
    if reader.stdout.readline().strip() != "ready":
        raise SystemExit("maintenance bench: the reader process did not start")
    time.sleep(5.0)                                            # baseline
    os.environ["TIERED_MEMORY_EMBEDDER"] = "none"
    report, pass_s, started, ended = run_pass(home, now)
    time.sleep(1.0)
    stop.touch()
    reader.wait(60)
    samples = json.loads(out.read_text())
    baseline = [ms for at, ms in samples if at < started]
    during = [ms for at, ms in samples if started <= at <= ended + 0.001 or (at - ms / 1000.0) <= ended < at]
    base = percentiles(baseline)
    consolidated = report.get("consolidated") or {}
    return {
        "bench": "maintenance", "date": utc_now(), "commit": git_commit(), "entries": entries,
        "build_s": round(build_s, 1), "pass_s": round(pass_s, 2), "steps": report,
        "consolidation": {**{k: consolidated.get(k) for k in ("merged", "superseded", "exact_groups",
                                                             "pairs_checked", "seconds")},
                          "planted": planted["planted"]},
        "expired": report.get("expired"), "purged": report.get("purged"),
        "db_bytes_before": before, "db_bytes_after": db_bytes(path),
        "recall_baseline_ms": base, "recall_during_ms": percentiles(during),
        "worst_delay_ms": round(max(during) - float(base["p50"] or 0.0), 1) if during else None,
        "machine": machine_info(),
    }


def render(report: dict[str, Any]) -> str:
    c = report["consolidation"]
    lines = [
        f"maintenance pass over {report['entries']:,} cold memories: {report['pass_s']} s "
        f"(store built in {report['build_s']} s)",
        f"  consolidation: {c['merged']} merged, {c['superseded']} superseded of {c['planted']} planted "
        f"({c['exact_groups']} exact groups, {c['pairs_checked']} candidate pairs, {c['seconds']} s)",
        f"  expired {report['expired']}, purged {report['purged']}; db {report['db_bytes_before']:,} -> "
        f"{report['db_bytes_after']:,} bytes",
        f"  recall beside it: baseline p50 {report['recall_baseline_ms']['p50']} ms, during p99 "
        f"{report['recall_during_ms']['p99']} max n={report['recall_during_ms']['n']}; worst delay "
        f"{report['worst_delay_ms']} ms",
        machine_line(report),
    ]
    return "\n".join(lines)


def register(subparsers: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    parser = subparsers.add_parser("maintenance", help="time one maintenance pass and the prefetch delay beside it")
    parser.add_argument("--entries", type=int, default=100_000)
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    with tempfile.TemporaryDirectory(prefix="tm-bench-maint-") as tmp:
        report = measure(int(args.entries), Path(tmp))
    print(json.dumps(report, indent=2) if args.json else render(report))
    return 0
