"""Round 21, the lead's two: an id's label with a bracketed aside saying where the card shows it, and a vendor's docs
key assigned to a secret's name in a user's own .env (no word calls it an example); and three look-alikes the key-box
reader once took: a year after a comma, a locker's own number, a round number."""

from __future__ import annotations

import pytest

from tiered_memory.shared.safety import looks_secret


@pytest.mark.parametrize("text", [
    "Krankenversichertennr. (steht auf der eGK) A123456780 bitte speichern",
    "Steuer-ID (steht auf dem Lohnzettel) 12 345 678 903, für die Steuererklärung",
    "work .env -> AWS_SECRET_ACCESS_KEY=wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
    "aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
])
def test_a_bracketed_aside_or_a_docs_key_set_in_a_users_env_still_reads_as_a_secret(text: str) -> None:
    assert looks_secret(text) is not None


@pytest.mark.parametrize("text", [
    "Die Versichertennummer steht auf der eGK, nicht auf dem Brief",
    "Steuer-ID (steht auf dem Lohnzettel)",
    "Die PIN steht auf dem Brief der Bank (steht auf Seite 2)",
    "From the AWS docs example: AWS_SECRET_ACCESS_KEY=wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
    "AWS_SECRET_ACCESS_KEY=wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY  # sample from the docs",
    "AWS_ACCESS_KEY_ID=AKIAIOSFODNN7EXAMPLE in the tutorial",
    "The docs' placeholder key is wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
    "Bestätigungscode kam als SMS, Kampagne 2024",
    "ലോക്കർ നമ്പർ 4471 ആണ്",
    "লক্ষ কোড 1000",
])
def test_where_a_card_shows_a_number_a_docs_key_called_an_example_a_year_a_locker_and_a_round_number_read_as_none(
        text: str) -> None:
    assert looks_secret(text) is None
