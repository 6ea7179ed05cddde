"""Real Hermes (hermes-agent 0.19.0) in a temp HERMES_HOME, talking to the loopback chat server.

`HermesHome` writes config.yaml (model provider `custom` on the loopback base URL,
`memory.provider: tiered_memory`), installs the plugin the two ways a user does —
`hermes plugins install file://<repo>` (clone layout) or `python -m tiered_memory install`
(pip + shim) — seeds the cold store through `ColdStore.add_many` and the hot files,
runs turns with the `hermes chat -q` CLI from a temp cwd, and reads back status and jobs.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Sequence

from tiered_memory.shared.config import Paths
from tiered_memory.shared.embedders.base import Embedder
from tiered_memory.shared.hotfile import render_entries
from tiered_memory.shared.jobqueue import Job, JobQueue
from tiered_memory.shared.store import ColdStore, NewMemory

from .fake_chat_server import FakeChatServer

REPO_ROOT = Path(__file__).resolve().parents[2]
HERMES_BIN = Path(sys.executable).with_name("hermes")
TURN_TIMEOUT_S = 180
_SESSION = re.compile(r"session_id:\s*(\S+)")


def git_available() -> bool:
    return shutil.which("git") is not None


def make_source_repo(workdir: Path) -> str:
    """A git repo of this checkout's tracked and untracked (not ignored) files; returns its file:// URL.

    `hermes plugins install` clones it, exactly as it clones a published repository.
    """
    repo = workdir / "tiered_memory_src"
    listed = subprocess.run(["git", "-C", str(REPO_ROOT), "ls-files", "-co", "--exclude-standard", "-z"],
                            capture_output=True, check=True).stdout.decode("utf-8").split("\0")
    for name in filter(None, listed):
        source = REPO_ROOT / name
        if source.is_file():
            (repo / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, repo / name)
    quiet = {"capture_output": True, "check": True}
    subprocess.run(["git", "init", "-q", str(repo)], **quiet)
    subprocess.run(["git", "-C", str(repo), "add", "-A"], **quiet)
    subprocess.run(["git", "-C", str(repo), "-c", "user.email=tests@localhost", "-c", "user.name=tests",
                    "commit", "-q", "-m", "snapshot"], **quiet)
    return repo.as_uri()


@dataclass
class ChatRun:
    """One `hermes chat -q` process."""

    returncode: int
    stdout: str
    stderr: str

    @property
    def session_id(self) -> str:
        match = _SESSION.search(self.stdout) or _SESSION.search(self.stderr)
        assert match, f"no session id in hermes output:\n{self.stdout}\n{self.stderr}"
        return match.group(1)


@dataclass
class HermesHome:
    """A temp HERMES_HOME wired to `server`."""

    path: Path
    server: FakeChatServer
    env: dict[str, str] = field(default_factory=dict)

    @classmethod
    def create(cls, root: Path, server: FakeChatServer, **env: str) -> "HermesHome":
        home = cls(root / "hermes_home", server, {"TIERED_MEMORY_WORKER": "0", **env})
        home.path.mkdir(parents=True)
        home.write_config()
        return home

    @property
    def paths(self) -> Paths:
        return Paths(self.path)

    def write_config(self, provider: str = "tiered_memory") -> None:
        (self.path / "config.yaml").write_text(
            "model:\n"
            "  default: fake-model\n"
            "  provider: custom\n"
            f"  base_url: {self.server.base_url}\n"
            "  api_key: dummy-key\n"
            "  context_length: 131072\n"
            "memory:\n"
            "  memory_enabled: true\n"
            "  user_profile_enabled: true\n"
            f"  provider: {provider}\n",
            encoding="utf-8",
        )

    # -- installing the plugin the way a user does ---------------------------------------

    def install_clone(self, repo_url: str) -> subprocess.CompletedProcess[str]:
        done = subprocess.run([str(HERMES_BIN), "plugins", "install", repo_url], env=self.process_env(),
                              cwd=self.path, capture_output=True, text=True, stdin=subprocess.DEVNULL,
                              timeout=TURN_TIMEOUT_S)
        assert done.returncode == 0, done.stdout + done.stderr
        assert (self.path / "plugins" / "tiered_memory" / "plugin" / "provider.py").exists(), done.stdout
        return done

    def install_shim(self) -> subprocess.CompletedProcess[str]:
        done = subprocess.run([sys.executable, "-m", "tiered_memory", "install", "--hermes-home", str(self.path)],
                              env=self.process_env(), capture_output=True, text=True, timeout=60)
        assert done.returncode == 0, done.stdout + done.stderr
        return done

    # -- seeding ---------------------------------------------------------------------------

    def seed_cold(self, texts: Sequence[str], embedder: Embedder | None, *, target: str = "user",
                  event_time: str | None = None) -> dict[str, int]:
        """Write memories through the cold store's own write path; returns text -> id."""
        items = [NewMemory(text, target=target, origin="test", event_time=event_time) for text in texts]
        with ColdStore(self.paths.cold_db, embedder=embedder) as store:
            results = store.add_many(items)
        return {text: result.id for text, result in zip(texts, results)}

    def write_hot(self, target: str, entries: Sequence[str]) -> None:
        path = self.paths.hot_file(target)
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(render_entries(entries), encoding="utf-8")

    # -- running ---------------------------------------------------------------------------

    def process_env(self, **extra: str) -> dict[str, str]:
        env = {k: v for k, v in os.environ.items() if not k.startswith(("TIERED_MEMORY_", "HERMES_"))}
        env.update(self.env)
        env.update(extra)
        env["HERMES_HOME"] = str(self.path)
        env.pop("CUSTOM_BASE_URL", None)
        return env

    def chat(self, message: str, *, resume: str | None = None, **env: str) -> ChatRun:
        """One turn with the real CLI (`hermes chat -q MESSAGE --quiet [--resume SID]`) from a temp cwd."""
        command = [str(HERMES_BIN), "chat", "-q", message, "--quiet"]
        if resume:
            command += ["--resume", resume]
        with tempfile.TemporaryDirectory(prefix="hermes-cwd-") as cwd:
            done = subprocess.run(command, env=self.process_env(**env), cwd=cwd, capture_output=True, text=True,
                                  stdin=subprocess.DEVNULL, timeout=TURN_TIMEOUT_S)
        return ChatRun(done.returncode, done.stdout, done.stderr)

    # -- reading back ----------------------------------------------------------------------

    def status(self) -> dict[str, Any]:
        done = subprocess.run([sys.executable, "-m", "tiered_memory", "status", "--json", "--limit", "50",
                               "--hermes-home", str(self.path)], env=self.process_env(), capture_output=True,
                              text=True, timeout=60)
        assert done.returncode == 0, done.stderr
        return json.loads(done.stdout)

    def prefetch_records(self) -> list[dict[str, Any]]:
        """Prefetch records, newest first."""
        return list(self.status()["prefetches"])

    def jobs(self) -> list[Job]:
        with JobQueue(self.paths.queue_db) as queue:
            return list(reversed(queue.recent(200)))

    def agent_log(self) -> str:
        log = self.path / "logs" / "agent.log"
        return log.read_text(encoding="utf-8", errors="replace") if log.exists() else ""


MEMORY_CONTEXT = re.compile(r"<memory-context>(.*?)</memory-context>", re.S)


def memory_blocks(text: str) -> list[str]:
    """The `<memory-context>` blocks inside one message's text."""
    return MEMORY_CONTEXT.findall(text)
