"""Names of services listed after an account label are no password: "Netflix account: Netflix / Disney+".

An account line often lists the services it opens ("Familienkonto: Netflix / RTL+", "Cuenta: Movistar+ / HBO Max",
"账号: Netflix / Disney+"). A login rule reads "account … A / B" as user and password, and a brand written with a plus
("Disney+", "Canal+") has the letters and the symbol of a password. The value is a service's name when it and the item
before its separator are both names: a known streaming, music, mail or shop service, or a capitalised brand with a
trailing plus. A password after a user name ("maria / Kr4mpus+77") or after a service ("Netflix / Disney+2024") stays.
"""

from __future__ import annotations

import re

# Streaming, music, mail, shop and cloud services people keep accounts for, across regions (lower case).
_SERVICES = frozenset(s.strip() for s in (
    "netflix|disney+|disney plus|disney|hulu|hbo|hbo max|max|prime|prime video|amazon|amazon prime|apple tv+|apple tv"
    "|apple music|apple|icloud|paramount+|paramount|peacock|crunchyroll|funimation|spotify|deezer|tidal|youtube"
    "|youtube premium|youtube music|google|gmail|google one|outlook|hotmail|yahoo|proton|protonmail|dropbox|onedrive"
    "|microsoft|xbox|playstation|psn|nintendo|steam|epic|twitch|discord|facebook|instagram|whatsapp|telegram|tiktok"
    "|snapchat|linkedin|twitter|x|dazn|sky|sky go|now|now tv|britbox|itvx|bbc iplayer|iplayer|mubi|canal+|mycanal"
    "|molotov|salto|ocs|joyn|rtl+|magenta tv|waipu|zattoo|movistar+|movistar|filmin|atresplayer|flow|globoplay"
    "|claro video|star+|vix|blim|pluto|pluto tv|tubi|roku|sling|fubo|philo|showtime|starz|starzplay|amc+|shahid"
    "|osn+|osn|anghami|jawwy|tod|watch it|okko|ivi|kinopoisk|кинопоиск|wink|start|premier|more.tv|yandex|яндекс"
    "|megogo|sweet tv|hotstar|jiocinema|jio|zee5|sonyliv|voot|mx player|hoichoi|aha|sun nxt|eros now|alt balaji"
    "|gaana|jiosaavn|wynk|iqiyi|youku|tencent video|bilibili|mango tv|qq music|netease|viu|vidio|iflix|wetv|viki"
    "|catchplay|line tv|line|kkbox|u-next|unext|abema|hulu japan|dtv|tver|fod|tving|wavve|coupang play|watcha"
    "|melon|genie|showmax|dstv|boomplay|audiomack|mdundo|blutv|exxen|gain|puhutv|tabii|ziggo|videoland|npo plus"
    "|viaplay|hbo nordic|cmore|ruutu|yle areena|player.pl|polsat box go|canal+ online|voyo|skyshowtime|rakuten"
    "|rakuten tv|pathé thuis|zee|audible|kindle|ebay|etsy|aliexpress|shopee|lazada|tokopedia|jumia|mercadolibre"
    "|mercado livre|allegro|ozon|wildberries|trendyol|flipkart|paytm|uber|bolt|grab|gojek|airbnb|booking"
).split("|"))
# A brand written with a trailing plus: "Disney+", "Apple TV+", "Canal+", "OSN+", "RTL+".
_PLUS_BRAND = re.compile(r"[A-Z][A-Za-z]{1,15}(?:[ \-][A-Z][A-Za-z]{0,10})?\+{1,2}")
# The separator between the item before the value and the value: "Netflix / ", "Spotify, ", "Hulu & ".
_SEPARATOR = re.compile(r"[ \t]*(?:/|,|&|\||(?<=\s)(?:и|und|et|y|e|and))[ \t]*$")
_EDGE = ".,;:!?()[]{}<>\"'“”‘’«»「」"


def _named(item: str) -> bool:
    item = item.strip(_EDGE + " \t")
    return item.lower() in _SERVICES or _PLUS_BRAND.fullmatch(item) is not None


def service_listed(text: str, start: int, end: int) -> bool:
    """Whether the value at start:end is a service's name listed after another ("Netflix / Disney+")."""
    if not _named(text[start:end]):
        return False
    line_start = text.rfind("\n", 0, start) + 1
    separator = _SEPARATOR.search(text, line_start, start)
    if separator is None:
        return False
    words = text[line_start:separator.start()].split()
    return any(_named(" ".join(words[-n:])) for n in (1, 2, 3) if len(words) >= n)   # "Apple TV+ / Max"
