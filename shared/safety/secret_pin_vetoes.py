"""A flagged value that is a helpline to call about a forgotten PIN, a pointer or time word after "changed", or a year after the verb "pass" is no secret."""

from __future__ import annotations

import re

# Having trouble with a PIN: forgot it, blocked, problems, help (Bangla romanised, Russian, Vietnamese, Indonesian …).
_TROUBLE = re.compile(
    r"(?i)bhule|bhulle|ভুলে|forg[eo]t|lost|blocked|locked|problem|trouble|issue|help|проблем|забыл|заблок|помощ"
    r"|quên|bị\s+khóa|lupa|terblokir|masalah|bantuan|olvid|bloque|problema|ayuda|esquec|ajuda|unut|bloke|sorun|yardım"
    r"|nakalimutan|na-?block|tulong|vergessen|gesperrt|hilfe|oubli|bloqué|aide|نسيت|مشكلة|مساعدة|فراموش|भूल|समस्या"
    r"|ลืม|ปัญหา|忘|问题|問題|잊|분실|문제|zapomn|problém")
# Calling a number: "call korun", "звоните", "gọi", "hubungi", "llame", "ligue", "arayın", "โทร", "tawagan" …
_CALL_WORDS = (
    r"call|dial|helpline|hotline|korun|করুন|কল|звон|позвон|набер|горяч|gọi|tổng\s+đài|hubungi|telepon"
    r"|telp|llam[ae]|marque|ligue|disque|(?<!\w)ara(?:yın|yin)?\b|tawag|anruf|ruf\b|rufen|wähl|appel|اتصل|تماس|कॉल|फोन|โทร|电话"
    r"|電話|전화|zadzwoń|dzwo|volej|whatsapp")
_CALL = re.compile(rf"(?i){_CALL_WORDS}")
_AFTER_CALL = re.compile(rf"(?i)[\s,.\-]*(?:[^\W\d_]{{1,12}}\s+)?(?:{_CALL_WORDS})")
# A postal code's label right before the number: รหัสไปรษณีย์, mã bưu chính, kode pos, código postal, PLZ, индекс …
_POSTAL = re.compile(r"(?i)(?:รหัส\s*ไปรษณีย์|mã\s+bưu\s+(?:chính|điện)|kode\s+pos|poskod|c[óo]digo\s+postal|\bcep|code\s+postal"
                     r"|posta\s+kodu|\bplz|postleitzahl|индекс|\bzip(?:\s?code)?|postcode|postal\s+code|郵便番号|邮编|우편번호"
                     r"|الرمز\s+البريدي|کد\s+پستی)\W{0,3}$")
_NEW = re.compile(r"(?i)\bnew\b|\bnouveau|\bneue|\bnuev|\bnov[oa]\b|\byeni\b|нов|mới|baru|bago|ใหม่|新|새")
# What "changed" is followed by when no value is given: a pointer to an attachment or a note, or a time.
_POINTER = re.compile(
    r"(?i)(?:see|siehe|voir|ver|veja|vedi|zie|patrz|bkz|см|xem|lihat|tingnan)[\s\-_.]*(?:the\s+)?(?:attach\w*|anhang"
    r"|pièce|adjunto|anexo|allegato|bijlage|załącznik|ek\w*|вложени\w*|приложени\w*|đính\s+kèm|lampiran|below|above"
    r"|unten|oben|ci-dessous|abajo|abaixo|sotto|hieronder|poniżej|ниже|dưới|bawah|note|notiz|nota)\w*")
_TIME = (r"yesterday|today|tonight|this\s+morning|last\s+(?:night|week)|wczoraj|dzisiaj|dziś|wieczorem|rano|w\s+nocy"
         r"|gestern|heute|abend|morgens?|hier|aujourd'hui|ce\s+matin|ce\s+soir|ayer|hoy|anoche|esta\s+mañana|ontem|hoje"
         r"|ieri|oggi|stamattina|gisteren|vandaag|вчера|сегодня|вечером|утром|dün|bugün|akşam|sabah|kemarin|hari\s+ini"
         r"|semalam|tadi\s+pagi|hôm\s+qua|hôm\s+nay|tối\s+qua|kahapon|ngayon|昨天|今天|昨日|今日|어제|오늘|เมื่อวาน|วันนี้")
_TIMES = re.compile(rf"(?i)(?:{_TIME})(?:[\s,]+(?:{_TIME}))*[.!]?")
_CHANGED = re.compile(
    r"(?i)chang|reset|updat|zmieni|geändert|ändert|changé|modifi|cambi|mudei|mudou|alterad|değiştir|поменя|измен|смени"
    r"|đổi|ganti|diganti|tukar|pinalitan|gewijzigd|veranderd|改|변경|바꿨|เปลี่ยน|غيرت|تغيير|عوض")
_YEAR_OWNED = re.compile(r"(?:19|20)\d\d['’]s")


def changed_or_helpline(seen: str, start: int, end: int) -> bool:
    """Whether the flagged `seen[start:end]` is a helpline number (or the call verb) after trouble with a PIN, a
    pointer or a time after "changed", a postal code, or "2024's" after the verb "pass"."""
    value = seen[start:end]
    if _YEAR_OWNED.fullmatch(value) or _POSTAL.search(seen, max(0, start - 24), start):
        return True
    if _POINTER.fullmatch(value) or (_TIMES.fullmatch(value) and _CHANGED.search(seen, 0, start)):
        return True
    return _helpline(seen, start, end, value)


def _helpline(seen: str, start: int, end: int, value: str) -> bool:
    """A number dialled, or the call verb itself, in a text about trouble with a PIN and giving no new one."""
    if not _TROUBLE.search(seen, 0, start) or _NEW.search(seen, 0, start):
        return False
    if _CALL.match(value):
        return True
    if not any(c.isdigit() for c in value):
        return False
    before = seen[max(0, start - 16):start]
    return bool(_CALL.search(before) or _AFTER_CALL.match(seen, end))
