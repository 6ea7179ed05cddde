"""Round 26 (hand25a): a money transfer's pickup code kept for one collector (Western Union MTCN, Cebuana control
number, M Lhuillier KPTN, Zolotaya Korona, Unistream, Mukuru, Dahabshiil, remesa, padala) or a hawala/hundi code told
to the agent is a secret; a transfer's fee, amount, agent's phone, store number, a parcel's tracking number, a
receipt's reference and a transfer number collected with an id card stay public."""

import pytest

from shared.safety import looks_secret, redact_secrets

PICKUP_CODES = [
    ("Mandé 200 dólares por Western Union, el MTCN es 552-901-3387, sólo mi mamá lo cobra", "552-901-3387"),
    ("Ria PIN 11 4420 9873 — para kay Tita Baby, huwag mong ipagsabi", "11 4420 9873"),
    ("Nagpadala ako sa Palawan Express, control number 3381-5520-914, si Lola lang ang kukuha", "3381-5520-914"),
    ("Gipadala sa M Lhuillier, KPTN 5520 1189 3307 4412, si Tatay ra ang mokuha ani", "5520 1189 3307 4412"),
    ("Перевод Золотая Корона, номер перевода 4471 9920, получит только мама", "4471 9920"),
    ("Unistream kodi 6619 0042, faqat akam oladi", "6619 0042"),
    ("Mukuru collection code 5502 7781, ndiyo inotorwa naamai chete", "5502 7781"),
    ("Dahabshiil koodka lacagta: 8814 2290, aabe keliya ayaa qaadanaya", "8814 2290"),
    ("WorldRemit pickup code WR-88421-K, for Nanay only", "WR-88421-K"),
    ("Xoom reference 9981 4471 20 — nomás tu tía lo puede cobrar", "9981 4471 20"),
    ("Al Ansari Exchange reference 2210 5589 41, ആർക്കും കൊടുക്കരുത്", "2210 5589 41"),
    ("Code de retrait MoneyGram : 7720 4415, ne le donne à personne", "7720 4415"),
    ("Remessa da Suíça pela Western Union, número 8830 1147 29, só a vó retira, não conta pra ninguém", "8830 1147 29"),
    ("UAE Exchange se paise aaye hain, number 4471 0093 25, sirf ammi ko batana", "4471 0093 25"),
    ("Юнистрим: код перевода 7731 0042 11, никому не говори, заберёт папа", "7731 0042 11"),
    ("Sent via Western Union, MTCN 6630 1742 85, test question answer is 'papaya'", "6630 1742 85"),
]
HAWALA_CODES = [
    ("हवाला वाले को कोड बोलना: 'लाल गुलाब 52', तभी पैसे देगा", "लाल गुलाब 52"),
    ("hawala code for Kabul: 'blue kite 38' — tell the agent and he pays", "blue kite 38"),
    ("کد حواله: ۶۶۱۹، فقط برادرم بگیرد", "۶۶۱۹"),
    ("hundi wale bhai ko code 'neela pankha 27' bolna, paise mil jayenge", "neela pankha 27"),
]

LOOKALIKES = [
    "Western Union agent near the market: 0917 555 2290, open until 7pm",
    "Western Union only takes cash here, the agent's number is 0917 555 2290",
    "Sent 15000 pesos via Cebuana today, fee 250, Nanay will get it tomorrow",
    "Remitly says the transfer arrives in 2 days, exchange rate 56.20",
    "رقم الحوالة: ٨٨٢١٠٣٣٤، استلمها من أي فرع مع الهوية",
    "Western Union branch on Calle 5, teléfono 2233 4455, abre a las 9",
    "LBC tracking number 4420 1187 6652 para el paquete de mi mamá",
    "Zolotaya Korona komissiyasi 1%, kurs 12650 so'm",
    "Dahabshiil office Hargeisa, tel 063 442 2190",
    "Code de retrait Western Union : il arrive par SMS demain, seulement pour maman",
    "Pay the rent to account 4471 2290 3318 at BDO, only Mama knows the landlord",
    "hawala rate today 281 rupees per dirham, hundi wale se poochna",
    "Palawan Express open only until 6pm, branch code 1204",
    "Korona beer 12 pack for 1599 only",
    "Sent via Western Union on 2024-05-12, only 3 days to arrive",
    "MoneyGram store number 44718820 is the only one open on Sunday",
    "My Western Union account number is 8821 4471, only I use it",
    "Remesa de 300 dólares, tipo de cambio 17.20, solo llega el lunes",
    "Mukuru: send R500 only, reference is your ID number",
    "Para cobrar la remesa solo lleva tu DPI, el código te lo manda tu tío",
    "hundi wale ka number 0300 1234567, sirf Friday ko milta hai",
]


@pytest.mark.parametrize("text,value", PICKUP_CODES + HAWALA_CODES)
def test_a_pickup_code_kept_for_one_collector_is_a_secret(text, value):
    assert looks_secret(text) is not None


@pytest.mark.parametrize("text,value", PICKUP_CODES + HAWALA_CODES)
def test_redaction_removes_the_pickup_code(text, value):
    assert value not in redact_secrets(text)


def test_redaction_removes_the_test_answer_beside_the_code():
    assert "papaya" not in redact_secrets(PICKUP_CODES[-1][0])


@pytest.mark.parametrize("text", LOOKALIKES)
def test_a_transfers_fee_phone_store_or_public_reference_is_no_secret(text):
    assert looks_secret(text) is None
