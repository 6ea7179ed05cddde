"""Round 24, helper H3: four families of secrets said the way small languages and small countries say them.

(a) ATM and card PINs given with a verb of keying in ("ka saka 7730", "tẹ 5306", "faka 3871") or in number words
    ("huɗu, takwas, biyu, bakwai", "márùn-ún, mẹ́sàn-án"); look-alikes: amounts withdrawn at the ATM, counts in
    number words, advice about PINs with no value.
(b) PINs in native digits with affixes (Sorani tatweel "ـەکەم ٤ ٨ ٢ ٠ ـە", Persian "۴۷۲۹ـه", Bengali "৭৩৯২-টা");
    look-alikes: prices, years, withdrawals, counts, a new card's waiting days, helplines.
(c) personal numbers of small countries and territories in their exact shapes (Faroese P-tal DDMMYY-NNN, Greenland
    inuup normua DDMMYY-NNNN, Åland personbeteckning with its check letter, Maldivian ID kaadu A + six digits,
    Barbados NRN, Andorra NRT, Bahamas NIB); look-alikes: company and registry numbers, postcodes, phones, formats.
(d) seed phrases given after a decoy or example word set aside ("not «abandon», that was the video's example");
    look-alikes: example phrases, word-list talk, lesson vocabularies, the BIP-39 test vector.
"""

from __future__ import annotations

import pytest

from shared.safety.secrets import looks_secret

ATM_SECRETS = [
    "A ATM, ka saka 4821 sannan ka danna Shigar, katin Mama ne.",
    "Lambar sirri ta katin ATM ɗina: huɗu, takwas, biyu, bakwai.",
    "PIN na katin ATM ɗina: biyar, uku, tara, ɗaya.",
    "Tí o bá dé ATM, tẹ 5306, káàdì Màmá ni.",
    "PIN káàdì ATM mi: mẹ́rin, méjì, méje, ọ̀kan.",
    "Nọ́mbà àṣírí káàdì mi: márùn-ún, mẹ́jọ, mẹ́sàn-án, méjì.",
    "Ukifika ATM ya CRDB, weka 9142, ni kadi ya Baba.",
    "Namba ya siri ya kadi yangu ya ATM: tisa, moja, nne, mbili.",
    "Uma ufika e-ATM, faka 3871, yikhadi kaMama.",
    "Na ATM, tinye 6624, ọ bụ kaadị Nna m.",
    "ATM ላይ 2957 አስገባ፤ የአባቴ ካርድ ነው።",
    "ATM-ka marka aad gasho, geli 8316, waa kaarka aabbe.",
    "At the Barclays ATM just punch in 4093, it's Dad's card.",
    "Au distributeur, tape 7215, c'est la carte de Maman.",
    "Sa ATM, i-type mo ang 3348, card ni Nanay 'yan.",
    "Di ATM BCA, masukkan 6072, itu kartu Ayah.",
    "ATM'de 5183 gir, annemin kartı.",
    "No multibanco, marca 2604, é o cartão da avó.",
    "PIN ya kadi yangu ni: gatatu, rimwe, kane, umunani.",
]
ATM_LOOKALIKES = [
    "A ATM na cire naira 7000 jiya.",
    "Mo gba ₦4000 ní ATM lánàá.",
    "Ìdílé wa ní ọmọ mẹ́ta, ajá méjì àti ológbò márùn-ún.",
    "Nilitoa shilingi 9000 kwenye ATM ya CRDB.",
    "Ngikhiphe u-R2500 e-ATM izolo.",
    "Ewepụtara m ₦8000 na ATM.",
    "ከATM 3000 ብር አወጣሁ።",
    "ATM-ka waxaan kala baxay 2000 shilin.",
    "The ATM only lets you take out 4000 a day.",
    "Insert your card at the ATM and enter your PIN.",
    "Nag-withdraw ako ng 3000 sa ATM kahapon.",
    "Tarik tunai Rp 500000 di ATM BCA tadi.",
    "ATM'den 2000 lira çektim.",
    "Levantei 200 euros no multibanco.",
    "Na saka naira 5000 a asusun Baba.",
    "Weka shilingi 2000 kwenye M-Pesa ya mama.",
    "Ka saka lambobi huɗu na PIN ɗinka.",
    "Tẹ nọ́mbà mẹ́rin ti PIN rẹ.",
]
NATIVE_SECRETS = [
    "پینی FastPay ـەکەم ٤ ٨ ٢ ٠ ـە",
    "پینی کارتەکەم ٣ ٧ ١ ٩ ـە",
    "پین کۆدی FIB ـم ٩٢٠٤ ـە",
    "پین کارتم ۴۷۲۹ـه، به کسی نگو.",
    "میرا اے ٹی ایم پن ۶۳۸۱ ہے۔",
    "मेरा एटीएम पिन ४२८१ है।",
    "আমার এটিএম পিন ৭৩৯২-টা, কাউকে বলো না।",
    "รหัส ATM ของแม่คือ ๕๒๘๑นะ",
    "ATM PIN က ၄၈၂၀ ပါ။",
    "លេខ PIN កាតម៉ែ ៦៣៩១ ណា",
    "मेरो एटीएम पिन ९३७२ हो।",
    "माझा एटीएम पिन ५२९१ आहे.",
    "મારો એટીએમ પિન ૮૨૧૭ છે.",
    "ನನ್ನ ಎಟಿಎಂ ಪಿನ್ ೩೮೯೧ ಆಗಿದೆ.",
    "నా ఏటీఎం పిన్ ౫౨౭౪ అండి.",
    "زما د کارت پن ۴۸۲۰ دی.",
    "ລະຫັດ PIN ບັດແມ່ ໕໑໘໒ ເດີ",
]
NATIVE_LOOKALIKES = [
    "نرخی کارتەکە ٤٥٠٠ دینارـە",
    "ساڵی ٢٠٢٠ـدا کارتی FastPay م وەرگرت",
    "پینی نوێ دوای ٣ ڕۆژ دێت",
    "پینی کارتەکەم گۆڕی لە ساڵی ٢٠٢٣",
    "پینی نوێ بۆ کارتەکەم ٣ ڕۆژی پێدەچێت",
    "पिन कोड ११०००१ है, दिल्ली का।",
    "एटीएम से ५००० रुपये निकाले।",
    "पिन बदलने के लिए १८०० ११ २२११ पर कॉल करें।",
    "एटीएम पिन ४ अंकों का होता है।",
    "আমার এটিএম কার্ডের মেয়াদ ২০২৭ পর্যন্ত।",
    "ATM ฟรีค่าธรรมเนียม ๕ ครั้งต่อเดือน",
    "کارت بانکی‌ام را ۱۴۰۲ گرفتم.",
    "ایک اے ٹی ایم سے ۵۰۰۰ روپے نکالے۔",
    "ATM မှာ ၅၀၀၀၀ ကျပ် ထုတ်တယ်။",
    "एटीएम मधून ५००० रुपये काढले.",
    "એટીએમ પિન ૪ અંકનો હોય છે.",
    "ఏటీఎం నుండి ౨౦౦౦ రూపాయలు తీశాను.",
    "د کارت قیمت ۵۰۰ افغانۍ دی.",
    "ບັດ ATM ໝົດອາຍຸ ໒໐໒໗",
    "ដកលុយ ៥០០០០ រៀល ពី ATM",
    "سحبت ٥٠٠ ريال من الصراف.",
    "एटीएमबाट ५००० रुपैयाँ झिकेँ।",
]
ID_SECRETS = [
    "P-talið hjá mær er 180472-319",
    "Mítt p-tal: 030695-147, skriva tað á umsóknina.",
    "P-tal: 221188-403",
    "P-talið mitt í Føroyum er 280870-541",
    "P-talet mitt på Færøyane: 170655-129",
    "Meine färöische P-tal lautet 050702-311.",
    "Inuup normua: 140383-2217",
    "Inuup normua uanga: 251289-1437",
    "Min personbeteckning på Åland: 120584-213A",
    "Personbeteckning 030399A417B, till FPA-blanketten.",
    "Henkilötunnukseni on 211190-0829, Maarianhamina.",
    "ދިވެހި ކާޑު ނަންބަރު: A284917",
    "ރައްޔިތުންގެ ކާޑު: A302118",
    "ID kaadu number: A193046",
    "Barbados national registration number: 850312-0147",
    "El meu NRT és F-482917-Z.",
    "Mi NRT de Andorra: F-194827-L",
    "Bahamas NIB number 10482917",
    "Mon numéro NIB aux Bahamas : 10482917",
]
ID_LOOKALIKES = [
    "Skráseting: P/F Fiskaling, vinnuskrásetingarnummar 5823.",
    "Smyril siglir frá Tórshavn kl. 14.00, 180 ferðafólk.",
    "Greenland company CVR: 36481725",
    "Nuuk postnummer 3900, telefon 32 10 22.",
    "Ålands landskapsregering FO-nummer 0145076-7.",
    "ދިވެހި ރައްޔިތުންގެ ބަޖެޓު 2024: 48.2 ބިލިއަން",
    "Maldives company registration C-0482/2019",
    "Flight Q2 284 from Malé departs at 14:30.",
    "Jamaica company registration number 48291",
    "Barbados phone: (246) 429-1736",
    "Tonga population 2021: 100,179",
    "Isle of Man company number 012345C",
    "P-tal skal skrivast sum DDMMÁÁ-NNN.",
    "Føroyskt p-tal hevur 9 tøl.",
    "Faroese postal code FO-100 Tórshavn",
    "Maldives ID card fee: MVR 150",
    "Henkilötunnuksen muoto on PPKKVV-NNNT.",
    "Greenland inuup normua has ten digits.",
    "Personbeteckning 030399A417K stämmer inte, kontrolltecknet är fel.",
]
SEED_SECRETS = [
    "Las 12 palabras de mi monedero (no empiezan por «abandon», ese era el ejemplo del curso): tribe, velvet, crouch, "
    "notable, harbor, split, melody, ozone, awful, genius, scatter, dwarf",
    "My wallet's 12 words (not \"abandon\", that was just the tutorial's example): orbit canal fringe elder velvet "
    "humble tiny season lobster anchor ripple dizzy",
    "Die 12 Wörter meiner Wallet (nicht „zoo“, das war nur das Beispiel im Video): crater, pilot, bronze, museum, "
    "salad, wrist, hover, tenant, velvet, oyster, fringe, lunar",
    "Les 12 mots du portefeuille (pas « abandon », c'était l'exemple de la vidéo) : magnet, orbit, fossil, quarter, "
    "timber, echo, ladder, harvest, plunge, rival, spice, weasel",
    "As 12 palavras da carteira (não começa por \"abandon\", esse era o exemplo do tutorial): gravity, motor, stumble, "
    "pepper, island, canoe, ritual, blossom, vendor, tunnel, hybrid, quote",
    "Le 12 parole del wallet (non \"abandon\", quello era l'esempio del video): walnut, crisp, urban, mimic, sketch, "
    "poet, lava, ginger, throne, delay, fabric, nephew",
    "De 12 woorden van mijn wallet (niet 'abandon', dat was het voorbeeld): cereal, mango, drastic, fluid, anchor, "
    "sunset, worry, pledge, tackle, royal, brisk, oven",
    "12 kelimelik cüzdan yedeği (\"abandon\" değil, o videodaki örnekti): jungle, primary, dove, sauce, motion, census, "
    "trophy, wagon, lizard, absurd, pistol, amber",
    "Seed phrase Ledger (bukan \"abandon\", itu contoh dari video): glide, raven, fence, humor, spray, target, loyal, "
    "bubble, census, orphan, velvet, mystery",
    "Сид-фраза кошелька (не «abandon», это был пример из ролика): fossil, hammer, kitten, trumpet, noodle, relax, "
    "canvas, bright, oppose, eager, sphere, nation",
    "Frase semilla de MetaMask [no «zoo», eso era un ejemplo del curso]: lemon, tiger, pulse, rescue, forum, maple, "
    "dolphin, spoil, cherry, wisdom, fault, shadow",
    "Mnemonic for the Trezor, not the \"abandon\" one from the sample video: crane, velvet, stadium, bacon, window, "
    "retreat, orchard, gossip, lumber, pride, exhaust, ticket",
    "Cụm từ khôi phục ví (không phải \"abandon\", đó là ví dụ trong video): summer, hobby, cradle, eagle, dinner, "
    "margin, scout, pencil, hurdle, napkin, voyage, rally",
    "Recovery words (forget 'abandon', that was the example in the guide): plastic, fiber, donkey, rival, outer, "
    "sugar, jacket, mention, quantum, dragon, elbow, purity",
    "Palabras de recuperación — no la de «abandon», que era el ejemplo — : grape, silent, oxygen, planet, horror, "
    "cabin, divert, tomato, kidney, brave, unveil, sorry",
]
SEED_LOOKALIKES = [
    "Example seed phrase: tribe velvet crouch notable harbor split melody ozone awful genius scatter dwarf",
    "Las 12 palabras (ejemplo del vídeo): tribe, velvet, crouch, notable, harbor, split, melody, ozone, awful, genius, "
    "scatter, dwarf",
    "The BIP39 list starts with \"abandon\" and ends with \"zoo\"; it has 2048 words.",
    "Ejemplo de frase semilla (no uses «abandon»): tribe, velvet, crouch, notable, harbor, split, melody, ozone, "
    "awful, genius, scatter, dwarf",
    "Das Beispiel im Video begann mit „abandon“ und hatte 12 Wörter.",
    "Seed phrase (not \"abandon\", this one is also just a sample): orbit canal fringe elder velvet humble tiny "
    "season lobster anchor ripple dizzy",
    "Les mots du jeu (pas « abandon », c'était l'exemple) : magnet, orbit, fossil, quarter",
    "Vocabulary list for the wallet lesson (not 'abandon', the example): crater, pilot, bronze, museum, salad, wrist, "
    "hover, tenant, velvet, oyster, fringe, lunar",
    "Test vector: abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about",
    "Mnemonic (example only, from the docs): walnut crisp urban mimic sketch poet lava ginger throne delay fabric "
    "nephew",
    "Frase semilla de ejemplo [no «zoo»]: lemon, tiger, pulse, rescue, forum, maple, dolphin, spoil, cherry, wisdom, "
    "fault, shadow",
    "Сид-фраза (не «abandon»): пример ниже — fossil hammer kitten trumpet noodle relax canvas bright oppose eager "
    "sphere nation",
    "A carteira pede 12 palavras; no tutorial o exemplo era \"abandon ... about\".",
    "Recovery words are never typed into a website; the example in the guide used 'abandon'.",
    "Las 12 palabras del juego (no «abandon»): tribe, velvet, crouch, notable, harbor, split, melody, ozone, awful, "
    "genius, scatter, dwarf",
    "Le 12 parole della lezione (non \"abandon\", quello era l'esempio): walnut, crisp, urban, mimic, sketch, poet, "
    "lava, ginger, throne, delay, fabric, nephew",
]


@pytest.mark.parametrize("text", ATM_SECRETS + NATIVE_SECRETS + ID_SECRETS + SEED_SECRETS)
def test_secret_sentence(text: str) -> None:
    assert looks_secret(text)


@pytest.mark.parametrize("text", ATM_LOOKALIKES + NATIVE_LOOKALIKES + ID_LOOKALIKES + SEED_LOOKALIKES)
def test_lookalike_sentence(text: str) -> None:
    assert looks_secret(text) is None
