"""A parking or bicycle space's number is a place, not a lock code: "自転車の駐輪場番号：4-1-9", "주차 번호 4-1-9", "Stellplatz 12".

A bay in a car park, a bicycle rack's slot or a garage space is painted on the ground and shared with whoever comes
to visit; written "4-1-9" (floor, row, slot) it looks like a dial lock's combination, and beside a bicycle word the
rules read it as the bicycle lock's. This reader blanks the value right after a parking or bicycle-parking space's
name, in about thirty languages, with at most a particle, a colon, "No." or "番"/"번" between. It never reads a name
with a lock or secret word inside it ("駐輪場の暗証番号", "parking gate code", "자전거 자물쇠 번호"): the name must
run from the parking word to the number word with nothing between but a particle, and a lock, PIN or code word
right before the value (in the gap) or right after the parking word keeps the value a secret.
"""

from __future__ import annotations

import re
from typing import Iterator

from .normalise import compile_nfkc as _re
from .secret_public_words import lower1, may_match

# A parking or bicycle space's name, ending right before the gap to its number.
_SPACE = _re(
    r"(?i)(?<![^\W\d_])(?:(?:car\s+|bike\s+|bicycle\s+|cycle\s+)?(?:parking|park)\s+(?:spot|space|bay|slot|stall|place|lot\s+space)"
    r"(?:\s+(?:number|no\.?|nr\.?|#))?|(?:bike|bicycle|cycle)\s+(?:rack|stand|shed|bay|slot|space)\s+(?:number|no\.?|#)"
    r"|(?:tiefgaragen|fahrrad|auto|pkw)?stellplatz(?:nummer|[\s\-]nr\.?)?|parkplatz(?:nummer|[\s\-]nr\.?)|garagen(?:platz|nummer)"
    r"|place\s+(?:de\s+)?(?:parking|stationnement|garage)|emplacement(?:\s+de\s+parking)?|plaza\s+de\s+(?:garaje|aparcamiento|parking)"
    r"|vaga(?:\s+de\s+garagem|\s+do\s+estacionamento)?|posto\s+(?:auto|bici)|parkeerplaats(?:nummer)?|miejsce\s+parkingowe"
    r"|miejsce\s+postojowe|parkovací\s+místo|parkolóhely|otopark\s+yeri|park\s+yeri|slot\s+parkir|tempat\s+parkir"
    r"|petak\s+parkir|chỗ\s+(?:đậu|đỗ)\s+xe(?:\s+số)?|vị\s+trí\s+đỗ\s+xe)(?![^\W\d_])"
    r"|парковочн\w+\s+мест\w*|машино-?мест\w*|паркомісц\w*|μέσα\s+στάθμευσης|θέση\s+στάθμευσης|θέση\s+πάρκινγκ"
    r"|(?:ال)?موقف\s+(?:ال)?سيار[ةه](?:\s+رقم)?|جای\s?پارک|جایگاه\s+پارک|מקום\s+(?:ה)?חניה|חניה\s+מספר|पार्किंग\s+(?:नंबर|स्लॉट)"
    r"|ที่จอดรถ(?:หมายเลข)?|ช่องจอด(?:รถ)?(?:หมายเลข)?"
    r"|(?:自転車の?)?駐輪(?:場|スペース)?の?(?:番号|場所|位置|区画|ラック)(?:番号)?|駐車(?:場|スペース)?の?(?:番号|場所|位置|区画)(?:番号)?"
    r"|区画番号|車位号|车位号?|停车位号?|车位编号|自行车(?:停放|停车)(?:位置|位|点)|車位|停車位"
    r"|(?:자전거\s?)?(?:주차|보관대|거치대)\s?(?:번호|자리|위치|구역|칸)")
# Between the name and the value: a particle, a colon, "No.", "#".
_GAP = re.compile(r"[\s:：=#№]{0,3}(?:(?:は|が|：|is|ist|est|es|é|是|为|은|는|이|가)[\s:：]{0,2})?(?:(?:No\.?|Nr\.?|n[°º]|#|番号)\s?)?")
# The value: a slot as digits with dashes ("4-1-9", "B2-118", "12"), at most six digits in all.
_VALUE = re.compile(r"(?<![A-Za-z0-9\-])[A-Z]?\d{1,4}(?:[\-‐－]\d{1,4}){0,3}[A-Z]?(?![A-Za-z0-9\-]|\.\d)")
# A lock, code or PIN word right after the parking word: the name is a lock's ("駐輪場の暗証", "parking code").
_LOCKED = _re(r"(?i)code|pin|lock|combination|passw|kod|暗証|鍵|錠|ロック|パス|密码|密碼|锁|門禁|门禁|비밀|잠금|자물쇠|코드|رمز|קוד")


def parking_spans(text: str) -> Iterator[tuple[int, int]]:
    """The number of a parking or bicycle space right after its name (see the module's docstring)."""
    if not any(c.isdigit() for c in text) or not may_match(_SPACE, lower1(text)):
        return
    for name in _SPACE.finditer(text):
        gap = _GAP.match(text, name.end())
        value = _VALUE.match(text, gap.end())
        if value is None or _LOCKED.search(text, name.end(), value.start()) \
                or sum(c.isdigit() for c in value.group(0)) > 6:
            continue
        yield value.span()
