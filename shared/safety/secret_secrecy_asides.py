"""Asides that keep a value secret ("don't tell anyone", "ma t2ello la 7ada", "kisi ko mat batana", "be kasi nagu"):
the writer's own word that the number just given is not for others, in plain and romanised chat spellings.

A lock reader asks for one right after a year-shaped value ("el code taba3 el porte bel building 1975, ma t2ello la
7ada"): a door code that reads as a year is a code when the writer hushes it, while "the building was built in 1975"
says nothing of the kind. Arabizi writes letters as digits inside words (t2ello, 7ada, 3ala): those are matched here
as words, never read as values. Every pattern is bounded; the aside must begin within `REACH` characters of the value.
"""

from __future__ import annotations

import re

REACH = 60
_STOP = re.compile(r"[.!?。！？\n]")
# "Tell / give / show / share" + "no one", and the writer's "keep it secret", in ~20 languages and chat spellings.
_ASIDE = re.compile(
    r"(?i)(?<![^\W\d_])(?:"
    r"don'?t\s+(?:tell|share|give|show)\s+(?:it\s+|this\s+)?(?:to\s+|with\s+)?(?:anyone|anybody|no\s?one|people)"
    r"|(?:tell|give|show)\s+no\s?(?:one|body)|keep\s+it\s+(?:secret|to\s+yourself)|it'?s\s+(?:a\s+)?secret"
    r"|ne\s+(?:le\s+|la\s+)?(?:dis|donne|partage|montre)\s+(?:à|a)\s+personne|(?:dis|donne)-le\s+(?:à|a)\s+personne"
    r"|no\s+(?:se\s+)?lo\s+(?:digas|des|compartas|pases|enseñes)\s+a\s+nadie|non\s+dirlo\s+a\s+nessuno"
    r"|n[ãa]o\s+(?:conta|fala|passa|mostra|d[áa]|diga|passe)\s+(?:pra|para|a)\s+ningu[ée]m"
    r"|sag(?:\s+es)?\s+niemandem|nicht\s+weitersagen|zeg\s+het\s+tegen\s+niemand|nie\s+mów\s+nikomu"
    r"|никому\s+не\s+(?:говори|давай|показывай)|kimseye\s+(?:söyleme|verme|gösterme)"
    # Arabizi: Levantine, Egyptian, Gulf and Maghrebi "don't tell / give it to anyone"
    r"|ma\s?t(?:2|k|')(?:ol|oo?l|ul|ell|ill)\w{0,4}\s+(?:la\s?|l\s?|le\s?)?(?:7ada|7ad|7add|7ed|a7ad|7atta\s+7ad\w*)"
    r"|ma\s?t(?:3|a)(?:ti|tee?)\w{0,4}\s+(?:la\s?|l\s?)?(?:7ta\s+|7atta\s+)?(?:7ada|7ad|7ed|wa7ed|a7ad)"
    r"|ma\s?t(?:gul|goul|9ul|9oul|khabbe?r)\w{0,5}\s+(?:la\s?|l\s?)?(?:7ta\s+|7atta\s+)?(?:7ada|7ad|7ed|wa7ed|a7ad)"
    r"|khal+ih\w{0,2}\s+(?:sir+|ser+|beinna|benna)|(?:la\s+)?t(?:2|')ool\w{0,3}\s+l(?:a|i)?\s?7ada"
    # Hinglish and romanised Urdu, Persian, Bengali, Tamil
    r"|kisi\s?(?:ko|se)\s+(?:bhi\s+)?(?:mat|na|nahi|mt)\s+(?:batana|batao|bata|bolna|bolo|dena|do|dikhana|share)"
    r"|mat\s+(?:batana|batao|bolna|dena)\s+kisi|kisi\s+se\s+share\s+(?:mat|na)\s+karna"
    r"|be\s+(?:kasi|hichkas|hich\s+kas)\s+(?:nagu|nagoo|nago|nade|nadi|neshun\s+nade)"
    r"|(?:kauke|kaoke|karo\s?ke|karuke)\s+(?:bolbi|bolo|bolben|dibi|dio|diyo|dekhabi)\s+na"
    r"|yaar(?:u|ukk?)\w{0,5}\s+(?:sollatha|sollaadha|solla\s+vendam|kudukkatha)"
    r"|usimwambie\s+mtu|usimpe\s+mtu|jangan\s+(?:kasih\s+tau|bilang|kasi\s+tau|beritahu)\s+(?:ke\s+)?siapa"
    r"|(?:huwag|wag)\s+(?:mong\s+)?(?:sabihin|ibigay)\s+kahit\s+kanino"
    r")(?![^\W\d_])"
    r"|لا\s+(?:تقول|تقوله|تقولها|تعطيه)\s+(?:ل|لـ)?(?:حدا|حد|أحد)|ما\s+(?:تقول|تقوله|تقولها|تخبر)\w*\s+(?:ل|لـ)?(?:حدا|حد|أحد)"
    r"|متقولش\s+لحد|ماتقولش\s+لحد|किसी\s+को\s+(?:मत|न)|کسی\s+کو\s+(?:مت|نہ)|به\s+کسی\s+نگو|কাউকে\s+বল(?:বি|বেন|ো)\s+না")


def hushed_after(shown: str, end: int) -> bool:
    """Whether a secrecy aside begins within `REACH` characters after `end`, before the sentence closes."""
    window = shown[end:end + REACH]
    stop = _STOP.search(window)
    found = _ASIDE.search(window)
    return found is not None and (stop is None or found.start() < stop.start())
