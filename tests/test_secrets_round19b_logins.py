"""Round 19b (logins): a log-in label in ~25 languages followed by "user / password" ("Prihlásenie do Tatra banky:
12345678 / Bryndza*Halusky"); a value given after a correction phrase ("no wait", "nein, falsch, richtig ist", "ese es el
de papá, el mío es") read with the label before the old value; a lower-case word and a number after a password word
and a service ("mk zalo: lan2024"); a PIN of letters and digits, short ("PIN 7K3X") or after words naming its account
("PIN-kód k bankovnictví 7Hk2x9"); an account name joined by "+" to a weak password ("use admin + hunter22"). And the
look-alikes: menu words and options after a log-in label, times, dates, corrected times, prices, phone numbers, rooms
and flights, a board's pins, networks, models, policies and products with their numbers."""

from __future__ import annotations

import pytest

from tiered_memory.shared.safety import looks_secret, redact_secrets

LOGIN_PAIRS = [
    'Prihlásenie do Tatra banky: 12345678 / Bryndza*Halusky',
    'Přihlášení do banky: novak77 / Slunce*Mesic',
    'Anmeldung Sparkasse: 4711083 / Brezel!Senf',
    'Connexion au site des impôts : 1234567890123 / Croissant*Beurre',
    'Inicio de sesión del banco: mgarcia / Paella#Rica',
    'Logowanie do banku: 55512345 | Pierogi*Ruskie',
    'Bejelentkezés OTP: kovacsj / Gulyas!Leves',
    'Giriş e-Devlet: 12345678901 / Simit*Cay',
    'Вход в Сбербанк: ivanov / Борщ*Сметана',
    'Логін Приват24: petrenko / Вареники!Сир',
    'Đăng nhập Vietcombank: nguyenvan / Pho*Bo2024',
    'Masuk BCA: budi123 / Nasi*Goreng',
    '登录工商银行: wangfang / Jiaozi*Cu88',
    'ログイン 楽天銀行: tanaka / Sushi*Wasabi',
    '로그인 국민은행: kimmin / Kimchi*Jjigae',
]

LOGIN_BENIGN = [
    'Login: Google / Apple',
    'Prihlásenie: meno / heslo',
    'Anmeldung: 10:00 / 12:00',
    'Anmeldung: Montag / Dienstag',
    'Login options: Face ID / Touch ID',
    'Přihlášení do banky: 15.03.2024 / 16.03.2024',
    'Login page: Home / Settings',
    'Connexion : Wi-Fi / Ethernet',
    'Giriş: 14:30 / 15:30',
    'Login: email / password',
    'Login with: Google / Microsoft / Apple',
    'Inicio de sesión: usuario / contraseña',
    'Вход: по паролю / по SMS',
    '登录方式：微信 / 支付宝',
    'Login for example: demo / Demo*Pass',
    'Prihlásenie: rýchle / bezpečné',
    'Login issues: 3 / 5 resolved',
    'Anmeldung bis 15. Mai: Formular / Online',
]

CORRECTED = [
    'PIN de la tarjeta: 4455 no, ese es el de papá, el mío es 7788',
    'Meine PIN ist 1234, nein, falsch, richtig ist 5821',
    "Code du portail : 4821 non, c'est plutôt 4812",
    'wifi password: Blue77 no wait, it is Sunset#88',
    'Mật khẩu wifi: Hoa1234 à không, nhầm, là Sen5678',
    '银行卡密码 482913 不对，应该是 482931',
    'Kod do domofonu 4471 nie, czekaj, 4417',
    'Пин-код от карты 3381, ой нет, 3318',
    'Şifre: Kedi1234 yok dur, Kopek5678',
]

CORRECTED_BENIGN = [
    'The meeting is at 10:30, no wait, 11:00',
    'It costs 12.50 no wait, 13.50',
    'Born 12.03.1990 no wait 13.03.1990',
    'Room 214 no wait, 241',
    'My phone is 0171 2345678 sorry, 0171 2345679',
    'Flight LH 404, no wait LH 440',
    'PIN has 4 digits, no wait, 6',
    'The code changes on 1 May, sorry I mean 2 May',
    'Der Zug fährt um 14:05, nein, falsch, richtig ist 14:50',
    'La reunión es el 3, no, perdón, el 4 de junio',
    'Le prix est 45 €, non, plutôt 54 €',
    'Zimmer 12, nein, Zimmer 21',
    'Встреча в 15:00, ой нет, в 16:00',
    '会议是3点，不对，应该是4点',
    'Bus 42 no wait, bus 24',
    'Order #4412 sorry, #4421',
]

WEAK_AND_SHORT = [
    'mk zalo: lan2024',
    'mk fb: hoa1990',
    'PIN-kód k bankovnictví 7Hk2x9',
    'PIN 7K3X',
    'PIN: 4A9B',
    'mã PIN thẻ: 3K7Q',
    'use admin + hunter22',
    'login with root + dragon77',
]

WEAK_AND_SHORT_BENIGN = [
    'mk là lan2024',
    'mk zalo: iphone15',
    'PIN pad model VX520',
    'connect the LED to pin GP15',
    'pin 3V3 on the board',
    'SIM PIN 4G network',
    'PIN-kód k bankovnictví má 6 číslic',
    'PIN-kód k bankovnictví zapomenutý',
    'PIN code 110001 Delhi',
    'PIN 4G LTE',
    'use admin + password',
    'use admin + 2FA',
    'use python + numpy22',
    'use USB + HDMI2',
    'admin + hunter22 are the worst passwords ever',
    'Heslo k bankovnictví změním zítra',
    'PIN A4 paper',
]


@pytest.mark.parametrize("text", LOGIN_PAIRS + CORRECTED + WEAK_AND_SHORT)
def test_a_login_pair_a_corrected_value_a_weak_or_short_pin_is_a_secret(text: str) -> None:
    assert looks_secret(text) is not None


@pytest.mark.parametrize("text", LOGIN_BENIGN + CORRECTED_BENIGN + WEAK_AND_SHORT_BENIGN)
def test_a_look_alike_with_the_same_words_and_no_secret_is_not_one(text: str) -> None:
    assert looks_secret(text) is None


@pytest.mark.parametrize(("value", "text"), [
    ('Bryndza*Halusky', 'Prihlásenie do Tatra banky: 12345678 / Bryndza*Halusky'),
    ('5821', 'Meine PIN ist 1234, nein, falsch, richtig ist 5821'),
    ('7Hk2x9', 'PIN-kód k bankovnictví 7Hk2x9'),
    ('hunter22', 'use admin + hunter22'),
])
def test_redaction_removes_the_password_or_the_corrected_value(value: str, text: str) -> None:
    assert value not in redact_secrets(text)
