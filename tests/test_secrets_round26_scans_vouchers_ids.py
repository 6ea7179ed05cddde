"""Round 26: a PIN read off a photo with OCR's letters for digits ("ATM PlN: 3O82"); a password label with an aside
in brackets or a spoken try before "just write it:"; an airtime voucher not yet loaded; ids under the Pacific
provident funds, Bolivia's CI with its department, and the Urdu "اقامہ نمبر". A film bought for the TV is no quote
from fiction. A bare CI, a fund's office phone, a loaded or bought voucher and a manual's aside stay unflagged."""

from __future__ import annotations

import pytest

from tiered_memory.shared.safety import looks_secret, redact_secrets

SECRETS = [
    ("[foto ng resibo] ATM P1N: 4O17 / BDO", "4O17"),
    ("Card PIN: 7O3l from the photo of Dad's note", "7O3l"),
    ("PIN des Fernsehers (Kindersicherung): 4826", "4826"),
    ("senha do Netflix (não contar pra ninguém): mel2019", "mel2019"),
    ("senha da TV a cabo (pro menino não alugar filme): 2468", "2468"),
    ("kata sandi wifi rumah, eh, mawar dua... ditulis aja: mawar2020", "mawar2020"),
    ("Vocha ya muda wa maongezi haijatumika: 4821 0093 7716 2205", "4821 0093 7716 2205"),
    ("Airtime voucher I never loaded: 3309 1184 5520 7716", "3309 1184 5520 7716"),
    ("SNPF number a Tamā: 2048133", "2048133"),
    ("Mi CI es 5123987 CB, para el bono", "5123987"),
    ("امی کا اقامہ نمبر 2418830271 ہے", "2418830271"),
]


@pytest.mark.parametrize("text,value", SECRETS)
def test_a_scanned_pin_an_aside_an_unloaded_voucher_or_an_id_is_flagged_and_redacted(text: str, value: str) -> None:
    assert looks_secret(text) is not None
    assert value not in redact_secrets(text)


BENIGN = [
    "the password (see the manual): ask the office",
    "CI 2024 LP release notes",
    "FNPF office is on Victoria Parade, phone 3307811",
    "Airtime voucher of 500 naira bought at 0803 123 4567",
    "PIN code 641002 for the courier",
    "in the movie the password was 1357",
]


@pytest.mark.parametrize("text", BENIGN)
def test_a_release_a_fund_office_a_bought_voucher_or_a_quote_from_a_film_stays_unflagged(text: str) -> None:
    assert looks_secret(text) is None
