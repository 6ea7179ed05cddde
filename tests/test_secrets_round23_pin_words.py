"""Round 23, numbers left in words: a PIN said digit by digit in words, then an unrelated word (a thank-you, a
currency word), is still a PIN; a sum said with place-value words (hundreds, tens) is an amount. And Thai words written
with SARA AM ("ำ", U+0E33) in the cue tables: the text is read NFKC, where it is NIKHAHIT + SARA AA, so the tables hold
that form (รหัสสำรอง, คำตอบ, คำถาม, เลขประจำตัว…); their look-alikes (order numbers, a company's tax id, a referral
code) stay public.
"""

from __future__ import annotations

import pytest

from tiered_memory.shared.safety import looks_secret

WORD_PIN_SECRETS = [
    "PIN: dört iki bir yedi lira",                 # Turkish: digits in words, then a currency word
    "PIN: four two one seven please",              # English
    "PIN-Code: vier zwei eins sieben danke",       # German
    "code PIN : quatre deux un sept merci",        # French
    "PIN: cuatro dos uno siete gracias",           # Spanish
    "PIN: quatro dois um sete obrigado",           # Portuguese
    "ПИН: четыре два один семь спасибо",           # Russian
    "PIN: empat dua satu tujuh ya",                # Indonesian
    "mã PIN: bốn hai một bảy nhé",                 # Vietnamese
    "PIN: cztery dwa jeden siedem dzięki",         # Polish
    "รหัส PIN: สี่ สอง หนึ่ง เจ็ด นะ",               # Thai
    "PIN: vier twee een zeven bedankt",            # Dutch
    "PIN: quattro due uno sette grazie",           # Italian
    "PIN: apat dalawa isa pito salamat",           # Tagalog
    "PIN: nne mbili moja saba asante",             # Swahili
]

WORD_AMOUNT_LOOKALIKES = [
    "fiyat: dört yüz yirmi lira",
    "price: four hundred twenty dollars",
    "Preis: vierhundertzwanzig Euro",
    "prix : quatre cent vingt euros",
    "precio: cuatrocientos veinte pesos",
    "preço: quatrocentos e vinte reais",
    "цена: четыреста двадцать рублей",
    "harga: empat ratus dua puluh ribu rupiah",
    "giá: bốn trăm hai mươi nghìn đồng",
    "cena: czterysta dwadzieścia złotych",
    "ราคา สี่ร้อยยี่สิบ บาท",
    "prijs: vierhonderd twintig euro",
    "prezzo: quattrocentoventi euro",
    "presyo: apat na raan dalawampung piso",
    "bei: shilingi mia nne ishirini",
]

THAI_SARA_AM_SECRETS = [
    "รหัสสำรอง: 48213967",
    "รหัสสำรองของ Google: 4821 3967",
    "รหัสสำรองบัญชี LINE 55901243",
    "คำตอบคำถามลับ: ช้างน้อย",
    "คำถามลับ: ชื่อสัตว์เลี้ยงตัวแรก คำตอบ: ถุงทอง",
]

THAI_SARA_AM_LOOKALIKES = [
    "หมายเลขคำสั่งซื้อ 240512345678",
    "เลขประจำตัวผู้เสียภาษีของบริษัท 0105551234567",
    "รหัสแนะนำ ABCD1234 ใช้ได้เลย",
    "ร้านนี้ทำอาหารอร่อย ราคา 120 บาท",
    "คำสั่งซื้อ 55120 จัดส่งแล้ว",
    "ช่วยจำเบอร์ห้อง 1204 ให้หน่อย",
]


@pytest.mark.parametrize("text", WORD_PIN_SECRETS + THAI_SARA_AM_SECRETS)
def test_a_pin_in_digit_words_or_under_a_thai_label_is_a_secret(text: str) -> None:
    assert looks_secret(text)


@pytest.mark.parametrize("text", WORD_AMOUNT_LOOKALIKES + THAI_SARA_AM_LOOKALIKES)
def test_an_amount_in_place_value_words_or_a_thai_public_label_is_no_secret(text: str) -> None:
    assert looks_secret(text) is None


def test_thai_tables_read_nfkc() -> None:
    """The cue words a decomposed text is matched against hold no precomposed SARA AM (it never survives NFKC)."""
    from tiered_memory.shared.safety import secret_code_lists, secret_phrases, secret_public_words

    for pattern in (secret_code_lists._CJK_LABEL, secret_phrases._BACKUP, secret_public_words.ORDER_NAME):
        assert "\u0e33" not in getattr(pattern, "pattern", pattern)
