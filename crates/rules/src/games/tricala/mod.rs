//! Tricala (RULES.md §4): 21-pit triangle, 2–3 players, straight-line relay sowing and
//! corner control. One sowing simulation serves play, move listing, notation checks
//! and incremental construction: it stops at every choice (a direction, a stone).

mod json_io;
mod moves;
mod notation;
mod play;
mod replay;
mod sowing;
mod steps;

pub use notation::TricalaMove;
use sowing::*;

use std::fmt;

use serde_json::{Map, Value};
use smallvec::SmallVec;

use crate::board::{Dir, PitId, TRI_CORNERS, TRI_PITS, Tri};
use crate::core::Counters;
use crate::core::PositionErrorKind;
use crate::core::{
    Finished, GameKind, MoveError, Phase, PositionError, ReplayError, Step, StepInfo,
};
use crate::event::{Contents, Event};
use crate::json::{self, err};
use crate::piece::{BigLetter, Piece, Player, parse_contents};
use crate::reason::EndReason;
use crate::rules::{Rules, emit};

/// A move ends after this many laps.
pub const MAX_LAPS: u32 = 64;
const STONES: u8 = 9;

/// Option `simultaneous`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Simultaneous {
    /// Several winners are ranked by captured stones, then stones on the board.
    MostStones,
    /// The mover is dropped from several winners first.
    Opponent,
}

/// The game options of Tricala.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TricalaOptions {
    pub simultaneous: Simultaneous,
    pub capturer_kept: bool,
    pub quiet_limit: u32,
}

impl Default for TricalaOptions {
    fn default() -> Self {
        TricalaOptions {
            simultaneous: Simultaneous::MostStones,
            capturer_kept: false,
            quiet_limit: 200,
        }
    }
}

type Pits = [[u8; 3]; TRI_PITS];

/// A Tricala position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tricala {
    players: u8,
    pits: Pits,
    to_move: Player,
    setup: bool,
    hand: [u8; 3],
    captured: [u8; 3],
    quiet: u32,
    opts: TricalaOptions,
    finished: Option<Box<Finished>>,
}

impl Tricala {
    /// The counters a view shows: captured stones and stones still to place by player.
    pub fn counters(&self) -> Counters {
        let n = self.players as usize;
        Counters {
            captured: Some(self.captured[..n].iter().map(|&c| c as u32).collect()),
            hand: Some(self.hand[..n].iter().map(|&c| c as u32).collect()),
            ..Counters::default()
        }
    }

    /// The start position (setup phase, 9 stones in each hand).
    pub fn new(players: u8, opts: TricalaOptions) -> Result<Tricala, PositionError> {
        if !(2..=3).contains(&players) {
            return err(PositionErrorKind::Players, "tricala is for 2 or 3 players");
        }
        let mut hand = [0; 3];
        for h in hand.iter_mut().take(players as usize) {
            *h = STONES;
        }
        Ok(Tricala {
            players,
            pits: [[0; 3]; TRI_PITS],
            to_move: 1,
            setup: true,
            hand,
            captured: [0; 3],
            quiet: 0,
            opts,
            finished: None,
        })
    }

    /// Stones of each player (index 0 = player 1) in a pit.
    pub fn pit(&self, pit: PitId) -> [u8; 3] {
        self.pits[pit as usize]
    }

    /// Stones captured by each player.
    pub fn captured(&self) -> [u8; 3] {
        self.captured
    }

    /// Stones not yet placed, per player.
    pub fn hand(&self) -> [u8; 3] {
        self.hand
    }

    /// Plies played since the last capture (the quiet limit's count).
    pub fn quiet(&self) -> u32 {
        self.quiet
    }

    /// The options.
    pub fn options(&self) -> TricalaOptions {
        self.opts
    }

    fn on_board(&self, p: usize) -> u32 {
        self.pits.iter().map(|c| c[p] as u32).sum()
    }

    fn placements(&self) -> usize {
        self.hand[self.to_move as usize - 1].min(3) as usize
    }

    fn next_player(&self) -> Player {
        self.to_move % self.players + 1
    }
}

/// Random moves sample uniformly from the enumeration while the stone orders to try, over
/// all origins, stay at or below this; beyond it they walk the choices instead.
pub const ORDER_LIMIT: u128 = 50_000;
/// `count` is exact while every pit holding a stone of the mover holds at most this many.
pub const COUNT_LIMIT: u32 = 14;

impl Rules for Tricala {
    type Move = TricalaMove;

    fn count_moves(&self) -> Result<u128, crate::core::TooManyToCount> {
        self.count_all()
    }

    fn kind(&self) -> GameKind {
        GameKind::Tricala
    }
    fn players(&self) -> u8 {
        self.players
    }
    fn to_move(&self) -> Player {
        self.to_move
    }
    fn phase(&self) -> Phase {
        if self.finished.is_some() {
            Phase::Over
        } else if self.setup {
            Phase::Setup
        } else {
            Phase::Play
        }
    }
    fn finished(&self) -> Option<&Finished> {
        self.finished.as_deref()
    }

    fn legal_moves(&self, out: &mut Vec<TricalaMove>) {
        self.list_moves(out)
    }

    fn parse_move(&self, text: &str) -> Result<TricalaMove, MoveError> {
        self.read_move(text)
    }

    fn play_unchecked(&mut self, mv: &TricalaMove, events: Option<&mut Vec<Event>>) -> bool {
        self.play_move(mv, events)
    }

    fn key(&self) -> u128 {
        crate::hash::key_of(&self.to_json_key())
    }

    fn random_move(&self, rng: &mut crate::Rng, buf: &mut Vec<TricalaMove>) -> Option<TricalaMove> {
        self.random_legal(rng, buf)
    }

    fn to_json(&self) -> Map<String, Value> {
        self.write_json()
    }

    fn replay(&self, events: &[Event]) -> Result<Tricala, ReplayError> {
        self.replay_events(events).map_err(ReplayError::Events)
    }

    fn steps(&self, prefix: &[Step]) -> Result<StepInfo<TricalaMove>, MoveError> {
        self.build_steps(prefix)
    }

    fn pieces_total(&self) -> u32 {
        let board: u32 = self.pits.iter().map(total).sum();
        board
            + self.hand.iter().map(|&x| x as u32).sum::<u32>()
            + self.captured.iter().map(|&x| x as u32).sum::<u32>()
    }
}
