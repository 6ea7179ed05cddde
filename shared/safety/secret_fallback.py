"""A fallback for password sentences no other rule reads: a credential word and a credential-shaped value in one clause.

Each new author invents a phrasing the specific rules do not cover ("ọrọ aṣínà Gmail mi ni Ibadan_ekó22", "lambarka
sirta ee Zaad waa 4488"). Here word order and filler do not matter: within one clause (a sentence or a line; a colon or
a dash ends none), a word holding a credential stem (a password, PIN or code word, or a word for "secret", in ~50
languages, any inflection or compound) and a value shaped like a credential within 60 characters after it or 30 before
it count. After a password or secret word: letters with digits (6+) or 4–8 digits; after a code or PIN word: digits
only.
No year, date, time, price, phone or grouped number, quantity or numbered thing ("Nr. 0815", "PR 4821"); no clause that
talks about credentials (rules, examples, resets), names a code of another sort (postal, order, booking, tracking) or
says there is none ("no passcode", "sio tokeni"). Linear patterns.
"""

from __future__ import annotations

import re
import unicodedata
from typing import Iterator

from .normalise import fold_confusables
from .secret_context import OTHER_CODE, RULE_PROSE
from .secret_cues import REDACTED_SECRET, EXAMPLE, POLICY, benign_shape, password_shaped, quantity_after
from .secret_romanised_words import (ROMAN_CIPHER, ROMAN_PASSWORD, ROMAN_TALK, cipher_public, dial_combination,
                                     locked)
from .secret_sentence_words import TALK
from .secret_sentence_stems import CODE_ANCHORS, CODE_STEM, PASSWORD_ANCHORS, PASSWORD_STEM, code_form
from .secret_sentences import OTHER_CODE_CONTEXT, not_a_password
from .secret_shapes import (CAPS_NUMBER, DEFAULT_BEFORE, HASH_BEFORE, HHMM, MONEY_AFTER, MONEY_BEFORE, NETWORK_NAMED,
                            SERVICE_BEFORE, TIME_BEFORE, YEAR_AFFIXED, placeholder_value)

# Words for "secret" (a secret number, a secret word) in ~40 languages, at a word's start; digits after one count only
# beside a number, code or word word ("lambarka sirta", "nọmba nzuzo"), not in "my secret playlist has 2481 songs".
SECRET_STEM = re.compile(
    r"(?<![^\W\d_])(?:secret|secreto|secreta|segret[oa]|secrète|geheim|sekret|секрет|таємн|тайн|titkos|salainen"
    r"|hemmelig|hemlig|tajn[éyáý]|μυστικ|סוד|gizli|rahasia|siri\b|sirri|sirta|sirtaa|nzuzo|aṣínà|asina|aṣiri|imfihlo"
    r"|imfihlakalo|lihim|sekreto|bí\s+mật|ሚስጥር|ምስጢር|गुप्त|গোপন|سري|السري|السرية|راز|秘密|機密|机密|icciit|ibanga|miafina"
    r"|sekre\b|sekrè)")
_NUMBER_BESIDE = re.compile(
    r"(?<![^\W\d_])(?:numbers?|nummer|numéro|numero|número|nomor|nombor|nambari|namba|lamba\w*|nọmba|nomba|nimero"
    r"|umubare|inombolo|nhamba|lakkoofs\w*|номер\w*|رقم|الرقم|شماره|नंबर|সংখ্যা|codes?|kod\w*|kód\w*|koodi\w*|cod\w*"
    r"|kaody|kòd|pin|words?|wort|mot|palabra|palavra|parola|okwu|ọrọ|ijambo|jecha|kalma|neno|слово|كلمة|zahl|cijfer"
    r"|sayı|số|mã)(?![^\W\d_])|ቁጥር|ቃል")
# Password words of languages `secret_sentences` does not hold (Tajik, Māori, Malagasy, Amharic and Tigrinya, Yoruba and
# Igbo spellings) and the Spanish "clave" in any ending ("claveyqa").
PASSWORD_MORE = re.compile(r"(?<![^\W\d_])(?:tenimiafina|рамз|clave|paswo|pasiwe|kupuhipa)|ይለፍ|ፓስ")
# Code words of languages `secret_sentences` does not hold (Zulu, Māori, Malagasy, Yoruba and Igbo spellings).
CODE_MORE = re.compile(r"(?<![^\W\d_])(?:i?khodi|i?khowudi|waehere|kaody|kowudu|kóòdù|koodu|kodu|kòd|kod)(?![^\W\d_])")
# Wireless network words: a password-shaped value after one is its key, unless shaped like a network's name.
WIFI_STEM = re.compile(r"wi-?fi|wlan|wireless|hotspot|вай-?фа\w*|wifi|وای\s?فای|واي\s?فاي|ワイファイ|와이파이|无线|無線|ไวไฟ"
                       r"|ዋይፋይ|वाई-?फाई|ওয়াইফাই")
# A network's name rather than its key: a brand and four hex digits, a band, an extender, a guest net.
_NETWORK_NAME = re.compile(r"(?i).*(?:(?:2(?:[.,]4)?|5|6)\s?g(?:hz)?|_ext|-ext|guest|gast)"
                           r"|[A-Za-z!]+[\-_](?=\d*[A-F])[0-9A-F]{4,6}"
                           r"|(?i:fritz\w*|vodafone|telekom|movistar|livebox|freebox|bbox|tp-?link|netgear|linksys"
                           r"|asus|huawei"
                           r"|zte|dlink|d-link|xiaomi|orange|sfr|bt|sky|virgin|ziggo|proximus|swisscom|telia"
                           r"|telenor)[\-_ ]?\w*")
_OPEN_NETWORK = re.compile(r"(?<![^\W\d_])(?:free|open|offen|gratis|kostenlos|libre|ouvert|aperto|abierta?|bure|wazi"
                           r"|miễn\s+phí|бесплатн\w*|открыт\w*|açık|ücretsiz|darmowe|ingyenes|ilmainen"
                           r"|gratuit\w*)(?![^\W\d_])")
# Unlock pattern words: digits keyed one by one after one ("pattern 1-5-9-6-3") are the pattern.
PATTERN_STEM = re.compile(r"(?<![^\W\d_])(?:pattern|muster|patrón|patron|motif|schema|sequenza|sequência|wzór|шаблон"
                          r"|графическ\w*\s+ключ|desen)(?![^\W\d_])")
# A label right before a value, or between the credential word and it, that names it as something else.
LABEL_BEFORE = re.compile(
    r"(?<![^\W\d_])(?:user(?:name)?|benutzer(?:name)?|nutzername|usuario|utilisateur|utente|gebruiker(?:snaam)?"
    r"|användarnamn|brugernavn|brukernavn|käyttäjä\w*|kullanıcı|пользовател\w*|логин|name|nom|nombre|nome|naam|namn"
    r"|navn|nimi|isim|adı|имя|ssid|id|model\w*|modèle|modelo|nr|no|nº|n°|pr|port|version|serial|ip|page|seite|página"
    r"|pagina"
    r"|chapter|kapitel|chapitre|capítulo|capitolo|room|zimmer|chambre|habitación|camera|level|stufe|niveau|nivel|folio"
    r"|ref|reference|referencia|référence|ticket|case|caso|order|pedido|aula|table|tisch|mesa|sala|salle|seat|row|fila"
    r"|account|cuenta|konto|compte|conta|jersey|kit|lesson|lección|lezione|leçon|lektion|lekcja|урок|ders|pelajaran|somo|ukurasa"
    r"|halaman|sayfa|strona|страниц\w*|trang|shafi|unit|unidad|unité|einheit|điện\s+thoại|모델|型号|型號|型番|モデル"
    r"|модель|модел|मॉडल|รุ่น|mẫu|порт\w*|puerto|porta|poort|θύρα|پورت|منفذ|بورت|पोर्ट|พอร์ต|ポート|포트|端口|埠"
    r"|(?<![\u0590-\u05ff])[ובהלמש]{0,2}פורט)"
    r"(?![^\W\d_])\W{0,3}$")
# A phone word as the label right before a number ("客服电话 95588", "hotline 0800 …"), not "by phone —" (how it was told).
_PHONE_LABEL = re.compile(r"(?i)(?<![^\W\d_])(?P<w>phone|tel|telefon|téléphone|teléfono|telefone|telefono|телефон|hotline"
                          r"|helpline|simu|điện\s+thoại)(?![^\W\d_])\W{0,3}$|(?P<c>电话|電話|전화|客服|热线|熱線|โทร)\W{0,3}$")
_BY_PHONE = re.compile(r"(?i)(?<![^\W\d_])(?:by|per|via|over|on\s+the|über|am|par|au|por|pelo|al|kwa|lewat|qua)\s+$")
LABEL_ANYWHERE = re.compile(
    r"(?<![^\W\d_])(?:user(?:name)?|benutzer(?:name)?|nutzername|usuario|utilisateur|utente|gebruiker(?:snaam)?"
    r"|användarnamn|brugernavn|brukernavn|käyttäjä\w*|kullanıcı|пользовател\w*|логин|ssid|\w*name|nom|nombre|nome"
    r"|naam|namn|navn|nimi|isim|adı|имя)(?![^\W\d_])")
# A network's name before the password word ("a rede do Airbnb é VIVO-8F21, a senha tá na geladeira"), ~35 languages.
_NETWORK = re.compile(
    r"(?<![^\W\d_])(?:rede|red|réseau|netz|netzwerk|network|net|rete|netwerk|nätverk|nätet|nettverk|netværk|verkko|sieć"
    r"|sieci|síť|sieť|hálózat|rețea|reteaua|mreža|omrežje|сеть|сети|мережа|мрежа|ağ|ağı|ağın|jaringan|rangkaian|mạng"
    r"|mtandao|δίκτυο|ssid|tinklas|tīkls|võrk|rrjet\w*|ქსელი|ցանց)(?![^\W\d_])"
    r"|(?<![\u0590-\u05ff])[ובהל]{0,2}רשת|شبك\w*|شبکه|नेटवर्क|নেটওয়ার্ক|เครือข่าย|ネットワーク|网络|網路|네트워크")
# What a network is called: "heißt Besucher-5G", "tên là VNPT-Tang5", "اسم الواي فاي", "の名前は".
_NAMED = re.compile(
    r"(?<![^\W\d_])(?:heißt|heisst|called|named|llama|appelle|chiama|chama|heet|heter|hedder|nimeltään|nazywa"
    r"|называется|називається|adı|tên|nama(?:nya)?|jina)(?![^\W\d_])|اسم|名前|名字|名称|名稱|이름|ชื่อ|नाम|নাম|שם")
# "no passcode", "no es secreto", "tanpa kode sandi", "ohne PIN": a credential said not to exist.
NEGATION_BEFORE = re.compile(
    r"(?<![^\W\d_])(?:no|not|non|kein\w*|ohne|sin|sans|senza|sem|без|tanpa|hakuna|bila|bukan|không|geen|ingen|inget"
    r"|intet|nie|nessun\w*|ningún|ninguna|aucun\w*|nenhum\w*|sio|hapana|yok|değil|немає|нет|χωρίς|ללא|بدون|बिना|বিনা)"
    r"\s+(?:[^\W\d_]+\s+)?$")
NEGATION_AFTER = re.compile(r"\s*(?:(?:is\s+|are\s+)?not\s+(?:needed|required|set)|haihitajiki|hakuna|nicht\s+nötig"
                            r"|no\s+(?:hace\s+falta|necesari\w*)|pas\s+besoin|non\s+necessari\w*|なし|無し|は?ありません|는\s*없"
                            r"|은\s*없|없음|无|無|沒有|没有|yok|none\b|nicht\s+gesetzt)")
# Codes of other sorts named in a clause (booking, tracking, order, product, postal, tax, meeting, review) beyond
# those `secret_sentences` names.
_MORE_OTHER_CODES = re.compile(
    r"rastreio|rastreo|prenotazion|κράτησ|đặt\s+chỗ|đơn\s+hàng|vận\s+đơn|sản\s+phẩm|bưu\s+chính|bưu\s+điện|thuế"
    r"|foglalás|járat|การจอง|พัสดุ|бронир|\bpnr\b|\bifsc|\binvoice|发票|發票"
    r"|muamala|mokėtoj|\bmita\b|\bmeter\s+(?:no|number)|zählernummer|\bcompteur|\bmedidor|счётчик|\blicznik"
    r"|(?<![^\W\d_])(?:pos|pòs|posi|yeposi|poutāpeta|poutapeta|post|postal\w*)(?![^\W\d_])|\breview|pull\s+request"
    r"|\bissue\b|посылк|трек|sipariş|kargo|uçuş|rezerv|réserv|\bbuchung|\bbooking"
    r"|\bbestellnummer|\bmitglied|\bmember|\bsocio\b|\bkundennummer|\bcustomer|client_id|\biban\b|\bbic\b|\brouting"
    r"|sort\s+code|xizmat\s+kod|хизмат\s+код|код\s+(?:услуги|послуги|поставщика)|service\s+code|kode\s+(?:layanan|biller"
    r"|merchant|perusahaan)|mã\s+dịch\s+vụ|hizmet\s+kodu|xidmət\s+kodu|қызмет\s+код|kod\s+usługi|biller\s+code"
    r"|merchant\s+(?:code|id)|código\s+(?:de\s+)?(?:servicio|convenio)|code\s+(?:marchand|service)"
    r"|\bean\b"
    r"|\bsku\b|source\s+code|quellcode|code\s+source|código\s+fuente"
    r"|\bisbn|\bimei|\bserial|\bclient\w*|\bkunde\w*|\bklant|\babonn\w*|\bseminar|\blezione|\blesson"
    r"|\bclass\b|\bkurs|\bcours\b|\bcourse"
    r"|\baula\b|\blecture|\bvorlesung|\bconnector|\bheader|\bpinout|\bjumper|\bmerged?\b|\bbranch|curp|\brfc\b"
    r"|\belector|\binterbancaria"
    r"|clabe|\bcatastral|\bvin\b|gpio|\bdatasheet|\bdiode|\bchip\b|\bresistor|\bvocab|\bdims?\b|\bgithub|\bcommit")
# Rules a credential must follow, in languages `TALK` does not hold.
TALK_MORE = re.compile(r"most\s+(?:common|popular|used)|top\s+(?:\d+\s+)?passwords|worst\s+passwords|leaked|häufigst\w*"
                       r"|plus\s+courants?|más\s+com[uú]n\w*|más\s+usad\w*|più\s+comun\w*|en\s+yaygın|самые\s+популярн\w*"
                       r"|kode\s+etik|code\s+of\s+(?:conduct|ethics|practice)|verhaltenskodex|code\s+de\s+(?:conduite|déontologie)"
                       r"|código\s+de\s+(?:conducta|ética)|codice\s+etico|\bpasal\b|peraturan|undang-undang"
                       r"|musí|nesmí|alespoň|nejméně|minimáln|powin|musi\s+mieć|deve\s+ter|debe\s+tener|doit\s+contenir"
                       r"|lunghezza|longitud|comprimento|uzunluk|длин[аы]|довжин|harus|lazima|phải\s+có|egzanp|mfano|contoh|halimbawa")
_CLAUSE_END = re.compile(r"(?<![\s(][Nn]o)(?<![\s(][Nn]r)(?<!\bi\.e)(?<!\be\.g)(?<!\b[DdMm]r)(?<!\bMrs)(?<!\b[MmSs]t)"
                         r"(?<!\bbzw)(?<!\bca)[.!?。！？;；](?:\s|$)|\n")
_LINE_BELOW = re.compile(r"[ \t]*\n[ \t]*\S{6,64}[ \t]*(?:\n|$)")
_TOKEN = re.compile(r"[^\s«»“”„\"‘’「」『』()（）\[\]{}<>，、。；;\u0e00-\u0e7f\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]+")
_STRIP = ".,:;!?'’`"
_AFTER, _BEFORE = 60, 30
_DIGITS = re.compile(r"[*#]?\d{4,8}[*#]?|\d{2,4}(?:-\d{2,4}){1,3}")
_KEYED = re.compile(r"\d(?:-\d){3,7}[*#]?")   # "1-9-8-4": a code keyed digit by digit
# "7 2 9", "4 4 1 9": a code written digit by digit with spaces; three such digits only beside a card-security word.
_SPACED = re.compile(r"(?<![\w\-+.,/])\d(?: \d){2,7}(?![\w\-.,/])(?! \d)")
_CARD_SECURITY = re.compile(r"(?i)cvv|cvc|cv2|csc|\bcid\b|s[eé]kirite|security|sicherheit|sécurité|seguridad|segurança"
                            r"|sicurezza|beveiliging|güvenlik|безопасност|keamanan|usalama|bảo\s+mật|ความปลอดภัย|安全码|セキュリティ")
_SUFFIXED = re.compile(r"([*#]?\d{3,8}[*#]?)['’\-][^\W\d_]{1,5}")
_YEAR = re.compile(r"(?:19|20)\d\d")
_DATE = re.compile(r"\d{1,2}-\d{1,2}-(?:\d{2}|\d{4})|\d{4}-\d{1,2}-\d{1,2}")
_UUID = re.compile(r"[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-")
_CURRENCY = (r"usd|eur|gbp|rs\.?|chf|inr|tl|kr|kes|ksh|tzs|tsh|ugx|ngn|naira|ghs|cedis?|zar|rand|etb|birr|shillings?"
             r"|shilingi|rwf|frw|xof|xaf|cfa|fcfa|htg|gourdes?|mga|ariary|pkr|bdt|taka|npr|lkr|afn|tjs|somoni|uzs"
             r"|so'm|som"
             r"|kzt|тенге|сом|mnt|төгрөг|dirhams?|riyals?|dinars?|pesos?|soles|reais|reales|rupees?|rupiah|ringgit")
_CURRENCY_BEFORE = re.compile(rf"(?i)(?:[$€£¥₹₽₺₩₦₵₮]|(?<![^\W\d_])(?:{_CURRENCY}))\s?$")
# Counts a number may be of that `quantity_after` does not name: points, steps, pages, items.
_COUNT_AFTER = re.compile(r"(?i)\s*(?:points?|pts|punkte?|puntos?|punti|pisteet|очк\w*|steps?|schritte|pages?|seiten"
                          r"|items?|stück|pcs|pieces?|likes?|views?|followers?|votes?|calories|kcal|mb|gb|kb|px|dpi"
                          r"|rpm|hz|mhz|ghz|words|wörter|mots|palabras|parole|palavras|woorden|słów|слов|kelime|maneno|kalmomi"
                          r"|lines|zeilen|lignes|líneas|righe|linhas|regels|строк\w*|satır|" + _CURRENCY + r"|kwa\s+mwezi|per\s+(?:month|year|week|night)|a\s+month"
                          r"|pro\s+(?:monat|jahr)|par\s+mois|al\s+mes|por\s+mes|al\s+mese|/\s?(?:mo|month|mes|mois"
                          r"|monat))(?![^\W\d_])")
_DEFAULT = re.compile(DEFAULT_BEFORE.pattern.replace(r"[\s\-]*(?:\w+[\s\-]+)?$", r"(?![^\W\d_])"))   # default, standard, factory …
_DIGIT_NEIGHBOUR = re.compile(r"\d[ .,:/]?$")
_PHONE_SHAPE = re.compile(r"0\d{1,3}-\d{3,4}-\d{4}")   # "02-123-4567": an area code, then a phone number
# "codes arrive by SMS from 22395": the short number a text comes from, not a code.
_SENDER_BEFORE = re.compile(r"(?i)(?<![^\W\d_])(?:from|von|de|desde|da|dari|từ|от|з|kutoka|mula|van|från|fra|z|od)\s+$")
_TEXT_MESSAGE = re.compile(r"(?i)\bsms\b|\btext(?:s|ed)?\b|messages?|nachricht|mensaje|mensage|messaggi|wiadomo|сообщени"
                           r"|pesan|tin\s+nhắn|ujumbe|短信|簡訊|문자")
_IDENTIFIER = "_=/@.\\"
_OURS = (REDACTED_SECRET, "looks like a secret", "it holds a ")
# Romanised words first (secret_romanised_words): "kodikos" is read as a password word, not as a code word's compound.
_KINDS = (("password", ROMAN_PASSWORD, ROMAN_PASSWORD), ("cipher", ROMAN_CIPHER, ROMAN_CIPHER),
          ("password", PASSWORD_ANCHORS, PASSWORD_STEM), ("pin", CODE_ANCHORS, CODE_STEM),
          ("secret", SECRET_STEM, SECRET_STEM), ("password", PASSWORD_MORE, PASSWORD_MORE),
          ("code", CODE_MORE, CODE_MORE), ("wifi", WIFI_STEM, WIFI_STEM), ("pattern", PATTERN_STEM, PATTERN_STEM))
# Latin letters with accents or dots read as their base letter ("Kòd", "Paswọọdụ"), one character for one.
_BARE = {c: unicodedata.normalize("NFD", c)[0] for c in map(chr, range(0xC0, 0x250))
         if unicodedata.normalize("NFD", c)[0].isascii() and unicodedata.normalize("NFD", c) != c}
_BARE.update({c: unicodedata.normalize("NFD", c)[0] for c in map(chr, range(0x1E00, 0x1F00))
              if unicodedata.normalize("NFD", c)[0].isascii()})
_BARE_TABLE = str.maketrans(_BARE)


def fallback_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """(kind, span) of a credential-shaped value beside a credential word in one clause of the visible text `shown`."""
    lowered = shown.lower()
    if len(lowered) != len(shown):   # "İ" lowers to two characters: keep such letters as they are, positions kept
        lowered = "".join(c.lower() if len(c.lower()) == 1 else c for c in shown)
    for said in _OURS:   # what redaction and sealing leave ("[secret removed]") names no secret
        lowered = lowered.replace(said, " " * len(said))
    bare = lowered.translate(_BARE_TABLE)
    seen: set[tuple[int, int]] = set()
    for form in (lowered, bare) if bare != lowered else (lowered,):
        for kind, anchors, stems in _KINDS:
            for anchor in anchors.finditer(form):
                stem = stems.search(form, max(0, anchor.start() - 8), min(len(form), anchor.end() + 16))
                word = _word(form, *stem.span()) if stem else None
                if word is None or word in seen:
                    continue
                seen.add(word)
                span = _value_near(shown, lowered, form, kind, word)
                if span is not None:
                    yield ("pin" if kind in ("pin", "code", "pattern") else "password"), span


def _word(lowered: str, start: int, end: int) -> tuple[int, int]:
    """The span of the whole word a stem sits in (letters, marks, hyphens, apostrophes)."""
    low, high = max(0, start - 30), min(len(lowered), end + 30)
    while start > low and (lowered[start - 1].isalnum() or lowered[start - 1] in "-'’" or _mark(lowered[start - 1])):
        start -= 1
    while end < high and (lowered[end].isalnum() or lowered[end] in "-'’" or _mark(lowered[end])):
        end += 1
    return start, end


def _mark(char: str) -> bool:
    return "\u0300" <= char <= "\u036f" or "\u0900" <= char <= "\u0dff" and not char.isalnum()


def _clause(shown: str, start: int, end: int) -> tuple[int, int]:
    """The clause holding `start`–`end`: from the last sentence end or line break before it to the next after it."""
    ends = [m.end() for m in _CLAUSE_END.finditer(shown, max(0, start - 200), start)]
    stop = _CLAUSE_END.search(shown, end + (shown[end:end + 1] in ("?", "？")))   # "Passwort? glaube …": asked, said
    high = stop.start() if stop else len(shown)
    label = high - end <= 16 or shown[end:high].rstrip().endswith((":", "："))
    if stop and stop.group(0) == "\n" and label and (below := _LINE_BELOW.match(shown, high)):
        high = below.end()   # "nenosiri ni\nmkutano_77": a label closing its line, the value alone on the line below
    return (ends[-1] if ends else max(0, start - 200)), high


def _value_near(shown: str, lowered: str, form: str, kind: str, word: tuple[int, int]) -> tuple[int, int] | None:
    """The nearest credential-shaped value within reach of the credential word `word` (found in `form`, the lowered
    text or its bare letters), if its clause gives one."""
    start, end = word
    if (start and shown[start - 1] in _IDENTIFIER) or (end < len(shown) and shown[end] in _IDENTIFIER) \
            or not _credential_word(kind, form[start:end], form, start, end):
        return None
    low, high = _clause(shown, start, end)
    if _talk(shown, lowered, low, high) or NEGATION_BEFORE.search(lowered, max(low, start - 14), start) \
            or NEGATION_AFTER.match(lowered, end) or _DEFAULT.search(form, max(low, start - 24), end):
        return None   # a default or factory code is public ("Der Standard-PIN ist 1234")
    digits_ok = kind != "secret" or _NUMBER_BESIDE.search(form, max(low, start - 24), min(high, end + 24))
    candidates = []
    for token in _TOKEN.finditer(shown, low, high):
        value = token.group(0).strip(_STRIP)
        at = token.start() + token.group(0).find(value) if value else -1
        suffixed = _SUFFIXED.fullmatch(value)
        value = suffixed.group(1) if suffixed else value   # "3826-dır", "4471'dir": a case ending on the number
        until = at + len(value)
        below = at > end and "\n" in shown[end:at]   # the value alone on the line below its label
        if not value or start <= at < end or not (start - _BEFORE <= until and at <= end + _AFTER or below):
            continue
        if (kind == "wifi" and (at < end or _NAMED.search(lowered, start, at) or _NETWORK.search(lowered, start, at))) \
                or (not digits_ok and value.strip("*#").replace("-", "").isdigit()):
            continue
        if _credential_near(value, kind, lowered[low:high]) and not _not_a_value(shown, lowered, at, until, start, end):
            candidates.append((abs(at - end) if at >= end else abs(start - until) * 2, at, until))
    candidates += _spaced_values(shown, lowered, kind, word, (low, high))
    return min(candidates)[1:] if candidates else None


def _spaced_values(shown: str, lowered: str, kind: str, word: tuple[int, int],
                   clause: tuple[int, int]) -> list[tuple[int, int, int]]:
    """(distance, start, end) of each code written digit by digit with spaces ("7 2 9 (CVV)", "4 4 1 9") within reach
    of the code word `word`; three digits only where the clause names a card's security code."""
    (start, end), (low, high) = word, clause
    found = []
    for spaced in _SPACED.finditer(shown, low, high) if kind in ("password", "pin", "code") else ():
        at, until = spaced.span()
        joined = spaced.group(0).replace(" ", "")
        if not (start - _BEFORE <= until and at <= end + _AFTER) \
                or (len(joined) == 3 and not _CARD_SECURITY.search(lowered, low, high)):
            continue
        if joined in "0123456789" or joined in "9876543210":
            continue   # "count 1 2 3 4", "steps 1 2 3": counting, not a code
        if (len(joined) == 3 or _credential(joined, kind)) and not _not_a_value(shown, lowered, at, until, start, end):
            found.append((abs(at - end) if at >= end else abs(start - until) * 2, at, until))
    return found


def _credential_word(kind: str, word: str, lowered: str, start: int, end: int) -> bool:
    if kind == "wifi":
        low, high = _clause(lowered, start, end)   # "WLAN-Name", "SSID"; an open network ("free wifi at …")
        return not (NETWORK_NAMED.search(lowered, max(0, start - 12), min(len(lowered), end + 12))
                    or _NAMED.search(lowered, max(0, start - 12), start)   # "اسم الواي فاي": the network's name
                    or _OPEN_NETWORK.search(lowered, low, high))
    if kind == "cipher":   # "šifra predmeta", "шифра производа": a course's or a product's code
        return not cipher_public(lowered, start, end)
    if kind == "pin":   # "пин-код", "PIN-Code": a compound of two code words, either may carry the form
        forms = [code_form(part) for part in [word.strip("'’-:"), *word.split("-")] if part]
        return any(form is not None for form in forms) and not re.search(r"号码|號碼|番号|번호", word)
    if re.search(r"密[码碼][学學]|暗号学|암호학|cryptograph", word):
        return False   # cryptography, not a password
    return kind != "password" or not PASSWORD_STEM.search(word) or not not_a_password(lowered, start, end)


def _talk(shown: str, lowered: str, low: int, high: int) -> bool:
    """Talk about credentials (rules, examples, resets) or a code of another sort named in the clause."""
    talk = any(m.group(0) not in ("min", "max") or re.match(r"\s*[:=]?\s*\d", lowered[m.end():m.end() + 4])
               for m in TALK.finditer(lowered, low, high))   # "min pinkod": Nordic "my", not a minimum
    return bool(talk or TALK_MORE.search(lowered, low, high) or EXAMPLE.search(shown, low, high)
                or POLICY.search(shown, low, high) or RULE_PROSE.search(shown, low, high)
                or any(_word_start(lowered, m.start()) for m in OTHER_CODE_CONTEXT.finditer(lowered, low, high))
                or _MORE_OTHER_CODES.search(lowered, low, high) or ROMAN_TALK.search(lowered, low, high))


def _word_start(lowered: str, at: int) -> bool:
    """A Latin word's start ("order", not "border"; "vergi", not "vergiss"); other scripts' words anywhere."""
    return not lowered[at].isascii() or at == 0 or not lowered[at - 1].isalpha()


def _credential_near(value: str, kind: str, clause: str) -> bool:
    """A credential shape for `kind`; in a clause naming a safe or lock also a dial's combination ("12-40-7"), and
    digits after a word for any code ("ramz dyal l'khazna 4471")."""
    return _credential(value, kind) or (kind != "wifi" and dial_combination(value, clause)) \
        or (kind == "cipher" and _credential(value, "pin") and locked(clause))


def _credential(value: str, kind: str) -> bool:
    """A credential shape: digits (4–8, or 2–4 in groups) that are no year or date; after a password word, letters with
    digits too."""
    if placeholder_value(value) or benign_shape(value) or PASSWORD_STEM.search(value.lower()) or CAPS_NUMBER.fullmatch(value) or "***" in value \
            or _UUID.match(value) or YEAR_AFFIXED.fullmatch(value) \
            or (len(value) >= 12 and value.isalnum() and not any(c.islower() for c in value)):
        return False
    if kind == "cipher" and not any(c.isalpha() for c in value):
        return False   # "šifra predmeta 4021": a word for any code, digits alone name a course or a product
    if _KEYED.fullmatch(value):   # an unlock pattern visits each dot once
        return kind != "wifi" and (kind != "pattern" or len(set(value[::2])) == len(value[::2]))
    if kind == "pattern" or (kind == "wifi" and (_NETWORK_NAME.fullmatch(value) or value.isdigit()
                                                 or not _wifi_key(value))):
        return False
    if _DIGITS.fullmatch(value):
        digits = value.strip("*#").replace("-", "")
        return not (_YEAR.fullmatch(digits) or _DATE.fullmatch(value))
    return kind != "pin" and any(c.isalpha() for c in value) and any(c.isdigit() for c in value) \
        and password_shaped(value)


def _wifi_key(value: str) -> bool:
    """A network key rather than a place's or a device's name ("Cafe Luna42", "Pixel7a"): a joining mark or symbol
    inside, three digits or more, or ten characters."""
    return any(not c.isalnum() for c in value[1:-1]) or sum(c.isdigit() for c in value) >= 3 or len(value) >= 10


def _not_a_value(shown: str, lowered: str, at: int, until: int, start: int, end: int) -> bool:
    """A price, quantity, phone or grouped number, a numbered thing, a hash, or a value a label names as something else
    (a user name, a model) nearer than the credential word."""
    before = shown[max(0, at - 24):at]
    if (HHMM.fullmatch(shown, at, until) and TIME_BEFORE.search(shown, max(0, at - 12), at)) \
            or _PHONE_SHAPE.fullmatch(shown, at, until) \
            or (_SENDER_BEFORE.search(shown, max(0, at - 8), at) and _TEXT_MESSAGE.search(shown, max(0, at - 80), at)) \
            or MONEY_AFTER.match(shown, until) or quantity_after(shown, until) or _COUNT_AFTER.match(shown, until) \
            or _CURRENCY_BEFORE.search(before) or MONEY_BEFORE.search(before) \
            or OTHER_CODE.search(before) or HASH_BEFORE.search(before) or (at and shown[at - 1] in "+#№[{^\\") \
            or (until < len(shown) and shown[until] in "]}"):
        return True
    if shown[at].isdigit() and (_DIGIT_NEIGHBOUR.search(shown, max(0, at - 2), at)
                                or re.match(r"[ .,:/]?\d", shown[until:until + 2])):
        return True   # "912 4455 8812", "48.8566, 2.3522": a group of a longer number
    gap = lowered[end:at] if at >= end else lowered[until:start]
    near = lowered[max(0, at - 16, end if at >= end else 0):at]
    words = gap.split()
    if words and fold_confusables(words[-1].strip(_STRIP)) in SERVICE_BEFORE and shown[at].isupper() \
            and shown[at:until].isalnum():
        return True   # "Пароль від Приват24": the service the password is for
    if at < start and (LABEL_ANYWHERE.search(lowered, max(0, at - 60), at) or _NETWORK.search(lowered, max(0, at - 30), at)
                       or _NAMED.search(lowered, max(0, at - 30), at)
                       or WIFI_STEM.search(lowered, max(0, at - 30), at) and _NETWORK_NAME.fullmatch(shown, at, until)):
        return True   # "Benutzername beim Portal: kfischer1984 (Passwort kenne ich)": a user name before the word
    phone = _PHONE_LABEL.search(shown, max(0, at - 20), at)
    if phone and not _BY_PHONE.search(shown, max(0, phone.start() - 10), phone.start()):
        return True   # "客服电话 95588": a phone number under its label
    return bool(LABEL_BEFORE.search(gap) or LABEL_BEFORE.search(near))
