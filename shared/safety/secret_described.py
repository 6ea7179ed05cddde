"""Passwords described in words: spelled letter by letter, or a phone's unlock pattern (words to be joined: secret_spaceless.py)."""

from __future__ import annotations

import re
from typing import Iterator

from .secret_note_words import credential_word

_SPELLED = re.compile(r"(?<![\w\-.])[^\W\d_](?:[\-.·][^\W\d_]){5,}(?![\w\-])")
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
    """Spelled passwords and phone unlock patterns."""
    yield from _spelled_spans(shown)
    yield from _pattern_spans(shown)
