"""Round 16, the credential words of about ninety languages (`secret_lexicon_world.py`): password and secret-number
words with possessive endings, recovery words before English seed words, backup codes, code words beside a door
in those languages, a copula glued to the value, and the policy sentences, order numbers and merchant codes that
use the same words with no credential in them."""

from __future__ import annotations

import re

import pytest

from tiered_memory.shared.safety import secret_lexicon_world as world
from tiered_memory.shared.safety.normalise import fold_confusables, visible
from tiered_memory.shared.safety.secret_concept_rules import concept_spans
from tiered_memory.shared.safety.secret_lexicon import CUE, may_have_cue
from tiered_memory.shared.safety.secrets import looks_secret

PASSWORDS = [
    ("oro asina Twitter mi ni Ogbomoso_2290", "Ogbomoso_2290"),   # Yoruba without its diacritics
    ("ọ̀rọ̀ aṣínà Facebook mi ni Oyo_ilu77", "Oyo_ilu77"),   # Yoruba with combining tone marks
    ("የፌስቡክ የይለፍ ቃሉ Tadesse#61 ነው", "Tadesse#61"),   # Amharic, "its password"
    ("parolam Kadikoy_4417", "Kadikoy_4417"),   # Turkish, "my password"
    ("parolim Samarqand_909", "Samarqand_909"),   # Uzbek
    ("менің құпия сөзім Shymkent_515", "Shymkent_515"),   # Kazakh
    ("رمزم Mashhad_3141 است", "Mashhad_3141"),   # Persian
    ("زما پټنوم Jalalabad_828 دی", "Jalalabad_828"),   # Pashto
    ("nenosiri langu la Gmail ni Arusha_6631", "Arusha_6631"),   # Swahili
    ("ijambo ry'ibanga rya email ryanjye ni Huye_4402", "Huye_4402"),   # Kinyarwanda
    ("ny tenimiafiko Facebook dia Mahajanga_73", "Mahajanga_73"),   # Malagasy
    ("modpas Gmail mwen se Gonaives_2290", "Gonaives_2290"),   # Haitian Creole
    ("che ñe'ẽñemi Facebook-pe ha'e Luque_4480", "Luque_4480"),   # Guarani
    ("taku kupuhipa Gmail ko Rotorua_5519", "Rotorua_5519"),   # Maori
    ("kecap konci Gmail abdi Cimahi_3390", "Cimahi_3390"),   # Sundanese
    ("الباسوورد تبعي Tripoli_6620", "Tripoli_6620"),   # Arabic, a dialect's possessive after a loanword
    ("matkhau email: Vinh_4418", "Vinh_4418"),   # Vietnamese typed without spaces or tones
]

PINS = [
    ("nọmba nzuzo kaadị m bụ 3185", "3185"),   # Igbo
    ("lambarka sirta ee kaarka waa 7264", "7264"),   # Somali
    ("lambar sirri ta katin ATM ita ce 5930", "5930"),   # Hausa
    ("namba ya siri ya kadi yangu ni 8147", "8147"),   # Swahili
    ("inombolo yemfihlo yekhadi lami ngu 2693", "2693"),   # Zulu
    ("nhamba yakavanzika yekadhi yangu ndi 4058", "4058"),   # Shona
    ("umubare w'ibanga wa MoMo yanjye ni 6371", "6371"),   # Kinyarwanda
    ("ennamba ey'ekyama eya kaadi yange ye 9402", "9402"),   # Luganda
    ("lakkoofsi icciitii kaardii koo 7716", "7716"),   # Oromo
    ("የሚስጥር ቁጥሬ 5827 ነው", "5827"),   # Amharic, "my secret number"
    ("என் ரகசிய எண் 7493", "7493"),   # Tamil
    ("මගේ රහස් අංකය 6158", "6158"),   # Sinhala
    ("میرا خفیہ نمبر 2739 ہے", "2739"),   # Urdu
    ("ჩემი პინ კოდი 8402", "8402"),   # Georgian
    ("ny kaody miafina MVola ahy dia 3857", "3857"),   # Malagasy
    ("kòd sekrè MonCash mwen se 6094", "6094"),   # Haitian Creole
    ("siri ya M-Pesa ni 3306", "3306"),   # Swahili, "the secret of M-Pesa"
    ("sirta ee Zaad waa 8140", "8140"),   # Somali
]


def _concept_values(text: str) -> list[str]:
    shown = visible(text)
    return [shown[a:b] for _kind, (a, b) in concept_spans(shown, fold_confusables(shown))]


@pytest.mark.parametrize(("text", "value"), PASSWORDS)
def test_password_words_with_possessive_endings_give_the_password_after_them(text: str, value: str) -> None:
    assert looks_secret(text) is not None
    assert value in _concept_values(text)


@pytest.mark.parametrize(("text", "value"), PINS)
def test_secret_number_words_give_the_pin_after_a_card_word_a_possessive_and_a_copula(text: str, value: str) -> None:
    assert looks_secret(text) == "pin"
    assert value in _concept_values(text)


@pytest.mark.parametrize(("text", "value"), [("kartımın pin kodu 7319-dur", "7319"),
                                             ("kartımın pin kodu 4427'dir", "4427"),
                                             ("PIN kodum 5902-dir", "5902")])
def test_a_turkish_copula_glued_to_the_value_is_cut_off_the_value(text: str, value: str) -> None:
    assert looks_secret(text) == "pin"
    assert value in _concept_values(text)


SEED = "harvest quantum lizard spoon ethics velvet canal bridge tomato drift noble oyster"


@pytest.mark.parametrize("label", ["كلمات الاسترداد:", "عبارة الاسترداد للمحفظة:", "palabras de recuperación de la billetera:",
                                   "kurtarma kelimeleri:", "Wiederherstellungswörter vom Ledger:", "maneno ya kurejesha:",
                                   "عبارت بازیابی کیف پول:", "बीज वाक्यांश:", "секретная фраза кошелька:"])
def test_recovery_words_of_any_language_before_english_seed_words_are_a_seed_phrase(label: str) -> None:
    text = f"{label} {SEED}"
    assert looks_secret(text) is not None
    assert SEED in _concept_values(text)


@pytest.mark.parametrize("text", ["maneno ya kurejesha yaandikwe kwenye karatasi na yahifadhiwe mahali salama pasipo mtandao",
                                  "palabras de recuperación: escríbelas en papel y guárdalas en un lugar seguro siempre",
                                  "كلمات الاسترداد: abandon abandon abandon abandon abandon abandon abandon abandon abandon "
                                  "abandon abandon about"])
def test_recovery_words_before_advice_or_one_word_repeated_are_no_seed_phrase(text: str) -> None:
    assert _concept_values(text) == []


@pytest.mark.parametrize(("text", "value"), [("códigos de respaldo de Google: 5820 3317 9046 1275", "5820 3317 9046 1275"),
                                             ("Backup-Codes für GitHub: 7RKD-42PX 9MWQ-35TL", "7RKD-42PX"),
                                             ("yedek kodlar Instagram: 81726354 90817263", "81726354"),
                                             ("lambobin dawo da Google: 64028173 55190284", "64028173"),
                                             ("የGmail መጠባበቂያ ኮዶች: 6230 9915, 4471 2086", "6230 9915")])
def test_backup_code_words_give_the_codes_after_them(text: str, value: str) -> None:
    assert looks_secret(text) is not None
    assert any(found.startswith(value) for found in _concept_values(text))


@pytest.mark.parametrize("text", ["Kóòdù ilẹ̀kùn ilé wa ni 4817#", "Ikhodi yesango ithi 2580*", "Te waehere o te kūaha: 6072",
                                  "Kòd pòtay la se 3391#", "koodka albaabka hore waa 7-2-4-9"])
def test_code_words_beside_a_door_or_gate_word_of_those_languages_give_the_entry_code(text: str) -> None:
    assert looks_secret(text) is not None
    assert _concept_values(text) != []


LOOK_ALIKES = [
    "nambari ya siri lazima iwe na tarakimu 4",   # Swahili: a PIN must have four digits
    "kalmar sirri dole ne ta kasance akalla haruffa 8",   # Hausa: at least eight letters
    "የይለፍ ቃልዎ ቢያንስ 8 ፊደላት ሊኖረው ይገባል",   # Amharic: at least eight characters
    "şifreniz en az 8 karakter olmalıdır",
    "lambarka sirta waa inuu ahaadaa ugu yaraan 4 tiro",   # Somali: at least four digits
    "nambari ya oda yangu ni 58213",   # an order number
    "lambarka dalabka waa 66120",
    "sipariş numaram 4471-dir",
    "Ndilibele iphasiwedi le-Instagram, ndizacela entsha",   # Xhosa: "I forgot the Instagram password"
    "Merchant code ye EcoCash: 557201",
    "Lipa na M-Pesa till number 884213",
    "nọmba nzuzo gị ga-enwerịrị ọnụọgụ anọ",
    "parolam hakkında bir şey sorma",
]


@pytest.mark.parametrize("text", LOOK_ALIKES)
def test_credential_words_in_rules_and_other_numbers_give_no_secret(text: str) -> None:
    assert looks_secret(text) is None


def test_a_pin_to_wear_is_no_pin_word_for_the_cue_lexicon_or_the_concept_rules() -> None:
    text = "PIN 1947 commemorative badge, enamel pin 2024 edition"
    assert [m.group(0) for m in CUE.finditer(text) if m.group(0).lower() == "pin"] == []
    assert _concept_values(text) == []


def test_every_world_cue_word_found_passes_the_cheap_stem_test() -> None:
    texts = [t for t, _ in PASSWORDS + PINS] + LOOK_ALIKES
    with_cue = [t for t in texts for form in (t, fold_confusables(t)) if CUE.search(form)]
    assert with_cue and [t for t in with_cue if not may_have_cue(t)] == []


def test_the_world_tables_are_plain_regex_alternations_and_word_sets() -> None:
    for name in ("PASSWORD_WORDS", "PIN_WORDS", "CODEWORD_WORDS", "RECOVERY_WORDS", "BACKUP_CODE_WORDS",
                 "QUESTION_WORDS", "ANSWER_WORDS", "CODE_WORDS", "THING_WORDS", "LOOK_ALIKE_WORDS"):
        assert re.compile(getattr(world, name), re.I).search("") is None
    assert isinstance(world.SMALL_WORDS, frozenset) and {"yangu", "bụ", "waa"} <= world.SMALL_WORDS
    assert re.compile(world.PASSWORD_WORDS, re.I).fullmatch("salasanani")
    assert re.compile(world.PIN_WORDS, re.I).fullmatch("nambari ya siri")
