"""Names of identity documents the world over for `secret_natids`'s rows: health insurance, passports, driving
licences and identity cards, in European, Asian and Middle Eastern languages (African, Central Asian and script
loan-word names come from `secret_natids_world` and `secret_natids_scripts`). Plain strings, matched case-insensitively
unless wrapped in (?-i:…); `secret_natids` NFKC-normalises and folds them."""

from __future__ import annotations

from . import secret_natids_scripts as S
from . import secret_natids_world as W

# A health insurer's member number: "Member ID (Aetna)", "Aetna member ID", "Mitgliedsnummer AOK", "TK-Versichertennummer".
US_INSURER = (r"aetna|cigna|humana|kaiser(?:\s+permanente)?|anthem|united\s?health\s?care|\b(?-i:UHC|BCBS|HMO|PPO)\b|blue\s?cross"
              r"|blue\s?shield|oscar(?:\s+health)?|molina|ambetter|wellcare|tricare|medicaid|highmark|florida\s+blue|health\s?net"
              r"|(?:health|dental|vision|medical)\s+(?:insurance|plan|insurer)|insurance|insurer")
DE_INSURER = r"\b(?-i:AOK|TK|BKK|IKK|DAK|HEK|KKH|hkk|SBK)\b|barmer|techniker\s+krankenkasse|krankenkasse|kasse"
# Health insurers and mutual funds elsewhere, with the words for a member's number in their countries.
HEALTH_FUND = (r"mutuelle|isapre|\b(?-i:MGEN|MAIF|CPAM|DKV|VGZ|CZ|CSS|OSDE|IOMA|PAMI|EPS|IMSS|ISSSTE)\b|harmonie\s+mutuelle|sanitas|adeslas"
               r"|asisa|mapfre\s+salud|zilveren\s+kruis|menzis|helsana|swica|visana|concordia|bupa|unimed|amil|sulam[ée]rica"
               r"|bradesco\s+sa[úu]de|hapvida|swiss\s+life|medibank|nib|hcf|discovery\s+health|fonasa|sura|colsanitas|medimas")
MEMBER_WORD = (r"num[ée]ro\s+d'adh[ée]rent|n°\s*(?:d')?adh[ée]rent|adh[ée]rent|n[úu]mero\s+de\s+(?:socio|afiliad[oa]|asegurad[oa]|beneficiari[oa])"
               r"|n[úu]mero\s+(?:da\s+)?carteirinha|relatienummer|polisnummer|lidnummer|versicherten-?(?:nummer|nr)|numero\s+di\s+tessera"
               r"|member(?:ship)?\s+(?:no|number|id)|nro\.?\s+de\s+afiliad[oa]|credencial")
INSURER_MEMBER = (rf"(?:{MEMBER_WORD})\W{{0,3}}(?:\w+\W{{1,3}}){{0,2}}(?:{HEALTH_FUND})"
                  rf"|(?:{HEALTH_FUND})\W{{0,3}}(?:\w+\W{{1,3}})?(?:{MEMBER_WORD})|(?:member(?:ship)?|subscriber)\s*(?:id|no\.?|number|#)\W{{0,3}}(?:\w+\W{{1,3}})?(?:{US_INSURER})"
                  rf"|(?:{US_INSURER})\W{{0,3}}(?:\w+\s+)?(?:member(?:ship)?|subscriber)\s*(?:id|no\.?|number|#)"
                  rf"|(?:mitglieds|versicherten|kunden)-?(?:nummer|nr\.?)\W{{0,3}}(?:bei\s+(?:der\s+)?)?(?:{DE_INSURER})"
                  rf"|(?:{DE_INSURER})[\s\-]{{0,3}}(?:\w+\s+)?(?:mitglieds|versicherten)-?(?:nummer|nr\.?)")

# Health insurance and social security member numbers.
HEALTH = (INSURER_MEMBER + r"|health\s+(?:insurance\s+)?(?:card|number|no|id)|(?:medical|dental|health)\s+insurance\s+(?:number|no|id|card)"
    r"|(?:health|medical|dental|bupa|aetna|cigna|humana|kaiser|anthem|blue\s?cross|axa|allianz|medibank|nib)\W{0,3}(?:\w+\s+)?"
    r"(?:member(?:ship)?|policy|subscriber)\s*(?:id|no\.?|number|#)|\b(?-i:EHIC|GHIC|NHIF|BPJS|PhilHealth|BHYT|OHIP|RAMQ|MSP|CNS|NSS|IMSS)\b|cart[ãa]o\s+(?:do\s+)?SUS|carte\s+soleil"
    r"|krankenversicherten\w*|krankenkassen\w*nummer|versichertennummer|\b(?-i:KV)-?(?:Nummer|Nr\.?)|tessera\s+sanitaria|codice\s+tessera"
    r"|(?:número|numero)\s+de\s+(?:utente|beneficiário|la\s+seguridad\s+social|afiliación)|tarjeta\s+sanitaria|\b(?-i:NUSS|CIP|SNS)\b"
    r"|numéro\s+de\s+sécurité\s+sociale|полис\w*\s+(?:ОМС|ДМС)|\bОМС\b|страхов\w+\s+номер"
    r"|zdravstven\w+\s+(?:iskaznic\w*|zavarovanj\w*|osiguranj\w*)|\b(?-i:MBO|ZZZS)\b|zdravotn\w+\s+poist\w+"
    r"|číslo\s+pojištěnce|poistenca|biztosítási\s+azonosító|ubezpieczeni\w*|sygesikring\w*|sundhedskort\w*"
    r"|sygeforsikring\w*|sjukförsäkring\w*|kela-?kortti\w*|zorgverzekering\w*|\b(?-i:HZZO|LBO)\b(?:\s+iskaznic\w*)?|carte\s+vitale"
    r"|krankenversicherungs\w*|gesundheitskarte|\b(?-i:eGK|CEAM|TSE)\b"
    r"|numéro\s+d'assuré|pojištěnc\w*|cart[ãa]o\s+de\s+utente|card\w*\s+de\s+sănătate|здравноосигурителн\w+|zorgpas|\b(?-i:EKUZ)\b"
    r"|健保卡號?|健保號碼|医保卡号?"
    r"|社保卡号?|医保号|保険証(?:番号)?|被保険者番号|건강보험증?\s?번호|บัตรประกันสังคม|ประกันสังคม|bảo\s+hiểm\s+y\s+tế"
    r"|ביטוח\s+(?:בריאות|לאומי)|בקופת\s+חולים|קופת\s+חולים|מספר\s+חבר\s+ב?(?:כללית|מכבי|מאוחדת|לאומית)"
    r"|بیمه\s+(?:درمانی|تامین\s+اجتماعی)|کارت\s+بیمه|شماره\s+(?:بیمه|دفترچه\s+بیمه)|التأمين\s+الصحي"
    # Social insurance and health-plan member cards: Turkish SGK, Vietnamese BHXH, Brazilian carteirinha / convênio.
    r"|\b(?-i:SGK|BHXH)\b|sosyal\s+güvenlik\s+(?:sicil\s+)?(?:no|numara)\w*|sicil\s+no\w*|bảo\s+hiểm\s+xã\s+hội"
    r"|carteirinha|cart[ãa]o\s+(?:do\s+)?(?:plano|conv[êe]nio)|n[úu]mero\s+do\s+(?:plano|conv[êe]nio)|carnet\s+de\s+(?:la\s+)?(?:obra\s+social|prepaga)|"
    + W.HEALTH
    + "|" + S.HEALTH)

# Passports.
PASSPORT = (r"passport\w*|pass(?:port)?\s*(?:no|nr|number|#)|reisepass\w*|passnummer|passeport|pasaporte|passaporte"
    r"|passaporto|paspoort\w*|pasport\w*|paszport\w*|pașaport\w*|pasaport\w*|paso\s+numer\w*|\bpasas\b|putovnic\w*"
    r"|potn\w+\s+list\w*|cestovn\w+\s+pas\w*|útlevél\w*|passinumero|passin\s+numero|passnummer|passaportu|pasaportë"
    r"|διαβατ\w*|паспорт\w*|загранпаспорт\w*|төлқұжат\w*|паспарт\w*|דרכון|جواز(?:\s+السفر)?|گذرنامه|پاسپورٹ|पासपोर्ट"
    r"|পাসপোর্ট|หนังสือเดินทาง|พาสปอร์ต|hộ\s+chiếu|paspor|旅券(?:番号)?|护照|護照|パスポート|여권|" + W.PASSPORT
    + "|" + S.PASSPORT)

# Driving licences.
LICENCE = (r"driver'?s?\s+licen[cs]e|driving\s+licen[cs]e|licen[cs]e\s+(?:no|number)|\b(?-i:DL)\s*(?:no\.?|number|nambar|नंबर)|führerschein\w*|permis\s+de\s+conduire"
    r"|licencia\s+de\s+conduc\w+|carteira\s+de\s+motorista|\b(?-i:CNH)\b|patente\s+di\s+guida|rijbewijs\w*|körkort\w*"
    r"|kørekort\w*|førerkort\w*|ajokort\w*|prawo\s+jazdy|prawa\s+jazdy|řidičsk\w+\s+průkaz\w*|vodičsk\w+\s+preukaz\w*"
    r"|jogosítvány\w*|permis\w*\s+de\s+conducere|ehliyet\w*|sürücü\s+belgesi|vozniško\s+dovoljenje|vozačk\w+\s+dozvol\w*"
    r"|vairuotojo\s+pažymėjim\w*|juhiloa\w*|autovadītāja\s+apliecīb\w*|водительск\w+\s+(?:удостоверени\w+|прав\w*)|\b(?-i:ВУ)\b"
    r"|посвідчення\s+водія|шофьорска\s+книжка|δίπλωμα\s+οδήγησης|רישיון\s+נהיגה|رخصة\s+(?:ال)?قيادة|گواهینامه"
    r"|ड्राइविंग\s+लाइसेंस|bằng\s+lái|surat\s+izin\s+mengemudi|lesen\s+memandu|ใบขับขี่|驾驶证|駕照|駕駛執照|運転免許証?|운전\s?면허(?:증)?|"
    + W.LICENCE
    + "|" + S.LICENCE)

# Identity cards, voter cards and residents' cards.
ID_CARD = (r"ταυτότητ\w*|\b(?-i:ΑΔΤ)\b|(?:nr|numer\w*)\.?\s+(?:\w+\s+)?dowodu(?!\s+(?:wpłaty|rejestracyjn\w*|zakupu|nadania|dostawy))"
    r"|občank\w*|občiank\w*|id(?:entity)?[\s\-]card\s+(?:number|no)|numer\w*\s+dowodu(?:\s+osobistego)?|dowód\s+osobisty|dowodu\s+osobistego"
    r"|občansk\w+\s+průkaz\w*|občiansk\w+\s+preukaz\w*|személyi\s+igazolvány\w*|buletin\w*|carte\w*\s+de\s+identitate"
    r"|osobn\w+\s+iskaznic\w*|lične\s+karte|ličn\w+\s+kart\w*|osebn\w+\s+izkaznic\w*|удостоверени\w+\s+личност\w*"
    r"|лична\s+карта|ID-картк\w*|kimlik\s+kartı\w*|identiteitskaart\w*|ID-kort\w*|henkilökorti\w*|isikutunnistus\w*"
    r"|asmens\s+tapatybės|carta\s+d'identità|\b(?-i:CIE|DPI|IDNP)\b|clave\s+de\s+elector|documento\s+personal"
    r"|رقم\s+(?:البطاقة\s+الشخصية|بطاقة\s+الهوية|بطاقة\s+التعريف)|البطاقة\s+الوطنية|شناسنامه|在留カード(?:番号)?|住民票コード"
    r"|港澳通行证|居留證|អត្តសញ្ញាណប័ណ្ណ|ghana\s*card|\b(?-i:CIN)\b|\b(?-i:EPIC)\b|voter\s+id|" + W.ID_CARD
    + "|" + S.ID_CARD)
