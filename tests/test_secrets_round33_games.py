"""Round 33, games: a password or a code handed to a whole group for a game, an event or a club's app is public.

A church bingo's password, a scavenger hunt's or a scouts' field game's watchword, a quiz night's join word and a
team's code for its league app are told to every player or parent: they open nobody's account. Two look-alikes ride
along: a shop's postcode named "رمز بريد" (Arabic for "postal code"), and an id the writer says is printed on the card
and no secret. Every public case has near twins that must still be flagged: the writer's own account, a game
platform's account, a parent portal's or a school account's login, a hush from the players ("don't tell the kids"),
a bank or card PIN beside the word bingo, a door, safe or Wi-Fi code beside the game, a card number said to be no secret.
"""

import pytest

from tiered_memory.shared.safety import looks_secret, redact_secrets

GROUP_GAME_PASSWORDS = [
    "a senha do bingo da igreja é 'abençoado' kkk é só pra entrar na brincadeira",
    'Kennwort für die Schnitzeljagd: Feuerdrache (für Kinder!)',
    "hasło na dzisiejszą grę terenową harcerzy: 'zielony jeż'",
    'The password for the kids\' scavenger hunt is "pineapple7"',
    'Password for tonight\'s quiz night: "Quizzy2024", tell your table',
    'le mot de passe de la chasse au trésor des enfants : « licorne »',
    "la contraseña de la búsqueda del tesoro es 'dragón' para los niños",
    'la parola d\'ordine della caccia al tesoro è "pirata"',
    "het wachtwoord voor de speurtocht is 'kikker'",
    'lösenordet till skattjakten är "hemlig"',
    "aarrejahdin salasana on 'karhu'",
    'пароль для квеста детей: «пират»',
    'пароль на игру для детей в лагере — «костёр»',
    "hazine avı şifresi: 'korsan'",
    'kata sandi perburuan harta anak-anak: "harimau"',
    "mật khẩu trò chơi truy tìm kho báu là 'con mèo'",
    'كلمة السر للبحث عن الكنز: "قرصان"',
    "הסיסמה לחיפוש המטמון היא 'פיראט'",
    "खजाने की खोज का पासवर्ड: 'समुद्री डाकू'",
    '寻宝游戏的密码是“海盗”',
    '宝探しの合言葉は「かいぞく」',
    "보물찾기 암호는 '해적'",
    "รหัสผ่านล่าสมบัติ: 'โจรสลัด'",
    "nenosiri ya kutafuta hazina: 'simba'",
    "the bingo password at church is 'blessed', everyone gets it",
    'Pfadfinder-Losung für das Geländespiel: "Wolfsrudel"',
    "heslo pro bojovku skautů: 'liška'",
    "a jelszó a kincskereséshez: 'kalóz'",
    "parola pentru vânătoarea de comori: 'pirat'",
    "wachtwoord van de vossenjacht: 'vos'",
    "κωδικός για το κυνήγι θησαυρού: 'πειρατής'",
    'Scout camp game password: Wolfpack22, shout it at every checkpoint',
    "Easter egg hunt password for the children: 'Bunny2025'",
    "senha da gincana da escola: 'Tubarão'",
    "la contraseña del bingo de la parroquia: 'bendito'",
    'le mot de passe du jeu de piste des louveteaux : Renard12',
    'пароль для бинго в клубе: «удача»',
    "kode sandi pramuka untuk permainan: 'Garuda45'",
    'Kennwort für das Kinderspiel beim Geburtstag: Zauberer7',
]

CLUB_APP_CODES = [
    'football: U10 team code for the league app is HAWKS10 — every parent needs it',
    'Spond team code for the U12s: TIGERS12',
    'club code in TeamSnap: EAGLES9',
    "code de l'équipe dans l'app du club : LIONS14",
    'código del equipo en la app del club: PUMAS11',
]

POSTCODES_AND_OPEN_IDS = [
    'رمز بريد المحل 10011 في بغداد',
    'رمز بريد المكتب 61002 في البصرة',
    'номер полиса ОМС 7744 1882 0931 2204 — он на карточке, не секрет',
    'номер читательского билета 5512 8830 — не секрет',
]

STILL_SECRET = [
    'my steam password is Feuerdrache99, the kids play the scavenger hunt on it',
    'Steam password for the scavenger hunt laptop: dragonfly88',
    'the parent portal login password for the scouts is Maple!2024',
    "my daughter's school account password is Tulip2015 for the treasure hunt app",
    "scavenger hunt password: 'bluebird' — don't tell the kids",
    "scavenger hunt password: bluebird2 — don't tell the kids",
    'Kennwort für die Schnitzeljagd: Feuerdrache, nicht den Kindern verraten',
    'my Roblox game account password is dragon77',
    'Roblox game account password: dragonfly7',
    'bingo night tomorrow, my bank PIN is 4821',
    'church bingo: card PIN 4821',
    'bingo tonight; debit card pin 7731',
    'the league app password is Hawks!2024',
    'my league app login: coach_mike / Hawks!2024',
    'team code for the league app is HAWKS10 but my password is Pa55word!',
    "a senha do meu email é 'abençoado77' kkk",
    "a senha do bingo é a do meu banco: 'abençoado77'",
    'wifi password for the scout hut: Campfire2024',
    'the door code for the church hall is 4821, for bingo night',
    'скаутский аккаунт, пароль: «костёр2024»',
    'пароль от моей почты: «пират123»',
    "hasło do mojego konta harcerskiego: 'ZielonyJez1'",
    "hasło do gry mojego syna: 'smok'",
    "the game password is 'banana', don't tell the kids",
    'пароль для квеста: «пират77», детям не говорите',
    "la contraseña de la búsqueda del tesoro es 'dragón9', no se lo digas a los niños",
    'mot de passe du compte Nintendo des enfants : Licorne2019',
    'senha da conta do Roblox do meu filho: Tubarao2015',
    "bingo: my ATM PIN is 5512, don't forget",
    'Passwort meines Schul-Accounts für die Schnitzeljagd-App: Fuchs2014!',
    'quiz night on Friday; the PIN for my card is 9034',
    "the scouts' parent portal password: Acorn#77",
    'kata sandi akun sekolah anak saya: Harimau2016',
    'código de la alarma del salón parroquial para el bingo: 7741',
    'kod do sejfu harcówki: 4490',
    "my kid's Xbox password for the party game: Ghost2013",
    'Spond login for the U12s: coach@example.com / Tigers!12',
    'team app password: Eagles#2024',
    'رمز البريد الصوتي 4821',
    'رمز بريد إلكتروني 4821',
    'номер карты 4539 1488 0343 6467 — не секрет',
    'номер полиса ОМС 7744 1882 0931 2204',
    'hazine avı şifresi benim hesabımın şifresi: Korsan2020',
]


@pytest.mark.parametrize("text", GROUP_GAME_PASSWORDS)
def test_a_password_handed_to_every_player_of_a_group_game_is_not_a_secret(text):
    assert looks_secret(text) is None


@pytest.mark.parametrize("text", CLUB_APP_CODES)
def test_a_teams_join_code_for_its_club_app_is_not_a_secret(text):
    assert looks_secret(text) is None


@pytest.mark.parametrize("text", POSTCODES_AND_OPEN_IDS)
def test_a_postcode_or_an_id_the_writer_calls_no_secret_is_not_a_secret(text):
    assert looks_secret(text) is None


@pytest.mark.parametrize("text", STILL_SECRET)
def test_an_own_account_a_hushed_word_or_a_pin_beside_a_game_is_still_a_secret(text):
    assert looks_secret(text) is not None


@pytest.mark.parametrize("text", GROUP_GAME_PASSWORDS + CLUB_APP_CODES)
def test_redacting_a_group_games_password_leaves_the_text_whole(text):
    assert redact_secrets(text) == text


def test_redacting_a_hushed_hunt_password_removes_the_value():
    assert "bluebird2" not in redact_secrets("scavenger hunt password: bluebird2 — don't tell the kids")
