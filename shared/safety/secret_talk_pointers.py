"""A password said to be somewhere, or to be someone's name, is not given: the word read as its value is a pointer.

"the wifi password is on the router, all lowercase", "das WLAN-Passwort steht hinten auf der Box", "la contraseña está
en la pegatina del módem" say where the password is written; "das Passwort ist dein Vorname, alles klein", "the
password is the dog's name", "le mot de passe c'est ton prénom" say which fact of someone's it is. Either way the word
a rule took for the value (router, Box, Vorname) gives nothing away. Read by `secret_talk.talk_only` for every
stage's span: the span is a plain word (no digit, no symbol, no inner capital) and, right before it, a locative
preposition (on, in, under, behind, auf, sur, en, no, sul, op, на …, with an article) or a possessive (your, my, the
dog's, dein, ton, tu, il tuo, je, twoje, твой …) that heads a personal fact (first name, surname, birthday, maiden
name, pet's name). A value after the place ("the password is on the router: Xk9#pLm2") is a different span and is
still read.
"""

from __future__ import annotations

import re

# A plain word: letters (with an apostrophe or a hyphen inside), lowercase after its first letter.
_PLAIN = re.compile(r"[^\W\d_][^\W\d_'’\-]*(?:['’\-][^\W\d_]+)?")
# A place the password is written on or kept in, right before the span: a preposition and an optional article.
_LOCATIVE = re.compile(
    r"(?i)(?<![^\W\d_])(?:on|in|under|underneath|behind|inside|at\s+the\s+back\s+of|on\s+the\s+back\s+of|on\s+the\s+bottom\s+of"
    r"|stuck\s+to|taped\s+to|auf|an|unter|hinter|im|am|in\s+der|hinten\s+auf|unten\s+auf|sur|sous|derrière|dans|au\s+dos\s+d[eu]"
    r"|en|sobre|debajo\s+de|detrás\s+de|atrás\s+d[eoa]|no|na|nos|nas|em|sul|sulla|nel|nella|sotto|dietro|op|onder|achter"
    r"|in\s+het|na|pod|za|w|we|на|в|под|за|sa|di|pe|sub)"
    r"(?:\s+(?:the|a|my|our|your|this|that|dem|der|den|die|das|einem|einer|meinem|unserem|le|la|les|l['’]|un|une|ma|mon"
    r"|el|los|las|mi|un|una|o|a|os|as|um|uma|meu|minha|il|lo|gli|i|de|het|een|mijn|onze))?\s*$")
# A copula or a verb of being written between the credential word and the place.
_IS = re.compile(
    r"(?i)(?<![^\W\d_])(?:is|are|'s|’s|was|steht|stehen|ist|liegt|klebt|est|se\s+trouve|c['’]est|está|esta|es|fica|é|è|si\s+trova"
    r"|staat|zit|ligt|jest|znajduje\s+się|находится|написан\w*|есть|written|printed|stuck|kept|noted)(?![^\W\d_])")
# A possessive (or an article) before a personal fact a password is built from: "your first name", "the dog's name",
# "dein Vorname", "ton prénom", "tu nombre", "il tuo nome", "je voornaam", "twoje imię", "твоё имя", "der Name des Hundes".
_POSSESSIVE = (r"your|my|his|her|our|their|the\s+[^\W\d_]+['’]s|[^\W\d_]+['’]s|the|dein\w*|mein\w*|sein\w*|ihr\w*|unser\w*"
               r"|der|die|des|ton|ta|mon|ma|son|sa|notre|votre|le|la|tu|mi|su|nuestr[oa]|el|o\s+teu|a\s+tua|o\s+seu|a\s+sua"
               r"|o\s+meu|a\s+minha|o|a|il\s+tuo|la\s+tua|il\s+mio|la\s+mia|il|je|jouw|mijn|zijn|haar|de|het|twoje|twój|moje"
               r"|mój|jego|jej|твой|твоё|твое|твоя|мой|моё|моя|его|её|ее")
_FACT = (r"first\s+name|last\s+name|surname|full\s+name|name|nickname|maiden\s+name|birthday|birth\s+date|date\s+of\s+birth"
         r"|birth\s+year|vorname|nachname|spitzname|mädchenname|geburtstag|geburtsdatum|geburtsjahr|prénom|nom|surnom"
         r"|date\s+de\s+naissance|anniversaire|nombre|apellido|apodo|cumpleaños|fecha\s+de\s+nacimiento|nome|sobrenome"
         r"|apelido|aniversário|data\s+de\s+nascimento|cognome|soprannome|compleanno|data\s+di\s+nascita|voornaam"
         r"|achternaam|naam|bijnaam|verjaardag|geboortedatum|imię|nazwisko|urodziny|data\s+urodzenia|имя|фамилия"
         r"|день\s+рождения|дата\s+рождения|кличка")
_OWNER_AFTER = r"(?:\s+(?:of|des|der|du|de|del|della|di|do|da|van|von)\s+[^\W\d_]+(?:\s+[^\W\d_]+)?)?"
_FACT_AT_END = re.compile(rf"(?i)(?<![^\W\d_])(?:{_POSSESSIVE})\s+(?:[^\W\d_]+\s+)?(?:{_FACT}){_OWNER_AFTER}$")
_CREDENTIAL = re.compile(
    r"(?i)pass|pwd|kennwort|mot\s+de\s+passe|contraseñ|clave|senha|wachtwoord|hasło|heslo|пароль|şifre|pin\b|code|código|codice")


def _located(shown: str, start: int) -> bool:
    """A credential word, a copula and a locative preposition right before `start`."""
    before = shown[max(0, start - 80):start]
    place = _LOCATIVE.search(before)
    if place is None:
        return False
    head = before[:place.start()]
    return _CREDENTIAL.search(head) is not None and _IS.search(head[-24:]) is not None


def _personal_fact(shown: str, start: int, end: int) -> bool:
    """The span ends a personal fact after a possessive: "dein Vorname", "the dog's name", "le nom du chien"."""
    return _FACT_AT_END.search(shown, max(0, start - 24), end) is not None


def pointer_only(shown: str, start: int, end: int) -> bool:
    """Whether the span at start:end is a place the password is kept, or a personal fact it is built from, with no
    value of its own."""
    value = shown[start:end].strip(" \"'«»“”")
    if not value or any(c.isdigit() for c in value) or not _CREDENTIAL.search(shown, max(0, start - 80), start):
        return False
    plain = all(_PLAIN.fullmatch(word) and not any(c.isupper() for c in word[1:]) for word in value.split())
    return plain and (_located(shown, start) or _personal_fact(shown, start, end))
