"""Round 16's plain-word families (secret_family.py, secret_spelled.py, secret_phrases.py, secret_products.py) on
sentences written for these tests: family and pickup code words, passwords spelled out or dictated, voucher, top-up and
backup codes in spaced or dashed groups, each in several languages; and the look-alikes that must stay unflagged.
The real detector, no mocks."""

from __future__ import annotations

import pytest

from tiered_memory.shared.safety import looks_secret, redact_secrets

# (text, the value redaction must hide)
FAMILIES: dict[str, list[tuple[str, str]]] = {
    "a family or pickup code word given as plain words": [
        ("Abholpasswort für Kita Sonnenschein: Regenbogenfisch", "Regenbogenfisch"),
        ("Passwort um Mia abzuholen: gelber Drache", "gelber Drache"),
        ("pickup password for Ella at Little Oaks daycare: crunchy carrot", "crunchy carrot"),
        ("mot de passe pour récupérer Léa à la crèche : girafe rose", "girafe rose"),
        ("Mot de passe famille : chaussette verte", "chaussette verte"),
        ("Contraseña familiar para recoger a Lucía: tortuga morada", "tortuga morada"),
        ("palabra clave para recoger a los niños del colegio: pingüino azul", "pingüino azul"),
        ("senha para buscar o Pedro na escola: abacaxi voador", "abacaxi voador"),
        ("wachtwoord om Sem op te halen bij de opvang: groene kikker", "groene kikker"),
        ("passord for å hente Nora i barnehagen: blå hval", "blå hval"),
        ("lösenord för att hämta Elsa på förskolan: rosa flamingo", "rosa flamingo"),
        ("salasana jolla Aino haetaan päiväkodista: sininen kettu", "sininen kettu"),
        ("hasło do odbioru Zosi z przedszkola: zielony jeż", "zielony jeż"),
        ("heslo pro vyzvednutí Aničky ze školky: modrý slon", "modrý slon"),
        ("пароль чтобы забрать Машу из садика: синий кит", "синий кит"),
        ("Ali'yi okuldan almak için şifre: mavi balina", "mavi balina"),
        ("kata sandi untuk menjemput Budi di sekolah: kucing oranye", "kucing oranye"),
        ("mật khẩu đón bé An ở trường: con mèo xanh", "mèo xanh"),
        ("하원 암호: 파란 코끼리", "파란 코끼리"),
        ("safeword for the kids if a stranger picks them up: thunder biscuit", "thunder biscuit"),
        ("Das Abholwort für den Hort ist Zimtschnecke.", "Zimtschnecke"),
        ("הסיסמה לאיסוף נועה מהגן: ג'ירפה כחולה", "ג'ירפה כחולה"),
        ("बच्चों को स्कूल से लेने का पासवर्ड: नीला हाथी", "नीला हाथी"),
        ("Σύνθημα για να παραλάβει κάποιος τη Μαρία από το σχολείο: μπλε φάλαινα", "μπλε φάλαινα"),
        ("保育園のお迎えパスワードは「みどりのかえる」", "みどりのかえる"),
        ("Okuldan almak için parola: turuncu zürafa", "turuncu zürafa"),
    ],
    "a password of plain words after its label for a named service": [
        ("Spotify-Passwort: Kaffee Tasse Mond", "Kaffee Tasse Mond"),
        ("senha do wifi: gato preto", "gato preto"),
        ("wachtwoord wifi: groene appel", "groene appel"),
        ("heslo na wifi: modrá kočka", "modrá kočka"),
        ("Gmail password: rusty lighthouse", "rusty lighthouse"),
        ("пароль от вайфая: зелёный слон", "зелёный слон"),
        ("Passwort für die Schulabholung = Seepferdchen", "Seepferdchen"),
    ],
    "a password spelled out letter by letter or dictated": [
        ("pw for grandma, spelled: capital R, o, s, e, four, four → Rose44", "Rose44"),
        ("Passwort diktiert: T wie Theodor, U wie Ulrich, L wie Ludwig, P wie Paula, drei, acht", "Theodor"),
        ("het wachtwoord is groot K, kleine a, t, t, e, vijf, vijf", "vijf, vijf"),
        ("Mot de passe de papi, je l'épelle : S majuscule, o, l, e, i, l, neuf", "o, l, e, i, l"),
        ("contraseña del router: mayúscula L, u, n, a, dos, dos", "u, n, a"),
        ("WLAN-Kennwort zum Vorlesen: groß S, o, n, n, e, Ausrufezeichen, 4, 2", "o, n, n, e"),
        ("heslo: velké K, o, c, k, a, dva, pět", "o, c, k, a"),
        ("şifre: büyük A, n, k, a, r, a, 0, 6", "n, k, a, r, a"),
        ("пароль от почты: большая М, о, с, к, в, а, 7, 7", "о, с, к, в"),
        ("密码是 大写M a n g o 5 5", "a n g o 5 5"),
        ("The router password, spelled: Alpha Bravo Charlie seven seven hash", "Bravo Charlie"),
        ("groß R, o, s, e, vier, vier – das ist Omas Passwort", "o, s, e"),
        ("T wie Theodor, O wie Otto, M wie Martha, eins, neun – so lautet das WLAN-Kennwort", "O wie Otto"),
    ],
    "backup codes named in more languages": [
        ("Lambobin dawo da Facebook: 49201847 65810263 81046392", "65810263"),
        ("رموز الاسترداد لحساب جوجل: 7712 9045 3381 2206", "7712 9045 3381 2206"),
        ("Reservkoder för Google: 8812 4439 2270 1185", "8812 4439 2270 1185"),
        ("Záložní kódy Google: 2291 8830, 4471 6652", "2291 8830"),
    ],
    "a voucher, top-up or backup code in spaced or dashed groups": [
        ("código de la tarjeta regalo de Google Play: ZT4K 8MXQ 2PLV 7RHN", "ZT4K 8MXQ 2PLV 7RHN"),
        ("kod doładowania iTunes: X7KP 4MZQ 2TRV 9HLN", "X7KP 4MZQ 2TRV 9HLN"),
        ("iTunes: W8KP 3MZQ 7TRV 2HLN", "W8KP 3MZQ 7TRV 2HLN"),
        ("Tarjeta prepago Xbox, código: T7QX-KP42-MZ9L-3WRV-HN8D", "T7QX-KP42-MZ9L-3WRV-HN8D"),
        ("Coinbase 2FA Backup: J6WQ-T2VL-P4XW-R7MN", "J6WQ-T2VL-P4XW-R7MN"),
        ("Binance Notfall-Wiederherstellung: 7KQ2 XM4P 9RTL W3ZN", "7KQ2 XM4P 9RTL W3ZN"),
        ("Kraken recuperación 2FA: QP4M-8ZXT-L2KW", "QP4M-8ZXT-L2KW"),
        ("Proton codice di recupero: ZX91-KQ7T-MM4P-R2D8", "ZX91-KQ7T-MM4P-R2D8"),
        ("Dropbox yedek kod: A7KP 3XQM 9LT2", "A7KP 3XQM 9LT2"),
    ],
    "a three-digit combination said as words after a lock or code word, or dial turns in more languages": [
        ("Code du cadenas du vélo : six-neuf-deux", "six-neuf-deux"),
        ("Opa zegt: de code van het hangslot is \"vier acht vier\"", "vier acht vier"),
        ("Kofferschloss: sieben, null, zwei", "sieben, null, zwei"),
        ("szyfr kłódki: trzy jeden dziewięć", "trzy jeden dziewięć"),
        ("Dedemin kasası: sağa 21, sola 8, sağa 53", "sola 8"),
        ("Kombinace trezoru: doprava 12, doleva 40, doprava 7", "doleva 40"),
        ("別荘の鍵のキーボックス番号は「さん・はち・ご・いち」", "さん・はち・ご・いち"),
    ],
    "a security answer given after its question in more languages": [
        ("Amsar tambayar tsaro (sunan kakana): Alhaji Musa Garba", "Musa Garba"),
        ("Repons kesyon sekirite a (non premye chat mwen): Ti Mimi", "Ti Mimi"),
        ("«Ilk məktəbimin adı» sualına cavab: Günəş", "Günəş"),
        ("ຄຳຕອບຄຳຖາມຄວາມປອດໄພ: ຫຼວງພະບາງ", "ຫຼວງພະບາງ"),
        ("Swali la usalama (jina la mwalimu wangu wa kwanza) — jibu: Bi Rehema", "Rehema"),
        ("Jawapan soalan keselamatan: Kucing Oren", "Kucing Oren"),
        ("Відповідь на контрольне питання: Мурчик", "Мурчик"),
        ("Odgovor na sigurnosno pitanje: Bobi", "Bobi"),
    ],
    "a value given after an arrow in a password clause": [
        ("Mdp Disney+ famille : j'ai mis le nom du chien + année → Filou2019", "Filou2019"),
    ],
}

LOOK_ALIKES = [
    "the pickup password will be sent by SMS",
    "Pickup password: ask Anna",
    "The school will send the pickup password by email",
    "mot de passe pour récupérer le colis : voir SMS",
    "Password for the school portal: see the email from Mrs. Klein",
    "Family password manager: Bitwarden",
    "contraseña para recoger el paquete: llega mañana",
    "Kennwort für die Abholung: bitte neu festlegen",
    "The kids learned a new safe word at school today",
    "safe word game for kids: how it works",
    "The safe word for the kids is 'pineapple'",
    "Memorable word: ask me in person",
    "my surname is spelled K-O-W-A-L",
    "Nachname buchstabiert: M wie Martha, E wie Emil, I wie Ida, E wie Emil, R wie Richard",
    "the password must have a capital letter, a number and a symbol",
    "Password rules: A to Z, a to z, 0 to 9, at least 12",
    "spell my email: j, o, h, n, dot, s, m, i, t, h, at gmail dot com",
    "the answer key for the quiz: 1 B, 2 D, 3 A, 4 C",
    "Bestellnummer 3FK2-88QX-Z1PL",
    "Tracking: 9TLP-N4HD-KQ7Z-M2VX",
    "Backup job ID 8FK2-77QX-Z1PL finished at 03:00",
    "Recovery ticket: RT4K-9QXM-2LPZ (support case)",
    "Amazon order: 3FK2-88QX-Z1PL",
    "Steam: my library has 4200 GAMES",
    "2FA enabled on Coinbase since 2021, backup stored offline",
    "the code has three parts: one two three",
    "I need two or three codes",
    "Kasa fişi: sağa 3 adım, sola 2 adım",
    "Quiz answer: Paris",
    "password for school wifi: on the whiteboard in class",
    "Password: minimum twelve characters",
    "Passwort: mindestens zwölf Zeichen",
    "Password: too weak",
    "WiFi password: on the fridge",
    "Netflix password: Tom knows",
    "email password: reset yesterday",
    "WLAN-Passwort: steht auf der Rückseite",
    "wifi password: guest network",
    "router password: factory default",
    "Heslo: stejné jako minule",
    "M wie Martha, E wie Emil, I wie Ida, E wie Emil, R wie Richard, das ist mein Nachname, nicht das Passwort",
    "Misimbo ya akiba imehifadhiwa kwenye droo",
    "School pickup password: Mrs. Jones has it",
    "Das Codewort zum Abholen wird per Elternbrief mitgeteilt.",
    "Pickup password for the kids: changes every month",
    "電話番号は ぜろ・きゅう・ぜろ・いち",
]


@pytest.mark.parametrize(("text", "value"), [pair for pairs in FAMILIES.values() for pair in pairs])
def test_a_round16_plain_family_sentence_is_flagged_and_its_redaction_hides_the_value(text: str, value: str) -> None:
    assert looks_secret(text) is not None, text
    redacted = redact_secrets(text)
    assert value not in redacted, redacted
    assert looks_secret(redacted) is None, redacted


@pytest.mark.parametrize("text", LOOK_ALIKES)
def test_a_code_to_come_a_parcel_a_spelled_name_a_rule_or_a_reference_is_not_flagged(text: str) -> None:
    assert looks_secret(text) is None, text
