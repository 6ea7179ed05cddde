"""A former home's door code: the code of a house or flat the text says was left behind opens nothing of the writer's.

"door code at our old house was 4471", "the previous flat's keypad code: 2580", "Türcode der alten Wohnung 4471",
"code de l'ancien appartement : 4471", "el código del portal del piso anterior era 1590", "before we moved the gate
code was 1234": the home is a former one, so the code (a door's, a gate's, a keypad's, an alarm's, a building's) is
stale. Read: in one sentence, a former-home phrase ("old" with a home noun — "old" alone is weak: "the old code" is a
change, left to `secret_public_stale`; "former", "previous", "ex-" with a home or a building; "before we moved", "where
we used to live", "wo wir früher gewohnt haben", "avant de déménager", "antes de mudarnos") and a code word, then the
first 4-8 digit value after the code word. Not read: a sentence that says the home is still used or still works
("still", "noch", "encore", "todavía", "ainda"), that names a new one ("new", "now", "current"), or that keeps the
value from others, nor one whose code opens a phone or a card or takes the home's number ("his old house number
twice"). Blanked by `secret_public.mask` (through `secret_public_stale`), so the learned stage's value gate
does not read it either. Every pattern is bounded and linear.
"""

from __future__ import annotations

import re
from typing import Iterator

from .secret_public_words import _re, lower1, may_match, sentences

_HOME = (r"house|home|flat|apartment|apt|place|condo|unit|wohnung|haus|appart(?:ement)?|maison|logement|casa|piso"
         r"|departamento|apartamento|appartamento|huis|woning|flat|mieszkani\w*|domu?|ev|daire|квартир\w*|дом\w*")
_FORMER_ONLY = (r"former|previous|ex-?|frühere[nmrs]?|ehemalige[nmrs]?|vorherige[nmrs]?|ancien(?:ne)?|antigu[oa]|anterior"
                r"|precedente|vorige|vroegere|poprzedni\w*|önceki|прежн\w*|бывш\w*|предыдущ\w*")
_OLD = r"old|alte[nmrs]?|vieux|vieil(?:le)?|viej[oa]|vecchi[oa]|oude|stare?go|starym|stary|eski|стар\w*"
# A home left behind: "our old house", "the previous flat", "before we moved", "wo wir früher gewohnt haben".
_FORMER_HOME = _re(
    rf"(?i)(?<![^\W\d_])(?:(?:{_OLD}|{_FORMER_ONLY})[\s\-]+(?:[^\W\d_]+\s+)?(?:{_HOME})|(?:{_FORMER_ONLY})[\s\-]+(?:building"
    rf"|office|gebäude|immeuble|edificio|prédio)|(?:{_HOME})\s+(?:anterior|precedente|antigu[oa]|viej[oa]|vecchi[oa])"
    r"|before\s+(?:we|i)\s+moved|(?:where|when)\s+(?:we|i)\s+used\s+to\s+live|(?:we|i)\s+moved\s+out|since\s+we\s+moved"
    r"|bevor\s+wir\s+umgezogen|wo\s+wir\s+früher\s+gewohnt|avant\s+(?:de\s+|qu['’]on\s+)?déménag\w*|antes\s+de\s+mudarnos"
    r"|antes\s+de\s+(?:la\s+)?mudanza|prima\s+del\s+trasloco|voor\s+de\s+verhuizing|przed\s+przeprowadzką)(?![^\W\d_])")
_CODE_WORD = _re(
    r"(?i)(?<![^\W\d_])(?:code|codes|pin|combination|combo|keypad|digicode|türcode|torcode|haustürcode|code\s+d['’]entrée"
    r"|c[óo]digo|codice|kod|kode|código\s+del\s+portal|код\w*)(?![^\W\d_])")
# The home still in use, a new code, or the value kept from others: not stale.
_STILL = _re(
    r"(?i)(?<![^\W\d_])(?:still|now|new|current|currently|noch|neue[nmrs]?|jetzt|aktuell\w*|encore|nouveau|nouvelle"
    r"|actuel\w*|todavía|aún|nuev[oa]|ahora|actual|ainda|nov[oa]|agora|ancora|nuov[oa]|adesso|nog|nieuwe?|nu|wciąż"
    r"|nowy|teraz|hâlâ|yeni|ещё|еще|нов\w*|теперь|don['’]?t\s+share|secret|private)(?![^\W\d_])")
# The code opens a device or a card, or the home only lends its number ("PIN is his old house number twice"): not a
# home's door code.
_NOT_DOOR = _re(
    r"(?i)(?<![^\W\d_])(?:phone|mobile|cell|tablet|ipad|laptop|computer|card|atm|bank|handy|karte|téléphone|portable"
    r"|carte|teléfono|celular|tarjeta|cartão|telefono|telefoon|telefon|kart|телефон\w*|карт\w*|(?:house|home)\s+number"
    r"|hausnummer|numéro\s+de\s+maison|número\s+de\s+casa)(?![^\W\d_])")
_VALUE = re.compile(r"[^\d\n]{0,40}?(?<![\d\-])(?P<v>\d(?:[ \-]?\d){3,7})(?![\d\-])")


def former_home_spans(text: str) -> Iterator[tuple[int, int]]:
    """The code value in each sentence that names a former home and a code word and says nothing still holds."""
    if not may_match(_FORMER_HOME, lower1(text)):
        return
    for low, high in sentences(text):
        if (_FORMER_HOME.search(text, low, high) is None or _STILL.search(text, low, high) is not None
                or _NOT_DOOR.search(text, low, high) is not None):
            continue
        word = _CODE_WORD.search(text, low, high)
        value = _VALUE.match(text, word.end(), high) if word is not None else None
        if value is not None:
            yield value.span("v")
