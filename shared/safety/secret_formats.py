"""Secrets by their written form: password-shaped tokens anywhere, vendor token prefixes, password columns of tables, `.pgpass` lines, session
cookies, e-mail/password pairs and card numbers after a card word (the prose cues are in `secret_cues.py`)."""

from __future__ import annotations

import base64
import binascii
import re
from typing import Iterator

from .secret_cards import payment_secret_spans
from .secret_cues import CUE, STRIP, benign_shape, classes, number_code, password_shaped
from .secret_vendor_prefixes import vendor_prefix_spans

_BARE_SYMBOLS = set("!@#$%^&*?~")   # not "+" or "=": BM25+vector, key=value
_INNER_DIGIT = re.compile(r"[A-Za-z]\d+[A-Za-z]")   # Robin2Sparrow!, not Wow2024!
_TOKEN = re.compile(r"\S+")
_DIGIT = re.compile(r"\d")
_ANY_SYMBOL = re.compile(r"[!@#$%^&*?~]")


def _bare_candidates(sample: str) -> Iterator[re.Match[str]]:
    r"""Whitespace-delimited tokens holding a digit and a symbol (one linear pass; a lookahead regex over `\S*` was
    quadratic in the length of a long unbroken run)."""
    for match in _TOKEN.finditer(sample):
        if _DIGIT.search(match.group(0)) and _ANY_SYMBOL.search(match.group(0)):
            yield match


# Vendor prefixes of tokens whose body need not be long or mixed-case to be a key (the long random-looking ones
# are caught by shape in secrets.py).
_VENDOR = re.compile(
    r"(?<![A-Za-z0-9_])(?P<v>(?:dckr_pat_|glrt-|glsa_|glc_|gsk_|hv[sb]\.?|pplx-|xai-|r8_|sbp_|sntry[su]_|figd_"
    r"|lin_(?:api|oauth)_|PMAK-|ATATT|dapi|nfp_|pscale_(?:tkn|pw|oauth)_|rubygems_|ops_|tskey-\w+-|whsec_|ntn_"
    r"|pat-(?:na|eu)\d-|AKCp|FLWSECK(?:_TEST)?-|sq0(?:atp|csp)-|EAAA|dop_v1_|fo1_|ya29\.|xapp-|NRAK-"
    r"|dp\.(?:st|ct|sa|scim)\.|nvapi-|access-(?:production|sandbox|development)-|oauth:|sgp_|CLOJARS_|pul-|oy2|AIza"
    r"|ghp_|gho_|glpat-)[A-Za-z0-9_\-.=+/%]{16,})")
# Any vendor's live or secret key by the convention Stripe made common: a short prefix, then live/secret/sk/prod.
_LIVE_KEY = re.compile(r"(?<![A-Za-z0-9_\-])(?P<v>[a-z]{2,10}_(?:live|secret|sk|prod)_[A-Za-z0-9]{16,})(?![A-Za-z0-9])")
_EMAIL_PAIR = re.compile(r"(?<![\w.%+\-/])(?<![A-Za-z0-9]:)[\w.+\-]+@[\w\-]+\.[\w.\-]*\w(?:\s+/\s+|\s+\|\s+"
                         r"|\s*[,;]\s*|\s+)"
                         r"(?P<v>[^\s,;]{6,64})")
_CARD = re.compile(r"(?i)(?:card|visa|master\s?card|amex|credit|debit|\bcc\b|karte|carte|tarjeta|cartão|carta|карт"
                   r"|kartu|thẻ|kart|kadi|kaadi|káàdì|kaart|kortti|karty?|kartic\w|kartë|κάρτα|כרטיס|کارت|कार्ड|บัตร|ካርድ|بطاقة|卡|カード|クレカ|クレジット|카드)(?:[^\d\n:：]{0,60}[:：]\s*|[^\d\n]{0,30})(?P<v>(?<![A-Za-z0-9])(?:\d{4}[ \-.]?){3}\d{1,7}(?![\d\-]|\.\d))")
_DIGIT_RUN = re.compile(r"\d{4}")
_NOT_PAYMENT = re.compile(r"(?i)library|loyalty|member|gift|\bsim\b|reward|bonus|payback|barcode|imei|bibliothe|biblioteca"
                          r"|kundenkarte|fidélité|fidelidad|图书|図書|도서관|ポイント|积分|포인트")
# Words around a number that make it a published test card ("the dummy card 4111 …", "… as the sandbox card").
_TEST_CARD = re.compile(r"(?i)\btest(?:ing)?\b|sandbox|dummy|placeholder|sample|fake|\bqa\b|staging|testkarte"
                        r"|tarjeta\s+de\s+prueba|carte\s+de\s+test|テスト|测试|테스트")


def published_test_card(digits: str, sample: str, start: int, end: int) -> bool:
    """A published test number: three equal groups of four (4242 4242 4242 4242, 4111 1111 1111 1111, 5555 5555 5555
    4444), or any card number called a test, sandbox, dummy or placeholder card in its sentence."""
    groups = [digits[i:i + 4] for i in range(0, len(digits), 4)]
    return max(groups.count(g) for g in groups) >= 3 \
        or _TEST_CARD.search(sample, max(0, start - 60), end + 60) is not None


_PGPASS = re.compile(r"(?m)(?<!\S)[\w.\-*]+:(?:\d{2,5}|\*):[\w.\-*]+:[\w.\-@*]+:(?P<v>\S{4,})")
_COOKIE = re.compile(r"(?i)(?<![A-Za-z0-9])(?:session[_\-]?(?:id|token|key)?|sess|sid|phpsessid|jsessionid|connect\.sid"
                     r"|csrftoken|remember[_\-]token|auth[_\-]?token|_session|cookie|\.?roblosecurity|li_at|__secure-[13]psid\w*"
                     r"|sp_dc|steamloginsecure|\.aspxauth|wordpress_logged_in_\w*)\s*[=:]\s*"
                     r"(?P<v>_\|WARNING:[\w.\-]{0,200}\|_[A-Za-z0-9]{16,}|[A-Za-z0-9%._\-+/]{16,})")
# A Wi-Fi QR payload ("WIFI:T:WPA;S:Casa;P:…;;"): its P field is the network's password, whatever its shape.
_WIFI_QR = re.compile(r"WIFI:(?:[A-OQ-Z]:(?:\\.|[^;\\\n]){0,64};){0,6}P:(?P<v>(?:\\.|[^;\\\n]){1,64})")


def _wifi_value(value: str) -> bool:
    return len(value) >= 4 and len(set(value)) > 1 and not value.startswith(("<", "{", "$", "%")) \
        and value.lower() not in ("password", "passwort", "yourpassword", "mot_de_passe", "contraseña", "senha")


def _keyish_body(value: str) -> bool:
    return sum(c.isdigit() for c in value) >= 3 and sum(c.isalpha() for c in value) >= 4 \
        and len(re.findall(r"\d+", value)) >= 2


def _card_digits(value: str) -> bool:
    """13–19 digits after a card word: a card number even when it fails the Luhn check (typed by hand); not a
    published test number (4242 4242 …, 4111 1111 …: three or fewer distinct digits)."""
    digits = [c for c in value if c.isdigit()]
    return 13 <= len(digits) <= 19 and len(set(digits)) > 3


def card_prefix_ok(digits: str) -> bool:
    """Whether a run of digits has the length its network's prefix gives a card number (Visa 4: 13/16/19,
    Mastercard 2221–2720: 16, Mastercard/Maestro 5 and Mir 2200–2204: 16–19, Amex 34/37: 15, JCB 35 and
    Discover/UnionPay 6: 16–19, Diners 30/36/38/39: 14–19); a 15-digit IMEI or a library barcode has another."""
    size, head = len(digits), digits[:4]
    if not 13 <= size <= 19:
        return False
    if digits[0] == "4":
        return size in (13, 16, 19)
    if "2221" <= head <= "2720":
        return size == 16
    if digits[0] == "5" or "2200" <= head <= "2204":
        return size >= 16
    if digits[:2] in ("34", "37"):
        return size == 15
    if digits[0] == "6" or digits[:2] == "35":
        return size >= 16
    return digits[:2] in ("30", "36", "38", "39") and size >= 14


def bare_password_spans(sample: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """Tokens that read as a password with no word before them: upper and lower case, a digit and a symbol."""
    for match in _bare_candidates(sample):
        token = match.group(0).strip(STRIP)
        if not 8 <= len(token) <= 40 or token[0] in "@#$?" or benign_shape(token) or any(c in token for c in "/=[]"):
            continue   # a path, a query string, an issue reference (#123, owner/repo#123)
        lower, _, digit, _ = classes(token)
        symbol = any(c in _BARE_SYMBOLS for c in token.rstrip("!?")) \
            or (token.endswith("!") and _INNER_DIGIT.search(token))
        if lower and any(c.isupper() for c in token) and digit and symbol and "@" not in token[1:-1]:
            start = match.start() + match.group(0).index(token)
            yield "password", (start, start + len(token))


def vendor_spans(sample: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """Tokens with a known vendor prefix (also tried on keys glued back from chunks)."""
    for match in _VENDOR.finditer(sample):
        if _keyish_body(match.group("v")):
            yield "vendor token", match.span("v")
    for match in _LIVE_KEY.finditer(sample):
        if _keyish_body(match.group("v")):
            yield "live key", match.span("v")
    yield from vendor_prefix_spans(sample)   # Meta's EAA…, GOCSPX-, HRKU-, nsec1 … (secret_vendor_prefixes)


_TABLE_ROW = re.compile(r"(?m)^[ \t]*\|.*\|[ \t]*$")


def table_spans(sample: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """A Markdown table whose header names a password or PIN column: that column's cells below it."""
    rows = list(_TABLE_ROW.finditer(sample))
    if len(rows) < 2:
        return
    header = [cell.strip() for cell in rows[0].group(0).strip().strip("|").split("|")]
    columns = [n for n, cell in enumerate(header) if CUE.fullmatch(cell.lower()) or CUE.fullmatch(cell)]
    for row in rows[1:]:
        offset = row.start() + row.group(0).index("|") + 1
        for n, cell in enumerate(row.group(0).strip().strip("|").split("|")):
            value = cell.strip()
            if n in columns and (password_shaped(value) or number_code(value)):
                start = sample.index(value, offset)
                yield "password", (start, start + len(value))
            offset += len(cell) + 1


def csv_spans(sample: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """A CSV/TSV export (a password manager's, a spreadsheet's) whose header names a password or PIN column: that
    column's cells in the rows below it."""
    lines = sample.split("\n")
    for n, line in enumerate(lines[:-1]):
        sep = next((s for s in (",", ";", "\t") if line.count(s) >= 2), None)
        if sep is None or any(c.isdigit() for c in line):
            continue
        header = [re.split(r"[_\-\s.]+", cell.strip().strip("\"").lower()) for cell in line.split(sep)]
        columns = {i for i, words in enumerate(header) if any(CUE.fullmatch(word) for word in words if word)}
        if not columns:
            continue
        offset = sum(len(x) + 1 for x in lines[:n + 1])
        for row in lines[n + 1:]:
            cells = row.split(sep)
            if len(cells) != len(header):
                break
            at = offset
            for i, cell in enumerate(cells):
                value = cell.strip().strip("\"")
                if i in columns and (password_shaped(value) or number_code(value)):
                    start = sample.index(value, at)
                    yield "password", (start, start + len(value))
                at += len(cell) + 1
            offset += len(row) + 1
        return


def format_spans(sample: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """Vendor prefixes, password columns of tables, session cookies, `.pgpass` lines, `email / password` pairs,
    card numbers after a card word."""
    yield from vendor_spans(sample)
    yield from table_spans(sample)
    yield from csv_spans(sample)
    yield from payment_secret_spans(sample)   # a card with its expiry and code, a pasted cookie, a mobile-money PIN
    for kind, pattern, check, needs in (("session cookie", _COOKIE, _keyish_body, ("=", ":")),
                                        ("pgpass", _PGPASS, password_shaped, (":",)),
                                        ("login pair", _EMAIL_PAIR, password_shaped, ("@",)),
                                        ("card number", _CARD, _card_digits, _DIGIT_RUN),
                                        ("wifi password", _WIFI_QR, _wifi_value, ("WIFI:",))):
        if not (needs.search(sample) if isinstance(needs, re.Pattern) else any(n in sample for n in needs)):
            continue
        for match in pattern.finditer(sample):
            value = match.group("v").strip(STRIP)
            if kind == "card number" and _NOT_PAYMENT.search(sample, max(0, match.start() - 20), match.start("v")):
                continue   # a library, loyalty or SIM card's number, a barcode
            digits = "".join(c for c in value if c.isdigit())
            if kind == "card number" and published_test_card(digits, sample, *match.span("v")):
                continue   # a published test card ("the Visa test number 4012 8888 8888 1881")
            if check(value) and (kind == "wifi password" or not benign_shape(value)):
                yield kind, (match.start("v"), match.start("v") + len(value))


# Framework keys and keys named in prose (round 11).
_PROGRAM = re.compile(r"(?i)environ|getenv|process\.env|\$\{|\{\{|\.py\b|\.get\(|\w+\.\w+\(|://")


def generated_key(value: str) -> bool:
    """32+ characters with digits, letters and several symbols spread through, and no program text."""
    return len(value) >= 32 and sum(c.isdigit() for c in value) >= 4 and sum(c.isalpha() for c in value) >= 8 \
        and sum(not c.isalnum() for c in value) >= 3 and " " not in value and not _PROGRAM.search(value)


def mixed_key_ok(match: re.Match[str], _sample: str) -> bool:
    body = match.group(0)[3:]
    return sum(c.isdigit() for c in body) >= 4 and sum(c.isalpha() for c in body) >= 4


# A credential named in prose or a file name, then a hex key within the clause ("config/master.key …: 1111…",
# "la application key de Datadog es b673…"); not when a hash, an id or a fingerprint is named between.
NAMED_HEX = (r"(?i)(?:master\.key|master[ _\-]key|secret[ _\-]key(?:[ _\-]base)?|app(?:lication)?[ _\-](?:key|secret)"
              r"|api[ _\-]key|client[ _\-]secret|auth[ _\-]token|access[ _\-]token|signing[ _\-]key|encryption[ _\-]key"
              r"|webhook[ _\-]secret|bot[ _\-]token)(?P<gap>[^\n]{0,40}?)(?<![0-9A-Za-z])(?P<v>[0-9a-f]{32,64}|[0-9A-F]{32,64})"
              + r"(?![A-Za-z0-9_])")
_NOT_THE_KEY = re.compile(r"(?i)hash|sha|md5|digest|fingerprint|checksum|\bid\b|commit|public")


def named_hex_ok(match: re.Match[str], sample: str) -> bool:
    return not _NOT_THE_KEY.search(match.group("gap")) and not _NOT_THE_KEY.search(sample, max(0, match.start() - 24),
                                                                                  match.start())


# Checks of written forms used by the rules in secrets.py.
def otpauth_ok(match: re.Match[str], _sample: str) -> bool:
    """An otpauth URI whose secret is not a placeholder (`secret=<BASE32_SECRET>`, `secret=${SEED}`)."""
    seed = re.search(r"(?i)[?&]secret=([^&\s]*)", match.group(0))
    return seed is None or not (seed.group(1)[:1] in ("", "<", "{", "$", "[", "%") or "secret" in seed.group(1).lower())


def basic_auth_ok(match: re.Match[str], _sample: str) -> bool:
    try:
        decoded = base64.b64decode(match.group("v") + "=" * (-len(match.group("v")) % 4), validate=True)
    except (binascii.Error, ValueError):
        return False
    return b":" in decoded and len(decoded) >= 4


def pem_body(block: str) -> bool:
    """A PEM block's body that is a key (base64 with digits, both cases), not "XXXX…" or "<your key>"."""
    body = "".join(block.split("\n")[1:2])
    return len(body) >= 40 and sum(c.isdigit() for c in body) >= 3 and any(c.islower() for c in body) \
        and any(c.isupper() for c in body)
