"""Round 18's joins between stages: a redaction mark is never a value, talk words inside a value or about another thing,
a personal code next to a shop's payment name, a failing check with an owner named, a password's joined form."""

from __future__ import annotations

import pytest

from tiered_memory.shared.safety import REDACTED_SECRET, looks_secret, redact_secrets

REDACTED_ONCE = [
    ("ssh deploy@10.20.0.14, pass: Harbor-Lights-1987", "Harbor-Lights-1987"),
    ('ConnectionStrings__Default="Server=tcp:db.example.net,1433;User ID=sa;Password=arena27apology;Encrypt=True"',
     "arena27apology"),
    ("security question: mother's maiden name? answer: smith-smith", "smith-smith"),
    ("Das WLAN-Passwort „Sommer Regen“ schreibt man zusammen", "Sommer Regen"),
]


@pytest.mark.parametrize(("text", "value"), REDACTED_ONCE)
def test_a_redacted_text_hides_the_value_and_its_mark_is_not_read_as_a_new_secret(text: str, value: str) -> None:
    assert looks_secret(text) is not None
    out = redact_secrets(text)
    assert value not in out and REDACTED_SECRET in out
    assert looks_secret(out) is None, out


JOINED_AFTER_THE_WORDS = [
    ("Paswọọdụ wifi n'ụlọ nne nne bụ okwu abụọ: ji na ede, dee ya dịka jinaede.", "jinaede"),
    ("할머니 카톡 비번은 그냥 '봄날의 벚꽃' 이라고 하셨어. 띄어쓰기 없이 봄날의벚꽃", "봄날의벚꽃"),
]


@pytest.mark.parametrize(("text", "joined"), JOINED_AFTER_THE_WORDS)
def test_a_password_told_as_words_is_redacted_in_its_joined_form_too(text: str, joined: str) -> None:
    assert looks_secret(text) is not None
    assert joined not in redact_secrets(text)


SECRETS = [
    "frase de recuperação da carteira: lunar bicycle oyster faint rescue tunnel glory magnet dizzy pepper sample crane",
    "Die Versichertennummer der TK von Lena lautet K482915037, Karte ist abgelaufen",
    "Mon code Orange Money c'est 0 7 0 7, garde-le pour moi.",
    "Code Wave de ma sœur: 5 1 5 1 (elle m'a dit de le noter)",
    "RUT de la Cata 17.482.903-6 para la isapre",
    "Gate: dial 1 2 3 4 # to open",
]


@pytest.mark.parametrize("text", SECRETS)
def test_a_secret_beside_a_talk_word_of_its_own_or_another_thing_or_a_payment_name_is_flagged(text: str) -> None:
    assert looks_secret(text) is not None, text


LOOK_ALIKES = [
    "Sample seed phrase: abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about",
    "Der Türcode 4471 ist abgelaufen, der neue kommt per SMS",
    "Paiement: code marchand Orange Money 445 221, boutique Awa",
    "Lipa na M-Pesa till number 5 4 3 2 1 9 at the kiosk",
    "Mon code Orange Money, je l'ai oublié, j'appelle le 1 4 4 4",
    "RUT 12.345.678-6 columna",
    "RUT de la Empresa 12.345.678-6",
    "Die Tür ist 2 1 0 0 mm hoch",
]


@pytest.mark.parametrize("text", LOOK_ALIKES)
def test_talk_a_shops_payment_code_a_service_line_a_failing_check_or_a_measure_is_not_flagged(text: str) -> None:
    assert looks_secret(text) is None, text
