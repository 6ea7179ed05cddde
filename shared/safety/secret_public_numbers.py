"""Public numbers named by what they are (a year, a price, a count, a clock time, a phone, a model, an error code, a Polish NIP,
a trade's tax number, an Octopus card's printed number), blanked before the rules read a text.

"大门密码 2023 年换了", "가격 8900원", "10000 Kombinationen", "after 2200", "客服电话 95588", "型号 AX3000",
"Codice errore 5005": each number sits beside a credential word and is no credential, because a word right beside it
says what kind of number it is. Only the number is blanked, and only when that word touches it; a number named as the
code ("der Code ist jetzt 2023", "PIN: 1800", "Kode PIN saya 1004") has no such word and stays for the rules.
Every pattern is bounded and linear.
"""

from __future__ import annotations

import re
from typing import Iterator

from .secret_ids_purpose import clause_purposes, first_outside
from .secret_public_lockers import locker_number_spans
from .secret_public_plates import plate_spans

from .secret_public_words import TAX_NAME

_YEAR = r"(?:19|20)\d\d"
# A year with a year word or a case ending after it: 年 / 년 (CJK), সাল (Bengali), -ben/-ban (Hungarian),
# -ci ildə (Azerbaijani); Turkish case endings are in secret_public_dates.
_YEAR_THEN_WORD = re.compile(
    rf"(?<!\d)(?P<v>{_YEAR})(?:\s?(?:年|년|年度|年度に)|\s(?:সালে|সালের|সাল|साल|سال|ዓ\.ም|ዓ/ም|ዓመት)"
    r"|-?(?:ben|ban|től|tól|ig|ci|cı|cu|cü|ncı|nci|ncu|ncü|ste|stä|ssa|ssä)(?:\s+il(?:də|dən|i))?(?![^\W\d_])"
    r"|\s+(?:il(?:də|dən|i)|ildə|yilda|yılda|edition|Ausgabe|édition|edición|edizione|edição|editie|revision))",
)
# A year after a word that makes it a time: in, since, from, of, year, tahun, ב-, في, عام, an (Haitian) ….
_WORD_THEN_YEAR = re.compile(
    r"(?i)(?:(?<![^\W\d_])(?:in|since|from|of|during|until|till|before|after|year|seit|im(?:\s+Jahr)?|Jahr|ab|bis|vor|nach"
    r"|depuis|en|année|an|avant|après|desde|en\s+el\s+año|año|hasta|em|ano|até|desde|dal|nel|anno|fino\s+al|sinds|in\s+het"
    r"|sedan|år|od|do|roku|rok|v\s+roce|в|у|с|до|после|году|tahun|sejak|pada|sampai|mwaka|tangu|hadi|yılı|yil|năm"
    r"|عام|سنة|منذ|في|حتى|בשנת|משנת|עד|שנת|ปี|साल|वर्ष"
    # Romanian, Nordic, Polish, Bulgarian, Ukrainian, Greek, Finnish, Estonian, Vietnamese, Tagalog, Thai, Hebrew
    r"|în|din|până\s+în|până\s+la|siden|fra|från|innan|í|w|od\s+roku|от|през|від|з|από|μέχρι|vuonna|aastal|alates"
    r"|kể\s+từ|noong|mula|mula\s+noong|ตั้งแต่|מאז)\s+|(?<![^\W\d_])[בלמ]-?|(?<![^\W\d_])بـ?\s?)"
    rf"(?P<v>{_YEAR})(?![\d.,:/\-]\d)")
# A South Slavic opening verb before "с" ("вратата се отваря с 1942"): "с" is "with" there, the number what opens it;
# so is a Spanish or Portuguese setting verb before "en"/"em".
OPENED_WITH = re.compile(r"(?i)(?<![^\W\d_])(?:(?:отваря\w*|отвар\w*|отвори\w*|отвора\w*|отключва\w*)(?:\s+се)?\s+с"
                         # a lock "configured" or "put" to it ("la caja fuerte está configurada en 1986")
                         r"|(?:configurad[oa]|puest[oa]|ajustad[oa]|fijad[oa]|colocad[oa])\s+e[nm])\s+$"
                         r"|(?:[يت]ُ?فتح|ينفتح|تنفتح)\s+بـ?\s?$")
# A price: a price word before the number, or a currency after it (yen, yuan, won, birr ...).
_PRICE_WORD = re.compile(
    r"(?i)(?:售价|價格|价格|价钱|價錢|定价|定價|售價|标价|값|가격|판매가|値段|価格|料金|税込|ክፍያ|ዋጋ|سعر|ثمن|بسعر|מחיר|цена|ціна"
    r"|стоимость|(?<![^\W\d_])(?:fee|price|prix|preis|precio|preço|prezzo|prijs|pris|cena|fiyat|bei\s+(?:yake|ni)|harga|tarif|ada\s+ya))"
    r"\s*(?:은|는|이|は|:|：|=|is|of|de|ni|ya)?\s*(?:[$€£¥₩₹]\s?)?(?P<v>\d[\d.,]{0,12})(?!\d)")
_CURRENCY_AFTER = re.compile(   # "pound" after digits keyed one by one ("star 4 4 1 9 pound") is the key, no price
    r"(?<![\d.,])(?P<v>\d[\d.,]{0,12})\s?(?:(?:円|元|원|块|塊|圆|圓|万円|万元|萬元|ドル|ユーロ|위안|달러)|(?:ብር|ብሮች|ريال|درهم|جنيه|دينار|ليرة"
    r"|ש\"ח|שקל\w*|₪|руб\w*|рубл\w*|грн|тенге|сом|сум|лари|dram|manat|tenge|somoni|afghani|taka|kyat|kip|riel|leu"
    r"|(?i:dollars?|bucks|euros?|yen|yuan|won|birr|shillings?|francs?|dirhams?|dinars?|riyals?)"
    r"|(?<!\d\s\d\s)(?<!\d\s\d)(?i:pounds?))(?![^\W\d_]|['’]))")
# A count of combinations or possibilities.
_COUNT = re.compile(
    r"(?i)(?<![\d.,])(?P<v>\d[\d.,' ]{0,12}\d|\d)\s?(?:combinations?|possibilities|Kombinationen|Möglichkeiten|combinaisons"
    r"|possibilités|combinaciones|posibilidades|combinações|possibilidades|combinazioni|possibilità|combinaties"
    r"|kombinationer|kombinacj[ia]|kombinací|kombinace|kombinasyon|kombinaatiot?a?|kombináció\w*|kombinasi|mchanganyiko"
    r"|комбинаци\w*|комбінаці\w*|варианто\w*|组合|組合|种组合|種組合|通り|가지|조합|تركيب\w*|احتمال\w*|צירופים|אפשרויות"
    r"|সংমিশ্রণ|संयोजन)")
# A clock time (HHMM) right after a time word: after 2200, at 1800, às 1200, saa 1400, um 1800 Uhr.
_TIME = re.compile(
    # 'code set at 2230' sets the code, so a setting verb before 'at' keeps the number
    r"(?i)(?<![^\W\d_])(?<!set\s)(?<!changed\s)(?<!reset\s)(?:after|before|at|until|till|from|by|around|ab|um|bis|nach|vor|gegen|à|après|avant|jusqu'à|vers"
    r"|às|a\s+las|a\s+partir\s+das|a\s+partir\s+de\s+las|hasta\s+las|até\s+às|alle|dopo\s+le|prima\s+delle|entro\s+le"
    r"|om|voor|kl\.?|klo|klockan|saa|kabla\s+ya|baada\s+ya|jam|pukul|pkl\.?|lúc|sau|trước|после|около|przed"
    r"|saat|bis\s+um|dalle|ore)\s+(?P<v>(?:[01]\d|2[0-3])[0-5]\d)(?:\s?(?:h|hrs|hours|uhr|Uhr|horas|heures|ore|saa))?"
    r"(?![\d.,:/\-]?\d)")
# A phone or hotline number under its label (≥5 digits): 客服电话 95588, hotline on 0800 123 456, ligar para 4004 0001.
_PHONE = re.compile(
    r"(?i)(?:客服电话|客服熱線|客服|热线|熱線|短信|관리사무소|고객센터|콜센터|상담센터|문의전화|お問い合わせ|フリーダイヤル"
    r"|горяч\w+\s+лини\w+|звоните|اتصل\s+(?:على|ب)|מוקד"
    r"|(?<![^\W\d_])(?:hotline|helpline|help\s*desk|call|sms\s+from|sms\s+to|from\s+short\s*code|short\s*code"
    r"|ligar\s+para|liga\s+para|llamar\s+al|llama\s+al|appeler\s+le|appelez\s+le|anrufen\s+unter|unter\s+der\s+Nummer"
    r"|chiamare\s+il|chiama\s+il|bellen\s+naar|hubungi|piga|numéro\s+vert|número\s+gratuito|linha\s+direta)"
    # a bare phone word may label a phone's unlock code ('téléphone : 15963'): only a full number (7+ digits) after it
    r"|(?P<g>电话|電話|电话号码|電話番号|전화|телефон\w*|هاتف|טלפון|(?<![^\W\d_])(?:phone\s+number|tel\.?|telephone"
    r"|telepon|Telefon(?:nummer)?|téléphone|teléfono|telefone|telefono|Rufnummer|nambari\s+ya\s+simu)))"
    r"(?:\s*(?:on|at|an|al|no\.?|number|nummer|:|：|번호|는|은))*\s*"
    r"(?P<v>\+?\(?\d\d[\d\-\s().]{2,15}\d)(?![\d\-])")
_PHONE_BEFORE_ASK = re.compile(   # 02-123-4567에 문의, 0120-123-456に電話
    r"(?<![\d\-])(?P<v>0\d{1,4}-\d{2,4}-\d{3,4})(?=\s?(?:에|으로|로|に|へ|まで|번으로))")
# A number followed by a verb of calling, as verb-final languages say it: Turkish "444 0 333'ü arayıp", Korean "1588 1234로
# 전화", Hindi "1800 180 1111 पर कॉल", Persian "۱۴۲۰ تماس بگیرید", Bengali "১৬২৩৪ নম্বরে কল".
_NUMBER_THEN_CALL = re.compile(
    r"(?<![\d\-])(?P<v>\d[\d \-]{3,14}\d)(?![\d\-])\s?(?:['’]?(?:y?[uüıi]|ye|ya|e|a|den|dan|ten|tan)\s+(?:ara\w*|telefon\s+\w+)"
    r"|(?:번)?(?:으로|로|에)\s?(?:전화|연락)|(?:に|へ|まで)(?:電話|お電話|連絡)|\s?पर\s+(?:कॉल|फोन|फ़ोन)|\s?(?:نمبر\s+)?پر\s+کال"
    r"|\s?(?:تماس|زنگ)|\s?(?:নম্বরে|নাম্বারে)\s+(?:কল|ফোন))")
# A voucher, coupon or promo code said to have expired: spent, not a key.
_EXPIRED_VOUCHER = re.compile(
    r"(?i)(?<![^\W\d_])(?:voucher|coupon|kupon|promo|cupom|cupón|gutschein|bon\s+de\s+réduction|buono|优惠券|クーポン|쿠폰)"
    r"(?:\s*(?:code|kode|kod|código|codice))?\s*:?\s*(?P<v>[A-Z0-9]{3,12})\s+(?:(?:sudah|has|is|ist|est|ha|já|imeshaisha)\s+)?"
    r"(?:kedaluwarsa|expired|abgelaufen|expiré|caducado|caducó|vencido|venceu|scaduto|verlopen|muda\s+wake|просрочен\w*"
    r"|истёк|истек|过期|已过期|期限切れ|만료)")
# A model number after a model word or a lock or router brand: 型号 AX3000, 모델 AX1800, Kryptonite 1590.
_MODEL = re.compile(
    r"(?i)(?:(?:型号|型號|型番|品番|モデル|모델명?|модель|артикул|طراز|موديل|דגם"
    r"|(?<![^\W\d_])(?:model|modelo|modèle|modell|modello))\s*(?:no\.?|nr\.?|#|:|：|은|는|は)?"
    r"|(?<![^\W\d_])(?:Kryptonite|Master\s?Lock|ABUS|OnGuard|Squire|Burg[\s\-]Wächter|TP-?Link|Netgear|ASUS|Linksys"
    r"|Tenda|D-Link|Fritz!?Box|Archer|Nighthawk|Zyxel|SentrySafe))\s*"
    r"(?P<v>(?=[A-Z0-9\-]*\d)[A-Z][A-Z0-9\-]{1,12}|\d{2,6}[A-Z]{0,3})(?![\w\-])")
# A code that names itself as public: an app's version code or build number; error, area, squawk codes; a legal section, a lesson; a status code before 'error'.
_NAMED_CODE = re.compile(
    r"(?i)(?:version\s?code|build\s+(?:number|no\.?)|Build-?Nummer|número\s+de\s+compilación|numéro\s+de\s+build"
    r"|ビルド番号|内部版本号|빌드\s?번호|error\s+code|error|code\s+d'erreur|erreur|código\s+de\s+error|código\s+de\s+erro|codice\s+(?:di\s+)?errore"
    r"|errore|Fehlercode|Fehler|foutcode|felkod|virhekoodi|kod\s+błędu|kód\s+chyby|hibakód|hata\s+kodu|код\s+ошибки"
    r"|ошибка|kode\s+(?:kesalahan|error|galat)|msimbo\s+wa\s+hitilafu|エラーコード|エラー|错误代码|错误码|錯誤代碼|故障码"
    r"|오류\s*코드|에러\s*코드|رمز\s+الخطأ|קוד\s+שגיאה|area\s+code|kode\s+area|Vorwahl|indicatif|código\s+de\s+área"
    r"|código\s+de\s+area|prefisso|код\s+города|телефонный\s+код|市外局番|区号|區號|지역\s*번호|squawk(?:\s+code)?"
    r"|transponder(?:\s+code)?|§|الطابق|طابق|קומה"
    # whole words only: 'Kartenrückseite: 915' is the card's back, not a page
    r"|(?<![^\W\d_])(?:section|sect\.|article|Art\.|paragraph|Absatz|clause|chapter|Kapitel|lesson|lezione"
    r"|lección|leçon|Lektion|lição|урок|bài|pelajaran|somo|page|Seite|página|pagina|страниц\w*|edition|version"
    r"|floor|étage|Stock|piso|andar|piano|etage|verdieping|этаж\w*|kat|lantai|ghorofa))"
    r"\s*(?:no\.?|nr\.?|#|:|：|n°|nº)?\s*(?P<v>\d{1,6})(?![\d.,:/\-\s]?\d)"   # '5 5 3 #' is keyed, not a floor"
    r"|(?<![\d.,])(?P<w>\d{3,4})\s+(?:error|errors|Fehler|erreur|errore|hata|ошибка|エラー|错误|오류|에러)(?![^\W\d_])"
    r"|(?<![\d.,])(?P<f>\d{1,3})\s?(?:층|階|楼|樓|(?i:st|nd|rd|th)\s+floor)")

# A phone extension: "ask the concierge, extension 4410", "Durchwahl 231", "poste 4410", "内線 4410".
_EXTENSION = re.compile(
    r"(?i)(?:(?<![^\W\d_])(?:extension|ext\.?|Durchwahl|Nebenstelle|poste|extensión|extensão|ramal|interno|toestel"
    r"|anknytning|lokal|wewnętrzny|linka|dahili|добавочный|доб\.|внутренний|kiendelezi)|内線|内线|分机|分機|내선|שלוחה|داخلي|داخلی)"
    r"\s*(?:no\.?|nr\.?|#|:|：|n°|номер)?\s*(?P<v>\d{2,6})(?![\d.,:/\-]\d)")
# A clock time with its hour word after it: "गेट सुबह 0600 बजे खुलता है", "0600 Uhr", "1800 hours", "0700 ਵਜੇ".
_TIME_THEN_WORD = re.compile(
    r"(?i)(?<![\d.,:])(?P<v>(?:[01]\d|2[0-3])[0-5]\d)\s?(?:बजे|baje|Uhr|hrs|hours|o['’]clock|uur|heures|horas|ore|timer|saat"
    r"|часов|годин|ঘটিকা|টায়|মণি|மணிக்கு|మణికి|ಗಂಟೆಗೆ|മണിക്ക്|વાગ્યે|ਵਜੇ|بجے|ساعت|時|点|點|시)(?![^\W\d_])")
# A day and month after a change verb and "on": "entrance code changed on 0412", "Code geändert am 0304" (a value
# is given "to" or "auf", not "on").
_CHANGED_ON = re.compile(
    r"(?i)(?<![^\W\d_])(?:changed|updated|reset|renewed|geändert|erneuert|gewechselt|changée?|modifiée?|renouvelée?"
    r"|cambiad[oa]|cambió|actualizad[oa]|mudad[oa]|alterad[oa]|atualizad[oa]|cambiat[oa]|aggiornat[oa]|gewijzigd|ändrad"
    r"|endret|zmienion[oy]|změněn[oa]?|değiştirildi|diubah|imebadilishwa|изменён|изменен|обновлён|обновлен|змінено)"
    r"\s+(?:on|am|le|el|em|il|op|den|dnia|dne|в|tanggal|tarehe)\s+"
    r"(?P<v>(?:0[1-9]|[12]\d|3[01])(?:0[1-9]|1[0-2])|(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01]))(?![\d.,:/\-]?\d)")
# A game's coins, gems or points: an amount, not a code ("unlock the next level with 1500 coins"); the amount ends
# on a digit and "credit" alone is a card ("debit: 7291, credit: 0384").
_GAME_AMOUNT = re.compile(
    r"(?i)(?<![\w.,])(?P<v>\d(?:[\d.,]{0,8}\d)?)\s?(?:coins?|gems?|diamonds?|points?|pts|xp|credits|gold|Münzen|Punkte|pièces"
    r"|monedas|moedas|gemas|monete|punti|munten|punten|monet|punktów|jeton\w*|altın|poin|koin|sarafu|монет\w*|очк\w*"
    r"|金币|金幣|积分|積分|コイン|ポイント|코인|포인트|젬)(?![^\W\d_])")

# A Polish NIP (a business's tax number, printed on every invoice): ten digits after "NIP", written 3-3-2-2 or 3-2-2-3,
# after "PL", or plain with its checksum (weights 6 5 7 2 3 4 5 6 7, mod 11). A Québec "NIP" is a card's PIN of four
# to six digits and stays for the rules.
_NIP = re.compile(r"(?<![^\W\d_])N\.?I\.?P\.?(?:-?[^\W\d_]{0,3})?(?:\s+[^\W\d_]{2,20}){0,3}?\s*[:：=]?\s*(?P<p>PL\s?)?"
                  r"(?P<v>\d{3}-\d{3}-\d{2}-\d{2}|\d{3}-\d{2}-\d{2}-\d{3}|\d{3} \d{3} \d{2} \d{2}|\d{10})(?![\d\-])")
_NIP_WEIGHTS = (6, 5, 7, 2, 3, 4, 5, 6, 7)


def _nip_spans(text: str) -> Iterator[tuple[int, int]]:
    """Each ten-digit NIP: grouped or after PL as printed, or plain with a valid checksum."""
    for match in _NIP.finditer(text):
        digits = [int(c) for c in match.group("v") if c.isdecimal()]
        checksum = sum(w * d for w, d in zip(_NIP_WEIGHTS, digits)) % 11 == digits[9]
        if checksum or match.group("p") or not match.group("v").isdigit():
            yield match.span("v")

# A trade's or shop's tax number, as printed on its receipt or invoice ("Ο ΑΦΜ του συνεργείου … 094014201",
# "NIP hydraulika …"): a tax name, a trade or shop word in the clause, and the number within 60 characters after the name.
_TRADE = re.compile(
    r"(?i)(?<![^\W\d_])(?:plumber|electrician|mechanic|garage|workshop|carpenter|painter|roofer|builder|contractor|handyman"
    r"|locksmith|hairdresser|barber|shop|store|restaurant|bakery|caf[eé]|pharmacy|clinic|dentist|taxi|hotel|supplier"
    # accountants, lawyers, notaries and offices: their numbers head every invoice they send
    r"|accountant|lawyer|notary|architect|λογιστ\w*|δικηγόρ\w*|συμβολαιογράφ\w*|γραφεί\w*|εταιρε\w*"
    r"|steuerberater\w*|anwalt\w*|anwält\w*|notar\w*|kanzlei|büro|comptable|avocat|notaire|cabinet|contador\w*"
    r"|abogad\w*|notari[oa]|contabilista|advogad\w*|commercialista|avvocat\w*|notaio|studio|boekhouder|advocaat"
    r"|notaris|kantoor|revisor|redovisningskonsult|księgow\w*|adwokat\w*|notariusz\w*|biur\w*|бухгалтер\w*|юрист\w*"
    r"|нотариус\w*|офис\w*|muhasebeci\w*|avukat\w*|noter\w*|büro\w*|akuntan|kantor|pengacara|mhasibu|wakili|ofisi"
    r"|محاسب|محامي|مكتب|وکیل|دفتر|רואה\s+חשבון|עורך\s+דין|משרד"
    r"|συνεργε\w*|υδραυλικ\w*|ηλεκτρολόγ\w*|μηχανικ\w*|κατάστημ\w*|εστιατόρι\w*|φούρν\w*|ξενοδοχε\w*|φαρμακε\w*"
    r"|hydraulik\w*|elektryk\w*|mechanik\w*|warsztat\w*|stolarz\w*|malarz\w*|dekarz\w*|ślusarz\w*|fryzjer\w*|sklep\w*"
    r"|piekarni\w*|apte\w*|klempner\w*|installateur\w*|elektriker\w*|werkstatt|handwerker\w*|schreiner\w*|tischler\w*"
    r"|maler\w*|dachdecker\w*|friseur\w*|laden|bäckerei|plombier|électricien|garagiste|artisan|menuisier|peintre"
    r"|couvreur|serrurier|coiffeur|boulangerie|magasin|pharmacie|fontanero|plomero|electricista|mecánico|taller"
    r"|carpintero|pintor|cerrajero|peluquer\w*|tienda|farmacia|encanador|canalizador|eletricista|mecânico|oficina"
    r"|carpinteiro|serralheiro|loja|idraulico|elettricista|meccanico|officina|falegname|imbianchino|fabbro|negozio"
    r"|ristorante|loodgieter|elektricien|monteur|werkplaats|timmerman|schilder|slotenmaker|winkel|aannemer|rörmokare"
    r"|verkstad|snickare|målare|butik|tesisatçı\w*|elektrikçi\w*|tamirci\w*|usta\w*|dükkan\w*|atölye\w*|servis\w*"
    r"|сантехник\w*|электрик\w*|мастерск\w*|автосервис\w*|магазин\w*|instalatér\w*|elektrikář\w*|dílna|autoservis"
    r"|instalator\w*|atelier\w*|szerelő\w*|műhely\w*|bolt\w*|bengkel|toko|warung|fundi|duka|سباك|كهربائي|ورشة|محل"
    r"|مغازه|تعمیرگاه|חנות|מוסך|אינסטלטור|दुकान|प्लंबर|मुनीम|वकील|দোকান|মিস্ত্রি)(?![^\W\d_])|修车厂|修車廠|水电工|水電工|商店|店家|工務店"
    r"|業者|정비소|가게|배관공|会计|會計|律师|律師|税理士|会計士|弁護士|事務所|세무사|회계사|변호사|사무실")
_TAX_NUMBER = re.compile(r"(?<![\w\-])(?:[A-Z]{2}\s?)?(?P<v>\d[\d \-./]{6,16}\d)(?![\d\-])")
# One's own tax number named first: a person's, whoever asked for it ("my tax number …, the shop asked").
_MINE = re.compile(r"(?i)(?<![^\W\d_])(?:my|mein\w*|mon|ma|mes|mi|mis|meu|minha|mio|mia|mijn|min|mitt|mój|moj\w*|мой|моя"
                   r"|мій|benim|saya|aku|của\s+tôi|το\s+δικό\s+μου|μου)(?![^\W\d_])|我的|私の|내\s|제\s")
_CLAUSE_STOP = re.compile(r"[.!?。！？;\n](?:\s|$)")


def _trade_tax_spans(text: str) -> Iterator[tuple[int, int]]:
    """The number after a tax name whose clause names a trade, a shop or a workshop before it (not one's own)."""
    for name in TAX_NAME.finditer(text):
        stop = _CLAUSE_STOP.search(text, name.end())
        high = min(name.end() + 60, stop.start() if stop else len(text))
        number = _TAX_NUMBER.search(text, name.end(), high)
        back = _CLAUSE_STOP.search(text[max(0, name.start() - 60):name.start()][::-1])
        low = name.start() - back.start() if back else max(0, name.start() - 60)
        purposes = clause_purposes(text, name.start(), number.start()) if number else []   # "para a fatura da farmácia"
        if number and first_outside(_TRADE, text, low, number.start(), purposes) and not _MINE.search(text, low, number.start()):
            yield number.span("v")


# An Octopus card's number as printed on its back, with its check digit in brackets ("八達通卡背面號碼 12345678(9)").
_OCTOPUS = re.compile(r"(?i)(?:八達通|八达通|octopus)[^\d\n]{0,20}(?P<v>\d{8}\s?[(（]\d[)）])")


def _named(pattern: re.Pattern[str], text: str) -> Iterator[tuple[int, int]]:
    """The span of the first named value group (v, w or f) of each match; a bare phone word needs 7+ digits."""
    for m in pattern.finditer(text):
        if "g" in pattern.groupindex and m.group("g") and sum(c.isdigit() for c in m.group("v")) < 7:
            continue
        for name in ("v", "w", "f"):
            if name in pattern.groupindex and m.group(name):
                yield m.span(name)
                break


def number_spans(text: str) -> Iterator[tuple[int, int]]:
    """Years, prices, counts, clock times, phone, model and named public code numbers in `text`."""
    if not any(c.isdigit() for c in text):
        return
    yield from (m.span("v") for m in _WORD_THEN_YEAR.finditer(text)
                if not OPENED_WITH.search(text, max(0, m.start() - 40), m.start("v")))
    for pattern in (_YEAR_THEN_WORD, _PRICE_WORD, _CURRENCY_AFTER, _COUNT, _TIME, _PHONE,
                    _PHONE_BEFORE_ASK, _NUMBER_THEN_CALL, _EXPIRED_VOUCHER, _MODEL, _NAMED_CODE, _EXTENSION,
                    _TIME_THEN_WORD, _GAME_AMOUNT, _CHANGED_ON):
        yield from _named(pattern, text)
    if "NIP" in text or "N.I.P" in text:
        yield from _nip_spans(text)
    yield from _trade_tax_spans(text)
    yield from (m.span("v") for m in _OCTOPUS.finditer(text))
    yield from plate_spans(text)   # "plaque du voisin qui bloque le garage : GH-417-KT": a car's plate
    yield from locker_number_spans(text)   # "my gym locker is #147": where the locker is, not its code
