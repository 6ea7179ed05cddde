"""Words for a company, a business, a firm, a shop or an organisation in ~45 more languages: a number named as one's is public.

`secret_public_words.COMPANY` holds the European, East Asian and major languages and `secret_natids_world.COMPANY` the
Central Asian ones; these add African languages (Akan/Twi, Ewe, Ga, Yoruba, Igbo, Hausa, Somali, Oromo, Amharic,
Tigrinya, Zulu, Xhosa, Sotho, Tswana, Shona, Luganda, Kinyarwanda, Lingala, Wolof), Indic scripts (Hindi, Marathi,
Nepali, Bengali, Gujarati, Punjabi, Odia, Tamil, Telugu, Kannada, Malayalam, Sinhala, Urdu), South-East Asian ones
(Lao, Khmer, Burmese, Javanese, Cebuano), the Caucasus and Central Asia (Georgian, Armenian, Kyrgyz, Turkmen,
Mongolian) and a few European ones (Albanian, Baltic, Icelandic, Welsh, Irish, Basque, Maltese). Scripts with vowel
signs are matched by stem ("ድርጅ" takes "የድርጅቱ", "ድርጅታችን"), since a combining sign is no `\\w`.
"""

from __future__ import annotations

# Latin-script words, matched whole (with their endings).
_LATIN = (
    r"adwumakuo|adwumak[uɔ]\w*|aguadi\w*|sotɔɔ|dɔwɔƒe|habɔbɔ|asitsala|okoowo|ṣọ́ọ̀bù|ileese|azụmahịa|ụlọ\s+ahịa"
    r"|shago|dukaan|dhaabbata\w*|kaampaanii|daldala\w*|ishishini|ivenkile|isitolo|khampani|k[h]?gwebo"
    r"|lebenkele|kambani|bhizimusi|bizinensi|edduuka|ubucuruzi|kompanyi|bizinesi|entreprise|kompani\w*"
    r"|shoqëri\w*|shoqeri\w*|biznes\w*|firmë|firma[sė]?|įmon\w+|bendrov\w+|uzņēmum\w*|sabiedrīb\w*|ettevõt\w*"
    r"|fyrirtæk\w*|cwmni|cwmnïau|comhlacht\w*|gnólacht\w*|enpresa\w*|kumpanij\w*|kärhana\w*|kompaniýa\w*|edara\w*"
    r"|perusahaan\w*|kompanya|negosyo\w*|tindahan"
    r"|quincaillerie|boulangerie|[ée]picerie|boucherie|p[âa]tisserie|librairie|sup[ée]rette|droguerie|ferreter[íi]a"
    r"|panader[íi]a|papeler[íi]a|ferramenta|ferragens|padaria|bodega|warung")
# Other scripts: stems, matched anywhere (an article or a case ending may be joined to them).
_SCRIPTS = (
    r"ድርጅ|ኩባንያ|ንግድ|ሱቅ|ትካል|ካምፓኒ"
    r"|संस्था|पसल|प्रतिष्ठान|कारोबार|उद्यम|कम्पनी|कंपनी|फर्म|दुकान|व्यवसाय"
    r"|কোম্পানি|প্রতিষ্ঠান|সংস্থা|ব্যবসা|দোকান|ফার্ম"
    r"|કંપની|પેઢી|સંસ્થા|દુકાન|ਕੰਪਨੀ|ਫਰਮ|ਦੁਕਾਨ|ਕਾਰੋਬਾਰ|କମ୍ପାନୀ|ସଂସ୍ଥା|ଦୋକାନ"
    r"|நிறுவன|கம்பெனி|கடையின்|வணிக|కంపెనీ|సంస్థ|వ్యాపార|దుకాణ|ಕಂಪನಿ|ಸಂಸ್ಥೆ|ಅಂಗಡಿ|ವ್ಯಾಪಾರ"
    r"|കമ്പനി|സ്ഥാപന|കടയുടെ|ബിസിനസ്|සමාගම|ආයතන|ව්‍?යාපාර"
    r"|کمپنی|ادارہ|ادارے|کاروبار|دکان"
    r"|ບໍລິສັດ|ຮ້ານ|ក្រុមហ៊ុន|ហាង|អាជីវកម្ម|ကုမ္ပဏီ|လုပ်ငန်း|ဆိုင်"
    r"|ორგანიზაცი|ფირმ|საწარმო|მაღაზი|ձեռնարկությ|խանութ|կազմակերպությ"
    r"|ишкана|уюм|байгууллага|аж\s+ахуйн\s+нэгж|компани|предузећ|претпријати")

COMPANY_WORLD = rf"(?i)\b(?:{_LATIN})\b|{_SCRIPTS}"
