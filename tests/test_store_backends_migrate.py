"""`migrate-store`: a whole cold.db to PostgreSQL and back (history, trash, vectors), resumable, via the real CLI."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import numpy as np

from tiered_memory.shared.store import ColdStore, NewMemory
from tiered_memory.shared.store.backend import open_store


def cli(home: Path, *args: str, env: dict[str, str] | None = None) -> dict[str, Any]:
    done = subprocess.run([sys.executable, "-m", "tiered_memory", *args, "--hermes-home", str(home), "--json"],
                          capture_output=True, text=True, timeout=300,
                          env={**os.environ, "TIERED_MEMORY_DATABASE_URL": "", **(env or {})})
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def snapshot(store: Any) -> dict[str, Any]:
    """What must survive a migration, independent of ids."""
    rows = store.list(status=None)
    by_id = {m.id: m for m in rows}
    vectors = {m.text: store.vectors_for([m.id], "m4").get(m.id) for m in rows}
    return {
        "rows": sorted((m.text, m.status, m.history_reason, m.created_at, m.recall_count,
                        by_id[m.superseded_by].text if m.superseded_by else None) for m in rows),
        "trash": sorted((t.text, t.reason, t.trashed_at) for t in store.list_trash()),
        "vectors": {t: None if v is None else np.round(v, 5).tolist() for t, v in vectors.items()},
        "sessions": sorted((by_id[m].text, s, first, last) for m, s, first, last in store.session_rows(by_id)),
    }


def test_a_cold_db_moves_to_postgresql_and_back_with_history_trash_and_vectors(pg_url: str, tmp_path: Path) -> None:
    home = tmp_path / "home"
    cold = home / "tiered_memory" / "cold.db"
    with ColdStore(cold) as store:
        ids = [r.id for r in store.add_many([NewMemory(f"fact number {n}") for n in range(7)], embed=False)]
        store.import_vectors("m4", ids, np.eye(7, 4, dtype=np.float32) + 0.1)
        newer = store.supersede(ids[0], NewMemory("fact number zero, corrected")).id
        store.fold_access([(ids[1], "s1", 5.0)], cursor=1)
        store.trash(ids[2], "user asked")
        store.add(NewMemory("a remembered rule", type="rule", target="user"))
        before = snapshot(store)
        assert newer
    report = cli(home, "migrate-store", "--to", pg_url)
    assert report["memories"] == 8 and report["trash"] == 1 and report["vectors"] == 6 and report["sessions"] == 1
    assert report["destination"] == {"live": 7, "history": 1, "trash": 1}
    with open_store(pg_url, cold, space="home") as pg:
        assert snapshot(pg) == before
    again = cli(home, "migrate-store", "--to", pg_url)
    assert again["memories"] == 0 and again["skipped"] == 8 and again["trash"] == 0 and again["sessions"] == 0
    with ColdStore(cold) as store:
        store.add(NewMemory("written after the first run"))
    resumed = cli(home, "migrate-store", "--to", pg_url)
    assert resumed["memories"] == 1 and resumed["destination"]["live"] == 8
    back = tmp_path / "back" / "cold.db"
    returned = cli(home, "migrate-store", "--to", str(back), env={"TIERED_MEMORY_DATABASE_URL": pg_url})
    assert returned["memories"] == 9 and returned["destination"] == {"live": 8, "history": 1, "trash": 1}
    with ColdStore(back) as store, ColdStore(cold) as original:
        assert snapshot(store) == snapshot(original)
        restored = store.restore(store.list_trash()[0].memory_id)
        assert restored.text == "fact number 2" and store.count() == 9


def test_doctor_counts_missing_vectors_in_the_configured_postgresql_store(pg_url: str, tmp_path: Path) -> None:
    home = tmp_path / "doctorhome"
    with open_store(pg_url, tmp_path / "unused.db", space="doctorhome") as pg:
        ids = [r.id for r in pg.add_many([NewMemory(f"server fact {n}") for n in range(3)], embed=False)]
        pg.import_vectors("m4", ids[:2], np.eye(2, 4, dtype=np.float32))
    done = subprocess.run([sys.executable, "-m", "tiered_memory", "doctor", "--hermes-home", str(home), "--json"],
                          capture_output=True, text=True, timeout=300,
                          env={**os.environ, "TIERED_MEMORY_DATABASE_URL": pg_url, "TIERED_MEMORY_EMBEDDER": "none"})
    checks = {c["check"]: c for c in json.loads(done.stdout)["checks"]}
    assert checks["vectors"]["detail"] == "3 live; missing per model: m4 1", done.stderr
    assert checks["vectors"]["verdict"] == "warn"
