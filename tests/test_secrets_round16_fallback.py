"""Round 16's fallback stage (secret_fallback.py): a credential word in any language, inflection or compound and a
credential-shaped value anywhere near it in one clause, whatever the word order and the filler between them; and the
look-alikes (rules, counts, prices, postal and meeting numbers, user names, a credential said not to exist) that must
stay unflagged. Probe sentences written for this file. The real detector, no mocks."""

from __future__ import annotations

import pytest

from tiered_memory.shared.safety import looks_secret, redact_secrets
from tiered_memory.shared.safety.secret_fallback import fallback_spans

# (text, the value the fallback stage alone must name)
GIVEN = [
    ("the code I punch at the back door, if you need it, is 4471", "4471"),
    ("la contraseña que puso mi hermano para la tablet de los niños es Pirata2020!", "Pirata2020"),
    ("Passwort? Hmm, glaube es war Zugspitze_1988", "Zugspitze_1988"),
    ("le mot de passe du compte Netflix de la famille, c'est toujours Croissant85", "Croissant85"),
    ("min pinkod till kortet som jag glömmer hela tiden är 6620", "6620"),
    ("şifremi değiştirdim, yenisi Kartal1903 oldu", "Kartal1903"),
    ("Hopea_2k19 — se on äidin uusi salasana, älä kerro", "Hopea_2k19"),
    ("Ikhodi yami yasebhange ithi 8841", "8841"),
    ("kodi yangu ya siri ya benki ni 3390", "3390"),
    ("Lamba sirri na ATM: 5527", "5527"),
    ("kòd sekrè kat labank mwen se 6064", "6064"),
    ("Okwu nzuzo nke akaụntụ banki m bụ 7719", "7719"),
    ("Tenimiafina an'ny Facebook-ko: Voara_2017", "Voara_2017"),
    ("Ijambo ry'ibanga rya email yanjye ni Kigali_99x", "Kigali_99x"),
    ("Jecha icciitii Wi-Fi manaa keenyaa: Adama_2015", "Adama_2015"),
    ("Te kupuhipa o taku īmēra: Kiwi_Tui42", "Kiwi_Tui42"),
    ("Рамзи телефони модарам 2718 аст", "2718"),
    ("Kóòdù ilẹ̀kùn ilé ìyá mi ni 5093", "5093"),
    ("Paswọọdụ WiFi ụlọ anyị bụ Enugu_Coal77", "Enugu_Coal77"),
    ("የባንክ ካርዴ ሚስጥር ቁጥር 8305 ነው", "8305"),
    ("Waehere o te kuaha o te whare: 6642", "6642"),
    ("Ny kaody miafina an'ny karatra dia 9130", "9130"),
    ("Te waehere o te raka o taku pahikara: 2-7-0-3", "2-7-0-3"),
    ("Kartımın şifresi değişti, artık 5581'dir", "5581"),
    # a network's key after a wireless word, a value alone on the line below its label, an unlock pattern
    ("our wifi, the one printed on the fridge magnet, goes with Bergwald_2211", "Bergwald_2211"),
    ("el wifi de la casa de la playa: Caracola_2023", "Caracola_2023"),
    ("Wi-Fi в офисе — Sever_2020!", "Sever_2020"),
    ("wifi ya nyumbani ni Baraka_2022", "Baraka_2022"),
    ("Passwort Gäste-WLAN:\nHimbeere_2931", "Himbeere_2931"),
    ("mot de passe du NAS\nTilleul_7734", "Tilleul_7734"),
    ("Muster vom Tablet: 2-5-8-9-6", "2-5-8-9-6"),
    ("patrón del móvil de mi hijo 1-4-7-8-9", "1-4-7-8-9"),
    # the value well before its word, a compound of two code words, a clause that opens with "vergiss"
    ("Bergkristall_44 – so heißt jetzt das Passwort vom Familien-Laptop", "Bergkristall_44"),
    ("пин-код от карты, который мне продиктовала мама по телефону — 5912", "5912"),
    ("Vergiss nicht: der PIN für Mamas Handy, falls sie anruft und fragt, lautet 2906", "2906"),
]
LOOK_ALIKES = [
    "the password must be at least 8 characters, e.g. Summer2024!",
    "he scored 4411 points in the secret level",
    "Secret Santa budget is 2000 yen per person",
    "Tuesday's secret menu costs 1250 KES",
    "kodi ya nyumba ni 15000 kwa mwezi",
    "the meeting ID is 812 4456 2290 and there is no passcode",
    "the PIN pad model 7731 is broken",
    "the code review for PR 4821 is at 3",
    "Zip code 90210 and the secret garden",
    "my username is jsmith2019 and the password is in the vault",
    "Ikhodi yeposi yaseDurban: 4001",
    "Kode pos kantor nenek: 40115 Bandung",
    "Kòd pòs biwo a se 6110",
    "Ma kòd pòs: HT6110",
    "the tokenizer has 32000 tokens; secret sauce not included",
    "Mi número de socio del club es 7731, no es secreto",
    "Order Hopea_2k19 arrives Friday, no password needed",
    "the code is in the fridge, 2 kg of chicken",
    "Пароль від Дія24 треба змінити до п'ятниці",
    "the secret ingredient is 1 cup of sugar",
    "Code promo NOEL2024 valable jusqu'au 24/12",
    "pinned the base image to 2024.11 and bumped numpy",
    "Secret Garden, chapter 12, page 2841",
    "wifi upstairs is Skyline_5G, downstairs Skyline_2G",
    "the wifi network is Vodafone-8C1F",
    "WLAN-Name: Zuhause_2024",
    "wifi speed is 300 Mbit on the 5G band",
    "knitting pattern 2-2-2-2 rib",
    "the wifi at Cafe Luna42 is free",
    "hotspot from my phone, Pixel7a",
    "wifi at the Hotel Astoria_1920 lobby is free",
    "Wi-Fi 6 router, firmware build 20240531",
    "my secret Spotify playlist has 2481 songs",
    "rahasia sukses: bangun jam 0430 setiap hari",
    "Secreto bancario: el banco no puede revelar la cuenta 4471-2290",
    "Código de cliente 12345678",
    "password123 is still the most common password in the report",
    "kode etik perusahaan nomor 1145 tahun 2023",
]
# Left to the fallback stage alone (other stages may read these as codes): a course's or a connector's code, a
# reference after "clave", a list of common passwords, a course in cryptography.
FALLBACK_LOOK_ALIKES = [
    "Der Code für das Seminar ist 4471",
    "Il codice della lezione è 4471, aula 12",
    "PINs 4471-4472 of the connector are ground",
    "Mi clave del SAT la tramité el 15 de marzo, folio 44712",
    "the top passwords in 2023 were 123456 and qwerty123",
    "密码学课程编号 CS6260, 教室 4471",
]


@pytest.mark.parametrize(("text", "value"), GIVEN)
def test_the_fallback_stage_alone_names_the_value_beside_a_credential_word_in_any_order(text: str, value: str) -> None:
    assert value in [text[start:end] for _kind, (start, end) in fallback_spans(text)], text


@pytest.mark.parametrize(("text", "value"), GIVEN)
def test_a_text_with_such_a_value_is_flagged_and_its_redaction_leaves_no_secret(text: str, value: str) -> None:
    assert looks_secret(text) is not None, text
    redacted = redact_secrets(text)
    assert value not in redacted and looks_secret(redacted) is None, redacted


@pytest.mark.parametrize("text", LOOK_ALIKES)
def test_a_rule_count_price_postal_code_user_name_or_absent_credential_is_not_flagged(text: str) -> None:
    assert list(fallback_spans(text)) == [], text
    assert looks_secret(text) is None, text


@pytest.mark.parametrize("text", FALLBACK_LOOK_ALIKES)
def test_the_fallback_stage_alone_names_no_course_connector_reference_or_common_password_list_value(text: str) -> None:
    assert list(fallback_spans(text)) == [], text


@pytest.mark.parametrize("text", ["nambari ya siri haihitajiki, ni namba ya mita 04182730",
                                  "kein Passwort nötig, die Kundennummer ist 55120973", "パスコードなし、ID 4417"])
def test_the_fallback_stage_alone_names_nothing_where_the_credential_is_said_not_to_exist(text: str) -> None:
    assert list(fallback_spans(text)) == [], text


def test_the_mark_redaction_leaves_is_no_credential_word_to_the_fallback() -> None:
    assert list(fallback_spans("Notiz vom Montag: [secret removed] Tulpe_2281")) == []
    assert list(fallback_spans("Notiz vom Montag: secret Tulpe_2281")) != []
