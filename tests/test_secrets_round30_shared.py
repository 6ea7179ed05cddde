"""Round 30 (false positives on blind25): codes meant for a whole group, across ~40 languages.

Public: a game's room, lobby or party code sent to everyone ("kode room Mobile Legends 48271 ajak semua"), a quiz's
PIN for a class ("Kahoot-PIN till klassen: 6 2 8 1 9 4 3"), an event's or a meeting's code handed to all ("code bi
ngir dugg ci lëf bi: 7302, yónnee ko ñépp", "код мероприятия 4821 для всех"), and a room's label ("code de la salle:
B204, bâtiment Lavoisier", "Raum 3.014"). Secret twins beside the same words: the code kept from others ("Class join
code 4471 - don't share with other parents", "jangan kirim ke semua", "nur für mich"), a door's, gate's, alarm's,
safe's, office's, home's, card's, phone's or account's code sent to everyone, a PIN word with no game beside it, and
a room's door code ("code de la porte de la salle: 4821", "Türcode Raum 3: 4821")."""

from __future__ import annotations

import pytest

from tiered_memory.shared.safety import looks_secret, redact_secrets

GAME_ROOM_CODES_FOR_EVERYONE = [
    'kode room Mobile Legends 48271 ajak semua',
    'room code sa ML 48271, sali kayong lahat',
    'Minecraft server code 7741 for everyone in the group',
    'lobby code 7HQ2K9 for the whole team tonight',
    'party code 4412 for everyone on the Discord',
    'código da sala do Free Fire: 739201, chama todo mundo',
    'código de la sala de Among Us: 5521, para todos',
    'codice stanza Among Us 4417 per tutti',
    'Raumcode für Skribbl: 8832, an alle',
    'code du salon Fortnite 48213 pour tout le monde',
    'код комнаты в Among Us 6631 для всех',
    '房间号 83021，大家进来',
    '방 코드 5512 모두 들어와',
    'oda kodu 7731, herkes gelsin',
    'mã phòng Liên Quân 58213, rủ cả nhóm vào',
    'PUBG room ID 5829301 sabko bhej do',
    'गेम रूम कोड 4821 सबको भेज दो',
    'کد اتاق بازی 5821 برای همه',
    'رمز غرفة اللعبة 4821 للجميع',
    'קוד חדר במשחק 4821 לכולם',
    'รหัสห้อง ROV 48271 ชวนทุกคน',
    'kod pokoju w grze 48213 dla wszystkich',
    'spelkod 48213 till alla i laget',
    'join the Gimkit, code 482913, whole class',
    'Among Us lobby: QZRTX4, invite everyone',
    'Skribbl room code 4X9K2B for all the cousins',
]

QUIZ_PINS_FOR_A_CLASS = [
    'Kahoot-PIN till klassen: 6 2 8 1 9 4 3',
    'Kahoot PIN 6 2 8 1 9 4 3 for the class',
    'Quizizz code 482 913 für die ganze Klasse',
    'Blooket game ID 4829113, share with all students',
    'Mentimeter code 4821 2290 para todos',
    'Slido #48210 per tutti',
    'Kahoot-pin voor de klas: 3 9 2 8 1 7 0',
    'Kahoot PIN dla klasy: 4 8 2 9 1 3',
    'Kahoot-PIN luokalle: 7 2 9 3 0 1 8',
    'Kahoot PIN ke kelas: 829 1034',
    'Wooclap code 48213 pour toute la classe',
    'Kahoot PIN 7 3 1 9 2 0 4 für alle',
    'Kahoot PIN 4829173 for everyone',
    'Quizizz-Code 482913 an alle Schüler',
]

EVENT_CODES_HANDED_TO_ALL = [
    'code bi ngir dugg ci lëf bi: 7302, yónnee ko ñépp',
    'event code 4821 for the whole team',
    'código del evento 4821, para todos',
    'Veranstaltungscode 4821 an alle',
    'код мероприятия 4821 для всех',
    '행사 코드 4821 모두에게',
    'كود الفعالية 4821 للجميع',
    'کد جلسه 4821 برای همه',
    'میٹنگ کوڈ 4821 سب کو بھیج دو',
    'मीटिंग कोड 4821 सबको भेज दो',
    '会议号 482 991 203 发给大家',
    'kode acara 4821 untuk semua',
    'msimbo wa mkutano 4821 kwa wote',
    'mã cuộc họp 4821 gửi cho mọi người',
    'koodi 4821 kaikille',
    'koden 4821 till alla',
    'kód 4821 mindenkinek',
    'kod 4821 dla wszystkich',
    'κωδικός εκδήλωσης 4821 για όλους',
    'код 4821 для всіх',
    'codul 4821 pentru toți',
    'código 4821 pra galera toda',
    'code de la salle: B204, bâtiment Lavoisier',
    'event code EV2026 for all participants',
]

ROOM_LABELS = [
    'exam in Raum 3.014, Gebäude B',
    'room 4B, second floor',
    'aula 12 del edificio C',
    'salle B204 au 2e étage',
    'sala 3.12, edifício Norte',
    'lokaal B1.23',
    'sala A-214, budynek C',
    'ruang 3B gedung A',
    'phòng B204 tòa nhà A3',
    'аудитория 4-12, корпус Б',
    '教室 B204, 3号楼',
    '강의실 B204, 공학관',
    'derslik B204, A blok',
    'القاعة B204، مبنى الهندسة',
    'כיתה B204 בבניין 3',
    'room code: B204, Lavoisier building',
    'código del aula: A-112, edificio Sur',
    'room code LT3.07 for the lecture',
    'exam room 4B, building C',
    'salle 1.14, bâtiment A',
    'Hörsaal H3 im Gebäude B',
    'ruangan B-301 gedung C',
]

GROUP_CODES_KEPT_FROM_OTHERS = [
    "Class join code 4471 - don't share with other parents",
    'kode room Mobile Legends 48271, jangan dibagi ke semua',
    "Kahoot PIN 4829173 but don't share it",
    'my personal PIN 4821, sending to the group chat',
    "event code 4821 - private, don't share",
    'Kahoot PIN 4829173 nur für mich',
    'código de la sala de Among Us: 5521, no lo compartas',
    'код комнаты 6631, никому не давай',
    'mã phòng 58213, đừng chia sẻ',
    "Kahoot PIN 4829173, don't share with other classes",
    'Kahoot PIN 4829173 - private, only for me',
    'código del evento 4821, no lo compartas con todos',
    'kode acara 4821, jangan kirim ke semua',
    "event code 4821 - don't send it to everyone",
]

WAYS_IN_AND_CREDENTIALS_SENT_TO_EVERYONE = [
    'my Kahoot login: teacher@school.org / Kahoot!2024',
    'my bank PIN 4821, sent to everyone by mistake',
    'alarm code 7302, yónnee ko ñépp',
    'gate code 4821 for the whole team',
    'код от домофона 4821 для всех',
    'رمز الباب 4821 للجميع',
    'hotel room 412, door code 5813',
    'Raum 3.014 Schlüsselcode 4821',
    'phone PIN 4821 for the whole family',
    'my Free Fire account PIN 4821 for all the squad',
    'دروازے کا کوڈ 4821 سب کو',
    'गेट कोड 4821 सबको भेज दो',
    '大门密码 4821 发给大家',
    '玄関の暗証番号 4821 みんなに',
    '현관 비밀번호 4821 모두에게',
    'kapı kodu 4821 herkese gönder',
    'mã cửa 4821 gửi cho mọi người',
    'kode gerbang 4821 untuk semua',
    'PIN kartu 4821 untuk semua',
    "code de l'immeuble 4821 pour tout le monde",
    'Building code 4821 for everyone',
    'Haustürcode 4821 an alle',
    "porte d'entrée: code 4821 pour tous",
    'office code 4821 for the whole team',
    'Zoom passcode 4821 for everyone',
    'Netflix code 4821 for the whole team',
    'ATM code 4821 para todos',
    'код от квартиры 4821 для всех',
    'PIN 4821 for everyone',
    'código de la oficina 4821 para todos',
    'كود المكتب 4821 للجميع',
    'कोड घर का 4821 सबको',
    '家のコード 4821 みんなに',
    '집 비밀번호 4821 모두에게',
    'mã nhà 4821 cho mọi người',
    'Kahoot PIN 4829173 for the class, and my phone PIN is 4821',
]

ROOM_DOOR_AND_SAFE_CODES = [
    'salle B204: code de la porte 4821',
    'aula 12, clave de la puerta 4821',
    'lokaal B1.23 deurcode 4821',
    'sala 3.12 senha da porta 4821',
    'ruang 3B kode pintu 4821',
    'phòng B204 mã cửa 4821',
    'аудитория 4-12 код замка 4821',
    '教室 B204 门禁密码 4821',
    '강의실 B204 도어락 비번 4821',
    'القاعة B204 رمز الباب 4821',
    'כיתה B204 קוד דלת 4821',
    'code de la porte de la salle: 4821',
    'Türcode Raum 3: 4821',
    'room 4B door code 7719',
    'Raum 3.014, Türcode 4482',
    'kode pintu ruang 3B: 4821',
    'código de la puerta del aula 12: 4821',
    'код двери аудитории 4-12: 4821',
    'room 4B safe code 0917',
    'salle B204, code alarme 4821',
    'code de la salle des coffres: 4821',
]


@pytest.mark.parametrize("text", GAME_ROOM_CODES_FOR_EVERYONE)
def test_a_game_rooms_code_sent_to_everyone_is_not_a_secret(text: str) -> None:
    assert looks_secret(text) is None


@pytest.mark.parametrize("text", QUIZ_PINS_FOR_A_CLASS)
def test_a_quiz_pin_for_a_class_or_everyone_is_not_a_secret(text: str) -> None:
    assert looks_secret(text) is None


@pytest.mark.parametrize("text", EVENT_CODES_HANDED_TO_ALL)
def test_an_event_or_meeting_code_handed_to_all_is_not_a_secret(text: str) -> None:
    assert looks_secret(text) is None


@pytest.mark.parametrize("text", ROOM_LABELS)
def test_a_rooms_label_is_not_a_secret(text: str) -> None:
    assert looks_secret(text) is None


@pytest.mark.parametrize("text", GROUP_CODES_KEPT_FROM_OTHERS)
def test_a_group_code_kept_from_others_is_still_a_secret(text: str) -> None:
    assert looks_secret(text) is not None


@pytest.mark.parametrize("text", WAYS_IN_AND_CREDENTIALS_SENT_TO_EVERYONE)
def test_a_way_ins_or_credentials_code_sent_to_everyone_is_still_a_secret(text: str) -> None:
    assert looks_secret(text) is not None


@pytest.mark.parametrize("text", ROOM_DOOR_AND_SAFE_CODES)
def test_a_rooms_door_alarm_or_safe_code_is_still_a_secret(text: str) -> None:
    assert looks_secret(text) is not None


def test_redaction_keeps_the_group_code_and_removes_the_door_code_beside_it() -> None:
    out = redact_secrets("Kahoot PIN 4829173 for the class. Door code 7719 for the staff room")
    assert "4829173" in out and "7719" not in out
