<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it_IT">
<context>
    <name>BoardView</name>
    <message>
        <source>%1 · %2%</source>
        <translation>%1 · %2%</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>VeggieBox: three vegetable card games for hot-seat play.</source>
        <translation>VeggieBox: tre giochi di carte sulle verdure da giocare a turno sullo stesso computer.</translation>
    </message>
    <message>
        <source>Open FILE, a save or a scenario.</source>
        <translation>Apre FILE, una partita salvata o uno scenario.</translation>
    </message>
    <message>
        <source>Render the home window, or with --load the game window, to FILE.png and exit.</source>
        <translation>Disegna la finestra iniziale, o con --load la finestra di gioco, in FILE.png ed esce.</translation>
    </message>
    <message>
        <source>With --screenshot --load: show the table as SEAT sees it (-1: public).</source>
        <translation>Con --screenshot --load: mostra il tavolo come lo vede SEAT (-1: pubblico).</translation>
    </message>
    <message>
        <source>Window size for --screenshot.</source>
        <translation>Dimensioni della finestra per --screenshot.</translation>
    </message>
    <message>
        <source>Print the milliseconds from launch to the window being shown.</source>
        <translation>Stampa i millisecondi dall&apos;avvio alla comparsa della finestra.</translation>
    </message>
    <message>
        <source>Open the Playtesting lab with the run CONFIG.json gives (with --screenshot: play it and render the results).</source>
        <translation>Apre il Laboratorio di prova con la serie descritta da CONFIG.json (con --screenshot: la gioca e disegna i risultati).</translation>
    </message>
    <message>
        <source>Continue the game last on the table (the autosave).</source>
        <translation>Riprende l&apos;ultima partita sul tavolo (il salvataggio automatico).</translation>
    </message>
    <message>
        <source>Open the sandbox&apos;s position editor on FILE (or --load FILE), or on a new deal of the game --game names.</source>
        <translation>Apre l&apos;editor di posizioni della sandbox su FILE (o --load FILE), o su una nuova distribuzione del gioco indicato da --game.</translation>
    </message>
    <message>
        <source>With --edit and no file: the game to deal (veggies, garden, vegetables).</source>
        <translation>Con --edit e nessun file: il gioco da distribuire (veggies, garden, vegetables).</translation>
    </message>
    <message>
        <source>Open the guided first game of GAME (veggies, garden, vegetables); with --screenshot, render its first step.</source>
        <translation>Apre la prima partita guidata di GAME (veggies, garden, vegetables); con --screenshot, ne disegna il primo passo.</translation>
    </message>
    <message>
        <source>A save or a scenario to open (as --load).</source>
        <translation>Una partita salvata o uno scenario da aprire (come --load).</translation>
    </message>
    <message>
        <source>Speak LANG (en, it or es) in this run, whatever the system or the preferences say.</source>
        <translation>Parla LANG (en, it o es) in questa esecuzione, qualunque cosa dicano il sistema o le preferenze.</translation>
    </message>
    <message>
        <source>could not write the screenshot to %1</source>
        <translation>impossibile scrivere lo screenshot in %1</translation>
    </message>
    <message>
        <source>--lab: the run could not start</source>
        <translation>--lab: la serie non è potuta partire</translation>
    </message>
    <message>
        <source>--size: expected WxH, e.g. 860x600, not &apos;%1&apos;</source>
        <translation>--size: atteso LxA, per esempio 860x600, non &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--as: expected a seat from -1 to %1, not &apos;%2&apos;</source>
        <translation>--as: atteso un posto da -1 a %1, non &apos;%2&apos;</translation>
    </message>
    <message>
        <source>--screenshot-dialog hint: no person to move</source>
        <translation>--screenshot-dialog hint: nessuna persona di turno</translation>
    </message>
    <message>
        <source>--screenshot-dialog: no dialog &apos;%1&apos; here (new-game, preferences; with --load also score-sheet, compare-branches, rules, curtain, hint)</source>
        <translation>--screenshot-dialog: qui non c&apos;è la finestra &apos;%1&apos; (new-game, preferences; con --load anche score-sheet, compare-branches, rules, curtain, hint)</translation>
    </message>
    <message>
        <source>--lang takes %1, not &apos;%2&apos;</source>
        <translation>--lang accetta %1, non &apos;%2&apos;</translation>
    </message>
    <message>
        <source>give one file to open, not %1</source>
        <translation>indica un solo file da aprire, non %1</translation>
    </message>
    <message>
        <source>--stop-inside-writes takes created:FILE, written:FILE or synced:FILE</source>
        <translation>--stop-inside-writes accetta created:FILE, written:FILE o synced:FILE</translation>
    </message>
</context>
<context>
    <name>variant</name>
    <message>
        <source>its own %1 cards</source>
        <translation>le sue %1 carte</translation>
    </message>
</context>
<context>
    <name>vb::app::AboutBox</name>
    <message>
        <source>About VeggieBox</source>
        <translation>Informazioni su VeggieBox</translation>
    </message>
    <message>
        <source>&lt;h3&gt;VeggieBox %1&lt;/h3&gt;&lt;p&gt;Three vegetable card games for hot-seat play on one computer.&lt;/p&gt;&lt;p&gt;An unofficial fan edition, not affiliated with or endorsed by the designers or publishers:&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Veggies&lt;/b&gt; is designed by Jog Kung and published by Devir (Pocket line).&lt;/li&gt;&lt;li&gt;&lt;b&gt;Veggie Garden&lt;/b&gt; is designed by Kelly North Adams and published by Quick Simple Fun Games.&lt;/li&gt;&lt;li&gt;&lt;b&gt;VEGEtables 2.0&lt;/b&gt; is designed by Daniele Ferri.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;The names belong to their owners. The card data and art in VeggieBox are the project&apos;s own. The code is under the MIT licence.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;VeggieBox %1&lt;/h3&gt;&lt;p&gt;Tre giochi di carte sulle verdure da giocare a turno sullo stesso computer.&lt;/p&gt;&lt;p&gt;Un&apos;edizione non ufficiale fatta da appassionati, non affiliata né approvata dagli autori o dagli editori:&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Veggies&lt;/b&gt; è un gioco di Jog Kung pubblicato da Devir (linea Pocket).&lt;/li&gt;&lt;li&gt;&lt;b&gt;Veggie Garden&lt;/b&gt; è un gioco di Kelly North Adams pubblicato da Quick Simple Fun Games.&lt;/li&gt;&lt;li&gt;&lt;b&gt;VEGEtables 2.0&lt;/b&gt; è un gioco di Daniele Ferri.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;I nomi appartengono ai loro proprietari. I dati delle carte e le illustrazioni di VeggieBox sono del progetto. Il codice è sotto licenza MIT.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>vb::app::BranchCompareDialog</name>
    <message>
        <source>Compare branches</source>
        <translation>Confronta i rami</translation>
    </message>
    <message>
        <source>After 1 move</source>
        <translation>Dopo 1 mossa</translation>
    </message>
    <message>
        <source>After %1 moves</source>
        <translation>Dopo %1 mosse</translation>
    </message>
    <message>
        <source>%1, in place of move %2</source>
        <translation>%1, al posto della mossa %2</translation>
    </message>
    <message>
        <source>%1 (on the table)</source>
        <translation>%1 (sul tavolo)</translation>
    </message>
</context>
<context>
    <name>vb::app::ConfirmBar</name>
    <message>
        <source>%1 — this shows a hidden card and cannot be undone.</source>
        <translation>%1 — questa mossa scopre una carta nascosta e non si può annullare.</translation>
    </message>
    <message>
        <source>Confirm (Enter)</source>
        <translation>Conferma (Invio)</translation>
    </message>
    <message>
        <source>Cancel (Esc)</source>
        <translation>Annulla (Esc)</translation>
    </message>
    <message>
        <source>Make this move</source>
        <translation>Fai questa mossa</translation>
    </message>
    <message>
        <source>Take this move back before anything is shown</source>
        <translation>Ritira questa mossa prima che si scopra qualcosa</translation>
    </message>
</context>
<context>
    <name>vb::app::Curtain</name>
    <message>
        <source>%1&apos;s turn</source>
        <translation>Tocca a %1</translation>
    </message>
    <message>
        <source>Press Space when only %1 is looking.</source>
        <translation>Premi Spazio quando guarda solo %1.</translation>
    </message>
    <message>
        <source>I am %1 — show my cards</source>
        <translation>Sono %1 — mostra le mie carte</translation>
    </message>
    <message>
        <source>Last move: %1</source>
        <translation>Ultima mossa: %1</translation>
    </message>
</context>
<context>
    <name>vb::app::GameController</name>
    <message>
        <source>a variant</source>
        <translation>una variante</translation>
    </message>
    <message>
        <source>A lesson follows its own moves: no branch can leave it.</source>
        <translation>Una lezione segue le sue mosse: non se ne può staccare nessun ramo.</translation>
    </message>
    <message>
        <source>There is no such branch.</source>
        <translation>Questo ramo non esiste.</translation>
    </message>
    <message>
        <source>%1 (computer) chose a refused action: %2</source>
        <translation>%1 (computer) ha scelto un&apos;azione rifiutata: %2</translation>
    </message>
</context>
<context>
    <name>vb::app::GameTile</name>
    <message>
        <source>New game</source>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <source>Set up a new game of %1</source>
        <translation>Prepara una nuova partita a %1</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regole</translation>
    </message>
    <message>
        <source>Read the rules of %1</source>
        <translation>Leggi le regole di %1</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Impara a giocare</translation>
    </message>
    <message>
        <source>A short guided game of %1: the guide shows every rule as you play</source>
        <translation>Una breve partita guidata a %1: la guida mostra ogni regola mentre giochi</translation>
    </message>
</context>
<context>
    <name>vb::app::GameWindow</name>
    <message>
        <source>Teaching mode: every hand is shown</source>
        <translation>Modalità didattica: tutte le mani sono scoperte</translation>
    </message>
    <message>
        <source>Compare branches</source>
        <translation>Confronta i rami</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Ripeti</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Punteggi</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Suggerimento</translation>
    </message>
    <message>
        <source>The strongest computer player&apos;s three best moves for you (H)</source>
        <translation>Le tre mosse migliori per te secondo il computer più forte (H)</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Mosse</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partita</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Nuova partita…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Apri…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Salva</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Salva &amp;come…</translation>
    </message>
    <message>
        <source>S&amp;core Sheet</source>
        <translation>P&amp;unteggi</translation>
    </message>
    <message>
        <source>Ctrl+K</source>
        <translation>Ctrl+K</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>Sugg&amp;erimento</translation>
    </message>
    <message>
        <source>H</source>
        <translation>H</translation>
    </message>
    <message>
        <source>Compare &amp;Branches</source>
        <translation>Confronta i &amp;rami</translation>
    </message>
    <message>
        <source>&amp;Playtesting Lab…</source>
        <translation>&amp;Laboratorio di prova…</translation>
    </message>
    <message>
        <source>Ctrl+L</source>
        <translation>Ctrl+L</translation>
    </message>
    <message>
        <source>&amp;Edit Position…</source>
        <translation>Modifica la &amp;posizione…</translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <source>&amp;Close Game</source>
        <translation>&amp;Chiudi la partita</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Esci</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Modifica</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annulla</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Ripeti</translation>
    </message>
    <message>
        <source>&amp;Teaching Mode: Undo Anything, Hands Open</source>
        <translation>Modalità &amp;didattica: annulla tutto, mani scoperte</translation>
    </message>
    <message>
        <source>Show &amp;Every Use of a Card</source>
        <translation>Mostra &amp;ogni uso di una carta</translation>
    </message>
    <message>
        <source>Selecting a card outlines every legal use of it, and the reason a spot is refused</source>
        <translation>Scegliendo una carta si evidenziano tutti i suoi usi consentiti e il motivo per cui un posto è rifiutato</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Preferenze…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aiuto</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regole</translation>
    </message>
    <message>
        <source>&amp;Learn to Play</source>
        <translation>&amp;Impara a giocare</translation>
    </message>
    <message>
        <source>&amp;About VeggieBox</source>
        <translation>&amp;Informazioni su VeggieBox</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Informazioni su &amp;Qt</translation>
    </message>
    <message>
        <source>The autosave failed: %1</source>
        <translation>Il salvataggio automatico non è riuscito: %1</translation>
    </message>
    <message>
        <source>new game</source>
        <translation>nuova partita</translation>
    </message>
    <message>
        <source>Rules: %1</source>
        <translation>Regole: %1</translation>
    </message>
    <message>
        <source>published</source>
        <translation>pubblicate</translation>
    </message>
    <message>
        <source>&amp;Rules of %1</source>
        <translation>&amp;Regole di %1</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>%1 — %2[*]</source>
        <translation>%1 — %2[*]</translation>
    </message>
    <message>
        <source>Game over: %1 wins</source>
        <translation>Partita finita: vince %1</translation>
    </message>
    <message>
        <source>Game over: %1 share the win</source>
        <translation>Partita finita: %1 vincono a pari merito</translation>
    </message>
    <message>
        <source>Next: %1</source>
        <translation>Prossimo: %1</translation>
    </message>
    <message>
        <source>%1 to play</source>
        <translation>Tocca a %1</translation>
    </message>
    <message>
        <source>%1 (computer) is playing</source>
        <translation>%1 (computer) sta giocando</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Ci penso…</translation>
    </message>
    <message>
        <source>Nothing to undo.</source>
        <translation>Niente da annullare.</translation>
    </message>
    <message>
        <source>Only your own moves of this turn that showed no hidden card can be undone. Teaching mode (Edit menu) lifts this.</source>
        <translation>Si possono annullare solo le tue mosse di questo turno che non hanno mostrato carte nascoste. La modalità didattica (menu Modifica) toglie il limite.</translation>
    </message>
    <message>
        <source>The lesson could not start</source>
        <translation>La lezione non è potuta partire</translation>
    </message>
    <message>
        <source>The lesson cannot be opened</source>
        <translation>Impossibile aprire la lezione</translation>
    </message>
    <message>
        <source>The game could not start</source>
        <translation>La partita non è potuta partire</translation>
    </message>
    <message>
        <source>Show every hand?</source>
        <translation>Mostrare tutte le mani?</translation>
    </message>
    <message>
        <source>Teaching mode shows every player&apos;s hand to whoever is at the screen.</source>
        <translation>La modalità didattica mostra la mano di ogni giocatore a chiunque sia davanti allo schermo.</translation>
    </message>
    <message>
        <source>The move log and the save will say that teaching mode was on.</source>
        <translation>L&apos;elenco delle mosse e il salvataggio diranno che la modalità didattica era attiva.</translation>
    </message>
    <message>
        <source>Show Every Hand</source>
        <translation>Mostra tutte le mani</translation>
    </message>
    <message>
        <source>Looking for the best moves…</source>
        <translation>Cerco le mosse migliori…</translation>
    </message>
    <message>
        <source>%1. %2 (wins %3%)</source>
        <translation>%1. %2 (vince il %3%)</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Suggerimento: %1</translation>
    </message>
    <message>
        <source>%1 cannot be opened</source>
        <translation>Impossibile aprire %1</translation>
    </message>
    <message>
        <source>Edit the position?</source>
        <translation>Modificare la posizione?</translation>
    </message>
    <message>
        <source>Editing shows every card: every hand and the order of the deck. The game here stays as it is; Play from here starts a new one.</source>
        <translation>La modifica mostra ogni carta: tutte le mani e l&apos;ordine del mazzo. La partita qui resta com&apos;è; Gioca da qui ne inizia una nuova.</translation>
    </message>
    <message>
        <source>This position cannot be edited</source>
        <translation>Questa posizione non si può modificare</translation>
    </message>
    <message>
        <source>The game could not be saved</source>
        <translation>Impossibile salvare la partita</translation>
    </message>
    <message>
        <source>Saved to %1</source>
        <translation>Salvata in %1</translation>
    </message>
    <message>
        <source>Keep this game?</source>
        <translation>Tenere questa partita?</translation>
    </message>
    <message>
        <source>The game of %1 is not finished. Save it before it closes?</source>
        <translation>La partita a %1 non è finita. Salvarla prima di chiuderla?</translation>
    </message>
    <message>
        <source>Discard throws the game away, its autosave too.</source>
        <translation>Scarta butta via la partita, anche il suo salvataggio automatico.</translation>
    </message>
    <message>
        <source>◀ Moves since your turn</source>
        <translation>◀ Mosse dal tuo turno</translation>
    </message>
    <message>
        <source>Step through the moves made since your last turn (Alt+←; then ← and →)</source>
        <translation>Scorri le mosse fatte dal tuo ultimo turno (Alt+←; poi ← e →)</translation>
    </message>
    <message>
        <source>Skip to my turn</source>
        <translation>Salta al mio turno</translation>
    </message>
    <message>
        <source>The computer players move at once, without their pause, until a person is to play</source>
        <translation>I giocatori del computer muovono subito, senza pausa, finché non tocca a una persona</translation>
    </message>
    <message>
        <source>&amp;Moves Since Your Turn</source>
        <translation>&amp;Mosse dal tuo turno</translation>
    </message>
    <message>
        <source>Ctrl+J</source>
        <translation>Ctrl+J</translation>
    </message>
    <message>
        <source>S&amp;kip to My Turn</source>
        <translation>Sa&amp;lta al mio turno</translation>
    </message>
    <message>
        <source>Stops the computer&apos;s thinking and takes back the last move a person made.</source>
        <translation>Ferma il ragionamento del computer e annulla l&apos;ultima mossa fatta da una persona.</translation>
    </message>
    <message>
        <source>%1 (computer) is thinking…</source>
        <translation>%1 (computer) sta pensando…</translation>
    </message>
</context>
<context>
    <name>vb::app::HomeWindow</name>
    <message>
        <source>1 move</source>
        <translation>1 mossa</translation>
    </message>
    <message>
        <source>%1 moves</source>
        <translation>%1 mosse</translation>
    </message>
    <message>
        <source>VeggieBox</source>
        <translation>VeggieBox</translation>
    </message>
    <message>
        <source>An unofficial fan edition. The games belong to their designers and publishers; see Help › About VeggieBox.</source>
        <translation>Un&apos;edizione non ufficiale fatta da appassionati. I giochi appartengono ai loro autori ed editori; vedi Aiuto › Informazioni su VeggieBox.</translation>
    </message>
    <message>
        <source>Three vegetable card games for hot-seat play on one computer.</source>
        <translation>Tre giochi di carte sulle verdure da giocare a turno sullo stesso computer.</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Continua</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Apri…</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partita</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>&amp;Continua</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Apri…</translation>
    </message>
    <message>
        <source>&amp;Playtesting Lab…</source>
        <translation>&amp;Laboratorio di prova…</translation>
    </message>
    <message>
        <source>Ctrl+L</source>
        <translation>Ctrl+L</translation>
    </message>
    <message>
        <source>&amp;Edit Position…</source>
        <translation>Modifica la &amp;posizione…</translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Esci</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aiuto</translation>
    </message>
    <message>
        <source>Rules of %1</source>
        <translation>Regole di %1</translation>
    </message>
    <message>
        <source>&amp;Learn to Play</source>
        <translation>&amp;Impara a giocare</translation>
    </message>
    <message>
        <source>&amp;About VeggieBox</source>
        <translation>&amp;Informazioni su VeggieBox</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Informazioni su &amp;Qt</translation>
    </message>
    <message>
        <source>Continue the last game</source>
        <translation>Continua l&apos;ultima partita</translation>
    </message>
    <message>
        <source>Continue %1</source>
        <translation>Continua %1</translation>
    </message>
    <message>
        <source>The game could not start</source>
        <translation>La partita non è potuta partire</translation>
    </message>
    <message>
        <source>Edit Position</source>
        <translation>Modifica la posizione</translation>
    </message>
    <message>
        <source>A new deal of:</source>
        <translation>Una nuova distribuzione di:</translation>
    </message>
    <message>
        <source>The sandbox could not open</source>
        <translation>La sandbox non si è potuta aprire</translation>
    </message>
    <message>
        <source>%1 cannot be opened</source>
        <translation>Impossibile aprire %1</translation>
    </message>
    <message>
        <source>The last game cannot be continued</source>
        <translation>Impossibile continuare l&apos;ultima partita</translation>
    </message>
    <message>
        <source>The lesson cannot be opened</source>
        <translation>Impossibile aprire la lezione</translation>
    </message>
    <message>
        <source>The lesson could not start</source>
        <translation>La lezione non è potuta partire</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Preferenze…</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Nuova partita…</translation>
    </message>
</context>
<context>
    <name>vb::app::MoveLog</name>
    <message>
        <source>Moves</source>
        <translation>Mosse</translation>
    </message>
    <message>
        <source>No moves yet.</source>
        <translation>Ancora nessuna mossa.</translation>
    </message>
    <message>
        <source>%1, in place of move %2</source>
        <translation>%1, al posto della mossa %2</translation>
    </message>
    <message>
        <source>%1 (on the table)</source>
        <translation>%1 (sul tavolo)</translation>
    </message>
    <message>
        <source>Try another move here</source>
        <translation>Prova un&apos;altra mossa qui</translation>
    </message>
    <message>
        <source>Not here: %1</source>
        <translation>Non qui: %1</translation>
    </message>
</context>
<context>
    <name>vb::app::NewGameDialog</name>
    <message>
        <source>New game of %1</source>
        <translation>Nuova partita a %1</translation>
    </message>
    <message>
        <source>Start game</source>
        <translation>Inizia la partita</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <source>Number of players</source>
        <translation>Numero di giocatori</translation>
    </message>
    <message>
        <source>&amp;Number of players:</source>
        <translation>&amp;Numero di giocatori:</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Colore</translation>
    </message>
    <message>
        <source>Plays as</source>
        <translation>Gioca come</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Giocatore %1</translation>
    </message>
    <message>
        <source>Name of player %1</source>
        <translation>Nome del giocatore %1</translation>
    </message>
    <message>
        <source>Colour of player %1</source>
        <translation>Colore del giocatore %1</translation>
    </message>
    <message>
        <source>Who plays seat %1</source>
        <translation>Chi gioca al posto %1</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1:</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Seme casuale</translation>
    </message>
    <message>
        <source>New seed</source>
        <translation>Nuovo seme</translation>
    </message>
    <message>
        <source>The same seed, players and options deal the same cards.</source>
        <translation>Lo stesso seme, gli stessi giocatori e le stesse opzioni danno le stesse carte.</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Seme casuale:</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>Regole:</translation>
    </message>
    <message>
        <source>Variant file…</source>
        <translation>File di variante…</translation>
    </message>
    <message>
        <source>Play under a variant of the rules: a file that changes some of their numbers</source>
        <translation>Gioca con una variante delle regole: un file che ne cambia alcuni numeri</translation>
    </message>
    <message>
        <source>Choose a variant of %1</source>
        <translation>Scegli una variante di %1</translation>
    </message>
    <message>
        <source>Variants (*.json);;All files (*)</source>
        <translation>Varianti (*.json);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>This variant cannot be used</source>
        <translation>Questa variante non si può usare</translation>
    </message>
    <message>
        <source>A variant</source>
        <translation>Una variante</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>The seed must be a whole number from 0 to 18446744073709551615.</source>
        <translation>Il seme deve essere un numero intero da 0 a 18446744073709551615.</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Punteggio</translation>
    </message>
    <message>
        <source>Largest group</source>
        <translation>Gruppo più grande</translation>
    </message>
    <message>
        <source>All spaces</source>
        <translation>Tutti gli spazi</translation>
    </message>
    <message>
        <source>First</source>
        <translation>Chi inizia</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>A caso</translation>
    </message>
    <message>
        <source>Removed</source>
        <translation>Coltura esclusa</translation>
    </message>
    <message>
        <source>Carrot</source>
        <translation>Carota</translation>
    </message>
    <message>
        <source>Cabbage</source>
        <translation>Cavolo</translation>
    </message>
    <message>
        <source>Peas</source>
        <translation>Piselli</translation>
    </message>
    <message>
        <source>Pepper</source>
        <translation>Peperone</translation>
    </message>
    <message>
        <source>Potato</source>
        <translation>Patata</translation>
    </message>
    <message>
        <source>Tomato</source>
        <translation>Pomodoro</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Manche</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Chi apre la mano</translation>
    </message>
    <message>
        <source>Black one</source>
        <translation>L&apos;uno nero</translation>
    </message>
    <message>
        <source>Rotate</source>
        <translation>A rotazione</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Gioco:</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Opzioni</translation>
    </message>
    <message>
        <source>Standard rules</source>
        <translation>Regole standard</translation>
    </message>
</context>
<context>
    <name>vb::app::PlayerKind</name>
    <message>
        <source>Computer — Random moves</source>
        <translation>Computer — Mosse a caso</translation>
    </message>
    <message>
        <source>Computer — Greedy (takes the best move now)</source>
        <translation>Computer — Goloso (prende subito la mossa migliore)</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Persona</translation>
    </message>
    <message>
        <source>Computer — %1</source>
        <translation>Computer — %1</translation>
    </message>
</context>
<context>
    <name>vb::app::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Preferenze</translation>
    </message>
    <message>
        <source>Computer players&apos; pace</source>
        <translation>Ritmo dei giocatori computer</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>Teaching mode: undo anything, hands open</source>
        <translation>Modalità didattica: annulla tutto, mani scoperte</translation>
    </message>
    <message>
        <source>For learning and playtesting at one screen: every hand is shown to everyone, there is no curtain between turns, and undo may take back any move, draws included.</source>
        <translation>Per imparare e provare i giochi a uno schermo: tutte le mani sono visibili a tutti, non c&apos;è la tenda tra i turni e si può annullare qualsiasi mossa, pescate comprese.</translation>
    </message>
    <message>
        <source>Computer players wait:</source>
        <translation>I giocatori computer aspettano:</translation>
    </message>
    <message>
        <source>no wait</source>
        <translation>nessuna attesa</translation>
    </message>
    <message>
        <source>System default (%1)</source>
        <translation>Predefinita del sistema (%1)</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Lingua:</translation>
    </message>
    <message>
        <source>Ask me to confirm a move that shows a hidden card</source>
        <translation>Chiedimi conferma per una mossa che scopre una carta nascosta</translation>
    </message>
    <message>
        <source>Drawing or refilling shows a card, so that move cannot be undone: the table waits for Confirm (Enter) or Cancel (Esc).</source>
        <translation>Pescare o rifornire scopre una carta, quindi quella mossa non si può annullare: il tavolo aspetta Conferma (Invio) o Annulla (Esc).</translation>
    </message>
</context>
<context>
    <name>vb::app::RefusalLine</name>
    <message>
        <source>Refused: %1</source>
        <translation>Rifiutata: %1</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regola</translation>
    </message>
</context>
<context>
    <name>vb::app::RulesWindow</name>
    <message>
        <source>%1 — Rules</source>
        <translation>%1 — Regole</translation>
    </message>
    <message>
        <source>The rules page %1 could not be read.</source>
        <translation>Impossibile leggere la pagina delle regole %1.</translation>
    </message>
    <message>
        <source>Find in the rules</source>
        <translation>Cerca nelle regole</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>Precedente</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Successivo</translation>
    </message>
    <message>
        <source>No match</source>
        <translation>Nessun risultato</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 di %2</translation>
    </message>
</context>
<context>
    <name>vb::app::SaveFiles</name>
    <message>
        <source>VeggieBox games (*.veggiebox)</source>
        <translation>Partite di VeggieBox (*.veggiebox)</translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Salva la partita</translation>
    </message>
    <message>
        <source>Open a game or a scenario</source>
        <translation>Apri una partita o uno scenario</translation>
    </message>
    <message>
        <source>VeggieBox games and scenarios (*.veggiebox *.json);;All files (*)</source>
        <translation>Partite e scenari di VeggieBox (*.veggiebox *.json);;Tutti i file (*)</translation>
    </message>
</context>
<context>
    <name>vb::app::ScoreSheetDialog</name>
    <message>
        <source>%1 point</source>
        <translation>%1 punto</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1 punti</translation>
    </message>
    <message>
        <source>1 card in hand</source>
        <translation>1 carta in mano</translation>
    </message>
    <message>
        <source>%1 cards in hand</source>
        <translation>%1 carte in mano</translation>
    </message>
    <message>
        <source>Only the hand sizes of hidden hands are shown. These scores are provisional.</source>
        <translation>Delle mani nascoste si vede solo quante carte hanno. Questi punteggi sono provvisori.</translation>
    </message>
    <message>
        <source>%1 wins with %2.</source>
        <translation>%1 vince con %2.</translation>
    </message>
    <message>
        <source>%1 share the win with %2 each.</source>
        <translation>%1 vincono a pari merito con %2 ciascuno.</translation>
    </message>
    <message>
        <source>%1 leads with %2. These scores are provisional.</source>
        <translation>%1 è in testa con %2. Questi punteggi sono provvisori.</translation>
    </message>
    <message>
        <source>%1 are level on %2. These scores are provisional.</source>
        <translation>%1 sono pari a %2. Questi punteggi sono provvisori.</translation>
    </message>
    <message>
        <source>Final scores</source>
        <translation>Punteggi finali</translation>
    </message>
    <message>
        <source>Score sheet (provisional)</source>
        <translation>Punteggi (provvisori)</translation>
    </message>
    <message>
        <source>Scores so far</source>
        <translation>Punteggi finora</translation>
    </message>
    <message>
        <source>  ★ winner</source>
        <translation>  ★ vincitore</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totale</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Gioca ancora</translation>
    </message>
    <message>
        <source>The same players, rules and options, with a new deal</source>
        <translation>Stessi giocatori, regole e opzioni, con una nuova distribuzione</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Nuova partita…</translation>
    </message>
    <message>
        <source>Choose the game, the players and the options</source>
        <translation>Scegli il gioco, i giocatori e le opzioni</translation>
    </message>
</context>
<context>
    <name>vb::app::SeatColours</name>
    <message>
        <source>Tomato</source>
        <translation>Pomodoro</translation>
    </message>
    <message>
        <source>Blueberry</source>
        <translation>Mirtillo</translation>
    </message>
    <message>
        <source>Lettuce</source>
        <translation>Lattuga</translation>
    </message>
    <message>
        <source>Carrot</source>
        <translation>Carota</translation>
    </message>
    <message>
        <source>Grape</source>
        <translation>Uva</translation>
    </message>
    <message>
        <source>Banana</source>
        <translation>Banana</translation>
    </message>
    <message>
        <source>Mushroom</source>
        <translation>Fungo</translation>
    </message>
    <message>
        <source>Radish</source>
        <translation>Ravanello</translation>
    </message>
</context>
<context>
    <name>vb::app::SeatPanel</name>
    <message>
        <source>thinking…</source>
        <translation>ci pensa…</translation>
    </message>
    <message>
        <source>next</source>
        <translation>prossimo</translation>
    </message>
    <message>
        <source>to play</source>
        <translation>di turno</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
</context>
<context>
    <name>vb::app::Shelf</name>
    <message numerus="yes">
        <source>%n players</source>
        <translation>
            <numerusform>%n giocatore</numerusform>
            <numerusform>%n giocatori</numerusform>
        </translation>
    </message>
    <message>
        <source>%1–%2 players</source>
        <translation>%1–%2 giocatori</translation>
    </message>
</context>
<context>
    <name>vb::app::TableMissingNotice</name>
    <message>
        <source>Copy commands</source>
        <translation>Copia i comandi</translation>
    </message>
    <message>
        <source>Save As…</source>
        <translation>Salva come…</translation>
    </message>
    <message>
        <source>The %1 table is not ready yet</source>
        <translation>Il tavolo di %1 non è ancora pronto</translation>
    </message>
    <message>
        <source>The engine already plays %1. Go on with this game in the command-line tool:</source>
        <translation>Il motore sa già giocare a %1. Continua questa partita con lo strumento a riga di comando:</translation>
    </message>
    <message>
        <source>The engine already plays %1. This game is kept in the autosave; go on with it in the command-line tool:</source>
        <translation>Il motore sa già giocare a %1. Questa partita è nel salvataggio automatico; continuala con lo strumento a riga di comando:</translation>
    </message>
</context>
<context>
    <name>vb::app::TurnReview</name>
    <message>
        <source>◀ Earlier</source>
        <translation>◀ Prima</translation>
    </message>
    <message>
        <source>Later ▶</source>
        <translation>Dopo ▶</translation>
    </message>
    <message>
        <source>Back to the game ▶</source>
        <translation>Torna alla partita ▶</translation>
    </message>
    <message>
        <source>Back to the game (Esc)</source>
        <translation>Torna alla partita (Esc)</translation>
    </message>
    <message>
        <source>The move before (←)</source>
        <translation>La mossa precedente (←)</translation>
    </message>
    <message>
        <source>The move after (→)</source>
        <translation>La mossa successiva (→)</translation>
    </message>
    <message numerus="yes">
        <source>The table as you left it, before the %n move(s) since your turn.</source>
        <translation>
            <numerusform>Il tavolo come l&apos;hai lasciato, prima della %n mossa fatta dal tuo turno.</numerusform>
            <numerusform>Il tavolo come l&apos;hai lasciato, prima delle %n mosse fatte dal tuo turno.</numerusform>
        </translation>
    </message>
    <message>
        <source>Move %1 of %2 since your turn: %3</source>
        <translation>Mossa %1 di %2 dal tuo turno: %3</translation>
    </message>
</context>
</TS>
