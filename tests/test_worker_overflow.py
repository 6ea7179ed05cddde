"""Overflow: the pure planner, and full runs against the real Hermes MemoryStore."""

from __future__ import annotations

import json

import pytest

from tiered_memory.shared.hotfile import usage_chars
from tiered_memory.worker.context import DAY_S, Policy
from tiered_memory.worker.dedup import compare, merge_texts, values
from tiered_memory.worker.overflow import DEDUP, MERGE, SINK, STALE, EntryView, plan_pass

from support.invariant import check_invariant, hermes_accepts
from support.worker_home import make_side
from test_worker_migration import Clock, service_for

NOW = 1_790_000_000.0
POLICY = Policy()


def view(text: str, kind: str = "rule", *, age_days: float = 1.0, protected: bool = False,
         in_cold: bool = False) -> EntryView:
    return EntryView(text=text, type=kind, protected=protected, written_at=NOW - age_days * DAY_S, in_cold=in_cold)


# -- pure decisions -------------------------------------------------------------------


def test_a_changed_number_is_an_update_never_the_same_fact() -> None:
    verdict = compare("The API server listens on port 8443.", "The API server listens on port 8080.", cosine=0.99)
    assert verdict.kind == "update" and verdict.values_changed
    assert compare("User likes hiking on weekends.", "User likes swimming on weekends.", cosine=0.99,
                   model="builtin:multilingual-e5-small-q4").kind != "same"
    assert compare("用户喜欢周末去游泳", "用户喜欢周末去爬山", cosine=0.97).kind != "same"
    assert compare("The user prefers dark mode in the editor", "User prefers dark mode in the editor.").kind == "same"
    assert values("Deploy to Hetzner on 2026-05-01") >= {"hetzner", "2026-05-01"}


def test_merging_two_overlapping_rules_keeps_every_unique_sentence_once() -> None:
    merged = merge_texts(["Use pnpm in the frontend. Run tests with vitest.",
                          "Use pnpm in the frontend. Lint with eslint."])
    assert merged == "Use pnpm in the frontend. Run tests with vitest. Lint with eslint."


def test_the_planner_drops_near_duplicates_and_older_values_inside_hot_to_history() -> None:
    entries = [view("The API server listens on port 8080.", age_days=9),
               view("User prefers dark mode in the editor."),
               view("The API server listens on port 8443.", age_days=2),
               view("the user prefers dark mode in the editor")]
    steps = plan_pass(entries, 2200, NOW, POLICY, goal=0.5, max_sinks=3)
    dedup = [s for s in steps if s.kind == DEDUP]
    assert {s.texts[0] for s in dedup} == {"the user prefers dark mode in the editor",
                                          "The API server listens on port 8080."}
    assert all(s.status == "history" for s in dedup)
    assert not [s for s in steps if s.kind == SINK]  # usage is low: no rule sinks


def test_the_planner_retires_states_past_their_ttl_and_keeps_fresh_ones() -> None:
    steps = plan_pass([view("2026-01-01 Migrated DB, done.", "state", age_days=8),
                       view("2026-01-09 Rotated keys, done.", "state", age_days=2)], 2200, NOW, POLICY,
                      goal=0.5, max_sinks=3)
    assert [(s.kind, s.texts) for s in steps] == [(STALE, ("2026-01-01 Migrated DB, done.",))]


def test_rules_sink_only_under_pressure_oldest_idle_first_and_never_protected_ones() -> None:
    protected = view("Never force-push to main. " + "x" * 300, protected=True, age_days=30)
    old = view("Prefer httpx over requests for new code. " + "a" * 200, age_days=90)
    middle = view("Use ruff for linting and formatting. " + "b" * 200, age_days=30)
    young = view("Keep commit messages under 72 characters. " + "c" * 200, age_days=1)
    entries = [protected, young, middle, old]
    limit = usage_chars([e.text for e in entries]) + 10
    steps = plan_pass(entries, limit, NOW, POLICY, goal=0.4, max_sinks=6)
    sunk = [s.texts[0] for s in steps if s.kind == SINK]
    assert sunk[:2] == [old.text, middle.text]
    assert protected.text not in sunk
    assert all(s.pointer_head for s in steps if s.kind == SINK)  # long rules leave a pointer
    # under the soft goal nothing needs to move
    assert not plan_pass(entries, limit * 10, NOW, POLICY, goal=0.5, max_sinks=3)


def test_the_planner_merges_same_topic_rules_whose_sentences_overlap() -> None:
    a = view("Frontend repo: use pnpm, never npm. Run the tests with vitest.", age_days=5)
    b = view("Frontend repo: use pnpm, never npm. Lint the code with eslint.", age_days=3)
    steps = plan_pass([a, b], 2200, NOW, POLICY, goal=0.5, max_sinks=3)
    merge = [s for s in steps if s.kind == MERGE]
    assert len(merge) == 1 and merge[0].texts == (a.text, b.text)
    assert "vitest" in merge[0].merged and "eslint" in merge[0].merged


# -- full runs ----------------------------------------------------------------------------


@pytest.fixture
def side(tmp_path, monkeypatch):
    return make_side(tmp_path, monkeypatch, memory_limit=1000, user_limit=600)


RULE_BURST = [
    "Prefer httpx over requests for new HTTP code in this workspace.",
    "Use ruff for linting and formatting; the line length is 110 characters.",
    "Keep commit messages under 72 characters in the subject line.",
    "Type hints are expected on every public function in the backend.",
    "Use pytest fixtures instead of setUp methods in new tests.",
    "The frontend is a Vite app with React 18 and TypeScript strict mode.",
    "Prefer dataclasses to plain dicts for structured records.",
    "Log with the standard logging module; no print calls in library code.",
    "Name feature branches feat/<ticket>-<short-name>.",
    "SQL migrations live in db/migrations and are numbered, never edited.",
    "The docs site is built with mkdocs-material and deployed by CI.",
    "Use UTC timestamps in the database and convert only in the UI.",
    "Environment variables are read once at startup in config.py.",
    "Configuration for local runs goes into .env.local, never committed.",
]


def test_usage_returns_under_the_soft_threshold_after_a_burst_that_crosses_the_hard_one(side) -> None:
    protected = "Never run database migrations against production without a backup first."
    assert side.add(protected)
    for text in RULE_BURST:
        if not side.add(text):
            break
    limit = 1000
    before = usage_chars(side.entries()) / limit
    assert before >= 0.8, before
    clock = Clock()
    clock.t += 40 * DAY_S
    service = service_for(side.home, clock=clock)
    service.run_once()
    after = usage_chars(side.entries()) / limit
    assert after <= 0.4 + 1e-9, after
    assert protected in side.entries()
    runs = [r for r in service.ctx.store.audit_log(limit=None) if r.action == "overflow"]
    assert runs and runs[-1].detail["mode"] == "hard" and runs[-1].detail["lost"] == 0
    sunk = [r for r in service.ctx.store.audit_log(limit=None) if r.action == "moved"]
    assert any("pressure" in r.reason for r in sunk)
    assert all("pressure" in r.reason or r.detail["type"] == "state" for r in sunk)
    check_invariant(side.home, side.ledger)
    hermes_accepts(side.home, 1000, 600)
    # and Hermes takes new writes again
    assert side.add("Prefer small, focused pull requests.")


def test_limits_come_from_config_yaml_not_constants(side) -> None:
    for text in RULE_BURST[:9]:
        assert side.add(text)
    service = service_for(side.home)
    service.run_once()
    used = usage_chars(side.entries())
    assert used / 1000 < 0.6
    assert service.ctx.limit("memory") == 1000 and service.ctx.limit("user") == 600


LONG_RULE = ("Release checklist: bump the version in pyproject.toml, update CHANGELOG.md with every "
             "user-visible change, tag the commit as vX.Y.Z, wait for the wheel build, smoke-test it in "
             "a fresh venv, then publish.")


def sink_the_long_rule(side):
    """LONG_RULE and a burst of rules written, one worker run: the long rule sinks, a pointer stays."""
    assert side.add(LONG_RULE)
    for text in RULE_BURST:
        if not side.add(text):
            break
    service = service_for(side.home)
    service.run_once()
    return service


def fill_with_red_lines(side) -> None:
    """Protected entries only, past the hard threshold: nothing else may sink."""
    for i in range(12):
        if not side.add(f"Never deploy service {i} on a Friday afternoon without an approved change ticket."):
            break
    assert usage_chars(side.entries()) / 1000 >= 0.8


def test_a_long_sunk_rule_leaves_a_pointer_to_its_cold_copy(side) -> None:
    service = sink_the_long_rule(side)
    assert LONG_RULE not in side.entries()
    pointers = [e for e in side.entries() if "long-term memory #" in e]
    assert len(pointers) == 1 and len(pointers[0]) < 100 and pointers[0].startswith("Release checklist")
    memory_id = int(pointers[0].rsplit("#", 1)[1].rstrip(")"))
    assert service.ctx.store.get(memory_id).text == LONG_RULE
    meta = service.ctx.store.get_hot_entry("memory", pointers[0])
    assert meta is not None and meta.type == "pointer"
    check_invariant(side.home, side.ledger)


def test_every_run_leaves_an_audit_record_shown_by_the_audit_command(side, capsys) -> None:
    for text in RULE_BURST:
        if not side.add(text):
            break
    side.add("2026-03-02 Upgraded the CI runners to Ubuntu 24.04, done.")   # accepted or not, the run is audited
    service = service_for(side.home)
    service.run_once()
    from tiered_memory.commands.audit import collect

    doc = collect(side.home, limit=50)
    actions = {r["action"] for r in doc["records"]}
    assert "overflow" in actions and "moved" in actions
    rows = doc["hot"]["memory"]["entries"]
    assert rows and all({"type", "protected", "age_days", "plan"} <= set(row) for row in rows)
    import argparse

    from tiered_memory.commands import audit

    parser = argparse.ArgumentParser()
    sub = parser.add_subparsers()
    audit.register(sub, "audit")
    args = parser.parse_args(["audit", "--hermes-home", str(side.home), "--json", "--limit", "5"])
    assert args.run(args) == 0
    printed = json.loads(capsys.readouterr().out)
    assert len(printed["records"]) == 5


def test_a_pointer_to_a_forgotten_memory_is_still_dropped_under_pressure(side) -> None:
    service = sink_the_long_rule(side)
    pointer = next(e for e in side.entries() if "long-term memory #" in e)
    memory_id = int(pointer.rsplit("#", 1)[1].rstrip(")"))
    side.queue.put("forget", "memory", str(memory_id))              # the user forgets the sunk rule
    service.drain()
    fill_with_red_lines(side)
    service.run_once()
    assert pointer not in side.entries()
    dropped = [r for r in service.ctx.store.audit_log(limit=None) if r.action == "pointer_dropped"]
    assert [r.memory_id for r in dropped] == [memory_id]
    check_invariant(side.home, side.ledger)


def test_an_entry_that_only_looks_like_a_pointer_is_never_dropped(side) -> None:
    assert side.add("2026-03-02 Upgraded the CI runners to Ubuntu 24.04, done.")
    service = service_for(side.home)
    service.run_once()
    memory = service.ctx.store.find_by_hash("2026-03-02 Upgraded the CI runners to Ubuntu 24.04, done.", "memory")
    assert memory is not None
    fake = f"Ask Dana about the on-call rota (full text in long-term memory #{memory.id})"
    assert side.add(fake)
    fill_with_red_lines(side)
    service.run_once()
    assert fake in side.entries()
    check_invariant(side.home, side.ledger)
