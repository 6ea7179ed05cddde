"""Words, in about forty languages, that name an organisation as the payee: clubs, societies, councils, parishes, dues.

`secret_public_orgs` masks the account a text gives for paying a club, a society, an association, a council or
municipality, a parish or a place of worship's committee, a sports team, a parents' committee, a cooperative, a
residents' association or a kindergarten: an organisation's account is printed on its notices for members to pay
into. These tables name such an organisation (`ORG`), the fee it collects (`DUES`: "membership fee", "Beitrag",
"članarina", "شهریه", "会费"), the words that call a detail public or fine to share (`PUBLIC_MARK`: "public",
"सार्वजनिक है", "公开信息", "geen geheim"), a relative whose account it may be instead (`RELATIVE`), and a word of money
coming back to the user (`BACK_TO_ME`). Leaf module: patterns are matched on the visible (NFKC) text, every one a
bounded alternation.
"""

from __future__ import annotations

from .normalise import compile_nfkc as _re

# An organisation that collects money from members or residents (language by language; Latin scripts first).
ORG = _re("(?i)" + "|".join((
    r"\bclubs?\b|\bclub's|(?-i:\bA?FC\b|\bPTA\b|\bHOA\b)|\bsociet(?:y|ies)\b|\bassociation\b|\bcouncil\b|municipal"
    r"|\bborough\b|\bparish\b|\bcommittee\b|\bunion\b|co-?operative|\bco-?op\b|\bresidents'?\s+(?:association|committee)"
    r"|kindergarten|\bnursery\b|\bscouts?\b|\bguides\b|\bleague\b|\bchoir\b|\bsquad\b|\bteam\b|\bacademy\b|\btroop\b",
    r"\bclwb\b|\bcymdeithas|\bcyngor\b|\beglwys|\bcapel\b|(?-i:\bCPD\b|\bCLG\b)|\bcumann\b|\bcomhairle|\bparóiste|\bcomann\b"
    r"|\bklabb\b|\bkumitat\b|\bgħaqda\b|\bkunsill\b|\bparroċċa|\bsoċjetà",
    r"verein|\bklub\b|(?-i:\bT?SV\b|\bWEG\b|\bVV\b|\bVvE\b)|förderverein|elternbeirat|elternrat|\bgemeinde|\bstadt(?:kasse|verwaltung|werke)?\b|pfarrei|genossenschaft"
    r"|eigentümergemeinschaft|gewerkschaft|\bkita\b|mannschaft",
    r"vereniging|voetbalclub|sportclub|gemeente|parochie|ouderraad|coöperatie|cooperatie"
    r"|kinderopvang|peuterspeelzaal|ouderbijdrage",
    r"\basso\b|amicale|\bcomité|conseil\s+municipal|mairie|\bcommune\b|paroisse|coopérative|syndicat|copropriété|(?-i:\bAPE\b)"
    r"|crèche|\béquipe",
    r"asociaci[oó]n|(?-i:\bAMPA\b|\bAPM\b|\bASD\b|\bSVJ\b|\bBRF\b|\bIF\b|\bIL\b|\bCLB\b|\bPIBG\b)|ayuntamiento|municipio|parroquia|cooperativa|\bpeña\b|hermandad|cofrad[íi]a|comunidad\s+de"
    r"\s+(?:vecinos|propietarios)|sindicato|\bequipo\b|guarder[íi]a|associa[çc][ãa]o|\bclube\b|câmara\s+municipal"
    r"|prefeitura|par[óo]quia|condom[íi]nio|\bequipe\b|\bcreche\b",
    r"associazione|\bcircolo\b|società\s+sportiva|comitato|\bcomune\b|parrocchia|condominio|sindacato|squadra"
    r"|\basilo\b",
    r"stowarzyszeni|towarzystw|\bkomitet|rad[ayz]\s+rodziców|\bgmin[ay]?\b|parafi|spółdzielni|wspólnot\w+"
    r"\s+mieszkaniow|drużyn|przedszkol|żłob",
    r"\bspol(?:ek|ku|ok|ku)\b|sdružení|združeni|\boddíl|\bvýbor|\bobec\b|farnost|družstv|\bškolk",
    r"društv|\bzveza\b|občin|župnij|zadrug|\bvrt(?:ec|ca|ić)|udrug|udruženj|\bsavez|općin|opštin|\bžup[ae]\b"
    r"|parohij|sindikat|\bekip[aei]\b",
    r"клуб|сдружени|дружеств|читалищ|общин|енори|кооперац|детска\s+градин|здружени|општин|удружењ|друштв|задруг"
    r"|секци|обществ|ассоциац|объединени|комитет|администрац|муниципал|приходск|кооператив|ТСЖ|профсоюз|команд[аыу]"
    r"|детск\w+\s+сад|товариств|асоціац|об['’]єднанн|громад(?!ян)|ОСББ|парафі|профспіл|садоч",
    r"σύλλογ|συλλόγ|όμιλ|ομίλ|σωματεί|επιτροπ|δήμ[οου]|ενορί|συνεταιρισμ|ομάδ",
    r"egyesület|egylet|szövetség|bizottság|önkormányzat|plébáni|szövetkezet|társasház|\bcsapat",
    r"\bclubul|asocia[țt]i|\bcomitet|consiliul|primări|parohi|cooperativ|\bechip[ae]",
    r"\bseura(?:n|an|lle|ssa)?\b|yhdistys|yhdistyksen|\bkerho|\bklubi|toimikun|\bkunta|\bkunnan|seurakun|osuuskun|taloyhtiö|joukkue",
    r"\bklubb|förening|\bkommun\b|församling|bostadsrättsförening|\bforening|idrettslag|\bkommune\b"
    r"|menighet|borettslag|andelsforening",
    r"\bklubi\b|\bselts|\bühing|\bühistu|\bvald\b|kogudus|biedrīb|pašvaldīb|\bdraudz|klubas|draugij|bendrij|savivaldyb"
    r"|parapij",
    r"kulüp|kulüb|derne[ğk]|\bvakf|komite|belediye|kooperatif|site\s+yönetim|\btakım|okul\s+aile\s+birliği|\bkreş"
    r"|bələdiyyə|\bklubi\b|shoqat|bashki|famulli",
    r"نادي|النادي|جمعية|رابطة|لجنة|بلدية|أبرشية|تعاونية|فريق|اتحاد|روضة",
    r"باشگاه|انجمن|کانون|هیئت|هیات|شورای|شهرداری|تعاونی|مهدکودک|مهد\s+کودک|اتحادیه",
    r"کلب|سوسائٹی|کمیٹی|کونسل|بلدیہ|ٹیم|یونین|انجمن",
    r"מועדון|עמותה|עמותת|אגודה|אגודת|(?<![א-ת])ה?ועד(?![א-ת])|מועצה|מועצת|עירייה|עיריית|קהילה|קהילת|קבוצה|קבוצת|גן\s+ילדים",
    r"क्लब|संघ|समिति|मंडल|मंडळ|सभा|संस्था|परिषद|नगरपालिका|नगर\s+निगम|पंचायत|सोसायटी|सहकारी|टीम|मंडळा",
    r"ক্লাব|সমিতি|সংঘ|পরিষদ|পৌরসভা|সোসাইটি|ਕਲੱਬ|ਸਭਾ|ਕਮੇਟੀ|ਪੰਚਾਇਤ|ક્લબ|મંડળ|સમિતિ|સંઘ|સોસાયટી|પંચાયત|નગરપાલિકા",
    r"கிளப்|சங்க|மன்ற|நகராட்சி|ஊராட்சி|క్లబ్|సంఘ|సమితి|పంచాయతీ|ಕ್ಲಬ್|ಸಂಘ|ಸಮಿತಿ|ಪಂಚಾಯತ್|ക്ലബ്|സംഘ|സമിതി|പഞ്ചായത്ത്"
    r"|සමිති|සංගම|ක්ලබ්",
    r"สโมสร|ชมรม|สมาคม|คณะกรรมการ|เทศบาล|สหกรณ์|นิติบุคคลหมู่บ้าน",
    r"câu\s+lạc\s+bộ|\bhội\s+(?:phụ\s+huynh|đồng\s+hương|cựu|phụ\s+nữ|khuyến\s+học|người\s+cao\s+tuổi)|ủy\s+ban|\bphường\b|hợp\s+tác\s+xã|\bđội\b|mầm\s+non",
    r"\bklub\b|\bkelab\b|perkumpulan|persatuan|paguyuban|\bkomite\b|panitia|kelurahan|koperasi|\bRT\s?\d|\bRW\s?\d"
    r"|samahan|kapisanan|konseho|barangay|parokya|kooperatiba|koponan",
    r"\bklabu\b|\bchama\b|jumuiya|kamati|halmashauri|parokia|ushirika|\btimu\b|ክለብ|ማህበር|ኮሚቴ|\bkulob|ƙungiy",
    r"俱乐部|俱樂部|协会|協會|社团|社團|委员会|委員會|居委会|村委会|业委会|家委会|家长会|合作社|球队|球隊|幼儿园|幼兒園|工会"
    r"|クラブ|町内会|自治会|後援会|組合|生協|保育園|幼稚園|チーム|部活"
    r"|클럽|동호회|동아리|협회|위원회|입주자|조합|어린이집|유치원|축구팀|농구팀|야구팀",
)))

# A fee or dues collected from members (the purpose of a transfer to an organisation).
DUES = _re("(?i)" + "|".join((
    r"\bmembership\b|\bdues\b|\bsubs\b|\bsubscriptions?\b|\b(?:club|team|annual|monthly|match|training|kit|entry|tuition"
    r"|school|registration|membership)\s+fees?\b|\bfees\b|\btâl\b|aelodaeth|\bsíntiús|\btáille|\bmiżat|\bsħubija",
    r"beitrag|mitgliedschaft|contributie|lidmaatschap|lidgeld|ouderbijdrage|cotisation|adhésion|\bcuotas?\b"
    r"|mensualidad|inscripci[oó]n|mensalidade|anuidade|\bquotas?\b|\bquote\s+associativ|iscrizione|\bretta\b",
    r"składk|czesne|příspěv|príspev|školné|članarin|vpisnin|upisnin|школарин|чланарин|членски\s+внос|членарин"
    r"|взнос|внесок|συνδρομ|εισφορ|tagdíj|cotiza[țt]i|jäsenmaksu|medlemsavgift|kontingent|liikmemaks|biedru\s+nauda"
    r"|nario\s+mokest|aidat|üyelik|anëtarësi",
    r"اشتراك|رسوم|شهریه|حق\s+عضویت|ورودیه|فیس(?!\s*بک)|چندہ|ممبرشپ|דמי\s+חבר|שכר\s+לימוד",
    r"फ़ीस|फीस|शुल्क|सदस्यता|चंदा|वर्गणी|ফি(?![\u0980-\u09ff])|চাঁদা|সদস্য|ਫੀਸ|ફી(?![\u0a80-\u0aff])|લવાજમ|સભ્ય|கட்டணம்|சந்தா|ఫీజు|చందా|ಶುಲ್ಕ|ഫീസ്"
    r"|ගාස්තු|ค่าสมาชิก|ค่าธรรมเนียม|hội\s+phí|học\s+phí|\biuran\b|\byuran\b|\bbutaw\b|\bada\s+ya|michango|መዋጮ",
    r"会费|會費|班费|活动费|报名费|学费|会費|部費|月謝|年会費|회비|회원비|연회비|월회비",
)))

# Calls the detail public or fine to share ("not secret" is read before any "secret" that would take it back).
PUBLIC_MARK = _re("(?i)" + "|".join((
    r"\bpublic(?:ly)?\b|\bnot\s+(?:a\s+)?secret\b|\bno\s+secret\b|\b(?:ok|okay|fine|safe)\s+to\s+(?:share|give|post|pass)"
    r"|\bcan\s+be\s+shared\b|\bfeel\s+free\s+to\s+share|\bshare\s+(?:freely|with\s+(?:anyone|everyone|all))"
    r"|\bgeen\s+geheim|\bmag\s+gedeeld|\bopenbaar|öffentlich|\bkein\s+geheimnis|darf\s+geteilt|\bpas\s+secret"
    r"|\bpublique?\b|\bno\s+es\s+secreto|\bp[úu]blic[oa]\b|n[ãa]o\s+é\s+segredo|non\s+è\s+segreto|\bpubblic[oa]\b"
    r"|\bnie\s+jest\s+tajn|\bjawn[ey]\b|\bpubliczn|\bveřejn|\bverejn|\bnyilvános|\bjavn[oia]\b|\bnije\s+tajn|\bni\s+skrivnost",
    r"публичн|не\s+секрет|открыт\w+\s+информац|публічн|δημόσι|όχι\s+μυστικό|herkese\s+açık|gizli\s+değil|\bpublik\b"
    r"|bukan\s+rahasia|boleh\s+(?:di)?(?:share|bagi|sebar)|công\s+khai|không\s+(?:phải\s+)?bí\s+mật|\bsi\s+siri\b",
    r"علني|ليس\s+سر|عمومی|سری\s+نیست|محرمانه\s+نیست|پبلک|عوامی|راز\s+نہیں|ציבורי|לא\s+סוד",
    r"सार्वजनिक|गुप्त\s+नहीं|सीक्रेट\s+नहीं|জনসাধারণ|প্রকাশ্য|ਜਨਤਕ|જાહેર|பொதுவான\s+தகவல்|బహిరంగ|ಸಾರ್ವಜನಿಕ|പൊതു\s+വിവര",
    r"สาธารณะ|ไม่ใช่ความลับ|公开|公開|不是秘密|秘密じゃない|공개|비밀\s?아님|비밀\s?아니",
)))

# A relative: Latin-script nouns (bare after an account word, with a possessive "-'s"/"-s" before one), then others.
_RELATIVE_LATIN = (
    r"\b(?:mum|mom|mam|mama|mamma|mummy|mommy|dad|daddy|papa|pappa|father|mother|wife|husband|son|daughter|sister"
    r"|brother|grandma|grandpa|granny|nana|aunt|uncle|mutter|vater|mutti|vati|oma|opa|schwester|bruder"
    r"|moeder|vader|zus|broer|maman|papi|mamie|mère|père|madre|padre|mamá|papá|abuel[oa]|hermana|hermano|mãe|pai|avó"
    r"|avô|mamy|taty|babci|dziadka|matk[iy]|ojca|annem|babam|mẹ|bố|ibu|ayah)")
_RELATIVE_OTHER = (
    r"мам[аыин]\w*|пап[аыин]\w*|бабушк\w*|дедушк\w*|матер\w*|отц\w*|أمي|أبي|والدتي|والدي|مامان|بابا|مادر|پدر|امی|ابو"
    r"|אמא|אבא|माँ|मां|पापा|मम्मी|पिताजी|মায়ের|বাবার|મમ્મી|પપ્પા|妈妈|媽媽|爸爸|母|父|엄마|아빠|어머니|아버지|แม่|พ่อ")
# A word naming a bank account, in about thirty languages.
ACCOUNT_WORD = (r"(?:\b(?:account|acct|a/c|iban|konto|rekening|cuenta|conta|conto|compte|rib|cbu|rachun\w*|[úu][čc]e?t\w*|ra[čc]un\w*"
                r"|bank\s+details|bankgegevens|bankverbindung)\b|сч[её]т\w*|рахун\w*|حساب|شبا|חשבון|खात[ाे]|খাতা|ખાતા"
                r"|账号|账户|帳號|帳戶|口座|계좌|통장|tài\s+khoản|akaun)")
# A relative's account: "mama's account", "Mamas Konto", "妈妈的账号", "माँ का खाता"; "rekening van mama", "حساب مامان".
RELATIVE_ACCOUNT = _re(
    rf"(?i)(?:{_RELATIVE_LATIN}(?:'s|’s|s)\b|{_RELATIVE_OTHER})[\W_]{{0,3}}(?:[^\W\d]+\s+)?"
    rf"(?:的|の|의|का|की|के|کا|کی|ના|ની|નું)?\s?{ACCOUNT_WORD}"
    rf"|{ACCOUNT_WORD}\s*(?:(?:of|van|von|der|de|di|da|do|du|des|del|de\s+la)\s+)?(?:(?:my|mi|mijn|meiner|meines|ma|mon"
    rf"|mia|mio|minha|meu)\s+)?(?:{_RELATIVE_LATIN}\b|{_RELATIVE_OTHER})")
# First-person words ("my", "unser", "我们的"): they may possess an organisation ("my club") or an account ("my IBAN").
OWN_WORD = _re(
    r"(?i)\b(?:my|our|mein\w*|unser\w*|mon|ma|notre|mi|nuestr[oa]s?|mijn|onze|meu|minha|nosso|nossa|mio|mia|nostr[oa]"
    r"|mój|moj\w*|moim|nasz\w*|min|mitt|vår|benim|bizim|fy)\b|\b(?:мой|мою|моя|моё|мое|наш\w*|мій|моє)\b"
    r"|我的|我们的|我們的|私の|うちの|내\s|우리|저희|मेरा|मेरी|मेरे|हमारा|हमारी|हमारे|میرا|میری|ہمارا|ہماری")
# The user's own account, the first-person word right before the account word ("my account", "meine IBAN", "我的账号").
OWN_ACCOUNT = _re(
    rf"(?i)(?:{OWN_WORD.pattern.removeprefix('(?i)')})\s*(?:(?:own|personal|private|bank|savings|current|checking"
    rf"|eigene[nms]?|private[nms]?|giro|spar)\s+){{0,2}}(?:银行)?{ACCOUNT_WORD}")

# A private person's account said as such: "personal account", "Privatkonto", "compte perso", "个人账户".
PRIVATE_ACCOUNT = _re(
    rf"(?i)\b(?:personal|private|privat\w*|persönlich\w*|persoonlijk\w*|prywatn\w*|osobn\w*|soukrom\w*)\s+(?:bank\s+)?"
    rf"{ACCOUNT_WORD}|{ACCOUNT_WORD}\s+(?:perso|personnel|personal|pessoal|personale|particular|privad[oa]|privat[oa])\b"
    r"|\bprivatkonto|(?:личн\w*|приватн\w*|особист\w*)\s+(?:банковск\w+\s+)?(?:сч[её]т|рахун)|个人(?:银行)?(?:账户|账号)"
    r"|個人(?:銀行)?(?:帳戶|帳號|口座)|개인\s?(?:계좌|통장)")


def own_account_before(text: str, start: int) -> bool:
    """Whether the user's, a relative's or a private person's account word ends at most 45 characters before `start`,
    on its line."""
    window = text[max(text.rfind("\n", 0, start) + 1, start - 60):start]
    return any(len(window) - m.end() <= 45 for table in (OWN_ACCOUNT, RELATIVE_ACCOUNT, PRIVATE_ACCOUNT)
               for m in table.finditer(window))


# Money coming back to the user or a relative: a refund, a payout ("to refund me", "erstattet mir", "devuélveme").
BACK_TO_ME = _re("(?i)" + "|".join((
    r"\b(?:refund|reimburse|repay|pay|send|transfer|wire)\w*\s+(?:\w+\s+){0,2}(?:me|us|her|him|mum|mom|dad)\b"
    r"|\brefund\s+(?:to|into)\s+my|\bpay(?:s|ing)?\s+(?:me|us)\b|\bpaid\s+(?:in)?to\s+my|\binto\s+my\b|\bto\s+my\s+account",
    r"\b(?:mir|uns)\s+(?:\w+\s+)?(?:zurück|erstatt|überweis)|rückerstatt|rückzahl|\bme\s+(?:rembours|vire)|rends-moi"
    r"|devu[eé]lve|reembols|\bme\s+(?:devuelv|pag)|rimbors|terugbetal|terugstort|zwrot|\bvrať|iade|vraćanj|vračil",
)))

# "Not secret", "fine to share": blanked before a word of secrecy is looked for (else "not secret" reads as "secret").
NOT_SECRET = _re(
    r"(?i)\bnot\s+(?:a\s+)?secret\b|\bno\s+secret\b|\bgeen\s+geheim\w*|\bkein\s+geheimnis|\bpas\s+(?:un\s+)?secret"
    r"|\bno\s+es\s+secreto|n[ãa]o\s+é\s+segredo|non\s+è\s+segreto|\bnie\s+jest\s+tajn\w*|\bnije\s+tajn\w*"
    r"|\bni\s+skrivnost|не\s+секрет\w*|όχι\s+μυστικό|gizli\s+değil|bukan\s+rahasia|không\s+(?:phải\s+)?bí\s+mật"
    r"|\bsi\s+siri\b|ليس\s+سر\w*|سری\s+نیست|محرمانه\s+نیست|راز\s+نہیں|לא\s+סוד\w*|गुप्त\s+नहीं|सीक्रेट\s+नहीं"
    r"|ไม่ใช่ความลับ|不是秘密|秘密じゃない|비밀\s?아님|비밀\s?아니")

# An organisation word that names a bank where private people keep accounts ("building society", "credit union").
BANK_NAMED = _re(
    r"(?i)building\s+society|credit\s+union|western\s+union|union\s*pay|union\s+bank|moneygram|savings\s+(?:and\s+loan\s+)?association|co-?operative\s+bank"
    r"|genossenschaftsbank|volksbank|raiffeisen|banca\s+(?:di\s+credito\s+)?cooperativ\w*|cooperativa\s+de\s+cr[ée]dito"
    r"|caja\s+rural|crédit\s+coopératif|caisse\s+populaire|\bsacco\b|spółdzielcz\w+\s+kas\w*|družstevní\s+záložn\w*"
    r"|信用合作社|信用社|信用金庫|信用組合|새마을금고|신협|농협|수협|кредитн\w+\s+(?:союз|кооператив)")
