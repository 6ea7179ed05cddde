"""Round 33, the misses family: national ids named in regional and minority languages, and part of a PIN or password.

An id word of Basque (NAN), Frisian (BSN with "fan mem"), Uyghur (كىملىك), Tibetan, pinyin or chat shorthand (sfz)
before a number of the id's shape is a secret, spaced or with its check letter left off; so is part of a PIN or a
password the text gives as such ("카드 비밀번호 앞 두자리 … 41", "银行卡密码前两位是41", "the first two digits of my PIN
are 41"). Public both ways: the id word beside a sample, a year, a phone or no value; a postcode's or a card number's
first digits; a PIN's length with no digits given.
"""

from __future__ import annotations

import pytest

from tiered_memory.shared.safety import looks_secret, redact_secrets

REGIONAL_IDS = [
    "NAN-a mamarena 44188209 Osakidetzarako",
    "nire NANa 44188209",
    "aitaren NAN zenbakia: 44188209",
    "NANa 44188209Z",
    "el DNI de la mare és 44188209",
    "o DNI da miña nai é 44188209",
    "BSN fan mem 1944 18 820 foar de fersekering",
    "BSN fan mem 194418820",
    "myn mem har BSN is 194418820",
    "BSN fan heit 1944 18 820",
    "BSN van mama 1944 18 820 voor de verzekering",
    "ئانامنىڭ كىملىك نومۇرى 653101195203124418",
    "كىملىك نومۇرىم 653101195203124418",
    "كىملىك نومۇرى 653101 19520312 4418",
    "anamning kimlik nomuri 653101195203124418",
    "кимлик номурум 653101195203124418",
    "ངོ་སྤྲོད་ལག་ཁྱེར་ཨང་གྲངས། 653101195203124418",
    "wo mama de shenfenzheng 653101195203124418",
    "sfz: 653101195203124418",
    "妈妈的身份证 653101 19520312 4418",
]

PUBLIC_ID_TALK = [
    "NANa berritzeko hitzordua 2025",
    "NAN eskatzeko telefonoa 943 123 456",
    "NAN zenbakia 8 digitukoa da",
    "BSN-nummer aanvragen",
    "BSN fan mem oanfreegje by de gemeente 2024",
    "BSN foarbyld op it formulier: 123456782",
    "NAN adibidea: 12345678Z",
    "كىملىك نومۇرى 18 خانىلىق بولىدۇ",
    "kimlik nomuri 18 xanliq",
    "sfz 18位",
    "shenfenzheng banli dianhua 0991-1234567",
    "el DNI tiene 8 números",
]

PARTIAL_PINS = [
    "카드 비밀번호 앞 두자리는 말하면 안됨… 41",
    "카드 비밀번호 앞 두자리는 절대 말하지 마: 41",
    "카드 비밀번호 앞 두자리는 41",
    "the first two digits of my card PIN are 41",
    "the first digit of my PIN is 4",
    "the last 3 digits of my password are 907",
    "the first two digits of my PIN are 20",
    "the last digit of my PIN is 0",
    "银行卡密码前两位是41",
    "银行卡密码前两位，别告诉别人：41",
    "カードの暗証番号の最初の2桁は41",
    "die ersten zwei Ziffern meiner Karten-PIN sind 41",
    "les deux premiers chiffres de mon code de carte sont 41",
    "los dos primeros dígitos del PIN de mi tarjeta son 41, no lo digas",
    "os dois primeiros dígitos da senha do cartão são 41",
    "le prime due cifre del PIN del bancomat sono 41",
    "de eerste twee cijfers van mijn pincode zijn 41",
    "pierwsze dwie cyfry mojego PIN-u to 41",
    "последние две цифры моего пин-кода 41",
    "kartımın şifresinin ilk iki hanesi 41",
    "أول رقمين من الرقم السري لبطاقتي 41",
    "मेरे एटीएम पिन के पहले दो अंक 41 हैं",
    "dua digit pertama PIN kartu saya 41",
    "hai số đầu mã PIN thẻ của tôi là 41",
    "tarakimu mbili za kwanza za namba ya siri ni 41",
    "รหัสบัตร ATM สองตัวแรกคือ 41",
    "mitt lösenords sista två siffror är 77",
    "PIN-koodini ensimmäiset kaksi numeroa ovat 41",
    "שתי הספרות הראשונות של הסיסמה שלי הן 41",
    "دو رقم اول رمز عبور کارتم 41 است",
    "暗証番号の下2桁は07",
    "支付密码后四位是8821",
    "비밀번호 뒤 네자리 8821 잊지마",
    "wifi password last two digits 58",
    "the first two digits of the safe code are 73",
    "die letzten drei Stellen vom Passwort: 907",
    "kata laluan saya dua digit terakhir 58",
    "les deux derniers chiffres du mot de passe: 58 (ne dis à personne)",
]

PUBLIC_PARTS = [
    "the first two digits of the postcode are 41",
    "우편번호 앞 두자리는 41",
    "邮编前两位是41",
    "银行卡号前两位是62",
    "die ersten zwei Ziffern der Postleitzahl sind 41",
    "the PIN has four digits",
    "카드 비밀번호는 네 자리",
    "the first two digits of my PIN changed in 2019",
    "the last digit of the PIN is never 0? tips in 3 steps",
    "the first two digits of the PIN code of our area are 41",
    "PIN 앞 두자리 바꾸는 법 1단계",
    "the first two digits of the card number are 41",
    "the first two digits of the bank code are 20",
    "the PIN must not start with 0",
    "暗証番号は4桁です",
    "비밀번호는 8자리 이상",
    "密码至少8位",
    "the password must have at least 8 characters",
]


@pytest.mark.parametrize("text", REGIONAL_IDS)
def test_an_id_named_in_a_regional_or_minority_language_is_a_secret(text: str) -> None:
    assert looks_secret(text) is not None


@pytest.mark.parametrize("text", PUBLIC_ID_TALK)
def test_an_id_word_beside_a_sample_a_year_a_phone_or_no_value_is_not_a_secret(text: str) -> None:
    assert looks_secret(text) is None


@pytest.mark.parametrize("text", PARTIAL_PINS)
def test_part_of_a_pin_or_password_given_as_such_is_a_secret(text: str) -> None:
    assert looks_secret(text) is not None


@pytest.mark.parametrize("text", PUBLIC_PARTS)
def test_first_digits_of_a_postcode_or_card_number_a_pins_length_or_a_year_beside_it_are_not_a_secret(text: str) -> None:
    assert looks_secret(text) is None


def test_the_part_of_a_pin_is_redacted_and_the_sentence_kept() -> None:
    out = redact_secrets("카드 비밀번호 앞 두자리는 말하면 안됨… 41")
    assert "41" not in out and "비밀번호" in out


def test_a_frisian_mothers_spaced_bsn_is_redacted() -> None:
    assert "820" not in redact_secrets("BSN fan mem 1944 18 820 foar de fersekering")
