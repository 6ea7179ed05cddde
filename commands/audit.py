"""`python -m tiered_memory audit`: what the worker moved between hot and cold, and why.

Lists the audit records (newest first) and each hot entry's current plan: its type,
whether it is protected, its age and, for a state entry, how long until its TTL.
Read-only: opens the cold store without writing.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import time
from pathlib import Path
from typing import Any

from ..shared.config import Paths, load_hot_limits, load_settings
from .common import add_command, hermes_home


def register(subparsers: argparse._SubParsersAction, summary: str) -> None:
    parser = add_command(subparsers, "audit", summary, run)
    parser.add_argument("--limit", type=int, default=30, help="audit records to show (default 30)")


def collect(home: Path, *, limit: int = 30, now: float | None = None, action: str | None = None) -> dict[str, Any]:
    """The audit document: records, and per target usage plus every hot entry's plan."""
    from ..shared.hotfile import HotFile, usage_chars
    from ..shared.text import content_hash
    from ..worker.context import DAY_S

    now = time.time() if now is None else now
    paths = Paths(home)
    settings = load_settings(home)
    limits = load_hot_limits(home)
    ttl_s = float(settings.state_ttl_days) * DAY_S
    records: list[dict[str, Any]] = []
    metas: dict[tuple[str, str], Any] = {}
    if paths.cold_db.exists():
        from ..worker.store import WorkerStore

        with WorkerStore(paths.cold_db, readonly=True) as store:
            records = [r.to_json() for r in store.audit_log(limit=limit, action=action)]
            metas = {(m.target, m.content_hash): m for m in store.hot_entries()}
    targets: dict[str, Any] = {}
    for target in ("memory", "user"):
        limit_chars = limits.for_target(target)
        entries = HotFile(paths.hot_file(target), limit_chars).read()
        rows = [_entry_row(text, metas.get((target, content_hash(text))), now=now, ttl_s=ttl_s) for text in entries]
        used = usage_chars(entries)
        targets[target] = {"limit": limit_chars, "chars": used, "usage": round(used / limit_chars, 4),
                           "entries": rows}
    return {"hermes_home": str(home), "records": records, "hot": targets}


def _entry_row(text: str, meta: Any, *, now: float, ttl_s: float) -> dict[str, Any]:
    """One hot entry's line: its type and protection (stamped by the worker, else guessed) and its plan."""
    from ..worker.context import DAY_S
    from ..worker.mirror import classify_entry

    if meta is not None:
        kind, protected, written_at = meta.type, meta.protected, meta.written_at
    else:
        guess = classify_entry(text)
        kind, protected, written_at = guess.type, guess.protected, None
    age_days = None if written_at is None else max(0.0, (now - written_at) / DAY_S)
    if protected:
        plan = "keep (protected)"
    elif kind == "state":
        left = None if written_at is None else max(0.0, (written_at + ttl_s - now) / DAY_S)
        plan = "move to cold now" if left is None or left <= 0 else f"move to cold (TTL left {left:.1f} d)"
    elif kind == "pointer":
        plan = "pointer; dropped only under hard pressure"
    else:
        plan = "keep; sinks only under pressure, oldest idle first"
    if meta is not None and meta.moving:
        plan = "move in progress (cold copy committed)"
    elif meta is not None and meta.last_error:
        plan += f"; last error: {meta.last_error}"
    return {"text": text, "type": kind, "protected": protected, "chars": len(text),
            "age_days": None if age_days is None else round(age_days, 2), "plan": plan, "stamped": meta is not None}


def _when(at: float) -> str:
    return dt.datetime.fromtimestamp(at).strftime("%Y-%m-%d %H:%M:%S")


def run(args: argparse.Namespace) -> int:
    doc = collect(hermes_home(args.hermes_home), limit=args.limit)  # errors: one line from commands.main
    if args.json:
        print(json.dumps(doc, ensure_ascii=False, indent=2, default=str))
        return 0
    print(f"tiered_memory audit — {doc['hermes_home']}")
    for target, info in doc["hot"].items():
        print(f"\n{target}: {info['chars']}/{info['limit']} chars ({info['usage']:.0%}), {len(info['entries'])} entries")
        for row in info["entries"]:
            flag = "P" if row["protected"] else " "
            age = "?" if row["age_days"] is None else f"{row['age_days']:.1f}d"
            text = row["text"].replace("\n", " ")
            print(f"  {flag} {row['type']:<7} {age:>7}  {text[:60]:<60}  → {row['plan']}")
    print(f"\nlast {len(doc['records'])} audit records (newest first):")
    if not doc["records"]:
        print("  (none yet)")
    for rec in doc["records"]:
        where = f" → cold #{rec['memory_id']}" if rec["memory_id"] is not None else ""
        text = rec["text"].replace("\n", " ")[:60]
        print(f"  {_when(rec['at'])} {rec['action']:<14} {rec['target']:<6}{where}  {rec['reason']}"
              + (f"  «{text}»" if text else "")
              + (f"  {json.dumps(rec['detail'], ensure_ascii=False)}" if rec["action"] == "overflow" else ""))
    return 0
