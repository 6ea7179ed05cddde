"""Numbers printed for everyone to read look like secrets and are not: postcodes (names in more languages, letters in the code), an entity's tax id by its shape, customs tariff codes, waybills, public OAuth client ids, a quiz game's PIN on the board.

Called from `secret_public_more.more_spans`; each span is blanked before the rules and the learned stage's value gate
read the text. A credential word (password, PIN, code of a door …) between the name and the value keeps the value; a
person's ids (a 13-character RFC, a DNI, a CURP) keep their own shape and are never blanked here. Every pattern is
bounded and linear.
"""

from __future__ import annotations

import re
from typing import Iterator

from .secret_public_group import kept_from_others
from .secret_public_places import _POSTAL_NAME
from .secret_public_offices import issuer_code_spans, postal_name_ends
from .secret_public_words import CREDENTIAL_STEM, lower1, may_match
from .normalise import compile_nfkc


_re = compile_nfkc


_SENTENCE_END = re.compile(r"[.!?;。！？።\n](?!\d)")
# Postal names `secret_public_places` lacks: Breton, Kurdish, Welsh, Irish, Gaelic, Basque, Maltese, Frisian,
# Luxembourgish, Esperanto, Haitian, Xhosa, Sorani, Pashto, Tamil's inflected form, Malayalam, Kannada, Telugu, Gujarati,
# Punjabi, Burmese, Khmer.
_MORE_POSTAL = _re(
    r"(?i)(?<![^\W\d_])(?:kod[\s\-]post|kod\s+ar\s+post|koda\s+post\w*|kodê\s+post\w*|cod\s+post|côd\s+post|cód\s+poist"
    r"|éirchód|còd[\s\-]puist|posta\s+kode\w*|kodiċi\s+postali|postkoade|postleitzuel|poŝtkodo|kòd\s+postal"
    r"|ikhowudi\s+yeposi|koodu\s+ifiwer\w*|zip)(?![^\W\d_])"
    r"|کۆدی\s+پۆست\w*|پوستي\s+کوډ|அஞ்சல்\s+(?:குறியீட்டு\s+)?எண்|அஞ்சல்\s+குறியீட்டு|തപാൽ\s+കോഡ്|ಅಂಚೆ\s+(?:ಸಂಖ್ಯೆ|ಕೋಡ್)"
    r"|పోస్టల్\s+కోడ్|తపాలా\s+కోడ్|પોસ્ટલ\s+કોડ|ਡਾਕ\s+ਕੋਡ|စာတိုက်\s?(?:သင်္ကေတ|ကုဒ်)|លេខកូដ\s?ប្រៃសណីយ៍|ڈاک\s?خانہ\s+کوڈ"
    r"|(?:पत्त्याचा|पत्ते\s+का|पते\s+का|पत्ता)\s+पिन\s?कोड")
# A postcode: digits (grouped: 00-950, 01310-100, 150-0001, 123 45) or a code with letters (J0T 1J2, SW1A 1AA, 1012 AB,
# D02 X285, C1425BHE), with an optional country prefix (F-75001).
_POSTCODE = re.compile(
    r"(?<![\w\-])(?:[A-Z]{1,2}-)?(?:[A-Z]\d[A-Z][ \-]?\d[A-Z]\d|[A-Z]{1,2}\d[A-Z\d]?[ ]?\d[A-Z]{2}|\d{4}[ ]?[A-Z]{2}"
    r"|[A-Z]\d[\dW][ ]?[A-Z\d]{4}|[A-Z]\d{4}[A-Z]{3}|[A-Z]{3}[ ]?\d{4}|\d{2,6}(?:[ \-]\d{2,4})?)(?![\w\-])")
_LETTERED = re.compile(r"(?<![\w\-])(?:[A-Z]\d[A-Z][ \-]?\d|[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]|\d{4} ?[A-Z]{2}(?![\w\-])"
                       r"|[A-Z]\d[\dW] ?[A-Z\d]{4}|[A-Z]\d{4}[A-Z]|[A-Z]{3} ?\d{4}|[A-Z]{1,2}-\d)")
_POSTAL_GAP = re.compile(r"[^\d\n]{0,40}?(?=[\dA-Z])")


def _postcode_spans(text: str) -> Iterator[tuple[int, int]]:
    """The code after a postal name (both tables), in its sentence, with no credential word between."""
    lettered = _LETTERED.search(text) is not None   # `secret_public_places` blanks a digits-only code after its names
    ends = [m.end() for m in _POSTAL_NAME.finditer(text)] if lettered else []
    ends += [m.end() for m in _MORE_POSTAL.finditer(text)]
    ends += postal_name_ends(text)   # Africa's, the Pacific's, small languages' names, accents dropped
    for end in ends:
        at = end
        for _ in range(3):   # the first code-shaped token within reach ("Kod-post Kemper: 29000")
            gap = _POSTAL_GAP.match(text, at)
            if gap is None or _SENTENCE_END.search(text, end, gap.end()):
                break
            code = _POSTCODE.match(text, gap.end())
            if code is not None:
                if not CREDENTIAL_STEM.search(text, end, code.start()):
                    yield code.span()
                break
            at = gap.end() + 1

# What makes a value after a public name a secret after all: a password, a PIN, a one-time code, a lock.
_SECRET_WORD = _re(
    r"(?i)pass|pwd|\bpin\b|secret|token|otp|cvv|senha|contrase|mot\s+de\s+passe|kennw|hasł|heslo|jelsz|parol|пароль|пин"
    r"|şifre|şifrə|sandi|mật\s+khẩu|密|パス|暗証|비밀|암호|סיסמ|كلمة\s+(?:ال)?سر|رمز\s+(?:ال)?سري|door|gate|alarm|safe")
# An entity's tax or registration id: its name, and a shape only a company's or an association's id has (a person's
# RFC has 13 characters, a Spanish person's NIF is eight digits and a letter, a CUIT of a person opens 20/23/24/27 …).
_ENTITY_IDS = tuple((_re(name), re.compile(rf"(?<![\w\-./])(?:{value})(?![\w\-])")) for name, value in (
    (r"(?<![\w.])R\.?F\.?C\.?(?!\w)", r"[A-ZÑ&]{3}\d{6}[A-Z\d]{3}|X[AE]XX010101000"),   # the generic RFCs are printed by SAT
    (r"(?<![\w.])(?:N\.?I\.?F|C\.?I\.?F)\.?(?!\w)", r"[ABCDEFGHJNPQRSUVW][ \-]?\d{7}[\dA-J]"),
    (r"(?<!\w)CUIT(?!\w)", r"3[034]-?\d{8}-?\d"),
    (r"(?<!\w)RUC(?!\w)", r"20\d{9}"),
    (r"(?<!\w)NIPC(?!\w)", r"[5-9]\d{8}"),
    (r"(?<!\w)CNPJ(?!\w)", r"\d{2}\.?\d{3}\.?\d{3}/?\d{4}-?\d{2}"),
    (r"(?<!\w)(?:RUT|R\.U\.T\.)(?!\w)", r"[5-9]\d\.?\d{3}\.?\d{3}-[\dkK]"),
    (r"(?<!\w)NIT(?!\w)", r"[89]\d{2}\.?\d{3}\.?\d{3}-\d"),
    (r"(?i)(?<!\w)(?:P\.?\s?IVA|partita\s+IVA)(?!\w)", r"(?:IT)?\d{11}"),
    (r"(?i)(?<!\w)(?:SIREN|SIRET)(?!\w)", r"\d{3}\s?\d{3}\s?\d{3}(?:\s?\d{5})?"),
    (r"(?i)(?<![^\W\d_])(?:vergi\s+(?:kimlik\s+)?(?:numarası|no)|VKN)(?![^\W\d_])", r"\d{10}"),
    (r"사업자\s?(?:등록\s?)?번호", r"\d{3}-\d{2}-\d{5}"),
    (r"统一社会信用代码|統一社會信用代碼|社会信用代码", r"[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}"),
    (r"法人番号", r"\d{13}"),
    (r"統一編號|统一编号", r"\d{8}"),
    (r"الرقم\s+الضريبي\s+(?:للمتجر|للشركة|للمؤسسة|للمحل)|الرقم\s+الضريبي\s+لل", r"3\d{13}3"),   # a Gulf VAT number
    (r"(?<!\w)NPWP\s+(?:PT|CV|perusahaan|badan|toko|usaha)(?!\w)", r"\d{2}\.?\d{3}\.?\d{3}\.?\d-?\d{3}\.?\d{3}"),
    (r"(?<!\w)NIU(?!\w)", r"M\d{12}[A-Z]"),   # Cameroon: M a legal person's (a person's opens with P)
    (r"(?i)(?<!\w)TIN\s+(?:ng|of\s+the|of)\s+(?:kumpanya|company|negosyo|tindahan|store|business)(?!\w)",
     r"\d{3}-\d{3}-\d{3}(?:-\d{3,5})?"),
))

_ENTITY_CUES = ("rfc", "r.f", "nif", "n.i", "cif", "c.i", "cuit", "ruc", "nipc", "cnpj", "rut", "r.u", "nit", "iva", "siren",
                "siret", "vergi", "vkn", "사업자", "信用代", "法人番号", "統一編號", "统一编号", "الضريبي", "npwp", "tin", "niu")


def _entity_spans(text: str) -> Iterator[tuple[int, int]]:
    """An entity-shaped id within 70 characters after its name, in its sentence, no secret word between."""
    lowered = lower1(text)
    if not any(cue in lowered for cue in _ENTITY_CUES):
        return
    for name_re, value_re in _ENTITY_IDS:
        for name in name_re.finditer(text):
            value = value_re.search(text, name.end(), min(len(text), name.end() + 70))
            if value is not None and not _SENTENCE_END.search(text, name.end(), value.start()) \
                    and not _SECRET_WORD.search(text, name.end(), value.start()):
                yield value.span()


# Customs: a tariff code's own name, or a customs word with a code word, then an HS-shaped number (chapter 01-97).
_TARIFF_NAME = _re(
    r"(?i)(?<![^\W\d_])(?:(?:HS|CN|SH|HSN)[\s\-]?(?:code|kodu|koodi|kod|kode|codice|código|numm?er|no\.?)|code\s+(?:SH|NC|HS)|HTS|TARIC|NCM|GTİP|GTIP"
    r"|tariff|commodity\s+code|customs|zolltarif\w*|warentarif\w*|warennummer|arancelari[oa]|aduan\w*|douan\w*|dogan[ae]\w*"
    r"|alfândeg\w*|alfandeg\w*|gümrük\w*|gömrük\w*|cł[oa]|celn\w*|hải\s+quan|bea\s+cukai|kastam|forodha|vám\w*|tull\w*"
    r"|toldkode\w*|toldtarif\w*|vamal\w*)(?![^\W\d_])|таможен\w*|митн\w*|ТН\s?ВЭД|海关|海關|税関|関税|세관|관세"
    r"|(?:ال)?جمارك|جمركي\w*|گمرک\w*|מכס")
_TARIFF = re.compile(r"(?<![\w\-.])(?:0[1-9]|[1-8]\d|9[0-7])\d{2}(?:[ .]?\d{2}){1,3}(?:[ .]?\d{1,4})?(?![\w\-]|\.\d)")


def _tariff_spans(text: str) -> Iterator[tuple[int, int]]:
    """An HS-shaped number within 60 characters after a tariff or customs word, in its sentence."""
    for name in _TARIFF_NAME.finditer(text) if may_match(_TARIFF_NAME, lower1(text)) else ():
        value = _TARIFF.search(text, name.end(), min(len(text), name.end() + 60))
        if value is not None and not _SENTENCE_END.search(text, name.end(), value.start()) \
                and not _SECRET_WORD.search(text, _sentence_start(text, name.start()), value.start()):
            yield value.span()


def _sentence_start(text: str, at: int) -> int:
    """Where the sentence holding `at` starts (at most 120 characters back)."""
    ends = [m.end() for m in _SENTENCE_END.finditer(text, max(0, at - 120), at)]
    return ends[-1] if ends else max(0, at - 120)


# A parcel's waybill or tracking number: printed on the label, given to whoever waits for it.
_WAYBILL_NAME = _re(
    r"(?i)(?<![^\W\d_])(?:(?:air\s+)?waybill|AWB|tracking(?:\s+(?:number|no\.?|code|id|#))?|consignment\s+(?:number|no\.?)"
    r"|n[úu]mero\s+de\s+(?:rastreo|seguimiento|gu[íi]a|rastreio|rastreamento|envio|envío)|c[óo]digo\s+de\s+(?:rastreio|rastreo|seguimiento)"
    r"|gu[íi]a\s+de\s+(?:env[íi]o|remisi[óo]n)|num[ée]ro\s+de\s+(?:suivi|colis|lettre\s+de\s+voiture)|lettre\s+de\s+voiture"
    r"|sendungs(?:verfolgungs)?nummer|paketnummer|trackingnummer|frachtbrief\w*|numero\s+di\s+(?:tracciamento|spedizione|tracking)"
    r"|lettera\s+di\s+vettura|track\s*(?:&|and|en)\s*trace(?:\s*code)?|zendingnummer|vrachtbrief\w*"
    r"|numer\s+(?:przesyłki|listu\s+przewozowego|śledzenia)|list\s+przewozowy|(?:kargo\s+)?takip\s+(?:numarası|no|kodu)|irsaliye\w*"
    r"|mã\s+vận\s+đơn|vận\s+đơn|nomor\s+resi|no\.?\s+resi|resi|nombor\s+pengesanan|nambari\s+ya\s+(?:ufuatiliaji|mzigo)"
    r"|sporingsnummer|spårningsnummer|kollinummer|seurantakoodi|lähetystunnus|sledovací\s+číslo|nyomkövetési\s+szám)(?![^\W\d_])"
    r"|трек[\s\-]?номер\w*|номер\s+(?:отслеживания|накладной|посылки|отправления)|накладн\w*|номер\s+(?:відстеження|накладної)"
    r"|运单号?|快递单号|物流单号|追踪号|追蹤碼|託運單號|追跡番号|伝票番号|お問い合わせ番号|운송장\s?번호|송장\s?번호|택배\s?번호"
    r"|رقم\s+(?:ال)?(?:تتبع|شحنة|بوليصة)|بوليصة\s+(?:ال)?شحن|کد\s+رهگیری|شماره\s+بارنامه|מספר\s+(?:ה)?מעקב"
    r"|ट्रैकिंग\s+(?:नंबर|आईडी)|ট্র্যাকিং\s+নম্বর|เลขพัสดุ|หมายเลขติดตาม|เลขแทร็ก")
_WAYBILL = re.compile(r"(?<![\w\-])(?=[A-Z\d\- ]*\d(?:[ \-]?\d){7})[A-Z]{0,4}\d[\d \-]{6,28}\d[A-Z]{0,3}(?![\w\-])")


def _waybill_spans(text: str) -> Iterator[tuple[int, int]]:
    """A tracking-shaped number (eight digits or more) within 50 characters after a waybill or tracking name."""
    for name in _WAYBILL_NAME.finditer(text) if may_match(_WAYBILL_NAME, lower1(text)) else ():
        value = _WAYBILL.search(text, name.end(), min(len(text), name.end() + 80))
        if value is not None and value.start() - name.end() <= 50 \
                and not _SENTENCE_END.search(text, name.end(), value.start()) \
                and not _SECRET_WORD.search(text, name.end(), value.start()):
            yield value.span()


# Google's OAuth client id, whatever the length of its id part: the apps domain names it public.
_GOOGLE_CLIENT_ID = re.compile(r"(?<![\w\-])\d{6,14}-[A-Za-z0-9_]{3,60}\.apps\.googleusercontent\.com(?![\w\-])")
# A live quiz's join PIN: its name, with the platform, a class or the board it is shown on in the same sentence.
_GAME_PIN = _re(
    r"(?i)(?<![^\W\d_])(?:game[\s\-]?(?:pin|code)|room[\s\-]?code|join[\s\-]?code|quiz[\s\-]?(?:pin|code)|spel[\s\-]?(?:pin|code)"
    r"|spiel[\s\-]?(?:pin|code)|code\s+du\s+jeu|pin\s+du\s+jeu|(?:pin|c[óo]digo)\s+(?:del?|do|da)\s+(?:juego|jogo|partida|quiz)"
    r"|(?:pin|codice)\s+(?:di|del)\s+gioco|(?:codi\s+(?:pin\s+)?|pin\s+)del\s+joc|kod\s+gry|pin\s+gry|oyun\s+(?:pin|kodu)\w*|spill[\s\-]?pin|peli[\s\-]?pin"
    r"|mã\s+(?:pin\s+)?(?:trò\s+chơi|phòng)|kode\s+(?:game|permainan)|pin\s+(?:game|permainan))(?![^\W\d_])"
    r"|код\s+(?:игры|комнаты|гри)|пин\s+игры|游戏\s?(?:PIN|码)|房间码|ゲーム\s?(?:PIN|ピン|コード)|게임\s?(?:PIN|핀|코드)"
    r"|رمز\s+(?:ال)?لعبة|كود\s+(?:ال)?لعبة|קוד\s+(?:ה)?משחק|गेम\s+(?:पिन|कोड)")
_SHOWN = _re(
    r"(?i)(?<![^\W\d_])(?:kahoot!?|blooket|quizizz|gimkit|mentimeter|menti|slido|wooclap|jackbox|nearpod|quizlet|vevox"
    r"|class|classroom|students|pupils|kids|children|board|screen|projector|beamer|klas|kinderen|leerlingen|bord|scherm"
    r"|schüler\w*|klasse|tafel|bildschirm|élèves|classe|tableau|écran|alumnos|clase|pizarra|pantalla|alunos|turma|lousa|quadro"
    r"|tela|alunni|lavagna|schermo|uczniowie|klasa|tablic\w*|ekran\w*|tahta\w*|öğrenci\w*|sınıf\w*|học\s+sinh|lớp|bảng"
    r"|murid|siswa|kelas|papan|layar|wanafunzi|darasa|ubao|escola|alumnes|pissarra)(?![^\W\d_])"
    r"|ученик\w*|класс\w*|доск\w*|экран\w*|카훗|カフート|学生|班|黑板|屏幕|生徒|クラス|黒板|画面|학생|반|칠판|화면|الطلاب|الصف|السبورة|الشاشة"
    r"|תלמידים|כיתה|לוח|छात्र|कक्षा|बोर्ड")
_GAME_VALUE = re.compile(r"(?<![\w\-])\d(?:[ \-]?\d){3,9}(?![\w\-])")


def _game_pin_spans(text: str) -> Iterator[tuple[int, int]]:
    """A game PIN's digits within 50 characters after its name, a platform, class or board in the sentence, which
    keeps it from nobody."""
    for name in _GAME_PIN.finditer(text) if may_match(_GAME_PIN, lower1(text)) else ():
        value = _GAME_VALUE.search(text, name.end(), min(len(text), name.end() + 50))
        if value is None or _SENTENCE_END.search(text, name.end(), value.start()) \
                or _SECRET_WORD.search(text, name.end(), value.start()):
            continue
        stop = _SENTENCE_END.search(text, value.end())
        low, high = _sentence_start(text, name.start()), stop.start() if stop else len(text)
        if _SHOWN.search(text, low, high) and not kept_from_others(text, low, high):   # "don't share with other parents"
            yield value.span()


# A product's barcode (EAN/JAN/UPC/GTIN/ISBN) after its name: printed on every pack; its GS1 check digit must hold.
_BARCODE_NAME = _re(
    r"(?i)(?<![^\W\d_])(?:EAN|JAN|UPC|GTIN|ISBN)(?:[\s\-]?(?:8|12|13|14|code|kode|kod|codice|código))?(?![^\W\d_])"
    r"|(?<![^\W\d_])(?:barcode|bar\s+code|código\s+de\s+barras|code[\s\-]barres?|codice\s+a\s+barre|strichcode|streepjescode"
    r"|kod\s+kreskowy|barkod\w*|mã\s+vạch|штрих[\s\-]?код\w*)(?![^\W\d_])"
    r"|(?:JAN|EAN)?(?:コード|バーコード)|条形码|條碼|条码|바코드|باركود")
_BARCODE = re.compile(r"(?<![\w\-])\d(?:[ \-]?\d){7,13}(?![\w\-])")


def _gs1_valid(digits: str) -> bool:
    """The GS1 check digit (EAN-8/13, UPC-A, GTIN-14, ISBN-13) of a digit string."""
    if len(digits) not in (8, 12, 13, 14):
        return False
    body = [int(d) for d in reversed(digits[:-1])]
    total = sum(d * (3 if n % 2 == 0 else 1) for n, d in enumerate(body))
    return (10 - total % 10) % 10 == int(digits[-1])


def _barcode_spans(text: str) -> Iterator[tuple[int, int]]:
    """A check-digit-valid barcode within 30 characters after its name, in its sentence, no secret word between."""
    for name in _BARCODE_NAME.finditer(text) if may_match(_BARCODE_NAME, lower1(text)) else ():
        value = _BARCODE.search(text, name.end(), min(len(text), name.end() + 40))
        if value is not None and value.start() - name.end() <= 30 \
                and _gs1_valid(re.sub(r"[ \-]", "", value.group())) \
                and not _SENTENCE_END.search(text, name.end(), value.start()) \
                and not _SECRET_WORD.search(text, name.end(), value.start()):
            yield value.span()


# A shop's or branch's number, printed on its sign and receipts ("Mã cửa hàng Circle K 1023", "Kode toko … TZ01").
_STORE_NAME = _re(
    r"(?i)(?<![^\W\d_])(?:mã\s+(?:cửa\s+hàng|chi\s+nhánh)|kode\s+(?:toko|cabang|gerai)|store\s+(?:code|number|no\.?|id)"
    r"|branch\s+(?:code|number|no\.?)|shop\s+(?:code|number)|c[óo]digo\s+(?:de\s+(?:la\s+)?)?(?:tienda|loja|sucursal|filial)"
    r"|filialnummer|filialnr\.?|num[ée]ro\s+(?:de\s+|du\s+)?magasin|kod\s+(?:sklepu|oddziału)|mağaza\s+kodu)(?![^\W\d_])")
_STORE_VALUE = re.compile(r"(?<![\w\-])(?=[A-Z\d]*\d)[A-Z\d]{2,6}(?![\w\-])")


def _store_spans(text: str) -> Iterator[tuple[int, int]]:
    """A short store number within 30 characters after its name, in its sentence, no credential word between."""
    for name in _STORE_NAME.finditer(text) if may_match(_STORE_NAME, lower1(text)) else ():
        value = _STORE_VALUE.search(text, name.end(), min(len(text), name.end() + 36))
        if value is not None and value.start() - name.end() <= 30 \
                and not _SENTENCE_END.search(text, name.end(), value.start()) \
                and not CREDENTIAL_STEM.search(text, name.end(), value.start()) \
                and not _SECRET_WORD.search(text, _sentence_start(text, name.start()), value.start()):
            yield value.span()


def printed_spans(text: str) -> Iterator[tuple[int, int]]:
    """Every span this module makes public (see the module's docstring)."""
    if not any(c.isdigit() for c in text):
        return
    yield from _postcode_spans(text)
    yield from issuer_code_spans(text)   # a passport office's code, the same for a whole district (secret_public_offices)
    yield from _entity_spans(text)
    yield from _tariff_spans(text)
    yield from _waybill_spans(text)
    yield from (m.span() for m in _GOOGLE_CLIENT_ID.finditer(text)) if ".apps.googleusercontent.com" in text else ()
    yield from _game_pin_spans(text)
    yield from _barcode_spans(text)
    yield from _store_spans(text)


# A warning never to pass a code on, with no value in it ("nunca passar código do WhatsApp pra ninguém"): for the
# learned stage's value gate only (`secret_e5.value_present`), so the rules read such a sentence unchanged.
_NEVER = _re(
    r"(?i)(?<![^\W\d_])(?:never|nunca|jamais|jam[áa]s|niemals|nie|mai|nooit|aldrig|asla|jangan|usiwahi|kamwe|không\s+bao\s+giờ"
    r"|đừng|никогда|ніколи|nikdy|nigdy|soha)(?![^\W\d_])|कभी|永远不要|千万不要|绝不|不要|決して|絶対に|절대|أبدا|أبداً|لا\s+تعط|هرگز|לעולם")
_CODE_WORD = _re(
    r"(?i)(?<![^\W\d_])(?:c[óo]digo|code|codes|pin|senha|password|contraseña|clave|mot\s+de\s+passe|passwort|codice|wachtwoord"
    r"|kod|kodu|kodunu|şifre\w*|mã|otp|kode|kodi|nambari|msimbo|parola|heslo|hasła|hasło)(?![^\W\d_])"
    r"|код\w*|пароль|कोड|ओटीपी|验证码|密码|コード|暗証番号|認証番号|인증\s?번호|코드|비밀번호|رمز|كود|کد|קוד")
_NOBODY = _re(
    r"(?i)(?<![^\W\d_])(?:ningu[ée]m|nadie|personne|niemand\w*|nessuno|ingen|kimse\w*|anyone|anybody|nobody|no\s+one"
    r"|siapa\s*(?:pun|saja)|mtu\s+yeyote|ai\s+cả|ai|nikomu|nikomu|senkinek)(?![^\W\d_])"
    r"|никому|нікому|किसी\s+को|任何人|誰にも|누구에게도|아무에게도|لأحد|لأي\s+أحد|هیچ\s*کس|לאף\s+אחד")
_WARNING_STOP = re.compile(r"[\d:：=\"'“”«»「」『』]")


def warning_without_value(text: str) -> bool:
    """True for a sentence-short text that warns never to give a code to anyone and gives no value: no digit, no
    colon or quote after the warning's first word, at most 24 words."""
    if len(text) > 240 or any(c.isdigit() for c in text) or len(text.split()) > 24:
        return False
    never, code, nobody = _NEVER.search(text), _CODE_WORD.search(text), _NOBODY.search(text)
    if never is None or code is None or nobody is None:
        return False
    first = min(never.start(), code.start(), nobody.start())
    return _WARNING_STOP.search(text, first) is None and not any(c.isdigit() for c in text)
