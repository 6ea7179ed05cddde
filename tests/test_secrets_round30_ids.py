"""Round 30, ids the rules missed: a security question's answer, a driving licence number, a bare keypad code with
# or *, an Austrian/German/Swiss social-security number and a messaging app's verification code passed on; each
flagged beside its own cue, with public look-alikes (quiz answers, licence classes, plates, USSD codes, hashtags,
invite links, tracking codes) passing."""
import pytest

from tiered_memory.shared.safety import looks_secret, redact_secrets

SECURITY_ANSWERS = [
    "bank security q 'first pet' -> I put Mr Biscuits",
    "security question mother's maiden name, I answered Kowalski",
    "for the bank's security question (first school) the answer is St Mary's",
    "question de sécurité « premier animal » : j'ai mis Caramel",
    "Sicherheitsfrage erstes Haustier, hab Bello angegeben",
    "pregunta de seguridad: nombre de tu primera mascota, respondí Pelusa",
    "контрольный вопрос банка — я указал Барсик",
    "银行安全问题 第一只宠物 我填的是 旺财",
    "銀行の秘密の質問、最初のペット 答えはポチ",
    "pergunta de segurança do banco, resposta: Totó",
    "domanda di sicurezza della banca, risposta: Fido",
    "güvenlik sorusu ilk evcil hayvan, cevabım Pamuk",
]
SECURITY_PUBLIC = [
    "our first pet was Mr Biscuits, a lovely old cat",
    "quiz answer: the capital of Australia is Canberra",
    "security question: what's your favourite film? (trivia night)",
    "unser erstes Haustier hieß Bello",
]
LICENCES = [
    "drivers lic D482-0517-3906 for the rental counter",
    "driver's license S530-4412-8871 for the insurance form",
    "UK driving licence MORGA753116SM9IJ 35, keep private",
    "Führerscheinnummer B072RRE2I55 für die Autovermietung",
    "permis de conduire n° 120475301234",
    "carnet de conducir 48392017K",
    "rijbewijsnummer 5123456789",
    "водительское удостоверение 77 12 345678",
    "驾驶证号 440301198805123456",
    "運転免許証番号 301234567890",
    "운전면허번호 11-23-456789-01",
    "ehliyet no 123456 for the car hire",
]
LICENCE_PUBLIC = [
    "driving licence category B since 2015",
    "Führerschein Klasse B, gültig bis 2031",
    "driver's license expires 2028-04-12",
    "car registration plate AB12 CDE",
    "the shop's business licence number 44821093 is on the wall",
]
GATE_CODES = [
    "grandma's community gate 7724# ok",
    "gate #4512 for the building",
    "side door keypad *2580#",
    "portail 9031# chez mamie",
    "Haustür Tor 4471# bei Oma",
    "門禁 大门 8520#",
]
GATE_PUBLIC = [
    "dial *100# to check your balance",
    "type *#06# to see the IMEI",
    "great gig #2024 at the old gate",
    "call the helpline and press 3# for billing",
    "she lives at apartment #12B by the gate",
]
SOCIAL = [
    "Sozialversicherungsnr. 1237 140385 für den Arzt",
    "SVNR 4567 010190 für die Krankenkasse",
    "Rentenversicherungsnummer 65 170839 J 003",
    "AHV 756.1234.5678.97 für die Anmeldung",
]
SOCIAL_PUBLIC = [
    "Sozialversicherungsnummer beantragen: Formular bei der ÖGK",
    "the AHV contribution rate is 10.6 % this year",
]
APP_CODES = [
    "me passa o código q chegou no teu zap? 481-920, é do meu whatsapp novo",
    "send me the code you got by SMS, it's 552918",
    "скинь код из смс 734102, это для моего телеграма",
    "el código que te llegó por whatsapp es 309-114",
    "le code reçu par SMS: 664201",
]
APP_PUBLIC = [
    "the WhatsApp group invite code is on the flyer, join via chat.whatsapp.com",
    "tracking code came by sms 77881234",
]


@pytest.mark.parametrize("text", SECURITY_ANSWERS + LICENCES + GATE_CODES + SOCIAL + APP_CODES)
def test_an_own_id_or_answer_beside_its_cue_is_flagged(text):
    assert looks_secret(text)


@pytest.mark.parametrize("text", SECURITY_PUBLIC + LICENCE_PUBLIC + GATE_PUBLIC + SOCIAL_PUBLIC + APP_PUBLIC)
def test_a_public_look_alike_of_these_ids_is_not_a_secret(text):
    assert looks_secret(text) is None


@pytest.mark.parametrize("text", ["grandma's community gate 7724# ok", "Sozialversicherungsnr. 1237 140385 für den Arzt",
                                  "drivers lic D482-0517-3906 for the rental counter"])
def test_redaction_removes_the_value(text):
    out = redact_secrets(text)
    assert "7724" not in out and "140385" not in out and "0517" not in out


@pytest.mark.parametrize("text", ["Security question answer is stored in the vault, not here",
                                  "秘密の質問の答えは忘れないようにメモした",
                                  "سؤال الأمان: اسم مدرستي الابتدائية، الجواب معروف عندي"])
def test_a_security_answer_only_talked_about_is_not_a_secret(text):
    assert looks_secret(text) is None


@pytest.mark.parametrize("text", ["密保问题的答案是 不记得了",
                                  "Driver's license test scheduled, confirmation 4471289",
                                  "kody zapasowe wydrukowałem 12 03 2024"])
def test_a_forgotten_answer_a_licence_exam_booking_or_a_word_holding_zap_gives_no_secret(text):
    assert looks_secret(text) is None


@pytest.mark.parametrize("text", ["密保问题的答案是 旺财2015", "security question: first pet -> I put Rex2015",
                                  "driver's license number D482-0517-3906, exam passed",
                                  "me manda o código que chegou no zap: 552 019"])
def test_a_real_answer_licence_number_or_app_code_beside_those_words_is_still_a_secret(text):
    assert looks_secret(text)
