"""Round 18 (digits): codes keyed one digit at a time after a door, gate, locker or PIN word (keypad keys and the answer on
the next line too), PINs said as number words in many languages, and lists of backup codes after an inflected label;
and the look-alikes: counting, phone numbers read out, postcodes, product and room numbers, talk about how many digits."""

from __future__ import annotations

import pytest

from tiered_memory.shared.safety import looks_secret

SPACED = [
    "the storage unit code is 5 2 9 1 #",
    "Türcode vom Keller: 5 8 2 0 #",
    "le digicode de l'immeuble : 3 8 B 1 7",
    "código del portal: 7 3 9 1, llaves en el buzón",
    "codice del cancello 2 5 8 0 *",
    "código do portão: 9 1 4 6",
    "kod do domofonu: 6 2 9 3",
    "код домофона 1 5 7 3 #",
    "код від хвіртки: 8 0 4 2",
    "kapı şifresi: 2 8 5 7",
    "ovikoodi 7 3 1 9, avain on postilaatikossa",
    "portkoden är 4 4 9 1",
    "kód k brance 8 2 6 3",
    "kaputelefon kódja 6 1 * 4 9",
    "mã cổng: 5 1 8 9",
    "kode pintu pagar 3 6 0 8",
    "ढोकाको कोड 4 7 2 9",
    "კარის კოდი 4 7 2 9",
    "côd y drws 4 7 2 9",
    "kòd pòtay la 4 7 2 9",
    "namba ya siri ya geti: 7 2 5 1",
    "गेट का कोड 3 8 1 6 है",
    "দরজার কোড 4 2 9 7",
    "ਲਾਕਰ ਦਾ ਕੋਡ 7 2 0 5",
    "તિજોરીનો કોડ 9 3 1 8",
    "رمز البوابة: 6 1 9 4",
    "קוד לשער 3 7 2 9",
    "کد در ورودی ۴ ۷ ۱ ۲",
    "大门密码 6 2 8 4 #",
    "현관 비밀번호 2 5 8 0 *",
    "κωδικός πόρτας: 7 1 4 8",
    "sarrerako kodea 8 1 5 2",
    "what's the code for the bike shed?\n> 5 2 9 1",
    "Wie lautet der Tresorcode?\n- 8 4 1 6",
    "código del trastero?\n7 3 0 9 B",
    "Anna: what's the alarm code?\nBen: 4 9 0 2 then OK",
    "Kodu nedir?\n> 7 3 2 8",
    "3 2 1 8 is the gate code",
    "6 4 1 9 — kód od skříňky",
    "the alarm code: 9 · 3 · 1 · 5",
    "PIN: 4, 8, 1, 6",
    "kod sejfu w hotelu 5 0 9 2 #",
    "رمز الخزنة ٤ ٧ ٩ ١",
    "digite 4 7 2 9 no interfone",
    "интерком: 4 7 2 9 и вызов",
    "tape 4 7 2 9 sur le digicode",
    "Fahrradschloss 4 7 2 9",
    "the padlock 4 7 2 9 on the shed",
]

SAID = [
    "mi PIN es cuatro, siete, dos, uno",
    "Meine PIN lautet neun-drei-null-sieben",
    "code de la carte : sept-deux-neuf-quatre",
    "il PIN del bancomat è otto uno cinque tre",
    "o PIN do cartão é seis dois oito um",
    "PIN do karty: osiem, dwa, siedem, pięć",
    "ПИН-код карты: семь-два-девять-один",
    "ПІН до картки: п’ять-сім-два-нуль",
    "kartın şifresi dört yedi iki dokuz",
    "mã PIN là chín bảy không hai",
    "PIN ATM saya: empat tujuh dua sembilan",
    "namba ya siri ya ATM: saba mbili tisa nne",
    "मेरा पिन है चार सात दो नौ",
    "আমার পিন: চার সাত দুই নয়",
    "رمز البطاقة: أربعة سبعة اثنان تسعة",
    "密码是 九 七 零 二",
    "비밀번호는 구 칠 공 이",
    "รหัส ATM คือ เก้า เจ็ด ศูนย์ สอง",
    "PIN-koodi: neljä seitsemän kaksi yhdeksän",
    "PIN-kod: fyra sju två nio",
    "Ο κωδικός PIN είναι τέσσερα εφτά δύο εννιά",
    "PIN kartice: devet-sedam-nula-dva",
    "kodi ya mlango ni tano tisa moja nane",
    "mi PIN es cuatro, siete, dos y uno",
    "รหัสคือเก้าเจ็ดศูนย์สอง",
    "비밀번호 구칠공이",
    "Geheimzahl: fünf vier drei neun",
    "PIN ng ATM: siyam pito walo tatlo",
    "PIN کارت: نه هفت صفر دو",
    "門禁密碼 七 二 五 九",
    "A senha do cofre é nove sete zero dois",
    "дев'ять-сім-нуль-два — це мій PIN",
    "kód od trezoru je devět-jedna-jedna-čtyři",
    "széf kódja: kilenc egy egy négy",
    "seifin koodi: yhdeksän yksi yksi neljä",
    "kasanın şifresi dokuz bir bir dört",
    "iphinikhodi: kune isikhombisa kubili isishiyagalolunye",
    # said in pairs
    "PIN: forty-seven twenty-one",
    "Geheimzahl siebenundvierzig einundzwanzig",
    "code de la carte : quarante-sept vingt et un",
    "mi PIN: cuarenta y siete veintiuno",
    "il PIN è quarantasette ventuno",
    "o PIN é quarenta e sete vinte e um",
    "ПИН сорок семь двадцать один",
    "PIN: czterdzieści siedem dwadzieścia jeden",
    "kartın şifresi kırk yedi yirmi bir",
    "pinkoden är fyrtiosju tjugoett",
    "pincode zevenenveertig eenentwintig",
    "PIN: seventy-two oh nine",
    "ፒን: አራት ሰባት ሁለት ዘጠኝ",
    "PIN: ოთხი შვიდი ორი ცხრა",
    "PIN: četri septiņi divi deviņi",
    "PIN: လေး ခုနစ် နှစ် ကိုး",
    "పిన్: నాలుగు ఏడు రెండు తొమ్మిది",
]

LISTS = [
    "kody zapasowe do Gmaila: 4821 3907, 5512 0938, 7734 1029",
    "Backup-Codes für Google: 83920147 55102938 66120394",
    "codes de secours Microsoft : 482913 557201 663019",
    "códigos de respaldo de Instagram: 2948 1037, 5521 9083",
    "резервные коды для VK: 4829 1037, 5521 9083",
    "varakoodit Googleen: 4829-1037, 5521-9083",
    "yedek kodlarım: 48291037 55219083",
    "mã dự phòng Facebook: 4829 1037, 5521 9083",
    "Twitter recovery codes:\n1. 4829 1037\n2. 5521 9083",
    "kode cadangan Google: 48291037, 55219083",
    "备用码：48291037 55219083",
    "バックアップコード 4829 1037 / 5521 9083",
    "záložní kódy k Seznamu: 4829-1037, 5521-9083",
    "Wiederherstellungscodes Microsoft:\n48291037\n55219083",
    "kody odzyskiwania: 4829 1037 · 5521 9083",
    "Facebook yedek kodları: 4829 1037, 5521 9083",
    "códigos de recuperação do Google: 48291037, 55219083",
    "резервні коди Google: 4829 1037, 5521 9083",
    "Google 2FA: 4829 1037 5521 9083",
    "one-time codes: 48291037, 55219083",
    "jednorazowe kody: 4829 1037, 5521 9083",
    "одноразовые коды: 4829 1037, 5521 9083",
    "Einmalcodes für Steam: 4829 1037, 5521 9083",
    "recovery codes 1) 4829 1037 2) 5521 9083",
    "4829 1037, 5521 9083 — to moje kody zapasowe",
    "48291037 55219083 are my Google backup codes",
    "4829-1037, 5521-9083 (резервные коды VK)",
    "Backup-Codes für mein Google-Konto: 4829 1037, 5521 9083",
    "backup codes for my Google account: 48291037 55219083",
]

NOT_SECRETS = [
    # talk about a code, no value
    "the gate code has 4 digits",
    "I forgot my PIN again, the bank sends a new one tomorrow",
    "PIN expires next month, change it tomorrow",
    "el código tiene cuatro cifras",
    "Code PIN : quatre chiffres, à changer demain",
    "PIN-код из четырёх цифр",
    "mã PIN gồm 4 chữ số",
    "kod do domofonu zmienimy jutro",
    # counting, scores, recipes
    "count with me: 1 2 3 4 go",
    "countdown: nine eight seven six",
    "final score 3 2 1 0 after extra time",
    "recipe: 2 4 6 8 eggs in a row",
    "one two three four, the kids were counting at the door",
    "uno dos tres cuatro, contamos hasta la puerta",
    # phone numbers, postcodes, products, rooms
    "call me on zero seven nine one one two three four five six",
    "mi teléfono: nueve ocho siete seis cinco cuatro",
    "telefon do portierni: dziewięć osiem siedem sześć",
    "Postleitzahl 1 0 1 1 5 Berlin",
    "código postal 2 8 0 1 3 Madrid",
    "codice prodotto 4 4 7 1 in magazzino",
    "room 2 3 4 1, the door is on the left",
    "IBAN der Firma: DE89 3704 0044 0532 0130 00",
    "Sendungsnummer 3 4 5 6 7 8 9",
    # backup codes talked about, a count, dates, phone numbers
    "backup codes: you get 10 of them, each 8 digits long",
    "recovery codes expire after 30 days",
    "my backup phone numbers: 0170 123456, 0171 654321",
    "Резервные коды можно получить в настройках",
    "backup: 20240312 20240419",
    "kody zapasowe wydrukowałem w marcu, leżą w szufladzie",
    "Backup-Codes habe ich 10 Stück bekommen",
    "códigos de respaldo: guárdalos en un lugar seguro",
    # number words that are not a code: prices, times, ages, lotto
    "the kids are four, six, eight and nine years old",
    "precio: cuatro euros, siete con cincuenta",
    "sept huit neuf dix, on compte les moutons",
    "номер телефона: восемь девять один шесть",
    "simu yangu: sifuri saba moja mbili",
    "press 1 for sales, 2 for support at the front desk",
    "the gate opens at 7 and closes at 9",
    "what's your phone number?\n> 0 7 9 1 1 2 3 4",
    "비밀번호를 일일이 사람들에게 알려 주지 마세요",
    "the alarm code is changed every month",
    "Door 4 of building 2, floor 3",
    "bus line 4 5 6 7 stops at the gate",
    "Seat numbers 1 2 3 5 and 7 at the door",
    "backup tapes 2019 2020 in the safe",
    "Tracking code: 4829 1037 5521 9083",
    "Durchwahl 4 7 1 2 an der Pforte",
    "2FA: use the app, codes change every 30 seconds",
    "one-time codes are sent by SMS",
    "Google 2FA enabled on 12 03 2024",
    "press 1 2 for the office on the intercom",
    "key box 3 at the front desk",
    "she counted four seven two nine sheep",
    "the code was introduced in nineteen ninety",
    "PIN holders aged forty-five, sixty and over",
    "the gate code meeting is at twelve thirty",
    "code of conduct since twenty twenty-four",
    "type 4 7 2 9 into the calculator and add the tip",
    "building 4 7 2 9 is the one with the red door",
    "call 0170 123456, 0171 654321 about the backup codes",
    "my numbers 4829 1037, 5521 9083 and the backup codes are elsewhere",
]


@pytest.mark.parametrize("text", SPACED)
def test_a_code_keyed_one_digit_at_a_time_after_its_door_or_pin_word_is_a_secret(text: str) -> None:
    assert looks_secret(text) is not None


@pytest.mark.parametrize("text", SAID)
def test_a_pin_said_as_number_words_after_its_word_is_a_secret(text: str) -> None:
    assert looks_secret(text) is not None


@pytest.mark.parametrize("text", LISTS)
def test_a_list_of_backup_codes_after_its_label_is_a_secret(text: str) -> None:
    assert looks_secret(text) is not None


@pytest.mark.parametrize("text", NOT_SECRETS)
def test_counting_phone_numbers_postcodes_and_talk_about_codes_are_not_secrets(text: str) -> None:
    assert looks_secret(text) is None
