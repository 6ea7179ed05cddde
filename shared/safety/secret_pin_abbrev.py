"""A PIN or password named by a chat abbreviation (mk, pw, snh, sfr, пасс, kl) or a secret-number word (رقم سر, លេខកូដ) before its digits, ASCII or native, is that code."""

from __future__ import annotations

import re
from typing import Iterator

from .normalise import ASCII_DIGITS   # native decimal digits read as ASCII, one for one

# Chat abbreviations and short words for a password or PIN: Vietnamese mk / mã pin, Indonesian pw / sandi, Spanish
# contra, Portuguese snh, Malay kl, Turkish sfr / şfr, Russian пасс / пин, Thai รหัส, Tagalog pw.
_ABBR = (r"mk|m[ãa]\s+pin|m[ậa]t\s+kh[ẩa]u|pass|pw|pwd|pswd|passw|sandi|kata\s+sandi|contra|contrase[ñn]a|clave|snh|senha"
         r"|kl|kata\s+laluan|sfr|şfr|şifre|sifre|пасс|пас|пароль|пин|пин-код|pin|รหัส(?:ผ่าน)?|pas|passwort|hasło|haslo")
# Strong abbreviations: a colon right after them is enough ("snh: 4412").
_STRONG = re.compile(r"(?i)^(?:mk|m[ãa]\s+pin|pw|pwd|pswd|sandi|snh|senha|sfr|şfr|şifre|пасс|пароль|пин|pin|รหัส)")
# Wallets, banks, cards and accounts a PIN opens.
_OWNER = re.compile(   # from a word's start: "mappen" (a folder) holds no "app"
    r"(?i)(?<![^\W\d_])(?:momo|zalo\s?pay|gcash|maya|bkash|nagad|rocket|opay|palmpay|paytm|phonepe|dana|ovo|gopay|shopee\s?pay|linkaja"
    r"|m-?pesa|airtel\s+money|vnpay|viettel\s?money|truemoney|wave|easypaisa|jazzcash|ví|thẻ|atm|ngân\s+hàng|tài\s+khoản"
    r"|bank|banco|banka|банк|сбер|тиньк|карт|card|kartu|kad|cart[ãa]o|tarjeta|kart|akun|rekening|conta|cuenta"
    r"|hesab|app|e-?banking|m-?banking|bca|bri|bni|mandiri|maybank|cimb|vietcombank|techcombank|bpi|bdo|ziraat"
    r"|garanti|akbank|nequi|daviplata|nubank|itaú|bradesco|บัตร|ธนาคาร|เอทีเอ็ม|กระเป๋า|wallet|dompet|carteira"
    r"|billetera|cüzdan|кошел|visa|master|debit|débito|kredi|credit|crédito|wi-?fi|wlan|vpn|email|gmail|zalo|facebook|fb)")
_LENGTH = r"(?:s[ốo]|ch[ữu]\s+s[ốo]|digits?|dígitos?|digitos?|angka|digit|haneli|hane|หลัก|цифр\w*|n[úu]meros?|chiffres?)"
_CUE = re.compile(rf"(?i)(?<![^\W\d_])(?P<cue>{_ABBR})(?![^\W\d_])(?P<mid>[^\d\n:：=]{{0,40}}?)"
                  rf"(?P<len>\b\d{{1,2}}\s*{_LENGTH}(?!\w))?[^\d\n]{{0,6}}?(?<![\d.,/v])(?P<v>\d{{4,8}})"
                  r"(?![\d\w%]|[.,:/\-]\d| ?\d)")
# Secret-number words several rules lack: Arabic رقم سر / رمز سر (without the ي), Khmer, Lao, Myanmar, Amharic.
_SECRET_NUMBER = re.compile(r"(?:(?<![^\W\d_])(?:(?:ال)?رقم\s+(?:ال)?سر|(?:ال)?رمز\s+(?:ال)?سر)(?![^\W\d_])|លេខកូដ|លេខសម្ងាត់"
                            r"|ពាក្យសម្ងាត់|ລະຫັດລັບ|ລະຫັດ\s?ATM|လျှို့ဝှက်\s?(?:နံပါတ်|ကုဒ်)|ပင်နံပါတ်|ሚስጥራዊ\s+ቁጥር)"
                            r"[^\d\n\"”»]{0,24}?(?P<v>\d{4,8})(?![\d\w%]|[.,:/\-]\d| ?\d)")
# A number that is money, a quantity or a date: a currency or unit after it, a price word before it.
_AMOUNT_AFTER = re.compile(
    r"(?i)\s?(?:k\b|nghìn|ngàn|ng\b|tr\b|triệu|đ|vn[dđ]|rb\b|ribu|juta|rp|peso|php|₱|tk\b|taka|টাকা|lira|tl\b|₺|руб|₽|р\b"
    r"|\$|usd|eur|€|reais?|r\$|pesos?|baht|บาท|ريال|درهم|جنيه|دينار|تومان|ریال|روپے|रुपये|रु|៛|រៀល|ကျပ်|円|元"
    r"|kg|g\b|km|m\b|ml|l\b|gb|mb|mah|w\b|người|orang|personas|pessoas|kişi|человек|pcs|lượt|lần|kali|veces|vezes|kez|раз"
    r"|năm|tahun|años?|anos?|yıl|год|лет|ngày|hari|días?|dias?|gün|дн)(?![^\W\d_])")
_AMOUNT_BEFORE = re.compile(
    r"(?i)(?:giá|tiền|nạp|chuyển|rút|số\s+dư|harga|bayar|transfer|saldo|top\s?up|precio|pago|valor|preço|tutar|fiyat"
    r"|bakiye|сумм|цена|баланс|bayad|halaga|jumlah|total|amount|price|balance|fee|phí|biaya|otp|versi|version|phiên\s+bản"
    r"|ราคา|ยอด|سعر|مبلغ|قیمت|مبلغ|rp\.?|\$|₱|৳|₺|₽|€|r\$|đ|sđt|hotline|tel|phone|telp|telefone|teléfono|điện\s+thoại"
    r"|gọi|call|hubungi|ara|звон|номер\s+телефона|nomor|model|size|cỡ|tầng|phòng|kamar|lantai|room|floor|mã\s+đơn"
    r"|đơn\s+hàng|order|pesanan|pedido|sipariş|заказ|năm|sinh|lahir|born|year|tahun|año|ano|yıl|год)")
# Told to keep it to oneself: "đừng nói cho ai", "jangan kasih tahu", "wag mo ipagsabi", "kimseye söyleme" …
_KEEP_QUIET = re.compile(
    r"(?i)đừng\s+(?:nói|cho|gửi|share)|không\s+được\s+nói|jangan\s+(?:kasih|bagi|kasi|kongsi|sebar|share)|rahasia|rahsia"
    r"|wag\s+mo|huwag|ipagsabi|kimseye|söyleme|никому|не\s+говори|no\s+(?:se\s+lo\s+)?(?:digas|compartas)|secreto"
    r"|não\s+(?:conta|fala|passa)|segredo|อย่าบอก|ห้ามบอก|লুকিয়ে|কাউকে|gizli|секрет|confidential|don'?t\s+tell")


def _cue_ok(match: re.Match[str], text: str) -> bool:
    """An abbreviation's digits count when a wallet, bank or card is named, a length is given ("6 số"), the cue is a
    strong one with a colon, or the text says to keep it quiet; never when the digits read as money or a quantity."""
    gap = text[match.end("cue"):match.start("v")]
    if _AMOUNT_BEFORE.search(gap) or _AMOUNT_AFTER.match(text, match.end("v")):
        return False
    owned = _OWNER.search(gap) or (_STRONG.match(match.group("cue")) and _OWNER.search(text, max(0, match.start() - 40),
                                                                                       match.start()))
    if match.group("len") or owned or _KEEP_QUIET.search(text, match.end("v"), match.end("v") + 60):
        return True
    return bool(_STRONG.match(match.group("cue"))) and re.fullmatch(r"\s*[:：=]\s*", gap) is not None


def abbrev_pin_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """("pin", span) of each code an abbreviation or a secret-number word names in `shown` (native digits read)."""
    text = shown.translate(ASCII_DIGITS)
    if not any(c.isdigit() for c in text):
        return
    for match in _CUE.finditer(text):
        if _cue_ok(match, text):
            yield "pin", match.span("v")
    for match in _SECRET_NUMBER.finditer(text):
        if match.group("v") and not _AMOUNT_AFTER.match(text, match.end("v")):
            yield "pin", match.span("v")
