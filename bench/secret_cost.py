"""secret_cost: what the secret scan costs as a text grows, so a reader whose cost grows with the square shows.

`python -m tiered_memory.bench secret_cost [--chars 2400,32000,262144] [--json]`

Three long texts of each length are scanned: plain prose (no secret: every stage runs to the end), a sentence
giving a password repeated, and lines dense with PINs and phone numbers. Each row gives `looks_secret`'s seconds (it
stops at the first secret), `redact_secrets`' seconds (it reads every span, then re-checks its output) and the kind
found. A text over `secrets.SCAN_CHARS` is not scanned (it counts as a secret), so lengths above it cost nothing.

JSON keys: bench ("secret_cost"), date, commit, machine, window_chars, rows [{text, chars, looks_s, redact_s, kind}].
"""

from __future__ import annotations

import argparse
import json
import time
from typing import Any

from ..shared.safety import looks_secret, redact_secrets
from ..shared.safety.secret_windows import WINDOW_CHARS
from .helpers import format_table, git_commit, machine_info, machine_line, utc_now

TEXTS = {"prose": "We walked to the market on Sunday and bought apples, then called grandma about the trip in May. ",
         "password": "The wifi password for the office is Tr0ub4dor&3, ask Anna if it changes. ",
         "pins": "Mum's bank PIN is 4821 and the alarm code 1956. Call the plumber on 020 7946 0018 at 9:30.\n"}


def register(subparsers: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    parser = subparsers.add_parser("secret_cost", help="the secret scan's seconds on long texts",
                                   description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--chars", default="2400,32000,262144", help="comma-separated text lengths")
    parser.add_argument("--json", action="store_true", help="print one JSON document")
    parser.set_defaults(run=run)


def measure(lengths: list[int]) -> list[dict[str, Any]]:
    """One row per (length, text): looks_secret's and redact_secrets' seconds and the kind found."""
    rows = []
    for chars in lengths:
        for name, sentence in TEXTS.items():
            text = (sentence * (chars // len(sentence) + 1))[:chars]
            began = time.perf_counter()
            kind = looks_secret(text)
            looked = time.perf_counter() - began
            began = time.perf_counter()
            redact_secrets(text)
            rows.append({"text": name, "chars": chars, "looks_s": round(looked, 2),
                         "redact_s": round(time.perf_counter() - began, 2), "kind": kind})
    return rows


def run(args: argparse.Namespace) -> int:
    lengths = [int(n) for n in args.chars.split(",") if n.strip()]
    report = {"bench": "secret_cost", "date": utc_now(), "commit": git_commit(), "machine": machine_info(),
              "window_chars": WINDOW_CHARS, "rows": measure(lengths)}
    if args.json:
        print(json.dumps(report, ensure_ascii=False, indent=2))
        return 0
    print(format_table(["text", "chars", "looks_secret s", "redact_secrets s", "kind"],
                       [[r["text"], r["chars"], r["looks_s"], r["redact_s"], r["kind"] or "-"] for r in report["rows"]]))
    print(machine_line(report))
    return 0
