"""Secrets: name the kind of credential a text carries, and redact every such span.

Matching runs on `normalise.canonical(text)` (NFKC, invisible characters removed, look-alike letters folded), then on
keys split by spaces or hyphens glued back together. Rules are of three sorts: vendor formats (fixed prefixes and
lengths, checksums), a keyword followed by a credential-like value (env `DB_PASSWORD=…`, prose "the wifi password for
the office is …", 密码/パスワード/비밀번호), and shapes (a Luhn-valid card number with its network's length, a long
random-looking token). Each stage `_found` calls lives in its own `secret_*.py` module (prose cues in `secret_cues.py`,
concepts in `secret_concept_rules.py`, written forms in `secret_formats.py`, national ids in `secret_ids.py`, words and
bare digits in `secret_phrases.py`, codes said in words in `secret_said_codes.py`, ...); a flagged span's public reading
is in `secret_lookalikes.py`. Measured on the labelled corpus (`tests/data/secrets_*.jsonl`) by `bench/secrets_eval.py`.
"""

from __future__ import annotations

import re
from typing import Callable, Iterator, NamedTuple

from .normalise import fold_confusables as _fold, joined_runs as _joined_runs, visible as _visible
from .secret_negated_values import negated_value
from .secret_cued_ids import cued_id_spans
from .secret_actions import action_spans, not_given
from .secret_concept_labels import label_spans
from .secret_concept_rules import concept_spans
from .secret_cues import REDACTED_SECRET, cue_spans
from .secret_colloquial import colloquial_spans
from .secret_codes_world import code_world_spans
from .secret_dictated import dictated_spans
from .secret_digits import digit_spans
from .secret_fallback import fallback_spans
from .secret_formats import (NAMED_HEX, bare_password_spans, basic_auth_ok as _basic_ok, format_spans, mixed_key_ok,
                             named_hex_ok, otpauth_ok as _otpauth_ok, pem_body as _pem_body, vendor_spans)
from .secret_ids import card_group_spans, iban_spans, id_spans
from .secret_ids_local import local_id_spans
from .secret_natids_regions import region_id_spans
from .secret_joined import joined_spans
from .secret_key_pairs import AWS_ID_PREFIX, AWS_ID_PREFIXES, key_pair_spans
from .secret_keyed_codes import keyed_code_spans
from .secret_keyed_pins import keyed_pin_spans
from .secret_keypad_codes import keypad_code_spans
from .secret_plastic_codes import plastic_code_spans
from .secret_private_accounts import private_account_spans
from .secret_device_locks import device_lock_spans
from .secret_household_pins import household_pin_spans
from .secret_handed_codes import handed_code_spans, portal_login_ok
from .secret_remittance import remittance_spans
from .secret_login_words import login_word_spans
from .secret_mixed_pins import mixed_spans
from .secret_named_things import named_thing_spans
from .secret_notes import note_spans
from .secret_passphrases import passphrase_spans
from .secret_phrases import phrase_secret_spans
from .secret_partial_pins import partial_pin_spans
from .secret_pin_abbrev import abbrev_pin_spans
from .secret_pin_vetoes import changed_or_helpline
from .secret_products import product_spans
from .secret_prose_passwords import prose_password_spans
from .secret_public import mask as _public_masked
from .secret_public_defaults import printed_key_spans, turned_spans
from .secret_restated import repeated_spans, restated_removed
from .secret_rule_checks import (base32_ok, entropy_ok, lock_pin_ok, luhn_ok, not_placeholder, not_tx_hash,
                                 pin_ok, product_key_ok, value_ok)
from .secret_said_codes import said_code_spans
from .secret_set_codes import set_code_spans
from .secret_sentences import sentence_spans
from .secret_spoken import spoken_spans
from .secret_spoken_codes import spoken_code_spans
from .secret_small_world import small_world_spans
from .secret_talk import talk_only
from .secret_windows import windowed
from .secret_withheld import withheld_form, withheld_kind
# How the worker's mirror keeps a secret-bearing hot entry: this prefix, then the redacted text.
SEALED_PREFIX = "[kept hot, looks like a secret: "
# A text longer than this (~20 µs a character: a 5 MB hand edit, minutes a pass) is not scanned: it counts as a secret.
SCAN_CHARS, TOO_LONG = 262_144, "long unscanned text"

Check = Callable[[re.Match[str], str], bool]
_END = r"(?![A-Za-z0-9_])"


_PASSWORD_WORDS = (r"password|passwd|passphrase|passcode|pwd|pw|pass\b|secret(?:[ _\-]?key)?|api[ _\-]?key"
                   r"|access[ _\-]?key|auth[ _\-]?token|access[ _\-]?token|client[ _\-]?secret|private[ _\-]?key"
                   r"|token|setup[ _\-]?key|(?:recovery|backup)[ _\-]?(?:codes?|keys?)")
_FILLER = r"(?:\s+(?:for|of|on|to|at)\s+(?:the\s+|my\s+|our\s+|a\s+)?[\w\-.@]+(?:\s+[\w\-.@]+)?)?"
_VERB = (r"(?:\s*(?:(?:was|is|has\s+been|got|been)\s+(?:changed|set|reset|updated)\s+to|(?:is|was)\s+now|is|was|are|now)\s*"
         r"|\s*(?:[:=：]|->|→|=>|是|为|為|は|는|은)\s*|\s+)")
_CJK_WORDS = (r"密码|密碼|口令|パスワード|パスコード|パス|暗証番号|비밀번호|비번|암호|密钥|秘密鍵|私钥|シークレット(?:キー)?"
              r"|시크릿\s?키|令牌|トークン|토큰|キー|키|개인\s?키|恢复码|恢復碼|リカバリーコード|バックアップコード|복구\s?코드"
              r"|PIN\s?码|提取码")
_ENV_NAME = (r"(?<![A-Za-z0-9])[A-Za-z0-9_]*(?:PASSWORD|PASSWD|_PASS|PASS|PWD|SECRET|TOKEN|API_?KEY|ACCESS_?KEY"
             r"|SECRET_?KEY|PRIVATE_?KEY|_AUTH|CREDENTIALS?|authToken)")

# Eight or more of one character in a row: a placeholder written in a key's format, never a generated key.
_PLACEHOLDER_RUN = re.compile(r"([A-Za-z0-9*])\1{7,}")


class Rule(NamedTuple):
    """One detector: a pattern, an optional check of each match, and cues (lowercase substrings of
    which one must be in the text for the pattern to be worth running; empty = always run)."""

    kind: str
    pattern: re.Pattern[str]
    check: Check | None = None
    cues: tuple[str, ...] = ()


def _rule(kind: str, pattern: str, check: Check | None = None, cues: str = "", flags: int = 0) -> Rule:
    return Rule(kind, re.compile(pattern, flags), check, tuple(cues.split()))


_HEX_KEY_CUE = r"(?:private[ _\-]?key|priv[ _\-]?key|私钥|秘密鍵|개인\s?키)"
_PRIVATE_KEY = _rule("private key", r"-----BEGIN [A-Z0-9 ]*PRIVATE KEY[A-Z ]*-----(?:.*?-----END [A-Z0-9 ]*-----|.*)",
                     cues="private", flags=re.S)
# Fixed vendor formats: also tried on keys glued back from chunks.
_FORMATS: tuple[Rule, ...] = (
    _rule("anthropic key", r"\bsk-ant-[A-Za-z0-9_\-]{20,}", cues="sk-ant-"),
    _rule("openai key", r"\bsk-(?:proj-|svcacct-|admin-)?[A-Za-z0-9_\-]{20,}", cues="sk-"),
    _rule("github token", r"\b(?:gh[pousr]_[A-Za-z0-9]{30,}|github_pat_[A-Za-z0-9_]{40,})",
          cues="ghp_ gho_ ghu_ ghs_ ghr_ github_pat_"),
    _rule("gitlab token", r"\bgl(?:pat|dt|rt|ptt|cbt|imt|soat|ffct)-[A-Za-z0-9_\-]{20,}", cues="gl"),
    _rule("aws access key", rf"\b(?:{AWS_ID_PREFIX})[0-9A-Z]{{16}}" + _END,
          cues=" ".join(prefix.lower() for prefix in AWS_ID_PREFIXES)),
    _rule("slack token", r"\bxox[abposre]-[A-Za-z0-9\-]{10,}", cues="xox"),
    _rule("slack webhook", r"https://hooks\.slack\.com/(?:services|workflows|triggers)/[A-Za-z0-9/_\-]{20,}",
          cues="hooks.slack.com"),
    _rule("google api key", r"\bAIza[0-9A-Za-z_\-]{35}", cues="aiza"),
    _rule("stripe key", r"\b(?:sk|rk)_(?:live|test)_[0-9A-Za-z]{16,}", cues="_live_ _test_"),
    _rule("secret key", r"\b(?:sk|rk)_(?!live_|test_)[0-9A-Za-z]{24,}" + _END, mixed_key_ok, cues="sk_ rk_"),
    _rule("twilio key", r"\b(?:SK|AC)[0-9a-f]{32}" + _END, cues="sk ac"),
    _rule("sendgrid key", r"\bSG\.[A-Za-z0-9_\-]{16,}\.[A-Za-z0-9_\-]{16,}", cues="sg."),
    _rule("npm token", r"\bnpm_[A-Za-z0-9]{36}" + _END, cues="npm_"),
    _rule("pypi token", r"\bpypi-AgE[A-Za-z0-9_\-]{50,}", cues="pypi-"),
    _rule("huggingface token", r"\bhf_[A-Za-z0-9]{30,}", cues="hf_"),
    _rule("digitalocean token", r"\bdo[opr]_v1_[0-9a-f]{64}", cues="_v1_"),
    _rule("shopify token", r"\bshp(?:at|ss|ca|pa)_[0-9a-fA-F]{32}", cues="shp"),
    _rule("mailgun/mailchimp key", r"\bkey-[0-9a-f]{32}\b|\b[0-9a-f]{32}-us\d{1,2}\b", cues="key- -us"),
    _rule("discord token", r"\b[MNO][A-Za-z0-9_\-]{23,27}\.[A-Za-z0-9_\-]{6}\.[A-Za-z0-9_\-]{27,40}", cues="."),
    _rule("telegram bot token", r"(?<![0-9])\d{8,10}:AA[A-Za-z0-9_\-]{33}" + _END, cues=":aa"),
    _rule("azure storage key", r"(?i)(?:AccountKey|SharedAccessKey)=[A-Za-z0-9+/=]{40,}", cues="accesskey= accountkey="),
    _rule("azure client secret", r"(?<![A-Za-z0-9_~.\-])[A-Za-z0-9_~.\-]{3}\dQ~[A-Za-z0-9_~.\-]{31,34}", cues="q~"),
    _rule("cloud access key id", r"\b(?:LTAI[A-Za-z0-9]{12,20}|AKID[A-Za-z0-9]{32})" + _END, cues="ltai akid"),
    _rule("age secret key", r"\bAGE-SECRET-KEY-1[0-9A-Z]{50,}", cues="age-secret-key-"),
    _rule("mapbox secret token", r"\bsk\.eyJ[A-Za-z0-9_\-]{10,}\.[A-Za-z0-9_\-]{10,}", cues="sk.eyj"),
    _rule("jwt", r"\beyJ[A-Za-z0-9_\-]{8,}\.eyJ[A-Za-z0-9_\-]{8,}\.[A-Za-z0-9_\-]{8,}", cues="eyj"),
)
# Context and shape rules.
_CONTEXT: tuple[Rule, ...] = (
    _rule("totp seed", r"(?i)\botpauth(?:-migration)?://\S+", _otpauth_ok, cues="otpauth"),
    _rule("bearer token", r"(?i)\bbearer\s+[A-Za-z0-9._~+/\-]{20,}=*", cues="bearer"),
    _rule("basic auth", r"(?i)\bbasic\s+(?P<v>[A-Za-z0-9+/]{8,}={0,2})", _basic_ok, cues="basic"),
    _rule("docker auth", r"\"auth\"\s*:\s*\"(?P<v>[A-Za-z0-9+/]{8,}={0,2})\"", _basic_ok, cues='"auth"'),
    _rule("credentials in url", r"(?i)\b[a-z][a-z0-9+.\-]*://[^\s:/@]*:(?P<p>[^\s/@]+)@[^\s/]+", not_placeholder,
          cues="://"),
    _rule("token in url", r"(?i)\b[a-z][a-z0-9+.\-]*://(?P<v>[A-Za-z0-9_\-]{20,})@[^\s/]+", cues="://"),
    _rule("hex private key", r"\b0x[0-9a-fA-F]{64}" + _END, not_tx_hash, cues="0x"),
    _rule("named hex key", NAMED_HEX, named_hex_ok, cues="key secret token"),
    _rule("product key", r"(?<![\w\-])[A-Z0-9]{5}(?:-[A-Z0-9]{5}){4}(?![\w\-])", product_key_ok, cues="-"),
    _rule("service account key", r"\"private_key_id\"\s*:\s*\"(?P<v>[0-9a-fA-F]{16,64})\"", cues="private_key_id"),
    _rule("hex private key", rf"(?i){_HEX_KEY_CUE}\W{{0,20}}(?P<v>(?:0x)?[0-9a-f]{{64}})" + _END,
          cues="priv 私钥 秘密鍵 개인"),
    _rule("hex private key", rf"(?i)(?P<v>\b(?:0x)?[0-9a-f]{{64}})\b[^\n]{{0,30}}?{_HEX_KEY_CUE}",
          cues="priv 私钥 秘密鍵 개인"),
    _rule("card number", r"(?<![0-9A-Za-z\-.])[3-6]\d{3,4}(?:[ \-.]?\d{2,5}){2,4}(?:[ \-.]?\d{1,4})?(?![0-9A-Za-z]|\.\d)",
          luhn_ok),
    _rule("netrc", r"(?i)\bmachine\s+\S+\s+login\s+\S+\s+password\s+(?P<v>[^\s\[]\S*)", cues="machine"),
    _rule("totp seed", r"(?i)(?:2fa|totp|\botp|mfa|authenticator|two[- ]factor|setup\s+key|二段階認証|两步验证|验证器|2단계|二要素)"
          r"[^\n]{0,40}?(?-i:(?P<v>\b[A-Z2-7]{4}(?: [A-Z2-7]{4}){3,}\b|\b[A-Z2-7]{16,}\b))",
          cues="2fa otp mfa authenticator two setup 二段階認証 两步验证 验证器 2단계 二要素"),
    _rule("totp seed", r"(?P<v>\b[A-Z2-7]{4}(?: [A-Z2-7]{4}){3,7}\b|\b[A-Z2-7]{16,64}\b)", base32_ok),
    _rule("password", _ENV_NAME + r"\s*[:=]\s*[\"']?(?P<v>[^\s\"']+)", value_ok,
          cues="pass pwd secret token key _auth credential authtoken"),
    _rule("pin", r"(?i)\b(?:pin(?:\s+code)?|passcode|(?:door|keypad|gate|alarm|lock|locker|garage|safe)\s+"
          r"(?:code|combination|combo)|combination|combo)" + _FILLER + r"(?:\s+(?:is|was)|\s*[:=]|\s)\s*"
          r"(?P<v>[*#]?\d[\d\-]{2,10}[*#]?)(?![\w])", pin_ok, cues="pin passcode code combination combo"),
    _rule("pin", r"(?:도어락|현관|금고|자물쇠|사물함|门禁|门锁|保险柜|保险箱|ドア|金庫|オートロック|鍵ボックス|キーボックス|ロッカー"
          r"|ダイヤル)[^\d\n]{0,16}(?:\d\s?(?:桁|位数?|자리)[^\d\n]{0,6})?(?P<v>[*#]?\d(?:[ \-]?\d){3,10}(?: ?[*#])?)",
          lock_pin_ok,
          cues="도어락 현관 금고 자물쇠 사물함 门禁 门锁 保险柜 保险箱 ドア 金庫 オートロック 鍵ボックス キーボックス ロッカー ダイヤル"),
    _rule("password", rf"(?i)(?<![\[:])\b(?:{_PASSWORD_WORDS}){_FILLER}{_VERB}[\"'`“]?(?P<v>[^\s\"'`”，。、]+)", value_ok,
          cues="pass pwd pw secret key token recovery backup"),
    _rule("password", rf"(?:{_CJK_WORDS})[^\x21-\x7e]{{0,8}}?\s*[:：=]?\s*(?P<v>[\x21-\x7e]{{4,}})", pin_ok,
          cues="密码 密碼 口令 パス 暗証番号 비밀번호 비번 암호 密钥 秘密鍵 私钥 シークレット 시크릿 令牌 トークン 토큰 キー 키 恢复码 "
               "恢復碼 リカバリーコード バックアップコード 복구 pin 提取码"),
    _rule("password", rf"(?:{_CJK_WORDS})\s*(?:[:：=]|은|는|이|가|是|为|為|は)?\s*(?P<v>[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]"
          r"{1,8}\d{3,8}[!@#$%^&*?~+=]{1,3})(?![\w!@#$%^&*?~+=])", cues="密码 密碼 パスワード 비밀번호 비번 암호"),   # "장미꽃1948!"
    _rule("password", r"(?i)\b(?:admin|root|user|login)\s*/\s*(?P<v>\S{6,})", value_ok, cues="admin root user login"),
    _rule("password", r"(?i)(?:login|log-in|sign[- ]in|account|creds?|credentials|wi-?fi|wlan|ssid|ログイン|账号|帳號|帐号|账户"
          r"|계정|아이디|zugang|accès|acceso|acesso|accesso|toegang|dostęp|giriş|đăng\s+nhập|вход|доступ|登录|로그인"
          r")[^\n]{0,60}?\s/\s+(?P<v>\S{6,})", value_ok, cues=" / "),
    # A login by a login word of another language or a school portal's name, a user number, then the password.
    _rule("password", r"(?i)(?:inlog|identifiant|anmeldung|usuario|utente|utilizador|gebruikersnaam|benutzername"
          r"|brukernavn|användarnamn|логин|kullanıcı|użytkownik|uživatel|connexion|kirjautu\w*|přihl[aá]š\w*"
          r"|logowani\w*|belépés|masuk|เข้าสู่ระบบ|الدخول|ورود|כניסה|लॉग\s?इन|लॉगिन"
          r"|magister|somtoday|pronote|écoledirecte|ecoledirecte|untis|schoology|powerschool|smartschool|librus"
          r"|classeviva|wilma|bakaláři|edupage|e-okul|itslearning|schoolsoft|vulcan|iserv|sdui|schulmanager|seesaw"
          r"|classdojo)[^\n/]{0,40}?(?<![\w:.,])(?P<u>\d{3,12})\s?/\s?"
          r"(?P<v>\S{6,})", portal_login_ok, cues="/"),
    _rule("password", r"(?i)(?:creds?|credentials|login|account|auth)\b[^\n]{0,30}?\b[\w.@\-]+:(?P<v>[^\s@/:]{6,})",
          value_ok, cues="cred login account auth"),
    _rule("wifi password", r"(?i)(?:wi-?fi|wlan|ssid|wpa2?|와이파이|无线|ワイファイ)[^\n]{0,60}?(?:\bkey|\bpass(?:word|phrase)?"
          r"|\bpw|\bpwd|\bcode|密码|パスワード|暗号化キー|비번|비밀번호)\b\s*(?:is\s+|[:=]\s*)?[\"']?(?P<v>[^\s\"',]{6,})",
          value_ok, cues="wi wlan ssid wpa 와이파이 无线 ワイファイ"),
    _rule("password", r"(?i)\b(?:mysql|mysqldump|mariadb|psql|docker\s+login|podman\s+login|sshpass|redis-cli"
          r"|mongo(?:sh)?)\b[^\n]*?\s(?:-p\s?|--password[= ]\s*|-a\s)(?P<v>[^\s\-]\S{3,})", value_ok,
          cues="mysql mariadb psql login sshpass redis-cli mongo"),
    _rule("password", r"(?i)\b(?:curl|wget|http)\b[^\n]*?\s(?:-u|--user|--http-user)[= ]\s*[^\s:]+:(?P<v>\S{4,})",
          value_ok, cues="curl wget http"),
    _rule("password", r"(?i)\bpass(?:phrase|word|code)\b[^\n'\"“]{0,20}(?<![^\s:=(])['\"“]"
          r"(?P<v>[^'\"”\n\s][^'\"”\n]{5,63})['\"”]", value_ok, cues="pass"),   # an opening quote, not "'forgot password' link"
    _rule("random-looking token", r"(?<![A-Za-z0-9+/_\-])[A-Za-z0-9+/_\-]{32,}", entropy_ok),
)
_RULES = (_PRIVATE_KEY, *_FORMATS, *_CONTEXT)


def _spans(sample: str, rules: tuple[Rule, ...] = _RULES) -> Iterator[tuple[str, tuple[int, int]]]:
    """(kind, span) of every secret-looking span in an already canonical `sample`."""
    lowered = sample.lower()
    for kind, pattern, check, cues in rules:
        if cues and not any(cue in lowered for cue in cues):
            continue
        for match in pattern.finditer(sample):
            if _PLACEHOLDER_RUN.search(match.group(0)) and not (kind == "private key" and _pem_body(match.group(0))):
                continue   # "ghp_xxxxxxxx…", "sk-000000…": a placeholder in a key's format (a PEM body has "AAAAAAAA")
            if check is None or check(match, sample):
                yield kind, match.span("v") if "v" in pattern.groupindex else match.span()


def _split_spans(sample: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """Keys split by spaces or hyphens: a run of chunks that, glued back, is a vendor-format key."""
    for span, variants in _joined_runs(sample):
        kind = next((kind for candidate in variants
                     for kind, _ in (*_spans(candidate, _FORMATS), *vendor_spans(candidate))), None)
        if kind is not None:
            yield f"{kind} (split)", span


def _all_spans(text: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """Every span `_found` names in `visible(text)`, less values masked, vault references or values quoted from
    fiction; a long text window by window (`secret_windows`)."""
    return windowed(_window_spans, _visible(text))


def _window_spans(seen: str) -> Iterator[tuple[str, tuple[int, int]]]:
    shown = _public_masked(seen)   # public keys, addresses, samples: blanked, positions kept
    return ((kind, span) for kind, span in _found(shown)   # talk about a secret (a statistic, a default) gives none
            if span[1] <= span[0] or not (_overlaps_redaction(seen, *span)   # a value already redacted
                                          or not_given(shown, *span) or talk_only(seen, *span)
                                          or negated_value(shown, *span)   # "the code is not 1990"
                                          or changed_or_helpline(seen, *span)))


def _overlaps_redaction(seen: str, start: int, end: int) -> bool:
    """Whether start:end takes in part of a REDACTED_SECRET marker (a second pass must not flag the first's mark)."""
    if REDACTED_SECRET[0] not in seen:
        return False
    at = seen.find(REDACTED_SECRET, max(0, start - len(REDACTED_SECRET) + 1))
    return at != -1 and at < end


# Arabic-script punctuation read as its Latin twin ("3916، فقط": the comma ends the value); one character for one.
_ARABIC_PUNCT = str.maketrans({"\u060c": ",", "\u061b": ";", "\u06d4": "."})


def _found(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    shown = shown.translate(_ARABIC_PUNCT)
    sample = _fold(shown)
    if sample.startswith(SEALED_PREFIX):
        yield sample[len(SEALED_PREFIX):].split("]", 1)[0], (0, 0)
    yield from _spans(sample)
    yield from _split_spans(sample)
    yield from cue_spans(shown, sample)
    yield from concept_spans(shown, sample)
    yield from label_spans(shown, sample)
    yield from bare_password_spans(sample)
    yield from format_spans(sample)
    yield from key_pair_spans(sample)   # a cloud key pair's secret half beside its access key id (secret_key_pairs)
    yield from id_spans(sample)
    yield from region_id_spans(sample)   # ids named in Arabizi, Tajik, Tatar, Zulu, Amharic, creoles
    yield from phrase_secret_spans(sample)
    yield from _prose_spans(shown)


def _prose_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """The readers of the unfolded text, in order: spoken, dictated, keyed, local and named credentials."""
    yield from spoken_spans(shown)
    yield from action_spans(shown)
    yield from product_spans(shown)
    yield from sentence_spans(shown)
    yield from cued_id_spans(shown)   # security answers, licences, gate 7724#, SVNR, app codes (secret_cued_ids)
    yield from passphrase_spans(shown)
    yield from digit_spans(shown)
    yield from joined_spans(shown)
    yield from note_spans(shown)
    yield from code_world_spans(shown)
    yield from local_id_spans(shown)
    yield from login_word_spans(shown)
    yield from said_code_spans(shown)
    yield from partial_pin_spans(shown)   # "the first two digits of my card PIN are 41" (secret_partial_pins)
    yield from abbrev_pin_spans(shown)   # a PIN under a chat abbreviation (mk, pw, snh, sfr) or رقم سر (secret_pin_abbrev)
    yield from keyed_pin_spans(shown)   # a PIN keyed into a named wallet, bank app, card or ATM (secret_keyed_pins)
    yield from mixed_spans(shown)   # secret-number words of small languages, ATM PINs, romanised Arabic (secret_mixed_*)
    yield from small_world_spans(shown)   # native-digit PINs with affixes, small countries' ids, seeds after a decoy
    yield from dictated_spans(shown)   # native-numeral PINs, small languages' password words, Q&A (secret_dictated)
    yield from keyed_code_spans(shown)   # keyed, for a lock, unlock patterns, card back digits (secret_keyed_codes)
    yield from plastic_code_spans(shown)   # spaced back digits, grid-card cells, unlock shapes, PUKs (secret_plastic_codes)
    yield from device_lock_spans(shown)   # a device's unlock code by device and lock, PIN係 (secret_device_locks)
    yield from private_account_spans(shown)   # an account number or IBAN with no payee mark (secret_private_accounts)
    yield from spoken_code_spans(shown)   # a PIN or lock code dictated, spelled or listed by a bank (secret_spoken_codes)
    yield from household_pin_spans(shown)   # a card's PIN by a bare PIN word, ids spelled locally (secret_household_pins)
    yield from remittance_spans(shown)   # a money transfer's pickup code kept for one collector (secret_remittance)
    yield from handed_code_spans(shown)   # a pairing code kept for one person, a token PIN left (secret_handed_codes)
    yield from colloquial_spans(shown)   # pauses, possessives, warnings, OCR, unloaded vouchers (secret_colloquial)
    yield from prose_password_spans(shown)   # typed after joining a network, or after a login's name (secret_prose_passwords)
    yield from keypad_code_spans(shown)   # a code a door opens with or typed on its keypad, a year-shaped PIN (secret_keypad_codes)
    yield from set_code_spans(shown)   # a lock set to a value, an intercom's value with no code word (secret_set_codes)
    yield from fallback_spans(shown)   # a credential word and a credential-shaped value anywhere in one clause
    yield from printed_key_spans(shown)   # a router's default or printed Wi-Fi key, unchanged (secret_public_defaults)
    yield from turned_spans(shown)   # the user's own value after a default or a sample ("mine is …") (secret_public_defaults)
    yield from named_thing_spans(shown)   # an e-ID's code by a plain code word, a Turkic lock's number (secret_named_things)


def looks_secret(text: str) -> str | None:
    """The kind of secret `text` appears to contain ("openai key", "password", ...), or None."""
    if not text:
        return None
    if len(text) > SCAN_CHARS:
        return TOO_LONG
    return next((kind for kind, _span in _all_spans(text)), None)


def redact_secrets(text: str) -> str:
    """`text`, read as `looks_secret` reads it (NFKC, invisible characters gone), every secret span replaced; a text
    the learned stage flagged in this process (`withhold`) is withheld whole, as is a text too long to scan."""
    if len(text or "") > SCAN_CHARS:
        return withheld_form(TOO_LONG)
    shown = _visible(text or "")
    kind = withheld_kind(shown) if shown else None
    if (kind is not None or REDACTED_SECRET not in shown) and looks_secret(shown) is None:
        return shown if kind is None else withheld_form(kind)   # nothing to redact: no span, no marker to restate
    out = restated_removed(_redacted(shown))
    for _ in range(2):   # a value read only once its neighbour is gone ("Kata laluan Maybank2u saya Nasi_Lemak88")
        if looks_secret(out) is None:
            break
        out = restated_removed(_redacted(out))
    return out


def _redacted(shown: str) -> str:
    """One pass: every span `_all_spans` names replaced; with any, an IBAN or a card number beside it too."""
    spans = [span for _kind, span in _all_spans(shown) if span[1] > span[0]]
    spans += [*iban_spans(shown), *card_group_spans(shown)] if spans else []
    spans += repeated_spans(shown, spans)   # the value given again, joined or backwards
    merged: list[list[int]] = []
    for start, end in sorted(spans):
        if merged and start <= merged[-1][1]:
            merged[-1][1] = max(merged[-1][1], end)
        else:
            merged.append([start, end])
    out, at = [], 0
    for start, end in merged:
        out += [shown[at:start], REDACTED_SECRET]
        at = end
    out.append(shown[at:])
    return "".join(out)


def sealed(text: str, kind: str | None = None) -> str | None:
    """The form a secret-bearing text is kept in outside the hot file: the kind, then the redacted text with
    every token holding a digit dropped too (a second code redaction missed); it still reads as a secret to
    `looks_secret`. `kind`: a secret another stage found (the learned one) where the rules name no span: then no
    text is kept at all, only the kind. None when `text` carries no secret."""
    found = looks_secret(text)
    if found is None:
        kind = kind or withheld_kind(text)
        return None if kind is None else f"{SEALED_PREFIX}{kind}] {withheld_form(kind)}"
    return f"{SEALED_PREFIX}{found}] " + re.sub(r"\S*\d\S*", "…", redact_secrets(text))
