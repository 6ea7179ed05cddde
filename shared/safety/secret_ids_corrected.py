"""A corrected id: the number given after a retracted one is the id too ("078-05-1120 no wait, that's the sample one,
hers is 521 44 9087", "el CUIT mío es 20-… no, ese es el de papá, el mío es 27-35111222-4", "C01X00T47 – nein
warte, die richtige ist C01X00T48").

An id's stage reads the number right after the id's name; when a correction word ("no wait", "sorry", "I mean",
"nein", "perdón", "errei", "то есть", "yani", "maksudnya", "不对", "じゃなくて" …) or a possessive ("hers is", "el mío
es", "mój to") stands between that number and another of the same shape, the second is the id the writer meant.
Words that make the second number another sort (a phone, a fee, an order) stop the reading.
"""

from __future__ import annotations

import re
from typing import Iterable, Iterator

from .normalise import fold_confusables
from .secret_natids_words import NOT_THE_ID, PERSONAL_WORDS, SERVICE_WORDS

# What lies between the retracted number and the corrected one: no digit, no line break, at most 80 characters.
_GAP = re.compile(r"[^\d\n]{1,80}")
# Correction words in ~35 languages (a whole word or phrase; scripts without spaces matched as they are).
_CORRECTION = re.compile(fold_confusables(
    r"(?i)(?<![^\W_])(?:no\s+wait|wait|sorry|oops|i\s+mean[t]?|actually|correction|scratch\s+that|my\s+bad|typo"
    r"|(?:the\s+)?(?:real|right|correct|actual|proper)\s+one|not\s+that\s+one|hers|his|mine|theirs"
    r"|nein|warte|moment|ich\s+meine|eigentlich|korrektur|falsch|richtige|echte|meine\s+ist"
    r"|attends|pardon|désolée?|je\s+veux\s+dire|en\s+fait|plutôt|le\s+bon|la\s+bonne|le\s+vrai|la\s+vraie|erreur"
    r"|espera|perd[óo]n|digo|quiero\s+decir|en\s+realidad|mejor\s+dicho|corrijo|me\s+equivoqu[ée]|el\s+(?:de\s+)?\w+\s+es\s+otro"
    r"|ese\s+es\s+el\s+de|esa\s+es\s+la\s+de|el\s+m[íi]o|la\s+m[íi]a|el\s+correcto|la\s+correcta|el\s+bueno|el\s+real"
    r"|desculp[ae]|ops|quer\s+dizer|na\s+verdade|aliás|errei|o\s+certo|a\s+certa|o\s+correto|a\s+correta|o\s+meu|a\s+minha"
    r"|aspetta|scusa|scusate|cioè|anzi|in\s+realtà|quello\s+giusto|il\s+mio|la\s+mia"
    r"|wacht|ik\s+bedoel|eigenlijk|de\s+juiste|het\s+juiste|vänta|förlåt|jag\s+menar|rättelse|unnskyld|beklager"
    r"|czekaj|przepraszam|znaczy|właściwie|poprawka|pomyłka|prawidłowy|mój\s+to|moja\s+to"
    r"|počkej|promiň|pardon|vlastně|správné|správný|bocsánat|vagyis|helyesen"
    r"|стоп|ой|извин\w*|то\s+есть|вернее|точнее|правильн\w*|мой\s+—|вибач\w*|тобто|точніше"
    r"|hayır|pardon|yani|aslında|doğrusu|düzeltme|benimki|yanlış"
    r"|bukan|eh|maaf|maksudnya|maksud\s+saya|sebenarnya|yang\s+benar|punyaku|salah"
    r"|hapana|samahani|yaani|kwa\s+kweli|sahihi\s+ni|yangu\s+ni|xin\s+lỗi|nhầm|ý\s+là|đúng\s+là|của\s+tôi\s+là"
    r"|नहीं|माफ़|माफ|मतलब|असल\s+में|सही\s+वाला|عفوا|آسف|أقصد|يعني|الصحيح|تصحيح|ببخشید|یعنی|درستش|סליחה|כלומר|בעצם|הנכון)"
    r"(?![^\W_])|不对|不對|错了|錯了|说错|說錯|应该是|應該是|正确的是|正確的是|我的是|違う|間違|じゃなくて|正しくは|訂正"
    r"|아니|잘못|정정|맞는\s*건"))


def corrected_spans(sample: str, end: int, shapes: Iterable[re.Pattern[str]]) -> Iterator[tuple[int, int]]:
    """Spans of the numbers given as corrections after the id that ends at `end`: each of one of `shapes`, after a gap
    holding a correction word or a possessive and no word that makes it a phone's, an office's or a fee's."""
    shapes = tuple(shapes)
    for _ in range(2):   # "A … no, B … sorry, C": at most two corrections in a row
        gap = _GAP.match(sample, end)
        if gap is None or NOT_THE_ID.search(gap.group(0)) or SERVICE_WORDS.search(gap.group(0)) \
                or not (_CORRECTION.search(gap.group(0)) or PERSONAL_WORDS.search(gap.group(0))):
            return
        value = next((m for shape in shapes if (m := shape.match(sample, gap.end())) is not None), None)
        if value is None:
            return
        yield value.span()
        end = value.end()
