"""SIGKILL the worker during migration and overflow, restart it: nothing lost, nothing duplicated,
and the hot files stay ones Hermes accepts. The invariant is checked after every step."""

from __future__ import annotations

import random
import signal
import time

import pytest

from tiered_memory.shared.hotfile import usage_chars

from support.invariant import check_invariant, hermes_accepts, snapshot
from support.worker_home import make_side, run_worker, start_worker

MEMORY_LIMIT = 1000
USER_LIMIT = 600

STATE_TEMPLATES = [
    "2026-0{m}-1{d} Migrated service {n} to the new cluster, done.",
    "2026-0{m}-2{d} 서비스 {n} 배포 완료.",
    "2026-0{m}-0{d} 已完成服务 {n} 的数据库迁移。",
    "2026-0{m}-1{d} サービス{n}の移行が完了した。",
    "Fixed the flaky test in module {n} by pinning the clock (2026-0{m}-1{d}).",
]
RULE_TEMPLATES = [
    "Project {n}: prefer small pull requests with a clear description of the change.",
    "Project {n} uses ruff with a line length of 110 and type hints on public functions.",
    "For project {n}, run the integration tests locally before asking for a review.",
]


def populate(side, rng: random.Random, count: int, start: int = 0) -> None:
    for i in range(start, start + count):
        if rng.random() < 0.6:
            text = rng.choice(STATE_TEMPLATES).format(m=rng.randint(1, 9), d=rng.randint(0, 9), n=i)
        else:
            text = rng.choice(RULE_TEMPLATES).format(n=i)
        target = "user" if rng.random() < 0.15 else "memory"
        side.add(text, target=target)


def assert_settled(side) -> None:
    """After a clean run: no state entry is left hot, usage is below the hard threshold."""
    snap = check_invariant(side.home, side.ledger)
    hermes_accepts(side.home, MEMORY_LIMIT, USER_LIMIT)
    assert usage_chars(snap.hot["memory"]) <= 0.8 * MEMORY_LIMIT
    for target, entries in snap.hot.items():
        for entry in entries:
            places = snap.where(target, entry)
            assert "cold:live" not in places or "long-term memory #" in entry or not entry.startswith("2026"), \
                f"{entry!r} is both hot and live in cold after a clean run"


@pytest.mark.parametrize("seed", range(20))
def test_killing_the_worker_at_random_points_never_loses_or_duplicates_an_entry(tmp_path, monkeypatch, seed) -> None:
    side = make_side(tmp_path, monkeypatch, memory_limit=MEMORY_LIMIT, user_limit=USER_LIMIT)
    rng = random.Random(seed)
    populate(side, rng, 30)
    for round_ in range(3):
        worker = start_worker(side.home, "--once")
        time.sleep(rng.uniform(0.15, 0.5))   # a --once run over 30 entries takes ~0.7 s here
        worker.send_signal(signal.SIGKILL)
        worker.wait(timeout=30)
        check_invariant(side.home, side.ledger)
        populate(side, rng, rng.randint(0, 4), start=100 * (round_ + 1))   # Hermes keeps writing
        check_invariant(side.home, side.ledger)
    result = run_worker(side.home, "--once")
    assert result.returncode == 0, result.stderr
    assert_settled(side)
    again = snapshot(side.home)
    result = run_worker(side.home, "--once")           # a replay after recovery changes nothing
    assert result.returncode == 0, result.stderr
    assert snapshot(side.home).cold == again.cold


@pytest.mark.parametrize("step", ["cold_written", "intent_recorded", "hot_removed"])
@pytest.mark.parametrize("nth", [1, 4])
def test_a_crash_between_the_cold_write_and_the_hot_removal_is_finished_on_restart(tmp_path, monkeypatch, step, nth) -> None:
    side = make_side(tmp_path, monkeypatch, memory_limit=MEMORY_LIMIT, user_limit=USER_LIMIT)
    populate(side, random.Random(nth), 14)
    crashed = run_worker(side.home, "--once", TIERED_MEMORY_CRASH_AT=f"{step}:{nth}")
    assert crashed.returncode == -signal.SIGKILL
    snap = check_invariant(side.home, side.ledger)
    if step != "hot_removed":   # the entry is in both tiers now: the restart must not write it again
        assert any("hot" in snap.where(t, x) and any(p.startswith("cold") for p in snap.where(t, x))
                   for t, x in side.ledger.all())
    result = run_worker(side.home, "--once")
    assert result.returncode == 0, result.stderr
    assert_settled(side)
