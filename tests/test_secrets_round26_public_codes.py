"""Round 26 (R26H3): codes handed to everyone or already spent, and numbers a label makes a thing's, read as public
across languages (class join codes, game room codes sent to all, a shop's Wi-Fi password posted for every customer, an
expired OTP, a prepaid electricity token already loaded, meter numbers, bus lines, school and school-bill codes, SKUs
and short order numbers, a medicine's batch and expiry, a Singapore flat's unit, a meeting room's id, a shop's tax id,
francs after a payment word, a Wi-Fi's name in Hinglish, an Indian PIN code under a locality); the secrets in the same
shapes (a student's login, a code kept from others, a home Wi-Fi, a fresh OTP, an unloaded token or voucher, a
remittance's pickup code, a card's expiry, a door code in a flat) stay caught."""

from __future__ import annotations

import pytest

from shared.safety.secrets import looks_secret

SECRETS = [
    # a class's or a game's code beside a student's login, or kept from others
    "Google Classroom login for Riya: riya.s@school.in, password Tiger@2015",
    "kode kelas 7hqk2mz, tapi password akun Dika: Dika_2014!, jangan disebar",
    "código da sala 48213 — não manda pra todo mundo, só pros primos",
    "the door code is 4821, sent it to all the cleaners",
    "WiFi password for the whole family group: chaiwala@123",
    "Ghar ka wifi password change kar diya, ab hai chaiwala@123, sabko bata dena.",
    "password wifi warung: warungbusri123 (huruf kecil semua)",
    # an OTP that is fresh or will expire, an unloaded token or voucher
    "OTP-nya 558102, kadaluarsa dalam 5 menit, cepat masukin",
    "TAC code dari bank 418 229, cepat sikit nanti expired",
    "OTP aaya hai 638214, jaldi daal de warna expire ho jayega",
    "Mã OTP ngân hàng: 771 304, hết hạn sau 3 phút",
    "the old OTP expired, the new code is 447120",
    "prepaid elec token for the flat, load it tonight: 4731 0982 6627 5510 4381",
    "Token listrik belum dimasukkan: 5512 0937 4418 2206 7731",
    "Kode voucher Google Play: PLX7-Q2MV-9TRK-4HWD, belum dipakai",
    # money collected, not paid; a card's expiry; a door code in a flat; a PIN beside a meter
    "Código de retiro de la remesa: 6630 1285 44, solo mi mamá lo cobra",
    "Visa 4539 1488 0343 6467 exp 09/28 cvv 317",
    "Blk 341 lift lobby B, door code 7294#",
    "Numéro de compteur 0142 5587 21, et le code PIN de ma carte 4829",
    "Zoom meeting ID 812 4475 9012, passcode 7Gk2Qp",
    "Водительское удостоверение ВУ 77 12 345678",
    "Belastingnommer by SARS: 0123456789",
    "ATM pin code 7391, don't tell anyone",
    "code Orange Money 4821, envoie 5000F à maman",
    "Google Classroom login: riya.s@school.in, password Tiger@2015, teacher sent it to all parents",
    "verification code 553201, enter it now, it hasn't expired yet",
    "el código de verificación 804217 todavía no caducó, ponlo ya",
    "Portal da escola: senha Escola@2024, código INEP 35012345",
    "código de saque da remessa 7712 4903, pago na Western Union",
]

PUBLIC = [
    # join codes of a class, game rooms sent to all
    "Class code for the Year 6 science class: 7hqk2mz",
    "kode kelas Google Classroom untuk kelas 4B: 9pq2kxz, dibagikan ke semua orang tua",
    "Mã lớp học Google Classroom của bé: k3x9qpa",
    "Código de la clase en Classroom: ab3kx9q, la profe lo mandó a todos",
    "Klassencode für Mathe: 4kq8zpt",
    "Room code for the Among Us lobby: 5521 — sent it to all the cousins",
    "Ludo room code 38210, sabko bhej do",
    # a shop's Wi-Fi password posted for every customer
    "The cafe's wifi password is written on the board for all customers: latte2024",
    "La contraseña del wifi del bar está en la pizarra para todos los clientes: tapas2024",
    "Password wifi warung ditulis di papan untuk semua pelanggan: kopi2024",
    # spent one-time codes
    "the OTP has already expired: 558102, asked the bank to send another",
    "El código de verificación 804217 ya caducó, pide otro",
    "Mã OTP 771304 đã hết hạn rồi, gửi lại đi",
    "Der Bestätigungscode 553201 ist abgelaufen",
    "electricity token 2231 8840 1192 0076 5521 already loaded, 48 units left",
    "Token PLN 1188 2045 7731 9902 4410 sudah diisi tadi pagi",
    "LUKU token 3390 1147 8820 6613 0042 imeshaingizwa kwenye mita",
    # meters, bus lines, schools, bills
    "Nomor meteran PLN: 5412 3390 871, buat beli token",
    "Meter number 0427 3391 8812 for buying prepaid electricity",
    "Nambari ya mita ya LUKU 4301 2288 9917",
    "Pega o ônibus linha 8012-10 sentido Terminal Parque Dom Pedro",
    "Tomá el colectivo línea 152 en la parada de Santa Fe",
    "bus route 47A leaves from the stop at 6:40",
    "Código modular del colegio de mi hijo: 0283451",
    "UDISE code of the school: 09240101603",
    "NPSN sekolah adik: 20104567",
    "Código de pago de la pensión del colegio: 2024-0815, se paga en el banco",
    "Kode pembayaran SPP sekolah: 8801 2233 4455",
    # products, orders, batches and expiry, flats, meetings, tax ids, amounts, network names, PIN codes
    "mahsulot kodi 5530, buyurtma raqami 77120",
    "SKU 44120-B, order no. 88213",
    "Артикул 551203, номер заказа 88213",
    "Batch L4417, exp 2026-03 on Grandpa's tablets",
    "Lote de la vacuna: FJ8761, caducidad 05/2025",
    "Grandma's flat is Blk 214 #05-331, Bedok North",
    "Unit #12-07, Jalan Ampang, Kuala Lumpur",
    "Mã phòng Zoom lớp tiếng Anh: 845 2291 6630, passcode cô gửi sau",
    "ID da sala de Zoom 842 1930 4477, a senha vem depois",
    "Mã số thuế của cửa hàng (công ty TNHH An Phú): 0309876543",
    "Doʻkon STIR 302445118, fakturaga yozing",
    "ИНН магазина 7707083893 для счёта",
    "payer 2 500 F au tailleur, code QR Wave sur la porte",
    "WiFi ka naam 'Verma_Home' hai, password mummy ko pata hai",
    "Jina la wifi ni 'Duka_Mama', password uliza kwa mama",
    "Pin code 110092 diya, Mayur Vihar ka, ATM wala nahi",
    "pin code poocha toh 400097 bataya, Malad East ka",
    "pay the plumber by transfer: K Patel, sort 40-11-62",
    # the same families in more languages
    "code de la classe : 4kq8zpt",
    "sınıf kodu 7hq2kzm, öğretmen herkese gönderdi",
    "код класса 7hq2kzm",
    "クラスコード 7hq2kzm",
    "kodi ya mchezo 48213, kila mtu anajua",
    "Le code wifi du café est affiché au mur pour tous les clients : cafe2024",
    "le code de vérification 553201 a expiré",
    "o código de verificação 553201 já expirou",
    "doğrulama kodu 553201 süresi doldu",
    "код подтверждения 553201 истёк",
    "验证码 553201 已过期",
    "nambari ya uthibitisho 553201 imeisha muda",
    "número de medidor 0427 3391 8812 para la recarga",
    "số công tơ điện nhà bà 0123 4567 89",
    "номер счётчика 01234567",
    "tuyến xe buýt số 152 ở trạm Bến Thành",
    "la ligne 38 à l'arrêt Châtelet",
    "Buslinie 142 ab Haltestelle Rathaus",
    "Schulnummer 123456 für das Formular",
    "mã trường 79000701",
    "Artikelnummer 4471-220",
    "código del producto 88213",
    "ürün kodu 55120",
    "Charge 4417B, MHD 2026-03, auf der Packung der Tabletten",
    "thuốc của bà: số lô 2204, HSD 12/2026",
    "Blk 5 Ang Mo Kio Ave 3 #11-240",
]


@pytest.mark.parametrize("text", SECRETS)
def test_a_secret_in_a_shared_or_spent_looking_shape_is_still_flagged(text: str) -> None:
    assert looks_secret(text) is not None


@pytest.mark.parametrize("text", PUBLIC)
def test_a_code_handed_to_all_spent_or_named_as_a_things_number_is_not_flagged(text: str) -> None:
    assert looks_secret(text) is None
