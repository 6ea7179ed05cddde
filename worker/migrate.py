"""Crash-safe moves between the hot files and the cold store.

Every move runs in this order:

1. **cold write committed** — idempotent: an equal live memory (content hash) is reused, a
   semantically same fact becomes a history row linked to the live one, a changed value
   supersedes the old memory (both kept), anything else is a new live memory;
2. **intent record** — the hot-entry row gets `moving=1` and the cold id;
3. **hot removal** under Hermes' lock, after re-reading the file and re-confirming that the
   cold copy is present (never remove from hot otherwise);
4. **verify** — the file no longer holds the entry and the cold copy is there; the audit
   record and the removal of the mirror row commit together.

A crash between 1 and 3 leaves the entry in both tiers: on restart reconcile sees the
intent (or the equal live memory) and finishes the removal instead of writing again.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, replace

from ..shared.errors import HotFileError, MemoryNotFound, StoreError
from ..shared.recall import recall
from ..shared.safety.secrets import SCAN_CHARS, SEALED_PREFIX, TOO_LONG
from ..shared.store import HotEntryMeta, Memory, NewMemory
from ..shared.text import content_hash
from ..shared.verdicts import scan, stamped
from .checkpoints import Checkpoint, no_checkpoint
from .context import WorkerContext
from .dedup import DIFFERENT, SAME, UPDATE, compare
from .mirror import pointer_target, with_failure

log = logging.getLogger("tiered_memory.worker")

COLD_ERRORS = (StoreError, OSError)
DEDUP_CANDIDATES = 8

# A test hook called with a step name at every crash-relevant point of a move (checkpoints.STEPS);
# the SIGKILL tests drive it through the environment (see checkpoints.py).
_no_checkpoint = no_checkpoint


@dataclass(frozen=True)
class ColdWrite:
    """Where the cold copy of an entry is, and how it got there."""

    memory_id: int
    kind: str                       # exact | new | same | update | history | kept
    superseded: int | None = None   # the live memory an update replaced
    embedded: bool = True
    note: str | None = None


@dataclass(frozen=True)
class MoveOutcome:
    moved: bool
    reason: str
    memory_id: int | None = None
    cold: ColdWrite | None = None
    error: str | None = None
    pointer: str | None = None


def unsafe_reason(text: str) -> str | None:
    """Why a text must never be stored in cold (a secret, or instruction-like text), or None.
    The scan is cached per text, so the verdict `_new_memory` stores with the cold copy costs nothing more."""
    return scan(text).reason


def keep_hot_reason(text: str, limit: int) -> str | None:
    """Why an entry must stay hot: unsafe text, or longer than the file's whole char limit (Hermes
    refuses to rewrite a file holding it, so after a cold copy it could never leave hot)."""
    too_long = text.startswith(f"{SEALED_PREFIX}{TOO_LONG}]")   # the mirror keeps no words of an unscanned text
    if len(text) > limit or too_long:
        size = f"over {SCAN_CHARS:,}" if too_long else f"{len(text):,}"
        return (f"entry is {size} chars, longer than the {limit:,}-char limit of its file: Hermes refuses "
                f"to rewrite that file too; shorten or remove the entry by hand")
    return unsafe_reason(text)


def _new_memory(meta: HotEntryMeta, origin: str) -> NewMemory:
    kind = meta.type if meta.type in ("state", "rule", "pointer") else "fact"
    return stamped(NewMemory(meta.text, target=meta.target, type=kind, importance=meta.importance,
                             origin=origin, source_ref=f"hot:{meta.target}:{meta.content_hash[:16]}",
                             valid_from=meta.written_at or None))


def cold_copy_of(ctx: WorkerContext, meta: HotEntryMeta) -> Memory | None:
    """The cold memory holding this entry's text (its recorded copy, or one with an equal hash)."""
    if meta.cold_id is not None:
        try:
            memory = ctx.store.get(meta.cold_id)
        except MemoryNotFound:
            memory = None
        if memory is not None and memory.content_hash == meta.content_hash:
            return memory
    return ctx.store.find_text(meta.text, meta.target)


def write_cold(ctx: WorkerContext, meta: HotEntryMeta, *, origin: str, status: str = "live") -> ColdWrite:
    """Step 1: commit the entry's text to cold, deduplicated and value-aware. Idempotent."""
    store = ctx.store
    if meta.cold_id is not None:
        recorded = cold_copy_of(ctx, meta)
        if recorded is not None:
            return ColdWrite(recorded.id, "exact", embedded=recorded.embedding_model is not None)
    live = store.find_by_hash(meta.text, meta.target, status="live")
    if live is not None:
        return ColdWrite(live.id, "exact", embedded=live.embedding_model is not None)
    item = _new_memory(meta, origin)
    if status == "history":
        result = store.archive(item)
        return ColdWrite(result.id, "history", embedded=result.embedded, note=result.reason)
    found = recall(store, meta.text, DEDUP_CANDIDATES, target=meta.target,
                   embed_timeout=ctx.settings.embed_timeout_s)
    best_update: tuple[float, Memory] | None = None
    for candidate in found.candidates:
        verdict = compare(meta.text, candidate.memory.text, cosine=candidate.dense_score, model=found.model)
        if verdict.kind == SAME:
            result = store.archive(item, superseded_by=candidate.memory.id)
            return ColdWrite(result.id, "same", superseded=candidate.memory.id, embedded=result.embedded,
                             note=f"same fact as cold #{candidate.memory.id}")
        if verdict.kind == UPDATE and (best_update is None or verdict.subject_similarity > best_update[0]):
            best_update = (verdict.subject_similarity, candidate.memory)
    if best_update is not None:
        old = best_update[1]
        result = store.supersede(old.id, item)
        return ColdWrite(result.id, "update", superseded=old.id, embedded=result.embedded,
                         note=f"supersedes cold #{old.id}")
    result = store.add(item)
    return ColdWrite(result.id, "new" if result.created else "exact", embedded=result.embedded, note=result.reason)


def _confirmed(ctx: WorkerContext, meta: HotEntryMeta, memory_id: int) -> bool:
    """The cold copy is committed and readable (live or history) and holds this text."""
    try:
        memory = ctx.store.get(memory_id)
    except MemoryNotFound:
        return False
    return memory.content_hash == meta.content_hash


def move_out(ctx: WorkerContext, meta: HotEntryMeta, reason: str, *, now: float,
             status: str = "live", pointer_head: str | None = None,
             checkpoint: Checkpoint = _no_checkpoint) -> MoveOutcome:
    """Move one hot entry to cold (steps 1–4). On any failure the entry stays hot."""
    store, target = ctx.store, meta.target
    unsafe = keep_hot_reason(meta.text, ctx.limit(target))
    if unsafe:
        if meta.last_error != unsafe:
            store.put_hot_entry(replace(meta, last_error=unsafe))
            store.record_audit(ctx.run_id, "kept_hot", target, _redacted(meta.text), unsafe,
                               detail={"wanted": reason, "chars": len(meta.text)}, at=now)
            ctx.diagnostics.incr("worker.kept_unsafe")
            log.warning("kept a %s entry hot: %s", target, unsafe)
        return MoveOutcome(False, unsafe, error=unsafe)
    drift = hot_file_problem(ctx, target)
    if drift:   # the removal would be refused: no cold copy now, retried after a back-off
        _defer(ctx, meta, drift, now, "worker.hotfile")
        return MoveOutcome(False, "hot file cannot be rewritten", error=drift)
    checkpoint("move_started")
    # 1. cold write committed
    try:
        cold = write_cold(ctx, meta, origin=f"hot:{reason}", status=status)
    except COLD_ERRORS as exc:
        message = f"{type(exc).__name__}: {exc}"
        store_failure(ctx, meta, message, now)
        return MoveOutcome(False, "cold write failed", error=message)
    checkpoint("cold_written")
    # 2. intent record
    moving = replace(meta, cold_id=cold.memory_id, moving=True)
    try:
        store.put_hot_entry(moving)
    except COLD_ERRORS as exc:
        store_failure(ctx, meta, f"{type(exc).__name__}: {exc}", now)
        return MoveOutcome(False, "intent record failed", error=str(exc))
    checkpoint("intent_recorded")
    pointer = None
    if pointer_head:
        pointer = pointer_head_text(pointer_head, cold.memory_id)
    return finish_move(ctx, moving, reason, now=now, cold=cold, pointer=pointer, checkpoint=checkpoint)


def pointer_head_text(head: str, memory_id: int) -> str:
    from .mirror import pointer_text

    return pointer_text(head, memory_id)


def finish_move(ctx: WorkerContext, meta: HotEntryMeta, reason: str, *, now: float,
                cold: ColdWrite | None = None, pointer: str | None = None,
                checkpoint: Checkpoint = _no_checkpoint) -> MoveOutcome:
    """Steps 3–4 for an entry whose cold copy is committed (`meta.moving`, `meta.cold_id`)."""
    target = meta.target
    assert meta.cold_id is not None
    hot = ctx.hot(target)
    removed: list[str] = []
    try:
        with hot.locked() as session:
            # 3. re-confirm the cold copy under the lock, then remove (or leave a pointer)
            if not _confirmed(ctx, meta, meta.cold_id):
                raise StoreError(f"cold copy #{meta.cold_id} of a {target} entry is missing; not removing it")
            index = hot_index(session.entries, meta)
            if index is not None:
                removed.append(session.entries[index])
                if pointer and pointer not in session.entries:
                    session.entries[index] = pointer
                else:
                    del session.entries[index]
    except HotFileError as exc:
        message = f"{type(exc).__name__}: {exc}"
        ctx.diagnostics.record_error("worker.hotfile", exc)
        log.warning("could not remove a %s entry from hot (cold copy #%s kept; retrying later): %s",
                    target, meta.cold_id, exc)
        return MoveOutcome(False, "hot removal failed", memory_id=meta.cold_id, cold=cold, error=message)
    except COLD_ERRORS as exc:
        store_failure(ctx, meta, f"{type(exc).__name__}: {exc}", now)
        return MoveOutcome(False, "cold copy not confirmed", error=str(exc))
    checkpoint("hot_removed")
    # 4. verify, then record the move and drop the mirror row together
    try:
        problem = _unverified(ctx, hot.read(), meta, removed)
    except (HotFileError, *COLD_ERRORS) as exc:
        problem = f"cannot verify the move: {type(exc).__name__}: {exc}"
    if problem:
        ctx.diagnostics.record_error("worker.verify", problem)
        return MoveOutcome(False, problem, memory_id=meta.cold_id, cold=cold, error=problem)
    try:
        _record_move(ctx, meta, reason, now=now, cold=cold, pointer=pointer)
    except COLD_ERRORS as exc:   # the intent row stays: the next reconcile records the move
        message = f"move done, record deferred: {type(exc).__name__}: {exc}"
        ctx.diagnostics.record_error("worker.cold", exc)
        log.warning("a %s entry left hot for cold #%s but the audit record failed (retried): %s",
                    target, meta.cold_id, exc)
        return MoveOutcome(False, message, memory_id=meta.cold_id, cold=cold, error=message)
    ctx.diagnostics.incr("worker.moved")
    checkpoint("move_done")
    return MoveOutcome(True, reason, memory_id=meta.cold_id, cold=cold, pointer=pointer)


def hot_index(entries: list[str], meta: HotEntryMeta) -> int | None:
    """Where the entry is in `entries`: its exact text, else the first entry with its content hash
    (Hermes may have changed its case or trailing punctuation since it was stamped), or None."""
    if meta.text in entries:
        return entries.index(meta.text)
    return next((i for i, entry in enumerate(entries) if content_hash(entry) == meta.content_hash), None)


def _unverified(ctx: WorkerContext, entries: list[str], meta: HotEntryMeta, removed: list[str]) -> str | None:
    """Why a finished move is not confirmed: the removed text is still hot, or the cold copy vanished."""
    if any(text in entries for text in removed):
        return "entry still hot after removal"
    if meta.cold_id is None or not _confirmed(ctx, meta, meta.cold_id):
        return "cold copy vanished after removal"
    return None


def _record_move(ctx: WorkerContext, meta: HotEntryMeta, reason: str, *, now: float,
                 cold: ColdWrite | None, pointer: str | None) -> None:
    """The audit record and the removal of the mirror row (one transaction), then the pointer's row."""
    store, target = ctx.store, meta.target
    detail = {"kind": cold.kind if cold else "recovered", "type": meta.type, "chars": len(meta.text)}
    if cold is not None and cold.superseded is not None:
        detail["related"] = cold.superseded
    if cold is not None and not cold.embedded:
        detail["lexical_only"] = cold.note or "no vector yet"
    if pointer:
        detail["pointer"] = pointer
    store.record_audit(ctx.run_id, "moved", target, meta.text, reason, memory_id=meta.cold_id,
                       detail=detail, at=now, forget_hot=meta.content_hash)
    if pointer:
        store.put_hot_entry(HotEntryMeta(
            target=target, content_hash=content_hash(pointer), text=pointer, type="pointer",
            importance=meta.importance, protected=False, origin="pointer", written_at=meta.written_at,
            first_seen=now, last_seen=now, cold_id=meta.cold_id))


def hot_file_problem(ctx: WorkerContext, target: str) -> str | None:
    """Why the hot file cannot be rewritten now (it does not round-trip, or cannot be read), or None."""
    hot = ctx.hot(target)
    try:
        if hot.drifted():
            return (f"{hot.path} does not round-trip through the Hermes format (or holds an entry over "
                    f"{hot.limit} chars); Hermes refuses to rewrite it too")
    except HotFileError as exc:
        return f"{type(exc).__name__}: {exc}"
    return None


def _defer(ctx: WorkerContext, meta: HotEntryMeta, message: str, now: float, source: str) -> None:
    """Stamp a failed step on the entry: it stays hot and is retried after a back-off."""
    ctx.diagnostics.record_error(source, message)
    failed = with_failure(replace(meta, moving=False), message, now, ctx.policy.retry_base_s, ctx.policy.retry_max_s)
    try:
        ctx.store.put_hot_entry(failed)
    except COLD_ERRORS as exc:  # the store itself is down: the next reconcile re-stamps it
        log.warning("could not stamp the failure either: %s", exc)


def store_failure(ctx: WorkerContext, meta: HotEntryMeta, message: str, now: float) -> None:
    """Stamp a failed cold step on the entry (it stays hot and is retried after a back-off)."""
    log.warning("cold store failed for a %s entry; it stays hot and is retried: %s", meta.target, message)
    _defer(ctx, meta, message, now, "worker.cold")


def archive_vanished(ctx: WorkerContext, meta: HotEntryMeta, reason: str, *, now: float,
                     detail: dict | None = None) -> bool:
    """An entry left the hot file without the worker: keep its text in cold as history.

    Returns True when the mirror row was retired (archived, already in cold, or refused as
    unsafe with an audit record); False when the cold store failed (retried next time).
    """
    store = ctx.store
    unsafe = unsafe_reason(meta.text)
    try:
        if unsafe:
            store.record_audit(ctx.run_id, "not_archived", meta.target, _redacted(meta.text),
                               f"{reason}; {unsafe}", detail=detail, at=now, forget_hot=meta.content_hash)
            ctx.diagnostics.incr("worker.not_archived_unsafe")
            return True
        existing = cold_copy_of(ctx, meta)
        if existing is not None:
            store.record_audit(ctx.run_id, "left_hot", meta.target, meta.text, reason, memory_id=existing.id,
                               detail={**(detail or {}), "already_in_cold": existing.status}, at=now,
                               forget_hot=meta.content_hash)
            return True
        result = store.archive(_new_memory(meta, f"hot:{reason}"))
        store.record_audit(ctx.run_id, "archived", meta.target, meta.text, reason, memory_id=result.id,
                           detail={**(detail or {}), "status": "history"}, at=now, forget_hot=meta.content_hash)
        ctx.diagnostics.incr("worker.archived")
        return True
    except COLD_ERRORS as exc:
        ctx.diagnostics.record_error("worker.cold", exc)
        log.warning("could not archive a vanished %s entry (kept in the mirror, retried): %s", meta.target, exc)
        return False


def archive_text(ctx: WorkerContext, target: str, text: str, reason: str, *, now: float) -> int | None:
    """Keep a text we were told about but never saw in the hot file (added, then removed)."""
    from .mirror import stamp

    meta = stamp(target, text, now, origin="job")
    if ctx.store.find_text(text, target) is not None or ctx.store.in_trash(text):
        return None  # already kept, or forgotten by the user: a replayed job must not bring it back
    if unsafe_reason(text):
        ctx.store.record_audit(ctx.run_id, "not_archived", target, _redacted(text), f"{reason}; unsafe", at=now)
        return None
    result = ctx.store.archive(_new_memory(meta, f"hot:{reason}"))
    ctx.store.record_audit(ctx.run_id, "archived", target, text, reason, memory_id=result.id,
                           detail={"status": "history"}, at=now)
    return result.id


def forget(ctx: WorkerContext, memory_id: int, *, now: float, target: str = "memory") -> bool:
    """The plugin's forget tool: move a cold memory to the trash (restorable). Idempotent."""
    try:
        memory = ctx.store.get(memory_id)
    except MemoryNotFound:
        return False  # already trashed or never existed: a replay changes nothing
    entry = ctx.store.trash(memory.id, "forgotten by the user")
    ctx.store.record_audit(ctx.run_id, "trashed", memory.target, memory.text, "forget tool",
                           memory_id=memory.id, detail={"trash_id": entry.id}, at=now)
    return True


def _redacted(text: str) -> str:
    from ..shared.safety import redact_secrets

    return redact_secrets(text[:20_000])[:200]   # the audit keeps 200 chars: a 5 MB entry need not be scanned whole


__all__ = [
    "ColdWrite", "MoveOutcome", "archive_text", "archive_vanished", "cold_copy_of", "finish_move",
    "forget", "hot_file_problem", "keep_hot_reason", "move_out", "pointer_target", "unsafe_reason", "write_cold",
    "DIFFERENT",
]
