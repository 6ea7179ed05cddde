"""A one-time code forwarded in the bank's own quoted SMS, or said as number words after an OTP or code word.

A forwarded or quoted text message ('SMS weitergeleitet: "Ihre mobileTAN …: 847 203"', 'välitetty tekstari: "OP-
vahvistuskoodisi: 774 219"', 'გადმოგზავნილი SMS: "TBC კოდი: 880 417"', 'Փոխանցված SMS. «Ձեր հաստատման կոդը՝ 5107»') holds
its code inside the quotes after a code word; an order number, a balance, a promo or postal code or a locker's number
there is no code. A voice note's OTP is four or more digit words after an OTP or code word ("kodenya empat, enam, satu,
satu, nol, dua", "ওটিপি এসেছে — চার, এক, নয়, দুই"). Called by `secret_said_codes.said_code_spans`; every pattern is bounded.
"""

from __future__ import annotations

import re
from typing import Iterator

from .secret_money_back import arrived_code_spans
from .secret_spoken_words import DIGIT_WORD_SET

# A text message, forwarded or quoted, in about thirty languages.
_MESSAGE = re.compile(
    r"(?i)\bsms\b|\bfwd?\b|forward|weitergeleitet|reenviad|encaminhad|inoltrat|transféré|doorgestuurd|välitet|tekstari"
    r"|tekstiviesti|vidarebefordra|videresend|redirecționat|redirectionat|przekazan|přeposlan|preposlan|továbbított"
    r"|препрат|переслан|пересланий|yönlendiril|yönləndiril|გადმოგზავნ|ესემეს|Փոխանցված|հաղորդագրություն|xabar"
    r"|mesaj|message|mensaje|mensagem|messaggio|bericht|nachricht|wiadomo|zpráva|сообщени|повідомлен|رسالة|پیامک"
    r"|הודעה|संदेश|মেসেজ|ข้อความ|tin\s+nhắn|pesan|短信|簡訊|ショートメール|문자"
    r"|ujumbe|meseji|mensahe|umlayezo|umyalezo|ifiranṣẹ|saƙo|መልእክት|መልዕክት|ኤስኤምኤስ")
# Double or angle quotes; a single quote only with no letter on its outer side ("ujumbe: 'Msimbo … 882615'").
_QUOTED = re.compile(r"[\"“„«‹「](?P<q>[^\"“”„«»‹›「」\n]{4,200})[\"”»›」“]"
                     r"|(?<![\w'])'(?P<s>[^'\n]{4,200})'(?![\w'])")
# A word that names a one-time code inside the message (the TAN in capitals only: "Bestand", "Satan" hold "tan").
_CODE_WORD = re.compile(
    r"(?<![^\W\d_])(?:[A-Za-z]{0,8}TAN|TAC|OTP)(?![^\W\d_])"
    r"|(?i:(?<![^\W\d_])[\w\-]{0,16}?(?:kod|kód|koodi|kode|code|cod|codigo|código|codice|clave|nøgle|nøkkel|nyckel|пароль"
    r"|парол|код|კოდ|կոդ|pin|parol|şifre|sifre|contraseña|senha|msimbo|nambari\s+ya\s+siri|namba\s+ya\s+siri"
    r"|ኮድ|የማረጋገጫ|lambar\s+sirri|ikhodi|inombolo\s+yemfihlo|nọmba\s+aṣiri)[^\W\d_]{0,6})")
# What a quoted number is when it is not a code: an order, a parcel, a balance, a postcode, a promotion, a slot.
_NOT_CODE = re.compile(
    r"(?i)post|\bpos\b|zip|promo|rabatt|gutschein|descuento|coupon|kupon|voucher|bestell|order|pedido|commande|zamówien|sendung"
    r"|tracking|suivi|seguimiento|referen|\bref\b|kunden|client|customer|saldo|balance|kontostand|guthaben|slot|zeitfenster"
    r"|expir|abläuft|läuft|caduc|vence|scade|vanhenee|gäller|gyldig|valabil|действ|minut|branch|filial|sucursal|agencia")
_VALUE = re.compile(r"(?<![\d,.])(?:\d{5,8}|\d{2,4}(?:[ \-]\d{2,4}){0,2})(?![\d]|[,.]\d|\s?(?:[%€$£¥₹₽₺₾֏]|eur|usd|kr\b|zł|lei|tl\b"
                    r"|руб|сум|so.?m|gel|dram|min))", re.IGNORECASE)
_GAP = 45
_QUOTES = "\"“„«‹「"


def _quoted_codes(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    for quote in _QUOTED.finditer(shown):
        group = "q" if quote.group("q") is not None else "s"
        inner_start, inner_end = quote.span(group)
        for word in _CODE_WORD.finditer(shown, inner_start, inner_end):
            value = _VALUE.search(shown, word.end(), inner_end)
            if value is None or value.start() - word.end() > _GAP or _NOT_CODE.search(shown, max(inner_start, word.start() - 12), value.start()):
                continue
            if 4 <= sum(c.isdigit() for c in value.group(0)) <= 8:
                yield "one-time code", value.span()
                break


# An OTP or code word that a run of spoken digits follows (not a postcode's, an order's or a queue's).
_SAID_CUE = re.compile(
    r"(?i)(?<![^\W\d_])(?:otp|ওটিপি|ও\s?টি\s?পি|কোড|ओटीपी|कोड|ஓடிபி|ఓటీపీ|kode(?:nya)?|kodu|kodi|kod|code|código|codice|код"
    r"|رمز|کد|کُد|mã|รหัส)(?![^\W\d_])")
_SAID_CUES = ("otp", "ওটিপি", "ও টি", "কোড", "ओटीपी", "कोड", "ஓடிபி", "ఓటీపీ", "kod", "code", "código", "codice", "код", "رمز",
              "کد", "کُد", "mã", "รหัส")
_WORD = re.compile(r"[^\s\d,،\-—–.:;!?()\"«»“”]+")
_SEPARATOR = re.compile(r"[\s,،\-—–]{1,4}")


def _word_runs(shown: str, start: int, end: int) -> Iterator[tuple[int, int, int]]:
    """(start, end, count) of runs of digit words between start and end, apart only by spaces, commas or dashes."""
    run: list[re.Match[str]] = []
    for word in (*_WORD.finditer(shown, start, end), None):
        digit = word is not None and word.group(0).lower() in DIGIT_WORD_SET
        if digit and (not run or _SEPARATOR.fullmatch(shown, run[-1].end(), word.start())):
            run.append(word)
            continue
        if len(run) >= 4:
            yield run[0].start(), run[-1].end(), len(run)
        run = [word] if digit else []


def _said_codes(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    for cue in _SAID_CUE.finditer(shown):
        for start, end, _count in _word_runs(shown, cue.end(), min(len(shown), cue.end() + 120)):
            if start - cue.end() <= 30 and not _NOT_CODE.search(shown, cue.start(), start):
                yield "one-time code", (start, end)
            break


def forwarded_code_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """(kind, span) of each code a forwarded or quoted message or a voice note gives (see the module's docstring)."""
    if any(q in shown for q in _QUOTES + "'") and any(c.isdigit() for c in shown) and _MESSAGE.search(shown):
        yield from _quoted_codes(shown)
    lowered = shown.lower()
    if any(cue in lowered for cue in _SAID_CUES):
        yield from _said_codes(shown)
    yield from arrived_code_spans(shown)   # a code that just came in, passed on to be typed (secret_money_back)
