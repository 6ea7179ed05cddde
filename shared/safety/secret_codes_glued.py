"""Codes whose label or value carries a grammatical prefix or ending, read as the plain label and value would be.

- A Bantu noun-class prefix glued to PIN, OTP, CVV or TAN ("iPIN yekhadi leFNB: 3 9 7 7", "UPIN wami ngu 3977",
  "ngicela iOTP: 482913", "lePIN", "yePIN", "nePIN", "kwiPIN"; Zulu, Xhosa, Ndebele, Swati, Sotho, Tswana, Shona …)
  and the Indian "mPIN", "tPIN": the prefix (and a copula glued to the value, "ngu-4821") is blanked and the
  credential-word stage reads the text again.
- A copula or case ending after a code's digits: Turkish and Azerbaijani "Kilidin numarası 4471'dir" ('dir, 'tır,
  'dür, -dir, 'di "was", "4471dir" with no apostrophe), Finnish "4471:llä" / "4471:ksi", Estonian "4471-ga", Hungarian "4471-es" / "4471-gyel",
  Kyrgyz or Turkmen "4471-дир" / "4471-dyr": the ending is blanked and the credential-word stage reads the value as if
  it closed the clause. Endings of place, time or direction ("2019'da", "150'ye", "4471'den") are kept, so a year or
  a price stays what it was.
Positions are kept (blanked characters become spaces), so the spans found are spans of the text given.
"""

from __future__ import annotations

import re
from typing import Iterator

from .normalise import fold_confusables
from .secret_cues import cue_spans

# Lower-case noun-class or locative prefixes (and "m", "t" of mPIN, tPIN); capitalised only as a sentence starts them.
_PREFIXED = re.compile(r"(?<![^\W\d_])(?P<p>(?:i|u|e|a|o|ye|le|we|ne|nge|kwe|kwi|se|ke|ka|ku|ya|wa|la|za|ba|ho|ma|mu"
                       r"|nga|na|sa|zi|li|yi|wi|ki|ri|ro|re|m|t)-?|(?<!\w)[IUE]-?)"
                       r"(?=(?:PIN|OTP|CVV|CVC|TAN|PUK)(?![^\W\d_]))"
                       r"|(?<![^\W\d_])(?P<q>(?:i|le|ye|kwi)-?)(?=(?:pin|otp)(?:\s*[:：]|\s+[ywl][^\W\d_]+))")
# (lower case: "ipin yam ngu 3977", "iotp: 482913", with a colon or a Nguni concord after it, not "upin ipin 2024")
# A Nguni copula or locative glued to the value by a hyphen ("ngu-4821", "yi-4821", "ngo-4821"): blanked with the prefix.
_COPULA_BEFORE = re.compile(r"(?<![^\W\d_])(?P<p>(?:ngu|ngi|yi|ndi|ndu)-)(?=\d)", re.IGNORECASE)
_ACRONYM = re.compile(r"(?:PIN|OTP|CVV|CVC|TAN|PUK|pin|otp)(?![^\W\d_])")
# A copula or "with / into" ending glued to digits: Turkish and Azerbaijani after an apostrophe or hyphen, Finnish
# after a colon, Estonian and Hungarian after a hyphen.
_ENDING = re.compile(r"(?<=\d)(?P<e>['’](?:d[iıuü]r|t[iıuü]r|d[iıuü]|t[iıuü]|y?l[ae])|d[iıuü]r|t[iıuü]r"
                     r"|-(?:d[iıuü]r|t[iıuü]r|ga|ks|es|as|os|ös|gyel|gyal|vel|val)"
                     r"|:(?:ll[aä]|ksi|n)|-(?:д[ыиуү]р|т[ыиуү]р|d[yiuü]r|t[yiuü]r))(?![^\W\d_])", re.IGNORECASE)


def _blanked(shown: str, pattern: re.Pattern[str], group: str) -> str | None:
    """`shown` with each match's `group` (or its lower-case twin "q") replaced by spaces, or None where none matched."""
    parts, at = [], 0
    for match in pattern.finditer(shown):
        start, end = match.span(group if match.group(group) is not None else "q")
        parts += [shown[at:start], " " * (end - start)]
        at = end
    return "".join(parts) + shown[at:] if parts else None


def glued_code_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """(kind, span) of the values the credential-word stage reads once a glued prefix or ending is blanked."""
    if _ACRONYM.search(shown):
        prefixed = _blanked(shown, _PREFIXED, "p")
        plain = _blanked(prefixed or shown, _COPULA_BEFORE, "p") or prefixed
        if plain is not None:
            yield from cue_spans(plain, fold_confusables(plain))
    plain = _blanked(shown, _ENDING, "e")
    if plain is not None:
        yield from cue_spans(plain, fold_confusables(plain))
