"""Time in the store: a memory's event time from its own date, and what "true as of t" means in SQL."""

from __future__ import annotations

import datetime as dt
import re
from typing import Any, Sequence

# "2026-11-02: …", "2026-11-02 14:30 — …", "[2026-11-02] …" at the start of an entry
_DATE_PREFIX = re.compile(
    r"^\s*\[?(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2}(?::\d{2})?))?\]?\s*(?:[:\-–—|]|$|\s)"
)


def _epoch(value: str) -> float | None:
    try:
        parsed = dt.datetime.fromisoformat(value.strip())
    except ValueError:
        return None
    if parsed.tzinfo is None:
        parsed = parsed.replace(tzinfo=dt.timezone.utc)
    return parsed.timestamp()


def event_epoch(text: str, event_time: str | None = None) -> float | None:
    """When the memory happened: its `event_time` if that is an ISO date, else a date the text
    opens with (`2026-11-02: …`), else None (the insert time stands in)."""
    if event_time:
        found = _epoch(str(event_time))
        if found is not None:
            return found
    match = _DATE_PREFIX.match(text)
    if match is None:
        return None
    return _epoch(match.group(1) + ("T" + match.group(2) if match.group(2) else ""))


def valid_since_sql(alias: str = "m") -> str:
    """The moment a memory started being true: its event time, else when it was stored."""
    return f"coalesce({alias}.event_at, {alias}.valid_from, {alias}.created_at)"


def scope_sql(statuses: Sequence[str], as_of: float | None, alias: str = "m") -> tuple[str, list[Any]]:
    """`AND …` selecting memories of `statuses`, or (with `as_of`) every live or history memory
    that was true at that moment: started at or before it and not yet superseded or removed."""
    if as_of is None:
        return f" AND {alias}.status IN ({','.join('?' * len(statuses))})", list(statuses)
    return (f" AND {alias}.status IN ('live', 'history') AND {valid_since_sql(alias)} <= ? "
            f"AND ({alias}.valid_to IS NULL OR {alias}.valid_to > ?)", [float(as_of), float(as_of)])
