"""Round 26: a PIN or code whose label reaches its value through Egyptian, Levantine or Moroccan possessives ("رقم
الكارت السري بتاع ماما ٧٢٤٠", "الباسورد تبع الراوتر", "lpin dyal lcarte dyal baba", "code dyal lbab 2580B"), the
label written "الـPIN"; a discount, product, phone or postal number under the same possessives stays unflagged."""

from __future__ import annotations

import pytest

from tiered_memory.shared.safety import looks_secret, redact_secrets

SECRETS = [
    ("الرقم السري بتاع الفيزا بتاعت بابا ٤٨١٩، متقولش لحد", "٤٨١٩"),
    ("رقم الـPIN بتاع الخط بتاع جدو 3 8 6 1 لو التليفون اتقفل", "3 8 6 1"),
    ("الباسورد تبع الراوتر تبع البيت 583920", "583920"),
    ("lpin dyal lcarte dyal baba 4 7 1 9", "4 7 1 9"),
    ("lcode dyal lbab dyal garage 7314A, ma t3tih l 7ta wa7ed", "7314A"),
    ("الرمز حق البطاقة حق أمي ٦٠٣٨", "٦٠٣٨"),
]


@pytest.mark.parametrize("text,value", SECRETS)
def test_a_pin_behind_colloquial_possessives_is_flagged_and_redacted(text: str, value: str) -> None:
    assert looks_secret(text) is not None
    assert value not in redact_secrets(text)


BENIGN = [
    "كود الخصم بتاع المحل 4521",
    "كود المنتج بتاع الصيدلية ١٢٥٤٨",
    "lcode postal dyal Derb Sultan 20480",
    "رقم التليفون بتاع ماما 0123 456",
    "الميكروباص بتاع رمسيس بـ ١٠ جنيه",
]


@pytest.mark.parametrize("text", BENIGN)
def test_a_discount_product_postal_or_phone_number_behind_possessives_stays_unflagged(text: str) -> None:
    assert looks_secret(text) is None
