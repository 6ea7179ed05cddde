"""Promotion on real files: a cold rule given to many sessions goes back to its hot file under Hermes' lock, once."""

from __future__ import annotations

from pathlib import Path

import pytest

from tiered_memory.shared.config import Paths
from tiered_memory.shared.hotfile import HotFile
from tiered_memory.shared.store import NewMemory
from tiered_memory.worker.context import open_context
from tiered_memory.worker.maintenance import run_maintenance

DAY = 86400.0
RULE = "Always answer in British English spelling."


class Clock:
    def __init__(self) -> None:
        self.now = 1_800_000_000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    home = tmp_path / "hermes_home"
    (home / "memories").mkdir(parents=True)
    (home / "config.yaml").write_text("memory:\n  memory_char_limit: 2200\n  user_char_limit: 1375\n")
    monkeypatch.setenv("TIERED_MEMORY_EMBEDDER", "none")
    return home


def user_md(home: Path) -> list[str]:
    return HotFile(Paths(home).user_md, 1375).read()


def test_a_rule_given_to_three_sessions_in_the_window_is_promoted_once_with_an_audit(home: Path) -> None:
    clock = Clock()
    ctx = open_context(home, embedder=None, clock=clock)
    try:
        rule = ctx.store.add(NewMemory(RULE, target="user", type="rule")).id
        ctx.store.fold_access([(rule, "s1", clock()), (rule, "s2", clock())], cursor=2)
        run_maintenance(ctx, clock())
        assert user_md(home) == []                                   # two sessions: not yet
        ctx.store.fold_access([(rule, "s3", clock())], cursor=3)
        report = run_maintenance(ctx, clock())
        assert report.promoted == [rule] and user_md(home) == [RULE]
        record = next(r for r in ctx.store.audit_log() if r.action == "promoted")
        assert record.memory_id == rule and "3 distinct sessions" in record.reason
        HotFile(Paths(home).user_md, 1375).remove_entry(RULE)        # overflow (or the user) takes it out again
        ctx.store.fold_access([(rule, "s4", clock()), (rule, "s5", clock())], cursor=5)
        clock.now += 7 * DAY
        assert run_maintenance(ctx, clock()).promoted == [] and user_md(home) == []   # no bouncing back
    finally:
        ctx.close()


def test_a_rule_that_would_push_the_file_near_its_overflow_threshold_stays_cold(home: Path) -> None:
    filler = [f"Preference {i}: keep replies focused on topic number {i} please." for i in range(12)]
    for text in filler:                                   # about 55 % of USER.md: over 60 % - 10 % with the rule
        HotFile(Paths(home).user_md, 1375).append_entry(text)
    clock = Clock()
    ctx = open_context(home, embedder=None, clock=clock)
    try:
        rule = ctx.store.add(NewMemory(RULE, target="user", type="rule")).id
        ctx.store.fold_access([(rule, f"s{i}", clock()) for i in range(5)], cursor=5)
        assert run_maintenance(ctx, clock()).promoted == []
        assert RULE not in user_md(home)
    finally:
        ctx.close()

