"""Values named by a product or account word rather than a password word: a software licence or serial key, an API key
written in Japanese, Chinese or Korean, a gift card's code, credentials given as `user / password`, a Wi-Fi value after
its label in any script.
"""

from __future__ import annotations

import re
from typing import Iterator

from .secret_concept_rules import key_value
from .secret_cues import password_shaped
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
            r"|kunci\s+(?:lisensi|produk)|khóa\s+(?:bản\s+quyền|sản\s+phẩm)")
_GROUPED = r"[A-Z0-9]{4,6}(?:-[A-Z0-9]{4,6}){2,7}"
_LICENCE_VALUE = re.compile(rf"(?i)(?:{_LICENCE})[^\n]{{0,24}}?(?<![\w\-])(?-i:(?P<v>{_GROUPED}|[A-Z0-9]{{12,32}}))(?![\w\-])")
_SERIAL_VALUE = re.compile(rf"(?i)(?:{_SERIAL})[^\n]{{0,24}}?(?<![\w\-])(?-i:(?P<v>{_GROUPED}))(?![\w\-])")
_API_KEY = re.compile(r"(?i)(?:api|アクセス|シークレット|秘密|访问|訪問|액세스|시크릿)\s?(?:の|的|\s)?\s?(?:キー|鍵|密钥|秘钥|金鑰|密鑰|key|키|토큰"
                      r"|トークン|令牌)(?:\s*[（(][^）)\n]{0,24}[）)])?\s*[:：=は是는]?\s*(?P<v>[A-Za-z0-9_\-]{16,128})(?![\w\-])")
_GIFT = (r"gift\s*card|giftcard|geschenkkarte|guthabenkarte|gutscheinkarte|carte[\s-]cadeau|tarjeta\s+(?:de\s+)?regalo"
         r"|cart[aã]o[\s-]presente|carta\s+regalo|cadeaukaart|cadeaubon|presentkort|gavekort|lahjakortti"
         r"|karta\s+podarunkowa|подарочн\w+\s+карт\w*|подарунков\w+\s+карт\w*|hediye\s+kart\w*|ギフト\s?(?:カード|コード|券)"
         r"|礼品卡|禮品卡|充值卡|储值卡|기프트\s?카드|상품권|kartu\s+hadiah|thẻ\s+quà\s+tặng|بطاقة\s+هدية|כרטיס\s+מתנה")
_GIFT_VALUE = re.compile(rf"(?i)(?:{_GIFT})[^\n]{{0,40}}?(?<![\w\-])(?-i:(?P<v>{_GROUPED}|[A-Z0-9]{{12,20}}))(?![\w\-])")
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


def product_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """(kind, span) of every licence key, API key, gift card code, `user / password` and Wi-Fi value named here."""
    for match in (*_LICENCE_VALUE.finditer(shown), *_SERIAL_VALUE.finditer(shown)):
        value = match.group("v")
        if sum(c.isdigit() for c in value) >= 4 and not value.isalpha():
            yield "licence key", match.span("v")
    for match in _API_KEY.finditer(shown):
        if key_value(match.group("v")):
            yield "key", match.span("v")
    for match in _GIFT_VALUE.finditer(shown):
        value = match.group("v").replace("-", "")
        if sum(c.isdigit() for c in value) >= 3 and sum(c.isalpha() for c in value) >= 3:
            yield "gift card code", match.span("v")
    for match in _USER_PASS.finditer(shown):
        value = match.group("v").strip(".,;)")
        if password_shaped(value):
            yield "password", (match.start("v"), match.start("v") + len(value))
    for match in _WIFI_VALUE.finditer(shown):
        value = match.group("v").strip(".)")
        if password_shaped(value) and not NETWORK_NAMED.search(match.group("between")) \
                and not network_name(value):
            yield "wifi password", (match.start("v"), match.start("v") + len(value))


def network_name(value: str) -> bool:
    """A Wi-Fi network's name (a router brand first, a band or guest mark last), not its password."""
    return _NETWORK_NAME.search(value) is not None
