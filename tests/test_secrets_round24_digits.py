"""Round 24, native digits: a PIN, a lock code, a password or a national id written in any script's decimal digits
(Arabic-Indic, Persian, NKo, Devanagari, Bengali, Gurmukhi, Gujarati, Oriya, Tamil, Telugu, Kannada, Malayalam,
Sinhala, Thai, Lao, Tibetan, Myanmar, Khmer, Mongolian, Ol Chiki, Balinese, Tai Tham, Javanese, Newa, Adlam,
full-width) is the same secret as in ASCII digits; look-alikes: prices, dates, years, phones and counts in those
digits. All readers share one table, `normalise.ASCII_DIGITS` (every Unicode Nd digit), rather than keep copies."""

from __future__ import annotations

import unicodedata

import pytest

from shared.safety import looks_secret
from shared.safety import normalise, secret_natids, secret_natids_regions, secret_pin_abbrev, secret_values
from shared.safety.normalise import ASCII_DIGITS, ascii_digits, digit_string

# The zero of each script's digits; `native` writes a sentence's ASCII digits in that script.
ZEROS = {"ar": 0x0660, "fa": 0x06F0, "nqo": 0x07C0, "hi": 0x0966, "bn": 0x09E6, "pa": 0x0A66, "gu": 0x0AE6, "or": 0x0B66,
         "ta": 0x0BE6, "te": 0x0C66, "kn": 0x0CE6, "ml": 0x0D66, "si": 0x0DE6, "th": 0x0E50, "lo": 0x0ED0, "bo": 0x0F20,
         "my": 0x1040, "km": 0x17E0, "mn": 0x1810, "tham": 0x1A80, "bal": 0x1B50, "sat": 0x1C50, "jv": 0xA9D0,
         "fw": 0xFF10, "newa": 0x11450, "adlam": 0x1E950}


def native(text: str, script: str) -> str:
    """`text` with its ASCII digits written in `script`'s digits."""
    return "".join(chr(ZEROS[script] + int(c)) if "0" <= c <= "9" else c for c in text)


SECRETS = [
    ("ar", 'أختي كتبت: "رقم سر البطاقة 4719" لا تنسه'),
    ("ar", "رقم سري للصراف: 8352"),
    ("ar", "رمز القفل 3-8-1 للخزانة"),
    ("ar", "الرقم القومي لأبي 29001011234567"),
    ("fa", "کد ملی پدرم 0071234561 است"),
    ("fa", "رمز کارت: 6084، به کسی نگو"),
    ("fa", "رمز قفل دوچرخه 4-7-2"),
    ("hi", 'भाई ने लिखा: "पिन 5082"'),
    ("hi", "ताले का कोड 3-7-1"),
    ("hi", "मेरा आधार 2345 6789 0123"),
    ("bn", "পিন: 4820 কাউকে বলবে না"),
    ("bn", "আলমারির তালার কোড 9-3-1"),
    ("th", 'บอกแม่ว่า "รหัส ATM 5831"'),
    ("th", "เลขบัตรประชาชนของฉัน 1101700230708"),
    ("th", "รหัสล็อกตู้เซฟ 2 9 4 7"),
    ("lo", "ລະຫັດ ATM: 6158"),
    ("lo", "pw: 3902"),
    ("km", "pw: 4718"),
    ("km", "លេខកូដសោ 3-9-2"),
    ("km", "mk: 2059 កុំប្រាប់អ្នកណា"),
    ("km", "ពាក្យសម្ងាត់ wifi 47189035"),
    ("my", "PIN: 7146 ဘယ်သူမှမပြောနဲ့"),
    ("my", "pw: 3085"),
    ("bo", "pw: 8261"),
    ("bo", "PIN ཨང་ 8261 སུ་ལ་ཡང་མ་ཤོད།"),
    ("nqo", "pw: 5037"),
    ("nqo", "ߊ߬ ߟߊ߫ PIN: 5037"),
    ("sat", "pw: 9184"),
    ("sat", "ᱢᱤᱫ ATM PIN 9184"),
    ("sat", "safe code 2-9-4-7"),
    ("fw", "暗証番号は4729です"),
    ("fw", "金庫の暗証番号 3-8-1"),
    ("fw", "pw：6081"),
    ("mn", "pw: 7392"),
    ("mn", "PIN код: 7392"),
    ("adlam", "pw: 2864"),
    ("ta", "பின்: 2947 யாரிடமும் சொல்லாதே"),
    ("gu", "પિન: 8153"),
    ("te", "నా ఏటీఎం పిన్ 4927"),
    ("kn", "ನನ್ನ ಎಟಿಎಂ ಪಿನ್ 6150"),
    ("ml", "എന്റെ എടിഎം പിൻ 3814"),
    ("pa", "ਮੇਰਾ ਏਟੀਐਮ ਪਿੰਨ 7205"),
    ("or", "ମୋର ATM ପିନ 9416"),
    ("si", "මගේ ATM PIN 5273"),
    ("bal", "PIN: 4817"),
    ("jv", "PIN: 6034"),
    ("tham", "PIN: 2759"),
    ("newa", "PIN: 8361"),
]

LOOKALIKES = [
    ("ar", 'أختي كتبت: "سعر البطاقة 4719 ريال"'),        # a price
    ("ar", "ولدت في 1987/03/15"),                         # a date
    ("ar", "الطابق 3-8-1"),
    ("ar", "هاتف 0551234567"),                            # a phone
    ("fa", "قیمت 2791 تومان"),
    ("fa", "تاریخ 1402/05/12"),
    ("hi", "कीमत 3917 रुपये"),
    ("hi", "साल 2019 में शादी हुई"),                          # a year
    ("hi", "ट्रेन 12951 दिल्ली"),
    ("bn", "দাম 7291 টাকা"),
    ("bn", "1971 সালে স্বাধীনতা"),
    ("bn", "বাস 42 ঢাকা"),
    ("th", "ราคา 5831 บาท"),
    ("th", "ปี 2566 เป็นปีที่ดี"),
    ("th", "วันที่ 15/03/2567"),
    ("th", "โทร 02-123-4567"),
    ("lo", "ລາຄາ 6158 ກີບ"),
    ("lo", "ປີ 2023"),
    ("lo", "ໂທ 020 5512 7788"),
    ("km", "តម្លៃ 4718 រៀល"),
    ("km", "ឆ្នាំ 2024"),
    ("km", "ថ្ងៃទី 15/03/2024"),
    ("km", "កាលបរិច្ឆេទ 3-9-2024"),
    ("km", "ផ្ទះលេខ 47 ផ្លូវ 218"),
    ("km", "pw ថ្មីត្រូវមាន 8 តួអក្សរ"),                         # a rule about passwords, no password
    ("my", "စျေးနှုန်း 7146 ကျပ်"),
    ("my", "2023 ခုနှစ်"),
    ("my", "ဖုန်း 09 4512 7788"),
    ("my", "PIN ကို 4 လုံး ထည့်ပါ"),
    ("bo", "ལོ་ 2024"),
    ("bo", "གོང་ 8261 སྒོར་མོ"),
    ("bo", "ཚེས་ 15/03/2024"),
    ("nqo", "2024"),
    ("nqo", "ߞߊ߲ 5037 ߘߐ߬ߟߊ߬ߙߌ"),
    ("nqo", "2024-03-15"),
    ("sat", "2024 sal"),
    ("sat", "price 9184 rupees"),
    ("sat", "1-5-2024 ᱢᱤᱫ"),
    ("sat", "ATM PIN has 4 digits"),
    ("fw", "価格は4729円です"),
    ("fw", "2024年3月15日"),
    ("fw", "電話 03-1234-5678"),
    ("fw", "会議は10:30から"),
    ("mn", "2024 он"),
    ("mn", "үнэ 7392 төгрөг"),
    ("mn", "2024.03.15"),
    ("adlam", "2024"),
    ("adlam", "price 2864"),
    ("adlam", "15/03/2024"),
    ("ta", "விலை 2947 ரூபாய்"),
    ("ta", "பக்கம் 214"),
    ("gu", "કિંમત 8153 રૂપિયા"),
    ("te", "ధర 4927 రూపాయలు"),
    ("kn", "ಬೆಲೆ 6150 ರೂಪಾಯಿ"),
    ("ml", "വില 3814 രൂപ"),
    ("pa", "ਕੀਮਤ 7205 ਰੁਪਏ"),
    ("or", "ଦାମ 9416 ଟଙ୍କା"),
    ("si", "මිල 5273 රුපියල්"),
    ("bal", "1945"),
    ("jv", "1945"),
    ("tham", "price 2759"),
    ("newa", "1079"),
]


@pytest.mark.parametrize("script,text", SECRETS)
def test_secret_in_native_digits(script: str, text: str) -> None:
    assert looks_secret(native(text, script))


@pytest.mark.parametrize("script,text", LOOKALIKES)
def test_lookalike_in_native_digits(script: str, text: str) -> None:
    assert looks_secret(native(text, script)) is None


@pytest.mark.parametrize("script", sorted(ZEROS))
def test_table_reads_each_script(script: str) -> None:
    written = native("0123456789", script)
    assert ascii_digits(written) == "0123456789" and digit_string(f"x{written}y") == "0123456789"


def test_table_is_every_decimal_digit() -> None:
    every = {cp for cp in range(0x80, 0x110000) if unicodedata.category(chr(cp)) == "Nd"}
    assert set(ASCII_DIGITS) == every
    assert all(ASCII_DIGITS[cp] == str(unicodedata.decimal(chr(cp))) for cp in every)


def test_readers_share_the_one_table() -> None:
    for module in (secret_pin_abbrev, secret_values, secret_natids, secret_natids_regions):
        assert module.ASCII_DIGITS is normalise.ASCII_DIGITS
    assert digit_string("²٣") == "23"   # superscripts too, as the lock readers read them
