"""Words that mark a worked example, a sample or a template: a value beside one is nobody's secret.

One table for the readers of password words, log-ins and passphrases; each adds the marks of its own kind of text
(a template's "<…>", a famous phrase, a README) with `example_pattern`.
"""

from __future__ import annotations

import re

# "for example", "sample", "template" in ~30 languages, as whole words.
EXAMPLE_WORDS = (
    r"(?<![^\W\d_])(?:e\.\s?g\.|z\.\s?b\.|p\.\s?ex\.|p\.\s?ej\.|examples?|beispiel\w*|exemples?|ejemplos?|exemplos?"
    r"|esempi[oi]|voorbeeld\w*|exempel|eksempel|esimerki\w*|przykład\w*|příklad\w*|príklad\w*|пример\w*|örne[kğ]\w*"
    r"|contoh|ví\s+dụ|mfano|halimbawa|foarbyld\w*|adibide\w*|enghraifft\w*|misali|nimûne\w*|sample|dummy|placeholder|template)(?![^\W\d_])|例えば|例如|예시|예를")


def example_pattern(extra: str = "") -> re.Pattern[str]:
    """The example words, case-folded, with a reader's own marks (`extra`, a regex alternative) added."""
    return re.compile(rf"(?i){EXAMPLE_WORDS}" + (f"|{extra}" if extra else ""))


# A negation right before a sample word sets the sample aside: "the real SSN, not the sample one: …", "不是示例".
SAMPLE_DENIED = re.compile(r"(?i)(?<![^\W_])(?:not|no|kein\w*|nicht|pas|non|não|nie|не|niet|inte|ikke|ei)\s+(?:the|a|an"
                           r"|das|der|die|ein\w*|le|la|un|une|el|o|il|het|een)?\s*$|(?:不是|并非|並非|不|非)$")
