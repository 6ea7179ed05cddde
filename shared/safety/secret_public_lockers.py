"""A locker's, room's or seat's own number, marked as a number ("#147", "No. 12", "number 3319", "Nr. 8"), is where the
thing is, not what opens it: blanked before the rules read a text; a place phrase may stand before the copula
("Sofi's locker at school is number 2718").

"My gym locker is #147, next to the sauna" and "my gym locker is #214, the combo lock itself is in my bag" name a
locker by its number; the code that opens it has no such mark ("locker code: 1-9-4-4" is read as a code). Only the
number is blanked, and only where nothing but a copula (a place phrase before it) or a colon stands between the
place word and the mark.
"""

from __future__ import annotations

import re
from typing import Iterator

# A place with a number of its own, in ~30 languages.
_PLACE = (r"lockers?|room|box|cubby|cubicle|slot|bay|spot|seat|platform|cabin|berth|desk|bed|stall|pew|row|mailbox"
          r"|schließfach|schliessfach|spind|zimmer|platz|sitzplatz|casillero|taquilla|habitación|asiento|casier|chambre"
          r"|siège|place|armadietto|camera|stanza|posto|kluisje|kamer|stoel|skåp|rum|plats|kaappi|huone|paikka"
          r"|szafk[ai]"
          r"|pokój|pokoju|miejsce|skříňk[ay]|skrinka|pokoj|dolap|oda|koltuk|шкафчик\w*|комнат\w*|мест\w*|ячейк\w*"
          r"|kabati|chumba|loker|kamar|kursi|tủ|phòng|ghế|לוקר|חדר|מושב|خزانة|غرفة|مقعد|کمد|اتاق|लॉकर|कमरा|सीट"
          r"|লকার|রুম")
_COPULA = r"(?:is|ist|est|es|è|é|är|er|on|je|jest|это|olan|adalah|là|ni|הוא|هو|है|হল)"
_MARK = (r"(?:#|№|n°|nº|no\.?|nr\.?|number|nummer|numéro|número|numero|numer|číslo|numarası|numara|номер|nomor|số"
         r"|namba|מספר|رقم|شماره|नंबर|নম্বর)")
# Where the place is, between it and its copula: "locker at school is", "Spind in der Schule ist", "casier au gymnase est".
_WHERE = (r"(?:[ \t]+(?:at|in|on|im|in\s+der|an\s+der|au|à|à\s+la|en|en\s+el|na|no|w|we|в|на|di|sa|ở|katika|kwenye)"
          r"[ \t]+(?:the[ \t]+|der[ \t]+|l'|la[ \t]+|el[ \t]+)?(?!code|combo|combination|pin|kod|código|код)[^\W\d_]+"
          rf"[ \t]+(?={_COPULA}(?![^\W\d_])))?")
_ARTICLE = r"(?:(?:the|le|la|el|o|a|der|die|das)[ \t]+)?"
_NUMBERED = re.compile(
    rf"(?i)(?<![^\W\d_])(?:{_PLACE})(?![^\W\d_]){_WHERE}[ \t]*(?:{_COPULA}(?![^\W\d_])[ \t]*{_ARTICLE}|[:=][ \t]*)?"
    rf"{_MARK}[ \t]*"
    rf"(?:{_COPULA}(?![^\W\d_])[ \t]*|[:=][ \t]*)?(?P<v>[A-Z]?\d{{1,5}}[A-Z]?)(?![\w\-/]|[.,]\d)")


def locker_number_spans(text: str) -> Iterator[tuple[int, int]]:
    """The spans of place numbers marked as numbers in `text`."""
    if "#" in text or "№" in text or any(c.isdigit() for c in text):
        yield from (m.span("v") for m in _NUMBERED.finditer(text))
