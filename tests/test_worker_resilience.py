"""Concurrent Hermes writers plus the worker, a full queue, a dead embedder: nothing is lost."""

from __future__ import annotations

import json
import signal
import socket
import subprocess
import sys
import textwrap


from tiered_memory.shared.embedders.base import Embedder
from tiered_memory.shared.embedders.breaker import BreakerEmbedder
from tiered_memory.shared.errors import QueueFull
from tiered_memory.worker.context import open_context
from tiered_memory.worker.service import WorkerService

from support.invariant import check_invariant, hermes_accepts
from support.worker_home import make_side, run_worker, start_worker, worker_env
from test_worker_lifecycle import wait_for

WRITER = textwrap.dedent("""
    import json, random, sys
    from pathlib import Path
    from tools.memory_tool import MemoryStore
    from tiered_memory.shared.config import Paths
    from tiered_memory.shared.errors import QueueFull
    from tiered_memory.shared.jobqueue import JobQueue

    name, count, home, out = sys.argv[1], int(sys.argv[2]), Path(sys.argv[3]), sys.argv[4]
    rng = random.Random(name)
    store = MemoryStore(memory_char_limit=2200, user_char_limit=1375)
    store.load_from_disk()
    queue = JobQueue(Paths(home).queue_db)
    accepted, rejected = [], 0
    for i in range(count):
        if rng.random() < 0.6:
            text = f"2026-0{rng.randint(1, 9)}-1{rng.randint(0, 9)} Writer {name} finished task {i}, deployed."
        else:
            text = f"Writer {name} rule {i}: prefer explicit names for the {rng.choice(['api', 'cli', 'ui'])} module."
        target = "user" if i % 7 == 0 else "memory"
        result = store.add(target, text)
        if result.get("success"):
            accepted.append([target, text])
            try:
                queue.put("add", target, text)
            except QueueFull:
                pass
        else:
            rejected += 1
    Path(out).write_text(json.dumps({"accepted": accepted, "rejected": rejected}))
""")


def test_concurrent_writes_from_two_processes_plus_the_worker_lose_nothing(tmp_path, monkeypatch) -> None:
    side = make_side(tmp_path, monkeypatch)
    worker = start_worker(side.home, "--idle-exit-s", "60", "--tick-s", "0.5")
    from tiered_memory.shared.config import Paths
    from tiered_memory.shared.sidecar import worker_running

    assert wait_for(lambda: worker_running(Paths(side.home)))
    writers = []
    for name in ("a", "b"):
        out = tmp_path / f"{name}.json"
        writers.append((out, subprocess.Popen([sys.executable, "-c", WRITER, name, "60", str(side.home), str(out)],
                                              env=worker_env(side.home))))
    try:
        for out, process in writers:
            assert process.wait(timeout=120) == 0
    finally:
        worker.send_signal(signal.SIGTERM)
        assert worker.wait(timeout=60) == 0
    for out, _ in writers:
        for target, text in json.loads(out.read_text())["accepted"]:
            side.ledger.record(target, text)
    # Hermes alone takes ~50 of these before the files are full; how many more depends on how
    # fast the worker keeps up, so the bar is only "enough writes to race the worker"
    assert len(side.ledger.all()) >= 40
    check_invariant(side.home, side.ledger)
    result = run_worker(side.home, "--once")
    assert result.returncode == 0, result.stderr
    snap = check_invariant(side.home, side.ledger)
    hermes_accepts(side.home)
    assert not [e for e in snap.hot["memory"] if "deployed" in e]   # every state left hot


def test_a_full_queue_is_recovered_by_reconciliation(tmp_path, monkeypatch) -> None:
    side = make_side(tmp_path, monkeypatch, capacity=3)
    dropped = 0
    for i in range(10):
        text = f"2026-05-{10 + i} Finished the backup drill number {i}, done."
        try:
            assert side.add(text)
        except QueueFull:
            dropped += 1      # the plugin counts and drops it; the entry is already in MEMORY.md
    assert dropped == 7 and side.queue.depth() == 3
    result = run_worker(side.home, "--once")
    assert result.returncode == 0, result.stderr
    assert side.entries() == []
    assert side.queue.depth() == 0
    check_invariant(side.home, side.ledger)


def _closed_port() -> int:
    sock = socket.socket()
    sock.bind(("127.0.0.1", 0))
    port = sock.getsockname()[1]
    sock.close()
    return port


def test_a_dead_embedder_stores_entries_lexical_only_and_backfills_vectors_later(
        tmp_path, monkeypatch, loopback_embed_server) -> None:
    side = make_side(tmp_path, monkeypatch)
    monkeypatch.setenv("TIERED_MEMORY_EMBEDDER", "ollama")
    monkeypatch.setenv("TIERED_MEMORY_EMBED_URL", f"http://127.0.0.1:{_closed_port()}")
    monkeypatch.setenv("TIERED_MEMORY_EMBED_TIMEOUT_S", "1")
    states = ["2026-03-14 Migrated the blog from Heroku to Fly.io; DNS switched.",
              "2026-05-02 서버를 Ubuntu 24.04로 업그레이드 완료했다."]
    for text in states + ["User prefers concise answers."]:
        assert side.add(text)
    ctx = open_context(side.home)
    assert isinstance(ctx.store.embedder, BreakerEmbedder)          # the configured embedder, fail-fast
    service = WorkerService(ctx, side.queue, watch=False)
    service.run_once()
    assert side.entries() == ["User prefers concise answers."]       # moved, not dropped
    for text in states:
        memory = ctx.store.find_by_hash(text, "memory")
        assert memory is not None and memory.embedding_model is None
    assert ctx.store.pending_vectors() == 2
    moved = [r for r in ctx.store.audit_log() if r.action == "moved"]
    assert all("lexical_only" in r.detail for r in moved)
    ctx.close()
    # the embedder comes back (same model id): the worker backfills the vectors
    base_url, server = loopback_embed_server()
    monkeypatch.setenv("TIERED_MEMORY_EMBED_URL", base_url)
    ctx = open_context(side.home)
    service = WorkerService(ctx, side.queue, watch=False)
    service.tick(ctx.now())
    assert ctx.store.pending_vectors() == 0
    assert ctx.store.stored_models() == {"ollama:qwen3-embedding:0.6b": 2}
    check_invariant(side.home, side.ledger)


def test_a_hung_embedder_costs_one_timeout_not_two_per_moved_entry(tmp_path, monkeypatch, loopback_embed_server) -> None:
    from tiered_memory.shared.embedders.ollama_backend import OllamaEmbedder

    side = make_side(tmp_path, monkeypatch)
    monkeypatch.setenv("TIERED_MEMORY_EMBED_TIMEOUT_S", "0.3")
    base_url, server = loopback_embed_server(delay_s=30)      # accepts, never answers in time
    states = ["2026-03-14 Migrated the blog from Heroku to Fly.io; DNS switched.",
              "2026-05-02 서버를 Ubuntu 24.04로 업그레이드 완료했다.",
              "2026-04-01 已将数据库迁移到 PostgreSQL 16。"]
    for text in states:
        assert side.add(text)
    breaker = BreakerEmbedder(OllamaEmbedder(host=base_url, default_timeout=0.3), clock=lambda: 1000.0)
    ctx = open_context(side.home, embedder=breaker)
    try:
        WorkerService(ctx, side.queue, watch=False).run_once()
        assert side.entries() == []                                  # moved, lexical-only
        assert ctx.store.pending_vectors() == len(states)
        assert server.count("POST", "/api/embed") == 1               # later calls skipped at once
    finally:
        ctx.close()
    check_invariant(side.home, side.ledger)


class ContractBreakingEmbedder(Embedder):
    """A third-party backend that breaks the Embedder contract: a bare RuntimeError."""

    model_id = "broken:contract"
    dim = 4

    def _embed(self, texts, *, is_query, timeout):
        raise RuntimeError("backend library bug")


def test_an_unexpected_error_fails_the_job_and_the_worker_keeps_running(tmp_path, monkeypatch) -> None:
    side = make_side(tmp_path, monkeypatch)
    assert side.add("2026-03-14 Migrated the blog from Heroku to Fly.io; DNS switched.")
    ctx = open_context(side.home, embedder=ContractBreakingEmbedder())
    service = WorkerService(ctx, side.queue, watch=False)
    try:
        service.run_once()                                       # neither the job nor the tick raises
        job = side.queue.recent(1)[0]
        assert job.state == "pending" and "RuntimeError: backend library bug" in (job.last_error or "")
        assert service.heartbeat.jobs_failed == 1
        assert ctx.diagnostics.counters()["errors.worker.tick"] >= 1
        assert side.entries() == ["2026-03-14 Migrated the blog from Heroku to Fly.io; DNS switched."]
    finally:
        ctx.close()
    check_invariant(side.home, side.ledger)
