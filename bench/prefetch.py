"""Prefetch benchmark: the real provider's per-turn cost at N memories, and what its gate and dedup cost in recall.

Three parts, all through `plugin/` code with the builtin embedder:

1. **Latency and footprint** (a child process, so nothing the parent loaded counts): a
   HERMES_HOME whose cold store holds N memories (the `--data` memories, filled up with
   the scale benchmark's synthetic sentences; real builtin vectors, cached with
   `--cache`). The child imports the host (`run_agent`) first, then measures
   `TieredMemoryProvider.initialize`, the background warm-up, `prefetch` wall time per
   query (each in a fresh session: query embedding + recall + dedup + gate + render),
   `on_memory_write` wall time, and VmRSS added by the plugin (after the host import →
   after all of the above). Long messages (`--long-data`, `bench/long_messages.py`) are
   timed interleaved with the short queries, per language.
2. **Unrelated probe**: `bench/prefetch_probe.py`'s queries about nothing in the stores,
   through the provider, on the N-memory store and on each `--data` store; the goal is 0
   blocks. Also reported lexical-only (embedder `none`), where the gate is weaker.
3. **Injected recall** on `--data` (one fresh store per line, as the retrieval benchmark
   builds it): per query, a fresh session's `run_prefetch` (the provider's code path
   after the trivial-prompt gate); recall_any@5 of the injected memories vs the fused
   top 5 of the same recall call (the engine figure).

JSON output (`--json`), keys:

    bench, date, commit, entries, data, cache
    latency     {"initialize_ms", "warm_ms", "prefetch_ms": P, "by_length": {"short", "short-en",
                 "short-cjk", "long", "long-en", "long-zh", "long-code": P}, "prefetch_embed_ms": P,
                 "prefetch_recall_ms": P, "long_embed_ms": P, "long_dense_views": {"0", "1", "2": long
                 prefetches by dense views used}, "on_memory_write_ms": P, "rss_added_mb", "rss_mb",
                 "queries", "writes", "blocks"}
    probe       {"queries", "stores": {name: {"blocks", "lexical_blocks"}}, "blocks", "lexical_blocks",
                 "passed": [query strings that got a block]}
    recall      {"queries", "fused_recall_any@5", "injected_recall_any@5", "delta",
                 "lexical_fused_recall_any@5", "lexical_injected_recall_any@5", "empty_blocks",
                 "mean_injected", "by_store": {...}}
    goals       {name: {"value", "goal", "met"}}
    machine

P = {"p50", "p95", "p99", "mean", "n"} in ms.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any, Sequence

from ..shared.config import Paths, Settings
from ..shared.embedders.base import Embedder
from ..shared.store import ColdStore, NewMemory
from ..shared.verdicts import scan, stamped
from .long_messages import interleave, lang_of, length_table, long_messages
from .prefetch_probe import UNRELATED_QUERIES
from .retrieval import (StoreData, build_embedder, format_table, git_commit, load_stores, machine_info, percentiles,
                        score_ranking, utc_now)

WRITE_BATCH = 64
LATENCY_QUERIES = 300
WRITES = 1000
LONG_PER_LANG = 40
GOALS = {"prefetch_p50_ms": 25.0, "prefetch_p99_ms": 60.0, "on_memory_write_p99_ms": 2.0, "initialize_ms": 150.0,
         "rss_added_mb": 80.0, "probe_blocks": 0, "recall_delta": 0.02, "long_p50_over_short_p50": 2.0,
         "long_p99_ms": 250.0}


# -- building homes -----------------------------------------------------------------------------


def write_store(home: Path, texts: Sequence[str], embedder: Embedder, *, refs: Sequence[str | None] | None = None,
                times: Sequence[str | None] | None = None) -> dict[int, str]:
    """Memories into `home`'s cold store through add_many, each with the safety verdict the worker would store;
    returns our id -> dataset id."""
    refs = refs or [None] * len(texts)
    times = times or [None] * len(texts)
    mapping: dict[int, str] = {}
    with ColdStore(Paths(home).cold_db, embedder=embedder) as store:
        for start in range(0, len(texts), WRITE_BATCH):
            part = list(texts[start:start + WRITE_BATCH])
            vectors = embedder.embed_passages(part)   # (cached: add_many's own call is answered from the cache)
            batch = [stamped(NewMemory(t, target="user", origin="bench", source_ref=r, event_time=e),
                             scan(t, vector=v, model_id=embedder.model_id))
                     for t, v, r, e in zip(part, vectors, refs[start:start + WRITE_BATCH],
                                           times[start:start + WRITE_BATCH])]
            for item, result in zip(batch, store.add_many(batch)):
                if item.source_ref is not None:
                    mapping.setdefault(result.id, item.source_ref)
    return mapping


def big_corpus(entries: int, stores: Sequence[StoreData]) -> list[str]:
    from .scale import synthetic_memories

    texts = list(dict.fromkeys(m["text"] for s in stores for m in s.memories))[:entries]
    return texts + synthetic_memories(max(0, entries - len(texts)))


def latency_queries(stores: Sequence[StoreData], n: int) -> list[str]:
    from .scale import synthetic_queries

    real = [q["text"] for s in stores for q in s.queries][: (2 * n) // 3]
    return real + synthetic_queries(n - len(real))


# -- the child: one provider in a process that first loads the host ------------------------------


def _rss_mb() -> float:
    from .scale import proc_status_mb

    rss, _ = proc_status_mb()
    return float(rss or 0.0)


def _time_writes(provider: Any, home: Path, writes: int) -> list[float]:
    """Wall time (ms) of each `on_memory_write`, the queue drained every 100 writes as a worker would."""
    from ..shared.jobqueue import JobQueue

    write_ms: list[float] = []
    queue = JobQueue(Paths(home).queue_db)
    for i in range(writes):
        if i % 100 == 0:
            for job in queue.claim(limit=200):
                queue.complete(job.id)
        t1 = time.perf_counter()
        provider.on_memory_write("add", "user", f"Bench fact number {i} about topic {i % 17}.",
                                 metadata={"session_id": "bench", "tool_name": "memory"})
        write_ms.append((time.perf_counter() - t1) * 1000.0)
    return write_ms


def child(home: Path, queries: list[str], probe: list[str], writes: int,
          long: Sequence[tuple[str, str]] = ()) -> dict[str, Any]:
    os.environ.update({"HERMES_HOME": str(home), "TIERED_MEMORY_WORKER": "0", "TIERED_MEMORY_EMBEDDER": "builtin"})
    import run_agent  # noqa: F401  - the host is loaded before the plugin, as in Hermes

    rss_before = _rss_mb()
    from ..plugin.provider import TieredMemoryProvider

    provider = TieredMemoryProvider()
    t0 = time.perf_counter()
    provider.initialize("bench-0", hermes_home=str(home), platform="cli", agent_context="primary")
    init_ms = (time.perf_counter() - t0) * 1000.0
    runtime = provider._runtime
    runtime.warmed.wait(120)
    warm_ms = (time.perf_counter() - t0) * 1000.0
    provider.system_prompt_block()

    prefetch_ms, by_length, blocks = _time_prefetches(provider, queries, long)
    runtime.recorder.flush(30)
    recent = runtime.recorder.diagnostics.recent_prefetches(len(queries) + len(long))
    records = [r for r in recent if r.get("query_chars", 0) < LONG_CHARS][: len(queries)]
    long_records = [r for r in recent if r.get("query_chars", 0) >= LONG_CHARS]

    probe_blocks = []
    for i, query in enumerate(probe):
        provider.on_session_switch(f"probe-{i}", reset=True, reason="new_session")
        if provider.prefetch(query):
            probe_blocks.append(query)

    write_ms = _time_writes(provider, home, writes)
    rss_after = _rss_mb()
    provider.shutdown()
    return {
        "initialize_ms": round(init_ms, 2),
        "warm_ms": round(warm_ms, 1),
        "prefetch_ms": percentiles(prefetch_ms),
        "by_length": {label: percentiles(values) for label, values in sorted(by_length.items())},
        "prefetch_embed_ms": percentiles([r["embed_ms"] for r in records if r.get("embed_ms") is not None]),
        "prefetch_recall_ms": percentiles([r["recall_ms"] for r in records if r.get("recall_ms") is not None]),
        "long_embed_ms": percentiles([r["embed_ms"] for r in long_records if r.get("embed_ms") is not None]),
        "long_dense_views": {str(n): sum(1 for r in long_records if r.get("dense_views") == n) for n in (0, 1, 2)},
        "on_memory_write_ms": percentiles(write_ms),
        "rss_mb": rss_after,
        "rss_added_mb": round(rss_after - rss_before, 1),
        "queries": len(queries),
        "writes": writes,
        "blocks": blocks,
        "degraded": sorted({str(r.get("degraded")) for r in records if r.get("degraded")}),
        "probe_blocks": probe_blocks,
    }


LONG_CHARS = 600


def _time_prefetches(provider: Any, queries: Sequence[str], long: Sequence[tuple[str, str]]
                     ) -> tuple[list[float], dict[str, list[float]], int]:
    """(short prefetch ms, ms per length label, blocks for short queries); each prefetch in a fresh session."""
    prefetch_ms: list[float] = []
    by_length: dict[str, list[float]] = {}
    blocks = 0
    for i, (label, query) in enumerate(interleave(queries, long)):
        provider.on_session_switch(f"bench-{i + 1}", reset=True, reason="new_session")
        t1 = time.perf_counter()
        block = provider.prefetch(query)
        elapsed = (time.perf_counter() - t1) * 1000.0
        if label == "short":
            prefetch_ms.append(elapsed)
            blocks += bool(block)
        by_length.setdefault(label, []).append(elapsed)
        by_length.setdefault(f"{label}-{lang_of(query)}" if label == "short" else "long", []).append(elapsed)
    return prefetch_ms, by_length, blocks


def run_child(home: Path, queries: list[str], probe: list[str], writes: int,
              long: Sequence[tuple[str, str]] = ()) -> dict[str, Any]:
    spec = home / "bench-child.json"
    spec.write_text(json.dumps({"queries": queries, "probe": probe, "writes": writes, "long": list(long)}),
                    encoding="utf-8")
    env = {k: v for k, v in os.environ.items() if not k.startswith("TIERED_MEMORY_")}
    done = subprocess.run([sys.executable, "-m", "tiered_memory.bench", "prefetch", "--child", str(home)],
                          capture_output=True, text=True, env=env, timeout=3600)
    if done.returncode != 0:
        raise SystemExit(f"prefetch bench child failed:\n{done.stderr[-4000:]}")
    return json.loads(done.stdout.strip().splitlines()[-1])


# -- probe and recall on the dataset stores ------------------------------------------------------


def _runtime(home: Path, embedder: str) -> Any:
    from ..plugin.runtime import Runtime

    runtime = Runtime(Paths(home), Settings(embedder=embedder, worker=False), start_worker=False)
    runtime.warm_now()
    return runtime


def _prefetch(runtime: Any, query: str) -> Any:
    from ..plugin.dedup import SessionLedger
    from ..plugin.gate import trivial_reason
    from ..plugin.prefetch import run_prefetch

    if trivial_reason(query) is not None:
        return None
    return run_prefetch(runtime, query, SessionLedger("bench"), budget_s=runtime.settings.prefetch_budget_ms / 1000)


def dataset_runs(stores: Sequence[StoreData], embedder: Embedder, workdir: Path) -> tuple[dict[str, Any], dict[str, Any]]:
    """(probe per store, recall figures) on one fresh home per dataset store."""
    probe: dict[str, Any] = {}
    rows: dict[str, list[tuple[float, float, float, float, int]]] = {}
    for data in stores:
        home = workdir / f"data-{data.name}"
        mapping = write_store(home, [m["text"] for m in data.memories], embedder,
                              refs=[str(m["id"]) for m in data.memories], times=[m.get("time") for m in data.memories])
        ids_of = {ours: frozenset([ref]) for ours, ref in mapping.items()}
        scores = []
        per_mode: dict[str, Any] = {}
        for mode in ("builtin", "none"):
            runtime = _runtime(home, mode)
            try:
                per_mode[mode] = [_prefetch(runtime, q["text"]) for q in data.queries]
                per_mode[mode + "-probe"] = [bool((_prefetch(runtime, q) or _Empty()).block) for q in UNRELATED_QUERIES]
            finally:
                runtime.close()
        for query, hybrid, lexical in zip(data.queries, per_mode["builtin"], per_mode["none"]):
            gold = frozenset(str(g) for g in query["gold"])

            def any5(memories: Sequence[Any]) -> float:
                return score_ranking([ids_of.get(m.id, frozenset()) for m in memories], gold)["recall_any@5"]

            fused = any5([c.memory for c in hybrid.recall.candidates[:5]]) if hybrid and hybrid.recall else 0.0
            injected = any5(hybrid.selection.injected) if hybrid and hybrid.selection else 0.0
            lex_fused = any5([c.memory for c in lexical.recall.candidates[:5]]) if lexical and lexical.recall else 0.0
            lex_injected = any5(lexical.selection.injected) if lexical and lexical.selection else 0.0
            count = len(hybrid.selection.injected) if hybrid and hybrid.selection else 0
            scores.append((fused, injected, lex_fused, lex_injected, count))
        rows[data.name] = scores
        probe[data.name] = {"blocks": sum(per_mode["builtin-probe"]), "lexical_blocks": sum(per_mode["none-probe"]),
                            "passed": [q for q, hit in zip(UNRELATED_QUERIES, per_mode["builtin-probe"]) if hit]}
    return probe, _recall_report(rows)


class _Empty:
    block = ""


def _recall_report(rows: dict[str, list[tuple[float, float, float, float, int]]]) -> dict[str, Any]:
    def mean(values: Sequence[float]) -> float:
        return round(sum(values) / len(values), 4) if values else 0.0

    every = [r for scores in rows.values() for r in scores]
    report = {
        "queries": len(every),
        "fused_recall_any@5": mean([r[0] for r in every]),
        "injected_recall_any@5": mean([r[1] for r in every]),
        "lexical_fused_recall_any@5": mean([r[2] for r in every]),
        "lexical_injected_recall_any@5": mean([r[3] for r in every]),
        "empty_blocks": sum(1 for r in every if r[4] == 0),
        "mean_injected": mean([r[4] for r in every]),
        "by_store": {name: {"queries": len(s), "fused_recall_any@5": mean([r[0] for r in s]),
                            "injected_recall_any@5": mean([r[1] for r in s])} for name, s in rows.items()},
    }
    report["delta"] = round(report["fused_recall_any@5"] - report["injected_recall_any@5"], 4)
    return report


# -- report ----------------------------------------------------------------------------------------


def goals(latency: dict[str, Any], probe: dict[str, Any], recall: dict[str, Any] | None) -> dict[str, Any]:
    values = {
        "prefetch_p50_ms": latency["prefetch_ms"]["p50"],
        "prefetch_p99_ms": latency["prefetch_ms"]["p99"],
        "on_memory_write_p99_ms": latency["on_memory_write_ms"]["p99"],
        "initialize_ms": latency["initialize_ms"],
        "rss_added_mb": latency["rss_added_mb"],
        "probe_blocks": probe["blocks"],
        "recall_delta": None if recall is None else recall["delta"],
        "long_p50_over_short_p50": _ratio(latency.get("by_length", {})),
        "long_p99_ms": (latency.get("by_length", {}).get("long") or {}).get("p99"),
    }
    return {k: {"value": v, "goal": GOALS[k], "met": None if v is None else v <= GOALS[k]} for k, v in values.items()}


def _ratio(by_length: dict[str, Any]) -> float | None:
    long, short = by_length.get("long"), by_length.get("short")
    if not long or not short or not long.get("p50") or not short.get("p50"):
        return None
    return round(long["p50"] / short["p50"], 2)


def render_text(report: dict[str, Any]) -> str:
    lat, probe, recall = report["latency"], report["probe"], report["recall"]
    lines = [f"prefetch bench, {report['entries']} memories, {report['date']} ({report['commit']})", ""]
    lines.append(format_table(["measure", "p50", "p95", "p99", "n"], [
        ["prefetch (ms, incl. query embedding)", *(lat["prefetch_ms"][k] for k in ("p50", "p95", "p99", "n"))],
        ["  query embedding (ms)", *(lat["prefetch_embed_ms"][k] for k in ("p50", "p95", "p99", "n"))],
        ["  recall (ms)", *(lat["prefetch_recall_ms"][k] for k in ("p50", "p95", "p99", "n"))],
        ["on_memory_write (ms)", *(lat["on_memory_write_ms"][k] for k in ("p50", "p95", "p99", "n"))],
    ]))
    if lat.get("by_length", {}).get("long"):
        lines.append("\nprefetch by message length (ms; long = 600–4,000 characters):\n\n" + length_table(lat["by_length"]))
        views, embed = lat.get("long_dense_views", {}), lat.get("long_embed_ms", {})
        lines.append(f"long messages among the last recorded prefetches: query embedding p50 {embed.get('p50')} ms; dense "
                     f"views used: two (tail and head) {views.get('2')}, the tail alone (head not in by then, or the "
                     f"second engine thread still busy) {views.get('1')}, none {views.get('0')}")
    lines.append(f"\ninitialize {lat['initialize_ms']} ms, warm-up {lat['warm_ms']} ms, RSS added "
                 f"{lat['rss_added_mb']} MB (now {lat['rss_mb']} MB); blocks for {lat['blocks']}/{lat['queries']} queries")
    lines.append(f"unrelated probe: {probe['blocks']} blocks / {probe['queries']} queries × {len(probe['stores'])} stores "
                 f"(lexical-only: {probe['lexical_blocks']})" + (f"; passed: {probe['passed']}" if probe["passed"] else ""))
    if recall:
        lines.append(f"recall_any@5 on {recall['queries']} queries: fused {recall['fused_recall_any@5']}, injected "
                     f"{recall['injected_recall_any@5']} (delta {recall['delta']}); lexical-only fused "
                     f"{recall['lexical_fused_recall_any@5']}, injected {recall['lexical_injected_recall_any@5']}; "
                     f"empty blocks {recall['empty_blocks']}, mean injected {recall['mean_injected']}")
    lines.append("\n" + format_table(["goal", "value", "limit", "met"],
                                     [[k, g["value"], g["goal"], g["met"]] for k, g in report["goals"].items()]))
    return "\n".join(lines)


def register(subparsers: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    parser = subparsers.add_parser("prefetch", help="per-turn prefetch latency, footprint, unrelated probe, injected recall",
                                   description=__doc__.splitlines()[0])
    parser.add_argument("--entries", type=int, default=10_000, help="memories in the latency store (default 10000)")
    parser.add_argument("--data", type=Path, default=None, help="generic-format JSONL (e.g. locomo-dev.jsonl)")
    parser.add_argument("--cache", default=None, metavar="DIR", help="cache passage vectors in DIR/embeddings.sqlite")
    parser.add_argument("--queries", type=int, default=LATENCY_QUERIES, help="prefetch calls timed")
    parser.add_argument("--writes", type=int, default=WRITES, help="on_memory_write calls timed")
    parser.add_argument("--long-data", type=Path, action="append", default=[],
                        help="generic-format JSONL whose en/zh queries become long messages (repeatable)")
    parser.add_argument("--long-per-lang", type=int, default=LONG_PER_LANG,
                        help="long messages timed per language (en, zh, code)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--child", type=Path, default=None, help=argparse.SUPPRESS)
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    if args.child is not None:
        spec = json.loads((args.child / "bench-child.json").read_text(encoding="utf-8"))
        print(json.dumps(child(args.child, spec["queries"], spec["probe"], spec["writes"],
                               [tuple(pair) for pair in spec.get("long", [])])))
        return 0
    stores = load_stores(args.data) if args.data else []
    embedder = build_embedder("builtin", cache=args.cache)
    assert embedder is not None
    with tempfile.TemporaryDirectory(prefix="tm-bench-prefetch-") as tmp:
        work = Path(tmp)
        big = work / "big"
        write_store(big, big_corpus(args.entries, stores), embedder)
        long = long_messages([s for path in args.long_data for s in load_stores(path)], args.long_per_lang)
        latency = run_child(big, latency_queries(stores, args.queries), list(UNRELATED_QUERIES), args.writes, long)
        probe_stores, recall = dataset_runs(stores, embedder, work) if stores else ({}, None)
        big_probe = latency.pop("probe_blocks")
        probe = {"queries": len(UNRELATED_QUERIES),
                 "stores": {f"{args.entries} memories": {"blocks": len(big_probe), "lexical_blocks": None},
                            **{k: {"blocks": v["blocks"], "lexical_blocks": v["lexical_blocks"]}
                               for k, v in probe_stores.items()}},
                 "blocks": len(big_probe) + sum(v["blocks"] for v in probe_stores.values()),
                 "lexical_blocks": sum(v["lexical_blocks"] for v in probe_stores.values()),
                 "passed": big_probe + [q for v in probe_stores.values() for q in v["passed"]]}
    report = {"bench": "prefetch", "date": utc_now(), "commit": git_commit(), "entries": args.entries,
              "data": str(args.data) if args.data else None, "cache": args.cache, "latency": latency,
              "probe": probe, "recall": recall, "goals": goals(latency, probe, recall), "machine": machine_info()}
    print(json.dumps(report, indent=2, ensure_ascii=False) if args.json else render_text(report))
    return 0
