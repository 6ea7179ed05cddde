"""Moments on PostgreSQL: which of some memories are in scope, and when each happened (as SQLite's)."""

from __future__ import annotations

from typing import Any, Iterable, Sequence

from .search import _scope


class PgMomentsPart:
    """A light read of `event_time` for the context step of recall (part of PgColdStore)."""

    def event_times(self, ids: Iterable[int], *, statuses: Sequence[str] = ("live",), target: str | None = None,
                    as_of: float | None = None) -> dict[int, str | None]:
        """The ids among `ids` in scope (as `lexical_search` scopes) -> their event time (None if unset)."""
        ids = [int(i) for i in ids]
        if not ids:
            return {}
        scope, args = _scope(statuses, as_of)
        sql = "SELECT m.id, m.event_time FROM tm_memories m WHERE m.space = %s AND m.id = ANY(%s)" + scope
        params: list[Any] = [self.space, ids, *args]   # type: ignore[attr-defined]
        if target is not None:
            sql += " AND m.target = %s"
            params.append(target)
        with self._read() as conn:   # type: ignore[attr-defined]
            rows = conn.execute(sql, params).fetchall()
        return {int(r["id"]): r["event_time"] for r in rows}
