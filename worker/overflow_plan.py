"""Planning one overflow pass: pure functions from the hot entries to the ordered steps (no I/O, no clock).

The steps, in order: dedup (near-duplicates inside hot, hot copies already live in cold),
stale (states past their TTL), merge (same-topic rules whose sentences overlap) and, only
while usage is above the pass's goal, sink (oldest-idle first; a long rule leaves a
pointer). `overflow.run_overflow` executes them with the crash-safe moves of migrate.py.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from ..shared.hotfile import usage_chars
from .context import Policy
from .dedup import SAME, UPDATE, compare, merge_texts, same_topic

DEDUP = "dedup"
STALE = "stale"
MERGE = "merge"
SINK = "sink"
MIN_MERGE_SAVING = 12
PROTECTED_IDLE_S = 90 * 86400.0   # a protected rule untouched this long may leave hot behind a pointer
POINTER_OVERHEAD = 45             # a pointer's length beyond its head, for the planner's projection


@dataclass(frozen=True)
class EntryView:
    """What the planner knows about one hot entry."""

    text: str
    type: str = "rule"           # state | rule | pointer
    protected: bool = False
    importance: float = 0.5
    written_at: float = 0.0
    in_cold: bool = False        # an equal live memory is already in cold
    unsafe: bool = False         # a secret, instruction-like or over-long text: stays hot

    @property
    def movable(self) -> bool:
        return not self.protected and not self.unsafe


@dataclass(frozen=True)
class Step:
    """One planned change: `texts` leave hot (for a merge, replaced by `merged`)."""

    kind: str
    texts: tuple[str, ...]
    reason: str
    status: str = "live"          # the cold copies' status: live, or history (a duplicate / merged input)
    merged: str | None = None
    pointer_head: str | None = None


def _after(entries: list[str], step: Step, pointer_len: int) -> list[str]:
    """The hot entries after `step` (for the planner's projection)."""
    out: list[str] = []
    merged_done = False
    for text in entries:
        if text in step.texts:
            if step.merged is not None and not merged_done:
                out.append(step.merged)
                merged_done = True
            elif step.pointer_head is not None:
                out.append("x" * pointer_len)
            continue
        out.append(text)
    return out


class _Plan:
    """The pass being planned: its steps so far, the texts they take, and hot as it would then be."""

    def __init__(self, views: list[EntryView], pointer_len: int) -> None:
        self.current = [v.text for v in views]
        self.steps: list[Step] = []
        self.gone: set[str] = set()
        self.pointer_len = pointer_len

    def take(self, step: Step) -> None:
        self.steps.append(step)
        self.gone.update(step.texts)
        self.current = _after(self.current, step, self.pointer_len)

    def still_hot(self, view: EntryView) -> bool:
        return view.text not in self.gone and view.text in self.current


def plan_pass(entries: Sequence[EntryView], limit: int, now: float, policy: Policy, *,
              goal: float, max_sinks: int) -> list[Step]:
    """The steps of one overflow pass, in order. Pure: no I/O, no clock."""
    views = list(entries)
    plan = _Plan(views, policy.pointer_head_chars + POINTER_OVERHEAD)
    _plan_dedup(plan, views)
    _plan_stale(plan, views, now, policy)
    _plan_merge(plan, views, policy)
    if usage_chars(plan.current) / limit > goal:
        _plan_sink(plan, views, limit, now, policy, goal=goal, max_sinks=max_sinks)
    return plan.steps


def _plan_dedup(plan: _Plan, views: list[EntryView]) -> None:
    """Near-duplicates inside hot, then hot copies already in cold."""
    for i, newer in enumerate(views):
        for older in views[:i]:
            if older.text in plan.gone or newer.text in plan.gone or "pointer" in (older.type, newer.type):
                continue
            verdict = compare(newer.text, older.text)
            if verdict.kind == SAME:
                drop = newer if newer.movable else older
                if drop.movable:
                    plan.take(Step(DEDUP, (drop.text,), "duplicate of another hot entry", status="history"))
                elif newer.protected and older.protected and not newer.unsafe:
                    # the same protected rule twice (case, punctuation): one copy is enough
                    plan.take(Step(DEDUP, (newer.text,), "duplicate of a protected hot entry", status="history"))
            elif verdict.kind == UPDATE and verdict.values_changed:
                stale_one = older if older.written_at <= newer.written_at else newer
                if stale_one.movable:
                    plan.take(Step(DEDUP, (stale_one.text,), "older value of a fact updated in hot", status="history"))
    for view in views:
        if view.text in plan.gone or not view.in_cold or not view.movable or view.type == "pointer":
            continue
        plan.take(Step(DEDUP, (view.text,), "already in cold"))


def _plan_stale(plan: _Plan, views: list[EntryView], now: float, policy: Policy) -> None:
    """States past their TTL."""
    for view in views:
        if view.text in plan.gone or view.type != "state" or not view.movable:
            continue
        if now - view.written_at >= policy.state_ttl_s:
            plan.take(Step(STALE, (view.text,), "state entry past its TTL"))


def _plan_merge(plan: _Plan, views: list[EntryView], policy: Policy) -> None:
    """Same-topic rules whose sentences overlap (protected ones only with protected ones: the
    merged entry keeps every unique sentence and stays protected)."""
    rules = [v for v in views if v.text not in plan.gone and v.type == "rule" and not v.unsafe]
    grouped: set[str] = set()
    for i, first in enumerate(rules):
        if first.text in grouped:
            continue
        group = [first]
        for other in rules[i + 1:]:
            if other.text not in grouped and other.protected == first.protected \
                    and same_topic(first.text, other.text) \
                    and compare(other.text, first.text).kind not in (SAME, UPDATE):
                group.append(other)
        if len(group) < 2:
            continue
        group.sort(key=lambda v: v.written_at)
        merged = merge_texts([v.text for v in group])
        before = usage_chars([v.text for v in group])
        if len(merged) <= policy.merge_max_chars and before - len(merged) >= MIN_MERGE_SAVING \
                and merged not in plan.current:
            grouped.update(v.text for v in group)
            plan.take(Step(MERGE, tuple(v.text for v in group), "same-topic rules merged", status="history",
                           merged=merged))


def _plan_sink(plan: _Plan, views: list[EntryView], limit: int, now: float, policy: Policy, *,
               goal: float, max_sinks: int) -> None:
    """Under pressure only: movable entries oldest-idle first, then long protected rules untouched for
    PROTECTED_IDLE_S (always behind a pointer), then pointers; until usage reaches `goal`."""
    candidates = [v for v in views if plan.still_hot(v) and v.movable and v.type in ("rule", "state")]
    candidates.sort(key=lambda v: (not v.in_cold, v.type != "state", v.written_at, -len(v.text)))
    candidates += sorted((v for v in views if plan.still_hot(v) and v.protected and not v.unsafe
                          and v.type == "rule" and len(v.text) >= policy.pointer_min_chars
                          and now - v.written_at >= PROTECTED_IDLE_S), key=lambda v: v.written_at)
    pointers = sorted((v for v in views if plan.still_hot(v) and v.type == "pointer"), key=lambda v: v.written_at)
    sunk = 0
    for view in candidates + pointers:
        if usage_chars(plan.current) / limit <= goal or sunk >= max_sinks:
            break
        head = None
        if view.type == "rule" and len(view.text) >= policy.pointer_min_chars:
            head = view.text[: policy.pointer_head_chars]
        reason = "pointer dropped under pressure" if view.type == "pointer" else \
            "protected rule untouched for 90+ days: sunk behind a pointer" if view.protected else \
            "sunk under pressure (oldest idle first)"
        plan.take(Step(SINK, (view.text,), reason, pointer_head=head))
        sunk += 1
