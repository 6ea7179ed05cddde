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
    "Číslo povolení k pobytu: 123456789",
    "Uppehållstillstånd kortnummer: UT1234567",
    "Ikamet izni numaram: 99123456780",
    "在留カード番号 AB12345678CD",
    "Номер посвідки на постійне проживання 123456789",
    "Nomor KITAS saya 2C11AB1234567",
    "健康保険証の記号 12 番号 345",
    "Card de sănătate nr. 80642000123456789012",
]

# The same names in prose with a date, a fee, an address or a phone number: no id.
DOCUMENT_PROSE = [
    "Aufenthaltstitel beantragt, Termin am 14.05.2025 um 10 Uhr",
    "Titre de séjour : rendez-vous en préfecture le 12/06/2025, guichet 4",
    "Permesso di soggiorno: costo 116 euro, marca da bollo 16 euro",
    "Work permit processing takes 8 weeks, fee £719",
    "The residence permit office is at Kurfürstendamm 195",
    "健康保険証を忘れた、病院で3000円払った",
    "HZZO dopunsko osiguranje košta 9,29 eura mjesečno",
    "Verblijfsvergunning verlengd tot 2030, kosten €228",
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
    "Spendenkonto der Caritas: IBAN AT61 1904 3002 3457 3201, BIC GIBAATWWXXX",
    "Miete an die Hausverwaltung GmbH: IBAN DE89 3704 0044 0532 0130 00",
    "Virement à l'association : FR76 3000 6000 0112 3456 7890 189",
    "Донат на фонд: IBAN UA21 3223 1300 0002 6007 2335 6600 1",
    "ETH-Adresse zum Empfangen: 0x52908400098527886E0F7030069857D2E4169EE7",
    "Bestell-ID 550e8400-e29b-41d4-a716-446655440000 bei Zalando",
    "订单号 550e8400-e29b-41d4-a716-446655440000",
    "Code de parrainage Boursorama : JEAN4512",
    "紹介コード: TAKU2024 よかったら使って",
    "Kod polecający do Revolut: marek7x9",
    "Testkarte von Adyen: 4111 1111 4555 1142",
    "Carte de test Stripe 4000 0000 0000 9995 (fonds insuffisants)",
    "पिनकोड 110001 नई दिल्ली",
    "SWIFT: CHASUS33",
]

# Look-alikes that stay secrets: an IBAN beside the banking login, a PIN that is no postcode, a real card.
STILL_SECRET = [
    "Online-Banking: IBAN DE67100100105996044743, Anmeldename mmueller77, PIN 30492",
    "IBAN for rent: GB29 NWBK 6016 1331 9268 19, and the telebanking PIN is 55190",
    "My phone PIN code is 560034",
    "Card 4929 1234 5678 9014, CVV 123",
    "Use the Amex 3782 822463 10005? no — the real one is 3714 496353 98431",
    "SWIFT app password: ABCDEF12",
]


@pytest.mark.parametrize("text", NAMED_DOCUMENTS)
def test_a_named_residence_permit_or_health_card_number_is_an_id(text: str) -> None:
    assert looks_secret(text) is not None


@pytest.mark.parametrize("text", DOCUMENT_PROSE)
def test_a_document_named_beside_a_date_fee_or_address_is_not_flagged(text: str) -> None:
    assert looks_secret(text) is None


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
