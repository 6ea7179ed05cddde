"""Round 26, passwords told in prose with no password label: typed after joining a network, or the second half of a
login pair after an e-mail address or a user name; a national id under a short label (Bosnian "JMB"); a seed written
down in words of one's own language after a count of words kept in a safe or on paper, or six BIP-39 words closing a
line that opens with a wallet label. Look-alikes (a network's name alone, an address typed in a browser, a user id or
a UUID, an e-mail and a plain word or a year, a vocabulary list of twelve words, wallet tips) stay public.
"""

from __future__ import annotations

import pytest

from tiered_memory.shared.safety import looks_secret

SECRETS = [
    "W domu łączysz się z Play_Fibra_22C1, wpisujesz Kotek_Burek2024",
    "Im Ferienhaus verbinde dich mit Alpenblick_Gast und tippst Edelweiss_77x ein",
    "ไวไฟบ้านยาย: ชื่อ AIS_Fibre_9F พิมพ์ somtam2566ok",
    "Wi-Fi do café: rede Padaria_Sol, digite pao2024queijo",
    "Disney+ de la famille : mamie.lucie@orange.fr et Tartiflette88!",
    "HBO for the house: ana.k.smith@gmail.com and Kayak#Lake2021",
    "INPS: utente m.rossi, la chiave è Pizza_Margh3rita!",
    "Portal: user jdoe42, the key is Blue.Whale_19",
    "نفاذ: اسم المستخدم 1122334455 والسرية Jeddah#2024",
    "JMB od sina: 0101990170008",
    "Die 12 Wörter vom Zettel im Safe: Apfel Birne Kerze Mond Salz Brücke Regen Ofen Glas Wolke Hafen Zange",
    "Les 12 mots du papier dans le coffre : tigre flûte bougie lune sel pont pluie four verre nuage port pince",
    "Фраза кошелька на листке: кот дом ... нет, по-английски: orbit canyon lunar velvet tiger absorb",
    "Mi cartera de MetaMask, la mitad: orbit canyon lunar velvet tiger absorb",
]

LOOKALIKES = [
    "W domu łączysz się z siecią Play i wpisujesz adres 192.168.0.1",
    "Router: type 192.168.1.1 in the browser",
    "Wi-Fi: wpisujesz hasło z naklejki na routerze",
    "User ID 6b1f0c2e-9a4d-4b7e-8c3f-1d2e5a6b7c8d was deleted",
    "Schreib an max@firma.de und Projekt2024 besprechen",
    "Send it to ana.k.smith@gmail.com and copy bob@example.org",
    "utente m.rossi, chiamare il 0612345678 per assistenza",
    "JMB Group plc reported revenue of 1234567890123",
    "Die 12 Wörter der Woche: Tiger Flöte Kerze Mond Salz Brücke Regen Ofen Glas Wolke Hafen Zange",
    "Die 12 Wörter auf dem Zettel für den Vokabeltest: Tiger Flöte Kerze Mond Salz Brücke Regen Ofen Glas Wolke Hafen Zange",
    "Die 12 Wörter vom Papier im Tresor sind weg, nur noch: Apfel Birne Kerze",
    "Wallet tips: keep it offline and never share it with anyone",
    "My wallet shopping list: apple banana cherry grape lemon mango",
]


@pytest.mark.parametrize("text", SECRETS)
def test_unlabelled_passwords_ids_and_seeds_are_secret(text: str) -> None:
    assert looks_secret(text), text


@pytest.mark.parametrize("text", LOOKALIKES)
def test_network_names_addresses_and_word_lists_stay_public(text: str) -> None:
    assert looks_secret(text) is None, (text, looks_secret(text))
