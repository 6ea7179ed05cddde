"""Spent one-time codes (an OTP, a pickup or a return code expired, used, collected or cancelled) are blanked before the rules.

A one-time code opens one thing once: after it has expired ("OTP was 882104 but it timed out", "验证码 551203 已经过期了",
"인증번호 552019 시간 초과됨", "wo expire ho gaya") or been spent ("kod odbioru z paczkomatu był 118204 ale już
odebrałam", "取件码 6-2-4031 已经取过了", "sipariş iptal edildi, iade kodu IADE-7731") it unlocks nothing. Read in about
forty languages and romanised chat (Hinglish, Arabizi, Taglish): a one-time code's name, a spent word in the past tense
in the same sentence (or the next, short one), and the code-like values of that sentence bound to the name. Not read
(the value stays for the rules): a code still valid ("valid for 10 minutes", "before it expires", "expire ho jayega"),
a spent word negated or "not yet" ("hasn't expired", "还没取"), a value the text gives as the new one or the one to use
("the new one is 449120", "use 449120"), a value after another credential's word ("OTP expired, my PIN is 4821"),
backup or recovery codes (each is live until used), a spent word whose subject is a card, a passport or an account
("my passport expired, the OTP 551920 came today"), a value away from the "old" word when the text names an old code
("the OTP is 551920, my old one expired"), and a cancelled-order word read with anything but an order, a booking or a
return. Bare "code" counts as one-time only beside "expired"/"timed out" and no way-in word (door, Wi-Fi,
card). Every pattern is bounded; values are scanned once per sentence.
"""

from __future__ import annotations

import re
from typing import Iterator

from .normalise import compile_nfkc as _re
from .secret_lexicon import STRONG
from .secret_public_words import lower1, sentences

_B = r"(?<![^\W\d_])"   # a word's start (letters only: "OTP551203" still starts a word at the digits' side)
_E = r"(?![^\W\d_])"
# One-time codes' names: OTPs and verification codes, parcel-pickup and locker codes, return and voucher codes.
_NAME = _re(
    rf"(?i){_B}(?:otp(?:-?(?:code|kode|kod|kodu|pin|nya|ko|wala|no))?|one[\s\-]?time\s+(?:code|password|pin|passcode)"
    r"|(?:verification|confirmation|validation|sms|text|login|log-?in|sign-?in|2fa|two[\s\-]factor|auth|authentication"
    r"|pick[\s\-]?up|collection|parcel|package|delivery|return|refund|rma|vouchers?|coupons?|promo|gift\s+cards?|claim"
    r"|redemption|booking|reservation)\s+(?:locker\s+)?code|(?:e-?)?gift\s+cards?|vouchers?|coupons?|gift\s+certificates?"
    r"|gutschein\w{0,8}|bon\s+d['’]achat|carte\s+cadeau|ch[èe]que\s+cadeau|tarjeta\s+regalo|cheque\s+regalo|vale\s+regalo"
    r"|vale[\s\-]presente|cart[ãa]o\s+presente|buono(?:\s+regalo)?|cadeaubon|cadeaukaart|presentkort|gavekort|lahjakortti"
    r"|bon\s+podarunkowy|karta\s+podarunkowa|dárkov[ýá]\s+(?:poukaz|karta)|hediye\s+(?:çeki|kartı)|kupon|kartu\s+hadiah"
    r"|phiếu\s+quà\s+tặng|thẻ\s+quà\s+tặng|(?:parcel|package|amazon|inpost|pickup)\s+locker(?:\s+code)?"
    r"|tac|(?:sms-?|push|mobile|m)?tan|bestätigungs-?code|verifizierungs-?code|sms-?code|einmal-?(?:code|passwort|kennwort)"
    r"|abhol-?(?:code|nummer)|packstation\w*|rücksende-?code|retouren-?code|gutschein-?code|einlöse-?code"
    r"|code\s+(?:de\s+)?(?:vérification|confirmation|validation|sms|retrait|retour|promo)|code\s+à\s+usage\s+unique"
    r"|c[óo]digo\s+(?:de\s+|do\s+|del\s+)?(?:verificaci[óo]n|verifica[çc][ãa]o|confirmaci[óo]n|confirma[çc][ãa]o|sms|otp"
    r"|un\s+solo\s+uso|uso\s+único|recogida|retirada|retiro|devoluci[óo]n|devolu[çc][ãa]o|canje|resgate|cup[óo]n|cupom)"
    r"|codice\s+(?:di\s+)?(?:verifica|conferma|sms|otp|ritiro|reso|monouso)|verificatie-?code|bevestigings-?code"
    r"|ophaal-?code|afhaal-?code|retour-?code|(?:verifierings|engångs|bekräftelse|sms|uthämtnings)-?kod(?:en)?"
    r"|(?:engangs|bekræftelses|bekreftelses|verifiserings|hente|afhentnings)-?koden?"
    r"|(?:vahvistus|kertakäyttö|nouto|tekstiviesti)-?koodi"
    r"|kod\s+(?:weryfikacyjny|potwierdzający|sms|jednorazowy|odbioru|z\s+paczkomatu|do\s+paczkomatu|zwrotu|blik)|paczkomat\w*"
    r"|ověřovací\s+kód|potvrzovací\s+kód|jednorázový\s+kód|kód\s+(?:z\s+sms|k\s+vyzvednutí|pro\s+vyzvednutí)|výdejní\s+kód"
    r"|overovací\s+kód|ellenőrző\s+kód|megerősítő\s+kód|átvételi\s+kód|egyszer\s+használatos\s+kód"
    r"|cod(?:ul)?\s+(?:de\s+)?(?:verificare|confirmare|ridicare|unic|sms|retur)|easybox"
    r"|κωδικ\w*\s+(?:επαλήθευσης|επιβεβαίωσης|μίας\s+χρήσης|παραλαβής|sms|otp)"
    r"|doğrulama\s+kodu|onay\s+kodu|sms\s+kodu|tek\s+kullanımlık\s+(?:kod|şifre)|teslim(?:at)?\s+kodu|iade\s+kodu"
    r"|kargo\s+kodu|hediye\s+kodu|indirim\s+kodu"
    r"|kode\s+(?:otp|verifikasi|konfirmasi|aktivasi|pengambilan|ambil|pickup|retur|voucher|promo)|kod\s+(?:tac|pengesahan)"
    r"|mã\s+(?:otp|xác\s+nhận|xác\s+thực|xác\s+minh|nhận\s+hàng|lấy\s+hàng|đổi\s+trả|giảm\s+giá|voucher)"
    r"|msimbo\s+wa\s+(?:uthibitisho|otp)|nambari\s+ya\s+uthibitisho|kodi\s+ya\s+(?:uthibitisho|otp)"
    r"|(?:code|kod|ramz)\s+(?:el|l|al)[\s\-]?(?:ta2kid|ta2keed|ta7a2o2|ta7akok|tafe3l|tafeel|esti?lam|isti?lam))" + _E
    + r"|код\w*\s+(?:подтверждения|из\s+смс|из\s+sms|проверки|получения|для\s+получения|постамата|возврата|верификации"
    r"|підтвердження|з\s+смс|отримання|поштомату|повернення)|одноразов\w+\s+(?:код|пароль)|смс-?код\w*"
    r"|(?:رمز|كود)\s+(?:ال)?(?:تحقق|تأكيد|تاكيد|تفعيل|استلام|إرجاع|ارجاع|استرجاع|خصم)|رمز\s+لمرة\s+واحدة"
    r"|کد\s+(?:تایید|تأیید|یکبار\s*مصرف|پیامک|تحویل|مرجوعی)|رمز\s+(?:یکبار\s*مصرف|پویا)|او\s?ٹی\s?پی|تصدیقی\s+کوڈ"
    r"|קוד\s+(?:אימות|חד[\s\-]?פעמי|איסוף|החזרה|אישור|sms)|סיסמה\s+חד[\s\-]?פעמית"
    r"|ओटीपी|सत्यापन\s+कोड|वेरिफिकेशन\s+कोड|पिकअप\s+कोड|ওটিপি|যাচাই\s+কোড|ভেরিফিকেশন\s+কোড|ஓடிபி|சரிபார்ப்பு\s+குறியீடு"
    r"|รหัส\s?(?:otp|OTP|ยืนยัน|รับพัสดุ|รับของ)|โอทีพี"
    r"|验证码|驗證碼|动态码|動態碼|校验码|短信码|一次性密码|取件码|取件碼|取件号|取貨碼|取货码|提货码|取餐码|取餐號|退货码"
    r"|промокод\w{0,3}|подарочн\w{0,3}\s+(?:карт\w{0,3}|сертификат\w{0,3})|ваучер\w{0,3}|купон\w{0,3}"
    r"|قسيمة|كوبون|بطاقة\s+هدية|کارت\s+هدیه|کوپن|שובר|תו\s+קנייה|गिफ्ट\s+कार्ड|वाउचर|कूपन"
    r"|礼品卡|禮品卡|代金券|优惠券|優惠券|兑换券|購物卡|购物卡|ギフトカード|ギフト券|商品券|クーポン|상품권|기프트\s?카드|쿠폰"
    r"|兑换码|兌換碼|优惠码|券码|核销码|認証コード|確認コード|ワンタイム(?:パスワード|コード)|SMSコード|受取コード"
    r"|受け取りコード|受取番号|返品コード|クーポンコード|引換番号|引き換えコード|인증\s?번호|인증\s?코드|확인\s?코드"
    r"|otp\s?번호|일회용\s?(?:비밀번호|코드)|보관함\s?(?:비밀번호|번호)|수령\s?코드|픽업\s?코드|반품\s?코드|쿠폰\s?(?:번호|코드)")
# A bare code word: one-time only beside a lapse word and no way in, card or login in its sentence.
_BARE_CODE = _re(rf"(?i){_B}(?:code|kode|kod|kodu|c[óo]digo|codice|koodi|kód|mã|msimbo|cod)(?![^\W\d_])|код\w*|コード|코드|码|碼"
                 r"|كود|رمز|کد|קוד|कोड")
_WAY_IN = _re(
    r"(?i)door|gate|tür|tor\b|porte|puerta|porta|portão|cancello|deur|drzwi|двер|kapı|pintu|cửa|wi-?fi|wlan|alarm|safe"
    r"|tresor|cofre|lock|schloss|secret|seed|\bkey|token|api|schlüssel|\bclé|candado|cadenas|lucchetto|kłódk|замок|card|karte|carte|tarjeta|cart[ãa]o|karta|kart\b"
    r"|kartu|thẻ|карт|atm|\bpin\b|login|account|konto|cuenta|conta|compte|garage|building|apartment"
    r"|门|門|卡|ドア|暗証|카드|문|بطاقة|باب|כרטיס|דלת|שער|साइफ|दरवाज")
# Lapsed: expired, timed out (in the past; "expires in 5 min", "before it expires", "expire ho jayega" are not).
_LAPSED = _re(
    rf"(?i){_B}(?:(?:has|had|have|is|was|already|now|just|it'?s|it|got|all)\s+(?:already\s+|just\s+)?expired|expired{_E}(?!\s+(?:on|at|in)\s+\d)"
    r"|timed?[\s\-]?out|ran\s+out|lapsed|abgelaufen|verfallen|(?:a|est|il\s+a)\s+expiré|expiré|périmé|caduc[óo]|caducad[oa]"
    r"|expir[óo]|expirad[oa]|expirou|venci[óo]|vencid[oa]|venceu|scadut[oa]|è\s+scaduto|verlopen|gått\s+ut|utgången"
    r"|udløbet|utløpt|vanhentunut|vanheni|wygasł[ao]?|wygasło|nieważn\w{1,3}|neplatn\w{1,3}|ungültig|ongeldig|érvénytelen|geçersiz|przeterminowan\w*|vypršel[ao]?|vypršal[ao]?|propadl[ao]?"
    r"|lejárt|a\s+expirat|expirat[ăa]?|έληξε|ληγμέν\w*|süresi\s+(?:doldu|geçti|bitti)|zaman\s+aşımı\w*"
    r"|kadaluarsa|kedaluwarsa|kadaluwarsa|hangus|tamat\s+tempoh|đã\s+(?:bị\s+)?hết\s+hạn|hết\s+hạn\s+(?:mất\s+)?rồi|imeisha\s+muda|imekwisha\s+muda"
    r"|imeexpire|ikaexpire|nag-?expire(?:\s+na)?|expired\s+na|na-?expire|expire\s*(?:hogaya|hogya|hogayi)"
    r"|expire\s+(?:ho\s+)?(?:gaya|gayi|gya|gyi|chuka|chuki)|expire\s+thai\s+gayo|(?:5elset|khelset|khlset|ntahat|entahat|intahat)"
    r"|matlaq|ilegal\s+na)(?![^\W\d_])"
    r"|ист[её]к\w*|просрочен\w*|недійсн\w*|закінчив\w*|сплив\w*|минув|пропал\w*|недействител\w*|انتهت\s*(?:ال)?صلاحي\w*|منتهي\w*\s+الصلاحي\w*"
    r"|انتهى|خلصت?\s+(?:ال)?صلاحي\w*|منقضی\s+شد\w*|باطل\s+شد\w*|تموم\s+شد\w*|פג(?:\s+(?:ה)?תוקף\w*)?|ایکسپائر\s+ہو\s+گیا"
    r"|एक्सपायर\s+हो\s+(?:गया|गई|चुका|चुकी)|समाप्त\s+हो\s+(?:गया|गई)|মেয়াদ\s+(?:শেষ|উত্তীর্ণ)|হয়ে\s+গেছে|காலாவதி\w*"
    r"|หมดอายุ(?:แล้ว)?|หมดเวลา(?:แล้ว)?|过期|過期|失效|超时|超時|期限切れ|有効期限が切れ|切れた|切れてる|タイムアウト"
    r"|만료(?:됐|되었|됨|된)|시간\s?초과")
# Spent: already used, collected, picked up or redeemed.
_USED = _re(
    rf"(?i){_B}(?:(?:already|been|was|were|is|got|all|fully)\s+(?:used|collected|picked\s+up|redeemed|claimed|entered|keyed\s+in"
    r"|scanned|spent)|(?:used|collected|picked\s+up|redeemed|claimed|spent)\s+(?:it\s+|them\s+|the\s+\w+\s+)?already"
    r"|used\s+up|used\s+it|(?:wurde|ist|sind|wurden)\s+(?:schon\s+|bereits\s+)?eingelöst|(?:a\s+)?été\s+utilisée?"
    r"|ya\s+(?:fue\s+)?(?:canjead[oa]|usad[oa]|utilizad[oa])|fue\s+canjead[oa]|già\s+(?:speso|usato)"
    r"|(?:al\s+)?ingewisseld|wykorzystan[ya]|został\s+wykorzystany|kullanılmış|sudah\s+ditukarkan"
    r"|(?:i|we)\s+(?:already\s+)?(?:collected|picked\s+(?:it\s+)?up|got\s+the\s+(?:parcel|package))"
    r"|(?:schon|bereits)\s+(?:benutzt|verwendet|eingelöst|abgeholt|eingegeben)|habe?\s+(?:es|ihn|das\s+paket)\s+abgeholt"
    r"|déjà\s+(?:utilisé|récupéré|retiré|saisi)e?|ya\s+(?:lo\s+|la\s+)?(?:usé|usado|recogí|recogido|retiré|canjeado|canjeé)"
    r"|já\s+(?:usei|usado|foi\s+usado|retirei|retirado|resgatado|resgatei)|già\s+(?:usato|utilizzato|ritirato|riscattato)"
    r"|al\s+(?:gebruikt|opgehaald|ingewisseld)|redan\s+(?:använd|hämtad|hämtat)|allerede\s+(?:brugt|brukt|hentet)"
    r"|jo\s+käytetty|noudettu|już\s+(?:użyty|użyłem|użyłam|odebrałam|odebrałem|odebrany|odebrana|wykorzystany)"
    r"|odebrałam|odebrałem|už\s+použit\w*|vyzvednut[oaý]|már\s+(?:felhasznált|átvettem|felhasználtam)|átvettem"
    r"|deja\s+(?:folosit|ridicat)|am\s+ridicat|ήδη\s+χρησιμοποι\w*|παρέλαβα|zaten\s+kullan\w*|kullanıldı|teslim\s+aldım"
    r"|(?:sudah|udah|dah|telah)\s+(?:dipakai|terpakai|digunakan|diambil|diklaim|ditukar)|đã\s+(?:dùng|sử\s+dụng|nhận\s+hàng|lấy\s+hàng)"
    r"|nagamit\s+na|na-?claim\s+na|nakuha\s+ko\s+na|imetumika|imeshatumika|nimeshachukua|nimechukua"
    r"|(?:use|collect|redeem|claim)\s+(?:ho|kar)\s+(?:gaya|gayi|liya|li|chuka|chuki)|le\s+liya|utha\s+liya"
    r"|est3malto|esta3maltou|estalamt|2stalamt)(?![^\W\d_])"
    r"|(?:был\w?\s+)?использован\w{0,3}(?!\s+не)|погашен\w{0,3}|уже\s+(?:использован\w*|ввел\w*|ввёл\w*|забрал\w*|получил\w*|погашен\w*)|забрал[аи]?\s+(?:посылку|заказ)|вже\s+(?:використан\w*|забрал\w*)"
    r"|تم\s+استخدام\w*|استخدمت\w*|استلمت\w*|استفاده\s+شد\w*|تحویل\s+گرفتم|כבר\s+(?:השתמשתי|נוצל|אספתי|נאסף)"
    r"|इस्तेमाल\s+हो\s+(?:गया|गई|चुका)|ব্যবহার\s+হয়ে\s+গেছে|ใช้(?:ไป)?แล้ว|รับ(?:ของ|พัสดุ)แล้ว"
    r"|已经?用(?:过|了|完)|用完了|已使用|已兌換|已用過|使用しました|使った|用过了|用掉了|已经?取(?:过|了|走)|取过了|取走了|已取件|已领取|已兑换|已核销|已提货"
    r"|使用済み?|もう使った|使いました|受け取り?済み|受け取った|受け取りました|이미\s?사용|사용\s?(?:됨|했|완료)|수령\s?(?:함|했|완료)"
    r"|찾아\s?왔|찾았")
# Cancelled: counts only with an order, a booking, a delivery or a return in the sentence.
_CANCELLED = _re(
    rf"(?i){_B}(?:cancell?ed|canceled|called\s+off|storniert|annulé\w*|cancelad[oa]|cancelaron|anulad[oa]|annullat[oa]"
    r"|cancellat[oa]|geannuleerd|avbokad|annulleret|kansellert|peruttu|peruutettu|anulowan\w*|zrušen\w*|törölve|lemondva"
    r"|anulat[ăa]?|ακυρώθηκε|iptal\s+(?:edildi|oldu|ettim|ettik)|dibatalkan|batal|đã\s+hủy|bị\s+hủy|na-?cancel|kinacancel"
    r"|imefutwa|imeghairiwa|cancel\s+ho\s+(?:gaya|gayi|gya)|et?laghat|etlagha|tlagha)(?![^\W\d_])"
    r"|отмен[её]н\w*|отменил\w*|скасован\w*|تم\s+(?:ال)?إلغاء|ألغي|اتلغ\w*|لغو\s+شد\w*|בוטל\w*|रद्द|कैंसिल\s+हो|বাতিল"
    r"|ยกเลิกแล้ว|已取消|取消了|被取消|キャンセル(?:済み|された|しました)|取り消し|취소(?:됨|됐|했|되었)")
_ORDER = _re(
    rf"(?i){_B}(?:order|booking|reservation|delivery|shipment|parcel|package|return|refund|purchase|bestellung|lieferung"
    r"|sendung|paket|commande|réservation|colis|livraison|pedido|reserva|encomenda|entrega|ordine|prenotazione|spedizione"
    r"|reso|bestelling|pakket|levering|beställning|bestilling|tilaus|zamówienie|zamówieni\w*|paczk\w*|objednávk\w*"
    r"|rendelés|comand[ăa]|παραγγελία|sipariş\w*|kargo|iade|pesanan|paket|đơn(?:\s+hàng)?|oda|agizo|bayad|delivery)(?![^\W\d_])"
    r"|заказ\w*|посылк\w*|замовлен\w*|طلب\w*|شحن\w*|سفارش|הזמנה|משלוח|ऑर्डर|অর্ডার|คำสั่งซื้อ|พัสดุ|订单|訂單|包裹|快递|注文|予約"
    r"|주문|예약|택배|반품")
# Negated, not yet, or still to come: the code may still work.
_NOT_BEFORE = _re(
    r"(?i)n't\W{0,3}(?:\S+\W{1,3}){0,2}$|(?<![^\W\d_])(?:not|never|nicht|noch\s+nicht|kein|pas|jamais|no|não|nao|non|niet|nog\s+niet|inte|ikke|ei|nie"
    r"|nem|δεν|değil|belum|blm|tidak|chưa|không|hindi|bado|haja|nahi|nahin|will|would|could|might|may"
    r"|gonna|going\s+to|about\s+to|before|until|till|unless|if|bevor|avant|antes|prima|voor|innan|ennen|zanim|než"
    r"|înainte|πριν|önce|sebelum|trước|bago|kabla|warna|werna|nanti|jayega|jaega|jaayega)(?![^\W\d_])\W{0,3}(?:\S+\W{1,3}){0,2}$"
    r"|(?:не|ні|ещё\s+не|еще\s+не|перед|до|لم|لا|قبل|نه|לא|עוד\s+לא|לפני|नहीं|না|ไม่|还没|還沒|没有|沒有|没|不|未|まだ|前に|아직|안|전에|后|後|内|就|会|會|将|將|快|要)\s?\S{0,6}$")
_YET = _re(
    r"(?i)(?<![^\W\d_])(?:not\s+yet|yet|still\s+(?:valid|works|good|active)|noch\s+nicht|noch\s+gültig|pas\s+encore|encore\s+valable"
    r"|todavía\s+no|aún\s+no|sigue\s+válid[oa]|ainda\s+não|ainda\s+válid[oa]|non\s+ancora|ancora\s+valid[oa]|nog\s+niet"
    r"|nog\s+geldig|inte\s+än|ei\s+vielä|jeszcze\s+nie|ještě\s+ne|még\s+nem|încă\s+nu|henüz|hâlâ\s+geçerli|belum|masih\s+berlaku"
    r"|chưa|vẫn\s+còn|bado|hindi\s+pa|abhi\s+nahi|abhi\s+tak\s+nahi)(?![^\W\d_])|ещё\s+не|еще\s+не|ще\s+не|لسه|לא\s+עדיין|עדיין\s+לא"
    r"|还没|還沒|尚未|未取|まだ|아직|ยังไม่")
_FUTURE_AFTER = re.compile(r"(?i)\s*(?:(?:soon|in|at|after|within|by|tomorrow|tonight|sau|trong|vào|dalam|pada|nanti"
                           r"|besok|nach|um|dans|en|em|às|tra|fra|alle|za|через|до)(?![^\W\d_])|on\s+\w+day|\d|\?"
                           r"|作废|作廢|无效|無效|後|后|前)")
# Backup and recovery codes: each is a secret until it is used, so a list with one used leaves the rest live.
_BACKUP = _re(
    r"(?i)backup|back-up|recovery|restore|emergency\s+code|scratch\s+code|wiederherstellung|sicherungs|secours|récupération"
    r"|recuperaci[óo]n|recupera[çc][ãa]o|recupero|herstel|reserv\w*\s*kod|zapasow|záložn|резервн|восстановлен|yedek|kurtarma"
    r"|cadangan|pemulihan|dự\s+phòng|khôi\s+phục|استرداد|احتياطي|שחזור|बैकअप|备用|備用|恢复|恢復|バックアップ|リカバリ|復旧|백업|복구")
# A value given as the one now in force: "the new one is 449120", "use 449120", "naya OTP 449120".
_LIVE_BEFORE = _re(
    r"(?i)(?<![^\W\d_])(?:new|fresh|another|second|latest|current|resent|re-?sent|next|replacement|use|using|enter|type|try|instead|now|correct|right|valid|working"
    r"|neue?[rsn]?|nouveau|nouvelle|autre|nuev[oa]|otro|nov[oa]|outro|nuov[oa]|altro|nieuwe?|ny|nya|nytt|uusi|nowy|nowa|nowe"
    r"|inny|nový|nová|új|nou|νέο\w*|yeni|başka|baru|lagi|mới|khác|bago|iba|mpya|naya|nayi|nai|dusra|doosra|jadeed|gedid"
    r"|gdid|gded)(?![^\W\d_])|нов\w*|друг\w*|جديد\w*|جدید|חדש\w*|नया|नई|দূসরা|নতুন|ใหม่|新|另|새|다른")
# Something else that lapses: "my passport expired, the OTP 551920 came today" leaves the code live.
_OTHER_SUBJECT = _re(
    r"(?i)passport|pasaporte|passeport|reisepass|passaporto|paszport|pasaport|paspor|hộ\s+chiếu|visa|licen[cs]e"
    r"|führerschein|permis|licencia|subscription|abo\b|membership|insurance|versicherung|seguro|contract|vertrag|trial"
    r"|domain|certificat|registration|rejestracyjn\w*|rejestracj\w*|kennzeichen|number\s+plate|license\s+plate|tablic\w*"
    r"|matrícula|immatriculation|targa|kenteken|registrační|dowód|ausweis|id\s+card"
    r"|паспорт|виза|подписк|护照|签证|パスポート|여권|جواز|דרכון|पासपोर्ट")
# The spent one named "old": "purana OTP 771204", "the previous code 551920"; a value far after it is another one.
_OLD = _re(
    r"(?i)(?<![^\W\d_])(?:old|previous|earlier|former|purana|purani|pichla|pichhla|alte[nrs]?|vorherige[nrs]?|ancien(?:ne)?"
    r"|précédent|viej[oa]|anterior|antigu[oa]|antig[oa]|vecchi[oa]|precedente|oude|vorige|gamla|gamle|vanha|star[yaey]"
    r"|poprzedni\w*|starý|régi|vechi|παλι\w+|eski|önceki|lama|sebelumnya|cũ|trước|luma|dati|zamani)(?![^\W\d_])"
    r"|стар\w+|прежн\w+|предыдущ\w+|قديم|القديم|قبلی|قدیمی|ישן|הקודם|पुराना|पुरानी|पिछला|পুরানো|旧|以前|上次|前の|古い"
    r"|이전|예전|지난|เก่า")
_VALUE = re.compile(r"(?<![A-Za-z0-9\-_/.])(?P<v>\d{1,4}(?:[ \-]\d{1,4}){1,5}(?![A-Za-z0-9])|(?=[A-Za-z0-9\-]*\d)"
                    r"[A-Za-z0-9]{2,16}(?:-[A-Za-z0-9]{1,16}){0,4})(?![A-Za-z0-9_])")
_CLAUSE = re.compile(r"[,，、;:：()（）]|\s[-–—]\s")


def _spent_marks(text: str, low: int, high: int) -> list[re.Match[str]]:
    """The lapse, use and (with an order in the sentence) cancel words in text[low:high] that no negation, "not yet" or
    future word takes back."""
    marks = [*_LAPSED.finditer(text, low, high), *_USED.finditer(text, low, high)]
    if _ORDER.search(text, low, high):
        marks += list(_CANCELLED.finditer(text, low, high))
    return [m for m in marks if not _NOT_BEFORE.search(text, max(low, m.start() - 24), m.start())
            and not _FUTURE_AFTER.match(text, m.end(), high) and not _lapsed_other(text, low, m.start())]


def _lapsed_other(text: str, low: int, at: int) -> bool:
    """Whether the words right before a spent word name a card, a passport, an account or the like and no one-time code."""
    before = max(low, at - 25)
    others = [m.start() for pattern in (_OTHER_SUBJECT, _WAY_IN) for m in pattern.finditer(text, before, at)]
    return bool(others) and not any(name.end() > max(others) for name in _NAME.finditer(text, low, at))


def _names(text: str, low: int, high: int) -> list[tuple[int, int]]:
    """Spans of the one-time code names in the sentence; bare code words when it says the code lapsed and opens no door."""
    spans = [m.span() for m in _NAME.finditer(text, low, high)]
    if not spans and _LAPSED.search(text, low, high) and not _WAY_IN.search(text, low, high) \
            and not STRONG.search(text, low, high):
        spans = [m.span() for m in _BARE_CODE.finditer(text, low, high)]
    return spans


def _bound(text: str, value: re.Match[str], names: list[tuple[int, int]], low: int, high: int) -> bool:
    """Whether the value belongs to a one-time name: no other credential's word and no "new"/"use" between them."""
    before = [end for start, end in names if end <= value.start()]
    gap_from = max(before) if before else max(low, value.start() - 40)
    gap = text[gap_from:value.start()]
    if len(gap) > 60 or STRONG.search(gap) or _WAY_IN.search(gap):
        return False
    near = text[max(low, value.start() - 40):value.start()]
    olds = list(_OLD.finditer(text, low, value.start()))
    if _OLD.search(text, low, high) and not (olds and value.start() - olds[-1].end() <= 25):
        return False   # "the OTP is 551920, my old one expired": the old one is another
    after = any(0 <= start - value.end() <= 15 and not _CLAUSE.search(text, value.end(), start) for start, _ in names)
    return not _LIVE_BEFORE.search(near) and (bool(before) or after)   # "551920 is the OTP": the name right after


def _scopes(text: str) -> Iterator[tuple[int, int, int, int]]:
    """(value start, value end, mark start, mark end) of each sentence, a short mark-only next sentence joined to it."""
    parts = list(sentences(text))
    for i, (low, high) in enumerate(parts):
        follow = parts[i + 1] if i + 1 < len(parts) else None
        if follow is not None and follow[1] - follow[0] <= 60 and not _VALUE.search(text, *follow):
            yield low, high, low, follow[1]
        else:
            yield low, high, low, high


def spent_code_spans(text: str) -> Iterator[tuple[int, int]]:
    """Spans of one-time codes `text` calls expired, used, collected or cancelled (see the module's docstring)."""
    if not any(c.isdigit() for c in text) or len(text) > 2000 or _BACKUP.search(lower1(text)):
        return
    for low, high, mark_low, mark_high in _scopes(text):
        names = _names(text, mark_low, mark_high)
        if not names or _YET.search(text, mark_low, mark_high) or not _spent_marks(text, mark_low, mark_high):
            continue
        for value in _VALUE.finditer(text, low, high):
            if any(start < value.end() and value.start() < end for start, end in names):
                continue   # "OTP-nya", "2FA": part of the name
            if _bound(text, value, names, low, high):
                yield value.span("v")
