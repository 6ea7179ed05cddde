"""Long messages at no extra embedding, cross-validated: dense feedback, long-only weights, a second lexical leg.

The dense leg of a long message embeds bounded views (its last ~28 estimated tokens, and with the
defaults its first ~12 as well, the two lists merged; shared/recall.py `dense_views`) while the
lexical leg reads all of it; "the view's vector" below is the tail's. `bench retrieval --cv N`
measures here, out of fold, four ways to bring more of the message into the ranking without
embedding anything more:

- `rocchio`: pseudo-relevance feedback in embedding space: the view's vector plus `weight` × the
  mean stored vector of the first `hits` of a leg (lexical, fused or dense), normalised, and the
  dense leg run again with it (exact cosine over the store's vectors, as the numpy backend);
- `rescore`: a third ranked leg, the two legs' pool ordered by mean cosine to those hits' stored
  vectors, fused at `weight`;
- `weights`: rrf_k and the dense weight for long messages only (their dense leg sees a part);
- `lexical_view`: a second lexical leg over a part of the message (its first or last 28 or 56
  estimated tokens), fused at `weight`.

Every family starts with the defaults; a message whose view is the whole message (short) is
ranked with the defaults under every setting, so only long messages can move.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import Any, Sequence

import numpy as np

from ..shared.embedders.base import Embedder
from ..shared.errors import EmbedderError
from ..shared.recall import FusionParams, dense_query
from ..shared.store import ColdStore
from ..shared.text import embed_view
from .cv import POOL_MAX, QueryLegs, Ranked, Scorer, cross_validate, fuse_legs, fused_ranking, view_of

SOURCES = ("lexical", "fused", "dense")
LEXICAL_VIEWS: dict[str, tuple[str, float]] = {"head28": ("head", 28.0), "head56": ("head", 56.0),
                                               "tail28": ("tail", 28.0), "tail56": ("tail", 56.0)}


@dataclass(frozen=True)
class LongSetting:
    """One way to rank a long message (the defaults: kind "default")."""

    kind: str = "default"   # default | rocchio | rescore | weights | lexical_view
    source: str = ""        # rocchio, rescore: the leg whose first hits are the feedback; lexical_view: the view
    hits: int = 0           # rocchio, rescore: how many first hits
    weight: float = 0.0     # rocchio: the feedback's weight; rescore, lexical_view: the third leg's; weights: dense
    rrf_k: float = 0.0      # weights: rrf_k for long messages


@dataclass
class StoreVectors:
    """The stored vectors of one store's memories, for feedback and an exact dense search."""

    ids: list[int]
    matrix: np.ndarray
    row: dict[int, int] = field(default_factory=dict)

    def __post_init__(self) -> None:
        self.row = {key: i for i, key in enumerate(self.ids)}

    def centroid(self, keys: Sequence[int]) -> np.ndarray | None:
        rows = [self.row[key] for key in keys if key in self.row]
        return self.matrix[rows].mean(axis=0) if rows else None

    def search(self, vector: np.ndarray, k: int) -> list[tuple[int, float]]:
        cosines = self.matrix @ vector
        order = np.argsort(-cosines, kind="stable")[:k]
        return [(self.ids[i], float(cosines[i])) for i in order]


@dataclass
class LongQuery:
    """A query's legs plus, for a long message, its view's vector and the lexical hits of parts of it."""

    legs: QueryLegs
    vector: np.ndarray | None = None     # None: a short message (or no embedder): ranked with the defaults
    space: StoreVectors | None = None
    views: dict[str, list[tuple[int, float]]] = field(default_factory=dict)

    dataset = property(lambda self: self.legs.dataset)
    position = property(lambda self: self.legs.position)
    ids = property(lambda self: self.legs.ids)
    gold = property(lambda self: self.legs.gold)


def hit_vectors(store: ColdStore, legs: Sequence[QueryLegs], model_id: str) -> StoreVectors | None:
    """The stored vectors of every memory either leg found for these queries (None when there are none)."""
    stored = store.vectors_for(sorted({key for q in legs for key in q.ids}), model_id)
    keys = sorted(stored)
    return StoreVectors(keys, np.stack([stored[key] for key in keys])) if keys else None


def part(text: str, where: str, budget: float) -> str:
    """The first (`head`) or last (`tail`) `budget` estimated tokens of `text` (a head is the tail of the
    reversed text: the estimate counts characters one by one)."""
    if where == "tail":
        return embed_view(text, budget, "tail")
    return embed_view(text[::-1], budget, "tail")[::-1]


def collect_long(store: ColdStore, embedder: Embedder | None, legs: Sequence[QueryLegs],
                 queries: Sequence[dict[str, Any]], base: FusionParams) -> list[LongQuery]:
    """LongQuery for each of one store's queries (legs in query order)."""
    if embedder is None:
        return [LongQuery(q) for q in legs]
    space = hit_vectors(store, legs, embedder.model_id)
    out = []
    for q, query in zip(legs, queries):
        text = query["text"]
        view = dense_query(text, base)
        if view == text or space is None:
            out.append(LongQuery(q))
            continue
        try:
            vector = embedder.embed_query(view)
        except EmbedderError:
            out.append(LongQuery(q))
            continue
        views = {name: store.lexical_search(part(text, *cut), POOL_MAX) for name, cut in LEXICAL_VIEWS.items()}
        out.append(LongQuery(q, vector, space, views))
    return out


def families() -> dict[str, list[LongSetting]]:
    """Each family's settings, the defaults first."""
    default = LongSetting()
    return {
        "rocchio": [default, *(LongSetting("rocchio", s, n, w) for s in SOURCES for n in (3, 5, 10)
                               for w in (0.25, 0.5, 1.0, 2.0))],
        "rescore": [default, *(LongSetting("rescore", s, n, w) for s in ("lexical", "fused") for n in (3, 5, 10)
                               for w in (0.25, 0.5, 1.0))],
        "weights": [default, *(LongSetting("weights", weight=w, rrf_k=k) for w in (0.5, 0.6, 0.75, 1.0)
                               for k in (2.0, 5.0, 10.0, 20.0))],
        "lexical_view": [default, *(LongSetting("lexical_view", v, weight=w) for v in LEXICAL_VIEWS
                                    for w in (0.25, 0.5, 1.0))],
    }


def rank_long(query: LongQuery, setting: LongSetting, k: int, base: FusionParams) -> Ranked:
    """The top-k of one query under one setting (the defaults for a short message)."""
    legs, view = query.legs, view_of(base)
    if setting.kind == "default" or query.vector is None or query.space is None:
        return fused_ranking(legs, base, k)
    dense = legs.dense_hits(view, POOL_MAX, base.views_rrf_k)
    if setting.kind == "weights":
        return fused_ranking(legs, dataclasses.replace(base, dense_weight=setting.weight, rrf_k=setting.rrf_k), k)
    if setting.kind == "lexical_view":
        return fuse_legs(legs, base, legs.lexical, dense, k, query.views[setting.source], setting.weight)
    feedback = _feedback(query, setting, base)
    if feedback is None:
        return fused_ranking(legs, base, k)
    if setting.kind == "rocchio":
        vector = query.vector + setting.weight * feedback
        vector = vector / (np.linalg.norm(vector) or 1.0)
        return fuse_legs(legs, base, legs.lexical, query.space.search(vector, POOL_MAX), k)
    if setting.kind == "rescore":
        return fuse_legs(legs, base, legs.lexical, dense, k, _rescored(query, feedback, base), setting.weight)
    raise ValueError(f"unknown long-message setting {setting.kind!r}")


def _feedback(query: LongQuery, setting: LongSetting, base: FusionParams) -> np.ndarray | None:
    """The mean stored vector of the first `hits` of the setting's source leg."""
    legs = query.legs
    source = {"lexical": lambda: legs.lexical, "dense": lambda: legs.dense_hits(view_of(base), POOL_MAX),
              "fused": lambda: fused_ranking(legs, base, setting.hits)}[setting.source]()
    assert query.space is not None
    return query.space.centroid([key for key, _ in source[:setting.hits]])


def _rescored(query: LongQuery, feedback: np.ndarray, base: FusionParams) -> list[tuple[int, float]]:
    """Both legs' pools, ordered by cosine to the feedback vector (the mean of the hits' vectors)."""
    legs = query.legs
    assert query.space is not None
    hits = [*legs.lexical[:base.pool], *legs.dense_hits(view_of(base), base.pool)]
    pool = list(dict.fromkeys(key for key, _ in hits if key in query.space.row))
    cosines = {key: float(query.space.matrix[query.space.row[key]] @ feedback) for key in pool}
    return sorted(cosines.items(), key=lambda item: -item[1])


def long_report(queries: Sequence[LongQuery], base: FusionParams, k: int, scorer: Scorer,
                folds: int) -> dict[str, Any]:
    """Each family cross-validated jointly over the files; `long_messages`: how many queries can move."""
    results = {name: cross_validate(queries, settings, k, scorer, folds,
                                    rank=lambda q, s, n: rank_long(q, s, n, base))
               for name, settings in families().items()}
    moved = {name: sum(1 for q in queries if q.dataset == name and q.vector is not None)
             for name in dict.fromkeys(q.dataset for q in queries)}
    return {"long_messages": moved, "families": results}


def render_long(report: dict[str, Any]) -> str:
    from .cv import short_setting
    from .helpers import format_table

    families_ = report["families"]
    names = list(report["long_messages"])
    rows = [[family, "; ".join(short_setting(c["setting"]) for c in result["chosen"]),
             *(f"{result['datasets'][n]['default']:.3f} / {result['datasets'][n]['in_sample']:.3f} / "
               f"{result['datasets'][n]['oof']:.3f}" for n in names)]
            for family, result in families_.items()]
    counts = ", ".join(f"{n} {c}" for n, c in report["long_messages"].items())
    return "\n".join([f"long messages at no extra embedding (bench/retrieval_long.py; long messages: {counts}; "
                      "chosen jointly; defaults / in-sample best / out-of-fold):", "",
                      format_table(["family", "folds chose", *names], rows)])
