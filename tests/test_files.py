"""Our files: private modes whatever the umask, no hot-file symlink followed out of HERMES_HOME,
no memory text left in queue.db after a job, and over-long entries kept hot with a reason."""

from __future__ import annotations

import os
import sqlite3
import stat
from pathlib import Path

import pytest

from tiered_memory.shared.config import Paths
from tiered_memory.shared.diagnostics import Diagnostics
from tiered_memory.shared.jobqueue import JobQueue
from tiered_memory.shared.logs import setup_file_logging
from tiered_memory.shared.store import ColdStore
from tiered_memory.worker.context import open_context
from tiered_memory.worker.service import WorkerService
from tiered_memory.worker.store import WorkerStore

from support.invariant import check_invariant
from support.worker_home import make_side, recorded_errors, run_worker, write_config


@pytest.fixture
def loose_umask():
    """The most permissive umask: every private mode must come from our code, not the umask."""
    previous = os.umask(0)
    yield
    os.umask(previous)


def modes(data_dir: Path) -> dict[str, int]:
    """Mode bits of the data dir and of every entry in it."""
    found = {".": stat.S_IMODE(os.lstat(data_dir).st_mode)}
    for entry in os.scandir(data_dir):
        found[entry.name] = stat.S_IMODE(entry.stat(follow_symlinks=False).st_mode)
    return found


def assert_private(data_dir: Path) -> dict[str, int]:
    found = modes(data_dir)
    loose = {name: oct(mode) for name, mode in found.items()
             if mode != (0o700 if name == "." else 0o600)}
    assert not loose, f"not private: {loose}"
    return found


def test_files_the_plugin_side_creates_are_private_even_with_umask_zero(tmp_path: Path, loose_umask) -> None:
    paths = Paths(tmp_path)
    with JobQueue(paths.queue_db) as queue:
        queue.put("add", "memory", "User likes green tea.")
    diagnostics = Diagnostics(paths.status_db)
    diagnostics.incr("probe")
    with ColdStore(paths.cold_db) as store:
        assert store.pending_vectors() == 0
        setup_file_logging(paths.log_file).warning("probe line")
        found = assert_private(paths.data_dir)   # while open: -wal and -shm exist too
    diagnostics.close()
    assert {"queue.db", "status.db", "cold.db", "cold.db-wal", "tiered_memory.log"} <= set(found)


def test_the_worker_leaves_every_file_private_even_with_umask_zero(tmp_path: Path, monkeypatch, loose_umask) -> None:
    side = make_side(tmp_path, monkeypatch)
    for text in ("2026-03-14 Migrated the blog to Fly.io; DNS switched.", "User prefers concise answers."):
        assert side.add(text)
    side.queue.close()
    result = run_worker(side.home, "--once")
    assert result.returncode == 0, result.stderr
    found = assert_private(Paths(side.home).data_dir)
    assert {"cold.db", "queue.db", "status.db", "worker.lock", "tiered_memory.log"} <= set(found)


def test_an_existing_world_readable_install_is_made_private_when_the_worker_starts(tmp_path: Path, monkeypatch) -> None:
    side = make_side(tmp_path, monkeypatch)
    assert side.add("User prefers concise answers.")
    side.queue.close()
    assert run_worker(side.home, "--once").returncode == 0
    data_dir = Paths(side.home).data_dir
    data_dir.chmod(0o755)
    for name in os.listdir(data_dir):
        (data_dir / name).chmod(0o644)
    (data_dir / "calibration.json").write_text("{}", encoding="utf-8")
    (data_dir / "calibration.json").chmod(0o644)
    result = run_worker(side.home, "--once")
    assert result.returncode == 0, result.stderr
    assert assert_private(data_dir)["calibration.json"] == 0o600


def test_a_memory_md_symlinked_outside_hermes_home_is_never_rewritten_and_status_says_why(
        tmp_path: Path, monkeypatch) -> None:
    side = make_side(tmp_path, monkeypatch, memory_limit=400)
    outside = tmp_path / "elsewhere" / "MEMORY.md"
    outside.parent.mkdir()
    entries = [f"2026-0{i}-1{i} Finished migration number {i} of the billing service, done." for i in range(1, 6)]
    outside.write_text("\n§\n".join(entries), encoding="utf-8")
    memory_md = Paths(side.home).memory_md
    memory_md.parent.mkdir(parents=True, exist_ok=True)
    memory_md.symlink_to(outside)
    before = outside.read_bytes()
    side.queue.put("reconcile", "memory", "")
    side.queue.close()
    result = run_worker(side.home, "--once")
    assert result.returncode == 0, result.stderr
    assert outside.read_bytes() == before
    assert memory_md.is_symlink()
    messages = [e for e in recorded_errors(side.home) if e.startswith("worker.hotfile")]
    assert any("outside" in m and str(outside) in m for m in messages), messages
    with ColdStore(Paths(side.home).cold_db) as store:
        assert all(store.find_text(text, "memory") is None for text in entries)


def test_a_memory_md_symlinked_inside_hermes_home_is_still_managed(tmp_path: Path, monkeypatch) -> None:
    side = make_side(tmp_path, monkeypatch)
    inside = side.home / "profiles" / "MEMORY.md"
    inside.parent.mkdir()
    text = "2026-03-14 Migrated the blog from Heroku to Fly.io; DNS switched."
    inside.write_text(text, encoding="utf-8")
    memory_md = Paths(side.home).memory_md
    memory_md.parent.mkdir(parents=True, exist_ok=True)
    memory_md.symlink_to(inside)
    side.ledger.record("memory", text)
    side.queue.put("reconcile", "memory", "")
    side.queue.close()
    assert run_worker(side.home, "--once").returncode == 0
    assert memory_md.is_symlink() and inside.read_text(encoding="utf-8") == ""
    assert check_invariant(side.home, side.ledger).where("memory", text) == ["cold:live"]


def raw_bytes(db_path: Path) -> bytes:
    return b"".join(Path(f"{db_path}{suffix}").read_bytes() for suffix in ("", "-wal", "-shm")
                    if Path(f"{db_path}{suffix}").exists())


def test_a_finished_job_leaves_no_memory_text_in_the_raw_bytes_of_queue_db(tmp_path: Path, monkeypatch) -> None:
    side = make_side(tmp_path, monkeypatch)
    marker = "2026-03-14 Rotated the zebra-quokka-7731 deploy key, done."
    assert side.add(marker)
    queue_db = Paths(side.home).queue_db
    assert marker.encode() in raw_bytes(queue_db)     # pending: the job needs its text
    service = WorkerService(open_context(side.home, embedder=None), JobQueue(queue_db), watch=False)
    try:   # a long-running worker beside a Hermes process: both connections stay open, so does -wal
        assert service.drain() == 1
        assert side.queue.counts()["done"] == 1
        assert b"zebra-quokka-7731" not in raw_bytes(queue_db)
    finally:
        service.queue.close()
        service.ctx.close()
    side.queue.close()
    assert b"zebra-quokka-7731" not in raw_bytes(queue_db)


def test_done_jobs_of_an_older_queue_file_are_scrubbed_when_it_is_opened(tmp_path: Path) -> None:
    path = tmp_path / "queue.db"
    conn = sqlite3.connect(path)
    from tiered_memory.shared.jobqueue import MIGRATIONS

    conn.executescript(MIGRATIONS[0])
    conn.execute("INSERT INTO jobs (created_at, updated_at, action, target, content, metadata, state, dedup_key) "
                 "VALUES (1, 1, 'add', 'memory', 'old secret walrus-9913', '{}', 'done', 'k')")
    conn.execute("PRAGMA user_version = 1")
    conn.commit()
    conn.close()
    with JobQueue(path) as queue:
        job = queue.recent(1)[0]
        assert job.state == "done" and job.content == ""
        queue.compact()
    assert b"walrus-9913" not in raw_bytes(path)


def test_an_entry_longer_than_the_file_limit_is_kept_hot_with_an_audit_reason_and_never_copied_to_cold(
        tmp_path: Path) -> None:
    home = tmp_path / "home"
    home.mkdir()
    write_config(home, memory_limit=1000)
    huge = "2026-03-14 Deployed the build; log follows: " + "x" * 200_000   # 200x the limit (the probe: 5 MB)
    small = "2026-03-15 Upgraded the CI runners to Ubuntu 24.04, done."
    memory_md = Paths(home).memory_md
    memory_md.parent.mkdir(parents=True)
    memory_md.write_text(huge + "\n§\n" + small, encoding="utf-8")   # a hand edit Hermes would refuse
    for _ in range(2):
        result = run_worker(home, "--once")
        assert result.returncode == 0, result.stderr
    assert memory_md.read_text(encoding="utf-8") == huge + "\n§\n" + small   # not rewritten
    with WorkerStore(Paths(home).cold_db) as store:
        assert store.find_text(huge, "memory") is None and store.find_text(small, "memory") is None
        kept = [r for r in store.audit_log() if r.action == "kept_hot"]
    assert len(kept) == 1, "the refusal is audited once, not on every pass"
    assert "200,044 chars, longer than the 1,000-char limit" in kept[0].reason


def test_an_entry_too_long_to_scan_is_kept_hot_with_a_length_reason_and_none_of_its_words_stored(
        tmp_path: Path) -> None:
    home = tmp_path / "home"
    home.mkdir()
    write_config(home, memory_limit=1000)
    huge = "2026-03-14 Deployed the build; log follows: " + "x" * 300_000   # past the scan bound (262,144)
    memory_md = Paths(home).memory_md
    memory_md.parent.mkdir(parents=True)
    memory_md.write_text(huge, encoding="utf-8")
    result = run_worker(home, "--once")
    assert result.returncode == 0, result.stderr
    assert memory_md.read_text(encoding="utf-8") == huge
    with WorkerStore(Paths(home).cold_db) as store:
        kept = [r for r in store.audit_log() if r.action == "kept_hot"]
    assert len(kept) == 1 and "over 262,144 chars, longer than the 1,000-char limit" in kept[0].reason
    assert all(b"Deployed the build" not in raw_bytes(path) for path in Paths(home).data_dir.glob("*.db*"))
