"""Round 34, family "named": secrets named by the service or the thing they open rather than by a password word.

A national sign-in's code called by the plain word for "code" ("MitID er min mors kode: Rugbroed-53"), a PIN given
before its word in Sundanese, Javanese, Indonesian or Malay word order with a hush ("273600 teh PIN m-banking BJB, ulah
dibejakeun"), a door's or a padlock's combination called its lock's number in a Turkic language ("ئىشىك قۇلۇپ نومۇرى
5038"), and an access token known by its vendor's prefix alone (Meta's "EAAG…"). Each list of secrets has a list of
near look-alikes beside it that must stay unflagged: the service's app or code generator, its helpline, a rule about
its code, a door's or a locker's number, a PIN word with no value, a parcel's number before "teh", a key prefix named
in prose, a Facebook page id and a WhatsApp group's invite link.
"""

from __future__ import annotations

import pytest

from tiered_memory.shared.safety import looks_secret, redact_secrets

EID_CODES = [
    "MitID er min mors kode: Rugbroed-53",
    "Rugbroed-53 er koden til mors MitID",
    "mors MitID kode er Rugbroed53, sig det ikke til nogen",
    "BankID-koden til pappa er Fjell2024, ikke del den",
    "BankID kod för mormor: Ek2024sommar",
    "DigiD code van oma: Tulp2024!",
    "itsme code van papa is 48213",
    "mon code FranceConnect c'est Lavande-88",
    "il codice SPID di nonna: Gelato_77",
    "la clave de Cl@ve de mi padre es Sevilla77",
    "Smart-ID PIN1 on 48213, ära kellelegi ütle",
    "Smart-ID kodas: Ruta2023x",
    "Госуслуги код мамы: Berezka77",
    "код від Дії: Kalyna2023",
    "SwissID Code von Grosi: Matterhorn4478",
    "BundID Code meiner Oma: Kuckuck-19",
    "mObywatel kod babci 48213",
    "eParaksts kods: Daugava88",
    "TAXISnet κωδικός: Olympos77",
    "Ügyfélkapu kód: Balaton88",
    "gov.br código da vovó: Caju2024",
    "Aadhaar OTP 482913 hai, kisi ko mat batana",
    "NemID kode: 4471, kun til mor",
    "my MitID code is Rugbroed-53",
    "Ügyfélkapu kód: Balaton88",
    "my Singpass code is Merlion88",
    "Suomi.fi tunnusluku 48213, älä kerro kenellekään",
    "MinID kode til farmor: Hytte2022",
    "e-Devlet kodu annemin: Kartal1907x",
    "CIEC de mi mamá: Cdmx2024",
    "Дія код 4821, нікому не кажи",
    "BankID-säkerhetskoden 4821",
    "itsme-code: 48213",
    "MitID bruger-ID: 48213377, kode: Rugbroed-53",
    "BankID bruker-ID 48213377 og passord Fjell2024",
]

EID_PUBLIC = [
    "MitID app is on my phone",
    "MitID code generator",
    "my MitID code generator arrived in the post",
    "MitID kodeviser serienummer 12345678",
    "MitID bruger-ID: 48213377",
    "BankID-appen er oppdatert til versjon 7.4.1",
    "DigiD code moet minimaal 8 tekens hebben, bijv. Tulp2024",
    "MitID kode skal være mindst 6 tegn",
    "DigiD code helpdesk 088 1236 555",
    "MitID kodeviser koster 1499 kr",
    "SPID attivato nel 2021, codice arrivato per posta",
    "BankID kortnummer 48213377",
    "itsme app: 3 pogingen over",
    "FranceConnect fonctionne avec impots.gouv.fr",
    "Eid al-Adha discount code EID2024 at the bakery",
    "MitID kode: 3 forsøg tilbage",
    "the SPID helpdesk code is 06 8264 1234",
    "BankID utløper 2026-05-01, ny kode kommer i posten",
    "Smart-ID version 24.1.3 asks for PIN1",
    "SPID livello 2 attivato, codice utente AB12345",
    "NemID nøglekort nr. 48213377",
    "the MitID code is on page 12 of the manual",
    "Aadhaar OTP aaya nahi, 2 baar try kiya",
    "ClaveÚnica: 3 intentos fallidos",
    "kode pos Nias 22815",
]

BEFORE_PIN = [
    "emak nitip: 273600 teh PIN m-banking BJB, ulah dibejakeun ka saha-saha",
    "ieu 2486 teh PIN kartu ATM bapa, rusiah",
    "titip ya: 551902 itu PIN ATM BRI ibu, jangan bilang siapa-siapa",
    "nitip: 482913 iku PIN m-banking BCA, ojo dikandhani sopo-sopo",
    "simpan: 730152 tu PIN Maybank mak, jangan bagitau sesiapa",
    "mamah nitip 903317 teh PIN BRImo, ulah dibejakeun",
    "I have multiple PINs; the bank one is 4821",
    "482913 ang PIN ng ATM ni nanay, huwag ipagsabi",
    "482913 là mã PIN thẻ ATM của mẹ, đừng nói ai",
    "bapak nitip 482913 eta PIN ATM Mandiri",
    "mbah nitip: 482913 kuwi PIN ATM BRI, aja dikandhani wong liya",
    "titip pesan nenek: kode brankas 482913, jangan kasih tahu",
]

BEFORE_PIN_PUBLIC = [
    "PIN m-banking diganti tiap bulan",
    "nomer resi 0028371 teh JNE, kirim isukan",
    "273600 teh nomer pesenan Tokopedia",
    "emak nitip paket, resi JNE 0028371",
    "tips: PIN m-banking ulah tanggal lahir",
    "titip pesan: PIN ATM jangan dikasih ke siapa pun",
    "nitip: 0028371 teh nomer resi JNE",
    "nitip: 482913 teh nomer pesenan Shopee",
    "titipan: 12 dus aqua teh PIN na di gudang",
]

LOCK_NUMBERS = [
    "ئۆينىڭ ئىشىك قۇلۇپ نومۇرى 5038، پەقەت ئائىلىدىكىلەرگە",
    "ئىشىك كودى 4821، باشقىلارغا دېمە",
    "ئىشىك قۇلۇپ شىفىرى 5038",
    "есік құлпының нөмірі 5038, тек отбасыға",
    "кулпунун номери 5038",
    "йозак коды 4821",
    "ишек коды 4821, беркемгә әйтмә",
    "qulf raqami 7391, faqat oila uchun",
    "velosiped qulfi kodi 4471",
    "gapy gulpunyň belgisi 5038",
    "qıfılın nömrəsi 5038",
    "сейф шифры 5038",
    "qulup nomuri 2719, peqet a'ilige",
    "эшиктин кулпусунун коду 4821",
    "есік коды 4821",
]

LOCK_PUBLIC = [
    "the lock number on the locker room door is 12",
    "eshik raqami 12",
    "uy raqami 5038",
    "ئۆي نومۇرى 12",
    "xona raqami 305, qulf yangi",
    "kalit raqami 5038",
    "dolap kilidi numarası 14",
    "qulf narxi 45000 so'm",
    "ئىشىك نومۇرى 12",
    "есік нөмірі 14",
    "kapı numarası 5038",
]

TOKENS = [
    "טוקן של הבוט בווטסאפ EAAGm0PX4ZCpsBAKx9Lq2 אל תעלה לגיט",
    "whatsapp cloud api: EAABsbCS1iHgBAO7Zx3k9pQ2LmN4",
    "توكن فيسبوك EAAJZC7ZB1x2ZAq9ZBkO3ZA4ZC لا تنشره",
    "токен инстаграма IGQVJXa1b2C3d4E5f6G7h8I9j0K",
    "client secret GOCSPX-4aB9cD2eF7gH1iJ6kL3mN8oP0q",
    "heroku: HRKU-AAbC9d8E7f6G5h4I3j2K1l0MnOpQrStU",
    "bitbucket app password ATBB3gT7pLq9Xw2RzK5mN8vB4cD6fH1j",
    "pinecone pcsk_4Fq9Z2_Lm8Np3Qr7St1Uv5Wx9Yz2Ab6Cd",
    "tavily tvly-aB3dE5fG7hJ9kL2mN4pQ6rS8tU",
    "mi clave nostr nsec1vl029mgpspedva04g90vltkh6fvh240zqtv9k0t9af8935ke9laqsnlfe5",
    "yandex y0_AgAAAAB3kP9xAATuwQAAAAD4nM2kL7Qz9VbXc",
    "supabase sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz",
    "docker dckr_oat_7Zq2W9xL4kP1mN8vB3cD6fH0j",
    "brevo xkeysib-3f9a2b7c1d4e8f60a5b3c9d2e7f1a4b8c6d0e3f5a9b2c7d1e4f8a0b6c3d9e2f7a1-Zx8Kq2Lm4Np6Rt9V",
    "discord webhook https://discord.com/api/webhooks/123456789012345678/aB3dE5fG7hJ9kL2mN4pQ6rS8tU0vW1xY2zA3bC4dE5fG6hI7jK8lM9nO",
    "ボットのトークンは EAAGm0PX4ZCpsBAKx9Lq2 です",
    "EAAG m0PX4 ZCpsB AKx9L q2",
    "טוקן של הבוט: 8f3kD9x2LmQ7pZ4wT1",
    "توكن البوت: 8f3kD9x2LmQ7pZ4wT1",
    "токен бота: 8f3kD9x2LmQ7pZ4wT1 не коммить",
    "मेरे बॉट का टोकन 8f3kD9x2LmQ7pZ4wT1",
    "bot tokenim 8f3kD9x2LmQ7pZ4wT1, kimseye verme",
    "کلید API من: sk9Fq2LmZ8xP4wT7vB3n",
    "api anahtarım: sk9Fq2LmZ8xP4wT7vB3n",
    "discord.gg/h7Kq2xP password Hund2024!",
    "api key for the bot: Zq4Lm8xP2wT7vB3nK9",
]

TOKEN_PUBLIC = [
    "EAAG",
    "tokens from the Graph API start with EAAG or EAAB",
    "our Facebook page id is 104839201938475",
    "join the WhatsApp group: https://chat.whatsapp.com/HxYz12AbCd34EfGh56IjKl",
    "GOCSPX- is the prefix of a Google client secret",
    "placeholder token EAAGxxxxxxxxxxxxxxxxxxxxxxxx",
    "nostr public key npub1vl029mgpspedva04g90vltkh6fvh240zqtv9k0t9af8935ke9laqsnlfe5",
    "facebook app id 1234567890123456",
    "EAAGLEWOOD community centre",
    "токен USDT: 0xdAC17F958D2ee523a2206206994597C13D831ec7",
    "NFT токен #4821",
    "токен истёк вчера, нужен новый",
    "توكن ERC-20 اسمه USDT",
    "טוקן הזמנה 550e8400-e29b-41d4-a716-446655440000",
    "токен бота в README: YOUR_BOT_TOKEN_1234",
    "book club discord: discord.gg/h7Kq2xP share with anyone",
    "telegram group t.me/+Ab3dE5fG7hJ9kL2m",
    "grupo de la familia: chat.whatsapp.com/Kx9Lm2Pq7Rs4Tv",
    "the next level needs 1500 xp",
]


@pytest.mark.parametrize("text", EID_CODES)
def test_a_sign_in_services_code_given_by_a_plain_code_word_is_a_secret(text: str) -> None:
    assert looks_secret(text)


@pytest.mark.parametrize("text", EID_PUBLIC)
def test_a_sign_in_services_app_helpline_rule_or_card_number_is_not_a_secret(text: str) -> None:
    assert looks_secret(text) is None


@pytest.mark.parametrize("text", BEFORE_PIN)
def test_a_pin_given_before_its_word_in_malay_order_is_a_secret(text: str) -> None:
    assert looks_secret(text)


@pytest.mark.parametrize("text", BEFORE_PIN_PUBLIC)
def test_a_pin_word_with_no_value_or_a_parcels_number_is_not_a_secret(text: str) -> None:
    assert looks_secret(text) is None


@pytest.mark.parametrize("text", LOCK_NUMBERS)
def test_a_turkic_lock_number_or_door_code_is_a_secret(text: str) -> None:
    assert looks_secret(text)


@pytest.mark.parametrize("text", LOCK_PUBLIC)
def test_a_rooms_a_houses_a_lockers_or_a_keys_number_is_not_a_secret(text: str) -> None:
    assert looks_secret(text) is None


@pytest.mark.parametrize("text", TOKENS)
def test_a_token_with_a_known_vendor_prefix_is_a_secret(text: str) -> None:
    assert looks_secret(text)


@pytest.mark.parametrize("text", TOKEN_PUBLIC)
def test_a_key_prefix_in_prose_a_page_id_an_invite_link_or_a_contract_address_is_not_a_secret(text: str) -> None:
    assert looks_secret(text) is None


@pytest.mark.parametrize("text, value", [
    ("MitID er min mors kode: Rugbroed-53", "Rugbroed-53"),
    ("טוקן של הבוט בווטסאפ EAAGm0PX4ZCpsBAKx9Lq2 אל תעלה לגיט", "EAAGm0PX4ZCpsBAKx9Lq2"),
    ("ئىشىك قۇلۇپ نومۇرى 5038", "5038"),
    ("токен бота: 8f3kD9x2LmQ7pZ4wT1", "8f3kD9x2LmQ7pZ4wT1"),
    ("api anahtarım: sk9Fq2LmZ8xP4wT7vB3n", "sk9Fq2LmZ8xP4wT7vB3n"),
])
def test_redaction_removes_the_named_value(text: str, value: str) -> None:
    assert value not in redact_secrets(text)
