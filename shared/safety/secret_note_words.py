"""Words the note shapes share: credential words CUE lacks, other sorts of number, Eastern digits, digit runs."""

from __future__ import annotations

import re

from .secret_lexicon import CUE

# Credential and lock words `secret_lexicon.CUE` does not know as whole words (Arabic/Persian رمز, a card, a safe,
# a recovery key, a password said in Igbo, Hausa, Zulu or Somali).
_EXTRA = re.compile(
    r"(?i)(?<![^\W\d_])(?:رمز\w*|الرمز|كود|رقم\s+سري|کد|کلمه\s+عبور|گذرواژه|رمزعبور|anahtar\w*|kurtarma|recovery|"
    r"wiederherstellung\w*|récupération|recuperación|recuperação|восстановлени\w*|i-?password\w*|iphasiwedi|"
    r"paswọọdụ|sirri\w*|kalmar\s+sirri\w*|lambar\s+sirri|furaha|khasnad\w*|sanduuq\w*|xafiis|lambarka\s+sirta|"
    r"kredit\w*karte|karte|card|carte|tarjeta|cartão|cartao|carta|kart\w*|karta|карт\w*|بطاقة|بطاقه|کارت|כרטיס|"
    r"safe|tresor|coffre|caja\s+fuerte|cofre|cassaforte|sejf|сейф|kasa\w*|خزنة|گاوصندوق|כספת|金库|保险柜|金庫|금고|két\s+sắt|"
    r"brankas|peti\s+besi|lock|schloss|cadenas|candado|cadeado|lucchetto|kłódk\w*|замок|kilit\w*|قفل|מנעול|锁|錠|자물쇠|"
    r"bitlocker|vault|locker|\w*schloss\w*|\w*lock|szafk\w*|casier|taquilla|armário|armadietto|kluis|шкафчик|dolap)(?![^\W\d_])")
# Other sorts of number: a phone or service line, a postcode, a price, an order, a room, a date; none is a code.
OTHER = re.compile(
    r"(?i)(?<![^\W\d_])(?:phone|tel|telefon\w*|téléphone|teléfono|telefone|telefono|телефон\w*|هاتف|تلفن|טלפון|फ़ोन|फोन|"
    r"call|calls|waya|lambar\s+waya|simu|ara\w*|arayıp|appel\w*|llam\w*|ligar|ligue|chiam\w*|anruf\w*|звон\w*|اتصل|تماس|hotline|helpline|"
    r"service\s+client\w*|customer\s+service|kundenservice|müşteri\s+hizmet\w*|zip|postcode|post\s+code|postal|"
    r"postleitzahl|plz|code\s+postal|código\s+postal|cep|почтов\w*|posta\s+kodu|पिन\s+कोड|پستی|بريدي|البريدي|"
    r"order|bestellung|commande|"
    r"pedido|sipariş|заказ|room|zimmer|chambre|oda|комнат\w*|price|preis|prix|precio|preço|prezzo|fiyat|цена|سعر|قیمت|"
    r"fcfa|cfa|francs?|euros?|dollars?|naira|shillings?|rupees?|rs|inr|kes|xof|ksh|tl|₺|€|\$|£|₹|"
    r"street|straße|strasse|rue|calle|avenida|rua|ulica|улиц\w*|вулиц\w*|sokak\w*|cadde\w*|شارع|خیابان|רחוב|"
    r"đường|jalan|address|adresse|dirección|endereço|indirizzo|adres|адрес\w*|hausnummer|house\s+number|"
    r"bus|tram|train|flight|flug|vol|vuelo|рейс|version|model|modell|modèle|modelo|page|seite|página|kg|km)(?![^\W\d_])")
# Digits typed one at a time (spaced, dashed, dotted) or a 4-8 digit block; positions as in the text.
DIGIT_RUN = re.compile(r"(?<![\d/:.,])(?:\d(?:[ \t]?[\-–.·,][ \t]?|[ \t]{1,2})){2,9}\d(?![\d/:]|[.,]\d)|(?<![\d/:.,])\d{4,8}(?![\d/:]|[.,]\d)")


def credential_word(text: str) -> re.Match[str] | None:
    """The first password, PIN, code, card, safe or lock word in `text`."""
    found = [m for m in (CUE.search(text), _EXTRA.search(text)) if m]
    return min(found, key=lambda m: m.start()) if found else None


def lock_word(text: str) -> re.Match[str] | None:
    """The first card, safe, lock, key or password word of the ones CUE lacks ("Fahrradschloss", "khasnadda")."""
    return _EXTRA.search(text)


def digits_of(run: str) -> str:
    return "".join(c for c in run if c.isdigit())


def counting(digits: str) -> bool:
    """"1234", "0000", "9876": a count or a placeholder, not a code."""
    steps = {int(b) - int(a) for a, b in zip(digits, digits[1:])}
    return len(digits) >= 3 and len(steps) == 1 and steps <= {-1, 0, 1}
