//! Myra (RULES.md §2): the 91-pit hexagon, 2–3 players, queens, troops, fortresses,
//! chaining, dechaining and producing. Pits are one byte each; reach uses bit sets.

mod cell;
mod json_io;
mod moves;
mod notation;
mod play;
mod replay;
mod survey;

pub use cell::Cell;

pub use notation::MyraMove;
pub use survey::Survey;

use std::fmt;

use serde_json::{Map, Value};
use smallvec::SmallVec;

use crate::board::{HEX_PITS, Hex, HexSet, PitId, bits};
use crate::builder::steps_from_list;
use crate::core::Counters;
use crate::core::PositionErrorKind;
use crate::core::{
    Finished, GameKind, Mode, MoveError, Phase, PositionError, ReplayError, Step, StepInfo,
};
use crate::event::{Contents, Event};
use crate::json::{self, err};
use crate::piece::{BigLetter, Piece, Player, parse_contents};
use crate::reason::EndReason;
use crate::rules::{Rules, emit};

/// Soldiers each player starts with on the board, and in reserve.
pub const SOLDIERS: u8 = 25;
/// Most soldiers a pit may hold (a fortress).
pub const FORTRESS: u8 = 5;

const QUEEN: u8 = 8;
const COUNT: u8 = 7;

/// A Myra position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Myra {
    players: u8,
    cells: [Cell; HEX_PITS],
    to_move: Player,
    reserve: [u8; 3],
    captured: [u16; 3],
    discarded: [u8; 3],
    out: u8,
    quiet: u32,
    quiet_limit: u32,
    finished: Option<Box<Finished>>,
}

/// The start corners and rows of RULES.md §2, per seat count.
fn start_layout(players: u8) -> Vec<[&'static str; 10]> {
    let f1 = ["f1", "e1", "g1", "d1", "f2", "h1", "c1", "e2", "g2", "i1"];
    let f11 = [
        "f11", "e10", "g10", "d9", "f10", "h9", "c8", "e9", "g9", "i8",
    ];
    let l6 = ["l6", "k7", "l5", "i8", "k6", "l4", "h9", "i7", "k5", "l3"];
    let a6 = ["a6", "a5", "b7", "a4", "b6", "c8", "a3", "b5", "c7", "d9"];
    if players == 2 {
        vec![f1, f11]
    } else {
        vec![f1, l6, a6]
    }
}

impl Myra {
    /// The counters a view shows: captured and reserve soldiers by player.
    pub fn counters(&self) -> Counters {
        let n = self.players as usize;
        Counters {
            captured: Some(self.captured[..n].iter().map(|&c| c as u32).collect()),
            reserve: Some(self.reserve[..n].iter().map(|&c| c as u32).collect()),
            ..Counters::default()
        }
    }

    /// The start position for 2 or 3 players.
    pub fn new(players: u8, quiet_limit: u32) -> Result<Myra, PositionError> {
        if !(2..=3).contains(&players) {
            return err(PositionErrorKind::Players, "myra is for 2 or 3 players");
        }
        let h = Hex::get();
        let mut cells = [Cell::EMPTY; HEX_PITS];
        for (p, layout) in start_layout(players).iter().enumerate() {
            for (i, name) in layout.iter().enumerate() {
                let pit = h.parse(name).expect("start pits exist") as usize;
                cells[pit] = match i {
                    0 => Cell::queen(p),
                    1..=2 => Cell::soldiers(p, 4),
                    3..=5 => Cell::soldiers(p, 3),
                    _ => Cell::soldiers(p, 2),
                };
            }
        }
        let mut reserve = [0; 3];
        reserve[..players as usize].fill(SOLDIERS);
        Ok(Myra {
            players,
            cells,
            to_move: 1,
            reserve,
            captured: [0; 3],
            discarded: [0; 3],
            out: 0,
            quiet: 0,
            quiet_limit,
            finished: None,
        })
    }

    /// The contents of a pit.
    pub fn cell(&self, pit: PitId) -> Cell {
        self.cells[pit as usize]
    }

    /// Every pit's contents, in pit order: all a `Survey` is made from.
    pub fn cells(&self) -> &[Cell; HEX_PITS] {
        &self.cells
    }

    /// Reserve soldiers per player.
    pub fn reserve(&self) -> [u8; 3] {
        self.reserve
    }

    /// Whether player `p` (1-based) is out.
    pub fn is_out(&self, p: Player) -> bool {
        self.out >> (p - 1) & 1 == 1
    }

    /// Spheres captured by each player (queens count 1).
    pub fn captured(&self) -> [u16; 3] {
        self.captured
    }

    /// The pit of player `p`'s queen (1-based), if she is on the board.
    pub fn queen_pit(&self, p: Player) -> Option<PitId> {
        let owner = p as usize - 1;
        (0..HEX_PITS as PitId).find(|&i| {
            let c = self.cells[i as usize];
            !c.is_empty() && c.is_queen() && c.owner() == owner
        })
    }

    fn next_in_play(&self, after: Player) -> Player {
        let mut p = after;
        for _ in 0..self.players {
            p = p % self.players + 1;
            if !self.is_out(p) {
                return p;
            }
        }
        after
    }

    fn in_play(&self) -> Vec<Player> {
        (1..=self.players).filter(|&p| !self.is_out(p)).collect()
    }
}

impl Rules for Myra {
    type Move = MyraMove;

    fn kind(&self) -> GameKind {
        GameKind::Myra
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
        } else {
            Phase::Play
        }
    }
    fn finished(&self) -> Option<&Finished> {
        self.finished.as_deref()
    }

    fn legal_moves(&self, out: &mut Vec<MyraMove>) {
        if self.finished.is_none() {
            self.generate(out);
        }
    }

    fn parse_move(&self, text: &str) -> Result<MyraMove, MoveError> {
        if self.finished.is_some() {
            return Err(MoveError::GameOver);
        }
        let m = Self::parse_syntax(text)?;
        let mut legal = Vec::new();
        self.generate(&mut legal);
        if legal.contains(&m) {
            Ok(m)
        } else {
            Err(self.why_illegal(&m))
        }
    }

    fn play_unchecked(&mut self, mv: &MyraMove, events: Option<&mut Vec<Event>>) -> bool {
        self.play_move(mv, events)
    }

    fn key(&self) -> u128 {
        crate::hash::key_of(&self.key_bytes())
    }

    fn repetition_rule(&self) -> bool {
        true
    }

    fn end_by_repetition(&mut self, mut events: Option<&mut Vec<Event>>) {
        let f = Finished::draw(self.in_play(), EndReason::Repetition);
        emit!(events, Event::GameOver(f.clone()));
        self.finished = Some(Box::new(f));
    }

    fn to_json(&self) -> Map<String, Value> {
        self.write_json()
    }

    fn replay(&self, events: &[Event]) -> Result<Myra, ReplayError> {
        self.replay_events(events).map_err(ReplayError::Events)
    }

    fn steps(&self, prefix: &[Step]) -> Result<StepInfo<MyraMove>, MoveError> {
        if self.finished.is_some() {
            return Err(MoveError::GameOver);
        }
        let mut legal = Vec::new();
        self.generate(&mut legal);
        steps_from_list(&legal, Self::move_steps, prefix)
    }

    fn pieces_total(&self) -> u32 {
        let board: u32 = self
            .cells
            .iter()
            .map(|c| {
                if c.is_queen() {
                    1
                } else {
                    c.soldiers_count() as u32
                }
            })
            .sum();
        let n = self.players as usize;
        board
            + self.reserve[..n].iter().map(|&x| x as u32).sum::<u32>()
            + self.captured[..n].iter().map(|&x| x as u32).sum::<u32>()
            + self.discarded[..n].iter().map(|&x| x as u32).sum::<u32>()
    }
}
