"""Codes shown to everyone or printed in manuals: a quiz game's PIN, a universal remote's device code, a course code.

- a live quiz's or game's join PIN or room code (Kahoot, Blooket, Quizizz, Gimkit, Mentimeter, Slido, Wooclap, Jackbox,
  Vevox …), the platform named within its clause: put on a projector for a whole class ("Kahoot game PIN 4829173 nasa
  projector"); never the platform's account password (only the code after a PIN or code word is blanked);
- a universal remote's device or brand code ("TV remote ka universal code 1 0 3 7 hai Samsung ke liye"), a remote
  word beside it and no garage, gate, door or alarm word in its clause (the code of a gate's remote opens it);
- a course, module or subject code with its label ("κωδικός μαθήματος ΠΛΗ-30", "código de la asignatura MAT-1101").
Each is blanked by `secret_public.mask` before the rules read a text. Every pattern is bounded and linear.
"""

from __future__ import annotations

import re
from typing import Iterator

from .secret_public_group import kept_from_others
from .secret_public_words import _re, lower1, may_match, sentences

_CLAUSE_END = re.compile(r"[.;!?。\n](?:\s|$)|\n")
_PLATFORM = _re(
    r"(?i)(?<![^\W\d_])(?:kahoot!?|kahoot\.it|blooket|quizizz|wayground|gimkit|mentimeter|menti(?:\.com)?|slido|sli\.do"
    r"|wooclap|jackbox(?:\.tv)?|poll\s?everywhere|socrative|nearpod|quizlet(?:\s+live)?|pear\s?deck|vevox|ahaslides"
    r"|particify|classpoint|baamboozle|formative|deck\.toys|plickers)(?![^\W\d_])")
_GAME_CODE = _re(
    r"(?i)(?<![^\W\d_])(?:(?:game|room|join|event|session|voting|access|quiz|class)[\s\-]?(?:pin|code|id)|pin|code|codes"
    r"|c[óo]digo|codice|kode|kod|kodu|kód|код|ピン|コード|코드|핀|代码|码|كود|رمز|क़?कोड|pinen|koden)(?![^\W\d_])")
_GAME_VALUE = re.compile(r"[^\w\n]{0,4}(?:(?:is|ay|ni|ist|es|est|é|è|hai|na|:)\s+)?[#]?"
                         r"(?P<v>\d(?:[ \-]?\d){3,9}(?!\d)|(?-i:[A-Z0-9]{4,8})(?![\w\-]))")
_REMOTE = _re(
    r"(?i)(?<![^\W\d_])(?:remote|fernbedienung|universalfernbedienung|télécommande|telecommande|control\s+remoto"
    r"|mando(?:\s+a\s+distancia)?|controle\s+remoto|telecomando|afstandsbediening|fjernbetjening|fjärrkontroll"
    r"|kaukosäädin|pilot\w*|dálkový\s+ovladač|ovladač\w*|távirányító\w*|telecomand\w*|kumanda\w*|пульт\w*|remot)(?![^\W\d_])"
    r"|리모컨|リモコン|遥控器|遙控器|รีโมท|ريموت|שלט|रिमोट|রিমোট")
# What makes a remote's code a device code: "universal", a code's kind, or a television's brand.
_DEVICE_CODE = _re(
    r"(?i)(?<![^\W\d_])(?:universal\w*|universel\w*|universale|evrensel|универсальн\w*|uniwersaln\w*|univerzáln\w*"
    r"|device|setup|set-up|brand|programming|manufacturer|\d-digit|ger[äa]te\w*|hersteller\w*|marken\w*|appareil|marque"
    r"|fabricant|aparato|dispositivo|fabricante|marca|apparaat\w*|merk\w*|urz[ąa]dzeni\w*|producent\w*|za[řr][íi]zen[íi]"
    r"|v[ýy]robce|устройств\w*|производител\w*|бренд\w*|телевизор\w*|samsung|lg|sony|philips|panasonic|sharp|toshiba"
    r"|hisense|tcl|vizio|grundig|telefunken|vestel|xiaomi|onida|videocon|haier|skyworth|insignia|funai|sanyo|jvc"
    r"|thomson|beko|loewe|metz|medion)(?![^\W\d_])|メーカー|제조사|品牌|设备")
_REMOTE_CODE = _re(r"(?i)(?<![^\W\d_])[^\W\d_]{0,12}?(?:codes?|c[óo]digo|codice|kod\w*|kód\w*|код\w*|nummer|number|número)(?![^\W\d_])"
                   r"|コード|번호|코드|代码|码")
_NOT_REMOTE = _re(r"(?i)garage|gate|door|alarm|lock|portail|porte|tor\b|garaje|portón|puerta|cancello|gara[žz]|brama"
                  r"|гараж|ворот|сигнализ|kapı|car\b|auto\b|desktop|access|garasi|geti|sango")
_REMOTE_VALUE = re.compile(r"[^\d\n]{0,30}?(?<![\d\-])(?P<v>\d(?:[ \-]?\d){2,4})(?![\d\-])")
_COURSE = _re(
    r"(?i)(?<![^\W\d_])(?:course\s+(?:code|number|id)|module\s+code|subject\s+code|unit\s+code|kurs(?:code|nummer|kennung)"
    r"|modul(?:code|nummer|kürzel)|lehrveranstaltungsnummer|lv-nummer|code\s+(?:du\s+)?(?:cours|module|UE)"
    r"|c[óo]digo\s+(?:de\s+la\s+|del\s+|de\s+)?(?:curso|asignatura|materia|disciplina|m[óo]dulo|cadeira|unidade\s+curricular)"
    r"|codice\s+(?:del(?:l['’])?\s*)?(?:corso|insegnamento|esame|modulo)|vakcode|cursuscode|kurskod|kurskode|emnekode"
    r"|kurssikoodi|opintojakson\s+koodi|kod\s+(?:przedmiotu|kursu)|k[óo]d\s+(?:p[řr]edm[ěe]tu|kurzu)|t[áa]rgyk[óo]d"
    r"|kurzusk[óo]d|cod(?:ul)?\s+(?:cursului|disciplinei)|ders\s+kodu|kode\s+(?:mata\s+kuliah|mk|kursus)"
    r"|m[ãa]\s+(?:m[ôo]n(?:\s+h[ọo]c)?|h[ọo]c\s+ph[ầa]n)|код\s+(?:курса|дисциплины|предмета)"
    r"|κωδικός\s+(?:του\s+)?(?:μαθήματος|ενότητας|θεματικής(?:\s+ενότητας)?))(?![^\W\d_])"
    r"|كود\s+(?:ال)?(?:مادة|مقرر)|رمز\s+(?:ال)?(?:مادة|مقرر)|קוד\s+(?:ה)?קורס|कोर्स\s+कोड|課程代碼|课程代码|课程号"
    r"|科目コード|授業コード|講義コード|과목\s?코드|학수번호|강좌\s?코드")
# Substrings one of which every course label holds (lowercased): the cheap gate before `_COURSE`.
_COURSE_STEMS = tuple("""
course curso asignatura materia disciplina cadeira curricular corso insegnamento esame modul subject unit kurs
lehrveranstaltung lv-nummer cours ue vakcode cursuscode emnekode kurssikoodi opintojakso przedmiot předmět predmet
tárgy targy kurzus cursului disciplinei ders kuliah kode môn mon học курс дисциплин предмет μαθήματος ενότητας θεματικής
مادة مقرر קורס कोर्स 課程 课程 科目 授業 講義 과목 학수 강좌
""".split())
_COURSE_VALUE = re.compile(r"[\s:：#=\-–]{0,4}(?:(?:is|es|est|ist|é|è|είναι)\s+)?"
                           r"(?P<v>[^\W\d_]{0,6}[\s\-]?\d{2,5}[^\W\d_]?)(?![\w\-])")


def _in_clause(text: str, start: int, end: int) -> bool:
    """Whether no clause ends between `start` and `end`."""
    return _CLAUSE_END.search(text, start, end) is None


def game_spans(text: str) -> Iterator[tuple[int, int]]:
    """A quiz game's PIN or room code, its platform named within 40 characters in the same clause; none in a sentence
    keeping it from others ("don't share", "nur für mich")."""
    kept = [(low, high) for low, high in sentences(text) if kept_from_others(text, low, high)]
    for platform in _PLATFORM.finditer(text):
        if any(low <= platform.start() < high for low, high in kept):
            continue
        low = max(0, platform.start() - 40)
        for code in _GAME_CODE.finditer(text, low, min(len(text), platform.end() + 40)):
            value = _GAME_VALUE.match(text, max(code.end(), platform.end())) or _GAME_VALUE.match(text, platform.end())
            if value is not None and _in_clause(text, min(code.start(), platform.start()), value.start("v")):
                yield value.span("v")


def remote_spans(text: str) -> Iterator[tuple[int, int]]:
    """A remote's device code: a remote word, a code word and a device-code word (universal, a TV brand) in one
    clause, no garage, gate, door or alarm word near; the digits after the remote and code words."""
    for remote in _REMOTE.finditer(text):
        low, high = max(0, remote.start() - 60), min(len(text), remote.end() + 60)
        code = _REMOTE_CODE.search(text, low, high)
        if code is None or _DEVICE_CODE.search(text, low, high) is None or _NOT_REMOTE.search(text, low, high):
            continue
        value = _REMOTE_VALUE.match(text, max(remote.end(), code.end()))
        if value is not None and _in_clause(text, min(remote.start(), code.start()), value.start("v")):
            yield value.span("v")


def course_spans(text: str) -> Iterator[tuple[int, int]]:
    """A course code with its label, label included."""
    for label in _COURSE.finditer(text):
        value = _COURSE_VALUE.match(text, label.end())
        if value is not None:
            yield label.start(), value.end("v")


def mixed_public_spans(text: str) -> Iterator[tuple[int, int]]:
    """Every reader of this module (see its docstring)."""
    if not any(c.isdigit() for c in text) and not re.search(r"(?i)jackbox|room", text):
        return
    lowered = lower1(text)
    if may_match(_PLATFORM, lowered):
        yield from game_spans(text)
    if may_match(_REMOTE, lowered):
        yield from remote_spans(text)
    if any(stem in lowered for stem in _COURSE_STEMS):
        yield from course_spans(text)
