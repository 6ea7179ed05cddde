"""Round 20's official ids given without their name: a number in an id's own grouping whose check holds, beside
paperwork or kin words (a form, a notary, an insurer, a school, a relative) in many languages; ids said in number
words in the groups of the id; against them phones (with country codes and call words), orders, receipts, policies,
named other numbers (a student's, a company's tax number), dates, and Indian postal pin codes beside a place, a home
or an office in Latin, Hinglish and Indian scripts, which stay public while a door's, an ATM's or a phone's PIN stays
secret. The real detector, no mocks."""

from __future__ import annotations

import pytest

from tiered_memory.shared.safety import looks_secret

UNLABELLED_IDS = [
    'कल फॉर्म में भरना है — 7181 9093 7865',
    'for the insurance form, copy exactly: 9975 4323 1948',
    'அம்மா விண்ணப்ப படிவத்துக்கு: 9601 8955 5979',
    '20862019132 - babamın, noter için lazım',
    'Annemin nüfus işleri için: 45503262456',
    'pra preencher o formulário da escola do meu filho: 53668443203',
    'pour le dossier CAF, à recopier : 1 85 05 78 006 084 91',
    'pour la mutuelle de ma mère : 2 69 06 49 000 123 19',
    'за нотариуса, на баща ми: 7401021005',
    'для заявления в школу, сына: 711-874-776 16',
    'do formuláře pro pojišťovnu, tatínka: 851002/6272',
    'ใบสมัครโรงเรียนของลูก 1170981732213',
    'для анкеты, дочери: 781121135567',
    'za obrazac u školi, od mame: 97404934505',
    'برای فرم بیمه پدرم: 4004043018',
    '書類に記入する、母の: 6050 0108 5777',
    'Für den Kindergeldantrag brauche ich seine Nummer: 47 036 892 815',
    'Voor de aanvraag van de toeslag had ik het nummer van Daan nodig: 1234 56 782',
    'Nombor IC mak untuk borang hospital: 650312-10-5482',
    'Wypełniam wniosek dla Kuby, jego to 16232901234',
    '아빠 실손보험 청구서 쓰는 중인데, 아빠 거 580623-1058412 맞지?',
    'Đang điền đơn cho em gái, số của nó là 079305001234',
    'BVN Màámi fún fọ́ọ̀mù báńkì: 22145678901',
    'የአባቴ የፋይዳ ቁጥር ለባንኩ ፎርም፦ 6140 2987 3315',
    'לטופס של הביטוח של אמא: 390404796',
    'لنموذج التأمين حق أبوي: 1119803649',
    'Isi formulir sekolah adik: 3153974310835924',
    'для заявления мамы, паспорт не нужен, но вот: 45 06 123456',
    "Emirates ID for my wife's visa form: 784-1962-0026032-3",
    "For Mum's NHIS form: GHA-123456789-0",
    'Para el trámite de mi papá: 12345678-5',
    'para el formulario del seguro de mi madre: 7181 9093 7865',
    'per il modulo della scuola di mia figlia: 7181 9093 7865',
    'для анкеты бабушки: 7181 9093 7865',
    'για την αίτηση της μαμάς: 7181 9093 7865',
    'äidin lomakkeeseen: 7181 9093 7865',
    'kwa fomu ya shule ya mwanangu: 7181 9093 7865',
    '帮妈妈填表：7181 9093 7865',
    'برای فرم مدرسه پسرم: 7181 9093 7865',
    'Najaza fomu ya SHA ya bibi, namba yake ni 10345872, ile ya kitambulisho.',
    "Mum's form: 10345872 is her ID number",
    'para el formulario de mi madre: 38501274, el de su DNI',
    "for mom's tax form: AB 12 34 56 C",
    "for mom's tax form: 521 44 9087",
    "for my son's school form: 1234567T",
    'formulario del SAT de mi papá: GODE561231GR8',
    'Nire NAN zenbakia: 72345678T',
]

SAID_IDS = [
    "Grandma's social, in words so I don't transpose it: five one two, four four, nine zero three one",
    'Opas Steuer-ID: eins zwei, drei vier fünf, sechs sieben acht, neun null eins',
    'mi DNI en palabras: cinco uno dos cuatro cuatro nueve cero tres uno',
    'Mój PESEL: osiem jeden zero jeden zero jeden, jeden dwa trzy cztery pięć',
    'my SSN, spelled out: four one two, seven seven, three zero nine eight',
    'आधार: सात एक आठ एक, नौ शून्य नौ तीन, सात आठ छह पांच',
    'TC kimlik numaram: iki sıfır sekiz altı iki sıfır bir dokuz bir üç iki',
    'СНИЛС мамы прописью: семь один один, восемь семь четыре, семь семь шесть, один шесть',
    'Steuer-ID von Mama in Worten: fünf sieben, drei null eins, vier zwei acht, neun eins sechs',
    'card: four five three two, zero one five one, one two eight three, zero three six six',
    'tarjeta de mi madre: cuatro cinco tres dos, cero uno cinco uno, uno dos ocho tres, cero tres seis seis',
]

LOOKALIKES = [
    'Mi teléfono es +34 612 345 678',
    'call my mom on 9137 4402 8157',
    'order 38501274606 for my dad, invoice attached',
    'Babamı ara: 38501274606',
    'meu número de matrícula na faculdade é 2019104733',
    'Firmanın vergi numarası 8380452581, Kadıköy Vergi Dairesi.',
    'Insurance policy for my father: 7181 9093 7865',
    'The school fee receipt 20862019132 for my son',
    'Pour le dossier CAF, appeler le 01 45 67 89 12',
    'Noter randevusu 14.03.2025 saat 10:30, babamla',
    'The form needs your 12-digit Aadhaar, not mine',
    'school enrolment opens on 2025-06-01 for my daughter',
    'за нотариуса платих 120 лв., баща ми беше там',
    'call me at five one two, four four four, nine zero three one',
    "Grandma's phone, in words: five five five, one two three, four five six seven",
    'an SSN has nine digits: three, two and four',
    'order four five three two zero one five one one two eight three zero three six six',
    'mi teléfono: seis uno dos, tres cuatro cinco, seis siete ocho',
    'Ruf Oma an: null drei null, eins zwei drei, vier fünf sechs sieben',
    'телефон мамы: восемь девять один шесть, пять пять пять, один два, три четыре',
    'मम्मी का फ़ोन: नौ आठ सात छह, पांच चार तीन, दो एक शून्य',
    'Annemin telefonu: sıfır beş üç iki, bir iki üç, dört beş, altı yedi',
    'the count went one two three four five six seven eight nine ten',
    'Ο ΑΦΜ του συνεργείου στην απόδειξη είναι 094014201, για την έκπτωση φόρου.',
    'meine Kundennummer für den Antrag: 47 036 892 815',
    'het klantnummer van Daan voor de aanvraag: 1234 56 782',
    'Wniosek złożony 16.03.2023, numer sprawy 16232901234',
    '아빠 보험 증권번호 580623-1058412',
    'Đơn hàng của em gái: 079305001234',
    'Firmamızın vergi numarası 4703689281, formda yazıyor',
    'hospital ka phone number 9137 4402 8157, mummy ke liye',
    'For the school form my son needs the bus route 2345 6789 0123',
    'Mi abuela llenó la solicitud el 12/03/2024, folio 20862019132',
    'school enrolment for my daughter, class code 2 94 03 75 112 005 47',
    "my son's school has 390404796 views",
    'The form shows 390404796 items processed',
    'Call my wife on 1119803649',
    "Dad's flight 45 06 123456",
    "my mother's loyalty card 3153974310835924",
    'για την αίτηση της μαμάς, τηλέφωνο 2101234567',
    'для анкеты бабушки, телефон: 7181 9093 7865',
    '帮妈妈填表：电话 138 0013 8000',
    '엄마 서류용: 010-1234-5678',
    'مدرسة ابني: 1119803649 ريال',
    'kwa fomu ya shule ya mwanangu: ada ni 1 200 000',
    'Formular: Hotline 0800 123 4567, für Oma',
    'para el formulario de mi madre: pedido 7181 9093 7865',
    "my son's school form: 10345872 is his student ID",
    'the form asks for 10345872 people, ID optional',
    'fomu ya shule: ada ni 10345872, kitambulisho si lazima',
    'para o formulário da minha mãe: 123456789',
    "for mom's tax form: 000 00 0000",
    "my dad's flight AB 12 34 56 C",
    'school form for my son: 521 44 9087 items',
    'form for mom: call 521 44 9087',
    'the form for my dad has 12 fields, 3 pages, due 2025-04-15',
    'ΑΦΜ του λογιστή για τα τιμολόγια: 099999999 (εταιρεία)',
    'NPWP kantor 01.234.567.8-901.000 buat faktur pajak',
]

SAID_PINS = [
    'الرقم السري لبطاقة أبوي: ثلاثة، تسعة، صفر، واحد.',
    'رمز دوم کارت ملت خواهرم: هشت، یک، پنج، سه، صفر، دو.',
    'ابو کا ایزی پیسہ پن: پانچ، ایک، آٹھ، سات، دو۔',
    'MPIN ng GCash ni Kuya: walo, isa, siyam, dalawa.',
    '父のキャッシュカードの暗証番号は、ろく・よん・に・きゅう。',
    "Code de la carte bleue de maman, elle me l'a dicté au téléphone : neuf, quatre, zéro, six.",
    "Grandpa's phone PIN is his old house number twice: two-one-seven-two-one-seven.",
    'الـPIN بتاع إنستاباي بتاع أخويا: خمسة سبعة خمسة واحد، قالي احفظهولي.',
    'オートロックの番号、いち・さん・なな・きゅう',
]

SAID_NUMBERS = [
    'رقم هاتف أبوي: ثلاثة، تسعة، صفر، واحد، اثنين، ستة، سبعة',
    '電話番号は、ぜろ・きゅう・ぜろ・いち・に・さん。',
    'my PIN? call the bank on five five five one two',
    'call me on five five one two',
    'PIN ng GCash: apat na digit lang, isa hanggang siyam',
    'ابو کا فون نمبر: صفر، تین، صفر، صفر، ایک، دو، تین، چار، پانچ، چھ، سات',
    'room four one two, floor nine',
    'el pedido: cinco, cuatro, tres, dos',
]

PIN_CODES = [
    'ಜಯನಗರ ಪಿನ್ ಕೋಡ್ 560041',
    'అమ్మమ్మ ఇంటి పిన్ కోడ్ 500034, బంజారాహిల్స్',
    'naye office ka pin code 560037 hai, Marathahalli, note kar lo',
    'घर का पिन कोड 110092 है, शाहदरा',
    'ঠাকুমার বাড়ির পিন কোড 700019',
    'ವಿಳಾಸ: 12, 4ನೇ ಮುಖ್ಯ ರಸ್ತೆ, ಪಿನ್ ಕೋಡ್ 560011',
    'வீட்டு பின் கோடு 600040',
    'ഓഫീസ് പിൻ കോഡ് 695014',
    'ghar ka pin code 411038 hai, Kothrud',
    'ಬೆಂಗಳೂರಿನ ಹೊಸ ಮನೆ ಪಿನ್ ಕೋಡ್ 560076.',
    'ଆମ ଘର ପିନ୍ କୋଡ୍ 751001, ଭୁବନେଶ୍ୱର',
    'Nani ke gaon ka pin code 841301',
    'दादी का पता: गांधी रोड, जयपुर, पिन 302001',
    'ঠাকুমার ঠিকানা: কলকাতা, পিন 700019',
]

PINS = [
    'ATM pin code 4821',
    'ghar ke darwaze ka pin code 560037 hai',
    'mera ATM ka pin code 482910 hai',
    'phone ka pin code 560037 hai',
    'Nani ke ATM ka pin code 841301',
    'ଏଟିଏମ ପିନ୍ କୋଡ୍ 4821',
    'मेरा एटीएम पिन 302001',
    'दादी का पिन 4821',
]


@pytest.mark.parametrize("text", UNLABELLED_IDS)
def test_an_id_in_its_own_grouping_with_a_valid_check_beside_paperwork_or_kin_words_is_a_secret(text: str) -> None:
    assert looks_secret(text) is not None, text


@pytest.mark.parametrize("text", SAID_IDS)
def test_an_id_said_in_number_words_in_its_groups_is_read_as_the_id(text: str) -> None:
    assert looks_secret(text) is not None, text


@pytest.mark.parametrize("text", LOOKALIKES)
def test_phones_orders_policies_named_other_numbers_dates_and_id_talk_are_not_ids(text: str) -> None:
    assert looks_secret(text) is None, text


@pytest.mark.parametrize("text", SAID_PINS)
def test_a_pin_said_in_number_words_with_arabic_commas_kana_or_over_the_phone_is_a_secret(text: str) -> None:
    assert looks_secret(text) is not None, text


@pytest.mark.parametrize("text", SAID_NUMBERS)
def test_phone_numbers_rooms_orders_and_pin_talk_said_in_number_words_are_not_secrets(text: str) -> None:
    assert looks_secret(text) is None, text


@pytest.mark.parametrize("text", PIN_CODES)
def test_an_indian_postal_pin_code_beside_a_place_home_or_office_is_public(text: str) -> None:
    assert looks_secret(text) is None, text


@pytest.mark.parametrize("text", PINS)
def test_a_pin_code_of_a_door_an_atm_or_a_phone_stays_a_secret(text: str) -> None:
    assert looks_secret(text) is not None, text


@pytest.mark.parametrize("text", [
    "pour le dossier CAF, à recopier tel quel : 2 94 03 75 112 005 47",
    "numéro de sécu de papa pour la mutuelle, tel quel : 1 52 11 69 123 456 78",
])
def test_tel_quel_copy_as_is_is_no_phone_word_before_an_id(text: str) -> None:
    assert looks_secret(text) is not None, text


@pytest.mark.parametrize("text", [
    "service client tel. 0 800 123 456, du lundi au vendredi",
    "CAF : tel 3230, ouvert de 9 h à 16 h",
])
def test_a_phone_line_after_tel_stays_a_phone_number(text: str) -> None:
    assert looks_secret(text) is None, text
