"""Round 21 (ids): an official id under its local label (a regional language's name, an abbreviation, an inflected form,
a local script, local digits, a bracketed aside between label and value) with the shape or check of that id, and an
app's id that its clause calls public; and the look-alikes: companies' numbers, customers', orders', tickets', phones,
postcodes, expiry dates, counts of digits, an office's help line, and an id said to be "not public"."""

from __future__ import annotations

import pytest

from tiered_memory.shared.safety import looks_secret

LOCAL_LABEL_IDS = [
    # Slovenia's davčna številka with its check digit (eight digits, weights 8 … 2)
    "Davčna številka: 12345679",
    "Moja davčna številka je 58210008",
    "Davčna št. 10000038 — za povračilo",
    # Spain's DNI named in Basque (inflected), Catalan and Galician
    "Nire NANa 72345678H da, gogoratu",
    "NANaren zenbakia: 48291573K",
    "Amaren NANa: 12.345.678-Z",
    "El número del meu document nacional d'identitat és 48291573K",
    "O meu documento nacional de identidade: 48291573K",
    # Germany's Personalausweis, shortened
    "Perso-Nr. L01X00T47, gültig bis 2031",
    "Personalausweis-Nr. T22000129",
    "Ausweisnr.: C4J7H2K91",
    # residence permits under their local names
    "Numéro de permis de séjour : 7501234567",
    "Mon permis de résidence n° 9912345678",
    "Permís de residència: Y1234567X",
    "Leje qëndrimi nr. K12345678",
    "在留カード番号 AB12345678CD",
    "Carné de extranjería 001234567",
    "Kibali cha ukaazi namba 123456789",
    # Russia's 12-digit ИНН (a person's), Ukraine's РНОКПП with its old name in brackets
    "ИНН 772805349612 — нужен для налогового вычета",
    "Мой ИНН: 500100732259",
    "РНОКПП (ІПН) 3012345678, для податкової",
    "Податковий номер мами 2456789013",
    # Bangladesh's NID in Bengali digits, Aadhaar grouped with hyphens in Indic scripts
    "আমার এনআইডি নম্বর ১৯৮৫২৬৯১২৩৪৫৬৭৮৯",
    "என் ஆதார் எண் 3456-7890-1234",
    "मेरा आधार 4567-8901-2345 है",
    "నా ఆధార్ నంబర్ 5678-9012-3456",
    # Japan's health insurance card: symbol and number after one name, the branch number after
    "保険証の記号・番号 1234・56 枝番01",
    "被保険者証 記号・番号 80123・4567",
    # the Philippines' UMID common reference number
    "UMID CRN 0111-2345678-9",
    "My UMID CRN is 0028-1234567-2",
    "Iqama 2123456789",
    "Codul meu numeric personal 1850101123456",
    "Benim vergi numaram 1234567890",
]

LOCAL_DIGIT_IDS = [
    "ਮੇਰਾ ਆਧਾਰ ੨੩੪੫ ੬੭੮੯ ੦੧੨੩",
    "મારો આધાર ૨૩૪૫ ૬૭૮૯ ૦૧૨૩",
    "ମୋର ଆଧାର ୨୩୪୫ ୬୭୮୯ ୦୧୨୩",
    "என் ஆதார் ௨௩௪௫ ௬௭௮௯ ௦௧௨௩",
    "నా ఆధార్ ౨౩౪౫ ౬౭౮౯ ౦౧౨౩",
    "ನನ್ನ ಆಧಾರ್ ೨೩೪೫ ೬೭೮೯ ೦೧೨೩",
]

LOCAL_DIGIT_LOOKALIKES = [
    "ஆதார் உதவி எண் ௨௩௪௫ ௬௭௮௯ ௦௧௨௩",
    "ਆਧਾਰ ਹੈਲਪਲਾਈਨ ੧੯੪੭",
    "આધાર કેન્દ્ર ફોન ૦૭૯ ૨૬૫૮ ૧૨૩૪",
    "ఆధార్ ఫీజు ౫౦ రూపాయలు",
]

ASIDE_IDS = [
    "Steuer-ID (siehe Lohnzettel) 12 345 678 903",
    "NIR (sur la carte Vitale) 1 85 01 75 123 456 78",
    "PESEL (z dowodu) 85010112345",
    "CPF (o da minha mãe) 123.456.789-09",
    "Codice fiscale (quello nuovo) RSSMRA85A01H501Z",
    "주민번호 (엄마 거) 850101-2234567",
    "マイナンバー（母の）1234 5678 9012",
    "Aadhaar (mom's) 2345 6789 0123",
    "TC kimlik no (annemin) 10000000146",
    "Versichertennummer (siehe Karte) A123456780",
]

ASIDE_LOOKALIKES = [
    "Steuer-ID Tel. 0800 123456",
    "Steuer-ID (Hotline-Tel 12 345 678 903)",
    "PESEL (z dowodu) ma 11 cyfr",
    "CPF (da loja) 12.345.678/0001-95",
    "Aadhaar (helpline) 1947",
]

ABBREVIATED_IDS = [
    "Sozialvers.-Nr. 65 170839 K 00 3",
    "Rentenvers.-Nr. 65170839K003",
    "N° SS 1 85 01 75 123 456 78",
    "Č. pasu 12345678",
    "Szem. ig. szám 123456AB",
    "TAJ sz. 123 456 789",
    "Nr. CI RX123456",
    "Л.к. № 645123456",
    "Пасп. 4509 718230",
    "ID-kaart nr AB1234567",
    "Asm. kodas 38501011234",
    "Pers. kods 010185-12345",
    "Pers.nr. 850101-1234",
    "Fødselsnr. 01018512345",
    "No. K/P 850101145678",
    "เลขปชช. 1103700123451",
    "C.C. 1.020.304.050",
    "Céd. 001-1234567-8",
]

ABBREVIATION_LOOKALIKES = [
    "Pers.-Nr. 4711 (Mitarbeiter)",
    "Pers.nr. 12345 i lönesystemet",
    "Céd. jurídica 3-101-123456",
    "Cédula jurídica de la empresa 3-101-123456",
    "No. KP 12 cawangan",
    "Sozialvers.-Nr. beantragen: Tel. 0800 1000 4800",
    "N° SS : appelez le 36 46",
    "N° SS à 15 chiffres",
    "Č. pasu platí do 2031",
    "Szem. ig. lejár 2031",
    "TAJ sz. 9 jegyű",
    "Nr. CI expiră în 2031",
    "Пасп. стол: 8 495 123-45-67",
    "Пасп. действителен до 2031",
    "Fødselsnr. har 11 siffer",
    "ID-kaardi nr on 9 märki",
    "Asm. kodas turi 11 skaitmenų",
    "เลขปชช. มี 13 หลัก",
    "Céd. vence 2031",
    "C.C. de la empresa 900.123.456-7",
]

LOCAL_LABEL_LOOKALIKES = [
    "Davčna številka podjetja: 12345679",
    "Davčna številka ima 8 števk",
    "ID za DDV: SI12345679",
    "Nire NANa 2031n iraungitzen da",
    "NANa berritu behar dut bihar",
    "NANaren bulegoko telefonoa 943 123 456",
    "Perso-Nr. steht vorne rechts auf dem Ausweis",
    "Mein Perso läuft 2031 ab",
    "Perso-Nr. hat 9 Zeichen",
    "Mon titre de séjour expire en 2031",
    "Permis de séjour : rendez-vous le 12/05/2026 à la préfecture, tél 01 53 71 53 71",
    "Le permis de séjour coûte 225 euros",
    "ИНН организации 7707083893",
    "ИНН ООО «Ромашка» 7707083893",
    "ИНН содержит 12 цифр",
    "Номер заказа 772805349612",
    "РНОКПП має 10 цифр",
    "Телефон податкової 0800501007",
    "আমার অর্ডার নম্বর ১৯৮৫২৬৯১২৩৪৫৬৭৮৯",
    "এনআইডি সেবা হেল্পলাইন ১০৫",
    "என் ஆர்டர் எண் 3456-7890-1234",
    "ஆதார் உதவி எண் 1947",
    "保険証の有効期限 2025・03",
    "保険証の問い合わせ 0120-123-456",
    "UMID CRN has 12 digits",
    "Customer number 0111-2345678-9",
    "Order 7501234567 shipped",
    "My ID expires in 2031",
    "The tax number has 11 digits",
    "Postcode 75012",
    "Kundennummer 1234567890",
    "Numéro de commande 7501234567",
    "Ticket #7501234567",
    "Mi número de pedido es 72345678H",
    "VAT number DE123456789",
    "Iqama renewal fee 650 riyals",
    "Iqama hotline 920020405",
    "Iqama has 10 digits",
    "Şirketin vergi numarası 1234567890",
    "Vergi numaram 10 haneli",
    "Codul meu numeric personal are 13 cifre",
    "Titre de séjour : préfecture 01 53 71 53 71",
    "Permis de séjour : préfecture 01 53 71 53 71",
    "Aufenthaltstitel: Ausländerbehörde 030 90269 0",
    "Permesso di soggiorno: questura 06 4686",
    "Mein Personalausweis läuft am 12.03.2031 ab",
    "Mój PESEL ma 11 cyfr",
    "Kimlik kartımın süresi 2031'de doluyor",
    "रुपये नहीं, आधार नंबर 12 अंकों का होता है",
    "Nambari ya NIDA ina tarakimu 20",
    "Porezni broj tvrtke 12345678901",
    "Податковий номер ТОВ 12345678",
    "SSN office hours 9-17, phone 800-772-1213",
]

PUBLIC_APP_IDS = [
    "Auth0 client_id för inloggningssidan: 9fKq2Lm7XwN4sYc8Jd1FgT0bEuKoIiPz (publik)",
    "Auth0 client_id für die Loginseite: 9fKq2Lm7XwN4sYc8Jd1FgT0bEuKoIiPz (öffentlich)",
    "App ID de la página de inicio (público): 4f9a8b7c6d5e4f3a2b1c",
    "客户端ID（公开）：9fKq2Lm7XwN4sYc8Jd1FgT0bEuKoIiPz",
    "Client ID voor de loginpagina: 9fKq2Lm7XwN4sYc8Jd1FgT0bEuKoIiPz (openbaar)",
    "Tenant ID (public): 7c1e2f3a-4b5c-4d6e-8f90-a1b2c3d4e5f6",
]

SECRETS_BESIDE_PUBLIC_WORDS = [
    "client_secret för inloggningssidan: 9fKq2Lm7XwN4sYc8Jd1FgT0bEuKoIiPz (inte publik)",
    "Auth0 client_id public, client secret: Xk29dLq0PzW8mN3vB7cR5tY1uI4oE6aS",
    "project id is public, but here is the key sk-proj-9fKq2Lm7XwN4sYc8Jd1FgT0bEuKoIiPz",
]


@pytest.mark.parametrize("text", LOCAL_LABEL_IDS)
def test_an_official_id_under_its_local_label_abbreviation_inflection_or_script_is_a_secret(text: str) -> None:
    assert looks_secret(text)


@pytest.mark.parametrize("text", LOCAL_LABEL_LOOKALIKES)
def test_companies_orders_phones_help_lines_expiry_dates_and_digit_counts_beside_an_id_label_are_not_ids(text: str) -> None:
    assert not looks_secret(text)


@pytest.mark.parametrize("text", LOCAL_DIGIT_IDS)
def test_an_id_written_in_its_script_s_own_digits_is_a_secret(text: str) -> None:
    assert looks_secret(text)


@pytest.mark.parametrize("text", LOCAL_DIGIT_LOOKALIKES)
def test_help_lines_offices_and_fees_in_local_digits_are_not_ids(text: str) -> None:
    assert not looks_secret(text)


@pytest.mark.parametrize("text", ASIDE_IDS)
def test_an_id_with_a_bracketed_aside_between_its_name_and_its_number_is_a_secret(text: str) -> None:
    assert looks_secret(text)


@pytest.mark.parametrize("text", ASIDE_LOOKALIKES)
def test_a_help_line_a_shop_s_number_or_a_digit_count_in_or_after_an_aside_is_not_an_id(text: str) -> None:
    assert not looks_secret(text)


@pytest.mark.parametrize("text", ABBREVIATED_IDS)
def test_an_id_under_the_abbreviation_written_on_forms_with_its_own_shape_is_a_secret(text: str) -> None:
    assert looks_secret(text)


@pytest.mark.parametrize("text", ABBREVIATION_LOOKALIKES)
def test_employee_numbers_company_ids_phones_expiry_years_and_digit_counts_after_an_abbreviation_are_not_ids(text: str) -> None:
    assert not looks_secret(text)


@pytest.mark.parametrize("text", PUBLIC_APP_IDS)
def test_an_app_id_its_clause_calls_public_in_any_language_is_not_a_secret(text: str) -> None:
    assert not looks_secret(text)


@pytest.mark.parametrize("text", SECRETS_BESIDE_PUBLIC_WORDS)
def test_a_secret_beside_a_public_id_or_said_to_be_not_public_is_still_a_secret(text: str) -> None:
    assert looks_secret(text)
