"""Short codes, long prepaid tokens and pickup codes that the label stages leave: three digits after a PIN word, a
voucher's or meter token's digit groups, a parcel locker's alphanumeric pickup code.

- "宅配ボックスの暗証番号 ３５７", "PIN: 357", "暗証番号は357": a PIN word closing its label names the value, however short
  (key boxes, padlocks, a card's back); counts and attempts ("PIN 3 attempts", "3 digits"), prices and units give none.
- "ప్రీపెయిడ్ కరెంట్ టోకెన్: 5823 1049 7716 2035 8841", "recharge voucher PIN: 7719 3382 0045 16": twelve to twenty-four
  digits after a token, voucher, recharge or top-up word; a meter's, receipt's or transaction's number gives none.
- "7-11 ibon 取貨碼：GT92B7": a pickup or collection code word, a colon, then letters and digits.
- "De WPS-pincode van de oude router … genoteerd: 3528 7140": a router's WPS PIN, eight digits in a line naming WPS.
"""

from __future__ import annotations

import re
import unicodedata
from typing import Callable, Iterator, NamedTuple

from .secret_cues import quantity_after
from .secret_digits import counting
from .secret_shapes import MONEY_AFTER, MONEY_BEFORE

# Letters and signs of the Indic, Sinhala, Thai, Lao, Myanmar, Khmer, Ethiopic and Georgian scripts: a vowel sign or
# virama is no letter to `\w`, so a loan word ends only where none of these follows ("লক" is not "লক্ষ").
_SCRIPT = r"\u0900-\u0dff\u0e00-\u0eff\u1000-\u109f\u1200-\u137f\u1780-\u17ff\u10a0-\u10ff\u200c\u200d"
_UNSPACED = r"\u0e00-\u0eff\u1000-\u109f\u1780-\u17ff\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af"


def _words(pattern: str) -> re.Pattern[str]:
    """`pattern` (NFKC) between letter boundaries of any script, case-insensitive."""
    body = unicodedata.normalize("NFKC", pattern)
    return re.compile(rf"(?i)(?<![^\W\d_{_SCRIPT}])(?:{body})(?![^\W\d_{_SCRIPT}])")


# A PIN by name: the word alone names a personal number (not "code", which also names rules, programs and postcodes).
_PIN = re.compile(unicodedata.normalize("NFKC",
    r"(?i)(?<![^\W\d_])(?:pin|pin-?code|pin-?kod\w{0,3}|pincode|pinkod\w{0,3}|pin-?nummer|pin-?numer|code\s+pin"
    r"|пин|пин-?код\w{0,2}|пін|пін-?код\w{0,2}|nip|puk)(?![^\W\d_])"
    r"|(?<![^\W\d_\u0900-\u0dff])(?:पिन|পিন|పిన్|ಪಿನ್|പിൻ|પિન|ਪਿੰਨ|ਪਿਨ|ፒን|პინ\w{0,3}|պին\w{0,3})(?![\w\u0900-\u0dff])"
    r"|暗証番号|暗証|PIN码|PIN碼|ピン番号|핀\s?번호|비밀번호|รหัส\s?(?:PIN|พิน)|พิน"))
# What a PIN's label ends in: a colon or equals sign, a copula or topic particle, or nothing (the value beside it).
_PIN_GIVEN = re.compile(r"(?i)\s*(?:[:：=]|is|ist|est|es|è|é|är|er|on|je|jest|lautet|это|は|이|는|은|是|為|为|:)?\s*$")
# A count, an attempt, a length or an order after the value or before it: no PIN.
_COUNTED = re.compile(
    r"(?i)\s*(?:attempts?|tries|times|digits?|chars?|characters?|versuch\w*|mal\b|stellen|ziffern|tentative\w*|essais?"
    r"|intentos?|cifras?|dígitos?|chiffres?|попыт\w*|цифр\w*|deneme\w*|hane\w*|回|桁|位|次|번\b|자리|ครั้ง|หลัก"
    r"|बार|अंक|বার|সংখ্যা|%|°|x\b|×)")
_VALUE = re.compile(rf"(?<![.,/+\-#€$£])(?<![^\W{_UNSPACED}])(?P<v>\d{{3,8}})(?![\w/%°]|[.,:\-‐–]\d|\s?[\d€$£])")
_CLOSE = re.compile(r"\s*(?:$|[\n.,;!?)(。！？、，」』\"'”»]|(?:and|und|et|y|e|ve|и|و)\s)")


def _short_pin_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """Three digits or more right after a PIN word and a colon, copula or particle ("PIN: 357", "暗証番号は357")."""
    for pin in _PIN.finditer(shown):
        match = _VALUE.match(shown, pin.end()) or _VALUE.search(shown, pin.end(), pin.end() + 8)
        if match is None or not _PIN_GIVEN.fullmatch(shown, pin.end(), match.start("v")):
            continue
        start, end = match.span("v")
        digits = "".join(c for c in match.group("v") if c.isdigit())
        if len(digits) != 3 or counting(digits) or not digits.strip("0"):
            continue   # four digits or more: the label stages read them
        if MONEY_AFTER.match(shown, end) or MONEY_BEFORE.search(shown, max(0, start - 16), start) \
                or quantity_after(shown, end) or _COUNTED.match(shown, end) or not _CLOSE.match(shown, end):
            continue
        yield "pin", (start, end)


# Prepaid and stored-value words: a token (electricity meters), a voucher, a recharge or top-up, a gift card.
_TOKEN_WORDS = _words(
    r"tokens?|token\s+number|recharge|top-?up|voucher|scratch\s+card|gift\s*card|prepaid|aufladecode|aufladung|guthaben"
    r"|gutschein|recarga|ricarica|rechargement|opwaardeer\w*|doładowani\w*|dobíjení|feltöltő\w*|reîncărcare|пополнени\w*"
    r"|поповнення|ваучер\w*|токен\w*|талон\w*|yükleme|kontör|luku|umeme|tokeni|vocha|kadi\s+ya\s+mkwangua|pulsa"
    r"|isi\s+ulang|nạp\s+tiền|thẻ\s+cào|mã\s+thẻ|pasaload"
    r"|टोकन|रिचार्ज|वाउचर|कूपन|টোকেন|রিচার্জ|ভাউচার|কুপন|டோக்கன்|ரீசார்ஜ்|வவுச்சர்|టోకెన్|రీఛార్జ్|రీచార్జ్|వోచర్"
    r"|ಟೋಕನ್|ರೀಚಾರ್ಜ್|ವೋಚರ್|ടോക്കൺ|റീചാർജ്|വൗച്ചർ|ટોકન|રિચાર્જ|વાઉચર|ਟੋਕਨ|ਰੀਚਾਰਜ|ਵਾਊਚਰ|ටෝකන්|රීලෝඩ්|ቶክን|ካርድ"
    r"|توکن|شارژ|كرت\s+شحن|شحن|قسيمة|رصيد|טוקן|שובר|טעינה|ტოკენ\w*|ვაუჩერ\w*")
_CJK_TOKEN = re.compile(r"充值卡|充值码|充值碼|储值卡|儲值卡|点数卡|點數卡|礼品卡|禮品卡|プリペイド|チャージ|ギフトカード"
                        r"|충전\s?코드|충전\s?번호|기프트\s?카드|상품권|บัตรเติมเงิน|เติมเงิน|ប័ណ្ណបញ្ចូលលុយ")
# A meter's, account's, receipt's or transaction's number is public or a record, not the token.
_RECORD = _words(
    r"meter\s+(?:no|number|id)|meter|receipt|transaction|txn|reference|ref|account|customer|serial|order|invoice"
    r"|zähler\w*|quittung|beleg|medidor|recibo|compteur|reçu|contatore|ricevuta|счётчик\w*|счетчик\w*|лічильник\w*"
    r"|квитанци\w*|sayaç\w*|makbuz|mita|risiti|मीटर|रसीद|লেনদেন|মিটার|রসিদ|மீட்டர்|మీటర్|ರಸೀದಿ|ಮೀಟರ್|മീറ്റർ|મીટર"
    r"|ਮੀਟਰ|کنتور|عداد|إيصال|מונה|קבלה|電錶|电表|メーター|계량기|มิเตอร์")
_LONG = re.compile(r"(?<![\w.,/+\-])(?P<v>\d{3,5}(?:[ \-]\d{2,5}){2,7}|\d{12,24})(?![\w/]|[.,\-]\d|\s\d)")
_LABEL_END = re.compile(r"[:：=]\s*$|\s-\s*$")

# A pickup, collection or locker code word ("取貨碼", "取件码", "受取コード", "픽업 코드", "รหัสรับพัสดุ").
_PICKUP = (
    r"取貨碼|取货码|取件码|取件碼|提货码|提貨碼|取货号|取件號|寄件码|寄件碼|开箱码|開箱碼|受取コード|受け取りコード|受取番号"
    r"|受け取り番号|認証番号|ロッカー番号|픽업\s?코드|수령\s?코드|인증\s?번호|보관함\s?비밀번호|รหัสรับพัสดุ|รหัสรับของ"
    r"|(?i:mã\s+nhận\s+hàng|kode\s+pengambilan|kod\s+pengambilan|kode\s+ambil|teslim\s+alma\s+kodu|код\s+получения"
    r"|код\s+для\s+получения|kod\s+odbioru|kód\s+vyzvednutí|kód\s+na\s+vyzdvihnutie|átvételi\s+kód|cod\s+de\s+ridicare"
    r"|code\s+de\s+retrait|código\s+de\s+recogida|código\s+de\s+retirada|codice\s+di\s+ritiro|ophaalcode|afhentningskode"
    r"|hentekode|upphämtningskod|noutokoodi|pickup\s+code|pick-up\s+code|collection\s+code|abholcode|abholnummer"
    r"|رمز\s+الاستلام|کد\s+تحویل|קוד\s+איסוף|पिकअप\s+कोड|পিকআপ\s+কোড)")
_PICKUP_WORD = re.compile(_PICKUP)
_PICKUP_LABEL = re.compile(rf"(?:{_PICKUP})\s*[:：=]\s*$")
_PICK_VALUE = re.compile(r"(?<![\w\-])(?P<v>(?=[A-Z0-9\-]*\d)[A-Z0-9][A-Z0-9\-]{3,11})(?![\w\-])")


def _token_label(label: str) -> bool:
    """A token, voucher or recharge word in a label ending in a colon or dash, and no meter's or receipt's number."""
    return _LABEL_END.search(label) is not None and not _RECORD.search(label) \
        and (_TOKEN_WORDS.search(label) is not None or _CJK_TOKEN.search(label) is not None)


def _token_value(value: str) -> bool:
    return 12 <= sum(c.isdigit() for c in value) <= 24


def _pickup_value(value: str) -> bool:
    """Letters and digits, or four digits or more that do not count up."""
    digits = "".join(c for c in value if c.isdigit())
    return not (value.isdigit() and (len(digits) < 4 or counting(digits)))


# A router's WPS PIN: eight digits (or four and four) closing a line that names WPS, however far back.
_WPS = re.compile(r"(?i)(?<![^\W\d_])wps(?![^\W\d_])")
_EIGHT = re.compile(r"(?<![\w.,/+\-])(?P<v>\d{8}|\d{4}[ \-]\d{4})(?![\w/]|[.,\-]\d|\s\d)")
_NOT_WPS = _words(r"serial|s/n|model|mac|imei|firmware|version|ssid|network|phone|tel|hotline|support|order|ticket"
                  r"|seriennummer|modell|numéro\s+de\s+série|modèle|número\s+de\s+serie|modelo|serienummer|netwerk")


def _wps_label(label: str) -> bool:
    """WPS named in the line, a colon, dash or copula before the value, and no serial, model, network or phone word."""
    return _WPS.search(label) is not None and not _NOT_WPS.search(label) \
        and re.search(r"(?i)(?:[:：=]|\s-|(?<![^\W\d_])(?:is|ist|est|es|è|é|är|er|on|je|jest|lautet))\s*$", label) is not None


class _Labelled(NamedTuple):
    """A code read by its label: the kind, a cue that must be in the text, the value's shape, whether the value suits,
    whether the label before it names this code, and whether a space after the value closes it."""

    kind: str
    cue: Callable[[str], bool]
    value: re.Pattern[str]
    value_ok: Callable[[str], bool]
    label_ok: Callable[[str], bool]
    space_closes: bool
    reach: int = 70


_LABELLED = (
    # "ప్రీపెయిడ్ కరెంట్ టోకెన్: 5823 1049 7716 2035 8841": twelve to twenty-four digits after a token or voucher label.
    _Labelled("pin", lambda text: True, _LONG, _token_value, _token_label, False),
    # "7-11 ibon 取貨碼：GT92B7": letters and digits after a pickup code word and a colon.
    _Labelled("pickup code", lambda text: _PICKUP_WORD.search(text) is not None, _PICK_VALUE, _pickup_value,
              lambda label: _PICKUP_LABEL.search(label) is not None, True),
    # "De WPS-pincode van de oude router … genoteerd: 3528 7140": eight digits at a line's end that names WPS.
    _Labelled("wps pin", lambda text: _WPS.search(text) is not None, _EIGHT, lambda value: True, _wps_label, False,
              160),
)


def _labelled_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """Each value whose shape, close and label (the row's reach back in its line) fit a row of `_LABELLED`."""
    for rule in _LABELLED:
        if not rule.cue(shown):
            continue
        for match in rule.value.finditer(shown):
            start, end = match.span("v")
            closed = _CLOSE.match(shown, end) is not None or (rule.space_closes and shown[end:end + 1].isspace())
            if not closed or not rule.value_ok(match.group("v")):
                continue
            low = max(0, start - rule.reach, shown.rfind("\n", 0, start) + 1)
            if rule.label_ok(shown[low:start]):
                yield rule.kind, (start, end)


def short_code_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """(kind, span) for each short PIN, prepaid token or pickup code in `shown` (the visible text, positions kept)."""
    yield from _short_pin_spans(shown)
    yield from _labelled_spans(shown)   # prepaid tokens and pickup codes
