"""SIGKILL inside a move, proven by phase markers: the worker logs every checkpoint it passes
(`checkpoints.PHASE_LOG_ENV`), so each test shows its kill landed after a move started and before
it finished, in the phase it aimed at; the nothing-lost invariant holds after each kill and after
the restart that finishes the move."""

from __future__ import annotations

import random
import signal
from pathlib import Path

import pytest

from tiered_memory.shared.hotfile import usage_chars
from tiered_memory.worker.checkpoints import CRASH_ENV, PHASE_LOG_ENV

from support.invariant import check_invariant, hermes_accepts
from support.worker_home import make_side, run_worker

MEMORY_LIMIT = 1000
USER_LIMIT = 600

STATES = [
    "2026-03-1{i} Migrated service {i} to the new cluster, done.",
    "2026-04-0{i} 서비스 {i} 배포 완료.",
    "2026-05-0{i} 已完成服务 {i} 的数据库迁移。",
]
RULES = [
    "Project {i}: prefer small pull requests with a clear description of the change and the reason for it.",
    "Project {i} uses ruff with a line length of 110 and type hints on every public function it exports.",
]


def populate_states(side, count: int) -> None:
    for i in range(count):
        assert side.add(STATES[i % len(STATES)].format(i=i))


def populate_rules(side, count: int) -> None:
    """Rules only: usage crosses the overflow thresholds and nothing is a state (overflow moves them)."""
    for i in range(count):
        if not side.add(RULES[i % len(RULES)].format(i=i)):
            break


def markers(path: Path) -> list[str]:
    return path.read_text(encoding="ascii").split() if path.exists() else []


def assert_killed_inside_a_move(log: list[str], aimed: str) -> None:
    """The last marker is the aimed checkpoint, and a move had started that never finished."""
    assert log, "the worker passed no checkpoint before it died"
    assert log[-1] == aimed, f"killed at {log[-1]}, not at {aimed}"
    phase = aimed.split(".")[0]
    started = sum(m == f"{phase}.move_started" for m in log)
    done = sum(m == f"{phase}.move_done" for m in log)
    assert started == done + 1, f"{started} moves started, {done} done: the kill was not inside one move"


@pytest.mark.parametrize("step", ["cold_written", "intent_recorded", "hot_removed"])
@pytest.mark.parametrize("phase, populate", [("migrate", populate_states), ("overflow", populate_rules)])
def test_a_sigkill_inside_a_move_loses_nothing_and_the_restart_finishes_it(
        tmp_path, monkeypatch, phase, populate, step) -> None:
    side = make_side(tmp_path, monkeypatch, memory_limit=MEMORY_LIMIT, user_limit=USER_LIMIT)
    populate(side, 12)
    phase_log = tmp_path / "phases.log"
    aimed = f"{phase}.{step}"
    crashed = run_worker(side.home, "--once", **{CRASH_ENV: f"{aimed}:2", PHASE_LOG_ENV: str(phase_log)})
    assert crashed.returncode == -signal.SIGKILL, crashed.stderr
    assert_killed_inside_a_move(markers(phase_log), aimed)
    check_invariant(side.home, side.ledger)
    phase_log.unlink()
    result = run_worker(side.home, "--once", **{PHASE_LOG_ENV: str(phase_log)})
    assert result.returncode == 0, result.stderr
    snap = check_invariant(side.home, side.ledger)
    hermes_accepts(side.home, MEMORY_LIMIT, USER_LIMIT)
    interrupted = [t for t, x in side.ledger.all() if "hot" in snap.where(t, x) and "cold:live" in snap.where(t, x)
                   and "long-term memory #" not in x]
    assert not interrupted, f"moves left half done after the restart: {interrupted}"
    if phase == "migrate":
        assert not snap.hot["memory"], "every state entry left hot after the restart"
    else:
        assert usage_chars(snap.hot["memory"]) <= 0.8 * MEMORY_LIMIT


@pytest.mark.parametrize("seed", range(4))
def test_repeated_kills_at_random_checkpoints_never_lose_an_entry(tmp_path, monkeypatch, seed) -> None:
    rng = random.Random(seed)
    side = make_side(tmp_path, monkeypatch, memory_limit=MEMORY_LIMIT, user_limit=USER_LIMIT)
    populate_states(side, 6)
    populate_rules(side, 10)
    phase_log = tmp_path / "phases.log"
    for _ in range(3):
        aimed = f"{rng.choice(['migrate', 'overflow'])}.{rng.choice(['cold_written', 'intent_recorded', 'hot_removed'])}"
        phase_log.unlink(missing_ok=True)
        run = run_worker(side.home, "--once", **{CRASH_ENV: f"{aimed}:1", PHASE_LOG_ENV: str(phase_log)})
        if run.returncode == -signal.SIGKILL:     # the aimed checkpoint may not be reached any more
            assert_killed_inside_a_move(markers(phase_log), aimed)
        else:
            assert run.returncode == 0, run.stderr
        check_invariant(side.home, side.ledger)
    assert run_worker(side.home, "--once").returncode == 0
    check_invariant(side.home, side.ledger)
    hermes_accepts(side.home, MEMORY_LIMIT, USER_LIMIT)
