"""Round 26, national ids under short labels: a Latin acronym glued to CJK text ("我個HKID: …", "我的EGN: …"), Bosnian
"JMB", Tunisian Darija "الكارطة متاعي" / "بطاقة التعريف" before an 8-digit CIN; look-alikes (a word that merely ends in
the acronym's letters, an amount on the card, a company acronym, a phone number) stay public.
"""

from __future__ import annotations

import pytest

from tiered_memory.shared.safety import looks_secret

SECRETS = [
    "我個HKID: K123456(7)，填表用",
    "我嘅HKID係 A123456(3)",
    "我的EGN: 7501020018",
    "JMB od sina: 0101990170008",
    "نومرو الكارطة متاعي: 09123456",
    "بطاقة التعريف متاعي: 08876543",
]

LOOKALIKES = [
    "BASIN 12345678 level",
    "COSIN: 123456",
    "الكارطة متاعي فيها 200 دينار",
    "الكارطة متاعي تسكرت، نومرو البنك 71 234 567",
    "JMB Group plc reported revenue of 1234567890123",
    "我個HKID唔見咗，要去入境處補領",
]


@pytest.mark.parametrize("text", SECRETS)
def test_ids_under_short_or_glued_labels_are_secret(text: str) -> None:
    assert looks_secret(text), text


@pytest.mark.parametrize("text", LOOKALIKES)
def test_acronym_endings_amounts_and_lost_cards_stay_public(text: str) -> None:
    assert looks_secret(text) is None, (text, looks_secret(text))
