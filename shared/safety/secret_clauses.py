"""Where a clause ends and where it begins: the readers that weigh the words before a value look back only that far."""

from __future__ import annotations

import re

# A sentence mark before a space or the text's end, a semicolon, or a line break.
CLAUSE_END = re.compile(r"[.!?。！？;\n](?:\s|$)|\n")


def clause_start(shown: str, at: int, reach: int = 100) -> int:
    """Where the clause ending at `at` begins (at most `reach` characters back)."""
    low = max(0, at - reach)
    ends = [m.end() for m in CLAUSE_END.finditer(shown, low, at)]
    return ends[-1] if ends else low
