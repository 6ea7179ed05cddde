"""A value under a public number's label, a date, a year or a rule of what a PIN may not be is no secret.

"The product code 4 4 7 1 is on the box", "Kod rabatowy 4 4 7 1", "zip code: 9 0 2 1 0", "mã bưu chính: 7 0 0 0 0",
"door numbers on this street go 2 4 6 8", "alarm clock set to 0 6 3 5", "PIN expires on 4 7 2029", "密码在二〇二四年改过",
"the PIN can't be 1 2 3 4 or zero zero zero zero": a credential word ("code", "PIN", "密码") sits beside a value, yet the
label nearest the value names a number anyone may read (a postcode, an area code, a promo, product, level or error
code, a booking reference, a house or room number, an alarm clock), the value is a calendar date or a year, or a rule
says what the value must not be. `secret_talk.talk_only` asks `public_lookalike` once per span. A credential word
between that label and the value ("promo code for the door, PIN 4471") keeps the secret: the nearest label decides.
"""

from __future__ import annotations

import re

from .secret_public_numbers import OPENED_WITH
from .secret_handed_codes import PRIVATE
from .secret_service_names import service_listed

# A word starts or ends here: no letter or digit beside it, save Chinese, Japanese, Korean or Thai (no spaces).
_W = r"(?<![^\W_\u0e00-\u0e7f\u3040-\u9fff\uac00-\ud7af])"
_E = r"(?![^\W_\u0e00-\u0e7f\u3040-\u9fff\uac00-\ud7af])"

# Where a letter goes: a postcode and a phone's area or country code.
_POSTAL = (
    r"zip\s*code|zip(?=\s*[:：#]?\s*\d)|post\s*code|postal\s+code|area\s+code|dial(?:l?ing)?\s+code|country\s+code|calling\s+code"
    r"|postleitzahl|plz|vorwahl|code\s+postal|indicatif(?:\s+régional)?|código\s+postal|código\s+de\s+área|prefijo"
    r"|lada|cep|ddd|cap|codice\s+postale|prefisso|postcode|netnummer|kod\s+pocztowy|numer\s+kierunkowy|kierunkowy"
    r"|psč|směrovací\s+číslo|předvolba|почтов\w+\s+индекс|индекс|код\s+(?:города|міста|страны|країни|региона)"
    r"|поштов\w+\s+індекс|posta\s+kodu|alan\s+kodu|kode\s+pos|poskod|kode\s+(?:area|wilayah)|msimbo\s+wa\s+(?:posta|eneo)"
    r"|mã\s+bưu\s+(?:chính|điện)|mã\s+vùng|รหัสไปรษณีย์|รหัสพื้นที่|डाक\s*कोड|एरिया\s*कोड|पोस्टल\s*कोड|পোস্ট\s*কোড"
    r"|الرمز\s+البريدي|رمز\s+المنطقة|كود\s+المنطقة|کد\s+پستی|پیش\s*‌?\s*شماره|מיקוד|קידומת|邮编|邮政编码|郵遞區號|郵政編碼"
    r"|区号|區號|郵便番号|市外局番|우편\s*번호|지역\s*번호|cod\s+poștal|irányítószám|körzetszám|postnummer|riktnummer"
    r"|postinumero|suuntanumero|ταχυδρομικός\s+κώδικας|κωδικός\s+περιοχής|kodi\s+ya\s+(?:posta|eneo)|போஸ்ட்\s*கோட்"
    r"|அஞ்சல்\s*குறியீடு|پوسٹ\s*کوڈ|ڈاک\s*کوڈ|ডাক\s*কোড|lambar\s+gidan\s+waya|የፖስታ\s+ኮድ")
# What a shop or a game prints for all: promo, discount, coupon, product, model, level, cheat and error codes.
_SHOP = (
    r"promo(?:tion(?:al)?)?\s*codes?|discount\s+codes?|voucher\s+codes?|kode\s+voucher|mã\s+voucher"
    r"|coupon(?:\s+codes?)?|referral\s+codes?|product\s+(?:codes?|numbers?)"
    r"|item\s+(?:codes?|numbers?)|model\s+(?:codes?|numbers?|no\.?)|part\s+numbers?|article\s+numbers?|sku|level\s+codes?"
    r"|cheat\s*codes?|error\s+codes?|fault\s+codes?|status\s+codes?|exit\s+codes?|course\s+codes?|hs\s+codes?"
    r"|rabattcode|gutscheincode|aktionscode|promocode|produktcode|artikelnummer|modellnummer|fehlercode|levelcode|cheatcode"
    r"|code\s+promo|code\s+(?:de\s+)?réduction|code\s+produit|numéro\s+de\s+modèle|code\s+(?:d['’])?erreur|code\s+de\s+triche"
    r"|code\s+du\s+niveau|código\s+(?:promocional|de\s+descuento|de\s+producto|de\s+error|de\s+nivel|do\s+produto"
    r"|de\s+desconto|de\s+erro)|cup[oó]n|cupom|cupão|número\s+de\s+modelo|codice\s+(?:promozionale|sconto|prodotto"
    r"|articolo|(?:di\s+)?errore)|buono\s+sconto|kortingscode|promotiecode|actiecode|productcode|foutcode"
    r"|kod\s+(?:rabatowy|promocyjny|produktu|błędu|poziomu)|kupon\w*|numer\s+modelu|slevový\s+kód|promo\s+kód"
    r"|kód\s+produktu|chybový\s+kód|промокод\w*|код\s+(?:скидки|товара|ошибки|уровня|знижки|товару|помилки)|артикул"
    r"|indirim\s+kodu|promosyon\s+kodu|ürün\s+kodu|model\s+numarası|hata\s+kodu|hile\s+kodu|kode\s+(?:promo|diskon"
    r"|produk|kesalahan|error|cheat)|msimbo\s+wa\s+(?:punguzo|bidhaa|hitilafu)|kuponi|mã\s+(?:khuyến\s+mãi|giảm\s+giá"
    r"|sản\s+phẩm|lỗi)|โค้ดส่วนลด|รหัสส่วนลด|รหัสโปรโมชั่น|รหัสสินค้า|รหัสข้อผิดพลาด|प्रोमो\s*कोड|डिस्काउंट\s*कोड|कूपन"
    r"|प्रोडक्ट\s*कोड|एरर\s*कोड|(?:رمز|كود)\s+(?:الخصم|المنتج|الخطأ|الترويج)|كوبون|کد\s+(?:تخفیف|محصول|خطا)"
    r"|קוד\s+(?:הנחה|מוצר|שגיאה)|קופון|优惠码|優惠碼|优惠券|折扣码|促销码|产品代码|商品编码|型号|型號|错误代码|错误码|錯誤代碼"
    r"|作弊码|关卡代码|クーポン(?:コード)?|プロモ(?:ーション)?コード|割引コード|商品コード|型番|エラーコード|チートコード"
    r"|할인\s*코드|쿠폰|프로모션\s*코드|상품\s*코드|제품\s*코드|모델\s*번호|오류\s*코드|에러\s*코드|치트\s*코드"
    r"|cod\s+(?:promoțional|de\s+reducere|produs|(?:de\s+)?eroare)|kuponkód|kedvezménykód|termékkód|hibakód"
    r"|rabatt?kod[e]?|kampanjkod|produktkod[e]?|felkod|feilkode|fejlkode|alennuskoodi|tuotekoodi|virhekoodi"
    r"|κωδικός\s+(?:έκπτωσης|προϊόντος|σφάλματος)|κουπόνι|kod\s+(?:promosi|diskaun|produk)|kodi\s+ya\s+(?:punguzo|bidhaa)"
    r"|প্রোমো\s*কোড|ডিসকাউন্ট\s*কোড|ڈسکاؤنٹ\s*کوڈ|پرومو\s*کوڈ|ப்ரோமோ\s*கோட்|தள்ளுபடி\s*குறியீடு"
    r"|(?:locker|spind|casier|taquilla|armadietto|szafka|шкафчик|dolap|loker)(?=\s+(?:number\s+|no\.?\s*|nr\.?\s*|#\s*)?\d)")
# A booking's reference, a house, door, room or seat number, an alarm clock: read aloud at a desk or on a street.
_PLACE = (
    r"reservation\s+(?:codes?|numbers?)|booking\s+(?:codes?|references?|numbers?|ref\.?)|confirmation\s+(?:codes?|numbers?)"
    r"|order\s+numbers?|bestellnummer|numéro\s+de\s+commande|número\s+de\s+pedido|номер\s+заказа|sipariş\s+numarası"
    r"|nomor\s+pesanan|mã\s+đơn\s+hàng|注文番号|주문\s*번호|رقم\s+الطلب|numer\s+zamówienia|ordernummer"
    r"|house\s+numbers?|door\s+numbers?|street\s+numbers?|room\s+numbers?|seat\s+numbers?|flight\s+numbers?"
    r"|alarm\s+clock|buchungs(?:code|nummer)|reservierungs(?:code|nummer)|hausnummer\w*|zimmernummer|wecker"
    r"|code\s+de\s+réservation|numéro\s+de\s+(?:réservation|chambre|maison|rue)|réveil|código\s+de\s+reserva"
    r"|número\s+de\s+(?:reserva|casa|habitación)|número\s+da\s+casa|despertador|codice\s+(?:di\s+)?prenotazione"
    r"|numero\s+civico|sveglia|reserverings(?:code|nummer)|boekingscode|huisnummer\w*|wekker|kod\s+rezerwacji"
    r"|numer\s+(?:rezerwacji|domu|pokoju)|budzik|kód\s+rezervace|číslo\s+(?:domu|popisné)|budík"
    r"|код\s+(?:бронирования|бронювання)|номер\s+(?:брони|дома|будинку|квартиры|комнаты)|будильник"
    r"|rezervasyon\s+kodu|pnr|kapı\s+numara\w*|bina\s+numarası|çalar\s+saat|kode\s+(?:booking|reservasi)"
    r"|nomor\s+(?:rumah|kamar)|weker|nambari\s+ya\s+nyumba|mã\s+đặt\s+(?:chỗ|phòng)|số\s+nhà|đồng\s+hồ\s+báo\s+thức"
    r"|báo\s+thức|รหัสจอง|บ้านเลขที่|นาฬิกาปลุก|बुकिंग\s*कोड|मकान\s*(?:नंबर|संख्या)|رقم\s+(?:الحجز|المنزل|الغرفة)"
    r"|رمز\s+الحجز|المنبه|کد\s+رزرو|پلاک|קוד\s+הזמנה|מספר\s+(?:הזמנה|בית)|שעון\s+מעורר|预订码|预约号|預約號|订单号"
    r"|訂單號|门牌号?|門牌號?|房间号|房號|闹钟|鬧鐘|予約番号|番地|目覚まし|예약\s*(?:번호|코드)|번지|알람\s*시계"
    r"|cod\s+(?:de\s+)?rezervare|deșteptător|foglalási\s+kód|házszám|ébresztő\w*|bokningskod|bookingkode|husnummer"
    r"|väckarklocka|vekkerklokke|vækkeur|varauskoodi|talonumero|herätyskello|κωδικός\s+κράτησης|ξυπνητήρι")
# A line to call: a number of five digits or more after it is a phone number ("PIN reset line 1 5 8 8 8").
_PHONE = re.compile(
    r"(?i)(?<![^\W_])(?:hotline|helpline|help\s+line|(?:service|support|reset|customer)\s+(?:line|number|centre|center)"
    r"|customer\s+service|call(?:ed)?|phoned|tel\.?(?!\s+quel)|dial(?:led)?|servicenummer|kundendienst|anrufen|angerufen"
    r"|service\s+client|(?<!en\s)(?<!hors\s)ligne|appel(?:é|er|le|les|lez|ons)|llam(?:é|ar|a)|línea|atención\s+al\s+cliente|lig(?:uei|ar)|chiam(?:ato|are)"
    r"|numero\s+verde|bel(?:de|len)|infolijn|zadzwo\w+|infolinia|позвон\w+|звон\w+|горяч\w+\s+лини\w+|aradım"
    r"|çağrı\s+merkezi|hubungi|telepon|telp|layanan\s+pelanggan|piga(?:\s+simu)?|huduma\s+kwa\s+wateja|gọi|tổng\s+đài"
    r"|tawag\w*|tumawag|shayela|fonela|зателефону\w*|подзвон\w*|telefonla\w*|โทรหา|โทร"
    r"|हेल्पलाइन|कॉल\s+कि\w+|اتصل\w*|خدمة\s+العملاء|تماس|התקשר\w*|מוקד)(?![^\W_])"
    r"|客服|热线|熱線|コールセンター|고객\s*센터|콜센터")
# Between a call verb and a short line: an article or a particle or two ("j'appelle le 1444", "tawag daw sa 2882").
_SHORT_LINE = re.compile(r"(?i)\s*(?:(?:le|la|el|al|the|o|a|den|die|das|de|sa|daw|raw|po|na|ke|kwa|on|at|to|au|na|по)\s+){0,2}")
# A range of values: "codes 1 0 0 to 1 9 9 are errors".
_RANGE_AFTER = re.compile(r"(?i)\s*(?:to|bis|à|a|al|até|fino\s+a|до|do|ile|hingga|sampai|hadi|đến|tot|到|から|~|–|-)\s*\d")
# A price: a period or a currency right after the number.
_PRICE_AFTER = re.compile(
    r"(?i)\s*(?:(?:per|a|an|each|pro|par|por|al|w|в|за|her|per)\s+(?:year|month|week|day|jahr|monat|an|mois|año|mes|ano"
    r"|anno|mese|rok|miesiąc|год|месяц|yıl|ay|tahun|bulan|năm|tháng)|/\s*(?:mo|month|yr|year|jahr|mois|mes|мес)"
    r"|[€$£¥₹₩₪₫฿]|(?:euros?|eur|dollars?|usd|rupees?|rs|yen|pounds?|gbp|kr|sek|nok|dkk|zł|pln|руб\w*|₽|грн|lira|tl|rp"
    r"|rupiah|đồng|vnd|baht|dirham|riyal|shekel|shilingi|ksh|naira|rand|pesos?|reais|real)(?![^\W_])"
    r"|円|元|원|ريال|درهم|تومان|ریال)")
# Only numbers and "and" between a plural label and the value: the label's list.
_LIST_GAP = re.compile(r"(?i)(?:[\d\s,;/&+]|and|und|et|y|e|i|и|ve|dan|na|và|en|és|och|og|ja|和|及|と|와|과|و|ו)*")
# A bank's branch, sort or routing code, and a bill's payment line: printed on every statement and invoice.
_BANK = (
    r"branch\s+(?:codes?|numbers?)|sort\s+codes?|routing\s+(?:numbers?|codes?)|transit\s+numbers?|swift(?:\s+code)?"
    r"|bic|ifsc(?:\s+code)?|bankleitzahl|blz|filialnummer|code\s+(?:guichet|agence)|código\s+de\s+(?:sucursal|agencia)"
    r"|número\s+de\s+sucursal|código\s+da\s+agência|codice\s+(?:filiale|abi|cab)|filiaalcode|kod\s+oddziału"
    r"|numer\s+rozliczeniowy|код\s+(?:отделения|филиала)|бик|şube\s+kodu|kode\s+cabang"
    r"|mã\s+chi\s+nhánh|msimbo\s+wa\s+tawi|ikhodi\s+yegatsha|takkode"
    r"|رمز\s+الفرع|كود\s+الفرع|کد\s+شعبه|קוד\s+סניף|מספר\s+סניף|शाखा\s+कोड|শাখা\s+কোড|支店番号|支店コード|分行代码"
    r"|分行代碼|지점\s*코드|código\s+do\s+boleto|linha\s+digitável|boleto"
    r"|(?:bill|invoice|factura|fatura|rechnung|facture)\s+(?:barcode|código\s+de\s+barras|strichcode|code-barres)")
_PUBLIC_LABEL = re.compile(rf"(?i){_W}(?:{_POSTAL}|{_SHOP}|{_PLACE}|{_BANK}){_E}")
# A credential word between that label and the value gives the value back to the credential.
_CREDENTIAL = re.compile(
    r"(?i)(?<![^\W_])(?:pin|pins|password|passcode|passwort|kennwort|contraseña|clave|mot\s+de\s+passe|senha|пароль"
    r"|hasło|heslo|şifre|sandi|mật\s+khẩu|otp|cvv|lock|safe|door\s+code|gate\s+code|alarm\s+code|пин|पिन|পিন|பின்|పిన్"
    r"|ಪಿನ್|പിൻ|પિન|ਪਿੰਨ|پن|पासवर्ड|পাসওয়ার্ড)(?![^\W_])"
    r"|密码|密碼|暗証|パスワード|비밀번호|암호")
_NUMERAL = re.compile(r"[\d\s\-–./#*+()〇零一二三四五六七八九]+")
_CODE_WORD = re.compile(r"(?i)(?<![^\W_])(?:code|codes|kod|kode|kodu|kodi|código|codice|код|kód|msimbo|mã|combination"
                        r"|combinaison|combinación|kombination|комбинация)(?![^\W_])|码|碼|コード|코드|รหัส|رمز|كود|קוד")
_STOP = re.compile(r"[.!\n。！;；]")   # not "?": "area code? 0207" asks, then answers
# A preposition or a genitive word right after a public label: what follows describes the label ("zip code for the PIN
# mailer", "Postleitzahl für den PIN-Brief", "code postal de la lettre PIN", "kod pocztowy dla listu z PIN-em").
_DESCRIBING = re.compile(
    r"(?i)\s*(?:of|for|on|from|about|to|at|with|für|fürs|von|vom|zum|zur|des|der|auf|pour|de|du|d['’]|sur|para|del|da|do"
    r"|das|dos|per|di|della|dello|dei|delle|sul|sulla|voor|van|op|bij|för|av|på|till|af|til|dla|od|ze?|для|от|на|со?"
    r"|için|untuk|dari|pada|buat|kwa|ya|cho|của|trên|के|की|का|من|عن|على|برای|از|של|עבור|על)(?![^\W_])")
# A conjunction or an owner before the credential word starts a clause of its own ("zip code of the office and my PIN").
_JOINS_OR_OWNS = re.compile(
    r"(?i)(?<![^\W_])(?:and|but|und|aber|et|mais|y|pero|e|mas|ma|en|maar|och|men|og|i|a|ale|и|а|но|ve|ama|dan|tapi|na|và"
    r"|nhưng|و|ו|my|mine|our|mein\w*|unser\w*|mon|ma|mes|notre|mi|mis|nuestr[oa]|meu|minha|mio|mia|mijn|min|mitt|mój"
    r"|moja|мой|моя|наш\w*|benim|saya|aku|tôi|yangu)(?![^\W_])")

# A calendar date: day, month, a year of 1900-2099 ("4 7 2029", "12 03 2024", "2024 03 12").
_DATE = re.compile(r"^\s*(?:(\d{1,2})[\s./-]+(\d{1,2})[\s./-]+((?:19|20)\d\d)"
                   r"|((?:19|20)\d\d)[\s./-]+(\d{1,2})[\s./-]+(\d{1,2}))\s*$")
_DATE_AT = re.compile(r"(?:\d\s){7}\d(?!\d)"
                      r"|\d{1,2}[\s./-]+\d{1,2}[\s./-]+(?:19|20)\d\d(?!\d)|(?:19|20)\d\d[\s./-]+\d{1,2}[\s./-]+\d{1,2}(?!\d)")
_MONTH_YEAR = re.compile(r"\s*(\d{1,2})[\s./-]+(?:19|20)\d\d\s*$")
# A time word right before a clock time (not "set at", "changed at": a code set then).
_AT_TIME = re.compile(
    r"(?i)(?<![^\W_])(?<!set\s)(?<!changed\s)(?<!reset\s)(?:at|from|until|till|um|ab|bis|à|às|a\s+las|alle|saa|pukul|jam"
    r"|lúc|om|kl\.?|o\s+godz\w*|в|opens?|open|closes?|до|с|od|do|dalle|desde|hasta|depuis|jusqu['’]à|tomorrow\s+at"
    r"|morgen\s+um)\s*$")
_RANGE_BEFORE = re.compile(r"(?i)\d\s*(?:to|bis|à|a|al|até|до|do|ile|hingga|sampai|hadi|đến|tot|–|-|~)\s*$")
# A year's word right before: "installed in", "since", "aus dem Jahr", "em", "tahun".
_IN_YEAR = re.compile(
    r"(?i)(?<![^\W_])(?:in|since|year|seit|jahr|im\s+jahr|en|depuis|desde|em|dal|nel|anno|sinds|w|od|roku|в|с|году"
    r"|tahun|sejak|năm|từ|mwaka|yılında|sal|سنة|عام|מאז|בשנת"
    # bought, made or built that year: "Valise à code achetée 2021", "Tresor gekauft 2019", "cofre comprado 2020"
    r"|bought|purchased|made|built|achet[ée]e?s?|fabriqu[ée]e?s?|gekauft|gebaut|comprad[oa]s?|comprat[oa]|gekocht"
    r"|köpt|kjøpt|købt|kupion[aey]?|kupiony|куплен\w*|satın\s+alındı|dibeli|ilinunuliwa|mua\s+năm|खरीदा|اشتريت"
    r"|خریده|נקנה)\s*$")
_ON_DAY = re.compile(
    r"(?i)(?<![^\W_])(?:vom|dated|du|del|dnia|от|tarihli|tanggal|ngày|am|le|el|on)\s*$")
# A date's word right before: "expires on", "since", "printed", "changed on", "am", "le", "el", "dnia" ...
_DATE_WORD = re.compile(
    r"(?i)(?<![^\W_])(?:on|since|until|till|from|expires?|expiry|expiring|valid|dated?|printed|issued|born|am|seit|bis"
    r"|gültig|le|depuis|jusqu['’]au|el|desde|hasta|em|até|il|dal|fino\s+al|op|sinds|tot|dnia|od|do|wydrukował\w*"
    r"|wygasa|ważn\w*|от|до|с|истекает|tarihinde|tarihli|tanggal|sejak|hingga|sampai|berlaku|đến|tarehe|ngày|từ|hết\s+hạn|sa|pe"
    r"|तारीख|تاريخ|بتاريخ|في|در|תאריך|ב|changed|geändert|changé|cambié|cambiado|mudei|mudou|cambiato|veranderd"
    r"|zmieniłe[mś]|zmieniono|поменял\w*|сменил\w*|изменил\w*|змінив\w*|değiştirdim|diganti|diubah|nilibadilisha"
    r"|đổi|बदला|غيرت|تغيير|שיניתי|změnil\w*)\s*[:：]?\s*$")
_DATE_AFTER = re.compile(r"(?i)\s*(?:tarihinde|tarihine|tarihli|tarihe\s+kadar|まで|までに|に期限|까지|에\s*만료|日|号|ab(?![^\W_])"
                         r"|abläuft|läuft\s+ab|expires?|expiry)")
# A year: followed by a year word ("二〇二四年", "2024 г.", "2024 р.", "2024년").
_YEAR_AFTER = re.compile(r"\s*(?:年|년|г\.|р\.|года|году|року|roku|yılı\w*|yılında|ano|año|an\b|jahr)", re.I)
# Where papers lie: a folder, a file, a binder, an envelope, a box, a drawer, a manual, in ~25 languages.
_CONTAINER = (
    r"folder|file|binder|envelope|box|drawer|archive|manual|papers|documents|records|ordner|mappe|akte|umschlag|kuvert"
    r"|schublade|kiste|dossier|enveloppe|classeur|tiroir|boîte|carpeta|sobre|archivo|cajón|caja|pasta|gaveta|caixa"
    r"|arquivo|cartella|busta|cassetto|scatola|fascicolo|envelop|lade|doos|mapp|kuvertet|lådan|skuffe|teczce|teczka"
    r"|kopercie|koperta|szufladzie|pudełku|segregatorze|папке|папка|конверте|конверт|ящике|коробке|деле|klasör\w*"
    r"|zarf\w*|dosya\w*|çekmece\w*|berkas|amplop|laci|kotak|faili|bahasha|droo|sanduku|thư\s+mục|phong\s+bì|hộp"
    r"|ngăn\s+kéo|hồ\s+sơ|फ़ोल्डर|फोल्डर|लिफ़ाफ़\w*|लिफाफ\w*|फ़ाइल|फाइल|مجلد|ملف|ظرف|درج|پوشه|پرونده|پاکت|תיקייה"
    r"|תיק|מעטפה|מגירה|文件夹|資料夾|文件袋|信封|抽屉|フォルダ|ファイル|封筒|引き出し|폴더|파일|봉투|서랍")
_CONTAINER_BEFORE = re.compile(
    rf"(?i)(?<![^\W_])(?:{_CONTAINER})(?:\s+(?:of|from|for|von|vom|aus|de|du|del|da|do|di|dal|van|från|z|ze|за|от"
    r"|ya|dari|năm|tahun|سنة|عام|של))?\s*$")
_CONTAINER_AFTER = re.compile(rf"(?i)\s*(?:{_CONTAINER})")
_DETERMINER = re.compile(r"(?i)(?<![^\W_])(?:the|this|that|these|those|der|die|das|dem|den|des|diese[mnrs]?|le|la|les"
                         r"|l['’]|ce|cette|el|los|las|este|esta|il|lo|gli|questo|questa|os|as|het|de|deze|dit|det)\s*$")
_NOUN_AFTER = re.compile(r"\s+([^\W\d_]{3,})")
_NOT_A_NOUN = frozenset("one ones and und und or oder was war ist est era are sind is".split())
_CJK_DIGITS = str.maketrans("〇零一二三四五六七八九", "00123456789")
# What the value must not be: a rule, not a value ("the PIN can't be 1234 or 0000").
_FORBIDDEN = re.compile(
    r"(?i)(?<![^\W_])(?:can['’]?t\s+be|cannot\s+be|must\s+not\s+be|mustn['’]t\s+be|shouldn['’]t\s+be|should\s+not\s+be"
    r"|may\s+not\s+be|not\s+allowed(?:\s+to\s+be)?|never\s+(?:use|pick|choose)|don['’]t\s+(?:use|pick|choose)|avoid"
    r"|no\s+(?:such\s+)?(?:thing\s+)?as|darf\s+nicht|nicht\s+erlaubt|kein(?:e|en)?\s+wie|ne\s+(?:peut|doit)\s+pas\s+être"
    r"|interdit\w*|évitez|no\s+puede\s+ser|no\s+debe\s+ser|evita[rd]?|não\s+pode\s+ser|evite|non\s+può\s+essere"
    r"|non\s+deve\s+essere|evitare|mag\s+niet|не\s+(?:может|должен|должна|можна)\s+(?:быть|бути)|нельзя|запрещ\w+"
    r"|nie\s+(?:może|powinien|powinno)\s+(?:być|byc)|unikaj|nesmí\s+být|olamaz|kullanmayın|tidak\s+boleh|jangan"
    r"|не\s+смее\s+да\s+(?:биде|бъде|буде)|не\s+(?:може|трябва|треба|бива)\s+да\s+(?:биде|бъде|буде|е)|ne\s+sm(?:ij)?e\s+biti"
    r"|ne\s+može\s+biti|nesmie\s+byť|nemôže\s+byť|negali\s+būti|nedrīkst\s+būt|ei\s+tohi\s+olla|nuk\s+mund\s+të\s+jetë"
    r"|no\s+pot\s+ser|non\s+pode\s+ser|ezin\s+da\s+izan|má\s+ekki\s+vera|mag\s+nie|ni\s+all\s+fod|არ\s+უნდა\s+იყოს"
    r"|չպետք\s+է\s+լինի|ห้ามเป็น|ต้องไม่เป็น|হতে\s+পারবে\s+না|இருக்கக்\s*கூடாது|نہیں\s+ہو\s+سکتا"
    r"|hindi\s+pu?wede(?:ng)?|nem\s+lehet|δεν\s+μπορεί\s+να\s+είναι|nu\s+poate\s+fi|ei\s+voi\s+olla"
    r"|kan\s+(?:inte|ikke)\s+(?:vara|være)|نمی\s*\u200c?\s*تواند|haiwezi\s+kuwa|haipaswi\s+kuwa|usitumie|không\s+được(?:\s+là)?|tránh|नहीं\s+हो\s+सकता|لا\s+يمكن\s+أن\s+يكون|لا\s+تستخدم"
    r"|نباید|אסור)(?![^\W_])|不能是|不能用|不可以是|不要用|禁止|にしてはいけない|は使えない|(?:이|가)?\s*될\s*수\s*없|사용\s*금지")
# The same rule said after the value: "PIN 1234 olamaz", "1234 にしてはいけない", "1234 is not allowed".
_FORBIDDEN_AFTER = re.compile(
    r"(?i)^[\s,]*(?:is\s+not\s+allowed|are\s+not\s+allowed|not\s+allowed|is\s+forbidden|(?:ist|sind)\s+verboten"
    r"|(?:est|sont)\s+interdits?|(?:está|están)\s+prohibid[oa]s?|(?:é|são)\s+proibid[oa]s?|(?:è|sono)\s+vietat[oi]"
    r"|запрещ\w+|нельзя|(?:jest|są)\s+zabronion\w+|olamaz|yasak|tidak\s+boleh|dilarang|haziruhusiwi"
    r"|không\s+được\s+phép|ممنوع|אסור|不行|不可以|不允许|不允許|にしてはいけない|ではいけない|は使えない|은\s*안\s*돼|는\s*안\s*돼"
    r"|이면\s*안\s*돼|불가|መሆን\s+አይችልም|नहीं\s+हो\s+सकता|नहीं\s+होना\s+चाहिए)")
_MINE = re.compile(r"(?i)(?<![^\W_])(?:my|mine|i|set|chose|picked|mein\w*|mi|mon|ma|meu|minha|mio|mia|мой|моя|mój|moja"
                   r"|benim|saya|aku|tôi|yangu)(?![^\W_])|我|私|내")
_THEN = re.compile(r"(?i)(?<![^\W_])(?:is|it['’]s|ist|est|es|é|è|now|jetzt|maintenant|ahora|agora|ora|теперь|teraz"
                   r"|sekarang|sasa|giờ|是|现在|現在|今は|지금)(?![^\W_])|[:：=]")


def _lo(text: str, start: int, reach: int) -> int:
    """Where the clause holding `start` begins, at most `reach` characters back."""
    stops = [m.end() for m in _STOP.finditer(text, max(0, start - reach), start)]
    return stops[-1] if stops else max(0, start - reach)


def _under_public_label(text: str, start: int, end: int) -> bool:
    if not _NUMERAL.fullmatch(text[start:end]):
        return False   # a word or a mixed key under "ZIP" ("Das ZIP ist mit Lohn24_Beleg! verschlüsselt") is no postcode
    lo = _lo(text, start, 48)
    run = re.compile(r"(?:[\s\-./]?\d)*").match(text, end).end()   # a stage may read only the first digits
    if _RANGE_AFTER.match(text, end) or _PRICE_AFTER.match(text, run):
        return True   # a span of codes in a manual, not one code; a price ("2 9 9 9 per year")
    phones = list(_PHONE.finditer(text, lo, start))
    digits = len(re.findall(r"\d", text[start:run]))
    gap = text[phones[-1].end():start] if phones else ""
    if phones and digits >= 5 and not re.search(r"\d", gap) and (digits >= 9 or not _CREDENTIAL.search(gap)):
        return True   # a number to call; one of nine digits or more even after the PIN it helps with (a phone's length)
    if phones and digits >= 3 and _SHORT_LINE.fullmatch(gap) and not phones[-1].group().lower().startswith("dial"):
        return True   # a short service line right after a call verb ("j'appelle le 1 4 4 4"); "dial 1234#" keys a code
    labels = [m for m in _PUBLIC_LABEL.finditer(text, lo, start + 16) if m.end() <= start]   # "locker" looks ahead
    if not labels:
        return False
    if labels[-1].group().lower().startswith("confirmation") and PRIVATE.search(text, end, _clause_end(text, end)):
        return False   # "Your confirmation code is 482913, don't share it": a one-time code sent to one person
    joined = re.search(r"(?:\d[ \t]*)+$", text[labels[-1].end():start])   # one long number read in parts (a boleto's line)
    gap = text[labels[-1].end():start - (len(joined.group()) if joined else 0)]
    gap = _undescribed(gap)   # the label's own list may come first: "reservation codes 4829 1037 5521"
    if _CODE_WORD.search(gap):
        return False   # a second code word nearer the value: "kod promosi untuk pintu? tidak, kod pintu 4471"
    return not _CREDENTIAL.search(gap) and (not re.search(r"\d", gap) or bool(_LIST_GAP.fullmatch(gap)))


def _clause_end(text: str, at: int) -> int:
    stop = _STOP.search(text, at)
    return stop.start() if stop else len(text)


def _undescribed(gap: str) -> str:
    """The gap after a public label less the phrase that only describes the label ("zip code [for the PIN mailer] is",
    "código postal [del sobre del PIN] es"): a preposition right after the label, then words without a digit, a
    clause break, a conjunction or an owner before the last credential or code word."""
    words = [m.end() for m in (*_CREDENTIAL.finditer(gap), *_CODE_WORD.finditer(gap))]
    if not words or not _DESCRIBING.match(gap):
        return gap
    head = gap[:max(words)]
    if re.search(r"[\d,;:?!.\n]", head) or _JOINS_OR_OWNS.search(head):
        return gap   # "promo code for the door? no, the door PIN is 4471": a second clause gives the PIN
    return gap[max(words):].lstrip("-‐")


def _calendar(value: str) -> bool:
    """Whether `value` is a day, a month and a year 1900-2099 in either order, or eight digits keyed one by one."""
    found = _DATE.match(value)
    if found:
        day, month = (found.group(1), found.group(2)) if found.group(1) else (found.group(6), found.group(5))
    else:
        digits = "".join(value.split())
        if not re.fullmatch(r"\d{8}", digits):
            return False
        day, month, year = (digits[:2], digits[2:4], digits[4:]) if digits[4:6] in ("19", "20") else (
            digits[6:], digits[4:6], digits[:4])
        if year[:2] not in ("19", "20"):
            return False
    return 1 <= int(day) <= 31 and 1 <= int(month) <= 31 and min(int(day), int(month)) <= 12


def _timed(text: str, start: int, end: int) -> bool:
    """A clock time or a year keyed digit by digit after its word: "tomorrow at 1 0 3 0", "installed in 1 9 9 8"."""
    digits = "".join(text[start:end].split())
    before = text[max(0, start - 24):start]
    if OPENED_WITH.search(text, max(0, start - 40), start):
        return False   # "вратата отваря с 1942": what the door opens with, not when
    if len(digits) == 4 and digits.isdecimal() and int(digits[:2]) < 24 and int(digits[2:]) < 60:
        if _AT_TIME.search(before) or _RANGE_BEFORE.search(before):
            return True
    if re.fullmatch(r"(?:19|20)\d\d", digits) and _IN_YEAR.search(before):
        return True
    return len(digits) == 6 and digits.isdigit() and _calendar(digits[:4] + "20" + digits[4:]) and bool(
        _ON_DAY.search(before))   # "PIN-Brief vom 1 2 2 0 2 5": a day, a month, a short year


def _year_named(text: str, start: int, end: int) -> bool:
    """A year that names a thing, not a value: "in the 1998 folder", "im Ordner 2019", "PIN 2019 klasöründe"."""
    if not re.fullmatch(r"(?:19|20)\d\d", "".join(text[start:end].split())):
        return False
    before, after = text[max(0, start - 40):start], text[end:end + 40]
    if _CONTAINER_BEFORE.search(before) or _CONTAINER_AFTER.match(after):
        return True   # the folder, file or envelope the year names
    noun = _NOUN_AFTER.match(after)   # "the 1998 tax papers": a determiner, the year, then the noun it qualifies
    return bool(_DETERMINER.search(before)) and noun is not None and noun.group(1).lower() not in _NOT_A_NOUN


def _dated(text: str, start: int, end: int) -> bool:
    value = text[start:end].translate(_CJK_DIGITS)
    if _YEAR_AFTER.match(text, end) and re.fullmatch(r"\s*(?:19|20)\d\d\s*", value):
        return True   # a year: "密码在二〇二四年改过", "пароль сменил в 2024 г."
    whole = _DATE_AT.match(text, start)   # a stage may read only the day and month: "am 12 03 2024 geändert"
    if whole and whole.end() >= end:
        value, end = whole.group(0), whole.end()
    if not _calendar(value):   # a card's month and year under a date word: "valid until 12 2027"
        month = _MONTH_YEAR.match(value)
        return bool(month) and 1 <= int(month.group(1)) <= 12 and bool(
            _DATE_WORD.search(text, _lo(text, start, 40), start))
    if _DATE_AFTER.match(text[end:end + 20]):
        return True   # "Şifre 12 03 2027 tarihinde sona eriyor", "12 03 2027 まで"
    return bool(_DATE_WORD.search(text, _lo(text, start, 40), start))   # "取件码 8-3-2041" has none: a code


def _forbidden(text: str, start: int, end: int) -> bool:
    if _FORBIDDEN_AFTER.match(text[end:end + 40]):
        return True
    rule = list(_FORBIDDEN.finditer(text, _lo(text, start, 60), start))
    if not rule:
        return False
    gap = text[rule[-1].end():start]   # the rule's own list ("1234 or 0000"), not a value set after it
    return not _THEN.search(gap) and len(re.findall(r"[^\W\d_]+", gap)) <= 3 and not _MINE.search(gap)


# A card's last digits, shown on every receipt ("銀行卡末四碼 0935", "card ending in 4242", "카드 끝자리 0935").
_CARD_TAIL = re.compile(
    r"(?i)(?:last\s+(?:4|four)(?:\s+digits)?|ending\s+(?:in|with)|ends\s+in|endet\s+auf|letzte[n]?\s+(?:4|vier)\s+ziffern"
    r"|terminant\s+par|(?:se\s+)?termin(?:e|ant|ada|ando)\s+(?:par|en|em|in)|últimos\s+(?:4|cuatro|quatro)\s+dígitos"
    r"|ultime\s+(?:4|quattro)\s+cifre|последние\s+(?:4|четыре)\s+цифры|son\s+(?:4|dört)\s+hane(?:si)?"
    r"|(?:4|empat)\s+digit\s+terakhir|(?:4|bốn)\s+số\s+cuối|末四碼|末四位|末4位|後四碼|后四位|後四位|尾号|尾號|下\s*4\s*桁"
    r"|末尾\s*4\s*桁|끝\s*(?:네|4)?\s*자리|뒷\s*(?:네|4)\s*자리|آخر\s+(?:4|أربعة)\s+أرقام|(?:4|चार)\s+अंक\s+अंतिम)"
    r"[\s:：,，=是为為는은]*$")


def _card_tail(text: str, start: int, end: int) -> bool:
    """A card's last digits right after their label, with no credential word just before the label ("密码后四位" is
    part of a password)."""
    digits = "".join(text[start:end].split())
    before = text[max(0, start - 30):start]
    tail = _CARD_TAIL.search(before)
    return bool(tail) and digits.isdigit() and 2 <= len(digits) <= 4 and not _CREDENTIAL.search(
        before, 0, tail.start())


def public_lookalike(text: str, start: int, end: int) -> bool:
    """Whether the value at start:end is a public number under its label, a time, a date or a year (a folder's year
    too), a value a rule forbids, or a service's name listed after another."""
    return (_under_public_label(text, start, end) or _timed(text, start, end) or _dated(text, start, end)
            or _year_named(text, start, end) or _forbidden(text, start, end) or service_listed(text, start, end)
            or _card_tail(text, start, end))
