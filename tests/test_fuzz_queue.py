"""Stateful fuzz of the job queue against a model: puts, claims, completions, failures and clock jumps in
any order keep the capacity, deliver every job until it is done or parked, and leave no text in done jobs."""

from __future__ import annotations

from pathlib import Path

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

from tiered_memory.shared.errors import QueueFull
from tiered_memory.shared.jobqueue import JobQueue

CAPACITY = 6
MAX_ATTEMPTS = 3
LEASE_S = 60.0


def test_any_sequence_of_queue_operations_matches_the_model(tmp_path: Path) -> None:
    counter = {"n": 0}

    class QueueModel(RuleBasedStateMachine):
        @initialize()
        def fresh_queue(self) -> None:
            counter["n"] += 1
            self.now = 1_790_000_000.0
            self.queue = JobQueue(tmp_path / f"queue{counter['n']}.db", CAPACITY, lease_s=LEASE_S,
                                  max_attempts=MAX_ATTEMPTS, clock=lambda: self.now)
            self.state: dict[int, str] = {}      # job id -> pending | in_progress | done | parked
            self.attempts: dict[int, int] = {}
            self.claimed: list[int] = []

        def _unfinished(self) -> int:
            return sum(s in ("pending", "in_progress") for s in self.state.values())

        @rule(text=st.text(min_size=1, max_size=30), action=st.sampled_from(["add", "remove", "replace"]))
        def put(self, text: str, action: str) -> None:
            try:
                job_id = self.queue.put(action, "memory", text, None if action == "add" else "old")
            except QueueFull:
                assert self._unfinished() >= CAPACITY
                return
            if job_id not in self.state:
                self.state[job_id], self.attempts[job_id] = "pending", 0

        @rule(limit=st.integers(1, 4))
        def claim(self, limit: int) -> None:
            for job in self.queue.claim(limit):
                assert self.state[job.id] == "pending" and job.content
                self.state[job.id] = "in_progress"
                self.claimed.append(job.id)

        @precondition(lambda self: bool(getattr(self, "claimed", None)))
        @rule(data=st.data(), succeed=st.booleans())
        def finish(self, data: st.DataObject, succeed: bool) -> None:
            job_id = data.draw(st.sampled_from(self.claimed))
            if self.state[job_id] != "in_progress":
                self.claimed.remove(job_id)
                return
            self.claimed.remove(job_id)
            if succeed:
                assert self.queue.complete(job_id)
                self.state[job_id] = "done"
                return
            self.attempts[job_id] += 1
            expected = "parked" if self.attempts[job_id] >= MAX_ATTEMPTS else "pending"
            assert self.queue.fail(job_id, "boom") == expected
            self.state[job_id] = expected

        @rule(seconds=st.sampled_from([-86_400.0, 1.0, LEASE_S + 1, 86_400.0]))
        def clock_jumps(self, seconds: float) -> None:
            self.now += seconds

        @invariant()
        def matches_the_model(self) -> None:
            if not hasattr(self, "queue"):
                return
            self.queue.claim(0)   # expire leases as of now (a claim of nothing)
            for job in self.queue.recent(100):
                expected = self.state[job.id]
                if expected == "in_progress" and job.state != "in_progress":   # its lease expired
                    self.attempts[job.id] += 1
                    expected = self.state[job.id] = job.state
                    self.claimed.remove(job.id)
                assert job.state == expected, (job.id, job.state, expected)
                if job.state == "done":
                    assert (job.content, job.old_text, job.metadata, job.dedup_key) == ("", None, {}, "")
            assert self.queue.depth() == self._unfinished() <= CAPACITY

        def teardown(self) -> None:
            if hasattr(self, "queue"):
                self.queue.close()

    QueueModel.TestCase.settings = settings(max_examples=30, stateful_step_count=30, deadline=None,
                                            suppress_health_check=[HealthCheck.function_scoped_fixture])
    QueueModel.TestCase().runTest()
