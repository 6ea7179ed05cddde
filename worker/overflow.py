"""Overflow: keep each hot file below its configured limit by moving the right entries to cold.

Usage is Hermes' measure (`len("\\n§\\n".join(entries))`) relative to the limit from
`config.yaml`. At the soft threshold (60%) one pass runs; at the hard threshold (80%)
passes repeat until usage is at most the target (40%) or a pass makes no progress.

A pass is planned by pure functions (`overflow_plan.plan_pass`, re-exported here) over
`EntryView`s and then executed with the crash-safe primitives of migrate.py. The steps, in order:

1. baseline — usage before;
2. dedup — near-duplicates inside hot (the later copy, or the older value of a changed
   fact, goes to cold history) and hot copies already live in cold;
3. stale — state entries past their TTL;
4. merge — same-topic rules whose sentences overlap, merged without dropping any unique
   sentence; the inputs are stored in cold (history) first;
5. sink — only while usage is above the pass's goal: unprotected rules, oldest-idle first;
   a long rule leaves a short pointer to its cold copy;
6. safe write (cold first, then hot, in migrate.py) and verify — usage after, every moved
   text present in cold and gone from hot. An audit record is left for every run.

Protected entries (behaviour/style rules, red lines, importance ≥ 0.9) move only two ways: merged
with same-topic protected rules (every unique sentence kept, still protected), and, last of all
under pressure, a long one untouched for 90 days sinks behind a pointer to its cold copy.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field, replace
from typing import Sequence

from ..shared.errors import HotFileError, MemoryNotFound, StoreError
from ..shared.hotfile import usage_chars
from ..shared.store import HotEntryMeta
from ..shared.text import content_hash
from .context import WorkerContext
from .migrate import COLD_ERRORS, Checkpoint, _no_checkpoint, hot_file_problem, keep_hot_reason, move_out
from .mirror import pointer_target, stamp, stands_for
from .overflow_plan import DEDUP, MERGE, SINK, STALE, EntryView, Step, plan_pass
from .reconcile import reconcile

log = logging.getLogger("tiered_memory.worker")

__all__ = ["DEDUP", "MERGE", "SINK", "STALE", "EntryView", "OverflowReport", "Step", "plan_pass", "run_overflow",
           "usage_ratio"]

def usage_ratio(entries: Sequence[str], limit: int) -> float:
    return usage_chars(list(entries)) / float(limit)


@dataclass
class OverflowReport:
    target: str
    limit: int
    usage_before: float = 0.0
    usage_after: float = 0.0
    mode: str = "none"             # none | soft | hard
    passes: int = 0
    moved: list[dict] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    lost: list[str] = field(default_factory=list)

    def to_json(self) -> dict:
        return {
            "target": self.target, "limit": self.limit, "mode": self.mode, "passes": self.passes,
            "usage_before": round(self.usage_before, 4), "usage_after": round(self.usage_after, 4),
            "moved": len(self.moved), "errors": self.errors[:5], "lost": len(self.lost),
        }


def _views(ctx: WorkerContext, target: str, metas: dict[str, HotEntryMeta], entries: list[str]) -> list[EntryView]:
    views = []
    for text in entries:
        meta = metas.get(content_hash(text))
        if meta is None:
            continue  # not stamped yet (reconcile failed): left alone this pass
        in_cold = False
        if meta.type == "pointer":
            in_cold = True
        else:
            try:
                in_cold = ctx.store.find_by_hash(text, target, status="live") is not None
            except COLD_ERRORS as exc:
                ctx.diagnostics.record_error("worker.cold", exc)
        views.append(EntryView(text=text, type=meta.type, protected=meta.protected, importance=meta.importance,
                               written_at=meta.written_at, in_cold=in_cold,
                               unsafe=bool(meta.type != "pointer" and keep_hot_reason(text, ctx.limit(target)))))
    return views


def run_overflow(ctx: WorkerContext, target: str, *, now: float, force: bool = False,
                 checkpoint: Checkpoint = _no_checkpoint) -> OverflowReport:
    """Bring one hot file under its thresholds (see module doc); always leaves an audit record."""
    policy = ctx.policy
    limit = ctx.limit(target)
    report = OverflowReport(target, limit)
    hot = ctx.hot(target)
    if not _choose_mode(ctx, target, report, force=force):
        return report
    moved_texts: list[str] = []
    while True:
        reconcile(ctx, target, now=now)
        try:
            entries = hot.read()
        except HotFileError as exc:
            report.errors.append(str(exc))
            break
        metas = {m.content_hash: m for m in ctx.store.hot_entries(target)}
        views = _views(ctx, target, metas, entries)
        hard = report.mode == "hard"
        goal = policy.target if hard else (policy.soft + policy.target) / 2
        steps = plan_pass(views, limit, now, policy, goal=goal,
                          max_sinks=policy.hard_sinks_per_pass if hard else policy.soft_sinks_per_pass)
        progress = 0
        for step in steps:
            done = _execute(ctx, target, step, metas, now=now, report=report, checkpoint=checkpoint)
            if done:
                progress += 1
                moved_texts.extend(step.texts)
        report.passes += 1
        try:
            report.usage_after = usage_ratio(hot.read(), limit)
        except HotFileError as exc:
            report.errors.append(str(exc))
            break
        if not hard or report.usage_after <= policy.target or progress == 0 \
                or report.passes >= policy.max_hard_passes:
            break
    _verify(ctx, target, moved_texts, report)
    ctx.store.record_audit(ctx.run_id, "overflow", target, "", f"{report.mode} pass", detail=report.to_json(), at=now)
    ctx.diagnostics.incr(f"worker.overflow.{report.mode}")
    return report


def _choose_mode(ctx: WorkerContext, target: str, report: OverflowReport, *, force: bool) -> bool:
    """Measure usage before and set the report's mode; False when no pass runs (under the soft
    threshold, or a file that cannot be read or that Hermes would refuse to rewrite)."""
    try:
        entries = ctx.hot(target).read()
    except HotFileError as exc:
        report.errors.append(str(exc))
        return False
    report.usage_before = report.usage_after = usage_ratio(entries, report.limit)
    problem = hot_file_problem(ctx, target)
    if problem:   # nothing can leave a file Hermes refuses to rewrite: no cold copies either
        report.errors.append(problem)
        return False
    if report.usage_before >= ctx.policy.hard:
        report.mode = "hard"
    elif report.usage_before >= ctx.policy.soft or force:
        report.mode = "soft"
    return report.mode != "none"


def _execute(ctx: WorkerContext, target: str, step: Step, metas: dict[str, HotEntryMeta], *, now: float,
             report: OverflowReport, checkpoint: Checkpoint) -> bool:
    if step.kind == MERGE:
        return _merge(ctx, target, step, metas, now=now, report=report)
    meta = metas.get(content_hash(step.texts[0]))
    if meta is None:
        return False
    if meta.type == "pointer":
        return _drop_pointer(ctx, target, meta, step, now=now, report=report)
    outcome = move_out(ctx, meta, f"{step.kind}: {step.reason}", now=now, status=step.status,
                       pointer_head=step.pointer_head, checkpoint=checkpoint)
    if outcome.moved:
        report.moved.append({"step": step.kind, "text": meta.text[:80], "memory_id": outcome.memory_id})
        return True
    if outcome.error:
        report.errors.append(outcome.error)
    return False


def _drop_pointer(ctx: WorkerContext, target: str, meta: HotEntryMeta, step: Step, *, now: float,
                  report: OverflowReport) -> bool:
    """A pointer's full text is already in cold (or in the trash, forgotten by the user):
    removing the pointer loses nothing."""
    memory_id = pointer_target(meta.text) or meta.cold_id
    try:
        if memory_id is not None:
            _confirm_kept(ctx, memory_id, meta.text)
        with ctx.hot(target).locked() as session:
            if meta.text in session.entries:
                session.entries.remove(meta.text)
    except (HotFileError, *COLD_ERRORS) as exc:
        report.errors.append(str(exc))
        return False
    ctx.store.record_audit(ctx.run_id, "pointer_dropped", target, meta.text, step.reason, memory_id=memory_id,
                           at=now, forget_hot=meta.content_hash)
    report.moved.append({"step": step.kind, "text": meta.text[:80], "memory_id": memory_id})
    return True


def _confirm_kept(ctx: WorkerContext, memory_id: int, pointer: str) -> None:
    """Raise a StoreError unless the memory `pointer` stands for is in cold or in the trash."""
    try:
        full = ctx.store.get(memory_id).text
    except MemoryNotFound:
        trashed = [entry.text for entry in ctx.store.list_trash() if entry.memory_id == memory_id]
        if not trashed:
            raise
        full = trashed[0]
    if not stands_for(pointer, full):
        raise StoreError(f"a {pointer[:40]!r}… entry points at #{memory_id} but is not its pointer; kept hot")


def _merge(ctx: WorkerContext, target: str, step: Step, metas: dict[str, HotEntryMeta], *, now: float,
           report: OverflowReport) -> bool:
    """Store every input in cold (history) first, then replace the inputs by the merged entry."""
    assert step.merged is not None
    inputs = [metas.get(content_hash(text)) for text in step.texts]
    if any(meta is None for meta in inputs):
        return False
    from .migrate import _new_memory

    ids: list[int] = []
    try:
        for meta in inputs:
            assert meta is not None
            existing = ctx.store.find_text(meta.text, target)
            ids.append(existing.id if existing else ctx.store.archive(_new_memory(meta, "hot:merge")).id)
    except COLD_ERRORS as exc:
        report.errors.append(f"merge: cold write failed: {exc}")
        return False
    try:
        with ctx.hot(target).locked() as session:
            if not all(text in session.entries for text in step.texts):
                return False  # the file changed: re-planned next pass
            for memory_id, meta in zip(ids, inputs):
                ctx.store.get(memory_id)  # confirm every cold copy before touching hot
            index = session.entries.index(step.texts[0])
            session.entries = [e for e in session.entries if e not in step.texts]
            if step.merged not in session.entries:
                session.entries.insert(index, step.merged)
    except (HotFileError, *COLD_ERRORS) as exc:
        report.errors.append(f"merge: {exc}")
        return False
    oldest = min(inputs, key=lambda m: m.written_at)  # type: ignore[union-attr]
    inherit = replace(oldest, importance=max(m.importance for m in inputs),  # type: ignore[union-attr]
                      protected=any(m.protected for m in inputs))  # type: ignore[union-attr]
    merged_meta = stamp(target, step.merged, now, origin="merge", inherit=inherit,
                        protect_importance=ctx.policy.protect_importance)
    ctx.store.put_hot_entry(merged_meta)
    for memory_id, meta in zip(ids, inputs):
        ctx.store.record_audit(ctx.run_id, "merged", target, meta.text, step.reason,  # type: ignore[union-attr]
                               memory_id=memory_id, detail={"into": step.merged}, at=now,
                               forget_hot=meta.content_hash)  # type: ignore[union-attr]
    report.moved.append({"step": MERGE, "text": step.merged[:80], "inputs": len(ids)})
    return True


def _verify(ctx: WorkerContext, target: str, moved: list[str], report: OverflowReport) -> None:
    """Every moved text is in cold (live or history) — nothing was lost on the way."""
    try:
        hot_now = set(ctx.hot(target).read())
    except HotFileError as exc:
        report.errors.append(str(exc))
        return
    for text in moved:
        if text in hot_now:
            continue
        if ctx.store.find_text(text, target) is None and pointer_target(text) is None:
            report.lost.append(text)
            ctx.diagnostics.record_error("worker.verify", f"moved text missing from cold: {text[:80]}")
