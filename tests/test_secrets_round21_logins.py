"""Round 21 (logins): a password's hint, a security question asked with no answer and a network said to need no
password give no secret; the password given after a hint, after an answer word or in the next clause still counts.
A password after an account cue counts with no full password word: after an e-mail address and a short or slang word
("อีเมล yai@hotmail.com รหัส somjai2499"), as "user / password" after a service's label ("Firmen-VPN (GlobalProtect):
m.huber / Q3-Bergsee-Q3!"), random capitals after a network's quoted name ("'Sky_8F2A' password is JXPTWQRM"), after
a mistyped password word ("wifi密吗是 xiaomi888"), or corrected further on the line ("… nej, utan prickar: algkalv77");
e-mail addresses, user names, network names, products, routes, versions and capital words alone give none."""

from __future__ import annotations

import pytest

from tiered_memory.shared.safety import looks_secret, redact_secrets

HINTS = [
    "A dica da senha do e-mail é 'cachorro da infância'",
    "Подсказка к паролю: «кличка первой собаки» — сам пароль в голове",
    "Password hint for my bank login: 'first car and street'",
    "The password hint is 'grandma's cat and her house'",
    "Indice du mot de passe : « le chat de mamie »",
    "Pista de la contraseña: 'el perro del pueblo'",
    "Suggerimento per la password: 'gatto della nonna'",
    "Passwort-Hinweis: 'Hund der Oma und Geburtsjahr'",
    "Podpowiedź do hasła: „imię psa babci”",
    "Şifre ipucu: 'ilk evcil hayvanın adı'",
    "Petunjuk kata sandi: 'nama kucing nenek'",
    "Gợi ý mật khẩu: 'tên con mèo của bà'",
    "تلميح كلمة المرور: 'اسم قطة جدتي'",
    "רמז לסיסמה: 'שם החתול של סבתא'",
    "パスワードのヒント：「祖母の猫の名前」",
    "비밀번호 힌트: '할머니 고양이 이름'",
    "Nápověda k heslu: 'jméno babiččiny kočky'",
    "Підказка до пароля: «ім'я бабусиного кота»",
    "비밀번호 힌트는 '첫 애완동물 이름'",
    "Ledtråd till lösenordet: mormors katt",
    "Salasanan vihje: mummon kissan nimi",
    "Kidokezo cha nenosiri: jina la paka wa bibi",
    "密码提示：奶奶家的猫的名字",
    "คำใบ้รหัสผ่าน: ชื่อแมวของยาย",
]
NO_PASSWORD = [
    "الواي فاي في المقهى مفتوح بدون كلمة سر، اسمه Cafe_Free",
    "WLAN ohne Passwort, es heißt GastNetz7",
    "Wi-Fi at the café has no password, the network is called Bean_Guest",
    "Le wifi de la gare est sans mot de passe, le réseau s'appelle SNCF_Gare",
    "Wifi sin contraseña en la biblioteca, nombre: Biblio_Libre",
    "Sem senha no wifi da praia, o nome é Praia_Free",
    "Wifi senza password in albergo, si chiama Hotel_Lido",
    "Вайфай в кафе без пароля, называется Coffee_Free",
    "Kafedeki wifi şifresiz, adı Kahve_Misafir",
    "WiFi tanpa kata sandi di stasiun, namanya Stasiun_Gratis",
    "无线网没有密码，名字是 Cafe_Free",
    "וויי פיי בלי סיסמה, השם Cafe_Free",
    "Wi-Fi χωρίς κωδικό, όνομα Cafe_Free",
    "WiFi bez hasła w kawiarni, sieć Kawiarnia_Free",
    "Free WiFi, no password needed, network: Airport_Free",
]
QUESTIONS_ONLY = [
    "Question de sécurité choisie : « ville de naissance de ma mère » (je m'en souviendrai)",
    "سؤال الأمان: اسم مدرستي الابتدائية، الجواب معروف عندي",
    "Sicherheitsfrage: Name des ersten Haustiers, die Antwort weiß ich",
    "Security question: name of my first school, I know the answer",
    "Pregunta de seguridad: nombre de mi primera mascota (la respuesta la sé)",
    "Pergunta de segurança: nome da minha primeira escola",
    "Контрольный вопрос: «девичья фамилия матери»",
    "安全问题：母亲的出生地",
    "秘密の質問：最初のペットの名前",
    "보안 질문: 어머니의 고향",
    "Güvenlik sorusu: ilk evcil hayvanımın adı",
]
STILL_SECRET = [
    "Password hint: dog, password: Rex2019x",
    "Hint: the wifi password is Tr0ub4dor",
    "Tem senha no wifi, é Casa_2024x",
    "I can't log in without the password Tulip77x",
    "Security question: first pet? Answer: Fluffy",
    "Sicherheitsfrage: Bello",
    "Pregunta de seguridad: Bobby",
    "Подсказка к паролю: собака; пароль: Bobik2010",
    "Bitwarden master password hint: it's Harbor#Lights1988",
    "密码提示：小狗名字+生日，实际是 wangcai0815",
    "security question for the credit union is 'name of your first pet' and I put Sir Wigglesworth",
    "pregunta de seguridad banco: colegio primaria = San Judas Tadeo",
    "Контрольный вопрос: Мурзик",
    "安全问题：旺财",
    "无线网密码是 Cafe2024x",
    "Wifi: no password? yes it has one, password: Kafe2024x",
]


AFTER_AN_ACCOUNT = [
    "Facebook ของยาย: อีเมล yai.somjai@hotmail.com รหัส somjai2499",
    "Gmail ของแม่: อีเมล mae.s@gmail.com รหัส mae1960x",
    "Netflix: email anna.k@gmail.com pass anna1987",
    "Zalo: email lan.nguyen@gmail.com mk lan2005",
    "Почта: ivan.p@mail.ru пасс ivan1985",
    "Insta: correo lucia.m@hotmail.com contra lucia2001",
    "Outlook: m.keller@gmx.de pw keller77",
    "Firmen-VPN (GlobalProtect): m.huber / Q3-Bergsee-Q3!",
    "VPN (AnyConnect): j.smith / Winter2024!",
    "Webmail: anna.k / Sommer-Haus-22",
    "Spotify: tom.r@gmail.com : Tommy2024",
    "ชื่อผู้ใช้ somchai รหัส somchai99",
    "mạng 'VNPT_8F2A' mk lan2005",
    "Messagerie (Zimbra) : j.dupont / Soleil-2024!",
    "Work laptop: jsmith / Tr0ub4dor&3",
    "会社のVPN（GlobalProtect）: t.tanaka / Sakura-2024!",
    "Router (FritzBox): admin / Kx9-Tanne-44",
    "Konto bei der Sparkasse: m.huber / Berg$ee2023",
    "Note: home Wi-Fi 'Sky_8F2A' password is JXPTWQRM — the kids keep asking",
    "Wi-Fi 'Casa_5G' password is KRTBVXPQ",
    "WLAN-Passwort: QWXZRTPL (Aufkleber)",
    "wifi密吗是 xiaomi888（打错字了，是密码）",
    "wifi密吗是 huawei2024",
    "passwrod: Sunny2024x",
    "contarseña del correo: lucia2001",
    "пароь от почты: Ivan_1985!",
    "Lösenordet till wifi:t i stugan är älgkalv med å ä ö... nej, utan prickar: algkalv77",
]
ACCOUNT_ALONE = [
    "rahul@gmail.com pass along the files",
    "Write to anna.k@gmail.com, pass by tomorrow",
    "Email: anna.k@gmail.com",
    "อีเมล yai.somjai@hotmail.com ส่งรูปให้หน่อย",
    "User name: m.huber",
    "SSID: Casa_5G",
    "Wi-Fi 'Sky_8F2A' is the network name",
    "Route: Berlin / Muenchen-Hbf2",
    "Server: web01 / Ubuntu-22.04",
    "Login: Benutzername / Passwort",
    "VPN: yes / no",
    "Size: m / XL-2024",
    "Router: fritzbox / 7590-AX",
    "Konto: Privat / Geschäft",
    "Bank: Sparkasse / Volksbank",
    "VPN client version: 5.1 / 6.0",
    "GlobalProtect: portal.firma.de / gateway-eu",
    "E-Mail: info@firma.de, Tel. 0171 2345678",
    "Outlook: heute / morgen",
    "Zugang: Tor / Garage",
    "Uni: Hamburg / Bremen-Nord1",
    "Schule: Klasse 7b / Raum-204B",
    "Laptop: dell / XPS-13-9310",
    "Mail: Montag / Dienstag-2",
    "Kontakt (Mail): info@firma.de : Mo-Fr9",
    "Support: help@bank.com : Hotline24",
    "Server: web01: Ubuntu2204x",
    "She said 'hello there' pass the salt",
    "user: budi88 pass the ball",
    "tk: tuan99 mk là gì vậy",
    "the film 'Up' pass 2tickets",
    "The user's PIN reset request ID is REQ-20241130-0042.",
    "Sneha: Meeting2024 moved to Friday",
    "这些字写得密密麻麻是 abc2024 的风格",
    "password is REQUIRED",
    "password is UNKNOWN",
    "password is NOT set",
    "Password policy: STRONGPW required",
    "PASSWORD EXPIRES TOMORROW",
    "The WiFi password is on the router",
    "wifi密码在路由器背面",
    "这是秘密吗？我不知道",
    "Passwort muss 12 Zeichen haben",
    "Passwort ist Sonne, nein, Moment: die Uhrzeit ist 10:30",
    "SMS:et kom i går, PIN:en byts i morgon",
]


@pytest.mark.parametrize("text", AFTER_AN_ACCOUNT)
def test_a_password_after_an_account_cue_is_found(text: str) -> None:
    assert looks_secret(text) is not None, text


@pytest.mark.parametrize("text", ACCOUNT_ALONE)
def test_an_account_name_or_network_alone_gives_no_secret(text: str) -> None:
    assert looks_secret(text) is None, text


@pytest.mark.parametrize("text, value", [
    ("Lösenordet till wifi:t i stugan är älgkalv med å ä ö... nej, utan prickar: algkalv77", "algkalv77"),
    ("Пароль от вайфая на даче — «малинавареньe»? нет, латиницей: malinavarenie, всё маленькими.", "malinavarenie"),
    ("Пароль от почты: «солнышко2020», латиницей solnyshko2020", "solnyshko2020"),
])
def test_redaction_removes_a_corrected_or_transliterated_value(text: str, value: str) -> None:
    out = redact_secrets(text)
    assert value not in out and looks_secret(out) is None, out


@pytest.mark.parametrize("text", HINTS)
def test_a_password_hint_is_not_the_password(text: str) -> None:
    assert looks_secret(text) is None, text


@pytest.mark.parametrize("text", NO_PASSWORD)
def test_a_network_said_to_need_no_password_gives_only_its_name(text: str) -> None:
    assert looks_secret(text) is None, text


@pytest.mark.parametrize("text", QUESTIONS_ONLY)
def test_a_security_question_asked_with_no_answer_gives_none(text: str) -> None:
    assert looks_secret(text) is None, text


@pytest.mark.parametrize("text", STILL_SECRET)
def test_a_password_after_a_hint_or_an_answer_word_is_still_found(text: str) -> None:
    assert looks_secret(text) is not None, text
