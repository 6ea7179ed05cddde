"""Round 13: residence permits and health cards as id families; payment, order, referral and postal details as public."""

from __future__ import annotations

import pytest

from tiered_memory.shared.safety import looks_secret
from tiered_memory.shared.safety.secret_public import mask

# A residence permit's or a health card's number after the name people write for it.
NAMED_DOCUMENTS = [
    "Nummer meines Aufenthaltstitels: Y8XK4L2R7",
    "Meine Aufenthaltserlaubnis hat die Nummer ZK7L93M41",
    "Numéro de mon titre de séjour : 7502158413",
    "Mi TIE: E12345678, caduca en 2027",
    "Número de la tarjeta de residencia: Y2345678K",
    "Il mio permesso di soggiorno n. I05012345",
    "Nummer verblijfsvergunning: W0G1H2J34",
    "My BRP number is ZX1234567",
    "Biometric residence permit: RB3456789",
    "Номер моего вида на жительство 82 1234567",
    "Numer karty pobytu: RP1234567",
    "Broj HZZO iskaznice: 382017463",
    "保険証 記号 1234 番号 5678-09",
    "Numéro de carte Vitale : 1 85 05 78 006 084 36",
    "Mein Gesundheitskarte-Nummer: A123456780",
]

# Details shared to be paid, found or passed on: none is a secret.
PUBLIC_DETAILS = [
    "Spende an den Tierschutzverein: IBAN DE12 5001 0517 0648 4898 90",
    "Transferir la cuota al club: ES91 2100 0418 4502 0005 1332, concepto SOCIO 118",
    "Donate to the shelter: IBAN GB29 NWBK 6016 1331 9268 19",
    "BIC der Sparkasse: BYLADEM1001",
    "SWIFT code of the bank: DEUTDEFF500",
    "Dirección de USDT (TRC20) para cobrar: TUf6XnA89N4yVVBjXn93SUd6TyB8GweMk5",
    "L'identifiant de la commande dans Shopify est 9b1e4c02-77af-4e3b-a0d9-5c6f12e83b70",
    "Transaction ID for the refund: 3f2c9a10-5b7e-4c1d-9e8f-0a1b2c3d4e5f",
    "Para pruebas usa la tarjeta 4000 0000 0000 0002 (la de rechazo de Stripe)",
    "Stripe test card: 4242 4242 4242 4242, any future date",
    "Meu código de indicação do Nubank é RAFA2024, pode divulgar",
    "Mein Empfehlungscode für N26: MAXM4821",
    "Referral code for Revolut: anna7k2, share it",
    "मेरे नए घर का पिन कोड 560034 है, बेंगलुरु",
    "Courier needs the PIN code of the address: 400050 (Bandra)",
    "New flat in Pune, pincode 411038",
]

# Look-alikes that stay secrets: an IBAN beside the banking login, a PIN that is no postcode, a real card.
STILL_SECRET = [
    "Online-Banking: IBAN DE67100100105996044743, Anmeldename mmueller77, PIN 30492",
    "IBAN for rent: GB29 NWBK 6016 1331 9268 19, and the telebanking PIN is 55190",
    "My phone PIN code is 560034",
    "Card 4929 1234 5678 9014, CVV 123",
]


@pytest.mark.parametrize("text", NAMED_DOCUMENTS)
def test_a_named_residence_permit_or_health_card_number_is_an_id(text: str) -> None:
    assert looks_secret(text) is not None


@pytest.mark.parametrize("text", PUBLIC_DETAILS)
def test_a_payment_order_referral_or_postal_detail_is_not_flagged(text: str) -> None:
    assert looks_secret(text) is None


@pytest.mark.parametrize("text", STILL_SECRET)
def test_a_credential_beside_a_payment_detail_is_still_flagged(text: str) -> None:
    assert looks_secret(text) is not None


def test_the_chain_name_beside_a_receiving_address_is_masked_with_it() -> None:
    assert "TRC20" not in mask("Dirección de USDT (TRC20) para cobrar: TUf6XnA89N4yVVBjXn93SUd6TyB8GweMk5")


def test_a_residence_permit_date_is_no_number() -> None:
    assert looks_secret("Aufenthaltstitel verlängert am 12.03.2024") is None
