"""Round 28: passwords dictated word by word ("capital M marmalade seven seven exclamation mark") in several languages,
and a person's Indian PAN under the word "PAN" in an Indian script or beside an income-tax word; with the look-alikes
that stay unflagged (password rules, hints, a company's PAN, a shop's GSTIN, an order number)."""

from __future__ import annotations

import pytest

from tiered_memory.shared.safety import looks_secret, redact_secrets

DICTATED_PASSWORDS = [
    ("the password for my library account is capital R rhubarb four two at sign", "rhubarb"),
    ("Passwort fürs Elternportal: großes K Kastanie drei drei Ausrufezeichen", "Kastanie"),
    ("le mot de passe de la cantine est T majuscule tournesol neuf neuf dièse", "tournesol"),
    ("la contraseña del colegio es G mayúscula girasol cinco cinco arroba", "girasol"),
    ("het wachtwoord van de bibliotheek is hoofdletter P pannenkoek acht acht uitroepteken", "pannenkoek"),
    ("la password del registro è L maiuscola limone due due punto esclamativo", "limone"),
    ("a senha do portal é B maiúscula banana seis seis ponto de exclamação", "banana"),
    ("hasło do dziennika to duże W wiewiórka trzy trzy wykrzyknik", "wiewiórka"),
    ("my PIN for the app is capital T tiger four four hash", "tiger"),
]

DICTATED_LOOKALIKES = [
    "the password must contain a capital letter, a number and an exclamation mark",
    "Das Passwort muss einen Großbuchstaben, eine Zahl und ein Ausrufezeichen enthalten",
    "le mot de passe doit contenir une majuscule, un chiffre et un point d'exclamation",
    "password hint: the name of our first dog, capitalised",
    "the passcode for the office is small c, then the street name, then four digits",
    "I changed the password for the school portal yesterday, it was annoying",
    "the password is capital M marmalade",
    "the wifi password is on the fridge, capital letters only",
    "capital M marmalade seven seven is what the jam label says",
]


@pytest.mark.parametrize(("text", "word"), DICTATED_PASSWORDS)
def test_a_password_dictated_word_by_word_after_its_word_is_a_secret(text: str, word: str) -> None:
    assert looks_secret(text) is not None
    assert word not in redact_secrets(text)


@pytest.mark.parametrize("text", DICTATED_LOOKALIKES)
def test_password_rules_hints_and_talk_without_a_dictated_value_stay_unflagged(text: str) -> None:
    assert looks_secret(text) is None


PERSON_PANS = [
    ("बाबांचा पॅन KLMPS4821Q आहे", "KLMPS4821Q"),
    ("भाई का पेन कार्ड: QWEPT7788L", "QWEPT7788L"),
    ("মায়ের প্যান: ABRPM6612K, আয়কর রিটার্নের জন্য", "ABRPM6612K"),
    ("ਪਿਤਾ ਜੀ ਦਾ ਪੈਨ: GHJPK3341B", "GHJPK3341B"),
    ("అమ్మ పాన్: TRWPB1190C", "TRWPB1190C"),
    ("ಅಪ್ಪನ ಪ್ಯಾನ್ ZXCPV4455N", "ZXCPV4455N"),
    ("അമ്മയുടെ പാൻ: LKJPH8899D", "LKJPH8899D"),
    ("ଅମ୍ମା ପାନ: POIPU2233R", "POIPU2233R"),
    ("امی کا پین: MNBPV5566X", "MNBPV5566X"),
    ("அம்மாவின் பான்: YTRPE7788W", "YTRPE7788W"),
    ("ITR ke liye papa ka ABCPD1234E chahiye", "ABCPD1234E"),
    ("for mum's tax return: DFGPK2211L", "DFGPK2211L"),
]

PAN_LOOKALIKES = [
    "company PAN: AAACR5055K",
    "कंपनी का पैन: AABCT1234Q",
    "फर्म का पॅन AAFFK1234M ITR साठी",
    "दुकान का GSTIN: 27ABCPD1234E1Z5",
    "दुकान का पैन: ABCPD1234E",
    "order ID ABCPD1234E",
    "पान 12 वर ABCPD1234E नाही",
    "ट्रस्ट का पैन AAATR9876K है",
]


@pytest.mark.parametrize(("text", "value"), PERSON_PANS)
def test_a_persons_pan_under_a_script_word_or_a_tax_word_is_a_secret(text: str, value: str) -> None:
    assert looks_secret(text) is not None
    assert value not in redact_secrets(text)


@pytest.mark.parametrize("text", PAN_LOOKALIKES)
def test_an_organisations_pan_a_shops_gstin_and_an_order_id_stay_unflagged(text: str) -> None:
    assert looks_secret(text) is None


@pytest.mark.parametrize("text", ["combo for the locker: right 12, left 34, right 8",
                                  "Tresor: links 32, rechts 17, links 5"])
def test_a_dial_combination_still_reads_after_its_move_to_its_own_module(text: str) -> None:
    assert looks_secret(text) is not None
