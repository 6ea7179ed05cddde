"""End to end: secrets only the learned stage finds, written into MEMORY.md/USER.md, the real worker run, then no byte
of them in any file under the data dir (cold.db with its mirror, FTS tables and audit, queue.db, status.db, the log,
-wal/-shm), while they stay in the hot files."""

from __future__ import annotations

from pathlib import Path

import pytest

from tiered_memory.shared.config import Paths
from tiered_memory.shared.safety import looks_secret

from support.worker_home import make_side, run_worker

# No rule knows these (asserted below); the learned stage flags them (tests/test_secret_e5.py).
LEARNED_ONLY = {
    "网银登录用 Haitun_2020 这个。": "Haitun_2020",
    "Portal do banco: Girassol_2020.": "Girassol_2020",
    "Dropbox: Evergreen_2016!": "Evergreen_2016",
}
CONTROL = "2026-03-14 Migrated the blog from Heroku to Fly.io; DNS switched."


def _leaks(data_dir: Path) -> list[str]:
    """'file: value' for every value found in the raw bytes of any file under `data_dir`."""
    return [f"{path.name}: {value}" for path in sorted(p for p in data_dir.rglob("*") if p.is_file())
            for value in LEARNED_ONLY.values() if value.encode() in path.read_bytes()]


@pytest.fixture
def worked_home(tmp_path, monkeypatch) -> Path:
    side = make_side(tmp_path, monkeypatch, memory_limit=30000, user_limit=12000)
    assert side.add(CONTROL)
    for n, text in enumerate(LEARNED_ONLY):
        if not side.add(text, "memory" if n % 2 else "user"):
            path = Paths(side.home).hot_file("memory")
            path.write_text("\n§\n".join([*side.entries("memory"), text]), encoding="utf-8")
    for _ in range(2):
        done = run_worker(side.home, "--once")
        assert done.returncode == 0, done.stderr
    return side.home


def test_the_rules_alone_find_none_of_these_secrets() -> None:
    assert [text for text in LEARNED_ONLY if looks_secret(text) is not None] == []


def test_no_file_under_the_data_dir_holds_a_secret_only_the_learned_stage_found(worked_home: Path) -> None:
    data_dir = Paths(worked_home).data_dir
    assert {"cold.db", "queue.db", "status.db"} <= {p.name for p in data_dir.iterdir()}
    assert _leaks(data_dir) == []


def test_those_entries_stay_in_the_hot_files_and_the_benign_one_moves_to_cold(worked_home: Path) -> None:
    hot = "".join((worked_home / "memories" / name).read_text(encoding="utf-8") for name in ("MEMORY.md", "USER.md"))
    assert all(value in hot for value in LEARNED_ONLY.values())
    assert CONTROL not in hot
