"""Round 24, password words of small languages: a password given after the word for it in Quechua, Tongan, Fijian,
Dhivehi, Tibetan, Uyghur, Greenlandic, Hmong, Kurmanji, Kazakh (Latin), Somali, Samoan, Maori and Welsh, the value
after a colon or a copula. Look-alikes: the same words with no value (forgot it, changed it, the reset link, its
length rule, an app's instructions).
"""

from __future__ import annotations

import pytest

from tiered_memory.shared.safety import looks_secret

SECRETS = [
    "email nisqaypa yaykuna rimaynin: Wayta_Puka_2031",
    "Facebook pakasqa rimayniy: Llama_Yana_77",
    "Ko e lea fakapulipuli ki he Facebook: Manu_Kula_Tonga3",
    "lea fakapulipuli ʻo e wifi: Vavau_Ngalu_55",
    "vosa vuni ni noqu email: Koro_Levu_2009",
    "ބޭންކް އެޕްގެ ޕާސްވޯޑް: Dhon_Kalo_5150",
    "གསང་ཚིག: Norbu_Ling_7741",
    "ངའི་ email གསང་ཚིག Tashi_Delek_93",
    "مېنىڭ email پارولۇم: Qeshqer_Gul_88",
    "مەخپىي سۆزى: Tengritagh_412",
    "isissutissaq: Nanoq_Qaqortoq_61",
    "lo lus zais rau kuv email: Paj_Ntaub_1975",
    "borînpeyva emailê min: Befrin_Spî_21",
    "qupiya söz: Almaty_Tau_8820",
    "erayga sirta ee emailka waa Hooyo_Macaan_44",
    "upu lilo o le imeli: Niu_Samasama_6",
    "te kupuhipa mō te īmēra: Tui_Kowhai_808",
    "cyfrinair y cyfrifiadur: Draig_Las_1997",
]

LOOK_ALIKES = [
    "Ua galo ia te ia lana upu lilo o le imeli, ma e le mafai ona ia ulufale.",
    "Na'a ku fakafo'ou 'eku lea fakapulipuli 'aneafi.",
    "Sa guilecava na vosa vuni ni nona email o tamaqu.",
    "yaykuna rimaynita qunqarqani, musuqta ruranay tiyan.",
    "ޕާސްވޯޑް ހަދަންވީ 8 އަކުރަށް ވުރެ ދިގުކޮށް.",
    "གསང་ཚིག་བརྗེད་སོང་།",
    "پارولۇمنى ئۇنتۇپ قالدىم، قايتا تەڭشەيمەن.",
    "مەخپىي سۆزنى ھېچكىمگە دېمەڭ.",
    "isissutissaq puigorpara, nutaamik pilersitsivunga.",
    "Kuv hnov qab kuv lo lus zais lawm, yuav tsum hloov.",
    "Min borînpeyva xwe ji bîr kir, divê ez nû bikim.",
    "Qupiya sözdi eşkimge aitpañyz.",
    "Waxaan illaabay erayga sirta ee emailka, waan beddelayaa.",
    "Kua wareware au i taku kupuhipa, me tono hou.",
    "Anghofiais fy nghyfrinair, felly cliciais ar y ddolen ailosod.",
    "Kua hurihia e ia tana kupuhipa inanahi.",
]


@pytest.mark.parametrize("text", SECRETS)
def test_small_language_password_sentence(text: str) -> None:
    assert looks_secret(text)


@pytest.mark.parametrize("text", LOOK_ALIKES)
def test_small_language_password_lookalike_sentence(text: str) -> None:
    assert looks_secret(text) is None
