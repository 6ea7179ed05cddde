"""The dashboard tests' world: a seeded HERMES_HOME, the real `hermes dashboard` on it, headless Chromium.

The server and browser come from `tiered_memory.bench.dashboard_harness` (the benchmark uses
the same ones). Chromium is skipped with the reason only where it cannot be installed.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from tiered_memory.bench.dashboard import seed_store, write_config, write_hot, install_plugin_dir
from tiered_memory.bench.dashboard_harness import TAB_PATH, DashboardServer, browser_unavailable, chrome

MEMORY_LIMIT, USER_LIMIT = 1000, 500
# Hermes counts a hot file's usage as its entries joined by "\n§\n": 247 + 3 + 250 = 500 of 1000 chars.
HOT_MEMORY = ["Always run the linters before a commit. " + "Keep diffs small. " * 11 + "x" * 9,
              "Deploys go through make release, never by hand. " + "Ask before force-pushing. " * 7 + "y" * 20]
HOT_USER = ["Name: Ada. Prefers short answers; timezone Europe/Lisbon."]
PORT_MEMORY = "The billing API listens on port 8443 behind nginx on the edge host."
XSS_IMG = "<img src=x onerror=alert(1)> is how the old wiki rendered avatars"
XSS_SCRIPT = "Templates once closed early with </script><script>alert(2)</script> in them"
OTHER = ["Carol moved to Lisbon in May and started climbing there.",
         "The nightly backup job runs at 02:00 and keeps fourteen copies.",
         "Decision: the search team switched from Elasticsearch to SQLite FTS5.",
         "Ada's birthday is March 3; she likes green tea and long walks."]
# set for the server but unused (the embedder is builtin): they must still never reach the page
SECRETS = {"TIERED_MEMORY_EMBED_URL": "http://tmuser:hunter2pass@127.0.0.1:9/v1?api_key=qsecret77",
           "TIERED_MEMORY_EMBED_API_KEY": "sk-test-SECRET123456"}


@dataclass
class Seeded:
    home: Path
    ids: dict[str, int]          # text -> memory id
    server: DashboardServer


def seed(home: Path) -> dict[str, int]:
    """The small store the tests assert on: hot files at known usage, memories embedded by the builtin model."""
    from tiered_memory.shared.embedders.builtin import BuiltinEmbedder

    home.mkdir(parents=True, exist_ok=True)
    write_config(home, memory_limit=MEMORY_LIMIT, user_limit=USER_LIMIT)
    install_plugin_dir(home)
    write_hot(home, HOT_MEMORY, HOT_USER)
    texts = [PORT_MEMORY, XSS_IMG, XSS_SCRIPT, *OTHER]
    ids = seed_store(home, texts, embedder=BuiltinEmbedder(), overflow_days=5)
    return dict(zip(texts, ids))


def start(home: Path) -> Seeded:
    ids = seed(home)
    server = DashboardServer(home, env=SECRETS).__enter__()
    return Seeded(home, ids, server)


def require_browser() -> None:
    reason = browser_unavailable()
    if reason:
        pytest.skip(f"headless Chromium unavailable: {reason}")


def open_tab(seeded: Seeded) -> Any:
    """A 1280×800 headless Chromium on the dashboard's home page, session token injected by the server."""
    driver = chrome()
    driver.get(seeded.server.base_url + "/")
    return driver


def tab_url(seeded: Seeded) -> str:
    return seeded.server.base_url + TAB_PATH
