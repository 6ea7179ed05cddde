"""PINs and passwords said by people who mix languages: secret-number words of small languages, romanised Arabic.

Readers of `shown` (the visible text), each a cue and then a value a few words on, in its own clause:
- a "secret number" word of a small language (Khmer លេខសម្ងាត់, Sotho "nomoro ya sephiri", Amharic ምስጢር ቁጥር, Oromo
  "lakkoofsi iccitii", Aymara "chimpu jakhu", Fijian "naba vuni", Welsh "rhif cyfrinachol", Tok Pisin "sikrit namba")
  or a card's or mobile wallet's PIN said in those languages ("PIN cerdyn banc … yw 6 3 1 9", "iphini ye-FNB … ngu-9923"),
  then four to eight digits, spaced, dashed or glued to a copula;
- the PIN one types at an ATM ("bankomatga borganda 2904 ni ter", "en el cajero marca 2904"): an ATM word, then the
  digits right before or after a verb of typing;
- romanised Arabic, Persian and Urdu ("kalimat el sirr taba3 Absher: Riyadh@Olaya55", "rmz el tahaqquq 4 8 1 9 0 2",
  "ramz-e obur-am …", "khufia code 7 7 3 1"), and Finglish "ramz-e dar 1990", "ramze kart 5521" (the ezafe names
  the door, card or phone): a password-shaped value or the digits after the word;
- a lock's "number" in Hinglish and the Indian scripts ("taale ka number 4729", `secret_lock_numbers`).
Never a value the words after it make an amount or a measure, nor one a merchant, phone or order word stands before.
Written from knowledge of the languages; the look-alikes are in tests/test_secrets_round22_mixed.py.
"""

from __future__ import annotations

import re
from typing import Iterator

from .secret_cues import password_shaped, quantity_after
from .secret_finglish_codes import finglish_code_spans
from .secret_lock_numbers import lock_number_spans
from .secret_lexicon_world import NOT_CREDENTIAL
from .secret_mixed_values import value_spans
from .secret_public_words import _re, lower1, may_match

# Secret-number and PIN words of small languages, with a card's or wallet's PIN in them.
_SECRET_NUMBER = (
    r"លេខ\s?(?:កូដ\s?)?សម្ងាត់|លេខ\s?(?:ពិន|PIN)|เลข\s?ลับ|รหัส\s?(?:ลับ|พิน|PIN|ATM|เอทีเอ็ม|บัตร)|ເລກ\s?ລັບ"
    r"|(?:የ)?(?:ምስጢር|ሚስጥር|ምሥጢር|ሚስጢር|ምስጥር)\s?ቁጥ[^\W\d_]*|(?:ምስጢራዊ|ሚስጥራዊ|ምስጢር|ሕቡእ)\s?ቁጽሪ[^\W\d_]*"
    r"|ژمارەی\s?نهێنی|مەخپىي\s?(?:نومۇر|كود)|(?:яшерен|йәшерен)\s?(?:код|сан)[^\W\d_]*"
    r"|(?<![^\W\d_])(?:nomoro|nomboro|nomore)\s+(?:ya\s+)?(?:sephiri|sekhukhu|lekunutu|tshiphiri|xihundla|sephiri)"
    r"|(?<![^\W\d_])lakkoofs[ai]\s+i(?:cc|c)i{1,2}tii|(?<![^\W\d_])koodii\s+i(?:cc|c)i{1,2}tii"
    r"|(?<![^\W\d_])(?:chimpu|jamasata|imata|jamasat)\s+jakhu\w*|(?<![^\W\d_])naba\s+(?:vuni|ni\s+PIN)"
    r"|(?<![^\W\d_])fika\s+(?:fufū|fufu|lilo|fakapulipuli)|(?<![^\W\d_])helu\s+huna|(?<![^\W\d_])numera\s+huna"
    r"|(?<![^\W\d_])(?:sikrit|sikret|hait)\s+namba|(?<![^\W\d_])namba\s+(?:hait|sikrit|sikret)"
    r"|(?<![^\W\d_])rhif\s+(?:PIN|cyfrinachol|cudd)|(?<![^\W\d_])cod\s+(?:PIN|cyfrinachol)\s+(?:y\s+|fy\s+)?cerdyn"
    r"|(?<![^\W\d_])PIN\s+(?:(?:y|fy|ei)\s+)?cerdyn|(?<![^\W\d_])uimhir\s+(?:PIN|r[úu]nda|r[úu]in)|(?<![^\W\d_])c[óo]d\s+r[úu]nda"
    r"|(?<![^\W\d_])(?:an\s+)?[àa]ireamh\s+(?:PIN|dh?[ìi]omhair)|(?<![^\W\d_])niverenn\s+(?:guzh|kuzh|PIN)"
    r"|(?<![^\W\d_])zenbaki\s+sekretu\w*|(?<![^\W\d_])PIN\s+zenbaki\w*|(?<![^\W\d_])(?:in-)?numru\s+(?:sigriet|tal-PIN|PIN)"
    r"|(?<![^\W\d_])leyninúmer\w*|(?<![^\W\d_])loyninummar\w*|(?<![^\W\d_])geheimzuel|(?<![^\W\d_])numri\s+sekret\w*"
    r"|(?<![^\W\d_])(?:numiru|numeru|numèro|nùmero|number)\s+se(?:k|c)ret[ou]\w*|(?<![^\W\d_])k[óo]digo\s+sekreto"
    r"|(?<![^\W\d_])(?:PIN|pin)\s+di\s+(?:karchi|kart[ai]|banko)|(?<![^\W\d_])namba\s+ya\s+hitho|(?<![^\W\d_])nambala\s+ya\s?chinsinsi"
    r"|(?<![^\W\d_])inambala\s+ya\s+nkama|(?<![^\W\d_])inimero\s+y['’]?ibanga|(?<![^\W\d_])gizlin\s+(?:kod|san)\w*"
    r"|(?<![^\W\d_])jimar[ae]\s+(?:ya\s+|y[êe]\s+)?(?:ne)?h[îi]n[îi]|(?<![^\W\d_])sekreta\s+numero"
    r"|(?<![^\W\d_])i-?phini(?:\s+(?:ye|ya|le|lo|ka)-?\w+)?|(?<![^\W\d_])(?:e-?)?phini\s+ya\s+\w+")
# A card's or wallet's PIN: the wallet's or card's name, then a PIN word within a few words.
_WALLET = (r"m-?pesa|ecocash|telebirr|bkash|nagad|gcash|paymaya|maya|wave|momo|mtn\s+momo|airtel\s+money|tigo\s?pesa"
           r"|orange\s+money|opay|palmpay|mobicash|vodafone\s+cash|jazzcash|easypaisa|zaad|evc(?:\s?plus)?|sahal|e-?dahab"
           r"|cbe\s+birr|hellocash|mpamba|airtel|ewallet|upi|uzcard|humo|payme|click|kaspi|khqr|aba|wing|truemoney")
_WALLET_PIN = (rf"(?<![^\W\d_])(?:{_WALLET})(?![^\W\d_])[^\d\n.;!?]{{0,16}}?(?<![^\W\d_])(?:m?pin|piini|phini|pini|ፒን)(?![^\W\d_])")
# Romanised Arabic, Persian, Urdu and Hindi: password, PIN and one-time-code words.
_ROMANISED = (
    r"(?<![^\W\d_])(?:k[ae]?l[ie]?m[ae]?[th]?|kalim[ae]t?|kilm[ae]t?|kelm[ae]t?|kalm[ae]t?|kelmit|kilmit)[\s\-]+"
    r"(?:(?:el|al|il|es|as|is|e)[\s\-]+)?s[ie]rr?(?:[iy]+[ae]?h?)?(?![^\W\d_])"
    r"|(?<![^\W\d_])(?:paswurd|baswurd|basswerd|baswerd|basword|paswerd|pasword|pass?word-y?e|pasvord-?e)(?![^\W\d_])"
    r"|(?<![^\W\d_])(?:r[au]?mz|ramz|rumuz|code|kod)[\s\-]+(?:(?:el|al|il|l|e|ye)[\s\-]+)?"
    r"(?:ta[h7](?:aq|a2|aqq|qq|a)[ou][q2]|ta[h7]a(?:kk|k)u?k|ta(?:2|'|’)?k[ie]+d|tak+eed|tf[ae]3[ie]l|taf[ae]3ul|otp"
    r"|s[ie]rr?[iy]+|sri|s[ie]rr?|sirri|[’'`]?ob(?:oo|u)r|ubur|kart\w*|dovv?om|ta'?id|ta2yeed)(?![^\W\d_])"
    r"|(?<![^\W\d_])r[ae](?:q|k|2|g)a?m[\s\-]+(?:(?:el|al|il|es|as)[\s\-]+)?s[ie]rr?[iy]+[ae]?h?(?![^\W\d_])"
    r"|(?<![^\W\d_])(?:rqm|nmra|nemra|nimra)\s+(?:s[ie]rr?[iy]+[ae]?|sri)(?![^\W\d_])"
    r"|(?<![^\W\d_])kalame(?:[\s\-]?(?:ye|e|-e))?[\s\-]+(?:['’]?ob(?:oo|u)r|ubur|ramz)(?![^\W\d_])"
    r"|(?<![^\W\d_])ramz[\s\-]?(?:am|esh|et|emun)(?![^\W\d_])"
    # Finglish: "ramz-e dar", "ramze kart", "ramz e gushi" (the ezafe names whose code it is), "ramz dar" before a thing
    r"|(?<![^\W\d_])ramz(?:-y?e|y?e|\s+y?e)(?![^\W\d_])"
    r"|(?<![^\W\d_])ramz(?=\s+(?:dar|darb|dare|kart|cart|gushi|gooshi|mobile|mobail|laptop|ghofl|gavsandogh|kompyuter|bank|email)(?![^\W\d_]))"
    r"|(?<![^\W\d_])(?:khufia|khufiya|khufya|gupt|gupta)\s+(?:code|kod|number|nambar|pin|sankhya|password|lafz)(?![^\W\d_])")
_CUE = _re(rf"(?i)(?P<n>{_SECRET_NUMBER}|{_WALLET_PIN})|(?P<r>{_ROMANISED})")
# The value: single digits spaced or dashed, or four to eight digits, a copula or class prefix glued before them.
_DIGITS = re.compile(r"(?:[^\W\d_]{1,4}-)?(?P<v>\d(?:[ \-.]\d){3,7}(?![\d])|\d{4,8}(?![\d]|[.,:/]\d))")
_TOKEN = re.compile(r"[\s:：=\-–—]*(?P<t>[^\s,;:：、，。]+)(?P<end>[,;:：、，。]?)")
# A word of romanised Arabic written with digits for letters ("taba3", "bta3t", "3ala", "ta2keed"): never the value.
_ARABIZI_WORD = re.compile(r"[a-z]*[235789][a-z]+[235789]?[a-z]*|[a-z]+[235789]")
# Words after the digits that make them money, a quantity, a time or an address.
_AFTER = _re(r"(?i)\s*(?:ming|mln|so['’]?m|birr|br\b|shilling\w*|naira|cedis?|rand|pesos?|tsh|ksh|usd|riyal|sar|jd|dinar|euro?s?"
             r"|dollars?|dola|rs\.?|rupees?|taka|tk\b|etb|%|kg|km|ml|mins?|minutes?|daqiq\w*|saat|sa3a|ghante|hours?|years?"
             r"|sana|sene|am\b|pm\b|ዓ\.?ም|ብር|ደቂቃ|ሰዓት|ដុល្លារ|រៀល|บาท|นาที)(?![^\W\d_])")
# Words between the cue and the value that make the number another: phone, order, merchant, till, postal.
_OTHER_BEFORE = _re(r"(?i)(?<![^\W\d_])(?:phone|simu|telefon\w*|jawal|mobile|order|talab|postal|bareed|bareedi|barid"
                    r"|posta|hotline|helpline|agent|wakala|till|paybill|merchant|ref\w*|ID|care"
                    # Finglish: a postcode, a year, a birth date ("ramze posti", "dar sal-e 1990")
                    r"|posti|sal(?:-?e)?|saal(?:-?e)?|tavalod\w*|tarikh\w*)(?![^\W\d_])"
                    r"|ስልክ|ቴሌ\s?ቁጥር|ទូរស័ព្ទ|โทร")


def _value(shown: str, cue: re.Match[str], romanised: bool) -> tuple[int, int] | None:
    """The span of the value within six words after `cue`, in its clause, or None."""
    at = cue.end()
    for _ in range(7):
        digits = _DIGITS.match(shown, at + len(shown[at:at + 8]) - len(shown[at:at + 8].lstrip(" \t:：=–—")))
        if digits is not None:
            end = digits.end("v")
            return None if _AFTER.match(shown, end) or quantity_after(shown, end) else digits.span("v")
        token = _TOKEN.match(shown, at)
        if token is None or "\n" in shown[at:token.start("t")]:
            return None
        word = token.group("t").rstrip(".!?")
        if romanised and password_shaped(word) and not _ARABIZI_WORD.fullmatch(word):
            return token.start("t"), token.start("t") + len(word)
        if _OTHER_BEFORE.fullmatch(word) or (any(c.isdigit() for c in word) and not _ARABIZI_WORD.fullmatch(word)) \
                or token.group("end") in (",", ";", "、", "，", "。") or word != token.group("t"):
            return None
        at = token.end()
    return None


# Substrings one of which every cue holds (lowercased): a text with none is passed over at once.
_CUE_STEMS = tuple("""
លេខ เลข รหัส ເລກ ቁጥ ቁጽሪ ژمارە مەخپىي яшерен йәшерен nomoro nomboro nomore lakkoofs koodii jakhu naba fika helu
numera namba rhif cerdyn uimhir rúnda runda ireamh niverenn zenbaki numru leynin loynin geheimzuel numri sekret secret
hitho chinsinsi nkama ibanga gizlin jimar phini pin piini ፒን kalim kalem kalm kelim kelem kelm klim klem klm kilm paswurd
baswurd basswerd baswerd basword paswerd pasword password-e password-ye pasvord rmz ramz rumz rumuz code kod raqam rakam ra2am ragam reqam
rekam rqm nmra nemra nimra kalame khufi khufy gupt
""".split())
_MERCHANT = re.compile(NOT_CREDENTIAL)


def word_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """A secret-number, wallet-PIN or romanised credential word, then its value (see the module's docstring)."""
    lowered = lower1(shown)
    if not any(c.isdigit() for c in shown) or not any(stem in lowered for stem in _CUE_STEMS):
        return
    for cue in _CUE.finditer(shown):
        span = _value(shown, cue, cue.group("r") is not None)
        if span is not None and not _MERCHANT.search(shown, max(0, cue.start() - 30), span[0]):
            yield ("password" if not shown[span[0]:span[1]].replace(" ", "").replace("-", "").isdigit() else "pin"), span


# The ATM and the verbs of typing a PIN into it, in about twenty-five languages.
_ATM = _re(r"(?i)(?<![^\W\d_])(?:ATM|bankoma[tc]\w*|банкомат\w*|cajero\w*|caixa\s+(?:eletr[oô]nico|autom[aá]tico)|multibanco"
           r"|distributeur|DAB|Geldautomat\w*|bancomat\w*|cây\s+ATM|sarraf\w*|صراف\w*|الصراف|ኤቲኤም|ATM['’\-]?\w{0,4})(?![^\W\d_])")
_TYPE_VERB = (r"(?:type|key\s+in|punch\s+in|put\s+in|enter|press|digita|digite|marca|marque|mete|pon|tape|tapez|compose"
              r"|saisis|tipp\w*|eintipp\w*|eingeben|ter|tering|teriladi|kirit\w*|bos|daal\w*|dalo|daba\w*|weka|ingiza"
              r"|masuk\w*|ketik|pencet|pindut\w*|i-?type|gir|girin|tuşla|набери|набирай|набрать|введи|вводи|ввести|wpisz"
              r"|wbij|bấm|nhập|saka|tẹ|faka|tinye|geli|gali|shyiramo|ektob|ikteb|iktib|dakhal|dakhel|dakhkhal|أدخل|ادخل|اكتب|ያስገቡ|አስገባ)")
_ATM_VALUE = _re(rf"(?i)(?:(?<![^\W\d_]){_TYPE_VERB}\s+(?:(?:the|el|o|la|le|den|il|ang|mo|yung|PIN|pin|code|kodni)\s+)?"
                 rf"(?P<v>\d{{4,6}})(?![\d]|[.,:/]\d)|(?<![\d.,])(?P<w>\d{{4,6}})(?:['’]?(?:ni|ü|u|yi|i|yu|ı|nı)|\s+ni)?\s+"
                 rf"{_TYPE_VERB}(?![^\W\d_]))")


def atm_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """Digits typed at an ATM: an ATM word, then within its clause the digits beside a verb of typing."""
    lowered = lower1(shown)
    if not may_match(_ATM, lowered):
        return
    for atm in _ATM.finditer(shown):
        end = min(len(shown), atm.end() + 60)
        stop = re.search(r"[.;!?\n。](?:\s|$)", shown[atm.end():end])
        for value in _ATM_VALUE.finditer(shown, atm.end(), atm.end() + stop.start() if stop else end):
            group = "v" if value.group("v") else "w"
            if not (_AFTER.match(shown, value.end(group)) or quantity_after(shown, value.end(group))):
                yield "pin", value.span(group)
                break


def mixed_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """Every reader of this module and of `secret_mixed_values`."""
    yield from word_spans(shown)
    yield from atm_spans(shown)
    yield from value_spans(shown)
    yield from lock_number_spans(shown)   # "taale ka number 4729", "taalar number 2291" (secret_lock_numbers)
    yield from finglish_code_spans(shown)   # "ramz-e gushi 482", "code dar 915" (secret_finglish_codes)
