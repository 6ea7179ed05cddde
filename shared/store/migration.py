"""Moving a whole cold store between backends (SQLite <-> PostgreSQL): memories with history links,
trash and vectors, in batches, resumable (what is already there is skipped), with progress callbacks.

The source is read through the public store API; each destination writes raw rows (timestamps,
status, counters kept). PostgreSQL gives new ids (the id map is stored in `tm_migrated`, which
is also what makes a second run resume); SQLite keeps the source ids.
"""

from __future__ import annotations

import json
import logging
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable

import numpy as np

from .. import db
from ..text import content_hash, index_terms
from .records import Memory

log = logging.getLogger("tiered_memory.store.migration")

ROW_FIELDS = [f for f in Memory.__dataclass_fields__]


@dataclass
class MigrationReport:
    memories: int = 0
    skipped: int = 0
    vectors: int = 0
    trash: int = 0
    sessions: int = 0
    id_map: dict[int, int] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {"memories": self.memories, "skipped": self.skipped, "vectors": self.vectors, "trash": self.trash,
                "sessions": self.sessions}


class PgTarget:
    """Rows into a PgColdStore's space; ids renumbered and recorded per source."""

    def __init__(self, store: Any, source_key: str) -> None:
        self.store, self.source = store, source_key

    def known(self) -> dict[int, int]:
        with self.store._tx() as conn:
            return {int(r["old_id"]): int(r["new_id"]) for r in conn.execute(
                "SELECT old_id, new_id FROM tm_migrated WHERE space = %s AND source = %s",
                (self.store.space, self.source)).fetchall()}

    def write(self, memories: list[Memory]) -> dict[int, int]:
        from .postgres.memories import document_text, term_count

        mapping: dict[int, int] = {}
        columns = [f for f in ROW_FIELDS if f not in ("id", "superseded_by", "embedding_model")]
        with self.store._tx() as conn:
            for memory in memories:
                row = memory.to_json()
                document = document_text(memory.text)
                new_id = conn.execute(
                    f"INSERT INTO tm_memories (space, terms, term_count, {', '.join(columns)}) VALUES "
                    f"(%s, to_tsvector('tm_english', %s), %s, {', '.join(['%s'] * len(columns))}) "
                    "ON CONFLICT (space, content_hash, target) WHERE status = 'live' DO NOTHING RETURNING id",
                    [self.store.space, document, term_count(document), *[row[c] for c in columns]]).fetchone()
                if new_id is None:   # an equal live memory is already in the space (another host's): reuse it
                    new_id = conn.execute("SELECT id FROM tm_memories WHERE space = %s AND content_hash = %s AND "
                                          "target = %s AND status = 'live'",
                                          (self.store.space, memory.content_hash, memory.target)).fetchone()
                mapping[memory.id] = int(new_id["id"])
                conn.execute("INSERT INTO tm_migrated (space, source, old_id, new_id) VALUES (%s, %s, %s, %s) "
                             "ON CONFLICT DO NOTHING", (self.store.space, self.source, memory.id, mapping[memory.id]))
            self.store._post_terms(conn, sorted(set(mapping.values())))
        return mapping

    def relink(self, links: list[tuple[int, int]]) -> None:
        with self.store._tx() as conn:
            for new_id, successor in links:
                conn.execute("UPDATE tm_memories SET superseded_by = %s WHERE id = %s AND space = %s",
                             (successor, new_id, self.store.space))

    def trash_keys(self) -> set[tuple[str, float]]:
        return {(content_hash(r["text"]), float(r["trashed_at"])) for r in self.store.trashed_rows()}

    def write_sessions(self, rows: list[tuple[int, str, float, float]]) -> int:
        with self.store._tx() as conn, conn.cursor() as cur:
            cur.executemany("INSERT INTO tm_sessions (space, memory_id, session, first_at, last_at) VALUES "
                            "(%s, %s, %s, %s, %s) ON CONFLICT DO NOTHING", [(self.store.space, *r) for r in rows])
            return max(0, cur.rowcount)

    def write_trash(self, memory_id: int, row: dict[str, Any], reason: str, at: float) -> None:
        with self.store._tx() as conn:
            conn.execute("INSERT INTO tm_trash (space, memory_id, row_json, reason, trashed_at) VALUES "
                         "(%s, %s, %s, %s, %s)", (self.store.space, memory_id, json.dumps(row, ensure_ascii=False),
                                                  reason, at))

    def next_trash_id(self) -> int:
        with self.store._tx() as conn:
            return int(conn.execute("SELECT nextval('tm_memories_id_seq') AS n").fetchone()["n"])


class SqliteTarget:
    """Rows into a cold.db (created if missing); ids kept."""

    def __init__(self, path: Path) -> None:
        from .cold_store import ColdStore

        ColdStore(path).close()                  # creates / migrates the schema
        self.path = path
        self.conn = db.connect(path)

    def close(self) -> None:
        self.conn.close()

    def known(self) -> dict[int, int]:
        ids = [int(r[0]) for r in self.conn.execute("SELECT id FROM memories UNION SELECT memory_id FROM trash")]
        return {i: i for i in ids}

    def write(self, memories: list[Memory]) -> dict[int, int]:
        columns = [f for f in ROW_FIELDS if f not in ("superseded_by", "embedding_model")]
        with db.atomic(self.conn):
            for memory in memories:
                row = memory.to_json()
                self.conn.execute(f"INSERT OR IGNORE INTO memories ({', '.join(columns)}) VALUES "
                                  f"({', '.join('?' * len(columns))})", [row[c] for c in columns])
                self.conn.execute("INSERT INTO memory_terms (rowid, terms) VALUES (?, ?)",
                                  (memory.id, index_terms(memory.text)))
        return {m.id: m.id for m in memories}

    def relink(self, links: list[tuple[int, int]]) -> None:
        with db.atomic(self.conn):
            self.conn.executemany("UPDATE memories SET superseded_by = ? WHERE id = ?", [(s, i) for i, s in links])

    def write_sessions(self, rows: list[tuple[int, str, float, float]]) -> int:
        before = self.conn.total_changes
        with db.atomic(self.conn):
            self.conn.executemany("INSERT OR IGNORE INTO memory_sessions (memory_id, session, first_at, last_at) "
                                  "VALUES (?, ?, ?, ?)", rows)
        return self.conn.total_changes - before

    def trash_keys(self) -> set[tuple[str, float]]:
        found = self.conn.execute("SELECT row_json, trashed_at FROM trash").fetchall()
        return {(content_hash(json.loads(r[0])["text"]), float(r[1])) for r in found}

    def write_trash(self, memory_id: int, row: dict[str, Any], reason: str, at: float) -> None:
        with db.atomic(self.conn):
            self.conn.execute("INSERT INTO trash (memory_id, row_json, reason, trashed_at) VALUES (?, ?, ?, ?)",
                              (memory_id, json.dumps(row, ensure_ascii=False), reason, at))
            self.conn.execute("INSERT OR REPLACE INTO meta (key, value) VALUES ('last_memory_id', "
                              "CAST(max(coalesce((SELECT CAST(value AS INTEGER) FROM meta WHERE key = "
                              "'last_memory_id'), 0), ?) AS TEXT))", (memory_id,))

    def next_trash_id(self) -> int:
        row = self.conn.execute("SELECT max(coalesce((SELECT max(id) FROM memories), 0), coalesce((SELECT "
                                "max(memory_id) FROM trash), 0)) + 1").fetchone()
        return int(row[0])


def migrate(source: Any, target: Any, destination: Any, *, batch: int = 500,
            progress: Callable[[str, int, int], None] = lambda stage, done, total: None) -> MigrationReport:
    """Copy every memory (live and history), then history links, vectors and the trash.
    `destination` is the destination store (public API, for vectors); `target` its row writer."""
    report = MigrationReport()
    known = target.known()
    total = source.count(status=None)
    done = 0
    links: list[tuple[int, int]] = []
    for offset in range(0, total, batch):
        memories = source.list(status=None, limit=batch, offset=offset)
        fresh = [m for m in memories if m.id not in known]
        report.skipped += len(memories) - len(fresh)
        known.update(target.write(fresh))
        report.memories += len(fresh)
        links += [(m.id, m.superseded_by) for m in fresh if m.superseded_by is not None]
        done += len(memories)
        progress("memories", done, total)
    target.relink([(known[old], known[succ]) for old, succ in links if old in known and succ in known])
    report.sessions = _copy_sessions(source, target, known, batch, progress)
    report.vectors = _copy_vectors(source, destination, known, batch, progress)
    report.trash = _copy_trash(source, target, known, progress)
    report.id_map = known
    return report


def _copy_sessions(source: Any, target: Any, known: dict[int, int], batch: int,
                   progress: Callable[[str, int, int], None]) -> int:
    """The per-session recall rows (promotion counts distinct sessions); returns how many were new there."""
    olds = sorted(known)
    copied = 0
    for start in range(0, len(olds), batch):
        rows = source.session_rows(olds[start:start + batch])
        if rows:
            copied += target.write_sessions([(known[m], session, first, last) for m, session, first, last in rows])
        progress("sessions", min(start + batch, len(olds)), len(olds))
    return copied


def _copy_vectors(source: Any, destination: Any, known: dict[int, int], batch: int,
                  progress: Callable[[str, int, int], None]) -> int:
    copied = 0
    have = destination.stored_models()
    for model, count in source.stored_models().items():
        if have.get(model, 0) >= count:
            continue                                # this model is already complete there (resume)
        ids = [m.id for m in source.list(status=None) if m.id in known]
        for start in range(0, len(ids), batch):
            chunk = source.vectors_for(ids[start:start + batch], model)
            if chunk:
                olds = sorted(chunk)
                destination.import_vectors(model, [known[i] for i in olds], np.vstack([chunk[i] for i in olds]))
                copied += len(olds)
            progress(f"vectors {model}", min(start + batch, len(ids)), len(ids))
    return copied


def _copy_trash(source: Any, target: Any, known: dict[int, int], progress: Callable[[str, int, int], None]) -> int:
    rows = source.trashed_rows()
    present = target.trash_keys()
    copied = 0
    for number, row in enumerate(rows, start=1):
        at, reason = float(row.pop("trashed_at")), str(row.pop("trash_reason"))
        row.pop("trash_id", None)
        if (content_hash(row["text"]), at) in present:
            continue
        old_id = int(row["id"])
        new_id = known.get(old_id) or target.next_trash_id()
        known[old_id] = new_id
        row["id"] = new_id
        row["history_ids"] = [known[i] for i in row.get("history_ids", []) if i in known]
        row["superseded_by"] = known.get(row["superseded_by"]) if row.get("superseded_by") else None
        target.write_trash(new_id, row, reason, at)
        copied += 1
        progress("trash", number, len(rows))
    if not rows:
        progress("trash", 0, 0)
    return copied

