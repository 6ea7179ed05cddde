"""Round 33, spent, dead and changed values through the whole check (the rules, then the learned stage).

A voucher, gift card or coupon code the text says was already spent or redeemed, a door code the text says is no
longer the code ("kapı kodu 4 4 1 8 değil artık"), a token revoked, a Wi-Fi password changed: the rules pass these,
and the worker's check (`shared.verdicts.scan`: `looks_secret`, then the learned e5 stage) must pass them too. The
learned stage only reads a text whose value gate sees a value, so the value is blanked as a public span and the gate
no longer mistakes a brand's capitals ("GitHub", "WiFi") or French elisions ("n'est plus … l'a") for one. The same
words beside a code still valid, not yet used, the new code, or a token not revoked stay flagged.
"""

from __future__ import annotations

import pytest

from tiered_memory.shared.safety import looks_secret, redact_secrets
from tiered_memory.shared.verdicts import scan

SPENT_VOUCHERS = [
    'tesco clubcard vouchers code MWR-4TQ8-PL2 spent already',
    'Amazon gift card code AQ7K-22PL-9XMB already redeemed',
    'voucher code SAVE-8812 used already, it was a one-off',
    'the coupon code BAKE-2291 was already used',
    'gift card code GC-7731-XQ fully spent',
    'Gutscheincode XM4-22KL schon eingelöst',
    'der Gutschein GS-4471-KM wurde bereits eingelöst',
    'code promo PRINT-4471 déjà utilisé',
    "le bon d'achat BA-5512 a été utilisé",
    'el cupón DESC-5521 ya canjeado',
    'la tarjeta regalo TR-8812-KQ ya fue canjeada',
    'o cupom FRETE-3391 já foi usado',
    'il buono BN-7720 già usato',
    'de cadeaubon CB-4418-PL al ingewisseld',
    'kupon KUP-2291 został wykorzystany',
    'hediye çeki HC-5521 zaten kullanıldı',
    'voucher VCR-8812 sudah dipakai',
    'промокод SALE-2291 уже использован',
    'подарочный сертификат ПС-4471 погашен',
    '优惠码 HX-88213 已使用',
    '礼品卡 LP-55120 已经用完了',
    'クーポンコード SK-4471 使用済み',
    'ギフト券 GF-7731 もう使った',
    '쿠폰 코드 KR-5512 사용됨',
    '상품권 SG-8841 이미 사용했어',
]

NO_LONGER = [
    'kapı kodu 4 4 1 8 değil artık, yönetim değiştirdi',
    'kapı kodu 4418 değil artık',
    'the door code is no longer 4418, the landlord changed it',
    'gate code no longer 7731, they changed it last week',
    'der Türcode ist nicht mehr 4418, die Verwaltung hat ihn geändert',
    'el código de la puerta ya no es 4418, lo cambiaron',
    "le code de la porte n'est plus 4418, le syndic l'a changé",
    'o código do portão já não é 4418, mudaram',
    'il codice del portone non è più 4418, l’hanno cambiato',
    'de deurcode is niet meer 4418, de beheerder heeft hem veranderd',
    'kod do drzwi już nie jest 4418, zarządca zmienił',
    'kód od dveří už není 4418, správce ho změnil',
    'codul ușii nu mai este 4418, administratorul l-a schimbat',
    'dörrkoden är inte längre 4418, hyresvärden bytte den',
    'kode pintu bukan lagi 4418, pengelola sudah ganti',
    'mã cửa không còn là 4418, ban quản lý đã đổi',
    'код от двери больше не 4418, управляющая компания поменяла',
    'код від дверей вже не 4418, змінили',
    'رمز الباب لم يعد 4418، الإدارة غيرته',
    'הקוד של הדלת כבר לא 4418, הוועד החליף',
    '门禁密码已经不是4418了，物业改了',
    '門禁密碼不再是4418，管理處改了',
    'ドアの暗証番号はもう4418じゃない、管理会社が変えた',
    '현관 비밀번호 더 이상 4418 아님, 관리실에서 바꿈',
]

DEAD_THROUGH_THE_GATE = [
    'revoked the GitHub personal access token ghp_R7kq2LmX9vTz4WpB8nYc3JdF6sHa1QeU0iGo yesterday',
    '以前的WiFi密码Home2019已经改了',
    'Abholcode 7731-22 hab ich schon abgeholt',
    'Abholcode 7731-22 für die Packstation: Paket schon abgeholt',
]

STILL_SECRET = [
    'the new door code is 4418, the old one was changed',
    'gift card code AQ7K-22PL-9XMB, balance 50 €, not used yet',
    'Amazon gift card code AQ7K-22PL-9XMB, not redeemed yet',
    'the token ghp_R7kq2LmX9vTz4WpB8nYc3JdF6sHa1QeU0iGo was not revoked',
    'the GitHub token ghp_R7kq2LmX9vTz4WpB8nYc3JdF6sHa1QeU0iGo still works',
    'the WiFi password Home2019 still works',
    'WiFi密码Home2019还能用',
    'kapı kodu artık 4418, yönetim değiştirdi',
    'kapı kodu 4 4 1 8, kimseye söyleme',
    'the door code is no longer 1990, it is 4418 now',
    'the door code is 4418, no longer shared with the cleaner',
    'der Türcode ist jetzt 4418, nicht mehr 1990',
    'le code de la porte est 4418, ne le donne à personne',
    'код от двери теперь 4418',
    '门禁密码现在是4418',
    'ドアの暗証番号は4418です',
    '현관 비밀번호 4418',
    'my PIN is 4821. The voucher code SAVE-8812 was already used',
    'the gift card is spent, my card PIN is 7731',
]


@pytest.mark.parametrize("text", SPENT_VOUCHERS)
def test_a_voucher_gift_card_or_coupon_code_already_spent_passes_the_rules(text: str) -> None:
    assert looks_secret(text) is None


@pytest.mark.parametrize("text", NO_LONGER)
def test_a_door_code_the_text_says_is_no_longer_the_code_passes_the_rules(text: str) -> None:
    assert looks_secret(text) is None


@pytest.mark.parametrize("text", SPENT_VOUCHERS + NO_LONGER + DEAD_THROUGH_THE_GATE)
def test_a_spent_or_dead_value_passes_the_workers_whole_check(text: str) -> None:
    assert scan(text).secret is None


@pytest.mark.parametrize("text", STILL_SECRET)
def test_a_live_code_beside_the_same_words_is_still_flagged_by_the_rules(text: str) -> None:
    assert looks_secret(text) is not None


@pytest.mark.parametrize("text", STILL_SECRET)
def test_a_live_code_beside_the_same_words_is_still_flagged_by_the_workers_whole_check(text: str) -> None:
    assert scan(text).secret is not None


@pytest.mark.parametrize("text", ['the door code is no longer 1990, it is 4418 now', 'the new door code is 4418, the old one was changed'])
def test_the_live_value_beside_a_dead_one_is_redacted(text: str) -> None:
    assert "4418" not in redact_secrets(text)


@pytest.mark.parametrize("text", [
    'my PIN is 4821, the voucher code SAVE-8812 was already used',
    'mein Passwort ist Sonne_2024, der Gutscheincode SAVE-8812 wurde schon eingelöst',
    'PIN da conta 4821, o cupom BAKE-2291 já foi usado',
])
def test_a_pin_or_password_before_a_spent_code_in_the_same_sentence_is_still_flagged(text: str) -> None:
    assert looks_secret(text) is not None


@pytest.mark.parametrize("text", ['the one-time password 551920 expired', 'the OTP code 551920 expired'])
def test_a_one_time_password_named_by_a_password_word_still_passes_when_spent(text: str) -> None:
    assert looks_secret(text) is None
