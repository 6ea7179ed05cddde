"""A personal purpose said with an id ("RUT pa' la boleta", "NIF para a fatura da farmácia", "ΑΦΜ … για την εφορία").

A person hands their own tax or identity number over for a receipt, an invoice, the pharmacy, the tax office, a
refund, a tax return, a clinic or a school form; a company's number is printed on its invoices and named as the
company's. So a purpose phrase in the id's clause makes a number of a person's id shape that person's (its check
digits may be miscopied), and a shop or trade word inside that phrase ("… da farmácia", "… του φαρμακείου") names
what the number is for, not whose it is. A purpose is a preposition of purpose and a purpose noun within a few
words ("para a fatura", "für die Steuererklärung", "για την εφορία"), or a noun with a postposition ("fatura için",
"apteekkia varten", "开发票用"). Patterns are bounded; `folded` selects the form compiled for folded text.
"""

from __future__ import annotations

import re
import unicodedata
from typing import Sequence

from .normalise import fold_confusables
from .secret_clauses import CLAUSE_END, clause_start
from .secret_public_words import lower1

# What a personal number is handed over for, in ~30 languages (stems; a case ending may follow).
_NOUNS = (
    # English
    r"receipts?|invoices?|pharmacy|chemist|drugstore|tax\s+(?:office|return|refund|form|filing|authority)|refunds?"
    r"|(?:the\s+)?(?:IRS|HMRC|BIR|CRA|ATO|IRD|KRA|SARS|LHDN|IRAS)\b|clinic|hospital|doctor|GP|school|enrol+ment|registration"
    r"|prescription|payslip|payroll|insurance\s+claim|claim\s+form|form|embassy|consulate|visa\s+application|home\s+office"
    # a pension claimed, a booking or a hotel stay (the guest's id goes on the booking, whoever keeps it)
    r"|pensions?|pensyon|retirement|bookings?|reservations?|hotel|hostel|check-?in|reservas?|reservaci[óo]n|jubilaci[óo]n"
    r"|pensi[óo]n|retraite|r[ée]servation|h[ôo]tel|buchung|reservierung|rente|prenotazion\w*|albergo|reserva|aposentadoria"
    r"|boeking|reservering|pensioen|rezerwacj\w*|emerytur\w*|rezervac\w*|брон\w*|пенси\w*|rezervasyon\w*|emekli\w*"
    r"|pemesanan|tempahan|pensiun|đặt\s+phòng|lương\s+hưu"
    # Spanish, Catalan
    r"|boleta|factura|recibo|rebut|farm[aà]cia|farmacia|receta|devoluci[óo]n|declaraci[óo]n?|hacienda|hisenda|\bSII\b|\bSAT\b"
    r"|\bAFIP\b|\bARCA\b|impuestos|renta|cl[íi]nica|consultorio|colegio|escuela|matr[íi]cula|formulario|inscripci[óo]n"
    r"|obra\s+social|isapre|fonasa|reembolso|boleto|consulado|embajada|extranjer[íi]a|n[óo]mina"
    # Portuguese
    r"|fatura|factura|nota\s+fiscal|farm[áa]cia|receita|\bIRS\b|declara[çc][ãa]o|finan[çc]as|escola|cadastro|inscri[çc][ãa]o"
    r"|plano\s+de\s+sa[úu]de|reembolso|consulado|embaixada|\bSEF\b|\bAIMA\b"
    # Italian
    r"|scontrino|fattura|ricevuta|detrazion\w*|dichiarazion\w*|agenzia\s+delle\s+entrate|rimborso|scuola|iscrizione"
    r"|modulo|ospedale|\bASL\b|questura|ambasciata|consolato"
    # French
    r"|facture|re[çc]u|pharmacie|remboursement|d[ée]claration|imp[ôo]ts|clinique|[ée]cole|formulaire|mutuelle|ordonnance"
    r"|pr[ée]fecture|ambassade|consulat"
    # German
    r"|quittung|rechnung|beleg|apotheke|finanzamt|steuererkl[äa]rung|erstattung|r[üu]ckerstattung|klinik|krankenhaus|praxis"
    r"|schule|anmeldung|formular|antrag|ausl[äa]nderbeh[öo]rde|b[üu]rgeramt|krankenkasse|lohnabrechnung|botschaft|konsulat"
    # Dutch, Scandinavian, Finnish
    r"|kassabon|factuur|apotheek|belastingdienst|belastingaangifte|aangifte|teruggave|kliniek|ziekenhuis|huisarts|inschrijving"
    r"|formulier|gemeente|\bIND\b|kvitto|apotek\w*|skatteverket|deklaration|[åa]terbetalning|v[åa]rdcentral\w*|skola|blankett"
    r"|kvittering|skatteetaten|skattemelding\w*|selvangivelse\w*|refusjon|skole\w*|legen|l[æa]gen|tilmelding|skjema|sygehus"
    r"|kuitti\w*|lasku\w*|apteek\w*|verottaja\w*|veroilmoitu\w*|koulu\w*|lomake\w*|terveyskesku\w*"
    # Polish, Czech, Slovak, Hungarian, Romanian, Croatian
    r"|paragon\w*|recept\w*|aptek\w*|urz[ąa]d\w*\s+skarbow\w*|skarb[óo]wk\w*|\bPIT\w*|zwrot\w*|przychodni\w*|szko[łl]\w*"
    r"|formularz\w*|\bZUS\b|\bNFZ\b|[úu]čtenk\w*|l[ée]k[áa]rn\w*|finan[čc]n\w+\s+[úu]ř?ad\w*|da[ňn]ov\w+\s+p[řr]izn\w*"
    r"|nyugt[áa]\w*|gy[óo]gyszert[áa]r\w*|patik[áa]\w*|\bNAV\w*|ad[óo]bevall[áa]s\w*|szja\w*|iskol[áa]\w*|nyomtatv[áa]ny\w*"
    r"|bon\w*\s+fiscal|factur[ăa]|farmaci[ea]|\bANAF\b|declara[țt]i\w*|rambursar\w*|[șs]coal[ăa]|ra[čc]un\w*|ljekarn\w*"
    r"|porezn\w*|povrat\w*"
    # Greek
    r"|απόδειξη\w*|αποδειξη\w*|τιμολόγιο\w*|φαρμακεί\w*|εφορία\w*|εφορια\w*|\bΔΟΥ\b|φορολογικ\w+\s+δήλωσ\w*|επιστροφ\w*"
    r"|κλινικ\w*|νοσοκομεί\w*|σχολεί\w*|αίτησ\w*|έντυπ\w*|taxisnet|\bΕΦΚΑ\b"
    # Russian, Ukrainian, Bulgarian, Serbian
    r"|чек\w*|квитанци\w*|аптек\w*|налогов\w*|вычет\w*|декларац\w*|возврат\w*|клиник\w*|поликлиник\w*|школ\w*|анкет\w*"
    r"|заявлени\w*|госуслуг\w*|податков\w*|знижк\w*|лікарн\w*|касов\w+\s+бележк\w*|фактур\w*|\bНАП\b|данъчн\w*|рецепт\w*"
    # Turkish, Indonesian, Malay, Vietnamese, Swahili, Tagalog
    r"|fi[şs]\w*|fatura\w*|eczane\w*|vergi\s+daire\w*|beyanname\w*|iade\w*|hastane\w*|okul\w*|kay[ıi]t\w*"
    r"|struk|kuitansi|faktur|resit|apotek|farmasi|pajak|\bSPT\b|restitusi|klinik|rumah\s+sakit|sekolah|formulir|borang"
    r"|cukai|hóa\s+đơn|nhà\s+thuốc|cục\s+thuế|quyết\s+toán|hoàn\s+thuế|phòng\s+khám|bệnh\s+viện|trường"
    r"|risiti|ankara|famasia|duka\s+la\s+dawa|kodi|marejesho|kliniki|hospitali|shule|fomu|resibo|botika"
    # Hebrew, Arabic, Hindi, Chinese, Japanese, Korean
    r"|קבלה|חשבונית|בית\s+מרקחת|מס\s+הכנסה|החזר|إيصال|فاتورة|صيدلية|الضرائب|استرداد|رسید|فاکتور|داروخانه|مالیات"
    r"|रसीद|बिल|फार्मेसी|टैक्स|रिफंड|发票|發票|收据|收據|药店|藥局|药房|报税|報稅|退税|退稅|医院|醫院|诊所|診所|学校|學校"
    r"|領収書|レシート|薬局|確定申告|税務署|還付|病院|영수증|약국|연말정산|세무서|환급|병원|학교"
)
# A preposition of purpose, then up to four words (an article, a possessive, "the receipt of the …") before the noun.
_PREP = (r"(?<![^\W\d_])(?:for|para|pa['’]?|pra|pro|per(?:\s+a)?|pour|f[üu]r|f[üu]rs|voor|f[öo]r|till|til|dla|pentru"
         r"|untuk|buat|kwa|cho|để|para\s+sa|za|για|для|за|до|برای)")
_WORDS = r"(?:\s+[^\s\d:：,;]{1,16}){0,4}?\s+"
# A noun then a postposition ("fatura için", "apteekkia varten", "开发票用", "確定申告用", "연말정산용").
_POST = r"\s*(?:için|icin|varten|uchun|用|のため|に使う|용|위해|के\s+लिए|ke\s+liye)"


def _compile(pattern: str) -> tuple[re.Pattern[str], re.Pattern[str]]:
    normal = unicodedata.normalize("NFKC", pattern)
    return re.compile(normal, re.I), re.compile(fold_confusables(normal), re.I)


# Hungarian says it with a case ending on the noun ("a szja-bevalláshoz", "a gyógyszertárnak").
_SUFFIXED = (r"(?:szja|bevall[áa]s|nyomtatv[áa]ny|gy[óo]gyszert[áa]r|patik[áa]|iskol[áa]|nyugt[áa]|sz[áa]ml[áa]|NAV)"
             r"[\w\-]{0,14}?(?:hoz|hez|h[öo]z|nak|nek)(?![^\W\d_])")
# Polish "do" (Portuguese "do" is "of the": only before Polish nouns).
_POLISH_DO = (r"(?<![^\W\d_])do\s+(?:recept\w*|aptek\w*|PIT\w*|urz[ęe]du\s+skarbow\w*|skarb[óo]wki|zwrotu|przychodni"
              r"|szko[łl]y|formularz\w*|ZUS|NFZ|paragonu|rozliczeni\w*|deklaracji|zeznania)(?![^\W\d_])")
# Whose the purpose's noun is, kept in the phrase: "para a fatura da farmácia", "για την απόδειξη του φαρμακείου".
_OF = (r"(?:\s+(?:de(?:\s+la|\s+l['’])?|da|do|del|della|dello|dell['’]|di|du|des|der|of(?:\s+the)?|της|του|των|τhs|τou)"
       r"\s+[^\s\d:：,;]{2,20}|\s+(?:φόρου|φορου|налога|податку|podatku|imposto|impuestos|impôts|Steuer))?")
_PURPOSE = _compile(rf"{_PREP}{_WORDS}(?:{_NOUNS})(?![^\W\d_]){_OF}|{_SUFFIXED}|{_POLISH_DO}")
# The noun-first form, read only where a postposition stands (trying every noun at every place is slow).
_POSTPOSED = _compile(rf"(?:{_NOUNS})\w{{0,4}}{_POST}")
_HAS_POST = _compile(_POST)


def purpose_spans(text: str, low: int, high: int, folded: bool = False) -> list[tuple[int, int]]:
    """Spans of the purpose phrases in text[low:high]; folded text is lowered and folded again, as a capital Greek
    letter folds only once lowered ("Για την εφορία")."""
    if folded:
        text = text[:low] + fold_confusables(lower1(text[low:high]))
    found = [m.span() for m in _PURPOSE[folded].finditer(text, low, high)]
    if _HAS_POST[folded].search(text, low, high) is not None:
        found += [m.span() for m in _POSTPOSED[folded].finditer(text, low, high)]
    return found


def clause_purposes(text: str, start: int, end: int, folded: bool = False) -> list[tuple[int, int]]:
    """The purpose phrases in the clause that holds text[start:end] (from its clause's start to its clause's end)."""
    low = clause_start(text, start)
    stop = CLAUSE_END.search(text, end)
    return purpose_spans(text, low, stop.start() if stop else min(len(text), end + 100), folded)


def blanked(text: str, spans: Sequence[tuple[int, int]]) -> str:
    """`text` with each span replaced by spaces (same length): the words left say whose the number is."""
    for start, end in spans:
        text = text[:start] + " " * (end - start) + text[end:]
    return text


def outside(spans: list[tuple[int, int]], match: re.Match[str] | None) -> bool:
    """Whether a match exists and lies outside every span (a company word that is no purpose's noun)."""
    return match is not None and not any(s <= match.start() and match.end() <= e for s, e in spans)


def first_outside(pattern: re.Pattern[str], text: str, low: int, high: int, spans: list[tuple[int, int]]) -> bool:
    """Whether `pattern` matches text[low:high] somewhere outside the purpose `spans`."""
    return any(outside(spans, m) for m in pattern.finditer(text, low, high))


def clause_end(text: str, at: int) -> int:
    """Where the clause holding text[at] ends."""
    stop = CLAUSE_END.search(text, at)
    return stop.start() if stop else len(text)


def for_purpose(text: str, at: int) -> bool:
    """Whether text[at] lies in a purpose phrase ("para el recibo de sueldo": a receipt named as a purpose, not its number)."""
    return any(s <= at < e for s, e in clause_purposes(text, at, at + 1))


# A label whose head is another number, the id's name only saying what it concerns: "El teléfono del consulado para
# el pasaporte de mi suegra:", "Numer sprawy …, karta pobytu teściowej:", "Aktenzeichen der Ausländerbehörde (…):".
_OTHER_HEAD = _compile(
    r"(?<![^\W\d_])(?:tel[ée]fono|telefone|t[ée]l[ée]phone|telefon\w*|phone|hotline|helpline|телефон\w*|τηλέφων\w*"
    r"|dossier|aktenzeichen|vorgangsnummer|wartenummer|gesch[äa]ftszeichen|sprawy|sygnatur\w*|expediente|processo"
    r"|pratica|protocollo|protocolo|dossiernummer|zaaknummer|ärendenummer|case\s+(?:number|no|id|#)|file\s+(?:number|no)"
    r"|reference\s+(?:number|no)|référence|referencia|дела|заявки|обращения|fee|geb[üu]hr|frais|tasa|taxa"
    r"|n[úu]mero\s+de\s+(?:cita|turno)|terminnummer|appointment\s+(?:number|no)|numéro\s+de\s+rendez-vous"
    r"|numero\s+di\s+prenotazione|هاتف|تلفن|טלפון|फ़ोन|फोन)(?![^\W\d_])|電話|电话|전화")


_AND = re.compile(r"(?i)(?<![^\W\d_])(?:and|und|et|y|e|i|en|och|og|ve|và|dan|и|і|και|ja|és|şi)(?![^\W\d_])|[/&+]|和|및")


def other_number_head(text: str, name_start: int, folded: bool = False) -> bool:
    """Whether the clause, before the id's name and with no colon between, is headed by a phone, file or fee word."""
    low = clause_start(text, name_start, 60)
    head = _OTHER_HEAD[folded].search(text, low, name_start)
    return head is not None and not any(c in text[head.end():name_start] for c in ":：") \
        and _AND.search(text, head.end(), name_start) is None   # "Telefon und Ausweisnummer meiner Mutter:" lists both
