"""`bench secret_cost` scans each long text it builds and names what it found: none in prose, a password and a PIN
where one is repeated."""

from __future__ import annotations

import json

import pytest

from tiered_memory.bench.__main__ import main


def test_secret_cost_json_gives_a_row_per_text_and_length_with_the_kind_found(
        capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["secret_cost", "--chars", "300,2600", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["bench"] == "secret_cost"
    kinds = {(row["text"], row["chars"]): row["kind"] for row in report["rows"]}
    assert set(kinds) == {(text, chars) for text in ("prose", "password", "pins") for chars in (300, 2600)}
    assert kinds["prose", 2600] is None and kinds["password", 2600] is not None and kinds["pins", 300] is not None
