"""A public place's guest Wi-Fi password that is put up where every customer reads it is public, not a secret.

A café's, hotel's, gîte's, library's, gym's, shop's or waiting room's Wi-Fi password for its guests, written on the
wall, a board, the door, the menu, a receipt or a table card, or given out at reception ("пароль от вайфая в кафе
для гостей — он висит на стене: coffee2024", "le code wifi des invités est affiché à l'accueil du gîte : …",
"رمز الواي فاي للضيوف مكتوب على باب المقهى: guest1234") opens nothing the public cannot already reach. One sentence
must hold all three: a Wi-Fi word, a place open to the public (or its customers, or a business's reception, counter,
receipt or menu; a clubhouse or a community hall too) or a word that it is there for all ("för alla", "für alle",
"kwa wateja wote", "для всех"; not an office's), and the place where it is put up (a notice board included:
"anslagstavlan", "Schwarzes Brett", "tablón de anuncios", "掲示板"); about thirty-five languages. This is the one
reader of posted Wi-Fi passwords (round 34 folded `secret_public_shared`'s "written up for all customers" into it).
Not read (still a secret): a home's network, guest network included ("the guest wifi at my place", "на стене в моей квартире"), a place's staff, admin or
router password, a network for employees, a password kept from others ("don't share it", "private"), a value the
writer copied from somewhere ("hab ich vom Zettel an der Wand"), and a guest's own room card. The guest word alone
makes nothing public (a home has guests too). Only the value after a colon or an "is" is blanked (and a hyphenated
"Wi-Fi", which the learned stage's value gate reads as camel case after CJK); every pattern is
bounded and linear.
"""

from __future__ import annotations

import re
from typing import Iterator

from .normalise import compile_nfkc as _re
from .secret_public_shared import KEPT
from .secret_public_words import lower1, may_match, sentences


_WIFI = _re(
    r"(?i)wi-?fi|wlan|wireless|hotspot|ва[йи]-?фа\w*|wifi\w*|واي\s?فاي|وای\s?فای|وائی\s?فائی|ουάι\s?φάι|ασύρματ\w*"
    r"|וויי?פיי?|वाई-?फ़?फ?ाई|वाईफाई|ওয়াই-?ফাই|வைஃபை|ワイファイ|와이파이|无线|無線|ไวไฟ|ວາຍຟາຍ")
# A place open to the public, its customers, or a business's reception, counter, receipt or menu.
_VENUE = _re(
    r"(?i)(?<![^\W\d_])(?:club\s?house|club\s?room|pavilion|community\s+(?:centre|center|hall)|village\s+hall|church\s+hall"
    r"|parish\s+hall|vereinsheim\w*|clubhaus\w*|gemeinde(?:haus|saal|zentrum)\w*|salle\s+des\s+f[eê]tes|maison\s+de\s+quartier"
    r"|centro\s+(?:c[ií]vico|social|comunitário|comunitario)|sal[oó]n\s+(?:social|parroquial)|circolo|oratorio|clubhuis|buurthuis"
    r"|kantine|klubbstuga\w*|klubbhus\w*|klubhus\w*|föreningslokal\w*|seurantalo\w*|kerho\w*|świetlic\w*|klubovn\w*"
    r"|dernek\w*|balai\s+(?:warga|desa)|nhà\s+văn\s+hóa|caf[eé]s?|coffee\s?shop|restaurant\w*|bar|pub|bistro|bakery|hotel\w*|hostel|motel|g[iî]te|b&b|inn|library"
    r"|gym|co-?working|airport|station|clinic|waiting\s+room|lobby|shop|store|salon|customers?|clients?|patrons?|diners|visitors?"
    r"|reception|front\s+desk|counter|receipt|menu|till|barista|waiter|waitress"
    r"|caf[eé]t[eé]ria|boulangerie|brasserie|biblioth[eè]que|m[eé]diath[eè]que|salle\s+de\s+sport|a[eé]roport\w*|magasin|boutique"
    r"|accueil|comptoir|ticket|invités\s+du|clientèle"
    r"|kaffee\w*|gaststätte|pension|bibliothek|bücherei|fitnessstudio|flughafen|bäckerei|laden|empfang|rezeption|tresen|theke"
    r"|kassenbon|speisekarte|wartezimmer|kunden"
    r"|cafeter[ií]a|restaurante|hostal|biblioteca|gimnasio|tienda|recepci[oó]n|mostrador|recibo|men[uú]|carta|clientes|hu[eé]spedes"
    r"|visitantes|padaria|lanchonete|pousada|academia|aeroporto|loja|recep[cç][aã]o|balc[aã]o|cupom|card[aá]pio|h[oó]spedes"
    r"|caff[eè]|ristorante|albergo|palestra|negozio|bancone|scontrino|clienti|ospiti"
    r"|bibliotheek|sportschool|winkel|receptie|balie|bonnetje|klanten|bezoekers"
    r"|kaf[eé]\w*|restaurang\w*|hotell\w*|bibliotek\w*|butik\w*|resepsjon\w*|kvitt\w*|kunder|gäster|gjester|gæster"
    r"|kawiarni\w*|restauracj\w*|siłowni\w*|lotnisk\w*|sklep\w*|recepcj\w*|paragon\w*|klient\w*|gości"
    r"|kavárn\w*|knihovn\w*|recepc\w*|účtenk\w*|zákazník\w*"
    r"|kafe\w*|restoran\w*|otel\w*|kütüphane\w*|havaliman\w*|mağaza\w*|dükkan\w*|resepsiyon\w*|fiş\w*|müşteri\w*|misafir\w*"
    r"|kedai|warung|perpustakaan|bandara|toko|resepsionis|kasir|struk|resit|pelanggan|tamu|tetamu|pengunjung"
    r"|kapihan|tindahan|resibo|mgahawa|hoteli|maktaba|duka|mapokezi|risiti|wateja|wageni"
    r"|cafenea\w*|bibliotec\w*|recepție|oaspeț\w*|kávézó\w*|étterem\w*|szálloda\w*|könyvtár\w*|recepció\w*|vendég\w*"
    r"|kahvila\w*|ravintola\w*|kirjasto\w*|vastaanot\w*|asiakka\w*|vierail\w*"
    r"|quán|nhà\s+hàng|khách\s+sạn|thư\s+viện|sân\s+bay|cửa\s+hàng|quầy|lễ\s+tân|hóa\s+đơn|thực\s+đơn|khách)(?![^\W\d_])"
    r"|кафе|кофейн\w*|ресторан\w*|бар[аеу]?\b|отел\w*|гостиниц\w*|хостел\w*|библиотек\w*|спортзал\w*|фитнес\w*|аэропорт\w*"
    r"|магазин\w*|ресепшн\w*|стойк\w*|чек[еау]?\b|меню|гост(?:ей|ям|ям)\b|клиент\w*|посетител\w*|кав.ярн\w*|бібліотек\w*|готел\w*"
    r"|рецепці\w*|відвідувач\w*|καφέ\w*|καφετέρ\w*|εστιατόρ\w*|ξενοδοχεί\w*|βιβλιοθήκ\w*|γυμναστήρι\w*|αεροδρόμι\w*|μαγαζ\w*"
    r"|κατάστημ\w*|ρεσεψιόν|απόδειξ\w*|μενού|πελατ\w*|επισκεπτ\w*"
    r"|مقهى|المقهى|كافيه|الكافيه|مطعم|المطعم|فندق|الفندق|مكتبة|المكتبة|مطار|المطار|محل|المحل|متجر|الاستقبال|الإيصال|الفاتورة"
    r"|للضيوف|الضيوف|للزبائن|الزبائن|للعملاء|کافه|رستوران|هتل|کتابخانه|فرودگاه|مغازه|پذیرش|رسید|مهمانان|مشتری\w*|کیفے|ریسٹورنٹ"
    r"|ہوٹل|لائبریری|دکان|استقبالیہ|مہمانوں|گاہک\w*|בית\s?(?:ה)?קפה|מסעדה|מלון|ספרייה|חנות|לאורחים|ללקוחות|בקבלה"
    r"|कैफ़े|कैफे|रेस्टोरेंट|रेस्तरां|होटल|लाइब्रेरी|पुस्तकालय|दुकान|रिसेप्शन|रसीद|मेहमानों|ग्राहक\w*|ক্যাফে|রেস্তোরাঁ|হোটেল"
    r"|লাইব্রেরি|দোকান|রিসেপশন|রসিদ|অতিথি\w*|গ্রাহক\w*|கஃபே|உணவக\w*|ஹோட்டல்\w*|நூலக\w*|கடை\w*|வாடிக்கையாளர்\w*"
    r"|விருந்தினர்\w*|咖啡[馆店廳館]|餐[厅廳]|饭店|飯店|酒店|宾馆|賓館|图书馆|圖書館|健身房|机场|機場|商店|店里|店裡|前台|前臺|柜台|櫃檯"
    r"|小票|收据|收據|菜单|菜單|顾客|顧客|客人|访客|訪客|カフェ|喫茶店|レストラン|ホテル|図書館|空港|店内|お店|受付|フロント|レシート"
    r"|メニュー|お客|카페|식당|레스토랑|호텔|도서관|헬스장|공항|가게|매장|카운터|영수증|메뉴판|손님|고객"
    r"|ร้าน|คาเฟ่|โรงแรม|ห้องสมุด|สนามบิน|เคาน์เตอร์|ใบเสร็จ|ลูกค้า|ຮ້ານ"
    r"|клуб\w*|дом\s+культуры|будинк\w+\s+культури|النادي|باشگاه|מועדון|क्लब|俱乐部|俱樂部|会所|會所|クラブハウス|公民館|집회소|클럽하우스|동호회")
# Where it is put up for all to read: a wall, board, door, menu, receipt, table card, sign, reception, counter.
_POSTED = _re(
    r"(?i)(?<![^\W\d_])(?:(?:notice|bulletin|pin|cork)\s?board|anslagstavl\w*|oppslagstavl\w*|opslagstavl\w*|ilmoitustaulu\w*"
    r"|schwarze[nm]?\s+brett|pinnwand|anschlagbrett|tableau\s+d['’]affichage|panneau\s+d['’]affichage|tabl[oó]n\s+de\s+anuncios"
    r"|tablero\s+de\s+anuncios|cartelera|diario\s+mural|quadro\s+de\s+avisos|mural\s+de\s+avisos|bachec\w*|prikbord\w*"
    r"|mededelingenbord\w*|tablic\w+\s+ogłoszeń|nástěn\w*|násten\w*|hirdetőtábl\w*|avizier\w*|ilan\s+pano\w*"
    r"|papan\s+(?:pengumuman|kenyataan|informasi)|bảng\s+(?:tin|thông\s+báo)|ubao\s+wa\s+matangazo|on\s+(?:the\s+|a\s+|every\s+|each\s+)?(?:wall|board|chalkboard|blackboard|whiteboard|noticeboard|door|menu"
    r"|receipt|sign|table\s?(?:card|tent)|table|counter|window|till|poster)s?|posted|displayed|printed\s+on|hangs?|hanging|written\s+up"
    r"|at\s+(?:the\s+)?(?:reception|front\s+desk|counter)|put\s+up|stuck\s+(?:on|to)"
    r"|affiché\w*|au\s+mur|sur\s+(?:le|la|les|l['’])\s?(?:mur|tableau|ardoise|porte|ticket|carte|menu|tables?|comptoir)|à\s+l['’]accueil"
    r"|au\s+comptoir|hängt|aushängt|ausgehängt|aushang|an\s+der\s+(?:wand|tafel|tür|rezeption|theke)|am\s+(?:empfang|tresen|eingang)"
    r"|auf\s+(?:dem|der)\s+(?:kassenbon|bon|speisekarte|karte|tisch|tafel|quittung)"
    r"|en\s+(?:la|el|las|los)\s+(?:pared|pizarra|puerta|ticket|recibo|carta|men[uú]|mostrador|mesas?)|en\s+recepci[oó]n|pegad[oa]|colgad[oa]"
    r"|n[ao]s?\s+(?:parede|quadro|porta|cupom|recibo|card[aá]pio|recep[cç][aã]o|balc[aã]o|mesas?)|afixad[oa]|colad[oa]"
    r"|(?:sul|alla|sulla|sullo|al|sui)\s+(?:muro|parete|lavagna|porta|scontrino|men[uù]|reception|bancone|tavoli)|appes[oa]|affiss[oa]"
    r"|(?:aan|op)\s+(?:de|het)\s+(?:muur|bord|deur|bonnetje|kaart|tafels?|balie)|bij\s+de\s+receptie|hangt"
    r"|på\s+(?:väggen|veggen|væggen|tavlan|tavla|dörren|døra|døren|kvittot|kvitteringen|disken)|i\s+(?:receptionen|resepsjonen|kassan)"
    r"|hänger|henger|hænger|na\s+(?:ścianie|tablicy|drzwiach|paragonie|zdi|stěně|tabuli|dveřích|účtence|recepci)|w\s+recepcji"
    r"|przy\s+kasie|wisi|visí|duvarda|panoda|tahtada|kapıda|fişte|menüde|resepsiyonda|kasada|asılı"
    r"|di\s+(?:dinding|papan|pintu|struk|resit|menu|kasir|meja)|ditempel|dipajang|nakapaskil|nakasulat\s+sa|sa\s+(?:pader|dingding|resibo)"
    r"|ukutani|ubaoni|mlangoni|kwenye\s+(?:risiti|menyu|ubao)|imebandikwa|imeandikwa|pe\s+(?:perete|tablă|ușă|bon)|la\s+recepție|afișat"
    r"|a\s+(?:falon|táblán|blokkon|nyugtán|recepción)|az\s+(?:ajtón|étlapon)|kiírva|seinällä|taululla|ovessa|kuitissa|vastaanotossa"
    r"|trên\s+(?:tường|bảng|cửa|hóa\s+đơn|menu)|dán\s+(?:ở|trên)|ở\s+quầy|ghi\s+(?:trên|ở))(?![^\W\d_])"
    r"|на\s+(?:стене|стіні|доске|дошці|двери|дверях|чеке|чеку|ресепшн\w*|рецепці\w*|стойке|табличк\w*|столах)|в\s+меню|висит|висить"
    r"|στον\s+(?:τοίχο|πίνακα)|στην\s+(?:πόρτα|απόδειξη)|στο\s+μενού|στη\s+ρεσεψιόν|κρέμεται|γραμμέν\w*"
    r"|على\s+(?:ال)?(?:حائط|جدار|لوحة|سبورة|باب|إيصال|فاتورة)|على\s+باب|في\s+(?:القائمة|المنيو)|(?:عند|في)\s+الاستقبال|مكتوب\w*|معلق\w*"
    r"|روی\s+(?:دیوار|تابلو|در|رسید|فاکتور)|در\s+منو|نوشته\s+شده|نصب\s+شده|(?:دیوار|بورڈ|دروازے|رسید|مینو)\s+پر|لکھا"
    r"|על\s+(?:ה)?(?:קיר|לוח|דלת|קבלה)|בתפריט|תלוי\w*|כתוב\w*"
    r"|(?:दीवार|बोर्ड|दरवाज़े|दरवाजे|रसीद|बिल|मेन्यू|मेनू|रिसेप्शन)\s+पर|लिखा|দেয়ালে|বোর্ডে|দরজায়|রসিদে|মেনুতে|লেখা"
    r"|சுவரில்|பலகையில்|கதவில்|ரசீதில்|墙上|牆上|黑板|门上|門上|小票上|收据上|收據上|菜单上|菜單上|贴在|貼在|写在|寫在|桌上"
    r"|壁に|掲示|貼って|黒板|レシートに|入口|書いて|벽에|칠판|문에|영수증에|메뉴판에|카운터에|붙어|적혀"
    r"|ติดอยู่|ติดไว้|ผนัง|กำแพง|ป้าย|เขียนไว้|ຕິດ|доск\w+\s+объявлений|дошц\w+\s+оголошень|πίνακα\s+ανακοινώσεων"
    r"|لوحة\s+(?:ال)?إعلانات|تابلو(?:ی)?\s+اعلانات|نوٹس\s+بورڈ|לוח\s+(?:ה)?מודעות|नोटिस\s+बोर्ड|নোটিশ\s+বোর্ড\w*|公告栏|公告欄"
    r"|布告栏|布告欄|佈告欄|公告板|掲示板|게시판|บอร์ดประกาศ|ป้ายประกาศ")
# A home, the writer's own flat or room: a guest network there is still the household's key.
_HOME = _re(
    r"(?i)(?<![^\W\d_])(?:home|(?<!club\s)(?<!club)house|my\s+place|our\s+place|flat|apartment|bedroom|zuhause|wohnung|daheim|bei\s+(?:mir|uns)|maison"
    r"|chez\s+(?:moi|nous)|appartement|mi\s+casa|en\s+casa|em\s+casa|minha\s+casa|a\s+casa|thuis|hemma|hjemme|lejlighed|mieszkani\w*"
    r"|w\s+domu|doma|byt[ěu]?|ev(?:de|im|imiz)\w*|rumah(?!\s+makan)|bahay|nyumbani|acasă|apartament\w*|otthon|lakás\w*|kotona|koti\w*"
    r"|nhà\s+(?:tôi|mình|riêng|em|anh)|ở\s+nhà|ghar)(?![^\W\d_])"
    r"|дома\b|домашн\w*|квартир\w*|мо[ейяй]\s+дом\w*|вдома|σπίτι\w*|منزل\w*|بيتي|بيتنا|شقت\w*|خانه|گھر|בבית(?!\s?ה?קפה)|הבית\s+שלי|דירה"
    r"|घर|বাড়ি|வீட்டு?|家里|家裡|我家|自宅|家の|우리\s?집|집\s|บ้าน")
# Staff, employees, an admin or a router: a network or a password not for the public.
_STAFF = _re(
    r"(?i)(?<![^\W\d_])(?:staff|employees?|admin\w*|router|personnel|mitarbeiter\w*|personal|empleados|funcion[aá]rios|dipendenti"
    r"|medewerkers|personeel|anställda|ansatte|pracownik\w*|zaměstnan\w*|personel|çalışan\w*|karyawan|pegawai|staf|wafanyakazi"
    r"|angajaț\w*|dolgozó\w*|henkilökun\w*|nhân\s+viên|only|nur|seulement|solo|só|apenas|tylko|jen|sadece|hanya|chỉ)(?![^\W\d_])"
    r"|персонал\w*|сотрудник\w*|работник\w*|только|лише|προσωπικ\w*|υπαλλήλ\w*|μόνο|الموظف\w*|موظف\w*|فقط|کارکنان|عملے|צוות|עובדים"
    r"|רק|स्टाफ|कर्मचारी|सिर्फ|केवल|员工|員工|工作人员|工作人員|只|スタッフ|従業員|社員|だけ|직원|전용|พนักงาน|เฉพาะ|แค่")
# "ask the staff": the staff word then only says whom to ask.
_ASK = _re(r"(?i)(?:ask|frag\w*|demande[rz]?|pregunt\w*|pergunt\w*|chied\w*|vraag|спрос\w*|запита\w*|zapytaj|sor|tanya)\W+(?:\w+\W+){0,2}$")
# The writer tells where they copied it from: their own note of the value, not the place's notice.
_COPIED = _re(r"(?i)(?<![^\W\d_])(?:hab(?:e)?\s+ich|ich\s+hab\w*|i\s+(?:got|copied|took|wrote)|j['’]ai\s+(?:copié|noté|pris))(?![^\W\d_])")
_VALUE = re.compile(r"(?:[:：=]|\s(?:is|est|ist|es|é|è|это|είναι)\s)\s*['\"“«„]?(?P<v>[^\s,;'\"“”«»„()]{4,40})")


# Put up for all: "for all the customers", "för alla", "für alle Gäste", "kwa wateja wote", "для всех", "大家都".
_EVERYONE = _re(
    r"(?i)(?<![^\W\d_])(?:for\s+(?:all|every(?:one|body)|anyone)|everyone\s+(?:can\s+see|sees|knows)|för\s+alla|for\s+alle"
    r"|für\s+alle|jeder\s+sieht|pour\s+tous|pour\s+tout\s+le\s+monde|tout\s+le\s+monde|para\s+todos|todo\s+(?:el\s+)?mundo"
    r"|per\s+tutti|voor\s+(?:iedereen|alle)|dla\s+wszystkich|pro\s+všechny|pre\s+všetkých|mindenkinek|pentru\s+(?:toți|toată\s+lumea)"
    r"|kaikille|herkes\s+için|herkese|herkes\s+görüyor|untuk\s+semua|semua\s+(?:pelanggan|orang)|cho\s+(?:mọi\s+người|tất\s+cả)"
    r"|mọi\s+người|tất\s+cả\s+khách|(?:kwa\s+)?wateja\s+wote|kwa\s+wote|kila\s+mtu\s+(?:anaiona|anaona|anajua)|para\s+sa\s+lahat"
    r"|lahat\s+ng\s+(?:customer|kustomer))(?![^\W\d_])|для\s+(?:всех|всіх)|все\s+видят|για\s+όλους|للجميع|برای\s+همه"
    r"|سب\s+کے\s+لیے|לכולם|(?:सबके|सभी\s+के)\s+लिए|সবার\s+জন্য|所有客人|给大家|給大家|大家都|所有人|みんな|誰でも|모두|누구나|สำหรับทุกคน")
# An office's network: put up "for all", it is still the staff's unless a public place's is named.
_OFFICE = _re(r"(?i)(?<![^\W\d_])(?:office|ofisi|kantor|büro|bureau|oficina|ufficio|kantoor|kontor\w*|biuro|ofis\w*)(?![^\W\d_])"
              r"|офис\w*|مكتب|دفتر|משרד|ऑफिस|办公室|辦公室|オフィス|사무실")


def _staff_only(text: str, low: int, high: int) -> bool:
    """A staff, employee, admin, router or "only" word in the sentence, not after an "ask"."""
    return any(not _ASK.search(text, max(low, m.start() - 24), m.start()) for m in _STAFF.finditer(text, low, high))


def _public_sentence(text: str, low: int, high: int) -> bool:
    """The sentence puts a public place's Wi-Fi password up for all, and nothing makes it a home's or the staff's."""
    for_all = _VENUE.search(text, low, high) or (_EVERYONE.search(text, low, high) and not _OFFICE.search(text, low, high))
    return bool(_WIFI.search(text, low, high) and for_all and _POSTED.search(text, low, high)) \
        and not (_HOME.search(text, low, high) or KEPT.search(text, low, high) or _COPIED.search(text, low, high)
                 or _staff_only(text, low, high))


def guest_wifi_spans(text: str) -> Iterator[tuple[int, int]]:
    """Spans of the Wi-Fi passwords a public place puts up for its guests (see the module's docstring)."""
    lowered = lower1(text)
    if not may_match(_WIFI, lowered):
        return
    for low, high in sentences(text):
        if not _public_sentence(text, low, high):
            continue
        wifi = _WIFI.search(text, low, high)
        if "-" in wifi.group(0):   # "カフェのWi-Fi": glued to CJK, "i-Fi" reads as a camel-case value to the learned gate
            yield wifi.span()
        for value in _VALUE.finditer(text, wifi.start(), high):
            yield value.span("v")
