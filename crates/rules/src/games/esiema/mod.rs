//! Esiema (RULES.md §3): the hexagon for 2–6 players, path sowing with mixed spheres,
//! mother spheres, reproduction and elimination.
//!
//! Sowing moves are too many to list, so the main interface is incremental: `SowBuilder`
//! offers each next path pit only while a self-avoiding continuation of the remaining
//! length exists, and each sphere kind only while an own sphere is left for last.
//! `count` multiplies, per origin, the number of self-avoiding paths by the number of
//! drop orders whose last sphere is the mover's: every path goes with every order.

mod json_io;
mod moves;
mod notation;
mod paths;
mod play;
mod replay;
mod spheres;
mod steps;
mod turn;

pub use notation::EsiemaMove;
pub use paths::*;
pub use spheres::Spheres;

use std::fmt;

use serde_json::{Map, Value};
use smallvec::SmallVec;

use crate::board::{HEX_PITS, Hex, HexSet, PitId, bits};
use crate::core::Counters;
use crate::core::PositionErrorKind;
use crate::core::{
    Finished, GameKind, MoveError, Phase, PositionError, ReplayError, Step, StepInfo,
    TooManyToCount,
};
use crate::event::{Contents, Event};
use crate::json::{self, err};
use crate::piece::{BigLetter, Piece, Player, format_contents, parse_contents, piece_text};
use crate::reason::EndReason;
use crate::rng::Rng;
use crate::rules::{Rules, emit};

/// Most players.
pub const MAX_PLAYERS: usize = 6;
/// Spheres each player places in setup (mother included), at most.
pub const SETUP_QUOTA: u32 = 30;
/// Most spheres a pit may hold during setup.
pub const SETUP_PIT_LIMIT: u32 = 12;
/// `count` is exact while every sowable pit holds this many spheres or fewer.
pub const COUNT_LIMIT: u32 = 14;
/// Most small spheres reproduced in one move.
pub const REPRODUCE_MAX: u8 = 11;
const NO_PIT: u8 = u8::MAX;
const COUNTDOWN: u32 = 15;

/// The game options.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EsiemaOptions {
    /// Small spheres per player (1..=70).
    pub spheres: Vec<u8>,
    pub quiet_limit: u32,
}

/// An Esiema position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Esiema {
    players: u8,
    pits: [Spheres; HEX_PITS],
    mother_at: [u8; MAX_PLAYERS],
    to_move: Player,
    setup: bool,
    placed: [u8; MAX_PLAYERS],
    reserve: [u8; MAX_PLAYERS],
    captured: [u16; MAX_PLAYERS],
    out: u8,
    quiet: u32,
    countdown: Option<u32>,
    opts: EsiemaOptions,
    finished: Option<Box<Finished>>,
}

impl Esiema {
    /// The counters a view shows: captured and reserve spheres by player.
    pub fn counters(&self) -> Counters {
        let n = self.players as usize;
        Counters {
            captured: Some(self.captured[..n].iter().map(|&c| c as u32).collect()),
            reserve: Some(self.reserve[..n].iter().map(|&c| c as u32).collect()),
            ..Counters::default()
        }
    }

    /// The start position.
    pub fn new(players: u8, opts: EsiemaOptions) -> Result<Esiema, PositionError> {
        if !(2..=6).contains(&players) {
            return err(PositionErrorKind::Players, "esiema is for 2 to 6 players");
        }
        if opts.spheres.len() != players as usize
            || opts.spheres.iter().any(|&n| !(1..=70).contains(&n))
        {
            return err(
                PositionErrorKind::Options,
                "option 'spheres' must list 1..70 small spheres for each player",
            );
        }
        let mut reserve = [0; MAX_PLAYERS];
        reserve[..players as usize].copy_from_slice(&opts.spheres);
        Ok(Esiema {
            players,
            pits: [Spheres::default(); HEX_PITS],
            mother_at: [NO_PIT; MAX_PLAYERS],
            to_move: 1,
            setup: true,
            placed: [0; MAX_PLAYERS],
            reserve,
            captured: [0; MAX_PLAYERS],
            out: 0,
            quiet: 0,
            countdown: None,
            opts,
            finished: None,
        })
    }

    /// Contents of a pit.
    pub fn pit(&self, p: PitId) -> Spheres {
        self.pits[p as usize]
    }

    /// Whether player `p` (1-based) is out.
    pub fn is_out(&self, p: Player) -> bool {
        self.out >> (p - 1) & 1 == 1
    }

    /// Small spheres in each player's reserve.
    pub fn reserve(&self) -> [u8; MAX_PLAYERS] {
        self.reserve
    }

    /// Small spheres captured by each player.
    pub fn captured(&self) -> [u16; MAX_PLAYERS] {
        self.captured
    }

    /// The pit of each player's mother sphere, if on the board.
    pub fn mother(&self, p: Player) -> Option<PitId> {
        let m = self.mother_at[p as usize - 1];
        (m != NO_PIT).then_some(m)
    }

    fn quota(&self, p: usize) -> u32 {
        SETUP_QUOTA.min(self.opts.spheres[p] as u32 + 1)
    }

    /// Whether a player still has a sphere to place in setup: the mother first, then
    /// small spheres from the reserve up to the quota (a position may give a player a
    /// smaller reserve than their spheres; with it empty they have finished placing).
    fn places_left(&self, p: usize) -> bool {
        let placed = self.placed[p] as u32;
        placed < self.quota(p) && (placed == 0 || self.reserve[p] > 0)
    }

    fn small_on_board(&self, p: usize) -> u32 {
        self.pits.iter().map(|s| s.small[p] as u32).sum()
    }

    fn can_reproduce(&self, p: usize) -> bool {
        let m = self.mother_at[p];
        m != NO_PIT && self.reserve[p] > 0 && self.pits[m as usize].total() == 1
    }

    /// Pits the player to move may sow.
    fn sow_origins(&self) -> HexSet {
        let me = self.to_move as usize - 1;
        let mut s = 0u128;
        for (i, c) in self.pits.iter().enumerate() {
            if c.own(me) > 0 && c.total() >= 2 {
                s |= 1 << i;
            }
        }
        s
    }

    fn singles(&self) -> HexSet {
        let me = self.to_move as usize - 1;
        let mut s = 0u128;
        for (i, c) in self.pits.iter().enumerate() {
            if c.total() == 1 && c.own(me) == 1 {
                s |= 1 << i;
            }
        }
        s
    }

    fn reproduce_max(&self) -> u8 {
        let me = self.to_move as usize - 1;
        if self.can_reproduce(me) {
            self.reserve[me].min(REPRODUCE_MAX)
        } else {
            0
        }
    }
}

impl Rules for Esiema {
    type Move = EsiemaMove;

    fn kind(&self) -> GameKind {
        GameKind::Esiema
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

    fn legal_moves(&self, out: &mut Vec<EsiemaMove>) {
        if self.finished.is_some() {
            return;
        }
        let start = out.len();
        self.legal_small(out);
        if out[start..] == [EsiemaMove::Pass] || self.setup {
            return;
        }
        for o in bits(self.sow_origins()) {
            if let Some(b) = self.sow_builder(o) {
                enumerate_sow(&b, out);
            }
        }
    }

    fn count_moves(&self) -> Result<u128, TooManyToCount> {
        if self.finished.is_some() {
            return Ok(0);
        }
        let (mut total, sowings) = self.small_count();
        if !sowings {
            return Ok(total);
        }
        let h = Hex::get();
        let me = self.to_move as usize - 1;
        for o in bits(self.sow_origins()) {
            let hand = self.pits[o as usize];
            if hand.total() > COUNT_LIMIT {
                return Err(TooManyToCount);
            }
            let paths = count_paths(h, o, hand.total(), 1 << o);
            let orders = count_orders(&hand, me);
            total = paths
                .checked_mul(orders)
                .and_then(|x| x.checked_add(total))
                .ok_or(TooManyToCount)?;
        }
        Ok(total)
    }

    fn moves_at_most(&self, limit: u128) -> Option<u128> {
        if self.finished.is_some() {
            return Some(0);
        }
        let (mut total, sowings) = self.small_count();
        if !sowings {
            return (total <= limit).then_some(total);
        }
        let h = Hex::get();
        let me = self.to_move as usize - 1;
        for o in bits(self.sow_origins()) {
            if total > limit {
                return None;
            }
            let hand = self.pits[o as usize];
            let orders = count_orders(&hand, me).max(1);
            let cap = (limit - total) / orders;
            let paths = count_paths_capped(h, o, hand.total(), 1 << o, cap);
            total = total.saturating_add(paths.saturating_mul(orders));
        }
        (total <= limit).then_some(total)
    }

    fn parse_move(&self, text: &str) -> Result<EsiemaMove, MoveError> {
        if self.finished.is_some() {
            return Err(MoveError::GameOver);
        }
        let m = self.parse_syntax(text)?;
        self.check(&m)?;
        Ok(m)
    }

    fn play_unchecked(&mut self, mv: &EsiemaMove, events: Option<&mut Vec<Event>>) -> bool {
        self.play_move(mv, events)
    }

    fn key(&self) -> u128 {
        let mut k = Vec::with_capacity(HEX_PITS * 7 + 40);
        for s in &self.pits {
            k.extend_from_slice(&s.small);
            k.push(s.mothers);
        }
        k.push(self.to_move);
        k.push(self.setup as u8);
        k.push(self.out);
        k.extend_from_slice(&self.placed);
        k.extend_from_slice(&self.reserve);
        for c in self.captured {
            k.extend_from_slice(&c.to_le_bytes());
        }
        crate::hash::key_of(&k)
    }

    fn to_json(&self) -> Map<String, Value> {
        self.write_json()
    }

    fn replay(&self, events: &[Event]) -> Result<Esiema, ReplayError> {
        self.replay_events(events).map_err(ReplayError::Events)
    }

    fn steps(&self, prefix: &[Step]) -> Result<StepInfo<EsiemaMove>, MoveError> {
        self.build_steps(prefix)
    }

    fn random_move(&self, rng: &mut Rng, _buf: &mut Vec<EsiemaMove>) -> Option<EsiemaMove> {
        self.random_legal(rng, _buf)
    }

    fn pieces_total(&self) -> u32 {
        let n = self.players as usize;
        let board: u32 = self.pits.iter().map(|s| s.total()).sum();
        let unplaced_mothers = (0..n)
            .filter(|&i| self.placed[i] == 0 && !self.is_out(i as u8 + 1))
            .count() as u32;
        board
            + self.reserve[..n].iter().map(|&x| x as u32).sum::<u32>()
            + self.captured[..n].iter().map(|&x| x as u32).sum::<u32>()
            + self.out.count_ones()
            + unplaced_mothers
    }
}
