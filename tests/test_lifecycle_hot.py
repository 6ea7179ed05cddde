"""USER.md over years: protected rules merge by topic and, when long untouched, leave hot behind a pointer."""

from __future__ import annotations

from tiered_memory.shared.hotfile import usage_chars
from tiered_memory.worker.context import Policy
from tiered_memory.worker.dedup import sentences
from tiered_memory.worker.overflow import MERGE, SINK, EntryView, plan_pass

DAY = 86400.0


def test_a_long_protected_rule_untouched_for_months_sinks_last_and_only_behind_a_pointer() -> None:
    now = 1_800_000_000.0
    idle = EntryView("When reviewing code, always explain the why before the what. " + "a" * 150,
                     protected=True, written_at=now - 120 * DAY)
    recent = EntryView("When writing docs, always put the conclusion first. " + "b" * 150,
                       protected=True, written_at=now - 10 * DAY)
    plain = EntryView("Prefer httpx over requests for new code. " + "c" * 150, written_at=now - 5 * DAY)
    entries = [idle, recent, plain]
    limit = usage_chars([e.text for e in entries]) + 10
    steps = plan_pass(entries, limit, now, Policy(), goal=0.4, max_sinks=6)
    sunk = [(s.texts[0], s.pointer_head is not None) for s in steps if s.kind == SINK]
    assert sunk == [(plain.text, True), (idle.text, True)]   # the recent protected rule stays


def test_same_topic_protected_rules_merge_keeping_every_sentence() -> None:
    now = 1_800_000_000.0
    first = EntryView("In code reviews, answer in Korean. In code reviews, keep comments short.", protected=True,
                      written_at=now - 3 * DAY)
    second = EntryView("In code reviews, keep comments short. In code reviews, cite the line numbers.",
                       protected=True, written_at=now - DAY)
    steps = plan_pass([first, second], 10_000, now, Policy(), goal=0.4, max_sinks=3)
    merges = [s for s in steps if s.kind == MERGE]
    assert len(merges) == 1 and set(merges[0].texts) == {first.text, second.text}
    assert set(sentences(first.text)) | set(sentences(second.text)) == set(sentences(merges[0].merged or ""))


def test_the_same_protected_rule_twice_keeps_one_copy_hot() -> None:
    from tiered_memory.worker.overflow_plan import DEDUP

    now = 1_800_000_000.0
    first = EntryView("Always answer in the language the user wrote in.", protected=True, written_at=now - 9 * DAY)
    again = EntryView("always answer in the language the user wrote in", protected=True, written_at=now - DAY)
    other = EntryView("Never invent citations.", protected=True, written_at=now - 5 * DAY)
    steps = plan_pass([first, other, again], 10_000, now, Policy(), goal=0.4, max_sinks=3)
    assert [(s.kind, s.texts) for s in steps] == [(DEDUP, (again.text,))]
