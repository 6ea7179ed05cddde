"""Secrets said rather than written (digits as words, dial turns, a split password with its rule, a CJK security
answer, a value before a final copula), and the look-alikes that stay unflagged: quantities, phone numbers read
aloud, directions, order numbers, published test cards."""

from __future__ import annotations

import pytest

from tiered_memory.shared.safety import REDACTED_SECRET, looks_secret, redact_secrets


@pytest.mark.parametrize(("text", "value"), [
    ("the shed padlock code is six one one eight", "six one one eight"),
    ("el código de la alarma es nueve cero cuatro dos", "nueve cero cuatro dos"),
    ("Der PIN vom Handy: sieben drei null zwei", "sieben drei null zwei"),
    ("PIN-код: семь три ноль два", "семь три ноль два"),
    ("my PIN? nine nine one four", "nine nine one four"),
])
def test_a_code_spelled_out_in_words_after_a_code_word_is_a_secret_and_redacted(text: str, value: str) -> None:
    assert looks_secret(text) is not None
    assert value not in redact_secrets(text)


@pytest.mark.parametrize("text", [
    "her number is nine one seven, five five five, zero one nine two",
    "call the garage at five five five one two one two",
    "zip code is nine four one one zero",
    "we need four two-by-fours and seven screws",
])
def test_spelled_out_numbers_without_a_code_word_or_called_a_phone_or_zip_are_not_secrets(text: str) -> None:
    assert looks_secret(text) is None


@pytest.mark.parametrize(("text", "value"), [
    ("the safe: turn left 24, right 10, left 3", "left 24, right 10, left 3"),
    ("Tresor: rechts 12, links 40, rechts 7", "rechts 12, links 40, rechts 7"),
    ("自転車の鍵は 右に5・左に28・右に11", "右に5・左に28・右に11"),
])
def test_a_combination_given_as_dial_turns_after_a_lock_word_is_redacted(text: str, value: str) -> None:
    assert looks_secret(text) is not None
    assert value not in redact_secrets(text)


@pytest.mark.parametrize("text", [
    "turn right on 3rd, left on 17th, then right on 22nd",
    "go right 2 blocks, left 3 blocks, right 1 block",
    "駅を出て右に3分、左に曲がって17番地です",
])
def test_street_directions_with_numbers_are_not_a_combination(text: str) -> None:
    assert looks_secret(text) is None


@pytest.mark.parametrize(("text", "piece"), [
    ("my password is hunter 22 bravo, with the spaces taken out", "hunter 22 bravo"),
    ("la contraseña es luna 77 roja, todo junto, sin espacios", "luna 77 roja"),
    ("密码是 abc 123 def（去掉空格）", "abc 123 def"),
])
def test_a_password_split_up_with_the_rule_to_join_it_is_redacted(text: str, piece: str) -> None:
    assert looks_secret(text) == "password"
    assert piece not in redact_secrets(text)


@pytest.mark.parametrize("text", [
    "the password must be 12 characters long, without spaces",
    "Passwort muss 12 Zeichen haben, ohne Leerzeichen",
    "remove the spaces from the CSV header before import",
])
def test_a_rule_about_passwords_or_spaces_gives_no_password(text: str) -> None:
    assert looks_secret(text) is None


def test_a_chinese_or_japanese_security_answer_is_redacted_but_talk_about_one_is_not() -> None:
    for text, answer in (("安全问题：第一只宠物的名字，答案：豆豆", "豆豆"), ("秘密の質問の答えは「ポチ」", "ポチ")):
        assert looks_secret(text) is not None and answer not in redact_secrets(text)
    for text in ("秘密の質問の答えは忘れないようにメモした", "密保问题太老了，我打算换成手机验证", "보안 질문 답을 잊어버림"):
        assert looks_secret(text) is None


@pytest.mark.parametrize(("text", "value"), [
    ("رمز وای‌فای خانه golestan-1403 است", "golestan-1403"),
    ("wifi şifresi kedi-77 dir", "kedi-77"),
    ("كلمة مرور الواي فاي في البيت هي nakhla-2026-dar", "nakhla-2026-dar"),
])
def test_a_password_before_a_final_copula_or_after_an_arabic_wifi_phrase_is_redacted(text: str, value: str) -> None:
    assert looks_secret(text) == "password"
    assert value not in redact_secrets(text)


@pytest.mark.parametrize("text", [
    "Koden till porten är 4 7 1 1",
    "larmkoden: 4471",
    "codice allarme negozio 4 4 7 1 + OFF",
    "창고 자물쇠 번호 4 1 5 8",
    "Steam Guard rescue code R48291",
])
def test_door_alarm_and_rescue_codes_in_more_languages_are_secrets(text: str) -> None:
    assert looks_secret(text) == "pin"


@pytest.mark.parametrize("text", [
    "codice prodotto 4 4 7 1 in magazzino, scaffale B",
    "ドアの高さは 2 1 0 0 mm です",
    "rabattkoden är SOMMAR20",
])
def test_a_product_code_a_door_measure_and_a_discount_code_are_not_secrets(text: str) -> None:
    assert looks_secret(text) is None


@pytest.mark.parametrize("text", [
    "Test card for Stripe sandbox is the well-known 4242 4242 4242 4242 placeholder from their docs",
    "the dummy card 4111 1111 1111 1111 is fine for QA",
    "Use 4000 0566 5566 5556 as the Stripe sandbox debit card",
    "número de pedido 55102-2026, llega el jueves",
    "رقم الطلب 48213-2026 للشحنة القادمة",
])
def test_published_test_cards_and_order_numbers_are_not_secrets(text: str) -> None:
    assert looks_secret(text) is None


def test_a_real_looking_card_and_a_dashed_ssn_are_still_secrets() -> None:
    assert looks_secret("my visa 4532 0151 1283 0366 expires 09/28") == "card number"
    assert looks_secret("SSN 078-05-1120") == "national id"


def test_a_service_account_key_id_is_a_secret_and_redacted() -> None:
    text = '{"type": "service_account", "private_key_id": "3fa9c1e27b4d8e60a1f2b3c4d5e6f7a8b9c0d1e2"}'
    assert looks_secret(text) is not None
    assert "3fa9c1e27b4d8e60a1f2b3c4d5e6f7a8b9c0d1e2" not in redact_secrets(text)


def test_a_redaction_marker_is_no_cue_for_the_spoken_rules() -> None:
    for text in (f"{REDACTED_SECRET} hana-2026 です", f"答え:{REDACTED_SECRET}", f"{REDACTED_SECRET} one two three four"):
        assert looks_secret(text) is None


def test_a_test_card_named_after_its_card_word_is_not_a_secret_but_a_plain_visa_is() -> None:
    assert looks_secret("the Visa test number 4012 8888 8888 1881 works in staging") is None
    assert looks_secret("Visa 4532 0151 1283 0366, exp 09/28") == "card number"


def test_a_dial_combination_with_full_turns_counted_is_redacted() -> None:
    text = "保险箱密码 左3圈到15 右到42 左到7"
    assert looks_secret(text) is not None
    assert "15" not in redact_secrets(text) and "42" not in redact_secrets(text)


@pytest.mark.parametrize(("text", "value"), [
    ("wifi key is owl 5 moon 5, just run it together", "owl 5 moon 5"),
    ("كلمة سر الراوتر هي falcon#2026", "falcon#2026"),
])
def test_a_router_password_run_together_or_named_in_arabic_is_redacted(text: str, value: str) -> None:
    assert looks_secret(text) == "password"
    assert value not in redact_secrets(text)
