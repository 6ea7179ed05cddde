"""Numbers read off a plastic card or drawn on a phone that open something, given with no PIN or CVV word.

- The card's back digits spaced or in Hinglish/Hindi ("üç rakam 8 0 4", "teen digit 3 8 2"): a three-digits word,
  a card word and a back word; "the last three digits", an area code or a rule without a value give none.
- A bank's coordinate (grid, matrix) card with a value per cell ("la casilla C4 es 71"); chess, spreadsheets, seats,
  bingo or maps (no grid-card word, or a game word) give none.
- An unlock shape: a letter shape ("N-kirjain", "L banao") or pattern word, a phone or lock word and 4-9 distinct
  dots joined by dashes; game levels, exercises and tile patterns give none.
- A phone's/SIM's long number from its plastic card (the PUK) when the phone is locked; a serial number with no lock
  situation, or a hotline, gives none.
"""

from __future__ import annotations

import re
from typing import Iterator

from .normalise import ascii_digits
from .secret_keyed_codes import _CARD, _DECIMAL, _DOTS, _GAME, _LAST, _PATTERN_WORD, _THREE, _UNLOCK_WORD

_NB = r"(?<![^\W\d_])"
_NA = r"(?![^\W\d_])"
_THREE_MORE = re.compile(
    rf"(?i){_NB}(?:teen|3)\s+(?:digit|digits|number|numbers|ank|ankh|nambar|numbar){_NA}|(?:तीन|3)\s+(?:अंक|अंकों|डिजिट|नंबर)"
    rf"|{_NB}(?:trzy|3)\s+cyfr{_NA}|{_NB}(?:üç|3)\s+(?:haneli\s+)?(?:numara|sayı|rakamı){_NA}")
_BACK = re.compile(
    r"(?i)(?<![^\W\d_])(?:back|reverse|rear|peeche|piche|peechhe|pichhe|arka\w*|belakang|tyłu|tylnej|odwrocie|verso"
    r"|atrás|tras|trasero|dorso|retro|rückseite\w*|hinten|achterkant|dos|verso|задн\w*|обратн\w*|mặt\s+sau|takana"
    r"|baksidan|bagsiden|baksiden)(?![^\W\d_])|पीछे|पीठ|पिछल\w*|背面|裏面|뒷면|בגב|الخلف|ظهر|پشت")
_SPACED3 = re.compile(r"[^\d\n.!?;]{0,40}?(?<![\d/.,:-])(\d(?:[ -]\d){2}|\d{3})(?![\d/]|[.,:-]\d|\s?\d)")


def _back_digits(text: str) -> Iterator[tuple[str, tuple[int, int]]]:
    if not _BACK.search(text) or not _CARD.search(text) or _DECIMAL.search(text):
        return
    for match in [*_THREE.finditer(text), *_THREE_MORE.finditer(text)]:
        if _LAST.search(text[max(0, match.start() - 20):match.end() + 12]):
            continue
        value = _SPACED3.match(text[match.end():match.end() + 50])
        if value:
            yield "card security code", (match.end() + value.start(1), match.end() + value.end(1))


_GRID_CARD = re.compile(
    r"(?i)(?:tarjeta|cartão|cartao|carta|carte|karta|kartu|card)\s+(?:de\s+|di\s+|a\s+|z\s+)?(?:coordenadas|coordinate"
    r"|coordonnées|coordonnees|współrzędnych|koordinat|matri\w*)|(?:coordinate|matrix|grid|koordinat|bingo\s*kod)"
    r"[\s-]?(?:card|kart\w*)|koordinatenkarte|koordinatenliste|coördinatenkaart|координатн\w*\s+карт\w*"
    r"|карт\w*\s+координат|坐标卡|座標卡|座標カード|좌표\s?카드|بطاقة\s+الإحداثيات|כרטיס\s+קואורדינטות")
_GRID_VETO = re.compile(
    r"(?i)(?<![^\W\d_])(?:chess|ajedrez|échecs|schach|scacchi|xadrez|szachy|bingo|lotto|seat|asiento|siège|sitz|posto"
    r"|map|mapa|carte\s+routière|landkarte|excel|spreadsheet|hoja|tabellen\w*|euros?|€|\$|tablero|plateau|board)"
    r"(?![^\W\d_])")
_CELL = re.compile(
    r"(?<![\w/.-])([A-J]-?[1-9]\d?)(?:\s*[:=→>]\s*|\s+(?:es|is|ist|est|é|è|jest|это|on|=)\s+|\s+)(?:la\s+|el\s+)?"
    r"(\d{2,4})(?![\d,.]\d|\d|\s?[%€$])")


def _grid(text: str) -> Iterator[tuple[str, tuple[int, int]]]:
    if not _GRID_CARD.search(text) or _GRID_VETO.search(text) or _GAME.search(text):
        return
    for match in _CELL.finditer(text):
        yield "coordinate card cell", match.span(2)


_SHAPE = re.compile(
    r"(?i)(?<![^\W\d_])[A-Z](?:-|\s)?(?:kirjain\w*|shape\w*|form\w*|harfi\w*|şekl\w*|vorm\w*|banao|banana|bana"
    r"|ka\s+shape|aakar|आकार)(?![^\W\d_])"
    r"|(?<![^\W\d_])(?:forme|forma|shape|huruf|letter|letra|lettre|buchstaben?|kirjain|litera|literę|bentuk|букв\w*)"
    r"\s+(?:de\s+|d'un\s+|of\s+(?:an?\s+)?|a\s+)?[A-Z](?![^\W\d_])"
    r"|(?<![^\W\d_])(?:kuvio\w*|lukituskuvio\w*|mönster|mønster|vzor|minta)(?![^\W\d_])")
_PHONE_LOCK = re.compile(
    r"(?i)(?<![^\W\d_])(?:puheli\w*|móvil|movil|cellulare|portable|komórk\w*|cep|handphone|lukitu\w*|lock|lockscreen|kilid\w*|ponsel|hp|fon|mobile|mobil|smartphone"
    r"|telefonu|mobiel|gsm|zár\w*|zámek|telefonen|skjerm|skärm)(?![^\W\d_])")
_EXERCISE = re.compile(
    r"(?i)(?<![^\W\d_])(?:exercise|übung|ejercicio|exercice|esercizio|workout|stretch\w*|harjoitu\w*|yoga|tile\w*"
    r"|fliese\w*|azulejo\w*|recipe|rezept|receta|recette|schritt\w*|step|steps|paso|étape|knit\w*|dance|tanz)"
    r"(?![^\W\d_])")


def _shape(text: str) -> Iterator[tuple[str, tuple[int, int]]]:
    dots = list(_DOTS.finditer(text))
    if not dots or _GAME.search(text) or _EXERCISE.search(text):
        return
    if not (_SHAPE.search(text) or _PATTERN_WORD.search(text)):
        return
    if not (_UNLOCK_WORD.search(text) or _PHONE_LOCK.search(text)):
        return
    for match in dots:
        digits = [c for c in match.group(0) if c.isdigit()]
        if len(set(digits)) == len(digits):
            yield "unlock pattern", match.span()


_LOCKED = re.compile(
    r"(?i)gesperrt|locked|bloquead\w*|bloccat\w*|verrouill\w*|zablokowan\w*|kilitlen\w*|kilitli|lukittu\w*|lukossa"
    r"|заблокир\w*|terkunci|geblokkeerd|vergrendeld|låst|spärrad|sperre|blocked|bloqué\w*|zamčen\w*|lezárt")
_PLASTIC = re.compile(
    r"(?i)plastik\w*|plastic|plástico|plastico|plastique|plastica|plastikow\w*|muovi\w*|пластик\w*|plast\w*kort"
    r"|sim[\s-]?(?:karte|card|kaart|kort|kart\w*|tarjeta)|(?:lange|long|largo|lungo|longo|długi|uzun|pitkä|длинн\w*"
    r"|panjang|longue|lang)\s+(?:zahl|nummer|number|número|numero|numer|numara|numero|номер|число|angka|nombre)")
_PUK_VETO = re.compile(
    r"(?i)hotline|anruf\w*|call|llam\w*|appel\w*|service|kundendienst|support|serien\w*|serial|iccid|imei|tracking"
    r"|sendung\w*|kunden\w*nummer|customer|zamówien\w*|order\w*|bestell\w*|pedido|commande|ordine|tilau\w*"
    r"|sipariş\w*|заказ\w*|pesanan|encomenda")
_PUK_VALUE = re.compile(r"(?<![\d/.,:+-])(?<!\d\s)(\d{8}|\d{4}[ -]\d{4})(?![\d/]|[.,:-]\d|\s\d)")


def _puk(text: str) -> Iterator[tuple[str, tuple[int, int]]]:
    if not _LOCKED.search(text) or not _PLASTIC.search(text) or _PUK_VETO.search(text):
        return
    if not (_UNLOCK_WORD.search(text) or _PHONE_LOCK.search(text) or re.search(r"(?i)\bsim\b", text)):
        return
    for match in _PUK_VALUE.finditer(text):
        yield "sim unlock code", match.span(1)


def plastic_code_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """(kind, span) of back digits, grid-card cells, unlock shapes and PUKs given with no code word."""
    text = shown if shown.isascii() else ascii_digits(shown)
    yield from _back_digits(text)
    yield from _grid(text)
    yield from _shape(text)
    yield from _puk(text)
