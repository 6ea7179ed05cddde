"""A PIN of letters and digits: short ("PIN 7K3X") right after the word, or longer after a few words naming its account.

"PIN-kód k bankovnictví 7Hk2x9" gives the PIN word, whose PIN it is and the value with no colon; "PIN 7K3X" gives a
four-letter PIN that the password stages, which want six characters, pass over. Letters and digits must alternate
(a digit before a letter and a letter before a digit), so a board's pin ("pin GP15", "pin 3V3"), a network ("4G"), a
model ("VX520"), a postcode or a word with a number after it gives nothing; neither do a pad, a reader, a model or a
policy named beside the word.
"""

from __future__ import annotations

import re
from typing import Iterator

from .secret_login_rows import strong_value

# PIN words (en de fr es pt it nl pl cs sk hu ro ru uk bg sr tr id vi el ar he hi zh ja ko) and a few password words.
_PIN = re.compile(
    r"(?i)(?<![^\W\d_])(?:pin(?:[\s\-]?(?:code|kode|kod|kód|koodi|nummer|number|nr|numero|número|szám|cod))?|pincode"
    r"|geheimzahl|nip|code\s+pin|código\s+pin|codice\s+pin|kod\s+pin|mã\s+pin|пин(?:-?код)?|пін(?:-?код)?|пин-код"
    r"|heslo|hasło|passwort|password|mot\s+de\s+passe|contraseña|senha|jelszó|parola|пароль|şifre|sandi|mật\s+khẩu"
    r"|κωδικός|סיסמה|كلمة\s+السر|पासवर्ड)(?![^\W\d_])|密码|密碼|暗証番号|비밀번호")
# Then the value right after (a colon or a copula allowed), or after one to three words naming the account.
_SHORT = re.compile(r"(?:(?:[ \t]+[^\W\d_]{1,20}){0,2}[ \t]*[:：=]|[ \t]+(?:is|ist|est|es|je|jest|là|adalah|este|это))?"
                    r"[ \t]*(?P<v>[^\W_]{4,5})(?![^\W_]|[.,]\d)")
_NAMED = re.compile(r"(?:[ \t]+[^\W\d_]{1,20}){1,3}[ \t]*[:：=]?[ \t]+(?P<v>[^\W_]{5,12})(?![^\W_]|[.,]\d)")
# A pad, a reader, a model, a rule, a length or a board beside the word: the value is no one's PIN.
_NOT_OWN = re.compile(r"(?i)pad|reader|leser|lecteur|lector|model\w*|version|serial|firmware|board|header|gpio|arduino"
                      r"|raspberry|chip|policy|richtlinie|length|länge|digits?|stellen|chiffres|znaků|znaków|cifr\w*"
                      r"|example|beispiel|exemple|ejemplo|sample|format|reset|forgot|vergessen|oublié|olvidé|zapomněl\w*"
                      r"|zabudol|expire\w*|abgelaufen|ablauf|wygas\w*|sim\s+slot|postal|zip|post\s?code")


def pin_value_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """(kind, span) of each letters-and-digits PIN: a short one right after its word, a longer one after label words."""
    for word in _PIN.finditer(shown):
        if _NOT_OWN.search(shown, max(0, word.start() - 20), min(len(shown), word.end() + 40)):
            continue
        short = _SHORT.match(shown, word.end())
        if short and word.group().lower().startswith(("pin", "nip", "пин", "пін", "code", "cód", "cod", "kod", "mã")) \
                and _alternates(short.group("v")):
            yield "pin", short.span("v")
            continue
        named = _NAMED.match(shown, word.end())
        if named and _alternates(named.group("v")) and strong_value(named.group("v")):
            yield "pin" if "pin" in word.group().lower() else "password", named.span("v")


def _alternates(value: str) -> bool:
    """Letters and digits in turn: a digit before a letter and a letter before a digit, two of each or more."""
    digits, letters = sum(c.isdigit() for c in value), sum(c.isalpha() for c in value)
    return digits >= 2 and letters >= 2 and re.search(r"\d[^\W\d_]", value) is not None \
        and re.search(r"[^\W\d_]\d", value) is not None
