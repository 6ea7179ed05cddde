"""An application's, a tracking's or a protocol's number names a file at an office, even after the document applied for.

"NIE en trámite, expediente 28/2024/001873", "د تذکرې غوښتنلیک د تعقیب شمېره 1402-55831", "റേഷൻ കാർഡ് അപേക്ഷ നമ്പർ
KL-2024-33910", "aplikimi për leje qëndrimi, numri i protokollit 8812/3", "Personalausweis-Antrag, Vorgangsnummer …":
an identity document named before the file's name is what the application, renewal or request is about, and the
number after the file's name is the file's: it is quoted on the phone and opens nothing. `secret_public_cases` reads
the names here (tracking, application, acknowledgement, protocol and booking numbers in the languages its own table
lacks) beside its own, and lets such a document's name stand before them when `applied_for` holds: the sentence
says the document is being applied for (a process word outside the document's name) or the file's name says
"number", nothing but words lies between the two names, and they are not joined by "for" ("CPF da mamãe para o
protocolo do INSS: …", "DNI para el número de expediente: …" give the person's id for the file). Still an id: a
value whose shape and check digits make it one with no name before it (`secret_ids.id_spans` on the value alone:
"número de solicitud del NIE: Y4829173X"). A document named after the file's name only to say whose ("the application
number of my residence permit: …", "Antragsnummer meines Reisepasses: …", `owned_between`) leaves the number the
file's unless it is the document's own (`own_number`: its shape, a passport's letters and digits, a checked id).
Every pattern is bounded.
"""

from __future__ import annotations

import re

from .normalise import compile_nfkc as _re, fold_confusables
from .secret_ids import id_spans

# File names the case table lacks: tracking, application, acknowledgement, protocol, request and booking numbers.
NAMES = _re(
    r"(?i)(?<![^\W\d_])(?:(?:tracking|acknowledge?ment|receipt|request|petition|(?<!national\s)(?<!civil\s)(?<!personal\s)registration|enrol?ment|protocol"
    r"|service\s+request|application\s+(?:reference|tracking))\s*(?:number|no\.?|nr\.?|#|id|ref(?:erence)?)"
    r"|(?-i:URN|ARN|SRN|PNR)(?:\s+(?:number|no\.?))?|n[úu]mero\s+de\s+(?:seguimiento|registro\s+de\s+entrada|registro\s+de\s+la\s+solicitud"
    r"|localizaci[óo]n|confirmaci[óo]n\s+de\s+la\s+solicitud)|c[óo]digo\s+de\s+(?:seguimiento|solicitud|rastreio"
    r"|rastreamento)|n[úu]mero\s+d[oa]\s+(?:pedido|solicita[çc][ãa]o|requerimento|protocolo|processo|rastreio)"
    r"|num[ée]ro\s+(?:de\s+suivi|de\s+r[ée]c[ée]piss[ée]|d['’]enregistrement|de\s+la\s+demande)"
    r"|numero\s+(?:di\s+)?(?:richiesta|domanda|tracciamento|ricevuta|protocollo|istanza)|codice\s+(?:di\s+)?(?:pratica|richiesta"
    r"|tracciamento)|bearbeitungsnummer|eingangsnummer|antragsnummer|sendungsnummer|aanvraagnummer|dossiernummer"
    r"|søknadsnummer|ansøgningsnummer|ansökningsnummer|referansenummer|referensnummer|numer\s+(?:referencyjny|przesyłki"
    r"|zgłoszenia|wniosku)|[čc]íslo\s+(?:podání|žiadosti|podania|rezervácie)|številka\s+vloge|kérelem\s+száma"
    r"|kérelemszám|taotluse\s+number|pieteikuma\s+numurs|prašymo\s+numeris|numri\s+i\s+(?:protokollit|aplikimit|kërkesës"
    r"|rezervimit|gjurmimit|regjistrimit|referencës)|kodi\s+i\s+(?:rezervimit|aplikimit|gjurmimit)"
    r"|numru\s+tar-(?:referenza|applikazzjoni|każ|prenotazzjoni)|takip\s+(?:numarası|no|kodu)|protokol\s+numarası"
    r"|evrak\s+numarası|nomor\s+(?:permohonan|registrasi\s+permohonan|resi|pendaftaran\s+permohonan)"
    r"|nombor\s+(?:permohonan|penjejakan)|m[ãa]\s+(?:tra\s+cứu|biên\s+nhận|hồ\s+sơ|đơn)|numero\s+ng\s+(?:aplikasyon"
    r"|reference|tracking|referensya)|nambari\s+ya\s+(?:ufuatiliaji|ombi)|namba\s+ya\s+(?:ufuatiliaji|ombi))(?![^\W\d_])"
    r"|трек-?номер|номер\w*\s+(?:заяви|звернення|відстеження|отслеживани\w*|брони\w*|на\s+заявлението)|вх\.\s*№"
    r"|αριθμ(?:ός|ό|\.)\s+(?:παρακολούθησης|αποδεικτικού|καταχώρισης)"
    r"|رقم\s+(?:ال)?(?:طلب|استمارة|إيصال|ايصال|متابعة|معاملة)|(?:د\s+)?(?:تعقیب|تعقيب|غوښتنلیک|ثبت|دوسیې)\s+(?:شمېره|شمیره)"
    r"|شماره\s+(?:رهگیری|پیگیری\s+درخواست)|(?:ٹریکنگ|حوالہ|بکنگ|رسید)\s+نمبر|מספר\s+(?:מעקב|הזמנה|אישור\s+הגשה)"
    r"|(?:ट्रैकिंग|पंजीकरण|पावती|रसीद|अर्ज|निवेदन|आवेदन|संदर्भ|रेफ़रेंस|रेफरेंस)\s+(?:नंबर|नम्बर|संख्या|क्रमांक)|(?:আবেদন|ট্র্যাকিং)\s+(?:নম্বর|নং)"
    r"|விண்ணப்ப\s+(?:எண்|எண்ணு)|ಅರ್ಜಿ\s+(?:ಸಂಖ್ಯೆ|ನಂಬರ್)|അപേക്ഷ\s+(?:നമ്പർ|നമ്പര്|നം)|અરજી\s+(?:નંબર|ક્રમાંક)"
    r"|ਅਰਜ਼ੀ\s+ਨੰਬਰ|ଆବେଦନ\s+(?:ନମ୍ବର|ସଂଖ୍ୟା)|అప్లికేషన్\s+నంబర్|අයදුම්පත්\s+අංකය|(?:เลขที่|หมายเลข)\s*(?:คำขอ|ใบรับ|ติดตาม)"
    r"|申请号|申請番号|追跡番号|問い合わせ番号|お問い合わせ番号|回执号|查询号|查詢號|신청\s?번호|조회\s?번호|(?:የ)?ማመልከቻ\s+ቁጥር")
# Words that say a document is being applied for, renewed, replaced or is in process.
APPLIED = _re(
    r"(?i)(?<![^\W\d_])(?:appl(?:ication|ied|y|ying)|renewal|renew(?:ing|ed)?|replacement|reissue|request(?:ed)?|pending"
    r"|update[ds]?|updating|correction|re-?print|lost"
    r"|in\s+progress|processing|enrol?ment|tr[áa]mite|tramitando|solicitud|solicit[ée]|renovaci[óo]n|renovar|duplicado|en\s+curso"
    r"|pendiente|pedido|renova[çc][ãa]o|requerimento|segunda\s+via|solicita[çc][ãa]o|em\s+andamento|demande|renouvellement"
    r"|en\s+cours|r[ée]c[ée]piss[ée]|richiesta|domanda|rinnovo|in\s+corso|antrag\w*|beantragt|verl[äa]ngerung|erneuerung"
    r"|in\s+bearbeitung|aanvraag|aangevraagd|verlenging|ansökan|søknad|ansøgning|wniosek|wniosku|wymiana|odnowienie"
    r"|w\s+trakcie|žádost|žádosti|žiadosť|igénylés\w*|kérelem|cerere[a]?|zahtjev\w*|zahtev\w*|vloga|aplikim\w*|kërkes\w*"
    r"|rinovim\w*|applikazzjoni|başvuru\w*|yenileme|αίτησ\w*|ανανέωσ\w*|заявлени\w*|заявк\w*|заява|заяви|замен\w*|замін\w*"
    r"|оформлени\w*|обращени\w*|звернення|pengajuan|permohonan|perpanjangan|pembuatan|aplikasyon|maombi|ombi)(?![^\W\d_])"
    r"|-antrag|طلب|تجديد|درخواست|تمدید|المثنی|غوښتنلیک|غوښتنه|בקשה|חידוש|आवेदन|अर्ज|निवेदन|আবেদন|விண்ணப்ப|దరఖాస్తు"
    r"|ಅರ್ಜಿ|അപേക്ഷ|અરજી|ਅਰਜ਼ੀ|ଆବେଦନ|අයදුම්|申请|申請|补办|補辦|换领|換領|再発行|신청|재발급|คำร้อง|คำขอ|hồ\s+sơ|cấp\s+lại"
    r"|ማመልከቻ")
# A file's name that says "number" (not only "file" or "protocol").
_NUMBERED = _re(
    r"(?i)number|\bno\b|\bnr\b|#|№|n[úu]mero|num[ée]ro|numer|nummer|numarası|nomor|nombor|numri|numru|numurs|numeris|number"
    r"|[čc]íslo|številka|broj|szám|num[ăa]r|номер|αριθμ|رقم|شماره|شمېره|شمیره|نمبر|מספר|नंबर|नम्बर|संख्या|क्रमांक"
    r"|নম্বর|எண்|సంఖ్య|నంబర్|ಸಂಖ್ಯೆ|നമ്പർ|નંબર|ਨੰਬਰ|ନମ୍ବର|අංකය|番号|编?号|編號|號|번호|เลข|số|nambari|namba|ቁጥር"
    r"|aktenzeichen|zeichen|kenmerk|localizador|expediente|radicado|protocol")
# Whose document: "of my", "de mi", "meines", "de mon", "do meu" (then the document's name; "es"/"is" after it is the
# file number's verb, read by the caller's gap).
_OWNED = _re(
    r"(?i)^\W{0,2}(?:(?:of|for|de|del|do|da|du|di|della|van|von|för|af|til|dla|του|της)\s+)?(?:the\s+)?(?:my|our|mi|mis|mon|ma"
    r"|mes|meu|minha|mio|mia|meine[sr]?|mein|unseres|mijn|min|mitt|mój|mojego|mojej|moje|benim|моего|моей|мого|моєї|μου)\s*$")
# A passport's number: one or two letters, then seven to nine digits with no separator ("K1234567", "AB1234567").
_PASSPORT = re.compile(r"[A-Z]{1,2}\d{7,9}")
# "for" just before the file's name: the document is given for the file ("CPF … para o protocolo: …").
_FOR = _re(
    r"(?i)(?<![^\W\d_])(?:for|para|pour|per|für|zum|zur|pentru|dla|do|για|için|untuk|kwa|ng)(?:\s+(?:the|el|la|o|a|le|l['’]"
    r"|das|den|die|dem|το|την|του|ang))?\s*$|برای\s*$|لل?\s*$|के\s+लिए\s*$|的\s*$|用于\s*$|のため(?:の)?\s*$|위한\s*$")


def applied_for(text: str, low: int, id_span: tuple[int, int], name: re.Match[str], value: str,
                shapes: tuple[re.Pattern[str], ...] | None = ()) -> bool:
    """Whether the identity document named at `id_span`, before the file's name `name`, is what the file applies for
    (see the module's docstring), so the number `value` after the name is the file's; `shapes`: the document's own
    number shapes, a value of which is the document's number ("Aadhaar application number 4991 1866 5246"); None: an
    id's acronym, its own number's label when the file's name follows it at once."""
    start, end = id_span
    between = text[end:name.start()]
    if end > name.start() or any(c.isdigit() for c in between) or _FOR.search(between) \
            or (shapes is None and not between.strip()):   # "Tanty BIR file number …", "TIN application no. …"
        return False
    applied = any(APPLIED.search(part) for part in (text[low:start], between, name.group(0)))
    if not applied and (_NUMBERED.search(name.group(0)) is None or not between.strip()):
        return False   # "Ausweis Aktenzeichen …": a document's name right before a file's name, nothing applied for
    return not own_number(value, shapes)


def owned_between(between: str) -> bool:
    """Whether the words between a file's name and a document named after it only say whose ("… of my residence
    permit:", "Antragsnummer meines Reisepasses:", "de mi NIE es")."""
    return _OWNED.match(between) is not None


def own_number(value: str, shapes: tuple[re.Pattern[str], ...] | None) -> bool:
    """Whether `value` is a document's own number: one of its `shapes`, a passport's letters and digits, or an id whose
    shape and check digits hold with no name (`secret_ids.id_spans`)."""
    return any(shape.fullmatch(value) for shape in shapes or ()) or _PASSPORT.fullmatch(value) is not None \
        or next(id_spans(fold_confusables(value)), None) is not None
