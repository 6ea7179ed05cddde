"""A security question's answer: "Spørgsmål fra banken: hvad hed din første kat? Svar: Misser Mundus" in ~35 languages."""

from __future__ import annotations

import re
from typing import Iterator

_QUESTION = (r"question|frage|spørgsmål|fråga|spørsmål|vraag|pregunta|pergunta|domanda|pytanie|вопрос|питання|soru|"
             r"سؤال|سوال|پرسش|שאלה|質問|问题|問題|질문|câu\s+hỏi|pertanyaan|soalan|swali|kysymys|küsimus|klausimas|"
             r"jautājums|otázka|kérdés|întrebare|ερώτηση|प्रश्न|सवाल|প্রশ্ন|கேள்வி|tanong|ibeere|ajụjụ|tambaya|su'aal|umbuzo")
# Bank, security or secret: a question that guards an account (a quiz's question does not).
_GUARD = (r"secur\w*|secret\w*|sicherheit\w*|geheim\w*|sécurité|secrète|segur\w*|secreta|sicurezza|segreta|sikkerhed\w*|"
          r"säkerhet\w*|sikkerhet\w*|beveilig\w*|bezpiecze\w*|tajne|безопасн\w*|контрольн\w*|секретн\w*|безпек\w*|"
          r"güvenlik|gizli|امنیتی|امنيتی|الأمان|الامان|الأمني|سري|ביטחון|אבטחה|安全|秘密|보안|bảo\s+mật|keamanan|rahasia|"
          r"keselamatan|usalama|turvakysymys|turva\w*|biztonsági|securitate|ασφαλείας|सुरक्षा|নিরাপত্তা|"
          r"bank\w*|banque|banco|بانک|البنك|بنك|銀行|은행|ngân\s+hàng|банк\w*|memorable|maiden")
_ANSWER = (r"answer|antwort|svar(?:et)?|réponse|respuesta|resposta|risposta|antwoord|odpowiedź|ответ|відповідь|cevap|"
           r"yanıt|jawaban|jawapan|jibu|vastaus|vastus|atsakymas|atbilde|odgovor|odpověď|odpoveď|válasz|răspuns|"
           r"отговор|απάντηση|جواب|الجواب|پاسخ|תשובה|答案|答え|回答|답|câu\s+trả\s+lời|trả\s+lời|उत्तर|जवाब|উত্তর|"
           r"sagot|idahun|azịza|amsa|jawaab|impendulo")
_PAIR = re.compile(
    rf"(?i)(?<![^\W\d_])(?:{_QUESTION})(?![^\W\d_])[^\n?？؟]{{0,120}}[?？؟][ \t]*\n?[ \t]*"
    rf"(?<![^\W\d_])(?:{_ANSWER})(?![^\W\d_])[ \t]*[:：=\-–—][ \t]*(?P<v>[^\n.;。]{{2,60}}?)[ \t]*(?:[.;。\n]|$)")
_GUARDED = re.compile(rf"(?i)(?<![^\W\d_])(?:{_GUARD})(?![^\W\d_])|(?:{_GUARD})")


def answer_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """The answer after a bank's or a security question, given after an answer word and a colon."""
    for match in _PAIR.finditer(shown):
        if _GUARDED.search(shown, max(0, match.start() - 40), match.start("v")):
            yield "security answer", match.span("v")
