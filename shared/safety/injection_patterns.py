"""What planted instructions say, per family and language: the regular expressions behind `injection_reason`.

Each family is a concept (override earlier instructions, talk to "AI assistants reading
this", keep a secret from the user, switch persona, pipe a download into a shell, call a
tool, send credentials somewhere, template tokens, fake role turns) written out for en, fr,
es, de, pt, it, ru, ja, ko and zh. Latin-script patterns run on casefolded text with
look-alike letters folded; the others run on the text as written. Patterns anchor on
what an ordinary user rule never needs ("previous instructions", "this note", "the user"
as a third party, a destination for credentials), not on bossy words like "always".
"""

from __future__ import annotations

import re

F = r"(?:\S+\s+){0,6}?"          # bounded filler between key words
_AI = (r"(?:ai|a\.i\.|llms?|large\s+language\s+models?|language\s+models?|chatbots?|gpts?|(?:automated|automatic|"
       r"autonomous|coding)\s+(?:assistants?|agents?)|ai\s+(?:assistants?|agents?|"
       r"models?|systems?)|assistants?|agents?|bots?)")

_AI_NAME = r"(?:ai|a\.i\.|llms?|claude|chatgpt|gpt(?:-\d)?|gemini|copilot|hermes)"
_USER3 = (r"(?:the\s+user|user's|users'|l['’]utilisateur|del\s+usuario|do\s+usu[áa]rio|dell['’]utente|"
          r"des\s+(?:nutzers|benutzers|anwenders))")
_PREFS = (r"(?:preferences?|pr[ée]f[ée]rences?|preferencias?|prefer[êe]ncias?|preferenze|settings|wishes|"
          r"requests|choices|"
          r"formatting|vorgaben|w[üu]nsche|einstellungen|pr[äa]ferenzen)")


def _rx(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern, re.IGNORECASE)


OVERRIDE = "ignore instructions"
ADDRESSED = "addressed to an AI reader"
SECRECY = "secrecy or deception"
PERSONA = "persona switch"
SHELL = "shell command injection"
TOOL_CALL = "tool-call syntax"
EXFILTRATION = "exfiltration"
TEMPLATE = "chat template token"
ROLE_TURN = "fake role turn"
AUTHORITY = "false authority or consent"
STEERING = "steers the user or the memory"

# Sensitive things and destinations (for exfiltration).
_SENSITIVE = (r"(?:address\s+book|contacts?\s+list|contact\s+list|passwords?|passphrases?|api[\s_-]*keys?|"
              r"access\s+keys?|credentials?|secrets?|tokens?|\.env\b|id_rsa|"
              r"~/\.ssh|~/\.aws|ssh\s+keys?|private\s+keys?|(?:conversation|chat)\s+history|cookies?|"
              r"mots?\s+de\s+passe|identifiants|cl[ée]s?\s+(?:api|priv[ée]es?)|contrase[ñn]as?|claves?\s+api|"
              r"credenciales|"
              r"historial|passw[öo]rter|zugangsdaten|schl[üu]ssel|senhas?|chaves?\s+api|credenciais|chiavi\s+api|"
              r"credenziali|парол\w*|ключ\w*|учётн\w*|токен\w*|パスワード|apiキー|認証情報|秘密鍵|履歴|"
              r"비밀번호|api\s*키|인증\s*정보|密码|密钥|api\s*密钥|凭证|聊天记录|"
              r"~/\.[\w./-]+|(?:conversation|chat)\s+(?:logs?|records?|transcripts?)|(?:every|all)\s+(?:\w+\s+)?"
              r"(?:emails?|messages?|conversations?)\b|historique|chatverlauf|verlauf|cronologia|истори\w+\s+(?:чата|"
              r"переписки|диалога|сообщений)|переписк\w+|会話(?:の)?履歴|대화\s*기록|对话记录|会话记录)")
_DESTINATION = (r"(?:https?://\S+|\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b|\b\d{1,3}(?:\.\d{1,3}){3}(?::\d+)?\b|"
                r"\+\d{7,15}\b|webhook|(?:into|in)\s+your\s+(?:next\s+)?(?:reply|answer|response|output)|"
                r"en\s+tu\s+pr[óo]xima\s+respuesta|dans\s+ta\s+(?:prochaine\s+)?r[ée]ponse|"
                r"\b(?:paste|post|put|dump)\s+(?:them|it|those|these)\s+here\b|\bsend\s+(?:them|it)\s+to\s+me\b|"
                r"\bsend\s+me\b)")

# A pipe into a shell or interpreter is an order to run whatever comes down it. What a user notes down is an
# installer over HTTPS from a named host ("curl -fsSL https://sh.rustup.rs | sh"); what a planted order pipes is
# anything else (plain http, a bare IP, a local echo/base64), a download chained onto other commands ("; curl … | sh"),
# or a snippet to prepend ("`curl …|sh;`").
_TO_SHELL = r"\|\s*(?:sudo\s+)?(?:-\w+\s+)?(?:(?:ba|z|da|k|fi)?sh|python3?|perl|ruby|node)\b"
# No download before the pipe on its line (echo, cat, base64 …), a download not over HTTPS, or HTTPS to a bare IP.
_PIPED_SOURCE = (r"(?:(?m:^)(?:(?!\b(?:curl|wget)\b)[^\n])*?|\b(?:curl|wget)\b(?:(?!https://)[^|\n]){0,300}?|"
                 r"\b(?:curl|wget)\b[^|\n]{0,300}?https://\d{1,3}(?:\.\d{1,3}){3}\b[^|\n]{0,200}?)")
_CHAINED_DOWNLOAD = r"(?:[;&`]|\|\|)\s*(?:sudo\s+)?(?:curl|wget)\b[^|\n]{0,300}?"

# A destination after a sensitive thing, unless it is where a message comes from ("… email comes from no-reply@…").
# … nor where a download comes from ("Repo key: curl -fsSL https://…/key.gpg | gpg --dearmor"): the URL right after
# curl/wget or one of its short options is what is fetched, not where something is sent.
_FETCHED = (r"(?<!\bcurl )(?<!\bwget )(?<! -[a-z] )(?<! -[a-z]{2} )(?<! -[a-z]{3} )(?<! -[a-z]{4} )(?<! -[a-z]{5} )"
            r"(?<! -qo- )")
_SENT_TO = rf"(?<!\bfrom )(?<![\w.+-]){_FETCHED}{_DESTINATION}"

# A sensitive word that only qualifies another noun ("token usage report", "API keys rotation reminder", "password
# policy") names no secret being sent.
_MODIFIES_NOT = (r"(?![a-z0-9_])(?!\s+(?:usage|reports?|rotation|reminders?|summary|summaries|banner|polic(?:y|ies)|limits?|count|"
                 r"budget|expiry|expiration|format|naming|names?|length|requirements?|docs?|documentation|page)\b)")

LATIN: tuple[tuple[str, re.Pattern[str]], ...] = (
    # -- override earlier instructions
    (OVERRIDE, _rx(rf"\b(?:ignore|disregard|forget|override|bypass|skip|set\s+aside|drop|abandon|discard)\s+{F}"
                   rf"(?:previous|prior|above|earlier|preceding|all|any|your|the|system|existing|original|initial)\s+"
                   rf"{F}(?:instructions?|prompts?|rules|guidelines|directives|guardrails|constraints|"
                   rf"programming|orders)")),
    (OVERRIDE, _rx(r"\bforget\s+(?:about\s+)?everything\s+(?:you(?:'ve|\s+have|\s+were|\s+was)?\s+(?:been\s+)?"
                   r"(?:told|taught|given)|above|before)")),
    (OVERRIDE, _rx(r"\b(?:new|updated|real|actual|hidden|true)\s+(?:system\s+)?instructions?\s*(?:are|is)?\s*[:\-]")),
    (OVERRIDE, _rx(r"\b(?:instructions?|rules|guidelines)\s+(?:above|before\s+this)\s+(?:are|is)\s+"
                   r"(?:outdated|void|obsolete|cancell?ed|invalid|wrong|revoked)")),
    (OVERRIDE, _rx(r"\bsystem\s+(?:prompt\s+)?(?:override|instructions?\s+override)|\b(?:print|show|reveal|output|"
                   rf"display|repeat|leak|dump)\s+{F}(?:system\s+prompt|initial\s+prompt|hidden\s+rules)")),
    (OVERRIDE, _rx(rf"\b(?:ignore[sz]?|oublie[sz]?|ne\s+tenez\s+pas\s+compte|ne\s+tiens\s+pas\s+compte|fai(?:s|tes)\s+"
                   rf"abstraction)\s+{F}(?:instructions|consignes|r[èe]gles|directives|prompt)")),
    (OVERRIDE, _rx(rf"\b(?:ignora[nr]?|ignore[n]?|olvid[ae]n?|descarta|omite|haz\s+caso\s+omiso)\s+{F}"
                   rf"(?:instrucciones|reglas|indicaciones|directrices|[óo]rdenes|instru[çc][õo]es|regras|diretrizes|"
                   rf"istruzioni|regole|direttive)")),
    (OVERRIDE, _rx(rf"\b(?:esque[çc]a|desconsidere|dimentica(?:te)?|trascura)\s+{F}"
                   rf"(?:instru[çc][õo]es|regras|diretrizes|istruzioni|regole|direttive|indicazioni)")),
    (OVERRIDE, _rx(rf"\b(?:ignorier\w*|vergiss|vergessen\s+sie|missacht\w*|[üu]bergeh\w*)\s+{F}"
                   rf"(?:anweisungen|instruktionen|regeln|vorgaben|richtlinien|befehle|prompt)")),
    (OVERRIDE, _rx(r"\b(?:ton|tu|deinen?|seu|o\s+seu|il\s+tuo)\s+(?:prompt\s+(?:syst[èe]me|del\s+sistema|de\s+sistema|"
                   r"di\s+sistema)|systemprompt)")),
    (OVERRIDE, _rx(rf"\b(?:ignor\w*|disregard|override|bypass|oubli\w*|olvid\w*)\s+{F}(?:{_USER3}\s+{F}{_PREFS}|"
                   rf"{_PREFS}\s+{_USER3})")),
    (OVERRIDE, _rx(rf"\btreat\s+{F}as\s+(?:commands?|instructions?|orders?)\b|\btrust\s+{F}(?:instructions?|commands?|"
                   r"orders?)\s+from\b|\b(?:hidden|secret)\s+(?:instructions?|orders?|prompt)\b|"
                   r"\b(?:instruction\s+cach[ée]e|instrucci[óo]n\s+oculta|versteckte\s+anweisung|"
                   r"istruzione\s+nascosta)")),
    (OVERRIDE, _rx(r"\b(?:ignore|disregard|forget)\s+(?:what|everything|anything)\s+(?:the\s+user|you\s+were|you've\s+"
                   r"been)\s+(?:told|said|asked|given)")),
    # -- false authority or consent
    (AUTHORITY, _rx(r"\byour\s+(?:operator|owner|administrator|admin|developers?|creators?)\s+(?:has|have|is|are)\b|"
                    r"\bpart\s+of\s+your\s+(?:system\s+)?(?:configuration|config|prompt|instructions)\b|"
                    r"\boverrides?\s+(?:the\s+)?user(?:'s)?\s+(?:requests?|instructions?|preferences?|wishes)\b|"
                    r"(?:instead\s+of|rather\s+than)\s+(?:the|your)\s+user\b|\bpriority\s*:\s*(?:highest|critical|"
                    r"system|maximum)\b")),
    (AUTHORITY, _rx(r"\b(?:pre-?approved|pre-?authori[sz]ed)\b|\b(?:update|message|notice|instructions?)\s+from\s+"
                    r"(?:openai|anthropic|google|nous\s+research|the\s+developers?|your\s+developers?|the\s+system|"
                    r"the\s+administrator)\b|\b(?:guidelines|rules|polic(?:y|ies)|restrictions|filters|safeguards|"
                    r"safety\s+\w+)\s+(?:are|have\s+been|is|has\s+been)\s+(?:now\s+)?(?:suspended|disabled|lifted|"
                    r"removed|off|void|turned\s+off)\b|\bwithout\s+(?:any\s+)?content\s+polic|\bsin\s+censura\b|"
                    r"\bdo\s+not\s+question\s+(?:it|this)\b")),
    (AUTHORITY, _rx(r"(?:^|[.!?;]\s)\s*[\w ]{0,30}\b(?:override|admin(?:istrator)?\s+notice|security\s+update|"
                    r"policy\s+update)\s*:")),
    # -- steers the user or the memory
    (STEERING, _rx(r"\b(?:ask|request)\s+(?:them\s+)?(?:for\s+)?(?:their|the\s+user's|your)\s+(?:card\s+|bank\s+)?"
                   r"(?:pin|password|cvv|otp|one-time\s+code|seed\s+phrase)\b|\b(?:answer|reply|"
                   r"respond)\s+only\s+with\s+"
                   r"(?:links?|urls?)\b")),
    (STEERING, _rx(r"\btell\s+(?:them|the\s+user|users|readers|people|everyone)\s+to\s+(?:wire|transfer|"
                   r"send\s+money|pay|"
                   r"install|download|disable|visit|click|buy|invest)\b|\b(?:write|add|save|store|put|append)\s+"
                   rf"{F}(?:into|to|in)\s+(?:memory\.md|user\.md)\b")),
    # -- addressed to an AI reader
    (ADDRESSED, _rx(r"\bwhoever\s+(?:reads|processes|sees|opens)\s+this\b|\banyone\s+(?:reading|processing)\s+this\b|"
                    r"\b(?:new\s+)?(?:task|instructions?|orders?|directive)\s+(?:for|"
                    r"to)\s+(?:the\s+)?(?:assistant|agent|ai|"
                    r"model|llm)\b|\b(?:assistant|agent|ai|model|llm)\s+instructions?\b|agents?\s+automati\w+|"
                    r"agentes\s+autom[áa]tic\w+|automatisierte\w*\s+agenten|agenti\s+automatici")),
    (ADDRESSED, _rx(r"(?:^|[.!?;]\s)\s*(?:hey|hi|hello|dear|attention|achtung|atenci[óo]n|aten[çc][ãa]o|attenzione|"
                    rf"p\.?\s?s\.?\s+(?:to|for))\s*,?\s*(?:the\s+|any\s+|all\s+)?(?:{_AI}|model|ia|ki|{_AI_NAME})\b")),
    (ADDRESSED, _rx(rf"(?:^|[.!?;]\s)\s*{_AI_NAME}(?:\s+(?:models?|agents?|assistants?))?s?\s*[:,]|"
                    r"(?:^|[.!?;]\s)\s*(?:assistant|assistente|asistente|agent)s?\s*,\s")),
    (ADDRESSED, _rx(r"\b(?:reading|parsing|summari[sz]ing|processing|crawling)\s+this\s+(?:page|article|site|document|"
                    r"email|file|text)\b|\b(?:qui\s+lit|que\s+lee|che\s+legge|die\s+diese|der\s+diese)\s+"
                    r"(?:cette|esta|questa)?\s*(?:page|p[áa]gina|pagina|seite)\b|\ban\s+(?:alle\s+)?(?:ki|ki-\w+|"
                    r"sprachmodell\w*)\b")),
    (ADDRESSED, _rx(rf"\b(?:note|message|request|instructions?|reminder|notice|memo)\s+(?:to|for)\s+(?:any|all|every|"
                    rf"the)?\s*{_AI}\b")),
    (ADDRESSED, _rx(rf"\bif\s+you\s+(?:are|'re)\s+(?:an?\s+)?{_AI}\b")),
    (ADDRESSED, _rx(rf"\b{_AI}\s+(?:reading|processing|summari[sz]ing|parsing|crawling|browsing|scraping|ingesting|"
                    r"(?:that|who)\s+reads?)\s+(?:this|these)\b")),
    (ADDRESSED, _rx(rf"\b(?:dear|attention|hey)\s*,?\s+{_AI}\b")),
    (ADDRESSED, _rx(r"\b(?:note|message|consigne|avis|remarque|aviso|nota|mensaje|instrucci[óo]n(?:es)?|hinweis|"
                    r"nachricht|"
                    r"notiz|messaggio|mensagem|instru[çc][ãa]o|istruzion[ei])s?\s+(?:\w+\s+)?(?:pour|aux?|à|para|"
                    r"f[üu]r|an|"
                    r"per)\s+(?:(?:les|le|la|l['’]|los|las|el|alle|die|den|der|os|o|a|gli|il|i)\s*)?(?:assistant\w*|"
                    r"asistente\w*|agent\w*|ia|ki|ki-\w+|mod[èe]le\w*|modelo\w*|modell\w*|sprachmodell\w*)\b")),
    (ADDRESSED, _rx(r"\b(?:assistants?\s+(?:ia|d['’]ia)|asistentes?\s+de\s+ia|assistentes?\s+de\s+ia|"
                    r"assistenti?\s+(?:ia|ai)|"
                    r"si\s+(?:tu\s+es|vous\s+[êe]tes|eres)\s+une?\s+(?:ia|assistant|asistente|mod[èe]le|modelo)|"
                    r"wenn\s+du\s+eine?\s+(?:ki|sprachmodell)\s+bist)\b")),
    # -- secrecy and deception
    (SECRECY, _rx(rf"\b(?:do\s+not|don'?t|never|without)\s+{F}(?:tell|telling|inform|informing|reveal|revealing|"
                  rf"mention|mentioning|disclose|disclosing|show|showing|let)\s+{F}(?:the\s+user|users|the\s+human|"
                  rf"your\s+user)\b(?!['’]s)")),
    (SECRECY, _rx(rf"\b(?:never|do\s+not|don'?t|not)\s+{F}(?:mention|reveal|disclose|repeat|acknowledge|reference|"
                  r"discuss|bring\s+up|talk\s+about)\s+(?:this|these)\s+(?:note|message|instructions?|text|"
                  r"comment|request|"
                  r"memo|line|prompt|rule)s?\b")),
    (SECRECY, _rx(rf"\b(?:hide|conceal|withhold|keep)\s+{F}from\s+(?:the\s+)?user\b|\bkeep\s+this\s+(?:a\s+)?secret\b|"
                  r"\b(?:lie\s+to|deceive|mislead)\s+(?:the\s+)?user|\bdeny\s+(?:having|that\s+you|ever)\b|"
                  rf"\bpretend\s+{F}(?:it\s+is|it's|that|this\s+is)\b")),
    (SECRECY, _rx(r"\b(?:nobody|no\s+one|no-one)\s+(?:must|should|may|can|is\s+to)\s+(?:ever\s+)?know\b|\bkeep\s+"
                  r"(?:this|these)\s+(?:note|message|instructions?)\s+to\s+yourself\b|\b(?:don'?t|do\s+not|never)\s+"
                  r"(?:mention|bring\s+up)\s+(?:it|this|that)\s*(?:[.;!]|$)|\b(?:act|behave)\s+(?:normally|"
                  r"as\s+usual)\b|"
                  r"\b(?:personne|nadie|niemand|nessuno|ningu[ée]m)\s+(?:ne\s+)?(?:doit|debe|darf|deve)\s+"
                  r"(?:\S+\s+){0,2}?(?:savoir|saber|wissen|sapere)\b|\bbehalte\s+diese\w*\s+\w+\s+f[üu]r\s+dich|"
                  r"\bals\s+w[äa]re\s+nichts|\bact[úu]a\s+con\s+normalidad")),
    (SECRECY, _rx(r"\b(?:discreetly|unobtrusively|inconspicuously|discr[èe]tement|discretamente|unauff[äa]llig|"
                  r"unbemerkt|"
                  r"en\s+douce|di\s+nascosto)\b.{0,60}?(?:repl|answer|response|r[ée]ponse|respuesta|resposta|risposta|"
                  r"antwort|link|lien|enlace)|(?:repl|answer|response|r[ée]ponse|respuesta|"
                  r"antwort)\w*.{0,60}?\b(?:discreetly|"
                  r"discr[èe]tement|discretamente|unauff[äa]llig|unbemerkt)\b")),
    (SECRECY, _rx(r"\bkeep\s+(?:quiet|silent|mum)\b|\b(?:where|who)\s+(?:this|these)\s+(?:rule|note|instruction|"
                  r"message|request)s?\s+(?:came|comes)\s+from\b|\bnever\s+let\s+(?:the\s+)?users?\s+know\b")),
    (SECRECY, _rx(r"\b(?:quietly|silently|secretly|covertly)\s+(?:send|email|forward|upload|post|share|transmit|"
                  r"leak|copy|add|insert|append)\b|\bsans\s+rien\s+dire\b|\b(?:en\s+secreto|heimlich|di\s+nascosto|"
                  r"em\s+segredo)\b")),
    (SECRECY, _rx(r"\b(?:ne|n['’])\s*\w+\s+(?:jamais|rien|pas)\s+(?:\S+\s+){0,4}?(?:à\s+l['’]utilisateur|(?:ce|"
                  r"cette|ces)\s+(?:message|note|consigne|instruction)s?)|\bjamais\s+mentionner\s+(?:ce|cette|ces)\s+|"
                  r"\b(?:cache|cachez|dissimule)\w*\s+(?:\S+\s+){0,4}?à\s+l['’]utilisateur")),
    (SECRECY, _rx(r"\b(?:no|nunca)\s+(?:\S+\s+){0,3}?(?:al\s+usuario|(?:esta|este|estas|estos)\s+(?:nota|mensaje|"
                  r"instrucciones|indicaciones))\b|\bniega\s+haber\b|\boculta\w*\s+(?:\S+\s+){0,4}?al\s+usuario")),
    (SECRECY, _rx(r"\b(?:n[ãa]o|nunca|non)\s+(?:\S+\s+){0,3}?(?:ao\s+usu[áa]rio|all['’]utente|(?:esta|este|estas|"
                  r"questa|"
                  r"questo|queste)\s+(?:nota|mensagem|messaggio|instru[çc][õo]es|istruzioni))\b")),
    (SECRECY, _rx(r"\b(?:sag|sage|erz[äa]hl|erw[äa]hne|verrate)\w*\s+(?:dem\s+(?:nutzer|benutzer|anwender)\s+)?"
                  r"(?:nichts|nie|niemals|kein\w*)\s+(?:\S+\s+){0,3}?(?:von|[üu]ber)\s+diese[rnms]?\s+|"
                  r"\berw[äa]hne\s+diese[rnms]?\s+(?:notiz|nachricht|anweisung|hinweis)\w*\s+(?:nie|niemals|nicht)|"
                  r"\bverschweig\w*\s+dem\s+(?:nutzer|benutzer|anwender)|\bdem\s+(?:nutzer|benutzer|"
                  r"anwender)\s+nichts\b")),
    # -- persona switch
    (PERSONA, _rx(r"(?<!where )(?<!what )(?<!how )(?<!who )\byou\s+are\s+(?:now|no\s+longer)\b|"
                  r"\bfrom\s+now\s+on,?\s+you\s+are\b|\byour\s+new\s+(?:identity|"
                  r"name|persona|role|purpose)\s+is\b|\byou\s+(?:obey|follow|answer\s+to)\s+only\b")),
    (PERSONA, _rx(r"\b(?:enter|switch\s+to|enable|activate)\s+(?:\w+\s+)?(?:developer|god|jailbreak|dan|unrestricted|"
                  r"debug|admin)\s+mode\b|\b(?:jailbr[eo]ak\w*|do\s+anything\s+now)\b")),
    (PERSONA, _rx(r"\b(?:act|behave|respond|roleplay|pose)\s+as\s+(?:an?\s+)?(?:\w+\s+)?(?:unrestricted|unfiltered|"
                  r"uncensored|jailbroken|evil|rogue)\b|\b(?:an?\s+)?(?:unrestricted|unfiltered|uncensored)\s+"
                  r"(?:ai|assistant|model|chatbot|bot)\b|\b(?:no|without|free\s+of)\s+(?:any\s+)?"
                  r"(?:restrictions|limits|filters|censorship|safety\s+(?:rules|policies|guidelines))\b")),
    (PERSONA, _rx(r"\btu\s+es\s+(?:d[ée]sormais|maintenant|dor[ée]navant)\b|\btu\s+n['’]es\s+plus\s+|"
                  r"\b(?:sans|sin|sem|senza|ohne)\s+(?:aucune?s?\s+|ning[uú]na?s?\s+|nenhuma?\s+|alcuna?\s+|"
                  r"jegliche\s+)?(?:restrictions?|restricciones|restri[çc][õo]es|limiti|limites|filtros|filtres|"
                  r"einschr[äa]nkungen)\b")),
    (PERSONA, _rx(r"\b(?:ahora|desde\s+ahora|a\s+partir\s+de\s+ahora)\s+(?:eres|ser[áa]s)\b|\bya\s+no\s+eres\b|"
                  r"\bagora\s+voc[êe]\s+[ée]\b|"
                  r"\bvoc[êe]\s+n[ãa]o\s+[ée]\s+mais\b|\b(?:da\s+ora\s+in\s+poi|ora)\s+sei\b|\bnon\s+sei\s+pi[uù]\b|"
                  r"\bdu\s+bist\s+(?:jetzt|ab\s+sofort|nun|ab\s+jetzt)\b|\bab\s+sofort\s+bist\s+du\b")),
    (PERSONA, _rx(rf"\b(?:modo\s+(?:desarrollador|de\s+desarrollo|desenvolvedor|dios)|entwicklermodus|mode\s+"
                  rf"d[ée]veloppeur|modalit[àa]\s+sviluppatore)\b|\b(?:no\s+longer|ya\s+no|plus\s+(?:de|aucune?)|"
                  rf"keine\w*|nicht\s+mehr|non\s+pi[uù])\s+{F}(?:restrictions?|restricciones|regeln|"
                  rf"inhaltsregeln|limits?|"
                  rf"filters?|restrizioni|limites)\b|\bunterlieg\w+\s+keine\w*|\bcontent\s+(?:restrictions|rules|"
                  rf"filters)\s+"
                  r"(?:are|have\s+been)\s+(?:off|disabled|removed|lifted)")),
    # -- shell command injection
    (SHELL, _rx(rf"{_PIPED_SOURCE}{_TO_SHELL}|{_CHAINED_DOWNLOAD}{_TO_SHELL}|{_TO_SHELL}\s*;\s*[`'\"]|"
                r"\|\s*(?:sudo\s+)?(?:iex|powershell)\b|"
                r"\bbase64\s+(?:-d|--decode)\b|\bnc\s+(?:-\w+\s+)*-e\b|/dev/tcp/|\b(?:iex|invoke-expression)\s*\(")),
    (SHELL, _rx(r"--no-preserve-root\b|\brm\s+-(?:rf|fr|r\s+-f)\s+(?:~|/|\$home)/?(?=[\s`'\"*;&|]|$)")),
    (SHELL, _rx(r";\s*(?:drop|truncate)\s+(?:table|database)\b|\bdelete\s+from\s+\w+\s*;?\s*--|"
                r"--(?:extra-)?index-url\s+http://|\b(?:pip|npm|gem)\s+install\s+\S+.{0,40}?https?://\d")),
    (SHELL, _rx(r"\b(?:append|prepend|add|attach)\s+(?:\S+\s+){0,12}?(?:to|before|after)\s+(?:every|each|all|any)\s+"
                r"(?:\w+\s+){0,2}?(?:commands?|shell|terminal)")),
    # -- tool-call syntax
    (TOOL_CALL, _rx(r"<\s*/?\s*(?:tool_calls?|function_calls?|invoke|tool_use|tool_result|antml:\w+|parameter)\b|"
                    r"\[/?tool_calls?\]|<\|(?:tool_call|python_tag)\|>")),
    # A tool named, then its arguments ({"name": "terminal", "arguments": …}), or a command to run; not a config file's
    # JSON ({"name": "web", "version": "2.1.0"}, {"path": "./src"}).
    (TOOL_CALL, _rx(r"\{\s*\"(?:name|tool|function|tool_name|action)\"\s*:\s*\"[^\"]{0,80}\"\s*,\s*\"(?:arguments|"
                    r"parameters|args|input|params|target|command|cmd|content|to|body)\"|\{\s*\"(?:command|cmd)\"\s*:|"
                    r"\{\s*\"role\"\s*:\s*\"(?:system|assistant|developer|tool)\"")),
    # -- exfiltration
    (EXFILTRATION, _rx(rf"{_SENSITIVE}{_MODIFIES_NOT}.{{0,80}}?{_SENT_TO}|{_DESTINATION}.{{0,40}}?{_SENSITIVE}")),
    (EXFILTRATION, _rx(r"!\[[^\]]*\]\(\s*https?://[^)\s]*[?&][\w-]+=|\bpost\s+requests?\s+to\s+https?://")),
    (EXFILTRATION, _rx(rf"\b(?:send|post|upload|exfiltrate|leak|forward|email|transmit)\s+{F}(?:api\s+keys?|"
                       r"credentials|passwords?|\.env|ssh\s+keys?|system\s+prompt)\b.{0,60}?\bto\s+(?:me|us|this|the\s+"
                       r"following|an?\s+external)\b")),
    # -- fake role turns (within a line; line starts are handled by ROLE_LINE)
    (ROLE_TURN, _rx(r"\bsystem\s+(?:message|notice|instruction|update)s?\s*:|\[\s*(?:system|admin|developer|sys)\s*\]|"
                    r"#{2,}\s*(?:instructions?|response|system|assistant)\b|"
                    r"(?<=[.!?] )(?:system|assistant|developer)\s*:")),
)

NATIVE: tuple[tuple[str, re.Pattern[str]], ...] = (
    # -- Russian
    (OVERRIDE, _rx(r"(?:игнорируй\w*|игнорировать|забудь\w*|не\s+обращай\w*\s+внимания\s+на|пренебреги|отбрось)\s+"
                   r"(?:\S+\s+){0,4}?(?:инструкци\w+|указани\w+|правил\w*|директив\w+|промпт\w*)")),
    (OVERRIDE, _rx(r"системн\w+\s+промпт")),
    (ADDRESSED, _rx(r"(?:^|\s)для\s+(?:ии|ai|llm|нейросет\w*|ассистент\w*|ии-ассистент\w*)(?:\s|:|$)|"
                    r"если\s+ты\s+(?:ии|нейросеть|ассистент|языковая\s+модель)")),
    (SECRECY, _rx(r"не\s+(?:говори|сообщай|рассказывай|упоминай|раскрывай)\s+(?:\S+\s+){0,2}?(?:пользовател\w+|"
                  r"эт\w+\s+(?:заметк|сообщени|инструкци|указани)\w*)|скрыва\w*\s+от\s+пользовател\w+")),
    (OVERRIDE, _rx(r"игнорир\w*.{0,40}?пользовател|ユーザーの[^。]{0,8}?無視|사용자\S*\s*(?:\S+\s+){0,2}?\S*무시|"
                   r"忽略用户|无视用户")),
    (AUTHORITY, _rx(r"пользовател\w+\s+(?:заранее|уже)\s+(?:разрешил|одобрил|согласил)|(?:внимание|вниманию),?\s+"
                    r"(?:ии|ai|нейросет)|(?:阅读|读取|浏览)[^。]{0,8}的\s*AI|AI\s*请?注意")),
    (ADDRESSED, _rx(r"автоматическ\w+\s+агент\w*|自動エージェント|자동화\s*에이전트|自动化代理|AI\s*代理须知")),
    (SECRECY, _rx(r"никто\s+не\s+должен\s+знать|веди\s+себя\s+как\s+обычно|незаметно|втихую|(?:この|これらの)"
                  r"(?:メモ|指示|メッセージ)の存在|誰にも知られ|普段通りに振る舞|目立たないように|気づかれないように|"
                  r"(?:이|이번)\s*(?:메모|지시|메시지)가?\s*있다는|아무도\s*(?:\S+\s+){0,2}?알면\s*안|평소처럼\s*행동|슬쩍|"
                  r"티\s*안\s*나게|这条(?:备注|指令|消息)的存在|任何人都不能知道|照常行事|不动声色|暗中")),
    (PERSONA, _rx(r"режим\w*\s+разработчика|開発者モード|개발자\s*모드|开发者模式|больше\s+нет\s+ограничени|"
                  r"もう[^。]{0,12}(?:制約|制限)(?:は)?ありません|더\s*이상\s*(?:\S+\s+){0,2}?(?:제약|제한)이?\s*없|"
                  r"不再有[^。]{0,6}(?:限制|约束)")),
    (SECRECY, _rx(r"知らせず|知られない|(?:不要|别)让用户知道|(?:悄悄|偷偷)地?[^。，,]{0,12}?(?:发送|转发|上传|发给|发到)|"
                  r"こっそり[^。]{0,12}(?:送|転送|アップロード)|몰래\s*(?:\S+\s+){0,3}?\S*(?:보내|전송|업로드)")),
    (PERSONA, _rx(r"(?:あなた|君|お前)は(?:もう|もはや)[^。]{0,12}ではありません|制限(?:なし|のない|なく)|"
                  r"(?:너는|당신은)\s*이제|제한이?\s*없는|你已?不再|不再受[^。]{0,8}约束|没有[^。]{0,6}限制")),
    (PERSONA, _rx(r"(?:теперь|отныне|с\s+этого\s+момента)\s+ты\b|ты\s+(?:больше\s+)?не\s+(?:ассистент|помощник)|"
                  r"без\s+(?:каких-либо\s+|всяких\s+|любых\s+)?ограничений")),
    # -- Japanese
    (OVERRIDE, _rx(r"(?:指示|命令|ルール|指令|プロンプト|規則)[^。]{0,6}?(?:無視|忘れ)|システムプロンプト")),
    (ADDRESSED, _rx(r"AI(?:アシスタント|エージェント|モデル)?(?:へ|の皆さん|各位)|AIであれば|AIなら")),
    (SECRECY, _rx(r"(?:この|これらの)(?:メモ|指示|メッセージ|ノート|注意書き)[^。]{0,12}?(?:触れない|言わない|"
                  r"言及しない|話さない|明かさない|秘密)|ユーザー(?:に|には)[^。]{0,10}?(?:言わない|隠し|隠す|伝えない|秘密)")),
    (PERSONA, _rx(r"(?:あなた|君|お前)は(?:今から|これから|今後)|制限の?ない\s*AI")),
    # -- Korean
    (OVERRIDE, _rx(r"(?:지시|명령|규칙|지침|프롬프트)\S{0,3}\s*(?:\S+\s+){0,2}?(?:무시|잊)|시스템\s*프롬프트")),
    (ADDRESSED, _rx(r"AI\s*(?:어시스턴트|에이전트|모델|비서)?\s*(?:에게|께|님께)|AI라면")),
    (SECRECY, _rx(r"(?:이|이번)\s*(?:메모|지시|메시지|노트)\S*\s+(?:\S+\s+){0,3}?(?:언급하지|말하지|밝히지|알리지)|"
                  r"사용자(?:에게|한테)\s+(?:\S+\s+){0,3}?(?:숨기|말하지|알리지)")),
    (PERSONA, _rx(r"(?:지금부터|이제부터|이제)\s*(?:너는|당신은)|제한\s*없는\s*AI")),
    # -- Chinese
    (OVERRIDE, _rx(r"(?:忽略|无视|忽视|無視|忘掉|忘记|忘記|不要理会|别管)[^。，,]{0,8}?(?:指令|指示|提示|规则|規則|命令|设定)|"
                   r"系统提示")),
    (ADDRESSED, _rx(r"(?:致|给|告)\s*(?:所有\s*)?AI|AI\s*(?:助手|助理)\s*[:：]|如果你是\s*AI")),
    (SECRECY, _rx(r"(?:不要|别|不得|切勿|永远不要)\s*(?:告诉|透露给|提起|提及|透露)\s*(?:用户|使用者|这条|这些|此)|"
                  r"(?:对|向)用户隐瞒")),
    (PERSONA, _rx(r"你(?:现在|從現在起|从现在起)是|从现在起你|你不再是|没有任何限制的\s*AI")),
)

# Run on the text with every space removed, when it has letter-spaced words ("i g n o r e  a l l").
SQUASHED: tuple[tuple[str, re.Pattern[str]], ...] = (
    (OVERRIDE, _rx(r"(?:ignore|disregard|forget|oublie|ignora|olvida|ignoriere|vergiss|esque[çc]a|dimentica)\S{0,40}?"
                   r"(?:instructions?|rules|guidelines|prompt|consignes|r[èe]gles|instrucciones|reglas|"
                   r"anweisungen|regeln|"
                   r"instru[çc][õo]es|istruzioni|regole)")),
    (SECRECY, _rx(r"(?:donot|don'?t|never)\S{0,30}?(?:tell|reveal|mention|inform)\S{0,20}?(?:theuser|thisnote|"
                  r"thismessage|theseinstructions)")),
    (PERSONA, _rx(r"youare(?:now|nolonger)|developermode|(?:no|without)(?:any)?(?:restrictions|limits|filters)")),
    (EXFILTRATION, _rx(rf"{_SENSITIVE}.{{0,80}}?{_DESTINATION}")),
)

# A role label opening a line: "System:", "Assistant:", "[SYSTEM]:", "### Instruction:" and their translations.
ROLE_LINE = re.compile(
    r"(?im)^\s*(?:#+\s*)?\[?(?:(?:system|syst[èe]me|sistema|система|システム|시스템|系统|系統)\s*(?:hinweis|notice|"
    r"notification|update|alert|message|note|nachricht|mitteilung|meldung|avis|aviso|mensaje|notifica|уведомление|"
    r"сообщение|通知|メッセージ|공지|알림|메시지|消息|提示)?|assistant[e]?|asistente|"
    r"assistent|ассистент|アシスタント|어시스턴트|助手|ai|bot|chatbot|developer|d[ée]veloppeur|desarrollador|entwickler|разработчик|"
    r"開発者|개발자|开发者|human|instructions?|response)\]?\s*:"
)

# Chat-template and prompt-structure tokens.
TEMPLATE_TOKENS = re.compile(
    r"<\|[^|<>]{0,40}\|>|\[/?INST\]|<</?SYS>>|</?s>|<\|?(?:endoftext|eot_id|begin_of_text|start_header_id|"
    r"end_header_id)"
    r"\|?>|<\s*/?\s*(?:start_of_turn|end_of_turn)\s*>|<\s*/?\s*(?:system|system[-_]\w+|sys|instructions?|admin|"
    r"developer|assistant)\s*>|`{3}\s*(?:system|instructions?)\b|\[/?(?:SYSTEM_PROMPT|AVAILABLE_TOOLS|TOOL_RESULTS)\]",
    re.IGNORECASE,
)
FAKE_NOTE = re.compile(r"(?i)\[\s*system\s+note\b[^\]]{0,300}\]?")
MEMORY_TAG = re.compile(r"(?i)<\s*/?\s*memory[-_ ]?context")
# DAN ("do anything now") as a standalone upper-case token.
DAN = re.compile(r"(?<![A-Za-z])DAN(?![A-Za-z])")
