"""Round 32: one-time and transaction codes that are spent, tested both ways.

The family: a one-time code (an OTP, a verification, SMS, login or 2FA code), a parcel-locker or pickup code, a return
or refund code, a voucher or booking code that the text says has expired, timed out, was already used, collected or
redeemed, or whose order was cancelled ("OTP was 882104 but it timed out", "验证码 551203 已经过期了", "kod odbioru z
paczkomatu był 118204 ale już odebrałam", "sipariş iptal edildi, iade kodu IADE-7731"). A spent one-time code unlocks
nothing, so it is not a secret. Its neighbours stay secrets: a code still valid or about to expire ("valid for 10
minutes", "before it expires", "expire ho jayega", "快过期了"), a code not yet used or collected ("还没取", "jeszcze nie
odebrałam"), the new code given after the old one expired, a one-time code someone asks for, a password or PIN beside
the word "expired", backup and recovery codes (live until each is used), and a seed or key beside a spent code.
"""

from __future__ import annotations

import pytest

from tiered_memory.shared.safety import looks_secret, redact_secrets

SPENT_PUBLIC = [
    'OTP was 882104 but it timed out before I typed it, ask for a new one tmrw',
    '验证码 551203 已经过期了，重新发一个',
    '인증번호 552019 시간 초과됨, 다시 요청해야 함',
    'purana OTP 771204 tha, wo expire ho gaya, naya mangwao',
    'kod odbioru z paczkomatu był 118204 ale już odebrałam',
    '取件码 6-2-4031 已经取过了',
    'sipariş iptal edildi, iade kodu IADE-7731 (kargoya verilecek)',
    "the verification code 604418 has expired, I'll request another one",
    'my login code was 229 814 but it already expired',
    'the 2FA code 730551 timed out, never mind',
    'Amazon locker pickup code 482 913 — already collected the parcel yesterday',
    'der SMS-Code 448120 ist abgelaufen, ich fordere morgen einen an',
    'Abholcode 7731-22 für die Packstation: Paket schon abgeholt',
    'le code de vérification 551903 a expiré, il faut en redemander un',
    'code de retrait 88 41 02 déjà utilisé, colis récupéré',
    'el código de verificación 731004 ya caducó, pide otro mañana',
    'código de recogida 5521-09 ya lo usé, paquete recogido',
    'o código de verificação 661203 expirou, vou pedir outro',
    'codice di verifica 330917 scaduto, ne chiedo un altro domani',
    'de verificatiecode 118822 is verlopen, morgen opnieuw aanvragen',
    'engångskoden 551904 har gått ut, begär en till',
    'bekræftelseskode 660148 er udløbet',
    'vahvistuskoodi 220931 vanheni ennen kuin ehdin kirjoittaa sen',
    'kod weryfikacyjny 771920 wygasł, poproszę o kolejny',
    'ověřovací kód 556120 vypršel, pošlou jiný',
    'az ellenőrző kód 880231 lejárt, kérek újat holnap',
    'codul de verificare 440912 a expirat, cer altul',
    'ο κωδικός επαλήθευσης 661290 έληξε, θα ζητήσω άλλον',
    'код подтверждения 551920 уже истёк, попрошу прислать ещё раз',
    'код з смс 660912 вже використаний',
    'doğrulama kodu 448291 süresi doldu, yenisini isteyeceğim',
    'kode OTP 558102 sudah kadaluarsa, minta kirim ulang besok',
    'TAC 418 229 dah tamat tempoh, minta yang lain',
    'mã OTP 592 018 đã hết hạn rồi, bấm gửi lại',
    'รหัส OTP 551290 หมดอายุแล้ว ขอใหม่พรุ่งนี้',
    'yung OTP 512308 nag-expire na, pa-resend na lang',
    'Code ya OTP 882019 imeisha muda, nimeomba nyingine',
    'رمز التحقق 551920 انتهت صلاحيته، اطلب رمز ثاني بكرة',
    'كود التفعيل 661029 تم استخدامه خلاص',
    'کد تایید 771920 منقضی شد، دوباره درخواست بده',
    'קוד האימות 551920 פג תוקף, צריך לבקש שוב',
    'ओटीपी 661920 एक्सपायर हो गया, दोबारा मंगाना है',
    'ওটিপি 551290 মেয়াদ শেষ, আবার চাইতে হবে',
    '認証コード 661920 は期限切れ、また送ってもらう',
    '受取コード 5512-09 の荷物はもう受け取った',
    '쿠폰 코드 XM2-88412 이미 사용했음',
    '退货码 TH-66120 的订单已取消',
    "the OTP 770193 was already used to log in, it's spent now",
    'booking code BK7731 for the hotel — booking cancelled, refund pending',
    'gift card claim code GQ7K-4RBW-9XZ2 already redeemed last week',
    'OTP 882104. Expired already.',
    'arre OTP 551920 tha, use ho gaya',
    'code el ta2kid 551920 5elset, ab3atli wa7ed tani',
    'the code they texted, 604 118, timed out before I could type it',
    '551920 was the OTP, it expired already',
    'Lazada pickup code 4471-20 tha, parcel le liya kal',
    'el code 551920 khlset, ba3atli wa7ed tani',
    'yung pickup code 4471 nakuha ko na yung parcel',
    'the return code RT-55120 is for an order that was cancelled',
    'Rücksendecode R-88120, Bestellung wurde storniert',
    'código de devolución DV-7731, el pedido fue cancelado',
    'il codice di ritiro 88412 è già ritirato, pacco preso ieri',
    'kode pengambilan 6621 sudah diambil, paketnya udah di rumah',
    'код получения 5512 уже забрала посылку вчера',
]

STILL_LIVE_SECRET = [
    'OTP 882104, valid for 10 minutes',
    'use code 551203 before it expires',
    'verification code 551203, expires at 18:00',
    '验证码 551203，还没过期，快输入',
    '인증번호 552019, 아직 만료 안 됨',
    'OTP 771204 aaya hai, expire ho jayega jaldi daalo',
    'kod odbioru z paczkomatu 118204, jeszcze nie odebrałam',
    '取件码 6-2-4031，还没取',
    "Amazon locker pickup code 482 913, haven't collected it yet",
    'Amazon locker pickup code 482 913 (expires Friday)',
    "the bank guy called asking for my OTP, it's 551920",
    'OTP 604418 will expire in 5 minutes',
    "Le code reçu par SMS de la banque c'est 620 914, redonne-le moi vite stp il expire",
    'the OTP wey bank send na 901 442, e never expire',
    'yung OTP 512308 paki-send bago mag-expire',
    'kode OTP 558102 belum kadaluarsa, cepat masukin',
    'mã OTP 592 018 gửi cho anh nhé, hết hạn 3 phút',
    'Mã OTP ngân hàng: 771 304, hết hạn sau 3 phút',
    'arre OTP bola na 48 31 70, jaldi dalo expire ho jayega',
    '验证码 551203，5分钟内有效，过期作废',
    '验证码 551203 快过期了，赶紧输入',
    'kode OTP 558102 kadaluarsa dalam 5 menit',
    'kod do paczkomatu 613 948 — odebrać do czwartku',
    '取件码 6-2-4031，明天去取',
    'Abholcode 7731-22, das Paket liegt noch in der Packstation',
    'code de retrait 88 41 02, colis pas encore récupéré',
    'someone from the bank called and asked for the verification code 551920, I said it was 551920',
    "OTP 882104 — don't share it, it hasn't expired",
    'OTP 551920 aaya hai, abhi use nahi kiya',
    '验证码 551203，别告诉别人，还没用',
    'my passport expired, the OTP 551920 came today',
    'the OTP is 551920, my old one expired',
    'the earlier OTP 882104 expired, now using 449120',
    'my card expired yesterday, verification code 551920 for the new one',
]

NEW_CODE_GIVEN_SECRET = [
    'the old OTP expired, the new one is 449120',
    'my password expired, new one is Tulip_88',
    '验证码过期了，新的验证码是 449120',
    'der alte SMS-Code ist abgelaufen, der neue ist 661920',
    'el código de verificación caducó, el nuevo es 731004',
    'код подтверждения истёк, новый код 551920',
    'OTP-ka expire ho gaya, naya OTP 661920 hai',
    'OTP 882104 expired, use 449120 instead',
    "l'ancien code de vérification a expiré, le nouveau est 551920",
    'stary kod weryfikacyjny wygasł, nowy to 661920',
    'doğrulama kodunun süresi doldu, yeni kod 661920',
    'رمز التحقق القديم انتهت صلاحيته، الرمز الجديد 661920',
    'mã OTP cũ đã hết hạn, mã mới là 661920',
    'OTP lama sudah kadaluarsa, yang baru 661920',
]

OTHER_CREDENTIAL_SECRET = [
    'my password expired, new one is Tulip_88',
    'OTP expired, but my PIN is 4821',
    'the OTP expired, my banking password is Tulip_88',
    'recovery codes, each used once: 8812-4471 9920-1183 5512-0093',
    'backup code 3 used already, the rest are 8812-4471 and 9920-1183',
    "my door code expired? no, it's still 4821",
    'card expired, security code 212, PIN 4821',
    "my card expired last month, the PIN was 4821 and it's the same on the new card",
    "gift card claim code GQ7K-4RBW-9XZ2 hasn't been redeemed yet",
    'the door code 4821 timed out? no, it works',
    '2FA app secret JBSWY3DPEHPK3PXP, the code from it expired',
    'my gym locker code is 1944, already used it today',
    'OTP expired so I logged in with the password Tulip_88',
    'the OTP 551920 expired; wifi password is Lantern88',
    "amazon gift card claim code GQ7K-4RBW-9XZ2P hasn't been redeemed yet",
    'mein Passwort ist abgelaufen, das neue ist Tulip_88',
    'la contraseña caducó, la nueva es Tulip_88',
    'my bank card expired, new card PIN is 4821',
]


@pytest.mark.parametrize("text", SPENT_PUBLIC)
def test_a_one_time_code_the_text_calls_expired_used_collected_or_cancelled_is_not_a_secret(text: str) -> None:
    assert looks_secret(text) is None


@pytest.mark.parametrize("text", STILL_LIVE_SECRET)
def test_a_one_time_code_still_valid_not_yet_used_or_asked_for_is_a_secret(text: str) -> None:
    assert looks_secret(text) is not None


@pytest.mark.parametrize("text", NEW_CODE_GIVEN_SECRET)
def test_the_new_code_given_after_the_old_one_expired_is_a_secret(text: str) -> None:
    assert looks_secret(text) is not None


@pytest.mark.parametrize("text", OTHER_CREDENTIAL_SECRET)
def test_a_password_pin_backup_code_or_seed_beside_an_expired_word_is_a_secret(text: str) -> None:
    assert looks_secret(text) is not None


def test_the_code_to_use_instead_is_redacted_and_the_expired_one_is_kept() -> None:
    out = redact_secrets("OTP 882104 expired, use 449120 instead")
    assert "449120" not in out and "882104" in out


def test_a_spent_code_is_kept_whole_by_redaction() -> None:
    text = "OTP was 882104 but it timed out before I typed it, ask for a new one tmrw"
    assert redact_secrets(text) == text
