"""Concept cues in about ninety languages: a code, PIN, password, key, backup-code, recovery-word or security-answer
word, qualified by what it opens, and the value after it in the same clause (or the next line after a label's colon).

The table is in `secret_concepts.py`, compiled in `secret_concept_patterns.py`. A bare code word names codes of every sort, so it counts here only beside a
thing a code opens ("Codul de la interfon: 12C4711", "קוד לדלת של הבניין 1948", "Kode akses gerbang 9*2*4*6") or
glued to one ("Kapukód", "Toegangscode", "Wifikoden"); a Wi-Fi word makes the value a password ("รหัสไวไฟ
baan_suan_9999"); a key word needs an API/secret/private word ("chiave API di …: b17a…"). Values: digits, with #, *,
-, dots or spaces between them, letters among digits (`58К2091`, `X7 41 93`), password shapes, hex and random keys.
Words of another number (order, tracking, phone, flight, floor …) block the value after them.
"""

from __future__ import annotations

import re
from typing import Iterator

from .normalise import fold_confusables
from .secret_concept_patterns import (ANSWER, CARD_STEM, COMPOUND, DENIED_COMPOUND, DOOR_KEY, HEAD, KEY_QUALIFIER,
                                      LOOK_ALIKE, TAIL_HINT, THING, UNSPACED, WIFI_STEM, WIFI_WORD, words)
from .secret_context import OTHER_CODE, RULE_PROSE
from .secret_cues import (EXAMPLE, POLICY, YEAR_BEFORE, REDACTED_SECRET, password_shaped,
                          quantity_after)
from .secret_lexicon import CONNECTORS, KEEP_OPEN, PREPOSITIONS
from .secret_lexicon_world import NOT_CREDENTIAL, PIN_OBJECT, POLICY_WORDS, PREFIXED_WORD, VALUE_SUFFIX
from .secret_phrases import bip39_words
from .secret_shapes import DEFAULT_BEFORE, MONEY_AFTER, MORE_DIGITS, NUMBER_NOUN_BEFORE, POSTAL_BEFORE
from .normalise import ASCII_DIGITS
from .secret_values import COLOUR, YEAR, code_value, key_value, password_value

# The spelling secret_locks (another owner's module) imports.
_words = words

_SERVICE_BEFORE = frozenset(fold_confusables("for für pour para per voor för til for від для до do od na za ke untuk "
                                             "of von de da di del des du").split())
_GIFT = re.compile(r"(?i)gift|geschenk|cadeau|regalo|presente|presentkort|gavekort|lahjakortti|ajándék|podarunk|dárk"
                   r"|cadou|подароч|подарунк|δωροκάρτ|hediye|هدية|מתנה|هدیه|voucher|gutschein|bon\s+d'achat|vale|buono"
                   r"|tegoed|kupong|lahjakortti|kupon|ваучер|play\s+store|google\s+play|itunes|app\s+store|steam|hadiah")
_QUOTED = re.compile(r"(?<![^\s:：(—–-])[„“\"«‘'「『](?P<v>[^\s„“”\"«»‘’'「」『』][^„“”\"«»‘’'「」『』\n]{1,58}[^\s„“”\"«»‘’'「」『』])"
                     r"[“”\"»’'」』](?![^\W\d_])")
NOT_A_PHRASE = re.compile(r"(?i)\bsee\b|siehe|\bvoir\b|\bentry\b|eintrag|vault|bitwarden|1password|keepass|lastpass"
                           r"|\bunder\b|\bunter\b|\bsous\b|\bonder\b|forgot|reset|change|vergessen|zurücksetzen|oubli|réinitialis|olvid|restablec|esquec"
                           r"|dimentic|vergeten|glömt|glemt|unohd|elfelejt|zapomn|забыл|забув|unut|نسيت|שכחתי|فراموش")
_PUBLIC = re.compile(r"(?i)public|publishable|p[úu]blic[oa]|publique|öffentlich|публичн|公開|公钥|공개|عمومی|ציבורי"
                     r"|العام|genel|δημόσι|veřejn|publiczn|nyilvános|julkinen|offentlig|openbaar|pubblic|\btest\w*|sandbox"
                     r"|dummy|fake|demo|fingerprint|checksum|\bhash|\bsha\d*|commit|\bid\b")
_EXAMPLES = re.compile(r"(?i)exempl|ejempl|esempi|beispiel|voorbeeld|exempel|eksempel|esimerk|példa|przykład|příklad"
                       r"|príklad|exemplu|пример|приклад|παράδειγμα|örnek|مثال|דוגמ|نمونه|उदाहरण|উদাহরণ|ตัวอย่าง"
                       r"|v[íi]\s+d[ụu]|contoh|halimbawa|mfano|例|예시|template|placeholder|vorlage|modèle|plantilla"
                       r"|sample|dummy|fake")
# A hex colour ("code couleur #2E86C1") or a value inside a URL is no code.
_CLAUSE_END = re.compile(r"(?<![\s(](?:no|nr|Nr|No))[.!。！;](?:\s|$)|\n")   # "Der Code fürs Tor? 5-1-1-9": a question
#                                                                     mark opens the answer (a label), ends no clause
_TOKEN = re.compile(r"[^\s（）【】「」『』、，。；！？：]+[：]?|：")   # a full-width colon or bracket ends a token
# Digits (and letters among them) in short groups apart by single spaces: "X7 41 93", "83 92 01 74".
_GROUPS = re.compile(r"[*#]?(?=[A-Za-z]{0,2}\d)[A-Za-z\d]{1,4}(?: (?=[A-Za-z]{0,2}\d)[A-Za-z\d]{1,4}){1,5}(?: ?[*#])?"
                     r"(?![^\s,.;)])")
_SUFFIX, _PREFIXED = re.compile(VALUE_SUFFIX), re.compile(PREFIXED_WORD)
_STRIP = "\"'`“”‘’«»「」『』()[]{}<>,.;:。，、：；"
_EXTRA_SMALL = frozenset(fold_confusables(
    "של את עם אל من في لل الى إلى عن در از برای به ی را का की के को में এর ของ ที่ ใน của cho tại dari untuk ke ng sa "
    "ni ya wa la na 的 の に 에 의 ve ile için ja og och und and und och og i på hos at bei beim chez en al del della "
    "dello do da di na no pe cu din pentru la lui для від у в на з із до от за при").split())
_MAX_SKIP, _MAX_LABELLED = 7, 14   # tokens before a value; before a value given after a label's colon


def _skippable(token: str) -> bool:
    """A word that may stand between a cue and its value: a thing, a small word, a name."""
    lower = token.lower().strip(_STRIP)
    if UNSPACED.match(lower):   # Thai, CJK, Korean run words together: a thing or Wi-Fi word opening the run
        return THING.match(lower) is not None or WIFI_WORD.match(lower) is not None
    folded = fold_confusables(lower)   # the word sets are folded ("в" is kept as "b")
    return not lower or folded in PREPOSITIONS or folded in KEEP_OPEN or folded in _EXTRA_SMALL or folded in CONNECTORS \
        or THING.fullmatch(lower) is not None or WIFI_WORD.fullmatch(lower) is not None \
        or KEY_QUALIFIER.fullmatch(lower) is not None or (token[:1].isupper() and not any(c.isdigit() for c in token)) \
        or _PREFIXED.fullmatch(token.strip(_STRIP)) is not None


def candidates(sample: str, start: int, shown: str | None = None) -> Iterator[tuple[int, int, str, bool, bool]]:
    """(start, end, value, after a label, clean) for the tokens of the clause after `start`, parentheses skipped, a
    label's colon closing its line giving the next line's first token; `clean`: only skippable words came before."""
    stop = _CLAUSE_END.search(sample, start)
    end = stop.start() if stop else len(sample)
    if stop and stop.group(0) == "\n" and sample[start:end].rstrip().endswith((":", "：", "—", "–", "-", "→", "->")):
        below = re.compile(r"\s*").match(sample, end).end()   # blank lines between the label and its value
        nxt = _CLAUSE_END.search(sample, below)
        end = nxt.start() if nxt else len(sample)   # "Ophaalcode DHL-pakketautomaat:\nX7 41 93"
    at, depth, clean, label, n = start, 0, True, False, 0
    while at < end and n < _MAX_LABELLED:
        match = _TOKEN.search(sample, at, end)
        if match is None:
            return
        raw = match.group(0)
        at = match.end()
        if "[secret" in raw:
            return   # this cue's value was given and redacted
        if depth or raw.startswith("("):
            depth += raw.count("(") - raw.count(")")
            depth = max(depth, 0)
            continue
        grouped = _GROUPS.match(sample, match.start(), end)
        if grouped and " " in grouped.group(0):
            at = grouped.end()
            yield match.start(), grouped.end(), grouped.group(0), label, clean
            return
        value = raw.lstrip("=").split("(")[0].strip(_STRIP) if not raw.startswith("(") else ""
        value = _SUFFIX.sub("", value)   # "3826-dır", "5519'dur": a copula glued to the value
        if value[:1].isascii() and UNSPACED.search(value):   # "5193/券面入力用も同じ": a CJK run ends the value
            value = UNSPACED.split(value, 1)[0].rstrip("/").strip(_STRIP)
        if raw.lstrip("=:\"'`“‘")[:1] in ("<", "{", "$", "%", "["):
            value = ""   # a placeholder: <your_password>, {token}, ${SECRET}, %PASS%
        offset = raw.index(value) if value else 0
        yield match.start() + offset, match.start() + offset + len(value), value, label, clean
        if label:
            if UNSPACED.match(raw):
                continue   # "暗証番号：利用者証明用 5193": CJK words between the label and its value
            return   # after a label's colon only its first token is the value
        label = "?" if raw.endswith(("?", "？")) else raw.endswith((":", "：", "=")) \
            or raw in ("-", "—", "–", "=", "->", "→")
        clean = clean and _skippable(raw if shown is None else shown[match.start():match.end()])   # as written
        n += 1


_WORLD_POLICY = re.compile(POLICY_WORDS)
_NOT_OURS = re.compile(NOT_CREDENTIAL)
_PIN_OBJECT = re.compile(rf"(?i)\s+(?:\w+\s+)?(?:{PIN_OBJECT})\b")   # "PIN 1947 commemorative badge": a pin to wear


def guarded(shown: str, start: int, end: int) -> bool:
    """An example, a rule about codes, or policy text around: no credential given."""
    window = shown[max(0, start - 80):min(len(shown), end + 40)]
    return bool(EXAMPLE.search(window) or _EXAMPLES.search(window) or RULE_PROSE.search(window)
                or POLICY.search(window) or _WORLD_POLICY.search(window))


def _clause_start(text: str, at: int) -> int:
    before = [m.end() for m in _CLAUSE_END.finditer(text, max(0, at - 60), at)]
    return before[-1] if before else max(0, at - 60)


def _kind(shown: str, head: re.Match[str]) -> str | None:
    """What the value after `head` must be: "pin", "code", "keypad" (a bare code word: only a value keyed with #, *
    or single digits), "gift", "password", "phrase", "key", or None."""
    group = head.lastgroup
    around = shown[_clause_start(shown, head.start()):min(len(shown), head.end() + 48)]
    if group in ("pin", "pw", "lock", "cvc", "backup"):
        return {"pin": "pin", "pw": "password", "lock": "code", "cvc": "cvc", "backup": "backup"}[group]
    if group == "word":
        return "phrase"
    if group == "code":
        if WIFI_WORD.search(around):
            return "password"
        if _GIFT.search(around):
            return "gift"
        if THING.search(around):
            return "code"
        if _RUN_IN_CODE.fullmatch(head.group(0)) and not UNSPACED.match(shown[head.end():head.end() + 1]):
            return "pin"   # Thai รหัส, Lao ລະຫັດ standing alone: a password or PIN
        return "keypad"
    if group in ("key", "tok"):
        near = shown[max(_clause_start(shown, head.start()), head.start() - 24):min(len(shown), head.end() + 24)]
        self_named = re.search(r"(?i)secret|api", head.group(0)) is not None   # "AppSecret", "client_secret"
        return "key" if self_named or KEY_QUALIFIER.search(near) or WIFI_WORD.search(near) else None
    return None


_OCR_DIGITS = str.maketrans("OolI", "0011")
_CLIENT = re.compile(r"(?i)client\w*|customers?|klant\w*|kund\w*|müşteri\w*|клиент\w*|абонент\w*|abonent\w*|members?"
                     r"|membre|socio|mitglied\w*|contract\w*|vertrag\w*|contrat|contrato|contratto")
# Digits standing for letters in a word ("Persona1 Identification Number", "Y0ur"): cue words read through them.
_LEET = re.compile(r"(?<=[A-Za-z])[01345](?=[A-Za-z]|\s)")
_LEET_LETTER = {"0": "o", "1": "l", "3": "e", "4": "a", "5": "s"}
_RUN_IN_CODE = re.compile(r"รหัส|ລະຫັດ|លេខកូដ|ကုဒ်")   # Thai, Lao, Khmer, Burmese: "code" that alone means a PIN
_KEYED = re.compile(r"[*#]?\d(?:[ \-#*]\d){2,9}(?: ?[*#])?|[*#]?[\dA-Za-z]{2,8}[*#]|[*#][\dA-Za-z]{2,8}|\d+(?:[#*]\d+)+")


def value_ok(kind: str, value: str, label: bool, clean: bool, n: int) -> bool:
    if _PREFIXED.fullmatch(value):
        return False
    if label and kind in ("pin", "code") and password_shaped(value) and any(c.isdigit() for c in value):
        return True   # "PIN: Kaffee4Zwei"
    if kind == "pin":
        return code_value(value, letters_ok=False)
    if kind == "backup":   # backup or recovery codes: letters and digits, grouped or not ("H8ZQ-T2VL", "4827 1930")
        bare = re.sub(r"[\s\-]", "", value)
        return bare.isascii() and bare.isalnum() and 6 <= len(bare) <= 64 and sum(c.isdigit() for c in bare) >= 3 \
            and not YEAR.fullmatch(bare)
    if kind == "cvc":   # "CVC 3O7" read by OCR: O for 0, l or I for 1
        return re.fullmatch(r"\d{3,4}", value.translate(_OCR_DIGITS)) is not None and any(c.isdigit() for c in value)
    if kind == "code":
        return code_value(value) and not COLOUR.fullmatch(value)
    if kind == "keypad":   # a bare code word: only a code keyed with #, * or digit by digit ("kodi: 6138#", "3-7-0-2")
        return code_value(value) and _KEYED.fullmatch(value.translate(ASCII_DIGITS)) is not None
    if kind == "gift":   # a gift card's code: grouped letters and digits, or 8+ digits (not "SUMMER20")
        bare = re.sub(r"[\s\-]", "", value)
        return bare.isascii() and bare.isalnum() and ((bare.isdigit() and 8 <= len(bare) <= 20)
                                                      or ("-" in value and 10 <= len(bare) <= 25
                                                          and sum(c.isdigit() for c in bare) >= 3))
    if kind == "password":
        return (label or n == 0 or clean) and (password_value(value, label or n == 0) or code_value(value, letters_ok=False))
    if kind == "phrase":
        return (label or n == 0) and (password_value(value, True) or (value.isalpha() and len(value) >= 6))
    return key_value(value)


_NAMES = {"backup": "backup codes", "pin": "pin", "cvc": "card security code", "code": "entry code", "keypad": "entry code", "gift": "gift card code", "phrase": "code word"}


def _values(shown: str, sample: str, kind: str, start: int, cue_start: int) -> Iterator[tuple[str, tuple[int, int]]]:
    """The first value of `kind`'s shape after position `start` (or a quoted phrase after a password or code word)."""
    quoted = _quoted(shown, kind, start)
    if quoted:
        yield quoted
        return
    blocked, previous = 0, ""
    stop = _CLAUSE_END.search(sample, start)
    labelled = kind == "phrase" and ":" in sample[start:stop.start() if stop else len(sample)]
    for n, (begin, end, value, label, clean) in enumerate(candidates(sample, start, shown)):
        if labelled and not label:
            continue   # "Palabra clave familiar …: MORCILLA": the code word is given after the colon
        if _CLIENT.fullmatch(value.lower()):
            return   # "Código del cliente del wifi: 998877": a customer's number
        if LOOK_ALIKE.fullmatch(value.lower()) or LOOK_ALIKE.fullmatch(previous):
            blocked = 2
        elif blocked:
            blocked -= 1
        elif kind in ("password", "phrase") and previous in _SERVICE_BEFORE and not label:
            pass   # "Пароль від Приват24 …", "password for Office365": the service, not the password
        elif value and (n <= _MAX_SKIP or label) and value_ok(kind, value, label, clean, n):
            year = YEAR.fullmatch(value) is not None
            if year and (previous in YEAR_BEFORE or label == "?" or not (label or clean)):
                return
            if quantity_after(sample, end) or guarded(shown, cue_start, end) \
                    or (MORE_DIGITS.match(sample, end) and kind != "backup") \
                    or (kind == "pin" and _PIN_OBJECT.match(sample, end)) \
                    or MONEY_AFTER.match(sample, end) \
                    or (kind == "key" and _PUBLIC.search(shown, max(0, cue_start - 40), end)):
                return
            yield _NAMES.get(kind, kind), (begin, end)
            return
        previous = value.lower()
        if label and not value:
            return
    yield from _next_message(shown, sample, kind, start)


# A chat line's speaker and time ("Вася, 21:41: ", "[오후 9:12] 엄마: "): the value may open the next message.
_CHAT_PREFIX = re.compile(r"\n\s*(?:\[[^\]\n]{1,20}\]\s*)?[^\s:：\n]{1,20}(?:,?\s*\d{1,2}:\d{2})?\s*[:：]\s*")


def _next_message(shown: str, sample: str, kind: str, start: int) -> Iterator[tuple[str, tuple[int, int]]]:
    """In a chat, a cue closing its message ("пароль вот", "현관 비번 바꿨어") and the value opening the next one."""
    line_end = sample.find("\n", start)
    prefix = _CHAT_PREFIX.match(sample, line_end) if line_end >= 0 else None
    line_start = sample.rfind("\n", 0, start) + 1
    if prefix is None or kind not in ("pin", "code", "password") or len(sample[start:line_end].split()) > 4 \
            or _CHAT_PREFIX.match("\n" + sample[line_start:start]) is None:
        return   # not a chat: the cue's own line opens with no speaker
    for begin, end, value, _label, _clean in candidates(sample, prefix.end()):
        if value and value_ok(kind, value, True, True, 0) and not guarded(shown, start, end) \
                and not YEAR.fullmatch(value) and not quantity_after(sample, end):
            yield _NAMES.get(kind, kind), (begin, end)
        return


def _quoted(shown: str, kind: str, start: int) -> tuple[str, tuple[int, int]] | None:
    """A quoted phrase of one to six words in the clause after a code word, or of two or more after a password word
    ("Abholkennwort „Kleiner Drache Fridolin“", "Кодовое слово … — «черёмуха58»")."""
    if kind not in ("phrase", "password") or "[secret" in shown[start:start + 120]:
        return None   # a value given and redacted
    stop = _CLAUSE_END.search(shown, start)
    match = _QUOTED.search(shown, start, min(stop.start() if stop else len(shown), start + 120))
    if match is None or NOT_A_PHRASE.search(shown, start, match.start()) or REDACTED_SECRET in match.group(0):
        return None   # "staat in Bitwarden onder 'Opa'", "(see 1Password, entry 'Home NAS')": where it is kept
    words = match.group("v").split()
    if not 1 <= len(words) <= 6 or (kind == "password" and len(words) < 2 and not any(c.isdigit() for c in words[0])) \
            or NOT_A_PHRASE.search(match.group("v")) or guarded(shown, start, match.end()):
        return None
    return ("code word" if kind == "phrase" else "passphrase"), match.span("v")


_SEED_RUN = re.compile(r"[^\W\d_]+(?:[\s,;]+(?:\d{1,2}[.):]\s*)?[^\W\d_]+){11,23}")


def _seed_words(shown: str, sample: str, start: int) -> Iterator[tuple[str, tuple[int, int]]]:
    """Twelve to twenty-four BIP-39 words in a row soon after a recovery-words cue of any language ("كلمات الاسترداد
    للمحفظة: tribe amber …", "palabras de recuperación: …"); not an example, not one word repeated."""
    run = _SEED_RUN.search(sample, start, min(len(sample), start + 400))
    if run is None or run.start() - start > 48:
        return
    words = [w.lower() for w in re.findall(r"[^\W\d_]+", run.group(0))]
    if sum(w in bip39_words() for w in words) >= len(words) - 1 and len(set(words)) >= 8 and not guarded(shown, start, run.end()):
        yield "seed phrase", run.span()


_IDENTIFIER_END = re.compile(r"\w*\s*[\"']?\s*(?P<set>[:=：])?")


# A keyed code given first, then its word: "7#7#1#0 — das ist der Türcode", "2-5-8-0 is the alarm code".
_KEYED_BEFORE = re.compile(r"(?<![\w#*\-])(?P<v>[*#]?\d(?:[\-#* ]\d){2,9}[*#]?|\d{2,8}[#*]\d*)\s*(?:[—–:=-]|->|→)?\s*"
                           r"(?:[^\W\d_]+[\s']+){0,4}$")


def _keyed_before(sample: str, head_start: int) -> Iterator[tuple[str, tuple[int, int]]]:
    match = _KEYED_BEFORE.search(sample, max(0, head_start - 48), head_start)
    if match is not None and code_value(match.group("v")):
        yield "entry code", match.span("v")


def _in_url(shown: str, head: re.Match[str]) -> bool:
    """A cue inside a URL or a DSN (`postgres://user:password@localhost`), or inside an identifier that is not
    assigned (`SUA_SENHA_AQUI`; but `secret_key_base: …` is)."""
    if "_" in (shown[head.start() - 1:head.start()], shown[head.end():head.end() + 1]) \
            and _IDENTIFIER_END.match(shown, head.end()).group("set") is None:
        return True
    start = max(shown.rfind(" ", 0, head.start()), shown.rfind("\n", 0, head.start())) + 1
    end = min(i for i in (shown.find(" ", head.end()), shown.find("\n", head.end()), len(shown)) if i >= 0)
    return "://" in shown[start:end] or "@" in shown[head.end():end]


def concept_spans(shown: str, sample: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """(kind, span) of every value after a concept cue; `shown` is the visible text, `sample` the same text with
    look-alike letters folded (same positions)."""
    heads = list(HEAD.finditer(shown))
    if _LEET.search(shown):   # cue words read through digits for letters, those the plain text lacks
        seen = {head.span() for head in heads}
        leet = _LEET.sub(lambda m: _LEET_LETTER[m.group(0)], shown)
        heads += [head for head in HEAD.finditer(leet) if head.span() not in seen]
    for head in heads:
        if _in_url(shown, head) or OTHER_CODE.search(shown, max(0, head.start() - 24), head.start()) \
                or OTHER_CODE.match(shown, head.end()) or POSTAL_BEFORE.search(shown, max(0, head.start() - 24), head.start()) \
                or DEFAULT_BEFORE.search(shown, max(0, head.start() - 24), head.start()) \
                or NUMBER_NOUN_BEFORE.search(shown, max(0, head.start() - 40), head.start()):
            continue   # "postgres://user:password@host", "zip code 10001"
        if head.lastgroup == "q":
            continue   # a security question: its answer is read by `secret_concept_labels.py`
        if head.lastgroup == "code" and _NOT_OURS.search(shown, max(0, head.start() - 24), head.end() + 40):
            continue   # "Merchant code ye EcoCash yechitoro: …": a business's till number
        if head.lastgroup == "seed":
            yield from _seed_words(shown, sample, head.end())
            continue
        kind = _kind(shown, head)
        if kind is not None:
            yield from _values(shown, sample, kind, head.end(), head.start())
            if kind in ("pin", "code", "keypad"):
                yield from _keyed_before(sample, head.start())
    for word in COMPOUND.finditer(shown) if TAIL_HINT.search(shown) else ():
        if DENIED_COMPOUND.search(word.group("word")) or (word.group("ptail") and DOOR_KEY.fullmatch(word.group("ptail"))
                                                and not WIFI_STEM.fullmatch(word.group("stem"))):
            continue
        wifi = WIFI_STEM.fullmatch(word.group("stem")) is not None
        kind = "password" if wifi or word.group("ptail") else "pin" if CARD_STEM.fullmatch(word.group("stem")) \
            else "code"
        yield from _values(shown, sample, kind, word.end(), word.start())
        if kind in ("pin", "code"):
            yield from _keyed_before(sample, word.start())
