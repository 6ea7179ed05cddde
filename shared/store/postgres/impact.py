"""The lexical leg in a large space: postings read best-first by BM25 impact until the k-th best score seen cannot be
beaten (Fagin's threshold algorithm), so a query reads thousands of postings where the full scan reads hundreds of
thousands; the top-k scores are those of the full scan (among equal scores the order may differ).

Postings are read in the order of the `tm_postings_impact` index (space, lexeme, tf DESC, dl, memory_id; index-only,
so the planner prefers it to sorting a whole list): a posting's BM25 part
grows with tf and falls with the memory's length dl, so once a lexeme's postings are read down to (tf, dl) no unread
one can add more than its part at that frontier. A memory met in some lists is probed for all its postings (random
access) only while what it could score beats the k-th best exact score so far, the most promising first; the search
stops when that k-th score in scope reaches the most an unmet memory could score (its length is one number across
lexemes, which makes the bound tight), and gives up (the caller scans in full) after MAX_ROUNDS rounds.
impact_sql.py runs the same search with each round inside PostgreSQL; this Python one serves the queries it cannot
(a Korean word of several bigrams, which scores only as a whole).
"""

from __future__ import annotations

import heapq
import math
from dataclasses import dataclass, field
from typing import Any, Sequence

from psycopg.rows import tuple_row

IMPACT_FROM = 20_000     # postings of the query's lexemes from which the leg reads best-first (below: the full scan)
FIRST_BATCH = 64         # postings per lexeme in the first round (at least k)
MAX_ROUNDS = 4           # rounds (64, 256, 1,024, 4,096 postings per lexeme for k <= 64) before the full scan
GROWTH = 4               # each round reads this many times the postings of the one before

LEXEMES_SQL = ("SELECT t.ord, x.lexeme FROM unnest(%s::text[]) WITH ORDINALITY t(term, ord), "
               "unnest(tsvector_to_array(to_tsvector('tm_english', t.term))) x(lexeme) ORDER BY t.ord, x.lexeme")
# memories per lexeme: kept by triggers in tm_lexemes (migration 5), or counted from the postings before it
COUNTED_SQL = "SELECT lexeme, n FROM tm_lexemes WHERE space = %s AND lexeme = ANY(%s)"
COUNT_SQL = ("SELECT l.lexeme, (SELECT count(*) FROM tm_postings p WHERE p.space = %s AND p.lexeme = l.lexeme) AS n "
             "FROM unnest(%s::text[]) l(lexeme)")
# sorted access: the next `batch` postings of every lexeme in impact order (index-only on tm_postings_impact)
_SORTED_SQL = ("SELECT l.ord, p.memory_id, p.tf, p.dl FROM unnest(%s::text[]) WITH ORDINALITY l(lexeme, ord) "
               "CROSS JOIN LATERAL (SELECT memory_id, tf, dl FROM tm_postings WHERE space = %s AND lexeme = l.lexeme "
               "ORDER BY tf DESC, dl, memory_id LIMIT %s OFFSET %s) p ORDER BY l.ord, p.tf DESC, p.dl, p.memory_id")
# random access: every posting of the query's lexemes held by the given memories (primary-key probes per memory;
# OFFSET 0 keeps the planner from hashing whole posting lists instead)
_PROBE_SQL = ("SELECT m.memory_id, p.lexeme, p.tf, p.dl FROM unnest(%s::bigint[]) m(memory_id) CROSS JOIN LATERAL "
              "(SELECT lexeme, tf, dl FROM tm_postings WHERE space = %s AND lexeme = ANY(%s) "
              "AND memory_id = m.memory_id OFFSET 0) p")
_SCOPE_SQL = "SELECT m.id FROM tm_memories m WHERE m.id = ANY(%s){scope}"


def idf(documents: int, frequency: int) -> float:
    """FTS5's BM25 idf, floored as the full scan floors it."""
    return max(math.log((documents - frequency + 0.5) / (frequency + 0.5)), 1e-6)


def part(weight: float, tf: float, dl: float, average: float) -> float:
    """One posting's BM25 part (k1 1.2, b 0.75), in the full scan's order of float operations."""
    return weight * tf * 2.2 / (tf + 1.2 * (0.25 + 0.75 * dl / average))


@dataclass
class ImpactQuery:
    """A query as (term, lexeme) pairs: `terms[i]` is the lexeme list of term i, `grouped[i]` whether a memory
    scores for term i only when it holds all of them (a Korean word); `weights` the idf per lexeme."""

    terms: list[list[str]]
    grouped: list[bool]
    weights: dict[str, float]
    average: float
    postings: int = 0            # postings of all its lexemes in the space: what the full scan would read
    lexemes: list[str] = field(init=False)
    scale: dict[str, float] = field(init=False)   # a lexeme's weight times the terms holding it

    def __post_init__(self) -> None:
        self.lexemes = sorted({lexeme for term in self.terms for lexeme in term})
        self.scale = {x: self.weights[x] * sum(term.count(x) for term in self.terms) for x in self.lexemes}

    def score(self, postings: dict[str, tuple[int, int]]) -> float | None:
        """A memory's exact score from all its postings of the query's lexemes ({lexeme: (tf, dl)}); None when
        it matches no term (only a part of a grouped one), as the full scan does not list it."""
        total, matched = 0.0, False
        for term, grouped in zip(self.terms, self.grouped):
            held = [lexeme for lexeme in term if lexeme in postings]
            if not held or (grouped and len(held) < len(term)):
                continue
            matched = True
            for lexeme in held:
                tf, dl = postings[lexeme]
                total += part(self.weights[lexeme], tf, dl, self.average)
        return total if matched else None

    def list_bound(self, lexeme: str, frontier: tuple[int, int] | None, d: int) -> float:
        """The most a memory of length d, not met in this lexeme's postings so far, gets from them: below the
        frontier (tf, dl) in the order tf DESC, dl ASC lie only a smaller tf, or the same tf at a length >= dl."""
        if frontier is None:
            return 0.0
        tf, dl = frontier
        below = part(self.scale[lexeme], tf - 1, d, self.average) if tf > 1 else 0.0
        return max(below, part(self.scale[lexeme], tf, d, self.average)) if d >= dl else below

    def bound(self, frontiers: dict[str, tuple[int, int] | None]) -> float:
        """The most a memory met in no list yet can score. Its length d is one number for all lexemes, and the sum
        over lexemes, falling with d between frontiers, peaks at 0 or at one of them."""
        lengths = {0, *(f[1] for f in frontiers.values() if f is not None)}
        return max(sum(self.list_bound(x, frontiers[x], d) for x in self.lexemes) for d in lengths)

    def met_bound(self, held: dict[str, tuple[int, int]], frontiers: dict[str, tuple[int, int] | None]) -> float:
        """The most a memory met in some lists (`held`: {lexeme: (tf, dl)}) can score."""
        d = next(iter(held.values()))[1]
        return sum(part(self.scale[x], *held[x], self.average) if x in held else self.list_bound(x, frontiers[x], d)
                   for x in self.lexemes)


@dataclass
class _Search:
    """The state of one best-first search: memories met by sorted access, exact scores, pruned memories."""

    query: ImpactQuery
    frontiers: dict[str, tuple[int, int] | None]
    met: dict[int, dict[str, tuple[int, int]]] = field(default_factory=dict)
    scores: dict[int, float] = field(default_factory=dict)
    settled: set[int] = field(default_factory=set)       # scored exactly, or proven unable to reach the top k
    pending: set[int] = field(default_factory=set)       # met, not settled
    known: dict[tuple[Any, ...], float | None] = field(default_factory=dict)   # score per alike postings

    def read(self, rows: list[tuple[int, int, int, int]], batch: int) -> None:
        """Take one round of sorted access ((ord, memory_id, tf, dl) rows in impact order per lexeme): the
        postings met and each lexeme's new frontier."""
        got: dict[str, list[tuple[int, int]]] = {x: [] for x in self.query.lexemes}
        for ord_, memory_id, tf, dl in rows:
            lexeme = self.query.lexemes[ord_ - 1]
            got[lexeme].append((tf, dl))
            self.met.setdefault(memory_id, {})[lexeme] = (tf, dl)
            if memory_id not in self.settled:
                self.pending.add(memory_id)
        for lexeme, postings in got.items():
            self.frontiers[lexeme] = postings[-1] if len(postings) == batch else None
        for memory_id in list(self.pending):   # met in every list not read to its end: known without a probe
            held = self.met[memory_id]
            if all(x in held or self.frontiers[x] is None for x in self.query.lexemes):
                self.settle(memory_id, held)

    def open_memories(self, threshold: float) -> list[int]:
        """Memories met but not settled that could still beat `threshold`, most promising first; the others are
        settled as out of reach (their bound only falls as the frontiers move, the threshold only rises)."""
        candidates: list[tuple[float, int]] = []
        bounds: dict[tuple[Any, ...], float] = {}   # memories met alike (same lexemes, tf, length) share a bound
        for memory_id in list(self.pending):
            held = self.met[memory_id]
            key = tuple(sorted(held.items()))
            bound = bounds.get(key)
            if bound is None:
                bound = bounds[key] = self.query.met_bound(held, self.frontiers)
            if bound > threshold:
                candidates.append((bound, memory_id))
            else:
                self.settled.add(memory_id)
                self.pending.discard(memory_id)
        return [memory_id for _, memory_id in sorted(candidates, reverse=True)]

    def settle(self, memory_id: int, held: dict[str, tuple[int, int]]) -> None:
        self.settled.add(memory_id)
        self.pending.discard(memory_id)
        key = tuple(sorted(held.items()))
        if key not in self.known:
            self.known[key] = self.query.score(held)
        score = self.known[key]
        if score is not None:
            self.scores[memory_id] = score


def best_first(conn: Any, space: str, query: ImpactQuery, k: int, scope: str,
               scope_args: Sequence[Any]) -> list[tuple[int, float]] | None:
    """The top-k (memory_id, score) in scope by the threshold algorithm, or None when MAX_ROUNDS rounds ended
    without proof (the caller then scans in full)."""
    search = _Search(query, {lexeme: None for lexeme in query.lexemes})
    in_scope: dict[int, bool] = {}
    offset, batch = 0, max(FIRST_BATCH, k)
    for _ in range(MAX_ROUNDS):
        search.read(conn.cursor(row_factory=tuple_row).execute(_SORTED_SQL, (query.lexemes, space, batch, offset))
                    .fetchall(), batch)
        best = _best_in_scope(conn, scope, scope_args, search.scores, in_scope, k)
        for first in (True, False):   # probe the most promising first: the k-th score found prunes the rest
            threshold = best[k - 1][1] if len(best) >= k else 0.0
            open_ids = search.open_memories(threshold)
            if not open_ids:
                break
            _probe(conn, space, search, open_ids[:k + 16] if first else open_ids)
            best = _best_in_scope(conn, scope, scope_args, search.scores, in_scope, k)
        if all(f is None for f in search.frontiers.values()) or \
                (len(best) >= k and best[k - 1][1] >= query.bound(search.frontiers)):
            return best
        offset, batch = offset + batch, batch * GROWTH
    return None


def _probe(conn: Any, space: str, search: _Search, memory_ids: list[int]) -> None:
    """Score memories exactly from all their postings of the query (random access)."""
    held: dict[int, dict[str, tuple[int, int]]] = {i: {} for i in memory_ids}
    for memory_id, lexeme, tf, dl in conn.cursor(row_factory=tuple_row).execute(
            _PROBE_SQL, (memory_ids, space, search.query.lexemes)).fetchall():
        held[memory_id][lexeme] = (tf, dl)
    for memory_id, postings in held.items():
        search.settle(memory_id, postings)


def _best_in_scope(conn: Any, scope: str, scope_args: Sequence[Any], scores: dict[int, float],
                   in_scope: dict[int, bool], k: int) -> list[tuple[int, float]]:
    """The k best-scored memories met that are in scope, checking the scope of the best unchecked ones only."""
    want = k
    while True:
        head = heapq.nsmallest(want + max(10, want // 4), scores.items(), key=lambda hit: (-hit[1], hit[0]))
        unchecked = [i for i, _ in head if i not in in_scope]
        if unchecked:
            kept = {int(r["id"]) for r in conn.execute(_SCOPE_SQL.format(scope=scope), (unchecked, *scope_args))}
            in_scope.update((i, i in kept) for i in unchecked)
        best = [(i, s) for i, s in head if in_scope[i]]
        if len(best) >= k or len(head) == len(scores):
            return best[:k]
        want *= 4
