"""Round 11 (blind8's families): public look-alikes stay unflagged, and the cue families found there are read."""

from __future__ import annotations

import pytest

from tiered_memory.bench.secrets_eval import evaluate
from tiered_memory.shared.safety import looks_secret, redact_secrets
from tiered_memory.shared.safety.secret_e5 import value_present
from tiered_memory.shared.safety.secret_public import mask

PUBLIC = [
    "-----BEGIN PGP PUBLIC KEY BLOCK-----\n\nmQINBFq7Rk2Lz8Qw3Vb9Tn4Yc6Hd1Jf5Kg8Mp2Rs7Xu0Zw3Ae6Bi9Cl4Do1Eq5Fr8Gt\n"
    "-----END PGP PUBLIC KEY BLOCK-----",
    "mein öffentlicher Schlüssel: ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIHq3Lm9Rt2Vx8Bz4Kp6Nw1Yc5Hd7Jf0Gs3Ue9Ai2Ol me@laptop",
    "USDT TRC20 address for the invoice: TKq3Lm9Rt2Vx8Bz4Kp6Nw1Yc5Hd7Jf9Gsa",
    "reCAPTCHA site key: 6Le4Rk2Lz8Qw3Vb9Tn4Yc6Hd1Jf5Kg8Mp2Rs7Xu",
    "Twilio account SID: AC4f9a2b7c1d8e3f6a0b5c9d2e7f1a4b8c (public, the token is elsewhere)",
    "plan is at docs.google.com/spreadsheets/d/1Kq3Lm9Rt2Vx8Bz4Kp6Nw1Yc5Hd7Jf0Gs3Ue9Ai2Ol/edit",
    "the AWS docs use AKIAIOSFODNN7EXAMPLE as their sample access key id",
    "a PIN must not be 0000 or 1234, and it can't be your birth year",
    "Benutzername fürs Portal: jschmidt1990 (Passwort weiß ich)",
    "weekly call meeting ID 845 2231 9076 (no passcode needed)",
    "the commit sha for the API key rotation is 3f9a1c7e5b2d8f4a6c0e9b1d7a3f5c2e8b4d6f1a",
    "routing number 011000015 is the bank's public one, printed on every cheque",
    "código de confirmación de la reserva del hotel: QX7P2M",
    "the password is simply too long to remember",
    "کد پستی من 1234567890 است",
    "Codul poștal este 010101",
    "Monero address for donations: 44AFFq5kSiGBoZ4NMDwYtN18obc8AemS33DBLWs3H7otXft3XjrpDtQGv7SqSsaBYBb98uNbr2VBBEt7f2wfn3RVGQBEP3A",
    "Codul comenzii 8841203 a fost livrat",
    "in 2019 opened the garage door for the first time",
    "Ticket ABC-1234 (this is the login bug)",
    "Koden til døren er endret i 2023",
    "הקוד של ההזמנה הוא 88120 בטלפון",
    "Kod pos rumah 50450",
    "Mã số bưu điện 700000",
    "Code 1234 is the default on every Yale lock, change it",
    "Verification code format: six digits, sent from 22395",
    "Codice cliente 884120 per l'assistenza",
    "Fahrradschloss Abus 6500 gekauft",
    'he said the phrase "see you at 8" twice',
    "the key comment says ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIOMqqnkVzrm0SdG6UOoqKLsabgH5C9okWi0dh2l9GKJl",
]


@pytest.mark.parametrize("text", PUBLIC)
def test_public_key_material_addresses_samples_and_policy_prose_are_not_flagged(text: str) -> None:
    assert looks_secret(text) is None


def test_masking_keeps_the_length_and_blanks_the_public_value() -> None:
    text = "ETH address to receive: 0x52908400098527886E0F7030069857D2E4169EE7 thanks"
    masked = mask(text)
    assert len(masked) == len(text) and "0x5290" not in masked and masked.endswith(" thanks")


def test_a_public_address_alone_is_no_value_for_the_learned_stage() -> None:
    assert not value_present("Mi dirección de Bitcoin para recibir: 1BoatSLRHtKNngkdXEeobR76b53LETtpyT")


def test_a_private_key_next_to_a_public_one_is_still_flagged() -> None:
    text = ("ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIHq3Lm9Rt2Vx8Bz4Kp6Nw1Yc5Hd7Jf0Gs3Ue9Ai2Ol me@laptop\n"
            "DEPLOY_TOKEN=ghp_R7k2Lm9Qx4Vb8Tn3Yc6Hd1Jf5Kg8Mp2Rs7Xu")
    assert looks_secret(text) is not None and "ghp_R7k2" not in redact_secrets(text)


def test_a_quarter_megabyte_of_public_key_headers_and_addresses_is_scanned_and_stays_unflagged() -> None:
    text = ("-----BEGIN PUBLIC KEY----- ssh-rsa AAAA address 1BoatSLRHtKNngkdXEeobR76b53LETtpyT " * 3_000)[:250_000]
    assert looks_secret(text) is None


SECRETS = [
    ("Huvudlösenordet till jobbmejlen: Kanelbulle-Torsdag-77", "Kanelbulle-Torsdag-77"),
    ("Mit kodeord til netbank er Fjord_Hus91", "Fjord_Hus91"),
    ("Pinkoden till kortet är 4826", "4826"),
    ("Alarmkoden hjemme er 5531", "5531"),
    ("Wifi-salasanani on Mokki2023!", "Mokki2023!"),
    ("Kasanın şifresini 6614 yaptım", "6614"),
    ("Codul de la poartă este 7392", "7392"),
    ("確認コード553201を入れて", "553201"),
    ("رمز التأكيد الذي وصلني هو 448120", "448120"),
    ("the one-time code the bank texted is 306615", "306615"),
    ("Fahrradschloss-Code: 4719", "4719"),
    ("Recovery-Codes fürs Konto:\n55102938\n66120394", "55102938"),
    ("Zx_Orbit_44 <- that's the router admin password", "Zx_Orbit_44"),
    ("7720 — that's the PIN for my debit card", "7720"),
    ("SECRET_KEY = 'k9#x2)@w!r7(qz5+m3$e8&t1^y6*u0%i4-o2=p9_a7s3d8'", "k9#x2)@w!r7(qz5+m3$e8&t1^y6*u0%i4-o2=p9_a7s3d8"),
    ("Rails config/master.key for the shop: 3f9a1c7e5b2d8f4a6c0e9b1d7a3f5c2e", "3f9a1c7e5b2d8f4a6c0e9b1d7a3f5c2e"),
    ("Die App-Secret von Mailjet lautet 8c1e4a7f2b9d3e6a0c5f8b2d7e1a4c9f", "8c1e4a7f2b9d3e6a0c5f8b2d7e1a4c9f"),
    ("payment key: sk_4f8a2c9e1b7d3f6a0c5e8b2d9f1a", "sk_4f8a2c9e1b7d3f6a0c5e8b2d9f1a"),
    ("savings account 8812047731, routing number 011000015, for the rent transfer", "8812047731"),
    ("su CURP: MAPE850312HJCRRD09", "MAPE850312HJCRRD09"),
    ("Reisepass Nr. C4J9KLR7M", "C4J9KLR7M"),
    ("La frase de contraseña del disco es «siete gatos negros bailan 42»", "siete gatos negros bailan 42"),
    ("phrase de passe du NAS : les-chats-gris-dorment-ici", "les-chats-gris-dorment-ici"),
    ("Die Passphrase für den Tresor lautet: Ein Apfel fällt nach oben 2024", "Ein Apfel fällt nach oben 2024"),
    ("my router pw is literally the words green-owl-under-bridge", "green-owl-under-bridge"),
    ("the netflix password is sunflowerfield all lowercase", "sunflowerfield"),
    ("Código de verificación que me llegó por SMS: QK-51822", "QK-51822"),
    ("Mã xác nhận của ngân hàng là 482913", "482913"),
    ("کد تایید بانک 482913", "482913"),
    ("Код подтверждения из СМС: 583920", "583920"),
    ("Ihre TAN lautet 583920", "583920"),
    ("Sol3il_Levant (that's the wifi password)", "Sol3il_Levant"),
    ("Adgangskoden til routeren: Havblik_2291", "Havblik_2291"),
    ("Az internetbank jelszavam Dunaparti_77", "Dunaparti_77"),
    ("Blue_Heron_42 is what the router wants", "Blue_Heron_42"),
    ("4471 opens the side gate", "4471"),
    ("Steam Guard code R4T9K", "R4T9K"),
    ("Netflix profile lock: 7731.", "7731"),
    ("Kiwi_Sunset_88 <- this is the admin login", "Kiwi_Sunset_88"),
    ("PIN is 4471 (changed from the default 0000)", "4471"),
    ("A kapukód 4512, ha jössz", "4512"),
    ("Ο κωδικός της πόρτας είναι 4512", "4512"),
    ("Код від під'їзду 4512", "4512"),
    ("הקוד לדלת הוא 4512", "4512"),
    ("Kod pintu rumah 4512", "4512"),
    ("Mã cổng là 4512", "4512"),
    ("รหัสประตู 4512", "4512"),
    ("Kindersicherung am Fernseher: 4096", "4096"),
]


@pytest.mark.parametrize(("text", "value"), SECRETS)
def test_cue_families_of_round_eleven_find_and_redact_the_value(text: str, value: str) -> None:
    assert looks_secret(text) is not None
    assert value not in redact_secrets(text)


def test_redaction_takes_the_value_read_once_its_neighbour_is_gone_and_the_iban_beside_a_credential() -> None:
    out = redact_secrets("Kata laluan Maybank2u saya Nasi_Lemak88")
    assert "Nasi_Lemak88" not in out and looks_secret(out) is None
    out = redact_secrets("Cuenta: ES91 2100 0418 4502 0005 1332, clave de firma 8821")
    assert "ES91 2100" not in out and "8821" not in out


def test_an_iban_alone_is_left_as_it_is() -> None:
    text = "Spendenkonto: IBAN ES91 2100 0418 4502 0005 1332"
    assert looks_secret(text) is None and redact_secrets(text) == text


def test_a_card_security_code_of_three_digits_is_redacted() -> None:
    assert "482" not in redact_secrets("card 5156 2550 0613 9217, 11/27, security code 482")


def test_blind8_in_sample_after_round_eleven_finds_all_349_secrets_and_flags_none_of_242_look_alikes() -> None:
    score = evaluate(["blind8"], with_detect_secrets=False)["splits"]["blind8"]["ours"]
    assert (score["recall"], score["fp_rate"]) == (1.0, 0.0), (score["missed"], score["false_positives"])

