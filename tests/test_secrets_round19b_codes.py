"""Round 19, wave 2 (codes): short PINs after a PIN word (three digits: key boxes, padlocks), "lock code" as a loan
word in Indic, Thai, Georgian, Cyrillic and Hebrew scripts, prepaid meter tokens and recharge vouchers, parcel pickup
codes of letters and digits, a key safe's dial set to the value, and a value closed by the verb after it (Turkish,
German); with the look-alikes: attempts, digit counts, prices, rooms, bus lines, postcodes, forgotten codes, meter and
receipt numbers, pickup codes talked about, dials set to degrees."""

from __future__ import annotations

import pytest

from tiered_memory.shared.safety import looks_secret

SHORT_PINS = [
    '宅配ボックスの暗証番号 ３５７',
    '暗証番号は357',
    'PIN: 357',
    'PIN-Code vom Zahlenschloss: 482',
    'Le code PIN du cadenas : 619',
    'PIN del lucchetto: 274',
    'Kofferschloss, PIN 582',
    'ПИН: 739',
    'ПІН-код сейфа: 816',
    'पिन: 739',
    'পিন: ৮১৬',
    'PIN码：529',
    '비밀번호는 381',
    '暗証番号：９４７',
]

LOAN_LOCK_CODES = [
    'টিভির প্যারেন্টাল লক কোড ০০৭৭',
    'टीवी का पैरेंटल लॉक कोड 0077',
    'டிவி பேரன்டல் லாக் கோட் 0077',
    'టీవీ పేరెంటల్ లాక్ కోడ్ 5081',
    'ಟಿವಿ ಲಾಕ್ ಕೋಡ್ 6172',
    'ടിവി ലോക്ക് കോഡ് 3390',
    'ટીવી લૉક કોડ 4415',
    'ਟੀਵੀ ਲੌਕ ਕੋਡ 7281',
    'ტელევიზორის ლოქ კოდი 2607',
    'ทีวี ล็อค โค้ด 5820',
    'קוד נעילה לטלוויזיה: 6904',
]

PREPAID_TOKENS = [
    'ప్రీపెయిడ్ కరెంట్ టోకెన్: 5823 1049 7716 2035 8841',
    'बिजली टोकन: 5823 1049 7716 2035 8841',
    'বিদ্যুতের টোকেন: 1182 3391 0427 5563 9014',
    'LUKU token: 3310 4472 9981 0563 2218',
    'Токен за струја: 5823-1049-7716-2035-8841',
    'Airtel रिचार्ज कूपन पिन: 7719 3382 0045 16',
    'Gutschein-Aufladecode: 4471 9920 3318 5506',
    'شحن رصيد: 7719 3382 0045 1688',
    '充值卡密码：7719 3382 0045 1688',
]

PICKUP_CODES = [
    '7-11 ibon 取貨碼：GT92B7',
    '取件码：8-2-3017',
    '受取コード：K7P2Q9',
    '픽업 코드: 4QX93M',
    'Paket teslim alma kodu: 48GH71',
    'Код получения: 5K82RT',
    'Kod odbioru: 71PX93',
]

DIALS_AND_VERBS_AFTER = [
    'Schlüsseltresor an der Ferienwohnung: Drehrad auf 1-9-6-7 stellen',
    'Schlüsselbox: Zahlenrad auf 3-0-8-5 stellen',
    'Key safe by the door: set the dial to 3-0-8-5',
    'Sleutelkluis: draaiwiel op 4-1-9-7',
    'Tuş takımı 64281 istiyor, sonra yıldız',
    'Kapı kodu 4817 girin, sonra kare',
    'Klavye 30592 istiyor, ardından yıldız',
]

SHORT_PIN_LOOKALIKES = [
    'PIN 3 attempts',
    'PIN: 3 tries left',
    'The PIN has 3 digits',
    'PIN: 357 attempts',
    'PIN costs 357 €',
    'Room 357',
    'Bus 357 to the station',
    'PIN: 123',
    '暗証番号は3回まで',
    '暗証番号は4桁です',
    '暗証番号を忘れました',
    'PIN-Code vergessen, 3 Versuche',
    'ПИН: 3 попытки',
    'पिन 3 बार गलत',
    'Area code 357',
    'PIN code 560001 is Bengaluru',
]

LOAN_LOCK_LOOKALIKES = [
    'টিভির লক কোড কী ছিল মনে নেই',
    'লক্ষ কোড 1000',
    'লক কোড ৪ সংখ্যার',
    'टीवी लॉक कोड कैसे बदलें?',
    'ტელევიზორის ლოქ კოდი დამავიწყდა',
    'ล็อคอินไม่ได้',
    'लॉक कोड भूल गया',
    'ટીવી લૉક કોડ બદલવો છે',
    'ทีวี ล็อค โค้ด ลืมแล้ว',
    'লক কোড কীভাবে রিসেট করব?',
    'Родительский лок код меняется в настройках',
    'קוד הנעילה של הטלוויזיה נשכח',
]

TOKEN_LOOKALIKES = [
    'meter number: 5823 1049 7716 2035 8841',
    'प्रीपेड मीटर नंबर: 5823 1049 7716',
    'LUKU token ilinunuliwa kwa 5000 TZS',
    'टोकन 20 अंकों का होता है',
    'Token yako ya LUKU imetumwa kwa SMS',
    'recharge of 199 rupees done on 12 03 2024',
    'Customer care: 1800 180 1551',
    'टोकन नंबर 45 पर बुलाया गया',
    'Gutschein über 2500 Euro eingelöst',
    'Prepaid meter ID: 0412 3381 9920 4471 55',
]

PICKUP_LOOKALIKES = [
    '取貨碼是什麼？',
    '取貨碼：明天寄到',
    '取件码会发短信给你',
    '픽업 코드는 문자로 옵니다',
    'Kod odbioru przyjdzie SMS-em',
    '取件码在短信里',
    'Abholcode kommt per E-Mail',
    'The pickup code expires tomorrow',
    '受取コードはメールで届きます',
]

DIAL_AND_VERB_LOOKALIKES = [
    'Drehrad auf 4 Stellen',
    'Die Zahl hat 4 Stellen',
    'Das Drehrad hat 4 Stellen',
    'Set the dial to 180 degrees',
    'Tuş takımı 12 tuşlu, sonra yıldız',
    'Kapı kodu 4 haneli, sonra kare',
    'Ab 1967 stellen wir Schlösser her',
    'Kapıyı 2 kez çalın, sonra bekleyin',
    'Die Postleitzahl 1967 eingeben, dann Stern',
    'Set the timer to 1200 then press start',
    'Otobüs 4817 istiyor musun, sonra konuşuruz?',
    'Order 4817 girin, sonra yıldız',
]


@pytest.mark.parametrize("text", SHORT_PINS)
def test_a_short_pin_after_a_pin_word_is_a_secret(text: str) -> None:
    assert looks_secret(text), text


@pytest.mark.parametrize("text", LOAN_LOCK_CODES)
def test_a_lock_code_named_by_a_loan_word_in_any_script_is_a_secret(text: str) -> None:
    assert looks_secret(text), text


@pytest.mark.parametrize("text", PREPAID_TOKENS)
def test_a_prepaid_token_or_recharge_voucher_is_a_secret(text: str) -> None:
    assert looks_secret(text), text


@pytest.mark.parametrize("text", PICKUP_CODES)
def test_a_parcel_pickup_code_of_letters_and_digits_is_a_secret(text: str) -> None:
    assert looks_secret(text), text


@pytest.mark.parametrize("text", DIALS_AND_VERBS_AFTER)
def test_a_dial_set_to_a_code_or_a_code_closed_by_its_verb_is_a_secret(text: str) -> None:
    assert looks_secret(text), text


@pytest.mark.parametrize("text", SHORT_PIN_LOOKALIKES)
def test_attempts_digit_counts_prices_and_rooms_beside_a_pin_word_are_not_secrets(text: str) -> None:
    assert looks_secret(text) is None, text


@pytest.mark.parametrize("text", LOAN_LOCK_LOOKALIKES)
def test_talk_about_a_lock_code_in_any_script_is_not_a_secret(text: str) -> None:
    assert looks_secret(text) is None, text


@pytest.mark.parametrize("text", TOKEN_LOOKALIKES)
def test_meter_numbers_and_token_talk_are_not_secrets(text: str) -> None:
    assert looks_secret(text) is None, text


@pytest.mark.parametrize("text", PICKUP_LOOKALIKES)
def test_talk_about_a_pickup_code_is_not_a_secret(text: str) -> None:
    assert looks_secret(text) is None, text


@pytest.mark.parametrize("text", DIAL_AND_VERB_LOOKALIKES)
def test_digit_counts_and_degrees_before_the_same_verbs_are_not_secrets(text: str) -> None:
    assert looks_secret(text) is None, text
