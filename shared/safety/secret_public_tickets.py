"""Public numbers that sit beside credential words: queue tickets, transit card numbers, all-zero sample ids.

"Senha de atendimento no Poupatempo: B147, tá chamando a B139" (a Portuguese "senha" is also a queue ticket),
"八達通卡背面號碼 12345678(9)" (a transit card's printed number opens nothing), "Practice SSN … 000-00-0000" (no id is
all zeros). Blanked by `secret_public.mask` (through `secret_public_more`) before the rules read a text. Every pattern
is linear and starts from a cheap cue.
"""

from __future__ import annotations

import re
from typing import Iterator

from .secret_public_helplines import helpline_spans
from .secret_public_named import named_number_spans
from .secret_said_words import CODE_PLACE

_W = r"(?<![^\W\d_])"
_E = r"(?![^\W\d_])"
# A ticket that keeps one's place in a queue, in ~35 languages.
_QUEUE = re.compile(
    rf"(?i){_W}(?:senhas?\s+(?:de\s+|da\s+|do\s+)?(?:atendimento|fila|espera|chamada|vez|prioritária|preferencial|normal"
    r"|geral)|chamando\s+a(?:\s+senha)?|chamaram\s+a|peguei\s+a\s+senha|tirei\s+a\s+senha|número\s+de\s+(?:turno|atención|atendimento|espera)"
    r"|turno\s+(?:número|n[ºo°]\.?)|ficha\s+(?:número|n[ºo°]\.?|de\s+atendimento)|queue\s+(?:number|ticket|no\.?)"
    r"|ticket\s+number\s+at|waiting\s+number|token\s+(?:number|no\.?)|now\s+serving|now\s+calling|wartenummer"
    r"|aufrufnummer|nummer\s+gezogen|wartemarke|numéro\s+(?:d['’]appel|de\s+passage|d['’]attente)|ticket\s+d['’]attente"
    r"|numero\s+(?:di\s+attesa|del\s+turno|di\s+turno)|eliminacode|volgnummer|wachtnummer|kölapp|könummer|kønummer"
    r"|jonotusnumero|vuoronumero|numerek\s+(?:w\s+kolejce|do\s+okienka)|numer\s+w\s+kolejce|pořadové\s+číslo"
    r"|sorszám|bon\s+de\s+ordine|номер\w*\s+(?:в\s+)?очеред\w*|электронн\w+\s+очеред\w*|талон\w*\s+(?:№|номер|в\s+очередь)"
    r"|sıra\s+(?:numarası|no|numaram)|nomor\s+antri(?:an)?|nombor\s+giliran|số\s+thứ\s+tự|numero\s+ng\s+pila"
    rf"|namba\s+ya\s+foleni|टोकन\s+नंबर|नंबर\s+टोकन|رقم\s+(?:الدور|الانتظار|التذكرة)|شماره\s+نوبت|מספר\s+(?:תור|בתור)){_E}"
    r"|番号札|整理券|受付番号|呼出番号|排队号|排隊號|取号|取號|號碼牌|号码牌|叫号|叫號|대기\s?번호|번호표")
_TICKET = re.compile(r"(?<![\w\-])[A-Z]{0,2}[\-\s]?\d{1,4}(?![\w\-])")
# A transit card: its printed number is public (it tops up, it is reported lost), unlike a PIN or a password.
_TRANSIT = re.compile(
    rf"(?i){_W}(?:octopus|oyster|opal|myki|presto|clipper|ventra|smartrip|charliecard|orca|compass\s+card|go\s+card"
    r"|leap\s+card|navigo|suica|pasmo|icoca|ez-?link|t-?money|cashbee|rav-?kav|troika|тройк\w*|istanbulkart|sube"
    r"|bilhete\s+único|ov-?chipkaart|rejsekort|touch\s*['’]?n\s*go|flazz|brizzi|rabbit\s+card|beep\s+card|nol\s+card"
    r"|metrocard|easycard|transit\s+card|travel\s+card|bus\s+card|busskort|verkehrskarte|carte\s+de\s+transport"
    rf"|tarjeta\s+(?:de\s+transporte|bip|sube)|bip!?\s+card|نول|רב-?קו|टी-?मनी){_E}"
    r"|八達通|八达通|悠遊卡|悠游卡|一卡通|交通卡|公交卡|羊城通|交通系ic|ｓｕｉｃａ|スイカ|パスモ|티머니|캐시비|교통카드")
# Keyed in an app or pressed ("八達通App開嚟撳 3 3 8 5 1 0"): a PIN typed, not the card's printed number.
_KEYED_IN = re.compile(r"(?i)(?<![^\W\d_])(?:app|press\w*|enter\w*|type\w*|tap\w*|key\s+in)(?![^\W\d_])"
                       r"|撳|㩒|按|輸入|输入|入力|押す|押し|누르|입력")
_CARD_NUMBER = re.compile(r"(?:[^\d\n]{0,14}?)(?P<v>\d[\d \-]{5,14}\d(?:\s?[(（]\d[)）])?)(?![\d \-]*\d)")
# An id with every digit zero in its groups ("000-00-0000", "0000 0000 0000 0000"): a form's blank, no one's id.
_ALL_ZERO = re.compile(r"(?<![\w\-])0+(?:[\- ./]0+){1,4}(?![\w\-])")
_SENTENCE_END = re.compile(r"[.!?](?:\s|$)|[。！？\n]")


def _sentence(text: str, at: int) -> tuple[int, int]:
    ends = list(_SENTENCE_END.finditer(text, max(0, at - 300), at))
    stop = _SENTENCE_END.search(text, at)
    return (ends[-1].end() if ends else max(0, at - 300)), (stop.start() if stop else len(text))


def queue_spans(text: str) -> Iterator[tuple[int, int]]:
    """Each ticket-shaped value in a sentence that names a queue ticket, when no other code word is there."""
    done = -1
    for name in _QUEUE.finditer(text):
        lo, hi = _sentence(text, name.start())
        if lo < done:
            continue
        done = hi
        rest = _QUEUE.sub(lambda m: " " * len(m.group(0)), text[lo:hi])
        if CODE_PLACE.search(rest):
            continue   # "senha do wifi … senha de atendimento": the other is a password
        yield from (m.span() for m in _TICKET.finditer(text, lo, hi))


def transit_spans(text: str) -> Iterator[tuple[int, int]]:
    """A transit card's printed number after its name, no PIN or code word between."""
    for name in _TRANSIT.finditer(text):
        number = _CARD_NUMBER.match(text, name.end())
        if number is not None and not CODE_PLACE.search(text, max(0, name.start() - 30), number.start("v")) \
                and not _KEYED_IN.search(text, name.end(), number.start("v")) \
                and sum(c.isdigit() for c in number.group("v")) <= 12:   # not a bank card's sixteen
            yield number.span("v")


def ticket_spans(text: str) -> Iterator[tuple[int, int]]:
    """Queue tickets, transit card numbers, support lines' numbers and all-zero ids in `text`."""
    yield from named_number_spans(text)   # "Room code: forty-two seventeen is the room number" (words or digits)
    if not any(c.isdigit() for c in text):
        return
    yield from queue_spans(text)
    yield from transit_spans(text)
    yield from helpline_spans(text)   # "Customer care for OTP issues 482 913": the line's number
    yield from (m.span() for m in _ALL_ZERO.finditer(text) if m.group(0).count("0") >= 6)
