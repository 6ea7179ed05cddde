"""A user who skips the pip step is told so, plainly, and `hermes memory setup` fixes it.

The end-to-end test builds a fresh venv holding only hermes-agent==0.19.0 (from the
package registry, skipped with the reason when pip cannot reach it), installs the plugin
with `hermes plugins install` as the README says, selects it, and reads what the real
`hermes` shows. The quick tests run in this interpreter with the dependencies made
unimportable (`sys.modules[name] = None`, Python's own way of blocking an import).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from tiered_memory.plugin.availability import DEPENDENCIES, missing_dependencies

from support.hermes_harness import make_source_repo
from support.hermes_tty import memory_setup

REPO = Path(__file__).resolve().parents[1]
BLOCKED = [module for module, _ in DEPENDENCIES]
REGISTER_WITHOUT_DEPENDENCIES = f"""
import sys
for name in {BLOCKED!r}:
    sys.modules[name] = None
import tiered_memory
class Host:
    provider = None
    def register_memory_provider(self, provider):
        self.provider = provider
host = Host()
tiered_memory.register(host)
print("registered", host.provider.name)
print("available", host.provider.is_available())
print("status", host.provider.get_status_config({{}}))
heavy = sorted(set({BLOCKED!r}) & {{m.split('.')[0] for m, v in sys.modules.items() if v is not None}})
print("heavy imports", heavy)
"""


def run_blocked(home: Path) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("TIERED_MEMORY_")}
    env["HERMES_HOME"] = str(home)
    return subprocess.run([sys.executable, "-c", REGISTER_WITHOUT_DEPENDENCIES], env=env, cwd=home,
                          capture_output=True, text=True, timeout=120)


def test_without_its_dependencies_the_provider_still_registers_and_says_which_module_and_command(tmp_path) -> None:
    done = run_blocked(tmp_path)
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert lines[0] == "registered tiered_memory"
    assert lines[1] == "available False"
    assert "No module named 'numpy'" in lines[2]
    assert f"{sys.executable} -m pip install 'numpy>=1.24' 'sqlite-vec>=0.1.9'" in lines[2]
    assert lines[3] == "heavy imports []"
    assert done.stderr.count("tiered_memory is not available: No module named 'numpy'") == 1   # the WARNING, once


def test_plugin_yaml_lists_the_dependencies_hermes_setup_installs() -> None:
    meta = yaml.safe_load((REPO / "plugin.yaml").read_text(encoding="utf-8"))
    names = [requirement.split(">")[0].split("<")[0] for _, requirement in DEPENDENCIES]
    assert meta["pip_dependencies"] == names
    pyproject = (REPO / "pyproject.toml").read_text(encoding="utf-8")
    for _, requirement in DEPENDENCIES:
        assert f'"{requirement}"' in pyproject


def test_every_dependency_is_present_in_the_test_interpreter() -> None:
    assert missing_dependencies() == []


# -- a fresh venv with only hermes-agent -------------------------------------------------------


@pytest.fixture(scope="module")
def bare_hermes(tmp_path_factory) -> Path:
    """A venv holding hermes-agent==0.19.0 and its own dependencies, nothing of ours."""
    if shutil.which("git") is None:
        pytest.skip("git is needed by `hermes plugins install`")
    venv = tmp_path_factory.mktemp("bare") / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True, timeout=300)
    pip = subprocess.run([str(venv / "bin" / "python"), "-m", "pip", "install", "--quiet", "hermes-agent==0.19.0"],
                         capture_output=True, text=True, timeout=900)
    if pip.returncode != 0:
        pytest.skip(f"pip cannot install hermes-agent==0.19.0 from the package registry: {pip.stderr[-500:]}")
    return venv


def test_a_user_who_skips_pip_is_told_why_and_hermes_memory_setup_installs_what_is_missing(bare_hermes, tmp_path):
    hermes, python = bare_hermes / "bin" / "hermes", bare_hermes / "bin" / "python"
    home = tmp_path / "hermes_home"
    home.mkdir()
    env = {k: v for k, v in os.environ.items() if not k.startswith(("TIERED_MEMORY_", "HERMES_", "VIRTUAL_ENV"))}
    env.update(HERMES_HOME=str(home), PATH=f"{bare_hermes / 'bin'}{os.pathsep}{env.get('PATH', '')}")

    def run(*args: str) -> str:
        done = subprocess.run([str(hermes), *args], env=env, cwd=home, capture_output=True, text=True,
                              stdin=subprocess.DEVNULL, timeout=300)
        assert done.returncode == 0, done.stdout + done.stderr
        return done.stdout + done.stderr

    installed = run("plugins", "install", make_source_repo(tmp_path))
    assert "Plugin installed but not enabled" in installed   # README: "Plugin installed but not enabled"
    run("config", "set", "memory.provider", "tiered_memory")

    before = run("memory", "status")
    assert "Status:    not available ✗" in before
    assert "No module named 'numpy'" in before and f"{python} -m pip install 'numpy>=1.24'" in before
    assert "Missing" not in before and "EMBED_API_KEY" not in before
    assert "tiered_memory  (local) ← active" in before
    log = (home / "logs" / "agent.log").read_text(encoding="utf-8")
    assert "WARNING tiered_memory.plugin.provider: tiered_memory is not available: No module named 'numpy'" in log

    offline = memory_setup(hermes, home, {**env, "PIP_NO_INDEX": "1"}, pick_up=1)   # pip cannot reach an index
    after_failure = offline[offline.index("Failed to install"):]   # Hermes' own message, then ours
    assert "⚠ tiered_memory cannot run yet. No module named 'numpy'" in after_failure
    assert f"Run: {python} -m pip install 'numpy>=1.24'" in after_failure

    shown = memory_setup(hermes, home, env, pick_up=1)   # the row above "Built-in only" is ours
    assert "tiered_memory - — local" in shown and "API key" not in shown.split("tiered_memory - ")[1][:40]
    assert "Installing dependencies: numpy, sqlite-vec" in shown
    assert "✓ tiered_memory: dependencies installed; works offline with its built-in embedder" in shown
    assert "Memory provider: tiered_memory" in shown

    after = run("memory", "status")
    assert "Status:    available ✓" in after and "not available" not in after
    assert "details: hermes tiered_memory status" in after
    assert run("tiered_memory", "status").startswith(f"tiered_memory status for {home}")   # the command it names works
