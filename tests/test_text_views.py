"""The dense leg's view of a long message: an unknown view is a clear error."""

from __future__ import annotations

import pytest

from tiered_memory.shared.text import embed_view


def test_an_unknown_embed_view_is_a_value_error_that_names_the_known_views() -> None:
    with pytest.raises(ValueError, match="unknown embed view 'middle' .one of whole, tail, headtail, keytail"):
        embed_view("a long message " * 100, 28.0, "middle")
