"""Round 27 (R27H4): false positives and known leftovers, each as a family across languages. A shop's survey code on a
receipt, a JWT's header shown alone, a PIN or password the text says is no longer in use, India's postal PIN code on an
address line or beside a place word, Arabizi words after a code word with no value, turns with no lock word that do not
alternate, a password or PIN rule, an expired Indonesian or Malay OTP, and Spanish, Italian, Polish and German words
that only look like fiction nouns ("cena", "conto", "in Folge") are not secrets; the secrets in the same shapes (a card
PIN on a receipt, a full JWT, the new PIN beside the old one, a bank PIN beside pin code words, a Wi-Fi code with its
value, alternating dial turns, a remittance reference kept for one collector, a fresh OTP) stay caught."""

from __future__ import annotations

import base64
import json

import pytest

from shared.safety.secrets import looks_secret


def _b64(fields: dict[str, object]) -> str:
    return base64.urlsafe_b64encode(json.dumps(fields, separators=(",", ":")).encode()).decode().rstrip("=")


_HEADER = _b64({"alg": "RS256", "typ": "JWT", "kid": "signing-2025"})
_HS_HEADER = _b64({"alg": "HS256", "typ": "JWT"})
_CLAIMS = _b64({"sub": "77120", "role": "billing-admin", "iat": 1767225600})
_SIGNATURE = "Vt3kQ9xLmZ2pR7wN4bYc8Hd1sFg6uEaPoiWqXzTy5"

SECRETS = [
    # a receipt or survey beside a card's PIN, a gift card or a login
    "the receipt from the ATM has my card PIN on it: 4821",
    "gift card from the survey prize, PIN 7340 on the back of the receipt",
    "la encuesta me pidió el usuario y la contraseña del banco: Tortuga_88",
    "Kod do ankiety: hasło Zima2024!",
    "Umfrage Code 4471, Kennwort Sonne2020!",
    "questionário: o código do cofre é 4471",
    "survey code 4471, clave del portal 8812",
    # a whole JWT, header and all
    f"token for the staging api: {_HS_HEADER}.{_CLAIMS}.{_SIGNATURE}",
    f"Bearer {_HEADER}.{_CLAIMS}.{_SIGNATURE}",
    # the new value beside the old one
    "my new pin is 5082, the old 1234 no longer works",
    "mi pin ya no es 1234, ahora es 9071",
    "die alte PIN geht nicht mehr, die neue ist 6620",
    "the wifi password used to be Lagarto1 but now it is Marmota_552",
    "the old PIN was replaced by 3917",
    "il vecchio pin non va più, quello nuovo è 6604",
    "codice del sondaggio? no, è il PIN della carta: 8830",
    "old wifi password is now Pelican_4471",
    # India: a bank or phone PIN beside the words for a postal PIN code
    "my PIN code is 739204",
    "मेरा एटीएम पिन 4821 है, पिन कोड 411038 कोथरूड",
    "పిన్ కోడ్ 739204 ఎవరికీ చెప్పకు",
    "నా ఏటీఎం పిన్ 6152, మా ఊరు పిన్ కోడ్ 522001",
    # Arabizi: a code word with its value
    "el code taba3 el bawwabe 7391",
    "el code taba3 el wifi howe beirut2020",
    "el pin taba3 el bank 4821",
    # dial turns: alternating, or beside a lock word
    "left 24, right 9, left 31",
    "Schloss am Keller: links 3, links 14, rechts 5",
    "combo: right 12, right 34, left 8",
    # a remittance reference kept for one collector
    "MoneyGram reference number 7742 1903, only Auntie Rosa collects it",
    "Western Union reference number 4471 2209 18 — solo mi mamá lo cobra",
    # a fresh or soon-expiring OTP
    "kode OTP 558102 berlaku 5 menit, cepat masukin",
    "Kode OTP 612044 belum kadaluarsa, jangan kasih siapa-siapa",
    # fiction-looking words that are everyday words: the value is still someone's
    "el pin del cajero es 4821, lo usé en la cena",
    "il pin del conto è 7302",
    "la password del conto in banca è Gabbiano_77",
    "der PIN ist 5520, dreimal in Folge falsch eingegeben",
    "PIN karty 4821, zapłaciłem w cenie 20 zł",
]

PUBLIC = [
    # a shop's survey code on a receipt
    "the code on my target receipt for the feedback survey is 4410, they give you a coupon",
    "Walmart survey code from the receipt: 7731 2209 4410",
    "código de la encuesta del ticket: 48213, te dan un cupón",
    "Umfrage-Code auf dem Kassenbon: 7731-22, gibt einen Gutschein",
    "code du questionnaire de satisfaction sur le ticket : 55120, pour un bon de réduction",
    "codice del sondaggio sullo scontrino: 30917",
    # a JWT header alone
    f"the jwt header {_HEADER} only names RS256 and the key id",
    f"JWT-Header: {_HS_HEADER} (nur HS256, kein Geheimnis)",
    # a PIN or password no longer in use
    "my pin is no longer 9083, I changed it at the bank",
    "el código viejo era 5521, ya lo cambié",
    "mi clave ya no es Tortuga88, la cambié ayer",
    "die alte PIN 1234 geht nicht mehr",
    "le code n'est plus 4471 depuis lundi",
    "PIN lama 1234 sudah tidak berlaku",
    "старый пароль Qwerty2019 больше не работает",
    "a senha antiga do portão era 3390, o síndico trocou",
    "旧的车库密码 775533 已经作废",
    "il vecchio pin 4471 non funziona più",
    "de oude pincode 8812 werkt niet meer",
    "eski alarm şifresi 5521 geçersiz, yenisini soracağım",
    # India's postal PIN code with a place
    "పిన్ కోడ్ 500032 గచ్చిబౌలి సిటీ",
    "पिन कोड 560034 कोरमंगला",
    "pincode 411004 Deccan, Pune",
    "पिन कोड 302017 मालवीय नगर जयपुर",
    "பின் கோடு 600040 அண்ணா நகர்",
    "পিন কোড 700019 বালিগঞ্জ",
    # Arabizi talk about a code with no value
    "el code taba3 el wifi maktoub 3al 7eit bel matbakh",
    "code el bab ma3 el natour, es2al 3ando",
    # turns that are not a dial
    "links 2, links 5, rechts 1, dann bist du am Bahnhof",
    "right 3, right 1, left 2 and the shop is on the corner",
    # a password or PIN rule
    "the password rule: all sevens? no idea",
    "Passwortregel: keine vier gleichen Ziffern wie 4444",
    "règle du mot de passe : pas de 1234",
    "密码规则：不能用123456",
    # an expired Indonesian or Malay OTP
    "Kode OTP 558102 kadaluarsa, minta kirim ulang",
    "Kode OTP 730221 udah gak berlaku",
    "Kod OTP 410298 sudah tamat tempoh",
    # fiction framed in its own language
    "Na cena final do filme, a senha do cofre era 0451",
    "Dans le conte, le mot de passe était Sésame123",
    "Nel cartone animato la password era Pippo99",
    "in der letzten Folge war das Passwort 'Bananenbrot7'",
    # a remittance reference with no collector kept
    "MoneyGram reference number 88203311, collect it at any branch",
]


@pytest.mark.parametrize("text", SECRETS)
def test_a_secret_shaped_like_a_known_look_alike_is_still_flagged(text: str) -> None:
    assert looks_secret(text) is not None, text


@pytest.mark.parametrize("text", PUBLIC)
def test_a_survey_code_jwt_header_stale_pin_postal_pin_code_or_rule_is_not_flagged(text: str) -> None:
    assert looks_secret(text) is None, text
