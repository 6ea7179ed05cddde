"""A combination said as turns of a dial: "right 12, left 34, right 8", "links 32, rechts 17, links 5", "右に3・左に17・右に22".

People give a padlock's or a safe's combination as the direction to turn and the number to stop at, in any language
("droite 5", "ડાબે ૩૨", "左3圈到15"). Three to six turns count after a lock, safe or credential word in the same clause,
or when they go back and forth left and right each time, each number closing its phrase; a count ("3 Tore", "17 %")
or street directions with no lock word stay unflagged. `DIAL_CUE` (the lock and safe words) also serves
`secret_spoken`'s spoken digits. All patterns are linear.
"""

from __future__ import annotations

import re
from typing import Iterator

from .secret_lexicon import CUE

_CLAUSE_END = re.compile(r"[.!。！\n](?:\s|$)")

# A dial turn: a direction and a number ("right 12", "R 12", "left to 34", "右に3", "右转12", "droite 5", "ડાબે ૩૨").
_LEFT = (r"left|counter-?clockwise|anti-?clockwise|\bL\b|gauche|izquierda|links|sinistra|vänster|venstre|esquerda|влево"
         r"|налево|наляво|ліворуч|вліво|sola|sol|lewo|w\s+lewo|doleva|balra|vasemmalle|linksom|stânga|stanga|αριστερά"
         r"|vlevo|lijevo|levo|kiri|trái|kushoto|بائیں|چپ|يسار|שמאלה|बाएं|बाएँ|बायें|ડાબે|বামে|இடது|左|왼쪽")
_DIRECTION = (r"(?:दाएँ|दायें|बाएँ|बायें|ડાબે|જમણે|বামে|ডানে|இடது|வலது|kulia|kushoto|надясно|наляво|праворуч|ліворуч"
              r"|right|left|clockwise|counter-?clockwise|anti-?clockwise|\b[RL]\b|droite|gauche|derecha|izquierda"
              r"|rechts|links|destra|sinistra|höger|vänster|højre|venstre|direita|esquerda|вправо|влево|направо|налево"
              r"|sağa|sola|sağ|sol|prawo|lewo|w\s+prawo|w\s+lewo|doprava|doleva|jobbra|balra|oikealle|vasemmalle"
              r"|rechtsom|linksom|dreapta|stânga|stanga|δεξιά|αριστερά|vpravo|vlevo|desno|lijevo|levo|kanan|kiri"
              r"|phải|trái|دائیں|بائیں|راست|چپ|يمين|يسار|ימינה|שמאלה|दाएं|बाएं|右|左|오른쪽|왼쪽)")
# "左3圈到15", "left 3 turns to 15": a count of full turns may come before the number the dial stops at.
_TURN = (rf"{_DIRECTION}(?:\s?\d\s?(?:圈|turns?|times|回転?|바퀴|tours?|vueltas?|Umdrehungen)\s?)?"
         rf"(?:\s?(?:to|a|à|auf|に|へ|转到|转|轉|到|으로|로)?\s?)(?:\d{{1,2}})(?!\d|[^\W\d_])")
_THEN = (r"(?:then|dann|wieder|puis|luego|again|und|and|et|y|e|и|потом|затем|फिर|ફરી|পরে|sonra|ve|rồi|再|à|a\s+la|a"
         r"|to\s+the|nach|на|sang)\s")   # a connective or a "to the" before the next turn
_DIAL = re.compile(rf"(?i){_TURN}(?:\s?[,，、・/;\-→>]?\s?(?:{_THEN})*{_TURN}){{2,5}}")
_LEFT_TURN = re.compile(rf"(?i)(?<![^\W\d_])(?:{_LEFT})(?![^\W\d_])")
_ONE_TURN = re.compile(rf"(?i){_TURN}")
_COUNTED = re.compile(r"\s?(?:[%°]|\.\s?\w|[^\W\d_])")   # "3 Tore", "17 %", "5. Reihe": a count, not a stop
DIAL_CUE = re.compile(r"(?i)lock|combo|combination|padlock|safe\b|dial|locker|cadenas|candado|lucchetto|schloss"
                       r"|tresor|lås|kłódk|замок|сейф|ロッカー|ダイヤル|錠|金庫|鍵|锁|鎖|柜|保险|자물쇠|사물함|금고|kasa|kilit|sejf"
                       r"|trezor|széf|lakat|kassaskåp|pengeskab|kluis|cofre|coffre|cassaforte|caja\s+fuerte|kombina\w*|brankas"
                       r"|gembok|két|khóa|خزنة|قفل|כספת|מנעול|तिजोरी|ताला|χρηματοκιβώτιο|λουκέτο|seif|lacăt"
                       r"|cadeado|lukko|zámek|zámok|brava|ključavnic\w*|koffer|valise|suitcase|maleta|valigia|તિજોરી"
                       r"|તાળું|সিন্দুক|তালা|ตู้เซฟ|sefu|kufuli|катинар")


def _dial_named(shown: str, start: int) -> bool:
    """A lock or safe word within 40 characters before `start`, in the same clause."""
    window = shown[max(0, start - 40):start]
    ends = [m.end() for m in _CLAUSE_END.finditer(window)]
    return DIAL_CUE.search(window[ends[-1]:] if ends else window) is not None


def _turns_back(shown: str, match: re.Match[str]) -> bool:
    """Whether the dial's turns go back and forth, left and right in turn ("links 32, rechts 17, links 5"), each
    number closing its phrase (no "3 Tore", "17 %", "5. Reihe")."""
    turns = list(_ONE_TURN.finditer(shown, match.start(), match.end()))
    sides = [_LEFT_TURN.match(shown, turn.start()) is not None for turn in turns]
    return len(turns) >= 3 and all(a != b for a, b in zip(sides, sides[1:])) \
        and not _COUNTED.match(shown, match.end())


def dial_turn_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """A dial turned left and right to numbers after a lock or safe word, or going back and forth three times."""
    for match in _DIAL.finditer(shown):
        if _dial_named(shown, match.start()) or CUE.search(shown, max(0, match.start() - 40), match.start()) \
                or _turns_back(shown, match):
            yield "lock combination", match.span()
