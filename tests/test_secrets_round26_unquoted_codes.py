"""Round 26: a one-time code passed on without quotes but with its warning never to pass it on ("Usimpe mtu yeyote",
"mat do kisi ko", "jangan kasih ke siapa pun", "don't share it with anyone"), and the code shown to collect a parcel;
an expired code, a phone or an order number with the same warning, and a parcel's tracking or locker number stay
unflagged."""

from __future__ import annotations

import pytest

from tiered_memory.shared.safety import looks_secret, redact_secrets

SECRETS = [
    ("Ujumbe: Msimbo wako wa uthibitisho ni 552817. Usimpe mtu yeyote.", "552817"),
    ("Kode verifikasi kamu 774219, jangan kasih ke siapa pun ya", "774219"),
    ("papa ka code aaya hai 918273, kisi ko mat batana", "918273"),
    ("Your verification code is 663104 - don't share it with anyone", "663104"),
    ("Lambar tabbatarwa 480271, kada ka ba kowa", "480271"),
    ("Shey you go collect the parcel? Show this code at the counter: 551902", "551902"),
    ("Para retirar el paquete muestra el código 882614 en la tienda", "882614"),
]


@pytest.mark.parametrize("text,value", SECRETS)
def test_a_code_passed_on_with_its_warning_or_for_a_parcel_is_flagged_and_redacted(text: str, value: str) -> None:
    assert looks_secret(text) is not None
    assert value not in redact_secrets(text)


BENIGN = [
    "Order number 882614 - don't share it with anyone",
    "My number 0712 345 678, don't give it to anyone",
    "My number is 712345, don't give it to anyone",
    "Tracking code for the parcel pickup: 882614",
    "Collect your parcel at locker number 2231",
    "Never share your OTP with anyone, the bank will never call you for it",
    "namba yangu ya simu 0712 345 678, usimpe mtu",
]


@pytest.mark.parametrize("text", BENIGN)
def test_an_order_phone_tracking_or_locker_number_and_a_bare_warning_stay_unflagged(text: str) -> None:
    assert looks_secret(text) is None
