"""Round 21 (words): PINs and codes said in number words — two-digit numbers (tens and units joined, hyphenated or
with "and": "hatvanhét", "twee-en-veertig", "چهل و دو", "ארבעים ושתיים", "empat puluh dua"), teens ("sewentien",
"שבע עשרה", "सत्रह", "பதினேழு"), a year said in full after a PIN's label ("mil novecientos noventa y uno",
"девятнадцать восемьдесят четыре"), kana digit readings run together ("よんにーいちなな"), digits joined by hyphens
after what a code opens ("pentru bancomat: unu-șapte-doi-nouă"); and the look-alikes: ages, prices, counts, floors,
dates and years, clock times, postcodes, "has four digits", "forgot my PIN", a code of conduct."""

from __future__ import annotations

import pytest

from tiered_memory.shared.safety import looks_secret

PAIRED = [
    'A bankkártya PIN kódja: hatvanhét-tizenkilenc',
    'Pankkikortin PIN: kuusikymmentäviisi kaksikymmentäkolme',
    'الرقم السري للفيزا اتنين وأربعين سبعتاشر',
    'رمز کارت: چهل و دو هفده',
    'הקוד של הכספומט ארבעים ושתיים שבע עשרה',
    'एटीएम पिन है बयालीस सत्रह',
    'ஏடிஎம் பின் நாற்பத்திரண்டு பதினேழு',
    'PIN m-banking: empat puluh dua tujuh belas',
    'PIN káàdì mi: mẹ́rin méjì kan méje',
    'Kaart-PIN is twee-en-veertig sewentien',
    'код калитки: сорок два — семнадцать',
    'pentru bancomat: unu-șapte-doi-nouă',
    'Mi PIN del cajero es cuarenta y dos diecisiete',
    'Le code de la carte bleue: quarante-deux dix-sept',
    'PIN der EC-Karte: zweiundvierzig siebzehn',
    'Il PIN del bancomat è quarantadue diciassette',
    'O PIN do cartão é quarenta e dois dezessete',
    'Pincode van de bankpas: tweeënveertig zeventien',
    'PIN-koden till kortet är fyrtiotvå sjutton',
    'Bankkortets PIN-kode: førtito sytten',
    'Dankortets pinkode er toogfyrre sytten',
    'PIN karty: czterdzieści dwa siedemnaście',
    'PIN karty je čtyřicet dva sedmnáct',
    'PIN kartice: četrdeset dva sedamnaest',
    'Kart şifresi: kırk iki on yedi',
    'Пін-код картки: сорок два сімнадцять',
    'Mã PIN thẻ là bốn mươi hai mười bảy',
    'PIN ya kadi ni arobaini na mbili kumi na saba',
    "Lambar PIN na katin ATM: arba'in da biyu goma sha bakwai",
    'Ο κωδικός PIN της κάρτας: σαράντα δύο δεκαεφτά',
    'Codul PIN al cardului: patruzeci și doi șaptesprezece',
    'El PIN de la targeta és quaranta-dos disset',
    'رمز البطاقة: اثنين وأربعين سبعة عشر',
    'رمز عابر بانک: سی و پنج هشتاد و یک',
    'הקוד לכספת: שלושים ושבע עשרים ואחת',
    'कार्ड का पिन: छप्पन अट्ठासी',
    'கார்டு பின்: முப்பத்தைந்து எண்பத்தொன்று',
    'Kode ATM saya: tiga puluh lima delapan puluh satu',
    '银行卡密码是四十二十七',
    'รหัส ATM ของฉันคือ สี่สิบสองสิบเจ็ด',
    "Ang PIN ng card ko ay apatnapu't dalawa labimpito",
    '門禁密碼：九十一 八十四',
    '카드 비밀번호는 사십이 십칠',
    '현관 비밀번호: 구십일 팔십사',
    'ఏటీఎం పిన్: నలభై రెండు పదిహేడు',
    'ಎಟಿಎಂ ಪಿನ್: ನಲವತ್ತು ಎರಡು ಹದಿನೇಳು',
    'የኤቲኤም ፒን፡ አርባ ሁለት አስራ ሰባት',
    'PIN-ka kaarka: afartan iyo laba toddoba iyo toban',
    'Kortelės PIN kodas: keturiasdešimt du septyniolika',
    'Kaardi PIN-kood: nelikümmend kaks seitseteist',
    'ПИН на картата: четиридесет и две седемнадесет',
    'PIN karty je štyridsať dva sedemnásť',
    'De kluiscode is tweeënveertig zeventien',
]

YEARS = [
    'El NIP de la tarjeta es mil novecientos noventa y uno',
    'Код от сейфа: девятнадцать восемьдесят четыре',
    'Код домофона: тысяча девятьсот девяносто один',
    'Safe code: nineteen eighty-four',
    'PIN: two thousand and twelve',
    'A senha do cadeado é mil novecentos e oitenta e quatro',
    'Le code du coffre : mille neuf cent quatre-vingt-quatre',
    'Kasa şifresi: bin dokuz yüz seksen dört',
    'PIN: dos mil veinticuatro',
    'Kod do sejfu: tysiąc dziewięćset osiemdziesiąt cztery',
    'Safe code is nineteen hundred and eighty-four',
    'Der Tresorcode lautet neunzehnhundert vierundachtzig',
    'Door code: nineteen eighty-four',
]

KANA = [
    'キャッシュカードの暗証番号はよんにーいちなな',
    '金庫の暗証番号は、ゴーサンニーキュー',
]

BENIGN = [
    'The ATM is open from seven to nine, twenty-two people were in line.',
    'My PIN has four digits and I forgot it again.',
    'El PIN tiene cuatro dígitos, no lo recuerdo.',
    'Der Code ist seit neunzehnhundert vierundachtzig im Einsatz.',
    'Код от сейфа поменяем в понедельник, в семь пятнадцать.',
    'A kártya lejár kétezer-huszonhat.',
    'Pankkikortti vanhenee kaksikymmentäkuusi.',
    'The gate opens at seven fifteen every morning.',
    'Kaart-PIN vergeet ek altyd, ek is twee-en-veertig jaar oud.',
    'רמז: הכספומט בקומה ארבעים ושתיים',
    'एटीएम में चालीस लोग लाइन में थे',
    'Born in nineteen eighty-four, card holder since two thousand and five.',
    'The safe weighs forty-two kilos, seventeen inches wide.',
    'Card expires nineteen ninety-one? no, twenty twenty-six.',
    'I was born in mil novecientos noventa y uno and my tarjeta is new.',
    'PIN m-banking harus enam angka, jangan empat puluh dua.',
    'Kode pos Jakarta: empat puluh dua tujuh belas',
    'کد پستی چهل و دو هفده است',
    'Call the bank helpline: forty-two seventeen, ask for the card desk.',
    'キャッシュカードの暗証番号は忘れました',
    '暗証番号は4桁です',
    'いちにさんし、にーにさんし',
    'The door is on the forty-second floor, apartment seventeen.',
    'Il codice del cancello cambia lunedì alle diciassette.',
    'The lock was made in nineteen eighty-four.',
    'код калитки не помню, спроси у соседа',
    'pentru bancomat: trebuie patru cifre',
    'Score: forty-two seventeen to the home team.',
    'PIN káàdì mi ti sọnù',
    'Safe: twenty-two people max in the lift.',
    'La tarjeta llegó el veintidós de marzo, el cajero está en la calle cuarenta y dos.',
    'Der Tresor wiegt zweiundvierzig Kilo und kostet siebzehn Euro.',
    'Le code de la route a changé en mille neuf cent quatre-vingt-onze.',
    'Il bancomat è in via Roma quarantadue, aperto fino alle diciassette.',
    'O cartão chega em quarenta e dois dias.',
    'Kortet kom i nittonhundra åttiofyra, koden glömde jag.',
    'PIN karty ma cztery cyfry, zapomniałam go.',
    'Kart şifresi dört haneli olmalı, kırk iki gün sonra değişecek.',
    'Пин-код карты состоит из четырёх цифр, банкомат на этаже сорок два.',
    'Mã PIN thẻ có bốn chữ số, tôi quên rồi.',
    'PIN ya kadi ina tarakimu nne, nimesahau.',
    'Ο κωδικός της κάρτας έχει τέσσερα ψηφία.',
    'Codul PIN trebuie schimbat, am patruzeci și doi de ani.',
    'رمز البطاقة نسيته، عمري اثنين وأربعين سنة',
    'رمز کارت را فراموش کردم، چهل و دو سالمه',
    'הקוד לכספת נשכח, אני בן ארבעים ושתיים',
    'कार्ड का पिन भूल गया, मेरी उम्र बयालीस साल है',
    'Kode ATM saya lupa, umur saya empat puluh dua tahun',
    'Kaart-PIN: vier syfers, nie twee-en-veertig nie, kies self',
    'A PIN-kód négy számjegyű, a bankautomata a hatvanhetes buszmegállónál van',
    'Pankkikortin PIN unohtui, olen kuusikymmentäviisi vuotta vanha',
    '金庫の暗証番号は四桁です',
    '暗証番号をよんけたにしてください',
    'いちにさんしの体操をした',
    'PIN: forty-two seventeen people signed the petition',
    'The code of conduct was adopted in nineteen ninety-one.',
    'Gate code changes at seven fifteen tomorrow.',
    '我今年四十二岁，密码忘了',
    'ห้องสี่สิบสอง รหัสไปรษณีย์ลืมแล้ว',
    '银行卡密码是六位数',
    'Ang PIN ay may apat na numero, nakalimutan ko',
    'สามสิบเอ็ดคนรอที่ตู้ ATM',
    '门禁密码在四十二楼前台',
    'ATM机在二十七号',
    'Kode ATM saya: dua puluh tujuh orang antre',
    'PIN: forty-two seventeen dollars',
    'Le code: quarante-deux dix-sept euros',
    '우리 아파트는 사십이 층이에요, 비밀번호는 몰라요',
    '나이는 사십이 살, 카드 비번은 바꿨어',
    'La caja fuerte se fabricó en mil novecientos ochenta y cuatro',
    'Der Tresor stammt aus neunzehnhundert vierundachtzig',
    'Kasa bin dokuz yüz seksen dört yılında alındı',
    'Die Tresorcode-Regel: vierundvierzig Stellen',
    'Der Barcode zeigt zweiundvierzig siebzehn',
    'Kortelės PIN kodas turi keturis skaitmenis',
    'ПИН на картата забравих, на четиридесет и две години съм',
    'Kaardi PIN-kood ununes, olen nelikümmend kaks aastat vana',
    'ఏటీఎం పిన్ మర్చిపోయాను, నా వయస్సు నలభై రెండు',
    'PIN karty zabudol som, mám štyridsať dva rokov',
    'Promocode: vijfenveertig procent korting',
    'Alarm: twelve thirty.',
    'Alarm is twelve thirty',
    'Door: nineteen eighty-four',
    'Gate is twenty-three fifteen',
    'Card: two thousand and twenty',
    'Lock: twenty twenty-four',
    'Pankkikortin PIN tulee postissa, kuusikymmentäviisi kaksikymmentäkolme euroa maksoi',
    'رمز کارت را بانک می\u200cفرستد، قیمت چهل و دو هفده هزار تومان',
    'Kaart-PIN kom per pos, twee-en-veertig sewentien rand',
    'एटीएम पिन बदलने में बयालीस सत्रह रुपये लगे',
    'Kodi ya mlango iko kwa mlinzi, chumba arobaini na mbili kumi na saba',
    "Lambar PIN tana zuwa, farashi arba'in da biyu goma sha bakwai naira",
    'A PIN-kód cseréje negyvenkét napig tart, hatvanhét ügyfél várt',
    'PIN-ka kaarka waa la bedelay, qolka afartan iyo laba',
]


@pytest.mark.parametrize("text", PAIRED)
def test_a_pin_said_as_two_digit_number_words_after_its_label_in_any_language_is_a_secret(text: str) -> None:
    assert looks_secret(text)


@pytest.mark.parametrize("text", YEARS)
def test_a_pin_said_as_a_year_right_after_its_label_is_a_secret(text: str) -> None:
    assert looks_secret(text)


@pytest.mark.parametrize("text", KANA)
def test_a_pin_said_in_kana_digit_readings_run_together_after_a_pin_word_is_a_secret(text: str) -> None:
    assert looks_secret(text)


@pytest.mark.parametrize("text", BENIGN)
def test_ages_prices_counts_floors_years_times_postcodes_and_pin_talk_in_number_words_are_not_secrets(text: str) -> None:
    assert not looks_secret(text)
