"""Words after a password label that name a tool, a rating, a key chord or a ticket, not a password: blanked before the rules read a text.

"Passwort-Manager: Bitwarden2024" and "pw: see KeePass2" point to where passwords are kept; "password strength:
Strong8+" rates one; "mdp: Ctrl+Alt+Del" is a key chord; "bus pass: Route66Express" and "Ski pass: Zermatt2024" are
tickets. A password manager's name is blanked only where a manager word or a pointer ("see", "in", "siehe", "voir")
stands right before it, so "password: Bitwarden2024" still reads as a password. Every pattern is bounded and linear.
"""

from __future__ import annotations

import re
from typing import Iterator

# A password manager's name, as people write it, with a version or edition glued on.
_MANAGER_BRAND = re.compile(
    r"(?i)(?<![\w\-])(?:Bitwarden|Vaultwarden|KeePass(?:XC|DX|2)?|KeePassium|1Password|LastPass|Dashlane|Keeper|NordPass"
    r"|Enpass|RoboForm|Proton\s?Pass|Keychain|Schlüsselbund|trousseau|pass(?:word)?[\s\-]?store)[\w.+\-]{0,8}(?![\w\-])")
# What makes the name a place, not a value: a manager word in the label, or a pointer right before the name.
_MANAGER_WORD = re.compile(
    r"(?i)manager|Manager|gestionnaire|gestor|gerenciador|gestore|beheerder|menedżer|správce|jelszókezelő|yönetici"
    r"|pengelola|msimamizi|менеджер|керуюч|管理器|管理工具|マネージャ|관리자|مدير|מנהל|मैनेजर|ম্যানেজার")
_POINTER = re.compile(
    r"(?i)(?<![^\W\d_])(?:see|check|in|im|siehe|in\s+der|voir|dans|ver|en|vedi|nel|zie|kijk\s+in|veja|no|na|zobacz|w"
    r"|viz|bak|lihat|di|tazama|смотри|см\.|в|看|見て|참고|راجع|ראה|देखें)\s*[:\-]?\s*$")
_STRENGTH = re.compile(
    r"(?i)(?<![^\W\d_])(?:strength|Stärke|Passwortstärke|Kennwortstärke|force|robustesse|fuerza|robustez|força|forza|sterkte"
    r"|styrka|styrke|vahvuus|siła|síla|erősség|güç|gücü|kekuatan|nguvu|сложность|надёжность|надежность|складність"
    r"|強度|强度|강도|قوة|חוזק|मजबूती)\s*[:=：]\s*(?P<v>[^\s,;]{1,24})")
_CHORD = re.compile(
    r"(?i)(?<![\w+])(?:Ctrl|Strg|Control|Alt|AltGr|Shift|Umschalt|Cmd|Command|Option|Opt|Win|Super|Fn|⌘|⌥|⇧)"
    r"(?:\s?\+\s?(?:Ctrl|Strg|Control|Alt|AltGr|Shift|Umschalt|Cmd|Command|Option|Opt|Win|Super|Fn|Del|Delete|Entf|Supr"
    r"|Suppr|Canc|Tab|Esc|Enter|Return|Space|Ins|Home|End|F\d{1,2}|[A-Z0-9])){1,4}(?![\w+])")
# A ticket called a pass: a bus, ski, season or boarding pass, its name or number after a colon.
_TICKET_PASS = re.compile(
    r"(?i)(?<![^\W\d_])(?:bus|ski|season|boarding|day|travel|transit|metro|subway|tube|train|rail|tram|ferry|gym|museum"
    r"|festival|theme\s+park|park|parking|weekly|monthly|annual|week|month|year|city|tourist|visitor|zoo|pool|event)"
    r"[\s\-]?pass(?:es)?\s*(?:name|number|no\.?|id|type)?\s*[:=：]\s*(?P<v>[^\s,;]{1,32})|(?<![^\W\d_])Skipass\s*[:=]\s*(?P<w>[^\s,;]{1,32})")


def _manager_spans(text: str) -> Iterator[tuple[int, int]]:
    """A password manager's name after a manager word or a pointer ("see KeePass2", "Passwort-Manager: Bitwarden2024")."""
    for brand in _MANAGER_BRAND.finditer(text):
        before = text[max(0, brand.start() - 30):brand.start()]
        if _MANAGER_WORD.search(before) or _POINTER.search(before):
            yield brand.span()


def value_word_spans(text: str) -> Iterator[tuple[int, int]]:
    """Tools, ratings, key chords and tickets written where a password's value would go (see the module's docstring)."""
    yield from _manager_spans(text)
    yield from (m.span("v") for m in _STRENGTH.finditer(text))
    if "+" in text:
        yield from (m.span() for m in _CHORD.finditer(text))
    if re.search(r"(?i)pass", text):
        yield from (m.span("v") if m.group("v") else m.span("w") for m in _TICKET_PASS.finditer(text))
