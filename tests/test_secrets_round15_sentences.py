"""Round 15's sentence families (secret_sentence_words.py, the PIN and password words of more scripts): a lock code
before or after its lock word in any script's digits, a code said as compound number words, a value an arrow points
back at with a chat abbreviation; each family in several languages, and the look-alikes that must stay unflagged.
The real detector, no mocks."""

from __future__ import annotations

import pytest

from tiered_memory.shared.safety import looks_secret, redact_secrets

FAMILIES = {
    "a lock code before or after its lock word": [
        "8842 das ist der code vom fahrradschloss",
        "5190 is the code for the bike lock",
        "কাবার্ডের তালার কম্বিনেশন ৭-৩-৯",
        "atariko kodea 2-0-1-9 da",
        "Ombi la kufuli ya sanduku la posta 9-2-7",
        "Η μπάρα στο πάρκινγκ ανοίγει με 5 5 0 8 #",
        "Toranlage Kleingarten: 1 2 0 6 dann Raute",
        "Schloss vom Spind im Fitnessstudio: 27-14-39",
        "Kombinasi koper: 5-5-2",
        "le cadenas du vélo : 7-2-9-1",
        "combinación del candado 4-8-2",
        "la combinazione del lucchetto è 6-1-9",
        "der Zahlencode vom Koffer ist 3-9-1",
        "La porte s'ouvre avec 4471#",
        "Das Tor öffnet mit 5 9 1 2 dann Raute",
        "ताले का कॉम्बिनेशन ४-२-८",
    ],
    "a code said as compound number words": [
        "code portail : quatre-vingt-quinze trente-deux",
        "Türcode: zweiundvierzig siebzehn",
        "el código del portón es noventa y cinco treinta y dos",
        "door code: ninety-five thirty-two",
        "codice cancello: novantacinque trentadue",
        "código do portão: noventa e cinco trinta e dois",
        "deurcode: vijfennegentig tweeëndertig",
    ],
    "a PIN or password word of another script": [
        "JazzCash کا پن 1947 ہے",
        "ATM பின் 6084, அம்மாவோட கார்டு",
        "ஸ்கூட்டர் ஆப் பாஸ்வேர்டு: Idli@Sambar77",
        "బ్యాంక్ పిన్ 4821",
        "എടിഎം പിൻ 7312",
        "ব্যাংকের পিন 5521",
        "ಎಟಿಎಂ ಪಿನ್ 3381",
        "ගූගල් පාස්වර්ඩ්: Kandy#2024x",
        "Facebook ፓስወርድ: Abebe_1990!",
        "Line พาสเวิร์ด: Somchai99!",
        "ATM ፒን 4821",
        "ធនាគារ ពិន 5512",
        "HDFC ਪਿੰਨ 2290",
        "Gpay પિન 7781",
    ],
    "a value an arrow points back at, named by a chat abbreviation": [
        "Tinka1988! <- dat is het ww van m'n ing app",
        "Qwerty99! <- mijn ww voor gmail",
        "Sunny2020# <-- pw for my work laptop",
        "Soleil_75 ← mdp de la box",
    ],
    "a code word beside a well-known app and a password-shaped value": [
        "TikTok รหัส somtam_Pla99",
        "Discord kod: Burak_2009x",
        "Shopee mã: Lan_hoa1997",
    ],
}
SENTENCES = [text for texts in FAMILIES.values() for text in texts]

LOOK_ALIKES = [
    "Schloss Neuschwanstein wurde 1869 begonnen",
    "Zimmer 214 im Schloss",
    "Das Schloss hat 365 Fenster",
    "Gate 12 boarding at 14:30",
    "Spind Nr. 214",
    "Locker 42 at the gym",
    "The lock cost 25 euros",
    "Fahrradschloss für 39,99 € gekauft",
    "Schloss: 1-2 gewonnen",
    "Schlosspark Konzert am 12-05-2024",
    "quatre-vingt-quinze euros pour le portail",
    "ATM பின் இருந்து வந்தேன்",
    "The door opens with a key",
    "Call me <- that's what she said",
    "Tor: 2-1 in der 89. Minute",
    "Safe at 3-2 in the ninth",
    "trente-deux ans, portail neuf",
    "le code a changé il y a vingt-deux ans",
    "Der Code hat zweiundvierzig Zeichen",
    "the gate code was changed in twenty twenty-four",
    "code promo: vingt-cinq pour cent",
    "dress code: forty two people",
    "Der Koffer wiegt 23 kg, Schloss kaputt",
    "Fahrradschloss bei Rose bestellt, Bestellnummer 4471",
]


@pytest.mark.parametrize("text", SENTENCES)
def test_a_round15_family_sentence_is_flagged_and_its_redaction_is_not(text: str) -> None:
    assert looks_secret(text) is not None, text
    assert looks_secret(redact_secrets(text)) is None, redact_secrets(text)


@pytest.mark.parametrize("text", LOOK_ALIKES)
def test_a_lock_word_beside_a_price_room_score_date_or_amount_is_not_flagged(text: str) -> None:
    assert looks_secret(text) is None, text


NUMBERED = [
    "Her locker is number 4471 in the gym",
    "Mein Spind hat die Nummer 2207",
    "Mi taquilla es la número 3319",
    "Das Fahrradschloss liegt in Zimmer 2207",
]


@pytest.mark.parametrize("text", NUMBERED)
def test_a_locker_or_room_said_with_its_number_is_not_flagged(text: str) -> None:
    assert looks_secret(text) is None, text


MORE_LOOK_ALIKES = [
    "Das Tor fiel, Aufstellung 4-4-2",
    "Atari: 2600 und 7800 im Keller",
    "Clock: 1530 at the station",
    "Block: 1230 im Neubau",
    "Fiets: 499 euro bij de Action",
    "Roblox promo code SPIDERCOLA",
    "Twitch code ABC123",
]


@pytest.mark.parametrize("text", MORE_LOOK_ALIKES)
def test_a_formation_a_console_a_clock_a_block_or_a_price_is_not_a_lock_code(text: str) -> None:
    assert looks_secret(text) is None, text


TAKEN_BACK = [
    "kod PIN do telefonu babci: 1111... nie, 1 9 4 6",
    "Code de la porte : 1234… non, 4 8 2 6",
    "PIN vom Handy: 0815? nein – 3947",
]


@pytest.mark.parametrize("text", TAKEN_BACK)
def test_a_code_given_after_a_wrong_one_taken_back_is_redacted_too(text: str) -> None:
    assert looks_secret(text) is not None, text
    assert looks_secret(redact_secrets(text)) is None, redact_secrets(text)
