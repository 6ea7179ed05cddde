"""Part of a PIN or a password, given as such ("the first two digits of my card PIN are 41"), is a secret.

A credential's name (PIN, password, passcode, 비밀번호, 密码, 暗証番号, Geheimzahl, contraseña, пароль, كلمة السر …) and
a part's name (the first or last N digits: "앞 두자리", "前两位", "最初の2桁", "die ersten zwei Ziffern", "les deux
premiers chiffres", "ilk iki hanesi") within a few words of each other, then a number of one to six digits within a
short gap (a "don't tell anyone" or a colon may stand between): that number is part of the credential and is flagged.
The number may also come first ("41 are the first two digits of my PIN"). A postal or area word by the credential or
between it and the number sets the number aside; one in a later clause does not. When the part names its length, the
number must have that many digits (a year after "the first two digits of my PIN"
is no part of it). No credential's name (a postcode's or a card number's first digits), no number ("the PIN has four
digits") or a postal PIN code (India's) gives nothing. Called from `secrets._found` on the shown text.
"""

from __future__ import annotations

import re
from typing import Iterator

from .normalise import ASCII_DIGITS

# Counts written as words, by language; a digit stands for itself.
_COUNT_WORDS = (
    (1, "one un une uno una um uma ein eine een один одна jeden jedna bir 한 一 一つ واحد एक satu một หนึ่ง moja en ett yksi"),
    (2, "two zwei deux dos dois duas due twee два две dwa dwie iki 두 둘 两 兩 二 二つ اثنين اثنان رقمين دو दो dua hai"
        " สอง mbili två to kaksi"),
    (3, "three drei trois tres três tre drie три trzy üç 세 셋 三 三つ ثلاثة ثلاث سه तीन tiga ba สาม tatu kolme"),
    (4, "four vier quatre cuatro quatro quattro четыре cztery dört 네 넷 四 四つ أربعة أربع چهار चार empat bốn สี่ nne"
        " fyra fire neljä"),
    (5, "five fünf cinq cinco cinque vijf пять pięć beş 다섯 五 خمسة پنج पांच lima năm ห้า tano fem viisi"),
    (6, "six sechs seis sei zes шесть sześć altı 여섯 六 ستة شش छह enam sáu หก sita sex seks kuusi"),
)
_COUNTS = {word: n for n, words in _COUNT_WORDS for word in words.split()}
_NUMBERS = "[1-6]|" + "|".join(sorted((re.escape(w) for w in _COUNTS), key=len, reverse=True))


class _Named:
    """Each use of `{_N}` in a pattern is a group of its own (n0, n1 …): Python allows a group name once."""

    def __init__(self) -> None:
        self.used = 0

    def __format__(self, _spec: str) -> str:
        self.used += 1
        return f"(?P<n{self.used}>{_NUMBERS})"


_N = _Named()

# What a credential is called: a PIN, a password, a card's or a lock's secret code.
_CREDENTIAL = re.compile(
    r"(?i)(?<![^\W\d_])(?:pin(?:-?code|-?nummer|-?kod\w*)?|passcode|password|passwort|kennwort|geheimzahl|pass\s?word"
    r"|mot\s+de\s+passe|code\s+(?:secret|confidentiel|de\s+(?:la\s+)?(?:carte|porte|coffre))"
    r"|contraseña|clave|senha|parola\s+d'ordine"
    r"|codice\s+(?:segreto|della\s+carta)|wachtwoord|pincode|lösenord\w*|adgangskode|passord|salasana|hasło|hasła"
    r"|heslo|jelszó|parol[aă]"
    r"|şifre\w*|sifre\w*|parol\w*|lozink\w*|šifr\w*|geslo|slaptažod\w*|(?:card|door|safe|lock|alarm|bank|atm|debit)\s+code"
    r"|пароль\w*|пин(?:-?код\w*)?|пін(?:-?код\w*)?|κωδικ\w*|[הובלמש]?סיסמ\w*|kata\s+(?:sandi|laluan)|mật\s+khẩu"
    r"|mã\s+pin|nenosiri"
    r"|namba\s+ya\s+siri|nambari\s+ya\s+siri)(?![^\W\d_])"
    r"|كلمة\s+(?:السر|المرور)|الرقم\s+السري|رقم\s+سري|الرمز\s+السري|رمز\s+عبور|پسورد|पिन|पासवर्ड|पिन\s+नंबर|পিন|পাসওয়ার্ড"
    r"|密码|密碼|口令|暗証番号|パスワード|暗証|비밀\s?번호|비번|암호|핀\s?번호|รหัสผ่าน|รหัส\s?(?:บัตร|เอทีเอ็ม|ATM|PIN)")
# The part: the first or last N digits (or characters), in each language's order.
_D = r"(?:digits?|numbers?|characters?|chars?|figures?|nos?\.?)"
_PART = re.compile(
    rf"(?i)(?<![^\W\d_])(?:(?:first|last|final|initial|opening|ending)\s+{_N}\s+{_D}|(?:first|last)\s+{_D}"
    rf"|(?:ersten|letzten)\s+{_N}\s+(?:ziffern|zahlen|stellen|zeichen)|(?:erste|letzte)\s+(?:ziffer|stelle)"
    rf"|{_N}\s+(?:premiers|premières|derniers|dernières)\s+(?:chiffres|caractères)|(?:premier|dernier)\s+chiffre"
    rf"|(?:{_N}\s+)?(?:primeros|últimos|ultimos|primeiros|primeiras|primi|prime|ultimi|ultime)\s+(?:{_N}\s+)?"
    r"(?:dígitos|digitos|números|numeros|caracteres|cifras|cifre|numeri|caratteri)"
    rf"|(?:eerste|laatste)\s+{_N}\s+(?:cijfers|tekens)"
    rf"|(?:första|sista|første|sidste|siste)\s+{_N}\s+(?:siffrorna|siffror|cifre|sifre|sifrene|tegn)"
    rf"|(?:ensimmäiset|viimeiset)\s+{_N}\s+(?:numeroa|merkkiä)"
    rf"|(?:первые|последние|перші|останні)\s+{_N}\s+(?:цифры|цифр|цифри|символа|символов)"
    rf"|(?:pierwsze|ostatnie)\s+{_N}\s+(?:cyfry|znaki)|(?:ilk|son)\s+{_N}\s+(?:hane\w*|rakam\w*|basama\w*)"
    rf"|{_N}\s+(?:digit|angka|nombor|huruf)\s+(?:pertama|terakhir|depan|belakang)"
    rf"|{_N}\s+(?:số|chữ\s+số|ký\s+tự)\s+(?:đầu|cuối)|tarakimu\s+{_N}\s+(?:za\s+)?(?:kwanza|mwisho)"
    rf"|(?:पहले|आखिरी|अंतिम|शुरुआती)\s+{_N}\s+(?:अंक|डिजिट)|(?:أول|آخر|اول)\s+(?:رقمين|{_N}\s+(?:أرقام|ارقام|خانات))"
    rf"|{_N}\s+رقم\s+(?:اول|آخر)|(?:שתי|שלוש|ארבע)\s+הספרות\s+(?:הראשונות|האחרונות))(?![^\W\d_])"
    rf"|(?:앞|뒤|뒷|첫|마지막|끝)\s?{_N}\s?(?:자리|글자|숫자)|(?:前|后|後|最后|最後|末)\s?{_N}\s?(?:位|个数|個數)"
    rf"|(?:最初の|初めの|頭の|上|下|最後の|末尾の?)\s?{_N}\s?(?:桁|文字)|{_N}?(?:ตัวแรก|ตัวท้าย|ตัวสุดท้าย|หลักแรก|หลักสุดท้าย)")
# India's PIN code and other postal or area numbers: not a credential.
_POSTAL = re.compile(r"(?i)postal|\bpost\b|zip|area|region|district"
                     r"|डाक|क्षेत्र|पिनकोड|pincode\s+(?:of|for)")
_VALUE = re.compile(r"(?<![\dA-Za-z.,/\-])(?:\d{1,6}|\d(?:[ ,\-]\d){1,5})(?![\d.,/:\-]\d|\s?%|\d)")
# A value denied, not given: "the last digit of the PIN is never 0".
_DENIED = re.compile(r"(?i)(?<![^\W\d_])(?:not|never|nicht|nie|niemals|jamais|pas|nunca|non|mai|не|никогда|ليس|ليست)"
                     r"\W{0,3}(?:\w+\W{1,3})?$")
_GAP = re.compile(r"[^\d\n]{0,40}")


def _count(part: re.Match[str]) -> int | None:
    """The number of digits the part names, or None where it names none ("the last digit": one)."""
    n = next((value for name, value in part.groupdict().items() if name.startswith("n") and value), None)
    if n is None and "رقمين" in part.group(0):
        return 2   # the Arabic dual: "two digits"
    if n is None:   # "the last digit", "die erste Ziffer": one; a plural with no count: any
        return 1 if re.search(r"(?i)(?:digit|ziffer|stelle|chiffre|character|number)$", part.group(0)) else None
    return int(n) if n.isdigit() else _COUNTS.get(n.lower(), _COUNTS.get(n))


# A value given before its part: "41 are the first two digits of my PIN", "41 — die ersten zwei Ziffern der PIN".
_VALUE_BEFORE = re.compile(r"(?<![\dA-Za-z.,/\-])(?P<v>\d{1,6})\s*(?:[:=\-–—]|(?<![^\W\d_])(?:are|is|were|was|sind|ist|sont"
                           r"|est|son|es|são|é|sono|è|zijn|is|är|er|to|это|—))?\s*(?:the|die|der|les|los|las|os|as|le|i|de"
                           r"|het)?\s*$")


def _postal(text: str, low: int, high: int) -> bool:
    """Whether a postal or area word stands by the credential: before it, or between the part and the value (a postal
    word in a later clause, "…are 41; my zip is 10115", says nothing of this number)."""
    return _POSTAL.search(text, max(0, low - 40), high) is not None


def partial_pin_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """("pin", span) of each part of a PIN or password the text gives (see the module's docstring)."""
    text = shown.translate(ASCII_DIGITS)
    if not any(c.isdigit() for c in text):
        return
    for part in _PART.finditer(text):
        creds = list(_CREDENTIAL.finditer(text, max(0, part.start() - 40), part.end() + 40))
        if not creds:
            continue
        end = max([part.end()] + [m.end() for m in creds if m.start() >= part.end()])
        low = min([part.start()] + [m.start() for m in creds])
        count = _count(part)
        gap = _GAP.match(text, end)
        value = _VALUE.match(text, gap.end())
        if value is not None and not _DENIED.search(gap.group(0)) and not _postal(text, low, value.start()):
            if count is None or count == sum(c.isdigit() for c in value.group(0)):
                yield "pin", value.span()
            continue
        before = _VALUE_BEFORE.search(text, max(0, part.start() - 16), part.start())   # only where none follows
        if before is not None and not _postal(text, low, end + 10) and (count is None or count == len(before["v"])):
            yield "pin", before.span("v")
