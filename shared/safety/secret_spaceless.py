"""Passwords told as words to be typed together ("mavi balık sandal, aralarında boşluk yok", "SoleMareVento (tutto
attaccato)", "fura da nono, a haɗe: furadanono", "three words: kopi susu gula, no spaces").

One table of phrases that say the words go without spaces (~40 languages) and one reader. For each phrase the reader
looks in its line two ways. Told before it under a password word: the words after the line's last colon before it,
the one long word just before it, or the joined word after a colon right after it. Told near it under any credential
word: a value given after a label and a colon after the phrase, a CamelCase word, the counted words after a colon or a
quoted phrase before it, and the told words written joined right after it. Policy talk ("passwords must be written
without spaces"), a question of whom to ask, and a count of words with no words given name no password.
"""

from __future__ import annotations

import re
from typing import Iterator

from .secret_lexicon import CUE, may_have_cue
from .secret_note_words import OTHER, credential_word

# "Together, no spaces" (en de fr es pt it nl sv da no fi pl cs ru uk tr az el ro hu id ms vi tl sw ha yo ig zu ar fa
# he hi bn th ja zh ko). A bare "together" word (`loose`: "joined", "juntos", "pamoja", "liền", "μαζί") says it only
# beside a credential word: people do things together ("Passwort: machen wir zusammen"), so the words told before it
# need a clear "no spaces".
NO_SPACES = re.compile(
    r"(?i)(?:without|no)\s+spaces?|all\s+(?:in\s+)?one\s+word|written\s+together|zusammen\w*|ohne\s+leerzeichen"
    r"|sans\s+espaces?|tout\s+attaché|attach[ée]s|sin\s+espacios?|todo\s+junto|juntas?|sem\s+espaços?|tudo\s+junto"
    r"|senza\s+spazi|tutto\s+attaccato|attaccat[eio]|zonder\s+spaties|aaneen|utan\s+mellanslag|ihop|uden\s+mellemrum"
    r"|uten\s+mellomrom|ilman\s+välilyönte\w*|yhteen|bez\s+spacji|razem|bez\s+mezer|dohromady|без\s+пробел\w*|слитно"
    r"|разом|boşluk\s+yok|boşluksuz|bitişik|boşluqsuz|χωρίς\s+κενά|fără\s+spați\w*|împreună|szóköz\s+nélkül|egybe"
    r"|tanpa\s+spasi|digabung|tanpa\s+jarak|không\s+(?:có\s+)?(?:dấu\s+cách|khoảng\s+trắng)|viết\s+liền|walang\s+space"
    r"|bila\s+nafasi|bila\s+kuachana|a\s+haɗe|haɗe|láìsí\s+àlàfo|na-?ejikọ|ngaphandle\s+kwezikhala"
    r"|بدون\s+(?:مسافات?|فراغ|فاصله|فاصلة)|متصلة?|ללא\s+רווחים|בלי\s+רווחים|बिना\s+(?:स्पेस|space|रिक्त\s+स्थान)|একসাথে"
    r"|ไม่มี(?:ช่อง)?เว้นวรรค|ติดกัน|スペースなし|空白なし|続けて|不带空格|没有空格|连在一起|连着写|띄어쓰기\s?없이|붙여서"
    r"|(?P<loose>all\s+together|together|joined|one\s+word|attach[ée]|collés?|en\s+un\s+mot|juntos?|aan\s+elkaar"
    r"|i\s+ét\s+ord|birleşik|μαζί|legat|liền|pamoja|dee\s+ya\s+dịka|jikọta|سرهم|מחובר|एक\s+साथ|মিলিয়ে|连写)")
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
# A rule or a request in the line: how passwords must be, or who to ask ("must be lowercase, no spaces").
_RULE_OR_ASK = re.compile(
    r"(?i)(?<![^\W\d_])(?:must|should|muss|müssen|sollte|doit|doivent|debe|deben|deve|devono|moet|moeten|måste|skal|pitää"
    r"|musi|muszą|должен|должны|olmalı|harus|phải|lazima|lowercase|uppercase|klein\w*|gro(?:ß|ss)\w*|minúscul\w*"
    r"|mayúscul\w*|ask|frag\w*|demande\w*|pregunt\w*|chied\w*|vraag|спрос\w*|sor|tanya|hỏi|uliza|see|siehe|voir|ver"
    r"|vedi|zie|policy|rule|regel|règle|regla|regra|format|example|beispiel|exemple|ejemplo)(?![^\W\d_])")
# The same rule said with a modal anywhere in the line, for the values read near the phrase.
_POLICY = re.compile(r"(?i)must|should|muss|soll|doit|doivent|debe|deve|dovrebbe|moet|musi|powinn\w*|должен|должна|"
                     r"olmalı|gerek|يجب|باید|צריך|必须|必須|해야|phải|harus|lazima|policy|richtlinie|règle|regla|rule")
_AFTER_PHRASE = re.compile(r"[ \t]*[,:：=\-–—]?[ \t]*(?:[^\W\d_]{1,12}[ \t]+){0,4}?[:：][ \t]*(?P<v>[^\s,.;()。،]{6,40})")
_VALUE = re.compile(r"[:：][ \t]*(?P<v>[^\n:：]{3,80}?)[ \t,.;(]*$")
# A count of words before the words themselves ("three words:", "iki kelime:", "سه کلمه است:", "okwu abụọ:").
_COUNTED = re.compile(r"(?i)(?<![^\W\d_])(?:words|wörter|worte|mots|palabras|palavras|parole|woorden|ord|słowa|slova|"
                      r"слова|слов|kelime|كلمات|کلمه|מילים|từ|kata|maneno|okwu|kalmomi|amagama|erayo|sanaa)(?![^\W\d_])"
                      r"|単語|单词|단어")
_CAMEL = re.compile(r"(?<![\w])(?=\w*[a-z][A-Z])[A-Za-z]\w{7,39}(?!\w)")
_QUOTED = re.compile(r"['\"‘’“”«»「『](?P<v>[^'\"‘’“”«»」』\n]{3,40})['\"‘’“”«»」』]")
_JOINED_FORM = re.compile(r"[ \t]*(?:[:：,=]|→|->|=>)?[ \t]*(?P<v>[^\s,.;()。،]{4,40})")


def spaceless_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """("password", span) of each password told as words to be typed together."""
    for phrase in NO_SPACES.finditer(shown):
        line_start = shown.rfind("\n", 0, phrase.start()) + 1
        line_end = (shown.find("\n", phrase.end()) + 1 or len(shown) + 1) - 1
        if phrase.group("loose") is None:
            yield from _told_before(shown, phrase, line_start)
        yield from _told_near(shown, phrase, line_start, line_end)


def _told_before(shown: str, phrase: re.Match[str], line_start: int) -> Iterator[tuple[str, tuple[int, int]]]:
    """Under a password word in the line: the words after the last colon, a long word, or a joined word after."""
    before = shown[line_start:phrase.start()]
    if not _cued(before) or _RULE_OR_ASK.search(before):
        return
    for pattern in (_WORDS_AFTER_COLON, _LONG_BEFORE):
        value = pattern.search(before)
        if value is not None and not _PASSWORDISH.search(value.group("v")) and not _COUNT_TALK.search(value.group("v")):
            yield "password", (line_start + value.start("v"), line_start + value.end("v"))
            break
    after = _JOINED_AFTER.match(shown, phrase.end())
    if after is not None:
        yield "password", after.span("v")


def _told_near(shown: str, phrase: re.Match[str], line_start: int, line_end: int
               ) -> Iterator[tuple[str, tuple[int, int]]]:
    """Under any credential word within 120 characters: a labelled value after, a CamelCase, counted or quoted value
    before, and the told words written joined after."""
    before = shown[max(line_start, phrase.start() - 120):phrase.start()]
    cue = credential_word(before)
    if not cue or _POLICY.search(shown, line_start, line_end) or OTHER.search(before):
        return
    after = _AFTER_PHRASE.match(shown, phrase.end(), line_end)
    if after:
        yield "password", after.span("v")
        return
    told = before[cue.end():]
    offset = phrase.start() - len(before) + cue.end()
    value = _CAMEL.search(told) or _COUNTED.search(before) and _VALUE.search(told) or _QUOTED.search(told)
    if value and _COUNTED.search(value.group()):
        return   # "use three words together": the count is the whole of it
    if value:
        group = "v" if "v" in value.re.groupindex else 0
        yield "password", (offset + value.start(group), offset + value.end(group))
    joined = _JOINED_FORM.match(shown, phrase.end(), line_end)   # the told words written joined after the phrase
    if joined and _joins_words(_letters(joined.group("v")), told):
        yield "password", joined.span("v")


def _joins_words(glued: str, told: str) -> bool:
    """Whether `glued` is two or more consecutive words of `told` written together ("kopi susu gula aren")."""
    words = [_letters(word) for word in re.findall(r"[^\W_]+", told)]
    return len(glued) >= 4 and any("".join(words[i:j]) == glued
                                   for i in range(len(words)) for j in range(i + 2, min(len(words), i + 8) + 1))


def _letters(text: str) -> str:
    return "".join(c for c in text.lower() if c.isalnum())


def _cued(before: str) -> bool:
    """A password word in the line before the phrase."""
    if _PASSWORDISH.search(before):
        return True
    return may_have_cue(before) and any(m.lastgroup in ("pw", "tail", "cjk") for m in CUE.finditer(before))
