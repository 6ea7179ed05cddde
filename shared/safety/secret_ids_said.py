"""Ids and card numbers said in number words: a long number read out word by word is read again as its digits, in the groups it was said in, by the id readers.

"Grandma's social, in words so I don't transpose it: five one two, four four, nine zero three one" is the SSN
512 44 9031; "mi DNI: cinco uno dos …", "Opas Steuer-ID: eins zwei, drei vier fünf, …" likewise. Each number of
seven to twenty digits said in one language's digit words (`secret_digit_words.said_numbers`) is put back in place
as digits, and the text is read by the named and bare id readers (`secret_ids.id_spans`) and the paperwork reader
(`secret_ids_paperwork`): what they find on the digits is the said words' span. So an id said aloud needs what the
same id written needs (its name, a format whose check holds, or paperwork or kin words with a checked shape), and a
phone number read out stays a phone number. A card number said aloud (its network's prefix and length, the Luhn
check) is one too, unless words before it make it an order's, a parcel's or a phone's.
"""

from __future__ import annotations

from typing import Iterator

from . import secret_checksums as C
from .normalise import fold_confusables
from .secret_digit_words import said_numbers
from .secret_formats import card_prefix_ok
from .secret_ids import id_spans
from .secret_ids_bare import OTHER_NUMBER
from .secret_ids_paperwork import paperwork_id_spans


def said_id_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """(kind, span in `shown`) of ids and card numbers said in number words (see the module's docstring)."""
    for said in said_numbers(shown):
        digits = said.grouped.replace(" ", "")
        if card_prefix_ok(digits) and C.luhn(digits, len(digits)) \
                and not OTHER_NUMBER.search(shown, max(0, said.start - 40), said.start):
            yield "card number", (said.start, said.end)
            continue
        written = shown[:said.start] + said.grouped + shown[said.end:]
        sample = fold_confusables(written)
        stop = said.start + len(said.grouped)
        found = [span for _, span in id_spans(sample)] + list(paperwork_id_spans(sample))
        if any(a < stop and b > said.start for a, b in found):
            yield "national id", (said.start, said.end)
