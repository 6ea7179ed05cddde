"""Round 28, public payee accounts in the languages round 27's tables missed: an IBAN or account number that a
business, shop, school, charity, landlord, invoice or legal form owns, or one given "to pay" or under a rent heading,
stays public in Georgian, Urdu, Azerbaijani, Kazakh, Persian, Arabic, Hebrew, Turkish, Greek, the Balkan and Baltic
languages, Romanian, Hungarian, Ukrainian and South and South-East Asian languages; look-alikes that must stay secret
are a person's own account in the same languages: "my IBAN", a mother's account, one to receive a salary, and "my
IBAN for the landlord" with the landlord given by a postposition ("ev sahibi için", "მეპატრონისთვის", "के लिए").
"""

from __future__ import annotations

import re

import pytest

from tiered_memory.shared.safety import looks_secret, redact_secrets

PUBLIC_PAYEES = [
    "შპს „ნერგის“ IBAN ინვოისის გადასახდელად: GE20 TB12 8923 2763 3262 29",
    "სკოლის ფონდის IBAN შემოწირულობებისთვის: GE93 TB33 0631 1652 2884 93",
    "ბინის ქირის IBAN: GE20 TB12 8923 2763 3262 29",
    "کمپنی کا IBAN انوائس کی ادائیگی کے لیے: PK42 MEZN 7230 4418 8419 6235",
    "مسجد کے چندے کے لیے IBAN: PK69 MEZN 1067 5264 6823 2493",
    "مکان کا کرایہ اس IBAN پر بھیجیں: PK42 MEZN 7230 4418 8419 6235",
    "IBAN: PK69 MEZN 1067 5264 6823 2493، الفلاح ٹریڈرز (پرائیویٹ) لمیٹڈ",
    "чтобы заплатить за курсы, IBAN: DE75 5121 0800 1245 1261 99",
    "şirkətin IBAN-ı ödəniş üçün: AZ75 NABZ 8603 3055 6172 7838 7962",
    "\"Günəş\" MMC, IBAN AZ73 NABZ 6374 7330 0668 4728 8075",
    "дүкеннің IBAN шоты төлем үшін: KZ56 5136 3819 2148 9712",
    "ЖШС «Алма» IBAN KZ49 3281 7858 7666 1538",
    "شماره شبای بنیاد کودک برای کمک: IR44 5998 5815 1646 7216 3024 73",
    "IBAN المطعم لسداد الفاتورة: AE41 5930 5811 5119 3928 476",
    "IBAN: SA98 9582 6508 5359 6258 2597، النور للتجارة ذ.م.م",
    "IBAN של ועד הבית לתשלום: IL09 1745 8372 7496 1867 689",
    "işletmenin IBAN'ı, ödeme için: TR48 8237 6659 9314 5604 6164 20",
    "IBAN της επιχείρησης για πληρωμή: GR27 6004 4984 7964 5872 4154 001",
    "IBAN για το ενοίκιο: GR78 1268 2074 3068 5356 8453 159",
    "IBAN preduzeća za plaćanje računa: RS18 5808 0008 8826 8810 47",
    "IBAN продавнице за уплату: RS40 6688 3116 1526 5011 01",
    "IBAN vrtića za uplatu: HR56 2941 8367 6915 2423 4",
    "IBAN za najamninu: BA92 3182 7988 5899 5262",
    "IBAN на фирмата за плащане: BG85 BNBG 2907 0955 0983 26",
    "IBAN: BG28 BNBG 2179 5951 0781 20, Алфа ЕООД",
    "IBAN на училиштето за уплата: MK83 1508 0541 1017 268",
    "IBAN podjetja za plačilo: SI93 9696 4843 3056 454",
    "IBAN i dyqanit për pagesë: AL32 0244 4835 0476 8905 4395 1992",
    "IBAN: AL17 1550 4957 1005 5237 3201 4127, Drita sh.p.k.",
    "IBAN-ul companiei pentru plată: RO64 RNCB 1993 9077 7976 3921",
    "UAB „Saulė“ IBAN: LT86 9542 7630 3487 3344",
    "veikala IBAN maksājumam: LV18 HABA 0478 0567 2253 7",
    "OÜ Päike IBAN arve tasumiseks: EE88 7462 8558 3871 7348",
    "az alapítvány IBAN-ja adományokhoz: HU62 5307 4814 2709 3376 2475 0728",
    "IBAN ФОП Коваленко для сплати: UA42 1555 0538 8202 2059 0252 2429 9",
    "IBAN الشركة لسداد الفاتورة: EG15 5897 7614 6340 6304 7342 0743 0",
    "फर्म का खाता संख्या 5012 3456 7893 SBI, चालान के लिए",
    "शाळेचा खाते क्रमांक 6012 3456 7890 SBI, फी भरण्यासाठी",
    "প্রতিষ্ঠানের অ্যাকাউন্ট নম্বর 1501 2345 6780 ব্র্যাক ব্যাংক, বিল পরিশোধের জন্য",
    "கடையின் கணக்கு எண் 6091 2345 6780 SBI, பணம் செலுத்த",
    "దుకాణం ఖాతా నంబర్ 3409 8765 1230 SBI, చెల్లింపు కోసం",
    "દુકાનનો ખાતા નંબર 4021 5566 7780 બેંક ઓફ બરોડા, ચૂકવણી માટે",
    "เลขที่บัญชีห้างหุ้นส่วน 123-4-56789-2 กสิกร ชำระค่าสินค้า",
    "số tài khoản doanh nghiệp 0451 0009 8760 Vietcombank để đóng tiền hàng",
    "nomor rekening lembaga BCA 5270 3344 82 untuk pembayaran SPP",
    "namba ya akaunti ya biashara 0150 2233 4450 CRDB, kwa malipo",
    "ընկերության IBAN վճարման համար: DE75 5121 0800 1245 1261 99",
    "Arev ՍՊԸ, IBAN DE75 5121 0800 1245 1261 99",
    "do'konning IBAN raqami to'lov uchun: DE75 5121 0800 1245 1261 99",
    "\"Baraka\" MChJ IBAN DE75 5121 0800 1245 1261 99",
    "पसलको IBAN भुक्तानीका लागि: DE75 5121 0800 1245 1261 99",
    "සමාගමේ IBAN ගෙවීම සඳහා: DE75 5121 0800 1245 1261 99",
    "የኩባንያው IBAN ለክፍያ: DE75 5121 0800 1245 1261 99",
    "ਦੁਕਾਨ ਦਾ IBAN ਭੁਗਤਾਨ ਲਈ: DE75 5121 0800 1245 1261 99",
    "IBAN ng tindahan pambayad sa order: DE75 5121 0800 1245 1261 99",
    "ಅಂಗಡಿಯ ಖಾತೆ ಸಂಖ್ಯೆ 3409 8765 1236 SBI, ಪಾವತಿಗಾಗಿ",
    "കമ്പനിയുടെ അക്കൗണ്ട് നമ്പർ 3409 8765 1237 SBI, അടയ്ക്കാൻ",
]

OWN_ACCOUNTS = [
    "ჩემი IBAN ხელფასის მისაღებად: GE93 TB33 0631 1652 2884 93",
    "ჩემი IBAN მეპატრონისთვის: GE20 TB12 8923 2763 3262 29",
    "میرا IBAN تنخواہ کے لیے: PK69 MEZN 1067 5264 6823 2493",
    "مالک مکان کے لیے میرا IBAN: PK42 MEZN 7230 4418 8419 6235",
    "mənim IBAN maaş üçün: AZ73 NABZ 6374 7330 0668 4728 8075",
    "ev sahibi üçün mənim IBAN: AZ75 NABZ 8603 3055 6172 7838 7962",
    "менің IBAN шотым жалақы үшін: KZ49 3281 7858 7666 1538",
    "شماره شبای من برای دریافت حقوق: IR28 0299 7070 3116 0047 5565 30",
    "IBAN الخاص بي لاستلام الراتب: AE83 7823 5694 3604 7835 544",
    "ה-IBAN שלי לקבלת משכורת: IL43 4311 6733 9244 9230 493",
    "ev sahibi için benim IBAN: TR68 3473 0302 2356 4118 3139 05",
    "ο λογαριασμός της μητέρας μου IBAN GR78 1268 2074 3068 5356 8453 159 για τη σύνταξη",
    "moj IBAN za platu: RS40 6688 3116 1526 5011 01",
    "IBAN moje mame za mirovinu: HR76 6203 4158 4044 1113 8",
    "моят IBAN за заплатата: BG28 BNBG 2179 5951 0781 20",
    "IBAN-i im për rrogën: AL17 1550 4957 1005 5237 3201 4127",
    "IBAN-ul meu pentru salariu: RO57 RNCB 5589 7969 6738 2252",
    "mano IBAN atlyginimui: LT26 8165 4286 7852 1534",
    "mans IBAN algai: LV18 HABA 0478 0567 2253 7",
    "minu IBAN palga saamiseks: EE84 5777 1288 4419 7472",
    "az én IBAN-om a fizetésemhez: HU18 4022 0307 4661 6279 7821 4960",
    "мій IBAN для отримання зарплати: UA32 3373 3617 1282 8554 2102 7103 4",
    "IBAN to receive my salary payment: GE93 TB33 0631 1652 2884 93",
    "मेरी खाता संख्या 5012 3456 7890 HDFC, सैलरी के लिए",
    "मकान मालिक के लिए मेरा खाता नंबर 5012 3456 7891 HDFC",
    "আমার অ্যাকাউন্ট নম্বর 1501 2345 6789 ব্র্যাক ব্যাংক, বেতনের জন্য",
    "எனது கணக்கு எண் 6091 2345 6789 SBI சம்பளத்திற்கு",
    "నా ఖాతా నంబర్ 3409 8765 1234 SBI జీతం కోసం",
    "મારો ખાતા નંબર 4021 5566 7788 બેંક ઓફ બરોડા, પગાર માટે",
    "số tài khoản của mình 0451 0009 8765 Vietcombank để nhận lương",
    "nomor rekening saya BCA 5270 3344 81 untuk menerima gaji",
    "namba ya akaunti yangu 0150 2233 4455 CRDB kwa mshahara",
    "ჩემი IBAN, ქირა აქ ჩარიცხე: GE93 TB33 0631 1652 2884 93",
    "გადახდების მისაღებად IBAN: GE20 TB12 8923 2763 3262 29",
    "میرا IBAN، کرایہ یہاں بھیجیں: PK42 MEZN 7230 4418 8419 6235",
    "ادائیگی وصول کرنے کے لیے IBAN: PK69 MEZN 1067 5264 6823 2493",
    "төлемді менің IBAN-ға жіберіңіз: KZ56 5136 3819 2148 9712",
    "اجاره را به حساب من واریز کنید، شماره شبا IR28 0299 7070 3116 0047 5565 30",
    "الإيجار على IBAN الخاص بي: AE83 7823 5694 3604 7835 544",
    "πληρωμή στο IBAN μου: GR27 6004 4984 7964 5872 4154 001",
    "кирију уплати на мој IBAN: RS18 5808 0008 8826 8810 47",
    "chiria în contul nostru, IBAN RO64 RNCB 1993 9077 7976 3921",
    "a lakbért az én IBAN-omra utald: HU62 5307 4814 2709 3376 2475 0728",
    "īres maksu uz manu IBAN: LV11 HABA 7049 6123 7792 5",
    "üür minu IBAN-ile: EE88 7462 8558 3871 7348",
    "lipa kodi kwa namba ya akaunti yangu 0150 2233 4456 CRDB",
    "bayad sa upa, account number ko 0012 3456 7891 BDO bank",
    "transfer uang kos ke nomor rekening kami BCA 5270 3344 83",
    "किराया मेरी खाता संख्या 5012 3456 7894 HDFC में भेजें",
    "भाडे माझ्या खाते क्रमांक 6012 3456 7891 SBI वर पाठवा",
    "ભાડું મારા ખાતા નંબર 4021 5566 7789 બેંક ઓફ બરોડા માં",
    "வாடகையை எனது கணக்கு எண் 6091 2345 6781 SBI க்கு அனுப்பவும்",
    "అద్దె నా ఖాతా నంబర్ 3409 8765 1235 SBI కి పంపండి",
    "ভাড়া আমাদের অ্যাকাউন্ট নম্বর 1501 2345 6781 ব্র্যাক ব্যাংক",
    "ค่าเช่าโอนเข้าเลขที่บัญชีของเรา 123-4-56789-3 กสิกร",
    "شماره شبای من برای اجاره: IR28 0299 7070 3116 0047 5565 30",
    "IBAN для получения арендной платы: DE75 5121 0800 1245 1261 99",
    "իմ IBAN-ը վարձավճարի համար: DE75 5121 0800 1245 1261 99",
    "mening IBAN raqamim, to'lov shu yerga: DE75 5121 0800 1245 1261 99",
    "भुक्तानी मेरो IBAN मा पठाउनुहोस्: DE75 5121 0800 1245 1261 99",
    "ගෙවීම මගේ IBAN එකට: DE75 5121 0800 1245 1261 99",
    "ክፍያውን ወደ የኔ IBAN ይላኩ: DE75 5121 0800 1245 1261 99",
    "ਕਿਰਾਏ ਲਈ ਮੇਰਾ IBAN: DE75 5121 0800 1245 1261 99",
    "ಬಾಡಿಗೆ ನನ್ನ ಖಾತೆ ಸಂಖ್ಯೆ 3409 8765 1238 SBI ಗೆ ಕಳುಹಿಸಿ",
    "വാടക എന്റെ അക്കൗണ്ട് നമ്പർ 3409 8765 1239 SBI ലേക്ക്",
]


@pytest.mark.parametrize("text", PUBLIC_PAYEES)
def test_a_business_school_charity_or_landlord_account_to_pay_stays_public(text: str) -> None:
    assert looks_secret(text) is None, text


@pytest.mark.parametrize("text", OWN_ACCOUNTS)
def test_a_persons_own_account_or_one_to_receive_money_stays_secret(text: str) -> None:
    assert looks_secret(text), text


@pytest.mark.parametrize("text", OWN_ACCOUNTS)
def test_redaction_removes_the_own_account_number(text: str) -> None:
    out = redact_secrets(text)
    longest = max(re.findall(r"\d(?:[ \-/]?[\dA-Z]){5,}", text), key=len)
    assert longest not in out, out
