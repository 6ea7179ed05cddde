"""Round 14: values that name no secret whatever the cue before them: placeholders in many languages, content digests."""

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
]

REAL_VALUES_WITH_THOSE_WORDS = [
    "SMTP_PASSWORD=Geheim_2024!",
    "пароль: Здесь_Мой_Пароль1",
    "DB_PASSWORD=mot_de_passe_Lyon69",
]


@pytest.mark.parametrize("text", PLACEHOLDERS)
def test_a_placeholder_or_a_digest_after_a_secret_word_passes(text: str) -> None:
    assert looks_secret(text) is None


@pytest.mark.parametrize("text", REAL_VALUES_WITH_THOSE_WORDS)
def test_a_real_value_that_holds_placeholder_words_is_still_a_secret(text: str) -> None:
    assert looks_secret(text) is not None
