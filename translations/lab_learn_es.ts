<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>Guide</name>
    <message>
        <source>Not yet: read this step, then press Next.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not yet: watch the other player.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not allowed: %1. Follow the arrow.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That move is allowed, but this lesson needs another one. Follow the arrow.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The guide could not play this move.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GuidePanel</name>
    <message>
        <source>Next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play a real game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LabCharts</name>
    <message>
        <source>Win rate by seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Win rate by bot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final scores by bot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What happens in a game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Win rate by seat (first seat plays first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Win rate by bot (each of its seat-games)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LabWindow</name>
    <message>
        <source>Playtesting lab — VeggieBox</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game and players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat %1:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The bot listed here sits in this seat in the first game; the seats turn from game to game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same seed, players, rules and number of games play the same games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%v of %m games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the players and press Run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Numbers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open on the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay this game on the table, move by move in the move log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export JSON…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The report veggiebox-cli simulate --json prints for the same run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a game:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This run cannot start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 games a second; about %2 left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 games in %2 (%3 a second)%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>published rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>variant “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no name)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 games of %3 players, %4, seed %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the report as JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the numbers as CSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The report could not be written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The numbers could not be written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game cannot be opened</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>Win rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>95% interval</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Even: %1%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: wins %2% of its games (95% interval %3%–%4%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final scores by bot (how often each)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final score (bars of %1 points)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What happens in a game (average a game)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skipped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A game on average</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Events a game: none counted for this game</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>VariantForm</name>
    <message>
        <source>Variant file…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fill the rules below from a variant file (docs/variants.md)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Published</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every rule back to the published rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no name)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2; published: %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the published deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 whole numbers, parted by commas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>published</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deck file…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its own %1 cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a deck file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decks (*.txt);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (its own %2 cards)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This deck cannot be used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The published rules; change any of them below.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This variant cannot be used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a variant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Variants (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lab</name>
    <message>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Biggest win: game %1, %2 (seat %3) by %4 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s biggest loss: game %2, seat %3, by %4 points</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>vb::app</name>
    <message>
        <source>Penalty A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Penalty B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Penalty C</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jolly chains</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Well draws</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Closing bonuses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quiet ends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mice left visible</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Crates left visible</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Largest strawberry group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Largest banana group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Largest grape group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Largest mushroom group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Largest carrot group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>95% interval</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mean score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score spread (SD)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A win shared by k players counts 1/k</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A bot in more than one seat counts each of its seats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bot: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decisions a game (mean ± SD)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games won by more than one player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First seat&apos;s advantage over an even share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 points of win rate (95%: %2 to %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (a game on average)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
