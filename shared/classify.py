"""Typing of hot entries (state vs rule, protected or not) from structural signals and small lexicons.

No LLM, four languages (English, Korean, Chinese, Japanese). An entry is a **state** when it
records something finished (a done/fixed/deployed/migrated marker, or its ko/zh/ja
equivalent) and states no standing instruction; everything else is a **rule** and stays hot.
Rules are the default on purpose: a state mistyped as a rule only lingers, a rule mistyped as
a state would leave the hot tier.

A mixed entry (a finished record that also states a standing instruction, a preference, a
correction or an open item) is a rule. An entry is **protected** when it holds a red line
(never/always/must and equivalents), a correction, a behaviour/style/interaction rule, or has
importance >= 0.9; a protected entry is always typed rule.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from datetime import date
from typing import Optional

__all__ = ["Classification", "classify_entry", "find_dates", "PROTECT_IMPORTANCE"]

PROTECT_IMPORTANCE = 0.9


@dataclass(frozen=True)
class Classification:
    """The typing of one hot entry, with the signals that decided it."""

    type: str                 # 'state' | 'rule'
    protected: bool
    reasons: tuple[str, ...]
    dates: tuple[str, ...]    # ISO dates (YYYY-MM-DD) found in the text, in order
    red_line: bool

    @property
    def movable(self) -> bool:
        """May leave the hot tier by age alone (an unprotected state)."""
        return self.type == "state" and not self.protected


# --------------------------------------------------------------------------- lexicons
# English patterns match case-insensitively on word boundaries; CJK patterns match as substrings
# of the NFKC-folded text. Each list is grouped en / ko / zh / ja.
_HAN = "\u4e00-\u9fff"
_HANGUL = "\uac00-\ud7a3"
# Hangul syllables ending in ㅆ (the past-tense marker: 했, 됐, 고쳤, 팔았 ...), minus 있 (exists) and 겠 (will).
_KO_PAST = "".join(chr(code) for code in range(0xAC00, 0xD7A4)
                   if (code - 0xAC00) % 28 == 20 and chr(code) not in "있겠")
# Hangul syllables ending in ㅁ: the memo-style nominal predicate (넘김, 맞음), read as done only in dated entries.
_KO_NOMINAL = "".join(chr(code) for code in range(0xAC00, 0xD7A4) if (code - 0xAC00) % 28 == 16)
# Sino-Korean / loanword action nouns that read as a finished action before 함/됨/했 ("설정함", "배포됨").
_KO_ACTIONS = ("설정|연장|배포|설치|재설치|변경|전환|이전|교체|삭제|제거|등록|해지|갱신|적용|처리|수정|업그레이드|"
               "업데이트|추가|생성|발급|재발급|신청|결제|납부|구매|예약|제출|연결|정리|반영|머지|병합|릴리스|종료|"
               "중단|재시작|백업|복구|이동|초기화|활성화|비활성화|해결|완료|서명|업로드|마이그레이션|교환|반납|환불")
# English participles that describe a standing condition, not a finished action.
_STATIVE = ("interested", "married", "based", "located", "called", "named", "used", "required",
            "supposed", "allowed", "expected", "involved", "related", "concerned", "tired",
            "excited", "pleased", "worried", "bored", "allergic", "annoyed", "confused", "limited",
            "scheduled", "planned", "blocked", "needed", "preferred", "detailed", "advanced")
_NOT_STATIVE = rf"(?!(?:{'|'.join(_STATIVE)})\b)"


def _en(*words: str) -> str:
    return r"\b(?:" + "|".join(words) + r")\b"


# English imperative mood: a clause that opens with a bare instruction verb ("Skip ...", "Treat ...").
_IMPERATIVE_VERBS = (
    "use", "run", "keep", "write", "reply", "respond", "answer", "ask", "avoid", "add", "include",
    "format", "call", "check", "confirm", "make", "remember", "stop", "start", "default", "stick",
    "send", "commit", "push", "test", "follow", "prefix", "sign", "wrap", "mention", "cite",
    "explain", "show", "give", "verify", "document", "name", "tag", "label", "store", "save",
    "route", "pin", "skip", "leave", "let", "treat", "assume", "address", "speak", "talk", "remind",
    "tell", "notify", "ping", "prefer", "never", "always", "double-check", "try", "look", "open",
    "print", "quote", "spell", "sort", "limit", "split", "put", "get", "go", "offer", "suggest",
    "recommend", "warn", "flag", "review", "consider", "favor", "favour", "lead", "summarize",
)
_IMPERATIVE = (r"(?:^|[.;!?]\s+|:\s+|\n\s*[-*]?\s*)(?:please\s+)?(?:" + "|".join(_IMPERATIVE_VERBS)
               + r")\b(?!\s+(?:is|are|was|were)\b)")

# Red lines: absolute instructions. Always a rule, always protected.
_RED_LINE = [
    _en(r"never", r"always", r"must(?:\s+not|n't)?", r"under no circumstances", r"forbidden",
        r"prohibited", r"not allowed", r"red[- ]line", r"zero tolerance", r"no exceptions?",
        r"in no case", r"no matter what", r"mandatory"),
    r"절대", r"항상", r"반드시", r"금지", r"무조건", r"언제나", r"결코", r"어떤 경우에도", r"어떠한 경우에도", r"필수",
    r"永远", r"总是", r"始终", r"一律", r"绝不", r"绝对不", r"决不", r"禁止", r"严禁", r"必须", r"务必",
    r"红线", r"零容忍", r"不准", r"不许", r"不得", r"任何情况下", r"无论如何",
    r"絶対", r"常に", r"必ず", r"決して", r"禁止", r"厳禁", r"いつも", r"いかなる場合", r"どんな場合", r"必須",
]

# Corrections of something recorded or said before. A rule, protected.
_CORRECTION = [
    _en(r"correction", r"corrected", r"to correct", r"erratum"), r"^\s*actually\b",
    _en(r"not [^.;]{1,40} as (?:noted|stated|recorded|written|mentioned|said) (?:before|earlier|previously)"),
    r"정정", r"교정",
    r"纠正", r"更正", r"订正",
    r"訂正",
]

# Preferences, standing instructions, conventions, recurring arrangements.
_RULE = [
    _IMPERATIVE,
    _en(r"prefers?", r"preferred", r"preference", r"likes", r"loves", r"hates", r"dislikes?",
        r"enjoys", r"wants?", r"wanted", r"would like", r"wishes", r"can't stand", r"fond of"),
    _en(r"don'?t", r"do not", r"doesn'?t want", r"should(?:n'?t)?", r"ought to", r"from now on",
        r"going forward", r"in (?:the )?future", r"by default", r"defaults? to", r"make sure",
        r"remember to", r"avoid", r"please", r"stick (?:to|with)", r"keep using", r"only use",
        r"stop \w+ing", r"asked (?:me|us|the agent) to", r"told (?:me|us) to", r"whenever",
        r"every time", r"each time", r"when the user", r"convention", r"policy", r"rule",
        r"(?:all|every|each|any) (?:new|future)", r"agreed (?:with [^.;]{1,30})?(?:that|on)",
        r"(?:is|are) (?:required|expected)", r"every (?:day|week|month|year|morning|evening|night)",
        r"nightly", r"daily", r"weekly", r"monthly"),
    r"선호", r"좋아", r"싫어", r"원한다", r"원함", r"원해", r"바란다", r"말\s?것", r"지\s?마", r"하지마",
    r"할\s?것", r"볼\s?것", r"줄\s?것", r"쓸\s?것", r"달라", r"해\s?줘", r"주세요", r"앞으로", r"기본으로",
    r"규칙", r"않도록", r"않게", r"도록\s?(?:한다|할)", r"모든 새", r"새 \S+ 모두", r"해야",
    r"매일", r"매주", r"매달", r"매월", r"매년",
    r"偏好", r"喜欢", r"讨厌", r"希望", r"想要", r"要求", r"倾向", r"习惯", r"以后", r"今后", r"从现在起",
    r"默认", r"不要", r"别再", r"别用", r"(?<![申邀])请(?!求)", r"规则", r"约定", r"惯例", r"应该", r"应当",
    r"一定要", r"每次", r"只能", r"所有新", r"新[^，。,]{0,6}都", r"每天", r"每周", r"每月", r"每年", r"每晚",
    r"好き", r"好む", r"好み", r"嫌い", r"希望", r"望む", r"ほしい", r"欲しい", r"ないで", r"ないこと",
    r"こと(?=[。.、,!！]|$)", r"ください", r"べき", r"今後", r"これから", r"デフォルト", r"ルール", r"方針",
    r"ように(?:する|して)", r"すべての新", r"全ての新", r"毎日", r"毎週", r"毎月", r"毎年", r"毎晩", r"毎朝",
]

# "from <date>" / "<date>부터" / "从<date>起" / "<date>以降": a rule that starts on a date.
_DATE_CORE = r"(?:19|20)\d\d[-/.]\d{1,2}[-/.]\d{1,2}"
_STANDING_FROM = [
    _en(r"from " + _DATE_CORE, r"starting (?:on )?" + _DATE_CORE, _DATE_CORE + r" onwards?"),
    _DATE_CORE + r"\s*(?:부터|이후로)",
    r"(?:从|自)\s*" + _DATE_CORE + r"\s*(?:起|开始)", _DATE_CORE + r"\s*(?:起|以后|以来)",
    _DATE_CORE + r"\s*(?:以降|から)",
]

# Open items and ongoing conditions: not finished, so they stay hot.
_PENDING = [
    _en(r"todo", r"pending", r"not yet", r"in progress", r"tbd", r"to be decided", r"waiting (?:for|on)",
        r"blocked (?:on|by)", r"still (?:need|needs|to)", r"next week", r"planned", r"unresolved",
        r"still (?:required|needed|valid|in (?:effect|place|use)|applies|open|broken)"),
    r"아직", r"예정(?=이|임|입니다|[\s.,;)]|$)", r"미정", r"진행\s?중", r"대기\s?중", r"미완료", r"여전히",
    r"계속 필요",
    r"还没", r"尚未", r"未完成", r"待定", r"待办", r"进行中", r"计划", r"未定", r"下周", r"未拍板",
    r"仍然", r"仍需", r"依然", r"还需要",
    r"まだ", r"予定(?=だ|です|で|[\s。、.,)]|$)", r"未定", r"未完了", r"進行中", r"検討中", r"保留",
    r"引き続き",
]

# Finished actions: the only evidence for a state.
_DONE = [
    _en(r"migrated", r"moved", r"switched", r"deployed", r"released", r"shipped", r"merged", r"fixed",
        r"resolved", r"configured", r"installed", r"reinstalled", r"upgraded", r"downgraded",
        r"updated", r"renamed", r"removed", r"deleted", r"replaced", r"completed", r"finished",
        r"done", r"closed", r"launched", r"rolled (?:out|back)", r"published", r"decided",
        r"agreed", r"approved", r"retired", r"decommissioned", r"disabled", r"re-?enabled",
        r"enabled", r"bumped", r"patched", r"rotated", r"renewed", r"revoked", r"cancell?ed",
        r"refunded", r"paid", r"booked", r"submitted", r"restored", r"cleaned up", r"wired up",
        r"provisioned", r"archived", r"wiped", r"tagged", r"pulled", r"reissued", r"transferred",
        r"registered", r"purchased", r"bought", r"ordered", r"received", r"went live",
        r"is (?:now )?live", r"status: ?(?:done|complete|closed)", r"repaired", r"sold", r"returned",
        r"sent", r"filed", r"connected", r"hooked up", r"dropped"),
    # a clause opening with a past-tense verb ("Handed ...", "Uploaded ...")
    rf"(?:^|[.;:]\s+|\d{{4}}-\d\d-\d\d:?\s+){_NOT_STATIVE}[A-Za-z]{{3,}}ed\b",
    # a past-tense verb taking an object ("Signed the lease", "Replaced the dead SSD")
    rf"\b{_NOT_STATIVE}[a-z]{{3,}}ed (?:the|a|an|our|my|his|her|their|its)\b",
    # "<x>ed by ...", "is now <x>ed", "was/were/has been <x>ed"
    rf"\b{_NOT_STATIVE}[a-z]{{3,}}ed\s+by\b",
    rf"\b(?:is now|are now|was|were|has been|have been|got)\s+(?:\w+ly\s+)?{_NOT_STATIVE}[a-z]{{3,}}ed\b",
    r"✅",
    r"완료", r"해결", r"확정", r"끝났", r"끝남", r"마쳤", r"마침", r"해소", r"사라짐",
    rf"[{_KO_PAST}](?:다|음|고|으며|습니다|어요)(?![{_HANGUL}])",
    rf"(?:{_KO_ACTIONS})\s?(?:함|됨)(?=[\s.,;)]|$)", r"(?:발급|승인|환불)\s?받(?:음|았)",
    r"完成", r"完毕", r"搞定", r"解决", r"上线", r"拍板", r"确定了", r"决定了", r"已决定", r"最终决定",
    rf"已经?(?![向跟和与知有是经确])[{_HAN}]",
    r"(?:修复|部署|迁移|升级|发布|删除|切换|关闭|停用|续费|安装|配置|合并|上线|回滚|注销|退款)了",
    rf"(?<![为除算罢极])[{_HAN}](?:到|给|完|好|成|掉|入|上|过|出|下|回|起|开|装|修|改|换|删|加|关|停|接|配|迁|升|发|交|买|卖|订|退|付|签|办|建|搬|拆|清)了",
    r"完了", r"解消", r"(?<!確認)済み", r"(?<!確認)済(?![みま])", r"終えた", r"終わった",
    r"し(?:た|ました)(?![いくら])", r"もらった", r"(?:決定|決め)た",
    r"(?:[いきしちにひみりえけせてねへめれぎじびぴげべ]た|(?<![だか])った|[いん]だ)(?=[。、.,()（）\s]|$)",
]

# How the agent talks to and works with the user: a rule of this kind is protected.
_STYLE = [
    _en(r"answers?", r"repl(?:y|ies)", r"respon(?:d|ds|se|ses)", r"tone", r"emojis?", r"concise",
        r"verbose", r"preambles?", r"bullet[- ]points?", r"paragraphs?", r"formal", r"casual",
        r"call (?:me|them|him|her|the user)", r"address (?:me|them|him|her|the user)",
        r"ask (?:me )?before", r"ask first", r"confirm (?:with me )?before", r"check with (?:me|the user)",
        r"explain", r"explanations?", r"wording", r"jargon", r"for the user", r"to the user",
        r"tell the user", r"show the user", r"summar(?:y|ies|ize)", r"get to the point", r"speak",
        r"plain(?:ly)?", r"simple words", r"written for the user", r"small talk", r"chit-?chat",
        r"remind (?:me|the user|them)", r"notify (?:me|the user|them)", r"let (?:me|the user|them) know"),
    r"답변", r"대답", r"응답", r"말투", r"존댓말", r"반말", r"어조", r"이모지", r"이모티콘", r"설명", r"서론",
    r"본론", r"불러", r"호칭", r"물어보", r"물어볼", r"확인\s?받", r"보고", r"요약", r"한국어로", r"영어로",
    r"사용자에게", r"쉬운 말", r"잡담", r"인사말", r"알려\s?줄", r"알려\s?주", r"상기시",
    r"回答", r"回复", r"答复", r"语气", r"措辞", r"表情", r"简洁", r"啰嗦", r"开场白", r"结论", r"大白话",
    r"解释", r"称呼", r"叫我", r"先确认", r"汇报", r"沟通", r"用中文", r"让用户", r"说话", r"用词",
    r"给用户写", r"寒暄", r"闲聊", r"客套", r"提醒用户", r"告诉用户", r"通知用户",
    r"返答", r"返事", r"口調", r"敬語", r"絵文字", r"前置き", r"結論", r"説明", r"呼ぶ", r"呼んで",
    r"確認を取", r"確認を得", r"先に確認", r"報告", r"箇条書き", r"日本語で", r"提示", r"専門用語", r"言葉",
    r"話す", r"ユーザー向けの文章", r"雑談", r"世間話", r"ユーザーに知らせ", r"ユーザーに伝え", r"リマインド",
]


def _compile(patterns: list[str]) -> re.Pattern[str]:
    return re.compile("|".join(f"(?:{p})" for p in patterns), re.IGNORECASE)


_SIGNALS: dict[str, re.Pattern[str]] = {
    "red_line": _compile(_RED_LINE),
    "correction": _compile(_CORRECTION),
    "rule": _compile(_RULE),
    "standing_from": _compile(_STANDING_FROM),
    "pending": _compile(_PENDING),
    "done": _compile(_DONE),
    "style": _compile(_STYLE),
}

# Korean memo-style nominal predicate closing a clause ("... 넘김.", "... 맞음 (날짜)"): done, in a dated entry.
_KO_DATED_NOMINAL = re.compile(rf"[{_HANGUL}]*[{_KO_NOMINAL}](?=\s*[.,;()]|\s*$)")

# --------------------------------------------------------------------------- dates

_DATE_PATTERNS = [
    re.compile(r"(?<!\d)((?:19|20)\d\d)[-/.](\d{1,2})[-/.](\d{1,2})(?!\d)"),
    re.compile(r"(?<!\d)((?:19|20)\d\d)\s*[年년]\s*(\d{1,2})\s*[月월]\s*(\d{1,2})\s*[日号號일]"),
]


def find_dates(text: str) -> tuple[str, ...]:
    """Calendar dates in the text (ISO, slashed/dotted, 年月日, 년월일) as unique ISO strings."""
    found: list[tuple[int, str]] = []
    normal = unicodedata.normalize("NFKC", text)
    for pattern in _DATE_PATTERNS:
        for match in pattern.finditer(normal):
            year, month, day = (int(part) for part in match.groups())
            try:
                found.append((match.start(), date(year, month, day).isoformat()))
            except ValueError:
                continue
    return tuple(dict.fromkeys(iso for _, iso in sorted(found)))


# --------------------------------------------------------------------------- classification

_CODE_SPAN = re.compile(r"`[^`]*`")
_URL = re.compile(r"https?://\S+")


def _prepare(text: str) -> str:
    """NFKC-fold (full-width forms), and blank out inline code and URLs before lexicon matching."""
    folded = unicodedata.normalize("NFKC", text)
    return _URL.sub(" ", _CODE_SPAN.sub(" ", folded))


_LEAD = re.compile(r"^[\s\d\-/.:;!?*]+")  # clause punctuation or a date a pattern had to anchor on


def _hits(text: str, dated: bool) -> dict[str, list[str]]:
    hits: dict[str, list[str]] = {}
    for name, pattern in _SIGNALS.items():
        words = [_LEAD.sub("", m.group(0)).strip() for m in pattern.finditer(text)]
        if words:
            hits[name] = list(dict.fromkeys(words))
    if dated:
        nominal = [m.group(0) for m in _KO_DATED_NOMINAL.finditer(text)]
        if nominal:
            hits.setdefault("done", []).extend(nominal)
    return hits


def classify_entry(text: str, importance: Optional[float] = None) -> Classification:
    """Type one hot entry as 'state' or 'rule' and decide whether it is protected."""
    dates = find_dates(text)
    hits = _hits(_prepare(text), dated=bool(dates))
    reasons = [f"{name}:{word}" for name, words in hits.items() for word in words[:3]]
    reasons += [f"date:{iso}" for iso in dates]

    red_line = "red_line" in hits
    important = importance is not None and importance >= PROTECT_IMPORTANCE
    if important:
        reasons.append(f"importance:{importance:g}")
    keeps_hot = any(name in hits for name in ("red_line", "correction", "rule", "standing_from", "pending"))
    is_state = "done" in hits and not keeps_hot and not important
    kind = "state" if is_state else "rule"
    protected = red_line or important or "correction" in hits or (kind == "rule" and "style" in hits)
    return Classification(kind, protected, tuple(reasons), dates, red_line)
