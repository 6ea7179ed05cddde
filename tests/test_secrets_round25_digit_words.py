"""Round 25: a PIN said in words — one digit said so many times ("六个八", "all fours", "cuatro ochos") after a PIN or
password word, and digit words after a PIN word and an ellipsis ("पिन... सात, तीन, एक, नौ"); the same phrases with no
secret word (a card game, a purchase, a time) stay unflagged."""

from __future__ import annotations

import pytest

from tiered_memory.shared.safety import looks_secret

SECRETS = [
    "妈妈说银行卡密码是四个九，千万别告诉别人",
    "外婆的取款密码是六個三",
    "grandad's bank card pin is all sevens, don't tell him I told you",
    "the ATM pin? four twos",
    "el pin de la tarjeta de mi abuela son cuatro ochos",
    "वॉइस नोट: दादी, कार्ड का पिन... चार, आठ, दो, छह... बस",
    "voice note: my card PIN... five, one, nine, two... that's the one",
]


@pytest.mark.parametrize("text", SECRETS)
def test_a_pin_said_in_words_after_a_pin_word_is_flagged(text: str) -> None:
    assert looks_secret(text) is not None


BENIGN = [
    "I had four nines in poker and still lost",
    "买了六个八宝粥和四个苹果",
    "बैंक गया था... सात, तीन, एक, नौ बजे तक खुला",
    "the kids scored all fours in the spelling test",
    "never write the pin on the card, says the bank",
]


@pytest.mark.parametrize("text", BENIGN)
def test_the_same_words_without_a_secret_word_stay_unflagged(text: str) -> None:
    assert looks_secret(text) is None
