"""Passwords behind short or local login words, and credential rows (site, user, password) without labels.

People write the password word the way they say it: "mk gmail của mẹ: Hoasen@1965", "psw: …", "пасс от почты: …",
"contra del banco: …", "PIN 73K9x2". After such a word (abbreviations and slang in ~50 languages, then up to a few words
naming whose or which account it is, then a colon, a copula or nothing), a value with letters, digits and a capital or
a symbol is the password; a product name with a number ("iPhone15"), a date, a time, a version, an e-mail address, a
host name, a path, a hashtag or a handle is not. With a user name just before ("tk: tuan99 mk: 123456") digits or a
word and digits count too; in scripts without spaces the label runs on into the word ("รหัสไลน์ของพ่อ Por_1960!"). A
Wi-Fi or account password of ordinary words ("clave: naranjo Azahar 44", three or more plain words beside a Wi-Fi word)
is read on a label line when no small word of prose, place or talk is among the words. The rows with no labels at all
(a user and a password joined by "+", a site, a user and a password in a row, a code that arrived) are read in
`secret_login_rows.py`.
"""

from __future__ import annotations

import re
from typing import Iterator

from .secret_corrections import correction_spans
from .secret_cues import quantity_after
from .secret_example_words import example_pattern
from .secret_login_changed import changed_spans
from .secret_login_corrected import corrected_value
from .secret_login_labels import login_label_spans
from .secret_login_romanised import romanised_spans
from .secret_romanised_words import cjk_pin_spans
from .secret_login_rows import login_row_spans, strong_value
from .secret_login_scripts import SCRIPT_PASSWORD_WORDS
from .secret_login_typos import TYPO_PASSWORD_WORDS, UNSPACED_TYPO_WORDS, random_capitals
from .secret_login_wifi_keys import wifi_caps_spans
from .secret_pin_values import pin_value_spans

# Password and PIN words, full and short, bounded by non-letters (en de fr es pt it nl sv no da fi pl cs sk hu ro ru uk
# bg sr hr sl tr az id ms tl vi sw el lt lv et is sq ka hy kk uz fa ar he hi bn ur ta).
PASSWORD_WORDS = (
    SCRIPT_PASSWORD_WORDS + "|"   # first: "पास्वर्ड" before the slang "पास"
    r"pass(?:word|wd|wort|phrase|code)?|pasword|passw|pswd|psw|pwd|pw|p/w|pword|passwd|pwrd|mdp|m\.d\.p|mot\s+de\s+passe"
    r"|kennwort|kennw|passwort|pass-?wort|contraseña|contrasena|contra|clave|cl@ve|senha|snh|palavra[\s\-]passe"
    r"|parola|parolă|parolei|password|wachtwoord|ww|lösen(?:ord(?:et)?)?|losen(?:ord)?|passord(?:et)?|kodeord(?:et)?"
    r"|adgangskode|salasana|salis|hasł[oaue]m?|haslo|hasełko|heslo|hesla|jelszó|jelszo|jelszavam|lozinka|lozinku|šifra|sifra"
    r"|geslo|şifre\w{0,4}|sifre\w{0,4}|şifrə|parol|kata\s+sandi|sandi|katasandi|kata\s+laluan|katalaluan|mật\s+khẩu"
    r"|mat\s+khau|mk|focal\s+faire|nenosiri|neno\s+siri|pasiwedi|κωδικός|κωδικος|κωδ|συνθηματικό|slaptažodis|parole|parool|lykilorð"
    r"|fjalëkalim\w*|პაროლი|գաղտնաբառ|құпия\s+сөз|пароль|пароля|паролем|парол|пасс|пассворд|пасворд|пароль?чик|гасло"
    r"|лозинка|лозинку|шифра|шифру|رمز(?:\s+(?:عبور|ورود|المرور))?|کلمه\s+عبور|گذرواژه|پسورد|پاسورد|كلمة\s+(?:ال)?(?:سر|مرور)"
    r"|الباسورد|باسورد|الباس|الرقم\s+السري|סיסמה|סיסמא|סיסמת|ססמה|הסיסמה|הסיסמא|पासवर्ड|पास|कूटशब्द|পাছৱৰ্ড|পাছৱাৰ্ড|ପାସୱାର୍ଡ|পাসওয়ার্ড|পাসওয়ার্ড|پاس\s?ورڈ"
    r"|கடவுச்சொல்|pin(?:[\s\-]?(?:code|kode|kod|kód|koodi|nummer|number|nr|numero|número))?|pincode|geheimzahl|nip"
    r"|code\s+pin|código\s+pin|codice\s+pin|kod\s+pin|пин(?:-?код)?|пін(?:-?код)?|رمز\s+pin"
    # lower-resource languages: eu ca gl cy ga af et lv mk be mn ky tg ps ku so ha ig yo zu xh rw mg ht tl ceb pa gu mr
    # te kn ml si ne am
    r"|pasahitza|contrasenya|contrasinal|cyfrinair|pasfhocal|wagwoord|salasõna|parool|парола|нууц\s+үг"
    r"|сырсөз|рамз|پټنوم|şîfre|erayga\s+sirta|furaha\s+sirta|kalmar\s+(?:sirrin?|wucewa)|okwuntughe|ọ̀?rọ̀?\s+aṣínà"
    r"|i?phasiwedi|ijambo\s+ry['’]?ibanga|teny\s+miafina|modpas|kontrasenya|ਪਾਸਵਰਡ|પાસવર્ડ"
    r"|పాస్‌?వర్డ్|ಪಾಸ್‌?ವರ್ಡ್|പാസ്‌?വേഡ്|මුරපදය|የይለፍ\s?ቃል|ፓስወርድ"
    # gd fo fy lb br mt to sm mi haw xh sn ny lg ti tt tk kk jv hmn
    r"|facal-faire|loyniorð\w*|wachtwurd|passwuert|ger-tremen|paasiueti|upu\s+fa['ʻ’]?alilo\w*|kupuhipa|ʻ?ōlelo\s+huna"
    r"|igama\s+lokugqitha|pasiwedhi|mawu\s+achinsinsi|ekigambo\s+ekyama|መሕለፊ\s+ቃል|серсүз|açarsöz|құпиясөз"
    r"|tembung\s+sandhi|lo\s+lus\s+zais|jecha\s+darbii|وشەی\s+نهێنی|پاسوورد|باسوورد|الباسوورد"
    "|" + TYPO_PASSWORD_WORDS)
# The same in scripts written without spaces (no word bounds there): zh ja ko th lo km my.
UNSPACED_PASSWORD_WORDS = (r"密码|密碼|口令|パスワード|パスコード|パス|暗証番号|ぱすわーど|비밀번호|비번|패스워드|암호|รหัสผ่าน|รหัส|พาสเวิร์ด"
              r"|พาส|ລະຫັດຜ່ານ|ពាក្យសម្ងាត់|លេខសម្ងាត់|စကားဝှက်|" + UNSPACED_TYPO_WORDS)
_WORD = re.compile(rf"(?i)(?<!\w)(?:{PASSWORD_WORDS})(?!\w)|{UNSPACED_PASSWORD_WORDS}")   # not inside a name ("PASSWORD_MIN_LENGTH")
# How a value is given: a colon or equals sign, an arrow, a dash, or a copula in many languages.
GIVEN = (r"\s*(?:[:：=]|->|→|=>|[–—-](?=\s))\s*|\s+(?:is|ist|est|es|é|è|är|er|on|jest|je|je\s+to|este|это|là|adalah"
          r"|ialah|yaitu|yakni|ni|na|ay|ir|yra|yw|ydy|waa|shine|ndi|bụ|dir|dır|είναι|היא|הוא|هو|هي|است|है|হল)\s*[:：]?\s*"
          r"|\s*(?:是|为|為|は|는|은|이|가)\s*[:：]?\s*")
_VALUE = (r"[\"'“‘«「]?(?P<v>[^\s\"'“”‘’«»「」『』,;()（）、，。_=.:：\-\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]"
          r"[^\s\"'“”‘’«»「」『』,;()（）、，。\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]{5,39})"
          r"(?=[\s\"'“”‘’«»「」『』,;()（）、，。!?\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]|$)")
# The word, then whose or which account (a few words, no digits, no sentence end), then how it is given, then the value;
# or the value right after the word ("PIN 73K9x2").
_LABELLED = re.compile(rf"(?:(?!\.\s)[^\n\d:：=!?;。！？]){{0,40}}?(?:{GIVEN}){_VALUE}")
_RIGHT_AFTER = re.compile(rf"[ \t]*{_VALUE}")
# A label run on in a script written without spaces ("รหัสไลน์ของพ่อ Por_1960!": code, LINE, of dad), then the value.
_SCRIPT_TAIL = re.compile(rf"[\u0e00-\u0e7f\u0e80-\u0eff\u1780-\u17ff\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]{{1,16}}"
                          rf"[ \t]*[:：]?[ \t]*{_VALUE}")
# What a Thai, Lao, Khmer or CJK code word names when it is no password: a product, a parcel, a postcode, an order.
_PUBLIC_CODE = re.compile(r"สินค้า|ไปรษณีย์|พัสดุ|สั่งซื้อ|ส่วนลด|คูปอง|โปร|ติดตาม|วิชา|ห้อง|สาขา|นักศึกษา|พนักงาน|商品|邮编|郵便|"
                          r"订单|注文|快递|追跡|优惠|クーポン|상품|우편|주문|쿠폰|송장")
_COLON = re.compile(rf"(?:(?!\.\s)[^\n\d:：=!?;。！？]){{0,40}}?\s*[:：=]\s*{_VALUE}")
# What a slang word's password opens, named between it and a copula ("pass wifi là …", "mk fb là …").
SERVICE = re.compile(r"(?i)wi-?fi|wlan|mail|gmail|fb|facebook|zalo|insta\w*|tiktok|netflix|bank\w*|app|acc|account|tk"
                      r"|tài\s+khoản|router|modem|laptop|máy|pc|icloud|apple|steam|game|cuenta|conta|konto|compte|akun")
# A hint, a rule or a tool about a password, not the password ("Passwort-Hinweis: Hund Katze 3", "Passwort-Manager: …"),
# or a device's model ("the PIN pad model is VX520-Pro").
HINT = re.compile(r"(?i)model|modell|modèle|modelo|modello|version|serial|serien\w*|firmware|pad|reader|leser|lecteur"
                   r"|lector|manager|verwaltung|gestionnaire|gestor|gerenciador|generator|générateur|generador|policy|richtlinie"
                   r"|politique|política|regel|règle|regla|strength|stärke|force|fuerza|length|länge|longueur|longitud"
                   r"|hint|hinweis|eselsbrücke|indice|pista|dica|suggerimento|wskazówk|nápověd|подсказк|ipucu|petunjuk"
                   r"|gợi\s+ý|vidokezo|υπόδειξη|רמז\s+ל|تلميح|راهنما|संकेत|提示|ヒント|힌트|ค(?:ำ|ํา)ใบ้")
# "pass" as a ticket or a permit ("Ski pass: Zermatt2024", "Bahnpass", "pase de abordar").
_TICKET = re.compile(r"(?i)(?:boarding|ski|bus|day|week|month|season|annual|hall|museum|rail|train|travel|metro|gym|festival"
                     r"|backstage|vip|press|guest|visitor|free|access|fast|battle|game|event|ticket|tages|wochen|monats|jahres"
                     r"|saison|bahn|zug|tag)[\s\-]?pass$|pase\s+de\s+\w+$")
# A worked example or a template, not someone's password.
_EXAMPLE = example_pattern(r"(?<![^\W\d_])format(?![^\W\d_])|<[^>]*>|\{[^}]*\}")


def login_word_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """(kind, span) for each value this stage reads in `shown` (the visible text, positions kept)."""
    yield from _after_login_word(shown)
    yield from _worded_values(shown)
    yield from login_row_spans(shown)
    yield from login_label_spans(shown)
    yield from pin_value_spans(shown)
    yield from correction_spans(shown)
    yield from wifi_caps_spans(shown)
    yield from romanised_spans(shown, strong_value)
    yield from cjk_pin_spans(shown)   # "車のスマートキーのPIN 3 3 0 1": a PIN word glued to CJK text
    yield from changed_spans(shown, _CHANGED_ANCHOR, strong_value)


def _after_login_word(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """A strong value after a (short or local) password word, a few label words and a colon or a copula, or right after."""
    for word in _WORD.finditer(shown):
        if _TICKET.search(shown[max(0, word.start() - 16):word.end()]):
            continue   # a ski pass, a boarding pass: a ticket's number, not a password
        pin = re.match(r"(?i)pin|nip|пин|пін|code\s+pin|c[oó]dig[oi]\s+pin|kod\s+pin|رمز\s+pin", word.group())
        slang = WEAK_LABEL.fullmatch(word.group()) and not pin
        line_start = shown.rfind("\n", 0, word.start()) + 1
        before = shown[line_start:word.start()]
        # Slang that is also a word ("mk" is "mình" in chat, "pass", "contra") needs a colon, or an e-mail address just
        # before it ("อีเมล yai@hotmail.com รหัส somjai2499"); "PIN 73K9x2" needs nothing.
        emailed = _ACCOUNT_BEFORE.search(before) is not None or _USER_BEFORE.search(before) is not None
        for value in ((_COLON, _LABELLED, _SCRIPT_TAIL) if slang and not emailed
                      else (_RIGHT_AFTER, _COLON, _LABELLED, _SCRIPT_TAIL)):
            found = value.match(shown, word.end())
            if found is None or slang and value is _LABELLED and not SERVICE.search(shown, word.end(), found.start("v")):
                continue   # "mk là Lan2k5" is "I am Lan2k5"; "mk wifi là Hoasen@123" names what it opens
            if value is _SCRIPT_TAIL and _PUBLIC_CODE.search(shown, word.end(), found.start("v")):
                continue
            span = _trimmed(shown, found.span("v"))
            line = shown[line_start:found.end() + 40]
            text = shown[span[0]:span[1]]
            paired = (value is _COLON and _USER_BEFORE.search(before) or emailed and not text.isdigit()) \
                and _paired_value(text)
            opened = value is _LABELLED and _SERVICE_JUST_BEFORE.search(before) and _letters_and_digits(text)
            capitals = (not slang or _WIFI.search(before)) and random_capitals(text)   # "'Sky_8F2A' password is JXPTWQRM"
            if (strong_value(text) or value is _COLON and _letters_and_digits(text) or paired or opened or capitals) \
                    and not _EXAMPLE.search(line) \
                    and not HINT.search(shown, max(0, word.start() - 20), span[0]):
                yield "password", span
                break
        else:
            fixed = corrected_value(shown, word.end()) if not slang else None
            if fixed is not None and not HINT.search(shown, max(0, word.start() - 20), fixed[0]):
                yield "password", fixed   # "… är älgkalv med å ä ö... nej, utan prickar: algkalv77"


def _letters_and_digits(value: str) -> bool:
    """After a colon, a word and a number ("mk zalo: lan2024"), once none of the public shapes ("iphone15", "12kg")."""
    letters, digits = sum(c.isalpha() for c in value), sum(c.isdigit() for c in value)
    if letters < 3 or digits < 2 or not value.isalnum():
        return False
    # a lower-case word and a year or a number is the weak password people choose ("lan2024", "hoa1990"), not a model
    return strong_value(value.capitalize()) or value.islower() and re.fullmatch(r"[^\W\d_]{3,}\d{2,4}", value) is not None \
        and not _PRODUCT.match(value)


# Products and systems written lower-case with their number ("iphone15", "win10", "ubuntu2204").
_PRODUCT = re.compile(r"iphone|ipad|galaxy|pixel|redmi|note|oppo|vivo|xbox|ps|windows|win|office|ubuntu|debian|android|ios"
                      r"|macos|python|java|covid|model|tesla|bmw|audi|route|bus|line|room|gate|seat|flight|lh|ba|af")


# A user name given just before on the line ("tk: tuan99 mk: 123456", "user: budi88 pw: …"): the pair is a log-in.
_USER_BEFORE = re.compile(
    r"(?i)(?<!\w)(?:tk|tài\s+khoản|acc|account|nick|user(?:name)?|login|id|e-?mail|gmail|sđt|usuario|utilisateur"
    r"|identifiant|benutzer(?:name)?|nutzer|kullanıcı(?:\s+adı)?|логин|пользователь|akun|nama\s+pengguna|ユーザー名?"
    r"|아이디|用户名|账号|帳號|帐号|อีเมล|ไอดี|ชื่อผู้ใช้|ยูส(?:เซอร์)?|メール|이메일|邮箱|郵箱|电邮|電郵|почта|пошта|البريد|ایمیل|אימייל|ईमेल|ইমেইল)"
    r"(?:\s+\w{1,15})?(?:\s*[:：=]\s*|\s+)[^\s:：=]{2,40}[\s,;/|]+$"
    r"|[^\s@:：=]+@[^\s@]+\.[^\W\d_]{2,}[\s,;/|]+$")
# An e-mail address or a quoted name right before the password word: the value after it is that account's password,
# colon or not ("อีเมล yai@hotmail.com รหัส somjai2499").
_ACCOUNT_BEFORE = re.compile(r"[^\s@:：=]+@[^\s@]+\.[^\W\d_]{2,}[\s,;/|]+$"
                             # a network's or an account's name in quotes: "mạng 'VNPT_8F2A' mk lan2005"
                             r"|[\"'‘“„«][^\"'’”»\n]{2,32}[\"'’”»“][ \t]+$")
# A network or an account named right before a word run on in a script without spaces ("wifi密码是 …").
_SERVICE_JUST_BEFORE = re.compile(r"(?i)(?<![^\W\d_])(?:wi-?fi|wlan|zalo|line|facebook|fb|gmail|qq|wechat|微信|支付宝)[ \t]*$")


def _paired_value(value: str) -> bool:
    """After a user name: four or more digits, or letters and digits; never an e-mail or a URL."""
    if "@" in value or "://" in value or "." in value.strip("."):
        return False
    digits = sum(c.isdigit() for c in value)
    return value.isdigit() and 4 <= len(value) <= 12 or digits >= 1 and any(c.isalpha() for c in value)


def _trimmed(shown: str, span: tuple[int, int]) -> tuple[int, int]:
    """The value less a sentence's closing marks ("…Hoasen@1965." is "Hoasen@1965")."""
    start, end = span
    while end > start and shown[end - 1] in ".:…":
        end -= 1
    return start, end


# A label line: a password word (or a key word beside a Wi-Fi word), a few label words, a colon, then the words.
_KEY_WORDS = (r"clave|key|clé|clef|chave|chiave|schlüssel|sleutel|nyckel|nøkkel|nøgle|klucz|klíč|kulcs|cheie|ключ|anahtar"
              r"|kunci|khóa")
_WIFI = re.compile(r"(?i)wi-?fi|wlan|ssid|wpa|router|routeur|roteador|módem|modem|hotspot|вай-?фай|와이파이|无线|ワイファイ"
                   r"|ไวไฟ|واي\s?فاي|وای\s?فای")
# A password word or a key word: a label line's word, and what a later "I changed it: …" gives the value of.
_PASSWORD_OR_KEY = rf"(?<![^\W\d_])(?:{PASSWORD_WORDS}|{_KEY_WORDS})(?![^\W\d_])|{UNSPACED_PASSWORD_WORDS}"
# Persian "رمز" before an account's name ("رمز اینستاگرامم", "رمز جیمیلم") names its password.
_CHANGED_ANCHOR = re.compile(rf"(?i){_PASSWORD_OR_KEY}|(?<![^\W\d_])رمز(?=\s+(?:اینستا|instagram|ایمیل|جیمیل|gmail|فیس|تلگرام"
                             r"|واتس|وای|wi-?fi|حساب|اکانت|بانک|گوشی|لپ|سیستم))")
_LABEL_LINE = re.compile(
    rf"(?im)(?P<w>{_PASSWORD_OR_KEY})"
    r"[^\n\d:：=.!?]{0,24}?[:：=]\s*(?P<v>[^\n]{5,60}?)\s*(?:\(|\s[–—-]\s|$)")
# Label words that are also ordinary words ("pass the salt", "parola" = word, "code", "key") or too short to stand alone.
WEAK_LABEL = re.compile(rf"(?i)(?:{_KEY_WORDS}|pass|contra|cl@ve|parola|parole|sandi|mk|ww|pw|psw|pin\w*|nip|code\s+pin"
                         r"|código\s+pin|codice\s+pin|kod\s+pin|パス|พาส|รหัส|암호|口令)")
_WORDED = re.compile(r"(?P<t>[^\W_]+[!?#*$%&]?)(?:\s(?P<t2>[^\W_]+[!?#*$%&]?)){1,5}")
# Small words of prose, talk and dates in ~30 languages: a value with one of them is a sentence, not a passphrase.
PROSE_WORDS = frozenset(
    "the a an is are was on in at of to for and or my your our see same as with from by it its not no new old "
    "der die das ist im am auf und oder mein siehe wie neu alt steht den dem ein eine "
    "le la les est un une sur dans et ou mon voir comme même nouveau ancien de du des au "
    "el los las es un una en y o mi ver igual que del al nuevo viejo está pegado abajo "
    "o os as é um uma em e ou meu ver igual que do da no na novo velho está "
    "il lo gli è un una in e o mio vedi come che del della nuovo "
    "de het een is op in en of mijn zie zelfde als "
    "och är en ett på i min se samma som "
    "og er en et på i min se samme som "
    "ja on se ei kuin sama "
    "i w na z jest to moje jak taki sam nowe stare "
    "a je na v ve s to moje jako stejné "
    "és az egy a van ugyanaz mint "
    "și este un o pe în la meu vezi ca "
    "и в на с это мой как тот же новый старый "
    "ve bir bu ile aynı benim gibi "
    "dan di ke yang ini itu sama saya seperti "
    "và là của có trong trên cũ mới giống như "
    "na ni ya wa kwa la "
    "january february march april may june july august september october november december "
    "januar februar märz juni juli oktober dezember janvier février mars avril mai juin juillet août septembre "
    "octobre novembre décembre enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre "
    "diciembre janeiro fevereiro março maio junho julho setembro outubro dezembro gennaio febbraio aprile maggio "
    "giugno luglio settembre ottobre dicembre "
    "characters character zeichen caractères caracteres caratteri tekens tecken tegn merkkiä znaków znaki znaků "
    "karakter символов символа digits digit ziffern chiffres dígitos cifre cijfers siffror minimum mindestens "
    "at least long lang expires expired läuft abgelaufen expire caduca vence scade wygasa истекает "
    "changed change reset geändert ändern changé changer cambiado cambiar mudada mudar cambiata cambiare "
    "sticker aufkleber étiquette etiqueta etichetta router routeur roteador printed gedruckt imprimé impreso "
    "wpa wpa2 wpa3 aes tkip psk personal enterprise ghz mbps times mal fois veces vezes volte "
    # a router's or a provider's name: the network or the box, not its key
    "vodafone telekom movistar orange fritz fritzbox speedport livebox freebox bbox sfr tplink netgear huawei zte "
    "station box router hub xfinity verizon att tim wind tre fastweb claro vivo oi telcel digi upc ziggo kpn "
    "ssid network netzwerk réseau red rede rete guest gast invitado".split())


# Where a key is written, who knows it, how the network is doing: words of a line that gives no key.
WHERE_WORDS = frozenset(
    "fridge kühlschrank frigo nevera geladeira frigorifero koelkast lodówka холодильник buzdolabı kulkas drawer "
    "schublade tiroir cajón gaveta cassetto card karte carte tarjeta cartão etikett label back bottom unten hinten "
    "dessous abajo atrás dietro behind under unter sous bajo sotto waiter kellner serveur camarero garçom cameriere "
    "reception rezeption réception recepción ask frag fragen demande pregunta pergunta chiedi please bitte svp favor "
    "prego same usual default standard slow again today heute hoy hôm nay down broken kaputt unknown forgot vergessen "
    "oublié olvidé esqueci dimenticata quên lupa unuttum забыл siehe steht voir mira veja vedi look check "
    "per via par por sms whatsapp mail email later später después depois après kommt folgt schicke sende mando envío "
    "envio send sending sent".split())


def _worded_values(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """Words with a number after a password label ("clave: naranjo Azahar 44"); a key word needs a Wi-Fi word nearby."""
    if ":" not in shown and "：" not in shown and "=" not in shown:
        return
    for line in _LABEL_LINE.finditer(shown):
        head = shown[shown.rfind("\n", 0, line.start()) + 1:line.start()]
        if not _WIFI.search(shown) and (WEAK_LABEL.fullmatch(line.group("w")) or head.strip(" \t-•*>")):
            continue   # "palabra clave: …", "pass the salt challenge: …": with no Wi-Fi word only a password label opens
        value = line.group("v")
        if not _WORDED.fullmatch(value) or _EXAMPLE.search(shown, line.start(), line.end()) \
                or HINT.search(shown, max(0, line.start() - 20), line.start("v")):
            continue
        tokens = value.split()
        words = [t for t in tokens if t.rstrip("!?#*$%&").isalpha()]
        numbered = [t for t in tokens if any(c.isdigit() for c in t)]
        if len(words) < 2 or any(len(t) < 3 for t in words) \
                or any(t.lower().rstrip("!?#*$%&") in PROSE_WORDS | WHERE_WORDS for t in tokens):
            continue
        if not numbered and (len(words) < 3 or not _WIFI.search(shown) or all(t[0].isupper() for t in words)):
            continue   # plain words only as a Wi-Fi key, three or more, no title ("Grand Hotel Budapest")
        if any(quantity_after(shown, line.start("v") + m.end()) or len(m.group()) <= 2 and m.end() < len(value)
               for m in re.finditer(r"\d+(?!\S)", value)):
            continue   # a count before its unit ("Parool: vähemalt 8 tähemärki", "2 Wörter"), not a key's number
        years = numbered and all(t.isdigit() and len(t) == 4 and t[:2] in ("19", "20") for t in numbered)
        if years and all(t[0].isupper() for t in words):
            continue   # "Summer Sale 2024", "Max Planck 1918": a title and a year, not a key
        yield "password", line.span("v")
