"""Secret detection measured on the labelled corpus: recall, false-positive rate and a per-kind table per detector.

`evaluate()` returns the figures (used by `bench safety`); `python -m tiered_memory.bench.secrets_eval
[--json]` prints them. Detectors: ours (`shared.safety.looks_secret`), detect-secrets' plugins
used as a library (every plugin but the public-IP one, or its format plugins only, without the
entropy and keyword heuristics), and ours layered over the format plugins. Figures are given
per split. `dev`/`heldout` are generated (bench/secrets_corpus.py); `fresh`, `blind`, `blind2`
and `blind3` were written by hand, each before the rules were tuned on it. Every split but
`blind3` has since been tuned on, so its figures are in-fold; `blind3` is the out-of-fold
figure for the current rules (the first run of every split is in docs/SECURITY.md).
Redaction is checked too: on how many secret items `redact_secrets` leaves the value readable.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import defaultdict
from pathlib import Path
from typing import Callable, Iterable

from ..shared.safety import looks_secret, redact_secrets
from ..shared.safety.normalise import canonical

DATA_DIR = Path(__file__).resolve().parents[1] / "tests" / "data"
SPLITS = ("dev", "heldout", "fresh", "blind", "blind2", "blind3")
TUNED_ON = ("dev", "heldout", "fresh", "blind", "blind2")
OUT_OF_FOLD = ("blind3",)
Detector = Callable[[str], bool]


def load(split: str, directory: Path = DATA_DIR) -> list[dict]:
    """The labelled items of one split (`dev` or `heldout`)."""
    path = directory / f"secrets_{split}.jsonl"
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def _detect_secrets_plugins(formats_only: bool) -> list:
    from detect_secrets.core.plugins.util import get_mapping_from_secret_type_to_class

    skip = {"Public IP (ipv4)"}
    if formats_only:
        skip |= {"Base64 High Entropy String", "Hex High Entropy String", "Secret Keyword"}
    plugins = []
    for name, cls in get_mapping_from_secret_type_to_class().items():
        if name in skip:
            continue
        if name == "Base64 High Entropy String":
            plugins.append(cls(limit=4.5))
        elif name == "Hex High Entropy String":
            plugins.append(cls(limit=3.0))
        else:
            plugins.append(cls())
    return plugins


def detect_secrets_detector(formats_only: bool = False) -> Detector:
    """detect-secrets' plugins as a library: `analyze_string` per plugin (no verification, no network)."""
    plugins = _detect_secrets_plugins(formats_only)

    def detect(text: str) -> bool:
        return any(next(iter(p.analyze_string(text)), None) is not None for p in plugins)
    return detect


def ours(text: str) -> bool:
    return looks_secret(text) is not None


def _redaction_leaks(items: Iterable[dict]) -> list[str]:
    """Secret items whose value is still readable after `redact_secrets` (raw or normalised)."""
    leaks = []
    for item in items:
        if not item["secret"]:
            continue
        out = redact_secrets(item["text"])
        value = item["value"]
        if value in out or canonical(value) in canonical(out):
            leaks.append(item["text"])
    return leaks


def score(items: list[dict], detect: Detector) -> dict:
    """Recall over secret items, FP rate over benign ones, and per-kind hits, with the misses listed."""
    kinds: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    missed, false_pos = [], []
    started = time.perf_counter()
    for item in items:
        hit = detect(item["text"])
        row = kinds[("secret: " if item["secret"] else "benign: ") + item["kind"]]
        row[0] += int(hit)
        row[1] += 1
        if item["secret"] and not hit:
            missed.append(item["text"])
        elif hit and not item["secret"]:
            false_pos.append(item["text"])
    elapsed = time.perf_counter() - started
    secrets = sum(1 for i in items if i["secret"])
    benign = len(items) - secrets
    return {
        "secrets": secrets, "benign": benign,
        "recall": round(1 - len(missed) / secrets, 4) if secrets else None,
        "fp_rate": round(len(false_pos) / benign, 4) if benign else None,
        "us_per_item": round(elapsed / max(1, len(items)) * 1e6, 1),
        "per_kind": {k: {"flagged": v[0], "of": v[1]} for k, v in sorted(kinds.items())},
        "missed": missed, "false_positives": false_pos,
    }


def _import_cost_ms() -> float:
    """Wall time of a fresh `import detect_secrets` plugin set, in a child interpreter."""
    import subprocess

    code = ("import time; t=time.perf_counter(); "
            "from detect_secrets.core.plugins.util import get_mapping_from_secret_type_to_class as g; g(); "
            "print((time.perf_counter()-t)*1000)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    return round(float(out.stdout.strip() or "nan"), 1)


def evaluate(splits: Iterable[str] = SPLITS, *, with_detect_secrets: bool = True) -> dict:
    """Figures per split and detector: {"splits": {split: {detector: score}}, "summary": {split: ours' recall,
    fp_rate, secrets, benign}, "redaction_leaks": {split: [text]}, "tuned_on", "out_of_fold", ...}."""
    detectors: dict[str, Detector] = {"ours": ours}
    if with_detect_secrets:
        try:
            ds_all, ds_formats = detect_secrets_detector(False), detect_secrets_detector(True)
        except ImportError:   # a dev extra; without it only our detector is measured
            with_detect_secrets = False
    if with_detect_secrets:
        detectors["detect-secrets (all plugins)"] = ds_all
        detectors["detect-secrets (format plugins)"] = ds_formats
        detectors["ours + detect-secrets formats"] = lambda t: ours(t) or ds_formats(t)
    result: dict = {"splits": {}, "redaction_leaks": {}, "kept": "ours",
                    "tuned_on": list(TUNED_ON), "out_of_fold": list(OUT_OF_FOLD)}
    for split in splits:
        items = load(split)
        result["splits"][split] = {name: score(items, fn) for name, fn in detectors.items()}
        result["redaction_leaks"][split] = _redaction_leaks(items)
    result["summary"] = {split: {k: by["ours"][k] for k in ("recall", "fp_rate", "secrets", "benign")}
                         for split, by in result["splits"].items()}
    if with_detect_secrets:
        result["detect_secrets_import_ms"] = _import_cost_ms()
    return result


def _print(result: dict) -> None:
    for split, by_detector in result["splits"].items():
        print(f"== {split} ==")
        for name, s in by_detector.items():
            print(f"  {name:34s} recall {s['recall']:.4f} ({s['secrets'] - len(s['missed'])}/{s['secrets']})  "
                  f"FP {s['fp_rate']:.4f} ({len(s['false_positives'])}/{s['benign']})  {s['us_per_item']} us/item")
        ours_score = by_detector["ours"]
        for text in ours_score["missed"]:
            print(f"    missed: {text[:110]}")
        for text in ours_score["false_positives"]:
            print(f"    false positive: {text[:110]}")
        print(f"  redaction leaves the value readable in {len(result['redaction_leaks'][split])} items")
    if "detect_secrets_import_ms" in result:
        print(f"detect-secrets import + plugin discovery: {result['detect_secrets_import_ms']} ms")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tiered_memory.bench.secrets_eval", description=__doc__)
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    parser.add_argument("--split", choices=SPLITS, action="append", help="only this split (repeatable)")
    parser.add_argument("--per-kind", action="store_true", help="print the per-kind table of every detector")
    args = parser.parse_args(argv)
    result = evaluate(args.split or SPLITS)
    if args.json:
        print(json.dumps(result, ensure_ascii=False, indent=2))
        return 0
    _print(result)
    if args.per_kind:
        for split, by_detector in result["splits"].items():
            for name, s in by_detector.items():
                print(f"-- {split} / {name}")
                for kind, row in s["per_kind"].items():
                    print(f"   {kind:40s} {row['flagged']}/{row['of']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
