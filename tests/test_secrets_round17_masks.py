"""Round 17's public-number masks (secret_public_numbers.py): a year, a price, a count of combinations, a clock time, a
phone or hotline number, a model number, or an error, area, squawk or section code beside a credential word is blanked
before the rules read the text, in many languages; a number named as the code itself stays a secret. The real
detector, no mocks."""

from __future__ import annotations

import pytest

from tiered_memory.shared.safety import looks_secret
from tiered_memory.shared.safety.secret_public import mask

STILL_SECRET = [
    'der Code ist jetzt 2023',
    'PIN: 1800',
    '비밀번호 2580',
    '密码 8990',
    'Kode PIN saya 1004',
    'My PIN is 1984',
    'Türcode: 2023',
    'the gate code is 2200',
    'ATM PIN 1205, keep it safe',
    'Wi-Fi password: Sunflower2019!',
    'código del portón 7700',
    'пароль от почты: 4959',
    '門のパスコードは 0274',
    'Passcode telepon saya 0800',
    'pin ya ATM ni 1400',
    'Code de déverrouillage du téléphone : 15963',
    'alarm code, set at 2230',
    'Code für den Aufzug in die Penthouse-Etage: 5 5 3 #',
]

BENIGN = {
    'a year with a year word or a change word, ~20 languages': [
        '大门密码 2023 年换了，问物业',
        '密码 2021 年改过一次',
        '현관 비밀번호 2023년에 바뀜, 경비실에 물어봐',
        '玄関の暗証番号は 2023 年に変わった',
        'パスワードは2022年に変更しました',
        'Jelszót 2021-ben cseréltem',
        'A PIN-kódot 2019-ben kaptam',
        'Parol-u 2022-ci ildə dəyişdim',
        'סיסמה שיניתי ב-2022',
        'غيرت كلمة المرور في 2022',
        'كلمة المرور منذ 2020 لم تتغير',
        'Пароль поменяли у 2023 році',
        'Пароль сменил в 2021',
        'Mwen chanje modpas mwen an 2022',
        'পাসওয়ার্ড 2022 সালে বদলেছি',
        'Kata sandi minimal 8 karakter, kata IT tahun 2024',
        'Nilibadilisha nenosiri mwaka 2021',
        'My bike lock is from 2019, a Kryptonite',
        'Same password since 2018, I know',
        'Passwort seit 2020 nicht geändert',
        'Mot de passe changé depuis 2017',
        'Contraseña cambiada desde 2016',
        'Building code 2021 edition',
    ],
    'a price with a currency or a price word': [
        'ドアロック 4桁 2980円',
        '金庫は 12800 円でした',
        '门锁型号 Z4471，售价 899 元',
        '密码锁 价格 1299 元',
        '자물쇠 4자리 비밀번호, 가격 8900원',
        '금고 비밀번호 자물쇠 15000원에 샀어',
        'Bike lock Kryptonite 1590 costs 90 dollars',
        'ክፍያ 5000 ብር ነው፣ የፓስፖርት ኮድ',
        'Zahlenschloss Preis 2499',
        'Safe PIN pad fee 3500 shillings',
    ],
    'a count of combinations': [
        'Zahlenschloss mit 4 Ziffern, 10000 Kombinationen',
        'Cadenas à 3 chiffres, 1000 combinaisons',
        'Кодовый замок, 10000 комбинаций',
        'Kłódka szyfrowa, 10000 kombinacji',
        'Combination lock with 3 dials, 1000 combinations',
        'Candado de 4 dígitos, 10000 combinaciones',
        'Cadeado de código, 1000 combinações',
        'Lucchetto a combinazione, 10000 combinazioni',
        '4자리 비밀번호는 10000가지 조합',
        '四位密码锁共 10000 种组合',
    ],
    'a clock time after a time word': [
        'Gate 2 code holders only after 2200',
        'Locker 12 code reset by reception at 1800',
        'Senha do Wi-Fi do hotel muda todo dia às 1200',
        'Neno siri la kikundi cha WhatsApp ni siri yetu, kikao saa 1400',
        'Türcode wird um 1800 Uhr geändert',
        'Le code du portail change après 2100',
        'Kode gerbang diganti pukul 1700',
        'El código de la puerta cambia a las 0800',
    ],
    'a phone or hotline number under its label': [
        '支付密码忘了，客服电话 95588',
        '공동현관 비밀번호는 관리사무소 02-123-4567에 문의',
        "Call the bank's PIN hotline on 0800 123 456",
        'Senha do banco: ligar para 4004 0001 se esquecer',
        'Two-factor codes arrive by SMS from 22395',
        'Forgot the PIN? Helpline 0345 600 1234',
        'PIN vergessen, Telefon 030 123456',
        'パスワードを忘れたら 0120-123-456に電話',
        'Mot de passe oublié : appeler le 01 45 67 89 10',
    ],
    'a model number': [
        '密码写在路由器背面，型号 AX3000',
        '비밀번호는 공유기 뒤에, 모델 AX1800',
        'Wi-Fi password on the sticker, model RT-AX58U',
        'Das WLAN-Passwort steht auf der Fritz!Box 7590',
        'Bike lock code, a Kryptonite 1590',
        'Le mot de passe est sous le routeur, modèle AX5400',
    ],
    'error, area, squawk, section, lesson and floor codes': [
        'Kode kesalahan 1004 muncul lagi',
        'Codice errore 5005 sulla caldaia',
        'Kode area 0274 untuk Yogyakarta',
        'Код города 4959 это ошибка, правильно 495',
        'Squawk code 7700 means an emergency',
        'Code of conduct section 4471 applies',
        'La parola del giorno, lezione 1205',
        'Security code 404 error when I open the page again',
        'Fehlercode 4021 beim Passwort ändern',
        'Password reset gives error code 5003',
        'Kode voucher 8821 sudah kedaluwarsa',
        'Password policy is on page 12 of the handbook',
    ],
}

CASES = [(kind, text) for kind, texts in BENIGN.items() for text in texts]


@pytest.mark.parametrize("text", STILL_SECRET)
def test_a_number_named_as_the_code_stays_a_secret(text: str) -> None:
    assert looks_secret(text), text


@pytest.mark.parametrize("kind,text", CASES)
def test_a_public_number_beside_a_credential_word_is_no_secret(kind: str, text: str) -> None:
    assert not looks_secret(text), (kind, text, mask(text))


@pytest.mark.parametrize("text", STILL_SECRET)
def test_the_mask_leaves_a_named_code_untouched(text: str) -> None:
    assert mask(text) == text, mask(text)
