"""Public look-alikes in config and in talk about codes: client-side keys in env form, bank routing codes, booking and platform references, and the prose that gives no value (a policy, a deferral, an empty field).

Blanked by `secret_public.mask` (label and value together, so neither the rules nor the learned stage's value gate
reads what is left): an env or config line whose name says the value ships to the browser (`STRIPE_PUBLISHABLE_KEY=`,
`NEXT_PUBLIC_…`, `…_ANON_KEY`, `…_SITE_KEY`, `…_SEARCH_ONLY_API_KEY`) or whose value is public by prefix (`pk_live_`,
`pk.eyJ`, PostHog `phc_`), unless the name says secret, private, admin or server; a Firebase web config; a Google Maps
key the text says is restricted to a referrer; a SWIFT/BIC code, a sort code, routing, BSB, IFSC, transit, MFO or BIK
number after its name; a hotel's or an airline's booking reference; a video platform's code ("YouTube code 4412");
a password policy ("at least eight characters", "mindestens fünf Wörter", "8文字以上"); a deferral ("ask me in person",
"frag mich persönlich", "спроси у меня лично"); a password field left empty (`"password": null`); a lapel pin's word
("Ansteck-Pin 1947", "pin commémoratif"). In about forty languages; every pattern is linear.
"""

from __future__ import annotations

import re
from typing import Iterator

from .secret_public_config import env_spans, public_id_spans
from .secret_public_protocols import protocol_spans
from .secret_public_words import _re, lower1, may_match
from .secret_shapes import placeholder_value

_GOOGLE_KEY = re.compile(r"(?<![\w\-])AIza[0-9A-Za-z_\-]{30,40}(?![\w\-])")
_REFERRER = _re(
    r"(?i)referr?er|restricted\s+to\s+(?:the\s+|our\s+)?(?:domain|site|website|referr)|browser[\s\-]key|Browser-Schlüssel"
    r"|nur\s+für\s+(?:die\s+|unsere\s+)?(?:Domain|Website)|auf\s+(?:die\s+)?Domain\s+beschränkt|clé\s+(?:de\s+)?navigateur"
    r"|restreinte?\s+(?:au\s+|à\s+notre\s+)?(?:domaine|site)|restringid[ao]\s+(?:al?\s+)?(?:dominio|sitio)"
    r"|clave\s+de\s+navegador|limitad[ao]\s+(?:ao|al)\s+(?:domínio|dominio|site)|limitata\s+al\s+dominio"
    r"|beperkt\s+tot\s+(?:het\s+)?domein|begränsad\s+till\s+domänen|ograniczon\w+\s+do\s+domeny|omezen\w+\s+na\s+doménu"
    r"|domainhez\s+kötött|alan\s+adıyla\s+sınırlı|ограничен\w*\s+(?:по\s+)?домен\w*|обмежен\w*\s+доменом"
    r"|مقيد\s+بالنطاق|מוגבל\s+לדומיין|محدود\s+به\s+دامنه|डोमेन\s+तक\s+सीमित|จํากัดโดเมน|giới\s+hạn\s+theo\s+domain"
    r"|dibatasi\s+ke\s+domain|仅限域名|限制为域名|リファラー制限|리퍼러\s?제한")
_UNRESTRICTED = _re(r"(?i)un-?restricted|not\s+(?:yet\s+)?restricted|no\s+restriction|nicht\s+(?:eingeschränkt|beschränkt)"
                    r"|uneingeschränkt|non\s+restreinte|sans\s+restriction|sin\s+restric|non\s+restritt|senza\s+restri"
                    r"|sem\s+restri|niet\s+beperkt|obegränsad|bez\s+ogranicze|neomezen|korlátozás\s+nélkül|sınırsız"
                    r"|без\s+ограничени|без\s+обмежен|غير\s+مقي|לא\s+מוגבל|بدون\s+محدودیت|chưa\s+giới\s+hạn|belum\s+dibatasi"
                    r"|未限制|制限なし|제한\s?없|server[\s\-]?key|serverschlüssel|clé\s+serveur|clave\s+de\s+servidor|\?\s*(?:no|nee|nein)\b")


def maps_key_spans(text: str) -> Iterator[tuple[int, int]]:
    """A Google key the text calls restricted to a site's referrer (a browser key, public in every page that loads it)."""
    if "AIza" in text and _REFERRER.search(text) and not _UNRESTRICTED.search(text):
        yield from (m.span() for m in _GOOGLE_KEY.finditer(text))


# Names of bank routing codes (never an account's secret): SWIFT/BIC, sort code, routing/ABA, BSB, IFSC, transit …
_BANK_CODE_NAME = _re(
    r"(?i)(?<![A-Za-z])(?:SWIFT|BIC)(?:[\s\-]?(?:code|koodi|kod|kód|kodu|kode|cod|codice|código))?(?![A-Za-z])"
    r"|\b(?:sort[\s\-]?code|routing\s+(?:number|no)"
    r"|ABA\s+(?:routing|transit|number|no)(?:\s+(?:number|no))?|BSB|IFSC(?:\s+code)?|MICR(?:\s+code)?|transit\s+(?:number|no)"
    r"|institution(?:\s+(?:number|no))?(?=\s*\d)"
    r"|Bankleitzahl|BLZ|clearingnummer|clearing\s+(?:number|no)|code\s+(?:banque|guichet)"
    r"|numéro\s+de\s+guichet|código\s+(?:del\s+)?banco|código\s+de\s+(?:la\s+)?sucursal|sortcode|routing|agência|agencia|branch\s+(?:code|number|no)|Filialnummer|número\s+de\s+(?:agência|sucursal))\b"
    r"|\b(?:МФО|БИК|БІК)\b|код\s+SWIFT|SWIFT[\s\-]?код|سويفت|סוויפט|سوئیفت|स्विफ्ट(?:\s+कोड)?|スイフトコード|스위프트\s?코드")
_BANK_CODE_VALUE = re.compile(r"(?<![A-Za-z0-9])(?:[A-Z]{6}[A-Z0-9]{2}(?:[A-Z0-9]{3})?|[A-Z]{4}0[A-Z0-9]{6}"
                              r"|\d{2,11}(?:[ \-.]\d{2,5}){0,3}(?:-\d)?)(?![A-Za-z0-9])")
_CREDENTIAL_BETWEEN = _re(r"(?i)pass|pwd|\bpin\b|senha|contrase|kennw|hasł|heslo|jelsz|parol|пароль|пин|密|パス|비밀|رمز\s+(?:ال)?(?:سري|مرور)"
                          r"|\bcode|\bcódigo|\bcodice|\bkod|\bкод|door|\btür|\btor\b|gate|lock|schloss|safe|tresor|alarm"
                          r"|סיסמ|şifre|sandi|mật\s+khẩu|รหัสผ่าน|cvv|cvc|\btan\b|otp|login|online")


def _named(text: str, names: re.Pattern[str], value: re.Pattern[str], gap: int) -> Iterator[tuple[int, int]]:
    """From each name to its value (at most `gap` characters after it, no credential word between)."""
    for name in names.finditer(text):
        found = value.search(text, name.end(), min(len(text), name.end() + gap + 40))
        if found is not None and found.start() - name.end() <= gap \
                and not _CREDENTIAL_BETWEEN.search(text, name.end(), found.start()):
            yield name.start(), found.end()


# An account's number beside a routing code: the pair opens the account, so the text is kept for the rules.
_ACCOUNT_NUMBER = _re(
    r"(?i)(?:\bacct|account|checking|savings|konto\w*|compte|cuenta|conta|conto|rekening\w*|tilinumero|tili|numer\s+konta"
    r"|číslo\s+účtu|számlaszám|cont(?:ul)?|hesap|сч[её]т\w*|рахун\w*|λογαριασμ\w*|حساب|חשבון|شماره\s+حساب|खाता|บัญชี"
    r"|số\s+tài\s+khoản|口座|账户|账号|帳戶|계좌)[^\d\n]{0,20}\d[\d \-]{5,}")


def bank_spans(text: str) -> Iterator[tuple[int, int]]:
    """A bank's routing code after its name, name included ("code SWIFT de la banque : BNPAFRPPXXX", "Sort code 20-45-77"),
    unless the text gives an account's number too or asks to keep it to oneself."""
    if may_match(_BANK_CODE_NAME, lower1(text)) and not _ACCOUNT_NUMBER.search(text) and not _KEEP.search(text):
        yield from _named(text, _BANK_CODE_NAME, _BANK_CODE_VALUE, 30)


# A booking's reference: given by a hotel, an airline or a railway to find a reservation, shown at every desk.
_BOOKING_NAME = _re(
    r"(?i)\b(?:booking\s+(?:code|ref(?:erence)?|number|no)|reservation\s+(?:code|number|no)|confirmation\s+(?:code|number|no)"
    r"|PNR|Buchungs(?:code|nummer)|Reservierungs(?:code|nummer)|Bestätigungs(?:code|nummer)|code\s+de\s+(?:confirmation|réservation)"
    r"|référence\s+(?:de\s+)?(?:la\s+)?réservation|numéro\s+de\s+réservation|código\s+de\s+(?:confirmação|confirmación|reserva)"
    r"|localizador|número\s+de\s+(?:reserva|confirmación)|codice\s+(?:di\s+)?(?:conferma|prenotazione)|numero\s+di\s+prenotazione"
    r"|bevestigingscode|boekingscode|reserveringsnummer|boekingsnummer|bokningskod|bokningsnummer|bookingnummer|bestillingsnummer"
    r"|varausnumero|varauskoodi|vahvistuskoodi|kod\s+(?:potwierdzenia|rezerwacji)|numer\s+rezerwacji|potvrzovací\s+kód"
    r"|kód\s+rezervace|číslo\s+rezervace|foglalási\s+(?:kód|szám)|visszaigazolási\s+kód|cod(?:ul)?\s+de\s+(?:confirmare|rezervare)"
    r"|rezervasyon\s+(?:kodu|numarası)|onay\s+kodu|kode\s+(?:booking|pemesanan|konfirmasi)|nomor\s+(?:pemesanan|booking)"
    r"|mã\s+(?:xác\s+nhận(?:\s+đặt\s+phòng)?|đặt\s+(?:phòng|chỗ|vé))|nambari\s+ya\s+(?:uthibitisho|kuhifadhi))\b"
    r"|код\s+(?:бронирования|подтверждения\s+брони\w*|підтвердження(?:\s+бронювання)?|бронювання)|номер\s+(?:брони\w*|бронювання)"
    r"|κωδικός\s+(?:κράτησης|επιβεβαίωσης)|رمز\s+(?:تأكيد\s+)?(?:ال)?حجز|رقم\s+(?:ال)?حجز|קוד\s+(?:אישור\s+)?הזמנה|מספר\s+הזמנה"
    r"|کد\s+(?:رزرو|پیگیری\s+رزرو)|شماره\s+رزرو|बुकिंग\s+(?:कोड|नंबर|संख्या)|รหัส(?:ยืนยัน)?การจอง|หมายเลขการจอง"
    r"|预订(?:确认)?(?:码|号)|預訂(?:確認)?(?:碼|號)|确认码|予約(?:確認)?(?:番号|コード)|確認番号|예약\s?(?:확인\s?)?(?:코드|번호)")
_TRAVEL = _re(
    r"(?i)hotel|hôtel|hostel|airbnb|booking\.com|flight|flug|vol\b|vuelo|voo\b|volo|vlucht|lot\b|repülő|uçuş|рейс|πτήση|رحلة|טיסה"
    r"|پرواز|उड़ान|เที่ยวบิน|chuyến\s+bay|penerbangan|航班|便|항공|train|zug|bahn|tren|treno|trein|tåg|juna|pociąg|vlak|vonat"
    r"|tren|поезд|потяг|τρένο|قطار|רכבת|قطار|ट्रेन|รถไฟ|tàu|kereta|列车|火车|新幹線|기차|ferry|cruise|rental|mietwagen|location"
    r"|alquiler|aluguel|noleggio|huurauto|pension|gîte|posada|pousada|albergo|otel|отел\w*|готел\w*|ξενοδοχ\w*|فندق|מלון|هتل"
    r"|होटल|โรงแรม|khách\s+sạn|penginapan|酒店|飯店|宾馆|ホテル|호텔|旅館|hoteli|reserva|réservation|prenotazione|rezerv"
    r"|бронир|брон|κράτηση|حجز|הזמנה|رزرو|बुकिंग|การจอง|đặt\s+phòng|pemesanan|预订|予約|예약|PNR|check-?in")
_KEEP = _re(r"(?i)\bsms\b|otp|one[\s\-]?time|einmal|usage\s+unique|don'?t\s+share|nicht\s+weitergeben"
                r"|ne\s+le\s+communiquez|no\s+lo\s+compartas|não\s+(?:o\s+)?compartilhe|non\s+condividere|niet\s+delen"
                r"|log\s?in|sign[\s\-]?in|anmeld|connexion|verif|bestätigen\s+sie|не\s+сообщайте|لا\s+تشارك|不要告诉|他人に教えない")
_BANK = re.compile(r"(?i)\bbank|banco|banque")
_BOOKING_VALUE = re.compile(r"(?<![A-Za-z0-9\-])[#№]?(?=[A-Z0-9\-]*\d|[A-Z]{5,})[A-Z0-9][A-Z0-9\-]{3,17}(?![\w\-])")


def booking_spans(text: str) -> Iterator[tuple[int, int]]:
    """A reservation's reference after its name, in a text about travel or lodging and not about a bank or a login."""
    lowered = lower1(text)
    if may_match(_BOOKING_NAME, lowered) and _TRAVEL.search(text) and not _BANK.search(text) and not _KEEP.search(text):
        yield from _named(text, _BOOKING_NAME, _BOOKING_VALUE, 24)


# A video or music platform's code: the id of a video, a channel or a premiere, public on its page.
_PLATFORM = r"(?:YouTube|Vimeo|TikTok|Twitch|Spotify|SoundCloud|Dailymotion|Bandcamp|Deezer|Instagram\s+Reels?)"
_CODE = (r"(?:code|Code|código|codice|kod|kodu|kód|koodi|kode|cod|codigo|код|كود|קוד|کد|कोड|mã|コード|代码|代碼|코드)")
_PLATFORM_CODE = _re(rf"(?i)(?<![\w\-]){_PLATFORM}[\s\-]*(?:'s\s+|de\s+|do\s+|du\s+)?{_CODE}(?![^\W\d_])"
                     rf"|(?<![^\W\d_]){_CODE}\s+(?:(?:de|do|del|du|di|на|от|для)\s+)?{_PLATFORM}(?![\w\-])")
_PLATFORM_VALUE = re.compile(r"(?<![A-Za-z0-9\-])[#№]?\d{2,12}(?![\w\-])")
_PLATFORM_SECRET = _re(r"(?i)recovery|backup|2fa|two[\s\-]factor|verif|login|sign[\s\-]?in|passw|\bpin\b|otp|one[\s\-]?time"
                       r"|wiederherstell|récupération|recuperación|recupero|sms|stream\s*key|Stream-?Schlüssel|clé\s+de\s+stream")


def platform_spans(text: str) -> Iterator[tuple[int, int]]:
    """A video platform's code after its name ("YouTube code 4412 for the premiere"), unless the text is about signing in."""
    if may_match(_PLATFORM_CODE, lower1(text)) and not _PLATFORM_SECRET.search(text):
        yield from _named(text, _PLATFORM_CODE, _PLATFORM_VALUE, 4)


# A password policy: a least count of a unit ("at least eight characters", "mindestens fünf Wörter", "8文字以上").
_LEAST = (r"at\s+least|a\s+minimum\s+of|minimum(?:\s+of)?|min\.?|mindestens|wenigstens|au\s+moins|al\s+menos|como\s+m[ií]nimo"
          r"|m[ií]nimo(?:\s+de)?|pelo\s+menos|no\s+m[ií]nimo|almeno|minimo|minstens|ten\s+minste|minst|mindst|vähintään"
          r"|co\s+najmniej|minimum|alespoň|nejméně|aspoň|legalább|minim(?:um)?|cel\s+puțin|en\s+az|не\s+менее|минимум"
          r"|как\s+минимум|хотя\s+бы|щонайменше|не\s+менше|мінімум|τουλάχιστον|على\s+الأقل|לפחות|حداقل|कम\s+से\s+कम"
          r"|อย่างน้อย|ít\s+nhất|tối\s+thiểu|minimal|sekurang-kurangnya|paling\s+sedikit|angalau|hindi\s+bababa\s+sa|okungenani|至少|最少")
_UNIT = (r"(?:characters?|chars?|letters?|digits?|numbers?|symbols?|words?|Zeichen|Wörter|Worte|Stellen|Ziffern|Buchstaben"
         r"|caract[eè]res?|mots|chiffres|lettres|palabras|d[ií]gitos|letras|s[ií]mbolos|caratteri|parole|cifre|lettere|tekens"
         r"|woorden|cijfers|letters|tecken|ord|siffror|bokstäver|tegn|cifre|merkkiä|sanaa|numeroa|kirjainta|znak[óoi]w|znaki"
         r"|słów|słowa|cyfr|liter|znaků|znaky|slov|slova|číslic|písmen|karakter(?:t|es)?|szó|szót|számjegy|betű|caractere"
         r"|cuvinte|cifre|litere|kelime|rakam|harf|символ\w*|слов\w*|цифр\w*|знак\w*|букв\w*|літер\w*|χαρακτήρ\w*|λέξ\w*|ψηφί\w*"
         r"|أحرف|حروف|رموز|كلمات|أرقام|خانات|תווים|מילים|ספרות|אותיות|کاراکتر|حرف|کلمه|رقم|अक्षर|शब्द|अंक|ตัวอักษร|ตัว|หลัก|คํา"
         r"|ký\s+tự|từ|chữ\s+số|chữ|kata|angka|huruf|herufi|maneno|tarakimu|titik|\w{0,3}zinhlamvu|文字|字符|个字符|位|桁|자|글자|자리|단어)")
_POLICY = _re(rf"(?i)(?<![^\W\d_])(?:{_LEAST})\s*(?:\d{{1,3}}|[^\W\d_]{{2,12}})?\s*-?\s*{_UNIT}(?![^\W\d_])"
              rf"|(?<!\d)\d{{1,3}}\s*-?\s*{_UNIT}\s*(?:以上|이상|or\s+more|oder\s+mehr|ou\s+plus|o\s+más|ou\s+mais|o\s+più"
              rf"|of\s+meer|eller\s+mer|eller\s+flere|tai\s+enemmän|lub\s+więcej|nebo\s+více|vagy\s+több|sau\s+mai\s+mult"
              rf"|veya\s+daha\s+fazla|или\s+больше|або\s+більше|ή\s+περισσότερ\w*|أو\s+أكثر|או\s+יותר|یا\s+بیشتر|या\s+अधिक"
              rf"|ขึ้นไป|trở\s+lên|atau\s+lebih|au\s+zaidi|minimum|mindestens|au\s+minimum|como\s+mínimo)"
              rf"|(?<![^\W\d_]){_UNIT}\s+(?:{_LEAST}|okungenani)\s*(?:[^\W\d_]{{1,12}}-?)?\d{{1,3}}(?!\d)")
# What a policy holds, read before the policy itself: a least-count word, or a count with "or more" after its unit.
_POLICY_CUE = _re(rf"(?i){_LEAST}|以上|이상|or\s+more|oder\s+mehr|ou\s+plus|o\s+más|ou\s+mais|o\s+più|of\s+meer|eller\s+mer"
                  rf"|eller\s+flere|tai\s+enemmän|lub\s+więcej|nebo\s+více|vagy\s+több|sau\s+mai\s+mult|veya\s+daha\s+fazla"
                  rf"|или\s+больше|або\s+більше|ή\s+περισσότερ|أو\s+أكثر|או\s+יותר|یا\s+بیشتر|या\s+अधिक|ขึ้นไป|trở\s+lên"
                  rf"|atau\s+lebih|au\s+zaidi|minimum|mindestens|como\s+mínimo")
# Words that put the value off: asked for in person, by phone, later ("ask me in person", "спроси у меня лично").
_DEFERRAL = _re(
    r"(?i)(?<![^\W\d_])(?:ask\s+me(?:\s+(?:in\s+person|directly|face\s+to\s+face|by\s+phone|later))?|I'?ll\s+tell\s+you\s+in\s+person"
    r"|(?:frag|fragt|fragen\s+Sie)\s+mich(?:\s+(?:persönlich|direkt|am\s+Telefon))?|sag\s+ich\s+dir\s+persönlich"
    r"|demande[sz]?-moi(?:\s+(?:en\s+personne|directement|de\s+vive\s+voix))?|je\s+te\s+le\s+dirai\s+en\s+personne"
    r"|pregúntame(?:lo)?(?:\s+(?:en\s+persona|directamente))?|pregunta(?:dme|me)(?:\s+en\s+persona)?|te\s+lo\s+digo\s+en\s+persona"
    r"|pergunta(?:-me|\s+pra\s+mim)(?:\s+pessoalmente)?|me\s+pergunte(?:\s+pessoalmente)?|chiedimel[ao](?:\s+di\s+persona)?"
    r"|chiedi(?:lo)?\s+a\s+me(?:\s+di\s+persona)?|vraag\s+(?:het\s+)?(?:me|mij)(?:\s+persoonlijk)?|fråga\s+mig(?:\s+personligen)?"
    r"|spørg\s+mig|spør\s+meg|kysy\s+minulta|zapytaj\s+mnie(?:\s+osobiście)?|zeptej\s+se\s+mě(?:\s+osobně)?|kérdezz\s+meg"
    r"|întreabă-mă|bana\s+(?:yüz\s+yüze\s+)?sor|yüz\s+yüze\s+sor|спроси(?:те)?\s+(?:у\s+)?меня(?:\s+лично)?|скажу\s+лично"
    r"|запитай(?:те)?\s+(?:у\s+)?мене(?:\s+особисто)?|ρώτα\s+με(?:\s+από\s+κοντά)?|ρωτήστε\s+με|اسألني(?:\s+شخصي[اًا]+|\s+وجها\s+لوجه)?|(?:תשאל|שאל|תשאלי)\s+אותי(?:\s+(?:פנים\s+אל\s+פנים|באופן\s+אישי|בטלפון))?"
    r"|از\s+(?:خودم|من)\s+بپرس|मुझसे\s+(?:व्यक्तिगत\s+रूप\s+से\s+)?पूछ(?:ो|ें|िए)|ถามฉัน|ถามผม|hỏi\s+(?:trực\s+tiếp\s+)?(?:mình|tôi|em|anh)"
    r"|tanya(?:kan)?\s+(?:langsung\s+)?(?:ke\s+)?(?:saya|aku)|niulize|tanungin\s+mo\s+ako)(?![^\W\d_])"
    r"|直接会って聞いて|会って聞いて|直接聞いて|当面问我|当面問我|直接问我|직접\s?(?:만나서\s?)?물어봐|직접\s?물어보세요")
# Words that keep the value elsewhere: the children know it, it is not written down here.
_KEPT_ELSEWHERE = _re(
    r"(?i)(?<![^\W\d_])(?:(?:the\s+)?kids\s+know(?:\s+it)?(?:\s+by\s+heart)?|(?:die\s+)?Kinder\s+(?:kennen|wissen|haben)\s+(?:es|ihn|das)"
    r"|les\s+enfants\s+(?:le|la)\s+(?:connaissent|savent)|(?:la|lo)\s+saben\s+los\s+niños|los\s+niños\s+(?:la|lo)\s+saben"
    r"|as\s+crianças\s+(?:a\s+|o\s+)?sabem|(?:la|lo)\s+sanno\s+i\s+bambini|i\s+bambini\s+(?:la|lo)\s+sanno|de\s+kinderen\s+weten\s+het"
    r"|barnen\s+vet|lapset\s+tietävät|dzieci\s+(?:je\s+|go\s+)?znają|děti\s+(?:ho|je)\s+znají|a\s+gyerekek\s+tudják"
    r"|copiii\s+(?:o|îl)\s+știu|çocuklar\s+biliyor|дети\s+знают|діти\s+знають|τα\s+παιδιά\s+το\s+ξέρουν|watoto\s+wanajua"
    r"|(?:I\s+)?(?:won't|don't|do\s+not|will\s+not)\s+write\s+it(?:\s+(?:down|here))?|not\s+writing\s+it\s+(?:down|here)"
    r"|schreib(?:e)?\s+ich\s+(?:hier\s+)?nicht\s+(?:auf|hin)|nicht\s+aufschreiben|je\s+ne\s+l'écris\s+pas(?:\s+ici)?"
    r"|no\s+(?:la|lo)\s+escribo(?:\s+aquí)?|não\s+(?:a|o)\s+escrevo(?:\s+aqui)?|non\s+(?:la|lo)\s+scrivo(?:\s+qui)?"
    r"|ik\s+schrijf\s+het\s+(?:hier\s+)?niet(?:\s+op)?|skriver\s+(?:det|den)\s+inte|en\s+kirjoita\s+sitä|nie\s+zapisuję"
    r"|nezapisuji|nem\s+írom\s+le|nu\s+o\s+scriu|yazmıyorum|не\s+пишу(?:\s+(?:его|её|здесь))?|не\s+записую|δεν\s+το\s+γράφω)(?![^\W\d_])"
    r"|الأولاد\s+يعرفون\w*|الأطفال\s+يعرفون\w*|لن\s+أكتبها|הילדים\s+יודעים|לא\s+(?:כותב|כותבת)\s+(?:את\s+זה|כאן)"
    r"|بچه‌?ها\s+می‌?دانند|اینجا\s+نمی‌?نویسم|बच्चे\s+जानते\s+हैं|यहाँ\s+नहीं\s+लिख\w*|เด็กๆ?\s*รู้|ไม่เขียนไว้|bọn\s+trẻ\s+biết"
    r"|không\s+ghi\s+ra|anak-anak\s+tahu|tidak\s+saya\s+tulis|孩子们知道|不写在这里|子供たちは知って|ここには書かない|아이들이\s+알아"
    r"|여기\s?안\s?적어")
# A password field left empty in JSON, YAML or env form: no value at all.
_EMPTY_FIELD = _re(r"(?i)(?<![\w\-])[\"']?[\w\-]*(?:pass|pwd|senha|contrase[ñn]a|passwort|kennwort|mot_de_passe|mdp|has[łl]o|heslo"
                   r"|jelsz[óo]|parola|[şs]ifre|salasana|l[öo]senord|wachtwoord|пароль|secret|token|pin)[\w\-]*[\"']?\s*[:=]\s*"
                   r"(?:null|None|nil|undefined|~|\"\"|'')(?=\s*(?:[,}\]#\n]|$))")
# A lapel pin's word: with a badge, an enamel or a collector's word, the number beside it is a year or a series.
_BADGE_PIN = _re(r"(?:(?i:Ansteck|Emaille|Sammel)[\s\-]?|(?i:lapel|enamel)\s+)?(?<![^\W\d_])(?:[Pp]in|PIN(?=\s+(?i:badge)))(?:s|'s|ssi|ek)?"
                 r"(?![^\W\d_])(?!\s*(?:[:=]|(?i:for|für|pour|para|per|voor|code|kod|number|nummer|numéro|número)\b))")
_BADGE_WORD = _re(
    r"(?i)badge|lapel|enamel|commemorat|collector|collectib|collectab|souvenir|Anstecker|Ansteck|Sammler|Sammlung|Emaille|Abzeichen|Jubiläum|broche"
    r"|émail|insigne|commémorati|collection|conmemorati|colecci|esmalt|comemorati|colecion|spilla|distintivo|smalto|collezion"
    r"|speld|verzamel|jubileum|märke|samlar|pinssi|keräily|przypink|odznak|kolekcjon|sběratel|kitűző|gyűjt|insign|colecți|rozet"
    r"|koleksiyon|hatıra|значок|коллекц|колекц|ювіле|юбиле|σήμα|συλλεκτ|دبوس|تذكار|סיכה|אספנ|یادگاری|बैज|เข็มกลัด|ที่ระลึก"
    r"|huy\s+hiệu|kỷ\s+niệm|lencana|peringatan|koleksi|バッジ|記念|徽章|纪念|紀念|배지|뱃지|기념")
_BADGE_NOT = _re(r"(?i)\bcard|karte|carte|tarjeta|cart[ãa]o|\bbank|banco|banque|\bATM\b|phone|handy|telefon|sim\b|lock|schloss|door"
                 r"|tür|code|kod|код|密码|암호|暗証|turnstile|printer|office|access|entry|drehkreuz|drucker|büro|zugang|tourniquet"
                 r"|imprimante|bureau|torniquete|impresora|oficina|acceso|work|arbeit|travail|trabajo|employee|staff|security")


# The rest of a policy's list ("…, no names, one capital"): plain words, up to a word that gives a value's owner or verb.
_TAIL_WORD = re.compile(r"[ \t,;/+&]+(?P<w>[^\W\d_]{1,20})(?![\d_])")
_TAIL_STOP = frozenset("is ist est es é è era was war mine my mein meins meine mon ma mes mi mis meu minha mio mia mijn min mitt "
                       "mina moje mój moja benim az мой моя мій моя μου это это: e.g eg z.b zb ex por like wie comme como "
                       "come zoals som jak mint gibi как як".split())


def _policy_end(text: str, end: int) -> int:
    """Where a policy's list ends: after at most ten plain words that follow it (see `_TAIL_WORD`)."""
    for _ in range(10):
        word = _TAIL_WORD.match(text, end)
        if word is None or word.group("w").lower() in _TAIL_STOP:
            break
        end = word.end()
    return end


# A JSON field that names no credential, with a literal or a user name for value ("login":"buh02", "sso":true): no secret.
_JSON_FIELD = re.compile(r"(?<![\w\-])\"(?P<k>[A-Za-z_][\w\-]{0,30})\"\s*:\s*(?:true|false|null|-?\d{1,6}(?:\.\d+)?"
                         r"|\"(?P<v>[^\"\n]{0,40})\")(?=\s*[,}\]])")
_NAME_KEY = re.compile(r"(?i)(?:login|user(?:_?name)?|usuario|utilisateur|benutzer(?:name)?|email|e-mail|mail|name|nombre|nome"
                       r"|nom|account|conta|cuenta|id)$")
_CREDENTIAL_KEY = re.compile(r"(?i)pass|pwd|pw$|secret|token|key|pin|code|auth|cred|senha|contrase|kennw|mdp|hasl|heslo|jelsz"
                             r"|parol|sifre|şifre|salasana|wachtw|lösen|otp|cvv|cvc|seed|mnemonic|private|wifi|wlan|door|gate"
                             r"|alarm|safe|lock|garage|tür|tor$|porte|puerta|porta|kod|combo|combination|entry|access|vault|tresor"
                             r"|schloss|cadenas|candado|intercom|keypad|digicode|box")


def json_spans(text: str) -> Iterator[tuple[int, int]]:
    """JSON fields that give no credential: a flag, a count, a null, or a user name under its key."""
    if '":' not in text and '" :' not in text:
        return
    for field in _JSON_FIELD.finditer(text):
        key = field.group("k")
        if _CREDENTIAL_KEY.search(key):
            continue
        if field.group("v") is None or _NAME_KEY.search(key):
            yield field.span()


def prose_spans(text: str) -> Iterator[tuple[int, int]]:
    """Words that give no value: a policy (with the rest of its list), a deferral, an empty password field, a lapel pin's name."""
    lowered = lower1(text)
    if may_match(_POLICY_CUE, lowered) and _POLICY_CUE.search(text):
        yield from ((m.start(), _policy_end(text, m.end())) for m in _POLICY.finditer(text))
    for pattern in (_DEFERRAL, _KEPT_ELSEWHERE, _EMPTY_FIELD):
        if may_match(pattern, lowered):
            yield from (m.span() for m in pattern.finditer(text))
    if "pin" in lowered and _BADGE_WORD.search(text) and not _BADGE_NOT.search(text):
        yield from (m.span() for m in _BADGE_PIN.finditer(text))


# A device's hardware address (MAC, EUI-64, Zigbee IEEE): printed on its label, read by anyone on the network.
_HW_ADDRESS = re.compile(r"(?<![0-9A-Fa-f:\-])[0-9A-Fa-f]{2}(?P<s>[:\-])[0-9A-Fa-f]{2}(?:(?P=s)[0-9A-Fa-f]{2}){4,6}(?![0-9A-Fa-f:\-])")
# A firmware or software version, a product's model number after a lock's or a device's name ("Smart Lock 3.0 Pro").
_VERSION = _re(
    r"(?i)(?<![^\W\d_])(?:firmware|software|version|versión|versão|versione|Version|wersja|verze|verzió|versiune|sürüm"
    r"|sürümü|versio|versjon|build|release|update|версия|версія|έκδοση|الإصدار|גרסה|نسخه|संस्करण|เวอร์ชัน|phiên\s+bản|versi"
    r"|固件|版本|ファームウェア|バージョン|펌웨어|버전|(?:smart\s*)?lock|model|modell|modèle|modelo|modello|model[iu]?)"
    r"[\s:\-]*v?\d{1,3}(?:\.\d{1,4}){1,3}(?![\d.])")
# A placeholder where a value goes ("YOUR_PASSWORD_HERE", "<dein-passwort>"): words of a placeholder only.
_PLACEHOLDER = re.compile(r"(?<![\w\-])<?[A-Za-z]{2,12}(?:[_\-][A-Za-z]{2,12}){1,4}>?(?![\w\-])")
_PLACEHOLDER_WORD = re.compile(r"(?i)your|here|enter|insert|put|xxx|ihr|dein|hier|votre|ton|ici|tu|su|aquí|aqui|seu|sua|tuo|qui"
                               r"|jouw|uw|ваш|здесь")
# A code that changes every period: no value is given, only its schedule ("Codewort ändert sich jeden Monat").
_CHANGES = _re(
    r"(?i)(?<![^\W\d_])(?:changes?|is\s+changed|rotates?|(?:ändert|wechselt)(?:\s+sich)?|wird\s+(?:jeden|jede|alle)\S*\s+\S+\s+geändert"
    r"|change|changé|cambia|se\s+cambia|muda|é\s+trocad[ao]|troca|verandert|wisselt|ändras|byts|skifter|endres|byttes"
    r"|vaihtuu|vaihdetaan|zmienia\s+się|mění\s+se|változik|se\s+schimbă|değişir|değişiyor|меняется|смена|змінюється"
    r"|αλλάζει|يتغير|تتغير|يتبدل|تتبدل|يتم\s+تغيير\w*|משתנה|משתנים|عوض\s+می\s*شود|बदलता\s+है|เปลี่ยน|thay\s+đổi|đổi|berubah|diganti|hubadilika"
    r"|inabadilishwa|nagbabago)\s+(?:(?:jeden|jede|jedes|every|each|chaque|tous\s+les|toutes\s+les|cada|todo|toda|todos\s+os|ogni"
    r"|tutti\s+i|elke|iedere|varje|hver|joka|co|každý|každou|minden|fiecare|her|каждый|каждую|кожного|кожну|κάθε|كل|כל|هر"
    r"|हर|ทุก|mỗi|hàng|setiap|tiap|kila)\s+\S+|monthly|weekly|daily|monatlich|wöchentlich|täglich|mensuellement|chaque\s+mois"
    r"|mensualmente|mensalmente|mensilmente|maandelijks|månadsvis|kuukausittain|co\s+miesiąc|havonta|aylık|ежемесячно"
    r"|щомісяця|μηνιαία|شهريا|כל\s+חודש|ماهانه|हर\s+महीने|ทุกเดือน|hàng\s+tháng|setiap\s+bulan|kila\s+mwezi)"
    r"|毎月変わる|每月更换|每个月换|매달\s?바뀌")


# A video meeting's ID (the number anyone joins with; its passcode is another value): its name, then the ID's shape.
_MEETING_NAME = _re(
    r"(?i)(?<![^\W\d_])(?:(?:Zoom|Teams|Webex|Meet|GoTo)[\s\-]*(?:meeting\s+)?(?:ID|number|nummer)|meeting[\s\-]*(?:ID|number|no)"
    r"|Meeting-?ID|Besprechungs-?(?:ID|nummer)|Konferenz-?ID|ID\s+(?:de\s+(?:la\s+)?|da\s+|do\s+|della\s+|der\s+)?(?:reunião|reunion"
    r"|réunion|reunión|riunione|Besprechung|Konferenz|spotkania|schůzky|toplantı|Zoom)|(?:número|numéro|numero)\s+(?:de\s+|da\s+|"
    r"della\s+)?(?:reunião|réunion|reunión|riunione)|vergadering-?ID|mötes-?ID|møde-?ID|kokous(?:tunnus|-ID)|identyfikator\s+spotkania"
    r"|toplantı\s+(?:kimliği|ID)|идентификатор\s+(?:конференции|встречи)|ID\s+(?:конференции|встречи|зустрічі)|αναγνωριστικό\s+σύσκεψης"
    r"|معرف\s+الاجتماع|מזהה\s+(?:ה)?פגישה|شناسه\s+جلسه|मीटिंग\s+आईडी|รหัสการประชุม|ID\s+cuộc\s+họp|ID\s+rapat|会议号|会议ID"
    r"|ミーティングID|회의\s?ID"
    # a meeting's room named by the app ("Mã phòng Zoom", "sala de Zoom", "Zoom-Raum", "ruang Zoom", "Zoom room ID")
    r"|(?:mã|số|ID)\s+phòng(?:\s+học)?\s+(?:Zoom|Meet|Teams|họp)|phòng\s+(?:Zoom|Meet|Teams)|(?:Zoom|Teams|Meet|Webex)[\s\-]+"
    r"(?:room|Raum|sala|salle|ruang|phòng|oda(?:sı)?)(?:\s+(?:ID|code|number|nummer|número|numéro|kode|mã|kodu))?"
    r"|(?:sala|salle|ruang|oda)\s+(?:de\s+|do\s+|du\s+)?(?:Zoom|Teams|Meet|Webex))(?![^\W\d_])")
_MEETING_ID = re.compile(r"(?<![\d\-])\d{3}[ \-]?\d{3,4}[ \-]?\d{3,5}(?![\d\-])")


def meeting_spans(text: str) -> Iterator[tuple[int, int]]:
    """A meeting's ID within 80 characters of its name, whatever is said between (a passcode keeps its own cue)."""
    if may_match(_MEETING_NAME, lower1(text)):
        for name in _MEETING_NAME.finditer(text):
            found = _MEETING_ID.search(text, name.end(), min(len(text), name.end() + 80))
            if found is not None:
                yield found.span()


# A page element's id or class in talk about markup ("the password field has id login-pass-2"): a name in the page source.
_MARKUP = _re(r"(?i)\b(?:html|css|dom|selector|element|field|input|div|span|button|Feld|Element|champ|élément|campo"
              r"|elemento|veld|fält|kenttä|pole|mező|câmp)\b|<input|<div|<form")
_MARKUP_ID = re.compile(r"(?i)(?<![\w\-])(?:id|class|data-[\w\-]{1,20}|selector)\s*[=:]?\s*[\"'#.]?"
                        r"[A-Za-z]\w*[\-_][\w\-]{1,40}[\"']?(?![\w\-])")   # a name with a hyphen or underscore


def markup_spans(text: str) -> Iterator[tuple[int, int]]:
    """Ids and classes of a page's elements in talk about markup, unless the text gives a `value=` too."""
    if _MARKUP.search(text) and not re.search(r"(?i)\bvalue\s*=", text):
        yield from (m.span() for m in _MARKUP_ID.finditer(text))


def device_spans(text: str) -> Iterator[tuple[int, int]]:
    """A hardware address, a version or model number, a placeholder, a code's change schedule: none gives a value."""
    if ":" in text or "-" in text:
        yield from (m.span() for m in _HW_ADDRESS.finditer(text))
    if "." in text and may_match(_VERSION, lower1(text)):
        yield from (m.span() for m in _VERSION.finditer(text))
    if "_" in text or "-" in text or "<" in text:
        yield from (m.span() for m in _PLACEHOLDER.finditer(text)
                    if placeholder_value(m.group(0).strip("<>")) and _PLACEHOLDER_WORD.search(m.group(0)))
    if may_match(_CHANGES, lower1(text)):
        yield from (m.span() for m in _CHANGES.finditer(text))


def key_spans(text: str) -> Iterator[tuple[int, int]]:
    """Every span this module makes public."""
    yield from env_spans(text)
    yield from public_id_spans(text)
    yield from maps_key_spans(text)
    yield from bank_spans(text)
    yield from booking_spans(text)
    yield from platform_spans(text)
    yield from prose_spans(text)
    yield from device_spans(text)
    yield from meeting_spans(text)
    yield from json_spans(text)
    yield from markup_spans(text)
    yield from protocol_spans(text)   # "clé wifi : WPA2-PSK": how the network is secured
