"""Round 18's official ids and public look-alikes: health-insurance numbers, Chilean RUT/RUN, passports written as a
series and a number, South African ids named in Zulu, Xhosa, Sotho and Afrikaans, and ids whose check digits let them
stand alone; against them postcodes named in ~50 languages (the Indian PIN code among them), companies' tax and
registration numbers, OAuth client ids, and the dates, prices, counts, phones and policies written beside id words.
The real detector, no mocks."""

from __future__ import annotations

import pytest

from tiered_memory.shared.safety import looks_secret

IDS = [
    # Health-insurance member numbers (Germany's KVNR: a letter and nine digits).
    'Die Versichertennummer der TK von Lena lautet K482915037',
    'meine Krankenversichertennummer: T482915037',
    'AOK Versichertennummer von Opa A123456780',
    'meine KV-Nummer bei der Barmer X123456789',
    'tarjeta sanitaria de mi hijo BBBB123456789012',
    'شماره بیمه مادرم 1234567890',
    'מספר חבר בכללית של אמא 123456789',
    'número de afiliado isapre de la Cata 1234567-8',
    'número do cartão SUS da minha mãe 898 0012 3456 7890',
    'номер полиса ОМС мамы 7755 1234 5678 9012',
    'nomor BPJS Kesehatan ibu saya 0001234567890',
    # Whose, said after the number.
    'RUT 17482903-6 de mi suegra',
    'Steuer-ID 12345678901 von meiner Mutter',
    # Chile's RUT/RUN: written with dots and the dash, the check digit valid or slipped.
    'RUT de la Cata 17.482.903-6 para la isapre',
    'mi RUT es 12.345.678-5',
    'RUN de mi mamá: 9.876.543-3',
    'el RUT del abuelo 17.482.903-9 para el Fonasa',
    # Passports as a series and a number (Russia, Ukraine, Kazakhstan, Uzbekistan, Azerbaijan).
    'паспорт серия 45 09 номер 718230, выдан ОВД Тверской',
    'Паспорт мамы: серия 4010 № 552871',
    'паспорт серії КВ № 482917',
    'pasport seriya AA raqami 1234567',
    'pasport seriyası AZE nömrəsi 17234567',
    'passport no. 45 09 № 718230',
    # South Africa's identity number, named in its languages.
    'inombolo kamazi yomazisi 7405120384087',
    'inombolo kamazisi wami 8001015009087',
    'inombolo yesazisi sikamama 8501015800088',
    'nomoro ya boitsebiso ya ka 9203151234086',
    'ID-nommer van my pa: 800101 5009 087',
    'my green ID book number 8501015800088',
    # Ids named in smaller European languages and Kurdish, someone's by a kin word.
    'numri personal i nënës sime J12345678A',
    "numru tal-karta tal-identità ta' ommi 123456M",
    'uimhir PSP mo mháthar 1234567FA',
    'rhif yswiriant gwladol fy mam QQ123456C',
    'ژمارەی ناسنامەی من 123456789',
    'amaren NANaren zenbakia 12345678Z',
    'kennitala mömmu minnar 120174-3399',
    'lambarka baasaboorka hooyaday P01234567',
    'ፓስፖርት ቁጥሬ EP1234567',
    'ჩემი პირადი ნომერი 01234567890',
    # A tax number companies have too, made someone's by a possessive.
    'moje DIČ 8507301234',
    '我的税号 110105198001011234',
    'meine Steuernummer 21/815/08150',
    # Written as people write them: mixed case, a comma between series and number, a purpose before the colon.
    'Cpr-nummer på min søn: 120315-1447',
    'Паспорт отца: серия 45 08, номер 123456 — для билетов.',
    'Número do BI da minha mãe: 000123456LA041',
    'o meu BI nº 12345678',
    "Mum's National Insurance number for the pension form: QQ 12 34 56 C",
    'Bhaiya ka DL number DL-0420110149646 hai, insurance renewal mein chahiye.',
    # Voter cards.
    'título de eleitor da minha mãe 1234 5678 9012',
    'INE de mi mamá clave de elector GOPEMR85073009H100',
    'voter ID of my father ABC1234567',
    # Pension and provident-fund numbers.
    '基礎年金番号 1234-567890',
    '母の年金番号 1234-567890',
    '我的社保号 310105198001011234',
    'EPF number saya 12345678',
    'my PF number MH/BAN/0012345/000/0001234',
    'ESIC number papa ka 3112345678',
    # Birth certificates and military ids, residence permits.
    'свидетельство о рождении сына серия II-МЮ № 512345',
    'свідоцтво про народження доньки серія I-БК № 123456',
    'военный билет АБ 1234567',
    'birth certificate number of my son 2019-0123456',
    'Geburtsurkunde meiner Tochter Nr. 1234/2019',
    'número del acta de nacimiento de mi hija 12345678',
    '出生医学证明编号 O310123456',
    '출생증명서 번호 2019-123456',
    'titre de séjour de mon mari 7512345678',
    # A person's tax id and a country's abbreviation stay ids beside the legal-form words.
    'meine Steuer-ID 12 345 678 903',
    'SA ID 8001015009087',
    'PT passport C1234567',
]

NOT_IDS = [
    # Postcodes after their names, in many languages and scripts.
    'رمز بريدي 11564 الرياض',
    'الرمز البريدي للمكتب 12271',
    'pincode hamara 560034 hai, Koramangala',
    'Pincode: 400050 (Bandra West)',
    'PIN code 110001, New Delhi ke paas',
    'पिन कोड 302001 जयपुर',
    'Postleitzahl 10115 Berlin',
    'PLZ 80331 München',
    'code postal 75011 Paris',
    'código postal de Madrid 28013',
    'CEP 01310-100 São Paulo',
    'CAP 20121 Milano',
    'C.P. 06600 Ciudad de México',
    'postcode 1012 AB Amsterdam',
    'postnummer 114 55 Stockholm',
    'postinumero 00100 Helsinki',
    'kod pocztowy 00-950 Warszawa',
    'PSČ 110 00 Praha',
    'irányítószám 1051 Budapest',
    'codul poștal 010011 București',
    'почтовый индекс 125009, Москва',
    'поштовий індекс 01001 Київ',
    'ταχυδρομικός κώδικας 10558 Αθήνα',
    'posta kodu 34710 Kadıköy',
    'kode pos 10110 Jakarta Pusat',
    'mã bưu chính 100000 Hà Nội',
    'รหัสไปรษณีย์ 10110 กรุงเทพ',
    '郵便番号 150-0001 東京都渋谷区',
    '〒530-0001 大阪市北区',
    '邮编 100080 北京市海淀区',
    '郵遞區號 106 台北市大安區',
    '우편번호 06236 서울 강남구',
    'کد پستی 1591634311 تهران',
    'מיקוד 6473424 תל אביב',
    'postal code K1A 0B1 Ottawa',
    'post code SW1A 1AA, London',
    'ZIP 94107 San Francisco',
    'zip code 10001, NYC',
    'msimbo wa posta 00100 Nairobi',
    'P.O. Box 30126 Nairobi',
    'Postfach 1220, 53002 Bonn',
    'الرمز البريدي ١١٥٦٤',
    'کد پستی ۱۵۹۱۶۳۴۳۱۱',
    'पिन कोड ११०००१ दिल्ली',
    'পিন কোড ৭০০০১৬ কলকাতা',
    'पिनकोड 110001 दिल्ली',
    'পোস্ট কোড ১২০৫ ঢাকা',
    'پوسٹل کوڈ 54000 لاہور',
    'ZIP: 02139',
    'CP 08001 Barcelona',
    'NPA 1003 Lausanne',
    # Companies' tax and registration numbers.
    'Steuernummer der GmbH 5133/4829/1037 beim Finanzamt',
    'Steuernummer der Bäckerei Schmidt GmbH: 21/815/08150',
    'Umsatzsteuer-ID der Firma DE123456789',
    'NIF de la empresa B12345678',
    'SIRET de la société 732 829 320 00074',
    'CNPJ da empresa 11.222.333/0001-81',
    "P.IVA dell'azienda 01234567890",
    'KvK-nummer van het bedrijf 12345678',
    'ИНН организации 7707083893',
    'NIP firmy 5261040828',
    'ABN of the company 51 824 753 556',
    'mã số thuế công ty 0101234567',
    '统一社会信用代码 91350100M000100Y43',
    'Steuernummer der Müller AG: 143/215/30425',
    'Steuernummer der Schmidt KG 21/815/08150',
    'codice fiscale della S.r.l. 01234567890',
    'NPWP PT Maju Jaya 01.234.567.8-901.000',
    'NIF da Silva & Filhos Lda 501234567',
    'RUC de Inversiones Andinas S.A.C. 20123456789',
    'vergi no Yılmaz Ltd. Şti. 1234567890',
    'adószám Kovács Kft. 12345678-2-42',
    'TIN Acme Pty Ltd 123 456 782',
    # OAuth client ids: public (the secret beside them is not).
    'Google OAuth client id 482910374652-tyyPa2oFb7I9pK8dVv3U3i1i83kqthy.apps.googleusercontent.com',
    'client_id=1029384756-abc123def456ghi789jkl012mno345pq.apps.googleusercontent.com',
    'OAuth Client-ID: 7f3e9a21-5b4c-4d8e-9f10-2a3b4c5d6e7f',
    'クライアントID 483920193847-q1w2e3r4t5y6u7i8o9p0a1s2d3f4g5h6.apps.googleusercontent.com',
    'RUT 76123456-1 de mi empresa',
    # An institution's own numbers, with its genitive.
    "the pharmacy's license number 12345678",
    "hospital's tax ID 12-3456789",
    'Steuernummer der Apotheke 21/815/08150',
    "numéro SIRET de la pharmacie 732 829 320 00074",
    'NIF del ayuntamiento P2807900B',
    'CNPJ da prefeitura 46.395.000/0001-39',
    # Public numbers written beside id words: plates, vehicles, registers, codes of institutions.
    'license plate number ABC-1234',
    'VIN 1HGCM82633A004352',
    'Handelsregister HRB 12345 Amtsgericht München',
    'LEI 5493001KJTIIGC8Y1R12',
    'passport office Tel 0800 123 4567',
    'Koramangala, Bengaluru 560034',
    'Flat 12, Andheri West, Mumbai - 400058',
    'Hauptstraße 12, 10115 Berlin',
    'Facebook App ID 1234567890123456',
    'Okta client ID 0oa1b2c3d4e5f6g7h8i9',
    'Auth0 client ID: Xy7pQ2rS4tU6vW8xY0zA1bC3dE5fG7hJ',
    'mera pincode 226010 hai Lucknow mein',
    # Talk about ids in those languages: counts, fees, hotlines, years.
    'numri personal ka 10 shifra',
    'letërnjoftimi kushton 1000 lekë',
    'karta tal-identità tiswa 16 ewro',
    'uimhir PSP: cuir glaoch ar 0818 927 999',
    'rhif yswiriant gwladol: ffoniwch 0300 200 3500',
    'ناسنامەی نوێ بە 5000 دینار',
    'pasaporta ime skadon në 2030',
    'im Jahr 2024 kostet der Pass 70 Euro',
    # Tax numbers a company has, or talk about them.
    '税号 一般是 18 位',
    '税号查询 请拨打 12366',
    'الرقم الضريبي يتكون من 15 رقما',
    'מספר עוסק של החברה 512345678',
    'DIČ firmy CZ12345678',
    '购买方税号 91310000MA1FL1234X',
    # Talk about pensions: rates, years, hotlines, formats.
    'EPF dividend 5.5% for 2024',
    'EPF 2024 dividend announced',
    'PF interest rate 8.25%',
    'ESIC helpline 1800-11-2526',
    'Rentennummer beantragen: Telefon 0800 1000 4800',
    'BPJS Ketenagakerjaan iuran 2% dari gaji',
    '年金番号は10桁です',
    '公积金 缴存比例 12%',
    # Talk about birth certificates: fees, offices, deadlines.
    'свидетельство о рождении: госпошлина 350 рублей',
    'birth certificate copies cost £12.50',
    'Geburtsurkunde beantragen beim Standesamt, Termin 12.03.',
    'acta de nacimiento en línea cuesta 86 pesos',
    'certidão de nascimento: cartório abre às 9h, telefone 3232-1000',
    'akt urodzenia: opłata 22 zł',
    'شهادة الميلاد رسوم 50 ريال',
    'जन्म प्रमाणपत्र 21 दिन में बनता है',
    'জন্ম নিবন্ধন ফি ৫০ টাকা',
    '出生証明書 14日以内に提出',
    'cheti cha kuzaliwa ada ya shilingi 3500',
    'военный билет получить в военкомате до 2025 года',
    # A bank's or a branch's own code.
    'código de banco 0049 Santander',
    'bank code 0000 for the branch',
    '銀行コード 0005 支店番号 123',
    '은행코드 004 국민은행',
    'kode bank 014 BCA',
    'mã ngân hàng 970436',
    'รหัสธนาคาร 004 กสิกร',
    'Bankcode 0049 der Bank',
    'codice ABI 03069',
    'ID de cliente OAuth: 1234567890-abcdefghijklmnop.apps.googleusercontent.com',
    'identifiant client OAuth 8f2a4c1e-77b3-4c0e-9d1a-5e6f7a8b9c0d',
    '客户端ID: wx8a9b7c6d5e4f3a2b',
    'OAuth クライアントID 0oa4b3c2d1e0f9g8h7',
    'Client-ID der App: 3MVG9I5UQ_0k_hTmF2uQv7',
    "título de eleitor: zona 123 seção 45",
    'voter ID card camps on 12 May',
    'Courier address: Flat 12, Sai Residency, Kothrud, Pune, PIN 411038.',
    'BI dashboard report 123456',
    # A transaction's hash named as such, and a number one is told to call.
    'Хэш транзакции, чтобы показать бухгалтеру: 0x9b2f1e7a4c3d8e5f6a0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c0d1e2f',
    'TxID: 9b2f1e7a4c3d8e5f6a0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c0d1e2f',
    '交易哈希 0x9b2f1e7a4c3d8e5f6a0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c0d1e2f',
    "Kredi kartının şifresini unuttum, 444 0 333'ü arayıp yeni şifre alacağım.",
    '1588 1234로 전화하세요',
    '1800 180 1111 पर कॉल करें',
    # An app's version code or build number.
    'Android package com.whatsapp, version code 231234',
    'build number 4821 of the iOS app',
    'Build-Nummer 1234 ist live',
    'ビルド番号 5678',
    '빌드 번호 4410',
    # Talk about ids: counts, dates, prices, policies, phones.
    'Versichertennummer vergessen, Hotline 0800 285 85 85',
    'numéro de sécurité sociale: 15 chiffres, la clé fait 2 chiffres',
    'tarjeta sanitaria: renovar antes del 31/12/2025',
    'полис ОМС можно получить за 30 дней',
    'BPJS Kesehatan call center 165',
    'بیمه تامین اجتماعی ۱۴۲۰ تماس بگیرید',
    'паспорт продлить до 2031 года',
    'pasaport harcı 2024 yılında 4500 TL',
    'RUT de Falabella S.A. 90.749.000-K',
    'CUIL se tramita en ANSES, línea 130',
    'RUT tiene 8 o 9 dígitos más el dígito verificador',
    'el RUT se saca en el Registro Civil, cuesta 3.500 pesos',
    'паспорт продлить до 2031 года, пошлина 6000 рублей',
    'passport series and number are on page 2',
    'umazisi omusha uzobiza R140 eHome Affairs',
    'ID-nommer het 13 syfers',
    'Versichertennummer hat 10 Stellen, steht vorne auf der Karte',
    'Steuernummer beantragen beim Finanzamt, Telefon 030 9024 0',
]

# Ids with no name before them: their shape, birth date and check digits say what they are.
BARE_IDS = [
    'stuur asseblief: 8001015009087',
    'ngicela ungithumelele 8501015800088 namuhla',
    'para el formulario: 12.345.678-5',
    'CUIL para el alta: 20-12345678-6',
    'S3740681C for the clinic form',
    'K759838(6) 係阿爸嘅',
    '131052-308T lomakkeeseen',
    "2 84 03 75 981 217 50 pour l'inscription",
    'บัตร 1-1037-02071-81-1 ของพ่อ',
    'F205221169 是媽媽的',
    '756.9217.0769.85 für die Anmeldung',
    '85.07.30-526.20 voor het formulier',
    'pentru dosar: 1850730222644',
    'do wniosku 85073029051',
    'annemin TC kimlik no formu için 32449080268',
    'vormi jaoks 48507308685',
    'til skjemaet 44051401359',
    'till blanketten 850709-9805',
]

NOT_BARE = [
    'stuur asseblief: 8001015009088',
    'S3740681D is the room code in the catalogue',
    '85.07.30-526.21 op de factuur',
    'Bestellnummer 8001015009087',
    'EAN 4006381333931 auf der Packung',
    'ISBN 978-3-16-148410-0',
    'Tel. 44051401359 (Zentrale)',
    '13912345678 是客服的号码',
    'la casa cuesta 12.345.678 pesos',
    'Termin am 2024-03-15 um 14:30',
    'tracking 850709-9805 via DHL',
    'invoice 32449080268 paid on 3 May',
    'the city has 13 000 000 inhabitants',
    'order #1850730222644 shipped',
    'Sendungsnummer 00340434161094022115',
    'Kontonummer 0532013000, BLZ 37040044',
    'bus 85073029052 departs at 7',
    '운송장번호 8001015009087 입니다',
    '快递单号 8001015009087',
    'Sendung 44051401359 kommt morgen',
    'rastreio 850709-9805 nos Correios',
    'serial 20-12345678-6 on the router',
]


@pytest.mark.parametrize("text", BARE_IDS)
def test_an_id_standing_alone_whose_date_and_check_digits_hold_is_a_secret(text: str) -> None:
    assert looks_secret(text)


@pytest.mark.parametrize("text", NOT_BARE)
def test_a_number_of_an_id_s_shape_whose_check_fails_or_named_as_another_sort_is_not_a_secret(text: str) -> None:
    assert not looks_secret(text)


@pytest.mark.parametrize("text", IDS)
def test_an_official_id_named_in_its_country_s_words_is_a_secret(text: str) -> None:
    assert looks_secret(text)


@pytest.mark.parametrize("text", NOT_IDS)
def test_a_postcode_a_company_s_tax_number_a_client_id_or_talk_about_ids_is_not_a_secret(text: str) -> None:
    assert not looks_secret(text)


def test_a_bank_pin_beside_a_postcode_is_still_a_secret() -> None:
    assert looks_secret('Pincode 560034, ATM PIN 4821')
    assert looks_secret('my debit card PIN code 482910')
    assert looks_secret('mera ATM pincode 4821 hai')
    assert looks_secret('código postal 28013 y la clave del portal 4471')
    assert looks_secret('PIN de la carte 4821, code postal 75011')
    assert looks_secret('ATM পিন ৪৮২১')


@pytest.mark.parametrize("text", ['my PIN code is 482910', 'PIN code: 482910', "Mum's pin code 731904",
                                  'pin code 482910 hai mera', 'PIN code 482910 for the card', 'my PIN 482910',
                                  'PIN: 411038', 'card PIN 411038, address Pune',
                                  'मेरा एटीएम पिन कोड 4821', 'मेरा पिन कोड 482910 याद रखना', 'আমার পিন কোড ৪৮২১'])
def test_a_six_digit_pin_code_with_no_place_around_it_is_still_a_secret(text: str) -> None:
    assert looks_secret(text)
    assert looks_secret('PLZ 10115, Karten-PIN 7391')
    assert looks_secret('رمز بريدي 11564 والرقم السري للبطاقة 8842')


def test_someone_s_own_bank_code_or_one_given_with_an_account_is_still_a_secret() -> None:
    assert looks_secret('my bank code is 4821, keep it secret')
    assert looks_secret('sort code 20-00-00 account 12345678, online banking password Tiger!2024')


def test_a_private_key_beside_a_hash_word_and_a_pin_beside_a_call_verb_are_still_secrets() -> None:
    assert looks_secret('tx hash, private key: 0x9b2f1e7a4c3d8e5f6a0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c0d1e2f')
    assert looks_secret('приватный ключ кошелька: 0x9b2f1e7a4c3d8e5f6a0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c0d1e2f')
    assert looks_secret('kart şifrem 4821, unutma')


def test_a_google_client_secret_beside_its_client_id_is_still_a_secret() -> None:
    assert looks_secret('client_id 482910374652-abc.apps.googleusercontent.com client_secret GOCSPX-aB3dE5fG7hI9jK1lM3nO5pQ7r')


def test_there_are_at_least_as_many_look_alikes_as_ids() -> None:
    assert len(NOT_IDS) >= len(IDS) and len(NOT_BARE) >= len(BARE_IDS)
