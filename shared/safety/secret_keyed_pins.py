"""A PIN said by what one keys into a named wallet, bank app, card or ATM, with no PIN word ("GCash … pipindutin 7 2 5 5").

One reader of `shown` (the visible text), sentence by sentence. A sentence that names a money anchor (a mobile wallet
or bank app by name, an ATM, a bank card, a banking app) and holds one of:
- four to six single digits apart by spaces, dashes or commas ("7 2 5 5", "๕ ๙ ๐ ๓", "2-8-0-5"), or four to six digits
  said one word at a time ("nne tisa sifuri mbili", `secret_digit_words`), nothing but a gap or a possessive word
  between value and the keying verb being optional;
- four to six glued digits right after a verb of pressing, typing, entering or opening ("চাপেন ৫৮৪১২", "بيدخل بالرقم
  ١٩٥٠٦") or after "the N digits" ("छह अंक डालने होते हैं: ३१०७५८", "die vier Ziffern … 8591").
With no anchor, digit words right after a keying verb and then the same digits written out ("ucindezela isithupha,
okunye, zero, kathathu — 6 1 0 3") are a PIN told twice.
Never a value a public-number word stands before in its sentence (till, paybill, agent, account, phone, reference,
menu option, amount), nor one money or a unit follows, nor a round amount glued to "send"/"withdraw".
Written from knowledge of the languages; the look-alikes are in tests/test_secrets_round24_keyed_pins.py.
"""

from __future__ import annotations

import re
from typing import Iterator

from .normalise import ascii_digits, digit_string
from .secret_cues import quantity_after
from .secret_digit_words import AMOUNT_AFTER, Run, digit_word_runs
from .secret_mixed_pins import _ATM, _WALLET
from .secret_shapes import MONEY_AFTER, MONEY_BEFORE

_B, _E = r"(?<![^\W\d_])", r"(?![^\W\d_])"
# Wallets, bank apps and cards by name, and the generic bank, card and app words, in many languages.
_NAMED = (r"bankid|mb\s?way|blik|swish|vipps|mobilepay|monobank|монобанк\w*|приват\w*|дія|diia|каспи|kaspi|сбер\w*"
          r"|g\s?pay|google\s?pay|phonepe|paytm|bhim|esewa|e-?sewa|ई-?सेवा\w*|khalti|alipay|kbz\s?pay|wave\s?money"
          r"|acleda|promptpay|krungthai|กรุงไทย|zalopay|vietcombank|gcash|bdo|bpi|gopay|ovo|dana|m-?bca|bca|bri"
          r"|mandiri|capitec|fnb|absa|equity|kcb|palmpay|kuda|moniepoint|ecocash|moncash|mobile\s+money|instapay"
          r"|nequi|daviplata|yape|mercado\s?pago|revolut|sparkasse|girokarte|ec-?karte|pinpas|banorte|bbva|santander"
          r"|nubank|pko|mbank|tinkoff|halyk|octopus|rocket|nagad|jazzcash|easypaisa|zaad|evc|capitec|ebirr|cbe")
_GENERIC = (r"banks?\w*|banco|banca|банк\w*|benki|bankkártyá\w*|karty|kart[aeyıi]\w*|kaart\w*|carte|carta|cárta|cartão"
            r"|tarjeta\w*|kertu|kartu|card|kort(?:et)?|kortti\w*|karte|карт\w*|κάρτα\w*|app(?:s|en|a|ka|et|e|i)?|aplikasi|i-app\w*"
            r"|wallet|ví|pochi|hraðbank\w*|bancomat\w*|ID-kaardi\w*")
_SCRIPT_ANCHORS = (r"বিকাশ\w*|নগদ|ফোনপে|फ़ोनपे\w*|फोनपे\w*|ఫోన్పే\w*|ఫోన్పే\w*|ഗൂഗിൾ\s?പേ\w*|கூகுள்\s?பே|ஏடிஎம்\w*|एटीएम|এটিএম"
                   r"|ఏటీఎం|എടിഎം|ایزی\s?پیسہ|جاز\s?کیش|إنستاباي|انستاباي|فودافون\s?كاش|الصراف|صراف|ቴሌብር|ባንክ\w*|ካርድ"
                   r"|แอป\w*|แอพ\w*|ธนาคาร\w*|บัตร\w*|ATM|ΑΤΜ|ابشر|بنك\w*|بینک|बैंक|ব্যাংক|ബാങ്ക്|வங்கி|支付宝|支付寶|微信"
                   r"|八達通|銀行|银行|カード|キャッシュカード|아프|앱|은행|카드|қосымша\w*|додат\w*|приложени\w*|ngân\s+hàng")
_ANCHOR = re.compile(rf"(?i){_B}(?:{_NAMED}|{_GENERIC}|{_WALLET}){_E}|{_SCRIPT_ANCHORS}|{_ATM.pattern[4:]}")
# Substrings one of which every anchor holds (lowercased): a text with none is passed over at once.
_STEMS = tuple("""
bank банк banco banca benki kart kaart cart cárta tarjet kertu card kort карт κάρτ app aplikasi wallet ví pochi bancomat
kaardi atm ατμ bankom cajero caixa multibanco distributeur dab geldautomat sarraf صراف ኤቲኤም mb blik swish vipps mobilepay
приват дія diia каспи kaspi сбер pay google bhim sewa सेवा khalti kbz wave acleda krungthai กรุงไทย vietcombank gcash bdo
bpi ovo dana bca bri mandiri capitec fnb absa equity kcb kuda moniepoint ecocash moncash money nequi yape mercado revolut
sparkasse pinpas banorte bbva santander pko tinkoff halyk octopus rocket nagad jazzcash easypaisa zaad evc birr cbe pesa
bkash maya momo airtel tigo opay mobicash vodafone sahal dahab mpamba upi uzcard humo click khqr aba wing
বিকাশ নগদ ফোনপে फ़ोनपे फोनपे ఫోన్ ഗൂഗിൾ கூகுள் ஏடிஎம் एटीएम এটিএম ఏటీఎం എടിഎം ایزی جاز إنستاباي انستاباي فودافون ቴሌብር
ባንክ ካርድ แอป แอพ ธนาคาร บัตร ابشر بنك بینک बैंक ব্যাংক ബാങ്ക് வங்கி 支付宝 支付寶 微信 八達通 銀行 银行 カード 아프 앱 은행 카드
қосымша додат приложени ngân
""".split())
_STEM = re.compile("|".join(map(re.escape, sorted(_STEMS, key=len, reverse=True))))
# Verbs of pressing, typing, entering, dialling or opening with; the wallet "wants"/"asks for".
_VERB = re.compile(
    r"(?i)(?:press\w*|type[sd]?|keys?\s+in|punch\w*\s+in|enters?|dials?|puts?|taps?\s+in|wants|asks\s+for|pipindut\w*"
    r"|pindut\w*|pinindot|i-?type|pencet|dipencet|mencet|ketik\w*|diketik|tekan\w*|ditekan|masuk(?:kan|in)"
    r"|\w*bonyez\w*|\w*ingiz\w*|\w*cindezel\w*|riix\w*|akanda|anyiga|bës|\w*tsikirir\w*|dhiib\w*|abetaka|ɔde|ezãa"
    r"|peze|tape|nyom\w*|πατά\w*|πληκτρολογ\w*|slær\s+inn|slá\s+inn|набира\w*|набер\w*|ввод\w*|введ\w*|нажима\w*"
    r"|натиска\w*|тереді|терет\w*|vajuta\w*|sisesta\w*|wpisuj\w*|wpisz\w*|wbija\w*|naciska\w*|slå\w*|trycker|knappar"
    r"|vill\s+ha|digit\w*|marca\w*|teclea\w*|pede|pide|chiede|tippt|drückt|compose|saisi\w*|toetst|intoetsen|tikt"
    r"|tuşla\w*|girer|giriyor|basıyor|gõ|bấm|nhập|ấn|mở\s+ra)(?![^\W\d_])"
    r"|চাপ\w*|টিপ\w*|அழுத்து\w*|கொடுப்ப\w*|కొట్టే\w*|నొక్క\w*|അടിക്കു\w*|ഞെക്ക\w*|दबा\w*|डाल\w*|थिच\w*|ڈال\w*|دبا\w*"
    r"|กด|พิมพ์|ចុច|វាយ|နှိပ်|ရိုက်|按|输入|輸入|撳|㩒|押す|押し|入力|누르\w*|눌러|입력|ጫን|ጫነ|ምትጫ\w*|ይጫ\w*"
    r"|تدخل\w*|يدخل\w*|بيدخل\w*|بتدخل\w*|يكتب\w*|تكتب\w*|يضغط\w*|تضغط\w*|بيفتح|بتفتح|يفتح|تفتح|مقיש\w*|מקיש\w*|מקליד\w*"
    r"|відкрива\w*|открыва\w*|деп|daal\w*|dabat\w*|dabao")
# "the four digits", "पाँच हिंदसे", "छह अंक", "die vier Ziffern": the value's length said before it.
_DIGITS_WORD = re.compile(r"(?i)(?<![^\W\d_])(?:digits?|ziffern|cifre|chiffres|d[íi]gitos|cijfers|siffror|cyfr\w*|цифр\w*"
                          r"|rakam|haneli|számjegy\w*|numeri)(?![^\W\d_])|अंक|ہندس\w*|हिंदस\w*|ספרות|أرقام|ارقام|桁|位|자리|หลัก")
# Before the value in its sentence: a public number (till, account, phone, reference, menu option, amount, shortcode).
_PUBLIC = re.compile(
    r"(?i)(?<![^\W\d_])(?:till|paybill|pay\s?bill|agent|wakala|merchant|account|acc|a/c|akaunti|nambari|namba"
    r"|number(?!['’]s)|no\.|phone\s+(?:no|number)|tel\.?|telefonnummer|call|ref\w*|order|menu|option|amount|kiasi"
    r"|balance|salio|bill|lipa|kontonummer|konto|rekening|cuenta|conta|conto|compte"
    r"|nomor|número|numero|numéro|номер|рахунок|счёт|счет|hotline|helpline|customer|care|extension|ext|postcode|postal"
    r"|zip|forgot\w*|umesahau|vergessen|oubli\w*|olvid\w*|esqueceu|dimenticat\w*|lupa)(?![^\W\d_])"
    r"|\*\d+[*#]|ফোন\s?নম্বর|নম্বর|नंबर|نمبر|رقم\s?(?:الهاتف|الموبايل|الحساب)|เบอร์|เลขบัญชี|số\s+tài\s+khoản|账号|賬號|口座")
_SPACED = re.compile(r"(?<![\d.,/:])\d(?:(?:[ \t]?[\-‐–,、・][ \t]?|[ \t]{1,2})\d){3,5}(?![\d]|[.,:/]\d)")
_GLUED = re.compile(r"(?<![\d.,/:])\d{4,6}(?![\d]|[.,:/]\d)")
# A card's last digits ("last four digits on the back of the card: 4821"): printed on it, no PIN.
_TAIL = re.compile(r"(?i)(?<![^\W\d_])(?:last|ending|letzten|derni[eè]r\w*|[úu]ltim\w*|последн\w*|останн\w*)(?![^\W\d_])")
_FORGOT = re.compile(r"(?i)(?<![^\W\d_])(?:forgot\w*|forget\w*|umesahau|amesahau|vergessen|oubli\w*|olvid\w*|esquec\w*"
                     r"|dimentica\w*|lupa)(?![^\W\d_])|끝자리|뒷자리|尾号|末尾")
_ANY_DIGIT = re.compile(r"\d")
# Verbs of pressing that are short words elsewhere ("o ma tẹ mẹrin, meji…", not French "te"): only before digit words.
_WORD_VERB = re.compile(r"(?i)(?<![^\W\d_])(?:ma\s+t[eẹ]|n\s+t[eẹ]|tẹ)(?![^\W\d_])")
# The same digits again after digit words: a dash, colon, "=" or bracket, then the digits, spaced or not.
_AGAIN = re.compile(r"\s*[—–\-:=(（→]\s*(?P<v>\d(?:[ \-]?\d){3,5})(?!\d)")
_AGAIN_HINT = re.compile(r"[^\W\d_],?\s*[—–\-:=(（→]\s*\d(?:[ \-]?\d){3,5}(?!\d)")
_TRIVIAL = re.compile(r"(\d)\1{3,5}|0?1234(?:5(?:67?)?)?|(?:9?8)?7654(?:3(?:21?)?)?|4321|43210|54321|654321")
_EXAMPLE = re.compile(r"(?i)(?<![^\W\d_])(?:tipo|like|e\.g\.|eg|z\.\s?b\.|pas\s+de|such\s+as|wie|como|comme"
                      r"|par\s+exemple|zum\s+beispiel|na\s+przykład|например|example|beispiel|exemple|ejemplo"
                      r"|exemplo|esempio|doit|must|muss|debe|deve|precisa|needs?\s+to|should|sollte)(?![^\W\d_])")
_SENTENCE = re.compile(r"[^.!?\n。！？]+(?:[.!?。！？](?=\S)[^.!?\n。！？]*)*")
_MONEY_WORD = re.compile(r"(?i)send|sent|withdr|tuma|toa|pay|paid|deposit|transfer|টাকা|पैसे|रुपय|روپ")
# Money moved, not keyed: a sending or withdrawing verb in the sentence, unless a keying verb stands right by the value.
_MOVED = re.compile(r"(?i)(?<![^\W\d_])(?:sent|send\w*|tuma\w*|ametuma|withdr\w*|toa|cash\s?out|deposit\w*|transfer\w*"
                    r"|received|got|pokea|alipokea|nilipokea|envi\w*|mand\w*|überw\w*|перев\w*)(?![^\W\d_])")


def _clean(shown: str, start: int, end: int, sentence_start: int) -> bool:
    """No public-number or example word before the value in its sentence, no money or unit after it, no run like
    1234 or 0000 (the rule's own example: "6 dígitos, sem sequência tipo 123456")."""
    if _TRIVIAL.fullmatch(digit_string(shown[start:end])) or _EXAMPLE.search(shown, sentence_start, start) \
            or _FORGOT.search(shown, sentence_start, start):
        return False
    if _PUBLIC.search(shown, max(sentence_start, start - 30), start) or MONEY_AFTER.match(shown, end) or AMOUNT_AFTER.match(shown, end):
        return False
    before = shown[max(sentence_start, start - 24):start]
    return not quantity_after(shown, end) and MONEY_BEFORE.search(before.rstrip() + " ") is None


def _glued_keyed(shown: str, start: int, sentence_start: int) -> bool:
    """A verb of keying, or the value's length in digits, at most a few words before the glued value."""
    before = shown[max(sentence_start, start - 60):start]
    if re.search(r"\d", before.rstrip()[-2:] if before.rstrip() else ""):
        return False
    tail = before[-24:]
    verb = list(_VERB.finditer(tail))
    if verb and not re.search(r"\d", tail[verb[-1].end():]):
        return True
    count = _DIGITS_WORD.search(before)
    return count is not None and not re.search(r"\d", before[count.end():]) \
        and not _TAIL.search(before, max(0, count.start() - 20), count.start())


def _values(shown: str, digits: str, lo: int, hi: int, runs: list[Run]) -> Iterator[tuple[int, int, bool]]:
    """(start, end, spaced) of each candidate value in shown[lo:hi]; digit words only in a sentence with no digit."""
    for found in _SPACED.finditer(digits, lo, hi):
        yield found.start(), found.end(), True
    for found in _GLUED.finditer(digits, lo, hi):
        yield found.start(), found.end(), False
    for run in runs:
        if lo <= run.start and run.end <= hi and len(run.digits) <= 6:
            yield run.start, run.end, True


def _word_runs(shown: str, digits: str, lo: int, hi: int) -> bool:
    """Whether a sentence may give a PIN in words (costly to read): no digit in it, and a keying verb or a colon."""
    return not _ANY_DIGIT.search(digits, lo, hi) and (":" in shown[lo:hi] or _VERB.search(shown, lo, hi) is not None
                                                      or _WORD_VERB.search(shown, lo, hi) is not None)


def _restated_spans(shown: str, digits: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """Digit words right after a keying verb, then the same digits written out ("ucindezela isithupha, okunye, zero,
    kathathu — 6 1 0 3", "she types four, seven, one, two (4712)"): a PIN told twice, no anchor needed."""
    hint = _AGAIN_HINT.search(digits)
    if hint is None or not _VERB.search(shown, 0, hint.start()):
        return
    for run in digit_word_runs(shown[:hint.end()]):
        again = _AGAIN.match(digits, run.end)
        if again is None or digit_string(again.group("v")) != run.digits or _TRIVIAL.fullmatch(run.digits):
            continue
        before = shown[max(0, run.start - 24):run.start]
        verb = list(_VERB.finditer(before))
        if verb and not _ANY_DIGIT.search(before, verb[-1].end()) and _clean(shown, run.start, again.end("v"), 0):
            yield "pin", (run.start, again.end("v"))


def keyed_pin_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """A PIN keyed into a named wallet, bank app, card or ATM, in the anchor's sentence (see the module's docstring)."""
    lowered = shown.lower()
    if not _STEM.search(lowered) or not _ANCHOR.search(shown):
        if any(c.isdigit() for c in shown):
            yield from _restated_spans(shown, ascii_digits(shown))
        return
    digits = ascii_digits(shown)
    runs: list[Run] | None = None
    for sentence in _SENTENCE.finditer(shown):
        lo, hi = sentence.span()
        if not _ANCHOR.search(shown, lo, hi):
            continue
        if runs is None and _word_runs(shown, digits, lo, hi):
            runs = list(digit_word_runs(shown))
        for start, end, spaced in _values(shown, digits, lo, hi, runs or []):
            if not spaced and (not _glued_keyed(shown, start, lo) or _round_amount(shown, digits, start, end, lo, hi)):
                continue
            if _clean(shown, start, end, lo) and not (_MOVED.search(shown, lo, start) and not _verb_by(shown, start, end)):
                yield "pin", (start, end)
                return


def _verb_by(shown: str, start: int, end: int) -> bool:
    """A keying verb within a few words right before or after the value, no digit between."""
    after = shown[end:end + 16]
    before = shown[max(0, start - 16):start]
    return any(not re.search(r"\d", part[verb.end():] if part is before else part[:verb.start()])
               for part in (before, after) for verb in _VERB.finditer(part))


def _round_amount(shown: str, digits: str, start: int, end: int, lo: int, hi: int) -> bool:
    """A round glued number in a sentence about sending or paying money: an amount."""
    return digits[start:end].endswith("00") and _MONEY_WORD.search(shown, lo, hi) is not None
