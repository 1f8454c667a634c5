<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
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
        <translation>Mayor victoria: partida %1, %2 (asiento %3) por %4 puntos</translation>
    </message>
    <message>
        <source>%1&apos;s biggest loss: game %2, seat %3, by %4 points</source>
        <translation>Mayor derrota de %1: partida %2, asiento %3, por %4 puntos</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>Quién</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Victorias</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Tasa de victorias</translation>
    </message>
    <message>
        <source>95% interval</source>
        <translation>Intervalo al 95%</translation>
    </message>
    <message>
        <source>Mean score</source>
        <translation>Puntuación media</translation>
    </message>
    <message>
        <source>Score spread (SD)</source>
        <translation>Dispersión de puntos (DE)</translation>
    </message>
    <message>
        <source>A win shared by k players counts 1/k</source>
        <translation>Una victoria compartida por k jugadores cuenta 1/k</translation>
    </message>
    <message>
        <source>A bot in more than one seat counts each of its seats</source>
        <translation>Un bot en más de un asiento cuenta cada uno de sus asientos</translation>
    </message>
    <message>
        <source>Bot: %1</source>
        <translation>Bot: %1</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Asiento %1</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Partidas jugadas</translation>
    </message>
    <message>
        <source>Decisions a game (mean ± SD)</source>
        <translation>Decisiones por partida (media ± DE)</translation>
    </message>
    <message>
        <source>Games won by more than one player</source>
        <translation>Partidas ganadas por más de un jugador</translation>
    </message>
    <message>
        <source>First seat&apos;s advantage over an even share</source>
        <translation>Ventaja del primer asiento sobre la parte justa</translation>
    </message>
    <message>
        <source>%1 points of win rate (95%: %2 to %3)</source>
        <translation>%1 puntos de porcentaje de victorias (95%: de %2 a %3)</translation>
    </message>
    <message>
        <source>%1 (a game on average)</source>
        <translation>%1 (media por partida)</translation>
    </message>
    <message>
        <source>The games</source>
        <translation>Las partidas</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valor</translation>
    </message>
    <message>
        <source>%1: %2: no such game</source>
        <translation>%1: %2: no existe ese juego</translation>
    </message>
    <message>
        <source>%1: expected a whole number from %2 to %3, not %4</source>
        <translation>%1: se esperaba un número entero de %2 a %3, no %4</translation>
    </message>
    <message>
        <source>%1: expected a list of bot names such as %2</source>
        <translation>%1: se esperaba una lista de nombres de bots como %2</translation>
    </message>
    <message>
        <source>%1: expected a bot name, not %2</source>
        <translation>%1: se esperaba el nombre de un bot, no %2</translation>
    </message>
    <message>
        <source>%1: %2: no such bot</source>
        <translation>%1: %2: no existe ese bot</translation>
    </message>
    <message>
        <source>%1: expected an object of names and values</source>
        <translation>%1: se esperaba un objeto de nombres y valores</translation>
    </message>
    <message>
        <source>%1: expected a string</source>
        <translation>%1: se esperaba una cadena</translation>
    </message>
    <message>
        <source>expected a JSON object such as %1</source>
        <translation>se esperaba un objeto JSON como %1</translation>
    </message>
    <message>
        <source>%1: no such field (a config has %2)</source>
        <translation>%1: no existe ese campo (una configuración tiene %2)</translation>
    </message>
    <message>
        <source>%1: expected a game&apos;s id</source>
        <translation>%1: se esperaba el id de un juego</translation>
    </message>
    <message>
        <source>%1: missing</source>
        <translation>%1: falta</translation>
    </message>
    <message>
        <source>%1: %2 bots for %3 players</source>
        <translation>%1: %2 bots para %3 jugadores</translation>
    </message>
    <message>
        <source>%1: expected a whole number from 0</source>
        <translation>%1: se esperaba un número entero desde 0</translation>
    </message>
    <message>
        <source>%1: expected a variant file&apos;s path</source>
        <translation>%1: se esperaba la ruta de un archivo de variante</translation>
    </message>
</context>
<context>
    <name>learn</name>
    <message>
        <source>no lesson for %1 (there are lessons for: %2)</source>
        <translation>no hay lección para %1 (hay lecciones para: %2)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>%1: cannot be read</source>
        <translation>%1: no se puede leer</translation>
    </message>
</context>
<context>
    <name>vb::app::Guide</name>
    <message>
        <source>Not yet: read this step, then press Next.</source>
        <translation>Todavía no: lee este paso y pulsa Siguiente.</translation>
    </message>
    <message>
        <source>Not yet: watch the other player.</source>
        <translation>Todavía no: mira al otro jugador.</translation>
    </message>
    <message>
        <source>Not allowed: %1. Follow the arrow.</source>
        <translation>No está permitido: %1. Sigue la flecha.</translation>
    </message>
    <message>
        <source>That move is allowed, but this lesson needs another one. Follow the arrow.</source>
        <translation>Esa jugada está permitida, pero esta lección necesita otra. Sigue la flecha.</translation>
    </message>
    <message>
        <source>The guide could not play this move.</source>
        <translation>La guía no ha podido jugar esta jugada.</translation>
    </message>
</context>
<context>
    <name>vb::app::GuidePanel</name>
    <message>
        <source>Next</source>
        <translation>Siguiente</translation>
    </message>
    <message>
        <source>Play a real game</source>
        <translation>Juega una partida de verdad</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Terminado</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Paso %1 de %2</translation>
    </message>
    <message>
        <source>Show me</source>
        <translation>Muéstramelo</translation>
    </message>
</context>
<context>
    <name>vb::app::LabCharts</name>
    <message>
        <source>Win rate</source>
        <translation>Victorias</translation>
    </message>
    <message>
        <source>95% interval</source>
        <translation>Intervalo 95%</translation>
    </message>
    <message>
        <source>Even: %1%</source>
        <translation>Paridad: %1%</translation>
    </message>
    <message>
        <source>%1: wins %2% of its games (95% interval %3%–%4%)</source>
        <translation>%1: gana el %2% de sus partidas (intervalo al 95% %3%–%4%)</translation>
    </message>
    <message>
        <source>Final scores by bot (how often each)</source>
        <translation>Puntuación final por bot (frecuencia)</translation>
    </message>
    <message>
        <source>Final score</source>
        <translation>Puntuación final</translation>
    </message>
    <message>
        <source>Final score (bars of %1 points)</source>
        <translation>Puntuación final (barras de %1 puntos)</translation>
    </message>
    <message>
        <source>carrot power</source>
        <translation>poder de la zanahoria</translation>
    </message>
    <message>
        <source>cabbage power</source>
        <translation>poder de la col</translation>
    </message>
    <message>
        <source>peas power</source>
        <translation>poder de los guisantes</translation>
    </message>
    <message>
        <source>pepper power</source>
        <translation>poder del pimiento</translation>
    </message>
    <message>
        <source>potato power</source>
        <translation>poder de la patata</translation>
    </message>
    <message>
        <source>tomato power</source>
        <translation>poder del tomate</translation>
    </message>
    <message>
        <source>%1 power</source>
        <translation>poder de %1</translation>
    </message>
    <message>
        <source>What happens in a game (average a game)</source>
        <translation>Qué pasa en una partida (media)</translation>
    </message>
    <message>
        <source>Used</source>
        <translation>Usado</translation>
    </message>
    <message>
        <source>Skipped</source>
        <translation>Omitido</translation>
    </message>
    <message>
        <source>A game on average</source>
        <translation>Media por partida</translation>
    </message>
    <message>
        <source>Events a game: none counted for this game</source>
        <translation>Sucesos por partida: ninguno contado para este juego</translation>
    </message>
    <message>
        <source>Win rate by seat</source>
        <translation>Victorias por asiento</translation>
    </message>
    <message>
        <source>Win rate by bot</source>
        <translation>Victorias por bot</translation>
    </message>
    <message>
        <source>Final scores by bot</source>
        <translation>Puntuación final por bot</translation>
    </message>
    <message>
        <source>What happens in a game</source>
        <translation>Qué pasa en una partida</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Asiento %1</translation>
    </message>
    <message>
        <source>Win rate by seat (first seat plays first)</source>
        <translation>Victorias por asiento (empieza el 1.º)</translation>
    </message>
    <message>
        <source>Win rate by bot (each of its seat-games)</source>
        <translation>Victorias por bot (por asiento y partida)</translation>
    </message>
</context>
<context>
    <name>vb::app::LabWindow</name>
    <message>
        <source>This run cannot start</source>
        <translation>Esta tanda no puede empezar</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Deteniendo…</translation>
    </message>
    <message>
        <source>%1 games a second; about %2 left</source>
        <translation>%1 partidas por segundo; faltan unos %2</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Empezando…</translation>
    </message>
    <message>
        <source>The run stopped</source>
        <translation>La tanda se ha detenido</translation>
    </message>
    <message>
        <source>%1 games in %2 (%3 a second)%4</source>
        <translation>%1 partidas en %2 (%3 por segundo)%4</translation>
    </message>
    <message>
        <source>, cancelled</source>
        <translation>, cancelada</translation>
    </message>
    <message>
        <source>published rules</source>
        <translation>reglas publicadas</translation>
    </message>
    <message>
        <source>variant “%1”</source>
        <translation>variante «%1»</translation>
    </message>
    <message>
        <source>(no name)</source>
        <translation>(sin nombre)</translation>
    </message>
    <message>
        <source>%1: %2 games of %3 players, %4, seed %5</source>
        <translation>%1: %2 partidas de %3 jugadores, %4, semilla %5</translation>
    </message>
    <message>
        <source>Playtesting lab — VeggieBox</source>
        <translation>Laboratorio de pruebas — VeggieBox</translation>
    </message>
    <message>
        <source>Game and players</source>
        <translation>Juego y jugadores</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Juego:</translation>
    </message>
    <message>
        <source>Players:</source>
        <translation>Jugadores:</translation>
    </message>
    <message>
        <source>Seat %1:</source>
        <translation>Asiento %1:</translation>
    </message>
    <message>
        <source>The bot listed here sits in this seat in the first game; the seats turn from game to game</source>
        <translation>El bot indicado aquí se sienta en este asiento en la primera partida; los asientos rotan de una partida a otra</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Ejecutar</translation>
    </message>
    <message>
        <source>Games:</source>
        <translation>Partidas:</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Semilla:</translation>
    </message>
    <message>
        <source>The same seed, players, rules and number of games play the same games</source>
        <translation>La misma semilla, jugadores, reglas y número de partidas dan las mismas partidas</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>%v of %m games</source>
        <translation>%v de %m partidas</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Gráficos</translation>
    </message>
    <message>
        <source>Numbers</source>
        <translation>Números</translation>
    </message>
    <message>
        <source>Open a game:</source>
        <translation>Abrir una partida:</translation>
    </message>
    <message>
        <source>Open on the table</source>
        <translation>Abrir en la mesa</translation>
    </message>
    <message>
        <source>Replay this game on the table, move by move in the move log</source>
        <translation>Vuelve a ver esta partida en la mesa, jugada a jugada en el registro de jugadas</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>Exportar CSV…</translation>
    </message>
    <message>
        <source>Export JSON…</source>
        <translation>Exportar JSON…</translation>
    </message>
    <message>
        <source>The report veggiebox-cli simulate --json prints for the same run</source>
        <translation>El informe que veggiebox-cli simulate --json imprime para la misma tanda</translation>
    </message>
    <message>
        <source>Choose the players and press Run.</source>
        <translation>Elige los jugadores y pulsa Ejecutar.</translation>
    </message>
    <message>
        <source>Export the report as JSON</source>
        <translation>Exportar el informe como JSON</translation>
    </message>
    <message>
        <source>Export the numbers as CSV</source>
        <translation>Exportar los números como CSV</translation>
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
        <translation>No se ha podido escribir el informe</translation>
    </message>
    <message>
        <source>The numbers could not be written</source>
        <translation>No se han podido escribir los números</translation>
    </message>
    <message>
        <source>This game cannot be opened</source>
        <translation>Esta partida no se puede abrir</translation>
    </message>
    <message>
        <source>%1: expected a whole number from 0 to %2</source>
        <translation>%1: se esperaba un número entero de 0 a %2</translation>
    </message>
</context>
<context>
    <name>vb::app::VariantForm</name>
    <message>
        <source>All crops bonus</source>
        <translation>Bono todos los cultivos</translation>
    </message>
    <message>
        <source>Starting hand</source>
        <translation>Mano inicial</translation>
    </message>
    <message>
        <source>Cards per crop</source>
        <translation>Cartas por cultivo</translation>
    </message>
    <message>
        <source>Harvest size</source>
        <translation>Cartas de la cosecha</translation>
    </message>
    <message>
        <source>Fence tokens</source>
        <translation>Fichas de la valla</translation>
    </message>
    <message>
        <source>Line points</source>
        <translation>Puntos por escalera</translation>
    </message>
    <message>
        <source>Colour points</source>
        <translation>Puntos por color</translation>
    </message>
    <message>
        <source>Jolly points</source>
        <translation>Puntos de los Comodines</translation>
    </message>
    <message>
        <source>Closing points</source>
        <translation>Puntos de cierre</translation>
    </message>
    <message>
        <source>Penalty A</source>
        <translation>Penalización A</translation>
    </message>
    <message>
        <source>Refill to</source>
        <translation>Reponer hasta</translation>
    </message>
    <message>
        <source>Mouse points</source>
        <translation>Puntos por ratón</translation>
    </message>
    <message>
        <source>Crate points</source>
        <translation>Puntos por caja</translation>
    </message>
    <message>
        <source>Stall cards</source>
        <translation>Cartas del puesto</translation>
    </message>
    <message>
        <source>Market size</source>
        <translation>Cartas del mercado</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Mazo</translation>
    </message>
    <message>
        <source>Variant file…</source>
        <translation>Archivo de variante…</translation>
    </message>
    <message>
        <source>Fill the rules below from a variant file (docs/variants.md)</source>
        <translation>Rellena las reglas de abajo desde un archivo de variante (docs/variants.md)</translation>
    </message>
    <message>
        <source>Published</source>
        <translation>Publicadas</translation>
    </message>
    <message>
        <source>Every rule back to the published rules</source>
        <translation>Todas las reglas vuelven a las publicadas</translation>
    </message>
    <message>
        <source>(no name)</source>
        <translation>(sin nombre)</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Nombre:</translation>
    </message>
    <message>
        <source>From %1</source>
        <translation>De %1</translation>
    </message>
    <message>
        <source>The published rules; change any of them below.</source>
        <translation>Las reglas publicadas; cambia las que quieras abajo.</translation>
    </message>
    <message>
        <source>%1 (%2; published: %3)</source>
        <translation>%1 (%2; publicada: %3)</translation>
    </message>
    <message>
        <source>the published deck</source>
        <translation>el mazo publicado</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1:</translation>
    </message>
    <message>
        <source>on</source>
        <translation>sí</translation>
    </message>
    <message>
        <source>%1 whole numbers, parted by commas</source>
        <translation>%1 números enteros, separados por comas</translation>
    </message>
    <message>
        <source>published</source>
        <translation>publicado</translation>
    </message>
    <message>
        <source>its own %1 cards</source>
        <translation>sus propias %1 cartas</translation>
    </message>
    <message>
        <source>%1 (its own %2 cards)</source>
        <translation>%1 (sus propias %2 cartas)</translation>
    </message>
    <message>
        <source>Deck file…</source>
        <translation>Archivo de mazo…</translation>
    </message>
    <message>
        <source>Choose a deck file</source>
        <translation>Elige un archivo de mazo</translation>
    </message>
    <message>
        <source>Decks (*.txt);;All files (*)</source>
        <translation>Mazos (*.txt);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>This deck cannot be used</source>
        <translation>Este mazo no se puede usar</translation>
    </message>
    <message>
        <source>This variant cannot be used</source>
        <translation>Esta variante no se puede usar</translation>
    </message>
    <message>
        <source>Choose a variant</source>
        <translation>Elige una variante</translation>
    </message>
    <message>
        <source>Variants (*.json);;All files (*)</source>
        <translation>Variantes (*.json);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Power carrot</source>
        <translation>Poder zanahoria</translation>
    </message>
    <message>
        <source>Power cabbage</source>
        <translation>Poder col</translation>
    </message>
    <message>
        <source>Power peas</source>
        <translation>Poder guisantes</translation>
    </message>
    <message>
        <source>Power pepper</source>
        <translation>Poder pimiento</translation>
    </message>
    <message>
        <source>Power potato</source>
        <translation>Poder patata</translation>
    </message>
    <message>
        <source>Power tomato</source>
        <translation>Poder tomate</translation>
    </message>
</context>
</TS>
