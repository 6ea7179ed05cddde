"""Round 24, public numbers printed for everyone (secret_public_printed): the family is a number that looks like a PIN or
an id but is printed for anyone to read: a postcode (names in many languages, letters in the code, India's postal
'PIN code'), a company's or an association's tax id by its shape, a customs tariff (HS) code, a parcel's waybill or
tracking number, a Google OAuth client id, a live quiz's game PIN on the board. Next to each, the secrets that must stay
flagged: a door code beside a postcode, a person's RFC/NIF/CURP, a real client secret, a card or phone PIN."""

import pytest

from tiered_memory.shared.safety.secret_e5 import value_present
from tiered_memory.shared.safety.secrets import looks_secret

POSTCODES = [
    "Kod-post Brest: 29200.",
    "Koda postayê ya Wanê: 65000.",
    "அஞ்சல் குறியீட்டு எண்: 641001.",
    "Mon code postal est le H2X 1Y4, au Québec.",
    "Send it to our office, postcode SW1A 1AA.",
    "Onze postcode is 1012 AB in Amsterdam.",
    "Postleitzahl vom Ferienhaus: 18609.",
    "Código postal de la casa de campo: 28013.",
    "O CEP novo da loja é 01310-100.",
    "Kod pocztowy do paczki: 00-950 Warszawa.",
    "Cod post Caerdydd yw CF10 1AA.",
    "Éirchód an tí: D02 X285.",
    "Posta kodu: 34710, Kadıköy.",
    "郵便番号は150-0001です。",
    "Почтовый индекс дачи: 142100.",
    "Il codice postale dell'ufficio è 20121.",
]
POSTCODE_SECRETS = [
    "Code postal 75011, digicode de la porte : 4B71.",
    "Postcode 3011 AB, and the door code is 4471.",
    "Postleitzahl 10115, Türcode 8842#.",
    "Código postal 28013 y la clave del portal 4471.",
    "Kod pocztowy 00-950, a PIN do karty 8812.",
    "Mi código postal es 28001 y el PIN de la tarjeta es 4 4 7 1.",
    "Zip 90210, garage code 5521.",
    "邮编100080，门禁密码 6621。",
    "우편번호 06236, 현관 비밀번호 7781*",
    "Posta kodu 34710, kapı şifresi 5590.",
    "CEP 01310-100, senha do portão 4412.",
    "Postinumero 00100, ovikoodi 7733.",
    "Почтовый индекс 125009, код домофона 3374.",
    "Codice postale 20121, codice del cancello 9931.",
    "Postnummer 114 55, portkod 2266.",
]
ENTITY_IDS = [
    "El RFC de la constructora, que sale en cada factura: CMA050312K21.",
    "RFC del proveedor para facturar: ABC010203XY4.",
    "NIF de la asociación de vecinos: G28123456.",
    "El CIF de la empresa es B12345678, lo pone en la web.",
    "CIF de l'empresa per a la factura: A08001851.",
    "CUIT de la empresa: 30-71234567-8.",
    "RUC de la empresa para la boleta: 20123456789.",
    "O NIPC da empresa vem em todas as faturas: 509123456.",
    "CNPJ da loja: 12.345.678/0001-95.",
    "Partita IVA della ditta: 01234567890.",
    "SIRET de l'entreprise : 732 829 320 00074.",
    "Şirketin vergi numarası: 1234567890.",
    "사업자등록번호: 123-45-67890 (영수증에 있음)",
    "公司的统一社会信用代码：91110000802100433B。",
    "会社の法人番号は 1234567890123 です。",
    "統一編號：04595257，發票上都有。",
]
ENTITY_SECRETS = [
    "Mi RFC es GOMA850312HD4, no lo compartas.",
    "RFC de mi esposa: LOPM900101AB2.",
    "Mi CURP es GOMA850312HDFRRN09.",
    "Mi NIF es 12345678Z.",
    "Mi NIE es X1234567L.",
    "CUIT personal: 20-31234567-9.",
    "Mein Personalausweis: L01X00T47.",
    "Il mio codice fiscale è RSSMRA85M01H501Z.",
    "Meu CPF é 123.456.789-09.",
    "TC kimlik numaram 10000000146.",
    "주민등록번호 900101-1234567",
    "我的身份证号是110101199003074578。",
    "マイナンバーは123456789018です。",
    "NIF da empresa 509123456, senha do portal das finanças Fin@2024x.",
    "RFC de la empresa OXX970814HS9, contraseña del SAT: Sat#77812.",
]
TARIFFS = [
    "Gömrük bəyannaməsi üçün malın kodu: 8471 30 000 0 (noutbuklar).",
    "The HS code for the phones is 8517.13.00.",
    "Código arancelario del café: 0901.21.00.",
    "Code SH des chaussures : 6403 99 93.",
    "Zolltarifnummer für die Ersatzteile: 8708 99 97.",
    "Il codice doganale della merce è 6109 10 00.",
    "Kod CN towaru do odprawy celnej: 8471 30 00.",
    "Gümrük tarife kodu (GTİP): 8517.13.00.00.00.",
    "Код ТН ВЭД для смартфонов: 8517 13 000 0.",
    "HS编码：8517130000，海关申报用。",
    "HSコードは 8517.13 です（税関用）。",
    "세관 신고용 HS 코드: 8517.13-0000",
    "Mã HS hải quan của hàng là 8517.13.00.",
    "رمز الجمارك للبضاعة: 8517.13.00",
    "NCM do produto na nota: 8517.13.00.",
]
TARIFF_SECRETS = [
    "Customs portal password: 8517130099.",
    "Gümrük sistemine giriş şifresi 8517 1300.",
    "PIN for the customs kiosk card: 8517.",
    "Mi contraseña de la aduana es 0901210077.",
    "Kod PIN do konta celnego: 6109 1000.",
    "Пароль от таможенного кабинета: 85171300.",
    "海关系统密码：85171300。",
    "税関ポータルのパスワードは 6403 9993 です。",
    "세관 계정 비밀번호: 87089997",
    "Senha do portal aduaneiro: 8471 3000.",
    "Zoll-Portal Passwort: 8708 9997.",
    "Mot de passe douane : 6403 9993.",
    "Mật khẩu hải quan: 85171300.",
    "كلمة السر لبوابة الجمارك: 85171300",
    "Customs app PIN 4821, HS code irrelevant.",
]
WAYBILLS = [
    "The DHL waybill number na 4839201756, e go reach Friday.",
    "Tracking number for your parcel: 1Z999AA10123456784.",
    "Número de seguimiento del paquete: 7301 2345 6789.",
    "O código de rastreio é LB123456789BR.",
    "Numéro de suivi du colis : 6A12345678901.",
    "Sendungsnummer von DHL: 00340434161234567890.",
    "Numero di tracciamento: 1Z 999 AA1 0123 4567 84 è sbagliato, ecco quello giusto: 812345678901.",
    "Track & trace code van PostNL: 3SABCD1234567.",
    "Numer przesyłki InPost: 602345678901234567890123.",
    "Kargo takip numarası: 7123456789012.",
    "Трек-номер посылки: RA123456789RU.",
    "顺丰运单号：SF1234567890123。",
    "追跡番号は 1234-5678-9012 です。",
    "운송장 번호: 6012 3456 7890",
    "Nomor resi JNE: 0123456789012345.",
    "رقم التتبع للشحنة: 1234567890123",
]
WAYBILL_SECRETS = [
    "Tracking app password: Track#2024!",
    "Courier will ask for the delivery PIN 4821.",
    "The OTP for the parcel locker is 558201.",
    "Senha do armário de encomendas: 4471 (não compartilhe).",
    "Le code de retrait du casier est 7743.",
    "Abholcode für die Packstation: 552183.",
    "Il PIN per ritirare il pacco: 9921.",
    "Ophaalcode pakketautomaat: 4456.",
    "Kod odbioru z paczkomatu: 728412.",
    "Teslimat şifresi: 8832.",
    "Код получения посылки: 4471.",
    "取件码：6-2-3018",
    "受け取りの暗証番号は 4821 です。",
    "택배함 비밀번호 5521",
    "Tracking number 1234567890123, and the locker PIN is 4471.",
]
GAME_PINS = [
    "De leerlingen doen mee met Kahoot, de game-PIN staat op het bord: 6502918.",
    "Kahoot for the class: game PIN 482 1937.",
    "Die Schüler tippen die Spiel-PIN von der Tafel ein: 552 8801.",
    "Los alumnos entran con el PIN del juego que está en la pizarra: 7712 045.",
    "Os alunos entram com o PIN do jogo na lousa: 3391 552.",
    "Gli alunni inseriscono il PIN di gioco alla lavagna: 9012 334.",
    "Les élèves tapent le code du jeu affiché à l'écran : 4478 120.",
    "Uczniowie wpisują PIN gry z tablicy: 551 9023.",
    "Öğrenciler tahtadaki oyun PIN'ini girsin: 1122 334.",
    "Ученики вводят код игры с доски: 2288 541.",
    "学生们输入黑板上的游戏PIN：6677 120。",
    "生徒は黒板のゲームPINを入力: 5543 210",
    "학생들은 칠판의 게임 PIN을 입력: 8812 044",
    "Học sinh nhập mã PIN trò chơi trên bảng: 7731 902.",
    "Siswa masukkan PIN game di layar kelas: 4410 228.",
]
GAME_SECRETS = [
    "My bank card PIN is 6502.",
    "PIN de mi tarjeta: 4821.",
    "Die PIN meiner EC-Karte ist 7731.",
    "O PIN do meu cartão é 3391.",
    "Il PIN del bancomat è 9012.",
    "Le code PIN de ma carte bleue : 4478.",
    "PIN do karty: 5519.",
    "Kart şifrem 1122.",
    "ПИН-код карты: 2288.",
    "我的银行卡密码是667712。",
    "キャッシュカードの暗証番号は5543です。",
    "카드 비밀번호 8812",
    "Mã PIN thẻ ATM của tôi là 7731.",
    "PIN kartu ATM saya 4410.",
    "Game console parental PIN: 6611.",
]
CLIENT_IDS = [
    "client_id مش سري، مكتوب في كود الواجهة: 123456789012-xyz7q.apps.googleusercontent.com",
    "The OAuth client id is public: 998877665544-a1b2c3.apps.googleusercontent.com",
    "Client-ID (öffentlich): 112233445566-abcd9.apps.googleusercontent.com",
    "El client id va en el HTML: 556677889900-qwe12.apps.googleusercontent.com",
    "Le client_id est dans le front : 443322110099-zz8k.apps.googleusercontent.com",
    "O client id fica no app: 102938475610-mno4p.apps.googleusercontent.com",
    "Il client id è nel codice: 564738291012-ppp7r.apps.googleusercontent.com",
    "client_id w kodzie frontu: 192837465512-kl9m.apps.googleusercontent.com",
    "client_id herkese açık: 817263544536-u8v9w.apps.googleusercontent.com",
    "client_id публичный: 746352413020-hj5k.apps.googleusercontent.com",
    "客户端ID是公开的：635241302918-ab12.apps.googleusercontent.com",
    "クライアントIDは公開: 524130291807-cd34.apps.googleusercontent.com",
    "클라이언트 ID 공개값: 413029180796-ef56.apps.googleusercontent.com",
    "client_id công khai: 302918079685-gh78.apps.googleusercontent.com",
    "client_id ya umma: 291807968574-ij90.apps.googleusercontent.com",
]
CLIENT_SECRETS = [
    "client_secret: GOCSPX-4fK9xQ2mLp7ZtR1vB8nW3yHc",
    "The client secret is GOCSPX-Ab12Cd34Ef56Gh78Ij90Kl12",
    "Client-Secret (geheim): GOCSPX-q9W8e7R6t5Y4u3I2o1P0aSdF",
    "El client secret: GOCSPX-ZxCvBnMaSdFgHjKlQwErTyUi",
    "client_secret=GOCSPX-Mn8Bv7Cx6Za5Sd4Fg3Hj2Kl1Qw",
    "O client secret é GOCSPX-Pl0Ok9Ij8Uh7Yg6Tf5Rd4Es3",
    "Il client secret: GOCSPX-Aq1Sw2De3Fr4Gt5Hy6Ju7Ki8",
    "client_secret w .env: GOCSPX-Lo9Ki8Ju7Hy6Gt5Fr4De3Sw",
    "client_secret gizli: GOCSPX-Zaq1Xsw2Cde3Vfr4Bgt5Nhy6",
    "client_secret секретный: GOCSPX-Mju7Nhy6Bgt5Vfr4Cde3Xsw",
    "客户端密钥：GOCSPX-Qaz2Wsx3Edc4Rfv5Tgb6Yhn7",
    "クライアントシークレット: GOCSPX-Ujm8Ik9Ol0Pq1Wa2Sz3Xe4",
    "client_secret 값: GOCSPX-Rd5Tf6Yg7Uh8Ij9Ok0Pl1Za2",
    "client_secret bí mật: GOCSPX-Xc3Vb4Nm5As6Df7Gh8Jk9Lq",
    "client_id 123456789012-xyz7q.apps.googleusercontent.com, client_secret GOCSPX-Wq2Er3Ty4Ui5Op6As7Df8Gh",
]


@pytest.mark.parametrize("text", POSTCODES + ENTITY_IDS + TARIFFS + WAYBILLS + GAME_PINS + CLIENT_IDS)
def test_lookalike(text: str) -> None:
    assert looks_secret(text) is None


@pytest.mark.parametrize("text", POSTCODE_SECRETS + ENTITY_SECRETS + TARIFF_SECRETS + WAYBILL_SECRETS + GAME_SECRETS
                         + CLIENT_SECRETS)
def test_secret(text: str) -> None:
    assert looks_secret(text)


# A warning never to pass a code on, with no value in it: the learned stage's value gate finds nothing to flag
# (`secret_e5.value_present`); the same warning with a value keeps it.
WARNINGS = [
    "Ela pediu pra avisar: nunca passe o código do WhatsApp pra ninguém.",
    "Never share your WhatsApp code with anyone who calls.",
    "Recuerda: nunca le des el código de verificación a nadie.",
    "Rappel : ne donnez jamais votre code à personne au téléphone.",
    "Wichtig: gib den Code niemals an jemanden weiter, auch nicht an niemanden vom Support.",
    "Ricorda: non dare mai il codice a nessuno che ti chiama.",
    "Let op: geef de code nooit aan niemand door.",
    "Uwaga: nigdy nie podawaj kodu nikomu przez telefon.",
    "Unutma: şifreyi asla kimseye söyleme.",
    "Напоминаю: никогда никому не говорите код из СМС.",
    "Lưu ý: không bao giờ đưa mã cho ai cả.",
    "Ingat: jangan pernah kasih kode OTP ke siapa pun.",
    "Kumbuka: usiwahi kumpa mtu yeyote msimbo wa WhatsApp.",
    "验证码千万不要告诉任何人。",
    "認証コードは決して誰にも教えないでください。",
    "인증번호는 절대 누구에게도 알려주지 마세요.",
]
WARNINGS_WITH_VALUE = [
    "Nunca passe o código 482913 pra ninguém.",
    "Never share this code with anyone: 551023.",
    "Nunca le des a nadie el código 7731.",
    "Ne donnez jamais le code 4478 à personne.",
    "Gib den Code 9921 niemals an jemanden weiter.",
    "Non dare mai a nessuno il codice 3391.",
    "Geef de code 4456 nooit aan niemand.",
    "Nigdy nie podawaj nikomu kodu 728412.",
    "Şifre 8832, asla kimseye söyleme.",
    "Никогда никому не говорите код 4471.",
    "Không bao giờ đưa mã 5521 cho ai.",
    "Jangan kasih kode 6620 ke siapa pun.",
    "Usiwahi kumpa mtu yeyote msimbo 4410.",
    "验证码 662318 千万不要告诉任何人。",
    "認証コード 554321 は誰にも教えないで。",
    "인증번호 881204 는 절대 누구에게도 알려주지 마세요.",
]


@pytest.mark.parametrize("text", WARNINGS)
def test_warning_without_value_has_no_value(text: str) -> None:
    assert not value_present(text)
    assert looks_secret(text) is None


@pytest.mark.parametrize("text", WARNINGS_WITH_VALUE)
def test_warning_with_value_keeps_it(text: str) -> None:
    assert value_present(text)
