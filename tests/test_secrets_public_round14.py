"""Round 14 (precision): fiction, vendor test cards, a Wi-Fi name alone, public-by-design ids are masked as public;
their look-alikes that give a real secret are still flagged."""

from __future__ import annotations

import pytest

from tiered_memory.shared.safety import looks_secret
from tiered_memory.shared.safety.secret_e5 import value_present
from tiered_memory.shared.safety.secret_public import mask

FICTION = [
    "In 'Spaceballs' ist die Kombination 1-2-3-4-5 – wie beim Koffer des Idioten 😂",
    "Harry Potter: Passwort für den Gryffindor-Turm war 'Caput Draconis'",
    "Funny: in the old IRC joke the password was hunter2",
    "En la película el código de la caja fuerte era 1-2-3-4, qué risa",
    "Dans le film Opération Espadon, le mot de passe était swordfish",
    "In der Serie war der Tresorcode 0815, total unrealistisch",
    "Nel film il codice della cassaforte era 1234, che ridere",
    "No filme, a senha do cofre era 4321",
    "In de film was het wachtwoord 'joshua'",
    "W filmie hasło do sejfu to 1234",
    "В фильме пароль был 12345, смешно",
    "映画の中でパスワードは「swordfish」だった",
    "电影里保险箱密码是1234，太假了",
    "영화에서 금고 비밀번호는 0000이었다",
    "Filmde kasanın şifresi 1234'tü",
    "Elokuvassa salasana oli 1234",
    "בסרט הקוד לכספת היה 1234",
    "في الفيلم كانت كلمة السر 1234",
    "फिल्म में तिजोरी का कोड 1234 था",
    "剧里的保险箱密码是 1234",
    "Witz des Tages: Mein Passwort ist 'falsch', dann sagt der PC Passwort falsch",
    "The famous hunter2 password from IRC, everyone knows it",
]
TEST_CARDS = [
    "Testkarte von Stripe: 4242 4242 4242 4242, beliebiges Datum, CVC 123",
    "Stripe test card 4000 0025 0000 3155 with any CVC 123 and 12/34",
    "Carte de test Stripe : 4000 0000 0000 3220, CVC 123, date 12/30",
    "Tarjeta de prueba de Adyen: 5555 3412 4444 1115, CVC 737, 03/30",
    "Braintree sandbox Visa 4111 1111 1111 1111, exp 12/30",
    "测试卡号 4242 4242 4242 4242（Stripe），CVC 123",
    "Тестовая карта Stripe: 4242 4242 4242 4242, CVC 123",
    "PayPal sandbox card 4032 0393 1798 4658 exp 05/28",
]
NETWORK_NAMES = [
    "Nom du réseau wifi : Livebox-4F2A (le code est sous la box)",
    "Wi-Fi Netzwerkname (SSID): Müller_Gast — Passwort kommt per Zettel",
    "SSID: FRITZ!Box 7590 KL — Passwort steht auf dem Router",
    "Nombre de la red wifi: MOVISTAR_8F21 (la clave está en la pegatina)",
    "Nome della rete: TIM-28471920, la password è sul modem",
    "Netwerknaam: Ziggo8842 (wachtwoord staat op de sticker)",
    "Nazwa sieci: UPC2471930, hasło jest na naklejce",
    "Имя сети: MTS_Router_24 (пароль на роутере)",
    "网络名称：TP-LINK_5G_3A2F，密码在路由器背面",
    "ネットワーク名：aterm-8c2f0e-g（パスワードはルーターの裏）",
    "Das WLAN heißt Müller_Gast, Passwort gibt's an der Theke",
]
PUBLIC_IDS = [
    "Sentry DSN public key only: https://7c4e8f3b6d0a@o48291.ingest.sentry.io/550812",
    "Code APE de la société : 6201Z",
    "Code NAF : 62.01Z (programmation informatique)",
    "WZ-Code 2008: 62.01.0",
    "Codice ATECO 62.01.00",
    "ОКВЭД 62.01",
    "Mein Freundschaftscode für Tibber: 7kq2lp9x — gerne teilen!",
    "Meu código de indicação do Nubank é RAFA2024, pode divulgar",
    "Código de referido de Revolut para quien quiera: juanp3x9",
    "Codice invito Satispay: LUCA77 chi vuole lo usi",
    "Реферальный код для Тинькофф: IVAN2024, кто хочет",
    "招待コード: TARO2024 ご自由にどうぞ",
    "Rabattcode für alle: HERBST25 (25 % auf alles)",
    "Code promo Decathlon : PRINTEMPS15, valable jusqu'à dimanche",
    "Промокод на Озон: VESNA500 для всех",
]


@pytest.mark.parametrize("text", FICTION + TEST_CARDS + NETWORK_NAMES + PUBLIC_IDS)
def test_public_look_alikes_of_round14_are_not_flagged(text: str) -> None:
    assert looks_secret(text) is None


@pytest.mark.parametrize("text", FICTION + TEST_CARDS[:3] + NETWORK_NAMES[:2] + PUBLIC_IDS[:3] + PUBLIC_IDS[6:8])
def test_once_masked_they_hold_no_value_for_the_learned_stage(text: str) -> None:
    assert not value_present(text)


def test_the_mask_keeps_the_length_and_blanks_the_quoted_fiction() -> None:
    text = "Harry Potter: Passwort für den Gryffindor-Turm war 'Caput Draconis'"
    masked = mask(text)
    assert len(masked) == len(text) and "Caput" not in masked


STILL_SECRET = [
    "My Netflix password is Matrix1999! — named after the film",
    "Harry Potter Fan: mein Passwort ist Gryffindor2024!",
    "Il mio PIN del bancomat è 4821, come nel film",
    "Passwort fürs Filmclub-Konto: Kino#2024x",
    "Film#2026night is the new Netflix password",
    "Tresorcode im Büro: 0815, nicht wie im Film",
    "Visa 4929 1234 5678 9012 exp 09/27 CVC 381 (paid after the Corona test)",
    "Meine Kreditkarte: 4532 0151 1283 0366, CVV 123, test booking at Stripe store",
    "Stripe declined my card 4532 0151 1283 0366, CVC 381",
    "SSID: Müller_Gast, Passwort: Hund1234",
    "Nom du réseau : Livebox-4F2A, code : 7XKA9PQ2LM",
    "Wi-Fi network name HomeNet, password sunflower22",
    "Network name: Casa_Lopez  password: Lopez2019!",
    "家のWi-Fi：SSID aterm-1a2b3c、暗号化キー 4f7a9c2e1b8d3",
    "https://3f9a2c7e1b5d4e8f9a0b1c2d3e4f5a6b:8e7d6c5b4a39281706f5e4d3c2b1a098@o12345.ingest.sentry.io/678901",
    "SENTRY_DSN=https://68f9378ab35ee8fc9f70d8a2858a7ee8@o372900.ingest.sentry.io/9215038",
    "Kids' Minecraft realm invite code Xq7L-9mPz (secret)",
    "Login for the kids' Minecraft: user BlockKid2014, password creeper#77",
    "My password is incorrect-Horse42, not a joke",
    "Das WLAN heißt Müller_Gast, Passwort: Theke2024!",
    "Carte bancaire: 4970 1012 3456 7898, exp 09/27, CVC 412 (test de la nouvelle appli)",
    "https://a1b2c3d4e5f60718293a4b5c6d7e8f90:0f9e8d7c6b5a49382716059483726150@sentry.mycompany.com/12",
    "Door code for guests: 4711, feel free to use",
]


@pytest.mark.parametrize("text", STILL_SECRET)
def test_a_real_secret_beside_a_film_a_test_word_a_network_name_or_a_dsn_is_still_flagged(text: str) -> None:
    assert looks_secret(text) is not None


ORDINARY = [
    "We watched Spaceballs again last night, still the best Mel Brooks film",
    "The password rules in the film were absurd, nobody would remember that",
    "Our Wi-Fi network name changed after the router swap",
    "Tibber referral programme pays 50 euros per friend",
    "Stripe test mode is on for the staging shop",
]


@pytest.mark.parametrize("text", ORDINARY)
def test_ordinary_sentences_about_films_networks_and_referrals_are_not_flagged(text: str) -> None:
    assert looks_secret(text) is None
