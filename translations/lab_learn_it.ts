<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it_IT">
<context>
    <name>lab</name>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>Biggest win: game %1, %2 (seat %3) by %4 points</source>
        <translation>Vittoria più netta: partita %1, %2 (posto %3) con %4 punti di scarto</translation>
    </message>
    <message>
        <source>%1&apos;s biggest loss: game %2, seat %3, by %4 points</source>
        <translation>Sconfitta più netta di %1: partita %2, posto %3, con %4 punti di scarto</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>Chi</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partite</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Vittorie</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Tasso di vittoria</translation>
    </message>
    <message>
        <source>95% interval</source>
        <translation>Intervallo al 95%</translation>
    </message>
    <message>
        <source>Mean score</source>
        <translation>Punteggio medio</translation>
    </message>
    <message>
        <source>Score spread (SD)</source>
        <translation>Dispersione punti (DS)</translation>
    </message>
    <message>
        <source>A win shared by k players counts 1/k</source>
        <translation>Una vittoria condivisa da k giocatori conta 1/k</translation>
    </message>
    <message>
        <source>A bot in more than one seat counts each of its seats</source>
        <translation>Un bot in più posti conta ciascuno dei suoi posti</translation>
    </message>
    <message>
        <source>Bot: %1</source>
        <translation>Bot: %1</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Posto %1</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Partite giocate</translation>
    </message>
    <message>
        <source>Decisions a game (mean ± SD)</source>
        <translation>Decisioni a partita (media ± DS)</translation>
    </message>
    <message>
        <source>Games won by more than one player</source>
        <translation>Partite vinte da più giocatori</translation>
    </message>
    <message>
        <source>First seat&apos;s advantage over an even share</source>
        <translation>Vantaggio del primo posto sulla quota equa</translation>
    </message>
    <message>
        <source>%1 points of win rate (95%: %2 to %3)</source>
        <translation>%1 punti di percentuale di vittorie (95%: da %2 a %3)</translation>
    </message>
    <message>
        <source>%1 (a game on average)</source>
        <translation>%1 (media a partita)</translation>
    </message>
    <message>
        <source>The games</source>
        <translation>Le partite</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valore</translation>
    </message>
    <message>
        <source>%1: %2: no such game</source>
        <translation>%1: %2: questo gioco non esiste</translation>
    </message>
    <message>
        <source>%1: expected a whole number from %2 to %3, not %4</source>
        <translation>%1: serve un numero intero da %2 a %3, non %4</translation>
    </message>
    <message>
        <source>%1: expected a list of bot names such as %2</source>
        <translation>%1: serve una lista di nomi di bot come %2</translation>
    </message>
    <message>
        <source>%1: expected a bot name, not %2</source>
        <translation>%1: serve il nome di un bot, non %2</translation>
    </message>
    <message>
        <source>%1: %2: no such bot</source>
        <translation>%1: %2: questo bot non esiste</translation>
    </message>
    <message>
        <source>%1: expected an object of names and values</source>
        <translation>%1: serve un oggetto di nomi e valori</translation>
    </message>
    <message>
        <source>%1: expected a string</source>
        <translation>%1: serve una stringa</translation>
    </message>
    <message>
        <source>expected a JSON object such as %1</source>
        <translation>serve un oggetto JSON come %1</translation>
    </message>
    <message>
        <source>%1: no such field (a config has %2)</source>
        <translation>%1: campo inesistente (una configurazione ha %2)</translation>
    </message>
    <message>
        <source>%1: expected a game&apos;s id</source>
        <translation>%1: serve l&apos;id di un gioco</translation>
    </message>
    <message>
        <source>%1: missing</source>
        <translation>%1: manca</translation>
    </message>
    <message>
        <source>%1: %2 bots for %3 players</source>
        <translation>%1: %2 bot per %3 giocatori</translation>
    </message>
    <message>
        <source>%1: expected a whole number from 0</source>
        <translation>%1: serve un numero intero da 0 in su</translation>
    </message>
    <message>
        <source>%1: expected a variant file&apos;s path</source>
        <translation>%1: serve il percorso di un file di variante</translation>
    </message>
</context>
<context>
    <name>learn</name>
    <message>
        <source>no lesson for %1 (there are lessons for: %2)</source>
        <translation>nessuna lezione per %1 (ci sono lezioni per: %2)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nessuno</translation>
    </message>
    <message>
        <source>%1: cannot be read</source>
        <translation>%1: non si può leggere</translation>
    </message>
</context>
<context>
    <name>vb::app::Guide</name>
    <message>
        <source>Not yet: read this step, then press Next.</source>
        <translation>Non ancora: leggi questo passo, poi premi Avanti.</translation>
    </message>
    <message>
        <source>Not yet: watch the other player.</source>
        <translation>Non ancora: guarda l&apos;altro giocatore.</translation>
    </message>
    <message>
        <source>Not allowed: %1. Follow the arrow.</source>
        <translation>Non è permesso: %1. Segui la freccia.</translation>
    </message>
    <message>
        <source>That move is allowed, but this lesson needs another one. Follow the arrow.</source>
        <translation>Questa mossa è permessa, ma la lezione ne chiede un&apos;altra. Segui la freccia.</translation>
    </message>
    <message>
        <source>The guide could not play this move.</source>
        <translation>La guida non è riuscita a giocare questa mossa.</translation>
    </message>
</context>
<context>
    <name>vb::app::GuidePanel</name>
    <message>
        <source>Next</source>
        <translation>Avanti</translation>
    </message>
    <message>
        <source>Play a real game</source>
        <translation>Gioca una partita vera</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Finito</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Passo %1 di %2</translation>
    </message>
    <message>
        <source>Show me</source>
        <translation>Mostramelo</translation>
    </message>
</context>
<context>
    <name>vb::app::LabCharts</name>
    <message>
        <source>Win rate</source>
        <translation>Vittorie</translation>
    </message>
    <message>
        <source>95% interval</source>
        <translation>Intervallo 95%</translation>
    </message>
    <message>
        <source>Even: %1%</source>
        <translation>Parità: %1%</translation>
    </message>
    <message>
        <source>%1: wins %2% of its games (95% interval %3%–%4%)</source>
        <translation>%1: vince il %2% delle sue partite (intervallo al 95% %3%–%4%)</translation>
    </message>
    <message>
        <source>Final scores by bot (how often each)</source>
        <translation>Punteggi finali per bot (frequenza)</translation>
    </message>
    <message>
        <source>Final score</source>
        <translation>Punteggio finale</translation>
    </message>
    <message>
        <source>Final score (bars of %1 points)</source>
        <translation>Punteggio finale (barre di %1 punti)</translation>
    </message>
    <message>
        <source>carrot power</source>
        <translation>potere della carota</translation>
    </message>
    <message>
        <source>cabbage power</source>
        <translation>potere del cavolo</translation>
    </message>
    <message>
        <source>peas power</source>
        <translation>potere dei piselli</translation>
    </message>
    <message>
        <source>pepper power</source>
        <translation>potere del peperone</translation>
    </message>
    <message>
        <source>potato power</source>
        <translation>potere della patata</translation>
    </message>
    <message>
        <source>tomato power</source>
        <translation>potere del pomodoro</translation>
    </message>
    <message>
        <source>%1 power</source>
        <translation>potere di %1</translation>
    </message>
    <message>
        <source>What happens in a game (average a game)</source>
        <translation>Cosa succede in una partita (media)</translation>
    </message>
    <message>
        <source>Used</source>
        <translation>Usato</translation>
    </message>
    <message>
        <source>Skipped</source>
        <translation>Saltato</translation>
    </message>
    <message>
        <source>A game on average</source>
        <translation>Media a partita</translation>
    </message>
    <message>
        <source>Events a game: none counted for this game</source>
        <translation>Eventi a partita: nessuno contato per questo gioco</translation>
    </message>
    <message>
        <source>Win rate by seat</source>
        <translation>Vittorie per posto</translation>
    </message>
    <message>
        <source>Win rate by bot</source>
        <translation>Vittorie per bot</translation>
    </message>
    <message>
        <source>Final scores by bot</source>
        <translation>Punteggi finali per bot</translation>
    </message>
    <message>
        <source>What happens in a game</source>
        <translation>Cosa succede in una partita</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Posto %1</translation>
    </message>
    <message>
        <source>Win rate by seat (first seat plays first)</source>
        <translation>Vittorie per posto (il primo inizia)</translation>
    </message>
    <message>
        <source>Win rate by bot (each of its seat-games)</source>
        <translation>Vittorie per bot (per posto e partita)</translation>
    </message>
</context>
<context>
    <name>vb::app::LabWindow</name>
    <message>
        <source>This run cannot start</source>
        <translation>Questa serie non può partire</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Arresto…</translation>
    </message>
    <message>
        <source>%1 games a second; about %2 left</source>
        <translation>%1 partite al secondo; mancano circa %2</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Avvio…</translation>
    </message>
    <message>
        <source>The run stopped</source>
        <translation>La serie si è fermata</translation>
    </message>
    <message>
        <source>%1 games in %2 (%3 a second)%4</source>
        <translation>%1 partite in %2 (%3 al secondo)%4</translation>
    </message>
    <message>
        <source>, cancelled</source>
        <translation>, annullata</translation>
    </message>
    <message>
        <source>published rules</source>
        <translation>regole pubblicate</translation>
    </message>
    <message>
        <source>variant “%1”</source>
        <translation>variante «%1»</translation>
    </message>
    <message>
        <source>(no name)</source>
        <translation>(senza nome)</translation>
    </message>
    <message>
        <source>%1: %2 games of %3 players, %4, seed %5</source>
        <translation>%1: %2 partite a %3 giocatori, %4, seme %5</translation>
    </message>
    <message>
        <source>Playtesting lab — VeggieBox</source>
        <translation>Laboratorio di prova — VeggieBox</translation>
    </message>
    <message>
        <source>Game and players</source>
        <translation>Gioco e giocatori</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Gioco:</translation>
    </message>
    <message>
        <source>Players:</source>
        <translation>Giocatori:</translation>
    </message>
    <message>
        <source>Seat %1:</source>
        <translation>Posto %1:</translation>
    </message>
    <message>
        <source>The bot listed here sits in this seat in the first game; the seats turn from game to game</source>
        <translation>Il bot indicato qui siede a questo posto nella prima partita; i posti ruotano da una partita all’altra</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Avvia</translation>
    </message>
    <message>
        <source>Games:</source>
        <translation>Partite:</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Seme:</translation>
    </message>
    <message>
        <source>The same seed, players, rules and number of games play the same games</source>
        <translation>Stesso seme, giocatori, regole e numero di partite danno le stesse partite</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>%v of %m games</source>
        <translation>%v di %m partite</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regole</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Grafici</translation>
    </message>
    <message>
        <source>Numbers</source>
        <translation>Numeri</translation>
    </message>
    <message>
        <source>Open a game:</source>
        <translation>Apri una partita:</translation>
    </message>
    <message>
        <source>Open on the table</source>
        <translation>Apri sul tavolo</translation>
    </message>
    <message>
        <source>Replay this game on the table, move by move in the move log</source>
        <translation>Rivedi questa partita sul tavolo, mossa per mossa nel registro delle mosse</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>Esporta CSV…</translation>
    </message>
    <message>
        <source>Export JSON…</source>
        <translation>Esporta JSON…</translation>
    </message>
    <message>
        <source>The report veggiebox-cli simulate --json prints for the same run</source>
        <translation>Il rapporto che veggiebox-cli simulate --json stampa per la stessa serie</translation>
    </message>
    <message>
        <source>Choose the players and press Run.</source>
        <translation>Scegli i giocatori e premi Avvia.</translation>
    </message>
    <message>
        <source>Export the report as JSON</source>
        <translation>Esporta il rapporto in JSON</translation>
    </message>
    <message>
        <source>Export the numbers as CSV</source>
        <translation>Esporta i numeri in CSV</translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>The report could not be written</source>
        <translation>Non è stato possibile scrivere il rapporto</translation>
    </message>
    <message>
        <source>The numbers could not be written</source>
        <translation>Non è stato possibile scrivere i numeri</translation>
    </message>
    <message>
        <source>This game cannot be opened</source>
        <translation>Questa partita non si può aprire</translation>
    </message>
    <message>
        <source>%1: expected a whole number from 0 to %2</source>
        <translation>%1: serve un numero intero da 0 a %2</translation>
    </message>
</context>
<context>
    <name>vb::app::VariantForm</name>
    <message>
        <source>All crops bonus</source>
        <translation>Bonus tutte le colture</translation>
    </message>
    <message>
        <source>Starting hand</source>
        <translation>Mano iniziale</translation>
    </message>
    <message>
        <source>Cards per crop</source>
        <translation>Carte per coltura</translation>
    </message>
    <message>
        <source>Harvest size</source>
        <translation>Carte del raccolto</translation>
    </message>
    <message>
        <source>Fence tokens</source>
        <translation>Marcatori steccato</translation>
    </message>
    <message>
        <source>Line points</source>
        <translation>Punti per sequenza</translation>
    </message>
    <message>
        <source>Colour points</source>
        <translation>Punti per colore</translation>
    </message>
    <message>
        <source>Jolly points</source>
        <translation>Punti dei Jolly</translation>
    </message>
    <message>
        <source>Closing points</source>
        <translation>Punti di chiusura</translation>
    </message>
    <message>
        <source>Penalty A</source>
        <translation>Penalità A</translation>
    </message>
    <message>
        <source>Refill to</source>
        <translation>Ricarica fino a</translation>
    </message>
    <message>
        <source>Mouse points</source>
        <translation>Punti per topo</translation>
    </message>
    <message>
        <source>Crate points</source>
        <translation>Punti per cassetta</translation>
    </message>
    <message>
        <source>Stall cards</source>
        <translation>Carte della bancarella</translation>
    </message>
    <message>
        <source>Market size</source>
        <translation>Carte del mercato</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Mazzo</translation>
    </message>
    <message>
        <source>Variant file…</source>
        <translation>File di variante…</translation>
    </message>
    <message>
        <source>Fill the rules below from a variant file (docs/variants.md)</source>
        <translation>Compila le regole qui sotto da un file di variante (docs/variants.md)</translation>
    </message>
    <message>
        <source>Published</source>
        <translation>Pubblicate</translation>
    </message>
    <message>
        <source>Every rule back to the published rules</source>
        <translation>Ogni regola torna a quella pubblicata</translation>
    </message>
    <message>
        <source>(no name)</source>
        <translation>(senza nome)</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Nome:</translation>
    </message>
    <message>
        <source>From %1</source>
        <translation>Da %1</translation>
    </message>
    <message>
        <source>The published rules; change any of them below.</source>
        <translation>Le regole pubblicate; cambiane qualcuna qui sotto.</translation>
    </message>
    <message>
        <source>%1 (%2; published: %3)</source>
        <translation>%1 (%2; pubblicata: %3)</translation>
    </message>
    <message>
        <source>the published deck</source>
        <translation>il mazzo pubblicato</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1:</translation>
    </message>
    <message>
        <source>on</source>
        <translation>sì</translation>
    </message>
    <message>
        <source>%1 whole numbers, parted by commas</source>
        <translation>%1 numeri interi, separati da virgole</translation>
    </message>
    <message>
        <source>published</source>
        <translation>pubblicato</translation>
    </message>
    <message>
        <source>its own %1 cards</source>
        <translation>le sue %1 carte</translation>
    </message>
    <message>
        <source>%1 (its own %2 cards)</source>
        <translation>%1 (le sue %2 carte)</translation>
    </message>
    <message>
        <source>Deck file…</source>
        <translation>File del mazzo…</translation>
    </message>
    <message>
        <source>Choose a deck file</source>
        <translation>Scegli un file di mazzo</translation>
    </message>
    <message>
        <source>Decks (*.txt);;All files (*)</source>
        <translation>Mazzi (*.txt);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>This deck cannot be used</source>
        <translation>Questo mazzo non si può usare</translation>
    </message>
    <message>
        <source>This variant cannot be used</source>
        <translation>Questa variante non si può usare</translation>
    </message>
    <message>
        <source>Choose a variant</source>
        <translation>Scegli una variante</translation>
    </message>
    <message>
        <source>Variants (*.json);;All files (*)</source>
        <translation>Varianti (*.json);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>Power carrot</source>
        <translation>Potere carota</translation>
    </message>
    <message>
        <source>Power cabbage</source>
        <translation>Potere cavolo</translation>
    </message>
    <message>
        <source>Power peas</source>
        <translation>Potere piselli</translation>
    </message>
    <message>
        <source>Power pepper</source>
        <translation>Potere peperone</translation>
    </message>
    <message>
        <source>Power potato</source>
        <translation>Potere patata</translation>
    </message>
    <message>
        <source>Power tomato</source>
        <translation>Potere pomodoro</translation>
    </message>
</context>
</TS>
