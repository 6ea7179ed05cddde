"""`python -m tiered_memory recall "text"`: exactly what prefetch would inject for a message, and why.

Runs the provider's own path (trivial-prompt gate, budgeted query embedding, hybrid
recall of 20, session and hot-tier dedup, relevance gate, rendering) for a fresh session
against the current MEMORY.md/USER.md, then prints the block and every candidate with
its ranks, cosine, matched terms and verdict. Read-only: it starts no worker, opens no
queue and creates nothing in a HERMES_HOME (a failure it meets is counted in status.db,
as the provider's would be).
"""

from __future__ import annotations

import argparse
import json
import logging
import sys
import time
from typing import Any

from ..shared.config import Paths, load_settings
from ..shared.errors import ConfigError
from ..shared.logs import LOGGER_NAME, setup_file_logging
from .common import add_command, hermes_home


def register(subparsers: argparse._SubParsersAction, summary: str) -> None:  # type: ignore[type-arg]
    parser = add_command(subparsers, "recall", summary, run)
    parser.add_argument("text", help="the user message to recall for")


def explain(home_arg: str | None, text: str, *, runtime: Any = None) -> dict[str, Any]:
    """The recall document: settings used, the block, the record prefetch would write, every decision.

    `runtime`: a warm plugin Runtime for this home to reuse (the dashboard keeps one); by
    default a fresh one is built, warmed and closed."""
    from ..plugin.dedup import SessionLedger
    from ..plugin.gate import trivial_reason
    from ..plugin.prefetch import PrefetchOutcome, empty_outcome, run_prefetch
    from ..plugin.runtime import Runtime

    home = hermes_home(home_arg)
    paths = Paths(home)
    logger = logging.getLogger(LOGGER_NAME)   # warnings go to the log, not the output (one handler per process)
    if not any(isinstance(h, logging.NullHandler) for h in logger.handlers):
        logger.addHandler(logging.NullHandler())
    if paths.data_dir.is_dir():
        setup_file_logging(paths.log_file)
    settings = load_settings(home)
    owned = runtime is None
    if owned:
        runtime = Runtime(paths, settings, start_worker=False)
    try:
        if owned:
            runtime.warm_now()
        started = time.perf_counter()
        reason = trivial_reason(text)
        if reason is not None:
            outcome: "PrefetchOutcome" = empty_outcome(text, f"trivial prompt: {reason}", started)
        else:
            outcome = run_prefetch(runtime, text, SessionLedger("recall-cli"),
                                   budget_s=settings.prefetch_budget_ms / 1000.0)
        selection = outcome.selection
        return {
            "hermes_home": str(home),
            "query": text,
            "prefetch_enabled": settings.prefetch,
            "would_inject": outcome.block if settings.prefetch else "",
            "block": outcome.block,
            "record": outcome.record,
            "embedder": runtime.embedding.status(),
            "gate_profile": None if selection is None or selection.profile is None else selection.profile.to_json(),
            "gate_terms": [] if selection is None else selection.terms,
            "candidates": [] if selection is None else [d.to_json() for d in selection.decisions],
        }
    finally:
        if owned:
            runtime.close()


def render_text(doc: dict[str, Any]) -> str:
    record = doc["record"]
    lines = [f"query: {doc['query']!r}",
             f"mode: {record.get('mode')}  model: {record.get('model')}  {record.get('ms')} ms"
             + (f"  degraded: {record['degraded']}" if record.get("degraded") else ""),
             f"gate: {record.get('gate', '—')}  terms: {doc['gate_terms']}"]
    if not doc["prefetch_enabled"]:
        lines.append("prefetch is OFF (TIERED_MEMORY_PREFETCH=0): nothing is injected; shown is what would be")
    if doc["block"]:
        lines += ["", "block (Hermes wraps it in <memory-context>):", doc["block"]]
    else:
        lines += ["", f"no block: {record.get('why_empty')}"]
    if doc["candidates"]:
        lines += ["", "candidates (recall rank, verdict, evidence):"]
        for c in doc["candidates"]:
            cosine = "—" if c["cosine"] is None else f"{c['cosine']:.3f}"
            legs = (f"lex {c['lexical_rank'] or '—'} dense {c['dense_rank'] or '—'}"
                    if c["lexical_rank"] or c["dense_rank"] else "context only (beside a hit of the same moment)")
            lines.append(f"  {c['rank']:>2}. #{c['id']} [{c['verdict']}] {legs} cos {cosine} "
                         f"terms {c['matched_terms']}" + (f" support={c['support']}" if c["support"] else "")
                         + (f" — {c['detail']}" if c["detail"] else ""))
            lines.append(f"      {c['text'][:160]}")
    return "\n".join(lines)


def run(args: argparse.Namespace) -> int:
    try:
        doc = explain(args.hermes_home, args.text)
    except ConfigError as exc:
        print(f"recall: {exc}", file=sys.stderr)
        return 2
    print(json.dumps(doc, indent=2, ensure_ascii=False, default=str) if args.json else render_text(doc))
    return 0
