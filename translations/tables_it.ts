<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it_IT">
<context>
    <name>GardenPainter</name>
    <message>
        <source>compost</source>
        <translation>compost</translation>
    </message>
    <message>
        <source>Harvest   (deck %1, discard %2)</source>
        <translation>Raccolto   (mazzo %1, scarti %2)</translation>
    </message>
    <message>
        <source>Your hand (%1 cards)</source>
        <translation>La tua mano (%1 carte)</translation>
    </message>
    <message>
        <source>%1&apos;s hand (%2 cards)</source>
        <translation>Mano di %1 (%2 carte)</translation>
    </message>
    <message>
        <source>Hands are hidden</source>
        <translation>Le mani sono nascoste</translation>
    </message>
    <message>
        <source>Crop values now</source>
        <translation>Valore delle colture ora</translation>
    </message>
    <message>
        <source>%1 × %2 = %3</source>
        <translation>%1 × %2 = %3</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <source> (you)</source>
        <translation> (tu)</translation>
    </message>
    <message>
        <source>1 card</source>
        <translation>1 carta</translation>
    </message>
    <message>
        <source>%1 cards</source>
        <translation>%1 carte</translation>
    </message>
    <message>
        <source>  ·  1 point</source>
        <translation>  ·  1 punto</translation>
    </message>
    <message>
        <source>  ·  %1 points</source>
        <translation>  ·  %1 punti</translation>
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
        <source>Hands: see the score sheet</source>
        <translation>Mani: sul foglio dei punti</translation>
    </message>
</context>
<context>
    <name>NotNow</name>
    <message>
        <source>The game is over: the score sheet shows who won.</source>
        <translation>La partita è finita: i punteggi mostrano chi ha vinto.</translation>
    </message>
    <message>
        <source>%1 decides now: wait for your turn.</source>
        <translation>Ora decide %1: aspetta il tuo turno.</translation>
    </message>
    <message>
        <source>Nothing can be chosen on the table now.</source>
        <translation>Ora non si può scegliere nulla sul tavolo.</translation>
    </message>
</context>
<context>
    <name>SymbolArt</name>
    <message>
        <source>Strawberries</source>
        <translation>Fragole</translation>
    </message>
    <message>
        <source>Bananas</source>
        <translation>Banane</translation>
    </message>
    <message>
        <source>Grapes</source>
        <translation>Uva</translation>
    </message>
    <message>
        <source>Mushrooms</source>
        <translation>Funghi</translation>
    </message>
    <message>
        <source>Carrots</source>
        <translation>Carote</translation>
    </message>
    <message>
        <source>Crates</source>
        <translation>Cassette</translation>
    </message>
    <message>
        <source>Mice</source>
        <translation>Topi</translation>
    </message>
    <message>
        <source>strawberry</source>
        <translation>fragola</translation>
    </message>
    <message>
        <source>banana</source>
        <translation>banana</translation>
    </message>
    <message>
        <source>grape</source>
        <translation>uva</translation>
    </message>
    <message>
        <source>mushroom</source>
        <translation>fungo</translation>
    </message>
    <message>
        <source>carrot</source>
        <translation>carota</translation>
    </message>
    <message>
        <source>crate</source>
        <translation>cassetta</translation>
    </message>
    <message>
        <source>mouse</source>
        <translation>topo</translation>
    </message>
</context>
<context>
    <name>vb::app::EditWindow</name>
    <message>
        <source>%1: %2 has no position editor</source>
        <translation>%1: %2 non ha un editor di posizioni</translation>
    </message>
    <message>
        <source>Undo: %1</source>
        <translation>Annulla: %1</translation>
    </message>
    <message>
        <source>Redo: %1</source>
        <translation>Ripeti: %1</translation>
    </message>
    <message>
        <source>Edit Position — %1</source>
        <translation>Modifica posizione — %1</translation>
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
        <source>Save as Scenario…</source>
        <translation>Salva come scenario…</translation>
    </message>
    <message>
        <source>Play from Here…</source>
        <translation>Gioca da qui…</translation>
    </message>
    <message>
        <source>&amp;Position</source>
        <translation>&amp;Posizione</translation>
    </message>
    <message>
        <source>&amp;New Deal</source>
        <translation>&amp;Nuova distribuzione</translation>
    </message>
    <message>
        <source>&amp;Open Scenario…</source>
        <translation>&amp;Apri scenario…</translation>
    </message>
    <message>
        <source>&amp;Save as Scenario…</source>
        <translation>&amp;Salva come scenario…</translation>
    </message>
    <message>
        <source>&amp;Play from Here…</source>
        <translation>&amp;Gioca da qui…</translation>
    </message>
    <message>
        <source>Ctrl+P</source>
        <translation>Ctrl+P</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Chiudi</translation>
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
        <source>Close the sandbox?</source>
        <translation>Chiudere la sandbox?</translation>
    </message>
    <message>
        <source>The position has changed since it was opened or saved.</source>
        <translation>La posizione è cambiata da quando è stata aperta o salvata.</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Giocatore %1</translation>
    </message>
    <message>
        <source>This position cannot be played: %1</source>
        <translation>Questa posizione non si può giocare: %1</translation>
    </message>
    <message>
        <source>A sound position, and the game is over in it: nothing to play from here.</source>
        <translation>Una posizione valida, ma la partita è finita: da qui non c’è niente da giocare.</translation>
    </message>
    <message>
        <source>A sound position: %1 to move.</source>
        <translation>Una posizione valida: tocca a %1.</translation>
    </message>
    <message>
        <source>Fix the position first: the line under the table says why.</source>
        <translation>Prima correggi la posizione: la riga sotto il tavolo dice perché.</translation>
    </message>
    <message>
        <source>This position cannot be played</source>
        <translation>Questa posizione non si può giocare</translation>
    </message>
    <message>
        <source>The scenario was not saved</source>
        <translation>Lo scenario non è stato salvato</translation>
    </message>
    <message>
        <source>Saved as %1</source>
        <translation>Salvato come %1</translation>
    </message>
    <message>
        <source>Save a position that cannot be played?</source>
        <translation>Salvare una posizione che non si può giocare?</translation>
    </message>
    <message>
        <source>The engine refuses this position: %1

Save it anyway, to fix later?</source>
        <translation>Il motore rifiuta questa posizione: %1

Salvarla comunque, per correggerla più tardi?</translation>
    </message>
    <message>
        <source>Save as Scenario</source>
        <translation>Salva come scenario</translation>
    </message>
    <message>
        <source>Scenarios (*.json);;All files (*)</source>
        <translation>Scenari (*.json);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>%1: %2: a position of %3, not %4</source>
        <translation>%1: %2: una posizione di %3, non di %4</translation>
    </message>
    <message>
        <source>%1 cannot be opened</source>
        <translation>Impossibile aprire %1</translation>
    </message>
    <message>
        <source>Open %1</source>
        <translation>Apri %1</translation>
    </message>
    <message>
        <source>Open Scenario</source>
        <translation>Apri scenario</translation>
    </message>
    <message>
        <source>Scenarios and saves (*.json *.veggiebox);;All files (*)</source>
        <translation>Scenari e salvataggi (*.json *.veggiebox);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>New deal</source>
        <translation>Nuova distribuzione</translation>
    </message>
    <message>
        <source>%1: no game &apos;%2&apos; (%3)</source>
        <translation>%1: nessun gioco &apos;%2&apos; (%3)</translation>
    </message>
    <message>
        <source>expected a JSON object, a scenario or a save</source>
        <translation>atteso un oggetto JSON, uno scenario o un salvataggio</translation>
    </message>
    <message>
        <source>%1: expected the id of a game (%2)</source>
        <translation>%1: atteso l&apos;id di un gioco (%2)</translation>
    </message>
</context>
<context>
    <name>vb::app::PlayFromHereDialog</name>
    <message>
        <source>Play from Here</source>
        <translation>Gioca da qui</translation>
    </message>
    <message>
        <source>Who plays each seat from this position?</source>
        <translation>Chi gioca ogni posto da questa posizione?</translation>
    </message>
    <message>
        <source>Who plays %1</source>
        <translation>Chi gioca %1</translation>
    </message>
    <message>
        <source>Teaching mode: every hand open, undo anything</source>
        <translation>Modalità didattica: tutte le mani scoperte, si può annullare tutto</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Gioca</translation>
    </message>
</context>
<context>
    <name>vb::app::garden::GardenBoard</name>
    <message>
        <source>The game is over: every hand holds 9 cards.</source>
        <translation>La partita è finita: ogni mano ha 9 carte.</translation>
    </message>
    <message>
        <source>You are using the %1 power.</source>
        <translation>Stai usando il potere: %1.</translation>
    </message>
    <message>
        <source>Last round: you take a card, which has no power.</source>
        <translation>Ultimo giro: prendi una carta, senza potere.</translation>
    </message>
    <message>
        <source>Your turn to take a harvest card.</source>
        <translation>Tocca a te prendere una carta del raccolto.</translation>
    </message>
    <message>
        <source>%1 is using the %2 power.</source>
        <translation>%1 sta usando il potere: %2.</translation>
    </message>
    <message>
        <source>Last round: %1 takes a card, which has no power.</source>
        <translation>Ultimo giro: %1 prende una carta, senza potere.</translation>
    </message>
    <message>
        <source>%1 is taking a harvest card.</source>
        <translation>%1 sta prendendo una carta del raccolto.</translation>
    </message>
    <message>
        <source>Cabbage: choose a row, a column or a line of posts (the arrows).</source>
        <translation>Cavolo: scegli una riga, una colonna o una fila di paletti (le frecce).</translation>
    </message>
    <message>
        <source>Carrot: choose a post to swap its token with the bunny.</source>
        <translation>Carota: scegli un paletto per scambiarne il segnalino con il coniglio.</translation>
    </message>
    <message>
        <source>Peas: now the card facing it across the mole.</source>
        <translation>Piselli: ora la carta opposta, dall’altra parte della talpa.</translation>
    </message>
    <message>
        <source>Peas: choose two cards facing each other across the mole.</source>
        <translation>Piselli: scegli due carte opposte rispetto alla talpa.</translation>
    </message>
    <message>
        <source>Peas: move the mole to another compost card.</source>
        <translation>Piselli: sposta la talpa su un’altra carta compost.</translation>
    </message>
    <message>
        <source>Pepper: now a neighbouring post.</source>
        <translation>Peperone: ora un paletto vicino.</translation>
    </message>
    <message>
        <source>Pepper: now a touching card.</source>
        <translation>Peperone: ora una carta adiacente.</translation>
    </message>
    <message>
        <source>Pepper: swap two touching cards, or the tokens of two neighbouring posts.</source>
        <translation>Peperone: scambia due carte adiacenti, o i segnalini di due paletti vicini.</translation>
    </message>
    <message>
        <source>Potato: now the crop from your hand to plant at %1.</source>
        <translation>Patata: ora la coltura della tua mano da piantare in %1.</translation>
    </message>
    <message>
        <source>Potato: choose a garden card, then a card from your hand to swap it with.</source>
        <translation>Patata: scegli una carta dell’orto, poi una carta della tua mano con cui scambiarla.</translation>
    </message>
    <message>
        <source>Tomato: now the harvest card to plant at %1.</source>
        <translation>Pomodoro: ora la carta del raccolto da piantare in %1.</translation>
    </message>
    <message>
        <source>Tomato: choose a garden card to discard, then a harvest card to plant there.</source>
        <translation>Pomodoro: scegli una carta dell’orto da scartare, poi una carta del raccolto da piantare al suo posto.</translation>
    </message>
    <message>
        <source>Your turn: take a card from the harvest. Its power follows.</source>
        <translation>Tocca a te: prendi una carta dal raccolto. Poi viene il suo potere.</translation>
    </message>
    <message>
        <source>  Cancel: Undo (Ctrl+Z) puts the %1 back.</source>
        <translation>  Per annullare: Annulla (Ctrl+Z) rimette a posto: %1.</translation>
    </message>
    <message>
        <source>%1: its power has no legal use here, so taking it skips the power. Click it again to take it.</source>
        <translation>%1: qui il suo potere non ha usi validi, quindi prenderla salta il potere. Clicca di nuovo per prenderla.</translation>
    </message>
    <message>
        <source>%1: 1 legal use, its targets outlined in green.</source>
        <translation>%1: 1 uso valido, i suoi bersagli bordati di verde.</translation>
    </message>
    <message>
        <source>%1: %2 legal uses, every target outlined in green.</source>
        <translation>%1: %2 usi validi, ogni bersaglio bordato di verde.</translation>
    </message>
    <message>
        <source> Click it again to take it.</source>
        <translation> Clicca di nuovo per prenderla.</translation>
    </message>
    <message>
        <source>1 use of the %1 power reaches this.</source>
        <translation>1 uso del potere (%1) arriva qui.</translation>
    </message>
    <message>
        <source>%1 uses of the %2 power reach this.</source>
        <translation>%1 usi del potere (%2) arrivano qui.</translation>
    </message>
    <message>
        <source>harvest card</source>
        <translation>carta del raccolto</translation>
    </message>
    <message>
        <source>cell</source>
        <translation>casella</translation>
    </message>
    <message>
        <source>post</source>
        <translation>paletto</translation>
    </message>
    <message>
        <source>hand card</source>
        <translation>carta in mano</translation>
    </message>
    <message>
        <source>arrow</source>
        <translation>freccia</translation>
    </message>
    <message>
        <source>No use of the %1 power reaches this %2.</source>
        <translation>Nessun uso del potere (%1) arriva a questo elemento: %2.</translation>
    </message>
    <message>
        <source>Potato: choose the garden card first, then the card from your hand.</source>
        <translation>Patata: scegli prima la carta dell&apos;orto, poi la carta dalla tua mano.</translation>
    </message>
    <message>
        <source>That cannot be chosen now.</source>
        <translation>Questo non si può scegliere ora.</translation>
    </message>
    <message>
        <source>The deck and the discard pile are not chosen from: the deck refills the harvest.</source>
        <translation>Dal mazzo e dagli scarti non si sceglie: il mazzo riempie il raccolto.</translation>
    </message>
    <message>
        <source>Nothing to choose there.</source>
        <translation>Lì non c&apos;è nulla da scegliere.</translation>
    </message>
    <message>
        <source>Harvest slot %1: the %2 taken from it is being used; the slot is refilled after its power.</source>
        <translation>Posto %1 del raccolto: la carta presa da qui (%2) è in uso; il posto si riempie dopo il suo potere.</translation>
    </message>
    <message>
        <source>Harvest slot %1 is empty.</source>
        <translation>Il posto %1 del raccolto è vuoto.</translation>
    </message>
    <message>
        <source>Harvest slot %1 — %2</source>
        <translation>Posto %1 del raccolto — %2</translation>
    </message>
    <message>
        <source>No card at %1.</source>
        <translation>Nessuna carta in %1.</translation>
    </message>
    <message>
        <source>%1 at %2, on the compost, under the mole: no power moves this card.</source>
        <translation>%1 in %2, sul compost, sotto la talpa: nessun potere sposta questa carta.</translation>
    </message>
    <message>
        <source>%1 at %2, on the compost: never scored.</source>
        <translation>%1 in %2, sul compost: non conta mai punti.</translation>
    </message>
    <message>
        <source>%1 at %2, scored by post %3 beside it.</source>
        <translation>%1 in %2, contata dal paletto %3 accanto.</translation>
    </message>
    <message>
        <source>%1 at %2.</source>
        <translation>%1 in %2.</translation>
    </message>
    <message>
        <source>Post %1, the bunny: worth 0 to the %2 at %3 beside it.</source>
        <translation>Paletto %1, il coniglio: vale 0 per la carta %2 in %3 accanto.</translation>
    </message>
    <message>
        <source>Post %1, token %2: it counts for the %3 at %4 beside it; %3 is worth %5 now.</source>
        <translation>Paletto %1, segnalino %2: conta per la carta %3 in %4 accanto; %3 ora vale %5.</translation>
    </message>
    <message>
        <source>%1: %2 in hand × value %3 = %4 points.</source>
        <translation>%1: %2 in mano × valore %3 = %4 punti.</translation>
    </message>
    <message>
        <source>The deck holds %1 cards face down and refills the harvest; the discard pile holds %2 cards.</source>
        <translation>Il mazzo ha %1 carte coperte e riempie il raccolto; gli scarti hanno %2 carte.</translation>
    </message>
    <message>
        <source>Each hand is hidden from the other players; the players list says how many cards each holds.</source>
        <translation>Ogni mano è nascosta agli altri giocatori; l&apos;elenco dei giocatori dice quante carte ha ciascuno.</translation>
    </message>
    <message>
        <source>%1 is worth %2 now: the sum of the tokens on the posts beside its cards at the edge of the garden.</source>
        <translation>%1 ora vale %2: la somma dei segnalini sui paletti accanto alle sue carte sul bordo dell&apos;orto.</translation>
    </message>
    <message>
        <source>%1 (you)</source>
        <translation>%1 (tu)</translation>
    </message>
    <message>
        <source>%1: %2 cards in hand, %3 points now.</source>
        <translation>%1: %2 carte in mano, ora %3 punti.</translation>
    </message>
    <message>
        <source>%1: %2 cards in hand, hidden from you.</source>
        <translation>%1: %2 carte in mano, nascoste a te.</translation>
    </message>
    <message>
        <source>%1 is playing now.</source>
        <translation>Ora gioca %1.</translation>
    </message>
    <message>
        <source>Last round: one click on a harvest card takes it and ends your turn (it has no power).</source>
        <translation>Ultimo giro: un clic su una carta del raccolto la prende e termina il tuo turno (non ha potere).</translation>
    </message>
</context>
<context>
    <name>vb::app::garden::GardenEditor</name>
    <message>
        <source>Drop it on the garden, the harvest, a hand, a player, the deck, the discard pile or the box.</source>
        <translation>Rilascialo sull’orto, sul raccolto, su una mano, su un giocatore, sul mazzo, sugli scarti o nella scatola.</translation>
    </message>
    <message>
        <source>Mole to %1</source>
        <translation>Talpa in %1</translation>
    </message>
    <message>
        <source>Mole placed at random</source>
        <translation>Talpa posizionata a caso</translation>
    </message>
    <message>
        <source>Mole out of the game</source>
        <translation>Talpa fuori dal gioco</translation>
    </message>
    <message>
        <source>The mole stands on a garden card (a compost card in the centre).</source>
        <translation>La talpa sta su una carta dell’orto (una carta compost al centro).</translation>
    </message>
    <message>
        <source>Tokens stay on the fence: drop one on another post to swap them, or right-click a post.</source>
        <translation>I segnalini restano sullo steccato: rilasciane uno su un altro paletto per scambiarli, o clic destro su un paletto.</translation>
    </message>
    <message>
        <source>Bunny to %1</source>
        <translation>Coniglio in %1</translation>
    </message>
    <message>
        <source>Tokens of %1 and %2 swapped</source>
        <translation>Segnalini di %1 e %2 scambiati</translation>
    </message>
    <message>
        <source>A fence post holds a token, not a card: right-click it to choose its token.</source>
        <translation>Un paletto dello steccato porta un segnalino, non una carta: clic destro per sceglierne il segnalino.</translation>
    </message>
    <message>
        <source>%1 from %2 to %3</source>
        <translation>%1 da %2 a %3</translation>
    </message>
    <message>
        <source>Drag cards, the mole and the fence tokens; right-click any place for more.</source>
        <translation>Trascina le carte, la talpa e i segnalini dello steccato; clic destro su qualsiasi posto per altro.</translation>
    </message>
    <message>
        <source>Garden dealt at random</source>
        <translation>Orto distribuito a caso</translation>
    </message>
    <message>
        <source>Fence dealt at random</source>
        <translation>Steccato distribuito a caso</translation>
    </message>
    <message>
        <source>Dealt from the deck</source>
        <translation>Distribuito dal mazzo</translation>
    </message>
    <message>
        <source>Mole at random</source>
        <translation>Talpa a caso</translation>
    </message>
    <message>
        <source>Drop cards here, or on a player below; click a player to show their hand.</source>
        <translation>Rilascia le carte qui, o su un giocatore qui sotto; clicca un giocatore per mostrarne la mano.</translation>
    </message>
    <message>
        <source>%1&apos;s hand: 2 cards dealt at random</source>
        <translation>Mano di %1: 2 carte distribuite a caso</translation>
    </message>
    <message>
        <source>In the box (%1 cards)</source>
        <translation>Nella scatola (%1 carte)</translation>
    </message>
    <message>
        <source>Cards left in the box go to the discard pile when you play.</source>
        <translation>Quando giochi, le carte rimaste nella scatola vanno negli scarti.</translation>
    </message>
    <message>
        <source>Cards left in the box are shuffled into the deck when you play.</source>
        <translation>Quando giochi, le carte rimaste nella scatola vengono mescolate nel mazzo.</translation>
    </message>
    <message>
        <source>Deck, top first (%1 named)</source>
        <translation>Mazzo dall’alto (%1 note)</translation>
    </message>
    <message>
        <source>Discard pile: the rest of the box</source>
        <translation>Scarti: il resto della scatola</translation>
    </message>
    <message>
        <source>Discard pile (%1)</source>
        <translation>Scarti (%1)</translation>
    </message>
    <message>
        <source>Mole at random (a compost card)</source>
        <translation>Talpa a caso (una carta compost)</translation>
    </message>
    <message>
        <source>%1 (%2 in the box)</source>
        <translation>%1 (%2 nella scatola)</translation>
    </message>
    <message>
        <source>Replace with</source>
        <translation>Sostituisci con</translation>
    </message>
    <message>
        <source>Put</source>
        <translation>Metti</translation>
    </message>
    <message>
        <source>Back to the box</source>
        <translation>Di nuovo nella scatola</translation>
    </message>
    <message>
        <source>Put the mole here</source>
        <translation>Metti qui la talpa</translation>
    </message>
    <message>
        <source>Fill the empty cells from the box</source>
        <translation>Riempi le caselle vuote dalla scatola</translation>
    </message>
    <message>
        <source>Garden filled from the box</source>
        <translation>Orto riempito dalla scatola</translation>
    </message>
    <message>
        <source>Deal the garden at random</source>
        <translation>Distribuisci l’orto a caso</translation>
    </message>
    <message>
        <source>The bunny (0)</source>
        <translation>Il coniglio (0)</translation>
    </message>
    <message>
        <source>Token %1</source>
        <translation>Segnalino %1</translation>
    </message>
    <message>
        <source>Bunny on %1</source>
        <translation>Coniglio su %1</translation>
    </message>
    <message>
        <source>Token %1 on %2</source>
        <translation>Segnalino %1 su %2</translation>
    </message>
    <message>
        <source>Deal the fence at random</source>
        <translation>Distribuisci lo steccato a caso</translation>
    </message>
    <message>
        <source>A power in progress from this slot</source>
        <translation>Un potere in corso da questo spazio</translation>
    </message>
    <message>
        <source>%1 power in progress from slot %2</source>
        <translation>Potere in corso (%1) dallo spazio %2</translation>
    </message>
    <message>
        <source>Peas: the mole moves next</source>
        <translation>Piselli: ora si sposta la talpa</translation>
    </message>
    <message>
        <source>Peas: the swap across the mole next</source>
        <translation>Piselli: ora lo scambio attorno alla talpa</translation>
    </message>
    <message>
        <source>Deal the harvest from the deck</source>
        <translation>Distribuisci il raccolto dal mazzo</translation>
    </message>
    <message>
        <source>Harvest dealt from the deck</source>
        <translation>Raccolto distribuito dal mazzo</translation>
    </message>
    <message>
        <source>Another power</source>
        <translation>Un altro potere</translation>
    </message>
    <message>
        <source>Next step: the mole moves</source>
        <translation>Prossimo passo: la talpa si sposta</translation>
    </message>
    <message>
        <source>Next step: the swap across the mole</source>
        <translation>Prossimo passo: lo scambio attorno alla talpa</translation>
    </message>
    <message>
        <source>No power in progress (the card back to the box)</source>
        <translation>Nessun potere in corso (la carta torna nella scatola)</translation>
    </message>
    <message>
        <source>No power in progress</source>
        <translation>Nessun potere in corso</translation>
    </message>
    <message>
        <source>Show %1&apos;s hand</source>
        <translation>Mostra la mano di %1</translation>
    </message>
    <message>
        <source>Add to %1&apos;s hand</source>
        <translation>Aggiungi alla mano di %1</translation>
    </message>
    <message>
        <source>One %1 back to the box</source>
        <translation>Una carta %1 di nuovo nella scatola</translation>
    </message>
    <message>
        <source>Empty hand</source>
        <translation>Svuota la mano</translation>
    </message>
    <message>
        <source>%1&apos;s hand emptied</source>
        <translation>Mano di %1 svuotata</translation>
    </message>
    <message>
        <source>Deal this hand at random (2 cards)</source>
        <translation>Distribuisci questa mano a caso (2 carte)</translation>
    </message>
    <message>
        <source>%1&apos;s hand dealt at random</source>
        <translation>Mano di %1 distribuita a caso</translation>
    </message>
    <message>
        <source>%1&apos;s turn</source>
        <translation>Turno di %1</translation>
    </message>
    <message>
        <source>Whose turn: as the rules say (fewest cards)</source>
        <translation>Di chi è il turno: come dicono le regole (meno carte)</translation>
    </message>
    <message>
        <source>Whose turn as the rules say</source>
        <translation>Turno secondo le regole</translation>
    </message>
    <message>
        <source>Rename %1…</source>
        <translation>Rinomina %1…</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Rinomina</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Nome:</translation>
    </message>
    <message>
        <source>%1 renamed %2</source>
        <translation>%1 rinominato %2</translation>
    </message>
    <message>
        <source>Add a player</source>
        <translation>Aggiungi un giocatore</translation>
    </message>
    <message>
        <source>A player added</source>
        <translation>Giocatore aggiunto</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation>Rimuovi %1</translation>
    </message>
    <message>
        <source>%1 removed</source>
        <translation>%1 rimosso</translation>
    </message>
    <message>
        <source>Put on top</source>
        <translation>Metti in cima</translation>
    </message>
    <message>
        <source>Put under the named cards</source>
        <translation>Metti sotto le carte indicate</translation>
    </message>
    <message>
        <source>This card back to the box</source>
        <translation>Questa carta di nuovo nella scatola</translation>
    </message>
    <message>
        <source>Every deck card back to the box</source>
        <translation>Tutte le carte del mazzo di nuovo nella scatola</translation>
    </message>
    <message>
        <source>Deck back to the box</source>
        <translation>Mazzo di nuovo nella scatola</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Aggiungi</translation>
    </message>
    <message>
        <source>The cards left in the box go here</source>
        <translation>Le carte rimaste nella scatola vanno qui</translation>
    </message>
    <message>
        <source>Cards left in the box to the discard pile</source>
        <translation>Carte rimaste nella scatola negli scarti</translation>
    </message>
    <message>
        <source>Cards left in the box to the deck</source>
        <translation>Carte rimaste nella scatola nel mazzo</translation>
    </message>
    <message>
        <source>Crop out of this game</source>
        <translation>Coltura fuori da questa partita</translation>
    </message>
    <message>
        <source>%1 out of the game</source>
        <translation>%1 fuori dalla partita</translation>
    </message>
    <message>
        <source>Clear: every card back in the box</source>
        <translation>Svuota: tutte le carte di nuovo nella scatola</translation>
    </message>
    <message>
        <source>Every card back in the box</source>
        <translation>Tutte le carte di nuovo nella scatola</translation>
    </message>
</context>
<context>
    <name>vb::app::garden::GardenPosition</name>
    <message>
        <source>the box</source>
        <translation>la scatola</translation>
    </message>
    <message>
        <source>garden %1</source>
        <translation>orto %1</translation>
    </message>
    <message>
        <source>post %1</source>
        <translation>paletto %1</translation>
    </message>
    <message>
        <source>harvest slot %1</source>
        <translation>spazio %1 del raccolto</translation>
    </message>
    <message>
        <source>the power in progress</source>
        <translation>il potere in corso</translation>
    </message>
    <message>
        <source>%1&apos;s hand</source>
        <translation>mano di %1</translation>
    </message>
    <message>
        <source>the deck</source>
        <translation>il mazzo</translation>
    </message>
    <message>
        <source>the discard pile</source>
        <translation>gli scarti</translation>
    </message>
    <message>
        <source>the mole</source>
        <translation>la talpa</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Giocatore %1</translation>
    </message>
</context>
<context>
    <name>vb::app::vegetables::VegetablesBoard</name>
    <message>
        <source>The match is over. The score sheet has every event.</source>
        <translation>La partita è finita. Il foglio dei punti ha ogni evento.</translation>
    </message>
    <message>
        <source>Penalty B: %1 picks well cards for %2.</source>
        <translation>Penalità B: %1 sceglie carte dei pozzi per %2.</translation>
    </message>
    <message>
        <source>%1&apos;s turn.</source>
        <translation>Turno di %1.</translation>
    </message>
    <message>
        <source>Take the first free card of a silo: click a silo.</source>
        <translation>Prendi la prima carta libera di un silos: clicca un silos.</translation>
    </message>
    <message>
        <source>Jolly chain on the %1 line: click the real card in your hand (or the line again for one more jolly).</source>
        <translation>Catena di jolly sulla fila %1: clicca la carta vera nella tua mano (o di nuovo la fila per un altro jolly).</translation>
    </message>
    <message>
        <source>At the well: click a well for each card, up to 6 in hand.</source>
        <translation>Al pozzo: clicca un pozzo per ogni carta, fino a 6 in mano.</translation>
    </message>
    <message>
        <source>You can&apos;t fulfil the turn: choose penalty A, B or C%1.</source>
        <translation>Non puoi completare il turno: scegli la penalità A, B o C%1.</translation>
    </message>
    <message>
        <source>, or collect a jolly instead</source>
        <translation>, oppure raccogli un jolly</translation>
    </message>
    <message>
        <source>Penalty A: click a well for each card (%1 more).</source>
        <translation>Penalità A: clicca un pozzo per ogni carta (ancora %1).</translation>
    </message>
    <message>
        <source>Penalty B: pick a card for %1: click a well (%2 more in all).</source>
        <translation>Penalità B: scegli una carta per %1: clicca un pozzo (ancora %2 in tutto).</translation>
    </message>
    <message>
        <source>The jolly is chosen: click the line it goes on (tinted). Esc cancels.</source>
        <translation>Jolly scelto: clicca la fila dove va (colorata). Esc annulla.</translation>
    </message>
    <message>
        <source>Play on, go to the well (click a well), or pass. Tab walks the choices, Enter takes one.</source>
        <translation>Continua a giocare, vai al pozzo (clicca un pozzo) o passa. Tab scorre le scelte, Invio ne prende una.</translation>
    </message>
    <message>
        <source>Your turn: click a card or terrain to play it, or your jolly for a chain. Tab and Enter work too.</source>
        <translation>Tocca a te: clicca una carta o un terreno per giocarlo, o il tuo jolly per una catena. Funzionano anche Tab e Invio.</translation>
    </message>
    <message>
        <source>No jolly chain is open to you: the real card that follows the jolly must be in your hand.</source>
        <translation>Nessuna catena di jolly è possibile: la carta vera che segue il jolly deve essere nella tua mano.</translation>
    </message>
    <message>
        <source>play</source>
        <translation>gioca</translation>
    </message>
    <message>
        <source>%1, then %2</source>
        <translation>%1, poi %2</translation>
    </message>
    <message>
        <source>jolly for %1</source>
        <translation>jolly per %1</translation>
    </message>
    <message>
        <source>%1 has no use now: hover its line for the reason.</source>
        <translation>%1 ora non ha usi: passa sopra la sua fila per sapere perché.</translation>
    </message>
    <message>
        <source>%1: 1 use, outlined on the board. Click the line (or the card again) to play it.</source>
        <translation>%1: 1 uso, bordato sulla plancia. Clicca la fila (o di nuovo la carta) per giocarla.</translation>
    </message>
    <message>
        <source>The jolly: 1 chain, outlined; the line says the jollies it needs. Click it.</source>
        <translation>Il jolly: 1 catena, bordata; la fila dice quanti jolly servono. Cliccala.</translation>
    </message>
    <message>
        <source>The jolly: %1 chains, outlined; each line says the jollies it needs. Click one.</source>
        <translation>Il jolly: %1 catene, bordate; ogni fila dice quanti jolly servono. Cliccane una.</translation>
    </message>
    <message>
        <source>%1 grows on the %2 line, not on the %3 line.</source>
        <translation>%1 cresce sulla fila %2, non sulla fila %3.</translation>
    </message>
    <message>
        <source>The %1 line is complete: no jolly goes on it.</source>
        <translation>La fila %1 è completa: non ci va nessun jolly.</translation>
    </message>
    <message>
        <source>Hand %1 of %2</source>
        <translation>Manche %1 di %2</translation>
    </message>
    <message>
        <source>%1 to play</source>
        <translation>Tocca a %1</translation>
    </message>
    <message>
        <source>closed</source>
        <translation>chiuso</translation>
    </message>
    <message>
        <source>Silo %1</source>
        <translation>Silos %1</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vuoto</translation>
    </message>
    <message>
        <source>Well %1</source>
        <translation>Pozzo %1</translation>
    </message>
    <message>
        <source>%1 cards</source>
        <translation>%1 carte</translation>
    </message>
    <message>
        <source>You: %1</source>
        <translation>Tu: %1</translation>
    </message>
    <message>
        <source>1 card</source>
        <translation>1 carta</translation>
    </message>
    <message>
        <source>  ·  hand shown (penalty)</source>
        <translation>  ·  mano scoperta (penalità)</translation>
    </message>
    <message>
        <source>%1 pts</source>
        <translation>%1 pt</translation>
    </message>
    <message>
        <source>to collect</source>
        <translation>da raccogliere</translation>
    </message>
    <message>
        <source>Collect a jolly</source>
        <translation>Raccogli un jolly</translation>
    </message>
    <message>
        <source>A: refill, −50</source>
        <translation>A: ripesca, −50</translation>
    </message>
    <message>
        <source>B: opponents pick</source>
        <translation>B: scelgono gli avversari</translation>
    </message>
    <message>
        <source>C: no refill</source>
        <translation>C: niente ripesca</translation>
    </message>
    <message>
        <source>Discard a jolly</source>
        <translation>Scarta un jolly</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passa</translation>
    </message>
    <message>
        <source>Or the penalty:</source>
        <translation>Oppure la penalità:</translation>
    </message>
    <message>
        <source>terrain</source>
        <translation>terreno</translation>
    </message>
    <message>
        <source>seed</source>
        <translation>seme</translation>
    </message>
    <message>
        <source>sprout</source>
        <translation>germoglio</translation>
    </message>
    <message>
        <source>plant</source>
        <translation>pianta</translation>
    </message>
    <message>
        <source>crop</source>
        <translation>ortaggio</translation>
    </message>
    <message>
        <source>BURNT</source>
        <translation>BRUCIATA</translation>
    </message>
    <message>
        <source>J=%1</source>
        <translation>J=%1</translation>
    </message>
    <message>
        <source>JOLLY</source>
        <translation>JOLLY</translation>
    </message>
    <message>
        <source>%1 white</source>
        <translation>%1 bianche</translation>
    </message>
    <message>
        <source>%1 green</source>
        <translation>%1 verdi</translation>
    </message>
    <message>
        <source>1 jolly</source>
        <translation>1 jolly</translation>
    </message>
    <message>
        <source>%1 jollies</source>
        <translation>%1 jolly</translation>
    </message>
    <message>
        <source> (to play)</source>
        <translation> (di turno)</translation>
    </message>
    <message>
        <source> (picking)</source>
        <translation> (sceglie)</translation>
    </message>
    <message>
        <source>hand shown (penalty)</source>
        <translation>mano scoperta (penalità)</translation>
    </message>
    <message>
        <source>jollies: %1 held, %2 beside</source>
        <translation>jolly: %1 in mano, %2 a lato</translation>
    </message>
    <message>
        <source>%1 beside</source>
        <translation>%1 a lato</translation>
    </message>
    <message>
        <source>The match is over: hand %1 was the last</source>
        <translation>La partita è finita: la manche %1 era l’ultima</translation>
    </message>
    <message>
        <source>Hand %1 is over</source>
        <translation>La manche %1 è finita</translation>
    </message>
    <message>
        <source>this hand %1, total %2</source>
        <translation>questa manche %1, totale %2</translation>
    </message>
    <message>
        <source>no points this hand</source>
        <translation>nessun punto in questa mano</translation>
    </message>
    <message>
        <source>Click to see the table. The score sheet has every event.</source>
        <translation>Clicca per vedere il tavolo. Il foglio dei punti ha ogni evento.</translation>
    </message>
    <message>
        <source>Click to deal on to hand %1.</source>
        <translation>Clicca per distribuire la mano %1.</translation>
    </message>
    <message>
        <source>A line takes the card you play on it: click a card in your hand, or your jolly and then the line.</source>
        <translation>Una fila riceve la carta che ci giochi: clicca una carta della tua mano, oppure il tuo jolly e poi la fila.</translation>
    </message>
    <message>
        <source>Not the board now. %1</source>
        <translation>Ora non si gioca sul tavolo. %1</translation>
    </message>
    <message>
        <source>These are %1&apos;s cards: you play from your own row, at the bottom.</source>
        <translation>Queste sono le carte di %1: tu giochi dalla tua zona, in basso.</translation>
    </message>
    <message>
        <source>red</source>
        <translation>rosso</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>giallo</translation>
    </message>
    <message>
        <source>green</source>
        <translation>verde</translation>
    </message>
    <message>
        <source>violet</source>
        <translation>viola</translation>
    </message>
    <message>
        <source>%1: empty.</source>
        <translation>%1: vuoto.</translation>
    </message>
    <message>
        <source>%1: %2, face up; %3</source>
        <translation>%1: %2, scoperte; %3</translation>
    </message>
    <message>
        <source>only the top one, the first free card, may be taken. After laying a terrain you take the first free card of a silo of your choice.</source>
        <translation>si prende solo quella in cima, la prima carta libera. Dopo aver giocato un terreno prendi la prima carta libera di un silos a scelta.</translation>
    </message>
    <message>
        <source>only the one on the left, the first free card, may be taken. After playing, a hand of fewer than 6 cards may go to the well, card by card.</source>
        <translation>si prende solo quella a sinistra, la prima carta libera. Dopo aver giocato, con meno di 6 carte in mano si va al pozzo, una carta alla volta.</translation>
    </message>
    <message>
        <source>The %1 line: %2.</source>
        <translation>La fila %1: %2.</translation>
    </message>
    <message>
        <source>Empty: the terrain %1 starts it.</source>
        <translation>Vuota: la apre il terreno %1.</translation>
    </message>
    <message>
        <source>A jolly stands in for %1, which is burnt.</source>
        <translation>Un jolly prende il posto di %1, che è bruciata.</translation>
    </message>
    <message>
        <source>It shows %1 (%2).</source>
        <translation>Mostra %1 (%2).</translation>
    </message>
    <message>
        <source>Closed.</source>
        <translation>Chiusa.</translation>
    </message>
    <message>
        <source>Next: %1.</source>
        <translation>Poi: %1.</translation>
    </message>
    <message>
        <source>The %1 row: the four %1 lines, one per terrain number.</source>
        <translation>La riga del %1: le quattro file del %1, una per numero di terreno.</translation>
    </message>
    <message>
        <source>No row yet for %1: the first %1 terrain laid takes the next free row.</source>
        <translation>Ancora nessuna riga per il %1: il primo terreno %1 giocato prende la prossima riga libera.</translation>
    </message>
    <message>
        <source>The lines of the terrains %1: each grows by 4, from the terrain to the crop.</source>
        <translation>Le file dei terreni %1: ognuna cresce di 4, dal terreno all&apos;ortaggio.</translation>
    </message>
    <message>
        <source>%1 is burnt: a jolly took its place on the board. Its holder may discard it to pass.</source>
        <translation>%1 è bruciata: un jolly ha preso il suo posto sul tavolo. Chi la ha può scartarla per passare.</translation>
    </message>
    <message>
        <source>%1, a terrain: laid, it starts the %1 line, and a silo card is drawn.</source>
        <translation>%1, un terreno: giocato, apre la fila %1 e si pesca da un silos.</translation>
    </message>
    <message>
        <source>%1, a %2: it goes on the %3 line, on %4.</source>
        <translation>%1 (%2): va sulla fila %3, sopra %4.</translation>
    </message>
    <message>
        <source>%1&apos;s card, face up. %2</source>
        <translation>Carta di %1, scoperta. %2</translation>
    </message>
    <message>
        <source>A jolly (the tractor) stands in for the next card of a line, 16 or less, and the real card must follow at once from the hand; or it is discarded to pass.</source>
        <translation>Un jolly (il trattore) prende il posto della carta seguente di una fila, fino a 16, e la carta vera deve seguirlo subito dalla mano; oppure si scarta per passare.</translation>
    </message>
    <message>
        <source>You hold %1. %2</source>
        <translation>Hai %1. %2</translation>
    </message>
    <message>
        <source>%1 holds %2. %3</source>
        <translation>%1 ha %2. %3</translation>
    </message>
    <message>
        <source>Collected, a jolly goes into the hand; collecting the second scores 10 for each player who had already collected both.</source>
        <translation>Raccolto, il jolly va in mano; raccogliere il secondo vale 10 per ogni giocatore che li aveva già raccolti entrambi.</translation>
    </message>
    <message>
        <source>Beside you, to collect: %1. %2</source>
        <translation>A lato, da raccogliere: %1. %2</translation>
    </message>
    <message>
        <source>Beside %1, to collect: %2. %3</source>
        <translation>A lato di %1, da raccogliere: %2. %3</translation>
    </message>
    <message>
        <source>%1&apos;s hand: %2 with a green back (plants and crops, 13 to 20). Which cards they are is hidden.</source>
        <translation>Mano di %1: %2 con il dorso verde (piante e ortaggi, da 13 a 20). Quali siano resta nascosto.</translation>
    </message>
    <message>
        <source>%1&apos;s hand: %2 with a white back (seeds and sprouts, 5 to 12). Which cards they are is hidden.</source>
        <translation>Mano di %1: %2 con il dorso bianco (semi e germogli, da 5 a 12). Quali siano resta nascosto.</translation>
    </message>
    <message>
        <source>Take one of the jollies beside you into your hand.</source>
        <translation>Prendi in mano uno dei jolly che hai a lato.</translation>
    </message>
    <message>
        <source>Discard a jolly from your hand: that fulfils the turn, and it passes.</source>
        <translation>Scarta un jolly dalla mano: il turno è compiuto e passa.</translation>
    </message>
    <message>
        <source>End your turn, once you have played a card.</source>
        <translation>Termina il turno, dopo aver giocato una carta.</translation>
    </message>
    <message>
        <source>Refill to 6 choosing each card from the wells yourself, for 50 points (free when the wells hold fewer than 7).</source>
        <translation>Torna a 6 carte scegliendole tu dai pozzi, per 50 punti (gratis se i pozzi hanno meno di 7 carte).</translation>
    </message>
    <message>
        <source>Refill to 6 at no cost: your opponents pick the cards from the wells, two each, starting from your left.</source>
        <translation>Torna a 6 carte gratis: le scelgono dai pozzi gli avversari, due ciascuno, a partire dalla tua sinistra.</translation>
    </message>
    <message>
        <source>No refill: the turn passes.</source>
        <translation>Nessun reintegro: il turno passa.</translation>
    </message>
</context>
<context>
    <name>vb::app::vegetables::VegetablesEditor</name>
    <message>
        <source>%1 back to the box (the line comes down)</source>
        <translation>%1 di nuovo nella scatola (la fila si smonta)</translation>
    </message>
    <message>
        <source>%1 back to the box</source>
        <translation>%1 di nuovo nella scatola</translation>
    </message>
    <message>
        <source>%1 to the top of its pile (the first free card)</source>
        <translation>%1 in cima alla sua pila (la prima carta libera)</translation>
    </message>
    <message>
        <source>%1 to the top of its pile</source>
        <translation>%1 in cima alla sua pila</translation>
    </message>
    <message>
        <source>%1 to the bottom of its pile</source>
        <translation>%1 in fondo alla sua pila</translation>
    </message>
    <message>
        <source>A jolly stands in for %1 (%1 burnt)</source>
        <translation>Un jolly sostituisce %1 (%1 bruciata)</translation>
    </message>
    <message>
        <source>%1 back on the board</source>
        <translation>%1 di nuovo sulla plancia</translation>
    </message>
    <message>
        <source>A jolly for %1 (burnt)</source>
        <translation>Un jolly per %1 (bruciata)</translation>
    </message>
    <message>
        <source>A jolly chain is open on the %1 line</source>
        <translation>Una catena di jolly è aperta sulla fila %1</translation>
    </message>
    <message>
        <source>No jolly chain open</source>
        <translation>Nessuna catena di jolly aperta</translation>
    </message>
    <message>
        <source>A jolly chain open on the %1 line</source>
        <translation>Catena di jolly aperta sulla fila %1</translation>
    </message>
    <message>
        <source>Clear the %1 line (its cards back to the box)</source>
        <translation>Svuota la fila %1 (le sue carte nella scatola)</translation>
    </message>
    <message>
        <source>The %1 line cleared</source>
        <translation>Fila %1 svuotata</translation>
    </message>
    <message>
        <source>%1 to play</source>
        <translation>Tocca a %1</translation>
    </message>
    <message>
        <source>%1: %2 beside</source>
        <translation>%1: %2 a lato</translation>
    </message>
    <message>
        <source>%1: %2 in hand</source>
        <translation>%1: %2 in mano</translation>
    </message>
    <message>
        <source>Jollies beside %1 (not collected)</source>
        <translation>Jolly a lato di %1 (non raccolti)</translation>
    </message>
    <message>
        <source>Jollies in %1&apos;s hand</source>
        <translation>Jolly nella mano di %1</translation>
    </message>
    <message>
        <source>%1&apos;s hand shown (after a penalty)</source>
        <translation>Mano di %1 scoperta (dopo una penalità)</translation>
    </message>
    <message>
        <source>%1&apos;s hand hidden</source>
        <translation>Mano di %1 nascosta</translation>
    </message>
    <message>
        <source>%1&apos;s hand shown</source>
        <translation>Mano di %1 scoperta</translation>
    </message>
    <message>
        <source>%1&apos;s points: set a number…</source>
        <translation>Punti di %1: scrivi un numero…</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punti</translation>
    </message>
    <message>
        <source>%1&apos;s points carried in (replaces the score lines):</source>
        <translation>Punti di %1 portati dentro (sostituiscono le righe dei punti):</translation>
    </message>
    <message>
        <source>%1: %2 points</source>
        <translation>%1: %2 punti</translation>
    </message>
    <message>
        <source>silo %1</source>
        <translation>silos %1</translation>
    </message>
    <message>
        <source>well %1</source>
        <translation>pozzo %1</translation>
    </message>
    <message>
        <source>Empty %1 (its cards back to the box)</source>
        <translation>Svuota %1 (le sue carte nella scatola)</translation>
    </message>
    <message>
        <source>%1 emptied</source>
        <translation>%1 svuotato</translation>
    </message>
    <message>
        <source>Deal the silos at random</source>
        <translation>Distribuisci i silos a caso</translation>
    </message>
    <message>
        <source>Deal the wells at random</source>
        <translation>Distribuisci i pozzi a caso</translation>
    </message>
    <message>
        <source>The silos dealt at random</source>
        <translation>Silos distribuiti a caso</translation>
    </message>
    <message>
        <source>The wells dealt at random</source>
        <translation>Pozzi distribuiti a caso</translation>
    </message>
    <message>
        <source>Cards left in the box go to the discards</source>
        <translation>Le carte rimaste nella scatola vanno negli scarti</translation>
    </message>
    <message>
        <source>Cards in the box need a place</source>
        <translation>Le carte nella scatola hanno bisogno di un posto</translation>
    </message>
    <message>
        <source>Cards in the box to the discards</source>
        <translation>Carte della scatola negli scarti</translation>
    </message>
    <message>
        <source>Clear: every card back to the box</source>
        <translation>Svuota: tutte le carte nella scatola</translation>
    </message>
    <message>
        <source>Every card back to the box</source>
        <translation>Tutte le carte nella scatola</translation>
    </message>
    <message>
        <source>Drag %1 to a hand, a line, a pile or back to the box.</source>
        <translation>Trascina %1 su una mano, una fila, una pila o di nuovo nella scatola.</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation>Mano %1</translation>
    </message>
    <message>
        <source>A match of 1 hand</source>
        <translation>Una partita di 1 mano</translation>
    </message>
    <message>
        <source>A match of %1 hands</source>
        <translation>Una partita di %1 mani</translation>
    </message>
    <message>
        <source>A card played this turn</source>
        <translation>Una carta giocata in questo turno</translation>
    </message>
    <message>
        <source>No card played yet this turn</source>
        <translation>Nessuna carta ancora giocata in questo turno</translation>
    </message>
    <message>
        <source>Phase: %1</source>
        <translation>Fase: %1</translation>
    </message>
    <message>
        <source>%1 picks</source>
        <translation>sceglie %1</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Mano</translation>
    </message>
    <message>
        <source>of</source>
        <translation>di</translation>
    </message>
    <message>
        <source>To play</source>
        <translation>Di turno</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>Fase</translation>
    </message>
    <message>
        <source>Refill</source>
        <translation>Ripesca</translation>
    </message>
    <message>
        <source>The hand being played (hand_number)</source>
        <translation>La mano in gioco (hand_number)</translation>
    </message>
    <message>
        <source>The hands in the match (option hands)</source>
        <translation>Le mani della partita (opzione hands)</translation>
    </message>
    <message>
        <source>Whose turn it is (turn)</source>
        <translation>Di chi è il turno (turn)</translation>
    </message>
    <message>
        <source>played</source>
        <translation>giocata</translation>
    </message>
    <message>
        <source>A card has been played this turn, so passing and the well are open (played)</source>
        <translation>In questo turno è stata giocata una carta, quindi si può passare o andare al pozzo (played)</translation>
    </message>
    <message>
        <source>The phase (phase); &quot;from the position&quot; lets the engine find it</source>
        <translation>La fase (phase); «dalla posizione» la lascia trovare al motore</translation>
    </message>
    <message>
        <source>from the position</source>
        <translation>dalla posizione</translation>
    </message>
    <message>
        <source>A penalty refill in progress (penalty): A the player draws, B an opponent picks</source>
        <translation>Una ripesca di penalità in corso (penalty): A pesca il giocatore, B sceglie un avversario</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nessuna</translation>
    </message>
    <message>
        <source>A: drawing</source>
        <translation>A: pesca</translation>
    </message>
    <message>
        <source>B: picking</source>
        <translation>B: scelta</translation>
    </message>
    <message>
        <source> cards</source>
        <translation> carte</translation>
    </message>
    <message>
        <source>The cards the refill still brings (penalty.cards)</source>
        <translation>Le carte che la ripesca porta ancora (penalty.cards)</translation>
    </message>
    <message>
        <source> picks</source>
        <translation> scelte</translation>
    </message>
    <message>
        <source>B: the picks the opponent deciding still makes (penalty.picks_left)</source>
        <translation>B: le scelte che l’avversario di turno deve ancora fare (penalty.picks_left)</translation>
    </message>
    <message>
        <source>B: the opponent who picks now (current)</source>
        <translation>B: l’avversario che sceglie ora (current)</translation>
    </message>
    <message>
        <source>The holder of V1 to play</source>
        <translation>Di turno chi ha V1</translation>
    </message>
    <message>
        <source>No penalty refill</source>
        <translation>Nessuna ripesca di penalità</translation>
    </message>
    <message>
        <source>Penalty %1: %2 to refill</source>
        <translation>Penalità %1: %2 da ripescare</translation>
    </message>
    <message>
        <source>1 card</source>
        <translation>1 carta</translation>
    </message>
    <message>
        <source>%1 cards</source>
        <translation>%1 carte</translation>
    </message>
    <message>
        <source>holder of V1</source>
        <translation>chi ha V1</translation>
    </message>
    <message>
        <source>Cards left in the box go to the discards when you play.</source>
        <translation>Quando giochi, le carte rimaste nella scatola vanno negli scarti.</translation>
    </message>
    <message>
        <source>Cards left in the box are dealt at random into the places marked &quot;dealt&quot; when you play.</source>
        <translation>Quando giochi, le carte rimaste nella scatola vengono distribuite a caso nei posti segnati «distribuite».</translation>
    </message>
    <message>
        <source>Every card needs a place: put the cards in the box somewhere, or right-click here.</source>
        <translation>Ogni carta ha bisogno di un posto: metti da qualche parte le carte della scatola, o clic destro qui.</translation>
    </message>
    <message>
        <source>%1 grows on the %2 line, not on the %3 line.</source>
        <translation>%1 cresce sulla fila %2, non sulla fila %3.</translation>
    </message>
    <message>
        <source>Drop a card on a hand, a line, a silo, a well, the discards or the box.</source>
        <translation>Rilascia una carta su una mano, una fila, un silos, un pozzo, gli scarti o la scatola.</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 in %2</translation>
    </message>
    <message>
        <source>Well %1</source>
        <translation>Pozzo %1</translation>
    </message>
    <message>
        <source>dealt at random: the cards left</source>
        <translation>distribuite a caso: le carte rimaste</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vuoto</translation>
    </message>
    <message>
        <source>Discards</source>
        <translation>Scarti</translation>
    </message>
    <message>
        <source>and every card left in the box</source>
        <translation>e ogni carta rimasta nella scatola</translation>
    </message>
    <message>
        <source>%1 pts</source>
        <translation>%1 pt</translation>
    </message>
    <message>
        <source>to play</source>
        <translation>di turno</translation>
    </message>
    <message>
        <source>picking</source>
        <translation>sceglie</translation>
    </message>
    <message>
        <source>hand shown</source>
        <translation>mano scoperta</translation>
    </message>
    <message>
        <source>jollies: %1 in hand, %2 beside</source>
        <translation>jolly: %1 in mano, %2 a lato</translation>
    </message>
    <message>
        <source>terrains dealt</source>
        <translation>terreni distribuiti</translation>
    </message>
    <message>
        <source>no terrains</source>
        <translation>nessun terreno</translation>
    </message>
    <message>
        <source>hand dealt at random (8 white cards)</source>
        <translation>mano distribuita a caso (8 carte bianche)</translation>
    </message>
    <message>
        <source>empty hand</source>
        <translation>mano vuota</translation>
    </message>
    <message>
        <source>no jollies</source>
        <translation>nessun jolly</translation>
    </message>
    <message>
        <source>Silo %1</source>
        <translation>Silos %1</translation>
    </message>
    <message>
        <source>dealt</source>
        <translation>distribuite</translation>
    </message>
    <message>
        <source>+ the box</source>
        <translation>+ la scatola</translation>
    </message>
    <message>
        <source>In the box: 1 card</source>
        <translation>Nella scatola: 1 carta</translation>
    </message>
    <message>
        <source>In the box: %1 cards</source>
        <translation>Nella scatola: %1 carte</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Giocatore %1</translation>
    </message>
    <message>
        <source>%1&apos;s hand</source>
        <translation>mano di %1</translation>
    </message>
    <message>
        <source>%1&apos;s terrains</source>
        <translation>terreni di %1</translation>
    </message>
    <message>
        <source>the %1 line</source>
        <translation>la fila %1</translation>
    </message>
    <message>
        <source>the discards</source>
        <translation>gli scarti</translation>
    </message>
    <message>
        <source>the box</source>
        <translation>la scatola</translation>
    </message>
    <message>
        <source>%1&apos;s hand: none (not dealt)</source>
        <translation>Mano di %1: nessuna carta (non distribuita)</translation>
    </message>
    <message>
        <source>%1&apos;s terrains: none (not dealt)</source>
        <translation>Terreni di %1: nessuno (non distribuiti)</translation>
    </message>
    <message>
        <source>Deal %1&apos;s hand at random</source>
        <translation>Distribuisci a caso la mano di %1</translation>
    </message>
    <message>
        <source>Deal %1&apos;s terrains at random</source>
        <translation>Distribuisci a caso i terreni di %1</translation>
    </message>
    <message>
        <source>%1&apos;s hand emptied</source>
        <translation>Mano di %1 svuotata</translation>
    </message>
    <message>
        <source>%1&apos;s terrains emptied</source>
        <translation>Terreni di %1 svuotati</translation>
    </message>
    <message>
        <source>%1&apos;s hand dealt at random</source>
        <translation>Mano di %1 distribuita a caso</translation>
    </message>
    <message>
        <source>%1&apos;s terrains dealt at random</source>
        <translation>Terreni di %1 distribuiti a caso</translation>
    </message>
    <message>
        <source>none</source>
        <comment>the discards</comment>
        <translation>nessuno</translation>
    </message>
</context>
<context>
    <name>vb::app::veggies::AnnouncementView</name>
    <message>
        <source>Announce %1: every player scores them.</source>
        <translation>Annuncia %1: contano per tutti i giocatori.</translation>
    </message>
</context>
<context>
    <name>vb::app::veggies::EditedTable</name>
    <message>
        <source>Player %1</source>
        <translation>Giocatore %1</translation>
    </message>
    <message>
        <source>the box</source>
        <translation>la scatola</translation>
    </message>
    <message>
        <source>%1&apos;s stall</source>
        <translation>bancarella di %1</translation>
    </message>
    <message>
        <source>%1&apos;s hand</source>
        <translation>mano di %1</translation>
    </message>
    <message>
        <source>%1&apos;s drawn cards</source>
        <translation>carte pescate da %1</translation>
    </message>
    <message>
        <source>market slot %1</source>
        <translation>spazio %1 del mercato</translation>
    </message>
    <message>
        <source>the deck, place %1 from the top</source>
        <translation>il mazzo, posto %1 dalla cima</translation>
    </message>
    <message>
        <source>The editor did not lay the top card of %1, so it cannot tell what lies beneath: use Clear stall to return its cards to the box.</source>
        <translation>L’editor non ha posato la carta in cima di %1, quindi non sa cosa c’è sotto: usa Svuota bancarella per rimettere le sue carte nella scatola.</translation>
    </message>
    <message>
        <source>Card %1 to %2 at %3,%4 turned %5°</source>
        <translation>Carta %1 in %2 a %3,%4 ruotata di %5°</translation>
    </message>
    <message>
        <source>Card %1 to %2</source>
        <translation>Carta %1 in %2</translation>
    </message>
    <message>
        <source>%1 dealt at random</source>
        <translation>%1: distribuito a caso</translation>
    </message>
    <message>
        <source>No card in %1</source>
        <translation>Nessuna carta in %1</translation>
    </message>
    <message>
        <source>%1 empty</source>
        <translation>%1: vuoto</translation>
    </message>
    <message>
        <source>%1 cleared: its cards back in the box</source>
        <translation>%1 svuotata: le sue carte di nuovo nella scatola</translation>
    </message>
    <message>
        <source>%1 announces nothing</source>
        <translation>%1 non dichiara niente</translation>
    </message>
    <message>
        <source>%1 announces %2</source>
        <translation>%1 dichiara: %2</translation>
    </message>
    <message>
        <source>Whose turn it is follows from the stalls</source>
        <translation>Di chi è il turno dipende dalle bancarelle</translation>
    </message>
    <message>
        <source>%1 to play</source>
        <translation>Tocca a %1</translation>
    </message>
    <message>
        <source>%1 started</source>
        <translation>ha iniziato %1</translation>
    </message>
    <message>
        <source>%1 players</source>
        <translation>%1 giocatori</translation>
    </message>
    <message>
        <source>Every card back in the box</source>
        <translation>Tutte le carte di nuovo nella scatola</translation>
    </message>
</context>
<context>
    <name>vb::app::veggies::ScoreView</name>
    <message>
        <source>Final scores</source>
        <translation>Punteggi finali</translation>
    </message>
    <message>
        <source>Scores so far</source>
        <translation>Punteggi finora</translation>
    </message>
    <message>
        <source>★ %1 wins</source>
        <translation>★ vince %1</translation>
    </message>
    <message>
        <source>announced %1</source>
        <translation>dichiarato: %1</translation>
    </message>
</context>
<context>
    <name>vb::app::veggies::StallView</name>
    <message>
        <source>Largest groups</source>
        <translation>Gruppi più grandi</translation>
    </message>
    <message>
        <source>Outline the largest group of each produce in the stalls (G)</source>
        <translation>Evidenzia il gruppo più grande di ogni prodotto nelle bancarelle (G)</translation>
    </message>
    <message>
        <source>No card yet: the first card lies here</source>
        <translation>Ancora nessuna carta: la prima va qui</translation>
    </message>
    <message>
        <source>No card yet</source>
        <translation>Ancora nessuna carta</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>vince %1</translation>
    </message>
    <message>
        <source>to play</source>
        <translation>di turno</translation>
    </message>
    <message>
        <source>1 point</source>
        <translation>1 punto</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1 punti</translation>
    </message>
    <message>
        <source>1 point so far</source>
        <translation>1 punto finora</translation>
    </message>
    <message>
        <source>%1 points so far</source>
        <translation>%1 punti finora</translation>
    </message>
    <message>
        <source>%1/8 cards</source>
        <translation>%1/8 carte</translation>
    </message>
    <message>
        <source>announced</source>
        <translation>dichiarato</translation>
    </message>
    <message>
        <source>in hand</source>
        <translation>in mano</translation>
    </message>
    <message>
        <source>Every use: 1 placement</source>
        <translation>Ogni uso: 1 piazzamento</translation>
    </message>
    <message>
        <source>Every use: %1 placements</source>
        <translation>Ogni uso: %1 piazzamenti</translation>
    </message>
    <message>
        <source>Dots: the turns that fit on that top-left cell (0° top-left, then clockwise)</source>
        <translation>Punti: le rotazioni che stanno su quella casella in alto a sinistra (0° in alto a sinistra, poi in senso orario)</translation>
    </message>
    <message>
        <source>%1&apos;s hand: 1 card, face down.</source>
        <translation>Mano di %1: 1 carta, coperta.</translation>
    </message>
    <message>
        <source>%1&apos;s two drawn cards, face down: one starts the stall, the other stays in hand.</source>
        <translation>Le due carte pescate da %1, coperte: una inizia la bancarella, l&apos;altra resta in mano.</translation>
    </message>
    <message>
        <source>First player: %1 started. Turns and announcements go round from %1.</source>
        <translation>Primo giocatore: ha iniziato %1. Turni e annunci girano a partire da %1.</translation>
    </message>
    <message>
        <source>%1&apos;s stall: %1 wins.</source>
        <translation>Bancarella di %1: vince %1.</translation>
    </message>
    <message>
        <source>%1&apos;s stall</source>
        <translation>Bancarella di %1</translation>
    </message>
    <message>
        <source>%1 decides now.</source>
        <translation>Ora decide %1.</translation>
    </message>
    <message>
        <source>%1&apos;s final score: %2</source>
        <translation>Punteggio finale di %1: %2</translation>
    </message>
    <message>
        <source>%1&apos;s score so far: %2 (if the game ended now)</source>
        <translation>Punti di %1 finora: %2 (se la partita finisse ora)</translation>
    </message>
    <message>
        <source>%1 has laid %2 of 8 cards; a covered card still counts.</source>
        <translation>%1 ha posato %2 carte su 8; anche una carta coperta conta.</translation>
    </message>
    <message>
        <source>%1 announced %2: every player scores them.</source>
        <translation>%1 ha annunciato %2: contano per tutti i giocatori.</translation>
    </message>
    <message>
        <source>Crate at %1,%2: worth nothing.</source>
        <translation>Cassetta in %1,%2: non vale nulla.</translation>
    </message>
    <message>
        <source>Mouse at %1,%2: costs points at the end.</source>
        <translation>Topo in %1,%2: alla fine costa punti.</translation>
    </message>
    <message>
        <source>%1 at %2,%3: a group of 1 space.</source>
        <translation>%1 in %2,%3: un gruppo di 1 spazio.</translation>
    </message>
    <message>
        <source>%1 at %2,%3: a group of %4 spaces.</source>
        <translation>%1 in %2,%3: un gruppo di %4 spazi.</translation>
    </message>
    <message>
        <source>Drag to move the view · Ctrl+wheel zooms · 0 shows the whole stall</source>
        <translation>Trascina per spostare la vista · Ctrl+rotellina ingrandisce · 0 mostra tutta la bancarella</translation>
    </message>
</context>
<context>
    <name>vb::app::veggies::TableEditView</name>
    <message>
        <source>The editor did not lay the top card of %1, so it cannot tell what lies beneath: use Clear stall (right-click) to return its cards to the box.</source>
        <translation>L’editor non ha posato la carta in cima di %1, quindi non sa cosa c’è sotto: usa Svuota bancarella (clic destro) per rimettere le sue carte nella scatola.</translation>
    </message>
    <message>
        <source>Card %1 picked up: drop it on a stall, a hand, the market, the deck or back in the box. R, a right-click or the wheel turns it.</source>
        <translation>Carta %1 presa: rilasciala su una bancarella, una mano, il mercato, il mazzo o di nuovo nella scatola. R, il clic destro o la rotellina la ruotano.</translation>
    </message>
    <message>
        <source>Put back where it was.</source>
        <translation>Rimessa dov’era.</translation>
    </message>
    <message>
        <source>Drop: card %1 on %2 at %3,%4 turned %5°</source>
        <translation>Rilascio: carta %1 su %2 a %3,%4 ruotata di %5°</translation>
    </message>
    <message>
        <source>Drop: card %1 to %2</source>
        <translation>Rilascio: carta %1 in %2</translation>
    </message>
    <message>
        <source>Not a place for a card: card %1 stays where it was.</source>
        <translation>Non è un posto per una carta: la carta %1 resta dov’era.</translation>
    </message>
    <message>
        <source>Put card %1 on top of the deck</source>
        <translation>Metti la carta %1 in cima al mazzo</translation>
    </message>
    <message>
        <source>Put card %1 at the bottom of the deck</source>
        <translation>Metti la carta %1 in fondo al mazzo</translation>
    </message>
    <message>
        <source>Put card %1 in market slot %2</source>
        <translation>Metti la carta %1 nello spazio %2 del mercato</translation>
    </message>
    <message>
        <source>Give card %1 to %2</source>
        <translation>Dai la carta %1 a %2</translation>
    </message>
    <message>
        <source>Card %1 back to the box</source>
        <translation>Carta %1 di nuovo nella scatola</translation>
    </message>
    <message>
        <source>Clear: every card back in the box</source>
        <translation>Svuota: tutte le carte di nuovo nella scatola</translation>
    </message>
    <message>
        <source>No hand card</source>
        <translation>Nessuna carta in mano</translation>
    </message>
    <message>
        <source>Hand card dealt at random</source>
        <translation>Carta in mano distribuita a caso</translation>
    </message>
    <message>
        <source>Drawn cards dealt at random</source>
        <translation>Carte pescate distribuite a caso</translation>
    </message>
    <message>
        <source>Empty market slot %1</source>
        <translation>Svuota lo spazio %1 del mercato</translation>
    </message>
    <message>
        <source>Market slots from %1 on dealt at random</source>
        <translation>Spazi del mercato dal %1 in poi distribuiti a caso</translation>
    </message>
    <message>
        <source>Announcement of %1</source>
        <translation>Dichiarazione di %1</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Nessuna</translation>
    </message>
    <message>
        <source>Clear stall: its cards back in the box</source>
        <translation>Svuota bancarella: le sue carte di nuovo nella scatola</translation>
    </message>
    <message>
        <source>%1 — 1 card</source>
        <translation>%1 — 1 carta</translation>
    </message>
    <message>
        <source>%1 — %2 cards</source>
        <translation>%1 — %2 carte</translation>
    </message>
    <message>
        <source>%1 — cards dealt at random</source>
        <translation>%1 — carte distribuite a caso</translation>
    </message>
    <message>
        <source>, announced %1</source>
        <translation>, dichiarato: %1</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Pescate</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Mano</translation>
    </message>
    <message>
        <source>at random</source>
        <translation>a caso</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nessuna</translation>
    </message>
    <message>
        <source>Cards, bottom first: %1</source>
        <translation>Carte, dal fondo: %1</translation>
    </message>
    <message>
        <source>Empty stall: drop a card here</source>
        <translation>Bancarella vuota: rilascia qui una carta</translation>
    </message>
    <message>
        <source>Market</source>
        <translation>Mercato</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vuoto</translation>
    </message>
    <message>
        <source>slot %1</source>
        <translation>spazio %1</translation>
    </message>
    <message>
        <source>Deck: every card left in the box, shuffled</source>
        <translation>Mazzo: tutte le carte rimaste nella scatola, mescolate</translation>
    </message>
    <message>
        <source>Deck, top first (%1), then the box shuffled</source>
        <translation>Mazzo, dalla cima (%1), poi la scatola mescolata</translation>
    </message>
    <message>
        <source>In the box: %1 of %2</source>
        <translation>Nella scatola: %1 di %2</translation>
    </message>
    <message>
        <source>Cards left in the box are shuffled into the deck when you play.</source>
        <translation>Quando giochi, le carte rimaste nella scatola vengono mescolate nel mazzo.</translation>
    </message>
</context>
<context>
    <name>vb::app::veggies::VeggiesBoard</name>
    <message>
        <source>Market</source>
        <translation>Mercato</translation>
    </message>
    <message>
        <source>First pick a card: your hand card or one from the market (Tab).</source>
        <translation>Prima prendi una carta: quella in mano o una del mercato (Tab).</translation>
    </message>
    <message>
        <source>Choose the card that starts your stall; you keep the other in your hand. Click it, or Tab to it and press Enter.</source>
        <translation>Scegli la carta che apre la tua bancarella; l’altra la tieni in mano. Cliccala, o raggiungila con Tab e premi Invio.</translation>
    </message>
    <message>
        <source>Pick your hand card or a market card, then click a tinted place on your stall. Keys: Tab picks, arrows move, R turns, Enter places.</source>
        <translation>Prendi la carta in mano o una del mercato, poi clicca un posto colorato della tua bancarella. Tasti: Tab sceglie, frecce spostano, R ruota, Invio posa.</translation>
    </message>
    <message>
        <source>Your largest groups tie: choose the produce to announce.</source>
        <translation>I tuoi gruppi più grandi sono pari: scegli il prodotto da dichiarare.</translation>
    </message>
    <message>
        <source>Card %1 picked. Right-click, R or the wheel turns it; click a tinted place to lay it.</source>
        <translation>Carta %1 presa. Clic destro, R o la rotellina la ruotano; clicca un posto colorato per posarla.</translation>
    </message>
    <message>
        <source>Card %1 has 1 legal placement: it is outlined.</source>
        <translation>La carta %1 ha 1 piazzamento valido: è evidenziato.</translation>
    </message>
    <message>
        <source>Card %1 has %2 legal placements, every turn counted: each is outlined.</source>
        <translation>La carta %1 ha %2 piazzamenti validi, contando ogni rotazione: ognuno è evidenziato.</translation>
    </message>
    <message>
        <source>Place card %1 at %2,%3: click, or press Enter.</source>
        <translation>Posa la carta %1 in %2,%3: clicca, o premi Invio.</translation>
    </message>
    <message>
        <source>Not here: %1</source>
        <translation>Non qui: %1</translation>
    </message>
    <message>
        <source>Card %1 at %2,%3: Enter places it, R turns it.</source>
        <translation>Carta %1 in %2,%3: Invio la posa, R la ruota.</translation>
    </message>
    <message>
        <source>Start your stall with card %1? Enter chooses it; Tab shows the other.</source>
        <translation>Aprire la bancarella con la carta %1? Invio la sceglie; Tab mostra l’altra.</translation>
    </message>
    <message>
        <source>Your two cards</source>
        <translation>Le tue due carte</translation>
    </message>
    <message>
        <source>%1&apos;s two cards</source>
        <translation>Le due carte di %1</translation>
    </message>
    <message>
        <source>Card %1</source>
        <translation>Carta %1</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>La tua mano</translation>
    </message>
    <message>
        <source>%1&apos;s hand</source>
        <translation>Mano di %1</translation>
    </message>
    <message>
        <source>Hidden</source>
        <translation>Nascosta</translation>
    </message>
    <message>
        <source>No hand card: take one from the market.</source>
        <translation>Nessuna carta in mano: prendine una dal mercato.</translation>
    </message>
    <message>
        <source>1 in the deck</source>
        <translation>1 nel mazzo</translation>
    </message>
    <message>
        <source>%1 in the deck</source>
        <translation>%1 nel mazzo</translation>
    </message>
    <message>
        <source>Empty</source>
        <translation>Vuoto</translation>
    </message>
    <message>
        <source>First choose the card that starts your stall: one of your two cards.</source>
        <translation>Prima scegli la carta che inizia la tua bancarella: una delle tue due carte.</translation>
    </message>
    <message>
        <source>Not that card: %1</source>
        <translation>Non quella carta: %1</translation>
    </message>
    <message>
        <source>The deck is empty.</source>
        <translation>Il mazzo è vuoto.</translation>
    </message>
    <message>
        <source>The deck: 1 card, face down.</source>
        <translation>Il mazzo: 1 carta, coperta.</translation>
    </message>
    <message>
        <source>The deck: %1 cards, face down.</source>
        <translation>Il mazzo: %1 carte, coperte.</translation>
    </message>
    <message>
        <source>%1 Nobody takes from it: playing your hand card draws its top card, and taking a market card refills the market from it.</source>
        <translation>%1 Nessuno ne prende: giocando la carta in mano si pesca la prima carta, e prendendo una carta del mercato il mercato si riempie da qui.</translation>
    </message>
    <message>
        <source>That is %1&apos;s stall: each player lays cards only in their own.</source>
        <translation>Quella è la bancarella di %1: ognuno posa carte solo nella propria.</translation>
    </message>
    <message>
        <source>Card %1: click it to start your stall with it; you keep the other.</source>
        <translation>Carta %1: fai clic per iniziare con questa la tua bancarella; tieni l&apos;altra.</translation>
    </message>
    <message>
        <source>Card %1, one of the two cards drawn at the start.</source>
        <translation>Carta %1, una delle due carte pescate all&apos;inizio.</translation>
    </message>
    <message>
        <source>Card %1, in the hand: click it to pick it up.</source>
        <translation>Carta %1, in mano: fai clic per prenderla.</translation>
    </message>
    <message>
        <source>Card %1, in the hand.</source>
        <translation>Carta %1, in mano.</translation>
    </message>
    <message>
        <source>An empty place in the market: the deck had no card to refill it.</source>
        <translation>Un posto vuoto nel mercato: il mazzo non aveva carte per riempirlo.</translation>
    </message>
    <message>
        <source>Card %1, in the market: click it to pick it up.</source>
        <translation>Carta %1, nel mercato: fai clic per prenderla.</translation>
    </message>
    <message>
        <source>Card %1, in the market.</source>
        <translation>Carta %1, nel mercato.</translation>
    </message>
    <message>
        <source>Your largest groups tie</source>
        <translation>I tuoi gruppi più grandi sono pari</translation>
    </message>
    <message>
        <source>%1&apos;s largest groups tie</source>
        <translation>I gruppi più grandi di %1 sono pari</translation>
    </message>
</context>
<context>
    <name>vb::app::veggies::VeggiesEditor</name>
    <message>
        <source>Phase: none until the position is sound</source>
        <translation>Fase: nessuna finché la posizione non è valida</translation>
    </message>
    <message>
        <source>setup</source>
        <translation>preparazione</translation>
    </message>
    <message>
        <source>announcements</source>
        <translation>dichiarazioni</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>la partita è finita</translation>
    </message>
    <message>
        <source>play</source>
        <translation>gioco</translation>
    </message>
    <message>
        <source>Phase: %1 (it follows from the stalls)</source>
        <translation>Fase: %1 (dipende dalle bancarelle)</translation>
    </message>
    <message>
        <source>Players:</source>
        <translation>Giocatori:</translation>
    </message>
    <message>
        <source>Started:</source>
        <translation>Ha iniziato:</translation>
    </message>
    <message>
        <source>To play:</source>
        <translation>Di turno:</translation>
    </message>
    <message>
        <source>Follows from the stalls</source>
        <translation>Dipende dalle bancarelle</translation>
    </message>
</context>
</TS>
