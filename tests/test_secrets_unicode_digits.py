"""Digits that are no decimal digits (Ethiopic numerals, superscripts, circled digits) pass `str.isdigit` but not
`int()`: the detector and redaction read such texts without raising."""

from __future__ import annotations

import pytest

from tiered_memory.shared.safety import looks_secret, redact_secrets

TEXTS = [
    "the meeting is at ፩፪፫፬ tomorrow",          # Ethiopic numerals where a clock time is read
    "PIN ፬፩፮፰, don't share it",
    "installed in ¹⁹⁹⁸ by the landlord",
    "DNI ⑫③④⑤⑥⑦⑧Z for the hotel",
    "IBAN DE⁸⁹ ³⁷⁰⁴ ⁰⁰⁴⁴ ⁰⁵³² ⁰¹³⁰ ⁰⁰",
    "call back at ①⓪③⓪ about the password",
]


@pytest.mark.parametrize("text", TEXTS)
def test_a_text_with_non_decimal_digits_is_read_and_redacted_without_raising(text: str) -> None:
    verdict = looks_secret(text)
    assert verdict is None or isinstance(verdict, str)
    assert isinstance(redact_secrets(text), str)
