"""What planted orders say beyond the first ten languages: permission grants to "the assistant", greetings to an AI
with a request, and secrecy about "this note" in tr, vi, id, nl, pl, sv, ar, hi, th (and the others where missing).

These families read as orders whoever writes them down: a user's own rule says "you" and never grants a third-party
"assistant" leave to act without the user's confirmation, never opens with "Dear AI," and never asks that the user be
kept from a note. `injection.py` runs MORE_LATIN with the Latin-script families of `injection_patterns` (on casefolded,
look-alike-folded views) and MORE_NATIVE with the native-script ones (on the text as written).
"""

from __future__ import annotations

import re

from .injection_patterns import ADDRESSED, AUTHORITY, EXFILTRATION, SECRECY, _SENT_TO, F, _rx

# An AI as a third party ("the assistant", "l'agent", "o assistente", "asistan", "trợ lý").
_AI_PARTY = (r"(?:assistant\w*|asistente\w*|assistente\w*|assistent\w*|agent\w*|agente\w*|agen|asisten|asystent\w*|"
             r"asistan\w*|trợ\s+lý|ai|ia|ki|ии|bot|model|modèle|modelo|modello|modell)")
_PERMITTED = (r"(?:may|can|is\s+(?:now\s+)?(?:allowed|permitted|authori[sz]ed|free|cleared)|has\s+(?:permission|"
              r"authori[sz]ation)|peut|est\s+(?:d[ée]sormais\s+)?autoris[ée]e?|a\s+le\s+droit|puede|est[áa]\s+"
              r"autorizad[oa]|pode|est[áa]\s+autorizad[oa]|tem\s+permiss[ãa]o|darf|kann|ist\s+berechtigt|pu[òo]|"
              r"[èe]\s+autorizzat[oa]|mag|kan|boleh|dapat|diizinkan|mo[żz]e|wolno|ma\s+prawo|yapabilir|\w+abilir|"
              r"\w+ebilir|được\s+phép|có\s+thể|får)")
_WITHOUT = (rf"(?:without|sans|sin|sem|ohne|senza|zonder|tanpa|bez|utan|olmadan|mà\s+không|không\s+cần)\s+{F}"
            r"(?:confirm\w*|approv\w*|permission|consent\w*|asking|checking|demander|pedir|chiedere|r[üu]ckfrage|"
            r"zustimmung|best[äa]tigung|erlaubnis|bevestiging|toestemming|konfirmasi|izin|persetujuan|"
            r"potwierdzeni\w*|zgody|onay\w*|izni\w*|xác\s+nhận|đồng\s+ý|godk[äa]nn\w*|bekr[äa]ftelse|"
            r"autoriza[çc][ãa]o|confirma[çc][ãa]o|confirmaci[óo]n|permiso|conferma|autorizzazione|accord)")
# The user as a third party, subject of "wants you to".
_USER_SUBJECT = (r"(?:the\s+user|l['’]utilisateur|el\s+usuario|o\s+usu[áa]rio|der\s+(?:nutzer|benutzer)|l['’]utente|"
                 r"de\s+gebruiker|pengguna|kullan[ıi]c[ıi]|người\s+dùng)")

MORE_LATIN: tuple[tuple[str, re.Pattern[str]], ...] = (
    # -- a permission granted to the assistant, to act without the user's confirmation
    (AUTHORITY, _rx(rf"\b{_AI_PARTY}\b,?\s+{F}{_PERMITTED}\b.{{0,80}}?\b{_WITHOUT}|\basistan\w*\b.{{0,60}}?"
                    r"\b(?:onay\w*|izn\w*|izin\w*)\s+(?:almadan|olmadan|al[ıi]nmadan|sormadan|beklemeden)\b")),
    (AUTHORITY, _rx(rf"\b(?:skip|bypass|circumvent|disable|turn\s+off)\s+{F}(?:safety|security)\s+(?:checks?|"
                    r"restrictions?|confirmations?|guardrails|filters?|reviews?)\b|\byou\s+(?:have\s+been|were|are\s+"
                    r"now)\s+(?:granted|given)\s+(?:full\s+|unrestricted\s+)?(?:admin|administrator|root|elevated)\b")),
    # -- "Dear AI, please …" (a greeting to an AI opening the text or a sentence)
    (ADDRESSED, _rx(r"(?:^|[.!?;]\s)\s*(?:dear|cher|ch[èe]re|chers|ch[èe]res|estimad[oa]s?|querid[oa]s?|prezad[oa]s?|"
                    r"car[oa]|cari|gentile|liebe[rs]?|sehr\s+geehrte[rs]?|geachte|beste|drog[ai]|szanown[yae]|"
                    r"sevgili|say[ıi]n|k[íi]nh\s+g[ửu]i|kepada|yth\.?|b[äa]sta|k[äa]ra)\s+(?:\S+\s+){0,2}?"
                    r"(?:ia|ai|ki|assistant\w*|asistente\w*|assistente\w*|assistent\w*|agents?|agentes?|agenten|"
                    r"yapay\s+zek[âa]\w*|asistan\w*|trợ\s+lý|asisten|asystent\w*|mod[èe]le\w*|sprachmodell\w*|"
                    r"chatbot\w*|llm)\b")),
    (ADDRESSED, _rx(r"\byapay\s+zek[âa]\s+asistan\w*|\bg[ửu]i\s+(?:các\s+)?(?:trợ\s+lý|agent)\b|"
                    r"\bdành\s+cho\s+(?:các\s+)?(?:trợ\s+lý|agent|ai)\b|"
                    r"\b(?:untuk|kepada)\s+(?:para\s+)?(?:asisten|agen)\s+(?:ai|kecerdasan)|"
                    r"\b(?:voor|aan)\s+(?:de\s+)?(?:ai-assistent|ai-agent)\w*|\bdla\s+(?:asystent\w*|agent\w*)\s+ai\b|"
                    r"\btill\s+ai-assistent\w*")),
    # -- the user as a third party who "wants you to send" something somewhere
    (EXFILTRATION, _rx(rf"\b{_USER_SUBJECT}\s+(?:\S+\s+){{0,2}}?(?:wants|would\s+like|veut|voudrait|quiere|quer|"
                       rf"m[öo]chte|will|vuole|wil|ingin|mau)\s+(?:que\s+|dass\s+|che\s+|dat\s+)?(?:you|tu|vous|"
                       rf"voc[êe]|t[úu]|du|je|anda)\b.{{0,80}}?{_SENT_TO}")),
    # -- secrecy about "this note", or keeping something from the user
    (SECRECY, _rx(r"\bkullan[ıi]c[ıi]ya\s+(?:\S+\s+){0,4}?(?:s[öo]yleme|bahsetme|s[öo]z\s+etme|anlatma|g[öo]sterme|"
                  r"belirtme|a[çc][ıi]klama)\b|\bbu\s+(?:not|mesaj|talimat)\w*\s+(?:\S+\s+){0,3}?(?:bahsetme|"
                  r"s[öo]z\s+etme|s[öo]yleme)\b")),
    (SECRECY, _rx(r"\b(?:đừng|không\s+được|chớ)\s+(?:\S+\s+){0,3}?(?:nói|kể|tiết\s+lộ|nhắc|đề\s+cập|cho\s+biết|báo)"
                  r"\s+(?:\S+\s+){0,3}?(?:với|cho)\s+người\s+dùng|\b(?:đừng|không\s+được|chớ)\b.{0,40}?"
                  r"(?:ghi\s+chú|tin\s+nhắn|chỉ\s+dẫn|lời\s+nhắn)\s+này")),
    (SECRECY, _rx(r"\bjangan\s+(?:\S+\s+){0,3}?(?:beri\s*tahu|memberi\s*tahu|memberitahu|katakan|sebutkan|kasih\s+"
                  r"tahu|ceritakan)\s+(?:\S+\s+){0,2}?pengguna|\bjangan\s+(?:\S+\s+){0,4}?(?:catatan|pesan)\s+ini\b")),
    (SECRECY, _rx(r"\b(?:vertel|zeg|meld)\s+(?:\S+\s+){0,3}?de\s+gebruiker\s+(?:\S+\s+){0,3}?(?:niet|niets|nooit)\b|"
                  r"\bniets\s+tegen\s+de\s+gebruiker|\b(?:deze\s+notitie|dit\s+bericht)\s+(?:\S+\s+){0,3}?(?:niet|"
                  r"nooit)\s+(?:vermelden|noemen)")),
    (SECRECY, _rx(r"\bnie\s+(?:\S+\s+){0,2}?(?:m[óo]w|wspominaj|informuj|zdradzaj)\w*\s+(?:\S+\s+){0,3}?"
                  r"(?:u[żz]ytkownik\w*|o\s+(?:tej|tym)\s+(?:notatce|wiadomo[śs]ci|poleceniu))")),
    (SECRECY, _rx(r"\b(?:ber[äa]tta|s[äa]g|n[äa]mn)\s+(?:\S+\s+){0,3}?(?:inte|aldrig)\s+(?:\S+\s+){0,2}?"
                  r"(?:f[öo]r\s+|till\s+)?anv[äa]ndaren|\b(?:s[äa]g|ber[äa]tta)\s+inget\s+till\s+anv[äa]ndaren")),
    (SECRECY, _rx(r"\bnunca\s+(?:\S+\s+){0,2}?(?:comente|conte|diga|mencione)\s+(?:nada\s+)?(?:com|ao|para)\s+o\s+"
                  r"usu[áa]rio")),
)

MORE_NATIVE: tuple[tuple[str, re.Pattern[str]], ...] = (
    # -- permission grants
    (AUTHORITY, _rx(r"(?:助手|助理|AI|代理)[^。！!]{0,12}?(?:可以|能够|有权|被允许|获准|允许)[^。！!]{0,24}?(?:无需|不需要?|不必|"
                    r"不用|不征求|未经)|(?:跳过|绕过)[^。！!]{0,10}?(?:安全|审核|确认)|(?:已|已经)?(?:被授予|获得)[^。！!]{0,6}?"
                    r"(?:管理员|最高|root)\s*(?:权限|授权)")),
    (AUTHORITY, _rx(r"(?:アシスタント|エージェント|AI)[^。]{0,16}?(?:確認|承認|許可|同意)(?:なし|なく|を得ずに|を取らずに)|"
                    r"(?:어시스턴트|에이전트|AI|비서)\S*\s+(?:\S+\s+){0,3}?(?:확인|승인|동의|허락)\s*없이|"
                    r"보안\s*(?:확인|검사|점검)\S*\s*(?:\S+\s+){0,3}?건너뛰|관리자\s*권한이?\s*부여")),
    (AUTHORITY, _rx(r"(?:يحق|يُسمح|يسمح|مسموح|يجوز)\s+(?:\S+\s+){0,1}?(?:لل|ل)?مساعد[^.]{0,80}?(?:دون|بدون)\s+"
                    r"(?:\S+\s+)?(?:موافقة|تأكيد|إذن)|सहायक[^।]{0,60}?(?:अनुमति|पुष्टि|सहमति)\s+(?:के\s+)?बिना|"
                    r"ผู้ช่วย.{0,40}?โดยไม่ต้อง(?:ขอ)?(?:การ)?(?:ยืนยัน|อนุญาต)|(?:ассистент|помощник|агент|ии)\w*\s+"
                    r"(?:\S+\s+){0,2}?(?:разрешено|может|вправе|можно)[^.]{0,60}?без\s+(?:\S+\s+)?(?:подтвержд|"
                    r"соглас|разрешени)")),
    # -- greetings to an AI with a request
    (ADDRESSED, _rx(r"(?:亲爱的|尊敬的)\s*(?:AI|人工智能)?\s*(?:助手|助理|代理)|"
                    r"(?:AI|ＡＩ)\s*(?:アシスタント|エージェント)?\s*(?:様|さま|殿|各位)|エージェント(?:へ|各位|の皆さん)|"
                    r"AI\s*(?:어시스턴트|에이전트|비서|모델)?\s*님|에이전트\s*(?:에게|께|님)|"
                    r"(?:عزيزي|عزيزتي|أيها)\s+(?:ال)?(?:مساعد|ذكاء)|(?:إلى|لل)\s*مساعد\s+الذكي|"
                    r"प्रिय\s+(?:AI|एआई)|(?:AI|एआई)\s+सहायक\s+के\s+लिए|पढ़ने\s+वाले\s+(?:AI|एआई)|"
                    r"(?:เรียน|ถึง)\s*(?:ผู้ช่วย\s*)?AI|(?:дорогой|уважаемый)\s+(?:ии|ассистент)")),
    # -- secrecy towards the user / about this note
    (SECRECY, _rx(r"لا\s+(?:تخبر|تُخبر|تذكر|تُعلم|تعلم|تبلغ|تُبلغ|تكشف)\s+(?:\S+\s+){0,2}?(?:ال)?مستخدم|"
                  r"لا\s+[^.]{0,40}?(?:هذه\s+الملاحظة|هذه\s+الرسالة|هذه\s+التعليمات)|"
                  r"उपयोगकर्ता\s+को\s+(?:\S+\s+){0,4}?(?:मत|न|नहीं)\s+(?:बताओ|बताएं|बताएँ|बताना)|"
                  r"(?:इस|यह)\s+(?:नोट|संदेश|निर्देश)\S*\s+(?:\S+\s+){0,6}?(?:मत|न|नहीं)\s+(?:बताओ|बताना|बताएं|बताएँ)|"
                  r"อย่า\S{0,10}(?:บอก|แจ้ง)\S{0,6}ผู้ใช้|(?:请勿|不要|别)\s*(?:向|对|跟)用户(?:提起|提及|透露|说)|"
                  r"(?:この|これらの)(?:メモ|指示|メッセージ)のこと[^。]{0,10}ユーザー")),
)
