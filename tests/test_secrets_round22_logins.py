"""Round 22 (logins): the password word spelt any way an Indic, Persian or Urdu writer spells it (joiners gone, one s
or two, "വേഡ്" or "വേർഡ്"), a router's key of random capitals after its quoted network name, a log-in row
"Service (aside): user / password", and the bare word "pass" that names an exam, a ticket or a year; with the
look-alikes: the same words in advice and policy sentences with no value, model and music keys, key types, prices,
routes, dates and scores in the same rows, a pass for a bus, a museum or an exam. Also: the password word in Latin
letters (Arabizi, Finglish, Greeklish, ...), a Wi-Fi key named, said changed and then given, Wi-Fi security protocols
("WPA2-PSK") where a key could stand, and no word table that needs a joiner the visible text has lost."""

from __future__ import annotations

import importlib
import pkgutil
import re

import pytest

import tiered_memory.shared.safety as safety
from tiered_memory.shared.safety import looks_secret, redact_secrets

Z, J = "\u200c", "\u200d"

SCRIPT_PASSWORDS = [
    "വൈഫൈ പാസ്സ്" + Z + "വേഡ്: Kappa_Meen77", "ഇമെയിൽ പാസ്" + Z + "വേർഡ്: Thira_Mala42", "പാസ്സ്വേർഡ് Kochi#2024",
    "വൈഫൈ പാസ്സ്" + Z + "വേഡ് kappameen77", "मेरा पास्वर्ड Ganga@1987", "वाईफाई पास वर्ड Neem_Tree42",
    "जीमेल का पास" + J + "वर्ड: Holi_Rang55", "আমার পাসোয়ার্ড Padma#2023", "ওয়াইফাই পাস" + Z + "ওয়ার্ড: Ilish_Mach77",
    "వైఫై పాస్" + Z + "వర్డు Godavari_88", "నా పాస్ వర్డ్ Tirupati#21", "ವೈಫೈ ಪಾಸ್" + Z + "ವರ್ಡು Mysore_Pak9",
    "என் பாஸ்வர்ட்: Chennai#45", "பாஸ்" + Z + "வேர்டு Marina_Beach9", "මගේ පාස්" + J + "වර්ඩ් Galle#2022",
    "माझा पासवर्ड: Pune_Wada88", "رمز" + Z + "ورود Golestan_1403", "گذرواژه" + Z + "ام: Tehran#Milad9",
    "کلمه" + Z + "ی عبور ایمیل: Shiraz_Hafez7", "میرا پاس" + Z + "ورڈ: Lahore_Qila77", "ਮੇਰਾ ਪਾਸ" + Z + "ਵਰਡ: Amritsar_99",
    "મારો પાસ" + Z + "વર્ડ: Gir_Lion2024", "pass\u00adword: Tromso_Fjord8", "pass\u2060word: Bergen#Rain5",
    "خفیہ لفظ: Lahore_Qila77",
]
SCRIPT_ADVICE = [
    "വൈഫൈ പാസ്സ്" + Z + "വേഡ് മാറ്റാൻ മറക്കരുത്", "പാസ്" + Z + "വേർഡ് കുറഞ്ഞത് 8 അക്ഷരം വേണം",
    "പാസ്സ്വേഡ് ആരോടും പറയരുത്", "पास" + Z + "वर्ड कभी किसी को मत बताना", "पास्वर्ड में कम से कम 12 अक्षर होने चाहिए",
    "পাসোয়ার্ড কাউকে বলবেন না", "పాస్" + Z + "వర్డు మార్చండి", "ಪಾಸ್" + Z + "ವರ್ಡು ಬದಲಾಯಿಸಿ",
    "பாஸ்" + Z + "வேர்டு யாரிடமும் சொல்லாதே", "පාස්වර්ඩ් වෙනස් කරන්න", "पासवर्ड बदलायला विसरू नका",
    "رمز" + Z + "عبور را به کسی نگویید", "گذرواژه" + Z + "ی قوی انتخاب کنید", "کلمه" + Z + "ی عبور باید حداقل ۸ حرف باشد",
    "پاس" + Z + "ورڈ کسی کو نہ بتائیں", "ਪਾਸ" + Z + "ਵਰਡ ਬਦਲੋ", "pass\u00adword policy: 12 characters",
    "पास वर्ड रीसेट लिंक ईमेल पर आया", "خفیہ لفظ کسی کو نہ بتائیں",
]

ROUTER_KEYS = [
    "Router 'NETGEAR-5G' key: WQXRTPMZ", "Router „FRITZ!Box 7590 XY“ Schlüssel: HQZMWPTR",
    "Routeur « Livebox-3F2A » clé : KXWPRTZM", "Router 'MOVISTAR_1234' clave: PQRTWXZK",
    "Roteador 'VIVO-8812' chave: ZRTWQMPX", "Router 'UPC4417' klucz: MWQZRXTP", "Роутер 'Keenetic-1234' ключ: XQWRTZMP",
    "router 'TP-Link_8F2A' sleutel: RWQZXMTP", "Router 'Telia-5G' nyckel: TQZMWRXP", "Router 'Telenor-77' nøkkel: PZXQWMRT",
    "Reititin 'DNA-WIFI-8' avain: WMZQTRXP", "Router 'TIM-1234' chiave: QXZTWMRP", "Modem 'SUPERONLINE_5G' anahtar: ZQWMXRTP",
    "Router 'Digi-24' cheie: MTXQZWRP", "Router 'Magenta-5G' kulcs: XRWQMZTP", "Router 'O2-WIFI-33' klíč: TWQZRXMP",
    "Ruter 'Orange-12' ključ: QMWZTXRP", "Ρούτερ 'Vodafone-AB12' κλειδί: WXZQRTMP", "Router 'Ziggo-8' sleutel WPZQXTRM",
    "wifi 'HomeNet_5G' key: QZXWMRTP", "the router 'Sky-4F2A' key is JXPTWQRM", "Router 'BELL-551' WPA key: RQXZMWTP",
    "'Hotspot-22' WPA2 key: KATRWZPX",
]
OTHER_KEYS = [
    "Router model key: WNR2000", "Router 'NETGEAR-5G' key: F5 to refresh", "key: C minor", "Song 'Yesterday' key: F major",
    "map 'Bavaria North' key: BLUE = rivers", "Router 'NETGEAR-5G' model: WNDR3700", "Router 'NETGEAR-5G' key: WPA2",
    "Router 'NETGEAR-5G' key: see sticker", "Router 'NETGEAR-5G' key: ON THE BACK", "Router 'NETGEAR-5G' key: UNKNOWN",
    "key: ESC closes the dialog", "Router 'TP-Link' Schlüssel: AES", "Router 'TP-Link' key type: WPA2-PSK",
    "Tonart 'Ave Maria' Schlüssel: B-DUR", "keyboard 'Logitech K120' key: ENTER stuck", "Router 'NETGEAR-5G' key: NONE",
    "chord chart 'Hallelujah' key: CMAJOR", "Router 'Livebox' clé : TKIP", "Legend 'Zone A' key: RED",
    "router 'Netgear' key: PASSWORD", "Router 'NETGEAR' key: PRESS WPS", "key: CTRL+ALT+DEL", "Router 'Asus' key: DEFAULT",
    "Router 'Fritz' model key: FRITZBOXXL", "Router 'Speedport' Schlüssel: STANDARDPASSWORT",
]

ASIDE_ROWS = [
    "Steam (Valve): kevin.b / Dragon-77x", "Netflix (family): maria.g / Sunflower88", "Spotify (Premium): lukas_m / Beat#2024",
    "Amazon (DE): jana.k@web.de / Kuchen!42", "Zalando (Konto): t.meier / Schuh_2023", "Deezer (compte famille): paul.d / Rivage#17",
    "Movistar (fibra): jgarcia / Toro_Bravo9", "Globo (Premiere): rafa.s / Flamengo#81", "Allegro (konto): piotr.w / Kra_kow44",
    "ВКонтакте (старый): ivan.p / Medved_1987", "Twitch (alt): nightowl / Owl#Night55", "Xbox (Live): gamer_tag / Halo-3rules",
    "PlayStation (PSN): sakura_j / Hana!2022", "Instagram (business): cafe.roma / Espresso_77",
    "Booking (work): a.rossi / Viaggio#23", "Trendyol (hesap): ayse.k / Lale_1453", "Bol.com (account): d.janssen / Fiets#2021",
    "Hulu (shared): jmiller / Popcorn_99", "Disney+ (kids): family123 / Mickey#2020", "Uber (personal): sam.t / Ride-On-42",
]
ASIDE_LOOK_ALIKES = [
    "Steam (Valve): 20 € / 35 €", "train (ICE): Berlin / Hamburg", "ratio (w/v): 3 / 4", "dates (start): 03 / 04",
    "paths (old): /usr/local / /opt", "Steam (Valve): Half-Life / Portal", "score (final): 3 / 1",
    "Netflix (plan): Basic / Standard", "flight (LH): Frankfurt / Tokyo", "price (incl. VAT): 12.99 / 14.99",
    "size (EU/US): 42 / 9", "Spotify (Premium): 10,99 € / 16,99 €", "Amazon (DE): Kindle / Echo Dot", "bus (line 5): Mitte / Nord",
    "Xbox (Live): Gold / Ultimate", "results (Q1): 4.2% / 3.9%", "Steam (Valve): Counter-Strike2 / Dota2",
    "team (A/B): Müller / Schmidt", "Deezer (plans): Free / Premium", "time (CET): 08:00 / 17:30",
    "Netflix (versions): v2.1 / v2.4", "disk (sda): 512GB / 1TB",
]

PASS_GIVEN = [
    "email anna.k@gmail.com pass: Xy2024!", "anna.k@gmail.com pass Xy2024!", "wifi pass 48213377", "pass: 20242024",
    "user anna.k@gmail.com pass 2024", "login: anna.k@gmail.com pass: Anna2024", "gmail anna.k@gmail.com pass anna2024",
    "netflix: tom@x.com pass 7741", "mail tom@uni.edu pass Tom_1999!", "pass: 1987",
    "E-Mail anna@web.de pass: Anna_2024", "correo luis@gmail.com pass Luis#1990", "courriel marc@free.fr pass: Marc_1975!",
    "konto piotr@wp.pl pass: Piotr#1988", "почта ivan@mail.ru pass: Ivan_1990!", "e-posta ayse@gmail.com pass: Ayse#1453",
    "wifi pass: Stockholm_2024", "Zugang steam pass: Kevin-1999x",
]
PASS_OTHER = [
    "email anna.k@gmail.com pass 2024 exam", "anna.k@gmail.com pass 2025 Prüfung bestanden", "tom@uni.edu pass 2023 finals",
    "boarding pass 12A", "boarding pass seat 14C gate B22", "pass 3 of 5", "pass 2 of 3 done, 1 left",
    "need to pass the 2024 exam", "Pass 24/7 gym pass", "bus pass 2024 renewed", "season pass 2025 for the zoo",
    "ski pass 2024/25 Zermatt", "pass 1999 as the base year", "pass 2026 with distinction", "pass rate 2024: 87%",
    "marie@ecole.fr pass 2024 bac", "j.smith@gmail.com pass 1998 class reunion", "IELTS pass 2024 score 7.5",
    "hall pass 2023 for room 12", "Pass 2024 Eurail", "the mountain pass 2450 m high", "Museum Pass 2024 Berlin",
    "pass 1 at 08:00, pass 2 at 10:00", "sara.l@yahoo.com pass 2022 Abitur", "Family pass 2025 for the pool",
]

ROMANISED_PASSWORDS = ["kalimat el sirr taba3 Absher: Riyadh@Olaya55 — la tinsa", "kelmet el ser bta3t el gmail: Nile_Cairo88",
 "kilmet es-sirr taba3 el wifi hiya Beirut#2020", "kalimat al-murur dyal l compte: Casa_Maroc77", "el baswerd taba3 Instagram: Dubai!Mall9",
 "ramze wifi: Tehran_Milad42", "kalame obur email: Shiraz#Hafez7", "ramze obur e bank: Esfahan#1403",
 "kwdikos tou email: Athina#2004", "kodikos prosvasis: Olympos#88", "pasuwaado wa Sakura#2024 desu",
 "bimilbeonho: Seoul#Tower7", "ha-sisma shel ha-wifi: Tel_Aviv99", "rahat phan wifi: Bangkok#77", "paasword hai Delhi@1947",
 "khufia code: Lahore_Qila9", "gupt shabd: Ganga#Jal42", "yeyilfe qal: Addis_Abeba7", "paroli: Tbilisi#2023",
 "gaghtnabar: Yerevan_Ararat8"]
ROMANISED_ADVICE = ["kalimat el sirr lazim tkoon 8 7oroof: Aa1!", "kelmet el ser nasitha, 3ayez a3mel reset", "ramze wifi ro avaz kardam",
 "kwdikos tou mathimatos: PLH30", "kodikos prosvasis: see email", "pasuwaado wa himitsu desu", "bimilbeonho rule: 8 characters",
 "ha-sisma shel ha-wifi: al ha-mekarer", "rahat phan: forgot it", "paasword hai kya?", "gupt shabd: example Abc123!",
 "el baswerd: 3amalto reset", "kalimat el sirr ghalat", "sisma: ein li", "paroli: ar vici",  "kalame obur: faramoosh kardam"]

CHANGED_THEN_GIVEN = [
    'der WLAN-Schlüssel vom Router hinten drauf… ich hab ihn geändert: Brezel-Weisswurst-2024',
    'the wifi password on the router sticker... I changed it: Maple-Syrup-2024',
    'la clave del wifi de la pegatina… la cambié: Churros-Madrid-2023',
    'a senha do wifi do adesivo... mudei: Praia-Sol-2022',
    "le mot de passe wifi au dos de la box… je l'ai changé : Croissant-Lyon-2024",
    'hasło do wifi z naklejki… zmieniłem na: Pierogi-Krakow-2021',
    'пароль от вайфая на наклейке… я его поменял: Borsch-Moskva-2020',
    "la password del wifi sull'etichetta… l'ho cambiata: Pizza-Roma-2024",
    'het wifi-wachtwoord op de sticker… ik heb het veranderd: Stroop-Wafel-2022',
    'wifi şifresi etikette yazıyordu… değiştirdim: Simit-Cay-2024',
    'wifi-lösenordet på routern… jag bytte det: Kanel-Bulle-2023',
    'WLAN-Passwort vom Aufkleber, hab ich geändert: Alpen-Gluehen-2024',
    'heslo k wifi ze štítku… změnil jsem ho na: Knedlik-Praha-2024',
    'wifi jelszó a matricán… megváltoztattam: Gulyas-Pest-2023',
    'parola de wifi de pe router… am schimbat-o: Sarmale-Cluj-2022',
    'wifi-salasana tarrassa… vaihdoin sen: Sauna-Helsinki-2024',
    'mật khẩu wifi trên router… đã đổi: Pho-Hanoi-2023',
    'password wifi di stiker… sudah saya ganti: Nasi-Goreng-2024',
]
CHANGED_NO_VALUE = [
    'der WLAN-Schlüssel vom Router hinten drauf… ich hab ihn geändert: gestern Abend',
    'the wifi password on the sticker... I changed it: yesterday',
    'la clave del wifi… la cambié: ahora es más segura',
    'wifi password changed: 2024-03-01',
    'WLAN-Schlüssel geändert: siehe Zettel am Kühlschrank',
    'the wifi password... I changed it: Tuesday-Morning',
    'router sticker password changed on 2024-05-12 by the landlord',
    'WLAN-Schlüssel bleibt, aber ich hab den Netzwerknamen geändert: Brezel-Net-2024',
    'the wifi password stays, I changed the network name to Home-Net-5G',
    'la clave sigue igual, cambié el nombre de la red a: Casa-Lopez-5G',
    'the wifi password on the sticker… I changed it: last week',
    'la clave del wifi, la cambié: no me acuerdo',
    'пароль от вайфая поменял: вчера',
    'Passwort geändert: am 03.04.2024',
    'password changed to: something stronger',
]

KEYS_STARTING_WITH_A_PROTOCOL = [
    'wifi key: WPA2-Home-7781',
    'WLAN-Schlüssel: WPA2xK9m-Q7',
    'wifi password: AES-Garten-2024',
    'Router key: WPA2PSK8812x',
    'wifi: WPA2 key Kx9-Wq7-Zt2!',
    'clé wifi : WPA2-Maison-4471',
    'clave del wifi: WEP-Casa-9921',
    'chave do wifi: WPA-Praia-2024!',
    'chiave wifi: AES_Roma_8812',
    'hasło wifi: WPA3-Dom-5521x',
    'пароль от wifi: WPA2-Dacha-77',
    'wifi şifresi: WPA2-Ev-1453!',
    'wifi-wachtwoord: TKIP-Huis-2023x',
    'wifi-lösenord: WPA2-Stuga-88x',
    'WLAN-Passwort: WPS-Keller-2020!',
    'wifi salasana: WPA2-Mokki-4417',
    'wifi jelszó: WPA2-Haz-9981x',
]
PROTOCOLS_NAMED = [
    "Router 'Fritz' clave: WPA/WPA2",
    'wifi security: WPA2-PSK (AES)',
    'WLAN-Verschlüsselung: WPA2/WPA3',
    'wifi key type WPA2-Personal',
    'la clave del wifi es WPA2-PSK, no WEP',
    'chiave wifi: WPA2-AES',
    'wifi password protocol: WPA3-SAE',
    'Sicherheit: WPA2-PSK/AES, Kanal 11',
    'wifi: WPA2-Enterprise (802.1X)',
    'cifrado del wifi: WPA2/WPA3-Personal',
    'wifi passord: WPA2 (TKIP+AES)',
    'hasło wifi: typ WPA2-PSK',
    "wifi 'Home' security: WPA3-SAE",
    'clé wifi : WPA2-PSK',
    'wifi şifreleme: WPA2-PSK',
]

WIFI_CAPS_KEYS_SAID = [
    'ルーター「aterm-1234」キー: WQXRTPMZ',
    "路由器 'TP-LINK_8F2A' 密钥: WQXRTPMZ",
    "공유기 'iptime' 키: WQXRTPMZ",
    "راوتر 'STC-5G' مفتاح: WQXRTPMZ",
    "נתב 'Bezeq-5G' מפתח: WQXRTPMZ",
    "राउटर 'JioFiber' कुंजी: WQXRTPMZ",
    "bộ phát 'VNPT-5G' khóa: WQXRTPMZ",
    'Wi-Fi 키는 WQXRTPMZ',
    'wifiのキーは WQXRTPMZ',
    'wifi密钥是 WQXRTPMZ',
    'роутера ключ: XQWRTZMP',
    'SSID: NETGEAR-5G, key: WQXRTPMZ',
    'Netzwerk: FRITZ!Box 7590 XY, WLAN-Schlüssel: HQZMWPTR',
    'red MOVISTAR_1234 clave WPA: PQRTWXZK',
    'wifi NETGEAR-5G / WQXRTPMZ',
    'WLAN-Name: Vodafone-7A1C | Schlüssel: KQTZWXRM',
    "wifi: 'Livebox-3F2A', clé: KXWPRTZM",
    "Network 'BT-Hub6-X2' password: JXPTWQRM",
    'the wifi key printed on the router is QWZXRTPM',
    'wifi key for guests: MZXRTQWP',
    'WLAN Schlüssel lautet HQZMWPTR',
    'la clave del wifi es PQRTWXZK',
    'a chave do wifi é ZRTWQMPX',
    'klucz do wifi to MWQZRXTP',
    'ключ от wifi: XQWRTZMP',
    'wifi-sleutel is RWQZXMTP',
    'wifi nyckel: TQZMWRXP',
    'wifi anahtarı: ZQWMXRTP',
    'chiave del wifi è QXZTWMRP',
    'Router key WQXRTPMZKLNB (on the back)',
    'wifi key: WQXR-TPMZ-KLNB',
]
WIFI_CAPS_NO_KEY = [
    'Wi-Fi 키는 바뀌었어',
    'wifiのキーは シールに書いてある',
    'routers keyboard: QWRTZXMP',
    'wifi密钥是 WPA2-PSK',
    '공유기 키: 모델명 참고',
    'the wifi key is printed on the ROUTER LABEL',
    'WLAN Schlüssel lautet STANDARDMAESSIG',
    'la clave del wifi es NINGUNA',
    'wifi key: SEE BACK',
    'ключ от wifi: НЕТ',
    'wifi NETGEAR-5G / FRITZBOX',
    'wifi key for guests: ASK-THE-HOST',
    'klucz do wifi to TAJEMNICA',
    'chiave del wifi è SCRITTA SUL RETRO',
    'wifi key: QWERTYUI',
    'WLAN-Schlüssel: ABCDEFGH',
    'WPA key: XXXXXXXX',
    'wifi keyboard key: SHIFTLCK',
    'wifi key: UPPERCASE only',
    'Map key for the wifi zones: GRNBLKRD',
    'wifi channel key: CHANNELS',
    'the wifi key is in the BROCHURE',
]

ASIDE_ROWS_OTHER_FORMS = [
    'Steam (Valve): Kevin.B / Dragon-77x',
    'Xbox (Live): GamerTag_77 / Halo-3rules',
    'Steam (Valve): 76561198 / Dragon-77x',
    'Twitch (alt): NightOwl / Owl#Night55',
    'Amazon (DE): Jana.K@web.de / Kuchen!42',
    'Steam [Valve]: kevin.b / Dragon-77x',
    'Netflix (family) — maria.g / Sunflower88',
    'Spotify (Premium): lukas_m | Beat#2024',
    'Amazon (DE) jana.k@web.de / Kuchen!42',
    'Steam (Valve): kevin.b, Dragon-77x',
    'Netflix（家族）: maria.g / Sunflower88',
    'Steam (Valve) user kevin.b pass Dragon-77x',
    '- Steam (Valve): kevin.b / Dragon-77x\n- Netflix (family): maria.g / Sunflower88',
    'Epic Games (Fortnite): sk8r.boi / Llama#Rocket7',
    "Roblox (kid's): coolkid_2013 / Blox!Fruit9",
    'Battle.net (old): zuljin.88 / Troll-Axe-55',
    'Origin (EA): fifa_fan / Messi-10-GOAT',
    'Nintendo (Switch): yoshi.egg / Mario_Kart8!',
    'Duolingo (Tochter): lena.s / Eule#2023',
    'Tidal (HiFi): jazz.cat / Bebop-1959x',
]
ASIDE_ROWS_OTHER_FORMS_NO_LOGIN = [
    'Steam (Valve): Berlin / Dragon-77',
    'train (ICE): Berlin / Hamburg-2',
    'Netflix (family): Stranger Things / Season4',
    'Steam (Valve): HalfLife / Portal2',
    'match (final): Bayern / Dortmund2',
    'Spotify (top): Taylor / Swift1989',
    'Steam [Valve]: 20 € / 35 €',
    'train (ICE) — berlin / hamburg',
    '- price (net): 12.99 / 14.99',
    'Netflix (plan) — basic, standard',
    'ratio [w/v]: 3 / 4',
    'flight (LH) - frankfurt / tokyo',
    '- size (EU/US): 42 / 9',
    'score [final]: 3, 1',
    'bus (line 5) — mitte / nord',
    '- Xbox (Live): gold / ultimate',
    'Deezer (plans) — free, premium',
    '- versions (old): v2.1 / v2.4',
    'Steam [Valve]: halflife / portal2',
    'weather (today) — sunny, 24C',
    'Teams (A/B): mueller / schmidt',
    '- colours (RGB): red / green',
]


@pytest.mark.parametrize("text", SCRIPT_PASSWORDS)
def test_a_password_after_the_word_in_any_indic_persian_or_urdu_spelling_is_flagged(text: str) -> None:
    assert looks_secret(text)


@pytest.mark.parametrize("text", SCRIPT_ADVICE)
def test_the_same_password_words_in_advice_with_no_value_are_not_flagged(text: str) -> None:
    assert looks_secret(text) is None


@pytest.mark.parametrize("text", ROUTER_KEYS)
def test_a_router_key_of_random_capitals_after_its_network_name_is_flagged(text: str) -> None:
    assert looks_secret(text)


@pytest.mark.parametrize("text", OTHER_KEYS)
def test_model_music_map_keyboard_keys_and_key_types_are_not_flagged(text: str) -> None:
    assert looks_secret(text) is None


@pytest.mark.parametrize("text", ASIDE_ROWS)
def test_a_service_with_an_aside_then_user_slash_password_is_flagged(text: str) -> None:
    assert looks_secret(text)


@pytest.mark.parametrize("text", ASIDE_LOOK_ALIKES)
def test_prices_routes_dates_scores_and_titles_in_the_same_rows_are_not_flagged(text: str) -> None:
    assert looks_secret(text) is None


@pytest.mark.parametrize("text", PASS_GIVEN)
def test_a_value_given_after_the_bare_word_pass_is_flagged(text: str) -> None:
    assert looks_secret(text)


@pytest.mark.parametrize("text", PASS_OTHER)
def test_pass_naming_an_exam_a_ticket_a_place_or_a_round_is_not_flagged(text: str) -> None:
    assert looks_secret(text) is None


def test_the_redacted_malayalam_wifi_line_keeps_the_word_and_drops_the_key() -> None:
    out = redact_secrets("വൈഫൈ പാസ്സ്" + Z + "വേഡ്: Kappa_Meen77")
    assert "Kappa_Meen77" not in out and "വൈഫൈ" in out


def test_the_redacted_router_line_keeps_the_network_name_and_drops_the_key() -> None:
    out = redact_secrets("Router 'NETGEAR-5G' key: WQXRTPMZ")
    assert "WQXRTPMZ" not in out and "Router" in out


@pytest.mark.parametrize("text", ROMANISED_PASSWORDS)
def test_a_password_after_the_word_written_in_latin_letters_arabizi_finglish_greeklish_is_flagged(text: str) -> None:
    assert looks_secret(text)


@pytest.mark.parametrize("text", ROMANISED_ADVICE)
def test_romanised_password_words_in_rules_resets_and_talk_are_not_flagged(text: str) -> None:
    assert looks_secret(text) is None


@pytest.mark.parametrize("text", CHANGED_THEN_GIVEN)
def test_a_wifi_key_named_then_changed_then_given_is_flagged(text: str) -> None:
    assert looks_secret(text)


@pytest.mark.parametrize("text", CHANGED_NO_VALUE)
def test_a_change_told_with_a_time_a_place_or_a_new_network_name_is_not_flagged(text: str) -> None:
    assert looks_secret(text) is None


@pytest.mark.parametrize("text", KEYS_STARTING_WITH_A_PROTOCOL)
def test_a_wifi_key_that_starts_with_a_protocol_name_is_still_flagged(text: str) -> None:
    assert looks_secret(text)


@pytest.mark.parametrize("text", PROTOCOLS_NAMED)
def test_a_wifi_security_protocol_named_after_a_key_word_is_not_flagged(text: str) -> None:
    assert looks_secret(text) is None


@pytest.mark.parametrize("text", WIFI_CAPS_KEYS_SAID)
def test_a_wifi_key_of_capitals_said_in_any_word_order_or_grouped_is_flagged(text: str) -> None:
    assert looks_secret(text)


@pytest.mark.parametrize("text", WIFI_CAPS_NO_KEY)
def test_capital_words_and_placeholders_where_a_wifi_key_would_stand_are_not_flagged(text: str) -> None:
    assert looks_secret(text) is None


@pytest.mark.parametrize("text", ASIDE_ROWS_OTHER_FORMS)
def test_aside_rows_with_brackets_dashes_commas_or_bullets_are_flagged(text: str) -> None:
    assert looks_secret(text)


@pytest.mark.parametrize("text", ASIDE_ROWS_OTHER_FORMS_NO_LOGIN)
def test_the_same_row_forms_holding_prices_routes_scores_and_names_are_not_flagged(text: str) -> None:
    assert looks_secret(text) is None


def test_no_word_table_requires_a_joiner_the_visible_text_no_longer_has() -> None:
    """Readers match on `normalise.visible(text)`, which drops ZWNJ, ZWJ, soft hyphens and word joiners: a table word
    spelt with one that is not optional (outside a character class) can never match."""
    dead = []
    for info in pkgutil.iter_modules(safety.__path__):
        module = importlib.import_module(f"{safety.__name__}.{info.name}")
        for name, value in vars(module).items():
            if not isinstance(value, re.Pattern):
                continue
            for joiner in re.finditer("[\u200c\u200d\u2060\u00ad\u180e]", value.pattern):
                before = value.pattern[:joiner.start()]
                if before.rfind("[") <= before.rfind("]") and value.pattern[joiner.end():joiner.end() + 1] != "?":
                    dead.append(f"{info.name}.{name}")
    assert dead == []
