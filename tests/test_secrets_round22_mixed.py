"""Round 22 (hand22a): codes, PINs and passwords said by people who mix languages, and their public look-alikes."""

import pytest

from tiered_memory.shared.safety import looks_secret

# A secret-number word of a small language, or a card's or wallet's PIN, then spaced, dashed or glued digits.
SECRET_NUMBERS = [
    "លេខសម្ងាត់ ABA របស់ខ្ញុំ 4-7-2-9",
    "លេខសម្ងាត់កាត ATM របស់ម៉ាក់ 5 8 1 3",
    "nomoro ya sephiri ya Ecocash ke 4 3 0 8",
    "nomoro ya sephiri ya karata ya ka ke 7 7 2 0, o se ke wa bolella motho",
    "ምስጢር ቁጥር የቴሌብር 5 0 4 8 ነው፣ ለማንም አትንገሩ",
    "የምስጢር ቁጥሬ የባንክ ካርድ 6 2 7 1 ነው",
    "ምስጢራዊ ቁጽሪ ካርደይ 3 3 9 0 እዩ",
    "lakkoofsi iccitii telebirr koo 7 3 3 1",
    "lakkoofsa icciitii kaardii koo 5 9 0 2",
    "chimpu jakhu 7 2 2 6 tarjetataki, janiw khitirus yatiyañamäkiti",
    "na naba vuni ni kadi i Nau 5 5 7 1",
    "PIN cerdyn banc Taid yw 6 3 1 9, paid â dweud wrth neb",
    "rhif PIN cerdyn Mam yw 4 8 2 6",
    "uimhir rúnda an chárta 4 4 8 1, ná hinis d'aon duine",
    "an àireamh dhìomhair aig a' chairt 2 9 5 3",
    "ko e fika fufū ʻo e kaati ko e 8 2 1 4",
    "sikrit namba bilong kad bilong mi em 6 0 4 1",
    "txartelaren zenbaki sekretua 6 6 0 2 da",
    "in-numru sigriet tal-karta hu 4 8 0 5",
    "ndiyitshintshile iphini ye-FNB kaTata izolo: ngoku ngu-9923",
    "bKash PIN amar 3 9 2 0, kauke bolo na",
    "GCash MPIN ko 1 9 0 4 wag mong ipagsabi",
    "Ecocash PIN yaMai ndeye 5 1 7 3",
]
# A PIN typed at an ATM: an ATM word, then the digits beside a verb of typing.
ATM_PINS = [
    "bankomatga borganda 2904 ni ter, keyin 500 ming ol — dadamning Uzcardi",
    "en el cajero marca 2904 y saca 500",
    "no caixa eletrônico digita 2904 e tira 200",
    "au distributeur tape 2904 puis retire 50",
    "am Geldautomaten 2904 eintippen und 100 abheben",
    "at the ATM punch in 2904 and take out 200",
    "ATM pe 2904 daalna aur 2000 nikaal lena",
    "kwenye ATM weka 2904 kisha toa elfu tano",
    "di ATM masukin 2904 terus ambil 500 ribu",
    "sa ATM pindutin mo 2904 tapos kuha ka ng 1000",
    "ATM'de 2904 gir, 500 çek",
    "в банкомате набери 2904 и сними пять тысяч",
    "w bankomacie wpisz 2904 i wypłać 200",
    "al bancomat digita 2904 e preleva 50",
    "ra cây ATM bấm 2904 rồi rút 500 nghìn",
    "fel ATM ektob 2904 w es7ab 500",
]
# Romanised Arabic, Persian and Urdu: a password-shaped value or the digits after the word.
ROMANISED = [
    "kalimat el sirr taba3 Absher: Riyadh@Olaya55 — la tinsa",
    "kelmet el ser bta3t el wifi: Zamalek#2020",
    "kilmet es-sirr taba3 el instagram Beirut_1990!",
    "kalmet sirr el email hiya Nour2024$",
    "rmz el tahaqquq 4 8 1 9 0 2 wasal 3ala jawal abooy",
    "ramz el ta2keed 773120 ja 3ala telefoni",
    "code el ta7a2o2 5 5 2 1 9 0 ma tgoulo l7ad",
    "el rakam el sirri taba3 el bita2a 4 7 1 9",
    "ra2am sirri lal ATM 8 8 0 3",
    "rqm sri dyal la carte 6 1 4 2",
    "ramz-e obur-e instagram-am Tehran@1402 e",
    "kalame-ye obur-e gmail: Shiraz_Hafez77",
    "mera ATM ka khufia code 7 7 3 1 hai",
    "JazzCash ka pin 4 0 9 2 hai kisi ko na batana",
    "el paswurd taba3i Casa@2019 dyal gmail",
    "gupt code 5 5 2 0 hai locker ka",
]
# Entry codes with a letter, a safe's date-like triple, a licence's serial, a quoted security question's answer,
# a password given as changed.
OTHER_VALUES = [
    "kod ad padjezda 29K4817, baćka zabyŭsja",
    "kod ot pod'ezda 4817K, ne zabud'",
    "kod do klatki 12#7345 u babci",
    "kod domofona 27K1093",
    "mi tata a manda: 'e kódigo di kaha fuerte ta 24-11-06'",
    "kombinasyon ng kaha de yero ni Lola 12-34-56",
    "the code of the kluis is 07-19-44",
    "Photoshop serial 1045-1739-2854-6610-3397-8124, kupljen 2019",
    "licencni kod za AutoCAD: 4471-2290-8815-1163",
    "Office product key 8TRW2-7PQ4K-2GHJ9-VV4T7-XXQ3B",
    "pregunta secreta 'nombre de tu primera escuela': Escuelita Sol de Mayo 3",
    "pergunta secreta 'nome do primeiro animal': Totó da Silva",
    "question secrète « nom de ta première école » : École Jules Ferry 2",
    "Sicherheitsfrage 'Name der ersten Schule': Grundschule Am Hang 4",
    "der WLAN-Schlüssel vom Router hinten drauf… ich hab ihn geändert: Brezel-Weisswurst-2024",
    "la clave del wifi del router, la cambié: Tortilla_Patata99",
    "le mot de passe de la box, je l'ai changé : Croissant#Lyon7",
    "a senha do wifi eu troquei: Feijoada_Domingo21",
]
# Public look-alikes: quiz game PINs, universal remote codes, course codes, and the same words given no value.
LOOK_ALIKES = [
    "Kahoot game PIN 4829173 nasa projector, lahat ng students puwede sumali",
    "Kahoot-PIN 582 9931 an der Tafel, alle machen mit",
    "join at kahoot.it with game PIN 771 2045",
    "Blooket game ID 4412903, join na kayo",
    "Mentimeter code 2841 7730 sa slide, vote kayo",
    "menti.com pe code 5520 1193 daalo, sab vote karo",
    "Slido event code #4471203 for Q&A",
    "Jackbox room code QXWZ, join at jackbox.tv",
    "Quizizz code 883104 para sa quiz bukas",
    "código do Kahoot: 4829173, todo mundo entra",
    "TV remote ka universal code 1 0 3 7 hai Samsung ke liye, manual ke page 12 pe",
    "universal remote setup code for LG TV is 1 1 7 8",
    "Universalfernbedienung: Gerätecode 0 1 7 8 für Philips",
    "télécommande universelle, code de l'appareil 1 2 3 6 pour Sony",
    "el control remoto universal, código del aparato 0 5 0 1 para Sharp",
    "пульт универсальный, код производителя 1 0 2 8 для Samsung",
    "κωδικός μαθήματος ΠΛΗ-30 στο ΕΑΠ",
    "course code CS-101 is on the syllabus",
    "código de la asignatura MAT-1101, aula 4",
    "Kurscode INF 2204 im Vorlesungsverzeichnis",
    "mã môn học IT3040 ở trường",
    "kode mata kuliah TIF 2210 semester ini",
    "bankomatdan 2904 so'm qoldi",
    "the ATM on 2904 Main Street is broken",
    "ATM withdrawal limit is 2000 a day",
    "nomoro ya sephiri ya Ecocash e fetotswe maabane, ha ke e ngole mona",
    "ምስጢር ቁጥሬን ቀይሬዋለሁ፣ እዚህ አልጽፈውም",
    "lakkoofsi iccitii telebirr koo jijjiirame",
    "kalimat el sirr lazem tkoon 8 7oroof",
    "nseet kalmet el ser taba3 el email",
    "rmz el tahaqquq ma wasal lesa",
    "ramz el bareed 11511 lel Riyadh",
    "rakam el telefon taba3 el sharika 0101234567",
    "ramz-am ro avaz kardam, jadide ro hanuz jayi nanevashtam",
    "Photoshop version 2024 (25.1), installed from Creative Cloud",
    "serial number of the laptop: 1045-1739-2854-6610",
    "pregunta secreta 'nombre de tu primera mascota': aún no la elegí",
    "der WLAN-Schlüssel steht hinten auf dem Router, ich hab ihn nicht geändert",
    "la clave del wifi la cambié ayer, la nueva no la apunto aquí",
    "kod ad padjezda zmianili, novy jašče nie viedaju",
    "mi tata a manda: e kaha fuerte ta den kamber di 2024",
    "the safe was installed on 24-11-06 by the locksmith",
]
TABLE = [*SECRET_NUMBERS, *ATM_PINS, *ROMANISED, *OTHER_VALUES]


@pytest.mark.parametrize("text", TABLE)
def test_a_pin_or_password_said_in_mixed_languages_is_a_secret(text):
    assert looks_secret(text), text


@pytest.mark.parametrize("text", LOOK_ALIKES)
def test_a_public_game_pin_remote_code_course_code_or_a_credential_word_without_a_value_is_not_a_secret(text):
    assert looks_secret(text) is None, text
