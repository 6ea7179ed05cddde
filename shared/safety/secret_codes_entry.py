"""Short entry-phone codes: a building's intercom code of a few digits and a letter, a star or a hash, then the key.

"codul de la interfon la bloc: 27C apoi cheia", "Kod do domofonu: 27K potem klucz", "intercom code 27C then the
bell", "Код домофона 27К, потом ключ", "digicode 27C puis la clé": an entry-phone word earlier in the clause, a value
of one to four digits with a letter, star or hash (or three to four digits), then "then the key / bell / hash / OK"
in the clause's language. With a code word and a colon before it, the value needs no key after it ("Kod do
domofonu: 27K"). A flat or floor said as such ("apartment 27, then the key", "etajul 27C"), a time or a price give
none.
"""

from __future__ import annotations

import re
from typing import Iterator

from .secret_digits import counting

_ENTRY = re.compile(
    r"(?i)(?<![^\W\d_])(?:interfon\w*|interphone\w*|intercom\w*|buzzer|entry\s?phone|door\s?phone|door\s+entry|interkom\w*|digicode\w*|domofon\w*|домофон\w*"
    r"|citofon\w*|videocitofon\w*|portero|porteiro|interfone|gegensprech\w*|klingel\w*|parlofoon|deurtelefoon"
    r"|porttelefon|dørtelefon|ovipuhelin\w*|kaputelefon\w*|kapukód\w*|diafon\w*|θυροτηλ[εέ]φ[ωώ]ν\w*"
    r"|interfonu\w*|kapı\s+telefon\w*|зумер\w*|אינטרקום|انترکام|اینترکام|الانتركم|इंटरकॉम|интерфон\w*)(?![^\W\d_])"
    r"|インターホン|オートロック|인터폰|공동현관|门禁|對講機|对讲机")
_CODE_WORD = re.compile(r"(?i)(?<![^\W\d_])(?:cod\w*|kod\w*|code|digicode|código|codice|kód\w*|koodi\w*|код\w*|κωδικ\w*)"
                        r"(?![^\W\d_])|קוד|کد|كود|コード|暗証|번호|密码|密碼")
# The end of a label: a colon or equals sign, a copula, or the code word itself.
_LABEL_END = re.compile(r"(?i)(?:[:：=]|(?<![^\W\d_])(?:e|este|is|ist|est|es|è|é|jest|to|je|это|є|—|cod\w*|kod\w*|code"
                        r"|digicode|código|codice|kód\w*|код\w*))\s*$")
# A flat's number, the key, then the code: "ap. 27, cheie, 4411", "27 + cheie + 4411", "27 klucz 4411".
_FLAT_KEY_CODE = re.compile(
    r"(?i)(?<![\w.,])\d{1,4}[A-Za-z]?\s*[,+]?\s*(?:(?:apoi|apeși|apesi|then|potem|dann|puis|luego|poi|затем|потом)\s+)?"
    r"(?:(?:the|la|le|el|il|die|pe)\s+)?(?:cheie|cheia|cheii|klucz\w*|key|schlüssel|clé|llave|chiave|ключ\w*|kulcs"
    r"|anahtar|🔑)\s*[,+]?\s*(?:(?:apoi|then|potem|dann|puis|luego|poi|затем|потом)\s+)?"
    r"(?P<v>\d{3,6})(?![\w.,:\-]\d|\w)")
# The value: digits with one letter before or after, digits with a star or hash, or three or four digits alone.
_VALUE = re.compile(r"(?<![\w.,/+\-#*])(?P<v>\d{1,4}[A-Za-zА-Яа-я](?P<k>[#*🔑])?(?!\w)|[A-Za-zА-Яа-я]\d{1,4}(?!\w)"
                    r"|[#*]?\d{1,4}(?P<h>[#*])|\d{3,4}(?!\w))(?![.,:]\d)")
# "Then" words; a plain "and" ("i", "et", "și") only before one of them ("și apoi", "y luego", "i potem").
_THEN = (r"then|next|followed\s+by|dann|danach|puis|ensuite|luego|después|poi|dopo|depois|daarna|dan|sedan"
         r"|deretter|så|sitten|potem|następnie|pak|potom|aztán|majd|apoi|затем|потом|після|потім|sonra|ardından"
         r"|μετά|ואז|ثم|फिर|그\s?다음|然后|然後")
_AND = r"and|und|et|y|e|en|och|og|ja|i|a|és|și|si|şi|и|і|ve|και|و"
_PRESS = (r"press|hit|push|drück\w*|appuie\w*(?:\s+sur)?|pulsa\w*|premi\w*|aperte|druk\w*(?:\s+op)?|tryck\w*(?:\s+på)?"
          r"|naciśnij|wciśnij|нажм\w*|натисн\w*|bas\w*|apeș\w*|apas\w*|stisk\w*|nyomd?\w*|paina")
_KEY = (r"key|keys|bell|button|enter|ok|hash|pound|star|cheia|cheie|tasta\w*|clopoțel\w*|clopotel\w*|sonerie|soneria"
        r"|klucz\w*|dzwon\w*|przycisk|schlüssel\w*|glocke|klingel\w*|taste|clé|cloche|sonnette|touche|llave|campana"
        r"|timbre|botón|chiave|campanello|tasto|chave|campainha|botão|tecla|sleutel|bel|knop|nyckel\w*|klocka\w*"
        r"|knapp\w*|nøgle\w*|nøkkel\w*|klokke\w*|avain\w*|kello\w*|painike\w*|ключ\w*|колокол\w*|звон\w*|кнопк\w*"
        r"|дзвін\w*|дзвоник\w*|anahtar\w*|zil\w*|tuş\w*|klíč\w*|zvon\w*|tlačítk\w*|kľúč\w*|ključ\w*|zvonc\w*|kulcs\w*"
        r"|csengő\w*|gomb\w*|κλειδ\w*|κουδούν\w*|πλήκτρο|מפתח|פעמון|مفتاح|جرس|کلید|زنگ|चाबी|घंटी|열쇠|키|벨|鍵|钥匙|铃|鈴"
        r"|[#*🔑🔔]")
# A verb of keying after the value ("27C eingeben, dann Glocke", "27C tastezi, apoi cheia").
_KEYED = (r"eingeben|eintippen|tippen|drücken|wählen|taper|tapez|composer|digitare|digita|marcar|marca|teclear"
          r"|tastezi|tastează|formezi|wpisz|wpisać|wcisnąć|набрать|набери|ввести|yaz|gir|intoetsen|invoeren")
_TAIL = re.compile(rf"(?i)(?:\s+(?:{_KEYED}))?(?:\s*[,;]?\s*(?:(?:{_AND})\s+)?(?:{_THEN})\s+|\s*\+\s*|\s+(?=\S+\s*(?:$|[.,;!])))(?:(?:{_PRESS})\s+(?:pe\s+|on\s+|na\s+"
                   rf"|auf\s+|sur\s+|su\s+|op\s+|på\s+)?)?(?:the\s+|die\s+|den\s+|la\s+|le\s+|el\s+|il\s+"
                   rf"|a\s+|o\s+|de\s+|het\s+|на\s+|το\s+|τον\s+|την\s+|τη\s+)?(?:{_KEY})(?![^\W\d_])")
# What the value may be instead of a code: a flat, floor, staircase or building number, a time or a price.
_NOT_CODE = re.compile(
    r"(?i)(?<![^\W\d_])(?:apartment|apt|flat|floor|room|suite|unit|apartament\w*|ap|etaj\w*|scara|scară"
    r"|mieszkani\w*|lokal\w*|piętr\w*|klatk\w*|appartement|étage|escalier|bâtiment|piso|planta|puerta|appartamento"
    r"|piano|interno|scala|andar|wohnung|stock|etage|квартир\w*|этаж\w*|подъезд\w*|daire|kat|blok|byt|patro|lakás"
    r"|emelet|at|um|à|alle|às|las|в|у|w|in|im|în|dans|na|saat|pod|du|for|für|pour|per|para)\s*[:#№.]?\s*$"
    r"|(?<![^\W\d_])(?:bloc|blocul|blok|block|bina|building)\s+$")


def _labelled(before: str, value: str) -> bool:
    """A code word ending the label, or before its colon or copula, and a value of three characters or more that is
    not digits alone ("Kod do domofonu: 27K", "Codul de la interfon e C27", "Interfon: cod 27C")."""
    return len(value) >= 3 and not value.isdigit() and _CODE_WORD.search(before) is not None \
        and _LABEL_END.search(before) is not None


def _after_key(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """The code keyed after a flat's number and the key: "Interfon: ap. 27, cheie, 4411", "27 + cheie + 4411"."""
    for match in _FLAT_KEY_CODE.finditer(shown):
        low = max(0, match.start() - 60)
        if _ENTRY.search(shown, low, match.start()) and not counting(match.group("v")):
            yield "pin", match.span("v")


def entry_code_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """("pin", span) of each short entry-phone code keyed before a key or bell, or after a code word's colon."""
    if not _ENTRY.search(shown):
        return
    yield from _after_key(shown)
    for match in _VALUE.finditer(shown):
        start, end = match.span("v")
        low = max(0, start - 90, *(m.end() for m in re.finditer(r"[.!?\n]\s", shown[:start])))
        before = shown[low:start]
        if not _ENTRY.search(before) or _NOT_CODE.search(before):
            continue
        closed = re.match(r"\s*(?:$|[.!;\n]|[,;]?\s*(?:" + _THEN + "|" + _AND + r")\b)", shown[end:]) is not None
        if match.group("k") or match.group("h") or _TAIL.match(shown, end) \
                or (closed and _labelled(before, match.group("v"))):
            yield "pin", (start, end)
