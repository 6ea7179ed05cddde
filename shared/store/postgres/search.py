"""Search on PostgreSQL: the BM25 lexical leg over a postings table and the pgvector HNSW dense leg, scoped like SQLite's."""

from __future__ import annotations

import time
from typing import Any, Sequence

import numpy as np

from ...text import has_cjk, query_terms
from ..search import COMMON_TERM_CUTOFF_FROM, COMMON_TERM_SHARE, MAX_DENSE_WINDOW, MIN_QUERY_TERMS
from ..timeline import scope_sql
from .impact import COUNT_SQL, COUNTED_SQL, LEXEMES_SQL, ImpactQuery, best_first, idf
from .impact_sql import best_first_sql, runs_in_sql
from .memories import without_latin_diacritics


STATS_MAX_AGE_S = 60.0   # term document frequencies are recounted at most this often (they move slowly)
_CACHE_TIME = ("cached at",)   # the refresh time's key in a _fresh_cache


def _scope(statuses: Sequence[str], as_of: float | None) -> tuple[str, list[Any]]:
    scope, args = scope_sql(statuses, as_of)
    return scope.replace("?", "%s"), args


def _window(k: int) -> int:
    """Candidates fetched per leg before the scope filter: k plus a margin (the legs widen when it filtered more)."""
    return int(k) + max(10, int(k) // 4)


# BM25 as FTS5 computes it: per query lexeme its weight (idf x the query terms stemming to it, as FTS5
# counts phrases) from one index-only count (_KEPT: read from tm_lexemes), then one pass over its postings (the key
# INCLUDEs tf and dl)
_LEXICAL_SQL = (
    "WITH ql AS (SELECT x.lexeme, count(*) AS w FROM unnest(%s::text[]) t(term), "
    "unnest(tsvector_to_array(to_tsvector('tm_english', t.term))) x(lexeme) GROUP BY x.lexeme), "
    "df AS MATERIALIZED (SELECT q.lexeme, q.w * GREATEST(ln((%s - d.n + 0.5) / (d.n + 0.5)), 1e-6) AS weight "
    "FROM ql q, LATERAL (SELECT count(*) AS n FROM tm_postings WHERE space = %s AND lexeme = q.lexeme) d), "
    "top AS (SELECT p.memory_id, sum(df.weight * p.tf * 2.2 / (p.tf + 1.2 * (0.25 + 0.75 * p.dl::float8 / %s))) "
    "AS score "
    "FROM df JOIN tm_postings p ON p.space = %s AND p.lexeme = df.lexeme "
    "GROUP BY p.memory_id ORDER BY score DESC, p.memory_id LIMIT %s) "
    "SELECT t.memory_id AS id, t.score, (m.id IS NOT NULL) AS ok "
    "FROM top t LEFT JOIN tm_memories m ON m.id = t.memory_id")

# The same with grouped terms (a Korean word: "g1 g2 …", FTS5's (g1 AND g2 AND …)): a term's lexemes score in a
# memory only when it holds all of them; each still has its own idf, as each FTS5 phrase has
_GROUPED_SQL = (
    "WITH ql AS (SELECT t.ord, t.grouped, x.lexeme FROM unnest(%s::text[], %s::bool[]) WITH ORDINALITY "
    "t(term, grouped, ord), unnest(tsvector_to_array(to_tsvector('tm_english', t.term))) x(lexeme)), "
    "df AS MATERIALIZED (SELECT q.ord, q.lexeme, GREATEST(ln((%s - d.n + 0.5) / (d.n + 0.5)), 1e-6) AS weight, "
    "CASE WHEN q.grouped THEN count(*) OVER (PARTITION BY q.ord) ELSE 1 END AS need FROM ql q, "
    "LATERAL (SELECT count(*) AS n FROM tm_postings WHERE space = %s AND lexeme = q.lexeme) d), "
    "hits AS (SELECT p.memory_id, max(df.need) AS need, count(*) AS have, "
    "sum(df.weight * p.tf * 2.2 / (p.tf + 1.2 * (0.25 + 0.75 * p.dl::float8 / %s))) AS part "
    "FROM df JOIN tm_postings p ON p.space = %s AND p.lexeme = df.lexeme GROUP BY p.memory_id, df.ord), "
    "top AS (SELECT memory_id, sum(part) AS score FROM hits WHERE have >= need GROUP BY memory_id "
    "ORDER BY score DESC, memory_id LIMIT %s) "
    "SELECT t.memory_id AS id, t.score, (m.id IS NOT NULL) AS ok "
    "FROM top t LEFT JOIN tm_memories m ON m.id = t.memory_id")


_COUNTED = "LATERAL (SELECT count(*) AS n FROM tm_postings WHERE space = %s AND lexeme = q.lexeme) d"
_READ = "LATERAL (SELECT coalesce((SELECT n FROM tm_lexemes WHERE space = %s AND lexeme = q.lexeme), 0) AS n) d"
# the same statements reading the counts migration 5 keeps (equal to the counts in the same snapshot)
_KEPT = {sql: sql.replace(_COUNTED, _READ) for sql in (_LEXICAL_SQL, _GROUPED_SQL)}


def _grouped(term: str) -> bool:
    """A term whose CJK bigrams must all match (a Korean word; see text.query_terms(korean_words=True))."""
    return has_cjk(term) and " " in term


class PgSearchPart:
    """Top-k searches in this store's space (part of PgColdStore)."""

    def lexical_search(self, query: str, k: int, *, statuses: Sequence[str] = ("live",),
                       target: str | None = None, as_of: float | None = None) -> list[tuple[int, float]]:
        """OR-query of the query's terms over the postings (btree on space, lexeme), ranked by BM25 as FTS5
        ranks (k1 1.2, b 0.75, document frequencies over the whole space; a lexeme two query terms stem
        to counts twice, as two FTS5 phrases do; a Korean word's bigrams only together); (memory_id, score)."""
        documents, average = self._corpus_stats()
        terms = self._discriminating_terms(query_terms(query, korean_words=True), documents)
        if not terms:
            return []
        scope, args = _scope(statuses, as_of)
        if target is not None:
            scope += " AND m.target = %s"
            args.append(target)
        grouped = [_grouped(t) for t in terms]
        plain = [without_latin_diacritics(t) for t in terms]
        if len(terms) * documents >= self.impact_from:   # long postings: best-first, the full scan without proof
            with self._read() as conn:
                query_plan = self._impact_query(conn, plain, grouped, documents, average)
                search = best_first_sql if runs_in_sql(query_plan) else best_first
                found = search(conn, self.space, query_plan, k, scope, args) \
                    if query_plan.postings >= self.impact_from else None
            if found is not None:
                return found
        sql, base = (_GROUPED_SQL, [grouped]) if any(grouped) else (_LEXICAL_SQL, [])
        if self._counts_kept():
            sql = _KEPT[sql]
        base = [plain, *base, float(documents), self.space, float(average), self.space]
        window = _window(k)   # the best-scored first, then the scope filter; wider when it filtered too much
        while True:
            with self._read() as conn:
                found = conn.execute(sql + scope + " ORDER BY t.score DESC, t.memory_id",
                                     [*base, window, *args]).fetchall()
            kept = [(int(r["id"]), float(r["score"])) for r in found if r["ok"]]
            if len(kept) >= k or len(found) < window:   # fewer than asked: every scored memory was seen
                return kept[:k]
            window *= 8

    def _impact_query(self, conn: Any, terms: list[str], grouped: list[bool], documents: int,
                      average: float) -> ImpactQuery:
        """The query's lexemes per term with their idf (document frequencies from `_lexeme_counts`)."""
        lexemes = self._lexemes(conn, terms)
        counts = self._lexeme_counts(conn, [lexeme for term in lexemes for lexeme in term])
        weights = {lexeme: idf(documents, counts[lexeme]) for term in lexemes for lexeme in term}
        return ImpactQuery(lexemes, grouped, weights, average, sum(counts.values()))

    def _lexemes(self, conn: Any, terms: list[str]) -> list[list[str]]:
        """Each term's lexemes under tm_english (a pure function of the term: kept for the store's life)."""
        cache = self.__dict__.setdefault("_stem_cache", {})
        missing = sorted({t for t in terms if t not in cache})
        if missing:
            if len(cache) > 50_000:
                cache.clear()
            found: dict[str, list[str]] = {t: [] for t in missing}
            for row in conn.execute(LEXEMES_SQL, (missing,)).fetchall():
                found[missing[int(row["ord"]) - 1]].append(row["lexeme"])
            cache.update(found)
        return [cache[t] for t in terms]

    def _lexeme_counts(self, conn: Any, lexemes: list[str]) -> dict[str, int]:
        """Memories of the space holding each lexeme (tm_lexemes, kept on write; before migration 5 an index-only
        count), cached for STATS_MAX_AGE_S as the corpus statistics are."""
        cache = self._fresh_cache("_lexeme_cache")
        missing = sorted(set(lexemes) - cache.keys())
        if missing:
            cache.update({lexeme: 0 for lexeme in missing})
            cache.update((row["lexeme"], int(row["n"])) for row in conn.execute(
                COUNTED_SQL if self._counts_kept(conn) else COUNT_SQL, (self.space, missing)))
        return {lexeme: cache[lexeme] for lexeme in lexemes}

    def _counts_kept(self, conn: Any = None) -> bool:
        """Whether migration 5's tm_lexemes holds the memories per lexeme (a reader may predate it: then asked
        again after STATS_MAX_AGE_S; once there, it stays)."""
        kept, asked = self.__dict__.get("_kept_counts", (False, -1e9))
        if not kept and time.monotonic() - asked >= STATS_MAX_AGE_S:
            if conn is None:
                with self._read() as own:
                    return self._counts_kept(own)
            kept = bool(conn.execute("SELECT to_regclass('tm_lexemes') IS NOT NULL AS ok").fetchone()["ok"])
            self.__dict__["_kept_counts"] = (kept, time.monotonic())
        return kept

    def _fresh_cache(self, name: str) -> dict[Any, Any]:
        """A per-store cache emptied every STATS_MAX_AGE_S (and past 10,000 keys); its time under a key no term,
        lexeme or ("term", t) pair can be."""
        cache = self.__dict__.setdefault(name, {})
        now = time.monotonic()
        if cache.get(_CACHE_TIME, -1e9) < now - STATS_MAX_AGE_S or len(cache) > 10_000:
            cache.clear()
            cache[_CACHE_TIME] = now
        return cache

    def _corpus_stats(self) -> tuple[int, float]:
        """(documents, average length) of this space for BM25; recounted at most every STATS_MAX_AGE_S
        in a large space, always in a small one (cheap there, and exact for tests)."""
        cached = self.__dict__.get("_corpus_cache")
        if cached is not None and cached[0] >= COMMON_TERM_CUTOFF_FROM and time.monotonic() - cached[2] < STATS_MAX_AGE_S:
            return cached[0], cached[1]
        with self._read() as conn:
            row = conn.execute("SELECT count(*) AS n, coalesce(avg(term_count), 1) AS avg FROM tm_memories "
                               "WHERE space = %s", (self.space,)).fetchone()
        stats = (int(row["n"]), max(float(row["avg"]), 1e-9), time.monotonic())
        self.__dict__["_corpus_cache"] = stats
        return stats[0], stats[1]

    def dense_search(self, vector: np.ndarray, model: str, k: int, *,
                     statuses: Sequence[str] = ("live",), target: str | None = None,
                     as_of: float | None = None) -> list[tuple[int, float]]:
        """Cosine top-k among memories in scope with a `model` vector; HNSW candidates, then the scope filter."""
        vector = np.asarray(vector, dtype=np.float32)
        dim = int(vector.shape[0])
        scope, args = _scope(statuses, as_of)
        wide = min(_window(k), MAX_DENSE_WINDOW)
        while True:
            hits = self._nearest(vector, model, dim, wide, scope, args, target)
            kept = [(i, s) for i, s, ok in hits if ok]
            if len(kept) >= k or len(hits) < wide or wide >= MAX_DENSE_WINDOW:
                return kept[:k]
            wide = min(wide * 4, MAX_DENSE_WINDOW)

    def _nearest(self, vector: np.ndarray, model: str, dim: int, wide: int, scope: str, args: list[Any],
                 target: str | None) -> list[tuple[int, float, bool]]:
        cast = f"vector({dim})"   # text parameters: binary (%b) measured no faster (two interleaved A/Bs disagreed)
        tail, extra = (" AND m.target = %s", [target]) if target is not None else ("", [])
        sql = (f"SELECT c.memory_id, 1 - c.distance AS score, (m.id IS NOT NULL) AS ok FROM ("
               f"SELECT memory_id, vec::{cast} <=> %s::{cast} AS distance FROM tm_vectors "
               f"WHERE model = %s AND space = %s ORDER BY vec::{cast} <=> %s::{cast} LIMIT %s) c "
               f"LEFT JOIN tm_memories m ON m.id = c.memory_id{scope}{tail} "
               "ORDER BY c.distance, c.memory_id")
        with self._read() as conn, conn.pipeline():   # one round trip: the search settings, then the search
            conn.execute("SELECT set_config('hnsw.ef_search', %s, false), "
                         "set_config('hnsw.iterative_scan', 'relaxed_order', false)", (str(max(40, min(wide, 1000))),))
            found = conn.execute(sql, [vector, model, self.space, vector, wide, *args, *extra]).fetchall()
        return [(int(r["memory_id"]), float(r["score"]), bool(r["ok"])) for r in found]

    def _discriminating_terms(self, terms: list[str], total: int) -> list[str]:
        """In a large space, drop query terms in more than COMMON_TERM_SHARE of its memories (as SQLite does);
        document frequencies are cached for STATS_MAX_AGE_S, the missing ones counted in one statement."""
        if len(terms) <= MIN_QUERY_TERMS or total < COMMON_TERM_CUTOFF_FROM:
            return terms
        cache = self._fresh_cache("_term_cache")
        missing = sorted({t for t in terms if ("term", t) not in cache})
        if missing:
            with self._read() as conn:
                cache.update((("term", t), n) for t, n in self._term_counts(conn, missing).items())
        frequency = {term: cache[("term", term)] for term in terms}
        kept = [t for t in terms if frequency[t] <= COMMON_TERM_SHARE * total]
        if len(kept) < MIN_QUERY_TERMS:
            rarest = sorted(terms, key=lambda t: frequency[t])[:MIN_QUERY_TERMS]
            kept = [t for t in terms if t in rarest]
        return kept

    def _term_counts(self, conn: Any, terms: list[str]) -> dict[str, int]:
        """Memories holding each term: a one-lexeme term's lexeme count; else those holding any of its lexemes
        (all of them, for a grouped one), counted in one statement."""
        plain = [without_latin_diacritics(t) for t in terms]
        lexemes = self._lexemes(conn, plain)
        simple = {t: x[0] for t, x in zip(terms, lexemes) if len(x) == 1 and not _grouped(t)}
        by_lexeme = self._lexeme_counts(conn, list(simple.values()))
        counts = {t: by_lexeme[lexeme] for t, lexeme in simple.items()}
        rest = [t for t in terms if t not in simple]
        if rest:
            found = conn.execute(
                "SELECT t.ord, (SELECT count(*) FROM (SELECT memory_id FROM tm_postings WHERE space = %s "
                "AND lexeme = ANY(x.lx) GROUP BY memory_id HAVING count(*) >= CASE WHEN t.grouped "
                "THEN cardinality(x.lx) ELSE 1 END) h) AS n FROM unnest(%s::text[], %s::bool[]) WITH ORDINALITY "
                "t(term, grouped, ord), "
                "LATERAL (SELECT tsvector_to_array(to_tsvector('tm_english', t.term)) AS lx) x",
                (self.space, [without_latin_diacritics(t) for t in rest], [_grouped(t) for t in rest])).fetchall()
            counts.update((rest[int(row["ord"]) - 1], int(row["n"])) for row in found)
        return counts
