"""What every command shares: the HERMES_HOME, the two error kinds and their exit codes, output.

Exit codes: 0 done; 1 the command could not do it (no such memory, worker timeout, a
damaged file: the message says what to do); 2 a usage or settings error (bad
arguments, an unreadable config). Errors are one line on stderr, never a traceback.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import os
import sys
from pathlib import Path
from typing import Any, Callable

from ..shared.errors import TieredMemoryError

EXIT_OK, EXIT_FAILED, EXIT_USAGE = 0, 1, 2
HOME_HELP = "default: $HERMES_HOME, else ~/.hermes"


class CommandFailed(TieredMemoryError):
    """The command could not do what was asked (exit 1); the message names what to do."""

    exit_code = EXIT_FAILED


class UsageError(TieredMemoryError):
    """Bad arguments or settings (exit 2)."""

    exit_code = EXIT_USAGE


def cold_store(home: Path, *, worker: bool = False, **options: Any) -> Any:
    """The configured cold store (SQLite cold.db, or PostgreSQL with TIERED_MEMORY_DATABASE_URL);
    `worker=True` adds the local audit trail and hot mirror (WorkerStore / PgWorkerStore)."""
    from ..shared.config import Paths, load_settings
    from ..shared.store.backend import is_postgres, open_store
    from ..worker.store import WorkerStore

    paths, settings = Paths(home), load_settings(home)
    pg_class = None
    if worker and is_postgres(settings.database_url):
        from ..worker.pg_store import PgWorkerStore as pg_class
    return open_store(settings, paths.cold_db, hermes_home=paths.hermes_home,
                      sqlite_class=WorkerStore if worker else None, pg_class=pg_class, **options)


def uses_postgres(home: Path) -> bool:
    from ..shared.config import load_settings
    from ..shared.store.backend import is_postgres

    return is_postgres(load_settings(home).database_url)


def hermes_home(value: str | os.PathLike[str] | None) -> Path:
    return Path(value or os.environ.get("HERMES_HOME") or Path.home() / ".hermes").expanduser()


def common_arguments(parser: argparse.ArgumentParser) -> argparse.ArgumentParser:
    parser.add_argument("--hermes-home", default=None, help=HOME_HELP)
    parser.add_argument("--json", action="store_true", help="print one JSON document (no progress, no prompts)")
    return parser


def add_command(subparsers: Any, name: str, summary: str, run: Callable[[argparse.Namespace], int]
                ) -> argparse.ArgumentParser:
    parser = subparsers.add_parser(name, help=summary, description=summary)
    common_arguments(parser)
    parser.set_defaults(run=run)
    return parser


def dump_json(doc: Any) -> str:
    return json.dumps(doc, indent=2, ensure_ascii=False, default=str)


def emit(args: argparse.Namespace, doc: Any, render: Callable[[Any], str]) -> None:
    """Print `doc` as JSON with --json, else its text rendering."""
    print(dump_json(doc) if getattr(args, "json", False) else render(doc))


def when(at: float | None) -> str:
    if at is None:
        return "—"
    return dt.datetime.fromtimestamp(float(at)).strftime("%Y-%m-%d %H:%M")


def parse_when(value: str | None) -> float | None:
    """A --since/--until value (YYYY-MM-DD, an ISO time, or Nd for N days ago) as a unix time."""
    if value is None:
        return None
    text = value.strip()
    if text.endswith("d") and text[:-1].isdigit():
        return dt.datetime.now().timestamp() - int(text[:-1]) * 86400.0
    try:
        return dt.datetime.fromisoformat(text).timestamp()
    except ValueError as exc:
        raise UsageError(f"cannot read the time {value!r}: use YYYY-MM-DD, an ISO time, or Nd (N days ago)") from exc


def confirm(question: str, *, assume_yes: bool) -> bool:
    """Ask on a terminal; without one (or with --json) only --yes confirms."""
    if assume_yes:
        return True
    if not sys.stdin.isatty():
        raise UsageError(f"{question} needs confirmation: pass --yes (no terminal to ask on)")
    answer = input(f"{question} [y/N] ").strip().lower()
    return answer in ("y", "yes")


def one_line(text: str, width: int = 100) -> str:
    flat = " ".join(str(text).split())
    return flat if len(flat) <= width else flat[: width - 1] + "…"
