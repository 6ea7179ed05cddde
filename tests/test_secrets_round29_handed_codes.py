"""Round 29 (missed on blind24): codes handed over in a note, each as a family across ~35 languages.

Secrets: a device or app pairing code (parent observer, TV link, messenger linking, Bluetooth pairing PIN) kept for
one person ("for me only", "nur für mich", "僅限本人"); a safe's combination in dashed pairs ("18 - 42 - 07") with who
must not get it; a bank token's PIN ("clave token", "Token-PIN", "OTP PIN") after a long aside naming who it is left
to; a school portal's login as "inlog <number> / <password>"; an Arabic, Persian, Urdu or Hebrew card PIN whose value
is closed by an Arabic comma. Look-alikes (public): a class join code sent to everyone, a manual's default pairing
PIN, an expired pairing code, scores, dates, phone numbers, page ranges and opening hours in dashed pairs, a token
word with no value or with a transaction reference, "inlog via de app / website", clock times and ratios after a
login word, a health card's number, a PIN said to have changed with no value. Each public case has a near twin that
gives the secret beside the same words and must still be flagged."""

from __future__ import annotations

import pytest

from tiered_memory.shared.safety import looks_secret, redact_secrets

PAIRING_CODES_KEPT_PRIVATE = [
    "Lily's Canvas parent observer pairing code is 7QX2FD — expires in 7 days, it's for me only",
    "Netflix TV link code 84K2QZ, don't share it",
    'WhatsApp linking code: KQ7M-4XZ2, do not share',
    'Kopplungscode für Omas Tablet: 5H8K2P, nur für mich',
    "Code d'appairage de la montre de Léo : 7Q4X9D, ne pas partager",
    'Código de vinculación de la tele: 4K9M2X, solo para mí',
    'Código de pareamento do relógio da Bia: 58KQ2D, só para mim',
    'Codice di abbinamento del tablet: 7HX42Q, non condividere',
    'Koppelcode van de babyfoon: 8K2QX7, alleen voor mij',
    'Kod parowania zegarka: 4QX8K2, tylko dla mnie',
    'Код привязки часов сына: 7QX2FD, только для меня',
    "Код прив'язки годинника доньки: 7QX2FD, тільки для мене",
    'Saatin eşleştirme kodu: 7QX2FD, kimseyle paylaşma',
    'رمز الاقتران لساعة ابني: 7QX2FD، لي فقط',
    'کد جفت\u200cسازی ساعت پسرم: 7QX2FD، فقط برای من',
    'קוד צימוד לשעון של הבן: 7QX2FD, רק בשבילי',
    'पेयरिंग कोड 7QX2FD है, सिर्फ मेरे लिए',
    '孩子手表的配对码：7QX2FD，仅限本人',
    '電視的配對碼 7QX2FD，僅限本人使用',
    '見守りアプリのペアリングコード 7QX2FD、自分専用',
    '아이 시계 페어링 코드 7QX2FD, 나만 알기',
    'Mã liên kết đồng hồ của bé: 7QX2FD, đừng chia sẻ',
    'Kode penautan jam anak: 7QX2FD, jangan dibagi',
    'รหัสจับคู่นาฬิกาลูก 7QX2FD อย่าแชร์',
    'Msimbo wa kuoanisha saa ya mtoto: 7QX2FD, usishiriki',
    'Κωδικός σύζευξης ρολογιού: 7QX2FD, μόνο για μένα',
    'Parkopplingskod till klockan: 7QX2FD, bara för mig',
    'Párovací kód hodinek: 7QX2FD, jen pro mě',
    'Codul de asociere al ceasului: 7QX2FD, doar pentru mine',
    'Óra párosítási kód: 7QX2FD, csak nekem',
    'Pairing code ng relo ni bunso: 7QX2FD, para sa akin lang',
    'পেয়ারিং কোড 7QX2FD, শুধু আমার জন্য',
    'پیئرنگ کوڈ 7QX2FD، صرف میرے لیے',
    "Observer pairing code for Sam's Canvas: 482913, for me only",
    "Bluetooth pairing PIN of my hearing aids 739201, don't share",
    "Pairing code: 7QX2FD. For me only.",
    "Pairing code (just mine): 7QX2FD",
    "Code de jumelage Bluetooth de la voiture : 4821, perso",
    "Roblox parent link code: 84K2QZ, private",
]

PAIRING_CODES_PUBLIC = [
    'Class join code for Canvas is 7QX2FD, shared with all the parents',
    'Default pairing PIN is 0000 (see the manual)',
    'Kopplungscode steht im Handbuch: 0000',
    "Code d'appairage par défaut : 0000",
    'Código de emparejamiento predeterminado: 1234',
    '配对码默认是 0000',
    'ペアリングコードは初期設定で 0000',
    'Pairing code 7QX2FD for the class display, everyone can use it',
    'Old pairing code 7QX2FD has expired, it was for me only',
    'Join code for the Year 5 Kahoot: 4471 2208, share with the whole class',
    'Bluetooth speaker pairing: hold the button for 5 seconds',
    'The TV link code changes every time, type the one on screen',
    'Koppelcode van de klas: 8K2QX7, voor iedereen',
    'Código de vinculación caducado: 4K9M2X',
    'קוד צימוד ברירת מחדל: 0000',
    'Код сопряжения по умолчанию: 0000',
    'Pairing code: 7QX2FD. It expired yesterday; was for me only',
    'Canvas observer pairing code 7QX2FD for the whole class display',
]

SAFE_COMBINATIONS_IN_DASHED_PAIRS = [
    'Coffre du magasin : 18 - 42 - 07, ne pas donner aux saisonniers',
    'Tresor im Laden: 18 - 42 - 07, nicht an Aushilfen weitergeben',
    'Caja fuerte de la tienda: 18 - 42 - 07, no dárselo a los temporales',
    "Shop safe: 18 - 42 - 07, don't give it to the seasonal staff",
    'Cassaforte del negozio: 18 - 42 - 07, non darla agli stagionali',
    'Kluis in de winkel: 18 - 42 - 07, niet aan de uitzendkrachten geven',
    'Sejf w sklepie: 18 - 42 - 07, nie dawać sezonowym',
    'Сейф в магазине: 18 - 42 - 07, сезонным не давать',
    'Kasa: 18 - 42 - 07, sezonluk personele verme',
    'Cofre da loja: 18 - 42 - 07, não passar aos temporários',
    'Kassaskåpet: 18 - 42 - 07, ge inte till säsongsanställda',
    'الخزنة: 18 - 42 - 07، لا تعطيها للموظفين المؤقتين',
    'כספת החנות: 18 - 42 - 07, לא לתת לעובדים הזמניים',
    '金庫の番号 18 - 42 - 07、バイトには教えない',
    '금고 18 - 42 - 07, 알바한테 알려주지 마',
    '保险柜 18 - 42 - 07，不要告诉临时工',
    'Combination lock on the shed: 18 – 42 – 07',
    'Zahlenschloss am Spind: 18 - 42 - 07',
    'Combinaison du cadenas : 18 - 42 - 07 - 33',
    'Coffre de la boutique : 18 – 42 – 07',
]

DASHED_PAIRS_THAT_ARE_NOT_COMBINATIONS = [
    'Score final du match : 18 - 42',
    'Coffre de toit livré le 18 - 04 - 24',
    'Safe delivered on 12 - 05 - 24',
    'Tresor geliefert am 12 - 05 - 24',
    'Horaires du magasin : 09 - 12 - 14 - 18',
    'Téléphone du magasin : 06 - 12 - 34 - 56 - 78',
    'Pages 18 - 42 du manuel du coffre-fort',
    'Bank mit Tresor, Öffnungszeiten: 09 - 12 - 14 - 18',
    'Safe hotline: 08 - 00 - 12 - 34',
    'Le coffre-fort pèse 18 - 42 - 07 kg',
    'Tournoi de belote au magasin : 18 - 42 - 07 points',
    'Caja fuerte: horario 09 - 13 - 17',
]

TOKEN_PINS_LEFT_TO_SOMEONE = [
    'Clave token del Galicia de mi viejo, se la dejo a mi hermana que firma: 818244',
    'Clave dinámica del Santander de mamá, la tiene mi tía que hace los trámites: 552190',
    'Senha do token do Itaú do meu pai, deixo com minha irmã que assina: 818244',
    'Token-PIN der Sparkasse von Papa, bekommt meine Schwester, die unterschreibt: 818244',
    "Token PIN for Dad's HSBC, leaving it with my sister who signs for him: 818244",
    'Code PIN du jeton de la banque de papa, je le laisse à ma sœur qui signe : 818244',
    'PIN del token di Intesa del papà, lo lascio a mia sorella che firma: 818244',
    'Pincode van de digipass van pa, laat ik bij mijn zus die tekent: 818244',
    'PIN do tokena taty z PKO, zostawiam siostrze, która podpisuje: 818244',
    'ПИН-код токена папиного банка, оставляю сестре, она подписывает: 818244',
    'Babamın bankasının token şifresi, imza atan kız kardeşime bırakıyorum: 818244',
    "OTP PIN for Appa's bank, my sister who signs keeps it: 818244",
    'Kode token BCA bapak, saya titipkan ke adik yang tanda tangan: 818244',
    'Mã PIN token của bố, để lại cho em gái ký: 818244',
    'קוד הטוקן של הבנק של אבא, אני משאירה לאחותי שחותמת: 818244',
    'رمز التوكن لحساب أبي، أتركه لأختي التي توقّع: 818244',
    '爸爸工行的U盾密码，留给签字的妹妹：818244',
    '父の銀行のトークンのPIN、署名する妹に預ける：818244',
    '아빠 은행 OTP 비밀번호, 서명하는 여동생에게 맡김: 818244',
]

TOKEN_WORDS_WITHOUT_A_PIN = [
    'El token de seguridad llega por SMS, no hace falta clave token aparte',
    'Clave token del Galicia de mi viejo, referencia de la operación: 818244',
    'Token PIN reset request for Dad, transaction reference: 818244',
    'Senha do token chega por SMS, número do pedido: 818244',
    'Token-PIN vergessen? Neuer kommt per Post, Vorgangsnummer: 818244',
    'Clave token del Galicia de mi viejo: se renueva en el cajero',
    'Clave dinámica: la app te la muestra cada 60 segundos',
]

PORTAL_LOGINS_WITH_A_NUMBER_USER = [
    'Magister van Noor: inlog 124883 / Paardje2011!',
    'Somtoday Sem: inlog 20481 / Kikker!77',
    'Pronote de Léa : identifiant 4587123 / Soleil2012',
    'ÉcoleDirecte Hugo : identifiant 778812 / Marmotte#9',
    'WebUntis Anna: Benutzername 40417 / Pferd2014!',
    'Schoology for Max: login 55120 / Tiger2013$',
    'PowerSchool Mia: login 330918 / Blue!fish22',
    'Classeviva di Giulia: utente 5512034 / Gatto2012!',
    'Portal do aluno: utilizador 20931 / Sol2013!',
    'Librus Zosi: login 7712093 / Kotek2014!',
    'Plataforma del cole: usuario 448120 / Perro2015!',
    'Электронный дневник: логин 551203 / Kot2013!',
    'e-Okul: kullanıcı 40512 / Kedi2014!',
    'Wilma: kirjautuminen 55210 / Kissa2013!',
    'Bakaláři: přihlášení 40118 / Pes2012!',
    'Magister van Noor: inlog 124883/Paardje2011!',
    'Pronote Léa : 4587123 / Soleil2012',
    'WebUntis Tim 40417 / Pferd2014!',
    'Smartschool Emma: gebruikersnaam 220198 / Vlinder2012',
    'Magister klas 3b, inlog 124883 / Paardje2011!',
]

LOGIN_WORDS_WITHOUT_A_PASSWORD = [
    'Magister inlog via de app / website',
    'inlog 09:00 / uitlog 17:00',
    'login 09:00 / logout 17:00',
    "identifiant / mot de passe oubliés : voir l'accueil",
    'usuario / contraseña en la circular del colegio',
    'ratio inlog 3 / 4 leerlingen',
    'inlog met DigiD / eHerkenning',
    'Benutzername / Passwort: bei der Schule anfragen',
    'inlog klas 2024 / 2025 schooljaar',
    'Pronote : moyenne 14 / 20',
    'Magister: 1200 / leerlingen',
    'Schoology course 4471 / Algebra2',
    'Untis Raum 204 / Turnhalle2',
    'Magister cijfer 7,5 / 10',
]

CARD_PINS_CLOSED_BY_AN_ARABIC_COMMA = [
    'للممرضة: رقم سري بطاقة جدي 3916، فقط للصيدلية',
    'الرقم السري لبطاقة أمي 4821، للصيدلية فقط',
    'رمز سري بطاقة جدتي 7350؛ لا تعطه لأحد',
    'كلمة السر لبطاقة الصراف 2209، لأخي فقط',
    'رمز کارت بابا ۴۸۲۱، فقط برای داروخانه',
    'رمز کارت بانکی مادربزرگ 3916، به کسی نده',
    'دادا کے کارڈ کا پن کوڈ 3916، صرف فارمیسی کے لیے',
    'קוד סודי של הכרטיס של סבא 3916, רק לבית המרקחת',
    'امی کے کارڈ کا پن کوڈ 4821۔',
]

CARD_NUMBERS_AND_PIN_TALK = [
    'رقم البطاقة الصحية لجدي 3916، للصيدلية',
    'الرقم السري تغير، اتصل بالبنك',
    'رمز کارت عوض شد، به بانک زنگ بزن',
    'رقم الغرفة 3916، الطابق الثالث',
    'موعد الصيدلية 10:30، الرقم 3916 في الطابور',
]

PUBLIC_WORDS_BESIDE_A_SECRET = [
    'Kopplungscode steht im Handbuch: 0000, meiner ist 5H8K2P, nur für mich',
    'Default pairing PIN is 0000; mine is 482913, for me only',
    "Class join code for Canvas is 7QX2FD; my own observer pairing code is 4QX8K2, don't share",
    'Token PIN reset request for Dad, transaction reference: 55123, the PIN itself: 818244',
    'Clave token del Galicia de mi viejo, referencia de la operación: 55123; la clave token es 818244',
    'Öffnungszeiten: 09 - 12 - 14 - 18, Tresor: 18 - 42 - 07',
    'Caja fuerte: 18 - 42 - 07, horario 09 - 13 - 17',
    'Score du match 18 - 42 ; coffre du club : 18 - 42 - 07, ne pas donner aux saisonniers',
    'Magister inlog via de app / website; Noor: inlog 124883 / Paardje2011!',
    'inlog 09:00 / uitlog 17:00, Somtoday inlog 20481 / Kikker!77',
    'رقم البطاقة الصحية لجدي 118830؛ رقم سري بطاقة البنك 3916، فقط للصيدلية',
    'الرقم السري تغير، الجديد 3916، لا تعطه لأحد',
]


@pytest.mark.parametrize("text", PAIRING_CODES_KEPT_PRIVATE)
def test_a_pairing_code_kept_for_one_person_is_a_secret(text: str) -> None:
    assert looks_secret(text)


@pytest.mark.parametrize("text", PAIRING_CODES_PUBLIC)
def test_a_default_shared_or_expired_pairing_code_is_not_a_secret(text: str) -> None:
    assert looks_secret(text) is None


@pytest.mark.parametrize("text", SAFE_COMBINATIONS_IN_DASHED_PAIRS)
def test_a_safe_combination_written_in_dashed_pairs_is_a_secret(text: str) -> None:
    assert looks_secret(text)


@pytest.mark.parametrize("text", DASHED_PAIRS_THAT_ARE_NOT_COMBINATIONS)
def test_scores_dates_phones_pages_and_hours_in_dashed_pairs_are_not_secrets(text: str) -> None:
    assert looks_secret(text) is None


@pytest.mark.parametrize("text", TOKEN_PINS_LEFT_TO_SOMEONE)
def test_a_bank_token_pin_after_a_long_aside_is_a_secret(text: str) -> None:
    assert looks_secret(text)


@pytest.mark.parametrize("text", TOKEN_WORDS_WITHOUT_A_PIN)
def test_a_token_word_with_no_value_or_a_reference_is_not_a_secret(text: str) -> None:
    assert looks_secret(text) is None


@pytest.mark.parametrize("text", PORTAL_LOGINS_WITH_A_NUMBER_USER)
def test_a_portal_login_with_a_number_user_and_a_password_is_a_secret(text: str) -> None:
    assert looks_secret(text)


@pytest.mark.parametrize("text", LOGIN_WORDS_WITHOUT_A_PASSWORD)
def test_login_words_beside_a_slash_with_no_password_are_not_secrets(text: str) -> None:
    assert looks_secret(text) is None


@pytest.mark.parametrize("text", CARD_PINS_CLOSED_BY_AN_ARABIC_COMMA)
def test_a_card_pin_closed_by_arabic_script_punctuation_is_a_secret(text: str) -> None:
    assert looks_secret(text)


@pytest.mark.parametrize("text", CARD_NUMBERS_AND_PIN_TALK)
def test_a_health_card_number_or_a_pin_change_with_no_value_is_not_a_secret(text: str) -> None:
    assert looks_secret(text) is None


@pytest.mark.parametrize("text", PUBLIC_WORDS_BESIDE_A_SECRET)
def test_a_secret_beside_a_public_look_alike_is_still_a_secret(text: str) -> None:
    assert looks_secret(text)


@pytest.mark.parametrize(("text", "value"), [
    (PAIRING_CODES_KEPT_PRIVATE[0], "7QX2FD"),
    (SAFE_COMBINATIONS_IN_DASHED_PAIRS[0], "18 - 42 - 07"),
    (TOKEN_PINS_LEFT_TO_SOMEONE[0], "818244"),
    (PORTAL_LOGINS_WITH_A_NUMBER_USER[0], "Paardje2011!"),
    (CARD_PINS_CLOSED_BY_AN_ARABIC_COMMA[0], "3916"),
])
def test_redaction_removes_the_handed_over_value(text: str, value: str) -> None:
    assert value not in redact_secrets(text)
