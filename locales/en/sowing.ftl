# Sowing's texts in English. Ids are kebab-case; arguments are snake_case.

language-name = English

## Title screen and saved games
app-title = Sowing
title-tagline = Four sowing games: Myra, Esiema, Tricala and Umel Bagara.
title-resume = Resume: { $summary }
title-resume-hosted = Resume here alone: { $summary } (hosted online before: the seats of those who joined are played at this machine)
title-rejoin = Join again: { $summary }, hosted at { $address }
title-card = New game of { $game }
title-resume-alone = Play that game on alone, without the host
title-new-game = New game
title-settings = Settings
title-quit = Quit
saves-heading = Saved games
# A saved game's button as a screen reader says it: what it does and to which game.
saves-act-spoken = { $action } { $name }
saves-load = Load
saves-replay = Replay
saves-unreadable = { $name }: { $error }
saves-put-aside = Remove
saves-put-aside-confirm = Press again to remove
saves-entry = { $name }: { $summary }
summary =
    { $game }, { $players } players, { $moves ->
        [one] one move
       *[other] { $moves } moves
    }{ $finished ->
        [yes] , finished
       *[no] {""}
    }, saved { $date }

## Words: games, players, pieces, steps, pits
game-name =
    { $game ->
        [myra] Myra
        [esiema] Esiema
        [tricala] Tricala
       *[umel_bagara] Umel Bagara
    }
level =
    { $level ->
        [easy] easy
        [medium] medium
       *[hard] hard
    }
# A choice in the new-game dialog, said once made.
new-game-chosen = { $game } chosen
new-game-players = { $n } players
new-game-seat = { $player }: { $seat }
seat-human = Human
seat-computer = Computer, { $level }
colour =
    { $colour ->
        [orange] Orange
        [sky-blue] Sky blue
        [green] Green
        [yellow] Yellow
        [blue] Dark blue
       *[vermilion] Vermilion
    }
shape =
    { $shape ->
        [sphere] sphere
        [cube] cube
        [tetrahedron] tetrahedron
        [octahedron] octahedron
        [hexagonal-prism] hexagonal prism
       *[cross] cross
    }
player = Player { $n } in { $colour }
player-shape = Player { $n } in { $colour } with the { $shape }
pieces-small =
    { $game ->
        [myra] { $n ->
            [one] soldier
           *[other] soldiers
        }
        [esiema] { $n ->
            [one] sphere
           *[other] spheres
        }
        [esiema-shapes] { $n ->
            [one] piece
           *[other] pieces
        }
        [tricala] { $n ->
            [one] stone
           *[other] stones
        }
       *[umel_bagara] { $n ->
            [one] bean
           *[other] beans
        }
    }
piece-big =
    { $game ->
        [myra] queen
       *[esiema] mother
    }
step-pit = pit { $pit }
step-direction = Direction { $dir }
# Tricala's six directions in words (said and on the choices), and their compass letters
# on the board's arrows (the notation keeps E, W, NE ... in every language).
dir-name = { $dir ->
        [E] east
        [W] west
        [NW] northwest
        [NE] northeast
        [SW] southwest
       *[SE] southeast
    }
dir-letters = { $dir ->
        [E] E
        [W] W
        [NW] NW
        [NE] NE
        [SW] SW
       *[SE] SE
    }
step-sow-left = Sow left
step-sow-right = Sow right
step-drop-small =
    { $game ->
        [tricala] Drop a stone of { $player }
       *[other] Drop a small sphere of { $player }
    }
step-drop-big = Drop the mother of { $player }
step-count =
    { $game ->
        [esiema] Reproduce { $n }
       *[other] { $n ->
            [one] Take 1 soldier
           *[other] Take { $n } soldiers
        }
    }
step-mode =
    { $mode ->
        [whole] Whole troop
        [split] Split
        [chain] Chain
        [dechain] Dechain
       *[produce] Produce
    }
step-pass = Pass
pit-store = store of Player { $player }
pit-cup = cup { $cup }
pit-empty = { $pit }, empty
pit-holds = { $pit }, { $contents }
# A pit as a sowing being built has left it so far, in the Board list.
pit-so-far = { $pit } (so far in this move)
# A pit picked for the move being built (a Tricala placement), in the Board list.
pit-picked = { $pit }, chosen{ $place ->
        [yes] : your stone goes here in this placement
       *[no] {""}
    }
count-of = { $n } { $pieces }
big-of = { $piece } of { $player }
small-of = { $n } { $pieces } of { $player }
player-count = { $player } { $n }
counter =
    { $counter ->
        [stores] In the stores
        [captured] Captured
        [reserve] In reserve
       *[hand] Still to place
    }, { $values }
summary-umel = { $n1 } beans on the side of { $player1 }, { $n2 } on the side of { $player2 }; { $score }
summary-player = { $player }: { $pieces }
summary-player-big = { $player }: { $pieces }, { $big } on { $pits }
legal-none = No move starts at { $pit }
legal-the-move = a whole move { $way }
legal-from = From { $pit }: { $options }
result-win = { $player } wins, { $reason }
result-draw = Draw between { $players }, { $reason }

## Announcements and reading commands
# A move in words: $route is "from cup 1.3 to cup 2.2" or "on 3c, 4d, 5a"; $mv, the
# notation, only where a move has no route.
announce-move =
    { $player } { $kind ->
        [pass] passed
        [place] placed { $route }
        [produce] brought { $route }
        [move] played { $route }
       *[notation] played { $mv }
    }{ $captured ->
        [0] {""}
       *[other] , capturing { $captured }
    }. { $next }
to-move = { $player } to move.
# Whose turn in the news of a match put in place: no colon, parenthesis or dash, which a
# screen reader reads aloud as symbols.
news-to-move = { $player } to move, { $seat }.
read-no-focus = No pit has the focus
read-last-move = Move { $n }: { $what }
read-no-move = No move yet

## The game window in play
panel-title = Game
panel-to-move = To move: { $player } — { $seat }
panel-moving = { $player } is moving…
panel-lesson-next = Next: the lesson goes on with its button { $button }, below the board
panel-stopped-closed = Stopped: the host closed the game. Nobody can move here.
panel-stopped-lost = Stopped: the connection to the host was lost. Nobody can move until you join again.
panel-stopped-rejoining = Stopped: joining the host again. Nobody can move until it answers.
panel-thinking = The computer is thinking…
build-new-move = { $new } is no next step of the move from { $old }: a new move begins from { $new }
panel-choose = Choose:
panel-undo = Undo
panel-redo = Redo
panel-pause = Menu
panel-view-top = View from above
panel-view-table = Table view
panel-reset-view = Reset the view
# A button with its key, as shown and as a screen reader says it.
button-key = { $label } ({ $key })
button-key-spoken = { $label }, key { $key }
panel-status = Status: { $status }
panel-rules = Rules
panel-moves = Moves:
replay-at = Replay: move { $at } of { $total }
replay-first = First
replay-back = Back
replay-stop = Stop
replay-play = Play
replay-forward = Forward
replay-last = Last
replay-move = Move
replay-pause = Seconds between moves
replay-continue = Continue from here

## Choices while building a move
choice-confirm = Confirm { $mv }
choice-undo-step = Undo the last step
choice-cancel = Cancel this move

## The Board list and the counts beside the pits
board-title = Board
board-announcement = announcement { $seq }
board-list-open = Show the board list
board-list-fold = Fold the list away
board-match-started = New game of { $game }. { $turn }
board-match-resumed = { $game } resumed after { $n ->
        [one] one move
       *[other] { $n } moves
    }. { $turn }
board-match-loaded = Saved game of { $game } loaded at move { $n }. { $turn }
board-match-returned = Back to your game of { $game } after { $n ->
        [one] one move
       *[other] { $n } moves
    }, paused: Resume goes on with it
board-match-goes-on = Your game of { $game } goes on. { $turn }
board-match-replay = Replay of { $game }, at the start: Forward or Play goes through it
count-store = Store P{ $player }: { $n }
# A player's part of a crowded pit's label, after their swatch: the big piece (M, a
# mother or a queen) and the small pieces, "M+3", "M", "3".
count-chip = { $big ->
        [yes] { $n ->
            [0] M
           *[other] M+{ $n }
        }
       *[no] { $n }
    }

## The status line
status-replay = This is a replay: choose "Continue from here" to play on
status-refused-move = { $mv }: { $why }
status-undone =
    { $n ->
        [0] Nothing to undo
        [one] Back one move
       *[other] Back { $n } moves
    }
status-replayed =
    { $n ->
        [one] Move { $last } played again
       *[other] Moves { $first } to { $last } played again
    }
status-nothing-to-redo = Nothing to redo
status-at-move = At move { $n }
refusal =
    { $why ->
        [game-over] The game is over: nobody moves any more
        [not-your-turn] It is not a human player's turn
        [computer-turn] It is the computer's turn: its move comes by itself
        [remote-turn] It is the turn of a player at another machine: their move comes over the network
        [replay] This is a replay: step through it with its buttons, or choose "Continue from here" to play on
        [store] Stores are not played from
        [illegal] That is not a legal choice here
        [watching] You are watching: nobody moves in this window
        [host-closed] The host closed the game: nobody moves here any more
        [lost] The connection to the host was lost: join again to move
        [rejoining] Joining the host again: nobody moves until it answers
        [lesson-played] This step's move is played: the lesson goes on from its bar below the board
       *[nothing] Nothing to do
    }

# Why a pit clicked cannot begin a move ($why); $first and $last name the mover's row of
# cups, $n the beans in the cup, $pit the pit.
refusal-no-start =
    { $why ->
        [others-cup] That cup is the other player's: sow from a cup of your own row, { $first } to { $last }
        [few-beans] { $n ->
            [0] That cup is empty: a cup is sown with two beans or more
            [one] That cup holds one bean: a cup is sown with two beans or more
           *[other] That cup holds { $n } beans: a cup is sown with two beans or more
        }
        [others] Those pieces are another player's: begin from a pit that holds yours
        [empty] That pit is empty: begin from a pit that holds your pieces
       *[stuck] Your pieces on { $pit } have no move now
    }

## Saved games: what the records did
records-continue = Playing on from move { $n }
records-online-replay = An online game is everyone's: replay it from your saved games once you have left it.
records-saved = Saved among your games as { $name }
records-exported = Exported to { $path }
records-name-it = Give the save a name
records-cannot =
    Cannot { $what ->
        [resume] resume
        [load] load
        [replay] replay
        [save] save
        [put-aside] put the file aside
       *[export] export
    }: { $why }
records-put-aside = Removed from the list; the file is kept in { $path }
records-autosave-damaged = The last game could not be resumed: { $what }. The file is kept in { $path }
records-autosave-unreadable = The last game could not be resumed: { $what } ({ $why })
records-no-game =
    No game to { $what ->
        [replay] replay
        [continue] continue
        [save] save
        [put-aside] put the file aside
       *[export] export
    }

## The new-game screen
new-title = New game
new-game = Game
new-players = Players
new-players-fixed = Players: { $n }
new-options = Options
new-pieces = Pieces
new-start = Start
new-back = Back
new-cannot-start = Cannot start: { $why }
pieces-balls = Coloured balls
pieces-shapes = A distinct shape per player
option =
    { $key ->
        [quiet_limit] Draw after this many turns without a capture, counting each player's move
        [spheres] Small spheres per player, handicaps allowed
        [simultaneous] When several players win at once
        [capturer_kept] The last stone of a capture stays
        [directions] Sowing directions
        [seeds] Beans in every cup at the start
       *[other] { $key }
    }
option-value =
    { $value ->
        [most_stones] more captured, then more on the board wins
        [opponent] the mover gives way to the others
        [free] as the cup says, cup 3 either way
        [right] always right
        [left] always left
       *[other] { $value }
    }
option-on = { $on ->
        [yes] yes
       *[no] no
    }
option-chosen = { $option }: { $value }
options-note = Chosen for this game, over the rules above: { $options }

## Settings
settings-title = Settings
settings-language = Language
# Under the language choice: the game cannot choose a screen reader's voice.
settings-language-voice = A screen reader reads in the voice of its own language setting (Orca: the desktop's language, unless its voice is set to another).
# Said once the language has changed, in the new one.
language-changed = The game is in English now. A screen reader reads it in the voice of its own language setting.
settings-pieces = Pieces
settings-view = View
settings-view-table = At the table, in 3D
settings-view-top = From above, in 2D
settings-colours = Colours
settings-theme-standard = Standard
settings-graphics = Graphics
settings-graphics-auto = Automatic
settings-graphics-low = Fast
settings-graphics-high = Detailed
settings-theme-contrast = High contrast
settings-text-size = Text size
settings-volume = Volume
settings-instant = Play moves instantly
settings-step-seconds = Seconds per sowing step
settings-keys = Keys and gamepad buttons
settings-press-key = Press a key…
settings-key = Key: { $keys }
# The key and pad buttons of a command as a screen reader says them (no colon).
settings-key-spoken = { $command }, keys { $keys }
settings-pad-spoken =
    { $command }, pad buttons { $count ->
        [0] none
       *[other] { $buttons }
    }
settings-press-button = Press a pad button…
settings-pad =
    Pad: { $count ->
        [0] none
       *[other] { $buttons }
    }
settings-default-keys = Default keys and buttons
settings-kept = Your changes are kept as you make them, in { $path }
settings-cannot-save = Cannot save: { $why }
settings-done = Done

## Commands, keys and buttons
command =
    { $command ->
        [focus_up] Focus up
        [focus_left] Focus left
        [focus_down] Focus down
        [focus_right] Focus right
        [select] Select the focused pit
        [next_choice] Next choice
        [prev_choice] Previous choice
        [pick_choice] Pick the choice
        [back] Cancel, or open the menu
        [undo] Undo
        [redo] Redo
        [toggle_view] Switch the view
        [read_pit] Read the focused pit
        [read_last_move] Read the last move
        [read_board] Read the board
        [read_legal] Read the moves from the focused pit
        [hint] Show a hint
        [coordinates] Show or hide the coordinates
        [read_preview] Read what the choice in view would play
       *[read_score] Read the score
    }
key =
    { $key ->
        [NumpadEnter] Numpad Enter
       *[other] { $key }
    }
button =
    { $button ->
        [Up] D-pad up
        [Down] D-pad down
        [Left] D-pad left
        [Right] D-pad right
       *[other] { $button }
    }

## Pause menu and game over
pause-title = Paused
pause-resume = Resume
# The same menu over a finished game (nothing to resume).
pause-title-over = Menu
pause-result = The result: play again or take back
pause-resume-over = Back to the board
# The same menu in an online game, which goes on while it is open.
pause-online-goes-on = The online game goes on while this menu is open.
pause-save-as = Save as
pause-save = Save
pause-save-replace = A save named "{ $name }" is there already: press Save again to replace it
pause-online-first = Saved games and a new game: leave the online game first (in the Online game window)
pause-export = Export to a file
pause-replay = Replay from the start
pause-title-screen = Title
over-title = Game over
over-moves =
    { $n ->
        [one] One move played.
       *[other] { $n } moves played.
    }
# What the game-over window's first button says to a screen reader: the result, the score
# and the moves played.
over-described = { $result }. { $score }. { $moves }
over-again = Play again
over-undo = Take back the last turn
over-replay = Replay this game
over-look = Look at the board
settings-unreadable = Settings could not be read ({ $why }); using the defaults
settings-damaged = The settings file is damaged ({ $why }); using the defaults; your first change keeps the old file beside it as settings.json.damaged

## How to play
how-title = How to play
how-open = How to play
how-back = Back

## Short rules
rules-summary =
    { $game ->
        [myra] Hexagon of 91 pits, 2–3 players. Each has a queen and 25 soldiers on the board, 25 in reserve. A pit holds one queen alone, or 1–5 soldiers of one player (2–4 a troop, 5 a fortress). A turn: step with the queen or a single soldier, move a whole troop up to as many pits as it has soldiers, split soldiers off, chain single soldiers along a path into one pit, dechain a troop along empty pits, or produce a reserve soldier next to your queen. Paths never jump. Moving onto an enemy queen or enemy soldiers captures them, unless they are a fortress. Capture the enemy queen to win; with three players the captor takes over the captured player's soldiers.
        [esiema] Hexagon of 91 pits, 2–6 players. First everyone places a mother sphere and 29 small spheres, one per turn, at most 12 in a pit (the rest of their small spheres wait in reserve, for reproducing; "Place the rest of the setup at random" places them for you). Then a turn: lift all spheres of a pit holding at least 2 (one of them yours) and sow them along a path of neighbouring pits, one in each, choosing which sphere to drop where; the last must be yours. A small sphere ending where no mother is captures the other players' small spheres there: mothers protect their pit. Or move a lone sphere of yours to a neighbour, or, if your mother is alone, reproduce 1–11 small spheres into her pit. A player with no small sphere on the board who cannot reproduce is out; the last player left wins.
        [tricala] Triangle of 21 pits, 2–3 players. First everyone places 9 stones, three per turn, outside the corners. Then a turn: lift all stones of a pit holding one of yours and sow them one by one in a straight line, choosing a new direction at an edge (never straight back). If the last stone lands in an empty pit, the move ends. If the pit holds another player's stone, you capture every stone in it. If it holds only your stones, lift them and sow on. Win with 9 captured stones, or by controlling the corners (more than half of the stones in a corner pit).
       *[umel_bagara] Two rows of 5 cups, 2 players, 5 beans in every cup (3 or 4 if the beans option says so). Lift all beans of one of your cups holding 2 or more and sow one per cup around the ring: cups 1–2 go left, 4–5 right, cup 3 either way. If the last bean makes an opponent's cup hold 2 or 4, those beans go to your store, and so do the cups before it while they are the opponent's and hold 2 or 4. When no one can move, each keeps the beans on their side; most beans wins.
    }

## Starting a game
start-refused = { $why }
start-seats = { $players } players need { $players } seats, not { $seats }
autosave-kept = Your unfinished game is kept in Saved games as "{ $name }"
# Names of saves the game makes itself (letters, digits and hyphens: they name the file).
save-name-saved = saved-{ $when }
save-name-unfinished = unfinished-{ $when }
save-name-online = online-{ $when }
autosave-failed = Autosave failed: { $why }

## Why a game ended
end-queen-captured = { $by } captured the queen of { $of }
end-last-queen = { $player } has the last queen standing
end-last-player = { $player } is the last player left
end-one-sphere-each = every player was down to one small sphere for 15 turns
end-captured-nine = { $player } captured at least 9 stones
end-corners = { $player } controls the corners
# Said after "{ $player } wins, ": the winner is named there, once.
end-among-winners = several players reached a goal at once: the most captured stones decide, then the most stones on the board
end-winners-tied = several players won at once with equal captured stones and stones on the board
end-quiet =
    { $plies } turns without a capture{ $eliminations ->
        [yes] {" "}or an elimination
       *[no] {""}
    }
end-repetition = the same position for the third time
end-no-moves = neither player can move

## Errors
record-problem =
    { $kind ->
        [not-a-record] this file is not a Sowing game
        [newer] saved by a newer Sowing
        [older] saved by an older Sowing this one cannot read
        [does-not-replay] its moves do not replay
       *[damaged] the file is damaged or cannot be read
    }
record-io = cannot read or write the record ({ $why })
record-empty = the record file is empty
record-malformed = the record is not valid ({ $why })
record-not-a-record = this file is not a Sowing game record
record-version =
    { $newer ->
        [yes] the record has format version { $version }, made by a newer Sowing (this one reads { $ours })
       *[no] the record has unknown format version { $version } (this Sowing reads { $ours })
    }
record-start = the start position is refused: { $why }
record-bad-move = move { $n } “{ $mv }” does not replay: { $why }
# Why a move was refused, by the rules' kind ($error), and for an illegal one ($kind).
move-error =
    { $error ->
        [syntax] not a move in this game’s notation
        [over] the game is over
       *[illegal] { $kind ->
            [phase] not in this phase of the game
            [pass] a pass only when no move is possible
            [origin] that pit cannot move for the player to move
            [fortress] a fortress neither moves as a whole nor is captured
            [direction] that direction is not open there
            [order] the order of the pieces dropped does not fit
            [placement] no placement there, or not that many
            [reserve] not with this reserve
           *[not-offered] not a legal move here
        }
    }
# Why a start position is refused, by the rules' kind ($kind).
position-error =
    { $kind ->
        [not-json] it cannot be read
        [game] the game is unknown or does not match
        [unknown-field] it has a field this game does not know
        [players] the players do not fit the game
        [phase] the phase does not fit
        [options] the options are wrong
        [pits] a pit’s contents are wrong
        [counters] a counter is wrong
        [result] the result is wrong
       *[rules] it breaks the game’s rules
    }

## What to choose next
next-pit =
    { $stage ->
        [setup] Choose a pit to place in{ $left ->
            [0] {""}
           *[other] {" "}({ $left } still to place this turn)
        }
        [yes] Choose the next { $game ->
            [umel_bagara] cup
           *[other] pit
        }
       *[no] Choose a { $game ->
            [umel_bagara] cup
           *[other] pit
        } to move from
    }{ $pits ->
        [none] {""}
       *[other] : { $pits }
    }
# A sowing whose stones are chosen one by one: the drops chosen so far.
dropped-so-far = Dropped so far: { $drops }; { $left ->
        [0] none
        [one] 1
       *[other] { $left }
    } still in hand.
dropped-one = { $player } on { $pit }
# Where a sowing being built stands, before its next direction: the pit and the stones
# in hand.
sowing-at = At { $pit } with { $hand } in hand.
# A step of a move being built, said once taken while the move goes on.
step-taken = { $step }. { $next }
step-undone = The last step is taken back. { $next }
next-kind =
    { $kind ->
        [direction] Choose a direction (the buttons; or ] to go through them and Enter to take one)
        [side] Choose the side to sow (the buttons; or ] to go through them and Enter to take one)
        [piece] Choose which piece to drop (the buttons; or ] to go through them and Enter to take one)
        [count] Choose how many (the buttons; or ] to go through them and Enter to take one)
        [mode] Choose the kind of move (the buttons; or ] to go through them and Enter to take one)
       *[pass] No move is possible: pass (the button, or Enter)
    }
panel-next = Next: { $next }
panel-random-setup = Place the rest of the setup at random

## Hints and the board's marks
panel-hint = Hint
panel-coordinates = Coordinates
hint-thinking = Looking for a good move…
hint-shown =
    Hint: { $what }{ $captured ->
        [0] {""}
        [one] , capturing 1
       *[other] , capturing { $captured }
    } (marked on the board; ask again to hide it)
hint-way-choices = { $way } ({ $choices })
hint-none = No move to suggest here
hint-hidden = Hint hidden
hint-not-now = A hint is for a player's own turn
hint-on-your-turn = Your hint comes when your turn does (press Hint again not to have it)
hint-game-over = The game is over: there is no move to hint at
hint-lesson = In a lesson the move to make is the one marked on the board
hint-said =
    Hint: { $what }{ $captured ->
        [0] {""}
        [one] , capturing 1
       *[other] , capturing { $captured }
    }
route-from-to = from { $from } to { $to }
route-via = from { $from } via { $via } to { $to }
route-on = on { $pit }
route-produced = { $n } from the reserve to { $pit }
# Umel Bagara's cup 3, sown to the side the player chose.
route-side = { $route }, sowing { $side ->
        [left] left
       *[right] right
    }

## Lessons
how-lesson = Learn { $game } step by step in a lesson
lesson-title = Lesson: { $game } — step { $n } of { $total }
lesson-next = Next
lesson-finish = Finish
lesson-again = Again
lesson-leave = Leave the lesson
lesson-not-this = This step teaches the move { $way }: try that move (it is marked on the board)
lesson-on-the-way = { $pit } is on the way of the move this step teaches, { $way }: choose { $next } first
lesson-press-next = Well done. Press Next (or Enter) for the next step
lesson-umel_bagara-1 = Your cups are the bottom row, 1.1 to 1.5 from your left. Sow cup 1.4: choose it. From cups 4 and 5 the beans go to the right, one into each next cup.
lesson-umel_bagara-1-done = The five beans went into 1.5, 2.1, 2.2, 2.3 and 2.4, one each. Now it is player 2's turn.
lesson-umel_bagara-2 = Cup 3 may sow either way. Choose cup 1.3, then the direction left (3L).
lesson-umel_bagara-2-done = Sown to the left, clockwise: into 1.2 and 1.1 and on round into player 2's row.
lesson-umel_bagara-3 = Sow cup 1.5: its two beans go into 2.1 and 2.2. Cup 2.2 holds one bean now.
lesson-umel_bagara-3-done = The last bean made cup 2.2 hold two: those beans went to your store. A cup of the opponent's made to hold two or four is captured.
lesson-umel_bagara-4 = Sow cup 1.4. The last bean will make 2.2 hold four, and 2.1 just before it will hold two.
lesson-umel_bagara-4-done = Both cups were captured, one after the other, going back along the sowing: six beans for you.
lesson-umel_bagara-5 = Only cup 1.5 can move. Sow it: after that nobody has a cup with two beans.
lesson-umel_bagara-5-done = Neither player can move, so the game ends: each keeps the beans on their side, and the fuller store wins.
lesson-tricala-1 = First everyone places nine stones, three at a time, never in a corner. Place yours on 3b, 4b and 5c.
lesson-tricala-1-done = Three stones placed; player 2 places next. The corners 1a, 6a and 6f stay empty in the setup.
lesson-tricala-2 = Sow the two stones of 4b to the east: choose 4b, then the direction E.
lesson-tricala-2-done = They fell into 4c and 4d. 4d was empty, so the move ended there.
lesson-tricala-3 = Sow 4b to the east again, but now 4d holds a stone of player 2.
lesson-tricala-3-done = The last stone landed on player 2's stone: you captured both stones in 4d. Nine captured stones win the game.
lesson-tricala-4 = Sow 2a to the south-east (SE). 3b already holds one of your stones.
lesson-tricala-4-done = Your stone made 3b hold only your stones, so you picked them up and sowed on into 4c and 5d: a relay lap.
lesson-tricala-5 = With three or more stones on the board you win by controlling all three corners. You hold 1a and 6a: sow 6e to the east.
lesson-tricala-5-done = 6f is yours too: you control every corner and win.
lesson-myra-1 = A single soldier steps to a neighbouring pit. Move your soldier on e3 to e4.
lesson-myra-1-done = One step. The queen steps the same way, and she may capture.
lesson-myra-2 = A troop can split: take one soldier from the troop of three on e3 and move it to e4.
lesson-myra-2-done = One soldier left the troop; two stay on e3.
lesson-myra-3 = A troop of three moves up to three steps through empty pits. Capture player 2's pair on e5 with your troop on e3.
lesson-myra-3-done = Captured. Any troop can be taken; only a fortress of five cannot.
lesson-myra-4 = Single soldiers side by side can chain: gather c1, d1 and e1 into e1.
lesson-myra-4-done = Three single soldiers became a troop of three on e1.
lesson-myra-5 = Capturing the enemy queen wins. Your soldier on f10 stands next to her: step onto f11.
lesson-myra-5-done = The queen is captured: you win.
lesson-esiema-1 = Everyone first places spheres one at a time, and the first one is the mother. Place your mother on f6.
lesson-esiema-1-done = Your mother is on f6. Next come 29 small spheres, never more than twelve in a pit.
lesson-esiema-2 = Sow the two spheres of d4 along a path of neighbours: into e4, then into f5.
lesson-esiema-2-done = One sphere went into each pit of the path. The last sphere dropped must always be yours.
lesson-esiema-3 = Sow d4 into e4 and f5, dropping player 2's sphere first and yours last, onto player 2's two small spheres in f5.
lesson-esiema-3-done = Your small sphere ended in a pit without a mother: player 2's small spheres there are captured.
lesson-esiema-4 = The same sowing, but now player 2's mother sits in f5.
lesson-esiema-4-done = Nothing is captured: a mother protects every sphere in her pit.
lesson-esiema-5 = Your mother on c3 is alone: reproduce three small spheres into her pit (choose c3, then 3).
lesson-esiema-5-done = Three new small spheres came from your reserve. A player with no small sphere who cannot reproduce is out, and the last player left wins.
preview =
    Preview: { $what }{ $captured ->
        [0] {""}
        [one] , capturing 1
       *[other] , capturing { $captured }
    }
preview-none = Nothing to preview: the choice in view does not finish a move
# What was just said, then more (a lesson step after its move).
announce-history = { $what }. { $now }
said-then = { $first } { $then }

## The goal
goal-myra =
    Goal: capture the enemy queen{ $players ->
        [3] ; with three, be the last queen standing ({ $left } left)
       *[other] {""}
    }.
goal-esiema = Goal: be the last player left; a player with no small sphere who cannot reproduce is out. Still in: { $left }.
goal-umel_bagara = Goal: more beans in your store when no one can move. Beans still in the cups: { $left }.
goal-tricala = Goal: capture 9 stones, or control the corners. { $progress }.
goal-tricala-player = { $player }: { $won ->
        [yes] { $captured } captured (9 win)
       *[no] { $captured } of 9 captured
    }, { $corners } of { $needed } corners{ $needed ->
        [3] {""}
        [one] {" "}(1 stone left on the board: 1 corner is enough)
       *[other] {" "}({ $needed } stones left on the board: { $needed } corners are enough)
    }
# A move in the list: where it went in words, then its notation.
panel-move = { $n }. { $route } ({ $mv })
panel-move-words = { $n }. { $what }
panel-move-pass = { $player } passed

## Online play
seat-remote = Online player
title-join = Join an online game
online-title = Online game
online-join-intro = Join a game someone hosts: their address and port, your name, and the password if they set one.
online-address = Host (address:port)
online-room = Room code (empty: a host's own game)
online-server = Or a room server (address:port)
online-public = List the room for anyone to find
online-open-room = Open a room on the server
online-find-rooms = Find the public rooms on this server
online-rooms-none = No public room with a free seat is open at { $address } now.
online-rooms-found = Public rooms with a free seat at { $address }: { $count }. Press one to join it.
online-rooms-join = { $game }, { $players } players, { $free ->
        [one] 1 seat free
       *[other] { $free } seats free
    }{ $password ->
        [yes] , with a password
       *[no] {""}
    }: join room { $code }
online-rooms-password-first = room { $code } has a password: type it here, then Join
online-rooms-again = Look again
online-room-code = Room { $code } on { $address }: your friends join with this code.
online-room-here = Room { $code } on { $address }
online-waiting-room = The game starts once every seat is taken.
online-room-computers = A room on a server seats only players who join: set every seat to Online player or Human (you take the first).
online-name = Your name
online-password = Password
online-watch = Only watch
online-join = Join
online-leave = Leave the online game
online-leave-confirm = The game is not over: press again to leave it
online-host-intro = To play with friends on other machines, set their seats to "Online player": the Start button becomes Host online, and a port to host the game on is asked for here.
online-port = Port
online-host = Host online
online-bad-port = "{ $port }" is not a port (a number from 0 to 65535)
online-cannot = Cannot go online: { $why }
online-hosting = Hosting on port { $port }.
online-join-at = Others join at: { $addresses }
online-join-here = No network address was found: only this machine can join, at 127.0.0.1:{ $port }
online-all-seated = Every online seat is taken: start when you are ready.
online-waiting-players = Waiting for players to take the online seats.
online-start = Start the game
online-connecting = Connecting to { $address }… ({ $seconds } s left to wait for a host's answer)
online-your-seat = You play { $player }.
online-watching = You are watching.
online-watching-full = No seat was free: you are watching. A seat kept for a player who left, or played by the computer since, is theirs again when they join again from the Sowing they played it on.
online-waiting-host = Waiting for the host to start.
online-seat =
    { $player }: { $state ->
        [host] plays at the host's machine
        [computer] the computer
        [here] { $name }, online
        [here-unnamed] online
        [free] free
        [away-unnamed] away: the seat waits for the player who left
       *[away] { $name }, away: the seat waits
    }
online-computer-takes = Computer plays { $player }
online-spectators =
    { $n ->
        [one] One watching
       *[other] { $n } watching
    }
online-seat-left = Player { $player } left; their seat waits for them.
online-seat-back = Player { $player } is back.
online-no-undo = Online games cannot be undone.
online-not-your-seat = It is not your seat's turn.
online-host-closed = The host closed the game. It is saved with your games.
online-host-closed-unstarted = The host closed the game before it began: nothing was played, nothing is saved.
online-unreachable = No host answered at { $address } within { $seconds } seconds: either no game is hosted there now (a host that closed its game is gone), or it has another password (a host does not answer a wrong one at all). Check with the host, then join again.
online-key-changed = The server at { $address } answered under another key than when you last joined it, so another machine may be standing between you and it. Join only if its owner tells you it has a new key, and that the new one reads { $key }.
online-password-needed = This game has a password: type the one its host gave you, then join again.
online-trust-key = Trust its new key and join
online-key-yours = This game's key: { $key }. Each friend who joins sees it too: compare it once, by phone or in a chat, and you both know no other machine stands between you.
online-key-joined = { $new ->
    [yes] The key of { $address }, met for the first time: { $key }. Its owner sees the same: compare it once; this window checks it from now on.
   *[no] The key of { $address }: { $key }, the same as it answered with before.
}
online-lost = The connection to the host was lost. The game is kept: while the host still has it open, Join again takes your seat back; if the host closed Sowing, each of you can only play it on alone (the title offers it).
online-other-version = The host runs another version of Sowing (this one speaks version { $version }).
online-denied-version = The host runs another version of Sowing (host { $host }, yours { $ours }).
online-denied-password = Wrong password.
online-denied-not-playing = No game is being played.
online-denied-illegal = The host refused the move: { $why }
online-denied-malformed = The host could not read the request.
online-denied-replaced = You joined this game again from another window or machine: the seat went there, and this window left the game.
online-denied-no-room = No room has this code there (or the host at that address has no rooms): check the code, or leave it empty to join a host's own game.
online-denied-rooms-full = The server opens no more rooms now: try again later, or another server.
online-bad-game = The host's game could not be read: { $why }
online-rejoin = Join again
online-back-to-form = Back to the join form

## Numbers as shown and said
# The mark between a number's whole part and its decimals.
decimal-mark = {"."}
shown-percent = { $n } %
shown-seconds = { $n } s
said-percent = { $n } percent
said-seconds = { $n } seconds
# A combo box or a slider as a screen reader says it: its name, then its value.
named-with-value = { $name }, { $value }
# A heading that opens and closes, as a screen reader says it.
heading-open = { $name }, open
heading-closed = { $name }, closed
# A player's card in the game panel.
card-player = Player { $n }
card-look-shape = { $colour }, { $shape }
card-seat-host =
    { $kind ->
        [computer] Computer, at the host's machine
       *[human] Human, at the host's machine
    }
card-seat-named = { $seat }: { $name }
card-counter =
    { $counter ->
        [stores] Store
        [captured] Captured
        [reserve] In reserve
       *[hand] To place
    } { $n }
card-state =
    { $state ->
        [to-move] To move
        [thinking] Thinking…
        [moving] Moving…
        [won] Wins
       *[drew] Draw
    }
