"""Round 26, PINs pressed at an ATM or in an app and said as digit words or spaced digits: Japanese kana after an ATM
word, Yoruba words after "o ma tẹ", a Zulu or English run of words then the same digits written out, spaced digits
pressed in a transit card's app; look-alikes (a transit card's printed number, counting, amounts, a phone menu's
option, talk about a PIN with no value) stay public.
"""

from __future__ import annotations

import pytest

from tiered_memory.shared.safety import looks_secret

SECRETS = [
    "父がATMで押すのは、なな・さん・いち・はち",
    "ATMの番号は、ご・なな・に・きゅう",
    "Ni ATM, Mama ma n tẹ mẹta, meje, odo, mẹrin",
    "Baba ma te mesan, mefa, meji, mẹrin ni ATM",
    "Ugogo ucindezela kubili, isithupha, zero, kune — 2 6 0 4",
    "Grandma types four, seven, one, two (4712) and waits",
    "Oma tippt neun, drei, null, fünf = 9305",
    "八達通App開咗之後撳 7 2 0 9 4 1",
    "Octopus app: press 5 0 8 3 6 2 to open",
]

LOOKALIKES = [
    "八達通卡背面號碼 12345678(9)",
    "Octopus card no. 3385 1022, top up at 7-Eleven",
    "ATMで10000円おろした",
    "いち・に・さん・しで跳んでね",
    "Grandma counts one, two, three, four (1234) out loud",
    "Ni ATM, Baba gba ẹgbẹrun marun naira",
    "Press one for English, two for Zulu",
    "Ugogo ukhohlwe i-PIN, sizoya ebhange kusasa",
    "The ATM asks for a four-digit PIN, never tell anyone",
]


@pytest.mark.parametrize("text", SECRETS)
def test_pins_pressed_as_words_or_spaced_digits_are_secret(text: str) -> None:
    assert looks_secret(text), text


@pytest.mark.parametrize("text", LOOKALIKES)
def test_card_numbers_counting_and_amounts_stay_public(text: str) -> None:
    assert looks_secret(text) is None, (text, looks_secret(text))
