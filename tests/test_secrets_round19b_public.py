"""Round 19b (public look-alikes): an Indian pincode alone, a biller's code, a phone extension, a clock time with its
hour word, a game's coins, a date after "changed on", a number a dash makes an order's, a password manager named where
a password would go, a strength rating, a key chord, a ticket called a pass, and a shopping list after a bare wallet
word are public; a possessive after the noun ("ya biashara yangu"), a dial "set to" a value ("steht auf 5-1-8"), a card's
back digits and a Gaelic safe ("chiste-airgid") keep their secrets."""

from __future__ import annotations

import pytest

from tiered_memory.shared.safety import looks_secret

SECRETS = [
    "PINs — debit: 7291, credit: 0384",   # a card called credit is no game's credits
    # a PIN called "pin code" without a postcode's shape or a place
    "ATM pin code 4821",
    "my pin code is 4821",
    "ATM का पिन कोड 4821 है",
    "debit card pincode 560034",
    # someone's own tax PIN: 'my' after the noun (Swahili, Zulu, Tagalog) or in other scripts
    "KRA PIN ya biashara yangu ni A012345678Z",
    "KRA PIN yangu ni A012345678Z",
    # a dial set to the value
    "Der Briefkasten hat ein Zahlenschloss, das steht auf 5-1-8",
    "Das Fahrradschloss steht auf 4-4-7-1",
    # a card's back digits: 'Rückseite' is no page
    "Die vier Ziffern auf der Kartenrückseite: 915",
    "Die drei Ziffern auf der Kartenrückseite: 482",
    # a biller's code does not hide a PIN beside it
    "BPAY biller code 12345, my telephone banking PIN 4482",
    "my BPAY PIN is 4482",
    # an extension, a time or coins beside a real code
    "door code 4410, extension 231 for the concierge",
    "the game password is 1500",
    "gate code changed to 0412",
    "PIN 4471 - order number 5523",
    # a password that happens to start with a manager's name, or beside a key chord or a pass
    "password: Bitwarden2024",
    "my password is KeePass2024!",
    "mdp: Ctrl+Alt+Del, puis le mot de passe Soleil_2024",
    "ski pass: Zermatt2024, locker PIN 4471",
    "Bitwarden master password: Gr33nTea!Moon",
    # a seed after a bare wallet word, in any language around it
    "wallet: ladder orbit tribe nuclear wagon rival exact pepper desk gospel mango sniff",
    "mi billetera: ladder orbit tribe nuclear wagon rival exact pepper desk gospel mango sniff",
    "钱包 ladder orbit tribe nuclear wagon rival exact pepper desk gospel mango sniff",
    "Parole di recupero del portafoglio: ambito faccenda gomito smussato insieme olfatto acqua spatola cespo legale ruga russare",
    "Frase de recuperação da carteira do meu irmão: trigo sapato nuvem lápis ferro anel moeda vento lago pato rede sino",
    # reminders keep their values
    "don't forget: my PIN is 4482",
    "nicht vergessen: meine PIN ist 4482",
    "no olvides: mi PIN es 4482",
    "не забудь: мой ПИН 4482",
]

LOOK_ALIKES = [
    # Indian postcodes after the one-word pincode, in English and Indic scripts, with or without a place
    "pincode 560034",
    "pincode: 110001",
    "ಪಿನ್‌ಕೋಡ್ 560034, ಕೋರಮಂಗಲ 4ನೇ ಬ್ಲಾಕ್",
    "पिनकोड 110001",
    "पिन कोड 400001 मुंबई",
    "পিনকোড 700016, কলকাতা",
    "பின்கோடு 600040, சென்னை",
    "പിൻകോഡ് 682001, കൊച്ചി",
    "પિનકોડ 380009, અમદાવાદ",
    "PIN code 560034 Bengaluru",
    # a biller's code is on every bill
    "BPAY biller code 12345 ref 987654321",
    "Pay via BPAY: biller code 23796, reference 4412 7788 2201",
    # extensions, clock times, coins, change dates
    "Door code? Ask the concierge, extension 4410",
    "Für den Türcode bitte Durchwahl 231 anrufen",
    "Code de la porte : demandez au gardien, poste 4410",
    "门禁密码请打内线 4410 问物业",
    "सोसाइटी गेट सुबह 0600 बजे खुलता है",
    "Das Tor mit dem Code öffnet um 0600 Uhr",
    "The gate code works from 0600 hours",
    "unlock the next level with 1500 coins",
    "Den Code für Level 5 bekommst du mit 2000 Münzen",
    "解锁密码关卡需要 1500 金币",
    "Building entrance code changed on 0412",
    "The door code was updated on 1103, ask the office",
    # a number a dash makes an order's
    "1500 — код заказа в приложении",
    "4471 - order number for the lock",
    # a password manager, a strength rating, a key chord, a ticket
    "Passwort-Manager: Bitwarden2024",
    "password manager: 1Password8",
    "pw: see KeePass2",
    "mot de passe : voir KeePassXC",
    "password strength: Strong8+",
    "Passwortstärke: Sehr stark",
    "mdp: Ctrl+Alt+Del",
    "Passwort vergessen? Strg+Alt+Entf drücken",
    "bus pass: Route66Express",
    "Ski pass: Zermatt2024",
    "boarding pass: Gate22B",
    # shopping and packing lists after a bare wallet word
    "wallet: milk eggs bread butter cheese apples rice pasta tomatoes onions salt sugar",
    "packing list for the trip, wallet: passport charger socks shirts shoes towel sunscreen hat phone keys cash tickets",
    # talk with no value
    "I forgot my PIN",
    "Das Passwort steht auf dem Zettel",
    "Der Code steht auf der Rückseite des Routers",
    "Siehe Seite 915",
    "In der TV-Serie war das Passwort 1234",
]


@pytest.mark.parametrize("text", SECRETS)
def test_a_secret_beside_a_public_look_alike_still_flags(text: str) -> None:
    assert looks_secret(text) is not None


@pytest.mark.parametrize("text", LOOK_ALIKES)
def test_a_public_number_or_word_where_a_secret_would_go_is_not_flagged(text: str) -> None:
    assert looks_secret(text) is None
