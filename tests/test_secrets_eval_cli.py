"""The secrets bench scores any labelled file (`--data`) without printing texts or values unless asked, and the
detector keeps its false-positive bound on ordinary memories (on every labelled split: tests/test_secrets.py)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tiered_memory.bench import secrets_eval
from tiered_memory.shared.safety import REDACTED_SECRET, looks_secret, redact_secrets

MISSED_VALUE = "qzv-plain-words-only"


def _write(path: Path) -> Path:
    items = [
        {"text": "garage code 4471", "secret": True, "kind": "pin", "lang": "en", "value": "4471"},
        {"text": f"he whispered {MISSED_VALUE} twice", "secret": True, "kind": "odd", "lang": "en",
         "value": MISSED_VALUE},
        {"text": "the garage door opener needs a new battery", "secret": False, "kind": "prose", "lang": "en"},
        {"text": "Upgraded numpy to 2.1.3", "secret": False, "kind": "version", "lang": "en"},
    ]
    path.write_text("".join(json.dumps(i) + "\n" for i in items), encoding="utf-8")
    return path


def test_data_prints_recall_fp_and_missed_kinds_but_not_the_missed_text(tmp_path: Path,
                                                                       capsys: pytest.CaptureFixture[str]) -> None:
    path = _write(tmp_path / "set.jsonl")
    assert secrets_eval.main(["--data", str(path), "--no-detect-secrets"]) == 0
    out = capsys.readouterr().out
    assert "recall 0.5000 (1/2)" in out and "FP 0.0000 (0/2)" in out
    assert "odd (en) x1" in out
    assert MISSED_VALUE not in out and "whispered" not in out


def test_show_misses_prints_the_missed_text(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = _write(tmp_path / "set.jsonl")
    secrets_eval.main(["--data", str(path), "--no-detect-secrets", "--show-misses"])
    assert MISSED_VALUE in capsys.readouterr().out


def test_data_json_gives_counts_not_texts(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = _write(tmp_path / "set.jsonl")
    secrets_eval.main(["--data", str(path), "--no-detect-secrets", "--json"])
    result = json.loads(capsys.readouterr().out)
    score = result["splits"][str(path)]["ours"]
    assert score["recall"] == 0.5 and score["missed"] == 1 and score["missed_kinds"] == {"odd (en)": 1}
    assert MISSED_VALUE not in json.dumps(result)


def test_a_line_without_text_or_label_is_refused_with_its_number(tmp_path: Path) -> None:
    path = tmp_path / "bad.jsonl"
    path.write_text('{"text": "x", "secret": false}\n{"secret": true}\n', encoding="utf-8")
    with pytest.raises(ValueError, match=r"lines \[2\]"):
        secrets_eval.load_file(path)


def test_ordinary_memories_are_flagged_at_most_two_percent_of_the_time() -> None:
    for name, row in secrets_eval.ordinary_flags().items():
        assert row["rate"] <= 0.02, (name, row)


@pytest.mark.parametrize(("text", "value"), [
    ("Das WLAN-Passwort lautet Apfelbaum2021!", "Apfelbaum2021!"),
    ("Код от двери подъезда 3814", "3814"),
    ("código del portón 55810", "55810"),
    ("mật khẩu wifi là hanoi2024vn", "hanoi2024vn"),
    ("Her Gmail password? It's Sunflower1987!", "Sunflower1987!"),
    ("Token for the home assistant API is in here: 8a7b6c5d4e3f2a1b0c9d8e7f6a5b4c3d2e1f0a9b8c7d6e5f",
     "8a7b6c5d4e3f2a1b0c9d8e7f6a5b4c3d2e1f0a9b8c7d6e5f"),
])
def test_prose_credentials_in_many_languages_are_found_and_removed_whole(text: str, value: str) -> None:
    assert looks_secret(text) is not None
    out = redact_secrets(text)
    assert value not in out and REDACTED_SECRET in out and looks_secret(out) is None


@pytest.mark.parametrize("text", [
    "code review for PR 4821 is due",
    "Token limit for the model is 128000",
    "RSA key length 4096 bits is the new minimum",
    "Code postal 75011 Paris",
    "Der Tresor wurde 2019 gekauft",
    "password: (see 1Password, entry 'Home NAS')",
    "ウォレットアドレス 0x71C7656EC7ab88b098defB751B7401B5f6d8976F",
])
def test_look_alikes_near_a_credential_word_are_not_flagged(text: str) -> None:
    assert looks_secret(text) is None


def test_every_text_a_cue_word_matches_passes_the_cheap_stem_test() -> None:
    from tiered_memory.shared.safety.normalise import visible
    from tiered_memory.shared.safety.secret_cues import CUE, may_have_cue

    texts = [i["text"] for split in secrets_eval.SPLITS for i in secrets_eval.load(split)]
    texts += [t for rows in secrets_eval.ordinary_memories().values() for t in rows]
    with_cue = [visible(t) for t in texts if CUE.search(visible(t))]
    assert len(with_cue) > 500
    assert [t for t in with_cue if not may_have_cue(t)] == []


@pytest.mark.parametrize("text", ["pаsswоrd: Golfing4Life", "ПАРОЛЬ: Golfing4Life", "РIN: 4471"])
def test_a_cue_word_spelled_with_look_alike_letters_still_finds_its_value(text: str) -> None:
    out = redact_secrets(text)
    assert "Golfing4Life" not in out and "4471" not in out and looks_secret(out) is None
