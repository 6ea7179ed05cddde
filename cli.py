"""`hermes tiered_memory <command>`: Hermes' memory-plugin CLI convention (only definitions, no side effects).

Hermes imports this file for the active memory provider, calls `register_cli(parser)` to
fill the `hermes tiered_memory` parser and runs `tiered_memory_command(args)`. The
commands are the same as `python -m tiered_memory <command>` (see `commands/`).
"""

from __future__ import annotations

import argparse


def register_cli(subparser: argparse.ArgumentParser) -> None:
    """Add every tiered_memory command under `hermes tiered_memory`."""
    from .commands.main import EPILOG, add_commands

    subparser.epilog = EPILOG
    add_commands(subparser, dest="tiered_memory_command")


def tiered_memory_command(args: argparse.Namespace) -> None:
    """Run the parsed command; Hermes ignores return values, so the exit code is raised."""
    import sys

    from .commands.main import run_parsed

    code = run_parsed(args)
    if code == 2 and getattr(args, "run", None) is None:
        print("usage: hermes tiered_memory COMMAND … (see `hermes tiered_memory --help`)", file=sys.stderr)
    raise SystemExit(code)
