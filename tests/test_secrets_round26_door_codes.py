"""Round 26, door and lock codes keyed with a local verb or read out digit by digit: a building's door keyed with
"slå", "натискаш", "מקישים" (digits run together, spaced or apart by commas), a hotel or wall safe's code, a cargo or
city bike's lock ("het slot van de bakfiets"), a ward's drug room; look-alikes (room and floor numbers, years of
building, prices, phone numbers, bus lines, talk about a door code with no value) stay public.
"""

from __future__ import annotations

import pytest

from tiered_memory.shared.safety import looks_secret

SECRETS = [
    "Porten till gården: slå 4417 och tryck hårt",
    "Dörren i trapphuset, slå 0 5 2 9 så surrar det",
    "Входът на кооперацията: натискаш 7, 1, 4, 2 и бутона с ключ",
    "Вход Б: натиснете 2 6 0 9 и звънеца на 12",
    "בכניסה לבניין מקישים 3 0 7 2 וסולמית",
    "לדלת של המחסן תקיש 5 8 1 4 ואז כוכבית",
    "Zimmersafe im Ferienhaus: 4 7 0 2 und dann die Raute",
    "Hotelsafe auf Zimmer 12: 3 9 1 6, dann Stern",
    "Het slot van de fiets zet je op 7-3-1-9, dan gaat hij open",
    "Slot van de damesfiets: 5-2-0-8",
    "Drug room on 4 North: 7 3 9 1 #, changes monthly",
    "Med room on ward 3: 2 6 4 8 *",
    "Medikamentenraum Station 2: 5 1 7 3 #",
]

LOOKALIKES = [
    "Porten på Södermalm byggdes 1932 och renoverades 2019",
    "Hotelsafe in Zimmer 214 ist kaputt, bitte Rezeption anrufen",
    "Zimmer 214, dritter Stock, Frühstück ab 7",
    "Входът на блока е от улица Витоша 38",
    "בבניין של סבתא יש 12 קומות ומעלית",
    "Het slot van de bakfiets kostte 89 euro",
    "Slot van de bakfiets is kapot, fiets staat bij nummer 14",
    "Drug room on ward 6B is next to bay 4",
    "The drug room code changes on the 1st of each month",
    "Bus 1932 naar Södermalm vertrekt om 14:05",
    "Slå 112 om det brinner",
    "Slå numret 08 123 456 78 till porten om du inte kommer in",
]


@pytest.mark.parametrize("text", SECRETS)
def test_keyed_door_and_lock_codes_are_secret(text: str) -> None:
    assert looks_secret(text), text


@pytest.mark.parametrize("text", LOOKALIKES)
def test_rooms_years_prices_and_talk_stay_public(text: str) -> None:
    assert looks_secret(text) is None, (text, looks_secret(text))
