"""Round 34, a password, code or key word used for something public by design.

A party's watchword told to every child at the door, a transfer's reference ("Kennwort" or "Stichwort" for a
donation) printed on flyers, a group's, chat's or network's name that holds the word "password", a clubhouse's Wi-Fi
password on the notice board for all, a transit card's printed number (EasyCard, Octopus, Oyster, Suica, T-money) and
a vendor's generic key from its public docs: none is a secret. Near-identical texts stay secrets: the writer's own
donation-portal or banking password, a group's admin password, a product key the writer bought, a bank debit or
credit card's number, the Wi-Fi password of a party's house, a watchword kept from the kids.
"""

from __future__ import annotations

import pytest

from tiered_memory.shared.safety import looks_secret, redact_secrets


PARTY_WATCHWORDS = [
    "la parola d'ordine della festa a tema è 'pirati', va detta all'ingresso ai bambini",
    "the password for the pirate party is 'shiver me timbers', every kid says it at the door",
    "das Passwort für die Mottoparty der Kinder ist 'Schatzinsel', jeder sagt es am Eingang",
    "le mot de passe de la fête des enfants est 'dragon', à dire en arrivant",
    "la contraseña de la fiesta de los niños es 'piratas', la dicen todos al entrar",
    "a senha da festa das crianças é 'pirata', todo mundo fala na entrada",
    "het wachtwoord voor het kinderfeest is 'zeerover', iedereen zegt het bij binnenkomst",
    "lösenordet till barnens kalas är 'pirat', alla säger det vid dörren",
    "hasło na imprezę dla dzieci to 'pirat', każde dziecko mówi je przy wejściu",
    "пароль на детском празднике — 'пират', его говорят все дети на входе",
    "çocukların partisi için parola 'korsan', herkes girişte söylüyor",
    "kata sandi pesta anak-anak adalah 'bajak laut', diucapkan semua saat masuk",
    "mật khẩu của bữa tiệc cho trẻ em là 'cướp biển', bé nào cũng nói khi vào",
    "κωδικός για το πάρτι των παιδιών: 'πειρατής', τον λένε όλα τα παιδιά στην είσοδο",
    "הסיסמה למסיבה של הילדים היא 'פיראט', כל הילדים אומרים אותה בכניסה",
    "बच्चों की पार्टी का पासवर्ड 'समुद्री डाकू' है, सब बच्चे दरवाज़े पर बोलते हैं",
    "孩子们派对的口令是「海盗」，进门时每个小朋友都要说",
    "子どもたちのパーティーの合言葉は「かいぞく」、入口でみんな言うよ",
    "아이들 파티 암호는 '해적'이야, 입구에서 다 같이 말해",
]

PARTY_KEPT_SECRET = [
    "la password del wifi della festa per i bambini è 'pirati2024'",
    "la parola d'ordine della festa è 'pirati', non ditelo ai bambini",
    "the wifi password at the party house is 'Sunny2024!', for the kids' tablets",
    "das Passwort für die Party ist 'Schatzinsel', aber nicht den Kindern verraten",
    "my own password for the party planning account is 'Pirates2024!'",
    "пароль от wifi на детском празднике в доме: pirat2024",
]

TRANSFER_REFERENCES = [
    "Kennwort für die Spendenüberweisung: 'Sommerfest 2024' als Verwendungszweck",
    "Stichwort für die Spende: Hochwasserhilfe 2024",
    "bitte bei der Überweisung als Verwendungszweck 'Kita Sonnenschein' angeben",
    "for the bank transfer use the reference 'Summer Fair 2024' so the donation is counted",
    "le mot-clé pour le virement du don: 'Kermesse 2024'",
    "la palabra clave para la donación por transferencia: 'Feria 2024'",
    "na transferência da doação use a palavra-chave 'Festa Junina 2024'",
    "causale del bonifico per la donazione: 'Sagra 2024'",
    "omschrijving bij de overboeking voor de donatie: 'Zomerfeest 2024'",
    "vid swish till insamlingen, skriv 'Sommarfest 2024' som meddelande till mottagaren",
    "tytuł przelewu na darowiznę: 'Festyn 2024'",
    "bağış için havale açıklaması: 'Kermes 2024'",
    "keterangan transfer untuk donasi: 'Bazar 2024'",
    "nội dung chuyển khoản ủng hộ: 'Hoi cho 2024'",
    "назначение платежа для пожертвования: 'Ярмарка 2024'",
    "捐款转账备注：夏日祭2024",
    "寄付の振込名義：なつまつり2024",
]

TRANSFER_KEPT_SECRET = [
    "Passwort für das Spendenportal: Sommerfest2024!",
    "Kennwort fürs Online-Banking für die Spendenüberweisung: Sommer#2024",
    "TAN für die Überweisung: 483920",
    "my donation account password is 'SummerFair2024!'",
    "mein Kennwort für die Spendenüberweisung im Banking: 'Sommer#2024'",
    "contraseña de la app del banco para la transferencia: Feria#2024",
    "пароль от личного кабинета для перевода пожертвования: Yarmarka#2024",
]

GROUP_NAMES = [
    "society ke whatsapp group ka naam 'Password 1234 Wale' hai lol",
    "our family whatsapp group is named 'Password123 Club' haha",
    "the team's name is 'Forgot My Password FC', we play on sundays",
    "unsere WhatsApp-Gruppe heißt 'Passwort vergessen 2.0'",
    "le groupe WhatsApp de la classe s'appelle 'Mot de passe 1234'",
    "el grupo de WhatsApp de la familia se llama 'Contraseña 1234'",
    "o nome do grupo do WhatsApp é 'Senha 1234 da Família'",
    "il gruppo WhatsApp del calcetto si chiama 'Password 1234'",
    "onze groepsapp heet 'Wachtwoord 1234'",
    "vår grupp på messenger heter 'Lösenord 1234'",
    "nazwa grupy na messengerze to 'Hasło 1234'",
    "grubun adı 'Şifre 1234' lol",
    "nama grup WhatsApp keluarga 'Password 1234 Squad'",
    "tên nhóm zalo của lớp là 'Mật khẩu 1234'",
    "чат нашего подъезда называется 'Пароль 1234'",
    "اسم مجموعة الواتساب 'كلمة السر 1234'",
    "השם של הקבוצה בוואטסאפ הוא 'סיסמה 1234'",
    "हमारे ग्रुप का नाम 'पासवर्ड 1234' है",
    "我们家的微信群名叫「密码1234」",
    "우리 단톡방 이름은 '비밀번호1234'야",
]

GROUP_KEPT_SECRET = [
    "the group admin password is 'Password 1234 Wale'",
    "group ka password 'Wale1234!' hai, kisi ko mat batana",
    "unsere Gruppe heißt 'Nachbarn', das Admin-Passwort ist Nachbar#2024",
    "el grupo se llama 'Familia', la contraseña del admin es Fam#2024x",
    "user name 'family_admin' and password 'Fam#2024x' for the group page",
    "пароль от админки группы: Podezd#2024",
]

POSTED_FOR_ALL = [
    "lösenordet till klubbstugans wifi sitter på anslagstavlan för alla: Innebandy2024",
    "wifi-passordet i klubbhuset henger på oppslagstavla for alle: Fotball2024",
    "the clubhouse wifi password is on the notice board for all members: Rugby2024",
    "das WLAN-Passwort im Vereinsheim hängt am Schwarzen Brett für alle: Fussball2024",
    "le code wifi de la salle des fêtes est sur le tableau d'affichage pour tous : Fete2024",
    "la contraseña del wifi del centro cívico está en el tablón de anuncios para todos: Barrio2024",
    "a senha do wifi do clube está no quadro de avisos para todos: Clube2024",
    "la password del wifi del circolo è in bacheca per tutti: Bocce2024",
    "het wifi-wachtwoord van het clubhuis hangt op het prikbord voor iedereen: Hockey2024",
    "hasło do wifi w świetlicy wisi na tablicy ogłoszeń dla wszystkich: Swietlica2024",
    "heslo na wifi v klubovně je na nástěnce pro všechny: Klub2024",
    "dernek wifi şifresi ilan panosunda herkes için: Dernek2024",
    "password wifi balai warga ada di papan pengumuman untuk semua: Warga2024",
    "пароль от wifi в клубе висит на доске объявлений для всех: Klub2024",
    "nenosiri la wifi limeandikwa ubaoni kwa wateja wote: chai2024",
    "俱乐部的wifi密码贴在公告栏上，给大家用: club2024",
]

POSTED_KEPT_SECRET = [
    "the wifi password at my house is on the noticeboard for all: Innebandy2024",
    "the office wifi password is on the notice board for everyone: Work2024",
    "das WLAN-Passwort vom Vereinsheim-Router fürs Admin-Menü hängt am Schwarzen Brett: Admin#2024",
    "lösenordet till wifi hemma sitter på anslagstavlan i köket för alla: Innebandy2024",
    "the clubhouse wifi password is on the notice board, don't share it: Rugby2024",
    "пароль от wifi в моей квартире висит на доске объявлений: Klub2024",
]

TRANSIT_NUMBERS = [
    "悠遊卡卡號 1234 5678 9012 3456 背面印的，掛失用",
    "八達通號碼 12345678 (9) 印喺張卡背面",
    "Oyster card number 0123 4567 8901 2345, printed on the back, for the refund form",
    "my Suica number JE12 3456 7890 1234 is on the back of the card",
    "티머니 카드 번호 1010 2020 3030 4040, 분실 신고용",
    "numéro de passe Navigo 12345678901, imprimé au dos",
    "OV-chipkaart nummer 3528 0100 1234 5678, voor de terugbetaling",
    "номер карты Тройка 1234 567 890, напечатан на обороте",
    "Opal card number 3085 2200 1234 5678 for the lost-card report",
    "EZ-Link card number 1009 1234 5678 9012, printed at the back",
    "Rav-Kav number 12345678 for the refund",
    "İstanbulkart numarası 1234 5678 9012 3456, kaybettim",
    "一卡通卡號 1234567890 背面有印",
    "Presto card number 3141 5926 5358 9793 for the balance transfer",
]

TRANSIT_KEPT_SECRET = [
    "my bank debit card number 4000 1234 5678 9010",
    "悠遊卡聯名信用卡卡號 4311 9512 3456 7890",
    "八達通 app 密碼 Victoria_Pk88",
    "Octopus card linked to my credit card 4539 1488 0343 6467",
    "티머니 체크카드 번호 9410 1234 5678 9012",
    "Travel card 4024 0071 5336 9877 (exp 02/29)",
    "Suica PIN 4821",
    "my Visa card 4539 1488 0343 6467 pays the Oyster top-ups",
    "一卡通卡號 6225 8812 3456 7898",
    "Oyster card 5400 1234 5678 9010",
]

GENERIC_KEYS = [
    "de generieke KMS-sleutel uit de Microsoft-docs Q8T4K-7NXWB-R2M9P-HD6VC-3JYF8, staat gewoon online",
    "the generic KMS client key from the Microsoft docs: Q8T4K-7NXWB-R2M9P-HD6VC-3JYF8",
    "der generische Schlüssel aus der Microsoft-Doku: Q8T4K-7NXWB-R2M9P-HD6VC-3JYF8",
    "la clé générique KMS de la documentation Microsoft : Q8T4K-7NXWB-R2M9P-HD6VC-3JYF8",
    "la clave genérica de Microsoft para instalar: Q8T4K-7NXWB-R2M9P-HD6VC-3JYF8",
    "GVLK for Windows Server from learn.microsoft.com: Q8T4K-7NXWB-R2M9P-HD6VC-3JYF8",
    "汎用プロダクトキー（マイクロソフトの公開情報）: Q8T4K-7NXWB-R2M9P-HD6VC-3JYF8",
    "微软文档里的通用密钥 Q8T4K-7NXWB-R2M9P-HD6VC-3JYF8",
]

GENERIC_KEPT_SECRET = [
    "my Windows key is Q8T4K-7NXWB-R2M9P-HD6VC-3JYF8",
    "de Windows-sleutel die ik gekocht heb: Q8T4K-7NXWB-R2M9P-HD6VC-3JYF8",
    "Office product key I bought last year Q8T4K-7NXWB-R2M9P-HD6VC-3JYF8",
    "mein Windows-Produktschlüssel: Q8T4K-7NXWB-R2M9P-HD6VC-3JYF8",
    "I bought a generic key on eBay: Q8T4K-7NXWB-R2M9P-HD6VC-3JYF8",
]


@pytest.mark.parametrize("text", PARTY_WATCHWORDS)
def test_a_partys_watchword_told_to_every_child_is_not_a_secret(text: str) -> None:
    assert looks_secret(text) is None


@pytest.mark.parametrize("text", PARTY_KEPT_SECRET)
def test_a_partys_wifi_password_or_a_watchword_kept_from_the_kids_is_still_a_secret(text: str) -> None:
    assert looks_secret(text) is not None


@pytest.mark.parametrize("text", TRANSFER_REFERENCES)
def test_a_donation_transfers_reference_word_is_not_a_secret(text: str) -> None:
    assert looks_secret(text) is None


@pytest.mark.parametrize("text", TRANSFER_KEPT_SECRET)
def test_a_donation_portals_or_bankings_password_is_still_a_secret(text: str) -> None:
    assert looks_secret(text) is not None


@pytest.mark.parametrize("text", GROUP_NAMES)
def test_a_groups_name_holding_a_password_word_is_not_a_secret(text: str) -> None:
    assert looks_secret(text) is None


@pytest.mark.parametrize("text", GROUP_KEPT_SECRET)
def test_a_groups_admin_password_is_still_a_secret(text: str) -> None:
    assert looks_secret(text) is not None


@pytest.mark.parametrize("text", POSTED_FOR_ALL)
def test_a_clubs_wifi_password_on_the_notice_board_for_all_is_not_a_secret(text: str) -> None:
    assert looks_secret(text) is None


@pytest.mark.parametrize("text", POSTED_KEPT_SECRET)
def test_a_homes_an_offices_or_a_kept_wifi_password_on_a_board_is_still_a_secret(text: str) -> None:
    assert looks_secret(text) is not None


@pytest.mark.parametrize("text", TRANSIT_NUMBERS)
def test_a_transit_cards_printed_number_is_not_a_secret(text: str) -> None:
    assert looks_secret(text) is None


@pytest.mark.parametrize("text", TRANSIT_KEPT_SECRET)
def test_a_bank_cards_number_or_a_transit_apps_password_is_still_a_secret(text: str) -> None:
    assert looks_secret(text) is not None


@pytest.mark.parametrize("text", GENERIC_KEYS)
def test_a_vendors_generic_key_from_its_docs_is_not_a_secret(text: str) -> None:
    assert looks_secret(text) is None


@pytest.mark.parametrize("text", GENERIC_KEPT_SECRET)
def test_a_product_key_the_writer_owns_or_bought_is_still_a_secret(text: str) -> None:
    assert looks_secret(text) is not None


def test_the_debit_card_number_beside_a_transit_card_is_still_redacted() -> None:
    text = "Oyster top-ups come from my debit card 4539 1488 0343 6467"
    assert "4539 1488 0343 6467" not in redact_secrets(text)


def test_the_admin_password_after_a_groups_name_is_still_redacted() -> None:
    text = "unsere Gruppe heißt 'Nachbarn', das Admin-Passwort ist Nachbar#2024"
    redacted = redact_secrets(text)
    assert "Nachbar#2024" not in redacted and "'Nachbarn'" in redacted
