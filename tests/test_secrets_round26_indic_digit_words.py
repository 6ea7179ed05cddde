"""Round 26: a PIN, password or id said in the everyday forms of the Indic digit words (Tamil "நாலு", "மூணு",
"ரெண்டு"; Kannada "ನಾಕು"; Telugu "అయిదు"; Bengali, Gujarati, Marathi and Punjabi "zero" loans), and one said after a
hesitation ("म्हणजे... हं..."); counting, a bus or a phone number read out stay unflagged."""

from __future__ import annotations

import pytest

from tiered_memory.shared.safety import looks_secret, redact_secrets

SECRETS = [
    ("அம்மா ATM பின் நாலு மூணு ரெண்டு ஒம்பது", "நாலு மூணு ரெண்டு ஒம்பது"),
    ("ಅಪ್ಪನ ಎಟಿಎಂ ಪಿನ್ ನಾಕು ಒಂಭತ್ತು ಎರಡು ಸೊನ್ನೆ", "ನಾಕು ಒಂಭತ್ತು ಎರಡು ಸೊನ್ನೆ"),
    ("అమ్మ ATM పిన్ అయిదు రెండు సున్నా ఏడు", "అయిదు రెండు సున్నా ఏడు"),
    ("মায়ের ATM পিন জিরো সাত নয় দুই", "জিরো সাত নয় দুই"),
    ("ਬਾਪੂ ਦਾ ATM ਪਿੰਨ ਜ਼ੀਰੋ ਤਿੰਨ ਅੱਠ ਪੰਜ", "ਜ਼ੀਰੋ ਤਿੰਨ ਅੱਠ ਪੰਜ"),
    ("தாத்தா ஆதார் நம்பர் ரெண்டு மூணு நாலு அஞ்சு ஆறு ஏழு எட்டு ஒம்பது ஒண்ணு ரெண்டு மூணு நாலு",
     "ரெண்டு மூணு நாலு அஞ்சு"),
    ("अम्मा फोन पासवर्ड म्हणजे... हं... झिरो नऊ तीन आठ", "झिरो नऊ तीन आठ"),
    ("அம்மா போன் பாஸ்வேர்டு... ம்ம்... ரெண்டு ஒம்பது நாலு மூணு", "ரெண்டு ஒம்பது நாலு மூணு"),
    ("the phone password is... umm... four two nine seven", "four two nine seven"),
]


@pytest.mark.parametrize("text,value", SECRETS)
def test_a_secret_said_in_everyday_digit_words_is_flagged_and_redacted(text: str, value: str) -> None:
    assert looks_secret(text) is not None
    assert value not in redact_secrets(text)


BENIGN = [
    "ஒண்ணு ரெண்டு மூணு நாலு அஞ்சு — பாப்பா எண்ணக் கத்துக்கிறா",
    "the bus number is... umm... forty two",
    "बस नंबर... हं... चार दोन, कोथरूड डेपो",
    "அப்பா போன் நம்பர் சொல்லுங்க, யாருக்கும் சொல்லக்கூடாது",
    "फोन पासवर्ड बदलला, नवीन पासवर्ड अजून सांगितला नाही",
]


@pytest.mark.parametrize("text", BENIGN)
def test_counting_a_route_or_talk_about_a_password_stays_unflagged(text: str) -> None:
    assert looks_secret(text) is None
