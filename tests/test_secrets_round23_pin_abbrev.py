"""Round 23, PINs under abbreviations and native digits in quoted messages; helpline and "changed" look-alikes.

Families:
1. A PIN or password named by a chat abbreviation ("mk" = mật khẩu, "pw"/"sandi", "contra", "snh", "kl", "sfr",
   "пасс", "รหัส") beside a wallet, bank or card, a stated length ("6 số") or a plea to keep it quiet; look-alikes are
   the same abbreviations as other words, an OTP length policy, app versions, amounts, phone numbers.
2. A PIN in native digits (Arabic-Indic, Persian, Devanagari, Bengali, Thai, Khmer, Myanmar, full-width) inside a
   quoted or forwarded message; look-alikes are the same quoted forms holding a price, a phone, a date, a flat number,
   a quantity.
3. Look-alikes of a PIN or password: a helpline to call after forgetting a PIN, "changed" followed by a pointer or a
   time, "pass" the verb before a year; with secrets of the same shapes that must stay caught.
"""

from __future__ import annotations

import pytest

from tiered_memory.shared.safety import looks_secret

ABBREV_SECRETS = [
    "ví MoMo mk 6 số: 845120 (đừng nói cho ai nha)",                 # Vietnamese
    "mk ZaloPay của em: 902317",
    "mã pin thẻ ATM 7731 nhé",
    "pw dana aku 552918, jangan kasih tahu siapa2",                    # Indonesian
    "sandi OVO: 184402",
    "contra del banco 4412, no se lo digas a nadie",                   # Spanish
    "la contra de la tarjeta es 9081",
    "snh do cartão 9921 não conta pra ninguém",                        # Portuguese
    "snh: 6650",
    "pw ng gcash ko 4821 wag mo ipagsabi",                             # Tagalog
    "รหัส กระเป๋า TrueMoney 660281 อย่าบอกใคร",                        # Thai
    "kl maybank saya 882913 jangan bagi tahu",                         # Malay
    "sfr: 5512 kimseye söyleme",                                        # Turkish
    "Ziraat kart şfr 4 haneli 7310",
    "пасс от карты сбера 7712",                                         # Russian
    "bKash pin 4 digit 2290, karo ke bolo na",                          # Bangla romanised
    "Nagad PIN: 51947",
    "M-Pesa pin yangu 7403 usimwambie mtu, sawa? secreto",              # Swahili + keep-quiet
    "PayTM wallet pswd 4 digit 3381",                                   # Hinglish
    "Tên wifi là NhaMinh, mk 12345678",
    "wifi kos: KosMawar, pw 88776655",
]

ABBREV_LOOKALIKES = [
    "mã OTP gồm 6 số, hết hạn sau 5 phút",                             # OTP length policy
    "mk chuyển cho bạn 200000đ qua MoMo rồi",                          # "mk" = mình (I), an amount
    "MoMo phiên bản 4.3.1 mới ra",                                      # app version
    "mk sinh năm 2001",
    "pw dana aku udah di-reset, nanti aku kasih",                       # no value
    "saldo OVO tinggal 150000 rb",                                      # amount
    "Real Madrid contra Barcelona 2024 en el Bernabéu",                 # "contra" = against
    "contra el banco 3 demandas este año",
    "snh é abreviação de senha, ok?",
    "kl 2024 trip: 5 hari di KL",                                       # Kuala Lumpur
    "kl bank saya tutup jam 1600 hari ini",
    "sfr 2024 modeli yeni çıktı",
    "пасс от карты пришлите на 8 800 555 3535",
    "GCash top up 1500 pesos kahapon",
    "bKash cash out 5000 taka korlam",
    "รหัส ไปรษณีย์ 10110",
    "pass 2024's driving test, finally!",
    "Nagad app version 3.1 update korun",
    "ví MoMo của mk sinh năm 1998 đăng ký",
    "wifi nhà mk hỏng từ 2023 tới giờ",
]

QUOTED_SECRETS = [
    'أختي قالت لي: "رقم سر البطاقة ٤٤٨٢"، لا تنسه',                    # Arabic
    'أمي كتبت: «رقم سر الفيزا ٧٠١٣» احفظيه',
    'رسالة من أبي: "رمز الفيزا ٥٥٠٢"',
    'برادرم گفت: «رمز کارت بانکی ۸۸۳۱» یادت باشه',                     # Persian
    'भाई ने लिखा: "एटीएम पिन ४५२१" किसी को मत बताना',                # Hindi
    'দাদা বলল: "এটিএম পিন ৭৩১৮" কাউকে বলিস না',                       # Bengali
    'แม่ส่งมาว่า "รหัสบัตร ATM ๘๒๑๓" อย่าบอกใคร',                      # Thai
    'ម្ដាយខ្ញុំប្រាប់ថា "លេខកូដ ATM ៤៥៨២"',                            # Khmer
    'အမေပြောတယ် "ATM PIN ၄၅၈၂" ဘယ်သူမှမပြောနဲ့',                         # Myanmar
    '母から「暗証番号は４８１９」と来た',                                   # Japanese, full-width
    'He forwarded: "card PIN ４８１９, keep it safe"',                   # English, full-width
    'Fwd: "رقم سري ٣٣١٩"',
    'اردو: بھائی نے کہا "اے ٹی ایم پن ۴۵۲۱"',                           # Urdu
    'Mama schrieb: „PIN der Karte ٤٤٢٩"',                               # German with Arabic-Indic digits
    'ma sœur m\'a écrit : « code de la carte ٨٨٢١ »',                   # French
]

QUOTED_LOOKALIKES = [
    'أختي قالت لي: "سعر الفيزا ٩٠٢١ ريال"، احفظه لي',                  # a price
    'أبي أرسل: «رقم الشقة ١٢٤» في الطابق الثاني',                       # a flat number
    'رسالة من أمي: "موعدنا ٢٠٢٤/٠٥/١٢"',                                # a date
    'قال لي: "رقم هاتفي ٠٥٥١٢٣٤٥٦٧"',                                   # a phone
    'برادرم گفت: «قیمت ۸۸۳۱ تومان»',
    'مامان نوشت: "پلاک ۴۴ واحد ۷"',
    'भाई ने लिखा: "कीमत ४५२१ रुपये"',
    'माँ का मैसेज: "फ़्लैट नंबर ९०३"',
    'দাদা বলল: "দাম ৭৩১৮ টাকা"',
    'বাবার মেসেজ: "ফোন ০১৭১১২২৩৩৪৪"',
    'แม่ส่งมาว่า "ราคา ๘๒๑๓ บาท"',
    'ម្ដាយខ្ញុំប្រាប់ថា "តម្លៃ ៤៥៨២ រៀល"',
    'အမေပြောတယ် "ဈေး ၄၅၈၂ ကျပ်"',
    '母から「値段は４８１９円」と来た',
    'He forwarded: "order qty ４８, ship Monday"',
    'Fwd: "رقم الطلب ٣٣١٩"',
    'قالت لي: "عدد الضيوف ٢٥"',
]

HELPLINE_CHANGED_LOOKALIKES = [
    "bKash PIN bhule gele 16247 e call korun",                          # Bangla romanised helpline
    "Проблемы с ПИН-кодом? Звоните 8 800 100 00 00",                    # Russian helpline
    "Quên mã PIN thẻ? Gọi tổng đài 1900 5454 13",                       # Vietnamese
    "Lupa PIN ATM? Hubungi 1500 888",                                   # Indonesian
    "¿Olvidaste tu PIN? Llame al 900 100 200",                          # Spanish
    "PIN unuttuysanız 444 0 800 numarasını arayın",                      # Turkish
    "wifi password changed: see-attached",
    "the vpn password changed: see below",
    "hasło do wifi zmieniłem: wczoraj wieczorem",                       # Polish
    "WLAN-Passwort geändert: gestern",                                  # German
    "contraseña del wifi cambiada: ayer",                               # Spanish
    "senha do wifi mudei: ontem",                                        # Portuguese
    "пароль от wifi поменял: вчера вечером",                            # Russian
    "pass 2024's driving test",
    "mật khẩu wifi đổi rồi: hôm qua",                                   # Vietnamese
]

STILL_SECRETS = [
    "bKash PIN 16247, karo ke bolo na",
    "Мой ПИН-код 8812, не говори никому",
    "Forgot my PIN so I set a new one: 4821",
    "wifi password changed: Sunflower#2024",
    "hasło do wifi zmieniłem: Kotek_123",
    "WLAN-Passwort geändert: Gestern!99",
    "pass: Tr0ub4dor&3",
    "Nagad PIN bhule gesi, notun PIN 5521",
    "PIN: dört iki bir yedi lira",                                       # digits in words, then an unrelated word
    "mã PIN mới là 9034",
    "senha do wifi mudei: CasaAzul#77",
    "contraseña del wifi cambiada: Perro2024!",
    "пароль от wifi поменял: Lenin1917x",
    "the vpn password changed to Blue-Otter-55",
    "PIN nakalimutan ko kaya bago: 7741",
]


@pytest.mark.parametrize("text", ABBREV_SECRETS + QUOTED_SECRETS + STILL_SECRETS)
def test_a_pin_under_a_chat_abbreviation_or_a_secret_number_word_is_a_secret(text: str) -> None:
    assert looks_secret(text)


@pytest.mark.parametrize("text", ABBREV_LOOKALIKES + QUOTED_LOOKALIKES + HELPLINE_CHANGED_LOOKALIKES)
def test_the_same_abbreviations_before_an_amount_a_length_rule_or_a_helpline_give_no_secret(text: str) -> None:
    assert looks_secret(text) is None


# A café's Wi-Fi network named alone ("ask staff for the password"): the public reading (`secret_public_more.ssid_spans`,
# through `secret_public.mask`) blanks it before the learned stage's value gate reads the text, so the learned stage,
# which runs only when the rules find nothing, sees no value. Vietnamese "là", Indonesian "adalah", Malay "ialah".
NETWORK_NAME_ONLY = [
    "Tên wifi quán cà phê là 'CongCaphe_5G', hỏi nhân viên mật khẩu.",
    "Tên mạng là Highlands_Free, mật khẩu hỏi quầy thu ngân",
    "Nama wifi kafe adalah 'KopiKita_5G', tanya kasir untuk kata sandinya.",
    "Nama wifi adalah Warung_Bu_Tini, password tanya ibu",
    "nama rangkaian ialah Kopitiam_Guest, kata laluan minta di kaunter",
]
NETWORK_WITH_PASSWORD = [
    "SSID là CafeSuaDa_2G, pass 12345678",
    "Tên wifi là 'Nha_Minh', mật khẩu là 'abc12345'",
]


@pytest.mark.parametrize("text", NETWORK_NAME_ONLY)
def test_network_name_alone_holds_no_value(text: str) -> None:
    from tiered_memory.shared.safety.secret_e5 import value_present

    assert not value_present(text) and looks_secret(text) is None


@pytest.mark.parametrize("text", NETWORK_WITH_PASSWORD)
def test_network_name_with_password_keeps_value(text: str) -> None:
    from tiered_memory.shared.safety.secret_e5 import value_present

    assert value_present(text)
