"""Round 34, changed codes: an old code, PIN or password the writer says was changed, replaced or no longer works.

The value is given in the past ("gate code was 4477 before the strata changed it", "o código era 0421 mas o clube trocou
tudo", "4477 was the gate code but they changed everything") or called old ("старий ПІН 1597 вже не діє", "예전 도어락
번호 1357 바꿨음, 이제 안 열림", "ang daan nga PIN … giilisan na"), or a one-time code is void ("kod odbioru 551 902 już
nieważny"): it opens nothing now, so it is no secret. Read in about thirty-five languages. Look-alikes stay flagged: the
new value given in the same text, a value given as the changed-to one, a change negated, asked about, doubted or yet to come, a
change made after the value's time ("was 4477 after they changed it"), a change of something else ("changed the
batteries"), and a password beside "old" where "old" names a device that may still be in use ("my old laptop's password
is …": only a death said in the password's own clause makes it dead).
"""

import pytest

from tiered_memory.shared.safety import looks_secret, redact_secrets

CHANGED_IN_THE_PAST = [
    'gate code was 4477 before the strata changed it last month',
    'the alarm code was 8812 until the landlord replaced the panel',
    '4477 was the gate code but they changed everything',
    'the gate code was 4477 before they changed the lock',
    'the wifi password was Lantern88 until the landlord reset the router',
    'the gym locker combo was 3-1-4 before they replaced all the padlocks',
    'our alarm code was 8812, the installer reset it when we moved',
    'the garage code was 9090 before the HOA changed the opener',
    'der Code vom Fahrradraum war 1357, die Verwaltung hat ihn inzwischen geändert',
    'la contraseña del wifi era Casa2020 pero el casero reseteó el router',
    'пароль от вайфая был Kotik2020, но провайдер его сменил',
    'wifi şifresi Kedi2020 idi, ev sahibi değiştirdi',
    '와이파이 비번 home2020이었는데 집주인이 바꿨어',
    'der Torcode war 4477, bevor die Hausverwaltung ihn geändert hat',
    'le digicode était 4477 mais le syndic l\'a changé',
    'el código del portón era 4477 pero la comunidad lo cambió',
    'el código del portón era 4477 pero cambiaron la cerradura',
    'o código do cadeado do armário era 0421 mas o clube trocou tudo',
    'il codice del cancello era 4477 ma il condominio l\'ha cambiato',
    'de code van het hek was 4477 maar de VvE heeft hem veranderd',
    'kod do bramy był 4477, ale wspólnota go zmieniła',
    'kód od brány byl 4477, ale správa ho změnila',
    'код от калитки был 4477, но управляющая компания его сменила',
    'кодът на входа беше 4477, но го смениха',
    'ПИН был 1597, потом его сменили',
    'šifra za kapiju je bila 4477, ali su je promijenili',
    'codul de la poartă era 4477, dar administrația l-a schimbat',
    'a kapukód 4477 volt, de a közös képviselő megváltoztatta',
    'portin koodi oli 4477, mutta taloyhtiö vaihtoi sen',
    'portkoden var 4477 men föreningen har bytt den',
    'koden til porten var 4477, men sameiet har endret den',
    'koden til porten var 4477, men foreningen har ændret den',
    'ο κωδικός της πόρτας ήταν 4477 αλλά τον άλλαξαν',
    "bahçe kapısının şifresi 4477'ydi ama yönetim değiştirdi",
    'הקוד של השער היה 4477 אבל ועד הבית החליף אותו',
    'كود البوابة كان 4477 لكن الإدارة غيرته',
    'رمز در ۴۴۷۷ بود ولی مدیر ساختمان عوضش کرد',
    'گیٹ کا کوڈ 4477 تھا لیکن انہوں نے بدل دیا',
    'गेट का कोड 4477 था लेकिन सोसाइटी ने बदल दिया',
    'গেটের কোড 4477 ছিল, কিন্তু ওরা বদলে দিয়েছে',
    'kode gerbang dulu 4477 tapi sudah diganti pengelola',
    'kod pintu pagar dulu 4477 tapi dah ditukar',
    'ang code ng gate dati ay 4477 pero pinalitan na ng admin',
    'namba ya siri ya geti ilikuwa 4477 lakini imebadilishwa',
    'mã cổng trước đây là 4477 nhưng ban quản lý đã đổi rồi',
    'รหัสประตูเดิมคือ 4477 แต่นิติเปลี่ยนแล้ว',
    '大门密码以前是4477，物业已经改了',
    '門の暗証番号は4477だったけど管理会社が変更した',
    '暗証番号は1357だったけど変わった',
    '현관 비밀번호 4477이었는데 관리사무소에서 바꿨어요',
]

OLD_AND_DEAD = [
    'the old padlock code 2590 doesn\'t open it any more',
    'alte PIN vom Spind 3391 öffnet nicht mehr',
    "l'ancien code du cadenas 2590 n'ouvre plus",
    'la clave vieja del candado 2590 ya no abre',
    'il vecchio codice del lucchetto 2590 non apre più',
    'stary kod do kłódki 2590 już nie otwiera',
    'старый код от домофона 2590 больше не открывает',
    'старий ПІН від домофона 1597 вже не діє',
    '예전 도어락 번호 1357 바꿨음, 이제 안 열림',
    'ang daan nga PIN sa padlock sa bodega 9911, giilisan na ni Manong',
    'old garage code 6631 is void, the opener was replaced',
    "my old phone's PIN 4477 was changed when I sold it",
    'kod odbioru 551 902 już nieważny, paczka wróciła do nadawcy',
]

STILL_SECRET = [
    # the new value given in the same text
    'the gate code was 4477 before they changed it, the new one is 8264',
    'old gate code 1597 no longer works, new one is 8264',
    'der Torcode war 4477, dann haben wir ihn auf 8264 geändert',
    'el código del portón era 4477 pero lo cambiaron a 8264',
    'o código do cadeado era 0421 mas troquei para 7730',
    'код от калитки был 4477, потом поменяли на 8264',
    'старий ПІН від домофона 1597 вже не діє, новий 8264',
    'kod do bramy był 4477, ale zmienili na 8264',
    '大门密码以前是4477，后来改成了8264',
    '비밀번호 4477이었는데 8264로 바꿨어',
    '門の暗証番号は4477だったけど、今は8264',
    'كود البوابة كان 4477 وغيروه إلى 8264',
    'गेट का कोड 4477 था, अब 8264 है',
    'kode gerbang dulu 4477, sekarang 8264',
    'ang daan nga PIN sa padlock 9911, ang bag-o kay 5530',
    '예전 도어락 번호 1357 바꿨음, 지금은 2468',
    # the value is the changed-to one
    'I changed the gate code to 4477',
    'changed my PIN, it\'s 4477 now',
    # the change negated, asked about, or yet to come
    'the gate code hasn\'t changed: 4477',
    'der Torcode hat sich nicht geändert: 4477',
    'el código del portón no ha cambiado: 4477',
    'o código do cadeado não mudou: 0421',
    'код от калитки не поменяли: 4477',
    '大门密码没改，还是4477',
    'كود البوابة ما تغير: 4477',
    'the strata will change the gate code next month; for now it\'s 4477',
    'la comunidad cambiará el código del portón el mes que viene, por ahora es 4477',
    'my PIN was 4477 yesterday, I will change it tomorrow',
    'the gate code was 4477 and they never changed it',
    'was the gate code 4477 before they changed it?',
    'the gate code was 4477, I still use it even though they changed the fob',
    # the change came first, or changed something else
    'gate code was 4477 after the strata changed it last month',
    'the gate code is 4477 since the strata changed it',
    'the gate code was 4477 and I changed the batteries in the fob',
    'el código del portón era 4477 pero cambiaron las pilas',
    'the garage code was 9090 before the HOA changed the lights',
    'our alarm code was 8812, the installer changed the sirens',
    # doubt that the change happened
    "kızımın Netflix şifresi Papatya2015'ti, değiştirdi mi bilmiyorum",
    'the gate code was 4477, not sure if they changed it',
    'the gate code was 4477 but maybe they changed it',
    'el código del portón era 4477, no sé si lo cambiaron',
    'код от калитки был 4477, не знаю, поменяли ли его',
    # "old" names a device that may still be in use
    "my old laptop's password is Birch-2291",
    "my old laptop's password is Birch-2291, I changed the wifi one though",
    'the password of my old phone is Birch-2291, the screen was replaced last week',
    # a one-time code still valid
    'kod odbioru 551 902 ważny do jutra',
]


@pytest.mark.parametrize("text", CHANGED_IN_THE_PAST)
def test_a_code_given_in_the_past_tense_and_then_changed_is_not_a_secret(text):
    assert not looks_secret(text)


@pytest.mark.parametrize("text", OLD_AND_DEAD)
def test_an_old_code_said_to_be_changed_void_or_not_opening_is_not_a_secret(text):
    assert not looks_secret(text)


@pytest.mark.parametrize("text", STILL_SECRET)
def test_a_live_code_beside_change_words_is_still_flagged(text):
    assert looks_secret(text)


@pytest.mark.parametrize("text, new", [
    ('the gate code was 4477 before they changed it, the new one is 8264', '8264'),
    ('old gate code 1597 no longer works, new one is 8264', '8264'),
    ('el código del portón era 4477 pero lo cambiaron a 8264', '8264'),
    ('старий ПІН від домофона 1597 вже не діє, новий 8264', '8264'),
    ('예전 도어락 번호 1357 바꿨음, 지금은 2468', '2468'),
])
def test_the_new_code_given_beside_a_changed_one_is_redacted(text, new):
    assert new not in redact_secrets(text)


@pytest.mark.parametrize("text, old", [
    ('gate code was 4477 before the strata changed it last month', '4477'),
    ('o código do cadeado do armário era 0421 mas o clube trocou tudo', '0421'),
    ('старий ПІН від домофона 1597 вже не діє', '1597'),
])
def test_a_changed_code_is_left_in_the_text_by_redaction(text, old):
    assert old in redact_secrets(text)
