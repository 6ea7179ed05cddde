"""Memories as rows on PostgreSQL: deduplicated writes (unique live hash per space), supersede under row locks."""

from __future__ import annotations

import re
import unicodedata
from dataclasses import replace
from typing import Any, Iterable, Sequence

from ...errors import MemoryNotFound, StoreError
from ...text import content_hash, index_terms
from ..memories import MemoriesPart as SqliteMemories
from ..memories import _WritePlan, trash_row_with
from ..records import Memory, NewMemory, Rewrite, WriteResult
from ..schema import HISTORY_REASONS
from ..timeline import event_epoch
from .schema import MEMORY_COLUMNS

_INSERT = (
    "INSERT INTO tm_memories (space, text, content_hash, target, type, importance, status, created_at, "
    "updated_at, event_time, event_at, valid_from, origin, source_ref, terms, term_count, embedding_model, "
    "safety_reason, safety_version) VALUES (%s,%s,%s,%s,%s,%s,%s,%s,%s,%s,%s,%s,%s,%s,to_tsvector('tm_english', %s),"
    "%s,%s,%s,%s) ")
_TOKEN = re.compile(r"[^\W_]+", re.UNICODE)


def without_latin_diacritics(text: str) -> str:
    """é -> e, ü -> u (as FTS5's remove_diacritics does for Latin script); other scripts untouched."""
    if text.isascii():
        return text
    out: list[str] = []
    for char in unicodedata.normalize("NFD", text):
        if unicodedata.category(char) == "Mn" and out and out[-1] < "\u0250":
            continue
        out.append(char)
    return unicodedata.normalize("NFC", "".join(out))


def document_text(text: str) -> str:
    """What PostgreSQL's english parser reads: FTS5's tokens of the indexed text (CJK bigrams included)
    joined by spaces, so URLs, hosts, paths and decimals split into words exactly as FTS5 splits them."""
    return " ".join(_TOKEN.findall(without_latin_diacritics(index_terms(text))))


def term_count(document: str) -> int:
    """Tokens in a document, as FTS5 counts a document's length for BM25."""
    return document.count(" ") + 1 if document else 0


def filters(**given: Any) -> tuple[str, list[Any]]:
    """`AND column = %s` clauses for the filters that are not None."""
    used = {column: value for column, value in given.items() if value is not None}
    return "".join(f" AND {column} = %s" for column in used), list(used.values())


class PgMemoriesPart:
    """Reads and writes of `tm_memories` in this store's space (part of PgColdStore)."""

    _validated = SqliteMemories._validated

    def _plan_for(self, items: Sequence[NewMemory], *, embed: bool) -> _WritePlan:
        """Validate, find the duplicates already stored (one query for the batch), embed the new ones."""
        prepared = [self._validated(item) for item in items]
        plan = _WritePlan(prepared, [None] * len(prepared))
        keys = [(content_hash(item.text), item.target, item.status) for item in prepared]
        stored = self._existing(keys)
        fresh: dict[tuple[str, str, str], int] = {}
        for pos, key in enumerate(keys):
            if key in stored:
                plan.results[pos] = WriteResult(stored[key][0], False, stored[key][1], "duplicate")
            elif key in fresh:
                plan.copies[pos] = fresh[key]
            else:
                fresh[key] = pos
                plan.todo.append(pos)
        if embed and plan.todo:
            plan.vectors, plan.reason = self._embed([prepared[p].text for p in plan.todo])
        elif plan.todo:
            plan.reason = "embedding deferred"
        return plan

    def _existing(self, keys: list[tuple[str, str, str]]) -> dict[tuple[str, str, str], tuple[int, bool]]:
        """(hash, target, status) -> (oldest id, has a vector) of what this space already holds."""
        if not keys:
            return {}
        with self._tx() as conn:
            found = conn.execute(
                "SELECT DISTINCT ON (content_hash, target, status) content_hash, target, status, id, embedding_model "
                "FROM tm_memories WHERE space = %s AND content_hash = ANY(%s) ORDER BY content_hash, target, status, id",
                (self.space, sorted({k[0] for k in keys}))).fetchall()
        return {(r["content_hash"], r["target"], r["status"]): (int(r["id"]), r["embedding_model"] is not None)
                for r in found}

    def get(self, memory_id: int) -> Memory:
        with self._tx() as conn:
            row = conn.execute(f"SELECT {MEMORY_COLUMNS} FROM tm_memories WHERE id = %s AND space = %s",
                               (int(memory_id), self.space)).fetchone()
        if row is None:
            raise MemoryNotFound(f"no memory with id {memory_id} in {self.where} (space {self.space})")
        return Memory(**row)

    def get_many(self, ids: Iterable[int]) -> dict[int, Memory]:
        ids = [int(i) for i in ids]
        if not ids:
            return {}
        with self._read() as conn:
            found = conn.execute(f"SELECT {MEMORY_COLUMNS} FROM tm_memories WHERE id = ANY(%s) AND space = %s",
                                 (ids, self.space)).fetchall()
        return {row["id"]: Memory(**row) for row in found}

    def find_by_hash(self, text: str, target: str | None = None, *, status: str = "live") -> Memory | None:
        where, args = filters(target=target)
        with self._tx() as conn:
            row = conn.execute(
                f"SELECT {MEMORY_COLUMNS} FROM tm_memories WHERE space = %s AND content_hash = %s AND status = %s"
                f"{where} ORDER BY id LIMIT 1", [self.space, content_hash(text), status, *args]).fetchone()
        return Memory(**row) if row else None

    def find_text(self, text: str, target: str | None = None) -> Memory | None:
        """A memory with this content hash in any status (live first), or None."""
        return self.find_by_hash(text, target, status="live") or self.find_by_hash(text, target, status="history")

    def list(self, *, status: str | None = "live", target: str | None = None, type: str | None = None,
             limit: int | None = None, offset: int = 0) -> list[Memory]:
        where, args = filters(status=status, target=target, type=type)
        sql = f"SELECT {MEMORY_COLUMNS} FROM tm_memories WHERE space = %s{where} ORDER BY id"
        if limit is not None or offset:
            sql += f" LIMIT {'ALL' if limit is None else int(limit)} OFFSET {max(0, int(offset))}"
        with self._tx() as conn:
            return [Memory(**r) for r in conn.execute(sql, [self.space, *args]).fetchall()]

    def count(self, *, status: str | None = "live", target: str | None = None, type: str | None = None) -> int:
        where, args = filters(status=status, target=target, type=type)
        with self._tx() as conn:
            row = conn.execute(f"SELECT count(*) AS n FROM tm_memories WHERE space = %s{where}",
                               [self.space, *args]).fetchone()
        return int(row["n"])

    def add(self, item: NewMemory, *, embed: bool = True) -> WriteResult:
        return self.add_many([item], embed=embed)[0]

    def add_many(self, items: Sequence[NewMemory], *, embed: bool = True) -> list[WriteResult]:
        """Store memories; an equal memory (same content hash, target and status) is reused, also one
        another host inserted meanwhile (the unique live index decides). Embedded before the transaction."""
        plan = self._plan_for(items, embed=embed)
        with self._tx() as conn:
            results = self._apply_plan(conn, plan)
        self._index_pending()
        return results

    def supersede(self, old_id: int, item: NewMemory) -> WriteResult:
        """A changed fact: `item` live, `old_id` its history. The old row is locked first; when another
        host superseded it meanwhile, the new version supersedes that host's version (one chain)."""
        plan = self._plan_for([item], embed=True)
        now = self.clock()
        with self._tx() as conn:
            head = self._lock_head(conn, int(old_id))
            result = self._apply_plan(conn, plan)[0]
            if head is not None and head != result.id:
                conn.execute(
                    "UPDATE tm_memories o SET status = 'history', history_reason = 'superseded', superseded_by = n.id, "
                    "updated_at = %s, valid_to = GREATEST(coalesce(o.event_at, o.valid_from, o.created_at), "
                    "coalesce(n.event_at, %s)) FROM tm_memories n WHERE n.id = %s AND o.id = %s AND o.space = %s",
                    (now, now, result.id, head, self.space))
        self._index_pending()
        return result

    def _lock_head(self, conn: Any, memory_id: int) -> int | None:
        """Lock `memory_id` (FOR UPDATE); if it is already superseded, follow the chain to its live head."""
        for _ in range(1000):
            row = conn.execute("SELECT status, superseded_by FROM tm_memories WHERE id = %s AND space = %s FOR UPDATE",
                               (memory_id, self.space)).fetchone()
            if row is None:
                return None
            if row["status"] == "live" or row["superseded_by"] is None:
                return memory_id
            memory_id = int(row["superseded_by"])
        return None

    def archive(self, item: NewMemory, *, superseded_by: int | None = None, reason: str = "removed") -> WriteResult:
        """Store `item` as history; idempotent like `add` (an equal history memory is reused)."""
        if reason not in HISTORY_REASONS:
            raise StoreError(f"history reason must be one of {HISTORY_REASONS}, got {reason!r}")
        item = replace(item, status="history")
        plan = self._plan_for([item], embed=True)
        with self._tx() as conn:
            result = self._apply_plan(conn, plan)[0]
            if result.created:
                conn.execute("UPDATE tm_memories SET valid_to = %s, superseded_by = %s, history_reason = %s "
                             "WHERE id = %s", (self.clock(), superseded_by, reason, result.id))
        self._index_pending()
        return result

    def history(self, memory_id: int) -> list[Memory]:
        """The memory and every version it replaced (transitively), newest first."""
        with self._tx() as conn:
            found = conn.execute(
                "WITH RECURSIVE chain(id, depth) AS (SELECT %s::bigint, 0 UNION "
                "SELECT m.id, chain.depth + 1 FROM tm_memories m JOIN chain ON m.superseded_by = chain.id "
                "WHERE chain.depth < 1000 AND m.space = %s) "
                f"SELECT {MEMORY_COLUMNS} FROM tm_memories WHERE id IN (SELECT id FROM chain) AND space = %s "
                "ORDER BY coalesce(valid_to, 1e300) DESC, id DESC", (int(memory_id), self.space, self.space)).fetchall()
        if not found:
            raise MemoryNotFound(f"no memory with id {memory_id} in {self.where} (space {self.space})")
        return [Memory(**r) for r in found]

    def _apply_plan(self, conn: Any, plan: Any) -> list[WriteResult]:
        now = self.clock()
        for row, pos in enumerate(plan.todo):
            vector = plan.vectors[row] if plan.vectors is not None else None
            model = self.embedder.model_id if vector is not None else None
            new_id = self._insert_row(conn, plan.items[pos], now, model)
            if new_id is None:   # another writer stored it first: theirs is the one
                twin = self._twin(conn, plan.items[pos])
                plan.results[pos] = WriteResult(twin[0], False, twin[1], "duplicate")
                continue
            if vector is not None:
                self._put_vector_in(conn, new_id, model, vector, marked=True)
            plan.results[pos] = WriteResult(new_id, True, vector is not None, plan.reason)
        self._post_terms(conn, [r.id for r in plan.results if r is not None and r.created])
        for pos, first in plan.copies.items():
            original = plan.results[first]
            plan.results[pos] = WriteResult(original.id, False, original.embedded, "duplicate")
        return [r for r in plan.results if r is not None]

    def _insert_row(self, conn: Any, item: NewMemory, now: float, model: str | None) -> int | None:
        conflict = "ON CONFLICT (space, content_hash, target) WHERE status = 'live' DO NOTHING " \
            if item.status == "live" else ""
        row = conn.execute(_INSERT + conflict + "RETURNING id", (
            self.space, item.text, content_hash(item.text), item.target, item.type, item.importance, item.status,
            now, now, item.event_time, event_epoch(item.text, item.event_time),
            now if item.valid_from is None else min(float(item.valid_from), now), item.origin, item.source_ref,
            document_text(item.text), term_count(document_text(item.text)), model, item.safety_reason,
            item.safety_version)).fetchone()
        return int(row["id"]) if row else None

    def _post_terms(self, conn: Any, ids: list[int]) -> None:
        """The lexical index rows of these new memories (lexeme, term frequency, document length)."""
        if ids:
            conn.execute("INSERT INTO tm_postings (space, lexeme, memory_id, tf, dl) SELECT m.space, u.lexeme, m.id, "
                         "coalesce(array_length(u.positions, 1), 1), m.term_count FROM tm_memories m, unnest(m.terms) u "
                         "WHERE m.id = ANY(%s) ON CONFLICT DO NOTHING", (ids,))

    def _twin(self, conn: Any, item: NewMemory) -> tuple[int, bool]:
        row = conn.execute("SELECT id, embedding_model FROM tm_memories WHERE space = %s AND content_hash = %s "
                           "AND target = %s AND status = 'live'",
                           (self.space, content_hash(item.text), item.target)).fetchone()
        return int(row["id"]), row["embedding_model"] is not None

    def unscanned(self, version: str, *, limit: int, after_id: int = 0) -> list[Memory]:
        """Memories (any status) whose safety verdict is missing or of another detector version, by id."""
        with self._tx() as conn:
            found = conn.execute(
                f"SELECT {MEMORY_COLUMNS} FROM tm_memories WHERE space = %s AND id > %s AND "
                "safety_version IS DISTINCT FROM %s ORDER BY id LIMIT %s",
                (self.space, int(after_id), version, int(limit))).fetchall()
        return [Memory(**r) for r in found]

    def safety_counts(self, version: str) -> dict[str, int]:
        """Memories (any status) whose current verdict keeps them out of prompts, and those waiting for a scan."""
        with self._tx() as conn:
            row = conn.execute(
                "SELECT count(*) FILTER (WHERE safety_reason IS NOT NULL AND safety_version = %s) AS unsafe, "
                "count(*) FILTER (WHERE safety_version IS DISTINCT FROM %s) AS unscanned FROM tm_memories "
                "WHERE space = %s", (version, version, self.space)).fetchone()
        return {"unsafe": int(row["unsafe"]), "unscanned": int(row["unscanned"])}

    def set_verdicts(self, verdicts: Sequence[tuple[int, str | None, str]]) -> int:
        """Store `(id, safety_reason, safety_version)` per memory (one transaction); returns rows changed."""
        with self._tx() as conn:
            return sum(conn.execute("UPDATE tm_memories SET safety_reason = %s, safety_version = %s "
                                    "WHERE id = %s AND space = %s",
                                    (reason, version, int(memory_id), self.space)).rowcount
                       for memory_id, reason, version in verdicts)

    def rewrite_text(self, memory_id: int, text: str, *, safety_reason: str | None, safety_version: str) -> Rewrite:
        """As ColdStore.rewrite_text: the text replaced in place, postings and vector redone, audit redacted."""
        old = self.get(memory_id)
        text = self._validated(NewMemory(text, target=old.target, type=old.type, status=old.status)).text
        vectors, _ = self._embed([text])
        model = self.embedder.model_id if vectors is not None else None
        now, document = self.clock(), document_text(text)
        with self._tx() as conn:
            twin = self._lock_twin(conn, old, text)
            status = ("history", "merged", twin, now) if twin is not None else (old.status, old.history_reason,
                                                                                 old.superseded_by, old.valid_to)
            conn.execute(
                "UPDATE tm_memories SET text = %s, content_hash = %s, updated_at = %s, safety_reason = %s, "
                "safety_version = %s, embedding_model = %s, terms = to_tsvector('tm_english', %s), term_count = %s, "
                "status = %s, history_reason = %s, superseded_by = %s, valid_to = %s WHERE id = %s AND space = %s",
                (text, content_hash(text), now, safety_reason, safety_version, model, document, term_count(document),
                 *status, old.id, self.space))
            conn.execute("DELETE FROM tm_postings WHERE memory_id = %s", (old.id,))
            conn.execute("DELETE FROM tm_vectors WHERE memory_id = %s", (old.id,))
            if vectors is not None:
                self._put_vector_in(conn, old.id, model, vectors[0], marked=True)
            self._post_terms(conn, [old.id])
        self._index_pending()
        return Rewrite(old.id, vectors is not None, self._redact_local_audit([old.id], [old.text]), twin)

    def set_trash_verdict(self, trash_id: int, text: str, *, safety_reason: str | None, safety_version: str) -> int:
        """As ColdStore.set_trash_verdict (the audit is the worker's local one)."""
        with self._tx() as conn:
            row = conn.execute("SELECT memory_id, row_json FROM tm_trash WHERE id = %s AND space = %s FOR UPDATE",
                               (int(trash_id), self.space)).fetchone()
            if row is None:
                raise MemoryNotFound(f"no trash entry {trash_id} in {self.where} (space {self.space})")
            data, old = trash_row_with(row["row_json"], text, safety_reason, safety_version)
            conn.execute("UPDATE tm_trash SET row_json = %s WHERE id = %s", (data, int(trash_id)))
        return 0 if old == text else self._redact_local_audit([int(row["memory_id"])], [old])

    def _lock_twin(self, conn: Any, old: Memory, text: str) -> int | None:
        """The live memory (another one) already holding `text`, which the unique live index keeps single."""
        if old.status != "live":
            return None
        row = conn.execute("SELECT id FROM tm_memories WHERE space = %s AND content_hash = %s AND target = %s "
                           "AND status = 'live' AND id != %s FOR UPDATE",
                           (self.space, content_hash(text), old.target, old.id)).fetchone()
        return int(row["id"]) if row else None
