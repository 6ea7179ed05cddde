"""Secrets made of words or bare digits: seed phrases, 2FA seeds and backup codes, bare hex keys, security answers.

These carry no vendor prefix, so each needs its own evidence. A seed phrase is twelve to twenty-four BIP-39 words in
a row whose checksum holds (a real mnemonic pasted with no word naming it), twelve or more short words of any script
after (or closed by) a wallet/seed word, or mostly BIP-39 words after "12/24 words". A 2FA seed is a base32 run
(either case) after a 2FA word; a backup code a group of codes after a backup/recovery-code word (15 languages). A
bare 64-hex key needs a key or wallet word near it and no hash word before it. A security answer is the value given
after a security-question cue (or an "Answer:"/"A:" label in a text that asks about a pet, a school, a bank …).
Passphrases and passwords told in a sentence about using them (after an unlocking verb, reused everywhere, a dial's
turns) are `secret_told_phrases.py`'s; they run here as well.
"""

from __future__ import annotations

import hashlib
import re
import unicodedata
from functools import lru_cache
from pathlib import Path
from typing import Iterator

from .secret_cues import REDACTED_SECRET
from .secret_folded import folded_pattern, mentions, stems
from .secret_told_phrases import phrase_spans
from .secret_word_lists import LESSON_AFTER as _LESSON_AFTER, WORD_LISTS


_WORD = folded_pattern(r"[^\W\d_]+")
_GAP = folded_pattern(r"[\s,;、，・/|•·]*(?:\d{1,2}[.):]?\s*)?[\s,;、，・/|•·]*")   # between the words of a phrase (numbered too)
_STOP = frozenset(
    "a an the and or of to in on at by is it as be for with that this are was were been its from but not your our they "
    "them their she his her have has had will would should can could into then than when what which who there these "
    "those some very just please about above after again all also any because before below between both during each "
    "either even ever every more most much never only other over same since still such together under until upon you "
    "here where while der die das und ist mit von den dem ein eine les des une est pour dans avec que qui los las "
    "una con por para del como com uma não het een van ook dat da do no na em os as ao в и на не с что это как".split())
# Words that name a seed phrase's holder: after one, twelve short words of any script are a seed phrase.
_SEED_CUE = folded_pattern(
    r"(?i)seed\s*(?:phrase|words?|backup|[:：=(-])|(?:recovery|wallet|backup|bip-?39)\s+seed|mnemonic|cold\s+storage"
    r"|hardware\s+wallet|recovery\s+(?:phrase|words|sheet)|backup\s+(?:phrase|words)|wallet|metamask|ledger|trezor"
    r"|exodus|phantom|electrum|keystone|wiederherstellungs(?:phrase|wörter)|phrase\s+de\s+récupération|portefeuille"
    r"|semilla|billetera|cartera|carteira|portafoglio|portemonnee|portfel|cüzdan|dompet|сид|мнемони|кошел"
    r"|助记词|助記詞|钱包|錢包|恢复词|恢复短语|助记短语|シード|ニーモニック|ウォレット|復元|リカバリー|秘密のフレーズ|지갑|복구\s?(?:단어|문구|구문)|시드|니모닉")
# A wallet named alone, no seed, recovery or mnemonic word: most of what follows must be BIP-39 words.
_BARE_WALLET = re.compile(r"(?i)wallet|portefeuille|billetera|cartera|carteira|portafoglio|portemonnee|portfel|cüzdan"
                          r"|dompet|кошел|钱包|錢包|ウォレット|지갑")
# Words that name the phrase in any language ("Parole di recupero del portafoglio", "Frase de recuperação da carteira"):
# with one, the wallet word is no bare one, and a seed in the language's own BIP-39 list still reads.
_PHRASE_WORD = re.compile(r"(?i)recover|recupe|récup|wiederherst|herstel|odzysk|obnov|kurtar|pemulih|phục\s+hồi|восстан"
                          r"|відновл|parole|frase|phrase|words|wörter|mots|palabras|palavras|woorden|słowa|kelime|слов"
                          r"|seed|secret|geheim|backup|sicherung|respaldo|助记|助記|恢复|恢復|復元|복구|シード|시드")
_STRONG_CLOSE = re.compile(r"[\s,;:(\-—–]*(?:(?:is|are|=|->|→)\s+)?(?:(?:my|his|her|the|our|their)\s+)?[\w\s']{0,16}")
_LOWER_WORD = re.compile(r"[a-z]+")
_LIST_NOUN = re.compile(WORD_LISTS.pattern + r"|titles?|names\b|wortliste|vokabel|vocabulaire|vocabulario")
_SEED_STEMS = stems("seed mnemonic recovery backup wallet metamask ledger trezor exodus phantom electrum keystone cold "
                     "hardware wiederherstellung récupération portefeuille semilla billetera cartera carteira portafoglio "
                     "portemonnee portfel cüzdan dompet сид мнемони кошел 助记 助記 钱包 錢包 恢复 シード ニーモニック ウォレット "
                     "復元 リカバリー フレーズ 지갑 복구 시드 니모닉 words wörter mots palabras palavras parole woorden słów "
                     "kelime слов khôi pemulihan")
# Words that only may name one ("the 12 words"): the words after them must be mostly of the BIP-39 list.
_WORDS_CUE = folded_pattern(r"(?i)\b(?:12|15|18|21|24|twelve|fifteen|eighteen|twenty[- ]?(?:one|four)|zwölf|douze|doce|doze"
                      r"|dodici|двенадцать)\s+(?:\w+\s+)?(?:words|wörter|mots|palabras|palavras|parole|woorden|słów|kelime"
                      r"|слов)|từ\s+khôi\s+phục|kata\s+pemulihan")


@lru_cache(maxsize=1)
def bip39_words() -> frozenset[str]:
    """The 2048 words of the BIP-39 English list (shipped as data next to this module)."""
    lines = (Path(__file__).with_name("bip39_english.txt")).read_text(encoding="utf-8").splitlines()
    return frozenset(line.strip() for line in lines if line.strip() and not line.startswith("#"))


@lru_cache(maxsize=1)
def _bip39_index() -> dict[str, int]:
    return {word: n for n, word in enumerate(sorted(bip39_words()))}


def _word_runs(sample: str) -> Iterator[list[re.Match[str]]]:
    """Runs of words separated only by spaces, commas or numbering ("1. abandon 2. ribbon …")."""
    run: list[re.Match[str]] = []
    for word in _WORD.finditer(sample):
        if run and _GAP.fullmatch(sample, run[-1].end(), word.start()) is None:
            if len(run) >= 12:
                yield run
            run = []
        run.append(word)
    if len(run) >= 12:
        yield run


def _longest_listed(words: list[str]) -> list[str]:
    """The longest stretch of consecutive BIP-39 words."""
    listed, best, start = bip39_words(), (0, 0), 0
    for n, word in enumerate(words):
        if word not in listed:
            start = n + 1
        elif n + 1 - start > best[1] - best[0]:
            best = (start, n + 1)
    return words[best[0]:best[1]]


def bip39_checksum_ok(words: list[str]) -> bool:
    """Whether 12–24 BIP-39 words (a multiple of three) carry the checksum a real mnemonic has."""
    if len(words) % 3 or not 12 <= len(words) <= 24:
        return False
    bits = "".join(format(_bip39_index()[w], "011b") for w in words)
    size = len(bits) * 32 // 33
    entropy = int(bits[:size], 2).to_bytes(size // 8, "big")
    return format(hashlib.sha256(entropy).digest()[0], "08b")[:len(bits) - size] == bits[size:]


_TRIED = 24   # where a mnemonic may start in a long run of list words (bounds the work on a huge text)


def _named_list(sample: str, run: list[re.Match[str]]) -> bool:
    """Whether the text before a run's last twelve words names a word list, or the text after it a lesson's or a song's."""
    return _LIST_NOUN.search(sample, max(0, run[0].start() - 40), run[-12].start()) is not None \
        or _LESSON_AFTER.search(sample, run[-1].end(), run[-1].end() + 40) is not None


def _uncued(words: list[str]) -> bool:
    """A pasted mnemonic with no word naming it: 12–24 BIP-39 words in a row whose checksum holds."""
    best = _longest_listed(words)
    return len(best) >= 12 and best != sorted(best) and any(
        bip39_checksum_ok(best[i:i + n]) for n in (24, 21, 18, 15, 12) for i in range(min(_TRIED, len(best) - n + 1)))


def _after(run: list[re.Match[str]], cue_ends: list[int], sample: str) -> list[str]:
    """The words of `run` after the text's first cue, when it ends before the run's last twelve words; all of them
    when a cue closes the run ("… worry cliff (my MetaMask seed)")."""
    if cue_ends and cue_ends[0] <= run[-12].start():
        return [m.group(0).lower() for m in run if m.start() >= cue_ends[0]]
    closing = _SEED_CUE.search(sample, run[-1].end(), run[-1].end() + 40)
    return [m.group(0).lower() for m in run] if closing and _STRONG_CLOSE.fullmatch(sample, run[-1].end(),
                                                                                    closing.start()) else []


def bip39_streak(sample: str) -> int:
    """The most BIP-39 words in a row among the text's lowercase words (an upper bound on any run's)."""
    listed, best, current = bip39_words(), 0, 0
    for word in _LOWER_WORD.findall(sample.lower()):
        current = current + 1 if word in listed else 0
        best = max(best, current)
    return best


def seed_spans(sample: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """Twelve or more short words after a seed/wallet word; mostly BIP-39 words after "words"; a checksummed
    BIP-39 mnemonic anywhere."""
    cues: dict[str, list[int]] = {}
    listed = bip39_words()
    if not mentions(sample.lower(), _SEED_STEMS) and bip39_streak(sample) < 12:
        return   # no word naming a seed phrase, and no twelve list words in a row: the common case, cheaply
    for run in _word_runs(sample):
        if sum(m.group(0).lower() not in _STOP for m in run) < 11:
            continue   # prose: function words between every few words
        if not cues:   # once per text, and only for a text with a candidate run
            found = list(_SEED_CUE.finditer(sample))
            cues.update(strong=[m.end() for m in found], weak=[m.end() for m in _WORDS_CUE.finditer(sample)],
                        bare=[1] if all(_BARE_WALLET.fullmatch(m.group(0)) for m in found)
                        and not _PHRASE_WORD.search(sample) else [])
        strong, weak = _after(run, cues["strong"], sample), _after(run, cues["weak"], sample)
        if cues["bare"] and 3 * sum(w in listed for w in strong) < 2 * len(strong):
            strong = []   # "wallet: milk eggs bread …": after a bare wallet word, a shopping or packing list
        short = [w for w in strong if len(w) <= 12 and (w not in _STOP or w in listed)]
        weak_ok = len(weak) >= 12 and sum(w in listed for w in weak) >= len(weak) - 1 and weak != sorted(weak)
        if (len(strong) >= 12 and len(short) == len(strong) and not _LESSON_AFTER.search(sample, run[-1].end(), run[-1].end()
                + 40)) or (weak_ok or _uncued([m.group(0).lower() for m in run])) and not _named_list(sample, run):
            yield "seed phrase", (run[0].start(), run[-1].end())


_TWO_FACTOR = folded_pattern(
    r"(?i)2fa|totp|\botp\b|mfa|authenticator|authy|two[- ]factor|2[- ]step|setup\s+key|secret\s+key|zwei-?faktor"
    r"|double\s+authentification|doble\s+factor|dois\s+fatores|due\s+fattori|двухфактор|iki\s+faktör"
    r"|xác\s+thực\s+hai|autentikasi\s+dua|二段階認証|二要素|两步验证|双重验证|双因素|验证器|2단계|이중\s?인증|OTP")
_BASE32 = folded_pattern(r"(?<![\w\-])(?:[a-z2-7]{4}(?:[ \-][a-z2-7]{4}){3,}|[A-Z2-7]{4}(?:[ \-][A-Z2-7]{4}){3,}"
                     r"|[a-z2-7]{16,64}|[A-Z2-7]{16,64})(?![\w\-])")
# Backup and recovery codes in more languages (am ha sw fa ar he hi th el cs hu ro da no sv fi az uz kk ka hy ms bn ur).
_WORLD_BACKUP = unicodedata.normalize("NFKC",
    r"መጠባበቂያ\s+ኮዶች|የመልሶ\s+ማግኛ\s+ኮዶች|lambobin\s+(?:dawo\s+da|ajiya|farfadowa)|misimbo\s+ya\s+(?:akiba|kurejesha)"
    r"|nambari\s+za\s+(?:akiba|kurejesha)|کدهای\s+(?:پشتیبان|بازیابی)|بیک\s?اپ\s+کوڈ|رموز\s+(?:الاسترداد|احتياطية|النسخ\s+الاحتياطي)"
    r"|أكواد\s+(?:الاحتياط|الاسترداد|احتياطية)|קודי\s+(?:גיבוי|שחזור)|(?:बैकअप|रिकवरी)\s+कोड|รหัสสํารอง|รหัสกู้คืน"
    r"|(?:εφεδρικοί\s+κωδικοί|κωδικοί\s+(?:ανάκτησης|ασφαλείας))|záložní\s+kódy|kódy\s+pro\s+obnovení|tartalékkódo\w*"
    r"|coduri\w*\s+de\s+(?:rezervă|rezerva|recuperare)|(?:backup|reserve|gjenopprettings|gendannelses)koder\w*"
    r"|(?:reserv|återställnings)koder\w*|(?:varmuus|palautus)koodi\w*|(?:ehtiyat|bərpa)\s+kodlar\w*"
    r"|(?:zaxira|tiklash)\s+kodlar\w*|(?:резервтік|қалпына\s+келтіру)\s+кодтар\w*|სარეზერვო\s+კოდ\w*"
    r"|պահուստային\s+կոդ\w*|kod\s+(?:sandaran|pemulihan)|(?:ব্যাকআপ|পুনরুদ্ধার)\s+কোড")
_BACKUP = folded_pattern(
    r"(?i)(?:backup|recovery|scratch|emergency|one[- ]time)\s+codes?|backup-?codes?|wiederherstellungscodes?"
    r"|notfallcodes?|c[oó]digos?\s+de\s+(?:respaldo|recuperaci[oó]n|seguridad|backup|emergencia)"
    r"|codes?\s+de\s+(?:secours|récupération|recuperation)|codici\s+di\s+(?:backup|recupero|riserva)"
    r"|kody\s+(?:zapasowe|odzyskiwania)|yedek\s+kod\w*|kurtarma\s+kod\w*|herstelcodes?|back-?upcodes?"
    r"|mã\s+dự\s+phòng|kode\s+(?:cadangan|pemulihan)|резервн\w*\s+код\w*|код\w*\s+восстановлени\w*"
    r"|备用码|备份码|恢复码|バックアップコード|リカバリーコード|확인\s?코드|백업\s?코드|복구\s?코드|" + _WORLD_BACKUP)
_BACKUP_STEMS = stems("code codi códi kod код 码 コード 코드 mã ኮድ lamb misimbo nambari کد کوڈ رموز أكواد קוד कोड κωδικ "
                       "cod kód koder kodlar koodi კოდ կոդ кодтар কোড")
_CODE = folded_pattern(r"(?<![\w\-])(?=[A-Za-z]{0,9}\d)[A-Za-z0-9]{3,10}(?:[ \-](?=[A-Za-z]{0,9}\d)[A-Za-z0-9]{3,10}){0,3}"
                 r"(?![\w\-])")   # groups that each hold a digit


def _base32_value(token: str) -> bool:
    letters = token.replace(" ", "").replace("-", "")
    return any(c.isdigit() for c in letters) and sum(c.isalpha() for c in letters) >= 8


def code_spans(sample: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """A base32 seed within 60 characters after a 2FA word; the codes in the clause after a backup-code word."""
    for value in _BASE32.finditer(sample):
        if _base32_value(value.group(0)) and _TWO_FACTOR.search(sample, max(0, value.start() - 90), value.start()):
            yield "totp seed", value.span()
    if not mentions(sample.lower(), _BACKUP_STEMS):
        return
    for cue in _BACKUP.finditer(sample):
        clause = re.search(r"[.。!?](?:\s|$)|\n", sample[cue.end():cue.end() + 120])
        end = cue.end() + (clause.start() if clause else min(120, len(sample) - cue.end()))
        if re.match(r"[ \t]*(?:[^\n.;]{0,30}[:：])?[ \t]*\n", sample[cue.end():]):   # codes listed below ("1. 4827 1193")
            block = re.search(r"\n\s*\n", sample[cue.end():cue.end() + 400])
            end = cue.end() + (block.start() if block else min(400, len(sample) - cue.end()))
        for value in _CODE.finditer(sample, cue.end(), end):
            groups = re.split(r"[ \-]", value.group(0))
            if sum(c.isalnum() for c in value.group(0)) >= 6 and all(any(c.isdigit() for c in g) for g in groups) \
                    and not any(re.fullmatch(r"(?:19|20)\d\d", g) for g in groups):
                yield "backup codes", value.span()


_HEX64 = folded_pattern(r"(?<![0-9A-Za-z])(?:0x)?[0-9a-fA-F]{64}(?![0-9A-Za-z])")
_HASH_WORD = folded_pattern(r"(?i)sha-?\d*|hash|digest|checksum|\bsum\b|commit|\btx|txid|transaction|block|fingerprint"
                        r"|integrity|etag|public|pubkey|address|merkle|哈希|交易|ハッシュ|해시|хэш|хеш|empreinte|prüfsumme")
_KEY_WORD = folded_pattern(r"(?i)key|signer|signs|signing|wallet|metamask|private|priv\b|secret|seed|deployer|account"
                       r"|export|私钥|秘密鍵|鍵|키|ключ|clé|chave|clave|schlüssel|chiave|klucz|anahtar|sleutel")


def hex_key_spans(sample: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """A bare 64-hex value with a key or wallet word in the 60 characters around it and no hash word before it."""
    for match in _HEX64.finditer(sample):
        before = sample[max(0, match.start() - 60):match.start()]
        around = before + sample[match.end():match.end() + 40]
        if not _HASH_WORD.search(before) and _KEY_WORD.search(around):
            yield "hex private key", match.span()


_QUESTION = folded_pattern(
    r"(?i)security\s+(?:question|answer|q(?:&a|s)?\b)s?|secret\s+(?:question|answer)|memorable\s+(?:word|information|answer|place)"
    r"|maiden\s+name|sicherheits(?:frage|antwort)|geheim(?:frage|antwort)|(?:question|réponse)\s+(?:secrète|de\s+sécurité)"
    r"|(?:pregunta|respuesta)\s+(?:de\s+seguridad|secreta)|(?:pergunta|resposta)\s+(?:de\s+segurança|secreta)"
    r"|(?:domanda|risposta)\s+(?:segreta|di\s+sicurezza)|(?:контрольн|секретн)\w*\s+(?:вопрос|ответ)\w*"
    r"|beveiligingsvraag|geheime\s+vraag|pytani\w*\s+(?:pomocnicz|bezpiecze)\w*|güvenlik\s+soru\w*|gizli\s+soru\w*"
    r"|câu\s+hỏi\s+bảo\s+mật|pertanyaan\s+keamanan|秘密の質問|秘密の答え|安全问题|密保问题|密保|보안\s?질문|비밀\s?질문"
    r"|السؤال\s+السري|سؤال\s+الأمان")
# An answer labelled as one in a text that speaks of a question ("Answer to 'first school': Ridgeway", "Risposta: …").
_ANSWER_LABEL = folded_pattern(
    r"(?i)(?:(?-i:\bA(?=\s*[:：]))|\banswer|antwort|réponse|respuesta|resposta|risposta|antwoord|odpowied[zź]|cevap|ответ|答え|答案|답변?)"
    r"(?:\s+(?:to|for)\s+['\"“‘][^'\"”’\n]{3,60}['\"”’])?")
# What a security question asks about (a quiz's "Question: … Answer: Paris" asks about none of it).
_ASKED = folded_pattern(r"(?i)secur|secret|segret|sicherheit|sécurité|seguridad|segurança|sicurezza|bank|account|login|recovery"
                  r"|memorable|maiden|\bpet\b|first[- ](?:pet|car|school|job|teacher|concert|boss)|childhood|parents?\s+met"
                  r"|born|birth|street|nickname|best\s+friend|mother|father|haustier|animal|mascota|cane|секрет|контрольн|питом"
                  r"|favou?rite\s+(?:teacher|food|book|film|movie|colou?r|place|band|sport|singer)|teacher|lehrer|professeur"
                  r"|秘密|密保|安全|보안|질문")
_QUESTION_STEMS = stems("secur sicherheit geheim secr sécurité seguridad segurança segret sicurezza контрольн секретн "
                         "beveiligings vraag pytani güvenlik gizli bảo keamanan 秘密 安全 密保 보안 비밀 السري الأمان "
                         "memorable maiden")
_ASKED_STEMS = stems("question frage pregunta pergunta domanda вопрос 質問 问题 질문 replied antwortete répondu respondí ответил answer antwort réponse respuesta resposta risposta antwoord odpowied cevap ответ 答え 答案 답 a:")
# A security question asked, then its answer after an arrow, a colon or "A:" ("…first pet? → Mr. Whiskers").
_ASKED_THEN_GIVEN = folded_pattern(r"(?P<q>[^?\n]{8,120}\?)\s*(?:→|->|=>|[:：=]|—|(?-i:A)\s*[:：])\s*"
                             r"(?:(?:Mr|Mrs|Ms|Dr|Miss|Herr|Frau|Mme|Sr|Sra)\.?\s+)?(?P<v>[^\W\d_][\w'’\-]{1,40})")
# A cue that names the value itself ("memorable answer Lighthouse") may be followed by it directly.
_ANSWER_WORD = folded_pattern(r"(?i)answer|word|antwort|réponse|respuesta|resposta|risposta|ответ")
_NAMED_ANSWER = folded_pattern(r"\s+(?P<v>(?-i:[A-ZÀ-ÖØ-Þ])[\w'’\-]{1,40})")
_ANSWERED_WITH = folded_pattern(r"(?i)\b(?:answered|replied|put\s+down|wrote\s+down|used|chose|picked|i\s+put|i\s+entered|i\s+typed"
                          r"|antwortete|répondu"
                          r"|respondí|ответил\w*)\s*[:：]?\s+"
                          r"(?P<v>(?-i:[A-ZÀ-ÖØ-Þ])[\w'’\-]{1,40})")
_ANSWERED = re.compile(r"\?\s*(?:→|->|=>|[:：=]|—|A\s*[:：])")
# A quoted value set as an answer: "set 'Pickles' as the answer to his first-pet question".
_QUOTED_ANSWER = folded_pattern(r"(?i)['\"“‘](?P<v>[^'\"”’\n]{2,40})['\"”’]\s+(?:as|is|was)\s+(?:the\s+|my\s+|his\s+|her\s+|their\s+)?"
                          r"(?:answer|réponse|antwort|respuesta|resposta|risposta|ответ)")
_ANSWER_GIVEN = folded_pattern(r"[^\n.;。]{0,60}(?:\s*(?:[:：]|(?P<set>[=→]|->|=>)|—)\s*|\s+(?:is|was|as|ist|lautet|est|es|é|è|это|是|は)\s+)"
                         r"(?:(?:still|now|probably|always|immer\s+noch|toujours|todavía|ainda|ancora|всё\s+ещё)\s+)?"
                           r"(?:(?:Mr|Mrs|Ms|Dr|Miss|Herr|Frau|Mme|M|Sr|Sra)\.?\s+)?"
                           r"(?P<v>['\"“‘«][^'\"”’»\n]{2,40}['\"”’»]|[^\W\d_][\w'’\-]{1,40})")
_NOT_ANSWER = frozenset("what which who where when why how name wie was welche wo wer quel quelle cuál qué qual quale "
                        "the a an my his her our their i it this that yes no none same unknown n/a also mr mrs ms dr miss "
                        "herr frau mme sr sra ask see siehe voir ver vedi zie frag fragen demander demande preguntar "
                        "pregunta chiedi chiedere vraag tbd later später".split())

# A cue that names the question alone (not its answer, nor a memorable word or maiden name that is the value).
_ASKS_ONLY = folded_pattern(r"(?i)question|frage|pregunta|pergunta|domanda|вопрос|vraag|pytani|soru|câu\s+hỏi|pertanyaan"
                        r"|質問|问题|密保|질문|سؤال")
# The phrase from the value to its clause's end, and a question word closing a CJK question ("…叫什么") or a
# possessive inside one ("母亲的出生地", "最初のペットの名前"): what is asked about, not the answer.
_PHRASE = re.compile(r"['\"“‘«»”’\s]*(?P<p>[^,.;:!?()\n،，。、；：！？（）'\"“‘«»”’]{1,80})")
_ASKING = re.compile(r"(?:什么|什麼|哪|谁|誰|何|무엇|뭐|어디|누구)\s*$|的|の|의\s")


def _the_question(sample: str, start: int) -> bool:
    """Whether the value at `start` reads as the question itself: three words or more before its clause ends
    ("ville de naissance de ma mère", "اسم مدرستي الابتدائية"), or a CJK phrase ending in a question word."""
    phrase = _PHRASE.match(sample, start)
    words = phrase.group("p").split() if phrase else []
    return len(words) >= 3 or bool(words and _ASKING.search(phrase.group("p")))


def _answer_end(sample: str, cue_end: int, match: re.Match[str]) -> int:
    """Where a labelled answer ends: after a colon, the rest of its clause (up to six words: "답: 초등학교 짝꿍 김도윤",
    "answer: Lake Tahoe"), else its first word."""
    if match.group("v")[0] in "'\"“‘«" or not re.search(r"[:：]", sample[cue_end:match.start("v")]):
        return match.end("v")
    phrase = _PHRASE.match(sample, match.start("v"))
    words = phrase.group("p").split() if phrase else []
    return match.start("v") + len(phrase.group("p").rstrip()) if phrase and len(words) <= 6 else match.end("v")


def answer_spans(sample: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """The answer given after a security-question cue: a quoted value, or a word not of the sentence's own."""
    lowered = sample.lower()
    questions = _QUESTION.finditer(sample) if mentions(lowered, _QUESTION_STEMS) else iter(())
    asked = mentions(lowered, _ASKED_STEMS) and _ASKED.search(sample) is not None
    labels = _ANSWER_LABEL.finditer(sample) if asked else iter(())
    for match in _QUOTED_ANSWER.finditer(sample) if asked else ():
        if REDACTED_SECRET not in match.group("v"):
            yield "security answer", match.span("v")
    answered = "?" in sample and _ANSWERED.search(sample) is not None and _ASKED.search(sample) is not None
    for match in _ASKED_THEN_GIVEN.finditer(sample) if answered else ():
        if _ASKED.search(match.group("q")) and match.group("v").lower() not in _NOT_ANSWER \
                and REDACTED_SECRET not in sample[match.start("v"):match.end("v") + 20]:
            yield "security answer", match.span("v")
    for match in _ANSWERED_WITH.finditer(sample) if asked else ():
        if match.group("v").lower() not in _NOT_ANSWER:
            yield "security answer", match.span("v")
    for cue in (*questions, *labels):
        match = _ANSWER_GIVEN.match(sample, cue.end()) or (_NAMED_ANSWER.match(sample, cue.end())
                                                            if _ANSWER_WORD.search(cue.group(0)) else None)
        if match is None:
            continue
        value = match.group("v")
        quoted = value[0] in "'\"“‘«"
        if REDACTED_SECRET in sample[cue.end():match.end() + 80]:
            continue   # the answer was redacted further on; what is left before it is the question
        if not match.groupdict().get("set") and _ASKS_ONLY.search(cue.group(0)) and _the_question(sample, match.start("v")):
            continue   # "Question de sécurité : « ville de naissance de ma mère »": what is asked, not answered
        plain = value.lower() not in _NOT_ANSWER and value.lower() not in _STOP
        named = match.groupdict().get("set") or ("word" in cue.group(0).lower()   # "= lasagna", "memorable word: cardigan"
                                                 and ":" in sample[cue.end():match.start("v")])
        if quoted or (plain and (value[0].isupper() or not value.isascii() or named)):
            yield "security answer", (match.start("v"), _answer_end(sample, cue.end(), match))


def phrase_secret_spans(sample: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """Every rule of this module on an already canonical `sample`."""
    yield from seed_spans(sample)
    yield from code_spans(sample)
    yield from hex_key_spans(sample)
    yield from answer_spans(sample)
    yield from phrase_spans(sample)
