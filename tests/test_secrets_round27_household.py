"""Round 27, household secrets told with little tech vocabulary: a family member's card or wallet PIN under a bare PIN
word (Georgian, Armenian, Kurmanji, Urdu, Bengali …) and an id under its abbreviation spelled in the local script are
secrets; a quiz game's PIN handed to a room, a locker's number, a PIN given as an example in a bank's advice and a
shop's tax registration are not."""

from __future__ import annotations

import pytest

from tiered_memory.shared.safety import looks_secret, redact_secrets

CARD_AND_WALLET_PINS = [
    ("დედის ბარათის პინი 4471, აფთიაქში მჭირდება", "4471"),
    ("ბაბუას ბარათის პინია 9306", "9306"),
    ("მამის საბანკო ბარათი, პინი: 2185", "2185"),
    ("մայրիկի քարտի պինը 7205 է", "7205"),
    ("պապիկի բանկային քարտի պին 3918", "3918"),
    ("PINa karta bavê min 8142 e", "8142"),
    ("pîna kartê ya xwişka min 6027", "6027"),
    ("ایزی پیسہ کا پن 4471، ابو کے اکاؤنٹ کا", "4471"),
    ("جاز کیش والٹ کا پن 9023 ہے", "9023"),
    ("امی کے اے ٹی ایم کارڈ کا پن 3317، کسی کو مت بتانا", "3317"),
    ("پین کارت بانکی مامان 5824", "5824"),
    ("মায়ের বিকাশ পিন ৪৭১৯", "৪৭১৯"),
]

LOCAL_SCRIPT_IDS = [
    ("নানুর এনআইডি নম্বর ১৯৪৮২৬৯৪৮১২০৭৩৫৮", "১৯৪৮২৬৯৪৮১২০৭৩৫৮"),
    ("আম্মুর এন আই ডি ৭৩১৫৮২৯৪৬০", "৭৩১৫৮২৯৪৬০"),
    ("امی کا سی این آئی سی 3520298765431", "3520298765431"),
    ("ابو کا این آئی سی نمبر 42101-7654321-9", "42101-7654321-9"),
]

QUIZ_GAME_PINS = [
    "Kahoot PIN for tonight's family quiz night: 628 4410",
    "Kahoot-PIN fürs Elternquiz: 518 2047, alle dürfen mitmachen",
    "PIN du jeu Kahoot pour la classe : 904 3361",
    "el PIN de Kahoot para la clase de historia es 7730 195",
    "Quizizz code for the year 5 revision quiz: 4829 13",
    "Blooket game code 771 204 for the whole class",
    "kod do quizu w klasie 3b: 5502 918",
    "код викторины для родителей: 3318 204",
    "kode Kahoot buat kuis kelas: 219 8846",
    "Kahoot PIN ya jaribio la darasa la tano: 301 7729",
    "Mentimeter code 8813 2041, everyone in the hall can vote",
    "クイズ大会のKahoot PIN：905 1127",
]

QUIZ_SECRETS_STAY = [
    ("Kahoot login for the teacher account: password Kahoot2024!", "Kahoot2024!"),
    ("my bank card PIN is 4471, the Kahoot game is at 5", "4471"),
    ("non mi menti, il PIN della carta è 4471", "4471"),
    ("the gate code is like 1111, don't forget it", "1111"),
]

LOCKERS_ADVICE_AND_SHOPS = [
    "Sofi's locker at school is number 2718 — the combo she keeps herself",
    "Bens Spind in der Schule ist Nummer 214, den Code hat nur er",
    "my son's locker at the gym is number 88, he has the key",
    "Tipp der Sparkasse: keine einfache PIN wählen, z.B. nicht 1234 oder 0000",
    "bank's advice: never pick an easy PIN, for example 1111 or your birth year",
    "conseil de la banque : ne choisissez jamais un code comme 1234 ou 0000",
    "консультант банка сказал: никогда не ставьте пин типа 1111",
    "رقم التسجيل الضريبي للمطعم على الإيصال: 310122393500003",
    "الرقم الضريبي للشركة 300045678900003 مكتوب في الفاتورة",
    "شماره مالیاتی فروشگاه روی فاکتور 411114567890",
]

BARE_PIN_LOOKALIKES = [
    "ابو کا فون نمبر 0300 1234567",
    "ბარათის ნომრის ბოლო ციფრები 4471 არის, ბანკის ტელეფონი 2 444 444",
    "bKash helpline 16247, call if the PIN is blocked",
    "এনআইডি অফিসের ফোন নম্বর ০১৭১২৩৪৫৬৭৮",
    "karta min 2019 de hat dayîn, PIN nayê bîra min",
    "پن 4 عدد کا ہوتا ہے، کارڈ کے ساتھ آتا ہے",
]


@pytest.mark.parametrize("text, value", CARD_AND_WALLET_PINS)
def test_a_card_or_wallet_pin_under_a_bare_pin_word_is_redacted(text: str, value: str) -> None:
    assert looks_secret(text) is not None
    assert value not in redact_secrets(text)


@pytest.mark.parametrize("text, value", LOCAL_SCRIPT_IDS)
def test_an_id_under_its_abbreviation_spelled_in_the_local_script_is_redacted(text: str, value: str) -> None:
    assert looks_secret(text) is not None
    assert value not in redact_secrets(text)


@pytest.mark.parametrize("text", QUIZ_GAME_PINS)
def test_a_quiz_games_pin_handed_to_a_room_is_not_a_secret(text: str) -> None:
    assert looks_secret(text) is None


@pytest.mark.parametrize("text, value", QUIZ_SECRETS_STAY)
def test_a_password_or_card_pin_beside_a_quiz_game_stays_a_secret(text: str, value: str) -> None:
    assert looks_secret(text) is not None
    assert value not in redact_secrets(text)


@pytest.mark.parametrize("text", LOCKERS_ADVICE_AND_SHOPS)
def test_a_lockers_number_an_advice_example_or_a_shops_tax_number_is_not_a_secret(text: str) -> None:
    assert looks_secret(text) is None


@pytest.mark.parametrize("text", BARE_PIN_LOOKALIKES)
def test_postcodes_phones_and_talk_near_a_bare_pin_word_stay_unflagged(text: str) -> None:
    assert looks_secret(text) is None


def test_a_pin_the_advice_calls_someones_own_stays_a_secret() -> None:
    text = "the bank says never write it down, e.g. my PIN 4831 on a sticky note"
    assert looks_secret(text) is not None
