"""Secrets told in prose or speech, not as label: value: a password with a note on its case after it or said as a word
and a number in words, a maiden name straight after its words, a password given later as "it was …", a code typed into
an app when it asks, and part of a seed phrase by word positions.

- A case note ("all lowercase", "alles klein", "med litet s", "allt í lágstöfum", "всё с маленькой", "tout en
  minuscules", ~25 languages) says the words before it were typed: with a password or network word earlier in the
  sentence and a colon, dash or copula after it, the one to three words before the note are the value ("das Passwort
  für Disney Plus ist, äh, lisa zweitausendneunzehn, alles klein"). A user, e-mail or network name between the word
  and the value ("the username is jdoe, all lowercase", "the wifi is called …"), an adjective about the password
  ("simple", "long") or a rule ("must be …") gives none.
- A password word, a copula or colon, then a word and a number in words closing the clause ("das Passwort … ist lisa
  zweitausendneunzehn", "la contraseña es luna dos mil veinte"); "only twelve", "zwölf Zeichen lang" give none.
- A maiden name's words then a capitalised surname closing the clause ("mother's maiden name Featherstonehaugh
  (…)", "annemin kızlık soyadı Yıldırım"); a form's or a field's words after them give none.
- A password word, then a pause ("…", "—"), then "c'était / it was / es war / era" and a password-shaped value.
- A code typed into an app or a site "when it asks: 730 218"; a promo, class or survey code, an amount gives none.
- Word positions of a seed ("words 5 to 8 are lumber, salad, exotic, nurse") then three or more BIP-39 words, all of
  them on the list; a spelling or vocabulary list gives none.
Every pattern is linear.
"""

from __future__ import annotations

import re
from typing import Iterator

from .secret_cues import password_shaped
from .secret_lexicon import CUE, may_have_cue
from .secret_number_pairs import PAIRS
from .secret_phrases import bip39_words
from .secret_spoken_words import DIGIT_WORD_SET

_W, _E = r"(?<![^\W\d_])", r"(?![^\W\d_])"
_CASE_NOTE = re.compile(
    rf"(?i)[\s,;(—–-]+(?P<note>{_W}(?:all\s+(?:in\s+)?(?:lower\s?case|small(?:\s+letters)?|lower)|(?:in\s+|all\s+)?lowercase"
    r"|alles\s+klein(?:geschrieben)?|(?:alles\s+)?kleingeschrieben|tout\s+en\s+minuscules?|en\s+minuscules?"
    r"|todo\s+en\s+min[úu]sculas?|en\s+min[úu]sculas?|tutto\s+(?:in\s+)?minuscolo|in\s+minuscolo|tudo\s+(?:em\s+)?min[úu]scul[ao]s?"
    r"|em\s+min[úu]sculas?|alles\s+kleine\s+letters|met\s+kleine\s+letters|(?:allt\s+)?med\s+små\s+bokstäver"
    r"|med\s+litet\s+\w|med\s+lite\s+\w|alt\s+med\s+små\s+bok?sta(?:ver|ver)|med\s+små\s+bogstaver|allt\s+í\s+lágstöfum"
    r"|í\s+lágstöfum|kaikki\s+pienellä|pienillä\s+kirjaimilla|wszystko\s+małymi(?:\s+literami)?|małymi\s+literami"
    r"|vše\s+malými(?:\s+písmeny)?|malými\s+písmeny|csupa\s+kisbetű\w*|tot\s+cu\s+litere\s+mici|cu\s+litere\s+mici"
    r"|hepsi\s+küçük(?:\s+harf\w*)?|küçük\s+harfle\w*|semua\s+huruf\s+kecil|huruf\s+kecil\s+semua|viết\s+thường(?:\s+hết)?"
    r"|вс[её]\s+(?:с\s+)?маленьк\w*(?:\s+букв\w*)?|маленькими\s+буквами|вс[её]\s+строчн\w*|строчными(?:\s+буквами)?"
    r"|вс[её]\s+з\s+маленьк\w*|малими\s+літерами|όλα\s+πεζά|با\s+حروف\s+کوچک|بأحرف\s+صغيرة)" + _E
    + r"|全部小写|全小写|全部小文字|全て小文字|모두\s?소문자|전부\s?소문자)")
# Where the value starts: a colon, a dash, "=", or a copula ("ist", "är", "það er", "c'est", "это").
_ANCHOR = re.compile(
    rf"(?i)\s*[:：=—–]\s*|{_W}(?:is|was|ist|war|lautet|est|c['’]est|était|es|era|é|è|är|var|er|var|on|jest|je|это"
    r"|было|будет|olan|adalah|ni|la)" + _E + r"\s*")
# Words that name something other than a password's value (a user, an address, a network's name).
_NAMED = re.compile(
    rf"(?i){_W}(?:user\w*|login|log-?in|логин|benutzer\w*|utilisateur|identifiant|usuario|utente|gebruiker\w*"
    r"|användar\w*|brugernavn|brukernavn|käyttäjä\w*|kullanıcı\w*|e-?mail\w*|адрес\w*|address\w*|adresse|name|names"
    r"|nom|nombre|nome|namn|navn|nafn|heiti|heitir|heter|hedder|heißt|heisst|heet|called|named|s['’]appelle|se\s+llama"
    r"|si\s+chiama|se\s+chama|называется|ssid|nazwa|název|adı|ismi|format|hint|tip|pattern|rule|regel|hinweis|indice"
    r"|pista|dica|подсказка|ipucu|schema|muster|modèle|formato|формат)" + _E)
# Words about a password, not its value ("the password is simple, all lowercase"), and rules.
_NOT_VALUE = re.compile(
    rf"(?i){_W}(?:simple|easy|short|long|weak|strong|same|different|new|old|fine|ok|okay|case|sensitive|required"
    r"|optional|must|should|needs?|has|have|always|never|not|no|einfach|kurz|lang|leicht|gleich|neu|alt|immer|nie"
    r"|nicht|facile|court|long|même|nouveau|toujours|jamais|pas|fácil|corto|largo|mismo|nuevo|siempre|nunca|enkel"
    r"|lätt|kort|lång|samma|ny|alltid|aldrig|inte|простой|короткий|длинный|тот\s+же|новый|всегда|не|kolay|kısa|uzun"
    r"|aynı|yeni|her|letters?|characters?|zeichen|buchstaben|lettres|caractères|letras|caracteres|bokstäver|буквы"
    r"|символ\w*|harf\w*|longer|shorter|stronger|weaker|easier|harder|simpler|länger|kürzer|stärker|einfacher)" + _E)
# A network word that names a Wi-Fi's password in languages the cue table lacks ("netið", "nätet", "nettet").
# A first word that makes the words a description or a place, not the value ("on the router", "your surname").
_DESCRIBING = re.compile(
    r"(?i)^(?:on|in|at|under|behind|inside|your|my|his|her|their|our|the|a|an|its|written|stored|saved|sur|dans|sous|ton|ta|tes"
    r"|mon|ma|son|sa|leur|le|la|les|un|une|auf|im|in|unter|hinter|dein\w*|mein\w*|sein\w*|ihr\w*|der|die|das|ein\w*"
    r"|en|debajo|tu|mi|su|el|los|las|no|na|sob|teu|tua|meu|minha|seu|sua|o|os|as|sul|nel|nella|sotto|il|lo|i|gli"
    r"|på|i|under|din|ditt|min|mitt|sin|sitt|den|det|op|onder|je|jouw|mijn|zijn|haar|het|de|een|на|в|под|твой|твоя"
    r"|твоё|мой|моя|моё|его|её|ее|w|pod|twoje|twój|moje|mój|senin|benim|onun|napsan[éýáo]|napsáno|zapsan[éýáo]|napisan[eyao]"
    r"|geschrieben|aufgeschrieben|écrit|écrite|escrit[oa]|scritt[oa]|написан[оа]?|yazılı)$")
# A game's or a puzzle's password ("das Passwort im Escape Room war …"): it opens nothing of anyone's.
_GAME = re.compile(rf"(?i){_W}(?:escape[\s-]?room\w*|rätsel\w*|riddle\w*|puzzle\w*|geocach\w*|schnitzeljagd|scavenger"
                   r"|treasure\s+hunt|quest|spiel\w*|game|jeu|juego|gioco|gra|квест\w*|загадк\w*)" + _E)
_NETWORK = re.compile(rf"(?i){_W}(?:net(?:ið|inu|sins)|(?:\w+)?nätet|nettet|nettverket|netværket|wifi-?(?:net|et)\w*)"
                      + _E)
_FILLER = re.compile(r"(?i)^(?:[\s,]*(?:uh|um|er|erm|äh|ähm|öh|euh|eh|ehm|hmm|э+|ну|also|so|well|alors|bueno|pues)" + _E
                     + r")+[\s,]*")
_SENTENCE_END = re.compile(r"[.!?。！？\n](?:\s|$)")
_TOKEN = re.compile(r"[^\s,;:()\"'“”«»]+")


def _sentence_before(shown: str, at: int) -> tuple[int, str]:
    """The start of the sentence holding `at` and its text up to `at`."""
    start = 0
    for end in _SENTENCE_END.finditer(shown, max(0, at - 200), at):
        start = end.end()
    return start, shown[start:at]


def _cue_end(before: str) -> int | None:
    """The end of the last password or network word in `before` (a code's word may name a promo code), or None."""
    ends = [m.end() for m in CUE.finditer(before) if m.group("pw") or m.group("tail")]
    ends += [m.end() for m in _NETWORK.finditer(before)]
    return max(ends) if ends else None


def _case_noted(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """The one to three words before a case note, after a password or network word and its copula or colon."""
    for note in _CASE_NOTE.finditer(shown):
        start, before = _sentence_before(shown, note.start())
        cue_end = _cue_end(before)
        if cue_end is None or _GAME.search(before):
            continue
        anchors = list(_ANCHOR.finditer(before, cue_end))
        if not anchors:
            continue
        between, value = before[cue_end:anchors[-1].start()], before[anchors[-1].end():]
        value = value[_FILLER.match(value).end():] if _FILLER.match(value) else value
        tokens = _TOKEN.findall(value)
        if not 1 <= len(tokens) <= 3 or len(value.strip()) > 48 or _NAMED.search(between) or _NAMED.search(value) \
                or _NOT_VALUE.search(value) or CUE.search(value) or _DESCRIBING.match(tokens[0]):
            continue
        lead = len(before) - len(value) + (len(value) - len(value.lstrip()))
        yield "password", (start + lead, start + len(before.rstrip(" ,;(—–-")))


# A password said as a word and a number in words, closing its clause: "das Passwort … ist lisa zweitausendneunzehn",
# "пароль: ромашка семнадцать", "the password is maple twenty twenty".
_SCALES = re.compile(r"(?i)[^\W\d_]*(?:tausend|hundert|duizend|honderd|tusen|hundra)[^\W\d_]*|thousand|hundred|mille"
                     r"|mil|cent|cents|cien|ciento|cientos|тысяч[^\W\d_]*|сто|двести|триста|tysi[ąę]c[^\W\d_]*|bin|yüz")
_SAID_VALUE = re.compile(r"(?P<v>[^\W\d_]{3,20}(?:[ \t]+[^\W\d_]+(?:-[^\W\d_]+)*){1,4})(?=[ \t]*(?:[,.;!?)—–]|$))")
_NOT_WORD = re.compile(r"(?i)^(?:only|just|about|around|over|under|exactly|at|least|nur|etwa|genau|mindestens|seulement"
                       r"|environ|au|moins|solo|sólo|unos|unas|только|около|не|минимум|tylko|około|sadece|en|az|version"
                       r"|versión|chapter|kapitel|page|seite|room|zimmer|level|stufe|step|schritt|the|der|die|das|le|la|el)$")
_WORDS = re.compile(r"[^\W\d_]+(?:-[^\W\d_]+)*")


def _number_word(token: str) -> bool:
    """Whether `token` is a number said as a word ("семнадцать", "zweitausendneunzehn", "twenty")."""
    low = token.lower()
    return low in PAIRS or low in DIGIT_WORD_SET or _SCALES.fullmatch(low) is not None


def _number_worded(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """A word and number words after a password word and its copula or colon, closing the clause."""
    words = _WORDS.findall(shown)
    if not any(_number_word(part) for word in words for part in word.split("-")) or not may_have_cue(shown):
        return
    for cue in CUE.finditer(shown):
        if not (cue.group("pw") or cue.group("tail")):
            continue
        anchor = _ANCHOR.search(shown, cue.end(), cue.end() + 40)
        if anchor is None or _NAMED.search(shown, cue.end(), anchor.start()) \
                or _SENTENCE_END.search(shown, cue.end(), anchor.start()):
            continue
        filler = _FILLER.match(shown[anchor.end():])
        said = _SAID_VALUE.match(shown, anchor.end() + (filler.end() if filler else 0))
        if said is None:
            continue
        first, *rest = said.group("v").split()
        if rest and not _number_word(first) and not _NOT_WORD.match(first) and not _NOT_VALUE.search(first) \
                and all(_number_word(part) for token in rest for part in token.split("-")):
            yield "password", said.span("v")


_MAIDEN = re.compile(
    rf"(?i){_W}(?:(?:(?:mother['’]?s?|mum['’]?s|mom['’]?s|my)\s+)?maiden\s+name|mädchenname(?:\s+(?:der\s+|meiner\s+)?mutter)?"
    r"|geburtsname(?:\s+(?:der\s+|meiner\s+)?mutter)?|nom\s+de\s+jeune\s+fille(?:\s+de\s+(?:ma|sa|la)\s+mère)?"
    r"|apellido\s+de\s+soltera(?:\s+de\s+(?:mi|la)\s+madre)?|nome\s+de\s+solteira(?:\s+da\s+(?:minha\s+)?mãe)?"
    r"|cognome\s+da\s+nubile(?:\s+di\s+(?:mia\s+)?madre)?|meisjesnaam(?:\s+van\s+(?:mijn\s+)?moeder)?|flicknamn"
    r"|pikenavn|pigenavn|tyttönimi|nazwisko\s+panieńskie(?:\s+(?:matki|mamy))?|rodné\s+příjmení|leánykori\s+név"
    r"|девичья\s+фамилия(?:\s+матери|\s+мамы)?|дівоче\s+прізвище|(?:annemin|annesinin|anne)\s+kızlık\s+soyadı"
    r"|kızlık\s+soyadı)" + _E)
# A capitalised surname (hyphen or apostrophe allowed) closing its clause.
_SURNAME = re.compile(r"[:：\-–—]?\s*(?P<v>(?-i:[A-ZÀ-ÖØ-ÞĀ-ŽА-ЯЁІЇЄ])[^\W\d_]+(?:[\-'’ ][A-ZÀ-ÖØ-ÞА-Я][^\W\d_]+)?)"
                      r"(?=\s*(?:[.,;!?()\[\]]|$|\n|\s[—–-]\s))")
_FORM_WORDS = re.compile(r"(?i)^(?:field|feld|champ|campo|question|frage|required|optional|verification|security|change"
                         r"|form|box|and|und|et|y|or|oder|ou|o|is|ist|est|es|unknown|none|n/?a|not|nicht)$")


def _maiden(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """A capitalised surname right after a maiden name's words, closing its clause."""
    for word in _MAIDEN.finditer(shown):
        name = _SURNAME.match(shown, word.end())
        if name and not any(_FORM_WORDS.match(part) for part in re.split(r"[\s\-'’]+", name.group("v"))):
            yield "security answer", name.span("v")


# A password word, a pause, then "it was …" or "in short …": "son mot de passe Ameli… c'était Lapin-Bleu-1987!".
_IT_WAS = re.compile(r"(?i)(?:…|\.\.\.|[—–]|,)\s*(?:c['’]était|c['’]est|it\s+was|it['’]s|es\s+war|das\s+war|era|fue|было"
                     r"|det\s+var|het\s+was|to\s+było|короче(?:\s+латиницей)?|то\s+есть|i\.\s?e\.|in\s+short|basically"
                     r"|kurz(?:\s+gesagt)?|also|en\s+bref|bref|o\s+sea|cioè|yani|kortom)\s*[:,]?\s+[\"'“«]?(?P<v>[^\s,;\"'”»()]{6,64})")


def _it_was(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """A password-shaped value after a pause and "it was" within 40 characters of a password word."""
    for match in _IT_WAS.finditer(shown):
        value = match.group("v").rstrip(".?")
        start, before = _sentence_before(shown, match.start())
        cue = [m for m in CUE.finditer(before) if m.group("pw") or m.group("tail")]
        if cue and match.start() - (start + cue[-1].end()) <= 40 and password_shaped(value) \
                and sum(not c.isalnum() for c in value) >= 1 and any(c.isdigit() for c in value):
            yield "password", (match.start("v"), match.start("v") + len(value))


# Positions of seed words: "words 5 to 8", "Wörter 5 bis 8", "mots 5 à 8", "palabras 5 a 8", "слова с 5 по 8".
_POSITIONS = re.compile(
    r"(?i)(?<![^\W\d_])(?:words?|wörter|wort|mots?|palabras?|parole|palavras?|woorden|ord(?:en)?|sanat|słowa|slova"
    r"|слова|kelime(?:ler)?)\s+(?:с\s+|od\s+|from\s+|von\s+|de\s+|dal\s+|van\s+)?(?:#|nr\.?\s*|no\.?\s*)?\d{1,2}"
    r"\s*(?:-|–|to|bis|à|a|al|tot|till|til|do|по|ile|through|thru)\s*\d{1,2}\s*(?:are|sind|lauten|sont|son|sono|são"
    r"|zijn|är|er|ovat|to|—|–|:|=)?\s*[:\-–—]?\s*")
_SEED_WORD = re.compile(r"[a-z]{3,8}")
_LIST_WORDS = re.compile(r"(?i)spelling|vocab\w*|vokabel\w*|vocabulaire|vocabulario|shopping|einkauf|song|lyrics|poem"
                         r"|gedicht|poème|sentence|satz|phrase\s+\d|exercise|übung|exercice|ejercicio|homework")


def _seed_positions(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """Three or more BIP-39 words after the positions they hold in a seed ("words 5 to 8 are …")."""
    words = bip39_words()
    for match in _POSITIONS.finditer(shown):
        found = []
        for token in re.finditer(r"[^\s,;]+", shown[match.end():match.end() + 120]):
            word = token.group(0).strip(".")
            if not (_SEED_WORD.fullmatch(word) and word in words):
                break
            found.append(match.end() + token.end() - (len(token.group(0)) - len(word)))
        if len(found) >= 3 and not _LIST_WORDS.search(shown):
            yield "seed phrase", (match.end(), found[-1])


# A code to type into an app or a site when it asks: "type this into the bank app when it asks: 730 218".
_INTO_APP = re.compile(
    r"(?i)(?<![^\W\d_])(?:type|enter|put|key|tippe?|gib|tape[sz]?|saisis|entre|escribe|ingresa|mete|digita|digite|inserisci"
    r"|voer|typ|skriv|wpisz|введи|вбей|набери)(?![^\W\d_])[^\n.!?]{0,50}?(?<![^\W\d_])(?:app|apps|application|appli"
    r"|aplicación|aplicativo|applicazione|banking|site|website|web|portal|login|anmeldung|приложени\w*|sayfa|uygulama\w*)"
    r"(?![^\W\d_])[^\n.!?:]{0,40}?[:：]\s*(?P<v>\d{3}[ \-]?\d{3}|\d{2}[ \-]\d{2}[ \-]\d{2}|\d{4,8})(?![\d.,:/]|\s?[%€$£])")
_PUBLIC_CODE = re.compile(r"(?i)promo|coupon|discount|voucher|referral|rabatt|gutschein|réduction|descuento|cupón"
                          r"|kahoot|quiz|class|klasse|classe|clase|survey|umfrage|amount|betrag|montant|monto|option|menu"
                          r"|calculator|reference|referenz|référence|referencia|order|bestell|commande|pedido|tracking"
                          r"|invoice|rechnung|facture|factura|date|datum|birth|geburt|year|jahr|phone|telefon|zip|post|€|\$|£")


def _app_code(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """A code typed into an app or a site after a colon, no promo, survey, amount or reference word in its sentence."""
    for match in _INTO_APP.finditer(shown):
        start, _before = _sentence_before(shown, match.start())
        if not _PUBLIC_CODE.search(shown, start, match.end()):
            yield "one-time code", match.span("v")


def told_prose_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """(kind, span) of each secret this module reads in `shown` (see the module docstring)."""
    yield from _case_noted(shown)
    yield from _number_worded(shown)
    yield from _maiden(shown)
    if "…" in shown or "..." in shown or "—" in shown or "–" in shown or "," in shown:
        yield from _it_was(shown)
    if any(c.isdigit() for c in shown):
        yield from _seed_positions(shown)
        yield from _app_code(shown)
