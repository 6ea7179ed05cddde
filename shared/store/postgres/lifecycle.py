"""The lifecycle on PostgreSQL: access folded in per host, expiry, capacity, consolidation, counts."""

from __future__ import annotations

from typing import Any, Iterable, Mapping, Sequence

from ..lifecycle import BATCH
from ..records import Memory
from .schema import MEMORY_COLUMNS

_TOUCH = "GREATEST(created_at, coalesce(last_recalled_at, 0))"


class PgLifecyclePart:
    """What maintenance asks of the store, in this space (part of PgColdStore). The access cursor is
    per host (each host numbers its own recall events), everything else is shared by the space."""

    def _meta(self, conn: Any, key: str) -> str | None:
        row = conn.execute("SELECT value FROM tm_meta WHERE space = %s AND key = %s", (self.space, key)).fetchone()
        return row["value"] if row else None

    def _set_meta(self, conn: Any, key: str, value: str) -> None:
        conn.execute("INSERT INTO tm_meta (space, key, value) VALUES (%s, %s, %s) ON CONFLICT (space, key) "
                     "DO UPDATE SET value = excluded.value", (self.space, key, value))

    def access_cursor(self) -> int:
        with self._tx() as conn:
            return int(self._meta(conn, self.host_key("access_cursor")) or 0)

    def fold_access(self, events: Iterable[tuple[int, str, float]], cursor: int) -> int:
        """Count recall events exactly once per cursor (the cursor row is locked for the transaction)."""
        key = self.host_key("access_cursor")
        applied = 0
        with self._tx() as conn:
            self._set_meta(conn, key, self._meta(conn, key) or "0")
            stored = conn.execute("SELECT value FROM tm_meta WHERE space = %s AND key = %s FOR UPDATE",
                                  (self.space, key)).fetchone()["value"]
            if int(cursor) <= int(stored):
                return 0
            touched: set[int] = set()
            for memory_id, session, at in events:
                hit = conn.execute(
                    "UPDATE tm_memories SET recall_count = recall_count + 1, last_recalled_at = "
                    "GREATEST(coalesce(last_recalled_at, 0), %s) WHERE id = %s AND space = %s",
                    (float(at), int(memory_id), self.space)).rowcount
                if not hit:
                    continue
                applied += 1
                touched.add(int(memory_id))
                if session:
                    conn.execute(
                        "INSERT INTO tm_sessions (space, memory_id, session, first_at, last_at) VALUES (%s,%s,%s,%s,%s) "
                        "ON CONFLICT (memory_id, session) DO UPDATE SET last_at = GREATEST(tm_sessions.last_at, "
                        "excluded.last_at)", (self.space, int(memory_id), str(session), float(at), float(at)))
            if touched:
                conn.execute("UPDATE tm_memories m SET recall_sessions = (SELECT count(*) FROM tm_sessions s "
                             "WHERE s.memory_id = m.id) WHERE id = ANY(%s)", (sorted(touched),))
            self._set_meta(conn, key, str(int(cursor)))
        return applied

    def reset_access_cursor(self) -> None:
        with self._tx() as conn:
            self._set_meta(conn, self.host_key("access_cursor"), "0")

    def sessions_since(self, memory_id: int, since: float) -> int:
        with self._tx() as conn:
            return int(conn.execute("SELECT count(*) AS n FROM tm_sessions WHERE space = %s AND memory_id = %s "
                                    "AND last_at >= %s", (self.space, int(memory_id), float(since))).fetchone()["n"])

    def session_rows(self, ids: Iterable[int]) -> list[tuple[int, str, float, float]]:
        """(memory_id, session, first_at, last_at) of the recall sessions of these memories (migration)."""
        with self._tx() as conn:
            return [(int(r["memory_id"]), r["session"], float(r["first_at"]), float(r["last_at"])) for r in conn.execute(
                "SELECT memory_id, session, first_at, last_at FROM tm_sessions WHERE space = %s AND memory_id = ANY(%s) "
                "ORDER BY memory_id, session", (self.space, [int(i) for i in ids])).fetchall()]

    def often_recalled(self, *, since: float, min_sessions: int, types: Sequence[str],
                       limit: int = 20) -> list[tuple[Memory, int]]:
        cols = ", ".join("m." + c.strip() for c in MEMORY_COLUMNS.split(","))
        with self._tx() as conn:
            found = conn.execute(
                f"SELECT {cols}, s.n FROM (SELECT memory_id, count(*) AS n FROM tm_sessions WHERE space = %s "
                "AND last_at >= %s GROUP BY memory_id HAVING count(*) >= %s) s JOIN tm_memories m ON m.id = s.memory_id "
                "WHERE m.status = 'live' AND m.type = ANY(%s) ORDER BY s.n DESC, m.id LIMIT %s",
                (self.space, float(since), int(min_sessions), list(types), int(limit))).fetchall()
        return [(Memory(**{k: v for k, v in r.items() if k != "n"}), int(r["n"])) for r in found]

    def expired(self, now: float, horizons_s: Mapping[str, float], *, limit: int = BATCH) -> list[int]:
        found: list[int] = []
        with self._tx() as conn:
            for kind, horizon in sorted(horizons_s.items()):
                if horizon <= 0 or len(found) >= limit:
                    continue
                found += [int(r["id"]) for r in conn.execute(
                    f"SELECT id FROM tm_memories WHERE space = %s AND status = 'live' AND type = %s AND {_TOUCH} < %s "
                    "ORDER BY id LIMIT %s", (self.space, kind, float(now) - float(horizon), limit - len(found))
                ).fetchall()]
        return found

    def least_accessed(self, types: Sequence[str], n: int) -> list[int]:
        if n <= 0:
            return []
        with self._tx() as conn:
            return [int(r["id"]) for r in conn.execute(
                f"SELECT id FROM tm_memories WHERE space = %s AND status = 'live' AND type = ANY(%s) "
                f"ORDER BY recall_sessions, recall_count, {_TOUCH}, id LIMIT %s",
                (self.space, list(types), int(n))).fetchall()]

    def retire(self, ids: Sequence[int], reason: str, now: float) -> int:
        done = 0
        for start in range(0, len(ids), BATCH):
            chunk = [int(i) for i in ids[start:start + BATCH]]
            with self._tx() as conn:
                done += conn.execute(
                    "UPDATE tm_memories SET status = 'history', history_reason = %s, valid_to = %s, updated_at = %s "
                    "WHERE space = %s AND status = 'live' AND id = ANY(%s)",
                    (reason, float(now), float(now), self.space, chunk)).rowcount
        return done

    def last_run(self, task: str) -> float | None:
        with self._tx() as conn:
            value = self._meta(conn, f"ran:{task}")
        return float(value) if value is not None else None

    def mark_run(self, task: str, at: float) -> None:
        with self._tx() as conn:
            self._set_meta(conn, f"ran:{task}", repr(float(at)))

    def exact_duplicates(self) -> list[list[int]]:
        with self._tx() as conn:
            found = conn.execute("SELECT array_agg(id ORDER BY id) AS ids FROM tm_memories WHERE space = %s AND "
                                 "status = 'live' GROUP BY content_hash HAVING count(*) > 1", (self.space,)).fetchall()
        return [[int(i) for i in r["ids"]] for r in found]

    def merge_into(self, decisions: Sequence[tuple[int, int, str]], now: float) -> int:
        done = 0
        for start in range(0, len(decisions), BATCH):
            with self._tx() as conn:
                for loser, keeper, reason in decisions[start:start + BATCH]:
                    done += self._merge_one(conn, int(loser), int(keeper), reason, float(now))
        return done

    def _merge_one(self, conn: Any, loser: int, keeper: int, reason: str, now: float) -> int:
        live = conn.execute("SELECT count(*) AS n FROM (SELECT id FROM tm_memories WHERE id IN (%s, %s) AND space = %s "
                            "AND status = 'live' ORDER BY id FOR UPDATE) x", (loser, keeper, self.space)).fetchone()["n"]
        if loser == keeper or live != 2:
            return 0
        if reason == "merged":
            conn.execute("UPDATE tm_memories k SET recall_count = k.recall_count + l.recall_count, last_recalled_at = "
                         "GREATEST(coalesce(k.last_recalled_at, 0), coalesce(l.last_recalled_at, 0)) "
                         "FROM tm_memories l WHERE l.id = %s AND k.id = %s", (loser, keeper))
            conn.execute("INSERT INTO tm_sessions (space, memory_id, session, first_at, last_at) SELECT space, %s, "
                         "session, first_at, last_at FROM tm_sessions WHERE memory_id = %s ON CONFLICT DO NOTHING",
                         (keeper, loser))
            conn.execute("UPDATE tm_memories SET recall_sessions = (SELECT count(*) FROM tm_sessions WHERE "
                         "memory_id = %s) WHERE id = %s", (keeper, keeper))
            ends = now
        else:
            ends = conn.execute(
                "SELECT GREATEST(coalesce(o.event_at, o.valid_from, o.created_at), coalesce(k.event_at, %s)) AS e "
                "FROM tm_memories o, tm_memories k WHERE o.id = %s AND k.id = %s", (now, loser, keeper)).fetchone()["e"]
        return conn.execute("UPDATE tm_memories SET status = 'history', history_reason = %s, superseded_by = %s, "
                            "valid_to = %s, updated_at = %s WHERE id = %s",
                            (reason, keeper, ends, now, loser)).rowcount

    def lifecycle_counts(self) -> dict[str, Any]:
        with self._tx() as conn:
            live = {r["type"]: int(r["n"]) for r in conn.execute(
                "SELECT type, count(*) AS n FROM tm_memories WHERE space = %s AND status = 'live' GROUP BY type",
                (self.space,)).fetchall()}
            history = {r["r"]: int(r["n"]) for r in conn.execute(
                "SELECT coalesce(history_reason, 'removed') AS r, count(*) AS n FROM tm_memories WHERE space = %s "
                "AND status = 'history' GROUP BY 1", (self.space,)).fetchall()}
            trash = int(conn.execute("SELECT count(*) AS n FROM tm_trash WHERE space = %s",
                                     (self.space,)).fetchone()["n"])
            size = int(conn.execute("SELECT coalesce(sum(pg_total_relation_size(c.oid)), 0) AS b FROM pg_class c "
                                    "WHERE c.relname IN ('tm_memories', 'tm_postings', 'tm_vectors', 'tm_trash', "
                                    "'tm_sessions', 'tm_meta')").fetchone()["b"])
        return {"live": sum(live.values()), "live_by_type": live, "history": sum(history.values()),
                "history_by_reason": history, "trash": trash, "bytes": size, "free_bytes": 0}
