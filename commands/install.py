"""`python -m tiered_memory install --hermes-home H`: the discovery shim a pip-installed tiered_memory needs.

Hermes 0.19.0 finds memory providers only in `$HERMES_HOME/plugins/<name>/`, by an
`__init__.py` mentioning register_memory_provider. The shim is that file (handing over to
the installed package) plus a copy of plugin.yaml. A directory that is not our shim (a
git clone, say) is left alone unless --force, which moves it aside to a hidden name that
Hermes does not scan.
"""

from __future__ import annotations

import argparse
import shutil
import sys
import time
from pathlib import Path

from .common import HOME_HELP, hermes_home

PLUGIN_NAME = "tiered_memory"
SHIM_MARKER = "# tiered_memory shim"
SHIM = f'''{SHIM_MARKER}: Hermes discovers memory providers only under $HERMES_HOME/plugins/.
# This directory hands over to the pip-installed package, whose register() calls
# ctx.register_memory_provider(TieredMemoryProvider()) (a MemoryProvider). Rewrite it with:
#     python -m tiered_memory install --hermes-home <HERMES_HOME>
from tiered_memory import register  # noqa: F401
'''
CLI_SHIM = f'''{SHIM_MARKER}: `hermes tiered_memory <command>` (Hermes imports cli.py of the active memory provider).
from tiered_memory.cli import register_cli, tiered_memory_command  # noqa: F401
'''
_SHIM_FILES = {"__init__.py", "cli.py", "plugin.yaml", "__pycache__", "dashboard"}


def register(subparsers: argparse._SubParsersAction, summary: str) -> None:  # type: ignore[type-arg]
    parser = subparsers.add_parser("install", help=summary, description=summary)
    parser.add_argument("--hermes-home", default=None, help=HOME_HELP)
    parser.add_argument("--force", action="store_true",
                        help="move an existing non-shim plugins/tiered_memory directory aside and install the shim")
    parser.set_defaults(run=run)


def package_root() -> Path:
    return Path(__file__).resolve().parents[1]


def is_shim(directory: Path) -> bool:
    init = directory / "__init__.py"
    try:
        head = init.read_text(encoding="utf-8")[:200]
    except (FileNotFoundError, UnicodeDecodeError):
        return False
    return head.startswith(SHIM_MARKER) and {p.name for p in directory.iterdir()} <= _SHIM_FILES


def install(home: Path, *, force: bool = False) -> tuple[Path, str | None]:
    """Write the shim; returns (plugin dir, where an existing non-shim dir was moved, if it was)."""
    target = home / "plugins" / PLUGIN_NAME
    moved = None
    if target.exists() and not is_shim(target):
        if not force:
            raise FileExistsError(
                f"{target} exists and is not a tiered_memory shim (a clone?); it was left alone. "
                f"Use it as is, or pass --force to move it aside and install the shim.")
        aside = target.parent / f".{PLUGIN_NAME}.replaced-{time.strftime('%Y%m%d-%H%M%S')}"
        shutil.move(str(target), str(aside))
        moved = str(aside)
    target.mkdir(parents=True, exist_ok=True)
    (target / "__init__.py").write_text(SHIM, encoding="utf-8")
    (target / "cli.py").write_text(CLI_SHIM, encoding="utf-8")
    shutil.copyfile(package_root() / "plugin.yaml", target / "plugin.yaml")
    dashboard = target / "dashboard"   # the Memory tab of `hermes dashboard` (shown once in plugins.enabled)
    if dashboard.is_symlink() or not dashboard.exists():
        dashboard.unlink(missing_ok=True)
        dashboard.symlink_to(package_root() / "dashboard", target_is_directory=True)
    return target, moved


def run(args: argparse.Namespace) -> int:
    home = hermes_home(args.hermes_home)
    try:
        target, moved = install(home, force=args.force)
    except (FileExistsError, OSError) as exc:
        print(f"install: {exc}", file=sys.stderr)
        return 1
    if moved:
        print(f"moved the previous {target} to {moved}")
    print(f"wrote the Hermes shim to {target}")
    print("activate it with: hermes config set memory.provider tiered_memory")
    print("then: hermes tiered_memory status (or list, search, show, export, import, doctor …)")
    return 0
