<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>EditLayout</name>
    <message>
        <source>Well %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dealt at random: the cards left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>and every card left in the box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 pts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>picking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hand shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>jollies: %1 in hand, %2 beside</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>terrains dealt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no terrains</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hand dealt at random (8 white cards)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>empty hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no jollies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Silo %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dealt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+ the box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In the box: 1 card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In the box: %1 cards</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EditWindow</name>
    <message>
        <source>Edit Position — %1</source>
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
        <source>Undo: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redo: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save as Scenario…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play from Here…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close the sandbox?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The position has changed since it was opened or saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New Deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open Scenario…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save as Scenario…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Play from Here…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+P</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Close</source>
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
        <source>Player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This position cannot be played: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A sound position, and the game is over in it: nothing to play from here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A sound position: %1 to move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fix the position first: the line under the table says why.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This position cannot be played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scenario was not saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved as %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save a position that cannot be played?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The engine refuses this position: %1

Save it anyway, to fix later?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save as Scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenarios (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be opened</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenarios and saves (*.json *.veggiebox);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New deal</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EditedTable</name>
    <message>
        <source>Player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s stall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s drawn cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>market slot %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the deck, place %1 from the top</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The editor did not lay the top card of %1, so it cannot tell what lies beneath: use Clear stall to return its cards to the box.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card %1 to %2 at %3,%4 turned %5°</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 dealt at random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No card in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cleared: its cards back in the box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 announces nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 announces %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whose turn it is follows from the stalls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every card back in the box</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GardenBoard</name>
    <message>
        <source>The game is over: every hand holds 9 cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You are using the %1 power.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last round: you take a card, which has no power.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn to take a harvest card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is using the %2 power.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last round: %1 takes a card, which has no power.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is taking a harvest card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last round: take a harvest card. It has no power.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cabbage: choose a row, a column or a line of posts (the arrows).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Carrot: choose a post to swap its token with the bunny.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Peas: now the card facing it across the mole.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Peas: choose two cards facing each other across the mole.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Peas: move the mole to another compost card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pepper: now a neighbouring post.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pepper: now a touching card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pepper: swap two touching cards, or the tokens of two neighbouring posts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Potato: now the crop from your hand to plant at %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Potato: choose a garden card, then a card from your hand to swap it with.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tomato: now the harvest card to plant at %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tomato: choose a garden card to discard, then a harvest card to plant there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn: take a card from the harvest. Its power follows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  Cancel: Undo (Ctrl+Z) puts the %1 back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: its power has no legal use here, so taking it skips the power. Click it again to take it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: 1 legal use, its targets outlined in green.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 legal uses, every target outlined in green.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> Click it again to take it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 use of the %1 power reaches this.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 uses of the %2 power reach this.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>harvest card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>post</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hand card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>arrow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No use of the %1 power reaches this %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GardenEditor</name>
    <message>
        <source>Drop it on the garden, the harvest, a hand, a player, the deck, the discard pile or the box.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mole to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mole placed at random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mole out of the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The mole stands on a garden card (a compost card in the centre).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens stay on the fence: drop one on another post to swap them, or right-click a post.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bunny to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens of %1 and %2 swapped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A fence post holds a token, not a card: right-click it to choose its token.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 from %2 to %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag cards, the mole and the fence tokens; right-click any place for more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Garden dealt at random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fence dealt at random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dealt from the deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mole at random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop cards here, or on a player below; click a player to show their hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s hand: 2 cards dealt at random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In the box (%1 cards)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards left in the box go to the discard pile when you play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards left in the box are shuffled into the deck when you play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deck, top first (%1 named)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard pile: the rest of the box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard pile (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mole at random (a compost card)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 in the box)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replace with</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put the mole here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fill the empty cells from the box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Garden filled from the box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal the garden at random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The bunny (0)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Token %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bunny on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Token %1 on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal the fence at random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A power in progress from this slot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 power in progress from slot %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Peas: the mole moves next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Peas: the swap across the mole next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal the harvest from the deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Harvest dealt from the deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next step: the mole moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next step: the swap across the mole</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No power in progress (the card back to the box)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No power in progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show %1&apos;s hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add to %1&apos;s hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One %1 back to the box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Empty hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s hand emptied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal this hand at random (2 cards)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s hand dealt at random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whose turn: as the rules say (fewest cards)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whose turn as the rules say</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 renamed %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A player added</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put on top</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put under the named cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This card back to the box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every deck card back to the box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deck back to the box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cards left in the box go here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards left in the box to the discard pile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards left in the box to the deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Crop out of this game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 out of the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear: every card back in the box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every card back in the box</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GardenPainter</name>
    <message>
        <source>Refused: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>compost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Harvest   (deck %1, discard %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your hand (%1 cards)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s hand (%2 cards)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hands are hidden</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Crop values now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × %2 = %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (you)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  ·  1 point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  ·  %1 points</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlayFromHereDialog</name>
    <message>
        <source>Play from Here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who plays each seat from this position?</source>
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
        <source>Who plays %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Teaching mode: every hand open, undo anything</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>BURNT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>J=%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JOLLY</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScoreView</name>
    <message>
        <source>Final scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scores so far</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>★ %1 wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>announced %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StallView</name>
    <message>
        <source>Largest groups</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Outline the largest group of each produce in the stalls (G)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No card yet: the first card lies here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No card yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag to move the view · Ctrl+wheel zooms · 0 fits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 point so far</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 points so far</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1/8 cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>announced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every use: 1 placement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every use: %1 placements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dots: the turns that fit on that top-left cell (0° top-left, then clockwise)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SymbolArt</name>
    <message>
        <source>Strawberries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bananas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grapes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mushrooms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Carrots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Crates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mice</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableEditView</name>
    <message>
        <source>The editor did not lay the top card of %1, so it cannot tell what lies beneath: use Clear stall (right-click) to return its cards to the box.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card %1 picked up: drop it on a stall, a hand, the market, the deck or back in the box. R, a right-click or the wheel turns it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put back where it was.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop: card %1 on %2 at %3,%4 turned %5°</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop: card %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a place for a card: card %1 stays where it was.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put card %1 on top of the deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put card %1 at the bottom of the deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put card %1 in market slot %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give card %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card %1 back to the box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear: every card back in the box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No hand card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand card dealt at random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drawn cards dealt at random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Empty market slot %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Market slots from %1 on dealt at random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Announcement of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear stall: its cards back in the box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — 1 card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2 cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — cards dealt at random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, announced %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards, bottom first: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Empty stall: drop a card here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Market</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>slot %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deck: every card left in the box, shuffled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deck, top first (%1), then the box shuffled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In the box: %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards left in the box are shuffled into the deck when you play.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableLayout</name>
    <message>
        <source>Hand %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>closed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Silo %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Well %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  ·  hand shown (penalty)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 pts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to collect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Collect a jolly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A: refill, −50</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B: opponents pick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C: no refill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard a jolly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Or the penalty:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>VegetablesBoard</name>
    <message>
        <source>The match is over. The score sheet has every event.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Penalty B: %1 picks well cards for %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take the first free card of a silo: click a silo.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jolly chain on the %1 line: click the real card in your hand (or the line again for one more jolly).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At the well: click a well for each card, up to 6 in hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You can&apos;t fulfil the turn: choose penalty A, B or C%1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, or collect a jolly instead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Penalty A: click a well for each card (%1 more).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Penalty B: pick a card for %1: click a well (%2 more in all).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The jolly is chosen: click the line it goes on (tinted). Esc cancels.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play on, go to the well (click a well), or pass. Tab walks the choices, Enter takes one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn: click a card or terrain to play it, or your jolly for a chain. Tab and Enter work too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not your decision now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No jolly chain is open to you: the real card that follows the jolly must be in your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a card or a jolly from your hand first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, then %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>jolly for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no use now: hover its line for the reason.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: 1 use, outlined on the board. Click the line (or the card again) to play it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The jolly: 1 chain, outlined; the line says the jollies it needs. Click it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The jolly: %1 chains, outlined; each line says the jollies it needs. Click one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 grows on the %2 line, not on the %3 line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 line is complete: no jolly goes on it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 white</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 green</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 jolly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 jollies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (to play)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (picking)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 pts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hand shown (penalty)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>jollies: %1 held, %2 beside</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 beside</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The match is over: hand %1 was the last</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand %1 is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this hand %1, total %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no points this hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click to see the table. The score sheet has every event.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click to deal on to hand %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>VegetablesEditor</name>
    <message>
        <source>%1 back to the box (the line comes down)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 back to the box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to the top of its pile (the first free card)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to the top of its pile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to the bottom of its pile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A jolly stands in for %1 (%1 burnt)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 back on the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A jolly for %1 (burnt)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A jolly chain is open on the %1 line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No jolly chain open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A jolly chain open on the %1 line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear the %1 line (its cards back to the box)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 line cleared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 beside</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 in hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jollies beside %1 (not collected)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jollies in %1&apos;s hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s hand shown (after a penalty)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s hand hidden</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s hand shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s points: set a number…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s points carried in (replaces the score lines):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>terrains</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s %2: none (not dealt)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal %1&apos;s %2 at random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s %2 emptied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s %2 dealt at random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>silo %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>well %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Empty %1 (its cards back to the box)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 emptied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal the silos at random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal the wells at random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The silos dealt at random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The wells dealt at random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards left in the box go to the discards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards in the box need a place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards in the box to the discards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear: every card back to the box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every card back to the box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s terrains</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the %1 line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the discards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag %1 to a hand, a line, a pile or back to the box.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The hand being played (hand_number)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>of</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The hands in the match (option hands)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whose turn it is (turn)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A card has been played this turn, so passing and the well are open (played)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The phase (phase); &quot;from the position&quot; lets the engine find it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>from the position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A penalty refill in progress (penalty): A the player draws, B an opponent picks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A: drawing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B: picking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cards the refill still brings (penalty.cards)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> picks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B: the picks the opponent deciding still makes (penalty.picks_left)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B: the opponent who picks now (current)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A match of 1 hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A match of %1 hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A card played this turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No card played yet this turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Phase: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 picks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The holder of V1 to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No penalty refill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Penalty %1: %2 to refill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>holder of V1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards left in the box go to the discards when you play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards left in the box are dealt at random into the places marked &quot;dealt&quot; when you play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every card needs a place: put the cards in the box somewhere, or right-click here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 grows on the %2 line, not on the %3 line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop a card on a hand, a line, a silo, a well, the discards or the box.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>VeggiesBoard</name>
    <message>
        <source>Market</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First pick a card: your hand card or one from the market (Tab).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the card that starts your stall; you keep the other in your hand. Click it, or Tab to it and press Enter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick your hand card or a market card, then click a tinted place on your stall. Keys: Tab picks, arrows move, R turns, Enter places.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your largest groups tie: choose the produce to announce.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card %1 picked. Right-click, R or the wheel turns it; click a tinted place to lay it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card %1 has 1 legal placement: it is outlined.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card %1 has %2 legal placements, every turn counted: each is outlined.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place card %1 at %2,%3: click, or press Enter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not here: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card %1 at %2,%3: Enter places it, R turns it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start your stall with card %1? Enter chooses it; Tab shows the other.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your two cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s two cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hidden</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No hand card: take one from the market.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 in the deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 in the deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your largest groups tie. Which produce do you announce?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s largest groups tie: %1 chooses which produce to announce.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>VeggiesEditor</name>
    <message>
        <source>Phase: none until the position is sound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>setup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>announcements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Phase: %1 (it follows from the stalls)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Started:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To play:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Follows from the stalls</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
