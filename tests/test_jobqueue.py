"""The durable bounded job queue, with real processes appending and claiming."""

from __future__ import annotations

import json
import sqlite3
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from tiered_memory.shared.config import Paths
from tiered_memory.shared.errors import QueueError, QueueFull
from tiered_memory.shared.jobqueue import Job, JobQueue, dedup_key


@pytest.fixture
def queue_path(tmp_path: Path) -> Path:
    return Paths(tmp_path / "hermes_home").queue_db


@pytest.fixture
def queue(queue_path: Path):
    with JobQueue(queue_path) as q:
        yield q


def run_python(code: str, *args: str, timeout: float = 60) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-c", textwrap.dedent(code), *args],
                          capture_output=True, text=True, timeout=timeout)


def test_a_put_job_is_claimed_with_every_field_intact(queue):
    job_id = queue.put("replace", "user", "User likes oolong tea.", old_text="green tea",
                       metadata={"session": "s1", "turn": 3})
    [job] = queue.claim()
    assert isinstance(job, Job)
    assert (job.id, job.action, job.target, job.content, job.old_text) == (
        job_id, "replace", "user", "User likes oolong tea.", "green tea")
    assert job.metadata == {"session": "s1", "turn": 3}
    assert job.attempts == 0 and job.state == "in_progress" and job.last_error is None
    assert job.dedup_key == dedup_key("replace", "user", "User likes oolong tea.", "green tea")
    assert job.lease_until is not None and job.lease_until > job.created_at


def test_claims_come_oldest_first_and_respect_the_limit(queue):
    ids = [queue.put("add", "memory", f"fact {i}") for i in range(5)]
    assert [job.id for job in queue.claim(limit=3)] == ids[:3]
    assert [job.id for job in queue.claim(limit=3)] == ids[3:]
    assert queue.claim() == []


def test_the_queue_is_bounded_at_capacity_with_queue_full(queue_path):
    q = JobQueue(queue_path, capacity=5)
    for i in range(5):
        q.put("add", "memory", f"fact {i}")
    with pytest.raises(QueueFull, match=str(queue_path)):
        q.put("add", "memory", "one too many")
    assert q.depth() == 5
    [job] = q.claim(limit=1)
    with pytest.raises(QueueFull):  # a claimed but unfinished job still occupies a slot
        q.put("add", "memory", "one too many")
    q.complete(job.id)
    q.put("add", "memory", "fits now")
    assert q.counts() == {"pending": 5, "in_progress": 0, "done": 1, "parked": 0}


PRODUCER = """
    import json, sys
    from pathlib import Path
    from tiered_memory.shared.errors import QueueError, QueueFull
    from tiered_memory.shared.jobqueue import JobQueue
    path, name, count = Path(sys.argv[1]), sys.argv[2], int(sys.argv[3])
    q = JobQueue(path, capacity=int(sys.argv[4]))
    q.depth()                      # open the connection before the start signal
    print("ready", flush=True)
    sys.stdin.readline()
    accepted, full, busy = [], 0, 0
    for i in range(count):
        content = f"{name} fact {i}"
        try:
            accepted.append([q.put("add", "memory", content, metadata={"producer": name}), content])
        except QueueFull:
            full += 1
        except QueueError:
            busy += 1
    print(json.dumps({"accepted": accepted, "full": full, "busy": busy}), flush=True)
"""


def start_producers(queue_path: Path, count: int, capacity: int, n: int = 4) -> list[subprocess.Popen]:
    procs = [subprocess.Popen([sys.executable, "-c", textwrap.dedent(PRODUCER), str(queue_path),
                               f"p{k}", str(count), str(capacity)],
                              stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
             for k in range(n)]
    for proc in procs:
        assert proc.stdout.readline().strip() == "ready", proc.stderr.read()
    for proc in procs:  # release them together
        proc.stdin.write("go\n")
        proc.stdin.flush()
    return procs


def collect(procs: list[subprocess.Popen]) -> list[dict]:
    results = []
    for proc in procs:
        out, err = proc.communicate(timeout=120)
        assert proc.returncode == 0, err
        results.append(json.loads(out.strip().splitlines()[-1]))
    return results


def test_four_processes_appending_concurrently_never_exceed_capacity_and_lose_nothing(queue_path):
    capacity = 100
    JobQueue(queue_path, capacity=capacity).depth()  # create the schema once
    results = collect(start_producers(queue_path, count=60, capacity=capacity))

    accepted = {job_id: content for r in results for job_id, content in r["accepted"]}
    busy = sum(r["busy"] for r in results)  # only on a badly overloaded machine (200 ms lock wait)
    assert len(accepted) + sum(r["full"] for r in results) + busy == 4 * 60
    assert len(accepted) <= capacity
    if busy == 0:
        assert len(accepted) == capacity  # 240 attempts, exactly `capacity` accepted
    q = JobQueue(queue_path, capacity=capacity)
    assert q.depth() == len(accepted)
    stored = {job.id: job.content for job in q.claim(limit=1000)}
    assert stored == accepted


def test_every_job_accepted_while_a_consumer_drains_is_delivered_exactly_once(queue_path):
    capacity = 32
    consumer = JobQueue(queue_path, capacity=capacity)
    consumer.depth()
    procs = start_producers(queue_path, count=80, capacity=capacity)
    delivered: list[int] = []
    while any(p.poll() is None for p in procs) or consumer.depth():
        for job in consumer.claim(limit=8):
            delivered.append(job.id)
            consumer.complete(job.id)
        assert consumer.depth() <= capacity
    results = collect(procs)
    delivered += [job.id for job in consumer.claim(limit=1000)]
    accepted = sorted(job_id for r in results for job_id, _ in r["accepted"])
    assert sorted(delivered) == accepted
    assert len(set(delivered)) == len(delivered)


def test_a_job_claimed_by_a_worker_that_dies_is_redelivered_after_the_lease(queue_path):
    q = JobQueue(queue_path, lease_s=30)
    job_id = q.put("add", "memory", "User prefers dark mode.")
    died = run_python("""
        import os, sys
        from pathlib import Path
        from tiered_memory.shared.jobqueue import JobQueue
        jobs = JobQueue(Path(sys.argv[1]), lease_s=30).claim()
        print(jobs[0].id, flush=True)
        os._exit(9)                      # crash without completing
    """, str(queue_path))
    assert died.returncode == 9 and int(died.stdout) == job_id

    assert q.claim() == []  # the dead worker's lease is still running
    assert q.counts()["in_progress"] == 1
    later = JobQueue(queue_path, lease_s=30, clock=lambda: time.time() + 31)
    [again] = later.claim()
    assert again.id == job_id and again.content == "User prefers dark mode."
    assert again.attempts == 1 and "lease expired" in again.last_error


def test_a_job_whose_lease_keeps_expiring_is_parked(queue_path):
    offset = [0.0]
    q = JobQueue(queue_path, lease_s=10, max_attempts=3, clock=lambda: time.time() + offset[0])
    job_id = q.put("add", "memory", "poison pill")
    for _ in range(3):
        assert [job.id for job in q.claim()] == [job_id]
        offset[0] += 11
    assert q.claim() == []
    [parked] = q.parked()
    assert parked.id == job_id and parked.attempts == 3


def test_a_failing_job_is_parked_with_its_error_after_max_attempts(queue):
    job_id = queue.put("add", "memory", "User's cat is called Mochi.")
    states = []
    for attempt in range(5):
        [job] = queue.claim()
        assert job.id == job_id and job.attempts == attempt
        states.append(queue.fail(job.id, f"cold store unavailable (try {attempt + 1})", max_attempts=5))
    assert states == ["pending"] * 4 + ["parked"]
    assert queue.claim() == []
    [parked] = queue.parked()
    assert (parked.id, parked.state, parked.attempts) == (job_id, "parked", 5)
    assert parked.last_error == "cold store unavailable (try 5)"
    assert queue.depth() == 0
    assert queue.counts()["parked"] == 1


def test_unparking_puts_a_parked_job_back_in_line(queue):
    job_id = queue.put("add", "memory", "retry me")
    [job] = queue.claim()
    assert queue.fail(job.id, "boom", max_attempts=1) == "parked"
    assert queue.unpark() == 1
    [job] = queue.claim()
    assert job.id == job_id and job.attempts == 0


def test_the_queue_survives_closing_and_reopening(queue_path):
    q = JobQueue(queue_path)
    kept = q.put("remove", "memory", "", old_text="Heroku")
    finished = q.put("add", "user", "User's name is Alex.")
    [first, second] = q.claim()
    q.complete(second.id)
    q.close()

    reopened = JobQueue(queue_path)
    assert reopened.counts() == {"pending": 0, "in_progress": 1, "done": 1, "parked": 0}
    assert reopened.get(kept).old_text == "Heroku"
    assert reopened.get(finished).state == "done"
    reopened.close()


def test_a_put_from_another_process_works_while_the_consumer_holds_a_claim(queue):
    queue.put("add", "memory", "first")
    [held] = queue.claim()
    other = run_python("""
        import sys
        from pathlib import Path
        from tiered_memory.shared.jobqueue import JobQueue
        print(JobQueue(Path(sys.argv[1])).put("add", "user", "second"))
    """, str(queue.path))
    assert other.returncode == 0, other.stderr
    [fresh] = queue.claim()
    assert fresh.id == int(other.stdout) and fresh.content == "second"
    assert queue.complete(held.id) and queue.complete(fresh.id)


def test_done_jobs_are_kept_without_their_text_until_purged(queue_path):
    offset = [0.0]
    q = JobQueue(queue_path, clock=lambda: time.time() + offset[0])
    for text in ("a", "b"):
        q.put("add", "memory", text)
    for job in q.claim():
        q.complete(job.id)
    assert q.purge_done(older_than_s=3600) == 0
    assert [(job.state, job.content, job.dedup_key) for job in q.recent()] == [("done", "", "")] * 2
    offset[0] += 7200
    assert q.purge_done(older_than_s=3600) == 2
    assert q.counts()["done"] == 0


def test_a_repeated_add_is_recorded_once_unless_something_came_between(queue):
    first = queue.put("add", "memory", "User likes tea.")
    assert queue.put("add", "memory", "User likes tea.") == first
    queue.put("remove", "memory", "", old_text="likes tea")
    third = queue.put("add", "memory", "User likes tea.")
    assert third != first
    assert queue.put("remove", "memory", "", old_text="x") != queue.put("remove", "memory", "", old_text="x")
    assert queue.depth() == 5


def test_the_queue_file_is_wal_with_normal_sync(queue):
    queue.put("add", "memory", "x")
    conn = sqlite3.connect(queue.path)
    assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    conn.close()


def test_a_corrupt_queue_file_raises_queue_error_naming_the_file(queue_path):
    queue_path.parent.mkdir(parents=True)
    queue_path.write_bytes(b"this is not a database" * 100)
    with pytest.raises(QueueError, match=str(queue_path)):
        JobQueue(queue_path).put("add", "memory", "x")
    assert queue_path.read_bytes().startswith(b"this is not a database")


def test_a_queue_from_a_newer_version_is_refused(queue_path):
    JobQueue(queue_path).depth()
    conn = sqlite3.connect(queue_path)
    conn.execute("PRAGMA user_version = 99")
    conn.close()
    with pytest.raises(QueueError, match="newer"):
        JobQueue(queue_path).depth()


def test_bad_targets_and_actions_are_rejected_before_anything_is_written(queue):
    with pytest.raises(QueueError):
        queue.put("add", "soul", "x")
    with pytest.raises(QueueError):
        queue.put("", "memory", "x")
    assert queue.counts() == {"pending": 0, "in_progress": 0, "done": 0, "parked": 0}


def test_threads_sharing_one_queue_instance_record_every_job(queue):
    import threading

    ids: list[int] = []
    guard = threading.Lock()

    def producer(name: str) -> None:
        for i in range(25):
            job_id = queue.put("add", "memory", f"{name} {i}")
            with guard:
                ids.append(job_id)

    threads = [threading.Thread(target=producer, args=(f"t{k}",)) for k in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert len(set(ids)) == 100
    assert sorted(job.id for job in queue.claim(limit=200)) == sorted(ids)
