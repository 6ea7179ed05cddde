"""A password named, then said to be changed, then given: "der WLAN-Schlüssel vom Router… ich hab ihn geändert: X".

The sentence that names the password (a Wi-Fi key "on the sticker", "au dos de la box") gives no value; the next
clause says it was changed ("I changed it", "la cambié", "zmieniłem na", "я его поменял", "değiştirdim", ~30
languages) and then, after a colon or "to", the new one. On the same line, within 120 characters of the password
word: a value with letters and digits (words joined by hyphens and a year, "Brezel-Weisswurst-2024", or a strong
value). A date, a day, a note where it is written ("siehe Zettel") is no value.
"""

from __future__ import annotations

import re
from typing import Callable, Iterator

from .secret_changed_words import CHANGED

_CHANGED = re.compile(rf"(?i)(?<![^\W\d_])(?:{CHANGED})(?![^\W\d_])")
# After the verb: whom ("it", "ihn", "la", "het", ...), then a colon or "to" and the value.
_THEN = re.compile(
    r"(?i)[^\n:：.!?]{0,24}?(?:[ \t]*[:：][ \t]*|[ \t]+(?:to|into|zu|auf|in|na|en|a|em|på|til|naar|op|olarak|на|به|إلى|الى|ke|thành|sang)[ \t]+)"
    r"[\"'“«]?(?P<v>[^\s,;،؛\"'”»()]{6,40})")
_JOINED = re.compile(r"[^\W\d_]{2,}(?:[-_.+][^\W\d_]{2,}){0,4}[-_.+]?\d{1,4}(?:[-_.+][^\W\d_]{1,6})?|\d{1,4}[-_.+]?[^\W\d_]{2,}(?:[-_.+][^\W\d_]{2,}){1,4}")
# What was changed when it is not the password: a name, a channel, a plan, a device, a rule.
_OTHER_THING = re.compile(r"(?i)(?<![^\W\d_])(?:ssid|name|names|nome|nombre|nom|namen|netzwerkname|network|netzwerk|réseau|red"
                          r"|rede|channel|kanal|canal|plan|tarif|tariff|router|modem|provider|anbieter|policy|rule|regel"
                          r"|length|länge|model|modell|firmware|user(?:name)?|benutzer\w*|login|e-?mail)(?![^\W\d_])")
# The password word naming a thing of its own: "password plan", "password reset link", "Passwort-Manager".
_WORD_NAMES = re.compile(r"(?i)[\s\-]*(?:plan|link|policy|policies|reset|manager|hint|rule|length|generator|field|page"
                         r"|screen|form|prompt|richtlinie|regel|verwaltung|hinweis|feld|seite)(?![^\W\d_])")
_DATE = re.compile(r"\d{1,4}[-./]\d{1,2}(?:[-./]\d{1,4})?")


def changed_spans(shown: str, anchor: re.Pattern[str], strong: Callable[[str], bool]) -> Iterator[tuple[str, tuple[int, int]]]:
    """("password", span) of a value given after "changed it" on the line of a password or Wi-Fi word (`anchor`)."""
    if _CHANGED.search(shown) is None:
        return
    for word in anchor.finditer(shown):
        line_end = shown.find("\n", word.end())
        stop = min(len(shown) if line_end < 0 else line_end, word.end() + 120)
        verb = _CHANGED.search(shown, word.end(), stop)
        if verb is None or _WORD_NAMES.match(shown, word.end()):
            continue
        given = _THEN.match(shown, verb.end(), stop)
        if given is None:
            continue
        value = given.group("v").rstrip(".!?…")
        if _OTHER_THING.search(shown, verb.start(), given.start("v")):
            continue   # "… changed the network name to: Home-Net-5G", "… changed the plan to Fiber-500"
        if _DATE.fullmatch(value) is None and (strong(value) or _JOINED.fullmatch(value)):
            yield "password", (given.start("v"), given.start("v") + len(value))
            return
