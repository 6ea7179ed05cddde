"""Lists of backup, recovery or 2FA codes after their label in any inflection ("zestaw kodów zapasowych: 8291 0374, …").

`secret_phrases` reads the labels' dictionary forms; people decline them ("kodów zapasowych", "резервных кодов",
"varakoodeja", "Backup-Codes für Google"). Here a label is a code word and a backup, recovery, spare, emergency or
two-factor word within a few words of each other (either order, any ending), and the value is a list right after it:
two or more codes of 6–10 digits, or of two groups ("8291 0374", "4kd9-2mx7"), apart by commas, semicolons, spaces or
lines. One number, a count ("10 codes of 8 digits"), a date or a phone number is no list.
"""

from __future__ import annotations

import re
import unicodedata
from typing import Iterator

_CODE_WORD = (r"codes?|codici|codice|códigos?|codigos?|codi|kod\w*|kód\w*|kood\w*|koodi\w*|cod\w*|κωδικ\w*|код\w*"
              r"|kodlar\w*|kodu\w*|kodai|kodi\w*|kode\w*|koodh\w*|koodu|misimbo|nambari|lambob\w*|mã|رموز|رمز|أكواد|اكواد|کد\w*|کدهای"
              r"|کوڈ\w*|קוד\w*|कोड|কোড|รหัส|ኮዶች|ኮድ|კოდ\w*|կոդ\w*")
_BACKUP_WORD = (
    r"backup|back-?up|recovery|spare|one[- ]time|einmal\w*|usage\s+unique|un\s+solo\s+uso|monouso|eenmalig\w*"
    r"|engångs\w*|engangs\w*|kertakäyttö\w*|jednorazow\w*|jednorázov\w*|egyszer\w*|одноразов\w*|tek\s+kullanımlık"
    r"|sekali\s+pakai|một\s+lần|otp|emergency|scratch|reserve\w*|fallback|2fa|mfa|two[- ]factor|2-?step|zwei-?faktor"
    r"|wiederherstell\w*|notfall\w*|ersatz\w*|sicherungs\w*|secours|récupération|recuperation|sauvegarde|réserve|respaldo"
    r"|recuperaci[oó]n|reserva|emergencia|recuperação|recuperacao|emergência|recupero|riserva|emergenza|herstel\w*"
    r"|nood\w*|reserv\w*|återställ\w*|gjenoppretting\w*|gendannelse\w*|sikkerhetskopi\w*|varmuus\w*|palautus\w*|vara\w*"
    r"|zapasow\w*|odzyskiw\w*|awaryjn\w*|rezerwow\w*|záložn\w*|zálohov\w*|obnoven\w*|obnov\w*|núdzov\w*|tartalék\w*"
    r"|helyreállít\w*|vész\w*|rezerv\w*|recuperare|urgență|oporavak\w*|oporavk\w*|obnovitev\w*|резерв\w*|восстановл\w*"
    r"|відновл\w*|запасн\w*|аварийн\w*|возстанов\w*|възстановяв\w*|εφεδρικ\w*|ανάκτησ\w*|yedek\w*|kurtarma\w*|ehtiyat\w*"
    r"|bərpa|zaxira|tiklash|atsargin\w*|atkūrim\w*|rezerves|atkopšan\w*|varu\w*|taaste\w*|cadangan|pemulihan|sandaran"
    r"|dự\s+phòng|khôi\s+phục|akiba|kurejesha|ajiya|dawo|kayd\w*|afẹyinti|afeyinti|بازیابی|پشتیبان|احتياط\w*|الاسترداد|استرداد|استرجاع|גיבוי|שחזור"
    r"|बैकअप|रिकवरी|पुनर्प्राप्ति|ব্যাকআপ|পুনরুদ্ধার|สํารอง|กู้คืน|መጠባበቂያ|სარეზერვო|պահուստային")
_CJK_LABEL = (r"(?<![^\W\d_])(?:2fa|mfa|two[- ]factor|2-?step|zwei-?faktor|totp)(?![^\W\d_])"
              r"|รหัสสํารอง|รหัสกู้คืน|ລະຫັດສໍາຮອງ|备用验证码|恢复代码|備用驗證碼|备用码|備用碼|备份码|恢复码|恢復碼|备用代码|バックアップコード|リカバリーコード|予備コード|백업\s?코드|복구\s?코드|예비\s?코드")
_WORD_GAP = r"(?:[\s\-]+[^\s\d:：]{1,14}){0,2}[\s\-]+"
_LABEL = re.compile(unicodedata.normalize("NFKC",   # as the text it reads is (Thai "ํา" decomposes)
    rf"(?i)(?<![^\W\d_])(?:(?:{_CODE_WORD}){_WORD_GAP}(?:{_BACKUP_WORD})|(?:{_BACKUP_WORD})[\s\-]*(?:{_CODE_WORD}))"
    rf"(?![^\W\d_])|{_CJK_LABEL}"))
# One code: 6–10 digits, two groups of 3–5 digits, two groups of letters and digits with a digit in each, or 8–10
# letters and digits of one case mixed ("x7k2m9p4").
_ONE = (r"(?:\d{6,10}|\d{3,5}[ \-]\d{3,5}|(?=[A-Za-z]{0,4}\d)[A-Za-z0-9]{4,5}-(?=[A-Za-z]{0,4}\d)[A-Za-z0-9]{4,5}"
        r"|(?=[a-z]{0,9}\d)(?=\d{0,9}[a-z])[a-z0-9]{8,10}|(?=[A-Z]{0,9}\d)(?=\d{0,9}[A-Z])[A-Z0-9]{8,10})"
        r"(?![\w\-])")
_ONE_RE = re.compile(_ONE)
_DATE = re.compile(r"(?:19|20)\d\d(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])")
_SEPARATOR = r"(?:\s*[,;，、،|/·]\s*|\s+)(?:\d{1,2}[.)]\s*|[\-•*]\s*)?"
# Between the label and the list: a few words naming the account ("do Facebooka", "für Google"), then a colon, a dash,
# a copula, a line break (the list below, maybe numbered) or a space.
_LISTED = re.compile(
    r"[^\n\d.!?]{0,40}?(?:\s*[:：=→\-–—]\s*(?:\n\s*)?|\s+(?:are|is|sind|sont|son|são|sono|zijn|är|er|to|это|це|là|adalah|ni)\s+"
    r"|\s*\n\s*|\s+)(?:\d{1,2}[.)]\s*|[\-•*]\s*)?"
    rf"(?<![\w\-])(?P<v>{_ONE}(?:{_SEPARATOR}{_ONE}){{1,15}})")
# Other sorts of grouped numbers near the label: a phone, a booking, an account or card number, an order, a date.
_NOT_CODES = re.compile(r"(?i)(?<![^\W\d_])(?:phone|booking|reservation|reservier\w*|réservation|buchung|flight|vuelo"
                        r"|telef\w*|téléph\w*|телеф\w*|telepon|iban|account\s+(?:number|no)|kontonummer|numer\w*\s+konta"
                        r"|order|bestell\w*|tracking|sendung\w*|invoice|rechnung|date|datum|fecha|tarih)(?![^\W\d_])"
                        r"|\b(?:19|20)\d\d[\-/.]\d")
# The label after the list ("4829 1037, 5521 9083 — to moje kody zapasowe").
_TRAILING = re.compile(r"(?i)[ \t]*(?:[—–\-:=(]|(?:these\s+are|das\s+sind|ce\s+sont|are|is|sind|sont|son|são|sono|zijn|är|er|to"
                       r"|это|це|là|adalah|ni)(?![^\W\d_]))[ \t]*")
_WORD = re.compile(r"[^\W\d_]+[ \t]+")


def _codes_ok(value: str) -> bool:
    """Two or more different codes, not a run of dates ("20240312 20240419")."""
    codes = [c for c in _ONE_RE.findall(value)]
    return len(set(codes)) >= 2 and not all(_DATE.fullmatch(re.sub(r"\D", "", c)) for c in codes)


_BARE_LIST = re.compile(rf"(?<![\w\-])(?P<v>{_ONE}(?:{_SEPARATOR}{_ONE}){{1,15}})")


def _trailing_label(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """A list of codes, then a dash, bracket or copula, up to two words and its label ("…, 5521 9083 — to moje kody
    zapasowe")."""
    for listed in _BARE_LIST.finditer(shown):
        window = _TRAILING.match(shown, listed.end())
        label, at = None, window.end() if window else -1
        for _ in range(3 if window else 0):   # up to two words ("my", "moje", "meine Google") before the label
            label = _LABEL.match(shown, at)
            word = None if label else _WORD.match(shown, at)
            if word is None:
                break
            at = word.end()
        if label is not None and _codes_ok(listed.group("v")) \
                and not _NOT_CODES.search(shown, max(0, listed.start() - 30), label.end()):
            yield "backup codes", listed.span("v")


def code_list_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """(kind, span) of each list of backup codes right after its label (or right before it)."""
    if sum(c.isdigit() for c in shown) < 12:
        return   # fewer digits than two codes of six
    yield from _trailing_label(shown)
    for label in _LABEL.finditer(shown):
        listed = _LISTED.match(shown, label.end())
        if listed is None or _NOT_CODES.search(shown, max(0, label.start() - 30), listed.start()):
            continue
        if _codes_ok(listed.group("v")):
            yield "backup codes", listed.span("v")
