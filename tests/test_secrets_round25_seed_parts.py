"""Round 25: part of a seed phrase kept apart under a wallet or seed label and a part word ("part one", "Teil 1",
"الجزء الأول"), four or more BIP-39 words; words that are not BIP-39, a sorted list or no words at all stay unflagged."""

from __future__ import annotations

import pytest

from tiered_memory.shared.safety import looks_secret, redact_secrets

SECRETS = [
    ("عبارة المحفظة الجزء الأول: ladder vivid orbit canyon الجزء الثاني عند أختي", "ladder vivid orbit canyon"),
    ("wallet phrase part two: harbor velvet ozone tiger, part one is in the safe", "harbor velvet ozone tiger"),
    ("Seed-Phrase Teil 1: zebra kitchen melody frost – Teil 2 bei Oma", "zebra kitchen melody frost"),
    ("frase semilla parte 1: rabbit doctor gather lemon; la parte 2 la tiene Ana", "rabbit doctor gather lemon"),
]


@pytest.mark.parametrize("text,value", SECRETS)
def test_part_of_a_seed_phrase_under_a_part_label_is_flagged_and_redacted(text: str, value: str) -> None:
    assert looks_secret(text) is not None
    assert value.split()[1] not in redact_secrets(text)


BENIGN = [
    "wallet part one: apple banana cherry grape",
    "wallet words part 1: see the card in the drawer",
    "wallet part 1: able about above absent",
    "the seed phrase has two parts, part one is in the safe",
]


@pytest.mark.parametrize("text", BENIGN)
def test_non_bip39_sorted_or_absent_words_under_a_part_label_stay_unflagged(text: str) -> None:
    assert looks_secret(text) is None
