"""The import writer: records from any importer into the cold store, as the single writer (worker lock held).

Every text passes the worker's safety scan (a secret or instruction-like text is refused
and counted, never stored). Dedup: exact (same text, target and status: importing twice
adds nothing), a text the user forgot (in the trash) is not brought back, and, for
foreign formats, a text the worker would call the same fact as a stored one is skipped.
Batches commit one by one; a re-run after an interruption skips what is already in.
Times, recall counts and history links of our own export are kept.
"""

from __future__ import annotations

import base64
from collections import Counter
from typing import Any, Callable, Iterable, Iterator

import numpy as np

from ..shared import db
from ..shared.store import TYPES, NewMemory
from ..shared.verdicts import stamped
from ..shared.text import content_hash, normalize

BATCH = 200
TIME_FIELDS = ("created_at", "updated_at", "last_recalled_at", "recall_count", "valid_from", "valid_to", "history_reason")


def _batches(records: Iterable[dict[str, Any]], size: int) -> Iterator[list[dict[str, Any]]]:
    batch: list[dict[str, Any]] = []
    for record in records:
        batch.append(record)
        if len(batch) >= size:
            yield batch
            batch = []
    if batch:
        yield batch


class Importer:
    """One import run into `ctx` (a WorkerContext held under the worker lock)."""

    def __init__(self, ctx: Any, *, lossless: bool, embed: bool) -> None:
        from ..worker.migrate import unsafe_reason
        from ..worker.mirror import classify_entry

        self.ctx, self.lossless, self.embed = ctx, lossless, embed
        self._unsafe, self._classify = unsafe_reason, classify_entry
        self.forgotten = {content_hash(r["text"]) for r in ctx.store.trashed_rows()}
        self.ids: dict[int, int] = {}            # id in the source file -> id here
        self.links: list[tuple[int, int]] = []   # (source id, source superseded_by)
        self.counts: Counter[str] = Counter()
        self.refused: Counter[str] = Counter()

    def run(self, records: Iterable[dict[str, Any]], progress: Callable[[int, int], None] | None, total: int) -> None:
        conn = db.connect(self.ctx.paths.cold_db)
        try:
            done = 0
            for batch in _batches(records, BATCH):
                self._batch(conn, batch)
                done += len(batch)
                if progress is not None:
                    progress(done, total)
            self._link(conn)
        finally:
            conn.close()

    def _accept(self, record: dict[str, Any]) -> NewMemory | None:
        text = normalize(str(record.get("text") or ""))
        if not text:
            self.counts["empty"] += 1
            return None
        unsafe = self._unsafe(text)
        if unsafe:
            self.refused["secret" if unsafe.startswith("looks like a secret") else "instruction"] += 1
            return None
        status = record.get("status") or "live"
        if content_hash(text) in self.forgotten:   # in the trash here: not brought back, not trashed twice
            self.counts["duplicate" if status == "trash" else "forgotten"] += 1
            return None
        target = record.get("target") if record.get("target") in ("memory", "user") else "memory"
        kind = record.get("type") if record.get("type") in TYPES else self._classify(text).type
        if not self.lossless and self._same_fact_stored(text, target):
            self.counts["same_fact"] += 1
            return None
        importance = float(record.get("importance") if record.get("importance") is not None else 0.5)
        return stamped(NewMemory(text, target, kind, min(1.0, max(0.0, importance)),
                                 str(record.get("origin") or "import"), record.get("source_ref"),
                                 record.get("event_time"), "history" if status == "history" else "live"))

    def _same_fact_stored(self, text: str, target: str) -> bool:
        from ..worker.dedup import SAME, compare

        store = self.ctx.store
        hits = store.get_many([i for i, _ in store.lexical_search(text, 5, target=target)])
        return any(compare(text, m.text).kind == SAME for m in hits.values())

    def _batch(self, conn: Any, batch: list[dict[str, Any]]) -> None:
        accepted = [(r, item) for r in batch if (item := self._accept(r)) is not None]
        carried = [(r, item) for r, item in accepted if r.get("vector")]   # stored with the file's vectors
        bare = [(r, item) for r, item in accepted if not r.get("vector")]
        for part, embed in ((carried, False), (bare, self.embed)):
            if part:
                self._store(conn, part, self.ctx.store.add_many([item for _, item in part], embed=embed))

    def _store(self, conn: Any, accepted: list[tuple[dict[str, Any], NewMemory]], results: list[Any]) -> None:
        vectors: dict[str, list[tuple[int, np.ndarray]]] = {}
        updates, trashed = [], []
        for (record, _), result in zip(accepted, results):
            if record.get("id") is not None:
                self.ids[int(record["id"])] = result.id
                if record.get("superseded_by") is not None:
                    self.links.append((int(record["id"]), int(record["superseded_by"])))
            if not result.created:
                self.counts["duplicate"] += 1
                continue
            self.counts["added"] += 1
            updates.append([record.get(f) for f in TIME_FIELDS] + [result.id])
            if record.get("vector") and not result.embedded:
                vec = record["vector"]
                array = np.frombuffer(base64.b64decode(vec["b64"]), dtype="<f4").astype(np.float32)
                vectors.setdefault(vec["model"], []).append((result.id, array))
            if record.get("status") == "trash":
                trashed.append((result.id, record))
        with db.atomic(conn):
            conn.executemany(
                "UPDATE memories SET created_at = coalesce(?, created_at), updated_at = coalesce(?, updated_at), "
                "last_recalled_at = ?, recall_count = coalesce(?, 0), valid_from = coalesce(?, valid_from), "
                "valid_to = ?, history_reason = coalesce(?, history_reason) WHERE id = ?", updates)
        for model, pairs in vectors.items():
            self.ctx.store.import_vectors(model, [i for i, _ in pairs], np.stack([v for _, v in pairs]))
            self.counts["vectors_imported"] += len(pairs)
        for memory_id, record in trashed:
            entry = self.ctx.store.trash(memory_id, str(record.get("trash_reason") or "imported from the trash"))
            if record.get("trashed_at") is not None:
                with db.atomic(conn):
                    conn.execute("UPDATE trash SET trashed_at = ? WHERE id = ?", (record["trashed_at"], entry.id))

    def _link(self, conn: Any) -> None:
        """History links of the source file, re-pointed at the ids given here."""
        pairs = [(self.ids[new], self.ids[old]) for old, new in self.links if old in self.ids and new in self.ids]
        if pairs:
            with db.atomic(conn):
                conn.executemany("UPDATE memories SET superseded_by = ? WHERE id = ? AND superseded_by IS NULL", pairs)

    def report(self) -> dict[str, Any]:
        return {"added": self.counts["added"], "duplicates": self.counts["duplicate"],
                "same_fact_skipped": self.counts["same_fact"], "forgotten_skipped": self.counts["forgotten"],
                "empty": self.counts["empty"], "refused": dict(self.refused),
                "refused_total": sum(self.refused.values()), "vectors_imported": self.counts["vectors_imported"]}
