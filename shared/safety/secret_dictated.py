"""Dictated or copied secrets the tables miss: PINs in native numerals or spaced digits, small languages' password
words, security answers after an arrow or a bare 答, fridge-note service – password pairs; and the vetoes for a
password kept elsewhere (at reception, masked, forgotten and reset, "not written here")."""

from __future__ import annotations

import re
from typing import Iterator

from .secret_rule_checks import credential_like

_W, _E = r"(?<![^\W\d_])", r"(?![^\W\d_])"
# Ethiopic numerals one to nine (category No; no zero): a PIN read out as ፫ ፱ ፪ ፩ becomes 3 9 2 1, positions kept.
_ETHIOPIC = str.maketrans({chr(0x1369 + i): str(i + 1) for i in range(9)})
# A word for a PIN or a phone's lock code (not a postcode, an area code, a promo or a bar code).
_LOCK = re.compile(
    rf"(?i){_W}(?:pin|ፒን|пин|पिन|পিন|پین|بن|رمز\s+(?:القفل|الهاتف)|unlock\s+code|lock\s*code|passcode|"
    r"entsperr\w*|sperrcode|handy-?code|code\s+(?:de\s+)?(?:mon|ma|du|d[eu]\s+la)\s+(?:t[ée]l[ée]?(?:phone)?|portable|"
    r"phone|carte|cb|coffre|cadenas|alarme)|c[oó]digo\s+(?:d[eo]l?\s+)?(?:meu\s+|mi\s+)?(?:celular|m[oó]vil|tel[ée]fone?o?|"
    r"cart[aã]o|tarjeta|alarma|cofre|candado)|codice\s+(?:del\s+)?(?:telefono|cellulare|bancomat)|"
    r"kod\s+(?:do\s+)?(?:telefonu|karty|sejfu)|код\s+(?:от\s+)?(?:телефона|карты|сейфа|домофона)|"
    r"telefon\s+şifre\w*|kilit\s+kodu|ekran\s+kodu|ስልክ\s+ኮድ|የስልክ\s+ኮድ|ኮድ|ፓስዎርድ)" + _E)
_NOT_LOCK = re.compile(r"(?i)postal|postcode|почтов|индекс|zip|area|country|indicatif|bar\s*code|qr|promo|cupom|cupón|coupon|"
                       r"сотрудник|pin\s*(?:board|code\s+postal)|pinterest")
# Four to eight single digits apart: "8 3 1 9 0 2", "2-5-0-9" (not a phone's 10 or a date's two-digit parts).
_DIGIT_RUN = re.compile(r"\d[ \-.,]{1,2}\d")
# Between the word and the digits: the number is a rule, a device's, a letter's date or a line ("the PIN can't be 1 2
# 3 4", "PIN reset line 1 5 8 8 8", "PIN-Brief vom 1 2 2 0 2 5", "the PIN pad is 5 5 2 1 9").
_DESCRIBED = re.compile(r"(?i)can'?t|cannot|can\s+not|must\s*n[o']t|never|darf|nicht|\bnem\b|\bkein|نمی|نباید|reset|"
                        r"\bline\b|hotline|helpline|reader|\bpad\b|terminal|number|nummer|reference|order|booking|brief|"
                        r"letter|\bvom\b|\barea\b|accepts|digits")
_SPACED = re.compile(r"(?<![\w.,/:-])\d(?:(?:[ \-.]|, ?)\d){3,7}(?![\w/:]|[.,-]\d| \d)")   # nine or more: a phone
# A phone or a helpline before seven or eight digits: a number to call ("call her mobile about the PIN: 0 7 7 1 9 2 3").
_CALL = re.compile(r"(?i)phone|mobile|hotline|helpline|\bcall\b|\bring\b|telefon\w*|téléphone|teléfono|телефон\w*")


def _native_pin_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """A lock or PIN word and, within 45 characters and no other digit, its code said digit by digit."""
    text = shown.translate(_ETHIOPIC)
    if not _DIGIT_RUN.search(text):
        return
    for word in _LOCK.finditer(text):
        if _NOT_LOCK.search(text, max(0, word.start() - 40), word.end() + 12):
            continue
        run = _SPACED.search(text, word.end(), word.end() + 60)
        if run and run.start() - word.end() <= 45 and not any(c.isdigit() for c in text[word.end():run.start()]) \
                and not _DESCRIBED.search(text, word.end(), run.start()) \
                and not (sum(c.isdigit() for c in run.group(0)) > 6 and _CALL.search(text, max(0, word.start() - 40), run.start())):
            near = run.start() - word.end() <= 12   # from a near word: "tel c'est 8 3 1 9" is no phone number
            yield "pin", (word.start() if near else run.start(), run.end())


# Password words of small languages the tables lack (Esperanto, Irish lenited, Maltese, Setswana, Frisian, Sesotho).
_WORD = re.compile(
    rf"(?i){_W}(?:pasvort\w*|ph?asfhocal\w*|p'?hasfhocal\w*|focal\s+faire|kelma\s+(?:sigrieta|tal-passaġġ)|"
    r"lefoko\s+la\s+(?:sephiri|lekunutu)|lentswe\s+la\s+(?:sephiri|lekunutu)|wachtwurd\w*|toegongskoade|"
    r"phasewete|phasewere|lekunutu|lykilorð\w*|loyniorð\w*|passwuert\w*|ger-?tremen|cyfrinair|gyfrinair|"
    r"pasahitz\w*|upu\s+fa'?alilolilo|kupuhipa|nenosiri|pasiwedi|iphasiwedi|phasiwedi|igama\s+lokungena)" + _E)
_QUOTED = re.compile(r"[\"“„«‘'‚]([^\"”“«»'’\s]{4,40})[\"”“»’']")
_BARE = re.compile(r"[:：=]\s*|\s(?:estas|is|yw|ydy|ass|er|hi|huwa|ke|ki|ni|ya|ithi|yi|ist|is|e|è|da|ea|eo)\s+")


def _small_word_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """A password word of a small language and, within 50 characters on its line, a quoted or credential-like value."""
    for word in _WORD.finditer(shown):
        line_end = shown.find("\n", word.end())
        stop = min(word.end() + 50, len(shown) if line_end < 0 else line_end)
        quoted = _QUOTED.search(shown, word.end(), stop + 40)
        if quoted and quoted.start() <= stop and credential_like(quoted.group(1)):
            yield "password", quoted.span(1)
            continue
        bare = _BARE.search(shown, word.end(), stop)
        if bare:
            token = re.match(r"\S{6,40}", shown[bare.end():])
            if token and credential_like(token.group(0)):
                yield "password", (bare.end(), bare.end() + len(token.group(0).rstrip(".,;)")))


_GUARD = (r"secur\w*|sicherheit\w*|sécurité|segurança|seguridad|sicurezza|beveiliging\w*|bezpiecze\w*|säkerhets\w*|"
          r"sikkerheds\w*|контрольн\w*|секретн\w*|безпек\w*|güvenlik|gizli|امنیتی|امنيتی|الأمان|الامان|الأمني|"
          r"安全|密保|秘密の|秘密|보안|본인\s*확인|bảo\s+mật|keamanan|keselamatan|usalama|turva\w*|biztonsági|securitate|"
          r"ασφαλείας|सुरक्षा|নিরাপত্তা|xavfsizlik|қауіпсіздік|უსაფრთხოების|անվտանգության|ความปลอดภัย")
_QUESTION = (r"question|frage|pregunta|pergunta|domanda|vraag|pytani\w*|вопрос\w*|питання|sor(?:u|usu)|سؤال|سوال|"
             r"پرسش|提問|提问|問題|问题|質問|질문|câu\s+hỏi|pertanyaan|soalan|swali|kysymys|kérdés|întrebare|"
             r"ερώτηση|प्रश्न|সওয়াল|প্রশ্ন|savol\w*|сұрақ|კითხვა|հարց|คำถาม")
_ANSWER = (r"answer|antwort|réponse|respuesta|resposta|risposta|antwoord|odpowied\w*|ответ|відповідь|cevap\w*|"
           r"yanıt|jawaban|jawapan|jibu|vastaus|válasz|răspuns|απάντηση|جواب|پاسخ|答案|答え|回答|答|답|"
           r"trả\s+lời|उत्तर|জবাব|উত্তর|javob|жауап|პასუხი|պատասխան|คำตอบ")
_QA = re.compile(
    rf"(?i)(?:(?:{_GUARD})\s*(?:\w+\s+)?(?:{_QUESTION})|(?:{_QUESTION})\s*(?:\w+\s+)?(?:{_GUARD}))"
    r"[^\n?？؟]{0,120}[?？؟][\s»\"”」』)）]*"
    rf"(?:(?<![^\W\d_])(?:{_ANSWER})\s*[:：=\-–—]|[→⇒➡]|->|=>)\s*(?P<v>[^\n.;。?？؟]{{1,40}}?)\s*(?=[.;。\n]|$)")


def _answer_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """A security question and its answer after an answer word and a colon, or after an arrow."""
    if not ("?" in shown or "？" in shown or "؟" in shown):
        return
    for match in _QA.finditer(shown):
        value = match.group("v").strip()
        if (len(value) > 1 or value >= "\u2e80") and not re.fullmatch(r"(?i)\W*|n/?a", value):
            yield "security answer", match.span("v")


_SERVICE = (r"amazon|netflix|router|wlan|wifi|wi-fi|gmail|google|paypal|ebay|facebook|instagram|spotify|disney\+?|"
            r"apple|icloud|outlook|yahoo|sparkasse|bank|online-?banking|dkb|ing|zalando|otto|steam|tiktok|whatsapp")
_PAIR = re.compile(rf"(?i){_W}(?:{_SERVICE}){_E}\s*[–—:-]\s*(?P<v>[^\s/|;,\"”]{{1,40}})")
_NOTE = re.compile(r"(?i)zettel|notiz|note|nota|notat|liste?|lista|papel|papier|kartk\w*|briefje|lappu|seddel|"
                   r"foglietto|записк\w*|fridge|kühlschrank|frigo|nevera|geladeira|kylskåp|koelkast|abgetippt|copied|"
                   r"passw\w*|contraseñas|mots?\s+de\s+passe|senhas|hasła")


def _note_pair_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """Two or more "Service – value" pairs on a copied note, one of them a credential-like value."""
    if "–" not in shown and "—" not in shown and "-" not in shown and ":" not in shown:
        return
    pairs = list(_PAIR.finditer(shown))
    if len(pairs) < 2 or not _NOTE.search(shown):
        return
    for pair in pairs:
        if credential_like(pair.group("v")):
            yield "password", pair.span("v")


def dictated_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """Every span this module names in `shown`."""
    yield from _native_pin_spans(shown)
    yield from _small_word_spans(shown)
    yield from _answer_spans(shown)
    yield from _note_pair_spans(shown)


_CRED = (r"password|passwort|contraseña|clave|mot\s+de\s+passe|senha|heslo|hasło|пароль|şifre|wachtwoord|"
         r"كلمة\s+(?:ال)?سر|كلمة\s+المرور|رمز|رمز\s+عبور|okwu\s+nzuzo|ọrọ\s+aṣínà|kalmar\s+sirri|nenosiri|"
         r"lozinka|geslo|parola|jelszó|salasana|lösenord|passord|adgangskode|密码|密碼|パスワード|비밀번호|mật\s+khẩu|"
         r"kata\s+sandi|wi-?fi|wlan|pin")
# A password kept elsewhere: at the front desk, not written here, masked in a form, forgotten and being reset.
_ELSEWHERE = re.compile(
    r"(?i)na\s+recepci|at\s+(?:the\s+)?(?:reception|front\s+desk)|(?:en|de)\s+(?:la\s+)?recepci[oó]n|an\s+der\s+rezeption|"
    r"à\s+l'accueil|à\s+la\s+réception|на\s+ресепшн\w*|на\s+ресепшен\w*|на\s+рецепции|alla\s+reception|resepsiyonda|"
    r"na\s+recepção|bij\s+de\s+receptie|w\s+recepcji|på\s+receptionen|vastaanotosta|di\s+resepsionis|ở\s+lễ\s+tân|"
    r"フロントで|在前台|前台有|프런트에|في\s+الاستقبال|מהקבלה|בקבלה|"
    r"ما\s+كتبتها\s+هون|ما\s+كتبتها\s+هنا|لم\s+أكتبها\s+هنا|not\s+(?:writing|written)\s+(?:it\s+)?here|"
    r"won'?t\s+write\s+it\s+here|no\s+la\s+(?:escribo|pongo)\s+aqu[ií]|schreib\w*\s+ich\s+hier\s+nicht|"
    r"je\s+ne\s+l'écris\s+pas\s+ici|не\s+пишу\s+(?:его\s+)?здесь|buraya\s+yazm\w*|non\s+la\s+scrivo\s+qui|"
    r"não\s+(?:a\s+)?escrevo\s+aqui|hier\s+niet\s+op|tu\s+(?:go\s+)?nie\s+(?:piszę|wpisuję)|"
    r"[*•●]{4,}|(?:echefuru|chefuru|gbagbe|na\s+manta|ngikhohlwe|nimesahau|ረሳሁ|nakalimutan|forgot|vergessen|oublié|"
    r"olvidé|esqueci|забыл\w*|unuttum)[^\n.]{0,80}(?:eweghachi|reset|zurücksetz\w*|restablec\w*|réinitialis\w*|"
    r"recuper\w*|redefin\w*|сброс\w*|восстанов\w*|sıfırla\w*|weka\s+upya|tunto|tun\s+ṣe|sake\s+saita)")
_CRED_RE = re.compile(rf"(?i){_W}(?:{_CRED})")


def kept_elsewhere(shown: str, start: int, end: int) -> bool:
    """Whether the span's sentence says the password is elsewhere (and the span is no credential-like value)."""
    if not _CRED_RE.search(shown) or not _ELSEWHERE.search(shown):
        return False
    value = shown[start:end].strip(" \"'«»“”")
    return not credential_like(value) or value.isdigit() or any(c.isspace() for c in value)
