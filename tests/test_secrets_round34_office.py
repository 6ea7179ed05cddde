"""Round 34, office references: the number an office, an agency or a booking service gives to track a case, an
application or a booking (protocol, file, application, tracking, case, booking and reservation numbers) identifies the
case and opens nothing; it is quoted on phone calls and in letters. Public, in about forty languages, also when the
identity document being applied for is named first ("NIE en trámite, expediente 28/2024/001873") and when a booking's
record locator holds one digit ("κράτηση πλοίου κωδικός BLU7QX"). Still secrets, beside the same words: a portal's
password or PIN, an application portal's login, the identity number itself (NIE, DNI, Aadhaar, PESEL, tazkira), a
card's number, a flat's door PIN next to the booking code, a check-in PIN, and a code the text keeps private.
"""

from __future__ import annotations

import pytest

from tiered_memory.shared.safety import looks_secret, redact_secrets

# The document applied for is named before the file's number: the number is the file's.
APPLIED_FOR = [
    "aplikimi për leje qëndrimi, numri i protokollit 8812/3 nga prefektura",
    "Leje qëndrimi: numri i aplikimit 2024-558310",
    "Numri i protokollit për pasaportën e babit: 8812/3",
    "د تذکرې غوښتنلیک د تعقیب شمېره 1402-55831",
    "د پاسپورټ غوښتنلیک د تعقیب شمېره 1402-55831",
    "റേഷൻ കാർഡ് അപേക്ഷ നമ്പർ KL-2024-33910",
    "ആധാർ അപ്ഡേറ്റ് അപേക്ഷ നമ്പർ 2024-558310",
    "NIE en trámite, expediente 28/2024/001873 en Oficina de Extranjería",
    "pasaporte en trámite, número de solicitud 2024-558310",
    "cédula en trámite, número de radicado 2024-558310",
    "my residence permit application, file number 44-2024-88123",
    "Aadhaar update request, URN 1234/00421/55831",
    "PAN card application acknowledgement number 881024455831",
    "driver's licence renewal, application number DL-2024-558310",
    "my son's passport application ref GWF071234567",
    "Personalausweis-Antrag, Vorgangsnummer 2024-118827",
    "Aufenthaltstitel verlängert, Eingangsnummer 2024-558310",
    "demande de titre de séjour, numéro de dossier 7700-2024-118822",
    "carte d'identité en cours, numéro de demande 2024-33910",
    "titre de séjour : numéro de récépissé 7700-2024-118822",
    "richiesta permesso di soggiorno, numero di pratica 2024/558310",
    "carta d'identità: numero di protocollo 0091177/2024",
    "pedido de passaporte, número do protocolo 2024.558310",
    "renovação do RG, protocolo 1849237701",
    "verblijfsvergunning aangevraagd, dossiernummer 2024-558310",
    "uppehållstillstånd, ärendenummer 2024-558310",
    "wniosek o dowód osobisty, numer wniosku 2024/558310",
    "žádost o občanský průkaz, číslo žádosti 2024-558310",
    "tartózkodási engedély, ügyszám 2024-558310",
    "permis de ședere, număr de înregistrare 2024558310",
    "zahtjev za osobnu iskaznicu, broj zahtjeva 2024-558310",
    "kimlik kartı başvurusu, başvuru numarası 2024558310",
    "заявление на загранпаспорт, номер заявления 2024-558310",
    "посвідка на проживання, номер заяви 2024-558310",
    "άδεια διαμονής, αριθμός αίτησης 118822/2024",
    "طلب بطاقة الهوية رقم المعاملة 2024558310",
    "بطاقة الهوية: رقم الطلب 2024-558310 لدى الأحوال المدنية",
    "آئی ڈی کارڈ کی تجدید، ٹریکنگ نمبر 7711-2024-558310",
    "پاسپورٹ درخواست نمبر 2024558310",
    "תעודת זהות חדשה, מספר פנייה 2024-558310",
    "आधार अपडेट का आवेदन संख्या 2024-558310",
    "मतदाता पहचान पत्र आवेदन, संदर्भ संख्या 2024-558310",
    "राशन कार्ड आवेदन क्रमांक 2024-33910",
    "रेशन कार्ड अर्ज क्रमांक 2024-33910",
    "রেশন কার্ড আবেদন নম্বর 2024-33910",
    "రేషన్ కార్డు దరఖాస్తు సంఖ్య 2024-33910",
    "ರೇಷನ್ ಕಾರ್ಡ್ ಅರ್ಜಿ ಸಂಖ್ಯೆ KA-2024-33910",
    "રેશન કાર્ડ અરજી નંબર 2024-33910",
    "ਰਾਸ਼ਨ ਕਾਰਡ ਅਰਜ਼ੀ ਨੰਬਰ 2024-33910",
    "身份证补办，受理编号 2024558310",
    "护照申请，申请编号 E2024558310",
    "在留カード更新の申請番号 2024-558310",
    "マイナンバーカード申請、受付番号 2024-558310",
    "외국인등록증 재발급 접수번호 2024-558310",
    "บัตรประชาชนหาย ยื่นคำร้อง เลขที่คำร้อง 2024/558310",
    "thẻ căn cước cấp lại, số biên nhận 2024-558310",
    "KTP elektronik, nomor pengajuan 2024558310",
    "aplikasyon sa pasaporte, numero ng aplikasyon 2024-558310",
    "kitambulisho cha taifa, namba ya maombi 2024-558310",
    "የመታወቂያ ማመልከቻ ቁጥር 2024-558310",
    "Aadhaar update URN 1234/00421/55831",
    "passport renewal, tracking number 2024-558310",
]

# The document is named between the file's name and the number, only to say whose: the number is still the file's.
OWNED_FILES = [
    "el número de expediente de mi NIE es 28/2024/001873",
    "número de solicitud de mi pasaporte: 2024-558310",
    "the application number of my residence permit: 44-2024-88123",
    "the application number of my passport: 2024-558310",
    "Antragsnummer meines Reisepasses: 2024-558310",
]

# The same words, but the number after them is the document's own.
OWNED_IDS = [
    "the application number of my passport: K1234567",
    "número de solicitud de mi pasaporte: AB1234567",
    "el número de expediente de mi NIE es Y4829173X",
    "Folio del pasaporte de mi hijo: G12345678",
    "Antragsnummer meines Reisepasses 2024-558310, Passwort Berlin!2024",
]

# A booking's code after a bare code word in a sentence about a booking, and tracking numbers.
BOOKINGS = [
    "κράτηση πλοίου κωδικός BLU7QX για Νάξο",
    "κράτηση ξενοδοχείου κωδικός KX7Q2P",
    "κράτηση πτήσης για Ρόδο, κωδικός QF7HZT",
    "booking confirmation for the ferry to Naxos, code BLU7QX",
    "Flight booking reference QF7HZT for Lisbon",
    "reserva del ferry a Ibiza, código BLU7QX",
    "réservation du ferry pour la Corse, code BLU7QX",
    "prenotazione traghetto per la Sardegna, codice BLU7QX",
    "rezerwacja promu, kod BLU7QX",
    "бронирование парома, код BLU7QX",
    "rezervimi i tragetit, kodi i rezervimit BLU7QX",
    "PNR 4521889731 for the train to Delhi",
    "USCIS receipt number IOE0912345678 for the green card",
    "e-Tazkira tracking number 1402-55831",
]

# The reference beside a secret of the same case: the secret is still flagged.
SECRETS_BESIDE = [
    "expediente 28/2024/001873, clave de acceso Xk9!pq",
    "NIE en trámite, expediente 28/2024/001873, clave de acceso al portal Xk9!pq77",
    "visa application number GWF0712345, portal login maria@example.com / Visa!2024",
    "visa application tracking number 2024-558310, portal password Kx9#mP2q",
    "visa application tracking number 2024-558310, the login is maria.k and the password Visa!2024",
    "numri i protokollit 8812/3, fjalëkalimi i portalit Tirana!2024",
    "aplikimi për leje qëndrimi, numri i protokollit 8812/3, PIN 4471",
    "د تذکرې غوښتنلیک د تعقیب شمېره 1402-55831، پټنوم Kabul!2024",
    "റേഷൻ കാർഡ് അപേക്ഷ നമ്പർ KL-2024-33910, പാസ്‌വേഡ് Kochi@2024",
    "ration card application number KL-2024-33910, card PIN 4471",
    "Reisepass beantragt, Antragsnummer 2024-558310, Zugangscode 88H2KQ",
    "Personalausweis beantragt, Antragsnummer 2024-558310, PIN des Ausweises 482913",
    "demande de titre de séjour, numéro de dossier 7700-2024-118822, mot de passe ANEF Soleil!77",
    "wniosek o dowód osobisty, numer wniosku 2024/558310, hasło do ePUAP Krowa!2024",
    "kimlik kartı başvurusu, başvuru numarası 2024558310, e-Devlet şifresi Ankara!2024",
    "заявление на загранпаспорт, номер заявления 2024-558310, пароль госуслуг Mama1956!",
    "αίτηση για διαβατήριο, αριθμός πρωτοκόλλου 118822/2024, κωδικός taxisnet Athina!2024",
    "طلب جواز السفر، رقم الطلب 2024-558310، كلمة المرور Riyadh!2024",
    "درخواست گذرنامه، کد رهگیری ۱۴۰۳۵۵۸۳۱۰، رمز عبور Tehran!1403",
    "בקשה לדרכון, מספר בקשה 2024-558310, סיסמה לאתר Ima1950!",
    "आधार अपडेट का आवेदन संख्या 2024-558310, पासवर्ड Delhi@2024",
    "护照申请，申请编号 E2024558310，登录密码 Ab123456!",
    "在留カード更新の申請番号 2024-558310、パスワード Tokyo!2024",
    "여권 신청 접수번호 2024-558310, 비밀번호 Seoul!2024",
    "pengajuan paspor, nomor permohonan 2024558310, kata sandi Jakarta!2024",
    "railway booking PNR 4521889731, IRCTC password Rail@2024",
    "expediente 28/2024/001873 — no lo compartas, clave 4471",
]

# The identity number itself, with an application's or a file's word near it.
ID_NUMBERS = [
    "NIE en trámite, expediente 28/2024/001873, mi NIE es Y4829173S",
    "NIE en trámite: Y4829173S",
    "NIE en trámite, expediente Y4829173X",
    "DNI en trámite, número de solicitud 12345678Z",
    "DNI para el número de expediente: 12345678Z",
    "solicitud de NIE, número de solicitud Y4829173S",
    "NIE: Y4829173S, expediente 28/2024/001873",
    "CPF em andamento, protocolo 529.982.247-25",
    "Aadhaar update request, my Aadhaar 2345 6789 0124",
    "Aadhaar update request number 2345 6789 0124",
    "आधार अपडेट आवेदन संख्या 2345 6789 0124",
    "PESEL taty, numer wniosku 44051401458",
    "wniosek o dowód osobisty, mój PESEL 44051401458",
    "kimlik başvurusu, başvuru numarası 10000000146",
    "Carta d'identità in rinnovo, numero di protocollo RSSMRA85T10A562S",
    "د تذکرې غوښتنلیک د تعقیب شمېره 1402-55831، د تذکرې شمېره ۱۴۰۲-۰۱۰۱-۱۲۳۴۵",
    "passport renewal application, tracking number 2024-558310, my passport number is K1234567",
    "PAN card application acknowledgement number 881024455831, PAN ABCDE1234F",
]

# A way in or a card beside a booking's code.
BOOKING_SECRETS = [
    "booking code AND the door PIN of the flat is 4471",
    "the booking code and the door PIN of the flat is 4471",
    "Booking code 7741ABX22 and the key box code 4471",
    "Flight booking ref QF7HZT, check-in PIN 4471",
    "Flight booking reference QF7HZT, PIN for online check-in 4471",
    "ferry booking BLU7QX, check-in PIN 4471",
    "κράτηση πλοίου κωδικός BLU7QX, PIN κάρτας 4471",
    "κράτηση πλοίου κωδικός BLU7QX, ο κωδικός της πόρτας είναι 4471",
    "κράτηση δωματίου, κωδικός πόρτας 4471",
    "κράτηση διαμερίσματος κωδικός 4471 για την πόρτα",
    "κράτηση Airbnb κωδικός 4471",
    "κράτηση ξενοδοχείου κωδικός KX7Q2P, μην τον δώσεις σε κανέναν",
    "reserva del apartamento, código 4471",
    "Buchung der Wohnung, Code 4471 für die Tür",
    "booking for the flat, code 4471",
    "booking reference QF7HZT, don't share the door code 4471",
    "Hotel booking number 7741-2204 — safe code 8812",
    "ferry booking BLU7QX, card 4539 1488 0343 6467",
    "NIE en trámite, expediente 28/2024/001873, número de tarjeta 4539 1488 0343 6467",
]


@pytest.mark.parametrize("text", APPLIED_FOR)
def test_a_file_number_after_the_document_applied_for_is_not_a_secret(text: str) -> None:
    assert looks_secret(text) is None


@pytest.mark.parametrize("text", OWNED_FILES)
def test_a_file_number_named_after_whose_document_it_is_is_not_a_secret(text: str) -> None:
    assert looks_secret(text) is None


@pytest.mark.parametrize("text", OWNED_IDS)
def test_a_documents_own_number_or_a_password_after_the_same_words_is_still_a_secret(text: str) -> None:
    assert looks_secret(text) is not None


@pytest.mark.parametrize("text", BOOKINGS)
def test_a_booking_code_or_tracking_number_is_not_a_secret(text: str) -> None:
    assert looks_secret(text) is None


@pytest.mark.parametrize("text", SECRETS_BESIDE)
def test_a_password_pin_or_login_beside_an_office_reference_is_still_a_secret(text: str) -> None:
    assert looks_secret(text) is not None


@pytest.mark.parametrize("text", ID_NUMBERS)
def test_the_identity_number_itself_near_an_application_word_is_still_a_secret(text: str) -> None:
    assert looks_secret(text) is not None


@pytest.mark.parametrize("text", BOOKING_SECRETS)
def test_a_door_code_pin_or_card_beside_a_booking_code_is_still_a_secret(text: str) -> None:
    assert looks_secret(text) is not None


def test_redaction_keeps_the_protocol_number_and_removes_the_portal_password() -> None:
    redacted = redact_secrets("numri i protokollit 8812/3, fjalëkalimi i portalit Tirana!2024")
    assert "Tirana!2024" not in redacted and "8812/3" in redacted


def test_redaction_removes_the_nie_and_keeps_the_file_number() -> None:
    redacted = redact_secrets("NIE en trámite, expediente 28/2024/001873, mi NIE es Y4829173S")
    assert "Y4829173S" not in redacted and "28/2024/001873" in redacted


def test_redaction_removes_the_door_pin_and_keeps_the_booking_code() -> None:
    redacted = redact_secrets("Flight booking ref QF7HZT, check-in PIN 4471")
    assert "4471" not in redacted and "QF7HZT" in redacted
