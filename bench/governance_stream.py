"""The governance benchmark's write stream: a deterministic mix of status records, rules, preferences,
red lines, duplicates, corrections and removals in English, Korean, Chinese and Japanese."""

from __future__ import annotations

import random
import time
from dataclasses import dataclass

from ..worker.context import DAY_S

START = 1_788_000_000.0     # a fixed simulated epoch (2026-08-29)

PROJECTS = ["atlas", "borealis", "cobalt", "dune", "ember", "fjord", "granite", "harbor", "iris", "juniper",
            "kestrel", "lumen", "meridian", "nimbus", "onyx", "pioneer", "quartz", "raven", "sierra", "tundra"]
TOOLS = ["ruff", "pytest", "uv", "mypy", "pnpm", "vitest", "eslint", "black", "poetry", "tox", "pre-commit", "docker"]
TASKS_EN = ["linting", "tests", "packaging", "type checks", "formatting", "releases", "CI", "local dev"]
TASKS_KO = ["린트", "테스트", "패키징", "타입 검사", "포매팅", "릴리스", "CI", "로컬 개발"]
TASKS_ZH = ["代码检查", "测试", "打包", "类型检查", "格式化", "发布", "持续集成", "本地开发"]
TASKS_JA = ["リント", "テスト", "パッケージング", "型チェック", "整形", "リリース", "CI", "ローカル開発"]
THINGS_EN = ["dark mode", "short answers", "code first, prose after", "bullet lists", "metric units", "tabs",
             "British spelling", "examples in Python", "a summary at the top", "plain text over tables"]
CONTEXTS_EN = ["code reviews", "emails", "the terminal", "design docs", "status updates", "commit messages"]
THINGS_KO = ["짧은 요약", "예시 코드", "표 대신 목록", "존댓말", "결론 먼저"]
CONTEXTS_KO = ["코드 리뷰", "이메일", "회의록", "설계 문서"]
THINGS_ZH = ["简洁的语气", "先给结论", "示例代码", "列表而不是表格", "中文注释"]
CONTEXTS_ZH = ["写邮件", "代码评审", "写文档", "日报"]
THINGS_JA = ["短い要約", "コード例", "箇条書き", "結論から", "丁寧語"]
CONTEXTS_JA = ["朝の会議", "コードレビュー", "設計書", "メール"]
RED_LINES = [
    ("memory", "Never push directly to main; always open a pull request."),
    ("memory", "Never run migrations against production without a fresh backup."),
    ("user", "Always answer in the language the user wrote in."),
    ("memory", "운영 데이터베이스는 절대 직접 수정하지 말 것."),
    ("user", "用户明确要求：绝不在回答里编造引用。"),
    ("memory", "本番環境の設定は必ずレビューを通すこと。"),
]


@dataclass(frozen=True)
class Intent:
    """One memory write the model wants to make."""

    kind: str            # add | correct | remove | dup
    target: str
    text: str
    old: str | None = None   # correct/remove: the entry (text) it refers to
    category: str = ""
    lang: str = "en"


def _date(day: int, rng: random.Random) -> str:
    t = START + (day - rng.randint(0, 2)) * DAY_S
    return time.strftime("%Y-%m-%d", time.gmtime(t))


def _state(day: int, n: int, rng: random.Random, lang: str) -> str:
    project, version = rng.choice(PROJECTS), f"{rng.randint(1, 4)}.{rng.randint(0, 20)}.{n % 50}"
    date = _date(day, rng)
    return {
        "en": rng.choice([f"{date} Deployed {project} v{version} to production, done.",
                          f"{date} Migrated the {project} database to PostgreSQL {rng.randint(13, 17)}; completed.",
                          f"Fixed the flaky {project} CI job #{n} on {date} by pinning the clock."]),
        "ko": f"{date} {project} v{version} 배포 완료.",
        "zh": f"{date} 已完成 {project} v{version} 的上线部署。",
        "ja": f"{date} {project} v{version}のデプロイが完了した。",
    }[lang]


def _rule(n: int, rng: random.Random, lang: str) -> str:
    project, tool = rng.choice(PROJECTS), rng.choice(TOOLS)
    i = rng.randrange(len(TASKS_EN))
    return {
        "en": rng.choice([f"In project {project}, use {tool} for {TASKS_EN[i]}.",
                          f"Project {project}: functions stay under {rng.choice([40, 60, 80])} lines; rule {n}.",
                          f"The {project} API listens on port {rng.choice([8080, 8000, 9000, 5000])}."]),
        "ko": f"{project} 프로젝트에서는 {TASKS_KO[i]}에 {tool}을 사용한다.",
        "zh": f"{project} 项目里{TASKS_ZH[i]}统一用 {tool}。",
        "ja": f"{project}プロジェクトでは{TASKS_JA[i]}に{tool}を使う。",
    }[lang]


PREFERENCE_SLOTS = {"en": CONTEXTS_EN[:5], "ko": CONTEXTS_KO[:3], "zh": CONTEXTS_ZH[:3], "ja": CONTEXTS_JA[:3]}


def _preference(lang: str, context: str, rng: random.Random) -> str:
    """One user preference: a bounded set of slots (a context each) whose value changes over time."""
    return {
        "en": f"User prefers {rng.choice(THINGS_EN)} in {context}.",
        "ko": f"사용자는 {context}에서 {rng.choice(THINGS_KO)}을 선호한다.",
        "zh": f"用户在{context}时偏好{rng.choice(THINGS_ZH)}。",
        "ja": f"ユーザーは{context}では{rng.choice(THINGS_JA)}を好む。",
    }[lang]


def make_stream(days: int, per_day: int, seed: int) -> list[list[Intent]]:
    """Per day, the intents in order. Deterministic for (days, per_day, seed)."""
    rng = random.Random(seed)
    written: list[Intent] = []
    stream: list[list[Intent]] = []
    preferences: dict[tuple[str, str], str] = {}
    n = 0
    for day in range(days):
        today: list[Intent] = []
        for _ in range(per_day):
            n += 1
            lang = rng.choices(["en", "ko", "zh", "ja"], weights=[0.55, 0.15, 0.15, 0.15])[0]
            roll = rng.random()
            if roll < 0.38:
                intent = Intent("add", "memory", _state(day, n, rng, lang), category="status", lang=lang)
            elif roll < 0.62:
                intent = Intent("add", "memory", _rule(n, rng, lang), category="rule", lang=lang)
            elif roll < 0.74:
                slot = (lang, rng.choice(PREFERENCE_SLOTS[lang]))
                text = _preference(lang, slot[1], rng)
                if slot not in preferences or text == preferences[slot]:
                    intent = Intent("add", "user", text, category="preference", lang=lang)
                else:   # the user changed their mind: the model replaces the old preference
                    intent = Intent("correct", "user", text, old=preferences[slot], category="preference", lang=lang)
                preferences[slot] = text
            elif roll < 0.77:
                target, text = rng.choice(RED_LINES)
                intent = Intent("add", target, text, category="red line", lang=lang)
            elif roll < 0.88 and written:
                prior = rng.choice(written[-60:])
                text = prior.text if rng.random() < 0.6 else prior.text.rstrip(".。") + ("" if prior.text[-1] not in ".。" else "")
                if text == prior.text and rng.random() < 0.5:
                    text = text[0].lower() + text[1:] if text[0].isupper() else text
                intent = Intent("dup", prior.target, text, category="duplicate", lang=prior.lang)
            elif roll < 0.97 and written:
                rules = [w for w in written[-80:] if w.category in ("rule", "preference") and any(c.isdigit() for c in w.text)]
                prior = rng.choice(rules) if rules else rng.choice(written[-40:])
                new = _corrected(prior.text, rng)
                intent = Intent("correct", prior.target, new, old=prior.text, category="correction", lang=prior.lang)
            elif written:
                prior = rng.choice(written[-30:])
                intent = Intent("remove", prior.target, "", old=prior.text, category="removal", lang=prior.lang)
            else:
                intent = Intent("add", "memory", _rule(n, rng, lang), category="rule", lang=lang)
            today.append(intent)
            if intent.kind != "remove":
                written.append(intent)
        stream.append(today)
    return stream


def _corrected(text: str, rng: random.Random) -> str:
    """The same fact with a changed value (a port, a line count, a version) or an added detail."""
    import re

    numbers = list(re.finditer(r"\d+", text))
    if numbers:
        m = rng.choice(numbers)
        value = int(m.group(0))
        new = value + rng.choice([1, 2, 5, 10, 363]) if value < 10000 else value + 1
        return text[:m.start()] + str(new) + text[m.end():]
    return text.rstrip(".。") + (" (confirmed again)." if text.isascii() else "（再确认）。")
