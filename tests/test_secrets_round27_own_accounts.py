"""Round 27, a private person's bank account given with no login: a full account number or a valid IBAN beside an
account word is a secret (the user's, a parent's, a spouse's) in many languages; look-alikes stay public: a business's,
a shop's, a charity's, a council's, a school's, a club's or a landlord's agency's account, one on an invoice, published
or given "to pay" someone, one under a legal form, a disowned, example or masked one, a routing, sort, BIC or bank code
alone, customer, utility and cloud accounts, order numbers, phones, dates and talk about an account with no value.
"""

from __future__ import annotations

import re

import pytest

from tiered_memory.shared.safety import looks_secret, redact_secrets

SECRETS = [
    "Kontonummer meiner Mutter 7391 8052 64, Sparkasse",
    "numéro de compte 30004 01823 00048291736 pour le virement du salaire",
    "Mi número de cuenta en Santander 0049 1500 0512 3456 7890",
    "número da conta 73918052-6 no Itaú, agência 4917",
    "conto corrente di papà: IT60 X054 2811 1010 0000 0123 456",
    "rekeningnummer van oma NL91 ABNA 0417 1643 00, voor de AOW",
    "nr konta 12 1140 2004 0000 3602 7182 9374 na wypłatę",
    "číslo účtu manželky 19-2000145399/0800",
    "kontonummer 8601 11 17947 til lønn",
    "tilinumero FI21 1234 5600 0007 85 palkkaa varten",
    "számlaszámom 11773016-11111018 a fizetéshez",
    "hesap numaram 1234 5678 9012 maaş için, Ziraat",
    "номер счёта 40817810099910004312 в Сбербанке, на зарплату",
    "номер рахунку UA21 3223 1300 0002 6007 2335 6600 1 на стипендію",
    "رقم الحساب 0108 0123 4567 8901 في البنك الأهلي للراتب",
    "מספר חשבון 739180526 בבנק הפועלים, סניף 073",
    "खाता संख्या 31234567890 SBI, पापा का",
    "เลขบัญชี 739-1-80526-4 ธนาคารกรุงเทพ",
    "số tài khoản Techcombank 19035566778899",
    "nomor rekening Mandiri 1230004567890 buat gajian",
    "계좌번호 신한 110-234-567890 월급통장",
    "口座番号 三菱UFJ 普通 7391805",
    "ゆうちょ 記号10170 番号12345671 年金の振込先",
    "我的账号 6222 0212 3456 7890 123 工商银行",
    "bank account 73918052 sort code 34-44-44, for my wages",
    "checking account 000123456789 at Chase for payroll",
    "namba ya akaunti 0150123456789 CRDB ya mshahara",
    "IBAN CH93 0076 2011 6238 5295 7 für d Miete",
    "my IBAN for the new landlord in Lisbon GB16 WEST 4051 8372 9164 53",
    "conta corrente da mãe ag 7391 c/c 80526-4",
    "kontoen min i DNB: 1206 12 34567, lønna kommer dit",
    "Mamas Konto bei der Volksbank: 7391805264, falls du Geld überweisen musst",
    "ma sœur : compte 73918052647 à la Banque Postale pour le virement",
    "hesabım Garanti 1234 5678 9012 3456 78, kirayı buraya yatır",
    "tài khoản của tôi 0451000123456 Vietcombank, chuyển khoản giúp nha",
    "บัญชีของฉัน กสิกร 123-4-56789-0 โอนมาได้เลย",
    "حسابي في بنك الراجحي 123456789012345 للتحويل",
    "お母さんの口座 みずほ 普通 3918052",
    "Saya transfer ke rekening pribadi saya BCA 123 456 7890",
    "BSB 403-444 account 73918052, CommBank, for my pay",
    "振込先 三井住友銀行 渋谷支店 普通 7391805 タナカ タロウ",
    "CCC 2100 0418 45 0200051332 para la nómina",
    "Postkonto 73-918052-6 für die Rückzahlung",
    "मेरा खाता नंबर 12345678901 SBI में",
    "IBAN μου GR16 0110 1250 0000 0001 2300 695 για τον μισθό",
]

LOOKALIKES = [
    "Kontonummer 9876543210 bei der Sparkasse",
    "IBAN DE89 3704 0044 0532 0130 00 bei der Deutschen Bank",
    "IBAN der Hausverwaltung für die Miete: DE89 3704 0044 0532 0130 00",
    "Factuur betalen op NL91 ABNA 0417 1643 00 t.n.v. Gemeente Utrecht",
    "Dükkanın IBAN'ı TR33 0006 1005 1978 6457 8413 26 (Yılmaz Ticaret)",
    "CLABE de la papelería: 012180004567890123, BBVA",
    "IBAN per le donazioni alla Croce Rossa IT60 X054 2811 1010 0000 0123 456",
    "numéro de compte de l'association 30004 01823 00048291736",
    "Kontonummer der Stadtkasse: 1234 5678 90",
    "IBAN DE89 3704 0044 0532 0130 00, Acme GmbH, Rechnung 2024-118",
    "IBAN GB16 WEST 4051 8372 9164 53 published on the charity's website",
    "Example IBAN: DE89 3704 0044 0532 0130 00",
    "my IBAN DE** **** **** **** **48 29",
    "my IBAN ends in 4829, the rest is in the app",
    "ABA routing number 021000021 is public",
    "sort code 20-45-77 for Barclays Leeds branch",
    "BLZ 370 400 44, Commerzbank Köln",
    "the IFSC code SBIN0001234 for the Andheri branch",
    "Kontonummer 1503 48 29173 hos Fortum står på fakturan",
    "rekening sekolah BNI 0123456789 untuk SPP",
    "số tài khoản của công ty 0071001928374 Vietcombank",
    "계좌 110-234-567890 (주)한빛상사 입금",
    "口座番号 1234567 株式会社サクラ 振込先",
    "账号 6222 0212 3456 7890 123 对公账户 深圳某某有限公司",
    "IBAN für die Miete an den Vermieter: DE89 3704 0044 0532 0130 00",
    "رقم الآيبان لدفع إيجار الشقة: SA03 8000 0000 6080 1016 7519",
    "cuenta de la comunidad para la derrama: ES91 2100 0418 4502 0005 1332, no es mía",
    "Order number 1234567890 from Amazon, account page shows it",
    "customer account no. 0312 4455 67 for paying the electricity",
    "AWS account 123456789012 for the billing",
    "Call the bank on 0800 123 4567 about my account",
    "how do I find my IBAN in the app?",
    "bank transfer 1250,00 EUR on 12.03.2024",
    "QQ账号 12345678 是我小号",
    "Saya transfer ke rekening toko BCA 1234567890 kemarin",
    "Konto gesperrt, Vorgangsnummer 12345678 bei der Bank",
    "my account was hacked, the bank called from 0800 123 4567",
    "Kontostand 12345678 EUR laut Bank",
    "account balance at Chase: 12345678 USD",
    "Bank of America account locked, case number 12345678",
    "rachunek za prąd 123456789012 w banku",
    "ИНН 7707083893, корр. счёт 30101810400000000225 в банке",
    "hesap 12345678 TL, banka ekstresi",
    "tài khoản Facebook 0912345678",
    "transfer ke rekening masjid BSI 7123456789 untuk infaq",
    "IBAN for paying the nursery: GB16 WEST 4051 8372 9164 53",
    "Konto der Kita: DE89 3704 0044 0532 0130 00 für das Essensgeld",
    "konto 1234 56 78901 til borettslaget for felleskostnader",
    "cuenta del gimnasio 0049 1500 0512 3456 7890, domiciliación",
    "account number 12345678 sort code 20-45-77 on the invoice from Smith Builders Ltd",
    "PayPal transaction ID 12345678901234567 for the bank transfer",
    "numer konta sklepu 12 1020 1026 0000 0422 7020 1111 do przelewu",
    "the routing number for my bank is 021000021",
    "普通 1234567 と書いてある普通の紙",
    "振込先 三井住友銀行 渋谷支店 普通 1234567 株式会社サクラ",
]


@pytest.mark.parametrize("text", SECRETS)
def test_a_private_account_number_beside_an_account_word_is_secret(text: str) -> None:
    assert looks_secret(text), text


@pytest.mark.parametrize("text", LOOKALIKES)
def test_a_payee_masked_example_or_non_bank_account_stays_public(text: str) -> None:
    assert looks_secret(text) is None, text


@pytest.mark.parametrize("text", SECRETS)
def test_redaction_removes_the_account_number(text: str) -> None:
    out = redact_secrets(text)
    longest = max(re.findall(r"\d(?:[ \-/]?\d){5,}", text), key=len)
    assert longest not in out and "[secret removed]" in out, out
