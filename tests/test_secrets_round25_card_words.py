"""Round 25: a card's security code under its Persian transliteration ("سی‌وی‌وی۲", with or without the zero-width
non-joiner, Persian or Latin digits) or the Portuguese "código de segurança"; talk about the code with no value stays
unflagged."""

from __future__ import annotations

import pytest

from tiered_memory.shared.safety import looks_secret, redact_secrets

SECRETS = [
    ("سی\u200cوی\u200cوی۲ کارت ملت: ۴۲۷ تاریخ انقضا ۰۶/۰۹", "۴۲۷"),
    ("سی وی وی ۲ کارتم ۹۱۵ هست", "۹۱۵"),
    ("سی\u200cوی\u200cوی2 کارت: 306", "306"),
    ("cartão da loja final 2210, código de segurança 774, validade 08/27", "774"),
]


@pytest.mark.parametrize("text,value", SECRETS)
def test_a_card_security_code_under_its_local_name_is_flagged_and_redacted(text: str, value: str) -> None:
    assert looks_secret(text) is not None
    assert value not in redact_secrets(text)


BENIGN = [
    "سی\u200cوی\u200cوی۲ پشت کارت نوشته شده",
    "سی وی وی ۲ را به هیچ کس ندهید",
    "o código de segurança fica no verso do cartão, nunca o envie",
]


@pytest.mark.parametrize("text", BENIGN)
def test_talk_about_the_security_code_with_no_value_stays_unflagged(text: str) -> None:
    assert looks_secret(text) is None
