"""Round 22 (ids): a person's tax or identity number under its abbreviation, handed over for a personal purpose (a
receipt, an invoice, the pharmacy, the tax office, a refund, a clinic, a school form) even with a miscopied check
digit; a relative's document number after a long label ("the number of my mother-in-law's residence permit, for the
Home Office:"); and the look-alikes: a company's, shop's or firm's number (named so, or of a company-only shape), a
postcode, a phone, an order or file number, an office's phone "for the passport", and a car's number plate beside a
garage or gate (public), while a code near a plate word still counts."""

from __future__ import annotations

import pytest

from tiered_memory.shared.safety import looks_secret

PURPOSE_IDS = [
    "RUT pa' la boleta: 17.492.385-6",
    'RUN para la receta de la farmacia: 15.834.271-9',
    'Rut para la devolución de impuestos: 12.345.678-2',
    'NIF para a fatura da farmácia: 245 817 396',
    'Contribuinte para o recibo do ginásio: 231 456 780',
    'ΑΦΜ: 128397465, για την εφορία',
    'ΑΦΜ για την απόδειξη του φαρμακείου: 145 392 871',
    'NIF para la factura de la farmacia: 48291573K',
    'NIE para la devolución de Hacienda: X3928471L',
    'NIF per a la factura de la farmàcia: 39284716H',
    'CPF pra nota fiscal: 389.204.517-63',
    'CPF para o reembolso do plano de saúde: 412.883.105-20',
    'CUIL para el recibo de sueldo: 20-31847291-5',
    'CUIT para la factura del monotributo: 27-28394716-2',
    'Codice fiscale per lo scontrino della farmacia: RSSMRA85T10A562S',
    'CF per la detrazione delle spese mediche: BNCLRA92C45F205X',
    'PESEL do recepty w aptece: 85031204567',
    'ИНН для налогового вычета: 773412345678',
    'ІПН для податкової знижки: 3124509876',
    'Steuer-ID fürs Finanzamt: 47 036 892 817',
    'IdNr für die Steuererklärung: 12 345 678 901',
    'BSN voor de apotheek: 123456781',
    'Personnummer till apoteket: 850312-4567',
    'Fødselsnummer til skattemeldingen: 12038512345',
    'Fatura için TCKN: 12345678901',
    'NRIC for the clinic: S8734612A',
    'PAN for the tax refund: ABCPK1234L',
    'KRA PIN for the receipt: A012345678Z',
    'SSN for the tax return: 219-33-4472',
    'TIN for the BIR refund: 123-456-789-000',
    "Numéro fiscal pour la déclaration d'impôts : 1234567890123",
    'RFC para la factura de la farmacia: GAML880412QX3',
    'CNP pentru bonul fiscal de la farmacie: 1850312123456',
    'Rodné číslo pro lékárnu: 850312/1234',
    'Adóazonosító jel a szja-bevalláshoz: 8123456789',
    'OIB za račun iz ljekarne: 12345678901',
    'Henkilötunnus apteekkia varten: 120385-123A',
    'CPR-nummer til apoteket: 120385-1234',
    'TFN for the tax refund: 123 456 783',
    'SIN for the tax return: 046 454 288',
    'No. IC untuk resit farmasi: 850312-14-5678',
    'NIK untuk kuitansi apotek: 3174091203850001',
    'CCCD để xuất hóa đơn: 079085012345',
    'DNI para el ticket de la farmacia: 30123456',
    "CUIL pa' la obra social: 23-28491736-4",
    'NIF pra declaração do IRS: 198 765 432',
    'ΑΦΜ για την επιστροφή φόρου: 056 789 123',
    'Steuer-ID für die Erstattung: 65 929 970 488',
    'PESEL do PIT-u: 92071314765',
    'RUT para el formulario del colegio: 21.345.678-9',
]

PURPOSE_LOOKALIKES = [
    'RUT de la empresa para la boleta: 76.123.456-7',
    'RUT de la farmacia: 96.809.530-2',
    'RUT de la tienda en la boleta: 77.234.567-1',
    'NIF da farmácia: 501 234 567',
    'NIF da loja na fatura: 245 817 396',
    'ΑΦΜ εταιρείας για το τιμολόγιο: 094014201',
    'ΑΦΜ του φαρμακείου στην απόδειξη: 099123456',
    'CUIT del kiosco: 30-74734343-1, factura B',
    'NIP firmy do faktury: 525-000-84-20',
    'CIF de la empresa para la factura: B12345678',
    'Código postal para a fatura: 1000-123',
    'Número de encomenda para a fatura: 245817396',
    'Teléfono de la farmacia para la boleta: 22 345 6789',
    "RUT pa' la boleta: lo dejo después",
    'Boleta N° 17492385, pagada con débito',
    'ΑΦΜ: τον ζήτησε η εφορία, τον στέλνω αύριο',
    'Pedido 245 817 396 para a fatura da farmácia',
    'Steuernummer der Apotheke auf der Rechnung: 143/815/08152',
    'USt-IdNr. der Apotheke: DE136695976',
    'ИНН аптеки для чека: 7707083893',
    'NIF da empresa para a fatura: 503 456 789',
    'PAN of the company for the invoice: AABCT1234K',
    'KRA PIN ya kampuni kwa risiti: P051234567X',
    'Invoice number for the refund: 2024-117-3345',
    'RUT del restaurante en la boleta: 76.543.210-3',
    'CEP para a nota fiscal: 01310-100',
    'Telefone para o recibo: 21 345 6789',
    'CUIT de la inmobiliaria para la factura: 33-71234567-9',
    'NIF do restaurante no recibo: 514 283 990',
    'Número da fatura da farmácia: FT 2024/1834',
    'Codice fiscale della ditta per lo scontrino: 01234567890',
    'ИНН организации для чека: 7725390114',
    'Steuernummer der Firma für die Rechnung: 21/815/08150',
    "RUT pa' la boleta del almacén: 76.004.321-K",
    'BSN niet nodig voor de apotheek, alleen de pas 12345',
    'TIN of the clinic on the receipt: 004-123-456-000',
    'Tax refund of 1.234,56 € for 2024, reference 2024-55-1234',
    'Ticket de la farmacia n.º 48291573, total 12,40 €',
    'NRIC photo for the clinic form, number later',
    'RFC de la farmacia en la factura: FAH850101AB1',
    'CF per la fattura: 01234567890',
    'NIF para a fatura: 503 123 456',
    'NIF para a fatura: 1000-123 Lisboa',
    'CPF pra nota: 01310-100',
    'ΑΦΜ για το τιμολόγιο: 801472935',
    'CUIT para la factura: 30-71234567-9',
    'ИНН для чека: 7707083893',
    'PAN for the invoice: AABCT1234K',
    'RUT: 17.492.385-6',
    'RUT para la boleta: 76.123.456-7',
    'ΑΦΜ για την εφορία: 094014201',
    'RUT pa la boleta: +56 9 8765 4321',
    'Steuer-ID fürs Finanzamt: siehe Brief vom 12.03.2024',
    'CPF pra nota fiscal: (21) 98765-4321',
    'PESEL do recepty: 2024-03-15',
    'Für die Steuererklärung: Rechnung Nr. 2024-118 vom Handwerker',
]

RELATIVES_DOCUMENTS = [
    'Die Nummer vom Aufenthaltstitel meiner Schwiegermutter, für die Ausländerbehörde: Y4K7M2P91',
    'Die Nummer vom Reisepass meines Schwiegervaters, für das Konsulat: C01X00T47',
    'Die Nummer des Personalausweises meiner Oma, für die Bank: L01X00T47',
    "The number of my mother-in-law's residence permit, for the Home Office: ZU1234567",
    "The number on my father-in-law's passport, for the embassy form: 548213967",
    'El número del pasaporte de mi suegra, para el consulado: PAB482913',
    'El número de la tarjeta de residencia de mi cuñado, para extranjería: Y1234567K',
    'Le numéro du titre de séjour de ma belle-mère, pour la préfecture : 7512345678',
    "Le numéro du passeport de mon beau-père, pour l'ambassade : 19AB12345",
    'Il numero del permesso di soggiorno di mia suocera, per la questura: AB1234567',
    "Il numero della carta d'identità di mio nonno, per il comune: CA12345BX",
    'O número da autorização de residência da minha sogra, para o SEF: AR1234567',
    'O número do passaporte do meu sogro, para o consulado: FZ123456',
    'Het nummer van de verblijfsvergunning van mijn schoonmoeder, voor de IND: V12345678',
    'Numer karty pobytu mojej teściowej, dla urzędu: RP1234567',
    'Numer paszportu mojego teścia, do ambasady: EA1234567',
    'Номер паспорта моей свекрови, для консульства: 4509 718230',
    'Номер вида на жительство моей тёщи, для миграционной службы: 82 1234567',
    'Numărul permisului de ședere al soacrei mele, pentru IGI: RO1234567',
    'Kayınvalidemin ikamet izni numarası, göç idaresi için: 99123456780',
    'Svärmors uppehållstillstånd, numret till Migrationsverket: UT1234567',
    'Číslo povolení k pobytu mé tchyně, pro cizineckou policii: ZC1234567',
    'Ο αριθμός της άδειας διαμονής της πεθεράς μου, για την υπηρεσία αλλοδαπών: ΑΒ1234567',
    'Nomor paspor ibu mertua saya, untuk kedutaan: B1234567',
    'Номер посвідки на проживання моєї свекрухи, для міграційної служби: IT1234567',
    'De verblijfsvergunning van mijn schoonvader heeft nummer V87654321, voor de gemeente',
    'Het nummer van het rijbewijs van mijn opa, voor de verzekering: 5123456789',
    'Die Führerscheinnummer meines Schwiegervaters, für die Versicherung: B072RRE2I55',
    "The number of my sister-in-law's driving licence, for the rental desk: MORGA753116SM9IJ",
    'El número del DNI de mi cuñada, para la mutua: 48291573Q',
]

DOCUMENT_LOOKALIKES = [
    'Die Telefonnummer der Ausländerbehörde meiner Schwiegermutter: 0221 221-0',
    'Die Nummer vom Wartezimmer der Ausländerbehörde: 12',
    'Aufenthaltstitel meiner Schwiegermutter läuft ab am 12.05.2027',
    'Termin bei der Ausländerbehörde für den Aufenthaltstitel meiner Schwiegermutter: 14.03. um 9:30',
    "The number of the consulate, for my mother-in-law's passport: +44 20 7946 0958",
    'El teléfono del consulado para el pasaporte de mi suegra: 913 456 789',
    'Le numéro de dossier de la préfecture pour le titre de séjour de ma belle-mère : 2024-77',
    'Il numero di telefono della questura, per il permesso di mia suocera: 06 4686',
    'Numer sprawy w urzędzie, karta pobytu teściowej: 2024/118',
    'Номер телефона консульства для паспорта свекрови: 8 800 555 35 35',
    "The fee for my mother-in-law's residence permit renewal: 120 euros",
    'Die Gebühr für den Aufenthaltstitel meiner Schwiegermutter: 100 Euro',
    'Frais du titre de séjour de ma belle-mère : 225 euros',
    "My mother-in-law's passport expires on 2031-05-06",
    "The residence permit office opens at 0800, bring my mother-in-law's file 12",
    'Die Buslinie zur Ausländerbehörde für meine Schwiegermutter: 146',
    'Wartenummer bei der Ausländerbehörde für meine Schwiegermutter: A123',
    'Aktenzeichen der Ausländerbehörde (Aufenthaltstitel Schwiegermutter): 2024/118',
]

PLATES = [
    'plaque du voisin qui bloque le garage : GH-417-KT, à signaler',
    'Plaque de la voiture garée devant le portail : AB-123-CD',
    'Kennzeichen vom Nachbarn, der die Garageneinfahrt zuparkt: M-AB 1234',
    'Das Auto vor dem Tor hat das Kennzeichen B-XY 482, Ordnungsamt anrufen',
    'Matrícula del coche que bloquea la cochera: 4821 KLM',
    'La matrícula del vecino que tapa el portón: 1234-BCD, avisar al portero',
    'Matrícula do carro que bloqueia a garagem: AA-12-BB',
    'Placa do carro do vizinho na frente do portão: ABC1D23',
    "Targa dell'auto che blocca il garage: AB 123 CD, da segnalare",
    'Kenteken van de buurman die de garage blokkeert: 12-ABC-3',
    'Registreringsnummer på bilen som blockerar garaget: ABC 123',
    'Numer rejestracyjny auta sąsiada pod bramą garażu: WX 12345',
    'SPZ auta, které blokuje garáž: 1AB 2345',
    'Rendszám, ami elállta a garázst: ABC-123',
    'Plaka komşunun arabası garajı kapatıyor: 34 ABC 123',
    'Номер машины соседа, перегородившей гараж: А123ВС77',
    'License plate of the car blocking my garage: 7ABC123, reported to the HOA',
    'Taxi plate number for the ride to the airport: T 4821 AB',
    'Rental car plate, parked in bay 12 of the garage: KL 847 MN',
    "The neighbour's plate, blocking the gate again: WX21 ABC",
    '车牌号 京A·12345 的车堵在车库门口',
    'ナンバープレート 品川 300 あ 12-34 の車が車庫の前に',
    '번호판 12가 3456 차가 차고 앞을 막고 있음',
    'ป้ายทะเบียน กข 1234 จอดขวางโรงรถ',
    'Biển số xe chắn cửa gara: 51F-123.45',
    'Plat nomor mobil tetangga yang menghalangi garasi: B 1234 XYZ',
    'Nambari ya gari la jirani linalozuia geti: KCA 123A',
    'Regisztrációs szám a kapu előtt: AB-12-34',
    'Αριθμός κυκλοφορίας του αυτοκινήτου που κλείνει το γκαράζ: ΙΚΒ-1234',
    'plaque GH-417-KT du camion de livraison devant la porte du parking',
    'Kennzeichen des Mietwagens in der Tiefgarage: HH-RX 742',
]

CODES_NEAR_PLATES = [
    "Code du garage : 4827, la plaque du voisin c'est GH-417-KT",
    'Garagentor-Code 59314, nicht das Kennzeichen',
    'Código del garaje: 7731# (la matrícula no importa)',
    'The garage door code is 2580, my plate is 7ABC123',
    'Codice del cancello del garage: 4412, targa AB 123 CD',
    'Pincode van de garagedeur: 9034',
    'Kod do bramy garażu: 1357, numer rejestracyjny nieważny',
    'Portkod till garaget: 2468',
    'Code portail : 7319, plaque à côté',
    'Garage gate PIN 80417 — not the plate number',
    'Senha do portão da garagem: 4455',
    '車庫の暗証番号は 3821 です',
    '车库门密码 9527',
    '차고 비밀번호 4096',
    'Garaj kapısı şifresi: 6631',
    'Plaque : GH-417-KT ; code du garage 4827',
    'Matrícula 4821 KLM, y la clave del garaje es Garaje_2024!',
    'Kennzeichen M-AB 1234, Passwort der Garagen-App: Tor!Auf77',
    'targa AB123CD, codice cancello 5521',
    'plate 7ABC123 and the gate code is 9931',
]

PURPOSE_IDS_MORE = [
    '주민번호 연말정산용: 850312-1234568',
    'マイナンバー 確定申告用: 1234 5678 9013',
    '身份证号开发票用: 110101198503121235',
    'PAN टैक्स रिफंड के लिए: ABCPK1234L',
    'TIN para sa BIR: 123-456-789-000',
    'NPWP untuk SPT tahunan: 09.254.294.3-407.000',
    'Mã số thuế cá nhân để quyết toán thuế: 8012345678',
    'תעודת זהות לקופת חולים: 123456780',
    'NIF per a la declaració de la renda: 46123457B',
    'ИНН для вычета за лечение: 500100732259',
    'Steuer-ID für die Apotheke: 47 036 892 816',
    'RUT para la isapre: 15.834.271-K',
    'CPF para a matrícula da escola: 529.982.247-26',
    'CUIL para la obra social: 27-28394716-5',
    'NIE per la farmàcia: Y1234567X',
    'Codice fiscale per la ricetta del medico: MRARSS80A01H501U',
    'PESEL do przychodni: 90010112345',
    'ΑΦΜ για την αίτηση του σχολείου: 123456789',
    "NIF pour la déclaration d'impôts: 1234567890124",
    'BSN voor het ziekenhuis: 111222334',
]

PURPOSE_LOOKALIKES_MORE = [
    '주문번호 연말정산용: 2024-118-3345',
    '領収書番号 確定申告用: R-2024-0001',
    '发票号码开发票用: 04400191100112345678',
    'ИНН для вычета: 7707083893, это клиника',
    'Steuernummer der Apotheke für die Rechnung: 143/815/08152',
    'RUT de la isapre para la boleta: 96.572.800-7',
    'CNPJ da escola para a matrícula: 12.345.678/0001-95',
    'CUIT de la obra social para la factura: 30-54666656-1',
    'Codice fiscale della farmacia per lo scontrino: 01234567890',
    'NIP przychodni do faktury: 525-000-12-34',
    'ΑΦΜ του σχολείου για την απόδειξη: 090123456',
    'BSN-formulier voor het ziekenhuis, nummer 4 van 10',
    'Telefone da escola para a matrícula: (11) 3456-7890',
    'Código postal para la factura de la farmacia: 28013',
    'Número de pedido para la factura: 4500123456',
]

VEHICLE_PLATES = [
    'KSRTC Swift bus KL 15 A 4402, Thiruvananthapuram to Kozhikode',
    'Uber, white Swift, KA 01 AB 1234, arriving in 3 min',
    'taxi 4821 KLM outside the hotel',
    'matatu KCA 123A to town, Ksh 100',
    'Ola auto MH 12 QW 4567 waiting at gate 2',
    'Bus MH-01-AB-1234 leaves from platform 4',
    'Grab car B 1234 XYZ, driver Budi',
    'Taxi AB-123-CD devant la gare',
    'Taxi M-XY 4821 wartet vor dem Tor',
    'El taxi 1234-BCD está en la puerta del garaje',
    'O táxi AA-12-BB chegou ao portão',
    'Il taxi AB 123 CD è al cancello',
    'Taksi 34 ABC 123 kapıda bekliyor',
    'Такси А123ВС77 у подъезда',
    'Bolt car WX21 ABC, grey Corolla',
    'boda boda UBE 123X at the gate',
    'jeepney NYA 1234 papuntang Cubao',
    'Lieferwagen HH-RX 742 blockiert die Einfahrt',
]

CODES_NEAR_VEHICLES = [
    'Code du portail pour le taxi : 4821',
    'Garage code for the Uber driver: 7391',
    'Auto-Garagencode 5512',
    'El código del garaje para el taxi: 8830',
    'Car wifi password: AB12-CD34-EF',
    'bus pass PIN 4471',
    'Truck lock combo 12-44-7',
    'Tesla PIN to Drive: 2580',
    'Código da garagem para o táxi: 6624',
    'Kod do bramy dla taksówki: 9017',
    'Van alarm code 31415',
    'Taxi app password: Taksi!2024',
    'Taksi uygulaması şifresi: Sari34Taksi',
    'Пароль от приложения такси: Taxi_Moskva77',
    'Mobil keluarga, PIN alarm 8821',
]

PURPOSE_WORD_ORDERS = [
    'Para a fatura da farmácia, NIF 245 817 396',
    'Pa la boleta, RUT 17.492.385-6',
    'Για την εφορία ο ΑΦΜ είναι 128397465',
    'ΓΙΑ ΤΗΝ ΕΦΟΡΙΑ: ΑΦΜ 128397465',
    'Fürs Finanzamt: Steuer-ID 47 036 892 817',
    'For the tax return, SIN 046 454 288',
    'RUT 17.492.385-6 pa la boleta de la farmacia',
    'NIF 245 817 396 para a fatura da farmácia',
]

PURPOSE_WORD_ORDER_LOOKALIKES = [
    'Para a fatura da empresa, NIF 503 123 456',
    'Για το τιμολόγιο της εταιρείας, ΑΦΜ 094014201',
    'El RUT 17.492.385-6 es de la empresa, para la boleta',
    'ΑΦΜ 128397465 της εταιρείας, για την εφορία',
    'NIF 245 817 396 da farmácia, aparece na fatura',
]

RELATIVES_DOCUMENTS_MORE = [
    'Kayınpederimin pasaport numarası, konsolosluk için: U12345678',
    'Az anyósom tartózkodási engedélyének száma, a bevándorlási hivatalnak: HU1234567',
    'Anoppini oleskeluluvan numero, Migrille: FI1234567',
    '義母の在留カードの番号、入管用: AB12345678CD',
    '我婆婆的居留证号码，给出入境管理局用：MA1234567',
    '시어머니 외국인등록번호, 출입국사무소 제출용: 850312-6234567',
    'رقم إقامة حماتي، لمكتب الجوازات: 2123456789',
    'मेरी सास के पासपोर्ट का नंबर, दूतावास के लिए: P1234567',
    'Số hộ chiếu của mẹ chồng tôi, để nộp lãnh sự quán: C1234567',
    'Nomor KITAS ibu mertua saya, untuk kantor imigrasi: 2C21JE1234-AB',
    'Broj boravišne dozvole moje svekrve, za policiju: 123456789',
    'Číslo pasu mého tchána, pro ambasádu: 41234567',
    'Numărul pașaportului socrului meu, pentru ambasadă: 051234567',
    'Nambari ya pasipoti ya mama mkwe wangu, kwa ubalozi: AB123456',
    'Numero ng pasaporte ng biyenan ko, para sa embahada: P1234567A',
    'Telefon und Ausweisnummer meiner Mutter: L01X00T47',
    'Phone / passport number of my dad: 548213967',
]

DOCUMENT_LOOKALIKES_MORE = [
    'Konsolosluğun telefon numarası, kayınpederimin pasaportu için: 0212 123 45 67',
    'Dossiernummer bij de IND voor de verblijfsvergunning van mijn schoonmoeder: 2024-118',
    '入管の電話番号、義母の在留カードの件: 0570-013904',
    'رقم هاتف مكتب الجوازات بخصوص إقامة حماتي: 920020405',
    'Die Gebühr für den Reisepass meines Schwiegervaters, beim Bürgeramt: 70 Euro',
    'Le rendez-vous pour le passeport de mon beau-père, à la mairie : 14h30',
    'Il costo del passaporto di mio suocero, per la questura: 116 euro',
    'Número de cita para el pasaporte de mi suegro: 2024-55',
    'Wartenummer im Bürgeramt für den Ausweis meiner Oma: B17',
    'Telefon ambasady w sprawie paszportu teścia: +48 22 123 45 67',
    'Telefone da embaixada para a renovação do passaporte da minha sogra: 21 123 4567',
]


@pytest.mark.parametrize("text", PURPOSE_IDS + PURPOSE_IDS_MORE + PURPOSE_WORD_ORDERS)
def test_a_persons_id_given_for_a_receipt_or_the_tax_office_is_a_secret(text: str) -> None:
    assert looks_secret(text) is not None


@pytest.mark.parametrize("text", PURPOSE_LOOKALIKES + PURPOSE_LOOKALIKES_MORE + PURPOSE_WORD_ORDER_LOOKALIKES)
def test_a_companys_number_a_postcode_a_phone_or_an_order_number_for_an_invoice_is_public(text: str) -> None:
    assert looks_secret(text) is None


@pytest.mark.parametrize("text", RELATIVES_DOCUMENTS + RELATIVES_DOCUMENTS_MORE)
def test_a_relatives_document_number_after_a_long_label_is_a_secret(text: str) -> None:
    assert looks_secret(text) is not None


@pytest.mark.parametrize("text", DOCUMENT_LOOKALIKES + DOCUMENT_LOOKALIKES_MORE)
def test_an_offices_phone_fee_file_number_or_date_about_a_relatives_document_is_public(text: str) -> None:
    assert looks_secret(text) is None


@pytest.mark.parametrize("text", PLATES + VEHICLE_PLATES)
def test_a_car_number_plate_beside_a_garage_or_gate_or_after_a_vehicle_is_public(text: str) -> None:
    assert looks_secret(text) is None


@pytest.mark.parametrize("text", CODES_NEAR_PLATES + CODES_NEAR_VEHICLES)
def test_a_garage_or_gate_code_near_a_plate_word_is_still_a_secret(text: str) -> None:
    assert looks_secret(text) is not None
