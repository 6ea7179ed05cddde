"""Public reference numbers: a money transfer's pickup reference, a receipt's tracking and merchant codes, a
municipality's statistics code, a postcode in languages the other postcode lists lack.

"رقم حوالة OMT: ٤٥٢١٨٨٣٣" is collected at a branch with an id card; "شماره پیگیری ۲۳۹۱۸۴، کد پذیرنده ۱۱۰۲۳۴" are a
receipt's; "código INE del municipio: 28079" and "Gemeindeschlüssel 09162000" name a town; "koodu ifiweranse 100271" is a
Yoruba postcode. The number after such a name is masked as public. Called by `secret_public_places.place_spans`;
every pattern is bounded.
"""

from __future__ import annotations

import re
from typing import Iterator

from .secret_remittance import transfer_kept

_NAME = re.compile(
    r"(?i)رقم\s+(?:ال)?(?:حوالة|حواله|تحويل|مرجع|تتبع)|(?:OMT|Whish|Western\s+Union|MoneyGram|\bRia)\s+(?:ref\w*|no\b\.?"
    r"|number|nummer|número|numéro|code|رقم)|\bMTCN\b|شماره\s+(?:پیگیری|مرجع|ترمینال|پایانه|سند)|کد\s+(?:پذیرنده|رهگیری"
    r"|پیگیری|پستی)|c[oó]digo\s+(?:INE|IBGE|DANE|INEGI|postal|del\s+municipio|municipal|de\s+municipio)|code\s+(?:INSEE"
    r"|commune|postal)|gemeinde(?:schlüssel|kennziffer|kennzahl|nummer)|\bAGS\b|kod\s+TERYT|\bTERYT\b|codice\s+(?:ISTAT"
    r"|catastale|comune)|CBS-?(?:code|gemeentecode)|gemeentecode|kuntanumero|kuntakoodi|kommunenummer|kommunkod"
    r"|ОКТМО|ОКАТО|OKTMO|koodu\s+ifiwe?ran[sṣ]e|koodu\s+ifiran[sṣ]e|lambar\s+(?:akwatin\s+)?gidan\s+waya|msimbo\s+wa\s+posta"
    r"|nambari\s+ya\s+posta|ikhodi\s+yeposi|poskode|koodhka\s+boostada|kaody\s+paositra|posta\s+kodu|kode\s+pos")
_CUES = ("رقم", "omt", "whish", "western", "moneygram", "ria", "mtcn", "شماره", "کد", "código", "codigo", "code", "gemeinde",
         "ags", "teryt", "codice", "cbs", "gemeentecode", "kunta", "kommun", "октмо", "окато", "oktmo", "koodu", "lambar",
         "msimbo", "nambari", "ikhodi", "poskode", "koodhka", "kaody", "posta", "kode pos")
_TRANSFER = re.compile(r"(?i)حوال|تحويل|OMT|Whish|Western|MoneyGram|Ria|MTCN")
_VALUE = re.compile(r"[^\d\n]{0,24}?(?P<v>[#№]?\d(?:[\d\s٬,\-]{0,14}\d)?)(?!\d)")


def reference_spans(text: str) -> Iterator[tuple[int, int]]:
    """Spans of the public reference numbers in `text` (see the module's docstring)."""
    lowered = text.lower()
    if not any(c.isdigit() for c in text) or not any(cue in lowered for cue in _CUES):
        return
    kept = transfer_kept(text)   # a pickup code kept for one collector is no public reference (secret_remittance)
    for name in _NAME.finditer(text):
        value = _VALUE.match(text, name.end())
        if value is not None and not (kept and _TRANSFER.search(name.group())):
            yield value.span("v")
