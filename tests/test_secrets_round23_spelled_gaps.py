"""Round 23 (H7): spelled or gridded secrets with gaps: a password spelled with only four elements right after a
password word, a spelling word in lower case that starts with its own letter ("K de kiwi"), a token's current code
with no index ("digipass: 482 913"), a card grid named only by a codes/card word ("Codes de la carte: A1 47 B3 92").
Look-alikes: seat maps, chess, bingo, spelled surnames and booking references, card words without grid values."""

from __future__ import annotations

import pytest

from shared.safety.secrets import looks_secret

SECRETS = [
    "Passwort: K wie Kaufmann, S wie Samuel, 7, Q",
    "senha: K de kiwi, 7, x, Q, m",
    "contraseña: M de Madrid, 4, z, R",
    "mot de passe : B comme Berthe, 9, q, T",
    "password: D as in Delta, 5, k, W",
    "wachtwoord: H van Hendrik, 3, p, Z",
    "hasło: W jak Wanda, 8, r, K",
    "Kennwort: T wie Theodor, 2, f, M",
    "heslo: P jako Petr, 6, y, N",
    "salasana: K kuten Kalle, 1, m, S",
    "digipass: 482 913",
    "Digipass 55019384",
    "SecurID: 731 205",
    "código del token: 604 118",
    "codice token: 290 447",
    "Codes de la carte: A1 47 B3 92 C5 18",
    "card codes: B2 81 D4 36 F1 70",
    "códigos de la tarjeta: A3 15 C2 88 E4 09",
    "códigos do cartão: B1 44 D3 27",
    "Kartencodes: A2 19 C4 63 E1 05",
    "kody z karty: C1 52 F3 97",
]

PUBLIC = [
    "Sitzplan: A1 47 B3 92, Reihe 5",
    "seats A1 B3 C5 for 18:00",
    "Schach: e4 e5 Sf3 Sc6 Lb5",
    "bingo card: B 12, I 24, N 33, G 51",
    "Mein Nachname: K wie Kaufmann, R wie Richard, A, U, S",
    "my surname is spelled S as in Sam, M, I, T",
    "Buchungscode: K wie Kaufmann, 7, Q, X",
    "booking reference: Q as in Quebec, 7, X, 2",
    "referencia de reserva: K de kilo, 7, x, Q",
    "apellido: G de García, o, m, e, z",
    "nom de famille : D comme Denis, u, p, o, n, t",
    "the card has codes on the back, ask the bank",
    "Codes de la carte: voir au dos",
    "carte de fidélité: 120 points",
    "token count: 482 913 tokens used",
    "loto : numéros 4 12 27 33 41",
    "Passwort: K wie Kaufmann",
    "senha: a de sempre",
    "Codes de la carte : A1 à C5, 18 cases",
]


@pytest.mark.parametrize("text", SECRETS)
def test_a_short_spelled_password_a_token_code_or_a_named_card_grid_is_a_secret(text: str) -> None:
    assert looks_secret(text)


@pytest.mark.parametrize("text", PUBLIC)
def test_a_seat_map_a_game_or_a_spelled_surname_is_no_secret(text: str) -> None:
    assert looks_secret(text) is None
