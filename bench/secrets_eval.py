"""Secret detection measured on the labelled corpus: recall, false-positive rate and a per-kind table per detector.

`evaluate()` returns the figures (used by `bench safety`); `python -m tiered_memory.bench.secrets_eval
[--json]` prints them. Detectors: ours (`shared.safety.looks_secret`), detect-secrets' plugins
used as a library (every plugin but the public-IP one, or its format plugins only, without the
entropy and keyword heuristics), and ours layered over the format plugins. Figures are given
per split. `dev`/`heldout` are generated (bench/secrets_corpus.py); `fresh`, `blind`, `blind2`,
`blind3`, `blind4`, `blind7` (a third author's), `blind8` (a fifth author's, scored once at first sight in d63bcc2), `blind9` (a sixth author's, scored once at first sight at a3e2531), `blind10` (a seventh author's, scored once at first sight at 6b1b742), `blind11` (an eighth author's, scored once at first sight at 7867523), `blind12` (a ninth author's, scored once at first sight at 642a7c1), `blind13` (a tenth author's, scored once at first sight at acbb7fa), `blind14` (an eleventh author's, scored once at first sight at 2045bda, studied in round 18), `blind15` (a twelfth author's, scored once at first sight at a2f505f, studied in round 19), `blind16` (a thirteenth author's, scored once at first sight at 51ed970, studied in round 20), `blind17` (a fourteenth author's, scored once at first sight at 4479e53, studied in round 21), `blind18` (a fifteenth author's, scored once at first sight at 61f94f1, studied in round 22), `blind19` (a sixteenth author's, scored once at first sight at 3788213, studied in round 23), `blind20` (a seventeenth author's, scored once at first sight at 6604a3b, studied in round 24), `blind21` (an eighteenth author's, scored once at first sight at c4db46a, studied in round 25), `blind22` (a nineteenth author's, scored once at first sight at 62c8bf1, studied in round 27), `blind23` (a twentieth author's, scored once at first sight at 83a59ee, studied in round 28), `blind24` (a twenty-first author's, scored once at first sight at 2a46603, studied in round 29), `blind25` (a twenty-second author's, scored once at first sight at 5296e15, studied in round 30), `blind26` (a twenty-third author's, scored once at first sight at d9638f2, studied in round 31), `blind27` (a twenty-fourth author's, scored once at first sight at 3aafc1a, studied in round 32), `blind28` (a twenty-fifth author's, scored once at first sight at 828b694, studied in round 33), `blind29` (a twenty-sixth author's, scored once at first sight at 83c673d, studied in round 34), `blind30` (a twenty-seventh author's, scored once at first sight at e84b0bf; out of fold: not tuned on yet), `blind31` (a twenty-eighth author's, scored once at first sight at 9a90e3f; out of fold: not tuned on yet), `hand5a`–`hand5t`, `hand6a`–`hand6z`, `hand6za`–`hand6zk`, `hand7a`, `hand7b`, `hand8a`–`hand8f` (a fourth author's) `hand12a`–`hand12d` (round 12's independent authors, scored at first sight at 5295aef) `hand14a`, `hand14b` (round 14's, scored at first sight at 1f5f3ee) `hand16a`, `hand16b` (round 16's, scored at first sight at ad0280e) `hand18a` (round 18's, scored at first sight at ddccedb) `hand19a` (round 19's, scored at first sight at f555b69) `hand19b` (round 19's second, scored at first sight at 180eeb4 and mid-round at 535ad7c), `hand20a` (round 20's, scored at first sight at 0d4aa21), `hand20b` (round 20's second, scored at first sight mid-round at 6cb997c) `hand21a` (round 21's, scored at first sight at f1a8bd1) `hand22a` (round 22's, scored at first sight at ff96ecd) `hand23a` (round 23's, secrets dictated and transcribed, scored at first sight at 1b85d38) `hand24a` (round 24's, secrets given by what one keys, answers or says with no label word, scored at first sight at 81830e6) `hand25a` (round 26's, secrets kept and passed on by people with little tech vocabulary, scored at first sight at 452bccc) and `hand27a` (round 27's, a household's own secrets, scored at first sight at 36afaca)
were written by hand, each before the rules were tuned on it. Every other split's misses have been read, so only blind30 and blind31 are out of
fold; the out-of-fold figure of a round is its sets' first run, recorded in docs/SECURITY.md. Redaction is checked too: on how many secret items `redact_secrets`
leaves the value readable. `--data PATH` scores any file in the same format (texts and values are
printed only with `--show-misses`); `--ordinary` adds the flagged rate on ordinary memories (the
Hermes-style set and, where the team kit is present, LoCoMo and MADial turns), where every flag is
a false positive that keeps an entry out of the cold tier. `--learned` adds "ours + learned stage": the rules, then
the e5 logistic stage of `shared/safety/secret_e5.py` on texts the rules pass (each text embedded, ~20 ms on one
core; `--cache PATH` reuses the vectors `bench.secret_e5 --cache` keeps), as the worker decides before a cold write.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import Counter, defaultdict
from pathlib import Path
from typing import Callable, Iterable

from ..shared.safety import looks_secret, redact_secrets
from ..shared.safety.normalise import canonical

DATA_DIR = Path(__file__).resolve().parents[1] / "tests" / "data"
HAND_WRITTEN = (*(f"hand5{letter}" for letter in "abcdefghijklmnopqrst"),
                *(f"hand6{letter}" for letter in "abcdefghijklmnopqrstuvwxyz"), "hand6za", "hand6zb", "hand6zc", "hand6zd", "hand6ze", "hand6zf", "hand6zg", "hand6zh", "hand6zi", "hand6zj", "hand6zk",
                "hand7a", "hand7b", *(f"hand8{letter}" for letter in "abcdef"), *(f"hand12{letter}" for letter in "abcd"), "hand14a", "hand14b", "hand16a", "hand16b", "hand18a", "hand19a", "hand19b", "hand20a", "hand20b", "hand21a", "hand22a", "hand23a", "hand24a", "hand25a", "hand27a")
SPLITS = ("dev", "heldout", "fresh", "blind", "blind2", "blind3", "blind4", "blind7", "blind8", "blind9", "blind10", "blind11", "blind12", "blind13", "blind14", "blind15", "blind16", "blind17", "blind18", "blind19", "blind20", "blind21", "blind22", "blind23", "blind24", "blind25", "blind26", "blind27", "blind28", "blind29", "blind30", "blind31", *HAND_WRITTEN)
OUT_OF_FOLD: tuple[str, ...] = ("blind30", "blind31")   # scored at first sight, no rule tuned on them yet (hand5b, hand5t, blind14-29 were once)
TUNED_ON = tuple(split for split in SPLITS if split not in OUT_OF_FOLD)
KIT_DIR = Path(__file__).resolve().parents[2] / "shared" / "benchdata" / "retrieval"
Detector = Callable[[str], bool]


def load(split: str, directory: Path = DATA_DIR) -> list[dict]:
    """The labelled items of one split (`dev`, `heldout`, `blind3`, ...)."""
    return load_file(directory / f"secrets_{split}.jsonl")


def load_file(path: Path) -> list[dict]:
    """Labelled items from any file in the corpus format: one JSON object a line with text, secret, kind
    (lang and value optional)."""
    items = [json.loads(line) for line in Path(path).read_text(encoding="utf-8").splitlines() if line.strip()]
    bad = [n for n, item in enumerate(items, 1) if not {"text", "secret"} <= item.keys()]
    if bad:
        raise ValueError(f"{path}: lines {bad[:5]} lack 'text' or 'secret'")
    return items


def ordinary_memories() -> dict[str, list[str]]:
    """Texts of ordinary (secret-free) memories: the Hermes-style set, and LoCoMo/MADial turns where the team
    kit sits beside the repository."""
    def rows(path: Path) -> list[dict]:
        return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]

    found = {"hermes-style": [row["text"] for row in rows(DATA_DIR / "hermes_style_memories.jsonl")]}
    for name in ("locomo-dev", "madial-en-dev", "madial-zh-dev", "cjk-facts12"):
        path = KIT_DIR / f"{name}.jsonl"
        if path.exists():
            found[name] = [m["text"] for row in rows(path) for m in row.get("memories", [])]
    return found


def ordinary_flags(detect: Callable[[str], str | None] = looks_secret) -> dict[str, dict]:
    """Per ordinary-memory sample: how many texts `detect` flags (all false positives), by kind."""
    out = {}
    for name, texts in ordinary_memories().items():
        kinds = [kind for kind in map(detect, texts) if kind]
        out[name] = {"texts": len(texts), "flagged": len(kinds), "rate": round(len(kinds) / max(1, len(texts)), 5),
                     "kinds": dict(sorted(Counter(kinds).items()))}
    return out


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
    started, slowest = time.perf_counter(), 0.0
    for item in items:
        began = time.perf_counter()
        hit = detect(item["text"])
        slowest = max(slowest, time.perf_counter() - began)   # one backtracking regex shows here, not in the mean
        row = kinds[("secret: " if item["secret"] else "benign: ") + item.get("kind", "?")]
        row[0] += int(hit)
        row[1] += 1
        if item["secret"] and not hit:
            missed.append(item)
        elif hit and not item["secret"]:
            false_pos.append(item)
    elapsed = time.perf_counter() - started
    secrets = sum(1 for i in items if i["secret"])
    benign = len(items) - secrets
    return {
        "secrets": secrets, "benign": benign,
        "recall": round(1 - len(missed) / secrets, 4) if secrets else None,
        "fp_rate": round(len(false_pos) / benign, 4) if benign else None,
        "us_per_item": round(elapsed / max(1, len(items)) * 1e6, 1), "slowest_ms": round(slowest * 1e3, 1),
        "per_kind": {k: {"flagged": v[0], "of": v[1]} for k, v in sorted(kinds.items())},
        "missed": [i["text"] for i in missed], "false_positives": [i["text"] for i in false_pos],
        "missed_kinds": dict(sorted(Counter(f"{i.get('kind', '?')} ({i.get('lang', '?')})" for i in missed).items())),
        "fp_kinds": dict(sorted(Counter(f"{i.get('kind', '?')} ({i.get('lang', '?')})" for i in false_pos).items())),
    }


def _import_cost_ms() -> float:
    """Wall time of a fresh `import detect_secrets` plugin set, in a child interpreter."""
    import subprocess

    code = ("import time; t=time.perf_counter(); "
            "from detect_secrets.core.plugins.util import get_mapping_from_secret_type_to_class as g; g(); "
            "print((time.perf_counter()-t)*1000)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    return round(float(out.stdout.strip() or "nan"), 1)


def learned_detector(cache: Path | None = None) -> Callable[[str], str | None]:
    """The worker's secret decision: the rules, then the learned e5 stage (vectors from `cache` when it has them)."""
    from ..shared.embedders.builtin import MODEL_ID
    from ..shared.safety.secret_e5 import learned_secret

    known: dict = {}
    if cache is not None and cache.exists():
        import numpy as np

        known = dict(np.load(cache))

    def detect(text: str) -> str | None:
        import hashlib

        kind = looks_secret(text)
        if kind is not None:
            return kind
        vector = known.get(hashlib.sha1(text.encode("utf-8", "surrogatepass")).hexdigest())
        return learned_secret(text, vector=vector, model_id=MODEL_ID if vector is not None else None)
    return detect


def _detectors(with_detect_secrets: bool, learned: Callable[[str], str | None] | None = None) -> dict[str, Detector]:
    """The detectors by name; the layered row reuses ours' verdicts, so its time per item is the format plugins'."""
    verdicts: dict[str, bool] = {}

    def ours_once(text: str) -> bool:
        if text not in verdicts:
            verdicts[text] = ours(text)
        return verdicts[text]

    detectors: dict[str, Detector] = {"ours": ours_once}
    if learned is not None:
        detectors["ours + learned stage"] = lambda t: learned(t) is not None
    if not with_detect_secrets:
        return detectors
    try:
        ds_all, ds_formats = detect_secrets_detector(False), detect_secrets_detector(True)
    except ImportError:   # a dev extra; without it only our detector is measured
        return detectors
    detectors["detect-secrets (all plugins)"] = ds_all
    detectors["detect-secrets (format plugins)"] = ds_formats
    detectors["ours + detect-secrets formats"] = lambda t: ours_once(t) or ds_formats(t)
    return detectors


def evaluate(splits: Iterable[str] = SPLITS, *, with_detect_secrets: bool = True,
             files: Iterable[Path] = (), learned: Callable[[str], str | None] | None = None) -> dict:
    """Figures per split (and per extra file, keyed by its path) and detector: {"splits": {split: {detector:
    score}}, "summary": {split: ours' recall, fp_rate, secrets, benign}, "redaction_leaks": {split: [text]},
    "tuned_on", "out_of_fold", ...}."""
    detectors = _detectors(with_detect_secrets, learned)
    result: dict = {"splits": {}, "redaction_leaks": {}, "kept": "ours",
                    "tuned_on": list(TUNED_ON), "out_of_fold": list(OUT_OF_FOLD)}
    named = [(split, load(split)) for split in splits] + [(str(path), load_file(path)) for path in files]
    for name, items in named:
        result["splits"][name] = {det: score(items, fn) for det, fn in detectors.items()}
        result["redaction_leaks"][name] = _redaction_leaks(items)
    result["summary"] = {split: {k: by["ours"][k] for k in ("recall", "fp_rate", "secrets", "benign")}
                         for split, by in result["splits"].items()}
    if with_detect_secrets and len(detectors) > 1 + (learned is not None):
        result["detect_secrets_import_ms"] = _import_cost_ms()
    return result


def _fmt(value: float | None) -> str:
    return "n/a" if value is None else f"{value:.4f}"


def _print(result: dict, show_misses: bool) -> None:
    for split, by_detector in result["splits"].items():
        print(f"== {split} ==")
        for name, s in by_detector.items():
            print(f"  {name:34s} recall {_fmt(s['recall'])} ({s['secrets'] - len(s['missed'])}/{s['secrets']})  "
                  f"FP {_fmt(s['fp_rate'])} ({len(s['false_positives'])}/{s['benign']})  {s['us_per_item']} us/item, "
                  f"slowest {s['slowest_ms']} ms")
        ours_score = by_detector["ours"]
        for label, kinds in (("missed", ours_score["missed_kinds"]), ("false positives", ours_score["fp_kinds"])):
            if kinds:
                print(f"    {label} by kind: " + ", ".join(f"{k} x{n}" for k, n in kinds.items()))
        if show_misses:
            for text in ours_score["missed"]:
                print(f"    missed: {text[:110]}")
            for text in ours_score["false_positives"]:
                print(f"    false positive: {text[:110]}")
            both = by_detector.get("ours + learned stage")
            for label, key in (("missed", "missed"), ("false positive", "false_positives")):
                for text in (both or {}).get(key, []):
                    print(f"    {label} (ours + learned stage): {text[:110]}")
        print(f"  redaction leaves the value readable in {len(result['redaction_leaks'][split])} items")
    if "detect_secrets_import_ms" in result:
        print(f"detect-secrets import + plugin discovery: {result['detect_secrets_import_ms']} ms")
    for label, key in (("ordinary memories", "ordinary"), ("ordinary memories, ours + learned", "ordinary_learned")):
        for name, row in result.get(key, {}).items():
            kinds = ", ".join(f"{k} x{n}" for k, n in row["kinds"].items())
            print(f"{label}, {name}: flagged {row['flagged']}/{row['texts']} ({row['rate']:.2%}) {kinds}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tiered_memory.bench.secrets_eval", description=__doc__)
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    parser.add_argument("--split", choices=SPLITS, action="append", help="only this split (repeatable)")
    parser.add_argument("--data", type=Path, action="append", default=[],
                        help="score this file in the corpus format instead of the splits (repeatable)")
    parser.add_argument("--ordinary", action="store_true", help="also the flagged rate on ordinary memories")
    parser.add_argument("--show-misses", action="store_true", help="print the missed and falsely flagged texts")
    parser.add_argument("--no-detect-secrets", action="store_true", help="only our detector")
    parser.add_argument("--per-kind", action="store_true", help="print the per-kind table of every detector")
    parser.add_argument("--learned", action="store_true", help="also the rules + the learned e5 stage (embeds texts)")
    parser.add_argument("--cache", type=Path, help="with --learned: an .npz of vectors (bench.secret_e5 --cache)")
    args = parser.parse_args(argv)
    splits = args.split or ([] if args.data else SPLITS)
    learned = learned_detector(args.cache) if args.learned else None
    result = evaluate(splits, with_detect_secrets=not args.no_detect_secrets, files=args.data, learned=learned)
    if args.ordinary:
        result["ordinary"] = ordinary_flags()
        if learned is not None:
            result["ordinary_learned"] = ordinary_flags(learned)
    if args.json:
        if not args.show_misses:
            for by_detector in result["splits"].values():
                for s in by_detector.values():
                    s["missed"], s["false_positives"] = len(s["missed"]), len(s["false_positives"])
            result["redaction_leaks"] = {k: len(v) for k, v in result["redaction_leaks"].items()}
        print(json.dumps(result, ensure_ascii=False, indent=2))
        return 0
    _print(result, args.show_misses)
    if args.per_kind:
        for split, by_detector in result["splits"].items():
            for name, s in by_detector.items():
                print(f"-- {split} / {name}")
                for kind, row in s["per_kind"].items():
                    print(f"   {kind:40s} {row['flagged']}/{row['of']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
