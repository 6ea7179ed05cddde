"""Values the older readers miss in mixed-language notes: entry codes with a letter, safe combinations written as a
date-like triple, licence serials in groups, a security answer after a quoted question.

- an entry code of a block of flats in romanised Slavic ("kod ad padjezda 29K4817", "kod ot pod'ezda 4817K",
  "kod do klatki 12#7345"): letters and digits mixed, three digits or more;
- a safe's code or combination in about thirty languages, its value a triple like "24-11-06" ("'e kódigo di kaha
  fuerte ta 24-11-06", "kombinasyon ng kaha de yero 12-34-56");
- a software licence's serial or key in four or more groups ("Photoshop serial 1045-1739-2854-6610-3397-8124"), never a
  device's serial number (a licence, activation or product word, or a software's name, must lead it);
- a security answer after its quoted question and a colon ("pregunta secreta 'nombre de tu primera escuela':
  Escuelita Sol de Mayo 3"), the answer up to its clause's end.
A password given as changed ("… ich hab ihn geändert: Brezel-Weisswurst-2024") is `secret_login_changed`'s.
"""

from __future__ import annotations

import re
from typing import Iterator

from .secret_lexicon_world import QUESTION_WORDS
from .secret_public_words import _re, lower1, may_match

_ENTRY = _re(
    r"(?i)(?<![^\W\d_])(?:kod|kôd|код)\s+(?:ad|ot|vid|vod|od|do|za|z|від|ад|от|до)\s+"
    r"(?:pad['’]?j?[eé]zd\w*|pod['’]?j?[eé]zd\w*|pid['’]?j?[iy]zd\w*|pid['’]?yizd\w*|klatki|vchodu|vchod\w*|ulaz\w*"
    r"|domofon\w*|bram[ayk]\w*|vrat\w*|під['’]?їзд\w*|пад['’]?езд\w*)|(?<![^\W\d_])(?:kod|код)\s+(?:domofon\w*|домофон\w*)")
_ENTRY_VALUE = re.compile(r"[\s:=\-–—]*(?:(?:je|jest|to|eto|heta|hetа|ye|is|–)\s+)?"
                          r"(?P<v>(?=[0-9A-Za-zА-Яа-я#*]*\d[0-9A-Za-zА-Яа-я#*]*\d[0-9A-Za-zА-Яа-я#*]*\d)"
                          r"(?=[0-9#*]*[A-Za-zА-Яа-я#*])[0-9A-Za-zА-Яа-я#*]{4,10})(?![\w])")
# A safe (its code or combination), in about thirty languages.
_SAFE = _re(
    r"(?i)(?<![^\W\d_])(?:kaha\s+(?:fuerte|de\s+yero)|caixa\s+fort[ae]|kutxa\s+gotorr\w*|kaxxaforti|kofrefò|kòfrefò|kofrefo"
    r"|brankas|peti\s+besi|két\s+sắt|kasafort\w*|çelik\s+kasa|kassakaap\w*|peningaskáp\w*|seif\w*|sef[ua]?|széf\w*"
    r"|sêff|coffr|tresor\w*|trezor\w*|kluis|caja\s+fuerte|cofre|coffre-fort|cassaforte|sejf\w*)(?![^\W\d_])")
_SAFE_CODE = re.compile(
    r"(?i)(?<![^\W\d_])(?:k[óo]digo|c[óo]digo|codice|code|kod[eiu]?|kód|cod|combinaci[óo]n|kombinashon"
    r"|kombinasyon|kombinacij\w*|kombinace|kombinaatio|kombinasie|kombinasi|kombinasaun|combinaison|combinazione"
    r"|combinação|combinatie|kombination|kombinasjon)(?![^\W\d_])")
_TRIPLE = re.compile(r"[^\d\n.;!?]{0,30}?(?<![\d\-/.])(?P<v>\d{1,2}(?:[\-/ ]\d{1,2}){2,3})(?![\d\-/.])")
# A licence's serial: the licence word or a software's name, then a serial, key or code word, then four groups or more.
_LICENCE = _re(
    r"(?i)(?<![^\W\d_])(?:photoshop|illustrator|lightroom|premiere|acrobat|indesign|after\s+effects|adobe|office"
    r"|windows|autocad|coreldraw|corel|winrar|nero|vmware|parallels|matlab|solidworks|kaspersky|eset|norton|avast"
    r"|bitdefender|mcafee|sublime|jetbrains|intellij|pycharm|fl\s+studio|ableton|cubase|sketchup|revit|archicad"
    r"|licen[cs]e|lizenz|licencia|licença|licenza|licentie|licencja|licence|lisans|лиценз\w*|activation|aktivierung"
    r"|activación|ativação|attivazione)(?![^\W\d_])")
_SERIAL = re.compile(
    r"[^\n.;!?]{0,24}?(?<![^\W\d_])(?:serial|seriale|serie|seri\w*|serien\w*|s/n|key|keys|schlüssel|clave|chave"
    r"|chiave|klucz\w*|anahtar\w*|ключ\w*|kulcs\w*|sleutel|nøgle|nyckel|avain\w*|code|kod|kód|código|codice)(?![^\W\d_])[^\w\n]{0,6}(?:(?:is|je|es|est|ist|é|è|:)\s*)?"
    r"(?P<v>(?<![\w\-])[A-Z0-9]{4,6}(?:[\- ][A-Z0-9]{4,6}){3,7})(?![\w\-])")
_DEVICE = re.compile(r"(?i)(?<![^\W\d_])(?:device|laptop|phone|iphone|fridge|router|printer|bike|engine|frame|imei"
                     r"|gerät|appareil|equipo|aparelho|hardware|modem|tv|camera|kamera)(?![^\W\d_])")
# A security question's cue, its question in quotes, a colon, then the answer to its clause's end.
_QUESTION = _re(
    r"(?i)(?:(?<![^\W\d_])(?:pregunta|pergunta|domanda|question|frage|vraag|pytanie|otázka|kérdés|soru|întrebare"
    r"|pitanje|spørgsmål|fråga|spørsmål|kysymys|pertanyaan|câu\s+hỏi|swali|tanong)\s+(?:\w+\s+){0,2}?"
    r"(?:secreta|secreto|de\s+seguridad|de\s+segurança|segreta|di\s+sicurezza|secrète|de\s+sécurité|de\s+securitate"
    r"|keamanan|rahasia|bảo\s+mật|la\s+usalama|pangseguridad|pomocnicze|bezpieczeństwa|bezpečnostní)"
    r"|security\s+question|secret\s+question|sicherheitsfrage|geheimfrage|beveiligingsvraag|güvenlik\s+sorusu"
    r"|gizli\s+soru|biztonsági\s+kérdés|sigurnosno\s+pitanje|sikkerhedsspørgsmål|säkerhetsfråga|turvakysymys"
    r"|контрольн\w*\s+вопрос|секретн\w*\s+вопрос|ερώτηση\s+ασφαλείας|سؤال\s+(?:ال)?(?:أمان|سري)|السؤال\s+السري|שאלת\s+אבטחה"
    r"|सुरक्षा\s+प्रश्न|" + QUESTION_WORDS + ")")
# Stems of the question words (with those of `QUESTION_WORDS` that the cheap gate needs): the gate before `_QUESTION`.
_QUESTION_STEMS = _re(r"(?i)pregunta|pergunta|domanda|question|frage|vraag|pytanie|otázka|kérdés|soru|întrebare|pitanje"
                      r"|spørgsmål|fråga|spørsmål|kysymys|pertanyaan|câu\s+hỏi|swali|tanong|вопрос|ερώτηση|سؤال|שאלת|प्रश्न"
                      r"|tambaya|kesyon|ibeere|ajuju|su'aa|umbuzo|ikibazo|ekibuuzo|fanontaniana|ጥያቄ|सवाल|خفیہ|سوال|sual|savol"
                      r"|сұра|суроо|კითხვ|հարց|ຄໍາຖາມ|សំណួរ|မေးခွန်း|soalan|patai|fesili|tapuy")
_QUOTED_THEN = re.compile(r"\s*[:\-–—]?\s*['\"“‘«„「][^'\"”’»」\n]{3,80}[?？]?['\"”’»」]\s*(?:[:：=→]|->|-\s|–|—)\s*"
                          r"(?P<v>[^\W_][^,;.!?\n()]{1,58}?)\s*(?=[,;.!?\n(]|$)")
_NOT_GIVEN = re.compile(r"(?i)(?:no|not|n/a|tbd|none|nada|nichts|aucune?|ninguna?|nenhuma?|nessuna?|aún|todavía|ainda"
                        r"|noch|pas\s+encore|later|pending|ask|see|ver|voir|siehe|pregunta|\?)(?![^\W\d_])")
def entry_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """An entry code of letters and digits (three digits or more) right after its romanised Slavic label."""
    for word in _ENTRY.finditer(shown):
        value = _ENTRY_VALUE.match(shown, word.end())
        if value is not None:
            yield "entry code", value.span("v")


def safe_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """A triple like "24-11-06" after a safe word, a code or combination word on either side of it in its clause."""
    for safe in _SAFE.finditer(shown):
        value = _TRIPLE.match(shown, safe.end())
        if value is not None and _SAFE_CODE.search(shown, max(0, safe.start() - 30), value.start("v")) \
                and not re.search(r"[.;!?\n]", shown[max(0, safe.start() - 30):value.start("v")]):
            yield "safe combination", value.span("v")


def licence_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """A serial in four groups or more (eight digits or more) after a software's or licence's name, no device word."""
    for name in _LICENCE.finditer(shown):
        value = _SERIAL.match(shown, name.end())
        if value is not None and not _DEVICE.search(shown, max(0, name.start() - 30), value.start("v")) \
                and sum(c.isdigit() for c in value.group("v")) >= 8:
            yield "licence key", value.span("v")


def answer_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """The answer after a security question's cue, its quoted question and a colon, unless it says none is set."""
    for question in _QUESTION.finditer(shown):
        value = _QUOTED_THEN.match(shown, question.end())
        if value is not None and not _NOT_GIVEN.match(value.group("v")):
            yield "security answer", value.span("v")


def value_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """Every reader of this module (see its docstring)."""
    lowered = lower1(shown)
    if may_match(_ENTRY, lowered):
        yield from entry_spans(shown)
    if any(c.isdigit() for c in shown):
        if may_match(_SAFE, lowered):
            yield from safe_spans(shown)
        if may_match(_LICENCE, lowered):
            yield from licence_spans(shown)
    if any(quote in shown for quote in "'\"“‘«„「") and may_match(_QUESTION_STEMS, lowered):
        yield from answer_spans(shown)
