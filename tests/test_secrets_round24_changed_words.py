"""Round 24, 'changed' words: one table (`secret_changed_words.CHANGED`, ~35 languages) serves both readers that look
for them. Secrets: a Wi-Fi password named on a sticker or router, then "I changed it" and the new value (read by
`secret_login_changed`); look-alikes: a gate or safe code given as a year and then "changed" (a year of change, vetoed
by `secret_locks`), a changed network name, a change date, and a changed password kept elsewhere."""

from __future__ import annotations

import pytest

from shared.safety import looks_secret, secret_locks, secret_login_changed
from shared.safety.secret_changed_words import CHANGED

SECRETS = [
    'Mein WLAN-Passwort stand auf dem Aufkleber, ich hab es letzte Woche geändert: Brezel-Weisswurst-2024',
    'The wifi password was on the router sticker but I changed it last month: Pancake-Otter-2023',
    'The wifi password was printed on the box, I updated it yesterday to Maple-Syrup-2024',
    "Le mot de passe wifi était sous la box, je l'ai changé hier : Croissant-Lune-2022",
    'La contraseña del wifi venía en la pegatina, pero la cambié ayer: Sol-Playa-2023',
    'A senha do wifi estava no roteador, mas eu troquei ontem: Caju-Manga-2021',
    "La password del wifi era sul router, l'ho cambiata ieri: Sole-Mare-2023",
    'Het wifi-wachtwoord stond op de sticker, ik heb het gisteren gewijzigd: Tulp-Molen-2022',
    'Hasło do wifi było na naklejce, ale zmieniłem je wczoraj na Pierogi-Kot-2024',
    'Пароль от вайфая был на наклейке, но я его поменял вчера: Ромашка-Лес-2022',
    'Wifi şifresi modemin altındaydı ama dün değiştirdim: Kedi-Balik-2022',
    'Wifi-lösenordet stod på routern men jag bytte det igår till Älg-Sill-2023',
    'Wifin salasana oli tarrassa, mutta vaihdoin sen eilen: Kissa-Koira-2023',
    'Το κωδικό του wifi ήταν στο αυτοκόλλητο, αλλά τον άλλαξα χθες: Ήλιος-Θάλασσα-2023',
    'Mật khẩu wifi ghi trên router nhưng tôi đã đổi hôm qua thành Pho-Bo-2024',
    'Password wifi ada di stiker, tapi sudah saya ganti kemarin jadi Nasi-Goreng-2023',
    'Nenosiri la wifi lilikuwa kwenye stika, nimebadilisha jana: Simba-Tembo-2022',
]

LOOKALIKES = [
    'Pin kłódki: 2016 zmieniony',
    'Kod do sejfu: 2021 zmieniony',
    'Kassaskåpskoden: 2019 ändrad',
    'Le mot de passe wifi a été changé le 12/03/2024',
    'Hasło do wifi zmieniłem w piątek, jest w szufladzie',
    'Code für das Tor: 2024 erneuert',
    'Der Tresorcode ist 2019 geändert worden',
    'The gate code is 2021 changed since then',
    'Code du portail : 2022 changé depuis',
    'Il codice del cancello: 2018 cambiato',
    'Код от калитки: 2019 изменён',
    'Kapı kodu: 2023 değişti',
    'Hekkode: 2017 gewijzigd',
    'The wifi password is on the sticker, I changed the network name to: Home-Net-5G',
    'The wifi password was changed on 2024-03-15',
    'La contraseña del wifi la cambié el martes, está en el cajón',
    'Пароль от вайфая я поменял вчера, он записан на бумажке',
    'Wifi şifresini değiştirdim, kağıtta yazıyor',
]


@pytest.mark.parametrize("text", SECRETS)
def test_changed_password_is_secret(text: str) -> None:
    assert looks_secret(text)


@pytest.mark.parametrize("text", LOOKALIKES)
def test_changed_lookalike_is_not(text: str) -> None:
    assert looks_secret(text) is None


def test_both_readers_share_the_table() -> None:
    assert CHANGED in secret_locks._CHANGED.pattern and CHANGED in secret_login_changed._CHANGED.pattern
