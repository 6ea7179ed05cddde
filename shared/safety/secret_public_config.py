"""Public values in config and beside an app's id: client-side keys in env form, and an id the text calls public.

An env or config line whose name says the value ships to the browser (`STRIPE_PUBLISHABLE_KEY=`, `NEXT_PUBLIC_…`,
`…_ANON_KEY`, `…_SITE_KEY`, `…_SEARCH_ONLY_API_KEY`) or whose value is public by prefix (`pk_live_`, `pk.eyJ`,
PostHog `phc_`), unless the name says secret, private, admin or server; a Firebase web config (`env_spans`).
An app's id (a client id, an app id, a tenant's or a project's id) that its own clause calls public ("Auth0 client_id
för inloggningssidan: … (publik)", "client ID, öffentlich: …", "公开的客户端ID …"): an id is meant to sit in every
login page; a secret named in the clause, or "not public" ("nicht öffentlich", "非公开", "비공개"), keeps it (`public_id_spans`).
Split out of `secret_public_keys`, which calls both.
"""

from __future__ import annotations

import re
from typing import Iterator

from .secret_clauses import CLAUSE_END
from .secret_public_words import PUBLIC_WORD

# An assignment in env, YAML, JSON or JS form: a name, `=`/`:`, an optional quote, the value.
_ASSIGN = re.compile(r"(?<![\w.\-])(?P<q>[\"']?)(?P<n>[A-Za-z][A-Za-z0-9_.\-]{1,60})(?P=q)\s*(?::|=>?)\s*"
                     r"(?P<o>[\"'`]?)(?P<v>[^\s\"'`,;{}()<>=]{6,400}+={0,3})(?P=o)(?![:=])")
# A name that says the value is meant for the client (published in the page or the app bundle).
_PUBLIC_NAME = re.compile(r"(?i)publishable|public|(?<![A-Za-z])anon(?:ymous)?(?:_?key)?(?![a-z])|site_?key|search_?only"
                          r"|search_?(?:api_?)?key|client_?side|browser_?key|(?<![a-z])pk(?![a-z])")
# A name that says the value is kept on a server: never public, whatever its prefix.
_SECRET_NAME = re.compile(r"(?i)secret|private|priv_|service_?role|admin|write|master|server|passw|passwd|pwd|signing"
                          r"|webhook|auth_?token|personal|management|(?<![a-z])sk(?![a-z])")
# Values public by their prefix: Stripe publishable keys, Mapbox public tokens, PostHog project keys.
_PUBLIC_VALUE = re.compile(r"pk_(?:live|test)_[0-9A-Za-z]{10,}|pk\.eyJ[\w\-.]{10,}|phc_[A-Za-z0-9]{20,}")
# Prefixes only a secret carries (a Google key only where the text makes it a web config's or a browser's).
_SECRET_VALUE = re.compile(r"(?:sk|rk)_(?:live|test)_|sk-|sk\.eyJ|gh[pousr]_|github_pat_|xox[abposre]-|AKIA|ASIA|glpat-"
                           r"|SG\.|npm_|hf_|pypi-|AGE-SECRET|phx_|sntry[us]_")
_FRONTEND_PREFIX = re.compile(r"(?i)^(?:NEXT_PUBLIC|NUXT_PUBLIC|EXPO_PUBLIC|PUBLIC|REACT_APP|VITE|GATSBY)_")
_FIREBASE_CONFIG = re.compile(r"(?i)firebaseConfig|authDomain|firebaseapp\.com|messagingSenderId|storageBucket")
_FIREBASE_FIELD = re.compile(r"\bfirebaseConfig\b|(?<![\w\-])[\"']?(?:apiKey|authDomain|projectId|storageBucket|messagingSenderId|appId"
                             r"|measurementId|databaseURL)[\"']?\s*:\s*[\"'`][^\"'`\n]{1,120}[\"'`]")
_PHC = re.compile(r"(?<![\w\-])phc_[A-Za-z0-9]{20,}(?![\w\-])")


def _public_assignment(match: re.Match[str], firebase: bool) -> bool:
    name, value = match.group("n"), match.group("v")
    if _SECRET_NAME.search(name):
        return False
    if value.startswith("AIza"):
        return bool(_PUBLIC_NAME.search(name)) and "PUBLIC" in name.upper() \
            or bool(_FRONTEND_PREFIX.match(name)) and "FIREBASE" in name.upper() or firebase and name == "apiKey"
    if _SECRET_VALUE.match(value):
        return False
    if _PUBLIC_VALUE.match(value):
        return True
    if "sentry" in value.lower():
        return "PUBLIC" in name.upper()
    return _PUBLIC_NAME.search(name) is not None


def env_spans(text: str) -> Iterator[tuple[int, int]]:
    """Config lines whose name or value makes the value public (see the module's docstring): name and value."""
    firebase = _FIREBASE_CONFIG.search(text) is not None
    if "=" in text or ":" in text:
        for match in _ASSIGN.finditer(text):
            if _public_assignment(match, firebase):
                yield match.span()
    if firebase:
        yield from (m.span() for m in _FIREBASE_FIELD.finditer(text))
    if "phc_" in text:
        yield from (m.span() for m in _PHC.finditer(text))


# An app's id, by name: a client's, an app's, a tenant's, a project's, a measurement's, in the languages read.
_APP_ID_NAME = re.compile(
    r"(?i)(?<![^\W\d_])(?:(?:oauth2?\s+|auth0\s+)?client|app(?:lication)?|tenant|project|measurement|property)[\s_\-]?id(?![^\W\d_])"
    r"|(?<![^\W\d_])(?:clientid|appid|klient(?:en)?[\s_\-]?id|id\s+(?:de\s+|do\s+|du\s+|del\s+|della\s+)?(?:client[ea]?|cliente|aplicaci[óo]n|app)"
    r"|id\s+klienta|istemci\s+kimli\w*|client-?kennung|identifiant\s+(?:du\s+)?client|identificador\s+(?:de\s+|do\s+)?cliente)(?![^\W\d_])"
    r"|クライアント\s?ID|客户端\s?ID|用戶端\s?ID|클라이언트\s?ID|идентификатор\s+(?:клиента|приложения)|معرف\s+(?:العميل|التطبيق)|מזהה\s+(?:לקוח|אפליקציה)")
# "Public" in languages `PUBLIC_WORD` lacks: Dutch, Catalan, South Slavic, Baltic, Estonian, Icelandic, Filipino, Malay,
# Swahili, Urdu, Bengali.
_PUBLIC_MORE = re.compile(
    r"(?i)(?<![^\W\d_])(?:openbaar|publiek|públic|javn[aiou]?|javen|јавн\w*|viešas\w*|vieša|publisk[sa]|avalik\w*|opinber\w*"
    r"|publiko|pampubliko|awam|ya\s+umma|hadharani)(?![^\W\d_])|عوامی|পাবলিক|সর্বজনীন")
# A prefix that says "not" joined to the word: nie-, ne-, не-, non-, un-, 非, 未, 不, 비.
_JOINED_NOT = re.compile(r"(?i)(?:nie|ne|не|non-?|un|nicht-|非|未|不|비)$")
# "Not" just before the word: "not public", "nicht öffentlich", "ej publik", "no es público", "غير عام", "לא ציבורי".
_NOT_BEFORE = re.compile(r"(?i)(?<![^\W\d_])(?:not|n't|nicht|kein\w*|non|no|nie|ne|ej|inte|ikke|ei|niet|não|nao|nu|не|غير|لا|לא"
                         r"|नहीं|không|tidak|bukan|değil|sio)(?:\s+(?:es|est|é|è|is|ist|är|er|on|je|jest|será?))?\s*$")
# A secret named in the clause: the id beside a secret is the secret's pair, and the clause may give the secret.
_SECRET_WORD = re.compile(r"(?i)secret|geheim|hemlig|hemmelig|secreto|segreto|privat|private|privé|salainen|tajn\w*|titok"
                          r"|секрет|таємн|سر[يّ]|סוד|秘密|机密|機密|비밀|시크릿|passw|contrase|senha|token")
# A key-like value: letters or digits, eight or more, a digit among them.
_ID_VALUE = re.compile(r"(?<![\w\-./+=])(?=[A-Za-z0-9_\-.]*\d)[A-Za-z0-9][A-Za-z0-9_\-.]{7,120}(?![\w\-./+=])")


def _called_public(clause: str) -> bool:
    """A word for "public" in the clause, not said as "not public" or joined to a "not"."""
    words = [*PUBLIC_WORD.finditer(clause), *_PUBLIC_MORE.finditer(clause)]
    return any(not _JOINED_NOT.search(clause, max(0, w.start() - 5), w.start())
               and not _NOT_BEFORE.search(clause, max(0, w.start() - 14), w.start()) for w in words)


def public_id_spans(text: str) -> Iterator[tuple[int, int]]:
    """The first key-like value after the name in a clause that names an app's id and calls it public (see the module's docstring)."""
    for name in _APP_ID_NAME.finditer(text):
        end = CLAUSE_END.search(text, name.end())
        start = max(0, text.rfind("\n", 0, name.start()) + 1, name.start() - 40)
        clause = text[start:end.start() if end is not None else len(text)]
        if _SECRET_WORD.search(clause) or not _called_public(clause):
            continue
        value = _ID_VALUE.search(text, name.end(), min(start + len(clause), name.end() + 80))
        if value is not None and not _SECRET_VALUE.match(value.group(0)):   # the id only, not a key beside it
            yield value.span()
