"""Round 33, the guest Wi-Fi family: a public place's Wi-Fi password for its guests, put up where anyone reads it.

A café's, hotel's, gîte's, library's, gym's, shop's or waiting room's guest Wi-Fi password written on the wall, a
board, the door, the menu, a receipt or a table card, or given out at reception, is public, not a secret. Still
secrets: the writer's own home network (its guest network included), a place's staff, admin or router password, an
office network for employees only, a password kept from others, a password on the wall of the writer's own flat,
and a guest Wi-Fi password with no word that it is put up anywhere.
"""

from __future__ import annotations

import pytest

from tiered_memory.shared.safety import looks_secret, redact_secrets


POSTED_FOR_GUESTS = [
    "пароль от вайфая в кафе для гостей — он висит на стене: coffee2024",
    "le code wifi des invités est affiché à l'accueil du gîte : Bienvenue2024",
    "κωδικός wifi επισκεπτών στο καφέ, γραμμένος στον πίνακα: frappe2024",
    "رمز الواي فاي للضيوف مكتوب على باب المقهى: guest1234",
    "the café's guest wifi password is written on the chalkboard: latte2024",
    "wifi password at the library is posted on the noticeboard by the entrance: ReadMore2025",
    "the hotel wifi code is printed on the receipt: Seaview88",
    "gym wifi for members is on the sign at the front desk: LiftHard2024",
    "Das WLAN-Passwort im Café hängt an der Wand für alle Gäste: Milchschaum2024",
    "WLAN-Passwort der Bäckerei steht auf dem Kassenbon: Brezel2023",
    "la contraseña del wifi del bar está en la pizarra para los clientes: tapas2024",
    "la clave wifi del restaurante viene en el ticket: paella77",
    "a senha do wifi da padaria fica na parede, para os clientes: paodequeijo22",
    "la password del wifi del bar è sulla lavagna per i clienti: cornetto2024",
    "het wifi-wachtwoord van het café hangt aan de muur: Koffie2024",
    "wifi-lösenordet på kaféet står på tavlan: Fika2024",
    "hasło do wifi w kawiarni wisi na ścianie dla klientów: kawa2024",
    "heslo na wifi v kavárně je na tabuli: kafe2024",
    "пароль от wifi в ресторане написан в меню: borsch2024",
    "пароль від вайфаю в кав'ярні висить на стіні: kava2024",
    "kafedeki wifi şifresi duvarda yazıyor, müşteriler için: cay2024",
    "رمز عبور وای فای کافه روی دیوار نوشته شده: chai1403",
    "کیفے کا وائی فائی پاس ورڈ دیوار پر لکھا ہے: chai2024",
    "הסיסמה של הוויפי בבית הקפה כתובה על הלוח: cafe2024",
    "कैफ़े का वाईफाई पासवर्ड दीवार पर लिखा है: chai2024",
    "ক্যাফের ওয়াইফাই পাসওয়ার্ড দেয়ালে লেখা: cha2024",
    "咖啡馆的wifi密码贴在墙上: latte2024",
    "カフェのWi-Fiパスワードは壁に貼ってあります: matcha2024",
    "카페 와이파이 비밀번호는 벽에 붙어 있어요: coffee2024",
    "รหัสไวไฟร้านกาแฟติดอยู่ที่ผนังสำหรับลูกค้า: latte2024",
    "mật khẩu wifi quán cà phê dán trên tường: caphe2024",
    "password wifi kafe ditempel di dinding untuk pelanggan: kopi2024",
    "ang password ng wifi sa kapihan ay nakapaskil sa pader: kape2024",
    "nenosiri la wifi la mgahawa limeandikwa ukutani kwa wateja: chai2024",
    "parola wifi de la cafenea e afișat pe perete: cafea2024",
    "a kávézó wifi jelszava a falon van kiírva: kave2024",
    "kahvilan wifi-salasana on seinällä asiakkaille: kahvi2024",
    "airport wifi password is on the signs at every gate: FlyFree2024",
    "coworking guest wifi password is on the table cards: CoWork!2024",
    "clinic waiting room wifi password is posted on the wall for visitors: GetWell2024",
    "wifi at the shop is for customers, the password is on the receipt: Shop4You",
    "ask the staff or check the board: the café wifi password is on the wall: mocha2024",
    "code wifi du café écrit sur l'ardoise pour les clients : Expresso2024",
    "WLAN-Passwort der Bibliothek hängt am Eingang aus: Lesen2024",
    "senha do wifi do hotel está na recepção, para os hóspedes: praia2024",
    "hotel wifi şifresi resepsiyonda asılı, misafirler için: otel2024",
    "酒店的wifi密码写在前台的牌子上: welcome888",
    "ホテルのWi-Fiパスワードはフロントに掲示されています: tokyo2024",
    "호텔 와이파이 비번은 카운터에 붙어 있어요: hotel2024",
    "mật khẩu wifi khách sạn ghi ở quầy lễ tân: khachsan2024",
    "kata sandi wifi hotel tertulis di meja resepsionis untuk tamu: hotel2024",
    "пароль от wifi в отеле висит на ресепшн для гостей: hotel2024",
]

KEPT_SECRET = [
    # the writer's own home, its guest network included
    "the guest wifi at my place is written on the wall: Sunny2024",
    "our home wifi password is on the fridge door: Maple2024",
    "пароль от вайфая в моей квартире висит на стене: coffee2024",
    "le code wifi des invités à la maison est affiché sur le frigo : Bienvenue2024",
    "κωδικός wifi στο σπίτι, γραμμένος στον πίνακα: frappe2024",
    "رمز الواي فاي في منزلي مكتوب على باب المطبخ: guest1234",
    "Gäste-WLAN bei mir zuhause, Passwort hängt an der Wand: Milchschaum2024",
    "wifi de casa, la clave está en la pared de mi casa: tapas2024",
    # the place's staff, admin or router password
    "café staff wifi password, written on the wall of the back office: Barista!2024",
    "the café's router admin password is on the sticker on the wall: adm1nCafe99",
    "пароль от вайфая для персонала кафе висит на стене: coffee2024",
    "le code wifi du personnel du gîte est affiché à l'accueil : Bienvenue2024",
    "κωδικός wifi προσωπικού στο καφέ, γραμμένος στον πίνακα: frappe2024",
    "رمز الواي فاي للموظفين مكتوب على باب المقهى: guest1234",
    "WLAN-Passwort nur für Mitarbeiter des Cafés hängt an der Wand: Milchschaum2024",
    "รหัสไวไฟร้านกาแฟสำหรับพนักงานติดอยู่ที่ผนัง: latte2024",
    "office wifi password for employees only is on the board in the kitchen: Acme!2024",
    # kept from others
    "the café wifi password is on the wall, but don't share it: latte2024",
    "the hotel wifi code is on the receipt, private, do not share: Seaview88",
    # a guest Wi-Fi password with no word that it is put up anywhere
    "пароль от вайфая в кафе для гостей: coffee2024",
    "le code wifi des invités du gîte : Bienvenue2024",
    "Cafe wifi pass is latte2024beans",
    "hotel wifi code: 55ROOM2026",
    "Guest Wi-Fi at the B&B: network KarooRest, key springbok-dusk-44",
    "WLAN-Schlüssel für Gäste: Kaffeeklatsch!2",
    # near-identical look-alikes of the public cases above
    "airport lounge admin wifi password is on the sign in the back room: FlyFree2024",
    "coworking office wifi for employees only, password on the table cards: CoWork!2024",
    "my apartment wifi password is posted on the wall: GetWell2024",
    "wifi at the shop is for staff, the password is on the receipt roll: Shop4You",
    "code wifi de la maison écrit sur l'ardoise : Expresso2024",
    "WLAN-Passwort meiner Wohnung hängt am Eingang aus: Lesen2024",
    "senha do wifi de casa está na porta da geladeira: praia2024",
    "evdeki wifi şifresi duvarda asılı: otel2024",
    "我家的wifi密码贴在墙上: welcome888",
    "自宅のWi-Fiパスワードは壁に貼ってあります: tokyo2024",
    "우리 집 와이파이 비번은 벽에 붙어 있어요: hotel2024",
    "mật khẩu wifi nhà tôi dán trên tường: khachsan2024",
    "kata sandi wifi rumah saya ditempel di dinding: hotel2024",
    "пароль от wifi дома висит на стене: hotel2024",
    "the café wifi password is on the wall: latte2024, and the router admin password is R0uter!Cafe",
    "café owner's note: the staff network password is written on the board in the office: Staff#2024",
    "кафе: пароль от роутера висит на стене, никому не говори: admin2024",
    # a second password beside the public one, in another sentence
    "The café wifi password is on the wall: latte2024. My bank PIN is 4821.",
]


@pytest.mark.parametrize("text", POSTED_FOR_GUESTS)
def test_a_public_places_guest_wifi_password_put_up_for_all_is_not_a_secret(text: str) -> None:
    assert not looks_secret(text)


@pytest.mark.parametrize("text", KEPT_SECRET)
def test_a_home_staff_kept_or_unposted_wifi_password_is_still_a_secret(text: str) -> None:
    assert looks_secret(text)


def test_redaction_keeps_a_posted_cafe_wifi_password() -> None:
    text = "the café's guest wifi password is written on the chalkboard: latte2024"
    assert "latte2024" in redact_secrets(text)


def test_redaction_still_hides_the_pin_beside_a_posted_cafe_wifi_password() -> None:
    text = "The café wifi password is on the wall: latte2024. My bank PIN is 4821."
    redacted = redact_secrets(text)
    assert "4821" not in redacted
