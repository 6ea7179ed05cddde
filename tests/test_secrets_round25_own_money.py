"""Round 25: one's own account or card given for money to come to oneself ("cuenta mía", "на мою картку", "мне на
карту"), the card number given whole; a landlord's or a shop's account to pay into, or an amount, stays unflagged."""

from __future__ import annotations

import pytest

from tiered_memory.shared.safety import looks_secret

SECRETS = [
    "Mándame lo de las entradas a esta: ES04 2100 3859 1702 0014 7612 (cuenta mía)",
    "Pásame lo del regalo aquí: ES21 1465 0100 7220 3087 6293",
    "Скинь на мою картку Монобанку: 5375 4141 0263 8817, Тарас",
    "Переведи мне на карту Тинькофф 5536 9138 2277 4410 за билеты",
    "кинь на мою карту 4276 3800 1122 3345 за такси",
]


@pytest.mark.parametrize("text", SECRETS)
def test_ones_own_account_or_card_for_money_to_come_back_is_flagged(text: str) -> None:
    assert looks_secret(text) is not None


BENIGN = [
    "Pásame el IBAN del casero para la fianza: ES76 0049 1500 0512 3456 7892",
    "Оплати в магазин на картку 4149 4993 8812 0457",
    "Скинь на мою картку 500 гривень до п'ятниці",
    "Pásame la sal, porfa",
    "переведи мне на карту, номер скину позже",
]


@pytest.mark.parametrize("text", BENIGN)
def test_a_payees_account_an_amount_or_no_number_stays_unflagged(text: str) -> None:
    assert looks_secret(text) is None
