"""Round 16's lock-code family (secret_locks.py, secret_sentence_words.py, secret_concept_labels.py): lock, door, gate,
intercom, garage, alarm, safe, locker, suitcase, bike-lock and key-box codes in many languages, with any filler between
the lock word and the value, the value before or after, glued to a symbol, a keypad key or a letter, with a grammatical
suffix, three digits where the lock takes three, said as words, keyed one per line or as a safe's dial turns; and the
look-alikes (numbers of lockers, rooms and gates, years, prices, times, sizes, models) that must stay unflagged. The real
detector, no mocks."""

from __future__ import annotations

import pytest

from tiered_memory.shared.safety import looks_secret, redact_secrets
from tiered_memory.shared.safety.secret_locks import lock_spans

FAMILIES = {
    "a place phrase between the lock words and the value": [
        "apartman kapısının şifresi bahçe tarafında 4719#",
        "Garagentor im Wochenendhaus öffnet mit 4012-Raute",
        "the intercom code for building C is 4402",
        "le code du portail à la maison de campagne c'est 7741",
        "código do portão da casa da praia: 4406",
        "kod do bramy na działce: 7712#",
        "mã cửa nhà bà 4190",
        "Mamas Alarmanlage, die im Flur neben der Garderobe: 4430",
        "the storage unit on Elm street, gate keypad at the entrance — 7719#",
        "Schlüsseltresor Ferienwohnung Lago Maggiore, falls wir spät ankommen: 3104",
    ],
    "the value before its lock words": [
        "4460# opens the door downstairs at Tom's",
        "5513 c'est le code de la porte chez Julie",
        "2956 es el código del portal de mis tíos",
        "il codice è 8842 per il cancello della casa al mare",
        "der Code lautet 4491 für die Haustür bei Oma",
        "kod do furtki na działce to 2288",
        "6631 is what you punch in at the side gate at Aunt May's",
    ],
    "a value glued to a symbol, a keypad key or a letter": [
        "Hausflurtür bei Oma Inge: 2277#",
        "door code for the cabin by the lake: *7412",
        "Haustür bei Papa: Code 4711A",
        "code de la porte chez mamie : 2718A",
        "safe in the hotel room: 2716#",
        "Tor zur Garage vom Wochenendhaus: 3390-Stern",
        "код подъезда у тёщи 48К15",
    ],
    "a grammatical suffix glued to the value": [
        "site girişindeki kapı kodu 7731-dir",
        "bahçe kapısının şifresi 2846'dır",
        "qapının şifrəsi 5731-dir",
        "a kapukód 4571-es",
        "実家の玄関の暗証番号は 4830です",
        "사물함 비번 2580이에요",
        "캐리어 비밀번호 617이야",
    ],
    "three digits on a combination, suitcase or bike lock": [
        "kombinasyon kilidi bavul: 294",
        "Spind im Hallenbad Nr. 52, Zahlenschloss 714",
        "Kofferschloss 318",
        "cadenas à code du vélo : 408",
        "lucchetto a combinazione della bici 380",
        "koffer cijferslot 044",
        "kodlås cykel 713",
        "zamek szyfrowy roweru: 613",
        "кодовый замок на чемодане 592",
        "行李箱密码锁 528",
        "自転車のダイヤル錠は 372",
        "matkalaukun koodi 174",
    ],
    "a lock code in a low-resource language": [
        "Kòd pòtay lakay grann mwen se 5820#",
        "Te waehere o te kūaha o te whare o Nana: 7402",
        "ikhodi yesango lakwa gogo 6624*",
        "nambari ya siri ya geti la nyumbani kwa bibi ni 4471",
        "lambar sirrin ƙofar gidan kaka 9130",
    ],
    "a door named as a label before an arrow, a question mark, an emoji or a parenthesis": [
        "Haustür → 4471",
        "Türcode? 4471!",
        "La porta di casa? 6621",
        "🚪 Wohnung Leipzig: 7729",
        "🔒 bike 582",
        "Tor (Einfahrt hinten) 4471",
    ],
    "a door code in more languages": [
        "codi de la porta de l'àvia: 5519",
        "amonaren atearen kodea 7204 da",
        "cod y drws ffrynt yn nhŷ Nain: 6631",
        "cód an dorais ag Mamó 8812",
        "il-kodiċi tal-bieb tan-nanna 4471",
        "பாட்டி வீட்டு கதவு குறியீடு 7731",
        "hurðarkóðinn hjá ömmu er 4471",
        "durvju kods pie vecmāmiņas 6614",
        "የበሩ ኮድ 4471 ነው",
        "ប្រអប់សោ លេខកូដ 4417",
    ],
    "a casual spelling without accents or umlauts": [
        "ma cua nha ba ngoai 4190",
        "mat khau khoa vali 381",
        "kapi sifresi site girisinde 4471#",
        "Schluesselbox am Ferienhaus 2219#",
        "Tuercode bei Oma 4471",
        "klodka szyfrowa rowerowa 472",
        "kod k brane na chate 7715",
        "codigo del porton 7744",
        "kodlas cykel 713",
        "darwaze ka code 7723",
    ],
    "a code word after its lock was named in the clause before": [
        "Schlüssel liegt im Schlüsselkasten am Gartenzaun. Die Zahlen sind 7 3 1 8.",
        "The key is in the lockbox by the back door. Code is 5 9 0 2.",
    ],
    "a verb of keying, needing, opening or disarming beside what it opens": [
        "För grinden hos mormor behöver du 4471",
        "Pour le portail de mes parents il faut taper 8823",
        "Bij de poort van opa toets je 4471 in",
        "Kapıyı açmak için 6620 gir",
        "Τον συναγερμό τον κλείνεις με 5517",
        "en casa de mis suegros la alarma se desactiva con 8812",
        "Pilot od garażu padł, trzeba wpisać na klawiaturze 4412 i poczekać",
    ],
    "several codes after one code word, or a building's entry code": [
        "Codes bei Oma: Haustür 4471, Garage 8812, Keller 3390",
        "codes: front door 2210 / garage 7734 / shed 5561",
        "access code for the building on Elm Road 6613",
        "Hälytyskoodi on 4471 ja ovikoodi 8812",
    ],
    "a lock code said, keyed or turned": [
        "Code du cadenas de la valise : neuf-deux-six",
        "de code van de schuur is \"zeven drie vijf\"",
        "der Tresor geht mit Dreiundzwanzig-Elf-Achtzehn auf",
        "Schlüsselbox Ferienhaus:\nCode\n7\n3\n0\n4",
        "Dedemin kasası: sağa 41, sola 17, sağa 63",
        "Grandpa's old safe: right 28, left 9, right 71",
        "el cajetín de llaves con combinación K-L-M-R",
    ],
}
TEXTS = [text for texts in FAMILIES.values() for text in texts]

LOOK_ALIKES = [
    "Locker: 1024",
    "Tor 3 des Stadions",
    "gate B12 boarding 14:05",
    "the safe holds 3 passports",
    "bike lock bought for 1499 kr",
    "Spind Nr. 214 im Schwimmbad",
    "Schließfach 117 am Bahnhof",
    "Spind 214B im Hallenbad",
    "skåp 318 på gymmet",
    "kapı 12 numaralı daire",
    "kapı no 1204",
    "room 4412 at the hotel, door on the left",
    "the suitcase cost 189 euros",
    "Fahrradschloss für 39,99 € gekauft",
    "alarm set for 0630",
    "school gate opens at 0745 and closes at 1530",
    "the garage is 6000 mm deep",
    "ドアまで 3 5 0 メートル",
    "larmet gick vid 6 3 0 i morse",
    "Das Fahrradschloss des Nutzers ist ein Abus Bordo 6000.",
    "Schloss Neuschwanstein, built 1869",
    "the safe deposit box fee is 1200 per year",
    "La serrure est une Nuki Smart Lock 3.0 Pro, firmware 4.2.8",
    "Numéro de commande Leroy Merlin pour la serrure connectée : 81250545",
    "Default code on new luggage locks is 0-0-0, change it before the trip",
    "the combination of flour and 250 g butter",
    "ロッカーは 372番",
    "bahçe kapısı 1500 TL tuttu",
    "our garage door opener frequency 433 MHz",
    "turn right 2 blocks, then left 3, then right 1",
    "For the building we need 2400 bricks",
    "the condo association needs 3200 signatures for the gate vote",
    "Building 4400 needs new doors",
    "turn off the alarm before 0700",
    "the garage needs 1500 euros of repairs",
    "Door: 2100 mm",
    "Did you lock the door? 1500 people came to the party",
    "Entrance: 4400 Main Street",
    "Building: 4400",
    "Was the gate open? 2300 visitors yesterday",
    "Garage → 2 cars",
    "Spind → 4471",
    "Spind 4471 im Keller",
]
# Look-alikes another stage still flags (secret_cues' PIN rule, a lock label); the lock rules give no value for them.
LOCK_RULE_LOOK_ALIKES = [
    "padlock is in locker number 3319",
    "Code für das Tor: 2024 erneuert",
    "the bike lock is from 2018",
    "door 3 on the 1400 train",
    "el candado costó 1299 pesos",
    "the code of conduct section 4412 mentions doors",
    "garage sale: 1500 items",
    "Gate: 1130",
    "Alarm: 1200 Hz",
    "Tür → 1204",
    "Garage: 1500 €",
]


@pytest.mark.parametrize("text", TEXTS)
def test_a_lock_code_text_is_flagged_and_its_redaction_is_not(text: str) -> None:
    assert looks_secret(text) is not None, text
    assert looks_secret(redact_secrets(text)) is None, redact_secrets(text)


@pytest.mark.parametrize("text", LOOK_ALIKES)
def test_a_locker_room_gate_number_year_price_time_size_or_model_is_not_flagged(text: str) -> None:
    assert looks_secret(text) is None, text


@pytest.mark.parametrize("text", LOOK_ALIKES + LOCK_RULE_LOOK_ALIKES)
def test_the_lock_rule_names_no_code_in_a_look_alike(text: str) -> None:
    assert list(lock_spans(text)) == [], text
