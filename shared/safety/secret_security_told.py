"""A security question's answer told with no answer word: what one says, types or writes when a bank asks it ("Jos pankki
kysyy ensimmäistä lemmikkiä, mummo vastaa aina Musti-Pekka", "Soalan keselamatan nama kucing pertama: Comel Oyen"),
a family word ("the family word is blueberry-tractor") or a memorable word ("… of the memorable word — it's marmalade").

Before the value, in its sentence: a question's topic (a pet, a school, a teacher, a maiden name, a birthplace; a car,
street, city or team) and an asker (a question noun with a strong topic: a pet, maiden name, birthplace, or a first,
childhood or favourite word; or a bank, app or security word with an asking verb or a strong topic), and no quiz or
crossword. The value follows a colon or dash, an answering verb (answers, types, writes, says), an opening quote, or
"it's"; a value that is a question, a negation, a pronoun's clause or advice gives none.
"""

from __future__ import annotations

import re
from typing import Iterator

# Latin, Cyrillic and Greek stems: matched at a word's start (a suffix may follow unless the stem ends in \b).
_ASK_VERB = (
    r"ask(?:s|ed|ing)?\b|keeps\s+asking|fr[äa]gt?\b|gefragt|fragen\b|demand\w*|pregunt\w*|pergunt\w*|chied\w*|vraagt?\b"
    r"|gevraagd|fråga[rd]?\b|spørger|spør\b|spørre|kysyy|kysyvät|kysytään|pyta\w*|zapyta\w*|ptá\b|ptají|zeptá\w*|pýta\w*"
    r"|kérdez\w*|întreab\w*|intreab\w*|спрашива\w*|спросит\w*|спросят|пита\w*|запита\w*|soruyor\w*|sorar\b|sordu\w*"
    r"|ρωτά\w*|ρωτάει|hỏi\b|tanya\w*|bertanya|nanya\w*|tinanong|tinatanong|nagtatanong|itatanong|ikiuliza|anauliza"
    r"|huuliza|inauliza|ukiulizwa|ubuza|ibuza|pooch\w*|puch\w*|beere\b")
_QUESTION_NOUN = (
    r"question\w*|frage\b|pregunta\b|pergunta\b|domanda\b|vraag\b|fråga\b|spørgsmål\w*|spørsmål\w*|kysymy\w*|pytani\w*"
    r"|otázk\w*|kérdés\w*|întrebar\w*|intrebar\w*|вопрос\w*|питання|въпрос\w*|soru\w*|ερώτηση|pertanyaan|soalan"
    r"|câu\s+hỏi|tanong\b|swali\b|umbuzo\b|sawal\b|savaal\b|tambaya\w*|su'aal\w*")
_GUARD = (
    r"bank\w*|banc\w*|banq\w*|pankki\w*|банк\w*|τράπεζ\w*|app\b|apps?\b|aplikac\w*|applicazione|aplicativo|sparkasse"
    r"|security|sicherheit\w*|sécurité|seguridad|segurança|sicurezza|beveilig\w*|säkerhet\w*|sikkerhe\w*|turva\w*"
    r"|bezpiecze\w*|bezpečnost\w*|biztonsági|securitate|безопасност\w*|безпек\w*|güvenlik|ασφαλείας|keamanan"
    r"|keselamatan|bảo\s+mật|ngân\s+hàng|benki\w*|bangko|ibhange|webhange|bhange|chase|halifax|barclays|lloyds|natwest"
    r"|santander|comdirect|bdo|bpi|gcash|sber\w*|сбер\w*|monobank|kaspi|maybank|vietcombank|bancolombia|bradesco"
    r"|nubank|itaú|revolut|capitec|equity|hdfc|icici|sbi|paypal|wells\s+fargo|citi\w*")
# Other scripts: substrings.
_ASK_FREE = (
    r"يسأل|تسأل|يسألون|بيسأل|میپرسد|میپرسد|می\s+پرسد|پوچھت|پوچھ|שואל|שואלת|שואלים|पूछत|पूछ|विचारत|জিজ্ঞেস|জিজ্ঞাসা"
    r"|கேட்க|கேட்கும்|అడుగు|ചോദി|ถาม|ጠይቅ|聞か|聞く|尋ね|问|問|물어|묻")
_QUESTION_FREE = (
    r"سؤال|سوال|پرسش|שאלת|שאלה|प्रश्न|सवाल|প্রশ্ন|கேள்வி|ప్రశ్న|คำถาม|คําถาม|ጥያቄ|質問|问题|問題|질문|spørsmål|spørgsmål"
    r"|frage|fråga|kysymys")
_GUARD_FREE = (
    r"bank|банк|بانک|البنك|بنك|بینک|בנק|बैंक|बँक|ব্যাংক|வங்கி|బ్యాంక్|ബാങ്ക്|ธนาคาร|ባንክ|ባንኩ|銀行|银行|은행|امنیتی|الأمان|אבטחה"
    r"|ביטחון|सुरक्षा|নিরাপত্তা|ความปลอดภัย|秘密|密保|安全|보안")
# The question's topic. Strong: a pet, a maiden name, a birthplace, a first/childhood/favourite word, a memorable word.
_STRONG = (
    r"pets?\b|dog\b|dogs\b|cat\b|haustier\w*|hund\w*|katze\w*|animal\w*|chien\w*|mascota\w*|perr[oa]\w*|gat[oa]s?\b"
    r"|cachorr\w*|cane\b|huisdier\w*|hond\b|husdjur\w*|kæledyr\w*|kjæledyr\w*|lemmik\w*|koira\w*|kissa\w*|zwierz\w*"
    r"|ps[aie]\b|kot\w*|zvíře\w*|zvířat\w*|háziállat\w*|kutya\w*|câine\w*|pisic\w*|собак\w*|кошк\w*|кличк\w*|питом\w*"
    r"|тварин\w*|животн\w*|evcil\w*|köpe\w*|kedi\w*|κατοικίδι\w*|σκύλ\w*|con\s+vật|thú\s+cưng|hewan\w*|anjing|kucing"
    r"|haiwan|alaga\w*|aso\b|mnyama|mbwa|paka\b|nja\b|lenja\b|inja\b|isilwane|kutt[aeo]\b|billi\b|janwar"
    r"|maiden\w*|mädchenname\w*|geburtsname\w*|jeune\s+fille|soltera|solteira|nubile|meisjesnaam|flicknamn|pikenavn"
    r"|pigenavn|tyttönim\w*|panieńsk\w*|rodné\s+příjmení|leánykori|de\s+fată|девич\w*|дівоч\w*|момин\w*|kızlık"
    r"|πατρικό|born\b|birth\w*|geboren|geburtsort|naissance|nacid[oa]|naci[óo]|nasceu|nascid[oa]|nat[oa]\b|född|født"
    r"|syntyi\w*|synnyin|urodzi\w*|narodil\w*|születet\w*|născut|nascut|родил\w*|народил\w*|doğdu\w*|doğum\w*"
    r"|γεννήθηκ\w*|sinh\s+ra|lahir|ipinanganak|alizaliwa|wazalwa|first|erste\w*|premi\w*|primer\w*|primeir\w*"
    r"|prim[oaeiu]\b|eerste|först\w*|første|ensimmäi\w*|pierwsz\w*|první\w*|prvn\w*|első\w*|primul\w*|перв\w*|перш\w*"
    r"|ilk\b|πρώτ\w*|đầu\s+tiên|pertama|kwanza|unang|yokuqala|pehl[aeiy]\w*|grew\s+up|childhood|jeugd|kindheit"
    r"|enfance|infancia|infância|infanzia|barndom\w*|lapsuu\w*|dzieciństw\w*|детств\w*|дитинств\w*|çocukluk\w*"
    r"|favou?rite|lieblings\w*|préféré\w*|favorit\w*|preferid\w*|preferit\w*|lievelings\w*|yndlings\w*|ulubion\w*"
    r"|oblíben\w*|kedvenc\w*|любим\w*|улюблен\w*|favori\w*|αγαπημέν\w*|do\s+coração|memorable")
_STRONG_FREE = (
    r"حيوان|حیوان|كلب|قطة|سگ|گربه|חיית|כלב|חתול|पालतू|कुत्त|बिल्ली|পোষা|কুকুর|বিড়াল|செல்ல|நாய்|பூனை|สัตว์เลี้ยง|หมา"
    r"|แมว|ውሻ|ድመት|እንስሳ|ペット|飼った|犬|猫|宠物|寵物|狗|애완|반려|강아지|고양이|قبل\s+الزواج|שם\s+נעורים|मायके|旧姓|婚前"
    r"|ولد|متولد|נולד|जन्म|জন্ম|பிறந்த|เกิด|ተወለደ|生まれ|出生|出身|태어난|أول|اولین|پہل|ראשון|ראשונה|पहल|पहिल|প্রথম"
    r"|முதல்|แรก|የመጀመሪያ|最初|初めて|第一|첫|طفول|کودکی|ילדות|बचपन|শৈশব|วัยเด็ก|子供の頃|小时候|어린\s*시절|المفضل"
    r"|مورد\s+علاقه|אהוב|पसंदीदा|好き|最喜欢|좋아하는")
# Weak: a school or a teacher (a bank may ask about a child's school for fees).
_WEAK = (
    r"school\w*|schul\w*|école|ecole|escuela|colegio|escola|scuola|liceo|liceu|lycée|skole\w*|skola\w*|koulu\w*"
    r"|szkoł\w*|škol\w*|iskol\w*|școal\w*|scoal\w*|школ\w*|okul\w*|σχολεί\w*|sekolah|paaralan|eskwela\w*|shule\b"
    r"|isikole|teacher\w*|lehrer\w*|professeur\w*|maîtresse|maestr[oa]\w*|profesor\w*|professor\w*|insegnant\w*"
    r"|leraar\w*|lærer\w*|lärare\w*|opettaja\w*|nauczyciel\w*|učitel\w*|tanár\w*|învățăt\w*|учител\w*|вчител\w*"
    r"|öğretmen\w*|δάσκαλ\w*|giáo\s+viên|guru\b|cikgu|guro\b|mwalimu|uthisha|ciudad|cidade|città|stadt|ville|city"
    r"|town|місто|город|kota\b|street|straße|strasse|straat|calle|rua\b|ulic\w*|улиц\w*|вулиц\w*|sokak\w*|car\b|auto\b"
    r"|carro\b|coche\b|voiture|macchina|samoch\w*|машин\w*|team\b|time\b|verein|équipe|equipo|squadra|clube?\b"
    r"|drużyn\w*|команд\w*|takım\w*|mtaa\b")
_WEAK_FREE = (
    r"مدرس|اسکول|בית\s+ספר|מורה|स्कूल|विद्यालय|शाळा|স্কুল|பள்ளி|โรงเรียน|ትምህርት\s+ቤት|学校|小学|小學|中学|母校|학교|معلم"
    r"|शिक्षक|শিক্ষক|ஆசிரியர்|ครู|መምህር|先生|老师|老師|선생님|trường")
_L = r"(?<![^\W\d_])"
_ASK_RE = re.compile(rf"(?i){_L}(?:{_ASK_VERB}|{_QUESTION_NOUN})|{_ASK_FREE}|{_QUESTION_FREE}")
_QUESTION_RE = re.compile(rf"(?i){_L}(?:{_QUESTION_NOUN})|{_QUESTION_FREE}")
_GUARD_RE = re.compile(rf"(?i){_L}(?:{_GUARD})|{_GUARD_FREE}")
_STRONG_RE = re.compile(rf"(?i){_L}(?:{_STRONG})|{_STRONG_FREE}")
_TOPIC_RE = re.compile(rf"(?i){_L}(?:{_STRONG}|{_WEAK})|{_STRONG_FREE}|{_WEAK_FREE}")
# Cheap gates on the lowercased text (a case-insensitive alternation this long costs ~0.2 ms a text; a plain one ~25 µs).
_ASKER_GATE = re.compile(rf"{_ASK_VERB}|{_QUESTION_NOUN}|{_GUARD}|{_ASK_FREE}|{_QUESTION_FREE}|{_GUARD_FREE}")
_TOPIC_GATE = re.compile(rf"{_STRONG}|{_WEAK}|{_STRONG_FREE}|{_WEAK_FREE}")
# A quiz, puzzle or exam: its answers are nobody's secret (also read by `secret_cued_ids`).
QUIZ = re.compile(
    r"(?i)quiz|trivia|pub\s+night|riddle|crossword|jeopardy|rätsel|kreuzwort|devinette|mots[\s\-]+croisés|acertijo|crucigrama"
    r"|adivinanza|charada|palavras\s+cruzadas|cruciverba|indovinello|kruiswoord|raadsel|korsord|gåta|kryds|krydsord"
    r"|kryssord|gåte|ristikk|arvoitus|krzyżówk|zagadk|křížovk|hádank|keresztrejtvény|rejtvény|talány|rebus|ghicitoar"
    r"|integram|кроссворд|загадк|кросворд|bulmaca|bilmece|σταυρόλεξ|αίνιγμα|لغز|معما|חידה|תשבור|पहेली|ধাঁধা|புதிர்"
    r"|ปริศนา|câu\s+đố|ô\s+chữ|teka-?teki|bugtong|kitendawili|クイズ|クロスワード|なぞなぞ|谜|謎|填字|퀴즈|수수께끼|낱말|exam\b"
    r"|homework|hausaufgabe|examen|prüfung|kahoot|game\s+show|gameshow|kv[ií]z|викторин|问答|bilgi\s+yar")
# Where the value starts: a colon, dash or arrow; an answering verb (then an adverb); an opening quote; "it's".
_ALWAYS = (r"(?:\s+(?:always|immer|aina|mereu|zawsze|всегда|завжди|винаги|toujours|siempre|sempre|altijd|alltid|altid"
           r"|mindig|vždy|πάντα|her\s+zaman|luôn|selalu|lagi|kila\s+mara|hamesha|there\s+always|там\s+завжди|там\s+всегда))?")
_VERB = (
    r"answers?|answered|says|said|types?|typed|writes|wrote|puts|enters|entered|replies|replied|sagt|sage|antwortet"
    r"|tippt|schreibt|nennt|répond\w*|dit|écrit|tape|met|saisit|respond[ei]\w*|dice|escrib[ei]\w*|pone|teclea|diz"
    r"|escrev[ei]\w*|digita\w*|coloca|rispond[ei]\w*|scrive|mette|zegt|antwoordt|typt|schrijft|svarar|säger|skriver"
    r"|svarer|siger|sier|vastaa\w*|sanoo|kirjoittaa|näppäilee|odpowiada\w*|mówi|wpisuje|pisze|podaje|odpovídá|říká"
    r"|píše|zadává|válaszol\w*|mondja|írja|beírja|răspunde|raspunde|zice|scrie|spune|отвечает|говорит|пишет|вводит"
    r"|набирает|відповідає|каже|пише|вводить|отговаря|казва|απαντά|λέει|γράφει|trả\s+lời|nói|gõ|ghi|điền|jawab\w*"
    r"|menjawab|bilang|tulis\w*|ketik\w*|sabihin(?:\s+mo)?|isulat|ilagay|husema|anasema|sema|hujibu|anajibu|andika"
    r"|anaandika|uthi|uphendula|likh(?:na|ta|ti|te|o)|bol(?:na|ta|ti|te)|bata(?:na|o)?|kehna|it['’]s|it\s+is|c['’]est")
_VERB_FREE = (
    r"يكتب|تكتب|يقول|تقول|يجيب|تجيب|يرد|ترد|مینویس\w*|مینویس\w*|میگوید|میگه|لکھت\w*|لکھیں|کہت\w*|بتات\w*|עונה|עונים"
    r"|אומר\w*|כותב\w*|מקליד\w*|लिखत\w*|लिखें|कहत\w*|बोलत\w*|सांगत\w*|लिहित\w*|লেখে|বলে|சொல்\w*|எழுது\w*|ให้ตอบว่า"
    r"|ตอบว่า|บอกว่า|พิมพ์|ይላል|ትላለች|答的是|回答是|答是|填的是|写的是|寫的是")
_MARK = re.compile(
    rf"(?i)(?P<sep>\s*[:：→=]\s*|\s*[—–]\s*|\s+-\s+|\s*[「『„“«]|\s+[\"'‘])"
    rf"|(?P<verb>{_L}(?:{_VERB})(?![^\W\d_])|{_VERB_FREE}){_ALWAYS}\s*[:：]?\s*[„“«「『\"'‘]?")
_VALUE = re.compile(r"[^\n.!?;,，、。！？」』“”\"»]{2,60}")
# First words of a value that is not an answer: a question, a negation, a pronoun's clause, advice, nothing.
_NOT_ANSWER = re.compile(
    r"(?i)(?:what|which|who|where|when|how|your|name\s+of|was|wie|welche\w*|wer|wo|dein\w*|ihr\w*|quel\w*|votre|ton|ta"
    r"|cuál|cual|qué|que|tu|su|qual|seu|sua|teu|tua|come|il\s+tuo|wat|welk\w*|jouw|uw|vad|vilk\w*|din|ditt|hva|hvad|mikä"
    r"|jaka|jaki|twój|jak|как|какой|какая|ваш\w*|твой|твоя|який|яка|hangi|ne|ποιο\w*|tên\s+gì|apa|ano|nini|i|we|she|he"
    r"|they|it|not|no|never|nothing|none|something|anything|whatever|pick|choose|use\s+a|don['’]t|do\s+not|can['’]t"
    r"|ich|wir|sie|er|es|nicht|nie|nichts|kein\w*|etwas|je|il|elle|nous|ils|pas|jamais|rien|yo|ella|nunca|nada|algo"
    r"|eu|ele|não|nao|io|lei|lui|mai|niente|ik|hij|zij|niet|nooit|niks|jag|hon|han|inte|aldrig|ingen|jeg|ikke|aldri"
    r"|hän|en|ei|ja|ona|on|nie|nigdy|nic|я|она|он|не|никогда|ничего|нічого|ніколи|ben|o|hiç|asla|yok|tôi|không"
    r"|saya|aku|tidak|bukan|hindi|sijui|hapana|that|dass|daß|qu['’]|if|ob|wenn|om|jos|jeśli|если|якщо|eğer|wrong|right|correctly|incorrectly|twice|again|falsch|richtig|faux|mal|incorrect\w*"
    r"|errado|sbagliato|fout|fel|feil|väärin|źle|špatně|rosszul|greșit|неправильно|неверно|yanlış|sai|see|siehe|voir"
    r"|ver|vedi|zie|check|look|still)"
    r"(?![^\W\d_])|[?？؟]|\.\.\.|…|\*{3}")
# Turkish puts the value before its verb: "…kızlık soyadını soruyor, Karaosmanoğlu de", "…sorunca annem X yazıyor".
_TR_TAIL = re.compile(
    r"(?i)(?:,|(?<![^\W\d_])sor(?:unca|uyor|arsa|duğunda|ulunca)(?![^\W\d_]),?)\s*(?P<v>[^\W\d_][^\n,.!?;]{1,50}?)\s+"
    r"(?:de|deyin|diyor|der|yaz|yazın|yazıyor|yazar|giriyor)\s*[.!]?\s*$")
_FAMILY = re.compile(
    r"(?i)(?<![^\W\d_])(?:family\s+(?:word|code\s?word|password|phrase)|familienwort|familien-?codewort|mot\s+de\s+la\s+famille"
    r"|palabra\s+(?:de\s+la\s+)?familia\w*|palavra\s+da\s+família|parola\s+di\s+famiglia|familiewoord|familjeord\w*"
    r"|familieord\w*|perheen\s+sana|hasło\s+rodzinne|rodinné\s+heslo|családi\s+jelszó|семейн\w+\s+слов\w*"
    r"|сімейн\w+\s+слов\w*|aile\s+(?:kelimesi|şifresi)|memorable\s+word)(?![^\W\d_])"
    r"(?:,?\s+(?:which|das|qui|que|che|die|som|joka|które|которое|яке))?"
    r"\s*(?:is|ist|lautet|est|es|é|è|är|er|on|jest|je|это|це|[:：=]|[—–]\s*it['’]s|[—–]|it['’]s)\s*"
    r"[\"'‘“„«]?(?P<v>[^\W\d_][^\s\"'’”»,.;!?]{2,40}(?:[ \-][^\W\d_][^\s\"'’”»,.;!?]{1,30}){0,2})")
_FAMILY_NOT = re.compile(r"(?i)^(?:a|an|the|one|for|game|not|still|secret|important|ein\w*|un\w*|der|die|das|le|la|el"
                         r"|les|los|o|il|het|de|en|ett|same|different|anders|something|anything|nothing|whatever|required|needed"
                         r"|optional|case|too|very|easy|hard|set|changed|written|stored|saved|long|short)\b")
# A value typed into a form after the question ("母校の名前を聞かれたら「…」と入力"): asked by an app with no bank word.
_TYPED_AFTER = re.compile(r"\s*[」』”\"]?\s*(?:と入力|と打|を入力|と書|と答)")
_STOP = re.compile(r"[.!?。！？\n]\s|\n")


def _sentence_start(shown: str, at: int) -> int:
    """The start of the sentence holding position `at` (a full stop, ! or ? and a space before it, or a line break)."""
    start = max(0, at - 180)
    for match in _STOP.finditer(shown, start, at):
        start = match.end()
    return start


# A security question written out: "what was the name of your first pet", "in what city were you born", "wie hieß
# dein erstes Haustier", "quel est le nom de jeune fille de votre mère" (its topic a pet, maiden name, birthplace or a
# first one), then the answer after an arrow, colon or dash.
_WRITTEN_OPEN = re.compile(
    r"(?<![^\W\d_])(?:what(?:['’]s|\s+(?:is|was|were))|in\s+what\s+(?:city|town)|where\s+(?:were|was|did)|wie\s+(?:hie(?:ß|ss)|hei(?:ß|ss)t"
    r"|lautet)|wo\s+(?:wurde|bist)|quel(?:le)?\s+(?:est|était)|comment\s+s['’]appel\w*|dans\s+quelle\s+ville|c[óo]mo\s+se"
    r"\s+llam\w*|cu[áa]l\s+(?:es|era|fue)|qual\s+(?:é|era|è|o)|como\s+se\s+chamava|come\s+si\s+chiam\w*|hoe\s+heette"
    r"|wat\s+(?:is|was)|vad\s+hette|hva\s+het|hvad\s+hed|mikä\s+oli|jak\s+(?:się\s+nazywa\w*|miał\w*)|как\s+(?:звали|зовут)"
    r"|як\s+звали|(?:ilk\s+)?evcil\s+hayvanınızın\s+adı)(?![^\W\d_])", re.I)
_WRITTEN = re.compile(rf"^\s*(?:{_WRITTEN_OPEN.pattern})[^\n]{{0,80}}$", re.I)
_WRITTEN_TOPIC = re.compile(
    r"(?i)(?<![^\W\d_])(?:pets?|dog|cat|haustier\w*|hund\w*|katze|animal\w*|chien|mascota|perro|gato|huisdier|husdjur"
    r"|kæledyr|kjæledyr|lemmik\w*|питом\w*|собак\w*|evcil|maiden|mädchenname|jeune\s+fille|soltera|solteira|nubile"
    r"|meisjesnaam|flicknamn|pikenavn|pigenavn|девич\w*|born|geboren|naissance|nacist\w*|naciste|nasceu|nato|född"
    r"|родил\w*|first\s+(?:\w+\s+)?(?:car|school|teacher|street|boss|job|friend)|childhood\s+(?:friend|street|hero|home))"
    r"(?![^\W\d_])")


def _written(before: str) -> bool:
    """Whether `before` is a security question written out with a strong topic (no quiz)."""
    return bool(_WRITTEN.search(before)) and bool(_WRITTEN_TOPIC.search(before)) and not QUIZ.search(before)


def _asked(before: str) -> bool:
    """Whether `before` names a guarded question: a topic, and a question noun with a strong topic or a bank/security
    word with an asking verb or a strong topic; no quiz."""
    if not _TOPIC_RE.search(before) or QUIZ.search(before):
        return False
    if _QUESTION_RE.search(before) and _STRONG_RE.search(before):
        return True
    return bool(_GUARD_RE.search(before)) and bool(_ASK_RE.search(before) or _STRONG_RE.search(before))


_NEGATION = re.compile(r"(?i)(?<![^\W\d_])(?:not|never|nahi|nahin|nicht|nie|jamais|nunca|niet|inte|ikke|не|ні|değil"
                       r"|không|tidak|hapana|option\w*|no|non|nein|não|nao|todavía|todavia|aún|ainda|ancora|noch|encore|yet|tbd"
                       r"|password\w*|passwort\w*|manager)(?![^\W\d_])")


def _value_span(shown: str, at: int) -> tuple[int, int] | None:
    """The answer's span from `at`, or None when what follows is a question, a negation, a clause or advice."""
    match = _VALUE.match(shown, at)
    if match is None:
        return None
    value = match.group(0).rstrip()
    if len(value.strip("'‘’ -–—")) < 2 or _NOT_ANSWER.match(value) \
            or any(ch in value for ch in "?？؟…") \
            or _NEGATION.search(value):
        return None
    return at, at + len(value)


def _told(shown: str) -> Iterator[tuple[int, int]]:
    for mark in _MARK.finditer(shown):
        start = _sentence_start(shown, mark.start())
        before = shown[start:mark.start()]
        if len(before) < 8 or QUIZ.search(before) or not _TOPIC_RE.search(before):
            continue
        span = _value_span(shown, mark.end())
        typed = span is not None and _ASK_RE.search(before) and _TYPED_AFTER.match(shown, span[1])
        written = span is not None and mark.group("sep") is not None and _written(before)
        if span is not None and (typed or written or _asked(before)):
            yield span
            return


_FAMILY_STEMS = ("famil", "memorable", "семейн", "сімейн", "aile ", "perheen", "rodzinne", "rodinné", "családi")


def told_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """(kind, span) of a security answer told with no answer word, a family word or a memorable word in `shown`."""
    lowered = shown.lower()
    if (_ASKER_GATE.search(lowered) or _WRITTEN_OPEN.search(lowered)) and _TOPIC_GATE.search(lowered):
        for span in _told(shown):
            yield "security answer", span
        for match in _TR_TAIL.finditer(shown):
            if _asked(shown[_sentence_start(shown, match.start()):match.start()]):
                yield "security answer", match.span("v")
    if any(stem in lowered for stem in _FAMILY_STEMS):
        for match in _FAMILY.finditer(shown):
            if not _FAMILY_NOT.match(match.group("v")) and not QUIZ.search(shown):
                yield "family word", match.span("v")
