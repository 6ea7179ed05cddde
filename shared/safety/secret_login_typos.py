"""Password words as people mistype them, and a password of random capitals, for the login-word readers.

"wifi密吗是 xiaomi888（打错字了，是密码）" types 密码 with a homophone, "passwrod: …", "contarseña: …", "пароь: …"
slip a letter; each still announces the password after it. A router's key of random capitals ("password is
JXPTWQRM") has no digit, so the strong-value test misses it: capitals with at most one vowel in eight are no word.
"""

from __future__ import annotations

import re

# Typos of the password word (a swapped, dropped or doubled letter; a homophone in Chinese), in ~25 languages; none
# that is a name or a word of its own ("Sneha", Arabic "sifr", Malay "mat kau", 密密麻麻).
TYPO_PASSWORD_WORDS = (
    r"passwrod|passowrd|pasword|passwod|passwrd|passsword|paswword|pssword|pasworf|passeord"
    r"|paswort|passwrt|passowrt|kennwrt|kenwort"
    r"|contarseña|contrseña|contraseãa|contrasela|conttaseña|contaseña|contrasñea|contraseá"
    r"|senah|snha"
    r"|mot\s+de\s+pass|mot\s+de\s+pase|mo\s+de\s+passe|motdepasse|mdpp"
    r"|wachtwood|wachwoord|wactwoord|lösenrod|lösnord|losenrod|salasna|salsana"
    r"|hsło|hadło|hasĺo|heslp|jelszp|şifer|şfre|kata\s+snadi|kata\s+sadi|mât\s+khẩu|mật\s+khâu"
    r"|пароь|парль|паролб|паорль|праоль|пароьл|пасворт|пассврод"
    r"|پسوورد|كلمة\s+السد|كلمه\s+السر|كلمه\s+المرور|סיסמע|ססמא|पासवड")
# In scripts written without spaces: homophones and slips of 密码, パスワード, 비밀번호, รหัสผ่าน.
UNSPACED_TYPO_WORDS = (r"(?<!秘)密吗|密马|蜜码|密玛|秘码|密嘛|パスワ-ド|ぱすわど|パスワト|비빌번호|비밀벊호|비말번호"
                       r"|비밀번흐|비번호|รหัสผาน|รหสผ่าน")

_VOWELS = frozenset("AEIOUY")


def random_capitals(value: str) -> bool:
    """Eight to 24 capital letters, at most one vowel in eight and no letter thrice in a row: a router's key, no word
    ("JXPTWQRM"; not "REQUIRED", "UNKNOWN", "CHANGEME")."""
    if not (8 <= len(value) <= 24 and value.isascii() and value.isalpha() and value.isupper()):
        return False
    vowels = sum(c in _VOWELS for c in value)
    return vowels * 8 <= len(value) and re.search(r"(.)\1\1", value) is None
