"""The retrieval benchmark's report: per-row, per-category and per-store means, as JSON and as text."""

from __future__ import annotations

import argparse
import dataclasses
from collections import defaultdict
from typing import Any, Sequence

from ..shared.embedders.base import Embedder
from ..shared.recall import FusionParams
from .helpers import fmt, format_table, git_commit, machine_info, machine_line, percentiles, utc_now
from .retrieval import METRICS, ROWS, WRITE_BATCH, QueryOutcome, StoreData, Tally, mean_metrics


def row_report(outcomes: Sequence[QueryOutcome], row: str) -> dict[str, Any]:
    """Overall, per-category and per-store means for one row."""
    report = mean_metrics([o.scores[row] for o in outcomes])
    categories: dict[str, list[QueryOutcome]] = defaultdict(list)
    stores: dict[str, list[QueryOutcome]] = defaultdict(list)
    for outcome in outcomes:
        categories[outcome.category].append(outcome)
        stores[outcome.store].append(outcome)
    report["by_category"] = {c: mean_metrics([o.scores[row] for o in group]) for c, group in sorted(categories.items())}
    report["by_store"] = {
        s: {"lang": group[0].lang, **mean_metrics([o.scores[row] for o in group])} for s, group in stores.items()
    }
    return report


def degraded_lines(tally: Tally, total_queries: int) -> list[str]:
    lines = []
    for reason, count in sorted(tally.degraded.items()):
        total = tally.memories if reason.startswith("write:") else total_queries
        lines.append(f"{reason} ({count}/{total})")
    return lines


def build_report(args: argparse.Namespace, stores: Sequence[StoreData], embedder: Embedder | None,
                 params: FusionParams, tally: Tally) -> dict[str, Any]:
    outcomes = tally.outcomes
    cache = None
    if embedder is not None and hasattr(embedder, "hits"):
        cache = {"path": str(getattr(embedder, "path", "")), "hits": embedder.hits, "misses": embedder.misses}
    return {
        "bench": "retrieval",
        "date": utc_now(),
        "commit": git_commit(),
        "data": str(args.data),
        "embedder": args.embedder,
        "model": embedder.model_id if embedder is not None else None,
        "vector_backend": args.vector_backend,
        "store_backend": getattr(args, "backend", "sqlite"),
        "cache": cache,
        "stores": [s.name for s in stores],
        "memories": sum(len(s.memories) for s in stores),
        "queries": len(outcomes),
        "rows": {row: row_report(outcomes, row) for row in ROWS},
        "latency_ms": {
            "recall": percentiles([o.recall_ms["fused"] for o in outcomes]),
            "recall_lexical": percentiles([o.recall_ms["lexical"] for o in outcomes]),
            "recall_dense": percentiles([o.recall_ms["dense"] for o in outcomes] if embedder is not None else []),
            "embed_query": percentiles([o.embed_ms for o in outcomes if o.embed_ms is not None]),
        },
        "write": {
            "memories_per_s": round(tally.memories / tally.write_seconds, 2) if tally.write_seconds > 0 else None,
            "seconds": round(tally.write_seconds, 3),
            "memories": tally.memories,
            "embedded": tally.embedded,
            "duplicates": tally.duplicates,
            "batch_size": WRITE_BATCH,
        },
        "fusion": dataclasses.asdict(params),
        "sweep": [
            {"rrf_k": p.rrf_k, "lexical_weight": p.lexical_weight, "dense_weight": p.dense_weight,
             **mean_metrics(scores)}
            for p, scores in tally.sweep.items()
        ],
        "degraded": degraded_lines(tally, len(outcomes)),
        "machine": machine_info(),
    }


def render_text(report: dict[str, Any]) -> str:
    """The human-readable version of the report."""
    rows = report["rows"]
    out = [
        f"retrieval  data={report['data']}  embedder={report['embedder']} ({report['model'] or 'no model'})  "
        f"backend={report['vector_backend']}  stores={len(report['stores'])}  memories={report['memories']}  "
        f"queries={report['queries']}",
        "",
        format_table(["row", *METRICS], [[row, *(rows[row][m] for m in METRICS)] for row in ROWS]),
        "",
    ]
    categories = list(rows["fused"]["by_category"])
    if len(categories) > 1:
        out += ["recall_any@5 by category:", "",
                format_table(["category", "queries", *ROWS],
                             [[c, rows["fused"]["by_category"][c]["queries"],
                               *(rows[r]["by_category"][c]["recall_any@5"] for r in ROWS)] for c in categories]), ""]
    out += ["top1 / recall_any@5 by store:", "",
            format_table(["store", "lang", "queries", *(f"{r} top1" for r in ROWS), *(f"{r} any@5" for r in ROWS)],
                         [[s, v["lang"], v["queries"], *(rows[r]["by_store"][s]["top1"] for r in ROWS),
                           *(rows[r]["by_store"][s]["recall_any@5"] for r in ROWS)]
                          for s, v in rows["fused"]["by_store"].items()]), ""]
    lat = report["latency_ms"]
    out += ["latency (ms):", "",
            format_table(["what", "p50", "p95", "p99", "n"],
                         [[name, lat[name]["p50"], lat[name]["p95"], lat[name]["p99"], lat[name]["n"]]
                          for name in ("recall", "recall_lexical", "recall_dense", "embed_query")]), ""]
    write = report["write"]
    out.append(f"write: {write['memories']} memories in {write['seconds']} s = {fmt(write['memories_per_s'])} "
               f"memories/s (embedded {write['embedded']}, duplicates {write['duplicates']})"
               + ("  [cached vectors: not a write-throughput figure]" if report["cache"] else ""))
    out.append("fusion: " + ", ".join(f"{k}={v}" for k, v in report["fusion"].items()))
    if report["sweep"]:
        out += ["", "sweep (fused row):", "",
                format_table(["rrf_k", "lex_w", "dense_w", *METRICS],
                             [[*(f"{s[p]:g}" for p in ("rrf_k", "lexical_weight", "dense_weight")),
                               *(s[m] for m in METRICS)] for s in report["sweep"]])]
    if report["degraded"]:
        out += ["", "degraded:", *(f"  {line}" for line in report["degraded"])]
    out += ["", machine_line(report)]
    return "\n".join(out)
