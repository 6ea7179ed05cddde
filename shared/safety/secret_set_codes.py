"""A lock set to a value, and an intercom's code given with no code word: both are the code the user keys.

- set: "Hotelsafe eingestellt auf 1986", "the bike lock is set to 4817", "le coffre est réglé sur 2580", "la caja fuerte
  está configurada en 7731", "sejf ustawiony na 4821", "сейф настроен на 1942", "kasa 1986'ya ayarlı", "金庫は1986に
  設定", "保险柜设置为 1986". A lock, safe, door, locker, suitcase or bike (`secret_lock_words`) named in the clause, a
  setting verb right before the value (or right after it where the verb comes last: Japanese, Korean, Turkish, Hindi,
  German "auf 1986 eingestellt"), and three to eight digits (three only beside a lock or a combination). A year is
  the value here, not a date: a lock is set to a number. No unit, price, clock time on an alarm clock, counting run or
  other sort of number ("the thermostat is set to 2100", "set to 1200 rpm", "Wecker auf 0545 gestellt") gives one.
- intercom: "intercom 7412K", "domofon: 45K7312", "citofono B2580", "Gegensprechanlage 4471#", "インターホン 7412#". An
  intercom word, then only a colon, a dash or a copula, then four to eight digits with a letter or a keypad key glued
  on, or a plain run of four to eight; a flat's short number ("interfon 31", "domofon 3"), a model ("intercom model
  1122-B"), a ticket or a phone number gives none.
"""

from __future__ import annotations

import re
from typing import Iterator

from .secret_cues import quantity_after
from .secret_digits import OTHER_NUMBER_WORDS, counting, other_before
from .secret_lock_words import LOCK_TARGETS, lock_cues
from .secret_shapes import HHMM, MONEY_AFTER, MONEY_BEFORE, TIME_BEFORE

_L = r"(?<![^\W\d_])"
_R = r"(?![^\W\d_])"
# Setting verbs before the value: "set to", "eingestellt auf", "réglé sur", "configurada en", "ustawiony na".
_SET_VERB = (
    r"(?:re)?set|programmed|configured|(?:ein)?gestellt|programmiert|r[ée]gl[ée]e?|programm[ée]e?|configur[ée]e?"
    r"|d[ée]fini[e]?|mise?|configurad[oa]|programad[oa]|puest[oa]|ajustad[oa]|fijad[oa]|definid[oa]|impostat[oa]"
    r"|programmat[oa]|settat[oa]|ingesteld|geprogrammeerd|inställ\w*|programmerad|innstilt|stilt\s+inn|satt"
    r"|programmert|indstillet|sat|programmeret|ustawion\w*|ustawił\w*|nastawion\w*|zaprogramowan\w*|nastaven\w*"
    r"|nastavil\w*|setat\w*|programat\w*|podešen\w*|namješten\w*|postavljen\w*|nastavljen\w*|(?:на)?строен\w*"
    r"|установлен\w*|выставлен\w*|поставил\w*|налаштован\w*|встановлен\w*|виставлен\w*|нагласен\w*"
    r"|ρυθμισμέν\w*|ρύθμισα|diatur|disetel|diset|distel|imewekwa|đặt|cài(?:\s+đặt)?|مضبوط[ةه]?|ضبطت\w*|مبرمج[ةه]?"
    r"|מכוונ(?:ת|ים)?|تنظیم\s+(?:شده|کردم)")
_SET_TO = (r"to|at|on|auf|sur|avec|con|en|a|com|para|em|como|su|op|på|till|til|med|na|pe|la|на|στο|σε|ke|pada|kwa"
           r"|kuwa|là|thành|mã|على|על|روی|با")
# Setting verbs before the value, maybe with their object between ("set the safe to", "réglé le coffre sur"), or
# alone where the language needs no preposition ("asetettu 1986", "beállítva 1986", "设置为 1986").
_SET_BEFORE = re.compile(
    r"(?i)" + _L + rf"(?:(?:{_SET_VERB})(?:\s+[^\W\d_]+){{0,3}}?\s+(?:{_SET_TO})|steht\s+auf|staat\s+op|står\s+på"
    r"|стоит\s+на|asetettu|asetin|beállítva|beállítottam)" + _R
    + r"|设置为|设为|设成|设置成|设定为|設定為|設為|設成|调到|调成|ตั้ง(?:รหัส)?(?:เป็น|ไว้ที่)")
# Setting verbs after the value, where the verb ends the clause: Japanese, Korean, Turkish, Hindi, Persian, German.
_SET_AFTER = re.compile(
    r"(?i)\s?(?:に設定|にセット|にして|に合わせ|으?로\s?설정|으?로\s?맞춰|으?로\s?해\s?놨|\s?पर\s+सेट|\s?पे\s+सेट"
    r"|['’\-]?(?:y?[ae]|[ae]|ya|ye)\s+ayarl\w*|\s?ayarl[ıi]|-?r[ae]\s+(?:van\s+)?(?:be)?állítva|\s+(?:ein)?gestellt" + _R
    + r"|\s+eingestellt" + _R + r"|\s+تنظیم)")
_VALUE = re.compile(r"(?<![\w.,/+\-#€$£])(?P<v>[#*]?\d{3,8}[#*]?)(?![\w/%°]|[.,:]\d)")
_CLOCK = re.compile(r"(?i)wecker|alarm\s*clock|réveil|despertador|sveglia|будильник|väckarklocka|herätys|budzik|timer"
                    r"|thermostat|heizung|clim\w*|temperatur\w*|temp[ée]rature|termostat\w*|термостат|目覚まし|闹钟|알람")
_STOP = re.compile(r"[.!?;。！？\n]")


def _clause(shown: str, start: int, end: int) -> tuple[int, int]:
    stops = [m.end() for m in _STOP.finditer(shown, max(0, start - 120), start)]
    stop = _STOP.search(shown, end, min(len(shown), end + 60))
    return (stops[-1] if stops else max(0, start - 120)), (stop.start() if stop else min(len(shown), end + 60))


def _plain(shown: str, start: int, end: int, low: int, high: int) -> bool:
    """No unit, price, counting run or other sort of number; an alarm clock's or a thermostat's time is none."""
    digits = shown[start:end].strip("#*")
    if counting(digits) or quantity_after(shown, end) or MONEY_AFTER.match(shown, end) \
            or MONEY_BEFORE.search(shown, max(low, start - 16), start):
        return False
    if HHMM.fullmatch(digits) and (_CLOCK.search(shown, low, high) or TIME_BEFORE.search(shown, max(low, start - 16), start)):
        return False   # "Wecker auf 0545 gestellt", "the gate is set to close at 2200"
    return not other_before(shown, low, start) and OTHER_NUMBER_WORDS.search(shown, end, min(high, end + 30)) is None


def _set_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """A value a named lock, safe, door or gear is set to."""
    for match in _VALUE.finditer(shown):
        start, end = match.span("v")
        low, high = _clause(shown, start, end)
        before = _SET_BEFORE.search(shown, max(low, start - 40), start)
        verb_before = before is not None and not shown[before.end():start].strip(" :\"'“”«»")
        verb_after = _SET_AFTER.match(shown, end) is not None
        if not (verb_before or verb_after):
            continue
        sorts = lock_cues(shown[low:start] + " " + shown[end:high])
        if not sorts & LOCK_TARGETS:
            continue
        if len(shown[start:end].strip("#*")) == 3 and not sorts & {"lock", "gear", "combination"}:
            continue
        if _plain(shown, start, end, low, high):
            yield "pin", (start, end)


# Intercoms, door phones and entry panels, by language.
_INTERCOM = re.compile(
    r"(?i)" + _L + r"(?:intercom|interphone|interfon\w*|interfone|citofono|domofon\w*|домофон\w*|gegensprechanlage"
    r"|sprechanlage|portero(?:\s+autom[áa]tico|\s+electr[óo]nico)?|telefonillo|porteiro(?:\s+eletr[ôo]nico)?"
    r"|parlofoon|porttelefon\w*|dørtelefon\w*|dörrtelefon\w*|ovipuhelin\w*|kaputelefon\w*|θυροτηλέφων\w*|diafon\w*"
    r"|interkom\w*|انتركم|الانتركم|آیفون|אינטרקום|इंटरकॉम|อินเตอร์คอม)" + _R
    + r"|インターホン|オートロック|인터폰|对讲机?|對講機?|门禁对讲")
# Between the intercom word and its value: a colon, a dash, an arrow or a copula.
_GIVE = re.compile(r"(?i)\s*(?:[:：=\-–—→]|->|\bis\b|\bist\b|\best\b|\bes\b|\bè\b|\bé\b|\bto\b|\bje\b|\bjest\b|это"
                   r"|\bcode\b|\bcodice\b|\bcod\b|\bkod\b|код\w*)?\s*(?:[:：=\-–—]\s*)?")
_INTERCOM_VALUE = re.compile(
    r"(?P<v>(?:[A-ZА-ЯΑ-Ω]{1,2}\s?)?[#*]?\d{4,8}[#*]?(?:[^\W\d_]{1,2}|\s[A-ZА-ЯΑ-Ω](?![^\W\d_]))?"
    r"|\d{1,3}[^\W\d_]\d{3,5})"
    r"(?![^\W_]|[.,:/\-]\d|\s?\d)")


def _intercom_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """The value right after an intercom's word: four to eight digits, maybe with a letter or a key glued on."""
    for word in _INTERCOM.finditer(shown):
        gap = _GIVE.match(shown, word.end())
        value = _INTERCOM_VALUE.match(shown, gap.end())
        if value is None:
            continue
        start, end = value.span("v")
        digits = "".join(c for c in value.group("v") if c.isdigit())
        low, high = _clause(shown, start, end)
        if counting(digits) or quantity_after(shown, end) or MONEY_AFTER.match(shown, end) \
                or other_before(shown, max(low, word.start() - 30), start) \
                or OTHER_NUMBER_WORDS.search(shown, end, min(high, end + 30)):
            continue
        yield "entry code", (start, end)


def set_code_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """(kind, span) of each value a lock is set to and each intercom value given with no code word."""
    if not any(c.isdigit() for c in shown):
        return
    yield from _set_spans(shown)
    yield from _intercom_spans(shown)
