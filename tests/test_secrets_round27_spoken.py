"""Round 27: secrets told in prose or speech rather than as label: value, and the look-alikes that stay unflagged.

Families: a case note after a dictated password ("alles klein", "med litet s"); a maiden name straight after its
words; a security question written out with its answer after an arrow; a password given later as "it was …"; a PIN
said again after a correction; a password spelled with letters' names; a code typed into an app when it asks; seed
words by position; small languages' password and one-time-code words; a door code keyed "to get in"; a password
"changed to" a value in Persian.
"""

from __future__ import annotations

import pytest

from tiered_memory.shared.safety import looks_secret, redact_secrets

SECRETS = [
    # a case note after the value, the value dictated as words and numbers
    ("Das WLAN-Passwort ist, ähm, sonnenblume achtzehn, alles klein", "sonnenblume achtzehn"),
    ("the wifi password is maple twenty twenty, all lowercase", "maple twenty twenty"),
    ("пароль от вайфая: берёза сорок два, всё маленькими буквами", "берёза сорок два"),
    ("le mot de passe du wifi c'est tournesol, tout en minuscules", "tournesol"),
    ("la contraseña del correo es girasol77, todo en minúsculas", "girasol77"),
    ("Lösenordet till nätet är blåbär2020 med litet b.", "blåbär2020"),
    ("hasło do poczty: kasztan dziewięć, wszystko małymi literami", "kasztan dziewięć"),
    ("Wachtwoord van de wifi is tulpenveld12, alles kleine letters", "tulpenveld12"),
    ("wifi şifresi: papatya1907, hepsi küçük harf", "papatya1907"),
    ("Heslo na wifi je jahoda77, vše malými písmeny", "jahoda77"),
    # a password said as a word and a number in words, with no note
    ("la contraseña de Netflix es luna dos mil veinte.", "luna dos mil veinte"),
    ("le mot de passe de la box est soleil quatre-vingt-dix", "soleil quatre-vingt-dix"),
    ("the streaming password is otter nineteen eighty", "otter nineteen eighty"),
    # a maiden name straight after its words
    ("Security details: mother's maiden name Abernathy (the Scottish one).", "Abernathy"),
    ("Sicherheitsfrage Bank, Mädchenname der Mutter Oberhuber.", "Oberhuber"),
    ("babamın değil annemin kızlık soyadı Karaoğlu (bankanın sorusu)", "Karaoğlu"),
    ("девичья фамилия матери Кузнецова (контрольный вопрос банка)", "Кузнецова"),
    ("nom de jeune fille de ma mère Lefebvre, c'est la question secrète", "Lefebvre"),
    # a security question written out, the answer after an arrow or a colon
    ("what was the name of your first dog → Captain Wiggles", "Captain Wiggles"),
    ("wie hieß dein erstes Haustier: Schnuffel", "Schnuffel"),
    ("in what city were you born - Dunfermline", "Dunfermline"),
    ("como se chamava o seu primeiro animal de estimação → Pipoca", "Pipoca"),
    ("как звали вашего первого питомца — Барсик", "Барсик"),
    # a password word, a pause, then "it was …"
    ("Elle cherchait son mot de passe impots… c'était Soleil-Rouge-62!", "Soleil-Rouge-62!"),
    ("Grandpa asked for his email password again... it was Tulip_Garden#58 all along", "Tulip_Garden#58"),
    ("He forgot his bank password again — it was Falcon!1988, he wrote it down", "Falcon!1988"),
    ("диктую пароль по буквам: эс, эм, и, эл, е... короче латиницей Smile_2012", "Smile_2012"),
    # a PIN said, then said again after a correction
    ("the pin for my new phone is uh four one one two no wait four one two one", "four one two one"),
    ("mein PIN ist null acht null drei, äh nein, null acht drei null", "null acht drei null"),
    # letters by their names
    ("la contraseña letra por letra: eme, a, erre, i, o, tres, tres, almohadilla", "eme, a, erre, i, o, tres, tres"),
    ("la password lettera per lettera: emme, a, erre, i, o, tre, tre, punto esclamativo", "emme, a, erre"),
    ("the password, letter by letter: m, a, p, l, e", "m, a, p, l, e"),
    ("wifi ka password bol raha hu: capital K, a, p, o, o, r, at the rate, 4, 5, 6 → Kapoor@456", "Kapoor@456"),
    # a code typed into an app when it asks
    ("mum, type this into the bank app when it asks: 482 913 — don't tell anyone", "482 913"),
    ("Papa, gib das in die Banking-App ein, wenn sie fragt: 551 902", "551 902"),
    ("tape ça dans l'appli de la banque quand elle demande : 55 19 02", "55 19 02"),
    # seed words by position
    ("words 9 to 12 are orbit, canyon, velvet, stomach — keep them apart from the rest", "orbit, canyon, velvet, stomach"),
    ("Wörter 5 bis 8: lumber, salad, exotic, nurse", "lumber, salad, exotic, nurse"),
    ("las palabras 9 a 12 son orbit, canyon, velvet, stomach", "orbit, canyon, velvet, stomach"),
    # small languages: Somali key of an account, Amharic verification code, Nationwide's passnumber
    ("furaha gmail-ka waa Hodan_Burco77", "Hodan_Burco77"),
    ("የማረጋገጫ ኮድ 604918 ለአባቴ ላክለት", "604918"),
    ("Nationwide passnumber 48213, memorable data is the dog", "48213"),
    # a door code keyed to get in
    ("pour entrer dans l'immeuble tape B4471 sur le boîtier", "B4471"),
    # a password changed to a value, Persian
    ("رمز جیمیلم رو عوض کردم به reza.1360.mk، فراموش نکن", "reza.1360.mk"),
    ("I changed the wifi password to anna.1984.jk yesterday", "anna.1984.jk"),
    # a PIN for a phone said in words (the phone is what the PIN unlocks, not a number to call)
    ("the pin for the new phone is seven two nine four", "seven two nine four"),
]

LOOK_ALIKES = [
    "my username is jdoe, all lowercase",
    "the wifi is called BlueHouse, all lowercase",
    "the password must be all lowercase",
    "type your name in lowercase on the form",
    "write the email address all lowercase please",
    "mother's maiden name field is required",
    "my mother's maiden name is the security question, not a password",
    "what's your favourite movie: Inception",
    "what was the name of your first pet? I never had one",
    "quiz: what was the name of the first dog in space → Laika",
    "spelling words 5 to 8 are apple, table, chair, window",
    "words 5 to 8 are nouns, the rest are verbs",
    "mi apellido letra por letra: ge, a, erre, ce, i, a",
    "enter the promo code in the app: 123456",
    "type the amount into the bank app: 2500",
    "type the survey number from the receipt into the app: 731 204",
    "my pin, or call my phone at five five five one two one two",
    "I changed the wifi name to anna.1984.jk yesterday",
    "اسم اینستاگرامم رو عوض کردم به sara.1379.kh",
    "furaha yangu ni kubwa sana 2024",
    "tape 2019 dans le boîtier de recherche",
    "pour entrer tape 3 pour le menu principal",
    "order 48213 ships Tuesday, postcode 75011",
    "the password is in the drawer, all lowercase",
    "the password is your surname, all lowercase",
    "the wifi password is written on the fridge, all lowercase",
    "the promo code is summer20, all lowercase",
    "the hashtag is #summerfun, all lowercase",
    "das Passwort ist zwölf Zeichen lang",
    "the password is only twelve",
    "the password is at least twelve characters",
    "the password expires in thirty days",
    "my password was changed twenty times",
    "Mother's Maiden Name Change Form",
    "maiden name and date of birth are required",
    "my mother's maiden name is a common one",
    "the password was long... it was a nightmare",
    "words 1 to 4 are on the paper in the safe",
    "words 5 to 8 are adjectives in the exercise: happy, sad, angry, calm",
    "type the reference number into the banking app: 20931",
    "diktuji příjmení po písmenech: es, em, i, el, e",
    "my name letter by letter: m, a, r, i, e",
    "my email address spelled: j, o, h, n, 8, 4, at, g, m, x, dot, de",
    "the pin for the phone is on the back, call five five five one two one two",
]


@pytest.mark.parametrize(("text", "value"), SECRETS)
def test_a_secret_told_in_prose_is_flagged_and_its_value_redacted(text: str, value: str) -> None:
    assert looks_secret(text) is not None
    assert value not in redact_secrets(text)


@pytest.mark.parametrize("text", LOOK_ALIKES)
def test_talk_rules_names_and_public_codes_stay_unflagged(text: str) -> None:
    assert looks_secret(text) is None
