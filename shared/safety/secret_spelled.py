"""Passwords spelled out or dictated: letters one by one with their case, a spelling alphabet, digits and symbols as words.

People read a password aloud or write down how it was dictated: "capital P, a, r, i, s, seven, seven → Paris77",
"P wie Paula, A wie Anton, eins, zwei", "groot B, kleine a, k, drie", "大写P a n d a 8 8", "Alpha Bravo 7 hash".
A run of five or more spelled elements (a single letter or digit, a case word and its letter, "X wie Wort", a digit,
radio-alphabet or symbol word) counts when it marks itself as spelling (a case word, a spelling alphabet, or letters
and digits mixed) and a password or code word stands before it in the same line; a value given after it ("→ Paris77",
"so it's …") is part of the span. Right after "is", a colon or the question that names it ("what's the password? …",
"¿la contraseña? …", "das Passwort? …"), a password may also be dictated with whole words among the letters
("capital M marmalade seven seven exclamation mark"): a case word and a digit or symbol word then mark it.
A surname or address spelled with no password word, a password rule or a hint stays unflagged.
"""

from __future__ import annotations

import re
from typing import Iterator

from .secret_lexicon import CUE, may_have_cue
from .secret_spoken_words import DIGIT_WORD_SET

# Case words before a letter, in ~35 languages ("capital P", "groß A", "kleine a", "mayúscula M", "大写P", "대문자 P").
_CASE = (
    r"capital|caps?|upper(?:\s?case)?|big|small|lower(?:\s?case)?|little|gro(?:ß|ss)(?:es|er)?|klein(?:es|er)?"
    r"|majuscule|maj|minuscule|mayúscula|mayuscula|minúscula|minuscula|maiúscul[ao]|maiuscul[ao]|minúsculo|maiuscola|minuscola"
    r"|hoofdletter|groot|grote|kleine?|stor[ta]?|liten|litet|lilla|små|iso|pieni|wielk[aieą]|duż[eaą]|mał[aeyą]"
    r"|velk[éáý]|mal[éáý]|nagy|kis|büyük|küçük|заглавн\w*|больш\w*|прописн\w*|маленьк\w*|строчн\w*|huruf\s+besar"
    r"|huruf\s+kecil|chữ\s+hoa|chữ\s+thường|κεφαλαίο|μικρό|mare|mic|велик\w*|мал\w*")
# Case words after the letter ("M majuscule", "a minúscula", "B hoa").
_CASE_AFTER = (r"majuscule|minuscule|mayúscula|mayuscula|minúscula|minuscula|maiúscul[ao]|maiuscul[ao]|minúsculo|maiuscola|minuscola"
               r"|mare|mic|hoa|thường|capital|maj|min")
_CJK_CASE = r"大写|小写|大寫|小寫|大文字の?|小文字の?|대문자|소문자|ตัวพิมพ์ใหญ่|ตัวพิมพ์เล็ก"
# "P wie Paula", "A comme Anatole", "B as in Bravo", "C como Carmen", "D voor Dirk", "E som i Erik", "К как Киев".
_AS_IN = (r"wie|comme|como|come|de|jako|voor|van|som(?:\s+i)?|as\s+in|for|jak|как|kuten|mint|gibi|seperti|như|ως|kao|ca"
          r"|zoals|wia|von")
# Symbols said as words.
_SYMBOLS = (
    r"at(?:[\s\-]sign|\s+the\s+rate)?|hash(?:tag)?|pound(?:\s+sign)?|dollar(?:\s+sign)?|exclamation(?:\s+(?:mark|point))?|bang"
    r"|underscore|dash|hyphen|minus|dot|period|full\s+stop|star|asterisk|plus|ampersand|percent|question\s+mark"
    r"|ausrufezeichen|unterstrich|bindestrich|punkt|raute|stern(?:chen)?|dollarzeichen|prozent|fragezeichen"
    r"|at-zeichen|klammeraffe|point\s+d['’]exclamation|tiret(?:\s+bas)?|arobase|dièse|étoile|point|signo\s+de\s+exclamación"
    r"|guion(?:\s+bajo)?|guión(?:\s+bajo)?|arroba|almohadilla|asterisco|punto|barra\s+baja|trattino(?:\s+basso)?|chiocciola"
    r"|cancelletto|punto\s+esclamativo|uitroepteken|apenstaartje|liggend\s+streepje|streepje|utropstegn|utropstecken"
    r"|snabel-a|huutomerkki|alaviiva|wykrzyknik|podkreślnik|małpa|vykřičník|zavináč|podtržítko|восклицательн\w+\s+знак"
    r"|собак[аи]|подч[её]ркивани\w*|решётк[аи]|ünlem(?:\s+işareti)?|alt\s+çizgi|tanda\s+seru|garis\s+bawah|dấu\s+chấm\s+than"
    r"|gạch\s+dưới|ponto\s+de\s+exclamação|sublinhado|cerquilha"
    r"|[!#$%&*?@^~+=§]")   # a symbol written as itself between spelled letters ("Q, ! , m")
# Letters said by their names ("ele, u, ce, a" for "luca"; "elle, emme"; "zett"; "aitch"), the names that are no
# everyday word of their language ("de", "te", "ese", "en" are left out).
_LETTER_NAMES = frozenset("ce efe ge hache jota ele eme ene eñe cu erre uve equis zeta effe acca elle emme enne esse ics "
                          "zett ypsilon agá xis quê aitch zed эс эм эл эн эр эф бэ вэ гэ дэ зэ пэ тэ че ша ка икс зет"
                          .split())
# Said to be spelled ("letra por letra", "по буквам", "letter by letter"): a run after it needs no other mark.
_BY_LETTER = re.compile(r"(?i)letra\s+(?:por|a)\s+letra|letter\s+by\s+letter|lettre\s+par\s+lettre|lettera\s+per\s+lettera"
                        r"|buchstabe\s+für\s+buchstabe|letter\s+voor\s+letter|bokstav\s+för\s+bokstav|litera\s+po\s+literze"
                        r"|по\s+буквам|по\s+літерах|harf\s+harf|buchstabier\w*|épel\w*|deletre\w*|spelled\s+out|spelt\s+out")
_NAMED = "|".join(sorted(_LETTER_NAMES, key=len, reverse=True))   # a letter's name before its case ("eme mayúscula")
_NATO = frozenset("alfa alpha bravo charlie delta echo foxtrot golf hotel india juliet juliett kilo lima mike november oscar "
                  "papa quebec romeo sierra tango uniform victor whiskey whisky x-ray xray yankee zulu".split())
_ELEMENT = re.compile(
    rf"(?i)(?:(?<![^\W_])(?P<case>{_CASE})\s+(?:(?:letter|buchstabe|lettre|letra|lettera|letter)\s+)?|(?P<cjk>{_CJK_CASE})\s?)"
    rf"(?P<cased>[^\W_])(?:\s+(?:{_AS_IN})\s+[^\W\d_]{{2,}})?(?![^\W_])"
    rf"|(?<![^\W_])(?P<post>[^\W_]|{_NAMED})\s+(?:{_CASE_AFTER})(?![^\W_])"   # "M majuscule", "eme mayúscula"
    rf"|(?<![^\W_])(?P<spelt>[^\W_])\s+(?:{_AS_IN})\s+(?:(?-i:[A-ZÀ-ÖØ-ÞА-ЯΑ-Ω][^\W\d_]+)|(?P=spelt)[^\W\d_]+)"   # "K de kiwi": its own letter
    rf"|(?<![^\W_])(?P<symbol>{_SYMBOLS})(?![^\W_])"
    rf"|(?<![^\W_])(?P<char>[^\W_])(?![^\W_])"
    rf"|(?<![^\W_])(?P<word>[^\W\d_]{{2,12}})(?![^\W_])")
_SEP = re.compile(r"\s*[,;、，/]\s*|\s*[-–·.]\s*|\s+")
# Words between two elements that only order them or name a symbol ("capital K, then lowercase i", "then an
# exclamation mark"): dropped before the gap is judged.
_FILLER = re.compile(
    r"(?i)(?<![^\W_])(?:then|and|next|after\s+that|an|dann|danach|und|ein|eine|puis|ensuite|et|un|une|luego|después|y"
    r"|depois|e|poi|daarna|dan|en|sedan|och|så|sitten|ja|potem|i|pak|potom|aztán|és|apoi|și|затем|потом|потім|и|sonra"
    r"|ardından|ve|lalu|kemudian|terus|rồi|sau\s+đó|và|kisha|na|μετά|και|ثم|و|بعد|ואז|फिर|और)(?![^\W_])")


def _gap_ok(shown: str, start: int, end: int) -> bool:
    """Only separators between two spelled elements, once the ordering words are dropped."""
    gap = shown[start:end]
    return bool(_SEP.fullmatch(gap) or _SEP.fullmatch(re.sub(r"\s+", " ", _FILLER.sub(" ", gap))))
# What introduces the value the spelling gives ("→ Paris77", "so it's Paris77", "d.h. Paris77").
_GIVES = re.compile(r"\s*(?:→|->|=>|=|:|[(（]|,?\s*(?:so\s+(?:it'?s|it\s+is|that'?s)|that'?s|i\.\s?e\.|d\.\s?h\.|also|alles\s+zusammen"
                    r"|zusammen|donc|soit|c['’]est|o\s+sea|es\s+decir|cioè|dus|alltså|altså|eli|czyli|tj\.|то\s+есть|yani"
                    r"|jadi|tức\s+là|即|つまり|즉|together|ensemble|junto|insieme|samen|tillsammans))\s*[«\"'“]?"
                    r"(?P<x>[^\s\"'”»)）]{4,40})")
_REACH, _WINDOW = 90, 240
# The cheap test first: two single characters apart only by a separator ("P, a", "7 7"), a CJK case word, or a
# letter's name in a list ("ele, u, ce").
_PAIR = re.compile(rf"(?<![^\W_])[^\W_](?:\s+\S+){{0,3}}?[ ,;/\-–·.]{{1,3}}[^\W_](?![^\W_])|{_CJK_CASE}"
                   rf"|(?i:(?<![^\W_])(?:{'|'.join(sorted(_LETTER_NAMES))})\s*[,;]\s*[^\W_]{{1,12}}\s*[,;])")
# Cue words too loose for a spelled run ("the answer key for the quiz: 1 B, 2 D, 3 A, 4 C").
_KEY = re.compile(r"(?i)(?:api[ _\-]?|access[ _\-]?)?key|clé|clef|cle|schlüssel|ключ|phrase|token")
# Digit words that are common words elsewhere ("to", "en"): not spelled elements here.
_AMBIGUOUS = frozenset("to en i a at in bat bi dim pump hat sex isa ni um un".split())
# A line about how passwords must be made, not one spelling a password.
_RULES = re.compile(r"(?i)(?<![^\W\d_])(?:rules?|regeln?|règles?|reglas?|regole|must|should|at\s+least|mindestens|au\s+moins|al\s+menos"
                    r"|almeno|minimum|min\.|characters?|zeichen|caractères|caracteres|caratteri|tekens|tecken|merkkiä|znaków"
                    r"|символ\w*|karakter|address|adresse|dirección|indirizzo|surname|nachname|name|quiz|test|exam|answers?"
                    r"|e-?mail(?!\s+(?:pass\w*|pw|pwd|passwort|kennwort|mdp|mot\s+de\s+passe|contraseña|senha))"   # its address
                    r"|antwort\w*|réponses?"
                    r"|respuestas?|homework|hausaufgabe\w*|bingo|lotto|lottery|lotterie|tips?|tipps?|conseils?|consejos?|dicas?|weak|schwach"
                    r"|faible|débil|fraco|example|beispiel|exemple|ejemplo|exemplo|esempio)(?![^\W\d_])|@[\w\-]+\.[^\W\d_]{2,}")


def _runs(shown: str, start: int, end: int) -> Iterator[list[re.Match[str]]]:
    """Runs of spelled elements in shown[start:end] apart only by separators."""
    run: list[re.Match[str]] = []
    for element in _ELEMENT.finditer(shown, start, end):
        word = (element.group("word") or "").lower()
        spelled = not word or (word in DIGIT_WORD_SET and word not in _AMBIGUOUS) or word in _NATO \
            or word in _LETTER_NAMES
        if word and _FILLER.fullmatch(word):
            continue   # "then", "and", "an": the gap check drops them
        if spelled and run and _gap_ok(shown, run[-1].end(), element.start()):
            run.append(element)
            continue
        if len(run) >= 4:
            yield run
        run = [element] if spelled else []
    if len(run) >= 4:   # four only when spelled right after the word (spelled_spans)
        yield run


def _marked(run: list[re.Match[str]]) -> bool:
    """A run with a case word or a spelling alphabet in it."""
    return any(e.group("case") or e.group("cjk") or e.group("spelt") or e.group("post") for e in run)


def _spelling(run: list[re.Match[str]]) -> bool:
    """A run that marks itself as a spelled password: a case word, a spelling alphabet or radio words, or single
    letters mixed with digits."""
    if _marked(run):
        return True
    words = [e.group("word").lower() for e in run if e.group("word")]
    letters = sum(1 for e in run if e.group("char") and e.group("char").isalpha()) + sum(w in _LETTER_NAMES for w in words)
    digits = sum(1 for e in run if e.group("char") and e.group("char").isdigit()) + sum(w in DIGIT_WORD_SET for w in words)
    radio = sum(w in _NATO for w in words)
    symbols = sum(1 for e in run if e.group("symbol"))
    return (letters >= 2 and digits >= 1) or (radio >= 2 and letters + digits + radio >= 5) \
        or (symbols >= 1 and letters >= 1 and letters + digits >= 3)


# Dictated word by word, a whole word among the spelled letters ("capital M marmalade seven seven exclamation mark",
# "großes M Marmelade sieben sieben Ausrufezeichen"): read only right after a copula or a colon after the word.
_SAID_IS = re.compile(r"(?i)(?:(?<![^\W_])(?:is|was|ist|lautet|war|est|c['’]est|es|era|è|é|jest|to|je|är|er|zijn|wordt"
                      r"|would\s+be|will\s+be|sería|sera|será|sarà)|[:：=]|->|→"
                      # asked, then answered: "what's the password? capital M …", "¿la contraseña? …", "das Passwort? …"
                      r"|[?？](?:\s*(?:it['’]?s|it\s+is|that['’]?s|es|ist|c['’]est|é|è|so|ok(?:ay)?|sure|easy)[,:]?)?)\s*$")
# A described part, not a given one ("small c, then the street name, then four digits").
_DESCRIBED = re.compile(r"(?i)name|number|digits?|letters?|year|birthday|date|street|word|nom|numéro|chiffres?|année"
                        r"|nombre|número|dígitos?|año|nummer|zahl|ziffern?|jahr|naam|cijfers?|nome|numero|cifr[ea]|anno"
                        r"|imię|numer|cyfr[ya]|rok|data|dia|día|tag|jour|giorno|dag|dzień|geburtstag|anniversaire")
_CASED = re.compile(rf"(?i)(?<![^\W_])(?:{_CASE})\s+[^\W_](?![^\W_])|(?<![^\W_])(?:[^\W_]|{_NAMED})\s+(?:{_CASE_AFTER})(?![^\W_])")
_WORD_CHUNKS, _DICTATED_REACH = 3, 40
_TOKEN = re.compile(r"(?<!\S)\S+")


def _dictated_run(shown: str, start: int, end: int) -> tuple[int, int] | None:
    """The span of a password dictated right at `start`: spelled elements with up to three whole words among them,
    a case word and a digit or symbol among the elements, closed by a spelled element."""
    run: list[re.Match[str]] = []
    for element in _ELEMENT.finditer(shown, start, end):
        word = (element.group("word") or "").lower()
        if word and _FILLER.fullmatch(word):
            continue
        if (run and not _gap_ok(shown, run[-1].end(), element.start())) or (not run and element.start() > start):
            break
        if word and not (word in DIGIT_WORD_SET or word in _NATO or word in _LETTER_NAMES) \
                and (len(word) < 3 or _DESCRIBED.fullmatch(word)):
            break
        run.append(element)
    while run and run[-1].group("word") and run[-1].group("word").lower() not in DIGIT_WORD_SET:
        run.pop()   # a word after the last letter, digit or symbol is the sentence going on
    words = [e.group("word").lower() for e in run if e.group("word")]
    chunks = [w for w in words if w not in DIGIT_WORD_SET and w not in _NATO and w not in _LETTER_NAMES]
    counted = sum(1 for e in run if e.group("symbol") or (e.group("char") or "").isdigit()) \
        + sum(w in DIGIT_WORD_SET and w not in _AMBIGUOUS for w in words)
    if len(run) >= 3 and 1 <= len(chunks) <= _WORD_CHUNKS and _marked(run) and counted >= 1:
        return run[0].start(), run[-1].end()
    return None


def _dictated_after(shown: str, cue: re.Match[str], end: int) -> tuple[int, int] | None:
    """A dictated password right after a copula or colon within reach of a password or PIN word."""
    for said in _TOKEN.finditer(shown, cue.end(), min(end, cue.end() + _DICTATED_REACH)):
        found = _dictated_run(shown, said.start(), end) if _SAID_IS.search(shown[cue.end():said.start()]) else None
        if found is not None:
            return found
    return None


def spelled_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """(kind, span) of each password spelled out after a password or code word in the same line (or, marked by a case
    word or a spelling alphabet, just before one)."""
    if not (_PAIR.search(shown) or _CASED.search(shown)) or not may_have_cue(shown):
        return   # no two single letters or digits side by side, no "大写P", no "capital M": nothing spelled
    done = 0
    for cue in CUE.finditer(shown):
        if cue.start() < done or _KEY.fullmatch(cue.group(0)):
            continue
        line_start, line_end = shown.rfind("\n", 0, cue.start()) + 1, shown.find("\n", cue.end())
        end = min(len(shown) if line_end < 0 else line_end, cue.end() + _WINDOW)
        if _RULES.search(shown, line_start, end):
            continue
        for run in _runs(shown, max(line_start, cue.start() - _WINDOW), cue.start()):
            if cue.start() - run[-1].end() <= 40 and run[0].start() >= done and _marked(run) and len(run) >= 5:
                yield "password", (run[0].start(), run[-1].end())   # "groß R, o, s, e, vier, vier: das ist Omas Passwort"
        given = False
        for run in _runs(shown, cue.end(), end):
            if run[0].start() - cue.end() > _REACH:
                break
            said = _BY_LETTER.search(shown, max(line_start, cue.start() - 30), run[0].start()) is not None
            if not (_spelling(run) or said) or (len(run) < 5 and not (_marked(run) and run[0].start() - cue.end() <= 3)):
                continue
            gives = _GIVES.match(shown, run[-1].end())
            stop = gives.end("x") if gives and any(c.isalnum() for c in gives.group("x")) else run[-1].end()
            done, given = stop, True
            yield "password", (run[0].start(), stop)
            break
        dictated = None if given else _dictated_after(shown, cue, end)
        if dictated is not None:
            done = dictated[1]
            yield "password", dictated
