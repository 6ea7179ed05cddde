"""The lexical leg in a large space: postings read best-first by BM25 impact until the k-th best score seen cannot be
beaten (Fagin's threshold algorithm), so a query reads thousands of postings where the full scan reads hundreds of
thousands; the top-k scores are those of the full scan (among equal scores the order may differ).

Postings are read in the order of the `tm_postings_impact` index (space, lexeme, tf DESC, dl, memory_id; index-only,
so the planner prefers it to sorting a whole list): a posting's BM25 part
grows with tf and falls with the memory's length dl, so once a lexeme's postings are read down to (tf, dl) no unread
one can add more than its part at that frontier. Every memory met is scored exactly from all its postings, read in the
same statement (the scope is checked for the best-scored only); the search stops when the k-th best exact score in
scope reaches the most an unmet memory could score, and gives up (the caller scans in full) after MAX_ROUNDS rounds.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any, Sequence

IMPACT_FROM = 20_000     # postings of the query's lexemes from which the leg reads best-first (below: the full scan)
FIRST_BATCH = 64         # postings per lexeme in the first round; each next round reads four times more
MAX_ROUNDS = 4           # rounds (64, 256, 1,024, 4,096 postings per lexeme) before the leg falls back to the full scan

LEXEMES_SQL = ("SELECT t.ord, x.lexeme FROM unnest(%s::text[]) WITH ORDINALITY t(term, ord), "
               "unnest(tsvector_to_array(to_tsvector('tm_english', t.term))) x(lexeme) ORDER BY t.ord, x.lexeme")
COUNT_SQL = ("SELECT l.lexeme, (SELECT count(*) FROM tm_postings p WHERE p.space = %s AND p.lexeme = l.lexeme) AS n "
             "FROM unnest(%s::text[]) l(lexeme)")
# one round: the next `batch` postings of every lexeme in impact order (per lexeme its count and last (tf, dl), the
# frontier), and every posting of the query's lexemes held by a memory met there for the first time (primary-key
# probes per memory: OFFSET 0 keeps the planner from hashing whole posting lists instead)
_ROUND_SQL = (
    "WITH b AS (SELECT l.ord, p.memory_id, p.tf, p.dl FROM unnest(%(lexemes)s::text[]) WITH ORDINALITY l(lexeme, ord) "
    "CROSS JOIN LATERAL (SELECT memory_id, tf, dl FROM tm_postings WHERE space = %(space)s AND lexeme = l.lexeme "
    "ORDER BY tf DESC, dl, memory_id LIMIT %(batch)s OFFSET %(offset)s) p) "
    "SELECT b.ord, count(*) AS n, (array_agg(b.tf ORDER BY b.tf, b.dl DESC))[1] AS tf, "
    "(array_agg(b.dl ORDER BY b.tf, b.dl DESC))[1] AS dl, NULL::bigint AS memory_id, NULL::text AS lexeme "
    "FROM b GROUP BY b.ord UNION ALL "
    "SELECT NULL, NULL, p.tf, p.dl, m.memory_id, p.lexeme FROM (SELECT DISTINCT memory_id FROM b "
    "WHERE memory_id <> ALL(%(seen)s::bigint[])) m CROSS JOIN LATERAL (SELECT lexeme, tf, dl FROM tm_postings "
    "WHERE space = %(space)s AND lexeme = ANY(%(lexemes)s) AND memory_id = m.memory_id OFFSET 0) p")
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

    def __post_init__(self) -> None:
        self.lexemes = sorted({lexeme for term in self.terms for lexeme in term})

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

    def bound(self, frontiers: dict[str, tuple[int, int] | None]) -> float:
        """The most a memory met in no list yet can score. Its length d is one number for all lexemes; below a
        lexeme's frontier (tf, dl) in the order tf DESC, dl ASC lie only postings of a smaller tf, or of the same
        tf at a length >= dl; the sum over lexemes, falling with d between frontiers, peaks at 0 or at one of them."""
        lists = [(self.weights[x] * sum(term.count(x) for term in self.terms), f) for x, f in frontiers.items()
                 if f is not None]
        best = 0.0
        for d in {0, *(dl for _, (_, dl) in lists)}:
            total = 0.0
            for weight, (tf, dl) in lists:
                below = part(weight, tf - 1, d, self.average) if tf > 1 else 0.0
                total += max(below, part(weight, tf, d, self.average)) if d >= dl else below
            best = max(best, total)
        return best


def best_first(conn: Any, space: str, query: ImpactQuery, k: int, scope: str,
               scope_args: Sequence[Any]) -> list[tuple[int, float]] | None:
    """The top-k (memory_id, score) in scope by the threshold algorithm, or None when MAX_ROUNDS rounds ended
    without proof (the caller then scans in full)."""
    scores: dict[int, float] = {}
    seen: set[int] = set()
    in_scope: dict[int, bool] = {}
    frontiers: dict[str, tuple[int, int] | None] = {lexeme: None for lexeme in query.lexemes}
    offset, batch = 0, FIRST_BATCH
    for _ in range(MAX_ROUNDS):
        rows = conn.execute(_ROUND_SQL, {"lexemes": query.lexemes, "space": space, "batch": batch, "offset": offset,
                                         "seen": list(seen)}).fetchall()
        read = {query.lexemes[int(r["ord"]) - 1]: r for r in rows if r["ord"] is not None}
        for lexeme in query.lexemes:
            row = read.get(lexeme)
            frontiers[lexeme] = (int(row["tf"]), int(row["dl"])) if row and int(row["n"]) == batch else None
        met = [r for r in rows if r["ord"] is None]
        seen.update(int(r["memory_id"]) for r in met)
        scores.update(_exact_scores(query, met))
        best = _best_in_scope(conn, scope, scope_args, scores, in_scope, k)
        if all(f is None for f in frontiers.values()) or (len(best) >= k and best[k - 1][1] >= query.bound(frontiers)):
            return best
        offset, batch = offset + batch, batch * 4
    return None


def _exact_scores(query: ImpactQuery, rows: list[Any]) -> dict[int, float]:
    """Exact scores of newly met memories from all their postings of the query."""
    postings: dict[int, dict[str, tuple[int, int]]] = {}
    for row in rows:
        postings.setdefault(int(row["memory_id"]), {})[row["lexeme"]] = (int(row["tf"]), int(row["dl"]))
    scored = {memory_id: query.score(held) for memory_id, held in postings.items()}
    return {memory_id: score for memory_id, score in scored.items() if score is not None}


def _best_in_scope(conn: Any, scope: str, scope_args: Sequence[Any], scores: dict[int, float],
                   in_scope: dict[int, bool], k: int) -> list[tuple[int, float]]:
    """The k best-scored memories met that are in scope, checking the scope of the best unchecked ones only."""
    ranked = sorted(scores.items(), key=lambda hit: (-hit[1], hit[0]))
    want = k
    while True:
        head = ranked[:want + max(10, want // 4)]
        unchecked = [i for i, _ in head if i not in in_scope]
        if unchecked:
            kept = {int(r["id"]) for r in conn.execute(_SCOPE_SQL.format(scope=scope), (unchecked, *scope_args))}
            in_scope.update((i, i in kept) for i in unchecked)
        best = [(i, s) for i, s in head if in_scope[i]]
        if len(best) >= k or len(head) == len(ranked):
            return best[:k]
        want *= 4
