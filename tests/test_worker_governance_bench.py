"""The governance benchmark runs end to end on a short simulation (the recorded run is 90 days)."""

from __future__ import annotations

import json

from tiered_memory.bench.__main__ import main


def test_a_short_governance_run_reports_no_rejections_no_loss_and_no_cold_duplicates(tmp_path, capsys, monkeypatch) -> None:
    monkeypatch.setenv("HERMES_HOME", str(tmp_path / "unused"))
    chart = tmp_path / "usage.png"
    assert main(["governance", "--days", "6", "--embedder", "none", "--chart", str(chart), "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    alone, worker = report["without_worker"], report["with_worker"]
    assert alone["rejected_full"] > 0                      # Hermes alone fills up within days
    assert worker["rejected_full"] == 0
    assert worker["lost"] == 0 and worker["cold_live_duplicates"] == 0
    assert worker["hot_usage_pct"]["memory"]["p95"] <= 80.0
    assert worker["migration_latency_ms"]["n"] > 0
    assert chart.stat().st_size > 10_000
