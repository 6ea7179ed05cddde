"""A spare part's code and a game room's code handed round to join are public, spaced or not: blanked by the mask.

A replacement part's, a filter's, a seal's or a cartridge's code ("Ersatzfilter Code 4 8 1 9 passt für die
Dunstabzugshaube", "référence du joint : code 7 3 0 2 chez Leroy Merlin", "yedek parça kodu 1 2 8 9 6", "정수기 필터
코드 4 8 1 9") names a product anyone can buy, and a game room's code with a call to join ("код комнаты в игре 5 1 8 3,
заходите все", "código de la sala de Free Fire 8 8 1 2 0 3, júntense") is for everyone. The value may be written
digit by digit or in groups, as the other readers of codes read it. Read in about thirty languages: a part (or a game
with a call to join) in the sentence, a code word, then the value. Not read: a sentence naming a way in or a
credential (a door, a safe, a PIN, a card, an account, an OTP: `opens_something`), a code kept from one person or
called one's own ("my PIN 4 8 1 9", "don't share"), or a call to join negated. Every pattern is bounded and linear.
"""

from __future__ import annotations

from typing import Iterator

from .normalise import compile_nfkc as _re
from .secret_public_group import (CODE_NAME, GAME, GROUP_VALUE, NOT_TO, OWN, PIN_NAME, kept_from_others,
                                  opens_something)
from .secret_public_words import lower1, may_match, sentences

# A part one buys to replace another: spare, replacement, filter, seal, cartridge, bulb, and where parts are sold.
_PART = _re(
    r"(?i)(?<![^\W\d_])(?:spare(?:\s+part)?|replacement(?:\s+part)?|part\s+(?:code|number|no\.?)|filter\w*|cartridge"
    r"|gasket|seal|bulb|hardware\s+store|aisle|ersatz\w*|\w{0,16}filter\w*|dichtung\w*|kartusche|baumarkt|regal"
    r"|pièce\s+détachée|pièce\s+de\s+rechange|joint|filtre\w*|cartouche|ampoule|rayon|leroy\s+merlin|castorama"
    r"|repuesto\w*|recambio\w*|refacci[óo]n\w*|filtro\w*|junta|cartucho|ferreter[íi]a|pe[çc]a\s+de\s+reposi[çc][ãa]o"
    r"|ricambi\w*|guarnizione|ferramenta|onderdeel|onderdelen|reserveonderdeel|bouwmarkt|reservdel\w*|reservedel\w*"
    r"|suodatin\w*|varaosa\w*|części?\s+zamienn\w*|część|filtr\w*|uszczelk\w*|náhradní\s+díl\w*|alkatrész\w*|szűrő\w*"
    r"|piesă\s+de\s+schimb|yedek\s+parça\w*|parça\s+kodu|suku\s+cadang|filter|sparepart|onderdil"
    r"|phụ\s+tùng|lõi\s+lọc|bộ\s+lọc|vipuri|kichujio|ανταλλακτικ\w*|φίλτρ\w*)(?![^\W\d_])"
    r"|запчаст\w*|запасн\w+\s+част\w*|фильтр\w*|картридж\w*|уплотнител\w*|прокладк\w*|запчастин\w*|قطع(?:ة)?\s+غيار|فلتر|فلاتر"
    r"|قطعه\s+یدکی|فیلتر|اسپیئر\s+پارٹ|فلٹر|חלק\s+חילוף|חלקי\s+חילוף|מסנן|फ़िल्टर|फिल्टर|स्पेयर\s+पार्ट|পার্টস|ফিল্টার"
    r"|อะไหล่|ไส้กรอง|替换|替換|滤芯|濾芯|配件|零件|备件|交換用|フィルター|部品|カートリッジ|필터|부품|교체용|카트리지")
# A call to join a game's room, plural or addressed to all: "join in", "заходите", "júntense", "rejoignez-nous".
_JOIN = _re(
    r"(?i)(?<![^\W\d_])(?:join\s+(?:in|us|up|me|now)|hop\s+in|jump\s+in|come\s+(?:join|play|in)|kommt\s+(?:alle|rein)"
    r"|macht\s+mit|spielt\s+mit|rejoignez(?:-nous)?|venez(?:\s+jouer)?|júntense|juntense|únanse|unanse|entren|métanse"
    r"|vengan|venham|entrem|bora\s+jogar|colem|unitevi|entrate|venite|doe\s+mee|kom\s+erbij|kom\s+in|kom\s+och\s+spela"
    r"|liity\w*|tulkaa|dołączcie|wbijajcie|wchodźcie|připojte\s+se|pojďte|csatlakozzatok|gyertek|intrați|veniți"
    r"|katılın|gelin|girin|ayo\s+(?:join|main|masuk)|gabung\s+(?:yuk|ya|semua)|masuk\s+(?:semua|ya|yuk)|vào\s+(?:đi|chơi)"
    r"|sumali\s+kayo|pasok\s+kayo|jiungeni|ingieni|karibuni)(?![^\W\d_])"
    r"|заходите|залетайте|присоединяйтесь|подключайтесь|заходьте|долучайтесь|приєднуйтесь|ελάτε|انضموا|تعالوا|ادخلوا"
    r"|بیاید|بپیوندید|آ\s+جاؤ|جوائن\s+کرو|הצטרפו|בואו|आ\s+जाओ|जॉइन\s+करो|জয়েন\s+করো|来玩|一起来|快来|進來|进来"
    r"|みんな(?:入って|来て)|参加してね|들어와|들어오세요|참여하세요|เข้ามา")

# A game's round and games named by title, whose rooms are joined by code.
_GAME_NAME = _re(r"(?i)(?<![^\W\d_])(?:partie|partita|partida|grze|gry|гр[аіиу]|игр[аеуы]|free\s+fire|roblox"
                 r"|minecraft|among\s+us|fortnite|pubg|mobile\s+legends|brawl\s+stars|call\s+of\s+duty|codm|valorant"
                 r"|clash\s+royale|genshin|fall\s+guys|stumble\s+guys|ludo)(?![^\W\d_])")
# No one else may have it: "a nadie", "nobody else", "niemandem", "никому", "solo tú".
NOBODY = _re(r"(?i)(?<![^\W\d_])(?:a\s+nadie|solo\s+t[úu]|nobody|no\s+one|anyone|niemand\w*|personne|nessuno"
              r"|ningu[ée]m|só\s+você|nikomu|kimseye|jangan|usimpe|никому|нікому)(?![^\W\d_])|لا\s+تعط|به\s+کسی")


def _clear(text: str, low: int, high: int) -> bool:
    """Whether `text[low:high]` names no way in nor credential and keeps nothing for one person."""
    return not (opens_something(text, low, high) or kept_from_others(text, low, high) or OWN.search(text, low, high)
                or PIN_NAME.search(text, low, high) or NOBODY.search(text, low, high))


def _value_after_name(text: str, low: int, high: int) -> tuple[int, int] | None:
    """The span of the first code-shaped value after a code's name in `text[low:high]`."""
    for name in CODE_NAME.finditer(text, low, high):
        value = GROUP_VALUE.match(text, name.end(), high)
        if value is not None:
            return value.span("v")
    return None


def _part_code_spans(text: str, lowered: str) -> Iterator[tuple[int, int]]:
    """The value after a code's name in a sentence naming a spare part, a filter or a seal."""
    if not may_match(_PART, lowered):
        return
    for low, high in sentences(text):
        if _PART.search(text, low, high) is None or not _clear(text, low, high):
            continue
        span = _value_after_name(text, low, high)
        if span is not None:
            yield span


def _join_room_spans(text: str, lowered: str) -> Iterator[tuple[int, int]]:
    """The value after a code's name in a sentence naming a game and calling all to join its room."""
    if not may_match(_JOIN, lowered):
        return
    for low, high in sentences(text):
        join = _JOIN.search(text, low, high)
        if join is None or not (GAME.search(text, low, high) or _GAME_NAME.search(text, low, high)):
            continue
        if not _clear(text, low, high) or NOT_TO.search(text, max(low, join.start() - 16), join.start()):
            continue
        span = _value_after_name(text, low, high)
        if span is not None:
            yield span


def part_spans(text: str) -> Iterator[tuple[int, int]]:
    """Spans of spare parts' codes and of game rooms' codes with a call to join (see the module's docstring)."""
    if not any(c.isdigit() for c in text):
        return
    lowered = lower1(text)
    yield from _part_code_spans(text, lowered)
    yield from _join_room_spans(text, lowered)
