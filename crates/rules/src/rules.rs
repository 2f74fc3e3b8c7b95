//! The `Rules` trait every game implements over its own position type, and `emit!`, the
//! shorthand its implementations use to push events.

use std::fmt;

use serde_json::{Map, Value};

use crate::core::{
    Finished, GameKind, MoveError, Phase, ReplayError, Step, StepInfo, TooManyToCount,
};
use crate::event::Event;
use crate::piece::Player;

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
