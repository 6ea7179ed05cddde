"""Round 32, romanised and less common scripts: password, PIN and safe-code words typed in Latin letters or in a script
the tables lacked, and the look-alikes that must stay public.

People without the keyboard for their script write the password word as they say it: pinyin "mima shi …" (密码),
Hebrew "ha-sisma shel …", Yiddish "פּאַראָל", Greeklish "kodikos", romaji "pasuwaado" / "anshou bangou", Korean
"bimilbeonho", Thai "rahat phan", Persian "ramz-e obur" / "gozarvazhe", Arabizi "kelmet el ser", "l code taba3
l khazné", Hindi/Urdu "tijori ka code", Russian "parol'", Serbian "šifra" / "шифра", Turkish "sifre"; and a PIN after
CJK text has its digits spaced ("車のスマートキーのPIN 3 3 0 1"). A value after such a word is a secret. The same words
with no value (forgotten, changed, reset, a rule), with a public value (a postal, course, product, article or promo
code) or beside a room, an order or a year stay public; so does a factory PIN or a sample in CJK text.
"""

import pytest

from tiered_memory.shared.safety import looks_secret, redact_secrets

PASSWORDS_AFTER_ROMANISED_WORDS = [
    'ha sisma la gmail shel ima hi Kineret_55, al tagid la',
    'ha-sisma shel aba la bank: Galil1960!',
    'sisma la wifi ba-bayit: tapuz7788',
    'ha sisma shel ha-cheshbon sheli hi Yarden_1979, al tagid le-af echad',
    'דער פּאַראָל פֿון דער באַנק איז Lokshn_Kugl9, זאָג נישט',
    'דער פאראל פון מיין אימעיל איז Shtetl_1948',
    'מיין פּאַראָל פֿאַר דער וויי־פיי: Tsholnt_77',
    'mima shi woaibeijing88, bie gaosu bieren',
    'wo de weixin mima shi Panda_2008',
    'mi ma: xiaomao1995',
    'kouling shi tiantian88',
    'kodikos tou email einai Thessaloniki_77',
    'o kwdikos tis trapezas mou: Athina2004',
    'o kodikos gia to wifi einai Kalamata_2021, min ton peis se kanena',
    'pasuwaado wa Sakura_2020',
    'watashi no pasuwaado: Tokyo_tower333',
    'bimilbeonho: Seoul_1988',
    'na-ui bimilbeonho neun Hangang_77',
    'rahat phan wifi: Bangkok_2019',
    'rahat phan bank khong mae: Chiangmai_88',
    'ramze obur: Tehran@1357',
    'ramz-e obur-e email Shiraz_1370',
    'gozarvazhe instagram: Esfahan_99',
    'gmail ka password Lahore_1947 hai, kisi ko mat batana',
    'ghar ki tijori ka password Noor_1985 hai',
    'gupt shabd: Ganga_1950',
    'kelmet el ser taba3 el wifi: Beirut_2020',
    'kelmet el sirr bta3 el email Cairo_1990',
    'parol ot pochty: Sobaka_2020',
    "parol' ot vk Moskva_1980",
    'шифра за интернет банкинг Дунав_Калемегдан3',
    'шифра за мејл је Београд_2021',
    'šifra za e-bankarstvo Sava_Dunav88',
    'sifra za mail Neretva_1993',
    'lozinka za gmail: Zagreb1991',
    'лозинка за нетбанкинг Милош_1389',
    'lozinka za wifi: Mostar_1566',
    'sifre: Ankara1923!',
    'banka sifresi Izmir_1971',
    'sifresi Bursa_1326, kimseye soyleme',
    'e-devlet sifrem: Kapadokya_77',
]

CODES_AFTER_ROMANISED_WORDS = [
    'yinhangka mima shi 582913, bie gaosu bieren',
    'zhifubao de mima shi 730419, zhiyou ni zhidao',
    'baoxianxiang mima shi 4826',
    'ginkou no anshou bangou wa 4826',
    'anshou bangou 4826 dare ni mo iwanaide',
    'kinko no anshou bangou 4826',
    'bimilbeonho 4826 amudo mallhajima',
    'geumgo bimilbeonho 12-40-7',
    'rahat phan atm 4826 ya bok krai',
    'ramz-e gavsandogh 12-40-7',
    'khufia code tijori ka 4471 hai',
    'tijori ka code 12-40-7',
    'taala ka code 3-14-27',
    'kelmet el ser 4826, mat2oulish la 7ada',
    'l code taba3 l khazné bel mahal 12-40-7, ma t2ello la hada',
    "l code dyal l'khazna 12-40-7",
    'el code bta3 el 2efel 3-14-27',
    "ramz dyal l'khazna 4471",
    'parol ot sejfa 4471',
    'kod ot zamka 3-14-27',
    'шифра сефа 12-40-7',
    '車のスマートキーのPIN 3 3 0 1（盗難防止用）',
    '銀行カードのPIN 7 2 9 4',
    'スマホのPIN：4826',
    '我的卡PIN 5 8 1 3 别告诉别人',
    '我的PIN码 3 3 0 1',
    '银行卡PIN：5 8 1 3',
    '카드 PIN 번호 4 8 2 6',
    'スマホのPIN 4 8 2 6',
]

PUBLIC_WORD_AND_OWN_SECRET = [
    'l code postal 1100, w l code taba3 l khazné 12-40-7',
    'šifra predmeta 4021, a lozinka za studentski portal je Indeks_2288',
    'шифра производа 88-1200, а шифра за банкинг Дунав_Калемегдан3',
    'mima wang le, xin mima shi Panda_2009',
    'ramz-e obur ro avaz kardam, ramz-e jadid: Tehran@1402',
    'kod kupon DISKON50, sifre: Ankara1923!',
    'sisma chadasha: Kineret_56, al tagid la',
    'youbian 100084, yinhangka mima shi 582913',
    '银行卡PIN默认 0 0 0 0，现在改成 5 8 1 3 了',
]

WORDS_WITH_NO_VALUE = [
    'mima wang le, yao chongzhi',
    'mima gai le, xin mima mingtian gei ni',
    'wo wang le weixin mima',
    'kouling shenme de wang le',
    'mima shi shenme?',
    'sisma chadasha mechar',
    'sisma chadasha: tihye mechar',
    'ha-sisma lo oved',
    'shachachti et ha-sisma shel ha-gmail',
    'ramz-e obur ro avaz kardam',
    'ramz-e obur bayad 8 harf bashe',
    'ramze wifi ro avaz kardam',
    "parol' dlya wifi na naklejke na routere",
    "parol' zabyl, nado sbrosit'",
    'mima room 204',
    'pasuwaado wo wasureta',
    'anshou bangou wo henkou shita',
    'bimilbeonho byeongyeong haesseoyo',
    'bimilbeonho chogihwa haeya dwae',
    'sifre sifirlandi, yeni sifre yarin gelecek',
    'sifre en az 8 karakter olmali',
    'lozinka mora imati 8 znakova',
    'lozinka ne radi, promijenio sam je',
    'kelmet el ser lazim tkoun 8 7orouf',
    'kelmet el sirr nasitha',
    'password bhool gaya, reset karna hai',
    'rahat phan luem laew',
    'gupt shabd badalna hai',
]

OTHER_SORTS_OF_CODE = [
    'l code postal 1100',
    'el code el baridi 11511',
    'l code el barid taba3 beirut 1100',
    'ramz-e takhfif NOROOZ1402',
    'šifra predmeta 4021',
    'šifra artikla A-4471',
    'šifra djelatnosti 62.01',
    'šifra plaćanja 289',
    'шифра производа 88-1200',
    'шифра предмета ИТ2021',
    'the course code šifra AB1234',
    'kod kupon DISKON50',
    'kod promo HEMAT20 berlaku sampai besok',
    'kod hanacha SALE30',
    'youhuima SPRING88',
    'youbian 100084',
    'mikud 6473921',
    'kod pokoju 204',
    'kod produktu ABC-1234',
    'ramz 4471',
    'ramz 1402 sal-e khoobi bood',
    "Mima's order 55012",
    'kodikos 1234 einai paradeigma',
    'tachydromikos kodikas 54622',
]

LOCK_WORDS_WITHOUT_A_CODE_WORD = [
    'khazna fiha 5000 dollar',
    'el khazna fel maktab raqam 12',
    'tijori 12-40-7 ka daam',
    'zamok 3-14-27 prodayetsya',
    'room 12-40-7',
]

DEFAULT_OR_SAMPLE_PINS_IN_CJK_TEXT = [
    '車のPINは初期値 0 0 0 0',
    'SIMのPIN 1 2 3 4 は初期設定',
    'PINコードの例 1 2 3 4',
]

SECRETS_IN_MORE_SCRIPTS_AND_ROMANISATIONS = [
    'paroli gmail-is: Tbilisi_1988',
    'gaghtnabar email-i: Yerevan_2800',
    'qupiya soz: Almaty_1997',
    'nuuts ug: Ulaanbaatar_88',
    'mat ma hai Kowloon_1997, mou gong bei yan zi',
    'ngo ge mat ma: hongkong852',
    'kadavuchol: Chennai_1639',
    'gopon number 4826, karo ke bolo na',
    'amar password holo Dhaka_1971',
    'yeyilef qal: Addis_1886',
    'mat khau wifi la Hanoi_1010',
    'лозинка за е-пошта е Охрид_2020',
    'парола за имейла: Витоша_2290',
    "parol' vid poshty: Kyiv_1482",
    'kwdikos prosvasis: Patra_1821',
    'ramz el wifi: Amman_1921',
    'el password bta3 el wifi Alex_2011',
    'kalmet el sir dyal gmail: Fes_808',
    'pin ya kadi yangu 4826, usimwambie mtu',
]

LOOKALIKES_IN_MORE_SCRIPTS_AND_ROMANISATIONS = [
    'gopon number ta bhule gechi',
    'mat ma m gei dak, yiu chung set',
    'kadavuchol marandhu pochu',
    'gupt number badal diya',
    'gaghtnabar@ moratsel em',
    'kouling 2023 nian de huodong',
    'sisma 2024 chadasha tavo bekarov',
    'kodikos 2021 kainourgios',
    'bimilbeonho 2023nyeon byeongyeong',
    'mima de dingdan hao 55012 yijing fahuo le',
    'dingdan hao 55012, mima wang le',
    "sisma: lo yoda'at, ha-cheder 204",
    "parol' 8 simvolov minimum",
    'ramz-e obur 8 ta harf',
    'šifra 4021 je za predmet matematika',
    'шифра 88-1200 е за производа',
    'mima ge zhong 8 wei shuzi',
    'PINコード 4桁',
    '銀行のPIN を忘れた',
    'スマホのPIN 変更した',
    '카드 PIN 번호 변경 완료',
    'tijori ka code bhool gaye, locksmith ko bulaya',
    'l code taba3 l khazné nseet, jebna m3allem',
]


@pytest.mark.parametrize("text", PASSWORDS_AFTER_ROMANISED_WORDS)
def test_a_password_after_a_romanised_or_rare_script_password_word_is_a_secret(text):
    assert looks_secret(text) is not None


@pytest.mark.parametrize("text", CODES_AFTER_ROMANISED_WORDS)
def test_a_pin_or_safe_code_after_a_romanised_code_word_is_a_secret(text):
    assert looks_secret(text) is not None


@pytest.mark.parametrize("text", PUBLIC_WORD_AND_OWN_SECRET)
def test_the_users_own_secret_beside_a_public_code_or_a_change_is_still_a_secret(text):
    assert looks_secret(text) is not None


@pytest.mark.parametrize("text", WORDS_WITH_NO_VALUE)
def test_a_romanised_password_word_forgotten_changed_or_ruled_with_no_value_is_not_a_secret(text):
    assert looks_secret(text) is None


@pytest.mark.parametrize("text", OTHER_SORTS_OF_CODE)
def test_a_postal_course_product_promo_room_or_year_number_under_a_romanised_word_is_not_a_secret(text):
    assert looks_secret(text) is None


@pytest.mark.parametrize("text", LOCK_WORDS_WITHOUT_A_CODE_WORD)
def test_a_safe_or_lock_named_with_a_number_but_no_code_word_is_not_a_secret(text):
    assert looks_secret(text) is None


@pytest.mark.parametrize("text", DEFAULT_OR_SAMPLE_PINS_IN_CJK_TEXT)
def test_a_factory_or_sample_pin_after_cjk_text_is_not_a_secret(text):
    assert looks_secret(text) is None


@pytest.mark.parametrize("text", SECRETS_IN_MORE_SCRIPTS_AND_ROMANISATIONS)
def test_a_value_after_a_password_word_in_georgian_armenian_cantonese_tamil_bengali_amharic_or_kazakh_is_a_secret(text):
    assert looks_secret(text) is not None


@pytest.mark.parametrize("text", LOOKALIKES_IN_MORE_SCRIPTS_AND_ROMANISATIONS)
def test_a_forgotten_changed_or_ruled_password_or_a_year_order_room_or_course_number_is_not_a_secret(text):
    assert looks_secret(text) is None


@pytest.mark.parametrize("text, value", [
    ("mima shi woaibeijing88, bie gaosu bieren", "woaibeijing88"),
    ("車のスマートキーのPIN 3 3 0 1（盗難防止用）", "3 3 0 1"),
    ("l code taba3 l khazné bel mahal 12-40-7, ma t2ello la hada", "12-40-7"),
    ("דער פּאַראָל פֿון דער באַנק איז Lokshn_Kugl9, זאָג נישט", "Lokshn_Kugl9"),
    ("шифра за интернет банкинг Дунав_Калемегдан3", "Дунав_Калемегдан3"),
    ("ha sisma la gmail shel ima hi Kineret_55, al tagid la", "Kineret_55"),
])
def test_redaction_removes_the_value_after_a_romanised_word_and_keeps_the_first_word(text, value):
    out = redact_secrets(text)
    assert value not in out
    assert out.split()[0] == text.split()[0]
