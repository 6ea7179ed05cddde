"""An organisation's account to pay into (a club's, a society's, a council's, a parish's) is public: masked before the rules read it.

Policy (round 29): a private person's account is a secret, an organisation's payee account is not. A text that names
an organisation (`secret_org_words.ORG`: club, FC, society, association, Verein, vereniging, council, Gemeente,
parish, committee, PTA, cooperative, HOA, kindergarten, in about forty languages), a fee or dues (`DUES`: "membership
fee", "Beitrag", "članarina", "شهریه", "会费") or calls the detail public (`PUBLIC_MARK`: "public", "सार्वजनिक है",
"公开信息", "not secret") gives the account members pay into: its IBANs (valid or not) and the numbers after an
account, bank-code or payment-reference label ("sort code 20-45-77, account 63019842", "aanslagnummer …") are masked.
The user's or a relative's own account stays a secret: nothing is masked where a first-person or relative cue is
bound to the account ("my IBAN", "Mamas Konto", "rekening van mama"; "my club's account" is the club's), where money
comes to the user ("to receive", a salary, "to refund me"), where the text names a credential or a login (a club's
online-banking PIN, a treasurer's login to the club's bank, "club account password") or keeps the detail secret
("private", "don't share"). A bank named like an organisation ("building society", "credit union") is no payee.
Called by `secret_public_pay.payment_spans`; every pattern is bounded.
"""

from __future__ import annotations

import re
from typing import Iterator

from .secret_checksums import IBAN
from .secret_org_words import (BACK_TO_ME, BANK_NAMED, DUES, NOT_SECRET, ORG, OWN_WORD, PUBLIC_MARK,
                               own_account_before)
from .secret_own_accounts import own_account_near
from .secret_payee_words import RECEIVE
from .secret_kept_accounts import kept_secret, payee_reading
from .secret_private_accounts import ACCOUNT_LABEL, own_cue_beside
from .secret_public_words import NOT_PUBLIC

# Names of public codes ("sort code", "cod didoli", "código de agência"): blanked before a credential word is sought.
_PUBLIC_CODE = re.compile(
    r"(?i)\b(?:sort|bank|branch|routing|IFSC|SWIFT|BIC|BSB|clearing|transit|postal|post|zip|area|country|reference|ref"
    r"|payment|member(?:ship)?|customer|invoice|club|team|IBAN|QR|dress)[\s\-]*codes?\b|\b(?:post|zip)-?codes?\b"
    r"|\bcod\s+didoli\b|\bcode\s+(?:guichet|banque|IBAN|BIC|postal)|c[óo]digo\s+(?:do\s+banco|de\s+(?:banco|sucursal"
    r"|agencia|ag[êe]ncia)|postal|IBAN|SWIFT|BIC)|codice\s+(?:IBAN|BIC|SWIFT|ABI|CAB|postale)|clave\s+interbancaria"
    r"|код\s+банк\w*|банковск\w+\s+код|رمز\s+(?:السويفت|البنك|الفرع)|รหัสสาขา")
# "Thank you" in Indonesian and Malay holds a word of receiving ("terima").
_THANKS = re.compile(r"(?i)terima\s+kasih")
# A credential or a login beside the account (the club's online-banking PIN, the treasurer's login, a password).
_CREDENTIAL = re.compile(
    r"(?i)pass(?!port|ing\b|ed\b|es\b|\s+(?:it|on|to)\b)|\bpwd\b|\bpins?\b|\bcodes?\b|\bkeys?\b|token|secret|senha"
    r"|contrase|mot\s+de\s+passe|kennw|hasł|heslo|jelsz|parol|пароль|\bпин\b|\bкод|密码|密碼|暗証|パスワード|비밀|암호"
    r"|رمز|סיסמ|şifre|sandi|mật\s+khẩu|รหัส|\bcvv|\bcvc|\bTAN\b|login|log-?in|inlog|anmeld|zugangsdaten|identifiant"
    r"|usuario|\buser(?:name)?\b|online[- ]?banking|net-?banking|internet[- ]?banking|banca\s+online|banque\s+en\s+ligne"
    r"|\bclave\b|lozink|geslo|salasana|lösenord|passord|adgangskode|wachtwoord|\bparola\b|κωδικ|पासवर्ड|पिन\b|ログイン"
    r"|로그인|登录|登入|ورود\s+به|لاگ\s?ان|कूटशब्द")
# Kept secret: "don't share", "confidential", a personal account.
_KEEP = re.compile(
    r"(?i)\b(?:don'?t|do\s+not|never|nicht|nie|niet|no|non)\s+(?:\w+\s+){0,2}(?:share|give|post|teilen|weitergeben"
    r"|partager|compartir|condividere|delen|udostępniaj)|confidential|vertraulich|confidentiel|confidencial|riservat"
    r"|\bpersonal\b|persönlich|\bpersonnel|\bperso\b|\bown\s+account|eigen\s+rekening|не\s+дели|不要分享|共有しない")
# Labels of the numbers paid into beside an account: an account's (round 27's and a few more), a bank code's, a
# payment reference's.
_MORE_LABEL = re.compile(
    r"(?i)\bcyfrif\b|\bkont\b|\bacc\b\.?|\bcuntas\b|(?-i:\bTRR\b)|\bra[čc]un\w*|شبا|کھاتہ|ખાતા|खाता|sort\s+code|cod\s+didoli|\bIFSC\b"
    r"|\bBSB\b|routing(?:\s+(?:number|no))?|\bBLZ\b|bankleitzahl|clearing\w*|\breference\b|\bref\b\.?|\bkenmerk\b"
    r"|betalingskenmerk|aanslagnummer|kassenzeichen|\bsklic\b|verwendungszweck|referencia|concepto|riferimento|causale|r[ée]f[ée]rence"
    r"|refer[êe]ncia|viitenumero|(?-i:\bOCR\b|\bKID\b|\bVS\b)|variabiln[íý]\s+symbol|poziv\s+na\s+broj|附言|备注|참조|参照番号")
# What a payment reference says ("sklic ime otroka", "reference = child's surname"): the payer's words, no owner.
_REFERENCE_TEXT = re.compile(
    r"(?i)(?:\breference|\bref\b|\bsklic|\bkenmerk|omschrijving|verwendungszweck|\bconcepto|\bcausale|tytułem"
    r"|\bmotif|\bmessage|\bmemo|\bpoznámka|\bnamen\s+plačila|poziv\s+na\s+broj|附言|备注)[^\n,;\d]{0,40}")
_GAP = re.compile(r"[^\d\n;!?。]{0,25}")
_VALUE = re.compile(r"(?<![\w])(?:[A-Z]{2}\d{2}(?:\s?[A-Z0-9]{2,4}){2,8}|[A-Z]{4}0[A-Z0-9]{6}|\d(?:[ \-/.]?\d){4,33})(?![\w])")


def _blank(text: str, pattern: re.Pattern[str]) -> str:
    """`text` with every match of `pattern` replaced by spaces (positions kept)."""
    return pattern.sub(lambda m: " " * len(m.group(0)), text)


def _gated(text: str) -> bool:
    """Whether the text names an organisation payee, dues, or calls the detail public, and nothing keeps it secret."""
    org = ORG.search(_blank(text, BANK_NAMED)) is not None
    if not (org or DUES.search(text) or PUBLIC_MARK.search(text)):
        return False
    if _CREDENTIAL.search(_blank(_blank(text, _PUBLIC_CODE), NOT_SECRET)) or kept_secret(text):
        return False
    if not org and not payee_reading(text):
        return False   # round 30: dues or "public" alone, with no organisation and no one paid, masks nothing
    unsecret = _blank(text, NOT_SECRET)
    return NOT_PUBLIC.search(unsecret) is None and _KEEP.search(unsecret) is None \
        and RECEIVE.search(_blank(text, _THANKS)) is None


def _org_owned(text: str) -> str:
    """`text` with "my club", "unser Verein", "我们俱乐部" and a reference's words blanked: no owner of the account."""
    out = text = _blank(text, _REFERENCE_TEXT)
    for org in ORG.finditer(text):
        window = text[max(0, org.start() - 30):org.start()]
        own = None
        for own in OWN_WORD.finditer(window):
            pass
        if own is not None and not any(c.isdigit() or c in "\n:;" for c in window[own.end():]) \
                and len(window[own.end():].split()) <= 3:
            start = org.start() - len(window) + own.start()
            out = out[:start] + " " * (org.end() - start) + out[org.end():]
    return out


def _own(text: str, start: int, end: int) -> bool:
    """Whether the account at start:end is the user's or a relative's: a cue bound to it, or money coming back."""
    seen = _org_owned(text)
    if own_cue_beside(seen, start, end) or own_account_near(seen, start) or BACK_TO_ME.search(seen):
        return True
    return own_account_before(seen, start)   # "my account", "Mamas Konto", "personal account" (secret_org_words)


def _values(text: str) -> Iterator[tuple[int, int]]:
    """IBANs, and the numbers right after an account, bank-code or reference label (five digits or more)."""
    yield from (m.span() for m in IBAN.finditer(text))
    for table in (ACCOUNT_LABEL, _MORE_LABEL):
        for label in table.finditer(text):
            gap = _GAP.match(text, label.end())
            value = _VALUE.match(text, gap.end()) if gap is not None else None
            if value is not None and sum(c.isdigit() for c in value.group(0)) >= 5:
                yield value.span()


def org_account_spans(text: str) -> Iterator[tuple[int, int]]:
    """Spans of an organisation's accounts to pay into in `text` (see the module's docstring)."""
    if sum(c.isdigit() for c in text) < 5 or not _gated(text):
        return
    for start, end in set(_values(text)):
        if not _own(text, start, end):
            yield start, end
