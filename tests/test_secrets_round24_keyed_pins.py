"""Round 24, keyed PINs: someone's PIN given by what they press, type or enter into a named wallet, bank app, card or
ATM, with no PIN word ("GCash … pipindutin 7 2 5 5", "বিকাশে … চাপেন ৫৮৪১২"), in spaced, native or number-word digits;
its look-alikes (amounts sent or withdrawn, till, paybill and agent numbers, phone numbers, menu options, shortcodes,
references, a forgotten PIN with no value) stay public.
"""

from __future__ import annotations

import pytest

from tiered_memory.shared.safety import looks_secret

SECRETS = [
    "Kwenye M-Pesa ya babu, anabonyeza 3 8 1 7 kisha OK",
    "Sa GCash ni Tatay, ang pinipindot niya ay 9 0 4 4",
    "Kartu ATM ibu, dipencet 5 5 2 0 9 1 terus enter",
    "Di m-BCA adik aku ketik 7 0 3 3 1 8 tiap pagi",
    "নগদ অ্যাপে বাবা টিপেন ৭ ৩ ৩ ০",
    "भैया के फोनपे में डालते हैं: ४ ० ९ २",
    "ஜிபே இல்லை, அம்மாவின் ஏடிஎம்-ல் அழுத்துவது 8 8 1 4",
    "แอปธนาคารของพ่อ กด ๗ ๔ ๑ ๙ ๐ ๒",
    "Ví MoMo của ông, bấm 6 0 6 1 2 2 là vào",
    "妈妈的支付宝付款时按 ３ ９ ０ ２ ７ ７ 就好",
    "Telebirr ላይ አባዬ የሚጫነው 2 4 6 8 ነው",
    "O MB WAY do avô pede 1 9 5 7 sempre que paga",
    "BankID på pappas telefon vill ha 4 4 0 9 1 2",
    "В приложении Сбера дедушка набирает 5-0-5-1",
    "Дія відкривається, коли тато вводить 2 7 2 7",
    "Kaspi қосымшасына апам 1 3 1 3 деп тереді",
    "الصراف: أبويا بيدخل ٧٣٠٥ وبس",
    "ایزی پیسہ میں امی چار ہندسے ڈالتی ہیں: ۶۱۸۴",
    "EcoCash yasekuru, vanotsikirira 8 1 8 1",
    "Na ATM babcia wpisuje: osiem, dwa, dwa, pięć",
    "Η μαμά στο ΑΤΜ πατάει τρία-οκτώ-ένα-μηδέν",
    "Orange Money bu baay, dafay bës 3 0 3 1",
    "MonCash papa m, li peze 9 2 9 2",
    "Amma slær alltaf inn 8 0 2 1 í hraðbankanum",
    "Die Sparkasse-App von Oma will immer 4 7 1 1, sonst sperrt sie",
    "Mama's Equity app: the 4 digits are 6 2 6 2",
]

LOOKALIKES = [
    "Nimetuma 2500 kwa M-Pesa ya mama leo",
    "Lipa na M-Pesa till number 5 2 3 4 5 6",
    "Paybill ya KPLC ni 8 8 8 8 8 0, account ni namba ya mita",
    "Sent 1500 via GCash to Lola this morning",
    "Press 1 for English on the M-Pesa menu, then 2 for balance",
    "Dial *182# for MoMo, then choose option 1",
    "To withdraw, the ATM needs a 4-digit PIN; Mama forgot hers",
    "Bibi amesahau PIN ya M-Pesa, tutaenda kwa agent kesho",
    "বিকাশে ৫০০০ টাকা পাঠিয়েছি মাকে",
    "फ़ोनपे से 2000 रुपये भेजे पापा को",
    "Agent number ya Airtel Money ni 4 4 1 2 9 0",
    "GCash reference no. 7 0 2 1 4 5 for the refund",
    "Call the Equity helpline on 0 7 6 3 0 0 0 0 0 0 if the card is stuck",
    "Ví MoMo: tôi đã chuyển 500000 đồng cho bà",
    "支付宝转账 6000 元给外婆",
    "Telebirr ላይ 1000 ብር ላኩ",
    "The ATM only gives out 2000 at a time",
    "O MB WAY tem limite de 750 euros por dia",
    "Сбер: перевела 5000 рублей бабушке",
    "The bank's branch is at 1 2 3 4 Main Street",
    "Kaspi қосымшасында 12 000 теңге қалды",
    "Opay order 2 5 8 0 has shipped",
    "Saldo di m-BCA tinggal 2500 ribu",
    "Mama's card expires 0 8 / 2 7",
    "EVC Plus: lacag 4000 shilin ayaan u diray hooyo",
]


@pytest.mark.parametrize("text", SECRETS)
def test_keyed_pin_is_secret(text: str) -> None:
    assert looks_secret(text), text


@pytest.mark.parametrize("text", LOOKALIKES)
def test_keyed_pin_lookalike_is_public(text: str) -> None:
    assert looks_secret(text) is None, (text, looks_secret(text))
