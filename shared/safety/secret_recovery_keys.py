"""Recovery keys and backup codes: a BitLocker key by its own checksum, and a grouped code after a recovery word in any script.

A BitLocker recovery key is eight groups of six digits, each group a multiple of 11 below 720896 (a 16-bit word times
11): that form needs no label at all. Without the checksum the same eight groups still count after BitLocker or a
recovery word in their line (a key copied by hand). A code in three or more groups of capitals and digits counts after
a backup, recovery, restore or 2FA word in about fifty languages ("Appleのリカバリーキー：R7KQ-2MPX-…",
"kurtarma anahtarı", "clé de récupération", "ключ восстановления", "복구 키", "恢复密钥"); a group of digits alone
only in four or more groups and with no phone or reference word before it. Six digits after a label naming two-step
verification ("Le code de vérification en deux étapes WhatsApp de mamie … : 271 846") are its PIN.
"""

from __future__ import annotations

import re
from typing import Iterator

_BITLOCKER = re.compile(r"(?<![\d\-])(?P<v>\d{6}(?P<s>[\- ])\d{6}(?:(?P=s)\d{6}){6})(?![\d\-]|[ ]\d)")
# Backup, recovery, restore, rescue and 2FA words: whole words in spaced scripts, substrings in CJK and Thai.
_RECOVERY_WORD = re.compile(
    r"(?i)(?<![^\W\d_])(?:backup|back-up|recovery|restore|rescue|2fa|mfa|otp|two[- ]factor|2[- ]step|authenticator"
    r"|bitlocker|filevault|notfall\w*|wiederherstellung\w*|sicherungs\w*|secours|r[ée]cup[ée]ration|restauration"
    r"|sauvegarde|respaldo|recuperaci[oó]n|restauraci[oó]n|recupera[çc][aã]o|restaura[çc][aã]o|recupero|ripristino"
    r"|recuperació|herstel\w*|gjenoppretting\w*|gendannelse\w*|återställning\w*|palautus\w*|varmuus\w*|odzyskiw\w*"
    r"|przywracani\w*|zapasow\w*|obnoven\w*|obnovy|obnovitv\w*|záložn\w*|oporav\w*|опорав\w*|helyreállít\w*|tartalék\w*"
    r"|recuperare|restaurare|възстановяване|восстановлен\w*|відновлен\w*|аднаўлен\w*|резервн\w*|рэзервов\w*"
    r"|ανάκτηση\w*|επαναφορ\w*|εφεδρικ\w*|kurtarma|yedek\w*|bərpa|tiklash\w*|қалпына|atkūrim\w*|atsargin\w*"
    r"|atkopšan\w*|taaste\w*|taastamis\w*|endurheimt\w*|rikuperim\w*|pemulihan|cadangan|pagbawi|urejeshaji|kurejesha"
    r"|khôi\s+phục|dự\s+phòng|sao\s+lưu|استرداد|الاسترداد|استعادة|الاستعادة|احتياطي\w*|الاحتياطي\w*|بازیابی|پشتیبان"
    r"|بحالی|ریکوری|שחזור|גיבוי|रिकवरी|पुनर्प्राप्ति|पुनर्प्राप्ती|बैकअप|রিকভারি|পুনরুদ্ধার|ব্যাকআপ|மீட்பு|மீட்டெடுப்பு"
    r"|ரிக்கவரி|రికవరీ|పునరుద్ధరణ|ರಿಕವರಿ|റിക്കവറി|വീണ്ടെടുക്കൽ|રિકવરી|ਰਿਕਵਰੀ|აღდგენ\w*|վերականգն\w*|dawo\s+da|maido\w*"
    r"|сэргээ\w*|враќање|обновување|irkupru|rkupru|berreskura\w*|adfer|athshlán\w*|aisghabháil|herwin\w*"
    r"|\w*buyisel\w*)(?![^\W\d_])"
    r"|恢复|恢復|备用|備用|复原|復原|还原|還原|找回|备份|備份|救援|復元|回復|復旧|リカバリ|バックアップ|予備|복구|복원|백업|예비|리커버리"
    r"|กู้คืน|สํารอง|ማግኛ|ප්\u200d?රතිසාධන|ស្ដារ|ស្តារ|ກູ້ຄືນ|ပြန်လည်ရယူ")
_GROUPED_CODE = re.compile(r"(?<![\w\-])(?:[A-Z0-9]{4,6}(?:-[A-Z0-9]{4,6}){2,7}|[A-Z0-9]{4,5}(?: [A-Z0-9]{4,5}){2,7})"
                           r"(?![\w\-])")
# Words that make a grouped code a reference, not a secret: an order, a ticket, a job, a serial, a booking, a phone.
_REFERENCE = re.compile(
    r"(?i)(?<![^\W\d_])(?:order|bestell|commande|pedido|ordine|ticket|job|serial|serien|s/n|booking|buchung|réservation"
    r"|reserva|invoice|rechnung|facture|factura|tracking|sendung|case|fall|reference|référence|referencia|ref\b"
    # an id, unless it names the account the key restores ("Apple-ID'et", "Apple ID", "Microsoft-ID")
    r"|(?<!apple[\s\-])(?<!google[\s\-])(?<!microsoft[\s\-])id\b"
    r"|model|modell|version|build|snapshot|archive|archiv|file|datei|disk|drive|volume|phone|tel\b|telefon\w*|téléphone"
    r"|teléfono|telefone|hotline|helpline|support|call|contact|kontakt|whatsapp|fax|mobile|handy|номер|телефон\w*|iban|account|konto|compte|cuenta|conta)"
    r"|電話|电话|전화|هاتف|טלפון")


def _bitlocker_checksum(value: str) -> bool:
    """Each of the eight groups a multiple of 11 whose quotient fits 16 bits, as BitLocker writes its keys."""
    return all(int(group) % 11 == 0 and int(group) // 11 < 65536 for group in re.split(r"[\- ]", value))


def bitlocker_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """Eight groups of six digits: a BitLocker key by its checksum, or after a recovery word in its line."""
    for match in _BITLOCKER.finditer(shown):
        line_start = shown.rfind("\n", 0, match.start()) + 1
        named = _RECOVERY_WORD.search(shown, max(line_start, match.start() - 80), match.start()) is not None
        if _bitlocker_checksum(match.group("v")) or named:
            yield "recovery key", match.span("v")


def grouped_backup_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """A code in three or more groups after a backup, recovery or 2FA word in its line (letters and digits mixed; a
    digits-only code in four or more groups)."""
    if "-" not in shown and " " not in shown:
        return
    for cue in _RECOVERY_WORD.finditer(shown):
        line_end = shown.find("\n", cue.end())
        end = min(cue.end() + 90, len(shown) if line_end < 0 else line_end)
        code = _GROUPED_CODE.search(shown, cue.end(), end)
        if code is None or code.start() - cue.end() > 40:
            continue
        groups = re.split(r"[\- ]", code.group(0))
        plain = "".join(groups)
        digits, letters = sum(c.isdigit() for c in plain), sum(c.isalpha() for c in plain)
        mixed = digits >= 3 and letters >= 3
        line_start = shown.rfind("\n", 0, cue.start()) + 1
        if (mixed or (letters == 0 and len(groups) >= 4 and len(set(plain)) > 3)) \
                and not _REFERENCE.search(shown, max(line_start, cue.start() - 30), code.start()):
            yield "backup codes", code.span()


# Two-step verification named in ~30 languages: WhatsApp's six-digit PIN, a 2FA PIN set for an account.
_TWO_STEP = re.compile(
    r"(?i)(?<![^\W\d_])(?:two[\s\-]step|2[\s\-]step|two[\s\-]factor|2fa|zweistufig\w*|zwei[\s\-]schritt\w*|zwei[\s\-]faktor\w*"
    r"|(?:en|à)\s+deux\s+étapes|double\s+authentification|dos\s+pasos|doble\s+factor|duas\s+etapas|dois\s+fatores"
    r"|due\s+passaggi|due\s+fattori|twee\s+stappen|tweestaps\w*|två\s+steg|tvåstegs\w*|totrins\w*|to[\s\-]trins\w*"
    r"|kaksivaihei\w*|dwuetapow\w*|dwuskładnikow\w*|dvoufázov\w*|dvojfázov\w*|kétlépcsős|két\s+lépés\w*|doi\s+pași"
    r"|iki\s+adım\w*|двухэтапн\w*|двухфакторн\w*|двоетапн\w*|двофакторн\w*|δύο\s+βημάτων|dua\s+langkah|hai\s+bước"
    r"|hatua\s+mbili|dalawang\s+hakbang|דו[\s\-]שלבי\w*|بخطوتين|خطوتين|دو\s+مرحله\w*|दो[\s\-]चरण\w*|দুই[\s\-]ধাপ\w*)(?![^\W\d_])"
    r"|2단계|2차\s?인증|二段階|两步|兩步|двух-?этапн|สองขั้นตอน")
# A date or a switch named before the colon: the value is when, not the PIN ("aktiviert am: 120324").
_WHEN = re.compile(
    r"(?i)(?<![^\W\d_])(?:on|am|le|el|em|il|op|den|date|datum|fecha|data|дата|tarih\w*|since|seit|depuis|desde|dal|sinds"
    r"|enabled|activated|turned\s+on|aktiviert|eingeschaltet|activée?|activad[oa]|ativad[oa]|attivat[oa]|ingeschakeld"
    r"|aktiverad|aktivert|włączon\w*|zapnut\w*|включен\w*|увімкнен\w*|etkinleştiril\w*|açıldı|diaktifkan|bật)(?![^\W\d_])")
# A record's number after the label: an order, a ticket, a case (a phone changed is no phone number given).
_RECORD = re.compile(r"(?i)(?<![^\W\d_])(?:order|ticket|case|invoice|tracking|reference|ref|id|bestell\w*|commande|pedido"
                     r"|ordine|zamówien\w*|заказ\w*|sipariş\w*|support|hotline|helpline)(?![^\W\d_])")
_SIX = re.compile(r"\s*[:：=]\s*(?P<v>\d{6}|\d{3} \d{3})(?![\w\-]|[.,]\d|\s\d)")


def two_step_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """Six digits after a colon that closes a label naming two-step verification (WhatsApp's PIN, a 2FA PIN)."""
    for cue in _TWO_STEP.finditer(shown):
        line_end = shown.find("\n", cue.end())
        colon = re.compile(r"[:：=]").search(shown, cue.end(), min(cue.end() + 90, len(shown) if line_end < 0 else line_end))
        value = _SIX.match(shown, colon.start()) if colon else None
        if value is not None and not _RECORD.search(shown, cue.end(), colon.start()) \
                and not _WHEN.search(shown, cue.end(), colon.start()):
            yield "pin", value.span("v")


def recovery_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """(kind, span) of each BitLocker key and each grouped backup or recovery code in `shown`."""
    if any(c.isdigit() for c in shown):
        yield from bitlocker_spans(shown)
        yield from grouped_backup_spans(shown)
        yield from two_step_spans(shown)
