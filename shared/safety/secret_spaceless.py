"""Passwords told as words to be typed together ("mavi balık sandal, aralarında boşluk yok", "SoleMareVento (tutto
attaccato)", "fura da nono, a haɗe: furadanono").

A phrase that says the words go without spaces, in ~35 languages, after a password word on the same line gives the
password: the words after the line's last colon before it, the one long word just before it, or the joined word after
it. Policy talk ("passwords must be written without spaces") names no words after a colon and no long word.
"""

from __future__ import annotations

import re
from typing import Iterator

from .secret_lexicon import CUE, may_have_cue

# "Together, no spaces" (en de fr es pt it nl sv da no fi pl cs ru uk tr az el ro hu id ms vi tl sw ha yo ig ar fa he
# hi bn th ja zh ko).
_NO_SPACES = re.compile(
    r"(?i)(?:without|no)\s+spaces?|all\s+(?:in\s+)?one\s+word|written\s+together|zusammen(?:geschrieben)?|ohne\s+leerzeichen"
    r"|sans\s+espaces?|tout\s+attaché|attach[ée]s|sin\s+espacios?|todo\s+junto|juntas?|sem\s+espaços?|tudo\s+junto"
    r"|senza\s+spazi|tutto\s+attaccato|attaccat[eio]|zonder\s+spaties|aaneen|utan\s+mellanslag|ihop|uden\s+mellemrum"
    r"|uten\s+mellomrom|ilman\s+välilyöntejä|yhteen|bez\s+spacji|razem|bez\s+mezer|dohromady|без\s+пробел\w*|слитно"
    r"|разом|boşluk\s+yok|boşluksuz|bitişik|boşluqsuz|χωρίς\s+κενά|fără\s+spați\w*|împreună|szóköz\s+nélkül|egybe"
    r"|tanpa\s+spasi|digabung|tanpa\s+jarak|không\s+(?:có\s+)?(?:dấu\s+cách|khoảng\s+trắng)|viết\s+liền|walang\s+space"
    r"|bila\s+nafasi|bila\s+kuachana|a\s+haɗe|haɗe|láìsí\s+àlàfo|na-?ejikọ|بدون\s+(?:مسافات?|فراغ|فاصله)|متصل|ללא\s+רווחים"
    r"|בלי\s+רווחים|बिना\s+(?:स्पेस|space|रिक्त\s+स्थान)|একসাথে|ไม่มี(?:ช่อง)?เว้นวรรค|ติดกัน|スペースなし|空白なし|続けて"
    r"|不带空格|没有空格|连在一起|连着写|띄어쓰기\s?없이|붙여서")
_PASSWORDISH = re.compile(r"(?i)pass|şifre|sifre|hasło|heslo|jelsz|parol|пароль|gasło|kennw|wachtw|lösen|kalmar\s+sirri"
                          r"|رمز|گذرواژه|كلمة|סיסמ|पासवर्ड|รหัส|密码|密碼|パスワード|비밀번호|mật\s+khẩu|kata\s+sandi"
                          r"|contrase|senha|clave|mot\s+de\s+passe|salasan|adgangskode|passord|nenosiri|paswọọdụ|wifi|wi-fi")
_WORDS_AFTER_COLON = re.compile(r"[:：]\s*(?P<v>[^\W\d_]+(?:[ \t]+[^\W\d_]+){1,4})[\s,،.;(–—-]+(?:[^\W\d_]+\s+)?$")
# A count of words or the word "words" itself: the talk about the password, not its words ("drei Wörter zusammen").
_COUNT_TALK = re.compile(
    r"(?i)(?<![^\W\d_])(?:two|three|four|five|zwei|drei|vier|fünf|deux|trois|quatre|dos|tres|cuatro|dois|três|quatro|due"
    r"|tre|quattro|twee|drie|två|tre|fyra|to|kaksi|kolme|dwa|trzy|dvě|tři|два|три|четыре|iki|üç|dört|dua|tiga|hai|ba"
    r"|mbili|tatu|biyu|uku|words?|wörter|mots|palabras|palavras|parole|woorden|ord|sanaa|słowa|slova|слова|kelime\w*"
    r"|từ|kata|maneno|kalmomi|كلمات|کلمه|מילים|शब्द)(?![^\W\d_])")
_LONG_BEFORE = re.compile(r"(?<![\w@])(?P<v>[^\W\d_]{8,32}\d{0,4})[\s,(–—-]*$")
_JOINED_AFTER = re.compile(r"[\s,]*[:：]\s*(?P<v>[^\W\d_]{6,32}\d{0,4})(?![\w@])")


def spaceless_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """(kind, span) of each password told as words to be typed together."""
    for phrase in _NO_SPACES.finditer(shown):
        line_start = shown.rfind("\n", 0, phrase.start()) + 1
        before = shown[line_start:phrase.start()]
        if not _cued(before) or _RULE_OR_ASK.search(before):
            continue
        for pattern in (_WORDS_AFTER_COLON, _LONG_BEFORE):
            value = pattern.search(before)
            if value is not None and not _PASSWORDISH.search(value.group("v")) and not _COUNT_TALK.search(value.group("v")):
                yield "password", (line_start + value.start("v"), line_start + value.end("v"))
                break
        after = _JOINED_AFTER.match(shown, phrase.end())
        if after is not None:
            yield "password", after.span("v")


# A rule or a request in the line: how passwords must be, or who to ask ("must be lowercase, no spaces").
_RULE_OR_ASK = re.compile(
    r"(?i)(?<![^\W\d_])(?:must|should|muss|müssen|sollte|doit|doivent|debe|deben|deve|devono|moet|moeten|måste|skal|pitää"
    r"|musi|muszą|должен|должны|olmalı|harus|phải|lazima|lowercase|uppercase|klein\w*|gro(?:ß|ss)\w*|minúscul\w*"
    r"|mayúscul\w*|ask|frag\w*|demande\w*|pregunt\w*|chied\w*|vraag|спрос\w*|sor|tanya|hỏi|uliza|see|siehe|voir|ver"
    r"|vedi|zie|policy|rule|regel|règle|regla|regra|format|example|beispiel|exemple|ejemplo)(?![^\W\d_])")


def _cued(before: str) -> bool:
    """A password word in the line before the phrase."""
    if _PASSWORDISH.search(before):
        return True
    return may_have_cue(before) and any(m.lastgroup in ("pw", "tail", "cjk") for m in CUE.finditer(before))
