"""Reconcile the worker's mirror with the hot files as they are on disk.

Run at start, on file changes (watch.py), periodically, and for every queued job: the
background review, `/memory approve`, manual edits and other processes write MEMORY.md /
USER.md without ever reaching `on_memory_write`. Idempotent: a second run changes nothing.

* a mirror row whose entry is gone → its text is archived to cold as history (a replaced
  or removed entry), or, for an interrupted move, the move is recorded as done;
* an interrupted move whose entry is still hot → the removal is finished (the cold copy is
  confirmed first);
* an entry without a mirror row → stamped (type, protection, written_at).
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field, replace

from ..shared.errors import HotFileError
from ..shared.safety import redact_secrets
from ..shared.store import HotEntryMeta
from ..shared.text import content_hash
from .context import WorkerContext
from .migrate import COLD_ERRORS, archive_vanished, cold_copy_of, finish_move
from .mirror import sealed_rows, stamp

log = logging.getLogger("tiered_memory.worker")


@dataclass
class Hint:
    """What a queued job says about a change: 'replace'/'remove' with the old text's substring."""

    action: str
    old_text: str | None = None
    content: str | None = None
    metadata: dict = field(default_factory=dict)

    def explains(self, text: str) -> bool:
        return bool(self.old_text) and self.old_text.strip() in text


@dataclass
class ReconcileReport:
    target: str
    entries: int = 0
    new: list[HotEntryMeta] = field(default_factory=list)
    archived: int = 0
    finished_moves: int = 0
    errors: list[str] = field(default_factory=list)

    @property
    def changed(self) -> bool:
        return bool(self.new or self.archived or self.finished_moves)


def reconcile(ctx: WorkerContext, target: str, *, now: float, hints: list[Hint] | tuple[Hint, ...] = ()
              ) -> ReconcileReport:
    report = ReconcileReport(target)
    try:
        entries = ctx.hot(target).read()
    except HotFileError as exc:
        report.errors.append(str(exc))
        ctx.diagnostics.record_error("worker.hotfile", exc)
        return report
    report.entries = len(entries)
    on_disk = {content_hash(text): text for text in entries}
    try:
        mirror = {meta.content_hash: meta for meta in sealed_rows(ctx.store, ctx.store.hot_entries(target))}
    except COLD_ERRORS as exc:
        report.errors.append(str(exc))
        ctx.diagnostics.record_error("worker.cold", exc)
        return report

    for meta in mirror.values():
        try:
            _settle(ctx, meta, on_disk, hints, now, report)
        except COLD_ERRORS as exc:   # this row is retried next time; the others go on
            report.errors.append(f"{type(exc).__name__}: {exc}")
            ctx.diagnostics.record_error("worker.cold", exc)

    for key, text in on_disk.items():
        if key in mirror:
            continue
        metadata = next((h.metadata for h in hints if h.content and content_hash(h.content) == key), None)
        inherit = None
        for hint in hints:  # a replace keeps the replaced entry's importance and age
            if hint.action == "replace" and hint.content and content_hash(hint.content) == key:
                inherit = next((m for m in mirror.values() if hint.explains(m.text)), None)
        meta = stamp(target, text, now, metadata=metadata, inherit=inherit,
                     protect_importance=ctx.policy.protect_importance)
        try:
            ctx.store.put_hot_entry(meta)
        except COLD_ERRORS as exc:
            report.errors.append(str(exc))
            ctx.diagnostics.record_error("worker.cold", exc)
            continue
        report.new.append(meta)
    return report


def _settle(ctx: WorkerContext, meta: HotEntryMeta, on_disk: dict[str, str],
            hints: list[Hint] | tuple[Hint, ...], now: float, report: ReconcileReport) -> None:
    """One mirror row against the file: finish an interrupted move, or archive a vanished entry."""
    key = meta.content_hash
    if meta.moving:
        if key in on_disk:
            outcome = finish_move(ctx, replace(meta, text=on_disk[key]), "finish interrupted move", now=now)
            if outcome.moved:
                report.finished_moves += 1
            elif outcome.error:
                report.errors.append(outcome.error)
        else:
            _record_finished(ctx, meta, now)
            report.finished_moves += 1
        return
    if key in on_disk:
        return
    reason, detail = _why_gone(meta, hints)
    if archive_vanished(ctx, meta, reason, now=now, detail=detail):
        report.archived += 1
    else:
        report.errors.append(f"could not archive a {meta.target} entry")


def _why_gone(meta: HotEntryMeta, hints: list[Hint] | tuple[Hint, ...]) -> tuple[str, dict]:
    for hint in hints:
        if hint.action in ("replace", "remove") and hint.explains(meta.text):
            if hint.action == "replace":
                return "replaced in hot", {"replaced_by": redact_secrets(hint.content or "")}
            return "removed from hot", {}
    return "left hot outside on_memory_write", {}


def _record_finished(ctx: WorkerContext, meta: HotEntryMeta, now: float) -> None:
    """An interrupted move whose hot removal happened: record it once the cold copy is confirmed."""
    copy = cold_copy_of(ctx, meta)
    if copy is None:  # the cold write was rolled back?! keep the text: archive it now
        archive_vanished(ctx, replace(meta, moving=False, cold_id=None), "interrupted move", now=now)
        return
    ctx.store.record_audit(ctx.run_id, "moved", meta.target, meta.text, "finish interrupted move",
                           memory_id=copy.id, detail={"kind": "recovered", "type": meta.type},
                           at=now, forget_hot=meta.content_hash)
