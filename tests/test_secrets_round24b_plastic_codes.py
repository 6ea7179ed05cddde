"""Round 24b family: numbers read off a plastic card or drawn on a phone that open something, with no PIN/CVV word.

A: the card's three back digits given spaced or glued ("üç rakam 8 0 4", "teen digit 3 8 2");
B: a bank's coordinate/grid card with a value per cell ("la casilla C4 es 71");
C: a phone's unlock shape (letter shape + dots) and the SIM's long number from its plastic card when locked (PUK).
Look-alikes: last digits of a phone, area codes, expiry dates, rules without a value, chess, spreadsheets, seats,
bingo, map grids, game levels, exercises, tile patterns, recipes, serial numbers with no lock situation.
"""

from __future__ import annotations

import pytest

from shared.safety.secrets import looks_secret

BACK_DIGITS = [
    "Kredi kartımın arkasındaki üç rakam 5 1 9, siparişi tamamlamak için yaz.",
    "Mere card ke peeche ke teen digit 7 4 1 hain, Zomato pe daal do",
    "Bhai card ke piche teen number 9 0 6 likhe hain, payment kar de",
    "कार्ड के पीछे के तीन अंक 4 8 2 हैं, टिकट बुक कर दो",
    "Tiga angka di belakang kartu saya 3 0 7, pakai buat bayar Tokopedia ya.",
    "Trzy cyfry z tyłu karty to 6 1 5, wpisz przy płatności.",
    "Os três números no verso do cartão são 2 9 4, usa pra pagar o Uber.",
    "Los tres números de atrás de la tarjeta: 8 3 6, para la compra online.",
    "Die drei Ziffern hinten auf der Karte sind 1 7 9, brauchst du für die Bestellung.",
    "Les trois chiffres au dos de la carte : 5 0 3, pour le paiement du billet.",
    "De drie cijfers op de achterkant van de kaart zijn 9 2 8.",
    "Три цифры на обратной стороне карты: 6 4 0, для оплаты заказа.",
    "Le tre cifre sul retro della carta sono 7 1 6, servono per il pagamento.",
    "On the back of my card the three digits are 3 5 8, use them at checkout.",
    "Kartın arkasındaki üç rakam 2-6-1, bileti alırken sorar.",
    "Card ke peeche wale teen digit 594 bata de, Flipkart pe daalna hai",
]
BACK_LOOKALIKES = [
    "Telefonun son üç rakamı 8 0 4, kartın arkasına yazdım.",
    "Phone number ke last teen digit 3 8 2 hain, card pe likha hai",
    "The last three digits of the phone are 2 1 7, written on the back of the card.",
    "Enter a three-digit area code, it is on the back of the card.",
    "The back of the card says valid thru 09/27.",
    "Kartu ini butuh tiga angka di belakang, tapi saya belum punya kartunya.",
    "Trzy cyfry z tyłu karty są wymagane przy płatności online.",
    "O código tem três números e fica no verso do cartão.",
    "Die drei Ziffern hinten auf der Karte sind verblasst, ich sehe nichts.",
    "On page 3 of the card manual, see the back cover for three digits rules.",
    "Les trois chiffres au dos de la carte sont effacés, il faut en commander une autre.",
    "कार्ड के पीछे तीन अंक होते हैं, उन्हें किसी को मत बताना",
    "Card ke peeche teen digit hote hain, kisi ko mat batana",
    "Три цифры на обратной стороне карты никому не сообщайте.",
    "Le tre cifre sul retro della carta: mai darle al telefono.",
    "The back of the card has a hologram; three digits appear at 1.5 scale.",
]
GRID = [
    "De la tarjeta de coordenadas del banco: la casilla B3 es 47 y la D1 es 82.",
    "Meine Koordinatenkarte von der Bank: A2 = 583, C5 = 219.",
    "The bank's matrix card: cell F1 is 64, cell B7 is 30.",
    "Coordinate card for the bank login — E2: 19, H4: 77.",
    "Cartão de coordenadas do banco: A1 = 54, C3 = 08.",
    "Carte de coordonnées de la banque : D4 est 61, G2 est 93.",
    "Carta di coordinate della banca: B2 = 36, E5 = 71.",
    "Karta współrzędnych z banku: C1 = 482, A6 = 117.",
    "Banka koordinat kartı: B4 = 27, D2 = 55.",
    "Kartu koordinat bank: A3 = 18, F6 = 42.",
    "Координатная карта банка: B1 = 73, D3 = 06.",
    "Coördinatenkaart van de bank: C2 = 91, A4 = 35.",
    "銀行の座標カード: B2 = 38, D5 = 64",
    "Grid card from the bank, they ask for J3 and A8: J3 = 70, A8 = 22.",
    "La tarjeta de coordenadas: casilla A5 = 302, casilla H1 = 845.",
    "Bank matrix card, row C: C1 = 15, C2 = 88.",
]
GRID_LOOKALIKES = [
    "En el tablero de ajedrez, la casilla C4 es la clave y la F2 es débil.",
    "In the spreadsheet, cell C4 is 71 euros and F2 is 09 euros.",
    "Our seats are C4 and F2 at the cinema, row 71.",
    "Bingo card: B4, C7 and G52 were called.",
    "On the map, grid reference C4 is 71 km from base.",
    "Schach: Der Läufer steht auf C4, Zug 71.",
    "La casilla C4 es 71 en la hoja de Excel.",
    "Carte routière : la ville est en D4, à 61 km.",
    "Il posto a sedere è B2, fila 36.",
    "Mapa: sektor C1, 482 metrów nad morzem.",
    "Koltuk numarası B4, sefer 27.",
    "The coordinate card game: C4 scores 71 points on the board.",
    "Tarjeta de coordenadas nueva pedida al banco, llega en 10 días.",
    "Die Koordinatenkarte ist abgelaufen, die Bank schickt eine neue.",
    "Координаты дома на карте: B1 квартал, 73 дом.",
    "Vitamin B12 500 mg, take daily with the matrix card game.",
]
SHAPES = [
    "Puhelimen kuvio on Z-kirjain: 1-2-3-5-7-8-9",
    "Mummon puhelimen lukituskuvio: 7-4-1-2-3",
    "Dadi ke phone ka lock: Z banao — 1-2-3-5-7-8-9",
    "Mom's phone unlock: draw an L shape 1-4-7-8-9",
    "Handy von Oma: Entsperrmuster ist ein N, also 7-4-1-5-9-6-3",
    "Le téléphone de papi se déverrouille en forme de L : 1-4-7-8-9",
    "El celular de la abuela: forma de Z, 1-2-3-5-7-8-9",
    "O celular da vó desbloqueia com a letra C: 3-2-1-4-7-8-9",
    "Telefonun kilidi L şeklinde: 1-4-7-8-9",
    "HP ibu bentuk L: 1-4-7-8-9 buat buka kunci layar",
    "Telefon babci odblokowuje się literą Z: 1-2-3-5-7-8-9",
    "Телефон деда разблокируется буквой Г: 3-2-1-4-7",
    "Oma's telefoon ontgrendelen: een L-vorm, 1-4-7-8-9",
    "Il telefono della nonna si sblocca con la lettera N: 7-4-1-5-9-6-3",
    "Farmor's mobil, mönster 3-5-7-8-9 på låsskärmen",
    "Nana's phone lock screen pattern: 2-5-8-7-9",
]
SHAPE_LOOKALIKES = [
    "Game level 3: draw an L shape 1-4-7-8-9 to win",
    "Exercise: L-shape stretch 1-2-3-4, hold each for 10 seconds.",
    "The pattern of the tiles is 1-4-7 in the bathroom.",
    "Rezept: Schritt 1-2-3-4, dann backen.",
    "Puhelimen näyttö on rikki, tilaus 1-2-3-4 saapuu huomenna.",
    "Tanzschritte in L-Form: 1-2-3-4-5",
    "Kuvio tapetissa: 1-3-5-7",
    "Yoga sequence, Z shape, poses 1-2-3-4-5",
    "Call my phone after steps 1-2-3-4 are done.",
    "Il livello 5 del gioco: forma a L, 1-4-7-8-9",
    "Harjoitus: N-kirjain, toistot 1-2-3-4-5",
    "El patrón de azulejos en forma de L: 1-4-7",
    "Fayans deseni L şeklinde, sıra 1-4-7",
    "Screen size comparison 5-6-7-8 inches for phones.",
    "Letra A: capítulos 1-2-3-4 do livro.",
    "Szachy: ruchy 1-2-3-4, litera Z na planszy",
]
PUKS = [
    "Falls Omas Handy gesperrt ist, die lange Zahl vom Plastikkärtchen: 58203917",
    "If Grandpa's phone is locked again, the long number from the plastic card: 40918273",
    "Si el móvil de la abuela se queda bloqueado, el número largo de la tarjeta de plástico: 92013846",
    "Se il telefono del nonno è bloccato, il numero lungo della tessera di plastica: 17394028",
    "Si le téléphone de mamie est verrouillé, le long numéro de la carte plastique : 60284719",
    "Se o celular do vô ficar bloqueado, o número longo do cartão de plástico: 83920164",
    "Jeśli telefon babci jest zablokowany, długi numer z plastikowej karty: 29471036",
    "Dedemin telefonu kilitlenirse, plastik karttaki uzun numara: 71830294",
    "Jos mummon puhelin on lukossa, pitkä numero muovikortista: 50392817",
    "Если телефон бабушки заблокирован, длинный номер с пластиковой карточки: 38201947",
    "Kalau HP nenek terkunci, angka panjang dari kartu plastik: 64018293",
    "Als oma's telefoon geblokkeerd is, het lange nummer van het plastic kaartje: 19283746",
    "Phone locked? The long number on the SIM card holder: 4821 0937",
    "Farmors mobil är låst, långa numret från plastkortet: 75019382",
    "Handy gesperrt — SIM-Karte, lange Nummer: 30571948",
]
PUK_LOOKALIKES = [
    "Die lange Zahl vom Plastikkärtchen ist die Seriennummer 89490200001234567890",
    "The long number on the plastic card is the serial 8949 0200 0012, nothing is locked.",
    "The plastic card has a long number: 73920184, keep it in the drawer.",
    "Mi tarjeta de plástico tiene un número largo: 92013846, es del gimnasio.",
    "Handy gesperrt? Hotline vom Plastikkärtchen anrufen: 08001234",
    "Phone locked, call customer service on the plastic card: 18005550",
    "Il telefono è bloccato, ho ordinato una tessera di plastica nuova, ordine 12345678.",
    "Telefon zablokowany, zamówienie plastikowej karty nr 29471036 w drodze.",
    "Le téléphone est verrouillé depuis le 12.03.2024.",
    "Puhelin on lukossa, muovikortin IMEI 35039281",
    "Plastik kart kargo takip numarası 71830294, telefon kilitli değil.",
    "Телефон заблокирован, пластиковая карта стоит 300 рублей.",
    "HP terkunci, kartu plastik baru harganya 15000 rupiah.",
    "Oma's telefoon is geblokkeerd door de provider sinds 2019.",
    "Locked phone, long number on the plastic card was unreadable.",
]


@pytest.mark.parametrize("text", BACK_DIGITS + GRID + SHAPES + PUKS)
def test_secret(text: str) -> None:
    assert looks_secret(text)


@pytest.mark.parametrize("text", BACK_LOOKALIKES + GRID_LOOKALIKES + SHAPE_LOOKALIKES + PUK_LOOKALIKES)
def test_lookalike(text: str) -> None:
    assert looks_secret(text) is None
