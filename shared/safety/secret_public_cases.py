"""A file's, a case's or a booking's reference number is public: it names a file at an office and opens nothing.

"Aktenzeichen 4 C 482/26", "Radicado de la tutela de mi papá: 11001-31-03-045-2024-00213-00", "Protocolo do INSS da
pensão da mamãe: 1849237701", "מספר תיק בביטוח לאומי של אמא: 0048-221-7", "شماره پرونده در دادگاه خانواده: ۱۴۰۳۰۹۸۸۲۱",
"Numărul dosarului de pensie al mamei: 48822/2024", "Ραντεβού γιατρού …: κωδικός 7741-22": a court's docket, an
office's file, a claim, a complaint, an application, an appointment or a booking, in about forty languages, with the
number written after its name (a relative's file included). The number is masked as public, so neither the rules nor
the learned stage's value gate read it. Not masked: a number a password, PIN, portal or access word stands before
("Aktenzeichen 3 C 12/24, Zugangscode fürs Portal 88H2KQ" masks only the file number), a sentence that calls the
value private or says not to share it, and a sentence naming a person's identity document before the file word or
between it and the number ("ΑΜΚΑ της γιαγιάς για το ραντεβού: …", "CNP-ul mamei pentru dosar: …", "BIR file number"):
that is the person's id, kept by `secret_natids`; and a money transfer's reference kept for one collector, its pickup
code (`secret_remittance`). A bare code word ("κωδικός", "código", "code") counts only in a sentence headed
by an appointment or a booking and free of access words; so does a confirmation's name (round 30: "Bestätigungscode",
"confirmation number", "確認番号", "کد رهگیری"), an SMS one-time code's name elsewhere. A booking's record locator there
may hold a single digit ("κράτηση πλοίου κωδικός BLU7QX"). Round 34 (`secret_public_applied`): tracking, application
and protocol numbers in more languages, and an identity document named before the file's name when the file applies
for it ("NIE en trámite, expediente 28/2024/001873"). Every pattern is bounded.
"""

from __future__ import annotations

import re
from typing import Iterator

from .normalise import compile_nfkc as _re, fold_confusables
from .secret_id_slang import _CAPS_NAMED
from .secret_ids import _CUED, _TYPES
from .secret_checksums import never
from .secret_natids import _ROWS, _TABLE, _lowered
from .secret_public_words import lower1, may_match, sentences
from .secret_public_applied import NAMES as _MORE_NAMES, applied_for, own_number, owned_between
from .secret_remittance import transfer_kept

# The name of a file's, a case's, a claim's, an application's, an appointment's or a booking's number.
_CASE = _re(
    r"(?i)(?<![^\W\d_])(?:(?:case|file|docket|claim|complaint|application|incident|ticket|booking|appointment|reservation"
    r"|dossier|reference|ref)\s*(?:number|no\.?|nr\.?|#|id|ref(?:erence)?)|docket|case\s+ref"
    r"|(?:n[úu]mero|n\.?[º°o]\.?)\s+de\s+(?:expediente|radicado|caso|tr[áa]mite|reclam(?:o|aci[óo]n)|solicitud|queja"
    r"|cita|reserva)|expediente|radicado|folio|localizador|c[óo]digo\s+de\s+(?:cita|reserva|tr[áa]mite)|n[úu]mero\s+d'expedient"
    r"|(?:n[úu]mero\s+d[oa]\s+)?(?:protocolo|processo|requerimento|chamado|agendamento)|protocolo|processo"
    r"|(?:num[ée]ro|n[°o]|r[ée]f[ée]rence)\s+(?:de\s+|du\s+|d['’])?(?:dossier|affaire|sinistre|demande|r[ée]clamation|ticket"
    r"|rendez-vous|r[ée]servation)|numero\s+(?:di\s+)?(?:pratica|protocollo|sinistro|prenotazione|ruolo|fascicolo)|protocollo"
    r"|pratica|codice\s+(?:di\s+)?prenotazione|aktenzeichen|az\.|gesch[äa]ftszeichen|vorgangsnummer|fallnummer|schadennummer"
    r"|antragsnummer|terminnummer|buchungsnummer|ticketnummer|dossiernummer|zaaknummer|aanslagnummer|kenmerk"
    r"|referentienummer|schadenummer|aanvraagnummer|afspraaknummer|boekingsnummer|ärendenummer|diarienummer|saksnummer"
    r"|journalnummer|sagsnummer|bokningsnummer|asianumero|diaarinumero|hakemusnumero|varausnumero|numer\s+(?:sprawy|wniosku"
    r"|zgłoszenia|rezerwacji|szkody|akt)|sygn(?:atura|\.)\s+akt|spisov[áa]\s+zna[čc]ka|[čc]íslo\s+(?:jednací|spisu|žádosti"
    r"|rezervace|konania)|č\.\s?j\.|ügyszám|iktatószám|foglalási\s+szám|num[ăa]r(?:ul)?\s+(?:de\s+)?(?:dosar(?:ului)?"
    r"|înregistrare|programare|cerere)|num[ăa]rul\s+dosarului|dosar(?:ul)?\s+(?:nr\.?|num[ăa]r)|cod(?:ul)?\s+(?:de\s+)?programare"
    r"|broj\s+(?:predmeta|spisa|zahtjeva|zahteva|termina|rezervacije)|številka\s+zadeve|bylos\s+numeris|lietas\s+numurs"
    r"|toimiku\s+number|málsnúmer|numri\s+i\s+(?:dosjes|çështjes)|rhif\s+achos|dosya\s+(?:numarası|no)|esas\s+no"
    r"|başvuru\s+(?:numarası|no)|randevu\s+(?:numarası|kodu|no)|rezervasyon\s+(?:kodu|numarası)|talep\s+numarası"
    r"|şikayet\s+numarası|nomor\s+(?:perkara|berkas|pengajuan|tiket|laporan|pengaduan|antrean\s+online)|kode\s+booking"
    r"|nombor\s+(?:kes|fail|rujukan|tempahan)|số\s+(?:hồ\s+sơ|vụ\s+án|biên\s+nhận|thụ\s+lý)|mã\s+(?:hồ\s+sơ|đặt\s+chỗ"
    r"|đặt\s+lịch|lịch\s+hẹn)|numero\s+ng\s+kaso|nambari\s+ya\s+(?:kesi|faili|maombi|kumbukumbu)|namba\s+ya\s+(?:kesi|faili"
    r"|maombi|kumbukumbu)|lambar\s+(?:shari['’]?a|ƙara|fayil))(?![^\W\d_])"
    r"|номер\w*\s+(?:дела|справи|заявк\w+|заявлени\w+|обращени\w+|записи|бронировани\w+|делото|преписката|протокол\w*)"
    r"|вх(?:одящ\w*|\.)\s*(?:№|номер)|αριθμ(?:ός|ό|\.)\s+(?:πρωτοκόλλου|φακέλου|υπόθεσης|αίτησης|ραντεβού|κράτησης)"
    r"|αρ\.\s*πρωτ\.?|κωδικ(?:ός|ό)\s+(?:ραντεβού|κράτησης)"
    r"|رقم\s+(?:ال)?(?:ملف|قضية|دعوى|معاملة|موعد|حجز|شكوى|مرجع|طلب\s+الخدمة)|شماره\s+(?:پرونده|درخواست|دادخواست|کلاسه|رزرو"
    r"|نامه)|(?:کیس|فائل|درخواست|مقدمہ|شکایت)\s+نمبر|מס(?:פר|['׳])\s+(?:ה)?(?:תיק|פנייה|בקשה|תביעה|אסמכתא)|אסמכתא"
    r"|(?:केस|फ़ाइल|फाइल|आवेदन|शिकायत|बुकिंग|मामला)\s+(?:नंबर|संख्या|क्रमांक)|(?:মামলা|আবেদন|ফাইল)\s+নম্বর|வழக்கு\s+எண்"
    r"|விண்ணப்ப\s+எண்|కేసు\s+నంబర్|దరఖాస్తు\s+సంఖ్య|(?:หมายเลข|เลขที่?)\s*(?:คดี|คำร้อง|อ้างอิง|การจอง|นัด)"
    r"|案件(?:编?号|編號)|案号|案號|受理(?:编?号|編號|番号)|申请(?:编?号)|申請(?:編號|番号)|预约(?:编?号)|預約(?:編號|號碼)"
    r"|工单号|投诉编号|档案号|卷宗号|报案号|事件番号|整理番号|予約番号|管理番号|受付番号|사건\s?번호|민원\s?번호|신청\s?번호|예약\s?번호"
    r"|관리\s?번호|접수\s?번호")
# A code word alone, read as an appointment's code only in a sentence about an appointment or a booking.
_CODE = _re(r"(?i)(?<![^\W\d_])(?:κωδικ(?:ός|ό)|c[óo]digo|code|codice|kod|kode|код|kodu)(?![^\W\d_])|コード|코드|编码|代码")
_APPOINTMENT = _re(
    r"(?i)(?<![^\W\d_])(?:ραντεβού|κράτησ\w*|cita|appointment|termin|rendez-vous|rdv|randevu|appuntamento|afspraak|wizyt\w*"
    r"|programare|запис\w*|прийом|consulta|agendamento|booking|reserva\w*|réservation|prenotazione|buchung|boeking"
    r"|rezerwacj\w*|rezervac\w*|бронь|janji\s+temu|lịch\s+hẹn|miadi|turno|citas|reservation|reservierung|afspraken"
    r"|visa|vize|consulado|consulate|konsulat\w*|embassy|embajada|ambassade|botschaft|консульств\w*|приём|прием|визит\w*"
    r"|konsolosluk|büyükelçilik|kedutaan|đại\s+sứ\s+quán|lãnh\s+sự)(?![^\W\d_])|موعد|نوبت|תור|予約|예약|预约|預約|领事馆|領事館|대사관|영사관|सफारतखाना|दूतावास|سفارت|کنسولگری|سفارة|قنصلية|שגרירות|קונסוליה|นัดหมาย|สถานทูต")
# A confirmation's name (round 30): read like a bare code word, only in a sentence about an appointment or a booking.
_CONFIRM = _re(
    r"(?i)(?<![^\W\d_])(?:confirmation\s+(?:number|no\.?|#|code|ref\w*)|best[äa]tigungs(?:code|nummer|nr\.?)"
    r"|termin(?:best[äa]tigung|code|nummer)|buchungscode|reservierungs(?:code|nummer)|bevestigings(?:code|nummer)"
    r"|reserverings(?:code|nummer)|bokningskod|bekr[äa]ftelse(?:kod|nummer)|bekræftelses(?:kode|nummer)"
    r"|bekreftelses(?:kode|nummer)|vahvistus(?:koodi|numero)|varauskoodi|n[uú]mero\s+de\s+confirma[cç](?:i[óo]n|[ãa]o)"
    r"|num[ée]ro\s+de\s+confirmation|numero\s+di\s+conferma|numer\s+potwierdzenia|číslo\s+potvrzení|onay\s+(?:numarası|no)"
    r"|mã\s+xác\s+nhận|nomor\s+konfirmasi|номер\s+подтверждения)(?![^\W\d_])"
    r"|確認(?:番号|コード|碼|号码)|确认(?:码|号|号码|編號|编号)|확인\s?(?:번호|코드)|קוד\s+אישור|מספר\s+אישור|رقم\s+(?:ال)?تأكيد"
    r"|كود\s+(?:ال)?حجز|کد\s+(?:رهگیری|پیگیری|نوبت)|पुष्टि\s+(?:कोड|संख्या|नंबर)|बुकिंग\s+कोड|รหัส(?:ยืนยัน|การจอง)")
# Words of a way in: then the value beside them is a credential, not the file's number.
_ACCESS = _re(
    r"(?i)(?<!reise)pass(?!port)|pwd|token|secret|senha|contrase|kennw|zugang|login|log-?in|acceso|accès|acesso|access|toegang|wachtwoord"
    r"|hasł|heslo|jelsz|parol|salasan|lösen|passord|adgangs|şifre|giriş|sandi|mật\s+khẩu|πρόσβασ|σύνδεσ|пароль|доступ"
    r"|tele(?:health|medic|consult)|schlüssel|wi-?fi|(?<![^\W\d_])(?:pin|puk|otp|clave|mot\s+de|portal|vide[oó]\w*|zoom|teams"
    r"|online|cvv|cvc|key|chave|llave|clé|door|tür|porte|puerta|gate|alarm|safe|locker|пин)(?![^\W\d_])"
    r"|密|パス|暗証|ログイン|비밀|암호|로그인|رمز|عبور|گذرواژه|סיסמ|גישה|पासवर्ड|पिन|รหัสผ่าน")
# Where a bare code word may open a door: a rented flat, a room, a keypad, a safe (the code is then a way in).
_PLACE = _re(
    r"(?i)(?<![^\W\d_])(?:airbnb|booking\.com|apartment|apartamento|appartement|wohnung|flat|house|casa|room|habitaci[óo]n"
    r"|zimmer|chambre|quarto|camera|keypad|keybox|lockbox|entrada|entry|building|port[óo]n|port[ãa]o|garage|garagem|check-?in"
    r"|caja\s+fuerte|cofre|tresor|coffre|kluis|sleutelkluis|sejf|kasa|candado|cadeado|lucchetto|hangslot|schloss|сейф|дверь"
    r"|домофон|квартир\w*|πόρτ\w*|χρηματοκιβώτι\w*|δωμάτι\w*|διαμέρισμ\w*|κλειδ\w*|θυροτηλέφων\w*)(?![^\W\d_])|保险箱|金庫|금고|خزنة|ドア|문|门|房间|部屋|방")
# A file word the name leads with ("trámite", "application"): "… del pasaporte" says what the file is about.
_PROCESS = _re(
    r"(?i)tr[áa]mite|solicitud|application|expediente|dossier|antrag|aanvraag|wniosk|demande|domanda|pedido|requerimento"
    r"|protocol|protokoll|aplikim|kërkes|processo|pratica|başvuru|заявк|заявлен|обращени|αίτησ|申请|申請|신청|hồ\s+sơ|permohonan|pengajuan|maombi"
    r"|case|caso|file|claim|ärende|sprawy|dosar|folio\s+(?:del|de\s+la)\s+(?:tr[áa]mite|solicitud)")
# Words that keep a value from others; a negation just before ("not private", "geen geheim") takes it back.
_PRIVATE = _re(
    r"(?i)(?<![^\W\d_])(?:private?|privé|privat\w*|privad[oa]|privat[oa]|confidential|confidencial|confidentiel\w*"
    r"|vertraulich|vertrouwelijk|poufn\w*|secret[oa]?|geheim|segredo|tajn\w*|titkos|gizli|rahasia|siri|конфиденц\w*"
    r"|приватн\w*|секретн\w*|don['’]?t\s+share|do\s+not\s+share|nicht\s+weiter\w*|ne\s+pas\s+(?:partager|diffuser)"
    r"|no\s+(?:lo\s+|la\s+)?compart\w*|não\s+(?:compartilh|pass)\w*|niet\s+delen|nie\s+udostępniaj\w*|paylaşma\w*"
    r"|jangan\s+(?:dibagikan|disebar\w*|share|kasih|kasi|beri)|personal|persönlich|personnel|pessoal|personale"
    r"|(?<!dowód\s)(?<!dowodu\s)(?<!dowodem\s)osobist\w*"
    r"|kişisel|προσωπικ\w*|μυστικ\w*|απόρρητ\w*|μην\s+(?:\w+\s+)?(?:δώσ|πεις|μοιρ)\w*|(?:don['’]?t|do\s+not|never)\s+(?:give|tell"
    r"|send|share)|nicht\s+(?:verraten|teilen|geben|weitersagen)|no\s+(?:se\s+)?(?:lo|la)\s+(?:des|digas|pases)|ne\s+(?:le|la)"
    r"\s+(?:donne|dis)|não\s+(?:dê|diga|passe)|niet\s+(?:doorgeven|geven|vertellen)|не\s+(?:давай|говори|передавай|сообщай)"
    r"|nikomu|asla\s+verme|đừng\s+(?:chia|đưa|cho)|usimpe|huwag\s+ibigay)(?![^\W\d_])|سري|سرّي|محرمانه|סודי|אל\s+תשתפ"
    r"|אל\s+תית|אל\s+תגיד|לא\s+לשתף|गोपनीय|मत\s+(?:देना|बताना)|秘密|機密|内緒|教えないで|言わないで|渡さないで|别告诉|不要告诉"
    r"|別告訴|不要给|비밀|말하지\s?마|알려주지\s?마|주지\s?마|لا\s+تعط|لا\s+تشارك|ลับ")
_NEGATION = _re(r"(?i)(?<![^\W\d_])(?:not|no|geen|kein\w*|pas|não|nao|non|nie|není|nem|nu|не|değil|bukan|tidak)\W{1,3}(?:\w+\W{1,3})?$"
                r"|לא\s+$|ليس\s+$|نیست|不是$|아닌")
# The number: digits (any script) in groups joined by - / . or a space, short capital groups allowed ("3 C 12/24").
_VALUE = re.compile(
    r"[#№]?\s?(?P<v>(?:[A-Z]{1,4}[\- ]?)?\w{0,6}\d[\w]{0,24}(?:(?:[ \-./:]|\s?-\s?)(?:(?!(?:PIN|PUK|TAN|OTP|CVV|CVC|PWD)\b)"
    r"[A-Z]{1,3}(?=[ \-./]\w{0,6}\d)|\w{0,6}\d\w{0,24})){0,8})")
_GAP = re.compile(r"[^\d\n]{0,48}?(?=[#№]?\s?(?:[A-Z]{1,4}[\- ]?)?\w{0,6}\d)")
# Between a file's name and an id's name, only "of the", "for", "del": the file is about the document, the number the file's.
_ABOUT = _re(r"(?i)^\W{0,2}(?:(?:of|for|the|de|del|la|el|los|las|do|da|dos|das|du|des|d['’]|di|della|dello|per|para|pour|le"
             r"|für|zum|zur|den|die|das|der|van|het|voor|för|af|til|dla|για|το|την|της|του|için|untuk|ng|për|e|të)\s*){1,3}$")
# A booking's record locator: six capitals and digits, three letters or more ("BLU7QX", "QF7HZT").
_PNR = re.compile(r"(?=(?:[0-9]*[A-Z]){3})[A-Z0-9]{6}")
_LINE_END = re.compile(r"[\n;!?。！？]")
_INSTITUTION_ROWS = frozenset(("health", "JP health", "pension", "KE SHA", "UK NHS"))
# `secret_ids`' kinds whose number has a shape of its own (the last two, generic ids and passports, take any number).
_SHAPED = frozenset((*_TYPES, *_CUED[:-2]))


def _id_names(text: str, low: int, high: int) -> list[tuple[int, int, bool, tuple[re.Pattern[str], ...] | None]]:
    """(start, end, institution?, shapes) of each identity-document name in text[low:high] (`secret_ids`'s and
    `secret_natids`'s tables); shapes: the id's own number shapes specific enough to tell it from a file's number, None
    for an id's acronym, which labels the person's id when a file word follows it ("BIR file number", "TIN application no.")."""
    part = text[low:high]
    lowered = _lowered(part)
    folded = fold_confusables(part)
    found = [(low + m.start(), low + m.end(), False, (kind.value,) if kind in _SHAPED else ())
             for kind, m in ((kind, kind.cue.search(folded)) for kind in (*_TYPES, *_CUED)) if m is not None]
    found += [(low + m.start(), low + m.end(), False, None) for m in _CAPS_NAMED.finditer(part)]   # "BIR file number"
    for (pattern, row_stems), (row, _names, variants) in zip(_ROWS, _TABLE):
        if row_stems is not None and not any(stem in lowered for stem in row_stems):
            continue
        for match in (pattern.search(part), pattern.search(lowered)):
            if match is not None:
                shapes = tuple(v.value for v in variants if v.check is not None and v.check is not never)
                found.append((low + match.start(), low + match.end(), row in _INSTITUTION_ROWS, shapes))
    return found


def _booked_for(text: str, low: int, at: int) -> bool:
    """Whether the id's name at `at` is what an appointment is for ("Cita para el pasaporte, código de cita 7KD-221",
    "appointment for the passport"): the code after is the appointment's, not the document's number."""
    last = None
    for last in _APPOINTMENT.finditer(text, max(low, at - 40), at):
        pass
    return last is not None and _ABOUT.match(text[last.end():at]) is not None


def _kept(text: str, low: int, high: int) -> bool:
    """Whether the sentence keeps its value from others ("private", "don't share"), unless negated ("geen geheim")."""
    return any(not _NEGATION.search(text, max(low, word.start() - 16), word.start())
               for word in _PRIVATE.finditer(text, low, high))


def _value_after(text: str, at: int, high: int) -> tuple[int, int] | None:
    """The number after a name ending at `at`: no digit, no access word and at most 48 characters between."""
    gap = _GAP.match(text, at, high)
    if gap is None or _ACCESS.search(gap.group(0)):
        return None
    value = _VALUE.match(text, gap.end(), high)
    if value is None or value.end("v") > high or (sum(c.isdigit() for c in value.group("v")) < 2
                                                  and not _PNR.fullmatch(value.group("v"))):
        return None
    return value.span("v")


def _names(text: str, low: int, high: int) -> Iterator[re.Match[str]]:
    """File-number names in the sentence, and bare code words when the sentence is about an appointment."""
    yield from _CASE.finditer(text, low, high)
    yield from _MORE_NAMES.finditer(text, low, high)   # tracking, application, protocol numbers (secret_public_applied)
    if _APPOINTMENT.search(text, low, high) and not _ACCESS.search(text, low, high) and not _PLACE.search(text, low, high):
        yield from _CODE.finditer(text, low, high)
        yield from _CONFIRM.finditer(text, low, high)


def case_spans(text: str) -> Iterator[tuple[int, int]]:
    """Spans of the file, case, claim, appointment and booking numbers in `text` (see the module's docstring)."""
    if not any(c.isdigit() for c in text):
        return
    lowered = lower1(text)
    if not (may_match(_CASE, lowered) or may_match(_CODE, lowered) or may_match(_MORE_NAMES, lowered)) \
            or transfer_kept(text):
        return   # a money transfer's reference kept for one collector is its pickup code (`secret_remittance`)
    for low, high in sentences(text):
        if _kept(text, low, high):
            continue
        ids = None
        for name in _names(text, low, high):
            line = _LINE_END.search(text, name.end())
            span = _value_after(text, name.end(), line.start() if line else len(text))   # "Az. 4 C 482/26" crosses a "."
            if span is None:
                continue
            ids = _id_names(text, low, high) if ids is None else ids
            about = _PROCESS.search(name.group(0)) is not None
            if any((at < name.start() and not _booked_for(text, low, at)
                    and not applied_for(text, low, (at, end), name, text[span[0]:span[1]], shapes))
                   or (name.start() <= at < span[0] and not institution and not (about and (
                       _ABOUT.match(text[name.end():at]) or (owned_between(text[name.end():at])
                                                             and not own_number(text[span[0]:span[1]], shapes)))))
                   for at, end, institution, shapes in ids):
                continue   # "ΑΜΚΑ … για το ραντεβού: …", "Folio … DNI: …": the person's id
            yield span
