"""Codes in everyday prose: a mobile-money or card PIN, a safe that "opens with" digits (a code set to a birth year is
read by `secret_described_codes`)."""

from __future__ import annotations

import re
from typing import Iterator

from .secret_box_codes import clock_time
from .secret_cues import quantity_after
from .secret_digit_words import digit_word_runs
from .normalise import ascii_digits
from .secret_note_words import DIGIT_RUN, OTHER, counting, credential_word, digits_of, lock_word

_SENTENCE_END = re.compile(r"[.!?。！？؟;\n](?:\s|$)|\n")
_CODE = re.compile(
    r"(?i)(?<![^\W\d_])(?:\w*(?<!bar)(?<!zip)(?<!post)(?<!promo)codes?|pin|pin-?code|kod\w*|kód\w*|koodi\w*|kood\w*|código|codigo|codice|κωδικ\w*|код\w*|"
    r"şifre\w*|sifre\w*|رمز\w*|الرمز|كود|الكود|رقم\s+سري|کد|קוד|कोड|कूट|কোড|கோடு|குறியீடு|కోడ్|ಕೋಡ್|കോഡ്|કોડ|ਕੋਡ|sirri\w*|lambar\s+sirri|furaha|"
    r"siri|nambari\s+ya\s+siri|mot\s+de\s+passe|secret|geheimzahl|geheimnummer|암호|비밀번호|密码|暗証番号|mã\s+pin|mã\s+số|sandi)"
    r"(?![^\W\d_])|암호|비밀번호|密码|密碼|暗証番号")
# Mobile money and payment wallets whose PIN people note down.
_WALLET = re.compile(
    r"(?i)orange\s+money|wave|m-?pesa|mtn\s+momo|momo|mobile\s+money|airtel\s+money|moov\s+money|free\s+money|"
    r"wari|ecocash|tigo\s+pesa|t-?pesa|halopesa|telebirr|bkash|nagad|rocket|gcash|paymaya|paytm|phonepe|"
    r"vodafone\s+cash|mobicash|flooz|t-?money|mvola|airtel|chipper|opay|palmpay|easypaisa|jazzcash|ки\s+кард|"
    r"كي\s+كارد|qi\s+card|زين\s+كاش|atm|الصراف|صراف|خودپرداز|bancomat|geldautomat|банкомат")
# "opens with": a safe, box or door opened with digits.
_OPENS = re.compile(
    r"(?i)opens?\s+with|öffnet\s+(?:sich\s+)?mit|geht\s+auf\s+mit|s'ouvre\s+avec|ouvre\s+avec|se\s+abre\s+con|abre\s+con|"
    r"abre\s+com|si\s+apre\s+con|apre\s+con|gaat\s+open\s+met|otwiera\s+się|otwierasz|открывается|відкривається|"
    r"açılır|açılıyor|açmak\s+için|furantaa|ku\s+furan\w*|inafunguka|يفتح\s+ب|يُفتح|باز\s+می\S*\s+شود|باز\s+میشه|"
    r"खुलता|खुलती|খোলে|mở\s+bằng|terbuka\s+dengan|dibuka\s+dengan|buka\s+pakai|se\s+deschide\s+cu|avautuu|nyílik|"
    r"ανοίγει\s+με|öppnas\s+med|åbner\s+med|åpnes\s+med|otevírá\s+se|steht\s+auf|set\s+to|ustawion\w*|ustawił\w*|"
    r"réglé\s+sur|puesto\s+en|на\s+цифр\w*|стоит\s+на")
_YEAR = re.compile(r"(?<!\d)(?:19|20)\d\d(?!\d)")


def _sentence(shown: str, at: int) -> tuple[int, int]:
    """The sentence around `at`: from the last end mark before it (at most 300 characters back) to the next one."""
    low = max(0, at - 300)
    start = max((m.end() for m in _SENTENCE_END.finditer(shown, low, at)), default=low)
    end = _SENTENCE_END.search(shown, at)
    return start, end.start() if end else len(shown)


# A card's last digits shown behind a mask or "ending": no PIN ("Visa •••• 4242", "ending 3000").
_LAST_DIGITS = re.compile(r"(?i)(?:[•*xX·…]{2,}|ending|ends|endet|termin\w*|kończąc\w*|biten|оканчива\w*|"
                          r"последние|last|letzte|derniers|últimos|ultime|son)[ \t:]*(?:in|on|auf|par|en|with|na)?[ \t:]*$")


_LONGER = re.compile(r"[ \t\-]\d{2,}")


def _run_after(shown: str, start: int, end: int, least: int = 4) -> tuple[int, int] | None:
    for run in DIGIT_RUN.finditer(shown, start, end):
        digits = digits_of(run.group())
        if _LAST_DIGITS.search(shown, max(0, run.start() - 20), run.start()) or quantity_after(shown, run.end()) \
                or _LONGER.match(shown, run.end()):
            continue   # a card's last digits, a count ("2500 visitors"), a phone number's first group
        if least <= len(digits) <= 8 and not counting(digits) and not _YEAR.fullmatch(run.group()):
            return run.span()
    return None


def _cued_runs(text: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """Digits after a wallet's or a card's code word, or after a safe that opens with them, in one sentence."""
    for cue in (*_WALLET.finditer(text), *_OPENS.finditer(text)):
        low, high = _sentence(text, cue.start())
        if OTHER.search(text, low, high) \
                or not (credential_word(text[low:high]) or _CODE.search(text, low, high)):
            continue
        span = _run_after(text, cue.end(), high)
        if span:
            yield "code in a note", span


# A keypad's hash key pressed after the digits ("4 7 1 9 und dann Raute"): a door code.
_HASH_AFTER = re.compile(
    r"(?i)[ \t,]*(?:(?:und|and|then|dann|puis|et|y|luego|e|depois|poi|en|och|og|i|потом|затем|потім|sonra|ve|ثم|بعد|"
    r"سپس|אחר\s+כך|然后|그리고|rồi|lalu|kisha)[ \t]+){0,2}(?:raute|hash|pound|dièse|diese|almohadilla|numeral|cerquillo|"
    r"jogo\s+da\s+velha|cancelletto|hekje|fyrkant|firkant|krzyżyk|решётк\w*|решетк\w*|решітк\w*|kare|diyez|مربع|"
    r"هشتگ|סולמית|井号|井號|シャープ|샵|우물\s*정|dấu\s+thăng|pagar|tecla\s+#|#)")


# Steps at a door keypad before the digits ("ключ, потім 1 4 8", "Schlüssel, dann 5 1 8"): three digits will do.
_THEN_BEFORE = re.compile(r"(?i)(?<![^\W\d_])(?:then|dann|danach|puis|ensuite|luego|después|depois|poi|dopo|potem|"
                          r"потім|потом|затем|sonra|ardından|ثم|بعدها|سپس|אז|然后|그다음|rồi|lalu|kisha|daarna|sedan|så)"
                          r"[ \t,:]*$")


def _keyed(text: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """Digits keyed one by one after a code word (three after a lock "set to" them) or before the keypad's hash key."""
    for run in DIGIT_RUN.finditer(text):
        digits = digits_of(run.group())
        if counting(digits) or _YEAR.fullmatch(run.group()) or not 3 <= len(digits) <= 8 or quantity_after(text, run.end()):
            continue   # "Die Tür ist 2 1 0 0 mm hoch": a measure
        low, high = _sentence(text, run.start())
        if OTHER.search(text, low, high):
            continue   # forgetting a code is secret_talk.talk_only's reading, for every stage
        if run.group().isdigit() or clock_time(text, run.start(), digits):
            continue   # a block of digits after a code word is the digit and cue stages' (a count, a locker number)
        cue = _CODE.search(text, low, run.start()) or credential_word(text[low:run.start()])
        if _HASH_AFTER.match(text, run.end()) or cue and (len(digits) >= 4 or _OPENS.search(text, low, run.start())
                                                          or _THEN_BEFORE.search(text, max(low, run.start() - 12), run.start())
                                                          and not re.search(r"\d", text[low:run.start()])):
            yield "code in a note", run.span()
    for said in digit_word_runs(text):
        low, _high = _sentence(text, said.start)
        if not counting(said.digits) and lock_word(text[low:said.start]) and not OTHER.search(text, low, said.end):
            yield "code in a note", (said.start, said.end)


def _eastern(shown: str, text: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """A card PIN in Eastern Arabic digits after a code word: "رقم سري بطاقة الصراف لأمي ٤٨٢٠"."""
    if text == shown:
        return
    for code in _CODE.finditer(text):
        low, high = _sentence(text, code.start())
        span = None if OTHER.search(text, low, high) else _run_after(text, code.end(), high)
        if span and shown[span[0]:span[1]] != text[span[0]:span[1]]:
            yield "code in a note", span


def code_note_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """Wallet and card PINs, safes that open with digits, digits keyed after a code word."""
    text = ascii_digits(shown)
    yield from _cued_runs(text)
    yield from _keyed(text)
    yield from _eastern(shown, text)
