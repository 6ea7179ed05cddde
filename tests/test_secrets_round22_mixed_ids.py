"""Round 22 (hand22a): national ids named in mixed languages, romanised or in small languages, read by
`secret_natids_regions`; each family with look-alikes that share its words or its number's shape."""

from __future__ import annotations

import pytest

from tiered_memory.shared.safety import looks_secret, redact_secrets
from tiered_memory.shared.safety.secret_natids_regions import creole_own

# Arab national numbers: Jordan, Saudi Arabia, Egypt, Kuwait, Oman, Qatar, Bahrain, Iraq, in Arabic and Arabizi.
ARAB_IDS = [
    "رقمي الوطني الأردني 9881052347",                       # ar-JO
    "رقمه الوطني 9921034567 لأخوي",                          # ar-JO
    "الرقم الوطني تبعي 2000123456 للجامعة",                  # ar-PS
    "ra2mi el watani 9881052347 la tinsah",                  # ar-JO-Latn
    "raqmi al-watani: 9950123478",                           # ar-SY-Latn
    "el ra2am el watani ta3 baba 9821045566",                 # ar-LY-Latn
    "hawiyti 1087654321 3ashan el tasjeel",                  # ar-SA-Latn
    "ra2m el hawiya taba3i 1087654321",                      # ar-SA-Latn
    "رقم هويتي 1045678912 للحجز",                            # ar-SA
    "hawiyet abouy 1023456789",                              # ar-SA-Latn
    "ra2mi el 2awmi 29001011234567 ya basha",                 # ar-EG-Latn
    "el ra2am el qawmy beta3 mama 28506150102345",            # ar-EG-Latn
    "رقمي القومي 29803251401234",                            # ar-EG
    "ra2mi el madani 289061501234, civil id",                 # ar-KW-Latn
    "رقم بطاقتي المدنية 289061501234",                       # ar-KW
    "my civil id 285120312345 for the visa",                  # en-KW
    "بطاقتي الشخصية 28963401234 قطرية",                      # ar-QA
    "QID mta3i 28563412345",                                  # ar-QA-Latn
    "CPR ta3i 900412345",                                     # ar-BH-Latn
    "ana ra2mi el shakhsi 880512345 fil bahrain",             # ar-BH-Latn
    "رقم البطاقة الوطنية 199012345678 مال أبوي",             # ar-IQ
    'ra2m hawiyti 401234567 (Palestine)',
    'NIN ta3i 109870123456789012',
    "la carte d'identité mte3i 08123456",
    'NNI dyali 1234567890 (Mauritanie)',
    'Jordan national number: 9881052347 (mine)',
    'civil ID ta3i 289061501234',
]
ARAB_LOOKALIKES = [
    "ra2mi 0791234567 call me ba3d el maghrib",
    "رقمي 0791234567 اتصل فيني",
    "el ra2am el watani lal tawari2 911",
    "الرقم الوطني مكون من 10 أرقام",
    "hawiyti ma3i, bas el order number 1234567890",
    "رقم الطلب 1098765432 وصل",
    "el ra2am el qawmy lazem yekoon 14 ra2am",
    "civil id office phone 22345678 open Sunday",
    "رقم هاتف البطاقة المدنية 1889988",
    "QID renewal fee 100 riyals, window 12",
    "CPR office hotline 17878000",
    "CPR training 2024 room 101, certificate 201912345 for the course",
    "ra2m el madani lel sharika 7010012345 (commercial register)",
    "el watani beyel3ab el sa3a 9 el masa",
    "رقمي الوطني؟ ما بعرف، بسأل أمي",
    "البطاقة الوطنية صدرت سنة 2016 بالعراق",
    "ra2m el hawiya beta3 el sharika 7001234567",
    "el ra2am el watani beta3 el ma7al 0791234567",
    "ra2m el talab taba3i 1098765432",
    "hawiya mall opens 10 am, parking 1234567890",
    'ra2m el hawiya lel sharika 123456789',
    'el ra2m el madani lel ma7al 289061501234',
    'رقم البطاقة الوطنية للشركة 199012345678',
    'NIN format 11 digits',
    "carte d'identité: 3 ans de validité, 25 dinars",
    'Jordan national football team number 10',
    'Jordan national number format 10 digits',
    'Syria national id card office 0112345678 call',
]

# Tajikistan's ШМИ, Russia's СНИЛС in the Federation's languages (romanised or not), Kazakh, Kyrgyz, Uzbek ids.
CENTRAL_ASIA_IDS = [
    "Рақами ШМИ-и ман 280117654 аст",                        # tg
    "ШМИ модарам 310245678, барои бонк",                     # tg
    "рақами мушаххаси андозсупоранда 512345678 аз они падарам",  # tg
    "shmi-i man 280117654",                                   # tg-Latn
    "Әнинең SNILS: 128-447-931 56, пенсия өчен",             # tt-ru
    "Әсәйемдең СНИЛС 112-233-445 95",                        # ba
    "Аннен SNILS 154-321-987 00",                            # cv
    "мой снилс 123-456-789 64 для госуслуг",                 # ru
    "SNILS raqamim 123 456 789 64",                          # uz-Latn
    "Менің SNILS нөмірім 134-562-789 00",                    # kk
    "СНИЛС атайымның 148-254-369 21",                        # ky
    "Babamning SNILS: 165-280-394 11",                       # uz-Latn
    "SNILS nömrəm 128-447-931 56",                           # az
    "Ахъаайым СНИЛС 128-447-931 56",                         # sah
    "страховое свидетельство дочки 119-224-338 42",          # ru
    "ЖСН-ім 850312300457",                                   # kk
    "ПИНФЛ мамы 30101901234567",                             # ru-uz
    'menin INN 21503198512345',
    'ИНН-и ман 123456789',
    'СНИЛСым 128-447-931 56',
    'Snilsingizni bering 128-447-931 56',
    'SNILS-ым 12844793156',
]
CENTRAL_ASIA_LOOKALIKES = [
    "ШМИ — 9 рақам дорад",
    "телефони идора 372 21 45 67 (ШМИ-ро дар он ҷо мегиранд)",
    "СНИЛС выдают в МФЦ, окно 12, талон 128",
    "SNILS 11 цифр: XXX-XXX-XXX YY",
    "пенсия өчен 12 000 сум, SNILS кирәк",
    "телефон ПФР 8-800-600-44-44 про СНИЛС",
    "заказ 128-447-931 56 доставлен",
    "трек-номер 280117654 у Почты",
    "SNILS форма СЗВ-М 2023 сдана",
    "артикул 123-456-789 01 на складе",
    "ИНН банка 7707083893 в реестре",
    "рейс 280 117 в 16:54",
    "ШМИ ба шумо дар 3 рӯз дода мешавад",
    "SNILS нь 2002 елдан бирле",
    "снилс сотрудников: 45 человек оформлено",
    "SNILS номер компании: 45 сотрудников",
    'ИНН 123456789 организации',
    'INN 123456789 of the supplier',
    'SNILS: звоните 89161234567',
]

# South Africa's id (and Kenya's, Tanzania's) after "ID namba", "inombolo ye-ID"; Ethiopia's Fayda.
AFRICA_IDS = [
    "ID namba yangu 8505125128084, ngicela ungayitsheli muntu",  # zu-en
    "inombolo ye-ID yami 9001015009087",                     # ss
    "inombolo yami ye-ID 8712240119083 ungayiniki muntu",    # xh
    "nomoro ya ID ya ka ke 7603120453089",                   # st
    "nomoro ya ID ya mme 6807150234081",                     # tn
    "ID-nommer van Ouma 4607150087086",                      # af
    "ID nombolo ya mama 7008120311085",                      # nso
    "nomboro ya ID yanga 8001015009087",                     # ve
    "nomboro ya ID ya mina 8001015009087",                   # ts
    "ID namba ya baba 29384756 ya Kenya",                    # sw
    "ID namba yangu 19850712-12345-00001-23",                # sw-TZ
    "Fayda ID ቁጥር 4827 1930 5566 1234 (የአባቴ)",             # am
    "የፋይዳ ቁጥሬ 4827 1930 5566",                              # am
    "ፋይዳ ቁጥር 1234 5678 9012 3456 የእናቴ",                    # am
    "lakkoofsi Fayda koo 4827193055661234",                  # om
    "ቁጽሪ ፋይዳይ 9876 5432 1098 ናተይ",                         # ti
    "lambarka Fayda-dayda 4827 1930 5566 1234",              # so
    'PIN yami ye-ID 8501011234567 eSwatini',
    'BI do meu pai 110100123456A',
    'FIN ቁጥሬ 482719305566',
    'lakkoofsa Faydaa koo 4827 1930 5566 1234',
    'my Fayda 4827-1930-5566-1234',
]
AFRICA_LOOKALIKES = [
    "ID namba ya ofisi ni 0800 222 111, piga simu",
    "inombolo ye-ID iqukethe izinombolo eziyi-13",
    "nomoro ya ID e na le dinomoro tse 13",
    "order 8505125128084 delivered",
    "ID namba ya kampuni 2019/123456/07",
    "ID namba ya simu 0712345678",
    "Fayda registration center phone 0115 52 33 11",
    "Fayda ID ለማግኘት 250 ብር ይከፈላል",
    "የፋይዳ ምዝገባ 2016 ተጀመረ",
    "FAN club meeting at 1930 on 5566 street",
    "FAN speed 1200 1300 1400 rpm",
    "Fayda: 12 digits FIN, 16 digits FAN",
    "fayda registration: 4 500 000 people registered",
    "tracking 4827 1930 5566 1234 DHL",
    "ID namba inahitajika, ofisi namba 12",
    "ፋይዳ 2000000 ሰዎች ተመዝግበዋል",
    "Ethiopia Fayda hotline 9779",
    'BI 2023 report 123456789012',
    'FIN 2024 report 1234 5678 9012',
]

# Caribbean tax and insurance numbers with a creole possessive or the country named.
CARIBBEAN_IDS = [
    "me TRN is 118-402-379, Mummy seh fi keep it safe",      # jam
    "mi TRN 104-552-817 fi di bank",                         # jam
    "Mummy TRN 113 445 998, she seh nuh share it",           # jam
    "TRN fi mi: 118 402 379",                                # jam
    "mi TRN numba: 118402379",                               # jam
    "Granny NIS numba 1234567, keep it",                     # bjs (Bajan)
    "mih BIR number 123456789 for de tax",                   # trf (Trinidadian)
    "Tanty BIR file number 123456789",                       # trf
    "mih NIS number 3456789 from Trinidad",                  # trf
    "me NIB number 12345678 from Nassau",                    # en-BS
    "mi TIN 010-123-456 inna Guyana",                        # gyn
    "mi SSN 123456789, Belize social security",              # bzj
    "Jamaica TRN: 118-402-379 (mine, don't share)",          # en-JM
    "nimewo NIF mwen 003-123-456-7",                         # ht
    "mi number di sedula 1985010112",                        # pap
    "Auntie TRN 115 226 337 fi di visa",                     # jam
    'NIS number 1234567 of my mother',
]
CARIBBEAN_LOOKALIKES = [
    "TRN 118-402-379 on the wire transfer receipt",
    "the company TRN 100-234-567 on the invoice",
    "TRN: 100234567890003 VAT registration Dubai",
    "call me at 876-555-0134",
    "send me TRN form at 8 am tomorrow",
    "NIS office number 868-625-4000",
    "BIR hotline 8538-3200",
    "NIB pays 12345 people benefits",
    "TRN for the supplier: 002-345-678",
    "TIN of the business 010-123-456",
    "mi flight 118 a land 4:02",
    "TRN application fee 1500 JMD",
    "me TRN? mi nuh know it, ask Mummy",
    "the store TRN is 005-123-456",
    "Transaction ref TRN 20240502-1187 for the payment",
    "NIS contribution 1234 dollars monthly",
    "mi VAT 123456789 de la empresa",
    "Jamaica company VAT 123456789",
    'NIS number 1234567 for the clinic',
    'BIR number 123456789 of the company',
    'NIB office 12345678 call',
    'NIS 2345678 payments for 12 members',
]

IDS = ARAB_IDS + CENTRAL_ASIA_IDS + AFRICA_IDS + CARIBBEAN_IDS
LOOKALIKES = ARAB_LOOKALIKES + CENTRAL_ASIA_LOOKALIKES + AFRICA_LOOKALIKES + CARIBBEAN_LOOKALIKES


@pytest.mark.parametrize("text", IDS)
def test_a_national_id_named_in_a_mixed_or_small_language_is_a_secret(text: str) -> None:
    assert looks_secret(text) is not None


@pytest.mark.parametrize("text", LOOKALIKES)
def test_a_look_alike_sharing_the_names_or_the_shape_is_not_a_secret(text: str) -> None:
    assert looks_secret(text) is None


@pytest.mark.parametrize("text", [ARAB_IDS[0], CENTRAL_ASIA_IDS[0], CENTRAL_ASIA_IDS[4], AFRICA_IDS[0], AFRICA_IDS[11],
                                  CARIBBEAN_IDS[0]])
def test_redaction_removes_the_id_digits(text: str) -> None:
    redacted = redact_secrets(text)
    assert sum(c.isdigit() for c in redacted) < 4, redacted


def test_a_creole_possessive_makes_a_trn_someones_own_but_a_company_word_does_not() -> None:
    text = "me TRN is 118-402-379"
    assert creole_own(text, text.index("TRN"), text.index("TRN") + 3)
    text = "the company TRN 100-234-567"
    assert not creole_own(text, text.index("TRN"), text.index("TRN") + 3)
    text = "mi VAT 123456789"
    assert not creole_own(text, text.index("VAT"), text.index("VAT") + 3)


def test_each_family_holds_fifteen_ids_and_fifteen_look_alikes() -> None:
    for ids, alikes in ((ARAB_IDS, ARAB_LOOKALIKES), (CENTRAL_ASIA_IDS, CENTRAL_ASIA_LOOKALIKES),
                        (AFRICA_IDS, AFRICA_LOOKALIKES), (CARIBBEAN_IDS, CARIBBEAN_LOOKALIKES)):
        assert len(ids) >= 15 and len(alikes) >= 15
