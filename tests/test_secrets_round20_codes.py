"""Round 20 (codes): recovery keys and backup codes labelled in any script, a BitLocker key known by its own checksum,
entry codes with a letter inside and words between the label and its colon, a PIN described by a life event and then
given ("= the year dad was born, 1986"), a safe whose Gaelic name holds a Spanish joke word, a two-step verification
PIN, a router's WPS PIN, a code keyed between keypad keys said as words, a corrected entry code ("nu e 27C, e 72C");
and the look-alikes: talk about recovery keys, key ids, phones and orders beside a backup word, advice about birth
years, forms, addresses, counts, dates and phone numbers beside a two-step word, a trade's tax number and a Polish NIP
(public) beside a Québec NIP (a card's PIN)."""

from __future__ import annotations

import pytest

from tiered_memory.shared.safety import looks_secret

_APPLE = "R7KQ-2MPX-9LTW-4HZC-8NVB-3FJD"
_BITLOCKER = "135795-597531-024442-660000-345565-299002-177980-051359"   # every group a multiple of 11
_HAND_COPIED = "123456-234567-345678-456789-567890-678901-789012-890123"  # no checksum: a recovery word names it

RECOVERY_KEYS = [
    "İş laptopunun BitLocker kurtarma anahtarı: 451209-337821-604813-119955-702438-286671-550220-018843",
    _BITLOCKER,
    f"Clé de récupération BitLocker : {_BITLOCKER}",
    f"Wiederherstellungsschlüssel für den Firmenlaptop: {_HAND_COPIED}",
    f"Ключ восстановления ноутбука: {_HAND_COPIED}",
    f"Appleのリカバリーキー：{_APPLE}（絶対なくさない）",
    f"リカバリーキー（Mac）：{_APPLE.replace('-', ' ')}",
    "恢复密钥：K4PX-9QTR-2MZW-7HLC-3VNB-8DJF",
    "애플 복구 키: K4PX-9QTR-2MZW-7HLC-3VNB-8DJF",
    f"ऐप्पल रिकवरी की: {_APPLE}",
    f"مفتاح الاستعادة لحساب آبل: {_APPLE}",
    f"کلید بازیابی اپل: {_APPLE}",
    f"מפתח שחזור של אפל: {_APPLE}",
    f"Κλειδί ανάκτησης Apple: {_APPLE}",
    f"La chiave di ripristino del Mac: {_APPLE}",
    f"Chave de recuperação da Apple: {_APPLE}",
    f"คีย์กู้คืนของ Apple: {_APPLE}",
    f"Mã khôi phục Apple: {_APPLE}",
    f"Kunci pemulihan Apple: {_APPLE}",
    f"Ключ відновлення Apple: {_APPLE}",
    f"Klucz odzyskiwania Apple: {_APPLE}",
    "Código de recuperação: 4829-1736-5502-9914",
    "Gendannelsesnøglen til Apple-ID'et: R7TK-9PQ2-XW4M-H8NC-3VBJ-6ZLD-2FYE",
    f"Lambar dawo da asusun Apple: {_APPLE}",
    f"የማግኛ ቁልፍ: {_APPLE}",
    f"ප්‍රතිසාධන යතුර: {_APPLE}",
    f"លេខកូដស្ដារ: {_APPLE}",
    f"Сэргээх түлхүүр: {_APPLE}",
    f"Клуч за враќање: {_APPLE}",
    f"Ċavetta tal-irkupru: {_APPLE}",
    f"Berreskuratze-gakoa: {_APPLE}",
    f"Allwedd adfer: {_APPLE}",
    f"Herwinsleutel: {_APPLE}",
    f"Ukhiye wokubuyisela: {_APPLE}",
    f"ລະຫັດກູ້ຄືນ: {_APPLE}",
]

TWO_STEP_AND_WPS = [
    "Le code de vérification en deux étapes WhatsApp de mamie, au cas où elle change de téléphone : 271 846",
    "WhatsApp two-step verification PIN: 582913",
    "Zweistufige Bestätigung WhatsApp, PIN: 904 117",
    "PIN weryfikacji dwuetapowej WhatsApp: 662901",
    "WhatsApp iki adımlı doğrulama PIN'i: 481920",
    "Двухэтапная проверка WhatsApp, PIN-код: 730 551",
    "WhatsApp 2단계 인증 PIN: 194860",
    "WhatsApp二段階認証のPIN：730551",
    "Verifikasi dua langkah WhatsApp, PIN: 381204",
    "De WPS-pincode van de oude router staat niet meer op de sticker, maar ik had hem genoteerd: 3528 7140",
    "Der WPS-PIN vom Router ist 4815 1623",
    "Code WPS de la box : 5830 2291",
]

TWO_STEP_AND_WPS_TALK = [
    "Two-step verification support line: 080 012 3456",
    "WhatsApp two-step verification PIN has 6 digits",
    "Two-step verification: enabled on 2024-03-01",
    "Two-step verification order: 123456 shipped",
    "Zweistufige Verifizierung aktiviert am: 120324",
    "WPS serial number: 12345678",
    "WPS button: press for 3 seconds, model 12345678",
    "Router WPS firmware version: 20240315",
    "Turn off WPS on the router, phone support: 08001234",
    "Two-step verification code was sent to +49 151 2345 6789",
    "WhatsApp two-step verification is on, the PIN is in 1Password",
    "WPS is disabled on the router since 2023",
]

RECOVERY_TALK = [
    "BitLocker recovery key is 48 digits in 8 groups of 6",
    "Recovery phone: +49 1512 3456 7890",
    "Backup support: 0800 5555 1234 5678",
    "Backup order ABCD-1234-EFGH-5678 shipped",
    "BitLocker recovery key ID: 3F2A9C1E-8B4D-4E6F-A1B2-C3D4E5F60718",
    "Restore from backup 2024-03-15",
    "Backup drive serial WD-ABC1-2345-XYZ9",
    "Kopia zapasowa z dnia 12.03.2025",
    "Google backup codes are 8 digits each",
    "Recovery keys are stored in Entra ID, ask IT",
    "Order 135795-597531-024442-660001-345565-299002-177980-051358 shipped",
    "Kurtarma anahtarını kaybettim, IT'ye sor",
    "回復キーはどこで確認できますか",
    "The recovery key has 6 groups of 4 characters",
]

DESCRIBED = [
    "PIN za karticu od Zabe = godina kad se tata rodio, 1986",
    "My card PIN is the year dad was born, 1986",
    "Der PIN der Bankkarte ist Omas Geburtsjahr: 1947",
    "Le code de la porte = l'année de naissance de maman, 1962.",
    "El PIN de la tarjeta es el año en que nació mi madre, 1958",
    "Код от сейфа — год рождения отца, 1955",
    "PIN kartu ATM = tahun lahir ibu, 1967",
    "銀行カードの暗証番号は父の生まれた年、1986",
    "카드 비밀번호는 아빠 태어난 해 1986",
    "Babamın kart şifresi doğum yılı, yani 1958, unutursa söyle.",
    "Szafka na siłowni 118 – ustawiłam kod na rok urodzenia Zosi, czyli 2017.",
]

DESCRIBED_TALK = [
    "Never use your birth year as a PIN, e.g. 1990.",
    "My PIN is not my birth year 1986",
    "Dad was born in 1986 and my PIN is secret",
    "PIN reset form: date of birth 1986",
    "The PIN letter arrived on my birthday, 2023",
    "Ne koristi godinu rođenja za PIN, npr. 1986",
    "Mein Geburtsjahr ist 1986, der PIN ist geheim",
    "PIN policy: no birth years like 1986",
]

ENTRY_CODES = [
    "Код пад'езда ў бабулі: 27К4930",
    "Код подъезда у бабушки: 27К4930",
    "Код під'їзду в бабусі: 38К1520",
    "Šifra za ulaz kod bake: 41B2907",
    "Код дамафона ў цёткі: 5К2190",
    "Gate code at grandma's building: 27K4930",
    "Kod do domofonu u babci: 27K4930",
    "Code d'entrée de l'immeuble de mamie : 27K4930",
    "Código del portal de la abuela: 27K4930",
    "Còd a' chiste-airgid: 9-4-1-7",
    "Der Code fürs Tor ist Stern 4711 Raute",
    "Le code du portail : étoile 5 2 8 1 dièse",
    "El código del portón es asterisco 7 3 9 0 almohadilla",
    "Kod do bramy: gwiazdka 6 1 8 2 krzyżyk",
    "Am greșit codul interfonului: nu e 27C, e 72C. Scuze!",
    "Sorry, the gate code is not 4471, it's 4417.",
    "Der Türcode ist nicht 4711, sondern 4717.",
    "Le code de l'interphone, ce n'est pas 27B, c'est 72B.",
    "El código del portal no es 1357, es 1537.",
    "Kod do domofonu to nie 2580, tylko 2850.",
    "Код домофона не 27К, а 72К.",
    "Kapı şifresi 4471 değil, 4417.",
    "ආච්චිගේ ගේට්ටුවේ කේතය: 4471",
    "Kóðinn að stigaganginum hjá ömmu: 4471",
    "દાદીના ઘરના ગેટનો કોડ: 4471",
]

ENTRY_TALK = [
    "Адрас: вул. Леніна 27К4, пад'езд 3",
    "Пад'езд 2, кватэра 27",
    "Код пад'езда ў бабулі мяняюць заўтра",
    "У пад'ездзе 5 паверхаў",
    "Код пад'езда мае 6 знакаў",
    "Индекс дома бабушки: 220030, подъезд 2",
    "Код подъезда у бабушки сменили в 2019",
    "Тэлефон пад'езда: 80172274930",
    "Корпус 2К1, подъезд 3, домофон не работает",
    "Um chiste sobre o cofre: 9-4-1-7 é a senha de todos",
    "Call the gate office, press star 2 then pound",
    "Press star 1 2 3 for the menu, then pound",
    "The gate keypad has a star key and a pound key",
    "Gate closes at 2200, star of the show is 4 4 1 9 pound cake",
    "The gate code is not 4 digits, it's 6",
    "The bus is not 27C, it's 72C",
    "Our flat is not 27C, it's 72C, gate code unchanged",
    "ගේට්ටුවේ අංකය 12 යි",
    "Stigagangurinn er á 2. hæð, íbúð 27",
    "દાદીના ઘરનો પિનકોડ 380015 છે",
    "Gate 4471 at the airport, boarding 07:40",
]

QUEBEC_PINS = [
    "NIP carte Desjardins 4821",
    "Mon NIP: 4821",
    "NIP au guichet: 73914",
    "NIP de ma carte de débit Desjardins : 5829",
]

BUSINESS_NIPS = [
    "NIP hydraulika 526-104-08-28",
    "NIP firmy: 5261040828",
    "Faktura na NIP PL 123-456-78-90",
    "NIP elektryka 123-45-67-890, faktura za gniazdka",
    "Ο ΑΦΜ του συνεργείου στην απόδειξη είναι 094014201, για την έκπτωση φόρου.",
    "Steuernummer vom Klempner für die Rechnung: 143/123/45678",
    "Le numéro fiscal du plombier : 1234567890123",
    "八達通卡背面號碼 12345678(9)，遺失咗可以報失，冇密碼。",
    "ΑΦΜ του λογιστή για τα τιμολόγια: 099999999 (εταιρεία)",
    "NPWP kantor 01.234.567.8-901.000 buat faktur pajak",
    "Steuernummer der Kanzlei für die Rechnung: 143/123/45678",
]

OWN_TAX_NUMBERS = [
    "Mein ΑΦΜ: 094014201, μην το πεις σε κανέναν",
    "My tax number is 123-45-6789, the shop asked for it",
    "Octopus card PIN: 4821",
    "NPWP saya 01.234.567.8-901.000, jangan disebar",
    "Tax number for my office job application: 123-45-6789",
]


@pytest.mark.parametrize("text", RECOVERY_KEYS)
def test_a_recovery_key_or_bitlocker_key_is_a_secret(text: str) -> None:
    assert looks_secret(text)


@pytest.mark.parametrize("text", RECOVERY_TALK)
def test_talk_about_recovery_keys_and_numbers_beside_a_backup_word_are_not(text: str) -> None:
    assert looks_secret(text) is None


@pytest.mark.parametrize("text", TWO_STEP_AND_WPS)
def test_a_two_step_pin_or_a_routers_wps_pin_is_a_secret(text: str) -> None:
    assert looks_secret(text)


@pytest.mark.parametrize("text", TWO_STEP_AND_WPS_TALK)
def test_dates_counts_orders_serials_and_phones_beside_two_step_or_wps_are_not(text: str) -> None:
    assert looks_secret(text) is None


@pytest.mark.parametrize("text", DESCRIBED)
def test_a_pin_described_by_a_life_event_then_given_is_a_secret(text: str) -> None:
    assert looks_secret(text)


@pytest.mark.parametrize("text", DESCRIBED_TALK)
def test_advice_forms_and_birth_years_apart_from_the_code_are_not(text: str) -> None:
    assert looks_secret(text) is None


@pytest.mark.parametrize("text", ENTRY_CODES)
def test_an_entry_code_with_a_letter_inside_or_words_before_its_colon_is_a_secret(text: str) -> None:
    assert looks_secret(text)


@pytest.mark.parametrize("text", ENTRY_TALK)
def test_addresses_counts_changes_and_phones_of_an_entrance_are_not(text: str) -> None:
    assert looks_secret(text) is None


@pytest.mark.parametrize("text", QUEBEC_PINS)
def test_a_quebec_nip_is_a_card_pin(text: str) -> None:
    assert looks_secret(text)


@pytest.mark.parametrize("text", BUSINESS_NIPS)
def test_a_polish_nip_or_a_trades_tax_number_is_public(text: str) -> None:
    assert looks_secret(text) is None


@pytest.mark.parametrize("text", OWN_TAX_NUMBERS)
def test_ones_own_tax_number_and_a_cards_pin_stay_secret(text: str) -> None:
    assert looks_secret(text)
