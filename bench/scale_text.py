"""Synthetic memories and queries for the scale benchmarks: short sentences built deterministically (seeded RNG)
from word lists and templates, mostly English, some Chinese, Korean and Japanese, each made unique by its numbers,
names and places; and random unit vectors of a model's dimension."""

from __future__ import annotations

import random
from typing import Any

import numpy as np

SEED = 20240501

PEOPLE = ("Alice", "Bob", "Carol", "Dmitri", "Emma", "Farid", "Grace", "Hiro", "Ines", "Jonas", "Kim", "Lena",
          "Mateo", "Nadia", "Omar", "Priya", "Quinn", "Rosa", "Sven", "Tariq", "Uma", "Viktor", "Wei", "Yuki",
          "Zara", "민준", "서연", "小明", "丽华", "さくら", "健太")
CITIES = ("Berlin", "Lisbon", "Seoul", "Osaka", "Toronto", "Nairobi", "Lima", "Oslo", "Hanoi", "Austin", "Porto",
          "Kyoto", "Busan", "Chengdu", "Tallinn", "Dublin", "Montreal", "Perth", "Valencia", "Zurich")
TOOLS = ("Postgres", "Redis", "nginx", "Kafka", "SQLite", "Terraform", "Docker", "Grafana", "Celery", "Vault",
         "RabbitMQ", "Prometheus", "Elasticsearch", "MinIO", "Caddy", "systemd", "cron", "pytest", "Poetry", "uv")
PROJECTS = ("billing", "auth", "search", "checkout", "analytics", "mobile app", "data pipeline", "wiki",
            "onboarding", "invoicing", "chat bot", "reporting", "scheduler", "backup job", "CI runner")
THINGS = ("dark mode", "tabs over spaces", "vim keybindings", "green tea", "oat milk", "window seats",
          "early meetings", "async standups", "mechanical keyboards", "paper notebooks", "short emails",
          "typed Python", "long walks", "spicy food", "jazz playlists", "standing desks")
ACTIVITIES = ("running", "climbing", "cooking", "chess", "painting", "cycling", "swimming", "piano", "hiking",
              "photography", "gardening", "yoga", "pottery", "surfing", "knitting", "birdwatching")
MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December")
ZH_THINGS = ("咖啡", "绿茶", "火锅", "跑步", "爬山", "书法", "围棋", "摄影", "游泳", "做饭")
ZH_CITIES = ("北京", "上海", "成都", "杭州", "深圳", "西安", "广州", "南京")
KO_THINGS = ("커피", "등산", "요리", "독서", "수영", "사진", "테니스", "피아노", "여행", "캠핑")
KO_CITIES = ("서울", "부산", "대구", "인천", "광주", "제주")
JA_THINGS = ("コーヒー", "ラーメン", "登山", "料理", "読書", "写真", "温泉", "将棋", "水泳", "旅行")
JA_CITIES = ("東京", "大阪", "京都", "札幌", "福岡", "名古屋")

MEMORY_TEMPLATES = (
    ("en", "{person} prefers {thing} and mentioned it again on {month} {day}."),
    ("en", "The {project} service runs {tool} on port {port}; {person} owns the deploy."),
    ("en", "{person} moved to {city} in {month} {year} and started {activity} there."),
    ("en", "Decision {num}: the {project} team switched from {tool} to {tool2} after the {month} outage."),
    ("en", "{person}'s birthday is {month} {day}; they like {activity} and {thing}."),
    ("en", "Bug {num} in {project}: {tool} times out after {port} ms when {person} runs the nightly job."),
    ("en", "{person} is learning {activity} with a coach in {city}, lesson {num}."),
    ("zh", "{person}每周{day}号在{zh_city}喝{zh_thing}，第{num}次提到这件事。"),
    ("zh", "{project}项目的{tool}配置在{year}年{day}月由{person}修改过，编号{num}。"),
    ("ko", "{person}는 {ko_city}에서 {ko_thing}을 좋아하고 {year}년에 {num}번 다녀왔다."),
    ("ko", "{project} 서버의 {tool} 포트는 {port}번이고 {person}가 관리한다."),
    ("ja", "{person}は{ja_city}で{ja_thing}が好きで、{year}年に{num}回行った。"),
    ("ja", "{project}の{tool}設定は{person}が{day}日に変更した（番号{num}）。"),
)
QUERY_TEMPLATES = (
    "What does {person} prefer?",
    "Which port does the {project} service use?",
    "When did {person} move to {city}?",
    "Why did the {project} team switch away from {tool}?",
    "When is {person}'s birthday?",
    "Which bugs hit {project} with {tool}?",
    "Who is learning {activity} in {city}?",
    "{person}喜欢喝什么？",
    "{project}项目的{tool}配置是谁改的？",
    "{person}는 {ko_city}에서 뭘 좋아해?",
    "{project}の{tool}設定を変更したのは誰？",
)


def _slots(rng: random.Random) -> dict[str, Any]:
    tool, tool2 = rng.sample(TOOLS, 2)
    return {
        "person": rng.choice(PEOPLE), "city": rng.choice(CITIES), "tool": tool, "tool2": tool2,
        "project": rng.choice(PROJECTS), "thing": rng.choice(THINGS), "activity": rng.choice(ACTIVITIES),
        "month": rng.choice(MONTHS), "day": rng.randint(1, 28), "year": rng.randint(2015, 2025),
        "port": rng.randint(1024, 65000), "num": rng.randint(1, 99_999),
        "zh_thing": rng.choice(ZH_THINGS), "zh_city": rng.choice(ZH_CITIES), "ko_thing": rng.choice(KO_THINGS),
        "ko_city": rng.choice(KO_CITIES), "ja_thing": rng.choice(JA_THINGS), "ja_city": rng.choice(JA_CITIES),
    }


def synthetic_memories(n: int, seed: int = SEED) -> list[str]:
    """`n` distinct short sentences, the same for the same (n, seed)."""
    rng = random.Random(seed)
    seen: set[str] = set()
    texts: list[str] = []
    while len(texts) < n:
        _, template = rng.choice(MEMORY_TEMPLATES)
        text = template.format(**_slots(rng))
        if text not in seen:
            seen.add(text)
            texts.append(text)
    return texts


def synthetic_queries(n: int, seed: int = SEED + 1) -> list[str]:
    rng = random.Random(seed)
    return [rng.choice(QUERY_TEMPLATES).format(**_slots(rng)) for _ in range(n)]


def random_unit_vectors(n: int, dim: int, rng: np.random.Generator) -> np.ndarray:
    """`n` random float32 unit vectors (drawn as float32: no float64 copy inflating the RSS figures)."""
    vectors = rng.standard_normal((n, dim), dtype=np.float32)
    vectors /= np.linalg.norm(vectors, axis=1, keepdims=True)
    return vectors
