"""Round 24, security answers told with no answer word: what someone says, types or writes when a bank or an app asks
its security question (first pet, first school or teacher, mother's maiden name, birthplace, street grown up on,
favourite team, first car), a family word or a memorable word given after "is"/"it's". Look-alikes: the question
with no answer, pets, schools and maiden names in ordinary memories, changed questions, quiz and crossword answers.
"""

from __future__ import annotations

import pytest

from tiered_memory.shared.safety import looks_secret

SECRETS = [
    "When Barclays asks for my first pet I always type Captain Biscuit",
    "if the bank asks where grandpa was born, he says Little Snoring",
    "Wenn die Volksbank nach der ersten Lehrerin fragt, schreibt Papa Frau Kühnemund",
    "Quand la banque demande le nom du premier animal, maman répond Filou-Caramel",
    "Cuando el banco pregunta por la primera mascota, la abuela escribe Pelusa Brava",
    "Quando o banco pergunta a primeira escola, meu pai digita Escola Estadual Dom Pedro",
    "Se la banca chiede il nome del primo cane, nonna risponde Briciola Rossa",
    "Als de app vraagt naar het eerste huisdier, typt opa Bolletje-Wolletje",
    "När banken frågar om första bilen svarar pappa Saab Tretton",
    "Kun pankki kysyy ensimmäistä opettajaa, isä kirjoittaa Opettaja Lahtinen",
    "Gdy bank pyta o pierwszego psa, dziadek wpisuje Azor_Kudłaty",
    "Когда банк спрашивает кличку первой кошки, мама пишет Мурка-Пушинка",
    "Коли банк питає про першу вчительку, тато відповідає Ганна Степанівна",
    "Banka ilk evcil hayvanı sorunca annem Pamukçuk Tekir yazıyor",
    "Όταν η τράπεζα ρωτάει για το πρώτο κατοικίδιο, η γιαγιά λέει Μπόμπος Ασπρούλης",
    "البنك يسأل عن اسم أول حيوان أليف، أمي تكتب بسبوسة الصغيرة",
    "הבנק שואל על המורה הראשונה — אבא עונה רותי בן-שושן",
    "बैंक पहले पालतू का नाम पूछता है — मम्मी लिखती हैं टॉमी-शेरू",
    "ธนาคารถามชื่อโรงเรียนแรก ให้ตอบว่า อนุบาลดวงแก้ว",
    "Ngân hàng hỏi tên trường tiểu học đầu tiên, mẹ trả lời Trường Hoa Sen",
    "Pertanyaan keamanan nama hewan pertama: Si Belang Manis",
    "Swali la usalama jina la mbwa wa kwanza: Simba Jasiri",
    "銀行の秘密の質問、最初の先生は「田中ひろみ」",
    "密保问题第一只宠物的名字：豆豆球",
    "보안질문 첫 학교 이름: 햇살초등학교",
    "the family word is mango-submarine if someone else collects the twins",
    "Lloyds keeps asking for characters of the memorable word — it's lavender",
    "Banka annemin kızlık soyadını soruyor, Yılmazgil de",
]

LOOKALIKES = [
    "The bank asked about my first pet again this morning.",
    "Our first dog was a beagle called Rex, he lived to sixteen.",
    "I went to Liceo Santa Maria for six years and loved it.",
    "Mum's maiden name is printed on the wedding invitation.",
    "I changed my security questions yesterday.",
    "Quiz night asked about the first car ever sold, and Tom says Benz Motorwagen",
    "Crossword clue about a famous first teacher: Sullivan",
    "The bank asks about your first pet: pick something nobody could guess",
    "Security question: what was the name of your first pet?",
    "Kids always ask about my first car — it was a rusty Beetle",
    "Meine Tochter fragt nach meiner ersten Lehrerin, ich sage, sie war streng.",
    "Mon premier chien s'appelait Filou, on l'adorait.",
    "El banco pregunta por la primera mascota, pero nunca la configuré.",
    "O banco pergunta sobre o primeiro carro — não sei o que colocar.",
    "La banca ha cambiato la domanda di sicurezza, adesso è sul primo animale.",
    "Onze eerste hond heette Bobbie en sliep altijd bij de kachel.",
    "Vår första katt hette Misse, hon blev arton år.",
    "Pierwszy pies dziadka nazywał się Azor i pilnował podwórka.",
    "Первая учительница у меня была очень добрая.",
    "Банк спрашивает кличку первой собаки, но я не помню, что ставил.",
    "İlk öğretmenim çok sevdiğim biriydi, adını hiç unutmadım.",
    "Η πρώτη μου δασκάλα ήταν πολύ αυστηρή.",
    "كان أول كلب عندنا اسمه ريكس.",
    "हमारी पहली बिल्ली का नाम मिनी था।",
    "初めて飼った犬はとても大人しかった。",
    "我的第一位老师非常严格。",
    "Ngân hàng hỏi về con vật đầu tiên nhưng tôi không nhớ.",
    "Security question (first school) answered wrong twice, locked out",
    "We still need to pick a family word for the kids.",
    "The family word game at Christmas was hilarious.",
    "Kahoot quiz on the first pets of presidents: Fala the terrier",
    "Kreuzworträtsel: erstes Haustier des Kanzlers, sieben Buchstaben — Schnuffi",
]


@pytest.mark.parametrize("text", SECRETS)
def test_security_answer_told_sentence(text: str) -> None:
    assert looks_secret(text)


@pytest.mark.parametrize("text", LOOKALIKES)
def test_security_answer_lookalike_sentence(text: str) -> None:
    assert looks_secret(text) is None
