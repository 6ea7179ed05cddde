"""A private person's bank account given with no login: a full account number or a valid IBAN beside an account word.

Policy (round 27): a full account number ("kontonummer 1503 48 29173", "số tài khoản Vietcombank 0071001928374",
"카카오뱅크 계좌 3333-08-4719265", "ゆうちょ 記号14090 番号28374611", "מספר חשבון … 38294017", "c/c 48291-7",
"číslo účtu 2003948172/0800") or an IBAN whose mod-97 check holds, named by a bank or account word, is a secret, the
user's or a relative's, unless the text marks it as someone else's public payee account: a business's, a shop's, a
charity's, a council's, a school's, a club's, a landlord's or an agency's, one on an invoice or published, one given
"to pay" someone, one under a legal form (GmbH, Ltd, SARL, S.A., Ticaret, 株式会社, ООО), one the text disowns
("no es mía"), an example (a repeated digit, "1234567890", a manual's number), a masked one, a routing, sort, BIC or bank code alone, a customer, utility or cloud account,
or one under a heading naming rent ("IBAN für die Miete: …": where the rent goes; "IBAN … für d Miete" is where it
comes in). A label that also names bills, logins or customer numbers ("account", "Konto", "cuenta", "счёт", "账号")
counts only beside a bank or transfer word. A first-person cue bound to the account ("my IBAN for the landlord",
"IBAN мій", "rekening pribadi saya") outweighs the payee words, though not a disowning or an example; a word of
receiving money ("to receive", "მისაღებად", "وصول") outweighs paying and rent. Round 29: an account word that is itself
the user's, a relative's or a private person's ("my account", "Mamas Konto", "rekening van mama", "personal account",
`secret_org_words.own_account_before`) or money coming to the user ("account to receive my salary from the club")
outweighs every payee word, and a bank named like an organisation ("building society", "credit union") is no payee;
an organisation's account to pay into is masked by `secret_public_orgs`. The tables of the Caucasus, Central and
South Asia, the Balkans, the Baltics and more are in `secret_payee_words`. Called from `secrets._found` (values) and `secret_public_pay` (the IBAN mask spares such an
account); every pattern is bounded.
"""

from __future__ import annotations

import re
from typing import Iterator

from .secret_checksums import IBAN, iban_valid
from .secret_kept_accounts import kept_secret
from .secret_org_words import BANK_NAMED, own_account_before
from .secret_payee_words import (LEGAL_WORLD, OWN_WORLD, PAYEE_WORLD, RECEIVE, RENT_WORLD, TO_PAY_WORLD,
                                 for_payee)

# Account-number labels, about forty languages (`secret_public_orgs` reads them too); group `s`: a label whose numbers
# may be short (Brazil, Japan); group `g`: a label also used for customer, invoice or login numbers, read only beside a
# bank or transfer word.
ACCOUNT_LABEL = re.compile(
    r"(?i)\bIBAN\b|\bbank\s+acc(?:oun)?t\b|\b(?:checking|savings|current|cheque|chequing)\s+acc(?:oun)?t\b"
    r"|\b(?:konto|kto)[\s.\-]*(?:nummer|nr|no)\b|\bkontonummer\w*|\b(?:bank|giro|spar|post|lønns|bruks|lønn|löne)konto\w*"
    r"|\bbankverbindung\b|\bcompte\s+(?:bancaire|courant|ch[eè]que)|(?-i:\bRIB\b)|\bcuenta\s+(?:bancaria|corriente|de\s+ahorros?"
    r"|sueldo|n[°º])|\bCBU\b|\bCVU\b|\bCLABE\b|(?P<s>\bconta\s+(?:corrente|poupan[çc]a|sal[áa]rio)|\bc/c\b|口座(?:番号)?"
    r"|ゆうちょ|普通(?:預金)?|当座)|(?-i:\bCCC\b)|(?-i:\bNIB\b)|\bconto\s+(?:corrente|bancario)|\brekening(?:nummer|nr)\b|\bbankrekening\w*|\bno\.?\s*rek(?:ening)?\b"
    r"|\b(?:numer|nr\.?)\s+(?:konta|rachunku)|\brachun(?:ek|ku)\s+bankow\w*|\bčísl[oa]\s+(?:bankovního\s+)?účtu|\bč\.\s?ú\."
    r"|\btilinumero\w*|\bpankkitili\w*|\bsz[áa]mlasz[áa]m\w*|\bbanksz[áa]mla\w*|\bcont(?:ul)?\s+bancar"
    r"|\bbroj\s+(?:tekućeg\s+|žiro\s+)?ra[čc]una|\b(?:žiro|tekući)\s+ra[čc]un|\bhesap\s+(?:numaras[ıi]|no)\w*|\bbanka\s+hesab\w*"
    r"|расч[её]тн\w+\s+сч[её]т|\bр/с\b|банківськ\w+\s+рахун\w*|банковск\w+\s+сч[её]т\w*|حساب\s+بنكي"
    r"|חשבון\s+(?:ה)?בנק|شماره\s+(?:حساب|شبا)|खाता\s+(?:संख्या|नंबर|नं|नम्बर|क्रमांक)|खाते\s+क्रमांक|کھاتہ\s+نمبر|اکاؤنٹ\s+نمبر|கணக்கு\s+எண்"
    r"|ఖాతా\s+(?:నంబర్|సంఖ్య)|ಖಾತೆ\s+ಸಂಖ್ಯೆ|അക്കൗണ്ട്\s+നമ്പർ|ખાતા\s+નંબર|अकाउंट\s+नंबर|অ্যাকাউন্ট\s+নম্বর|হিসাব\s+নম্বর"
    r"|เลข(?:ที่)?บัญชี|s[ốo]\s+t[àa]i\s+kho[ảa]n|(?-i:\bSTK\b)|\bnomor\s+rekening|\bnombor\s+akaun|\bno\.?\s*akaun|계좌(?:번호)?|통장"
    r"|银行(?:账号|账户|卡号)|銀行(?:帳號|帳戶)|(?P<g>\bacc(?:oun)?t\.?\s*(?:number|num|no\b|nr\b|#)|\bacct\b|\ba/c\b"
    r"|\bnum[ée]ro\s+de\s+compte|\bn[°º]\s*(?:de\s+)?compte|\bn[uú]mero\s+de\s+cuenta|\bn[°º.]\s*(?:de\s+)?cuenta"
    r"|\bn[uú]mero\s+da\s+conta|\bnumero\s+(?:di\s+|del\s+)?conto|\bnum[aă]r(?:ul)?\s+de\s+cont|номер\w*\s+(?:сч[её]та|рахунку)"
    r"|αριθμ\w+\s+λογαριασμού|رقم\s+(?:ال)?حساب|מספר\s+(?:ה)?חשבון(?!ית)|账号|帳號|帐号|账户|帳戶|户口號碼|namba\s+ya\s+akaunti"
    r"|\bhesab[ıi]m?\b|\bkont(?:o|a|oen|ot|et)\b|\bcompte\b|\bcuenta\b|\bconta\b"
    r"|\bconto\b|\baccount\b|\brekening\b|\brachun(?:ek|ku)\b|\bú[čc]e?t(?:u|em)?\b|\bсч[её]та?\b|\bрахун(?:ок|ку)\b|\bakaun\b|\bakaunti\b"
    r"|t[àa]i\s+kho[ảa]n|บัญชี|حسابي?|חשבון(?!ית))")
_DOMESTIC = re.compile(r"(?<![\w*•#/+.,\-])\d(?:[ \-]?\d){5,29}(?:/\d{4})?(?![\w*•/]|[.,\-]\d)")
_YUCHO = re.compile(r"記号\s?(?P<a>\d{5})\s?[-ー]?\s?番号\s?(?P<b>\d{6,8})(?!\d)")
# What may stand between a label and its number: no routing, sort, bank or branch code, no phone, no sentence end.
_GAP = re.compile(r"[^\n\d!?。;]{0,40}")
_CODE_IN_GAP = re.compile(
    r"(?i)routing|sort|\bBIC\b|SWIFT|IFSC|\bBSB\b|\bBLZ\b|bankleitzahl|\bABA\b|transit|branch|filial|ag[êe]ncia|\bag\b"
    r"|sucursal|agence|סניף|支店|店番|chi\s+nhánh|cabang|БИК|МФО|ИНН|clearing|\bcode\b|\bcodice\b|código|phone|tel\b|ref(?!und)|case|ticket"
    r"|order|vorgang|kunden|customer|client|tracking|pedido|commande|bestell|sendung|invoice|rechnung|factur|fattur|contra[ct]t"
    r"|vertrag|card|karte|tarjeta|carte|cart[ãa]o|\bkart|карт|카드|カード|卡|thẻ|kartu|polic|p[óo]liza|member|\bid\b|\bpin\b"
    r"|pass|balance|saldo|kontostand|solde|остат|залиш|잔액|残高|余额|số\s+dư|\bsince\b|\bseit\b|\bdepuis\b|\bdesde\b")
# Money or a unit after the number: an amount or a balance, no account.
_AMOUNT_AFTER = re.compile(r"(?i)\s?(?:€|\$|£|¥|₩|₹|eur\b|usd\b|gbp\b|chf\b|kr\b|sek\b|nok\b|dkk\b|zł|pln\b|tl\b|try\b|руб|грн"
                           r"|원|円|元|đ|vnd\b|rp\b|rs\.?\b|inr\b|kwh\b|m³)")
# A toll-free or service number: a phone line, whatever the label before it.
_SERVICE_LINE = re.compile(r"(?:\+|0800|0808|0900|1-?800|1-?888|1-?877|1300|1800|1900|0700|0860|0861)[ \-]?\d")
# Someone else's public payee account, a bill, a public place: in about forty languages.
_PAYEE = re.compile(
    r"(?i)business|company|compan(?:y|ies)|shop|\bstore\b|\bfirm\b|\bcorp\b|merchant|vendor|seller|supplier|charity|foundation"
    r"|donat|donazi|croce\s+rossa|rotes\s+kreuz|red\s+cross|croix-rouge|\bchurch|parish|mosque|temple|school|universit"
    r"|college|nursery|kindergarten|council|city\s+hall|municipal|academ|akadem|gym\b|gimnasio|fitness|dentist|zahnarzt"
    r"|tuition|\bfees?\b|cuota|cotisation|mitgliedsbeitrag|contributie|\bquota\b|matr[íi]cula|mensualidad|concepto"
    r"|verwendungszweck|causale|omschrijving|o\.v\.v\.|kenmerk|tytułem|açıklama|призначення|назначени\w+\s+платеж"
    r"|government|tax\s+office|club|associat|society|landlord|letting|agency|property\s+manag|\bHOA\b|condo|hospital"
    r"|clinic|restaurant|caf[eé]\b|bakery|plumber|electrician|contractor|builder|invoice|\bbill\b|utilit|payee|beneficiar"
    r"|fundrais|campaign|firm[aeyiąęo]\w*|geschäft|laden\b|unternehm|verein|spende|stiftung|kirche|gemeinde|stadt(?:kasse|verwaltung)"
    r"|schule|\bkita\b|klassenkasse|hausverwalt|vermieter|verwalter|makler|agentur|finanzamt|rechnung|tierheim|\btafel\b"
    r"|praxis|handwerker|empfänger|entreprise|soci[ée]t[ée]|magasin|boutique|commerce|\basso\b|[ée]cole|cantine|mairie"
    r"|commune|coll[èe]ge|lyc[ée]e|cr[èe]che|syndic|propri[ée]taire|bailleur|factur|\bdons?\b|paroisse|[ée]glise|fondation"
    r"|empresa|tienda|negocio|comercio|papeler|asociaci|colegio|escuela|ayuntamiento|comunidad|casero|arrendador"
    r"|inmobiliaria|administraci[oó]n|donativ|donaci|parroquia|iglesia|fundaci|cruz\s+(?:roja|vermelha)|\bloja\b"
    r"|associa[çc]|clube|escola|c[âa]mara\s+municipal|prefeitura|condom[íi]n|senhorio|imobili[áa]ria|fatura|doa[çc]|\bdoar\b"
    r"|igreja|par[óo]quia|azienda|ditta|negozio|scuola|comune\b|amministrat|proprietari|agenzia|fattura|parrocchia"
    r"|chiesa|bedrijf|winkel|\bzaak\b|vereniging|gemeente|verhuurder|makelaar|woningcorporatie|factuur|donatie|kerk\b"
    r"|stichting|sklep|spółk|stowarzysz|szkoł|\bgmin|urząd|wynajmując|właściciel|agencj|faktur|darowizn|zbiórk|parafi"
    r"|kości[oó]ł|fundacj|obchod|spolek|škol|\bobec\b|\bměst|\búřad|pronajímatel|majitel|realitk|sbírk|farnost|nadac"
    r"|företag|\bbutik|förening|klubb|skola|kommun|hyresv[äa]rd|utleier|huseier|bedrift|forening|skole|virksomhed"
    r"|udlejer|yritys|kauppa|yhdistys|seura\b|koulu|\bkunta|vuokranantaja|lasku|räkning|insamling|innsamling"
    r"|lahjoitus|kirkko|kyrka|kirke|\bcég\b|egyesület|iskola|önkormányzat|főbérlő|magazin|asocia[țt]i|[șs]coal|prim[ăa]ri"
    r"|tvrtk|trgovin|udrug|općin|stanodavac|donacij|şirket|dükkan|mağaza|dernek|okul\b|okulu|belediye|ev\s+sahib|emlak"
    r"|bağış|vak[ıi]f(?!bank)|\bcami\b|ticaret|организаци|компани|фирм|магазин|школ|фонд|благотвор|пожертв|арендодател|хозя[ий]н"
    r"|управляющ|квитанци|фактур|церк|компані|фірм|благодійн|орендодав|εταιρ|κατάστημα|σύλλογ|σχολεί|δήμο|ιδιοκτήτ"
    r"|τιμολόγ|δωρε|شركة|متجر|محل|جمعية|مدرسة|بلدية|المالك|صاحب\s+البيت|فاتورة|تبرع|خيري|مسجد|مؤسسة|חברה|חנות|עסק"
    r"|עמותה|בית\s+ספר|עירייה|משכיר|בעל\s+הבית|חשבונית|תרומה|בית\s+כנסת|شرکت|فروشگاه|مغازه|انجمن|مدرسه|شهرداری|صاحبخانه"
    r"|موجر|فاکتور|خیریه|کمک|کسب|कंपनी|दुकान|संस्था|स्कूल|विद्यालय|नगर\s+निगम|मकान\s+मालिक|बिल|दान|मंदिर|ट्रस्ट|কোম্পানি|দোকান"
    r"|স্কুল|দান|মসজিদ|মন্দির|บริษัท|ร้าน|สมาคม|โรงเรียน|เทศบาล|เจ้าของ|ใบแจ้งหนี้|บริจาค|วัด|มูลนิธิ|công\s+ty|cửa\s+hàng"
    r"|\bhội\b|trường|phường|UBND|chủ\s+nhà|hóa\s+đơn|quyên\s+góp|ủng\s+hộ|từ\s+thiện|chùa|nhà\s+thờ|TNHH|cổ\s+phần"
    r"|perusahaan|\btoko|kedai|warung|usaha|yayasan|sekolah|kantor|pemilik|tagihan|donasi|infa[qk]|sedekah|zakat|masjid"
    r"|gereja|panitia|koperasi|회사|가게|상점|매장|협회|동호회|학교|학원|구청|시청|주민센터|관리사무소|집주인|부동산|청구서|고지서"
    r"|후원|기부|교회|성당|재단|주식회사|\(주\)|법인|사업자|会社|商店|ショップ|協会|学校|役所|町内会|自治会|大家|管理会社|不動産"
    r"|請求書|寄付|募金|教会|財団|株式|有限|合同会社|公司|商户|协会|協會|學校|政府|居委会|物业|物業|房东|房東|中介|发票|發票"
    r"|账单|帳單|捐|慈善|基金会|对公|對公|kampuni|\bduka\b|chama|shule|halmashauri|mwenye\s+nyumba|ankara|mchango"
    r"|msikiti|kanisa|ilé-iṣẹ́|ṣọ́ọ̀bù|\bọjà|ụka|onyinye|\bfoods?\b|\bstores\b|ventures|enterprises|\bpublic\b|publi[cs]"
    r"|publicad|öffentlich|website|\bweb\b|\bsite\b|\bsitede\b|flyer"
    r"|poster|affiche|plakat|cartel|spanduk|papan|pengumuman|banner|television|televis|\bTV\b|公開|공개|công\s+khai"
    r"|публич|опубликов|herkese\s+açık|on\s+the\s+door|\binternet")
# No bank account at all, whoever's: a customer, utility, meter or cloud account, a phone line.
_NOT_BANK = re.compile(
    r"(?i)customer|client[e]?\b|kunden|meter|MPAN|\bmita\b|compteur|paybill|virtual\s+account|\bAWS\b|azure|cloud|billing"
    r"|\bsteam\b|\bgame|membership|polic[ey]|\bgas\b|electric|strom\b|énergie|\benerg|\bwater\b|broadband|loyalty|netflix"
    r"|\bcall(?:ed|ing|s)?\b|\bphone|listrik|\bPLN\b|PDAM|telkom|indihome|\bluz\b|корр\w*\.?\s+сч|hotline|helpline|\btel\b|telefon"
    r"|teléfono|téléphone|whatsapp|\bring\b|電話|전화|телефон|rachunek\s+za|ú[čc]et\s+za|сч[её]т\s+за|рахунок\s+за|prąd"
    r"|elektr|электр|електр|strom|[ée]lectri|eletri|elettri|điện|電気|전기|电费")
# Legal forms after a name: a company's account.
_LEGAL_FORM = re.compile(
    r"\b(?:GmbH|AG|KG|OHG|UG|e\.\s?V\.|Ltd|LLC|LLP|PLC|plc|Inc|Corp|Co\.|SARL|SAS|SASU|EURL|S\.A\.S?|S\.L\.|S\.R\.L\.|"
    r"S\.r\.l\.|SRL|S\.p\.A\.|SpA|Ltda|Lda|B\.V\.|BV|N\.V\.|V\.O\.F\.|AB|ASA|A/S|ApS|Oy|Oyj|Kft|Zrt|Bt|d\.o\.o\.|s\.r\.o\."
    r"|a\.s\.|sp\.\s?z\s?o\.\s?o\.|A\.Ş\.|Şti|Sdn\s+Bhd|Bhd|Pty|PT|CV|ООО|ОАО|ЗАО|ПАО|ТОО|ТОВ|ИП|ΑΕ|ΕΠΕ|ΙΚΕ|בע\"מ)(?![\w])")
# Rent named before the value, as a heading ("IBAN für die Miete: …", "رقم الآيبان لتحويل إيجار الشقة: …"): where the
# rent goes, the landlord's; rent named after it ("IBAN … für d Miete") is the account rent comes into.
_RENT = re.compile(
    r"(?i)\brent\b|miete|loyer|alquiler|arriendo|affitto|pigione|aluguel|\brenda\b|\bhuur\b|czynsz|nájem|nájomn|\bhyra|husleie"
    r"|husleia|\bleje\b|vuokra|bérleti|chiri[ae]|\bkira\b|аренд|оренд|квартплат|إيجار|ايجار|שכר\s+דירה|اجاره|किराया|ค่าเช่า"
    r"|tiền\s+(?:nhà|thuê)|\bsewa\b|\bkodi\b|월세|家賃|房租|租金")
# Paying someone (an infinitive or a noun), not paying the user back ("pay me", "me pagues").
_TO_PAY = re.compile(
    r"(?i)\bpay(?:ing|ment)?\b(?!\s+(?:me|us)\b|\s+(?:it\s+)?back)|\bpayer\b|\bpagar\b|\bpagare\b|\bbezahl\w*|\bbetal(?:en|a|e)\b"
    r"|\bzaplati[tť]|\bzapłaci[ćc]|ödeme\w*|\bоплат\w*|\bbayar\b|thanh\s+toán|支付|付款|납부|支払|دفع|לשלם|پرداخت|भुगतान"
    r"|\bmalipo|\bkulipa|ìsanwó|\bsanwó")
# The account disowned, or an example or template.
_DISOWNED = re.compile(
    r"(?i)not\s+(?:mine|my\s+own|my\b)|isn'?t\s+mine|no\s+be\s+my\s+own|nicht\s+mein|pas\s+(?:le\s+mien|à\s+moi)|leur\s+compte"
    r"|no\s+(?:es\s+)?m[ií][ao]\b|não\s+é\s+(?:minha|meu)|non\s+è\s+mi[oa]|niet\s+van\s+mij|nie\s+moje|není\s+můj|inte\s+mitt"
    r"|ikke\s+min|ei\s+minun|benim\s+değil|değil|не\s+мо[йяё]|не\s+мій|ليس\s+لي|לא\s+שלי|내\s+거\s+아니|私のじゃない|不是我的"
    r"|không\s+phải\s+của\s+tôi|bukan\s+(?:punya|milik)\s+saya|example|sample|\be\.g\.|dummy|\btest|fake|placeholder"
    r"|template|beispiel|muster|ejemplo|exemple|esempio|voorbeeld|przykład|příklad|exempel|eksempel|esimerkki|örnek"
    r"|пример|приклад|例|예시|ví\s+dụ|contoh|validation|\bdocs?\b|documentation|wikipedia|format")
# A first-person or family cue beside the value: it outweighs payee words (a landlord the user's IBAN is given to).
_OWN = re.compile(
    r"(?i)\bmy\b|\bmine\b|\bmein\w*|\bmon\b|\bmi\b|\bm[ií]a\b|\bm[ií]o\b|\bminha\b|\bmeu\b|\bmijn\b|\bm[oó]j\w*|\bmůj\b"
    r"|\bmitt\b|\bminun\b|\bmano\b|\bbenim\b|iban'?[ıi]m\b|hesab[ıi]m|\bмо[йяеё]\b|\bмі[йя]\b|\bмоє\b|حسابي|שלי|मेरा|मेरे"
    r"|আমার|ของ(?:ฉัน|ผม)|của\s+(?:tôi|mình|em)|\bsaya\b|\baku\b|내\s?|제\s|私の|僕の|我的|自分の")
_FOR_PAYEE = re.compile(r"(?i)\b(?:for|to|für|an|pour|à|para|per|voor|aan|dla|na|til|för|için)\s+"
                        r"(?:the\s+|den\s+|die\s+|le\s+|la\s+"
                        r"|el\s+|il\s+|de\s+)?(?:\w+\s+)?$")
# A bank, a bank's name, or money moving (wages, a transfer, a refund): what a generic account label needs beside it.
_BANK_CONTEXT = re.compile(
    r"(?i)bank|banque|banco|banca|банк|은행|銀行|银行|ngân\s+hàng|ธนาคาร|בנק|بنك|بانک|बैंक|ব্যাংক|benki|\bIBAN\b|sort\s+code|\bs/c\b"
    r"|routing|\bBSB\b|IFSC|ag[êe]ncia|direct\s+deposit|payroll|salary|wages?\b|paycheck|transfer|\bwire\b|deposit|refund"
    r"|virement|salaire|rembours|transferencia|sueldo|n[óo]mina|salario|devoluci|reembols|überweis|gehalt|\blohn|erstatt"
    r"|bonifico|stipendi|rimbors|sal[áa]rio|transfer[êe]ncia|\bpix\b|overboek|salaris|przelew|wypłat|převod|výplat|lønn|lön"
    r"|palkk|fizetés|maaş|havale|\bEFT\b|зарплат|перевод|переказ|стипенд|راتب|تحويل|משכורת|העברה|حقوق|واریز|वेतन|सैलरी"
    r"|ट्रांसफर|เงินเดือน|โอน|lương|chuyển\s+khoản|\bgaji|월급|급여|송금|입금|給料|給与|振込|工资|工資|转账|轉帳|mshahara"
    r"|chase|barclays|hsbc|lloyds|natwest|monzo|revolut|santander|bbva|caixa|sabadell|\bING\b|rabobank|abn\s?amro|sparkasse"
    r"|volksbank|commerzbank|\bBNP\b|cr[ée]dit\s+agricole|unicredit|intesa|ita[úu]|bradesco|nubank|banorte|wells\s+fargo"
    r"|\bciti|\bPKO\b|mbank|сбер|тинькофф|монобанк|приват|garanti|ziraat|akbank|halkbank|vak[ıi]fbank|\bSBI\b|HDFC|ICICI"
    r"|GTBank|\bKCB\b|CRDB|maybank|\bCIMB\b|\bBCA\b|\bBRI\b|\bBNI\b|mandiri|vietcombank|techcombank|\bBIDV\b|kasikorn"
    r"|กสิกร|신한|국민|우리|하나|카카오|토스|三菱|みずほ|三井住友|ゆうちょ|工商|建设|招商|leumi|לאומי|hapoalim|הפועלים|mizrahi")


# Accounts every manual prints (Deutsche Bank's 0532013000 behind DE89 3704 0044 0532 0130 00, the UK's test IBANs).
_KNOWN_EXAMPLES = ("0532013000", "60161331926819", "12345698765432")


def _example(value: str) -> bool:
    """A made-up or printed example: one digit repeated, a run counting up or down ("1234567890"), a manual's number."""
    digits = "".join(c for c in value if c.isdigit())
    steps = {(int(b) - int(a)) % 10 for a, b in zip(digits, digits[1:])}
    return len(steps) == 1 and steps <= {0, 1, 9} or any(digits.endswith(known) for known in _KNOWN_EXAMPLES)


def _own_cue(text: str) -> bool:
    """Whether `text` holds a first-person or family cue, in round 27's languages or those of `secret_payee_words`."""
    return _OWN.search(text) is not None or OWN_WORLD.search(text) is not None


def own_cue_beside(text: str, start: int, end: int) -> bool:
    """Whether a first-person cue is bound to the account: within 20 characters of an account label that stands at
    most 45 before the value ("my IBAN", "IBAN мій", "rekening pribadi saya"), or within 25 after the value."""
    line_end = text.find("\n", end)
    after = text[end:end + 25 if line_end < 0 else min(line_end, end + 25)]
    if _own_cue(after):
        return True
    for label in ACCOUNT_LABEL.finditer(text, max(0, start - 80), start):
        near = text[max(0, label.start() - 20):min(start, label.end() + 20)]
        if start - label.end() <= 45 and "\n" not in text[label.start():start] and _own_cue(near):
            return True
    return False


def _payee_marked(text: str, start: int, own: bool, tight: bool = False) -> bool:
    """Whether the text marks the account at `start` as someone else's public one; with an own cue only payee words
    not given as the one the account is for ("my IBAN for the landlord", "ev sahibi için") count, and no pay verb or
    rent heading; nor do these where money comes in ("to receive", "for my salary", "მისაღებად"). `tight`: the
    account word itself is the user's or a relative's ("my account", "Mamas Konto"): no payee word counts."""
    if _DISOWNED.search(text) or _NOT_BANK.search(text):
        return True
    if tight:
        return False
    named = BANK_NAMED.sub(lambda bank: " " * len(bank.group(0)), text)   # "building society", "credit union": a bank
    for table in (_PAYEE, _LEGAL_FORM, PAYEE_WORLD, LEGAL_WORLD):
        for word in table.finditer(named):
            if not own or (_FOR_PAYEE.search(text[max(0, word.start() - 30):word.start()]) is None
                           and not for_payee(text, word.start(), word.end())):
                return True
    if own or RECEIVE.search(text):   # money coming in: the rent or payment named is the user's to receive
        return False
    return any(rule.search(text, 0, start) for rule in (_RENT, RENT_WORLD)) \
        or any(rule.search(text) for rule in (_TO_PAY, TO_PAY_WORLD))


def _own_income(text: str, start: int) -> bool:
    """Whether money comes to the user into the account at `start`: a word of receiving and a first-person cue in the
    80 characters before it on its line ("account to receive my salary from the club", "pays my wages into")."""
    window = text[max(text.rfind("\n", 0, start) + 1, start - 80):start]
    return RECEIVE.search(window) is not None and _own_cue(window)


def _domestic_ok(text: str, label: re.Match[str], value: re.Match[str]) -> bool:
    """Whether a number after an account label is a full account number: 8-30 digits (6 after a short label), not
    behind a routing, branch, card or other number's word, not a date, an amount or a service line; after a generic
    label only beside a bank or transfer word."""
    digits = sum(c.isdigit() for c in value.group(0))
    if digits < (6 if label.group("s") else 8) or _CODE_IN_GAP.search(text, label.end(), value.start()):
        return False
    if (label.group("g") or label.group(0)[:2] in ("普通", "当座")) and _BANK_CONTEXT.search(text) is None:
        return False
    if _AMOUNT_AFTER.match(text, value.end()) or _SERVICE_LINE.match(value.group(0)):
        return False
    return re.fullmatch(r"\d{4}-\d\d-\d\d|\d\d[ \-]\d\d[ \-]\d{4}", value.group(0)) is None


def _candidates(text: str) -> Iterator[tuple[int, int, bool]]:
    """(start, end, weak) of valid IBANs (with an account or bank word in the text) and of numbers right after an
    account label; weak: under ten digits after a generic label with no bank named beside it ("el banco no puede
    revelar la cuenta 4471-2290"), which counts only with a first-person cue."""
    if ACCOUNT_LABEL.search(text) is not None or _BANK_CONTEXT.search(text) is not None:
        yield from ((*m.span(), False) for m in IBAN.finditer(text) if iban_valid(m.group(0)) and not _example(m.group(0)))
    for label in ACCOUNT_LABEL.finditer(text):
        gap = _GAP.match(text, label.end())
        value = _DOMESTIC.match(text, gap.end()) if gap is not None else None
        if value is not None and _domestic_ok(text, label, value) and not _example(value.group(0)):
            short = bool(label.group("g")) and sum(c.isdigit() for c in value.group(0)) < 10
            yield *value.span(), short and not _BANK_CONTEXT.search(text, max(0, label.start() - 12), value.end() + 25)
        elif label.group(0) == "ゆうちょ" and (yucho := _YUCHO.search(text, label.end(), label.end() + 30)):
            yield from ((*yucho.span("a"), False), (*yucho.span("b"), False))


def private_account_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """(kind, span) of a private person's bank account numbers in `shown` (see the module's docstring)."""
    if sum(c.isdigit() for c in shown) < 6:
        return
    for start, end, weak in _candidates(shown):
        own = own_cue_beside(shown, start, end)
        tight = own_account_before(shown, start) or _own_income(shown, start)   # "my account 6301…", "Mamas Konto"
        tight = tight or kept_secret(shown)   # "Club account …, private, keep it secret": secrecy outweighs payees
        if (own or tight or not weak) and not _payee_marked(shown, start, own or tight, tight):
            yield "bank account", (start, end)


def private_account_at(text: str, start: int) -> bool:
    """Whether the IBAN at `start` is a private account by this module's policy (the public IBAN mask spares it)."""
    return any(span[0] == start for _kind, span in private_account_spans(text))
