"""Round 25: personal ids under their labels (Austrian SVNR on the e-card, French numéro fiscal, a Spanish DNI given
for a booking, Philippine SSS/UMID/PhilHealth/Pag-IBIG/TIN, Kenya's SHA number), and a business's public numbers or
talk with no value (a shop's NIU or PAN, a biller's service code with an amount, a port beside "the password is
with Danny") that must stay unflagged."""

from __future__ import annotations

import re

import pytest

from tiered_memory.shared.safety import looks_secret, redact_secrets

PERSONAL_IDS = [
    # Austria: SVNR (three serial digits, the check digit, DDMMYY) under e-card, SV-Nummer, VSNR
    "Meine SV-Nummer für den Arzt: 1237 010180",
    "VSNR der Oma (für die Pensionsversicherung): 2854 240795",
    "Die e-card Nr. meiner Tochter ist 7315 111161",
    # France: numéro fiscal / SPI (13 digits, opening 0-3), spaced or not; "en ligne" is online, no phone line
    "Mon numéro fiscal : 2 13 45 678 901 23",
    "Numéro SPI de ma mère pour la déclaration en ligne : 0123456789012",
    "Numéro d'identification fiscale de mon mari : 3 01 23 456 789 01",
    # Spain and others: an id handed over for a booking or a hotel stay is still the person's
    "DNI de mi madre para la reserva del hotel: 12345678Z",
    "NIE para la reserva: X1234567L",
    "DNI pour la réservation de l'hôtel : 71234567W",
    "Passport of my son for the hotel booking: 48297531K",
    # The Philippines: SSS, UMID CRN, PhilHealth, Pag-IBIG MID, TIN of a person, for a pension or retirement
    "SSS ni Tatay for his pension: 33-4567890-1",
    "UMID CRN ko para sa retirement: 0111-9876543-2",
    "PhilHealth number ni Mama: 12-345678901-2",
    "Pag-IBIG MID ni Kuya: 1234-5678-9012",
    "TIN ko para sa BIR: 123-456-789-000",
    # Kenya: the Social Health Authority (once SHIF) number, CR + ten digits + a check digit
    "Baba's SHIF number: CR0123456789-5",
    "SHA no. ya mtoto ni CR1122334455-6",
    "Social Health Authority number of my wife: CR5566778899-0",
]

PUBLIC_OR_NO_VALUE = [
    # office lines and formats, no one's number
    "Die e-card Service-Hotline: 050 124 3311",
    "SHA-256 checksum of the file: 4021180619",
    "The SHA number format is CR followed by ten digits",
    "Mon numéro fiscal ? Je le trouve en ligne sur impots.gouv.fr",
    "Hotel booking reference for the DNI check-in: 48291",
    "NIF del hotel para la factura: B12345674",
    # a business's tax number, printed on its invoices and bills
    "NIU de l'entreprise : M098765432101Z",
    "NIU de la boulangerie: M112233445566A sur le ticket",
    "पसलको PAN नं. ३०१२३४५६७ हो।",
    "कम्पनीको PAN नं. ६०९८७६५४३ बिलमा छ।",
    # a biller's service code beside a payment and its amount
    "Payme orqali to'lov: xizmat kodi 67890, summa 50 000 so'm.",
    "Оплата через Click: код услуги 4521, сумма 120 000 сум.",
    "Bayar lewat m-banking: kode biller 88908, jumlah Rp 150.000.",
    # a server's port, and the password only said to be with someone
    "Сервер на 10.0.0.5 порт 5432, пароль у Димы.",
    "الخادم على 10.0.0.9 منفذ 8443، كلمة السر عند سامي.",
    "Le serveur 192.168.1.20 port 3306, le mot de passe c'est Paul qui l'a.",
]


@pytest.mark.parametrize("text", PERSONAL_IDS)
def test_a_personal_id_under_its_label_is_flagged_and_redacted(text: str) -> None:
    assert looks_secret(text) is not None
    value = re.split(r": | ist | ni ", text)[-1]   # the number closes each sentence
    assert value not in redact_secrets(text)


@pytest.mark.parametrize("text", PUBLIC_OR_NO_VALUE)
def test_a_public_number_or_talk_with_no_value_stays_unflagged(text: str) -> None:
    assert looks_secret(text) is None


@pytest.mark.parametrize("value, valid", [
    ("1237 010180", True), ("1238 010180", False), ("1238 320180", False), ("1234 011380", False)])
def test_the_austrian_svnr_check_holds_its_check_digit_and_birth_date(value: str, valid: bool) -> None:
    from tiered_memory.shared.safety.secret_checksums_world import at_svnr_dated
    assert at_svnr_dated(value) is valid
