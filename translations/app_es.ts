<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
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
        <translation>VeggieBox: tres juegos de cartas de verduras para jugar por turnos en un mismo ordenador.</translation>
    </message>
    <message>
        <source>Open FILE, a save or a scenario.</source>
        <translation>Abre FILE, una partida guardada o un escenario.</translation>
    </message>
    <message>
        <source>Render the home window, or with --load the game window, to FILE.png and exit.</source>
        <translation>Dibuja la ventana de inicio, o con --load la ventana de juego, en FILE.png y sale.</translation>
    </message>
    <message>
        <source>With --screenshot --load: show the table as SEAT sees it (-1: public).</source>
        <translation>Con --screenshot --load: muestra la mesa como la ve SEAT (-1: pública).</translation>
    </message>
    <message>
        <source>Window size for --screenshot.</source>
        <translation>Tamaño de la ventana para --screenshot.</translation>
    </message>
    <message>
        <source>Print the milliseconds from launch to the window being shown.</source>
        <translation>Imprime los milisegundos desde el arranque hasta que se muestra la ventana.</translation>
    </message>
    <message>
        <source>Open the Playtesting lab with the run CONFIG.json gives (with --screenshot: play it and render the results).</source>
        <translation>Abre el Laboratorio de pruebas con la serie que indica CONFIG.json (con --screenshot: la juega y dibuja los resultados).</translation>
    </message>
    <message>
        <source>Continue the game last on the table (the autosave).</source>
        <translation>Continúa la última partida de la mesa (el guardado automático).</translation>
    </message>
    <message>
        <source>Open the sandbox&apos;s position editor on FILE (or --load FILE), or on a new deal of the game --game names.</source>
        <translation>Abre el editor de posiciones del entorno de pruebas con FILE (o --load FILE), o con un nuevo reparto del juego que indica --game.</translation>
    </message>
    <message>
        <source>With --edit and no file: the game to deal (veggies, garden, vegetables).</source>
        <translation>Con --edit y sin archivo: el juego que repartir (veggies, garden, vegetables).</translation>
    </message>
    <message>
        <source>Open the guided first game of GAME (veggies, garden, vegetables); with --screenshot, render its first step.</source>
        <translation>Abre la primera partida guiada de GAME (veggies, garden, vegetables); con --screenshot, dibuja su primer paso.</translation>
    </message>
    <message>
        <source>A save or a scenario to open (as --load).</source>
        <translation>Una partida guardada o un escenario que abrir (como --load).</translation>
    </message>
    <message>
        <source>Speak LANG (en, it or es) in this run, whatever the system or the preferences say.</source>
        <translation>Habla LANG (en, it o es) en esta ejecución, digan lo que digan el sistema o las preferencias.</translation>
    </message>
    <message>
        <source>could not write the screenshot to %1</source>
        <translation>no se ha podido escribir la captura en %1</translation>
    </message>
    <message>
        <source>--lab: the run could not start</source>
        <translation>--lab: la serie no ha podido empezar</translation>
    </message>
    <message>
        <source>--size: expected WxH, e.g. 860x600, not &apos;%1&apos;</source>
        <translation>--size: se esperaba AxA, por ejemplo 860x600, no &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--as: expected a seat from -1 to %1, not &apos;%2&apos;</source>
        <translation>--as: se esperaba un puesto de -1 a %1, no &apos;%2&apos;</translation>
    </message>
    <message>
        <source>--screenshot-dialog hint: no person to move</source>
        <translation>--screenshot-dialog hint: no le toca a ninguna persona</translation>
    </message>
    <message>
        <source>--screenshot-dialog: no dialog &apos;%1&apos; here (new-game, preferences; with --load also score-sheet, compare-branches, rules, curtain, hint)</source>
        <translation>--screenshot-dialog: aquí no hay ningún diálogo &apos;%1&apos; (new-game, preferences; con --load también score-sheet, compare-branches, rules, curtain, hint)</translation>
    </message>
    <message>
        <source>--lang takes %1, not &apos;%2&apos;</source>
        <translation>--lang admite %1, no &apos;%2&apos;</translation>
    </message>
    <message>
        <source>give one file to open, not %1</source>
        <translation>indica un solo archivo que abrir, no %1</translation>
    </message>
    <message>
        <source>--stop-inside-writes takes created:FILE, written:FILE or synced:FILE</source>
        <translation>--stop-inside-writes admite created:FILE, written:FILE o synced:FILE</translation>
    </message>
</context>
<context>
    <name>variant</name>
    <message>
        <source>its own %1 cards</source>
        <translation>sus propias %1 cartas</translation>
    </message>
</context>
<context>
    <name>vb::app::AboutBox</name>
    <message>
        <source>About VeggieBox</source>
        <translation>Acerca de VeggieBox</translation>
    </message>
    <message>
        <source>&lt;h3&gt;VeggieBox %1&lt;/h3&gt;&lt;p&gt;Three vegetable card games for hot-seat play on one computer.&lt;/p&gt;&lt;p&gt;An unofficial fan edition, not affiliated with or endorsed by the designers or publishers:&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Veggies&lt;/b&gt; is designed by Jog Kung and published by Devir (Pocket line).&lt;/li&gt;&lt;li&gt;&lt;b&gt;Veggie Garden&lt;/b&gt; is designed by Kelly North Adams and published by Quick Simple Fun Games.&lt;/li&gt;&lt;li&gt;&lt;b&gt;VEGEtables 2.0&lt;/b&gt; is designed by Daniele Ferri.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;The names belong to their owners. The card data and art in VeggieBox are the project&apos;s own. The code is under the MIT licence.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;VeggieBox %1&lt;/h3&gt;&lt;p&gt;Tres juegos de cartas de verduras para jugar por turnos en un mismo ordenador.&lt;/p&gt;&lt;p&gt;Una edición no oficial hecha por aficionados, sin relación ni aval de los autores o las editoriales:&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Veggies&lt;/b&gt; es un juego de Jog Kung publicado por Devir (línea Pocket).&lt;/li&gt;&lt;li&gt;&lt;b&gt;Veggie Garden&lt;/b&gt; es un juego de Kelly North Adams publicado por Quick Simple Fun Games.&lt;/li&gt;&lt;li&gt;&lt;b&gt;VEGEtables 2.0&lt;/b&gt; es un juego de Daniele Ferri.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Los nombres pertenecen a sus dueños. Los datos de las cartas y las ilustraciones de VeggieBox son del propio proyecto. El código está bajo la licencia MIT.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>vb::app::BranchCompareDialog</name>
    <message>
        <source>Compare branches</source>
        <translation>Comparar ramas</translation>
    </message>
    <message>
        <source>After 1 move</source>
        <translation>Tras 1 jugada</translation>
    </message>
    <message>
        <source>After %1 moves</source>
        <translation>Tras %1 jugadas</translation>
    </message>
    <message>
        <source>%1, in place of move %2</source>
        <translation>%1, en lugar de la jugada %2</translation>
    </message>
    <message>
        <source>%1 (on the table)</source>
        <translation>%1 (en la mesa)</translation>
    </message>
</context>
<context>
    <name>vb::app::ConfirmBar</name>
    <message>
        <source>%1 — this shows a hidden card and cannot be undone.</source>
        <translation>%1 — esta jugada descubre una carta oculta y no se puede deshacer.</translation>
    </message>
    <message>
        <source>Confirm (Enter)</source>
        <translation>Confirmar (Intro)</translation>
    </message>
    <message>
        <source>Cancel (Esc)</source>
        <translation>Cancelar (Esc)</translation>
    </message>
    <message>
        <source>Make this move</source>
        <translation>Hacer esta jugada</translation>
    </message>
    <message>
        <source>Take this move back before anything is shown</source>
        <translation>Retira esta jugada antes de que se descubra nada</translation>
    </message>
</context>
<context>
    <name>vb::app::Curtain</name>
    <message>
        <source>%1&apos;s turn</source>
        <translation>Turno de %1</translation>
    </message>
    <message>
        <source>Press Space when only %1 is looking.</source>
        <translation>Pulsa Espacio cuando solo mire %1.</translation>
    </message>
    <message>
        <source>I am %1 — show my cards</source>
        <translation>Soy %1 — muestra mis cartas</translation>
    </message>
    <message>
        <source>Last move: %1</source>
        <translation>Última jugada: %1</translation>
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
        <translation>Una lección sigue sus propias jugadas: no puede salir ninguna rama de ella.</translation>
    </message>
    <message>
        <source>There is no such branch.</source>
        <translation>Esa rama no existe.</translation>
    </message>
    <message>
        <source>%1 (computer) chose a refused action: %2</source>
        <translation>%1 (ordenador) ha elegido una acción rechazada: %2</translation>
    </message>
</context>
<context>
    <name>vb::app::GameTile</name>
    <message>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <source>Set up a new game of %1</source>
        <translation>Prepara una nueva partida de %1</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <source>Read the rules of %1</source>
        <translation>Lee las reglas de %1</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Aprende a jugar</translation>
    </message>
    <message>
        <source>A short guided game of %1: the guide shows every rule as you play</source>
        <translation>Una breve partida guiada de %1: la guía muestra cada regla mientras juegas</translation>
    </message>
</context>
<context>
    <name>vb::app::GameWindow</name>
    <message>
        <source>Teaching mode: every hand is shown</source>
        <translation>Modo didáctico: se muestran todas las manos</translation>
    </message>
    <message>
        <source>Compare branches</source>
        <translation>Comparar ramas</translation>
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
        <source>Score sheet</source>
        <translation>Puntuaciones</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Pista</translation>
    </message>
    <message>
        <source>The strongest computer player&apos;s three best moves for you (H)</source>
        <translation>Las tres mejores jugadas para ti según el jugador del ordenador más fuerte (H)</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Jugadas</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partida</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Nueva partida…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Guardar &amp;como…</translation>
    </message>
    <message>
        <source>S&amp;core Sheet</source>
        <translation>P&amp;untuaciones</translation>
    </message>
    <message>
        <source>Ctrl+K</source>
        <translation>Ctrl+K</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>P&amp;ista</translation>
    </message>
    <message>
        <source>H</source>
        <translation>H</translation>
    </message>
    <message>
        <source>Compare &amp;Branches</source>
        <translation>Comparar &amp;ramas</translation>
    </message>
    <message>
        <source>&amp;Playtesting Lab…</source>
        <translation>&amp;Laboratorio de pruebas…</translation>
    </message>
    <message>
        <source>Ctrl+L</source>
        <translation>Ctrl+L</translation>
    </message>
    <message>
        <source>&amp;Edit Position…</source>
        <translation>&amp;Editar la posición…</translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <source>&amp;Close Game</source>
        <translation>&amp;Cerrar la partida</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
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
        <source>&amp;Teaching Mode: Undo Anything, Hands Open</source>
        <translation>Modo &amp;didáctico: deshacer todo, manos a la vista</translation>
    </message>
    <message>
        <source>Show &amp;Every Use of a Card</source>
        <translation>Mostrar &amp;cada uso de una carta</translation>
    </message>
    <message>
        <source>Selecting a card outlines every legal use of it, and the reason a spot is refused</source>
        <translation>Al elegir una carta se marcan todos sus usos permitidos y el motivo por el que se rechaza un sitio</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Preferencias…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Reglas</translation>
    </message>
    <message>
        <source>&amp;Learn to Play</source>
        <translation>&amp;Aprende a jugar</translation>
    </message>
    <message>
        <source>&amp;About VeggieBox</source>
        <translation>A&amp;cerca de VeggieBox</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Acerca de &amp;Qt</translation>
    </message>
    <message>
        <source>The autosave failed: %1</source>
        <translation>El guardado automático ha fallado: %1</translation>
    </message>
    <message>
        <source>new game</source>
        <translation>nueva partida</translation>
    </message>
    <message>
        <source>Rules: %1</source>
        <translation>Reglas: %1</translation>
    </message>
    <message>
        <source>published</source>
        <translation>publicadas</translation>
    </message>
    <message>
        <source>&amp;Rules of %1</source>
        <translation>&amp;Reglas de %1</translation>
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
        <translation>Fin de la partida: gana %1</translation>
    </message>
    <message>
        <source>Game over: %1 share the win</source>
        <translation>Fin de la partida: %1 comparten la victoria</translation>
    </message>
    <message>
        <source>Next: %1</source>
        <translation>Siguiente: %1</translation>
    </message>
    <message>
        <source>%1 to play</source>
        <translation>Le toca a %1</translation>
    </message>
    <message>
        <source>%1 (computer) is playing</source>
        <translation>%1 (ordenador) está jugando</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Pensando…</translation>
    </message>
    <message>
        <source>Nothing to undo.</source>
        <translation>No hay nada que deshacer.</translation>
    </message>
    <message>
        <source>Only your own moves of this turn that showed no hidden card can be undone. Teaching mode (Edit menu) lifts this.</source>
        <translation>Solo se pueden deshacer tus jugadas de este turno que no mostraron ninguna carta oculta. El modo didáctico (menú Editar) quita el límite.</translation>
    </message>
    <message>
        <source>The lesson could not start</source>
        <translation>La lección no ha podido empezar</translation>
    </message>
    <message>
        <source>The lesson cannot be opened</source>
        <translation>No se puede abrir la lección</translation>
    </message>
    <message>
        <source>The game could not start</source>
        <translation>La partida no ha podido empezar</translation>
    </message>
    <message>
        <source>Show every hand?</source>
        <translation>¿Mostrar todas las manos?</translation>
    </message>
    <message>
        <source>Teaching mode shows every player&apos;s hand to whoever is at the screen.</source>
        <translation>El modo didáctico muestra la mano de cada jugador a quien esté ante la pantalla.</translation>
    </message>
    <message>
        <source>The move log and the save will say that teaching mode was on.</source>
        <translation>La lista de jugadas y la partida guardada dirán que el modo didáctico estaba activo.</translation>
    </message>
    <message>
        <source>Show Every Hand</source>
        <translation>Mostrar todas las manos</translation>
    </message>
    <message>
        <source>Looking for the best moves…</source>
        <translation>Buscando las mejores jugadas…</translation>
    </message>
    <message>
        <source>%1. %2 (wins %3%)</source>
        <translation>%1. %2 (gana el %3%)</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Pista: %1</translation>
    </message>
    <message>
        <source>%1 cannot be opened</source>
        <translation>No se puede abrir %1</translation>
    </message>
    <message>
        <source>Edit the position?</source>
        <translation>¿Editar la posición?</translation>
    </message>
    <message>
        <source>Editing shows every card: every hand and the order of the deck. The game here stays as it is; Play from here starts a new one.</source>
        <translation>Editar muestra todas las cartas: cada mano y el orden del mazo. La partida de aquí queda como está; Jugar desde aquí empieza otra nueva.</translation>
    </message>
    <message>
        <source>This position cannot be edited</source>
        <translation>Esta posición no se puede editar</translation>
    </message>
    <message>
        <source>The game could not be saved</source>
        <translation>No se ha podido guardar la partida</translation>
    </message>
    <message>
        <source>Saved to %1</source>
        <translation>Guardada en %1</translation>
    </message>
    <message>
        <source>Keep this game?</source>
        <translation>¿Conservar esta partida?</translation>
    </message>
    <message>
        <source>The game of %1 is not finished. Save it before it closes?</source>
        <translation>La partida de %1 no ha terminado. ¿Guardarla antes de cerrarla?</translation>
    </message>
    <message>
        <source>Discard throws the game away, its autosave too.</source>
        <translation>Descartar tira la partida, también su guardado automático.</translation>
    </message>
    <message>
        <source>◀ Moves since your turn</source>
        <translation>◀ Jugadas desde tu turno</translation>
    </message>
    <message>
        <source>Step through the moves made since your last turn (Alt+←; then ← and →)</source>
        <translation>Recorre las jugadas hechas desde tu último turno (Alt+←; luego ← y →)</translation>
    </message>
    <message>
        <source>Skip to my turn</source>
        <translation>Saltar a mi turno</translation>
    </message>
    <message>
        <source>The computer players move at once, without their pause, until a person is to play</source>
        <translation>Los jugadores del ordenador juegan enseguida, sin pausa, hasta que le toque a una persona</translation>
    </message>
    <message>
        <source>&amp;Moves Since Your Turn</source>
        <translation>&amp;Jugadas desde tu turno</translation>
    </message>
    <message>
        <source>Ctrl+J</source>
        <translation>Ctrl+J</translation>
    </message>
    <message>
        <source>S&amp;kip to My Turn</source>
        <translation>Sa&amp;ltar a mi turno</translation>
    </message>
    <message>
        <source>Stops the computer&apos;s thinking and takes back the last move a person made.</source>
        <translation>Detiene la reflexión del ordenador y deshace la última jugada hecha por una persona.</translation>
    </message>
    <message>
        <source>%1 (computer) is thinking…</source>
        <translation>%1 (ordenador) está pensando…</translation>
    </message>
</context>
<context>
    <name>vb::app::HomeWindow</name>
    <message>
        <source>1 move</source>
        <translation>1 jugada</translation>
    </message>
    <message>
        <source>%1 moves</source>
        <translation>%1 jugadas</translation>
    </message>
    <message>
        <source>VeggieBox</source>
        <translation>VeggieBox</translation>
    </message>
    <message>
        <source>An unofficial fan edition. The games belong to their designers and publishers; see Help › About VeggieBox.</source>
        <translation>Una edición no oficial hecha por aficionados. Los juegos pertenecen a sus autores y editoriales; consulta Ayuda › Acerca de VeggieBox.</translation>
    </message>
    <message>
        <source>Three vegetable card games for hot-seat play on one computer.</source>
        <translation>Tres juegos de cartas de verduras para jugar por turnos en un mismo ordenador.</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Continuar</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Abrir…</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partida</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>&amp;Continuar</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <source>&amp;Playtesting Lab…</source>
        <translation>&amp;Laboratorio de pruebas…</translation>
    </message>
    <message>
        <source>Ctrl+L</source>
        <translation>Ctrl+L</translation>
    </message>
    <message>
        <source>&amp;Edit Position…</source>
        <translation>&amp;Editar la posición…</translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <source>Rules of %1</source>
        <translation>Reglas de %1</translation>
    </message>
    <message>
        <source>&amp;Learn to Play</source>
        <translation>&amp;Aprende a jugar</translation>
    </message>
    <message>
        <source>&amp;About VeggieBox</source>
        <translation>A&amp;cerca de VeggieBox</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Acerca de &amp;Qt</translation>
    </message>
    <message>
        <source>Continue the last game</source>
        <translation>Continúa la última partida</translation>
    </message>
    <message>
        <source>Continue %1</source>
        <translation>Continúa %1</translation>
    </message>
    <message>
        <source>The game could not start</source>
        <translation>La partida no ha podido empezar</translation>
    </message>
    <message>
        <source>Edit Position</source>
        <translation>Editar la posición</translation>
    </message>
    <message>
        <source>A new deal of:</source>
        <translation>Un nuevo reparto de:</translation>
    </message>
    <message>
        <source>The sandbox could not open</source>
        <translation>El entorno de pruebas no se ha podido abrir</translation>
    </message>
    <message>
        <source>%1 cannot be opened</source>
        <translation>No se puede abrir %1</translation>
    </message>
    <message>
        <source>The last game cannot be continued</source>
        <translation>No se puede continuar la última partida</translation>
    </message>
    <message>
        <source>The lesson cannot be opened</source>
        <translation>No se puede abrir la lección</translation>
    </message>
    <message>
        <source>The lesson could not start</source>
        <translation>La lección no ha podido empezar</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Preferencias…</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Nueva partida…</translation>
    </message>
</context>
<context>
    <name>vb::app::MoveLog</name>
    <message>
        <source>Moves</source>
        <translation>Jugadas</translation>
    </message>
    <message>
        <source>No moves yet.</source>
        <translation>Aún no hay jugadas.</translation>
    </message>
    <message>
        <source>%1, in place of move %2</source>
        <translation>%1, en lugar de la jugada %2</translation>
    </message>
    <message>
        <source>%1 (on the table)</source>
        <translation>%1 (en la mesa)</translation>
    </message>
    <message>
        <source>Try another move here</source>
        <translation>Probar otra jugada aquí</translation>
    </message>
    <message>
        <source>Not here: %1</source>
        <translation>Aquí no: %1</translation>
    </message>
</context>
<context>
    <name>vb::app::NewGameDialog</name>
    <message>
        <source>New game of %1</source>
        <translation>Nueva partida de %1</translation>
    </message>
    <message>
        <source>Start game</source>
        <translation>Empezar la partida</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>Number of players</source>
        <translation>Número de jugadores</translation>
    </message>
    <message>
        <source>&amp;Number of players:</source>
        <translation>&amp;Número de jugadores:</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Color</translation>
    </message>
    <message>
        <source>Plays as</source>
        <translation>Juega como</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Jugador %1</translation>
    </message>
    <message>
        <source>Name of player %1</source>
        <translation>Nombre del jugador %1</translation>
    </message>
    <message>
        <source>Colour of player %1</source>
        <translation>Color del jugador %1</translation>
    </message>
    <message>
        <source>Who plays seat %1</source>
        <translation>Quién juega en el puesto %1</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1:</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Semilla aleatoria</translation>
    </message>
    <message>
        <source>New seed</source>
        <translation>Nueva semilla</translation>
    </message>
    <message>
        <source>The same seed, players and options deal the same cards.</source>
        <translation>La misma semilla, jugadores y opciones reparten las mismas cartas.</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Semilla aleatoria:</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>Reglas:</translation>
    </message>
    <message>
        <source>Variant file…</source>
        <translation>Archivo de variante…</translation>
    </message>
    <message>
        <source>Play under a variant of the rules: a file that changes some of their numbers</source>
        <translation>Juega con una variante de las reglas: un archivo que cambia algunos de sus números</translation>
    </message>
    <message>
        <source>Choose a variant of %1</source>
        <translation>Elige una variante de %1</translation>
    </message>
    <message>
        <source>Variants (*.json);;All files (*)</source>
        <translation>Variantes (*.json);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>This variant cannot be used</source>
        <translation>Esta variante no se puede usar</translation>
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
        <translation>La semilla debe ser un número entero de 0 a 18446744073709551615.</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Puntuación</translation>
    </message>
    <message>
        <source>Largest group</source>
        <translation>Grupo más grande</translation>
    </message>
    <message>
        <source>All spaces</source>
        <translation>Todos los espacios</translation>
    </message>
    <message>
        <source>First</source>
        <translation>Quién empieza</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Al azar</translation>
    </message>
    <message>
        <source>Removed</source>
        <translation>Cultivo excluido</translation>
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
        <source>Hands</source>
        <translation>Rondas</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Quién abre la mano</translation>
    </message>
    <message>
        <source>Black one</source>
        <translation>El uno negro</translation>
    </message>
    <message>
        <source>Rotate</source>
        <translation>Por turnos</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Juego:</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Opciones</translation>
    </message>
    <message>
        <source>Standard rules</source>
        <translation>Reglas estándar</translation>
    </message>
</context>
<context>
    <name>vb::app::PlayerKind</name>
    <message>
        <source>Computer — Random moves</source>
        <translation>Ordenador — Jugadas al azar</translation>
    </message>
    <message>
        <source>Computer — Greedy (takes the best move now)</source>
        <translation>Ordenador — Codicioso (toma la mejor jugada del momento)</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Persona</translation>
    </message>
    <message>
        <source>Computer — %1</source>
        <translation>Ordenador — %1</translation>
    </message>
</context>
<context>
    <name>vb::app::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Preferencias</translation>
    </message>
    <message>
        <source>Computer players&apos; pace</source>
        <translation>Ritmo de los jugadores del ordenador</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>Teaching mode: undo anything, hands open</source>
        <translation>Modo didáctico: deshacer todo, manos a la vista</translation>
    </message>
    <message>
        <source>For learning and playtesting at one screen: every hand is shown to everyone, there is no curtain between turns, and undo may take back any move, draws included.</source>
        <translation>Para aprender y probar juegos ante una pantalla: todas las manos están a la vista de todos, no hay telón entre turnos y se puede deshacer cualquier jugada, robos incluidos.</translation>
    </message>
    <message>
        <source>Computer players wait:</source>
        <translation>Los jugadores del ordenador esperan:</translation>
    </message>
    <message>
        <source>no wait</source>
        <translation>sin espera</translation>
    </message>
    <message>
        <source>System default (%1)</source>
        <translation>La del sistema (%1)</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Idioma:</translation>
    </message>
    <message>
        <source>Ask me to confirm a move that shows a hidden card</source>
        <translation>Pedirme confirmación para una jugada que descubre una carta oculta</translation>
    </message>
    <message>
        <source>Drawing or refilling shows a card, so that move cannot be undone: the table waits for Confirm (Enter) or Cancel (Esc).</source>
        <translation>Robar o reponer descubre una carta, así que esa jugada no se puede deshacer: la mesa espera a Confirmar (Intro) o Cancelar (Esc).</translation>
    </message>
</context>
<context>
    <name>vb::app::RefusalLine</name>
    <message>
        <source>Refused: %1</source>
        <translation>Rechazada: %1</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regla</translation>
    </message>
</context>
<context>
    <name>vb::app::RulesWindow</name>
    <message>
        <source>%1 — Rules</source>
        <translation>%1 — Reglas</translation>
    </message>
    <message>
        <source>The rules page %1 could not be read.</source>
        <translation>No se ha podido leer la página de reglas %1.</translation>
    </message>
    <message>
        <source>Find in the rules</source>
        <translation>Buscar en las reglas</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>Anterior</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Siguiente</translation>
    </message>
    <message>
        <source>No match</source>
        <translation>Sin resultados</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 de %2</translation>
    </message>
</context>
<context>
    <name>vb::app::SaveFiles</name>
    <message>
        <source>VeggieBox games (*.veggiebox)</source>
        <translation>Partidas de VeggieBox (*.veggiebox)</translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Guardar la partida</translation>
    </message>
    <message>
        <source>Open a game or a scenario</source>
        <translation>Abrir una partida o un escenario</translation>
    </message>
    <message>
        <source>VeggieBox games and scenarios (*.veggiebox *.json);;All files (*)</source>
        <translation>Partidas y escenarios de VeggieBox (*.veggiebox *.json);;Todos los archivos (*)</translation>
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
        <translation>%1 puntos</translation>
    </message>
    <message>
        <source>1 card in hand</source>
        <translation>1 carta en la mano</translation>
    </message>
    <message>
        <source>%1 cards in hand</source>
        <translation>%1 cartas en la mano</translation>
    </message>
    <message>
        <source>Only the hand sizes of hidden hands are shown. These scores are provisional.</source>
        <translation>De las manos ocultas solo se ve cuántas cartas tienen. Estas puntuaciones son provisionales.</translation>
    </message>
    <message>
        <source>%1 wins with %2.</source>
        <translation>%1 gana con %2.</translation>
    </message>
    <message>
        <source>%1 share the win with %2 each.</source>
        <translation>%1 comparten la victoria con %2 cada uno.</translation>
    </message>
    <message>
        <source>%1 leads with %2. These scores are provisional.</source>
        <translation>%1 va en cabeza con %2. Estas puntuaciones son provisionales.</translation>
    </message>
    <message>
        <source>%1 are level on %2. These scores are provisional.</source>
        <translation>%1 empatan a %2. Estas puntuaciones son provisionales.</translation>
    </message>
    <message>
        <source>Final scores</source>
        <translation>Puntuaciones finales</translation>
    </message>
    <message>
        <source>Score sheet (provisional)</source>
        <translation>Puntuaciones (provisionales)</translation>
    </message>
    <message>
        <source>Scores so far</source>
        <translation>Puntuaciones hasta ahora</translation>
    </message>
    <message>
        <source>  ★ winner</source>
        <translation>  ★ ganador</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Jugar otra vez</translation>
    </message>
    <message>
        <source>The same players, rules and options, with a new deal</source>
        <translation>Los mismos jugadores, reglas y opciones, con un nuevo reparto</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Nueva partida…</translation>
    </message>
    <message>
        <source>Choose the game, the players and the options</source>
        <translation>Elige el juego, los jugadores y las opciones</translation>
    </message>
</context>
<context>
    <name>vb::app::SeatColours</name>
    <message>
        <source>Tomato</source>
        <translation>Tomate</translation>
    </message>
    <message>
        <source>Blueberry</source>
        <translation>Arándano</translation>
    </message>
    <message>
        <source>Lettuce</source>
        <translation>Lechuga</translation>
    </message>
    <message>
        <source>Carrot</source>
        <translation>Zanahoria</translation>
    </message>
    <message>
        <source>Grape</source>
        <translation>Uva</translation>
    </message>
    <message>
        <source>Banana</source>
        <translation>Plátano</translation>
    </message>
    <message>
        <source>Mushroom</source>
        <translation>Champiñón</translation>
    </message>
    <message>
        <source>Radish</source>
        <translation>Rábano</translation>
    </message>
</context>
<context>
    <name>vb::app::SeatPanel</name>
    <message>
        <source>thinking…</source>
        <translation>pensando…</translation>
    </message>
    <message>
        <source>next</source>
        <translation>siguiente</translation>
    </message>
    <message>
        <source>to play</source>
        <translation>le toca</translation>
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
            <numerusform>%n jugador</numerusform>
            <numerusform>%n jugadores</numerusform>
        </translation>
    </message>
    <message>
        <source>%1–%2 players</source>
        <translation>%1–%2 jugadores</translation>
    </message>
</context>
<context>
    <name>vb::app::TableMissingNotice</name>
    <message>
        <source>Copy commands</source>
        <translation>Copiar las órdenes</translation>
    </message>
    <message>
        <source>Save As…</source>
        <translation>Guardar como…</translation>
    </message>
    <message>
        <source>The %1 table is not ready yet</source>
        <translation>La mesa de %1 aún no está lista</translation>
    </message>
    <message>
        <source>The engine already plays %1. Go on with this game in the command-line tool:</source>
        <translation>El motor ya juega a %1. Sigue esta partida con la herramienta de línea de órdenes:</translation>
    </message>
    <message>
        <source>The engine already plays %1. This game is kept in the autosave; go on with it in the command-line tool:</source>
        <translation>El motor ya juega a %1. Esta partida está en el guardado automático; síguela con la herramienta de línea de órdenes:</translation>
    </message>
</context>
<context>
    <name>vb::app::TurnReview</name>
    <message>
        <source>◀ Earlier</source>
        <translation>◀ Antes</translation>
    </message>
    <message>
        <source>Later ▶</source>
        <translation>Después ▶</translation>
    </message>
    <message>
        <source>Back to the game ▶</source>
        <translation>Volver a la partida ▶</translation>
    </message>
    <message>
        <source>Back to the game (Esc)</source>
        <translation>Volver a la partida (Esc)</translation>
    </message>
    <message>
        <source>The move before (←)</source>
        <translation>La jugada anterior (←)</translation>
    </message>
    <message>
        <source>The move after (→)</source>
        <translation>La jugada siguiente (→)</translation>
    </message>
    <message numerus="yes">
        <source>The table as you left it, before the %n move(s) since your turn.</source>
        <translation>
            <numerusform>La mesa como la dejaste, antes de la %n jugada hecha desde tu turno.</numerusform>
            <numerusform>La mesa como la dejaste, antes de las %n jugadas hechas desde tu turno.</numerusform>
        </translation>
    </message>
    <message>
        <source>Move %1 of %2 since your turn: %3</source>
        <translation>Jugada %1 de %2 desde tu turno: %3</translation>
    </message>
</context>
</TS>
