"""A short query's dense leg, cross-validated: the store's common words left out of what it embeds, or dense feedback.

A word held by most of a store's memories ("user" / 사용자 where the memories are about the user,
a speaker's name in an imported conversation) says nothing about which memory is meant, yet it
pulls the query's vector toward every memory that spells it the same way. `bench retrieval --cv N`
measures here, out of fold, for messages whose dense view is the whole message (short ones):

- `common`: the dense leg embeds the query without the words held by more than `share` of the
  store's memories (`SearchPart.without_common_words`; a word in fewer than 3 memories never
  counts) and either uses that list alone (`replace`: no extra
  embedding), merges it with the whole query's list by RRF (`merge`, as a long message's two views)
  or searches with the two vectors' normalised mean (`average`); `merge` and `average` embed twice;
- `rocchio`: the query's vector plus `weight` × the mean stored vector of the fused top `hits`,
  normalised, and the dense leg run again (bench/retrieval_long.py's feedback, for short messages).

The lexical leg is unchanged. Every family starts with the defaults; a query with no common word
(and every long message) is ranked with the defaults under every setting. Besides recall_any@5
(the objective of `--cv`), top-1 is cross-validated the same way, per file and per language.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Sequence

import numpy as np

from ..shared.embedders.base import Embedder
from ..shared.recall import FusionParams, dense_views, merge_views
from ..shared.store import ColdStore
from .cv import POOL_MAX, QueryLegs, Ranked, Scorer, cross_validate, fuse_legs, fused_ranking
from .retrieval_long import StoreVectors, hit_vectors

SHARES = (0.1, 0.2, 0.35, 0.5)
MODES = ("replace", "merge", "average")


@dataclass(frozen=True)
class ShortSetting:
    """One way to rank a short query's dense leg (the defaults: kind "default")."""

    kind: str = "default"   # default | common | rocchio
    share: float = 0.0      # common: a word in more than this share of the store's memories is left out
    mode: str = ""          # common: replace | merge | average
    hits: int = 0           # rocchio: the fused top this many are the feedback
    weight: float = 0.0     # rocchio: the feedback's weight


@dataclass
class ShortQuery:
    """A query's legs plus, for a short one, its vector and its dense hits without the store's common words."""

    legs: QueryLegs
    lang: str
    vector: np.ndarray | None = None    # None: a long message (or no embedder): ranked with the defaults
    space: StoreVectors | None = None
    texts: dict[float, str] = field(default_factory=dict)     # share -> the embedded text without common words
    alone: dict[float, list[tuple[int, float]]] = field(default_factory=dict)     # share -> its dense hits
    averaged: dict[float, list[tuple[int, float]]] = field(default_factory=dict)  # share -> the mean vector's

    dataset = property(lambda self: self.legs.dataset)
    position = property(lambda self: self.legs.position)
    ids = property(lambda self: self.legs.ids)
    gold = property(lambda self: self.legs.gold)


def collect_short(store: ColdStore, embedder: Embedder | None, legs: Sequence[QueryLegs],
                  queries: Sequence[dict[str, Any]], base: FusionParams, lang: str) -> list[ShortQuery]:
    """ShortQuery for each of one store's queries (legs in query order)."""
    if embedder is None:
        return [ShortQuery(q, lang) for q in legs]
    space = hit_vectors(store, legs, embedder.model_id)
    out = []
    for q, query in zip(legs, queries):
        text = query["text"]
        if dense_views(text, base) != [text] or space is None:
            out.append(ShortQuery(q, lang))
            continue
        vector = embedder.embed_query(text)
        short = ShortQuery(q, lang, vector, space)
        for share in SHARES:
            stripped = store.without_common_words(text, share)   # as the product would embed it
            if stripped == text:
                continue
            other = embedder.embed_query(stripped)
            mean = vector + other
            short.texts[share] = stripped
            short.alone[share] = store.dense_search(other, embedder.model_id, POOL_MAX)
            short.averaged[share] = store.dense_search(mean / (np.linalg.norm(mean) or 1.0), embedder.model_id,
                                                       POOL_MAX)
        out.append(short)
    return out


def families() -> dict[str, list[ShortSetting]]:
    """Each family's settings, the defaults first."""
    default = ShortSetting()
    return {
        "common": [default, *(ShortSetting("common", s, m) for m in MODES for s in SHARES)],
        "common_replace": [default, *(ShortSetting("common", s, "replace") for s in SHARES)],
        "rocchio": [default, *(ShortSetting("rocchio", hits=n, weight=w) for n in (1, 2, 3, 5)
                               for w in (0.25, 0.5, 1.0))],
    }


def rank_short(query: ShortQuery, setting: ShortSetting, k: int, base: FusionParams) -> Ranked:
    """The top-k of one query under one setting (the defaults for a long message or no common word)."""
    legs = query.legs
    if setting.kind == "default" or query.vector is None or query.space is None:
        return fused_ranking(legs, base, k)
    if setting.kind == "rocchio":
        feedback = query.space.centroid([key for key, _ in fused_ranking(legs, base, setting.hits)])
        if feedback is None:
            return fused_ranking(legs, base, k)
        vector = query.vector + setting.weight * feedback
        return fuse_legs(legs, base, legs.lexical, query.space.search(vector / np.linalg.norm(vector), POOL_MAX), k)
    if setting.kind != "common":
        raise ValueError(f"unknown short-query setting {setting.kind!r}")
    if setting.share not in query.alone:
        return fused_ranking(legs, base, k)
    if setting.mode == "replace":
        dense = query.alone[setting.share]
    elif setting.mode == "average":
        dense = query.averaged[setting.share]
    else:
        whole = legs.dense_hits(next(iter(legs.dense)), POOL_MAX)
        dense = merge_views([whole, query.alone[setting.share]], base.views_rrf_k, POOL_MAX)
    return fuse_legs(legs, base, legs.lexical, dense, k)


def _top1(scorer: Scorer) -> Scorer:
    """`scorer` with top-1 as the objective (recall_any@5's key), mrr@20 still the tiebreak."""
    def score(groups: Sequence[frozenset[str]], gold: frozenset[str]) -> dict[str, float]:
        metrics = scorer(groups, gold)
        return {**metrics, "recall_any@5": metrics["top1"]}
    return score


def short_report(queries: Sequence[ShortQuery], base: FusionParams, k: int, scorer: Scorer,
                 folds: int) -> dict[str, Any]:
    """Each family cross-validated jointly over the files, on recall_any@5 and on top-1; top-1 per language."""
    rank = lambda q, s, n: rank_short(q, s, n, base)   # noqa: E731
    results = {name: cross_validate(queries, settings, k, scorer, folds, rank=rank)
               for name, settings in families().items()}
    top1 = {name: cross_validate(queries, settings, k, _top1(scorer), folds, rank=rank)
            for name, settings in families().items()}
    by_language = [_Relabelled(q, f"{q.dataset}:{q.lang}") for q in queries]
    top1_lang = {name: cross_validate(by_language, settings, k, _top1(scorer), folds,
                                      rank=lambda q, s, n: rank_short(q.query, s, n, base))
                 for name, settings in families().items()}
    moved = {name: sum(1 for q in queries if q.dataset == name and q.alone)
             for name in dict.fromkeys(q.dataset for q in queries)}
    return {"with_common_words": moved, "families": results, "families_top1": top1,
            "families_top1_by_language": top1_lang}


@dataclass
class _Relabelled:
    """A ShortQuery counted under another dataset name (a file's languages chosen on as separate sets)."""

    query: ShortQuery
    dataset: str

    position = property(lambda self: self.query.position)
    ids = property(lambda self: self.query.ids)
    gold = property(lambda self: self.query.gold)


def render_short(report: dict[str, Any]) -> str:
    from .cv import short_setting
    from .helpers import format_table

    def table(results: dict[str, Any]) -> str:
        names = list(next(iter(results.values()))["datasets"])
        rows = [[family, "; ".join(short_setting(c["setting"]) for c in result["chosen"]),
                 *(f"{result['datasets'][n]['default']:.3f} / {result['datasets'][n]['in_sample']:.3f} / "
                   f"{result['datasets'][n]['oof']:.3f}" for n in names)]
                for family, result in results.items()]
        return format_table(["family", "folds chose", *names], rows)

    counts = ", ".join(f"{n} {c}" for n, c in report["with_common_words"].items())
    head = ("short queries' dense leg (bench/retrieval_short.py; queries with a common word: " + counts
            + "; chosen jointly; defaults / in-sample best / out-of-fold)")
    return "\n".join([head + ", recall_any@5:", "", table(report["families"]), "", "top-1:", "",
                      table(report["families_top1"]), "", "top-1, each file's languages as separate sets:", "",
                      table(report["families_top1_by_language"])])
