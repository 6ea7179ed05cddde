"""The concept cues (secret_concepts.py, secret_concept_rules.py) on sentences written for these tests: each family in
several languages, and the look-alikes that must stay unflagged. The real detector, no mocks."""

from __future__ import annotations

import pytest

from tiered_memory.shared.safety import looks_secret, redact_secrets

ENTRY_CODES = [
    "Codul de la poarta blocului: 4C7719",                     # ro, letters among digits
    "Код от домофона в подъезде 37К1184",                      # ru
    "Kod do domofonu na klatce: 5#2#8#1",                       # pl, keyed with #
    "Kode pintu pagar rumah 7*3*1*9",                           # id, keyed with *
    "רמז הכניסה לבניין",                                        # (no value: must not fire, checked below)
]
FAMILIES = {
    "entry code after a thing, any language": [
        "Codul de la poarta blocului: 4C7719",
        "Код от домофона в подъезде 37К1184",
        "Kod do domofonu na klatce: 5#2#8#1",
        "Kode pintu pagar rumah 7*3*1*9",
        "קוד לשער של החניון 5820",
        "رمز البوابة الخلفية 8#4#1",
        "Mã cổng chung cư: 4471#",
        "Il codice del cancello è 3-9-4-1",
    ],
    "code glued to the thing it opens (compounds)": [
        "Garagentorcode bei den Eltern: 7-2-0-5",
        "Porttelefonkoden: 1290",
        "Ovikoodi rappuun 4#7#1#0",
        "Riasztókód a boltban: 9-3-3-1",
        "Deurcode van de berging: 6#0#4#2",
        "Hengelåskoden til boden er 5-0-1",
    ],
    "Wi-Fi password after a local Wi-Fi word": [
        "รหัสไวไฟออฟฟิศ office_lan_2024",
        "Wifin salasana kesämökillä: Hirvi_KoTi",
        "WLAN-Schlüssel im Ferienhaus: Seeblick_2023",
        "Wifi-koden hos mormor: Rosenhave88",
        "رمز وای‌فای دفتر: daftar_1399",
    ],
    "API key and secret values in any language": [
        "clé API de Mapbox pour le serveur : 9f2c4e1a7b3d5f60a8c2e4b6d1f3a5c7",
        "klucz API do OpenWeather: 3b8e1f0c9a7d2e4f6b1c3d5e7f9a0b2c",
        "session_secret: 4a1c9e7b2d5f8a0c3e6b9d1f4a7c0e3b6d9f2a5c8e1b4d7f0a3c6e9b2d5f8a1c4e7b0",
    ],
    "PIN, PUK and passcodes in local words and scripts": [
        "ПІН-код до картки Монобанку: 7302",
        "PUK-koden til SIM-kortet 48201937",
        "Namba ya siri ya benki ni 6620",
        "eSewa MPIN ५८३१ हो",
        "Säkerhetskoden till BankID: 551093",
    ],
    "value on the next line after a label": [
        "Abholcode Packstation:\n4K 82 19",
        "Codice del lucchetto della bici:\n0-7-3-5",
        "Türcode Keller:\n\n1#9#7#3",
        "Код от сейфа —\n4482",
    ],
    "a keyed code given before its word, or after a question mark": [
        "7#7#1#0 — das ist der Türcode",
        "2-5-8-0 is the alarm code",
        "Der Code fürs Tor? 5-1-1-9",
        "Кодот за влезната врата е 4471",
        "Kodi i derës së pallatit: 3319",
        "Κωδικός πρόσβασης πολυκατοικίας 4471",
        "Код домофона в подъезде 1987",
    ],
    "a bank's code word or control word": [
        "Контрольное слово в банке: Барсик",
        "Słowo kontrolne do banku: Mruczek",
    ],
    "code word and quoted phrase": [
        "Kodeordet til bedstemor er „blå elefant 12“",
        "Кодовое слово для банка — «ромашка77»",
    ],
    "security answer after a question word": [
        "Antwort auf die Sicherheitsfrage (erstes Haustier): Bello",
        "پاسخ سوال امنیتی (شهر تولد): رشت",
    ],
    "a value opening the next chat message": [
        "[21:04] Anna: der Türcode ist neu\n[21:05] Anna: 4#7#1#9 ab morgen",
        "Петя, 09:12: пароль от вайфая\nПетя, 09:13: Sosna_77_dom",
    ],
    "digits said as words after a cue, more languages": [
        "PIN do karty to cztery siedem dwa jeden",
        "Mã PIN là bốn bảy hai một",
        "Şifrem dört yedi iki bir sekiz",
    ],
    "a credential assigned to an identifier in any case": [
        "gradle: keystorePassword=Rel3ase!Key storeFile=app.jks",
        "config.yml: webhook_secret: 8c1f4e7a2b9d0c3e5f6a7b8c9d0e1f2a",
    ],
    "gift card code after its label": [
        "Google Play gift card from Lea: QW7R-4K9PX-MZ2TB",
        "Carte cadeau Fnac : 6032 8841 9920 1175",
    ],
    "codes listed on the lines below their word": [
        "Microsoft recovery codes\n1. 5519 2280\n2. 7731 0462",
        "Kody zapasowe Google:\n8812 4471\n0935 2208",
    ],
    "a security answer after the question's topic and a dash": [
        "Drošības jautājums bankā: pirmais mājdzīvnieks – Runcis",
        "Sigurnosno pitanje: ime prvog ljubimca – Medo",
    ],
    "a card code or PIN read through OCR or digit-for-letter spelling": [
        "OCR of the card: CVC 5O8",
        "Your Persona1 Identification Number is 6032",
    ],
    "a lock alone on its line and its code keyed below": [
        "Garage door\n\n4 0 7 7",
        "Porta da frente\n2-8-1-9",
    ],
    "a lock that labels its code": [
        "Haustür bei Tante Vera: 5 2 9 1 und dann Raute",
        "Cadeado do cacifo do ginásio: 0-9-6-2",
    ],
}
LOOK_ALIKES = [
    "Kod pocztowy do faktury: 00-950",
    "Bestellnummer für das Garagentor: 4471-2093",
    "Le code couleur du portail est #1F6E8C",
    "Postcode van de berging: 1012 AB",
    "codice articolo 5 5 2 0 sullo scaffale C",
    "Door code is taped inside the cupboard, ask Ana",
    "Forgot the wifi password again, I'll reset the router tomorrow",
    "The wifi network name is HomeNet-5G",
    "Telefon do portierni: 22 615 40 12",
    "Tracking number for the locker delivery: 1Z999AA10123456784",
    "Versione dell'app del citofono: 2.4.1",
    "commit hash for the API key rotation: 4f1c9e2a7b3d5f60",
    "WIFI_PASSWORD=<fill in>",
    "DATABASE_URL=postgres://user:password@localhost:5432/app is the template",
    "Het wachtwoord van DigiD staat in Bitwarden onder 'Opa'",
    "Door code policy: codes like 1234 or 0000 are not allowed",
    "Kodlåset köpte vi 2019 på Clas Ohlson",
    "Gutscheincode SOMMER20 gilt bis Sonntag",
    "電話番号 03-1234-5678",
    "郵便番号 150-0002",
    "Yeni ofisin posta kodu 34394 Şişli",
    "Wifi network name at the cabin is Telia-9F2C (password on the router)",
    "Пароль від Приват24 треба змінити до п'ятниці",
    "[10:02] Tom: the door code changed\n[10:03] Tom: call me at 14:30",
    "We counted one two three four and then the PIN reader beeped",
    "gradle: keystorePasswordRequired=true",
    "Google Play gift card from Lea: still unused",
    "Security question: what was the name of your first pet?",
    "Security question: What is your mother's maiden name?",
    "Hausmeister für die Tür: 0171 2345678",
    "Domofon: 22 615 40 12",
    "Private key fingerprint: SHA256:3f9a8b7c6d5e4f3a2b1c",
    "Kapıcının telefonu: 0532 123 45 67",
    "Front door\n\npainted blue last spring",
    "Garage\n2 cars, 1 bike",
    "CVC is the three digits on the back",
    "Kargo takip kodu: 1234567890",
    "Security question answer: forgot it, need to call the bank",
    "[09:00] Mom: door code changed\n[09:01] Mom: 2024 is the year of the dragon",
    "Codul interfonului s-a schimbat pe 03-04-2024",
    "Garage door opener model LM-8550W",
    "Türcode Keller:\n\nfragt Herrn Maier",
    "Das Kontrollwort ist im Ordner",
    "Die API-Schlüssel-ID lautet key_8f3a2c",
    "Kundennummer für das WLAN: 88120455",
    "Box internet : identifiant client 12345678",
    "Numero cliente antifurto 44556677",
    "Der Standard-PIN ist 1234",
    "The door code was changed in March 2024",
    "Der Code fürs Tor? Keine Ahnung, 2019 war er anders",
    "Wecker/Alarm: 0545",
    "Porte: 1450 x 2100 mm",
    "Safe: 2500 USD inside",
    "Lakat: 1200 Ft",
    "Locker: 1024",
    "Η πολυκατοικία χτίστηκε το 1974",
    "Код домофона поменяли в 2019",
]


@pytest.mark.parametrize("text", [t for texts in FAMILIES.values() for t in texts])
def test_each_family_sentence_is_flagged_and_its_value_redacted(text: str) -> None:
    assert looks_secret(text) is not None
    assert looks_secret(redact_secrets(text)) is None


@pytest.mark.parametrize("family", FAMILIES)
def test_each_family_is_covered_in_at_least_two_languages(family: str) -> None:
    assert len(FAMILIES[family]) >= 2


@pytest.mark.parametrize("text", LOOK_ALIKES)
def test_look_alikes_of_codes_keys_and_passwords_stay_unflagged(text: str) -> None:
    """Order, tracking, postal, customer and phone numbers, prices, sizes, times, versions and hashes near a cue."""
    assert looks_secret(text) is None


def test_a_code_word_with_no_value_names_no_secret() -> None:
    assert looks_secret(ENTRY_CODES[-1]) is None
