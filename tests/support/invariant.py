"""The worker's invariant: every entry ever written is in hot, cold (live or history) or trash.

Plus: no content hash is live twice in cold for one target, and the hot files are ones
Hermes accepts (its own drift check passes). Reads SQLite directly (read-only), so it can
run while a worker is alive or after one was killed.
"""

from __future__ import annotations

import json
import sqlite3
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from tiered_memory.shared.config import Paths, load_hot_limits
from tiered_memory.shared.hotfile import ENTRY_DELIMITER, parse_entries, round_trips
from tiered_memory.shared.text import content_hash


@dataclass
class Ledger:
    """Every text a test wrote successfully through Hermes, per target."""

    written: dict[str, list[str]] = field(default_factory=lambda: {"memory": [], "user": []})

    def record(self, target: str, text: str) -> None:
        self.written[target].append(text.strip())

    def add(self, store, target: str, text: str) -> bool:
        """`MemoryStore.add`, recorded when Hermes accepted it."""
        result = store.add(target, text)
        if result.get("success"):
            self.record(target, text)
        return bool(result.get("success"))

    def all(self) -> list[tuple[str, str]]:
        return [(t, x) for t, texts in self.written.items() for x in texts]


@dataclass
class Snapshot:
    hot: dict[str, list[str]]
    cold: list[dict]          # rows: id, target, status, content_hash, text
    trash: list[str]          # content hashes

    def where(self, target: str, text: str) -> list[str]:
        key = content_hash(text)
        places = []
        if any(content_hash(e) == key for e in self.hot[target]):
            places.append("hot")
        places += [f"cold:{row['status']}" for row in self.cold
                   if row["content_hash"] == key and row["target"] == target]
        if key in self.trash:
            places.append("trash")
        return places


def snapshot(hermes_home: Path) -> Snapshot:
    paths = Paths(Path(hermes_home))
    hot = {}
    for target in ("memory", "user"):
        path = paths.hot_file(target)
        hot[target] = parse_entries(path.read_text(encoding="utf-8")) if path.exists() else []
    cold: list[dict] = []
    trash: list[str] = []
    if paths.cold_db.exists():
        conn = _reader(paths.cold_db)
        try:
            # a worker killed while it created the store leaves a file without tables: nothing is in cold yet
            if conn.execute("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'memories'").fetchone():
                cold = [dict(r) for r in conn.execute("SELECT id, target, status, content_hash, text FROM memories")]
                trash = [content_hash(json.loads(r["row_json"])["text"])
                         for r in conn.execute("SELECT row_json FROM trash")]
        finally:
            conn.close()
    return Snapshot(hot, cold, trash)


def _reader(path: Path) -> sqlite3.Connection:
    """A read-only connection; a plain one (SELECTs only) when a killed worker left a journal that
    only a writer can recover (SQLite then says "attempt to write a readonly database")."""
    conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        conn.execute("SELECT count(*) FROM sqlite_master").fetchone()
    except sqlite3.OperationalError:
        conn.close()
        conn = sqlite3.connect(path)
    conn.row_factory = sqlite3.Row
    return conn


def check_invariant(hermes_home: Path, ledger: Ledger, *, exempt: set[str] = frozenset()) -> Snapshot:
    """Assert the invariant; returns the snapshot it checked."""
    snap = snapshot(hermes_home)
    missing = [(t, x) for t, x in ledger.all() if x not in exempt and not snap.where(t, x)]
    assert not missing, f"{len(missing)} written entries are nowhere (hot, cold, trash): {missing[:5]}"
    live = Counter((row["target"], row["content_hash"]) for row in snap.cold if row["status"] == "live")
    dupes = [key for key, n in live.items() if n > 1]
    assert not dupes, f"{len(dupes)} texts are live more than once in cold"
    limits = load_hot_limits(Path(hermes_home))
    paths = Paths(Path(hermes_home))
    for target in ("memory", "user"):
        path = paths.hot_file(target)
        raw = path.read_text(encoding="utf-8") if path.exists() else ""
        assert round_trips(raw, limits.for_target(target)), f"{path} would trip Hermes' drift guard"
        parts = [part.strip() for part in raw.split(ENTRY_DELIMITER) if part.strip()]
        assert len(parts) == len(set(parts)), f"{path} holds an entry twice (Hermes would collapse it)"
    return snap


def hermes_accepts(hermes_home: Path, memory_limit: int = 2200, user_limit: int = 1375) -> None:
    """Hermes' own drift check (`MemoryStore._detect_external_drift`) passes for both files.

    Requires HERMES_HOME to point at `hermes_home` in this process.
    """
    from tools.memory_tool import MemoryStore

    store = MemoryStore(memory_char_limit=memory_limit, user_char_limit=user_limit)
    for target in ("memory", "user"):
        assert store._detect_external_drift(target) is None, f"Hermes sees drift in {target}"
