"""Round 26, dial turns: a safe's or a combination lock's dial told as left and right turns to numbers ("Tresor im Keller:
links 32, rechts 17, wieder links 5"), in many languages and scripts (native digits too), after a safe or lock word or
going back and forth three times; look-alikes (directions with distances, ordinals, house and room numbers,
percentages, an eye prescription, talk about turning a dial with no number) stay public.
"""

from __future__ import annotations

import pytest

from tiered_memory.shared.safety import looks_secret, redact_secrets

SECRETS = [
    "Tresor im Keller: links 32, rechts 17, wieder links 5",
    "El candado del trastero: derecha 12, izquierda 30, derecha 4",
    "Le coffre de mamie : à droite 18, à gauche 3, puis à droite 26",
    "金庫は右に24、左に8、右に31",
    "Kasa: sağa 14, sola 3, sağa 27",
    "Сейф на даче: вправо 40, влево 12, вправо 7",
    "Zamek w szafce: w prawo 22, w lewo 8, w prawo 35",
    "금고: 오른쪽으로 15, 왼쪽으로 30, 오른쪽으로 5",
    "ઘરની તિજોરી: જમણે ૧૨, ડાબે ૪૦, ફરી જમણે ૭",
    "दादी की तिजोरी: बाएँ 11, दाएँ 36, फिर बाएँ 2",
    "left 32, right 17, left 5",
    "Kassaskåpet: höger 9, vänster 21, höger 33",
]

LOOKALIKES = [
    "links abbiegen, nach 200 m rechts, dann wieder links",
    "Turn left at the light, right onto 5th, left 2 blocks",
    "Rechts in die 3. Straße, dann links, Hausnummer 14",
    "Brille: rechts -2, links -3",
    "Left 32%, right 17%, left 5%",
    "Oben links 3, rechts 4: Zimmer 214",
    "Au feu, à gauche, puis à droite au 12, rue Dumas",
    "The safe has a dial: turn it left, then right, then left again",
    "दाएँ मुड़ें, फिर बाएँ, मकान नंबर 24",
    "Hotel room 214, the safe is on the left",
]


@pytest.mark.parametrize("text", SECRETS)
def test_dial_turns_to_numbers_are_secret(text: str) -> None:
    assert looks_secret(text), text


@pytest.mark.parametrize("text", SECRETS)
def test_every_turn_number_is_redacted(text: str) -> None:
    last = [c for c in text if c.isdigit()][-1]
    assert redact_secrets(text).count(last) < text.count(last), redact_secrets(text)


@pytest.mark.parametrize("text", LOOKALIKES)
def test_directions_scores_and_rooms_stay_public(text: str) -> None:
    assert looks_secret(text) is None, (text, looks_secret(text))
