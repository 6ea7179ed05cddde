"""Round 31, spaced digits: a code written digit by digit or in groups is read like the same code written joined.

A spare part's, a filter's or a seal's code and a game room's code with a call to join are public however their
digits are spaced; a door's, a safe's or a verification code's digits spaced or split in groups ("1 9 8 6",
"447 120") stay a secret, and so does the user's own PIN beside a spare part's word.
"""

import pytest

from tiered_memory.shared.safety import looks_secret, redact_secrets

SPARE_PART_CODES = [
    "Ersatzfilter Code 4 8 1 9 passt für die Dunstabzugshaube, im Baumarkt Regal 12",
    "Ersatzfilter Code 4819 passt für die Dunstabzugshaube",
    "référence du joint : code 7 3 0 2 chez Leroy Merlin, rayon plomberie",
    "pièce détachée code 5 5 2 1 pour le lave-vaisselle",
    "yedek parça kodu 1 2 8 9 6 buzdolabı için",
    "yedek parça kodu 12896 buzdolabı için",
    "정수기 필터 코드 4 8 1 9 교체 주기 6개월",
    "replacement filter code 7 7 1 0 for the fridge, hardware store aisle 5",
    "spare part code 3 9 0 1 for the washing machine pump",
    "código del repuesto 6 6 4 2 para la licuadora",
    "código do filtro 2 7 1 9 para o purificador",
    "codice ricambio 8 1 2 3 per la lavatrice",
    "onderdeel code 4 4 1 7 voor de afzuigkap",
    "reservdel kod 9 1 2 8 till diskmaskinen",
    "varaosa koodi 3 3 1 9 astianpesukoneeseen",
    "kod części zamiennej 7 1 4 2 do pralki",
    "код фильтра 4 8 1 9 для вытяжки",
    "артикул запчасти код 5 5 1 0 для стиральной машины",
    "كود الفلتر 3 8 1 2 للمكيف",
    "کد فیلتر 2 2 9 1 برای تصفیه آب",
    "קוד מסנן 6 1 2 8 למטהר המים",
    "फ़िल्टर कोड 4 8 1 9 वाटर प्यूरीफायर के लिए",
    "滤芯 码 4 8 1 9 净水器用",
    "フィルター コード 4 8 1 9 浄水器用",
    "kode filter 4 8 1 9 untuk dispenser",
    "mã bộ lọc 7 3 0 2 cho máy lọc nước",
    "รหัสไส้กรอง 4 8 1 9 เครื่องกรองน้ำ",
    "msimbo wa kichujio 4 8 1 9 kwa friji",
    "κωδικός ανταλλακτικού 5 1 2 2 για το πλυντήριο",
]

SHARED_ROOM_CODES = [
    "код комнаты в игре 5 1 8 3, заходите все",
    "код комнаты в игре 5183, заходите",
    "código de la sala de Free Fire 8 8 1 2 0 3, júntense",
    "room code for the game 4 4 1 2, join in",
    "Among Us code 7 7 2 1, hop in",
    "Spielcode 9 1 2 3, kommt alle rein",
    "code de la partie 3 3 8 1, rejoignez-nous",
    "código da sala do jogo 6 2 1 9, entrem",
    "codice della partita 4 1 2 7, unitevi",
    "oyun kodu 8 8 1 2, katılın",
    "kode room Mobile Legends 5 5 1 2, ayo join",
    "код кімнати в грі 2 2 8 1, заходьте",
    "kod pokoju w grze 7 3 1 1, wbijajcie",
    "게임 방 코드 4 8 1 9 들어와",
    "游戏 房间 码 6 6 1 2 快来",
    "كود الغرفة في اللعبة 3 1 8 2 انضموا",
    "Roblox code 5 5 6 1, come join",
]

DOOR_SAFE_AND_OTP_CODES = [
    "koade fan de foardoar 6 1 6 1",
    "koade fan de foardoar 6161",
    "Hotelsafe Zimmer 214 eingestellt auf 1 9 8 6",
    "room 214 safe set to 1 9 8 6",
    "Zimmer 214, Safe-Code 1 9 8 6",
    "the code verizon sent is 447 120, read it to the agent",
    "the code verizon sent is 447120, read it to the agent",
    "the code vodafone sent is 551 902",
    "msimbo wa uthibitisho 719 402 mpe kaka anilipie",
    "msimbo wa uthibitisho 719402 mpe kaka anilipie",
    "the door code is 6 1 6 1",
    "code van de voordeur 6 1 6 1",
    "your verification code is 447 120",
]

OWN_CODES_BESIDE_PART_OR_GAME_WORDS = [
    "Ersatzfilter gekauft, meine PIN 4 8 1 9",
    "spare part code for the pump, my PIN is 4 8 1 9",
    "replacement filter bought with my card, PIN 4 8 1 9",
    "yedek parça aldım, kart şifresi 1 2 8 9",
    "code du portail 7 3 0 2, joint changé hier",
    "필터 교체, 현관 비밀번호 4 8 1 9",
    "Ersatzschlüssel Tresor Code 4 8 1 9",
    "filter for the safe, safe code 7 7 1 0",
    "código de la sala de Free Fire 8 8 1 2 0 3, no se lo pases a nadie, júntense solo tú",
    "код комнаты 5 1 8 3 — это код от двери, заходите",
    "Roblox password 5 5 6 1 2 2, join in",
    "game room code 4 4 1 2 is my PIN too, join in",
    "заходите все, пароль от wifi 5 1 8 3 9 9 2 1",
    "código de verificación 8 8 1 2 0 3, júntense",
]


@pytest.mark.parametrize("text", SPARE_PART_CODES)
def test_a_spare_parts_code_spaced_or_joined_is_not_a_secret(text):
    assert looks_secret(text) is None


@pytest.mark.parametrize("text", SHARED_ROOM_CODES)
def test_a_game_rooms_code_with_a_call_to_join_is_not_a_secret(text):
    assert looks_secret(text) is None


@pytest.mark.parametrize("text", DOOR_SAFE_AND_OTP_CODES)
def test_a_door_safe_or_verification_code_in_spaced_or_split_digits_is_a_secret(text):
    assert looks_secret(text) is not None


@pytest.mark.parametrize("text", OWN_CODES_BESIDE_PART_OR_GAME_WORDS)
def test_a_pin_password_or_lock_code_beside_a_spare_part_or_game_word_is_a_secret(text):
    assert looks_secret(text) is not None


@pytest.mark.parametrize("text", DOOR_SAFE_AND_OTP_CODES[:4])
def test_redaction_leaves_no_spaced_code_behind(text):
    assert looks_secret(redact_secrets(text)) is None
