"""Codes for key boxes, lockers, gates and one-time logins keyed in odd ways: split by dashes, dots or spaces, in
letters and digits, said as dial turns, or closed by a verb at the clause's end.

People write such a code as they key it ("Kod do skrzynki na klucze: 1 — 9 — 4 — 4", "consigna de la estación:
A-7-3-K", "暗証は 0 3 - 7 7 にした"), give a key box's code with no code word at all ("Schránka na kľúče pri chate —
2718, treba otočiť kolieska"), a one-time code as the phone shows it ("ওটিপি এসেছে 482 913"), a dial's combination
as its turns ("Mailbox combo: right to 24, left past 24 to 8, right to 36") or a code with its copula after it
("ഗേറ്റിന്റെ കോഡ് 1059 ആണ്"). The thing it opens (or a one-time-code word) stands before the value in its clause and
the value closes its clause; a number marked as the thing's own (#, No., number), a count, a unit, a time, a date or
a phone's long groups give none.
"""

from __future__ import annotations

import re
from typing import Iterator

from .secret_clauses import clause_start
from .secret_cues import quantity_after
from .secret_lock_words import lock_cues
from .secret_sentence_words import CODE_WORD

# A one-time login code in ~35 languages and scripts (an "OTP" loan word is the common form).
_OTP = re.compile(
    r"(?i)(?<![^\W\d_])(?:otp|one[\s\-]time\s+(?:code|password|pin)|verification\s+code|(?-i:m?TAN)"
    r"|sms[\s\-]?(?:code|kod\w*)"
    r"|ওটিপি|ओटीपी|ओ\.टी\.पी|ઓટીપી|ਓਟੀਪੀ|ஓடிபி|ఓటీపీ|ಒಟಿಪಿ|ഒടിപി|ഓടിപി|ଓଟିପି|ඕටීපී|او\s?ٹی\s?پی|رمز\s+(?:التحقق|یکبار)"
    r"|קוד\s+אימות|einmalcode|einmalpasswort|bestätigungscode|code\s+de\s+vérification|código\s+de\s+verificación"
    r"|jednorázov\w*\s+kód|kod\s+jednorazowy|одноразов\w*\s+(?:код|пароль)|код\s+(?:подтверждения|из\s+смс)"
    r"|doğrulama\s+kodu|tek\s+kullanımlık|kode\s+(?:otp|verifikasi)|mã\s+(?:otp|xác\s+thực)|รหัส\s?otp|验证码|驗證碼"
    r"|ワンタイム|認証コード|인증번호|인증\s?코드)")
# Things whose one number is the code that opens them: key boxes, key safes, luggage lockers at a station.
_BOX = re.compile(
    r"(?i)key\s*(?:box|safe|lock\s*box)|lock\s*box|schlüssel(?:safe|kasten|box|tresor)|boîte\s+à\s+clés?"
    r"|coffre\s+à\s+clés?"
    r"|caja\s+(?:de|para)\s+(?:las\s+)?llaves|cajetín|cassett\w*\s+(?:porta)?chiavi|sleutel(?:kluis|kastje|box)"
    r"|nyckel(?:box|skåp|gömma)|nøkkel(?:boks|safe)|nøgle(?:boks|skab)|avain(?:säilö|boksi|kaappi)"
    r"|(?:skrzyn\w*|sejf\w*|skrytk\w*)\s+na\s+klucze|schránk\w*\s+na\s+kl[ií]č\w*|schránk\w*\s+na\s+kľúč\w*"
    r"|kľúčov\w*\s+trezor\w*|klíčov\w*\s+trezor\w*|kulcs(?:széf|doboz|tartó)|cutie\s+(?:de|pentru)\s+chei"
    r"|сейф\w*\s+для\s+ключ\w*|ключниц\w*|anahtar\s+kutusu|κλειδοθήκη|caixa\s+(?:de|para)\s+chaves"
    r"|キーボックス|키\s?박스|열쇠\s?함|钥匙盒|鑰匙盒|钥匙箱|密码盒|kotak\s+kunci|hộp\s+(?:đựng\s+)?chìa\s+khóa"
    r"|sanduku\s+la\s+funguo|kutij\w*\s+za\s+klju\w*|sef\w*\s+za\s+klju\w*|skrinjic\w*\s+za\s+klju\w*|raktų\s+dėžut\w*"
    r"|atslēgu\s+kast\w*|võtmekast\w*|кутия\s+за\s+ключ\w*|כספת\s+(?:ה)?מפתחות|صندوق\s+(?:ال)?مفاتيح|جعبه\s+کلید"
    r"|चाबी\s+(?:का|के)\s+(?:बॉक्स|डिब्बे?)|की\s?बॉक्स|চাবির\s+বাক্স|กล่องกุญแจ|kahon\s+ng\s+susi|lyklabox\w*"
    r"|blwch\s+allweddi|bosca\s+eochrach\w*")
# Luggage lockers: read when keyed in parts or in letters and digits ("consigna" is also a slogan or an instruction).
_LUGGAGE = re.compile(r"(?i)consigna|consigne|bagagekluis|deposito\s+bagagli|left[\s\-]luggage|luggage\s+locker"
                      r"|gepäckschließfach|schließfach|コインロッカー|存包柜|寄存柜|물품\s?보관함")
# Letterboxes: their combination is read when keyed in parts or as turns; their plain number may be their address.
_MAILBOX = re.compile(
    r"(?i)mail\s?box|letter\s?box|post\s?box|briefkasten|boîte\s+aux\s+lettres|buzón|cassetta\s+(?:delle\s+)?post\w*"
    r"|brievenbus|postlåda|postkasse|postkassi|skrzynk\w*\s+pocztow\w*|poštovn\w*\s+schránk\w*|postaláda"
    r"|cutie\s+poștală|почтов\w*\s+ящик\w*|posta\s+kutusu|γραμματοκιβώτιο|郵便受け|우편함|信箱|kotak\s+surat"
    r"|hộp\s+thư|caixa\s+(?:de\s+)?correio|תיבת\s+דואר|صندوق\s+البريد|लेटर\s?बॉक्स|डाक\s+पेटी|ডাকবাক্স")
# Gate and door words, and code words, of Indic and Sinhala scripts, by stem (a virama or case ending may follow).
_INDIC_HOLDER = re.compile(r"गेट|গেট|ગેટ|ਗੇਟ|கேட|గేట|ಗೇಟ|ഗേറ്റ|ଗେଟ|ගේට|दरवाज|দরজ|ദ്വാര|வாசல|తలుపు|ಬಾಗಿಲ|વાજ|ਦਰਵਾਜ")
_INDIC_CODE = re.compile(r"കോഡ|கோட|குறியீ|కోడ|ಕೋಡ|કોડ|ਕੋਡ|କୋଡ|ক'ড|କୋଡ଼|කේත|කෝඩ|कोड|কোড")
# Lock words of Indic scripts: a lock's number closed by its copula is its code ("பூட்டின் எண் 4471 ஆகும்").
_INDIC_LOCK = re.compile(r"ताल|তাল|பூட்ட|తాళ|ಬೀಗ|ಲಾಕ(?!ರ)|പൂട്ട|ലോക്ക(?!ർ|ര്)|તાળ|ਤਾਲ|ତାଲ|අගුල")   # a lock, not a locker
_SECRET_NUMBER = re.compile(r"暗証|暗碼|暗码|密碼|密码|비밀\s?번호|パスコード")
_HOLDS = frozenset(("lock", "safe", "thing", "combination", "compound", "gear"))

# A code keyed in parts: single letters or digits split by a dash, dot or space ("1 — 9 — 4 — 4", "A-7-3-K",
# "0 3 - 7 7"), or two groups of three digits as a phone shows a one-time code ("482 913").
_SEP = r"(?:[ \t]*[\-‐–—·.][ \t]*|[ \t])"
_DASH = r"[ \t]*[\-‐–—][ \t]*"
_SPLIT = re.compile(rf"(?<![\w.,/+\-#№])(?<!\d[ \t])(?P<v>[A-Z0-9](?:{_SEP}[A-Z0-9]){{3,7}}|\d{{3}}[ \t]\d{{3}}"
                    rf"|(?<![‐–—][ \t])(?<!-[ \t])\d\d(?:{_DASH}\d\d){{2,3}}(?!{_DASH}\d))"
                    r"(?![\w/]|[.,:\-]\d|[ \t]\d)")
# A dial's numbers in pairs ("18 - 42 - 07"): a bare "coffre" (a safe, or a car's boot) is read before them too.
_PAIRS = re.compile(rf"\d\d(?:{_DASH}\d\d){{2,3}}")
_COFFRE = re.compile(r"(?i)(?<![^\W\d_])coffres?(?![^\W\d_])")
# A date's day, month and year in pairs after a date word ("livré le 12 - 05 - 24"): not a combination.
_HOURS_BEFORE = re.compile(r"(?i)(?<![^\W\d_])(?:hours|open\w*|horaires?|ouvert\w*|öffnungszeit\w*|geöffnet|horarios?"
                           r"|abiert[oa]|orari[oa]?|apert[oa]|horário|aberto|openingstijden|godziny|часы|saatleri)"
                           r"(?![^\W\d_])")
_DATE_BEFORE = re.compile(r"(?i)(?<![^\W\d_])(?:le|du|au|on|dated?|am|vom|el|del|il|dal|op|den|dne|data|date|datum"
                          r"|fecha|depuis|since|seit)[ \t:]*$")
_GROUPED = re.compile(r"\d{3}[ \t]\d{3}")
_PLAIN = re.compile(r"(?<![\w.,/+\-#№])(?<!\d:)(?<!\d[ \t])(?P<v>\d{4,8})(?![\w/%°]|[.,:\-]\d|[ \t]\d)")
_YEAR, _ROUND = re.compile(r"(?:19|20)\d\d"), re.compile(r"[1-9]0{3,}")
_MIXED = re.compile(r"(?<![\w\-#№])(?P<v>[A-Z0-9]{4,8})(?![\w\-])")
# What may close the value: a copula or a setting verb in a verb-final language, then the clause's end.
_COPULA = (r"ആണ്|ആകുന്നു|ஆகும்|தான்|ఉంది|ಆಗಿದೆ|ಇದೆ|आहे|है|হয়|হলো|છે|ਹੈ|हो|छ|ଅଟେ|ଅଛି|වේ|යි"
           r"|dır|dir|dur|dür|tır|tir|tur|tür|です|だ|にした|にしました|に設定|입니다|이에요|예요|이야|야|là|ni|ndiyo")
_COPULA_CLOSED = re.compile(rf"[ \t]*(?:{_COPULA})(?![^\W\d_])")
_CLOSED = re.compile(rf"[ \t]*(?:(?:{_COPULA})(?![^\W\d_]))?[ \t]*(?:$|[\n.,;!?)。！？、，」』\"'”»…]|[—–\-][ \t]"
                     r"|(?:and|und|et|y|e|i|и|ve|و)[ \t])")
# A number marked as the thing's own (its place, its number), or a word of another sort of number, just before it.
_OWN_NUMBER = re.compile(r"(?i)(?:#|№|(?<![^\W\d_])(?:no\.?|nr\.?|n°|number|nummer|numéro|número|numero|numer"
                         r"|номер|číslo|numara\w*|from|von|de|desde|da|от|з|से|থেকে|dari|at|um|à|a\s+las|in|seit|since)"
                         r"|番号?は?|번호?는?|から|에서)"
                         r"[ \t:]*$")
_OTHER = re.compile(r"(?i)(?<![^\W\d_])(?:phone|tel\b|telefon|téléphone|teléfono|телефон|hotline|call|ring|order"
                    r"|bestell|commande|pedido"
                    r"|care|support|helpline|service|customer|kunden\w*|price|preis|prix|precio|cost|kost|size|model"
                    r"|modell|version|room|zimmer|chambre|habitación|seat"
                    r"|platz|asiento|flight|flug|vuelo|gate\s+[A-Z]?\d|postcode|zip|plz|expires?|valid|gültig|läuft"
                    r"|minut|second|sekund|segund|dakika|मिनट|মিনিট)|分|분")

# A clock time keyed out digit by digit after opening hours' words ("The gate opens at 0 7 - 3 0", "schließt um 1 8 - 0 0",
# "otwiera się o 0 7 - 3 0", "открываются в 0 7 - 3 0", "saat 0 7 - 3 0'da").
_TIME_BEFORE = re.compile(
    r"(?i)(?<![^\W\d_])(?:opens?|closes?|opening|closing|starts?|ends?|at|from|until|till|by|after|before|um|ab|bis"
    r"|to|a|au|tot|hours|opening\s+hours|horaires?|öffnungszeiten|horario|orario|horário|openingstijden|godziny|часы|saatleri"
    r"|öffnet|schließt|à|dès|jusqu'à|ouvre|ferme|a\s+las|desde|hasta|abre|cierra|alle|dalle|fino\s+alle|apre|chiude"
    r"|às|das|até|fecha|om|vanaf|tot|kl\.?|klo|klockan|kello|od|o|в|с|до|saat|pukul|jam|lúc|saa|godz\.?|στις)"
    r"[ \t:]*$")
_CLOCK = re.compile(r"(?:[01]?\d|2[0-3])[0-5]\d")


def clock_time(text: str, start: int, digits: str) -> bool:
    """Three or four digits at `start` that read as a time of day after an opening hours' word."""
    return len(digits) in (3, 4) and _CLOCK.fullmatch(digits) is not None \
        and _TIME_BEFORE.search(text, max(0, start - 24), start) is not None


def _cued(before: str, *, otp_ok: bool = True) -> bool:
    """Whether `before` names a thing a code opens (a lock, a box, a gate) or a one-time code."""
    return bool((otp_ok and _OTP.search(before)) or _BOX.search(before) or _MAILBOX.search(before)
                or _LUGGAGE.search(before) or _SECRET_NUMBER.search(before)
                or _INDIC_HOLDER.search(before) or lock_cues(before) & _HOLDS)


def _guarded(shown: str, before: str, end: int) -> bool:
    """A number marked as another thing's, or with a unit after it."""
    return bool(_OWN_NUMBER.search(before) or _OTHER.search(before) or quantity_after(shown, end))


def _split_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    for m in _SPLIT.finditer(shown):
        value = m.group("v")
        digits = "".join(c for c in value if c.isdigit())
        if len(digits) < 2 or not _CLOSED.match(shown, m.end()) or clock_time(shown, m.start(), digits):
            continue
        before = shown[clause_start(shown, m.start()):m.start()]
        grouped = _GROUPED.fullmatch(value) is not None
        if grouped and not (_OTP.search(before) or (CODE_WORD.search(before) and _cued(before))):
            continue
        pairs = _PAIRS.fullmatch(value) is not None
        if pairs and (_DATE_BEFORE.search(before) or _HOURS_BEFORE.search(before)
                      or not (_cued(before, otp_ok=False) or _COFFRE.search(before))):
            continue
        if (pairs or _cued(before)) and not _guarded(shown, before, m.end()):
            yield "pin", m.span("v")


def _plain_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """A key box's or one-time code's plain digits, or a code closed by its copula after a gate or code stem."""
    for m in _PLAIN.finditer(shown):
        if not _CLOSED.match(shown, m.end()):
            continue
        before = shown[clause_start(shown, m.start()):m.start()]
        if _ROUND.fullmatch(m.group("v")):
            continue   # "লক্ষ কোড 1000": a round number is a count or an amount
        if _YEAR.fullmatch(m.group("v")):   # "Bestätigungscode kam als SMS, Kampagne 2024": a year, not the code
            before = before[max(before.rfind(mark) for mark in ",،，、") + 1:]
        if _guarded(shown, before, m.end()):
            continue
        if _OTP.search(before) or _BOX.search(before) or _INDIC_CODE.search(before) \
                or (_COPULA_CLOSED.match(shown, m.end()) and (_INDIC_LOCK.search(before) or _locked(before))):
            yield "pin", m.span("v")


def _locked(before: str) -> bool:
    """A lock, safe or combination word (not a door or a locker, whose own number may be its address)."""
    return bool(lock_cues(before) & {"lock", "safe", "combination"})


def _mixed_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """Letters and digits (two of each) after a locker or box and a colon: "הלוקר בבריכה: B7Q2"."""
    for m in _MIXED.finditer(shown):
        if sum(c.isdigit() for c in m.group("v")) < 2 or sum(c.isalpha() for c in m.group("v")) < 2:
            continue
        before = shown[clause_start(shown, m.start()):m.start()]
        if before.rstrip().endswith((":", "：")) and _CLOSED.match(shown, m.end()) and _cued(before, otp_ok=False) \
                and not _guarded(shown, before, m.end()):
            yield "pin", m.span("v")


_TURN = (r"(?:right|left|rechts|links|droite|gauche|derecha|izquierda|destra|sinistra|höger|vänster|høyre|venstre"
         r"|højre|oikealle|vasemmalle|prawo|lewo|vpravo|vlevo|doprava|doleva|jobbra|balra|вправо|влево|направо|налево"
         r"|sağa|sola|δεξιά|αριστερά|dreapta|stânga|direita|esquerda|kanan|kiri|phải|trái|kulia|kushoto|clockwise"
         r"|R|L)")
_TURN_GLUED = r"(?:右|左|오른쪽|왼쪽)"   # written with a particle glued on ("右に", "오른쪽으로")
_NUMBER = r"(?<!\d)\d{1,2}(?![\w:/.,]\d|\w)"
# One turn: its way, a few words ("past 24", "twice past"), a number, maybe a second ("left past 24 to 8").
_TIMES = r"(?:\d[ \t]?(?:回|x|×|mal|times|fois|veces|volte|keer|gånger|razy|раза?)[ \t]*)"
_DIAL_STEP = (rf"(?:(?<![^\W\d_]){_TURN}(?![^\W\d_])|{_TURN_GLUED})"
              rf"[^\d\n.;!?。]{{0,24}}?{_TIMES}?[^\d\n.;!?。]{{0,12}}?{_NUMBER}"
              rf"(?:[ \t][^\W\d_]{{1,6}}[ \t]{_NUMBER})?")
# Between turns: a comma or an arrow, maybe "then", maybe a short preposition ("w lewo", "a la izquierda").
_BETWEEN = r"[ \t,;、，\-–—>→]+(?:(?:then|dann|puis|luego|poi|potem|потом|sonra)[ \t]+)?(?:[^\W\d_]{1,3}[ \t]+){0,2}"
_DIAL = re.compile(rf"(?i)(?P<v>{_DIAL_STEP}(?:{_BETWEEN}{_DIAL_STEP}){{1,4}})")


_WAY = re.compile(r"(?i)(?<![^\W\d_])(?:at|on|onto|into|bei|am|an|exit|ausfahrt|sortie|salida|uscita|street|straße"
                  r"|rue|calle|via|floor|stock|étage|piso|km|miles?|meters?|metres?|block|blocks)(?![^\W\d_])")


def _dial_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """A dial's combination given as its turns after a lock or combination word in the clause."""
    for m in _DIAL.finditer(shown):
        if len(set(re.findall(r"\d+", m.group("v")))) < 2:
            continue   # "turn right to 0, then left to 0": a reset, not a combination
        before = shown[clause_start(shown, m.start()):m.start()]
        if _WAY.search(m.group("v")) or _OTHER.search(before):
            continue   # "left at 2, right at 5", "to the locker room": a way there, not a dial's turns
        if lock_cues(before) & _HOLDS or _BOX.search(before) or _MAILBOX.search(before):
            yield "pin", m.span("v")


def box_code_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """(kind, span) for each key box, locker, gate or one-time code keyed in parts, as turns or with a copula after."""
    if not any(c.isdigit() for c in shown):
        return
    yield from _split_spans(shown)
    yield from _plain_spans(shown)
    yield from _mixed_spans(shown)
    yield from _dial_spans(shown)
