"""`python -m tiered_memory.bench io`: the report has its documented keys and every import adds what it read."""

from __future__ import annotations

import json
import subprocess
import sys

from support.cli_runner import clean_env


def test_io_bench_reports_export_and_import_rates_with_every_memory_added(tmp_path) -> None:
    done = subprocess.run([sys.executable, "-m", "tiered_memory.bench", "io", "--entries", "60", "--embed-sample", "5",
                           "--json"], capture_output=True, text=True, timeout=300, env=clean_env(tmp_path))
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout)
    assert report["bench"] == "io" and report["entries"] == 60
    assert report["import_no_embed"]["added"] == 60 and report["import_embed"]["added"] == 5
    assert report["import_foreign"]["added"] > 0
    for step in ("export", "import_no_embed", "import_foreign", "import_embed"):
        assert set(report[step]) >= {"memories", "seconds", "memories_per_s", "peak_rss_mb"}
    assert report["export"]["bytes"] > 0 and report["peak_rss_scope"] in ("step", "process")
