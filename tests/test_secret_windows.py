"""A long text is scanned window by window: every char lies in a window, none is longer than the limit, and a secret
anywhere in it, a label and value across a cut included, is found and redacted as in a short text."""

from __future__ import annotations

import pytest

from tiered_memory.shared.safety import REDACTED_SECRET, looks_secret, redact_secrets
from tiered_memory.shared.safety.secret_windows import OVERLAP_CHARS, WINDOW_CHARS, windows

PROSE = "We walked to the market on Sunday and bought apples, then called grandma about the trip in May. "


def _long(filler: str, chars: int) -> str:
    return (filler * (chars // len(filler) + 1))[:chars]


@pytest.mark.parametrize("text", [_long(PROSE, 50_000), _long("word " * 40 + "\n", 30_000), "x" * 9_000,
                                  _long("一二三四五六七八九十", 7_000), "short"])
def test_windows_cover_every_char_and_none_is_longer_than_the_limit(text: str) -> None:
    spans = list(windows(text))
    assert spans[0][0] == 0 and spans[-1][1] == len(text)
    assert all(end - start <= WINDOW_CHARS for start, end in spans)
    assert all(nxt[0] <= end for (_, end), nxt in zip(spans, spans[1:]))   # no gap between windows


def test_a_text_that_fits_one_window_is_one_window() -> None:
    assert list(windows(PROSE * 3)) == [(0, len(PROSE * 3))]


def test_windows_after_the_first_overlap_the_one_before() -> None:
    spans = list(windows(_long(PROSE, 20_000)))
    assert all(0 < end - nxt[0] <= OVERLAP_CHARS for (_, end), nxt in zip(spans, spans[1:]))


@pytest.mark.parametrize("at", [0, 2_300, 2_390, 5_900])
def test_a_password_anywhere_in_a_long_text_is_found_and_redacted(at: int) -> None:
    text = _long(PROSE, at) + " The wifi password for the office is Tr0ub4dor&3. " + _long(PROSE, 6_000 - at)
    assert looks_secret(text) is not None
    out = redact_secrets(text)
    assert "Tr0ub4dor&3" not in out and REDACTED_SECRET in out


def test_a_label_at_the_end_of_one_window_and_its_value_at_the_start_of_the_next_are_read_together() -> None:
    head = _long(PROSE, WINDOW_CHARS - 30).rstrip() + "\n"
    text = head + "Server root password:\nGq7#pLx2vN9w\n" + _long(PROSE, 2_000)
    assert "Gq7#pLx2vN9w" not in redact_secrets(text)


def test_a_long_text_with_no_secret_reads_as_none_and_is_left_as_it_reads() -> None:
    text = _long(PROSE, 6_000)
    assert looks_secret(text) is None
    assert redact_secrets(text) == text
