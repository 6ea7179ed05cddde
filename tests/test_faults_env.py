"""The worker in a hostile environment: a full disk, a read-only data dir, a lock left by a dead
process, the clock jumping, an embedder answering garbage. Each ends in a clear error or a clean
run, and the nothing-lost invariant holds throughout."""

from __future__ import annotations

import ctypes
import os
import resource
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tiered_memory.shared.config import Paths
from tiered_memory.shared.jobqueue import JobQueue
from tiered_memory.worker.context import DAY_S, open_context
from tiered_memory.worker.service import WorkerService

from support.invariant import check_invariant, hermes_accepts
from support.worker_home import make_side, recorded_errors, run_worker, worker_env

STATES = [f"2026-0{m}-1{m} Finished the rollout of release {m}.{m} to production, done." for m in range(1, 8)]
RULES = [f"Project {n}: run the integration tests locally before asking for a review of the change."
         for n in range(6)]


def worker(home: Path, *args: str, preexec=None, **env: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "tiered_memory.worker", "--hermes-home", str(home), *args],
                          env=worker_env(home, **env), capture_output=True, text=True, timeout=180,
                          preexec_fn=preexec)


class Clock:
    def __init__(self, t: float) -> None:
        self.t = t

    def __call__(self) -> float:
        return self.t


def file_size_limit(limit: int):
    def apply() -> None:
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)   # a write past the limit fails with EFBIG instead
        resource.setrlimit(resource.RLIMIT_FSIZE, (limit, limit))
    return apply


@pytest.mark.parametrize("room", ["none", "some"])
def test_a_full_disk_loses_nothing_says_which_file_and_a_run_after_the_back_off_finishes_the_work(
        tmp_path, monkeypatch, room) -> None:
    side = make_side(tmp_path, monkeypatch, memory_limit=1000)
    for text in STATES[:3]:
        assert side.add(text)
    assert run_worker(side.home, "--once").returncode == 0
    cold_db = Paths(side.home).cold_db
    for text in STATES[3:] + RULES:
        side.add(text)
    # no room: files cannot grow past 24 KiB (the store cannot even be opened); some room: 64 KiB more
    limit = 24 * 1024 if room == "none" else cold_db.stat().st_size + 64 * 1024
    full = worker(side.home, "--once", preexec=file_size_limit(limit))
    if room == "none":
        assert full.returncode == 1 and "cannot start" in full.stderr and str(cold_db) in full.stderr
    else:
        assert full.returncode == 0, full.stderr
        assert any("worker.cold" in line and str(cold_db) in line for line in recorded_errors(side.home))
    assert "Traceback" not in full.stderr
    check_invariant(side.home, side.ledger)
    done = run_worker(side.home, "--once")
    assert done.returncode == 0, done.stderr
    check_invariant(side.home, side.ledger)
    later = Clock(time.time() + 2 * 3600)               # failed entries wait out their back-off
    service = WorkerService(open_context(side.home, embedder=None, clock=later),
                            JobQueue(Paths(side.home).queue_db), watch=False)
    try:
        service.run_once()
    finally:
        service.ctx.close()
        service.queue.close()
    snap = check_invariant(side.home, side.ledger)
    assert not set(STATES) & set(snap.hot["memory"]), "every state entry left hot once the disk had room"
    hermes_accepts(side.home, 1000)


def _drop_write_override() -> None:
    """Keep uid 0 but give up the capabilities that ignore file modes (CHOWN, DAC_*, FOWNER)."""
    libc = ctypes.CDLL(None, use_errno=True)
    for capability in (0, 1, 2, 3):
        if libc.prctl(24, capability, 0, 0, 0) != 0:   # PR_CAPBSET_DROP
            raise OSError(ctypes.get_errno(), "prctl(PR_CAPBSET_DROP)")


def _can_drop_capabilities() -> bool:
    if os.geteuid() != 0:
        return False
    probe = subprocess.run([sys.executable, "-c", "pass"], preexec_fn=_drop_write_override, capture_output=True)
    return probe.returncode == 0


@pytest.mark.skipif(not _can_drop_capabilities(),
                    reason="needs root with CAP_SETPCAP: a data dir we own could be chmod-ed back to writable")
def test_a_read_only_data_dir_stops_the_worker_with_a_clear_error_and_touches_no_hot_file(tmp_path, monkeypatch) -> None:
    side = make_side(tmp_path, monkeypatch)
    for text in STATES[:3]:
        assert side.add(text)
    side.queue.close()
    data_dir = Paths(side.home).data_dir
    for path in [data_dir, *data_dir.iterdir()]:
        os.chown(path, 65534, 65534)             # someone else's, read-only for us
    data_dir.chmod(0o755)
    memory_md = Paths(side.home).memory_md
    before = memory_md.read_bytes()
    result = worker(side.home, "--once", preexec=_drop_write_override)
    assert result.returncode == 1, result.stderr
    assert "cannot start" in result.stderr and str(data_dir) in result.stderr
    assert "Traceback" not in result.stderr
    assert memory_md.read_bytes() == before
    check_invariant(side.home, side.ledger)


def test_a_lock_file_left_by_a_dead_worker_does_not_stop_the_next_one(tmp_path, monkeypatch) -> None:
    side = make_side(tmp_path, monkeypatch)
    assert side.add(STATES[0])
    side.queue.close()
    gone = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True,
                          text=True, check=True)
    lock = Paths(side.home).worker_lock
    lock.parent.mkdir(parents=True, exist_ok=True)
    lock.write_text(gone.stdout.strip(), encoding="utf-8")
    (Paths(side.home).memory_md.parent / "MEMORY.md.lock").write_text("", encoding="utf-8")
    result = run_worker(side.home, "--once")
    assert result.returncode == 0 and "already" not in result.stderr, result.stderr
    assert STATES[0] not in side.entries()
    check_invariant(side.home, side.ledger)


def test_the_clock_jumping_back_and_forward_loses_nothing_and_moves_states_once(tmp_path, monkeypatch) -> None:
    side = make_side(tmp_path, monkeypatch, memory_limit=1000)
    clock = Clock(1_790_000_000.0)
    for text in RULES[:3]:
        assert side.add(text)
    service = WorkerService(open_context(side.home, embedder=None, clock=clock),
                            JobQueue(Paths(side.home).queue_db, clock=clock), watch=False)
    try:
        service.run_once()
        clock.t -= 400 * DAY_S                          # back more than a year
        for text in STATES[:3]:
            assert side.add(text)
        service.run_once()
        check_invariant(side.home, side.ledger)
        clock.t += 800 * DAY_S                          # then far ahead: every lease and TTL expires
        for text in STATES[3:5]:
            assert side.add(text)
        service.run_once()
        service.run_once()
    finally:
        service.ctx.close()
        service.queue.close()
    snap = check_invariant(side.home, side.ledger)
    assert not set(STATES[:5]) & set(snap.hot["memory"])
    live = [row for row in snap.cold if row["status"] == "live"]
    assert len({row["content_hash"] for row in live}) == len(live)


@pytest.mark.parametrize("fault, expected", [("malformed", "unreadable answer"),
                                             ("dim", "returned 7-dimension vectors")])
def test_an_embedder_answering_garbage_or_the_wrong_dimension_loses_nothing_and_says_so(
        tmp_path, monkeypatch, loopback_embed_server, fault, expected) -> None:
    base_url, server = loopback_embed_server()
    side = make_side(tmp_path, monkeypatch)
    env = {"TIERED_MEMORY_EMBEDDER": "ollama", "TIERED_MEMORY_EMBED_URL": base_url}
    assert side.add(STATES[0])
    first = run_worker(side.home, "--once", **env)
    assert first.returncode == 0, first.stderr
    if fault == "malformed":
        server.options.malformed = True
    else:
        server.options.dim = 7
    for text in STATES[1:4]:
        assert side.add(text)
    result = run_worker(side.home, "--once", **env)
    assert result.returncode == 0, result.stderr
    snap = check_invariant(side.home, side.ledger)
    assert all("cold:live" in snap.where("memory", text) for text in STATES[1:4]), "stored lexical-only"
    assert any(expected in line for line in recorded_errors(side.home)), recorded_errors(side.home)[:5]
