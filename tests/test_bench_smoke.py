"""Smoke tests for `python -m tiered_memory.bench`: documented JSON keys, sane values, no timing asserts."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from tiered_memory.bench.retrieval import METRICS, score_ranking

ROW_KEYS = {"queries", *METRICS, "by_category", "by_store"}
PERCENTILE_KEYS = {"p50", "p95", "p99", "mean", "n"}
RETRIEVAL_KEYS = {
    "bench", "date", "commit", "data", "embedder", "model", "vector_backend", "store_backend", "cache", "stores", "memories",
    "queries", "rows", "latency_ms", "write", "fusion", "sweep", "degraded", "machine",
}
SCALE_KEYS = {"bench", "date", "commit", "embedder", "model", "dim", "queries", "vector_backends", "embed", "runs",
              "machine"}
RUN_KEYS = {"entries", "vector_backend", "write", "vector_import", "first_recall_ms", "recall_ms", "lexical_ms",
            "dense_ms", "db_bytes", "db_mb_per_10k", "rss_mb", "peak_rss_mb", "peak_rss_scope", "degraded"}

STORES = [
    {
        "store": "tiny-en", "lang": "en", "source": "test",
        "memories": [
            {"id": "m1", "text": "Alice adopted a grey cat named Pixel.", "time": "2023-05-08T13:56:00"},
            {"id": "m2", "text": "The billing service runs Postgres on port 5433.", "time": None},
            {"id": "m3", "text": "Bob goes climbing every Saturday in Berlin.", "time": "2023-06-01"},
            {"id": "m4", "text": "Alice's cat Pixel hates the vacuum cleaner.", "time": None},
        ],
        "queries": [
            {"id": "q1", "text": "What is the name of Alice's cat?", "gold": ["m1", "m4"], "category": "multi-hop"},
            {"id": "q2", "text": "Which port does billing Postgres use?", "gold": ["m2"], "category": "single-hop"},
            {"id": "q3", "text": "quantum chromodynamics", "gold": ["m3"], "category": "single-hop"},
        ],
    },
    {
        "store": "tiny-zh", "lang": "zh", "source": "test",
        "memories": [
            {"id": "z1", "text": "小明每周三在成都喝绿茶。", "time": None},
            {"id": "z2", "text": "认证服务的 Redis 密码缺失，导致 NOAUTH 错误。", "time": None},
            {"id": "z3", "text": "认证服务的 Redis 密码缺失，导致 NOAUTH 错误。", "time": None},
        ],
        "queries": [{"id": "q1", "text": "认证服务为什么报 NOAUTH？", "gold": ["z3"], "category": "single-hop"}],
    },
]


def bench(tmp_path: Path, *args: str) -> dict[str, Any]:
    done = subprocess.run([sys.executable, "-m", "tiered_memory.bench", *args, "--json"], cwd=tmp_path,
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


@pytest.fixture()
def tiny_data(tmp_path: Path) -> Path:
    path = tmp_path / "tiny.jsonl"
    path.write_text("".join(json.dumps(s, ensure_ascii=False) + "\n" for s in STORES), encoding="utf-8")
    return path


def test_retrieval_json_has_documented_keys(tmp_path: Path, tiny_data: Path) -> None:
    report = bench(tmp_path, "retrieval", "--data", str(tiny_data), "--embedder", "none")
    assert set(report) == RETRIEVAL_KEYS
    assert report["bench"] == "retrieval" and report["embedder"] == "none" and report["model"] is None
    assert report["stores"] == ["tiny-en", "tiny-zh"]
    assert report["memories"] == 7 and report["queries"] == 4
    assert set(report["rows"]) == {"lexical", "dense", "fused"}
    for row in report["rows"].values():
        assert set(row) == ROW_KEYS
        assert set(row["by_category"]) == {"multi-hop", "single-hop"}
        assert set(row["by_store"]) == {"tiny-en", "tiny-zh"}
        assert row["by_store"]["tiny-zh"]["lang"] == "zh"
    lexical = report["rows"]["lexical"]
    for metric in METRICS:
        assert 0.0 <= lexical[metric] <= 1.0
    assert lexical["recall_any@20"] >= lexical["recall_any@5"] >= lexical["top1"]
    assert lexical["recall_any@5"] >= 0.75  # q1, q2 and the zh query are plain lexical hits
    assert all(report["rows"]["dense"][m] is None for m in METRICS)  # not applicable without an embedder
    assert report["rows"]["fused"]["recall_any@5"] == lexical["recall_any@5"]
    latency = report["latency_ms"]
    assert set(latency) == {"recall", "recall_lexical", "recall_dense", "embed_query"}
    assert all(set(p) == PERCENTILE_KEYS for p in latency.values())
    assert latency["recall"]["n"] == 4 and latency["recall"]["p50"] >= 0
    assert latency["embed_query"]["n"] == 0 and latency["embed_query"]["p50"] is None
    write = report["write"]
    assert write["memories"] == 7 and write["duplicates"] == 1 and write["embedded"] == 0
    assert write["memories_per_s"] > 0
    assert report["fusion"]["rrf_k"] > 0 and report["sweep"] == [] and report["cache"] is None
    assert any("no embedder configured" in line for line in report["degraded"])
    assert report["machine"]["cpu_count"] >= 1


def test_retrieval_sweep_and_store_filter(tmp_path: Path, tiny_data: Path) -> None:
    report = bench(tmp_path, "retrieval", "--data", str(tiny_data), "--embedder", "none", "--stores", "tiny-zh",
                   "--sweep-rrf-k", "5,60", "--sweep-dense-weight", "0.5,1")
    assert report["stores"] == ["tiny-zh"] and report["queries"] == 1
    assert len(report["sweep"]) == 4
    assert {(s["rrf_k"], s["dense_weight"]) for s in report["sweep"]} == {(5, 0.5), (5, 1), (60, 0.5), (60, 1)}
    assert report["rows"]["lexical"]["top1"] == 1.0  # the duplicate memory answers for both dataset ids


def test_scale_json_has_documented_keys(tmp_path: Path) -> None:
    report = bench(tmp_path, "scale", "--entries", "200", "--embedder", "none", "--queries", "20")
    assert set(report) == SCALE_KEYS
    assert report["bench"] == "scale" and report["model"] is None and report["dim"] is None
    assert report["vector_backends"] == ["numpy"] and report["queries"] == 20
    assert report["embed"]["write"]["memories_per_s"] is None and report["embed"]["query_ms"]["n"] == 0
    (run,) = report["runs"]
    assert set(run) == RUN_KEYS
    assert run["entries"] == 200 and run["vector_backend"] == "numpy"
    assert run["write"]["memories_per_s"] > 0
    assert run["recall_ms"]["n"] == 20 and run["dense_ms"]["n"] == 0
    assert run["db_bytes"] > 0 and run["db_mb_per_10k"] > 0
    assert run["vector_import"] == {"vectors_per_s": None, "seconds": None}


def test_help_lists_the_subcommands(tmp_path: Path) -> None:
    done = subprocess.run([sys.executable, "-m", "tiered_memory.bench", "--help"], cwd=tmp_path,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0
    assert "retrieval" in done.stdout and "scale" in done.stdout


def test_score_ranking_counts_each_stored_memory_once() -> None:
    groups = [frozenset({"x"}), frozenset({"a", "b"}), frozenset({"c"})]
    scores = score_ranking(groups, frozenset({"b", "c"}))
    assert scores["top1"] == 0.0 and scores["recall_any@5"] == 1.0 and scores["recall_all@5"] == 1.0
    assert scores["mrr@20"] == 0.5
    assert score_ranking(groups, frozenset({"zzz"}))["mrr@20"] == 0.0
