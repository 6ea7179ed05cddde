"""Passwords and codes said in ordinary sentences: a password or code word in any inflected, possessive or compound
form, then its value a few words on; digits said as words beside a code, PIN or lock word before or after them; and
the look-alikes that stay unflagged: talk about passwords, postal, discount, error and product codes, counting aloud."""

from __future__ import annotations

import pytest

from tiered_memory.shared.safety import looks_secret, redact_secrets
from tiered_memory.shared.safety.secret_sentences import code_named_near, sentence_spans


def _values(text: str) -> list[str]:
    return [text[start:end] for _kind, (start, end) in sentence_spans(text)]


@pytest.mark.parametrize(("text", "value"), [
    ("Mein GMX-Passwort hab ich geändert auf Zugspitze_2962m", "Zugspitze_2962m"),
    ("Facebook parolam: ankara06kedi", "ankara06kedi"),
    ("Κωδικός για το e-shop: Souvlaki_2021", "Souvlaki_2021"),
    ("Nordean salasanani vaihdoin muotoon Revontuli#12", "Revontuli#12"),
    ("Jelszavam a bankhoz: Budapest_1956", "Budapest_1956"),
    ("Hasło do konta w banku zmieniłem na Wisla_2024", "Wisla_2024"),
    ("Lösenordet till wifi:t hemma är Kanelbulle_42", "Kanelbulle_42"),
    ("Mijn DigiD-wachtwoord heb ik veranderd naar Fiets_Amsterdam_9", "Fiets_Amsterdam_9"),
    ("Minha senha do banco mudou para Sol2024!", "Sol2024!"),
    ("Пароль до інтернет-банку змінив на Kyiv_2022!", "Kyiv_2022!"),
    ("Лозинка за wifi је Beograd_011", "Beograd_011"),
    ("Wifi şifresini Kahve_2024 yaptım", "Kahve_2024"),
])
def test_the_sentence_stage_reads_a_value_after_a_password_word_in_any_inflected_or_compound_form(
        text: str, value: str) -> None:
    assert value in _values(text)


@pytest.mark.parametrize(("text", "value"), [
    ("Mein GMX-Passwort hab ich geändert auf Zugspitze_2962m", "Zugspitze_2962m"),
    ("Facebook parolam: ankara06kedi", "ankara06kedi"),
    ("Κωδικός για το e-shop: Souvlaki_2021", "Souvlaki_2021"),
    ("Le code wifi du gîte c'est « lavande_SUD_2291 »", "lavande_SUD_2291"),
    ("guest net → Gast_Hendrik / 8k3m-9x2p-7q1w", "8k3m-9x2p-7q1w"),
    ("Ich hab mein Instagram-Passwort gestern auf Bergsee#41 geändert", "Bergsee#41"),
    ("Mi contraseña de Gmail la cambié a Tortuga_88", "Tortuga_88"),
    ("Il mio password di Amazon è cambiato in Gatto_Nero_12", "Gatto_Nero_12"),
    ("Adgangskoden til netbank er Hygge_2023", "Hygge_2023"),
    ("Moje heslo do Seznamu je Brambora_123", "Brambora_123"),
    ("Parola de la wifi e Dracula_1431", "Dracula_1431"),
    ("Ο κωδικός μου στο Gmail: Akropoli#88", "Akropoli#88"),
    ("הסיסמה לוויפי בבית היא Shemesh_2022", "Shemesh_2022"),
    ("كلمة المرور للراوتر هي Cairo_2023", "Cairo_2023"),
    ("Mật khẩu ngân hàng của mẹ là SaiGon_1975", "SaiGon_1975"),
    ("Kata sandi wifi kantor: Jakarta_2024", "Jakarta_2024"),
    ("Geslo za wifi je Ljubljana_2024", "Ljubljana_2024"),
    ("Parool wifi jaoks: Tallinn_1219", "Tallinn_1219"),
])
def test_a_password_given_in_an_ordinary_sentence_is_a_secret_and_redacted(text: str, value: str) -> None:
    assert looks_secret(text) is not None
    assert value not in redact_secrets(text)


@pytest.mark.parametrize(("text", "value"), [
    ("WhatsApp-koodisi: 381-554", "381-554"),
    ("Spintcode i omklädningsrummet: 8802", "8802"),
    ("Coworking Eingang: Chip verloren, Ersatzcode 9*2*7*1", "9*2*7*1"),
    ("رمز قفل الجوال 5512 لو احتجته", "5512"),
    ("Kapı kodumuz 2580", "2580"),
    ("Alarm kodum 8812, unutma", "8812"),
    ("Interfonkoden är 1357", "1357"),
    ("Notfallcode 9911 für die Alarmanlage", "9911"),
    ("Lokerokoodi kuntosalilla 2718", "2718"),
    ("Codul de la interfon: 2580", "2580"),
])
def test_a_number_after_an_owned_or_compound_code_word_or_beside_a_lock_word_is_a_secret_and_redacted(
        text: str, value: str) -> None:
    assert looks_secret(text) is not None
    assert value not in redact_secrets(text)


@pytest.mark.parametrize(("text", "value"), [
    ("zwei-null-neun-vier ist der Code vom Briefkasten-Schloss", "zwei-null-neun-vier"),
    ("tre-sette-uno-cinque: così si apre il lucchetto del garage", "tre-sette-uno-cinque"),
    ("Pinnen på bankkortet: fyra-sju-noll-två", "fyra-sju-noll-två"),
    ("sette-due-nove-quattro è il codice del portone", "sette-due-nove-quattro"),
    ("quatre-sept-deux-un, c'est le code de la porte", "quatre-sept-deux-un"),
    ("PIN kartice: četiri-sedam-dva-jedan", "četiri-sedam-dva-jedan"),
    ("Kodi i portës: katër-shtatë-dy-një", "katër-shtatë-dy-një"),
    ("PIN-i: neli-seitse-kaks-üks", "neli-seitse-kaks-üks"),
    ("Kapı şifresi: dört-yedi-iki-bir", "dört-yedi-iki-bir"),
])
def test_digits_said_as_words_before_a_code_word_or_beside_a_lock_or_card_word_are_redacted(
        text: str, value: str) -> None:
    assert looks_secret(text) is not None
    assert value not in redact_secrets(text)


@pytest.mark.parametrize("text", [
    "I changed my password yesterday",
    "the code expires in 10 minutes",
    "PIN reset takes 3 days",
    "Passwort muss 12 Zeichen haben",
    "Das Passwort muss mindestens 12 Zeichen und eine Zahl haben",
    "Hab das WLAN-Passwort vergessen, steht auf der Fritz!Box 7590",
    "Das WLAN-Passwort steht auf der Fritz!Box",
    "Passwort für Office365 muss ich ändern",
    "Parolanız en az 8 karakter olmalı",
    "Salasanan pitää olla vähintään 10 merkkiä",
    "Hasło musi mieć co najmniej 8 znaków",
    "Пароль должен содержать не менее 8 символов",
    "Le mot de passe doit contenir 12 caractères",
    "Mein Passwort-Manager heißt KeePassXC 2.7",
])
def test_talk_about_passwords_with_no_value_given_is_not_a_secret(text: str) -> None:
    assert looks_secret(text) is None


@pytest.mark.parametrize("text", [
    "Postcode: 3512 JE Utrecht",
    "posta kodu 34710 Kadıköy",
    "Code postal : 75011 Paris",
    "Rabattcode für alle: SOMMER20",
    "Rabattkoden SOMMAR20 gäller hela helgen",
    "Alennuskoodi KESA25 toimii verkkokaupassa",
    "Fehlercode 4012 an der Spülmaschine",
    "Error code 0x80070005 when updating Windows",
    "Hex-Farbcode vom Logo: #4B7E9A",
    "Lackcode 040 für den Toyota",
    "Händlercode 2231 bei der Bestellung angeben",
    "Kurscode 4711 für die VHS",
    "Motorkoden är CJSA, årsmodell 2016",
    "Registrikood 12841377",
    "Κωδικός κράτησης ξενοδοχείου: HX48291",
    "My Pinterest account has 2500 followers",
    "Pinnwand 2024: Fotos vom Sommerfest",
    "Kode pos rumah baru 40115 Bandung",
])
def test_codes_of_another_sort_named_by_a_code_word_are_not_secrets(text: str) -> None:
    assert looks_secret(text) is None


@pytest.mark.parametrize("text", [
    "eins zwei drei vier, ich zähle bis vier und dann geht's los",
    "one two three four, the band counted in",
    "uno due tre quattro, contiamo insieme i bambini",
    "yksi kaksi kolme neljä, lapset laskevat",
])
def test_counting_aloud_with_no_code_or_lock_word_is_not_a_secret(text: str) -> None:
    assert looks_secret(text) is None


def test_a_code_word_after_spoken_digits_names_them_a_code_but_a_phone_word_does_not() -> None:
    text = "zwei-null-neun-vier ist der Code vom Briefkasten-Schloss"
    assert code_named_near(text, 0, len("zwei-null-neun-vier"))
    text = "zwei-null-neun-vier ist die Vorwahl, Rabattcode folgt"
    assert not code_named_near(text, 0, len("zwei-null-neun-vier"))


@pytest.mark.parametrize(("text", "value"), [
    ("Cancello del condominio a Rimini: premere 0 4 6 1 poi chiave", "0 4 6 1"),
    ("Codice per l'ascensore al piano attico: 7 1 2 *", "7 1 2 *"),
    ("Front door keypad at the Leeds office:\n\n3 3 0 7", "3 3 0 7"),
    ("Tür unten am Hof: 4 4 1 9", "4 4 1 9"),
])
def test_single_digits_keyed_one_by_one_after_a_lock_keypad_or_lift_word_are_redacted(text: str, value: str) -> None:
    assert looks_secret(text) is not None
    assert value not in redact_secrets(text)


@pytest.mark.parametrize("text", [
    "Ruf mich an: 0 1 7 1 2",
    "Wir sind 4 4 1 9 Leute im Verein",
    "Die Tür ist 2 1 0 0 mm hoch",
    "Tabelle: 1 2 3 4 5 6",
])
def test_single_digits_apart_by_spaces_with_no_lock_word_or_called_a_phone_or_a_measure_are_not_secrets(
        text: str) -> None:
    assert looks_secret(text) is None


@pytest.mark.parametrize(("text", "value"), [
    ("Instagram şifrem: gunbatimi_Bodrum!", "gunbatimi_Bodrum"),
    ("ایزی پیسہ کا پن 9031 ہے، ابو نے بتایا", "9031"),
    ("የዋይፋይ ይለፍ ቃል: Addis_Bole2015", "Addis_Bole2015"),
    ("รหัสไวไฟออฟฟิศชั้น 3 คือ mamuang_2567", "mamuang_2567"),
])
def test_words_joined_with_a_capital_a_bare_pin_word_and_password_words_of_more_scripts_give_their_value(
        text: str, value: str) -> None:
    assert looks_secret(text) is not None
    assert value not in redact_secrets(text)


@pytest.mark.parametrize("text", [
    "في ملف الإعدادات اكتب password: YOUR_PASSWORD واستبدلها لاحقاً",
    "password = os.environ['DB_PASSWORD'] in settings.py",
    "в docker-compose пароль берётся из файла: POSTGRES_PASSWORD_FILE: /run/secrets/pg_pass",
])
def test_a_variable_name_or_placeholder_in_capitals_after_a_password_word_is_no_value(text: str) -> None:
    assert not _values(text)


@pytest.mark.parametrize(("text", "value"), [
    ("Νέος κωδικός για το email: Mousaka_2024", "Mousaka_2024"),
    ("Nowe hasło do poczty: Pierogi_2024!", "Pierogi_2024"),
    ("Új jelszó a wifihez: Gulyas_2024", "Gulyas_2024"),
    ("Ny adgangskode til e-Boks: Smørrebrød_24", "Smørrebrød_24"),
    ("Zugspitze_2962m ist mein neues GMX-Passwort", "Zugspitze_2962m"),
    ("Koira2019 on uusi salasanani", "Koira2019"),
    ("SIM-PIN neues Handy Oma: 0815? nein – 3947", "3947"),
    ("Mon code Netflix profil enfants : 1234? non, 4826", "4826"),
])
def test_a_new_password_for_a_service_a_value_named_before_its_word_and_a_corrected_code_are_redacted(
        text: str, value: str) -> None:
    assert looks_secret(text) is not None
    assert value not in redact_secrets(text)


@pytest.mark.parametrize("text", [
    "Bitwarden2024 ist mein Passwortmanager",
    "Office365 Passwort vergessen",
    "Neues Passwort angefordert, kommt per SMS",
    "Telefoncode 030 für Berlin",
    "Das Zahlenschloss hat ab Werk den Code 000",
    "Codul comenzii 8841203 a fost livrat",
    "We counted one two three four and then the PIN reader beeped",
    "codice articolo 5 5 2 0 sullo scaffale C",
])
def test_a_manager_a_forgotten_password_an_area_a_factory_or_an_order_code_and_counting_give_no_value(
        text: str) -> None:
    assert looks_secret(text) is None
