"""Round 28: codes printed for everyone are no secrets (postcodes named in many languages and scripts, business
activity classification codes, a passport office's code), while a card's PIN under "PIN code", a door code beside a
postcode and a passport's series and number stay secrets."""

from __future__ import annotations

import pytest

from tiered_memory.shared.safety import looks_secret, redact_secrets

POSTCODES = [
    # India's postal PIN code in its scripts, with the locality after the number
    "ಪಿನ್ ಕೋಡ್ 570001 ಮೈಸೂರು",
    "പിൻ കോഡ്: 682024 ഇടപ്പള്ളി",
    "પિન કોડ: 380009 નવરંગપુરા",
    "ପିନ କୋଡ: 751007 ସାହିଦନଗର",
    "పిన్ కోడ్: 530017 ద్వారకానగర్",
    "पिन कोड: 411038 कोथरूड",
    "ਪਿੰਨ ਕੋਡ 160017 ਚੰਡੀਗੜ੍ਹ",
    "পিন কোড ৭০০০১৯ বালিগঞ্জ",
    # Africa
    "Kóòdù ìfìwéránṣẹ́: 200284 Ìbàdàn",
    "Koodu nzipu ozi: 400001 Enugu",
    "Kodu post: 12500 Saint-Louis",
    "Kodu post bu Thiès: 21000",
    "Lambar akwatin gidan waya: 800283 Kano",
    "Nambari ya posta: 80100 Mombasa",
    "Ikhodi yeposi: 2001 eGoli",
    "Kaody paositra: 101 Antananarivo",
    "Postikodi 00100 Nairobi",
    "Koodu post 400001 Enugu",
    # the Pacific and elsewhere
    "Waehere pōhi: 6011 Te Whanganui-a-Tara",
    "Kōwaehere pōhi 1010 Tāmaki Makaurau",
    "Helu leka: 96813 Honolulu",
    "Naba ni posi: 679 Suva",
    "Kodigo postal: 1000 Ermita",
    "Пошталық индекс: 050000 Алматы",
    "საფოსტო კოდი: 0108 თბილისი",
]

ACTIVITY_CODES = [
    "Codul CAEN al societății: 4711",
    "Código CIIU de la empresa: 6201",
    "NAICS code for our company is 541511",
    "Kode KBLI perusahaan kami 62019",
    "Mã ngành kinh tế của công ty: 6201",
    "Kod PKD naszej firmy to 62.01.Z",
    "Код ОКВЭД нашей компании 62.01",
    "Código SCIAN de mi negocio: 541510",
    "NOGA-Code unserer Firma: 620100",
    "ISIC Rev.4 code: 6201",
    "EMTAK kood: 62011",
]

ISSUER_CODES = [
    "Код подразделения 500-001, он одинаковый для всего района",
    "В паспорте код подразделения 230-005, это код отдела, не мой номер",
    "Код підрозділу 8032 у паспорті, він однаковий для всього району",
    "Код органа, выдавшего паспорт: 770-093",
]


@pytest.mark.parametrize("text", POSTCODES)
def test_a_postcode_after_its_name_in_many_languages_is_not_a_secret(text: str) -> None:
    assert looks_secret(text) is None


@pytest.mark.parametrize("text", ACTIVITY_CODES)
def test_a_business_activity_classification_code_is_not_a_secret(text: str) -> None:
    assert looks_secret(text) is None


@pytest.mark.parametrize("text", ISSUER_CODES)
def test_a_passport_offices_code_alone_is_not_a_secret(text: str) -> None:
    assert looks_secret(text) is None


SECRETS = [
    # a card's PIN under "PIN code" (four digits, or an ATM word in the clause)
    ("my ATM pin code is 4821", "4821"),
    ("PIN code for my card: 482913", "482913"),
    ("ಎಟಿಎಂ ಪಿನ್ ಕೋಡ್: 482913 ಜಯನಗರ ಶಾಖೆ", "482913"),
    ("ನನ್ನ ಪಿನ್ ಕೋಡ್ 482913 ಯಾರಿಗೂ ಹೇಳಬೇಡ", "482913"),
    ("ಪಿನ್ ಕೋಡ್ 4821 ಕೋರಮಂಗಲ", "4821"),
    # a door code or a card PIN in the same note as a postcode
    ("Waehere pōhi: 3010 Rotorua, door code 4821", "4821"),
    ("Kodu post bu Dakar: 10200, PIN bu kaart bi 4821", "4821"),
    ("Msimbo wa posta 00100 lakini PIN ya ATM ni 4821", "4821"),
    # a passport's series and number beside its office's code
    ("Паспорт 4512 345678, код подразделения 770-093", "345678"),
    ("Серия 45 12 номер 345678, код подразделения 770-093", "345678"),
    # a password beside an activity code; an app PIN after a bank's initials
    ("Codul CAEN al firmei: 6201, parola contului: Soare2024!", "Soare2024!"),
    ("SBI YONO MPIN 718293 — keep it private", "718293"),
    ("NACE code, door code 4821", "4821"),
    # a verb after the number: a code keyed in, not a locality ("… use it", "… don't tell anyone")
    ("ಪಿನ್ ಕೋಡ್ 482913 ಬಳಸಿ", "482913"),
    ("Doğrulama kodu postanıza gönderildi: 482913", "482913"),
]


@pytest.mark.parametrize(("text", "value"), SECRETS)
def test_a_secret_beside_a_public_code_is_still_flagged_and_redacted(text: str, value: str) -> None:
    assert looks_secret(text) is not None
    assert value not in redact_secrets(text)
