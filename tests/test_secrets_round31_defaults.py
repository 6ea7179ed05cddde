"""Round 31: codes that are nobody's secret (yet, or any more), tested both ways.

The family: a maker's default to be changed ("standardkoden … är 0-0-0 enligt manualen, ska bytas", "Werks-PIN 0000",
"admin/admin"), a form's or a manual's sample ("contoh di formulir: PIN 123456"), a game's room code posted to a group
("kod do gry w Gartic: X7P2Q, wrzucam na grupę klasową"), a login service's name with no value ("min kode til
NemLog-in udløber") and talk about a password with no value ("changer le mot de passe de la box avant l’arrivée des
locataires"). Each public case has secret neighbours with the same words: the user's own code after a turn ("changed
it to 4821", "mine is 889201", "mein neuer Code"), a key printed on a router's sticker, a game code beside a password,
a service's code given with its digits, a confirmation code the text keeps ("don't share it").
"""

from __future__ import annotations

import pytest

from tiered_memory.shared.safety import looks_secret, redact_secrets

DEFAULTS_PUBLIC = [
    'standardkoden på nya hänglåset är 0-0-0 enligt manualen, ska bytas',
    'the factory code on the new padlock is 0-0-0, change it before use',
    'default PIN of the new alarm keypad is 1234 according to the manual',
    'Werks-PIN vom neuen Zahlenschloss ist 0000, muss noch geändert werden',
    'le code par défaut du cadenas est 0-0-0 selon la notice, à changer',
    'el código de fábrica del candado es 000, hay que cambiarlo',
    'o código padrão do cadeado novo é 0000, tenho que trocar',
    'il codice di fabbrica del lucchetto è 0-0-0, da cambiare',
    'de standaardcode van het nieuwe hangslot is 000 volgens de handleiding',
    'standardkoden til den nye hængelås er 0000 ifølge manualen, skal skiftes',
    'fabrikkoden på det nye hengelåset er 0-0-0, må byttes',
    'domyślny kod kłódki to 0-0-0, trzeba zmienić',
    'заводской код нового замка 0000, надо поменять',
    'varsayılan şifre kilit için 0000, değiştirilmeli',
    'kode bawaan gembok baru 0000, harus diganti',
    'mã mặc định của ổ khóa mới là 0000, phải đổi',
    'tehdaskoodi uudessa riippulukossa on 0-0-0, pitää vaihtaa',
    'a lakat gyári kódja 000, meg kell változtatni',
    'výchozí kód nového zámku je 0000, je potřeba změnit',
    'ο εργοστασιακός κωδικός της κλειδαριάς είναι 0000, πρέπει να αλλάξει',
    'קוד ברירת מחדל של המנעול הוא 0000, צריך להחליף',
    'الرمز الافتراضي للقفل الجديد هو 0000، يجب تغييره',
    'کد پیش\u200cفرض قفل جدید 0000 است، باید عوضش کنم',
    'नए ताले का डिफ़ॉल्ट कोड 0000 है, बदलना है',
    '新しい南京錠の初期コードは0000、変更すること',
    '新锁的默认密码是0000，要改',
    '새 자물쇠 기본 비밀번호 0000, 바꿔야 함',
    'รหัสค่าเริ่มต้นของกุญแจใหม่คือ 0000 ต้องเปลี่ยน',
    'router default login admin/admin, change it on first setup',
    'msimbo wa kiwandani wa kufuli mpya ni 0000, lazima ubadilishe',
    'codul implicit al lacătului nou este 0000, trebuie schimbat',
    'tvornički kod novog lokota je 0000, treba promijeniti',
    'заводський код нового замка 0000, треба змінити',
    'the code on the sticker of the new lock is 0000, to be changed',
    '0-0-0 per the manual for the new luggage lock',
    'el PIN predeterminado del router es 1234 según el manual',
    '默認密碼 123456，記得改',
    'デフォルトのパスワードは admin、あとで変える',
    'oletus-PIN on 0000, vaihda se',
    'fabrikskoden är 1234 enligt bruksanvisningen',
]

DEFAULTS_SECRET = [
    'I changed the padlock from 0-0-0 to 4821',
    'the factory code was 0000, I changed it to 4821',
    'Werks-PIN war 0000, ich habe sie auf 5832 geändert',
    "le code par défaut était 0000, maintenant c'est 7391",
    'el código de fábrica era 000, mi código nuevo es 582',
    'standardkoden var 0-0-0, nu är koden 4-8-2',
    'domyślny kod 0000, mój nowy kod to 6619',
    'заводской код 0000, мой новый код 7342',
    'kode bawaan 0000, sekarang saya ganti jadi 9146',
    '默认密码是0000，我改成了7391',
    'default PIN 0000, I set my own: 4821',
    'my new padlock code is 4821',
    'the padlock code is 7 3 9 1, default was something else',
    'the sticker on the router says Wi-Fi key K7m2Px9Q4R',
    'default PIN 1234, my SIM PIN is 8841',
    'the manual says the lock code is 0000 but I set 7291',
    'standardkoden 0000 bytte jag till 5517',
    'заводской пароль admin, я сменил на Kot_2024!',
    'कोड डिफ़ॉल्ट 0000 था, मैंने 7391 कर दिया',
]

DEFAULTS_SECRET += [
    "my bank card's default PIN from the letter: 7391",
    'WLAN-Schlüssel ab Werk auf dem Aufkleber: 4471 9920 1183',
    'the default PIN for my SIM card is 4821',
    'the SIM PUK is 58392017, default PIN 0000',
]

SAMPLES_PUBLIC = [
    'contoh di formulir: PIN 123456, harus diganti sendiri katanya',
    'the example on the form says PIN 123456, you pick your own later',
    'im Formular steht als Beispiel PIN 1234, eigene wählt man später',
    "sur le formulaire l'exemple donne le code 1234",
    'en el formulario el ejemplo dice PIN 123456',
    'no formulário o exemplo mostra a senha 123456',
    "nel modulo l'esempio riporta il PIN 123456",
    'op het formulier staat als voorbeeld pincode 1234',
    'na formularzu przykład: PIN 123456',
    'в бланке пример: ПИН 123456',
    'formda örnek: şifre 123456',
    'mẫu ví dụ trên giấy: mã PIN 123456',
    'fomu inaonyesha mfano: PIN 123456',
    '見本: 暗証番号 1234',
    '예시: 비밀번호 1234',
    'Muster-PIN auf dem Antrag: 1234',
]

SAMPLES_SECRET = [
    'the example PIN 123456; mine is 889201',
    'the example PIN is 123456, mine is 889201',
    'contoh di formulir PIN 123456, punya saya 778203',
    'das Beispiel ist 1234, meine PIN ist 5832',
    "l'exemple est 1234, mon code est 7391",
    'el PIN de ejemplo es 123456, el mío es 889201',
    'e.g. my PIN 482913 for the bank card',
    'voorbeeld op formulier 1234, mijn pincode is 7702',
    'пример 1234, мой ПИН 5561',
]

GAMES_PUBLIC = [
    'kod do gry w Gartic: X7P2Q, wrzucam na grupę klasową',
    'Among Us code QWERTX, join everyone',
    'skribbl room code 48XK2, join from the group chat',
    'Kahoot game PIN 4829 1037 for the class, join now',
    'код комнаты в игре 5 1 8 3, заходите все',
    'código de la sala de Free Fire 8 8 1 2 0 3, júntense',
    'Gartic Raumcode K7M2P, kommt rein',
    'code de la partie Among Us: ZXCVBN, rejoignez',
    'kode room Mobile Legends 48271, gabung ke grup',
    'oyun kodu 7K2M9, katılın',
]

GAMES_SECRET = [
    "my Roblox password is X7P2Q9, don't share",
    'Fortnite 2FA code 482913, join later',
    'Among Us code QWERTX, and my Discord password is Kot123!',
    'kod do gry w Gartic: X7P2Q, a moje hasło do konta to Kot123!',
]

GAMES_SECRET += [
    'game night at mine, door code 4821, join us',
    'game night at my flat, code 4821, join us',
    'Roblox group code 58392, my PIN is 7731',
]

SERVICES_PUBLIC = [
    'husk at min kode til NemLog-in udløber i næste uge, skal lave ny',
    'remember to renew my MitID app before the trip',
    'BankID på mobilen måste förnyas i mars',
    'DigiD-app opnieuw activeren na de nieuwe telefoon',
    'log in via ID-porten for skatten',
    'Smart-ID needs a new PIN next week',
    'itsme werkt niet meer op mijn oude gsm',
    'FranceConnect ne marche plus, passer par Ameli',
]

SERVICES_SECRET = [
    'my MitID code 482913',
    'NemLog-in kode: 582913',
    'BankID-koden min är 739104',
    'DigiD wachtwoord: Tulp#2026',
    'MitID kode 482913, del den ikke',
    'Smart-ID PIN1 4821 PIN2 77310',
]

PASSWORD_TALK_PUBLIC = [
    'rappel : changer le mot de passe de la box avant l’arrivée des locataires',
    "rappel : changer le mot de passe de la box avant l'arrivée des locataires",
    'cambiare la password del modem prima dell’arrivo degli ospiti',
    'changer le code du portail avant l’été',
    'Passwort der Box vor Ankunft der Mieter ändern',
]

PASSWORD_TALK_SECRET = [
    'mot de passe de la box : l’Ouragan75',
    'changer le mot de passe de la box, nouveau : Soleil_2024!',
    'password: Rock’n’Roll!',
]

NOT_CODES_PUBLIC = [
    'default timeout 300, I changed it to 600',
    'the default port is 8080, I changed it to 8443',
    'sample size 120, mine is 240',
    'the example uses port 8080, mine is 9090',
    'the form example shows 2024-01-01, I wrote 1990',
]

OTHER_PUBLIC = [
    'Cita para el pasaporte, código de cita 7KD-221',
]

OTHER_SECRET = [
    "Your confirmation code is 482913, don't share it",
]


@pytest.mark.parametrize("text", DEFAULTS_PUBLIC)
def test_a_makers_default_code_printed_in_the_manual_is_not_a_secret(text: str) -> None:
    assert looks_secret(text) is None


@pytest.mark.parametrize("text", DEFAULTS_SECRET)
def test_a_code_set_after_turning_from_the_default_is_a_secret(text: str) -> None:
    assert looks_secret(text) is not None


@pytest.mark.parametrize("text", SAMPLES_PUBLIC)
def test_a_forms_or_manuals_sample_value_is_not_a_secret(text: str) -> None:
    assert looks_secret(text) is None


@pytest.mark.parametrize("text", SAMPLES_SECRET)
def test_the_users_own_value_beside_a_sample_is_a_secret(text: str) -> None:
    assert looks_secret(text) is not None


@pytest.mark.parametrize("text", GAMES_PUBLIC)
def test_a_game_code_posted_to_a_group_or_calling_players_in_is_not_a_secret(text: str) -> None:
    assert looks_secret(text) is None


@pytest.mark.parametrize("text", GAMES_SECRET)
def test_a_games_account_password_or_login_code_is_a_secret(text: str) -> None:
    assert looks_secret(text) is not None


@pytest.mark.parametrize("text", SERVICES_PUBLIC)
def test_a_login_services_name_without_a_value_is_not_a_secret(text: str) -> None:
    assert looks_secret(text) is None


@pytest.mark.parametrize("text", SERVICES_SECRET)
def test_a_login_services_code_given_with_its_digits_is_a_secret(text: str) -> None:
    assert looks_secret(text) is not None


@pytest.mark.parametrize("text", PASSWORD_TALK_PUBLIC)
def test_talk_of_changing_a_password_with_no_value_is_not_a_secret(text: str) -> None:
    assert looks_secret(text) is None


@pytest.mark.parametrize("text", PASSWORD_TALK_SECRET)
def test_a_password_given_beside_the_same_words_is_a_secret(text: str) -> None:
    assert looks_secret(text) is not None


@pytest.mark.parametrize("text", NOT_CODES_PUBLIC)
def test_a_number_changed_from_a_default_or_beside_a_sample_with_no_code_word_is_not_a_secret(text: str) -> None:
    assert looks_secret(text) is None


@pytest.mark.parametrize("text", OTHER_PUBLIC)
def test_an_appointments_code_for_a_passport_is_not_a_secret(text: str) -> None:
    assert looks_secret(text) is None


@pytest.mark.parametrize("text", OTHER_SECRET)
def test_a_confirmation_code_the_text_keeps_from_others_is_a_secret(text: str) -> None:
    assert looks_secret(text) is not None


def test_redaction_removes_the_new_code_and_keeps_the_factory_default() -> None:
    out = redact_secrets("the factory code was 0000, I changed it to 4821")
    assert "4821" not in out and "0000" in out


def test_redaction_removes_the_users_own_pin_beside_the_forms_sample() -> None:
    out = redact_secrets("the example PIN is 123456, mine is 889201")
    assert "889201" not in out
