"""Passwords described in words: spelled letter by letter, or a phone's unlock pattern (words to be joined: secret_spaceless.py).

An unlock pattern is read as dots joined by dashes ("pattern 1-4-7-8-9"), or in words after a pattern word with an
unlocking word: a letter it draws ("an L", "una Z", "一个Z", "Z字", "буквой Г") with a grid place to start or go
("from the top left", "sol üstten", "من تحت"), or a path of three or more places ("oben links, oben rechts, Mitte",
"从左上角 … 右下角"). A letter with no place ("an L shape": too many patterns fit), a pattern set with no shape or
path ("set a pattern lock"), knitting, sewing, hair or game patterns, and a wallpaper's pattern with no unlocking word
give none.
"""

from __future__ import annotations

import re
from typing import Iterator

from .secret_note_words import credential_word

_SPELLED = re.compile(r"(?<![\w\-.])[^\W\d_](?:[\-.·][^\W\d_]){5,}(?![\w\-])")
_PATTERN = re.compile(
    r"(?i)графическ\w+\s+ключ\w*|ключ-рисун\w*|pattern|entsperrmuster|muster|schéma|patrón|padrão|sequenza|segno|"
    r"wzór|wzor|desen\w*|patroon|mönster|mønster|kuvio|minta|model\s+de\s+deblocare|графічн\w+\s+ключ\w*|الگو|نمط|"
    r"דפוס|पैटर्न|パターン|图案|圖案|패턴|hình\s+mở\s+khóa|mã\s+mở\s+khóa|mẫu\s+hình|pola\s+kunci|corak|mchoro")
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


# Pattern words that mean a lock's pattern, so a device word in their line is enough ("スマホのパターン").
_SPECIFIC = re.compile(r"(?i)графі?ч|ключ|entsperr|hình|パターン")


def _pattern_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    for word in _PATTERN.finditer(shown):
        run = _PATTERN_RUN.search(shown, word.end(), min(len(shown), word.end() + 100))
        line_start = shown.rfind("\n", 0, word.start()) + 1
        line_end = (shown.find("\n", word.end()) + 1 or len(shown) + 1) - 1
        generic = not _SPECIFIC.match(word.group())
        if not run or "\n" in shown[word.end():run.start()] or _GAME.search(shown, line_start, line_end) \
                or generic and not _DEVICE.search(shown, line_start, line_end):
            continue   # "phone" is no other sort of number here: the pattern is the phone's own
        yield "unlock pattern", run.span()


# Unlocking or locking words that make a pattern a phone's lock.
_UNLOCKING = re.compile(
    r"(?i)unlock|lock|entsperr|sperr|déverrouill|deverrouill|verrouill|desbloque|bloqueo|sblocc|blocco|desbloquei"
    r"|bloquei|ontgrendel|vergrendel|odblok|blokad|разблок|блокир|розблок|графічн|графическ|kilit|kilid|mở\s+khóa"
    r"|kunci|فتح|लॉक|解锁|解鎖|锁屏|鎖屏|手势|手勢|ロック|잠금|נעילה|قفل")
# A letter the pattern draws: after an article, "letter" or a drawing verb, or glued to a shape word.
_LETTER_SHAPE = re.compile(
    r"(?<![^\W\d_])(?:(?i:an?|the|una?|ein(?:e|en)?|le|la|un|une|uma?|een|bir|letter|letra|lettre|buchstaben?|lettera"
    r"|буква|букву|буквой|буквы|literę|litera|draw|draws|drawing|zeichne\w*|dibuj\w*|dessine\w*|حرف|chữ)\s+)[A-ZА-Я]"
    r"(?![^\W\d_])|(?:一个|一個|个|個|画|畫|描)\s?[A-Z](?![A-Za-z])|(?<![A-Za-z])[A-Z]\s?(?:字|形|型|の形|모양|자\s?모양)"
    r"|(?<![^\W\d_])[A-Z][\s-](?i:shape\w*|form\w*|förmig\w*|harfi\w*|जैसा)(?![^\W\d_])"
    r"|(?:^|[:：]|(?<![^\W\d_])(?i:is|ist|es|est|è|é|это))\s*(?P<bare>[A-Z])(?=\s*(?:$|[,.;!)—–-]))"
    r"|(?:是|は|은|는)\s?(?P<glued>[A-Z])(?![A-Za-z])"
    r"|(?<![^\W\d_])(?i:an?|ein(?:e|en)?|un|una|uma|een|bir)\s+(?i:zig-?zag|zick-?zack|zigzague?|zigzagu?e|cross|kreuz"
    r"|croix|cruz|croce|star|stern|étoile|estrella|heart|herz|cœur|coração|corazón|triangle|dreieck|triángulo)"
    r"(?![^\W\d_])|(?:一个|一個|画|畫)\s?(?:之字|Z字|十字|三角|星|心)|ジグザグ|지그재그|зигзаг\w*|крест\w*")
# Places on a 3x3 grid and moves between them; a path names three or more.
_PLACE = re.compile(
    r"(?i)(?<![^\W\d_])(?:top|bottom|left|right|middle|cent(?:re|er)|corner|up|down|across|diagonal\w*|oben|unten|links"
    r"|rechts|mitte|ecke|runter|hoch|quer|arriba|abajo|izquierda|derecha|centro|medio|esquina|haut|bas|gauche|droite"
    r"|milieu|coin|alto|basso|sinistra|destra|cima|baixo|esquerda|direita|meio|boven|onder|midden|верх\w*|низ\w*|лев\w*"
    r"|прав\w*|центр\w*|середин\w*|угол\w*|вниз|вверх|sol|sağ|üst|alt|orta|góra|górze|dół|dole|lewo|prawo|środek"
    r"|trên|dưới|trái|phải|giữa|üst\w*|alttan|alta|sağ\w+|sol\w+|lew\w+|praw\w+|górn\w+|doln\w+|rogu|róg|embaixo|em\s+cima|فوق|تحت|يمين|اليمين|شمال|الشمال|يسار|اليسار|الوسط)(?![^\W\d_])|ऊपर|नीचे|बाएं|बाएँ|बायें|दाएं|दाएँ|दायें|बीच|左上|右上|左下|右下|中间|中間|中心|真ん中|上|下|左|右|왼쪽|오른쪽|위|아래|가운데|중앙")
_SENTENCE = re.compile(r"[.!?;\n。！？；]")
# Advice or an example between the pattern word and its shape ("should not be an L", "can be any shape, e.g. a Z").
_ADVICE = re.compile(
    r"(?i)(?<![^\W\d_])(?:should|must|can|could|may|never|not|avoid|(?<!looks\s)like|e\.g|such\s+as|example|any|sollte\w*|muss"
    r"|kann|nie|nicht|kein\w*|z\.\s?b|beispiel\w*|debe\w*|puede\w*|nunca|no|evit\w*|ejemplo|doit|peut|jamais|pas"
    r"|évite\w*|exemple|deve|pode|nunca|não|non|mai|нужно|должен|должна|можно|нельзя|не|никогда|например|olmamalı"
    r"|örneğin|asla)(?![^\W\d_])|不要|不能|别|別|应该|應該|可以|例如|比如|しない|べき|ダメ|예를|하지\s?마|안\s?돼")


def _worded_pattern_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """A pattern word with an unlocking word, then a letter it draws or a path of three places to the sentence's end."""
    for word in _PATTERN.finditer(shown):
        stop = _SENTENCE.search(shown, word.end())
        end = stop.start() if stop else len(shown)
        begin = max([m.end() for m in _SENTENCE.finditer(shown, max(0, word.start() - 80), word.start())], default=0)
        locked = _UNLOCKING.search(shown, begin, end) or _SPECIFIC.match(word.group()) and _DEVICE.search(shown, begin, end)
        if not locked or _GAME.search(shown, begin, end):
            continue
        rest = shown[word.end():end]
        places = list(_PLACE.finditer(rest))
        shape = _LETTER_SHAPE.search(rest)
        at = (shape.start("bare") if shape.group("bare") else shape.start("glued") if shape.group("glued")
              else shape.start()) if shape else -1
        first = min([m.start() for m in places[:1]] + ([at] if shape else []), default=-1)
        if first < 0 or first > 60 or _ADVICE.search(rest, 0, first) or any(c.isdigit() for c in rest[:first]):
            continue
        if shape and places or len(places) >= 3:   # a letter alone ("an L shape") leaves too many patterns open
            yield "unlock pattern", (word.end() + first, end)


def described_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """Spelled passwords and phone unlock patterns."""
    yield from _spelled_spans(shown)
    yield from _pattern_spans(shown)
    yield from _worded_pattern_spans(shown)
