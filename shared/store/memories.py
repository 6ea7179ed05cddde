"""Memories as rows: validated, deduplicated writes (live or history) and the reads by id, hash and status."""

from __future__ import annotations

import json
from dataclasses import dataclass, field, replace
from typing import Any, Iterable, Sequence

import numpy as np

from .. import db
from ..errors import MemoryNotFound, StoreError
from ..text import content_hash, index_terms, normalize
from .base import sql_filters
from .records import Memory, NewMemory, Rewrite, WriteResult
from .schema import HISTORY_REASONS, MEMORY_COLUMNS, STATUSES, TARGETS, TYPES
from .timeline import event_epoch, valid_since_sql


class MemoriesPart:
    """Reads and writes of the `memories` table and its FTS terms (part of ColdStore)."""

    def get(self, memory_id: int) -> Memory:
        with self._lock:
            row = self._conn.execute(
                f"SELECT {MEMORY_COLUMNS} FROM memories WHERE id = ?", (int(memory_id),)
            ).fetchone()
        if row is None:
            raise MemoryNotFound(f"no memory with id {memory_id} in {self.path}")
        return Memory(**dict(row))

    def get_many(self, ids: Iterable[int]) -> dict[int, Memory]:
        ids = [int(i) for i in ids]
        if not ids:
            return {}
        with self._lock:
            rows = self._conn.execute(
                f"SELECT {MEMORY_COLUMNS} FROM memories WHERE id IN ({','.join('?' * len(ids))})", ids
            ).fetchall()
        return {row["id"]: Memory(**dict(row)) for row in rows}

    def find_by_hash(self, text: str, target: str | None = None, *, status: str = "live") -> Memory | None:
        sql = f"SELECT {MEMORY_COLUMNS} FROM memories WHERE content_hash = ? AND status = ?"
        args: list[Any] = [content_hash(text), status]
        if target is not None:
            sql += " AND target = ?"
            args.append(target)
        with self._lock:
            row = self._conn.execute(sql + " ORDER BY id LIMIT 1", args).fetchone()
        return Memory(**dict(row)) if row else None

    def find_text(self, text: str, target: str | None = None) -> Memory | None:
        """A memory with this content hash in any status (live first), or None."""
        return self.find_by_hash(text, target, status="live") or self.find_by_hash(text, target, status="history")

    def list(self, *, status: str | None = "live", target: str | None = None, type: str | None = None,
             limit: int | None = None, offset: int = 0) -> list[Memory]:
        where, args = sql_filters(status=status, target=target, type=type)
        sql = f"SELECT {MEMORY_COLUMNS} FROM memories WHERE 1 = 1{where} ORDER BY id"
        if limit is not None or offset:
            sql += f" LIMIT {-1 if limit is None else int(limit)} OFFSET {max(0, int(offset))}"
        with self._lock:
            return [Memory(**dict(r)) for r in self._conn.execute(sql, args).fetchall()]

    def count(self, *, status: str | None = "live", target: str | None = None, type: str | None = None) -> int:
        where, args = sql_filters(status=status, target=target, type=type)
        with self._lock:
            return int(self._conn.execute(f"SELECT count(*) FROM memories WHERE 1 = 1{where}", args).fetchone()[0])

    def add(self, item: NewMemory, *, embed: bool = True) -> WriteResult:
        return self.add_many([item], embed=embed)[0]

    def add_many(self, items: Sequence[NewMemory], *, embed: bool = True) -> list[WriteResult]:
        """Store memories; an equal memory (same content hash, target and status) is reused.

        Duplicates are found before embedding; the new texts are embedded in one batch;
        an embedder failure stores them lexical-only with the reason in the result.
        """
        plan = self._plan(items, embed=embed)
        with self._lock, db.atomic(self._conn):
            return self._apply(plan)

    def supersede(self, old_id: int, item: NewMemory) -> WriteResult:
        """A changed fact: store `item` live and turn `old_id` into its history (both kept, one transaction).

        The old version stops being true when the new one starts: the new entry's own date
        when it has one (never before the old one started), else now."""
        plan = self._plan([item], embed=True)
        now = self.clock()
        with self._lock, db.atomic(self._conn):
            result = self._apply(plan)[0]
            self._conn.execute(
                "UPDATE memories SET status = 'history', history_reason = 'superseded', superseded_by = ?, "
                f"updated_at = ?, valid_to = max({valid_since_sql('memories')}, "
                "coalesce((SELECT event_at FROM memories WHERE id = ?), ?)) WHERE id = ? AND id != ?",
                (result.id, now, result.id, now, int(old_id), result.id),
            )
        return result

    def archive(self, item: NewMemory, *, superseded_by: int | None = None, reason: str = "removed") -> WriteResult:
        """Store `item` as history (removed, replaced or a near-duplicate of `superseded_by`).

        Idempotent like `add`: an equal history memory of the same target is reused.
        """
        if reason not in HISTORY_REASONS:
            raise StoreError(f"history reason must be one of {HISTORY_REASONS}, got {reason!r}")
        item = replace(item, status="history")
        plan = self._plan([item], embed=True)
        with self._lock, db.atomic(self._conn):
            result = self._apply(plan)[0]
            if result.created:
                self._conn.execute(
                    "UPDATE memories SET valid_to = ?, superseded_by = ?, history_reason = ? WHERE id = ?",
                    (self.clock(), superseded_by, reason, result.id),
                )
        return result

    def history(self, memory_id: int) -> list[Memory]:
        """The memory and every version it replaced (transitively), newest first."""
        with self._lock:
            rows = self._conn.execute(
                "WITH RECURSIVE chain(id, depth) AS (SELECT ?, 0 UNION "
                "SELECT m.id, chain.depth + 1 FROM memories m JOIN chain ON m.superseded_by = chain.id "
                "WHERE chain.depth < 1000) "
                f"SELECT {MEMORY_COLUMNS} FROM memories WHERE id IN (SELECT id FROM chain) "
                "ORDER BY coalesce(valid_to, 1e300) DESC, id DESC", (int(memory_id),)
            ).fetchall()
        if not rows:
            raise MemoryNotFound(f"no memory with id {memory_id} in {self.path}")
        return [Memory(**dict(r)) for r in rows]

    def unscanned(self, version: str, *, limit: int, after_id: int = 0) -> list[Memory]:
        """Memories (any status) whose safety verdict is missing or of another detector version, by id."""
        with self._lock:
            rows = self._conn.execute(
                f"SELECT {MEMORY_COLUMNS} FROM memories WHERE id > ? AND (safety_version IS NULL OR safety_version != ?) "
                "ORDER BY id LIMIT ?", (int(after_id), version, int(limit))).fetchall()
        return [Memory(**dict(r)) for r in rows]

    def safety_counts(self, version: str) -> dict[str, int]:
        """Memories (any status) whose current verdict keeps them out of prompts, and those waiting for a scan."""
        with self._lock:
            row = self._conn.execute(
                "SELECT coalesce(sum(safety_reason IS NOT NULL AND safety_version = ?), 0), "
                "coalesce(sum(safety_version IS NULL OR safety_version != ?), 0) FROM memories",
                (version, version)).fetchone()
        return {"unsafe": int(row[0]), "unscanned": int(row[1])}

    def set_verdicts(self, verdicts: Sequence[tuple[int, str | None, str]]) -> int:
        """Store `(id, safety_reason, safety_version)` per memory (one transaction); returns rows changed."""
        with self._lock, db.atomic(self._conn):
            return sum(self._conn.execute("UPDATE memories SET safety_reason = ?, safety_version = ? WHERE id = ?",
                                          (reason, version, int(memory_id))).rowcount
                       for memory_id, reason, version in verdicts)

    def rewrite_text(self, memory_id: int, text: str, *, safety_reason: str | None, safety_version: str) -> Rewrite:
        """Replace a memory's text in place (a secret redacted): same id, type, history links and counts; new hash,
        terms and vector. The old text leaves the row, the FTS index (on `compact`), the vectors and the audit
        (redacted as purge does). An equal live memory already stored makes this one its merged history."""
        old = self.get(memory_id)
        text = self._validated(NewMemory(text, target=old.target, type=old.type, status=old.status)).text
        twin = self.find_by_hash(text, old.target, status="live") if old.status == "live" else None
        vectors, _ = self._embed([text])
        now = self.clock()
        with self._lock, db.atomic(self._conn):
            self._conn.execute(
                "UPDATE memories SET text = ?, content_hash = ?, updated_at = ?, safety_reason = ?, safety_version = ?, "
                "embedding_model = NULL WHERE id = ?",
                (text, content_hash(text), now, safety_reason, safety_version, old.id))
            if twin is not None and twin.id != old.id:
                self._conn.execute("UPDATE memories SET status = 'history', history_reason = 'merged', "
                                   "superseded_by = ?, valid_to = ? WHERE id = ?", (twin.id, now, old.id))
            self._conn.execute("DELETE FROM memory_terms WHERE rowid = ?", (old.id,))
            self._conn.execute("INSERT INTO memory_terms (rowid, terms) VALUES (?, ?)", (old.id, index_terms(text)))
            self._drop_vectors_of(old.id)
            if vectors is not None:
                self._store_vector(old.id, vectors[0])
            redacted = self._redact_audit([old.id], [old.text])
            self._conn.execute("INSERT OR REPLACE INTO meta (key, value) VALUES ('compact_due', '1')")
        merged = twin.id if twin is not None and twin.id != old.id else None
        return Rewrite(old.id, vectors is not None, redacted, merged)

    def set_trash_verdict(self, trash_id: int, text: str, *, safety_reason: str | None, safety_version: str) -> int:
        """A trashed memory's verdict, kept in its restorable row, and its text when a secret was redacted (the old
        text then leaves the audit as a purge redacts it). Returns the audit rows redacted."""
        with self._lock, db.atomic(self._conn):
            row = self._conn.execute("SELECT memory_id, row_json FROM trash WHERE id = ?", (int(trash_id),)).fetchone()
            if row is None:
                raise MemoryNotFound(f"no trash entry {trash_id} in {self.path}")
            data, old = trash_row_with(row["row_json"], text, safety_reason, safety_version)
            self._conn.execute("UPDATE trash SET row_json = ? WHERE id = ?", (data, int(trash_id)))
            if old == text:
                return 0
            self._conn.execute("INSERT OR REPLACE INTO meta (key, value) VALUES ('compact_due', '1')")
            return self._redact_audit([int(row["memory_id"])], [old])

    def _drop_vectors_of(self, memory_id: int) -> None:
        if self._conn.execute("DELETE FROM vectors WHERE memory_id = ?", (memory_id,)).rowcount:
            self._conn.execute("UPDATE meta SET value = CAST(value AS INTEGER) + 1 WHERE key = 'vector_deletions'")
            self.index.on_delete([memory_id])

    def _plan(self, items: Sequence[NewMemory], *, embed: bool) -> "_WritePlan":
        """Validate, find duplicates (before embedding), embed what is new in one batch."""
        prepared = [self._validated(item) for item in items]
        plan = _WritePlan(prepared, [None] * len(prepared))
        fresh: dict[tuple[str, str, str], int] = {}
        for pos, item in enumerate(prepared):
            key = (content_hash(item.text), item.target, item.status)
            existing = self.find_by_hash(item.text, item.target, status=item.status)
            if existing is not None:
                plan.results[pos] = WriteResult(existing.id, False, existing.embedding_model is not None, "duplicate")
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

    def _apply(self, plan: "_WritePlan") -> list[WriteResult]:
        """Insert the plan's new memories; call inside one transaction."""
        now = self.clock()
        for row, pos in enumerate(plan.todo):
            vector = plan.vectors[row] if plan.vectors is not None else None
            new_id = self._insert(plan.items[pos], vector, now)
            plan.results[pos] = WriteResult(new_id, True, vector is not None, plan.reason)
        for pos, first in plan.copies.items():
            original = plan.results[first]
            assert original is not None
            plan.results[pos] = WriteResult(original.id, False, original.embedded, "duplicate")
        return [r for r in plan.results if r is not None]

    def _validated(self, item: NewMemory) -> NewMemory:
        text = normalize(item.text)
        if not text:
            raise StoreError("cannot store an empty memory")
        if item.target not in TARGETS:
            raise StoreError(f"target must be one of {TARGETS}, got {item.target!r}")
        if item.type not in TYPES:
            raise StoreError(f"type must be one of {TYPES}, got {item.type!r}")
        if item.status not in STATUSES:
            raise StoreError(f"status must be one of {STATUSES}, got {item.status!r}")
        if not 0.0 <= float(item.importance) <= 1.0:
            raise StoreError(f"importance must be within 0..1, got {item.importance!r}")
        return replace(item, text=text, importance=float(item.importance))

    def _insert(self, item: NewMemory, vector: np.ndarray | None, now: float) -> int:
        memory_id = self._next_id()
        self._conn.execute(
            "INSERT INTO memories (id, text, content_hash, target, type, importance, status, created_at, updated_at, "
            "event_time, event_at, valid_from, origin, source_ref, safety_reason, safety_version) "
            "VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
            (memory_id, item.text, content_hash(item.text), item.target, item.type, item.importance, item.status,
             now, now, item.event_time, event_epoch(item.text, item.event_time),
             now if item.valid_from is None else min(float(item.valid_from), now), item.origin, item.source_ref,
             item.safety_reason, item.safety_version),
        )
        self._conn.execute("INSERT INTO memory_terms (rowid, terms) VALUES (?, ?)",
                           (memory_id, index_terms(item.text)))
        if vector is not None:
            self._store_vector(memory_id, vector)
        return memory_id


    def _next_id(self) -> int:
        """A memory id never used before, even by a memory since trashed or purged (SQLite would
        reuse the highest id after a delete, and a restore or purge would then hit the wrong one)."""
        memory_id = int(self._conn.execute(
            "SELECT max(coalesce((SELECT max(id) FROM memories), 0), coalesce((SELECT max(memory_id) FROM trash), 0), "
            "coalesce((SELECT CAST(value AS INTEGER) FROM meta WHERE key = 'last_memory_id'), 0)) + 1").fetchone()[0])
        self._conn.execute("INSERT OR REPLACE INTO meta (key, value) VALUES ('last_memory_id', ?)", (str(memory_id),))
        return memory_id


def trash_row_with(row_json: str, text: str, safety_reason: str | None, safety_version: str) -> tuple[str, str]:
    """(the trash row's JSON with this text and verdict, the text it held)."""
    data = json.loads(row_json)
    old = str(data.get("text", ""))
    data.update(text=text, content_hash=content_hash(text), safety_reason=safety_reason, safety_version=safety_version)
    return json.dumps(data, ensure_ascii=False), old


@dataclass
class _WritePlan:
    """What one write will do: validated items, their results so far, what to insert."""

    items: list[NewMemory]
    results: list[WriteResult | None]
    todo: list[int] = field(default_factory=list)
    copies: dict[int, int] = field(default_factory=dict)  # position -> position of its first copy
    vectors: np.ndarray | None = None
    reason: str | None = None
