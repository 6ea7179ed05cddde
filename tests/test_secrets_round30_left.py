"""Round 30, known leftovers from earlier rounds, each treated as a family across languages, look-alikes both ways.

1. An organisation's account (a club's, a Verein's) the text keeps secret ("private", "keep it secret", "vertraulich",
   "confidentiel", "ne le partage pas") is a secret: the secrecy words win over the payee mask; the same account given
   to pay dues into, or called not secret, stays public.
2. A user name or login id alone ("Pronote : identifiant 4587123", "Benutzername", "usuario", "login id") is no secret;
   with a password, PIN or code beside it, the text stays flagged.
3. A pairing code's manual default beside the user's own code ("Handbuch: 0000, meiner ist 5H8K2P, nur für mich"):
   the user's code is the one redacted, the default is left.
4. A short code in Finglish ("ramz-e gushi 482", "code dar 915") is a secret; a value the text says the code is not
   ("ramz-e dar 1990 nist", "the door code is not 1990", "n'est pas", "ist nicht", "no es", "değil") is not, unless
   another value is given ("the code isn't 1990 anymore, it's 4471").
5. An appointment's or booking's confirmation code (at a consulate, an office, an embassy) is public like a booking
   number, unless an access word (PIN, password, clave de acceso) stands beside it.
"""

from __future__ import annotations

import pytest

from tiered_memory.shared.safety import looks_secret, redact_secrets

MARK = "[secret removed]"

CLUB_ACCOUNTS_KEPT_SECRET = [
    "Club account NL91 ABNA 0417 1643 00, private, keep it secret",
    "Club account NL91 ABNA 0417 1643 00 — keep it private",
    "Football club account NL91 ABNA 0417 1643 00, confidential",
    "Tennis club account NL91 ABNA 0417 1643 00, don't share it",
    "Vereinskonto IBAN DE44 5001 0517 5407 3249 31, privat, geheim halten",
    "Vereinskonto IBAN DE44 5001 0517 5407 3249 31, vertraulich",
    "Compte du club FR14 2004 1010 0505 0001 3M02 606, confidentiel",
    "Compte du club FR14 2004 1010 0505 0001 3M02 606, ne le partage pas",
    "Cuenta del club ES91 2100 0418 4502 0005 1332, privada, no la compartas",
    "Rekening van de club NL91 ABNA 0417 1643 00, privé, niet delen",
    "Conto del club IT60 X054 2811 1010 0000 0123 456, riservato",
    "Club account NL91 ABNA 0417 1643 00, only for me",
]

CLUB_ACCOUNTS_PUBLIC = [
    "Club account NL91 ABNA 0417 1643 00",
    "Pay the club dues into NL91 ABNA 0417 1643 00",
    "Club account NL91 ABNA 0417 1643 00, not secret, it's on the website",
    "Club account NL91 ABNA 0417 1643 00, not private, on every flyer",
    "Club secretary: pay dues to club account NL91 ABNA 0417 1643 00",
    "Vereinskonto DE44 5001 0517 5407 3249 31 für den Mitgliedsbeitrag",
    "Compte du club FR14 2004 1010 0505 0001 3M02 606 pour la cotisation",
]

USERNAMES_ALONE = [
    "Pronote : identifiant 4587123 / classe de 5e",
    "ENT du collège : identifiant 4587123, classe de 4e B",
    "WebUntis Benutzername 4587123, Klasse 7b",
    "Schulportal: Benutzername lea.m2014, Klasse 5c",
    "usuario 4587123 del portal escolar",
    "Portal del colegio: nombre de usuario 4587123, curso 3ºB",
    "School portal login id 4587123, year 8",
    "Library username reader4587, branch Westside",
    "Magister gebruikersnaam 4587123, klas 2b",
    "Librus: login użytkownika 4587123, klasa 6a",
    "e-Okul kullanıcı adı 4587123, sınıf 7-B",
    "Portale scolastico: nome utente 4587123, classe 3A",
    "Логин 4587123, класс 7Б",
    "ユーザーID 4587123、3年2組",
    "아이디 4587123, 3학년 2반",
    "نام کاربری 4587123، کلاس هفتم",
    "用户名 4587123，初二3班",
]

USERNAMES_WITH_A_SECRET = [
    "Pronote : identifiant 4587123 / mot de passe Lune77",
    "Pronote : identifiant 4587123 / code 4471",
    "WebUntis Benutzername 4587123, Passwort Sonne2024",
    "usuario 4587123, contraseña Patito99",
    "School portal login id 4587123, pin 4471",
    "Magister gebruikersnaam 4587123, wachtwoord Fiets2024",
    "e-Okul kullanıcı adı 4587123, şifre Kedi2024",
    "Portale scolastico: nome utente 4587123, password Mare2024",
    "Логин 4587123, пароль Solnce77",
    "아이디 4587123, 비밀번호 Haneul77",
    "Pronote : identifiant 4587123 / Lune2014!",
    "WebUntis Benutzername 40417 / Pferd2014!",
]

DEFAULT_BESIDE_OWN = [
    ("Kopplungscode steht im Handbuch: 0000, meiner ist 5H8K2P, nur für mich", "0000", "5H8K2P"),
    ("Pairing code in the manual: 0000, mine is 7KQ4M2, only for me", "0000", "7KQ4M2"),
    ("Code d'appairage par défaut : 0000, le mien est 5H8K2P, rien que pour moi", "0000", "5H8K2P"),
    ("Código de vinculación de fábrica: 1234, el mío es 8X4T2Q, solo para mí", "1234", "8X4T2Q"),
]

FINGLISH_CODES = [
    "ramz-e gushi 482",
    "code dar 915",
    "ramz-e dar 915",
    "ramze kart 5521",
    "kod-e gavsandogh: 3391",
    "ramz-e ghofl 274",
    "code-e dar hast 915",
]

FINGLISH_LOOKALIKES = [
    "code dar es salaam 022",
    "ramz-e dar 482 toman",
    "code dar 2 ta",
]

NEGATED_ALONE = [
    "ramz-e dar 1990 nist",
    "the door code is not 1990",
    "the door code isn't 1990",
    "Der Türcode ist nicht 1990",
    "le code de la porte n'est pas 1990",
    "el código de la puerta no es 1990",
    "o código do portão não é 1990",
    "kapı şifresi 1990 değil",
    "ramz-e gushi 482 nist",
    "код от двери не 1990",
    "door ka code 1990 nahi hai",
    "暗証番号は1990じゃない",
    "문 비밀번호는 1990 아니야",
    "门禁密码不是1990",
    "رمز الباب ليس 1990",
    "קוד הדלת לא 1990",
    "kode pintu bukan 1990",
    "il codice della porta non è 1990",
    "de deurcode is niet 1990",
    "kod do drzwi nie jest 1990",
]

NEGATED_WITH_ANOTHER = [
    "the code isn't 1990 anymore, it's 4471",
    "the door code is not 1990, it's 4471",
    "ramz-e gushi 482 nist, 915-e",
    "Der Türcode ist nicht 1990, sondern 4471",
    "el código de la puerta no es 1990, es 4471",
    "Perdona, la contraseña buena de Netflix no es Sevilla84, es sevilla_84 con guion bajo.",
    "My PIN is 4471, not 1990",
    "код от двери не 1990, а 4471",
    "暗証番号は1990じゃない、4471だ",
    "door ka code 1990 nahi hai, 4471 hai",
]

APPOINTMENT_CODES = [
    "Cita en el consulado: código de cita 4QF-887",
    "Termin beim Bürgeramt, Bestätigungscode 4QF-887",
    "Visa appointment, confirmation number 4QF887",
    "Embassy appointment confirmation code: 4QF-887",
    "Rendez-vous à la préfecture, code de confirmation 7KD-221",
    "Randevu onay kodu: 4QF-887, konsolosluk",
    "大使館の予約確認番号 4QF887",
    "Afspraak bij de gemeente, bevestigingscode 4QF-887",
    "Wizyta w konsulacie, numer potwierdzenia 4QF887",
    "Запись в консульство, номер подтверждения 4QF887",
    "Vize randevusu onay numarası 4QF887",
    "预约领事馆，确认码 4QF887",
]

APPOINTMENT_WITH_ACCESS = [
    "Cita en el consulado: clave de acceso 4QF-887",
    "Termin beim Bürgeramt, Bestätigungscode 4QF-887, PIN 4471",
    "Visa appointment portal password 4QF887x",
    "Cita en el consulado: código de cita 4QF-887, contraseña del portal Luna2024",
    "Consulate appointment confirmation code 4QF887, portal password Luna2024",
    "Termin beim Bürgeramt, Zugangscode fürs Portal 88H2KQ",
]


@pytest.mark.parametrize("text", CLUB_ACCOUNTS_KEPT_SECRET)
def test_a_clubs_account_the_text_keeps_secret_is_flagged(text: str) -> None:
    assert looks_secret(text) is not None


@pytest.mark.parametrize("text", CLUB_ACCOUNTS_PUBLIC)
def test_a_clubs_account_to_pay_into_or_called_not_secret_is_not_a_secret(text: str) -> None:
    assert looks_secret(text) is None


@pytest.mark.parametrize("text", USERNAMES_ALONE)
def test_a_user_name_or_login_id_alone_is_not_a_secret(text: str) -> None:
    assert looks_secret(text) is None


@pytest.mark.parametrize("text", USERNAMES_WITH_A_SECRET)
def test_a_user_name_beside_a_password_or_code_is_flagged_and_the_password_redacted(text: str) -> None:
    assert looks_secret(text) is not None
    assert MARK in redact_secrets(text)


@pytest.mark.parametrize(("text", "default", "own"), DEFAULT_BESIDE_OWN)
def test_the_users_own_pairing_code_is_redacted_and_the_manuals_default_kept(text: str, default: str, own: str) -> None:
    out = redact_secrets(text)
    assert own not in out and default in out


@pytest.mark.parametrize("text", FINGLISH_CODES)
def test_a_short_finglish_lock_code_is_flagged(text: str) -> None:
    assert looks_secret(text) is not None


@pytest.mark.parametrize("text", FINGLISH_LOOKALIKES)
def test_a_dialling_code_an_amount_or_a_count_after_a_finglish_code_word_is_not_a_secret(text: str) -> None:
    assert looks_secret(text) is None


@pytest.mark.parametrize("text", NEGATED_ALONE)
def test_a_value_the_code_is_said_not_to_be_with_no_other_value_is_not_a_secret(text: str) -> None:
    assert looks_secret(text) is None


@pytest.mark.parametrize("text", NEGATED_WITH_ANOTHER)
def test_a_denied_value_beside_the_real_one_is_still_flagged(text: str) -> None:
    assert looks_secret(text) is not None


@pytest.mark.parametrize("text", APPOINTMENT_CODES)
def test_an_appointments_confirmation_code_is_not_a_secret(text: str) -> None:
    assert looks_secret(text) is None


@pytest.mark.parametrize("text", APPOINTMENT_WITH_ACCESS)
def test_an_access_word_beside_an_appointments_code_is_flagged(text: str) -> None:
    assert looks_secret(text) is not None


DUES_OR_PUBLIC_WITH_NO_PAYEE = [
    "My account NL91 ABNA 0417 1643 00, dues come out of it",
    "Account for dues: 63019842, sort code 20-45-77",
    "Kontonummer 1503 48 29173 für den Beitrag",
]

DUES_OR_PUBLIC_TO_PAY_INTO = [
    "Pay the membership fee to NL91 ABNA 0417 1643 00",
    "Dues: transfer to NL91 ABNA 0417 1643 00",
    "Public account for donations, pay into NL91 ABNA 0417 1643 00",
]


@pytest.mark.parametrize("text", DUES_OR_PUBLIC_WITH_NO_PAYEE)
def test_an_account_beside_a_dues_word_with_no_organisation_or_payee_is_flagged(text: str) -> None:
    assert looks_secret(text) is not None


@pytest.mark.parametrize("text", DUES_OR_PUBLIC_TO_PAY_INTO)
def test_an_account_given_to_pay_dues_into_is_not_a_secret(text: str) -> None:
    assert looks_secret(text) is None


@pytest.mark.parametrize("text", ["Secreto bancario: el banco no puede revelar la cuenta 4471-2290",
                                  "Bankgeheimnis: die Bank darf das Konto 4471-2290 nicht offenlegen"])
def test_a_banks_duty_of_secrecy_does_not_make_an_account_the_writers_secret(text):
    assert looks_secret(text) is None
