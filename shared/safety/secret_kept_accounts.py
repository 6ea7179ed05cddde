"""An account the text keeps secret ("privat, geheim halten", "keep it secret") is private, whatever organisation owns it.

Policy (round 30): the payee and organisation words (`secret_private_accounts._PAYEE`, `secret_org_words.ORG`) mask a
club's or a council's account as one members pay into; a writer who calls the same account private or secret, or asks
that it not be shared, has told us otherwise, and those words win. A secrecy word taken back ("not secret", "kein
Geheimnis", `secret_org_words.NOT_SECRET`) or naming an office ("secretary", "Sekretär", "secrétaire") counts for
nothing. Read by `secret_private_accounts.private_account_spans`; every pattern is bounded.
"""

from __future__ import annotations

import re

from .secret_org_words import NOT_SECRET
from .secret_payee_words import PAYEE_WORLD, TO_PAY_WORLD
from .secret_public_words import NOT_PUBLIC
from .secret_secrecy_asides import _ASIDE

# An office or a person, not secrecy: "club secretary", "Vereinssekretär", "secrétaire", "secretaria".
_OFFICE = re.compile(r"(?i)\w{0,12}(?:secretar|secrétair|sekret[äa]r|segretari|sekretarz)\w{0,8}")
# Secrecy as a bank's duty, not the writer's wish: "secreto bancario", "Bankgeheimnis", "bank secrecy".
_BANK_SECRECY = re.compile(r"(?i)secreto\s+bancario|sigilo\s+banc[aá]rio|secret\s+bancaire|segreto\s+bancario"
                           r"|bank(?:ing)?\s+secrecy|bankgeheimnis|bankgeheim|tajemnica\s+bankowa|банковск\w{0,3}\s+тайн\w{0,2}"
                           r"|banka\s+sırrı|السرية\s+المصرفية|银行保密|銀行秘密")
# "Don't share", "confidential", "only for me", "for my eyes only", in about twenty languages.
_KEEP = re.compile(
    r"(?i)\b(?:don'?t|do\s+not|never|nicht|nie|niet|no|non|não|ne)\s+(?:\w+\s+){0,2}(?:share|give\s+out|post|teil\w*"
    r"|weitergeb\w*|partag\w*|compart\w*|condivid\w*|deel|delen|udostępn\w*|divulg\w*)|confidential|vertraulich"
    r"|confidentiel|confidencial|riservat|keep\s+(?:it\s+|this\s+)?(?:private|secret|to\s+(?:yourself|myself))"
    r"|only\s+for\s+me\b|for\s+my\s+eyes\s+only|nur\s+für\s+mich|geheim\s+halten|geheimhalten|solo\s+para\s+m[ií]"
    r"|seulement\s+pour\s+moi|rien\s+que\s+pour\s+moi|alleen\s+voor\s+mij|tylko\s+dla\s+mnie|только\s+для\s+меня"
    r"|не\s+(?:делись|давай|показывай|разглашай)|nur\s+intern|не\s+для\s+передачи|kimseyle\s+paylaşma|sadece\s+bende"
    r"|jangan\s+(?:di)?(?:share|sebar|bagi)|rahasia(?!\s+umum)|bí\s+mật|机密|保密|不要分享|別外傳|秘密にして|내부용|비공개"
    r"|سرّی|سري(?:\s|$)|محرمانه|گوپنیه|गोपनीय|गुप्त\s+रख|ความลับ|חסוי|לא\s+לשתף")


# Paying someone in the languages `secret_payee_words` leaves to round 27's tables: pay, transfer to, überweisen an.
_PAY = re.compile(
    r"(?i)(?<![^\W\d_])(?:pay(?:ing|ment|able)?|paid|payee|transfer\s+(?:to|into)|send\s+(?:it\s+)?to|deposit\s+(?:to|into)"
    r"|bezahl\w*|zahl(?:en|bar|ung)|überweis\w*|payer|paiement|virement|versement|pagar|pago|pagamento|pagare|versare"
    r"|bonifico|transferencia|transfer[êe]ncia|betal\w*|overmak\w*|storten|zapła\w*|wpłat\w*|przelew\w*|zaplat\w*"
    r"|ödeme\w*|yatır\w*|оплат\w*|переве\w*|перечисл\w*|bayar\w*|transfer|thanh\s+toán|chuyển\s+khoản)(?![^\W\d_])"
    r"|支付|付款|缴|繳|振込|払|납부|입금|송금|دفع|واریز|پرداخت|לשלם|העבר|भुगतान|जमा")


def payee_reading(text: str) -> bool:
    """Whether `text` gives an account as one to pay into: a pay or transfer word, or a payee's name."""
    return _PAY.search(text) is not None or TO_PAY_WORLD.search(text) is not None or PAYEE_WORLD.search(text) is not None


def kept_secret(text: str) -> bool:
    """Whether `text` calls a detail private or secret or asks that it not be shared (see the module's docstring)."""
    shown = NOT_SECRET.sub(lambda m: " " * len(m.group(0)), text)
    shown = _BANK_SECRECY.sub(lambda m: " " * len(m.group(0)), _OFFICE.sub(lambda m: " " * len(m.group(0)), shown))
    if re.search(r"(?i)\b(?:not|nicht|pas|no|nie|niet|ikke|inte)\s+(?:\w+\s+)?(?:private|privat\w*|privé|privad\w*)",
                 shown):
        return False
    return NOT_PUBLIC.search(shown) is not None or _KEEP.search(shown) is not None or _ASIDE.search(shown) is not None
