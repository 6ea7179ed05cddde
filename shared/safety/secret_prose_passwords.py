"""Passwords told in prose with no password label: typed after joining a network ("łączysz się z Orange_6B20,
wpisujesz GoralkA_2023zak", "ไวไฟร้าน: ชื่อ TrueGigatex_Shop พิมพ์ maew2567ok"), or given as the second half of a login
pair after an e-mail address or a user name ("coloc.rue.dumas@gmail.com et Raclette2024!", "utente f.bianchi, la chiave
è Gatto.Nero_77!", "اسم المستخدم 1098765432 والسرية Riyadh@2023").

Typed: a Wi-Fi, network, router or login word (or a verb of connecting) before a verb of typing or entering in the
same sentence, then a value of letters and digits, 8–64 characters, that is no address, link, protocol or network name
given before. A login pair: an e-mail address or a user word with its name, then within a few words a connective, a
vague key word ("chiave", "clé", "key", "السرية") and a copula, all optional, then a password-shaped value; with no key
word the value must hold a symbol (a name glued to a year, "Projekt2024", is no password). Every pattern is linear.
"""

from __future__ import annotations

import re
from typing import Iterator

from .secret_cues import password_shaped

_NETWORK = re.compile(
    r"(?i)(?<![^\W\d_])(?:wi-?fi|wlan|hotspot|router|routeur|modem|ssid|network|netzwerk|réseau|rete|netwerk|nätverk"
    r"|sieć|sieci|сеть|сети|вай-?фай|jaringan|mạng|login|log\s+in|sign\s+in|łączysz\s+się|połącz\s+się|connect\s+to"
    r"|verbinde\s+dich|conéctate|conectas|connecte-toi|подключаешься|подключись|bağlan\w*)(?![^\W\d_])"
    r"|ไวไฟ|วายฟาย|เชื่อมต่อ|ワイファイ|无线|無線|와이파이")
_TYPE = (r"(?:type|enter|tippst|tippe|tapes|tape|saisis|escribes|escribe|digiti|digita|digite|inserisci|wpisujesz|wpisz"
         r"|wpisać|wprowadzasz|wprowadź|вводишь|введи|набираешь|yazıyorsun|yazın|ketik|masukkan|nhập|gõ|typ|skriver|skriv)"
         r"(?![^\W\d_])|พิมพ์|กรอก|ใส่|入力|输入|輸入|입력")
_TYPED = re.compile(rf"(?i)(?<![^\W\d_])(?:{_TYPE})\s*[:：]?\s*(?P<v>[^\s,;:'\"“”«»()]{{8,64}})")
# No password: a hex id or UUID, a link, an e-mail address, a domain, a protocol, an IP address.
_NOT_VALUE = re.compile(r"(?i)^[\da-f\-]+$|^(?:https?:|www\.)|@[\w\-]+\.[a-z]|\.(?:com|net|org|de|fr|pl|ru|th|io)\b"
                        r"|^(?:wpa\d?|wep|psk)\b|^\d[\d.]*$")
_SENTENCE_END = re.compile(r"[.!?。！？\n](?:\s|$)")

_EMAIL = r"[\w.+\-]+@[\w\-]+(?:\.[\w\-]+)+"
_USER = (r"(?:utente|user(?:name)?|usuario|utilisateur|identifiant|benutzer(?:name)?|gebruiker(?:snaam)?|användarnamn"
         r"|brugernavn|brukernavn|użytkownik|login|логин|пользователь|kullanıcı(?:\s+adı)?|اسم\s+المستخدم)")
_KEY_WORD = (r"(?:chiave|clé|cle|key|schlüssel|llave|chave|klucz|ключ|anahtar|sleutel|nyckel|mdp|pw|pass|senha|hasło"
             r"|heslo|jelszó|parola|sandi|(?:ال)?سري(?:ة)?|(?:ال)?رمز)")
_PAIR = re.compile(
    rf"(?i)(?:(?<![\w.+\-]){_EMAIL}|(?<![^\W\d_]){_USER}(?![^\W\d_])\s*[:=]?\s*(?!id\b)[^\s,;:=]{{2,40}})"
    r"(?=[\s,;])[\s,;/|]{1,3}(?:(?:et|and|und|y|e|i|ve|и|a|en|och|og|ja|dan|và|و)\s*)?"
    rf"(?:(?:(?:la|le|il|the|das|der|die|el|a|o|de|het|my|mon|ma)\s+)?(?P<k>(?<![^\W\d_]|و){_KEY_WORD}|(?<=و)"
    r"(?:ال)?سري(?:ة)?)(?![^\W\d_])\s*(?:è|est|is|ist|es|é|är|er|je|jest|:|=)?\s*)?"
    r"(?P<v>[^\s,;'\"“”«»()]{6,64})")


def _typed(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    for match in _TYPED.finditer(shown):
        value = match.group("v").rstrip(".!?")
        ends = list(_SENTENCE_END.finditer(shown, 0, match.start()))
        low = ends[-1].end() if ends else 0
        before = shown[low:match.start()]
        if _NETWORK.search(before) is None or _NOT_VALUE.search(value) or value in before:
            continue
        if password_shaped(value) and any(c.isdigit() for c in value) and any(c.isalpha() for c in value):
            yield "password", (match.start("v"), match.start("v") + len(value))


def _paired(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    for match in _PAIR.finditer(shown):
        raw = match.group("v")
        value = raw.rstrip(".?")
        core = value.rstrip("!")
        if not password_shaped(value) or _NOT_VALUE.search(core) or len(core) < 8 \
                or not (any(c.isdigit() for c in core) and any(c.isalpha() for c in core)):
            continue
        symbol = any(not c.isalnum() for c in value)
        if match.group("k") or symbol:
            yield "password", (match.start("v"), match.start("v") + len(value))


def prose_password_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """(kind, span) of each password typed after joining a network or given after a login's address or name."""
    if not any(c.isdigit() for c in shown):
        return
    yield from _typed(shown)
    if "@" in shown or re.search(rf"(?i){_USER}", shown):
        yield from _paired(shown)
