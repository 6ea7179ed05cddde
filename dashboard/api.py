"""The Memory tab's routes: thin, bounded wrappers over `tiered_memory.commands`; changes go through its single writer.

Mounted by Hermes under /api/plugins/tiered_memory/, behind the dashboard's session-token
auth (every /api/ path but a short public list answers 401 without it). Reads are paged
(`limit` ≤ MAX_PAGE) and capped; memory text is returned as plain JSON strings (the page
renders it as text). Settings and errors pass through `redact`: keys naming a secret are
dropped and URLs lose their user:password@ and query, so credentials and a database URL
never reach the page.
"""

from __future__ import annotations

import json
import logging
import re
import threading
from pathlib import Path
from typing import Annotated, Any, Callable

from fastapi import APIRouter, HTTPException, Query
from fastapi import Path as PathParam
from pydantic import BaseModel, Field

from ..commands import audit, memories, mutate, recall, status
from ..commands.common import CommandFailed, UsageError, hermes_home, uses_postgres
from ..shared.config import Paths
from ..shared.errors import ConfigError, TieredMemoryError
from ..worker.commands import CommandRefused

log = logging.getLogger("tiered_memory.dashboard")

router = APIRouter()

MAX_PAGE = 200
AUDIT_SCAN = 2000           # how far back the audit timeline pages
CHART_PASSES = 400          # overflow passes (both files) the usage chart shows
MAX_QUERY = 2000
MAX_EDIT = 5000
DETAIL_ROWS = 50            # versions / audit records / injections shown for one memory
SENSITIVE_KEY = re.compile(r"api_?key|password|passwd|secret|token|dsn|credential|database_url|db_url", re.I)
URL_USERINFO = re.compile(r"\b([a-z][a-z0-9+.-]*://)[^/\s@]+@", re.I)
URL_QUERY = re.compile(r"\b([a-z][a-z0-9+.-]*://[^\s?#\"']*)\?[^\s#\"']*", re.I)
MemoryId = Annotated[int, PathParam(ge=1, le=2**63 - 1)]   # an SQLite/PostgreSQL bigint
_WRITES = threading.Lock()  # one change at a time from this process (the writer lock is per process)


def home() -> Path:
    """The dashboard's HERMES_HOME (its profile), as Hermes resolves it."""
    try:
        from hermes_constants import get_hermes_home
    except ImportError:
        return hermes_home(None)
    return Path(get_hermes_home())


def nothing_stored(where: Path) -> bool:
    """No cold store yet: SQLite's cold.db not created and no PostgreSQL configured."""
    return not Paths(where).cold_db.exists() and not uses_postgres(where)


def redact(value: Any) -> Any:
    """`value` without secrets: sensitive keys dropped, URLs without credentials or query strings."""
    if isinstance(value, dict):
        return {k: redact(v) for k, v in value.items() if not (isinstance(k, str) and SENSITIVE_KEY.search(k))}
    if isinstance(value, (list, tuple)):
        return [redact(v) for v in value]
    if isinstance(value, str):
        return URL_QUERY.sub(r"\1", URL_USERINFO.sub(r"\1", value))
    return value


def call(fn: Callable[..., Any], *args: Any, **kwargs: Any) -> Any:
    """Run a command function; its refusals become HTTP errors with its one-line message."""
    try:
        return fn(*args, **kwargs)
    except (UsageError, ConfigError) as exc:
        raise HTTPException(status_code=400, detail=redact(str(exc))) from exc
    except CommandFailed as exc:
        raise HTTPException(status_code=404, detail=redact(str(exc))) from exc
    except CommandRefused as exc:
        raise HTTPException(status_code=409, detail=redact(str(exc))) from exc
    except (TieredMemoryError, OSError) as exc:
        log.warning("dashboard: %s failed: %s: %s", getattr(fn, "__name__", fn), type(exc).__name__, exc)
        raise HTTPException(status_code=500, detail=redact(f"{type(exc).__name__}: {exc}")) from exc


def page(rows: list[Any], offset: int, limit: int) -> dict[str, Any]:
    return {"total": len(rows), "offset": offset, "limit": limit, "items": rows[offset:offset + limit]}


# -- reads ------------------------------------------------------------------------------------------

@router.get("/overview")
def overview() -> dict[str, Any]:
    """Hot-tier usage now (per file: chars, limit, entries and their plan) and usage over time from the audit."""
    doc = call(audit.collect, home(), limit=CHART_PASSES, action="overflow")
    series = [{"at": r["at"], "target": r["target"], "mode": r["detail"].get("mode"),
               "before": r["detail"].get("usage_before"), "after": r["detail"].get("usage_after")}
              for r in reversed(doc["records"])]
    return {"hot": doc["hot"], "usage_series": series}


@router.get("/health")
def health() -> dict[str, Any]:
    """Worker heartbeat, embedder and model, queue depth, parked jobs, errors and problems."""
    doc = call(status.collect, home(), limit=10)
    keep = ("disabled", "settings", "store", "queue", "worker", "embedders", "counters", "errors", "problems",
            "prefetches")
    return redact({key: doc.get(key) for key in keep})


@router.get("/memories")
def list_memories(target: str | None = Query(None, pattern="^(memory|user)$"),
                  type: str | None = Query(None, pattern="^(state|rule|fact|pointer)$"),
                  status: str = Query("live", pattern="^(live|history|archived|trash|all)$"),
                  offset: int = Query(0, ge=0), limit: int = Query(50, ge=1, le=MAX_PAGE)) -> dict[str, Any]:
    """One page of memories matching the filters, oldest first."""
    if nothing_stored(home()):   # nothing written yet: an empty page, not an error
        return {"total": 0, "offset": offset, "limit": limit, "items": [], "filters": {"status": status}}
    doc = call(memories.list_memories, home(), target=target, type=type, status=status, offset=offset, limit=limit)
    return {"total": doc["total"], "offset": offset, "limit": limit, "items": doc["memories"],
            "filters": doc["filters"]}


@router.get("/memories/{memory_id}")
def show_memory(memory_id: MemoryId) -> dict[str, Any]:
    """One memory in full: row, history chain, what the worker did with it, where it was injected."""
    doc = call(memories.show_memory, home(), memory_id)
    for key in ("versions", "audit", "injected"):
        rows = doc.get(key) or []
        doc[f"{key}_total"] = len(rows)
        doc[key] = rows[-DETAIL_ROWS:] if key == "versions" else rows[:DETAIL_ROWS]
    return doc


@router.get("/trash")
def trash(offset: int = Query(0, ge=0), limit: int = Query(50, ge=1, le=MAX_PAGE)) -> dict[str, Any]:
    """The trash, most recently forgotten first."""
    if nothing_stored(home()):
        return page([], offset, limit)
    doc = call(memories.list_memories, home(), status="trash")
    return page(list(reversed(doc["memories"])), offset, limit)


@router.get("/audit")
def audit_log(action: str | None = Query(None, max_length=40), offset: int = Query(0, ge=0, le=AUDIT_SCAN),
              limit: int = Query(50, ge=1, le=MAX_PAGE)) -> dict[str, Any]:
    """What the worker and the user did (moved, merged, archived, trashed, edited …), newest first."""
    records = call(audit.collect, home(), limit=offset + limit + 1, action=action or None)["records"]
    return {"total": None, "more": len(records) > offset + limit, "offset": offset, "limit": limit,
            "items": records[offset:offset + limit]}


class WarmRuntime:
    """One warm plugin Runtime per HERMES_HOME and settings, reused by every search (one at a time)."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.key: tuple[str, str] | None = None
        self.runtime: Any = None

    def explain(self, where: Path, text: str) -> dict[str, Any]:
        from ..plugin.runtime import Runtime
        from ..shared.config import load_settings

        with self.lock:
            settings = load_settings(where)
            key = (str(where), json.dumps(settings.to_json(), sort_keys=True, default=str))
            if key != self.key:
                self.close()
                self.runtime = Runtime(Paths(where), settings, start_worker=False)
                self.runtime.warm_now()
                self.key = key
            return recall.explain(str(where), text, runtime=self.runtime)

    def close(self) -> None:
        if self.runtime is not None:
            self.runtime.close()
        self.runtime, self.key = None, None


_RUNTIME = WarmRuntime()


@router.get("/recall")
def recall_for(q: str = Query(..., min_length=1, max_length=MAX_QUERY)) -> dict[str, Any]:
    """The `recall` command: what prefetch would inject for `q`, and every candidate's verdict and evidence."""
    doc = call(_RUNTIME.explain, home(), q)
    return {**doc, "embedder": redact(doc.get("embedder")), "record": redact(doc.get("record"))}


# -- changes (the single writer) -----------------------------------------------------------------------

class EditBody(BaseModel):
    text: str = Field(min_length=1, max_length=MAX_EDIT)


class ConfirmBody(BaseModel):
    confirm: bool = False


def write(fn: Callable[..., dict[str, Any]], *args: Any, **kwargs: Any) -> dict[str, Any]:
    with _WRITES:
        return call(fn, home(), *args, **kwargs)


@router.post("/memories/{memory_id}/forget")
def forget(memory_id: MemoryId) -> dict[str, Any]:
    return write(mutate.forget_memory, memory_id)


@router.post("/memories/{memory_id}/restore")
def restore(memory_id: MemoryId) -> dict[str, Any]:
    return write(mutate.restore_memory, memory_id)


@router.post("/memories/{memory_id}/edit")
def edit(memory_id: MemoryId, body: EditBody) -> dict[str, Any]:
    return write(mutate.edit_memory, memory_id, body.text)


@router.post("/memories/{memory_id}/purge")
def purge(memory_id: MemoryId, body: ConfirmBody) -> dict[str, Any]:
    """Delete for good; refused unless the body says {"confirm": true} (the page asks first)."""
    if not body.confirm:
        raise HTTPException(status_code=400, detail="purge deletes for good: send {\"confirm\": true}")
    return write(mutate.purge, memory_id)
