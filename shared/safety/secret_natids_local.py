"""More rows for `secret_natids`: ids named in a regional language or by a local abbreviation the main table lacks.

Slovenia's davčna številka (eight digits, its check in `secret_checksums_world.si_tax`), Spain's DNI named in Basque
("NAN", inflected "NANa", "NANaren", "NANeko"), Catalan and Galician, Germany's "Perso-Nr." (the Personalausweis's
number), and the abbreviations people write on forms in a hurry ("Sozialvers.-Nr.", "N° SS", "Pers.nr.", "Asm. kodas",
"Szem. ig.", "Л.к. №", "Пасп.", "No. K/P", "เลขปชช.", "Céd."), each with its id's shape. Rows have the main table's form (country, names, shapes) and its guards: a company's number is public, a
shape with no check needs its name right before it.
"""

from __future__ import annotations

from . import secret_checksums as C
from . import secret_checksums_world as CW
from .secret_natids_shapes import ANY, MIXED, Variant, variant

_S, _MMDD = r"[ \-]?", r"(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])"

# Spain's DNI (eight digits and a letter) and NIE (X, Y or Z, seven digits, a letter).
_DNI = r"\d{2}\.?\d{3}\.?\d{3}[ \-]?[A-Z]|[XYZ][ \-]?\d{7}[ \-]?[A-Z]"

ROWS: tuple[tuple[str, str, tuple[Variant, ...]], ...] = (
    ("SI tax", r"davčn\w+\s+(?:številk\w*|št\.?)|davcn\w+\s+(?:stevilk\w*|st\.)|\b(?-i:DŠ)\s*(?:št\.?|številka)?(?=\W)",
     (variant(r"\d{8}", CW.si_tax),)),
    # Basque inflects the abbreviation: NANa (the DNI), NANaren (of the DNI), NANeko (in the DNI), NANak, NANari.
    ("ES regional", r"\b(?-i:NAN)(?:-?(?:a|aren|ak|ari|ean|eko|arekin|ko))?\b|nortasun[\s\-]+agiri\w*|identitate[\s\-]+agiri\w*"
     r"|document\s+nacional\s+d'identitat|documento\s+nacional\s+de\s+identidade",
     (variant(_DNI, None), variant(r"\d{2}\.?\d{3}\.?\d{3}", None, min_digits=8))),   # the letter left off
    # China's resident id (a birth date inside it) named in the languages of its regions: Uyghur (Arabic, Latin and Cyrillic script), Kazakh
    # in Arabic script, Tibetan, Mongolian, pinyin and the chat shorthand "sfz"; its 18th character is its check.
    ("CN regional", r"كىملىك|كىنىشكا|كۋالىك|kimlik\s+nomur\w*|kimlik\s+kart\w*|кимлик\w*|ངོ་སྤྲོད་ལག་ཁྱེར|ཐོབ་ཐང་ལག་ཁྱེར"
     r"|ལག་ཁྱེར་ཨང|иргэний\s+үнэмлэх\w*|ᠢᠷᠭᠡᠨ\s?ᠦ\s?ᠦᠨᠡᠮᠯᠡᠬᠦ|\bshen\s?fen\s?zh?eng\w*|\b(?-i:sfz|SFZ)(?:\s?hao)?\b",
     (variant(rf"\d{{6}}{_S}(?:19|20)\d{{2}}{_MMDD}{_S}\d{{3}}[\dXx]", None),)),   # a birth date, its check often miscopied
    # The German Personalausweis, shortened: "Perso-Nr.", "Persónummer", "Ausweisnr."; its number mixes letters and digits.
    ("DE id card", r"\bperso-?(?:nr|nummer|ausweis-?nr)\b\.?|\bpersonalausweis-?nr\b\.?|\bausweis-?nr\b\.?",
     (variant(MIXED, None, min_digits=2), variant(ANY, None))),
    # Abbreviated names, each with its id's own shape (a dated shape holds a birth date, standing in for a check).
    ("DE abbrev", r"\b(?:sozialvers|rentenvers|sozialversicherungs|rentenversicherungs)\.?-?\s?nr\b\.?",
     (variant(r"\d{2}\s?\d{6}\s?[A-Z]\s?\d{2}\s?\d", None),)),
    ("FR abbrev", r"\b(?:n°|no\.?|num\.?)\s*(?:de\s+)?(?:SS|sécu|secu)\b|\b(?-i:SS)\s+n°|\b(?-i:NIR)\s+n°",
     (variant(r"[12] ?\d{2} ?\d{2} ?(?:\d{2}|2[AB]) ?\d{3} ?\d{3} ?\d{2}", None),)),
    ("CZ/SK abbrev", r"\bč\.\s*(?:pasu|cest\.\s*pasu)\b|\bč\.\s*(?-i:OP)\b", (variant(r"[A-Z]{0,2}\d{6,9}", None),)),
    ("HU abbrev", r"\bszem\.?\s*ig\.?(?:\s*szám\w*)?|\bszig\.?\s*szám\w*", (variant(r"\d{6}\s?[A-Z]{2}|[A-Z]{2}\s?\d{6}", None),)),
    ("HU TAJ", r"\b(?-i:TAJ)\s*sz\.", (variant(r"\d{3}[ \-]?\d{3}[ \-]?\d{3}", None),)),
    ("RO abbrev", r"\b(?:nr\.?|seria\s+(?:și\s+)?nr\.?)\s*(?-i:CI)\b|\b(?-i:CI)\s+(?:seria|nr\.?)", (variant(r"[A-Z]{2}\s?\d{6}", None),)),
    ("BG abbrev", r"\bл\.\s?к\.?\s*(?:№|номер)?", (variant(r"\d{9}", None),)),
    ("RU abbrev", r"\bпасп\.|\bзагран\.?\s*пасп\w*", (variant(r"\d{2}\s?\d{2}\s?№?\s?\d{6}|\d{2}\s?\d{7}", None),)),
    ("EE abbrev", r"\bID-kaar(?:t|di)\s*(?:nr|number)\b\.?|\bisikukoodi?\s*nr\b", (variant(r"[A-Z]{2}\d{7}", None),)),
    ("LT/LV abbrev", r"\basm\.\s*kod\w*|\bpers\.\s*kod[sa]\b", (variant(r"[1-6]\d{10}|\d{6}-\d{5}", None),)),
    ("Nordic abbrev", r"\bpers\.?\s?nr\b\.?|\bpersonnr\b\.?|\bfødselsnr\b\.?|\bfødselsnummer|\bf\.\s?nr\b\.?",
     (variant(r"(?:19|20)?\d{6}[\-+]?\d{4}", lambda v: C.luhn(C.digits(v)[-10:], 10), dated=True),
      variant(r"\d{6}\s?\d{5}", C.no_fnr, dated=True))),
    ("MY abbrev", r"\bno\.?\s*K/?P\b|\bK/P\s*(?:no|nombor)\b\.?", (variant(r"\d{6}-?\d{2}-?\d{4}", C.my_mykad, dated=True),)),
    ("TH abbrev", r"เลข\s?ปชช\.?|ปชช\.", (variant(r"\d[ \-]?\d{4}[ \-]?\d{5}[ \-]?\d{2}[ \-]?\d", None),)),
    # Colombia's cédula of ten digits in groups, the Dominican Republic's 001-1234567-8 after "Céd."
    ("CO/DO abbrev", r"\bc[ée]d\.|\b(?-i:C\.C\.)", (variant(r"\d{3}-?\d{7}-?\d|\d(?:\.\d{3}){3}", None),)),
    # Saudi Arabia's residence id by its loan name alone (a resident's only: a company's number is no iqama), Romania's
    # CNP with a word inside its name ("codul meu numeric personal").
    ("SA iqama", r"\biqama\w*|\bmuqeem\b", (variant(r"[12]\d{9}", None, min_digits=10),)),
    ("RO CNP", r"cod(?:ul)?\s+(?:\w+\s+){1,2}numeric\s+personal", (variant(r"[1-9]\d{12}", C.ro_cnp, dated=True),)),
)
