"""The Memory tab in the real `hermes dashboard` (hermes-agent 0.19.0): its API over HTTP, its page in Chromium."""

from __future__ import annotations

from typing import Any, Iterator

import pytest

from support.browser import (HOT_MEMORY, HOT_USER, MEMORY_LIMIT, OTHER, PORT_MEMORY, USER_LIMIT, XSS_IMG,
                             XSS_SCRIPT, Seeded, open_tab, require_browser, start, tab_url)

READ_ROUTES = ["overview", "health", "memories", "memories/1", "trash", "audit", "recall?q=port"]
WRITE_ROUTES = ["memories/1/forget", "memories/1/restore", "memories/1/edit", "memories/1/purge"]
WAIT_S = 60


@pytest.fixture(scope="module")
def world(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Seeded]:
    seeded = start(tmp_path_factory.mktemp("dashboard") / "hermes_home")
    try:
        yield seeded
    finally:
        seeded.server.stop()


@pytest.fixture(scope="module")
def driver(world: Seeded) -> Iterator[Any]:
    require_browser()
    browser = open_tab(world)
    try:
        yield browser
    finally:
        browser.quit()


def wait(driver: Any, condition: Any, what: str) -> Any:
    from selenium.common.exceptions import TimeoutException
    from selenium.webdriver.support.ui import WebDriverWait

    try:
        return WebDriverWait(driver, WAIT_S).until(condition)
    except TimeoutException:
        logs = [e["message"] for e in driver.get_log("browser")][-10:]
        raise AssertionError(f"timed out waiting for {what}; browser log: {logs}") from None


def css(driver: Any, selector: str) -> list[Any]:
    from selenium.webdriver.common.by import By

    return driver.find_elements(By.CSS_SELECTOR, selector)


def text_of(element: Any) -> str:
    return str(element.get_attribute("textContent"))


def show_tab(driver: Any, world: Seeded) -> None:
    driver.get(tab_url(world))
    wait(driver, lambda d: css(d, '[data-tm="memory-row"]'), "the memory rows")


def row(driver: Any, memory_id: int) -> Any:
    found = css(driver, f'[data-tm="memory-row"][data-id="{memory_id}"]')
    return found[0] if found else None


def confirm(driver: Any, button: str) -> None:
    css(driver, f'.tm-detail [data-tm="{button}"]')[0].click()
    wait(driver, lambda d: css(d, '[data-tm="confirm-yes"]'), f"the {button} confirmation")
    css(driver, '[data-tm="confirm-yes"]')[0].click()


# -- the API over HTTP ---------------------------------------------------------------------------------

def test_every_route_answers_401_without_the_session_token_or_with_a_wrong_one(world: Seeded) -> None:
    for token in (None, "not-the-token"):
        with world.server.api(token=False) as client:
            headers = {"X-Hermes-Session-Token": token} if token else {}
            for route in READ_ROUTES:
                assert client.get(route, headers=headers).status_code == 401, route
            for route in WRITE_ROUTES:
                answer = client.post(route, json={"text": "x", "confirm": True}, headers=headers)
                assert answer.status_code == 401, route


def test_memory_pages_are_bounded_and_count_every_match(world: Seeded) -> None:
    with world.server.api() as client:
        first = client.get("memories", params={"limit": 2}).json()
        second = client.get("memories", params={"limit": 2, "offset": 2}).json()
        assert client.get("memories", params={"limit": 201}).status_code == 422
        assert client.get("audit", params={"limit": 1000}).status_code == 422
    assert first["total"] == second["total"] >= 6
    assert len(first["items"]) == len(second["items"]) == 2
    assert {m["id"] for m in first["items"]}.isdisjoint({m["id"] for m in second["items"]})


def test_pages_of_all_statuses_concatenate_to_the_full_listing(world: Seeded) -> None:
    with world.server.api() as client:
        full = client.get("memories", params={"status": "all", "limit": 200}).json()
        pages = [client.get("memories", params={"status": "all", "limit": 3, "offset": o}).json()
                 for o in range(0, full["total"], 3)]
    assert [m["id"] for p in pages for m in p["items"]] == [m["id"] for m in full["items"]]
    assert {p["total"] for p in pages} == {full["total"]} and full["total"] == len(full["items"])


def test_no_route_shows_the_embedding_servers_credentials(world: Seeded) -> None:
    secrets = ("hunter2pass", "qsecret77", "sk-test-SECRET123456", "tmuser")
    with world.server.api() as client:
        bodies = {route: client.get(route).text for route in READ_ROUTES}
    assert all(b for b in bodies.values())
    leaks = {route: s for route, body in bodies.items() for s in secrets if s in body}
    assert leaks == {}


def test_purge_without_confirmation_is_refused_and_the_memory_stays(world: Seeded) -> None:
    memory_id = world.ids[OTHER[3]]
    with world.server.api() as client:
        refused = client.post(f"memories/{memory_id}/purge", json={})
        after = client.get(f"memories/{memory_id}")
    assert refused.status_code == 400
    assert after.status_code == 200 and after.json()["text"] == OTHER[3]


def test_an_edit_through_the_api_makes_a_new_version_and_keeps_the_old_text_as_its_history(world: Seeded) -> None:
    old_id = world.ids[OTHER[1]]
    new_text = "The nightly backup job runs at 03:00 and keeps thirty copies."
    with world.server.api() as client:
        edited = client.post(f"memories/{old_id}/edit", json={"text": new_text}).json()
        shown = client.get(f"memories/{edited['id']}").json()
    assert edited["supersedes"] == old_id
    assert [v["text"] for v in shown["versions"]] == [OTHER[1], new_text]


def test_an_edit_carrying_a_secret_is_refused_with_the_writers_reason_and_nothing_changes(world: Seeded) -> None:
    memory_id = world.ids[OTHER[2]]
    token = "ghp_" + "1a2B3c4D5e6F7g8H9i0J1k2L3m4N5o6P7q8R"
    with world.server.api() as client:
        refused = client.post(f"memories/{memory_id}/edit", json={"text": f"the deploy key is {token}"})
        after = client.get(f"memories/{memory_id}").json()
        listed = client.get("memories", params={"status": "all", "limit": 200}).text
    assert refused.status_code == 409 and "secret" in refused.json()["detail"]
    assert token not in refused.text and token not in listed
    assert (after["status"], after["text"]) == ("live", OTHER[2])


# -- the page in headless Chromium -------------------------------------------------------------------

def test_the_memory_tab_is_in_the_sidebar_and_its_gauges_show_the_seeded_hot_usage(world: Seeded, driver: Any) -> None:
    driver.get(world.server.base_url + "/")
    link = wait(driver, lambda d: [a for a in css(d, "a[href]") if a.get_attribute("href").endswith("/memory")],
                "the Memory tab link")[0]
    assert "Memory" in text_of(link)
    link.click()
    gauges = wait(driver, lambda d: [css(d, f'[data-tm="gauge-{t}"] [data-tm="gauge-pct"]') for t in ("memory", "user")]
                  if css(d, '[data-tm="gauge-user"]') and "%" in text_of(css(d, '[data-tm="gauge-pct"]')[0]) else None,
                  "the gauges")
    memory_chars = len("\n§\n".join(HOT_MEMORY))
    assert text_of(gauges[0][0]) == f"{round(100 * memory_chars / MEMORY_LIMIT)}%" == "50%"
    assert text_of(gauges[1][0]) == f"{round(100 * len(HOT_USER[0]) / USER_LIMIT)}%"
    chars = text_of(css(driver, '[data-tm="gauge-memory"] [data-tm="gauge-chars"]')[0])
    assert chars.startswith("500 / 1,000 chars")
    assert css(driver, '[data-tm="usage-chart"] svg path.tm-line-memory')


def test_a_search_typed_from_the_keyboard_shows_the_port_memory_injected_with_its_evidence(world: Seeded,
                                                                                          driver: Any) -> None:
    from selenium.webdriver.common.keys import Keys

    show_tab(world=world, driver=driver)
    css(driver, '[data-tm="tab-memories"]')[0].send_keys(Keys.ARROW_RIGHT)
    search = wait(driver, lambda d: css(d, '[data-tm="search-input"]'), "the search box")[0]
    assert css(driver, '[data-tm="tab-search"]')[0].get_attribute("aria-selected") == "true"
    search.send_keys("Which port does the billing API listen on?", Keys.ENTER)
    expected = world.ids[PORT_MEMORY]
    hit = wait(driver, lambda d: css(d, f'[data-tm="candidate"][data-id="{expected}"]'), "the port memory")[0]
    assert hit.get_attribute("data-verdict") == "injected"
    terms = text_of(hit.find_element("css selector", '[data-tm="matched-terms"]'))
    assert {"port", "billing"} <= set(terms.replace("(", ",").replace(")", ",").replace(" ", "").split(","))
    assert PORT_MEMORY in text_of(css(driver, '[data-tm="recall-block"]')[0])


def test_forget_then_restore_in_the_page_moves_the_memory_to_the_trash_and_back(world: Seeded, driver: Any) -> None:
    memory_id = world.ids[OTHER[0]]
    show_tab(world=world, driver=driver)
    row(driver, memory_id).find_element("css selector", "button").click()
    wait(driver, lambda d: css(d, '.tm-detail [data-tm="forget"]'), "the detail view")
    confirm(driver, "forget")
    wait(driver, lambda d: css(d, '.tm-detail [data-tm="restore"]'), "the restore button of the trashed memory")
    assert row(driver, memory_id) is None
    with world.server.api() as client:
        assert memory_id in [m["id"] for m in client.get("trash").json()["items"]]
    confirm(driver, "restore")
    wait(driver, lambda d: css(d, '.tm-detail [data-tm="forget"]') and row(d, memory_id), "the restored memory")
    assert text_of(row(driver, memory_id).find_element("css selector", '[data-tm="memory-text"]')) == OTHER[0]
    with world.server.api() as client:
        assert client.get("trash").json()["total"] == 0


def test_html_and_script_in_memory_text_show_literally_and_run_nothing(world: Seeded, driver: Any) -> None:
    from selenium.common.exceptions import NoAlertPresentException

    show_tab(world=world, driver=driver)
    for text in (XSS_IMG, XSS_SCRIPT):
        cell = row(driver, world.ids[text]).find_element("css selector", '[data-tm="memory-text"]')
        assert text_of(cell) == text
        assert cell.find_elements("css selector", "*") == []
    row(driver, world.ids[XSS_IMG]).find_element("css selector", "button").click()
    detail = wait(driver, lambda d: css(d, '[data-tm="detail-text"]'), "the detail text")[0]
    assert text_of(detail) == XSS_IMG
    assert driver.execute_script("return document.querySelectorAll('img[src=\"x\"]').length") == 0
    assert not driver.execute_script(
        "return Array.from(document.scripts).some(function (s) { return s.textContent.indexOf('alert(2)') >= 0; })")
    with pytest.raises(NoAlertPresentException):
        driver.switch_to.alert.text


def test_the_pip_install_shim_links_the_dashboard_so_hermes_finds_its_manifest(tmp_path: Any) -> None:
    import json
    import subprocess
    import sys

    home = tmp_path / "hermes_home"
    home.mkdir()
    done = subprocess.run([sys.executable, "-m", "tiered_memory", "install", "--hermes-home", str(home)],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    manifest = json.loads((home / "plugins" / "tiered_memory" / "dashboard" / "manifest.json").read_text())
    assert (manifest["name"], manifest["api"]) == ("tiered_memory", "plugin_api.py")
    again = subprocess.run([sys.executable, "-m", "tiered_memory", "install", "--hermes-home", str(home)],
                           capture_output=True, text=True, timeout=60)
    assert again.returncode == 0, again.stderr


def test_on_postgresql_no_route_shows_the_database_url_or_its_password(tmp_path: Any, pg_server: Any) -> None:
    import uuid

    from support.browser import install_plugin_dir, write_config, write_hot
    from tiered_memory.commands.transfer import import_memories

    url = pg_server.new_database()
    database = url.split("?")[0].rsplit("/", 1)[1]
    role = "tm_dash_" + uuid.uuid4().hex[:8]
    pg_server.server.psql(f"CREATE ROLE {role} LOGIN SUPERUSER PASSWORD 'pgpass999'; "
                          f"ALTER DATABASE {database} OWNER TO {role};")
    secret_url = url.replace("postgresql://postgres:@", f"postgresql://{role}:pgpass999@")
    home = tmp_path / "hermes_home"
    home.mkdir()
    write_config(home)
    install_plugin_dir(home)
    write_hot(home, HOT_MEMORY, HOT_USER)
    (home / ".env").write_text(f"TIERED_MEMORY_DATABASE_URL={secret_url}\nTIERED_MEMORY_EMBEDDER=none\n")
    listing = tmp_path / "facts.md"
    listing.write_text(f"- {PORT_MEMORY}\n- {OTHER[0]}\n", encoding="utf-8")
    import_memories(home, listing, embed=False)
    from support.browser import DashboardServer

    with DashboardServer(home, env={"TIERED_MEMORY_EMBEDDER": "none"}) as server, server.api() as client:
        bodies = {route: client.get(route) for route in ["overview", "health", "memories", "trash", "audit",
                                                          "recall?q=port"]}
        listed = bodies["memories"].json()
    assert {r: b.status_code for r, b in bodies.items()} == {r: 200 for r in bodies}
    assert sorted(m["text"] for m in listed["items"]) == sorted([PORT_MEMORY, OTHER[0]])
    leaks = {r: s for r, b in bodies.items() for s in ("pgpass999", secret_url, url, role) if s in b.text}
    assert leaks == {}


def test_a_memory_id_outside_the_stored_range_is_refused_before_any_lookup(world: Seeded) -> None:
    with world.server.api() as client:
        answers = [client.get(f"memories/{memory_id}").status_code for memory_id in (0, -3, 2**63, 10**30)]
        missing = client.get("memories/987654321")
    assert answers == [422, 422, 422, 422]
    assert missing.status_code == 404 and "987654321" in missing.json()["detail"]
