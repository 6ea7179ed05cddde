"""Identity documents named in the scripts of South and South-East Asia and beyond, loan words included.

People write "passport", "driving licence", "PAN card", "voter ID" as English loan words in their own script
("ਪਾਸਪੋਰਟ", "ಡ್ರೈವಿಂಗ್ ಲೈಸೆನ್ಸ್", "పాన్ కార్డ్", "ভোটার আইডি") as often as in native words ("கடவுச்சீட்டு",
"ஓட்டுநர் உரிமம்", "मतदाता पहचान पत्र"). `secret_natids_names` appends these names to the passport, licence,
ID-card, health and tax rows; `secret_natids` adds the possessives and kin words (`PERSONAL`), the words for
"number" (`NUMBER_WORD`), an office's phone, fee or test (`SERVICE`) and money after a number (`AMOUNT_AFTER`).
Indic words carry no `\\w` suffix: Python's `\\w` stops at a vowel sign, and the gap after a name takes the ending.
Every string is NFKC-normalised here, as the text is, so a nukta letter ("फ़") matches however it was typed.
"""

from __future__ import annotations

import unicodedata


def _n(pattern: str) -> str:
    return unicodedata.normalize("NFKC", pattern)


# "Passport" as a loan word in Indic, Sinhala, Burmese, Khmer, Thaana, Arabic and Hebrew scripts, native words
# (Tamil கடவுச்சீட்டு, Marathi/Hindi पारपत्र), and the South Slavic пасош / pasoš.
PASSPORT = _n(
    r"पारपत्र|पास्पोर्ट|ਪਾਸਪੋਰਟ|ਪਾਸਪੋਟ|પાસપોર્ટ|પાસપૉર્ટ|পাছপোৰ্ট|ପାସପୋର୍ଟ|ପାସ୍ପୋର୍ଟ|பாஸ்போர்ட|பாஸ்போட்|கடவுச்\s?சீட்டு"
    r"|పాస్పోర్ట|పాస్\s?పోర్ట|ಪಾಸ್ಪೋರ್ಟ|ಪಾಸ್\s?ಪೋರ್ಟ|പാസ്പോർട്ട|പാസ്\s?പോർട്ട|പാസ്പോര്ട്ട|පාස්පෝට්|පාස්පොට්"
    r"|ပတ်စ်ပို့|ပတ်စပို့|ប៉ាស្ព័រ|ޕާސްޕޯޓ|باسبور|الباسبور|پاس\s?پورٹ|פספורט|פאספורט|פאַספּאָרט"
    r"|пасош\w*|pasoš\w*|пасоша|гадаад\s+паспорт\w*|пашпарт\w*")

# Driving: the loan word in each script, then "licence" (its stem), or a native term.
_DRIVING = (r"ड्राइविंग|ड्रायविंग|ड्राईविंग|ड्रायव्हिंग|ड्राइव्हिंग|ਡਰਾਈਵਿੰਗ|ਡਰਾਇਵਿੰਗ|ਡ੍ਰਾਈਵਿੰਗ|ડ્રાઇવિંગ|ડ્રાઈવિંગ|ડ્રાયવિંગ"
            r"|ড্রাইভিং|ড্রাইভিঙ|ଡ୍ରାଇଭିଂ|ଡ୍ରାଇଭିଙ୍ଗ|டிரைவிங்|ட்ரைவிங்|డ్రైవింగ్|డ్రయివింగ్|ಡ್ರೈವಿಂಗ್|ഡ്രൈവിംഗ്|ഡ്രൈവിങ്ങ്|ഡ്രൈവിങ്"
            r"|ڈرائیونگ|ڈرائیوِنگ")
_LICENCE_STEM = (r"लाइसें|लाइसेन|लायसें|लायसेन|लायसन|लाइसन|लाईसें|ਲਾਇਸੈਂ|ਲਾਇਸੰ|ਲਾਈਸੈਂ|ਲਾਇਸੈ|લાઇસન|લાઈસન|લાયસન|લાઇસેં"
                 r"|লাইসেন|লাইসেন্স|ଲାଇସେନ|லைசென்|லைசன்|లైసెన్|ಲೈಸೆನ್|ಲೈಸನ್|ലൈസൻ|ലൈസന്|ലൈസെൻ|لائسنس")
_NUMBER = (r"नंबर|नम्बर|क्रमांक|संख्या|ਨੰਬਰ|નંબર|ક્રમાંક|নম্বর|নাম্বার|ନମ୍ବର|எண்|நம்பர்|నంబర్|నెంబర్|సంఖ్య|ನಂಬರ್|ಸಂಖ್ಯೆ"
           r"|നമ്പർ|നമ്പര്|نمبر")
LICENCE = _n(
    rf"(?:{_DRIVING})\s*(?:{_LICENCE_STEM})|(?:{_LICENCE_STEM})\S*\s*(?:{_NUMBER})|ஓட்டுநர்\s*உரிம|ಚಾಲನಾ\s*ಪರವಾನ|वाहन\s*(?:चालक\s*)?परवाना|चालक\s*अनुज्ञप्ति"
    r"|চালক\s*অনুমতিপত্র|डीएल\s*(?:नंबर|नम्बर|क्रमांक)|ਡੀਐਲ\s*ਨੰਬਰ|ડીએલ\s*નંબર|ডিএল\s*নম্বর|డీఎల్\s*నంబర్|ಡಿಎಲ್\s*ನಂಬರ್"
    r"|רשיון\s+נהיגה|רישיון\s+נהגה|رخصة\s+(?:ال)?(?:سياقة|سواقة|سوق)|возачк\w+\s+дозвол\w*|вадзіцельск\w+\s+пасведчанн\w*"
    r"|patent[ëe]\s+(?:e\s+)?drejtimit|leje\s+drejtimi|liċenzja\s+tas-sewqan|ceadúnas\s+tiomána|trwydded\s+yrru"
    r"|gidabaimen\w*|permís\s+de\s+conduir|carnet\s+de\s+conduir|carn(?:et|[eé])\s+de\s+(?:conducir|manejo)|brevete"
    r"|carta\s+de\s+condução|ökuskírteini\w*|juhilub\w*|rybewys\w*|giấy\s+phép\s+lái\s+xe|驾照|驾驶执照|\b(?-i:SIM)\s+(?:A|B1|B2|C|D)\b"
    # Sinhala "licence", Darija "le permis", Arabic "the licence's number" (not a trade licence), Japanese 免許証
    r"|ලයිසන්|ඩ්රයිවින්|البيرمي|لبيرمي|بيرمي|رقم\s+(?:ال)?رخص[ةه](?!\s+(?:ال)?(?:تجاري|مهني|بناء|محل))|免許証(?:番号)?"
    r"|\bdl\s+(?:no|number|#)")

# Identity, voter and ration cards: the loan words "ID card", "voter ID", "ration card" and native words.
ID_CARD = _n(
    r"वोटर\s*(?:आईडी|आइडी|कार्ड)|मतदाता\s*(?:पहचान|परिचय)\s*पत्र|मतदार\s*(?:ओळखपत्र|कार्ड)|ਵੋਟਰ\s*(?:ਆਈਡੀ|ਕਾਰਡ)"
    r"|વોટર\s*(?:આઈડી|આઇડી|કાર્ડ)|મતદાર\s*ઓળખ|ভোটার\s*(?:আইডি|কার্ড|পরিচয়)|ଭୋଟର\s*(?:ଆଇଡି|କାର୍ଡ)"
    r"|வாக்காளர்\s*(?:அடையாள|அட்டை|ஐடி)|வோட்டர்\s*ஐடி|(?:ఓటర్|వోటర్)\s*(?:ఐడి|ఐడీ|కార్డ)|ఓటరు\s*(?:గుర్తింపు|కార్డ)"
    r"|ವೋಟರ್\s*(?:ಐಡಿ|ಕಾರ್ಡ)|ಮತದಾರರ?\s*(?:ಗುರುತಿನ|ಚೀಟಿ)|വോട്ടർ\s*(?:ഐഡി|കാർഡ|തിരിച്ചറിയൽ)|ووٹر\s*(?:آئی\s*ڈی|کارڈ)"
    r"|आईडी\s*कार्ड|आइडी\s*कार्ड|पहचान\s*पत्र|ओळखपत्र|ਆਈਡੀ\s*ਕਾਰਡ|ਪਛਾਣ\s*ਪੱਤਰ|ਸ਼ਨਾਖਤੀ\s*ਕਾਰਡ|આઈડી\s*કાર્ડ|ઓળખપત્ર"
    r"|আইডি\s*কার্ড|পরিচয়\s*পত্র|পরিচয়পত্র|ଆଇଡି\s*କାର୍ଡ|ପରିଚୟ\s*ପତ୍ର|அடையாள\s*அட்டை|ஐடி\s*கார்டு"
    r"|గుర్తింపు\s*కార్డ|ఐడి\s*కార్డ|ಗುರುತಿನ\s*ಚೀಟಿ|ಐಡಿ\s*ಕಾರ್ಡ|ഐഡി\s*കാർഡ|തിരിച്ചറിയൽ\s*കാർഡ|හැඳුනුම්\s*පත"
    r"|राशन\s*कार्ड|रेशन\s*कार्ड|शिधापत्रिका|ਰਾਸ਼ਨ\s*ਕਾਰਡ|રેશન\s*કાર્ડ|রেশন\s*কার্ড|ரேஷன்\s*கார்டு|குடும்ப\s*அட்டை"
    r"|రేషన్\s*కార్డ|ರೇಷನ್\s*ಕಾರ್ಡ|റേഷൻ\s*കാർഡ|ration\s+card\s+(?:no|number)"
    # "national ID" as a loan word ("ID number" alone is as often an order's or a customer's); Russian and Ukrainian
    # "ID-карта"; Algeria's national number
    r"|ন্যাশনাল\s*আইডি|नेशनल\s*आईडी|ਨੈਸ਼ਨਲ\s*ਆਈਡੀ|નેશનલ\s*આઈડી|நேஷனல்\s*ஐடி|నేషనల్\s*ఐడి|ನ್ಯಾಷನಲ್\s*ಐಡಿ|നാഷണൽ\s*ഐഡി"
    r"|(?:číslo|čísla|č\.)\s+(?:\w+\s+)?(?-i:OP)\b|\b(?-i:OP)\s+(?:\w+\s+)?(?:je|má|mamy|maminy|otca|ocka|mojej|môjho|môj|moja)\b|স্মার্ট\s*কার্ড|台胞证|台胞證|\b(?-i:QID)\b|آئی\s*ڈی\s*کارڈ|އައިޑީ\s*ކާޑ|ID-карт\w*|айди\s+карт\w*|رقم\s+التعريف\s+الوطني|num[ée]ro\s+d'identification\s+national\w*|\b(?-i:CNI|CNIB)\b")

# India's PAN in its scripts (a card or a number, never "पान" alone: it is the betel leaf).
TAX = _n(
    r"पैन\s*(?:कार्ड|नंबर|नम्बर|क्रमांक|संख्या)|ਪੈਨ\s*(?:ਕਾਰਡ|ਨੰਬਰ)|પાન\s*(?:કાર્ડ|નંબર)|প্যান\s*(?:কার্ড|নম্বর)"
    r"|பான்\s*(?:கார்டு|கார்ட்|எண்)|పాన్\s*(?:కార్డ|నంబర్|నెంబర్)|ಪ್ಯಾನ್\s*(?:ಕಾರ್ಡ|ನಂಬರ್|ಸಂಖ್ಯೆ)|പാൻ\s*(?:കാർഡ|നമ്പർ)"
    r"|ପାନ\s*(?:କାର୍ଡ|ନମ୍ବର)|پین\s*کارڈ|\b(?-i:PAN)\s+card")

# Quebec's health insurance card (its NAM), India's health cards (Ayushman Bharat) in its scripts.
HEALTH = _n(r"tarxeta\s+sanitaria|targeta\s+sanit[àa]ria|osasun\s+txartel\w*|carte\s+d'assurance[\s\-]maladie|num[ée]ro\s+d'assurance[\s\-]maladie|\b(?-i:NAM)\b|आयुष्मान\s*(?:भारत\s*)?कार्ड|ਆਯੂਸ਼ਮਾਨ\s*ਕਾਰਡ|આયુષ્માન\s*કાર્ડ|আয়ুষ্মান\s*কার্ড|ஆயுஷ்மான்\s*கார்டு"
            r"|ఆయుష్మాన్\s*కార్డ|ಆಯುಷ್ಮಾನ್\s*ಕಾರ್ಡ|ആയുഷ്മാൻ\s*കാർഡ")

# "Number" in these scripts.
NUMBER_WORD = _n(r"क्रमांक|संख्या|ਨੰਬਰ|નંબર|ક્રમાંક|নম্বর|নাম্বার|ନମ୍ବର|ସଂଖ୍ୟା|எண்|நம்பர்|இலக்கம்|నంబర్|నెంబర్|సంఖ్య"
                 r"|ನಂಬರ್|ಸಂಖ್ಯೆ|നമ്പർ|നമ്പര്|අංකය|หมายเลข|លេខ|نمبر|број|broj")

# Whose: "my" and kin words (mother, father, wife, husband, son, daughter, brother, sister) in these scripts.
PERSONAL = _n(
    r"मेरा|मेरी|मेरे|माझा|माझी|माझे|मम्मी|पिताजी|बेटे|बेटी|पत्नी|पति|भाई|बहन|वडील|ਮੇਰਾ|ਮੇਰੀ|ਮੇਰੇ|ਮਾਂ|ਪਿਤਾ|ਪਾਪਾ|ਭਰਾ"
    r"|ਭੈਣ|ਪਤਨੀ|ਪਤੀ|ਬੇਟੇ|ਬੇਟੀ|ਪੁੱਤ|મારો|મારી|મારું|મારા|મમ્મી|પપ્પા|ભાઈ|બહેન|પત્ની|પતિ|દીકર|আমার|মায়ের|বাবার|ভাইয়ের"
    r"|বোনের|স্ত্রীর|স্বামীর|ছেলের|মেয়ের|ମୋର|ମୋ\s|ମା'ଙ୍କ|ବାପାଙ୍କ|என்\s|என்னுடைய|எனது|அம்மா|அப்பா|மனைவி|கணவர்|மகன்"
    r"|மகள்|அண்ணன்|தம்பி|அக்கா|தங்கை|నా\s|నాది|మా\s|అమ్మ|నాన్న|భార్య|భర్త|కొడుకు|కూతురు|ನನ್ನ|ನಮ್ಮ|ಅಮ್ಮ|ಅಪ್ಪ|ಹೆಂಡತಿ"
    r"|ಗಂಡ|ಮಗನ|ಮಗಳ|ಅಣ್ಣ|ಅಕ್ಕ|എന്റെ|എൻ്റെ|അമ്മ|അച്ഛ|ചേട്ട|ചേച്ചി|അനിയ|ഭാര്യ|ഭർത്താവ|മകന|മകള|මාගේ|අම්ම|තාත්ත|බිරිඳ|සැමියා|පුතා|දුව"
    r"|امی|ابو|بیوی|شوہر|بیٹ[اے]|بیٹی|بھائی|بہن|ម្ដាយ|ឪពុក|ប្រពន្ធ|ប្ដី|დედ(?:ის|ა)|მამ(?:ის|ა)|մորս|հորս|մայրիկ")

# An office's phone, a fee, a helpline, a test, a token or an appointment: the number is not anyone's id.
SERVICE = _n(
    r"फ़ोन|हेल्पलाइन|केंद्र|केन्द्र|फीस|टेस्ट|परीक्षा|दफ्तर|ऑफिस|टोकन|अपॉइंटमेंट|ਫ਼ੋਨ|ਫੋਨ|ਦਫ਼ਤਰ|ਦਫਤਰ|ਫੀਸ|ਹੈਲਪਲਾਈਨ|ਕੇਂਦਰ|ਟੈਸਟ"
    r"|ਟੋਕਨ|ફોન|ઓફિસ|કચેરી|હેલ્પલાઇન|કેન્દ્ર|ফোন|অফিস|হেল্পলাইন|কেন্দ্র|ଫୋନ|ଅଫିସ|தொலைபேசி|போன்|அலுவலக|கட்டணம்"
    r"|உதவி\s*எண்|டெஸ்ட்|అప్పాయింట్|ఫోన్|ఆఫీసు|ఆఫీస్|కార్యాలయ|ఫీజు|రుసుము|హెల్ప్లైన్|టెస్ట్|ಫೋನ್|ಕಚೇರಿ|ಶುಲ್ಕ|ಸಹಾಯವಾಣಿ"
    r"|ಹೆಲ್ಪ್ಲೈನ್|ಟೆಸ್ಟ್|ഫോൺ|ഓഫീസ്|ഫീസ്|ഹെൽപ്ലൈൻ|ടെസ്റ്റ്|දුරකථන|කාර්යාලය|ගාස්තු|அப்பாயின்ட்மென்ட்|ਅਪੌਇੰਟਮੈਂਟ"
    # a shop's or a trade's licence (FSSAI's is printed on every food packet)
    r"|FSSAI|ट्रेड|दुकान|व्यापार|ਦੁਕਾਨ|ਟ੍ਰੇਡ|દુકાન|ટ્રેડ|দোকান|ট্রেড|கடை|ட்ரேட்|దుకాణ|ట్రేడ్|ಅಂಗಡಿ|ಟ್ರೇಡ್|ട്രേഡ്")

# Money or people right after a number.
AMOUNT_AFTER = _n(
    r"\s*(?:रुपये|रुपए|रुपया|रु\.|ਰੁਪਏ|ਰੁਪਈਆ|રૂપિયા|টাকা|রুপি|ଟଙ୍କା|ரூபாய்|ரூ\.|రూపాయ|ರೂಪಾಯಿ|ರೂ\.|രൂപ|රුපියල්|บาท|រៀល"
    r"|लोग|व्यक्ति|ਲੋਕ|લોકો|জন|பேர்|మంది|ಜನ|ആളുകൾ)")
