<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>GardenPainter</name>
    <message>
        <source>compost</source>
        <translation>compost</translation>
    </message>
    <message>
        <source>Harvest   (deck %1, discard %2)</source>
        <translation>Cosecha   (mazo %1, descarte %2)</translation>
    </message>
    <message>
        <source>Your hand (%1 cards)</source>
        <translation>Tu mano (%1 cartas)</translation>
    </message>
    <message>
        <source>%1&apos;s hand (%2 cards)</source>
        <translation>Mano de %1 (%2 cartas)</translation>
    </message>
    <message>
        <source>Hands are hidden</source>
        <translation>Las manos están ocultas</translation>
    </message>
    <message>
        <source>Crop values now</source>
        <translation>Valor actual de los cultivos</translation>
    </message>
    <message>
        <source>%1 × %2 = %3</source>
        <translation>%1 × %2 = %3</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source> (you)</source>
        <translation> (tú)</translation>
    </message>
    <message>
        <source>1 card</source>
        <translation>1 carta</translation>
    </message>
    <message>
        <source>%1 cards</source>
        <translation>%1 cartas</translation>
    </message>
    <message>
        <source>  ·  1 point</source>
        <translation>  ·  1 punto</translation>
    </message>
    <message>
        <source>  ·  %1 points</source>
        <translation>  ·  %1 puntos</translation>
    </message>
    <message>
        <source>Carrot</source>
        <translation>Zanahoria</translation>
    </message>
    <message>
        <source>Cabbage</source>
        <translation>Col</translation>
    </message>
    <message>
        <source>Peas</source>
        <translation>Guisantes</translation>
    </message>
    <message>
        <source>Pepper</source>
        <translation>Pimiento</translation>
    </message>
    <message>
        <source>Potato</source>
        <translation>Patata</translation>
    </message>
    <message>
        <source>Tomato</source>
        <translation>Tomate</translation>
    </message>
    <message>
        <source>Hands: see the score sheet</source>
        <translation>Manos: en la puntuación</translation>
    </message>
</context>
<context>
    <name>NotNow</name>
    <message>
        <source>The game is over: the score sheet shows who won.</source>
        <translation>La partida ha terminado: las puntuaciones muestran quién ganó.</translation>
    </message>
    <message>
        <source>%1 decides now: wait for your turn.</source>
        <translation>Ahora decide %1: espera tu turno.</translation>
    </message>
    <message>
        <source>Nothing can be chosen on the table now.</source>
        <translation>Ahora no se puede elegir nada en la mesa.</translation>
    </message>
</context>
<context>
    <name>SymbolArt</name>
    <message>
        <source>Strawberries</source>
        <translation>Fresas</translation>
    </message>
    <message>
        <source>Bananas</source>
        <translation>Plátanos</translation>
    </message>
    <message>
        <source>Grapes</source>
        <translation>Uvas</translation>
    </message>
    <message>
        <source>Mushrooms</source>
        <translation>Setas</translation>
    </message>
    <message>
        <source>Carrots</source>
        <translation>Zanahorias</translation>
    </message>
    <message>
        <source>Crates</source>
        <translation>Cajas</translation>
    </message>
    <message>
        <source>Mice</source>
        <translation>Ratones</translation>
    </message>
    <message>
        <source>strawberry</source>
        <translation>fresa</translation>
    </message>
    <message>
        <source>banana</source>
        <translation>plátano</translation>
    </message>
    <message>
        <source>grape</source>
        <translation>uva</translation>
    </message>
    <message>
        <source>mushroom</source>
        <translation>seta</translation>
    </message>
    <message>
        <source>carrot</source>
        <translation>zanahoria</translation>
    </message>
    <message>
        <source>crate</source>
        <translation>caja</translation>
    </message>
    <message>
        <source>mouse</source>
        <translation>ratón</translation>
    </message>
</context>
<context>
    <name>vb::app::EditWindow</name>
    <message>
        <source>%1: %2 has no position editor</source>
        <translation>%1: %2 no tiene editor de posiciones</translation>
    </message>
    <message>
        <source>Undo: %1</source>
        <translation>Deshacer: %1</translation>
    </message>
    <message>
        <source>Redo: %1</source>
        <translation>Rehacer: %1</translation>
    </message>
    <message>
        <source>Edit Position — %1</source>
        <translation>Editar posición — %1</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rehacer</translation>
    </message>
    <message>
        <source>Save as Scenario…</source>
        <translation>Guardar como escenario…</translation>
    </message>
    <message>
        <source>Play from Here…</source>
        <translation>Jugar desde aquí…</translation>
    </message>
    <message>
        <source>&amp;Position</source>
        <translation>&amp;Posición</translation>
    </message>
    <message>
        <source>&amp;New Deal</source>
        <translation>&amp;Nuevo reparto</translation>
    </message>
    <message>
        <source>&amp;Open Scenario…</source>
        <translation>&amp;Abrir escenario…</translation>
    </message>
    <message>
        <source>&amp;Save as Scenario…</source>
        <translation>&amp;Guardar como escenario…</translation>
    </message>
    <message>
        <source>&amp;Play from Here…</source>
        <translation>&amp;Jugar desde aquí…</translation>
    </message>
    <message>
        <source>Ctrl+P</source>
        <translation>Ctrl+P</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Cerrar</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <source>Close the sandbox?</source>
        <translation>¿Cerrar el banco de pruebas?</translation>
    </message>
    <message>
        <source>The position has changed since it was opened or saved.</source>
        <translation>La posición ha cambiado desde que se abrió o se guardó.</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Jugador %1</translation>
    </message>
    <message>
        <source>This position cannot be played: %1</source>
        <translation>Esta posición no se puede jugar: %1</translation>
    </message>
    <message>
        <source>A sound position, and the game is over in it: nothing to play from here.</source>
        <translation>Una posición válida, pero la partida ha terminado: no hay nada que jugar desde aquí.</translation>
    </message>
    <message>
        <source>A sound position: %1 to move.</source>
        <translation>Una posición válida: le toca a %1.</translation>
    </message>
    <message>
        <source>Fix the position first: the line under the table says why.</source>
        <translation>Primero corrige la posición: la línea bajo la mesa dice por qué.</translation>
    </message>
    <message>
        <source>This position cannot be played</source>
        <translation>Esta posición no se puede jugar</translation>
    </message>
    <message>
        <source>The scenario was not saved</source>
        <translation>El escenario no se ha guardado</translation>
    </message>
    <message>
        <source>Saved as %1</source>
        <translation>Guardado como %1</translation>
    </message>
    <message>
        <source>Save a position that cannot be played?</source>
        <translation>¿Guardar una posición que no se puede jugar?</translation>
    </message>
    <message>
        <source>The engine refuses this position: %1

Save it anyway, to fix later?</source>
        <translation>El motor rechaza esta posición: %1

¿Guardarla de todos modos, para corregirla más tarde?</translation>
    </message>
    <message>
        <source>Save as Scenario</source>
        <translation>Guardar como escenario</translation>
    </message>
    <message>
        <source>Scenarios (*.json);;All files (*)</source>
        <translation>Escenarios (*.json);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>%1: %2: a position of %3, not %4</source>
        <translation>%1: %2: una posición de %3, no de %4</translation>
    </message>
    <message>
        <source>%1 cannot be opened</source>
        <translation>No se puede abrir %1</translation>
    </message>
    <message>
        <source>Open %1</source>
        <translation>Abrir %1</translation>
    </message>
    <message>
        <source>Open Scenario</source>
        <translation>Abrir escenario</translation>
    </message>
    <message>
        <source>Scenarios and saves (*.json *.veggiebox);;All files (*)</source>
        <translation>Escenarios y partidas guardadas (*.json *.veggiebox);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>New deal</source>
        <translation>Nuevo reparto</translation>
    </message>
    <message>
        <source>%1: no game &apos;%2&apos; (%3)</source>
        <translation>%1: no hay ningún juego &apos;%2&apos; (%3)</translation>
    </message>
    <message>
        <source>expected a JSON object, a scenario or a save</source>
        <translation>se esperaba un objeto JSON, un escenario o una partida guardada</translation>
    </message>
    <message>
        <source>%1: expected the id of a game (%2)</source>
        <translation>%1: se esperaba el id de un juego (%2)</translation>
    </message>
</context>
<context>
    <name>vb::app::PlayFromHereDialog</name>
    <message>
        <source>Play from Here</source>
        <translation>Jugar desde aquí</translation>
    </message>
    <message>
        <source>Who plays each seat from this position?</source>
        <translation>¿Quién juega cada puesto desde esta posición?</translation>
    </message>
    <message>
        <source>Who plays %1</source>
        <translation>Quién juega %1</translation>
    </message>
    <message>
        <source>Teaching mode: every hand open, undo anything</source>
        <translation>Modo didáctico: todas las manos a la vista, se puede deshacer todo</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Jugar</translation>
    </message>
</context>
<context>
    <name>vb::app::garden::GardenBoard</name>
    <message>
        <source>The game is over: every hand holds 9 cards.</source>
        <translation>La partida ha terminado: cada mano tiene 9 cartas.</translation>
    </message>
    <message>
        <source>You are using the %1 power.</source>
        <translation>Estás usando el poder: %1.</translation>
    </message>
    <message>
        <source>Last round: you take a card, which has no power.</source>
        <translation>Última ronda: tomas una carta, sin poder.</translation>
    </message>
    <message>
        <source>Your turn to take a harvest card.</source>
        <translation>Te toca tomar una carta de la cosecha.</translation>
    </message>
    <message>
        <source>%1 is using the %2 power.</source>
        <translation>%1 está usando el poder: %2.</translation>
    </message>
    <message>
        <source>Last round: %1 takes a card, which has no power.</source>
        <translation>Última ronda: %1 toma una carta, sin poder.</translation>
    </message>
    <message>
        <source>%1 is taking a harvest card.</source>
        <translation>%1 está tomando una carta de la cosecha.</translation>
    </message>
    <message>
        <source>Cabbage: choose a row, a column or a line of posts (the arrows).</source>
        <translation>Col: elige una fila, una columna o una línea de postes (las flechas).</translation>
    </message>
    <message>
        <source>Carrot: choose a post to swap its token with the bunny.</source>
        <translation>Zanahoria: elige un poste para cambiar su ficha por el conejo.</translation>
    </message>
    <message>
        <source>Peas: now the card facing it across the mole.</source>
        <translation>Guisantes: ahora la carta opuesta, al otro lado del topo.</translation>
    </message>
    <message>
        <source>Peas: choose two cards facing each other across the mole.</source>
        <translation>Guisantes: elige dos cartas opuestas respecto al topo.</translation>
    </message>
    <message>
        <source>Peas: move the mole to another compost card.</source>
        <translation>Guisantes: mueve el topo a otra carta de compost.</translation>
    </message>
    <message>
        <source>Pepper: now a neighbouring post.</source>
        <translation>Pimiento: ahora un poste vecino.</translation>
    </message>
    <message>
        <source>Pepper: now a touching card.</source>
        <translation>Pimiento: ahora una carta adyacente.</translation>
    </message>
    <message>
        <source>Pepper: swap two touching cards, or the tokens of two neighbouring posts.</source>
        <translation>Pimiento: intercambia dos cartas adyacentes, o las fichas de dos postes vecinos.</translation>
    </message>
    <message>
        <source>Potato: now the crop from your hand to plant at %1.</source>
        <translation>Patata: ahora el cultivo de tu mano que plantar en %1.</translation>
    </message>
    <message>
        <source>Potato: choose a garden card, then a card from your hand to swap it with.</source>
        <translation>Patata: elige una carta del huerto y luego una carta de tu mano para intercambiarlas.</translation>
    </message>
    <message>
        <source>Tomato: now the harvest card to plant at %1.</source>
        <translation>Tomate: ahora la carta de la cosecha que plantar en %1.</translation>
    </message>
    <message>
        <source>Tomato: choose a garden card to discard, then a harvest card to plant there.</source>
        <translation>Tomate: elige una carta del huerto para descartar y luego una carta de la cosecha para plantar en su lugar.</translation>
    </message>
    <message>
        <source>Your turn: take a card from the harvest. Its power follows.</source>
        <translation>Te toca: toma una carta de la cosecha. Después viene su poder.</translation>
    </message>
    <message>
        <source>  Cancel: Undo (Ctrl+Z) puts the %1 back.</source>
        <translation>  Para cancelar: Deshacer (Ctrl+Z) devuelve: %1.</translation>
    </message>
    <message>
        <source>%1: its power has no legal use here, so taking it skips the power. Click it again to take it.</source>
        <translation>%1: aquí su poder no tiene ningún uso válido, así que tomarla se salta el poder. Haz clic otra vez para tomarla.</translation>
    </message>
    <message>
        <source>%1: 1 legal use, its targets outlined in green.</source>
        <translation>%1: 1 uso válido, sus objetivos marcados en verde.</translation>
    </message>
    <message>
        <source>%1: %2 legal uses, every target outlined in green.</source>
        <translation>%1: %2 usos válidos, cada objetivo marcado en verde.</translation>
    </message>
    <message>
        <source> Click it again to take it.</source>
        <translation> Haz clic otra vez para tomarla.</translation>
    </message>
    <message>
        <source>1 use of the %1 power reaches this.</source>
        <translation>1 uso del poder (%1) llega aquí.</translation>
    </message>
    <message>
        <source>%1 uses of the %2 power reach this.</source>
        <translation>%1 usos del poder (%2) llegan aquí.</translation>
    </message>
    <message>
        <source>harvest card</source>
        <translation>carta de la cosecha</translation>
    </message>
    <message>
        <source>cell</source>
        <translation>casilla</translation>
    </message>
    <message>
        <source>post</source>
        <translation>poste</translation>
    </message>
    <message>
        <source>hand card</source>
        <translation>carta de la mano</translation>
    </message>
    <message>
        <source>arrow</source>
        <translation>flecha</translation>
    </message>
    <message>
        <source>No use of the %1 power reaches this %2.</source>
        <translation>Ningún uso del poder (%1) llega a este elemento: %2.</translation>
    </message>
    <message>
        <source>Potato: choose the garden card first, then the card from your hand.</source>
        <translation>Patata: elige primero la carta del huerto y luego la carta de tu mano.</translation>
    </message>
    <message>
        <source>That cannot be chosen now.</source>
        <translation>Eso no se puede elegir ahora.</translation>
    </message>
    <message>
        <source>The deck and the discard pile are not chosen from: the deck refills the harvest.</source>
        <translation>Del mazo y del descarte no se elige: el mazo rellena la cosecha.</translation>
    </message>
    <message>
        <source>Nothing to choose there.</source>
        <translation>Ahí no hay nada que elegir.</translation>
    </message>
    <message>
        <source>Harvest slot %1: the %2 taken from it is being used; the slot is refilled after its power.</source>
        <translation>Hueco %1 de la cosecha: la carta tomada de aquí (%2) se está usando; el hueco se rellena tras su poder.</translation>
    </message>
    <message>
        <source>Harvest slot %1 is empty.</source>
        <translation>El hueco %1 de la cosecha está vacío.</translation>
    </message>
    <message>
        <source>Harvest slot %1 — %2</source>
        <translation>Hueco %1 de la cosecha — %2</translation>
    </message>
    <message>
        <source>No card at %1.</source>
        <translation>No hay carta en %1.</translation>
    </message>
    <message>
        <source>%1 at %2, on the compost, under the mole: no power moves this card.</source>
        <translation>%1 en %2, en el compost, bajo el topo: ningún poder mueve esta carta.</translation>
    </message>
    <message>
        <source>%1 at %2, on the compost: never scored.</source>
        <translation>%1 en %2, en el compost: nunca puntúa.</translation>
    </message>
    <message>
        <source>%1 at %2, scored by post %3 beside it.</source>
        <translation>%1 en %2, puntuada por el poste %3 de al lado.</translation>
    </message>
    <message>
        <source>%1 at %2.</source>
        <translation>%1 en %2.</translation>
    </message>
    <message>
        <source>Post %1, the bunny: worth 0 to the %2 at %3 beside it.</source>
        <translation>Poste %1, el conejo: vale 0 para la carta %2 en %3 de al lado.</translation>
    </message>
    <message>
        <source>Post %1, token %2: it counts for the %3 at %4 beside it; %3 is worth %5 now.</source>
        <translation>Poste %1, ficha %2: cuenta para la carta %3 en %4 de al lado; %3 vale ahora %5.</translation>
    </message>
    <message>
        <source>%1: %2 in hand × value %3 = %4 points.</source>
        <translation>%1: %2 en mano × valor %3 = %4 puntos.</translation>
    </message>
    <message>
        <source>The deck holds %1 cards face down and refills the harvest; the discard pile holds %2 cards.</source>
        <translation>El mazo tiene %1 cartas boca abajo y rellena la cosecha; el descarte tiene %2 cartas.</translation>
    </message>
    <message>
        <source>Each hand is hidden from the other players; the players list says how many cards each holds.</source>
        <translation>Cada mano está oculta a los demás jugadores; la lista de jugadores dice cuántas cartas tiene cada uno.</translation>
    </message>
    <message>
        <source>%1 is worth %2 now: the sum of the tokens on the posts beside its cards at the edge of the garden.</source>
        <translation>%1 vale ahora %2: la suma de las fichas de los postes junto a sus cartas del borde del huerto.</translation>
    </message>
    <message>
        <source>%1 (you)</source>
        <translation>%1 (tú)</translation>
    </message>
    <message>
        <source>%1: %2 cards in hand, %3 points now.</source>
        <translation>%1: %2 cartas en mano, ahora %3 puntos.</translation>
    </message>
    <message>
        <source>%1: %2 cards in hand, hidden from you.</source>
        <translation>%1: %2 cartas en mano, ocultas para ti.</translation>
    </message>
    <message>
        <source>%1 is playing now.</source>
        <translation>Ahora juega %1.</translation>
    </message>
    <message>
        <source>Last round: one click on a harvest card takes it and ends your turn (it has no power).</source>
        <translation>Última ronda: un clic en una carta de la cosecha la toma y termina tu turno (no tiene poder).</translation>
    </message>
</context>
<context>
    <name>vb::app::garden::GardenEditor</name>
    <message>
        <source>Drop it on the garden, the harvest, a hand, a player, the deck, the discard pile or the box.</source>
        <translation>Suéltalo en el huerto, la cosecha, una mano, un jugador, el mazo, la pila de descarte o la caja.</translation>
    </message>
    <message>
        <source>Mole to %1</source>
        <translation>Topo a %1</translation>
    </message>
    <message>
        <source>Mole placed at random</source>
        <translation>Topo colocado al azar</translation>
    </message>
    <message>
        <source>Mole out of the game</source>
        <translation>Topo fuera del juego</translation>
    </message>
    <message>
        <source>The mole stands on a garden card (a compost card in the centre).</source>
        <translation>El topo va sobre una carta del huerto (una carta de compost del centro).</translation>
    </message>
    <message>
        <source>Tokens stay on the fence: drop one on another post to swap them, or right-click a post.</source>
        <translation>Las fichas se quedan en la valla: suelta una en otro poste para intercambiarlas, o haz clic derecho en un poste.</translation>
    </message>
    <message>
        <source>Bunny to %1</source>
        <translation>Conejo a %1</translation>
    </message>
    <message>
        <source>Tokens of %1 and %2 swapped</source>
        <translation>Fichas de %1 y %2 intercambiadas</translation>
    </message>
    <message>
        <source>A fence post holds a token, not a card: right-click it to choose its token.</source>
        <translation>Un poste de la valla lleva una ficha, no una carta: haz clic derecho para elegir su ficha.</translation>
    </message>
    <message>
        <source>%1 from %2 to %3</source>
        <translation>%1 de %2 a %3</translation>
    </message>
    <message>
        <source>Drag cards, the mole and the fence tokens; right-click any place for more.</source>
        <translation>Arrastra las cartas, el topo y las fichas de la valla; clic derecho en cualquier lugar para más.</translation>
    </message>
    <message>
        <source>Garden dealt at random</source>
        <translation>Huerto repartido al azar</translation>
    </message>
    <message>
        <source>Fence dealt at random</source>
        <translation>Valla repartida al azar</translation>
    </message>
    <message>
        <source>Dealt from the deck</source>
        <translation>Repartido del mazo</translation>
    </message>
    <message>
        <source>Mole at random</source>
        <translation>Topo al azar</translation>
    </message>
    <message>
        <source>Drop cards here, or on a player below; click a player to show their hand.</source>
        <translation>Suelta cartas aquí, o en un jugador de abajo; haz clic en un jugador para ver su mano.</translation>
    </message>
    <message>
        <source>%1&apos;s hand: 2 cards dealt at random</source>
        <translation>Mano de %1: 2 cartas repartidas al azar</translation>
    </message>
    <message>
        <source>In the box (%1 cards)</source>
        <translation>En la caja (%1 cartas)</translation>
    </message>
    <message>
        <source>Cards left in the box go to the discard pile when you play.</source>
        <translation>Al jugar, las cartas que quedan en la caja van a la pila de descarte.</translation>
    </message>
    <message>
        <source>Cards left in the box are shuffled into the deck when you play.</source>
        <translation>Al jugar, las cartas que quedan en la caja se barajan en el mazo.</translation>
    </message>
    <message>
        <source>Deck, top first (%1 named)</source>
        <translation>Mazo desde arriba (%1 fijas)</translation>
    </message>
    <message>
        <source>Discard pile: the rest of the box</source>
        <translation>Pila de descarte: el resto de la caja</translation>
    </message>
    <message>
        <source>Discard pile (%1)</source>
        <translation>Pila de descarte (%1)</translation>
    </message>
    <message>
        <source>Mole at random (a compost card)</source>
        <translation>Topo al azar (una carta de compost)</translation>
    </message>
    <message>
        <source>%1 (%2 in the box)</source>
        <translation>%1 (%2 en la caja)</translation>
    </message>
    <message>
        <source>Replace with</source>
        <translation>Sustituir por</translation>
    </message>
    <message>
        <source>Put</source>
        <translation>Poner</translation>
    </message>
    <message>
        <source>Back to the box</source>
        <translation>De vuelta a la caja</translation>
    </message>
    <message>
        <source>Put the mole here</source>
        <translation>Poner aquí el topo</translation>
    </message>
    <message>
        <source>Fill the empty cells from the box</source>
        <translation>Llenar las casillas vacías desde la caja</translation>
    </message>
    <message>
        <source>Garden filled from the box</source>
        <translation>Huerto llenado desde la caja</translation>
    </message>
    <message>
        <source>Deal the garden at random</source>
        <translation>Repartir el huerto al azar</translation>
    </message>
    <message>
        <source>The bunny (0)</source>
        <translation>El conejo (0)</translation>
    </message>
    <message>
        <source>Token %1</source>
        <translation>Ficha %1</translation>
    </message>
    <message>
        <source>Bunny on %1</source>
        <translation>Conejo en %1</translation>
    </message>
    <message>
        <source>Token %1 on %2</source>
        <translation>Ficha %1 en %2</translation>
    </message>
    <message>
        <source>Deal the fence at random</source>
        <translation>Repartir la valla al azar</translation>
    </message>
    <message>
        <source>A power in progress from this slot</source>
        <translation>Un poder en curso desde este hueco</translation>
    </message>
    <message>
        <source>%1 power in progress from slot %2</source>
        <translation>Poder en curso (%1) desde el hueco %2</translation>
    </message>
    <message>
        <source>Peas: the mole moves next</source>
        <translation>Guisantes: ahora se mueve el topo</translation>
    </message>
    <message>
        <source>Peas: the swap across the mole next</source>
        <translation>Guisantes: ahora el intercambio alrededor del topo</translation>
    </message>
    <message>
        <source>Deal the harvest from the deck</source>
        <translation>Repartir la cosecha del mazo</translation>
    </message>
    <message>
        <source>Harvest dealt from the deck</source>
        <translation>Cosecha repartida del mazo</translation>
    </message>
    <message>
        <source>Another power</source>
        <translation>Otro poder</translation>
    </message>
    <message>
        <source>Next step: the mole moves</source>
        <translation>Siguiente paso: se mueve el topo</translation>
    </message>
    <message>
        <source>Next step: the swap across the mole</source>
        <translation>Siguiente paso: el intercambio alrededor del topo</translation>
    </message>
    <message>
        <source>No power in progress (the card back to the box)</source>
        <translation>Ningún poder en curso (la carta vuelve a la caja)</translation>
    </message>
    <message>
        <source>No power in progress</source>
        <translation>Ningún poder en curso</translation>
    </message>
    <message>
        <source>Show %1&apos;s hand</source>
        <translation>Mostrar la mano de %1</translation>
    </message>
    <message>
        <source>Add to %1&apos;s hand</source>
        <translation>Añadir a la mano de %1</translation>
    </message>
    <message>
        <source>One %1 back to the box</source>
        <translation>Una carta de %1 de vuelta a la caja</translation>
    </message>
    <message>
        <source>Empty hand</source>
        <translation>Vaciar la mano</translation>
    </message>
    <message>
        <source>%1&apos;s hand emptied</source>
        <translation>Mano de %1 vaciada</translation>
    </message>
    <message>
        <source>Deal this hand at random (2 cards)</source>
        <translation>Repartir esta mano al azar (2 cartas)</translation>
    </message>
    <message>
        <source>%1&apos;s hand dealt at random</source>
        <translation>Mano de %1 repartida al azar</translation>
    </message>
    <message>
        <source>%1&apos;s turn</source>
        <translation>Turno de %1</translation>
    </message>
    <message>
        <source>Whose turn: as the rules say (fewest cards)</source>
        <translation>De quién es el turno: según las reglas (menos cartas)</translation>
    </message>
    <message>
        <source>Whose turn as the rules say</source>
        <translation>Turno según las reglas</translation>
    </message>
    <message>
        <source>Rename %1…</source>
        <translation>Renombrar a %1…</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Renombrar</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Nombre:</translation>
    </message>
    <message>
        <source>%1 renamed %2</source>
        <translation>%1 renombrado como %2</translation>
    </message>
    <message>
        <source>Add a player</source>
        <translation>Añadir un jugador</translation>
    </message>
    <message>
        <source>A player added</source>
        <translation>Jugador añadido</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation>Quitar a %1</translation>
    </message>
    <message>
        <source>%1 removed</source>
        <translation>%1 quitado</translation>
    </message>
    <message>
        <source>Put on top</source>
        <translation>Poner encima</translation>
    </message>
    <message>
        <source>Put under the named cards</source>
        <translation>Poner debajo de las cartas indicadas</translation>
    </message>
    <message>
        <source>This card back to the box</source>
        <translation>Esta carta de vuelta a la caja</translation>
    </message>
    <message>
        <source>Every deck card back to the box</source>
        <translation>Todas las cartas del mazo de vuelta a la caja</translation>
    </message>
    <message>
        <source>Deck back to the box</source>
        <translation>Mazo de vuelta a la caja</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Añadir</translation>
    </message>
    <message>
        <source>The cards left in the box go here</source>
        <translation>Las cartas que quedan en la caja van aquí</translation>
    </message>
    <message>
        <source>Cards left in the box to the discard pile</source>
        <translation>Cartas que quedan en la caja a la pila de descarte</translation>
    </message>
    <message>
        <source>Cards left in the box to the deck</source>
        <translation>Cartas que quedan en la caja al mazo</translation>
    </message>
    <message>
        <source>Crop out of this game</source>
        <translation>Cultivo fuera de esta partida</translation>
    </message>
    <message>
        <source>%1 out of the game</source>
        <translation>%1 fuera de la partida</translation>
    </message>
    <message>
        <source>Clear: every card back in the box</source>
        <translation>Vaciar: todas las cartas de vuelta a la caja</translation>
    </message>
    <message>
        <source>Every card back in the box</source>
        <translation>Todas las cartas de vuelta a la caja</translation>
    </message>
</context>
<context>
    <name>vb::app::garden::GardenPosition</name>
    <message>
        <source>the box</source>
        <translation>la caja</translation>
    </message>
    <message>
        <source>garden %1</source>
        <translation>huerto %1</translation>
    </message>
    <message>
        <source>post %1</source>
        <translation>poste %1</translation>
    </message>
    <message>
        <source>harvest slot %1</source>
        <translation>hueco %1 de la cosecha</translation>
    </message>
    <message>
        <source>the power in progress</source>
        <translation>el poder en curso</translation>
    </message>
    <message>
        <source>%1&apos;s hand</source>
        <translation>mano de %1</translation>
    </message>
    <message>
        <source>the deck</source>
        <translation>el mazo</translation>
    </message>
    <message>
        <source>the discard pile</source>
        <translation>la pila de descarte</translation>
    </message>
    <message>
        <source>the mole</source>
        <translation>el topo</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Jugador %1</translation>
    </message>
</context>
<context>
    <name>vb::app::vegetables::VegetablesBoard</name>
    <message>
        <source>The match is over. The score sheet has every event.</source>
        <translation>La partida ha terminado. La hoja de puntuación tiene cada suceso.</translation>
    </message>
    <message>
        <source>Penalty B: %1 picks well cards for %2.</source>
        <translation>Penalización B: %1 elige cartas de los pozos para %2.</translation>
    </message>
    <message>
        <source>%1&apos;s turn.</source>
        <translation>Turno de %1.</translation>
    </message>
    <message>
        <source>Take the first free card of a silo: click a silo.</source>
        <translation>Toma la primera carta libre de un silo: haz clic en un silo.</translation>
    </message>
    <message>
        <source>Jolly chain on the %1 line: click the real card in your hand (or the line again for one more jolly).</source>
        <translation>Cadena de comodines en la fila %1: haz clic en la carta real de tu mano (o otra vez en la fila para un comodín más).</translation>
    </message>
    <message>
        <source>At the well: click a well for each card, up to 6 in hand.</source>
        <translation>En el pozo: haz clic en un pozo por cada carta, hasta 6 en la mano.</translation>
    </message>
    <message>
        <source>You can&apos;t fulfil the turn: choose penalty A, B or C%1.</source>
        <translation>No puedes cumplir el turno: elige la penalización A, B o C%1.</translation>
    </message>
    <message>
        <source>, or collect a jolly instead</source>
        <translation>, o recoge un comodín en su lugar</translation>
    </message>
    <message>
        <source>Penalty A: click a well for each card (%1 more).</source>
        <translation>Penalización A: haz clic en un pozo por cada carta (%1 más).</translation>
    </message>
    <message>
        <source>Penalty B: pick a card for %1: click a well (%2 more in all).</source>
        <translation>Penalización B: elige una carta para %1: haz clic en un pozo (%2 más en total).</translation>
    </message>
    <message>
        <source>The jolly is chosen: click the line it goes on (tinted). Esc cancels.</source>
        <translation>Comodín elegido: haz clic en la fila donde va (coloreada). Esc cancela.</translation>
    </message>
    <message>
        <source>Play on, go to the well (click a well), or pass. Tab walks the choices, Enter takes one.</source>
        <translation>Sigue jugando, ve al pozo (haz clic en un pozo) o pasa. Tab recorre las opciones, Intro elige una.</translation>
    </message>
    <message>
        <source>Your turn: click a card or terrain to play it, or your jolly for a chain. Tab and Enter work too.</source>
        <translation>Te toca: haz clic en una carta o un terreno para jugarlo, o en tu comodín para una cadena. También sirven Tab e Intro.</translation>
    </message>
    <message>
        <source>No jolly chain is open to you: the real card that follows the jolly must be in your hand.</source>
        <translation>No tienes ninguna cadena de comodines: la carta real que sigue al comodín debe estar en tu mano.</translation>
    </message>
    <message>
        <source>play</source>
        <translation>jugar</translation>
    </message>
    <message>
        <source>%1, then %2</source>
        <translation>%1 y luego %2</translation>
    </message>
    <message>
        <source>jolly for %1</source>
        <translation>comodín por %1</translation>
    </message>
    <message>
        <source>%1 has no use now: hover its line for the reason.</source>
        <translation>%1 no tiene uso ahora: pasa el ratón por su fila para ver por qué.</translation>
    </message>
    <message>
        <source>%1: 1 use, outlined on the board. Click the line (or the card again) to play it.</source>
        <translation>%1: 1 uso, marcado en el tablero. Haz clic en la fila (o otra vez en la carta) para jugarla.</translation>
    </message>
    <message>
        <source>The jolly: 1 chain, outlined; the line says the jollies it needs. Click it.</source>
        <translation>El comodín: 1 cadena, marcada; la fila dice cuántos comodines necesita. Haz clic en ella.</translation>
    </message>
    <message>
        <source>The jolly: %1 chains, outlined; each line says the jollies it needs. Click one.</source>
        <translation>El comodín: %1 cadenas, marcadas; cada fila dice cuántos comodines necesita. Haz clic en una.</translation>
    </message>
    <message>
        <source>%1 grows on the %2 line, not on the %3 line.</source>
        <translation>%1 crece en la fila %2, no en la fila %3.</translation>
    </message>
    <message>
        <source>The %1 line is complete: no jolly goes on it.</source>
        <translation>La fila %1 está completa: no va ningún comodín en ella.</translation>
    </message>
    <message>
        <source>Hand %1 of %2</source>
        <translation>Ronda %1 de %2</translation>
    </message>
    <message>
        <source>%1 to play</source>
        <translation>Le toca a %1</translation>
    </message>
    <message>
        <source>closed</source>
        <translation>cerrado</translation>
    </message>
    <message>
        <source>Silo %1</source>
        <translation>Silo %1</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vacío</translation>
    </message>
    <message>
        <source>Well %1</source>
        <translation>Pozo %1</translation>
    </message>
    <message>
        <source>%1 cards</source>
        <translation>%1 cartas</translation>
    </message>
    <message>
        <source>You: %1</source>
        <translation>Tú: %1</translation>
    </message>
    <message>
        <source>1 card</source>
        <translation>1 carta</translation>
    </message>
    <message>
        <source>  ·  hand shown (penalty)</source>
        <translation>  ·  mano a la vista (penalización)</translation>
    </message>
    <message>
        <source>%1 pts</source>
        <translation>%1 pts</translation>
    </message>
    <message>
        <source>to collect</source>
        <translation>por recoger</translation>
    </message>
    <message>
        <source>Collect a jolly</source>
        <translation>Recoger un comodín</translation>
    </message>
    <message>
        <source>A: refill, −50</source>
        <translation>A: reponer, −50</translation>
    </message>
    <message>
        <source>B: opponents pick</source>
        <translation>B: eligen los rivales</translation>
    </message>
    <message>
        <source>C: no refill</source>
        <translation>C: sin reponer</translation>
    </message>
    <message>
        <source>Discard a jolly</source>
        <translation>Descartar un comodín</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pasar</translation>
    </message>
    <message>
        <source>Or the penalty:</source>
        <translation>O la penalización:</translation>
    </message>
    <message>
        <source>terrain</source>
        <translation>terreno</translation>
    </message>
    <message>
        <source>seed</source>
        <translation>semilla</translation>
    </message>
    <message>
        <source>sprout</source>
        <translation>brote</translation>
    </message>
    <message>
        <source>plant</source>
        <translation>planta</translation>
    </message>
    <message>
        <source>crop</source>
        <translation>hortaliza</translation>
    </message>
    <message>
        <source>BURNT</source>
        <translation>QUEMADA</translation>
    </message>
    <message>
        <source>J=%1</source>
        <translation>C=%1</translation>
    </message>
    <message>
        <source>JOLLY</source>
        <translation>COMODÍN</translation>
    </message>
    <message>
        <source>%1 white</source>
        <translation>%1 blancas</translation>
    </message>
    <message>
        <source>%1 green</source>
        <translation>%1 verdes</translation>
    </message>
    <message>
        <source>1 jolly</source>
        <translation>1 comodín</translation>
    </message>
    <message>
        <source>%1 jollies</source>
        <translation>%1 comodines</translation>
    </message>
    <message>
        <source> (to play)</source>
        <translation> (le toca)</translation>
    </message>
    <message>
        <source> (picking)</source>
        <translation> (elige)</translation>
    </message>
    <message>
        <source>hand shown (penalty)</source>
        <translation>mano a la vista (penalización)</translation>
    </message>
    <message>
        <source>jollies: %1 held, %2 beside</source>
        <translation>comodines: %1 en mano, %2 al lado</translation>
    </message>
    <message>
        <source>%1 beside</source>
        <translation>%1 al lado</translation>
    </message>
    <message>
        <source>The match is over: hand %1 was the last</source>
        <translation>La partida ha terminado: la ronda %1 era la última</translation>
    </message>
    <message>
        <source>Hand %1 is over</source>
        <translation>La ronda %1 ha terminado</translation>
    </message>
    <message>
        <source>this hand %1, total %2</source>
        <translation>esta ronda %1, total %2</translation>
    </message>
    <message>
        <source>no points this hand</source>
        <translation>ningún punto en esta mano</translation>
    </message>
    <message>
        <source>Click to see the table. The score sheet has every event.</source>
        <translation>Haz clic para ver la mesa. La hoja de puntuación tiene cada suceso.</translation>
    </message>
    <message>
        <source>Click to deal on to hand %1.</source>
        <translation>Haz clic para repartir la mano %1.</translation>
    </message>
    <message>
        <source>A line takes the card you play on it: click a card in your hand, or your jolly and then the line.</source>
        <translation>Una fila recibe la carta que juegas en ella: haz clic en una carta de tu mano, o en tu comodín y luego en la fila.</translation>
    </message>
    <message>
        <source>Not the board now. %1</source>
        <translation>Ahora no se juega en el tablero. %1</translation>
    </message>
    <message>
        <source>These are %1&apos;s cards: you play from your own row, at the bottom.</source>
        <translation>Estas son las cartas de %1: tú juegas desde tu zona, abajo.</translation>
    </message>
    <message>
        <source>red</source>
        <translation>rojo</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>amarillo</translation>
    </message>
    <message>
        <source>green</source>
        <translation>verde</translation>
    </message>
    <message>
        <source>violet</source>
        <translation>violeta</translation>
    </message>
    <message>
        <source>%1: empty.</source>
        <translation>%1: vacío.</translation>
    </message>
    <message>
        <source>%1: %2, face up; %3</source>
        <translation>%1: %2, boca arriba; %3</translation>
    </message>
    <message>
        <source>only the top one, the first free card, may be taken. After laying a terrain you take the first free card of a silo of your choice.</source>
        <translation>solo se toma la de arriba, la primera carta libre. Después de jugar un terreno tomas la primera carta libre de un silo a tu elección.</translation>
    </message>
    <message>
        <source>only the one on the left, the first free card, may be taken. After playing, a hand of fewer than 6 cards may go to the well, card by card.</source>
        <translation>solo se toma la de la izquierda, la primera carta libre. Después de jugar, con menos de 6 cartas en la mano se va al pozo, carta a carta.</translation>
    </message>
    <message>
        <source>The %1 line: %2.</source>
        <translation>La fila %1: %2.</translation>
    </message>
    <message>
        <source>Empty: the terrain %1 starts it.</source>
        <translation>Vacía: la abre el terreno %1.</translation>
    </message>
    <message>
        <source>A jolly stands in for %1, which is burnt.</source>
        <translation>Un comodín ocupa el lugar de %1, que está quemada.</translation>
    </message>
    <message>
        <source>It shows %1 (%2).</source>
        <translation>Muestra %1 (%2).</translation>
    </message>
    <message>
        <source>Closed.</source>
        <translation>Cerrada.</translation>
    </message>
    <message>
        <source>Next: %1.</source>
        <translation>Después: %1.</translation>
    </message>
    <message>
        <source>The %1 row: the four %1 lines, one per terrain number.</source>
        <translation>La hilera del %1: las cuatro filas del %1, una por número de terreno.</translation>
    </message>
    <message>
        <source>No row yet for %1: the first %1 terrain laid takes the next free row.</source>
        <translation>Aún no hay hilera para el %1: el primer terreno %1 jugado toma la siguiente hilera libre.</translation>
    </message>
    <message>
        <source>The lines of the terrains %1: each grows by 4, from the terrain to the crop.</source>
        <translation>Las filas de los terrenos %1: cada una crece de 4 en 4, del terreno a la hortaliza.</translation>
    </message>
    <message>
        <source>%1 is burnt: a jolly took its place on the board. Its holder may discard it to pass.</source>
        <translation>%1 está quemada: un comodín ocupó su lugar en el tablero. Quien la tiene puede descartarla para pasar.</translation>
    </message>
    <message>
        <source>%1, a terrain: laid, it starts the %1 line, and a silo card is drawn.</source>
        <translation>%1, un terreno: al jugarlo abre la fila %1 y se roba de un silo.</translation>
    </message>
    <message>
        <source>%1, a %2: it goes on the %3 line, on %4.</source>
        <translation>%1 (%2): va en la fila %3, sobre %4.</translation>
    </message>
    <message>
        <source>%1&apos;s card, face up. %2</source>
        <translation>Carta de %1, boca arriba. %2</translation>
    </message>
    <message>
        <source>A jolly (the tractor) stands in for the next card of a line, 16 or less, and the real card must follow at once from the hand; or it is discarded to pass.</source>
        <translation>Un comodín (el tractor) ocupa el lugar de la carta siguiente de una fila, hasta 16, y la carta real debe seguirlo enseguida desde la mano; o se descarta para pasar.</translation>
    </message>
    <message>
        <source>You hold %1. %2</source>
        <translation>Tienes %1. %2</translation>
    </message>
    <message>
        <source>%1 holds %2. %3</source>
        <translation>%1 tiene %2. %3</translation>
    </message>
    <message>
        <source>Collected, a jolly goes into the hand; collecting the second scores 10 for each player who had already collected both.</source>
        <translation>Al recogerlo, el comodín va a la mano; recoger el segundo vale 10 por cada jugador que ya había recogido los dos.</translation>
    </message>
    <message>
        <source>Beside you, to collect: %1. %2</source>
        <translation>A tu lado, por recoger: %1. %2</translation>
    </message>
    <message>
        <source>Beside %1, to collect: %2. %3</source>
        <translation>Al lado de %1, por recoger: %2. %3</translation>
    </message>
    <message>
        <source>%1&apos;s hand: %2 with a green back (plants and crops, 13 to 20). Which cards they are is hidden.</source>
        <translation>Mano de %1: %2 con el reverso verde (plantas y hortalizas, de 13 a 20). Cuáles son queda oculto.</translation>
    </message>
    <message>
        <source>%1&apos;s hand: %2 with a white back (seeds and sprouts, 5 to 12). Which cards they are is hidden.</source>
        <translation>Mano de %1: %2 con el reverso blanco (semillas y brotes, de 5 a 12). Cuáles son queda oculto.</translation>
    </message>
    <message>
        <source>Take one of the jollies beside you into your hand.</source>
        <translation>Toma en la mano uno de los comodines que tienes al lado.</translation>
    </message>
    <message>
        <source>Discard a jolly from your hand: that fulfils the turn, and it passes.</source>
        <translation>Descarta un comodín de la mano: el turno queda cumplido y pasa.</translation>
    </message>
    <message>
        <source>End your turn, once you have played a card.</source>
        <translation>Termina tu turno, después de jugar una carta.</translation>
    </message>
    <message>
        <source>Refill to 6 choosing each card from the wells yourself, for 50 points (free when the wells hold fewer than 7).</source>
        <translation>Vuelve a 6 cartas eligiéndolas tú de los pozos, por 50 puntos (gratis si los pozos tienen menos de 7).</translation>
    </message>
    <message>
        <source>Refill to 6 at no cost: your opponents pick the cards from the wells, two each, starting from your left.</source>
        <translation>Vuelve a 6 cartas gratis: las eligen de los pozos los rivales, dos cada uno, empezando por tu izquierda.</translation>
    </message>
    <message>
        <source>No refill: the turn passes.</source>
        <translation>Sin reponer: el turno pasa.</translation>
    </message>
</context>
<context>
    <name>vb::app::vegetables::VegetablesEditor</name>
    <message>
        <source>%1 back to the box (the line comes down)</source>
        <translation>%1 de vuelta a la caja (la fila se deshace)</translation>
    </message>
    <message>
        <source>%1 back to the box</source>
        <translation>%1 de vuelta a la caja</translation>
    </message>
    <message>
        <source>%1 to the top of its pile (the first free card)</source>
        <translation>%1 encima de su pila (la primera carta libre)</translation>
    </message>
    <message>
        <source>%1 to the top of its pile</source>
        <translation>%1 encima de su pila</translation>
    </message>
    <message>
        <source>%1 to the bottom of its pile</source>
        <translation>%1 al fondo de su pila</translation>
    </message>
    <message>
        <source>A jolly stands in for %1 (%1 burnt)</source>
        <translation>Un comodín sustituye a %1 (%1 quemada)</translation>
    </message>
    <message>
        <source>%1 back on the board</source>
        <translation>%1 de vuelta al tablero</translation>
    </message>
    <message>
        <source>A jolly for %1 (burnt)</source>
        <translation>Un comodín por %1 (quemada)</translation>
    </message>
    <message>
        <source>A jolly chain is open on the %1 line</source>
        <translation>Hay una cadena de comodines abierta en la fila %1</translation>
    </message>
    <message>
        <source>No jolly chain open</source>
        <translation>Ninguna cadena de comodines abierta</translation>
    </message>
    <message>
        <source>A jolly chain open on the %1 line</source>
        <translation>Cadena de comodines abierta en la fila %1</translation>
    </message>
    <message>
        <source>Clear the %1 line (its cards back to the box)</source>
        <translation>Vaciar la fila %1 (sus cartas a la caja)</translation>
    </message>
    <message>
        <source>The %1 line cleared</source>
        <translation>Fila %1 vaciada</translation>
    </message>
    <message>
        <source>%1 to play</source>
        <translation>Le toca a %1</translation>
    </message>
    <message>
        <source>%1: %2 beside</source>
        <translation>%1: %2 al lado</translation>
    </message>
    <message>
        <source>%1: %2 in hand</source>
        <translation>%1: %2 en la mano</translation>
    </message>
    <message>
        <source>Jollies beside %1 (not collected)</source>
        <translation>Comodines al lado de %1 (sin recoger)</translation>
    </message>
    <message>
        <source>Jollies in %1&apos;s hand</source>
        <translation>Comodines en la mano de %1</translation>
    </message>
    <message>
        <source>%1&apos;s hand shown (after a penalty)</source>
        <translation>Mano de %1 a la vista (tras una penalización)</translation>
    </message>
    <message>
        <source>%1&apos;s hand hidden</source>
        <translation>Mano de %1 oculta</translation>
    </message>
    <message>
        <source>%1&apos;s hand shown</source>
        <translation>Mano de %1 a la vista</translation>
    </message>
    <message>
        <source>%1&apos;s points: set a number…</source>
        <translation>Puntos de %1: escribe un número…</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>%1&apos;s points carried in (replaces the score lines):</source>
        <translation>Puntos de %1 que se traen (sustituyen a las líneas de puntuación):</translation>
    </message>
    <message>
        <source>%1: %2 points</source>
        <translation>%1: %2 puntos</translation>
    </message>
    <message>
        <source>silo %1</source>
        <translation>silo %1</translation>
    </message>
    <message>
        <source>well %1</source>
        <translation>pozo %1</translation>
    </message>
    <message>
        <source>Empty %1 (its cards back to the box)</source>
        <translation>Vaciar %1 (sus cartas a la caja)</translation>
    </message>
    <message>
        <source>%1 emptied</source>
        <translation>%1 vaciado</translation>
    </message>
    <message>
        <source>Deal the silos at random</source>
        <translation>Repartir los silos al azar</translation>
    </message>
    <message>
        <source>Deal the wells at random</source>
        <translation>Repartir los pozos al azar</translation>
    </message>
    <message>
        <source>The silos dealt at random</source>
        <translation>Silos repartidos al azar</translation>
    </message>
    <message>
        <source>The wells dealt at random</source>
        <translation>Pozos repartidos al azar</translation>
    </message>
    <message>
        <source>Cards left in the box go to the discards</source>
        <translation>Las cartas que quedan en la caja van a los descartes</translation>
    </message>
    <message>
        <source>Cards in the box need a place</source>
        <translation>Las cartas de la caja necesitan un sitio</translation>
    </message>
    <message>
        <source>Cards in the box to the discards</source>
        <translation>Cartas de la caja a los descartes</translation>
    </message>
    <message>
        <source>Clear: every card back to the box</source>
        <translation>Vaciar: todas las cartas a la caja</translation>
    </message>
    <message>
        <source>Every card back to the box</source>
        <translation>Todas las cartas a la caja</translation>
    </message>
    <message>
        <source>Drag %1 to a hand, a line, a pile or back to the box.</source>
        <translation>Arrastra %1 a una mano, una fila, una pila o de vuelta a la caja.</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation>Mano %1</translation>
    </message>
    <message>
        <source>A match of 1 hand</source>
        <translation>Una partida de 1 mano</translation>
    </message>
    <message>
        <source>A match of %1 hands</source>
        <translation>Una partida de %1 manos</translation>
    </message>
    <message>
        <source>A card played this turn</source>
        <translation>Una carta jugada en este turno</translation>
    </message>
    <message>
        <source>No card played yet this turn</source>
        <translation>Aún no se ha jugado ninguna carta en este turno</translation>
    </message>
    <message>
        <source>Phase: %1</source>
        <translation>Fase: %1</translation>
    </message>
    <message>
        <source>%1 picks</source>
        <translation>elige %1</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Mano</translation>
    </message>
    <message>
        <source>of</source>
        <translation>de</translation>
    </message>
    <message>
        <source>To play</source>
        <translation>Le toca</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>Fase</translation>
    </message>
    <message>
        <source>Refill</source>
        <translation>Reposición</translation>
    </message>
    <message>
        <source>The hand being played (hand_number)</source>
        <translation>La mano que se juega (hand_number)</translation>
    </message>
    <message>
        <source>The hands in the match (option hands)</source>
        <translation>Las manos de la partida (opción hands)</translation>
    </message>
    <message>
        <source>Whose turn it is (turn)</source>
        <translation>De quién es el turno (turn)</translation>
    </message>
    <message>
        <source>played</source>
        <translation>jugada</translation>
    </message>
    <message>
        <source>A card has been played this turn, so passing and the well are open (played)</source>
        <translation>En este turno se ha jugado una carta, así que se puede pasar o ir al pozo (played)</translation>
    </message>
    <message>
        <source>The phase (phase); &quot;from the position&quot; lets the engine find it</source>
        <translation>La fase (phase); «según la posición» deja que la encuentre el motor</translation>
    </message>
    <message>
        <source>from the position</source>
        <translation>según la posición</translation>
    </message>
    <message>
        <source>A penalty refill in progress (penalty): A the player draws, B an opponent picks</source>
        <translation>Una reposición de penalización en curso (penalty): A roba el jugador, B elige un rival</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguna</translation>
    </message>
    <message>
        <source>A: drawing</source>
        <translation>A: roba</translation>
    </message>
    <message>
        <source>B: picking</source>
        <translation>B: elige</translation>
    </message>
    <message>
        <source> cards</source>
        <translation> cartas</translation>
    </message>
    <message>
        <source>The cards the refill still brings (penalty.cards)</source>
        <translation>Las cartas que aún trae la reposición (penalty.cards)</translation>
    </message>
    <message>
        <source> picks</source>
        <translation> elecciones</translation>
    </message>
    <message>
        <source>B: the picks the opponent deciding still makes (penalty.picks_left)</source>
        <translation>B: las elecciones que aún hace el rival que decide (penalty.picks_left)</translation>
    </message>
    <message>
        <source>B: the opponent who picks now (current)</source>
        <translation>B: el rival que elige ahora (current)</translation>
    </message>
    <message>
        <source>The holder of V1 to play</source>
        <translation>Le toca a quien tiene V1</translation>
    </message>
    <message>
        <source>No penalty refill</source>
        <translation>Sin reposición de penalización</translation>
    </message>
    <message>
        <source>Penalty %1: %2 to refill</source>
        <translation>Penalización %1: %2 por reponer</translation>
    </message>
    <message>
        <source>1 card</source>
        <translation>1 carta</translation>
    </message>
    <message>
        <source>%1 cards</source>
        <translation>%1 cartas</translation>
    </message>
    <message>
        <source>holder of V1</source>
        <translation>quien tiene V1</translation>
    </message>
    <message>
        <source>Cards left in the box go to the discards when you play.</source>
        <translation>Al jugar, las cartas que quedan en la caja van a los descartes.</translation>
    </message>
    <message>
        <source>Cards left in the box are dealt at random into the places marked &quot;dealt&quot; when you play.</source>
        <translation>Al jugar, las cartas que quedan en la caja se reparten al azar en los sitios marcados «repartidas».</translation>
    </message>
    <message>
        <source>Every card needs a place: put the cards in the box somewhere, or right-click here.</source>
        <translation>Cada carta necesita un sitio: pon en algún lugar las cartas de la caja, o haz clic derecho aquí.</translation>
    </message>
    <message>
        <source>%1 grows on the %2 line, not on the %3 line.</source>
        <translation>%1 crece en la fila %2, no en la fila %3.</translation>
    </message>
    <message>
        <source>Drop a card on a hand, a line, a silo, a well, the discards or the box.</source>
        <translation>Suelta una carta en una mano, una fila, un silo, un pozo, los descartes o la caja.</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 a %2</translation>
    </message>
    <message>
        <source>Well %1</source>
        <translation>Pozo %1</translation>
    </message>
    <message>
        <source>dealt at random: the cards left</source>
        <translation>repartidas al azar: las cartas que quedan</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vacío</translation>
    </message>
    <message>
        <source>Discards</source>
        <translation>Descartes</translation>
    </message>
    <message>
        <source>and every card left in the box</source>
        <translation>y cada carta que queda en la caja</translation>
    </message>
    <message>
        <source>%1 pts</source>
        <translation>%1 pts</translation>
    </message>
    <message>
        <source>to play</source>
        <translation>le toca</translation>
    </message>
    <message>
        <source>picking</source>
        <translation>elige</translation>
    </message>
    <message>
        <source>hand shown</source>
        <translation>mano a la vista</translation>
    </message>
    <message>
        <source>jollies: %1 in hand, %2 beside</source>
        <translation>comodines: %1 en mano, %2 al lado</translation>
    </message>
    <message>
        <source>terrains dealt</source>
        <translation>terrenos repartidos</translation>
    </message>
    <message>
        <source>no terrains</source>
        <translation>ningún terreno</translation>
    </message>
    <message>
        <source>hand dealt at random (8 white cards)</source>
        <translation>mano repartida al azar (8 cartas blancas)</translation>
    </message>
    <message>
        <source>empty hand</source>
        <translation>mano vacía</translation>
    </message>
    <message>
        <source>no jollies</source>
        <translation>ningún comodín</translation>
    </message>
    <message>
        <source>Silo %1</source>
        <translation>Silo %1</translation>
    </message>
    <message>
        <source>dealt</source>
        <translation>repartidas</translation>
    </message>
    <message>
        <source>+ the box</source>
        <translation>+ la caja</translation>
    </message>
    <message>
        <source>In the box: 1 card</source>
        <translation>En la caja: 1 carta</translation>
    </message>
    <message>
        <source>In the box: %1 cards</source>
        <translation>En la caja: %1 cartas</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Jugador %1</translation>
    </message>
    <message>
        <source>%1&apos;s hand</source>
        <translation>mano de %1</translation>
    </message>
    <message>
        <source>%1&apos;s terrains</source>
        <translation>terrenos de %1</translation>
    </message>
    <message>
        <source>the %1 line</source>
        <translation>la fila %1</translation>
    </message>
    <message>
        <source>the discards</source>
        <translation>los descartes</translation>
    </message>
    <message>
        <source>the box</source>
        <translation>la caja</translation>
    </message>
    <message>
        <source>%1&apos;s hand: none (not dealt)</source>
        <translation>Mano de %1: ninguna carta (sin repartir)</translation>
    </message>
    <message>
        <source>%1&apos;s terrains: none (not dealt)</source>
        <translation>Terrenos de %1: ninguno (sin repartir)</translation>
    </message>
    <message>
        <source>Deal %1&apos;s hand at random</source>
        <translation>Repartir al azar la mano de %1</translation>
    </message>
    <message>
        <source>Deal %1&apos;s terrains at random</source>
        <translation>Repartir al azar los terrenos de %1</translation>
    </message>
    <message>
        <source>%1&apos;s hand emptied</source>
        <translation>Mano de %1 vaciada</translation>
    </message>
    <message>
        <source>%1&apos;s terrains emptied</source>
        <translation>Terrenos de %1 vaciados</translation>
    </message>
    <message>
        <source>%1&apos;s hand dealt at random</source>
        <translation>Mano de %1 repartida al azar</translation>
    </message>
    <message>
        <source>%1&apos;s terrains dealt at random</source>
        <translation>Terrenos de %1 repartidos al azar</translation>
    </message>
    <message>
        <source>none</source>
        <comment>the discards</comment>
        <translation>ninguno</translation>
    </message>
</context>
<context>
    <name>vb::app::veggies::AnnouncementView</name>
    <message>
        <source>Announce %1: every player scores them.</source>
        <translation>Anuncia %1: puntúan para todos los jugadores.</translation>
    </message>
</context>
<context>
    <name>vb::app::veggies::EditedTable</name>
    <message>
        <source>Player %1</source>
        <translation>Jugador %1</translation>
    </message>
    <message>
        <source>the box</source>
        <translation>la caja</translation>
    </message>
    <message>
        <source>%1&apos;s stall</source>
        <translation>puesto de %1</translation>
    </message>
    <message>
        <source>%1&apos;s hand</source>
        <translation>mano de %1</translation>
    </message>
    <message>
        <source>%1&apos;s drawn cards</source>
        <translation>cartas robadas por %1</translation>
    </message>
    <message>
        <source>market slot %1</source>
        <translation>hueco %1 del mercado</translation>
    </message>
    <message>
        <source>the deck, place %1 from the top</source>
        <translation>el mazo, puesto %1 desde arriba</translation>
    </message>
    <message>
        <source>The editor did not lay the top card of %1, so it cannot tell what lies beneath: use Clear stall to return its cards to the box.</source>
        <translation>El editor no colocó la carta de arriba de %1, así que no sabe qué hay debajo: usa Vaciar puesto para devolver sus cartas a la caja.</translation>
    </message>
    <message>
        <source>Card %1 to %2 at %3,%4 turned %5°</source>
        <translation>Carta %1 a %2 en %3,%4 girada %5°</translation>
    </message>
    <message>
        <source>Card %1 to %2</source>
        <translation>Carta %1 a %2</translation>
    </message>
    <message>
        <source>%1 dealt at random</source>
        <translation>%1: repartido al azar</translation>
    </message>
    <message>
        <source>No card in %1</source>
        <translation>Ninguna carta en %1</translation>
    </message>
    <message>
        <source>%1 empty</source>
        <translation>%1: vacío</translation>
    </message>
    <message>
        <source>%1 cleared: its cards back in the box</source>
        <translation>%1 vaciado: sus cartas de vuelta a la caja</translation>
    </message>
    <message>
        <source>%1 announces nothing</source>
        <translation>%1 no anuncia nada</translation>
    </message>
    <message>
        <source>%1 announces %2</source>
        <translation>%1 anuncia: %2</translation>
    </message>
    <message>
        <source>Whose turn it is follows from the stalls</source>
        <translation>De quién es el turno depende de los puestos</translation>
    </message>
    <message>
        <source>%1 to play</source>
        <translation>Le toca a %1</translation>
    </message>
    <message>
        <source>%1 started</source>
        <translation>empezó %1</translation>
    </message>
    <message>
        <source>%1 players</source>
        <translation>%1 jugadores</translation>
    </message>
    <message>
        <source>Every card back in the box</source>
        <translation>Todas las cartas de vuelta a la caja</translation>
    </message>
</context>
<context>
    <name>vb::app::veggies::ScoreView</name>
    <message>
        <source>Final scores</source>
        <translation>Puntuaciones finales</translation>
    </message>
    <message>
        <source>Scores so far</source>
        <translation>Puntuaciones hasta ahora</translation>
    </message>
    <message>
        <source>★ %1 wins</source>
        <translation>★ gana %1</translation>
    </message>
    <message>
        <source>announced %1</source>
        <translation>anunciado: %1</translation>
    </message>
</context>
<context>
    <name>vb::app::veggies::StallView</name>
    <message>
        <source>Largest groups</source>
        <translation>Grupos más grandes</translation>
    </message>
    <message>
        <source>Outline the largest group of each produce in the stalls (G)</source>
        <translation>Marca el grupo más grande de cada producto en los puestos (G)</translation>
    </message>
    <message>
        <source>No card yet: the first card lies here</source>
        <translation>Aún no hay cartas: la primera va aquí</translation>
    </message>
    <message>
        <source>No card yet</source>
        <translation>Aún no hay cartas</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>gana %1</translation>
    </message>
    <message>
        <source>to play</source>
        <translation>le toca</translation>
    </message>
    <message>
        <source>1 point</source>
        <translation>1 punto</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1 puntos</translation>
    </message>
    <message>
        <source>1 point so far</source>
        <translation>1 punto hasta ahora</translation>
    </message>
    <message>
        <source>%1 points so far</source>
        <translation>%1 puntos hasta ahora</translation>
    </message>
    <message>
        <source>%1/8 cards</source>
        <translation>%1/8 cartas</translation>
    </message>
    <message>
        <source>announced</source>
        <translation>anunciado</translation>
    </message>
    <message>
        <source>in hand</source>
        <translation>en la mano</translation>
    </message>
    <message>
        <source>Every use: 1 placement</source>
        <translation>Cada uso: 1 colocación</translation>
    </message>
    <message>
        <source>Every use: %1 placements</source>
        <translation>Cada uso: %1 colocaciones</translation>
    </message>
    <message>
        <source>Dots: the turns that fit on that top-left cell (0° top-left, then clockwise)</source>
        <translation>Puntos: los giros que caben en esa casilla superior izquierda (0° arriba a la izquierda, luego en sentido horario)</translation>
    </message>
    <message>
        <source>%1&apos;s hand: 1 card, face down.</source>
        <translation>Mano de %1: 1 carta, boca abajo.</translation>
    </message>
    <message>
        <source>%1&apos;s two drawn cards, face down: one starts the stall, the other stays in hand.</source>
        <translation>Las dos cartas robadas por %1, boca abajo: una empieza el puesto, la otra se queda en la mano.</translation>
    </message>
    <message>
        <source>First player: %1 started. Turns and announcements go round from %1.</source>
        <translation>Jugador inicial: empezó %1. Los turnos y los anuncios siguen a partir de %1.</translation>
    </message>
    <message>
        <source>%1&apos;s stall: %1 wins.</source>
        <translation>Puesto de %1: gana %1.</translation>
    </message>
    <message>
        <source>%1&apos;s stall</source>
        <translation>Puesto de %1</translation>
    </message>
    <message>
        <source>%1 decides now.</source>
        <translation>Ahora decide %1.</translation>
    </message>
    <message>
        <source>%1&apos;s final score: %2</source>
        <translation>Puntuación final de %1: %2</translation>
    </message>
    <message>
        <source>%1&apos;s score so far: %2 (if the game ended now)</source>
        <translation>Puntos de %1 hasta ahora: %2 (si la partida acabara ahora)</translation>
    </message>
    <message>
        <source>%1 has laid %2 of 8 cards; a covered card still counts.</source>
        <translation>%1 ha colocado %2 de 8 cartas; una carta tapada también cuenta.</translation>
    </message>
    <message>
        <source>%1 announced %2: every player scores them.</source>
        <translation>%1 anunció %2: puntúan para todos los jugadores.</translation>
    </message>
    <message>
        <source>Crate at %1,%2: worth nothing.</source>
        <translation>Caja en %1,%2: no vale nada.</translation>
    </message>
    <message>
        <source>Mouse at %1,%2: costs points at the end.</source>
        <translation>Ratón en %1,%2: al final resta puntos.</translation>
    </message>
    <message>
        <source>%1 at %2,%3: a group of 1 space.</source>
        <translation>%1 en %2,%3: un grupo de 1 espacio.</translation>
    </message>
    <message>
        <source>%1 at %2,%3: a group of %4 spaces.</source>
        <translation>%1 en %2,%3: un grupo de %4 espacios.</translation>
    </message>
    <message>
        <source>Drag to move the view · Ctrl+wheel zooms · 0 shows the whole stall</source>
        <translation>Arrastra para mover la vista · Ctrl+rueda amplía · 0 muestra todo el puesto</translation>
    </message>
</context>
<context>
    <name>vb::app::veggies::TableEditView</name>
    <message>
        <source>The editor did not lay the top card of %1, so it cannot tell what lies beneath: use Clear stall (right-click) to return its cards to the box.</source>
        <translation>El editor no colocó la carta de arriba de %1, así que no sabe qué hay debajo: usa Vaciar puesto (clic derecho) para devolver sus cartas a la caja.</translation>
    </message>
    <message>
        <source>Card %1 picked up: drop it on a stall, a hand, the market, the deck or back in the box. R, a right-click or the wheel turns it.</source>
        <translation>Carta %1 cogida: suéltala en un puesto, una mano, el mercado, el mazo o de vuelta en la caja. R, el clic derecho o la rueda la giran.</translation>
    </message>
    <message>
        <source>Put back where it was.</source>
        <translation>Devuelta a donde estaba.</translation>
    </message>
    <message>
        <source>Drop: card %1 on %2 at %3,%4 turned %5°</source>
        <translation>Soltar: carta %1 en %2 en %3,%4 girada %5°</translation>
    </message>
    <message>
        <source>Drop: card %1 to %2</source>
        <translation>Soltar: carta %1 a %2</translation>
    </message>
    <message>
        <source>Not a place for a card: card %1 stays where it was.</source>
        <translation>No es un sitio para una carta: la carta %1 se queda donde estaba.</translation>
    </message>
    <message>
        <source>Put card %1 on top of the deck</source>
        <translation>Poner la carta %1 encima del mazo</translation>
    </message>
    <message>
        <source>Put card %1 at the bottom of the deck</source>
        <translation>Poner la carta %1 al fondo del mazo</translation>
    </message>
    <message>
        <source>Put card %1 in market slot %2</source>
        <translation>Poner la carta %1 en el hueco %2 del mercado</translation>
    </message>
    <message>
        <source>Give card %1 to %2</source>
        <translation>Dar la carta %1 a %2</translation>
    </message>
    <message>
        <source>Card %1 back to the box</source>
        <translation>Carta %1 de vuelta a la caja</translation>
    </message>
    <message>
        <source>Clear: every card back in the box</source>
        <translation>Vaciar: todas las cartas de vuelta a la caja</translation>
    </message>
    <message>
        <source>No hand card</source>
        <translation>Ninguna carta en la mano</translation>
    </message>
    <message>
        <source>Hand card dealt at random</source>
        <translation>Carta de la mano repartida al azar</translation>
    </message>
    <message>
        <source>Drawn cards dealt at random</source>
        <translation>Cartas robadas repartidas al azar</translation>
    </message>
    <message>
        <source>Empty market slot %1</source>
        <translation>Vaciar el hueco %1 del mercado</translation>
    </message>
    <message>
        <source>Market slots from %1 on dealt at random</source>
        <translation>Huecos del mercado desde el %1 repartidos al azar</translation>
    </message>
    <message>
        <source>Announcement of %1</source>
        <translation>Anuncio de %1</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Ninguno</translation>
    </message>
    <message>
        <source>Clear stall: its cards back in the box</source>
        <translation>Vaciar puesto: sus cartas de vuelta a la caja</translation>
    </message>
    <message>
        <source>%1 — 1 card</source>
        <translation>%1 — 1 carta</translation>
    </message>
    <message>
        <source>%1 — %2 cards</source>
        <translation>%1 — %2 cartas</translation>
    </message>
    <message>
        <source>%1 — cards dealt at random</source>
        <translation>%1 — cartas repartidas al azar</translation>
    </message>
    <message>
        <source>, announced %1</source>
        <translation>, anunciado: %1</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Robadas</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Mano</translation>
    </message>
    <message>
        <source>at random</source>
        <translation>al azar</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguna</translation>
    </message>
    <message>
        <source>Cards, bottom first: %1</source>
        <translation>Cartas, desde abajo: %1</translation>
    </message>
    <message>
        <source>Empty stall: drop a card here</source>
        <translation>Puesto vacío: suelta aquí una carta</translation>
    </message>
    <message>
        <source>Market</source>
        <translation>Mercado</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vacío</translation>
    </message>
    <message>
        <source>slot %1</source>
        <translation>hueco %1</translation>
    </message>
    <message>
        <source>Deck: every card left in the box, shuffled</source>
        <translation>Mazo: todas las cartas que quedan en la caja, barajadas</translation>
    </message>
    <message>
        <source>Deck, top first (%1), then the box shuffled</source>
        <translation>Mazo, desde arriba (%1), y luego la caja barajada</translation>
    </message>
    <message>
        <source>In the box: %1 of %2</source>
        <translation>En la caja: %1 de %2</translation>
    </message>
    <message>
        <source>Cards left in the box are shuffled into the deck when you play.</source>
        <translation>Al jugar, las cartas que quedan en la caja se barajan en el mazo.</translation>
    </message>
</context>
<context>
    <name>vb::app::veggies::VeggiesBoard</name>
    <message>
        <source>Market</source>
        <translation>Mercado</translation>
    </message>
    <message>
        <source>First pick a card: your hand card or one from the market (Tab).</source>
        <translation>Primero coge una carta: la de tu mano o una del mercado (Tab).</translation>
    </message>
    <message>
        <source>Choose the card that starts your stall; you keep the other in your hand. Click it, or Tab to it and press Enter.</source>
        <translation>Elige la carta que abre tu puesto; la otra te la quedas en la mano. Haz clic en ella, o llega con Tab y pulsa Intro.</translation>
    </message>
    <message>
        <source>Pick your hand card or a market card, then click a tinted place on your stall. Keys: Tab picks, arrows move, R turns, Enter places.</source>
        <translation>Coge la carta de tu mano o una del mercado y haz clic en un sitio coloreado de tu puesto. Teclas: Tab elige, flechas mueven, R gira, Intro coloca.</translation>
    </message>
    <message>
        <source>Your largest groups tie: choose the produce to announce.</source>
        <translation>Tus grupos más grandes empatan: elige el producto que anunciar.</translation>
    </message>
    <message>
        <source>Card %1 picked. Right-click, R or the wheel turns it; click a tinted place to lay it.</source>
        <translation>Carta %1 cogida. Clic derecho, R o la rueda la giran; haz clic en un sitio coloreado para colocarla.</translation>
    </message>
    <message>
        <source>Card %1 has 1 legal placement: it is outlined.</source>
        <translation>La carta %1 tiene 1 colocación válida: está marcada.</translation>
    </message>
    <message>
        <source>Card %1 has %2 legal placements, every turn counted: each is outlined.</source>
        <translation>La carta %1 tiene %2 colocaciones válidas, contando cada giro: cada una está marcada.</translation>
    </message>
    <message>
        <source>Place card %1 at %2,%3: click, or press Enter.</source>
        <translation>Coloca la carta %1 en %2,%3: haz clic, o pulsa Intro.</translation>
    </message>
    <message>
        <source>Not here: %1</source>
        <translation>Aquí no: %1</translation>
    </message>
    <message>
        <source>Card %1 at %2,%3: Enter places it, R turns it.</source>
        <translation>Carta %1 en %2,%3: Intro la coloca, R la gira.</translation>
    </message>
    <message>
        <source>Start your stall with card %1? Enter chooses it; Tab shows the other.</source>
        <translation>¿Abrir tu puesto con la carta %1? Intro la elige; Tab muestra la otra.</translation>
    </message>
    <message>
        <source>Your two cards</source>
        <translation>Tus dos cartas</translation>
    </message>
    <message>
        <source>%1&apos;s two cards</source>
        <translation>Las dos cartas de %1</translation>
    </message>
    <message>
        <source>Card %1</source>
        <translation>Carta %1</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>Tu mano</translation>
    </message>
    <message>
        <source>%1&apos;s hand</source>
        <translation>Mano de %1</translation>
    </message>
    <message>
        <source>Hidden</source>
        <translation>Oculta</translation>
    </message>
    <message>
        <source>No hand card: take one from the market.</source>
        <translation>Ninguna carta en la mano: coge una del mercado.</translation>
    </message>
    <message>
        <source>1 in the deck</source>
        <translation>1 en el mazo</translation>
    </message>
    <message>
        <source>%1 in the deck</source>
        <translation>%1 en el mazo</translation>
    </message>
    <message>
        <source>Empty</source>
        <translation>Vacío</translation>
    </message>
    <message>
        <source>First choose the card that starts your stall: one of your two cards.</source>
        <translation>Primero elige la carta que empieza tu puesto: una de tus dos cartas.</translation>
    </message>
    <message>
        <source>Not that card: %1</source>
        <translation>Esa carta no: %1</translation>
    </message>
    <message>
        <source>The deck is empty.</source>
        <translation>El mazo está vacío.</translation>
    </message>
    <message>
        <source>The deck: 1 card, face down.</source>
        <translation>El mazo: 1 carta, boca abajo.</translation>
    </message>
    <message>
        <source>The deck: %1 cards, face down.</source>
        <translation>El mazo: %1 cartas, boca abajo.</translation>
    </message>
    <message>
        <source>%1 Nobody takes from it: playing your hand card draws its top card, and taking a market card refills the market from it.</source>
        <translation>%1 Nadie toma de él: al jugar la carta de la mano se roba la primera carta, y al tomar una carta del mercado el mercado se repone desde aquí.</translation>
    </message>
    <message>
        <source>That is %1&apos;s stall: each player lays cards only in their own.</source>
        <translation>Ese es el puesto de %1: cada jugador coloca cartas solo en el suyo.</translation>
    </message>
    <message>
        <source>Card %1: click it to start your stall with it; you keep the other.</source>
        <translation>Carta %1: haz clic para empezar tu puesto con ella; te quedas la otra.</translation>
    </message>
    <message>
        <source>Card %1, one of the two cards drawn at the start.</source>
        <translation>Carta %1, una de las dos cartas robadas al principio.</translation>
    </message>
    <message>
        <source>Card %1, in the hand: click it to pick it up.</source>
        <translation>Carta %1, en la mano: haz clic para cogerla.</translation>
    </message>
    <message>
        <source>Card %1, in the hand.</source>
        <translation>Carta %1, en la mano.</translation>
    </message>
    <message>
        <source>An empty place in the market: the deck had no card to refill it.</source>
        <translation>Un hueco vacío en el mercado: el mazo no tenía carta para reponerlo.</translation>
    </message>
    <message>
        <source>Card %1, in the market: click it to pick it up.</source>
        <translation>Carta %1, en el mercado: haz clic para cogerla.</translation>
    </message>
    <message>
        <source>Card %1, in the market.</source>
        <translation>Carta %1, en el mercado.</translation>
    </message>
    <message>
        <source>Your largest groups tie</source>
        <translation>Tus grupos más grandes empatan</translation>
    </message>
    <message>
        <source>%1&apos;s largest groups tie</source>
        <translation>Los grupos más grandes de %1 empatan</translation>
    </message>
</context>
<context>
    <name>vb::app::veggies::VeggiesEditor</name>
    <message>
        <source>Phase: none until the position is sound</source>
        <translation>Fase: ninguna hasta que la posición sea válida</translation>
    </message>
    <message>
        <source>setup</source>
        <translation>preparación</translation>
    </message>
    <message>
        <source>announcements</source>
        <translation>anuncios</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>la partida ha terminado</translation>
    </message>
    <message>
        <source>play</source>
        <translation>juego</translation>
    </message>
    <message>
        <source>Phase: %1 (it follows from the stalls)</source>
        <translation>Fase: %1 (depende de los puestos)</translation>
    </message>
    <message>
        <source>Players:</source>
        <translation>Jugadores:</translation>
    </message>
    <message>
        <source>Started:</source>
        <translation>Empezó:</translation>
    </message>
    <message>
        <source>To play:</source>
        <translation>Le toca:</translation>
    </message>
    <message>
        <source>Follows from the stalls</source>
        <translation>Depende de los puestos</translation>
    </message>
</context>
</TS>
