"""Round 28, last round's leftovers: a cloud key pair's secret half is redacted with its id; a password said to be
somewhere or to be someone's name, a "no longer" question, a group's join code and a former home's door code are no
secret; a relative's device, or one's own tablet or computer, followed by a 4- or 6-digit code is its unlock code.

Each family is tested in several languages, with look-alikes in both directions (phone numbers, model numbers, a
desk extension, a new or current code, a real value after the place).
"""

from __future__ import annotations

import pytest

from shared.safety.secret_e5 import value_present
from shared.safety.secrets import REDACTED_SECRET, looks_secret, redact_secrets

_ID, _KEY = "AKIAQ3EGRTY7UWXZ2K5B", "kX9pL2mQ7vR4tY8wZ1aB3cD5eF6gH0iJ+kL/mN2o"


@pytest.mark.parametrize("text", [
    f"会社のAWSキー {_ID} / {_KEY} 本番なので注意",
    f"{_ID}:{_KEY}",
    f"id {_ID}, secret {_KEY}",
    f"{_ID}\nSecret: {_KEY}",
    f"access key id {_ID} secret access key = {_KEY}",
    f"Zugangsdaten: {_ID} {_KEY} (prod)",
    f"clé {_ID} / clé secrète : {_KEY}",
    f"{_KEY} / {_ID}",
    "LTAI5tQ9pXb2ZkR8mN3vW7yA 的 AccessKeySecret: aB3dE5fG7hJ9kL1mN3pQ5rS7tV9wX",
])
def test_a_key_pairs_secret_half_is_redacted_with_its_id(text: str) -> None:
    out = redact_secrets(text)
    assert looks_secret(text) is not None
    assert _KEY not in out and "aB3dE5fG7hJ9kL1mN3pQ5rS7tV9wX" not in out and REDACTED_SECRET in out


def test_a_lowercase_hash_beside_an_id_is_not_taken_for_its_secret() -> None:
    text = f"key id {_ID} and commit a94a8fe5ccb19ba61c4c0873d391e987982fbbd3"
    assert "a94a8fe5ccb19ba61c4c0873d391e987982fbbd3" in redact_secrets(text)


@pytest.mark.parametrize("text", [
    "the wifi password is on the router, all lowercase",
    "das WLAN-Passwort steht hinten auf der Box",
    "le mot de passe est sur la box, en minuscules",
    "la contraseña está en el router",
    "a senha está no roteador",
    "het wachtwoord staat op de router",
    "the password is in the drawer",
    "das Passwort ist dein Vorname, alles klein",
    "the password is your first name",
    "le mot de passe c'est ton prénom",
    "la contraseña es tu nombre",
    "the password is the dog's name",
    "het wachtwoord is je voornaam",
])
def test_a_password_said_to_be_somewhere_or_someones_name_is_no_secret(text: str) -> None:
    assert looks_secret(text) is None


@pytest.mark.parametrize("text", [
    "the wifi password is Sunflower88",
    "the password is on the router: Xk9#pLm2",
    "das Passwort ist Vorname123",
])
def test_a_real_value_beside_a_place_or_a_name_word_is_still_a_secret(text: str) -> None:
    assert looks_secret(text) is not None


@pytest.mark.parametrize("text", [
    "is my pin no longer 1234?",
    "is the wifi password no longer sunset99?",
    "ist die PIN nicht mehr 4821?",
    "old house door code 4471",
    "door code at our old house was 4471",
    "the door code of the previous flat: 2580",
    "Türcode der alten Wohnung 4471",
    "code de l'ancien appartement : 4471",
    "el código del portal del piso anterior era 1590",
    "before we moved the gate code was 1234",
])
def test_a_stale_value_asked_about_or_a_former_homes_code_is_no_secret(text: str) -> None:
    assert looks_secret(text) is None


@pytest.mark.parametrize("text", [
    "is my pin still 1234?",
    "is the old pin 1234?",
    "the door code at our old house is still 4471, we rent it out",
    "new house door code 4471",
    "our house door code 4471",
    "my phone PIN is our old house number backwards: 1744",
    "Oma's bank card PIN is the number of her old flat twice, 1212",
])
def test_a_current_new_or_device_code_beside_a_home_word_is_still_a_secret(text: str) -> None:
    assert looks_secret(text) is not None


@pytest.mark.parametrize("text", [
    "enter the class code in the app: 447 120",
    "Google Classroom class code: k7f2mqa",
    "Teams join code 4821 9920",
    "Klassencode für die App: 583 204",
    "código de la clase en la app: 447 120",
    "code de la classe : 3482 91",
    "Zoom meeting ID 812 3456 7890, see you at 3",
])
def test_a_groups_join_code_is_no_secret(text: str) -> None:
    assert looks_secret(text) is None


@pytest.mark.parametrize("text", [
    "Zoom meeting ID 812 3456 7890 passcode 492817",
    "door code 447 120",
])
def test_a_meetings_passcode_or_a_door_code_is_still_a_secret(text: str) -> None:
    assert looks_secret(text) is not None


@pytest.mark.parametrize("text", [
    "Kahoot game PIN 483 2917 — everyone join for the quiz!",
    "see you at the quiz!",
    "is this the right room?",
])
def test_a_sentences_closing_mark_gives_the_learned_stage_no_value(text: str) -> None:
    assert not value_present(text)


@pytest.mark.parametrize("text", ["pw: Sun!shine", "wifi is Sunshine!", "p@ss word"])
def test_a_symbol_inside_a_word_still_gives_the_learned_stage_a_value(text: str) -> None:
    assert value_present(text)


@pytest.mark.parametrize("text", [
    "mum's phone 2580",
    "Oma's iPad: 1470",
    "the tablet is 0852",
    "Omas Handy 1470",
    "el móvil de mamá 2580",
    "телефон мамы 2580",
    "annemin telefonu 2580",
    "il telefono della nonna 0852",
    "dad's laptop 739104",
    "my iPad is 2580",
])
def test_a_device_and_whose_it_is_before_a_short_code_is_its_unlock_code(text: str) -> None:
    assert looks_secret(text) is not None


@pytest.mark.parametrize("text", [
    "mum's phone 0787 123 456",
    "my phone is an iPhone 15",
    "phone battery at 80",
    "room 2580",
    "the phone 2580",
    "mum's phone battery 2580",
    "dad's phone ext. 2580",
    "mum's phone 12345678",
    "grandma's phone 2580 mAh",
    "mum's phone number 2580",
    "the tablet cost 2580",
    "mum's phone 2580€",
    "my macbook 2019",
    "my phone: 4471",
    "my phone is 2580",
])
def test_a_phone_number_model_battery_or_extension_is_no_unlock_code(text: str) -> None:
    assert looks_secret(text) is None
