"""`doctor` gives each check a verdict and a fix; `reembed` fills missing vectors; progress goes to stderr only."""

from __future__ import annotations

import json
import os
import sqlite3
from pathlib import Path

from tiered_memory.shared.config import Paths
from tiered_memory.shared.jobqueue import JobQueue

from support.cli_runner import cli, seed, write_hermes_config


def checks_of(doc: dict) -> dict[str, dict]:
    return {c["check"]: c for c in doc["checks"]}


def test_doctor_on_a_healthy_home_passes_every_check_and_names_the_model(tmp_path: Path) -> None:
    home = tmp_path / "home"
    write_hermes_config(home)
    seed(home, ["Deploys go out on Tuesdays after the standup."], embed=False)
    assert cli("reembed", home=home).returncode == 0
    done = cli("doctor", home=home)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "OK    embedder: builtin:multilingual-e5-small-q4 answered (384-d" in done.stdout
    assert "OK    quick_check cold.db: ok" in done.stdout and "0 failed" in done.stdout
    assert "hermes-agent 0.19.0, memory.provider = 'tiered_memory'" in done.stdout


def test_doctor_fails_loose_file_modes_and_parked_jobs_and_unpark_requeues_them(tmp_path: Path) -> None:
    home = tmp_path / "home"
    write_hermes_config(home)
    seed(home, ["Deploys go out on Tuesdays after the standup."], embed=False)
    paths = Paths(home)
    with JobQueue(paths.queue_db, max_attempts=1) as queue:
        job = queue.put("reconcile", "memory", "")
        queue.claim(1)
        queue.fail(job, "HotFileError: MEMORY.md is locked")
    os.chmod(paths.cold_db, 0o644)
    result = cli("doctor", "--json", home=home)
    assert result.returncode == 1
    checks = checks_of(json.loads(result.stdout))
    assert checks["file modes"]["verdict"] == "fail" and "cold.db 0o644" in checks["file modes"]["detail"]
    assert checks["file modes"]["fix"] == f"chmod -R go-rwx {paths.data_dir}"
    assert checks["queue"]["verdict"] == "warn" and "MEMORY.md is locked" in checks["queue"]["detail"]
    assert checks["vectors"]["verdict"] == "warn" and checks["vectors"]["fix"] == "`python -m tiered_memory reembed`"
    unparked = checks_of(json.loads(cli("doctor", "--unpark", "--json", home=home).stdout))
    assert "unparked 1" in unparked["queue"]["detail"]
    with JobQueue(paths.queue_db) as queue:
        assert queue.counts()["parked"] == 0 and queue.depth() == 1


def test_doctor_reports_a_damaged_database_as_a_failed_quick_check(tmp_path: Path) -> None:
    home = tmp_path / "home"
    write_hermes_config(home)
    seed(home, [f"Memory number {i} about the deploy pipeline stage {i}." for i in range(300)], embed=False)
    cold = Paths(home).cold_db
    conn = sqlite3.connect(cold)
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    page = conn.execute("PRAGMA page_size").fetchone()[0]
    conn.close()
    data = bytearray(cold.read_bytes())
    for n in range(2, len(data) // page):   # scribble over the cell area of every page after the schema
        data[n * page + 200: n * page + 600] = b"\xa5" * 400
    cold.write_bytes(bytes(data))
    done = cli("doctor", home=home)
    assert done.returncode == 1
    line = next(l for l in done.stdout.splitlines() if "quick_check cold.db" in l)
    assert line.startswith("FAIL") and "Traceback" not in done.stdout + done.stderr


def test_reembed_fills_every_missing_vector_and_shows_plain_progress_without_a_terminal(tmp_path: Path) -> None:
    home = tmp_path / "home"
    seed(home, [f"Fact {i}: the build cache for service {i} lives in bucket b{i}." for i in range(70)], embed=False)
    done = cli("reembed", home=home)
    assert done.returncode == 0, done.stderr
    assert "70 vectors computed with builtin:multilingual-e5-small-q4; 0 still missing" in done.stdout
    assert "embedding: 70/70" in done.stderr
    quiet = cli("reembed", "--json", home=home)
    assert json.loads(quiet.stdout)["embedded"] == 0 and quiet.stderr == ""


def test_on_a_terminal_progress_is_a_rich_bar_with_rate_and_eta_on_stderr(tmp_path: Path) -> None:
    import pty
    import subprocess
    import sys
    import threading

    from support.cli_runner import clean_env

    home = tmp_path / "home"
    seed(home, [f"Fact {i}: the build cache for service {i} lives in bucket b{i}." for i in range(130)], embed=False)
    master, slave = pty.openpty()
    chunks: list[bytes] = []

    def drain() -> None:   # the terminal must be read while the command writes, or it blocks
        while True:
            try:
                chunk = os.read(master, 65536)
            except OSError:
                return
            if not chunk:
                return
            chunks.append(chunk)

    reader = threading.Thread(target=drain, daemon=True)
    reader.start()
    process = subprocess.Popen([sys.executable, "-m", "tiered_memory", "reembed", "--hermes-home", str(home)],
                               stdout=subprocess.PIPE, stderr=slave, text=True, env=clean_env(home, COLUMNS="120"))
    os.close(slave)
    stdout, _ = process.communicate(timeout=300)
    reader.join(timeout=10)
    os.close(master)
    shown = b"".join(chunks).decode("utf-8", errors="replace")
    assert process.returncode == 0 and "130 vectors computed" in stdout
    assert "embedding" in shown and "/s" in shown and "ETA" in shown and "\x1b[" in shown   # drawn, not plain lines
    assert "embedding: 130/130" not in shown
