//! What every game shares: which game, phases, outcomes, typed errors and the incremental
//! move-construction steps (the vocabulary; the `Rules` trait is in `rules.rs`).

use std::fmt;

use serde_json::{Value, json};

use crate::board::{Dir, PitId};
use crate::piece::{Piece, Player};
use crate::reason::EndReason;

/// Which of the four games.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameKind {
    Myra,
    Esiema,
    Tricala,
    UmelBagara,
}

impl GameKind {
    /// All four, in the order the menus list them.
    pub const ALL: [GameKind; 4] = [
        GameKind::Myra,
        GameKind::Esiema,
        GameKind::Tricala,
        GameKind::UmelBagara,
    ];

    /// The `game` field of the position format.
    pub fn as_str(self) -> &'static str {
        match self {
            GameKind::Myra => "myra",
            GameKind::Esiema => "esiema",
            GameKind::Tricala => "tricala",
            GameKind::UmelBagara => "umel_bagara",
        }
    }

    /// Parses the `game` field.
    pub fn parse(s: &str) -> Option<GameKind> {
        GameKind::ALL.into_iter().find(|g| g.as_str() == s)
    }

    /// Seated players allowed.
    pub fn player_range(self) -> std::ops::RangeInclusive<u8> {
        match self {
            GameKind::Myra | GameKind::Tricala => 2..=3,
            GameKind::Esiema => 2..=6,
            GameKind::UmelBagara => 2..=2,
        }
    }
}

impl fmt::Display for GameKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// Phase of a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Phase {
    Setup,
    Play,
    Over,
}

impl Phase {
    /// Text of the position format.
    pub fn as_str(self) -> &'static str {
        match self {
            Phase::Setup => "setup",
            Phase::Play => "play",
            Phase::Over => "over",
        }
    }

    /// Parses the position format's text.
    pub fn parse(s: &str) -> Option<Phase> {
        match s {
            "setup" => Some(Phase::Setup),
            "play" => Some(Phase::Play),
            "over" => Some(Phase::Over),
            _ => None,
        }
    }
}

/// How a game ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// One player won.
    Winner(Player),
    /// A draw shared by these players (sorted).
    Draw(Vec<Player>),
}

/// The end of a game: its outcome and the reason in words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Finished {
    pub outcome: Outcome,
    pub reason: EndReason,
}

impl Finished {
    /// A win.
    pub fn win(p: Player, reason: EndReason) -> Finished {
        Finished {
            outcome: Outcome::Winner(p),
            reason,
        }
    }

    /// A draw.
    pub fn draw(mut tied: Vec<Player>, reason: EndReason) -> Finished {
        tied.sort_unstable();
        Finished {
            outcome: Outcome::Draw(tied),
            reason,
        }
    }

    /// The `result` object of the position format.
    pub fn result_json(&self) -> Value {
        match &self.outcome {
            Outcome::Winner(p) => json!({ "winner": p }),
            Outcome::Draw(t) => json!({ "draw": true, "tied": t }),
        }
    }

    /// Reads `result` and `reason`.
    pub fn from_json(
        result: &Value,
        reason: Option<&Value>,
        players: u8,
    ) -> Result<Finished, PositionError> {
        let reason = match reason {
            None => EndReason::Other(String::new()),
            Some(Value::String(s)) => EndReason::parse(s),
            Some(_) => {
                return Err(PositionError::new(
                    PositionErrorKind::Result,
                    "'reason' must be a string",
                ));
            }
        };
        let obj = result.as_object().ok_or_else(|| {
            PositionError::new(PositionErrorKind::Result, "'result' must be an object")
        })?;
        let player = |v: &Value| -> Result<Player, PositionError> {
            match v.as_u64() {
                Some(p) if p >= 1 && p <= players as u64 => Ok(p as Player),
                _ => Err(PositionError::new(
                    PositionErrorKind::Result,
                    format!("result names a player outside 1..{players}"),
                )),
            }
        };
        if let Some(w) = obj.get("winner") {
            return Ok(Finished {
                outcome: Outcome::Winner(player(w)?),
                reason,
            });
        }
        if obj.get("draw") == Some(&Value::Bool(true)) {
            let tied = match obj.get("tied") {
                Some(Value::Array(a)) => a.iter().map(player).collect::<Result<Vec<_>, _>>()?,
                None => (1..=players).collect(),
                _ => {
                    return Err(PositionError::new(
                        PositionErrorKind::Result,
                        "'tied' must be a list of players",
                    ));
                }
            };
            return Ok(Finished::draw(tied, reason));
        }
        Err(PositionError::new(
            PositionErrorKind::Result,
            "'result' needs 'winner' or 'draw'",
        ))
    }
}

/// A malformed position (ENGINE.md: exit status 2), with what is wrong.
/// What is wrong with a position's JSON, by kind: the caller words it (the game in the
/// player's language), while `PositionError::detail` is the engine's own English line for
/// its command line.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PositionErrorKind {
    /// The text is not JSON, or not a JSON object.
    NotJson,
    /// The game is missing or unknown.
    Game,
    /// A field the game does not know.
    UnknownField,
    /// The number of players, or the player to move, does not fit the game.
    Players,
    /// The phase is unknown or does not fit the position.
    Phase,
    /// The options are unknown or out of range.
    Options,
    /// A pit's name or contents are wrong.
    Pits,
    /// A counter (reserve, captures, hand, stores, the players out) is wrong.
    Counters,
    /// The result of a finished game is missing or malformed.
    Result,
    /// Each field reads, but together they break the game's rules.
    Rules,
}

/// A position that cannot be read: its kind and the engine's detail.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("malformed position: {detail}")]
pub struct PositionError {
    /// What is wrong.
    pub kind: PositionErrorKind,
    /// Where and how, in the engine's English (ENGINE.md's error line).
    pub detail: String,
}

impl PositionError {
    pub fn new(kind: PositionErrorKind, detail: impl Into<String>) -> PositionError {
        PositionError {
            kind,
            detail: detail.into(),
        }
    }
}

/// Why a well-formed move is not legal here, by kind (the caller words it).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum IllegalKind {
    /// Not a move or step offered here: too far, blocked, no path, a dead end.
    NotOffered,
    /// Not in this phase: a placement after the setup, a move during it.
    Phase,
    /// A pass while a move exists.
    Pass,
    /// The pit moved from cannot move for this player: empty, not theirs, too few.
    Origin,
    /// A fortress cannot move as a whole, nor be captured (Myra).
    Fortress,
    /// A direction missing, not available, or one too many (Tricala).
    Direction,
    /// The order of the stones dropped is missing, short or long (Tricala).
    Order,
    /// A placement of the wrong number, on a corner or into a full pit.
    Placement,
    /// Reproduction without the mother alone in her pit or without the reserve (Esiema).
    Reserve,
}

/// Why a move cannot be played. Each kind is typed for the caller to word; the text
/// each carries is the engine's English detail (ENGINE.md's error line).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum MoveError {
    /// The text is not a move of this game's notation.
    #[error("bad move notation: {0}")]
    Syntax(String),
    /// The move is well formed but not legal here.
    #[error("illegal move: {1}")]
    Illegal(IllegalKind, String),
    /// The game is over.
    #[error("the game is over")]
    GameOver,
}

impl MoveError {
    /// An illegal move of this kind, with the engine's detail.
    pub fn illegal(kind: IllegalKind, detail: impl Into<String>) -> MoveError {
        MoveError::Illegal(kind, detail.into())
    }
}

/// A move's events do not rebuild the position after it (checked by the tests).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ReplayError {
    /// The move itself was refused.
    #[error("{0}")]
    Move(#[from] MoveError),
    /// An event could not be applied.
    #[error("events do not replay: {0}")]
    Events(String),
    /// The events applied, to another position than the move's.
    #[error("replay differs:\n{replayed}\nvs\n{played}")]
    Differs { replayed: String, played: String },
}

/// `count` could not give an exact figure.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("too many to count")]
pub struct TooManyToCount;

/// Umel Bagara sowing side, from the mover's point of view.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Side {
    /// Clockwise.
    Left,
    /// Counterclockwise.
    Right,
}

/// A Myra move kind chosen while building a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Mode {
    /// Step or troop move of the whole pit.
    Whole,
    /// Split off some soldiers (the count follows).
    Split,
    /// Chain single soldiers.
    Chain,
    /// Dechain a pit along empty pits.
    Dechain,
    /// Produce a soldier next to the queen.
    Produce,
}

/// One choice while building a move incrementally.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Step {
    /// A pit: origin, destination, next path pit or placement.
    Pit(PitId),
    /// A Tricala direction (first, or at an edge).
    Dir(Dir),
    /// An Umel Bagara side (cup 3).
    Side(Side),
    /// Which piece to drop next.
    Piece(Piece),
    /// A number (split size, spheres to reproduce).
    Count(u8),
    /// A Myra move kind.
    Mode(Mode),
    /// Pass (only when no move exists).
    Pass,
}

/// A position's counters by player (index 0 is player 1), as views show them; a game
/// without such a counter has `None`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Counters {
    /// Pieces captured (Myra, Esiema, Tricala).
    pub captured: Option<Vec<u32>>,
    /// Pieces in reserve (Myra, Esiema).
    pub reserve: Option<Vec<u32>>,
    /// Beans in the stores (Umel Bagara).
    pub stores: Option<Vec<u32>>,
    /// Stones still to place (Tricala's setup).
    pub hand: Option<Vec<u32>>,
}

/// What may follow a prefix of steps.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StepInfo<M> {
    /// Steps that keep a legal completion, in a stable order.
    pub next: Vec<Step>,
    /// The move the prefix already is, when it is complete.
    pub complete: Option<M>,
}
