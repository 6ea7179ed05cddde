"""`export` and `import`: the user's memory in a portable file, and memories brought in from elsewhere."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from ..shared.config import Paths
from .common import add_command, emit, hermes_home
from .importers import READERS, open_source
from .progress import Progress


def import_memories(home: Path, path: Path, *, fmt: str | None = None, embed: bool = True,
                    progress: Progress | None = None) -> dict[str, Any]:
    """Import `path` (format recognised from its content unless `fmt`), as the single writer."""
    from .importing import Importer
    from .writer import exclusive

    source = open_source(Path(path), fmt)
    Paths(home).data_dir.mkdir(parents=True, exist_ok=True)
    with exclusive(home) as ctx:
        importer = Importer(ctx, lossless=source.format == "jsonl", embed=embed)
        importer.run(source.records(), progress.update if progress is not None else None, source.total)
    return {"hermes_home": str(home), "path": str(path), "format": source.format, "found": source.found,
            "read": source.total, **importer.report()}


def register_export(subparsers: Any, summary: str) -> None:
    parser = add_command(subparsers, "export", summary, run_export)
    parser.add_argument("path", nargs="?", type=Path,
                        help="output .jsonl (default: $HERMES_HOME/tiered_memory/exports/export-<time>.jsonl)")
    parser.add_argument("--history", action="store_true", help="include older versions and archived memories")
    parser.add_argument("--trash", action="store_true", help="include the trash")
    parser.add_argument("--vectors", action="store_true", help="include vectors (of the model with the most)")
    parser.add_argument("--markdown", action="store_true", help="also write the live memories in Hermes' § format")


def register_import(subparsers: Any, summary: str) -> None:
    parser = add_command(subparsers, "import", summary, run_import)
    parser.add_argument("path", type=Path, help="a file (or a HERMES_HOME / memories dir for MEMORY.md + USER.md)")
    parser.add_argument("--format", choices=sorted(READERS), default=None, help="skip format detection")
    parser.add_argument("--no-embed", action="store_true",
                        help="store without computing vectors (the worker or `reembed` adds them later)")


def render_export(doc: dict[str, Any]) -> str:
    counts = ", ".join(f"{n} {status}" for status, n in doc["counts"].items()) or "nothing"
    lines = [f"exported {counts}" + (f" (vectors: {doc['vector_model']})" if doc["vector_model"] else "")]
    lines += [f"  {kind}: {path}" for kind, path in doc["files"].items()]
    return "\n".join(lines)


def render_import(doc: dict[str, Any]) -> str:
    lines = [f"found: {doc['found']} (format {doc['format']})",
             f"added {doc['added']}, already there {doc['duplicates']}, same fact as a stored one "
             f"{doc['same_fact_skipped']}, in your trash {doc['forgotten_skipped']}, empty {doc['empty']}"]
    if doc["refused_total"]:
        kinds = ", ".join(f"{n} {kind}" for kind, n in doc["refused"].items())
        lines.append(f"refused {doc['refused_total']} (never stored): {kinds}")
    if doc["vectors_imported"]:
        lines.append(f"vectors taken from the file: {doc['vectors_imported']}")
    return "\n".join(lines)


def run_export(args: argparse.Namespace) -> int:
    from .export import export_memories, paths_default

    home = hermes_home(args.hermes_home)
    with Progress.for_args(args, "exporting") as progress:
        doc = export_memories(home, args.path or paths_default(home), history=args.history, trash=args.trash,
                              vectors=args.vectors, markdown=args.markdown, progress=progress.update)
    emit(args, doc, render_export)
    return 0


def run_import(args: argparse.Namespace) -> int:
    with Progress.for_args(args, "importing") as progress:
        doc = import_memories(hermes_home(args.hermes_home), args.path, fmt=args.format, embed=not args.no_embed,
                              progress=progress)
    emit(args, doc, render_import)
    return 0
