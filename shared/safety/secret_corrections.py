"""A value given after a correction ("no wait", "nein, falsch, richtig ist", "no, ese es el de papá, el mío es") takes the label before it.

"SSN for mom's tax form: 078-05-1120 no wait thats the sample one, hers is 521 44 9087" names the kind once and then
corrects the value; read alone, the new value has no label. For each correction phrase (~35 languages) right after a
value, the sentence is read again as the writer meant it: the label before the old value, then the new value. The
whole detector reads that sentence, so the label's kind (password, PIN, code, id) and the value's shape are judged the
way they are when a value follows its label directly. The new value must have the old one's shape (digits for digits,
about as many; letters with digits or symbols, about as long), so a corrected time, price, date, phone number or room
("PIN 1234 no wait, call me at 0171 2345678", "no wait, it's tomorrow at 10:30") gives nothing.
"""

from __future__ import annotations

import re
from typing import Iterator

# Correction phrases: en de fr es pt it nl sv no da fi pl cs sk hu ro ru uk bg sr hr tr az id ms vi tl sw el he ar fa
# hi bn ur ta zh ja ko th.
_CORRECTION = re.compile(
    r"(?i)(?<![^\W\d_])(?:no\s+wait|wait\s+no|wait|sorry|i\s+mean[t]?|actually|correction|scratch\s+that|my\s+bad|oops"
    r"|wrong(?:\s+one)?|not\s+that(?:\s+one)?|nein|nee|warte|moment|ich\s+meine|eigentlich|falsch|korrektur|quatsch"
    r"|richtig\s+ist|non|attends|pardon|désolée?|je\s+veux\s+dire|plutôt|en\s+fait|erreur|no\s+espera|espera|perd[oó]n"
    r"|perdona|quiero\s+decir|mejor\s+dicho|en\s+realidad|corrijo|me\s+equivoqu[ée]|não|desculpa|quero\s+dizer"
    r"|na\s+verdade|ou\s+melhor|errei|aspetta|scusa|cioè|volevo\s+dire|anzi|in\s+realtà|correggo|ho\s+sbagliato"
    r"|wacht|ik\s+bedoel|eigenlijk|correctie|fout|nej|vänta|förlåt|jag\s+menar|egentligen|rättelse|fel|nei|vent"
    r"|unnskyld|undskyld|jeg\s+mener|egentlig|rettelse|ei\s+vaan|ei\s+kun|anteeksi|tarkoitan|korjaus|nie\s+czekaj"
    r"|czekaj|przepraszam|to\s+znaczy|właściwie|poprawka|pomyłka|ne\s+počkej|počkej|promiň|vlastně|oprava"
    r"|nie\s+počkaj|počkaj|prepáč|vlastne|nem\s+várj|várj|bocs(?:ánat)?|vagyis|illetve|tévedtem|helyesen|nu\s+stai"
    r"|stai|scuze|adică|de\s+fapt|corectez|greșit|нет\s+подожди|подожди|стоп|извини|прости|то\s+есть|вернее|точнее"
    r"|ошибл[ае]сь|ошибся|ні\s+зачекай|зачекай|вибач|тобто|точніше|вірніше|чакай|извинявай|čekaj|izvini|oprosti"
    r"|zapravo|ispravka|pogrešno|yok\s+dur|pardon|özür|yani|aslında|düzeltme|yanlış|yox|bağışla|yəni|eh\s+salah"
    r"|salah|maaf|maksudnya|eh\s+bukan|bukan|sebenarnya|ralat|tunggu|à\s+không|nhầm|xin\s+lỗi|ý\s+là|đúng\s+ra\s+là"
    r"|khoan|ay\s+mali|mali|teka|ibig\s+kong\s+sabihin|hapana\s+subiri|samahani|yaani|όχι\s+περίμενε|συγγνώμη"
    r"|δηλαδή|εννοώ|λάθος|רגע|סליחה|כלומר|טעות|لا\s+انتظر|آسف|عفوا|أقصد|خطأ|تصحيح|نه\s+صبر\s+کن|ببخشید|یعنی"
    r"|اشتباه|नहीं\s+रुको|रुको|सॉरी|माफ़|मतलब|गलत|ग़लत|না\s+দাঁড়াও|দুঃখিত|মানে|ভুল|نہیں\s+رکو|معاف|مطلب|غلط"
    r"|இல்லை|மன்னிக்கவும்|அதாவது|தவறு|no|ne|nie|не|ні|hayır|hindi|لا|نه|nahi|nahin)(?![^\W\d_])"
    r"|不对|不對|等等|抱歉|我是说|我是說|应该是|應該是|更正|说错了|說錯了|打错了|打錯了|搞错|搞錯|違った|ちがった|ごめん|訂正|正しくは"
    r"|じゃなくて|間違えた|아니|잠깐|미안|정정|틀렸|ไม่ใช่|เดี๋ยว|ขอโทษ|แก้เป็น")
CORRECTION = _CORRECTION   # shared: digits said again after a correction (secret_spoken)
# A value: a token with a digit or a password's symbol, then digit groups it is written in ("521 44 9087").
_TOKEN = r"[^\s,;:()\"'“”«»「」、，。]*(?:\d|[!#$%&*+@^~])[^\s,;:()\"'“”«»「」、，。]*"
_OLD = re.compile(rf"(?P<old>{_TOKEN}(?:[ \-]\d{{1,6}}){{0,4}})[\s,.;:!?—–\-()。，、！]*$")
# Up to nine words of the correction ("thats the sample one, hers is", "ese es el de papá, el mío es"), then the value.
_NEW = re.compile(rf"(?P<fill>[\s,:;!?.\-–—。，：]*(?:[^\W\d_]+(?:['’.][^\W\d_]+)?[\s,:;!?.\-–—。，：]*){{0,9}}?)"
                  rf"(?P<new>{_TOKEN}(?:[ \-]\d{{1,6}}){{0,4}})(?=[\s,.;:!?)。，、！]|$)")
_VALUE_CHAR = re.compile(r"[\d!#$%&*+@^~]")
_BOUNDARY = re.compile(r"[\s,;:()\"'“”«»「」、，。=]")
# Words before the new value that say it is a time, a place, a price or a phone number, not the value corrected.
_ELSEWHERE = re.compile(
    r"(?i)(?<![^\W\d_])(?:at|um|à|a\s+las|às|alle|om|o|lúc|jam|saat|room|zimmer|chambre|habitación|quarto|stanza"
    r"|kamer|pokój|pokoj|номер\s+комнаты|oda|kamar|phòng|floor|etage|stock|piso|call|ruf|appelle|llama|liga|chiama"
    r"|bel|zadzwoń|позвони|ara|telepon|gọi|phone|tel|telefon|telefono|teléfono|téléfone|телефон|price|preis|prix"
    r"|precio|preço|prezzo|цена|fiyat|harga|giá|costs?|kostet|coûte|cuesta|custa|tomorrow|morgen|demain|mañana"
    r"|amanhã|domani|jutro|завтра|yarın|besok|gate|platform|gleis|voie|andén|seat|sitz|bus|tram|line|linie)"
    r"(?![^\W\d_])|[€$£¥₹₽]|房间|房間|号室|전화|明天|明日|내일")


def correction_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """(kind, span) of each corrected value the detector reads as a secret once it follows the label before the old one."""
    from .secrets import looks_secret   # the whole detector reads the sentence as meant (imported here: it imports us)

    tries = 4   # each reading runs the whole detector: a few corrections per text, not every "no" in a long one
    for phrase in _CORRECTION.finditer(shown):
        if tries == 0:
            return
        line_start = shown.rfind("\n", 0, phrase.start()) + 1
        window = max(line_start, phrase.start() - 60)   # the old value sits just before the phrase
        old = _OLD.search(shown, window, phrase.start()) if _VALUE_CHAR.search(shown, window, phrase.start()) else None
        if old is None or old.start() <= max(line_start, window) or not _BOUNDARY.match(shown[old.start() - 1]):
            continue   # no value just before the phrase, or no label before the value
        line_start = max(line_start, old.start() - 120)   # the label is near its value
        line_end = shown.find("\n", phrase.end())
        new = _NEW.match(shown, phrase.end(), min(len(shown) if line_end < 0 else line_end, phrase.end() + 90))
        if new is None or _ELSEWHERE.search(new.group("fill")) or not _same_shape(old.group("old"), new.group("new")):
            continue
        tries -= 1
        kind = looks_secret(shown[line_start:old.start()] + new.group("new"))
        if kind is not None:
            yield kind, new.span("new")


def _same_shape(old: str, new: str) -> bool:
    """Digits for digits (about as many), or letters with digits or symbols about as long; never the same value."""
    old = old.rstrip(".!?。")   # the old value closing its sentence ("PIN je 3071. Ne, čekaj, 3017")
    old_digits, new_digits = re.sub(r"[ \-]", "", old), re.sub(r"[ \-]", "", new)
    if old_digits == new_digits:
        return False
    if old_digits.isdigit() or new_digits.isdigit():
        return old_digits.isdigit() and new_digits.isdigit() and abs(len(old_digits) - len(new_digits)) <= 2
    return any(c.isalpha() for c in new) and 0.5 <= len(new) / max(1, len(old)) <= 2
