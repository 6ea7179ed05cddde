"""Round 27, the code that unlocks a phone, tablet or computer given with no PIN or password word (a device and its
lock, or a relative's device as a colon label, in many languages), a PIN word before a CJK copula ("PIN係"), and
unlock patterns described in words (a letter drawn, a path of grid places); look-alikes (phone numbers, models,
prices, storage, screen sizes, battery levels, years, extensions, talk about a lock or pattern with no value,
knitting, sewing, hair and wallpaper patterns, pattern advice) stay public.
"""

from __future__ import annotations

import pytest

from tiered_memory.shared.safety import looks_secret, redact_secrets
from tiered_memory.shared.safety.secret_described import described_spans
from tiered_memory.shared.safety.secret_device_locks import device_lock_spans

# (text, value): the device's code, read by `secret_device_locks`.
DEVICE_CODES = [
    ("妈妈的手机锁屏 0618", "0618"),
    ("外婆手机开机 0812", "0812"),
    ("아빠 핸드폰 잠금 1204", "1204"),
    ("할아버지 휴대폰 잠금 1 9 4 7", "1 9 4 7"),
    ("ばあちゃんの携帯のロック 0930 だよ", "0930"),
    ("父のスマホを開けるときは 2580", "2580"),
    ("дочкин телефон: 2508", "2508"),
    ("для телефона мужа: 1511", "1511"),
    ("falls Opas Tablet gesperrt ist: 3817", "3817"),
    ("Opas Laptop gesperrt? Versuch 5817", "5817"),
    ("wenn Omas Handy gesperrt ist, 4471 eingeben", "4471"),
    ("mum's tablet locked again, it's 0715", "0715"),
    ("0523 is gran's phone lock", "0523"),
    ("el celular de mi abuela: 2609", "2609"),
    ("aitaren mugikorra desblokeatzeko: 7730", "7730"),
    ("papa ke phone ka lock 4521 hai", "4521"),
    ("kunci hp ibu 2871", "2871"),
    ("ξεκλείδωμα κινητού γιαγιάς 5531", "5531"),
    ("נעילה של הטלפון של סבתא 7204", "7204"),
    ("Omas Handy geht mit 1947 auf", "1947"),
    ("母のiPhoneは 0930 で開く", "0930"),
    ("엄마 폰은 0523으로 열려", "0523"),
    ("mom's phone — 2580", "2580"),
    ("tablet de la abuela, para desbloquear: 1945", "1945"),
    ("Le téléphone de papi se déverrouille avec 1940", "1940"),
    ("to get into mum's phone: 0912", "0912"),
    ("mum's phone opens with 1947 then swipe up", "1947"),
]
# (text, value): a PIN word before a Chinese, Cantonese, Japanese or Korean copula.
CJK_PINS = [
    ("阿嫲張卡嘅PIN係7316，記住", "7316"),
    ("老妈那张卡的PIN是 5521", "5521"),
    ("母のカードのPINは0417", "0417"),
]
# (text, described value): unlock patterns in words, read by `secret_described`.
PATTERNS = [
    ("my lock screen pattern is a Z starting top left", "a Z starting top left"),
    ("unlock pattern on mum's phone: top-left, top-right, centre, bottom-left, bottom-right",
     "top-left, top-right, centre, bottom-left, bottom-right"),
    ("Entsperrmuster vom Tablet: ein L, oben links anfangen und dann nach unten und rechts",
     "ein L, oben links anfangen und dann nach unten und rechts"),
    ("schéma de déverrouillage du téléphone de mamie : un Z en partant d'en haut à gauche",
     "un Z en partant d'en haut à gauche"),
    ("patrón de desbloqueo: arriba izquierda, centro, abajo derecha, abajo izquierda",
     "arriba izquierda, centro, abajo derecha, abajo izquierda"),
    ("padrão de desbloqueio do celular da vó: um L começando em cima à esquerda", "um L começando em cima à esquerda"),
    ("графический ключ на телефоне бабушки — буквой Г, сверху слева вниз", "буквой Г, сверху слева вниз"),
    ("奶奶手机的解锁图案是一个L，从左上角往下再往右", "一个L，从左上角往下再往右"),
    ("スマホのロック解除パターンはZの形、左上から右下へ", "Zの形、左上から右下へ"),
    ("할머니 폰 잠금 패턴은 Z 모양이야, 왼쪽 위에서 시작", "Z 모양이야, 왼쪽 위에서 시작"),
    ("telefonun kilit deseni: sol üst, orta, sağ alt, sol alt", "sol üst, orta, sağ alt, sol alt"),
    ("annemin telefon kilit deseni L harfi, üstten başlıyor", "L harfi, üstten başlıyor"),
    ("نمط فتح جوال أبوي: حرف Z من فوق", "حرف Z من فوق"),
    ("पापा के फोन का लॉक पैटर्न Z जैसा है, ऊपर से", "Z जैसा है, ऊपर से"),
    ("मम्मी के फोन का लॉक पैटर्न: ऊपर बाएं, बीच, नीचे दाएं", "ऊपर बाएं, बीच, नीचे दाएं"),
    ("父のスマホのパターン：右上から左下、それから右下", "右上から左下、それから右下"),
    ("mã mở khóa máy tính bảng của bố: chữ L từ trên xuống", "chữ L từ trên xuống"),
    ("my unlock pattern is a zigzag from the top", "a zigzag from the top"),
    ("dad's phone unlock pattern looks like a Z from the top left", "a Z from the top left"),
    ("Entsperrmuster von Papas Handy ist ein Zickzack von oben links", "ein Zickzack von oben links"),
    ("графический ключ на телефоне мамы: зигзаг сверху вниз", "зигзаг сверху вниз"),
]

LOOKALIKES = [
    "iPhone 13 128GB for 499",
    "selling my old phone for 1200 lol",
    "the phone lock code was changed yesterday",
    "mum's phone number is 0803 555 0192",
    "dad's phone: 07700 900123",
    "call mum's phone on 0803 5550192 tonight",
    "Dr Smith's phone: 2271",
    "my phone: 4471",
    "grandma's phone locked up again in 2021, had to reset it",
    "my laptop is from 2019 and the lock button is broken",
    "dad's phone lock screen photo from 2019",
    "grandma's tablet 2019 model, lock screen broken",
    "Oma's Handy: 1947 gekauft",
    "Handy gesperrt seit 2020, Vertrag gekündigt",
    "Handy gesperrt, Kundennummer 12345678",
    "Opas Handy ist gesperrt ab 2200 Uhr (Bildschirmzeit)",
    "телефон заблокирован с 2021 года",
    "스마트폰 잠금 화면 2024년 업데이트",
    "スマホのロック画面を2023年に変えた",
    "手机锁屏壁纸 1920x1080",
    "手机 256GB 售价 3999 元",
    "screen lock turns on after 30 seconds",
    "phone battery at 15% and the lock screen is frozen",
    "IMEI of the locked phone 356938035643809",
    "Samsung Galaxy S23 lock screen widgets, 6.1 inch 2340 x 1080",
    "phone model 2201 lock issues",
    "laptop lock slot Kensington 5000 series",
    "the phone has a 5000 mAh battery and a screen lock",
    "grandma's phone shop opens at 0930",
    "open my laptop to page 1234",
    "the iPhone unlock costs 2500",
    "the phone locks after 5 failed attempts",
    "张卡嘅PIN係咩嚟㗎？",
    "set a pattern lock on the phone",
    "the phone pattern lock can be turned off in settings",
    "I forgot my unlock pattern, can you help me reset it?",
    "手机解锁图案忘了怎么办",
    "patrón de desbloqueo olvidado, ¿cómo lo quito?",
    "knitting pattern: start top left, knit down then purl right to bottom right",
    "Strickmuster: oben links anfangen, dann unten rechts",
    "sewing pattern for a phone pouch, cut top left corner then bottom right",
    "hair pattern on the left side, bottom right is shaved",
    "my phone case has a zigzag pattern from top left to bottom right",
    "wallpaper pattern on the phone: stripes top to bottom, left to right",
    "unlock pattern game level 5: top left to bottom right",
    "a lock pattern should not be a simple L or Z shape",
    "the unlock pattern can be any shape, e.g. a Z from top left to bottom right",
    "解锁图案不要画一个Z，太简单",
    "unlock patterns like an L are easy to guess",
    "the lock screen pattern shows a square of nine dots",
    "服のパターン：左上から下へ、それから右下へ",
    "スマホケースのパターン：星とハート",
    "pattern lock on grandma's phone: Z",
    "Entsperrmuster von Papas Handy ist ein Zickzack",
    "the new phone lock feature is called Z",
    "the phone opens with a PIN or face unlock",
    "Opa's tablet was locked out with 3 attempts left",
    "dad's laptop lock: Kensington K64, 1,8 m cable",
    "grandpa's phone: 4960000",
    "Dad's laptop: 2015 MacBook Air",
    "son's tablet: 1080p screen",
    "grandma's phone unlocked, Vodafone ref 4471",
    "unlock grandma's phone at the Apple store, appointment 1430",
    "Handy gesperrt? Sperr-Notruf 116116",
    "dad's laptop locked, error 4031",
    "my kid's tablet locks at 2000 (screen time)",
    "Oma's Handy ist gesperrt, die Rechnung über 1299 ist offen",
    "mum's phone lock screen photo is from our 2019 trip",
]


@pytest.mark.parametrize(("text", "value"), DEVICE_CODES)
def test_a_device_named_with_its_lock_or_its_owner_gives_its_code(text: str, value: str) -> None:
    spans = [text[start:end] for _kind, (start, end) in device_lock_spans(text)]
    assert value in spans, (text, spans)
    assert looks_secret(text), text
    assert value not in redact_secrets(text), text


@pytest.mark.parametrize(("text", "value"), CJK_PINS)
def test_a_pin_word_before_a_cjk_copula_gives_its_value(text: str, value: str) -> None:
    assert looks_secret(text), text
    assert value not in redact_secrets(text), text


@pytest.mark.parametrize(("text", "value"), PATTERNS)
def test_an_unlock_pattern_described_in_words_is_secret(text: str, value: str) -> None:
    spans = [text[start:end] for _kind, (start, end) in described_spans(text)]
    assert value in spans, (text, spans)
    assert looks_secret(text), text


@pytest.mark.parametrize("text", LOOKALIKES)
def test_device_numbers_and_pattern_talk_without_a_code_stay_public(text: str) -> None:
    assert looks_secret(text) is None, text
