"""Secrets named by what they do rather than by a password word: a file that opens or is encrypted with a value, a
code keyed on a panel or dial, an unlock pattern, a one-time or pickup code, a short password abbreviation, a Wi-Fi
value after an arrow or on the line under its network, a password for telephone banking given as plain words, and
the guards that drop values already masked, vault references and passwords quoted from fiction.
"""

from __future__ import annotations

import re
from typing import Iterator

from .secret_concept_rules import code_value
from .secret_cues import password_shaped
from .secret_lock_words import lock_cues
from .secret_products import network_name

_CLAUSE = r"[^\n.!?。！？;]"
# A file or archive, then a verb that opens or encrypts it with the value ("Le relevé PDF s'ouvre avec DUPONT1983").
_FILE = (r"pdf|zip|rar|7z|7-zip|archive?|archiv|file|datei|fichier|archivo|arquivo|documento?|dokument|bestand|tiedosto"
         r"|plik|soubor|fájl|файл|архив|dosya|relevé|statement|extrato|estratto|kontoauszug|afschrift|excel|xlsx|docx")
_OPENS = (r"opens?\s+with|(?:is\s+|are\s+)?(?:protected|encrypted|locked|secured)\s+(?:with|by)|s'ouvre\s+avec"
          r"|(?:est\s+)?(?:protégée?|chiffrée?|verrouillée?)\s+(?:avec|par)|se\s+abre\s+con|(?:está\s+)?(?:protegid[oa]|cifrad[oa]"
          r"|encriptad[oa])\s+con|abre\s+com|(?:está\s+)?(?:protegid[oa]|criptografad[oa])\s+com|si\s+apre\s+con"
          r"|(?:è\s+)?(?:protett[oa]|cifrat[oa])\s+con|öffnet\s+(?:sich\s+)?mit|geht\s+mit|(?:ist\s+)?(?:geschützt|verschlüsselt)"
          r"\s+mit|opent\s+met|(?:is\s+)?(?:beveiligd|versleuteld)\s+met|öppnas\s+med|(?:är\s+)?(?:skyddad|krypterad)\s+med"
          r"|(?:är\s+)?(?:skyddat|krypterat)\s+med|(?:er\s+)?(?:kryptert|krypteret|beskyttet)\s+med|åpnes\s+med|åbnes\s+med|otwiera\s+się|(?:jest\s+)?(?:zabezpieczon[yae]|zaszyfrowan[yae])|открывается"
          r"|(?:защищ[её]н|зашифрован)\w*|açılıyor|şifrelendi|şifreli")
_OPEN_VALUE = re.compile(rf"(?i)(?<![^\W\d_])(?:{_FILE})(?![^\W\d_]){_CLAUSE}{{0,60}}?(?:{_OPENS})\s*[:\"'“„«]?"
                         rf"(?P<v>[^\s\"'”»]+)")
# "ist mit Lohn24_Beleg! verschlüsselt": the value between the preposition and the verb.
_VALUE_THEN_VERB = re.compile(rf"(?i)(?<![^\W\d_])(?:{_FILE})(?![^\W\d_]){_CLAUSE}{{0,60}}?\b(?:mit|met|med|with|avec|con|com)"
                              r"\s+(?P<v>\S+)\s+(?:verschlüsselt|geschützt|gesichert|versleuteld|beveiligd|krypterad|skyddad"
                              r"|kryptert|krypteret|encrypted|protected|chiffré|protégé|cifrado|protegido|cifrato|protetto)")
# Keying a code on a panel, dial or remote, or a door or gate that opens with keyed digits.
_KEY_IN = (r"taper|tapez|tape|composer|composez|marcando|marcar|marca|teclea|teclear|tecleando|digita|digitar|digitando"
           r"|digitare|digita|premere|eingeben|tippen|tippe|drücken|type|punch\s+in|key\s+in|enter|intoetsen|toets"
           r"|slå|knappa\s+in|wpisz|wpisać|wybierz|набрать|набери|наберите|введи|введите|tuşla|ketik|tekan|nhập|bấm")
_DEVICE = (r"boîtier|clavier|digicode|interphone|portail|porte|keypad|panel|pad|gate|door|dial|remote|mando|portal|puerta"
           r"|portón|teclado|telecomando|cancello|portone|tastiera|tastatur|tor|tür|haustür|klingel|pfort\w*|deur|poort"
           r"|port|dörr|grind|dør|ovi|portti|domofon\w*|drzwi|brama|furtk\w*|домофон\w*|двер\w*|ворот\w*|калитк\w*|kapı"
           r"|pintu|gerbang|garage|garaje|garagem|garagino|cổng|cửa")
_CODE = r"(?P<v>[*#]?\d(?:[ \-]?[\dA-D])(?:[ \-]?[\dA-D#*]){1,9}(?: ?[#*])?)"
_KEYED = re.compile(rf"(?i)(?<![^\W\d_])(?:{_KEY_IN})(?![^\W\d_])\s+(?:(?:le|el|il|den|der|die|the|code|código|codice|kod)\s+)?"
                    rf"{_CODE}(?![\w\-])(?={_CLAUSE}{{0,40}}?(?<![^\W\d_])(?:{_DEVICE})(?![^\W\d_]))")
_OPENS_ON = re.compile(rf"(?i)(?<![^\W\d_])(?:{_DEVICE})(?![^\W\d_]){_CLAUSE}{{0,40}}?(?:(?:se\s+abre|abre|si\s+apre)\s+(?:con|com|marcando|tecleando|digitando)|s'ouvre\s+(?:avec|en\s+tapant)"
                       rf"|opens?\s+(?:with|by\s+(?:typing|entering|dialing|dialling))|öffnet\s+(?:sich\s+)?mit|opent\s+met"
                       rf"|öppnas\s+med|åpnes\s+med|åbnes\s+med|otwiera\s+się\s+(?:kodem)?|открывается\s+(?:кодом)?"
                       rf"|terbuka\s+dengan|mở\s+bằng)\s*(?:(?:el|le|il|the|den|code|código|codice)\s+)?{_CODE}(?![\w\-])")
# A code typed on a device named before it, the verb last ("Am Tor 5 5 1 9 eingeben").
_KEYED_LAST = re.compile(rf"(?i)(?<![^\W\d_])(?:{_DEVICE})(?![^\W\d_]){_CLAUSE}{{0,30}}?(?<![\w\-]){_CODE}\s+"
                         r"(?:eingeben|eintippen|tippen|drücken|intoetsen|invoeren|intikken|inslå|knappa\s+in|wpisać"
                         r"|wpisz|ввести|набрать|girin|tuşlayın|ketik|masukkan)(?![^\W\d_])")
# A device named first, then the verb and the code ("Cancello del condominio: premere 0 4 6 1 poi chiave"), or a code
# word and a device before a colon ("Codice per l'ascensore al piano attico: 7 1 2 *").
_LIFT = r"ascensore|ascenseur|ascensor|elevador|elevator|lift|aufzug|fahrstuhl|hiss|heis|elevator|hissi|winda|лифт|asansör"
_DEVICE_THEN_KEY = re.compile(rf"(?i)(?<![^\W\d_])(?:{_DEVICE}|{_LIFT})(?![^\W\d_]){_CLAUSE}{{0,40}}?(?<![^\W\d_])"
                              rf"(?:{_KEY_IN})(?![^\W\d_])\s+(?:(?:le|el|il|den|the|code|código|codice|kod)\s+)?{_CODE}(?![\w\-])")
_CODE_FOR_DEVICE = re.compile(rf"(?i)(?<![^\W\d_])(?:code|codice|c[oó]digo|kod|kód|koodi|kode|код|pin)\w*{_CLAUSE}{{0,40}}?"
                              rf"(?<![^\W\d_])(?:{_DEVICE}|{_LIFT})(?![^\W\d_]){_CLAUSE}{{0,30}}?[:：]\s*{_CODE}(?![\w\-])")
# A combination lock's turns: "R-14 L-32 R-7", "right 14, left 32, right 7".
_TURNS = re.compile(r"(?i)(?<!\w)(?P<v>(?:r|l|right|left|rechts|links|droite|gauche|derecha|izquierda|destra|sinistra|höger|vänster)\s?-?\s?\d{1,2}"
                    r"(?:[,;/]?\s*(?:r|l|right|left|rechts|links|droite|gauche|derecha|izquierda|destra|sinistra|höger|vänster)\s?-?\s?\d{1,2}){2,4})"
                    r"(?!\w)")
_TURN_SIDE = re.compile(r"(?i)(?P<r>r|right|rechts|droite|derecha|destra|höger)|(?P<l>l|left|links|gauche|izquierda|sinistra|vänster)")
# Turns written with the local initials (it D/S, es D/I, fr D/G): only beside a lock, mailbox or safe word.
_LOCAL_TURNS = re.compile(r"(?i)(?:combinazione|cassett\w+|lucchetto|cassaforte|combinación|buzón|candado|caja\s+fuerte"
                          r"|combinaison|boîte\s+aux\s+lettres|cadenas|coffre|casier|armadietto|taquilla)[^\n]{0,40}?(?<!\w)"
                          r"(?P<v>(?P<a>[dsgi])\s?-?\s?\d{1,2}[,;/]?\s*(?!(?P=a))[dsgi]\s?-?\s?\d{1,2}"
                          r"(?:[,;/]?\s*[dsgi]\s?-?\s?\d{1,2}){1,3})(?!\w)")
# A phone's unlock code or pattern.
_UNLOCK = (r"解锁图案|解鎖圖案|解锁密码|解鎖密碼|锁屏密码|鎖屏密碼|手势密码|手勢密碼|ロック解除(?:コード|パターン|の?番号|のパスコード)?"
           r"|画面ロック|잠금\s?해제\s?(?:패턴|비번|비밀번호|코드)?|잠금\s?패턴|รหัสปลดล็อก|รูปแบบปลดล็อก|ปลดล็อก"
           r"|unlock\s+(?:code|pattern|pin)|lock\s?screen\s+(?:code|pin|pattern)|entsperr(?:code|muster|pin|ungsmuster)"
           r"|code\s+de\s+déverrouillage|schéma\s+de\s+déverrouillage|c[oó]digo\s+de\s+desbloqueo|patr[oó]n\s+de\s+desbloqueo"
           r"|c[oó]digo\s+de\s+desbloqueio|padr[aã]o\s+de\s+desbloqueio|codice\s+di\s+sblocco|sequenza\s+di\s+sblocco"
           r"|ontgrendel(?:code|patroon)|upplåsningskod|opplåsingskode|oplåsningskode|lukituskoodi|avauskoodi|kod\s+odblokowania"
           r"|wzór\s+odblokowania|код\s+разблокировки|графический\s+ключ|kilit\s+(?:açma\s+)?(?:kodu|deseni)|ekran\s+kilidi"
           r"|kode\s+buka\s+kunci|pola\s+kunci|mã\s+mở\s+kh[oó][áa]|hình\s+mở\s+kh[oó][áa]|رمز\s+(?:فتح|باز\s?کردن|قفل)"
           r"|קוד\s+(?:פתיחה|נעילה)|解錠(?:コード|番号|の?暗証番号)|スマートロックの?(?:暗証番号|コード)")
_UNLOCK_VALUE = re.compile(rf"(?i)(?:{_UNLOCK}){_CLAUSE}{{0,30}}?[:：是は는\s]\s*(?:[^\W\d_]{{1,3}}形\s*)?"
                           r"(?P<v>\d(?:\s?[\-–>→,]\s?\d){3,8}|\d{4,10})(?![\w\-])")
# One-time, verification and pickup codes.
# A code an app or bank sends ("Tu código de WhatsApp", "WhatsApp-koodisi", "kod BLIK").
_SENDER = (r"whatsapp|telegram|signal|viber|google|microsoft|apple|facebook|instagram|tiktok|uber|bolt|paypal|discord"
           r"|snapchat|wechat|linkedin|twitter|revolut|binance|coinbase|microsoft|yahoo|outlook|icloud"
           r"|verizon|at&t|t-?mobile|vodafone|movistar|telcel|airtel|safaricom|telkomsel")   # carriers send codes too
_CODE_WORD = r"code|c[oó]digo|codice|kod|kód|koodi\w*|kode|код\w*"
_OTP = (rf"(?:{_SENDER})[\s\-]*(?:{_CODE_WORD})|(?:{_CODE_WORD})\s+(?:de\s+|da\s+|di\s+|von\s+|from\s+)?(?:{_SENDER})"
        r"|(?:kod\s+)?blik|otp|one[\s\-]time\s+(?:code|password|pin)|verification\s+code|sms[\s\-]code|(?-i:m?TAN)|验证码|驗證碼|动态码|校验码"
        r"|认证码|認証コード|確認コード|ワンタイムパスワード|인증\s?번호|인증\s?코드|확인\s?코드"
        r"|код\s+(?:из|с|по)\s+смс|код\s+подтверждения|смс[\s\-]код|sms[\s\-]kod|kod\s+(?:sms|weryfikacyjny)|bestätigungscode"
        r"|verifizierungscode|code\s+de\s+(?:vérification|confirmation)|c[oó]digo\s+de\s+(?:verificaci[oó]n|verifica[cç][aã]o"
        r"|confirmaci[oó]n|confirma[cç][aã]o)|codice\s+(?:di\s+verifica|otp)|verificatiecode|bevestigingscode"
        r"|verifieringskod|bekræftelseskode|vahvistuskoodi|doğrulama\s+kodu|onay\s+kodu|kode\s+(?:verifikasi|otp)|mã\s+(?:otp"
        r"|xác\s+(?:thực|nhận))|รหัส\s?otp|รหัสยืนยัน|رمز\s+(?:التحقق|یکبار\s?مصرف)|קוד\s+אימות|(?:kodi\s+ya|msimbo\s+wa)\s+uthibitisho")
# Parental-control and streaming PINs.
_PARENTAL = (r"parental\s+(?:control\s+)?(?:code|pin)|code\s+parental|c[oó]digo\s+parental|codice\s+(?:parental|genitori)"
             r"|kindersicherungs?-?(?:pin|code)|jugendschutz-?(?:pin|code)|eltern-?(?:pin|code)|f[öo]r[äa]ldrakod(?:en)?"
             r"|for[æa]ldrekode(?:n)?|foreldrekode(?:n)?|ouderlijk\s+toezicht\s*(?:code|pin)|kinderslot\s*(?:code|pin)"
             r"|lapsilukko(?:koodi)?|родительск\w+\s+(?:код|пин)|kod\s+rodzicielski|ebeveyn\s+(?:kodu|şifresi|pin)"
             r"|ペアレンタル(?:コントロール)?の?(?:暗証番号|コード|PIN)|家长密码|家長密碼|青少年模式密码|자녀\s?보호\s?(?:비밀번호|코드)")
# A parcel locker's or counter's pickup code ("取件码 8-2-3017" names a shelf, a row and a number; "kod odbioru 482913").
_PICKUP = (r"取件码|取件碼|取货码|取貨碼|提货码|提貨碼|取件号|取件號|自提码|开箱码|開箱碼|柜门码|受け?取り?(?:コード|番号)"
           r"|ピックアップコード|픽업\s?코드|수령\s?코드|pick-?up\s+code|collection\s+code|locker\s+code|retrieval\s+code"
           r"|abholcode|abhol-?pin|code\s+de\s+retrait|code\s+retrait"
           r"|c[oó]digo\s+de\s+(?:recogida|retirada|recolecci[oó]n|levantamento|recolha)|codice\s+(?:di\s+)?ritiro"
           r"|ophaalcode|afhaalcode|uthämtningskod|hämtkod|upphämtningskod|hentekode|afhentningskode|noutokoodi"
           r"|kod\s+odbioru|kód\s+(?:pro\s+|k\s+)?vyzvednutí|kód\s+na\s+vyzdvihnutie|átvételi\s+kód|cod(?:ul)?\s+de\s+ridicare"
           r"|код\s+(?:для\s+)?(?:получения|выдачи|отримання)|teslim\s+alma\s+kodu|κωδικός\s+παραλαβής"
           r"|kode\s+(?:pengambilan|ambil\s+paket)|mã\s+(?:nhận|lấy)\s+hàng|รหัสรับ(?:พัสดุ|ของ)|رمز\s+الاستلام|קוד\s+איסוף")
# A code said to collect a parcel ("Votre code Mondial Relay pour retirer le colis … est 608412").
_COLLECT = (r"retirer|récupérer|recuperer|abholen|abzuholen|recoger|retirar|levantar|ritirare|ophalen|afhalen|hämta|hente"
            r"|afhente|nouta\w*|odebra\w*|vyzvednout|vyzdvihnúť|átvenni|ridica|получ\w+|забрать|teslim\s+al\w*|ambil|lấy|collect"
            r"|pick\s+up")
_PARCEL = re.compile(r"(?i)colis|paket|parcel|package|paquete|encomenda|pacco|pakket|pakke|paketti|paczk|balík|csomag|colet"
                     r"|посылк|kargo|paket|bưu\s+kiện|locker|packstation|point\s+relais|relay|casillero|armadietto|pakketautomaat")
_COLLECT_VALUE = re.compile(rf"(?i)(?<![^\W\d_])(?:{_CODE_WORD}|pin)(?![^\W\d_]){_CLAUSE}{{0,50}}?(?<![^\W\d_])(?:{_COLLECT})"
                            rf"(?![^\W\d_]){_CLAUSE}{{0,50}}?(?<![\w\-])(?P<v>\d{{4,8}}|\d{{3}} \d{{3}})(?![\w\-])")
# The value stands alone: no group of a longer number around it ("… sent to +49 151 2345 6789").
_OTP_VALUE = re.compile(rf"(?i)(?<![A-Za-zÀ-ÿ])(?:{_OTP}|{_PARENTAL}|{_PICKUP})(?![^\W\d_]){_CLAUSE}{{0,40}}?(?<![\w\-+])(?<!\d )"
                        r"(?P<v>\d{4,8}|\d{3}[ \-]\d{3}|\d{2}([ \-])\d{2}\2\d{2}(?:\2\d{2})?|\d{1,3}-\d{1,3}-\d{3,6})"
                        r"(?![\w\-]| \d)")
# Between a code word and a number: the code's format, or who sent it ("format: six digits, sent from 22395").
_NOT_THE_CODE = re.compile(r"(?i)format|digit|stellig|chiffres|d[íi]gitos|cifre|cijfers|siffror|цифр|位数|桁|자리|sent\s+from"
                           r"|gesendet\s+von|(?:\bfrom|\bvon|\bот|\bdari)\s*$|sender|absender|expéditeur|remitente|发送方|送信元"
                           r"|sent\s+to|gesendet\s+an|envoyé\s+au|enviado\s+al?|inviato\s+al|verstuurd\s+naar|отправлен\w*\s+на")
# Short password words of chat: nl "ww", id "pwnya", "pw", "pwd", "pass", "sandinya", "mdp".
_SHORT = re.compile(r"(?i)(?<![^\W\d_])(?P<w>ww|pw|pwnya|pwd|pswd|psw|passnya|passwordnya|sandinya|sandi|pw-nya|kw|mdp"
                    r"|senha|contra|pass|şifresi|şifre)(?![^\W\d_])(?P<set>\s*(?:[:=：]|=>|->)\s*|\s+(?:is\s+)?)"
                    r"(?P<v>\S{6,64})")
# Before an abbreviation given with no colon: the account it belongs to ("gebruiker 40318, ww voetbal2012").
_ACCOUNT_BEFORE = re.compile(r"(?i)user|gebruiker|benutzer|utilisateur|usuario|usuário|utente|login|inlog|ssid|wi-?fi|wlan"
                             r"|akun|email|e-mail|mail|id\b|konto|account|compte|cuenta|conta|username|nutzer")
_FULL_WORDS = frozenset("senha contra pass şifresi şifre sandi kw".split())
# Tools and formats a file is opened or encrypted with: no password.
_TOOL = re.compile(r"(?i)winrar|winzip|7-?zip|adobe|acrobat|reader|drm|aes|gpg|pgp|rsa|zipcrypto|bitlocker|veracrypt|office"
                   r"|excel|word|preview|foxit|okular|evince|pdf|filevault|luks")
# A Wi-Fi network word, then an arrow and the value ("wlan vom ferienhaus 👉 Seeblick2023Rügen").
_WIFI_WORD = r"wi-?fi|wlan|wifi\w*|ssid|hotspot|router|вай-?фай|וויי?פיי|ไวไฟ|와이파이|无线|無線|ワイファイ|واي\s?فاي|وای\s?فای"
_ARROW = re.compile(rf"(?i)(?:{_WIFI_WORD})[^\n]{{0,50}}?(?:👉|👇|➡️?|→|=>|->|⇒)\s*(?P<v>\S{{6,64}})")
# A network's name on its label's line and the password alone on the next ("家里wifi：TP-LINK_8A3F\nzhang88886666").
_UNDER = re.compile(rf"(?i)(?:{_WIFI_WORD})[^\n]{{0,20}}[:：]\s*\S+[ \t]*\n[ \t]*(?P<v>\S{{6,64}})[ \t]*(?:\n|$)")
# A password for telephone banking, given as words ("Mot de passe oral chez la banque : Tarte Tatin").
_SPOKEN_PASSWORD = re.compile(
    r"(?i)(?:password|passwort|kennwort|mot\s+de\s+passe|contraseña|senha|parola\s+d'ordine|wachtwoord|lösenord|passord"
    r"|kodeord|salasana|hasło|heslo|jelszó|parola|пароль|şifre|codeword|code\s+word|code\s+secret|mot\s+secret|geheimwort"
    r"|codewort|kennwort|palabra\s+clave|palavra\s+secreta|parola\s+segreta|кодовое\s+слово|hasło\s+telefoniczne)"
    r"[^\n:：]{0,60}?(?:oral|orale|vocal|vocale|par\s+t[ée]l[ée]phone|t[ée]l[ée]phonique|phone|telephone|przez\s+telefon"
    r"|telefoniczn\w*|telefon\w*|telef[oó]nic[oa]|por\s+tel[ée]fono|per\s+telefono|mündlich|spoken|voice|голосов\w*"
    r"|по\s+телефону|telefonda)[^\n:：]{0,60}[:：]\s*(?P<v>[^\W\d_][^\n.;!?()]{2,40}?)\s*(?:$|[\n.;!?(])")
_NOT_WORDS = re.compile(r"(?i)\b(?:see|siehe|voir|ver|vault|bitwarden|1password|keepass|forgot|oubli\w*|olvid\w*"
                        r"|zapomn\w*|vergessen|unknown|inconnu|n/a|none|aucun|ninguna|brak)\b")


_YEAR = re.compile(r"(?:19|20)\d\d")
_PROMO = re.compile(r"(?i)promo|discount|rabatt|coupon|gutschein|descuento|réduction|sconto|korting|voucher|campaign|kampagne")
# A booking's confirmation number is no code sent to log in ("Reserva do hotel, código de confirmação 83920471").
_BOOKING = re.compile(r"(?i)reserv|booking|buchung|réservation|prenota|boeking|bokning|booking|varaus|rezerwac|бронир|rezervasyon"
                      r"|hotel|hôtel|hostel|flight|flug|vuelo|voo\b|volo|vlucht|flyg|lento|lot\b|рейс|uçuş|airbnb")
_CONFIRMATION = re.compile(r"(?i)confirm|bestätigung|bevestiging|bekräft|bekreft|bekræft|vahvistus|potwierdz|подтвержд|onay")


def _abbreviation_ok(shown: str, match: re.Match[str]) -> bool:
    """A full word ("pass", "senha") needs a colon; an abbreviation a colon or an account named before it."""
    if ":" in match.group("set") or "=" in match.group("set") or "：" in match.group("set") or ">" in match.group("set"):
        return True
    return match.group("w").lower() not in _FULL_WORDS \
        and _ACCOUNT_BEFORE.search(shown, max(0, match.start() - 40), match.start()) is not None


def _password(value: str) -> bool:
    return password_shaped(value) and not value.startswith(("http", "www.", "@", "#"))


def _booked(shown: str, match: re.Match[str]) -> bool:
    """A confirmation code named beside a booking, a hotel or a flight: the booking's number."""
    return _CONFIRMATION.search(shown, match.start(), match.start("v")) is not None \
        and _BOOKING.search(shown, max(0, match.start() - 60), match.end() + 30) is not None


def action_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """(kind, span) of every value named by an action, an abbreviation or a layout rather than a password word."""
    for match in (*_OPEN_VALUE.finditer(shown), *_VALUE_THEN_VERB.finditer(shown)):
        value = match.group("v").strip(".,;:)\"'”»")
        if _password(value) and not masked(value) and not _TOOL.match(value):
            yield "password", (match.start("v"), match.start("v") + len(value))
    for match in (*_KEYED.finditer(shown), *_OPENS_ON.finditer(shown), *_KEYED_LAST.finditer(shown),
                  *_DEVICE_THEN_KEY.finditer(shown), *_CODE_FOR_DEVICE.finditer(shown)):
        if code_value(match.group("v").strip(" #*")) and not re.fullmatch(r"(?:19|20)\d\d", match.group("v")):
            yield "entry code", match.span("v")
    for match in _TURNS.finditer(shown):
        if _dialled(shown, match.group("v")):
            yield "lock combination", match.span("v")
    for match in _LOCAL_TURNS.finditer(shown):
        yield "lock combination", match.span("v")
    for match in _COLLECT_VALUE.finditer(shown):
        if _PARCEL.search(match.group(0)) and not _YEAR.fullmatch(match.group("v")):
            yield "pickup code", match.span("v")
    for match in (*_UNLOCK_VALUE.finditer(shown), *_OTP_VALUE.finditer(shown)):
        if not _NOT_THE_CODE.search(shown[match.start():match.start("v")]) and not _YEAR.fullmatch(match.group("v")) \
                and not _PROMO.search(shown, match.start(), match.end() + 30) and not _booked(shown, match):
            yield "pin", match.span("v")
    for pattern in (_SHORT, _ARROW, _UNDER):
        for match in pattern.finditer(shown):
            value = match.group("v").strip(".,;:)\"'”»!")
            if _password(value) and not masked(value) and not (pattern is not _SHORT and network_name(value)) \
                    and not (pattern is _SHORT and not _abbreviation_ok(shown, match)):
                yield "password", (match.start("v"), match.start("v") + len(value))
    for match in _SPOKEN_PASSWORD.finditer(shown):
        value = match.group("v")
        if len(value.split()) <= 4 and not _NOT_WORDS.search(value) and not any(c.isdigit() for c in value):
            yield "password", match.span("v")


_MASK = re.compile(r"\*{3,}|[•●·∙◦]{2,}|(?i:x{4,})|…|\.\.\.")
_REFERENCE = re.compile(r"(?i)!vault\b|\$ANSIBLE_VAULT|op://|vault:|\{\{|\$\{|%\(|secretsmanager:|arn:aws:secretsmanager"
                        r"|projects/[^/\s]+/secrets/|keyvault|@Microsoft\.KeyVault|sops:|ENC\[")


def _dialled(shown: str, turns: str) -> bool:
    """Whether turns read as a dial's: they alternate sides (R-L-R), or a lock, safe or code word is in the text;
    "links 3, links 4, rechts 5" with neither is a way through streets or shelves, not a combination."""
    sides = [("r" if side.group("r") else "l") for side in _TURN_SIDE.finditer(re.sub(r"[\d\s,;/\-]+", " ", turns))]
    return all(a != b for a, b in zip(sides, sides[1:])) or bool(lock_cues(shown))


def reference_before(shown: str, start: int) -> bool:
    """A vault reference just before the value on its line ("password: !vault | (encrypted with ansible-vault)")."""
    line = shown.rfind("\n", 0, start) + 1
    return _REFERENCE.search(shown, max(line, start - 40), start) is not None


def masked(value: str) -> bool:
    """A value already masked (`sk-****…3f9a`, `xoxb-****-****`, `••••`) or a reference to a secret kept elsewhere
    (`!vault |`, `{{ vault_db_password }}`, `op://Private/db/password`): no secret is written."""
    return _MASK.search(value) is not None or _REFERENCE.search(value) is not None


# A word a hyphen joins to the next heads a compound: Gaelic "chiste-airgid" (a safe) holds no Spanish "chiste" (a joke).
# The real value set against the film's: "the real one is 6613", "asli 6613", "der echte ist 6613".
_REAL_BEFORE = re.compile(r"(?i)(?<![^\W\d_])(?:real|actual|asli|असली|echte?|richtige|vrai|véritable|verdadero"
                          r"|vero|verdadeiro|настоящий|правильный|gerçek|prawdziwy)(?:\s+(?:one|code|pin|ist|est|es"
                          r"|è|é|is|c'est|hai|wala|wali)){0,2}\s*[:=—–\-]?\s*$")
_FICTION = re.compile(
    r"(?i)(?<![^\W\d_])(?:joke|meme|film|movie|novel|sitcom|episode|série|series|tv\s+show|película|peli|chiste|broma"
    r"|serie|novela|witz|blague|roman|filme|piada|barzelletta|grap|mop|kawał|анекдот\w*|фильм\w*|сериал\w*|fıkra|dizi"
    r"|şaka|映画|ドラマ|ジョーク|电影|電影|笑话|笑話|영화|드라마|농담)(?![^\W\d_]|-[^\W\d_])")


# A film bought or rented ("pra criança não comprar filme", "so the kids can't rent movies"): a purchase, no quote.
_BOUGHT = re.compile(r"(?i)(?<![^\W\d_])(?:buy(?:ing)?|rent(?:ing)?|purchas\w*|compr(?:ar|e|a|em)|alug(?:ar|ue|a)"
                     r"|alquil(?:ar|e|a)|kaufen|leihen|acheter|louer|comprare|noleggiare|kupić|kupować|beli|sewa)"
                     r"\s+(?:(?:a|an|the|um|uma|o|os|un|una|des|le|les|de|einen?|new|any|mais)\s+)?$")


def fiction_around(shown: str, start: int) -> bool:
    """A value quoted from a joke, a film or a novel ("in the old IRC joke the password was hunter2"), not one beside
    a film bought or rented."""
    quoted = any(_BOUGHT.search(shown, max(0, m.start() - 24), m.start()) is None
                 for m in _FICTION.finditer(shown, max(0, start - 70), start))
    return quoted and _REAL_BEFORE.search(shown, max(0, start - 24), start) is None   # "… woh movie hai — asli 6613"


def not_given(shown: str, start: int, end: int) -> bool:
    """A value that gives no secret: masked, a vault reference or quoted from fiction (an Indian postal PIN code is
    masked as public beforehand: `secret_public_pay`)."""
    return masked(shown[start:end]) or reference_before(shown, start) or fiction_around(shown, start)
