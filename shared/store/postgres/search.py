"""Search on PostgreSQL: the tsvector lexical leg (GIN) and the pgvector HNSW dense leg, scoped like SQLite's."""

from __future__ import annotations

from typing import Any, Sequence

import numpy as np

from ...text import has_cjk, query_terms
from ..search import COMMON_TERM_CUTOFF_FROM, COMMON_TERM_SHARE, MAX_DENSE_WINDOW, MIN_QUERY_TERMS
from ..timeline import scope_sql


def tsquery_text(terms: list[str]) -> str | None:
    """A `to_tsquery('english', …)` OR-expression of quoted terms; a lone CJK character is a prefix."""
    parts = []
    for term in terms:
        quoted = "'" + term.replace("\\", "\\\\").replace("'", "''") + "'"
        parts.append(quoted + (":*" if len(term) == 1 and has_cjk(term) else ""))
    return " | ".join(parts) if parts else None


def _scope(statuses: Sequence[str], as_of: float | None) -> tuple[str, list[Any]]:
    scope, args = scope_sql(statuses, as_of)
    return scope.replace("?", "%s"), args


class PgSearchPart:
    """Top-k searches in this store's space (part of PgColdStore)."""

    def lexical_search(self, query: str, k: int, *, statuses: Sequence[str] = ("live",),
                       target: str | None = None, as_of: float | None = None) -> list[tuple[int, float]]:
        """OR-query of the query's terms over the english tsvector; (memory_id, ts_rank_cd score)."""
        terms = self._discriminating_terms(query_terms(query))
        expression = tsquery_text(terms)
        if expression is None:
            return []
        scope, args = _scope(statuses, as_of)
        sql = ("SELECT m.id, ts_rank(m.terms, q, 1) AS score FROM tm_memories m, to_tsquery('english', %s) q "
               "WHERE m.space = %s AND m.terms @@ q" + scope)
        params: list[Any] = [expression, self.space, *args]
        if target is not None:
            sql += " AND m.target = %s"
            params.append(target)
        sql += " ORDER BY score DESC, m.id LIMIT %s"
        params.append(int(k))
        with self._tx() as conn:
            found = conn.execute(sql, params).fetchall()
        return [(int(r["id"]), float(r["score"])) for r in found]

    def dense_search(self, vector: np.ndarray, model: str, k: int, *,
                     statuses: Sequence[str] = ("live",), target: str | None = None,
                     as_of: float | None = None) -> list[tuple[int, float]]:
        """Cosine top-k among memories in scope with a `model` vector; HNSW candidates, then the scope filter."""
        vector = np.asarray(vector, dtype=np.float32)
        dim = int(vector.shape[0])
        scope, args = _scope(statuses, as_of)
        wide = min(k * 2 + 10, MAX_DENSE_WINDOW)
        while True:
            hits = self._nearest(vector, model, dim, wide, scope, args, target)
            kept = [(i, s) for i, s, ok in hits if ok]
            if len(kept) >= k or len(hits) < wide or wide >= MAX_DENSE_WINDOW:
                return kept[:k]
            wide = min(wide * 4, MAX_DENSE_WINDOW)

    def _nearest(self, vector: np.ndarray, model: str, dim: int, wide: int, scope: str, args: list[Any],
                 target: str | None) -> list[tuple[int, float, bool]]:
        cast = f"vector({dim})"
        tail, extra = (" AND m.target = %s", [target]) if target is not None else ("", [])
        sql = (f"SELECT c.memory_id, 1 - c.distance AS score, (m.id IS NOT NULL) AS ok FROM ("
               f"SELECT memory_id, vec::{cast} <=> %s::{cast} AS distance FROM tm_vectors "
               f"WHERE model = %s AND space = %s ORDER BY vec::{cast} <=> %s::{cast} LIMIT %s) c "
               f"LEFT JOIN tm_memories m ON m.id = c.memory_id{scope}{tail} "
               "ORDER BY c.distance, c.memory_id")
        with self._tx() as conn:
            conn.execute("SELECT set_config('hnsw.ef_search', %s, true)", (str(max(40, min(wide, 1000))),))
            conn.execute("SELECT set_config('hnsw.iterative_scan', 'relaxed_order', true)")
            found = conn.execute(sql, [vector, model, self.space, vector, wide, *args, *extra]).fetchall()
        return [(int(r["memory_id"]), float(r["score"]), bool(r["ok"])) for r in found]

    def _discriminating_terms(self, terms: list[str]) -> list[str]:
        """In a large space, drop query terms in more than COMMON_TERM_SHARE of its memories (as SQLite does)."""
        if len(terms) <= MIN_QUERY_TERMS:
            return terms
        with self._tx() as conn:
            total = int(conn.execute("SELECT count(*) AS n FROM tm_memories WHERE space = %s",
                                     (self.space,)).fetchone()["n"])
            if total < COMMON_TERM_CUTOFF_FROM:
                return terms
            frequency = {term: int(conn.execute(
                "SELECT count(*) AS n FROM tm_memories WHERE space = %s AND terms @@ to_tsquery('english', %s)",
                (self.space, tsquery_text([term]))).fetchone()["n"]) for term in terms}
        kept = [t for t in terms if frequency[t] <= COMMON_TERM_SHARE * total]
        if len(kept) < MIN_QUERY_TERMS:
            rarest = sorted(terms, key=lambda t: frequency[t])[:MIN_QUERY_TERMS]
            kept = [t for t in terms if t in rarest]
        return kept
