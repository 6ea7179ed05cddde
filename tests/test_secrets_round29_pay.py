"""Round 29, accounts to pay into that belong to an organisation: a club's, a society's, an association's, a council's
or municipality's, a parish's, a sports team's, a parents' committee's, a cooperative's, a residents' association's or
a kindergarten's account (an IBAN, an account number with its sort code or IFSC, a payment reference) is public in about
forty languages, as is one the text calls public ("सार्वजनिक है", "公开信息"); look-alikes that must stay secret are the
user's or a relative's own account beside the same words ("my account", "Mamas Konto", one to receive a salary or a
refund, a treasurer's personal account, an account at a building society), and a credential beside the organisation's
account (its online-banking PIN or password, a treasurer's login, a TAN).
"""

from __future__ import annotations

import re

import pytest

from tiered_memory.shared.safety import REDACTED_SECRET, looks_secret, redact_secrets

ORGANISATION_ACCOUNTS = [
    "Rovers FC fees: pay to Rovers Football Club, sort code 20-45-77, account 63019842, reference = child's surname",
    'Gemeentelijke belastingen mama: NL79INGB9343449587 t.n.v. Gemeente, aanslagnummer 3011 4488 2290',
    'Članarina društva: SI56 6967 0349 1210 293, sklic ime otroka',
    'Il-ħlas tal-klabb: IBAN MT84MALT011000012345MTLCAST001S, Kumitat Żgħażagħ',
    'شماره شبای باشگاه برای شهریه: IR820540102680020817909002 به نام باشگاه فجر',
    'क्लब की फ़ीस: खाता संख्या 50100234567812, IFSC HDFC0001234, गोकुल स्पोर्ट्स क्लब — सार्वजनिक है',
    'کلب کی فیس: IBAN PK36SCBL0000001123456702، نام کلب سپورٹس',
    'મંડળ ની ફી: ખાતા નં 30211457720, IFSC SBIN0001122 — જાહેર છે',
    '俱乐部会费请转账到：中国银行 账号 6216 6100 0001 2345 678，户名 青少年足球俱乐部（公开信息）',
    'Tâl aelodaeth y clwb: cod didoli 30-94-12, cyfrif 01234567, CPD Llanrug',
    'Swim club subs: Barclays, sort code 20-32-06, account 53918204, account name Otters Swimming Club',
    "PTA raffle money goes to the PTA account: sort code 30-96-26, acc 17729340, ref your child's class",
    'Parish council allotment rent: pay to Llanfair Parish Council, sort code 40-11-62, account 71204599',
    "Residents' association service charge: account 41187720, sort code 09-01-28, payee Maple Court RA",
    'Under-9s team kit money: pay into the club account, sort code 60-83-71, account 20574418',
    'Cricket club annual dues - bank details are public on the website: sort code 11-02-83, acc 88215307',
    'Mitgliedsbeitrag Turnverein: IBAN DE44 5001 0517 5407 3249 31, Empfänger TSV Hochdorf e.V., Verwendungszweck Name des Kindes',
    'Beitrag für den Förderverein der Kita: DE44500105175407324931 (Förderverein Sonnenschein)',
    'Contributie voetbalvereniging: NL91RABO0312485566 t.n.v. VV De Zwaluwen, o.v.v. naam lid',
    'Ouderbijdrage schoolreis: rekeningnummer NL91 RABO 0312 4855 66 t.n.v. Ouderraad De Regenboog',
    "Cotisation du club de judo : IBAN FR76 3000 6000 0112 3456 7890 189, au nom de l'Amicale Judo Club",
    "Adhésion à l'association des parents d'élèves : virement sur FR7630006000011234567890189",
    'Cuota del club de fútbol: ES91 2100 0418 4502 0005 1332 a nombre de Club Deportivo Atlético Sur',
    'Cuota del AMPA: cuenta ES9121000418450200051332, concepto nombre del alumno',
    'Mensalidade do clube: IBAN PT50 0002 0123 1234 5678 9015 4, Associação Recreativa',
    'Quota associativa del circolo tennis: IBAN IT60X0542811101000000123456 intestato a ASD Tennis Club',
    'Składka członkowska klubu: PL61 1090 1014 0000 0712 1981 2874, Stowarzyszenie Sportowe Orzeł',
    'Rada rodziców - składka: nr konta 61 1090 1014 0000 0712 1981 2874',
    'Členský příspěvek oddílu: číslo účtu 19-2000145399/0800, TJ Sokol',
    'Članarina udruge: IBAN HR1210010051863000160, Udruga roditelja Vrtić Maslačak',
    'Tagdíj az egyesületnek: HU42 1177 3016 1111 1018 0000 0000, Sportegyesület',
    'Cotizația clubului: RO49 AAAA 1B31 0075 9384 0000, Asociația Sportivă',
    'Членский взнос клуба: р/с 40703810938000012345, БИК 044525225, получатель Спортивный клуб «Олимп»',
    'Внесок до ОСББ: IBAN UA743052990000026007233566001, отримувач ОСББ «Затишок»',
    'Συνδρομή συλλόγου: IBAN GR16 0110 1250 0000 0001 2300 695, Σύλλογος Γονέων',
    'Medlemsavgift till föreningen: bankgiro 5050-1055, konto SE45 5000 0000 0583 9825 7466, IK Sirius',
    'Kontingent til idrettslaget: kontonummer 8601 11 17947, Idrettslaget Ørn',
    'Jäsenmaksu seuralle: FI21 1234 5600 0007 85, viitenumero 13370',
    'Biedru nauda biedrībai: LV80BANK0000435195001, biedrība Rīgas Sports',
    'Kulüp aidatı: TR33 0006 1005 1978 6457 8413 26, Spor Kulübü Derneği',
    'اشتراك النادي: الآيبان SA03 8000 0000 6080 1016 7519 باسم نادي الشباب',
    'דמי חבר למועדון: חשבון 12-345-678901, עמותת מועדון הכדורגל',
    'শিশু ক্লাবের চাঁদা: হিসাব নম্বর 1502201234567, ক্লাবের নামে',
    'ਕਲੱਬ ਦੀ ਫੀਸ: ਖਾਤਾ 50100298765432, IFSC HDFC0004321',
    'சங்க சந்தா: கணக்கு எண் 60234567891, IFSC IOBA0001234',
    '동호회 회비 입금: 국민은행 계좌 123401-04-567891, 예금주 한강축구동호회',
    '町内会費の振込先：ゆうちょ銀行 記号12345 番号67891234 自治会',
    '家长会班费：工商银行 账号 6222 0202 0001 2345 678，户名 实验小学家委会',
    'Hội phí hội phụ huynh: số tài khoản 0071001928375 Vietcombank, chủ tài khoản Ban đại diện',
    'Iuran koperasi: rekening BCA 8210345678 a.n. Koperasi Warga Sejahtera',
    'Yuran PIBG sekolah: akaun Maybank 5641 2233 8899, PIBG SK Taman Jaya',
    'ค่าสมาชิกชมรม: เลขบัญชี 123-4-56789-0 กสิกร ชื่อบัญชี ชมรมฟุตบอล',
    'Ada ya chama: akaunti CRDB 0152345678900, Chama cha Wazazi',
    'Cuota mensual del club: CBU 0720012320000001234567, titular Club Atlético Barrio Norte',
    'Mensalidade da associação de moradores: conta corrente 12345-6, agência 0001, Associação de Moradores',
    'Fees for the swimming lessons: account 63019852, sort code 20-45-77 - this is public, fine to share',
    'Konto für die Spenden, öffentlich: DE44 5001 0517 5407 3249 31',
    'Council tax: pay Cardiff Council, sort code 30-00-02, account 00743210, reference is the council tax account no',
    'Mosque committee donations: account 0123456789012, IFSC SBIN0004567, Masjid Committee Trust',
    'Temple committee annual vargani: khata kramank 32105467891, IFSC MAHB0000123, Shri Ganesh Mandal',
    'HOA dues: routing 021000021, account 483920175 - Oak Ridge Homeowners Association',
    'Food co-op share payment: account 23319876, sort code 08-92-99, Greenway Co-operative',
    "Kindergarten trip money: pay to the kindergarten's account 50123498, sort code 40-47-84",
    'Kirchengemeinde Kollekte: IBAN DE44 5001 0517 5407 3249 31, Ev. Kirchengemeinde St. Paul',
    'Elternbeirat Klassenfahrt: Überweisung an DE44500105175407324931, Elternbeirat Grundschule',
    'Hundesteuer an die Stadt: IBAN DE44 5001 0517 5407 3249 31, Kassenzeichen 5.0123.456789.1',
    'Cuota de la comunidad de vecinos: ES91 2100 0418 4502 0005 1332, Comunidad de Propietarios Calle Mayor 5',
    'Tasa de basura del ayuntamiento: cuenta ES9121000418450200051332, referencia 2024-55123',
    'Quota della parrocchia per il campo estivo: IBAN IT60 X054 2811 1010 0000 0123 456, Parrocchia San Marco',
    "Retta dell'asilo: IT60X0542811101000000123456, intestato a Cooperativa Sociale Girasole",
    'Opłata za przedszkole: konto 61 1090 1014 0000 0712 1981 2874, Gmina Wieliczka',
    'Poplatek za školku: účet 19-2000145399/0800, obec Dolní Lhota, VS 20240117',
    'Чланарина клуба: текући рачун 160-0000000123456-78, Фудбалски клуб Раднички',
    'Членски внос за читалището: IBAN BG80 BNBG 9661 1020 3456 78, Читалище Просвета',
    'Liikmemaks seltsile: EE38 2200 2210 2014 5685, MTÜ Spordiselts Kalev',
    'Nario mokestis draugijai: LT12 1000 0111 0100 1000, Lietuvos sporto draugija',
    'Síntiús an chumainn: IBAN IE29 AIBK 9311 5212 3456 78, Cumann Lúthchleas Gael',
    'Kuota e anëtarësisë: IBAN AL35 2021 1109 0000 0000 0123 4567, Shoqata e Prindërve',
    'Üzvlük haqqı klub üçün: AZ21 NABZ 0000 0000 1370 1000 1944, İdman klubu',
    'Ada ya klabu: akaunti NMB 20110034567, Klabu ya Mpira Simba Kids',
    'Butaw ng samahan: account 001234567890 BDO, Samahan ng mga Magulang',
    'नगरपालिका कर: खाता संख्या 36912345678, IFSC SBIN0007788, नगर परिषद',
    'मंडळाची वर्गणी: खाते क्रमांक 60123456789, IFSC MAHB0000123, गणेश मंडळ',
    'సంఘం చందా: ఖాతా సంఖ్య 62345678901, IFSC ANDB0001234, యువజన సంఘం',
    'ಸಂಘದ ಶುಲ್ಕ: ಖಾತೆ ಸಂಖ್ಯೆ 64123456789, IFSC CNRB0001234, ಕನ್ನಡ ಸಂಘ',
    'ക്ലബ് ഫീസ്: അക്കൗണ്ട് നമ്പർ 67012345678, IFSC FDRL0001234, യുവജന ക്ലബ്',
    'انجمن اولیا و مربیان: شماره حساب 0102345678901 بانک ملت به نام انجمن مدرسه',
    'رسوم الجمعية: رقم الحساب 0108000000099999999 باسم جمعية الحي',
    'ועד הבית: חשבון 12-600-456789 על שם ועד הבית רחוב הרצל',
    'クラブの会費：みずほ銀行 普通 口座番号 2837461 少年野球クラブ',
    '어린이집 특별활동비: 신한은행 110-234-567891, 예금주 해님어린이집',
    '居委会活动费：建设银行 账号 6217 0000 1234 5678 901，户名 和平里居委会',
    'Quỹ hội phụ huynh lớp 3A: số tài khoản 19034567891011 Techcombank',
    'Iuran RT 05: rekening Mandiri 1230009876543 atas nama Paguyuban RT 05',
    'ค่าส่วนกลางนิติบุคคลหมู่บ้าน: เลขที่บัญชี 987-6-54321-0 ไทยพาณิชย์',
    'Mensalidade do clube de futebol: PIX não, só conta 56789-0 agência 1234, Clube Atlético',
    'Lidgeld jeugdvoetbal: BE68 5390 0754 7034 op naam van KFC Eendracht',
    'Netball team subs go to acct 40128833, s/c 20-11-90, name: Hawks Netball Club',
    'Scouts camp fee: 1st Didsbury Scout Group, account 31778822, sort code 09-01-29',
    'Choir membership: IBAN IE29 AIBK 9311 5212 3456 78 (Dublin Gospel Choir), not secret',
    'Gemeente Utrecht parkeervergunning: NL91 RABO 0312 4855 66, betalingskenmerk 1234 5678 9012 3456',
    'Elternrat Kita Regenbogen, Konto DE44 5001 0517 5407 3249 31, Verwendungszweck: Ausflug Lena',
    'Cuota del club de pádel: transferir a ES91 2100 0418 4502 0005 1332, titular Club Pádel Norte',
    'Mosque building fund - account 0123456789012, IFSC SBIN0004567, everyone can donate',
    '会费打到协会账户：6222 0202 0001 2345 678，户名 市羽毛球协会',
    '자치회비: 농협 301-0123-4567-81, 예금주 OO아파트 입주자대표회의',
    'Kontingent fotballklubben: 1503.48.29173, Ørn IL',
    'Aidat için dernek hesabı: TR33 0006 1005 1978 6457 8413 26',
    "Church roof appeal: St Mary's Parish, sort code 40-35-21, account 91827364",
]

OWN_ACCOUNTS = [
    'My club membership is paid yearly; my IBAN for the club to refund me: DE89 3704 0044 0532 0130 01',
    'Rovers FC fees: my account 63019842, sort code 20-45-77',
    'Club fees are paid from my account 63019842, sort code 20-45-77',
    "Rovers FC: mum's account 63019842, sort code 20-45-77, for the club to refund her",
    'Mamas Konto für den Vereinsbeitrag: DE44 5001 0517 5407 3249 31',
    'Vereinsbeitrag wird von meinem Konto DE44 5001 0517 5407 3249 31 abgebucht',
    'Contributie voetbalclub: mijn rekening NL79INGB9343449587',
    'Rekening van mama voor de contributie van de voetbalclub: NL91RABO0312485566',
    'Cuota del club: mi cuenta ES91 2100 0418 4502 0005 1332 para que me devuelvan la fianza',
    'Cotisation du club : mon compte FR76 3000 6000 0112 3456 7890 189 pour le remboursement',
    'Składka klubu: mój numer konta 61 1090 1014 0000 0712 1981 2874',
    "Kulüp aidatı iadesi için IBAN'ım TR33 0006 1005 1978 6457 8413 26",
    'Account to receive my salary from the club: 63019842, sort code 20-45-77',
    'The club pays my coaching wages into account 63019842, sort code 20-45-77',
    "Pay the club fees into the treasurer's personal account 63019842, sort code 20-45-77",
    '俱乐部会费退款到我的账号 6216 6100 0001 2345 678',
    '동호회 회비 환불: 내 계좌 국민은행 123401-04-567891',
    'باشگاه: شماره شبای من IR820540102680020817909002 برای برگشت شهریه',
    'क्लब की फ़ीस वापसी के लिए मेरा खाता संख्या 50100234567812',
    'Vračilo članarine društva na moj IBAN SI56 1910 0000 0123 438',
    'Nationwide Building Society account 63019842, sort code 07-00-93',
    'Credit union account 88215307, routing 211274450, for direct deposit',
    "Swim club treasurer: my bank account 53918204, sort code 20-32-06, please don't share it",
    'Club account 53918204, sort code 20-32-06; my own account for the club to refund me is 6301984277',
    'Papas IBAN für die Rückerstattung vom Verein: DE44 5001 0517 5407 3249 31',
    'Членский взнос клуба вернуть на мой счёт в Сбербанке 40817810099910004312',
    'クラブの会費の返金は私の口座へ：みずほ銀行 普通 2837461',
    'मेरा खाता संख्या 50100234567812, क्लब फ़ीस की वापसी के लिए',
    'حسابي لاسترداد رسوم النادي: SA03 8000 0000 6080 1016 7519',
    'Mi cuenta para cobrar el sueldo de entrenador del club: ES91 2100 0418 4502 0005 1332',
    'Voetbalclub betaalt mijn vergoeding op mijn rekening NL91 RABO 0312 4855 66',
    "Mama's account 17729340, sort code 30-96-26, for the PTA refund",
    'Cuenta de mi madre para la devolución de la cuota del club: ES91 2100 0418 4502 0005 1332',
    "My son's club fees are paid from my account 40128833, s/c 20-11-90",
    'Scouts refund to my account 31778822, sort code 09-01-29 please',
    'Choir: my IBAN IE29 AIBK 9311 5212 3456 78 for reimbursements',
]

CREDENTIALS = [
    'Club online banking PIN: 4471',
    'Rovers FC online banking password: Rovers#2024',
    'Treasurer login to the club bank: user rovers_fc, pass Gr33nF!eld',
    'club account password: Kx82!ppq',
    'Vereinskonto Online-Banking: Anmeldename TSV-Kasse, PIN 58213',
    'Clave de la banca online del club: Futbol#2291',
    'Wachtwoord internetbankieren van de vereniging: Zwaluw!88',
    '俱乐部网银登录密码：Qz7#kk29',
    '동호회 통장 비밀번호 4471',
    'TAN für die Überweisung vom Vereinskonto: 482913',
    "Swim club account 53918204, sort code 20-32-06; the treasurer's card PIN is 8824",
    'PTA account: sort code 30-96-26, acc 17729340 - card PIN 1357, do not share',
    'Elternbeirat Online-Banking Passwort: Sonne2024!',
    'Temple committee UPI PIN: 482913',
    'Kita-Förderverein: Zugangsdaten Online-Banking Benutzer foerder01, PIN 58213',
    "Rovers FC safe code 4471 - the club's account is 63019842",
    'Club treasurer online banking: login hawks01, password Netball#77',
    'Church safe combination 18-42-07; parish account 91827364, sort code 40-35-21',
]


@pytest.mark.parametrize("text", ORGANISATION_ACCOUNTS)
def test_an_organisations_account_to_pay_into_is_not_a_secret(text: str) -> None:
    assert looks_secret(text) is None, text


@pytest.mark.parametrize("text", ORGANISATION_ACCOUNTS)
def test_redaction_leaves_an_organisations_account_in_place(text: str) -> None:
    assert REDACTED_SECRET not in redact_secrets(text), text


@pytest.mark.parametrize("text", OWN_ACCOUNTS)
def test_the_users_or_a_relatives_own_account_beside_organisation_words_is_a_secret(text: str) -> None:
    assert looks_secret(text), text


@pytest.mark.parametrize("text", OWN_ACCOUNTS)
def test_redaction_removes_the_own_account_number(text: str) -> None:
    out = redact_secrets(text)
    longest = max(re.findall(r"\d(?:[ \-/]?[\dA-Z]){5,}", text), key=len)
    assert longest not in out, out


@pytest.mark.parametrize("text", CREDENTIALS)
def test_a_credential_beside_an_organisations_account_is_a_secret(text: str) -> None:
    assert looks_secret(text), text
