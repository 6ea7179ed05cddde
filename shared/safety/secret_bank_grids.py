"""A bank's coordinate card, TAN list or key-number card written out: its name, then grid cells or numbered entries.

Banks hand out cards of one-time values: a grid read by coordinate ("tarjeta de coordenadas: A1=47, B3=92"), or a
list read by number ("iTAN-Liste: TAN 14: 482913", "avainlukulista: avainluku 33: 8812", "보안카드 03번 4829").
A card's name in any of ~20 languages, then in the same line two or more cells (a letter and a digit or two, then
2–4 digits) or one or more numbered entries (an index of 1–4 digits, a colon, equals sign, dash or 번, then 3–8
digits). "TAN 14: 482913" names its own card. A card named without values, a seat map, a spreadsheet, chess moves
or a timetable (no card name, or times and words for values) stays unflagged.
"""

from __future__ import annotations

import re
from typing import Iterator

_CARD = re.compile(
    r"(?i)(?<![^\W\d_])(?:coordinates?\s+card|grid\s+card|matrix\s+card|code\s+card|security\s+grid|tan[\s\-]?(?:list[ea]?n?|bogen|block)"
    r"|itan\w*|indexliste|tarjeta\s+de\s+(?:coordenadas|claves|c[óo]digos)|digipass|cart[ãa]o[\s\-]+(?:matriz|de\s+coordenadas"
    r"|de\s+c[óo]digos|chave)|carte\s+(?:de\s+coordonn[ée]es|[àa]\s+grille|matricielle|de\s+codes)|grille\s+de\s+codes"
    r"|carta\s+(?:a|di|delle)\s+coordinate|carta\s+codici|tabella\s+codici|codekaart\w*|co[öo]rdinatenkaart\w*|kodkort\w*"
    r"|koordinaten\w*kart\w*|koordinat\w*kort\w*|carte\s+de\s+cl[ée]s|kodekort\w*|nøkkelkort\w*|nøglekort\w*|kodlista\w*|kodeliste\w*|tunnusluku\w*|avainluku\w*|karta\s+kod[óo]w|karta\s+zdrapka"
    r"|kódov[áa]\s+kart\w*|kódkártyá?\w*|şifre\s+kart\w*|sifre\s+kart\w*|карт\w{0,2}\s+кодов|таблиц\w{0,2}\s+кодов"
    r"|κάρτα\s+κωδικών|kartu\s+(?:kode|koordinat)|thẻ\s+ma\s+trận"
    r"|codes?\s+de\s+(?:la\s+|ma\s+)?carte|c[óo]digos\s+de\s+(?:la\s+|mi\s+)?tarjeta|c[óo]digos\s+do\s+(?:meu\s+)?cart[ãa]o"
    r"|card\s+codes|codes\s+on\s+(?:the|my)\s+card|karten-?codes?|codici\s+della\s+carta|codes\s+van\s+de\s+kaart|kody\s+z\s+karty)(?![^\W\d_])"
    r"|보안\s?카드|口令卡|密码卡|密保卡|乱数表|確認番号表")
# A grid cell and its value: "A1=47", "B3: 92", "C5 18", "[D2] 604".
_CELL = re.compile(r"(?<![^\W_])\[?(?:[A-Za-z]\d{1,2}|\d{1,2}[A-Za-z])\]?\s*(?:[=:：→]\s*|\s+)\d{2,4}(?![\d:.,/]\d)")
# A numbered entry and its value: "TAN 14: 482913", "avainluku 33: 8812", "0032 = 481920", "03번 4829", "01 - 4829".
_ENTRY = re.compile(r"(?<![\d.:/])\d{1,4}\s*(?:[:=：→]|[\-–](?=\s)|번)\s*\d{3,8}(?![\d:.,/]\d)")
# Numbered boxes holding one digit or two ("case 12 = 8", "casilla 4: 37"): two or more of them.
_BOX = re.compile(r"(?i)(?<![^\W\d_])(?:case|casilla|posici[óo]n|posição|posicao|position|feld|rivi|row|rad|riga|pozycja|pole|kutu)"
                  r"\s*\d{1,4}\s*[:=：→]\s*\d{1,2}(?![\d:.,/]\d)")
# A TAN named with its number ("TAN 14: 482913", "iTAN Nr. 7 = 550912"): its own card.
_TAN = re.compile(r"(?<![^\W\d_])(?-i:i?TAN)\s*(?:Nr\.?|n[°º]|#)?\s*\d{1,3}\s*[:=]\s*\d{6}(?!\d)")
# A token's current code, no index ("digipass: 482 913", "SecurID 55019384").
_TOKEN_NOW = re.compile(r"(?i)(?<![^\W\d_])(?:digipass|secur-?id|rsa\s+token|token-?code|c[óo]digo\s+(?:del\s+|do\s+)?token"
                        r"|codice\s+(?:del\s+)?token|bank-?token)\s*[:=：]?\s*(?P<v>\d{3}\s?\d{3}|\d{6,8})(?![\d:.,/]\d)")
# Words that make the values something else: times, weights, seats, prices.
_NOT_VALUES = re.compile(r"(?i)(?<![^\W\d_])(?:uhr|kg|plätze|places|seats?|asientos|€|eur|usd|min|h)(?!\w)")


def _line_end(shown: str, at: int) -> int:
    """Where the line holding `at` ends."""
    end = shown.find("\n", at)
    return len(shown) if end < 0 else end


def _values(shown: str, start: int, end: int) -> tuple[int, int] | None:
    """The span of a card's values in shown[start:end]: two grid cells or more, or one numbered entry or more."""
    cells = list(_CELL.finditer(shown, start, end))
    boxes = list(_BOX.finditer(shown, start, end))
    found = cells if len(cells) >= 2 else boxes if len(boxes) >= 2 else list(_ENTRY.finditer(shown, start, end))
    if not found or _NOT_VALUES.search(shown, start, end):
        return None
    return found[0].start(), found[-1].end()


def bank_grid_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """(kind, span) of each coordinate card, TAN list or key-number card written out after its name."""
    if sum(c.isdigit() for c in shown) < 4:
        return
    for tan in _TAN.finditer(shown):
        yield "bank card codes", tan.span()
    yield from (("one-time code", m.span("v")) for m in _TOKEN_NOW.finditer(shown))   # a token's current code
    for card in _CARD.finditer(shown):
        span = _values(shown, card.end(), min(_line_end(shown, card.end()), card.end() + 200))
        if span is not None:
            yield "bank card codes", span
