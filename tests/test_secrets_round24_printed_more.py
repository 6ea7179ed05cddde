"""Round 24, more numbers printed for everyone (secret_public_printed): postcodes under their Urdu, Burmese, Yoruba and
Marathi names, a shop's VAT number, an Indonesian company's NPWP, a company's TIN, Mexico's generic RFC, a barcode whose
check digit holds, a shop's branch number, a Romanian customs code, a quiz PIN in Catalan and Korean. Next to each, the
secrets that must stay flagged: a PIN or password beside the same words, a door code given as a store's code, a person's
RFC, a barcode whose check digit fails after a PIN word."""

import pytest

from tiered_memory.shared.safety.secrets import looks_secret

PRINTED = [
    "ڈاک خانہ کوڈ: 75500 کراچی",
    "စာတိုက်ကုဒ် 05021 မန္တလေး",
    "Koodu ifiweranṣẹ: 200001 Ibadan",
    "नवीन घराच्या पत्त्याचा पिन कोड ४११००४ आहे.",
    "الرقم الضريبي للشركة: 310122393500003",
    "NPWP perusahaan untuk faktur: 02.345.678.9-012.000",
    "TIN of the company on the invoice: 123-456-789-000",
    "RFC genérico para extranjeros: XEXX010101000",
    "EAN-13 des Müslis: 4006381333931",
    "バーコード：4901777018686 の商品を探しています",
    "Mã cửa hàng 7-Eleven 2045 gần nhà.",
    "Store number 1187 on Main Street closes at 9.",
    "Kode toko Alfamart A1B2 di depan stasiun.",
    "Cod vamal pentru vin: 2204 21 79",
    "Codi PIN del joc al Kahoot per als alumnes: 40 88 217",
    "카훗 게임 PIN 551 0923 화면에 있어요",
]
SECRETS = [
    "PIN kartu ATM di toko: 4821",
    "Store code for the back door: 4417",
    "Kode toko untuk brankas, PIN 5590",
    "My RFC is GOMA850312QX4 and the SAT password is Tacos_2024!",
    "Código de barras do cadeado? Não, a senha do cadeado é 7316.",
    "JAN code password: Hako_2023",
    "Mã cửa hàng 2045, mật khẩu wifi: cuahang2045",
    "الرقم السري لبطاقة المتجر: 4471",
    "Kahoot password: QuizMaster_99",
    "ATM pin code 400053, don't tell anyone",
]


@pytest.mark.parametrize("text", PRINTED)
def test_a_number_printed_for_everyone_is_not_flagged(text: str) -> None:
    assert looks_secret(text) is None


@pytest.mark.parametrize("text", SECRETS)
def test_a_secret_beside_the_same_words_stays_flagged(text: str) -> None:
    assert looks_secret(text) is not None
