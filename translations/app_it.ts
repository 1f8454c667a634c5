<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it_IT">
<context>
    <name>BoardView</name>
    <message>
        <source>%1 · %2%</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>VeggieBox: three vegetable card games for hot-seat play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open FILE, a save or a scenario.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Render the home window, or with --load the game window, to FILE.png and exit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With --screenshot --load: show the table as SEAT sees it (-1: public).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Window size for --screenshot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print the milliseconds from launch to the window being shown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the Playtesting lab with the run CONFIG.json gives (with --screenshot: play it and render the results).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continue the game last on the table (the autosave).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the sandbox&apos;s position editor on FILE (or --load FILE), or on a new deal of the game --game names.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With --edit and no file: the game to deal (veggies, garden, vegetables).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the guided first game of GAME (veggies, garden, vegetables); with --screenshot, render its first step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A save or a scenario to open (as --load).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speak LANG (en, it or es) in this run, whatever the system or the preferences say.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>variant</name>
    <message>
        <source>its own %1 cards</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>vb::app</name>
    <message>
        <source>Tomato</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blueberry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lettuce</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Carrot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grape</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Banana</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mushroom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Radish</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>vb::app::AboutBox</name>
    <message>
        <source>About VeggieBox</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;VeggieBox %1&lt;/h3&gt;&lt;p&gt;Three vegetable card games for hot-seat play on one computer.&lt;/p&gt;&lt;p&gt;An unofficial fan edition, not affiliated with or endorsed by the designers or publishers:&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Veggies&lt;/b&gt; is designed by Jog Kung and published by Devir (Pocket line).&lt;/li&gt;&lt;li&gt;&lt;b&gt;Veggie Garden&lt;/b&gt; is designed by Kelly North Adams and published by Quick Simple Fun Games.&lt;/li&gt;&lt;li&gt;&lt;b&gt;VEGEtables 2.0&lt;/b&gt; is designed by Daniele Ferri.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;The names belong to their owners. The card data and art in VeggieBox are the project&apos;s own. The code is under the MIT licence.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>vb::app::BranchCompareDialog</name>
    <message>
        <source>Compare branches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After 1 move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After %1 moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, in place of move %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (on the table)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>vb::app::Curtain</name>
    <message>
        <source>%1&apos;s turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Press Space when only %1 is looking.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>I am %1 — show my cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last move: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>vb::app::GameController</name>
    <message>
        <source>a variant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A lesson follows its own moves: no branch can leave it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no such branch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is %1&apos;s turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (computer) chose a refused action: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>vb::app::GameTile</name>
    <message>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set up a new game of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read the rules of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A short guided game of %1: the guide shows every rule as you play</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>vb::app::GameWindow</name>
    <message>
        <source>Teaching mode: every hand is shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare branches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The strongest computer player&apos;s three best moves for you (H)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;core Sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+K</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>H</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare &amp;Branches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Playtesting Lab…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+L</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit Position…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Close Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Teaching Mode: Undo Anything, Hands Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show &amp;Every Use of a Card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Selecting a card outlines every legal use of it, and the reason a spot is refused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Learn to Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About VeggieBox</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The autosave failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>new game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>published</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rules of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2[*]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over: %1 wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over: %1 share the win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (computer) is playing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to undo.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only your own moves of this turn that showed no hidden card can be undone. Teaching mode (Edit menu) lifts this.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The lesson could not start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The lesson cannot be opened</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game could not start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show every hand?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Teaching mode shows every player&apos;s hand to whoever is at the screen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The move log and the save will say that teaching mode was on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show Every Hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Looking for the best moves…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1. %2 (wins %3%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a game or a scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>VeggieBox games and scenarios (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be opened</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit the position?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Editing shows every card: every hand and the order of the deck. The game here stays as it is; Play from here starts a new one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This position cannot be edited</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>VeggieBox games (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game could not be saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep this game?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game of %1 is not finished. Save it before it closes?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard throws the game away, its autosave too.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>vb::app::HomeWindow</name>
    <message>
        <source>1 move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>VeggieBox</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An unofficial fan edition. The games belong to their designers and publishers; see Help › About VeggieBox.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three vegetable card games for hot-seat play on one computer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New Game of %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Playtesting Lab…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+L</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit Position…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Learn to Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About VeggieBox</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continue the last game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continue %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game could not start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit Position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new deal of:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sandbox could not open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be opened</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The last game cannot be continued</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a game or a scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>VeggieBox games and scenarios (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The lesson cannot be opened</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The lesson could not start</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>vb::app::MoveLog</name>
    <message>
        <source>Moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No moves yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, in place of move %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (on the table)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Try another move here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not here: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>vb::app::NewGameDialog</name>
    <message>
        <source>New game of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number of players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Number of players:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plays as</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name of player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour of player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who plays seat %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Person</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same seed, players and options deal the same cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Variant file…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play under a variant of the rules: a file that changes some of their numbers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Published rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a variant of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Variants (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This variant cannot be used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A variant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The seed must be a whole number from 0 to 18446744073709551615.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>vb::app::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer players&apos; pace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Teaching mode: undo anything, hands open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For learning and playtesting at one screen: every hand is shown to everyone, there is no curtain between turns, and undo may take back any move, draws included.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer players wait:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no wait</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>vb::app::RefusalLine</name>
    <message>
        <source>Refused: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>vb::app::RulesWindow</name>
    <message>
        <source>%1 — Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rules page %1 could not be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find in the rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>vb::app::ScoreSheetDialog</name>
    <message>
        <source>%1 point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 card in hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cards in hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the hand sizes of hidden hands are shown. These scores are provisional.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins with %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 share the win with %2 each.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 leads with %2. These scores are provisional.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 are level on %2. These scores are provisional.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score sheet (provisional)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scores so far</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  ★ winner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>vb::app::SeatPanel</name>
    <message>
        <source>Person</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to play</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>vb::app::SeatRow</name>
    <message>
        <source>%1, %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>vb::app::Shelf</name>
    <message numerus="yes">
        <source>%n players</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1–%2 players</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>vb::app::TableMissingNotice</name>
    <message>
        <source>Copy commands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 table is not ready yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The engine already plays %1. Go on with this game in the command-line tool:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The engine already plays %1. This game is kept in the autosave; go on with it in the command-line tool:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
