"""Round 23, H2: personal ids told casually, licences under local words, and public business numbers.

Family 1: a person's id with a slang or filler word after it ("ps", "lah", "yaar", "bro", "po", "né"), its abbreviation
in small letters, or its owner said after the number ("— dat a fi mi", "punya saya", "to mój"); look-alikes put the same
fillers and owners after an order, a bus, a shop's phone or a price. Family 2: driving-licence and passport numbers under
local words (Lisensya, Pass-Nr., DL, SIM, ใบขับขี่, 운전면허번호 …); look-alikes give a licence's class, a plate, an office's
phone, a photo size, a bus or gym pass. Family 3: numbers businesses print for anyone (a mobile-money agent's number, a
shop's TIN, a company's KRA PIN or registration) are look-alikes; a person's own PIN or tax number stays secret.
"""

import pytest

from tiered_memory.shared.safety import looks_secret

SLANG_SECRETS = [
    "mi dni es 47382916 pe, anótalo para la matrícula",
    "mi dni 40918273 nomás, pa' la reserva del hostal",
    "nik saya 3174015506890002 lah, isi di formulir bank",
    "cnic meri 35202-7654321-3 hai yaar, form mein daal do",
    "my ssn is 412-55-7390 bro, put it on the lease",
    "meu cpf é 529.982.247-25 né, coloca no cadastro",
    "my bvn na 22190876543 abeg, put am for the form",
    "aking sss 34-5678901-2 po, para sa loan",
    "mi rut es 16.482.937-5 po, pa la isapre",
    "TRN: 118-432-765 — dat a fi mi, fill it in",
    "NIK 3275014407900003, punya saya ya",
    "CPF 390.533.447-05, é o meu, pode usar",
    "PESEL 92071314764 — to mój, wpisz do wniosku",
    "CNIC 42101-1234567-1 mera hai, yaad rakhna",
    "DNI 45871236, es mío, pa' la reserva",
    "cccd của tôi 001203004567 nha, điền vào đơn",
    "NIN 12345678901, na mine o, no share am",
    "mi dni: 41237895 o sea, el mío, no el de mi hermano",
]
SLANG_LOOKALIKES = [
    "mi pedido es 45678912 ps, ya debe llegar",
    "el bus 45 pe, ese te deja en el mercado",
    "nomor pesanan saya 3174015506 lah, cek di aplikasi",
    "order number 482913 bro, track it on the site",
    "dukan ka number 0300-1234567 yaar, call kar lo",
    "o preço é 529,90 né, tá caro demais",
    "bus namba 42 ndiyo, sawa",
    "ang presyo ay 1,250 po, cash lang",
    "la micro 506 po, pasa cada diez minutos",
    "Order 3275014407900003, punya saya ya, sudah dibayar",
    "Zamówienie 92071314764 — to moje, odbiorę jutro",
    "mera order 42101-1234567 hai yaar, kal aayega",
    "mi dni vence el 12/05/2027 pues, hay que renovarlo",
    "mein Bus 143 fährt um 8, ne",
    "ma commande 48291736 quoi, elle arrive demain",
    "đơn hàng của tôi 001203004567 nha",
    "TRN office phone: 876-926-5620 — call dem fi di form",
]

LICENCE_SECRETS = [
    "Lisensya ni Ate: D02-15-123456, para sa Grab",
    "Pass-Nr. C4F7K9L21, für die Hotelbuchung",
    "Reisepassnummer: CF1J9K2T4, bitte ins Formular",
    "DL no. MH-12 2015 0034567 for the rental car",
    "my DL is KA0320190012345, keep it safe",
    "rijbewijsnummer van mijn vader: 5123456789",
    "numer prawa jazdy: 00123/15/1234, moje",
    "ehliyet no: 123456 benim, kiralık araba için",
    "nomor SIM saya 1234-5678-901234, buat rental motor",
    "ใบขับขี่ของฉัน เลขที่ 62001234",
    "운전면허번호 11-17-123456-80 제 거예요",
    "bằng lái của tôi: 012345678901",
    "licencia de conducir de mi papá: 45871236",
    "leseni yangu ya udereva ni D12345678",
    "lisensya ko sa LTO: A12-34-567890",
    "Führerscheinnummer meiner Frau: B0725RE2155",
]
LICENCE_LOOKALIKES = [
    "Lisensya: professional, restriction 1,2",
    "LTO hotline 8-922-9061, para sa lisensya",
    "plate number ng kotse: NBC 1234",
    "Passfoto 35 x 45 mm, biometrisch",
    "Monatskarte fürs Fitnessstudio, Nr. 004512",
    "gym pass number 204 at the front desk",
    "DL class: LMV, MCWG, valid till 2035",
    "rijbewijs categorie B, gehaald in 2019",
    "prawo jazdy kategorii B od 2015 roku",
    "ehliyet sınıfı B, 2018'de aldım",
    "SIM A berlaku sampai 2027",
    "운전면허 2종 보통, 2020년 취득",
    "免許センターの電話 03-1234-5678",
    "bằng lái hạng B2, thi năm 2021",
    "licencia de conducir clase B, vence en 2028",
    "passport photo size 2x2 inches, 51 x 51 mm",
]

BUSINESS_SECRETS = [
    "PIN yangu ya M-Pesa ni 8 3 1 5, usimwambie mtu",
    "my KRA PIN is A012398745Q, for filing returns",
    "KRA PIN yangu: P051234567X",
    "mi PIN de M-Pesa es 4471, no se lo des al agente",
    "My M-Pesa PIN is 2580, don't tell the agent",
    "senha do M-Pesa: 9174",
    "my TIN is 0012345678, for the tax return",
    "mot de passe Orange Money: 7391",
    "PIN ya M-Pesa ya mama ni 6 0 2 8",
    "mi dni 45123876, para el agente de seguros",
    "Mein PIN fürs Handygeld: 3391",
    "NPWP saya 01.234.567.8-901.000 untuk SPT",
    "meu NIF é 245398716, para o IRS",
    "PIN ng GCash ko: 7712",
    "TIN ko 123-456-789-000 para sa BIR",
]
BUSINESS_LOOKALIKES = [
    "código de agente 554210 na esquina da farmácia",
    "Agent number 208841 at the Total petrol station, open till 8pm",
    "namba ya wakala 301245 iko sokoni",
    "numéro d'agent 778812, à côté du marché",
    "kode agen 443210 di depan pasar",
    "mã đại lý 660123 gần chợ",
    "Agentennummer 309912 am Bahnhof",
    "ajan kodu 551290, pazar yerinin yanında",
    "የሱቁ ቲን 0023456789 በደረሰኙ ላይ ታትሟል",
    "the shop's TIN 1002345678 is printed on every receipt",
    "NIF da loja 509123456 na fatura",
    "NPWP toko 01.234.567.8-901.000 ada di struk",
    "KRA PIN ya duka: P051298765K",
    "company registration 2011/123456/07 on the letterhead",
    "Registrasienommer van die maatskappy: 2004/765432/07",
    "KRA PIN on the hardware's receipt: P000611234Z",
]


@pytest.mark.parametrize("text", SLANG_SECRETS + LICENCE_SECRETS + BUSINESS_SECRETS)
def test_an_id_told_casually_or_a_licence_or_passport_number_is_a_secret(text: str) -> None:
    assert looks_secret(text)


@pytest.mark.parametrize("text", SLANG_LOOKALIKES + LICENCE_LOOKALIKES + BUSINESS_LOOKALIKES)
def test_an_agent_or_till_number_or_a_business_tax_or_registration_number_is_no_secret(text: str) -> None:
    assert looks_secret(text) is None
