"""A log-in given as "user / password" after the account's label: "Firmen-VPN (GlobalProtect): m.huber / Q3-Bergsee-Q3!"
(or "e-mail : password": "Spotify: tom.r@gmail.com : Tommy2024").

No password word is needed when the label before the colon names an account, a service or a product people log in
to (VPN, mail, router, NAS, bank, a portal, a named client in brackets), or any service with a bracketed aside
("Steam (Valve): kevin.b / Dragon-77x", where a word and its number is a password too), and the pair is a user name (letters, maybe
a dot, digits or an e-mail address) and a strong value (`strong_value`). Routes, sizes, versions, "Yes / No" and
"input / output" pair no user with a strong value, and a label that names no account reads as no log-in.
"""

from __future__ import annotations

import re
from typing import Callable, Iterator

# Services and log-in labels (~30 languages): what a "user / password" pair after a colon is the log-in of.
_ACCOUNT = re.compile(
    r"(?i)vpn|globalprotect|anyconnect|forti\w*|citrix|openvpn|wireguard|webmail|e-?mail|gmail|outlook|hotmail|yahoo"
    r"|icloud|office\s?365|microsoft|google|apple\s?id|netflix|spotify|disney|amazon|facebook|instagram|steam"
    r"|router|fritz\w*|nas|synology|server|ssh|sftp|ftp|rdp|admin|portal|intranet|sso|okta|moodle|login|log-?in"
    r"|sign-?in|account|konto|zugang\w*|anmeld\w*|compte|connexion|cuenta|acceso|conta|acesso|accesso|inlog\w*"
    r"|logowanie|учётк\w*|учетк\w*|аккаунт|вход|hesap|giriş|akun|tài\s+khoản|đăng\s+nhập|حساب|ورود|חשבון"
    r"|账号|帳號|账户|アカウント|계정|bank\w*|banque|banco|wi-?fi|wlan|jira|confluence|sap|gitlab|github|bitbucket"
    # mail in other words, and the machines people log in to (a laptop, the school PC, the domain)
    r"|mail\w*|messagerie|courriel|correo|poczta|почт\w*|posta|邮箱|メール|메일|laptop|notebook|pc|computer|rechner"
    r"|ordinateur|ordenador|computador|komputer|компьютер|ноутбук|bilgisayar|máy\s+tính|电脑|電腦|パソコン|컴퓨터"
    r"|workstation|domain|domäne|ldap|active\s+directory|eduroam|campus|uni\w*|schul\w*|école|escuela|escola")
# A label (no sentence end, at most 60 characters) before the colon, then user / password to the clause's end.
_PAIR = re.compile(
    r"(?m)(?P<label>[^\n:：.!?;]{2,60})[:：][ \t]*(?P<u>[a-z][\w.+\-]{1,39}(?:@[\w\-]+(?:\.[\w\-]+)+)?)"
    r"(?P<sep>[ \t]*[/|][ \t]*|[ \t]*[:：][ \t]*)(?P<v>[^\s,;/|:：]{6,40}+)(?=[\s,;)]|$)")
# Addresses a business publishes: written to, never logged in with.
_SHARED_MAILBOX = re.compile(r"(?i)(?:info|support|contact|kontakt|service|help|hello|office|sales|noreply|no-reply|team"
                             r"|press|presse|billing|jobs|hr|mail|post|empfang|reception|booking|reservations?)@")
# A service's name and a bracketed aside ("Steam (Valve)", "ВКонтакте (старый)", "Netflix (family)"): a log-in row's label.
_ASIDE_LABEL = re.compile(r"[ \t]*(?:[-*•·>][ \t]*)?[^\W\d_][\w.+&'\- ]{1,30}?[ \t]*(?:[(（][^()（）\n]{1,30}[)）]"
                          r"|\[[^\[\]\n]{1,30}\])[ \t]*")
# The same row with a dash after the aside or a comma between user and password ("Netflix (family) — maria.g / …",
# "Steam [Valve]: kevin.b, Dragon-77x"), at a line's start or after a semicolon.
_ASIDE_PAIR = re.compile(
    r"(?m)(?:^|(?<=;)|(?<=; ))(?P<label>[ \t]*(?:[-*•·>][ \t]*)?[^\W\d_][\w.+&'\- ]{1,30}?[ \t]*(?:[(（][^()（）\n]{1,30}[)）]"
    r"|\[[^\[\]\n]{1,30}\]))[ \t]*(?:[:：]|[—–]|-(?=[ \t]))[ \t]*(?P<u>[^\W\d_][\w.+\-]{1,39}(?:@[\w\-]+(?:\.[\w\-]+)+)?|\d{6,20})"
    r"[ \t]*[/|,][ \t]*(?P<v>[^\s,;/|:：]{6,40}+)(?=[\s,;)]|$)")
# A capitalised user name reads as one only with a dot, an underscore, "@" or a digit in it ("Kevin.B", "GamerTag_77");
# "Taylor", "Berlin", "HalfLife" are names.
_HANDLE = re.compile(r"[._@\d]")
# Values that are no password even after a log-in label: a version, a date, a time, a price, a size, a path.
_NOT_NAMED = re.compile(r"(?i)v?\d+(?:[.,]\d+)+\w{0,3}|\d{1,4}[-./]\d{1,2}(?:[-./]\d{1,4})?|\d{1,2}[:h]\d\d\w{0,3}"
                        r"|\d+(?:[.,]\d+)?\s?(?:€|\$|£|eur|usd|gb|mb|kb|tb|kg|km|cm|mm|%)|[a-z]{1,3}\d{1,4}")
_NOT_USER = frozenset("user username login name benutzer nutzer benutzername utilisateur identifiant usuario usuário "
                      "utente gebruiker email e-mail mail yes no ja nein oui non si sí input output in out".split())


def slash_login_spans(shown: str, strong: Callable[[str], bool]) -> Iterator[tuple[str, tuple[int, int]]]:
    """The password of each "label: user / password" pair whose label names an account or service."""
    if "/" not in shown and "|" not in shown and "@" not in shown \
            and ("," not in shown or "(" not in shown and "[" not in shown):
        return   # no pair separator (a comma only after an aside)
    for pair in _PAIR.finditer(shown):
        user, value = pair.group("u"), pair.group("v").rstrip(".!?")
        aside = _ASIDE_LABEL.fullmatch(pair.group("label")) is not None
        if user.lower() in _NOT_USER or value.lower() == user.lower() or not (aside or _ACCOUNT.search(pair.group("label"))):
            continue
        if _SHARED_MAILBOX.match(user):
            continue   # "info@firma.de : Mo-Fr9": a shop's public address and its hours, no log-in
        if pair.group("sep").strip() in ":：" and "@" not in user:
            continue   # "Server: web01: Ubuntu…": a colon joins a user to its password only after an e-mail address
        if strong(value) or strong(pair.group("v")) or (aside and _named_value(value)):
            yield "password", pair.span("v")
    for pair in _ASIDE_PAIR.finditer(shown):
        user, value = pair.group("u"), pair.group("v").rstrip(".!?")
        if user[0].isupper() and _HANDLE.search(user) is None:
            continue   # "Spotify (top): Taylor / Swift1989", "Steam (Valve): HalfLife / Portal2": names, not a log-in
        if user.lower() not in _NOT_USER and value.lower() != user.lower() and not _SHARED_MAILBOX.match(user) \
                and (strong(value) or _named_value(value)):
            yield "password", (pair.start("v"), pair.start("v") + len(value))


def _named_value(value: str) -> bool:
    """A password a "Service (aside): user / …" row gives: letters and digits, a capital or a symbol, not a date, a
    time, a version, a price or a path ("Sunflower88", "Dragon-77x", "Medved_1987"; not "20 €", "03", "v2.1")."""
    return (6 <= len(value) <= 40 and any(c.isalpha() for c in value) and any(c.isdigit() for c in value)
            and (any(c.isupper() for c in value) or re.search(r"[^\w.]|_", value) is not None)
            and _NOT_NAMED.fullmatch(value) is None)
