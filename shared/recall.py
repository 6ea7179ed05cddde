"""Hybrid recall: a lexical leg and a dense leg, fused by weighted reciprocal rank, plus conversation context.

Re-ranking the union by cosine alone would make the top 5 equal the dense top 5 and
lexical hits would never reach the prompt, so the rank step fuses both legs' ranks.
With no embedder, a dead or slow one, or vectors from another model, recall returns
the lexical leg alone and says why. A memory stored beside a well-recalled one in the same
moment (the same event time to the minute: an imported conversation) shares its score
(shared/context.py).
"""

from __future__ import annotations

import logging
import time
from concurrent.futures import Future, ThreadPoolExecutor, wait
from dataclasses import dataclass, field, replace
from typing import Any, Sequence

import numpy as np

from .context import add_context, enabled as context_enabled
from .embedders.base import Embedder
from .errors import EmbedderError
from .store import ColdStore, Memory
from .text import cjk_share, embed_view, head_view, query_terms

log = logging.getLogger("tiered_memory.recall")


@dataclass(frozen=True)
class FusionParams:
    """Weighted RRF: score = w_lex / (k + rank_lex) + w_dense / (k + rank_dense).

    Defaults come from a sweep over k and weights on the dev retrieval sets (LoCoMo,
    MADial zh/en, CJK facts; BENCHMARKS.md): equal weights with a small k were best
    or within noise of best on every set, so neither leg is trusted blindly. For
    mostly-CJK queries the lexical leg matches character bigrams, which also hit
    particles and common compounds; it gets half the weight there, except in long
    messages (more than `cjk_long_query_terms` terms): there the bigrams add up to real
    evidence and the dense leg embeds only a bounded part of the message. A long message's
    dense leg searches two such parts, its tail and its head, and merges their lists
    (head 12 tokens without speaker tags: chosen out of fold, BENCHMARKS.md "Long messages").
    """

    rrf_k: float = 5.0
    lexical_weight: float = 1.0
    dense_weight: float = 1.0
    cjk_lexical_weight: float = 0.5  # lexical weight for mostly-CJK queries: bigram matches are weaker evidence …
    cjk_long_query_terms: int = 32   # … unless the query has more terms than this (many bigrams; the dense leg sees a part)
    pool: int = 50              # candidates taken from each leg
    short_query_pool: int = 100  # … for queries of at most `short_query_terms` terms
    short_query_terms: int = 3
    embed_tokens: float = 28.0   # the dense leg embeds at most this many (estimated) tokens of the query …
    embed_view: str = "tail"     # … cut this way (text.embed_view); the lexical leg reads all of it …
    embed_plain: bool = False    # True: only the words and sentence punctuation of a long query count (did not hold out of fold)
    head_tokens: float = 12.0    # a long query's second dense view: its first this many tokens (0: none) …
    head_view: str = "notags"    # … cut this way (text.head_view), embedded beside the tail (concurrently with the builtin) …
    views_rrf_k: float = 5.0     # … the views' dense lists merged by RRF with this k into one dense leg
    context_after: float = 0.5   # conversation context (shared/context.py): the memory right after a hit gets this share …
    context_before: float = 0.375  # … the one right before it this share …
    context_two: float = 0.25    # … and those two away this share, when they share the hit's event time …
    context_top: int = 40        # … for hits in the fused top this many (0: off)


DEFAULT_FUSION = FusionParams()


@dataclass(frozen=True)
class Candidate:
    """One recalled memory with the evidence that put it there."""

    memory: Memory
    score: float
    lexical_rank: int | None = None
    lexical_score: float | None = None
    dense_rank: int | None = None
    dense_score: float | None = None
    context: float | None = None     # score shared by neighbouring memories of the same moment

    @property
    def legs(self) -> tuple[str, ...]:
        return tuple(name for name, found in (("lexical", self.lexical_rank), ("dense", self.dense_rank),
                                               ("context", self.context)) if found is not None)

    def explain(self) -> dict[str, object]:
        return {
            "id": self.memory.id,
            "score": round(self.score, 6),
            "legs": list(self.legs),
            "lexical": None if self.lexical_rank is None else
            {"rank": self.lexical_rank, "bm25": round(self.lexical_score or 0.0, 4)},
            "dense": None if self.dense_rank is None else
            {"rank": self.dense_rank, "cosine": round(self.dense_score or 0.0, 4)},
            "context": None if self.context is None else round(self.context, 6),
        }


@dataclass
class RecallResult:
    """Ranked candidates plus how they were found: mode, degradation reason, timings (ms)."""

    query: str
    candidates: list[Candidate]
    mode: str                       # hybrid | lexical | dense | empty
    degraded: str | None = None     # why the dense leg did not contribute, if it did not
    model: str | None = None
    timings_ms: dict[str, float] = field(default_factory=dict)
    query_vector: np.ndarray | None = None
    dense_coverage: float | None = None   # share of live memories the dense leg could see (None: no dense leg)

    @property
    def ids(self) -> list[int]:
        return [c.memory.id for c in self.candidates]


def dense_query(query: str, params: FusionParams = DEFAULT_FUSION) -> str:
    """The part of `query` the dense leg embeds: the embedding model's cost grows with every
    token, so a long message is cut to a bounded view (BENCHMARKS.md, "Long messages")."""
    return embed_view(query, params.embed_tokens, params.embed_view, strip_markup=params.embed_plain)


def dense_views(query: str, params: FusionParams = DEFAULT_FUSION) -> list[str]:
    """What the dense leg embeds: `dense_query(query)`, and for a long message with `head_tokens` set a
    second view, its head (BENCHMARKS.md, "Long messages"); each view is searched, the lists merged."""
    view = dense_query(query, params)
    if view == query or params.head_tokens <= 0:
        return [view]
    head = head_view(query, params.head_tokens, params.head_view)
    return [view, head] if head and head != view else [view]


def merge_views(lists: Sequence[Sequence[tuple[int, float]]], k: float, limit: int) -> list[tuple[int, float]]:
    """One dense list from each view's (id, cosine) hits, by reciprocal rank (1 / (k + rank) summed over views;
    ties: the better cosine, then the smaller id); each id keeps its best cosine. One view: that list."""
    if len(lists) == 1:
        return list(lists[0][:limit])
    fused: dict[int, float] = {}
    best: dict[int, float] = {}
    for hits in lists:
        for rank, (key, cosine) in enumerate(hits, start=1):
            fused[key] = fused.get(key, 0.0) + 1.0 / (k + rank)
            best[key] = max(best.get(key, -1.0), cosine)
    order = sorted(fused, key=lambda key: (-fused[key], -best[key], key))
    return [(key, best[key]) for key in order[:limit]]


def leg_weights(terms: int, mostly_cjk: bool, params: FusionParams = DEFAULT_FUSION) -> FusionParams:
    """`params` with the lexical weight this query gets: `cjk_lexical_weight` for a short mostly-CJK query."""
    if mostly_cjk and terms <= params.cjk_long_query_terms:
        return replace(params, lexical_weight=params.cjk_lexical_weight)
    return params


def pool_size(query: str, k: int, params: FusionParams = DEFAULT_FUSION) -> int:
    """How many candidates each leg contributes: more for short queries."""
    return pool_size_for(len(query_terms(query)), k, params)


def pool_size_for(terms: int, k: int, params: FusionParams = DEFAULT_FUSION) -> int:
    """`pool_size` for a query of `terms` search terms."""
    return max(params.short_query_pool if terms <= params.short_query_terms else params.pool, k)


def lexical_leg(store: ColdStore, query: str, k: int = 20, *, params: FusionParams = DEFAULT_FUSION,
                statuses: Sequence[str] = ("live",), target: str | None = None,
                as_of: float | None = None) -> list[tuple[int, float]]:
    """The lexical leg alone, as `recall` would run it (callers may run it during query embedding)."""
    return store.lexical_search(query, pool_size(query, k, params), statuses=statuses, target=target, as_of=as_of)


_LEGS = ThreadPoolExecutor(max_workers=2, thread_name_prefix="tiered-memory-recall")


def start_lexical_leg(store: ColdStore, query: str, k: int = 20, *, after: Future[Any] | None = None,
                      after_s: float | None = None, **options: Any) -> Future[list[tuple[int, float]]]:
    """Run the lexical leg on a background thread (SQLite releases the GIL), to overlap it with
    query embedding or the dense leg; pass `.result()` to `recall(lexical_hits=...)`. With `after` (a
    long message's head view being embedded), the leg starts once that is done (or after `after_s`):
    on two cores the tail's embedding keeps one core and the head then the lexical leg take the other."""
    if after is None:
        return _LEGS.submit(lexical_leg, store, query, k, **options)
    return _LEGS.submit(_lexical_leg_after, after, after_s, store, query, k, **options)


def _lexical_leg_after(after: Future[Any], after_s: float | None, store: ColdStore, query: str, k: int,
                       **options: Any) -> list[tuple[int, float]]:
    wait([after], timeout=after_s)   # its outcome is the caller's: the lexical leg runs either way
    return lexical_leg(store, query, k, **options)


def _timed_lexical_leg(store: ColdStore, query: str, k: int, **options: Any) -> tuple[list[tuple[int, float]], float]:
    t0 = time.perf_counter()
    return lexical_leg(store, query, k, **options), _ms(t0)


def recall(store: ColdStore, query: str, k: int = 20, *, embedder: Embedder | None = None,
           mode: str = "hybrid", embed_timeout: float | None = None,
           query_vector: np.ndarray | None = None, params: FusionParams = DEFAULT_FUSION,
           statuses: Sequence[str] = ("live",), target: str | None = None,
           lexical_hits: list[tuple[int, float]] | None = None, as_of: float | None = None) -> RecallResult:
    """The top-k memories for `query`, fused from the lexical and dense legs.

    `embedder` defaults to the store's; `mode` may force 'lexical' or 'dense' (the
    benchmark's comparison rows). The dense leg embeds `dense_query(query)`, the lexical
    leg searches the whole query (a long one: `dense_views`, each searched, the lists merged). `query_vector`
    (one vector, or one row per view of `dense_views`) skips query embedding and
    `lexical_hits` (from `lexical_leg`) the lexical search, when the caller already has
    them. `statuses=("live", "history")` includes history; `as_of` (epoch seconds) recalls
    what was true then, live or history. Never raises for embedder trouble: the result says what happened.
    """
    started = time.perf_counter()
    timings: dict[str, float] = {}
    embedder = embedder if embedder is not None else store.embedder
    pool = pool_size(query, k, params)

    pending: Future[tuple[list[tuple[int, float]], float]] | None = None
    if mode in ("hybrid", "lexical") and lexical_hits is None:
        pending = _LEGS.submit(_timed_lexical_leg, store, query, k, params=params, statuses=statuses,
                               target=target, as_of=as_of)

    vector, model, degraded, dense = None, None, None, []
    if mode in ("hybrid", "dense"):
        vectors, model, degraded = _query_vectors(store, embedder, dense_views(query, params), embed_timeout,
                                                  query_vector, timings)
        dense = _dense_leg(store, vectors, model, pool, params, (statuses, target, as_of), timings)
        vector = None if vectors is None else vectors[0]

    lexical: list[tuple[int, float]] = lexical_hits or []
    if pending is not None:
        lexical, timings["lexical_ms"] = pending.result()

    coverage, unembedded = _coverage(store, lexical, vector, model)
    t0 = time.perf_counter()
    terms = query_terms(query)
    params = leg_weights(len(terms), cjk_share(terms) > 0.5, params)
    candidates = _fuse(store, lexical, dense, k, params, unembedded, (statuses, target, as_of))
    timings["fuse_ms"] = _ms(t0)
    timings["total_ms"] = _ms(started)
    timings["recall_ms"] = timings["total_ms"] - timings.get("embed_ms", 0.0)
    used = [name for name, hits in (("lexical", lexical), ("dense", dense)) if hits]
    result_mode = "hybrid" if len(used) == 2 else (used[0] if used else "empty")
    if mode == "hybrid" and degraded is None and not dense and lexical:
        degraded = "dense leg found nothing"
    return RecallResult(query, candidates, result_mode, degraded, model, timings, vector, coverage)


def _dense_leg(store: ColdStore, vectors: np.ndarray | None, model: str | None, pool: int, params: FusionParams,
               scope: tuple[Sequence[str], str | None, float | None], timings: dict[str, float]
               ) -> list[tuple[int, float]]:
    """The dense leg's (id, cosine) hits (several views: their lists merged), or none without a query vector."""
    if vectors is None or model is None:
        return []
    statuses, target, as_of = scope
    t0 = time.perf_counter()
    lists = [store.dense_search(row, model, pool, statuses=statuses, target=target, as_of=as_of) for row in vectors]
    timings["dense_ms"] = _ms(t0)
    return merge_views(lists, params.views_rrf_k, pool)


def _coverage(store: ColdStore, lexical: list[tuple[int, float]], vector: np.ndarray | None, model: str | None
              ) -> tuple[float | None, set[int]]:
    """(dense coverage of the model, lexical hits without its vector): while re-embedding after a model change
    those are invisible to the dense leg and must not rank below their lexical-only rank."""
    if vector is None or model is None:
        return None, set()
    coverage = store.dense_coverage(model)
    if coverage >= 1.0:
        return coverage, set()
    return coverage, {i for i, _ in lexical} - store.embedded_among([i for i, _ in lexical], model)


def _query_vectors(store: ColdStore, embedder: Embedder | None, views: list[str], timeout: float | None,
                   given: np.ndarray | None, timings: dict[str, float]
                   ) -> tuple[np.ndarray | None, str | None, str | None]:
    """(one row per view, model, reason-if-none). Checks that the store holds vectors of this model."""
    if embedder is None:
        return None, None, "no embedder configured"
    model = embedder.model_id
    stored = store.vector_models()
    if model not in stored:
        if stored:
            others = ", ".join(sorted(stored))
            return None, model, (f"store vectors are from {others}, embedder is {model}: "
                                 f"not mixing models; re-embedding pending")
        return None, model, "store has no vectors yet"
    if given is not None:
        return np.atleast_2d(np.asarray(given, dtype=np.float32)), model, None
    t0 = time.perf_counter()
    try:
        vectors = embedder.embed_views(views, timeout=timeout)
    except EmbedderError as exc:
        timings["embed_ms"] = _ms(t0)
        log.warning("recall is lexical-only for this query: %s: %s", type(exc).__name__, exc)
        return None, model, f"{type(exc).__name__}: {exc}"
    timings["embed_ms"] = _ms(t0)
    known = store.model_dim(model)
    if known is not None and vectors.shape[1] != known:
        return None, model, (f"EmbedderDimensionError: {model} returned a {vectors.shape[1]}-dimension query "
                             f"vector, the store holds {known}-dimension vectors for it")
    return vectors, model, None


def fuse_ranking(lexical: Sequence[tuple[Any, float]], dense: Sequence[tuple[Any, float]], k: int | None,
                 params: FusionParams = DEFAULT_FUSION) -> list[tuple[Any, dict[str, float]]]:
    """The top-k (key, evidence) of weighted RRF over two ranked hit lists (k None: all). Pure,
    so the benchmark can re-fuse stored legs under many settings. Equal fused scores: the
    better cosine first, then the smaller key (the older memory)."""
    evidence: dict[Any, dict[str, float]] = {}
    for rank, (key, score) in enumerate(lexical, start=1):
        evidence.setdefault(key, {}).update(lexical_rank=rank, lexical_score=score)
    for rank, (key, score) in enumerate(dense, start=1):
        evidence.setdefault(key, {}).update(dense_rank=rank, dense_score=score)
    for ev in evidence.values():
        ev["fused"] = (params.lexical_weight / (params.rrf_k + ev["lexical_rank"]) if "lexical_rank" in ev else 0.0) \
            + (params.dense_weight / (params.rrf_k + ev["dense_rank"]) if "dense_rank" in ev else 0.0)
    ranked = sorted(evidence.items(), key=lambda item: (-item[1]["fused"], -item[1].get("dense_score", -1.0), item[0]))
    return ranked if k is None else ranked[:k]


def _fuse(store: ColdStore, lexical: list[tuple[int, float]], dense: list[tuple[int, float]],
          k: int, params: FusionParams, unembedded: set[int],
          scope: tuple[Sequence[str], str | None, float | None]) -> list[Candidate]:
    ranked = fuse_ranking(lexical, dense, None, params)
    if context_enabled(params) and ranked:
        ranked = add_context(store, ranked, params, *scope)
    ranked = _lexical_floor(ranked, unembedded)[:k]
    memories = store.get_many(memory_id for memory_id, _ in ranked)
    return [
        Candidate(
            memory=memories[memory_id],
            score=ev["fused"],
            lexical_rank=_int_or_none(ev.get("lexical_rank")),
            lexical_score=ev.get("lexical_score"),
            dense_rank=_int_or_none(ev.get("dense_rank")),
            dense_score=ev.get("dense_score"),
            context=ev.get("context"),
        )
        for memory_id, ev in ranked
        if memory_id in memories
    ]


def _lexical_floor(ranked: list[tuple[int, dict[str, float]]], unembedded: set[int]
                   ) -> list[tuple[int, dict[str, float]]]:
    """A memory without a vector for the query's model (re-embedding pending) is never ranked below
    its place in the lexical leg alone: it moves up to that place when fusion put it lower."""
    if not unembedded:
        return ranked
    floors = sorted((int(ev["lexical_rank"]), memory_id) for memory_id, ev in ranked
                    if memory_id in unembedded and "lexical_rank" in ev)
    for rank, memory_id in floors:
        at = next(i for i, (m, _) in enumerate(ranked) if m == memory_id)
        if at > rank - 1:
            ranked.insert(rank - 1, ranked.pop(at))
    return ranked


def _int_or_none(value: float | None) -> int | None:
    return None if value is None else int(value)


def _ms(t0: float) -> float:
    return (time.perf_counter() - t0) * 1000.0
