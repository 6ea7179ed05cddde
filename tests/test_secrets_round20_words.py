"""Round 20 (words): passwords of plain words given in chat — a password word (formal, slang or loan word) and words,
a word and a year, words joined by "_", or a quoted value, often with a typing note ("all lower case", "bez razmaka",
"välilyönneillä", "ตัวพิมพ์เล็ก"); digits right after a Hebrew password word with its prefix; a password restated after
"that is" or "no, it's" ("o sea Chispa12", "يعني maryam12"); and the look-alikes:
rules about how to make a password (a modal of obligation), talk about the password, where it is, that it is forgotten
or changed, a network's name with the password said to be elsewhere, counts, dates, prices and phone numbers."""

from __future__ import annotations

import pytest

from tiered_memory.shared.safety import looks_secret

NOTED = [
    "An wifi ag Mamó — 'seanchlog' an focal faire, gach litir beag",
    "Marko rekao: 'šifra je sarmakajmak bez razmaka, sve malim' — za wifi kod njega",
    "দিদি বলল: 'ওয়াইফাই এর পাসওয়ার্ড হল mishti doi 1990, মাঝে স্পেস আছে'",
    "ไวไฟร้านกาแฟของพี่สาว ชื่อ BaanKafe รหัสเป็นตัวพิมพ์เล็กหมด: somtamplara",
    "mökillä: verkko Elisa-5G-4471, salis 'saunaa ja makkaraa' välilyönneillä",
    "Oma says the wifi password is kaasbroodje, all lower case",
    "Das WLAN-Passwort bei Oma ist kirschkuchen, alles klein",
    "Chez mamie, le mot de passe du wifi est tartetatin, tout en minuscules",
    "La contraseña del wifi de la abuela es empanadas de pino, con espacios",
    "A senha do wifi da vó é pao de queijo, tudo minúsculo e com espaços",
    "La password del wifi della nonna è pastafrolla, tutto minuscolo",
    "Het wachtwoord van de wifi bij oma is stroopwafel, kleine letters",
    "Lösenordet till mormors wifi är kanelbulle, små bokstäver",
    "Hasło do wifi u babci to pierogiruskie, małymi literami bez spacji",
    "Heslo na wifi u babičky je svickova, malými písmeny",
    "Пароль от вайфая у бабушки — пирожки с капустой, маленькими буквами и с пробелами",
    "Babaannemin wifi şifresi: mantıcı kadın, küçük harflerle ve boşluklu",
    "Kata sandi wifi nenek adalah kuekering, huruf kecil semua",
    "Mật khẩu wifi nhà bà là banhcuon, viết thường không dấu",
    "הסיסמה של הוויפי אצל סבתא: 'שקשוקה טעימה', בלי רווחים",
    "Nenosiri la wifi ya bibi ni chapatitamu, herufi ndogo",
    "Ο κωδικός του wifi της γιαγιάς είναι 'spanakopita', πεζά",
    "दादी के वाईफाई का पासवर्ड है gulabjamun, सब छोटे अक्षर में",
    "Salasana mökin wifiin on 'mustikkapiirakka', pienillä kirjaimilla",
    "Le mot de passe du wifi chez tonton, c'est « pouletbasquaise » en un seul mot",
    "La contrasenya del wifi del pis és «calcotada» tot en minúscules",
    "Mökin wifin salasana on karjalanpiirakka, kaikki pienellä",
    "Password ng wifi kina Lola: sinigangbaboy, lahat maliliit na letra",
    "ពាក្យសម្ងាត់វ៉ាយហ្វាយហាងកាហ្វេ៖ kampot2019 អក្សរតូចទាំងអស់",
    "外婆家的Wi-Fi密碼是 lurouwfan 全部小寫",
    "삼촌 집 와이파이 비번은 tteokbokki 다 소문자, 띄어쓰기 없이",
    "Kalmar sirrin wifi na shago: kosaialala, duka ƙananan haruffa",
    "Chachi ka wifi pass 'rasmalai' hai, sab chhote",
    "Huvudlösenordet till KeePass (om något händer ska Erik få det): blåbär sommar stuga fem — med mellanslag",
    "na chatě: heslo borovickaPU (PU velkými)",
    "Babaannemin wifi şifresi: cayocagi, hepsi küçük harf",
    "WiFi-koden hos mormor er 'rødgrødmedfløde', små bokstaver",
    "Jelszó a nagyi wifijéhez: 'lángosfesztivál', kisbetűvel",
    "parola wifi la bunica: sarmalute cu mamaliga, cu litere mici",
    "Slaptažodis wifi pas močiutę: cepelinai, mažosiomis raidėmis",
    "کلمه عبور وای فای خانه مادربزرگ: ghormehsabzi با حروف کوچک",
    "ওয়াইফাই পাসওয়ার্ড: 'rosogolla', ছোট হাতের অক্ষরে",
    "WiFiのパスワードは takoyaki です、全部小文字",
    "Lykilorð á wifi hjá ömmu: 'kleina', lágstöfum",
]

SHAPED = [
    "la contra del Free Fire de mi hijo es dragon_rojo_2012, se le olvida cada semana",
    "la contraseña del Roblox de mi sobrino es tigre_azul_2015",
    "the pass for Fortnite on my son's account: shadow_wolf_2013",
    "wifi password: mishti doi 1990",
    "The guest wifi password is tea garden 88",
    "Marko: šifra za wifi je sarmakajmak",
    "Lozinka za wifi kod ujaka je pljeskavica",
    "Das Passwort fürs WLAN im Ferienhaus ist strandkorbwetter",
    "השכן אמר שאפשר להשתמש בוויפי שלו: הרשת Cohen_Home והסיסמה 0527788990",
    "הרשת Levi-Net והסיסמה 0541234567",
    "הראוטר של דודה, ושהסיסמה 31415926",
    "a senha do Free Fire do meu filho é dragao_azul_2013",
    "le mdp du Fortnite de mon fils c'est loup_noir_2014",
    "hasło do Robloxa syna to smok_zielony_2015",
    "Marko: lozinka za wifi je cevapcici",
    "Salasana wifiin on mustikka 55",
]

RESTATED = [
    "Clave del banco de mi tío: el nombre del gato y su año, o sea Michi2015",
    "Das WLAN-Passwort ist der Name vom Hund plus Geburtsjahr, d.h. bello2019",
    "Senha do app do banco da vó: nome da neta com o ano, ou seja Larissa2008",
    "Пароль от почты мамы — имя кота и год, то есть barsik2016",
    "Babamın e-posta şifresi doğduğu köy ve yıl, yani Ayvalik1958",
    "Mật khẩu zalo của bố là tên quê và năm sinh, tức là namdinh1960",
    "סיסמת הפייסבוק של אבא: השם של הכלב... לא, זה: Rexi.Dog2011",
    "كلمة السر للراوتر اسم أختي والسنة يعني salma2003",
    "Hasło do banku babci: imię psa i rok, czyli Burek2014",
]

BENIGN = [
    "heslo na wifi je napsané malými písmeny na routeru",
    "my new password is longer now, all lower case though",
    "Hasło do wifi jest na lodówce, małymi literami",
    "WiFiのパスワードはルーターの裏にあります、全部小文字です",
    "Mật khẩu wifi ghi ở sau router, viết thường",
    "The password reset email says all lower case letters, no spaces",
    "The wifi network at the hotel is HotelGuest_2024, password at reception",
    "La red es Hotel_Playa_2023 y la contraseña te la dan en recepción",
    "Kanuni ya nenosiri: herufi 8, herufi ndogo",
    "Şifre kuralı: en az 8 karakter, küçük harf",
    "비밀번호 규칙: 8자 이상, 소문자만",
    "Marko: lozinka za wifi je promijenjena jučer",
    "Das WLAN-Passwort im Ferienhaus ist seit 2019 gleich",
    "Salasana wifiin on vaihdettu 2023",
    "la contra del equipo rival es muy fuerte este año",
    "The password must be a name plus a year, i.e. Anna2020 is fine",
    "Passwort-Beispiel: Hundename plus Jahr, d.h. Bello2019",
    "I forgot the wifi password, i.e. the one from 2019",
    "La contraseña del wifi está en el router, o sea Movistar",
    "My password manager is great, i.e. iPhone15 users love it",
    "Password reset hotline, that is 0800 123 456",
    "La contraseña caduca en marzo, o sea el 15",

    "New school portal password has to be at least 12 characters with one symbol, remind me when I reset it",
    "a rede do Airbnb é VIVO-8F21, a senha tá na geladeira num ímã",
    "la red del hotel es MOVISTAR-4F2A, la clave está en la tarjeta de la habitación",
    "le réseau du gîte est Livebox-7C31, le mot de passe est sous la box",
    "das Netz heißt FRITZ!Box 7590 XY, das Passwort steht auf dem Aufkleber am Router",
    "the network is BTHub-9D41 and the password is on the sticker under the router",
    "Die Wi-Fi-Passwörter müssen kleingeschrieben sein, ohne Leerzeichen",
    "The wifi password must be all lower case with no spaces",
    "El wifi password tiene que ser en minúsculas y sin espacios",
    "Le mot de passe doit être en minuscules, sans espaces",
    "Hasło musi mieć małe litery i bez spacji",
    "Пароль должен быть маленькими буквами, без пробелов",
    "Şifre küçük harflerle olmalı, boşluksuz",
    "パスワードは英大文字・小文字・数字を含む8文字以上にしてください",
    "Mật khẩu wifi quán cà phê là tên quán viết liền, không dấu, họ ghi trên bảng",
    "the wifi password is changed every month, all lower case though",
    "Das WLAN-Passwort ist abgelaufen, alles klein geschrieben war es",
    "la contraseña del wifi es la de siempre, en minúsculas",
    "das WLAN-Passwort hängt am Kühlschrank, kleingeschrieben",
    "the wifi password is complicated",
    "Marko: šifra za wifi je promijenjena",
    "Das Passwort fürs WLAN ist kompliziert",
    "The wifi password is expired",
    "password policy: 12 characters, one symbol, no spaces",
    "I forgot my wifi password again, it was all lower case",
    "wifi password expires in 2026, change it tomorrow",
    "The wifi password has 12 characters",
    "Passwort-Tipp: ein Satz, kleingeschrieben, ohne Leerzeichen",
    "la contra del equipo es dura este año",
    "lucha contra el cáncer 2012",
    "la contra del partido de ayer fue rápida",
    "Call the hotline about my password: 0527788990",
    "הסיסמה שלי נשלחה ב-2023",
    "הרשת של הבית נקראת Cohen_Home, הסיסמה על המדבקה",
    "My phone number is 0527788990 and the wifi is free",
    "for example, the password could be purple elephant 42, all lowercase",
    "The ticket price is 12 euros, pay at the door",
    "Appointment on 12 March 2026 at 10:30",
    "The museum pass costs 35 dollars for a family",
    "wifi password: same as last year",
    "wifi password: ask the waiter",
    "the wifi password is written on the receipt",
    "El wifi del bar no tiene contraseña",
    "Wi-Fi name: CafeLuna, password printed on the receipt",
    "Das Gäste-WLAN heißt jetzt Besucher-5G, das Passwort hängt an der Rezeption",
    "Wifi ở quán mới tên là VNPT-Tang3, mật khẩu thì hỏi thu ngân",
    "اسم الواي فاي الجديد WE_Home_5G والباسورد مكتوب على الراوتر",
    "La red se llama MOVISTAR_5G_7F2A y la contraseña te la paso luego",
    "El wifi del hotel se llama Hotel-Guest-5G, la clave la dan en recepción",
    "The guest network is called Office-Guest-5G; ask reception for the password",
    "Het netwerk heet KPN-5G-4411, het wachtwoord staat op de sticker",
    "Sieć nazywa się UPC-5G-7711, hasło jest na naklejce",
    "password tip: use capital letters, then a number",
    "Dica de senha: nome do cachorro, tudo minúsculo",
    "Hasło powinno mieć małe litery, bez spacji",
    "La contraseña debe ir en minúsculas, sin espacios",
    "Parola trebuie să fie cu litere mici, fără spații",
    "Mật khẩu phải viết thường, không dấu cách",
    "Nenosiri lazima liwe herufi ndogo, bila nafasi",
    "密码必须全部小写，没有空格",
    "비밀번호는 소문자로 해야 하고 띄어쓰기 없이",
    "Wifi ka password kya hai? sab chhote letters mein?",
    "The wifi password is case sensitive, type it in lower case",
]


@pytest.mark.parametrize("text", NOTED)
def test_a_password_of_plain_words_with_a_typing_note_in_any_language_is_a_secret(text: str) -> None:
    assert looks_secret(text) is not None, text


@pytest.mark.parametrize("text", SHAPED)
def test_words_and_a_year_words_joined_or_a_long_word_after_an_account_label_are_a_secret(text: str) -> None:
    assert looks_secret(text) is not None, text


@pytest.mark.parametrize("text", RESTATED)
def test_a_password_restated_after_that_is_or_no_its_in_any_language_is_a_secret(text: str) -> None:
    assert looks_secret(text) is not None, text


@pytest.mark.parametrize("text", BENIGN)
def test_rules_talk_places_states_and_network_names_beside_password_words_are_not_secrets(text: str) -> None:
    assert looks_secret(text) is None, text
