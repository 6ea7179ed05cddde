"""Which prompts are too trivial to recall for: greetings, acknowledgements, slash commands, no content words."""

from __future__ import annotations

import re
import unicodedata

from ..shared.text import query_terms

# Acknowledgements and greetings; a message made only of these (and fillers) is trivial.
_TRIVIAL_WORDS = frozenset(
    """
    yes no ok okay k kk sure thanks thx ty np y n yep yup nope yeah yea nah continue proceed cool nice
    great good done next lgtm perfect awesome alright right fine hmm hm mm lol haha wow oh ah hi hello
    hey hiya yo howdy gm gn bye goodbye later cheers agreed correct exactly indeed please
    好 好的 好吧 嗯 嗯嗯 谢谢 谢了 多谢 你好 您好 继续 可以 行 对 是的 没问题 再见 早上好 晚安
    はい いいえ ありがとう ありがとうございます こんにちは こんばんは おはよう 了解 続けて
    네 예 아니요 감사합니다 고마워 안녕 안녕하세요 좋아요 계속 알겠습니다
    """.split()
) | frozenset((
    "thank you", "got it", "go ahead", "go on", "do it", "sounds good", "makes sense", "all right",
    "good morning", "good afternoon", "good evening", "good night", "see you", "see ya", "thank you so much",
    "thanks a lot", "many thanks", "keep going", "carry on", "of course", "no problem",
))
_FILLERS = frozenset(("there", "again", "much", "so", "very", "you", "all", "guys", "man", "mate"))
_PUNCT = re.compile(r"[\W_]+", re.UNICODE)
_MAX_TRIVIAL_WORDS = 6

_SLASH_COMMAND = re.compile(r"^/[A-Za-z][\w-]*(\s|$)")  # "/new", "/model x"; not "/etc/nginx ..."


def _words(text: str) -> list[str]:
    cleaned = _PUNCT.sub(" ", unicodedata.normalize("NFKC", text).casefold())
    return cleaned.split()


def _all_trivial(words: list[str]) -> bool:
    """True when the words are a sequence of acknowledgement/greeting phrases ("ok thanks", "hi there")."""
    i = 0
    while i < len(words):
        for size in (4, 3, 2, 1):
            phrase = " ".join(words[i:i + size])
            if len(words[i:i + size]) == size and phrase in _TRIVIAL_WORDS:
                i += size
                break
        else:
            if words[i] in _FILLERS:
                i += 1
                continue
            return False
    return True


def trivial_reason(query: str) -> str | None:
    """Why `query` gets no recall ("empty", "slash command", "acknowledgement", "no content words"), or None."""
    text = (query or "").strip()
    if not text:
        return "empty"
    if _SLASH_COMMAND.match(text):
        return "slash command"
    words = _words(text)
    if not words:
        return "no content words"
    if len(words) <= _MAX_TRIVIAL_WORDS and _all_trivial(words):
        return "acknowledgement or greeting"
    if not query_terms(text):
        return "no content words"
    return None
