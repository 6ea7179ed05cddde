"""Databases of other memory providers, read read-only with plain SQL (their packages are not needed)."""

from __future__ import annotations

import datetime as dt
import sqlite3
from pathlib import Path
from typing import Any, Callable, Iterator

from ..common import CommandFailed

Found = tuple[str, int, Callable[[], Iterator[dict[str, Any]]]]


def _connect(path: Path) -> sqlite3.Connection:
    conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    conn.row_factory = sqlite3.Row
    return conn


def table_names(path: Path) -> set[str]:
    conn = _connect(path)
    try:
        return {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type IN ('table', 'view')")}
    except sqlite3.DatabaseError as exc:
        raise CommandFailed(f"{path} cannot be read as SQLite: {exc}") from exc
    finally:
        conn.close()


def _columns(conn: sqlite3.Connection, table: str) -> set[str]:
    return {r[1] for r in conn.execute(f"PRAGMA table_info({table})")}


def epoch(value: Any, *, naive_is_utc: bool = True) -> float | None:
    """A timestamp (unix seconds, or ISO text; without a zone UTC, or local time when not `naive_is_utc`)."""
    if value is None or value == "":
        return None
    if isinstance(value, (int, float)):
        return float(value)
    try:
        parsed = dt.datetime.fromisoformat(str(value).replace("Z", "+00:00"))
    except ValueError:
        return None
    if parsed.tzinfo is None and naive_is_utc:
        parsed = parsed.replace(tzinfo=dt.timezone.utc)
    return parsed.timestamp()   # a naive local time is read as local by timestamp()


def holographic(path: Path) -> Found:
    """Hermes' bundled holographic provider: `facts` (content, category, trust, retrieval count, times)."""
    conn = _connect(path)
    try:
        total = int(conn.execute("SELECT count(*) FROM facts").fetchone()[0])
        categories = dict(conn.execute("SELECT coalesce(category, 'general'), count(*) FROM facts GROUP BY 1").fetchall())
    finally:
        conn.close()

    def records() -> Iterator[dict[str, Any]]:
        conn = _connect(path)
        try:
            for row in conn.execute("SELECT fact_id, content, category, tags, trust_score, retrieval_count, "
                                    "created_at, updated_at FROM facts ORDER BY fact_id"):
                yield {"text": row["content"], "target": "user" if row["category"] == "user_pref" else "memory",
                       "importance": min(1.0, max(0.0, float(row["trust_score"] or 0.5))),
                       "created_at": epoch(row["created_at"]), "updated_at": epoch(row["updated_at"]),
                       "recall_count": int(row["retrieval_count"] or 0), "origin": "import:holographic",
                       "source_ref": f"holographic:{path.name}#{row['fact_id']}"}
        finally:
            conn.close()

    found = f"Hermes holographic store with {total} facts ({', '.join(f'{k} {v}' for k, v in sorted(categories.items()))})"
    return found, total, records


def mnemosyne(path: Path) -> Found:
    """mnemosyne.db (origin-memorycore's cold tier, mnemosyne-memory 3.x): `working_memory` and
    `episodic_memory` rows (the legacy `memories` table is a dual-written copy and is skipped).
    Its timestamps are naive local ISO times (`datetime.now().isoformat()`)."""
    conn = _connect(path)
    try:
        tables = [t for t in ("working_memory", "episodic_memory") if t in table_names(path)]
        shapes = {t: _columns(conn, t) for t in tables}
        usable = [t for t in tables if "content" in shapes[t]]
        if not usable:
            raise CommandFailed(f"{path}: mnemosyne tables without a content column; this schema is not readable")
        total = sum(int(conn.execute(f"SELECT count(*) FROM {t}").fetchone()[0]) for t in usable)
    finally:
        conn.close()

    def records() -> Iterator[dict[str, Any]]:
        conn = _connect(path)
        try:
            for table in usable:
                cols = shapes[table]
                for row in conn.execute(f"SELECT rowid AS _rowid, * FROM {table} ORDER BY rowid"):
                    data = dict(row)
                    yield {"text": data["content"], "target": "memory",
                           "importance": min(1.0, max(0.0, float(data.get("importance") or 0.5))),
                           "created_at": epoch(data.get("timestamp") or data.get("created_at"), naive_is_utc=False),
                           "last_recalled_at": epoch(data.get("last_recalled"), naive_is_utc=False)
                           if "last_recalled" in cols else None,
                           "recall_count": int(data.get("recall_count") or 0), "origin": "import:mnemosyne",
                           "source_ref": f"mnemosyne:{table}#{data.get('id') or data['_rowid']}"}
        finally:
            conn.close()

    return f"mnemosyne database with {total} memories ({', '.join(usable)})", total, records
