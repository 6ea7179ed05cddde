"""Round 15's code and word families (secret_passphrases.py, secret_products.py, secret_actions.py): a security answer
given in prose, a seed phrase after a count-of-words label, gift, pickup and eSIM codes in more languages, a licence
block with its holder's line, a PIN alone under a bank's name; each family in several languages, and the look-alikes
that must stay unflagged. The real detector, no mocks."""

from __future__ import annotations

import pytest

from tiered_memory.shared.safety import looks_secret, redact_secrets

SEED = "ocean timber gallop nephew quiz rubber fancy mutual wisdom kettle arena blossom"
FAMILIES = {
    "a security answer in prose": [
        "Die Antwort auf 'Name des ersten Haustiers' ist bei mir Krümel",
        "gizli soru cevabı: ilk öğretmenim Nermin Hanım",
        "my answer to the first-school question is Lincoln Elementary",
        "la respuesta a la pregunta secreta es toby",
        "La réponse à la question de sécurité est Minouche",
        "Mijn antwoord op de beveiligingsvraag is Bello",
        "La risposta alla domanda di sicurezza è Fido",
        "Ответ на секретный вопрос — Барсик",
        "Odpowiedź na pytanie pomocnicze to Burek",
        "Svaret på säkerhetsfrågan är Sixten",
        "秘密の質問の答えは「ポチ」",
        "密保问题的答案是 旺财",
        "보안 질문 답은 초코",
    ],
    "a seed phrase after a count of words": [
        f"12 kelime: {SEED}",
        "12 Wörter:\n" + SEED.replace(" nephew ", " nephew\n").replace(" mutual ", " mutual\n"),
        f"12 слов — {SEED}",
        "12 palabras: " + SEED.replace(" ", ", "),
        f"12个助记词：{SEED}",
    ],
    "a gift, pickup or eSIM code": [
        "بطاقة هدايا أمازون: QH7M-2KPZ-9RXT8",
        "code vé quà Tiki: TKVN8Q2MLX47",
        "iTunes kart kodu X7M9KQ2LPRZ48WVT",
        "PostNord hämtkod: 58 39 02",
        "Posten hentekode 41-77-20",
        "eSIM Aktivierungscode: LPA:1$rsp.truphone.com$QR-G-8F2A91C7-D4E3B6A0",
    ],
    "a licence block or a bank's PIN on the next line": [
        "Sublime license for myself:\n----- BEGIN LICENSE -----\nMarta Ruiz\nE52D-91AF-3B7C-0D48\n----- END LICENSE -----",
        "Tante Gerda, Sparkasse\n4 7 1 1\n(die Karte mit dem roten Streifen)",
        "Volksbank\n0815",
        "ключ активации касперского (купил сам) 4KQ7M-2XP9Z-RLT8W-5HN3B",
        "Lizenzschlüssel für Office (selbst gekauft, privat) VK7JG-NPHTM-C97JM-9MPGT-3V66T",
        "Bankkarten:\n- ING\n- 5 3 9 2",
        "Sparkasse Online-Banking\nTinka1988!",
    ],
}
TEXTS = [text for texts in FAMILIES.values() for text in texts]

LOOK_ALIKES = [
    "The answer to the quiz question is Paris",
    "the answer to life, the universe and everything is 42",
    "The answer to that question is no",
    "Die Antwort auf deine Frage ist ganz einfach",
    "Die Antwort auf die Frage nach der Schule ist ganz einfach",
    "the answer to the first question is B",
    "Ответ на вопрос викторины — Париж",
    "Risposta alla domanda del quiz: Roma",
    "質問の答えは簡単です",
    "秘密の質問の答えは忘れないようにメモした",
    "密保问题的答案是 不记得了",
    "Odpowiedź na pytanie o szkołę to nie wiem",
    "12 spelling words: apple banana cherry dinner eagle father garden house island jacket kitchen lemon",
    "Vokabeln, 12 Wörter: apple table river mountain garden window flower orange school teacher house kitchen",
    f"24 mots : {SEED}",
    "shopping, 12 items: milk eggs bread butter apple cheese flour sugar salt rice pasta beans",
    "Amazon Bestellnummer: 302-4478123-1234567",
    "Sparkasse Filiale\n1 2 3 4",
    "ING\n2019",
    "Sparkasse\nTermin um 10 Uhr",
    "Commerzbank\nRaum101",
    "kode voucher diskon Shopee: HEMAT50RB2024X",
]


@pytest.mark.parametrize("text", TEXTS)
def test_a_round15_code_family_text_is_flagged_and_its_redaction_is_not(text: str) -> None:
    assert looks_secret(text) is not None, text
    assert looks_secret(redact_secrets(text)) is None, redact_secrets(text)


@pytest.mark.parametrize("text", LOOK_ALIKES)
def test_a_quiz_answer_word_list_order_number_or_branch_is_not_flagged(text: str) -> None:
    assert looks_secret(text) is None, text
