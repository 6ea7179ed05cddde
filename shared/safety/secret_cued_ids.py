"""Ids read only beside their own cue: security answers, driving licence numbers, keypad codes with # or *,
Austrian/German/Swiss social-security numbers and a messaging app's verification code passed on.

Policy: each value is flagged only beside its own cue (a security question and an answer verb; a driving licence
word; a gate or door word; a social-security word; a code that "came" by SMS or to a messaging app). Public
look-alikes stay out by shape or by a public word near them: a quiz or trivia question, a licence class, an expiry
date, a plate or registration, a business licence, USSD service codes (*100#, *#06#), hashtags, a phone menu's
"press 3#", an invite link or a tracking code.
"""
from __future__ import annotations

import re
from typing import Iterator

from .secret_security_told import QUIZ

Span = tuple[str, tuple[int, int]]
_I = re.I | re.S

_SECQ = (r"(?:security\s*q(?:uestion)?|secret\s+question|memorable\s+(?:word|answer)|mother'?s\s+maiden\s+name|"
         r"first\s+pet|first\s+school|street\s+you\s+grew\s+up|question\s+(?:de\s+)?s[ée]curit[ée]|question\s+secr[eè]te|"
         r"sicherheitsfrage|pregunta\s+(?:de\s+)?seguridad|pregunta\s+secreta|pergunta\s+(?:de\s+)?seguran[çc]a|"
         r"domanda\s+(?:di\s+)?sicurezza|beveiligingsvraag|контрольн\w{0,3}\s+вопрос|секретн\w{0,3}\s+вопрос|"
         r"pytanie\s+bezpiecze[nń]stwa|güvenlik\s+sorusu|安全问题|密保问题|秘密の質問|보안\s*질문|"
         r"سؤال\s*الأمان|سوال\s*امنیتی|सुरक्षा\s*प्रश्न|pertanyaan\s+keamanan|câu\s+hỏi\s+bảo\s+mật)")
_ANSWER = (r"(?:i\s+put|i\s+answered|i\s+said|i\s+used|answer(?:\s+is|:)|->|=>|j'ai\s+mis|j'ai\s+r[ée]pondu|"
           r"r[ée]ponse\s*:|antwort\s*:|respond[ií]|puse|resposta\s*:|coloquei|"
           r"risposta\s*:|ho\s+messo|antwoord\s*:|я\s+указал\w?|я\s+написал\w?|ответ\s*:|我填的是|答案是|答えは|"
           r"답은|cevab[ıi]m|odpowied[zź]|jawaban(?:nya)?|الجواب|جواب)")
_SECQ_DE = re.compile(_SECQ + r".{0,60}?\bhab\w{0,2}\s+(\S[^\n.!?]{0,30}?)\s+(?:angegeben|eingetragen|geschrieben)", _I)
# An answer only talked about ("the answer is stored in the vault", "答えは忘れないようにメモした", "الجواب معروف عندي").
_TALK = re.compile(r"^(?:stored|saved|kept|in\s+(?:the|my)\s+vault|known|written|forgot|forgotten|(?:i\s+)?(?:don'?t|can'?t)\s+remember|no\s+(?:me\s+)?(?:recuerdo|acuerdo)|weiß\s+(?:ich\s+)?nicht|не\s+помню|不记得|不記得|忘了|忘记|覚えていない|기억\s*(?:이\s*)?안|the\s+same|secret|"
                   r"private|gespeichert|notiert|guard[ée]|anot|guardad|сохран|записан|忘れ|メモ|保存|记住|معروف|محفوظ)", _I)
_SECQ_RE = re.compile(_SECQ + r".{0,60}?" + _ANSWER + r"\s*['\"«“]?(\S[^\n.!?]{0,38})", _I)

_DL = re.compile(r"(?:driver'?s'?\s+lic(?:en[cs]e)?|driving\s+licen[cs]e|\bDL\b|führerschein\w{0,8}|"
                 r"permis\s+de\s+conduire|carnet\s+de\s+conducir|licencia\s+de\s+conducir|patente\s+di\s+guida|"
                 r"carteira\s+de\s+motorista|\bCNH\b|rijbewijs\w{0,7}|prawo?\s+jazdy|řidičsk\w{0,3}\s+průkaz\w{0,3}|"
                 r"водительск\w{0,4}\s+(?:удостоверени\w{0,3}|прав\w{0,2})|驾驶证|駕駛執照|運転免許証?|운전면허\w{0,3}|"
                 r"ehliyet|sürücü\s+belgesi|رخصة\s*(?:ال)?قيادة|گواهینامه|ड्राइविंग\s*लाइसेंस|bằng\s+lái|SIM\s+[AC]\b)"
                 r"[^\n]{0,30}?\b([A-Z]{0,3}[\d][\dA-Z]{0,4}(?:[- ]?[\dA-Z]{2,6}){0,4})", _I)
_DL_PUBLIC = re.compile(r"\b(?:plate|registration|reg\s+no|kennzeichen|immatriculation|matr[ií]cula|targa|"
                        r"kenteken|номер\s+машин|车牌|ナンバー|번호판|plaka|category|categor[ií]a|klasse|class|"
                        r"expir\w{0,3}|valid|gültig|business|shop|gewerbe|test|exam\w{0,3}|appointment|confirmation|booking|"
                        r"prüfung|termin|examen|esame|exame|sınav\w{0,3}|экзамен\w{0,2}|考试|試験|시험)\b", _I)
_DATE = re.compile(r"^\d{1,4}[-/.]\d{1,2}(?:[-/.]\d{2,4})?$")

_GATE = re.compile(r"(?:gate|door|keypad|entry|lobby|porte|portail|digicode|\btor\b|haustür|cancello|portone|"
                   r"port[oó]n|port[aã]o|poort|ворот\w{0,2}|домофон|калитк\w|brama|kapı|大门|门禁|ゲート|オートロック|"
                   r"게이트|공동현관|البوابة|دروازه|गेट|pintu\s+gerbang|cổng)[^\n]{0,25}?"
                   r"(?<![\w#*])([#*]\d{4,8}[#*]?|\d{4,8}[#*])(?![\w#*])", _I)

_SVNR = re.compile(r"(?:sozialversicherungs\w{0,8}|\bSVNR\b|\bSV-?N(?:umme)?r\b|versicherungsnummer|"
                   r"rentenversicherungs\w{0,8}|\bRVNR\b|\bAHV\b|\bAVS\b|\bVersichertennummer)[^\n]{0,20}?"
                   r"(\b\d{4}\s?\d{6}\b|\b\d{2}\s?\d{6}\s?[A-Z]\s?\d{3}\b|\b756[.\s]?\d{4}[.\s]?\d{4}[.\s]?\d{2}\b)", _I)

_CAME = (r"(?:chegou|chegar|recebeu|recebi|lleg[oó]|recibiste|arriv[ée]|re[çc]u|angekommen|bekommen|"
         r"you\s+got|you\s+received|\bcame\b|sent\s+to\s+you|by\s+sms|via\s+sms|in\s+(?:the\s+)?sms|per\s+sms|por\s+sms|"
         r"пришёл|пришел|из\s+смс|по\s+смс|gelen|geldi|arrivato|ricevuto|收到的|届いた|받은|\bzap\b|whats\s?app|"
         r"telegram|\bsignal\b|viber)")
_OTP = re.compile(r"(?:c[oó]digo|code|код|kod|codice|codigo|验证码|認証コード|確認コード|인증\s?번호|doğrulama)"
                  r"[^\n]{0,40}?" + _CAME + r"[^\n]{0,40}?(?<![\w-])(\d{3}[- ]\d{3}|\d{4,8})(?![\w-])", _I)
_OTP_PUBLIC = re.compile(r"invite|convite|invitaci|chat\.whatsapp|t\.me/|tracking|rastreio|rastreamento|"
                         r"seguimiento|трек|sendungs|suivi|promo|cupom|cup[oó]n|discount|desconto", _I)


def _ddmmyy_ok(six: str) -> bool:
    day, month = int(six[:2]), int(six[2:4])
    return 1 <= day <= 31 and 1 <= month <= 12


def _svnr_spans(text: str) -> Iterator[Span]:
    for m in _SVNR.finditer(text):
        digits = re.sub(r"\D", "", m.group(1))
        if len(digits) == 10 and not _ddmmyy_ok(digits[4:]):
            continue
        yield "social security number", m.span(1)


def _dl_spans(text: str) -> Iterator[Span]:
    for m in _DL.finditer(text):
        value = m.group(1)
        if sum(ch.isdigit() for ch in value) < 6 or _DATE.match(value.strip()):
            continue
        if _DL_PUBLIC.search(text[max(0, m.start() - 20):m.end(1) + 20]):
            continue
        yield "driver's licence number", m.span(1)


def cued_id_spans(text: str) -> Iterator[Span]:
    """Spans of the five families above in `text` (read case-insensitively; the original text, not a fold)."""
    for m in (*_SECQ_RE.finditer(text), *_SECQ_DE.finditer(text)):
        if not (QUIZ.search(text) or _TALK.match(m.group(1))):
            yield "security answer", m.span(1)
    yield from _dl_spans(text)
    for m in _GATE.finditer(text):
        yield "door code", m.span(1)
    yield from _svnr_spans(text)
    for m in _OTP.finditer(text):
        if not _OTP_PUBLIC.search(text):
            yield "one-time code", m.span(1)
