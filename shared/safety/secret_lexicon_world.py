"""Credential words of about ninety languages the older cue tables lack: password, PIN and secret-number, code-word,
recovery-word, backup-code and unlock-code words, with possessive and inflected forms and casual spellings that drop
the diacritics ("oro asina" for "ọ̀rọ̀ aṣínà", "nomba nzuzo", "sifre").

Every table is a plain regex alternation (compile it with `re.I`) or a frozenset of folded words, so any secret
module may import it. Latin entries are written in ASCII and loosened by `_loose`: each letter also matches its
accented forms (and combining marks after it), a space or hyphen may be dropped, an apostrophe or ʻokina is optional, and a
trailing `~` takes an inflection or possessive ending ("parolam", "şifrəm", "kalmar sirrina"). Entries of other
scripts are kept as written (`~` works there too: "የይለፍ ቃ~" takes ቃል, ቃሌ, ቃሉ, ቃልህ). Written from knowledge of
the languages, not from a corpus.
"""

from __future__ import annotations

import re
import unicodedata

_ACCENTED = {
    "a": "aàáâãäåāăąạảấầẩẫậắằẳẵặǎ", "e": "eèéêëēĕėęěẹẻẽếềểễệɛə", "i": "iìíîïĩīĭįịỉı",
    "o": "oòóôõöøōŏőọỏốồổỗộớờởỡợơɔ", "u": "uùúûüũūŭůűųụủưứừửữự", "c": "cçćč", "g": "gğǧ", "n": "nñńňŋ",
    "s": "sśşšṣș", "t": "tţťṭț", "z": "zźżž", "y": "yýÿỳỹ", "d": "dďđɗð", "k": "kƙ", "b": "bɓ", "h": "hḥ",
    "l": "lł", "r": "rř",
}
_MARKS = "[\u0300-\u036f]{0,2}"
_INFLECT = r"[^\W\d_]*"
# Letters NFD leaves whole, read as their base letter for the cheap stem test.
_BASE = str.maketrans("ɛəıøɔłđŋɗƙɓð", "eeiooldndkbd")


def _loose(entry: str) -> str:
    """The regex of one table entry (see the module docstring)."""
    if entry.startswith("re:"):
        return entry[3:]
    inflected = entry.endswith("~")
    word = entry.rstrip("~")
    out = []
    for char in word:
        if char in _ACCENTED:
            out.append(f"[{_ACCENTED[char]}]{_MARKS}")
        elif char == " ":
            out.append(r"[ \t\-]{0,2}")
        elif char == "-":
            out.append(r"[ \t\-]?")
        elif char in "'’":
            out.append("['’ʼʻ‘`]?")
        else:
            out.append(re.escape(char))
    return "".join(out) + (_INFLECT if inflected else "")


def _entries(entries: str) -> list[str]:
    """The entries of a table (one per line or separated by " | ")."""
    return [e.strip() for line in entries.strip().splitlines() for e in line.split(" | ") if e.strip()]


def _table(entries: str) -> str:
    """A regex alternation of the entries, those of one first letter grouped behind it, and the groups of scripts
    with spaces between words behind a one-character lookahead (a position whose letter opens no entry is passed over
    at once). Entries of Thai, Lao, Khmer, Burmese and CJK stay alternatives of their own, so callers can tell them."""
    buckets: dict[str, list[str]] = {}
    firsts: dict[str, str] = {}
    singles = []
    for entry in _entries(entries):
        body = entry[3:] if entry.startswith("re:") else None
        if body is not None and (body[0] in "([\\." or body[1:2] in ("?", "*", "+", "{") or "|" in body):
            singles.append(body)   # an entry that opens with a group or holds alternatives: on its own
            continue
        first = body[0] if body is not None else _loose(entry[0])
        firsts[first] = body[0] if body is not None else _ACCENTED.get(entry[0], entry[0])
        if body is None and entry[0] in "'’":   # an optional apostrophe or okina first ("'olelo huna"): either opens it
            firsts[first] = "'’ʼʻ‘`" + _ACCENTED.get(entry[1], entry[1])
        buckets.setdefault(first, []).append(body[1:] if body is not None else _loose(entry[1:]))
    grouped = [f"{first}(?:{'|'.join(rests)})" for first, rests in buckets.items()]
    spaced = [g for g, first in zip(grouped, buckets) if not _RUN_IN.match(firsts[first])]
    gate = "".join(re.escape(firsts[first]) for first in buckets if not _RUN_IN.match(firsts[first]))
    run_in = [g for g, first in zip(grouped, buckets) if _RUN_IN.match(firsts[first])]
    return "|".join([f"(?=[{gate}])(?:{'|'.join(spaced)})"] + run_in + singles)


_RUN_IN = re.compile(r"[\u0e00-\u0eff\u1000-\u109f\u1780-\u17ff\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")


def base_letters(text: str) -> str:
    """`text` lowercased without diacritics ("ọ̀rọ̀ aṣínà" → "oro asina"), for the cheap stem test only."""
    decomposed = unicodedata.normalize("NFD", text.lower().translate(_BASE))
    return "".join(c for c in decomposed if not unicodedata.combining(c))


# Password words, possessive and inflected forms included.
_PASSWORD_ENTRIES = """
oro asina~ | oro asiri | oro igbaniwole~ | oro aabo | okwuntughe~ | okwu ntughe~ | okwu nzuzo~ | paswodu~
kalmar sirri~ | kalmar wucewa~ | kalmomin sirri~ | erayga sirta~ | ereyga sirta~ | eraygayga sirta | furaha sirta~
re:furaha(?=[\\s\\-]+(?:e-?mail|iimayl|akoon|koontad|gmail|facebook|instagram|wifi|wi-fi|whatsapp|telegram|tiktok|bangig|kaarka|taleefan|password))
baaswoord~ | baasweer~ | re:የይለፍ\\s?ቃ[^\\W\\d_]* | re:ይለፍ\\s?ቃል[^\\W\\d_]* | re:መሕለፊ\\s?ቃ[^\\W\\d_]* | re:ምሕላፍ\\s?ቃ[^\\W\\d_]*
jecha icciitii~ | jecha iccitii~ | jecha darbii~ | jecha iggitii~ | neno la siri | neno siri | nenosiri~ | nywila~
iphasiwedi~ | i-phasiwedi~ | igama lokungena | igama lokugqitha | igama-mfihlo | pasiwedhi~ | pasiwedi~
ijambo ry'ibanga~ | ijambobanga~ | ijambo ryibanga~ | ekigambo eky'ekyama~ | ekigambo ky'ekyama~ | paasiwadi~
baatu jall | baatu kumpa | liloba ya sekele | liloba ya nkuku | liloba ya kobombama | teny miafina | tenimiafi~
ahintasem~ | kokoam asemfua~ | wagwoord~
re:गोप्य\\s?शब्द | re:गुप्त\\s?शब्द | re:संकेतशब्द | re:কূটশব্দ | re:গোপন\\s?শব্দ | re:ગુપ્ત\\s?શબ્દ | re:ਗੁਪਤ\\s?ਸ਼ਬਦ
re:சங்கேதச்சொல் | re:మరుపదం | re:సంకేతపదం | re:ಗುಪ್ತಪದ | re:ಪಾಸ್\\s?ವರ್ಡ್ | re:രഹസ്യവാക്ക് | re:ପାସୱାର୍ଡ | re:මුර\\s?පද[^\\W\\d_]*
re:پټ\\s?نوم | re:پاسورډ | re:رمزم | re:رمزش | re:رمزت | re:پسورد[مشت] | re:رمز\\s?عبور[مشت] | re:گذرواژه\\s?ام | re:کلمه\\s?(?:ی\\s)?عبور
parol~ | maxfiy so'z~ | maxfiy soz~ | re:махфий\\s?сўз[^\\W\\d_]* | re:құпия\\s?сөз[^\\W\\d_]* | re:сырсөз[^\\W\\d_]*
re:купуя\\s?сөз[^\\W\\d_]* | re:жашыруун\\s?сөз[^\\W\\d_]* | re:парол[^\\W\\d_]* | re:калимаи\\s?убур | re:гузарвожа[^\\W\\d_]*
re:рамзи\\s?(?:убур|махфӣ|махфи) | re:нууц\\s?үг[^\\W\\d_]* | sifre~ | parola~ | gizli soz~ | gizli kelime~
re:საიდუმლო\\s?სიტყვ[^\\W\\d_]* | re:գաղտնաբառ[^\\W\\d_]* | re:գաղտնի\\s?բառ[^\\W\\d_]*
re:ລະຫັດລັບ | re:ពាក្យសម្ងាត់ | re:ពាក្យ\\s?សម្ងាត់ | re:လျှို့ဝှက်\\s?စကား | re:รหัสลับ
tembung sandhi~ | tembung sandi~ | kata sandi~ | kata laluan~ | kecap konci~ | kecap sandi~ | kecap rusiah~
upu lilo~ | upu fa'alilolilo | kupuhipa~ | kupu huna~ | pakasqa simi~ | yaykuna simi~ | ne'enemi~ | ne'e nemi~
modpas~ | mo de pas | mo pas sekre | paswoodu~ | mat khau | re:(?:ال)?باس\\s?وو?رد(?:ات)? | re:clavey[^\\W\\d_]* | re:ፓስ[ዎወዋ]ር[ድዱዴ][^\\W\\d_]*
re:ፓስዎርድ | re:ፓስወርድ | re:рамзи(?=\\s(?:почта|имейл|e-?mail|ҳисоб|акаунт|телеграм|инстаграм|фейсбук|гугл|google|gmail|wi-?fi|вай))
contrasena~ | contrasinal~ | senha~ | wachtwoord~ | salasana~
yaykuna rimay~ | pakasqa rimay~ | lea fakapulipuli~ | vosa vuni~ | isissutissa~ | lo lus zais~ | borinpeyv~ | qupiya soz~
lea fufu~ | lea fakafufu~ | upu ulufale~ | kupu muna~ | 'olelo huna~ | hua'olelo huna~ | 'olelo hunahuna~ | vosa ni curu~
parau huna~ | ta'o huna~ | tessera arcana~ | tesserae arcanae | tesseram arcanam | tessera secreta~ | tesserae secretae
verbum arcanum | verbum secretum | signum arcanum | vox arcana | adgangsord~ | leyniord~ | slepenvards~ | nuuts ug~
tinago nga pulong~ | sekretong pulong~ | sekreto nga pulong~ | nalimed a sao~ | limed a sao~ | beassansatni~
c'her-tremen~ | nghyfrinair~ | gyfrinair~ | chyfrinair~ | cyfrineiriau | phasfhocal~ | bhfocal faire | fhocal faire
focal runda~ | fhacal-faire | facal-diomhair~ | re:в[ӑă]ртт[ӑă]н\\s?с[ӑă]мах[^\\W\\d_]*
re:серһүҙ[^\\W\\d_]* | re:серле\\s?һүҙ[^\\W\\d_]* | re:яшерен\\s?(?:һүҙ|сүз)[^\\W\\d_]* | re:нюуса\\s?үгэ[^\\W\\d_]*
re:ޕާސްވޯޑ | re:ސިއްރު\\s?(?:ބަސ|ކޯޑ) | re:پارول[^\\W\\d_]* | re:مەخپىي\\s?(?:سۆز|ئىم|شىفىر)[^\\W\\d_]* | re:གསང་(?:ཚིག|གྲངས|ཨང)(?=་?\\s*[:：]|་?\\s+[\\w.\\-]*[A-Za-z0-9])
"""
PASSWORD_WORDS = _table(_PASSWORD_ENTRIES)

# PIN, passcode and secret-number words (a number follows).
_PIN_ENTRIES = """
nomba nzuzo~ | nomba asiri~ | nomba aabo | koodu nzuzo | koodu asiri | nomba pin | lambar sirri~ | lambobin sirri~
lambar pin~ | lambarka sirta~ | lambarkayga sirta~ | lambarka sirdoonka | lambarka pin-ka | nambarka sirta~ | koodka sirta~
koodhka sirta~ | re:የሚስጥር\\s?ቁጥ[^\\W\\d_]* | re:ሚስጥራዊ\\s?ቁጥ[^\\W\\d_]* | re:ምስጢራዊ\\s?ቁጽሪ[^\\W\\d_]* | re:ሕቡእ\\s?ቁጽሪ[^\\W\\d_]*
re:ፒን\\s?(?:ኮድ|ቁጥር|ቁጽሪ)[^\\W\\d_]* | lakkoofsi icciitii~ | lakkoofsa icciitii~ | lakkoofsa iccitii~ | koodii icciitii~ | nambari ya siri~
namba ya siri~ | nambari siri | namba siri | msimbo wa siri | namba ya pin | nambari ya pin | inombolo yemfihlo~
inombolo eyimfihlo~ | re:inombolo\\s(?:yami|yam|lami|lam)\\s(?:e?yimfihlo|yemfihlo) | ikhodi yemfihlo | ikhowudi eyimfihlo
nhamba yakavanzika~ | nhamba yechivande~ | nhamba yepachivande~ | kodhi yakavanzika~ | umubare w'ibanga~ | umubare wibanga~
kode y'ibanga~ | ennamba ey'ekyama~ | re:ennamba\\s(?:yange|yo|ye)\\sey['’]?ekyama | nimero bu kumpa | nimero ya sekele
nimero ya nkuku | motango ya sekele | laharana miafina | kaody miafina | isa miafina | kokoam noma~ | pin-kode~ | pin-nommer~
geheime kode~ | geheime nommer~
re:गोप्य\\s?(?:नम्बर|कोड) | re:पिन\\s?(?:नम्बर|नंबर|कोड|क्रमांक) | re:गुप्त\\s?(?:संख्या|कोड|नंबर|क्रमांक) | re:গোপন\\s?(?:নম্বর|কোড|নাম্বার)
re:পিন\\s?(?:নম্বর|কোড|নাম্বার) | re:ગુપ્ત\\s?(?:કોડ|નંબર) | re:પિન\\s?(?:નંબર|કોડ) | re:ਪਿੰਨ\\s?(?:ਨੰਬਰ|ਕੋਡ) | re:ਗੁਪਤ\\s?(?:ਕੋਡ|ਨੰਬਰ)
re:ரகசிய\\s?(?:எண்|குறியீடு|நம்பர்) | re:பின்\\s?(?:எண்|நம்பர்|கோட்) | re:రహస్య\\s?(?:సంఖ్య|కోడ్|నంబర్) | re:పిన్\\s?(?:నంబర్|కోడ్)
re:ರಹಸ್ಯ\\s?(?:ಸಂಖ್ಯೆ|ಕೋಡ್) | re:ಪಿನ್\\s?(?:ಸಂಖ್ಯೆ|ನಂಬರ್|ಕೋಡ್) | re:രഹസ്യ\\s?(?:നമ്പർ|കോഡ്) | re:പിൻ\\s?(?:നമ്പർ|കോഡ്) | re:ଗୁପ୍ତ\\s?ସଂଖ୍ୟା
re:ପିନ\\s?ନମ୍ବର | re:රහස්\\s?(?:අංක|කේත)[^\\W\\d_]* | re:පින්\\s?අංක[^\\W\\d_]* | re:خفیہ\\s?(?:نمبر|کوڈ) | re:پن\\s?(?:کوڈ|نمبر)
re:پټ\\s?(?:نمبر|شمېره|شمیره|کوډ|کود) | re:شماره\\s?رمز | re:کد\\s?(?:رمز|مخفی|پین) | re:رمز\\s?(?:پین|کارتم)
maxfiy kod~ | maxfiy raqam~ | pin kod~ | pin-kod~ | re:пин-?код[^\\W\\d_]* | re:пін-?код[^\\W\\d_]* | re:махфий\\s?(?:рақам|код)[^\\W\\d_]*
re:құпия\\s?(?:код|нөмір)[^\\W\\d_]* | re:жашыруун\\s?(?:код|номер)[^\\W\\d_]* | re:рамзи\\s?(?:pin|пин)
re:нууц\\s?(?:код|дугаар)[^\\W\\d_]* | re:пин\\s?код[^\\W\\d_]* | gizli kod~ | gizli nomre~ | gizli numara~ | sifre kodu~
re:პინ\\s?-?კოდ[^\\W\\d_]* | re:პინკოდ[^\\W\\d_]* | re:საიდუმლო\\s?(?:კოდ|ნომერ)[^\\W\\d_]* | re:(?:pin|պին)\\s?-?կոդ[^\\W\\d_]*
re:պինկոդ[^\\W\\d_]* | re:գաղտնի\\s?(?:կոդ|համար)[^\\W\\d_]* | re:ລະຫັດ\\s?ປິນ | re:លេខកូដ\\s?សម្ងាត់ | re:កូដ\\s?សម្ងាត់
re:လျှို့ဝှက်\\s?(?:နံပါတ်|ကုဒ်) | re:ပင်\\s?နံပါတ် | nomer rahasia~ | nomor rahasia~ | nombor rahsia~ | kode rahasia~ | kod rahsia~
nomer pin~ | nomor pin~ | nombor pin~ | nomer rusiah~ | kode rusiah~ | sekretong numero | numero sekreto | sekreto nga numero
lihim na numero | lihim na code | sikretong numero | sikretong code | sikretong pin | numera lilo~ | numera fa'alilolilo
nama huna~ | tau huna~ | waehere huna~ | pakasqa yupay~ | pakasqa numero~ | papapy nemi~ | kod sekre | nimewo sekre
kod sekirite~ | olish kodi~ | re:siri(?=\\s+ya\\s+(?:m-?pesa|mpesa|tigo|airtel|halo|ezy|benki|kadi|atm|simu|momo))
re:sirta(?=\\s+(?:ee\\s+)?(?:zaad|evc|sahal|edahab|e-dahab|kaarka|bangiga|atm|golis))
 re:ერთჯერადი\\s?კოდ[^\\W\\d_]* | re:დადასტურების\\s?კოდ[^\\W\\d_]* | re:მოსული\\s?კოდ[^\\W\\d_]*
re:(?:sms|სმს)[\\s\\-]?კოდ[^\\W\\d_]* | re:верификаци[^\\W\\d_]*\\s?коду[^\\W\\d_]* | tasdiqlash kodi~ | bir martalik kod~ | dogrulama kodu~
kod pin~ | voicemail pin~ | voice mail pin~ | mailbox pin~ | puk-kod~ | puk kod~ | puk code~
re:(?:የ)?ማረጋገጫ\\s?(?:ኮድ|ቁጥር)[^\\W\\d_]* | re:መረጋገጺ\\s?(?:ኮድ|ቁጽሪ)[^\\W\\d_]* | re:pass[\\s\\-]?numbers?
"""
PIN_WORDS = _table(_PIN_ENTRIES)

# Code words and secret words agreed between people (a word or quoted phrase follows).
_CODEWORD_ENTRIES = """
oro ifura | okwu nzuzo | kalmar sirri ta iyali | erayga sirta qoyska | neno la siri la familia | igama eliyimfihlo
re:የሚስጥር\\s?ቃል[^\\W\\d_]* | re:ሚስጥራዊ\\s?ቃል[^\\W\\d_]* | re:गोप्य\\s?शब्द | re:गुप्त\\s?शब्द | re:গোপন\\s?শব্দ | re:ரகசிய\\s?சொல்[^\\W\\d_]*
re:پټه\\s?کلمه | re:کلمه\\s?(?:ی\\s)?رمز | re:кодовое\\s?слово | gizli kelime~ | parola de familie | codewoord~ | kodeord~
re:კოდური\\s?სიტყვ[^\\W\\d_]* | re:գաղտնի\\s?բառ[^\\W\\d_]* | kata rahasia~ | kata kunci rahasia | sekretong salita
mo sekre | palabra clave~ | palabra secreta~ | mot de code | kennwort~
"""
CODEWORD_WORDS = _table(_CODEWORD_ENTRIES)

# Recovery (seed) words and phrases: a run of words follows.
_RECOVERY_ENTRIES = """
recovery words~ | recovery phrase~ | seed words~ | seed phrase~ | secret recovery phrase~ | mnemonic phrase~
re:كلمات\\s?(?:ال)?(?:استرداد|استرجاع|استعادة)|عبارة\\s?(?:ال)?(?:استرداد|استرجاع|استعادة)|(?:ال)?عبارة\\s?(?:ال)?سرية|(?:ال)?كلمات\\s?(?:ال)?سرية
re:(?:ال)?عبارة\\s?(?:ال)?أولية|ביטוי\\s?(?:ה)?שחזור|מילות\\s?(?:ה)?שחזור|עبارت\\s?بازیابی|عبارت\\s?بازیابی|کلمات\\s?بازیابی|واژه[‌\\s]?(?:های|ها)\\s?بازیابی
palabras de recuperacion | frase de recuperacion | frase semilla | palabras semilla | frase de respaldo
palavras de recuperacao | frase de recuperacao | frase semente | mots de recuperation | phrase de recuperation
phrase secrete | phrase mnemonique | parole di recupero | frase di recupero | frase mnemonica | wiederherstellungswort~
wiederherstellungsphrase~ | wiederherstellungssatz~ | herstelwoorden | herstelzin~ | herstelfrase~ | aterstallningsfras~
aterstallningsord~ | gjenopprettingsfrase~ | gjenopprettingsord~ | gendannelsessaetning~ | gendannelsesord~
palautuslause~ | palautussana~ | fraza odzyskiwania | slowa odzyskiwania | fraza seed | fraze pro obnoveni | obnovovaci fraze
fraza de recuperare | fraza de recuperare | cuvinte de recuperare | re:(?:сид|seed)[\\s\\-]?фраз[^\\W\\d_]*
re:фраз[^\\W\\d_]*\\s?(?:восстановления|відновлення)|слова\\s?(?:восстановления|відновлення)|мнемоническ[^\\W\\d_]*\\s?фраз[^\\W\\d_]*
re:φράση\\s?ανάκτησης|λέξεις\\s?ανάκτησης|(?:рекавери|секретн[^\\W\\d_]*)\\s?фраз[^\\W\\d_]*|बीज\\s?(?:वाक्यांश|शब्द) | kurtarma kelime~ | kurtarma ifade~ | bərpa sozlər~ | berpa sozler~ | gizli ifade~
re:रिकवरी\\s?(?:फ्रेज़|फ्रेज|शब्द)|पुनर्प्राप्ति\\s?(?:वाक्यांश|शब्द)|বীজ\\s?বাক্যাংশ|পুনরুদ্ধার\\s?(?:বাক্যাংশ|শব্দ)|วลี(?:กู้คืน|ช่วยจํา)|คํากู้คืน
cum tu khoi phuc | tu khoi phuc | frasa pemulihan | kata pemulihan | frasa benih | frasa pemulihan rahsia
maneno ya kurejesha | maneno ya urejeshaji | maneno ya siri ya kurejesha | kalmomin dawowa | erayada soo celinta
re:复原词|恢复词|恢復詞|恢复短语|恢復短語|助记短语|リカバリー\\s?フレーズ|シード\\s?フレーズ|復元フレーズ|복구\\s?(?:문구|구문|단어)|시드\\s?(?:문구|구문)
"""
RECOVERY_WORDS = _table(_RECOVERY_ENTRIES)

# Backup, recovery and unlock codes (codes of letters and digits follow).
_BACKUP_ENTRIES = """
backup codes~ | backup code | recovery codes~ | recovery code | unlock code~ | codigos de respaldo | codigo de respaldo
codigos de recuperacion | codigo de recuperacion | codigo de desbloqueo | codigos de seguridad de respaldo
codes de secours | code de secours | codes de recuperation | code de deverrouillage | codigos de backup
codigos de recuperacao | codigo de desbloqueio | codici di backup | codici di recupero | codice di sblocco
backup-codes | back-upcodes | herstelcodes | herstelcode | ontgrendelcode~ | wiederherstellungscode~ | backupcode~
reservkod~ | reservekode~ | varakood~ | varmuuskood~ | kody zapasowe | kody odzyskiwania | kod odblokowania
zalozni kody | obnovovaci kody | coduri de rezerva | coduri de recuperare | cod de deblocare | rugsteunkode~ | ontsluitkode~
re:резервн[^\\W\\d_]*\\s?код[^\\W\\d_]*|код[^\\W\\d_]*\\s?(?:восстановления|відновлення|разблокировки|розблокування)
re:εφεδρικ[^\\W\\d_]*\\s?κωδικ[^\\W\\d_]*|κωδικ[^\\W\\d_]*\\s?ξεκλειδώματος | yedek kod~ | kurtarma kod~ | kilit acma kod~
ehtiyat kod~ | berpa kod~ | re:رموز\\s?(?:ال)?(?:احتياطية|استرداد|الاسترداد)|رمز\\s?(?:ال)?(?:فتح|إلغاء\\s?القفل)
re:کد[‌\\s]?(?:های|ها)\\s?(?:پشتیبان|بازیابی)|کد\\s?باز\\s?کردن|קודי\\s?(?:גיבוי|שחזור)|קוד\\s?(?:שחרור|ביטול\\s?נעילה)
re:बैकअप\\s?कोड|रिकवरी\\s?कोड|अनलॉक\\s?कोड|ব্যাকআপ\\s?কোড|รหัส(?:สํารอง|กู้คืน|ปลดล็อก)|ລະຫັດ(?:ສໍາຮອງ|ກູ້ຄືນ)
ma du phong | ma khoi phuc | ma mo khoa | kode cadangan | kode pemulihan | kode buka kunci | kod sandaran | kod pemulihan
lambobin dawo da | lambobin dawowa | lambobin maidowa | re:መጠባበቂያ\\s?ኮ[ድዶ][^\\W\\d_]* | re:ምትኪ\\s?ኮ[ድዶ][^\\W\\d_]*
misimbo ya akiba | nambari ya kufungua | msimbo wa kufungua
re:バックアップ\\s?コード|リカバリー\\s?コード|백업\\s?코드|복구\\s?코드|备用代码|恢复代码|解锁码|解鎖碼
"""
BACKUP_CODE_WORDS = _table(_BACKUP_ENTRIES)

# Security questions and their answers, in the languages `secret_concepts.QUESTIONS` lacks.
_QUESTION_ENTRIES = """
swali la usalama | swali la siri | tanong pangseguridad | lihim na tanong | pregunta secreta | tambayar tsaro~
tambayar sirri~ | kesyon sekirite~ | kesyon sekre~ | ibeere aabo | ajuju nchekwa | su'aasha amniga~ | su'aal amni~
umbuzo wokuphepha | umbuzo wemfihlo | ikibazo cy'umutekano | ekibuuzo eky'obukuumi | fanontaniana fiarovana
re:የደህንነት\\s?ጥያቄ[^\\W\\d_]* | re:የሚስጥር\\s?ጥያቄ[^\\W\\d_]* | re:सुरक्षा\\s?सवाल | re:खफिया\\s?सवाल | re:خفیہ\\s?سوال | re:سوال\\s?امنیتی
gizli soru~ | guvenlik sorusu~ | tehlukesizlik sual~ | gizli sual~ | re:sual[^\\W\\d_]*\\s+cavab[^\\W\\d_]* | maxfiy savol~ | xavfsizlik savol~
re:контрольн[^\\W\\d_]*\\s?(?:вопрос|савол|сұрақ|суроо)[^\\W\\d_]* | re:қауіпсіздік\\s?сұра[^\\W\\d_]* | re:коопсуздук\\s?суроо[^\\W\\d_]*
re:უსაფრთხოების\\s?კითხვ[^\\W\\d_]* | re:საიდუმლო\\s?კითხვ[^\\W\\d_]* | re:անվտանգության\\s?հարց[^\\W\\d_]* | re:գաղտնի\\s?հարց[^\\W\\d_]*
re:ຄໍາຖາມ(?:ຄວາມ)?ປອດໄພ | re:ຄໍາຖາມລັບ | re:សំណួរ\\s?សុវត្ថិភាព | re:សំណួរ\\s?សម្ងាត់ | re:လုံခြုံရေး\\s?မေးခွန်း | pertanyaan rahasia | soalan rahsia
patai huna | fesili lilo | tapuykuna pakasqa
"""
# Answer words of those languages ("amsar", "repons", "jawaabta", "ຄໍາຕອບ").
ANSWER_WORDS = _table("""
amsa~ | jawaab~ | jibu~ | impendulo | impendulo~ | idahun | azizia | aziza | deebii~ | repons~ | igisubizo | ekyokuddamu
valiny | cavab~ | javob~ | re:жауап[^\\W\\d_]* | re:жооп[^\\W\\d_]* | re:ҷавоб[^\\W\\d_]* | re:хариулт[^\\W\\d_]* | re:პასუხ[^\\W\\d_]*
re:պատասխան[^\\W\\d_]* | re:መልስ[^\\W\\d_]* | re:መልሲ | re:ຄໍາຕອບ | re:ចម្លើយ | re:အဖြေ | whakautu | tali | kutichiy | nembohovai
""")
QUESTION_WORDS = _table(_QUESTION_ENTRIES)

# Bare code words ("kóòdù", "ikhodi", "kòd", "waehere"): like "code", they need a thing a code opens near them.
CODE_WORDS = _table("""
koodu | kodu | kodi | koodi | ikhodi | ikhowudi | ikhoudi | khodi | kodhi | kodka | koodka | koodhka | kaody | kaodi
kod | kode | waehere | kodii | koodii | kotu | kodun | kodunu | re:ኮድ[^\\W\\d_]* | re:ኮዱ | re:კოდ[^\\W\\d_]* | re:რამზ[^\\W\\d_]*
re:рамз[^\\W\\d_]* | re:кодун | re:коду | re:кодт[^\\W\\d_]* | re:कोड | re:کوډ | re:کود
""")
# Things a code opens, in those languages: door, gate, alarm, padlock, lock, safe, bike, garage, box, and the verbs
# of opening ("kufungua", "okuggulawo", "vula") — a code word near one names an entry or lock code.
THING_WORDS = _table("""
geeti~ | ilekun~ | enu ona | itaniji | titiipa | keke | gareji | onu uzo | mkpochi | kofa~ | kofar gida | kwado~ | makulli~
kararrawa | albaab~ | irid~ | iridda | qufulk~ | quful~ | baaskiil~ | alaarm~ | khasnad~ | garaash~ | balbal~ | karra~
cufaa~ | baiskeli | kengele | sefu | gereji | alamu~ | i-alamu | umnyango~ | emnyango | isango~ | yesango | esangweni
lesango | ilokhi~ | ibhayisikili | isisefo | igaraji | gonhi | gedhi | rokhi | bhasikoro | aramu | umuryango~
igipangu | ingufuri | igare | oluggi | wankaaki | kkufulu | essimu | varavarana | vavahady | hidy | bisikileta | fanairana
epono | abontenpono | krado | kadenaa | ekuke | pot | potay | barye | kadna | re:(?<=k[oò]d\\s)alam | bisiklet | kofrefo | garaj
kuaha | keti | raka | pahikara | whakaoho | karati | pouaka | faitotoa | loka | uila | punku | wichq'ana | oke
pultahan | ganghaan | trangkahan | lawang | regol | panto | eshik~ | darvoza~ | qulf~ | seyf~ | velosiped~ | darvaza~
qifil~ | siqnalizasiya~ | kufungua | kufungulia | okuggulawo | okugiggulawo | okuggula | ukuvula | kuvula | gufungura
kuvhura | ugwanya
re:ደጃፍ[^\\W\\d_]* | re:መቆለፊያ[^\\W\\d_]* | re:ማንቂያ[^\\W\\d_]* | re:ካዝና[^\\W\\d_]* | re:ብስክሌት[^\\W\\d_]* | re:ጋራዥ[^\\W\\d_]*
re:ማዕጾ[^\\W\\d_]* | re:ኣፍደገ[^\\W\\d_]* | re:ढोका | re:साइकल | re:अलार्म | re:دروازه | re:قلف | re:эшик[^\\W\\d_]* | re:дарбаза[^\\W\\d_]*
re:кулпу[^\\W\\d_]* | re:дарвоза[^\\W\\d_]* | re:қулф[^\\W\\d_]* | re:хаалга[^\\W\\d_]* | re:цоож[^\\W\\d_]* | re:дохиолол[^\\W\\d_]*
re:құлып[^\\W\\d_]* | re:სიგნალიზაცი[^\\W\\d_]* | re:სეიფ[^\\W\\d_]* | re:կողպեք[^\\W\\d_]* | re:ազդանշան[^\\W\\d_]*
re:ກະແຈ | re:សោ | re:ဂိတ်
""")
# Words that make the number after a code word another number, in those languages: order, phone, receipt,
# reference, account, merchant/till numbers.
LOOK_ALIKE_WORDS = _table("""
oda | agizo~ | risiti | kumbukumbu | paybill | wakala | biashara | dalab~ | tixraac~ | i-oda | merchant | resibo | iduka | chitoro | umucuruzi | ordine
re:ስልክ[^\\W\\d_]* | re:ትዕዛዝ[^\\W\\d_]* | re:ደረሰኝ[^\\W\\d_]*
""")
# Words before or after a code word that make it a merchant's or a business's code, not a credential ("Merchant code
# ye EcoCash", "Kode ya MoMo Pay y'iduka", "lipa na M-Pesa till").
NOT_CREDENTIAL = (r"(?i)merchant|\btill\s+(?:number|no\b|nambari|namba)|paybill|pay\s?bill|lipa\s+na|wakala|agent\s+(?:number|code|no)|business\s+(?:number|code)"
                  r"|namba\s+ya\s+biashara|momo\s+pay|\bpay\b.{0,12}\by['’]iduka|y['’]iduka|yechitoro|ya\s+duka|umucuruzi")

# Small words of these languages that stand between a cue and its value: possessives ("mi", "m", "yangu", "yami",
# "kayga"), prepositions and articles (`OF_WORDS`), and copulas (`COPULAS`: "ni", "bụ", "waa", "ነው", "हो", "است").
OF_WORDS = frozenset("""
ti ta na ee ah ya la za wa ka kwa ye ey bu ba ny sa ng ang ke ga የ ናይ का की के को lo mga
rya cya bya rwa twa zi eya owa ekya olwa aba ezi yeh yomu kaa ndaa tsa'a
""".split())
COPULAS = frozenset("""
ni bụ bu waa waxa shine shi ita ndi ngu mooy ezali dia dha ነው ናት ነዉ እዩ እያ हो है छ आहे হল হলো ہے ہیں دی ده است هست
არის է ແມ່ນ គឺ ay kay mao ha'e kanmi yɛ
""".split())
# What a credential belongs to, named between the word and its value ("nọmba nzuzo kaadị m bụ …", "lambarka sirta
# kaarka waa …"): card, bank, phone, account and e-mail words.
BELONGS_TO = frozenset("""
kaadi kaadị kaad kaarka kaarkayga kaardii kaardi katin kati kadi kadhi kat kàt kati ya kaari ikhadi ikhadi yekhadi
yekadhi ikarita karita kaart kartu kartın kartım kartımın kartımın kartının kartınızın kartı karta kartochka
banki benki bankina bankiga bankigayga baanki ibhange ibhanki bhanga banka bankası bankanın bankamın
waya simu ekwentị ekwenti foonka fonka foonkayga telefoonka wayarka fonu foni ifoni ifowuni fon telefonu telefonumun
akaunti akawunti akoonka asusu akanti imeyili imeeli email-ka iimaylka emailka imelu
imeili ʻimeili 'imeili imeli īmēra imera leka uila lekauila epistulae epistularum tabellarii faletupe pangike pangikē
pēke peke telefoni telefoni'i kelepona fonu'i akauni 'akauni ʻakauni
""".split())
SMALL_WORDS = OF_WORDS | COPULAS | BELONGS_TO | frozenset("""
mi m mo me ce ne nawa kayga kaaga kiisa yangu langu wangu changu yako lako yami lami wami yam lam wam yi rangu
ryanjye yanjye wanjye yange kyange lyange wange sama ngai no ko koo kiyya koo ahi yɛ
የእኔ मेरो मेरा मेरी माझा माझे माझी আমার என் என்னுடைய నా ನನ್ನ എന്റെ මගේ යි میرا میری زما ام من
mening menin менің менин миний mənim menim benim bizim ჩემი իմ ຂອງຂ້ອຍ របស់ខ្ញុំ ku abdi nako akong aking
lo'u lou taku toku nuqapa ñuqapa che mwen se mía mío mia mio تبعي تاعي حقي ديالي بتاعي متاعي خاصتي شلי שלי
""".split())

# What a pin is when it is an object, not a number ("PIN 1947 commemorative badge", "enamel pin 2024 edition").
PIN_OBJECT = (r"commemorative|souvenir|badges?|lapel|enamel|collectors?|collectible|brooch|medal|anstecker|anstecknadel"
              r"|épinglette|insignia|pin's|edition|limited")

# A Bantu class or locative prefix glued to a name or a loanword ("le-Netflix", "ye-alamu", "lase-complex"): a word
# between a cue and its value, never the value.
PREFIXED_WORD = r"(?:[lwyksnbz]?[aeiou]|lase|nase|kwa|nga|nge|ngo|ama|aba|ezi|izi)-[^\W\d_]+"

# Glued copula or case endings after a value ("3826-dır", "5519'dur", "4412-dir"): the value ends before them.
VALUE_SUFFIX = r"(?<=[\dA-Za-z])['’\-](?:d|t)[ıiuüə]r(?:lar|ler)?$|(?<=\d)(?:d|t)[ıiuüə]r$"

# Words that make a sentence a rule about credentials rather than one given ("lazima iwe na tarakimu 4": "must have
# four digits"): at least, must, digits, characters, letters, by language.
POLICY_WORDS = (
    r"(?i)lazima|angalau|tarakimu|herufi|dole\s+ne|dole\s+ta|akalla|haruffa|waa\s+inuu|ugu\s+yaraan|xaraf|gbọdọ|gbodo"
    r"|o\s+kere\s+ju|lẹta|ga-enwerịrị|ga-enweriri|opekata|mkpụrụ|ቢያንስ|ፊደላ|አሃዝ|ይገባል|kufanele|okungenani|izinhlamvu"
    r"|en\s+az|karakter|olmalı|olmali|haneli|kamida|belgi|ең\s+аз|кеминде|хотя\s+бы|минимум|at\s+least|kamu|minimal"
    r"|paling\s+sedikit|sekurang|hindi\s+bababa|dapat|kailangang|कम\s+से\s+कम|कम्तीमा|अक्षर|অন্তত|அட்லீஸ்ட்|குறைந்தது"
    r"|کم\s+از\s+کم|حداقل|لږ\s+تر\s+لږه|على\s+الأقل|tenere|pe\s+puțin|mindestens|au\s+moins|al\s+menos|pelo\s+menos"
    r"|almenos|minimo|mínimo|chiffres|dígitos|digitos|caracteres|Zeichen|Ziffern|digits|characters")

# Substrings one of which every cue word above contains: `LATIN_STEMS` (the longest word of each Latin entry, without
# diacritics: test them on `base_letters(text)`) and `SCRIPT_STEMS` (of the entries written as regexes: test them on
# the lowercased text).
LATIN_STEMS = tuple(dict.fromkeys(
    max(re.split(r"[ \-'’]", entry.rstrip("~")), key=len)
    for table in (_PASSWORD_ENTRIES, _PIN_ENTRIES, _BACKUP_ENTRIES) for entry in _entries(table)
    if not entry.startswith("re:")))
SCRIPT_STEMS = tuple(dict.fromkeys("""
የይለፍ ይለፍ መሕለፊ ምሕላፍ गोप्य गुप्त संकेतशब्द কূটশব্দ গোপন ગુપ્ત ਗੁਪਤ சங்கேதச்சொல் మరుపదం సంకేతపదం ಗುಪ್ತಪದ ಪಾಸ್
രഹസ്യവാക്ക് ପାସୱାର୍ଡ මුර پټ پاسورډ رمز پسورد گذرواژه کلمه махфий құпия сырсөз купуя жашыруун парол калимаи гузарвожа
рамзи нууц საიდუმლო գաղտնաբառ գաղտնի ລະຫັດ ពាក្យ လျှို့ဝှက် รหัส የሚስጥር ሚስጥራዊ ምስጢራዊ ሕቡእ ፒን पिन পিন પિન ਪਿੰਨ ரகசிய
பின் రహస్య పిన్ ರಹಸ್ಯ ಪಿನ್ രഹസ്യ പിൻ ଗୁପ୍ତ ପିନ රහස් පින් خفیہ پن شماره کد пин пін პინ պին កូដ ပင် inombolo ennamba
резервн код κωδικ رموز קודי קוד बैकअप रिकवरी अनलॉक ব্যাকআপ バックアップ リカバリー 백업 복구 备用 恢复 解锁 解鎖
باس siri sirta furaha ማረጋገጫ መረጋገጺ መጠባበቂያ ምትኪ ፓስ ერთჯერადი დადასტურების მოსული სმს sms верификаци clavey
ޕާސްވޯޑ ސިއްރު вӑртт вăртт серһүҙ һүҙ яшерен нюуса پارول مەخپىي གསང་
""".split()))
