"""The user's changes to memory (edit, forget, restore, purge, reembed), run by the single writer.

`execute(ctx, name, params)` runs one command against a WorkerContext and returns a
JSON-able result; a refusal (no such memory, a secret in an edit) raises CommandRefused.
The worker runs it for a queued job with action `command` (`handle_command_job`, which
writes the result to `results/<job id>.json` for the waiting CLI); the CLI runs it
itself only while it holds the worker lock (see commands/writer.py).
"""

from __future__ import annotations

import json
import logging
import os
import time
from pathlib import Path
from typing import Any, Callable

from ..shared.config import Paths
from ..shared.errors import MemoryNotFound, TieredMemoryError
from ..shared.jobqueue import Job
from ..shared.store import NewMemory
from ..shared.verdicts import stamped
from .context import WorkerContext
from .maintenance import forget_in_sessions
from .migrate import forget, unsafe_reason

log = logging.getLogger("tiered_memory.worker.commands")

COMMAND_ACTION = "command"
Progress = Callable[[int, int], None]


class CommandRefused(TieredMemoryError):
    """The command cannot be done as asked (exit 1 in the CLI); the message says why."""

    exit_code = 1


def result_path(paths: Paths, job_id: int) -> Path:
    return paths.data_dir / "results" / f"{int(job_id)}.json"


def edit(ctx: WorkerContext, memory_id: int, text: str) -> dict[str, Any]:
    """A new version `text` supersedes live memory `memory_id` (kept as its history)."""
    unsafe = unsafe_reason(text)
    if unsafe:
        raise CommandRefused(f"the new text was not stored: it {unsafe}")
    old = _live(ctx, memory_id)
    item = stamped(NewMemory(text, target=old.target, type=old.type, importance=old.importance, origin="user-edit",
                             source_ref=old.source_ref, event_time=old.event_time))
    result = ctx.store.supersede(old.id, item)
    if result.id == old.id:
        return {"id": old.id, "changed": False}
    ctx.store.record_audit(ctx.run_id, "edited", old.target, text, "edited by the user",
                           memory_id=result.id, detail={"supersedes": old.id})
    return {"id": result.id, "supersedes": old.id, "changed": True, "embedded": result.embedded}


def _live(ctx: WorkerContext, memory_id: int) -> Any:
    try:
        memory = ctx.store.get(memory_id)
    except MemoryNotFound as exc:
        raise CommandRefused(f"no live memory #{memory_id} (`list --status all` shows every id)") from exc
    if memory.status != "live":
        newer = f"; its newer version is #{memory.superseded_by}" if memory.superseded_by else ""
        raise CommandRefused(f"memory #{memory_id} is {memory.status}, not live{newer}")
    return memory


def forget_one(ctx: WorkerContext, memory_id: int) -> dict[str, Any]:
    if not forget(ctx, memory_id, now=ctx.now()):
        raise CommandRefused(f"no memory #{memory_id} to forget (already in the trash? `list --status trash`)")
    return {"id": memory_id, "trashed": True}


def restore(ctx: WorkerContext, memory_id: int) -> dict[str, Any]:
    try:
        memory = ctx.store.restore(memory_id)
    except MemoryNotFound as exc:
        raise CommandRefused(f"memory #{memory_id} is not in the trash (`list --status trash`)") from exc
    ctx.store.record_audit(ctx.run_id, "restored", memory.target, memory.text, "restored by the user",
                           memory_id=memory.id)
    return {"id": memory.id, "restored": True, "status": memory.status}


def purge(ctx: WorkerContext, memory_id: int | None = None, *, whole_trash: bool = False) -> dict[str, Any]:
    """Remove one memory (with its history and trash copies) or the whole trash for good."""
    if whole_trash:
        results = ctx.store.purge_trash()
    elif memory_id is None:
        raise CommandRefused("purge needs a memory id or --trash")
    else:
        try:
            results = [ctx.store.purge(int(memory_id))]
        except MemoryNotFound as exc:
            raise CommandRefused(f"no memory #{memory_id} to purge (`list --status all` shows every id)") from exc
    ids = sorted({i for r in results for i in r.memory_ids})
    forget_in_sessions(ctx, ids)
    ctx.store.record_audit(ctx.run_id, "purged", "memory", "", f"purged by the user ({len(ids)} rows)",
                           detail={"ids": ids[:1000]})
    return {"purged": len(results), "rows": len(ids), "ids": ids}


def reembed(ctx: WorkerContext, progress: Progress | None = None) -> dict[str, Any]:
    """Vectors for every live memory that lacks one for the configured model."""
    store = ctx.store
    if store.embedder is None:
        raise CommandRefused("no embedder is configured (embedder = none); set TIERED_MEMORY_EMBEDDER first")
    total = store.pending_vectors()
    done = 0
    while done < total:
        batch = store.backfill_vectors(64)
        if not batch:
            break
        done += batch
        if progress is not None:
            progress(done, total)
    return {"model": store.model_id, "embedded": done, "missing": store.pending_vectors()}


def execute(ctx: WorkerContext, name: str, params: dict[str, Any], progress: Progress | None = None) -> dict[str, Any]:
    if name == "edit":
        return edit(ctx, int(params["id"]), str(params["text"]))
    if name == "forget":
        return forget_one(ctx, int(params["id"]))
    if name == "restore":
        return restore(ctx, int(params["id"]))
    if name == "purge":
        return purge(ctx, params.get("id"), whole_trash=bool(params.get("trash")))
    if name == "reembed":
        return reembed(ctx, progress)
    raise CommandRefused(f"unknown command {name!r} (the worker is older or newer than this CLI)")


def handle_command_job(ctx: WorkerContext, job: Job) -> None:
    """A queued command: run it and leave its result (or refusal) for the CLI waiting on it."""
    try:
        request = json.loads(job.content or "{}")
        result: dict[str, Any] = {"ok": True, "result": execute(ctx, str(request.get("name")),
                                                               dict(request.get("params") or {}))}
    except CommandRefused as exc:
        result = {"ok": False, "error": str(exc)}
    except ValueError as exc:
        result = {"ok": False, "error": f"unreadable command job {job.id}: {exc}"}
    _write_result(result_path(ctx.paths, job.id), result)


RESULT_KEEP_S = 86400.0   # a result nobody collected (the CLI gave up waiting) is dropped after a day


def _write_result(path: Path, result: dict[str, Any]) -> None:
    path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
    cutoff = time.time() - RESULT_KEEP_S
    for old in path.parent.glob("*.json"):
        try:
            if old.stat().st_mtime < cutoff:
                old.unlink()
        except OSError as exc:
            log.warning("could not drop the old command result %s: %s", old, exc)
    tmp = path.with_suffix(".tmp")
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "w", encoding="utf-8") as handle:
        json.dump(result, handle, ensure_ascii=False, default=str)
    os.replace(tmp, path)
