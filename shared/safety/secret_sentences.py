"""Passwords said in ordinary sentences: a password or code word in any inflected, possessive or compound form, then a value.

People inflect, compound and possess the cue words ("Mein GMX-Passwort hab ich geändert auf Zugspitze_2962m", "Facebook
parolam: ankara06kedi", "WhatsApp-koodisi: 381-554", "Spintcode i omklädningsrummet: 8802"). A word holding a password
stem of ~40 languages (passw, kennw, parol, şifre, salasan, hasł, heslo, senha, пароль, סיסמ, كلمة السر, पासवर्ड, 密码 …)
is a cue; a value a few words on in its clause counts when shaped like a password (no date, version, price, phone). A
code word (code, kod, koodi, код, رمز …) needs an owned form, an access compound or a lock, device or account word
beside it, then a short number. Also: a value named before a copula and the password word ("Koira2019 on uusi
salasanani"), a network's name and password after an arrow. `code_named_near` and `lock_named_before` tell
`secret_spoken` whether digits said or keyed one by one sit beside a code or lock word. Talk about passwords (rules,
lengths, resets, examples) gives none. All patterns are linear. The password and code words themselves, and the forms a
code word takes, are in `secret_sentence_stems.py`.
"""

from __future__ import annotations

import re
import unicodedata
from typing import Iterator

from .secret_context import RULE_PROSE
from .secret_cues import EXAMPLE, POLICY, benign_shape, password_shaped, quantity_after
from .normalise import fold_confusables
from .secret_sentence_stems import (CODE_ANCHORS, CODE_STEM, LOCK_CONTEXT, PASSWORD_ANCHORS, PASSWORD_STEM, PHONE,
                                    STRONG_PIN, code_form)
from .secret_sentence_words import (APP_CONTEXT, ELSEWHERE, LIFT, TALK, arrow_spans, lock_code_spans,
                                    spoken_number_spans)
from .secret_shapes import (HHMM, MODEL_GLUED, MONEY_AFTER, MONEY_BEFORE, POSTAL_BEFORE, SERVICE_BEFORE, TIME_BEFORE,
                            YEAR_AFFIXED)

# The word a stem sits in: letters, marks, hyphens and apostrophes around it ("GMX-Passwort", "PIN:en", "WhatsApp-koodisi").
_RUN_ON_SCRIPT = re.compile(r"[\u0e00-\u0e7f\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")   # Thai, kana, CJK, Hangul
_DEFINITE_AFTER_COLON = re.compile(r":(?:en|et|n|s)\b")   # "PIN:en", "SMS:et"
# "so it opens", "that's how it opens": a code said to open something.
_OPENS = re.compile(r"si\s+apre|öffnet|ouvre|abre|opens|åpner|öppnar|åbner|aukeaa|otwiera|otevře|открывает|açılır|ανοίγει")
# A value taken back: "? nein –", "? no, it's", "? non,".
_TAKEN_BACK = re.compile(r"\s*(?:\?|\.{2,}|…)\s*(?:no|nope|nein|non|nee|nej|nei|ei|nie|ne|нет|ні|hayır|όχι|לא|لا|não|nao)\b[\s,.!–—\-]*")
# What may follow digits said before the code word they are: a copula or a colon ("… ist der Code", "…: così si apre").
_NAMING = re.compile(r"\s*[,:：—–\-]?\s*(?:is|was|are|ist|war|sind|est|c'est|c’est|es|era|è|é|är|var|er|on|oli|to|je|jest"
                     r"|это|είναι|هو|هي|הוא|היא|that's|that\s+is|this\s+is|das\s+ist|dat\s+is|det\s+är|det\s+er|così|so\b"
                     r"|damit|avec|con\b|with|mit|med|met|dla|для|kodu|koodi|kod|code|pin|[:：])")
# Words that make a clause an account's or a network's: a code there may be a password.
_ACCOUNT_CONTEXT = re.compile(
    r"wi-?fi|wlan|ไวไฟ|вай-?фай|وای\s?فای|واي\s?فاي|ワイファイ|와이파이|无线|無線|वाई-?फाई|ዋይፋይ|wlan|router|réseau|netzwerk|network|red\s+wifi|login|log-?in|account|konto|compte|cuenta|conta\b"
    r"|e-?mail|gmail|outlook|icloud|apple\s?id|facebook|instagram|whatsapp|telegram|signal|netflix|spotify|steam"
    r"|paypal|amazon|e-?shop|online-?shop|webshop|portal|app\b|λογαριασμ|аккаунт|учётн|учетн|حساب|חשבון|hesab|fiók|účet|tili")
# A code of another sort named in the clause: a code there is public or no credential.
OTHER_CODE_CONTEXT = re.compile(
    r"promo|rabatt|discount|descuento|desconto|réduction|sconto|korting|rabat|alennus|indirim|скидк|έκπτωσ|خصم|הנחה"
    r"|coupon|kupon|gutschein|voucher|referral|freundschaft|empfehl|parrainage|invite|einladung|davet|tracking|sendung"
    r"|suivi|seguimiento|takip|seuranta|postal|poștal|pocztow|poštovn|почтов|post\s?code|\bposta\b|zip|postleitzahl"
    r"|\bcap\b|\bcep\b|البريدي|בריד|डाक|προϊόντ|παραγγελ|ταχυδρομ|κράτησ|αποστολ|product|produkt|prodotto|ürün|tuote"
    r"|товар|المنتج|उत्पाद|artic|artikel|artíc|item\b|order|bestell|commande|comand|comenz|pedido|ordine|sipariş|zamówieni|objednáv|заказ|замовлен"
    r"|הזמנ|طلب|الطلب|訂單|订单|booking|buchung|réservation|reserva"
    r"|rezervasyon|flight|flug|\bvol\b|vuelo|error|errore|erreur|\berro\b|eroare|fehler|hata\b|virhe|felkod|fejl|feil"
    r"|fout|błęd|chyb|ошибк|שגיאה|خطأ|त्रुटि|lỗi|kesalahan|galat|hitilafu|エラー|错误|錯誤|오류|에러|ข้อผิดพลาด|squawk"
    r"|transponder|area\s+code|kode\s+area|c[oó]digo\s+de\s+[aá]rea|mã\s+vùng|市外局番|区号|區號|지역\s?번호|status"
    r"|colou?r|farb|couleur|renk|barcode|barras|barre|kreskow|штрих|\bqr\b"
    r"|isbn|\bean\b|\bsku\b|invoice|rechnung|facture|factura|fattura|fiscale|ülke|kraju|стран|alan\s+kodu|plaka"
    r"|referans|kampanya|kampanja|vergi(?!ss|ß)|промо|default|werkseinstell|ab\s+werk|factory|d'usine|par\s+défaut"
    r"|de\s+fábrica"
    r"|por\s+defecto|predefinit|di\s+fabbrica|fabrieks|oletus|varsayılan|domyśln|fabryczn|výchozí|по\s+умолчанию|заводск")
# Clause ends: a full stop, an exclamation or a semicolon before a space, a line break.
_CLAUSE_END = re.compile(r"[.!。！;；](?:\s|$)|\n")
# Candidate values: runs without spaces, quotes, brackets or CJK/Thai script.
_TOKEN = re.compile(r"[^\s«»“”„\"‘’「」『』()（）\[\]{}<>，、。；;\u0e00-\u0e7f\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]+")
_STRIP = ".,:;!?*'’`"
# A word right before a value that makes it a name, a number or a model, not the password.
_NAME_BEFORE = frozenset(
    "user username benutzer benutzername nutzer login utilisateur usuario utente gebruiker användare bruger bruker käyttäjä "
    "użytkownik uživatel пользователь логин ssid network netzwerk réseau red rete name nom nombre nome naam namn navn "
    "nimi version modell model modèle modelo typ type nr no. order bestellung flight flug ticket zimmer room host server "
    "id".split())
_NUMBER_CODE = re.compile(r"[*#]?\d{1,8}(?:[\-* ]\d{1,6}){0,7}[*#]?")
_DATE = re.compile(r"\d{1,2}[\-.]\d{1,2}[\-.](?:\d{2}|\d{4})")
_YEAR = re.compile(r"(?:19|20)\d\d")
_CAPS_NUMBER = re.compile(r"[A-Z]{1,6}-\d{1,6}")
_JOINED = re.compile(r"[^\W\d_]{2,}(?:_[^\W\d_]{2,})+[!*#$]?")
_COLON_ENDING = re.compile(r"[^\W\d_]+:[^\W\d_]{1,3}")   # "wifi:t", "SMS:en": a Nordic ending after a colon
_REACH, _TOKENS = 80, 7
# Password words that name a manager, a reset, a rule or a field, not a password: "Passwortmanager", "password-reset".
_NOT_A_PASSWORD = re.compile(r"manager|reset|hint|hinweis|polic|richtlinie|regel|generator|änderung|strength|stärke|schutz|less\b"
                             r"|los\b|frei\b|feld|field|länge|length|vault|datei|file|liste|tipp|recovery|wiederherstell|vergessen"
                             r"|forgot|geschützt|protected|safe\b|tresor|kasse")
# A value, then a copula and a few small words before the password word, to its end: "X ist mein neues ", "X yeni ".
_LEAD_IN = re.compile(
    r"(?<!\S)(?P<v>\S{6,64})\s+(?:(?:is|was|ist|war|est|était|es|era|è|é|är|var|er|on|oli|to|je|jest|это|είναι|هي|هو"
    r"|היא|הוא|là|adalah|ialah|[=:—–→-])\s+(?:[^\W\d_]{1,12}\s+){0,3}"
    r"|(?:yeni|uusi|nuevo|nueva|nouveau|novo|nova|neues|neue|new)\s+)$")
# A network or login, then its name and password after an arrow or a colon: "guest net → Gast_Hendrik / 8k3m-9x2p-7q1w".
_NETWORK_PAIR = re.compile(
    r"(?i)(?<![^\W\d_])(?:guest|gast|gäste|invité|invitados?|ospiti|gasten|gäst|gjest|vieras|goście)?[\s\-]?"
    r"(?:net(?:work)?|netz(?:werk)?|réseau|red|rete|netwerk|nätverk|nettverk|netværk|verkko|sieć|síť|сеть|ağ|wi-?fi|wlan"
    r"|hotspot|login|log-?in|zugang|accès|acceso|accesso|toegang|acesso)(?![^\W\d_])[^\n/→]{0,20}?(?:→|->|=>|:)\s*"
    r"(?P<u>[^\s/]{2,40})\s+/\s+(?P<v>[^\s/]{6,64})")


def sentence_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """(kind, span) of each value a password sentence gives in the visible text `shown`."""
    for pair in (_NETWORK_PAIR.finditer(shown) if " / " in shown else ()):
        value = pair.group("v").strip(_STRIP)
        if _password_like(value):
            yield "password", (pair.start("v"), pair.start("v") + len(value))
    lowered = shown.lower()
    if len(lowered) != len(shown):   # "İ" lowers to two characters: keep such letters as they are, positions kept
        lowered = "".join(c.lower() if len(c.lower()) == 1 else c for c in shown)
    for start, end in _cue_words(lowered, PASSWORD_ANCHORS, PASSWORD_STEM):
        yield from _password_value(shown, lowered, start, end)
    for start, end in _cue_words(lowered, CODE_ANCHORS, CODE_STEM):
        yield from _code_value(shown, lowered, start, end)
    yield from lock_code_spans(shown)
    yield from arrow_spans(shown)
    yield from spoken_number_spans(shown)


def _cue_words(lowered: str, anchors: re.Pattern[str], stems: re.Pattern[str]) -> Iterator[tuple[int, int]]:
    """Spans of the words holding a stem, each once; the stems are looked for only near a cheap anchor's hit."""
    seen: set[tuple[int, int]] = set()
    for anchor in anchors.finditer(lowered):
        stem = stems.search(lowered, max(0, anchor.start() - 8), min(len(lowered), anchor.end() + 16))
        word = _word(lowered, *stem.span()) if stem else None
        if word is not None and word not in seen:
            seen.add(word)
            yield word


def _word(lowered: str, start: int, end: int) -> tuple[int, int]:
    """The span of the whole word a stem sits in."""
    low, high = max(0, start - 40), min(len(lowered), end + 40)
    while start > low and _in_word(lowered[start - 1]):
        start -= 1
    while end < high and _in_word(lowered[end]):
        end += 1
    suffix = _DEFINITE_AFTER_COLON.match(lowered, end)
    return start, (suffix.end() if suffix else end)


def _in_word(char: str) -> bool:
    """A letter, digit, mark, underscore, hyphen or apostrophe of a script that spaces its words."""
    return (char.isalnum() or char in "_'’-" or unicodedata.category(char)[0] == "M") and not _RUN_ON_SCRIPT.match(char)


def _clause(shown: str, end: int) -> int:
    """Where the clause that goes on at `end` stops (at most `_REACH` characters on); a label closing its line
    ("WLAN-Passwort (Gäste):") goes on to the line below."""
    stop = _CLAUSE_END.search(shown, end, min(len(shown), end + _REACH))
    if stop and stop.group(0) == "\n" and shown[end:stop.start()].rstrip().endswith((":", "：")):
        below = shown.find("\n", stop.end(), stop.end() + _REACH)
        return below if below >= 0 else min(len(shown), stop.end() + _REACH)
    return stop.start() if stop else min(len(shown), end + _REACH)


def _talk(shown: str, lowered: str, start: int, stop: int) -> bool:
    """Whether the clause talks about passwords (rules, lengths, resets, examples) rather than giving one."""
    around = shown[max(0, start - 40):stop]
    return bool(TALK.search(lowered, max(0, start - 40), stop) or EXAMPLE.search(around) or POLICY.search(around) or RULE_PROSE.search(around))


def _values(shown: str, start: int, stop: int) -> Iterator[tuple[str, str, int, int]]:
    """(word before, value, start, end) of the first `_TOKENS` candidate values between `start` and `stop`; the word
    before is "@service" for a preposition right after the cue ("Passwort für Office365": the service it is for)."""
    previous = ""
    for n, token in enumerate(_TOKEN.finditer(shown, start, stop)):
        if n >= _TOKENS or ELSEWHERE.fullmatch(previous):
            return   # "steht auf der Fritz!Box": where the password is written, not what it is
        value = token.group(0).strip(_STRIP)
        if value:
            at = token.start() + token.group(0).index(value)
            service = n == 1 and fold_confusables(previous) in SERVICE_BEFORE
            yield ("@service" if service else previous), value, at, at + len(value)
        previous = token.group(0).lower().strip(_STRIP)


def _password_value(shown: str, lowered: str, start: int, end: int) -> Iterator[tuple[str, tuple[int, int]]]:
    """The first password-shaped value in the clause after a password word."""
    word = shown[start:end]
    if any(c in word for c in "_=/@.") or shown[end:end + 1] in ("_", "=", ".", "@", ":/") \
            or shown[start - 1:start] in ("_", "=", ".", "@", ":", "/") or not_a_password(lowered, start, end):
        return   # an identifier or a path (`DB_PASSWORD_FILE=…`), a password manager, reset or rule
    stop = _clause(shown, end)
    for previous, value, at, until in _values(shown, end, stop):
        if previous in _NAME_BEFORE or MODEL_GLUED.search(shown, max(0, at - 8), at):
            continue
        if previous == "@service" and value[:1].isupper() and value.isalnum():
            continue   # "Passwort für Office365": the service the password is for
        if (_password_like(value) or _joined_words(shown[at:until + 1].strip())) \
                and not MONEY_AFTER.match(shown, until) and not quantity_after(shown, until):
            until += shown[until:until + 1] == "!"   # "gunbatimi_Bodrum!": the mark is the password's
            if not _talk(shown, lowered, start, stop) and not ("κωδικ" in lowered[start:end]
                                                               and OTHER_CODE_CONTEXT.search(lowered, start, stop)):
                yield "password", (at, until)   # "Κωδικός κράτησης": a booking's code, no password
            return
    yield from _value_before(shown, lowered, start)


def not_a_password(lowered: str, start: int, end: int) -> bool:
    """A word that leads a compound about something else ("Passwortmanager", "Passwort-Problem"), or one followed by
    a manager, reset or rule word ("password manager: …")."""
    stem = PASSWORD_STEM.search(lowered, start, end)
    rest = lowered[stem.end():end] if stem else ""
    return "-" in rest or len(rest) > 6 or bool(_NOT_A_PASSWORD.search(lowered, start, min(len(lowered), end + 12)))


def _value_before(shown: str, lowered: str, start: int) -> Iterator[tuple[str, tuple[int, int]]]:
    """A value named just before a copula and the password word ("Zugspitze_2962m ist mein neues GMX-Passwort",
    "Koira2019 on uusi salasanani", "Kedi_4455 yeni şifrem")."""
    lead = _LEAD_IN.search(lowered, max(0, start - 60), start)
    if lead is None:
        return
    value = shown[lead.start("v"):lead.end("v")].strip(_STRIP)
    at = lead.start("v") + shown[lead.start("v"):lead.end("v")].index(value) if value else lead.start("v")
    if value and _password_like(value) and not _talk(shown, lowered, max(0, start - 60), start + 40):
        yield "password", (at, at + len(value))

def _joined_words(token: str) -> bool:
    """Words joined by underscores with a capital inside or a closing symbol ("gunbatimi_Bodrum!"): a password, not
    an identifier."""
    core = token.strip(_STRIP.replace("!", "").replace("*", ""))
    if not _JOINED.fullmatch(core) or not any(c.islower() for c in core) or PASSWORD_STEM.search(core.lower()):
        return False   # "YOUR_PASSWORD", "DB_PASSWORD": a placeholder or a variable's name
    return core.endswith(("!", "*", "#", "$")) or any(c.isupper() for c in core[1:])


def _password_like(value: str) -> bool:
    """Letters with digits or an inner symbol, no benign shape (date, version, phone, e-mail, URL, program text) and
    no name of capitals and a number ("COVID-19", "LH-1234")."""
    if not password_shaped(value) or benign_shape(value) or not value.isprintable() or _CAPS_NUMBER.fullmatch(value) \
            or _COLON_ENDING.fullmatch(value) or YEAR_AFFIXED.fullmatch(value):
        return False
    return any(c.isdigit() for c in value) or any(not c.isalnum() for c in value[1:-1])


def _code_value(shown: str, lowered: str, start: int, end: int) -> Iterator[tuple[str, tuple[int, int]]]:
    """After a code word that is owned, compounded with a lock's head, or beside a lock, device or account word: a
    short number; beside an account or Wi-Fi word: a password shape too."""
    word = lowered[start:end].strip("'’-:")
    form = code_form(word)
    if form is None or any(c in shown[start:end] for c in "_=/@.") or PASSWORD_STEM.search(word):
        return
    stop = _clause(shown, end)
    for n, (previous, value, at, until) in enumerate(_values(shown, end, stop)):
        if previous in _NAME_BEFORE:
            continue
        number = _number_code(shown, value, until, year_ok=n == 0 and word in STRONG_PIN)
        if number or (_password_like(value) and any(c.isdigit() for c in value) and not value.isupper()):
            break
    else:
        return
    context = lowered[max(0, start - 40):stop]
    if _talk(shown, lowered, start, stop) or OTHER_CODE_CONTEXT.search(context) \
            or POSTAL_BEFORE.search(shown, max(0, start - 20), start):
        return
    if number and (any(form) or LOCK_CONTEXT.search(context) or _ACCOUNT_CONTEXT.search(context)):
        yield "pin", (at, until)
        yield from _corrected(shown, until, stop)
    elif not number and (_ACCOUNT_CONTEXT.search(context) or APP_CONTEXT.search(context)):
        yield "password", (at, until)


def _corrected(shown: str, until: int, stop: int) -> Iterator[tuple[str, tuple[int, int]]]:
    """The number given after a value taken back ("0815? nein – 3947", "1234? non, 4826"): a secret too."""
    taken_back = _TAKEN_BACK.match(shown, until)
    if taken_back:
        line = shown.find("\n", taken_back.end())
        stop = max(stop, min(taken_back.end() + 40, len(shown) if line < 0 else line))
        keyed = re.match(r"\d(?: \d){2,9}(?![\w.,])", shown[taken_back.end():stop])
        if keyed:
            yield "pin", (taken_back.end(), taken_back.end() + keyed.end())
            return
        for _previous, value, at, end in _values(shown, taken_back.end(), stop):
            if _number_code(shown, value, end):
                yield "pin", (at, end)
                return

def _number_code(shown: str, value: str, until: int, *, year_ok: bool = False) -> bool:
    """3–10 digits, maybe in groups apart by hyphens, stars or spaces; no year (unless `year_ok`: right after a PIN
    word of a script where it names nothing else), quantity, price or phone number."""
    digits = re.sub(r"[\-* #]", "", value)
    if not _NUMBER_CODE.fullmatch(value) or not digits.isdigit() or not 3 <= len(digits) <= 10:
        return False
    if (_YEAR.fullmatch(digits) and not year_ok) or _DATE.fullmatch(value) or benign_shape(value):
        return False
    start = until - len(value)
    if shown[start:until] == value and (MONEY_BEFORE.search(shown, max(0, start - 16), start) or HHMM.fullmatch(value)
                                        and TIME_BEFORE.search(shown, max(0, start - 12), start)):
        return False   # "harga 45000", "售价 899": a price; "after 2200": a time
    return not MONEY_AFTER.match(shown, until) and not quantity_after(shown, until)


def code_named_near(shown: str, start: int, end: int) -> bool:
    """Whether the clause around `start`–`end` names a code, a PIN or a lock in any inflected or compound form, before
    it ("Pinnen på bankkortet: …") or after it ("… ist der Code vom Briefkasten-Schloss", "…: così si apre il
    lucchetto"), and no code of another sort (postal, order, discount, tracking)."""
    before = shown[max(0, start - 50):start].lower()
    stops = [m.end() for m in _CLAUSE_END.finditer(before)]
    before = before[stops[-1]:] if stops else before
    after = shown[end:_clause(shown, end)][:60].lower()
    if not _NAMING.match(after):
        after = ""   # "one two three four and then the PIN reader beeped": no code named after the digits
    if OTHER_CODE_CONTEXT.search(before + " " + after) or TALK.search(before + " " + after):
        return False
    if LOCK_CONTEXT.search(before) or LOCK_CONTEXT.search(after) or _OPENS.search(after):
        return True
    return any(_code_word(side, m) for side in (before, after) for m in CODE_STEM.finditer(side))


def _code_word(lowered: str, stem: re.Match[str], *, strong: bool = False) -> bool:
    """A code word whose ending is none or a possessive or definite one, and whose head is no other code's; `strong`:
    only an owned one or an access compound ("koodisi", "Zugangscode"), not the bare word."""
    start, end = _word(lowered, *stem.span())
    form = code_form(lowered[start:end].strip("'’-:"))
    return form is not None and (any(form) or not strong)


def lock_named_before(shown: str, start: int) -> bool:
    """A lock, entrance, keypad or lift word in the clause before `start`, or on the label line just above it
    ("Front door keypad at the Leeds office:\n\n3 3 0 7"), and no phone, postal or other code word."""
    before = shown[max(0, start - 70):start].lower()
    label = re.search(r"[:：]\s*\n[\s]*$", before)
    cut = before.rfind("\n", 0, label.start()) if label else max(before.rfind("\n"), before.rfind(". "))
    before = before[cut + 1:]
    if OTHER_CODE_CONTEXT.search(before) or PHONE.search(before):
        return False
    return bool(LOCK_CONTEXT.search(before) or LIFT.search(before)
                or any(_code_word(before, m, strong=True) for m in CODE_STEM.finditer(before)))
