"""Round 28, lock combinations and door codes the lock rules missed: a locker's or padlock's combination named by the
borrowed word in South Indian and other scripts (a combination word beats a date's shape), a bike lock's number in
Japanese, a door code spelled in digit words after an address abbreviation with a dot ("bât. C"), and a door code
that reads as a year when the writer hushes it in chat spellings ("ma t2ello la 7ada", "kisi ko mat batana"). The
look-alikes stay public: building years, booking dates, birthdays, a locker's, room's, flight's or bus's own number,
a quiz's join code, phone numbers, scores and a combination talked about with no value.
"""

from __future__ import annotations

import pytest

from tiered_memory.shared.safety import looks_secret, redact_secrets

# (text, the value that must not survive redaction)
COMBINATIONS = [
    ("ലോക്കർ കോമ്പിനേഷൻ: 27-09-51", "27-09-51"),
    ("ലോക്കറിന്റെ കോമ്പിനേഷൻ 3-8-1-5 ആണ്", "3-8-1-5"),
    ("லாக்கர் காம்பினேஷன்: 14-07-83", "14-07-83"),
    ("లాకర్ కాంబినేషన్: 22-11-47", "22-11-47"),
    ("ಲಾಕರ್ ಕಾಂಬಿನೇಷನ್: 19-03-58", "19-03-58"),
    ("લોકર કોમ્બિનેશન: 25-06-71", "25-06-71"),
    ("ਲਾਕਰ ਕੰਬੀਨੇਸ਼ਨ: 12-08-64", "12-08-64"),
    ("لاکر کا کمبینیشن: 16-02-79", "16-02-79"),
    ("საკეტის კომბინაცია: 21-05-68", "21-05-68"),
    ("צירוף המנעול: 11-06-73", "11-06-73"),
    ("padlock combination: 12-05-87", "12-05-87"),
    ("自転車の鍵の番号：7-3-8-2", "7-3-8-2"),
    ("自転車の鍵の番号は5-2-9-1です", "5-2-9-1"),
    ("南京錠の番号：6-0-4-8", "6-0-4-8"),
    ("saikil ke taale ka number 3-6-1-8 hai", "3-6-1-8"),
]

SPELLED_DOOR_CODES = [
    ("digicode bât. C : sept-trois-huit-deux, étoile", "sept-trois-huit-deux"),
    ("digicode bât. B : 7382 puis étoile", "7382"),
    ("Код домофона, корп. 2: семь-три-восемь-два", "семь-три-восемь-два"),
    ("el código del portal, esc. B: siete-tres-ocho-dos, almohadilla", "siete-tres-ocho-dos"),
    ("codice del portone: sette-tre-otto-due, cancelletto", "sette-tre-otto-due"),
    ("kod do bramy: siedem-trzy-osiem-dwa, gwiazdka", "siedem-trzy-osiem-dwa"),
]

HUSHED_DOOR_CODES = [
    ("el code taba3 el bab bel 3imara 1968, ma t2olo la 7ada", "1968"),
    ("kod el bawwabe 1984 bas ma t2ool la 7ada", "1984"),
    ("front door code 1987, don't tell anyone", "1987"),
    ("the gate code is 1979, keep it secret", "1979"),
    ("darwaze ka code 1991, kisi ko mat batana", "1991"),
    ("le code de la porte 1982, ne le dis à personne", "1982"),
    ("code el bab 1973 bas ma t3tih la 7ad", "1973"),
    ("gate er code 1990, kauke bolbi na", "1990"),
]

LOOKALIKES = [
    "the building was built in 1975",
    "el building mabni sanet 1975, ma t2ello la 7ada",
    "the door was painted in 1975, ma t2ello la 7ada",
    "padlock bought 2019, don't tell anyone",
    "the locker was booked on 18-04-62",
    "my locker combination was reset on 18-04-2024",
    "ലോക്കർ ബുക്ക് ചെയ്തത് 18-04-2024",
    "my birthday is 18-04-62",
    "ലോക്കർ 18",
    "ਲਾਕਰ ਨੰਬਰ 18",
    "locker 18 is free, combination unknown",
    "ലോക്കർ കോമ്പിനേഷൻ മറന്നു",
    "the padlock combination has 3 digits",
    "自転車を2024年に買った",
    "鍵の番号は覚えてない",
    "flight 1975 departs from gate 12",
    "room 1975, third floor",
    "bus route 18-04 to the station",
    "join code for the quiz: 4729",
    "call me at 555-123-4567",
    "on a gagné quatre-deux",
    "bât. C, esc. 2, 3e étage",
    "bât. C : quatre-vingts logements",
    "digicode bât. C, 12 rue de la Paix",
    "code postal: 75014",
    "gate 1975 ka building hai, kisi ko mat batana",
    "ghar ke taale ki chaabi 2 hain",
    "saikil 1990 mein li thi",
]


@pytest.mark.parametrize(("text", "value"), COMBINATIONS)
def test_a_locker_padlock_or_bike_lock_combination_is_secret_even_when_it_looks_like_a_date(text: str, value: str) -> None:
    assert looks_secret(text), text
    assert value not in redact_secrets(text)


@pytest.mark.parametrize(("text", "value"), SPELLED_DOOR_CODES)
def test_a_door_code_after_an_abbreviated_building_part_is_secret(text: str, value: str) -> None:
    assert looks_secret(text), text
    assert value not in redact_secrets(text)


@pytest.mark.parametrize(("text", "value"), HUSHED_DOOR_CODES)
def test_a_door_code_shaped_like_a_year_is_secret_when_the_writer_hushes_it(text: str, value: str) -> None:
    assert looks_secret(text), text
    assert value not in redact_secrets(text)


@pytest.mark.parametrize("text", LOOKALIKES)
def test_years_dates_and_numbers_of_lockers_rooms_flights_and_routes_stay_public(text: str) -> None:
    assert looks_secret(text) is None, text
