"""Round 23 (hand23a), dictated and copied secrets: PINs said digit by digit or in Ethiopic numerals under a lock word,
passwords under small languages' password words, security answers after an arrow or a bare answer word, a fridge
note's service – password pairs; look-alikes: the same numerals as prices, dates, phones, pages, counts, the words
with no value, quiz and FAQ answers, and a password kept elsewhere (at reception, masked, forgotten, not written)."""

from __future__ import annotations

import pytest

from tiered_memory.shared.safety.secrets import looks_secret

PIN_SECRETS = [
    "የቴሌብር ፒን፦ ፫ ፱ ፪ ፩ ፰ ፯",
    "የባንክ ካርድ ፒን ፭ ፪ ፰ ፬ ነው",
    "Le code de mon tel c'est 4 7 2 0 9 1, au cas où.",
    "code de mon portable : 5 5 1 8, garde-le pour toi",
    "PIN kaadi mi: mẹ́ta, rárá, 7-1-4-4 ni",
    "mi PIN es 9 0 3 7, no se lo digas a nadie",
    "my phone's unlock code is 6 2 9 1 8 3 if I'm out cold",
    "Entsperrcode vom Handy: 3 8 8 1 0 4",
    "código do meu celular: 1 9 7 3 5 0",
    "codice del telefono 2 6 6 0 4 1, se non rispondo",
    "kod do telefonu to 8-0-1-5",
    "код от телефона 4 4 0 9 1 2, на всякий случай",
    "telefon şifresi 3 1 5 9 8 0, unutma",
    "PIN yangu ya benki ni 6 0 2 8",
    "pin ng ATM ko: 2 9 9 1",
    "kilit kodu 7 3 0 8 2 5",
]
PIN_LOOKALIKES = [
    "ዋጋው ፫ ፻ ብር ነው",
    "ገጽ ፲፪ ላይ ያለውን አንብብ",
    "Le code postal c'est 7 5 0 1 1 je crois",
    "mon tel c'est 06 12 34 56 78, appelle-moi",
    "PIN pad accepts 4 to 6 digits",
    "la page 4 5 du manuel explique le code",
    "mi número es 6 1 2 3 4 5 6 7 8, llámame",
    "Die Vorwahl von Berlin ist 0 3 0",
    "the QR code is on page 3",
    "código postal 2 8 0 1 3, Madrid",
    "код региона 7 7, Москва",
    "telefon numaram 0 5 3 2 1 2 3 4 5 6 7",
    "bei 3 Grad und 2 Stunden Sonne",
    "ቀን ፳፻፲፭ ዓ.ም.",
    "kilit kodu ekranda yazıyor, sorma",
]

WORD_SECRETS = [
    'lefoko la sephiri la imeile: "tau_kgolo55"',
    'la pasvorto de mia banko estas "blua_rivero42"',
    "mia pasvorto: Lumo-Stelo_77",
    'mo phasfhocal don ríomhphost: "Cladach_88"',
    "pasfhocal an bhainc: Gaillimh_2011",
    'il-kelma sigrieta tal-bank: "Marsa_77"',
    'wachtwurd fan it bankkonto: "Fryslan_1498"',
    'phasewete ya imeile ke "Maseru_1966"',
    'lentswe la sephiri la banka: "Tlou_2004"',
    'upu fa\'alilolilo o le imeli: "Apia_1962"',
    "cyfrinair y wifi: Cymru_Am_Byth1",
    'iphasiwedi yebhange: "Zulu_Kingdom9"',
    'kupuhipa mō te pēke: "Tui_Manu77"',
    'pasahitza: "Donostia_1813"',
    'pasvorto por la vifio: "Esper0_1887!"',
]
WORD_LOOKALIKES = [
    "la pasvorto de mia retpoŝto estas tro longa",
    "mi forgesis mian pasvorton",
    "lefoko la sephiri le tlhoka ditlhaka di le robedi",
    "mo phasfhocal? níl a fhios agam",
    "il-kelma sigrieta trid tkun twila",
    "wachtwurd feroarje? dat moat fia de app",
    'phasewete e ncha e tla romelwa ka "imeile"',
    "cyfrinair newydd: anfonwyd neges i'ch ffôn",
    "iphasiwedi kufanele ibe nezinhlamvu eziyisishiyagalombili",
    "pasahitza aldatu behar dut bihar",
    'la vorto "pasvorto" venas de "pasi" kaj "vorto"',
    "Einkaufsliste: Amazon – Batterien / Lidl – Milch",
    "Netflix – Oma / Spotify – Papa / Amazon – ich",
    "notiz: Netflix – Samstag / Disney – Sonntag",
    "kupuhipa hou: kei tō īmēra te hononga",
]

QA_SECRETS = [
    "جواب سؤال امنیتی بانک: «اسم اولین مدرسه‌ات؟» → دبستان فردوسی",
    "安全提問：母親的娘家姓是什麼？答：林",
    "安全问题：第一所小学？答：育才小学",
    "秘密の質問：初めて飼ったペットの名前は？答え：ポチ",
    "보안 질문: 어릴 적 별명은? 답: 콩순이",
    "контрольный вопрос: девичья фамилия матери? ответ: Смирнова",
    "güvenlik sorusu: ilk öğretmeninizin adı? cevap: Ayşe Hanım",
    "security question: first car? → blue Corolla",
    "Sicherheitsfrage: Name des ersten Haustiers? Antwort: Bello",
    "pregunta de seguridad: ¿ciudad donde nació tu padre? respuesta: Cáceres",
    "question de sécurité : nom de ton premier prof ? réponse : Mme Dubois",
    "pertanyaan keamanan: nama hewan pertama? jawaban: Mimi",
    "xavfsizlik savoli: birinchi maktabingiz? javob: 45-maktab",
    "domanda di sicurezza: squadra del cuore? risposta: Torino",
    "سؤال الأمان: اسم أول مدرسة؟ الجواب: مدرسة النور",
]
QA_LOOKALIKES = [
    "Quiz: what is the capital of Peru? Answer: Lima",
    "问答：中国最长的河是什么？答：长江",
    "クイズ：日本一高い山は？答え：富士山",
    "the security question is about my first pet",
    "보안 질문은 첫 애완동물에 관한 거야",
    "контрольный вопрос я выбрала про первую учительницу",
    "güvenlik sorusu ne olsun bilemedim",
    "Sicherheitsfrage ändern? Das geht in den Einstellungen.",
    "pregunta de examen: ¿capital de Chile? respuesta: Santiago",
    "question du jour : qui a écrit Candide ? réponse : Voltaire",
    "سؤال المسابقة: عاصمة مصر؟ الجواب: القاهرة",
    "pertanyaan kuis: ibu kota Jepang? jawaban: Tokyo",
    "安全提问我忘了设成什么了",
    "domanda di sicurezza: la cambio domani",
    "FAQ: can I skip the security question? Not yet.",
]

NOTE_SECRETS = [
    'Zettel vom Kühlschrank: "Amazon – Tulpe2020 / Netflix – siehe Papa"',
    "nota de la nevera: Netflix – Girasol77 / Amazon – Cosas_2019",
    "note from the fridge: Spotify – Banana42! / Netflix – ask mum",
]

ELSEWHERE_LOOKALIKES = [
    "غيرت كلمة السر للإيميل، الجديدة ما كتبتها هون.",
    "Echefuru m okwu nzuzo Gmail m, m ga-eweghachi ya site na ekwentị.",
    "Pokoj 1105, snídaně v 7, Wi-Fi heslo je na recepci.",
    'el formulario dice "Contraseña: ********" y abajo "no compartas tu clave", ya está.',
    "Room 412, checkout at 11, the wifi password is at the front desk.",
    "Zimmer 23, Frühstück ab 7, WLAN-Passwort an der Rezeption.",
    "Chambre 18, petit-déjeuner à 8h, le mot de passe wifi est à l'accueil.",
    "Habitación 305, desayuno a las 8, la clave del wifi en la recepción.",
    "Номер 512, завтрак в 8, пароль от wifi на ресепшене.",
    "Oda 207, kahvaltı 8'de, wifi şifresi resepsiyonda.",
    "Quarto 14, café às 7, a senha do wifi na recepção.",
    "I forgot my Netflix password, I'll reset it by email.",
    "Hab mein PayPal-Passwort vergessen, ich muss es zurücksetzen.",
    "the form shows Password: •••••••• and nothing else",
    "cambié la contraseña del banco, la nueva no la escribo aquí.",
]


@pytest.mark.parametrize("text", PIN_SECRETS + WORD_SECRETS + QA_SECRETS + NOTE_SECRETS)
def test_a_pin_said_digit_by_digit_a_small_language_password_an_answer_or_a_note_pair_is_a_secret(text: str) -> None:
    assert looks_secret(text)


@pytest.mark.parametrize("text", PIN_LOOKALIKES + WORD_LOOKALIKES + QA_LOOKALIKES + ELSEWHERE_LOOKALIKES)
def test_the_same_words_with_a_public_number_or_a_password_kept_elsewhere_give_no_secret(text: str) -> None:
    assert looks_secret(text) is None


FRISIAN_MUM_SECRETS = [
    'wifi-wachtwurd by heit en mem: "Skutsje2018!"',
    'it wachtwurd fan ús mem har e-mail: "Elfstêden_97"',
]
MEME_LOOKALIKES = [
    'het wachtwoord uit de meme: "hunter2"',
    'password from the meme: "hunter2"',
]


@pytest.mark.parametrize("text", FRISIAN_MUM_SECRETS)
def test_frisian_mum_is_no_meme(text: str) -> None:
    assert looks_secret(text)


@pytest.mark.parametrize("text", MEME_LOOKALIKES)
def test_meme_password_is_not(text: str) -> None:
    assert looks_secret(text) is None
