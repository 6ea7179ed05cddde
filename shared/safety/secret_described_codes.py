"""A PIN or code described by a life event and then given: "PIN za karticu = godina kad se tata rodio, 1986".

People name where a code comes from (a birth year, a birthday, a wedding, an anniversary) and then write the value
itself. A code word opens the clause, a birth, wedding or anniversary word follows in any of about forty languages,
and a run of 4, 6 or 8 digits closes the clause within a few words of it. "My PIN is my birthday" gives no value;
advice ("never use your birth year as a PIN, e.g. 1990"), a negation, a form's field ("date of birth") or another
sort of number in the clause give none either.
"""

from __future__ import annotations

import re
from typing import Iterator

from .secret_code_words_world import CODE_WORDS
from .secret_digits import OTHER_NUMBER_WORDS, PIN_WORDS

# Birth, birthday, wedding and anniversary words (stems and inflected forms), whole words or CJK substrings.
_EVENT = re.compile(
    r"(?i)(?<![^\W\d_])(?:born|birth\w*|birthday|geboren|geburt\w*|né|née|naissance|anniversaire|nació|naci(?:d[oa]|miento)"
    r"|cumpleaños|nasceu|nascimento|nascid[oa]|aniversário|nat[oa]|nascita|compleanno|geboorte\w*|verjaardag|född"
    r"|födelse\w*|født|fødsels\w*|syntyi|syntymä\w*|urodził\w*|urodzin\w*|urodzenia|narodil\w*|narozen\w*|narodeni\w*"
    r"|született|születés\w*|szülinap\w*|născut\w*|nașter\w*|naster\w*|родил\w*|рожден\w*|днюх\w*|народи\w*|народж\w*"
    r"|родився|нарадзі\w*|нараджэн\w*|rodio|rodila|rođen\w*|рођен\w*|rojen\w*|rojstn\w*|doğdu\w*|doğum\w*|doğulub"
    r"|γεννήθηκε|γέννηση\w*|γενέθλια|נולד\w*|לידה|הולדת\w*|ولد|ولدت|ولادة|الميلاد|ميلاد\w*|میلاد|تولد|پیدائش|पैदा"
    r"|जन्म\w*|জন্ম\w*|பிறந்த\w*|పుట్టిన\w*|ಹುಟ್ಟಿದ\w*|ಜನ್ಮ\w*|ജനിച്ച\w*|ജന്മ\w*|જન્મ\w*|ਜਨਮ\w*|sinh|lahir|kelahiran"
    r"|ipinanganak|kapanganakan|kaarawan|alizaliwa|kuzaliwa|gimė|gimimo|gimtadien\w*|dzimis|dzimšanas|sündis|sünni\w*"
    r"|lindi|lindjes|ditëlindj\w*|fæddist|fæðingar\w*|ganwyd|rugadh|breithe|jaio|néixer|naixement|twieled|gebore|dhashay"
    r"|tug'ilgan|туған|დაიბადა|დაბადების|ծնվել|ծննդյան|married|wedding|anniversary|heirat\w*|hochzeit\w*|jubiläum"
    r"|mariage|marié\w*|boda|casamos|casamento|matrimonio|sposati|bruiloft|getrouwd|bröllop|ślub\w*|svatb\w*|házas\w*"
    r"|nunt\w*|свадьб\w*|весілл\w*|vjenčan\w*|venčan\w*|düğün\w*|evlendi\w*|aniversario|anniversario|rocznic\w*"
    r"|годовщин\w*|pernikahan|menikah|harusi|walipooana|urodzeni\w*|haihuwa|ọmụmụ)(?![^\W\d_])"
    r"|出生|生日|诞生|誕生|生まれ|生年|結婚|结婚|태어난|태어나신|생일|출생|생년|결혼|เกิด|แต่งงาน|ተወለደ")
# The value: a run of 4, 6 or 8 digits standing alone, closing its clause.
_VALUE = re.compile(r"(?<![\w.,/+\-#€$£])(?P<v>\d{4}|\d{6}|\d{8})(?![\w%°]|[.,:/\-]\d)\s*(?=$|[\n.,;!?)(\]»\"“”'…。！？]|[\-–—]\s)")
# Between the event word and the value: a few words, no sentence end, no other digits.
_GAP = re.compile(r"[^\d\n.!?。！？]{0,40}")
_CLAUSE_END = re.compile(r"[.!?。！？;\n](?=\s|$)")
# Advice, negation, examples and forms: "never use", "nicht", "e.g.", "date of birth field".
_NOT_GIVEN = re.compile(
    r"(?i)(?<![^\W\d_])(?:never|don'?t|do\s+not|not|avoid|nie|nicht|kein\w*|niemals|jamais|pas|nunca|no|non|mai|niet|nooit"
    r"|aldrig|inte|ikke|älä|nigdy|nikdy|soha|niciodată|никогда|не|ніколи|ніколі|nikad|nikada|ne|asla|sakın|değil|ποτέ|μην"
    r"|jangan|không|đừng|usitumie|e\.g|for\s+example|example|z\.\s?b|zum\s+beispiel|beispiel|par\s+exemple|exemple"
    r"|por\s+ejemplo|ejemplo|ad\s+esempio|esempio|bijvoorbeeld|np|например|напр|örneğin|misalnya|contoh|como|like|wie"
    r"|comme|enter|eingeben|saisi\w*|field|feld|champ|campo|формат|format|form|formular\w*|formulaire|modulo|bukan|usi"
    # a PIN letter's arrival on a birthday is no value: words of mail and delivery
    r"|arriv\w*|came|kam|reçu\w*|llegó|chegou|received|sent|geschickt|envoy\w*|enviad\w*|delivered|geliefert|livr\w*)"
    r"(?![^\W\d_])"
    r"|לעולם|אל|לא|أبدا|لا\s|هرگز|نه|कभी|मत|不要|别|別|不是|例如|比如|絶対に|決して|例えば|예를\s?들어|절대|않")
# A code word glued to what it opens ("Tresorcode", "Türcode", "portkoden"), not a postcode, barcode or promo code.
_COMPOUND_CODE = re.compile(r"(?i)(?<![^\W\d_])[^\W\d_]*(?<!bar)(?<!zip)(?<!post)(?<!promo)(?:codes?|coden?|kod\w{0,3}|kód\w{0,3}"
                            r"|kood\w{0,3}|koodi\w{0,3}|kode[nrt]?|pin|passwor[dt]|wachtwoord|lösenord|passord|adgangskode)"
                            r"(?![^\W\d_])")
# Year words belong to the description ("doğum yılı, yani 1958"): blanked before looking for another sort of number.
_YEAR_WORD = re.compile(r"(?i)(?<![^\W\d_])(?:years?|yıl\w*|jahr\w*|année|año|anno|ano|год\w*|рік|року|rok\w*|godin\w*"
                        r"|tahun|năm|vuo\w*|år\w*|jaar|év\w*|an|ans|έτος|ετος|سنة|عام|سال|שנת|साल|वर्ष)(?![^\W\d_])")


def _other_number(text: str) -> bool:
    """A word of another sort of number (a phone, an order, an age …), year words aside."""
    return OTHER_NUMBER_WORDS.search(_YEAR_WORD.sub(lambda m: " " * len(m.group(0)), text)) is not None


def described_code_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """(kind, span) of a value closing a clause that names a code and then the life event it comes from."""
    if not any(c.isdigit() for c in shown):
        return
    for event in _EVENT.finditer(shown):
        gap = _GAP.match(shown, event.end())
        value = _VALUE.match(shown, gap.end()) if gap else None
        if value is None:
            continue
        stops = [m.end() for m in _CLAUSE_END.finditer(shown, max(0, event.start() - 160), event.start())]
        low = stops[-1] if stops else max(0, event.start() - 160)
        before = shown[low:event.start()]
        coded = CODE_WORDS.search(before) or PIN_WORDS.search(before) or _COMPOUND_CODE.search(before)
        if not coded or _NOT_GIVEN.search(shown, low, value.start()) or _other_number(shown[low:value.start()]):
            continue
        yield "pin", value.span("v")
