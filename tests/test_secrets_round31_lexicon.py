"""Round 31, family "lexicon": password words the detector did not know, and passwords in odd sentence shapes.

Password and secret-word vocabulary of small and classical languages (Tongan "lea fufū", Latin "tessera arcana",
Hawaiian "ʻōlelo huna" with or without its ʻokina and macrons, Icelandic "aðgangsorð", Welsh mutated "nghyfrinair",
Breton "c'her-tremen", Chuvash, Bashkir, Buryat, Cebuano, Ilocano, Sami …) names a password when a value follows.
A password given after an aside that picks one of the writer's own ("my password, for example the wifi one, is …"),
and a password given after a public support line's number in the same text ("客服电话 95588，我的密码 482193"), are
still the writer's. Their look-alikes stay public: the same words with no value, a placeholder, masked stars, a town
name alone; a sample password with no owner; a support line's number alone or given twice.
"""

from __future__ import annotations

import pytest

from tiered_memory.shared.safety import looks_secret, redact_secrets

SMALL_LANGUAGE_PASSWORDS = [
    ("lea fufū ʻimeili: Nukualofa_1970", "Nukualofa_1970"),
    ("lea fufu imeili: Nukualofa_1970", "Nukualofa_1970"),
    ("ko ʻeku lea fufū ko Nukualofa_1970", "Nukualofa_1970"),
    ("tessera arcana epistulae: Roma_Aeterna753", "Roma_Aeterna753"),
    ("tessera arcana mea est Roma_Aeterna753", "Roma_Aeterna753"),
    ("tesseram arcanam: Roma_Aeterna753", "Roma_Aeterna753"),
    ("verbum arcanum: Roma_Aeterna753", "Roma_Aeterna753"),
    ("tessera secreta cursus electronici: Roma_Aeterna753", "Roma_Aeterna753"),
    ("olelo huna: Aloha_Kai2024", "Aloha_Kai2024"),
    ("ʻolelo huna leka uila: Aloha_Kai2024", "Aloha_Kai2024"),
    ("ka ʻōlelo huna o kaʻu leka uila ʻo Aloha_Kai2024", "Aloha_Kai2024"),
    ("huaʻōlelo huna: Aloha_Kai2024", "Aloha_Kai2024"),
    ("vosa ni curu: Suva_Bula2024", "Suva_Bula2024"),
    ("parau huna: Papeete_Tiare9", "Papeete_Tiare9"),
    ("upu ulufale: Apia_Talofa88", "Apia_Talofa88"),
    ("kupu muna: Aroha_Whanau2022", "Aroha_Whanau2022"),
    ("aðgangsorð: Reykjavik_Sol88", "Reykjavik_Sol88"),
    ("adgangsord: Reykjavik_Sol88", "Reykjavik_Sol88"),
    ("slepenvārds: Riga_Balzams7", "Riga_Balzams7"),
    ("nuuts üg: Ulaanbaatar_88x", "Ulaanbaatar_88x"),
    ("tinago nga pulong: Sugbo_Lechon88", "Sugbo_Lechon88"),
    ("nalimed a sao: Vigan_Empanada7", "Vigan_Empanada7"),
    ("beassansátni: Sapmi_Joik44", "Sapmi_Joik44"),
    ("ma c'her-tremen: Breizh_Atao29", "Breizh_Atao29"),
    ("fy nghyfrinair: Cymru_Am_Byth9", "Cymru_Am_Byth9"),
    ("fy nghyfrinair yw Cymru_Am_Byth9", "Cymru_Am_Byth9"),
    ("ár bhfocal faire: Eire_Abu1916", "Eire_Abu1916"),
    ("m' fhacal-faire: Alba_Gu_Brath7", "Alba_Gu_Brath7"),
    ("вăрттăн сăмах: Шупашкар_2024", "Шупашкар_2024"),
    ("вӑрттӑн сӑмахӑм: Cheboksary_2024", "Cheboksary_2024"),
    ("серһүҙ: Ufa_Bashkir88", "Ufa_Bashkir88"),
    ("нюуса үгэ: UlanUde_Baikal7", "UlanUde_Baikal7"),
]

# Languages whose words the detector knew before this round: kept as they were.
KNOWN_LANGUAGE_PASSWORDS = [
    "lea fakapulipuli ʻimeili: Nukualofa_1970",
    "kupuhipa wifi o te marae: Aroha_Whanau2022",
    "pakasqa simi: Cusco_Inti1533",
    "loyniorð til teldupost: Tórshavn_Skerpikjøt",
    "pasvorto: Verda_Stelo88",
    "pasahitz: Donostia_2024x",
    "mo phasfhocal: Eire_Abu1916",
    "kelma sigrieta: Malta_Valletta64",
    "Passwuert: Letzebuerg_1839",
    "ñe'ẽñemi: Asuncion_Chipa7",
    "ọrọ aṣina mi ni Ibadan_Amala7",
    "iphasiwedi yami ngu Durban_Bunny7",
    "teny miafina: Tana_Zebu88",
    "ລະຫັດຜ່ານຂອງຂ້ອຍແມ່ນ Vientiane_2024",
    "ពាក្យសម្ងាត់របស់ខ្ញុំគឺ Phnom_Penh77",
    "менин сырсөзүм Bishkek_Ala88",
    "серсүз: Kazan_Tatar1552",
]

SMALL_LANGUAGE_LOOKALIKES = [
    "lea fufū ʻimeili: Nukualofa",
    "lea fufū ʻimeili: [redacted]",
    "lea fufū ʻimeili: ********",
    "kuo ngalo ʻeku lea fufū",
    "tessera arcana epistulae: Roma",
    "tessera arcana epistulae: <password>",
    "tessera arcana mutata est",
    "la mia tessera del bus: 12345",
    "ʻōlelo huna: Honolulu",
    "olelo huna: xxxx",
    "kupu muna: Rotorua",
    "aðgangsorð: Reykjavík",
    "fy nghyfrinair: Caerdydd",
    "ar goll fy nghyfrinair",
    "tinago nga pulong: Cebu",
    "вăрттăн сăмах: Шупашкар",
]

ASIDE_PASSWORDS = [
    ("my password, for example the wifi one, is Sunny#2024", "Sunny#2024"),
    ("our password (for example the wifi one) is Sunny#2024", "Sunny#2024"),
    ("mi contraseña, por ejemplo la del wifi, es Sunny#2024", "Sunny#2024"),
    ("mein Passwort, zum Beispiel das vom WLAN, ist Sunny#2024", "Sunny#2024"),
    ("mon mot de passe, par exemple celui du wifi, est Sunny#2024", "Sunny#2024"),
    ("my PIN, for instance the bank one, is 4821", "4821"),
    ("meu PIN, por exemplo o do banco, é 4821", "4821"),
    ("il mio PIN, per esempio quello della banca, è 4821", "4821"),
    ("mój PIN, na przykład do banku, to 4821", "4821"),
    ("mijn wachtwoord, bijvoorbeeld dat van de wifi, is Sunny#2024", "Sunny#2024"),
    ("我的密码，比如wifi的，是Sunny#2024", "Sunny#2024"),
]

ASIDE_LOOKALIKES = [
    "example password, for example the wifi one, is Sunny#2024",
    "a password, for example, is Sunny#2024",
    "a strong password, for example the wifi one, is Sunny#2024",
    "the password could be, for example, Sunny#2024",
    "my password, for example Sunny#2024, must be strong",
    "my password, for example the wifi one, is at least 12 characters",
    "my password, for example the wifi one, was Sunny#2024 but it expired",
    "my password, for example the wifi one, is Paris",
    "my password, for example the wifi one, is [hidden]",
    "my password, for example the wifi one, is on the router",
]

CORRECTED_PASSWORDS = [
    ("that password was old, the real one is Tr0mbone!88", "Tr0mbone!88"),
    ("sorry, wrong one, the real one is Tr0mbone!88", "Tr0mbone!88"),
    ("the password I gave you was wrong, the correct one is Tr0mbone!88", "Tr0mbone!88"),
    ("das Passwort war alt, das richtige ist Tr0mbone!88", "Tr0mbone!88"),
    ("esa contraseña era vieja, la correcta es Tr0mbone!88", "Tr0mbone!88"),
    ("ce mot de passe était vieux, le bon c'est Tr0mbone!88", "Tr0mbone!88"),
    ("那个密码是旧的，正确的是Tr0mbone!88", "Tr0mbone!88"),
]

CORRECTED_LOOKALIKES = [
    "the old password was Tr0mbone!88",
    "the real one is Paris",
    "the password was old, the real one is [redacted]",
]

AFTER_A_HOTLINE = [
    ("客服电话 95588，我的密码 482193", "482193"),
    ("客服热线 95588，银行卡密码 482193", "482193"),
    ("客服电话 95588，密码 482193", "482193"),
    ("客服電話 02-2182-1313，我的密碼 482193", "482193"),
    ("고객센터 1588-1234, 내 비밀번호 482193", "482193"),
    ("tổng đài 1900 545 415, mã PIN của tôi 482193", "482193"),
    ("カスタマーセンター 0120-123-456、私の暗証番号 4821", "4821"),
    ("银行客服95588 我的取款密码 482193", "482193"),
    ("customer service 1800 123 456, my PIN 4821", "4821"),
    ("Kundenservice 0800 112 233, meine PIN 4821", "4821"),
    ("atención al cliente 900 123 456, mi PIN 4821", "4821"),
]

HOTLINE_LOOKALIKES = [
    "客服电话 95588",
    "客服電話 02-2182-1313",
    "客服电话 95588，我的密码忘了",
    "客服电话 95588，密码问题请拨打 95588",
    "客服电话95588，密码重置请致电",
    "customer service 1800 123 456, for PIN problems call 1800 123 456",
    "Kundenservice 0800 112 233, PIN-Fragen 0800 112 234",
    "Customer care for OTP issues 482 913",
    "For PIN problems call 1800 123 456",
]


@pytest.mark.parametrize("text, value", SMALL_LANGUAGE_PASSWORDS)
def test_a_password_under_a_small_or_classical_languages_word_is_a_secret_and_redacted(text: str, value: str) -> None:
    assert looks_secret(text) is not None
    assert value not in redact_secrets(text)


@pytest.mark.parametrize("text", KNOWN_LANGUAGE_PASSWORDS)
def test_a_password_under_a_word_known_before_is_still_a_secret(text: str) -> None:
    assert looks_secret(text) is not None


@pytest.mark.parametrize("text", SMALL_LANGUAGE_LOOKALIKES)
def test_those_words_with_no_value_a_placeholder_or_a_town_name_alone_are_not_a_secret(text: str) -> None:
    assert looks_secret(text) is None


@pytest.mark.parametrize("text, value", ASIDE_PASSWORDS)
def test_ones_own_password_after_an_example_aside_naming_which_one_is_a_secret(text: str, value: str) -> None:
    assert looks_secret(text) is not None
    assert value not in redact_secrets(text)


@pytest.mark.parametrize("text", ASIDE_LOOKALIKES)
def test_a_sample_password_or_an_aside_with_no_owner_value_or_copula_is_not_a_secret(text: str) -> None:
    assert looks_secret(text) is None


@pytest.mark.parametrize("text, value", CORRECTED_PASSWORDS)
def test_the_real_password_after_a_correction_is_a_secret(text: str, value: str) -> None:
    assert looks_secret(text) is not None
    assert value not in redact_secrets(text)


@pytest.mark.parametrize("text", CORRECTED_LOOKALIKES)
def test_an_old_password_or_a_real_one_that_is_a_word_or_a_placeholder_is_not_a_secret(text: str) -> None:
    assert looks_secret(text) is None


@pytest.mark.parametrize("text, value", AFTER_A_HOTLINE)
def test_ones_own_pin_or_password_after_a_support_lines_number_is_a_secret(text: str, value: str) -> None:
    assert looks_secret(text) is not None
    assert value not in redact_secrets(text)


@pytest.mark.parametrize("text", HOTLINE_LOOKALIKES)
def test_a_support_lines_number_alone_or_given_twice_is_not_a_secret(text: str) -> None:
    assert looks_secret(text) is None
