"""Round 14: values that name no secret whatever the cue before them (placeholders in many languages, content digests,
an error's code, a name of capitals and a number),
and written forms that carry one (a CSV export's password column, a vendor's live key, a UK NINO with spaces, a camelCase word right after
"password:")."""

from __future__ import annotations

import pytest

from tiered_memory.shared.safety import looks_secret

PLACEHOLDERS = [
    "В шаблоне .env.example: SMTP_PASSWORD=ваш_пароль_здесь",
    "DB_PASSWORD=votre_mot_de_passe",
    "password: mein_passwort_hier",
    "contraseña: tu_contraseña_aquí",
    "API_TOKEN=il_tuo_token_qui",
    "şifre: senin_şifren_buraya",
    "Pin the image: nginx@sha256:4c0fdaa8b6341bfdeca5f18f7837462c80cff90527ee35ef185571e1c327beac",
    "I changed my password for the COVID-19 portal",
    "hata kodu 4012, servis çağırdım",
    "Kod błędu 4012 na pralce",
    "Código de error 4012 en la lavadora",
    "код ошибки 4012 на стиральной машине",
]

REAL_VALUES_WITH_THOSE_WORDS = [
    "SMTP_PASSWORD=Geheim_2024!",
    "пароль: Здесь_Мой_Пароль1",
    "DB_PASSWORD=mot_de_passe_Lyon69",
    "Apartman kapı kodu: 4012",
    "Código de confirmación de Bizum que me llegó: TX-884213 (no lo compartas)",
]


@pytest.mark.parametrize("text", PLACEHOLDERS)
def test_a_placeholder_or_a_digest_after_a_secret_word_passes(text: str) -> None:
    assert looks_secret(text) is None


@pytest.mark.parametrize("text", REAL_VALUES_WITH_THOSE_WORDS)
def test_a_real_value_that_holds_placeholder_words_is_still_a_secret(text: str) -> None:
    assert looks_secret(text) is not None


FORMS = [
    "bitwarden_export.csv row:\nfolder,name,login_uri,login_username,login_password\nWork,Jira,https://jira.acme.io,m.chen,Koala!Drift-62",
    "name;pin;bank\nOma;4821;Sparkasse",
    "http POST api.kargo.io/v1/ship X-Auth:kg_live_7Hq2ZxLm9VtT4wRb8NcY3pJ",
    "National Insurance no. for my new job: QH 41 72 90 C",
    "вайфай у коворкінгу\nмережа: Hub_Guest\nпароль: kavaZmolokom",
    "Passwort: sonnenBlume",
    "-----BEGIN CERTIFICATE-----\nMIIDdz\n-----END CERTIFICATE-----\n-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC7\n-----END PRIVATE KEY-----",
]

FORM_LOOK_ALIKES = [
    "name,email,phone\nAnna,anna@x.de,0171 2345678",
    "password,policy\nminimum length,12 characters",
    "pk_live_51HxYzAbCdEfGhIjKlMn is the publishable key for the checkout page",
    "password: changeMe",
    "password: seeVault",
    "password: iPhone",
    "Public CA cert for the proxy (safe to share):\n-----BEGIN CERTIFICATE-----\nMIIDdzCCAl+gAwIBAgIEbV3kZjANBgkqhkiG9w0BAQsF\n-----END CERTIFICATE-----",
]


@pytest.mark.parametrize("text", FORMS)
def test_a_secret_in_an_export_a_header_or_an_id_form_is_found(text: str) -> None:
    assert looks_secret(text) is not None


@pytest.mark.parametrize("text", FORM_LOOK_ALIKES)
def test_an_export_without_a_secret_column_or_a_publishable_key_passes(text: str) -> None:
    assert looks_secret(text) is None
