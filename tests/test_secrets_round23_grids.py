"""Round 23, bank coordinate / TAN / key-number cards written out, and passwords spelled out letter by letter.

Families:
1. A bank's coordinate card, TAN list or key-number card (tarjeta de coordenadas, iTAN-Liste, cartão matriz, carte de
   coordonnées, carta a coordinate, codekaart, kodkort, nøkkelkort, avainlukulista, karta kodów, 보안카드, 口令卡,
   乱数表) written out as a grid of cells ("A1=47, B3=92") or a list of numbered entries ("TAN 14: 482913",
   "avainluku 33: 8812"). Look-alikes: the same cards named without values, seat maps, chess moves, bingo and lottery
   cards, spreadsheet cells, grid references, exam seating, shelf positions, bus timetables.
2. A password spelled out with a spelling alphabet in any language ("K wie Kaufmann", "K de Kilo", "K comme Kléber",
   NATO words), literal symbols among the letters ("Q, ! , m"), often with the whole value after it. Look-alikes: a
   name, a street or a booking reference spelled out.
3. A router's model number after a router word and "key" ("Router key: NTGR-WNDR-3700") is a look-alike; the
   router's real key beside a model number stays a secret.
"""

from __future__ import annotations

import pytest

from tiered_memory.shared.safety import looks_secret

GRID_SECRETS = [
    "Mi tarjeta de coordenadas del Santander: A1=58, B2=13, C3=77, D4=09",          # Spanish
    "Tarjeta de claves del banco → F2: 381, G5: 904, H1: 226",
    "iTAN-Liste der Sparkasse: TAN 07: 582031, TAN 08: 119374",                       # German
    "Meine TAN-Liste: Nr. 23 = 904417, Nr. 24 = 330192",
    "Cartão matriz do banco: A1 47, A2 93, B1 12, B2 66",                            # Portuguese
    "cartão de coordenadas do Millennium: posição 12 = 583, posição 27 = 119",
    "Ma carte de coordonnées : A3=715, C1=208, E4=993",                               # French
    "Carta a coordinate della banca: B2=44, D5=17, F1=80",                            # Italian
    "Codekaart van de bank: A1 = 4821, B2 = 7730, C3 = 1596",                         # Dutch
    "Kodkortet från banken: 14: 3829, 15: 9921, 16: 0472",                            # Swedish
    "Nøkkelkort fra banken, kode 21: 774512",                                        # Norwegian
    "Mit nøglekort: 0032 = 481920, 0033 = 775312",                                   # Danish
    "Osuuspankin avainlukulista: avainluku 12: 4419, avainluku 13: 8825",            # Finnish
    "tunnuslukukortti: 017 = 5521, 018 = 9043",
    "Karta kodów z banku: 1: 492817, 2: 773920",                                     # Polish
    "보안카드 번호: 03번 4829, 17번 1175",                                              # Korean
    "工行口令卡: A1 835, B3 291, C5 604",                                              # Chinese
    "銀行の乱数表: A1=47, B3=92, C5=18",                                               # Japanese
    "Şifre kartım: A1=73, B4=28, C2=51",                                              # Turkish
    "Карта кодов банка: 01 - 4829, 02 - 7731",                                        # Russian
    "Coordinate card from the bank: A1=47, B3=92, C5=18, D2=60",                      # English
    "Grid card for the VPN: A2 715, C4 208, E1 993",
    "Kódová karta banky: A1=52, B2=18, C3=99",                                        # Czech
    "Sicherheits-Koordinatenkarte der Bank: 2B=61, 5D=08, 9A=44",
    "Carte de clés de la banque : case 4 = 7, case 19 = 2, case 30 = 9",
    "tarjeta de coordenadas: casilla 3: 5, casilla 8: 1, casilla 21: 6",
]

GRID_LOOKALIKES = [
    "The coordinate card is in the kitchen drawer, next to the checkbook",
    "Theatre seats A1, B3, C5, D2 and E4 are reserved for our group",
    "Chess: 1. e4 e5 2. Nf3 Nc6 3. Bb5 a6",
    "Bingo card: B4, I19, N33, G51, O70",
    "Excel: put =SUM(A1:A10) in B3, the total was 4721",
    "La tarjeta de coordenadas ya no se usa; el banco la cambió por una app en 2022",
    "Die TAN-Liste wurde 2018 abgeschafft, heute nutze ich pushTAN",
    "Place dans l'avion : rangée 14, siège C ; porte B3",
    "Carta a coordinate scaduta: chiedere la nuova in filiale entro il 30 giugno",
    "Cartão matriz chegou pelo correio, ainda não ativei",
    "Kodkortet är slut, beställ ett nytt på banken",
    "Tunnuslukulista loppui, uusi tulee postissa 5 päivässä",
    "보안카드 대신 OTP를 발급받았다",
    "口令卡已经停用了，改用U盾",
    "乱数表は引き出しにしまってある",
    "Busdienstregeling lijn 12: 7:15, 7:45, 8:15",
    "Karta kodów zgubiona – zastrzeżona w banku 12.03",
    "Места в автобусе: A1, A2, B1, B2 — для нашей группы",
    "Shelf positions: A1=soap, B3=rice, C5=flour",
    "Grid reference for the hut: NY 215 072",
    "Sınav oturma planı: A1=Ayşe, B3=Mehmet, C5=Can",
    "Lottoschein: 3, 14, 22, 35, 41, 49 – Superzahl 7",
    "Hoja de cálculo: A1=47, B3=92, C5=18 son los totales de ventas",
    "Stadionplan: Block A1 = 470 Plätze, Block B3 = 920 Plätze",
    "Carte de clés reçue, case 12 à remplir demain",
    "Koordinatenkarte: Felder A1 bis J5, insgesamt 50 Felder",
    "Koordinatenkarte bestellt am 12.03., kommt in 5 Tagen",
]

SPELLED_SECRETS = [
    "Passwort buchstabiert: K wie Kaufmann, 7, x, Q, ! , m — also K7xQ!m",           # German
    "WLAN-Kennwort: M wie Martha, 4, r, Z wie Zeppelin, 9, # – also M4rZ9#",
    "Wifi password, spelled: Kilo, Seven, X-ray, Quebec, Mike, Two",                 # English
    "The admin password is capital T, r, 9, hash, w, q",
    "La contraseña, letra por letra: K de Kilo, 7, x, Q, !, m",                       # Spanish
    "Mot de passe épelé : K comme Kléber, 7, x, Q, !, m",                            # French
    "La password del router: R come Roma, 5, t, ?, w, 2",                            # Italian
    "Wachtwoord gespeld: W van Willem, 8, k, !, p, 3",                               # Dutch
    "Hasło do wifi: K jak Karol, 7, x, Q, !, m",                                      # Polish
    "Lösenordet: S som i Sigurd, 4, h, #, k, 1",                                      # Swedish
    "Пароль по буквам: К как Киев, 7, х, Q, !, м",                                    # Russian
    "Senha soletrada: K de Kiwi, 7, x, Q, !, m — ou seja K7xQ!m",                    # Portuguese
    "Salasana kirjain kerrallaan: iso K, 7, x, Q, !, m",                             # Finnish
    "Şifre: büyük K, 7, x, Q, !, m",                                                  # Turkish
    "Heslo: velké K, 7, x, Q, !, m",                                                  # Czech
    "Adgangskode: stor K, 7, x, Q, !, m",                                             # Danish
    "senha do wifi: K de Kiwi, 7, x, Q, m",
    "heslo k wifi: K jako Karel, 7, x, Q, m",
    "contraseña: M de Madrid, 4, r, Z de Zaragoza, 9",
]

SPELLED_LOOKALIKES = [
    "Mein Name ist Meier, mit e-i: M wie Martha, E wie Emil, I wie Ida, E wie Emil, R wie Richard",
    "Booking reference spelled on the phone: Alpha, Bravo, Charlie, One, Two, X-ray",
    "Buchungscode buchstabiert: A wie Anton, B wie Berta, C wie Cäsar, 1, 2, X",
    "Mon nom : D comme Denise, U comme Ursule, P comme Pierre, O comme Oscar, N comme Nicolas, T comme Thérèse",
    "La calle se escribe: B de Barcelona, O de Oviedo, R de Roma, N de Navarra, E de España",
    "Il cognome: R come Roma, O come Otranto, S come Savona, S come Savona, I come Imola",
    "Achternaam: J van Jan, A van Anton, N van Nico, S van Simon, E van Eduard, N van Nico",
    "Nazwisko: K jak Karol, O jak Olga, W jak Wanda, A jak Adam, L jak Lucyna",
    "Efternamnet stavas: S som i Sigurd, V som i Viktor, E som i Erik, N som i Niklas",
    "Фамилия по буквам: И как Иван, В как Василий, А как Анна, Н как Николай, О как Ольга, В как Василий",
    "Flight locator: Kilo, Lima, Mike, Seven, Two, Zulu",
    "Nome da rua soletrado: A de Amor, U de Uva, G de Gato, U de Uva, S de Sapo, T de Tatu, A de Amor",
    "Sukunimi: V niin kuin Vihtori, I niin kuin Iivari, R niin kuin Risto, T niin kuin Tyyne",
    "Soyadım: Y, I, L, M, A, Z diye yazılıyor",
    "Příjmení: N jako Nora, O jako Oskar, V jako Václav, Á, K jako Karel",
    "Router model: NTGR-WNDR-3700, firmware 1.0.7",
    "la contraseña del wifi de Maria es la de siempre, a, b, c, d",
    "Nome da rua: A de Amor, U de Uva, G de Gato, U de Uva, S de Sapo",
]

# A router's model number under a key word is public; the router's real key beside it stays a secret.
ROUTER_LOOKALIKES = [
    "Router key: NTGR-WNDR-3700",
    "modem wifi key: RT-AC68U",
    "Routerschlüssel? Steht nicht drauf, nur Modell TL-WR841N",
    "clave del router: ver pegatina, modelo HG8245H",
    "clé du routeur : voir l'étiquette du modèle Archer C7",
    "chiave del router: modello DIR-615, etichetta sotto",
    "sleutel van de router: model WNR2000 v3",
    "routerns nyckel: modell RAX40",
    "chave do roteador: modelo ZXHN F670L",
    "klucz routera: model Archer AX55",
]
ROUTER_SECRETS = [
    "Router key: 8fHq2kP9xWm",
    "WLAN-Schlüssel der FRITZ!Box 7590: 4821 9930 1184 2274",
    "Router-Passwort: Archer-C7-Sonne99",
    "TP-Link Archer C6 password: k7Qx!m29Lp",
    "clave del router HG8245H: 8d7A2kq9Pw",
    "mot de passe du routeur RT-AC68U : Tulipe#2291",
    "wachtwoord router WNR2000: Zomer!Fiets88",
    "hasło do routera Archer AX55: Kot_Mruczek77",
]


@pytest.mark.parametrize("text", GRID_SECRETS + SPELLED_SECRETS + ROUTER_SECRETS)
def test_a_bank_grid_a_spelled_password_or_a_key_after_a_router_word_is_a_secret(text: str) -> None:
    assert looks_secret(text)


@pytest.mark.parametrize("text", GRID_LOOKALIKES + SPELLED_LOOKALIKES + ROUTER_LOOKALIKES)
def test_a_seat_map_a_spelled_name_or_a_router_model_is_no_secret(text: str) -> None:
    assert looks_secret(text) is None
