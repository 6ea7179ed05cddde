"""Passwords and code words made of plain words: a family or pickup code word, or a password of two to four plain words
after its label ("mot de passe pour récupérer Jules à l'école : pastèque bleue", "Kennwort, um Mia vom Kindergarten
abzuholen: gelber Drache", "safe word for the kids: thunder biscuit", "WLAN-Passwort: blaue Banane").

A plain word is no secret by its shape. A password word with a pickup, school, child or family word beside it in the
same line is a family cue: the value is what follows its colon (or its copula, then one to three words closing the
sentence), up to five words. A password word for a named service (Wi-Fi, Netflix, e-mail, laptop …) before a colon is
enough for two to four content words closing the line (no function word, no word saying where it is kept, who knows it,
that it changed, will be sent, or how strong it is).
"""

from __future__ import annotations

import re
from typing import Iterator

# A letter, or a mark that is part of a word in Indic, Thai, Lao, Myanmar, Ethiopic, Hebrew or Arabic script.
_L = r"(?:[^\W\d_]|[\u0300-\u036f\u0591-\u05c7\u0610-\u061a\u064b-\u065f\u0900-\u0dff\u0e00-\u0eff\u1000-\u109f])"
# A password or code word, in about fifty languages (inflected forms too).
_WORD = (
    r"pass\s?words?|passcode|pw|code\s?-?words?|safe\s?-?words?|secret\s+words?|key\s?words?|passwort\w*|kennwort\w*"
    r"|codewort\w*|losung\w*|parole|geheimwort\w*|mot\s+de\s+passe|mdp|mot[\s\-]code|code\s+secret|mot\s+secret"
    r"|contrase[ñn]a|clave|palabra\s+(?:clave|secreta|c[oó]digo)|santo\s+y\s+seña|senha|palavra[\s\-](?:passe|chave|secreta)"
    r"|parola\s+(?:d['’]ordine|segreta|chiave)|wachtwoord|codewoord|lösenord\w*|losenord\w*|kodord\w*|passord\w*"
    r"|kodeord\w*|adgangskode\w*|salasan\w*|tunnussan\w*|has[łl][oaey]m?|hesl[oa]|kódové\s+slovo|jelsz[óa]\w*|parol[aăe]i?"
    r"|şifre\w*|sifre\w*|пароль|пароля|паролем|кодов\w+\s+слов\w*|секретн\w+\s+слов\w*|кодове\s+слово|kata\s+(?:sandi|laluan"
    r"|kunci|rahasia)|mật\s+(?:khẩu|mã)|σύνθημα|συνθηματικό|κωδικός|[הוכלבשמ]{0,2}סיסמ[הא]|מילת\s+(?:ה)?קוד|كلمة\s+(?:السر|المرور)"
    r"|पासवर्ड|कोड\s+वर्ड|암호|비밀번호|암구호")
_CJK_WORD = r"暗号|密码|密碼|口令|暗语|暗語|合言葉|あいことば|パスワード"
# The tail of a compound ("Abholpasswort", "Familienkodeord", "Kita-Kennwort"): its head is checked for a purpose.
_TAIL = (r"passwort\w*|kennwort\w*|codewort\w*|losungswort\w*|(?<![Aa]nt)wort|kodeord\w*|kodord\w*|lösenord\w*|passord\w*"
         r"|wachtwoord\w*|codewoord\w*|salasana\w*|tunnussana\w*")
# What makes the word a family one: picking up a child, the school or nursery, the children, the family.
_PURPOSE = (
    r"pick(?:ing)?[\s\-]?up|pickup|collect\w*|school\w*|day\s?care|nursery|kindergarten|pre-?school|after-?school|nanny"
    r"|babysitter|kids?|children|child|famil\w*|grandm\w*|grandp\w*"
    r"|abh[oa]l\w*|abzuholen|kita\w*|kiga|schul\w*|hort|kinder\w*|oma|opa"
    r"|r[ée]cup[ée]r\w*|chercher|[ée]cole|cr[èe]che|garderie|maternelle|enfants?|nounou|mamie|papi"
    r"|recog\w*|colegio|escuela|guarder[ií]a|k[ií]nder|niñ[oa]s?|hij[oa]s?|abuel[oa]s?"
    r"|buscar|pegar|escola|crianças?|filh[oa]s?|av[óô]s?"
    r"|ritir\w*|prendere|scuola|asilo|nido|bambin[ie]|figli"
    r"|ophal\w*|op\s+te\s+halen|opvang|bso|kinderen|kind|gezin"
    r"|hent\w*|afhent\w*|hämt\w*|skole\w*|skola\w*|barnehage\w*|børnehave\w*|förskol\w*|dagis|vuggestue|fritids|barn\w*|familj\w*"
    r"|haetaan|hae\w*|noud\w*|päiväko\w*|paivako\w*|koulu\w*|lapse\w*|lasten|perhe\w*"
    r"|odbi\w*|odbior\w*|odebra\w*|przedszkol\w*|szkoł\w*|szkol\w*|żłob\w*|dzieci\w*|dzieck\w*|rodzin\w*"
    r"|vyzved\w*|školk\w*|škol\w*|skolk\w*|dět\w*|rodin\w*|óvod\w*|iskol\w*|gyerek\w*|család\w*"
    r"|grădini\w*|gradini\w*|școal\w*|scoal\w*|copii\w*"
    r"|забра\w*|забир\w*|садик\w*|детск\w+\s+сад\w*|детсад\w*|школ\w*|детей|дети|ребён\w*|ребен\w*|семе\w*|семь\w*|сім'\w*"
    r"|almak|alma\w*|okul\w*|anaokul\w*|kreş\w*|çocu\w*|aile\w*"
    r"|παραλαβ\w*|σχολ\w*|νηπιαγωγ\w*|παιδι\w*|οικογεν\w*"
    r"|jemput\w*|menjemput|sekolah|tadika|anak|keluarga|đón|trường|mẫu\s+giáo|gia\s+đình"
    r"|استلام|مدرس\w*|المدرسة|الروضة|حضانة|الأطفال|العائلة|الأسرة|[הוכלבשמ]{0,2}(?:איסוף|גן|בית\s+ספר|ילדים|משפחה)|स्कूल|बच्च\w*|परिवार"
    r"|하원|픽업|어린이집|유치원|학교|가족|아이")
_CJK_PURPOSE = r"接孩子|接送|幼儿园|幼稚园|学校|家人|家庭|お迎え|迎え|保育園|幼稚園|家族|孩子"
# Purpose words that only name the family or the children: enough before a colon, not before a copula ("The safe word
# for the kids is 'pineapple'" is a look-alike in an earlier author's set); a pickup or school word is needed there.
_KIN = re.compile(r"(?i)kids?|children|child|famil\w*|kinder\w*|enfants?|niñ[oa]s?|hij[oa]s?|crianças?|filh[oa]s?|bambin[ie]"
                  r"|figli|kinderen|kind|gezin|barn\w*|familj\w*|lapse\w*|lasten|perhe\w*|dzieci\w*|dzieck\w*|rodzin\w*"
                  r"|dět\w*|rodin\w*|gyerek\w*|család\w*|copii\w*|детей|дети|семе\w*|семь\w*|çocu\w*|aile\w*|παιδι\w*"
                  r"|οικογεν\w*|anak|keluarga|gia\s+đình|الأطفال|العائلة|الأسرة|[הוכלבשמ]{0,2}(?:ילדים|משפחה)|बच्च\w*|परिवार|家人|家庭|家族|孩子"
                  r"|가족|아이|grandm\w*|grandp\w*|oma|opa|mamie|papi|abuel[oa]s?|av[óô]s?")
# A word that is a family one by itself.
_SELF = re.compile(r"(?i)safe\s?-?word|famil|kinder|abhol|pickup")
_CUE = re.compile(rf"(?i)(?<![^\W\d_])(?:{_WORD})(?![^\W\d_])|(?<=[^\W\d_])-?(?:{_TAIL})(?![^\W\d_])|{_CJK_WORD}")
_PURPOSE_RE = re.compile(rf"(?i)(?<![^\W\d_])(?:{_PURPOSE})(?![^\W\d_])|{_CJK_PURPOSE}")
_HEAD_PURPOSE = re.compile(rf"(?i)(?:{_PURPOSE}|{_CJK_PURPOSE})")
_COMPOUND_PURPOSE = re.compile(r"(?i)[^\W\d_]+(?:abhol|schul|kita|kinder|famil)\w*")   # "Schulabholung", "Grundschulkind"
# Function words in the main languages: a value holding one is prose ("same as before", "weiß ich nicht mehr").
_FUNCTION = frozenset(
    "a an the and or of to in on at by is it as be for with that this are was were not no your my our his her its "
    "their me you we they he she i same as before usual one ones like just only also still already yet here there "
    "der die das und oder ist mit von den dem ein eine einen nicht kein keine ich du wir sie er es mein meine dein "
    "wie wo was noch schon mehr hier da im am auf bei zum zur le la les un une des du de et ou est avec pour dans sur "
    "pas je tu il elle nous vous ils mon ma mes que qui même comme el los las uno una y o es con por para en no yo mi "
    "mis su sus que igual mismo o os um uma e é com em na no não eu meu minha il lo gli e di che non io mio het een "
    "en of is met van op niet ik mijn den det och eller är med på inte jag min mitt og er ikke jeg ja ei on se minä "
    "i w z na nie jest to mój moja a v je ne že".split())
_GENERAL = re.compile(rf"(?i)(?<![^\W\d_]|[_/.@=])(?:pass\s?words?|passwort\w*|kennwort\w*|mot\s+de\s+passe|mdp"
                      rf"|contrase[ñn]a|senha|palavra-passe|password|wachtwoord|lösenord\w*|passord\w*|adgangskode\w*"
                      rf"|salasan\w*|has[łl]o|heslo|jelszó|parola|şifre\w*|sifre\w*|пароль|kata\s+sandi|mật\s+khẩu)"
                      rf"(?![^\W\d_])|(?<=[^\W\d_])-?(?:{_TAIL})(?![^\W\d_])")
# Labels that say something about passwords, not which one: a policy, a hint, a reset, a manager.
_LABEL_NOT = re.compile(r"(?i)polic|rule|regel|règle|regla|hint|tipp?|indice|pista|reset|zurücksetz|réinitialis|restablec"
                        r"|requirement|anforderung|exigence|requisito|strength|stärke|force|manager|generator|change|änder"
                        r"|status|length|länge|longueur|format|type|field|feld|champ|campo|example|beispiel|exemple|ejemplo")
# What the password opens, named in its line: only then is a plain-word value after the colon taken for one.
_SERVICE = re.compile(r"(?i)wi-?fi|wlan|router|netflix|disney|spotify|prime\s+video|hulu|hbo|youtube|e-?mail|gmail|outlook"
                      r"|icloud|apple\s?id|facebook|instagram|tiktok|steam|playstation|psn|xbox|nintendo|roblox|minecraft"
                      r"|fortnite|laptop|computer|rechner|ordinateur|ordenador|computador|tablet|ipad|nas\b|vpn|zoom|skype"
                      r"|whatsapp|telegram|signal|вай-?фа\w*|вайфа\w*|роутер\w*|почт\w*|netzwerk|réseau|red\b|rede\b|rete\b|netwerk|nätverk|verkko|sieci|сеть|ağ\b")
# Words of a value that say how the password is or who has it, not what it is.
_STATE = re.compile(r"(?i)(?<![^\W\d_])(?:weak|strong|expire\w*|expired|knows?|has|weiß|kennt|hat|sait|connaît|sabe|conoce"
                    r"|sa|conosce|weet|vet|ved|tietää|wie|знает|bilir|minimum|mindestens|characters?|zeichen|caractères"
                    r"|caracteres|caratteri|tekens|tecken|tegn|merkkiä|znaków|символ\w*|karakter|stejn\w*|aynı|same|gleich"
                    r"|schwach|stark|faible|fort|débil|fuerte|fraca|forte|debole|zwak|svag|svak|heikko|słabe|слабый|zayıf"
                    r"|blank|empty|leer|vide|vacío|vazio|vuoto|leeg|tom|tyhjä|pusty|пустой|boş|redacted|hidden|masked"
                    r"|versteckt|caché|oculto|nascosto|verborgen|dolt|skjult|piilotettu|ukryte|скрыт\w*|gizli|guest|gast"
                    r"|invités?|invitados?|convidados?|ospiti|gasten|gäst|gjest|vieras|gość|гост\w*|misafir|network|netzwerk"
                    r"|default|standard|factory|werks\w*|sticker|aufkleber|étiquette|etiqueta|etichetta|label|router|account"
                    r"|konto|compte|cuenta|conta|shared|geteilt|partagée?|compartid[ao]|condivis[ao]|gedeeld|delat|delt"
                    r"|jaettu|wspólne|общий|ortak|unchanged|unverändert|inchangé|igual|original|originale?|printed|gedruckt)"
                    r"(?![^\W\d_])")
_GENERAL_VALUE = re.compile(rf"[^\n:：=.!?\d]{{0,30}}?[ \t]*[:：=][ \t]*(?P<v>[^\W\d_]{_L}+(?:[ \t]+[^\W\d_]{_L}+){{1,3}})"
                            r"[ \t]*[.!]?[ \t]*(?=\n|$)")
_STEMS = ("pass", "pw", "word", "wort", "losung", "parole", "mot", "mdp", "code", "contrase", "clave", "palabra", "seña",
          "senha", "palavra", "parola", "woord", "lösen", "losen", "kodord", "passord", "kodeord", "adgang", "salasan",
          "tunnussan", "hasł", "hasl", "hesl", "slovo", "jelsz", "parol", "şifre", "sifre", "парол", "слов", "kata ", "mật",
          "σύνθημα", "συνθηματικό", "κωδικός", "סיסמ", "מילת", "كلمة", "पासवर्ड", "वर्ड", "暗号", "密码", "密碼", "口令", "暗语",
          "暗語", "合言葉", "あいことば", "パスワード", "암호", "비밀번호", "암구호")
# The label's end: a colon, dash or arrow; or a copula (then the value must close the sentence).
_COLON = re.compile(r"[^\n:：?!.]{0,70}?\s*(?:[:：=→]|\s[—–-]\s)\s*")
_COPULA = re.compile(r"[^\n:：?!.,;]{0,40}?\s(?:is|ist|lautet|heißt|est|es|é|è|är|er|on|jest|je|to|это|adalah|ialah|là|olan"
                     r"|είναι|הוא|هي|هو|is\s+still|bleibt|reste|sigue\s+siendo)\s+|(?:[^\n:：]{0,30}?)(?:是|は|为|為|는|은|は、)\s*")
_VALUE = re.compile(r"[\"'“„«‘‹「『]\s*(?P<q>[^\"'”“»’‹›「」『』\n]{2,48}?)\s*[\"'”“»’›」』]"
                    rf"|(?P<v>[^\W\d_](?:{_L}|['’\-])*(?:[ '’\-][^\W\d_](?:{_L}|['’\-])*){{0,4}})"
                    r"(?=\s*(?:$|[\n.,;!?()（）。！？、，—–]|\s[-–]\s))")
_TITLE = frozenset("mr mrs ms dr frau herr mme m sr sra prof".split())
# First words that make the rest prose, not a code word ("is the same as last year", "will be sent by SMS").
_PROSE_LEAD = frozenset(
    "the a an not no still also now being sent on in at under behind with by from to for our my your his her their this "
    "that it what which how only just different new same secret simple easy short long written printed valid expired "
    "changed required unknown known given shared der die das ein eine einen nicht noch neu bei im in auf unter mit von "
    "zu wie gleich geheim le la les un une pas dans sur chez sous avec pour nouveau secret même el los las uno una en "
    "por con sin nuevo mismo secreto o os um uma na no com sem novo mesmo il lo gli nel sul per nuovo stesso het een "
    "niet op bij nieuw zelfde geheim den det en ett inte på hos ny samma ikke på ny samme".split())
_PLACE_LEAD = frozenset("on in at under behind inside near next by im am auf unter hinter neben dans sur sous derrière "
                        "chez en sobre bajo detrás debajo na no em sob atrás su sotto dietro nel sul op onder achter bij "
                        "på bakom ved hos w pod za przy в на под за у".split())
_NOT_GIVEN = re.compile(
    r"(?i)(?<![^\W\d_])(?:sms|e-?mail|mail|app|send|sent|sende\w*|envoy\w*|env[ií]a\w*|enviad\w*|inviat\w*|verstuur\w*|skick\w*"
    r"|ask|fr[aä]g\w*|demande\w*|pregunt\w*|chiedi|vraag|spør|kysy|zapytaj|спрос\w*|sor\w*|see|siehe|voir|ver|vedi|zie"
    r"|later|später|plus\s+tard|después|depois|dopo|tbd|n/a|unknown|unbekannt|inconnu|forgot\w*|vergessen|oubli\w*"
    r"|olvid\w*|festleg\w*|festgelegt|vergeben|ausmachen|ausgemacht|bitte|please|s'il|por\s+favor|per\s+favore"
    r"|siempre|habitual|always|immer|toujours|habitude|sempre|solito|altijd|gewoonlijk|alltid|vanliga|aina|zawsze"
    r"|всегда|обычн\w*|her\s+zaman|usual|üblich\w*|gewohnt\w*|ni\s+idea|no\s+idea|keine\s+ahnung|aucune\s+idée"
    r"|ändert|wechsel\w*|gibt|bekomm\w*|erhalt\w*|receive\w*|get|gets|reçoi\w*|recib\w*|ricev\w*|krijg\w*|får"
    r"|needed|nötig|nécessaire|necesari\w*|required|erforderlich|obligatoire|obligatori\w*|change\w*|ändern|geändert"
    r"|cambi\w*|wijzig\w*|ändra|endre|vaihd\w*|zmie\w*|измен\w*|смен\w*|değiş\w*|reset|fridge|kühlschrank|frigo|nevera"
    r"|geladeira|frigorifero|koelkast|kylskåp|kjøleskap|jääkaappi|lodówk\w*|холодильник\w*|buzdolab\w*|note|notiz|zettel"
    r"|envelope|umschlag|enveloppe|sobre|busta|manager|bitwarden|1password|lastpass|keepass|vault|game|spiel|jeu|juego"
    r"|gioco|how|wie|comment|cómo|como|come|hoe|hur|hvordan|miten|jak|как|nasıl|rules?|regeln?|règles?|reglas?|regole)"
    r"(?![^\W\d_])")
# A parcel, not a child, is picked up: its pickup code has rules of its own.
_PARCEL = re.compile(r"(?i)parcel|package|paket|colis|paquete|pacco|pakket|pakke|paczk|посылк|kargo|encomenda|pakkaus|locker"
                     r"|packstation|dpd|dhl|ups|gls|inpost|包裹|快递|荷物|택배")
_ABOUT = re.compile(r"(?i)\b(?:how\s+to|tips?|ideas?|examples?|beispiel\w*|exemple\w*|ejemplo\w*|esempi\w*|voorbeeld\w*|article"
                    r"|artikel|blog|guide|ratgeber|conseils?|consejos?|choose|choosing|wählen|choisir|elegir|pick\s+a)\b")


def family_code_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """(kind, span) of each plain-word code word a clause gives for picking up a child, for school or the family."""
    lowered = shown.lower()
    if not any(stem in lowered for stem in _STEMS):
        return
    for cue in _CUE.finditer(shown):
        line_start = shown.rfind("\n", 0, cue.start()) + 1
        colon = _COLON.match(shown, cue.end())
        copula = None if colon else _COPULA.match(shown, cue.end())
        label = colon or copula
        if label is None:
            continue
        head = re.search(r"[^\W\d_]*-?$", shown[line_start:cue.start()])
        head_start = cue.start() - len(head.group(0)) if head else cue.start()
        before = shown[max(line_start, cue.start() - 60):head_start]
        purposes = [m.group(0) for m in (*_PURPOSE_RE.finditer(before), *_PURPOSE_RE.finditer(shown, cue.end(), label.end()),
                                         *_HEAD_PURPOSE.finditer(shown, head_start, cue.start()),
                                         *_COMPOUND_PURPOSE.finditer(shown, cue.end(), label.end()))]
        if not purposes and not _SELF.search(cue.group(0)):
            continue
        if copula and all(_KIN.fullmatch(p) for p in purposes):
            continue   # a copula after a family or children word only
        if _ABOUT.search(shown, line_start, label.end()) or _PARCEL.search(shown, line_start, label.end()):
            continue
        value = _VALUE.match(shown, label.end())
        if value is None:
            continue
        group = "q" if value.group("q") else "v"
        words = value.group(group).split()
        if not words or len(words) > 5 or _NOT_GIVEN.search(value.group(group)) or words[0].lower() in _TITLE \
                or any(c in value.group(group) for c in "[]{}<>@/\\|*…"):   # a redaction, a placeholder, a path
            continue
        if copula and group == "v" and (len(words) > 3 or any(w.lower() in _PROSE_LEAD for w in words)):
            continue
        if group == "v" and words[0].lower() in _PLACE_LEAD:
            continue   # "…: on the whiteboard in class": where it is, not what it is
        yield "family code word", value.span(group)


def plain_password_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """(kind, span) of a password of two to four plain content words closing the line after its label's colon."""
    if ":" not in shown and "：" not in shown and "=" not in shown:
        return
    for cue in _GENERAL.finditer(shown):
        value = _GENERAL_VALUE.match(shown, cue.end())
        if value is None:
            continue
        words = value.group("v").split()
        line_start = shown.rfind("\n", 0, cue.start()) + 1
        if any(w.lower() in _FUNCTION or w.lower() in _PROSE_LEAD for w in words) or _NOT_GIVEN.search(value.group("v")) \
                or _LABEL_NOT.search(shown, cue.start(), value.start("v")) or _STATE.search(value.group("v")) \
                or not _SERVICE.search(shown, line_start, value.start("v")) \
                or _ABOUT.search(shown, line_start, value.end()):
            continue
        yield "password", value.span("v")
