"""Round 29, round 28's known leftovers, each widened to its family across the languages where it occurs.

Public look-alikes that must pass: India's postal PIN code with a locality in Latin script ("pin kod 560034
Koramangala", "Koramangala ka pin code 560034 hai"); industry and trade classification codes (NAICS, SIC, ANZSIC,
ISIC, NACE, NIC, HSN, SAC) with a few words between name and value or named in Hindi, Persian, Arabic, Chinese,
Japanese and Korean; a parking or bicycle space's number ("自転車の駐輪場番号：4-1-9", "주차 번호 4-1-9").
Secrets that must be flagged: a lock's combination called its "number" in Hinglish, Punjabi, Bengali and the Indian
scripts ("taale ka number 4729", "taalar number 2291"); a door, card or phone code in romanised Persian ("ramz-e dar
1990, be hichkas nagu"); a password dictated right after the question that names it ("what's the password? capital
M marmalade seven seven exclamation mark"). Each family's look-alikes are tested the other way too: a card's, UPI's
or phone's PIN beside the same place words, a bank PIN beside a NAICS code, a bike lock's number beside a bicycle,
a house's number, a birth year, a password policy asked about.
"""

from __future__ import annotations

import pytest

from tiered_memory.shared.safety import looks_secret, redact_secrets

POSTAL_PIN_CODES = [
    "pin kod 560034 Koramangala",
    "pin kod: 560034, Koramangala",
    "pin kode 500081 Madhapur",
    "pin code 400053 Andheri West",
    "PIN 110017 Malviya Nagar",
    "pincode: 600020, Adyar, Chennai",
    "pin 560034 koramangala",
    "pin code 560038 indiranagar",
    "Koramangala pin code 560034",
    "Koramangala ka pin code 560034 hai",
    "Andheri West ka pin code 400053",
    "Whitefield pin code 560066",
    "pin number 400053 Andheri West",
    "mera pin code 110085 hai Rohini",
    "PIN no. 641004 Peelamedu",
]

CARD_AND_PHONE_PINS = [
    ("ATM pin 560034", "560034"),
    ("my card's PIN is 400053", "400053"),
    ("UPI PIN 110017", "110017"),
    ("phone pin 560034", "560034"),
    ("pin 5600", "5600"),
    ("UPI PIN 110017 Malviya Nagar", "110017"),
    ("phone pin 560034 Koramangala", "560034"),
    ("card pin 560034, Koramangala", "560034"),
    ("debit card pin kod 400053 Andheri West", "400053"),
    ("pin code 482913 Dont tell anyone", "482913"),
    ("pin code 482913 Never share it", "482913"),
    ("PIN kod 482913 Nemoj nikome reći", "482913"),
    ("PIN kod kartice 482913, Zagreb", "482913"),
    ("Priya ka pin 560034", "560034"),
    ("Rahul's PIN 400053", "400053"),
    ("my pin code is 560034", "560034"),
]

INDUSTRY_CODES = [
    "NAICS code for our LLC is 541511",
    "NAICS-Code für die US-Firma: 541511",
    "ANZSIC code for my sole trader business: 6962",
    "The NAICS for our Delaware LLC: 541511",
    "SIC code 7372 for the company",
    "NACE code of the company: 62.01",
    "HSN code 8471 on the invoice",
    "HSN 84713010",
    "HSN no. 6109",
    "HSN कोड 8471",
    "एचएसएन कोड 8471",
    "SAC code 998314",
    "HSN/SAC code 998314",
    "NIC 2008 code 62011",
    "کد آیسیک 6201",
    "کد فعالیت اقتصادی 620100",
    "رمز التصنيف الصناعي 6201",
    "産業分類コード 3911",
    "国民经济行业分类代码 6510",
    "표준산업분류 코드 62010",
]

PINS_BESIDE_INDUSTRY_CODES = [
    ("our LLC's bank PIN is 541511", "541511"),
    ("EIN login password 541511", "541511"),
    ("NAICS portal password 541511", "541511"),
    ("our LLC's bank PIN is 541511, NAICS 541511", "PIN is 541511"),
    ("HSN code 8471 and the customs portal password is 847130", "847130"),
    ("SAC code 998314 and my GST login PIN 482913", "482913"),
    ("HSN login password 847130", "847130"),
]

PARKING_SPACES = [
    "自転車の駐輪場番号：4-1-9",
    "自転車の駐輪場の番号は4-1-9",
    "自転車 駐輪場番号 4-1-9",
    "자전거 보관대 번호 4-1-9",
    "자전거 주차 번호 4-1-9",
    "자전거 거치대 번호 4-1-9",
    "自行车车位号 4-1-9",
    "自行車停車位 4-1-9",
    "bike parking spot 4-1-9",
    "bicycle rack number 4-1-9",
    "Fahrrad: Stellplatz 4-1-9",
    "vélo : place de parking 4-1-9",
    "bici: plaza de aparcamiento 4-1-9",
    "parking spot 4-1-9",
    "Stellplatz 12",
]

BIKE_LOCKS_AND_PARKING_PINS = [
    ("自転車の鍵の番号：4-1-9", "4-1-9"),
    ("駐輪場の暗証番号 4419", "4419"),
    ("駐輪場の鍵の番号 4-1-9", "4-1-9"),
    ("자전거 자물쇠 번호 4-1-9", "4-1-9"),
    ("bike lock combination 4-1-9", "4-1-9"),
    ("parking garage PIN 4419", "4419"),
    ("parking spot code 4419", "4419"),
    ("parking spot 12, bike lock 4-1-9", "4-1-9"),
    ("駐輪場番号 12、自転車の鍵の番号 4-1-9", "4-1-9"),
    ("주차장 비밀번호 4419", "4419"),
    ("停车场门禁密码 4419", "4419"),
]

LOCK_NUMBERS = [
    ("taale ka number 4729", "4729"),
    ("tale ka number 4729 hai", "4729"),
    ("taale ka number hai 4-7-2-9", "4-7-2-9"),
    ("taale ka number: 4729", "4729"),
    ("lock ka number 1234", "1234"),
    ("godrej almirah ke lock ka number 5831", "5831"),
    ("cycle ke taale ka number 4729", "4729"),
    ("suitcase ke lock ka number 382", "382"),
    ("taale ka combination 4729", "4729"),
    ("tijori ka number 4729", "4729"),
    ("taalar number 2291", "2291"),
    ("jandre da number 4729", "4729"),
    ("ताले का नंबर 4729", "4729"),
    ("तालों का नंबर 4729", "4729"),
    ("तिजोरी का नंबर 4729", "4729"),
    ("تالے کا نمبر 4729", "4729"),
    ("ਜਿੰਦਰੇ ਦਾ ਨੰਬਰ 4729", "4729"),
    ("તાળાનો નંબર 4729", "4729"),
    ("कुलुपाचा नंबर 4729", "4729"),
    ("তালার নম্বর 2291", "2291"),
    ("ಬೀಗದ ನಂಬರ್ 4729", "4729"),
    ("తాళం నంబర్ 4729", "4729"),
    ("பூட்டு எண் 4729", "4729"),
    ("പൂട്ടിന്റെ നമ്പർ 4729", "4729"),
]

NOT_LOCK_NUMBERS = [
    "taale ki chaabi bhai ke paas hai",
    "ghar ka number 4729",
    "taale ka number yaad nahi",
    "taale wale ka number 9876543210",
    "taale ki dukaan ka number 4729",
    "taale ka price 450 rupay",
    "gaadi ka number 4729",
    "flat ka number 402",
    "ताले की चाबी भाई के पास है",
    "घर का नंबर 4729",
    "barir number 4729",
    "room number 402, taala lagana mat bhoolna",
]

FINGLISH_CODES = [
    ("ramz-e dar 1990, be hichkas nagu", "1990"),
    ("ramz-e dar 1990", "1990"),
    ("ramze dar 4471", "4471"),
    ("ramz dar 4471", "4471"),
    ("ramz e dar 4471", "4471"),
    ("ramze dare khune 4471", "4471"),
    ("ramz-e dar-e khoone 4471", "4471"),
    ("ramz-e dare parking 4471", "4471"),
    ("ramz-e cart 5521", "5521"),
    ("ramze kart 5521", "5521"),
    ("ramze kart-e banki 5521", "5521"),
    ("ramz-e gushi 1990", "1990"),
    ("ramze gooshi 1990 be kasi nagu", "1990"),
    ("ramz-e gavsandogh 4471", "4471"),
    ("ramz-e internet bank: Tehran@1990", "Tehran@1990"),
    ("ramz-e laptop 1990!", "1990"),
]

NOT_FINGLISH_CODES = [
    "sal-e tavalod 1990",
    "sale tavalodam 1990",
    "khiaban-e 1990",
    "shomare-ye dar 1990",
    "ramz-e movafaghiat-e u dar sal-e 1990 bood",
    "ramze posti 11564",
    "ramz-e dar ro avaz kardam, be hichkas nagu",
    "ramz-e dar yadam rafte",
    "ramz-e wifi ro az Ali bepors",
    "ramz-e film 2012 ro didi?",
    "be hichkas nagu ke 1990 be donya umadam",
    "telefon-e dar 021 8899 1990",
]

ASKED_THEN_DICTATED = [
    ("what's the password? capital M marmalade seven seven exclamation mark", "marmalade"),
    ("the password? capital M marmalade seven seven exclamation mark", "marmalade"),
    ("and the password? it's capital M marmalade seven seven exclamation mark", "marmalade"),
    ("the password? it's tango-seven-seven", "tango-seven-seven"),
    ("wifi password? capital B banana four two hash", "banana"),
    ("¿la contraseña? M mayúscula mermelada siete siete", "mermelada"),
    ("¿la contraseña? eme mayúscula mermelada siete siete", "mermelada"),
    ("das Passwort? großes M Marmelade sieben sieben Ausrufezeichen", "Marmelade"),
    ("le mot de passe ? M majuscule marmelade sept sept point d'exclamation", "marmelade"),
    ("a senha? M maiúsculo marmelada sete sete", "marmelada"),
    ("la password? M maiuscola marmellata sette sette", "marmellata"),
    ("het wachtwoord? hoofdletter M marmelade zeven zeven", "marmelade"),
    ("пароль? заглавная М мармелад семь семь", "мармелад"),
    ("hasło? duże M marmolada siedem siedem", "marmolada"),
    ("şifre? büyük M marmelat yedi yedi", "marmelat"),
    ("what's the password? Capital M, marmalade, 7, 7, exclamation mark", "marmalade"),
    ("and the PIN? 4 7 2 9", "4 7 2 9"),
    ("the PIN? 4729", "4729"),
]

ASKED_NOT_ANSWERED = [
    "what's the password policy? at least 12 characters",
    "what is the password policy?",
    "the password policy? 12 chars",
    "what's the password policy? capital letters and seven characters minimum",
    "the password? I forgot it",
    "the password? ask Tom",
    "the password? it's on the fridge",
    "what's the password? no idea",
    "the PIN? I changed it last week",
    "¿la contraseña? la tiene mi hermano",
    "das Passwort? weiß ich nicht mehr",
    "the password? it's in the password manager",
    "password? capital letters, numbers and a symbol",
    "what's the password? same as always",
    "what's the password? the one on the router sticker",
    "se llama eme mayúscula de Madrid",
    "my phone is 2580",
]


@pytest.mark.parametrize("text", POSTAL_PIN_CODES)
def test_an_indian_postal_pin_code_with_its_locality_in_latin_script_is_not_a_secret(text: str) -> None:
    assert looks_secret(text) is None


@pytest.mark.parametrize(("text", "value"), CARD_AND_PHONE_PINS)
def test_a_card_phone_or_persons_pin_beside_a_place_name_is_flagged_and_redacted(text: str, value: str) -> None:
    assert looks_secret(text) is not None
    assert value not in redact_secrets(text)


@pytest.mark.parametrize("text", INDUSTRY_CODES)
def test_an_industry_or_trade_classification_code_is_not_a_secret(text: str) -> None:
    assert looks_secret(text) is None


@pytest.mark.parametrize(("text", "value"), PINS_BESIDE_INDUSTRY_CODES)
def test_a_pin_or_password_beside_a_business_or_trade_code_is_flagged_and_redacted(text: str, value: str) -> None:
    assert looks_secret(text) is not None
    assert value not in redact_secrets(text)


@pytest.mark.parametrize("text", PARKING_SPACES)
def test_a_parking_or_bicycle_space_number_is_not_a_secret(text: str) -> None:
    assert looks_secret(text) is None


@pytest.mark.parametrize(("text", "value"), BIKE_LOCKS_AND_PARKING_PINS)
def test_a_bike_lock_number_or_a_parking_pin_is_flagged_and_redacted(text: str, value: str) -> None:
    assert looks_secret(text) is not None
    assert value not in redact_secrets(text)


@pytest.mark.parametrize(("text", "value"), LOCK_NUMBERS)
def test_a_lock_number_said_in_hinglish_or_an_indian_script_is_flagged_and_redacted(text: str, value: str) -> None:
    assert looks_secret(text) is not None
    assert value not in redact_secrets(text)


@pytest.mark.parametrize("text", NOT_LOCK_NUMBERS)
def test_a_house_number_a_locksmiths_phone_or_a_lock_with_no_value_is_not_a_secret(text: str) -> None:
    assert looks_secret(text) is None


@pytest.mark.parametrize(("text", "value"), FINGLISH_CODES)
def test_a_code_after_romanised_persian_ramz_is_flagged_and_redacted(text: str, value: str) -> None:
    assert looks_secret(text) is not None
    assert value not in redact_secrets(text)


@pytest.mark.parametrize("text", NOT_FINGLISH_CODES)
def test_a_birth_year_a_postcode_or_a_code_with_no_value_in_finglish_is_not_a_secret(text: str) -> None:
    assert looks_secret(text) is None


@pytest.mark.parametrize(("text", "value"), ASKED_THEN_DICTATED)
def test_a_password_dictated_right_after_the_question_naming_it_is_flagged_and_redacted(text: str, value: str) -> None:
    assert looks_secret(text) is not None
    assert value not in redact_secrets(text)


@pytest.mark.parametrize("text", ASKED_NOT_ANSWERED)
def test_a_password_question_answered_with_a_policy_or_no_value_is_not_a_secret(text: str) -> None:
    assert looks_secret(text) is None
