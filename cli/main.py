"""The command dispatcher: each command lives in its own module with `register(subparsers)`."""

from __future__ import annotations

import argparse
import importlib
import sys

# command module (relative to this package) -> what it is for
COMMANDS = {
    "status": "health, queue depth, worker, recent prefetches and error counters",
    "recall": "show exactly what prefetch would inject for a text, and why",
    "install": "write the Hermes plugin shim for a pip-installed tiered_memory",
    "audit": "what the worker moved between hot and cold, and why",
}


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m tiered_memory",
                                     description="tiered_memory: hot/cold long-term memory for Hermes Agent")
    subparsers = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    for name, summary in COMMANDS.items():
        module = importlib.import_module(f".{name}", __package__)
        module.register(subparsers, summary)
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    return int(args.run(args) or 0)


if __name__ == "__main__":
    sys.exit(main())
