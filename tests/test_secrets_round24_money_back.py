"""Round 24, personal numbers given for a purpose: the user's own account or IBAN for money to come back (rent,
deposit, refund, arisan), a relative's account or id under its Indic label, a licence for a rental, an NZ NHI; and a
one-time code that just came in, passed on to be typed. Look-alikes: a payee's account (landlord, school, shop),
"send me your IBAN", orders, parcels, amounts, phones and warnings never to share a code."""

import pytest

from shared.safety import looks_secret

ACCOUNT_SECRETS = [
    "Pour me rembourser la caution, mon RIB : FR14 2004 1010 0505 0001 3M02 606",
    "Devuélveme los 200 euros a esta cuenta: ES79 2100 0813 6101 2345 6789",
    "Für die Rückzahlung der Kaution: DE89 3704 0044 0532 0130 00",
    "Per il rimborso della cauzione usa IT40 S054 2811 1010 0000 0123 456",
    "Oddaj mi za bilety na PL27 1140 2004 0000 3002 0135 5387",
    "Contul meu de la BT, pentru garanție: RO09 BTRL 0130 1205 K123 45XX",
    "Depozito iadesi için hesabıma: TR56 0001 0009 0123 4567 8901 23",
    "Refund the deposit to my Barclays account 20325312345678 please",
    "Mitt Nordea-konto för återbetalningen: 3300 123 456 7890",
    "계약금 돌려줘, 내 신한 계좌 110-123-456789",
    "Transfer ke aku aja buat patungan: BNI 0987654321",
    "บัญชีไทยพาณิชย์ของผม 987-6-54321-0 คืนเงินมาที่นี่นะ",
    "Chuyển lại cho mình tiền cọc: Techcombank 19031234567890",
    "Vrať mi zálohu na můj účet CZ65 0800 0000 1920 0014 5399",
    "माँ का SBI खाता नंबर: 30114567890",
    "বাবার আধার নম্বর: 4567 8912 3456",
    "තාත්තාගේ ජා.හැ. අංකය: 195812345678",
    "Het borg terugstorten op NL91 ABNA 0417 1643 00 graag",
]
ACCOUNT_LOOKALIKES = [
    "IBAN du propriétaire pour le loyer : FR14 2004 1010 0505 0001 3M02 606",
    "La escuela pide la cuota en ES79 2100 0813 6101 2345 6789",
    "Spende bitte an DE89 3704 0044 0532 0130 00",
    "Send me your IBAN and I'll refund you tomorrow",
    "Refund for order 123-4567890-1234567 is on its way",
    "Il rimborso arriverà sulla carta che termina con ****1234",
    "Zwrot za zamówienie 1234567890 w drodze",
    "Kira için ev sahibinin hesabı: TR56 0001 0009 0123 4567 8901 23",
    "Sort code 20-32-53 is Barclays",
    "계약금은 집주인 계좌 110-123-456789 로 보내요",
    "Hubungi toko di nomor 0812345678901 untuk refund",
    "Chủ nhà gửi số tài khoản 19031234567890 để đóng tiền nhà",
    "Верните заказ 40817810099910004312 в магазин",
    "स्कूल का खाता नंबर 30114567890 है",
    "Mijn telefoon voor de terugbetaling: +31 6 1234 5678",
    "The company account for invoices: GB29 NWBK 6016 1331 9268 19",
]
ID_SECRETS = [
    "Numéro du permis de conduire pour la location de voiture : 12AB34567",
    "My licence for the rental desk: DL 4521 8870 11",
    "Führerscheinnummer für den Mietwagen: B072RRE2I55",
    "Número del permiso de conducir para el alquiler: 12345678Z",
    "Te nama NHI a Koro: ABC1234",
    "NHI number for Mum's appointment: ZAA0024",
]
ID_LOOKALIKES = [
    "Numéro du permis de construire pour la location : PC07512345",
    "NHI numbers have three letters and four digits, format ABC1234",
    "The rental company licence: 4521887011",
    "Business licence for the rental shop: 12345678",
    "Rental car booked for 3 days, licence needed at the desk",
]
CODE_SECRETS = [
    "code that just came in from PayPal 118 402, type it for me",
    "Eben kam der Code 550 918 per SMS, gib das bitte ein",
    "Me acaba de llegar 7 3 9 1 0 4 por SMS, escríbelo tú",
    "Je viens de recevoir 482 913 par SMS, tape-le vite",
    "Mi è arrivato 30 59 71 dalla banca, inseriscilo tu",
    "Acabei de receber 662 104 por SMS, digita aí",
    "Przyszedł SMS z kodem 4810 22, wpisz go",
    "SMS geldi 913 552, sen gir",
    "Пришла смс 5 0 8 2 1 7, введи",
    "Baru masuk SMS 771 903, ketik ya",
    "Zojuist ontvangen per sms: 604 218, vul het in",
    "Vừa nhận 882 014 qua tin nhắn, nhập giúp mình",
    "방금 온 문자 301 774 입력해줘",
    "刚收到短信验证码 6209，帮我输入",
    "Just got a text with 4 4 0 9 1 2, paste it in the app",
]
CODE_LOOKALIKES = [
    "Never share a code that came by SMS, not even with me",
    "Order number 604917 just came in by SMS",
    "Eben kam die Sendungsnummer 382 104 per SMS",
    "Me llegó el pedido 551902 de Amazon",
    "Just got 500 euros from Venmo, thanks!",
    "J'ai reçu le colis 482 913 par SMS",
    "Mi è arrivato un SMS dalla banca, saldo 3059",
    "Przyszła paczka 4810 22 do paczkomatu",
    "SMS geldi: kargo 913 552 yolda",
    "Пришла посылка 508217",
    "Baru masuk SMS promo, diskon 50%",
    "방금 온 문자 보니 주문 301774 배송 시작",
    "刚收到短信，订单 620913 已发货",
    "The bus just came in at 1045",
    "Just got a text from 0412 345 678 about dinner",
]


@pytest.mark.parametrize("text", ACCOUNT_SECRETS + ID_SECRETS + CODE_SECRETS)
def test_secret(text):
    assert looks_secret(text)


@pytest.mark.parametrize("text", ACCOUNT_LOOKALIKES + ID_LOOKALIKES + CODE_LOOKALIKES)
def test_lookalike(text):
    assert looks_secret(text) is None
