"""Secrets labelled by what they open or by an identifier, with no code word: a lock or a gift card named at a clause's
start and its code after a colon or a dash ("Haustür Oma Ilse (Tastenfeld): 2 8 0 4", "cadeado da bike: 0-4-8-1",
"Amazon gift card for Tom: AQ7K-93TBX-LMP2R"), a security question's answer after its colon ("جواب سوال امنیتی
(…): خانم احمدی"), and a value assigned to a credential-named identifier in any case
(`storePassword=…`, `session_secret: …`). Values are read as `secret_concept_rules.py` reads them.
"""

from __future__ import annotations

import re
from typing import Iterator

from .secret_concept_patterns import ANSWER, LOOK_ALIKE, words
from .secret_concept_rules import NOT_A_PHRASE, candidates, code_value, guarded, key_value, value_ok
from .secret_concepts import LOCK_THINGS, QUESTIONS
from .secret_context import OTHER_CODE
from .secret_locks import LOCK_TARGETS, lock_cues
from .secret_cues import REDACTED_SECRET, benign_shape, password_shaped, quantity_after
from .secret_shapes import MONEY_AFTER, MORE_DIGITS
from .secret_values import YEAR

# A lock named at a clause's start, then a colon or a dash, then its code ("Haustür Oma Ilse (Tastenfeld): 2 8 0 4").
_LOCK_LABEL = re.compile(r"(?i)(?:^|(?<=[\n.;!?]\s)|(?<=\n))[^\n:：.;!?]{0,40}?(?:" + words(LOCK_THINGS)
                         + r")[^\n:：.;!?]{0,60}?(?:[:：]|\s[–—-]\s|\s(?:mit|with|avec|con|com|med|met|z|s|с|з|με|dengan|bằng)\s)")
# A lock named alone on its line and its code keyed on the next line ("Front door\n\n6 6 1 0").
_LOCK_LINE = re.compile(r"(?im)^[ \t]*(?:[^\W\d_]+[ \t]+){0,2}(?:" + words(LOCK_THINGS)
                        + r")(?:[ \t]+[^\W\d_]+){0,2}[ \t]*\n(?:[ \t]*\n)?[ \t]*(?P<v>[^\n]{3,24}?)[ \t]*$")
# A bare alarm word with a time after it is an alarm clock ("Alarm: 0630", "Wecker/Alarm: 0545").
_CLOCK = re.compile(r"(?i)\b(?:alarm|alarme|alarma|allarme|wecker|réveil|despertador|sveglia|будильник|väckarklocka)\b"
                    r"(?!\s*(?:anlage|system|panel|code|kod|koden))")
_HHMM = re.compile(r"(?:[01]\d|2[0-3])[0-5]\d")
_GIFT_LABEL = re.compile(r"(?i)(?:^|(?<=[\n.;!?]\s)|(?<=\n))[^\n:：.;!?]{0,40}?(?:gift\s?card|geschenkkarte|carte\s+cadeau"
                         r"|tarjeta\s+regalo|carta\s+regalo|cadeaukaart|presentkort|gavekort|lahjakortti|ajándékkártya"
                         r"|karta\s+podarunkowa|подарочн\w*\s+карт\w*|подарунков\w*\s+картк\w*|hediye\s+kart\w*"
                         r"|بطاقة\s+هدية|כרטיס\s+מתנה|کارت\s+هدیه|voucher|google\s+play|itunes|steam\s+card|ギフトカード"
                         r"|礼品卡|기프트\s?카드)[^\n:：.;!?]{0,60}?[:：]")

# A value assigned to a credential-named identifier in any case (`storePassword=…`, `session_secret: …`).
_ASSIGNED = re.compile(r"(?<![\w.$])(?P<name>[A-Za-z][A-Za-z0-9_]{0,40}?(?:[Pp]ass(?:word|wd)?|PASS(?:WORD|WD)?|[Pp]wd|PWD"
                       r"|[Ss]ecret|SECRET|[Tt]oken|TOKEN|[Aa]pi_?[Kk]ey|API_?KEY|[Pp]rivate_?[Kk]ey|[Aa]ccess_?[Kk]ey)"
                       r"[A-Za-z0-9_]{0,20})\s*[:=]\s*[\"']?(?P<v>[^\s\"',;]+)")
_NOT_A_CREDENTIAL_NAME = re.compile(r"(?i)public|pub_|_id$|id$|url|path|file|name|len|size|ttl|timeout|expir|type|count"
                                    r"|limit|max|min|policy|hint|reset|field|label|env|var|header|prefix|hash|salt|rounds"
                                    r"|required|enabled|bypass|passthrough|compass|passive|passenger")


def _assigned(shown: str, sample: str) -> Iterator[tuple[str, tuple[int, int]]]:
    for match in _ASSIGNED.finditer(sample):
        value, name = match.group("v"), match.group("name")
        if _NOT_A_CREDENTIAL_NAME.search(name) or value[:1] in "<{$%[(" or benign_shape(value) \
                or REDACTED_SECRET[:7] in value or guarded(shown, match.start(), match.end()):
            continue
        if password_shaped(value) or key_value(value):
            yield "password", match.span("v")


def _lock_labels(shown: str, sample: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """A lock (or a gift card) named at a clause's start and its code after a colon or a dash, with no code word."""
    for label in _GIFT_LABEL.finditer(shown):
        for begin, end, value, _label, _clean in candidates(sample, label.end()):
            if value_ok("gift", value, False, True, 0) and not guarded(shown, label.start(), end):
                yield "gift card code", (begin, end)
            break
    for line in _LOCK_LINE.finditer(sample):
        if value_ok("keypad", line.group("v"), False, True, 0):
            yield "entry code", line.span("v")
    for label in _LOCK_LABEL.finditer(shown):
        if LOOK_ALIKE.search(label.group(0)) or OTHER_CODE.search(label.group(0)) \
                or LOOK_ALIKE.search(shown, label.end(), label.end() + 40):
            continue   # "Gate: 1130 departure", "Tür: 12, Zimmer 4"
        for begin, end, value, _label, _clean in candidates(sample, label.end()):
            if value_ok("keypad", value, False, True, 0) or (code_value(value, letters_ok=False) and " " not in value
                                                               and not YEAR.fullmatch(value) and len(value) >= 4):
                if not quantity_after(sample, end) and not guarded(shown, label.start(), end) \
                        and MORE_DIGITS.match(sample, end) is None and MONEY_AFTER.match(sample, end) is None \
                        and not ((_CLOCK.search(label.group(0)) or len(label.group(0).split()) == 1)
                                 and _HHMM.fullmatch(value)):   # "Alarm: 0630", "Gate: 1130": a time
                    yield "entry code", (begin, end)
            break


def _answers(shown: str, question: re.Match[str]) -> Iterator[tuple[str, tuple[int, int]]]:
    """"جواب سوال امنیتی (…): خانم احمدی", "Antwort auf die Sicherheitsfrage: Bello": an answer word near a question,
    a colon, then one to five words closing the clause."""
    line_end = shown.find("\n", question.end())
    line_end = len(shown) if line_end < 0 else line_end
    colon = re.compile(r"[:：]\s*").search(shown, question.end(), min(line_end, question.end() + 60))
    if colon is None:
        return
    if not ANSWER.search(shown, max(0, question.start() - 30), colon.start()):
        # "Saugumo klausimas banke: mėgstamiausias patiekalas – cepelinai su spirgučiais": the topic, a dash, the answer
        topic = re.compile(r"[^\n.;?!:–—→]{3,50}?\s(?:[–—→]|->|-)\s+").match(shown, colon.end())
        if topic is None or len(topic.group(0).split()) > 6:
            return
        colon = topic
    stop = re.compile(r"[.!?;,。？！\n(]|$").search(shown, colon.end())
    value = shown[colon.end():stop.start()].strip()
    if stop.group(0) == "?" or not 1 <= len(value.split()) <= 5 or guarded(shown, question.start(), stop.start()) \
            or NOT_A_PHRASE.search(value) \
            or shown.startswith(REDACTED_SECRET[:2], colon.end()):
        return
    yield "security answer", (colon.end(), colon.end() + len(value))


# A dial safe's turns: right and left words, each with a number ("kasası: sağa 34, sola 12, sağa 77", "R 34 L 12 R 77").
_TURN = (r"(?:right|left|rechts|links|droite|gauche|derecha|izquierda|destra|sinistra|direita|esquerda|höger|vänster"
         r"|høyre|venstre|højre|oikealle|vasemmalle|w\s+prawo|w\s+lewo|prawo|lewo|vpravo|vlevo|jobbra|balra|dreapta"
         r"|stânga|stanga|desno|lijevo|levo|вправо|влево|направо|налево|праворуч|ліворуч|δεξιά|αριστερά|sağa|sola|saga"
         r"|يمين|يسار|ימינה|שמאלה|راست|چپ|दाएं|बाएं|右|左|오른쪽|왼쪽|phải|trái|kanan|kiri|kulia|kushoto|(?-i:R|L))")
_DIAL = re.compile(rf"(?i)(?<![^\W\d_])(?P<v>{_TURN}\s*(?:to\s+|auf\s+|à\s+|a\s+)?\d{{1,2}}(?:\s*[,;/→>\-–]?\s*"
                   rf"(?:(?:then|dann|puis|luego|poi|sonra|daarna|sedan)\s+)?{_TURN}\s*(?:to\s+|auf\s+|à\s+|a\s+)?"
                   rf"\d{{1,2}}){{2,4}})(?!\d)")
# Digits keyed one per line after a lock's label ("Schlüsselbox Ferienwohnung:\nCode\n5\n8\n2\n0").
_VERTICAL = re.compile(r"(?:^|\n)[ \t]*(?P<v>\d[ \t]*(?:\n[ \t]*\d[ \t]*){2,7})(?=\n|$)")
# Letters keyed on a combination lock ("cajetín con combinación A-L-H-A").
_LETTER_COMBINATION = re.compile(r"(?i)(?:combina|kombina|combo\b|kombi\b|combi\b)[^\n\d:]{0,16}?[:：]?\s*"
                                 r"(?-i:(?P<v>(?<![\w\-])[A-Z](?:[\-–·][A-Z]){3,7}))(?![\w\-])")


def _dial_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """A dial safe's or lock's turns, a lock word before them; digits keyed one per line after a lock's label; a letter
    combination after a combination word."""
    if any(c.isdigit() for c in shown):
        for dial in _DIAL.finditer(shown):
            if lock_cues(shown[max(0, dial.start() - 80):dial.start()]) & (LOCK_TARGETS | {"combination"}):
                yield "pin", dial.span("v")
        for column in (_VERTICAL.finditer(shown) if "\n" in shown else ()):
            cues = lock_cues(shown[max(0, column.start() - 120):column.start()])
            if cues & LOCK_TARGETS and cues & {"code", "compound", "combination", "lock", "safe"}:
                yield "pin", column.span("v")
    for letters in _LETTER_COMBINATION.finditer(shown):
        if lock_cues(shown[max(0, letters.start() - 60):letters.end()]) & LOCK_TARGETS:
            yield "pin", letters.span("v")


_QUESTION = re.compile("(?i)" + words(QUESTIONS))


def label_spans(shown: str, sample: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """(kind, span) of each code after a lock or gift-card label, and each value assigned to a credential identifier;
    `shown` is the visible text, `sample` the same text with look-alike letters folded."""
    yield from _lock_labels(shown, sample)
    yield from _assigned(shown, sample)
    yield from _dial_spans(shown)
    for question in _QUESTION.finditer(shown):
        yield from _answers(shown, question)
