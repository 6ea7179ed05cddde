"""Round 16 (precision while the rules broaden): public look-alikes are masked before the rules and the learned stage's
value gate read a text, as families across about forty languages; the look-alikes that give a real secret still count."""

from __future__ import annotations

import pytest

from tiered_memory.shared.safety import looks_secret
from tiered_memory.shared.safety.secret_e5 import value_present
from tiered_memory.shared.safety.secret_public import mask

# Client-side keys in env or config form: the name (or the value's prefix) says the value ships to the browser.
PUBLIC_CONFIG = [
    "STRIPE_PUBLISHABLE_KEY=pk_live_51QwRt7Ya2Bc4De6Fg8Hj0Kl3Mn5Pq9Rs",
    "NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=pk_test_51PmZx3Kc8Vb2Nn6Qw4Er7Ty9Ui1Op5As",
    'VITE_STRIPE_PK="pk_live_51Jk8Hg7Fd6Sa5Qw4Er3Ty2Ui1Op0AsDfGh"',
    "NEXT_PUBLIC_SUPABASE_ANON_KEY=eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZSIsInJvbGUiOiJhbm9uIn0"
    ".Zx8Qw3Er5Ty7Ui9Op1As2Df4Gh6Jk8",
    "SUPABASE_ANON_KEY: eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJyb2xlIjoiYW5vbiIsInJlZiI6Im15cHJvaiJ9.Lm3Nb5Vc7Xz9Qa1Ws2Ed4Rf6Tg8Yh",
    "ALGOLIA_SEARCH_ONLY_API_KEY=3f9a1c7e5b2d8f4a6c0e9b1d7f3a5c2e",
    "NEXT_PUBLIC_ALGOLIA_SEARCH_KEY=b7e2c9a4f1d6e8b3a5c0f7d2e9b4a6c1",
    "NEXT_PUBLIC_MAPBOX_TOKEN=pk.eyJ1IjoibGlzYS1tYXBzIiwiYSI6ImNseDk4a2ZxMzBhYnMya3B6In0.Hq4Wn7Lp2Rt9Xz5Cv8Bm1A",
    "Google Maps browser key (restricted to HTTP referrer *.bakery-lena.de): AIzaSyC8vB2nM4qW6eR9tY1uI3oP5aS7dF0gH2j",
    "POSTHOG_KEY=phc_Rk4Lm8Np2Qs6Tv9Wx3Yz7Ab1Cd5Ef0Gh2Ij4Kl6Mn",
    "NEXT_PUBLIC_POSTHOG_KEY=phc_9ZxYwVuTsRqPoNmLkJiHgFeDcBa8765432101Ab",
    "RECAPTCHA_SITE_KEY=6LdQx8kpAAAAAJ7rT2mW9vB4nC1xZ5qL3hP8sK0e",
    "NEXT_PUBLIC_RECAPTCHA_SITE_KEY=6Lc4Rz9qAAAAAN2wE8tY5uI1oP7aS3dF6gH0jK9l",
    "SENTRY_DSN_PUBLIC=https://4f8e2a9c1b7d3e6f@o552817.ingest.sentry.io/6613920",
    "NEXT_PUBLIC_SENTRY_DSN=https://a91c7e3f5b2d4a8c@o448201.ingest.us.sentry.io/4507733",
    "Stripe Publishable Key (Frontend, öffentlich): pk_live_51Gh7Jk2Lm4Np6Qr8St0Uv3Wx5Yz9Ab1Cd",
    "REACT_APP_FIREBASE_API_KEY=AIzaSyD4kL9mN2pQ7rS1tU6vW3xY8zA5bC0dE2f",
]
PUBLIC_CONFIG_TALK = [
    'const firebaseConfig = { apiKey: "AIzaSyB3xQ9mK2pL7vN4wR8tY1uI6oP0aS5dF2g", authDomain: "recetas-abuela.firebaseapp.com", '
    'projectId: "recetas-abuela" }',
    "posthog.init('phc_Tq7Wm3Kp9Lx2Vb5Nc8Zr4Hy6Jd1Fs0Ga3Qe', {api_host: 'https://eu.posthog.com'})",
    '<script defer data-domain="tortas-marta.com" src="https://plausible.io/js/script.js"></script>',
    "clé publiable Stripe dans le .env du front : VITE_STRIPE_KEY=pk_live_51Ab3Cd5Ef7Gh9Ij1Kl2Mn4Op6Qr8St0",
    "Supabase anon key (public, RLS on): eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJyb2xlIjoiYW5vbiJ9.Pq2Wr4Ty6Ui8Op0As1Df3Gh5Jk7Lz9",
    "Algolia Search-Only API Key für die Suche auf der Website: 9c2e7a4f1b8d3e6a5c0f9b2d7e4a1c8f",
]
# Bank routing codes after their name, in about thirty languages: printed on every invoice.
BANK_CODES = [
    "code SWIFT de la banque : CRLYFRPPXXX",
    "SWIFT/BIC der Firma: COBADEFFXXX",
    "BIC: DEUTDEDBBER (Deutsche Bank Berlin)",
    "código SWIFT del banco: BBVAESMMXXX",
    "código SWIFT do banco: BRASBRRJRJO",
    "codice BIC della banca: UNCRITMMXXX",
    "Sort code 20-45-77, Barclays, account name Little Acorns Nursery Ltd",
    "Routing number 021000021 (Chase, New York) for the invoice payment",
    "ABA routing 026009593 Bank of America wire",
    "BSB 062-000 Commonwealth Bank for the club fees",
    "IFSC code HDFC0001234 for the school fee transfer",
    "Kod SWIFT banku PKO: BPKOPLPW",
    "SWIFT kodu: TGBATRISXXX (Garanti BBVA, şirket hesabı)",
    "БИК банка: 044525225 (Сбербанк)",
    "банков код BIC: UBBSBGSF (ОББ)",
    "Κωδικός SWIFT της τράπεζας: ETHNGRAA",
    "رمز السويفت للبنك: NBEGEGCX001",
    "קוד סוויפט של הבנק: LUMIILITXXX",
    "کد سوئیفت بانک: BMJIIRTHXXX",
    "बैंक का स्विफ्ट कोड: SBININBB104",
    "รหัส SWIFT ของธนาคาร: BKKBTHBK",
    "Mã SWIFT của ngân hàng: BFTVVNVX",
    "Kode SWIFT bank: BCAIIDJA",
    "은행 SWIFT 코드: KOEXKRSE",
    "Kodi ya SWIFT ya benki: KCBLKENX",
    "SWIFT-koodi: NDEAFIHH (Nordea)",
    "SWIFT-kod: ESSESESS, SEB",
    "SWIFT kód: KOMBCZPP",
]
BANK_TALK = [
    "SWIFTコード: MHCBJPJT",
    "银行SWIFT代码：BKCHCNBJ110",
    "IBAN firmy: PL61 1090 1014 0000 0712 1981 2874, mBank",
    "IBAN de l'entreprise : FR14 2004 1010 0505 0001 3M02 606 (La Banque Postale)",
    "Bankverbindung der Kita: IBAN DE89 3704 0044 0532 0130 00, Commerzbank Köln",
    "Transit number 00011, institution 003 (RBC) for the landlord",
    "Банк: ПриватБанк, МФО 305299, ЄДРПОУ 14360570",
    "Код банку МФО 320649, ЄДРПОУ 21133352",
    "The bank's SWIFT is NWBKGB2L, the sort code 60-16-13",
    "Banco: Itaú, agência 0341, código SWIFT ITAUBRSP",
    "Kodi ya benki ya CRDB: CORUTZTZ",
    "Ang SWIFT code ng BDO ay BNORPHMM",
    "Banka kodu SWIFT: ISBKTRIS, IBAN şirketin",
    "Банк получателя: Тинькофф, БИК 044525974, SWIFT TICSRUMM",
]
# A lapel pin, a count of people, a video platform's code: a number beside a code word that opens nothing.
NUMBERS_NOT_CODES = [
    "pin 1947 commemorative badge from the air show",
    "Ansteck-Pin 1947 vom Stadtjubiläum, Sammlerstück",
    "pin commémoratif 1947 du centenaire, en émail",
    "pin conmemorativo 1947 de la feria, esmaltado",
    "spilla commemorativa 1947 della Fiera",
    "przypinka 1947 z jubileuszu, kolekcjonerska",
    "значок 1947 года, коллекционный, с выставки",
    "記念ピンバッジ 1947 コレクター品",
    "Pin badge from the 1998 Olympics, still on my jacket",
    "Anstecknadel mit Pin 1936 aus Omas Sammlung",
    "Le pin's 1992 des JO d'Albertville, objet de collection",
    "The festival opens with 2500 visitors expected on Friday",
    "Das Festival öffnet mit 2500 Besuchern am ersten Tag",
    "le festival ouvre avec 2500 visiteurs attendus",
    "el festival abre con 2500 visitantes el viernes",
    "het festival opent met 2500 bezoekers",
    "фестиваль открывается с 2500 гостями",
    "フェスティバルは2500人の来場者で開幕",
    "축제는 2500명의 관람객과 함께 개막한다",
    "The gym opens with 300 members on day one",
    "Stadion otevírá s 12000 diváky",
    "YouTube code 4412 for the premiere date",
    "YouTube-Code 4412 für das Premierendatum",
    "code YouTube 4412 pour la date de la première",
    "código de YouTube 4412 para la fecha del estreno",
    "codice YouTube 4412 per la data della prima",
    "kod YouTube 4412 na datę premiery",
    "YouTube kodu 4412 prömiyer tarihi için",
    "код YouTube 4412 для даты премьеры",
    "Vimeo code 88213 for the wedding video",
    "Spotify code 7781 on the concert poster",
]
# A password policy, a deferral, an empty field: words about a secret that give none.
NO_VALUE_GIVEN = [
    "Passphrase: mindestens fünf Wörter",
    "Passphrase: at least five words, no names",
    "Mot de passe : au moins douze caractères",
    "Contraseña: mínimo ocho caracteres con un número",
    "Senha: pelo menos 8 caracteres e um símbolo",
    "Password: almeno dieci caratteri",
    "Wachtwoord: minstens twaalf tekens",
    "Lösenord: minst tolv tecken",
    "Salasana: vähintään 12 merkkiä",
    "Hasło: co najmniej 12 znaków",
    "Jelszó: legalább 12 karakter",
    "Şifre: en az 8 karakter",
    "Пароль: не менее 12 символов",
    "كلمة المرور: 8 أحرف على الأقل",
    "סיסמה: לפחות 8 תווים",
    "密码：至少8位",
    "パスワード：8文字以上",
    "비밀번호: 8자 이상",
    "Mật khẩu: ít nhất 8 ký tự",
    "Kata sandi: minimal 8 karakter",
    "Nywila yangu lazima iwe na angalau herufi 8",
    "Iphasiwedi kufanele ibe nezinhlamvu okungenani eziyisi-8",
    "Wagwoord: minstens agt karakters, een hoofletter",
    "Contrasenya: com a mínim 8 caràcters",
    "Parool: vähemalt 8 tähemärki",
    "Slaptažodis: ne mažiau kaip 8 simboliai",
    "Lozinka: najmanje 8 znakova",
    "Парола: поне 8 символа",
    "პაროლი: მინიმუმ 8 სიმბოლო",
    "Şifrə: ən azı 8 simvol",
    "پاس ورڈ: کم از کم 8 حروف",
    "পাসওয়ার্ড: কমপক্ষে ৮ অক্ষর",
    "Passwort-Regel: 12 Zeichen oder mehr, keine Namen",
    "Password rules: 10 characters minimum, one symbol",
    "パスワードは12文字以上、記号を1つ含む",
    "密码至少8位，需包含字母和数字",
    "Memorable word: ask me in person",
    "Merkwort: frag mich persönlich",
    "Mot mémorable : demande-moi en personne",
    "Palabra memorable: pregúntame en persona",
    "Parola segreta: chiedimela di persona",
    "Geheugenwoord: vraag het me persoonlijk",
    "Hasło: zapytaj mnie osobiście",
    "Кодовое слово: спроси у меня лично",
    "Кодове слово: запитай мене особисто",
    "Şifre: bana yüz yüze sor",
    "كلمة السر: اسألني شخصياً",
    "מילת קוד: תשאל אותי פנים אל פנים",
    "暗号：直接会って聞いて",
    "暗号词：当面问我",
    "암호: 직접 만나서 물어봐",
    "Mật khẩu: hỏi trực tiếp mình nhé",
    "Kata sandi: tanya langsung ke saya",
    "Nitakuambia PIN ana kwa ana, usiiandike hapa",
    "Itanong mo na lang sa akin ang code pagdating mo",
    '{"user": "lena", "password": null, "remember": true}',
    '{"username": "ops", "password": "", "retries": 3}',
    "password: null  # set via vault at deploy",
    '"passwort": null, "pin": ""',
    '{"usuario": "pepe", "contraseña": "", "intentos": 5}',
    '{"email": "ana@example.org", "password": "", "newsletter": true}',
    "password: ~   # filled in by the deploy script",
]
# References a hotel, an airline, a shop or a registry gives out to find a booking, an order or a company.
REFERENCES = [
    "código de confirmação 4KX92P do hotel em Lisboa",
    "código de confirmación del hotel: 7HQ2LM",
    "Buchungscode Hotel Adler: XK47PQ",
    "code de confirmation de l'hôtel : 9TR4WZ",
    "hotel confirmation code 3MZ8QK, check-in 15:00",
    "codice di conferma dell'hotel: B7KX2Q",
    "kod potwierdzenia rezerwacji hotelu: P9XK2M",
    "otel rezervasyon kodu: K8XQ2P",
    "код бронирования отеля: QK72XZ",
    "κωδικός κράτησης ξενοδοχείου: XQ29KM",
    "رمز تأكيد حجز الفندق: KQ83ZX",
    "קוד אישור הזמנה במלון: ZQ58XK",
    "होटल बुकिंग कोड: QZ71XK",
    "รหัสยืนยันการจองโรงแรม: KX39QZ",
    "mã xác nhận đặt phòng khách sạn: ZK26QX",
    "酒店预订确认码：KZ48QX",
    "ホテルの予約確認番号：ZQ93KX",
    "호텔 예약 확인 코드: XZ64KQ",
    "nambari ya uthibitisho wa hoteli: KQ75XZ",
    "Reservation number for the guesthouse in Zanzibar: ZNZ4471",
    "Numero ng booking sa hotel: QP9X4L",
    "Hotel-Buchungsnummer 7712094455, Check-in ab 15 Uhr",
    "ЄДРПОУ 12345678, ТОВ «Світанок»",
    "код ЄДРПОУ компанії: 40087654",
    "Takealot order ref MP-4451-889",
    "Amazon order ref 114-3941689-8772232",
    "Allegro zamówienie nr 7781-22-4410",
    "Trendyol sipariş no 482915736",
    "쿠팡 주문번호 2000138849201",
    "Flipkart order ID OD429187364512870100",
]
# Round 16's mid-round authors' look-alikes as families: a shop's till or merchant code, a company's tax number in
# low-resource languages, a placeholder, a code's schedule, an order for a lock, a hardware address, a firmware version,
# a meeting's ID, a receipt's number.
SHOP_AND_DEVICE = [
    "Merchant code ye EcoCash yechitoro: 048291",
    "Kode ya MoMo Pay y'iduka: 048291 (ni iy'umucuruzi)",
    "Till number ya duka: 5521847",
    "Lipa na M-Pesa Buy Goods till 884213",
    "Paybill 247247, account number ni jina lako",
    "Nambari ya till ya duka la dawa: 773219",
    "Code marchand Orange Money de la boutique : 448291",
    "TIN y'ikigo cyacu: 102483917",
    "NIF an'ny orinasa: 4002918374",
    "TIN ya kampuni: 118-442-901",
    "Lambarka canshuuraha ee shirkadda: 10224871",
    "wifi password: YOUR_PASSWORD_HERE",
    "DB_PASSWORD=<your-password>",
    "Passwort: <dein-passwort-hier>",
    "mot de passe : VOTRE_MOT_DE_PASSE",
    "Kita-Abholung: Codewort ändert sich jeden Monat, Frau Berger gibt es uns am Elternabend.",
    "The gate code changes every month, the HOA emails it",
    "Le code du portail change chaque mois, le syndic l'envoie",
    "El código del portal cambia cada mes",
    "A senha do portão muda todo mês, o síndico manda",
    "Il codice del cancello cambia ogni mese",
    "De poortcode verandert elke maand",
    "Koden till porten byts varje månad",
    "Kod do bramy zmienia się co miesiąc",
    "Код домофона меняется каждый месяц",
    "Kapı şifresi her ay değişiyor, yönetici mesaj atıyor",
    "הסיסמה לאיסוף מהגן משתנה כל חודש",
    "Kodeordet til afhentning skifter hver måned",
    "Noutokoodi vaihtuu joka kuukausi, opettaja kertoo sen",
    "Mật khẩu đón con thay đổi mỗi tháng",
    "Neno la siri la kuchukua watoto hubadilika kila mwezi",
    "Numéro de commande Leroy Merlin pour la serrure connectée : 81250545",
    "Número de pedido de Amazon (el candado para la bici): 408-9853958-5502219",
    "Ordernummer från Clas Ohlson för kodlåset: 5502-93260",
    "Bestellnummer von OBI für das Vorhängeschloss: 304-2291-4471",
    "Zigbee-Gerät im Flur, IEEE-Adresse 00:17:88:01:0b:3c:9e:42",
    "Gateway MAC 3c:22:fb:91:0a:7e, firmware 7.29",
    "adresse MAC de la box : 00-1A-2B-3C-4D-5E",
    "Dirección MAC del router: f4:8e:38:11:22:33",
    "La serrure est une Nuki Smart Lock 3.0 Pro, firmware 4.2.8",
    "Smart Lock firmware 2.14.3, battery 80%",
    "Yale lock model 3.1 installed yesterday",
    "ID reunião Zoom da escola (a senha a professora manda no dia): 841 2937 5501",
    "Meeting-ID für den Elternabend: 845 2290 1174",
    "ID de réunion Zoom du club : 871 4402 9931",
    "Identyfikator spotkania: 876 2231 9904",
    "Toplantı kimliği: 812 4471 0098",
    "Идентификатор конференции: 733 2918 4470",
    "Zoom会议号：812 4430 9921",
    "회의 ID: 812 9940 3321",
    "Mağaza kasa fişi no: 0048 Z-raporu 2931, tutar 1.240 TL",
    "numéro de ticket de caisse 00412 Carrefour",
    "Receipt no 88213 from the hardware store, lock was 29.99",
    "recibo nº 004471 de la ferretería",
    "scontrino n. 2291 del negozio di chiavi",
    "чек № 4471 из магазина замков",
    "レシート番号 0042-118",
    "invoice number INV-2024-0419 for the locksmith",
]
# Talk about codes, PINs and passwords, and the ids, numbers and places that sit beside them: no value is a secret.
TALK_AND_IDS = [
    "Die PIN kommt per Post in etwa 5 Tagen",
    "Le code PIN arrive par courrier séparé",
    "El PIN llega por correo en 7 días hábiles",
    "PIN-koden kommer med posten om 7 dagar",
    "PIN przyjdzie pocztą za 5 dni roboczych",
    "A PIN-kódot postán küldik 5 napon belül",
    "PIN kodu 3 iş günü içinde postayla geliyor",
    "ПИН-код придёт по почте через 5 дней",
    "Το PIN έρχεται με ταχυδρομείο σε 5 ημέρες",
    "سيصل الرقم السري بالبريد خلال 5 أيام",
    "הקוד הסודי יגיע בדואר תוך 5 ימים",
    "पिन 5 दिनों में डाक से आएगा",
    "รหัส PIN จะส่งทางไปรษณีย์ภายใน 5 วัน",
    "Mã PIN sẽ gửi qua bưu điện trong 5 ngày",
    "PIN码将在5个工作日内邮寄",
    "暗証番号は5営業日以内に郵送されます",
    "PIN 번호는 5일 이내 우편으로 발송됩니다",
    "PIN itatumwa kwa posta ndani ya siku 5",
    "Zimmer 312 im dritten Stock, Schlüsselkarte an der Rezeption",
    "Habitación 208, la tarjeta llave en recepción",
    "Der Passwortmanager kostet 3 Euro im Monat",
    "Gleis 7, Wagen 12, Platz 64 im ICE 578",
    "Bus 42 stops at stop code 1187 near the school",
    "Schließfach 204 im Fitnessstudio, das blaue links",
    "Taquilla 204 del gimnasio, la azul de la izquierda",
    "Sendungsnummer 00340434161094015902 von DHL",
    "Numéro de suivi Colissimo 6A12345678901",
    "Kundennummer 4471209 bei den Stadtwerken",
    "Matrikelnummer 4471829",
    "Kennzeichen M-AB 1234 für den Parkausweis",
    "CEP 01310-100 São Paulo",
    "Kod pocztowy 00-950 Warszawa",
    "Почтовый индекс 101000 Москва",
    "郵便番号 150-0002 渋谷区",
    "우편번호 06236 강남구",
    "Fehlercode E-4412 an der Waschmaschine",
    "Código de error 4012 en la impresora",
    "Код ошибки 0x800F081F при обновлении",
    "Das Zahlenschloss kostet 12,99 € im Baumarkt",
    "Le cadenas à code coûte 12,99 € chez Leroy Merlin",
    "Mein Passwort hat 14 Zeichen und ein Sonderzeichen",
    "Mon mot de passe fait 14 caractères",
    "Moje hasło ma 14 znaków",
    "Şifrem 14 karakterli",
    "私のパスワードは14文字です",
    "내 비밀번호는 14자리야",
    "Mật khẩu của tôi có 14 ký tự",
    "Nywila yangu ina herufi 14",
    "WLAN: 5 GHz, Kanal 36, Router im Regal",
    "The password field has id login-pass-2 in the HTML",
    "Das Passwortfeld hat die id pw-input-main im Formular",
    "Le champ mot de passe a la classe input-secret-xl",
    "El campo de contraseña tiene id campo-clave-1 en el form",
    "The PIN input uses class pin-box-4 in the CSS",
    "Password manager: Bitwarden 2024.3.1 on the laptop",
    "Seed phrase has 24 words, written on steel plates in two places",
    "助记词有24个单词，刻在钢板上",
    "Token expires in 3600 seconds",
]
# Words that keep the value elsewhere (the children know it, it is not written here): no value is given.
KEPT_ELSEWHERE = [
    "Palabra clave familiar: la saben los niños, no la escribo aquí",
    "Parola d'ordine di famiglia: la sanno i bambini",
    "Codewort für die Abholung haben die Kinder, nicht aufschreiben",
    "Mot de passe de la famille : les enfants le connaissent",
    "Senha da família: as crianças sabem, não a escrevo aqui",
    "Family code word: the kids know it by heart",
    "Hasło rodzinne: dzieci je znają",
    "Кодовое слово: дети знают, не пишу здесь",
    "Aile şifresi: çocuklar biliyor, yazmıyorum",
    "Neno la siri la familia: watoto wanajua",
    "家庭暗号：孩子们知道，不写在这里",
    "가족 암호: 아이들이 알아, 여기 안 적어",
]
# Look-alikes that give a real secret: the masks above must leave them to the rules.
STILL_SECRET = [
    "STRIPE_SECRET_KEY=sk_live_51QwRt7Ya2Bc4De6Fg8Hj0Kl3Mn5Pq9Rs",
    "NEXT_PUBLIC_API_SECRET=Zq8Wm3Kp9Lx2Vb5Nc8Zr4Hy6Jd1Fs0Ga3Qe",
    "SUPABASE_SERVICE_ROLE_KEY=eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJyb2xlIjoic2VydmljZV9yb2xlIn0.Pq2Wr4Ty6Ui8Op0As1Df3Gh5Jk7Lz9",
    "GOOGLE_API_KEY=AIzaSyB3xQ9mK2pL7vN4wR8tY1uI6oP0aS5dF2g",
    "ALGOLIA_ADMIN_API_KEY=3f9a1c7e5b2d8f4a6c0e9b1d7f3a5c2e",
    "POSTHOG_PERSONAL_API_KEY=phx_Rk4Lm8Np2Qs6Tv9Wx3Yz7Ab1Cd5Ef0Gh2Ij4Kl6Mn",
    "SENTRY_DSN=https://5b0e2d0169278dbdc3e5beff1f20f929@o701348.ingest.sentry.io/6487791",
    "Google Maps server key (unrestricted, referrer not set yet): AIzaSyC8vB2nM4qW6eR9tY1uI3oP5aS7dF0gH2j",
    "Votre code de confirmation La Banque Postale : 59 31 84. Ne le communiquez à personne.",
    "Passwort: Sonnenblume!2024 (mindestens 12 Zeichen, passt)",
    "Password: Kx7#mP2q — at least 8 characters as required",
    "PIN 4827, ask me if you forget it",
    '{"user": "lena", "password": "Tr0mb0ne!88"}',
    "Online banking login: customer number 12345678, PIN 55821",
    "YouTube recovery code 8842-1177-3390",
    "Mein Handy-PIN ist 1947",
    "Zahlenschloss am Fahrrad: 1947",
    "Sort code 20-45-77, account 31926819, online banking password Kestrel#2291",
    "Kartu ATM PIN saya 5521",
    "Nenosiri la Wi-Fi ni Simba2024!",
    "M-Pesa PIN yangu ni 4471",
    "Zoom meeting ID 842 1937 5502, passcode 482913",
    "The gate code changes every month, this month it's 4471",
    "Order number 304-2291-4471, and the lock code is 5820",
    "Nenosiri la till: Duka2024!",
    "Router admin password Kx9#mP2q, MAC 3c:22:fb:91:0a:7e",
    "Receipt no 88213, card PIN was 4471",
    "Lipa na M-Pesa till 884213, PIN ya M-Pesa ni 5512",
    "Codewort für die Abholung (die Kinder kennen es): Regenbogen",
    "Palabra clave familiar, la saben los niños: girasol",
    "Family code word, the kids know it: pineapple",
    "Wifi password, I won't write it down again: Tulpe2024!",
    '{"door": 4471, "floor": 3}',
    "Institution: Grundschule, door code 4471",
    "Gym door code 4471 members only",
    "BIC of the bank COBADEFFXXX, the safe code is 2291",
    '<input id="password" value="Tulpe2024!">',
    "The form field password: Kx7#mP2q for the test account",
]


@pytest.mark.parametrize("text", PUBLIC_CONFIG + PUBLIC_CONFIG_TALK + BANK_CODES + BANK_TALK)
def test_a_client_side_key_or_a_bank_routing_code_is_not_flagged(text: str) -> None:
    assert looks_secret(text) is None


@pytest.mark.parametrize("text", PUBLIC_CONFIG + BANK_CODES)
def test_a_client_side_key_or_a_routing_code_leaves_no_value_for_the_learned_stage_gate(text: str) -> None:
    assert value_present(text) is False


def test_masking_a_publishable_env_line_blanks_its_name_too_and_keeps_positions() -> None:
    text = "STRIPE_PUBLISHABLE_KEY=pk_live_51NqZ8rKt4Vw2Xy6Pb9Lm3Hd7Fg1Js0QaEc"
    assert mask(text) == " " * len(text)


def test_a_swift_code_without_digits_is_masked_with_its_name() -> None:
    text = "code SWIFT de la banque : BNPAFRPPXXX"
    assert "BNPAFRPPXXX" not in mask(text) and "SWIFT" not in mask(text) and len(mask(text)) == len(text)


@pytest.mark.parametrize("text", NUMBERS_NOT_CODES)
def test_a_lapel_pin_a_count_of_people_or_a_video_platform_code_is_not_flagged(text: str) -> None:
    assert looks_secret(text) is None


@pytest.mark.parametrize("text", NO_VALUE_GIVEN)
def test_a_policy_a_deferral_or_an_empty_password_field_is_not_flagged(text: str) -> None:
    assert looks_secret(text) is None


@pytest.mark.parametrize("text", REFERENCES)
def test_a_booking_an_order_or_a_company_reference_is_not_flagged(text: str) -> None:
    assert looks_secret(text) is None


@pytest.mark.parametrize("text", STILL_SECRET)
def test_a_look_alike_that_gives_a_real_secret_is_still_flagged(text: str) -> None:
    assert looks_secret(text) is not None


@pytest.mark.parametrize("text", SHOP_AND_DEVICE)
def test_a_shop_code_a_placeholder_a_schedule_an_order_a_device_address_or_a_meeting_id_is_not_flagged(text: str) -> None:
    assert looks_secret(text) is None


@pytest.mark.parametrize("text", TALK_AND_IDS)
def test_talk_about_a_pin_or_a_password_and_the_ids_beside_it_is_not_flagged(text: str) -> None:
    assert looks_secret(text) is None


@pytest.mark.parametrize("text", KEPT_ELSEWHERE)
def test_a_code_word_the_children_know_or_that_is_not_written_here_is_not_flagged(text: str) -> None:
    assert looks_secret(text) is None
