"""After a log-in label ("Prihlásenie do Tatra banky:", "Anmeldung:", "登录:"), "user / password" gives the password.

People note a log-in as the word for logging in, a few words naming where, a colon, then the user and the password
joined by "/", "|", "," or a space: "Prihlásenie do Tatra banky: 12345678 / Bryndza*Halusky". The second value is the
password when it has a password's shape: letters with digits and a capital or a symbol, or two words joined by a
symbol other than "-", "_" or "." ("Bryndza*Halusky"). Two plain names ("Login: Google / Apple"), two times or dates
("Anmeldung: 10:00 / 12:00"), two menu words ("Login: email / heslo") and public shapes give nothing.
"""

from __future__ import annotations

import re
from typing import Iterator

from .secret_login_rows import strong_value
from .secret_example_words import example_pattern

# Words for logging in or a log-in's data: en de fr es pt it nl sv no da fi pl cs sk hu ro ru uk bg sr hr sl tr az id
# ms vi tl sw el lt lv et is sq ka hy kk uz fa ar he hi bn ur ta te kn ml mr zh ja ko th.
_LOGIN = re.compile(
    r"(?i)(?<![^\W\d_])(?:log-?\s?in|logon|sign[\s\-]?in|credentials|creds|login\s+data|anmeldung|anmeldedaten"
    r"|zugangsdaten|login-?daten|zugang|connexion|identifiants|accesso|credenziali|inicio\s+de\s+sesi[oó]n|acceso"
    r"|credenciales|datos\s+de\s+acceso|acesso|credenciais|dados\s+de\s+acesso|inloggen|inloggegevens|inloggning"
    r"|inloggningsuppgifter|innlogging|pålogging|login|kirjautuminen|tunnukset|logowanie|dane\s+logowania"
    r"|přihlášení|přihlašovací\s+údaje|prihlásenie|prihlasovacie\s+údaje|bejelentkezés|belépés|autentificare"
    r"|conectare|date\s+de\s+autentificare|вход|логин|данные\s+для\s+входа|вхід|логін|вписване|пријава|prijava"
    r"|giriş(?:\s+bilgileri)?|giriş\s+məlumatları|masuk|log\s+masuk|đăng\s+nhập|mag-?login|kuingia"
    r"|σύνδεση|είσοδος|prisijungimas|pieteikšanās|sisselogimine|innskráning|hyrje|identifikim|შესვლა|մուտք|кіру"
    r"|kirish|ورود|تسجيل\s+الدخول|دخول|כניסה|התחברות|लॉगिन|लॉग\s?इन|लॉगइन|লগইন|প্রবেশ|لاگ\s?ان|உள்நுழைவு"
    r"|లాగిన్|ಲಾಗಿನ್|ലോഗിൻ)(?![^\W\d_])"
    r"|登录|登入|登錄|ログイン|로그인|เข้าสู่ระบบ|ล็อกอิน")
# Then where (a few words, a number only inside a name like "Privat24", no sentence end), a colon, the user, a joiner, the password.
_PAIR = re.compile(
    r"(?:(?!\.\s)(?:[^\W\d_]++\d*+|[^\n\w:：=!?;。！？])){0,24}?[ \t]*[:：=][ \t]*"
    r"(?P<u>[^\s/|,;:：]{2,60})(?:[ \t]*[/|,;][ \t]*|[ \t]+)(?P<v>[^\s/|,;]{6,40}?)[.,;!?)]*(?=\s|$)")
# Menu words and fields, not a user and a password ("Login: email / heslo").
_FIELD = re.compile(r"(?i)(?:user(?:name)?|e-?mail|password|pass|name|id|heslo|hasło|passwort|mot\s+de\s+passe|contraseña"
                    r"|senha|jméno|meno|benutzer(?:name)?|usuario|utilisateur|логин|пароль|kullanıcı|şifre)")
# A worked example or a template, not someone's log-in.
_EXAMPLE = example_pattern(r"(?<![^\W\d_])(?:format|demo|test)(?![^\W\d_])|<[^>]*>|\{[^}]*\}")


def login_label_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """(kind, span) of each password given as the second of a user and a password after a log-in label."""
    for label in _LOGIN.finditer(shown):
        pair = _PAIR.match(shown, label.end())
        if pair is None:
            continue
        user, value = pair.group("u"), pair.group("v")
        line_end = shown.find("\n", pair.end())
        if _FIELD.fullmatch(user) or _FIELD.fullmatch(value) or user.lower() == value.lower() \
                or _EXAMPLE.search(shown, shown.rfind("\n", 0, label.start()) + 1, len(shown) if line_end < 0 else line_end):
            continue
        if strong_value(value) or _joined_words(value):
            yield "password", pair.span("v")


def _joined_words(value: str) -> bool:
    """Two words joined by a symbol other than "-", "_" or "." ("Bryndza*Halusky", "sol!luna"); no URL, mail or path."""
    return re.fullmatch(r"[^\W\d_]{3,}[!#$%&*+=?^~§][^\W\d_]{3,}[!#$%&*+=?^~§\d]*", value) is not None \
        and "@" not in value
