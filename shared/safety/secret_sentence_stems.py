"""Password and code words as sentences hold them: a password stem of ~40 languages (passw, kennw, parol, şifre,
salasan, hasł, пароль, סיסמ, पासवर्ड, 密码 …) with the anchors that find it cheaply, a code or PIN stem, and the forms
a code word takes: owned or definite ("koodisi", "kodum", "pinnen"), an access or lock compound ("Spintcode",
"Zugangskoden"), or a code of another sort ("Postcode", "Rabattkoden", "Telefoncode")."""

from __future__ import annotations

import re

# Stems of a password word in ~40 languages: a word holding one is a password word, whatever its ending or compound.
PASSWORD_STEM = re.compile(
    r"pass?wor[dt]|passw|passwd|paswort|kennw|parol|şifre|sifre|şifrə|salasan|salasõn|jelsz|hasł|hasl[oae]|hesl[oaeu]"
    r"|gesl[oau]|lozink|lozinc|contrase[ñn]|contrasenya|contrasinal|senha|wachtwoord|lösenord|losenord|adgangskode"
    r"|passord|kodeord|parool|slaptažod|slaptazod|lykilorð|fjalëkalim|fjalekalim|cyfrinair|pasahitz|wagwoord"
    r"|mot(?:s)?\s+de\s+passe|\bmdp\b|m[ậa]t\s+kh[ẩa]u|kata\s+(?:sandi|laluan)|\bsandi(?:nya|ku|mu)?\b|nenosiri"
    r"|neno\s+la\s+siri|συνθηματικ|κωδικ(?:ός|ό|ού|οί|ούς)\b|парол|лозинк|құпия\s+сөз|нууц\s+үг|סיסמ|كلمة\s+(?:ال)?(?:سر|مرور)"
    r"|باسورد|الرقم\s+السري|رمز\s+(?:عبور|ورود)|گذرواژه|پسورد|پاس\s?ورڈ|पासवर्ड|पासकोड|कूटशब्द|পাসওয়ার্ড|கடவுச்சொல்"
    r"|密码|密碼|口令|パスワード|暗証|비밀번호|비번|패스워드|암호|รหัสผ่าน|ይለፍ\s?ቃል|මුරපද|ពាក្យសម្ងាត់|ລະຫັດຜ່ານ|စကားဝှက်"
    r"|პაროლ|գաղտնաբառ|పాస్‌?వర్డ్|ಪಾಸ್‌?ವರ್ಡ್|പാസ്‌?വേഡ്|પાસવર્ડ|ਪਾਸਵਰਡ|संकेतशब्द|iphasiwedi|kalmar\s+sirri|loyniorð"
    r"|salasõn|pasfhocal|பாஸ்வேர்ட|பாஸ்வர்ட|පාස්වර්ඩ්|ፓስወርድ|พาสเวิร์ด|ပတ်စ်ဝေါ့ဒ်|पासवड|পাসওয়ার্ড|ပတ်စ်ဝပ်")
# Substrings one of which each stem holds: a cheap test before the stems' patterns.
PASSWORD_ANCHORS = re.compile("|".join(
    "pasw passw kennw parol şifr sifr salas jelsz hasł hasl hesl gesl lozin contras senha wachtw lösen losen adgang "
    "passord kodeord slapta lykil fjal cyfrin pasahi wagw passe mdp khẩu khau sandi laluan nenosiri siri συνθημ κωδικ "
    "парол лозин құпия нууц סיסמ كلمة باسورد السري رمز گذرواژه پسورد پاس पासवर्ड पासकोड कूटशब्द পাসওয়ার্ড கடவுச் 密码 "
    "密碼 口令 パスワード 暗証 비밀번호 비번 패스워드 암호 รหัสผ่าน ይለፍ මුරපද ពាក្យសម្ងាត់ ລະຫັດຜ່ານ စကားဝှက် პაროლ "
    "գաղտնաբառ పాస్ ಪಾಸ್ പാസ് પાસવર્ડ ਪਾਸਵਰਡ संकेतशब्द iphasiwedi sirri loyniorð pasfhocal பாஸ் පාස් ፓስ พาส ပတ်စ် "
    "पासवड".split()))
CODE_ANCHORS = re.compile("|".join("cod kod kód kood код קוד كود رمز کد कोड รหัส コード 코드 码 碼 mã pin puk пин पिन پن পিন பின் పిన్ ಪಿನ್ പിൻ પિન "
    "ਪਿੰਨ පින් ፒን ពិន".split()))
# A code or PIN word in ~40 languages, bare or inside a compound or an inflected form.
CODE_STEM = re.compile(r"cod|cód|kood|kod|kód|код|קוד|كود|رمز|کد|कोड|รหัส|コード|코드|码|碼|\bmã\b|\bpin|\bpuk|пин|पिन|پن|পিন|பின்|పిన్|ಪಿನ್|പിൻ|પિન|ਪਿੰਨ|පින්|ፒን|ពិន")
# Article and conjunction prefixes written onto a word: Hebrew ה/ו/ש/ב/ל/מ/כ, Arabic ال/و/ب/ل/ف.
_PREFIXES = re.compile(r"^(?:[והשבלמכ]{1,3}|(?:[وفبل])?(?:ال)?|و)$")
# PIN words of scripts where the bare word names nothing else (Urdu پن, Russian пин, Bengali পিন): strong alone.
STRONG_PIN = frozenset(("پن", "пин", "পিন", "పిన్", "ಪಿನ್", "പിൻ", "પિન", "ਪਿੰਨ", "ፒን", "ពិន"))
# The endings a code word may have: its own (code, codice, código, koodi, kodas, kódy …), then one that makes it someone's
# or this one (fi -ni/-si/-mme/-nne/-nsa, tr -um/-un/-u, ro -ul, sv/no/da -en, hu -om/-od/-ja, ar -ي, -nummer …).
_CODE_TAIL = re.compile(
    r"(?:es|e|s|ice|ici|igos?|i|as|y|a|ot|о|а)?(?P<owned>['’\-:]?(?:ni|si|mme|nne|nsa|nsä|mi|un|um|u|umuz|unuz|unu|ul"
    r"|ului|n|en|et|nen|om|od|ja|unk|em|ovi|ي|ك|ه|י|ך|ом|у|koden|kod|kode|code|koodi|koodin|nummer|number|numero"
    r"|número))?")
# Heads of a compound code word that make it a code of another sort: postal, product, order, error, discount …
_OTHER_HEAD = re.compile(
    r"(?:post|zip|bar|qr|area|country|land|länder|lande|vorwahl|fehler|error|status|exit|farb|colou?r|hex|artikel"
    r"|article|produkt|product|bestell|order|kunden|customer|klant|kund|sendungs|tracking|seuranta|spårnings|buchungs"
    r"|booking|reservierungs|reservation|steuer|tax|bank|sort|branch|swift|promo|rabatt|rabat|discount|korting|alennus"
    r"|tarjous|kampanja?|aktions|actie|referral|freundschafts|einladungs|invite|empfehlungs|isin|serien|serial|modell"
    r"|model|version|build|störungs|diagnose|kurs|course|veranstaltungs|event|zoll|mitglieds|member|klassen|projekt"
    r"|project|kosten|tarif|quell|source|html|morse|dress|maschinen|machine|programm|program|ticket|flug|flight|sprach"
    r"|language|währungs|currency|landes|gemeinde|orts|stadt|region|coupon|kupon|regist\w*|firmen|company|ettevõtte"
    r"|handels|ust|vat|kmkr)-?$"
    r"|^(?:trans|en|de|uni|op|byte|short|geo|time|pseudo|ape|naf|nace|ean|upc|gtin|sku|lot|batch|typ|type|obd|icd|pos"
    r"|poskod|cp|bic|blz|iban|iata|icao|lang)-?$")
# Words that make a clause a lock's, a device's, an entrance's or an account's: a code there opens something.
LOCK_CONTEXT = re.compile(
    r"lock|schlo(?:ss|ß)|lucchett|cadenas|candado|cadeado|\bslot\b|\blås|lukko|zámek|zamek|zámok|замок|kilit|قفل"
    r"|מנעול|κλειδαρι|lakat|ključavnic|brav[ae]|\bsafe\b|tresor|kluis|kassaskåp|coffre|caja\s+fuerte|cassaforte|сейф"
    r"|spint|locker|spind|schließfach|skåp|skab|skap|kaappi|lokero|dolap|шкаф|ячейк|briefkasten|mailbox|brievenbus"
    r"|postlåda|postkasse|boîte\s+aux\s+lettres|buzón|cassetta|door|tür|\btor\b|porte|puerta|\bporta\b|deur|dörr|dør|\bovi"
    r"|kapı|drzw|dveř|двер|باب|דלת|πόρτα|gate|portail|cancello|portón|garage|garaje|alarm|larm|allarme|alarme|сигнализ"
    r"|eingang|entrance|entrée|entrada|ingresso|ingang|ingång|inngang|indgang|sisäänkäynti|wejści|vchod|вход|مدخل|כניסה"
    r"|είσοδ|handy|phone|téléphone|telefon|teléfono|telefono|telefone|الجوال|الهاتف|جوال|موبايل|טלפון|τηλέφων|телефон"
    r"|puhelin|\bsim\b|bankkort|bank\s?card|carte\s+bancaire|tarjeta|bankkarte|pankkikortti|karta\s+płatnicza|بطاقة|כרטיס"
    r"|κάρτα|картой|карты|карта|portë|derë|dera\b|kapu|ajtó|\bzár|széf|riasztó|vrat[ai]|brama|furtk|kłódk|szafk"
    r"|skrink|trezor|sejf|домофон|подъезд|калитк|ворот|interfon|citofono|interphone|intercom|sprechanlage|klingel|portone"
    r"|poort|\bhek\b|grind|\bport(?:en)?\b|שער|بوابة|خزنة|گاوصندوق|ताला|दरवाज|लॉकर|kunci|gembok|pintu|pagar|brankas"
    r"|loker|khóa|cửa|két\b|kufuli|mlango|kandado|pinto\b|debit|kredit|credit|cajero|geldautomat|atm\b|bankomat|uttagsautomat")
# Heads of a compound code word that make it an access code: "Zugangscode", "Ersatzcode", "Notfallcode", "Hauscode".
_ACCESS_HEAD = re.compile(
    r"zugang|access|toegang|adgang|tilgang|åtkomst|pääsy|accès|acceso|accesso|acesso|dostęp|přístup|hozzáférés|erişim"
    r"|доступ|ersatz|replacement|reserve|notfall|emergency|nød|nöd|hätä|backup|master|admin|geheim|secret|sicherheit"
    r"|security|säkerhet|sikkerhed|sikkerhet|turva|pin|haus|house|home|hem|hjem|huis|wohnung|apartment|keypad|tastatur"
    r"|entsperr|unlock|sperr|bildschirm|screen|karten|card|kort|kortti|interfon|intercom|sprechanlage|klingel|citofono"
    r"|digicode|kapu|ajtó|zár|széf|riasztó|vrat|brama|furtk|kłódk|szafk|skrink|trezor|sejf|gembok|pintu|brankas|loker"
    r"|kufuli|mlango|kandado|pinto|personal|persönlich|privat|private|eigen")
PHONE = re.compile(r"phone|tel\b|telefon|téléphone|teléfono|телефон|call|anruf|ruf|appel|llam|chiam|ring|номер|n[uú]m(?:ber|ero)|nummer|numéro")


def code_form(word: str) -> tuple[bool, bool] | None:
    """(owned, compound) for a code word: an owned or definite ending on the bare word ("koodisi", "kodum", "pinnen"),
    a compound whose head is an access's, a lock's or a replacement's ("Spintcode", "Ersatzcode", "Zugangskoden"); None
    for a word that only holds the stem ("pinterest", "codex") or a code of another sort ("Postcode", "Rabattkoden")."""
    stem = CODE_STEM.search(word)
    if stem is None:
        return None
    head, tail = word[:stem.start()], word[stem.end():]
    ending = _CODE_TAIL.fullmatch(tail)
    if ending is None or _OTHER_HEAD.search(head) or PHONE.search(head):
        return None   # "Postcode", "Rabattkoden", "Telefoncode": a code of another sort
    head = _PREFIXES.sub("", head.strip("-"))
    if not head and not tail and word in STRONG_PIN:
        return True, False
    return bool(ending.group("owned")) and not head, bool(head) and bool(_ACCESS_HEAD.search(head)
                                                                         or LOCK_CONTEXT.search(head))
