"""Round 19 (second wave) ids: an id's abbreviation with a possessive between ("Číslo môjho OP", "Numer mojego
dowodu", "TCKN annemin", "CC de mi papá", "JShShIR raqamim"), an Argentine CUIT/CUIL of a person (20/23/24/27) whatever
its check digit, and the number given as a correction after a retracted one ("no, ese es el de papá, el mío es …"),
redacted too; against them companies' numbers named in ~45 more languages (Amharic "የድርጅቱ", Twi "Adwumakuo",
Hindi, Bengali, Tamil, Khmer, Georgian …), shapes only companies have (a PAN whose fourth letter is not P, a Ghanaian
TIN opening with C, a CUIT opening with 30), Polish receipts ("dowód wpłaty"), and talk, fees, dates and phones beside
the same words. The real detector, no mocks."""

from __future__ import annotations

import pytest

from tiered_memory.shared.safety import looks_secret, redact_secrets

IDS = [
    # An abbreviation with a possessive or a relative between it and its number, or written before it.
    'Číslo môjho OP je EA123456',
    'OP mamy je EA123456',
    'Numer mojego dowodu ABC123456',
    'nr dowodu babci: ABS 123456',
    'TCKN annemin 12345678950',
    'TCKN: 12345678950',
    'CC de mi papá 1020304050',
    'la CC de mi mamá es 52.123.456',
    'Mening JShShIR raqamim 31234567890123',
    'Onamning pinfl raqami 41234567890123',
    'ID kartamın nömrəsi AZE12345678',
    'Mã số định danh của tôi 001085012345',
    'رقم هويتي 1012345678',
    # Argentina's CUIT/CUIL of a person: the prefix says whose, a hand-copied check digit does not matter.
    'CUIT: 27-35111222-4',
    'mi CUIL 20-31234567-1 para el monotributo',
    'CUIL de la abuela: 27-10002362-3',
]

# The number given as a correction after a retracted one: both are removed.
CORRECTED = [
    ('Acordate: el CUIT mío es 20-31234567-8... no, ese es el de papá, el mío es 27-35111222-4', '27-35111222-4'),
    ('Passnummer: C01X00T47 – nein warte, die richtige ist C01X00T48', 'C01X00T48'),
    ('PESEL: 44051401458, nie, przepraszam, mój to 02070803628', '02070803628'),
    ('Meu CPF é 111.111.111-11, ops, errei, o certo é 808.820.313-92', '808.820.313-92'),
    ('My SSN: 123-45-6789 sorry typo, it\'s 521-44-9087', '521-44-9087'),
    ('DNI 48291573Q, perdón, el correcto es 12345678Z', '12345678Z'),
    ('TC kimlik no: 12345678950, pardon, doğrusu 10758669428', '10758669428'),
]

NOT_IDS = [
    # A company's or an organisation's tax number named in world languages.
    'የድርጅቱ የግብር ከፋይ መለያ ቁጥር (TIN): 0012184305',
    'የድርጅታችን TIN 0012184305 ነው',
    'Adwumakuo TIN: C0038209892, ɛwɔ invoice no so.',
    'My TIN is C0038209892 — the shop\'s one',
    'कंपनी का TIN 27123456789 है',
    'সংস্থার TIN 123456789012',
    'நிறுவனத்தின் TIN 33123456789',
    'ក្រុមហ៊ុន TIN: K001901234567',
    'ორგანიზაციის TIN: 204567890',
    'Ishishini TIN: 1234567890',
    'Dhaabbata TIN: 0012345678',
    'Kampuni ya TIN 123-456-789',
    # A PAN of a company, a firm or a trust (its fourth letter).
    'Our company PAN is AAACR5055K',
    'firm PAN AAAFB1234C for the invoice',
    'trust PAN: AAATR1234E',
    # Argentina's company CUIT.
    'CUIT: 30-71234567-1',
    'CUIT de la empresa 30-71234567-1',
    'CUIT del kiosco: 30-74734343-1, factura B.',
    # Polish receipts and purchase proofs.
    'dowód wpłaty nr 2025/03/1234',
    'Numer naszego dowodu zakupu 12345678',
    'numer dowodu wpłaty 2025/1234',
    'dowód nadania paczki 00012345678901',
    # Talk, fees, dates and phones beside the same words.
    'OP je v kabelke, platný do 2030',
    'ID kartı yenileme ücreti 250 TL',
    'Mã số định danh doanh nghiệp 0101234567',
    'رقم هويتي انتهى في 2025',
    'CC: juan@example.com, asunto factura 2025',
    'TCKN 11 haneli bir numaradır',
    'PAN card fee is 107 rupees',
    'SSN card office phone 1-800-772-1213',
    'CUIT y CUIL tienen 11 dígitos',
    'JShShIR 14 xonali raqam',
]


@pytest.mark.parametrize("text", IDS)
def test_an_id_abbreviation_with_a_possessive_or_a_person_s_cuit_is_a_secret(text: str) -> None:
    assert looks_secret(text) == "national id"


@pytest.mark.parametrize(("text", "value"), CORRECTED)
def test_a_number_given_as_a_correction_after_a_retracted_one_is_removed_too(text: str, value: str) -> None:
    assert looks_secret(text) == "national id"
    assert value not in redact_secrets(text)


@pytest.mark.parametrize("text", NOT_IDS)
def test_a_company_s_number_a_receipt_or_talk_beside_an_id_word_is_not_a_secret(text: str) -> None:
    assert looks_secret(text) is None


def test_a_pan_of_a_person_or_the_textbook_sample_is_still_an_id() -> None:
    assert looks_secret('my PAN AFZPK7190K') == "national id"
    assert looks_secret('PAN card ABCDE1234F') == "national id"


def test_a_ghanaian_tin_of_a_person_is_still_an_id() -> None:
    assert looks_secret('Me TIN: P0038209892') == "national id"


def test_there_are_at_least_as_many_look_alikes_as_ids() -> None:
    assert len(NOT_IDS) >= len(IDS) + len(CORRECTED)
