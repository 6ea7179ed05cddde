"""Dead credentials: a password, PIN, door code, Wi-Fi key or API token the text says was changed, reset or revoked opens nothing now.

"old wifi password Lantern88 is dead, landlord reset the router", "הקוד הישן של השער היה 1212 אבל ועד הבית החליף
אותו", "الكود القديم للباب 2580 اتغير خلاص", "revoked the leaked token ghp_… already": the value named is the one that
stopped working, so it is no secret. Read in about forty languages (romanised Hindi and Arabic, Egyptian and Levantine
Arabic among them), two ways. An "old" credential (an "old / former / previous" word beside a credential word, three
words apart at most: "old wifi password", "la contraseña vieja", "旧的门禁密码") whose sentence, or the next one, says
it was changed, replaced, reset, revoked or deactivated, or that it no longer works or is dead; and a key or token
(no "old" needed) in the same clause as a past "revoked / deactivated / disabled / is dead". Blanked: the values
(tokens holding a digit) right after the credential, up to the clause's end or a word that brings the new value
("new", "now", "to", "neu", "nuevo", "الجديد", "改成"), or, with none after, right before it. So "old code 1212, new one
4821", "changed the old code 1212 to 4821" keep 4821 for the rules. Not read at all: a text that says the value is
still in use or not yet dead ("still works on the laptop", "I use it everywhere", "use it until Friday", "I'll change
it tomorrow", "noch", "todavía", "لسه", "abhi bhi"), a change verb negated or asked about ("hasn't been changed",
"was not revoked", "did they change it?"), a present or future verb ("to revoke", "deactivate the card"), a value
given as the new one ("changed my password to Tulip_88"), any text with a card's number or its CVV (a card in
full is still a card), and an "old" that names a device rather than the credential ("my old laptop's password is …",
"the password of my old phone"): the device may still be in use, so only a death said in the credential's own clause
counts ("my old phone's PIN 4477 was changed"; not "…, I changed the wifi one"). `still_live` is shared with `secret_public_stale`. Every pattern is bounded and linear.
"""

from __future__ import annotations

import re
from typing import Iterator

from .secret_lexicon import CUE
from .secret_public_words import _re, sentences

_B, _E = r"(?<![^\W\d_])", r"(?![^\W\d_])"   # word edges for scripts with spaces between words

# "Old", "former", "previous" (before or after the credential word).
_OLD = _re(
    rf"(?i){_B}(?:old|previous|former|earlier|prior|alte[nmrs]?|frühere[nmrs]?|vorherige[nmrs]?|bisherige[nmrs]?"
    r"|ehemalige[nmrs]?|ancien(?:ne)?|vieux|vieil(?:le)?|précédente?|viej[oa]s?|antigu[oa]s?|antig[oa]s?|anterior"
    r"|velh[oa]s?|vecchi[oa]|precedente|oude?|vorige|vroegere|eerdere|star[aeyi]|starego|starym|starą|poprzedni\w{0,3}"
    r"|star[éýá]|předchozí|původní|staru|stari|prethodn\w{0,3}|bivš\w{0,3}|eski|önceki|köhnə|vechi|vechiul|veche|vechea"
    r"|fostul|fosta|régi|korábbi|előző|vanh\w{0,3}|edellinen|entinen|gamla|gammal|gammalt|gamle|tidigare|tidligere"
    r"|förra|forrige|lama|sebelumnya|luma|lumang|dating|daan|karaan|zamani|awali|tsohon|tsohuwar|atijọ|atijo|ескі"
    r"|2adim|2adeem|2dim|2adime|adim|qadim|sabe2|purana|purani|purane|puraana|puraani|pichla|pichli|pehle\s?wal[aei]"
    r"|cũ)(?![^\W\d_])"
    r"|(?<![^\W\d_])(?:стар\w{1,4}|прежн\w{1,4}|предыдущ\w{1,4}|бывш\w{1,4}|попередн\w{1,4}|колишн\w{1,4}|предишн\w{1,4}"
    r"|παλι[όάοαού]\w{0,2}|προηγούμεν\w{1,2}|הישן|הישנה|ישן|ישנה|הקודם|הקודמת|קודם|קודמת|القديمة?|قديمة?|القديمه|السابقة?|الاولاني"
    r"|قدیمی|قدیم|قبلی|پرانا|پرانی|پرانے|پچھلا|پچھلی|पुराना|पुरानी|पुराने|पिछला|पिछली|जुना|जुनी|जुने|जुन्या"
    r"|আগের|পুরনো|পুরানো|পুরোনো|பழைய|முந்தைய|పాత|ಹಳೆಯ|പഴയ|જૂન[ોીું]|જુન[ોીું]|ਪੁਰਾਣ[ਾੀ]|የድሮ|የቀድሞ|አሮጌ\w{0,2})"
    r"|เก่า|เดิม|旧的?|舊的?|以前的?|原来的?|原來的?|之前的?|古い|以前の|前の|元の|예전|이전|옛날|기존")

# A word that brings the new value: the values after it are not the dead one.
_NEW = _re(
    rf"(?i){_B}(?:new|now|current|currently|latest|instead|to|into|by|with|neu\w{{0,3}}|jetzt|nun|aktuell\w{{0,3}}|auf|zu"
    r"|nouvel(?:le)?|nouveau|maintenant|désormais|actuel\w{0,3}|en|par|nuev[oa]s?|ahora|actual|a|por|para|pra"
    r"|nov[oa]s?|agora|atual|nuov[oa]|ora|adesso|attuale|nieuwe?|nu|huidige|naar|now\w{1,3}|teraz|na|teď|nyní"
    r"|sad|sada|yeni|artık|şimdi|ile|nou[aăl]?|acum|în|új|most|uusi|nyt|ny|nya|nye|nytt|nå|till|til|baru|sekarang"
    r"|kini|jadi|menjadi|ke|bago|ngayon|mpya|jipya|sasa|sabon|yanzu|tuntun|indi|jdid|jdide|gdid|gdida|dlwa2ti"
    r"|halla2|hala2|naya|nayi|naye|ab|mới|giờ|thành|sang)(?![^\W\d_])"
    r"|(?<![^\W\d_])(?:нов\w{0,4}|теперь|сейчас|тепер|зараз|сега|на|νέ\w{1,3}|καινούργι\w{1,2}|τώρα|חדשה?|החדשה?"
    r"|עכשיו|כעת|و?الجديدة?|و?جديدة?|و?الجديده|الحين|دلوقتي|هلق|هلأ|الآن|الان|صار|بقى|إلى|الى|جدید|جدیده|الان|حالا|نیا|نئی|نئے"
    r"|नया|नई|नए|अब|नवा|नवी|নতুন|এখন|புதிய|இப்போது|కొత్త|ಹೊಸ|പുതിയ|નવ[ોીું]|ਨਵ[ਾੀ]ਂ?|አዲስ|жаңа)"
    r"|新|现在|現在|改成|改为|改為|换成|換成|变成|變成|今は|に変更|새로운|새|지금|현재|ใหม่|ตอนนี้|→|->|=>")

# "But": a second thing follows ("… got reset but my gmail password is …").
_BUT = _re(
    r"(?i)but|however|aber|doch|mais|pero|sino|mas|porém|ma|però|maar|ale|lecz|но|але|ama|fakat|ancak|αλλά|dar|de|men"
    r"|mutta|אבל|بس|لكن|لكنه|bas|lekin|magar|لیکن|مگر|लेकिन|मगर|কিন্তু|ஆனால்|但|但是|でも|しかし|하지만|그런데|nhưng"
    r"|tapi|tetapi|lakini|amma|و?بعدين|وبس")

# A past change: changed, replaced, reset (negated just before, it does not count).
_CHANGED = _re(
    rf"(?i){_B}(?:changed|replaced|reset|swapped|rotated|updated|geändert|gewechselt|ersetzt|zurückgesetzt|erneuert"
    r"|ausgetauscht|changée?|modifiée?|remplacée?|réinitialisée?|cambiad[oa]|cambiaron|cambié|cambió|reemplazad[oa]"
    r"|restablecid[oa]|resete[óo]|resetearon|trocad[oa]|trocaram|troquei|trocou|mudad[oa]|mudaram|mudei|mudou"
    r"|alterad[oa]|substituíd[oa]|redefinid[oa]|resetad[oa]|cambiat[oa]|modificat[oa]|sostituit[oa]|reimpostat[oa]"
    r"|resettat[oa]|veranderd|gewijzigd|vervangen|gereset|zmienion\w{0,3}|zmienił\w{0,4}|zmieniliśmy|wymienion\w{0,3}"
    r"|zresetowan\w{0,3}|změněn\w{0,3}|změnil\w{0,3}|zmenen\w{0,3}|zmenil\w{0,3}|vyměněn\w{0,3}|promijenjen\w{0,3}"
    r"|promenjen\w{0,3}|promijeni\w{1,4}|promeni\w{1,4}|zamijenjen\w{0,3}|zamenjen\w{0,3}|değiştirildi|değişti"
    r"|değiştirdi\w{0,3}|sıfırlandı|yenilendi|dəyişdirildi|dəyişdi|schimbat\w{0,3}|schimbată|înlocuit\w{0,3}"
    r"|resetat\w{0,3}|megváltoz\w{0,6}|lecserél\w{0,6}|kicserél\w{0,6}|vaihdettu|vaihdettiin|vaihtoi|vaihdoin"
    r"|vaihdoimme|muutettu|muutettiin|nollattu|bytt|bytts|byttes|bytte|byttet|ändrat|ändrats|ändrades|ersatt"
    r"|återställ\w{0,3}|skiftet|ændret|endret|erstattet|nulstillet|tilbakestilt|diganti|diubah|direset|ditukar"
    r"|tukar|pinalitan|binago|giilisan|gi-ilisan|giusab|gibag-?o|gipulihan|imebadilishwa|limebadilishwa|ilibadilishwa|lilibadilishwa|imebadilika|limebadilika"
    r"|\w{1,3}mebadilisha|an\s+canza|an\s+chanza|ti\s+yipada|et8ayar|it8ayar|et8ayyar|t8ayar|8ayaro|8ayyaro|ghayaro"
    r"|8ayart|8ayarto|8ayyart|badal\s+(?:diya|di|diye|gaya|gayi|gaye|dala|chuke)|badla\s+gaya|badli\s+ho\s+gayi"
    r"|(?:change|reset)\s+(?:kar|kr)\s+(?:diya|di|diye)|(?:change|reset)\s+ho\s+(?:gaya|gayi)|đã\s+đổi|đổi\s+rồi"
    r"|đã\s+thay|thay\s+rồi|đã\s+được\s+đổi|đã\s+reset)(?![^\W\d_])"
    r"|(?<![^\W\d_])(?:сменил\w{0,3}|сменен\w{0,3}|смени\w{0,3}|поменял\w{0,3}|поменяли|изменен\w{0,3}|изменил\w{0,3}"
    r"|заменен\w{0,3}|заменил\w{0,3}|сброшен\w{0,3}|сбросил\w{0,3}|змінил\w{0,3}|змінено|змінив|замінил\w{0,3}|замінено"
    r"|скинул\w{0,3}|скинуто|промењен\w{0,3}|промијењен\w{0,3}|променен\w{0,3}|промени\w{0,3}|άλλαξ\w{1,3}|αλλάξαμε|αλλάχτηκε|αλλάχθηκε|αντικαταστάθηκε"
    r"|החליף|החליפו|החלפתי|החלפנו|הוחלף|הוחלפה|שינה|שינו|שיניתי|שינינו|שונתה?|אופס|איפסו|איפסתי|تم\s+تغيير\w{0,2}|تغير|تغيّر"
    r"|تغيرت|تغيّرت|غيرت|غيّرت|غيروا|غيّروا|غيرناه|غيرها|غيره|اتغير|اتغيّر|اتغيرت|تم\s+استبدال\w{0,2}|استبدل\w{0,2}"
    r"|عوض\s+(?:شد|کرد\w{0,3})|عوضش\s+کرد\w{0,3}|تغییر\s+(?:کرد|داد\w{0,3}|یافت)|ریست\s+شد|بدل\s+(?:دیا|دی|گیا|گئی)"
    r"|تبدیل\s+(?:کر\s+دیا|ہو\s+گیا)|बदल\s+(?:दिया|दी|गया|गई|चुके|चुका|चुकी)|बदला\s+गया|बदली\s+गई|बदलला|बदलली|बदलले"
    r"|পরিবর্তন\s+(?:করা\s+)?হয়েছে|বদলে\s+(?:দিয়েছি|দিয়েছে|গেছে)|বদলানো\s+হয়েছে|বদলেছি|மாற்றப்பட்டது|மாற்றிவிட்டேன்"
    r"|மாற்றிட்டேன்|மாத்திட்டேன்|மாற்றினோம்|మార్చాను|మార్చారు|మార్చబడింది|ಬದಲಾಯಿಸಲಾಗಿದೆ|ಬದಲಿಸಿದೆ|മാറ്റി"
    r"|બદલી\s+(?:નાખ્યો|દીધો)|બદલ્યો|બદલાઈ\s+ગયો|ਬਦਲ\s+(?:ਦਿੱਤਾ|ਗਿਆ)|ተቀይሯል|ቀይሬዋለሁ|өзгертілді|ауыстырылды)"
    r"|改了|已改|改掉了|换了|換了|已更换|已更換|更改了|已更改|已修改|修改了|重置了|已重置|変更済み|変更した|変更しました"
    r"|変えた|変えました|変わった|変わりました|リセットした|リセット済み|바뀌었|바꿨|변경됐|변경되었|변경함|변경\s?완료"
    r"|초기화\s?(?:됐|했|되었|함)|เปลี่ยนแล้ว|เปลี่ยนไปแล้ว|ถูกเปลี่ยน|รีเซ็ตแล้ว")

# A past revocation: revoked, deactivated, disabled, invalidated (a key or token needs no "old" with these).
_REVOKED = _re(
    rf"(?i){_B}(?:revoked|deactivated|disabled|invalidated|killed|deleted|cancell?ed|expired|widerrufen|deaktiviert"
    r"|gesperrt|gelöscht|abgelaufen|ungültig|révoquée?|désactivée?|supprimée?|expirée?|revocad[oa]|desactivad[oa]"
    r"|anulad[oa]|caducad[oa]|revogad[oa]|desativad[oa]|cancelad[oa]|revocat[oa]|disattivat[oa]|scadut[oa]"
    r"|ingetrokken|gedeactiveerd|uitgeschakeld|verlopen|unieważnion\w{0,3}|dezaktywowan\w{0,3}|wyłączon\w{0,3}"
    r"|zrušen\w{0,3}|deaktivován\w{0,3}|opozvan\w{0,3}|deaktiviran\w{0,3}|ukinut\w{0,3}|iptal\s+edildi|iptal\s+oldu"
    r"|geçersiz|revocat\w{0,3}|dezactivat\w{0,3}|visszavon\w{0,6}|letilt\w{0,6}|érvénytelen|peruttu|inaktiverad"
    r"|spärrad|deaktiveret|deaktivert|spærret|sperret|dicabut|dinonaktifkan|imefutwa|limefutwa|imezimwa|etla8a"
    r"|itla8a|mal8i|cancel\s+ho\s+gaya|band\s+kar\s+diya|đã\s+thu\s+hồi|vô\s+hiệu)(?![^\W\d_])"
    r"|(?<![^\W\d_])(?:отозван\w{0,3}|отозвал\w{0,3}|деактивирован\w{0,3}|отключен\w{0,3}|недействител\w{1,4}"
    r"|відкликан\w{0,3}|деактивован\w{0,3}|вимкнен\w{0,3}|деактивиран\w{0,3}|ακυρώθηκε|απενεργοποιήθηκε|בוטלה?|ביטלו"
    r"|ביטלתי|נחסם|נחסמה|تم\s+إلغاء\w{0,2}|ألغيت|أُلغي|ألغي|اتلغى|اتلغت|ملغي|ملغية|باطل|تم\s+تعطيل\w{0,2}|معطل|باطل\s+شد"
    r"|غیرفعال\s+شد|منسوخ|रद्द|निष्क्रिय|বাতিল|ரத்து|రద్దు)"
    r"|已吊销|吊销了|撤销了|已撤销|已停用|停用了|作废|失效|無効|失効|取り消し済み|폐기|비활성화\s?(?:됐|했|되었|함)|ยกเลิกแล้ว")

# Already dead in itself: "no longer works", "is dead", "ma 3ad yemshi", "כבר לא עובדת" (no negation check: it is one).
_GONE = _re(
    rf"(?i){_B}(?:(?:is|it'?s|'s|now|all)\s+dead|died|doesn'?t\s+work|does\s+not\s+work|don'?t\s+work|won'?t\s+work"
    r"|stopped\s+working|no\s+longer\s+(?:works|valid|working|active)|not\s+(?:valid|working|active)\s+any\s?more"
    r"|geht\s+nicht\s+mehr|funktioniert\s+nicht\s+mehr|gilt\s+nicht\s+mehr|ist\s+tot|ne\s+(?:marche|fonctionne)\s+plus"
    r"|n['’]est\s+plus\s+(?:valable|valide|bon)|ya\s+no\s+(?:sirve|funciona|vale|jala)|no\s+funciona|est[áa]\s+muert[oa]"
    r"|não\s+(?:funciona|serve)\s+mais|já\s+não\s+(?:funciona|serve)|não\s+funciona|non\s+(?:funziona|va)\s+più"
    r"|werkt\s+niet\s+meer|werkt\s+niet|(?:już\s+)?nie\s+działa|(?:už\s+)?nefunguje|(?:više\s+|vise\s+)?ne\s+radi"
    r"|artık\s+çalışmıyor|çalışmıyor|işləmir|nu\s+mai\s+(?:merge|funcționează|functioneaza|e\s+valabil\w{0,2})"
    r"|(?:már\s+)?nem\s+működik|már\s+nem\s+jó|(?:ei\s+enää|ei)\s+toimi|funkar\s+inte|fungerar\s+inte|virker\s+ikke"
    r"|fungerer\s+ikke|gäller\s+inte|gælder\s+ikke|gjelder\s+ikke|(?:sudah|udah|dah)\s+(?:tidak|gak|nggak|tak)\s+(?:berlaku"
    r"|bisa|boleh\s+(?:guna|pakai))|tidak\s+berlaku|tak\s+boleh\s+(?:guna|pakai)|hindi\s+na\s+gumagana"
    r"|di\s+na\s+gumagana|patay\s+na|haifanyi\s+kazi|halifanyi\s+kazi|haitumiki|baya\s+aiki|ko\s+sise\s+mo"
    r"|ma\s?3ad\s+(?:ye?shta8[ae]l|yemshi|ymshi|ye?msh|yefta7|ye2tah)|mesh\s+sha(?:8|gh)al|mish\s+sha(?:8|gh)al"
    r"|msh\s+sha(?:8|gh)al|ma\s+b(?:y|i)e?sht(?:a)?8[ae]l|mayenfa3sh|ma\s+byefta7|(?:ab\s+)?kaam\s+nahi\s+(?:karta|karti)"
    r"|(?:doesn['’]?t|does\s+not|won['’]?t|will\s+not|no\s+longer)\s+open(?:s)?(?:\s+(?:it|the\s+\w+))?(?:\s+any\s?more)?"
    r"|(?:is\s+|now\s+)?(?:null\s+and\s+)?void|öffnet\s+nicht\s+mehr|geht\s+nicht\s+mehr\s+auf|n['’]ouvre\s+plus|ya\s+no\s+abre"
    r"|não\s+abre\s+mais|já\s+não\s+abre|non\s+apre\s+più|gaat\s+niet\s+meer\s+open|(?:już\s+)?nie\s+otwiera|(?:już\s+)?nieważn\w{1,3}"
    r"|(?:už\s+)?neotev[řr]e|(?:už\s+)?neplatn\w{1,3}|(?:više\s+)?ne\s+otvara|nu\s+mai\s+deschide|(?:már\s+)?nem\s+nyit\w{0,3}"
    r"|ei\s+(?:enää\s+)?aukea|öppnar\s+inte|åpner\s+ikke|åbner\s+ikke|(?:artık\s+)?açmıyor|(?:sudah\s+|udah\s+)?(?:tidak|gak|nggak)\s+bisa\s+(?:di)?buka"
    r"|hindi\s+na\s+(?:bumubukas|gumagana)|dili\s+na\s+(?:mo\s+)?(?:abli|ablihan|gamit|mogana)|wala\s+na\s+(?:gamit|pulos)"
    r"|haifungui|halifungui|không\s+(?:còn\s+)?mở\s+được|nahi\s+khulta|nahi\s+khulti|"
    r"nahi\s+chalta|nahi\s+chalti|khatam\s+ho\s+gaya|không\s+(?:dùng\s+được|còn\s+dùng|còn\s+hiệu\s+lực)|hết\s+hiệu\s+lực)(?![^\W\d_])"
    r"|(?<![^\W\d_])(?:(?:больше\s+|уже\s+)?не\s+(?:действует|открывает|открывается)|(?:вже\s+|більше\s+)?не\s+(?:діє|відчиняє|відкриває|відчиняється)"
    r"|недійсн\w{1,3}|δεν\s+ανοίγει|(?:כבר\s+)?לא\s+(?:פותח|נפתח|נפתחת)|لا\s+يفتح|ما\s+يفتح|باز\s+نمی\u200c?کن\w{1,2}|नहीं\s+खुलता"
    r"|больше\s+не\s+(?:работает|действует)|уже\s+не\s+работает|не\s+работает|вже\s+не\s+працює|(?:више\s+)?не\s+ради"
    r"|більше\s+не\s+працює|не\s+працює|вече\s+не\s+работи|не\s+работи|δεν\s+(?:δουλεύει|λειτουργεί|ισχύει)"
    r"|(?:כבר\s+)?לא\s+(?:עובדת?|תקף|תקפה|פעילה?)|מת|מתה|لم\s+يعد\s+يعمل|لا\s+يعمل|ما\s+عاد\s+(?:يشتغل|يمشي|يفتح|شغال)"
    r"|مش\s+شغ[ّ]?ال|ما\s+بيشتغل|ما\s+بيفتح|مابيفتح|دیگه\s+کار\s+نمی\u200c?کنه|دیگر\s+کار\s+نمی\u200c?کند|کار\s+نمی\u200c?کنه"
    r"|کام\s+نہیں\s+کرتا|अब\s+काम\s+नहीं\s+करता|काम\s+नहीं\s+करता|आता\s+चालत\s+नाही|चालत\s+नाही|আর\s+কাজ\s+করে\s+না"
    r"|কাজ\s+করে\s+না|வேலை\s+செய்யாது|வேலை\s+செய்யவில்லை|పని\s+చేయదు|ಕೆಲಸ\s+ಮಾಡುವುದಿಲ್ಲ|പ്രവർത്തിക്കുന്നില്ല"
    r"|કામ\s+નથી\s+કરતો|ਕੰਮ\s+ਨਹੀਂ\s+ਕਰਦਾ|አይሰራም|істемейді)"
    r"|开不了|打不开|打不開|開かない|開かなくなった|안\s?열(?:림|려|리네|린다)|เปิดไม่ได้|不能用了|没用了|沒用了|不管用了|不好使了|用不了了|使えない|使えなくなった|안\s?돼|안\s?됨|더\s?이상\s?안|무효"
    r"|ใช้ไม่ได้")

# A negation right before a change verb: "hasn't been changed", "לא החליפו", "ما تغير", "没改".
_NOT = _re(
    r"(?i)(?:(?<![^\W\d_])(?:not|never|nicht|nie|pas|no|não|non|niet|ne|не|ні|δεν|nu(?=\s+(?:a|au|s-a|s-au|mai)\s)|nem|ei|inte|ikke|tidak|belum"
    r"|hindi|nahi|nahin|değil|chưa|không|לא|لم|ما|مش|لسه|نہیں|नहीं)(?![^\W\d_])|n't|没|沒|未|안|못|ไม่)[\s\w']{0,14}$")

# Still in use, or not dead yet: the whole text is left to the rules.
_LIVE = _re(
    rf"(?i){_B}(?:still|until(?!\s+(?:yesterday|last))|till|use\s+it|using\s+it|i\s+use|everywhere|reuse[ds]?|re-?used"
    r"|for\s+now|tomorrow|later|tonight|soon|will|gonna|going\s+to|need\s+to|have\s+to|has\s+to|must|should|please"
    r"|pls|plz|yet|hasn'?t|haven'?t|never|noch|morgen|später|muss|soll|bitte|encore|toujours|jusqu\w{0,2}|demain"
    r"|il\s+faut|todavía|aún|sigue|hasta|mañana|hay\s+que|tengo\s+que|ainda|continua|até|amanhã|preciso|tenho\s+que"
    r"|ancora|fino\s+a|domani|devo|bisogna|nog\s+steeds|morgen|moet|nadal|wciąż|jeszcze|jutro|muszę|trzeba|ještě|pořád"
    r"|stále|zítra|musím|još|uvijek|sutra|moram|hala|hâlâ|yarın|lazım|gerek|încă|până|mâine|trebuie|még|mindig"
    r"|holnap|kell|vielä|yhä|huomenna|täytyy|fortfarande|fortsatt|stadig|ännu|tills|imorgon|måste|masih|sampai"
    r"|besok|nanti|harus|perlu|akan|pa\s+rin|hanggang|bukas|kailangan|bado|hadi|kesho|lazima|lessa|lesa|lissa|bokra"
    r"|bukra|lazem|abhi\s+bhi|ab\s+bhi|abhi\s+tak|karna\s+(?:hai|padega)|vẫn|ngày\s+mai|phải"
    r"|same\s+as|überall|(?:be)?nutze|verwende|gleiche|partout|utilise|même|uso|usamos|para\s+todo|em\s+tudo"
    r"|igual|mesma|ovunque|overal|gebruik|wszędzie|używam|všude|svuda|koristim|peste\s+tot|folosesc|mindenhol"
    r"|kaikkialla|överallt|använder|overalt|bruger|bruker|her\s+yerde|kullanıyorum|sab\s+jagah|har\s+jagah"
    r"|mọi\s+nơi|di\s+mana-mana|kila\s+mahali)(?![^\W\d_])"
    r"|(?<![^\W\d_])(?:ещё|еще|надо|нужно|завтра|досі|треба|още|утре|трябва|ακόμα|ακόμη|μέχρι|αύριο|πρέπει|עדיין"
    r"|מחר|צריך|לשנות|לבטל|لسه|لسا|لسّه|لا\s+يزال|ما\s+زال|مازال|لازال|لحد|بكرة|بكره|بكرا|غدا|لازم|يجب|هنوز|فردا"
    r"|باید|ابھی\s+بھی|اب\s+بھی|ضروری|अभी\s+भी|अब\s+भी|करना\s+है|এখনও|এখনো|இன்னும்|நாளை|अजून|उद्या|везде"
    r"|использую|пользуюсь|всюди|використовую|בכל\s+מקום|في\s+كل\s+مكان|بستخدمه|بستعمله|همه\s+جا|ہر\s+جگہ|हर\s+जगह)"
    r"|还在|還在|仍|依然|明天|要改|得改|到处|都用|まだ|今でも|明日|どこでも|아직|여전히|내일|해야|어디서나|ยัง|พรุ่งนี้|ต้อง")

# A key or token word: with a past revocation beside it, no "old" is needed.
_KEY = _re(
    rf"(?i){_B}(?:(?:api|access|secret|private|ssh|deploy|personal\s+access)[ _\-]?(?:key|token)s?|keys?|tokens?"
    r"|pat|credentials?|app\s+password|schlüssel|clé|clave|chave|chiave|sleutel|klucz|anahtar(?:ı|i)?|kunci|khóa)(?![^\W\d_])"
    r"|(?<![^\W\d_])(?:ключ\w{0,3}|токен\w{0,3}|κλειδί|מפתח|טוקן|مفتاح|المفتاح|توكن|التوكن|کلید|توکن)|令牌|密钥|密鑰|キー|トークン|키|토큰")

# Credential words the shared cue table leaves out, bare: "الرمز", "šifra", "پن", "비번".
_MORE_CRED = _re(
    r"(?i)(?<![^\W\d_])(?:(?:ال)?رمز|(?:ال)?كود|كلمة\s+(?:ال)?سر|(?:ال)?باسورد|šifr\w{0,3}|sifr[aeu]|pin|پن|رمز|ኮድ"
    r"|пін\w{0,3}|пин\w{0,3}|код\w{0,3}|koodi\w{0,2}|kód\w{0,2}|কোড|কোডটা|nenosiri|lambar\s+sirri|jelszó|salasana|κωδικ\w{1,3}|பின்|పిన్|ಪಿನ್|പിൻ|પિન|ਪਿੰਨ)(?![^\W\d_])|비번|비밀번호|도어락(?:\s?번호)?|번호|密码|密碼|暗証番号|รหัส\w{0,6}")

# A thing the "old" word may describe instead of the credential: "my old laptop's password is …" (the laptop may still be
# in use, so the password is not dead unless its own clause says so).
_DEVICE = _re(
    r"(?i)(?:laptop|notebook|phone|cell(?:phone)?|mobile|smartphone|iphone|android|computer|pc|desktop|mac|macbook|tablet"
    r"|ipad|kindle|console|xbox|playstation|car|bike|handy|rechner|ordinateur|portable|téléphone|tel[ée]fono|móvil|movil"
    r"|celular|portátil|telefone|computador|cellulare|telefoon|telefon|komputer|mobil|puhelin|kännykkä|bilgisayar"
    r"|ponsel|hp|điện\s+thoại|máy\s+tính|simu|ноутбук\w{0,2}|телефон\w{0,2}|компьютер\w{0,2}|комп\w{0,3}|смартфон\w{0,2}"
    r"|טלפון|מחשב|هاتف\w{0,2}|الهاتف|جوال\w{0,2}|موبايل\w{0,2}|لابتوب\w{0,2}|گوشی|لپ\u200c?تاپ|फ़ोन|फोन|लैपटॉप)(?:['’]s)?(?![^\W\d_])"
    r"|手机|手機|电脑|電腦|携帯|スマホ|パソコン|폰|핸드폰|노트북|컴퓨터")

_CARD = re.compile(r"(?i)\b(?:cvv2?|cvc2?|csc|exp(?:iry|ires)?)\b|(?<!\d)\d{4}[ \-]?\d{4}[ \-]?\d{4}[ \-]?\d{1,7}(?!\d)")
_GAP = re.compile(r"[\s\-'’]*(?:[^\W\d_]+[\s\-'’]+){0,3}|[^\W\d_\s]{0,6}")   # three words, or six letters of CJK
_TOKEN = re.compile(r"[\u0e00-\u0e7f\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]+|[^\s\u0e00-\u0e7f\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]+")
_STRIP = ".,;:!?()[]{}\"'“”‘’«»،؛，、。：（）—–"
_CLAUSE_END = frozenset(",;،؛，、—–")


def still_live(text: str) -> bool:
    """Whether `text` says its value is still used, kept, or not dead yet ("still", "until", "tomorrow", "لسه"), or
    negates a change ("was not revoked", "לא החליפו")."""
    if _LIVE.search(text) is not None:
        return True
    return any(_NOT.search(text, max(0, verb.start() - 16), verb.start()) is not None
               for pattern in (_CHANGED, _REVOKED) for verb in pattern.finditer(text))


def credential_words(text: str, low: int, high: int) -> Iterator[tuple[int, int]]:
    """Spans of the credential words in `text[low:high]` (read by `secret_public_changed` too)."""
    return _credentials(text, low, high)


def death_words(text: str, low: int, high: int) -> list[tuple[int, int]]:
    """Spans of the change, revocation and "no longer works" phrases in `text[low:high]` that no negation right before
    takes back ("hasn't been changed" is none); read by `secret_public_changed`."""
    return [verb.span() for verb in _verbs(text, low, high)
            if _NOT.search(text, max(low, verb.start() - 16), verb.start()) is None]


def _credentials(text: str, low: int, high: int) -> Iterator[tuple[int, int]]:
    """Spans of the credential words in `text[low:high]` (the shared cue table, and the bare words it leaves out)."""
    for pattern in (CUE, _MORE_CRED):
        for found in pattern.finditer(text, low, high):
            if found.end() > found.start():
                yield found.span()


def _old_credentials(text: str, low: int, high: int) -> Iterator[tuple[int, int, tuple[int, int] | None]]:
    """Spans of "old" words with the credential words three words away at most, either side, in `text[low:high]`
    ("old alarm code" whole), and the "old" word's span where it comes after one ("كلمة السر القديمة")."""
    for old in _OLD.finditer(text, low, high):
        start, end, after = old.start(), old.end(), False
        for c_start, c_end in _credentials(text, max(low, old.start() - 40), min(high, old.end() + 40)):
            gap = text[c_end:old.start()] if c_end <= old.start() else text[old.end():c_start] if c_start >= old.end() else None
            if gap is not None and _GAP.fullmatch(gap):
                start, end, after = min(start, c_start), max(end, c_end), after or c_start < old.start()
        if (start, end) != old.span():
            yield start, end, old.span() if after else None


def _words(text: str, low: int, high: int) -> list[tuple[int, int, str]]:
    """(start, end, word stripped of its marks) for each word of `text[low:high]`, and a flag word "," at clause ends."""
    out: list[tuple[int, int, str]] = []
    for token in _TOKEN.finditer(text, low, high):
        raw = token.group()
        word = raw.strip(_STRIP)
        if word:
            skip = len(raw) - len(raw.lstrip(_STRIP))
            out.append((token.start() + skip, token.start() + skip + len(word), word))
        if raw[-1:] in _CLAUSE_END or (raw and not word and raw[0] in _CLAUSE_END):
            out.append((token.end(), token.end(), ","))
    return out


def _values_near(text: str, low: int, high: int, start: int, end: int) -> list[tuple[int, int]]:
    """The values after a credential phrase at `start:end` up to the clause's end, a "but", a change verb or a word
    bringing the new value; with none, those right before it (same bounds). Three at most each way."""
    stop = min([high, end + 90] + [verb.start() for verb in _verbs(text, end, high)])
    found = _take(_words(text, end, stop))
    if not found:
        begin = max([low, start - 50] + [verb.end() for verb in _verbs(text, low, start)])
        found = _take(_words(text, begin, start)[::-1])
    return found


def _verbs(text: str, low: int, high: int) -> list[re.Match[str]]:
    """The change, revocation and "no longer works" phrases in `text[low:high]`."""
    return [verb for pattern in (_CHANGED, _REVOKED, _GONE) for verb in pattern.finditer(text, low, high)]


def _take(words: list[tuple[int, int, str]]) -> list[tuple[int, int]]:
    """The digit-holding words of `words` (in reading order from the credential) until a clause end or a new value."""
    out: list[tuple[int, int]] = []
    for start, end, word in words:
        if word == "," or _NEW.match(word) is not None or _BUT.fullmatch(word) is not None or len(out) == 3:
            break
        if any(c.isdigit() for c in word) and len(word) <= 80:
            out.append((start, end))
    return out


def _dead(text: str, low: int, high: int, strong_only: bool = False) -> bool:
    """Whether `text[low:high]` says a credential died: gone in itself, or revoked or (not `strong_only`) changed with
    no negation just before, in a sentence that is not a question."""
    for low_s, high_s in sentences(text[low:high]):
        a, b = low + low_s, low + high_s
        if text[b:b + 1] == "?" or "?" in text[a:b]:
            continue
        if not strong_only and _GONE.search(text, a, b):
            return True
        for pattern in (_REVOKED,) if strong_only else (_REVOKED, _CHANGED):
            for verb in pattern.finditer(text, a, b):
                bare = not text[a:verb.start()].strip() and verb.group().lower() == "reset"   # "reset the old PIN"
                if not bare and _NOT.search(text, max(a, verb.start() - 16), verb.start()) is None:
                    return True
    return False


def _keys_revoked(text: str, low: int, high: int) -> Iterator[tuple[int, int]]:
    """Spans of key or token words in a sentence with a past revocation or "is dead" (no "old" word needed)."""
    if _dead(text, low, high, strong_only=True) or re.search(r"(?i)\b(?:is|it'?s|'s)\s+dead\b", text[low:high]):
        yield from (key.span() for key in _KEY.finditer(text, low, high))


def dead_credential_spans(text: str) -> Iterator[tuple[int, int]]:
    """Spans of the values `text` says belong to a credential that was changed, reset or revoked (see the docstring)."""
    spans = list(_dead_spans(text))
    if spans and _CARD.search(text) is None and not still_live(text):   # the costlier vetoes, once something is read
        yield from spans


def _old_device(text: str, start: int, end: int, low: int, high: int, seen: dict[tuple[int, int], bool]) -> bool:
    """Whether the "old" of the phrase at `start:end` names a device ("my old laptop's password", "the password of my
    old phone") and the credential's own clause says nothing died: the device may still be in use. `seen` keeps each
    clause's answer."""
    if _DEVICE.search(text, start, min(high, end + 16)) is None:
        return False
    marks = [i for i in range(low, high) if text[i] in _CLAUSE_END]
    clause = (max([low] + [i + 1 for i in marks if i < start]), min([high] + [i for i in marks if i >= end]))
    if clause not in seen:
        seen[clause] = not _dead(text, *clause)
    return seen[clause]


def _dead_spans(text: str) -> Iterator[tuple[int, int]]:
    """The spans `dead_credential_spans` yields, before the vetoes of the whole text."""
    bounds = list(sentences(text))
    for index, (low, high) in enumerate(bounds):
        scope_high = bounds[index + 1][1] if index + 1 < len(bounds) else high
        seen: dict[tuple[int, int], bool] = {}
        pairs = [pair for pair in _old_credentials(text, low, high) if not _old_device(text, *pair[:2], low, high, seen)]
        if pairs and _dead(text, low, scope_high):
            for start, end, old_after in pairs:
                yield from _values_near(text, low, high, start, end)
                if old_after is not None:   # "كلمة السر القديمة": the rules would read the "old" word as the password
                    yield old_after
            for verb in _verbs(text, low, scope_high):   # romanised Arabic spells with digits ("mesh sha8al")
                yield from ((a, b) for a, b, word in _words(text, *verb.span()) if any(c.isdigit() for c in word))
        elif not pairs and any(c.isdigit() for c in text[low:high]):
            for start, end in _keys_revoked(text, low, high):
                yield from _values_near(text, low, high, start, end)
