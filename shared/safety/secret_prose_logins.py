"""Logins told in prose: "usuario marcela.ruiz, clave Mate y Facturas 77", "ssh pi@192.168.1.50, hasło malinka-ogrodnik"."""

from __future__ import annotations

import re
from typing import Iterator

from .secret_chat_passwords import chat_password_spans
from .secret_example_words import example_pattern
from .secret_note_words import OTHER

_USER = (r"user(?:name)?|login|benutzer(?:name)?|nutzer|utilisateur|identifiant|usuario|usuário|utente|gebruiker|"
         r"användare|brugernavn|brukernavn|użytkownik|login|логин|пользователь|kullanıcı(?:\s+adı)?|المستخدم|"
         r"اسم\s+المستخدم|نام\s+کاربری|שם\s+משתמש|ユーザー名?|用户名|用戶名|아이디|사용자|tên\s+đăng\s+nhập|"
         r"nama\s+pengguna|jina\s+la\s+mtumiaji|käyttäjä(?:tunnus)?|felhasználó(?:név)?|utilizator|χρήστης|id")
_PASSWORD = (r"pass(?:word)?|pw|pwd|passwort|kennwort|mot\s+de\s+passe|mdp|clave|contraseña|senha|password|"
             r"wachtwoord|lösenord|kodeord|passord|hasło|haslo|heslo|пароль|şifre|parola|كلمة\s+السر|كلمة\s+المرور|"
             r"رمز|رمز\s+عبور|סיסמה|パスワード|密码|密碼|비밀번호|비번|mật\s+khẩu|kata\s+sandi|sandi|salasana|"
             r"jelszó|parolă|κωδικός|पासवर्ड|পাসওয়ার্ড|nenosiri")
_LOGIN = re.compile(
    rf"(?i)(?<![^\W\d_])(?:{_USER})(?![^\W\d_])[ \t]*[:=]?[ \t]*(?P<u>[^\s,;]{{3,40}})[ \t]*(?:,|;|/|\||\s+(?:and|und|et|y|e|i|ve|و)\s+)"
    rf"[ \t]*(?<![^\W\d_])(?:{_PASSWORD})(?![^\W\d_])[ \t]*[:=]?[ \t]*(?P<v>[^\n,;.。]{{3,40}}?)[ \t]*(?:[,;.。\n]|$)")
_SSH = re.compile(
    rf"(?i)(?:ssh|sftp|scp|rdp|vnc|ftp)[ \t]+[\w.\-]+@[\w.\-]+[^\n]{{0,20}}?(?<![^\W\d_])(?:{_PASSWORD})(?![^\W\d_])"
    rf"[ \t]*[:=]?[ \t]*(?P<v>[^\s,;]{{4,40}})")
_PASSWORD_WORD = re.compile(rf"(?i)(?<![^\W\d_])(?:{_PASSWORD})(?![^\W\d_])|비밀번호|비번|密码|密碼|パスワード")
_WIFI = re.compile(r"(?i)wi-?fi|wlan|الويفي|الواي\s?فاي|وای\s?فای|ویفی|вай-?фай|와이파이|无线|ワイファイ")
_WIFI_CODE = re.compile(r"(?i)(?<![^\W\d_])(?:code|código|codice|kod|kode|код|كود|الكود|کد|קוד|कोड|코드)(?![^\W\d_])")
_HEX = re.compile(r"(?i)(?:0x|sha\d*:)?[0-9a-f]{8,}")
_NONE = re.compile(r"(?i)(?<![^\W\d_])(?:not|none|n/a|no|keine?|nicht|aucun\w*|pas|ningun\w*|nenhum\w*|nessun\w*|brak|нет|"
                   r"yok|لا|ندارد|אין|无|なし|없음|sso|same|gleich|même|mismo|igual|stesso|"
                   # sent later or elsewhere: "Passwort folgt per SMS", "contraseña por WhatsApp"
                   r"folgt|kommt|per|por|via|by|par|sms|whatsapp|e-?mail|mail|later|später|après|después|luego|depois|"
                   r"dopo|sent|send|schick\w*|envi\w*|manda\w*|ask|frag\w*|demande\w*|pregunt\w*)(?![^\W\d_])")
_CONNECTOR = (r"[ \t]*(?:[:：=]|(?<![^\W\d_])(?:هو|هي|است|is|ist|est|es|é|è|jest|это)(?![^\W\d_])|—|–|-)[ \t]*")
# A template or an example: "user:password@localhost", "parolă=<parola_ta>", "(template from the README)".
_EXAMPLE = example_pattern(r"[<{$]|exempl\w*|vorlage|modèle|plantilla|modelo|readme|manual|docs?\b")
_BETWEEN_BAD = re.compile(r"[@/:=\d]")
_MIXED = re.compile(r"(?=[^\s,،;]*[^\W\d_])(?=[^\s,،;]*\d)[^\s,،;()\"'“”]{6,40}")
_CLAUSE = re.compile(r"[\n.;。!?،,](?:\s|$)|\n")
_NOT_VALUE = re.compile(r"(?i)^(?:\d+[^\W\d_]{1,3}|[^\W\d_]{1,3}\d+|v?\d+(?:\.\d+)+|(?:19|20)\d\d-\d\d(?:-\d\d)?)[.,!]?$")


def _told_token(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """A letters-and-digits value (any script) after a password word (or a wifi's code word) and "is" or a colon."""
    for line_start, line in _lines(shown):
        cue = _PASSWORD_WORD.search(line) or (_WIFI.search(line) and _WIFI_CODE.search(line))
        if not cue or OTHER.search(line):
            continue
        clause_end = _CLAUSE.search(line, cue.end())
        clause = line[:clause_end.start() if clause_end else len(line)]
        for connector in re.finditer(_CONNECTOR, clause[cue.end():cue.end() + 60]):
            if _BETWEEN_BAD.search(clause, cue.end(), cue.end() + connector.start()) or _EXAMPLE.search(line):
                break   # the connector must follow the word itself: "user:password@host:5432/db" gives no value
            at = cue.end() + connector.end()
            token = _MIXED.match(clause, at)
            if token and not _NOT_VALUE.match(token.group()) and not _HEX.fullmatch(token.group()):
                yield "password in prose", (line_start + token.start(), line_start + token.end())
                break


def _lines(shown: str) -> Iterator[tuple[int, str]]:
    at = 0
    for line in shown.split("\n"):
        yield at, line
        at += len(line) + 1


def login_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """A password told beside a user name or an ssh address, a letters-and-digits value after a password word, or plain
    words given in chat (`secret_chat_passwords`)."""
    for match in (*_LOGIN.finditer(shown), *_SSH.finditer(shown)):
        if any(c.isalnum() for c in match.group("v")) and not _NONE.search(match.group("v")) \
                and not _EXAMPLE.search(shown, max(0, match.start() - 60), match.end() + 60):
            yield "login in prose", match.span("v")
    yield from _told_token(shown)
    yield from chat_password_spans(shown)
