//! The event stream of a move: the ordered, atomic effects the game animates.
//! `play` prints them as JSON objects with a `kind` (see the README for the list).

use serde::Serialize;
use serde_json::Value;

/// One atomic effect of a move, in the order it happens. Pit names are the board's
/// (`f6`, `4b`, `1.3`; Umel Bagara stores are `S1` and `S2`); pieces are written as in
/// positions (`Q1`, `M2`, `1`, `2*3`).
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Event {
    /// A setup piece is put into a pit from the player's hand or reserve.
    Place {
        pit: String,
        piece: String,
        player: u8,
    },
    /// Pieces are lifted out of a pit into the mover's hand (`pieces` as contents).
    Lift { pit: String, pieces: String },
    /// One piece from the hand is dropped into a pit.
    Drop { pit: String, piece: String },
    /// A sowing direction is chosen: the first one, or a new one at an edge.
    Direction { pit: String, dir: String },
    /// A relay lap starts: the pit's stones will be lifted and sown on.
    Lap { lap: u32, pit: String },
    /// Pieces in the hand move one step from a pit to an adjacent one (Myra paths).
    Step {
        from: String,
        to: String,
        pieces: String,
    },
    /// Pieces in a pit are captured by a player (to their tray or store).
    Capture { pit: String, by: u8, pieces: String },
    /// Beans go from a cup to their owner's store at the end of the game.
    Collect {
        pit: String,
        player: u8,
        pieces: String,
    },
    /// A piece comes from a player's reserve into a pit (Myra produce, Esiema reproduce).
    Produce {
        pit: String,
        player: u8,
        pieces: String,
    },
    /// Soldiers in a pit change owner (Myra takeover).
    Takeover {
        pit: String,
        from: u8,
        to: u8,
        count: u32,
    },
    /// A player is out (captured queen, or Esiema elimination; the mother's pit named).
    Eliminate { player: u8, pit: Option<String> },
    /// A player passes.
    Pass { player: u8 },
    /// The turn goes to a player.
    Turn { player: u8 },
    /// The game is over.
    GameOver { result: Value, reason: String },
}
