"""Round 32, family "leftovers": gaps the last round's helpers left, on both sides.

Secrets that were missed: the user's own code set after a public default or a sample ("the manual says 0000 but I set
7291", "el ejemplo es 123456, el mío es 889201"), a router's default Wi-Fi key that is still the network's key ("la
contraseña por defecto del wifi es 73920184"), a safe or a lock set to a value ("Hotelsafe eingestellt auf 1986"), an
intercom's or a stairwell's code with a letter glued on ("intercom 7412K", "codice della scala B 7412K") and a door
that opens with a year-shaped number ("вратата отваря с 1942"). Look-alikes that were flagged: a motor's rating or a
force after the same opening words ("garage door opens with a 1200 W motor", "Tor öffnet mit 3000 N Kraft"), a hotel
key card's printed number handed out by reception ("the door opens with card 4471 from reception") and a year after a
PIN word and a time preposition ("PIN-ul cardului l-am schimbat în 2019"). Each is tested both ways: the bare value, a
label then a year, and the user's own PIN stay flagged.
"""

from __future__ import annotations

import pytest

from tiered_memory.shared.safety import looks_secret, redact_secrets

OWN_AFTER_SAMPLE = [
    "the manual says 0000 but I set 7291",
    "the sticker says 0000 but I set 7291",
    "el ejemplo es 123456, el mío es 889201",
    "the example is 123456, mine is 889201",
    "im Beispiel steht 123456, meiner ist 889201",
    "l'exemple dit 123456, le mien c'est 889201",
    "o exemplo é 123456, o meu é 889201",
    "l'esempio è 123456, il mio è 889201",
    "het voorbeeld is 123456, de mijne is 889201",
    "przykład to 123456, mój to 889201",
    "örnek 123456, benimki 889201",
    "пример 123456, мой 889201",
    "contoh 123456, punya saya 889201",
    "laut Handbuch 0000, ich habe 7291 eingestellt",
    "la notice dit 0000 mais j'ai mis 7291",
    "el manual dice 0000 pero puse 7291",
    "o manual diz 0000 mas eu coloquei 7291",
]

SAMPLE_ONLY = [
    "the manual says 0000",
    "the manual says 30 minutes but I set 45",
    "the manual says 1200 rpm but I set 1400 rpm",
    "the example shows 123456",
    "el ejemplo es 123456",
    "the manual says 0000 but I set the timer to 45",
]

LIVE_DEFAULT_KEYS = [
    "la contraseña por defecto del wifi es 73920184",
    "the default wifi password is 73920184, printed on the router",
    "default WLAN key of the router: 48201937",
    "WLAN-Schlüssel ab Werk 48201937, steht auf dem Router",
    "le mot de passe wifi par défaut est 73920184",
    "a senha padrão do wifi é 73920184",
    "la password predefinita del wifi è 73920184",
    "standaard wifi wachtwoord 73920184",
    "domyślne hasło do wifi to 73920184",
    "varsayılan wifi şifresi 73920184",
    "пароль wifi по умолчанию 73920184",
    "kata sandi wifi bawaan 73920184",
    "mật khẩu wifi mặc định 73920184",
    "默认wifi密码 73920184",
    "와이파이 기본 비밀번호 73920184",
    "the default PUK of my SIM is 48213912",
    "the default code of the safe is 4821",
    "Werkscode vom Tresor 4821",
    "el código por defecto de la alarma es 4821",
    "le code par défaut du cadenas est 482",
    "il codice di fabbrica della cassaforte è 4821",
    "domyślny kod sejfu to 4821",
    "заводской код сейфа 4821",
    "kasanın fabrika şifresi 4821",
    "保险柜出厂密码 4821",
    "금고 초기 비밀번호 4821",
]

PUBLIC_DEFAULTS = [
    "la contraseña por defecto del wifi era 73920184, ya la cambié",
    "default PIN 0000",
    "Code PIN par défaut 0000",
    "the default router password is 12345678",
    "默认密码 123456",
    "Werks-PIN 0000, bitte ändern",
    "the default code of the safe is 0000",
    "the default code of the safe was 4821, I changed it",
    "default timeout 300 seconds",
    "default port 8080",
    "the default PIN is 1234",
]

SET_TO = [
    "Hotelsafe eingestellt auf 1986",
    "hotel safe set to 1986",
    "the safe is set to 4817",
    "Tresor auf 1986 eingestellt",
    "le coffre est réglé sur 1986",
    "la caja fuerte está configurada en 1986",
    "o cofre está configurado com 1986",
    "la cassaforte è impostata su 1986",
    "de kluis staat op 1986",
    "kassaskåpet är inställt på 1986",
    "sejf ustawiony na 1986",
    "trezor nastavený na 1986",
    "seiful e setat pe 1986",
    "сейф настроен на 1986",
    "сейф установлен на 1986",
    "kasa 1986'ya ayarlı",
    "brankas diatur ke 1986",
    "金庫は1986に設定した",
    "保险柜设置为 1986",
    "금고는 1986으로 설정",
    "the bike lock is set to 472",
    "suitcase lock set to 319",
    "the padlock is set to 4817",
    "Zahlenschloss eingestellt auf 472",
    "il lucchetto è impostato su 4817",
    "cadeado configurado com 4817",
    "kłódka ustawiona na 4817",
    "замок на чемодане выставлен на 4817",
    "bavul kilidi 4817'ye ayarlı",
    "gembok koper diatur ke 4817",
    "ổ khóa đặt là 4817",
    "القفل مضبوط على 4817",
    "行李箱密码锁设置为 4817",
    "자물쇠 4817로 설정",
    "साइकिल का ताला 4817 पर सेट है",
    "ตู้เซฟตั้งรหัสเป็น 4817",
    "I set the safe to 1986",
    "we set the gate keypad to 7731",
]

SET_LOOKALIKES = [
    "the thermostat is set to 2100",
    "the alarm clock is set to 0545",
    "Wecker auf 0545 gestellt",
    "the safe is set to 220 V",
    "the lock is set to 000 for shipping",
    "the safe was set up in 1986",
    "the gate is set to open at 0700",
    "the gate is set to close at 2200",
    "the heating is set to 2100",
    "the timer is set to 0630",
    "set the oven to 1800 W",
    "server set to port 8080",
]

ENTRY_CODES = [
    "codice della scala B 7412K",
    "intercom 7412K",
    "intercom: K7412",
    "intercom is 7412K",
    "domofon 7412K",
    "interfon 7412K",
    "citofono 7412K",
    "Gegensprechanlage 4471#",
    "interphone B4927",
    "домофон 7412К",
    "домофон: К7412",
    "portero automático 7412B",
    "porteiro eletrônico 7412B",
    "parlofoon 7412#",
    "porttelefonen 7412B",
    "θυροτηλέφωνο 7412Κ",
    "diafon 7412B",
    "אינטרקום 7412",
    "الانتركم 7412B",
    "인터폰 7412#",
    "オートロック 7412#",
    "the intercom code for mum's building is K7412",
    "codul de la scara B 7412K",
    "codul interfonului 7412K",
    "kod do klatki B 7412K",
    "kod do klatki schodowej 7412",
    "Stiegenhaus-Code 7412K",
    "lépcsőház kód 7412K",
    "code de l'escalier B 7412K",
    "código de la escalera B 7412K",
    "Code Stiege 2: 7412K",
    "kód vchodu B 7412K",
]

ENTRY_LOOKALIKES = [
    "interfon 31",
    "domofon 3",
    "domofon 12",
    "citofono 4",
    "buzzer 12",
    "intercom 24B",
    "intercom model 1122-B",
    "intercom brand Aiphone JO-1MD",
    "intercom installed in 2019",
    "intercom in 2019 was replaced",
    "intercom repair call 0800 555 123",
    "Ticket number for the broken intercom: INC0038217",
    "citofono Rossi, interno 7",
    "scala B, interno 12",
    "Apartament 31, scara B, etaj 4, interfon 31.",
    "interphone au nom de Dupont",
    "interfon 0721 456 789",
]

OPENS_WITH = [
    "вратата отваря с 1942",
    "вратата се отваря с 1942",
    "портата се отваря с 1986",
    "the gate opens with 1942",
    "opens with 1200",
    "garage opens with 1986",
    "die Haustür öffnet sich mit 1986",
    "das Tor öffnet mit 4817",
    "la porte s'ouvre avec 4817",
    "le portail s'ouvre avec 1957",
    "el portón abre con 1963",
    "o portão abre com 4817",
    "il cancello si apre con 4817",
    "de poort gaat open met 4817",
    "porten åpnes med 1986",
    "vrata se otvaraju sa 4817",
    "garaj kapısı 1975 ile açılıyor",
    "a kapu 4817-tel nyílik",
    "poarta se deschide cu 4817",
    "cổng mở bằng 4817",
    "השער נפתח עם 4817",
    "ドアは4817で開きます",
    "the gate opens with 3000",
    "die Tür öffnet mit 3000",
    "garage door opens with 1200",
    "das Tor öffnet mit 1986",
    "la puerta se abre con 1986",
    "kapı 1986 ile açılıyor",
    "дверь открывается кодом 1986",
    "الباب يفتح بـ 1986",
    "गेट 1986 से खुलता है",
    "گیٹ 1986 سے کھلتا ہے",
    "gate 1986 se khulta hai",
    "darwaza 4471 se khulta hai",
    "pintu dibuka dengan 1986",
    "mlango unafunguka kwa 1986",
    "the garage door opens with a 1200 W motor and code 4471",
    "Tor öffnet mit 3000 N Kraft, Code 4471",
]

RATINGS_AND_CARDS = [
    "garage door opens with a 1200 W motor",
    "Tor öffnet mit 3000 N Kraft",
    "das Tor öffnet mit 3000 N Kraft",
    "the gate opens with a 750 W drive",
    "la puerta del garaje se abre con un motor de 1200 W",
    "il cancello si apre con un motore da 800 W",
    "o portão abre com motor de 1500 W",
    "the door opens with a force of 1200 N",
    "das Garagentor öffnet mit 1400 U/min",
    "la porte s'ouvre avec un moteur 1200 W",
    "the barrier opens with a 230 V motor",
    "the barrier opens with 2000 N force",
    "brama otwiera się silnikiem 1200 W",
    "vrata se otvaraju motorom od 1200 W",
    "Garagentorantrieb 1200 W, öffnet in 12 Sekunden",
    "the lock's solenoid runs on 1200 mA at 12 V",
    "the safe weighs 1200 kg",
    "the gate motor turns at 1400 rpm",
    "the door opens with card 4471 from reception",
    "the room door opens with key card 2215 from the front desk",
    "die Zimmertür öffnet mit Karte 4471 von der Rezeption",
    "la porte s'ouvre avec la carte 4471 donnée à la réception",
    "la puerta se abre con la tarjeta 4471 que dan en recepción",
    "the gate opens at 0700 every day",
    "la porte du garage s'ouvre depuis 2019 avec l'application",
    "гаражната врата се отваря с мотор 1200 W",
    "ворота открываются с 2019 года по карте",
    "das Tor öffnet seit 2019 mit der App",
    "гараж открывается с 0700",
    "мотор 1200 Вт, ворота открываются за 10 секунд",
    "der Antrieb hat 1200 W und öffnet das Tor in 10 Sekunden",
    "darwaza subah 0600 se khulta hai",
    "gate raat 2200 baje band hota hai",
]

YEARS_AFTER_TIME_WORDS = [
    "PIN-ul cardului l-am schimbat în 2019",
    "password changed in 2021",
    "PIN geändert seit 2019",
    "le code PIN a été changé en 2019",
    "el PIN lo cambié en 2019",
    "o PIN foi alterado em 2019",
    "il PIN l'ho cambiato nel 2019",
    "de pincode is sinds 2019 hetzelfde",
    "PIN-koden har jeg hatt siden 2019",
    "PIN-koden har varit samma sedan 2019",
    "kod PIN zmieniłem w 2019",
    "пароль сменил в 2019",
    "ПИН-кодът е същият от 2019",
    "пароль не мінявся з 2019",
    "ο κωδικός άλλαξε από 2019",
    "salasana vaihdettu vuonna 2019",
    "şifremi 2019'da değiştirdim",
    "kata sandi diganti sejak 2019",
    "mật khẩu đổi từ năm 2019",
    "密码2019年改过",
    "비밀번호 2019년에 바꿈",
    "הסיסמה שונתה מאז 2019",
    "كلمة السر تغيرت منذ 2019",
    "password 2019 se same hai",
    "पासवर्ड 2019 से नहीं बदला",
]

STILL_SECRET = [
    "PIN 2019",
    "PIN: 2019",
    "my PIN is 1986",
    "mein PIN ist 1986",
    "mi PIN es 1986",
    "PIN-ul cardului este 2019",
    "the code is 2019",
    "the door opens with code 4471 from reception",
    "the door opens with card and code 4471",
    "the door opens with card 4471, PIN 2580",
    "the room safe code is 1986, reception has the master key",
    "Zimmertür-Code 4471, Karte an der Rezeption",
    "PIN seit 2019: 4821",
    "password changed in 2021, now Kiwi_2021!",
    "PIN-ul cardului l-am schimbat în 2019, acum e 4821",
    "kod PIN zmieniłem w 2019 na 7731",
]


@pytest.mark.parametrize("text", OWN_AFTER_SAMPLE)
def test_the_users_own_value_after_a_manual_or_sample_value_is_a_secret(text: str) -> None:
    assert looks_secret(text)


@pytest.mark.parametrize("text", SAMPLE_ONLY)
def test_a_manual_or_sample_value_with_no_own_code_after_it_is_not_a_secret(text: str) -> None:
    assert looks_secret(text) is None


@pytest.mark.parametrize("text", LIVE_DEFAULT_KEYS)
def test_a_default_network_key_or_device_code_not_said_to_be_changed_is_a_secret(text: str) -> None:
    assert looks_secret(text)


@pytest.mark.parametrize("text", PUBLIC_DEFAULTS)
def test_a_trivial_or_changed_default_is_not_a_secret(text: str) -> None:
    assert looks_secret(text) is None


@pytest.mark.parametrize("text", SET_TO)
def test_a_value_a_lock_or_safe_is_set_to_is_a_secret(text: str) -> None:
    assert looks_secret(text)


@pytest.mark.parametrize("text", SET_LOOKALIKES)
def test_a_setting_of_a_clock_a_heater_or_a_unit_is_not_a_secret(text: str) -> None:
    assert looks_secret(text) is None


@pytest.mark.parametrize("text", ENTRY_CODES)
def test_an_intercom_or_stairwell_code_with_a_letter_or_key_is_a_secret(text: str) -> None:
    assert looks_secret(text)


@pytest.mark.parametrize("text", ENTRY_LOOKALIKES)
def test_a_flats_number_a_model_or_a_year_beside_an_intercom_is_not_a_secret(text: str) -> None:
    assert looks_secret(text) is None


@pytest.mark.parametrize("text", OPENS_WITH)
def test_a_bare_number_a_door_opens_with_is_a_secret(text: str) -> None:
    assert looks_secret(text)


@pytest.mark.parametrize("text", RATINGS_AND_CARDS)
def test_a_rating_a_force_a_key_cards_number_or_an_opening_time_is_not_a_secret(text: str) -> None:
    assert looks_secret(text) is None


@pytest.mark.parametrize("text", YEARS_AFTER_TIME_WORDS)
def test_a_year_after_a_time_word_beside_a_credential_word_is_not_a_secret(text: str) -> None:
    assert looks_secret(text) is None


@pytest.mark.parametrize("text", STILL_SECRET)
def test_a_labelled_year_an_own_pin_or_a_code_beside_a_key_card_stays_a_secret(text: str) -> None:
    assert looks_secret(text)


@pytest.mark.parametrize("text", ["intercom 7412K", "Hotelsafe eingestellt auf 1986", "the manual says 0000 but I set 7291"])
def test_redaction_removes_the_users_code(text: str) -> None:
    redacted = redact_secrets(text)
    assert not any(code in redacted for code in ("7412", "1986", "7291"))
