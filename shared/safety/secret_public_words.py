"""Words, in about forty languages, that make a value public or say whose it is: public/published/example, a company's, a person's.

Read by `secret_public.py` (which blanks public values before the rules read a text) and `secret_natids.py` (a
number named as a company's is public, one named as someone's own is private). Patterns are matched on text
after NFKC (`normalise.visible`), not on folded text: the words are written in their own scripts. `sentences` is the
sentence splitter the public readers share (it lives here, the leaf module they all import).
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Iterator
from re import _constants as _sre, _parser  # type: ignore[attr-defined]

from .normalise import compile_nfkc as _re

# Someone's own: "my", "mine", a relative, the first-person suffixes of Finnish, Hungarian, Turkish, Arabic.
PERSONAL = _re(
    r"(?i)\b(?:my|mine|our|his|her|their|wife|husband|mom|mum|dad|mother|father|son|daughter|grandma|grandpa"
    r"|mein|meine|meiner|meines|meinen|unser\w*|mon|ma|mes|notre|mi|mis|nuestr[oa]|meu|minha|nosso|nossa|mio|mia"
    r"|nostr[oa]|mijn|onze|min|mitt|mina|mine|vår|minun|mój|moja|moje|mojego|můj|môj|meu|mea|az\s+én|benim|moj[ae]?"
    r"|saya|aku|tôi|của\s+tôi|mama|papa|mamy|taty|mamá|papá|mãe|pai|madre|padre|mère|père"
    r"|your|dein\w*|jouw|tw[oó]j\w*|oma|opa|mutter|vater|sohn\w*|tochter|maman|fils|fille|femme|mari|mamie|papi|abuel[oa]"
    r"|hij[oa]|espos[oa]|avó|avô|filh[oa]|nonn[oa]|mamma|babbo|figli[oa]|moglie|marito|moeder|vader|zoon\w*|dochter\w*"
    r"|vrouw|mormor|farmor|morfar|farfar|pappa|dotter|hustru|babci\w*|dziadk\w*|córk\w*|żon\w*|męż\w*|nagymam\w*|anyu\w*"
    r"|apu\w*|bunic\w*|annem\w*|babam\w*|oğlum\w*|kızım\w*|eşim\w*|baba|ibu|ayah|bapak|mẹ|bố|ya\s+baba"
    # 'my' after the noun or in other scripts (Swahili, Zulu, Tagalog, Kazakh, Indic); 'our' may be a company's
    r"|yangu|wangu|changu|langu|kwangu|zangu|yami|wami|lami|aking|менің|என்|எனது|నా|ನನ್ನ|എന്റെ|મારું|મારી|મારો|ਮੇਰਾ"
    r"|ਮੇਰੀ|میرے)\b"
    r"|мой|моя|моё|мое|мои|мій|моє|мене|мне|мамы|папы|μου|\bми\b|баба|дядо|майка|баща|мама|татко|сина|сын\w*|дочер\w*|дъщеря"
    r"|жены|мужа|бабушк\w*|дедушк\w*|твой|твоя|ваш\w*|μητέρα\w*|πατέρα\w*|γιαγιά\w*|παππού\w*|אמא|אבא|סבתא|סבא|مامان|بابا"
    r"|پدرم|مادرم|أمي|أبي|والدي|والدتي|माँ|पापा|पिता|माता|แม่|พ่อ|ลูก|妈妈|爸爸|老婆|老公|儿子|女儿|息子|娘の|할머니|할아버지|아들|딸|الخاص\s+بي|خاصتي|هويتي|رقمي|\bمن\b|שלי|שלנו|मेरा|मेरी|मेरे"
    r"|আমার|میرا|میری|أبوي|ابوي|زوجتي|زوجي|ابني|بنتي|ابنتي|أخوي|اخوي|أختي|اختي|جدتي|خالتي|عمتي|والدتي"
    r"|дружин\w*|чоловік\w*|мами|тата|сина|доньки|доньці|бабус\w*|дідус\w*|жен[аеуы]|мужа|мамин\w*|папин\w*"
    r"|ของ(?:ฉัน|ผม|ดิฉัน)|我的|我|私の|僕の|俺の|妻の|夫の|母の|父の|내\s|제\s|나의|우리|엄마|아빠|아내|남편")

# A company, organisation, shop or charity: its registration and tax numbers are public by law in most countries.
COMPANY = _re(
    r"(?i)\b(?:compan(?:y|y's|ies)|business|firm|corporat\w*|corp|enterprise|organi[sz]ation\w*|employer|vendor"
    r"|supplier|shop|store|merchant|charity|gmbh|ltd|inc|llc|plc|firma|firmy|firmie|firmen\w*|firmă|firmei"
    r"|unternehmen\w*|gesellschaft|arbeitgeber\w*|verein\w*|lieferant\w*|händler\w*|entreprise|société|fournisseur"
    r"|employeur|association|boutique|magasin|empresa|compañía|sociedad|proveedor|negocio|tienda|comercio|companhia"
    r"|loja|fornecedor|azienda|società|ditta|fornitore|negozio|impresa|bedrijf|onderneming|zaak|leverancier|winkel"
    r"|werkgever|företag\w*|bolag\w*|leverantör\w*|arbetsgivare|virksomhed\w*|selskab\w*|leverandør\w*|butik\w*"
    r"|bedrift\w*|selskap\w*|foretak\w*|yritys\w*|yrityksen|yhtiö\w*|toimittaja\w*|spółk\w*|przedsiębiorstw\w*"
    r"|sklep\w*|dostawc\w*|pracodawc\w*|společnost\w*|spoločnost\w*|dodavatel\w*|obchod\w*|cég\w*|vállalat\w*"
    r"|vállalkozás\w*|társaság\w*|szállító\w*|companie|companiei|societate|societății|furnizor\w*|magazin\w*"
    r"|tvrtk\w*|poduzeć\w*|preduzeć\w*|podjetj\w*|društv\w*|d\.o\.o|s\.r\.o|sp\.\s?z\s?o\.o|(?-i:S\.A|S\.L|SAS|SARL|B\.V|N\.V|AB|ASA|Oy|ApS|A/S)"
    # Legal forms written after a company's name: German, Italian, Iberian and Latin American, Central European,
    # Nordic, Turkish, Malay, Indonesian (PT/CV before a capitalised name), English-speaking, Vietnamese, French.
    r"|(?-i:AG|KG|OHG|UG|GbR|KGaA|e\.K|S\.p\.A|S\.r\.l|S\.a\.s|S\.n\.c|SpA|Srl|SRL|S\.R\.L|Lda|Ltda|S\.A\.C|SAC"
    r"|S\.A\.S|EIRELI|SAPI|Kft|Zrt|Nyrt|a\.s|k\.s|v\.o\.s|spol|A\.Ş|Şti|Oyj|VOF|Pty|Bhd|Sdn|Pte|Tbk|LLP|TNHH|JSC"
    r"|EURL|SASU|SNC|SCI|GIE|(?:PT|CV)(?=\s+[A-Z][a-z]))"
    r"|şirket\w*|sirket\w*|işletme\w*|derne[ğg]\w*|vakf\w*|perusahaan|syarikat|toko|kedai|badan\s+usaha"
    r"|công\s+ty|doanh\s+nghiệp|cửa\s+hàng|tổ\s+chức|εταιρ\w*|επιχείρησ\w*"
    # Swahili, Kinyarwanda, Malagasy, Hausa, Yoruba, Igbo, Somali, Zulu, Tagalog, Chichewa: company, shop, business
    r"|kampuni|biashara|duka|ikigo|sosiyete|iduka|umucuruzi|orinasa|fikambanana|kamfani|kasuwanci|ile-?iṣẹ|ilé-?iṣẹ́"
    r"|ụlọ\s+ọrụ|shirkad(?:da)?|ganacsi|inkampani|ibhizinisi|kompanya|negosyo|kampani|bizinesi"
    # An institution's own numbers, said with its genitive ("the pharmacy's licence number", "der Apotheke", "del hospital")
    r"|(?:hospital|clinic|pharmacy|school|university|embassy|consulate|hotel|restaurant|practice|surgery|ministry|agency"
    r"|council|municipality|church|mosque|club|foundation|bank|landlord)(?:'s|s'|’s)"
    r"|(?:des|der)\s+(?:Krankenhauses|Klinik|Apotheke|Schule|Praxis|Botschaft|Gemeinde|Stadt|Bank|Hotels|Universität)"
    r"|(?:de\s+l'|de\s+la\s+|du\s+)(?:hôpital|pharmacie|clinique|école|mairie|ambassade|banque|hôtel|université)"
    r"|(?:del|de\s+la)\s+(?:hospital|farmacia|clínica|colegio|escuela|ayuntamiento|embajada|banco|hotel|universidad)"
    r"|(?:do|da)\s+(?:hospital|farmácia|clínica|escola|prefeitura|embaixada|banco|hotel|universidade)"
    r"|(?:dell'|della\s+|del\s+)(?:ospedale|farmacia|clinica|scuola|comune|ambasciata|banca|albergo|università)"
    r"|van\s+(?:het|de)\s+(?:ziekenhuis|apotheek|kliniek|school|gemeente|ambassade|bank|hotel|universiteit)"
    r"|szpitala|apteki|przychodni|hastanenin|eczanenin|okulun|belediyenin)\b"
    r"|больниц[ыа]|аптеки|клиники|школы|посольства|лікарні|المستشفى|الصيدلية|العيادة|المدرسة|السفارة"
    r"|医院的|药店的|药房的|学校的|大使馆的|病院の|薬局の|学校の|大使館の|병원의|약국의|학교의|대사관의"
    r"|ድርጅት\w*|ኩባንያ\w*|የንግድ"
    r"|организаци\w*|компани\w*|фирм\w*|предприяти\w*|підприємств\w*|організаці\w*|магазин\w*|поставщик\w*"
    r"|работодател\w*|юр(?:идическ\w+\s+)?лиц\w*|\b(?:ООО|ОАО|ЗАО|ПАО|АО|ТОВ|ФОП|ЕООД|ООД|ИП)\b|дружеств\w*"
    r"|الشركة|شركة|المؤسسة|مؤسسة|المتجر|חברה|החברה|העסק|עסק|شرکت|سازمان|فروشگاه|कंपनी|दुकान|फर्म|व्यवसाय"
    r"|บริษัท|ร้าน|นิติบุคคล|公司|企业|企業|商家|店铺|店舗|单位|機構|机构|会社|法人|事業者|회사|법인|사업자|업체|가게")

# Words that call a value public, published or shared on purpose.
PUBLIC_WORD = _re(
    r"(?i)\b(?:public(?:ly)?|publishable|published|anon|search-only|öffentlich\w*|publique|public|pública|público|pubblic[ao]"
    r"|openbare?|offentlig\w*|julkinen|julkisen|publiczn\w*|veřejn\w*|verejn\w*|nyilvános\w*|publică|açık\s+anahtar"
    r"|genel\s+anahtar|herkese\s+açık|publik|công\s+khai)\b"
    r"|публичн\w*|открыт\w+\s+ключ|публічн\w*|відкрит\w+\s+ключ|δημόσι\w*|العام|عامة|ציבורי\w*|عمومی|सार्वजनिक"
    r"|สาธารณะ|公开|公開|公钥|公鑰|공개")

# Words that say a value comes from documentation or is a sample.
EXAMPLE_WORD = _re(
    r"(?i)\b(?:example(?![.\-]\w)|sample|documented|the\s+docs?|API\s+docs?|documentation|tutorial|placeholder|dummy"
    r"|beispiel\w*|doku|dokumentation|exemple|la\s+doc|tutoriel|factice|ejemplo|exemplo|esempio|voorbeeld\w*|exempel\w*"
    r"|eksempel\w*|esimerkki\w*|przykład\w*|příklad\w*|példa\w*|exemplu\w*|örnek\w*|contoh|ví\s+dụ"
    r"|foarbyld\w*|adibide\w*|enghraifft\w*|mfano|halimbawa|misali|nimûne\w*)\b"
    r"|пример\w*|приклад\w*|παράδειγμα\w*|مثال|דוגמ\w*|उदाहरण|ตัวอย่าง|示例|例子|サンプル|ドキュメント|예시|예제|샘플")

# "For example" as a figure of speech: it gives no value away as a sample.
FOR_EXAMPLE = _re(
    r"(?i)\b(?:for\s+example|e\.g\.|zum\s+beispiel|z\.\s?b\.|par\s+exemple|por\s+ejemplo|por\s+exemplo|ad\s+esempio"
    r"|per\s+esempio|bijvoorbeeld|till\s+exempel|for\s+eksempel|esimerkiksi|na\s+przykład|například|például|de\s+exemplu"
    r"|örneğin|misalnya|contohnya|ví\s+dụ\s+như)\b|например|наприклад|για\s+παράδειγμα|على\s+سبيل\s+المثال|לדוגמה"
    r"|مثلا|उदाहरण\s+के\s+लिए|เช่น|比如|例如|例えば|예를\s+들어")

# Words that take "public" back: not public, private, secret.
NOT_PUBLIC = _re(
    r"(?i)\b(?:not|never|don'?t|nicht|nie|ne|pas|no|non|niet|inte|ikke|ei|nem|değil)\b\W{0,3}\w{0,12}\W{0,3}"
    r"(?:public|publish|öffentlich|publi|openba|offentlig|julki|publiczn|veřejn|nyilvános)"
    r"|\b(?:private|privat\w*|privé\w*|privad\w*|privat[oa]|secret\w*|geheim\w*|secreto|segreto|yksityi\w*|prywatn\w*"
    r"|soukrom\w*|titkos\w*|gizli)\b|приватн\w*|секретн\w*|закрыт\w*|\bличн\w+\s+ключ|ιδιωτικ\w*|الخاص|פרטי|خصوصی"
    r"|私钥|秘密鍵|私有|개인\s?키|비밀\s?키")

# Names of numbers that only companies and organisations hold (registration, VAT, trade register).
BUSINESS_ID = _re(
    r"(?i)\b(?:VAT(?:\s+(?:reg(?:istration)?\.?\s+)?(?:number|no|id))?|USt-?Id(?:Nr)?\.?|Umsatzsteuer-?\w*|(?-i:TVA|IVA)"
    r"|partita\s+iva|P\.\s?IVA|CNPJ|SIRE[NT]|KvK(?:-nummer)?|CVR(?:-nummer)?|Y-tunnus|org(?:anisasjons|anisations)?"
    r"\.?\s?n(?:umme)?r|(?-i:IČO|DIČ|REGON|KRS|NIPC|CIF|EIN|FEIN|ABN|ACN|UEN|BRN|GSTIN|EORI|DUNS|LEI|HRB|HRA)"
    r"|company\s+(?:registration\s+)?(?:number|no)|registration\s+number\s+of\s+the\s+company|handelsregister\w*"
    r"|ΓΕΜΗ|mã\s+số\s+doanh\s+nghiệp|NPWP\s+badan|(?-i:VKN|KBO|BCE)|ticaret\s+sicil\w*"
    r"|ondernemingsnummer|numéro\s+d'entreprise|cégjegyzékszám|adószám|BTW-?(?:nummer|nr)|(?-i:NZBN|TRN|SSM|RNC|RIF|PIB|IDE)"
    r"|UID-?Nummer|GST\s+(?:number|no|reg\w*)|ДДС\s+номер|IČ\s+DPH)\b|شناسه\s+ملی|کد\s+اقتصادی|شماره\s+ثبت"
    r"|\b(?:ЄДРПОУ|ЕДРПОУ|ОГРН\w*|КПП|БИН|ЕИК)\b|(?:код|номер)\s+(?:компанії|компании|підприємства|предприятия|організації"
    r"|организации|фірми|фирмы|юрособи|юрлица)|统一社会信用代码|統一編號|统一编号|営業許可|法人番号|사업자\s?등록\s?번호|사업자\s?번호"
    r"|السجل\s+التجاري|الرقم\s+الضريبي\s+للشركة|ח\.פ\.?|ח\"פ")

# Tax and id names a company has too: public when the text makes them a company's.
TAX_NAME = _re(
    r"(?i)\b(?:tax\s+(?:id|number|no|code)|(?-i:TIN|NIP|NIF|RFC|CUIT|RUT|MST|OIB|PAN)|mã\s+số\s+thuế|steuernummer|steuer-?nr"
    r"|numéro\s+fiscal|codice\s+fiscale|número\s+fiscal|identificación\s+fiscal|KRA\s+PIN|NPWP|vergi\s+n\w*"
    r"|ΑΦΜ|AFM|(?-i:RUC|NIT|CUI|TAN|BIN|NTN|RFC)|ע\.מ|registration\s+(?:number|no)|reg\.?\s+no"
    r"|cod(?:ul)?\s+(?:de\s+(?:identificare\s+)?)?fiscal\w*|c[oó]digo\s+fiscal|n[úu]mero\s+de\s+contribuinte)\b"
    r"|ИНН|ІПН|УНП|税号|纳税人识别号|納税者番号|사업자|الرقم\s+الضريبي|شماره\s+اقتصادی|मूल्य\s+वर्धित"
    r"|เลขประจําตัวผู้เสียภาษี")

# Names of an order or booking number (the merchant's id for a purchase).
ORDER_NAME = _re(
    r"(?i)\b(?:order(?:\s*(?:id|number|no\.?|nr\.?|#|№))?|bestell(?:nummer|ung)|auftragsnummer|num[ée]ro\s+de\s+commande"
    r"|commande|(?:nº|n°|no\.?)\s*de\s+pedido|número\s+de\s+pedido|pedido|numero\s+d'ordine|ordine|ordernummer|bestelnummer"
    r"|bestelling|verwysingsnommer|bestelnommer|ordrenummer|tilausnumero|tilaus|numer\s+zamówienia|zamówienie|číslo\s+objednávky|objednávk\w*"
    r"|rendelésszám|rendelés|număr(?:ul)?\s+comenzii|comand[ăa]|sipariş(?:\s+numarası)?|nomor\s+pesanan|pesanan"
    r"|mã\s+đơn(?:\s+hàng)?|đơn\s+hàng)\b"
    r"|номер\s+заказа|заказ(?:а)?|замовлення|παραγγελί\w*|رقم\s+الطلب|מספר\s+הזמנה|شماره\s+سفارش|ऑर्डर(?:\s+(?:आईडी|नंबर|संख्या))?"
    r"|หมายเลขคําสั่งซื้อ|คําสั่งซื้อ|订单号|订单编号|訂單編號|注文番号|주문\s?번호")

# Words of a credential between an order's name and a value: then the value is not the order's.
CREDENTIAL_STEM = _re(
    r"(?i)pass|pwd|\bpin\b|code|key|token|secret|senha|contrase|mot\s+de|kennw|hasł|heslo|jelsz|parol|пароль|пин|код"
    r"|密|パス|비밀|암호|رمز|סיסמ|şifre|sandi|mật\s+khẩu|รหัส|cvv|cvc")

# The UI label of the link that resets a password: a place on a page, never a value.
FORGOT_LABEL = _re(
    r"(?i)\b(?:forgot(?:ten)?\s+(?:your\s+)?password\??|reset\s+(?:your\s+)?password|passwort\s+vergessen\??"
    r"|mot\s+de\s+passe\s+oublié\s*\??|olvidaste\s+(?:tu\s+)?contraseña\??|has\s+olvidado\s+tu\s+contraseña\??"
    r"|esqueci\s+(?:minha\s+)?(?:a\s+)?senha|esqueceu\s+(?:sua\s+)?(?:a\s+)?senha\??|password\s+dimenticata\??"
    r"|wachtwoord\s+vergeten\??|glömt\s+lösenord(?:et)?\??|glemt\s+(?:adgangskode|passord)\??"
    r"|unohtuiko\s+salasana\??|nie\s+pamiętasz\s+hasła\??|zapomniał\w*\s+hasł\w*|zapomenuté\s+heslo"
    r"|elfelejtett\s+jelszó|ai\s+uitat\s+parola\??|şifremi\s+unuttum|quên\s+mật\s+khẩu|lupa\s+kata\s+sandi)\b"
    r"['\"”’»」]?(?=\s*(?:link|button|page|option|screen|flow|email|lien|bouton|enlace|botón|link|knop|knapp|linkki"
    r"|przycisk|odkaz|gomb|buton|bağlant|liên\s+kết|tautan|Link|Schaltfläche)|['\"”’»」])"
    r"|(?:забыли\s+пароль|забули\s+пароль|忘记密码|忘記密碼|パスワードをお忘れ(?:ですか)?|비밀번호\s?찾기|비밀번호를\s+잊으셨나요)"
    r"\??['\"”’»」]?(?=\s*(?:ссылк|кнопк|посилан|链接|鏈接|按钮|リンク|ボタン|링크|버튼)|['\"”’»」])")

# Microsoft's KMS client setup keys (GVLKs), published for anyone to type in: their name, and the common ones.
KMS_CUE = _re(r"(?i)\bKMS\b[^\n]{0,30}\b(?:client|setup|key)|\bGVLK\b|generic\s+volume\s+licens\w+\s+key"
                     r"|KMS[- ]Client|clé\s+(?:d'installation\s+)?(?:client\s+)?KMS|KMS\s*客户端|KMS\s*クライアント")
GVLKS = frozenset((
    "W269N-WFGWX-YVC9B-4J6C9-T83GX", "MH37W-N47XK-V7XM9-C7227-GCQG9", "NRG8B-VKK3Q-CXVCJ-9G2XF-6Q84J",
    "9FNHH-K3HBT-3W4TD-6383H-6XYWF", "6TP4R-GNPTD-KYYHQ-7B7DP-J447Y", "YVWGF-BXNMC-HTQYQ-CPQ99-66QFC",
    "NW6C2-QMPVW-D7KKK-3GKT6-VCFB2", "2WH4N-8QGBV-H22JP-CT43Q-MDWWJ", "NPPR9-FWDCX-D2C8J-H872K-2YT43",
    "DPH2V-TTNVB-4X9Q3-TJR4H-KHJW4", "YYVX9-NTFWV-6MDM3-9PT4T-4M68B", "44RPN-FTY23-9VTTB-MP9BX-T84FV",
    "M7XTQ-FN8P6-TTKYV-9D4CC-J462D", "92NFX-8DJQP-P6BBQ-THF9C-7CG2H", "DCPHK-NFMTC-H88MJ-PFHPY-QJ4BJ",
    "QFFDN-GRT3P-VKWWX-X7T3R-8B639", "WNMTR-4C88C-JK8YV-HQ7T2-76DF9", "2F77B-TNFGY-69QQF-B8YKP-D69TJ",
    "TX9XD-98N7V-6WMQ6-BX7FG-H8Q99", "3KHY7-WNT83-DGQKR-F7HPR-844BM", "7HNRX-D7KGG-3K4RQ-4WPJ4-YTDFH",
    "PVMJN-6DFY6-9CCP6-7BKTT-D3WVR", "WX4NM-KYWYW-QJJR4-XV3QB-6VM33", "VDYBN-27WPP-V4HQT-9VMD4-VMK7H",
    "WMDGN-G9PQG-XVVXX-R3X43-63DFG", "N69G4-B89J2-4G8F4-WWYCC-J464C", "WVDHN-86M7X-466P6-VHXV7-YY726",
    "CB7KF-BWN84-R7R2Y-793K2-8XDDG", "WC2BQ-8NRM3-FDDYY-2BFGV-KHKQY", "JCKRF-N37P4-C2D82-9YXRT-4M63B",
    "D764K-2NDRG-47T6Q-P8T8W-YP6DF", "TVRH6-WHNXV-R9WG3-9XRFY-MY832", "GCRJD-8NW9H-F2CDX-CCM8D-9D6T9",
    "MHF9N-XY6XB-WVXMC-BTDCT-MKKG7", "FJ82H-XT6CR-J8D7P-XQJJ2-GPDD4", "33PXH-7Y6KF-2VJC9-XBBR8-HVTHH",
    "NMMKJ-6RK4F-KMJVX-8D9MJ-6MWKP", "FXYTK-NJJ8C-GB6DW-3DYQT-6F7TH", "XQNVK-8JYDB-WJ9W3-YJ8YR-WFG99",
    "XJ2XN-FW8RK-P4HMP-DKDBV-GCVGB",
))
# Keys that vendors print in their public documentation (Stripe's docs keys, GitHub's example token).
DOCUMENTED_KEYS = frozenset(("sk_test_4eC39HqLyjWDarjtT1zdp7dc", "ghp_16C7e42F292c6912E7710c838347Ae178B4a", "pk_test_TYooMQauvdEDq54NiTphI7jx",
                             "sk_test_BQokikJOvBiI2HlWgH4olfQ2", "pk_test_6pRNASCoBOKtIshFeQd4XMUh"))

# Nouns a public word must stand beside to make a value public: a key, token, id or the docs it comes from.
KEY_NOUN = _re(
    r"(?i)\b(?:keys?|tokens?|ids?|identifier|docs?|documentation|list|certificate|fingerprint|address|schlüssel\w*|clé|clave"
    r"|chiave|chave|sleutel|nyckel\w*|nøgle\w*|nøkkel\w*|avain\w*|klucz\w*|klíč\w*|kľúč\w*|kulcs\w*|cheie|cheia|anahtar\w*"
    r"|kunci|khóa|doku\w*|doc)\b|ключ\w*|κλειδ\w*|مفتاح|המפתח|מפתח|کلید|कुंजी|กุญแจ|钥|鍵|키|토큰|トークン|令牌|文档")

# A password word: a value after one is never made public by a nearby "public" ("the public wifi's password: …").
PASSWORD_STEM = _re(
    r"(?i)pass|pwd|\bpin\b|senha|contrase|mot\s+de\s+passe|kennw|hasł|heslo|jelsz|parol|пароль|密码|パスワード|비밀번호"
    r"|رمز|סיסמ|şifre|sandi|mật\s+khẩu|รหัสผ่าน|secret|privat|privé|wi-?fi|wlan|ssid|wpa|network\s+key|와이파이|无线")


def _stems(parsed: list) -> set[str] | None:
    """Substrings one of which every match of a parsed pattern holds: of the runs of literal characters and the groups
    it cannot skip, the one whose shortest stem is longest; None where that is under 2 characters."""
    options: list[set[str]] = []
    run = ""
    for op, arg in parsed:
        if op is _sre.LITERAL:
            run += chr(arg)
            continue
        if op is _sre.AT:
            continue
        if run:
            options.append({run})
            run = ""
        sub = None
        if op is _sre.BRANCH or op is _sre.SUBPATTERN:
            branches = arg[1] if op is _sre.BRANCH else [arg[3]]
            found = [_stems(list(branch)) for branch in branches]
            sub = None if any(f is None for f in found) else set().union(*found)
        elif op in (_sre.MAX_REPEAT, _sre.MIN_REPEAT) and arg[0] >= 1:
            sub = _stems(list(arg[2]))
        if sub:
            options.append(sub)
    if run:
        options.append({run})
    best = max(options, key=lambda option: min(map(len, option)), default=None)
    return best if best is not None and min(map(len, best)) >= 2 else None


@lru_cache(maxsize=256)
def lower1(text: str) -> str:
    """`text` in lower case, one character for one (a character whose lower case is longer is kept). Cached: the
    public masks lower the same text many times; `str.lower` is used whole when it maps one for one (same length,
    no capital sigma, whose whole-text lower case depends on its place in the word)."""
    low = text.lower()
    if len(low) == len(text) and "Σ" not in text:
        return low
    return "".join(c if len(low := c.lower()) != 1 else low for c in text)


@lru_cache(maxsize=None)
def stems(pattern: str) -> tuple[str, ...] | None:
    """The lower-case stems of `pattern` (`_stems`): a text that holds none of them cannot match it."""
    found = _stems(list(_parser.parse(pattern)))
    return None if found is None else tuple(sorted({lower1(stem) for stem in found}))


def may_match(pattern: re.Pattern[str], lowered: str) -> bool:
    """False when `lowered` (a text through `lower1`) holds none of the pattern's stems: it cannot match."""
    found = stems(pattern.pattern)
    return found is None or any(stem in lowered for stem in found)


_SENTENCE_END = re.compile(r"[.!?;。！？\n](?:\s|$)|\n")


def sentences(text: str) -> Iterator[tuple[int, int]]:
    """(start, end) of each sentence of `text`."""
    at = 0
    for end in _SENTENCE_END.finditer(text):
        yield at, end.start()
        at = end.end()
    yield at, len(text)
