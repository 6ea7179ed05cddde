"""`bench retrieval --cv N` through the real command line (incl. the long and short families); the long-message set is deterministic."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

from tiered_memory.bench.long_messages import LENGTHS, long_messages
from tiered_memory.bench.retrieval import StoreData

RESULT_KEYS = {"folds", "metric", "settings", "in_sample_setting", "chosen", "datasets"}


def _store(name: str, lang: str, facts: list[str], questions: list[tuple[str, int]]) -> dict[str, Any]:
    return {"store": name, "lang": lang, "memories": [{"id": f"m{i}", "text": t, "time": None} for i, t in enumerate(facts)],
            "queries": [{"id": f"q{i}", "text": q, "gold": [f"m{g}"], "category": "c"} for i, (q, g) in enumerate(questions)]}


def _write(path: Path, stores: list[dict[str, Any]]) -> Path:
    path.write_text("".join(json.dumps(s, ensure_ascii=False) + "\n" for s in stores), encoding="utf-8")
    return path


def test_cross_validation_reports_out_of_fold_figures_per_file_jointly_per_axis_for_context_and_long_messages(
        tmp_path: Path) -> None:
    facts = ["Alice adopted a grey cat named Pixel.", "The billing service runs Postgres on port 5433.",
             "Bob goes climbing every Saturday in Berlin.", "Deploys happen on Fridays from main."]
    questions = [("What is the name of Alice's cat?", 0), ("Which port does billing Postgres use?", 1),
                 ("Where does Bob climb?", 2), ("When do deploys happen?", 3)]
    first = _write(tmp_path / "a.jsonl", [_store("a1", "en", facts, questions)])
    second = _write(tmp_path / "b.jsonl", [_store("b1", "zh", ["小明每周三在成都喝绿茶。", "认证服务的 Redis 密码缺失。"],
                                                  [("小明喝什么茶？", 0), ("认证服务为什么报错？", 1)])])
    done = subprocess.run([sys.executable, "-m", "tiered_memory.bench", "retrieval", "--cv", "2", "--embedder", "none",
                           "--data", str(first), "--data", str(second), "--json"],
                          cwd=tmp_path, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout)
    assert report["bench"] == "retrieval-cv" and report["folds"] == 2
    assert set(report["per_file"]) == {"a", "b"}
    assert set(report["context"]["off"]) == {"a", "b"}
    long = report["long"]   # without an embedder no message has a dense view to supplement: nothing can move
    assert long["long_messages"] == {"a": 0, "b": 0}
    assert set(long["families"]) == {"rocchio", "rescore", "weights", "lexical_view"}
    short = report["short"]   # nor, without an embedder, does a short query's dense leg
    assert short["with_common_words"] == {"a": 0, "b": 0}
    assert set(short["families"]) == set(short["families_top1"]) == {"common", "common_replace", "rocchio"}
    assert set(short["families_top1_by_language"]["common"]["datasets"]) == {"a:en", "b:zh"}
    for result in [*report["per_file"].values(), report["joint"], *report["one_axis"].values(), report["context"],
                   *long["families"].values(), *short["families"].values(), *short["families_top1"].values()]:
        assert set(result) - {"off"} == RESULT_KEYS and len(result["chosen"]) == 2
        for figures in result["datasets"].values():
            assert set(figures) == {"queries", "default", "in_sample", "oof"} and 0.0 <= figures["oof"] <= 1.0
    for name, result in report["per_file"].items():   # a file's own in-sample best is at least its defaults
        assert result["datasets"][name]["in_sample"] >= result["datasets"][name]["default"]
    assert report["per_file"]["a"]["datasets"]["a"]["default"] == 1.0   # lexical alone finds every fact


def test_retrieval_refuses_two_data_files_without_cv(tmp_path: Path) -> None:
    path = _write(tmp_path / "a.jsonl", [_store("a1", "en", ["x y z"], [("x", 0)])])
    done = subprocess.run([sys.executable, "-m", "tiered_memory.bench", "retrieval", "--embedder", "none",
                           "--data", str(path), "--data", str(path)], capture_output=True, text=True, timeout=300)
    assert done.returncode != 0 and "--cv" in done.stderr


def test_the_long_message_set_is_deterministic_and_covers_each_language_and_length() -> None:
    stores = [StoreData("e", "en", [], [{"text": "Hello there, how was the trip to Lisbon? " * 3}]),
              StoreData("z", "zh", [], [{"text": "我昨天看了一个超级好玩的视频，是关于宇宙的！" * 2}])]
    first, again = long_messages(stores, 8), long_messages(stores, 8)
    assert first == again
    assert {lang for lang, _ in first} == {"en", "zh", "code"}
    for lang in ("en", "zh", "code"):
        sizes = [len(text) for l, text in first if l == lang]
        assert len(sizes) == 8 and min(sizes) >= 590 and max(sizes) <= max(LENGTHS)
