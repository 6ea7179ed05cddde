"""A long message's dense views side by side: prefetch wall time with the tail alone and with tail + head, one process.

`python -m tiered_memory.bench.prefetch_views --entries 10000 --data LOCOMO --long-data EN --long-data ZH --cache DIR`

Builds the home of `bench prefetch` (N memories: the `--data` memories filled up with the
scale benchmark's sentences, cached passage vectors), then times `run_prefetch` (the real
pipeline: query embedding, both legs, fusion, dedup, gate, render; builtin embedder, uncached)
for the short queries and long messages of `bench prefetch`, interleaved, every message under
each variant in rotating order, so both variants see the same load. Variants: the tail alone
(`head_tokens` 0) and the defaults (tail + head). Prints p50/p95/p99 per variant for short and
long messages, long/short p50, the long messages' query embedding p50 and how many used two
views, and the 1-min loadavg before and after: on a busy machine the ratio says nothing about
a quiet one.
"""

from __future__ import annotations

import argparse
import dataclasses
import os
import tempfile
from pathlib import Path
from typing import Any, Sequence

from ..shared.config import Paths, Settings
from ..shared.recall import DEFAULT_FUSION, FusionParams
from .helpers import format_table, git_commit, percentiles
from .long_messages import interleave, long_messages
from .prefetch import big_corpus, latency_queries, write_store
from .retrieval import build_embedder, load_stores

VARIANTS: dict[str, FusionParams] = {
    "tail alone": dataclasses.replace(DEFAULT_FUSION, head_tokens=0.0),
    "defaults (tail + head)": DEFAULT_FUSION,
}


def time_variants(home: Path, messages: Sequence[tuple[str, str]], budget_s: float = 1.5) -> dict[str, Any]:
    """Per variant: wall ms per label ("short", "long"), long embedding ms, dense views used per long message."""
    import time

    from ..plugin.dedup import SessionLedger
    from ..plugin.prefetch import run_prefetch
    from ..plugin.runtime import Runtime

    runtime = Runtime(Paths(home), Settings(embedder="builtin", worker=False), start_worker=False)
    runtime.warm_now()
    names = list(VARIANTS)
    out: dict[str, Any] = {n: {"short": [], "long": [], "long_embed": [], "views": []} for n in names}
    try:
        for i, (label, text) in enumerate(messages):
            kind = "short" if label == "short" else "long"
            for name in names[i % len(names):] + names[:i % len(names)]:
                t0 = time.perf_counter()
                outcome = run_prefetch(runtime, text, SessionLedger(f"views-{i}"), budget_s=budget_s,
                                       params=VARIANTS[name])
                out[name][kind].append((time.perf_counter() - t0) * 1000.0)
                if kind == "long":
                    out[name]["views"].append(outcome.record.get("dense_views", 0))
                    if outcome.record.get("embed_ms") is not None:
                        out[name]["long_embed"].append(outcome.record["embed_ms"])
    finally:
        runtime.close()
    return out


def render(result: dict[str, Any], loads: list[tuple[float, ...]], commit: str | None) -> str:
    rows = []
    for name, r in result.items():
        short, long = percentiles(r["short"]), percentiles(r["long"])
        ratio = round(long["p50"] / short["p50"], 2) if short["p50"] and long["p50"] else None
        rows.append([name, short["p50"], short["p99"], long["p50"], long["p95"], long["p99"], ratio,
                     percentiles(r["long_embed"])["p50"], f"{r['views'].count(2)} / {len(r['views'])}"])
    load = " → ".join(f"{l[0]:.2f}" for l in loads)
    return "\n".join([f"prefetch, dense views side by side ({commit}; 1-min loadavg {load})", "",
                      format_table(["variant", "short p50", "short p99", "long p50", "long p95", "long p99",
                                    "long / short p50", "long embed p50", "long with two views"], rows)])


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tiered_memory.bench.prefetch_views", description=__doc__)
    parser.add_argument("--entries", type=int, default=10000)
    parser.add_argument("--data", type=Path, default=None, help="JSONL retrieval file (its memories and queries)")
    parser.add_argument("--long-data", type=Path, action="append", default=[], help="MADial files for long messages")
    parser.add_argument("--cache", default=None, help="cache passage vectors in DIR")
    parser.add_argument("--queries", type=int, default=300)
    parser.add_argument("--long-per-lang", type=int, default=40)
    args = parser.parse_args(argv)
    stores = load_stores(args.data) if args.data else []
    embedder = build_embedder("builtin", cache=args.cache)
    assert embedder is not None
    with tempfile.TemporaryDirectory(prefix="tm-bench-views-") as tmp:
        home = Path(tmp) / "big"
        write_store(home, big_corpus(args.entries, stores), embedder)
        long = long_messages([s for path in args.long_data for s in load_stores(path)], args.long_per_lang)
        loads = [os.getloadavg()]
        result = time_variants(home, interleave(latency_queries(stores, args.queries), long))
        loads.append(os.getloadavg())
    print(render(result, loads, git_commit()))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
