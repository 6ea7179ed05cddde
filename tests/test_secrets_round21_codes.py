"""Round 21 (codes): key boxes, lockers, gates and one-time codes keyed in odd ways (split by dashes, em dashes, dots
or spaces, letters among the digits, a key box's code with no code word, a one-time code spaced as the phone shows it,
a dial's combination as its turns, a code closed by a verb-final copula), and the look-alikes: a locker's, room's or
seat's own number marked with '#', 'No.' or 'number', counts, prices, dates, times, phone numbers, flights, one-time
codes that did not come or expire, and talk about the boxes themselves."""

from __future__ import annotations

import pytest

from tiered_memory.shared.safety import looks_secret

KEY_BOX_CODES = [
    "Schránka na kľúče pri chate — 2718, treba otočiť kolieska a potiahnuť",
    "Schránka na klíče u chalupy — 5830, otočit kolečka",
    "Kod do skrzynki na klucze przy Airbnb: 1 — 9 — 4 — 4",
    "Key box at the cabin: 3 - 9 - 1 - 7",
    "The key safe by the back door — 4826, pull the lever down",
    "Lockbox am Ferienhaus: 6 · 2 · 0 · 9",
    "Schlüsselsafe an der Garage — 7351, Rädchen drehen",
    "Boîte à clés du gîte : 8 – 1 – 4 – 6",
    "Caja de llaves del apartamento — 2947, girar las ruedas",
    "Cassetta portachiavi della casa: 5 - 0 - 3 - 8",
    "Sleutelkluis bij de voordeur — 9162",
    "Nyckelbox vid stugan: 4 4 0 7",
    "Kulcsszéf a kapunál — 3185, tekerd el a kerekeket",
    "Anahtar kutusu kapının yanında — 6624",
    "Сейф для ключей у двери — 8 - 3 - 1 - 5",
    "キーボックスの番号、4 - 0 - 2 - 9 にした",
    "Codice della cassetta delle chiavi: 4-7-1-9",
    "Código da caixa de chaves: 3 — 8 — 2 — 6",
    "Kotak kunci di vila — 5519",
    "Mã hộp chìa khóa: 7 - 2 - 4 - 8",
    "Sanduku la funguo: 6-0-3-1",
    "Κλειδοθήκη στο σπίτι — 4402",
    "열쇠함 비밀번호는 3 - 8 - 1 - 5 이야",
    "钥匙盒密码：6 - 1 - 9 - 3",
    "Cutie de chei la cabană — 8204",
    "Nøkkelboks ved hytta: 3 · 9 · 2 · 2",
    "Avainsäilö mökillä — 6071",
    "Ключниця біля дверей: 4-4-9-1",
]
LOCKER_CODES = [
    "Código de la consigna de la estación: A-7-3-K",
    "Consigne de la gare : B-4-9-Q",
    "Luggage locker at the station: 7-Q-2-8",
    "駅のロッカー、番号は12番で、暗証は 0 3 - 7 7 にした",
    "ジムのロッカー、暗証は 4 - 1 - 9 - 6 です",
    "הלוקר בבריכה: B7Q2",
    "Gym locker: K4M7",
    "Locker del gimnasio: R2D5",
    "Mailbox combo: right to 24, left past 24 to 8, right to 36",
    "Combination for the padlock: right to 12, left to 30, right to 4",
    "Kombination vom Vorhängeschloss: rechts auf 14, links auf 33, rechts auf 7",
    "Combinaison du cadenas : droite 20, gauche 5, droite 31",
    "Combinación del candado: derecha 18, izquierda 2, derecha 25",
    "Combinación del candado: a la derecha 18, a la izquierda 2, a la derecha 25",
    "Szyfr kłódki: w prawo do 12, w lewo do 30, w prawo do 4",
    "ダイヤル錠：右に24、左に8、右に36",
    "Spind im Fitnessstudio: X9P4",
    "Casier de la piscine : M3T8",
    "Kluisje zwembad: Q7B2",
    "Шкафчик в бассейне: Z5K1",
    "Boîte aux lettres : B-2-K-7",
    "Brievenbus code 3-8-P-1",
    "Briefkasten: rechts 12, links 30, rechts 4",
    "우편함 비밀번호 2 - 9 - 0 - 4",
    "Kod do furtki: 1.9.4.4",
]
GATE_AND_OTP_CODES = [
    "ഗേറ്റിന്റെ കോഡ് 1059 ആണ്, അമ്മയോട് പറയണം",
    "கேட்டின் கோட் 4721 ஆகும், அம்மாவிடம் சொல்",
    "గేట్ కోడ్ 3380 ఉంది, అమ్మకు చెప్పు",
    "ಗೇಟ್ ಕೋಡ್ 6612 ಆಗಿದೆ, ಅಮ್ಮನಿಗೆ ಹೇಳು",
    "ગેટનો કોડ 9034 છે, મમ્મીને કહેજે",
    "ਗੇਟ ਦਾ ਕੋਡ 2281 ਹੈ, ਮੰਮੀ ਨੂੰ ਦੱਸੋ",
    "ওটিপি এসেছে 482 913, এখনই দিতে হবে",
    "ओटीपी आया है 739 204, जल्दी बताओ",
    "OTP came in: 551 208, type it now",
    "ஓடிபி வந்தது 604 117, உடனே சொல்லு",
    "Der Einmalcode ist 7 - 3 - 0 - 9 - 1 - 4",
    "गेट का कोड 4471 है",
    "गेटचा कोड 5521 आहे",
    "ගේට්ටුවේ කේතය 1190 යි",
    "OTP: 4 8 2 9 1 3",
    "رمز التحقق وصل 482 913",
    "Код подтверждения пришёл: 512 889",
    "Doğrulama kodu geldi: 740 215",
    "Mã OTP vừa tới 903 112",
    "Kode OTP masuk 336 771, jangan kasih siapa-siapa",
    "認証コードが来た 482 913",
    "인증번호 왔어 529 034",
    "验证码来了 661 208",
    "קוד אימות הגיע 728 115",
]

BENIGN = [
    "My gym locker is #147, next to the sauna",
    "my gym locker is #214, the combo lock itself is in my bag",
    "Locker No. 38 is by the showers",
    "Room number 4012, third floor, left of the lift",
    "Schließfach Nr. 231 im Keller neben dem Fahrradraum",
    "Mi taquilla es la número 56, junto a la ducha",
    "Seat #27, row F, by the window",
    "The key box holds 4 keys and a fob",
    "The key safe cost 39.99 on sale",
    "Schránka na kľúče má 4 kolieska",
    "Key box model 2718 from the hardware store",
    "The lock has 4 wheels, each 0 to 9",
    "The OTP did not come, I asked for a new one",
    "OTP expires in 5 minutes, hurry",
    "ওটিপি আসেনি, আবার চেষ্টা করো",
    "OTP helpline: 1800 123 456",
    "Call 482 913 for the gate",
    "Flight LH 4 0 2 1 leaves from gate B 1 2",
    "Our key box was installed in 2019.",
    "Turn right to 24th street, then left past the bank",
    "ഗേറ്റ് തുറക്കാൻ കോഡ് വേണം",
    "The consigna at the station is open 6-22",
    "Station locker rental: 4-6 euros per day",
    "Meeting on 1 - 9 - 2024 at the locker room",
    "Use the key box, ask me for the code tomorrow",
    "OTP sent to 98765 43210",
    "Your OTP is valid for 10 minutes",
    "The key box is at 14 Elm St",
    "To reset the lock, turn right to 0, then left to 0",
    "Turn right on 5th, then left on 8 at the lock museum",
    "ওটিপি কোড ৬ সংখ্যার",
    "Mailbox number 24, apartment 8",
    "Ключница в прихожей, 3 крючка",
    "Key safe 2-pack, 4 digits each",
    "Platform 9 - 3 - 4 is closed",
    "Locker room hours: 6 - 2 - 2 daily",
    "OTP आएगा 2 मिनट में",
    "Kod do skrzynki na klucze wyślę jutro",
    "Lockbox instructions: 1. slide the cover 2. set the code",
    "ওটিপি এসেছে 10:45 এ",
    "OTP received at 11 42 pm",
    "The lockbox dial goes 0 to 9 on each wheel",
    "Gym locker rental: A-1 to A-9 free",
    "Schließfach im Bahnhof kostet 4 Euro",
    "The gate code changes on 1 - 3 - 2025",
    "Station locker sizes: S, M, L",
    "Key box: 2 keys inside, 1 fob",
    "Hotel room #512, checkout at 11",
    "Zimmer Nr. 17 im zweiten Stock",
    "Chambre numéro 204, vue sur la mer",
    "Seat number 14C on the train",
    "Il mio armadietto è il numero 33, vicino alla porta",
    "Moja szafka to numer 58, obok prysznica",
    "Мой шкафчик номер 112, у окна",
    "ロッカーは12番、サウナの隣",
    "Dolabım numara 47, saunanın yanında",
    "Mailbox: 14B",
    "Mailbox number 3-1-2",
    "Briefkasten Nr. 12, zweite Reihe",
    "La boîte aux lettres est au numéro 4",
]


@pytest.mark.parametrize("text", KEY_BOX_CODES)
def test_a_key_boxs_code_is_a_secret_in_parts_or_with_no_code_word(text: str) -> None:
    assert looks_secret(text)


@pytest.mark.parametrize("text", LOCKER_CODES)
def test_a_lockers_code_is_a_secret_in_letters_parts_or_dial_turns(text: str) -> None:
    assert looks_secret(text)


@pytest.mark.parametrize("text", GATE_AND_OTP_CODES)
def test_a_gate_code_with_its_copula_after_and_a_spaced_one_time_code_are_secrets(text: str) -> None:
    assert looks_secret(text)


@pytest.mark.parametrize("text", BENIGN)
def test_place_numbers_counts_prices_dates_phones_and_talk_about_boxes_are_not_secrets(text: str) -> None:
    assert not looks_secret(text)
