"""The worker's on_memory_write path against the real Hermes MemoryStore: state migration,
history of replaced text, value-aware dedup, idempotent and parked jobs, forget, secrets."""

from __future__ import annotations

import sqlite3
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator

import pytest

from tiered_memory.shared.recall import recall
from tiered_memory.shared.store import HotEntryMeta
from tiered_memory.worker.context import DAY_S, open_context
from tiered_memory.worker.reconcile import reconcile
from tiered_memory.worker.service import WorkerService

from support.invariant import check_invariant, hermes_accepts
from support.worker_home import make_side

STATES = [
    "2026-03-14 Migrated the blog from Heroku to Fly.io; DNS switched.",
    "Fixed the flaky CI job by pinning pytest-xdist to 3.5.0.",
    "2026-05-02 서버를 Ubuntu 24.04로 업그레이드 완료했다.",
    "2026-04-01 已将数据库迁移到 PostgreSQL 16。",
]
RULES = [
    "User prefers concise answers with code first.",
    "Use pnpm, not npm, in the frontend repo.",
]
PROTECTED = "Never push directly to main; always open a pull request."


class Clock:
    def __init__(self, start: float = 1_790_000_000.0) -> None:
        self.t = start

    def __call__(self) -> float:
        return self.t


@pytest.fixture
def side(tmp_path, monkeypatch):
    return make_side(tmp_path, monkeypatch)


@pytest.fixture
def short_busy_wait(monkeypatch) -> None:
    """Connections opened from now on wait 50 ms (not 5 s) for another writer."""
    from tiered_memory.shared import db

    monkeypatch.setattr(db, "BUSY_TIMEOUT_MS", 50)


@contextmanager
def cold_store_held(service: WorkerService) -> Iterator[None]:
    """Another writer holds the cold store's write lock for the block (see `short_busy_wait`)."""
    blocker = sqlite3.connect(service.ctx.paths.cold_db, timeout=0.05)
    blocker.execute("BEGIN IMMEDIATE")
    try:
        yield
    finally:
        blocker.rollback()
        blocker.close()


def stamped(side, service: WorkerService, text: str) -> HotEntryMeta:
    """`text` written through Hermes and stamped by reconcile: its mirror row."""
    assert side.add(text)
    reconcile(service.ctx, "memory", now=service.ctx.now())
    meta = service.ctx.store.get_hot_entry("memory", text)
    assert meta is not None
    return meta


def service_for(home: Path, clock=None, **kw) -> WorkerService:
    from tiered_memory.shared.config import Paths
    from tiered_memory.shared.jobqueue import JobQueue

    ctx = open_context(home, embedder=kw.pop("embedder", None), clock=clock or Clock())
    return WorkerService(ctx, JobQueue(Paths(home).queue_db, max_attempts=kw.pop("max_attempts", 5)),
                         watch=kw.pop("watch", False), **kw)


def test_state_entries_leave_hot_and_are_recallable_from_cold(side) -> None:
    for text in STATES + RULES:
        assert side.add(text)
    service = service_for(side.home)
    service.run_once()
    hot = side.entries()
    assert not set(STATES) & set(hot)
    for text in STATES:
        found = recall(service.ctx.store, text, 5)
        assert found.candidates and found.candidates[0].memory.text == text
        assert found.candidates[0].memory.status == "live"
    actions = [r.action for r in service.ctx.store.audit_log(limit=None)]
    assert actions.count("moved") == len(STATES)
    check_invariant(side.home, side.ledger)
    hermes_accepts(side.home)


def test_rules_stay_hot(side) -> None:
    for text in RULES + [PROTECTED]:
        assert side.add(text)
    service = service_for(side.home)
    service.run_once()
    assert side.entries() == RULES + [PROTECTED]
    assert service.ctx.store.count(status=None) == 0
    metas = {m.text: m for m in service.ctx.store.hot_entries("memory")}
    assert metas[PROTECTED].protected and metas[PROTECTED].type == "rule"
    assert all(metas[r].type == "rule" for r in RULES)


def test_a_replaced_entrys_old_text_is_kept_in_cold_history(side) -> None:
    assert side.add("The staging database lives on db-staging-1.")
    service = service_for(side.home)
    service.run_once()
    assert side.replace("db-staging-1", "The staging database lives on db-staging-2.")
    service.run_once()
    old = service.ctx.store.find_text("The staging database lives on db-staging-1.", "memory")
    assert old is not None and old.status == "history"
    record = next(r for r in service.ctx.store.audit_log() if r.memory_id == old.id)
    assert record.reason == "replaced in hot" and "db-staging-2" in record.detail["replaced_by"]
    assert side.entries() == ["The staging database lives on db-staging-2."]
    # a removal by substring is archived the same way
    assert side.remove("db-staging-2")
    service.run_once()
    gone = service.ctx.store.find_text("The staging database lives on db-staging-2.", "memory")
    assert gone is not None and gone.status == "history"
    check_invariant(side.home, side.ledger)


def test_a_changed_value_supersedes_the_old_memory_and_keeps_both(side) -> None:
    assert side.add("Configured the API gateway to listen on port 8080.")
    service = service_for(side.home)
    service.run_once()
    assert side.add("Configured the API gateway to listen on port 8443.")
    service.run_once()
    store = service.ctx.store
    new = store.find_by_hash("Configured the API gateway to listen on port 8443.", "memory")
    old = store.find_text("Configured the API gateway to listen on port 8080.", "memory")
    assert new is not None and new.status == "live"
    assert old is not None and old.status == "history"
    assert old.superseded_by == new.id and old.valid_to is not None
    assert not side.entries()
    # two dated records of different days are two events: both stay live
    assert side.add("2026-03-01 Deployed the billing service v2.3.0 to production, done.")
    assert side.add("2026-03-09 Deployed the billing service v2.4.0 to production, done.")
    service.run_once()
    for text in ("2026-03-01 Deployed the billing service v2.3.0 to production, done.",
                 "2026-03-09 Deployed the billing service v2.4.0 to production, done."):
        assert store.find_by_hash(text, "memory") is not None


def test_an_exact_duplicate_of_a_cold_memory_is_not_stored_twice(side) -> None:
    text = "Fixed the flaky CI job by pinning pytest-xdist to 3.5.0."
    assert side.add(text)
    service = service_for(side.home)
    service.run_once()
    assert side.add(text)          # Hermes accepts it again: it is no longer hot
    service.run_once()
    rows = [m for m in service.ctx.store.list(status=None) if m.text == text]
    assert len(rows) == 1 and not side.entries()
    check_invariant(side.home, side.ledger)


def test_a_replayed_job_changes_nothing(side) -> None:
    for text in STATES + RULES:
        assert side.add(text)
    service = service_for(side.home)
    service.run_once()
    before_cold = [(m.id, m.status, m.text) for m in service.ctx.store.list(status=None)]
    before_hot = side.entries()
    before_audit = len(service.ctx.store.audit_log(limit=None))
    for text in STATES + RULES:  # the same jobs delivered again
        side.queue.put("add", "memory", text)
    service.drain()
    assert [(m.id, m.status, m.text) for m in service.ctx.store.list(status=None)] == before_cold
    assert side.entries() == before_hot
    assert len(service.ctx.store.audit_log(limit=None)) == before_audit


def test_a_job_that_keeps_failing_is_parked_with_its_error(side) -> None:
    job_id = side.queue.put("forget", "memory", "not-a-memory-id")
    service = service_for(side.home, max_attempts=3)
    for _ in range(5):
        service.drain()
    job = side.queue.get(job_id)
    assert job is not None and job.state == "parked" and job.attempts == 3
    assert "memory id" in (job.last_error or "")
    assert service.heartbeat.jobs_parked == 1
    assert service.ctx.diagnostics.counters()["worker.jobs_parked"] == 1


def test_forget_moves_a_cold_memory_to_the_trash_and_no_replay_brings_it_back(side) -> None:
    assert side.add(STATES[0])
    service = service_for(side.home)
    service.run_once()
    memory = service.ctx.store.find_by_hash(STATES[0], "memory")
    assert memory is not None
    side.queue.put("forget", "memory", str(memory.id))
    side.queue.put("forget", "memory", str(memory.id))
    service.drain()
    side.queue.put("add", "memory", STATES[0])                       # the old add job, delivered again
    service.drain()
    assert service.ctx.store.count(status=None) == 0
    assert [t.memory_id for t in service.ctx.store.list_trash()] == [memory.id]
    check_invariant(side.home, side.ledger)


def test_a_secret_looking_entry_stays_hot_and_is_never_stored_in_cold(side) -> None:
    secret = "2026-03-01 Configured the deploy token: ghp_abcdefghijklmnopqrstuvwxyz0123456789 done."
    side.ledger.record("memory", secret)
    side.home.joinpath("memories").mkdir(exist_ok=True)
    side.home.joinpath("memories", "MEMORY.md").write_text(secret, encoding="utf-8")  # a manual edit
    service = service_for(side.home)
    service.run_once()
    service.run_once()
    assert side.entries() == [secret]
    assert service.ctx.store.count(status=None) == 0
    kept = [r for r in service.ctx.store.audit_log() if r.action == "kept_hot"]
    assert len(kept) == 1 and "secret" in kept[0].reason and "ghp_" not in kept[0].text
    assert service.ctx.diagnostics.counters()["worker.kept_unsafe"] == 1


def test_a_cold_failure_keeps_the_entry_hot_and_it_moves_once_cold_is_healthy(side, short_busy_wait) -> None:
    clock = Clock()
    service = service_for(side.home, clock=clock)
    assert side.add(STATES[1])
    service.drain()                           # moved while cold is healthy …
    assert side.entries() == []
    assert side.add(STATES[0])
    with cold_store_held(service):           # … then another writer holds the cold store
        service.drain()
        assert side.entries() == [STATES[0]]      # kept hot, nothing dropped
        assert side.queue.counts()["pending"] == 1    # the job waits for a retry (after a back-off)
        assert service.cooldown_s > 0
        assert "locked" in (service.heartbeat.last_error or "")
        assert service.ctx.diagnostics.counters().get("errors.worker.job", 0) >= 1
    clock.t += 60
    service.drain()
    assert side.entries() == []
    assert side.queue.counts()["done"] == 2
    check_invariant(side.home, side.ledger)


def test_a_failed_cold_write_keeps_the_entry_hot_and_it_is_retried_after_its_back_off(side, short_busy_wait) -> None:
    from tiered_memory.worker.migrate import move_out, store_failure

    clock = Clock()
    service = service_for(side.home, clock=clock)
    meta = stamped(side, service, STATES[2])
    with cold_store_held(service):            # the cold write fails: the entry must stay hot
        outcome = move_out(service.ctx, meta, "state", now=clock.t)
    assert not outcome.moved and "locked" in (outcome.error or "")
    assert side.entries() == [STATES[2]]
    # the store held the stamp back too; stamped now, the entry waits out its back-off
    store_failure(service.ctx, meta, outcome.error or "", clock.t)
    failed = service.ctx.store.hot_entries("memory")[0]
    assert failed.attempts == 1 and failed.next_attempt_at == clock.t + service.ctx.policy.retry_base_s
    service.migrate_states("memory", clock.t)
    assert side.entries() == [STATES[2]]
    clock.t += service.ctx.policy.retry_base_s
    service.migrate_states("memory", clock.t)   # the back-off is over: moved
    assert side.entries() == []
    check_invariant(side.home, side.ledger)


def test_an_entry_written_and_removed_before_the_worker_ran_is_kept_as_history(side) -> None:
    text = "2026-06-01 Rotated the Grafana admin password, done."
    assert side.add(text)
    assert side.remove("Grafana admin")
    service = service_for(side.home)
    service.run_once()
    kept = service.ctx.store.find_text(text, "memory")
    assert kept is not None and kept.status == "history"
    check_invariant(side.home, side.ledger)


def test_user_targets_follow_the_same_rules(side) -> None:
    assert side.add("사용자는 답변을 한국어로 받기를 원한다.", target="user")
    assert side.add("2026-02-03 ユーザーの引っ越しが完了した。", target="user")
    service = service_for(side.home)
    service.run_once()
    assert side.entries("user") == ["사용자는 답변을 한국어로 받기를 원한다."]
    moved = service.ctx.store.find_by_hash("2026-02-03 ユーザーの引っ越しが完了した。", "user")
    assert moved is not None and moved.target == "user"
    check_invariant(side.home, side.ledger)


def test_a_state_entry_never_stays_hot_beyond_its_ttl_while_cold_is_healthy(side) -> None:
    from dataclasses import replace

    clock = Clock()
    service = service_for(side.home, clock=clock)
    meta = stamped(side, service, STATES[0])
    # a week of failed attempts left it with a far-off retry time
    service.ctx.store.put_hot_entry(replace(meta, attempts=40, last_error="earlier failure",
                                            next_attempt_at=clock.t + 30 * DAY_S))
    clock.t += 8 * DAY_S
    service.tick(clock.t)      # usage is tiny, but the TTL backstop retires it
    assert side.entries() == []


def test_an_entry_hermes_rewrote_with_other_case_and_punctuation_leaves_hot_in_one_pass(side) -> None:
    service = service_for(side.home)
    stamped(side, service, STATES[0])                                 # the mirror holds the original text
    variant = STATES[0].lower().rstrip(".")
    assert side.replace("Heroku", variant)                            # the same content hash
    side.ledger.record("memory", variant)
    assert service.migrate_states("memory", service.ctx.now()) == 1
    assert side.entries() == []
    assert [r.action for r in service.ctx.store.audit_log(limit=None)] == ["moved"]
    check_invariant(side.home, side.ledger)


def test_done_jobs_leave_the_queue_file_after_a_week(side) -> None:
    from tiered_memory.shared.config import Paths
    from tiered_memory.shared.jobqueue import JobQueue

    clock = Clock()
    ctx = open_context(side.home, embedder=None, clock=clock)
    service = WorkerService(ctx, JobQueue(Paths(side.home).queue_db, clock=clock), watch=False)
    assert side.add(RULES[0])
    service.drain()
    service.tick(clock.t)
    assert service.queue.counts()["done"] == 1
    clock.t += 7 * DAY_S + 1
    service.tick(clock.t)
    assert service.queue.counts()["done"] == 0
