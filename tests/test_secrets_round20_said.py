"""Round 20 (said codes): a PIN restated whole after its digits were described one by one ("o sea 1703", "つまり3705"),
digits keyed between keypad keys ("star 4 4 1 9 pound"), a PIN in spaced groups after a colon (a two-step or WPS PIN),
a config secret named in code form and given later in the sentence (JWT_SECRET … : 9f2c…); and the look-alikes: queue
tickets ("senha de atendimento"), transit card numbers, all-zero sample ids, password rankings, values said not to be
real, phone menus and USSD codes, counts, prices, postcodes, Indian postal pin codes, times, config names with no value
or with a commit hash beside them, a rule after what a password is for ("… till 1177 ska vara minst 12 tecken"), a
network's name given alone in Japanese, Chinese or Korean."""

from __future__ import annotations

import pytest

from tiered_memory.shared.safety import looks_secret

RESTATED = [
    "ATM PIN: first two digits are my birthday, 1 and 7, last two are 0 and 3, i.e. 1703.",
    "Geldautomat: die ersten zwei Ziffern sind 2 und 9, die letzten 4 und 1, also 2941.",
    "Code du digicode : d'abord le 5 et le 8, puis 1 et 6, c'est-à-dire 5816.",
    "Lo del cajero: los dos primeros son el 2 y el 6, los dos últimos 8 y 1, o sea 2681.",
    "Pincode van de pinautomaat: eerst 6 en 1, dan 9 en 3, dus 6193.",
    "Kartın şifresi: önce 3 ve 5, sonra 9 ve 2, yani 3592.",
    "PIN ATM ibu: dua angka pertama 1 dan 9, dua terakhir 6 dan 4, jadi 1964.",
    "Mã PIN thẻ: đầu là 2 và 8, cuối là 7 và 1, tức là 2871.",
    "رمز البطاقة: أولاً 4 و 7، ثم 2 و 9، يعني 4729.",
    "キーボックスの番号は、左が4と1、右が8と2。つまり4182です。",
    "Cartão do vovô: os dois primeiros são 0 e 9, os dois últimos 6 e 2, então 0962.",
    "Der Tresor: links 4 und 7, rechts 2 und 2, zusammen 4722.",
    "Il PIN della carta: prima 3 e 3, poi 8 e 1, quindi 3381.",
]
SAID_THEN_RESTATED = [
    "Pin del bancomat: novecentoquindici... cioè 0915",
    "Código del cajero: nueve uno cero tres, o sea 9103.",
    "PIN karty: dziewięć jeden zero trzy, czyli 9103.",
    "Code de la carte : sept deux huit un, c'est-à-dire 7281.",
]
UNLOCK_PATTERNS = [
    "Upplåsningsmönstret på farfars telefon: Z-form, punkterna 1-2-3-5-7-8-9",
    "Oma's Entsperrmuster: ein L, Punkte 1-4-7-8-9",
    "Le schéma de déverrouillage de papi : un L, points 1-4-7-8-9.",
    "El patrón de desbloqueo del móvil de mamá: 3-5-7-8-9",
    "解锁图案是 1-4-7-8-9，像个L。",
]
DERIVED = [
    "Grandpa's phone PIN is his old house number twice: 318318.",
    "Oma's PIN ist ihre Hausnummer zweimal: 4242.",
    "Le code du cadenas, c'est le numéro de la maison deux fois : 1717.",
    "El PIN de la tarjeta es el número del portal al revés: 8991.",
    "ПИН бабушки — номер квартиры дважды: 5656.",
]
KEYPAD = [
    "Gate code at the cabin is star 3 8 2 7 pound.",
    "Door code: press star 7 3 1 8 hash.",
    "Código del portón: asterisco 2 5 8 1 almohadilla.",
    "Türcode: Stern 4 9 1 2 Raute.",
    "Le digicode de l'immeuble, c'est étoile 3 9 0 4 dièse.",
    "Alarm code is 4 9 2 1 then hash.",
]
GROUPED = [
    "WhatsApp two-step verification PIN for dad, in case he switches phones: 482 915",
    "Le code de vérification en deux étapes Telegram de papi, s'il change de téléphone : 639 204",
    "De WPS-pincode van de router van oma, ik heb hem opgeschreven: 6142 0397",
    "Sim kartın PUK kodu: 7734 1092",
    "Mã PIN WPS của router: 4417 2290",
    "De pincode van mijn bankpas: 48 21 73",
]
CONFIG = [
    "JWT_SECRET für den Vereinsserver, in der Produktion gesetzt: 3c8e1f7a9b2d4e6f0a5c8b1d7e3f9a2c",
    "Pour l'appli : client_id 77102.apps.ferme (public) et client_secret GOCSPX-4hR8nWq2Zk7Tm1Vx9Lb3",
    "DB_PASSWORD для продакшена, выставлен вчера: k8Vq2mX9pL4rT7wZ",
    "apiToken del gestionale, non condividerlo: a7F3k9Q2m8X4v1Z6",
    "NEXTAUTH_SECRET van de webshop staat ingesteld op 4f9a1c7e2b8d3f6a0c5e9b1d",
    "clientSecret de l'appli mobile, celle de la prod : 9Xk2Lm7Qp4Rt8Vz3",
    "AUTH_TOKEN ya seva, usiishiriki na mtu: 8H3k9L2m7N4p1Q6r",
]
LOOK_ALIKES = [
    "Press star 1 2 3 pound to check your balance.",
    "Dial *#06# to see the IMEI of the phone.",
    "The customer service number is star 1 2 3 4 pound on any network, dial it for help.",
    "Gate code policy: 4 to 8 digits, star and pound are not allowed.",
    "The ATM card helpline is 0800 123 456, i.e. 0800123456.",
    "The PIN has 4 digits, i.e. 10000 combinations.",
    "The ATM charged 2 and 5 euros, so 2500 euros total this year.",
    "The gate opens at 7 and closes at 9, i.e. 1900.",
    "Code postal : d'abord 7 et 5, donc 75011.",
    "Room 3 and 7, i.e. 307, has the safe.",
    "Pincode: 560 001, Bangalore office.",
    "Delivery pincode: 110 092, East Delhi.",
    "Set JWT_SECRET in the .env file, at least 32 characters.",
    "JWT_SECRET is read from the environment; see commit 9f2c7b1e84d3a6f05c9e2b7d1a8f3c6e for the change.",
    "Der JWT_SECRET-Wert steht im Tresor, nicht im Repo.",
    "client_id 48213-abc9d8e7f6a5b4c3d2e1.apps.googleusercontent.com is public.",
    "Use SECRET_KEY_BASE from Rails credentials, version 7.1.3.",
    "Senha de atendimento no cartório: C212, estão chamando a C207.",
    "Senha da fila do banco: A023, estão chamando a A019.",
    "Wartenummer beim Bürgeramt: 347, gerade aufgerufen 312.",
    "Número de turno en la farmacia: 58, van por el 51.",
    "排队号：A158，现在叫号A150。",
    "Oyster card number 0512 3456 7890 in case I lose it.",
    "八達通號碼 87654321(3)，增值咗200蚊。",
    "Mi tarjeta SUBE es 6061 2680 1234, la cargué ayer.",
    "Sample card 0000 0000 0000 0000 for the form.",
    "Practice SIN on the worksheet: 000 000 000, obviously not real.",
    "The top ten PINs include 1234, 1111 and 0000.",
    "Top two passwords of the year: 123456 and password, said the news.",
    "Dummy password for the demo: Test1234!",
    "Le mot de passe du tutoriel, fictif bien sûr : Soleil2024",
    "Lösenordet till 1177 ska vara minst 12 tecken, men en fras går bra.",
    "Passordet til BankID skal være minst 8 tegn.",
    "Salasana Kela 123 pitää olla vähintään 12 merkkiä.",
    "My PIN is my house number twice, but I won't say it.",
    "El PIN es el número de mi casa al revés, no te lo digo.",
    "Room 217, i.e. the one upstairs, has the safe.",
    "Kode pos: 4 dan 0, jadi 40115 Bandung.",
    "Pincode 400 001, Mumbai GPO, for the parcel.",
    "WhatsApp support number in case you change phones: +34 600 123 456",
    "SECRET_KEY must be 50 characters; generate it with get_random_secret_key().",
    "The JWT_SECRET env var is missing in build 4f9a1c7e2b8d3f6a0c5e9b1d, please add it.",
    "Numerek w kolejce do okienka: A047, wywołują A041.",
    "Номер в очереди: 58, сейчас вызывают 51.",
    "Sıra numaram 214, şu an 209 çağrılıyor.",
    "Nomor antrian saya B027, sekarang dipanggil B020.",
    "番号札は127番、今は119番を呼んでいます。",
    "대기번호 314번, 지금 301번 호출 중.",
    "The top three PINs people choose are 1234, 0000 and 2580.",
    "Worksheet example SSN 123-45-6789, not a real number.",
    "Unlock pattern tips: avoid simple shapes, 1-2-3-4 is the worst.",
    "The unlock pattern has 9 dots and at least 4 must be used.",
    "PIN: four digits, i.e. 1000 combinations are possible.",
    "Pin del bancomat: te lo dico dopo, cioè domani.",
    "Codice del cancello: cambia ogni mese, cioè 12 volte.",
    "Code postal : celui de Lyon, c'est-à-dire 69001 pour le colis.",
    "Beispiel-PIN im Flyer: 1234, nicht die echte.",
    "教程里的身份证号 110101199003077777 是示例，不是真的。",
    "サンプルのカード番号 4111 1111 1111 1111、本物じゃないです。",
    "Example password: Hunter2x, his is different.",
    "Laut Nachrichten sind '123456' und 'passwort' die zwei häufigsten Passwörter.",
    "Según el informe, '123456' y 'contraseña' siguen siendo las contraseñas más usadas del año.",
    "The password for portal 365 must be at least 10 characters.",
    "Wi-Fiの名前は「buffalo-g-4c2e」、パスワードはルーターの裏に書いてある。",
    "와이파이 이름은 iptime-5G, 비번은 냉장고에 붙어 있어요.",
]
REAL_NOT_SAMPLE = [
    "The real SSN, not the sample one: 521-44-9087.",
    "SSN for the form: 078-05-1120 no wait that's the sample one, hers is 521 44 9087",
    "Die echte Steuer-ID, nicht das Beispiel: 47 036 892 815",
    "El PIN de verdad, no el del ejemplo: 8830",
    "真的密码，不是示例：Kx7p29mQ!a",
]
NAME_AND_PASSWORD = [
    "Wi-Fiの名前は「aterm-9b1c4d」、パスワードは「kX7p2mQ9」です。",
    "WiFi名字是 TP-LINK_5G_88，密码是 abc12345xyz",
    "Mein Passwort ist Xk9pq22m, muss mindestens 8 Zeichen haben.",
]


@pytest.mark.parametrize("text", RESTATED)
def test_a_pin_restated_whole_after_its_digits_were_described_is_a_secret(text: str) -> None:
    assert looks_secret(text) is not None


@pytest.mark.parametrize("text", SAID_THEN_RESTATED)
def test_a_pin_said_in_words_after_its_label_then_restated_in_digits_is_a_secret(text: str) -> None:
    assert looks_secret(text) is not None


@pytest.mark.parametrize("text", UNLOCK_PATTERNS)
def test_an_unlock_pattern_named_then_given_as_dots_is_a_secret(text: str) -> None:
    assert looks_secret(text) is not None


@pytest.mark.parametrize("text", DERIVED)
def test_a_public_number_turned_into_a_pin_twice_or_backwards_and_given_is_a_secret(text: str) -> None:
    assert looks_secret(text) is not None


@pytest.mark.parametrize("text", KEYPAD)
def test_digits_keyed_between_keypad_keys_in_a_sentence_about_a_code_are_a_secret(text: str) -> None:
    assert looks_secret(text) is not None


@pytest.mark.parametrize("text", GROUPED)
def test_a_pin_in_spaced_groups_after_a_colon_is_a_secret(text: str) -> None:
    assert looks_secret(text) is not None


@pytest.mark.parametrize("text", CONFIG)
def test_a_config_secret_named_then_given_later_in_the_sentence_is_a_secret(text: str) -> None:
    assert looks_secret(text) is not None


@pytest.mark.parametrize("text", REAL_NOT_SAMPLE)
def test_a_value_said_to_be_the_real_one_after_a_sample_is_set_aside_is_a_secret(text: str) -> None:
    assert looks_secret(text) is not None


@pytest.mark.parametrize("text", NAME_AND_PASSWORD)
def test_a_password_beside_a_network_name_or_a_rule_still_flags(text: str) -> None:
    assert looks_secret(text) is not None


@pytest.mark.parametrize("text", LOOK_ALIKES)
def test_menus_counts_tickets_transit_cards_samples_and_rankings_are_not_secrets(text: str) -> None:
    assert looks_secret(text) is None
