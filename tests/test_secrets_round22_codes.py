"""Round 22 (codes and numbers): entry-phone codes with a letter and the key after them, PINs with a Bantu noun-class
prefix (iPIN, UPIN, iOTP), codes with a Turkic, Finnic or Hungarian ending glued on (4471'dir, 4471:llä, 4471-es),
PINs in Korean native number words (마흔둘 열일곱); and the look-alikes: support lines' numbers beside OTP or PIN,
opening times keyed out digit by digit, values their own line names as a room's or seat's number, and amounts in
number words with a currency after them."""

from __future__ import annotations

import pytest

from tiered_memory.shared.safety import looks_secret, redact_secrets

# 1. A short entry-phone code (digits and a letter, a star or a hash), then the key, bell or hash to press.
ENTRY_PHONE_CODES = [
    'Interfon: ap. 27, cheie, 4411',
    'La interfon: 27 + cheie + 4411',
    'interfon 27 cheie 4411',
    'Interfonul: formezi 27, apeși cheia, apoi 4411',
    'Codul de la interfon e C27',
    'Interfon: cod 27C',
    'La interfon formezi 27C, apoi apeși pe cheie',
    'interfon bloc 4: tastezi 27C și apoi cheia',
    'Interfon: 27C + cheie',
    'Domofon: wciskasz 27K i potem klucz',
    'Buzzer code 27C then #',
    'Gegensprechanlage: 27C eingeben, dann Glocke',
    'Portero: marca 27C y luego la campana',
    'Interkom: 27C a pak zvonek',
    'domofon 27K klucz',
    'digicode 27C#',
    'codul de la interfon la bloc: 27C apoi cheia',
    'Interfon la bunica: 14B, apoi apeși cheia',
    'Kod do domofonu: 27K potem klucz',
    'Domofon u Kasi: 31B, a potem dzwonek',
    'intercom code: 27C then the bell',
    'The building intercom: 12A, then press the key',
    'digicode 27C puis la clé',
    'Interphone chez Léa : 45B puis la touche cloche',
    'Klingelcode an der Gegensprechanlage: 27C, dann Schlüssel',
    'codice citofono 27C poi la chiave',
    'código del portero 27C luego la llave',
    'código do interfone: 18A depois a tecla da chave',
    'Код домофона 27К, потом ключ',
    'Домофон у мами: 45В, потім дзвіночок',
    'Domofon kodu 27C sonra anahtar',
    'Kaputelefon kód: 27C majd a kulcs',
    'Kód k interkomu: 27C, pak zvonek',
    'Parlofoon code 27C, dan de sleutel',
    '인터폰 비밀번호 27C 그다음 열쇠',
    'Κωδικός θυροτηλεφώνου: 27C, μετά το κλειδί',
]

# A flat, floor, staircase or block said as such, a broken intercom, a bus, a key to hand over: no code.
ENTRY_PHONE_LOOKALIKES = [
    'Interfon: ap. 27, cheia la vecina de la 12',
    'interfon 27, cheie pierdută în 2019',
    'Interfon apartament 27, cheie la administrator, tel 0722 123 456',
    'Domofon 12, klucz 1234 to numer szafki',
    'Intercom broken in 27C and the keys are with the concierge',
    'The buzzer for 4B and the key to the shed',
    'Domofon pod 27K i klucz u sąsiada',
    'interfon scara B, bloc 27C, apoi cheia de la lift',
    'Buzzer 3B and the keys, ask Ana',
    'interphone du 27C et la clé chez Paul',
    'Intercom in room 27C, press the bell',
    'interfon: apartamentul 27C, apoi cheia de la lift',
    'Interfonul de la scara 27C e stricat',
    'The intercom in flat 27C is broken',
    'Meet at 27C then the bell rings',
    'domofon nie działa w 27K, potem klucz zgubiony',
    'Citofono Rossi interno 27C poi la chiave sotto lo zerbino',
    'Mieszkanie 27K, domofon, potem klucz w skrzynce',
    'Der Klingelknopf 27C, dann die Treppe hoch',
    'interfon: etaj 2, apoi cheia',
    'Digicode en panne, appartement 27C puis la clé chez la gardienne',
    'El portero automático del piso 27C no funciona, luego la llave tampoco',
    'Домофон в квартире 27К сломан, потом ключ потерялся',
    'Interfone do apartamento 18A quebrou, depois a chave também',
    'Gegensprechanlage Wohnung 27C, dann Schlüssel abgeben',
    'Kapı telefonu daire 27C, sonra anahtar teslim',
    'Bus 27C then the bell to stop',
    'Intercom repair booked for 10:30, then the bell',
    'Zadzwoń domofonem pod 27, potem klucz dostaniesz od sąsiadki',
]

# 2. A PIN or OTP with a Bantu noun-class prefix glued on (iPIN, UPIN, lePIN, yePIN, iOTP) or a copula on the value
# (ngu-, yi-), an Indian mPIN or tPIN, and the same card PIN in Sotho, Swahili, Shona, Tsonga, Kinyarwanda, Luganda,
# Chichewa (no prefix).
PREFIXED_PINS = [
    'ipin yam ngu 3977',
    'ipin yekhadi: 3 9 7 7',
    'iotp: 482913',
    'I-PIN yami yi-4821',
    'kwiPIN yakho faka 4821',
    'ngeOTP: 771 204',
    'yeCVV yekhadi: 319',
    'uMama uthe iPIN yakhe ngu-0 4 1 8',
    'tPIN: 4821 for the phone banking',
    'iPIN yekhadi leFNB: 3 9 7 7',
    'UPIN wami ngu 3977',
    'Ngicela ungithumele iOTP: 482913',
    'lePIN yebhanki: 5 8 2 0',
    'iPIN yami yekarada ngu-4821',
    'iPIN yami yebhange: 7 3 1 9',
    'PIN ya ka ya banka ke 5 5 1 9',
    'PIN yangu yekadhi: 6 0 4 2',
    'PIN ya kadi ya CRDB: 4 8 2 1',
    'iPIN ya khadi ya mina i 2 6 8 4',
    'PIN ya karita yanjye ni 7 3 0 5',
    'PIN ya kaadi yange: 8 1 4 6',
    'PIN ya khadi yanga ndi 3 9 0 2',
    'mPIN: 4821',
    'My UPI mPIN is 7 3 9 1',
    'ngiyikhohliwe iPIN yami, kodwa ngu 3977',
    'yePIN yekhadi: 6 6 1 3',
    'Nantsi iOTP: 5 5 2 9 0 1',
]

# Rules about a prefixed PIN, counts of its digits, an iPhone or iPad, a date: no value.
PREFIXED_LOOKALIKES = [
    'upin ipin 2024',
    'Upin Ipin season 16 episode 4',
    'lepin 2019',
    'iPIN entsha ka-2019',
    'Faka iPIN yakho ngo-12 Meyi',
    'iPIN yakho ayifuneki ukwabelana ngayo',
    'iPIN yakho ine-digits ezi-4',
    'Ungayabelani iPIN yakho nomuntu',
    'iOTP izofika ngemizuzu emi-5',
    'Faka iPIN yakho emshinini we-ATM',
    'PIN ya kadi inapaswa kuwa na tarakimu 4',
    'Usishiriki PIN yako na mtu yeyote',
    'mPIN must be 4 or 6 digits',
    'Reset your mPIN from the app settings',
    'iPhone yami ngiyithenge ngo-R25 999',
    'iPad yakhe ka-2019 isasebenza',
    'iPIN ibhlokhiwe emva kwemizamo emi-3',
    'lePIN inamadijithi angu-4, hhayi angu-6',
    'OTP ya benki itakuja ndani ya dakika 5',
    'iOTP iphelelwa yisikhathi emva kwemizuzu eyi-10',
    'yePIN entsha izofika ngeposi ngo-2025',
]

# 3. A code with a copula or case ending glued to its digits ('dir, -dır, 'e, 'le, :llä, :ksi, -ga, -es, -dyr), or a
# copula after it (이야, です, da).
SUFFIXED_CODES = [
    'Kilidin numarası 4471dir',
    'A kód 4471-re változott',
    'Kood muudeti 4471-ks',
    "Telefonun kilidi 4471'dir",
    "Kasanın şifresini 4471'e çevirdim",
    "Kartın PIN'i 4471'dir",
    "Kapının kodu 4471'miş",
    "Bisiklet kilidi 4471'le açılıyor",
    "Garajın şifresi 2580'dir",
    "Kilidin numarası 4471'dir",
    "Bisiklet kilidinin kodu 3920'dir",
    "Ev alarmının kodu 8157'dir",
    "Kapının şifresi 5930'dur",
    "Dolabın kilit kodu 2684'tür",
    "Bisikletin kilit şifresi 0419'du",
    'Qıfılın kodu 4471-dir',
    'Seyfin şifrəsi 8826-dır',
    'Ovi aukeaa koodilla 4471:llä',
    'Vaihdoin pyöränlukon koodin 4471:ksi',
    'Ukse kood 4471-ga',
    'A széf kódja 4471-es',
    '현관 비밀번호는 4471이야',
    '金庫の暗証番号は4471です',
    'Кулпунун коду 4471-дир',
    'Gulpuň kody 4471-dyr',
    'Qulfning kodi 4471-dir',
    'Lukon koodi vaihdettiin 4471:ksi',
    'Atearen kodea 4471 da',
]

# Years, prices, times, lengths, bus, house, model and tracking numbers, with endings or copulas.
SUFFIXED_LOOKALIKES = [
    'Otobüs hattının numarası 4471dir',
    'Evin numarası 4471dir',
    'Kilidin numarası 2019da değişti',
    "Otobüs hattının numarası 4471'dir",
    "Evin numarası 4471'dir",
    "Kilidin modeli 4471'dir",
    "Kargo takip numarası 4471'dir",
    "Kilidin fiyatı 450'dir",
    "Şifre uzunluğu 8'dir",
    "Şifreyi 2025'e kadar değiştirmem gerekiyor",
    "Kilidi 2019'da değiştirdik",
    "Fiyatı 150'ye düştü",
    "Kasayı 2021'de aldım, 4 haneli şifresi var",
    "Toplantı 14'te başlıyor",
    "Telefon numarası 0532 123 45 67'dir",
    "Kapı 08:30'da açılır",
    'Şifre 8 haneli olmalı',
    'Hinta nousi 150:llä eurolla',
    'A 2019-es modell még mindig működik',
    'A 4-es busz 8-kor indul',
    'Avtobus 2019-dan bəri işləyir',
    '버스 번호는 4471이야',
    '部屋番号は4471です',
    "Kilidin numarası 2019'da değişti",
    "Bu ev 1995'te yapıldı",
    "Maaşım 4471'den fazla",
    'Автобус 2019-дан бери иштейт',
    'Bu jaý 1995-de guruldy',
]

# 4. A PIN said in two-digit number words: Korean native (마흔둘 열일곱) and Sino-Korean, and the same in other
# languages.
NUMBER_WORD_PINS = [
    '비밀번호 마흔둘-열일곱',
    '비번: 마흔 둘 열 일곱',
    '현관문 비번 스물하나 서른셋이야',
    '카드 비번은 여든여덟 예순넷입니다',
    '자물쇠 번호 마흔둘 열일곱',
    '비번은 마흔둘 열일곱',
    '현관 비밀번호 마흔둘 열일곱',
    '비번은 마흔둘 열일곱이야',
    '도어락 비밀번호는 스물셋 예순여덟',
    '비밀번호: 쉰하나 아흔아홉',
    '카드 비밀번호는 서른넷 열둘이에요',
    '금고 비번 일흔다섯 스물하나',
    '비번은 사십이 십칠',
    'PIN is forty-two seventeen',
    'Türcode: zweiundvierzig siebzehn',
    '暗証番号は四十二 十七',
    '密码是四十二 十七',
    'PIN: empat puluh dua tujuh belas',
    'रहस्य पिन: बयालीस सत्रह',
    'Code du portail : quarante-deux dix-sept',
    'PIN-koden: fyrtiotvå sjutton',
]

# Ages, counts, weights, addresses and bus stops in number words.
NUMBER_WORD_LOOKALIKES = [
    '마흔둘 살 열일곱 살',
    '아이들이 스물셋 서른둘 명',
    '마흔둘 열일곱 번지',
    '버스 스물하나 서른셋 번',
    '나이: 마흔둘, 키: 열일곱',
    '학생 수 스물하나 서른셋',
    '그는 마흔둘 살이고 열일곱 명과 왔다',
    '열일곱 명이 왔어',
    '비번 힌트: 나는 마흔둘 살',
    '마흔둘 열일곱',
    '우리 아빠는 올해 쉰하나, 엄마는 마흔여덟',
    '사과 스물다섯 개와 배 열둘 개',
    '서른 번째 생일이 다가온다',
    '버스 마흔둘 열일곱 번 정류장',
    '비밀번호를 바꿨는데 열일곱 번 틀렸어',
    'He turned forty-two seventeen days ago',
    '四十二岁的他来了十七个人',
    'empat puluh dua orang datang',
    'Sie ist zweiundvierzig, er siebzehn Jahre alt',
    'quarante-deux ans et dix-sept enfants',
    '스물셋 예순여덟 킬로그램',
]

# 5. A support line's number beside the words OTP, PIN, TAN or code: no secret.
HELPLINE_NUMBERS = [
    'OTP sent to +91 98xxxx 4821',
    'OTP will be sent to your number ending 4821',
    'PIN reminder line: 0345 600 3000',
    'Visa PIN help: 0800 891 725',
    'For PIN reset WhatsApp 98765 43210',
    'OTP enviado al número terminado en 4821',
    'Code envoyé au ••••4821',
    'SMS-Code an Nummer endend auf 4821',
    'Bank helpline for card PIN: 1800-425-3800',
    'Call 155 for PIN unblocking',
    'PIN blocked? Call 155',
    'OTP support: 1800 103 2222',
    'PIN sperren: 116 116',
    'Numer infolinii w sprawie PIN: 801 100 100',
    'Pour débloquer le code PIN appelez le 3900',
    'Hotline für TAN-Fragen: 069 910 10000',
    'Customer care for OTP issues 482 913',
    'Customer care for OTP issues: 1800 482 913',
    'For PIN problems call 1800 123 456',
    'OTP not received? dial 1800 123 4567',
    'OTP not received? dial 139',
    'Para problemas con el PIN llame al 900 123 456',
    'Für PIN-Probleme rufen Sie 0800 112 233 an',
    'Kod OTP nie dotarł? Zadzwoń 801 300 800',
    'OTP gelmediyse müşteri hizmetleri 444 0 333',
    'Lost your PIN? Call us on 0800 123 456',
    'Problème de code PIN ? Appelez le 09 69 39 99 98',
    'Per problemi con il PIN chiama il 800 822 056',
    'Problemas com o PIN? Ligue 4004 0001',
    'Если ПИН-код заблокирован, звоните 8 800 555 35 35',
    'PIN-problemen? Bel klantenservice 020 123 4567',
    'Masalah OTP hubungi 1500 888',
    'PIN helpline 0800 55 66 77',
    'Huduma kwa wateja kwa matatizo ya PIN 0800 720 100',
]

# The same words with a value given to the reader, a support PIN under its label, or a verb of calling beside a
# code given: secrets.
HELPLINE_NEIGHBOURS = [
    'PIN help: my PIN is 4471',
    'OTP: 4821 (sent to number ending 7733)',
    'WhatsApp PIN: 482913',
    'Help line PIN 4471',
    'Line 2: PIN 4471',
    'Customer service PIN for Vodafone: 4471',
    'Hotline PIN for the alarm company: 4471',
    'Notruf-PIN der Alarmanlage: 4471',
    'Telefonbanking Kundenservice PIN: 48213',
    'Customer care for OTP issues, your OTP is 482 913',
    'Customer care reset my PIN to 4471',
    'Call me, gate code 4471',
    'Dial 4471 on the gate keypad',
    'Helpline for OTP: 482913 is your OTP',
    'Customer care said my PIN is 4471',
    'SIM PIN for the travel phone: 0815',
    'voicemail pin 4 my work phone: 28461',
    'Zadzwoń do mnie, kod do bramy 4471',
    'Llámame; el PIN de la tarjeta es 4471',
    'Ruf mich an, die PIN ist 4471',
    'Appelle-moi, le code PIN est 4471',
    'Kundenservice hat meine PIN auf 4471 gesetzt',
    'Позвони мне, ПИН-код 4471',
    'Mpigie simu, PIN yangu ni 4471',
    'Chiamami, il PIN è 4471',
]

# 6. Opening and closing times keyed out digit by digit after opens / closes / at / hours: no code.
OPENING_TIMES = [
    'Gate hours: 0 7 - 3 0 to 2 2 - 0 0',
    'Öffnungszeiten Tor: 0 7 - 3 0 bis 1 8 - 0 0',
    'Horario del portón: 0 8 - 0 0 a 2 0 - 0 0',
    'The gate closes at 2 3 . 0 0',
    'Porten låses kl 2 3 - 0 0',
    'The gate opens at 0 7 - 3 0',
    'Das Tor öffnet um 0 7 - 3 0',
    'Le portail ouvre à 0 8 - 3 0',
    'La puerta abre a las 0 9 - 0 0',
    'Il cancello chiude alle 2 2 - 0 0',
    'Brama otwiera się o 0 7 - 3 0',
    'Ворота открываются в 0 7 - 3 0',
    "Kapı saat 0 7 - 3 0'da açılır",
    'Het hek gaat open om 0 7 - 3 0',
    'Porten öppnar kl 0 7 - 3 0',
    'O portão abre às 0 7 - 3 0',
    'Portti aukeaa klo 0 7 - 3 0',
    'The garage door closes at 2 2 - 3 0',
    'Gym door opens from 0 6 - 0 0',
    'Key box pickup until 1 8 - 0 0',
    'The safe deposit room opens at 0 9 - 3 0',
]

# The same spacing after a code word or a key box: codes.
SPACED_GATE_CODES = [
    'Set the key box to 1 9 4 4',
    'Cambia el código de la caja a 0 7 3 0',
    'Gate code: 0 7 3 0',
    'Kod do bramy: 1 8 - 0 0',
    'Key box: 0 7 - 3 0',
    'Schlüsselbox: 1 8 - 0 0',
    'The gate opens with 0 7 - 3 0',
    'Gate opens at 7, code 4 4 7 1',
    'Code du portail : 0 7 - 3 0',
    'Código del portón: 0 9 - 0 0',
    'Codice del cancello: 2 2 - 0 0',
    'Код от ворот: 0 7 - 3 0',
    'Kapı şifresi: 0 7 - 3 0',
    'Code van het hek: 0 7 - 3 0',
    'Portkod: 0 7 - 3 0',
    'Código do portão: 0 7 - 3 0',
    'Porttikoodi: 0 7 - 3 0',
]

# 7. A value its own line names as a room's, seat's, flight's, bus's or order's number: no code.
NAMED_NUMBERS = [
    'Zimmer-Code: 4217 (das ist die Zimmernummer)',
    'Code: 4217 is the platform number',
    'Room code: 4217, which is the room number',
    'Room code: forty-two seventeen is the room number',
    'Code: 4217 is the flight number',
    'Zimmercode: zweiundvierzig siebzehn ist die Zimmernummer',
    "Code : quarante-deux dix-sept, c'est le numéro de la chambre",
    'código 4217 es el número del asiento',
    'Kod: 4217 to numer pokoju',
    'Код: 4217 это номер комнаты',
    'Kode: 4217 adalah nomor kamar',
    'Code: 4217 is the bus number',
    'Codice: 4217 è il numero della camera',
    'Código: 4217 é o número do quarto',
    'Code: 4217 is het kamernummer',
    'Kod: 4217 är rumsnumret',
    'Seat code: twelve A is the seat number',
    'Booking code: 4217 is the order number',
    'Train code: 4217 is the train number',
]

# A PIN word, a possessive hint, a comparison, or the room's number given apart: the code stays a secret.
NAMED_NEIGHBOURS = [
    'PIN: 4217 is the seat number',
    'Code: 4217 is my seat number',
    'Door code: 4217, same as the room number',
    'Room code: forty-two seventeen',
    'Safe code: 4217 — the room number is 112',
    'Zimmersafe-Code: 4217, die Zimmernummer ist 112',
    'Code du coffre : 4217 ; le numéro de la chambre est 112',
    'Código de la caja fuerte: 4217, el número de la habitación es 112',
    'Kod do sejfu: 4217, numer pokoju 112',
    'Код сейфа: 4217, номер комнаты 112',
    'Kode brankas: 4217, nomor kamar 112',
    'Codice cassaforte: 4217, numero camera 112',
    'Kluiscode: 4217, kamernummer 112',
    'Kassakod: 4217, rumsnummer 112',
    'Código do cofre: 4217, número do quarto 112',
]

# 8. Number words with a currency after them: an amount, not a PIN.
AMOUNTS_IN_WORDS = [
    'PIN: forty-two seventeen bucks',
    'PIN: zweiundvierzig siebzehn Euro',
    'PIN: dertig zeventien euro',
    'PIN-koden: fyrtiotvå sjutton kronor',
    'PIN-koden: fireogfyrre sytten kroner',
    'PIN: czterdzieści dwa siedemnaście złotych',
    'PIN-kód: negyvenkettő tizenhét forint',
    'PIN: patruzeci și doi șaptesprezece lei',
    'PIN: сорок два семнадцать рублей',
    'PIN: forty-two seventeen rand',
    'PIN: arobaini na mbili kumi na saba shilingi',
    'PIN: forty-two seventeen dollars',
    'PIN: quarante-deux dix-sept euros',
    'PIN: zweiundvierzig siebzehn Franken',
    'PIN: neljäkymmentäkaksi seitsemäntoista euroa',
    'PIN: čtyřicet dva sedmnáct korun',
    'PIN: quarenta e dois dezessete reais',
    'PIN: cuarenta y dos diecisiete pesos',
    'PIN: forty-two seventeen pounds',
]

# The same number words with no currency: a PIN.
PINS_IN_WORDS = [
    'PIN-koden: fyrtiotvå sjutton',
    'PIN-koden: fireogfyrre sytten',
    'PIN: czterdzieści dwa siedemnaście',
    'PIN-kód: negyvenkettő tizenhét',
    'PIN: patruzeci și doi șaptesprezece',
    'PIN: сорок два семнадцать',
    'PIN: forty-two seventeen',
    'PIN: arobaini na mbili kumi na saba',
    'PIN: quarante-deux dix-sept',
    'PIN: zweiundvierzig siebzehn',
    'PIN: neljäkymmentäkaksi seitsemäntoista',
    'PIN: čtyřicet dva sedmnáct',
    'PIN: quarenta e dois dezessete',
    'PIN: cuarenta y dos diecisiete',
    "PIN: forty-two seventeen, not the card's price",
]


SECRET_FAMILIES = {
    "ENTRY_PHONE_CODES": ENTRY_PHONE_CODES,
    "PREFIXED_PINS": PREFIXED_PINS,
    "SUFFIXED_CODES": SUFFIXED_CODES,
    "NUMBER_WORD_PINS": NUMBER_WORD_PINS,
    "HELPLINE_NEIGHBOURS": HELPLINE_NEIGHBOURS,
    "SPACED_GATE_CODES": SPACED_GATE_CODES,
    "NAMED_NEIGHBOURS": NAMED_NEIGHBOURS,
    "PINS_IN_WORDS": PINS_IN_WORDS,
}
LOOKALIKE_FAMILIES = {
    "ENTRY_PHONE_LOOKALIKES": ENTRY_PHONE_LOOKALIKES,
    "PREFIXED_LOOKALIKES": PREFIXED_LOOKALIKES,
    "SUFFIXED_LOOKALIKES": SUFFIXED_LOOKALIKES,
    "NUMBER_WORD_LOOKALIKES": NUMBER_WORD_LOOKALIKES,
    "HELPLINE_NUMBERS": HELPLINE_NUMBERS,
    "OPENING_TIMES": OPENING_TIMES,
    "NAMED_NUMBERS": NAMED_NUMBERS,
    "AMOUNTS_IN_WORDS": AMOUNTS_IN_WORDS,
}


@pytest.mark.parametrize("text", [t for family in SECRET_FAMILIES.values() for t in family])
def test_a_code_of_these_families_is_read_as_a_secret(text: str) -> None:
    assert looks_secret(text), text


@pytest.mark.parametrize("text", [t for family in LOOKALIKE_FAMILIES.values() for t in family])
def test_a_look_alike_of_these_families_is_left_alone(text: str) -> None:
    assert looks_secret(text) is None, text


# A PIN corrected after its sentence ends, or after a film named for the old value: both values are redacted.
CORRECTED_PINS = [
    ("Mama: PIN je 3071. Ne, čekaj, 3017 — to je novi.", "3017"),
    ("hospital locker ka code 90210? nahi yaar, woh movie hai — asli 6613", "6613"),
    ("Gym locker code 90210? No, that's the movie — the real one is 6613", "6613"),
    ("Spind-Code 1984? Nein, das ist der Roman — der echte ist 6613", "6613"),
]


@pytest.mark.parametrize("text, value", CORRECTED_PINS)
def test_a_corrected_pin_is_redacted_with_the_one_it_replaces(text: str, value: str) -> None:
    out = redact_secrets(text)
    assert value not in out and looks_secret(out) is None, out


@pytest.mark.parametrize("family", [*SECRET_FAMILIES, *LOOKALIKE_FAMILIES])
def test_each_family_has_fifteen_sentences_or_more(family: str) -> None:
    texts = {**SECRET_FAMILIES, **LOOKALIKE_FAMILIES}[family]
    assert len(texts) >= 15 and len(set(texts)) == len(texts)
