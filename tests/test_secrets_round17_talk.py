"""Round 17's talk about secrets (secret_talk.py): a statistic of common PINs, a maker's default, an example, an
expired voucher, a password policy, a game's word, where a password is written or a time of day gives no secret, in
~20 languages; a first-person word beside the value ("my", "I set", "ich", "mi", "我的") keeps the secret. The real
detector, no mocks."""

from __future__ import annotations

import pytest

from tiered_memory.shared.safety import looks_secret

SECRETS = [
    'my PIN is 1234',
    'PIN: 0000 (ich hab ihn nie geändert)',
    'the default password I set for the NAS is Tr0ub4dor&3',
    'password example123 for my bank',
    'my default PIN is 4821',
    'Default password for my router: Xk9mP2qL7',
    'PIN 4821 for the front door',
    'El PIN de mi tarjeta es 4821',
    'The wifi password is written on the fridge: Blue_Fox_77',
    'Mi contraseña nueva es Gato2020!',
    'Meine PIN ist 4821',
    '我的默认密码是 Xk9mP2qL7',
    '私の初期パスワードを Tanuki2024 に変えた',
    'Das WLAN-Passwort steht auf dem Router: Fuchs_Blau_77',
    'Mon mot de passe par défaut est Soleil#2024',
    'Mi PIN por defecto es 4821',
    'Nenosiri langu la default ni Jua2024x',
    'Kode OTP kamu 448213, jangan dibagikan',
    'Password: at least 8 chars? mine is Kx9!mP2q',
    'router login admin and the password printed on the sticker was replaced with Rosemary7Thyme',
    'ホテルのWi-Fiパスワードは kyoto0415guest（部屋カードの裏に書いてあった）',
    'Visa debit 4916 3385 0608 2832, CVC on the back',
    'Mã OTP ngân hàng: 771 304, hết hạn sau 3 phút',
    '여권번호 M71849263 만료 2032.05 — 항공권 예약할 때 씀',
    'Meine Steuer-ID für den Kita-Antrag: 58 137 029 644',
    'PS5のアカウント: taro_ps / Game#Over99',
    'frase semilla metamask: glove harbor ivory jungle kettle lemon magnet noble oyster pencil quiz rocket',
    'Connect to prod with postgres://hockey_user:cousin10crystal@db0.example.net:5432/app',
    '测试服 Redis 连接 redis://default:Rd!s2026@10.0.0.8:6379',
]

BENIGN = {
    'how often people pick a PIN or a password': [
        'Most common PIN is 1234, then 1111',
        'El PIN más común es 1234',
        'Häufigste PIN ist 1234',
        'Le code PIN le plus courant est 1234',
        'Top 10 passwords of 2023: 123456 is still first',
        'Der häufigste PIN ist 1234',
        'La contraseña más común es 123456',
        'A senha mais comum é 123456',
        'Il PIN più comune è 1234',
        'Самый популярный пароль 123456',
        'Najczęstszy PIN to 1234',
        'De meest gebruikte pincode is 1234',
        'En yaygın şifre 123456',
        'PIN yang paling umum adalah 1234',
        '最常见的密码是 123456',
        'よく使われる暗証番号は 1234',
        '가장 흔한 비밀번호는 123456',
        'Les mots de passe les plus courants: 123456 et azerty',
        'Die beliebtesten Passwörter 2023: 123456, passwort',
        'Las contraseñas más usadas: 123456 y qwerty',
    ],
    "a maker's default, public in every manual": [
        'Default PIN 1234, change on first use',
        'Code PIN par défaut 0000',
        'Werks-PIN 0000 bitte ändern',
        'Default password: admin',
        'Contraseña por defecto 1234',
        'Senha padrão 0000',
        'Пароль по умолчанию 0000',
        'Domyślny PIN 0000',
        'Varsayılan şifre 1234',
        'PIN bawaan 1234',
        '默认密码 123456',
        '初期パスワード 0000',
        '기본 비밀번호 0000',
        'Il codice PIN di fabbrica è 0000',
        'Standaard pincode 0000, wijzig bij eerste gebruik',
        'Fabrika ayarı şifre 0000',
        'Заводской пароль admin, поменяйте сразу',
        'Mã PIN mặc định 1234',
        'PIN chaguo-msingi ni 0000, ibadilishe',
        'Kata sandi default router: admin',
    ],
    'an example, a game, an expired code, a policy, a time, a file number': [
        'Example password: Hunter2, never use it',
        'Zum Beispiel Passwort: Sonne123',
        'Por ejemplo contraseña: Gato2020',
        'Contoh kata sandi: Rahasia123',
        "The code word for today's game is 'banana', the kids loved it",
        'Kode voucher 8821 sudah kedaluwarsa',
        'Voucher code 4471 expired yesterday',
        'Der Gutscheincode 5521 ist abgelaufen',
        'Le code promo 7781 est expiré',
        'Kata sandi minimal 8 karakter, kata IT tahun 2024',
        'Password must be at least 8 characters',
        'Das Passwort muss mindestens 12 Zeichen haben',
        'Neno siri la kikundi cha WhatsApp ni siri yetu, kikao saa 1400',
        'Senha do Wi-Fi do hotel muda todo dia às 1200',
        'Passport application reference number: PA2024XYZ',
        'Beispiel-Passwort: Sommer2024!, bitte nicht verwenden',
        'Por ejemplo la contraseña Verano2024 es débil',
        'Exemple de mot de passe: Soleil123',
        'Mfano wa nenosiri: Jua2024',
        '例えばパスワード Sakura2024 は弱い',
        '예시 비밀번호: Hana2024',
        'Code promo 4471 expiré depuis lundi',
        'El cupón 5521 ya está caducado',
        'Der Code 8812 ist abgelaufen',
        'Kode OTP 4471 sudah kedaluwarsa, minta lagi',
        'PIN musi mieć co najmniej 6 cyfr',
        'Le mot de passe doit faire au moins 12 caractères',
        'La contraseña debe tener al menos 10 caracteres',
        'Şifre en az 8 karakter olmalı',
        '密码至少8位',
        'パスワードは8文字以上',
        '비밀번호는 8자 이상',
        'Nenosiri liwe na angalau herufi 8',
        'The secret word for the treasure hunt is pineapple',
        'Das Codewort für das Spiel heute ist Banane',
        'La palabra clave del juego es manzana',
    ],
    'where the password is written, no value': [
        'كلمة السر مكتوبة على الراوتر في الطابق 2',
        '密码写在路由器背面，型号 AX3000',
        'The password is written on the back of the router, model AX1800',
        'Das WLAN-Passwort steht auf dem Router, Modell 7590',
        'Wi-Fi password is printed on the sticker under the router',
        'Das Passwort steht auf dem Aufkleber unter dem Router',
        "Le mot de passe est écrit sur l'étiquette du routeur",
        'Kata sandi WiFi tertulis di bawah router',
    ],
}


@pytest.mark.parametrize("text", SECRETS)
def test_a_value_someone_owns_stays_a_secret_beside_talk_words(text: str) -> None:
    assert looks_secret(text) is not None


@pytest.mark.parametrize("text", [t for texts in BENIGN.values() for t in texts])
def test_talk_about_a_secret_that_gives_none_is_no_secret(text: str) -> None:
    assert looks_secret(text) is None
