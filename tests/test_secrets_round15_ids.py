"""Round 15: ids a relative's or made personal, health-insurer member numbers, session cookies, Wi-Fi QR payloads, a disowned joke password."""

from __future__ import annotations

import pytest

from tiered_memory.shared.safety import looks_secret

# Ids made someone's by a possessive or the word "personal", and member numbers named with their insurer.
IDS = [
    "الرقم الوطني لأبوي 9851023476",
    "الرقم الوطني لزوجتي: 2000123456",
    "mã số thuế cá nhân 8031942751",
    "MST cá nhân của mẹ: 8031942751",
    "mi cuit personal 20-31847291-6 para facturar como monotributista",
    "CUIL de mi vieja 27-18472913-4",
    "RFC de mi esposa: GOMA850312QW7",
    "my personal tax number 384-92-1107",
    "Mitgliedsnummer AOK: H417283950",
    "TK Versichertennummer: A123456780",
    "Member ID (Aetna): W218473950 group 0081",
    "Cigna member ID U48213907 01",
    "subscriber ID (BCBS): XYZ884721930",
    "numéro d'adhérent MGEN : 1847293650",
    "Mutuelle Harmonie, n° adhérent 00482917363",
    "número de socio de Sanitas: 72910384",
    "Zilveren Kruis relatienummer 184729365",
    "número de afiliado OSDE 61 284917 3 01",
    "Bupa membership number 48291736",
]

# Numbers beside those names that are nobody's id: phones, a club's, a company's, an emergency line, no number at all.
NOT_IDS = [
    "Aetna member services: 1-800-872-3862",
    "Member ID (Aetna) is printed on the front of your card.",
    "Your Aetna member ID is on the card; group number 0081",
    "AOK Hotline 0800 265 5000",
    "Mitgliedsnummer im Sportverein: 4711",
    "ADAC Mitgliedsnummer 123456789",
    "CUIT de la empresa: 30-71234567-8",
    "الرقم الوطني للطوارئ 911",
    "mã số thuế công ty 0312345678",
    "Group number 0081 for Aetna",
    "The insurance policy says members must show their member ID at the pharmacy.",
    "RUC de la empresa 20512345678",
    "Mutuelle MGEN : 36 46 (appel non surtaxé)",
    "Sanitas: número de socio en la app, teléfono 91 752 29 02",
    "Zilveren Kruis polisvoorwaarden 2025 artikel 12",
    "Bupa membership number is on your card",
]

# Session cookies of well-known sites and the password field of a Wi-Fi QR payload.
FORMATS = [
    ".ROBLOSECURITY=_|WARNING:-DO-NOT-SHARE-THIS.--|_8A7F2C91D7E35B06A8F1C2D49E7B30A5F6C18D2E9B47A03F",
    "WIFI:T:WPA;S:Casa_Rossi;P:Pizzamargherita_5G;;",
    "WIFI:S:Buero;T:WPA;P:sommer2024;H:false;;",
    "li_at=AQEDAR8xYz0C4kVnAAABjK3pQ2wAAAGM0fhU8k4AqZ3",
]

# A famous joke password disowned in its own sentence.
DISOWNED = [
    "Password: hunter2 — lol the old IRC joke, not mine",
    "Passwort: hunter2, der alte IRC-Witz, nicht meins",
    "mot de passe : hunter2, la vieille blague IRC, pas le mien",
    "contraseña: hunter2, el chiste viejo de IRC, no es mío",
]

# Real passwords that merely mention a joke.
OWNED = [
    "my password is hunter2 like the IRC joke",
    "Password: Tr0ub4dor&3 - my real one, not the xkcd joke",
]


@pytest.mark.parametrize("text", IDS)
def test_an_id_made_personal_or_named_with_its_insurer_is_found(text: str) -> None:
    assert looks_secret(text) is not None


@pytest.mark.parametrize("text", NOT_IDS)
def test_a_number_beside_an_id_name_that_is_not_an_id_is_not_found(text: str) -> None:
    assert looks_secret(text) is None


@pytest.mark.parametrize("text", FORMATS)
def test_a_session_cookie_or_wifi_qr_password_is_found(text: str) -> None:
    assert looks_secret(text) is not None


@pytest.mark.parametrize("text", DISOWNED)
def test_a_joke_password_disowned_in_its_sentence_is_not_found(text: str) -> None:
    assert looks_secret(text) is None


@pytest.mark.parametrize("text", OWNED)
def test_a_real_password_that_mentions_a_joke_is_found(text: str) -> None:
    assert looks_secret(text) is not None
