//! What every game shares: phases, outcomes, typed errors, the `Rules` trait the four
//! games implement, and the incremental move-construction steps.

use std::fmt;

use serde_json::{Map, Value, json};

use crate::board::{Dir, PitId};
use crate::event::Event;
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
            Some(_) => return Err(PositionError::new("'reason' must be a string")),
        };
        let obj = result
            .as_object()
            .ok_or_else(|| PositionError::new("'result' must be an object"))?;
        let player = |v: &Value| -> Result<Player, PositionError> {
            match v.as_u64() {
                Some(p) if p >= 1 && p <= players as u64 => Ok(p as Player),
                _ => Err(PositionError::new(format!(
                    "result names a player outside 1..{players}"
                ))),
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
                _ => return Err(PositionError::new("'tied' must be a list of players")),
            };
            return Ok(Finished::draw(tied, reason));
        }
        Err(PositionError::new("'result' needs 'winner' or 'draw'"))
    }
}

/// A malformed position (ENGINE.md: exit status 2), with what is wrong.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("malformed position: {0}")]
pub struct PositionError(pub String);

impl PositionError {
    pub fn new(s: impl Into<String>) -> PositionError {
        PositionError(s.into())
    }
}

/// Why a move cannot be played.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum MoveError {
    /// The text is not a move of this game's notation.
    #[error("bad move notation: {0}")]
    Syntax(String),
    /// The move is well formed but not legal here.
    #[error("illegal move: {0}")]
    Illegal(String),
    /// The game is over.
    #[error("the game is over")]
    GameOver,
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

/// What may follow a prefix of steps.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StepInfo<M> {
    /// Steps that keep a legal completion, in a stable order.
    pub next: Vec<Step>,
    /// The move the prefix already is, when it is complete.
    pub complete: Option<M>,
}

/// The rules of one game over its own position type.
pub trait Rules: Clone + fmt::Debug + Send + Sync + 'static {
    /// A complete move.
    type Move: Clone + PartialEq + Eq + fmt::Debug + fmt::Display + Send + Sync + 'static;

    /// Which game.
    fn kind(&self) -> GameKind;
    /// Seated players.
    fn players(&self) -> u8;
    /// Player to move (or who would move next when over).
    fn to_move(&self) -> Player;
    /// Phase.
    fn phase(&self) -> Phase;
    /// How the game ended, once over.
    fn finished(&self) -> Option<&Finished>;
    /// Every complete legal move (nothing when over). May be huge for Esiema.
    fn legal_moves(&self, out: &mut Vec<Self::Move>);
    /// Parses notation and checks legality here.
    fn parse_move(&self, text: &str) -> Result<Self::Move, MoveError>;
    /// Plays a legal move; returns whether it was irreversible (no earlier position can
    /// recur). Events are pushed when `events` is given.
    fn play_unchecked(&mut self, mv: &Self::Move, events: Option<&mut Vec<Event>>) -> bool;
    /// Identity of the position for repetition (pits, counters, player to move).
    fn key(&self) -> u128;
    /// Whether a third occurrence of a position ends the game.
    fn repetition_rule(&self) -> bool {
        false
    }
    /// Ends the game by repetition (only called when `repetition_rule`).
    fn end_by_repetition(&mut self, _events: Option<&mut Vec<Event>>) {}
    /// The canonical position JSON.
    fn to_json(&self) -> Map<String, Value>;
    /// Rebuilds the position after a move from the old one and the move's events.
    fn replay(&self, events: &[Event]) -> Result<Self, ReplayError>;
    /// Exact number of complete legal moves.
    fn count_moves(&self) -> Result<u128, TooManyToCount> {
        let mut v = Vec::new();
        self.legal_moves(&mut v);
        Ok(v.len() as u128)
    }
    /// The number of complete legal moves when it is at most `limit`, else None; cheap
    /// where `count_moves` is not (Esiema stops counting paths past the limit).
    fn moves_at_most(&self, limit: u128) -> Option<u128> {
        self.count_moves().ok().filter(|&n| n <= limit)
    }
    /// Incremental construction: what may follow `prefix`.
    fn steps(&self, prefix: &[Step]) -> Result<StepInfo<Self::Move>, MoveError>;
    /// A random legal move (uniform unless the game documents otherwise), or None when over.
    fn random_move(&self, rng: &mut crate::Rng, buf: &mut Vec<Self::Move>) -> Option<Self::Move> {
        buf.clear();
        self.legal_moves(buf);
        if buf.is_empty() {
            return None;
        }
        let i = rng.below(buf.len() as u64) as usize;
        Some(buf.swap_remove(i))
    }
    /// Total pieces (board, hands, reserves, captured, stores, discarded) for conservation checks.
    fn pieces_total(&self) -> u32;
}

/// Shorthand for pushing an event only when a sink is given.
macro_rules! emit {
    ($sink:expr, $ev:expr) => {
        if let Some(s) = $sink.as_deref_mut() {
            s.push($ev);
        }
    };
}
pub(crate) use emit;
