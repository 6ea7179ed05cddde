"""Round 25: a card's PIN kept as one item of a chores or shopping list ("bread / bank 0417 / ring the vet"), in several
languages; list items that are an amount, a card's last four, a bus, a date or a long number stay unflagged."""

from __future__ import annotations

import pytest

from tiered_memory.shared.safety import looks_secret, redact_secrets

SECRETS = [
    ("list: eggs, teabags, butter / bank 5823 / call the plumber", "5823"),
    ("Việc cần làm: mua gạo / trả tiền nước / thẻ 3958 / đón con", "3958"),
    ("Einkauf: Brot, Milch, Karte 7714, Oma anrufen", "7714"),
    ("lista: leche; pañales; tarjeta 4096; llamar al médico", "4096"),
    ("• pão\n• cartão 2681\n• ligar pra vó", "2681"),
]


@pytest.mark.parametrize("text,value", SECRETS)
def test_a_bank_or_card_item_with_four_to_six_digits_in_a_list_is_a_pin(text: str, value: str) -> None:
    assert looks_secret(text) is not None
    assert value not in redact_secrets(text)


BENIGN = [
    "list: milk, bread, bank 5000, eggs",
    "todo: milk / card ending 4417 / call mum",
    "list: milk, bus 0417, bread",
    "to do: pay rent, card 12345678, eggs",
    "shopping: rice, oil, sugar / room 1204 / taxi",
    "Einkauf: Brot, Milch, Bank Filiale 2, Oma anrufen",
]


@pytest.mark.parametrize("text", BENIGN)
def test_amounts_card_tails_buses_and_long_numbers_in_a_list_stay_unflagged(text: str) -> None:
    assert looks_secret(text) is None
