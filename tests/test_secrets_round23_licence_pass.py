"""Round 23 (H6) families: a named person's id whose check letter is miscopied or written with hyphens ("NIE de
Andrei X-4829173-L"), a driving licence's number told with its category ("n° permis : 12AB34567, catégorie B"),
and a pass for transport, a gym, a museum, skiing, parking or a library with its number, which is no id and no
password ("Monatspass Nr. 004512 für den Bus", "gym pass C01X00T47"), while a passport's number stays caught."""

import pytest

from shared.safety.secrets import looks_secret

SECRETS = [
    # A person's id, miscopied check letter or hyphens (es, de, it, en, fr, pt, ca, nl, pl, ro)
    "Nota: NIE de Andrei X-4829173-L (caduca en marzo)",
    "NIE de mi madre X-4829173-L",
    "NIE von Oma: Y-1234567-B, gültig bis 2027",
    "NIE di mio padre Z-7654321-K",
    "my brother's NIE is Y-7654321-Q, expires in June",
    "NIE de ma femme X-1122334-P",
    "NIE da minha sogra Y-3344556-M, válido até 2028",
    "NIE de la iaia X-5566778-T",
    "NIE van mijn vader Z-9988776-C",
    "NIE mojej żony Y-2468135-W",
    "NIE-ul fratelui meu X-1357924-H",
    # A driving licence with its category (fr, de, it, nl, pl, en, tr, es, pt, sv)
    "n° permis : 12AB34567, catégorie B, pour la loc",
    "permis de conduire 12CD45678",
    "numéro de permis 123456789012, catégorie B",
    "Führerschein: B072RRE2I55, Klasse B",
    "patente: U1A234567B, categoria B",
    "rijbewijs nr 5123456789, categorie B",
    "prawo jazdy nr 00123/19/1234, kategoria B",
    "driving licence DOE99812345JD9, cat. B",
    "ehliyet no 12345678901, sınıf B",
    "licencia de conducir 12345678X, clase B",
    "carta de condução L12345678, categoria B",
    "körkort nr 850101123456, klass B",
    # A passport under "pass" words stays caught
    "Pass-Nr. C01X00T47",
    "Reisepass C01X00T47",
    "passport no. X12345678 for the visa",
    # A pass's PIN, a payment card called a travel card
    "PIN tessera biblioteca 7788",
    "Travel card 4024 0071 5336 9877 (exp 02/29)",
    "code karnet siłownia 4471",
]

LOOKALIKES = [
    # Another's or a company's number, a file's number
    "NIF de la empresa Andrei SL: B-12345678",
    "expediente de Andrei X-4829173-L",
    "pedido de Andrei 2024-4829173",
    "Aktenzeichen von Oma: X-4829173-L",
    # Permits that are no driving licence, a category alone, a plate
    "permis de construire n° PC 075 112 23 A0045",
    "permis B depuis 2012",
    "permis de pêche n° 12AB34567",
    "permis de chasse 2024AB12345, catégorie B",
    "permis catégorie B",
    "plaque AB-123-CD",
    "Führerschein Klasse B seit 2010",
    "patente B dal 2015",
    # Passes (de, en, fr, es, it, nl, pl, sv, fi, tr, pt, ru, cs, ja)
    "Monatspass Nr. 004512 für den Bus",
    "gym pass C01X00T47",
    "Skipass Nr. 88451273 für Ischgl",
    "my monthly pass 7781234 ran out",
    "season pass #A4471290 for the theme park",
    "pass Navigo n° 0045123478",
    "carte de bibliothèque 2984411",
    "abono transporte nº 4471290",
    "pase de gimnasio: G0045871",
    "abbonamento mensile ATM 00451278",
    "museumkaart nr 12345678",
    "karnet nr 88123456 na siłownię",
    "månadskort 55512345 för SL",
    "kuukausikortti 9988123 loppui",
    "müze kart 44512378",
    "bilhete único 123456789",
    "проездной номер 00451278",
    "permanentka 4471290",
    "定期券番号 12345678",
]


@pytest.mark.parametrize("text", SECRETS)
def test_a_licence_number_with_its_category_or_a_named_persons_id_is_a_secret(text: str) -> None:
    assert looks_secret(text)


@pytest.mark.parametrize("text", LOOKALIKES)
def test_a_permit_or_a_transport_gym_or_library_pass_number_is_no_secret(text: str) -> None:
    assert looks_secret(text) is None
