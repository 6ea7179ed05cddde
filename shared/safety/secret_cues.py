"""Secrets named in prose: a credential word in any of a dozen languages, then a value shaped like a credential.

The vendor and shape rules in `secrets.py` find keys by their form; people write passwords, PINs
and door codes as prose ("garage code 4471", "Das WLAN-Passwort lautet …", "пароль от почты: …").
Here a cue lexicon finds the word, and the next few tokens of the same clause are read for a
value: a password-shaped token after a password word, a short number after a PIN/code word, a
letter-and-digit code after a door/backup code word, a quoted phrase after either. Apart from
cues, a token that mixes upper and lower case, digits and a symbol (`Gondola!Rain44`) reads as a
password wherever it stands. Cues are matched on the visible text (Cyrillic stays Cyrillic), values
on the folded one; both have the same positions.
"""

from __future__ import annotations

import re
from typing import Iterator

# Words that announce a password-like value (a letters-and-digits value is needed after them).
_PASSWORD_CUES = (
    r"pass(?:word|wd|phrase|code)?s?|pw|pwd|pword|creds?|credentials|log-?in|sign-?in|unlock\s+phrase"
    r"|master\s+(?:key|password)|secret|api[ _\-]?key|access[ _\-]?key|token|key|phrase"
    r"|passwort|kennwort|zugangsdaten|zugangscode|schlüssel|mot\s+de\s+passe|mdp|identifiants?"
    r"|contraseña|contrasena|clave|senha|wachtwoord|hasło|haslo|şifre|sifre|parola|lösenord|losenord"
    r"|adgangskode|salasana|heslo|jelszó|mật\s+khẩu|kata\s+sandi|пароль|парол[ья]|логин|ключ|пасворд"
    r"|密码|密碼|口令|パスワード|비밀번호|비번|암호")
# Words that announce a code: a number after them, or a letters-and-digits code when the code opens something.
_PIN_CUES = (
    r"pin(?:[ \-]?code|[ \-]?nummer)?|puk|passcode|code|codes|combo|combination|opens\s+with|geheimzahl"
    r"|geheimnummer|türcode|torcode|digicode|código|codigo|códigos|codice|kod|kode|kód|код|пин(?:-?код)?"
    r"|домофон|暗証番号|验证码|取款密码|支付密码")
_QUALIFIED = re.compile(
    r"(?i)door|gate|garage|alarm|safe|lock|unlock|access|backup|recovery|secret|porte|portail|digicode|tür|tor\b"
    r"|zugang|portón|portal|puerta|alarma|secreto|домофон|двер|сейф|сигнализац|门|ドア|금고|현관")
# A cue is a word of its own or the end of an identifier (`smtp_password:`), never inside a path, URL or ARN.
_CUE = re.compile(rf"(?i)(?<![^\W\d_]|[:/=.@])(?:(?P<pw>{_PASSWORD_CUES})|(?P<pin>{_PIN_CUES}))(?![^\W\d_]|_\w)")
# A bare "key" that names no credential (a public, cache or database key; a musical key).
_OTHER_KEY = re.compile(r"(?i)(?:public|host|primary|foreign|cache|sort|partition|hash|idempotency|object|registry"
                        r"|lookup|dict|map|index|composite|unique|music|song|keyboard|hot|shortcut|gpg|pgp|ssh)\W{0,3}$")
# Words around a code that make it a number of another sort (postal, status, order, promo, flight …).
_OTHER_CODE = re.compile(
    r"(?i)(?:postal|post|zip|area|country|dial|status|error|exit|return|http|promo|discount|coupon|voucher|gift"
    r"|tracking|order|booking|confirmation|reference|source|qr|bar|dress|morse|region|product|class|course"
    r"|airport|language|iata|swift|sort|routing|tax|vat|flight|ticket|station|room|verification|zoom|meeting"
    r"|postleitzahl|rabatt|gutschein|promoci[oó]n|descuento|postale|réduction|почтов|индекс|промо)\W{0,3}(?:code|código|codice|код)?\W{0,3}$"
    r"|^\W{0,3}(?:postal|postale|de\s+(?:promo|réduction|descuento|pedido|reserva)|promocional)")
# Text that shows what a credential looks like instead of giving one.
_EXAMPLE = re.compile(r"(?i)example|e\.g\.|sample|docs\b|documentation|such\s+as|placeholder|dummy|fake|demo|test\s+vector"
                      r"|z\.\s?b\.|beispiel|par\s+exemple|por\s+ejemplo|например|例如|例えば|예시|예를")
# A token right after these is a name (`secret name: db-credentials-7f9c`), not the credential.
_NAME_WORDS = frozenset("name named called id username user host hostname label bucket file path ssid network realm "
                        "project namespace benutzer benutzername usuario utilisateur имя".split())

_TOKEN = re.compile(r"\S+")
_STRIP = "\"'`“”‘’«»「」『』()[]{}<>,.;:。，、：；"
_CLAUSE_END = re.compile(r"[.。;；?？](?:\s|$)|\n")
_CODE_LIKE = re.compile(
    r"(?i)\w\(|\w\[|\$\{|\{\{|%\(|environ|getenv|process\.env|\.py\b|\.js\b|\.json\b|\.ya?ml\b"
    r"|\[[a-z0-9]-[a-z0-9]|\{\d+(?:,\d*)?\}|\\[dwsb]|^\^|^[a-z_][\w.\-]{0,30}=[^=\s]")
# Algorithm, format and platform names that mix letters and digits but name no secret.
_TECH_WORD = re.compile(
    r"(?i)(?:ed|x|curve)25519|ed448|rsa-?\d*|(?:hmac-?)?sha-?\d+|md5|aes-?\d*(?:-\w+)?|argon2(?:id|i|d)?|p-?\d{3}"
    r"|secp\d+[kr]1|pbkdf2|base\d\d|utf-?\d+|ipv[46]|http/?[23]|mp[34]|h\.?26[45]|x86(?:[_\-]64)?|arm64|aarch64"
    r"|amd64|win(?:32|64)|python[23][\d.]*|ubuntu\d*|s3|ec2|k8s|i18n|l10n|a11y|oauth2?|2fa|mfa|totp|ssh-?\w*|gpg2?")
_BENIGN_SHAPE = re.compile(
    r"(?i)v?\d+(?:\.\d+){1,3}[a-z0-9\-]*|\d{1,2}:\d{2}(?::\d{2})?|\d{4}-\d{2}-\d{2}.*|\d+(?:[.,]\d+)?%"
    r"|[\w.+\-]+@[\w\-]+\.[\w.\-]+|[a-z][a-z0-9+.\-]*://\S*|\+\d[\d \-]{6,}|[~/\\$<{%#].*\w/\S*")
_SYMBOLS = set("!@#$%^&*?~+=|")
_WINDOW, _MAX_TOKENS = 64, 8
_QUOTED = re.compile(r"[^\n'\"“‘.;!?。]{0,30}?(?<![^\s:：=(])['\"“‘](?P<v>[^'\"”’\n]{8,64})['\"”’](?![^\W\d_])")
_SAID = re.compile(r"[^\n:：]{0,40}?(?:[:：]|\bis\b)\s*(?P<v>[^\n.;。]{8,64}?)\s*(?:[.;。\n]|$)")
_PHRASE_CUE = re.compile(r"(?i)phrase|passphrase|pass\s+phrase|merksatz|phrase\s+secr[eè]te|frase")


def code_like(token: str) -> bool:
    """Program text rather than a value: `os.environ['X']`, `${VAR}`, `settings.py`."""
    return bool(_CODE_LIKE.search(token))


def _classes(token: str) -> tuple[bool, bool, bool, bool]:
    inner = token.rstrip("!?")   # a closing "!" or "?" may be the sentence's
    return (any(c.islower() for c in token), any(c.isupper() for c in token[1:]), any(c.isdigit() for c in token),
            any(c in _SYMBOLS or (not c.isalnum() and c not in "-_.'") for c in inner))


def _benign(token: str) -> bool:
    return bool(_BENIGN_SHAPE.fullmatch(token) or _CODE_LIKE.search(token) or _TECH_WORD.fullmatch(token)) \
        or token.count("/") > 1 \
        or token.lower().startswith(("http", "1password", "xxx", "***", "<", "your"))


def password_shaped(token: str) -> bool:
    """Letters with digits or symbols (or mixed case, when long), 6–64 characters, and no known benign shape."""
    if not 6 <= len(token) <= 64 or _benign(token):
        return False
    lower, upper, digit, symbol = _classes(token)
    letters = lower or upper or any(c.isalpha() for c in token)
    return (letters and (digit or symbol)) or (lower and upper and len(token) >= 10)


def _number_code(token: str) -> bool:
    """A PIN, PUK, combination or recovery key: 4–12 digits (or 3-digit groups joined by hyphens), or up to 64
    digits in hyphenated groups, led or closed by * or #."""
    core = token.strip("*#")
    digits = core.replace("-", "")
    if not digits.isdigit() or _BENIGN_SHAPE.fullmatch(core):
        return False
    return 4 <= len(digits) <= 12 or ("-" in core and 3 <= len(digits) <= 64)


def _door_code(token: str) -> bool:
    """A letters-and-digits code that opens something (`7A219`, `B4729`, `R7K2M`): 4–12, at least one digit."""
    core = token.strip("*#")
    return 4 <= len(core) <= 12 and core.isalnum() and any(c.isdigit() for c in core) and not _benign(core)


def _skipped(shown: str, cue: re.Match[str]) -> bool:
    """A cue that gives no credential: an example, a bare key of another sort, a code of another sort."""
    before, after = shown[max(0, cue.start() - 40):cue.start()], shown[cue.end():cue.end() + 24]
    if _EXAMPLE.search(before) or _EXAMPLE.search(after):
        return True
    word = cue.group(0).lower()
    if word == "key" and _OTHER_KEY.search(before):
        return True
    return cue.group("pin") is not None and bool(_OTHER_CODE.search(before[-24:]) or _OTHER_CODE.match(after))


def _value_after_password_word(token: str, cue_word: str) -> bool:
    if token.isdigit():
        return 4 <= len(token) <= 12 and not re.fullmatch(r"(?:19|20)\d\d", token)   # a year is no password
    if "-" in token and _number_code(token):
        return True   # a recovery key in hyphenated groups
    if cue_word == "key" and re.fullmatch(r"[0-9a-fA-F]{16,}", token):
        return False   # a bare "key" then hex: a cache key, a test vector
    return password_shaped(token)


def _tokens(sample: str, start: int) -> Iterator[tuple[int, int, str]]:
    """The tokens of the clause after `start` (at most `_MAX_TOKENS`, within `_WINDOW` characters), stripped of
    quotes and punctuation at their ends, with their spans."""
    end = min(len(sample), start + _WINDOW)
    skip = 1 if sample.startswith(("?", "？"), start) else 0   # "password? It's …"
    stop = _CLAUSE_END.search(sample, start + skip, end)
    end = stop.start() + 1 if stop else end
    for n, match in enumerate(_TOKEN.finditer(sample, start, end)):
        if n >= _MAX_TOKENS:
            return
        raw = match.group(0)
        left = len(raw) - len(raw.lstrip(_STRIP))
        token = raw.strip(_STRIP)
        if token:
            yield match.start() + left, match.start() + left + len(token), token


def _quoted_phrase(sample: str, start: int) -> tuple[int, int] | None:
    """A quoted phrase of two to six words right after a cue ("… changed it to 'lemon drizzle 88'")."""
    match = _QUOTED.match(sample, start)
    if match is None or _CODE_LIKE.search(match.group("v")):
        return None
    words = match.group("v").split()
    return match.span("v") if 3 <= len(words) <= 6 or (len(words) == 2 and _classes(words[1])[2]) else None


def _said_phrase(sample: str, start: int) -> tuple[int, int] | None:
    """After a passphrase word and a colon or "is": the rest of the clause when it is three to eight words."""
    match = _SAID.match(sample, start)
    if match is None or not 3 <= len(match.group("v").split()) <= 8 or _CODE_LIKE.search(match.group("v")):
        return None
    return match.span("v")


def cue_spans(shown: str, sample: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """("password"/"pin", span) of each value after a credential word; `shown` is the visible text, `sample`
    the same text with look-alike letters folded (same length)."""
    for cue in _CUE.finditer(shown):
        if _skipped(shown, cue):
            continue
        is_pin = cue.group("pin") is not None
        qualified = is_pin and bool(_QUALIFIED.search(shown, max(0, cue.start() - 24), cue.end() + 24))
        phrase = None if is_pin else _quoted_phrase(sample, cue.end())
        if phrase is None and _PHRASE_CUE.search(cue.group(0)):
            phrase = _said_phrase(sample, cue.end())
        if phrase:
            yield "passphrase", phrase
        previous = ""
        for start, end, token in _tokens(sample, cue.end()):
            if previous in _NAME_WORDS:
                pass
            elif is_pin and (_number_code(token) or (qualified and _door_code(token))):
                yield "pin", (start, end)
            elif not is_pin and _value_after_password_word(token, cue.group(0).lower()):
                yield "password", (start, end)
            previous = token.lower()


def bare_password_spans(sample: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """Tokens that read as a password with no word before them: upper and lower case, a digit and a symbol."""
    for match in _TOKEN.finditer(sample):
        token = match.group(0).strip(_STRIP)
        if not 8 <= len(token) <= 40 or token[0] in "@#$" or _benign(token) or "://" in token:
            continue
        lower, upper, digit, _ = _classes(token)
        if lower and upper and digit and any(c in _SYMBOLS for c in token.rstrip("!?")) and "@" not in token[1:-1]:
            start = match.start() + match.group(0).index(token)
            yield "password", (start, start + len(token))
