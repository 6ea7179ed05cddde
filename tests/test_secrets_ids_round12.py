"""Round 12: national ids as a table (names in their languages, shapes, check digits) and public look-alikes as families."""

from __future__ import annotations

import pytest

from tiered_memory.shared.safety import looks_secret, redact_secrets
from tiered_memory.shared.safety import secret_checksums as C
from tiered_memory.shared.safety.secret_public import mask

# One valid number per country (check digits computed), named the way people there write it.
NAMED_IDS = [
    "Mein CNP ist 2850312041236, für das Konsulat",
    "Codul numeric personal al fiului: 2850312041236",
    "A TAJ számom 123 456 788, a háziorvos kérte",
    "Adóazonosító jel: 8123456786",
    "Мій РНОКПП 3012345670, для податкової",
    "ІПН дружини: 3012345670",
    "ИНН физлица 771234567859 для вычета",
    "کد ملی پدرم ۰۰۷۱۲۳۴۵۶۱ است",
    "شماره ملی: 0071234561",
    "Nombor MyKad 880714-10-5123 untuk borang",
    "My Medicare number: 5TN3-XK8-RW27",
    "Medicare card 2950 12348 0 for the GP",
    "Canadian SIN 123 456 782 for the bank",
    "Numéro d'assurance sociale : 123 456 782",
    "TFN 123 456 782 for the payroll",
    "My IRD number is 49-091-850",
    "CUIL 20-12345678-6 para el alta",
    "Mi RUT es 12.345.678-5",
    "NRIC S1234567D for the clinic",
    "身分證字號 A123456789，報名用",
    "HKID A123456(3) for the bank form",
    "マイナンバー：1234 5678 9018",
    "เลขประจำตัวประชาชน 1 1037 00234 56 0",
    "ИИН 910512301239, для ЦОНа",
    "מספר ת.ז. 123456782",
    "رقم الهوية الوطنية 1087654321",
    "Emirates ID 784-1985-1234567-3",
    "الرقم القومي 28807140101230",
    "South African ID number 8807145123089",
    "Rodné číslo: 855123/1238",
    "ЕГН 7503141235 за болничния",
    "OIB 69123456782 za poreznu",
    "EMŠO 0101990500127",
    "ΑΜΚΑ 15038512347",
    "ΑΦΜ μου 123456783",
    "NIF 234 567 899 para as finanças",
    "Rijksregisternummer 85.07.30-123.35",
    "Sozialversicherungsnummer 1237 010180",
    "AHV-Nummer 756.1234.5678.97",
    "Isikukood 38501011239",
    "Asmens kodas 38501011239",
    "PPSN 1234567T for Revenue",
    "Kennitala 120385-2320",
    "PIS 120.45678.90-5 para o FGTS",
    "Steuer-ID: 86 095 742 719",
    "Fødselsnummer 01018512366",
    "personnummer 850709-1232",
    "CPR 010185-1234",
    "Mijn BSN 123456782",
    "NIK 3174051207880003",
    "PESEL 85031412347",
    "СНИЛС 112-233-445 95",
]


@pytest.mark.parametrize("text", NAMED_IDS)
def test_a_checksum_valid_id_after_its_local_name_is_a_secret_and_redacted(text: str) -> None:
    assert looks_secret(text) == "national id", text
    digits = "".join(c for c in redact_secrets(text) if c.isdigit())
    assert len(digits) < 6, redact_secrets(text)


FAILING_CHECK_WITH_OWNER = [
    "ЕГН на баба ми е 4806123351",
    "Hetu: 150786-127K, Kelaa varten",
    "CNP-ul meu: 1750209217130",
    "TAJ-számom: 031 393 497",
    "мій РНОКПП 2232365490",
    "کد ملی من: 1615504750",
    "My Medicare number is 3QK7-RT2-MW48",
]


@pytest.mark.parametrize("text", FAILING_CHECK_WITH_OWNER)
def test_a_number_failing_its_check_is_still_an_id_when_the_text_makes_it_someones_own(text: str) -> None:
    assert looks_secret(text) == "national id", text


FAILING_CHECK_ALONE = [
    "CNP 1759959217130 in the spreadsheet column",
    "TAJ 031 393 497 row",
    "IRD 49-091-851 in the list",
    "RUT 12.345.678-6 columna",
    "ИИН 999999301230 поле",
]


@pytest.mark.parametrize("text", FAILING_CHECK_ALONE)
def test_a_number_failing_its_check_with_no_owner_no_number_word_and_no_birth_date_is_not_flagged(text: str) -> None:
    assert looks_secret(text) is None, text


COMPANY_IDS = [
    "ИНН организации 7707083893, КПП 773601001 — реквизиты для оплаты",
    "Mã số thuế công ty: 0101248141",
    "NIP firmy: 525-000-12-34, do faktury",
    "Company VAT number GB 123 4567 89 on the invoice",
    "USt-IdNr. DE 136 695 976 steht im Impressum",
    "Partita IVA della ditta: 01234567890",
    "CIF de la empresa: B12345678",
    "CNPJ da loja 11.222.333/0001-81",
    "SIRET de l'entreprise : 732 829 320 00074",
    "KvK-nummer 69599084 van de zaak",
    "Organisasjonsnummer 923 609 016",
    "IČO firmy 27074358",
    "ЄДРПОУ підприємства: 14360570",
    "GSTIN of the shop: 27AAPFU0939F1ZV",
    "ABN 51 824 753 556 on the receipt",
    "统一社会信用代码 91350211M000100Y43",
    "사업자등록번호 123-45-67890 (가게)",
    "Vergi numarası şirketin: 1234567890",
    "OIB tvrtke 69123456782",
    "Chilean company RUT 76.086.428-5",
]


@pytest.mark.parametrize("text", COMPANY_IDS)
def test_a_tax_or_registration_number_named_as_a_companys_is_public(text: str) -> None:
    assert looks_secret(text) is None, text


def test_a_personal_tax_id_given_to_a_company_is_still_a_secret() -> None:
    assert looks_secret("The company asked for my Steuer-ID: 86 095 742 719") == "national id"
    assert looks_secret("ИНН мой 771234567859, работодатель просил") == "national id"


PUBLIC_VALUES = [
    "La clave pública de Mapbox para el mapa: pk.eyJ1IjoibWFwcyIsImEiOiJja2V5In0.Zx9aBc8dEf7GhIj6KlMn5o",
    "Публичный ключ WireGuard сервера: 5UsYHHf58eKowJ6i/rhzfYQEgIZgiWSDT/R1Q1ZVFR3=",
    "Öffentlicher Schlüssel des Servers: xTIBA5rboUvnH4htodjb6e697QjLERt1NAB4mZqp8Dg=",
    "Klucz publiczny serwera: 9fX3kLm2Qw8Rt5Yv1Zb7Nc4Hd6Jg0Ps3Ue8Ai2Ol4Kq=",
    "公钥：8Hq3Lm9Rt2Vx8Bz4Kp6Nw1Yc5Hd7Jf0Gs3Ue9Ai2Ol=",
    "In the docs example they use the token sk_test_4eC39HqLyjWDarjtT1zdp7dc",
    "Stripe publishable key pk_live_51HqLm9Rt2Vx8Bz4Kp6Nw1Yc5Hd7Jf0Gs3Ue9Ai2OlQw for checkout",
    "Server 2022 Datacenter KMS client key: WX4NM-KYWYW-QJJR4-XV3QB-6VM33",
    "GVLK for Enterprise: NPPR9-FWDCX-D2C8J-H872K-2YT43",
    "Twilio messaging service MG9f3c2a1b7d8e4f6a0b5c9d2e7f1a4b8c, phone PN1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d",
    "W przykładzie z dokumentacji token to ghp_16C7e42F292c6912E7710c838347Ae178B4a",
    "Dokumentationsbeispiel: API-Key AbCdEf1234567890GhIjKl (nur Beispiel)",
    "Amazon order # 112-6356067-8741857 arrives Thursday",
    "Bestellnummer 3041-7781-2290 bei Otto",
    "Numéro de commande : CMD78451236, livraison mardi",
    "订单号 9946362827395290906，还没发货",
    "注文番号 250-1234567-8901234",
    "주문번호 20261201-0001234",
    "Номер заказа 050780410-0042",
    "Sipariş numarası TY78451236",
    "Told him to click 'Forgot password' and reset it himself",
    "Use the «Mot de passe oublié» link on the login page",
    "Klik op 'Wachtwoord vergeten' onder het formulier",
]


@pytest.mark.parametrize("text", PUBLIC_VALUES)
def test_a_value_the_text_calls_public_published_an_example_or_an_order_is_not_flagged(text: str) -> None:
    assert looks_secret(text) is None, (text, mask(text))


STILL_SECRET = [
    "My password for example.com is Tr0ub4dor&3x",
    "For example, my wifi password is Gr33n-Tea-42",
    "Public wifi at the café: password Latte2024!x",
    "API key for the public website: sk_live_51HqLm9Rt2Vx8Bz4Kp6Nw1Yc5Hd7",
    "WireGuard PrivateKey = yAnz5TF+lXXJte14tji3zlMNq+hd2rYUIgJBgB3fBmk= (not public!)",
    "Order confirmed; my PIN for the locker is 48213",
    "국민은행 계좌번호 110-234-567890, 인터넷뱅킹 비밀번호는 나중에",
    "Kontonummer 1234567890 bei der Sparkasse, das Online-Banking-Passwort schicke ich dir",
    "IBAN DE89 3704 0044 0532 0130 00, das Passwort fürs Online-Banking sage ich dir am Telefon",
    "Forgot password again, so I set it to Blue-Otter-77",
    "Public Wi-Fi key: Latte2024xyz",
    "The example in the README is fine, but our prod token is ghp_Ab12Cd34Ef56Gh78Ij90Kl12Mn34Op56Qr78",
    "WireGuard: PublicKey = xTIBA5rboUvnH4htodjb6e697QjLERt1NAB4mZqp8Dg=, PrivateKey = yAnz5TF+lXXJte14tji3zlMNq+hd2rYUIgJBgB3fBmk=",
    "Our company's Steuer-ID? no, my own: 86 095 742 719",
]


@pytest.mark.parametrize("text", STILL_SECRET)
def test_secrets_beside_public_or_example_words_are_still_flagged(text: str) -> None:
    assert looks_secret(text) is not None, (text, mask(text))


def test_an_example_account_number_one_to_send_money_to_or_a_landlord_s_iban_is_not_flagged() -> None:
    assert looks_secret("Kontonummer 1234567890 bei der Sparkasse, für die Miete") is None
    assert looks_secret("Miete bitte an IBAN DE89 3704 0044 0532 0130 00 überweisen") is None


@pytest.mark.parametrize(("check", "good", "bad"), [
    (C.ro_cnp, "1750209217131", "1750209217130"), (C.hu_taj, "031393498", "031393497"),
    (C.ua_rnokpp, "2232365498", "2232365490"), (C.ir_melli, "1615504753", "1615504750"),
    (C.tr_tckn, "10000000146", "10000000147"), (C.pl_pesel, "44051401359", "44051401358"),
    (C.nl_bsn, "123456782", "123456781"), (C.no_fnr, "01018512366", "01018512367"),
    (C.fi_hetu, "131052-308T", "131052-308U"), (C.jp_my_number, "123456789018", "123456789019"),
    (C.ru_snils, "11223344595", "11223344596"), (C.ru_inn_org, "7707083893", "7707083894"),
    (C.sg_nric, "S1234567D", "S1234567E"), (C.hk_hkid, "A123456(3)", "A123456(4)"),
    (C.tw_id, "A123456789", "A123456788"), (C.cl_rut, "12.345.678-5", "12.345.678-6"),
])
def test_each_checksum_accepts_a_valid_number_and_rejects_one_digit_changed(check, good: str, bad: str) -> None:
    assert check(good) and not check(bad)


def test_digits_of_other_scripts_are_read_as_digits() -> None:
    assert C.ir_melli("۱۶۱۵۵۰۴۷۵۳") and C.digits("٠١٢") == "012"


# Families written from the table, not from any set: cards, passports, licences and personal tax numbers.
WIDER_FAMILIES = [
    "Numer dowodu osobistego: ABC 123456",
    "Carta d'identità CA12345AB, scade nel 2030",
    "在留カード番号 AB12345678CD",
    "My UTR is 12345 67890 for self assessment",
    "Steuernummer 21/815/08150 fürs Finanzamt",
    "NPWP saya 09.254.294.3-407.000",
    "Cédula de identidad 1.234.567-8",
    "My A-Number is A123456789",
    "EPIC number ABC1234567 for the voter list",
    "OHIP 1234-567-890-AB for the walk-in clinic",
    "Cartão do SUS 898 0012 3456 7890",
    "Tessera sanitaria 80380000501234567812",
    "Полис ОМС 7751 2309 8842 1067",
    "Führerscheinnummer B072RRE2I55",
    "Водительское удостоверение 77 12 345678",
    "ใบขับขี่ 62004512",
    "Permis de conduire n° 120375100234",
    "Paspoortnummer NW1R2K8P3",
    "여권번호 M12345678",
    "Numero di passaporto YA1234567",
    "Загранпаспорт: серия 75 № 4419082",
]


@pytest.mark.parametrize("text", WIDER_FAMILIES)
def test_cards_passports_licences_and_personal_tax_numbers_after_their_names_are_secrets(text: str) -> None:
    assert looks_secret(text) == "national id", text


WIDER_COMPANY = [
    "NPWP perusahaan 01.234.567.8-901.000",
    "RUC de la empresa 20123456789",
    "شناسه ملی شرکت 10101234567",
    "BTW-nummer NL123456789B01 op de factuur",
    "UID-Nummer CHE-123.456.789 MWST",
]


@pytest.mark.parametrize("text", WIDER_COMPANY)
def test_more_company_numbers_named_as_a_companys_are_public(text: str) -> None:
    assert looks_secret(text) is None, text


@pytest.mark.parametrize("text", [
    "Passport renewal appointment on 20310506 at the consulate",
    "Medicare Part B premium is $174.70 in 2024",
    "Driver's license test scheduled, confirmation 4471289",
    "Health insurance claim 2025-04-12 for 340.00",
    "Kennitala fyrirtækisins 5501692829",
    "Polisnummer autoverzekering 12345678",
    "Insurance policy number for the car: 4471289012",
    "полис ОСАГО 1234567890",
    "CUI firmei 12345678 pe factură",
])
def test_dates_amounts_confirmations_company_numbers_and_car_insurance_policies_are_not_ids(text: str) -> None:
    assert looks_secret(text) is None, text
