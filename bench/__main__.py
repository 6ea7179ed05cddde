"""Dispatcher for `python -m tiered_memory.bench SUBCOMMAND`: each subcommand lives in its own module.

A subcommand module `bench/<name>.py` exposes `register(subparsers)`, which adds its
parser and sets `run=<callable(args) -> int>` as a default. Modules are imported only
when needed (the requested one, or all of them for `--help`), and a module that does
not exist yet is simply not offered.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from types import ModuleType
from typing import Sequence

SUBCOMMANDS: tuple[str, ...] = ("retrieval", "scale", "prefetch", "governance", "io", "dashboard", "safety", "maintenance",
                               "concurrency", "korean", "secret_cost")


def _load(name: str) -> ModuleType | None:
    """The subcommand module, or None when that module is not part of this build."""
    qualified = f"{__package__}.{name}"
    try:
        return importlib.import_module(qualified)
    except ModuleNotFoundError as exc:
        if exc.name == qualified:
            return None
        raise


def build_parser(wanted: Sequence[str]) -> argparse.ArgumentParser:
    """A parser offering the subcommands in `wanted` whose modules exist."""
    parser = argparse.ArgumentParser(
        prog="python -m tiered_memory.bench",
        description="tiered_memory benchmarks (see bench/README.md for the output keys).",
    )
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND", required=True)
    for name in wanted:
        module = _load(name)
        if module is not None:
            module.register(subparsers)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args_in = list(sys.argv[1:] if argv is None else argv)
    first = args_in[0] if args_in else ""
    if first in SUBCOMMANDS and _load(first) is None:
        print(f"bench: subcommand {first!r} is not available in this build", file=sys.stderr)
        return 2
    wanted = [first] if first in SUBCOMMANDS else list(SUBCOMMANDS)
    args = build_parser(wanted).parse_args(args_in)
    return int(args.run(args) or 0)


if __name__ == "__main__":
    sys.exit(main())
