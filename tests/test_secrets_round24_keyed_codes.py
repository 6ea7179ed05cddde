"""Round 24, codes given by what one does with them rather than by a code word (`secret_keyed_codes`).

Families: (a) a code keyed on a door's panel, lock, alarm or safe, or given "for the lock", with no code word, and a
code word of a small language (Irish, Chuvash, Yiddish); (b) a phone's unlock pattern as a dot sequence; (c) a card's
security code described as "the three digits" (on the back); (d) a one-time code glued to its CJK word. Look-alikes:
floors and flats keyed in lifts, phone-menu options, prices, years typed in a search box, postcodes, patterns of
knitting or music, "the last three digits", the code's place with no value, a code's length or validity time.
"""

from __future__ import annotations

import pytest

from shared.safety.secrets import looks_secret

KEYED = [
    "Pour entrer chez Paul, tape B7231 en bas puis monte au troisième.",
    "Tapez 4 8 2 6 sur le clavier à l'entrée, le portail s'ouvre.",
    "Bij de voordeur 2 7 1 9 intoetsen op het paneel, dan gaat het slot open.",
    "Toets 5530 in bij de deur beneden en duw hard.",
    "Unten an der Tür einfach 3 9 1 4 eintippen, dann summt es.",
    "Gib 8812 am Tastenfeld neben der Haustür ein.",
    "Marca 6 0 4 7 en el teclado de la puerta y empuja.",
    "Le di el 7 3 1 9 para la alarma a mi cuñado, solo para el finde.",
    "Digita 4 4 0 1 no teclado do portão e entra.",
    "Digitare 9 2 7 3 sul tastierino della porta, poi spingere.",
    "When you get there, punch in 6 1 8 2 at the door and go up.",
    "I gave the dog sitter the 3 8 5 0 for the smart lock, Mondays only.",
    "Внизу набери 2 5 9 1 на панели и заходи.",
    "Wpisz 7 7 1 3 przy drzwiach na klawiaturze, potem drugie piętro.",
    "Kapıda 4 0 9 6 tuşla, sonra asansöre bin.",
    "Cód an dorais chúil: 5 2 8 1",
    "Cód an taisce: 3 0 7 7",
    "Хапха кодӗ: 4 4 1 7, унтан 2-мӗш хут.",
    "דער קאָד פֿון דער טיר איז 6 2 9 1",
]
KEYED_LOOKALIKES = [
    "Dans l'ascenseur, tape 12 pour le douzième étage.",
    "Tapez 1 pour le service client, 2 pour la facturation.",
    "In de lift 4 intoetsen voor de vierde verdieping.",
    "Toets 1 voor Nederlands op het paneel van de automaat.",
    "Im Aufzug einfach 5 drücken, unten ist der Ausgang.",
    "Marca el 2 para hablar con un agente, la puerta cierra a las 9.",
    "Le di 1500 pesos para la cerradura nueva.",
    "Digita 2024 na busca do site para ver as fotos do portão.",
    "Type 1984 in the search box and the door scene comes up.",
    "The keypad at the door was installed in 2019.",
    "Набери 3 в лифте, дверь справа.",
    "Wpisz 2 w windzie, drzwi po lewej.",
    "Cód poist: D02 X285",
    "Cód ceantair 091 don oifig.",
    "Почта кодӗ: 428000",
    "The code for the door is on the back of the card, ask reception.",
    "Tape ton nom en bas de la page et signe.",
    "The smart lock costs 199 dollars at the store.",
]

PATTERNS = [
    "Unlock pattern on mum's phone: 1-4-7-8-9",
    "Entsperrmuster vom Handy: 3-2-1-4-7",
    "Le schéma de déverrouillage du téléphone : 7-4-1-5-9",
    "Patrón de desbloqueo del celular: 1-2-3-6-9",
    "Padrão de desbloqueio do celular do vovô: 2-5-8-9",
    "Sequenza di sblocco del telefono, segno: 1-5-9-6-3",
    "Ontgrendelpatroon van de telefoon: 7-8-9-6-3",
    "Графический ключ на телефоне бабушки: 1-2-3-5-7-8-9",
    "Wzór odblokowania telefonu: 3-5-7-8",
    "Telefonun kilit deseni: 1-4-7-8-9",
    "نمط فتح الجوال: ٣-٢-١-٤-٧",
    "الگوی باز کردن گوشی: 1-5-9-8",
    "手机解锁图案：1-4-7-8-9",
    "スマホのロックパターンは 7→4→1→2→3",
    "휴대폰 잠금 패턴 1-2-3-6-9",
    "Pola buka kunci HP ibu: 2-5-8-7",
]
PATTERN_LOOKALIKES = [
    "The knitting pattern goes 4-4-2-2 then repeats.",
    "Phone pattern for the ringtone: long-short-long, set in 2021.",
    "Strickmuster: 2-2-2-2 auf dem Handy notiert.",
    "Le motif du carrelage est 3-3-1-1, photo sur mon téléphone.",
    "Patrón de lluvia 2 de 5 días según el celular.",
    "Il telefono ha uno schema di colori, segno 1-1 alla partita.",
    "Het patroon van de telefoonhoes is 1-1-2-2.",
    "Шаблон телефона: 2-2-2-2 строки.",
    "The unlock pattern is an L shape, I won't say more.",
    "Wzór telefonu z 2019-05-04 w instrukcji.",
    "Desen kilit ekranı 2023 modelinde var.",
    "الهاتف يدعم نمط القفل منذ 2015",
    "手机解锁图案可以在设置里更改，2024年版本",
    "スマホのロックパターンは忘れた",
    "패턴 잠금은 3분 후 다시 시도",
    "Phone screen pattern score was 3-1 at halftime.",
]

CVVS = [
    "The three digits on the back of the Visa: 581",
    "Card exp 09/28, three digits 774, in case the airline calls.",
    "Les trois chiffres au dos de la carte : 309",
    "Los tres dígitos de atrás de la tarjeta son 852",
    "Os três dígitos no verso do cartão: 147",
    "Die drei Ziffern hinten auf der Karte: 623",
    "De drie cijfers op de achterkant van de kaart: 918",
    "Le tre cifre sul retro della carta: 460",
    "Trzy cyfry z tyłu karty: 205, ważna do 11/27",
    "Три цифры на обороте карты: 731",
    "Kartın arkasındaki üç hane: 516",
    "שלוש הספרות בגב הכרטיס: 384",
    "الأرقام الثلاثة خلف البطاقة: 692",
    "卡背面三位数 538",
    "カード裏の3桁は 271",
    "카드 뒷면 세 자리 906",
]
CVV_LOOKALIKES = [
    "The three digits on the back of the card are the security code, never share them.",
    "The last three digits of my card are 581, the rest is hidden.",
    "Les trois derniers chiffres de la carte : 309",
    "Los tres dígitos del código postal: 280",
    "Die drei Ziffern der Vorwahl: 030",
    "De drie cijfers van het huisnummer: 112",
    "Le tre cifre del prefisso: 055",
    "Trzy cyfry numeru autobusu: 175",
    "Три цифры номера квартиры: 214",
    "Üç hane alan kodu: 212",
    "שלוש ספרות של מספר הקו: 480",
    "卡号最后三位数 538",
    "カードの有効期限は 09/28",
    "카드 세 자리 보안코드는 뒷면에 있어요",
    "Card expiry 04/27, the three digits are on the back.",
    "Three digits in the ticket number: 405, card payment accepted.",
]

OTPS = [
    "验证码573104，5分钟内有效，别告诉别人",
    "验证码：829301，10分钟内有效",
    "驗證碼482913，請勿告知他人",
    "校验码 6612，输入后完成",
    "动态码390218，有效期3分钟",
    "认证码718204，请在页面输入",
    "短信码 4419，快点发我",
    "認証コード 572913 を入力してください",
    "確認コード：0842",
    "認証番号 3317 です",
    "인증번호 482913 입니다",
    "인증코드 7709 보내드려요",
    "확인코드: 3329",
    "驗證碼是 662910 喔",
    "验证码为827365，切勿泄露",
]
OTP_LOOKALIKES = [
    "验证码6位，5分钟内有效",
    "验证码60秒后可重新发送",
    "验证码5分钟内有效，请尽快输入",
    "验证码已发送3次，请稍后再试",
    "验证码错误3次账户将锁定",
    "驗證碼10分鐘內有效",
    "校验码2024年起改为6位",
    "动态码30秒刷新一次",
    "認証コード6桁を入力",
    "認証コードは60秒で失効します",
    "인증번호 6자리를 입력하세요",
    "인증번호 3분 안에 입력",
    "확인코드 5회 오류 시 잠김",
    "验证码收不到，等了20分钟也没用",
    "认证码1次只能用一回",
]


@pytest.mark.parametrize("text", KEYED + PATTERNS + CVVS + OTPS)
def test_sentence_secret(text: str) -> None:
    assert looks_secret(text)


@pytest.mark.parametrize("text", KEYED_LOOKALIKES + PATTERN_LOOKALIKES + CVV_LOOKALIKES + OTP_LOOKALIKES)
def test_sentence_lookalike(text: str) -> None:
    assert looks_secret(text) is None
