"""A real `hermes dashboard` on a loopback port for one HERMES_HOME, and headless Chromium to drive it.

Shared by `bench dashboard` and the dashboard tests. The server is the `hermes` console
script next to this interpreter, started with a session token we choose
(HERMES_DASHBOARD_SESSION_TOKEN) and an OS-assigned port it publishes through
HERMES_DESKTOP_READY_FILE. Chromium is the system's (`chromium` + `chromium-driver`
Debian packages); `browser_unavailable()` says why it cannot run, for a clear skip.
"""

from __future__ import annotations

import json
import os
import secrets
import shutil
import signal
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any, Mapping

import httpx

TAB_PATH = "/memory"
API_PREFIX = "/api/plugins/tiered_memory"
CHROMIUM_CANDIDATES = ("chromium", "chromium-browser", "google-chrome")
START_TIMEOUT_S = 90.0
# Set by a script that runs before any of the page's own: when the tab's gauges, first memory
# row and usage chart are all in the DOM, the time (ms since navigation start) of the next frame.
PAINT_PROBE = """
(function () {
  function ready() {
    return document.querySelector('[data-tm="gauge-memory"]') && document.querySelector('[data-tm="memory-row"]')
      && document.querySelector('[data-tm="usage-chart"] svg');
  }
  var observer = new MutationObserver(function () {
    if (window.__tmPaint === undefined && ready()) {
      observer.disconnect();
      requestAnimationFrame(function () { window.__tmPaint = performance.now(); });
    }
  });
  document.addEventListener('DOMContentLoaded', function () {
    observer.observe(document.body, {childList: true, subtree: true});
  });
})();
"""


# Run in the loaded SPA: click the sidebar's Memory link and answer the ms from the click to the frame after
# the tab's gauges, first memory row and chart are in the DOM (the tab's own paint, host already booted).
SWITCH_PROBE = """
var done = arguments[arguments.length - 1];
var link = Array.from(document.querySelectorAll('a[href]')).find(function (a) { return /\\/memory$/.test(a.href); });
function ready() {
  return document.querySelector('[data-tm="gauge-memory"] [data-tm="gauge-pct"]')
    && /%/.test(document.querySelector('[data-tm="gauge-memory"] [data-tm="gauge-pct"]').textContent)
    && document.querySelector('[data-tm="memory-row"]') && document.querySelector('[data-tm="usage-chart"] svg');
}
var start = performance.now();
var observer = new MutationObserver(function () {
  if (ready()) { observer.disconnect(); requestAnimationFrame(function () { done(performance.now() - start); }); }
});
observer.observe(document.body, {childList: true, subtree: true});
link.click();
"""


def hermes_binary() -> str:
    local = Path(sys.executable).with_name("hermes")
    return str(local) if local.exists() else (shutil.which("hermes") or "hermes")


class DashboardServer:
    """`hermes dashboard` for `home`, stopped (its whole process group) on exit."""

    def __init__(self, home: Path, *, env: Mapping[str, str] | None = None) -> None:
        self.home = Path(home)
        self.token = secrets.token_urlsafe(24)
        self.ready_file = self.home / "dashboard-ready.json"
        self.log_path = self.home / "dashboard.log"
        self.extra_env = dict(env or {})
        self.proc: subprocess.Popen[bytes] | None = None
        self.base_url = ""

    def __enter__(self) -> "DashboardServer":
        env = {**os.environ, "HERMES_HOME": str(self.home), "HERMES_DASHBOARD_SESSION_TOKEN": self.token,
               "HERMES_DESKTOP_READY_FILE": str(self.ready_file), "TIERED_MEMORY_WORKER": "0",
               "TIERED_MEMORY_EMBEDDER": "builtin", **self.extra_env}
        self.ready_file.unlink(missing_ok=True)
        with open(self.log_path, "wb") as log:
            self.proc = subprocess.Popen(
                [hermes_binary(), "dashboard", "--host", "127.0.0.1", "--port", "0", "--no-open", "--skip-build"],
                env=env, stdout=log, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL, start_new_session=True)
        try:
            self._wait_ready()
        except BaseException:
            self.stop()
            raise
        return self

    def _wait_ready(self) -> None:
        deadline = time.monotonic() + START_TIMEOUT_S
        while time.monotonic() < deadline:
            assert self.proc is not None
            if self.proc.poll() is not None:
                raise RuntimeError(f"hermes dashboard exited with {self.proc.returncode}: {self.log_tail()}")
            if self.ready_file.exists():
                try:
                    port = json.loads(self.ready_file.read_text(encoding="utf-8"))["port"]
                except (ValueError, KeyError):
                    port = None
                if port:
                    self.base_url = f"http://127.0.0.1:{port}"
                    if self._answers():
                        return
            time.sleep(0.1)
        raise RuntimeError(f"hermes dashboard did not come up within {START_TIMEOUT_S:.0f} s: {self.log_tail()}")

    def _answers(self) -> bool:
        try:
            return httpx.get(f"{self.base_url}/api/status", timeout=5).status_code == 200
        except httpx.HTTPError:
            return False

    def log_tail(self, chars: int = 3000) -> str:
        try:
            return self.log_path.read_text(encoding="utf-8", errors="replace")[-chars:]
        except OSError:
            return "(no log)"

    def api(self, *, token: bool = True) -> httpx.Client:
        headers = {"X-Hermes-Session-Token": self.token} if token else {}
        return httpx.Client(base_url=f"{self.base_url}{API_PREFIX}", headers=headers, timeout=60)

    def stop(self) -> None:
        if self.proc is None or self.proc.poll() is not None:
            return
        try:
            os.killpg(self.proc.pid, signal.SIGTERM)
            self.proc.wait(timeout=15)
        except subprocess.TimeoutExpired:
            os.killpg(self.proc.pid, signal.SIGKILL)
            self.proc.wait(timeout=15)
        except ProcessLookupError:
            pass

    def __exit__(self, *exc: Any) -> None:
        self.stop()


def browser_unavailable() -> str | None:
    """Why headless Chromium cannot be driven here (None when it can)."""
    try:
        import selenium  # noqa: F401
    except ImportError:
        return "selenium is not installed (pip install -e '.[dev]')"
    if not any(shutil.which(name) for name in CHROMIUM_CANDIDATES):
        return "no chromium binary (apt-get install chromium chromium-driver; .ci/run does this)"
    if not shutil.which("chromedriver"):
        return "no chromedriver (apt-get install chromium-driver; .ci/run does this)"
    return None


def chrome(*, width: int = 1280, height: int = 800, dark: bool = True) -> Any:
    """A headless Chromium WebDriver on the system's chromedriver (no download), window `width`×`height`."""
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = next(shutil.which(n) for n in CHROMIUM_CANDIDATES if shutil.which(n))
    for arg in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
                f"--window-size={width},{height}", "--force-device-scale-factor=1",
                f"--force-prefers-color-scheme={'dark' if dark else 'light'}"):
        options.add_argument(arg)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver = webdriver.Chrome(options=options, service=Service(executable_path=shutil.which("chromedriver")))
    driver.set_window_size(width, height)
    return driver


def first_paint_ms(server: DashboardServer, *, runs: int = 5) -> dict[str, Any]:
    """Load the tab `runs` times (one untimed load first) and time navigation start -> content painted."""
    from selenium.webdriver.support.ui import WebDriverWait

    driver = chrome()
    try:
        driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": PAINT_PROBE})
        samples = []
        for i in range(runs + 1):
            driver.get(f"{server.base_url}{TAB_PATH}")
            value = WebDriverWait(driver, 30).until(lambda d: d.execute_script("return window.__tmPaint"))
            if i:
                samples.append(float(value))
    finally:
        driver.quit()
    samples.sort()
    return {"runs": runs, "p50_ms": round(statistics.median(samples)), "max_ms": round(samples[-1]),
            "samples_ms": [round(s) for s in samples]}


def tab_switch_ms(server: DashboardServer, *, runs: int = 5) -> dict[str, Any]:
    """From another tab of the loaded dashboard, click Memory `runs` times (one untimed first): click -> painted."""
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    driver = chrome()
    try:
        driver.set_script_timeout(30)
        driver.get(f"{server.base_url}/sessions")
        samples = []
        for i in range(runs + 1):
            WebDriverWait(driver, 30).until(lambda d: [a for a in d.find_elements(By.CSS_SELECTOR, "a[href]")
                                                      if (a.get_attribute("href") or "").endswith("/memory")])
            value = float(driver.execute_async_script(SWITCH_PROBE))
            if i:
                samples.append(value)
            driver.find_element(By.CSS_SELECTOR, 'a[href$="/sessions"]').click()
            WebDriverWait(driver, 30).until(lambda d: not d.find_elements(By.CSS_SELECTOR, '[data-tm="page"]'))
    finally:
        driver.quit()
    samples.sort()
    return {"runs": runs, "p50_ms": round(statistics.median(samples)), "max_ms": round(samples[-1]),
            "samples_ms": [round(s) for s in samples]}


def set_viewport(driver: Any, width: int = 1280, height: int = 800) -> None:
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False})


def _wait_css(driver: Any, selector: str, timeout: float = 60) -> Any:
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    return WebDriverWait(driver, timeout).until(lambda d: d.find_elements(By.CSS_SELECTOR, selector))[0]


def screenshots(server: DashboardServer, out_dir: Path, *, open_id: int, query: str) -> list[Path]:
    """1280×800 screenshots of the tab in the dark (default) and light (nous-blue) host themes."""
    from selenium.webdriver.common.keys import Keys

    out_dir.mkdir(parents=True, exist_ok=True)
    shots: list[Path] = []
    driver = chrome()
    try:
        set_viewport(driver)
        for theme, name in (("default", "dark"), ("nous-blue", "light")):
            with httpx.Client(base_url=server.base_url, headers={"X-Hermes-Session-Token": server.token}) as client:
                client.put("/api/dashboard/theme", json={"name": theme}).raise_for_status()
            driver.get(f"{server.base_url}{TAB_PATH}")
            _wait_css(driver, f'[data-tm="memory-row"][data-id="{open_id}"] button').click()
            _wait_css(driver, '.tm-detail [data-tm="forget"]')
            time.sleep(0.5)
            shots.append(out_dir / f"memory-tab-{name}.png")
            driver.save_screenshot(str(shots[-1]))
            _wait_css(driver, '[data-tm="tab-search"]').click()
            _wait_css(driver, '[data-tm="search-input"]').send_keys(query, Keys.ENTER)
            _wait_css(driver, '[data-tm="candidate"]')
            driver.execute_script("document.querySelector('[role=\"tablist\"]').scrollIntoView()")
            time.sleep(0.5)
            shots.append(out_dir / f"search-{name}.png")
            driver.save_screenshot(str(shots[-1]))
            for section in ("audit", "health"):
                _wait_css(driver, f'[data-tm="tab-{section}"]').click()
                _wait_css(driver, '[data-tm="audit-row"]' if section == "audit" else '[data-tm="health"]')
                driver.execute_script("document.querySelector('[role=\"tablist\"]').scrollIntoView()")
                time.sleep(0.5)
                shots.append(out_dir / f"{section}-{name}.png")
                driver.save_screenshot(str(shots[-1]))
    finally:
        driver.quit()
    return shots
