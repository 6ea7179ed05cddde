"""Shapes a value after a secret cue may have that name no secret: program text, algorithm and platform names, versions,
times, dates, percentages, addresses, and the units and street words after a number that make it a quantity or a house
number; a price word or a currency, a time word, a model's brand, a count of combinations, a year with a case ending.
Read by the cue, sentence, lock and fallback rules."""

from __future__ import annotations

import re

from .normalise import fold_confusables

CODE_LIKE = re.compile(
    r"(?i)\w\(|\w\[|\$\{|\{\{|%\(|environ|getenv|process\.env|\.py\b|\.js\b|\.json\b|\.ya?ml\b"
    r"|\[[a-z0-9]-[a-z0-9]|\{\d+(?:,\d*)?\}|\\[dwsb]|^\^|^[a-z_][\w.\-]{0,30}=[^=\s]")
# Algorithm, format and platform names that mix letters and digits but name no secret.
TECH_WORD = re.compile(
    r"(?i)(?:ed|x|curve)25519|ed448|rsa-?\d*|(?:hmac-?)?sha-?\d+|md5|aes-?\d*(?:-\w+)?|argon2(?:id|i|d)?|p-?\d{3}"
    r"|secp\d+[kr]1|pbkdf2|base\d\d|utf-?\d+|ipv[46]|http/?[23]|mp[34]|h\.?26[45]|x86(?:[_\-]64)?|arm64|aarch64"
    r"|amd64|win(?:32|64)|python[23][\d.]*|ubuntu\d*|s3|ec2|k8s|i18n|l10n|a11y|oauth2?|2fa|mfa|totp|ssh-?\w*|gpg2?")
BENIGN_SHAPE = re.compile(
    r"(?i)v?\d+(?:\.\d+){1,3}[a-z0-9\-]*|\d{1,2}:\d{2}(?::\d{2})?|\d{4}-\d{2}-\d{2}.*|\d+(?:[.,]\d+)?%"
    r"|\d{1,3}-[a-z]+(?:-[a-z]+)*|\$\{?[A-Za-z_]\w*\}?"   # 4-character, 30-day; $NPM_TOKEN
    r"|(?-i:[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)|[a-z]+/[a-z]+"   # MEM0_API_KEY; and/or, bullets/sections
    r"|[a-z][\w.\-]*:\d{2,5}"   # host:port
    r"|[\w.+\-]+@[\w\-]+\.[\w.\-]+|[a-z][a-z0-9+.\-]*://\S*|\+\d[\d \-]{6,}|[~/\\$<{%#].*\w/\S*"
    r"|(?:[\w.\-/:]+@)?sha(?:1|256|384|512):[0-9a-f]{32,128}")   # a content digest: nginx@sha256:4c0f…
# A name of capitals and a number (COVID-19, LH-1234): no password, though a one-time code may look so (TX-884213).
CAPS_NUMBER = re.compile(r"[A-Z]{1,6}-\d{1,6}")
# The words of a placeholder value, in the languages people configure in ("ваш_пароль_здесь", "votre-mot-de-passe").
_PLACEHOLDER_PARTS = frozenset(fold_confusables(
    "your you my the a here put insert enter change changeme me example sample dummy placeholder secret password passwd"
    " pass pwd token key api value xxx todo tbd ваш ваша ваше свой твой мой пароль здесь сюда тут пример секрет токен ключ"
    " votre ton mon mot de passe ici exemple secret jeton clé tu su tus mi contraseña clave aquí aqui ejemplo tu seu sua"
    " senha chave exemplo dein deine ihr ihre mein passwort kennwort hier beispiel geheim il tuo tua la qui esempio"
    " twoje twój hasło haslo tutaj przykład uw jouw je wachtwoord voorbeeld din ditt lösenord här exempel adgangskode"
    " passord sinun salasana tähän esimerkki senin sizin şifre sifre şifren şifreniz sifren parola parolan buraya örnek"
    " ornek σου κωδικός εδώ твій твоє"
    " тут приклад").split())


def placeholder_value(token: str) -> bool:
    """A value made only of placeholder words ("your_password_here", "ваш_пароль_здесь", "<mot-de-passe>")."""
    parts = [part for part in re.split(r"[\W_]+", fold_confusables(token.lower())) if part]
    return len(parts) >= 2 and all(part in _PLACEHOLDER_PARTS for part in parts)
# A number followed by one of these is a quantity ("key length 4096 bits") or a house number, not a code.
UNIT = re.compile(fold_confusables(
    r"(?i)\s*(?:bits?|bytes?|[kmgt]i?b|chars?|characters?|digits?|letters?|words?|days?|hours?|minutes?|mins?|seconds?"
    r"|degrees?|°|grad|degrés|grados|градус\w*|度|도|watts?|volts?|euros?|dollars?|yen|kg|km|cm|mm|ml|grams?"
    r"|secs?|ms|weeks?|months?|years?|times?|attempts?|tries|tokens?|requests?|users?|rounds?|iterations?|%"
    r"|zeichen|stellen|tage|stunden|caract[eè]res|chiffres|jours|caracteres|d[ií]gitos|d[ií]as|символ\w*|цифр\w*"
    r"|дн\w*|文字|桁|자리|자|位|天|個|หลัก"
    # a count of people: "opens with 2500 visitors", "2500 Besuchern", "2500 visiteurs", "2500명"
    r"|visitors?|guests?|people|persons?|participants?|spectators?|attendees?|fans|runners|copies"
    r"|besucher\w*|gäste\w*|personen|leute|teilnehmer\w*|zuschauer\w*|visiteurs?|invités?|personnes|spectateurs?"
    r"|visitantes?|invitados?|personas|asistentes|espectadores|pessoas|convidados|visitatori|ospiti|persone|partecipanti"
    r"|spettatori|bezoekers|gasten|mensen|deelnemers|besökare|gäster|personer|deltagare|besøgende|gjester|kävijä\w*"
    r"|vieras\w*|ihmis\w*|osallistuja\w*|gości|osób|uczestnik\w*|widzów|návštěvník\w*|hostů|lidí|látogató\w*|vendég\w*"
    r"|ember\w*|néző\w*|vizitatori|oaspeți|persoane|spectatori|ziyaretçi\w*|misafir\w*|kişi\w*|seyirci\w*|гост\w*"
    r"|посетител\w*|человек|люд\w*|участник\w*|зрител\w*|відвідувач\w*|учасник\w*|επισκέπτ\w*|άτομα|θεατ\w*|زائر\w*"
    r"|زوار|شخص|מבקרים|אורחים|אנשים|بازدیدکننده|مهمان|نفر|दर्शक|लोग|मेहमान|ผู้เข้าชม|คน|khách|người|pengunjung|orang|tamu"
    r"|peserta|wageni|watu|名|人|명|분"
    # a house number: "the office door is at 3141 Market Street"
    r"|(?:[A-Z][\w'\-]*\s+){0,3}(?:st|street|rd|road|ave|avenue|blvd|lane|ln|drive|dr|way|place|pl|square|sq"
    r"|stra(?:ss|ß)e|str|weg|platz|gasse|allee|rue|avenue|boulevard|calle|avenida|plaza|via|rua|улиц\w*|ул|проспект"
    r"|пр)\.?)(?![^\W\d_])"))

# Words after a code word that make it a code of another sort (postal, colour, product), or a hash or commit named
# just before a key word: whatever the value's shape, no credential.
NOT_A_SECRET_CODE_AFTER = re.compile(
    r"(?i)\W{0,3}(?:pocztow\w*|poštovn\w*|poštov\w*|postal\w*|postale|postinumero|postnummer|posta\b|pos\b|почтов\w*"
    r"|поштов\w*|ταχυδρομ\w*|irányító\w*|couleur|colou?r|farb\w*|colore|cor\b|kleur|färg|farve|väri|prodott\w*"
    r"|product\w*|produkt\w*|produit|producto|produto|artikel\w*|articolo|art[íi]culo|ürün\w*|товар\w*)")
HASH_BEFORE = re.compile(r"(?i)commit|hash|checksum|\bsha\d*\b|digest|fingerprint")
# A postal or tracking code named before its code word ("posta kodu 34710", "Kargo takip kodu"): no credential.
POSTAL_BEFORE = re.compile(r"(?i)(?:posta|pocztowy|poštovní|poštové|irányító|postinumero|postnummer|почтовый|поштовий"
                           r"|ταχυδρομικός|takip|seguimiento|tracciamento|suivi|sendungs|śledzenia|отслеживания|трек"
                           r"|tracking|rastreio|spårnings|seuranta|nyomkövetési|urmărire|theo\s+dõi|pelacakan)\W{0,3}$")
# A Wi-Fi network's name given, not its key: "Wifi network name at grandma's is Vodafone-7A3C".
NETWORK_NAMED = re.compile(r"(?i)\bname\b|\bssid\b|netzwerkname|nom\s+du\s+réseau|nombre\s+de\s+(?:la\s+)?red"
                           r"|nome\s+da\s+rede|nome\s+della\s+rete|netwerknaam|nätverksnamn|nettverksnavn|netværksnavn"
                           r"|имя\s+сети|назва\s+мережі|ağ\s+adı")
# Prepositions after which a capitalised name with digits is the service a password is for ("Пароль від Приват24",
# "password for Office365"), not the password.
SERVICE_BEFORE = frozenset(fold_confusables("for für pour para per voor för til від от для do od na za untuk").split())
# Another digit group right after a number ("0171 2345678"): a phone number, not a code.
MORE_DIGITS = re.compile(r"[ \-/]\d{3,}")
# Words that open a question, not an answer ("Security question: What is …", "Sicherheitsfrage: Name des …").
QUESTION_WORDS = frozenset(fold_confusables(
    "what which who where when why how name wie was welche welcher wo wer quel quelle qui où comment cuál qué quién "
    "dónde cómo qual quale chi dove como onde quem как какой какая какое кто где що який яка хто де").split())
# A default or factory code is public; a customer, contract or account number named before a cue is no credential.
DEFAULT_BEFORE = re.compile(r"(?i)(?:default|standard|factory|werks\w*|voreingestellt\w*|par\s+défaut|d'usine|por\s+defecto"
                            r"|de\s+f[áa]brica|predefinit\w*|padrão|fabrieks\w*|standaard|по\s+умолчанию|заводск\w*"
                            r"|varsayılan|fabrika|domyśln\w*|fabryczn\w*|výchozí|alapértelmezett|gyári|oletus\w*"
                            r"|기본|默认|初期)[\s\-]*(?:\w+[\s\-]+)?$")
NUMBER_NOUN_BEFORE = re.compile(r"(?i)(?:kunden|vertrags|konto|bestell|rechnungs|mitglieds)nummer|customer\s+(?:number|id)"
                                r"|client\s+(?:number|id)|contract\s+number|account\s+number|numéro\s+(?:de\s+)?client"
                                r"|identifiant\s+client|número\s+de\s+cliente|numero\s+cliente|klantnummer|kundnummer"
                                r"|номер\s+(?:договора|клиента|счёта|счета)")
MONTHS = frozenset(fold_confusables(
    "january february march april may june july august september october november december jan feb mar apr jun jul aug "
    "sep sept oct nov dec januar februar märz mai juni juli oktober dezember janvier février mars avril juin juillet "
    "août septembre octobre novembre décembre enero febrero marzo abril mayo junio julio agosto septiembre octubre "
    "noviembre diciembre gennaio febbraio aprile maggio giugno luglio settembre ottobre dicembre января февраля марта "
    "апреля мая июня июля августа сентября октября ноября декабря").split())
# A customer's or member's number named right after the cue ("Código del cliente …", "identifiant client …").
CLIENT_AFTER = re.compile(r"(?i)\W{0,3}(?:[^\W\d_]{1,4}\s+){0,2}(?:client\w*|customers?|kund\w*|klant\w*|müşteri\w*"
                          r"|клиент\w*|абонент\w*|members?|membre|socio|mitglied\w*)\b")

# First words of a clause that says where or how a phrase is kept, not what it is ("is stored on two plates").
NOT_A_PHRASE_START = frozenset(fold_confusables(
    "stored kept saved written hidden locked printed engraved located somewhere in on at under with not never now also "
    "still only safe gespeichert aufgeschrieben im auf dans sur rangée écrite guardada escrita en записана хранится в "
    "на").split())


# Small words of which a sentence about a phrase has two or more ("long and only in his head") and a phrase few.
PROSE_WORDS = frozenset(fold_confusables(
    "and or but the a an in on at of to is are was his her my your their its only not no it this that "
    "und oder der die das ist im sein ihr nur nicht et ou le la les est dans son sa ne pas y o el los es en su "
    "solo и или в на не его её только").split())
# A price, a currency or a dimension after a number ("2500 USD", "1200 Ft", "1450 x 2100 mm"): a quantity, not a code.
MONEY_AFTER = re.compile(r"(?i)\s*(?:[x×]\s*\d|usd|eur|euros?|€|\$|£|ft|huf|kr|sek|nok|dkk|zł|zl|pln|czk|kč|руб\w*|₽|грн|₴"
                         r"|lei|ron|yen|円|元|₩|won|원|tl|₺|inr|₹|rs\.?|chf|fr\.|dong|đồng|đ|vnd|rp|idr|rm|myr|baht|฿|บาท"
                         r"|dollars?|dólar\w*|pesos?|reais|riyals?|ريال|dirhams?|درهم|shillings?|shilingi|ksh|kes|naira|₦"
                         r"|cedis?|rupees?|रुपय\w*|रुपए|रु|rupiah|ringgit|gourdes?|₱|₫|₪|টাকা|৳|块|塊)(?![^\W\d_])")
# A price word or a currency right before a number ("harga 45000", "shilingi 5000", "售价 899"): a price, not a code.
MONEY_BEFORE = re.compile(
    r"(?i)(?:[$€£¥₹₽₺₩₦₵₱₫₪]|(?<![^\W\d_])(?:price[sd]?|preis|kostet|costs?|prix|coûte|precio|cuesta|costó|preço"
    r"|custa|custou|prezzo|prijs|kost|cena|kosztuje|fiyat\w*|цена|стоит|стоил\w*|ціна|коштує|harga|seharga|giá|presyo"
    r"|bei\s+ya|shilingi|ksh|kes|tsh|ugx|rp|rs\.?|inr|usd|eur|gbp|chf|zł|r\$|us\$)|ราคา|价格|售价|價格|価格|値段|가격"
    r"|السعر|سعر|कीमत|दाम|قیمت)\W{0,3}$")
# A time preposition right before a 24-hour time ("only after 2200", "ab 1800", "dès 0730"): a time, not a code.
TIME_BEFORE = re.compile(r"(?i)(?<![^\W\d_])(?:after|before|until|till|from|by|ab|nach|vor|bis|um|après|avant|dès|jusqu'à"
                         r"|desde|hasta|a\s+las|dopo|prima|entro|alle|dalle|voor|tot|om|vanaf|efter|före|från|kl\.?|klo"
                         r"|po|przed|od|do|после|до|с|sonra|önce|saat|at|à|às|saa|karfe|jam|pukul|lúc|alle|ore|um)\s+$")
HHMM = re.compile(r"(?:[01]\d|2[0-3])[0-5]\d")
# A year with a case ending or a prefix glued by an apostrophe or hyphen ("2020'de", "2021-ben", "ב-2022"): a date.
# A year with a case ending, or with the word "year" glued on in romanised Korean, Chinese, Japanese, Persian ("2023nyeon").
YEAR_AFFIXED = re.compile(r"(?:[^\W\d_]{1,2}-)?(?:19|20)\d\d(?:['’\-][^\W\d_]{1,4}|(?i:nyeon|nyon|nian|nen|saal|sal))?")
# "1-9-6-0": a code keyed digit by digit, never how a year is written.
DIGIT_BY_DIGIT = re.compile(r"\d(?:[\-‐–·]\d){3}")
# A model word right before a value, glued in scripts without spaces ("型号 AX3000", "모델 AX1800").
MODEL_GLUED = re.compile(r"(?i)(?:型号|型號|型番|モデル|모델|модель|mẫu|รุ่น|मॉडल)\W{0,2}$")
# "is a Master Lock 1500D", "ein Abus Bordo 6000": an article, then a brand's capitalised words, then the model's number.
_MODEL_BEFORE = re.compile(r"(?<![^\W\d_])(?:(?:a|an|ein|eine|einen|un|une|uno|una|um|uma|een|ett|bir)\s+"
                           r"(?:[A-ZÀ-Ý][\w\-]*\s+[\w\-]+|[\w\-]+\s+[A-ZÀ-Ý][\w\-]*)"
                           r"|[A-Z]{2,}(?:\s+[A-Z][a-z]+)?)\s+$")   # or a brand in capitals: "ABUS Bordo 6000"
# "10000 combinations", "1000 combinaisons": a count of a lock's settings, not its code.
COMBINATION_COUNT = re.compile(r"(?i)\s+(?:possible\s+|mögliche[n]?\s+|possibles?\s+|posibles?\s+)?(?:combina|kombina"
                               r"|комбинац|комбінац|συνδυασμ|조합|组合|組合)")
# Words that make "a … 4471" a code after all ("einen neuen Code 4471", "a combination 372").
_CODE_IN_MODEL = re.compile(r"(?i)cod|kod|pin|combin|kombin|zahlen|chiffr|numm|numb|núm|num[eé]r|passw|geheim")


def model_before(shown: str, start: int) -> bool:
    """An article and a brand's or model's capitalised words right before `start` ("is a Master Lock 1500D")."""
    found = _MODEL_BEFORE.search(shown, max(0, start - 50), start)
    return found is not None and _CODE_IN_MODEL.search(found.group(0)) is None

# A building's or flat's part abbreviated with a dot before the value's label ("digicode bât. C : …", "esc. B", "кв.
# 12"): the dot ends no clause.
ADDRESS_ABBREVIATION = re.compile(
    r"(?i)(?<![^\W\d_])(?:bât|bat|bâtim|bldg|bld|blk|blq|bl|esc|escal|apt|appt|app|imm|rés|résid|res|geb|whg|hs|str"
    r"|edif|ed|pta|int|sc|sez|ул|д|кв|корп|под|стр|ет|бл|вх)$")
