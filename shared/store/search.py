"""Search: the FTS5 lexical leg (discriminating terms only in large stores), the filtered dense leg, common words."""

from __future__ import annotations

from typing import Any, Sequence

import numpy as np

from ..text import fts_match_expression, query_terms, query_words, without_words
from .timeline import scope_sql

COMMON_TERM_CUTOFF_FROM = 5000   # memories; below this every query term is used
COMMON_TERM_SHARE = 0.05         # a term in more than this share of memories is "common"
MIN_QUERY_TERMS = 2
COMMON_WORD_MIN_COUNT = 3        # a word in fewer memories than this is never "common" (a store of a few memories)
MAX_DENSE_WINDOW = 4096          # sqlite-vec's largest k; also bounds a heavily filtered search


class SearchPart:
    """Top-k searches over live (or chosen-status) memories (part of ColdStore)."""

    def lexical_search(self, query: str, k: int, *, statuses: Sequence[str] = ("live",),
                       target: str | None = None, as_of: float | None = None) -> list[tuple[int, float]]:
        """FTS5 OR-query of the query's terms (a Korean word as one term: all its bigrams); (memory_id,
        bm25 score, higher is better).

        `statuses` ("live", "history") picks what is searched; `as_of` (epoch seconds) instead
        searches what was true at that moment, live or history (see timeline.scope_sql)."""
        expression = fts_match_expression(self._discriminating_terms(query_terms(query, korean_words=True)))
        if expression is None:
            return []
        scope, scope_args = scope_sql(statuses, as_of)
        sql = (
            "SELECT t.rowid, -bm25(memory_terms) AS score FROM memory_terms t "
            "JOIN memories m ON m.id = t.rowid WHERE memory_terms MATCH ?" + scope
        )
        args: list[Any] = [expression, *scope_args]
        if target is not None:
            sql += " AND m.target = ?"
            args.append(target)
        sql += " ORDER BY bm25(memory_terms) LIMIT ?"
        args.append(int(k))
        with self._reader_lock:
            rows = self._read_connection().execute(sql, args).fetchall()
        return [(int(r[0]), float(r[1])) for r in rows]

    def dense_search(self, vector: np.ndarray, model: str, k: int, *,
                     statuses: Sequence[str] = ("live",), target: str | None = None,
                     as_of: float | None = None) -> list[tuple[int, float]]:
        """Cosine top-k among memories with a `model` vector in scope (as `lexical_search`); (memory_id, cosine)."""
        wide = min(k * 2 + 10, MAX_DENSE_WINDOW)
        while True:
            hits = self.index.search(model, vector, wide)
            wanted = self._filter_ids([i for i, _ in hits], statuses, target, as_of)
            kept = [(i, s) for i, s in hits if i in wanted]
            if len(kept) >= k or len(hits) < wide or wide >= MAX_DENSE_WINDOW:
                return kept[:k]
            wide = min(wide * 4, MAX_DENSE_WINDOW)

    def _filter_ids(self, ids: list[int], statuses: Sequence[str], target: str | None,
                    as_of: float | None = None) -> set[int]:
        return set(self.event_times(ids, statuses=statuses, target=target, as_of=as_of))  # type: ignore[attr-defined]

    def word_counts(self, query: str) -> tuple[dict[str, int], int]:
        """({query word: how many indexed memories hold all its search terms}, how many memories are indexed):
        one FTS5 count per word that has search terms (words as text.query_words splits them). Like
        `_discriminating_terms`, it counts every indexed memory, whatever its status: commonness, not scope."""
        counts: dict[str, int] = {}
        with self._reader_lock:
            reader = self._read_connection()
            total = int(reader.execute("SELECT count(*) FROM memories").fetchone()[0])
            for word in dict.fromkeys(query_words(query)):
                terms = query_terms(word, korean_words=True)
                if terms:
                    expression = " AND ".join(f"({fts_match_expression([term])})" for term in terms)
                    counts[word] = int(reader.execute(
                        "SELECT count(*) FROM memory_terms WHERE memory_terms MATCH ?", (expression,)).fetchone()[0])
        return counts, total

    def common_words(self, query: str, share: float, *, min_count: int = COMMON_WORD_MIN_COUNT) -> set[str]:
        """The query's words held by more than `share` of the indexed memories (and by at least `min_count`):
        they say little about which memory is meant ("user" where most memories are about the user)."""
        counts, total = self.word_counts(query)
        return {word for word, count in counts.items() if count > share * total and count >= min_count}

    def without_common_words(self, query: str, share: float) -> str:
        """`query` without its common words (`common_words`), for the dense leg of a short query: what it
        embeds then weighs the words that tell memories apart (bench/retrieval_short.py measures it)."""
        return without_words(query, self.common_words(query, share)) if share > 0 else query

    def _discriminating_terms(self, terms: list[str]) -> list[str]:
        """In a large store, drop query terms that occur in more than COMMON_TERM_SHARE of
        the memories (they barely move BM25 but dominate its cost); keep the rarest few."""
        if len(terms) <= MIN_QUERY_TERMS:
            return terms
        with self._reader_lock:
            reader = self._read_connection()
            total = int(reader.execute("SELECT coalesce(max(id), 0) FROM memories").fetchone()[0])
            if total < COMMON_TERM_CUTOFF_FROM:
                return terms
            frequency = {
                term: int(reader.execute(
                    "SELECT count(*) FROM memory_terms WHERE memory_terms MATCH ?",
                    (fts_match_expression([term]),),
                ).fetchone()[0])
                for term in terms
            }
        kept = [t for t in terms if frequency[t] <= COMMON_TERM_SHARE * total]
        if len(kept) < MIN_QUERY_TERMS:
            rarest = sorted(terms, key=lambda t: frequency[t])[:MIN_QUERY_TERMS]
            kept = [t for t in terms if t in rarest]
        return kept
