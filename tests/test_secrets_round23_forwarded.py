"""Round 23 (hand23a): a one-time code inside a forwarded or quoted bank SMS, or said as number words in a voice note;
the user's own bank account or card given out (a payee's stays public); public reference numbers (a transfer's pickup
reference, a receipt's tracking and merchant codes, a town's statistics code, a postcode) as look-alikes."""

import pytest

from shared.safety import looks_secret

FORWARDED_CODES = [
    'SMS von Mama weitergeleitet: "Ihre pushTAN für den Auftrag lautet 552 019" – gib sie bitte ein',
    'reenviado de mi hermana: "Davivienda: tu clave dinamica es 771 402. No la compartas"',
    'välitetty tekstari: "Nordea-vahvistuskoodisi: 339 871" — laita se sisään',
    'vidarebefordrat SMS: "Din verifieringskod är 620 448" fyll i den',
    'videresendt SMS fra far: "Din engangskode er 9031 77"',
    'SMS redirecționat de la tata: "Codul de confirmare ING: 118 492"',
    'გადმოგზავნილი SMS: "ბანკის კოდი: 774 301"',
    'Փոխանցված SMS. «Ameriabank կոդ՝ 6620 14»',
    'SMS: "Click tasdiqlash kodi: 903 225" kiritib yubor',
    'forwarded SMS: "Your Barclays verification code is 448 120. Do not share it."',
    'SMS transféré de papa : "Votre code de validation LCL : 2290 17"',
    'przekazany SMS: "Kod autoryzacyjny mBank: 55 81 09" wpisz go',
    'doorgestuurd sms\'je: "Je Rabo-code is 7703 21"',
    'SMS inoltrato: "Il codice di conferma Intesa è 608 113"',
    'пересланное SMS: "Код подтверждения Тинькофф: 3390"',
    'ভয়েস নোট: "ওটিপি হলো — পাঁচ, দুই, আট, এক, নয়, ছয়, জলদি দাও"',
    'VN dari kakak: "kodenya tiga, tujuh, nol, dua, lima, satu, cepetan"',
    'voice note from mum: "the code is four, nine, one, seven, two, zero"',
]

FORWARDED_LOOKALIKES = [
    'SMS weitergeleitet: "Ihre Bestellnummer 847 203 wurde versendet"',
    'reenviado: "Bancolombia: su saldo disponible es 662 018 pesos"',
    'välitetty tekstari: "Pakettisi noutokoodi vanhenee 10 minuutissa"',
    'vidarebefordrat SMS: "Din leverans kommer mellan 14 och 16"',
    'videresendt: "Din kode udløber om 10 minutter"',
    'SMS redirecționat: "Comanda 304 817 a fost livrată"',
    'გადმოგზავნილი SMS: "TBC: ბალანსი 880 ლარი"',
    'Փոխանցված SMS. «Ձեր պատվերը ճանապարհին է»',
    'SMS: "Payme: to\'lov 445 190 so\'m qabul qilindi"',
    'forwarded SMS: "Your order 4481 2090 has shipped"',
    'SMS transféré : "Votre code postal 69003 a été enregistré"',
    'przekazany SMS: "Paczkomat WAW12M, skrytka nr 14"',
    'doorgestuurd sms\'je: "Je pakket komt tussen 10:00 en 12:00"',
    'SMS inoltrato: "Il saldo del conto è 1 250 euro"',
    'пересланное SMS: "Ваш заказ 3390 готов к выдаче"',
    'ভয়েস নোট: "দারাজের অর্ডার নম্বর তিন, তিন, আট, এক — ডেলিভারি শুক্রবার"',
    'VN: "nomor antrean di puskesmas B-047, nanti dipanggil jam sepuluh"',
    'my AWS account 483920175522 is in eu-central-1',
]

OWN_ACCOUNTS = [
    'mój numer konta do oddania pieniędzy: 49 1020 2892 0000 5102 0185 4361',
    'mijn IBAN voor het geld terug: NL20 INGB 0001 2345 67',
    "borcu şu IBAN'ıma at: TR12 0001 0012 3456 7890 1234 56",
    '제 계좌 신한 110-432-556789 여기로 보내줘',
    'kirim ke rekening saya BNI 0123 456 789 ya',
    'Mi cuenta para devolverme lo de la cena: ES76 2077 0024 0031 0257 5766',
    'pasame a mi CVU 0000003100012345678901 cuando puedas',
    'my bank account for the refund: GB33 BUKB 2020 1555 5555 55',
    'meine IBAN für die Rückzahlung: DE75 5121 0800 1245 1261 99',
    'mon RIB perso pour le remboursement : FR14 2004 1010 0505 0001 3M02 606',
    'il mio IBAN per il rimborso: IT60 X054 2811 1010 0000 0123 456',
    'tarjeta Santander terminación 8812, vence 04/28, el de atrás es 551',
    'рақами корти Душанбе Сити: 5058 2710 3344 9901, мӯҳлат 07/27',
    "mum's Mastercard for the groceries: 5425 2334 3010 9903, 02/28, code on the back 771",
    'номер моей карты: 2200 7001 2345 6789, срок 05/29',
    'Karte von Opa für die Apotheke: 4930 1122 3344 5566, gültig bis 09/27',
]

OWN_ACCOUNT_LOOKALIKES = [
    'IBAN für die Miete (Vermieter Hr. Braun): DE75 5121 0800 1245 1261 99',
    'RIB pour payer la cantine : FR14 2004 1010 0505 0001 3M02 606',
    'IBAN für die Klassenkasse: DE75 5121 0800 1245 1261 99',
    'cuenta de la comunidad: ES76 2077 0024 0031 0257 5766, es de la comunidad, no mía',
    'IBAN del condominio per le spese: IT60 X054 2811 1010 0000 0123 456',
    'Spende an den Verein: IBAN DE75 5121 0800 1245 1261 99',
    'nomor rekening donasi masjid BSI 7123456789 a.n. Masjid Al-Ikhlas',
    'tarjeta BBVA terminación 4471, la uso para el súper',
    'the card ending 4821 was charged twice',
    "IBAN'ımı sonra göndereceğim dedi Ahmet, kira 12.500 TL.",
    'mijn IBAN staat al in de app, hoef je niet te vragen',
    '내 계좌는 나중에 알려줄게',
    'el CBU de la escuela está en el grupo de padres',
    'mon compte est bloqué depuis lundi',
    'Kontoauszug vom 03/24 liegt im Ordner, Seite 2',
    'номер заказа 2200 7001 2345 6789, доставка 05/29',
]

PUBLIC_REFERENCES = [
    'رقم حوالة OMT: ٤٥٢١٨٨٣٣، بتروح بتقبضها من أي فرع مع الهوية.',
    'رقم الحوالة: ٧٧٣٠٢١٨٨، استلمها من أقرب فرع',
    'Western Union reference number 8841 2207 19, pick it up with your passport',
    'رسید خرید: جمع کل ۴۸۰٬۰۰۰ تومان، شماره پیگیری ۲۳۹۱۸۴، کد پذیرنده ۱۱۰۲۳۴.',
    'کد رهگیری مرسوله: ۴۴۱۰۲۸۷۷',
    'código INE del municipio: 28079, para el padrón.',
    'código IBGE da cidade: 3550308',
    'code INSEE de la commune : 75056',
    'Gemeindeschlüssel für das Formular: 09162000',
    'codice ISTAT del comune: 058091',
    'Ile nomba 14, opopona Adeola, Ikeja, koodu ifiweranse 100271.',
    'msimbo wa posta wa Arusha ni 23100',
    'kuntanumero 091 on Helsinki',
    'kode pos rumah baru 40115, Bandung',
    'kommunenummer 0301 er Oslo',
]


@pytest.mark.parametrize("text", FORWARDED_CODES + OWN_ACCOUNTS)
def test_a_code_in_a_forwarded_sms_ones_own_account_or_a_card_with_its_expiry_is_a_secret(text: str) -> None:
    assert looks_secret(text)


@pytest.mark.parametrize("text", FORWARDED_LOOKALIKES + OWN_ACCOUNT_LOOKALIKES + PUBLIC_REFERENCES)
def test_a_forwarded_order_or_balance_a_payees_account_or_a_pickup_reference_is_no_secret(text: str) -> None:
    assert looks_secret(text) is None
