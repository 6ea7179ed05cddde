"""`python -m tiered_memory.bench safety`: a short run prints the documented JSON keys and writes RELIABILITY.md."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path


def test_the_safety_bench_reports_figures_and_a_fault_table_and_writes_the_reliability_page(tmp_path: Path) -> None:
    docs = tmp_path / "RELIABILITY.md"
    done = subprocess.run([sys.executable, "-m", "tiered_memory.bench", "safety", "--runs", "1", "--json",
                           "--only", "clock_jump,symlink_out_of_home", "--secret-splits", "dev", "--docs", str(docs)],
                          capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout)
    assert {"bench", "date", "commit", "machine", "runs", "seed", "seconds", "secrets", "injection", "faults",
            "docs"} <= set(report)
    assert {"available"} <= set(report["secrets"]) and {"available"} <= set(report["injection"])
    assert "dev" in report["secrets"]["splits"] and "heldout" not in report["secrets"]["splits"]
    rows = {row["fault"]: row for row in report["faults"]}
    assert set(rows) == {"clock_jump", "symlink_out_of_home"}
    for row in rows.values():
        assert {"what", "runs", "nothing_lost", "clear", "recovered", "inside_move", "notes", "skipped",
                "seconds"} <= set(row)
        assert row["runs"] == 1 and row["nothing_lost"] == 1
    page = docs.read_text(encoding="utf-8")
    assert report["docs"] == str(docs)
    assert "| symlink_out_of_home | 1 | 1/1 | 1/1 | 1/1 | n/a |" in page
