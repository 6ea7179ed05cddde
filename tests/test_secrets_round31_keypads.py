"""Round 31, family "keypads": entry and card codes whose usual cue is absent or oddly shaped.

A number a door, gate, garage or barrier opens with, or that is typed on its keypad, is its code even with no
"code" word ("garasjeporten åpnes med 7734 på tastaturet", "garaj kapısı 7734 ile açılıyor"); an entry code with a
letter, # or * glued on beside a stairwell or entrance word is one ("kāpņu telpas kods 7412K", "stairwell code
A7412"); an inflected PIN word governs a year-shaped value across a relative's card ("pinul de la cardul BT al bunicii
1942", "PIN-а е 1942"). Their public look-alikes stay public: a keypad's model, price or battery, a building's
number or year of construction, a gate's opening hours, a motor's rating, a PIN changed with no value, a year after
a time word.
"""

from __future__ import annotations

import unicodedata

import pytest

from tiered_memory.shared.safety import looks_secret, redact_secrets

OPENED_WITH = [
    "garasjeporten åpnes med 7734 på tastaturet ved siden av",
    "porten åpnes med 7734",
    "garageporten öppnas med 7734 på knappsatsen",
    "garageporten åbnes med 7734 på tastaturet",
    "de garagedeur gaat open met 7734 op het toetsenbord",
    "autotallin ovi aukeaa 7734 näppäimistöllä",
    "garážová vrata se otevírají 7734 na klávesnici",
    "a garázskapu 7734-gyel nyílik a billentyűzeten",
    "poarta garajului se deschide cu 7734 de la tastatură",
    "гаражные ворота открываются 7734 на клавиатуре",
    "ворота гаража відкриваються 7734 на клавіатурі",
    "гаражната врата се отваря с 7734 на клавиатурата",
    "garažna vrata se otvaraju sa 7734 na tipkovnici",
    "η γκαραζόπορτα ανοίγει με 7734 στο πληκτρολόγιο",
    "garaj kapısı tuş takımında 7734 ile açılıyor",
    "kapı 7734 tuşlayınca açılıyor",
    "שער החניה נפתח עם 7734 בלוח המקשים",
    "باب الكراج يفتح بـ 7734 على لوحة المفاتيح",
    "در پارکینگ با 7734 روی صفحه کلید باز می‌شود",
    "گیراج کا دروازہ کی پیڈ پر 7734 سے کھلتا ہے",
    "गैराज का दरवाज़ा कीपैड पर 7734 से खुलता है",
    "গ্যারেজের দরজা কিপ্যাডে 7734 দিয়ে খোলে",
    "车库门在键盘上按7734就开",
    "玄関は7734で開きます",
    "대문은 7734 누르면 열려요",
    "ประตูเปิดด้วย 7734",
    "mlango wa gereji unafunguka kwa 7734 kwenye kibodi",
    "geti linafunguka kwa 7734",
    "garaaživärav avaneb 7734 klaviatuuril",
    "garāžas vārti atveras ar 7734 uz tastatūras",
    "garažo vartai atsidaro su 7734 klaviatūroje",
    "bílskúrshurðin opnast með 7734 á takkaborðinu",
    "to get into the garage punch 7734 on the pad by the door",
    "the barrier lifts when you enter 7734",
    "garage: press 7734 on the panel",
    "the garage door opens with *7734",
    "back gate opens with 7734#",
]

AFFIXED_ENTRY_CODES = [
    "kāpņu telpas kods 7412K",
    "kāpņu telpas kods A7412",
    "stairwell code 7412K",
    "stairwell code is 7412K",
    "stairwell code A7412",
    "staircase code 7412K",
    "Treppenhaus-Code 7412K",
    "Code fürs Treppenhaus: 7412B",
    "code de la cage d'escalier 7412B",
    "código de la escalera 7412B",
    "código da escada 7412B",
    "trappenhuis code 7412B",
    "trapphuset kod 7412B",
    "koden til oppgangen 7412B",
    "porraskäytävän koodi 7412B",
    "rapun koodi 7412B",
    "trepikoja kood 7412B",
    "laiptinės kodas 7412K",
    "kód od schodiště 7412K",
    "kód k schodisku 7412B",
    "koda za stopnišče 7412B",
    "merdiven boşluğu kodu 7412B",
    "kodi i hyrjes 7412B",
]

YEAR_SHAPED_PINS = [
    "pinul de la cardul BT al bunicii 1942",
    "pinul cardului bunicii 1942",
    "pinu karty babci 1942",
    "PIN-а е 1942",
    "la PIN de la carte de mamie 1942",
    "de pincode van oma's pas 1942",
    "PIN-koden till mormors kort 1942",
    "PIN-koden på farmors kort 1942",
    "ПІН бабусиної картки 1942",
    "το PIN της κάρτας της γιαγιάς 1942",
    "annemin kartının pini 1942",
    "הקוד הסודי של הכרטיס של סבתא 1942",
    "الرقم السري لبطاقة جدتي 1942",
    "رمز کارت مادربزرگ 1942",
    "PIN-kóði ömmu 1942",
    "код от бабушкиной карты 1942",
    "kod do karty babci 1942",
    "the code of grandma's card 1942",
]

PUBLIC_LOOKALIKES = [
    "the garage door model 7734 is on sale",
    "the keypad costs 4500 kr",
    "the keypad battery is 9V",
    "our building number is 12 and it was built in 1942",
    "grandma changed her card PIN yesterday",
    "PIN'i değiştirdim",
    "annemin kartının PIN'i değişti",
    "garasjeporten er modell 7734 fra Hörmann",
    "tastaturet ved garasjeporten kostet 1299 kr",
    "garasjeporten åpnes kl 0700 hver morgen",
    "the gate opens at 0600 and closes at 2200",
    "ворота открываются с 0700 до 2200",
    "the garage door opens with 2 remotes",
    "the garage was built in 1942 and the door opens with a remote",
    "la puerta del garaje se abre con el mando, modelo 7734",
    "das Garagentor öffnet mit Fernbedienung, Baujahr 1942",
    "the keypad by the gate has 12 buttons",
    "keypad model 7734 for the garage door",
    "garaj kapısı 2019 yılında yenilendi",
    "the stairwell was renovated in 1942",
    "stairwell 3B is closed for painting",
    "kāpņu telpa Nr. 2, dzīvoklis 12",
    "the garage door opens in 2025 when construction ends",
    "pinul de la cardul BT al bunicii a expirat în 1942",
    "grandma's card PIN was changed in 2019",
    "grandma's card PIN has 4 digits",
    "die PIN von Omas Karte wurde 2019 geändert",
    "PIN de la carte de mamie changé en 2019",
    "the pin of grandma's brooch from 1942",
    "el PIN de la tarjeta de la abuela caduca en 2027",
    "Omas Karte gilt bis 2027, die PIN kennt nur sie",
    "the front door of the 1942 building opens onto the street",
    "gate 12 opens at 1430 for boarding",
    "the garage door opener costs 249 dollars and the keypad 49",
    "Gate 1942 opens at noon",
    "door 1234 opens into the hall",
    "gate 2045 opens for boarding at 1430",
    "the 1942 gate opened to visitors",
    "promo code BT card 2024",
    "the code changed in 2019 on grandma's card",
    "Type 1984 in the search box and the door scene comes up.",
]

# The same words as the look-alikes, now with the writer's own code or PIN given.
SECRETS_BESIDE_LOOKALIKES = [
    "the garage door is a Hörmann model, it opens with 7734",
    "the keypad was cheap but the gate opens with 7734 on it",
    "new battery in the keypad; the garage door opens with 7734",
    "building 12, the front door opens with 1942 on the keypad",
    "grandma changed her card PIN to 1942",
    "garasjeporten åpnes med 0711 på tastaturet, ikke del den",
    "the garage was built in 1942 and the door opens with 5830",
    "stairwell 3B, code 7412K",
    "pinul de la cardul BT al bunicii 1942, nu-l spune nimănui",
    "grandma's card PIN is 1942",
    "el PIN de la tarjeta de la abuela es 1942",
    "Omas Karte: die PIN ist 1942",
]


@pytest.mark.parametrize("text", OPENED_WITH)
def test_a_number_a_door_or_gate_opens_with_or_typed_on_its_keypad_is_a_secret(text: str) -> None:
    assert looks_secret(text) is not None


@pytest.mark.parametrize("text", AFFIXED_ENTRY_CODES)
def test_a_stairwell_or_entrance_code_with_a_letter_glued_on_is_a_secret(text: str) -> None:
    assert looks_secret(text) is not None


@pytest.mark.parametrize("text", YEAR_SHAPED_PINS)
def test_a_year_shaped_value_an_inflected_pin_word_governs_across_a_relatives_card_is_a_secret(text: str) -> None:
    assert looks_secret(text) is not None


@pytest.mark.parametrize("text", PUBLIC_LOOKALIKES)
def test_a_keypads_model_price_or_hours_a_buildings_year_or_a_pin_changed_with_no_value_is_not_a_secret(
        text: str) -> None:
    assert looks_secret(text) is None


@pytest.mark.parametrize("text", PUBLIC_LOOKALIKES)
def test_redaction_leaves_a_keypad_or_garage_look_alike_unchanged(text: str) -> None:
    assert redact_secrets(text) == unicodedata.normalize("NFKC", text)


@pytest.mark.parametrize("text", SECRETS_BESIDE_LOOKALIKES)
def test_the_writers_own_code_or_pin_beside_the_look_alikes_words_is_still_a_secret(text: str) -> None:
    assert looks_secret(text) is not None


@pytest.mark.parametrize(("text", "value"), [
    ("garasjeporten åpnes med 7734 på tastaturet ved siden av", "7734"),
    ("kāpņu telpas kods 7412K", "7412K"),
    ("pinul de la cardul BT al bunicii 1942", "1942"),
    ("garaj kapısı 7734 ile açılıyor", "7734"),
])
def test_redaction_removes_the_code_and_keeps_the_words(text: str, value: str) -> None:
    out = redact_secrets(text)
    assert value not in out
    assert out.split()[0] == text.split()[0]
