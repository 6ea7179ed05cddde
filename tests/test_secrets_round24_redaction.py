"""Round 24, redaction takes the whole secret: a card number typed beside its CVC goes with it even when a typo breaks
its check digit, and a password written as a CJK word glued to digits and a symbol ("장미꽃1948!") is read whole after
비번/비밀번호/パスワード/密码. Next to them, what stays: a card number given alone for a transfer, and rules about a
password's length or a year in Korean, Japanese and Chinese prose."""

import pytest

from tiered_memory.shared.safety.secret_cues import REDACTED_SECRET
from tiered_memory.shared.safety.secrets import looks_secret, redact_secrets

CARD_WITH_CVC = [
    ("Карта для оплаты: 5536 9137 8290 1234, CVC 311", "5536 9137 8290 1234"),
    ("Tarjeta 4539 1488 0343 6467, el CVV es 902", "4539 1488 0343 6467"),
    ("card 5105-1051-0510-5101 cvv 737, exp 09/28", "5105-1051-0510-5101"),
]
CJK_PASSWORDS = [
    ("할머니 비번은 장미꽃1948!", "장미꽃1948!"),
    ("비밀번호: 무궁화2020#", "무궁화2020#"),
    ("パスワードは さくら1948!", "さくら1948!"),
    ("家里电脑的密码是熊猫8888!", "熊猫8888!"),
]
LOOK_ALIKES = [
    "Карта для перевода: 5536 9137 8290 1234",
    "비밀번호는 2024년!",
    "비밀번호 변경 2024!",
    "密码长度至少8位!",
    "パスワードは8文字以上!",
]


@pytest.mark.parametrize(("text", "card"), CARD_WITH_CVC)
def test_a_card_number_beside_its_cvc_is_redacted_with_it(text: str, card: str) -> None:
    out = redact_secrets(text)
    assert card not in out and REDACTED_SECRET in out


@pytest.mark.parametrize(("text", "value"), CJK_PASSWORDS)
def test_a_cjk_word_glued_to_digits_and_a_symbol_after_a_password_word_is_flagged_and_redacted_whole(
        text: str, value: str) -> None:
    assert looks_secret(text) is not None
    assert value not in redact_secrets(text) and value[:-1] not in redact_secrets(text)


@pytest.mark.parametrize("text", LOOK_ALIKES)
def test_a_card_given_alone_and_password_rules_in_cjk_prose_are_not_flagged(text: str) -> None:
    assert looks_secret(text) is None
