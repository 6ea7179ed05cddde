"""Words that name a list of words for a lesson, a test, a game, a song or shopping: such a list is no seed phrase."""

from __future__ import annotations

import re

# In the languages of the seed labels (en de fr es pt it nl pl cs ru tr id vi ja zh ko).
WORD_LISTS = re.compile(
    r"(?i)list|vocab|vokab|wortschatz|spelling|glossary|lyrics|pictionary|wordle|crossword|kreuzwort|flash\s?cards?"
    r"|tags?\b|keywords?|schlagw|mots-clés|palabras\s+clave|quiz|\blearn|\blern|lesson|lektion|leçon|lección|lição"
    r"|lezione|homework|hausaufgabe|devoirs?\b|tarea|compiti|huiswerk|\btests?\b|\bexams?\b|prüfung|examen"
    r"|dictation|diktat|dictée|dictado|ditado|dettato|shopping|einkauf|\bcourses\b|compras?\b|spesa|boodschap|game"
    r"|spiel|\bjeu\b|juego|jogo|gioco|poem|gedicht|poème|poema|poesia|song|\blied|chanson|canción|canção|canzone|rhyme"
    r"|\breim|translate|übersetz|tradu|słówk|slovíčk|словар|слова\s+для|sözlük|kosakata|từ\s+vựng|単語帳|生词|단어장"
    # what a wallet holds or a ledger books: contents and entries, not a phrase
    r"|content|inhalt|contenu|contenido|conteúdo|contenuto|inhoud|zawarto|содерж|içeri|accounting|buchhalt|comptab|contab"
    r"|entries|einträge|écritures|asientos|nauk|naucz|učen|učit|dikt[aá]t|выучить|учить|учеб|öğren|belajar|học\s+thuộc"
    r"|学习|勉強|공부")
# Named just after the words ("… — vocabulary for the wallet lesson"): narrower, as "test wallet" may name a seed's wallet.
LESSON_AFTER = re.compile(r"(?i)vocab|vokab|spelling|lesson|lektion|leçon|lección|lezione|homework|shopping|lyrics|poem|song|quiz")
