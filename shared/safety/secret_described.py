"""Passwords described in words: spelled letter by letter, words to be joined ("no spaces", "tutto attaccato"), an unlock pattern."""

from __future__ import annotations

import re
from typing import Iterator

from .secret_note_words import OTHER, credential_word

_SPELLED = re.compile(r"(?<![\w\-.])[^\W\d_](?:[\-.·][^\W\d_]){5,}(?![\w\-])")
# Words that say the parts are written together, in ~35 languages.
_JOINED = re.compile(
    r"(?i)no\s+spaces?|without\s+spaces?|all\s+together|together|joined|one\s+word|ohne\s+leerzeichen|zusammen\w*|"
    r"sans\s+espaces?|attach[ée]s?|collés?|en\s+un\s+mot|sin\s+espacios?|todo\s+junto|juntas?|juntos?|sem\s+espaços?|"
    r"tudo\s+junto|senza\s+spazi|tutto\s+attaccato|attaccat[oie]|zonder\s+spaties|aan\s+elkaar|utan\s+mellanslag|"
    r"ihop|uden\s+mellemrum|i\s+ét\s+ord|uten\s+mellomrom|bez\s+spacji|razem|bez\s+mezer|dohromady|слитно|без\s+пробел\w*|"
    r"разом|boşluk\s+yok|boşluksuz|bitişik|birleşik|بدون\s+فاصله|بدون\s+فاصلة|بدون\s+مسافات?|متصل(?:ة)?|سرهم|"
    r"ללא\s+רווחים|מחובר|a\s+haɗe|haɗe|dee\s+ya\s+dịka|jikọta|ngaphandle\s+kwezikhala|bila\s+nafasi|pamoja|"
    r"tanpa\s+spasi|digabung|tanpa\s+jarak|không\s+dấu\s+cách|viết\s+liền|liền|ไม่มีเว้นวรรค|ติดกัน|"
    r"बिना\s+स्पेस|एक\s+साथ|মিলিয়ে|붙여서|띄어쓰기\s+없이|スペースなし|続けて|连在一起|不带空格|连写|ilman\s+välilyönte\w*|"
    r"yhteen|szóköz\s+nélkül|egybe|fără\s+spații|legat|χωρίς\s+κενά|μαζί")
_POLICY = re.compile(r"(?i)must|should|muss|soll|doit|doivent|debe|deve|dovrebbe|moet|musi|powinn\w*|должен|должна|"
                     r"olmalı|gerek|يجب|باید|צריך|必须|必須|해야|phải|harus|lazima|policy|richtlinie|règle|regla|rule")
_AFTER_JOINER = re.compile(r"[ \t]*[,:：=\-–—]?[ \t]*(?:[^\W\d_]{1,12}[ \t]+){0,4}?[:：][ \t]*(?P<v>[^\s,.;()。،]{6,40})")
_VALUE = re.compile(r"[:：][ \t]*(?P<v>[^\n:：]{3,80}?)[ \t,.;(]*$")
# A count of words before the words themselves ("three words:", "iki kelime:", "سه کلمه است:", "okwu abụọ:").
_COUNTED = re.compile(r"(?i)(?<![^\W\d_])(?:words|wörter|worte|mots|palabras|palavras|parole|woorden|ord|słowa|slova|"
                      r"слова|слов|kelime|كلمات|کلمه|מילים|từ|kata|maneno|okwu|kalmomi|amagama|erayo|sanaa)(?![^\W\d_])"
                      r"|単語|单词|단어")
_CAMEL = re.compile(r"(?<![\w])(?=\w*[a-z][A-Z])[A-Za-z]\w{7,39}(?!\w)")
_PATTERN = re.compile(
    r"(?i)графическ\w+\s+ключ\w*|ключ-рисун\w*|pattern|entsperrmuster|muster|schéma|patrón|padrão|sequenza|segno|"
    r"wzór|wzor|desen\w*|patroon|mönster|mønster|kuvio|minta|model\s+de\s+deblocare|графічн\w+\s+ключ\w*|الگو|نمط|"
    r"דפוס|パターン|图案|圖案|패턴|hình\s+mở\s+khóa|mẫu\s+hình|pola\s+kunci|corak|mchoro")
_PATTERN_RUN = re.compile(r"(?<![\d.,/:])[1-9](?:[ \t]?(?:-|–|→|->|>|,)[ \t]?[1-9]){3,8}(?!\d|[.,/:]\d)")


def _spelled_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    for match in _SPELLED.finditer(shown):
        line_start = shown.rfind("\n", 0, match.start()) + 1
        if credential_word(shown[max(line_start, match.start() - 80):match.start()]):
            yield "spelled password", match.span()


def _joined_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    for joiner in _JOINED.finditer(shown):
        line_start = shown.rfind("\n", 0, joiner.start()) + 1
        line_end = (shown.find("\n", joiner.end()) + 1 or len(shown) + 1) - 1
        before = shown[max(line_start, joiner.start() - 120):joiner.start()]
        cue = credential_word(before)
        if not cue or _POLICY.search(shown, line_start, line_end) or OTHER.search(before):
            continue
        after = _AFTER_JOINER.match(shown, joiner.end(), line_end)
        if after:
            yield "password described", after.span("v")
            continue
        told = before[cue.end():]
        offset = joiner.start() - len(before) + cue.end()
        value = _CAMEL.search(told) or _COUNTED.search(before) and _VALUE.search(told) or _QUOTED.search(told)
        if value and _COUNTED.search(value.group()):
            continue   # "use three words together": the count is the whole of it
        if value:
            group = "v" if "v" in value.re.groupindex else 0
            yield "password described", (offset + value.start(group), offset + value.end(group))
        joined = _JOINED_FORM.match(shown, joiner.end(), line_end)   # the told words written joined after the joiner
        if joined and _joins_words(_letters(joined.group("v")), told):
            yield "password described", joined.span("v")


def _joins_words(glued: str, told: str) -> bool:
    """Whether `glued` is two or more consecutive words of `told` written together ("kopi susu gula aren")."""
    words = [_letters(word) for word in re.findall(r"[^\W_]+", told)]
    return len(glued) >= 4 and any("".join(words[i:j]) == glued
                                   for i in range(len(words)) for j in range(i + 2, min(len(words), i + 8) + 1))


_QUOTED = re.compile(r"['\"‘’“”«»「『](?P<v>[^'\"‘’“”«»」』\n]{3,40})['\"‘’“”«»」』]")
_JOINED_FORM = re.compile(r"[ \t]*(?:[:：,=]|→|->|=>)?[ \t]*(?P<v>[^\s,.;()。،]{4,40})")


def _letters(text: str) -> str:
    return "".join(c for c in text.lower() if c.isalnum())


# Words of a phone's lock: a bare "pattern" (knitting, a game's level) needs one of them in its line.
_DEVICE = re.compile(r"(?i)unlock|entsperr\w*|déverrouill\w*|desbloque\w*|desbloquei\w*|sblocc\w*|odblok\w*|"
                     r"разблок\w*|розблок\w*|kilid\w*|phone|handy|téléphone|portable|teléfono|celular|telefone|telefono|"
                     r"telefon\w*|телефон\w*|планшет\w*|tablet\w*|smartphone|گوشی|الهاتف|جوال|휴대폰|폰|スマホ|手机|điện\s+thoại")
_GAME = re.compile(r"(?i)level|game|spiel\w*|jeu|juego|jogo|gioco|gra\b|игр\w*|oyun\w*|لعبة|بازی|게임|ゲーム|游戏|puzzle|"
                   r"knit\w*|strick\w*|tricot\w*|crochet|häkel\w*|sudoku")


def _pattern_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    for word in _PATTERN.finditer(shown):
        run = _PATTERN_RUN.search(shown, word.end(), min(len(shown), word.end() + 100))
        line_start = shown.rfind("\n", 0, word.start()) + 1
        line_end = (shown.find("\n", word.end()) + 1 or len(shown) + 1) - 1
        generic = not re.match(r"(?i)графі?ч|ключ|entsperr|hình|パターン", word.group())
        if not run or "\n" in shown[word.end():run.start()] or _GAME.search(shown, line_start, line_end) \
                or generic and not _DEVICE.search(shown, line_start, line_end):
            continue   # "phone" is no other sort of number here: the pattern is the phone's own
        yield "unlock pattern", run.span()


def described_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """Spelled passwords, passwords whose words are to be joined, and phone unlock patterns."""
    yield from _spelled_spans(shown)
    yield from _joined_spans(shown)
    yield from _pattern_spans(shown)
