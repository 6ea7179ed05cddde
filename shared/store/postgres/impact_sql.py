"""The best-first lexical leg with each round inside PostgreSQL: one statement reads every lexeme's first postings
in impact order, scores the memories met, probes only those that could still reach the top k, and returns the top k
with each list's frontier, so no posting crosses to Python (impact.py keeps the same search in Python for queries
with a Korean word of several bigrams, which score only together).

A round at depth D: the first D postings of each query lexeme (index-only on tm_postings_impact); per memory met, the
sum of the parts read (`seen`, a lower bound of its score) and an upper bound (`seen` plus, per list it was not met
in, the most that list's unread postings give a memory of its length); the k-th best `seen` in scope is a threshold
no pruned memory can beat; memories whose bound passes it are scored exactly (per missing lexeme one pass of the
postings key over their sorted ids). Python then stops when the k-th exact score reaches the most an unmet memory could score
(ImpactQuery.bound), or runs the next round with four times the depth.
"""

from __future__ import annotations

import re
from typing import Any, Sequence

from psycopg.rows import tuple_row

from .impact import GROWTH, ImpactQuery

MAX_LEXEMES = 30     # lexemes a round can track (one bit each in an int4 mask); more go to impact.py
FIRST_DEPTH = 1024   # postings per lexeme in the first round; chosen at 1M on 150 queries of another seed than the
                     # bench's (first depth 64 / 256 / 1,024 / 2,048: p50 20.6 / 16.8 / 11.6 / 12.3 ms)
SQL_ROUNDS = 3       # depths 1,024, 4,096, 16,384 postings per lexeme before the full scan


def _part(scale: str, tf: str, dl: str) -> str:
    """One posting's BM25 part in SQL, in the full scan's order of float operations."""
    return f"{scale} * {tf} * 2.2 / ({tf} + 1.2 * (0.25 + 0.75 * {dl}::float8 / %(average)s))"


def _list_bound(i: int, dl: str) -> str:
    """The most list i's unread postings (below its frontier fr.f{i} = [tf, dl]) give a memory of length `dl`:
    its frontier's tf at a length >= the frontier's, else one less (0 for tf 1: that length was read)."""
    scale, tf, at = f"%(scale{i})s", f"fr.f{i}[1]", f"fr.f{i}[2]"
    return (f"CASE WHEN {dl} >= {at} THEN {_part(scale, tf, dl)} "
            f"WHEN {tf} > 1 THEN {_part(scale, f'({tf} - 1)', dl)} ELSE 0 END")


def _missing(i: int, alias: str) -> str:
    """Memory `alias` was not met in list i, which is not read to its end."""
    return f"{alias}.held & {1 << i} = 0 AND fr.f{i} IS NOT NULL"


def round_sql(lexemes: int, scope: str) -> str:
    """The statement of one round for a query of `lexemes` lexemes (parameters lexeme0…, scale0…, depth, …)."""
    ids = range(lexemes)
    frontiers = ", ".join(f"(SELECT ARRAY[tf, dl] FROM tm_postings WHERE space = %(space)s AND lexeme = %(lexeme{i})s "
                          f"ORDER BY tf DESC, dl, memory_id OFFSET %(depth1)s LIMIT 1) AS f{i}" for i in ids)
    upper = " + ".join(f"CASE WHEN {_missing(i, 'met')} THEN {_list_bound(i, 'met.dl')} ELSE 0 END" for i in ids)
    # random access in one index pass per lexeme: the candidates missing it, as a sorted array of keys
    probes = " UNION ALL ".join(
        f"SELECT p.memory_id, {_part(f'%(scale{i})s', 'p.tf', 'p.dl')} AS part FROM tm_postings p "
        f"WHERE p.space = %(space)s AND p.lexeme = %(lexeme{i})s AND p.memory_id = ANY(ARRAY(SELECT c.memory_id "
        f"FROM cand c, fr WHERE {_missing(i, 'c')} AND {_list_bound(i, 'c.dl')} > 0 ORDER BY 1))" for i in ids)
    return (
        "WITH q AS (SELECT x.lexeme, x.scale, x.ord::int AS ord "
        "FROM unnest(%(lexemes)s::text[], %(scales)s::float8[]) WITH ORDINALITY x(lexeme, scale, ord)), "
        f"fr AS MATERIALIZED (SELECT {frontiers}), "
        "s AS MATERIALIZED (SELECT q.ord, p.memory_id, p.dl, " + _part("q.scale", "p.tf", "p.dl") + " AS part "
        "FROM q CROSS JOIN LATERAL (SELECT memory_id, tf, dl FROM tm_postings WHERE space = %(space)s "
        "AND lexeme = q.lexeme ORDER BY tf DESC, dl, memory_id LIMIT %(depth)s) p), "
        "met AS MATERIALIZED (SELECT memory_id, max(dl) AS dl, sum(part) AS seen, bit_or(1 << (ord - 1)) AS held "
        "FROM s GROUP BY memory_id), "
        f"bounded AS MATERIALIZED (SELECT met.memory_id, met.dl, met.seen, met.held, met.seen + {upper} AS ub "
        "FROM met, fr), "
        "head AS (SELECT b.memory_id, b.seen FROM bounded b ORDER BY b.seen DESC, b.memory_id LIMIT %(head)s), "
        f"threshold AS (SELECT coalesce((SELECT h.seen FROM head h JOIN tm_memories m ON m.id = h.memory_id{scope} "
        "ORDER BY h.seen DESC, h.memory_id OFFSET %(k1)s LIMIT 1), 0) AS t), "
        "cand AS MATERIALIZED (SELECT b.memory_id, b.dl, b.held, b.seen FROM bounded b, threshold "
        "WHERE b.ub > b.seen AND b.ub > threshold.t), "
        f"probed AS (SELECT memory_id, sum(part) AS extra FROM ({probes}) x GROUP BY memory_id), "
        "scored AS (SELECT b.memory_id, b.seen AS score FROM bounded b WHERE b.ub = b.seen UNION ALL "
        "SELECT c.memory_id, c.seen + coalesce(pr.extra, 0) FROM cand c LEFT JOIN probed pr USING (memory_id)), "
        "top AS (SELECT sc.memory_id, sc.score FROM scored sc ORDER BY sc.score DESC, sc.memory_id LIMIT %(window)s) "
        "SELECT 0 AS kind, t.memory_id AS a, t.score, (m.id IS NOT NULL)::int AS b, 0 AS c "
        f"FROM top t LEFT JOIN tm_memories m ON m.id = t.memory_id{scope} "
        + " ".join(f"UNION ALL SELECT 1, {i + 1}, 0, coalesce(fr.f{i}[1], 0), coalesce(fr.f{i}[2], 0) FROM fr"
                   for i in ids))


def _named(scope: str, args: Sequence[Any]) -> tuple[str, dict[str, Any]]:
    """The scope's positional %s placeholders as named ones (the round statement names its parameters)."""
    names = iter(range(len(args)))
    return re.sub("%s", lambda _: f"%(scope{next(names)})s", scope), {f"scope{i}": a for i, a in enumerate(args)}


def runs_in_sql(query: ImpactQuery) -> bool:
    """Whether the rounds can run in SQL: every term scores lexeme by lexeme (no Korean word of several bigrams,
    which scores only as a whole) and the lexemes fit the mask."""
    return len(query.lexemes) <= MAX_LEXEMES and not any(
        grouped and len(term) > 1 for term, grouped in zip(query.terms, query.grouped))


def best_first_sql(conn: Any, space: str, query: ImpactQuery, k: int, scope: str,
                   scope_args: Sequence[Any]) -> list[tuple[int, float]] | None:
    """The top-k (memory_id, score) in scope, rounds run in SQL; None when SQL_ROUNDS rounds ended without proof
    or the scope dropped too many of the best scored (the caller then scans in full)."""
    named_scope, named_args = _named(scope, scope_args)
    sql = round_sql(len(query.lexemes), named_scope)
    window = k + max(10, k // 4)
    params: dict[str, Any] = {"lexemes": query.lexemes, "scales": [query.scale[x] for x in query.lexemes],
                              "average": float(query.average), "space": space, "head": 2 * window, "k1": k - 1,
                              "window": window, **named_args,
                              **{f"lexeme{i}": x for i, x in enumerate(query.lexemes)},
                              **{f"scale{i}": query.scale[x] for i, x in enumerate(query.lexemes)}}
    depth = max(FIRST_DEPTH, k)
    for _ in range(SQL_ROUNDS):
        rows = conn.cursor(row_factory=tuple_row).execute(sql, {**params, "depth": depth, "depth1": depth - 1}).fetchall()
        ranked = sorted(((-score, a) for kind, a, score, _, _ in rows if kind == 0))
        kept = {a for kind, a, _, ok, _ in rows if kind == 0 and ok}
        best = [(a, -negative) for negative, a in ranked if a in kept][:k]
        frontiers = {query.lexemes[a - 1]: ((tf, dl) if tf else None) for kind, a, _, tf, dl in rows if kind == 1}
        if len(best) < k and len(ranked) == window:
            return None
        if all(f is None for f in frontiers.values()) or (len(best) >= k and best[k - 1][1] >= query.bound(frontiers)):
            return best
        depth *= GROWTH
    return None
