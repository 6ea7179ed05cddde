"""Account pairs (`user / password` after an account word) and quoted passphrases after "encrypted with" words.

A game, console, streaming or school-portal login is often written as the user name, a slash and the password
("PlayStation Konto: spieler_lukas / Drachenzahn77"). After an account or log-in word in any of ~40 languages, the
part after the slash is a password when it holds letters with digits or an inner symbol, or is joined words; a plain
word ("user / admin"), a number (a fraction, a date), a brand ("Netflix / Disney+") or a path is not. A quoted phrase
after "encrypted with", "unlocks with", "the key is" (and their forms in other languages) is the passphrase, unless it
names an algorithm or a tool, or says where the secret is kept.
"""

from __future__ import annotations

import re
from typing import Iterator

from .secret_lexicon import CUE, may_have_cue
from .secret_passphrases import words_given

# Account and log-in words (en de fr es pt it nl sv no da fi pl cs sk hu ro ru uk bg sr tr el id ms vi tl sw ar fa he hi
# bn th zh ja ko) and school portals.
_ACCOUNT = re.compile(
    r"(?i)(?<![^\W\d_])(?:accounts?|acct|log-?ins?|sign-?in|creds?|credentials|konto|kontos|kontot|kontoen|zugang\w*"
    r"|anmelde\w*|compte|identifiants?|cuenta|credenciales|conta|credenciais|acesso|accesso|credenziali|inlog\w*"
    r"|inloggning\w*|innlogging\w*|tunnukset|tunnus|tili|tilin|účet\w*|účt\w*|fiók\w*|cont(?:ul)?|аккаунт\w*|акаунт\w*"
    r"|учётк\w*|учетк\w*|учётн\w+\s+запис\w*|учетн\w+\s+запис\w*|обліков\w+\s+запис\w*|логин\w*|вход\w*|профил\w*"
    r"|hesab\w*|hesap|akun|akaun|tài\s+khoản|đăng\s+nhập|akaunti|λογαριασμ\w*|حساب\w*|حسابی|ورود|חשבון|התחברות"
    r"|खाता|अकाउंट|लॉगिन|অ্যাকাউন্ট|লগইন|บัญชี|ล็อกอิน|账号|帳號|账户|帐号|帳戶|登录|登入|アカウント|ログイン|계정|아이디|로그인"
    r"|portal|portail|pronote|iserv|moodle|schoology|classroom|aula\s+virtual"
    # more languages (hr sr sl lt lv et is sq ka hy kk uz am yo ha zu so my km lo si ta te kn ml mr gu pa ur ne fa)
    r"|račun\w*|paskyr\w*|kont[su]\b|aðgang\w*|llogari\w*|ანგარიშ\w*|հաշիվ\w*|akkaunt\w*|hisob\w*|መለያ|àkọọ́lẹ̀|asusu\w*"
    r"|i-?akhawunti|akoon\w*|အကောင့်|គណនី|ບັນຊີ|ගිණුම|கணக்கு|ఖాతా|ಖಾತೆ|അക്കൗണ്ട്|खाते|ખાતું|ਖਾਤਾ|اکاؤنٹ|حساب\s+کاربری"
    # the user-name word of a "user / password" header ("Benutzername / Passwort: lukas / Drachen77")
    r"|user\s?names?|benutzer(?:name)?|nom\s+d['’]utilisateur|usuario|usuário|utente|gebruikersnaam|användarnamn"
    r"|brukernavn|brugernavn|käyttäjä(?:tunnus|nimi)|nazwa\s+użytkownika|uživatel\w*|felhasználó\w*|пользовател\w*"
    r"|kullanıcı\s+adı|tên\s+đăng\s+nhập|nama\s+pengguna|ユーザー名|用户名|用戶名|사용자\s?이름|اسم\s+المستخدم|שם\s+משתמש"
    r"|उपयोगकर्ता\s+नाम|ชื่อผู้ใช้"
    # a game, console, streaming or social service named as the label ("Steam: gamer_tom / Dragon2024!")
    r"|(?:steam|playstation|psn|xbox|nintendo|epic\s+games|roblox|minecraft|fortnite|valorant|genshin|netflix|spotify"
    r"|disney\+?|hulu|twitch|discord|instagram|facebook|tiktok|snapchat|gmail|outlook|icloud|deezer|crunchyroll)"
    r"(?=\s*[:：]))(?![^\W\d_])")
# A user name, a slash, a bar, a colon or a spaced dash, and the password: nothing of a path on either side.
_PAIR = re.compile(r"(?<![\w/\\.@-])(?P<u>[\w.@+\-]{3,40})(?:[ \t]*[/|][ \t]*|:|(?P<dash>[ \t]+[–—-][ \t]+))"
                   r"(?P<v>[^\s/|\\\"'“”]{6,40}?)"
                   r"[.,;)]*(?=\s|$)")
_PAIR_GAP = 60


def pair_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """(kind, span) of each account pair's password or quoted passphrase in `shown`."""
    yield from _pairs(shown)
    yield from _quoted_passphrases(shown)


def _pairs(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    if not any(mark in shown for mark in "/|:–—-"):
        return
    for cue in _ACCOUNT.finditer(shown):
        pair = _PAIR.search(shown, cue.end(), min(len(shown), cue.end() + _PAIR_GAP + 84))
        if pair is None or pair.start() - cue.end() > _PAIR_GAP or "\n" in shown[cue.end():pair.start()]:
            continue
        user = pair.group("u")
        if pair.group("dash") and not re.search(r"[\d_.@]", user):
            continue   # words apart by a dash are prose ("account - premium - Family2024"); a user name has a mark
        if re.fullmatch(r"[A-Z][a-z]+(?:\d{1,4})?", user) and re.fullmatch(r"[A-Z][a-z]+\d{1,4}", pair.group("v")) \
                and (user.isalpha() or not user[-1].isalpha()) and (user.isalpha() or len(pair.group("v")) < 12):
            continue   # capitalised words, numbered: categories ("Privat / Business2", "Chapter5 / Season2"), no login
        if _password_like(pair.group("v")) and not user.isdigit():
            yield "password", pair.span("v")


def _password_like(value: str) -> bool:
    """Letters with digits, letters with a symbol inside, or words joined by "_" or "."; never a date or a brand."""
    letters = sum(c.isalpha() for c in value)
    digits = sum(c.isdigit() for c in value)
    inner = any(not c.isalnum() and c not in "-_." for c in value[:-1])
    if letters < 2 or "@" in value or "://" in value or any(c in value for c in "[]{}<>()") or re.fullmatch(r"[A-Za-z]+\d{1,2}", value) and len(value) < 8:
        return False   # an e-mail, a URL, a model name ("Xbox360" is 7: "PS5", "iPhone15")
    return (digits >= 1 and letters >= 3) or inner or (re.search(r"[^\W_]_[^\W_]", value) is not None and letters >= 8)


# "encrypted with", "unlocks with", "the key is" … in ~35 languages: a quoted phrase after one is the passphrase.
_ENCRYPTED = re.compile(
    r"(?i)(?<![^\W\d_])(?:encrypt(?:ed|s)?\s+(?:with|using|by)|(?:protected|locked|secured)\s+(?:with|by)"
    r"|(?:unlock|open|decrypt|mount)(?:s|ed)?\s+(?:with|using)|encryption\s+(?:password|passphrase|key)"
    r"|verschlüsselt\s+mit|geschützt\s+mit|entsperrt\s+mit|chiffr[ée]e?s?\s+avec"
    r"|prot[ée]g[ée]e?s?\s+par|cifrad[oa]s?\s+con|protegid[oa]s?\s+con"
    r"|criptografad[oa]s?\s+com|cifrad[oa]s?\s+com|protegid[oa]s?\s+com|crittografat[oiae]\s+con"
    r"|cifrat[oiae]\s+con|protett[oiae]\s+(?:con|da)|versleuteld\s+met|beveiligd\s+met"
    r"|krypter(?:ad|ade|et|t)\s+med|skyddad\w*\s+med|beskytt\w*\s+med|salattu\w*\s+(?:salasanalla"
    r"|lauseella)?|zaszyfrowan\w*|chronion\w*\s+hasłem|šifrovan\w*|zašifrovan\w*|titkosítva|titkosított|criptat\w*\s+cu"
    r"|зашифрован\w*|защищ[её]н\w*\s+паролем|şifrelen\w*|şifreli|dienkripsi\s+dengan"
    r"|terenkripsi\s+dengan|dilindungi\s+dengan|(?:được\s+)?mã\s+hóa\s+bằng|naka-?encrypt|imesimbwa|مشفر\w*\s+ب"
    r"|محمي\w*\s+ب|رمزگذاری\s+شده\s+با|מוצפנ?\w*\s+ב|מוגנ\w*\s+ב|एन्क्रिप्ट|एन्क्रिप्टेड|เข้ารหัสด้วย|เข้ารหัส"
    r"|加密|加密了|暗号化|암호화"
    # unlocking or opening with it, and a key word before a copula ("la clé du coffre est « … »")
    r"|(?:sblocc\w*|si\s+apre|desbloque\w*|se\s+abre|abre|opent|ontgrendel\w*|öffnet|entsperr\w*|s['’]ouvre|ouvre"
    r"|déverrouill\w*|otwiera\s+się|odblokow\w*|открыва\w*|разблокир\w*|açıl\w*|dibuka|terbuka|mở)\s+(?:con|met|mit"
    r"|avec|com|przez|с|ile|dengan|bằng)|(?:key|cl[ée]|clave|chave|chiave|schlüssel|sleutel|nyckel|nøgle|nøkkel|avain|klucz"
    r"|klíč|kulcs|cheie|ключ|anahtar\w*|kunci|khóa)(?![^\W\d_])[^\n'\"“‘«„.;]{0,24}?\s(?P<k>est|es|é|è|ist|lautet|is|är|er"
    r"|on|jest|je|este|это|dır|adalah|là|—|-))")
_QUOTED = re.compile(r"[^\n'\"“‘«„「『]{0,24}?(?<![^\W\d_])['\"“‘«„「『](?P<q>[^'\"”’»“」』\n]{4,64}?)['\"”’»“」』](?![^\W\d_])")
# Algorithms, tools and key kinds: what something is encrypted with when no secret is given.
_ALGORITHM = re.compile(
    r"(?i)\b(?:aes|rsa|des|3des|gpg|pgp|gnupg|age|bitlocker|veracrypt|truecrypt|luks|filevault|tls|ssl|chacha\w*"
    r"|blowfish|twofish|serpent|xts|sha\w*|bcrypt|scrypt|argon\w*|kms|hsm|tpm|yubikey|ed25519|ecdsa|x25519|curve\w*"
    r"|openssl|7-?zip|winrar|zip|gcm|cbc|ctr|rc4|salsa\w*|bit|bits|key\s*file|keyfile|public\s+key|private\s+key"
    r"|certificate|zertifikat|certificat|gost|sm[234]|fips|iso|nist|pkcs|x\.509)\b|ГОСТ|国密")


# The verb after the quoted phrase, as Japanese, Korean, Chinese, Turkish and Hindi put it ("「さくら咲く 2020」で暗号化").
_ENCRYPTED_AFTER = re.compile(
    r"(?i)\s*(?:で|を使って|로|으로|을|를|用|来|ile|से|का|के\s+साथ|with|mit|avec|con|com|met|med)?[^\n'\"“‘«„「『]{0,12}?"
    r"(?:暗号化|ロック|加密|암호화|잠금|şifrele\w*|kilitle\w*|एन्क्रिप्ट|लॉक|encrypted|verschlüsselt|chiffré|cifrado|開|解除|打开"
    r"|解锁|열|풀|açıl\w*|खुल\w*"
    r"|зашифрова\w*)")
# Quotes in a Latin word are apostrophes ("don't"); Japanese and Chinese set quotes against letters ("は「…」で").
_QUOTE_ALONE = re.compile(r"(?<![A-Za-zÀ-ÿ0-9])['\"“‘«„「『](?P<q>[^'\"”’»“」』\n]{4,64}?)['\"”’»“」』](?![A-Za-zÀ-ÿ0-9])")


_PLACES = frozenset("room zimmer chambre habitación habitacion quarto camera kamer rum pokój номер oda kamar phòng box "
                    "locker spind casier taquilla armadietto flat apt apartment wohnung door tür porte puerta porta gate "
                    "tor cabinet drawer car auto bus seat platz under unter sous bajo sotto in im dans en".split())


def _quoted_passphrases(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    if not any(q in shown for q in "'\"“‘«„「『"):
        return
    found = [(m, bool(cue.group("k"))) for cue in _ENCRYPTED.finditer(shown) if (m := _QUOTED.match(shown, cue.end()))]
    found += [(m, False) for m in _QUOTE_ALONE.finditer(shown) if _ENCRYPTED_AFTER.match(shown, m.end())]
    for match, keyword in found:
        value = match.group("q").strip()
        titled = all(any(c.isupper() for c in w[:2]) for w in value.split())   # a product ("Find My iPhone")
        several = 3 <= len(value.split()) <= 8 and not titled or not value.isascii() and len(value) >= 6
        mixed = any(c.isdigit() for c in value) and sum(c.isalpha() for c in value) >= 3
        if may_have_cue(value) and any(m.lastgroup in ("pw", "tail", "cjk") for m in CUE.finditer(value)):
            continue   # a key named, not given ("the company key", "a password you choose")
        if keyword and (not mixed or len(value) < 10 or value.split()[0].lower() in _PLACES):
            continue   # "the key is 'patience'" (a saying), "the key is 'room 12'" (where a key is): not a key's words
        if (several or mixed) and not _ALGORITHM.search(value) and words_given(value, quoted=True) \
                and not re.search(r"\.[A-Za-z]{2,4}$", value) \
                and not re.fullmatch(r"[A-Za-z]+[ \-]?v?\d+(?:\.\d+)*", value):   # a file, a version ("USB 3.0")
            yield "passphrase", match.span("q")
