"""Numbers that say when, how much or where, not what opens: blanked by `secret_public.mask` before the rules read a text.

A year with a case ending or a postposition of time ("şifremi 2022'de değiştirdim", "password 2019 se same hai",
"Code: 2024 erneuert"), an amount or a measure ("costó 1299 pesos", "1200 Hz", "a 1200 W motor", "1500 €", "payer les 5000F" beside a
payment word), and the number of a locker or a room ("in locker number 3319") sit beside credential words and are no
credential. Only the number is blanked; a value given beside it stays for the rules. Every pattern is bounded and starts from a cheap cue.
"""

from __future__ import annotations

import re
from typing import Iterator

from .secret_public_numbers import number_spans

_YEAR = r"(?<![^\s(\"“«])(?:19|20)\d\d"
# A year, then a case ending (Turkish 'de, Finnish :ssa) or a word that makes it a time: since, until, in, renewed.
_YEAR_AS_DATE = re.compile(
    rf"(?i){_YEAR}(?:['’](?:d[ae]n?|t[ae]n?|[dt]eki|[dt]aki|[yn]?[ae]|[yn]?[ıiuü]n?|l[ae]r|d[ae]\s+beri|[dt]en\s+beri"
    r"|[dt]an\s+beri)(?![^\W\d_])(?!\s+ayarl)|:(?:ssa|ssä|sta|stä|een|lla|llä|ltä|lta|n)(?![^\W\d_])"
    r"|\s+(?:года|году|годом|годах|г\.|року|році|roku|rok|yılı(?:nda)?|vuonna|se(?!\s+khul)|sē|tak|mein|mẽ|me|ke\s+baad|ke\s+pehle|से(?!\s+खुल)|तक|में|के\s+बाद|سے(?!\s+کھل)|تک|میں|کے\s+بعد|yılında|yılından|yılı"
    r"|senesinde|beri|itibaren|erneuert|geändert|gewechselt|aktualisiert|eingerichtet|renewed|changed|updated|reset"
    r"|cambiad[oa]|cambió|renovad[oa]|changée?|modifiée?|renouvelée?|cambiat[oa]|rinnovat[oa]|gewijzigd|vernieuwd"
    r"|ändrad|ändrades|fornyet|endret|vaihdettu|zmienion[ey]|zmieniłem|změněn[oa]?|megváltozott|schimbat|değişti"
    r"|değiştirildi|değiştirdim|yenilendi|изменён|изменен|обновлён|обновлен|сменил\w*|поменял\w*|змінено|оновлено"
    r"|ilibadilishwa|nilibadilisha|tangu|hadi|mpaka)(?![^\W\d_]))")
# An amount or a measure: a price verb before the number, or a currency or unit after it.
_PRICE_BEFORE = re.compile(
    r"(?i)(?<![^\W\d_])(?:cost(?:s|ed)?|price[ds]?|paid|kostet(?:e|en)?|bezahlt|coûte|coûté|coûtait|payé|cuesta|costó|costaba"
    r"|pagué|precio|custa|custou|paguei|costò|pagato|kostte|betaald|kostade|kostar|betalade|maksoi|maksaa"
    r"|kosztował[aoy]?|kosztuje|stál[aoy]?|stojí|került|costă|a\s+costat|fiyatı|ödedim|стоил[аио]?|стоит|заплатил\w*"
    r"|коштує|коштував|bei\s+yake|ilinigharimu|nililipa|harga(?:nya)?|giá|ราคา)\s*[:=]?\s*(?P<v>\d[\d.,' ]{0,12}\d|\d)"
    r"(?![\d])")
_AMOUNT_AFTER = re.compile(
    r"(?i)(?<![^\s(\"“«])(?P<v>\d[\d.,']{0,12})(?:\s?(?:hz|khz|mhz|ghz|kwh|mah)|\s(?:pesos?|euros?|eur|usd|dollars?|bucks|pounds?|gbp|rupees?|rs|inr|lira|tl"
    r"|naira|ngn|shillings?|ksh|kes|tsh|ugx|cedis?|rand|zł|zloty|złotych|pln|kč|czk|ft|huf|kr|sek|nok|dkk|chf|yuan|rmb"
    r"|yen|dong|baht|ringgit|rupiah|rp|pesetas?|francs?|fcfa|cfa|reais|reales|soles|лей|lei|руб\w*|грн|гривен\w*|birr"
    r"|hz|khz|mhz|ghz|db|dbi|rpm|lumens?|lm|wh|kwh|mah|ohms?|lux|psi|bar|hpa|ppm|dpi|fps|px|pt))(?![^\W\d_]|['’])"
    r"|(?<![^\s(\"“«])(?P<w>\d[\d.,']{0,12})\s?[€$£¥₹₽₺₦₵₱৳₩₫](?![^\W\d_]|\d)")
# A rating or a measure in a unit written as a symbol: "a 1200 W motor", "3000 N Kraft", "230 V", "18 kW", "1400 U/min",
# "250 °C", "120 hp", "75 кг", "2000 Вт". A single letter (W, V, N) counts only before a word or a clause's end, never
# glued to the digits ("7412K", "4471N" are codes with a letter) and never "A" (a block's or an entrance's letter).
_MEASURE_AFTER = re.compile(
    r"(?<![^\s(\"“«~≈])(?P<v>\d(?:[\d.,']{0,12}\d)?)(?:\s?(?:(?i:kw|kwh|mw|kn|nm|kg|mm|cm|km|km/h|mph|kph|m²|m³|cm³|ccm"
    r"|mah|lbs|bhp|kcal|kpa|mpa|kva|u/min|tr/min|t/min|rpm)|Ah|lb|oz|hp|PS|°\s?[CFK]?|ºC|℃|℉|Вт|кВт|кг|мм|см|км|об/мин|л\.\s?с\.|к\.с\.|瓦|千瓦"
    r"|公斤|毫米|厘米|ワット|와트)(?![^\W\d_])|\s(?:[WVN]|Nm)(?=\s+[^\W\d_]|\s*(?:$|[.,;:!?)\]])))")
# West Africa's francs as a bare F glued or spaced after the amount ("payer les 5000F"): read beside a payment word only.
_FRANCS = re.compile(r"(?<![^\s(\"“«])(?P<v>\d{1,3}(?:[ .,']\d{3})+|\d+)\s?F(?:CFA)?(?![^\W\d_])")
_PAY_WORD = re.compile(r"(?i)(?<![^\W\d_])(?:pay\w*|paid|price|cost\w*|amount|fee|payer|pay[ée]\w*|paie\w*|prix|co[uû]t\w*|montant"
                       r"|frais|total|tarif|pagar|pag[oó]|precio|bayar|lipa|biya|envoie|envoyer|transf[eé]r\w*|dépôt|retrait)(?![^\W\d_])")
# The number of a locker, a room or a box: where a thing is, not what opens it.
_PLACE_NUMBER = re.compile(
    r"(?i)(?<![^\W\d_])(?:locker|room|box|cubby|slot|bay|spot|seat|platform|cabin|berth|schließfach|spind|zimmer"
    r"|casillero|taquilla|habitación|casier|chambre|armadietto|camera|stanza|kluisje|kamer|skåp|rum|kaappi|huone|szafk[ai]"
    r"|pokój|skříňk[ay]|pokoj|dolap|oda|шкафчик\w*|комнат\w*|номер\s+комнаты)\s+(?:number|numbers|no\.?|nr\.?|n°|nº|#|№"
    r"|nummer|numéro|número|numero|numer|číslo|numarası|numara|номер)\s*(?P<v>\d{1,6})(?![\d\-/.,]\d)")


def date_spans(text: str) -> Iterator[tuple[int, int]]:
    """Years used as dates, amounts, measures and place numbers in `text`."""
    if not any(c.isdigit() for c in text):
        return
    yield from (m.span() if m.group(0)[4:5] in "'’:" else (m.start(), m.start() + 4) for m in _YEAR_AS_DATE.finditer(text))
    yield from (m.span("v") for m in _PRICE_BEFORE.finditer(text))
    yield from (m.span("v") if m.group("v") else m.span("w") for m in _AMOUNT_AFTER.finditer(text))
    yield from (m.span("v") for m in _PLACE_NUMBER.finditer(text))
    yield from (m.span("v") for m in _MEASURE_AFTER.finditer(text))
    if "F" in text and _PAY_WORD.search(text):
        yield from (m.span("v") for m in _FRANCS.finditer(text))
    yield from number_spans(text)   # years, prices, counts, times, phones, models and codes named by a word beside them
