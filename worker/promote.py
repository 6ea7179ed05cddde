"""Promotion: a cold rule the agent keeps being given goes back to USER.md/MEMORY.md when it fits.

A live cold rule injected into (or returned to) at least `promote_sessions` distinct
sessions within `promote_window_days` is appended to its hot file under Hermes' lock,
only when the file then stays `HEADROOM` below the overflow threshold. Hysteresis: a
memory promoted once is not promoted again for `COOLDOWN_WINDOWS` windows (overflow may
sink it meanwhile; it does not bounce back and forth), and prefetch stops injecting it
once it is hot, so its session count decays on its own. The audit says why.
"""

from __future__ import annotations

import logging

from ..shared.hotfile import usage_chars
from .context import DAY_S, WorkerContext
from .migrate import unsafe_reason
from .mirror import stamp

log = logging.getLogger("tiered_memory.worker.promote")

PROMOTE_TYPES = ("rule",)
HEADROOM = 0.10          # the file must stay this far below the overflow threshold after the append
COOLDOWN_WINDOWS = 4     # a promoted memory waits this many windows before it may be promoted again


def promote(ctx: WorkerContext, now: float) -> list[int]:
    """Promote what qualifies; returns the promoted memory ids."""
    settings = ctx.settings
    window = float(settings.promote_window_days) * DAY_S
    done: list[int] = []
    for memory, sessions in ctx.store.often_recalled(since=now - window, min_sessions=settings.promote_sessions,
                                                     types=PROMOTE_TYPES):
        last = ctx.store.last_audit_at(memory.id, ("promoted",))
        if last is not None and now - last < COOLDOWN_WINDOWS * window:
            continue
        if unsafe_reason(memory.text):
            continue
        usage = _append_if_it_fits(ctx, memory.target, memory.text)
        if usage is None:
            continue
        meta = stamp(memory.target, memory.text, now, origin="promoted",
                     protect_importance=ctx.policy.protect_importance)
        ctx.store.put_hot_entry(meta)
        ctx.store.record_audit(
            ctx.run_id, "promoted", memory.target, memory.text,
            f"given to {sessions} distinct sessions in the last {settings.promote_window_days:g} days; the file is "
            f"at {usage:.0%} of its limit with it (overflow starts at {ctx.policy.soft:.0%})",
            memory_id=memory.id, at=now)
        done.append(memory.id)
    return done


def _append_if_it_fits(ctx: WorkerContext, target: str, text: str) -> float | None:
    """Append under Hermes' lock when the file stays HEADROOM below the soft threshold: the new usage, or None."""
    limit = ctx.limit(target)
    with ctx.hot(target).locked() as session:
        if text in session.entries:
            return None
        usage = usage_chars([*session.entries, text]) / limit
        if usage > ctx.policy.soft - HEADROOM:
            return None
        session.entries.append(text)
    return usage
