"""`edit`, `forget`, `restore`, `purge`, `reembed`: changes, all made by the single writer (see writer.py)."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from .common import EXIT_FAILED, UsageError, add_command, confirm, emit, hermes_home
from .progress import Progress
from .writer import change, exclusive


def edit_memory(home: Path, memory_id: int, text: str) -> dict[str, Any]:
    """A new version `text` of live memory `memory_id`; the old one stays as its history."""
    return change(home, "edit", {"id": int(memory_id), "text": text})


def forget_memory(home: Path, memory_id: int) -> dict[str, Any]:
    return change(home, "forget", {"id": int(memory_id)})


def restore_memory(home: Path, memory_id: int) -> dict[str, Any]:
    return change(home, "restore", {"id": int(memory_id)})


def purge(home: Path, memory_id: int | None = None, *, trash: bool = False) -> dict[str, Any]:
    """Delete one trashed memory (or the whole trash) for good."""
    return change(home, "purge", {"id": memory_id, "trash": bool(trash)})


def reembed(home: Path, *, progress: Progress | None = None) -> dict[str, Any]:
    """Vectors for every live memory that lacks one for the configured model (the worker is paused meanwhile)."""
    from ..worker.commands import execute

    with exclusive(home) as ctx:
        return execute(ctx, "reembed", {}, progress.update if progress is not None else None)


# -- argparse ---------------------------------------------------------------------------

def register_edit(subparsers: Any, summary: str) -> None:
    parser = add_command(subparsers, "edit", summary, run_edit)
    parser.add_argument("id", type=int)
    parser.add_argument("text", help="the corrected memory")


def register_forget(subparsers: Any, summary: str) -> None:
    add_command(subparsers, "forget", summary, run_forget).add_argument("id", type=int)


def register_restore(subparsers: Any, summary: str) -> None:
    add_command(subparsers, "restore", summary, run_restore).add_argument("id", type=int)


def register_purge(subparsers: Any, summary: str) -> None:
    parser = add_command(subparsers, "purge", summary, run_purge)
    parser.add_argument("id", type=int, nargs="?", help="a memory (live, history or in the trash)")
    parser.add_argument("--trash", action="store_true", help="empty the whole trash")
    parser.add_argument("--yes", action="store_true", help="do not ask for confirmation")


def register_reembed(subparsers: Any, summary: str) -> None:
    add_command(subparsers, "reembed", summary, run_reembed)


def run_edit(args: argparse.Namespace) -> int:
    doc = edit_memory(hermes_home(args.hermes_home), args.id, args.text)
    emit(args, doc, lambda d: f"memory #{d['supersedes']} is now #{d['id']} (the old text is kept as its history)"
         if d["changed"] else f"memory #{d['id']} already says that; nothing changed")
    return 0


def run_forget(args: argparse.Namespace) -> int:
    doc = forget_memory(hermes_home(args.hermes_home), args.id)
    emit(args, doc, lambda d: f"memory #{d['id']} moved to the trash (`restore {d['id']}` brings it back)")
    return 0


def run_restore(args: argparse.Namespace) -> int:
    doc = restore_memory(hermes_home(args.hermes_home), args.id)
    emit(args, doc, lambda d: f"memory #{d['id']} restored ({d['status']})")
    return 0


def run_purge(args: argparse.Namespace) -> int:
    home = hermes_home(args.hermes_home)
    if (args.id is None) == (not args.trash):
        raise UsageError("purge takes either a memory ID or --trash")
    what = "everything in the trash" if args.trash else f"memory #{args.id} and its older versions"
    if args.json and not args.yes:
        raise UsageError("purge with --json needs --yes (there is no prompt in JSON mode)")
    if not confirm(f"delete {what} for good?", assume_yes=args.yes):
        print("nothing purged")
        return EXIT_FAILED
    doc = purge(home, args.id, trash=args.trash)
    emit(args, doc, lambda d: f"purged {d['purged']} memor{'y' if d['purged'] == 1 else 'ies'} for good "
                              f"({d['rows']} stored version(s); audit records keep no text)")
    return 0


def run_reembed(args: argparse.Namespace) -> int:
    progress = Progress.for_args(args, "embedding")
    with progress:
        doc = reembed(hermes_home(args.hermes_home), progress=progress)
    emit(args, doc, lambda d: f"{d['embedded']} vectors computed with {d['model']}; {d['missing']} still missing")
    return 0

