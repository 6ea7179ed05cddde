"""Round 25: values that survived redaction though the text was flagged — a corrected number after "the right one is",
a number's digits run on after a spaced first go, Ethiopic numerals given beside the Arabic ones, a wifi note whose
network name came before its password, and a card's security code named in Portuguese."""

from __future__ import annotations

import pytest

from tiered_memory.shared.safety import looks_secret, redact_secrets

LEAKS = [
    ("o pin do cartão é 5193, não, esse é o antigo, o certo é 5139", ["5193", "5139"]),
    ("my card pin is 2846, no wait, the right one is 2864", ["2846", "2864"]),
    ("PIN ATM BCA ibu 7 3 0 2 19? bukan, yang bener 730219", ["730219"]),
    ("el pin de la tarjeta es 6620, no, el correcto es 6602", ["6620", "6602"]),
    ("የባንክ ሚስጥር ቁጥር ፫፯፩፭ — በአረብኛ ቁጥር 3715", ["፫፯፩፭", "3715"]),
    ("wifi kod vikendice: mreža Petrovic, šifra sljivovica (sve malim slovima)", ["sljivovica"]),
    ("wifi da casa: rede Silva, senha goiabada (tudo minúsculo)", ["goiabada"]),
    ("cartão final 9034, código de segurança 417, validade 11/28", ["417"]),
]


@pytest.mark.parametrize("text,values", LEAKS)
def test_a_flagged_text_keeps_none_of_its_values_after_redaction(text: str, values: list[str]) -> None:
    assert looks_secret(text) is not None
    out = redact_secrets(text)
    assert not [value for value in values if value in out], out


def test_a_wifi_note_keeps_the_network_name_and_loses_the_password() -> None:
    out = redact_secrets("wifi kod kuće: mreža Jovanovic, šifra pljeskavica (sve malim slovima, bez razmaka)")
    assert "Jovanovic" in out and "pljeskavica" not in out


BENIGN = [
    "o código de segurança fica no verso do cartão",
    "the right one is 2 streets down, house 14",
    "wifi kod kuće: mreža Ristic, a šifru pitaj mamu",
    "o certo é chegar às 19h, não às 18h",
    "security code is printed on the back of the card",
]


@pytest.mark.parametrize("text", BENIGN)
def test_talk_about_a_code_or_a_correction_with_no_secret_stays_unflagged(text: str) -> None:
    assert looks_secret(text) is None
