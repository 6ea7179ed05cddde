"""A Wi-Fi key of random capital letters after a router or network's (quoted) name and a key word, in ~25 languages.

"Router 'NETGEAR-5G' key: WQXRTPMZ", "Routeur « Livebox-3F2A » clé : KXWPRTZM", "Роутер 'Keenetic-1234' ключ: …":
routers print their WPA key as eight or more capitals; with no digit and no symbol, the strong-value tests pass it by.
After a router, modem or Wi-Fi word (or a quoted network name right before the key word), a key word in the language
("key", "clave", "Schlüssel", "chave", "klucz", "ключ", "κλειδί", ...), a colon, a copula or a space, a run of capitals
with few vowels and a run of four consonants is the key. Not a model or a product key ("Router model key: WNR2000"),
a key type ("key type: WPA2-PSK"), a keyboard key ("key: ENTER"), a music or a map key ("key: C minor", "key: BLUE"),
a protocol ("WPA/WPA2", "TKIP") or a word in capitals ("UNKNOWN", "DEFAULT").
"""

from __future__ import annotations

import re
from typing import Iterator


_NETWORK = (r"router|routeur|wpa[23]?|roteador|rooter|ruter|modem|módem|wi-?fi|wlan|hotspot|ssid|fritz!?box|livebox|роутер"
            r"|маршрутизатор|модем|вай-?фай|ρούτερ|δρομολογητής|reititin|yönlendirici|راوتر|روتر|מודם|נתב|राउटर|वाईफाई"
            r"|ルーター|路由器|공유기|라우터|wifi|bộ\s+phát|ruteador|enrutador|usmerjevalnik|usmerňovač|směrovač|útválasztó")
_QUOTED = r"['‘\"“„«「]\s?[^'’\"”“«»「」\n]{1,32}?\s?['’\"”“»」]"
_KEY = (r"(?:(?:wpa2?|wpa3|wi-?fi|wlan|network|netzwerk)[\s\-]?)?(?:key|clave|schlüssel|schluessel|chave|klucz|ключ"
        r"|sleutel|nyckel|nøgle|nøkkel|avain|chiave|anahtar(?:ı)?|cheie|kulcs|klíč|kľúč|ključ|κλειδί|clé|cle|raktas"
        r"|atslēga|võti|kunci|khóa|kulcsa|ключа|کلید|مفتاح|מפתח|कुंजी|キー(?:は|が)?|密钥(?:是|为)?|키(?:는|가)?|psk)")
_GIVEN = (r"(?:\s*[:=：]\s*|\s+(?:is|ist|lautet|est|es|é|è|är|er|on|jest|je|to|este|это|là|adalah|είναι|olarak)\s*[:：]?\s*"
          r"|[ \t]+(?:[/|][ \t]+)?)")
_VALUE = r"(?P<v>[A-Z]{8,63}|[A-Z]{4,6}(?:-[A-Z]{4,6}){1,5})(?![\w\-/+])"
_GAP = r"[^\n.;!?]{0,40}?"
# A network word, a few words (or a CJK particle: "wifiのキーは"), a key word; a key word, a few words ("del", "do",
# "от", "for the"), a network word; or a quoted name right before the key word. Then up to 40 characters ("printed on
# the router", "for guests"), how it is given, and the capitals.
_KEYED = re.compile(
    rf"(?i:(?<![^\W\d_])(?:{_NETWORK})(?![A-Za-z])(?P<gap>{_GAP})(?:(?<![A-Za-z])|(?=[^\x00-\x7f]))"
    rf"(?P<k>{_KEY})(?![^\W\d_])"
    rf"|(?<![^\W\d_])(?P<k2>{_KEY})(?![^\W\d_])(?P<gap2>[^\n.;!?:]{{0,24}}?)(?<![^\W\d_])(?:{_NETWORK})(?![^\W\d_])"
    rf"|(?P<q>{_QUOTED})\s?(?<![^\W\d_])(?P<k3>{_KEY})(?![^\W\d_]))"
    rf"(?P<after>(?i:[^\n.;!?:=]{{0,40}}?)){_GIVEN}{_VALUE}")
# "wifi NETGEAR-5G / WQXRTPMZ": a network word, its name, a slash and the key.
_SLASHED = re.compile(rf"(?i:(?<![^\W\d_])(?:{_NETWORK})(?![^\W\d_]))[ \t]+[\w!.\-]{{2,32}}[ \t]*/[ \t]*{_VALUE}")
# What the key word names when it is no Wi-Fi key: a model, a product, a type, a keyboard, a song, a map.
_OTHER_KEY = re.compile(r"(?i)(?<![^\W\d_])(?:model\w*|modell\w*|modèle|produ\w+|product|type|typ|tipo|serial|serie"
                        r"|firmware|keyboard|tastatur|clavier|teclado|song|chord\w*|music|musik|tonart|map|karte|carte"
                        r"|legend\w*|licen[cs]e|lizenz|windows|office|steam|game)(?![^\W\d_])")
_TYPE_AFTER = re.compile(r"(?i)[\s\-]*(?:type|typ|tipo|art|format)\b")
_WORDS = frozenset("UNKNOWN DEFAULT PASSWORD PASSWORT CONTRASENA CHANGEME REQUIRED HIDDEN SECRET NETWORK WIRELESS "
                   "ENCRYPTED STANDARD PERSONAL ENTERPRISE SHIFTKEY BACKSPACE STRENGTH STRENGTHS".split())
_VOWELS = frozenset("AEIOUY")


def caps_key(value: str) -> bool:
    """Eight or more capitals that read as no word: at most three vowels in eight, four consonants in a row somewhere,
    no letter three times running; in groups, groups of one length ("WQXR-TPMZ-KLNB")."""
    if "-" in value:
        groups = value.split("-")
        return len({len(g) for g in groups}) == 1 and caps_key("".join(groups))
    if not (8 <= len(value) <= 63 and value.isascii() and value.isalpha() and value.isupper()) or value in _WORDS:
        return False
    vowels = sum(c in _VOWELS for c in value)
    return (vowels * 8 <= 3 * len(value) and re.search(r"[^AEIOUY]{4}", value) is not None
            and re.search(r"(.)\1\1", value) is None)


def key_group(match: re.Match[str]) -> str:
    """The name of the group that holds the key word in a `_KEYED` match."""
    return next(name for name in ("k", "k2", "k3") if match.group(name) is not None)


def wifi_caps_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """("wifi password", span) of each key of random capitals after a network word or name and a key word."""
    if not re.search(r"[A-Z]{8}|[A-Z]{4}-[A-Z]{4}", shown):
        return
    for match in _KEYED.finditer(shown):
        gaps = "".join(match.group(g) or "" for g in ("gap", "gap2", "after"))
        if _OTHER_KEY.search(gaps) or _OTHER_KEY.search(shown, max(0, match.start() - 24), match.start()) \
                or _TYPE_AFTER.match(shown, match.end(key_group(match))) \
                or not caps_key(match.group("v")):
            continue
        yield "wifi password", match.span("v")
    for match in _SLASHED.finditer(shown):
        if caps_key(match.group("v")):
            yield "wifi password", match.span("v")
