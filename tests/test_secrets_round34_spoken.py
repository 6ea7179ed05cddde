"""Round 34 family: PINs and codes said out loud — dictated digit by digit ("2-0-4-7", "5 7 2 9"), spelled in number
words ("takwas biyu sifiri shida"), a luggage or bike lock's combination, or a relative's card PINs listed after the
banks' names ("Ամերիաբանկ — 4862, Ակբա — 7715, մամայի քարտերը"). Look-alikes stay public: phone numbers dictated
digit by digit, years, amounts, branch numbers, a card's last four digits, opening hours, flights, bus lines, scores
and house numbers; each public case has a near twin that is still flagged."""

from __future__ import annotations

import pytest

from tiered_memory.shared.safety import looks_secret, redact_secrets

DICTATED = [
    "mama a uitat iar pinul... i l-am zis la telefon: 2-0-4-7. schimbă-l la bancomat când ajunge",
    "pinul cardului lui tata: 5-8-1-3",
    "pinkoade fan heit syn pas: 5 7 2 9",
    "pinkoade fan mem har pas: 1 4 8 2",
    "ka helu o ka puka hale: 1 9 5 9 no ka ʻohana wale nō",
    "Mum's PIN, she told me over the phone: 2-0-4-7. She'll change it at the ATM.",
    "PIN for dad's card — eight two zero six",
    "dad's PIN, read slowly: 2, 0, 4, 7",
    "PIN von Papas Karte: 7 3 0 2",
    "PIN de la tarjeta de mamá: cinco siete dos nueve",
    "PIN della carta di papà: 3 8 1 4",
    "PIN do cartão da mãe: 4 7 2 0",
    "pincode van pa: 3-3-9-1",
    "пин мамы: 4-8-1-2",
    "пін-код картки тата: 5 2 9 0",
    "الرقم السري لبطاقة أمي: 6-2-4-8",
    "رمز کارت مامان: ۴ ۸ ۱ ۲",
    "माँ का पिन: 7-3-1-9",
    "বাবার কার্ডের পিন: ৩ ৮ ২ ৯",
    "mã PIN thẻ của mẹ: 3-9-1-6",
    "PIN kartu ibu: 1 5 7 3",
    "PIN ni nanay sa ATM: 8 0 2 4",
    "Baba ya ce in rubuta: lambar sirri ta katin Zenith - takwas biyu sifiri shida",
    "lambar sirri ta katin GTB: biyar uku tara ɗaya",
    "namba ya siri ya kadi ya mama: nane mbili sifuri sita",
    "ბარათის პინი: 6 6 0 8",
    "le code de la porte : 7 2 9 1",
    "קוד לדלת: 5 9 2 1",
    "엄마 카드 비밀번호: 3 8 1 4",
    "妈妈的银行卡密码：3-8-1-4",
    "Bunica mi-a dictat codul de la poartă: 4-7-1-9",
    "Kodi i kartës së mamit: 5-5-2-1",
    "PIN-kód anya kártyájához: 3 8 2 7",
    "הקוד של אמא לכרטיס: 4 8 1 2",
    "קוד הדלת של סבתא: 1 9 5 9",
    "பின்: 4 8 1 2",
    "lambarka sirta ah ee kaarka hooyo: 4 8 1 2",
    "PIN ATM ibu: empat tiga satu dua",
    "mã PIN của mẹ: bốn tám một hai",
    "पिन: चार आठ एक दो",
    "PIN ni lola: apat walo isa dalawa",
    "kadi ya mama, namba ya siri: nne nane moja mbili",
]
LOCKS = [
    "kyçi i valixhes për udhëtimin në Itali: 9-0-1",
    "kyçi i biçikletës: 3-3-8-0",
    "suitcase lock for the Italy trip: 9-0-1",
    "bike lock combination: 4 1 7 9",
    "Zahlenschloss vom Fahrrad: 4-4-1-9",
    "Kofferschloss: neun null eins",
    "code du cadenas de la valise : 3-1-4",
    "combinación del candado de la bici: 6-2-8-1",
    "lucchetto della valigia: 2-7-5",
    "cadeado da mala: 8-1-5",
    "fietsslot: 2 5 8 1",
    "kłódka od roweru: 1-9-7-3",
    "код от замка на чемодане: 3 7 1",
    "bavul kilidi şifresi: 4-0-7",
    "κωδικός του λουκέτου: 3-9-2",
    "a bőrönd zárja: 1-6-4",
    "cykellåset: 3-5-7",
    "gembok koper: 2-8-4",
    "kandado ng maleta: 5-3-9",
    "kufuli ya baiskeli: 6-1-9",
    "行李箱密码锁：3-8-1",
    "スーツケースのダイヤル錠：5-2-8",
    "자전거 자물쇠 번호: 7 2 4 1",
    "รหัสกุญแจกระเป๋า: 4-1-7",
]
BANK_LISTS = [
    "Ամերիաբանկ — 4862, Ակբա — 7715, մամայի քարտերը",
    "si nanay, 3691 daw yung sa Landbank, pero baka 3619? itanong ulit",
    "Mum's cards: Barclays — 4862, Lloyds Bank — 7715",
    "dad's Landbank 5521, don't tell him I wrote it",
    "мамины карты: Сбербанк — 3916, Тинькофф — 2280",
    "Papas Karten: Sparkasse 4417, Volksbank 9023",
    "tarjetas de mamá: Banco Nación 6612",
    "بطاقات أمي: بنك مصر — 5823",
    "annemin kartları: Ziraat Bankası — 6170",
    "kadi za mama: CRDB Bank — 3361",
    "BDO — 4862, BPI — 7715, cards ni nanay",
    "Kaspi — 3916, Halyk — 2280, мамины карты",
    "mum's cards: Santander 4417, Revolut 9023",
]
PUBLIC = [
    # phone numbers dictated digit by digit
    "Mum's new phone number, she read it out: 0 7 7 0 9 1 2 3 4 5",
    "mum's card came; call her mobile about the PIN: 0 7 7 1 9 2 3 4 5 6",
    "for a lost PIN call dad's bank line 0-8-0-0-1-2-3",
    # rules about a PIN, not a PIN
    "the new PIN can't be 1-2-3-4 or 0-0-0-0",
    "the PIN has 4 digits, the lock has 3",
    # years, amounts, branches, last digits, hours near a bank and a relative
    "si nanay, Landbank since 2019, yung card niya",
    "si nanay, 4862 pesos daw yung sa Landbank",
    "Mum's Landbank branch 4862 in Quezon City",
    "mum's card ending 4862 at Landbank",
    "Landbank opens 0900 for nanay's card",
    "Ամերիաբանկ — 4862 դրամ, Ակբա — 7715 դրամ, մամայի քարտերը",
    "dad's Landbank hotline number 8527",
    "mum's Metrobank loan: 4500 pesos a month",
    # flights, gates, buses, scores, times, house numbers
    "voice memo: uh the flight is BA two eight six, gate opens at ten forty",
    "flight to Rome on the 4th, mum's gate is B, door 1-0-4",
    "the match ended 2-0, then 4-7 in the rematch",
    "bus 2-0-4 to the bank with mum's card",
    "grandma's house door: 1 9 5 9 Kalakaua Avenue",
    "the door opens at 7 1 5 on weekdays",
    "Baba ya ce in rubuta lambar wayar ma'aikacin banki: 0803 400 8123, don kar ya manta.",
    "the suitcase weighs 2 3 kg",
    "the lock was changed on 1-2-2025",
    "PIN pad firmware 1.0.4",
    "the kids' lock screen limit: 1 2 0 minutes",
    "mum's Landbank savings: 4862",
    "mum's Landbank card expires 0427",
    "dad: Landbank 1045 Ayala Ave",
    "mum's Landbank loan, she paid 4862 this month",
    "the suitcase lock costs 1 9 9 pesos",
    "the bike lock is 1 2 0 cm long",
    "Mum's bank: Landbank, 2 cards, since 2015",
    "mum's BPI card ending 4862",
    "Papas Karte bei der Commerzbank seit 2015",
    "Mum's BDO loan 4862 pesos",
    "Mastercard ending 1 2 3 4 expires 0 4 2 7",
    "the card expires 0 4 / 2 7",
]
# Each public case above, turned secret: the same words with the PIN or code given.
TWINS = [
    "Mum's PIN, she read it out on the phone: 0 7 7 1",
    "dad's bank hotline is on the card; his PIN: 0-8-1-2",
    "the new PIN: 1-9-8-4, don't share",
    "si nanay, 4862 daw yung PIN sa Landbank",
    "mum's card PIN 4862 at Landbank",
    "grandma's door code: 1 9 5 9",
    "flight to Rome; mum's suitcase lock: 1-0-4",
    "mum's bike lock: 2-0-4",
    "Ամերիաբանկ — 4862, Ակբա — 7715, մամայի քարտերի PIN-երը",
    "PIN pad at the door; the door code: 1 0 4 7",
    "the kids' lock screen code: 1 2 0 8",
    "mum's Landbank card PIN: 0427",
    "the suitcase lock: 1 9 9, mum chose it",
    "the card's back: 1 2 3",
    "بانک ملت — ۴۸۶۲، کارت مامان",
]


@pytest.mark.parametrize("text", DICTATED)
def test_a_pin_dictated_digit_by_digit_or_in_number_words_is_a_secret(text: str) -> None:
    assert looks_secret(text)


@pytest.mark.parametrize("text", LOCKS)
def test_a_luggage_or_bike_lock_combination_said_digit_by_digit_is_a_secret(text: str) -> None:
    assert looks_secret(text)


@pytest.mark.parametrize("text", BANK_LISTS)
def test_a_relatives_card_pin_listed_after_the_banks_name_is_a_secret(text: str) -> None:
    assert looks_secret(text)


@pytest.mark.parametrize("text", PUBLIC)
def test_a_dictated_phone_number_year_amount_branch_hours_flight_or_address_is_not_a_secret(text: str) -> None:
    assert looks_secret(text) is None


@pytest.mark.parametrize("text", TWINS)
def test_the_public_look_alikes_with_a_pin_or_code_given_are_still_secrets(text: str) -> None:
    assert looks_secret(text)


@pytest.mark.parametrize("text, value", [
    ("pinkoade fan heit syn pas: 5 7 2 9", "5 7 2 9"),
    ("kyçi i valixhes për udhëtimin në Itali: 9-0-1", "9-0-1"),
    ("Ամերիաբանկ — 4862, Ակբա — 7715, մամայի քարտերը", "4862"),
    ("lambar sirri ta katin Zenith - takwas biyu sifiri shida", "takwas biyu sifiri shida"),
])
def test_redaction_removes_the_dictated_value(text: str, value: str) -> None:
    assert value not in redact_secrets(text)


@pytest.mark.parametrize("text", [
    "41 are the first two digits of my PIN",
    "41 — the first two digits of mum's card PIN",
    "41 sind die ersten zwei Ziffern meiner PIN",
    "the first two digits of my card PIN are 41, the postcode is 10115",
    "the first two digits of my card PIN are 41; my zip is 10115",
])
def test_part_of_a_pin_given_before_its_part_or_before_a_later_postcode_is_a_secret(text: str) -> None:
    assert looks_secret(text)


@pytest.mark.parametrize("text", [
    "2019 — the first two digits of my PIN",
    "the first three digits of the area PIN code are 110",
    "110 is the first three digits of the postal PIN code",
    "the PIN has 4 digits",
])
def test_a_year_or_a_postal_pin_codes_first_digits_is_not_part_of_a_pin(text: str) -> None:
    assert looks_secret(text) is None
