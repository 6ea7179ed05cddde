"""Cross-validated recall settings: every query is scored with settings chosen on the other fold.

`bench retrieval --cv N` collects, per query, both legs' ranked hits once from the real
store (POOL_MAX deep; the dense leg once per embedded view of the query) and re-fuses them
offline with `fuse_ranking` and `with_context` under every setting of a grid (rrf_k, dense
weight, CJK lexical weight, pools, the dense leg's view and token budget; one axis at a time, a long
message's second dense view), and of a second
grid over the conversation-context shares (shared/context.py) with the rest at the
defaults. `cross_validate` splits each dataset's queries into N folds (alternate queries
within each store), picks on the other folds the setting with the best recall_any@5 (ties:
better mrr@20, then the earlier setting — the defaults come first), and scores the held-out
fold with it. The out-of-fold (OOF) figure is the mean of those held-out scores; the
in-sample figure is the best setting scored on the very queries it was chosen on. With
several datasets the choice maximises the mean over datasets, so one setting serves them
all, as the product's defaults must. Ways to rank a long message at no extra embedding (dense
feedback, long-only weights, a second lexical leg) are cross-validated the same way in
bench/retrieval_long.py, and a short query's dense leg without the store's common words (or with dense
feedback) in bench/retrieval_short.py.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any, Callable, Sequence

import numpy as np

from ..shared.embedders.base import Embedder
from ..shared.errors import EmbedderError
from ..shared.context import enabled as context_enabled, with_context
from ..shared.recall import FusionParams, dense_views, fuse_ranking, leg_weights, merge_views, pool_size_for
from ..shared.store import ColdStore
from ..shared.text import cjk_share, query_terms

OBJECTIVE = "recall_any@5"
TIEBREAK = "mrr@20"
POOL_MAX = 200
AXES: dict[str, tuple[Any, ...]] = {     # embed_tokens is not here: it is set by latency, not by recall
    "rrf_k": (2.0, 5.0, 10.0, 20.0, 60.0),
    "dense_weight": (0.5, 0.75, 1.0, 1.5),
    "cjk_lexical_weight": (0.25, 0.5, 0.75, 1.0),
    "pools": ((20, 50), (50, 100), (100, 200)),   # (pool, short_query_pool)
    "embed_view": ("tail", "headtail", "keytail"),
}
ONE_AXIS_EXTRA: dict[str, tuple[Any, ...]] = {   # checked one at a time only
    "cjk_long_query_terms": (10**6, 16, 32, 64),      # 10**6: every mostly-CJK query gets cjk_lexical_weight
    "embed_tokens": (20.0, 28.0, 36.0, 44.0),         # more is better for recall: shown, but set by latency
    "embed_plain": (True, False),
    "second_view": ((0.0, "notags"), (12.0, "plain"), (16.0, "plain"), (12.0, "notags"), (16.0, "notags")),
}                                                     # second_view: (head_tokens, head_view); 0: the tail alone
CONTEXT_AXES: dict[str, tuple[Any, ...]] = {     # a grid of its own, the other fields at the defaults
    "context_after": (0.0, 0.25, 0.375, 0.5, 0.75),
    "context_before": (0.0, 0.125, 0.25, 0.375, 0.5),
    "context_two": (0.0, 0.125, 0.25, 0.375),
    "context_top": (20, 40, 60),
}

Scorer = Callable[[Sequence[frozenset[str]], frozenset[str]], dict[str, float]]
View = tuple[str, float, bool, float, str]   # embed_view, embed_tokens, embed_plain, head_tokens, head_view
Ranked = list[tuple[int, dict[str, float]]]
Ranker = Callable[[Any, Any, int], Ranked]


@dataclass
class QueryLegs:
    """One query's ranked hits, as collected from the real store; `dense` per embedded view."""

    dataset: str
    store: str
    category: str
    position: int                      # index of the query within its store
    gold: frozenset[str]
    terms: int                         # query terms (decides the short-query pool)
    cjk: bool                          # mostly-CJK query (decides the lexical weight)
    lexical: list[tuple[int, float]]
    dense: dict[View, list[list[tuple[int, float]]]]   # per view setting: each embedded view's hits
    ids: dict[int, frozenset[str]]     # our memory id -> dataset ids stored as it
    moments: dict[int, str | None] = dataclasses.field(default_factory=dict)   # our memory id -> event time


    def dense_hits(self, view: View, pool: int, rrf_k: float = 5.0) -> list[tuple[int, float]]:
        """The dense leg as `recall` builds it: each view's first `pool` hits, merged (shared/recall.py)."""
        lists = self.dense.get(view, [])
        return merge_views([hits[:pool] for hits in lists], rrf_k, pool) if lists else []


def view_of(params: FusionParams) -> View:
    return (params.embed_view, float(params.embed_tokens), params.embed_plain, float(params.head_tokens),
            params.head_view)


def params_of(view: View) -> FusionParams:
    return FusionParams(embed_view=view[0], embed_tokens=view[1], embed_plain=view[2], head_tokens=view[3],
                        head_view=view[4])


def collect_legs(store: ColdStore, embedder: Embedder | None, dataset: str, store_name: str,
                 queries: Sequence[dict[str, Any]], ids: dict[int, frozenset[str]],
                 views: Sequence[View]) -> list[QueryLegs]:
    """Both legs' hits for every query; the dense leg once per distinct embedded text."""
    moments = {key: memory.event_time for key, memory in store.get_many(ids).items()}
    out = []
    for position, query in enumerate(queries):
        text = query["text"]
        terms = query_terms(text)
        by_text: dict[str, list[tuple[int, float]]] = {}
        dense: dict[View, list[list[tuple[int, float]]]] = {}
        for view in views:
            embedded = dense_views(text, params_of(view))
            for part in embedded:
                if part not in by_text:
                    by_text[part] = _dense_hits(store, embedder, part)
            dense[view] = [by_text[part] for part in embedded]
        out.append(QueryLegs(dataset, store_name, str(query.get("category") or ""), position,
                             frozenset(str(g) for g in query["gold"]), len(terms), cjk_share(terms) > 0.5,
                             store.lexical_search(text, POOL_MAX), dense, ids, moments))
    return out


def _dense_hits(store: ColdStore, embedder: Embedder | None, text: str) -> list[tuple[int, float]]:
    if embedder is None:
        return []
    try:
        vector = embedder.embed_query(text)
    except EmbedderError:
        return []
    return store.dense_search(vector, embedder.model_id, POOL_MAX)


def fused_ranking(query: QueryLegs, params: FusionParams, k: int) -> Ranked:
    """The fused top-k of one query under one setting, as `recall` ranks it."""
    dense = query.dense_hits(view_of(params), pool_size_for(query.terms, k, params), params.views_rrf_k)
    return fuse_legs(query, params, query.lexical, dense, k)


def fuse_legs(query: QueryLegs, params: FusionParams, lexical: Sequence[tuple[int, float]],
              dense: Sequence[tuple[int, float]], k: int, third: Sequence[tuple[int, float]] = (),
              third_weight: float = 0.0) -> Ranked:
    """`recall`'s fusion of these legs (each cut to the query's pool), plus an optional third ranked
    leg weighted like the others (weight / (rrf_k + rank)), then conversation context; top k."""
    pool = pool_size_for(query.terms, k, params)
    weights = leg_weights(query.terms, query.cjk, params)
    ranked = fuse_ranking(lexical[:pool], dense[:pool], None, weights)
    if third and third_weight:
        evidence = dict(ranked)
        for rank, (key, _) in enumerate(third[:pool], start=1):
            evidence.setdefault(key, {"fused": 0.0})["fused"] += third_weight / (params.rrf_k + rank)
        ranked = sorted(evidence.items(), key=lambda item: (-item[1]["fused"], -item[1].get("dense_score", -1.0),
                                                            item[0]))
    if context_enabled(params):
        ranked = with_context(ranked, query.moments, params)
    return ranked[:k]


def grid(base: FusionParams, axes: dict[str, Sequence[Any]]) -> list[FusionParams]:
    """`base` first, then every combination of the axes (FusionParams field -> values)."""
    combos: list[dict[str, Any]] = [{}]
    for name, values in axes.items():
        combos = [{**combo, name: value} for combo in combos for value in values]
    settings = [base]
    for combo in combos:
        if "pools" in combo:
            combo = {**combo, "pool": combo["pools"][0], "short_query_pool": combo["pools"][1]}
            del combo["pools"]
        if "second_view" in combo:
            combo = {**combo, "head_tokens": combo["second_view"][0], "head_view": combo["second_view"][1]}
            del combo["second_view"]
        setting = dataclasses.replace(base, **combo)
        if setting not in settings:
            settings.append(setting)
    return settings


def views_in(settings: Sequence[FusionParams]) -> list[View]:
    return list(dict.fromkeys(view_of(p) for p in settings))


def score_table(queries: Sequence[Any], settings: Sequence[Any], k: int, scorer: Scorer,
                rank: Ranker = fused_ranking) -> tuple[np.ndarray, np.ndarray]:
    """(objective, tiebreak) arrays of shape [settings, queries]; `rank(query, setting, k)` ranks one query."""
    scores = [[scorer([q.ids.get(key, frozenset()) for key, _ in rank(q, s, k)], q.gold) for q in queries]
              for s in settings]
    return (np.array([[m[OBJECTIVE] for m in row] for row in scores]),
            np.array([[m[TIEBREAK] for m in row] for row in scores]))


def _choose(objective: np.ndarray, tiebreak: np.ndarray, owner: np.ndarray, mask: np.ndarray) -> int:
    """The setting with the best mean objective over `mask`, averaged over datasets."""
    total, ties = np.zeros(objective.shape[0]), np.zeros(objective.shape[0])
    for name in np.unique(owner):
        chosen = mask & (owner == name)
        if chosen.any():
            total += objective[:, chosen].mean(axis=1)
            ties += tiebreak[:, chosen].mean(axis=1)
    return min(range(len(total)), key=lambda i: (-round(total[i], 9), -round(ties[i], 9), i))


def cross_validate(queries: Sequence[Any], settings: Sequence[Any], k: int, scorer: Scorer,
                   folds: int = 2, rank: Ranker = fused_ranking) -> dict[str, Any]:
    """Default, in-sample best and out-of-fold figures per dataset, and what each fold chose. Queries
    need `dataset`, `position`, `ids` and `gold` (QueryLegs has them); settings are dataclasses that
    `rank` understands (default: FusionParams, ranked as `recall` fuses)."""
    objective, tiebreak = score_table(queries, settings, k, scorer, rank)
    owner = np.array([q.dataset for q in queries])
    fold = np.array([q.position % folds for q in queries])
    best = _choose(objective, tiebreak, owner, np.ones(len(queries), dtype=bool))
    oof = np.zeros(len(queries))
    chosen = []
    for f in range(folds):
        pick = _choose(objective, tiebreak, owner, fold != f)
        oof[fold == f] = objective[pick, fold == f]
        chosen.append({"fold": f, "queries": int((fold == f).sum()), "setting": describe(settings[pick], settings[0])})
    datasets = {
        str(name): {"queries": int((owner == name).sum()),
                    "default": round(float(objective[0, owner == name].mean()), 4),
                    "in_sample": round(float(objective[best, owner == name].mean()), 4),
                    "oof": round(float(oof[owner == name].mean()), 4)}
        for name in dict.fromkeys(owner)
    }
    return {"folds": folds, "metric": OBJECTIVE, "settings": len(settings),
            "in_sample_setting": describe(settings[best], settings[0]), "chosen": chosen, "datasets": datasets}


def describe(params: Any, base: Any) -> dict[str, Any]:
    """The fields where `params` differs from `base` (empty: the defaults)."""
    return {f.name: getattr(params, f.name) for f in dataclasses.fields(params)
            if getattr(params, f.name) != getattr(base, f.name)}


# -- the `bench retrieval --cv N` driver ------------------------------------------------------


def run_cv(files: Sequence[Any], embedder: Embedder | None, backend: str, base: FusionParams, folds: int,
           k: int, scorer: Scorer, workdir: Any) -> dict[str, Any]:
    """Collect legs on every store of every file, then cross-validate the AXES grid around `base`.

    Reports per file (each choosing on its own folds) and jointly (one setting for all files)."""
    from .retrieval import Tally, load_stores, open_store, write_memories
    from .retrieval_long import LongQuery, collect_long, long_report
    from .retrieval_short import ShortQuery, collect_short, short_report

    settings = grid(base, AXES)
    views = views_in([*settings, *(s for axis in ("embed_tokens", "embed_plain", "second_view")
                                   for s in grid(base, {axis: ONE_AXIS_EXTRA[axis]}))])
    legs: list[QueryLegs] = []
    long: list[LongQuery] = []
    short: list[ShortQuery] = []
    for number, path in enumerate(files):
        for index, data in enumerate(load_stores(path)):
            with open_store(workdir / f"cv-{number}-{index}.db", embedder, backend) as store:
                ids = write_memories(store, data, Tally())
                store_legs = collect_legs(store, embedder, path.stem, data.name, data.queries, ids, views)
                long += collect_long(store, embedder, store_legs, data.queries, base)
                short += collect_short(store, embedder, store_legs, data.queries, base, data.lang)
                legs += store_legs
    names = list(dict.fromkeys(q.dataset for q in legs))
    per_file = {name: cross_validate([q for q in legs if q.dataset == name], settings, k, scorer, folds)
                for name in names}
    joint = cross_validate(legs, settings, k, scorer, folds) if len(names) > 1 else None
    one_axis = {axis: cross_validate(legs, grid(base, {axis: values}), k, scorer, folds)
                for axis, values in {**AXES, **ONE_AXIS_EXTRA}.items()}
    context = cross_validate(legs, grid(base, CONTEXT_AXES), k, scorer, folds)
    context["off"] = cross_validate(legs, [dataclasses.replace(base, context_top=0)], k, scorer, folds)["datasets"]
    return {"folds": folds, "grid": {name: list(values) for name, values in AXES.items()},
            "settings": len(settings), "base": dataclasses.asdict(base), "per_file": per_file, "joint": joint,
            "one_axis": one_axis, "context_grid": {name: list(values) for name, values in CONTEXT_AXES.items()},
            "context": context, "long": long_report(long, base, k, scorer, folds),
            "short": short_report(short, base, k, scorer, folds)}


def render_cv(report: dict[str, Any]) -> str:
    from .helpers import format_table

    def rows(result: dict[str, Any], label: str) -> list[list[Any]]:
        return [[label, name, d["queries"], d["default"], d["in_sample"], d["oof"]]
                for name, d in result["datasets"].items()]

    table = [row for name, result in report["per_file"].items() for row in rows(result, "own")]
    if report["joint"]:
        table += rows(report["joint"], "joint")
    out = [f"{report['folds']}-fold cross-validation of {report['settings']} settings (recall_any@5, fused; "
           f"folds = alternate queries within each store)", "",
           format_table(["chosen on", "data", "queries", "defaults", "in-sample best", "out-of-fold"], table), ""]
    for name, result in [*report["per_file"].items(), *([("joint", report["joint"])] if report["joint"] else [])]:
        out.append(f"{name}: in-sample best {result['in_sample_setting'] or 'the defaults'}; per fold: "
                   + "; ".join(f"{c['fold']}: {c['setting'] or 'the defaults'}" for c in result["chosen"]))
    names = list(report["per_file"])
    out += ["", "one axis at a time around the defaults (chosen jointly; defaults / in-sample best / out-of-fold):", "",
            format_table(["axis", "in-sample choice", "folds chose", *names],
                         [[axis, short_setting(r["in_sample_setting"]),
                           "; ".join(short_setting(c["setting"]) for c in r["chosen"]),
                           *(f"{r['datasets'][n]['default']:.3f} / {r['datasets'][n]['in_sample']:.3f} / "
                             f"{r['datasets'][n]['oof']:.3f}" for n in names)]
                          for axis, r in report["one_axis"].items()])]
    context = report["context"]
    out += ["", f"conversation context, a grid of {context['settings']} settings (the rest at the defaults; chosen "
            f"jointly; off / defaults / in-sample best / out-of-fold): in-sample best "
            f"{short_setting(context['in_sample_setting'])}; folds chose "
            + "; ".join(short_setting(c["setting"]) for c in context["chosen"]), "",
            format_table(["data", "queries", "off", "defaults", "in-sample best", "out-of-fold"],
                         [[n, d["queries"], context["off"][n]["default"], d["default"], d["in_sample"], d["oof"]]
                          for n, d in context["datasets"].items()])]
    if report.get("long"):
        from .retrieval_long import render_long

        out += ["", render_long(report["long"])]
    if report.get("short"):
        from .retrieval_short import render_short

        out += ["", render_short(report["short"])]
    return "\n".join(out)


def short_setting(setting: dict[str, Any]) -> str:
    return ", ".join(f"{k}={v:g}" if isinstance(v, float) else f"{k}={v}" for k, v in setting.items()) or "defaults"
