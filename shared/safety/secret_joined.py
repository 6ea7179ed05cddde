"""Passwords of joined plain words (Wi-Fi keys like words_with_underscores) and seed phrases named by a count or a label.

A value such as `polbo_a_feira` or `gattonero.sul.tetto` has no digit and no capital, so the shape rules pass it by;
it is a password when a password word (any of the lexicon's languages, or a Wi-Fi word beside a code word) comes
shortly before it in the same clause, or when it is the value of a password key in a config (`"psk": …`,
`wpa_passphrase=…`). File names, domains, e-mail addresses, hashtags, handles, versions, identifiers named in code
talk and SSIDs (a network word between the cue and the value) are not. The seed phrases, quoted passphrases, account
pairs and words to be typed together this stage also reads are in `secret_seed_named.py`, `secret_pairs.py` and
`secret_spaceless.py`.
"""

from __future__ import annotations

import re
from typing import Iterator

from .secret_lexicon import CUE, may_have_cue
from .secret_pairs import pair_spans
from .secret_seed_named import named_seed_spans
from .secret_spaceless import spaceless_spans

# Password words the lexicon spells otherwise or lacks (Malayalam, Sinhala, Lao, Burmese, Khmer, Amharic, Yoruba,
# Hausa, Kinyarwanda, Zulu, Arabic and Persian "code", Ukrainian, Serbo-Croatian, Indonesian).
_MORE_WORDS = (
    r"പാസ്വേർഡ്|പാസ്‌?വേർഡ്|പാസ്സ്‌?വേർഡ്|രഹസ്യവാക്ക്|රහස්පදය|පාස්වර්ඩ්|ລະຫັດຜ່ານ|ລະຫັດ|စကားဝှက်|ពាក្យសម្ងាត់|លេខសម្ងាត់"
    r"|የይለፍ\s?ቃል|ፓስወርድ|ọ̀?rọ̀?\s+(?:igbaniwọle|aṣínà|asina)|kalmar\s+sirri|ijambo\s+ry['’]?ibanga|i?phasiwedi"
    r"|பாஸ்வேர்ட்|гасло|šifr[aeu]|sifr[aeu]|kalimat\s+sandi|sandi|κωδικ[οόώ]ς?|رمز|کلمه\s+عبور|کد|סיסמת|ססמה|รหัส|ไวไฟ\s?รหัส"
    r"|palavra[\s\-]passe|nenosiri|password\w+|lozink\w*|fjalëkalim\w*|tunnussan\w*|lösen(?![^\W\d_])"
    # the network (security) key, as Windows and routers name the Wi-Fi password
    r"|network\s?(?:security\s)?key|netzwerk(?:sicherheits)?schlüssel|clé\s+(?:de\s+sécurité\s+)?(?:du\s+)?réseau"
    r"|clave\s+(?:de\s+seguridad\s+)?de\s+(?:la\s+)?red|chave\s+(?:de\s+segurança\s+)?d[ae]\s+rede"
    r"|chiave\s+(?:di\s+sicurezza\s+)?di\s+rete|netwerk(?:beveiligings)?sleutel|klucz\s+(?:zabezpieczeń\s+)?sieci"
    r"|ключ\s+(?:безопасности\s+)?сети|ağ\s+(?:güvenlik\s+)?anahtarı|khóa\s+(?:bảo\s+mật\s+)?mạng"
    r"|kunci\s+(?:keamanan\s+)?jaringan|ネットワーク\s?セキュリティ\s?キー|网络安全密钥|네트워크\s?보안\s?키")
# Wi-Fi in many scripts; beside a code word it names the Wi-Fi password ("รหัสวายฟาย", "chave do wifi", "wifi kodu").
_WIFI = (r"wi-?fi|wlan|wireless|вай-?фа\w*|вайфа\w*|วายฟาย|ไวไฟ|വൈഫൈ|वाई-?फाई|वायफाय|ওয়াই-?ফাই|வைஃபை|వై-?ఫై|ವೈ-?ಫೈ"
         r"|વાઇ-?ફાઇ|ਵਾਈ-?ਫਾਈ|වයිෆයි|ໄວໄຟ|វ៉ាយហ្វាយ|ဝိုင်ဖိုင်|ዋይፋይ|ვაიფაი|վայֆայ|(?:ال)?واي\s?فاي|وای\s?فای|וויי?פיי|ווייפיי"
         r"|无线|無線|ワイファイ|와이파이|ваи-?фаи")
_CODE = (r"code|codes|key|clé|clef|clave|chave|chiave|schlüssel|sleutel|nyckel|nøgle|nøkkel|avain|klucz|klíč|kľúč|kulcs"
         r"|cheie|ключ|код|kod|kodu|kode|koden|kód|koodi|cod|codice|código|codigo|mã|kunci|susi|ufunguo|nenosiri"
         r"|รหัส|ລະຫັດ|လျှို့ဝှက်|កូដ|ኮድ|კოდი|კოდ|կոդ|رمز|کد|קוד|कोड|कूट|কোড|குறியீடு|కోడ్|ಕೋಡ್|കോഡ്|કોડ|ਕੋਡ|密码|密碼|暗号|パス|キー|비번|암호"
         # password words joined to a Wi-Fi word by a hyphen ("wifi-lykilorð"), which the lexicon does not read
         r"|passw\w*|kennw\w*|wachtwoord\w*|lösenord\w*|passord\w*|salasan\w*|hasł\w*|hesl\w*|jelsz\w*|parol\w*"
         r"|lozink\w*|geslo|lykilorð\w*|şifre\w*|sifre\w*|contrase\w*|senha|parool\w*|пароль\w*|парол\w*")
_WIFI_CODE = rf"(?:{_WIFI})[^\n.,;:!?]{{0,12}}?(?:{_CODE})|(?:{_CODE})[^\n.,;:!?]{{0,14}}?(?:{_WIFI})"
_EXTRA_CUE = re.compile(rf"(?i)(?<![^\W\d_])(?:{_WIFI_CODE}|{_MORE_WORDS})")
# A Wi-Fi word alone and its label's end ("wifi ng bahay: …", "Wi-Fi-ka guriga: …"): the value may be the network's
# name, so only three or more lowercase words joined, none a network's mark, are taken for its password.
_WIFI_ALONE = re.compile(rf"(?i)(?<![^\W\d_])(?:{_WIFI})[^\n:：=.!?]{{0,20}}[:：=]")
_SSID_PARTS = frozenset("5g 2g 24g 2.4g 5ghz 2ghz guest gast invité invitado home casa net network hotspot ext repeater "
                        "router fritz fritzbox livebox freebox bbox vodafone telekom orange movistar tplink netgear linksys "
                        "asus huawei xiaomi zte direct iphone android galaxy office free public the rede red rete reseau réseau netz "
                        "netzwerk siec sieť сеть family familia familie famille cafe café coffee bar hotel shop store lobby "
                        "room house haus maison apartment flat floor wg tp link tang etage piso andar piano "
                        # how the Wi-Fi is doing, not its password ("wifi: no_internet_again")
                        "internet offline online signal empfang kein no not again until down slow broken kaputt mabagal "
                        "lento lent langsam speed mbps gbps error fehler".split())
# Lexicon cue words that name no password by themselves (a Wi-Fi, a key, a token, a log-in).
_WEAK = re.compile(r"(?i)wi-?fi|wlan|hotspot|key|token|phrase|unlock|creds?|credentials|log|sign|meld|connect|sesi|вход"
                   r"|захож|loguje|giriş|вай|ключ|clé|clef|cle|schlüssel|secret|master|api|access|identifiant|логин")
# A password key of a config: JSON, YAML, INI or env (`"psk": "…"`, `wpa_passphrase=…`, `wifi_password: …`).
_CONFIG_KEY = re.compile(r"(?i)(?<![\w$])[\"']?(?:[a-z0-9]+[_\-])*(?:psk|wpa_?passphrase|wpa_?psk|passphrase|password"
                         r"|passwd|pass|pwd|pw|wifi_?key|wlan_?key|pre[_\-]?shared[_\-]?key|network_?key)[\"']?\s*[:=]\s*"
                         r"(?=[\"']?[^\W_])|(?:wifi-sec|802-11-wireless-security)\.psk\s+(?=[\"']?[^\W_])")
# Words joined by "_", "." or "-": up to eight parts, no mark of a path, an address, a tag or a call around them.
_JOINED = re.compile(r"(?<![\w@#$%&/\\.\-`<{\[(])[\"'“«]?(?P<v>[^\W_]+(?:[_.\-][^\W_]+){1,7})(?![\w@/\\(`>}\]]|[_.\-][^\W_])")
# A clause end between the cue and the value; the value must follow within a short gap.
_GAP_MAX = 48
_CLAUSE_END = re.compile(r"[.!?。！？\n]\s|[\n;]")
# A network's name, a user, a hint or code talk between the cue and the value: the value is not the password.
_NOT_THE_PASSWORD = re.compile(
    r"(?i)ssid|network|netzwerk|netz\b|netzname|réseau|reseau|red\b|rede\b|rete\b|netwerk|nätverk|verkko|sieć|síť|сеть"
    r"|мереж|ağ\b|mạng|jaringan|name|nom\b|nombre|nome\b|naam|namn|navn|nimi|nazwa|název|имя|назв|isim|adı|tên|nama"
    r"|user|benutzer|utilisateur|usuario|usuário|utente|gebruiker|användar|bruger|käyttäjä|użytkownik|uživatel|"
    r"пользовател|kullanıcı|login|hint|hinweis|tipp|indice|pista|dica|подсказк|ipucu|ヒント|提示|힌트|gợi|petunjuk"
    r"|function|funktion|fonction|función|função|funzione|variable|variab|field|feld|champ|campo|column|spalte|colonne"
    r"|columna|coluna|colonna|method|methode|méthode|método|metodo|param|argument|attribut|property|propert|module|modul"
    r"|class|klasse|table|tabelle|schema|file|datei|fichier|archivo|arquivo|folder|ordner|dossier|carpeta|pasta|cartella"
    r"|director|verzeichnis|path|pfad|chemin|ruta|caminho|endpoint|route|branch|repo|bucket|format|pattern|muster"
    r"|regex|template|vorlage|modèle|plantilla|modelo|placeholder|hashtag|handle|e-?mail|domain|domäne|domaine|dominio"
    r"|url|link|website|site\b|sito|env\b|config|setting|einstellung|paramètre|parámetro|forgot|vergessen|oubli|olvid"
    r"|esquec|dimentic|забыл|unuttu|lupa\b|quên|忘|잊|model|modèle|modelo|modello|модел|polic|richtlini|politi|beleid|regel|rule|règle|regla|regra|requirement|anforderung"
    r"|exigence|requisito|example|beispiel|exemple|ejemplo|exemplo|esempio|voorbeeld|przykład|пример|örnek|contoh|e\.g\.|z\.b\.|例"
    r"|managed|handled|maintained|owned|rotated|verwaltet|géré|gestionad|gerenciad|gestit|beheerd|zarządz|управля|yönetil"
    r"|manager|gestionnaire|gestor|gerenciador|menedżer|менеджер|yönetici|quản\s+lý"
    # a handle to follow, not the password ("síguenos en cafe_roma_oficial", "theo dõi fanpage …")
    r"|follow|folge|sigue|síg|siga|segui|abonn|volg|obserwuj|подпис|takip|theo\s+dõi|ikuti|フォロー|关注|팔로우|instagram"
    r"|insta\b|\big\b|fanpage|facebook|tiktok|telegram|телеграм|twitter|youtube|канал|perfil|profil|akun|インスタ"
    # the same as another, not a value ("gleiche wie das vom_letzten_jahr")
    r"|same|gleich|même|mism|mesm|stess|zelfde|samma|samme|aynı|тот\s+же|такой\s+же|giống|同じ|一样|같은"
    r"|see\b|siehe|voir|\bver\b|vedi|\bzie\b|katso|patrz|см\.|bkz")
# Parts a joined identifier or a pattern is made of, never a chosen password's.
_PART_WORDS = frozenset(
    "password passwort passwd pass pwd pw passphrase psk secret token key keys hash salt wifi wlan ssid user users "
    "username login name id uid field reset hint policy manager form input column value values word words number "
    "num digits xxx abc foo bar baz example sample test dummy placeholder your yourname something changeme env var "
    "config conf settings default admin root guest temp tmp file path dir src lib api http https www mail email "
    "tls ssl cert crt pem private public case snake camel kebab "
    # "your … here" of a template, in the languages of the cues: a placeholder, not a password
    "your my tu tus ton ta dein deine ihr seu sua teu tua tuo jouw uw din ditt er twoje twój tvoje tvůj твой ваш senin "
    "sizin anda kamu bạn yako here hier aquí aqui ici qui hapa tutaj tady здесь burada sini đây "
    # a pattern's name, surname and year ("nome_cognome_anno", "imię_nazwisko_rok"), a password manager's name
    "nome cognome anno nombre apellido año ano imię imie nazwisko rok имя фамилия год ad soyad yil yıl vorname nachname "
    "geburtsjahr jahr prénom prenom nom année annee firstname lastname surname year birthyear ten ho namsinh nama "
    "tahun keepass keepassxc bitwarden lastpass 1password dashlane".split())
# Last parts that make the value a file name or a domain.
_ENDINGS = frozenset(
    "txt pdf doc docx xls xlsx csv tsv json yaml yml ini conf cfg toml xml py js ts jsx tsx java go rs rb php html htm css "
    "md rst png jpg jpeg gif svg webp heic zip tar gz tgz rar 7z log sh bat ps1 exe dll so dylib key pem crt p12 pfx env "
    "sql db sqlite bak mp3 mp4 mov avi mkv wav flac iso dmg apk ipa kdbx psafe3 "
    "com net org edu gov mil int info biz io co uk us de fr it es nl be ch at pl cz ru ua br pt ar mx jp cn kr in id "
    "vn th my sg au nz ca ie se no dk fi gr tr il ir ae sa eg za ng ke app dev ai me tv cc ly gg to fm local lan home "
    "arpa internal corp onion wiki online site shop store xyz top club live cloud tech blog page link email space "
    "website news".split())
# Short words of prose that hyphens join ("up-to-date", "state-of-the-art"), never in a hyphenated password.
_HYPHEN_SMALL = frozenset("to of the a an and or in on at by for with de la le du des da do di del das der und zu von "
                          "en et y e och og".split())


def joined_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """(kind, span) of each joined-word password or seed phrase in `shown`."""
    yield from _joined_passwords(shown)
    yield from named_seed_spans(shown)
    yield from pair_spans(shown)
    yield from spaceless_spans(shown)


def _cue_spans(shown: str) -> list[tuple[int, int]]:
    """Where each password word is: a strong lexicon word, or a Wi-Fi word beside a code word."""
    spans: list[tuple[int, int]] = []
    if may_have_cue(shown):
        spans += [m.span() for m in CUE.finditer(shown)
                  if m.lastgroup in ("pw", "tail", "cjk") and not _WEAK.fullmatch(m.group(0))]
    return spans + [m.span() for m in _EXTRA_CUE.finditer(shown)]




def _joined_passwords(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """The first joined-word value within a short gap after a password cue, when it reads as a chosen password."""
    if not re.search(r"[^\W_][_.\-][^\W_]", shown):
        return   # no joined words at all: the common case, cheaply
    words = [(start, end) for start, end in _cue_spans(shown)
             if not _PATTERN_BEFORE.search(shown, max(0, start - 30), start)]
    cued = {end for _start, end in words} | {m.end() for m in _CONFIG_KEY.finditer(shown)}
    alone = {m.end() for m in _WIFI_ALONE.finditer(shown)} - cued
    for end in sorted(cued | alone):
        value = _value_after(shown, end)
        if value is None or end in alone and not _ssid_unlike(value[0]):
            continue
        if joined_password(value[0]) or end not in alone and _hyphen_pair(value[0], shown[end:value[1][0]]) \
                and re.match(r"\s*(?:$|[\n.,;!?)\"'”»])", shown[value[1][1]:]):
            yield "password", value[1]
    for start, end in words:
        if _LABEL_END.match(shown, end) is None and _value_after(shown, end) is None:
            yield from _value_before(shown, start)


# A pattern, a rule or an example named before the password word ("formato della password: nome_cognome_anno").
_PATTERN_BEFORE = re.compile(
    r"(?i)format|шаблон|wzór|wzor|dạng|şablon|kalıp|patr[oó]n|padrão|schema|template|vorlage|modèle|plantilla|modelo"
    r"|polic|richtlini|règle|regla|regra|rule|example|beispiel|ejemplo|exemple|exemplo|esempio|przykład|пример|örnek"
    r"|contoh|ví\s+dụ|例|예")


# A cue that labels what follows it ("password: …", "Passwort ist …"): the value is after it, never before.
_LABEL_END = re.compile(r"(?i)\s*(?:[:=：→]|->|(?:is|ist|lautet|est|es|é|è|är|er|on|je|jest|это|是|为|は|는|은)(?![^\W\d_]))")
_BEFORE_MAX = 30


def _value_before(shown: str, start: int) -> Iterator[tuple[str, tuple[int, int]]]:
    """A value named after it ("polbo_a_feira é o contrasinal do wifi", "sakura_mochi_22 がWi-Fiのパスワード"):
    lowercase joined words close before the password word, no network's name, user or file word around."""
    lo = max(0, start - _BEFORE_MAX - 64)
    values = list(_JOINED.finditer(shown, lo, start))
    if not values:
        return
    value = values[-1]
    gap = shown[value.end():start]
    lead = shown[max(0, value.start() - 24):value.start()] + " " + shown[start:start + 40]   # and the cue's own words
    text = value.group("v")
    if len(gap) <= _BEFORE_MAX and not _CLAUSE_END.search(gap) and not _NOT_THE_PASSWORD.search(gap + " " + lead) \
            and text[1:] == text[1:].lower() and joined_password(text) and not set(re.split(r"[_.\-]", text)) & _SSID_PARTS:
        yield "password", value.span("v")


def _value_after(shown: str, end: int) -> tuple[str, tuple[int, int]] | None:
    """The first joined-word value within a short gap after `end`, passing over a label's own compound ("ye-wifi")."""
    window = shown[end:end + _GAP_MAX + 64]
    for value in _JOINED.finditer(window):
        gap = window[:value.start()]
        if value.start() > _GAP_MAX or _CLAUSE_END.search(gap) or _NOT_THE_PASSWORD.search(gap):
            return None
        if not any(p.lower() in ("wifi", "wlan", "wi", "fi") for p in re.split(r"[_.\-]", value.group("v"))):
            return value.group("v"), (end + value.start("v"), end + value.end("v"))
    return None


# First halves of hyphenated prose words ("self-service", "selbst-gewählt", "long-term", "schwer-merkbar").
_PREFIXES = frozenset("self selbst auto long short well high hoch low tief semi multi anti super half halb full voll "
                      "easy hard schwer leicht fácil difícil facile difficile".split())


def _hyphen_pair(value: str, gap: str) -> bool:
    """Two lowercase words of four letters or more joined by a hyphen right after the password word ("hasło
    malinka-ogrodnik"): prose joins such pairs too, so only with nothing but a space or a colon between."""
    parts = value.split("-")
    return len(parts) == 2 and value.islower() and all(p.isalpha() and len(p) >= 4 for p in parts) \
        and re.fullmatch(r"\s*[:=：]?\s*[\"'“«]?", gap) is not None and not set(parts) & _PART_WORDS \
        and parts[0] not in _PREFIXES


def _ssid_unlike(value: str) -> bool:
    """Three or more lowercase words joined, none a network's mark: a password, not a network's name."""
    parts = re.split(r"[_.\-]", value)
    return len(parts) >= 3 and value == value.lower() and not any(p in _SSID_PARTS for p in parts)


def joined_password(value: str) -> bool:
    """Whether words joined by "_", "." or "-" read as a chosen password, not a file, a domain, a version, a date or
    an identifier made of programming words."""
    parts = re.split(r"[_.\-]", value)
    lowered = [p.lower() for p in parts]
    worded = [p for p in parts if sum(c.isalpha() for c in p) >= 3]
    if not 7 <= len(value) <= 64 or len(worded) < 2 or any(p in _PART_WORDS for p in lowered):
        return False
    if may_have_cue(value) and any(m.lastgroup in ("pw", "tail", "cjk") for m in CUE.finditer(value.replace("_", " "))):
        return False   # a password word inside it: a template's "tu_contraseña_aquí", an identifier's "wifi_kennwort"
    if "." in value and (lowered[-1] in _ENDINGS or lowered[0] == "www"):
        return False   # a file name or a domain
    if any(p.isdigit() and len(p) > 6 for p in parts):
        return False   # a phone number or an account number joined to a word
    if "_" not in value and "." not in value:   # hyphens only: prose joins words with them ("Fritz-Box-Rückseite")
        return any(p.isdigit() for p in parts) or len(parts) >= 3 and value.islower() \
            and not any(p in _HYPHEN_SMALL for p in lowered)
    return True
