"""Secrets made of plain words: passphrases, master passwords, memorable and secret words, security answers, and
seed phrases written with their numbers.

A plain word is no secret by its shape; it is one when a strong cue gives it: a passphrase or master-password word,
a memorable/secret/code word, a password for telephone banking, or the answer label after a security question. The
value is what follows the cue's colon (or its quotes) to the end of the line or sentence, up to eight words, unless
it says where the secret is kept, that it was forgotten or changed, or how it must be made; with no colon, one
CamelCase or capitals word closing the sentence. A seed phrase written as
"1 harbor 2 quiz 3 nominee …" is numbered words counted up one by one: four or more of the BIP-39 list after a
seed or wallet word, eight or more of any script after one, or twelve of the list with none.
"""

from __future__ import annotations

import re
import unicodedata
from typing import Iterator

from .secret_example_words import example_pattern
from .secret_family import family_code_spans, plain_password_spans
from .secret_phrases import bip39_words
from .secret_spelled import spelled_spans
from .secret_typing_notes import MODAL

# A passphrase, a master password or a wallet's extra word, in ~40 languages.
_PASSPHRASE = (
    r"pass[\s\-]?phrase|wachtwoordzin|wachtwoordfrase|lösen(?:ords)?fras\w*|losenfras\w*|passordfrase\w*|passordsetning"
    r"|adgangsfrase\w*|adgangssætning\w*|kodesætning|salalause\w*|tunnuslause\w*|fraz\w\s+(?:hasła|kodow\w+|dostępu)"
    r"|heslov\w+\s+fráz\w+|кодов\w+\s+фраз\w*|парольн\w+\s+фраз\w*|секретн\w+\s+фраз\w*|frase\s+(?:de\s+contrase[ñn]a|de\s+paso"
    r"|secreta|de\s+acceso|clave|segreta|d['’]accesso|di\s+accesso)|frase-?senha|phrase\s+(?:secr[èe]te|de\s+passe)"
    r"|geçiş\s+ifadesi|parola\s+öbeği|şifre\s+cümlesi|jelmondat|fraz[aă]\s+de\s+acces|φράση\s+(?:πρόσβασης|κωδικού)"
    r"|パスフレーズ|密码短语|密碼短語|口令短语|암호\s?문구|패스\s?프레이즈|frasa\s+sandi|cụm\s+mật\s+khẩu|عبارة\s+المرور"
    r"|ביטוי\s+(?:סיסמה|סיסמא)|पासफ़्रेज़|पासफ्रेज"
    r"|25(?:th|\.|e|ª|º|-?е|\.?\s*-?)\s*(?:word|wort|mot|palabra|palavra|parola|woord|ord|sana|słowo|slovo|слово|kelime)"
    r"|master[\s\-]?(?:password|passwort|kennwort|pass|pw|key|wachtwoord|lösenord|passord|salasana|hasło|heslo|şifre"
    r"|parola|пароль)|haupt(?:passwort|kennwort)|mot\s+de\s+passe\s+(?:ma[iî]tre|principal)|(?:contrase[ñn]a|clave)\s+maestra"
    r"|senha\s+mestr[ae]|palavra-passe\s+mestra|password\s+principale|hoofdwachtwoord|huvudlösenord|hovedpassord"
    r"|hovedadgangskode|pääsalasana|paasalasana|hasło\s+główne|główne\s+hasło|haslo\s+glowne|hlavní\s+heslo|hlavné\s+heslo"
    r"|mesterjelszó|parola\s+principal[aă]|мастер-?пароль|главн\w+\s+пароль|майстер-?пароль|головн\w+\s+пароль"
    r"|ana\s+(?:parola|şifre)|κύριος\s+κωδικός|マスターパスワード|主密码|主密碼|마스터\s?(?:비밀번호|암호)|kata\s+sandi\s+utama"
    r"|mật\s+khẩu\s+chính|كلمة\s+المرور\s+الرئيسية|סיסמ[הא]\s+ראשית|मास्टर\s+पासवर्ड")
# A memorable, secret or code word, and a password given over the telephone to a bank.
_SECRET_WORD = (
    r"memorable\s+(?:word|info\w*|answer|phrase|name|place|letters?)|secret\s+(?:word|phrase)|code[\s\-]?word"
    r"|security\s+word|geheimwort|geheimes\s+wort|codewort|losungswort|sicherheitswort|merkwort"
    r"|kennwort|mot\s+(?:de\s+passe\s+)?(?:secret|m[ée]morable)|mot[\s\-]code|mot\s+de\s+passe\s+(?:vocal|oral|t[ée]l[ée]phonique)"
    r"|palabra\s+(?:secreta|de\s+seguridad|c[oó]digo|de\s+paso)|contrase[ñn]a\s+(?:verbal|telef[oó]nica|de\s+voz)"
    r"|palavra\s+(?:secreta|de\s+seguran[çc]a|c[oó]digo)|senha\s+(?:verbal|falada|telef[oô]nica)|parola\s+(?:segreta"
    r"|d['’]ordine|di\s+sicurezza|in\s+codice)|geheime?\s+woord|codewoord|veiligheidswoord|hemlig[at]?\s+ord(?:et)?"
    r"|kodord(?:et)?|säkerhetsord|hemmelig[et]?\s+ord(?:et)?|kodeord(?:et)?|sikkerhedsord|salainen\s+sana|tunnussana\w*"
    r"|turvasana\w*|(?:tajne|sekretne)\s+słowo|słowo\s+(?:kodowe|bezpieczeństwa)|hasło\s+(?:telefoniczne|głosowe)"
    r"|tajné\s+slovo|kódové\s+slovo|titkos\s+szó|kódszó|cuv[âa]nt\s+(?:secret|de\s+cod)|кодов\w+\s+слов\w*"
    r"|секретн\w+\s+слов\w*|слово-пароль|gizli\s+(?:kelime|sözcük)|güvenlik\s+kelimesi|μυστική\s+λέξη|κωδική\s+λέξη"
    r"|συνθηματικό|合言葉|あいことば|秘密の言葉|暗号|暗语|暗語|密语|密語|암호\s?단어|비밀\s?단어|암구호|kata\s+(?:rahasia|laluan)"
    r"|từ\s+bí\s+mật|mật\s+mã|รหัสลับ|คําลับ|كلمة\s+(?:السر|سرية)|מיל[הת]\s+(?:סודית|קוד|הקוד)|कोड\s+वर्ड|गुप्त\s+शब्द"
    r"|(?P<m>mother['’]?s\s+maiden\s+name|m[äa]dchenname\s+(?:der|meiner)\s+mutter|geburtsname\s+(?:der|meiner)\s+mutter"
    r"|nom\s+de\s+jeune\s+fille\s+de\s+(?:ma|la)\s+m[èe]re|apellido\s+de\s+soltera\s+de\s+(?:mi|la)\s+madre"
    r"|nome\s+de\s+solteira\s+da\s+m[ãa]e|cognome\s+da\s+nubile\s+della\s+madre|meisjesnaam\s+van\s+(?:mijn|de)\s+moeder"
    r"|mammas\s+flicknamn|mors\s+pikenavn|mors\s+pigenavn|äidin\s+tyttönimi|nazwisko\s+panieńskie\s+matki"
    r"|rodné\s+příjmení\s+matky|девичь\w+\s+фамили\w+\s+матери|annenin\s+kızlık\s+soyadı)"
    r"|neno\s+la\s+siri|tele-?banking\S*|telefon-?banking\S*|phone[\s\-]?banking\S*|puhelinpankki\S*|banca\s+telef[oó]nica")
# Substrings one of which every cue contains (lowercase): the cheap test before the pattern.
_CUE_STEMS = tuple(
    "pass|phrase|security|wachtwoord|lösen|losen|adgang|kodesæt|lause|fraz|fráz|фраз|frase|ifade|öbeği|cümle|"
    "jelmondat|φράση|パスフレーズ|密码|密碼|口令|암호|패스|sandi|mật|عبارة|ביטוי|पासफ|25th|25.|25e|25ª|25º|25-е|master|haupt|"
    "maître|maitre|maestra|mestr|hoofd|huvud|hoved|pääsala|paasala|główn|glown|hlavn|mester|мастер|главн|"
    "майстер|головн|κύριος|マスター|主密|마스터|utama|chính|الرئيسية|ראשית|मास्टर|memorable|codew|code-w|geheim|"
    "kennwort|losung|sicherheits|merkwort|mot-code|palabra|contrase|palavra|senha|parola|woord|hemlig|kodord|"
    "säkerhets|hemmelig|kodeord|sikkerheds|salainen|tunnussana|turvasana|słowo|hasło|tajné|kódov|titkos|"
    "kódszó|cuvânt|cuvant|кодов|секретн|слово|gizli|güvenlik|μυστική|κωδική|συνθηματικό|合言葉|あいことば|秘密|暗号|暗语|"
    "暗語|密语|密語|단어|암구호|rahasia|laluan|mật|รหัสลับ|คําลับ|كلمة|מיל|कोड|गुप्त|siri|banking|pankki|maiden|mädchen|"
    "madchen|geburtsname|soltera|solteira|nubile|meisjesnaam|flicknamn|pikenavn|pigenavn|tyttönimi|"
    "panieńskie|rodné|девичь|kızlık|25 w|ana par|ana şif|secret w|secret p|code w|mot de|mot secr|mot mém|"
    "mot mem|mot code|banca tel|jeune fille|25 |25-|25w"
    .split("|"))
# Not inside a word of a spaced script; in Chinese, Japanese or Thai a cue follows any letter ("我的主密码：…").
_CUE = re.compile(rf"(?i)(?<![A-Za-zÀ-ÖØ-öø-ſͰ-ϿЀ-ӿ])(?:{_PASSPHRASE}|{_SECRET_WORD})")
# The label's end: a colon (the value runs to the line's or sentence's end) or an opening quote.
_LABEL_END = re.compile(r"[^\n:：?]{0,50}?(?:\s*[:：=→]\s*|\s+(?:is|ist|lautet|est|es|é|è|är|er|on|jest|je|это|—|-)\s+"
                        r"(?=[\"'“„«‘‹「『])|\s*(?:是|は|为|為|는|은)\s*(?=[「『“\"]))")
_VALUE = re.compile(r"[\"'“„«‘‹「『]\s*(?P<q>[^\"'”“»’‹›「」『』\n]{3,64}?)\s*[\"'”“»’›」』]|(?P<v>[^\s\"'“„«][^\n.;!?()（）。！？]{2,64})")
_QUOTED_NEAR = re.compile(r"[^\n]{0,40}?(?<![^\W\d_])[\"'“„«‘‹「『](?P<q>[^\"'”“»’‹›「」『』\n]{3,40}?)[\"'”“»’›」』](?![^\W\d_])")
# With no colon, one word that cannot be prose closing the sentence: CamelCase or capitals ("Trezor passphrase
# KaffeeMitMilch"), never a password manager's or a service's name.
_BARE = re.compile(r"[ \t]+(?:(?P<c>(?:[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]+){2,5}\d*)|(?:[a-zß-öø-ÿ]+[ \t]+){0,4}"
                   r"(?P<u>[A-ZÀ-ÖØ-Þ]{5,20}\d*))[ \t]*(?=$|[\n.,;!?)])")
_TOOLS = frozenset("keepass keepassxc keepassx lastpass bitwarden dashlane nordpass roboform enpass keeper paypal youtube "
                   "onedrive icloud macbook iphone ipad whatsapp linkedin github gitlab dropbox truecrypt veracrypt bitlocker "
                   "filevault openpgp openssh gnupg protonmail protonpass keychain trezor ledger metamask myfritz fritzbox "
                   "playstation gmail hotmail outlook firefox chrome safari windows android apple google microsoft "
                   "yubikey nitrokey onlykey solokey setzen ändern vergessen zurücksetzen".split())
# A value that tells where the secret is, that it is unknown or changed, or how to make one: no secret given.
_NOT_GIVEN = re.compile(
    r"(?i)(?<![^\W\d_])(?:see|siehe|voir|ver|vedi|zie|katso|patrz|см|bkz|stored|saved|kept|gespeichert|gesichert|notiert"
    r"|aufgeschrieben|written|noted|enregistré|noté|guardad[ao]|anotad[ao]|salvat[ao]|opgeslagen|sparat|lagret|gemt"
    r"|tallennettu|zapisan\w*|сохран\w*|записан\w*|kaydedil\w*|forgot\w*|forgotten|vergessen|oubli\w*|olvid\w*|esquec\w*"
    r"|dimentica\w*|vergeten|glömt|glemt|unohtu\w*|zapomn\w*|забыл\w*|unuttu\w*|unknown|unbekannt|inconnu|desconocid\w*"
    r"|changed|change|geändert|ändern|changé|changer|cambi\w+|alterad\w*|mudar|gewijzigd|wijzigen|ändrat|ändra|endret"
    r"|ændret|vaihde\w*|vaihda|zmien\w*|измен\w*|смен\w*|değiş\w*|reset|zurückgesetzt|réinitialis\w*|never|nie|niemals"
    r"|jamais|nunca|mai|nooit|aldrig|aldri|koskaan|nigdy|никогда|asla|same|gleich|gleiche|même|mismo|mesmo|stesso"
    r"|zelfde|samma|samme|sama|aynı|usual|üblich|habituel|habitual|solito|gebruikelijke|vanliga|required|erforderlich"
    r"|obligatoire|obligatori[ao]|vereist|krävs|päivitetty|least|mindestens|minimum|moins|menos|almeno|minimaal|minst"
    r"|vähintään|najmniej|минимум|characters?|zeichen|caractères|caracteres|caratteri|tekens|tecken|tegn|merkkiä|znaków"
    r"|символ\w*|karakter|words|wörter|mots|palabras|palavras|woorden|ord|sanaa|słów|слов|kelime|none|keine?|kein"
    r"|aucun|ningun[ao]|nenhum|nessun[ao]|geen|ingen|brak|нет|yok|tbd|n/a|vault|tresor|safe|keepass|bitwarden|1password"
    r"|lastpass|manager|zettel|notiz|note|envelope|umschlag|enveloppe|sobre|busta|envelop|kuvert|koperta|конверт|zarf"
    r"|sms|e-?mail|post|brief|letter|lettre|carta|courrier|app|anruf|ask|frag\w*|demande[rz]?|pregunt\w*"
    r"|chiedi|vraag|fråga|spør|kysy|zapytaj|спрос\w*|sorun|secure|sicher|sûr|seguro|sicur[oa]|veilig|säker|sikker"
    r"|turvallinen|bezpieczn\w*|надёжн\w*|надежн\w*|güvenli|long|lang|lange|longue|largo|lunga|pitkä|długie|длинн\w*"
    r"|uzun|strong|stark|starkes|fort|fuerte|forte|sterk|stark|vahva|silne|сильн\w*|güçlü|set|eingerichtet|configured"
    r"|aktiviert|activé|activad[ao]|ativad[ao]|attivat[ao]|geactiveerd|enabled|disabled|deaktiviert|name|namen|nom"
    r"|nombre|nome|naam|namn|navn|nimi|imię|имя|isim|hint|hinweis|tipp|indice|pista|dica|suggerimento|vihje"
    r"|podpowied\w*|подсказк\w*|ipucu|birthday|geburtstag|anniversaire|cumpleaños|aniversário|compleanno|verjaardag"
    r"|födelsedag|fødselsdag|syntymäpäivä|urodziny|doğum|bitte|please|festleg\w*|festgelegt|vergeben|ausmachen"
    r"|ändert|wechselt|in\s+person|persönlich|en\s+personne|en\s+persona|pessoalmente|di\s+persona|persoonlijk)(?![^\W\d_])")
# A line that gives an example or a famous phrase ("the xkcd passphrase 'correct horse battery staple'").
_EXAMPLE = example_pattern(r"xkcd|correct\s+horse")
# A hint or a rule about the secret, not the secret ("Passphrase hint: …", "Merkhilfe fürs Kennwort: …").
_HINT = re.compile(r"(?i)hint|hinweis|tipp|merkhilfe|eselsbrücke|indice|astuce|pista|dica|suggeriment|aanwijzing|ledtråd"
                   r"|vihje|podpowied|подсказк|ipucu|ヒント|提示|힌트|petunjuk|gợi\s+ý|rule|regel|règle|regla|regra|regola"
                   r"|requirement|anforderung|exigence|requisito|vereiste|krav|vaatimus|wymagani|требовани|gereksinim")
# A security or secret question in more languages (ha ht az uz kk sw tl yo ig am so zu th lo km my bn ur fa ms uk ka
# hy mn ta bg hr/sr sl lt lv et is sq ca eu cy mg mi).
_WORLD_QUESTIONS = (
    r"tambayar\s+(?:tsaro|sirri)|kesyon\s+(?:sekirite|sekrè|sekre)|(?:təhlükəsizlik|gizli)\s+sual\w*|(?:xavfsizlik|maxfiy)"
    r"\s+savol\w*|(?:құпия|қауіпсіздік)\s+сұра\w*|swali\s+la\s+(?:usalama|siri)|tanong\s+(?:pang-?seguridad|panseguridad)"
    r"|ìbéèrè\s+ààbò|ibeere\s+aabo|ajụjụ\s+nchekwa|የደህንነት\s+ጥያቄ|su'aa?l\w*\s+(?:amni|sir)\w*|umbuzo\s+wokuphepha"
    r"|คําถาม(?:ความปลอดภัย|ลับ)|ຄໍາຖາມ(?:ຄວາມປອດໄພ|ລັບ)|សំណួរសុវត្ថិភាព|လုံခြုံရေး\s?မေးခွန်း|নিরাপত্তা\s+প্রশ্ন"
    r"|(?:حفاظتی|سیکیورٹی)\s+سوال|(?:سوال|پرسش)\s+امنیتی|soalan\s+keselamatan|(?:контрольн|секретн)\w+\s+питання"
    r"|(?:უსაფრთხოების|საიდუმლო)\s+კითხვა|(?:անվտանգության|գաղտնի)\s+հարց|нууц\s+асуулт|பாதுகாப்பு\s+கேள்வி"
    r"|(?:таен|контролен)\s+въпрос|(?:sigurnosno|tajno|varnostno)\s+(?:pitanje|vprašanje)|(?:saugos|slaptas)\s+klausimas"
    r"|(?:drošības|slepenais)\s+jautājums|turvaküsimus|öryggisspurning|pyetja\s+e\s+sigurisë|pregunta\s+de\s+seguretat"
    r"|segurtasun\s+galdera|cwestiwn\s+diogelwch|fanontaniana\s+fiarovana|pātai\s+haumaru")
_WORLD_QUESTIONS = unicodedata.normalize("NFKC", _WORLD_QUESTIONS)   # the text is read in NFKC ("ໍາ", "ํา" split)
_QUESTION_CUE = re.compile(
    r"(?i)security\s+(?:q(?:uestion)?s?|question)\b|sec\s+q\b|secret\s+question|memorable\s+question|sicherheitsfrage"
    r"|kontrollfrage|geheimfrage|question\s+(?:secr[èe]te|de\s+s[ée]curit[ée])|pregunta\s+(?:de\s+seguridad|secreta)"
    r"|pergunta\s+(?:de\s+seguran[çc]a|secreta)|domanda\s+(?:di\s+sicurezza|segreta)|beveiligingsvraag|geheime\s+vraag"
    r"|säkerhetsfråga|hemlig\s+fråga|sikkerhe[dt]s(?:spørgsmål|spørsmål)|turvakysymys|pytani\w+\s+(?:pomocnicz|bezpiecze"
    r"|zabezpieczaj)\w*|bezpečnostní\s+otázk\w+|kontrolní\s+otázk\w+|biztonsági\s+kérdés|întrebar\w+\s+de\s+securitate"
    r"|(?:контрольн|секретн)\w*\s+вопрос\w*|güvenlik\s+soru\w*|gizli\s+soru\w*|ερώτηση\s+ασφαλείας|秘密の質問|密保问题"
    r"|安全问题|安全問題|보안\s?질문|비밀\s?질문|pertanyaan\s+keamanan|câu\s+hỏi\s+bảo\s+mật|سؤال\s+الأمان|السؤال\s+السري"
    r"|שאלת\s+(?:אבטחה|ביטחון)|सुरक्षा\s+(?:प्रश्न|सवाल)|" + _WORLD_QUESTIONS + r"|[»\"”']\s*(?:sual\w*|savol\w*|swali|kesyon"
    r"|tambaya\w*|вопрос\w*|питання|soru\w*|question|frage|pregunta|pergunta|domanda|vraag)(?![^\W\d_])")
_QUESTION_STEMS = tuple(
    "secur sec q secret memorable sicherheit kontroll geheim question pregunta pergunta domanda vraag fråga spørg spørs "
    "turvakysy pytani otázk kérdés întreb вопрос soru ερώτηση 質問 问题 問題 질문 pertanyaan câu سؤال السؤال שאלת प्रश्न "
    "सवाल tambaya kesyon sual savol сұра swali tanong ibeere ìbéèrè ajụjụ ጥያቄ su'aal umbuzo คําถาม ຄໍາຖາມ សំណួរ မေးခွန်း "
    "প্রশ্ন سوال پرسش soalan питання კითხვა հարց асуулт கேள்வி въпрос pitanje vprašanje klausimas jautājums küsimus "
    "spurning pyetja galdera cwestiwn fanontaniana pātai".split()) + tuple(
    unicodedata.normalize("NFKC", stem) for stem in ("คําถาม", "ຄໍາຖາມ", "คําตอบ", "ຄໍາຕອບ"))
_ANSWER_STEMS = ("answer", "antwort", "répons", "repons", "respuesta", "resposta", "risposta", "antwoord", "svar",
                 "vastaus", "odpowied", "odpověď", "ответ", "відповідь", "cevab", "yanıt", "απάντηση", "jawaban", "trả lời",
                 "答", "답", "amsa", "cavab", "javob", "жауап", "jibu", "sagot", "idahun", "ìdáhùn", "azịza", "መልስ",
                 "jawaab", "impendulo", "คําตอบ", "ຄໍາຕອບ", "ចម្លើយ", "အဖြေ", "উত্তর", "جواب", "پاسخ", "jawapan", "პასუხი",
                 "պատասխան", "хариулт", "பதில்", "отговор", "odgovor", "atsakymas", "atbilde", "vastus", "përgjigj",
                 "resposta", "erantzun", "ateb", "valiny", "whakautu", "जवाब")
_ANSWER = re.compile(unicodedata.normalize("NFKC",
    r"(?i)(?<![^\W\d_])(?:answer|ans|antwort|réponse|reponse|respuesta|resposta|risposta|antwoord|svar(?:et)?|vastaus"
    r"|odpowied[zź]|odpověď|válasz|r[ăa]spuns|ответ|відповідь|cevab[ıi]|cevap|yanıt[ıi]?|απάντηση|jawaban|trả\s+lời|câu\s+trả\s+lời"
    r"|الإجابة|الجواب|תשובה|उत्तर|答え|答案|回答|답|(?-i:A)|amsa\w*|repons|cavab\w*|javob\w*|жауап\w*|jibu|sagot|ìdáhùn"
    r"|idahun|azịza|መልስ|jawaab\w*|impendulo|คําตอบ|ຄໍາຕອບ|ចម្លើយ|အဖြေ|উত্তর|جواب|پاسخ|jawapan|პასუხი|պատասխան\w*|хариулт"
    r"|பதில்|отговор|odgovor|atsakymas|atbilde|vastus|përgjigj\w*|erantzun\w*|ateb|valiny|whakautu|जवाब)"
    r"(?:\s?[^\n:：?]{0,60}?)?\s*[:：=→]\s*(?P<v>[^\s\"'“„«][^\n.;!?()（）。！？]{1,48})"))


# An answer given in prose to a question named by its topic ("Die Antwort auf 'Name des ersten Haustiers' ist bei
# mir Krümel", "my answer to the first-school question is …", "la respuesta a la pregunta secreta es …").
_ANSWER_PROSE = re.compile(
    r"(?i)(?<![^\W\d_])(?:answer|antwort|réponse|reponse|respuesta|resposta|risposta|antwoord|svar(?:et)?|vastaus"
    r"|odpowied[zź]|odpověď|ответ|відповідь|cevab[ıi]|yanıt[ıi]|απάντηση|jawaban(?:nya)?|câu\s+trả\s+lời)\s+"
    r"(?:to|for|on|auf|zu|zur|à|a|de|para|alla|a\s+la|al|op|på|till|na|на|pada|untuk|cho|στην?)\s+"
    r"(?P<q>[^\n.;!?]{3,80}?)\s*(?:[:：=→—–]|\s(?:is|was|ist|lautet|war|est|était|es|era|é|è|är|var|er|on|jest|to|je|это"
    r"|adalah|là)\s)"
    r"\s*(?:(?:bei|für)\s+mir|for\s+me|in\s+my\s+case|chez\s+moi|pour\s+moi|para\s+m[ií]|en\s+mi\s+caso|per\s+me|voor\s+mij"
    r"|för\s+mig|for\s+meg|for\s+mig|u\s+mnie|у\s+меня|benim\s+için|bagi\s+saya)?\s*"
    r"(?P<v>[^\s\"'“„«][^\n.;!?()（）。！？]{1,48}|[\"'“„«‘][^\"'”“»’\n]{2,40}[\"'”»’])")
_ANSWER_TOPIC = re.compile(
    r"(?i)pet\b|haustier|mascota|animal|huisdier|husdjur|kjæledyr|kæledyr|lemmikki"
    r"|zwierz|питом|evcil|school|schule|école|ecole|escuela|escola|scuola|teacher|lehrer|maestr|professeur|profesor"
    r"|öğretmen|insegnante|leraar|juf|maiden|mädchen|birthplace|geburtsort|naissance|nacimiento|born|geboren|first\s+car"
    r"|erste[sn]?\s+auto|street|straße|strasse|rue\b|calle|childhood|kindheit|enfance|infancia|infância|infanzia"
    r"|best\s+friend|beste[rn]?\s+freund|nickname|spitzname|surnom|apodo|hometown|heimatstadt|ville\s+natale"
    r"|ciudad\s+natal|mother|mutter|mère|madre|mãe|father|vater|grandm|oma|großmutter")
_NOT_SECURITY = re.compile(r"(?i)quiz|trivia|riddle|rätsel|devinette|acertijo|homework|hausaufgabe|devoir|tarea|exam"
                           r"|prüfung|test\b|crossword|kreuzwort|mots\s+croisés|jeopardy|puzzle|universe|universum|life"
                           r"|leben|la\s+vie|la\s+vida|interview|survey|umfrage|sondage|encuesta|poll|job")


def passphrase_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """(kind, span) of each passphrase, memorable word, security answer or numbered seed phrase in `shown`."""
    yield from _cued_words(shown)
    yield from _answers(shown)
    yield from _prose_answers(shown)
    yield from numbered_seed_spans(shown)
    yield from counted_seed_spans(shown)
    for kind, span in (*family_code_spans(shown), *plain_password_spans(shown)):
        if not MODAL.search(shown, max(0, span[0] - 12), span[0]):
            yield kind, span   # "password has to be …": a value right after a modal is a rule's, not one given
    yield from spelled_spans(shown)


def _cued_words(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """The words after a passphrase, master-password, secret-word or telephone-banking label."""
    lowered = shown.lower()
    if not any(stem in lowered for stem in _CUE_STEMS):
        return
    for cue in _CUE.finditer(shown):
        label = _LABEL_END.match(shown, cue.end())
        bare = None if label else _BARE.match(shown, cue.end())
        group = "c" if bare and bare.group("c") else "u"
        if bare and bare.group(group).lower() not in _TOOLS:
            yield "passphrase", bare.span(group)
            continue
        for value in (_VALUE.match(shown, label.end()) if label else None, _QUOTED_NEAR.match(shown, cue.end())):
            group = "q" if value and value.group("q") else "v"
            span = _trimmed(shown, *value.span(group)) if value else (0, 0)
            line = shown[shown.rfind("\n", 0, cue.start()) + 1:shown.find("\n", span[1]) % (len(shown) + 1)]
            if value and _words_given(shown[span[0]:span[1]], quoted=group == "q") and not _EXAMPLE.search(line) \
                    and not _HINT.search(shown, cue.start(), span[0]) \
                    and not (cue.group("m") and len(shown[span[0]:span[1]].split()) > 3):
                yield "passphrase", span
                break


def _answers(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """The value after an answer label in a text that names a security question."""
    lowered = shown.lower()
    question = _QUESTION_CUE.search(shown) if any(stem in lowered for stem in _QUESTION_STEMS) else None
    if question is None:
        return
    for match in _ANSWER.finditer(shown):
        span = _trimmed(shown, *match.span("v"))
        if _words_given(shown[span[0]:span[1]], quoted=False):
            yield "security answer", span


# The same in Chinese, Japanese or Korean: "秘密の質問の答えは「ポチ」", "密保问题的答案是 旺财", "보안 질문 답은 초코".
_CJK_ANSWER = re.compile(r"(?:秘密の質問|安全问题|安全問題|密保问题|密保問題|보안\s?질문|비밀\s?질문)[^\n]{0,24}?(?:の答え|的答案|答案|의?\s?답(?:변)?)"
                         r"\s*(?:は|是|为|為|은|는|[:：])\s*[「『“\"]?(?P<v>[^\s「」『』“”\"。！？.!?,，、]{1,24})")

_CJK_NOT_GIVEN = re.compile(r"忘|メモ|覚え|保存|記録|変更|設定|わから|分から|记|記|设置|設置|修改|不知道|不记得|잊|메모|저장|변경|모르|기억")


def _prose_answers(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """An answer given in prose to a security question or one named by its topic (first pet, first school …)."""
    lowered = shown.lower()
    if not any(stem in lowered for stem in _ANSWER_STEMS):
        return
    for match in _ANSWER_PROSE.finditer(shown):
        span = _trimmed(shown, *match.span("v"))
        value, secret = shown[span[0]:span[1]], _QUESTION_CUE.search(match.group("q")) is not None
        if (secret or (_ANSWER_TOPIC.search(match.group("q")) and value[:1].isupper())) \
                and not _NOT_SECURITY.search(shown) and _words_given(value, quoted=False) and len(value.split()) <= 5:
            yield "security answer", span
    for match in _CJK_ANSWER.finditer(shown) if not shown.isascii() else ():
        if _words_given(match.group("v"), quoted=True) and not _CJK_NOT_GIVEN.search(match.group("v")):
            yield "security answer", match.span("v")


def _trimmed(shown: str, start: int, end: int) -> tuple[int, int]:
    """A value's span less the spaces, closing quotes and punctuation at its ends."""
    while end > start and shown[end - 1] in " \t,:;\"'”»’›-–—":
        end -= 1
    while start < end and shown[start] in " \t\"'“„«‘‹":
        start += 1
    return start, end


def words_given(value: str, *, quoted: bool) -> bool:
    """Whether a value gives a secret of plain words (up to eight) rather than where it is kept, that it is unknown or
    how it must be made: the test the passphrase rules share with other stages."""
    return _words_given(value, quoted=quoted)


def _words_given(value: str, *, quoted: bool) -> bool:
    """Up to eight words that give a secret rather than say where it is, that it is unknown or how it must be."""
    words = value.split()
    if not words or len(words) > 8 or len(value) < 3 or _NOT_GIVEN.search(value) or (not quoted and ", " in value):
        return False
    if any(c in value for c in "[]{}<>@/\\|*•…") or value.lower() in ("yes", "no", "ja", "nein", "oui", "non", "sí"):
        return False
    return True


# Numbered seed words: "1 harbor 2 quiz", "1. harbor 2. quiz", "1) harbor", "#1 harbor", "01-harbor".
_NUMBERED = re.compile(r"(?<![\w.,])#?(?P<n>\d{1,2})\s?[.):\-]?\s*(?P<w>[^\W\d_]{3,12})(?![\w])")
_NUMBER_GAP = re.compile(r"[\s,;|/·•]*")
_SEED_WORD = re.compile(
    r"(?i)seed|mnemoni|recovery|backup|wallet|ledger|trezor|metamask|exodus|phantom|electrum|keystone|bip-?39"
    r"|wiederherstellung|wörter|récupération|mots|semilla|recuperaci[oó]n|palabras|palavras|recupera[çc][aã]o"
    r"|recupero|parole|herstel|woorden|återställning|gjenoppretting|gendannelse|palautus|odzyskiwani|słów|obnov"
    r"|восстановлени|сид|мнемони|кошел|kurtarma|kelime|cüzdan|pemulihan|dompet|khôi\s+phục|ví|助记|助記|恢复|恢復"
    r"|シード|ニーモニック|復元|リカバリー|니모닉|시드|복구|지갑|استرداد|محفظة|שחזור|ארנק")


def numbered_seed_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """Words numbered one by one (n, n+1, …): a seed phrase written out, or part of one."""
    if not any(c.isdigit() for c in shown):
        return
    listed, run = bip39_words(), []
    for match in (*_NUMBERED.finditer(shown), None):
        if match is not None and run and int(match.group("n")) == int(run[-1].group("n")) + 1 \
                and _NUMBER_GAP.fullmatch(shown, run[-1].end(), match.start()):
            run.append(match)
            continue
        if len(run) >= 4 and _seed_run(shown, run, listed):
            yield "seed phrase", (run[0].start(), run[-1].end())
        run = [match] if match is not None else []


def _seed_run(shown: str, run: list[re.Match[str]], listed: frozenset[str]) -> bool:
    """Whether numbered words are seed words: list words (or eight of any script) beside a seed word; twelve list
    words with none."""
    words = [m.group("w") for m in run]
    in_list = sum(w.lower() in listed and w.islower() for w in words)
    cued = _SEED_WORD.search(shown, max(0, run[0].start() - 80), run[0].start()) is not None \
        or _SEED_WORD.search(shown, run[-1].end(), run[-1].end() + 40) is not None
    if cued:
        return in_list >= len(words) - 1 or (len(words) >= 8 and all(w.islower() or not w.isascii() for w in words))
    return len(words) >= 12 and in_list == len(words)


# A count of words as the label ("12 kelime:", "24 mots :", "12 слов —", "12个助记词：", "12 từ:"), then that many words.
_COUNTED = re.compile(
    r"(?i)(?<![\w.,])(?P<n>12|15|18|21|24)[ \t\-]*(?:个|個|つの|개의?)?[ \t]*(?:words?|wörter|worte|mots|palabras|palavras"
    r"|parole|woorden|ord(?:en)?|sanaa|słów|slov|слов|слів|kelime\w*|λέξεις|كلمات|كلمة|מילים|शब्द|শব্দ|단어|語|単語|个?词"
    r"|個?詞|助记词|助記詞|từ|kata|maneno|คํา|szó|cuvinte|riječi|reči|besed|paraules|hitz)(?![^\W\d_])"
    r"[^\n:：=\-—–\w]{0,20}(?:[:：=\-—–]|\n)[ \t]*\n?[ \t]*(?P<w>[a-z]{3,8}(?:(?:[ \t,;]+\n?|\n)[ \t]*[a-z]{3,8}){11,23})")
_WORD_LIST = re.compile(r"(?i)list|liste|vocab|vokab|wortschatz|словар|sözcük|kosakata|từ\s+vựng|単語帳|生词|spelling|learn|lern|apprend|aprend|exam|test|homework|hausaufgabe|shopping"
                        r"|einkauf|courses|compra|game|spiel|wordle|quiz|lied|song|poem|gedicht|tags?\b|keywords?|translate"
                        r"|übersetz|traduc|rhyme|reim")


def counted_seed_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """The words after a count-of-words label, as many as it counts, mostly of the BIP-39 list and not in its order."""
    if not any(count in shown for count in ("12", "15", "18", "21", "24")):
        return
    listed = bip39_words()
    for match in _COUNTED.finditer(shown):
        count = int(match.group("n"))
        words = list(re.finditer(r"[a-z]+", match.group("w")))[:count]
        names = [w.group(0) for w in words]
        if len(names) == count and sum(w in listed for w in names) >= count - 3 and names != sorted(names) \
                and not _WORD_LIST.search(shown, max(0, match.start() - 60), match.start("w")):
            yield "seed phrase", (match.start("w"), match.start("w") + words[-1].end())
