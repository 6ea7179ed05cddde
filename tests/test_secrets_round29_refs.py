"""Round 29, reference numbers: a file's, a case's, a claim's, an appointment's or a booking's number (a relative's
included), a company's fiscal or VAT code, and a code the text says may go round are no secrets: knowing them opens
nothing. Their look-alikes stay secrets: a portal's password or PIN beside the case number, a telehealth login's PIN
called private, a person's own tax or national id named beside the file word, a join code "don't share", a door code.
"""

from __future__ import annotations

import pytest

from tiered_memory.shared.safety import looks_secret, redact_secrets

CASE_NUMBERS = [
    "Folio de la cita en el IMSS para mi papá: 20240815-0932, consultorio 14",
    "מספר תיק בביטוח לאומי של אמא: 0048-221-7",
    "شماره پرونده در دادگاه خانواده: ۱۴۰۳۰۹۸۸۲۱",
    "Radicado de la tutela de mi papá: 11001-31-03-045-2024-00213-00",
    "Protocolo do INSS da pensão da mamãe: 1849237701",
    "Numărul dosarului de pensie al mamei: 48822/2024",
    "Aktenzeichen beim Sozialgericht für Papa: S 12 R 4471/24",
    "Vorgangsnummer Bürgeramt für Oma: 2024-118827",
    "Case number for mum's housing appeal: HA-2024-771203",
    "Dad's claim number with the insurer: 7741-220-9931",
    "Numéro de dossier à la préfecture pour mon père : 7700-2024-118822",
    "Numero di pratica INPS della nonna: 20240091177",
    "Zaaknummer bij de rechtbank voor opa: C/13/744120",
    "Ärendenummer hos Försäkringskassan för mamma: 2024-118-5521",
    "Saksnummer hos NAV for far: 24/118822",
    "Numer sprawy w ZUS dla taty: 2024/11/88213",
    "Číslo jednací na úřadě pro babičku: 2024-118822",
    "Ügyszám a nyugdíjintézetnél anyának: 48822-7/2024",
    "Broj predmeta na sudu za djeda: P-1182/2024",
    "Номер дела о наследстве у нотариуса для мамы: 118/2024-771",
    "Номер заявки в МФЦ для папы: 2024-118822",
    "Αριθμός πρωτοκόλλου της αίτησης της γιαγιάς: 118822/2024",
    "Dosya numarası annemin davası için: 2024/118822",
    "Başvuru numarası babamın emekliliği için: 20241188221",
    "رقم القضية في محكمة الأسرة لأمي: 2024/118822",
    "رقم الملف في التأمينات لأبي: 77411822",
    "شماره درخواست بیمه برای پدرم: ۱۴۰۳۱۱۸۸۲۲",
    "کیس نمبر عدالت میں ابو کا: 2024-118822",
    "पिताजी की पेंशन का आवेदन संख्या: 2024118822",
    "मामला संख्या कोर्ट में दादी का: 1188/2024",
    "爸爸的案件编号：2024-118822",
    "妈妈的受理编号 20241188221",
    "祖母の事件番号は 令和6年(ワ)第1188号",
    "母の予約番号 771-2204",
    "아버지 민원 접수번호 2024-118822",
    "엄마 예약번호 7741-22",
    "Số hồ sơ của bố tại phường: 2024-118822",
    "Nomor perkara ayah di pengadilan: 118/Pdt.G/2024",
    "Nambari ya kesi ya baba mahakamani: 1188 ya 2024",
    "Ραντεβού γιατρού για τον παππού: κωδικός 7741-22, Τρίτη 10:00",
    "Cita del médico para la abuela: código de cita 4QF-887",
    "Randevu kodu annemin hastane için: HRN-7741",
    "Claim ref for dad's car: CLM-448201-7",
    "N° de sinistre chez la MAIF pour maman : 2024-SIN-44812",
    "Aanslagnummer gemeentebelasting oma 3011 4488 2290",
    "Numéro de rendez-vous Doctolib de papa : 7741-2204",
    "予約番号：A-7741-22（母の通院）",
    "접수번호: 2024-0815-0932 (아빠 민원)",
    "受付番号 20240815-0932、父の年金の件",
    "Reference number of grandma's visa application: GWF071234567",
    "Ticket number with the bank for dad's dispute: 20240815-0932",
    "Incident number from the police for the stolen bike: 2024/118822/MPS",
    "Expediente de extranjería de mi suegra: 28/771220/2024",
    "Número de trámite del pasaporte de mi hijo: 2024-118822-7",
    "Protocollo della domanda di invalidità del nonno: 0091177/2024",
    "Sagsnummer hos kommunen for mor: 24-118822",
    "Asianumero Kelalla isälle: 2024-118822",
    "Spisová značka dědictví po dědovi: 38 D 1422/2024",
    "Iktatószám a nagymama ügyében: 118822-3/2024",
    "Număr de înregistrare al cererii mamei: 48822/12.03.2024",
    "Номер обращения в соцзащиту для бабушки: 77-2024-118822",
    "Αρ. πρωτ. αίτησης για τη σύνταξη του πατέρα: 118822/12-03-2024",
    "Rezervasyon kodu babamın oteli için: 7741ABX",
    "رقم الموعد في السفارة لأبي: 20240815-0932",
    "شماره پرونده بیمه مادرم: 7741-2204",
    "מספר פנייה בעירייה של אבא: 20240815-0932",
    "爸爸住院的预约号：20240815-0932",
    "Mã hồ sơ của mẹ ở bảo hiểm xã hội: 2024-118822",
    "Nomor tiket pengaduan ibu ke bank: 20240815-0932",
    "Numero ng kaso ng lola sa korte: 2024-118822",
    "Namba ya maombi ya pasipoti ya mama: 2024-118822",
    "หมายเลขคดีของพ่อ: 2024/118822",
    "Docket number in grandpa's probate: PR-2024-00213",
    "Dad's appointment code for the clinic is 7741-22, Tuesday 10am",
    "Booking code for grandma's hotel: 7741ABX22",
]

COMPANY_CODES = [
    "Codul fiscal al firmei șefului RO 18447290",
    "CUI firmei: RO 18447290, pentru factură",
    "USt-IdNr. der Firma: DE 811907980",
    "GSTIN of the shop: 27AAPFU0939F1ZV",
    "CIF de la empresa de mi jefe: B-84771220",
    "NIF da empresa: 509 442 013",
    "NIP firmy szefa: 527-10-48-803",
    "VAT number of the company: GB 123 4567 89",
    "Codice fiscale dell'azienda: 07643520567",
    "INN организации: 7707083893",
    "Vergi numarası şirketin: 1234567890",
    "사업자등록번호 123-45-67890 (회사)",
    "Steuernummer der Firma: 143/123/45678",
    "ABN of the business: 51 824 753 556",
    "EIN for the LLC: 12-3456789",
    "RUC de la empresa: 20123456789",
    "NIT de la empresa: 900.123.456-7",
    "KRS spółki: 0000123456",
    "BTW-nummer van de zaak: NL123456789B01",
    "CVR-nummer firmaet: 12345678",
    "Y-tunnus yrityksen: 1234567-8",
    "GSTIN of my uncle's shop: 27AAPFU0939F1ZV",
    "CUI-ul firmei unde lucrez: 18447290",
    "ΑΦΜ της εταιρείας: 094014201",
    "Mã số thuế công ty: 0312345678",
    "Codice fiscale della ditta: 07643520567",
    "Cod fiscal firmă: RO 18447290",
]

SHARED_CODES = [
    "カラオケ大会の参加コード 4471、町内会の皆さんに配ってOK",
    "פלייליסט לחוג: קוד הצטרפות 8841-22, אפשר לשתף עם כל ההורים",
    "Zaalcode voor de sporthal (zaal 3) staat op het rooster, geen geheim: Z3-DINSDAG",
    "Quiz night join code 5512, ok to share with the whole street",
    "Teilnahmecode fürs Sommerfest 7731, kein Geheimnis, kannst du teilen",
    "Código del torneo 8842, no es secreto, se puede compartir con los papás",
    "Code du tournoi 7719, ce n'est pas un secret",
    "Código do bolão 4481, não é segredo, pode compartilhar",
    "Kode turnamen 5521 bukan rahasia, boleh dibagikan",
    "Turnuva kodu 6614, gizli değil, paylaşabilirsiniz",
    "Код турнира 7782 не секрет, можно поделиться",
    "比赛的参赛码 5531，不是秘密，可以分享",
    "대회 참가 코드 8812, 공유해도 돼요",
]

CASE_LOOKALIKES = [
    "Aktenzeichen 3 C 12/24, Zugangscode fürs Portal 88H2KQ",
    "Número de expediente 2024/118822, contraseña del portal: Tramite!2024",
    "Case number 7741-22, portal password Kx9#mP2q",
    "Protocolo do INSS 1849237701, senha do Meu INSS: Mamae@1956",
    "Numéro de dossier 7741203, mot de passe du compte Ameli : Soleil!77",
    "Termin Videosprechstunde, PIN für den Login 8841, privat",
    "Appointment telehealth login PIN 5521, keep it private",
    "ΑΜΚΑ της γιαγιάς για το ραντεβού: 12044102375",
    "CNP-ul mamei pentru dosar: 2620419400157",
    "DNI de mi padre para la cita del médico: 12345678Z",
    "Tax file number for the case: 123 456 782",
    "CPF da mamãe para o protocolo do INSS: 529.982.247-25",
    "PESEL taty do sprawy w ZUS: 44051401458",
    "Numer sprawy 2024/118, hasło do ePUAP: Krowa!2024",
    "מספר תיק 0048-221-7, סיסמה לאתר: Ima1950!",
    "Номер дела 118/2024, пароль от госуслуг: Mama1956!",
    "案件编号 2024-118822，登录密码 Ab123456!",
    "Folio 20240815, PIN de la app del IMSS: 4471",
    "Número de expediente 2024/118, clave de acceso al portal 7Hk9p2",
    "Folio de la cita 20240815, contraseña del IMSS digital Papa1956!",
    "Radicado 11001-31-03, clave de la Rama Judicial: Tutela#2024",
    "Número de trámite 2024-118822-7, DNI 12345678Z",
    "Número de trámite: DNI del solicitante 12345678Z",
    "Folio del pasaporte de mi hijo: G12345678",
    "Cita del médico, código de acceso a la videoconsulta 7741, no lo compartas",
    "Ραντεβού τηλεϊατρικής, κωδικός πρόσβασης 7741-22",
    "Ραντεβού γιατρού, κωδικός 7741, προσωπικός μην τον δώσεις",
    "Booking ref QF7HZT, card PIN 4471",
    "Claim number 7741-22, online banking password Sunny2024!",
    "Case number 2024-118, my SSN 078-05-1120",
    "Appointment at the bank, code 4471, keep it private",
    "Aanslagnummer 3011 4488 2290, DigiD wachtwoord: Oma1940!",
    "Termin beim Notar, Code für den Schlüsselkasten 4471",
    "Vorgangsnummer 2024-118, Passwort Bürgerportal: Berlin!2024",
    "Protocolo 1849237701 senha 4471",
    "PIN for the appointment 4471",
]

COMPANY_LOOKALIKES = [
    "Codul fiscal al meu, CNP 1800101221144",
    "Mi NIF personal: 12345678Z",
    "O meu CPF: 529.982.247-25",
    "My SSN is 078-05-1120",
    "Steuer-ID von mir: 12 345 678 901",
    "ИНН мой: 500100732259",
    "Mi NIF para la factura: 12345678Z",
    "Codul fiscal al meu este 1800101221144",
]

SHARED_LOOKALIKES = [
    "Join code 5512 for the family tracker, don't share",
    "Código de acceso de la puerta 4471, no es secreto para la familia pero no lo compartas",
    "Türcode 4471, kein Geheimnis für die Nachbarn",
    "Door code 7731 — it's public-looking but keep it private",
    "门口快递柜取件码不是秘密，但家里保险箱密码是 520131",
    "Wi-Fi password Sunflower2024, ok to share with the guests at home",
    "קוד הצטרפות 8841, אל תשתפו עם אף אחד",
    "参加コード 4471、でも他の人には教えないで",
    "Join code 8841 is not ok to share",
    "קוד הצטרפות 8841-22, לא לשתף",
    "Kode tiket 7741 jangan dibagikan",
    "Zaalcode Z3-DINSDAG, geheim houden",
    "Reserva del Airbnb, código 4471 para la puerta",
    "Ticket number 4471 — safe code 8812",
]


@pytest.mark.parametrize("text", CASE_NUMBERS)
def test_a_file_case_or_appointment_number_after_its_name_is_not_a_secret(text: str) -> None:
    assert looks_secret(text) is None


@pytest.mark.parametrize("text", COMPANY_CODES)
def test_a_companys_fiscal_or_vat_code_is_not_a_secret(text: str) -> None:
    assert looks_secret(text) is None


@pytest.mark.parametrize("text", SHARED_CODES)
def test_a_code_the_text_lets_go_round_is_not_a_secret(text: str) -> None:
    assert looks_secret(text) is None


@pytest.mark.parametrize("text", CASE_LOOKALIKES)
def test_a_password_pin_or_personal_id_beside_a_file_word_is_still_a_secret(text: str) -> None:
    assert looks_secret(text) is not None


@pytest.mark.parametrize("text", COMPANY_LOOKALIKES)
def test_a_persons_own_tax_or_national_id_is_still_a_secret(text: str) -> None:
    assert looks_secret(text) is not None


@pytest.mark.parametrize("text", SHARED_LOOKALIKES)
def test_a_code_kept_private_or_a_way_in_is_still_a_secret(text: str) -> None:
    assert looks_secret(text) is not None


def test_redaction_keeps_the_case_number_and_removes_the_portal_code() -> None:
    redacted = redact_secrets("Aktenzeichen 3 C 12/24, Zugangscode fürs Portal 88H2KQ")
    assert "88H2KQ" not in redacted and "12/24" in redacted
