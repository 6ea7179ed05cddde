"""Moments: which of some memories are in scope, and when each happened (for conversation context)."""

from __future__ import annotations

from typing import Any, Iterable, Sequence

from .timeline import scope_sql


class MomentsPart:
    """A light read of `event_time` for the context step of recall (part of ColdStore)."""

    def event_times(self, ids: Iterable[int], *, statuses: Sequence[str] = ("live",), target: str | None = None,
                    as_of: float | None = None) -> dict[int, str | None]:
        """The ids among `ids` in scope (as `lexical_search` scopes) -> their event time (None if unset)."""
        ids = [int(i) for i in ids]
        if not ids:
            return {}
        scope, args = scope_sql(statuses, as_of)
        sql = f"SELECT m.id, m.event_time FROM memories m WHERE m.id IN ({','.join('?' * len(ids))})" + scope
        params: list[Any] = [*ids, *args]
        if target is not None:
            sql += " AND m.target = ?"
            params.append(target)
        with self._lock:   # type: ignore[attr-defined]   (the connection get_many reads these rows with)
            rows = self._conn.execute(sql, params).fetchall()   # type: ignore[attr-defined]
        return {int(r[0]): r[1] for r in rows}
