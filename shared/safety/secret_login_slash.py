"""A log-in given as "user / password" after the account's label: "Firmen-VPN (GlobalProtect): m.huber / Q3-Bergsee-Q3!"
(or "e-mail : password": "Spotify: tom.r@gmail.com : Tommy2024").

No password word is needed when the label before the colon names an account, a service or a product people log in
to (VPN, mail, router, NAS, bank, a portal, a named client in brackets) and the pair is a user name (letters, maybe
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
_NOT_USER = frozenset("user username login name benutzer nutzer benutzername utilisateur identifiant usuario usuário "
                      "utente gebruiker email e-mail mail yes no ja nein oui non si sí input output in out".split())


def slash_login_spans(shown: str, strong: Callable[[str], bool]) -> Iterator[tuple[str, tuple[int, int]]]:
    """The password of each "label: user / password" pair whose label names an account or service."""
    if "/" not in shown and "|" not in shown and "@" not in shown:
        return
    for pair in _PAIR.finditer(shown):
        user, value = pair.group("u"), pair.group("v").rstrip(".!?")
        if user.lower() in _NOT_USER or value.lower() == user.lower() or not _ACCOUNT.search(pair.group("label")):
            continue
        if _SHARED_MAILBOX.match(user):
            continue   # "info@firma.de : Mo-Fr9": a shop's public address and its hours, no log-in
        if pair.group("sep").strip() in ":：" and "@" not in user:
            continue   # "Server: web01: Ubuntu…": a colon joins a user to its password only after an e-mail address
        if strong(value) or strong(pair.group("v")):
            yield "password", pair.span("v")
