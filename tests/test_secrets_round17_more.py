"""Round 17 (more): a hand-typed card with its expiry and back code, a cookie pasted after a cookie word, a mobile-money
PIN named after its value, a parcel locker's pickup code; and numbers beside code words that say when, how much, where
or what is worn (a year as a date, a price, a measure, a locker's number, a clock time, a lapel pin, a KMS client key)."""

from __future__ import annotations

import pytest

from tiered_memory.shared.safety import looks_secret, redact_secrets

SECRETS = [
    # a card number with its expiry and back code, even when the Luhn check fails
    "Baba: mwanangu, namba za kadi ni 5399 4120 7731 0846 exp 02/27 nyuma kuna 913, nilipie umeme tafadhali",
    "card 5399 4120 7731 0846 exp 02/27 back 913, pay the electricity please",
    "Karte 4929 1834 5521 7760, gültig bis 11/28, hinten 482",
    "tarjeta 5301 2245 9981 0437 vence 09/26 y atrás dice 771",
    "5399-4120-7731-0846 02/27 913",
    "Nomor kartu 4532 8810 2294 7713 berlaku 04/29 CVV belakang 305",
    "kat la: 5412 7701 2238 9914, 08/27, kòd dèyè a 614",
    # a cookie pasted after a cookie word
    "Cookie sa Shopee seller center: SPC_EC=bXk4dFZ3Z2pMcTJ6N3Bx; i-paste lang sa browser",
    "my cookie: sessionid_x=Zk9aQ3lWb1R2M0NtN1dx then refresh",
    "Куки для входа: auth_ck=aB3dE5fG7hJ9kL1mN2pQ; вставь в браузер",
    "Cookie header: XSRF=1; SHOP_SID=aG9sYTJxd2VydHkxMjM0NXo5",
    # a mobile-money PIN named after its value
    "Ndugu, hii ndio yenyewe: 7304 — ya M-Pesa ya biashara, usiisahau",
    "here it is: 5821 - for my GCash, don't forget",
    "c'est: 40917 — de mon Orange Money, garde-le",
    "ni 8841, ya Tigo Pesa, usimwambie mtu",
    # a parcel locker's pickup code
    "Parcel locker InPost code 169515 + phone 600 123 456, parcel for Kasia",
    "Paczkomat InPost kod odbioru 482913, paczka dla Kasi",
]

NOT_SECRETS = [
    # cards: no expiry and code, or a tracking or order number
    "Tracking 5399 4120 7731 0846 shipped 02/27 box 913",
    "Order 5399 4120 7731 0846 placed 02/27, 913 items",
    "the card expires 02/27 and the back has a 3-digit code",
    "namba za kadi zina tarakimu 16, exp ni mwezi/mwaka na nyuma kuna 3",
    "Mkutano 02/27 saa 913",
    "IMEI 3539 4120 7731 084 registered 02/27 at 913",
    # cookies: talk about cookies, analytics cookies, short values
    "Cookie consent: _ga=GA1.2.1234567890.1699999999 and _gid are analytics",
    "Cookie policy: we set lang=en and theme=dark",
    "Clear your cookies if SPC_EC is missing, then log in again",
    "cookies=chocolate chip, sugar=200g",
    # mobile money: amounts, tills, paybills, agents
    "Lipa na M-Pesa till: 7304 — ya M-Pesa ya biashara",
    "Paybill ni: 247247 — ya M-Pesa, account ni jina lako",
    "Bei ni: 7304 — kwa M-Pesa",
    "Nimetuma: 7304 — M-Pesa, Ksh",
    "Mwaka: 2024 — M-Pesa ilianza zamani",
    "Agent number: 50432 — M-Pesa wakala wa Kariakoo",
    # parcel lockers: postal codes, tracking
    "Post code 169515 is for the village",
    "InPost tracking 6800 1234 5678 9012 3456 7890 12, delivered",
    # a locker's or a room's number
    "The padlock is in locker number 3319",
    "Das Vorhängeschloss liegt im Spind Nr. 3319",
    "el candado está en la taquilla número 3319",
    "le cadenas est dans le casier numéro 3319",
    "il lucchetto è nell'armadietto numero 3319",
    "kłódka jest w szafce numer 3319",
    "the lock box is in room number 412",
    # a year used as a date
    "Code für das Tor: 2024 erneuert",
    "Türcode: 2019 geändert, steht im Ordner",
    "gate code: 2021 renewed with the new fence",
    "şifremi 2022'de değiştirdim",
    "kapı şifresi 2019'dan beri aynı",
    "PIN'imi 2020'de yeniledim",
    "mera password 2019 se same hai",
    "wifi ka password 2018 tak yahi tha",
    "मेरा पासवर्ड 2019 से वही है",
    "salasana vaihdettu 2021:ssä",
    "пароль 2020 года, давно не менял",
    "hasło z 2019 roku, trzeba zmienić",
    "el código de la puerta: 2023 cambiado por el casero",
    # a price or a measure
    "Alarm: 1200 Hz",
    "Alarm: 85 dB, 3200 Hz piezo",
    "el candado costó 1299 pesos",
    "the padlock cost 1299 rupees",
    "das Zahlenschloss kostete 1299 Euro",
    "le cadenas a coûté 1299 €",
    "Garage: 1500 €",
    "kufuli ilinigharimu 1299 shilingi",
    # a clock time after a bare label
    "Gate: 1130",
    "Alarm: 0700",
    "Door: 0930",
    # a lapel pin
    "PIN 1947 commemorative badge",
    "PIN 1947 commemorative badge, enamel pin 2024 edition",
    "pin 1985 souvenir from the expo",
    "PIN 2012 collector edition",
    "pin 1964 de ma collection",
    # a public KMS client key
    "KMS client key for Windows 10 Pro: W269N-WFGWX-YVC9B-4J6C9-T83GV",
    "Windows 10 Pro GVLK: W269N-WFGWX-YVC9B-4J6C9-T83GX (KMS client setup key)",
    "Clé d'installation client KMS Windows 10 Pro : W269N-WFGWX-YVC9B-4J6C9-T83GX",
]

# The guards above leave a real code beside them: still a secret.
STILL_SECRETS = [
    "Gate: 4471",
    "Gate code: 1130 #",
    "my locker number is 3319 and the code is 5520",
    "PIN 1947, pay with it",
    "PIN 1936 for Oma's card",
    "пароль 2020",
    "mera password 2019 hai",
    "şifrem 4471, 2022'de değiştirdim",
    "Tor-Code seit 2024: 7719",
]


@pytest.mark.parametrize("text", SECRETS)
def test_a_card_a_cookie_a_mobile_money_pin_or_a_locker_code_is_flagged_and_redacted(text: str) -> None:
    assert looks_secret(text) is not None, text
    assert looks_secret(redact_secrets(text)) is None, redact_secrets(text)


@pytest.mark.parametrize("text", NOT_SECRETS)
def test_a_date_a_price_a_place_a_time_a_badge_or_a_public_key_beside_a_code_word_is_not_flagged(text: str) -> None:
    assert looks_secret(text) is None, text


@pytest.mark.parametrize("text", STILL_SECRETS)
def test_a_real_code_beside_a_date_a_place_or_a_time_is_still_flagged(text: str) -> None:
    assert looks_secret(text) is not None, text
