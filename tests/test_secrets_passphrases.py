"""Round 14's plain-word and code families (secret_passphrases.py, secret_products.py, secret_actions.py) on sentences
written for these tests: passphrases and memorable words, numbered seed words, vouchers, activation and licence
keys, app passwords, codes given before their sentence, pickup and prescription codes, each in several languages;
and the look-alikes that must stay unflagged. The real detector, no mocks."""

from __future__ import annotations

import pytest

from tiered_memory.shared.safety import looks_secret, redact_secrets

# (text, the value redaction must hide)
FAMILIES: dict[str, list[tuple[str, str]]] = {
    "a passphrase or master password given as plain words": [
        ("Master password for Bitwarden: purple elephant dances slowly", "purple elephant"),
        ("Mein Master-Passwort für 1Password: Regenbogen über Hamburg", "Regenbogen"),
        ("Mot de passe maître KeePass : les pommes vertes de Normandie", "pommes vertes"),
        ("Contraseña maestra de LastPass: gato azul come tortilla", "gato azul"),
        ("Senha mestra do Bitwarden: cachorro verde pula muro", "cachorro verde"),
        ("Password principale di KeePass: la luna sopra Napoli", "luna sopra"),
        ("Hoofdwachtwoord van Bitwarden: fiets onder de brug", "fiets onder"),
        ("Huvudlösenord till KeePass: älgen dansar i skogen", "älgen dansar"),
        ("Pääsalasana KeePassiin: revontulet tanssivat hiljaa", "revontulet"),
        ("Hasło główne do Bitwardena: zielony smok lata nisko", "zielony smok"),
        ("Мастер-пароль от KeePass: синий кот ест борщ", "синий кот"),
        ("Ana parola Bitwarden: mavi kedi balık yer", "mavi kedi"),
        ("Passphrase für meinen GPG-Schlüssel: Blaue Elefanten tanzen nie", "Blaue Elefanten"),
        ("Phrase secrète de la clé SSH : le chat dort sur le piano", "chat dort"),
        ("Frase de contraseña de la clave PGP: el perro ladra a la luna", "perro ladra"),
        ("Lösenfras för SSH-nyckeln: röda hus vid sjön", "röda hus"),
        ("Ledger passphrase (25th word): Sonnenblume", "Sonnenblume"),
    ],
    "a memorable, secret or telephone-banking word": [
        ("Memorable word for Lloyds: HEDGEHOG", "HEDGEHOG"),
        ("Lloyds memorable information: characters 1, 3 and 6 of 'marmalade'", "marmalade"),
        ("Secret word for the bank if they call: giraffe", "giraffe"),
        ("Codewort für die Sparkasse am Telefon: Rotkehlchen", "Rotkehlchen"),
        ("Mot secret pour la banque : papillon", "papillon"),
        ("Palabra secreta para el banco: girasol", "girasol"),
        ("Parola segreta per la banca: girasole", "girasole"),
        ("Geheim woord voor de bank: tulpenbol", "tulpenbol"),
        ("Kodeord til banken: rugbrød", "rugbrød"),
        ("Salainen sana pankille: mustikka", "mustikka"),
        ("Кодовое слово для банка: ромашка", "ромашка"),
        ("Telefonbanking-Kennwort: Apfelstrudel", "Apfelstrudel"),
        ("Phone banking password: blue lagoon", "blue lagoon"),
    ],
    "a security answer in small letters": [
        ("security question: mother's maiden name? answer: smith", "smith"),
        ("Sicherheitsfrage: Name des ersten Haustiers – Antwort: bello", "bello"),
        ("Question secrète : nom de mon premier animal ? Réponse : minou", "minou"),
        ("Pregunta de seguridad: ¿ciudad natal? Respuesta: cuenca", "cuenca"),
        ("Säkerhetsfråga: första bilen? Svar: röd volvo", "röd volvo"),
        ("Контрольный вопрос: девичья фамилия матери? Ответ: иванова", "иванова"),
    ],
    "numbered seed words": [
        ("Seed phrase backup: 1. abandon 2. ability 3. able 4. about 5. above 6. absent", "abandon"),
        ("Metamask seed: 1) galaxy 2) ribbon 3) monkey 4) hunt 5) oval 6) dinner", "galaxy"),
        ("Wallet recovery words 1-6: 1 gravity 2 lemon 3 orbit 4 piano 5 rocket 6 sunset", "gravity"),
    ],
    "a voucher, wallet or prepaid code": [
        ("Amazon gift card code: KX7Q-92LMP-RT4W", "KX7Q-92LMP-RT4W"),
        ("Carte cadeau Fnac : 7Q2LP-XV9RN-4WT1B", "7Q2LP-XV9RN-4WT1B"),
        ("Steam wallet code: 4XK9P-2LQ7M-VR8TN", "4XK9P-2LQ7M-VR8TN"),
        ("Google Play Guthaben-Code: H7K2PQ9XLM4R8T3V", "H7K2PQ9XLM4R8T3V"),
        ("PlayStation Store Code: 8KQ2-L9XV-4RN7", "8KQ2-L9XV-4RN7"),
        ("Xbox-Gutschein im Wert von 25 €: VRT4K-9XQ2L-PM7WB-3N8YZ-6HJ2C", "VRT4K-9XQ2L-PM7WB-3N8YZ-6HJ2C"),
    ],
    "an activation or licence key": [
        ("Windows activation code: 7KQ2L-P9XV4-RN8WT-1BZ6Y-3MPQ8", "7KQ2L-P9XV4"),
        ("Código de activación de Office: KX7Q2-L9XV4-RN8WT-1BZ6Y-3MPQ8", "KX7Q2-L9XV4"),
        ("Aktiveringskod för Norton: 4KX9Q-2LPM7-VR8TN-3WQ1B", "4KX9Q-2LPM7"),
        ("Код активации Касперского: 7KQ2L-P9XV4-RN8WT-1BZ6Y", "7KQ2L-P9XV4"),
        ("Licence Sublime Text :\nLicensed To: Jeanne Martin\nEA7E-192837\n9C4B7E2A1F8D3E6A0B5C9D2E7F1A4B8C",
         "9C4B7E2A1F8D3E6A0B5C9D2E7F1A4B8C"),
    ],
    "an app password and a code given before its sentence": [
        ("App password for Thunderbird: abcd efgh ijkl mnop", "abcd efgh"),
        ("Outlook app password: qwer-tyui-opas-dfgh", "qwer-tyui"),
        ('MAIL_PASSWORD="wxyz rstu mnop efgh"  # Gmail', "wxyz rstu"),
        ("481920 is your Microsoft verification code", "481920"),
        ("294817 est votre code de vérification Facebook", "294817"),
        ("837261 es tu código de Uber", "837261"),
        ("662910 é o seu código do WhatsApp", "662910"),
        ("735102 — ваш код подтверждения", "735102"),
    ],
    "a pickup, prescription, sender's or payment code": [
        ("取件码 12-3-4051", "12-3-4051"),
        ("门口快递柜取件码 8-3-2041，放在3号柜", "8-3-2041"),
        ("Paketstation Abholcode: 582913", "582913"),
        ("InPost kod odbioru: 583921", "583921"),
        ("Código de recogida del paquete: 492013", "492013"),
        ("Votre code pour retirer le colis au point relais est 608412.", "608412"),
        ("E-Rezept-Code für Mama: 160.000.031.552.118.27", "160.000.031.552.118.27"),
        ("Tu código de WhatsApp: 318-204. No lo compartas.", "318-204"),
        ("WhatsApp-koodisi: 381-554", "381-554"),
        ("Kod BLIK od taty: 603 771", "603 771"),
        ("スマートロックの解錠コード 840271", "840271"),
        ("رمز قفل الجوال 5512", "5512"),
    ],
}

LOOK_ALIKES = [
    "Master password: stored in Bitwarden, never written down.",
    "Mein Master-Passwort habe ich vergessen, muss es zurücksetzen.",
    "The master password should be long and memorable.",
    'Tip: use a passphrase of four random words like "correct horse battery staple".',
    "Secret word: see the envelope in the drawer",
    "Codewort für die Bank: steht auf dem Zettel im Tresor",
    "Passphrase hint: the one with Mum's garden and Dad's car",
    "Sicherheitsfrage: Name des ersten Haustiers",
    "Security question: what was your first car? (I never set one)",
    "Memorable date: our wedding anniversary is in June",
    "Kennwort vergessen? Dann bitte zurücksetzen.",
    "Shopping list: 1 apple 2 banana 3 orange 4 lemon 5 bread",
    "Steps: 1. download 2. install 3. open 4. login",
    "Top five: 1 dune 2 arrival 3 alien 4 heat 5 fargo",
    "Amazon order number 302-1234567-1234567",
    "Amazon-Bestellnummer: 028-4859201-3948571",
    "Amazon tracking TBA123456789012 arrives Monday",
    "Amazon code for the order: TBA123456789012",
    "Gutscheincode SOMMER20 für 20 % Rabatt",
    "Referral code for Revolut: JOHN4821X",
    "Amazon gift card already redeemed, 50 € on my account",
    "Amazon-Gutschein eingelöst, 50 € Guthaben sind drauf",
    "PlayStation model CFI-1216A bought yesterday",
    "Windows activation: done, digital license linked to my account",
    "Licensed to: Acme Corp, valid until 2027",
    "Licensed to: Acme Corp\nValid until 2027",
    "App password needed for Thunderbird, create one in Google settings",
    "Your code will arrive by SMS",
    "Der Bestätigungscode kommt per SMS, dauert ein paar Minuten",
    "Abholcode kommt per App",
    "快递取件码要等短信",
    "Le code pour retirer le colis arrive par SMS, commande 2024",
    "Paket abholen bis 12.12., Sendungsnummer 00340434161094042557",
    "Order 482913 is your order number, the code comes later",
    "12345 is the zip code of Beverly Hills",
    "2024 is your year to shine",
    "E-Rezept: Die App zeigt den Code erst in der Apotheke an",
    "Microsoft Teams code of conduct 2023",
    "Hotel Bestätigungsnummer 48291034",
    "BLIK payments are popular in Poland since 2015",
]


@pytest.mark.parametrize(("text", "value"), [pair for pairs in FAMILIES.values() for pair in pairs])
def test_a_round14_family_sentence_is_flagged_and_its_redaction_hides_the_value(text: str, value: str) -> None:
    assert looks_secret(text) is not None, text
    redacted = redact_secrets(text)
    assert value not in redacted, redacted
    assert looks_secret(redacted) is None, redacted


@pytest.mark.parametrize("text", LOOK_ALIKES)
def test_advice_a_hint_an_order_a_referral_a_redeemed_card_or_a_code_to_come_is_not_flagged(text: str) -> None:
    assert looks_secret(text) is None, text
