"""Lock codes in ~50 languages: a lock, door, gate, intercom, garage, alarm, safe, locker, suitcase, bike or key-box
word and a code word in one clause, any filler between them and the value, the value before or after, glued to a
symbol or a word ("0607#", "*1234", "0815-Stern", "4711A") or a grammatical suffix ("7731-dir", "4571-es", "4830です").

A code word beside what it opens ("kapı şifresi site girişinde 0607#"), a combination or padlock word (then three digits
count too: "kombinasyon kilidi valiz: 347", "Zahlenschloss 613"), a verb of keying or opening beside a door ("il faut
taper 8823 au portail"), or a door or gate named as a label before its colon ("Tor zur Einfahrt vom Ferienhaus:
0815-Stern") gives the value. A number right after a number word or after the thing itself ("locker 2231", "Tor 3",
"kapı 12"), a number followed by a noun ("2400 bricks"), years, dates, times, prices, quantities, versions and other
sorts of numbers (order, flight, phone, postal, default) give none. All patterns are linear (no nested quantifiers that
can backtrack); the cue words are found in one scan of the clause.
"""

from __future__ import annotations

import re
from typing import Iterator, NamedTuple

from .normalise import digit_string as _ascii_digits   # a value's digits, any script, as ASCII
from .secret_changed_words import CHANGED   # "geändert", "cambiado", "поменял": shared with secret_login_changed
from .secret_cues import quantity_after
from .secret_secrecy_asides import hushed_after   # "…1975, ma t2ello la 7ada": a hushed year is a code
from .secret_lock_words import ENTER, LOCK_TARGETS, OPENS, SORTS, Cues, lock_cues, lower_same_length  # noqa: F401 (lock_cues: re-exported)
from .secret_shapes import COMBINATION_COUNT, DIGIT_BY_DIGIT, HHMM, MONEY_AFTER, MONEY_BEFORE, TIME_BEFORE, model_before

# Things numbered in a row (lockers, rooms, boxes): a bare label of one is its number ("Locker: 1024").
_NUMBERED = re.compile(r"(?i)\W*(?:lockers?|spind\w*|schlie(?:ß|ss)fach\w*|casiers?|taquillas?|armadietto|kluisje"
                       r"|skåp\w*|kaappi|szafka|шкафчик|dolap\w*|ロッカー|사물함|tor|gates?|rooms?|zimmer|box\w*|building"
                       r"|gebäude|bâtiment|edificio|bina\w*|apartman\w*|condo|residence|résidence|entrance|entrée"
                       r"|eingang)\W*")


# Keypad keys said as words after a value ("0815-Stern", "4012-Raute", "2580 star").
_KEYS = (r"stern|raute|star|hash|pound|étoile|dièse|estrella|almohadilla|asterisco|stella|cancelletto|ster|hekje"
         r"|stjärna|fyrkant|tähti|risuaita|gwiazdk\w{0,3}|krzyżyk|hvězdičk\w|mřížk\w|csillag|kettőskereszt|yıldız"
         r"|diyez|kare|звезд\w{0,5}|решетк\w{0,3}|решётк\w{0,3}|αστερίσκο\w?|δίεση")
# A lock code: 3–8 digits in any script, as a run or in groups (hyphens, dots, spaces, "・", "1 2 – 3 4 – 0 8"), maybe
# after # or *, maybe glued to a keypad key or a letter ("4711A", "58B21", "48К15"), maybe with a grammatical suffix
# kept out of the value ("7731-dir", "2846'dır", "4571-es", "5820:llä", "4830です", "617이야").
_VALUE = re.compile(
    r"(?<![.,/+\-#€$£])(?<!\d:)(?<!\d )(?<![\d_\u0900-\u0dff])(?<![^\W\d_\u0e00-\u0eff\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af])"
    r"(?P<v>[#*★✱]?(?:\d{3,8}|\d{1,3}(?:[\-‐–·.・]\d{1,3}){2,5}|\d(?: \d){2,7}|\d{2}(?: \d{2}){1,3}"
    r"|\d{1,2}(?: \d)?(?: ?[\-‐–] ?\d{1,2}(?: \d)?){2,4}|\d{1,4}[A-ZА-Я]\d{1,4}|\d{3,6}[A-ZА-Я])"
    rf"(?:\s?[#*★✱]|[\-\s](?i:{_KEYS})(?![^\W\d_]))?)"
    r"(?:['’\-](?:[dt][ıiuü]r|[dt][ıiuü]|[ıiuü]|y[ıiuü]|[aeoöá]s|koodi\w{0,3}|ll[aä]|n)|:(?:ll[aä]|n|ss[aä])|です|でした|だ"
    r"|이야|이에요|예요|입니다|이고|야|요|임|이다)?(?![\w/]|[,.:\-‐–·]\d|[\-‐–·][^\W\d_]|\s?[\d€$£%°])")
# Number words and words of place, time or price right before a value: a number, an hour, an amount; no code.
_NUMBER_BEFORE = re.compile(
    r"(?i)(?<![^\W\d_])(?:number|nummer|numéro|número|numero|numara\w*|numer\w*|номер\w*|αριθμ\w*|nr|no|n°|nº|#|apt"
    r"|apartment|flat|wohnung|daire\w*|room|zimmer|chambre|habitación|camera|stanza|quarto|kamer|rum|huone\w*|pokój"
    r"|комнат\w*|квартир\w*|δωμάτιο|oda(?:sı|nın|si|nin)?|suite|etage|floor|stock|étage|piso|piano|kat|kerros\w*"
    r"|этаж\w*|platz|spot|seat|row|reihe|terminal|bus|tram|line|linie|haus|house|hausnummer|street|straße|rue|calle"
    r"|via|vía|gate\s+[a-z]|for|für|pour|por|per|um|at|am|bis|seit|since|in|im|von|from|vom|ab|until|till|to|by|à"
    r"|a\s+las|alle|às|saat|kl|klo|godz|в|до|с|от|desde|dès|depuis|sedan|siden|vanaf|od|z|ze|kadar|في|built|gebaut"
    r"|construit|construido|costruito|gebouwd|byggd|bygget|rakennettu|zbudowan\w*|inşa|построен\w*|year|jahr|année"
    r"|año|anno|jaar|år|vuonna|roku|yılı?|году?|vid|klockan|kello|om|ved|rond|around|um|gegen|vers|hacia|verso"
    r"|cerca\s+de|about|ungefähr|environ|circa|ca|approx\w*|etwa|около|yaklaşık|before|after|vor|nach|avant|après"
    r"|antes|después|prima|dopo|före|efter|innan|ennen|przed|после|önce|πριν)\W{0,3}$|(?:まで|から|까지|부터|到|从)\s*$")
# Units after a value in scripts that glue them; indefinite articles before a model ("ist ein Abus Bordo 6000").
_UNIT_AFTER = re.compile(r"\s?(?:メートル|センチ|ミリ|キロ|円|分|秒|時|個|人|米|公里|厘米|元|块|미터|센티|원|분|초|개|명)")
_ARTICLE = re.compile(r"(?i)(?<![^\W\d_])(?:a|an|ein|eine|einen|un|une|uno|una|um|uma|een|en|ett|et|bir|один|одна)\s")
# Other sorts of numbers in the clause: postal, order, tracking, flight, phone, invoice, model, version, price, score.
_OTHER = re.compile(
    r"(?i)postleitzahl|\bplz\b|\bzip\b|postal|post\s?code|posta\s+kodu|código\s+postal|code\s+postal|\bcap\b|order"
    r"|bestell|commande|pedido|ordine|bestelling|beställning|tilaus|zamówien|заказ|sipariş|tracking|sendung|kargo"
    r"|flight|\bflug|boarding|departure|abflug|uçuş|рейс|πτήση|航班|便名|항공편|phone|telefon|\btel\b|handy|телефон|invoice"
    r"|rechnung|receipt|quittung|beleg|reçu|recibo|ricevuta|kvitto|kuitti|paragon|чек\b|fiş|fatura|factur|iban|score"
    r"|spielstand|ergebnis|minute|minuto|dakika|match|\bspiel\b|partido|partita|maç|model|modèle|modelo|modell"
    r"|artikel|article|product|produkt|ürün|товар|προϊόν|\bsku\b|serial|seri\s+no|firmware|version|versión|versione"
    r"|\bv\d|订单|注文|주문|\bkg\b|kilo|gewicht|weighs|weight|ağırlı|вес\b|peso|poids|\bfee\b|\bcost|price|preis|kosten"
    r"|gebühr|miete|\brent\b|prix|loyer|precio|alquiler|prezzo|affitto|preço|fiyat|ücret|цена|τιμή|promo|rabatt"
    r"|gutschein|coupon|voucher|discount|réduction|descuento|sconto|korting|indirim|скидк|default|factory|werks\w*"
    r"|voreingestellt|par\s+défaut|d'usine|por\s+defecto|de\s+fábrica|predefinit|padrão|fabrieks|standaard"
    r"|по\s+умолчанию|заводск|varsayılan|fabrika|domyśln|fabryczn|výchozí|alapértelmezett|gyári|oletus|기본|默认|初期"
    r"|conduct|review|source\s+code|error|fehler|erreur|\bqr\b|barcode|bar\s+code|status|\bhttp|exit|country"
    r"|area\s+code|vorwahl|ländercode|indicatif|prefijo|prefisso|netnummer|riktnummer|suuntanumero|kierunkow|předvolb"
    r"|körzetszám|код\s+города|alan\s+kodu|κωδικός\s+περιοχής|section|sección|abschnitt|building\s+codes?|bauordnung"
    r"|paragraph|chapter|kapitel|\bpage|seite|página|pagina|polic(?:y|ies)|richtlinie|codes?\s+like|such\s+as"
    r"|e\.g\.|z\.\s?b\.|not\s+allowed|nicht\s+erlaubt|verboten|interdits?|prohibid|vietat")
# A question mark opens its answer ("Türcode? 4471"): it ends no clause.
_CLAUSE_END = re.compile(r"(?<!\bnr)(?<!\bNr)(?<!\bno)(?<!\bNo)(?<!\bst)(?<!\bSt)(?<!\bca)[.!。！;](?:\s|$)|\n")
# Words a value may be followed by before it is named ("4460 is the code …", "5513 c'est le code …").
_COPULA = re.compile(
    r"(?i)[\s»«\"'“”„]{0,3}(?:(?:das\s+ist|dat\s+is|det\s+är|det\s+er|that'?s|this\s+is|it'?s|is|ist|es|est|c'est|è|é"
    r"|är|er|on|to|je|jest|это|είναι|hii|ni|adalah|itu|là|hai|ही|है|dır|dir|se|waa|ithi|=|←|<-|->|→|:|–|—"
    r"|-)[\s»«\"'“”„,]{0,3})?(?:(?:the|my|our|der|die|das|le|la|les|el|los|il|lo|o|a|os|as|de|het|den|det|mein\w*|mon"
    r"|ma|mi|mio|mia)\s+)?")
_YEAR = re.compile(r"(?:19|20)\d\d")
_HHMM = re.compile(r"(?:[01]\d|2[0-3])[0-5]\d")
_CLOCK = re.compile(r"(?i)wecker|alarm\s*clock|réveil|despertador|sveglia|будильник|väckarklocka|herätys|budzik"
                    r"|çalar\s+saat|ξυπνητήρι|set\s+for|gestellt|\balarms?\b|alarme|alarma|allarme")
# What may follow a code: the clause's end, punctuation, a connective, a keypad key, a cue; a noun makes a count.
_TAIL = re.compile(
    r"(?i)[ \t]*(?:$|[^\w\s]|[\u0e00-\u0eff\u1000-\u109f\u1780-\u17ff\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]|(?:then"
    r"|and|und|dann|puis|et|y|luego|e|poi|en|och|og|ja|i|ve|sonra|и|και|ו|a|ka|na|tapos|followed|gefolgt|suivi|seguido"
    r"|seguito|gevolgd|sitten|potem|затем|потом|μετά|ثم|و|kadib|dabadeed|in|ein|auf|an|rein|{keys}|{enter}|{opens})"
    r"(?![^\W\d_]))".replace("{keys}", _KEYS).replace("{enter}", ENTER).replace("{opens}", OPENS))


def _date_like(value: str) -> bool:
    """Three groups that read as a day, a month and a 2- or 4-digit year (either order of day and month)."""
    groups = [g for g in re.split(r"[\-‐–·./・ ]+", value) if g]
    if len(groups) != 3 or len(groups[2]) not in (2, 4) or len(groups[0]) > 2 or len(groups[1]) > 2:
        return False
    first, second = int(_ascii_digits(groups[0]) or 0), int(_ascii_digits(groups[1]) or 0)
    return (1 <= first <= 31 and 1 <= second <= 12) or (1 <= first <= 12 and 1 <= second <= 31)


def _value_ok(shown: str, match: re.Match[str]) -> bool:
    """A code's shape: no version, price or quantity, no number word right before (dates: see `lock_spans`)."""
    value, end = match.group("v"), match.end()
    digits = _ascii_digits(value)
    if not 3 <= len(digits) <= 8 or not digits.strip("0"):
        return False   # "0-0-0": a lock's factory setting
    if "." in value and re.search(r"(?:^|\.)\d(?:\.|$)", value):
        return False   # a version ("4.2.8")
    if MONEY_AFTER.match(shown, end) or quantity_after(shown, end) or _UNIT_AFTER.match(shown, end) \
            or MONEY_BEFORE.search(shown, max(0, match.start() - 16), match.start()) \
            or model_before(shown, match.start()) or COMBINATION_COUNT.match(shown, end) \
            or (HHMM.fullmatch(value) and TIME_BEFORE.search(shown, max(0, match.start() - 12), match.start())):
        return False
    if not value.isdigit() and shown[max(0, match.start() - 40):match.start()].rstrip().endswith((":", "：")):
        return True   # "safe in the hotel room: 2716#": a glued key makes a code of a labelled number
    return not _NUMBER_BEFORE.search(shown, max(0, match.start() - 14), match.start())


def _clause_of(shown: str, start: int, end: int) -> tuple[int, int]:
    """The clause (at most a line, 90 characters each way) around `start`–`end`."""
    low = max(0, start - 90)
    stops = [m.end() for m in _CLAUSE_END.finditer(shown, low, start)]
    stop = _CLAUSE_END.search(shown, end, min(len(shown), end + 90))
    return (stops[-1] if stops else low), (stop.start() if stop else min(len(shown), end + 90))


class _Value(NamedTuple):
    """A value candidate in its clause: `low`–`high` the clause, `start`–`end` the value."""

    shown: str
    cues: Cues
    low: int
    start: int
    end: int
    high: int
    plain: bool   # no key glued on (#, *, "Stern")
    number: bool   # plain and not grouped: reads as a number too
    three: bool


def _near_lock(v: _Value) -> bool:
    """A padlock, combination lock or key-box word at most 40 characters before the value, no digit or article
    between ("Fahrradschloss am Bahnhof 472", not "Das Fahrradschloss ist ein Abus Bordo 6000")."""
    found = v.cues.last("lock", v.low, v.start)
    between = v.shown[found:v.start] if found >= 0 else ""
    return found >= 0 and len(between) <= 40 and not any(c.isdigit() for c in between) \
        and not _ARTICLE.search(between)


def _named_before(v: _Value, tail_ok: bool) -> bool:
    """Cue words before the value in its clause: a code word with what it opens, or (the value closing its phrase,
    `tail_ok`) a lock word near it, a combination word with a lock, a door or safe as a label, a verb of keying or
    opening, a code word whose lock was named in the clause before."""
    cues = v.cues.within(v.low, v.start)
    code, targets = bool(cues & {"code", "compound"}), cues & LOCK_TARGETS
    before = v.shown[v.low:v.start]
    label = before.rstrip().endswith((":", "：", "=", "–", "—", "-", "→", ">", "?", "？", ")"))
    last = re.search(r"\S+(?=\s*$)", before)
    if v.number and not code and last and v.cues.at(v.low + last.start(), v.low + last.end(), {"thing"}):
        return False   # "locker 2231", "Tor 3", "kapı 12": the thing's own number
    if v.three:
        lockish = _near_lock(v) or ("combination" in v.cues.within(v.start - 50, v.start) and bool(targets or code))
        return (lockish and (tail_ok or code)) or bool(cues & {"gear", "lock"} and cues & {"code", "numbers"})
    if code and targets:
        return True
    if not tail_ok:
        return False   # "we need 2400 bricks for the building", "garage sale: 1500 items"
    if _near_lock(v) or ("combination" in cues and (targets or code or label)):
        return True
    if cues & {"enter", "need", "opens", "numbers"} and targets - {"gear"}:
        return True   # "la alarma se desactiva con 8812", "trzeba wpisać na klawiaturze 4412"
    words = before.strip(" :：-–—=→>?？\t").split()
    if len(words) == 1 and label and v.number and not _HHMM.fullmatch(v.shown[v.start:v.end]):
        return not _NUMBERED.fullmatch(words[0]) and bool(targets & {"thing", "safe"})   # "Haustür → 4471"
    if targets & {"thing", "safe", "lock"} and ((not v.number) or (label and len(words) >= 2)):
        return True
    previous = v.cues.within(v.low - 150, v.low) if v.low else frozenset()
    return bool(cues & {"code", "numbers", "enter"}) and not targets and bool(previous & LOCK_TARGETS)


def _named_after(v: _Value) -> bool:
    """The value first, then a copula and its code and lock words ("0607# kapı şifresi", "5513 c'est le code de la
    porte", "8734 qu'il faut taper au portillon"), or a code word before and the lock after ("il codice è 4460 per
    il cancello")."""
    code_before = "code" in v.cues.within(max(v.low, v.start - 30), v.start)
    head = _COPULA.match(v.shown, v.end, v.high)
    rest, rest_end = (head.end(), min(v.high, head.end() + 60)) if head else (v.high, v.high)
    if rest < rest_end and (len(v.shown[v.low:v.start].split()) <= 3 or code_before) \
            and not any(c.isdigit() for c in v.shown[rest:rest + 40]):
        cues = v.cues.within(rest, rest_end)
        code, targets = bool(cues & {"code", "compound"}), cues & LOCK_TARGETS
        first = v.cues.at(rest, -1, {name for name, _ in SORTS} - {"need"})
        if v.three:
            return first and bool(cues & {"lock", "combination"})
        if first and (code and targets or "combination" in cues):
            return True
        if cues & {"enter", "opens"} and targets - {"gear"}:
            return True
    if code_before and not v.three and not v.cues.within(v.low, v.start) & {"thing", "lock"}:
        return bool(v.cues.within(v.end, min(v.high, v.end + 40)) & LOCK_TARGETS)
    return False


_GIVEN = re.compile(r"(?i)(?:[:：=(]|(?<![^\W\d_])(?:is|ist|est|es|è|é|är|er|on|je|jest|ithi|ni|se|waa|adalah|là|dır"
                    r"|lautet|c'est|это|είναι|הוא|هو)|\b(?:dır|dir))\s*$")
_CHANGED = re.compile(rf"(?i)\W*(?:{CHANGED}|since|seit|depuis|desde|dal|sinds|sedan|siden|alkaen|od|с|beri|until|bis"
                      r"|jusqu|hasta|fino|tot)")


def _shape_ok(v: _Value, value: str) -> bool:
    """No alarm-clock time, no year unless given as a code after its code word and lock ("Ikhodi ye-alamu yendlu
    ithi 2029", "door code 1975, don't tell anyone"; not "Code für das Tor: 2024 erneuert"), no date unless a
    combination or lock word is near."""
    digits = _ascii_digits(value)
    before = v.cues.within(v.low, v.start)
    if _HHMM.fullmatch(digits) and "code" not in before and _CLOCK.search(v.shown, v.low, v.start):
        return False   # "Wecker auf 0545 gestellt", "Alarm: 0630"
    if v.plain and _YEAR.fullmatch(digits) and not DIGIT_BY_DIGIT.fullmatch(value):   # "1-9-6-0" is keyed, no year
        given = _GIVEN.search(v.shown, v.low, v.start) is not None or hushed_after(v.shown, v.end)
        return bool(before & {"code", "compound"}) and bool(before & LOCK_TARGETS) and given \
            and _CHANGED.match(v.shown, v.end) is None
    if _date_like(value.strip("#*★✱ ")):
        return "." not in value and bool(v.cues.within(v.start - 40, v.start) & {"combination", "lock"})
    return True


_KEYED = re.compile(r"[#*★✱]|[^\W\d_]{3}")
_GROUPED = re.compile(r"\d\D+\d")


def lock_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """(kind, span) of each lock code named before or after its lock, door or combination word in the same clause
    (or with a code word after its lock was named in the clause before)."""
    if not any(c.isdigit() for c in shown):
        return
    lowered, scanned = "", {}
    for match in _VALUE.finditer(shown):
        if not _value_ok(shown, match):
            continue
        low, high = _clause_of(shown, match.start(), match.end())
        lowered = lowered or lower_same_length(shown)
        cues = scanned.setdefault((low, high), Cues(lowered, max(0, low - 150), high))
        if not cues.hits or _OTHER.search(shown, low, high):
            continue   # no cue word near, or a number of another sort in the clause
        value = match.group("v")
        plain = _KEYED.search(value) is None
        number = plain and _GROUPED.search(value) is None   # a letter glued on ("Spind 214B") still reads as a number
        v = _Value(shown, cues, low, match.start(), match.end(), high, plain, number,
                   plain and len(_ascii_digits(value)) == 3)
        if _shape_ok(v, value) and (_named_before(v, _TAIL.match(shown, v.end) is not None) or _named_after(v)):
            yield "pin", match.span("v")
