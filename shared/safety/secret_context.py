"""Words around a secret cue that make it no credential, or say how its value is given: codes of another sort, policy
prose, a thing bought, a code that was sent, a card's security code, which phrase, words that keep the value's place,
typing hints, articles, user-name labels. Read by `secret_cues.py`; all patterns are anchored or bounded.
"""

from __future__ import annotations

import re

from .normalise import fold_confusables
from .secret_lexicon_world import PIN_OBJECT

# Words around a code that make it a number of another sort (postal, status, order, promo, flight …).
OTHER_CODE = re.compile(
    r"(?i)(?:postal|(?<![^\W\d_])post|zip|area|country|dial|status|error|exit|return|http|promo|discount|coupon|voucher|gift"
    r"|tracking|order|booking|confirmation|reference|source|qr|bar|dress|morse|region|product|class|course"
    r"|airport|language|iata|swift|sort|routing|tax|vat|flight|ticket|station|room|verification|zoom|meeting|friend|invite|referral|share|biller|xizmat"
    r"|\bstop|bus\s+stop|arrêt|parada|fermata|bushalte|hållplats|pysäki\w*|przystank\w*|zastávk\w*|megálló|durak|остановк\w*"
    r"|зупинк\w*|στάσης|محطة|תחנה|ایستگاه|merchant|paybill|receipt|invoice|firmware|version|branch|agência"
    r"|postleitzahl|rabatt|gutschein|promoci[oó]n|descuento|postale|réduction|почтов|индекс|промо"
    r"|hata|fehler|erreur|errore|virhe|hiba|fejl|feil|fel|fout|ошибк\w*|помилк\w*|エラー|错误|錯誤|오류|에러)\W{0,3}(?:code"
    r"|código|codice|код|kodu|kod|kód|koodi|kode|コード|代码|代碼|코드)?\W{0,3}$"
    r"|^\W{0,3}(?:postal|postale|de\s+(?:promo|réduction|descuento|pedido|reserva|produit|producto|article|artículo)"
    r"|promocional|prodott[oi]|articolo|sconto|promozionale|produkt|artikel|rabatt|produto"
    # an error's code: "Código de error 4012", "Kod błędu", "код ошибки", "hata kodu" (before, above)
    r"|de\s+(?:error|erro|erreur)|d'erreur|di\s+errore|błędu|ошибки|помилки|chyby|hibakód|virhekoodi|hatası"
    # Persian, Arabic, Urdu, Hindi, Romanian: postal, tracking, order, discount, product codes
    r"|پستی|پیگیری|رهگیری|سفارش|تخفیف|محصول|ملی|البريدي|بريدي|التتبع|تتبع|الطلب|الخصم|المنتج|پوسٹل|ٹریکنگ|पिन\s?कोड"
    r"|पोस्टल|ट्रैकिंग|ऑर्डर|डिस्काउंट|poștal|postal|de\s+reducere|de\s+comandă|de\s+urmărire|comenzii|comenzi|produsului|facturii|bonului"
    r"|client[e]?|customer|kunden\w*|klant|kund|utente|abbonato|socio|member|membre|miembro"
    # a biller's or merchant's service code, after the code word ("код услуги", "kode biller", "mã dịch vụ")
    r"|услуги|послуги|layanan|biller|merchant|dịch\s+vụ|hizmet|xizmat|xidmət"
    r"|(?:של\s+)?ה?(?:הזמנה|משלוח|מיקוד|הנחה|קופון|מעקב|לקוח))")

# What a credential may not be, and examples of it: policy prose, not a value.
RULE_PROSE = re.compile(r"(?i)\b(?:can'?t|cannot|must\s+not|mustn't|shouldn't|should\s+not|may\s+not)\s+(?:be|contain|start|use)\b"
                         r"|not\s+allowed|no\s+(?:puede|debe)\s+(?:ser|contener)|ne\s+(?:peut|doit)\s+pas\s+(?:être|contenir)"
                         r"|darf\s+(?:nicht|kein)|non\s+(?:può|deve)\s+(?:essere|contenere)|не\s+(?:может|должен)|\blike\s+\S+\s+or\s"
                         # a default code (public), a code's format, the number codes are sent from
                         r"|\b(?:is|are|was|ist|est|es|è|é|er|är)\s+(?:the\s+|der\s+|le\s+|el\s+|il\s+)?(?:default|factory|standard"
                         r"|werks\w*|par\s+défaut|por\s+defecto|predefinit\w*)|\bformat\s*:|\bsent\s+(?:from|by)\b")

BOUGHT = re.compile(r"(?i)\b(?:model\w*|modèle|bought|purchased|ordered|gekauft|bestellt|acheté|commandé|compr[ée]|comprad[oa]"
                     r"|comprat[oa]|gekocht|besteld|köpte|købte|kjøpte|ostin|tilasin|kupił\w*|купил\w*)\b")

CONFIRM = re.compile(r"(?i)confirm|bestätig|bevestig|bekræft|bekreft")

# A code someone was sent: a one-time code, whatever it is called.
OTP_SENT = re.compile(r"(?i)text(?:ed)?\s+(?:me|it|to)|\bsms\b|llegó|lleg[oó]\s+por|me\s+(?:lleg|mand|envi)|recib|received|\bgot\b"
                      r"|sent\s+(?:me|to)|compart|don'?t\s+share|bank|banco|banque|bizum|one[- ]time|\botp\b|expires?|caduca"
                      r"|vence|erhalten|geschickt|reçu|envoy|ricevut|inviat|ontvangen|gestuurd|получ|пришел|пришёл|وصل|届い|받은")

# A card's verification code: three or four digits after it are the code.
CARD_CODE = re.compile(r"(?i)cv|csc|security\s+code|c[oó]digo\s+de\s+(?:seguridad|seguran[cç]a)|code\s+de\s+s[ée]curit[ée]|cryptogramme"
                        r"|sicherheitscode|prüfnummer|kartenprüf")

WHICH_PHRASE = re.compile(r"(?i)(?:secret|recovery|seed|unlock|pass|master|safe|code|vault|wallet|backup|mnemonic|magic"
                           r"|login|sign-?in|access|my|our|his|her|their|the\s+\w+)\W{0,3}$")

TRANSPARENT = frozenset(fold_confusables(
    "literally exactly just simply actually basically really still the words word phrase literalmente exactamente "
    "simplemente einfach genau wörtlich buchstäblich littéralement exactement juste simplement letteralmente "
    "esattamente semplicemente letterlijk gewoon bokstavligen bogstaveligt").split())

# How a lower-case word was given as a password: "ilovemydog all lowercase no spaces".
CASE_HINT = re.compile(r"(?i)\s*[,(\-–—]?\s*(?:all\s+(?:lower\s?case|small|caps|upper\s?case)|(?:in\s+|all\s+)?lower\s?case"
                        r"|no\s+spaces|case[- ]sensitive|with\s+a\s+capital|(?:todo\s+)?en\s+min[uú]sculas|sin\s+espacios"
                        r"|alles\s+klein|kleingeschrieben|ohne\s+leerzeichen|tout\s+en\s+minuscules|sans\s+espaces"
                        r"|tutto\s+minuscolo|senza\s+spazi|allemaal\s+kleine\s+letters|zonder\s+spaties)\b")

ARTICLES = frozenset("a an ein eine einen un une uno una um uma en ett een".split())

USER_LABEL = re.compile(r"(?i)(?:user(?:\s?name)?|benutzer(?:name)?|login|usuario|utilisateur|nom\s+d'utilisateur|gebruikersnaam"
                         r"|användarnamn|brugernavn|brukernavn|käyttäjätunnus|kullanıcı\s+adı|логин|имя\s+пользователя|ユーザー名"
                         r"|用户名|아이디|e-?mail|account\s+name)\b[^\n]{0,36}[:=]\s*\S*$")

# A pin to wear: "PIN 1947 commemorative badge", "pin 2024 enamel edition"; the number is a year or a series.
_OTHER_CODE = OTHER_CODE   # the spelling secret_concept_labels (not this module's owner's) still imports
_WORN = re.compile(rf"(?i)\s+(?:\w+\s+){{0,2}}(?:{PIN_OBJECT}|pins?\b|medals?|souvenirs?|memorabilia|keepsake|Sammlerstück|Sammlung"
                   r"|collection|colecci[oó]n|collezione|kolekcj\w*|verzameling|Abzeichen|Jubiläum\w*|commémorati\w*|conmemorati\w*|commemorativ\w*|kolekcjon\w*|коллекц\w*|記念|纪念|기념)")


def pin_worn(sample: str, end: int) -> bool:
    """Whether an object word (a badge, a brooch, a collection) follows the number at `end`: a lapel pin, no PIN."""
    return _WORN.match(sample, end) is not None


# A one-word label and a clock time alone on its line ("Gate: 1130", "Alarm: 0700"): a departure or a wake-up time.
_CLOCK = re.compile(r"(?:[01]\d|2[0-3])(?:00|15|30|45)")


def clock_label(sample: str, cue: re.Match[str], start: int, end: int) -> bool:
    """Whether the value at `start:end` is a round clock time right after a bare label that opens its line."""
    line_start = sample.rfind("\n", 0, cue.start()) + 1
    return not sample[line_start:cue.start()].strip() and sample[cue.end():start].strip() in (":", "：", "-", "–", "—") \
        and _CLOCK.fullmatch(sample[start:end]) is not None and not sample[end:].split("\n", 1)[0].strip(" .")
