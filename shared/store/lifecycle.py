"""The lifecycle: access counts folded in, expiry by per-type horizons (sliding with access), capacity caps."""

from __future__ import annotations

import json
from typing import Any, Iterable, Mapping, Sequence

from .. import db
from .records import Memory
from .schema import MEMORY_COLUMNS

BATCH = 200   # rows per write transaction: a prefetch never waits long behind maintenance


class LifecyclePart:
    """What maintenance asks of the store (part of ColdStore). Times are epoch seconds from the caller's clock."""

    # -- access ------------------------------------------------------------------------

    def access_cursor(self) -> int:
        """The last recall-event id folded in (events come from status.db, numbered by it)."""
        with self._lock:
            row = self._conn.execute("SELECT value FROM meta WHERE key = 'access_cursor'").fetchone()
        return int(row[0]) if row else 0

    def fold_access(self, events: Iterable[tuple[int, str, float]], cursor: int) -> int:
        """Count recall events (memory_id, session, at) exactly once: they commit together with
        `cursor`, and a cursor at or below the stored one is ignored. Returns events applied."""
        applied = 0
        with self._lock, db.atomic(self._conn):
            if int(cursor) <= self.access_cursor():
                return 0
            touched: set[int] = set()
            for memory_id, session, at in events:
                hit = self._conn.execute(
                    "UPDATE memories SET recall_count = recall_count + 1, "
                    "last_recalled_at = max(coalesce(last_recalled_at, 0), ?) WHERE id = ?",
                    (float(at), int(memory_id))).rowcount
                if not hit:
                    continue                     # trashed or purged since: nothing to count
                applied += 1
                touched.add(int(memory_id))
                if session:
                    self._conn.execute(
                        "INSERT INTO memory_sessions (memory_id, session, first_at, last_at) VALUES (?, ?, ?, ?) "
                        "ON CONFLICT (memory_id, session) DO UPDATE SET last_at = max(last_at, excluded.last_at)",
                        (int(memory_id), str(session), float(at), float(at)))
            if touched:
                marks = ",".join("?" * len(touched))
                self._conn.execute(
                    "UPDATE memories SET recall_sessions = (SELECT count(*) FROM memory_sessions s "
                    f"WHERE s.memory_id = memories.id) WHERE id IN ({marks})", sorted(touched))
            self._conn.execute("UPDATE meta SET value = ? WHERE key = 'access_cursor'", (str(int(cursor)),))
        return applied

    def reset_access_cursor(self) -> None:
        """Start counting recall events from the first again (status.db was recreated)."""
        with self._lock, db.atomic(self._conn):
            self._conn.execute("UPDATE meta SET value = '0' WHERE key = 'access_cursor'")

    def sessions_since(self, memory_id: int, since: float) -> int:
        """Distinct sessions that were given this memory at or after `since`."""
        with self._lock:
            return int(self._conn.execute(
                "SELECT count(*) FROM memory_sessions WHERE memory_id = ? AND last_at >= ?",
                (int(memory_id), float(since))).fetchone()[0])

    def session_rows(self, ids: Iterable[int]) -> list[tuple[int, str, float, float]]:
        """(memory_id, session, first_at, last_at) of the recall sessions of these memories (migration)."""
        ids = [int(i) for i in ids]
        with self._lock:
            return [(int(r[0]), str(r[1]), float(r[2]), float(r[3])) for r in self._conn.execute(
                "SELECT memory_id, session, first_at, last_at FROM memory_sessions WHERE memory_id IN "
                "(SELECT value FROM json_each(?)) ORDER BY memory_id, session", (json.dumps(ids),)).fetchall()]

    def often_recalled(self, *, since: float, min_sessions: int, types: Sequence[str] = ("rule", "fact"),
                       limit: int = 20) -> list[tuple[Memory, int]]:
        """Live memories of `types` given to at least `min_sessions` distinct sessions since `since`,
        most sessions first, with that count (promotion candidates)."""
        marks = ",".join("?" * len(types))
        with self._lock:
            rows = self._conn.execute(
                f"SELECT {MEMORY_COLUMNS}, n FROM (SELECT memory_id, count(*) AS n FROM memory_sessions "
                "WHERE last_at >= ? GROUP BY memory_id HAVING count(*) >= ?) s JOIN memories m ON m.id = s.memory_id "
                f"WHERE m.status = 'live' AND m.type IN ({marks}) ORDER BY n DESC, m.id LIMIT ?",
                [float(since), int(min_sessions), *types, int(limit)]).fetchall()
        return [(Memory(**{k: r[k] for k in r.keys() if k != "n"}), int(r["n"])) for r in rows]

    # -- decay and capacity ----------------------------------------------------------------

    def expired(self, now: float, horizons_s: Mapping[str, float], *, limit: int = BATCH) -> list[int]:
        """Live memories whose horizon for their type passed since they were last stored or
        recalled (a sliding TTL: every recall restarts it). A horizon of 0 never expires."""
        found: list[int] = []
        with self._lock:
            for kind, horizon in sorted(horizons_s.items()):
                if horizon <= 0 or len(found) >= limit:
                    continue
                found += [int(r[0]) for r in self._conn.execute(
                    "SELECT id FROM memories WHERE status = 'live' AND type = ? "
                    "AND max(created_at, coalesce(last_recalled_at, 0)) < ? ORDER BY id LIMIT ?",
                    (kind, float(now) - float(horizon), limit - len(found))).fetchall()]
        return found

    def least_accessed(self, types: Sequence[str], n: int) -> list[int]:
        """The `n` live memories of `types` recalled in the fewest sessions, least recently first."""
        if n <= 0:
            return []
        marks = ",".join("?" * len(types))
        with self._lock:
            return [int(r[0]) for r in self._conn.execute(
                f"SELECT id FROM memories WHERE status = 'live' AND type IN ({marks}) "
                "ORDER BY recall_sessions, recall_count, max(created_at, coalesce(last_recalled_at, 0)), id LIMIT ?",
                [*types, int(n)]).fetchall()]

    def retire(self, ids: Sequence[int], reason: str, now: float) -> int:
        """Turn live memories into history (`expired`, `capacity`, `merged` …), in short batches.
        Nothing is deleted: they stay recallable with history on and never reach prefetch."""
        done = 0
        for start in range(0, len(ids), BATCH):
            chunk = [int(i) for i in ids[start:start + BATCH]]
            marks = ",".join("?" * len(chunk))
            with self._lock, db.atomic(self._conn):
                done += self._conn.execute(
                    "UPDATE memories SET status = 'history', history_reason = ?, valid_to = ?, updated_at = ? "
                    f"WHERE status = 'live' AND id IN ({marks})", [reason, float(now), float(now), *chunk]).rowcount
        return done

    def last_run(self, task: str) -> float | None:
        """When maintenance task `task` last completed (None: never)."""
        with self._lock:
            row = self._conn.execute("SELECT value FROM meta WHERE key = ?", (f"ran:{task}",)).fetchone()
        return float(row[0]) if row else None

    def mark_run(self, task: str, at: float) -> None:
        with self._lock, db.atomic(self._conn):
            self._conn.execute("INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)", (f"ran:{task}", repr(float(at))))

    def exact_duplicates(self) -> list[list[int]]:
        """Groups of live memories with one content hash (across targets), oldest first."""
        with self._lock:
            rows = self._conn.execute(
                "SELECT group_concat(id) FROM (SELECT id, content_hash FROM memories WHERE status = 'live' "
                "ORDER BY id) GROUP BY content_hash HAVING count(*) > 1").fetchall()
        return [[int(i) for i in str(r[0]).split(",")] for r in rows]

    def merge_into(self, decisions: Sequence[tuple[int, int, str]], now: float) -> int:
        """Apply consolidation decisions (loser, keeper, reason) in short batches. `merged`: the
        loser is the same fact (its recall counts and sessions move to the keeper); `superseded`:
        the keeper is its newer value. Either way the loser becomes history pointing at the keeper;
        a decision whose keeper or loser is no longer live is skipped."""
        done = 0
        for start in range(0, len(decisions), BATCH):
            with self._lock, db.atomic(self._conn):
                for loser, keeper, reason in decisions[start:start + BATCH]:
                    done += self._merge_one(int(loser), int(keeper), reason, float(now))
        return done

    def _merge_one(self, loser: int, keeper: int, reason: str, now: float) -> int:
        live = self._conn.execute("SELECT count(*) FROM memories WHERE id IN (?, ?) AND status = 'live'",
                                  (loser, keeper)).fetchone()[0]
        if loser == keeper or live != 2:
            return 0
        if reason == "merged":
            self._conn.execute(
                "UPDATE memories SET recall_count = recall_count + (SELECT recall_count FROM memories WHERE id = ?), "
                "last_recalled_at = max(coalesce(last_recalled_at, 0), coalesce((SELECT last_recalled_at FROM "
                "memories WHERE id = ?), 0)) WHERE id = ?", (loser, loser, keeper))
            self._conn.execute(
                "INSERT OR IGNORE INTO memory_sessions (memory_id, session, first_at, last_at) "
                "SELECT ?, session, first_at, last_at FROM memory_sessions WHERE memory_id = ?", (keeper, loser))
            self._conn.execute(
                "UPDATE memories SET recall_sessions = (SELECT count(*) FROM memory_sessions WHERE memory_id = ?) "
                "WHERE id = ?", (keeper, keeper))
            ends = now
        else:
            ends = self._conn.execute(
                "SELECT max(coalesce(o.event_at, o.valid_from, o.created_at), coalesce(k.event_at, ?)) "
                "FROM memories o, memories k WHERE o.id = ? AND k.id = ?", (now, loser, keeper)).fetchone()[0]
        return self._conn.execute(
            "UPDATE memories SET status = 'history', history_reason = ?, superseded_by = ?, valid_to = ?, "
            "updated_at = ? WHERE id = ?", (reason, keeper, ends, now, loser)).rowcount

    def lifecycle_counts(self) -> dict[str, Any]:
        """Live memories by type, history by reason, trash entries, and the file's size."""
        with self._lock:
            live = dict(self._conn.execute(
                "SELECT type, count(*) FROM memories WHERE status = 'live' GROUP BY type").fetchall())
            history = dict(self._conn.execute(
                "SELECT coalesce(history_reason, 'removed'), count(*) FROM memories WHERE status = 'history' "
                "GROUP BY 1").fetchall())
            trash = int(self._conn.execute("SELECT count(*) FROM trash").fetchone()[0])
            pages, free, size = (int(self._conn.execute(f"PRAGMA {p}").fetchone()[0])
                                 for p in ("page_count", "freelist_count", "page_size"))
        return {"live": sum(live.values()), "live_by_type": live, "history": sum(history.values()),
                "history_by_reason": history, "trash": trash, "bytes": pages * size, "free_bytes": free * size}
