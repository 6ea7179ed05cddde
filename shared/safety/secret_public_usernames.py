"""A user name or login id alone ("Pronote : identifiant 4587123 / classe de 5e") is no secret: masked before the rules.

Policy (round 30): a school portal's, a library's or a club site's user name or numeric login id names the account,
it does not open it; the password, PIN or code beside it does. A value right after a user-name label (identifiant,
nom d'utilisateur, Benutzername, usuario, username, login id, gebruikersnaam, nazwa użytkownika, kullanıcı adı,
логин, ユーザー名, 用户名, 아이디, شناسه کاربری, उपयोगकर्ता नाम, in ~35 languages) is masked only when the text names no
password, PIN or code (`secret_lexicon.CUE`, `secret_lexicon_world.PASSWORD_WORDS`/`PIN_WORDS`, read with the label
blanked) and keeps nothing secret (`secret_kept_accounts.kept_secret`): "identifiant 4587123 / mot de passe Lune77"
stays flagged, and so does a pair with no password word whose other half looks like one ("Benutzername 40417 /
Pferd2014!"). Plural "credentials" words ("identifiants", "Zugangsdaten") are no user-name label. Called by
`secret_public.public_spans`; every pattern is bounded.
"""

from __future__ import annotations

import re
from typing import Iterator

from .secret_kept_accounts import kept_secret
from .secret_lexicon import CUE
from .secret_lexicon_world import PASSWORD_WORDS, PIN_WORDS

_LABEL = re.compile(
    r"(?i)(?<![^\W\d_])(?:identifiant(?!s)(?:\s+(?:de\s+connexion|ENT|élève|eleve|utilisateur))?|nom\s+d['’]utilisateur"
    r"|id\s+utilisateur|benutzer(?:name|kennung|-?id)|nutzer(?:name|kennung|-?id)|anmeldename|nombre\s+de\s+usuario"
    r"|usuario|id\s+de\s+usuario|nome\s+(?:de\s+)?usu[áa]rio|usu[áa]rio|nome\s+utente|id\s+utente|utente"
    r"|user\s?name|user[\s\-]?id|login[\s\-]?id|login\s+name|gebruikers(?:naam|-?id)|nazwa\s+użytkownika|login\s+użytkownika"
    r"|kullanıcı\s+(?:adı|kodu|no)|uživatelské\s+jméno|korisničko\s+ime|felhasználónév|käyttäjätunnus|användarnamn"
    r"|brukernavn|brugernavn|bruger[\s\-]?id|bruker[\s\-]?id|användar[\s\-]?id|nume\s+(?:de\s+)?utilizator|όνομα\s+χρήστη|tên\s+đăng\s+nhập|nama\s+pengguna|ID\s+pengguna"
    r"|jina\s+la\s+mtumiaji|pangalan\s+ng\s+user)(?![^\W\d_])"
    r"|(?<![^\W\d_])(?:логин|имя\s+пользователя|ім['’]я\s+користувача)(?![^\W\d_])|اسم\s+المستخدم|نام\s+کاربری"
    r"|شناسه\s+کاربری|یوزرنیم|صارف\s+نام|שם\s+משתמש|उपयोगकर्ता\s+(?:नाम|आईडी)|यूज़र\s?(?:नेम|आईडी)|ব্যবহারকারীর\s+নাম"
    r"|ชื่อผู้ใช้|ユーザー(?:名|ID)|用户名|用戶名|登录名|帐号名|아이디|사용자\s?(?:이름|ID)")
_SECRET_WORDS = re.compile(f"(?i)(?:{PASSWORD_WORDS})|(?:{PIN_WORDS})")
_WORD = re.compile(r"[^\s,;:/|()\[\]\"'“”«»]{6,64}")
_SYMBOLS = frozenset("!@#$%^&*_+=?~")
_VALUE = re.compile(r"[\s:：=#\-–]{0,4}(?P<v>[A-Za-z0-9._@\-]{3,40})(?![\w@])")


def _blank_labels(text: str) -> str:
    return _LABEL.sub(lambda m: " " * len(m.group(0)), text)


def username_spans(text: str) -> Iterator[tuple[int, int]]:
    """Spans of user names and login ids given with no password, PIN or code (see the module's docstring)."""
    if not any(c.isdigit() for c in text) or _LABEL.search(text) is None:
        return
    rest = _blank_labels(text)
    if CUE.search(rest) or _SECRET_WORDS.search(rest) or kept_secret(text):
        return
    for label in _LABEL.finditer(text):
        value = _VALUE.match(text, label.end())
        if value is not None and any(c.isdigit() for c in value.group("v")) and not _password_beside(text, value.span("v")):
            yield value.span("v")


def _password_beside(text: str, span: tuple[int, int]) -> bool:
    """Whether another token of the text looks like a password (letters with digits or a symbol, six characters or
    more): "Benutzername 40417 / Pferd2014!" gives the pair with no password word."""
    for token in _WORD.finditer(text):
        word = token.group(0)
        if token.end() <= span[0] or token.start() >= span[1]:
            letters, digits = any(c.isalpha() for c in word), any(c.isdigit() for c in word)
            if len(word) >= 6 and letters and (digits or any(c in _SYMBOLS for c in word)):
                return True
    return False
