"""The cold tier's upkeep, run by the worker each tick: access, expiry, caps, trash purge, re-scan, re-embed, compaction.

Every step is bounded (rows per transaction, seconds per pass) so a prefetch never waits
long behind it, and idempotent, so a crash in the middle is finished by the next pass.
"""

from __future__ import annotations

import logging
import os
import sqlite3
import time
from dataclasses import asdict, dataclass, field
from typing import Any, Sequence

from ..shared import db
from ..shared.errors import TieredMemoryError
from .consolidate import consolidate
from .context import DAY_S, WorkerContext
from .promote import promote
from .rescan import rescan

log = logging.getLogger("tiered_memory.worker.maintenance")

ACCESS_BATCH = 5000
EXPIRE_BATCH = 200
COMPACT_EVERY_S = 7 * DAY_S        # FTS optimize + incremental vacuum at least this often
CONSOLIDATE_EVERY_S = DAY_S        # one duplicate-merging pass a day
REEMBED_BUDGET_S = 30.0            # seconds of embedding per pass (the rest next tick): jobs wait at most this
REEMBED_BATCH = 256                # texts per embedder call
NICENESS = 10                      # the worker process's CPU priority (os.nice increment)
STATE_TYPES = ("state",)
ALL_TYPES = ("state", "rule", "fact")


@dataclass
class MaintenanceReport:
    """What one maintenance pass did."""

    access_events: int = 0
    expired: int = 0
    capacity: int = 0
    purged: int = 0
    promoted: list[int] = field(default_factory=list)
    safety: dict[str, Any] = field(default_factory=dict)   # re-scan with the current detectors (rescan.py)
    reembedded: int = 0
    dropped_vectors: int = 0
    coverage: dict[str, Any] = field(default_factory=dict)
    compacted: dict[str, Any] | None = None
    consolidated: dict[str, Any] | None = None
    errors: list[str] = field(default_factory=list)
    seconds: float = 0.0

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


def run_maintenance(ctx: WorkerContext, now: float, *, reembed_budget_s: float = REEMBED_BUDGET_S,
                    reembed_batch: int = REEMBED_BATCH, compact: bool | None = None) -> MaintenanceReport:
    """One pass of every step; a failing step is logged and reported, the others still run."""
    started = time.perf_counter()
    report = MaintenanceReport()
    steps = (("access", lambda: fold_access(ctx, report)),
             ("consolidate", lambda: maybe_consolidate(ctx, now, report)),
             ("expire", lambda: expire(ctx, now, report)),
             ("capacity", lambda: enforce_caps(ctx, now, report)),
             ("trash", lambda: purge_old_trash(ctx, now, report)),
             ("rescan", lambda: setattr(report, "safety", rescan(ctx, now))),
             ("promote", lambda: setattr(report, "promoted", promote(ctx, now))),
             ("reembed", lambda: reembed(ctx, report, reembed_budget_s, reembed_batch)),
             ("compact", lambda: maybe_compact(ctx, now, report, compact)))
    for name, step in steps:
        try:
            step()
        except (TieredMemoryError, OSError) as exc:
            log.warning("maintenance step %s failed: %s: %s", name, type(exc).__name__, exc)
            ctx.diagnostics.record_error(f"worker.maintenance.{name}", exc)
            report.errors.append(f"{name}: {type(exc).__name__}: {exc}")
    report.seconds = round(time.perf_counter() - started, 3)
    ctx.diagnostics.set_component("maintenance", {**report.to_json(), "at": now})
    return report


def lower_priority() -> None:
    """The worker process is a background helper: it lowers its own CPU priority so Hermes'
    process (prefetch runs there) wins the cores during a long pass. Called by the worker's
    entry point and the maintenance bench, never by a library caller (commands, tests)."""
    try:
        os.nice(NICENESS)
    except OSError as exc:   # not permitted here: the pass still runs, at normal priority
        log.info("cannot lower the worker's CPU priority: %s", exc)


def fold_access(ctx: WorkerContext, report: MaintenanceReport) -> None:
    """Recall events the plugin recorded in status.db become recall counts in cold.db, exactly once."""
    if ctx.diagnostics.recall_sequence() < ctx.store.access_cursor():
        log.warning("status.db was recreated: counting its recall events from the first")
        ctx.store.reset_access_cursor()
    while True:
        events = ctx.diagnostics.recalls_after(ctx.store.access_cursor(), ACCESS_BATCH)
        if not events:
            return
        last = events[-1][0]
        report.access_events += ctx.store.fold_access([(m, s, at) for _, at, s, _, m in events], last)
        ctx.diagnostics.forget_recalls(last)
        if len(events) < ACCESS_BATCH:
            return


def forget_in_sessions(ctx: WorkerContext, memory_ids: Sequence[int]) -> int:
    """A purged memory's text also leaves sessions.db (the plugin keeps what each session was shown
    for 30 days); secure_delete overwrites it there too. Returns the rows removed."""
    path = ctx.paths.data_dir / "sessions.db"
    if not memory_ids or not path.exists():
        return 0
    try:
        conn = db.connect(path, busy_timeout_ms=2000)
    except TieredMemoryError as exc:
        log.warning("cannot open %s to drop purged memories: %s", path, exc)
        return 0
    try:
        conn.execute("PRAGMA secure_delete = ON")
        marks = ",".join("?" * len(memory_ids))
        with db.atomic(conn):
            removed = conn.execute(f"DELETE FROM injected WHERE memory_id IN ({marks})",
                                   [int(i) for i in memory_ids]).rowcount
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        return int(removed)
    except sqlite3.Error as exc:   # the plugin's file: a failure here never fails the purge in cold.db
        log.warning("could not drop purged memories from %s: %s", path, exc)
        return 0
    finally:
        conn.close()


def horizons(ctx: WorkerContext) -> dict[str, float]:
    settings = ctx.settings
    rule = float(settings.cold_rule_horizon_days) * DAY_S
    return {"state": float(settings.cold_state_horizon_days) * DAY_S, "rule": rule, "fact": rule}


def expire(ctx: WorkerContext, now: float, report: MaintenanceReport) -> None:
    """Live memories past their type's horizon (sliding with each recall) become `expired` history."""
    while True:
        ids = ctx.store.expired(now, horizons(ctx), limit=EXPIRE_BATCH)
        if not ids:
            return
        report.expired += ctx.store.retire(ids, "expired", now)
        ctx.store.record_audit(ctx.run_id, "expired", "memory", "", f"{len(ids)} cold memories unused past "
                               "their horizon became history", detail={"ids": ids}, at=now)


def enforce_caps(ctx: WorkerContext, now: float, report: MaintenanceReport) -> None:
    """Above the soft cap the least-recalled states become history; only above the hard cap
    do rules and facts go too (a unique rule is never archived for space before that)."""
    settings = ctx.settings
    for cap, types in ((settings.cold_soft_cap, STATE_TYPES), (settings.cold_hard_cap, ALL_TYPES)):
        over = ctx.store.count() - int(cap)
        if over <= 0:
            continue
        ids = ctx.store.least_accessed(types, over)
        if ids:
            report.capacity += ctx.store.retire(ids, "capacity", now)
            ctx.store.record_audit(ctx.run_id, "capacity", "memory", "", f"{len(ids)} least-recalled "
                                   f"{'/'.join(types)} memories became history (cap {cap})",
                                   detail={"ids": ids}, at=now)


def purge_old_trash(ctx: WorkerContext, now: float, report: MaintenanceReport) -> None:
    """Trash older than the retention period is purged for good."""
    cutoff = now - float(ctx.settings.trash_retention_days) * DAY_S
    for result in ctx.store.purge_trash(older_than=cutoff):
        forget_in_sessions(ctx, result.memory_ids)
        report.purged += 1
        ctx.store.record_audit(ctx.run_id, "purged", "memory", "[purged]",
                               f"in the trash longer than {ctx.settings.trash_retention_days:g} days",
                               detail=result.to_json(), at=now)


def reembed(ctx: WorkerContext, report: MaintenanceReport, budget_s: float, batch: int = REEMBED_BATCH) -> None:
    """Vectors for the current model in batches (at least one per pass, more within `budget_s`);
    each batch commits on its own, so a crash loses at most one. Once the model covers every
    live memory, vectors of other models are dropped. Progress goes to the report (and `status`)."""
    store = ctx.store
    model = store.model_id
    if model is None:
        return
    deadline = time.monotonic() + budget_s
    try:
        while store.pending_vectors(model):
            report.reembedded += store.backfill_vectors(batch)
            if time.monotonic() >= deadline:
                break
    finally:
        have, total = store.coverage(model)
        report.coverage = {"model": model, "embedded": have, "live": total,
                           "share": round(have / total, 4) if total else 1.0}
    if have >= total:
        for other in sorted(set(store.stored_models()) - {model}):
            report.dropped_vectors += store.drop_vectors(other)
            store.record_audit(ctx.run_id, "vectors_dropped", "memory", "", f"re-embedding with {model} "
                               f"finished; vectors of {other} dropped", detail={"model": other})


def maybe_consolidate(ctx: WorkerContext, now: float, report: MaintenanceReport) -> None:
    """Merge duplicate cold memories once a day (before caps, so duplicates go before unique states)."""
    last = ctx.store.last_run("consolidate")
    if last is not None and now - last < CONSOLIDATE_EVERY_S:
        return
    report.consolidated = consolidate(ctx, now).to_json()
    ctx.store.mark_run("consolidate", now)


def maybe_compact(ctx: WorkerContext, now: float, report: MaintenanceReport, force: bool | None) -> None:
    """FTS optimize + incremental vacuum after a purge, or weekly; `force` True/False overrides."""
    last = ctx.store.last_run("compact")
    due = ctx.store.compact_due() or last is None or now - last >= COMPACT_EVERY_S
    if force is False or (force is None and not due):
        return
    report.compacted = ctx.store.compact()
    ctx.store.mark_run("compact", now)
