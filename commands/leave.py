"""`leave`: switch back to Hermes' built-in memory and lose nothing.

Stops the worker and keeps it stopped (TIERED_MEMORY_DISABLED=1 in `$HERMES_HOME/.env`,
so no turn restarts it), writes every memory to `$HERMES_HOME/tiered_memory/leave-<time>/`
(the lossless JSONL with history and trash, plus the live ones as `memories.MEMORY.md` /
`memories.USER.md` in Hermes' `§` format), and, when asked, puts back into MEMORY.md and
USER.md the live cold memories that fit under their limits — most recently recalled,
most recalled and newest first — through Hermes' own file lock. Says where the rest is.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path
from typing import Any

from ..shared.config import Paths, load_hot_limits
from ..shared.hotfile import HotFile, usage_chars
from .common import add_command, confirm, emit, hermes_home

DISABLE_LINE = "TIERED_MEMORY_DISABLED=1"


def _disable(paths: Paths) -> bool:
    """Add TIERED_MEMORY_DISABLED=1 to `$HERMES_HOME/.env` (Hermes and our worker read it); False if there already."""
    env = paths.hermes_env
    text = env.read_text(encoding="utf-8") if env.exists() else ""
    if any(line.strip() == DISABLE_LINE for line in text.splitlines()):
        return False
    with env.open("a", encoding="utf-8") as handle:
        handle.write(("" if not text or text.endswith("\n") else "\n") + DISABLE_LINE + "\n")
    return True


def _ranked(store: Any, target: str) -> list[Any]:
    """Live memories of one target: most recently recalled, then most recalled, then newest first."""
    memories = store.list(status="live", target=target)
    return sorted(memories, key=lambda m: (m.last_recalled_at or 0.0, m.recall_count, m.created_at), reverse=True)


def put_back(paths: Paths, store: Any, target: str, limit: int) -> dict[str, Any]:
    """Append to the hot file the ranked live memories that still fit under `limit` (under Hermes' lock)."""
    from ..shared.safety import injection_reason

    added: list[int] = []
    already = 0
    with HotFile(paths.hot_file(target), limit).locked() as session:
        present = set(session.entries)
        for memory in _ranked(store, target):
            if memory.text in present:
                already += 1
                continue
            if injection_reason(memory.text):
                continue
            if usage_chars([*session.entries, memory.text]) > limit:
                continue
            session.entries.append(memory.text)
            present.add(memory.text)
            added.append(memory.id)
        usage = session.usage
    return {"put_back": len(added), "already_there": already, "ids": added, "chars": usage, "limit": limit}


def leave(home: Path, *, out_dir: Path | None = None, restore_hot: bool = False, disable: bool = True) -> dict[str, Any]:
    """Stop the worker, export everything, optionally refill the hot files; returns where things are."""
    from .export import export_memories
    from .memories import open_store
    from .writer import exclusive

    paths = Paths(home)
    out = Path(out_dir) if out_dir else paths.data_dir / time.strftime("leave-%Y%m%d-%H%M%S")
    doc: dict[str, Any] = {"hermes_home": str(home), "out_dir": str(out)}
    with exclusive(home, wake_after=False):
        doc["disabled"] = _disable(paths) if disable else False
        if not paths.cold_db.exists():
            doc.update(exported={}, files={}, put_back={}, live=0)
            return doc
        exported = export_memories(home, out / "memories.jsonl", history=True, trash=True, markdown=True)
        doc.update(exported=exported["counts"], files=exported["files"], put_back={})
        with open_store(home) as store:
            doc["live"] = store.count(status="live")
            if restore_hot:
                limits = load_hot_limits(home)
                for target in ("memory", "user"):
                    doc["put_back"][target] = put_back(paths, store, target, limits.for_target(target))
    doc["left_in_export"] = doc["live"] - sum(p["put_back"] + p["already_there"] for p in doc["put_back"].values())
    return doc


def register(subparsers: Any, summary: str) -> None:
    parser = add_command(subparsers, "leave", summary, run)
    parser.add_argument("--put-back", dest="put_back", action="store_true", default=None,
                        help="refill MEMORY.md/USER.md with what fits (asked on a terminal when not given)")
    parser.add_argument("--no-put-back", dest="put_back", action="store_false")
    parser.add_argument("--out", type=Path, default=None, help="where to write the export (default under tiered_memory/)")
    parser.add_argument("--keep-enabled", action="store_true",
                        help="do not set TIERED_MEMORY_DISABLED=1 (the worker restarts on the next turn)")


def render(doc: dict[str, Any]) -> str:
    lines = ["the worker is stopped" + (" and TIERED_MEMORY_DISABLED=1 is set in .env (no turn restarts it)"
                                        if doc.get("disabled") else "")]
    if not doc.get("files"):
        return "\n".join(lines + ["there was no cold store: nothing to export"])
    counts = ", ".join(f"{n} {s}" for s, n in doc["exported"].items())
    lines.append(f"exported {counts} to {doc['out_dir']}:")
    lines += [f"  {path}" for path in doc["files"].values()]
    for target, info in doc["put_back"].items():
        name = "MEMORY.md" if target == "memory" else "USER.md"
        lines.append(f"put back into {name}: {info['put_back']} memories"
                     + (f" ({info['already_there']} were already there)" if info["already_there"] else "")
                     + f", now {info['chars']}/{info['limit']} chars")
    if doc["put_back"] and not doc["left_in_export"]:
        lines.append("every live memory is back in MEMORY.md/USER.md; the export also keeps history and trash")
    else:
        lines.append(f"{doc['left_in_export']} live memories are only in the export: the .md files there are in "
                     "Hermes' format; `python -m tiered_memory import <memories.jsonl>` brings everything back")
    lines.append("last step: `hermes memory setup` and pick the built-in memory (or "
                 "`hermes config set memory.provider ''`)")
    return "\n".join(lines)


def run(args: argparse.Namespace) -> int:
    restore = args.put_back
    if restore is None:
        restore = (not args.json and sys.stdin.isatty()
                   and confirm("put back into MEMORY.md/USER.md what fits under their limits?", assume_yes=False))
    doc = leave(hermes_home(args.hermes_home), out_dir=args.out, restore_hot=bool(restore),
                disable=not args.keep_enabled)
    emit(args, doc, render)
    return 0
