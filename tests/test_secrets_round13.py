"""Round 13's families (secret_actions.py, secret_products.py, the concept table) on sentences written for these tests:
each family in several languages, and the look-alikes that must stay unflagged. The real detector, no mocks."""

from __future__ import annotations

import pytest

from tiered_memory.shared.safety import looks_secret, redact_secrets

FAMILIES = {
    "a file that opens or is encrypted with a value": [
        "Le relevé PDF s'ouvre avec MARTIN1975",
        "Das ZIP mit den Rechnungen ist mit Steuer_2024! verschlüsselt",
        "The payslip PDF opens with Smith0412",
        "El archivo ZIP está protegido con Casa*Playa22",
        "O PDF do extrato abre com Silva1980",
        "Il file PDF si apre con Rossi_1968",
        "Het PDF-bestand is beveiligd met Jansen1971",
    ],
    "a code keyed on a panel, dial or door that opens with digits": [
        "Pour entrer : taper 4 8 2 B sur le boîtier à droite",
        "La puerta del garaje se abre marcando 7 7 1 0",
        "El portal se abre con 2 0 8 1 #",
        "Am Tor einfach 5 5 1 9 eingeben auf der Tastatur",
        "Mailbox combo: R-22 L-8 R-31",
        "Lock combination for the gym locker: right 12, left 30, right 4",
        "Codice della cassetta postale: D-12 S-30 D-5",
        "Combinación del candado de la taquilla: D-8 I-24 D-3",
    ],
    "an unlock code or pattern": [
        "妈妈手机的解锁图案是 Z形 1-2-3-5-7-8-9",
        "รหัสปลดล็อกโทรศัพท์ของแม่: 551902",
        "Entsperrcode vom alten Handy: 739120",
        "Código de desbloqueo del móvil de la abuela: 2580",
        "Kod odblokowania telefonu: 4419",
    ],
    "a one-time or parental code": [
        "Kode OTP Tokopedia barusan 7719",
        "验证码 482913，五分钟内有效",
        "인증번호 [302918] 입니다",
        "Код из СМС: 5521",
        "Föräldrakod för Netflix: 9012",
        "Jugendschutz-PIN für den Receiver: 4820",
    ],
    "a short password word of chat": [
        "Inlog van de school: gebruiker 55012, ww zomer2019",
        "Wifi rumah: SSID Rumah-5G, pwnya sabar2024",
        "mdp : Lapin2020",
        "pw: Kanarie88",
    ],
    "a Wi-Fi value after an arrow or under its network": [
        "hier das wlan vom gartenhaus 👉 Sonnenweg2019Ost",
        "wifi for the cabin → Moose_Lake_77",
        "家里wifi：ChinaNet-7F2A\nhuang20201314",
        "וויפיי במשרד: Avoda_778899",
    ],
    "a telephone-banking password given as words": [
        "Mot de passe oral chez la banque : Crème Brûlée",
        "Hasło do banku przez telefon: pierogi ruskie",
        "Password for phone banking with Barclays: blue harbour",
        "Telefon-Kennwort bei der Sparkasse (telefonisch): Apfelstrudel",
    ],
    "African-language password words": [
        "Neno la siri la M-Pesa: 8812",
        "Neno la siri la benki: Simba2020",
        "Nywila ya barua pepe: Jambo_2019",
    ],
    "licence keys, API keys and gift cards named in their own words": [
        "購入済みソフトのシリアル番号: 2741-9930-1184-5521",
        "Office 序列号 7KQ2M-9XW4T-3PL8H-R6ND1-B5VJ3",
        "윈도우 제품 키 VK7JG-NPHTM-C97JM-9MPGT-3V66T",
        "地図APIのキー（無料枠）8f2c41a9b7d3e6f0a1b2c3d4e5f60718",
        "Steam-Guthabenkarte für Lea: 7QW2R-KJ8X4-N3MBT",
        "Tarjeta regalo de Amazon: 9TKZ4WMQ7P2RXV8L",
        "Segredo do webhook do Stripe: 5b2f0c8e9a7d4c3b2a1f0e9d8c7b6a5f4e3d2c1b",
    ],
}

LOOK_ALIKES = [
    "API key: sk-****************************7c2e (rotated already)",
    "token: xoxb-****-****-**** (borrado)",
    "Card ending ••••1234, PIN ••••",
    "password: !vault |  (encrypted with ansible-vault)",
    "db_password: {{ vault_db_password }}",
    "Funny: in the old IRC joke the password was hunter2",
    "En la película el código de la caja fuerte era 1-2-3-4, qué risa",
    "Im Film war der Tresorcode 0-0-0-0",
    "मेरे नए घर का पिन कोड 560034 है, बेंगलुरु",
    "Courier needs the PIN code of the address: 400050 (Bandra)",
    "路由器序列号 SN: 2150083712HCA0419",
    "The PDF opens with Adobe Reader",
    "The archive is encrypted with AES-256",
    "The gate opens at 0700 every day",
    "Wi-Fi network name: Vodafone-7A3C",
    "Gift card for Tim: 50 euros",
    "Neno la siri lazima liwe na herufi nane",
]


@pytest.mark.parametrize("text", [t for texts in FAMILIES.values() for t in texts])
def test_a_round13_family_sentence_is_flagged_and_redaction_hides_a_digit_or_the_value(text: str) -> None:
    assert looks_secret(text) is not None, text
    assert looks_secret(redact_secrets(text)) is None, redact_secrets(text)


@pytest.mark.parametrize("text", LOOK_ALIKES)
def test_a_masked_value_a_vault_reference_a_fictional_password_or_a_postal_pin_is_not_flagged(text: str) -> None:
    assert looks_secret(text) is None, text


# The same families in more languages (OTP, parental, unlock, short words, arrows, licence and gift words, turns).
MORE_SENTENCES = [
    'Das PDF vom Kontoauszug öffnet sich mit Meyer1984',
    'De zip is versleuteld met Fiets_2023!',
    'Arkiv ZIP är krypterat med Sommar2021!',
    'Plik PDF otwiera się hasłem Kowal1977',
    'Файл PDF открывается паролем Ivanov1985',
    'Il codice OTP della banca è 448120',
    'Code de vérification reçu par SMS : 739201',
    'Código de verificação do WhatsApp: 551-203',
    'Doğrulama kodu: 883104',
    'Mã OTP Vietcombank vừa gửi: 620194',
    'รหัส OTP จากธนาคาร 559021',
    '認証コードは 402918 です',
    'Bestätigungscode von PayPal: 118204',
    'Kod weryfikacyjny z banku: 992011',
    'Föräldrakoden till Viaplay är 5510',
    'Forældrekode til Netflix: 3390',
    'Code parental de la Freebox : 7741',
    'Código parental de la tele: 2208',
    'Pin parental de Movistar+: 1234',
    'Родительский код на телевизоре: 8812',
    'Kinderslot code van de tv: 4455',
    '화면 잠금 해제 패턴: 1-4-7-8-9',
    'ロック解除コード 482913',
    'Schéma de déverrouillage du téléphone : 1-5-9-6-3',
    'Código de desbloqueio do celular: 147258',
    'Şifre: Kedi_2019',
    'contra: Perro_2020!',
    'senha: Gato2018#',
    'Sandinya: Melati_88',
    'wachtwoord ww: Tulp2020!',
    'WiFi de casa ➡️ Mi_Casa_2020!',
    'Wi-Fi на даче 👉 Dacha_2019!',
    'واي فاي البيت: Beit_2020!',
    'וויפיי בבית: Bayit_2021!',
    'ไวไฟที่บ้าน: Baan_2020!',
    'Kalmar sirri ta banki: Kano_2019',
    'Nywila ya Wi-Fi: Nyumbani_2020',
    'Iphasiwedi ye-imeyili: Zulu_2018!',
    'Code secret oral pour la banque : Tarte Tatin',
    'Contraseña telefónica del banco: Tortilla Española',
    'Telefonbank-Passwort (mündlich): Apfelkuchen',
    'Password for telephone banking: purple elephant',
    '製品キー: 7KQ2M-9XW4T-3PL8H-R6ND1-B5VJ3',
    '激活码：KXJ7-2PQM-9WZ4-LT8R',
    'ライセンスキー ABCD1-EFGH2-IJKL3-MNOP4',
    '라이선스 키: Q7W2E-R9T4Y-U3I8O-P5A1S-D6F0G',
    'Clé de licence Office : 3KX7P-M9QW2-T4LRH-8VND6-BJ2C5',
    'Geschenkkarte von Amazon: AQ7K-29MX-PL4T',
    'Carte cadeau Fnac : 8XK2-PL9Q-4MWT-7RZN',
    'Cartão-presente Google Play: 7KQ2M9XW4T3PL8HR',
    'Подарочная карта Steam: 4QW7R-JK2X9-B8MNT',
    'ギフトカードのコード X9QWJ7M2KL4T8RPV',
    '기프트카드 번호 9KX2-PL7Q-4MWT-8RZN',
    "La porte s'ouvre avec le code 4 7 1 9 #",
    'The side gate opens with 3 3 0 9 #',
    'Combination for the bike lock: R-5 L-18 R-33',
    'Alarm disarm code at the cabin: 5 0 3 9',
    'Hälytyksen purkukoodi: 8 2 1 4',
    'Radiocode vom Polo: 4471',
    'Autoradio code: 2716',
]
# Look-alikes of those families: policy prose, where a value is kept, network names, balances, referral codes.
MORE_LOOK_ALIKES = [
    'The PDF opens with a cover page',
    'Our ZIP file is protected with a password (ask me)',
    'The gate opens with a remote control',
    'Kode OTP tidak boleh dibagikan ke siapa pun',
    'OTP codes are six digits long',
    'El código de verificación tiene 6 dígitos',
    'Verification code sent from 22395',
    'Parental control PIN must be 4 digits',
    'ww.example.com',
    'pw reset link sent',
    'Wi-Fi ➡️ Vodafone-7A3C',
    'Gift card worth 50 euros',
    'Gift card balance: 25.00',
    'The serial number of the fridge is 2150083712HCA0419',
    'Mot de passe oral : voir le classeur',
    'Meu código de indicação do Nubank é RAFA2024, pode divulgar',
    'Use my referral code JOHN2024 to get 10% off, share it with anyone',
    'My invite code is X7K2PQ — feel free to share',
    'Film quote: the password is swordfish',
    'In the novel the vault combination was 36-24-36',
    'API key: sk-...3f9a (rotated)',
    'password: ******** (hidden)',
    'PIN: ••••',
    'AWS secret: op://Work/aws/secret',
    'pass: ${DB_PASSWORD}',
    'Delivery PIN code 560001 Bangalore',
    'I unlocked the pattern level 1-4-7-8-9 in the game',
    'Room 1-4-7 is on the left',
    'Buzón del portal D-12, piso 3',
    'Motor 150 kw Diesel2020',
    'Real Madrid contra Barca2023 el sábado',
    'Ajax speelt ww Feyenoord2',
    'The zip file opens with WinRAR5',
    'PDF is protected with DRM2024',
    'Bestätigungscode kam als SMS, Kampagne 2024',
]


@pytest.mark.parametrize("text", MORE_SENTENCES)
def test_a_round13_family_sentence_in_another_language_is_flagged(text: str) -> None:
    assert looks_secret(text) is not None, text


@pytest.mark.parametrize("text", MORE_LOOK_ALIKES)
def test_a_round13_look_alike_in_another_language_is_not_flagged(text: str) -> None:
    assert looks_secret(text) is None, text
