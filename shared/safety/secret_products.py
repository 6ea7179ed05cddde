"""Values named by a product or account word rather than a password word: a software licence or serial key, an API key
written in Japanese, Chinese or Korean, a gift card's code, credentials given as `user / password`, a Wi-Fi value after
its label in any script; and codes: a voucher or store wallet code, an activation code, a licence block's key lines,
an app password, an e-prescription code, a top-up PIN, a code given before the sentence that names it or keyed in to
verify, a device's printed verification code; a backup or 2FA code in groups after a backup, recovery or 2FA word.
"""

from __future__ import annotations

import re
from typing import Iterator

from .secret_concept_rules import key_value
from .secret_cues import password_shaped
from .secret_recovery_keys import recovery_spans
from .secret_shapes import NETWORK_NAMED

# A serial number names a device as often as a licence: only one written in dash-joined groups counts.
_SERIAL = r"シリアル(?:番号|ナンバー|キー|コード)|序列号|序列號|序號|시리얼\s?(?:번호|넘버)"
_LICENCE = (r"シリアルキー|プロダクト\s?キー|ライセンス\s?キー|製品キー|インストールキー"
            r"|产品密钥|產品金鑰|激活码|激活碼|注册码|註冊碼|授权码|授權碼|许可证密钥|제품\s?키"
            r"|시리얼\s?키|라이선스\s?키|라이센스\s?키|정품\s?키|인증\s?키|licen[cs]e\s+key|product\s+key|serial\s+key|registration\s+key"
            r"|activation\s+key|lizenzschlüssel|produktschlüssel|lizenzcode|clé\s+de\s+(?:licence|produit|produit)"
            r"|clave\s+de\s+(?:licencia|producto|activación)|chave\s+(?:de\s+licença|do\s+produto|de\s+ativação)"
            r"|chiave\s+di\s+(?:licenza|prodotto|attivazione)|codice\s+di\s+attivazione|licentiesleutel|productsleutel"
            r"|licensnyckel|produktnyckel|lisenssiavain|tuoteavain|klucz\s+(?:licencyjny|produktu|aktywacyjny)"
            r"|licenční\s+klíč|ключ\s+(?:активации|продукта)|лицензионн\w+\s+ключ|lisans\s+anahtarı|ürün\s+anahtarı"
            r"|kunci\s+(?:lisensi|produk)|khóa\s+(?:bản\s+quyền|sản\s+phẩm)"
            r"|aktivierungs(?:code|schlüssel)|freischalt(?:code|schlüssel)|activation\s+code|licen[cs]e\s+code"
            r"|code\s+d['’]activation|c[oó]digo\s+de\s+(?:activaci[oó]n|ativa[çc][aã]o|licencia)|codice\s+(?:di\s+)?attivazione"
            r"|activeringscode|activatiecode|licentiecode|aktiveringskod|licenskod|aktiveringskode|aktivointikoodi|lisenssikoodi"
            r"|kod\s+(?:aktywac\w+|licencyjny)|aktivační\s+kód|aktivačný\s+kód|aktiválási\s+kód|cod\s+de\s+activare"
            r"|код\s+активац\w+|ключ\s+активац\w+|aktivasyon\s+kodu|etkinleştirme\s+kodu|κωδικός\s+ενεργοποίησης"
            r"|アクティベーション\s?(?:コード|キー)|ライセンス\s?コード|활성화\s?(?:코드|키)|kode\s+aktivasi|mã\s+kích\s+hoạt"
            r"|รหัสเปิดใช้งาน|(?:رمز|مفتاح)\s+التفعيل|(?:קוד|מפתח)\s+הפעלה")
_GROUPED = r"[A-Z0-9]{4,6}(?:-[A-Z0-9]{4,6}){2,7}"
# A voucher's code may also be printed in groups apart by spaces ("KQ7Z M2VX 9TLP N4HD").
_SPACED = r"[A-Z0-9]{4,5}(?: [A-Z0-9]{4,5}){2,5}"
_LICENCE_VALUE = re.compile(rf"(?i)(?:{_LICENCE})[^\n]{{0,40}}?(?<![\w\-])(?-i:(?P<v>{_GROUPED}|[A-Z0-9]{{12,32}}))(?![\w\-])")
_SERIAL_VALUE = re.compile(rf"(?i)(?:{_SERIAL})[^\n]{{0,24}}?(?<![\w\-])(?-i:(?P<v>{_GROUPED}))(?![\w\-])")
_API_KEY = re.compile(r"(?i)(?:api|アクセス|シークレット|秘密|访问|訪問|액세스|시크릿)\s?(?:の|的|\s)?\s?(?:キー|鍵|密钥|秘钥|金鑰|密鑰|key|키|토큰"
                      r"|トークン|令牌)(?:\s*[（(][^）)\n]{0,24}[）)])?\s*[:：=は是는]?\s*(?P<v>[A-Za-z0-9_\-]{16,128})(?![\w\-])")
_GIFT = (r"gift\s*card|giftcard|geschenkkarte|guthabenkarte|gutscheinkarte|carte[\s-]cadeau|tarjeta\s+(?:de\s+)?regalo"
         r"|cart[aã]o[\s-]presente|carta\s+regalo|cadeaukaart|cadeaubon|presentkort|gavekort|lahjakortti"
         r"|karta\s+podarunkowa|подарочн\w+\s+карт\w*|подарунков\w+\s+карт\w*|hediye\s+kart\w*|ギフト\s?(?:カード|コード|券)"
         r"|礼品卡|禮品卡|充值卡|储值卡|기프트\s?카드|상품권|kartu\s+hadiah|thẻ\s+quà(?:\s+tặng)?|vé\s+quà(?:\s+tặng)?|mã\s+quà\s+tặng"
         r"|بطاقة\s+(?:ال)?(?:هدية|هدايا)|بطاقات\s+(?:ال)?هدايا|قسيمة\s+(?:ال)?(?:هدية|هدايا|شراء)|کارت\s+هدیه|گفت\s?کارت|כרטיס\s+מתנה"
         r"|hediye\s+kodu|gift\s+kodu|kode\s+voucher|kode\s+hadiah|kad\s+hadiah|บัตรของขวัญ|गिफ्ट\s+कार्ड|উপহার\s+কার্ড"
         r"|gutschein\w*|voucher|bon\s+d['’]achat|ch[eè]que[\s\-]cadeau|vale[\s\-](?:regalo|presente)|buono\s+regalo"
         r"|waardebon|tegoedbon|presentcheck|tilgodelapp|gavebevis|lahjaseteli|bon\s+podarunkowy|dárkový\s+poukaz"
         r"|ajándék(?:kártya|utalvány)|подарочн\w+\s+сертификат\w*|hediye\s+çeki|ギフト券|礼券|禮券|phiếu\s+quà"
         # A store's or platform's prepaid code ("Steam-lompakkokoodi", "iTunes kaart code", "PSN-Guthaben").
         r"|(?:amazon|steam|itunes|apple|app\s?store|google\s?play|play\s?store|playstation|psn|xbox|nintendo|eshop"
         r"|netflix|spotify|roblox|v-?bucks|razer\s+gold|paysafe\w*|blizzard|battle\.net|riot|valorant|ikea|zalando"
         r"|starbucks)(?:[\s\-]+(?:store|network|gift))?[\s\-]*(?:wallet|guthaben\w*|lompakko\w*|plånbok\w*|portefeuille|monedero|carteira|portafoglio"
         r"|tegoed|card|karte|kaart|kort\w*|kart\w*|carte|tarjeta|cart[aã]o|carta|karta|code|kode|koodi\w*|kod\w*|c[oó]digo|codice"
         r"|код|pin|credit|crédito|crédit|saldo)(?![^\W\d_])"
         r"|卡密|einlösecode|redeem\s+code|redemption\s+code|code\s+d['’]échange|c[oó]digo\s+de\s+canje|codice\s+di\s+riscatto"
         r"|inwisselcode|inlösenkod|lunastuskoodi|kod\s+do\s+wykorzystania|код\s+погашения"
         # A top-up code ("kod doładowania iTunes", "código de recarga", "Aufladecode"), letters and digits.
         r"|auflade(?:code|pin|nummer)|code\s+de\s+recharge|c[oó]digo\s+de\s+recarga|codice\s+(?:di\s+)?ricarica"
         r"|opwaardeercode|laddningskod|ladekode|opladningskode|latauskoodi|kod\w*\s+doładowa\w+|код\w*\s+пополнени\w+"
         r"|prepaid\s*(?:card|code|karte|kaart|kort)|tarjeta\s+(?:de\s+)?prepago|carte\s+prépayée|cart[aã]o\s+pré-?pago"
         r"|carta\s+prepagata|karta\s+przedpłacona|предоплаченн\w+\s+карт\w*"
         r"|yükleme\s+kodu|充值码|充值碼|top[\s\-]?up\s+(?:code|pin|voucher)|recharge\s+(?:code|pin)|guthabencode|prepaid\s+code"
         # A platform named alone before its colon ("Google Play: KQ7Z M2VX 9TLP N4HD", "Steam: 5XK2-9QPL-M4TR").
         r"|(?:amazon|steam|itunes|app\s?store|google\s?play|play\s?store|playstation|psn|xbox|nintendo|eshop|netflix"
         r"|spotify|roblox|razer\s+gold|paysafecard)\s*[:：]"
         r"|(?:card|karte|kaart|kort|carte|tarjeta|cart[aã]o|carta|karta|code|c[oó]digo|codice|kod|koodi|wallet)"
         r"\s+(?:de\s+|di\s+|do\s+|da\s+|von\s+)?(?:amazon|steam|itunes|apple|google\s?play|playstation|psn|xbox|nintendo"
         r"|netflix|spotify|roblox|razer\s+gold|paysafe\w*)(?![^\W\d_])")
_GIFT_VALUE = re.compile(rf"(?i)(?:{_GIFT})[^\n]{{0,40}}?(?<![\w\-])(?-i:(?P<v>{_GROUPED}|{_SPACED}|[A-Z0-9]{{12,20}}))"
                         r"(?![\w\-])")
# An order, a parcel, a referral or a discount named beside a store's code: no prepaid value.
_NOT_GIFT = re.compile(r"(?i)order|diskon|potongan|giảm\s+giá|khuyến\s+mãi|indirim|скидк|промо|خصم|折扣|優惠|割引|할인|bestell|commande|pedido|ordine|bestelling|beställning|ordre|tilaus|zamówien|заказ"
                       r"|sipariş|tracking|sendung|suivi|rastreio|env[ií]o|spedizion|zending|försändelse|referr|empfehl"
                       r"|freund|parrain|referid|indica[çc]|promo|rabatt|discount|coupon|korting|sconto|descuento|desconto"
                       r"|réduction|invit|einladung|einlös\w*\s+bis|model|modell|modèle|modelo|serial|serien")
_CREDENTIALS = (r"tunnukset|tunnuks\w*|inloggning\w*|inloggegevens|zugangsdaten|logindaten|identifiants|credenciales"
                r"|credenciais|credenziali|dane\s+logowania|přihlašovací\s+údaje|учётные\s+данные|учетные\s+данные"
                r"|данные\s+для\s+входа|giriş\s+bilgileri|kredensial|akun|thông\s+tin\s+đăng\s+nhập|账号密码|帳號密碼"
                r"|ログイン情報|로그인\s+정보|بيانات\s+الدخول|פרטי\s+התחברות")
_USER_PASS = re.compile(rf"(?i)(?:{_CREDENTIALS})[^\n]{{0,40}}?\S+\s*/\s*(?P<v>\S{{6,64}})")
_WIFI = (r"וויי?פיי|ויי?פיי|واي\s?فاي|وای\s?فای|وایفای|ไวไฟ|와이파이|无线|無線|ワイファイ|вай-?фа\w*|wi-?fi\w*|wlan\w*|wifi\w*"
         r"|वाई-?फ़ाई|वाईफाई|ওয়াই-?ফাই")
_WIFI_VALUE = re.compile(rf"(?i)(?:{_WIFI})(?P<between>[^\n:：]{{0,30}})[:：]\s*(?P<v>[^\s,;]{{6,64}})\s*(?:$|[\n,;(])")
_NETWORK_NAME = re.compile(r"(?i)(?:[-_ ]?(?:2\.4|5|6)\s?g(?:hz)?|guest|gast|_ext|-ext)$|^(?:tp-link|fritz|vodafone|telekom"
                           r"|netgear|dlink|d-link|huawei|zte|xiaomi|asus|linksys|livebox|freebox|bbox|sfr)")

# A licence block: its holder's line, then the key's lines in capitals and digits (Sublime Text, "BEGIN LICENSE").
_LICENCE_BLOCK = re.compile(
    r"(?i)(?:-{3,}\s*begin\s+licen[cs]e\s*-{3,}(?:[ \t]*\n[^\n\d]{3,60}(?=\n[ \t]*[A-Z0-9]{4}))?|licen[cs]ed\s+to|registered\s+to|lizenziert\s+(?:für|auf)"
    r"|registriert\s+(?:für|auf)|licenci[ée]\s+à|enregistr[ée]\s+au\s+nom\s+de|licenciad[oa]\s+(?:a|para)"
    r"|registrad[oa]\s+(?:a|para)|concess[oa]\s+in\s+licenza\s+a|intestat[oa]\s+a|gelicentieerd\s+(?:aan|op)"
    r"|licensierad\s+till|lisensoitu)[^\n]*\n(?-i:(?P<v>(?:[ \t]*[A-Z0-9]{4,}(?:[\- ][A-Z0-9]{2,}){0,8}[ \t]*(?:\n|$)){1,12}))")
# An app password: four groups of four small letters ("ygkz rwqm fhta lpxe"), named as one or set as a password.
_APP_WORD = (r"app[\s\-]?(?:password|passwort|pass|pw|kennwort)|app-?spezifisch\w*\s+(?:passwort|kennwort)|anwendungspasswort"
             r"|mot\s+de\s+passe\s+(?:d['’]application|d['’]app|sp[ée]cifique)|contrase[ñn]a\s+de\s+(?:aplicaci[oó]n|app)"
             r"|senha\s+de\s+(?:app|aplicativo|aplica[çc][aã]o)|password\s+(?:per\s+(?:le\s+)?app|dell['’]app)|app-?wachtwoord"
             r"|applösenord|app-?adgangskode|app-?passord|sovellus\w*\s+salasana|hasło\s+(?:do\s+)?aplikacji"
             r"|heslo\s+(?:pro\s+)?aplikac\w+|пароль\s+(?:для\s+)?приложени\w+|uygulama\s+(?:şifresi|parolası)"
             r"|アプリ\s?パスワード|应用专用密码|應用程式密碼|앱\s?비밀번호|kata\s+sandi\s+aplikasi|mật\s+khẩu\s+ứng\s+dụng")
_APP_VALUE = re.compile(r"(?<![\w\-])(?P<v>[a-z]{4}([ \-])[a-z]{4}\2[a-z]{4}\2[a-z]{4}|[a-z]{16})(?![\w\-])")
_APP_CUE = re.compile(rf"(?i)(?:{_APP_WORD})|(?-i:[A-Z0-9_]*(?:PASS|PASSWORD|PWD|SECRET))\s*[:=]\s*[\"']?$")
# An e-prescription's code or token ("E-Rezept Abholcode (Token) für Papa: 160.000.024.817.395.01").
_PRESCRIPTION = re.compile(
    r"(?i)(?:e-?rezept\w*|rezept(?:code|token)|e-?prescription|e-?ordonnance|ordonnance\s+(?:électronique|numérique)"
    r"|receta\s+electr[oó]nica|e-?receta|receita\s+(?:eletr[oô]nica|digital)|ricetta\s+(?:elettronica|dematerializzata)"
    r"|\bNRE\b|e-?recept\w*|e-?resept\w*|e-?resepti\w*|e-?recepta\w*|электронн\w+\s+рецепт\w*|e-?reçete|電子処方箋"
    r"|电子处方|전자\s?처방전)(?:[^\n,.;]{0,40}?(?:code|token|kod|kód|koodi|kode|código|codice|код|pin|nummer|number|numéro"
    r"|número|numero|id|abholcode)\b)?[^\n\d,.;]{0,30}?(?P<v>\d{2,4}(?:[.\- ]\d{2,4}){2,7}|\d{4,20}"
    r"|(?=[A-Z]{0,4}\d)[0-9A-Z]{10,20})(?![\w\-])")
# A code given before the sentence that names it ("G-209481 is your Google verification code").
_CODE_FIRST = re.compile(
    r"(?<![\w\-])(?P<v>(?:[A-Z]{1,3}-)?\d{4,8}|\d{3}[ \-]\d{3})\s*(?:is\s+(?:your|je|uw)|ist\s+(?:dein|deine|ihr|Ihr|Ihre)"
    r"|est\s+(?:votre|ton)|es\s+(?:tu|su)|é\s+(?:o\s+)?(?:seu|teu)|è\s+il\s+(?:tuo|suo)|är\s+din|er\s+din|on\s+\w*"
    r"|to\s+(?:twój|Twój)|je\s+(?:váš|Váš|tvůj)|[—\-–:]?\s*(?:ваш|Ваш|твой)|adalah\s+|là\s+|هو\s+|הוא\s+"
    r"|\s(?=(?:doğrulama|onay|giriş|güvenlik)\s+kod|kode\s+(?:verifikasi|otp)|mã\s+(?:xác|otp)))"
    r"(?:[^\W\d]*\s+){0,3}?(?i:[^\W\d]*-?(?:code|kode|koodi|kod|kód|código|codice|код|otp|pin|tan|mã|رمز|קוד))")

# A code to key in to verify or log in ("Use 482913 to verify your account", "Gib 482913 ein, um dich anzumelden").
_ENTER_TO = re.compile(
    r"(?i)(?<![^\W\d_])(?:use|enter|type|gib|geben\s+sie|nutze|saisissez|saisis|entrez|utilisez|introduce|ingresa|usa|digite"
    r"|insira|use|inserisci|usa|voer|gebruik|ange|använd|skriv\s+in|oppgi|bruk|indtast|syötä|käytä|wpisz|podaj|użyj"
    r"|введите|используйте|girin|kullanın|masukkan|gunakan|nhập|dùng)\s+(?P<v>\d{4,8}|\d{3}[ \-]\d{3})\s"
    r"[^\n.?]{0,16}?(?:verif|log\s?in|sign\s?in|confirm|bestätig|anzumelden|anmeld|einzuloggen|vérifi|connect|verific"
    r"|inici|entrar|acced|accesso|inlog|logga|bekräfta|logg|bekræft|kirjaudu|vahvist|zalog|potwierd|войти|подтверд"
    r"|doğrula|giriş|masuk|xác)")
# A device's verification code printed on its label: six capitals ("Kod weryfikacyjny kamery Ezviz …: QWPLMK").
_DEVICE_CODE = re.compile(
    r"(?i)(?:verification|verifizierungs|weryfikacyjn|vérification|verificación|verificação|verifica|verificatie|verifierings"
    r"|varmennus|ověřovací|проверочн|doğrulama)\w*[^\n]{0,80}?[:：]\s*(?-i:(?P<v>[A-Z]{6}))(?![\w])")
_DEVICE = re.compile(r"(?i)cam|kamer|ezviz|hikvision|imou|tapo|reolink|dahua|sticker|naklejk|aufkleber|étiquette|pegatina"
                     r"|etichetta|etiket|label|наклейк|router|nvr|dvr")
# A prepaid top-up or voucher PIN in digits ("Aufladecode Lebara: 1234 5678 9012 34", "paysafecard PIN 0123 4567 …").
_TOP_UP = re.compile(
    r"(?i)(?:auflade(?:code|pin|nummer)|code\s+de\s+recharge|c[oó]digo\s+de\s+recarga|codice\s+(?:di\s+)?ricarica"
    r"|opwaardeercode|laddningskod|laddkod|ladekode|opladningskode|latauskoodi|kod\s+doładowania|код\s+пополнения"
    r"|yükleme\s+kodu|充值码|充值碼|充值卡密|paysafe\w*(?:\s+(?:pin|code|card))?|top[\s\-]?up\s+(?:code|pin)|recharge\s+pin)"
    r"[^\n\d]{0,30}?(?P<v>\d{4}(?:[ \-]?\d{2,4}){2,5})(?![\w\-])")
# An eSIM's activation code, the LPA string its QR code holds ("LPA:1$rsp.truphone.com$QR-G-8F2A91C7-D4E3B6A0").
_ESIM = re.compile(r"(?<![\w$])LPA:1\$(?P<v>[\w.\-]{4,64}\$(?=[\w\-]*\d)[\w\-]{8,64})(?![\w\-])")
# A bank named on one line and a PIN alone on the next ("Tante Gerda, Sparkasse" / "4 7 1 1"): the card's PIN.
_BANK_LINE = re.compile(
    r"(?im)^[^\n]*(?<![^\W\d_])(?:sparkasse|volksbank|raiffeisen\w*|commerzbank|deutsche\s+bank|postbank|ing(?:-?diba)?|dkb"
    r"|comdirect|consorsbank|n26|hypovereinsbank|targobank|santander|bbva|caixabank|sabadell|bankinter|bnp(?:\s+paribas)?"
    r"|cr[ée]dit\s+(?:agricole|mutuel)|soci[ée]t[ée]\s+g[ée]n[ée]rale|banque\s+postale|lcl|barclays|hsbc|lloyds|natwest"
    r"|chase|wells\s+fargo|citi(?:bank)?|bank\s+of\s+america|rabobank|abn\s+amro|nordea|swedbank|handelsbanken|danske\s+bank"
    r"|dnb|unicredit|intesa|bradesco|ita[úu]|nubank|сбер\w*|тинькофф|ziraat|akbank|garanti|bca|mandiri|vietcombank"
    r"|techcombank|revolut|monzo|bank\w*|banco|banque|banca|girocard|ec-?karte|bankkarte|debit\s?card|debitkarte"
    r"|карт\w+\s+банк\w*|банк\w*)(?![^\W\d_])(?P<rest>[^\n]*)\n[ \t]*(?:[-*•·][ \t]*)?(?P<v>\d(?: ?\d){3,5}|(?=\S*\d)[^\s\d]\S{5,39})[ \t]*(?=\n|$)")
_NOT_PIN_LINE = re.compile(r"(?i)blz|iban|bic|swift|konto|account|compte|cuenta|conta|sort\s+code|routing|filiale|branch"
                           r"|agence|sucursal|hotline|tel|phone|telefon|öffnungs|opening|horaire|plz|zip|straße|street|rue")
# Cheap tests before the long patterns: the shapes their values must have, the stems their words must contain.
_CODE_SHAPE = re.compile(r"[A-Z0-9]{4,6}-[A-Z0-9]{4,6}-[A-Z0-9]{4}|[A-Z0-9]{12}|[A-Z0-9]{4,5} [A-Z0-9]{4,5} [A-Z0-9]{4}")
_DIGITS = re.compile(r"\d{3}")
_SIX_CAPITALS = re.compile(r"[A-Z]{6}")
_PRESCRIPTION_STEMS = ("rezept", "recept", "resept", "prescri", "ordonnance", "receta", "receita", "ricetta", "nre",
                       "рецепт", "reçete", "処方", "处方", "처방")
_NOT_A_CODE = re.compile(r"(?i)zip|postal|post(?:leit)?|area|country|dial|bar|qr|source|error|fehler|erreur|status|promo"
                         r"|discount|rabatt|r[ée]duc|referr|empfehl|parrain|invit|einlad|tracking|sendung|suivi|order|bestell")


def product_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """(kind, span) of every licence key, API key, gift card code, `user / password` and Wi-Fi value named here."""
    shaped = _CODE_SHAPE.search(shown) is not None   # every licence, serial or gift value has this shape
    for match in (*_LICENCE_VALUE.finditer(shown), *_SERIAL_VALUE.finditer(shown)) if shaped else ():
        value = match.group("v")
        if sum(c.isdigit() for c in value) >= 4 and not value.isalpha():
            yield "licence key", match.span("v")
    for match in _API_KEY.finditer(shown):
        if key_value(match.group("v")):
            yield "key", match.span("v")
    for match in _GIFT_VALUE.finditer(shown) if shaped else ():
        value = match.group("v").replace("-", "").replace(" ", "")
        if sum(c.isdigit() for c in value) >= 3 and sum(c.isalpha() for c in value) >= 3 \
                and not _NOT_GIFT.search(shown, max(0, match.start() - 30), match.start("v")):
            yield "gift card code", match.span("v")
    for match in _USER_PASS.finditer(shown):
        value = match.group("v").strip(".,;)")
        if password_shaped(value):
            yield "password", (match.start("v"), match.start("v") + len(value))
    yield from code_spans(shown)
    yield from recovery_spans(shown)   # BitLocker keys, grouped backup and recovery codes
    for match in _WIFI_VALUE.finditer(shown):
        value = match.group("v").strip(".)")
        if password_shaped(value) and not NETWORK_NAMED.search(match.group("between")) \
                and not network_name(value):
            yield "wifi password", (match.start("v"), match.start("v") + len(value))


def network_name(value: str) -> bool:
    """A Wi-Fi network's name (a router brand first, a band or guest mark last), not its password."""
    return _NETWORK_NAME.search(value) is not None


def code_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """(kind, span) of a licence block's key lines, an app password, an e-prescription code and a code given before
    the sentence that names it."""
    lowered, digits = shown.lower(), _DIGITS.search(shown) is not None
    for match in _LICENCE_BLOCK.finditer(shown) if "\n" in shown else ():
        lines = match.group("v")
        if any(sum(c.isdigit() for c in line) >= 4 and len(line.strip()) >= 8 for line in lines.splitlines()):
            yield "licence key", (match.start("v"), match.start("v") + len(lines.rstrip()))
    for match in _APP_VALUE.finditer(shown):
        line = shown[shown.rfind("\n", 0, match.start()) + 1:match.start()]
        after = shown[match.end():match.end() + 60].split("\n", 1)[0]
        if _APP_CUE.search(line) or re.search(rf"(?i){_APP_WORD}", after):
            yield "app password", match.span("v")
    for match in _PRESCRIPTION.finditer(shown) if any(stem in lowered for stem in _PRESCRIPTION_STEMS) else ():
        yield "prescription code", match.span("v")
    for match in _TOP_UP.finditer(shown) if digits else ():
        yield "top-up pin", match.span("v")
    for match in _ENTER_TO.finditer(shown) if digits else ():
        if not re.fullmatch(r"(?:19|20)\d\d", match.group("v")):
            yield "pin", match.span("v")
    for match in _BANK_LINE.finditer(shown) if "\n" in shown and any(c.isdigit() for c in shown) else ():
        value = match.group("v")
        if _NOT_PIN_LINE.search(match.group(0)):
            continue
        if value[0].isdigit() and (" " in value or not re.fullmatch(r"(?:19|20)\d\d", value)):
            yield "card pin", match.span("v")
        elif not value[0].isdigit() and password_shaped(value) and not value.isalnum():
            yield "password", match.span("v")
    for match in _ESIM.finditer(shown) if "LPA:" in shown else ():
        yield "esim activation code", match.span("v")
    for match in _DEVICE_CODE.finditer(shown) if _SIX_CAPITALS.search(shown) else ():
        if _DEVICE.search(match.group(0)):
            yield "device code", match.span("v")
    for match in _CODE_FIRST.finditer(shown) if digits else ():
        if not re.fullmatch(r"(?:19|20)\d\d", match.group("v")) and not _NOT_A_CODE.search(match.group(0)):
            yield "pin", match.span("v")
