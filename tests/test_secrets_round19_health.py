"""Round 19's look-alikes that older stages flagged, and the secrets that share their words and still flag: names of
streaming and other services listed after an account label ("Netflix account: Netflix / Disney+"), a postcode or other
public number whose label is described by a credential word ("the zip code for the PIN mailer is 1 0 0 0 1"), and a year
that names a folder, a file or an envelope where a PIN lies ("my PIN is in the 1998 folder"), and a number a helpline
gives after someone forgot a code ("lo olvidé, el soporte dice 3 1 0 5"; a reminder not to forget still gives the code),
in ~25 languages. The real detector, no mocks (secret_lookalikes.py, secret_service_names.py and secret_talk.py, asked
from secret_talk.talk_only)."""

from __future__ import annotations

import pytest

from tiered_memory.shared.safety import looks_secret

SERVICE_SECRETS = [
    'Netflix account: anna.k@mail.com / Disney+2024',
    'Netflix login: maria / Kr4mpus+77',
    'Disney+ account: leo@posteo.de / Sonne!Mond8',
    'Spotify login: tom / Blau#Hund42',
    'Konto Netflix: jana@web.de / Wolke7+Regen',
    'Compte Canal+ : paul@free.fr / Lapin!Rouge9',
    'Cuenta de HBO Max: lucia@gmail.com / Perro#Azul23',
    'Conta Globoplay: ana@uol.com.br / Gato!Preto55',
    'Account Netflix: marco / Pizza!Forno88',
    'Аккаунт Кинопоиск: ivan@ya.ru / Медведь#2024',
    'Netflix hesabı: ayse / Kedi!Mavi34',
    'Akun Vidio: budi / Kopi#Susu77',
    'Netflix 账号: wang / Panda#2024x',
    'Netflixのアカウント: sato / Sakura#2024',
    'Netflix password: Disney+2024!',
    'the Netflix password is Hulu!Max42',
]

SERVICE_BENIGN = [
    'Netflix account: Netflix / Disney+',
    'Streaming account: Netflix / Disney+ / Apple TV+',
    'Family account: Spotify / Deezer',
    'Shared accounts: Netflix / Paramount+',
    'account: Hulu / Disney+',
    'Konto: Netflix / Disney+',
    'Unser Familienkonto: Netflix / RTL+',
    'Compte : Canal+ / Netflix',
    'Compte famille : Netflix / Canal+',
    'Cuenta: Movistar+ / Netflix',
    'Cuenta familiar: Netflix / Disney+',
    'Conta da família: Globoplay / Disney+',
    'Account condiviso: Netflix / Disney+',
    'Account: Netflix / Apple TV+',
    'Аккаунт: Netflix / Okko',
    'Hesap: Netflix / Disney+',
    'Akun keluarga: Netflix / Disney+',
    'Tài khoản: Netflix / Disney+',
    'Akaunti: Netflix / Showmax',
    'حساب: Netflix / Shahid',
    'חשבון: Netflix / Disney+',
    '账号: Netflix / Disney+',
    'アカウント: Netflix / Disney+',
    '계정: Netflix / Disney+',
    'खाता: Netflix / Hotstar',
    'Which account do we use for Netflix / Disney+?',
]

YEAR_SECRETS = [
    'Zahlenschloss gekauft 2021, Code 4471',
    'the safe code is 2018',
    'Kofferschloss Code: 2021',
    'my PIN is 1998',
    'PIN: 1998',
    'PIN 1998',
    'My PIN: 2024',
    'the PIN is 1998 (my birth year)',
    'my PIN is 1998, the year I was born',
    'The safe combination is 1999',
    'Mein PIN ist 1998',
    'Mi PIN es 1998',
    'Mon code PIN est 1998',
    'Mój PIN to 1998',
    'Мой ПИН 1998',
    'PIN-Code: 2019',
    'PIN: 1 9 9 8',
    'Die neue PIN seit gestern: 2019',
    'the PIN for the card in the 1998 folder is 4471',
]

YEAR_BENIGN = [
    'Valise à code achetée 2021, 60 euros',
    'Tresor gekauft 2019, mit Zahlenschloss',
    'cofre comprado 2020 en la feria',
    'the safe was bought 2018 at a flea market',
    'my PIN is in the 1998 folder',
    'my PIN is in the 2019 folder',
    'the PIN is in the 2019 envelope',
    'PIN in the 2023 tax file',
    'my PIN is in the top drawer with the 1998 tax papers',
    'the PIN letter is in the 2021 binder',
    'the PIN is somewhere in the 2020 box',
    'Meine PIN liegt im Ordner 2019',
    'Die PIN steckt im Umschlag 2021',
    'mon code PIN est dans le dossier 2019',
    'le code PIN est dans l’enveloppe 2022',
    'mi PIN está en la carpeta 2019',
    'el PIN está en el sobre 2020',
    'o PIN está na pasta 2019',
    'il PIN è nella cartella 2019',
    'de pincode zit in de map 2019',
    'PIN-koden ligger i mappen 2019',
    'mój PIN jest w teczce 2019',
    'мой ПИН в папке 2019',
    'PIN 2019 klasöründe',
    'PIN ada di folder 2019',
    'mã PIN nằm trong thư mục 2019',
    'PIN iko kwenye faili ya 2019',
    'the PIN mailer from the 2018 batch is in the drawer',
    'the alarm code is written in the 2017 manual',
    'PIN changed in 2019',
]

POSTCODE_SECRETS = [
    'zip code 90210, and my PIN is 4 4 7 1',
    'area code 0 2 0 7, PIN 4 4 7 1',
    'promo code for the door? no, the door PIN is 4 4 7 1',
    'Postleitzahl 10115, meine PIN ist 4 4 7 1',
    'code postal 75001, mon code PIN est 4 4 7 1',
    'código postal 28001 y mi PIN es 4 4 7 1',
    'kod pocztowy 00-950, mój PIN to 4 4 7 1',
    'индекс 101000, мой ПИН 4 4 7 1',
    'posta kodu 34000, PIN kodum 4 4 7 1',
    'zip code for the mailer: 10001. PIN: 4 4 7 1',
    'The zip code is 1 0 0 0 1 and the PIN for the card is 4 4 7 1',
]

POSTCODE_BENIGN = [
    'The zip code for the PIN mailer is 1 0 0 0 1',
    'the zip code for the PIN mailer is 10001',
    'zip code of the PIN letter: 1 0 0 0 1',
    'the postcode for the PIN reset letter is 9 0 2 1 0',
    'the postal code on the PIN envelope is 6 0 6 0 1',
    'area code for the PIN hotline is 0 2 0 7',
    'Die Postleitzahl für den PIN-Brief ist 1 0 1 1 5',
    'Postleitzahl des PIN-Briefs: 8 0 3 3 1',
    'le code postal pour le courrier du code PIN est 7 5 0 0 1',
    'code postal de la lettre PIN : 6 9 0 0 1',
    'el código postal del sobre del PIN es 2 8 0 0 1',
    'código postal da carta do PIN: 0 1 3 1 0',
    'il codice postale della lettera del PIN è 0 0 1 8 4',
    'de postcode voor de pincode-brief is 1 0 1 1',
    'kod pocztowy dla listu z PIN-em to 0 0 9 5 0',
    'почтовый индекс для письма с ПИН-кодом 1 0 1 0 0 0',
    'kode pos untuk surat PIN adalah 1 0 1 1 0',
    'mã bưu chính của thư PIN là 7 0 0 0 0',
    'the booking reference for the PIN reader is 4 4 7 1 2',
    'the order number for the PIN pad is 5 5 2 1 9',
    'promo code for the password manager: 7 7 4 1',
    'the room number of the PIN desk is 4 1 2',
]

FORGOT_SECRETS = [
    'Unutma: TC kimlik numaram 10000000146',
    "I forgot my PIN, it's 4471",
    'forgot the wifi password again: Kr4mpus!77',
    "Don't forget: the door code is 2 4 6 8",
    'Vergiss nicht, der Türcode ist 4471',
    'so I don\'t forget, PIN 4471',
    'pour ne pas oublier : code 4471',
    'para no olvidar: contraseña Perro#Azul23',
    'Nie zapomnij: PIN 4471',
    'Не забудь: пароль Медведь#2024',
    'Unutma: şifre Kedi!Mavi34',
    'PIN GoPay jangan lupa: 550183',
    "The PIN for Mum's Barclays card, which she keeps forgetting, is 3390",
    "Bitwarden master password (don't forget again): Tangerine-Ferry-Quartz-88",
    'I forgot my PIN, support gave me a new one: 4 4 7 1',
    'Ich vergesse sie immer: PIN 4471',
    'Siempre olvido la clave del wifi: Perro#Azul23',
    'Saya sering lupa, PIN saya 4 4 7 1',
    '我总是忘记，密码是 Panda#2024x',
    'いつも忘れるので、暗証番号は 4 4 7 1',
]

FORGOT_BENIGN = [
    'lo olvidé, el soporte dice 3 1 0 5',
    'olvidé el PIN de M-Pesa, el soporte dice 3 1 0 5',
    "J'ai oublié mon code, le service client m'a donné le 3 9 6 9",
    'Esqueci a senha do Wi-Fi, o suporte disse 4 0 0 4',
    'I forgot the PIN, the bank hotline is 0800 123 4567',
    'Ich habe die PIN vergessen, die Hotline ist 0 8 0 0 1 2 3',
    'I forgot my PIN again, support said to wait 4 8 hours',
    "Ho dimenticato il PIN, l'assistenza mi ha dato il ticket 5 5 2 1",
    'Zapomniałam PIN-u, infolinia 8 0 0 1 2 3',
    'Забыл ПИН, поддержка дала номер заявки 7 7 4 1',
    "PIN'imi unuttum, destek 4 4 4 0 dedi",
    'Saya lupa PIN, dukungan bilang 1 5 0 0',
    'Nimesahau PIN, huduma kwa wateja 0 7 0 0 1 2',
    'Tôi quên mã PIN, hỗ trợ nói 1 9 0 0',
    'Ik ben mijn pincode vergeten, de helpdesk zei 3 0 3 0',
    'Jag har glömt PIN-koden, support sa 9 0 2 0',
    '我忘了密码，客服说是 9 5 5 8 8',
    '暗証番号を忘れた、サポートは 0 1 2 0 と言った',
    'I forgot my PIN so the helpdesk opened ticket 4 4 7 1',
    'forgot my banking password, the agent gave me ticket 4 4 7 1 9',
]

# hand19a/hand19b look-alikes: a bank's branch, sort or routing code, a bill's payment line, a rule of what a PIN must
# not be (South Slavic, Baltic, Iberian, Nordic), a short line after a call verb, India's postal PIN code in an Indic
# script, a card's last digits.
PUBLIC_SECRETS = [
    'Airtel रिचार्ज कूपन पिन: 7719 3382 0045 16',
    'branch code 250655, card PIN 4471',
    'Sort code 20-00-00 and my online banking password is Blue#Heron77',
    'kode cabang 0123, PIN ATM saya 4 4 7 1',
    'Bankleitzahl 10070000, meine PIN ist 4 4 7 1',
    "the PIN can't be 1 2 3 4, so I set mine to 7 7 4 1",
    'ПИН-от е 4 4 7 1',
    'मेरा एटीएम पिन 4471 है',
    'ATM का पिन कोड 4471 है',
    'card ending in 4242, PIN 1881',
    'my card PIN is 0935',
    'boleto pago; senha do app do banco: Pato#Azul88',
    'tawag ka sa akin, ang PIN ko ay 4 4 7 1',
    'call me, the door code is 2 4 6 8',
]

PUBLIC_BENIGN = [
    'Airtel रिचार्ज कूपन कोड 7719 हर किसी के लिए है',
    'Ikhodi yegatsha le-Capitec: 470010, iyafana kuwo wonke amagatsha.',
    'Our bank branch code is 250655',
    'Sort code 20-00-00 for the rent transfer',
    'Routing number: 021000021',
    'Bankleitzahl 10070000 steht auf jedem Kontoauszug',
    'code guichet 00012 sur le RIB',
    'código de sucursal 0182 en la libreta',
    'kode cabang 0123 ada di buku tabungan',
    'mã chi nhánh 01202 in trên sổ',
    'msimbo wa tawi 001 kwa benki yetu',
    '支店番号 123 は通帳に書いてある',
    'رمز الفرع 4471 مكتوب في الكشف',
    'şube kodu 0123 hesap cüzdanında',
    'БИК 044525225 указан в реквизитах',
    'ПИН-от мора да има 4 цифри и не смее да биде 1234 или датум на раѓање.',
    'ПИН кодът не може да бъде 1234',
    'PIN ne sme biti 1234',
    'PIN ne smije biti 0000',
    'PIN nesmie byť 1111',
    'PIN kodas negali būti 1234',
    'PIN nedrīkst būt 0000',
    'PIN-kood ei tohi olla 1234',
    'PIN-i nuk mund të jetë 1234',
    'el PIN no pot ser 1234',
    'O PIN non pode ser 1234',
    'PIN má ekki vera 1234',
    'Na-lock yung GCash ni Mama kasi mali yung MPIN ng 3 beses, tawag daw sa 2882.',
    'Na-block ang card ko, tumawag ako sa 8888',
    'Зателефонуй на 1515, якщо картку заблоковано',
    'ಪಿನ್\u200cಕೋಡ್ 560034, ಕೋರಮಂಗಲ 4ನೇ ಬ್ಲಾಕ್',
    'पिनकोड 110001, नई दिल्ली',
    'পিনকোড 700001, কলকাতা',
    'பின்கோடு 600001 சென்னை',
    'పిన్\u200cకోడ్ 500001 హైదరాబాద్',
    'പിൻകോഡ് 695001 തിരുവനന്തപുരം',
    'પિનકોડ 380001 અમદાવાદ',
    '銀行卡末四碼 0935，要掛失的是這張',
    'card ending in 4242 was declined',
    'Visa ending with 1881 expired',
    '尾号 8890 的卡已挂失',
    '카드 끝자리 0935 분실 신고',
    'Código do boleto do IPTU: 81700000000 8 12340138100 2 ... é público, qualquer um pode pagar',
    'Linha digitável da conta de luz: 83640000001 1 23450138100 5',
]

# Words to be typed together (secret_spaceless.py, one table and one reader): the told words still flag; a bare
# "together" word in prose about a password ("we set it up together", "juntos", "pamoja", "μαζί") gives none.
SPACELESS_SECRETS = [
    'WiFi şifresi: mavi balık sandal, aralarında boşluk yok',
    'Password: SoleMareVento (tutto attaccato)',
    'Kalmar sirri: fura da nono, a haɗe: furadanono',
    'Das WLAN-Passwort: rote Katze Mond, alles zusammen',
    'Mot de passe : chat bleu lune, tout attaché',
    'Contraseña del wifi: perro azul luna, todo junto',
    'Hasło do wifi: zielony kot morze, bez spacji',
    'Пароль от wifi: синий кот море, без пробелов',
    'Kata sandi wifi tiga kata: kopi susu gula, tanpa spasi',
    'Mật khẩu wifi: mèo xanh biển, viết liền',
    'Nenosiri la wifi: paka bluu bahari, bila nafasi',
    'סיסמה לוויי פיי: חתול כחול ים, בלי רווחים',
    'Wifi password is three words, no spaces: purple monkey dishwasher',
]

TOGETHER_BENIGN = [
    'We changed the wifi password together yesterday',
    'Parola wifi: e legată de router',
    'Password reset: joined the call with support',
    'The password and username are joined by a colon',
    'Wi-Fi password: ask Grandma, we chose it together',
    'पासवर्ड: हम एक साथ बदलेंगे',
    'পাসওয়ার্ড: আমরা একসাথে বদলাব',
    '密码：我们连在一起想',
    'Password policy: words joined together without spaces are weak',
    'The passwords were written together on one page in the notebook',
    'pin code and card were sent together in one envelope',
    'Password manager: we set it up together with Dad',
    'Mật khẩu: để em nhắn liền',
    'Tulibadilisha nenosiri la wifi pamoja jana',
    'Κωδικός wifi: θα τον βρούμε μαζί αύριο',
    'mot de passe : on le change ensemble, collés au mur',
    'contraseña: la cambiamos juntos mañana',
]


@pytest.mark.parametrize("text", SERVICE_SECRETS + YEAR_SECRETS + POSTCODE_SECRETS + FORGOT_SECRETS + PUBLIC_SECRETS
                         + SPACELESS_SECRETS)
def test_a_password_or_pin_beside_service_names_a_year_or_a_postcode_is_still_a_secret(text: str) -> None:
    assert looks_secret(text) is not None


@pytest.mark.parametrize("text", SERVICE_BENIGN)
def test_service_names_listed_after_an_account_label_are_no_password(text: str) -> None:
    assert looks_secret(text) is None


@pytest.mark.parametrize("text", YEAR_BENIGN)
def test_a_year_naming_the_folder_or_envelope_a_pin_lies_in_is_no_pin(text: str) -> None:
    assert looks_secret(text) is None


@pytest.mark.parametrize("text", POSTCODE_BENIGN)
def test_a_public_number_whose_label_a_credential_word_only_describes_is_no_secret(text: str) -> None:
    assert looks_secret(text) is None


@pytest.mark.parametrize("text", FORGOT_BENIGN)
def test_a_number_a_helpline_gives_after_someone_forgot_a_code_is_no_code(text: str) -> None:
    assert looks_secret(text) is None


@pytest.mark.parametrize("text", PUBLIC_BENIGN)
def test_a_branch_code_a_bill_line_a_forbidden_pin_a_helpline_a_postal_pin_or_a_card_tail_is_no_secret(text: str) -> None:
    assert looks_secret(text) is None


@pytest.mark.parametrize("text", TOGETHER_BENIGN)
def test_doing_something_together_in_a_line_about_a_password_names_no_words_to_join(text: str) -> None:
    assert looks_secret(text) is None
