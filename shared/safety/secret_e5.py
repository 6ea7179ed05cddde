"""Secrets in phrasings no rule was written for: three logistic models (the e5 vector; character n-grams of the text
with its values reduced to their shapes; the cue window of each value-like token), two of which must agree, gated on
a value.

The rules in `secrets.py` name a secret by its cue and its shape; each new author invents cues and kinds they lack
("the storage unit opens with …", a security answer given as "I put …"). This stage reads the builtin embedder's
passage vector (the one the worker stores), where "the gate code is …" lands near its paraphrases and
translations; a hashed character n-gram model of the text with every value-like token replaced by its shape
("Rufus1999" → "§^~~####"), which learns cue words and their value shapes in any script; and a per-token cue model:
each candidate value (`candidates`: a value-like token, split where ASCII meets another script, spelled digits, a
plain word after a colon or in quotes) is read as the 40 characters before it and 16 after it with digits as `#`,
its last words, and its shape, class and length, never the value (`cue_features`), and the text takes its best
candidate's score. The cue model was trained on the labelled value of each secret against every candidate of the
look-alikes and ordinary memories, so a long text's secret is judged by its own cue ("…, Kapukód a társasházhoz:
0#7#3") rather than diluted by the rest. The median of the three scores (`combine`: two of the three models at or
above it) flags a text when it reaches a threshold chosen on leave-one-author-group-out scores, but only when the text
holds a value-like token (`value_present`: a digit run, a mixed letters-and-digits or letters-and-symbols token,
digits spelled as words, a quoted or colon-introduced word, a run of seed-phrase words): "I changed my PIN
yesterday" talks about a secret without holding one. A flag here has no span, so the text is never redacted, only
withheld (`secrets.sealed`). Weights: 384 floats and twice 2^17 float16 hashed weights in `secret_e5.npz`, trained by
`python -m tiered_memory.bench.secret_e5 --export`. Without a usable vector the stage is skipped (one WARNING) and
the rules still apply; per-turn callers pass `embed=False` and so never embed.
"""

from __future__ import annotations

import functools
import re
import zlib
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from ..errors import EmbedderError
from .classifier import features
from .injection_e5 import E5_DIM, EMBED_TIMEOUT_S, _recent_vector, usable_vector, warn_once
from .normalise import fold_confusables, visible
from .secret_phrases import bip39_streak
from .secret_public import mask as public_masked
from .secret_negated_values import negated_spans
from .secret_public_printed import warning_without_value
from .secret_public_spent import spent_code_spans
from .secret_public_stale import stale_spans
from .secret_spoken import DIGIT_WORD

SECRET_E5_PATH = Path(__file__).with_name("secret_e5.npz")
LEARNED_KIND = "secret (learned)"

_DIGITS = re.compile(r"\d(?:[ \-.]?\d)+")                         # two digits or more, spaced or not
_MIXED = re.compile(r"(?<!\S)(?=\S*[^\W\d_])(?=\S*\d)\S{4,}")      # letters and digits in one token
# A letter beside a symbol ("p@ss", "Sun!shine"); a "!" or "?" that ends a sentence ("the quiz!") is no value sign.
_SYMBOLIC = re.compile(r"[^\W\d_](?:[@#$%^&*~+=|\\/_]|[!?]+(?=[^\s!?.,;:)'\"”’]))|[!@#$%^&*~+=|\\/?_][^\W\d_]")
_CAMEL = re.compile(r"[a-z]\S*[A-Z]\S*[a-z]|(?<!\S)[A-Z0-9]{4}(?: [A-Z0-9]{4}){2,}")   # case mixed inside; key groups
# Brand and product names written in mixed case ("GitHub", "WiFi", "PayPal"): a name, not a value.
_BRANDS = re.compile(
    r"(?<![A-Za-z])(?:GitHub|GitLab|BitBucket|Bitbucket|WiFi|PayPal|iPhone|iPad|iCloud|iMac|iOS|macOS|YouTube|LinkedIn"
    r"|WhatsApp|FaceTime|TikTok|OneDrive|SharePoint|PlayStation|MacBook|AirPods|AirBnb|AirBnB|CashApp|DropBox|JetBrains"
    r"|PowerShell|JavaScript|TypeScript|eBay|McDonald'?s|OpenAI|ChatGPT|DigitalOcean|CloudFlare|HubSpot|WordPress"
    r"|QuickBooks|SoundCloud|MySQL|PostgreSQL|MongoDB|NordVPN|ProtonMail|FritzBox|KeePass|LastPass|BitWarden|MasterCard"
    r"|WeChat|AliPay|KakaoTalk|TeamViewer|AnyDesk|DockerHub|GoDaddy|FedEx|DoorDash|UberEats|PlayStore|AppStore"
    r"|HomeKit|SmartThings|NetFlix|SkyQ|BTHub|EasyBox|InPost|ClubCard|Clubcard)(?![A-Za-z])")
_JOINED = re.compile(r"[^\W\d_]{2,}(?:-[^\W\d_]{2,}){2,}")              # words joined by hyphens
_SPELLED = re.compile(rf"(?i)(?<![^\W\d_]){DIGIT_WORD}(?:[ ,\-]{{1,2}}{DIGIT_WORD}){{2,}}")
_QUOTED = re.compile(r"['\"“‘「『«](?P<v>[^'\"”’」』»\n]{2,40})['\"”’」』»]")
# The gate's quote opens after no letter and closes before none: "n'est plus ... l'a" is two elisions, no quoted value
# (the model's candidates keep `_QUOTED`, the reading it was trained on).
_GATE_QUOTED = re.compile(r"(?<![^\W\d_])['\"“‘「『«](?P<v>[^'\"”’」』»\n]{2,40})['\"”’」』»](?![^\W\d_])")
_INTRODUCED = re.compile(r"[:：=→]\s*\S{2,}|(?:\b(?:is|as|was|lautet|est|es|é|è)|->)\s+(?:still\s+)?[A-Z][\w'\-]{2,}")
_WORD_RUN = re.compile(r"(?:[^\x00-\x7f\s]{1,6}[ \u3000]+){11,}")      # a run of twelve short non-Latin words (a seed phrase; a Korean sentence has fewer)
_SEED_RUN = 6
NGRAM_BITS = 17
_VALUE_TOKEN = re.compile(r"[a-z][A-Z]|[^\W\d_][!@#$%^&*~+=|/?_]")
_EDGE = ".,;:!?()[]\"'“”「」『』"
_SCRIPT_EDGE = re.compile(r"(?<=[^\x00-\x7f])(?=[\x21-\x7e])|(?<=[\x21-\x7e])(?=[^\x00-\x7f])")
_INTRO_WORD = re.compile(r"[:：=→]\s*(\S+)")
_DIGIT_RUN = re.compile(r"\d+")
_WORDS = re.compile(r"\w+")


def _shape(token: str) -> str:
    """A token's shape: digits #, capitals ^, other letters ~, runs cut to two, at most twelve characters."""
    out = "".join("#" if c.isdigit() else "^" if c.isupper() else "~" if c.isalpha() else c for c in token)
    return re.sub(r"(.)\1+", r"\1\1", out)[:12]


def value_view(text: str) -> str:
    """`text` with digits said as words marked and every value-like token (a digit, case mixed inside, a letter beside
    a symbol, over 20 characters) replaced by its shape: what the n-gram model reads."""
    sample = _SPELLED.sub(" §spelled ", fold_confusables(visible(text or "")))
    out = []
    for token in sample.split():
        core = token.strip(_EDGE)
        valueish = any(c.isdigit() for c in core) or _VALUE_TOKEN.search(core) or len(core) > 20
        out.append("§" + _shape(core) if valueish else token)
    return " ".join(out)


def value_present(text: str) -> bool:
    """True when `text` holds something a secret could be: digits, a mixed or symbol-bearing token, digits spelled
    out, a quoted or colon-introduced value, or a run of seed-phrase words."""
    sample = fold_confusables(public_masked(visible(text or "")))   # a public key or an address is no value
    sample = _BRANDS.sub(lambda m: m.group(0).lower(), sample)   # "GitHub", "WiFi": a name's capitals, no value
    patterns = (_DIGITS, _MIXED, _SYMBOLIC, _CAMEL, _JOINED, _SPELLED, _GATE_QUOTED, _INTRODUCED, _WORD_RUN)
    if _spent_value(visible(text or "")):   # the value is spent or dead: a plain word after a colon is no other value
        patterns = (_DIGITS, _MIXED, _SYMBOLIC, _CAMEL, _JOINED, _SPELLED, _WORD_RUN)
    if warning_without_value(visible(text or "")):   # "nunca passar código do WhatsApp pra ninguém": a warning, no value
        return False
    return any(p.search(sample) for p in patterns) or bip39_streak(sample) >= _SEED_RUN


def _spent_value(text: str) -> bool:
    """Whether the mask blanked a value as spent, dead or denied ("Abholcode 7731-22 …: Paket schon abgeholt")."""
    return any(True for _ in spent_code_spans(text)) or any(True for _ in stale_spans(text)) \
        or any(True for _ in negated_spans(text))


@dataclass(frozen=True)
class Candidate:
    """One value-like span of the read text: where it is, what it says, and how it was found (v: a value-like token,
    s: digits spelled as words, i: a plain word after a colon, q: a plain quoted word)."""

    start: int
    end: int
    core: str
    kind: str


def _valueish(core: str) -> bool:
    return bool(core) and (any(c.isdigit() for c in core) or bool(_VALUE_TOKEN.search(core)) or len(core) > 20)


def candidates(text: str) -> tuple[str, list[Candidate]]:
    """The text as read (confusables folded) and its value-like spans: each whitespace token split where ASCII meets
    another script ("密码是Abc123"), spelled digits, plain words after a colon or in quotes."""
    read = fold_confusables(visible(text or ""))
    out = []
    for match in re.finditer(r"\S+", read):
        pos = 0
        for part in _SCRIPT_EDGE.split(match.group()):
            start = match.group().find(part, pos)
            pos = start + len(part)
            core = part.strip(_EDGE)
            if _valueish(core):
                at = match.start() + start + part.find(core)
                out.append(Candidate(at, at + len(core), core, "v"))
    out += [Candidate(m.start(), m.end(), m.group(), "s") for m in _SPELLED.finditer(read)]
    for m in _INTRO_WORD.finditer(read):
        core = m.group(1).strip(_EDGE)
        if core and not _valueish(core):
            out.append(Candidate(m.start(1), m.start(1) + len(core), core, "i"))
    out += [Candidate(m.start("v"), m.end("v"), m.group("v"), "q") for m in _QUOTED.finditer(read)
            if not _valueish(m.group("v"))]
    return read, out


def _grams(text: str, sizes: tuple[int, ...]) -> set[str]:
    padded = f" {text} "
    return {padded[i:i + n] for n in sizes for i in range(len(padded) - n + 1)}


def cue_features(read: str, cand: Candidate) -> set[str]:
    """What the token model reads of one candidate: the cue window before it (40 characters, digits as #: its
    character n-grams, the last 8 characters' n-grams, its last four words), 16 characters after it, and the
    value's shape, kind, length and character classes: never the value itself."""
    left = _DIGIT_RUN.sub("#", read[max(0, cand.start - 40):cand.start]).casefold()
    right = _DIGIT_RUN.sub("#", read[cand.end:cand.end + 16]).casefold()
    out = {"L" + g for g in _grams(left[-32:], (2, 3, 4))} | {"N" + g for g in _grams(left[-8:], (1, 2, 3))}
    words, after = _WORDS.findall(left), _WORDS.findall(right)
    out |= {"W" + w for w in words[-4:]} | {"W1" + w for w in words[-1:]} | {"R1" + w for w in after[:1]}
    out |= {"R" + g for g in _grams(right, (2, 3))}
    shape = "spelled" if cand.kind == "s" else _shape(cand.core)
    classes = "".join(k for k, test in (("d", str.isdigit), ("u", str.isupper), ("l", str.islower))
                      if any(test(c) for c in cand.core)) + ("s" if any(not c.isalnum() for c in cand.core) else "")
    out |= {"S" + shape, "K" + cand.kind, f"LEN{min(len(cand.core), 40) // 4}", "C" + classes}
    return out | {"G" + g for g in _grams(shape, (2, 3))}


def hashed(grams: set[str], bits: int = NGRAM_BITS) -> tuple[np.ndarray, np.ndarray]:
    """(indices, signed L2-normalised values) of hashed features, as `classifier.features` hashes its n-grams."""
    codes = np.fromiter((zlib.crc32(g.encode("utf-8", "surrogatepass")) for g in grams), dtype=np.uint32,
                        count=len(grams))
    sign = np.where(codes >> 31, -1.0, 1.0).astype(np.float32)
    return (codes & ((1 << bits) - 1)).astype(np.int64), sign / np.sqrt(max(1, len(sign)))


def token_rows(text: str) -> list[tuple[np.ndarray, np.ndarray]]:
    """Hashed cue features of every candidate of `text` (none when it has no value-like span)."""
    read, found = candidates(text)
    return [hashed(cue_features(read, cand)) for cand in found]


def combine(e5: np.ndarray | float, chars: np.ndarray | float, tokens: np.ndarray | float) -> np.ndarray | float:
    """The median of the three models' scores (elementwise): it passes a threshold only when two of them do. At first
    sight on four held-out authors it flagged fewer look-alikes than the mean at the same cap, one confident model
    alone no longer enough, and caught fewer secrets (bench/secret_e5.py)."""
    out = np.median(np.stack(np.broadcast_arrays(e5, chars, tokens)), axis=0)
    return float(out) if out.ndim == 0 else out


@dataclass(frozen=True)
class SecretModel:
    """Weights over the e5 vector, the value view's n-grams and the candidates' cue features, each with its bias, and
    the out-of-fold threshold on the median of the three scores at which a gated text is flagged."""

    weights: np.ndarray
    bias: float
    ngram: np.ndarray
    ngram_bias: float
    threshold: float
    token: np.ndarray
    token_bias: float

    def e5(self, vector: np.ndarray) -> float:
        """Probability-like e5 score in [0, 1] of one L2-normalised passage vector."""
        z = float(np.asarray(vector, dtype=np.float32) @ self.weights) + self.bias
        return float(1.0 / (1.0 + np.exp(-z)))

    def chars(self, text: str) -> float:
        """Probability-like n-gram score in [0, 1] of `text`'s value view."""
        index, value = features(value_view(text), NGRAM_BITS)
        return float(1.0 / (1.0 + np.exp(-(float(value @ self.ngram[index]) + self.ngram_bias))))

    def tokens(self, text: str) -> float:
        """The highest probability-like cue score in [0, 1] of `text`'s candidates (0 when it has none)."""
        zs = [float(value @ self.token[index]) + self.token_bias for index, value in token_rows(text)]
        return float(1.0 / (1.0 + np.exp(-max(zs)))) if zs else 0.0

    def score(self, text: str, vector: np.ndarray) -> float:
        """The median of the three scores: at or above `threshold` when two of the three models are."""
        return combine(self.e5(vector), self.chars(text), self.tokens(text))

    def save(self, path: Path = SECRET_E5_PATH) -> None:
        np.savez_compressed(path, weights=self.weights.astype(np.float32), ngram=self.ngram.astype(np.float16),
                            token=self.token.astype(np.float16),
                            meta=np.array([self.bias, self.ngram_bias, self.threshold, self.token_bias],
                                          dtype=np.float64))


@functools.lru_cache(maxsize=1)
def load_secret_model(path: Path = SECRET_E5_PATH) -> SecretModel | None:
    """The shipped model, or None (logged once) when it is missing, unreadable or of the wrong shape."""
    try:
        with np.load(path) as data:
            meta = data["meta"]
            model = SecretModel(data["weights"].astype(np.float32), float(meta[0]), data["ngram"].astype(np.float32),
                                float(meta[1]), float(meta[2]), data["token"].astype(np.float32), float(meta[3]))
    except (OSError, KeyError, ValueError, IndexError) as exc:
        warn_once("secret-model", "learned secret stage not loaded from %s (%s); rules only", path, exc)
        return None
    shapes = (model.weights.shape, model.ngram.shape, model.token.shape)
    if shapes != ((E5_DIM,), (1 << NGRAM_BITS,), (1 << NGRAM_BITS,)):
        warn_once("secret-model", "learned secret stage at %s has shapes %s, not (%d,)/(%d,)/(%d,); rules only", path,
                  shapes, E5_DIM, 1 << NGRAM_BITS, 1 << NGRAM_BITS)
        return None
    return model


def _vector(text: str, vector: object, model_id: str | None, embed: bool, timeout: float | None) -> np.ndarray | None:
    usable = usable_vector(vector, model_id)  # type: ignore[arg-type]
    if usable is not None or not embed:
        return usable
    try:
        return _recent_vector(text, timeout)   # shared with the injection stage: one embedding a text
    except EmbedderError as exc:
        warn_once("secret-embed", "learned secret stage: no e5 vector (%s); rules only", exc)
        return None


def secret_score(text: str, *, vector: object = None, model_id: str | None = None, embed: bool = True,
                 timeout: float | None = EMBED_TIMEOUT_S) -> float | None:
    """The model's score of `text` (from `vector` when usable, else embedded here if `embed`), or None when the stage
    cannot run. The value gate is not applied here (`learned_secret` does)."""
    model = load_secret_model()
    if model is None or not text or not text.strip():
        return None
    usable = _vector(text, vector, model_id, embed, timeout)
    return None if usable is None else model.score(text, usable)


def learned_secret(text: str, *, vector: object = None, model_id: str | None = None,
                   embed: bool = True) -> str | None:
    """LEARNED_KIND when `text` holds a value and the model flags it, else None (also when the stage cannot run)."""
    if not value_present(text):
        return None
    model = load_secret_model()
    score = secret_score(text, vector=vector, model_id=model_id, embed=embed)
    return LEARNED_KIND if model is not None and score is not None and score >= model.threshold else None
