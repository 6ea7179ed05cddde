"""Two-digit numbers as words (10–99) in a dozen languages, and English "double seven", so that a PIN said in pairs reads as digits ("forty-seven
twenty-one", "siebenundvierzig einundzwanzig", "quarante-sept vingt et un", "сорок семь двадцать один").

`PAIRS` maps each written form (lower case; a space in it stands for any spacing, a hyphen for a hyphen or a space) to
{language: "47"}; the languages are the ones of `secret_digit_words`, so a run keeps to one language.
"""

from __future__ import annotations

# Units 1–9 as they are written inside a compound; teens 10–19; tens 20–90.
_UNITS = {
    "en": "one two three four five six seven eight nine",
    "de": "ein zwei drei vier fünf sechs sieben acht neun",
    "nl": "een twee drie vier vijf zes zeven acht negen",
    "sv": "ett två tre fyra fem sex sju åtta nio",
    "fr": "un deux trois quatre cinq six sept huit neuf",
    "es": "uno dos tres cuatro cinco seis siete ocho nueve",
    "it": "uno due tre quattro cinque sei sette otto nove",
    "pt": "um dois três quatro cinco seis sete oito nove",
    "ru": "один два три четыре пять шесть семь восемь девять",
    "uk": "один два три чотири п'ять шість сім вісім дев'ять",
    "pl": "jeden dwa trzy cztery pięć sześć siedem osiem dziewięć",
    "tr": "bir iki üç dört beş altı yedi sekiz dokuz",
}
_TEENS = {
    "en": "ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen",
    "de": "zehn elf zwölf dreizehn vierzehn fünfzehn sechzehn siebzehn achtzehn neunzehn",
    "nl": "tien elf twaalf dertien veertien vijftien zestien zeventien achttien negentien",
    "sv": "tio elva tolv tretton fjorton femton sexton sjutton arton nitton",
    "fr": "dix onze douze treize quatorze quinze seize dix-sept dix-huit dix-neuf",
    "es": "diez once doce trece catorce quince dieciséis diecisiete dieciocho diecinueve",
    "it": "dieci undici dodici tredici quattordici quindici sedici diciassette diciotto diciannove",
    "pt": "dez onze doze treze catorze quinze dezesseis dezessete dezoito dezenove",
    "ru": "десять одиннадцать двенадцать тринадцать четырнадцать пятнадцать шестнадцать семнадцать восемнадцать "
          "девятнадцать",
    "uk": "десять одинадцять дванадцять тринадцять чотирнадцять п'ятнадцять шістнадцять сімнадцять вісімнадцять "
          "дев'ятнадцять",
    "pl": "dziesięć jedenaście dwanaście trzynaście czternaście piętnaście szesnaście siedemnaście osiemnaście "
          "dziewiętnaście",
    "tr": "on on_bir on_iki on_üç on_dört on_beş on_altı on_yedi on_sekiz on_dokuz",
}
_TENS = {
    "en": "twenty thirty forty fifty sixty seventy eighty ninety",
    "de": "zwanzig dreißig vierzig fünfzig sechzig siebzig achtzig neunzig",
    "nl": "twintig dertig veertig vijftig zestig zeventig tachtig negentig",
    "sv": "tjugo trettio fyrtio femtio sextio sjuttio åttio nittio",
    "fr": "vingt trente quarante cinquante soixante soixante-dix quatre-vingt quatre-vingt-dix",
    "es": "veinte treinta cuarenta cincuenta sesenta setenta ochenta noventa",
    "it": "venti trenta quaranta cinquanta sessanta settanta ottanta novanta",
    "pt": "vinte trinta quarenta cinquenta sessenta setenta oitenta noventa",
    "ru": "двадцать тридцать сорок пятьдесят шестьдесят семьдесят восемьдесят девяносто",
    "uk": "двадцять тридцять сорок п'ятдесят шістдесят сімдесят вісімдесят дев'яносто",
    "pl": "dwadzieścia trzydzieści czterdzieści pięćdziesiąt sześćdziesiąt siedemdziesiąt osiemdziesiąt "
          "dziewięćdziesiąt",
    "tr": "yirmi otuz kırk elli altmış yetmiş seksen doksan",
}
# Spellings without accents that people type ("funfzig", "dieciseis", "ventitre", "kirk").
_PLAIN = str.maketrans("äöüßéèêíóúñãõçąęłńśźżıİşğ", "aoussseiounaocaelnszzıIsg")


def _compound(language: str, tens: str, unit: str, digit: int) -> list[str]:
    """The ways `language` writes tens and a unit together."""
    if language == "en":
        return [f"{tens}-{unit}"]
    if language in ("de", "nl"):
        joiner = "ën" if language == "nl" and unit.endswith("e") else "en"
        return [f"{unit}und{tens}"] if language == "de" else [f"{unit}{joiner}{tens}", f"{unit}en{tens}"]
    if language == "sv":
        return [f"{tens}{unit}", f"{tens}en"] if digit == 1 else [f"{tens}{unit}"]
    if language == "fr":
        if tens.endswith("-dix") or tens.endswith("soixante-dix"):
            teen = _TEENS["fr"].split()[digit]
            base = tens[:-4]
            return [f"{base}-{teen}"] + ([f"{base} et {teen}"] if digit == 1 and base == "soixante" else [])
        return [f"{tens} et {unit}", f"{tens}-{unit}"] if digit == 1 and not tens.startswith("quatre") \
            else [f"{tens}-{unit}"]
    if language == "es":
        if tens == "veinte":
            return [f"veinti{unit}", f"veinti{'ún' if digit == 1 else unit}", f"veinte y {unit}"]
        return [f"{tens} y {unit}"]
    if language == "it":
        stem = tens[:-1] if unit[0] in "uo" else tens
        return [f"{stem}{unit}", f"{stem}{'tré' if digit == 3 else unit}"]
    if language == "pt":
        return [f"{tens} e {unit}"] + ([f"{tens} e uma"] if digit == 1 else []) \
            + ([f"{tens} e duas"] if digit == 2 else [])
    if language == "tr":
        return [f"{tens} {unit}", f"{tens}{unit}"]
    return [f"{tens} {unit}"]


def _pairs() -> dict[str, dict[str, str]]:
    forms: dict[str, dict[str, str]] = {}
    for language, units in _UNITS.items():
        unit_words, tens_words = units.split(), _TENS[language].split()
        written: list[tuple[str, int]] = [(w.replace("_", " "), 10 + i) for i, w in enumerate(_TEENS[language].split())]
        for t, tens in enumerate(tens_words):
            written.append((tens, 20 + 10 * t))
            for u, unit in enumerate(unit_words):
                written += [(form, 20 + 10 * t + u + 1) for form in _compound(language, tens, unit, u + 1)]
        for form, number in written:
            if form == "on":
                continue   # Turkish "ten" is also English "on"
            for variant in {form, form.translate(_PLAIN)}:
                forms.setdefault(variant, {})[language] = f"{number:02d}"
    forms.setdefault("quatre-vingts", {})["fr"] = "80"
    for digit, unit in enumerate(("zero oh " + _UNITS["en"]).split()):   # "four double seven two"
        value = str(max(digit - 1, 0))
        forms.setdefault(f"double {unit}", {})["en"] = value * 2
        forms.setdefault(f"triple {unit}", {})["en"] = value * 3
    return forms


PAIRS = _pairs()
