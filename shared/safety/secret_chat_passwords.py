"""Passwords of plain words given in chat: a password word, a few words naming what it opens, a colon or a copula, then
words, a word and a year, words joined by "_", or a quoted value ("šifra za wifi je sarmakajmak bez razmaka").

A plain word is a password only with evidence that one was given. The strongest is a typing note in the sentence ("all
lower case", "with spaces", "gach litir beag", "välilyönneillä", "ตัวพิมพ์เล็ก"): then plain words after the word, or
quoted next to it (before it in languages that put the value first: "'seanchlog' an focal faire"), count. Without a
note the value's shape must say it: lower-case words and a number ("mishti doi 1990"), words joined by "_" with a
number ("dragon_rojo_2012"), a quoted value after a colon or a copula, or one long lower-case word closing the
sentence after a label naming a Wi-Fi or an account ("šifra za wifi je sarmakajmak"). In Hebrew and Arabic the word
takes prefixes ("והסיסמה 0527788990": digits right after it, phone-shaped or not, are the password). A rule (a modal
of obligation), an example, where the password is, that it is forgotten or changed, or a sentence of prose gives none.
"""

from __future__ import annotations

import re
from typing import Iterator

from .secret_cues import benign_shape, code_like
from .secret_example_words import example_pattern
from .secret_login_words import (GIVEN, HINT, PASSWORD_WORDS, PROSE_WORDS, SERVICE, UNSPACED_PASSWORD_WORDS,
                                 WEAK_LABEL, WHERE_WORDS)
from .secret_login_rows import strong_value
from .secret_passphrases import words_given
from .secret_typing_notes import MODAL, TYPING_NOTE

# Hebrew and Arabic join "and", "the", "that", "to" to the word ("והסיסמה", "וכלמת", "وكلمة السر").
_PREFIXED = (r"(?<![\u0590-\u05ff])[ובלשמכ]{1,3}ה?(?:סיסמ[האת]|ססמה)"
             r"|(?<![\u0600-\u06ff])[وف](?:ال)?(?:كلمة\s+(?:ال)?(?:سر|مرور)|باسورد|باسوورد)")
# A compound that ends in a password word ("Huvudlösenordet", "Routerpasswort", "pääsalasana").
_COMPOUND = (r"[^\W\d_]{2,14}(?:lösenord|losenord|passwort|kennwort|wachtwoord|passord|kodeord|adgangskode|salasana"
             r"|jelszó|jelszava)[^\W\d_]{0,4}")
# A Wi-Fi's key or code ("WiFi-koden", "WLAN-Schlüssel", "code wifi", "clé du wifi", "mã wifi", "kode wifi").
_WIFI_KEY = (r"(?:wi-?fi|wlan)[\s\-]?(?:kod\w{0,3}|code|schlüssel|key|clé|chiave|sleutel|nyckel\w{0,3}|nøgle\w{0,3}"
             r"|nøkkel\w{0,3}|avain\w{0,3}|klucz\w{0,3}|klíč\w{0,3}|kulcs\w{0,3})"
             r"|(?:code|código|codice|clé|chiave|mã|kode|kod|klucz|ключ|κλειδί)\s+(?:d[eou]l?\s+|du\s+|da\s+)?(?:wi-?fi|wlan)")
# Inflected and definite forms (uz az kk hy mk bg): "paroli", "şifrəsi", "құпия сөзі", "գաղտնաբառը", "лозинката".
_INFLECTED = (r"paroli|parolni|parolingiz|parolu|parolün|şifrəsi|şifrəni|құпия\s+сөзі|գաղտնաբառը|գաղտնաբառն"
              r"|лозинката|лозинкава|паролата|паролу")
_WORD = re.compile(rf"(?i)(?<![^\W\d_])(?:{PASSWORD_WORDS}|{_COMPOUND}|{_WIFI_KEY}|{_INFLECTED})(?![^\W\d_])"
                   rf"|{UNSPACED_PASSWORD_WORDS}"
                   rf"|(?P<p>{_PREFIXED})")
# Copulas and colons `GIVEN` does not hold: Thai, Khmer, Polish "to", Bengali, Irish, Lithuanian, Latvian, French
# "c'est", Catalan "és", a past "was".
_MORE_GIVEN = (r"\s*(?:คือ|เป็น)\s*[:：]?\s*|\s*៖\s*|\s+(?:to|হলো|হচ্ছে|yra|ir|is\s+é|és|era|fue|foi|war|was)\s+"
               r"|\s+c['’](?:est|était)\s+")
# A copula after the value in Hindi, Urdu, Persian and Turkish ("Wifi pass 'gulabjamun' hai").
_COPULA_AFTER = re.compile(r"\s*(?:hai|hain|he|है|ہے|است|ast|dir|dır|dur|dür|tir|tır)(?![^\W\d_])")
_RIGHT_AFTER = re.compile(r"[ \t]+(?P<v>[^\W_][\w'’\-]{4,39}+)(?![\w'’\-])")
# Whose or which account (a few words, no digit, no sentence end, no quote), then how the value is given.
_COLON_LABEL = re.compile(r"(?:(?!\.\s)[^\n\d:：=!?;。！？\"“”„«»「」]){0,60}?\s*[:：=៖՝፦]\s*")
_LABEL = re.compile(rf"(?:(?!\.\s)[^\n\d:：=!?;。！？\"“”„«»「」]){{0,40}}?(?:{GIVEN}|{_MORE_GIVEN})"
                    r"(?!(?<=[A-Za-zÀ-ɏЀ-ӿ])[A-Za-zÀ-ɏЀ-ӿ])")   # "is" is no copula inside "ist"
_QUOTED = re.compile(r"[\"'“„«‘‹「『]\s*(?P<q>[^\"'”“»’‹›「」『』\n]{3,48}?)\s*[\"'”“»’›」』](?![^\W\d_])")
_QUOTE_BEFORE = re.compile(r"(?<![^\W\d_])[\"'“„«‘‹「『](?P<q>[^\"'”“»’‹›「」『』\n]{3,48}?)[\"'”“»’›」』]"
                           r"[^\n\"'“”„«».!?,;]{0,24}$")
# The words of a value: up to the clause's end (a comma, a dash between spaces, a bracket, a quote, a sentence end).
_CLAUSE_END = re.compile(r"[,;()（）\"“”„«»「」『』\n]|[.!?。！？](?:\s|$)|\s[–—-]\s|['’](?:\s|$)")
_TOKEN = re.compile(r"[^\W_][\w'’\-]*+")
_SENTENCE_END = re.compile(r"[.!?。！？](?:\s|$)|\n")
_DIGITS = re.compile(r"[ \t]*[:：]?[ \t]*(?P<v>\d{4,16})(?![\d.,/:\-])")
_YEAR = re.compile(r"(?:19|20)\d\d")
_JOINED = re.compile(r"[^\W\d_]{2,}(?:_[^\W\d_]{2,})+_?\d{2,4}|[^\W\d_]{2,}_\d{2,4}")
_EXAMPLE = example_pattern()
# What a Thai or CJK code word names when it is no password: a postcode, a parcel, an order, a product.
_PUBLIC_CODE = re.compile(r"ไปรษณีย์|พัสดุ|สินค้า|สั่งซื้อ|ส่วนลด|คูปอง|邮编|郵便|订单|注文|快递|追跡|우편|주문|쿠폰")
# States, places and times that close "the password is …" without giving one, in ~20 languages.
_STATE = frozenset(
    "use try choose pick make add avoid case sensitive longer shorter stronger weaker better worse newer older now "
    "jetzt maintenant ahora agora ora nu nyt teraz сейчас şimdi sekarang länger kürzer plus más mais più "
    "napsané napsaný napsaná napsáno zapisane zapisany zapisana napisane napisana napisano написан написано написана "
    "записан записано escrita escrito écrit écrite geschrieben scritta scritto geschreven skrivet skrevet skrevne "
    "kirjoitettu yazılı tertulis ghi unutuldu unuttum kayboldu eski yeni geçersiz uzun kısa zor kolay "
    "changed expired unknown wrong incorrect correct different complicated simple easy hard difficult secure insecure "
    "weak strong written printed saved stored shared required optional missing blank empty disabled enabled locked "
    "somewhere elsewhere everywhere nowhere downstairs upstairs outside inside attached below above "
    "geändert abgelaufen unbekannt falsch richtig anders kompliziert einfach schwierig sicher unsicher schwach "
    "aufgeschrieben gespeichert geteilt gesperrt irgendwo überall unten oben draußen "
    "changé expiré inconnu faux correct différent compliqué simple facile difficile sécurisé faible écrit enregistré "
    "cambiada cambiado caducada desconocida incorrecta correcta diferente complicada sencilla fácil difícil segura "
    "débil escrita guardada mudada expirada desconhecida errada certa diferente complicada fácil difícil segura fraca "
    "cambiata scaduta sconosciuta sbagliata giusta diversa complicata semplice facile difficile sicura debole "
    "veranderd verlopen onbekend fout anders ingewikkeld makkelijk moeilijk veilig zwak opgeschreven "
    "ändrat ändrad okänd felaktig annorlunda komplicerad enkel svår säker svag endret ukjent feil vanskelig sikker "
    "ændret ukendt forkert muuttunut vanhentunut tuntematon väärä oikea vaikea helppo turvallinen heikko "
    "zmienione nieznane błędne poprawne inne skomplikowane proste trudne bezpieczne słabe promijenjena nepoznata "
    "pogrešna ispravna drugačija komplicirana jednostavna teška sigurna slaba promenjena netačna jednostavna "
    "değişti bilinmiyor yanlış doğru farklı karmaşık basit zor güvenli zayıf berubah salah benar berbeda rumit "
    "mudah sulit aman lemah".split())
# A rule's name before the value ("Kanuni ya nenosiri: herufi 8, herufi ndogo"), ~35 languages.
_RULE = re.compile(r"(?i)(?<![^\W\d_])(?:rules?|polic(?:y|ies)|regel\w*|règles?|reglas?|regras?|regol[ae]|zasad\w*"
                   r"|правил\w*|pravid\w*|szabály\w*|sääntö\w*|kural\w*|kanuni|sheria|aturan|peraturan|quy\s+tắc"
                   r"|patakaran|κανόν\w*|requirements?|anforderung\w*|exigences?|requisitos?|requisiti|vereisten"
                   r"|krav|vaatimu\w*|wymagani\w*|требовани\w*|gereksinim\w*)(?![^\W\d_])"
                   r"|规则|規則|ルール|규칙|नियम|নিয়ম|กฎ|قواعد|قاعدة|قوانین|כללי|מדיניות")
# The screen's words or a game's, not a log-in ("the password error is 'invalid credentials'", "the password for the
# quiz round is 'animals'"), ~15 languages.
_NOT_A_LOGIN = re.compile(
    r"(?i)(?<![^\W\d_])(?:error|message|prompt|field|button|link|screen|fehler\w*|meldung|erreur|mensaje|messaggio"
    r"|foutmelding|felmeddelande|komunikat|сообщение|ошибк\w*|hata|quiz\w*|trivia|riddle|rätsel|devinette|acertijo"
    r"|indovinello|raadsel|crossword|kreuzworträtsel|escape\s+room|treasure\s+hunt|schnitzeljagd|film|movie|novel"
    r"|roman|episode|folge)(?![^\W\d_])")
# Copulas that cannot stand inside a value of plain words.
_COPULAS = frozenset("is ist est es é è är er on jest je to este это là adalah ni ay was war era fue foi".split())
# What a password is made of, named rather than given: a name, a number, a date, a birthday (~30 languages).
_DESCRIBED = frozenset(
    "name names nome nombre nom naam namn navn nimi imię имя ім'я isim adı ad tên nama pangalan jina όνομα שם اسم نام नाम "
    "নাম number nummer numéro número numero numer номер số nomor date datum fecha data дата ngày tanggal birthday "
    "geburtstag anniversaire cumpleaños aniversário compleanno verjaardag urodziny день doğum sinh lahir kuzaliwa "
    "phone telefon téléphone teléfono telefone telefono телефон điện".split())
_UNSPACED_SCRIPT = re.compile(r"[\u0e00-\u0e7f\u0e80-\u0eff\u1780-\u17ff\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")
_STATE_END = re.compile(r"(?i)(?:ed|ing|able|ible|ous|ive|ful|less|ent|ant|ary|ic|al|ly|iert|ig|lich|isch|bar|los|é|ée"
                        r"|ado|ada|ido|ida|oso|osa|ivo|iva|ente|ato|ata|ito|ita|vel|ão|nn?[aeoyý]|ть|на|но|ан|ен|ый|ий|ая"
                        r"|tu|ti|ttu|tty|ää|aa|lı|li|lu|lü|ül|il|an)$")


# "That is", "I mean", "no, it's" (~35 languages): what follows restates the password just described ("es el nombre del
# perro con mayúscula y el 12, o sea Chispa12", "حرف حرف … يعني maryam12", "לא, זה: Jerusalem.Gold1967").
_RESTATED = re.compile(
    r"(?i)(?<![^\W\d_])(?:o\s+sea|es\s+decir|ou\s+seja|quer\s+dizer|that\s+is|i\.\s?e\.|i\s+mean|d\.\s?h\.|das\s+heißt"
    r"|c['’]est-à-dire|cioè|ovvero|oftewel|dvs\.?|alltså|eli|siis|czyli|to\s+jest|tj\.|tzn\.|то\s+есть|тобто|tedy|vagyis"
    r"|adică|yani|yaani|ya['’]ni|yakni|artinya|tức\s+là|nghĩa\s+là|ibig\s+sabihin|maana\s+yake"
    r"|no,?\s+(?:it['’]?s|es|é|c['’]est)|nein,?\s+(?:es\s+ist|richtig\s+ist))(?![^\W\d_])[\s,:：]*"
    r"|(?:يعني|یعنی|כלומר|לא,?\s*זה|つまり|也就是(?:说|說)?|즉|मतलब|মানে)[\s,:：、，]*")
_RESTATED_VALUE = re.compile(r"(?P<v>[^\W_][^\s,;()（）、，。\"'“”«»]{4,39}?)[.!?…]*(?=[\s,;()（）、，。\"'“”«»]|$)")


def chat_password_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """(kind, span) of each password of plain words given in chat in `shown` (the visible text, positions kept)."""
    for word in _WORD.finditer(shown):
        found = _prefixed_digits(shown, word) or _after_label(shown, word) or _quoted_near(shown, word) \
            or _restated(shown, word)
        if found is not None:
            yield "password", found


def _sentence(shown: str, start: int, end: int) -> tuple[int, int]:
    """The sentence (within its line) around `start`–`end`."""
    ends = [m.end() for m in _SENTENCE_END.finditer(shown, max(0, start - 200), start)]
    stop = _SENTENCE_END.search(shown, end)
    return (ends[-1] if ends else max(0, start - 200)), (stop.start() if stop else len(shown))


def _noted(shown: str, low: int, high: int, value: tuple[int, int]) -> bool:
    """A typing note in the sentence that is not the value itself, and no rule."""
    notes = [m for m in TYPING_NOTE.finditer(shown, low, high) if m.end() <= value[0] or m.start() >= value[1]]
    return bool(notes) and not MODAL.search(shown, low, high)


def _restated(shown: str, word: re.Match[str]) -> tuple[int, int] | None:
    """A password's shape right after "that is" or "no, it's" later on the word's line, once no rule or example."""
    line_end = shown.find("\n", word.end())
    high = min(len(shown) if line_end < 0 else line_end, word.end() + 160)
    low = shown.rfind("\n", 0, word.start()) + 1
    for marker in _RESTATED.finditer(shown, word.end(), high):
        value = _RESTATED_VALUE.match(shown, marker.end(), high)
        if value is None or MODAL.search(shown, low, high) or _EXAMPLE.search(shown, low, high):
            continue
        text = value.group("v")
        if strong_value(text) or re.fullmatch(r"[^\W\d_][^\W\d_A-Z]{2,}\d{2,4}", text) and not benign_shape(text):
            return value.span("v")
    return None


def _prefixed_digits(shown: str, word: re.Match[str]) -> tuple[int, int] | None:
    """Digits right after a Hebrew or Arabic password word with a prefix ("והסיסמה 0527788990")."""
    digits = _DIGITS.match(shown, word.end()) if word.group("p") else None
    if digits is None or _YEAR.fullmatch(digits.group("v")):
        return None
    return digits.span("v")


def _after_label(shown: str, word: re.Match[str]) -> tuple[int, int] | None:
    """The value after the word, a few label words and a colon or a copula: the colon's, else the first copula's that
    gives one ("Heslo na wifi u babičky je svickova": "na" is no copula here, "je" is)."""
    label = _COLON_LABEL.match(shown, word.end()) or _LABEL.match(shown, word.end())
    note = TYPING_NOTE.match(shown, label.end()) if label else None
    if note:   # "รหัสเป็นตัวพิมพ์เล็กหมด: somtamplara": the copula opens the note, the colon the value
        label = _LABEL.match(shown, note.end())
    if label is None:
        return None
    found = _value_after(shown, word, label)
    stop = _CLAUSE_END.search(shown, label.end())
    run = _run(shown, label.end(), stop.start() if stop else len(shown))
    copula = next((t for t in run[1:] if t.group().lower() in _COPULAS), None)
    if found is None and copula is not None and label.group(0).strip()[-1:] not in ":：=៖՝፦":
        later = _LABEL.match(shown, copula.start() - 1)   # the label ran on to the copula inside the first value
        found = _value_after(shown, word, later) if later and later.end() > copula.start() else None
    return found


def _value_after(shown: str, word: re.Match[str], label: re.Match[str]) -> tuple[int, int] | None:
    """The value after `label` if the sentence and the value's shape say one was given."""
    if not word.group(0).isascii() and _PUBLIC_CODE.search(shown, word.end(), label.end()):
        return None
    low, high = _sentence(shown, word.start(), label.end())
    if _EXAMPLE.search(shown, low, high) or HINT.search(shown, word.start(), label.end()) \
            or _RULE.search(shown, low, label.end()) or _NOT_A_LOGIN.search(shown, low, label.end()):
        return None
    quoted = _QUOTED.match(shown, label.end())
    if quoted:
        value = quoted.span("q")
    else:
        stop = _CLAUSE_END.search(shown, label.end())
        note = TYPING_NOTE.search(shown, label.end(), stop.start() if stop else len(shown))
        tokens = _run(shown, label.end(), note.start() if note else stop.start() if stop else len(shown))
        if not tokens or len(tokens) > 5:
            return None
        value = (tokens[0].start(), tokens[-1].end())
    text = shown[value[0]:value[1]].strip()
    if _NETWORK_NAME.match(text):   # "wifi kod kuće: mreža Ristic, šifra …": the network's name, not its key
        return None
    if not text or not words_given(text, quoted=bool(quoted)) or _leads_with_prose(text) \
            or not quoted and any(t.lower() in _COPULAS | _STATE for t in text.split()[1:]):
        return None   # "heslo na wifi je napsané …": the label ended too early, the value holds the sentence's verb
    names = shown[word.end():label.end()]
    if _noted(shown, low, high, value) or _JOINED.fullmatch(text) or _worded_number(text):
        return _weak_checked(shown, word, names, value)
    if quoted and not WEAK_LABEL.fullmatch(word.group(0)):
        return value
    if _one_long_word(text) and _closes(shown, value[1]) and _names_account(names):
        return value
    return None


def _run(shown: str, start: int, end: int) -> list[re.Match[str]]:
    """The words from `start` joined by spaces only, up to a word of a script without spaces ("kimchijjigae 다 소문자")."""
    tokens: list[re.Match[str]] = []
    for token in _TOKEN.finditer(shown, start, end):
        before = tokens[-1].end() if tokens else start
        if token.start() != before and not shown[before:token.start()].isspace() or _UNSPACED_SCRIPT.search(token.group()):
            break
        tokens.append(token)
    return tokens


def _weak_checked(shown: str, word: re.Match[str], names: str, value: tuple[int, int]) -> tuple[int, int] | None:
    """Slang that is also an ordinary word ("contra", "pass", "clave") gives a value only after a colon or after words
    naming the account ("la contra del Free Fire de mi hijo es …")."""
    if not WEAK_LABEL.fullmatch(word.group(0)) or ":" in names or "：" in names or _names_account(names):
        return value
    return None


def _names_account(names: str) -> bool:
    """The label words name what the password opens: a Wi-Fi, a service, or a capitalised name."""
    return bool(SERVICE.search(names) or re.search(r"(?<=\s)[A-Z][\w\-]+", names))


def _participle(text: str) -> bool:
    """A Czech or Slovak passive participle ("napsané", "uložený", "změněná"): a state, not a value."""
    return re.search(r"[aeě]n[éýá]$", text) is not None


def _leads_with_prose(text: str) -> bool:
    """A value that opens with a small word of prose, place or state ("on the fridge", "la de siempre"), that names
    what it is made of ("tên quán viết liền": the shop's name, joined), or is written in a script without spaces
    ("英大文字・小文字": a rule's words, not a password)."""
    if not text.split():
        return True
    first = text.split()[0].lower().strip("'’\"")
    return first in PROSE_WORDS or first in WHERE_WORDS or first in _STATE or first in _DESCRIBED or _participle(first) \
        or _UNSPACED_SCRIPT.search(text) is not None


def _worded_number(text: str) -> bool:
    """One to three lower-case words and a number closing them ("mishti doi 1990", "saunaa 44")."""
    tokens = text.split()
    words, number = tokens[:-1], tokens[-1]
    return 1 <= len(words) <= 3 and number.isdigit() and 2 <= len(number) <= 6 \
        and all(w.isalpha() and w.islower() and len(w) >= 3 and w not in PROSE_WORDS | WHERE_WORDS | _STATE
                for w in words)


def _one_long_word(text: str) -> bool:
    """One lower-case word of seven letters or more that is no state, place or participle ("sarmakajmak")."""
    return text.isalpha() and text.islower() and len(text) >= 7 and text not in _STATE | PROSE_WORDS | WHERE_WORDS \
        and not _STATE_END.search(text) and not benign_shape(text) and not code_like(text)


def _coined(text: str) -> bool:
    """A word no language has: a capital inside, a digit or a "_" ("medvidekPU"), not a verb after the password word
    ("Passwort hängt am Kühlschrank")."""
    return any(c.isupper() for c in text[1:]) or any(c.isdigit() or c == "_" for c in text)


def _closes(shown: str, end: int) -> bool:
    """Nothing but a sentence's end or the line's end after `end`."""
    return re.match(r"[ \t]*(?:[.!?。！？]|$|\n)", shown[end:end + 3]) is not None


def _quoted_near(shown: str, word: re.Match[str]) -> tuple[int, int] | None:
    """With a typing note in the sentence, a quoted value right after the word or just before it, or one word right
    after it ("heslo medvidekPU (PU velkými)"); a quoted value with a copula after it needs no note."""
    low, high = _sentence(shown, word.start(), word.end())
    gap = len(shown[word.end():word.end() + 3]) - len(shown[word.end():word.end() + 3].lstrip())
    after = _QUOTED.match(shown, word.end() + gap)
    before = _QUOTE_BEFORE.search(shown, max(low, word.start() - 60), word.start())
    bare = None if after else _RIGHT_AFTER.match(shown, word.end())
    for quoted in (after, before, bare):
        if quoted is None:
            continue
        value = quoted.span("q" if quoted is not bare else "v")
        text = shown[value[0]:value[1]]
        said = quoted is after and _COPULA_AFTER.match(shown, quoted.end())   # "pass 'gulabjamun' hai"
        if (said or _noted(shown, low, high, value)) and words_given(text, quoted=quoted is not bare) \
                and not _leads_with_prose(text) and not _EXAMPLE.search(shown, low, high) \
                and (quoted is not bare or _coined(text) or _possessive_value(shown, word, quoted)
                     or _bracket_noted(shown, quoted.end())):
            return value
    return None


# A network's name opening a wifi note's value ("mreža Ristic", "red: Casa_Lopez", "SSID HomeNet"): not the password.
_NETWORK_NAME = re.compile(r"(?i)(?:mreža|mreza|мрежа|сеть|мережа|sieć|siec|síť|sít|sieť|network|netzwerk|netz|réseau"
                           r"|reseau|red|rede|rete|netwerk|nätverk|nettverk|netværk|verkko|hálózat|rețea|ağ|mạng"
                           r"|jaringan|ssid|ime\s+mreže|nome\s+da\s+rede|nombre\s+de\s+(?:la\s+)?red)(?![^\W\d_])")
# A typing note in brackets right after a one-word value ("šifra ajvarikajmak (sve malim slovima)").
_BRACKET = re.compile(r"[ \t]*[(（\[]")


def _bracket_noted(shown: str, end: int) -> bool:
    """Whether a bracket opens right after `end` and a typing note starts within its first few words."""
    bracket = _BRACKET.match(shown, end)
    return bracket is not None and TYPING_NOTE.match(shown, bracket.end()) is not None


# A Turkic possessive password word takes its value with no copula ("wifi şifresi aycicegi, büyük harfle").
_POSSESSIVE = re.compile(r"(?i)(?:şifre|sifre|şifrə|parol)(?:si|sı|i|ı)")


def _possessive_value(shown: str, word: re.Match[str], bare: re.Match[str]) -> bool:
    """One plain word right after a possessive password word, closed by a comma or the sentence's end; no state and
    no verb ("unutuldu", "değişiyor")."""
    value = bare.group("v")
    return _POSSESSIVE.fullmatch(word.group(0)) is not None and value.isalpha() and value.lower() not in _STATE \
        and re.search(r"(?:[dt][ıiuü]|m[ıiuü]ş|yor|[ae]cak|[ae]r)$", value) is None \
        and re.match(r"[ \t]*(?:[,;.!?]|$)", shown[bare.end():bare.end() + 3]) is not None
