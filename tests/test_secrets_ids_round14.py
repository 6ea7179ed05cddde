"""Round 14: ids named by a long label before a colon, social-insurance and health-plan cards, more names for ids."""

from __future__ import annotations

import pytest

from tiered_memory.shared.safety import looks_secret

# An id after the name people write for it, in a label that may run long before its colon.
NAMED_IDS = [
    "DNI de la abuela para pedir la cita del médico: 48291573Q",
    "Número de pasaporte de mi hija para el formulario del viaje escolar: XDC482915",
    "पैन कार्ड नंबर पापा का: BQMPS4821K, ITR भरने के लिए",
    "বাবার এনআইডি নম্বর: 1982 471 5503",
    "SGK sicil no'm 3400 2181 9930 07",
    "Sosyal güvenlik sicil numaram 34002181993007",
    "Mã số BHXH của em 7925013846",
    "Số sổ bảo hiểm xã hội của mẹ: 7925013846",
    "número da carteirinha da Unimed: 0 032 004718823 00 7",
    "Cartão do plano de saúde da minha mãe, número do convênio: 8 947 2210 3381 004",
    "เลขพาสปอร์ต AA4718290 ใช้จองตั๋ว",
    "Passport no. of my daughter for the booking form: C7RX04918",
    "Número de pasaporte para la reserva: XDC482915",
    "РНОКПП дружини для декларації: 3147208865",
]

# Numbers beside those names that are not the id: phones, offices, counts, a company's numbers.
NOT_IDS = [
    "DNI: the office phone is 91 555 1234",
    "Para renovar el DNI hay que pedir cita en la comisaría, abre a las 9:00",
    "বাবার ফোন নম্বর: +880 1712 345678",
    "SGK'nın çağrı merkezi: 170",
    "BHXH quận 3 mở cửa lúc 7:30, số điện thoại 028 3930 1234",
    "A carteirinha da Unimed chega em 15 dias pelo correio",
    "Passport office hours: 08:30 to 16:00, window 12",
    "Passport booking reference: C7RX04918",
]


@pytest.mark.parametrize("text", NAMED_IDS)
def test_an_id_after_its_name_is_a_secret(text: str) -> None:
    assert looks_secret(text) is not None


@pytest.mark.parametrize("text", NOT_IDS)
def test_a_number_beside_an_ids_name_that_is_not_the_id_passes(text: str) -> None:
    assert looks_secret(text) is None
