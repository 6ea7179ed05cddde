"""Round 30, family "appliance": public numbers printed by makers and services.

A fault or error code a device shows (a boiler's F28, a washing machine's E21, a car's OBD P0420, a printer's
0x… status) and the service or engineer code a fault report gives beside it are the same on every unit; a card-stop,
bank or support line's number is printed for everyone; a password a manual or tutorial gives as its example is
nobody's. None of these is a secret. Their look-alikes stay secrets: an installer or engineer code that unlocks the
writer's alarm panel or service menu, a PIN, CVV or card number beside a helpline, and a password the writer owns
written next to an example word.
"""

from __future__ import annotations

import unicodedata

import pytest

from tiered_memory.shared.safety import looks_secret, redact_secrets

FAULT_CODES = [
    "boiler showing F28 = no ignition, engineer code 2291",
    "Worcester boiler flashing EA 227, engineer says fault code 227 means no flame",
    "washing machine shows E21, pump blocked",
    "dishwasher error code E24, drain blocked",
    "car dashboard: OBD code P0420, catalytic converter",
    "check engine light, code P0171 lean mixture",
    "printer error 0x61011bed, service code 5100",
    "router LED blinking red, fault code 0x0004",
    "AC unit showing E1, installer code 4401 per manual fault table",
    "Heizung zeigt Störung F28, Servicecode 2291 laut Handbuch",
    "Therme zeigt Fehlercode F.28, Kundendienst-Code 3341",
    "chaudière affiche code erreur F28, code technicien 2291",
    "lave-linge code erreur E21 pompe bouchée",
    "caldera muestra código de error F28, código de servicio 2291",
    "lavadora código de error E21",
    "caldaia codice errore 501, codice tecnico 2291",
    "ketel storing F28, foutcode 2291",
    "pralka kod błędu E21, kod serwisowy 2291",
    "котёл показывает код ошибки F28, сервисный код 2291",
    "kombi hata kodu F28, servis kodu 2291",
    "锅炉显示错误代码F28，售后代码2291",
    "給湯器 エラーコード 111、サービスコード 2291",
    "보일러 에러 코드 F28, 서비스 코드 2291",
    "الغلاية تظهر رمز الخطأ F28",
    "máy giặt báo mã lỗi E21",
    "mashine ya kufulia inaonyesha msimbo wa hitilafu E21",
    "पंप का त्रुटि कोड E21 है",
    "tvättmaskinen visar felkod F28",
    "astianpesukone näyttää virhekoodi E24",
    "kotel hlásí kód chyby F28",
    "a kazán hibakód F28",
    'máquina de lavar mostra código de erro E21',
    'centrala dă eroare F28, vine tehnicianul',
    'ο λέβητας δείχνει σφάλμα F28',
    'котел показує помилку F28, сервісний код 2291',
    'הדוד מציג קוד שגיאה F28',
    'پکیج کد خطا F28 نشان میده',
    'mesin cuci menampilkan kode error E21',
    'เครื่องซักผ้าขึ้น error E21',
    'opvaskemaskinen viser fejlkode E24',
    'oppvaskmaskinen viser feilkode E24',
    'ওয়াশিং মেশিনে ত্রুটি কোড E21',
    'வாஷிங் மெஷின் பிழை E21',
    'بوائلر پر خطا F28',
    "lave-vaisselle affiche erreur E24, code service 5100 d'après la notice",
    'Bosch dishwasher fault E15, diagnostic code 3110',
    'car threw code P0300, misfire',
    'Octavia check engine, DTC P0420',
    'Samsung washer error 4C, water supply',
    'LG fridge error ER IF',
    'boiler lockout, engineer code 1122 in the fault list',
]

CARD_STOP_LINES = [
    "opposition carte : 0 892 705 705",
    "Sperr-Notruf 116 116",
    "Kartensperre Hotline: +49 116 116",
    "bloquear tarjeta llamar al 900 123 456",
    "lost card hotline 0800 123 4567",
    "客服电话 95588",
    "信用卡挂失电话 400 820 0588",
    "カード紛失 0120-123-456",
    "카드 분실 신고 1588-1688",
    "bloccare la carta: numero verde 800 822 056",
    "kart bloke için 444 0 333",
    "bloqueio do cartão 0800 729 0722",
    "pas blokkeren: 088 385 5372",
    "блокировка карты 8 800 555 55 50",
    "zastrzeż kartę 828 828 828",
    "blokir kartu 1500 888",
]

SAMPLE_PASSWORDS = [
    "ejemplo de contraseña segura del manual: Ejemplo#2024 (no usar)",
    "example of a strong password from the manual: Tr0ub4dor&3 (do not use)",
    "Beispiel für ein sicheres Passwort: Sommer#2024! (nicht verwenden)",
    "exemple de mot de passe: Soleil#2024 (ne pas utiliser)",
    "password di esempio nel manuale: Esempio#2024",
    "密码示例：Abc#2024（请勿使用）",
    "パスワードの例：Sakura#2024",
    "비밀번호 예시: Hangul#2024",
    "tutorial uses password Passw0rd! as a placeholder",
    "voorbeeld wachtwoord uit de handleiding: Voorbeeld#2024",
    "przykładowe hasło z instrukcji: Przyklad#2024 (nie używać)",
    "пример пароля из инструкции: Primer#2024",
    "örnek şifre: Ornek#2024 (kullanmayın)",
]

UNLOCKING_SERVICE_CODES = [
    "alarm engineer code 1234 for our panel",
    "installer code for our Texecom alarm panel is 4711",
    "boiler showing F28, engineer code 2291 unlocks the service menu",
    "Errichtercode für unsere Alarmanlage: 4711",
    "code installateur de notre centrale d'alarme: 4711",
    "engineer code 2291",
    "alarm panel shows fault E12, engineer code 1234",
    "keypad error E4, installer code 9911 to get into the menu",
    "boiler fault F28, my engineer code 2291",
    "código de instalador de la alarma: 4711",
    "codice installatore della centrale allarme 4711",
    "kod instalatora alarmu 4711",
    "сервисный код сигнализации 4711",
    "报警器 安装码 4711",
    'boiler fault F28, engineer code 2291 — keep it, it resets the lockout',
    'gas boiler error, engineer access code 2291',
    'alarm fault E12 on the panel, installer code 4711',
]

PINS_BESIDE_A_LINE = [
    "Sperr-Notruf 116 116, meine PIN 4821",
    "opposition carte : 0 892 705 705, ma carte 4970 1012 3456 7890 CVV 123",
    "lost card hotline 0800 123 4567, my PIN is 4821",
    "bank hotline PIN 482193",
    "bloquear tarjeta: 900 123 456, mi PIN 4821",
    "客服电话 95588。我的银行卡密码：482193",
    "card stop line 0800 123 4567; card 4970 1012 3456 7890 exp 09/27",
    'Telefonbanking Hotline 0800 123 456, Telefon-PIN 48213',
]

OWN_PASSWORDS_BESIDE_EXAMPLE = [
    "Beispiel: mein Passwort ist Sommer#2024",
    "example password from the manual is admin, but our router password: Xy#77qq2",
    "e.g. password: Hunter#2024 for my bank",
    "not the example one, the real password: Real#2024x",
    "sample password Sommer#2024 — I actually use it for my email",
    'example: my wifi password is Sunny#2024',
    'wifi password example: mine is Sunny#2024',
]

FAULT_WORD_LOOKALIKES = [
    "Fehler beim Login, PIN 4821",
    "PIN to chyba 4821",
    "account blocked: 4821 is the unlock code",
    "error on the door, code to open: 4821",
    "washing machine shows E21, the door code is 4821",
    'Tresor zeigt E1, Code 4821',
    'ATM error, PIN 4821 rejected',
    'router error 651, wifi password: Xy#77qq2',
    'printer error E3, admin password for the printer: Adm#7731',
]


@pytest.mark.parametrize("text", FAULT_CODES)
def test_a_fault_code_a_device_shows_and_its_service_code_are_not_a_secret(text: str) -> None:
    assert looks_secret(text) is None


@pytest.mark.parametrize("text", CARD_STOP_LINES)
def test_a_card_stop_or_support_line_number_is_not_a_secret(text: str) -> None:
    assert looks_secret(text) is None


@pytest.mark.parametrize("text", SAMPLE_PASSWORDS)
def test_a_manuals_example_password_is_not_a_secret(text: str) -> None:
    assert looks_secret(text) is None


@pytest.mark.parametrize("text", FAULT_CODES + CARD_STOP_LINES + SAMPLE_PASSWORDS)
def test_redaction_leaves_a_public_makers_number_unchanged(text: str) -> None:
    assert redact_secrets(text) == unicodedata.normalize("NFKC", text)


@pytest.mark.parametrize("text", UNLOCKING_SERVICE_CODES)
def test_an_installer_or_engineer_code_that_unlocks_the_writers_device_is_a_secret(text: str) -> None:
    assert looks_secret(text) is not None


@pytest.mark.parametrize("text", PINS_BESIDE_A_LINE)
def test_a_pin_card_or_cvv_beside_a_helpline_is_still_a_secret(text: str) -> None:
    assert looks_secret(text) is not None


@pytest.mark.parametrize("text", OWN_PASSWORDS_BESIDE_EXAMPLE)
def test_the_writers_own_password_beside_an_example_word_is_still_a_secret(text: str) -> None:
    assert looks_secret(text) is not None


@pytest.mark.parametrize("text", FAULT_WORD_LOOKALIKES)
def test_a_code_beside_an_error_word_that_is_not_the_devices_fault_code_is_still_a_secret(text: str) -> None:
    assert looks_secret(text) is not None


def test_redaction_removes_the_pin_beside_a_card_stop_line() -> None:
    out = redact_secrets("Sperr-Notruf 116 116, meine PIN 4821")
    assert "4821" not in out


@pytest.mark.parametrize("text", [
    "Windows product key dari kakak: VK7JG-NPHTM-C97JM-9MPGT-3V66T? bukan, itu contoh — yang asli R4N8Q-2XKT7-MW9PD-6HJ3C-YB8VF",
])
def test_a_real_value_named_after_a_sample_is_redacted(text):
    out = redact_secrets(text)
    assert "R4N8Q" not in out
