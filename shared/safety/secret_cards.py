"""Payment secrets given by their company: a card number with its expiry and back code, a cookie pasted after a
cookie word, a mobile-money PIN named after its value.

A card number typed by hand may fail the Luhn check; written with an expiry (MM/YY) and a three- or four-digit code
after it, it is a card in any language ("namba za kadi ni 5399 4120 7731 0846 exp 02/27 nyuma kuna 913"). A cookie
pasted as `NAME=value` after a cookie word (Cookie, kuki, куки, 쿠키 …) with a long random value is a session, whatever
its name; analytics cookies (_ga, _fbp, __utm…) are not. A mobile-money PIN is often named after the number
("hii ndio yenyewe: 7304 — ya M-Pesa"); amounts, till and paybill numbers, agent and phone numbers are not PINs.
Every pattern is bounded; each starts from a cheap cue.
"""

from __future__ import annotations

import re
from typing import Iterator

from .secret_own_accounts import own_account_spans

_SEP = r"[ \-.]?"
# 13–19 digits in a card's grouping (4-4-4-4, 4-6-5, 4-4-4-4-3) or one run.
_NUMBER = re.compile(rf"(?<![\w\-.])(?:\d{{4}}{_SEP}\d{{4}}{_SEP}\d{{4}}{_SEP}\d{{1,7}}|\d{{4}}{_SEP}\d{{6}}{_SEP}\d{{4,5}})"
                     r"(?![\w\-]|\.\d)")
# An expiry, then a back code; or the code first ("cvv 913 exp 02/27"). Within one short stretch of the number.
_EXPIRY = r"(?<![\d/.])(?:0[1-9]|1[0-2])\s?[/\-]\s?(?:\d\d|20\d\d)(?![\d/.])"
_CODE = r"(?<![\d/.,:])\d{3,4}(?![\d/.,:]|\s?(?:[%°€$£¥₹₽₺]|[kKmM]?[gGmM]\b))"
_AFTER = re.compile(rf"[^\n\d]{{0,30}}(?P<e>{_EXPIRY})[^\n\d]{{0,40}}(?P<c>{_CODE})"
                    rf"|[^\n\d]{{0,30}}(?P<c2>{_CODE})[^\n\d]{{0,40}}(?P<e2>{_EXPIRY})")
_NOT_A_CARD = re.compile(r"(?i)imei|iccid|serial|\bs/?n\b|barcode|tracking|sendungs|suivi|seguimiento|rastreio|tracciamento"
                         r"|order|bestell|commande|pedido|ordine|invoice|rechnung|factura|fattura|account|konto|cuenta|compte"
                         r"|iban|\bref|policy|polic|vin\b|isbn|\btest|sandbox|dummy|example|sample")


def _card_prefix(digits: str) -> bool:
    return 13 <= len(digits) <= 19 and digits[0] in "23456" and len(set(digits)) > 3


def card_triple_spans(sample: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """A card-shaped number followed by an expiry and a back code: the number and the code."""
    if "/" not in sample and "-" not in sample:
        return
    for number in _NUMBER.finditer(sample):
        digits = re.sub(r"\D", "", number.group(0))
        if not _card_prefix(digits) or _NOT_A_CARD.search(sample, max(0, number.start() - 40), number.start()):
            continue
        after = _AFTER.match(sample, number.end())
        if after is None:
            continue
        code = "c" if after.group("c") else "c2"
        yield "card number", number.span()
        yield "card number", after.span(code)


_COOKIE_WORD = re.compile(r"(?i)cookies?|set-cookie|kuki|keki|[кk][уy][кk][иіi](?![^\W\d_])|쿠키|クッキー|كوكي|קוקי|کوکی|कुकी|คุกกี้|饼干|餅乾")
_PAIR = re.compile(r"(?<![\w.\-])(?P<n>[A-Za-z_][\w.\-]{1,40})=(?P<v>[A-Za-z0-9%._\-+/]{16,400}={0,2})(?![\w%+/])")
_ANALYTICS = re.compile(r"(?i)_?_?(?:ga|gid|gat|fbp|fbc|gcl\w*|utm\w*|hj\w*|clck|clsk|_?cf_bm|optanon\w*|cookieconsent"
                        r"|consent\w*|lang|locale|theme|tz|timezone|currency|_?pk_\w+|mp_\w+|amplitude\w*|ajs_\w+)$")


def _random_value(value: str) -> bool:
    """Letters and digits mixed through the value (a session's), not a word, a date or a version."""
    digits = sum(c.isdigit() for c in value)
    letters = sum(c.isalpha() for c in value)
    return digits >= 3 and letters >= 6 and len(re.findall(r"\d+", value)) >= 3


def cookie_pair_spans(sample: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """`NAME=value` within the clause after a cookie word, the value long and random: a session cookie."""
    if "=" not in sample:
        return
    for word in _COOKIE_WORD.finditer(sample):
        stop = min(len(sample), word.end() + 160)
        for pair in _PAIR.finditer(sample, word.end(), stop):
            if not _ANALYTICS.match(pair.group("n")) and _random_value(pair.group("v")):
                yield "session cookie", pair.span("v")


_MONEY_APP = (r"m-?pesa|mpesa|tigo\s?pesa|halo\s?pesa|airtel\s?money|mtn\s?momo|momo|mobile\s?money|eco\s?cash|one\s?money"
              r"|bkash|nagad|rocket|gcash|paymaya|maya|orange\s?money|wave|opay|palmpay|moniepoint|easypaisa|jazzcash"
              r"|paytm|phonepe|google\s?pay|gpay|vodafone\s?cash|t-?money|wari|moov\s?money|flooz|mvola|e-?mola|m-?kesh"
              r"|telebirr|zaad|sahal|evc\s?plus|m-?birr|cbe\s?birr|ewallet|e-?wallet|dana|ovo|gopay|shopeepay|truemoney")
# "7304 — ya M-Pesa": the value, a dash or a comma, at most one small word, the app.
_PIN_THEN_APP = re.compile(rf"(?i)(?:[:：]|\bni|\bndio|\bndiyo|\bis|\bes|\best|\bist)\s*(?P<v>(?<!\d)\d{{4,6}})(?!\d|[.,/:]\d)\s*"
                           rf"[—–\-,(]\s*(?:\w{{1,5}}\s+){{0,2}}(?:{_MONEY_APP})(?![\w])")
# Numbers that are not a PIN: an amount, a till or paybill, an agent, a phone, a transaction.
_PUBLIC_MONEY = re.compile(r"(?i)(?<![^\W\d_])(?:pay|paid|payment|malipo|kulipa|test|till|paybill|pay\s?bill|lipa|agent|wakala|simu|phone|tel|account|akaunti"
                           r"|amount|kiasi|ksh|tsh|ush|kes|tzs|ugx|sh|shilingi|bei|salio|balance|send|tuma|toa|weka|deposit"
                           r"|withdraw|cash\s?out|transaction|muamala|receipt|risiti|code\s+ya|merchant|business\s+number"
                           r"|namba\s+ya\s+biashara|store|duka|rs|taka|naira|cedis?|francs?|fcfa|cfa|pesos?)(?![^\W\d_])"
                           r"|[$€₦₹৳₱₵]")


def money_pin_spans(sample: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """A 4–6 digit value given (after a colon or "is"), then named as a mobile-money app's: its PIN."""
    lowered = sample.lower()
    if not re.search(r"pesa|money|momo|cash|kash|nagad|gcash|maya|wave|pay|birr|zaad|sahal|evc|wallet|dana|ovo|mvola|mola"
                     r"|flooz|wari|rocket|telebirr|kesh", lowered):
        return
    for match in _PIN_THEN_APP.finditer(sample):
        value = match.group("v")
        if re.fullmatch(r"(?:19|20)\d\d", value) or _PUBLIC_MONEY.search(sample):
            continue
        yield "pin", match.span("v")


def payment_secret_spans(sample: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """Every span this module names."""
    yield from card_triple_spans(sample)
    yield from cookie_pair_spans(sample)
    yield from money_pin_spans(sample)
    yield from own_account_spans(sample)   # the user's own account or card (secret_own_accounts)
