"""Secrets named in prose: a credential word in any of about twenty languages, then a value shaped like a credential.

The vendor and shape rules in `secrets.py` and `secret_formats.py` find keys by their form; people write
passwords, PINs and door codes as prose ("garage code 4471", "Das WLAN-Passwort lautet …", "пароль от почты:
…"). Here a cue lexicon finds the word, and the tokens of the same clause are read for a value: a
password-shaped token after a password word, a short number after a PIN/code word, a letter-and-digit code after
a door/backup code word, a quoted phrase after either; or the value named just before the word ("Golfing4Life is
his password"). Cues are looked for in the visible text (Cyrillic stays Cyrillic) and in the folded one (a Latin
word spelled with look-alikes); values are read in the folded one; both have the same positions.
"""

from __future__ import annotations

import re
import unicodedata
from typing import Iterator

from .normalise import fold_confusables
from .secret_context import (ARTICLES, BOUGHT, CARD_CODE, CASE_HINT, CONFIRM, OTHER_CODE, RULE_PROSE,  # noqa: F401
                             TRANSPARENT, USER_LABEL, WHICH_PHRASE, OTP_SENT, clock_label, pin_worn)
from .secret_login_pass import bare_pass_not_password
from .secret_lexicon import CONNECTORS, CUE, CUE_STEMS, HEDGES, KEEP_OPEN, PREPOSITIONS, QUALIFIED, STRONG, may_have_cue
from .secret_shapes import (BENIGN_SHAPE, CAPS_NUMBER, placeholder_value, CODE_LIKE, TECH_WORD, UNIT, HASH_BEFORE, NETWORK_NAMED,  # noqa: F401
                            CLIENT_AFTER, DEFAULT_BEFORE, MONTHS, MORE_DIGITS, NOT_A_SECRET_CODE_AFTER, NUMBER_NOUN_BEFORE,
                            POSTAL_BEFORE, QUESTION_WORDS, SERVICE_BEFORE, NOT_A_PHRASE_START, PROSE_WORDS)

__all__ = ["CUE", "CUE_STEMS", "REDACTED_SECRET", "cue_spans", "may_have_cue"]   # CUE and its stems live in secret_lexicon

REDACTED_SECRET = "[secret removed]"   # what redaction leaves; its "secret" is no cue

_YEAR = re.compile(r"(?:19|20)\d\d")
# Words after which a year is a date ("installed in 2019", "seit 2019", "depuis 2019"), never a code.
YEAR_BEFORE = frozenset(fold_confusables("in since seit im en depuis desde em nel dal dai в с od w year jahr année año i år siden sedan sinds vuonna "
    "din până").split())
_APP_PASSWORD = re.compile(r"[a-z]{4}(?: [a-z]{4}){3}")
# A bare "key" that names no credential (a public, cache or database key; a musical key).
_OTHER_KEY = re.compile(r"(?i)(?:public|publishable|host|primary|foreign|cache|sort|partition|hash|idempotency|object"
                        r"|registry|order|booking|reservation|ticket|invoice|tracking|reference|confirmation"
                        r"|lookup|dict|map|index|composite|unique|music|song|keyboard|hot|shortcut|gpg|pgp"
                        r"|ssh)\W{0,3}$")
# Cue words whose value may be a plain word (a security answer: "mother's maiden name is Kowalczyk").
_ANSWER = re.compile(r"(?i)(?:security|secret|memorable)\s+(?:question|answer|word)|maiden\s+name")
_WEAK = re.compile(r"(?i)wi-?fi|wlan|hotspot|alarm|door|gate|garage|portail|portón|tür|ворота|калитк\w*")
# "VirusTotal key …": a key named after a product (a capitalised word that is not a sentence opener).
_NAMED_KEY = re.compile(r"(?<![\w.])(?!(?:The|A|An|My|Our|Your|His|Her|This|That|AES|RSA|DES|GPG|PGP|SSH)\b)"
                        r"[A-Z][\w.\-]+\s+$")
_CREDENTIAL_KEY = re.compile(r"(?i)(?:admin|api|app|auth|access|secret|private|master|license|licence|client|server"
                             r"|write|deploy|signing|encryption|service|account|wallet|eth|btc|bitcoin|ethereum|crypto"
                             r"|node|validator)\W{1,3}$")
_GENERIC_CODE = re.compile(r"codes?|c[oó]digos?|codice|kod(?:en|u|um)?|kode|kód|koodi|код|combo|combination|cod(?:ul)?|کد|كود|الكود|کوڈ|कोड|ה?קוד")
# Text that shows what a credential looks like instead of giving one.
EXAMPLE = re.compile(r"(?i)(?<![@.\w])examples?(?![.\w])|e\.g\.|sample|docs\b|documentation|such\s+as|placeholder"
                      r"|dummy|fake|demo|test\s+vector|\blike\s+\S+\s+(?:or|and)\s|\battackers?\b"
                      r"|z\.\s?b\.|beispiel|par\s+exemple|por\s+ejemplo|например|例如|例えば|예시|예를")
# A token right after these is a name (`secret name: db-credentials-7f9c`), not the credential.
_NAME_WORDS = frozenset(fold_confusables(
    "name named called id username user host hostname label bucket file path ssid network realm project namespace "
    "benutzer benutzername usuario utilisateur имя heißt heisst llama appelle называется").split())

# In a clause after a cue, digits grouped by single spaces ("1 9 7 3", "4817 2093") are one token.
# CJK runs are tokens of their own ("k8f2，链接密码" is two).
_CLAUSE_TOKEN = re.compile(r"[*#]?\d{1,4}(?: \d{1,4})+(?![^\s,.;])[*#]?"
                           # capitals and digits in spaced groups: 7KQX M2VB N4PR …
                           r"|(?=[A-Z0-9 ]*\d)(?=[A-Z0-9 ]*[A-Z])[A-Z0-9]{4,6}(?: [A-Z0-9]{4,6}){2,}(?![^\s,.;])"
                           r"|[a-z]{4}(?: [a-z]{4}){3}(?![^\s,.;])"   # an app password: abcd efgh ijkl mnop
                           r"|[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]+|[^\s\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]+")
STRIP = "\"'`“”‘’«»「」『』()[]{}<>,.;:。，、：；*"
# "i.e.", "d.h.", "no." and "Nr." end no clause.
_CLAUSE_END = re.compile(r"(?<!\bi\.e)(?<!\bd\.h)(?<![\s(]no)(?<![\s(]No)(?<![\s(]nr)(?<![\s(]Nr)[.。?？](?:\s|$)|(?<![:：])\n")   # a label closing its line gives the value below
_SYMBOLS = set("!@#$%^&*?~+=|")
_CJK_TEXT = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")
_CJK_PASSWORD = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]{1,8}\d{3,8}[!@#$%^&*?~+=]{1,3}")   # "장미꽃1948!"
_WINDOW, _MAX_TOKENS = 80, 10
_SET_VERBS = frozenset(fold_confusables(
    "changed set reset updated switched moved rotated replaced it поменял поменяла сменил сменила изменил изменила "
    "changé changée cambié cambiado cambiada mudei").split())
# "changed to", "поменял на", "changé en", "cambiado a": the word before the new value.
_TO_WORDS = frozenset(fold_confusables("to на en à a pour").split())
_CONNECTED = re.compile(r"\s*(?:[:：=]|->|→|=>)")
_QUOTED = re.compile(r"[^\n'\"“‘«„.;!?。]{0,24}?(?<![^\s:：=(])['\"“‘«„「](?P<v>[^'\"”’»“」\n]{8,64})['\"”’»“」](?![^\W\d_])")
_SAID = tuple(re.compile(r"[^\n:：]{0,60}?" + said + r"\s*(?P<v>[^\n.;。]{8,64}?)\s*(?:[.;。\n]|$)")   # a colon first
              for said in (r"[:：]", r"\b(?:is|lautet|est|es|är|er|è|é|jest|je)\b"))
_PHRASE_CUE = re.compile(r"(?i)phrase|passphrase|pass\s+phrase|merksatz|frase|master")


def quantity_after(sample: str, end: int) -> bool:
    """Whether a unit or a street name follows position `end` ("2 1 0 0 mm", "4096 bits", "3141 Market Street")."""
    return UNIT.match(sample, end) is not None


def code_like(token: str) -> bool:
    """Program text rather than a value: `os.environ['X']`, `${VAR}`, `settings.py`."""
    return bool(CODE_LIKE.search(token))


def classes(token: str) -> tuple[bool, bool, bool, bool]:
    """Lower case, upper case after the first character, a digit, a symbol (a vowel sign of Hindi or Thai is a
    letter's part, not a symbol; a typographic apostrophe, as in "l’arrivée", is the plain one's twin)."""
    inner = token.rstrip("!?।")   # a closing "!", "?" or "।" may be the sentence's
    return (any(c.islower() for c in token), any(c.isupper() for c in token[1:]), any(c.isdigit() for c in token),
            any(c in _SYMBOLS or (not c.isalnum() and c not in "-_.'’" and not unicodedata.category(c).startswith("M"))
                for c in inner))


def benign_shape(token: str) -> bool:
    """A version, time, date, percentage, e-mail address, URL, phone number, path, program text or algorithm name."""
    return _benign(token)


def _benign(token: str) -> bool:
    return bool(BENIGN_SHAPE.fullmatch(token) or CODE_LIKE.search(token) or TECH_WORD.fullmatch(token)) \
        or (token.count("/") > 1 and not (any(c.isdigit() for c in token) and any(c.isupper() for c in token))) \
        or token.lower().startswith(("http", "1password", "xxx", "***", "<", "your")) or placeholder_value(token)


def password_shaped(token: str) -> bool:
    """Letters with digits or symbols (or mixed case, when long), 6–256 characters, and no known benign shape."""
    if not 6 <= len(token) <= 256 or _benign(token) or token[0] in "/~$<{%[(\\`|" \
            or (_CJK_TEXT.search(token) and not _CJK_PASSWORD.fullmatch(token)) or CAPS_NUMBER.fullmatch(token):
        return False   # CJK text after 密码/パスワード is prose ("密码保护已开启"); values there are ASCII, or a word
        # glued to digits and a symbol
    lower, upper, digit, symbol = classes(token)
    letters = lower or upper or any(c.isalpha() for c in token)
    if digit:
        return letters
    if symbol:   # letters and a symbol inside the token, not a leading "|" or a closing "="
        return letters and classes(token[1:-1])[3]
    return False   # letters alone (camelCase, OpenAI-compatible) name things; passwords have digits or symbols


def number_code(token: str) -> bool:
    """A PIN, PUK, combination or recovery key: 4–12 digits (or 3-digit groups joined by hyphens), or up to 64
    digits in hyphenated groups, led or closed by * or #."""
    core = token.strip("*#")
    digits = core.replace("-", "").replace(" ", "")
    if not digits.isdigit() or BENIGN_SHAPE.fullmatch(core) or (" " in core and len(digits) > 8
                                                                  and not re.fullmatch(r"\d(?: \d)+", core)):
        return False   # "22 615 40 12": a phone number in groups, not a PIN
    return 4 <= len(digits) <= 12 or ("-" in core and 3 <= len(digits) <= 64)


def _door_code(token: str) -> bool:
    """A letters-and-digits code that opens something (`7A219`, `B4729`, `R7K2M`): 4–12, at least one digit."""
    core = token.strip("*#")
    return 4 <= len(core) <= 12 and core.isascii() and not re.fullmatch(r"#[0-9A-Fa-f]{3,8}", token) and core.replace("-", "").isalnum() \
        and any(c.isdigit() for c in core) and not core.startswith("-") \
        and not _benign(core)


_FINGERPRINT = re.compile(r"(?i)fingerprint|empreinte|fingerabdruck|huella|impronta|vingerafdruk|отпечат|指纹|指紋|지문")
_PUBLIC_AFTER = re.compile(r"(?i)\s*(?:publi(?:que|c|ca|co)|pública|público|öffentlich\w*|公開|公开|공개)")


_LEET_DIGIT = re.compile(r"(?<=[a-z])[01345$@](?=[a-z])")   # lower case only: "C0DE" in a hex run stays
_LEET_LETTER = {"0": "o", "1": "i", "3": "e", "4": "a", "5": "s", "$": "s", "@": "a"}
# Words after a PIN word that name a device or a rule, not the PIN ("PIN pad model …", "PIN reset takes …").
_PIN_THING = re.compile(r"(?i)\s*(?:pad|entry|reset|length|policy|prompt|field|mailer|change[sd]?|blocked|locked|sperre"
                        r"|brief)\b")


def _skipped(shown: str, cue: re.Match[str]) -> bool:
    """A cue that gives no credential: an example, a bare key of another sort, a code of another sort."""
    before, after = shown[max(0, cue.start() - 40):cue.start()], shown[cue.end():cue.end() + 24]
    if EXAMPLE.search(shown, max(0, cue.start() - 40), cue.end() + 24) or RULE_PROSE.search(shown, cue.end(), cue.end() + 60):
        return True   # an example, or a rule with examples ("a PIN can't be 1111 or 1234")
    if cue.group("pin") and BOUGHT.search(shown, cue.end(), cue.end() + 60):
        return True   # "Fahrradschloss Abus 6500 gekauft": a lock bought, its model number
    if cue.group(0).lower() in ("pin", "pins") and _PIN_THING.match(after):
        return True
    if (cue.group("pin") and (NOT_A_SECRET_CODE_AFTER.match(after) or POSTAL_BEFORE.search(before))) \
            or HASH_BEFORE.search(before) or DEFAULT_BEFORE.search(before) or NUMBER_NOUN_BEFORE.search(before) \
            or re.match(r"-?\s?(?:ID|Id|id)\b", after) or CLIENT_AFTER.match(after):
        return True   # "Kod pocztowy", "code couleur", "codice prodotto"; "commit hash for the API key rotation"
    if shown.startswith(REDACTED_SECRET, cue.start() - 1) or bare_pass_not_password(shown, *cue.span()):
        return True   # a marker; "pass 2024 exam", "season pass 2025": an exam or a ticket
    if shown[cue.start() - 1:cue.start()] == "_" and not re.match(r"['\"]?\s*[:=]", after):
        return True   # `execute_code/…`: an identifier ending in a cue word is a cue only when assigned
    word = cue.group(0).lower()
    if _FINGERPRINT.search(before) or _FINGERPRINT.match(after.lstrip()) or (cue.group("pw") and _PUBLIC_AFTER.match(after)):
        return True   # "Empreinte de la clé publique GPG : …", "clave pública": a public key or its fingerprint
    if word in ("key", "token") and _OTHER_KEY.search(before) and not re.match(r"\W{0,3}\d{4,8}\b", after):
        return True   # a host or cache key; but "zoom host key 736204" is a PIN
    if CONFIRM.search(word) and not OTP_SENT.search(shown):
        return True   # "código de confirmación de la reserva": a booking's
    generic = cue.group("pin") is not None and _GENERIC_CODE.fullmatch(word) is not None   # "code", not "passcode"
    keyed = re.match(r"\W{0,3}\d(?: \d){3,}", after) is not None   # "6 4 2 0": digits typed one by one on a keypad
    return generic and not keyed and bool(OTHER_CODE.search(before[-24:]) or OTHER_CODE.match(after))


def _value_after_password_word(token: str, cue_word: str, qualified_key: bool = False, *, adjacent: bool = False,
                               joined_ok: bool = False) -> bool:
    """A password after a password word: digits (a year only right after the word: "Kartın şifresi 1903"), an app
    password, a recovery key, words joined by `_`/`-` after "password:" (`malinowy_chruśniak`), or a password shape."""
    if _APP_PASSWORD.fullmatch(token) or (joined_ok and _JOINED_WORDS.fullmatch(token) and len(token) >= 10
                                           and not _benign(token) and not _PLACEHOLDER_WORD.search(token)):
        return True
    if joined_ok and _CAMEL.fullmatch(token) and not _benign(token) and not _PLACEHOLDER_WORD.search(token) \
            and token.lower() not in _CAMEL_NAMES:
        return True   # letters only, a capital inside, right after "password:" ("пароль: kavaZmolokom")
    digits = token.replace(" ", "")
    if digits.isdigit():   # a numeric password or Wi-Fi key; a year is no password unless it is right after the word
        return 4 <= len(digits) <= 64 and (adjacent or not re.fullmatch(r"(?:19|20)\d\d", digits))
    if "-" in token and number_code(token):
        return True   # a recovery key in hyphenated groups
    if cue_word == "key" and re.fullmatch(r"[0-9a-fA-F]{16,}", token) and not qualified_key:
        return False   # "cache key f4cd…", "AES key 0001…"; but "admin key: 4f8a…" is a credential
    return password_shaped(token)


_KEYED = re.compile(r"[*#]?\d(?: \d){3,}(?: ?[*#])?")   # digits typed one by one: "side gate 7 4 0 4"
_PLACEHOLDER_WORD = re.compile(r"(?i)your|password|passwort|here|example|placeholder|changeme|redacted|hidden|secret")
# A Wi-Fi network's name rather than its key: "LakeHouse5G", "Office-Guest", "FritzBox_2.4GHz".
_NETWORK_NAME = re.compile(r"(?i)(?:[-_ ]?(?:2\.4|5|6)\s?g(?:hz)?|guest|gast|_ext|-ext)$")
# Lock words after which a three-digit number given as the value is a combination ("cadenas … s'ouvre avec 582").
_LOCK = re.compile(r"(?i)lock|padlock|slot|lås|schloss|lukko|combo|combination|cadenas|candado|lucchetto|zahlenschloss|kombination|замок")
_JOINED_WORDS = re.compile(r"[^\W\d_]{3,}(?:[_\-.][^\W\d_]{2,})+")
# camelCase letters (not a PascalCase name), not a pointer elsewhere ("seeVault", "askMe", "sameAsBefore").
_CAMEL = re.compile(r"(?=[^\W\d_]{8,64}$)(?!see|ask|same|use|check|siehe|voir)[a-zà-ÿа-я][^\W\d_]*[a-zà-ÿа-я][A-ZÀ-ÞА-Я][^\W\d_]*")
_CAMEL_NAMES = frozenset(("iphone", "ipad", "macbook", "youtube", "paypal", "linkedin", "github", "gitlab", "bitwarden",
                          "keepass", "lastpass", "onepassword", "dashlane", "nordpass", "wordpress", "javascript",
                          "typescript", "postgresql", "mysql", "mongodb", "openai", "chatgpt", "whatsapp", "fritzbox"))
# PIN words after which the number may come a few words later ("ПИН-код карты Сбера 7713", "PIN ATM BCA saya …").
_STRONG_PIN = re.compile(r"(?i)pin|puk|passcode|пин|暗証|nip\b|geheimzahl|رمز|الرمز|السري|کد|كود|الكود|کوڈ|ה?קוד|รหัส|voice\s?mail|mailbox|mobilbox"
                         r"|messagerie|buzón|留守電|음성사서함")
_LONGEST_TOKEN = 256
_LINE = re.compile(r"(?i)\bline\b|phone\s+(?:number|no\b)|\bcall|\btel\b|\bfax\b|hotline|helpline|whatsapp")   # a token read past the window: longer than any value the rules accept


def _tokens(sample: str, start: int, object_first: bool = False, open_first: int = 1
            ) -> Iterator[tuple[int, int, str, str]]:
    """The tokens of the clause after `start` (at most `_MAX_TOKENS`, within `_WINDOW` characters), stripped of
    quotes and punctuation at their ends, with their spans, and whether a value may stand there ("direct": right
    after the cue, a connector or a colon, or quoted; "next": right after a connector; "open": within reach; "": no):
    one of the first `open_first` + 1, or two more after each preposition among those ("код от двери подъезда 3814"), or one
    after a connector ("is", ":", "lautet", "是" …) unless the first word after the cue is a noun it modifies, or a
    quoted one."""
    said = _CONNECTED.match(sample, start) is not None
    open_until, previous, first, modified, fresh = open_first, "", True, False, said
    labelled = said   # after a colon a value may stand even when a noun came first ("Türcode Haus B: 4096")
    reach = min(len(sample), start + _WINDOW)
    skip = 1 if sample.startswith(("?", "？"), start) else 0   # "password? It's …"
    stop = _CLAUSE_END.search(sample, start + skip, reach)
    end = stop.start() + 1 if stop else min(len(sample), reach + _LONGEST_TOKEN)   # no unbounded run read per cue
    n = -1
    for match in _CLAUSE_TOKEN.finditer(sample, start, end):
        raw = match.group(0)
        cjk = _CJK_TEXT.match(raw) is not None   # a CJK run (particle, noun) takes no position of its own
        n += 0 if cjk else 1
        if n >= _MAX_TOKENS or match.start() >= reach:   # a token that starts within reach is read whole
            return
        left = len(raw) - len(raw.lstrip(STRIP + "="))   # "KEY=value": the "=" is no part of it
        token = raw[left:].rstrip(STRIP)
        if token:
            quoted = raw[:1] in "\"'`“‘«「"
            direct = n == 0 or labelled or (said and not modified)
            yield match.start() + left, match.start() + left + len(token), token, \
                "next" if fresh else "direct" if direct or quoted else "open" if n <= open_until else ""
            if first and not cjk:   # "code review for PR 4821", "Token limit … is 128000": the cue word modifies a noun
                first, modified = False, token.isalpha() and token.lower() not in KEEP_OPEN and not object_first
        if n <= open_until and (raw.lower() in PREPOSITIONS or raw.lower() in HEDGES) and not modified:
            open_until = n + 3
        label = raw.endswith((":", "：", "=")) or raw in (":", "：", "=", "—", "–", "-", "->", "→") \
            or (raw.lower() in _TO_WORDS | {"with"} and previous in _SET_VERBS)   # "replaced with X"
        fresh = label or (raw.lower() in CONNECTORS and not modified) \
            or (fresh and raw.lower().strip(STRIP) in TRANSPARENT)   # "is literally the words X": X follows "is"
        labelled = labelled or label
        said = said or labelled or raw.lower() in CONNECTORS \
            or (raw.lower() in _TO_WORDS and previous in _SET_VERBS)   # "changed to X", not "to memory"
        previous = raw.lower()


def _quoted_phrase(sample: str, start: int, phrase_cue: bool) -> tuple[int, int] | None:
    """A quoted phrase of two to six words right after a cue ("… changed it to 'lemon drizzle 88'")."""
    match = _QUOTED.match(sample, start)
    if match is None or CODE_LIKE.search(match.group("v")) or REDACTED_SECRET in match.group("v"):
        return None
    words = match.group("v").split()
    marked = any(classes(word)[2] or classes(word)[3] for word in words)
    return match.span("v") if 2 <= len(words) <= 6 and (marked or phrase_cue) else None


POLICY = re.compile(r"(?i)rules?|polic(?:y|ies)|requirements?|guidelines?|(?<![^\W\d_])tips?|tipps?|advice|format|length|regeln|richtlinie"
                     r"|règles?|politique|reglas?|política|regole|правил")


def _prose(words: list[str]) -> bool:
    """Two small words make a sentence about the phrase, three even with a number in it ("Der Mond ist aus … 1969")."""
    small = sum(word.lower() in PROSE_WORDS for word in words)
    return small >= 3 or (small == 2 and not any(c.isdigit() for word in words for c in word))


def _said_phrase(sample: str, start: int) -> tuple[int, int] | None:
    """After a passphrase word and a colon or "is": the rest of the clause when it is three to eight words."""
    match = _SAID[0].match(sample, start) or _SAID[1].match(sample, start)
    if match is None or REDACTED_SECRET in match.group("v") or not 3 <= len(match.group("v").split()) <= 8 \
            or CODE_LIKE.search(match.group("v")) or POLICY.search(sample, start, match.start("v")) \
            or match.group("v").split()[0].lower() in NOT_A_PHRASE_START \
            or _prose(match.group("v").split()):
        return None
    return match.span("v")


def _cues(shown: str, sample: str) -> Iterator[re.Match[str]]:
    """Cue words in the visible text, the folded one, and the folded one with digits between letters read as the
    letters they stand for ("door c0de", "p4ssword"; one character for one, so positions hold)."""
    leet = _LEET_DIGIT.sub(lambda m: _LEET_LETTER[m.group(0)], sample) if _LEET_DIGIT.search(sample) else sample
    for text in dict.fromkeys((shown, sample, leet)):
        if may_have_cue(text):
            yield from CUE.finditer(text)


def cue_spans(shown: str, sample: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """("password"/"pin", span) of each value after a credential word; `shown` is the visible text, `sample`
    the same text with look-alike letters folded (same length). Cue words are looked for in both, so a Latin word
    spelled with Cyrillic letters ("pаsswоrd") is found as well as a Russian one ("пароль")."""
    for cue in _cues(shown, sample):
        if _skipped(shown, cue):
            continue
        is_pin = cue.group("pin") is not None or cue.group("pintail") is not None
        yield from _value_before(sample, cue, is_pin)
        qualified = bool(QUALIFIED.search(shown, max(0, cue.start() - 24), cue.end() + 24))
        credential_key = bool(_CREDENTIAL_KEY.search(shown, max(0, cue.start() - 16), cue.start())
                              or _NAMED_KEY.search(shown, max(0, cue.start() - 24), cue.start()))
        if cue.group(0).lower() == "phrase" and not WHICH_PHRASE.search(shown, max(0, cue.start() - 24), cue.start()):
            continue   # "he said the phrase 'see you at 8'": a phrase, not a passphrase
        phrase_cue, strong = bool(_PHRASE_CUE.search(cue.group(0))), bool(STRONG.match(cue.group(0)))
        answer, weak = bool(_ANSWER.match(cue.group(0))), bool(_WEAK.fullmatch(cue.group(0)))
        phrase = None if is_pin else _quoted_phrase(sample, cue.end(), phrase_cue)
        if phrase is None and phrase_cue:
            phrase = _said_phrase(sample, cue.end())
        if phrase:
            yield "passphrase", phrase
        previous, open_first = "", 4 if is_pin and _STRONG_PIN.match(cue.group(0)) else 1
        for start, end, token, may in _tokens(sample, cue.end(), cue.group("verb") is not None, open_first):
            if sample.startswith(REDACTED_SECRET, start - 1):
                break   # this cue's value was given and redacted; what follows is another field's
            if previous in CONNECTORS and token.lower() in ARTICLES:
                break   # "the lock is an Abus Bordo 6000": the thing described, not its code
            given = may == "next" or (may == "direct" and sample[cue.end():start].strip(" \t(") != "")
            adjacent = sample[cue.end():start].strip(" \t:：=") == ""
            if previous in _NAME_WORDS or not may or (may == "open" and not qualified and _YEAR.fullmatch(token)) \
                    or (previous in SERVICE_BEFORE and token[:1].isupper() and not classes(token)[3]) \
                    or ((previous in YEAR_BEFORE or previous in MONTHS) and _YEAR.fullmatch(token)) \
                    or (token[:1].isdigit() and (UNIT.match(sample, end) or (weak and clock_label(sample, cue, start, end)))):
                pass   # a name, out of reach, a year not given as the value ("Tresor wurde 2019"), a quantity
            elif weak and (may != "next" or _NETWORK_NAME.search(token) or NETWORK_NAMED.search(sample, cue.end(), start)) \
                    and not (may == "direct" and _KEYED.fullmatch(token)):
                pass   # "wifi Otter5G is slow", "gate 4 …": after a bare Wi-Fi or door word only a value given after
                #        "is" or ":" counts, and not a network's name ("the wifi is LakeHouse5G")
            elif is_pin and _LINE.search(sample, cue.end(), start):
                pass   # "the alarm company's support line is 0800 123 4567": a phone number
            elif is_pin and MORE_DIGITS.match(sample, end) is None and (number_code(token) or (qualified and _door_code(token) and (may != "open" or open_first == 1))
                             or (may == "next" and _LOCK.search(cue.group(0)) and re.fullmatch(r"\d{3}", token))
                             or (CARD_CODE.match(cue.group(0)) and re.fullmatch(r"\d{3,4}", token))):
                yield "pin", (start, end)
            elif not is_pin and may == "next" and token.isalpha() and 6 <= len(token) <= 64 \
                    and CASE_HINT.match(sample, end):
                yield "password", (start, end)   # a plain word, said how to type
            elif answer and given and token.isalpha() and token[0].isupper() and token.lower() not in KEEP_OPEN \
                    and token.lower() not in QUESTION_WORDS:
                yield "security answer", (start, end)
            elif not is_pin and (_value_after_password_word(token, cue.group(0).lower(), credential_key,
                                                            adjacent=adjacent, joined_ok=(strong and may == "next")
                                                            or (phrase_cue and (adjacent or may == "next")
                                                                and token.count("-") >= 2))
                                 or (qualified and number_code(token))
                                 or (may != "open" and strong and _door_code(token) and not token.isdigit())):
                yield "password", (start, end)
            previous = token.lower()


_BEFORE = re.compile(fold_confusables(
    r"(?i)(?:^|[\s:;,(\[])(?P<v>[^\s:;,()\[\]]{4,64})(?:\s+(?:is|was|'s|ist|war|est|était|es|era|é|è|это)"
    r"|\s*(?:是|为|は|는|은|이|가|が)|\s+(?P<prep>into|in|for|as|on))(?:\s*[^\W\d_]+){0,3}\s*$"
    # or set aside before it, with at most one word between: "Stardust_77 (Steam password", "4471 (PIN"
    r"|(?:^|[\s:;,(\[])(?P<aside>[^\s:;,()\[\]]{4,64})\s*(?:[(\[—–]|<-+|←|<=)\s*"
    r"(?:(?P<no>(?:no|without|sin|ohne|sans|kein|keine|senza|sem|без|geen|ingen|ei)\s+)|[^\W\d_]+\s*)?$"
    # or after an arrow or a dash with a few words ("Hunter_2_Rocks <- this is my steam password", "0918 — that's the PIN")
    r"|(?:^|[\s:;,(\[])(?P<told>[^\s:;,()\[\]]{4,64})\s*(?:<-+|←|<=|—|–|--|\()\s*"
    r"(?:(?:this|that|it)(?:'s|’s|\s+is|\s+was)|c'est|das\s+ist|es|eso\s+es|é|to\s+je)(?:\s+[^\W\d_]+){0,4}\s*$"))


def _value_before(sample: str, cue: re.Match[str], is_pin: bool) -> Iterator[tuple[str, tuple[int, int]]]:
    """A value named before the cue: "Golfing4Life is his password", "4471 is the garage code"."""
    match = _BEFORE.search(sample, max(0, cue.start() - 60), cue.start())
    if match is None:
        return
    value = (match.group("v") or match.group("aside") or match.group("told")).strip(STRIP)
    if match.group("no") or USER_LABEL.search(sample, max(0, match.start() - 48), match.start() + 1) \
            or NETWORK_NAMED.search(sample, max(0, match.start() - 40), match.start() + 1) \
            or (match.group("told") and not (STRONG.match(cue.group(0)) or _STRONG_PIN.match(cue.group(0)))
                and not re.search(r"<-|←|<=", sample[match.end("told"):cue.start()])):   # an arrow points at any cue
        return   # "8812 (no passcode", "Benutzername …: kfischer1984 (Passwort …": not the credential
    if (match.group("aside") or match.group("told")) and not (password_shaped(value) if not is_pin else number_code(value)):
        return   # "X (Steam password)", "4471 (PIN, debit card)"; not "Room 2210 (password on the door)"
    if match.group("prep") and not ((is_pin and number_code(value) and not _YEAR.fullmatch(value))
                                    or (password_shaped(value) and re.search(r"[^\w\s]|_", value))):
        return   # "typed Snowfall_1999 into the … login"; but not "Python3 for the API key"
    if (number_code(value) and not _YEAR.fullmatch(value)) or (not is_pin and password_shaped(value)):
        group = "v" if match.group("v") else "aside" if match.group("aside") else "told"
        start = match.start(group) + match.group(group).index(value)
        yield ("pin" if is_pin else "password"), (start, start + len(value))
