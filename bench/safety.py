"""safety: the trust figures in one place — secret recall/FP, hostile-blocked/benign-kept, the fault matrix.

`python -m tiered_memory.bench safety [--runs N] [--seed S] [--only a,b] [--secret-splits a,b] [--no-sealed] [--json]
[--docs PATH | --no-docs]`

The secret and injection figures come from `bench/secrets_eval.py` and
`bench/injection_eval.py` (`evaluate()`); when either module is missing it is reported as not
available. The fault table comes from `bench/faults.py` (each fault injected `--runs` times
into a real worker). The report also regenerates `docs/RELIABILITY.md` (default path). The sets under
`tests/data/blind/` (written by a third author, never opened while the detectors were tuned) are scored
too, each as its own split marked "never tuned on": those are the figures that predict new text. `--no-sealed`
leaves the secret sets there unread, for a run mid-round while one waits to be scored once at the round's end.

JSON output (`--json`), keys:

    bench, date, commit, machine, runs, seed, seconds
    secrets     {"available": bool, "reason"?, "kept", "splits": {split: {detector: {"recall", "fp_rate",
                 "secrets", "benign", "missed", "false_positives"}}}, "redaction_leaks": {split: int}}
    injection   {"available": bool, "reason"?, "rule", "splits": {split: {"hostile_n", "hostile_blocked",
                 "benign_n", "benign_kept", "hostile_stages", "benign_lost"}}}
    faults      [{"fault", "what", "runs", "nothing_lost", "clear", "recovered", "inside_move",
                  "notes", "skipped", "seconds"}]
    docs        the path written, or null
"""

from __future__ import annotations

import argparse
import importlib
import json
import time
from pathlib import Path
from typing import Any

from .retrieval import git_commit, machine_info, machine_line, utc_now

REPO_ROOT = Path(__file__).resolve().parents[1]
DEFAULT_DOCS = REPO_ROOT / "docs" / "RELIABILITY.md"
SECRET_FIELDS = ("recall", "fp_rate", "secrets", "benign")
INJECTION_FIELDS = ("hostile_n", "hostile_blocked", "benign_n", "benign_kept", "hostile_stages", "benign_lost")
# Sets written by a third author and never opened while the detectors were tuned: the figures that predict new text.
BLIND_DIR = REPO_ROOT / "tests" / "data" / "blind"


def register(subparsers: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    parser = subparsers.add_parser("safety", help="secret and injection figures, and the fault matrix",
                                   description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=3, help="trials per fault (default 3)")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--only", default="", help="comma-separated fault names (default: all)")
    parser.add_argument("--secret-splits", default="", help="comma-separated secret corpus splits (default: all)")
    parser.add_argument("--no-sealed", action="store_true",
                        help="do not score the sealed secret sets in tests/data/blind/ (one waits for its round's end)")
    parser.add_argument("--docs", type=Path, default=DEFAULT_DOCS, help="where to write RELIABILITY.md")
    parser.add_argument("--no-docs", action="store_true", help="do not write RELIABILITY.md")
    parser.add_argument("--json", action="store_true", help="print one JSON document")
    parser.set_defaults(run=run)


def _evaluator(name: str) -> tuple[Any, str | None]:
    """`bench.<name>.evaluate`, or None and why not (the module is another engineer's, maybe not there yet)."""
    try:
        module = importlib.import_module(f"{__package__}.{name}")
    except ImportError as exc:
        return None, f"{name} not available: {exc}"
    evaluate = getattr(module, "evaluate", None)
    return (evaluate, None) if callable(evaluate) else (None, f"{name} has no evaluate()")


def secret_figures(splits: list[str] | None = None, sealed: bool = True) -> dict[str, Any]:
    """Secret recall / false positives per split (`splits`: those named, default all) and, with `sealed`, per
    never-tuned blind file."""
    evaluate, why = _evaluator("secrets_eval")
    if evaluate is None:
        return {"available": False, "reason": why}
    result = evaluate(splits) if splits else evaluate()
    splits = {split: {detector: {**{k: score.get(k) for k in SECRET_FIELDS},
                                 "missed": len(score.get("missed", [])),
                                 "false_positives": len(score.get("false_positives", []))}
                      for detector, score in by_detector.items()}
              for split, by_detector in result.get("splits", {}).items()}
    leaks = {split: len(items) for split, items in result.get("redaction_leaks", {}).items()}
    from .secrets_eval import load_file, ours, score

    for path in sorted(BLIND_DIR.glob("secrets_*.jsonl")) if sealed else ():
        blind = score(load_file(path), ours)
        splits[f"{path.stem} (never tuned on)"] = {"ours": {k: blind.get(k) for k in SECRET_FIELDS}}
    return {"available": True, "kept": result.get("kept"), "splits": splits, "redaction_leaks": leaks}


def injection_figures() -> dict[str, Any]:
    evaluate, why = _evaluator("injection_eval")
    if evaluate is None:
        return {"available": False, "reason": why}
    result = evaluate()
    splits = {split: {k: figures.get(k) for k in INJECTION_FIELDS}
              for split, figures in result.items() if isinstance(figures, dict) and "hostile_n" in figures}
    from .injection_eval import evaluate_file

    for path in sorted(BLIND_DIR.glob("injection_*.jsonl")):
        blind = evaluate_file(path)
        splits[f"{path.stem} (never tuned on)"] = {k: blind.get(k) for k in INJECTION_FIELDS}
    return {"available": True, "rule": result.get("corpus", {}).get("rule"), "splits": splits}


def collect(runs: int, seed: int, only: list[str] | None, secret_splits: list[str] | None = None,
            sealed: bool = True) -> dict[str, Any]:
    from .faults import run_matrix

    started = time.perf_counter()
    report = {"bench": "safety", "date": utc_now(), "commit": git_commit(), "machine": machine_info(),
              "runs": runs, "seed": seed, "secrets": secret_figures(secret_splits, sealed), "injection": injection_figures(),
              "faults": run_matrix(runs, seed, only)}
    report["seconds"] = round(time.perf_counter() - started, 1)
    return report


def run(args: argparse.Namespace) -> int:
    only = [name.strip() for name in args.only.split(",") if name.strip()] or None
    splits = [name.strip() for name in args.secret_splits.split(",") if name.strip()] or None
    report = collect(max(1, args.runs), args.seed, only, splits, sealed=not args.no_sealed)
    report["docs"] = None
    if not args.no_docs:
        from .reliability_doc import write_reliability

        report["docs"] = str(write_reliability(report, args.docs))
    print(json.dumps(report, ensure_ascii=False, indent=2) if args.json else render(report))
    return 0


def _pct(value: Any) -> str:
    return "—" if value is None else f"{100 * float(value):.1f}%"


def _count(row: dict[str, Any], key: str) -> str:
    return "n/a" if row[key] is None else f"{row[key]}/{row['runs']}"


def fault_table(rows: list[dict[str, Any]]) -> list[str]:
    lines = ["| fault | runs | nothing lost | clear error | recovered | kill inside a move |",
             "|---|---|---|---|---|---|"]
    for row in rows:
        if row["skipped"]:
            lines.append(f"| {row['fault']} | 0 | skipped: {row['skipped']} | | | |")
            continue
        lines.append(f"| {row['fault']} | {row['runs']} | {_count(row, 'nothing_lost')} | {_count(row, 'clear')} "
                     f"| {_count(row, 'recovered')} | {_count(row, 'inside_move')} |")
    return lines


def figure_lines(report: dict[str, Any]) -> list[str]:
    lines = []
    secrets = report["secrets"]
    if secrets["available"]:
        kept = secrets.get("kept") or "ours"
        for split, by_detector in secrets["splits"].items():
            score = by_detector.get(kept) or next(iter(by_detector.values()))
            lines.append(f"secrets ({split}, {kept}): recall {_pct(score['recall'])} of {score['secrets']}, "
                         f"false positives {_pct(score['fp_rate'])} of {score['benign']}")
    else:
        lines.append(f"secrets: not available ({secrets['reason']})")
    injection = report["injection"]
    if injection["available"]:
        for split, figures in injection["splits"].items():
            lines.append(f"injection ({split}): hostile blocked {_pct(figures['hostile_blocked'])} of "
                         f"{figures['hostile_n']}, benign kept {_pct(figures['benign_kept'])} of {figures['benign_n']}")
    else:
        lines.append(f"injection: not available ({injection['reason']})")
    return lines


def render(report: dict[str, Any]) -> str:
    lines = [*figure_lines(report), "", *fault_table(report["faults"]),
             "", f"{report['seconds']} s" + (f"; wrote {report['docs']}" if report.get("docs") else ""),
             machine_line(report)]
    return "\n".join(lines)
