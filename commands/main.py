"""The dispatcher behind `python -m tiered_memory` and `hermes tiered_memory`: parse, run, map errors to exit codes.

Each command lives in its own module with `register(subparsers, summary)`; the modules
import nothing heavy at import time, so building the parser (which Hermes does on every
`hermes …` that may name a plugin command) stays cheap.
"""

from __future__ import annotations

import argparse
import importlib
import logging
import os
import sqlite3
import sys

from ..shared.errors import ConfigError, TieredMemoryError
from .common import EXIT_FAILED, EXIT_OK, EXIT_USAGE

log = logging.getLogger("tiered_memory.commands")

# command -> (module relative to this package, what it is for)
COMMANDS: dict[str, tuple[str, str]] = {
    "status": ("status", "health, queue depth, worker, recent prefetches and error counters"),
    "list": ("memories", "list memories (filters: target, type, status, since, until, source)"),
    "search": ("memories", "search memories the way recall does (lexical + dense)"),
    "show": ("memories", "one memory: full text, type, dates, history chain, where it was injected"),
    "edit": ("mutate", "correct a memory: a new version supersedes the old one (kept as history)"),
    "forget": ("mutate", "move a memory to the trash (restorable)"),
    "restore": ("mutate", "bring a memory back from the trash"),
    "purge": ("mutate", "delete a memory and its older versions (or the whole trash) for good"),
    "export": ("transfer", "write memories to JSONL (and, with --markdown, Hermes' § format)"),
    "import": ("transfer", "bring memories in: our JSONL, holographic memory_store.db, MEMORY.md/USER.md, JSON/markdown lists"),
    "reembed": ("mutate", "compute missing vectors for the configured embedding model"),
    "doctor": ("doctor", "check everything, with a verdict and a fix for each problem"),
    "leave": ("leave", "switch back to Hermes' built-in memory without losing anything"),
    "recall": ("recall", "show exactly what prefetch would inject for a text, and why"),
    "audit": ("audit", "what the worker moved between hot and cold, and why"),
    "install": ("install", "write the Hermes plugin shim for a pip-installed tiered_memory"),
    "migrate-store": ("migrate_store", "move the cold store to PostgreSQL (--to postgresql://…) or back to a SQLite file"),
}

EPILOG = ("exit codes: 0 done; 1 could not do it (the message says what to do); 2 bad arguments or settings. "
          "Every command takes --json and --hermes-home.")


def add_commands(parser: argparse.ArgumentParser, *, dest: str = "command") -> None:
    """Add every command as a sub-command of `parser` (ours, or Hermes' `hermes tiered_memory`)."""
    subparsers = parser.add_subparsers(dest=dest, metavar="COMMAND")
    modules: dict[str, object] = {}
    for name, (module_name, summary) in COMMANDS.items():
        module = modules.get(module_name) or importlib.import_module(f".{module_name}", __package__)
        modules[module_name] = module
        register = getattr(module, f"register_{name}", None) or getattr(module, "register")
        register(subparsers, summary)


def build_parser(prog: str = "python -m tiered_memory") -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog=prog, epilog=EPILOG,
                                     description="tiered_memory: hot/cold long-term memory for Hermes Agent")
    add_commands(parser)
    return parser


def _quiet_broken_pipe() -> int:
    """The reader went away (`… | head`): stop quietly, and keep Python from complaining at exit."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError):
        pass
    return EXIT_OK


def run_parsed(args: argparse.Namespace, parser: argparse.ArgumentParser | None = None) -> int:
    """Run a parsed command; every failure becomes one line on stderr and an exit code."""
    run = getattr(args, "run", None)
    if run is None:
        if parser is not None:
            parser.print_help()
        return EXIT_USAGE
    name = getattr(args, "tiered_memory_command", None) or getattr(args, "command", None) or "tiered_memory"
    try:
        code = int(run(args) or 0)
        sys.stdout.flush()
        return code
    except BrokenPipeError:
        return _quiet_broken_pipe()
    except KeyboardInterrupt:
        print(f"{name}: interrupted; nothing half-done is kept (run it again to finish)", file=sys.stderr)
        return EXIT_FAILED
    except ConfigError as exc:
        print(f"{name}: {exc} (fix the setting, or run `python -m tiered_memory doctor`)", file=sys.stderr)
        return EXIT_USAGE
    except TieredMemoryError as exc:
        print(f"{name}: {exc}", file=sys.stderr)
        return int(getattr(exc, "exit_code", EXIT_FAILED))
    except (sqlite3.Error, OSError) as exc:
        log.warning("%s failed: %s: %s", name, type(exc).__name__, exc)
        print(f"{name}: {type(exc).__name__}: {exc} (run `python -m tiered_memory doctor`)", file=sys.stderr)
        return EXIT_FAILED
    except Exception as exc:  # the command boundary: a bug; its traceback goes to our log, one line to the user
        if os.environ.get("TIERED_MEMORY_DEBUG"):
            raise
        where = _log_bug(args, name, exc)
        print(f"{name}: unexpected {type(exc).__name__}: {exc} (a bug; {where})", file=sys.stderr)
        return EXIT_FAILED


def _log_bug(args: argparse.Namespace, name: str, exc: Exception) -> str:
    """Write the traceback to `tiered_memory.log` when the data dir exists; says where to find it."""
    from ..shared.config import Paths
    from ..shared.logs import setup_file_logging
    from .common import hermes_home

    paths = Paths(hermes_home(getattr(args, "hermes_home", None)))
    if not paths.data_dir.is_dir():
        return "rerun with TIERED_MEMORY_DEBUG=1 for the traceback"
    setup_file_logging(paths.log_file)
    log.error("%s failed with an unexpected error", name, exc_info=exc)
    return f"the traceback is in {paths.log_file}"


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    return run_parsed(args, parser)


if __name__ == "__main__":
    sys.exit(main())
