"""Round 25: a one-time code passed on inside a quoted text message in Swahili, Hausa, Zulu or Amharic words, and in
single quotes; an order, a postcode or a balance quoted the same way is no code."""

from __future__ import annotations

import pytest

from tiered_memory.shared.safety import looks_secret, redact_secrets

CODES = [
    ("Bibi amenitumia ujumbe: 'Msimbo wako wa uthibitisho ni 517309' — anajaribu kuingia kwenye app", "517309"),
    ("ujumbe kutoka benki: 'Nambari yako ya siri ya mara moja ni 40917'", "40917"),
    ("Kaka alituma meseji: \"Msimbo wa kuthibitisha: 6624 81\" asubuhi", "6624 81"),
    ("umlayezo kagogo: 'Ikhodi yakho ithi 739150, ungayabelani nomuntu'", "739150"),
    ("Forwarded sms: 'Your verification code is 288104'", "288104"),
]


@pytest.mark.parametrize("text,value", CODES)
def test_a_one_time_code_quoted_from_a_message_is_flagged_and_redacted(text: str, value: str) -> None:
    assert looks_secret(text) is not None
    assert value not in redact_secrets(text)


BENIGN = [
    "ujumbe: 'Agizo lako namba 448812 limetumwa'",
    "ujumbe: 'Msimbo wa posta ni 00100'",
    "ujumbe wa M-Pesa: 'Umepokea Ksh 2500 kutoka JOHN, salio 4412'",
    "Mama aliniuliza msimbo wa uthibitisho ni nini, nikamweleza usimpe mtu",
    "the message said 'see you at 1930' and nothing else",
]


@pytest.mark.parametrize("text", BENIGN)
def test_an_order_postcode_balance_or_talk_about_codes_stays_unflagged(text: str) -> None:
    assert looks_secret(text) is None
