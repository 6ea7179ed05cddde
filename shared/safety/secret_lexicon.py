"""The cue lexicon of the prose secret rules: credential and code words in about ninety languages (the newer ones in
`secret_lexicon_world.py`), and the small words (connectors, prepositions, possessives, service names) that may stand
between a cue and its value.

`CUE` finds a cue word (`pin`/`pintail` groups: a code word; `pw`/`tail`: a password word; `cjk`: a CJK one);
`CUE_STEMS` is the cheap substring test run first. Word sets are folded like the text they are compared with
(Cyrillic look-alike letters become Latin).
"""

from __future__ import annotations

import re

from .normalise import fold_confusables
from .secret_login_scripts import SCRIPT_CUE_STEMS, SCRIPT_PASSWORD_WORDS
from .secret_lexicon_world import (BACKUP_CODE_WORDS, COPULAS, LATIN_STEMS, OF_WORDS, PASSWORD_WORDS, PIN_OBJECT,
                                   PIN_WORDS,
                                   SCRIPT_STEMS, SMALL_WORDS, base_letters)

# Words that announce a password-like value (a letters-and-digits value is needed after them).
_PASSWORD_CUES = (
    r"pass(?:word|wd|phrase|code)?s?|(?P<verb>(?:logs?|logg(?:ed|ing)|sign(?:s|ed)?)\s+(?:in|into|on)(?:\s+to)?|meldet\s+sich|melde\s+mich|logg?t\s+sich"
    r"|logge\s+mich|se\s+connecte|me\s+connecte|inicia\s+sesi[oó]n|входит|захожу|loguje\s+się|giriş\s+yap\w*)|pasword|passwrd"
    r"|passowrd|pssword|paswd|pswd|psw|passw|pw|pwd|pword|phrase\s+de\s+passe|frase\s+de\s+contraseña|creds?|credentials|log-?in|sign-?in|unlock\s+phrase"
    r"|master\s+(?:key|password)|secret|api[ _\-]?key|access[ _\-]?key|token|key|phrase|unlock"
    r"|clé|clef|cle|wpa2?(?:[ \-]psk)?|psk|wep|wi-?fi|wlan|hotspot|(?-i:PAT)|(?:security|secret"
    r"|memorable)\s+(?:question|answer|word)"
    r"|maiden\s+name"
    r"|şifre\w*|sifre\w*|hasł[oaue]m?|contraseñas|senhas|wachtwoorden|passwörter|kennwörter|парол(?:ем|и)"
    r"|passwort|kennwort|zugangsdaten|zugangscode|schlüssel|mot\s+de\s+passe|mdp|identifiants?"
    r"|contraseña|contrasena|clave|senha|wachtwoord|hasło|haslo|şifre|sifre|parola|parolă|parolei|lösenord(?:et|en)?|losenord(?:et)?|kodeord(?:et)?|passord(?:et)?|(?:adgangs|tilgangs|toegangs|åtkomst)kod(?:e|en|er|ne)?|jelsz\w*"
    r"|salasan\w*|heslo|jelszó|mật\s+khẩu|kata\s+sandi|пароль|парол[ья]|пороль|вай-?фа[йяюе]\w*|логин|ключ|пасворд"
    r"|पासवर्ड|पासकोड|कूटशब्द|கடவுச்சொல்|κωδικ(?:ός|ό|ού)\s+(?:πρόσβασης|του\s+(?:email|wi-?fi|λογαριασμού))|συνθηματικό|kata\s+laluan|પાસવર્ડ|పాస్‌?వర్డ్|ಪಾಸ್‌?ವರ್ಡ್|പാസ്‌?വേഡ്|ਪਾਸਵਰਡ|මුරපදය|პაროლი|գաղտնաբառ|parool|parole|slaptažodis|geslo|lozinka|лозинка|парола|fjalëkalimi|lykilorð|cyfrinair|pasfhocal|pasahitza|contrasenya|contrasinal|wagwoord|құпия\s+сөз|нууц\s+үг|şifrə|jelszava|hesl[ao]|পাসওয়ার্ড|پاس\s?ورڈ|รหัสผ่าน|ה?סיסמ[הא]|🔑|🔐|🗝|密码|密碼|口令|パスワード|비밀번호|비번|암호|كلمة\s+(?:ال)?(?:مرور|سر)|الباسورد|باسورد|رمز\s+(?:عبور|ورود)|گذرواژه|پسورد|"
    + PASSWORD_WORDS + "|" + SCRIPT_PASSWORD_WORDS)   # "പാസ്സ്വേഡ്", "पास्वर्ड", "رمزعبور": spellings joiners leave
# Words that announce a code: a number after them, or a letters-and-digits code when the code opens something.
_PIN_CUES = (
    r"(?<!lapel )(?<!enamel )pins?(?:[ \-]?code|[ \-]?nummer)?(?!\s+\d{1,5}(?:\s+\w+)?\s+(?:"
    + PIN_OBJECT + ")\\b)|"
    r"(?:ent)?sperrcode|geheimcode|zahlencode|puk|nip|cvv2?|cvc2?|csc|passcode|(?<!merchant )(?<!paybill )code"
    r"|codes|combo|combination|opens\s+(?:with|on)|disarm|alarm|geheimzahl"
    r"|door|gate|garage|portail|portón|tür|ворота|калитк\w*|보안\s?카드|keypad|key\s?pad|alarmanlage|alarm\s?(?:system"
    r"|panel|anlage)|alarme|lock\s?box|key\s?safe|(?:room|hotel|wall|gun|floor|home|office)\s+safe|in-room\s+safe|zimmersafe|coffre(?:-fort)?|caja\s+fuerte|screen\s?lock"
    r"|lock\s?screen|lock\s+code|padlock|tresor|candado|cadenas|lucchetto|cassaforte|сейф|замок"
    r"|geheimnummer|zahlenschloss|türcode|torcode|digicode"
    r"|(?:port|dörr|dør|grind|larm|alarm|lås|kassaskåps?)kod(?:en)?|(?:deur|poort|alarm)code|allarme|antifurto|koden"
    r"|(?:inlog|login|pin|larm|alarm|port|dörr|dør|deur|poort|grind|hek|bestätigungs|verifizierungs"
    r"|aktivierungs|einmal|verificatie|bevestigings|toegangs|beveiligings|activerings|sikkerheds|sikkerhets"
    r"|säkerhets|bekræftelses|bekreftelses|engångs|engangs|verifierings|aktiverings|lås|laas|kassaskåps?|kluis|cijfer"
    r"|vahvistus|varmennus|turva|ovi|hälytys|lukko|kirjautumis|tunnistus|kapı|sms|kapu|ajtó|riasztó|széf|lakat)-?(?:codes?|kod(?:en|e|er|erna)?"
    r"|kode(?:n|r|ne)?|koodi(?:a|n)?|kód(?:ja|ot|om)?)|tunnusluku|pin-?koodi|pinkod(?:en)?|pinkode(?:n)?"
    r"|(?:cijfer|fiets|hang|combinatie)slot|(?:kombinations|cykel|häng|hænge|sykkel|kode)lås(?:et|en)?"
    r"|(?:fahrrad|vorhänge|nummern)schloss|numerolukko|pyöränlukko"
    r"|verification\s+code|one[- ]time\s+(?:code|password|pin|passcode)|otp|sms\s+code|login\s+code|security\s+code"
    r"|c[oó]digo\s+de\s+(?:verificaci[oó]n|confirmaci[oó]n|seguridad|seguran[cç]a|acceso|activaci[oó]n|verifica[cç][aã]o)"
    r"|code\s+de\s+(?:v[ée]rification|confirmation|s[ée]curit[ée]|validation)|codice\s+(?:di\s+)?(?:verifica|conferma|sicurezza)"
    r"|(?:profile|parental|app|child|kids?|family|content)\s+(?:lock|controls?)(?:\s+(?:pin|code))?|kindersicherung|contr[ôo]le\s+parental|control\s+parental"
    r"|kode?\s+(?:pintu|pagar|gerbang|brankas|alarm|gembok|rumah)|m[ãa]\s+(?:x[áa]c\s+(?:nh[ậa]n|minh|th[ựu]c)|otp|b[ảa]o\s+m[ậa]t|pin|c[ổo]ng|c[ửu]a|k[ée]t|kh[óo]a|s[ốo])|کد|کوڈ|ओटीपी|सत्यापन\s+कोड|tan(?:-?nummer)?"
    r"|kode\s+(?:otp|verifikasi)|doğrulama\s+kodu|onay\s+kodu|код\s+подтверждения|kod\s+weryfikacyjny|verificatiecode"
    r"|para\s+entrar|pour\s+entrer|per\s+entrare|to\s+get\s+in|um\s+reinzukommen|cod(?:ul|ului)?|कोड|गेट|كود|الكود|رمز\s+(?:ال)?(?:تحقق|تأكيد|دخول|تفعيل|أمان)|κωδικ(?:ός|ό|ού|οί)"
    r"|código|codigo|códigos|codice|kod|kodu|kode|kód|код|пин(?:-?код)?"
    r"|домофон|domofon\w*|暗証番号|验证码|取款密码|支付密码|পিন|nenosiri|رمز\s+(?:دوم|اول|کارت)|पिन|security\s+(?:no|number|code)"
    r"|(?:suitcase|luggage|bike|bicycle|gym|tsa|travel|cabinet|drawer|case)\s+lock|รหัส|ה?קוד|n[uú]mero\s+secreto|num[eé]ro\s+secret|numero\s+segreto"
    r"|c[oó]digo\s+secreto|code\s+secret|schlüssel(?:safe|kasten|box|tresor)|(?:voice\s?mail|mailbox|mobilbox|messagerie|buzón\s+de\s+voz)(?!\s+(?:number|no\b|nr\b|nummer|numéro|número"
    r"|extension|ext\b))|留守電|음성사서함|(?:ent|rent)r(?:e|ez|er)\s+avec|ouvr(?:e|ez|ir)\s+avec|(?:ال)?رمز\s+(?:ال)?سري|(?:ال)?رقم\s+(?:ال)?سري|السري|رمز\s+PIN"
    # unlocking a device: "unlocks with 280719", "entsperre ich mit …", "déverrouille avec …"
    r"|unlock(?:s|ed)?\s+(?:with|using|by)|entsperr\w*|déverrouill\w*|desbloque\w*|desbloqueio|sblocc\w*"
    r"|разблокир\w*|odblokow\w*|ontgrendel\w*|mở\s+khóa|buka\s+kunci|kilidi\w*|잠금\s?해제|解锁|ロック解除|"
    + PIN_WORDS + "|" + BACKUP_CODE_WORDS)
QUALIFIED = re.compile(
    r"(?i)door|gate|garage|alarm|safe|lock|unlock|access|accès|acceso|acesso|accesso|backup|recovery|secret|porte|portail|digicode|tür|tor\b"
    r"|zugang|portón|portal|puerta|alarma|secreto|entr[ée]e|entry|entrance|building|bâtiment|gebäude|edificio"
    r"|immeuble|interphone|intercom|sprechanlage|citofono|portero"
    r"|rescue|allarme|cancello|bizum|guard|2fa|mfa|authenticator|otp|one[- ]time|verifica|verificaci|confirmaci|vérification|bestätigung|sms|"
    r"porten|dörr|grind|larm|자물쇠|wi-?fi|wlan|router|réseau|домофон|двер|сейф"
    r"|сигнализац|подъезд|domofon|калитк|ворот|门|ドア|금고|현관")
# A cue is a word of its own or the end of an identifier (`smtp_password:`), never inside a path, URL or ARN.
# Cue words that may close a compound ("Netzwerkschlüssel", "Bankpasswort"), so no word boundary before them.
_COMPOUND_TAILS = (r"passwort(?:s|es)?|kennwort(?:s|es)?|lösenord(?:et|en)?|losenord(?:et)?|passord(?:et)?"
                   r"|adgangskoden?|kodeord(?:et)?|wachtwoord(?:en)?|salasan\w*|schlüssel|schluessel|geheimzahl|zugangscode|sicherheitscode|kombination"
                   r"|zahlencode|sperrcode|entsperrcode|geheimcode|zahlenschloss|tür-code|tor-code|tür-pin")
_CJK_CUES = (r"授权码|授權碼|认证码|(?:PIN|PUK|pin|puk)\s?(?:码|碼|번호|番号|コード)|セキュリティー?\s?コード|보안\s?코드|安全码|密\s[码碼]|비밀\s번호|パス\sワード|密码|密碼|口令|パスワード|パスコード|暗証番号|비밀번호|비번|암호|提取码|备用码|备份码|恢复码|验证码|解除コード|ロック番号"
             r"|รหัส(?:ผ่าน|ประตู|เข้า|ล็อก|ตู้เซฟ|บัตร|เอทีเอ็ม|โอทีพี|OTP)|暗証コード|ダイヤル番号|ダイヤル|暗号|認証コード|確認コード|認証番号|確認番号|ワンタイム(?:パスワード|コード)?|인증\s?번호|인증\s?코드|확인\s?코드|校验码|驗證碼|验证码|动态码|動態密碼|잠금\s?번호|출입\s?번호|핀\s?번호|暗码")
# Cue words after which a short letters-and-digits value (`Zx82`, `k8f2`) is still a password.
STRONG = re.compile(r"(?i)pass|pw|pwd|mdp|kennwort|contrase|senha|пароль|парол|clave|密码|密碼|口令|パスワード|비밀번호|비번"
                     r"|备用码|备份码|恢复码|解除コード"
                     r"|암호|提取码|暗証番号|wachtwoord|hasło|şifre|lösenord|losenord|passord|kodeord|adgangskode|salasan|parol|heslo|jelsz|sifre|geslo|lozink|"
                     + PASSWORD_WORDS)
CUE = re.compile(rf"(?i)(?:(?<![^\W_]|[:/=.@])(?<![^\W\d_]-)(?:(?P<pin>{_PIN_CUES})|(?P<pw>{_PASSWORD_CUES}))"
                  rf"|(?<=[^\W\d_]|-)(?P<tail>{_COMPOUND_TAILS})|(?<=[^\W\d_]-)(?P<pintail>PIN|Pin|PUK|[Cc]odes?|[Kk]od(?:e|en|er)?|[Kk]oodi))(?![^\W\d_]"
                  rf"|_\w)"
                  rf"|(?P<cjk>{_CJK_CUES})")   # CJK words run into the next word: no boundary on either side
# Substrings one of which every cue contains: a cheap test before the cue pattern (tests check it on every corpus).
CUE_STEMS = tuple(
    "pass pasw pssw psw pw pat pin puk nip cvv cvc csc code codi códi kod kód код combo combination opens disarm geheim "
    "torcode tür digicode allarm antifurto kindersicherung parental mã má کد کوڈ ओटीपी सत्यापन tan entrar entrer entrare get reinzukommen slot lås schloss lukko koodi tunnusluku kodeord passord otp cod कोड गेट كود κωδικ 認証 確認 인증 확인 校验 驗證 动态 動態 ワンタイム "
    "lock box safe tresor candado cadenas lucchetto cassaforte сейф замок pad alarm wifi wi-fi "
    "wlan hotspot door gate garage portail portón ворота калитк memorable sperrcode geheimcode kombination zahlencode "
    "screen cred log sign unlock phrase master secret api access token key clé clef cle wpa psk wep security maiden "
    "şifre sifre hasł hasl contrase clave senha wachtwoord parola parol lösen losen adgangskode salasana heslo jelsz mật "
    "kata парол логин ключ пасв mdp identifiant zugang schlüssel schluessel kennwort sicherheit домофон пин "
    "暗号 密 口令 パス 비밀 비번 암호 暗証 验证 取款 支付 提取 备用 备份 恢复 解除 ロック ダイヤル 잠금 출입 핀 暗码 보안 "
    "coffre caja zimmersafe 授权 授權 认证码 security suitcase luggage bike bicycle gym tsa travel cabinet drawer セキュリティ 보안 安全码 รหัส סיסמ קוד segret secret पासवर्ड पासकोड कूटशब्द पिन voice mailbox mobilbox messagerie buzón 留守電 음성사서함 🔑 🔐 🗝 meldet melde logg connecte sesi входит захожу loguje giriş zahlenschloss entre avec sperr verrouill desbloq sblocc разблок odblok ontgrendel khóa buka kilid 해제 解锁 كلمة سر رمز رقم باسورد گذرواژه پسورد கடவுச் পাসওয়ার্ড পিন پاس nenosiri пороль вай domofon κωδικ συνθηματ laluan પાસવ పాస్ ಪಾಸ್ പാസ് ਪਾਸਵ මුරපද პაროლ գաղտնաբառ parool parole slaptažod geslo lozink лозинк парола fjalëkalim lykilorð cyfrinair pasfhocal pasahitz contrasenya contrasinal wagwoord құпия нууц şifrə jelsza hesl".split()) + SCRIPT_CUE_STEMS


def may_have_cue(shown: str) -> bool:
    """Whether `shown` contains a stem of some cue word (if not, `CUE` cannot match); the stems of the world table's
    Latin words are looked for in the text without its diacritics ("ọ̀rọ̀ aṣínà" has "asina")."""
    lowered = shown.lower()
    if any(stem in lowered for stem in CUE_STEMS) or any(stem in lowered for stem in SCRIPT_STEMS):
        return True
    bare = base_letters(lowered) if not lowered.isascii() else lowered
    return any(stem in bare for stem in LATIN_STEMS)


# Words and marks after which the value comes: "… is X", "… : X", "Kennwort lautet X", "mot de passe est X".
CONNECTORS = frozenset(fold_confusables(
    "is was are were be been now use uses using with 's it's its = : -> → — – - => ist lautet sind war "
    "est sont était es son era é è это был была — 是 为 為 は が 는 은 이 가 mit con avec с c'est c’est "
    "it’s sind: là auf chose picked adalah ialah olan dir 是： är er on este é jest je είναι הוא هي هو takes accepts needs expects wants nimmt braucht")
    .split()) | frozenset(fold_confusables(" ".join(COPULAS)).split())
# Word sets are folded like the text they are compared with (Cyrillic look-alike letters become Latin).
PREPOSITIONS = frozenset(fold_confusables(
    "for of on to at in from the a an my our his her their your de du des la le les l' d' del el los las para por "
    "en à au aux pour от для на к у в по за из of für vom von der die das des dem den zum zur am im fürs "
    "di da per il lo della del do dos das van het voor op bij của cho trên ke untuk dari di do dla od na için "
    "ل لل في على من till på för av til af fra hos ved med i al dal dall' dell' della nel sul pe la cu din lui ile için van aan met bij "
    "mijn min mitt mina mit mine sin sitt mój moja mi meu minha mon ma της του των στο στη στην για από με від до для під "
    "ke dari untuk").split()) | frozenset(fold_confusables(" ".join(OF_WORDS)).split())
# Hedges after a cue that leave two more words within reach ("password? Probably still Charlie2010").
HEDGES = frozenset(fold_confusables(
    "probably maybe perhaps likely possibly still wahrscheinlich vielleicht immer noch peut-être probablement "
    "toujours quizás tal vez probablemente todavía talvez provavelmente ainda forse probabilmente ancora "
    "наверное наверно вероятно всё ещё").split())
# First words after a cue that leave it naming the value ("PIN number is …", "pw got changed to …").
KEEP_OPEN = PREPOSITIONS | CONNECTORS | HEDGES | frozenset(fold_confusables(
    "got has have had been just still currently always also again here there then it that this i we he she they "
    "you me and if which new old number no nr nummer numéro numero número номер code codes код word phrase key pin "
    "mein meine meiner meines meinem meinen dein sein seine ihr ihre unser unsere mon ma mes son sa ses notre mi mis "
    "su sus tu мой моя моё мои наш его её que qui die den dass что который которым che dat "
    # what the credential belongs to, named after the word in many languages ("mật khẩu wifi là …")
    "wifi wi-fi wlan الواي واي فاي الوايفاي وايفاي وای وایفای "
    "الراوتر راوتر الشبكة شبكة الإنترنت الانترنت "
    "email e-mail mail gmail router admin root bank banco banque vpn server laptop account konto "
    "compte cuenta conta atm card carte tarjeta cartão carta karte karta karty kart kartı kartın kartu thẻ "
    "facebook instagram netflix spotify apple icloud google amazon paypal steam zalo kakao line wechat whatsapp "
    "telegram tiktok twitter outlook hotmail yahoo "
    # the device it unlocks ("mã PIN điện thoại của bố là …", "PIN del móvil …")
    "phone telefon téléphone teléfono telefone telefono телефон телефона điện thoại handy móvil movil celular "
    "cellulare iphone ipad tablet tableta smartphone ponsel "
    # verbs of entering a code ("the garage keypad takes 1357", "die Alarmanlage schaltet man mit 7-3-0-0 ab")
    "habe hat haben hatte ich wir er es everything everywhere all takes accepts opens unlocks needs expects wants "
    "thing schaltet öffnet nimmt braucht man ouvre accepte abre acepta открывает "
    # where the lock is ("codice antifurto casa al mare …", "Larmkoden hemma är …")
    "home house casa hemma hjemme thuis zuhause hause haus maison kotona evde dom acasă marca dial pintu rumah pagar "
    "gerbang kantor").split()) | frozenset(fold_confusables(" ".join(SMALL_WORDS)).split())
