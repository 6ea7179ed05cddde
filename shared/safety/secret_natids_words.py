"""The words around a named id in `secret_natids`: whose it is (a possessive, a kin word, an owner named), whose it is
not (a company's), and what else the number may be (an office's phone, a fee, an amount, a date, the last digits).

Patterns from `secret_public_words` (English and European languages), `secret_natids_world` (African and Central Asian
languages) and `secret_natids_scripts` (Indic and other scripts), compiled NFKC-normalised and folded as `secret_natids`
reads its text.
"""

from __future__ import annotations

import re
import unicodedata

from . import secret_natids_scripts as S
from . import secret_natids_world as W
from .normalise import fold_confusables
from .secret_company_world import COMPANY_WORLD
from .secret_public_words import COMPANY, PERSONAL

# Whose: a possessive or a kin word in any of the languages.
PERSONAL_WORDS = re.compile(fold_confusables(unicodedata.normalize("NFKC", PERSONAL.pattern + "|" + W.PERSONAL + "|" + S.PERSONAL)),
                            PERSONAL.flags)
# A phone, an office, a fee, a form, a hospital in world languages, after a document's name or just before it.
SERVICE_WORDS = re.compile(fold_confusables(unicodedata.normalize("NFKC", W.SERVICE + "|" + S.SERVICE)))
FORM_WORDS = re.compile(fold_confusables(unicodedata.normalize("NFKC", W.FORM)))
AMOUNT_AFTER = re.compile(fold_confusables(W.AMOUNT_AFTER + "|" + S.AMOUNT_AFTER))
COMPANY_WORDS = re.compile(fold_confusables(unicodedata.normalize("NFKC", COMPANY.pattern + "|" + W.COMPANY[4:] + "|" + COMPANY_WORLD[4:])),
                           COMPANY.flags)
# A word for "number" beside the name ("TAJ-szám", "numer PESEL", "CNP no."): with it an abbreviation reads as the id's name.
NUMBER_WORD = re.compile(fold_confusables(
    r"(?i)\b(?:number|no|nr|numéro|número|numero|nummer|numer|číslo|čísla|szám\w*|numar\w*|numara\w*|nomor|nombor|nr\.|kod\w*"
    r"|kood\w*|code|số|broj\w*|αριθμ\w*)\b|№|#|номер|нумар|番号|번호|号码|號碼|رقم|شماره|מספר|เลข|" + W.NUMBER_WORD + "|" + S.NUMBER_WORD))
# A first-person ending on the name itself: Hungarian -om/-em/-am, Turkish -ım/-im/-um/-üm, Finnish -ni.
OWN_ENDING = re.compile(r"(?:[oeöaá]m|[ıiuü]m|ni)$")
# Words between an id's name and a number that make the number another one's (a phone, a fee, the last digits).
NOT_THE_ID = re.compile(r"(?i)last|ending|final|letzte|derniers|últimos|phone|(?<![^\W\d_])tel\b|call|fax|hotline|office|fee|price"
                        r"|order|booking|tracking|case|ticket|page|telefon|téléphone|teléfono|电话|電話|전화|телефон"
                        r"|問い合わせ|問合せ|お問合せ|窓口|コールセンター|문의|客服|咨询|諮詢"
                        # the office that issues a residence permit or an id: its number is its phone
                        r"|pr[ée]fecture|beh[öo]rde|b[üu]rgeramt|rathaus|mairie|consula\w*|konsulat\w*|embassy|ambassade|botschaft"
                        r"|questura|comisar[íi]a|ayuntamiento|municipio"
                        r"|confirmation|reference|appointment|\btest\b|\bexam|premium|cost|amount|[$€£¥₹]")
# A date, an international phone number or a French one where an id was expected ("passport expires 20310506", "+44 20 7946 0958").
DATE_OR_PHONE = re.compile(r"(?:19|20)\d\d[./\-]?[01]\d[./\-]?[0-3]\d|[0-3]?\d[./\-][01]?\d[./\-](?:19|20)\d\d|\+.*"
                           r"|0[1-9](?:[ .]\d\d){4}")   # a French phone, in pairs
# Whose, said right after the number: "RUT 17482903-6 de mi suegra", "… von meiner Mutter", "… of my son".
OF_AFTER = re.compile(r"(?i)[\s,(]{1,3}(?:de|del|da|do|di|della|von|vom|der|of|van|du|de\s+la|för|for|til|dla|для|от)\s")
# Whose, said between the name and the number: "RUT de la Cata 17.482.903-6", "Ausweis von Lena", "PESEL of Ana".
OWNER_NAMED = re.compile(r"^\s*(?:de|del|de\s+la|da|do|di|von|of|van|för|dla)\s+[A-ZÁÉÍÓÚÑÇ][a-záéíóúñç]{2,}\s*[:,-]?\s*$")
# Whose, said as the owner's name (in its genitive) between the id's name and a colon: "Nr dowodu Kuby:", "Davčna
# številka Tine:", "Αριθμός ταυτότητας Νίκου:", "Matricule vum Bomi:".
_GIVEN_NAME = re.compile(r"^\s*(?:(?:de|del|da|do|di|von|vom|vun|vum|of|van|för|dla|od|ng|ni)\s+)?(?P<n>[^\W\d_]{3,})\s*[:：]\s*$")


def owner_given(between: str) -> bool:
    """The words between an id's name and its number end in its owner's name before a colon: a word in capitals and
    small letters that is no word for "number" and no company's ("Steuernummer Firma:"). Weaker than a possessive:
    it does not make a company-only shape someone's ("ИНН Газпрома: 7736050003")."""
    given = _GIVEN_NAME.match(between)
    word = given.group("n") if given is not None else ""
    return word[:1].isupper() and word[1:].islower() and NUMBER_WORD.search(word) is None \
        and COMPANY_WORDS.search(word) is None


def owner_after(sample: str, end: int) -> bool:
    """The number is someone's by the words right after it ("de mi suegra"), and no company's ("de mi empresa")."""
    of = OF_AFTER.match(sample, end)
    if of is None:
        return False
    window = (of.end(), min(len(sample), of.end() + 24))
    return PERSONAL_WORDS.match(sample, of.end()) is not None and COMPANY_WORDS.search(sample, *window) is None


def service_between(sample: str, gap: tuple[int, int], name_start: int) -> bool:
    """A phone, an office or a fee between an id's name and its number; a form there only when the id is no one's
    ("BVN Màámi fún fọ́ọ̀mù báńkì: …" is mother's BVN for the bank's form, not the form's number)."""
    found = [m.group(0) for m in SERVICE_WORDS.finditer(sample, *gap)]
    if not found:
        return False
    return not all(FORM_WORDS.fullmatch(word) for word in found) \
        or PERSONAL_WORDS.search(sample, max(0, name_start - 40), gap[1]) is None
