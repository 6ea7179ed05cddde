"""Wi-Fi security protocols and ciphers named where a key could stand: "clé wifi : WPA2-PSK", "WLAN: WPA2/WPA3", masked.

A Wi-Fi label followed by "WPA2-PSK (AES)", "WPA/WPA2", "WPA3-SAE", "WPA2-Enterprise (802.1X)" or "TKIP+AES" names how
the network is secured, not its key; with letters, digits and a hyphen the value reads as a password to every reader.
The whole run of protocol parts (WPA, WPA2, WPA3, WEP, WPS, PSK, SAE, OWE, TKIP, AES, CCMP, GCMP, 802.1X, EAP-…, and
Personal / Enterprise / Mixed / Transition) is masked, and only when nothing but those parts makes it up: a key that
starts with one ("WPA2-Home-7781") is left whole, and so is a protocol that labels the key after it ("clave WPA: …").
"""

from __future__ import annotations

import re
from typing import Iterator

_PART = r"(?:WPA[123]?|WEP|WPS|PSK|SAE|OWE|TKIP|AES(?:-?(?:128|256))?|CCMP|GCMP|802\.1[Xx]|EAP(?:-[A-Z]{2,5})?)"
_WORD = r"(?:Personal|Enterprise|Mixed|Transition|Mode|[Pp]ersonnel|[Pp]ersonal|Entreprise|Empresa|Pessoal)"
_PROTOCOL = re.compile(rf"(?<![\w\-/+]){_PART}(?:\s?[-/+]\s?(?:{_PART}|{_WORD})|\s?\((?:{_PART}|{_WORD})"
                       rf"(?:\s?[-/+]\s?{_PART}){{0,2}}\)){{0,4}}(?![\w\-/+])")

# A protocol naming the key that follows ("WPA key:", "clave WPA:", "WPA2-PSK: Kx9…"): a label, kept.
_LABEL_AFTER = re.compile(r"(?i)[ \t]*(?:[:=：]|[\-\s]?(?:key|schlüssel|clave|clé|cle|chave|chiave|klucz|ключ|sleutel|nyckel"
                          r"|nøkkel|nøgle|avain|anahtar|kulcs|klíč|passphrase|password|passwort|kennwort|code|pin)(?![^\W\d_]))")


def protocol_spans(text: str) -> Iterator[tuple[int, int]]:
    """Spans of Wi-Fi security protocol names (a run of protocol parts and nothing else)."""
    if "WPA" not in text and "WEP" not in text and "TKIP" not in text and "AES" not in text:
        return
    yield from (m.span() for m in _PROTOCOL.finditer(text) if not _LABEL_AFTER.match(text, m.end()))
