"""Round 23 (H7): public codes that look like secrets (promo/discount codes, postcodes, India's postal "PIN code" in
digits or number words), a Lao backup-code label, and a Thai Wi-Fi name written with a space; card and ATM PINs,
backup codes and passwords beside them stay caught."""

from __future__ import annotations

import pytest

from shared.safety.secrets import looks_secret

SECRETS = [
    "ລະຫັດສຳຮອງ: 77410293",
    "ລະຫັດສຳຮອງຂອງຂ້ອຍ 55019384",
    "ລະຫັດກູ້ຄືນ 66201748",
    "รหัสสำรอง: 39920415",
    "मेरे एटीएम का पिन 4821 है",
    "ATM pin code 7391, don't tell anyone",
    "আমার এটিএম পিন কোড 5820",
    "कार्ड का पिन कोड 9914 है",
    "promo code for the bank app, password: Kx7!mq29Lp",
    "Rabattcode SOMMER15, und mein Passwort ist Hund!2024x",
    "kode promo HEMAT50, PIN ATM saya 7741",
    "ชื่อ wifi ร้าน คือ 'CafeBangkok_5G' ส่วนรหัสผ่านคือ 'mango2024!'",
    "código postal 28013 y la contraseña del portal es Rq8#tz41",
    "промокод LETO30, а пароль от почты Zx9!kd72pq",
    "kode pos 40115; PIN kartu saya 6620",
    "mã khuyến mãi GIAM20, mật khẩu wifi là Hanoi@2024x",
    "my pin code for the door is 1234 at home",
    "the house alarm pin code is 4821",
    "घर के लॉकर का पिन कोड 4821 है",
    "ghar ka pin code 4821",
    "Kode voucher Google Play: PLX7-Q2MV-9TRK-4HWD, belum dipakai",
]

PUBLIC = [
    'SMS redirecționat: "Cod promo BT Pay: VARA20"',
    'Reenviado: "Tu código promocional: VERANO25"',
    'Weitergeleitet: "Dein Rabattcode: SOMMER15"',
    'SMS transféré : "code promo : ETE2024"',
    'SMS diteruskan: "kode promo: HEMAT50"',
    'Пересланное SMS: "промокод: LETO30"',
    "Il codice sconto è NATALE10, valido fino a domenica",
    "kod rabatowy WIOSNA25 działa tylko w aplikacji",
    "indirim kodu: YAZ2024 ile %20 indirim",
    "mã giảm giá FREESHIP30 cho đơn đầu tiên",
    "โค้ดส่วนลด SALE99 ใช้ได้ถึงสิ้นเดือน",
    "优惠码 SPRING88 今天有效",
    'VN dari ibu: "kode pos rumah nenek empat nol satu satu lima"',
    "দাদুর বাড়ির পিন কোড সাত শূন্য শূন্য শূন্য এক নয়",
    "দাদুর বাড়ির পিন কোড 700019",
    "दादी के घर का पिन कोड 110001 है",
    "गांव का पिनकोड 226010 है, चिट्ठी वहीं भेजना",
    "our village pin code is 641 002",
    "código postal da casa da avó: 01310-100",
    "Postleitzahl vom Ferienhaus: 18546",
    "почтовый индекс дачи 142100",
    "ชื่อ wifi ร้าน คือ 'CafeBangkok_5G'",
    "ชื่อ wi-fi คือ HomeNet_2G",
]


@pytest.mark.parametrize("text", SECRETS)
def test_a_pin_a_backup_code_or_a_password_beside_a_public_code_is_a_secret(text: str) -> None:
    assert looks_secret(text)


@pytest.mark.parametrize("text", PUBLIC)
def test_a_promo_code_a_postcode_or_a_wifi_name_alone_is_no_secret(text: str) -> None:
    assert looks_secret(text) is None
