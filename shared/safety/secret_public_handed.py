"""Public look-alikes of handed-over codes: a default pairing code, a reference beside a token PIN, opening hours.

A pairing or link code named as a device's default, factory or manual value ("Kopplungscode steht im Handbuch: 0000",
"קוד צימוד ברירת מחדל: 0000") is printed for every buyer, one given to everyone or expired ("Código de vinculación
caducado: 4K9M2X") opens nothing of one person's; the number right after a transaction's, order's or case's
reference word beside a bank token's name ("Token PIN reset request, transaction reference: 818244") is that
reference; digits in dashed pairs after an opening hours word ("Öffnungszeiten: 09 - 12 - 14 - 18") are times. Only
that one value is masked: a PIN given elsewhere in the same text is still read ("default is 0000, mine is 4821").
"""

from __future__ import annotations

import re
from typing import Iterator

from .secret_handed_codes import PAIRING, PRIVATE, PUBLIC, TOKEN_PIN
from .secret_public_words import sentences

# A device's printed value: default, factory setting, the manual, in ~25 languages.
_DEFAULT = re.compile(
    r"(?i)(?<![^\W\d_])(?:default|factory|manual|printed|standard\w*|werks\w*|handbuch|anleitung|par\s+défaut|manuel"
    r"|notice|por\s+defecto|predeterminad[oa]|de\s+f[áa]brica|padrão|predefinit[oa]|di\s+fabbrica|manuale"
    r"|handleiding|fabrieks\w*|domyśln\w*|instrukcj\w*|varsayılan|kılavuz\w*|по\s+умолчанию|заводск\w*"
    r"|инструкци\w*|mặc\s+định|bawaan|εργοστασιακ\w*)(?![^\W\d_])"
    r"|الافتراضي|پیش\u200c?\s?فرض|ברירת\s+מחדל|डिफ़ॉल्ट|默认|默認|说明书|說明書|初期|デフォルト|取扱説明書|기본값|설명서|ค่าเริ่มต้น")
_REDACTED = re.compile(r"[^\n\d]{0,30}?\[secret removed\]")
_CODE_VALUE = re.compile(r"[^\n\d]{0,30}?(?<![\w\-])(?P<v>\d{4,6}|(?=[A-Za-z]*\d)[A-Za-z0-9]{4,10})(?![\w\-])")
# A reference, order, case or transaction number's word, then (maybe) a colon: the number after it is that.
_REFERENCE = re.compile(
    r"(?i)(?<![^\W\d_])(?:(?:transaction|order|case|ticket)\s+(?:reference|ref|number|no\.?|id)|reference(?:\s+number)?"
    r"|referencia(?:\s+de\s+la\s+(?:operaci[oó]n|transferencia))?|n[uú]mero\s+(?:de|do|da)\s+(?:pedido|operaci[oó]n"
    r"|opera[cç][aã]o|protocolo|reclamo|tr[aá]mite)|vorgangsnummer|referenznummer|bestellnummer|aktenzeichen"
    r"|numéro\s+de\s+(?:dossier|commande|transaction)|référence|riferimento|numero\s+(?:di\s+)?(?:pratica|ordine)"
    r"|referentie|kenmerk|ordernummer|numer\s+(?:zamówienia|sprawy|transakcji)|номер\s+(?:заявки|операции|заказа)"
    r"|işlem\s+numarası|sipariş\s+numarası)(?![^\W\d_])\s*[:：#]?\s*(?P<v>\d{4,12})(?![\w\-])")
# An opening hours word, then times in dashed pairs ("Öffnungszeiten: 09 - 12 - 14 - 18", "horario 09 - 13 - 17").
_HOURS = re.compile(
    r"(?i)(?<![^\W\d_])(?:opening\s+hours|hours|open|horaires?|ouvert\w*|öffnungszeit\w*|geöffnet|horarios?|abierto"
    r"|orari[oa]?|aperto|horário|aberto|openingstijden|geopend|godziny\s+otwarcia|часы\s+работы|çalışma\s+saatleri"
    r"|aukioloaj\w*|öppettider|åbningstider|åpningstider)(?![^\W\d_])[\s:]{0,3}(?P<v>\d\d(?:\s*[\-–—]\s*\d\d){1,5})")


def _own_beside(text: str, value: re.Match[str], high: int) -> bool:
    """Whether the user's own code follows the default one, with the private cue after it ("Handbuch: 0000, meiner
    ist 5H8K2P, nur für mich"): then only the default is public and the cue belongs to the user's code."""
    unmarked = text.replace("[secret removed]", "[xxxxxx removed]")   # the marker's "secret" keeps nothing
    private = PRIVATE.search(unmarked, value.end(), high)
    if private is None or PRIVATE.search(unmarked, 0, value.end()) is not None:
        return False
    other = _CODE_VALUE.match(text, value.end(), high)
    if other is None:   # the user's code already redacted in an earlier pass: "meiner ist [secret removed]"
        other = _REDACTED.match(text, value.end(), high)
    return other is not None and other.end() <= private.start() + 1


def _default_pairing(text: str) -> Iterator[tuple[int, int]]:
    for low, high in sentences(text):
        label = PAIRING.search(text, low, high)
        if label is None or not (_DEFAULT.search(text, low, high) or PUBLIC.search(text, low, high)):
            continue
        value = _CODE_VALUE.match(text, label.end(), high)
        if value is not None and (PRIVATE.search(text, low, high) is None or _own_beside(text, value, high)):
            yield value.span("v")


def handed_public_spans(text: str) -> Iterator[tuple[int, int]]:
    """Spans of default pairing codes, references beside a token PIN's name, and opening hours in dashed pairs."""
    if not any(c.isdigit() for c in text):
        return
    yield from _default_pairing(text)
    if TOKEN_PIN.search(text):
        yield from (m.span("v") for m in _REFERENCE.finditer(text))
    yield from (m.span("v") for m in _HOURS.finditer(text))
