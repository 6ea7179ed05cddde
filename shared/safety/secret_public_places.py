"""Postcodes, banks' own codes and OAuth client ids: numbers shared to be found, to route a payment or to identify an app, masked before the rules read a text.

A postcode after its name in about fifty languages ("Postleitzahl 10115", "código postal 28013", "CEP 01310-100",
"郵便番号 150-0001", "邮编 100080", "우편번호 06236", "почтовый индекс 125009", "رمز بريدي 11564", "رمز بريد المحل 10011" (not an e-mail's or a voicemail's), "کد پستی",
"מיקוד", "kode pos", "posta kodu", "pincode 560034"): only the number is blanked, so a PIN or a password in the
same note still reads as one. The names that are also a bank PIN's ("PIN code", "pincode", an Indian postal PIN)
count only with an Indian six-digit postcode and no card, bank, phone or lock word in the clause, and with a place
around it (an address word, a locality with its part of town, "Andheri West", a locality's name in an Indian script ending
the line, "ಪಿನ್ ಕೋಡ್: 560034 ಕೋರಮಂಗಲ", no verb among its words; in Latin script a locality before the name or in lower
case after the number, and never a secrecy word taken for a place: `secret_pin_localities`), or the card's PIN
disowned ("ATM wala nahi"). A parking space's number is a place too (`secret_public_parking`). An OAuth client
id is public by design (it sits in every login page's URL); its secret (`GOCSPX-…`, `client_secret`) stays a secret.
A bank's or a branch's own code ("código de banco 0049", "bank code 0000", "銀行コード 0005", "支店番号 123") is printed on
every statement; not when someone's own ("my bank code") or when an account's number is given too (the pair opens it).
Every pattern is bounded and linear.
"""

from __future__ import annotations

import re
import unicodedata
from typing import Iterator

from .normalise import compile_nfkc as _re
from .secret_pin_localities import locality_before, place_word, suffixed_after
from .secret_public_parking import parking_spans
from .secret_public_refs import reference_spans
from .secret_public_words import CREDENTIAL_STEM, PERSONAL, lower1, may_match


# Names of a postcode that cannot be a credential's: postal words in their scripts.
_POSTAL_NAME = _re(
    r"(?i)(?<![^\W\d_])(?:post\s?code|postal\s+code|zip\s?code|postleitzahl|postleitzahlen|code\s+postal|c[óo]digo\s+postal"
    r"|codi\s+postal|codice\s+postale|c[óo]digo\s+de\s+endere[çc]amento\s+postal|postnummer|postnumer|postinumero"
    r"|póstnúmer|kod\w*\s+pocztow\w*|poštovní\s+směrovací\s+číslo|poštové\s+smerovacie\s+číslo|irányítószám\w*"
    r"|cod(?:ul)?\s+poștal|cod(?:ul)?\s+postal|poštanski\s+broj\w*|poštn\w+\s+številk\w*|pašto\s+kod\w*"
    r"|pasta\s+indeks\w*|postiindeks\w*|posta\s+kodu|posta\s+kod|kode\s+pos|poskod|mã\s+bưu\s+(?:chính|điện)"
    r"|msimbo\s+wa\s+posta|sanduku\s+la\s+posta|lambar\s+gidan\s+waya|koodhka\s+boostada|ikhodi\s+yeposi|poskode"
    r"|kodi\s+postar|posta\s+(?:kodu|kutusu)|p\.?\s?o\.?\s+box|postfach|boîte\s+postale|apartado(?:\s+de\s+correos)?"
    r"|caixa\s+postal|casella\s+postale|postbus|postbox|poçt\s+indeksi|pochta\s+indeksi|postal\s+pin)(?![^\W\d_])"
    r"|почтов\w+\s+индекс\w*|поштов\w+\s+індекс\w*|пощенски\s+код|поштенски\s+(?:код|број)|поштански\s+број|индекс"
    r"|пошта\s+индексі|шуудангийн\s+код|ταχυδρομικ\w+\s+κώδικ\w*|\bΤ\.\s?Κ\.|საფოსტო\s+ინდექს\w*|փոստային\s+ինդեքս\w*"
    r"|(?:ال)?رمز\s+(?:ال)?بريدي|رمز\s+بريد(?=\s)(?!\s+(?:ال)?(?:إلكترون|الكترون|صوت|ايميل|إيميل))|الرمز\s+البريدي|صندوق\s+(?:ال)?بريد|ص\.\s?ب\.?|کد\s+پستی|کدپستی|صندوق\s+پستی|پوسٹل\s+کوڈ"
    r"|ڈاک\s+کوڈ|מיקוד|ת\.\s?ד\.?|डाक\s+कोड|पोस्टल\s+कोड|हुलाक\s+कोड|পোস্ট\s?কোড"
    r"|அஞ்சல்\s+குறியீடு|තැපැල්\s+කේත\S*"
    r"|รหัสไปรษณีย์|ລະຫັດໄປສະນີ|ប្រអប់សំបុត្រ|郵便番号|〒|邮编|邮政编码|郵遞區號|郵政編碼|郵編|우편\s?번호|የፖስታ\s+(?:ሳጥን|ቁጥር)|ፖ\.ሳ\.ቁ")
# Short names written in capitals (a German PLZ, an Italian CAP, a Brazilian CEP, a Spanish or Mexican C.P.), with the
# number right after: "plz" in chat is "please", "cap" a hat.
_POSTAL_ABBR = re.compile(r"(?<![\w.])(?:PLZ|CAP|CEP|C\.\s?P\.|CP|NPA|PSČ|PSC|ZIP|T\.K\.)(?=[\s:.#]{1,3}\d)")
# The names that also name a bank PIN: read only with an Indian postcode and no credential word in the clause.
_PIN_NAME = re.compile(r"(?i)(?<![^\W\d_])(?:pin\s?-?code|pincode|pin\s+no\.?|pin(?=[\s:.\-]{1,3}\d{3}\s?\d{3}(?!\d))"
                       r"|pin\s?-?(?:kod|kode)|pin\s+(?:number|nambar|num|nr)\.?)(?![^\W\d_])"   # "pin kod 560034 Koramangala"
                       r"|पिन\s?कोड|पिनकोड|পিন\s?কোড"
                       # the short name in Indian scripts before a six-digit postcode ("जयपुर, पिन 302001")
                       r"|(?:पिन|পিন|ਪਿੰਨ|પિન|பின்|పిన్|ಪಿನ್|പിൻ|ପିନ୍?|پن)(?=[\s:\-]{1,3}[1-9]\d{2}\s?\d{3}(?!\d))"
                       r"|பின்\u200c?\s?கோடு|పిన్\u200c?\s?కోడ్|ಪಿನ್\u200c?\s?ಕೋಡ್|പിൻ\u200c?\s?കോഡ്|પિન\u200c?\s?કોડ"
                       r"|ਪਿੰਨ\u200c?\s?ਕੋਡ|ପିନ୍?\u200c?\s?କୋଡ୍?|پن\s?کوڈ")   # a zero-width non-joiner may sit between the halves
_INDIAN_PIN = re.compile(r"(?<!\d)\d{3}\s?\d{3}(?![\d\-])")   # first digit 1-8, in any script's digits
_CLAUSE = re.compile(r"[^\n.,;!?。，、！？]*")
_SENTENCE = re.compile(r"[^\n.;!?。！？]*")
# Words that make a number a card's, an account's, a phone's or a lock's: no postcode then.
_NOT_POSTAL = _re(
    r"(?i)atm|card|karte|carte|tarjeta|cart[ãa]o|debit|credit|bank|banco|banque|upi|account|konto|login|sim\b|phone|mobile"
    r"|kartic|kartice|karticu|mobitel|telefon"   # a card, a phone in the South Slavic languages ("PIN kod kartice")
    r"|lock|door|safe|locker|gate|alarm|wifi|wi-fi|password|passcode|otp|kaart|कार्ड|बैंक|एटीएम|खाता|ताला|पासवर्ड|ओटीपी"
    r"|সিম|কার্ড|ব্যাংক|کارڈ|بینک|اے\s?ٹی\s?ایم"
    # a door, a lock, a phone, an app in Hinglish and the scripts: a keypad's code, not a place's
    r"|darwaz\w*|darvaz\w*|\bta+la\b|tijori|paytm|gpay|phonepe|दरवाज|तिजोरी|फ़ोन|फोन|మొబైల్|ఫోన్|తలుపు|ಫೋನ್|ಬಾಗಿಲು"
    r"|போன்|கதவு|ഫോൺ|വാതിൽ|ফোন|দরজা|ફોન|દરવાજ|ਫ਼ੋਨ|ਦਰਵਾਜ਼|فون|دروازہ"
    # an ATM, a card, a bank in the other Indian scripts
    r"|এটিএম|ਏਟੀਐਮ|એટીએમ|ଏଟିଏମ|ஏடிஎம்|ఏటీఎం|ಎಟಿಎಂ|എടിഎം|ਕਾਰਡ|કાર્ડ|କାର୍ଡ|கார்டு|కార్డ|ಕಾರ್ಡ್|കാർഡ്"
    r"|ਬੈਂਕ|બેંક|ବ୍ୟାଙ୍କ|வங்கி|బ్యాంక్|ಬ್ಯಾಂಕ್|ബാങ്ക്")
# What makes "PIN code 560034" a place's: an address word, Hinglish around it, an Indian script, or a place's name
# right after the number ("400050 (Bandra West)", "110001, New Delhi"); "my PIN code is 482910" has none.
_PLACE_WORD = _re(
    r"(?i)(?<![^\W\d_])(?:address|addr|city|town"
    r"|area|locality|colony|nagar|sector|road|street|lane|district|dist|taluk|tehsil|village|post\s+office|courier"
    r"|deliver\w*|shipping|parcel|state|india|delhi|mumbai|bengaluru|bangalore|chennai|kolkata|hyderabad|pune|jaipur"
    r"|lucknow|ahmedabad|patna|bhopal|indore|kochi|noida|gurgaon|gurugram)(?![^\W\d_])"
    # address, city, district, village, post in Indian scripts; the big cities' names
    r"|पता|शहर|नगर|जिला|ज़िला|गांव|गाँव|डाक|मोहल्ल|कॉलोनी|सेक्टर|मार्ग|दिल्ली|मुंबई|जयपुर|लखनऊ|बेंगलुरु|कोलकाता|चेन्नई"
    r"|हैदराबाद|पुणे|पटना|भोपाल|इंदौर|ঠিকানা|শহর|জেলা|ঢাকা|কলকাতা|முகவரி|நகர்|மாவட்டம்|சென்னை|చిరునామా|హైదరాబాద్"
    r"|ವಿಳಾಸ|ಬೆಂಗಳೂರು|വിലാസം|ജില്ല|સરનામું|શહેર|અમદાવાદ|ਪਤਾ|ਸ਼ਹਿਰ|پتہ|شہر|لاہور|کراچی"
    # a block, a layout, a main road in Indian scripts ("ಕೋರಮಂಗಲ 4ನೇ ಬ್ಲಾಕ್")
    r"|തിരുവനന്തപുരം|കൊച്ചി|കോഴിക്കോട്|ಮೈಸೂರು|ಮಂಗಳೂರು|విజయవాడ|విశాఖపట్నం|மதுரை|கோயம்புத்தூர்|ਅੰਮ੍ਰਿਤਸਰ|ਲੁਧਿਆਣਾ|સુરત"
    r"|ब्लॉक|ब्लाक|ব্লক|ப்ளாக்|బ్లాక్|ಬ್ಲಾಕ್|ಲೇಔಟ್|ಮುಖ್ಯ\s+ರಸ್ತೆ|ബ്ലോക്ക്|બ્લોક|ਬਲਾਕ|லேஅவுட்|లేఅవుట్"
    # a home, a house, an office, a town's suffix (-nagar, -halli, -pur, -hills) in Indian scripts and Hinglish
    r"|ನಗರ|నగర్|నగరం|নগর|નગર|ਨਗਰ|നഗർ|ಹಳ್ಳಿ|ಪುರ|పురం|పేట|ಪೇಟೆ|புரம்|பேட்டை|हिल्स|హిల్స్|ಹಿಲ್ಸ್|ഹിൽസ്"
    r"|घर|ఇంటి|ఇల్లు|ಮನೆ|வீட்டு|வீடு|വീട്|বাড়ি|বাড়ির|ঘর|ઘર|ਘਰ|گھر|ଘର|ऑफिस|ऑफ़िस|ఆఫీసు|ఆఫీస్|ಆಫೀಸ್|அலுவலக|ഓഫീസ്|অফিস|ઓફિસ"
    r"|(?<![^\W\d_])(?:ghar|home|house|office|flat|apartment|society|layout|nagar|halli|puram|pet|gaon|gaanv|gaav"
    r"|gaaon|mohalla|shahar|sheher|basti|kasba|pind|qasba|ilaka|ilaaka)(?![^\W\d_])")
_PLACE_AFTER = re.compile(r"\s*[,(\-–]?\s*(?:\w+\s+)?[A-Z][a-z]{2,}"
                          # a place's name in an Indian script after a comma ("500034, బంజారాహిల్స్")
                          r"|\s*[,(\-–]\s*[\u0900-\u0dff]{3,}"
                          # Hinglish "… 560037 hai, Marathahalli"
                          r"|\s+h[ae]i\b\s*[,(\-–]?\s*[A-Z][a-z]{2,}")
# A locality's name in an Indian script ending the line after the number ("ಪಿನ್ ಕೋಡ್: 560034 ಕೋರಮಂಗಲ"): one to three
# words, none a copula, a verb or a "to anyone" ("560034 ಆಗಿದೆ", "482913 ಯಾರಿಗೂ ಹೇಳಬೇಡ" are a PIN's sentences).
_INDIC_TAIL = re.compile(r"[ \t]+((?:[\u0900-\u0dff]{2,}[ \t]*){1,3})(?=[,.)।|\n]|\Z)")
_INDIC_WORD = re.compile(r"[\u0900-\u0dff]+")
_INDIC_VERB = re.compile(
    r"(?:है|हैं|था|थी|थे|आहे|होता|होती|मत|नहीं|नही|ना|হল|হলো|হয়|ছিল|দিন|দাও|না|છે|હતો|હતી|નથી|ਹੈ|ਸੀ|ਨਹੀਂ|ଅଟେ|ଅଛି"
    r"|ଥିଲା|ஆகும்|உள்ளது|என்று|ஆக|ఉంది|అని|గా|ಇದೆ|ಅನ್ನು|ആണ്|എന്ന്)\Z"
    r"|बता|डाल|दर्ज|गुप्त|किसी|বল|কাউকে|গোপন|કોઈ|કહ|ਕਿਸੇ|ਦੱਸ|କାହା|சொல்ல|யாரிட|யாருக்|రహస్య|ఎవరి|చెప్ప|ಆಗಿ|ಯಾರಿ|ಹೇಳ|ರಹಸ್ಯ"
    r"|ആരോട|പറയ|രഹസ്യ|ആയിര|याद|रख|মনে|યાદ|ਯਾਦ|ମନେ|நினைவ|గుర్తు|ನೆನಪ|ഓർമ"
    # use, enter, type: a code keyed in
    r"|इस्तेमाल|एंटर|टाइप|लगा|ব্যবহার|লিখ|এন্টার|વાપર|નાખ|ਵਰਤ|ਪਾਓ|ବ୍ୟବହାର|பயன்படுத்த|உள்ளிட|போடு|వాడ|ఎంటర్|నమోదు"
    r"|ಬಳಸ|ಎಂಟರ್|ಹಾಕ|ഉപയോഗ|എന്റർ|നൽക")
# The code half of an Indian script's "PIN code": a bare "पिन" before a number is more often a card's.
_CODE_HALF = re.compile(r"कोड|কোড|கோடு|కోడ్|ಕೋಡ್|കോഡ്|કોડ|ਕੋਡ|କୋଡ|کوڈ")


def _named_after(text: str, end: int) -> bool:
    """Whether a place's name follows `end`: a capitalised word that is no secrecy or instruction word ("Dont tell")."""
    after = _PLACE_AFTER.match(text, end)
    return after is not None and all(place_word(word) for word in re.findall(r"[A-Z][^\W\d_]+", after.group(0)))


def _indic_place_after(text: str, end: int) -> bool:
    """Whether words of an Indian script, none a verb or a secret's word, end the line right after `end`."""
    tail = _INDIC_TAIL.match(text, end)
    return tail is not None and not any(_INDIC_VERB.match(word.group(0))
                                        for word in _INDIC_WORD.finditer(tail.group(1)))


# A locality named with its part of town ("Andheri West ka", "Mayur Vihar", "Salt Lake Sector 5"), or the card's PIN
# disowned ("ATM wala nahi", "not the ATM one"): the PIN code is the area's.
_LOCALITY = re.compile(r"(?<![\w])[A-Z][a-z]{2,}\s+(?:West|East|North|South|Nagar|Vihar|Colony|Layout|Marg|Chowk|Bazaa?r|Ganj"
                       r"|Enclave|Extension|Sector)(?![\w])")
_CARD_DISOWNED = re.compile(r"(?i)(?<![\w])(?:(?:ATM|card|bank|UPI)\s+(?:wala|waala|vala|ka|ki|wali)\s+(?:nahi|nahin|na)"
                            r"|not\s+(?:the\s+|my\s+)?(?:ATM|card|bank|UPI))(?![\w])")
# The one-word "pincode" is India's postal word ("PIN code" in two may be a card's): with a six-digit postcode and no
# card, bank or lock word it needs no place around it ("pincode 560034", "पिनकोड 110001").
_JOINED_PIN = re.compile(r"(?i)pin-?code|पिनकोड|পিনকোড|பின்\u200c?கோடு|పిన్\u200c?కోడ్|ಪಿನ್\u200c?ಕೋಡ್|പിൻ\u200c?കോഡ്"
                         r"|પિન\u200c?કોડ|ਪਿੰਨ\u200c?ਕੋਡ|پنکوڈ")
# A postcode's shape: digits in one or two groups (a letter prefix, a trailing pair of letters), or the British and
# Canadian letter-digit forms.
_POSTCODE = re.compile(
    r"(?<![\w\-])(?:〒\s?)?(?:[A-Z]{1,2}-)?\d{3,6}(?:[ \-]\d{2,4})?(?:\s?[A-Z]{2}(?![A-Za-z]))?(?![\w\-])"
    r"|(?<![\w\-])(?:[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}|[A-Z]\d[A-Z]\s?\d[A-Z]\d)(?![\w\-])")
# Between a postcode's name and its number: a few words, no digit, no credential word.
_GAP = re.compile(r"[^\d\n]{0,24}")


def _after(text: str, at: int) -> tuple[int, int] | None:
    """The postcode after a name ending at `at`, if only a few words without a credential word lie between."""
    gap = _GAP.match(text, at)
    value = _POSTCODE.search(text, at, gap.end() + 20)
    if value is None or value.start() > gap.end() or CREDENTIAL_STEM.search(text, at, value.start()):
        return None
    return value.span()


def postcode_spans(text: str) -> Iterator[tuple[int, int]]:
    """Postcodes after their names (see the module's docstring)."""
    if re.search(r"\d{3}", text) is None:
        return
    lowered = lower1(text)
    names = [m.end() for m in _POSTAL_NAME.finditer(text)] if may_match(_POSTAL_NAME, lowered) else []
    names += [m.end() for m in _POSTAL_ABBR.finditer(text)]
    for end in names:
        span = _after(text, end)
        if span is not None:
            yield span
    for name in _PIN_NAME.finditer(text):
        clause_start = max(text.rfind(c, 0, name.start()) for c in "\n.,;!?。，、！？") + 1
        sentence_start = max(text.rfind(c, 0, name.start()) for c in "\n.;!?。！？") + 1
        sentence_end = _SENTENCE.match(text, name.end()).end()
        clause = text[clause_start:_CLAUSE.match(text, name.end()).end()]
        value = _INDIAN_PIN.match(text, _GAP.match(text, name.end()).end())
        if value is not None and 1 <= unicodedata.digit(value.group(0)[0]) <= 8 and not _NOT_POSTAL.search(clause) \
                and not CREDENTIAL_STEM.search(text, name.end(), value.start()) \
                and (_PLACE_WORD.search(text, sentence_start, sentence_end) or _named_after(text, value.end())
                     or suffixed_after(text, value.end()) or locality_before(text, name.start(), re.search(r"(?i)cod|kod", name.group(0)) is not None)
                     or (_CODE_HALF.search(name.group(0)) is not None and _indic_place_after(text, value.end()))
                     or _LOCALITY.search(text, sentence_start, sentence_end)
                     or _CARD_DISOWNED.search(text, sentence_start, sentence_end)
                     or _JOINED_PIN.fullmatch(name.group(0)) is not None):
            yield value.span()


# Google's OAuth client ids: a project number, a dash, the id, the apps domain.
_GOOGLE_CLIENT_ID = re.compile(r"(?<![\w\-])\d{6,14}-[A-Za-z0-9_]{16,40}\.apps\.googleusercontent\.com(?![\w\-])")
# "client id" in the languages read, then a value: public, as opposed to the client secret beside it.
_CLIENT_ID_NAME = _re(
    r"(?i)(?<![^\W\d_])(?:(?:oauth2?\s+)?client[\s_\-]?id|clientid|app(?:lication)?[\s_\-]?\(?client\)?[\s_\-]?id|consumer[\s_\-]?key"
    r"|id\s+(?:de\s+|do\s+|du\s+)?client[ea]?|identifiant\s+(?:du\s+)?client|client-?kennung|id\s+cliente|identificador\s+de\s+cliente"
    r"|klient(?:en)?[\s\-]?id|istemci\s+kimliği|mã\s+khách\s+hàng\s+oauth)(?![^\W\d_])"
    r"|クライアント\s?ID|客户端\s?ID|用戶端\s?ID|클라이언트\s?ID|идентификатор\s+клиента|معرف\s+العميل|מזהה\s+לקוח")
_CLIENT_VALUE = re.compile(r"[\s:=\"'`«“(]{1,6}(?P<v>[A-Za-z0-9][A-Za-z0-9_\-.]{7,120})(?![\w\-.])")
_SECRET_VALUE = re.compile(r"GOCSPX-|(?:sk|rk)_|sk-|gh[pousr]_|xox[abposre]-|AKIA|ASIA|AIza|eyJ")


def client_id_spans(text: str) -> Iterator[tuple[int, int]]:
    """Google OAuth client ids anywhere, and a value right after a "client id" name unless it has a secret's prefix."""
    if ".apps.googleusercontent.com" in text:
        yield from (m.span() for m in _GOOGLE_CLIENT_ID.finditer(text))
    if not may_match(_CLIENT_ID_NAME, lower1(text)):
        return
    for name in _CLIENT_ID_NAME.finditer(text):
        value = _CLIENT_VALUE.match(text, name.end())
        if value is not None and not _SECRET_VALUE.match(value.group("v")):
            yield value.span("v")


# A bank's or a branch's identifying code, in the languages read (the SWIFT, IBAN-side and routing names are in
# `secret_public_keys`).
_BANK_CODE = _re(
    r"(?i)(?<![^\W\d_])(?:bank\s+code|branch\s+code|bankcode|c[óo]digo\s+(?:de\s+|do\s+|del\s+)?(?:banco|entidad|oficina|ag[êe]ncia)"
    r"|code\s+(?:bancaire|établissement)|codice\s+(?:ABI|CAB|banca)|(?-i:ABI|CAB)|bankkode|bankkod|pankkikoodi|kod\s+banku"
    r"|šifra\s+banke|kód\s+banky|bankkód|kode\s+(?:bank|cabang)|mã\s+(?:ngân\s+hàng|chi\s+nhánh)|banka\s+kodu|şube\s+kodu)"
    r"(?![^\W\d_])|รหัสธนาคาร|รหัสสาขา|銀行コード|金融機関コード|支店(?:番号|コード)|은행\s?코드|지점\s?코드|银行代码|银行行号|联行号"
    r"|رمز\s+البنك|رمز\s+الفرع|کد\s+(?:بانک|شعبه)|קוד\s+(?:ה)?בנק|מספר\s+(?:ה)?סניף|बैंक\s+कोड|शाखा\s+कोड|код\s+банка|код\s+банку")
_BANK_VALUE = re.compile(r"\d{2,11}(?:[ \-.]\d{2,5}){0,3}(?![\w\-])")
_ACCOUNT = _re(r"(?i)(?:account|acct|konto|cuenta|conta|compte|conto|rekening|hesap|сч[её]т|рахун|حساب|חשבון|口座|账号|账户|帳戶|계좌)"
               r"[^\d\n]{0,20}\d[\d \-]{5,}")


def bank_code_spans(text: str) -> Iterator[tuple[int, int]]:
    """A bank's or a branch's code after its name, unless someone's own or given with an account's number."""
    if not may_match(_BANK_CODE, lower1(text)) or _ACCOUNT.search(text):
        return
    for name in _BANK_CODE.finditer(text):
        gap = _GAP.match(text, name.end())
        value = _BANK_VALUE.match(text, gap.end())
        if value is not None and value.start() - name.end() <= 16 \
                and not CREDENTIAL_STEM.search(text, name.end(), value.start()) \
                and not PERSONAL.search(text, max(0, name.start() - 16), value.start()):
            yield value.span()


def place_spans(text: str) -> Iterator[tuple[int, int]]:
    """Postcodes, banks' codes and OAuth client ids in `text`."""
    yield from postcode_spans(text)
    yield from bank_code_spans(text)
    yield from client_id_spans(text)
    yield from parking_spans(text)   # a parking or bicycle space's number (secret_public_parking)
    yield from reference_spans(text)   # a transfer's, a receipt's, a town's or a postcode's number (secret_public_refs)
