"""The locality that makes India's "PIN code 560034" a postcode, in Latin script: named before it, after it in lower case, and never a secrecy word.

`secret_public_places.postcode_spans` reads a six-digit Indian postcode after a "PIN code" name as public when a
place stands around it. These helpers widen what counts as that place for text in Latin script:
- a locality right before the name ("Koramangala pin code 560034", "Andheri West ka pincode 400053",
  "Adyar's PIN 600020"), a capitalised word that is no pronoun, relative, card or secrecy word;
- a locality in lower case right after the number, known by an Indian place name's ending ("pin 560034 koramangala",
  "560038 indiranagar", "-nagar", "-halli", "-puram", "-pet", "-gaon", "-abad", "-wadi");
and they narrow one: a capitalised word after the number that is a secrecy or instruction word ("pin code 482913
Dont tell anyone", "Never share") names no place.
"""

from __future__ import annotations

import re

# Capitalised words that name no place: pronouns and determiners, relatives, a card's or a phone's words, secrecy and
# instruction words, a copula (English and Hinglish).
_NOT_PLACE = frozenset("""
my mera meri mere mero apna apni apne your tera teri tere their our his her the this that these yeh ye yah woh wo
uska uski unka unki hamara hamari humara note remember reminder please pls plz current card debit credit bank
atm upi phone mobile login secret private dont don't do does not never keep only use enter change changed reset papa
mummy mom mum dad bhai bhaiya didi wife husband beta beti mat kisi koi yaad hai hain tha thi is was it its i shh
confidential important thanks thank ok okay bye also and but or expires expiry valid for from to sent sms otp pin
code password passcode share tell ask call send pay kindly just same usual default tomorrow today
nemoj nikome nikomu nikad nikada samo moj moja tajna tajni lozinka šifra sifra je ne nie nigdy tylko mój moja
""".split())
# A locality's name before the name: one or two capitalised words, then an optional possessive.
_BEFORE = re.compile(r"(?<![\w'’])(?P<w>[A-Z][a-z]{3,24})(?:\s+(?P<x>[A-Z][a-z]{2,24}))?"
                     r"(?P<p>\s+(?:ka|ki|ke|da|di|cha|chi|er|ra)|['’]s)?\s*[:,\-–]?\s*$")
# An Indian place name's ending.
_ENDING = (r"[a-z]{3,24}(?:nagar|nagara|halli|palli|pally|puram|pura|pur|pet|pete|peta|gaon|gaum|abad|wadi|wada"
           r"|mangala|bagh|ganj|garh|kunj|vihar|guda|giri|kere|kottai|pakkam|akkam|cherry|chery|kulam|palayam|pada|para|khera"
           r"|kheda|nagaram|konda|kunta|valasa|layout|colony|bazar|bazaar|chowk)")
_SUFFIXED = re.compile(rf"\s*[,(\-–]?\s*(?P<w>{_ENDING})(?![\w])")
# A part of town after a locality's first word ("Andheri West", "Malviya Nagar", "Salt Lake").
_PART = frozenset("west east north south nagar vihar colony layout marg chowk bazar bazaar ganj enclave extension sector "
                  "lake road hills park town city".split())


def place_word(word: str) -> bool:
    """Whether a capitalised word may name a place (it is none of the pronoun, card or secrecy words)."""
    return word.lower().strip("'’") not in _NOT_PLACE


def locality_before(text: str, start: int, coded: bool) -> bool:
    """Whether a locality's name ends right at `start`: one or two capitalised words, no pronoun or card word among
    them; with a possessive ("Koramangala ka", "Adyar's": a person's PIN reads the same) or before a bare "PIN"
    (`coded` False) the name must end like a place or hold a part of town."""
    found = _BEFORE.search(text, max(0, start - 40), start)
    if found is None or not place_word(found.group("w")) or (found.group("x") and not place_word(found.group("x"))):
        return False
    if coded and not found.group("p"):
        return True
    return re.fullmatch(_ENDING, found.group("w").lower()) is not None or (found.group("x") or "").lower() in _PART


def suffixed_after(text: str, end: int) -> bool:
    """Whether a lower-case word with an Indian place name's ending follows `end` ("560034 koramangala")."""
    return _SUFFIXED.match(text, end) is not None
