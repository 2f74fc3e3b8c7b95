//! Esiema (RULES.md §3): the hexagon for 2–6 players, path sowing with mixed spheres,
//! mother spheres, reproduction and elimination.
//!
//! Sowing moves are too many to list, so the main interface is incremental: `SowBuilder`
//! offers each next path pit only while a self-avoiding continuation of the remaining
//! length exists, and each sphere kind only while an own sphere is left for last.
//! `count` multiplies, per origin, the number of self-avoiding paths by the number of
//! drop orders whose last sphere is the mover's: every path goes with every order.

use std::fmt;

use serde_json::{Map, Value};
use smallvec::SmallVec;

use crate::board::{HEX_PITS, Hex, HexSet, PitId};
use crate::core::{
    Finished, GameKind, MoveError, Phase, PositionError, Rules, Step, StepInfo, TooManyToCount,
    emit,
};
use crate::event::{Contents, Event};
use crate::json::{self, err};
use crate::piece::{BigLetter, Piece, Player, format_contents, parse_contents, piece_text};
use crate::reason::EndReason;
use crate::rng::Rng;
use crate::view::Counters;

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

/// A complete Esiema move.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum EsiemaMove {
    /// Setup: one sphere (the mother first) into a pit (`@d4`).
    Place(PitId),
    /// Sow the origin along a path, one sphere a pit (`d4>e4:1>f5:M2`).
    Sow {
        origin: PitId,
        drops: SmallVec<[(PitId, Piece); 14]>,
    },
    /// A lone own sphere moves to an adjacent pit (`d4>e4`).
    Single { from: PitId, to: PitId },
    /// Small spheres from the reserve into the lone mother's pit (`d4+5`).
    Reproduce { pit: PitId, count: u8 },
    /// Only when no move exists.
    Pass,
}

impl fmt::Display for EsiemaMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let h = Hex::get();
        match self {
            EsiemaMove::Place(p) => write!(f, "@{}", h.name(*p)),
            EsiemaMove::Sow { origin, drops } => {
                f.write_str(h.name(*origin))?;
                for (p, piece) in drops {
                    write!(f, ">{}:{}", h.name(*p), piece_text(*piece, BigLetter::M))?;
                }
                Ok(())
            }
            EsiemaMove::Single { from, to } => write!(f, "{}>{}", h.name(*from), h.name(*to)),
            EsiemaMove::Reproduce { pit, count } => write!(f, "{}+{count}", h.name(*pit)),
            EsiemaMove::Pass => f.write_str("pass"),
        }
    }
}

/// The spheres in a pit or a hand: small ones per player and a bit per mother.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Spheres {
    pub small: [u8; MAX_PLAYERS],
    pub mothers: u8,
}

impl Spheres {
    /// Number of spheres.
    pub fn total(&self) -> u32 {
        self.small.iter().map(|&n| n as u32).sum::<u32>() + self.mothers.count_ones()
    }

    /// Spheres of player index `p` (small and mother).
    pub fn own(&self, p: usize) -> u32 {
        self.small[p] as u32 + (self.mothers >> p & 1) as u32
    }

    fn count(&self, piece: Piece) -> u32 {
        match piece {
            Piece::Small(p) => self.small[p as usize - 1] as u32,
            Piece::Big(p) => (self.mothers >> (p - 1) & 1) as u32,
        }
    }

    fn add(&mut self, piece: Piece) {
        match piece {
            Piece::Small(p) => self.small[p as usize - 1] += 1,
            Piece::Big(p) => self.mothers |= 1 << (p - 1),
        }
    }

    fn remove(&mut self, piece: Piece) {
        match piece {
            Piece::Small(p) => self.small[p as usize - 1] -= 1,
            Piece::Big(p) => self.mothers &= !(1 << (p - 1)),
        }
    }

    /// The kinds present, mothers first, by player.
    fn kinds(&self) -> SmallVec<[Piece; 12]> {
        let mut v = SmallVec::new();
        for p in 0..MAX_PLAYERS {
            if self.mothers >> p & 1 == 1 {
                v.push(Piece::Big(p as u8 + 1));
            }
        }
        for p in 0..MAX_PLAYERS {
            if self.small[p] > 0 {
                v.push(Piece::Small(p as u8 + 1));
            }
        }
        v
    }

    /// Every sphere, one entry each, kind by kind.
    fn pieces(&self) -> SmallVec<[Piece; 16]> {
        let mut v = SmallVec::new();
        for k in self.kinds() {
            for _ in 0..self.count(k) {
                v.push(k);
            }
        }
        v
    }

    /// The spheres, typed.
    pub fn contents(&self) -> Contents {
        let mut c = Contents::default();
        for p in 0..MAX_PLAYERS {
            c.big[p] = (self.mothers >> p & 1) as u32;
            c.small[p] = self.small[p] as u32;
        }
        c
    }

    /// Contents text (`M1 2*3`).
    pub fn text(&self, players: u8) -> String {
        let n = players as usize;
        let big: Vec<u32> = (0..n).map(|p| (self.mothers >> p & 1) as u32).collect();
        let small: Vec<u32> = self.small[..n].iter().map(|&x| x as u32).collect();
        format_contents(&big, &small, BigLetter::M)
    }
}

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

fn bits(mut s: HexSet) -> impl Iterator<Item = PitId> {
    std::iter::from_fn(move || {
        if s == 0 {
            return None;
        }
        let p = s.trailing_zeros() as PitId;
        s &= s - 1;
        Some(p)
    })
}

/// Pits reachable from `p` through pits not in `blocked` (`p` itself excluded).
fn region(h: &Hex, p: PitId, blocked: HexSet) -> HexSet {
    let mut seen: HexSet = 1 << p;
    let mut frontier = seen;
    while frontier != 0 {
        let mut next = 0;
        for q in bits(frontier) {
            next |= h.adjacent_set(q);
        }
        next &= !blocked & !seen;
        seen |= next;
        frontier = next;
    }
    seen & !(1 << p)
}

/// Whether a self-avoiding path of `len` more pits starts next to `p`, avoiding `used`
/// (which contains `p`).
pub fn can_extend(h: &Hex, p: PitId, len: u32, used: HexSet) -> bool {
    if len == 0 {
        return true;
    }
    let free = h.adjacent_set(p) & !used;
    if free == 0 {
        return false;
    }
    if len == 1 {
        return true;
    }
    // Plain depth-first search usually succeeds at once; within a budget its answer is
    // exact. Past the budget, search again pruning by the size of the reachable region.
    let mut budget = 2 * len as i32 + 16;
    if let Some(found) = dfs_budget(h, p, len, used, &mut budget) {
        return found;
    }
    dfs_pruned(h, p, len, used)
}

fn dfs_budget(h: &Hex, p: PitId, len: u32, used: HexSet, budget: &mut i32) -> Option<bool> {
    if len == 0 {
        return Some(true);
    }
    *budget -= 1;
    if *budget < 0 {
        return None;
    }
    for q in bits(h.adjacent_set(p) & !used) {
        if dfs_budget(h, q, len - 1, used | 1 << q, budget)? {
            return Some(true);
        }
    }
    Some(false)
}

fn dfs_pruned(h: &Hex, p: PitId, len: u32, used: HexSet) -> bool {
    if len == 0 {
        return true;
    }
    if region(h, p, used).count_ones() < len {
        return false;
    }
    bits(h.adjacent_set(p) & !used).any(|q| dfs_pruned(h, q, len - 1, used | 1 << q))
}

/// Number of self-avoiding paths of `len` pits starting next to `p` and avoiding `used`.
pub fn count_paths(h: &Hex, p: PitId, len: u32, used: HexSet) -> u128 {
    count_paths_capped(h, p, len, used, u128::MAX)
}

/// `count_paths`, but it stops early once the count passes `cap` (it then returns some
/// number above `cap`).
pub fn count_paths_capped(h: &Hex, p: PitId, len: u32, used: HexSet, cap: u128) -> u128 {
    let free = h.adjacent_set(p) & !used;
    match len {
        0 => 1,
        1 => free.count_ones() as u128,
        _ => {
            let mut total = 0;
            for q in bits(free) {
                total += count_paths_capped(h, q, len - 1, used | 1 << q, cap - total.min(cap));
                if total > cap {
                    break;
                }
            }
            total
        }
    }
}

/// Number of distinct drop orders of `hand` whose last sphere belongs to player index `me`.
pub fn count_orders(hand: &Spheres, me: usize) -> u128 {
    let kinds = hand.kinds();
    let counts: SmallVec<[u32; 12]> = kinds.iter().map(|&k| hand.count(k)).collect();
    let mut total = 0u128;
    for (i, k) in kinds.iter().enumerate() {
        if k.owner() as usize - 1 != me {
            continue;
        }
        let mut c = counts.clone();
        c[i] -= 1;
        total += multinomial(&c);
    }
    total
}

fn multinomial(counts: &[u32]) -> u128 {
    let mut result = 1u128;
    let mut n = 0u128;
    for &c in counts {
        for j in 1..=c as u128 {
            n += 1;
            result = result * n / j;
        }
    }
    result
}

/// A sowing being built step by step: a path pit, then the sphere dropped there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SowBuilder {
    origin: PitId,
    me: usize,
    hand: Spheres,
    used: HexSet,
    end: PitId,
    pending: Option<PitId>,
    drops: SmallVec<[(PitId, Piece); 14]>,
}

impl SowBuilder {
    /// Starts sowing `origin` of `pos` (it must be sowable by the player to move).
    pub fn new(pos: &Esiema, origin: PitId) -> Option<SowBuilder> {
        let me = pos.to_move as usize - 1;
        let hand = pos.pits[origin as usize];
        if pos.setup || hand.total() < 2 || hand.own(me) == 0 {
            return None;
        }
        let b = SowBuilder {
            origin,
            me,
            hand,
            used: 1 << origin,
            end: origin,
            pending: None,
            drops: SmallVec::new(),
        };
        can_extend(Hex::get(), origin, hand.total(), b.used).then_some(b)
    }

    /// Spheres still to drop.
    pub fn remaining(&self) -> u32 {
        self.hand.total()
    }

    /// The pit chosen for the next drop, if any.
    pub fn pending(&self) -> Option<PitId> {
        self.pending
    }

    /// Pits that may come next (when no pit is pending).
    pub fn next_pits(&self, out: &mut SmallVec<[PitId; 6]>) {
        if self.pending.is_some() {
            return;
        }
        let h = Hex::get();
        let left = self.hand.total().saturating_sub(1);
        for q in bits(h.adjacent_set(self.end) & !self.used) {
            if can_extend(h, q, left, self.used | 1 << q) {
                out.push(q);
            }
        }
    }

    /// Sphere kinds that may drop into the pending pit.
    pub fn next_pieces(&self, out: &mut SmallVec<[Piece; 12]>) {
        if self.pending.is_none() {
            return;
        }
        let last = self.hand.total() == 1;
        let own = self.hand.own(self.me);
        for k in self.hand.kinds() {
            let mine = k.owner() as usize - 1 == self.me;
            if (last && mine) || (!last && (!mine || own > 1)) {
                out.push(k);
            }
        }
    }

    /// Chooses the next pit (must be offered).
    pub fn push_pit(&mut self, q: PitId) -> bool {
        let mut v = SmallVec::new();
        self.next_pits(&mut v);
        if !v.contains(&q) {
            return false;
        }
        self.pending = Some(q);
        self.used |= 1 << q;
        self.end = q;
        true
    }

    /// Drops a sphere into the pending pit (must be offered).
    pub fn push_piece(&mut self, k: Piece) -> bool {
        let mut v = SmallVec::new();
        self.next_pieces(&mut v);
        if !v.contains(&k) {
            return false;
        }
        let q = self.pending.take().expect("pending pit");
        self.hand.remove(k);
        self.drops.push((q, k));
        true
    }

    /// The move, once every sphere has dropped.
    pub fn complete(&self) -> Option<EsiemaMove> {
        (self.hand.total() == 0).then(|| EsiemaMove::Sow {
            origin: self.origin,
            drops: self.drops.clone(),
        })
    }

    /// Finishes the move at random: random self-avoiding extension (backtracking when
    /// stuck) and a random order with an own sphere kept for last.
    pub fn finish_random(&mut self, rng: &mut Rng) -> EsiemaMove {
        let h = Hex::get();
        if let Some(q) = self.pending.take() {
            self.used &= !(1 << q);
            self.end = self.drops.last().map(|d| d.0).unwrap_or(self.origin);
        }
        let need = self.hand.total();
        let mut path: SmallVec<[PitId; 16]> = SmallVec::new();
        let ok = random_path(h, self.end, need, self.used, rng, &mut path);
        debug_assert!(ok, "the builder only reaches extendable states");
        // Order: the last sphere is a uniformly chosen own sphere, the rest shuffled.
        let mut seq = self.hand.pieces();
        let own_idx: SmallVec<[usize; 16]> = (0..seq.len())
            .filter(|&i| seq[i].owner() as usize - 1 == self.me)
            .collect();
        let pick = own_idx[rng.below(own_idx.len() as u64) as usize];
        let n = seq.len();
        seq.swap(pick, n - 1);
        shuffle_all_but_last(&mut seq, rng);
        for (q, k) in path.iter().zip(seq.iter()) {
            self.hand.remove(*k);
            self.used |= 1 << q;
            self.end = *q;
            self.drops.push((*q, *k));
        }
        self.complete().expect("all spheres dropped")
    }
}

/// Shuffles a drop order, keeping its last sphere last.
fn shuffle_all_but_last(seq: &mut [Piece], rng: &mut Rng) {
    for i in (1..seq.len().saturating_sub(1)).rev() {
        let j = rng.below(i as u64 + 1) as usize;
        seq.swap(i, j);
    }
}

/// A random self-avoiding path of `len` pits from next to `p`, with backtracking.
fn random_path(
    h: &Hex,
    p: PitId,
    len: u32,
    used: HexSet,
    rng: &mut Rng,
    out: &mut SmallVec<[PitId; 16]>,
) -> bool {
    if len == 0 {
        return true;
    }
    let mut cand: SmallVec<[PitId; 6]> = bits(h.adjacent_set(p) & !used).collect();
    while !cand.is_empty() {
        let i = rng.below(cand.len() as u64) as usize;
        let q = cand.swap_remove(i);
        out.push(q);
        if random_path(h, q, len - 1, used | 1 << q, rng, out) {
            return true;
        }
        out.pop();
    }
    false
}

/// A random self-avoiding path of `len` pits from next to `p` that ends in `target`
/// (and meets it only there), avoiding `used`; gives up after `budget` tries.
#[allow(clippy::too_many_arguments)]
fn random_path_to(
    h: &Hex,
    p: PitId,
    target: PitId,
    len: u32,
    used: HexSet,
    rng: &mut Rng,
    out: &mut SmallVec<[PitId; 16]>,
    budget: &mut u32,
) -> bool {
    if len == 1 {
        if h.is_adjacent(p, target) && used >> target & 1 == 0 {
            out.push(target);
            return true;
        }
        return false;
    }
    let mut cand: SmallVec<[PitId; 6]> = bits(h.adjacent_set(p) & !used & !(1 << target))
        .filter(|&q| h.distance(q, target) < len)
        .collect();
    while !cand.is_empty() && *budget > 0 {
        *budget -= 1;
        let i = rng.below(cand.len() as u64) as usize;
        let q = cand.swap_remove(i);
        out.push(q);
        if random_path_to(h, q, target, len - 1, used | 1 << q, rng, out, budget) {
            return true;
        }
        out.pop();
    }
    false
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
            return err("esiema is for 2 to 6 players");
        }
        if opts.spheres.len() != players as usize
            || opts.spheres.iter().any(|&n| !(1..=70).contains(&n))
        {
            return err("option 'spheres' must list 1..70 small spheres for each player");
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

    fn in_play(&self) -> Vec<Player> {
        (1..=self.players).filter(|&p| !self.is_out(p)).collect()
    }

    /// Passes the turn on after a play-phase ply, eliminating whoever cannot go on.
    /// Returns whether someone went out.
    fn pass_turn(&mut self, from: Player, events: &mut Option<&mut Vec<Event>>) -> bool {
        let mut eliminated = false;
        let mut p = from;
        loop {
            p = p % self.players + 1;
            if self.is_out(p) {
                continue;
            }
            let i = p as usize - 1;
            if self.players as u32 - self.out.count_ones() <= 1 {
                break;
            }
            if self.small_on_board(i) == 0 && !self.can_reproduce(i) {
                let m = self.mother_at[i];
                if m != NO_PIT {
                    self.pits[m as usize].mothers &= !(1 << i);
                }
                self.mother_at[i] = NO_PIT;
                self.out |= 1 << i;
                eliminated = true;
                emit!(
                    events,
                    Event::Eliminate {
                        player: p,
                        pit: (m != NO_PIT).then_some(m)
                    }
                );
                continue;
            }
            break;
        }
        self.to_move = p;
        if self.players as u32 - self.out.count_ones() == 1 {
            self.to_move = self.in_play()[0];
        }
        eliminated
    }

    fn one_each_left(&self) -> bool {
        (0..self.players as usize)
            .filter(|&p| !self.is_out(p as u8 + 1))
            .all(|p| self.small_on_board(p) + self.reserve[p] as u32 == 1)
    }

    /// Reads a position object.
    pub fn from_json(obj: &Map<String, Value>) -> Result<Esiema, PositionError> {
        json::check_keys(
            obj,
            GameKind::Esiema,
            &[
                "pits",
                "reserve",
                "captured",
                "out",
                "placed",
                "quiet",
                "countdown",
            ],
        )?;
        let hdr = json::header(obj, GameKind::Esiema, Phase::Setup)?;
        let players = hdr.players;
        let n = players as usize;
        let mut opts = EsiemaOptions {
            spheres: vec![70; n],
            quiet_limit: 300,
        };
        for (k, v) in &json::options(obj)? {
            match k.as_str() {
                "quiet_limit" => opts.quiet_limit = json::quiet_limit(v)?,
                "spheres" => {
                    let list: Option<Vec<u8>> = match v {
                        Value::Array(a) => a
                            .iter()
                            .map(|x| x.as_u64().filter(|n| (1..=70).contains(n)).map(|n| n as u8))
                            .collect(),
                        Value::Number(x) => x
                            .as_u64()
                            .filter(|n| (1..=70).contains(n))
                            .map(|m| vec![m as u8; n]),
                        _ => None,
                    };
                    match list {
                        Some(l) if l.len() == n => opts.spheres = l,
                        _ => return err(format!("option 'spheres' must list {n} counts of 1..70")),
                    }
                }
                _ => return err(format!("unknown option '{k}' for esiema")),
            }
        }
        let mut pos = Esiema::new(players, opts)?;
        let h = Hex::get();
        for (name, text) in json::pits(obj)? {
            let pit = h
                .parse(name)
                .ok_or_else(|| PositionError::new(format!("unknown pit '{name}' for esiema")))?;
            for (piece, c) in parse_contents(text, players, Some(BigLetter::M))
                .map_err(|e| PositionError::new(format!("pit {name}: {e}")))?
            {
                let i = piece.owner() as usize - 1;
                match piece {
                    Piece::Big(_) => {
                        if c != 1 || pos.mother_at[i] != NO_PIT {
                            return err(format!("player {} has two mother spheres", i + 1));
                        }
                        pos.mother_at[i] = pit;
                        pos.pits[pit as usize].mothers |= 1 << i;
                    }
                    Piece::Small(_) => {
                        let sum = pos.pits[pit as usize].small[i] as u32 + c;
                        if sum > 200 {
                            return err(format!("pit {name} holds too many spheres"));
                        }
                        pos.pits[pit as usize].small[i] = sum as u8;
                    }
                }
            }
        }
        let setup = hdr.phase == Phase::Setup;
        let placed = json::counts(obj, "placed", n, vec![0; n])?;
        for (i, &pl) in placed.iter().enumerate() {
            if pl > pos.quota(i) {
                return err(format!(
                    "player {} placed more than {} spheres",
                    i + 1,
                    pos.quota(i)
                ));
            }
            pos.placed[i] = pl as u8;
            if setup && (pl >= 1) != (pos.mother_at[i] != NO_PIT) {
                return err(format!(
                    "player {}'s mother on the board disagrees with 'placed'",
                    i + 1
                ));
            }
        }
        let default_reserve: Vec<u32> = (0..n)
            .map(|i| {
                let total = pos.opts.spheres[i] as u32;
                if setup {
                    total.saturating_sub((placed[i]).saturating_sub(1))
                } else {
                    total.saturating_sub(SETUP_QUOTA - 1)
                }
            })
            .collect();
        for (i, r) in json::counts(obj, "reserve", n, default_reserve)?
            .into_iter()
            .enumerate()
        {
            if r > 70 {
                return err("'reserve' counts must be 0..70");
            }
            pos.reserve[i] = r as u8;
        }
        for (i, c) in json::counts(obj, "captured", n, vec![0; n])?
            .into_iter()
            .enumerate()
        {
            pos.captured[i] = c.min(60_000) as u16;
        }
        pos.out = json::out_set(obj, players)?;
        pos.quiet = json::counter(obj, "quiet", 0)?;
        pos.countdown = match obj.get("countdown") {
            None | Some(Value::Null) => None,
            Some(v) => match v.as_u64() {
                Some(c) if c <= COUNTDOWN as u64 => Some(c as u32),
                _ => return err("'countdown' must be null or 0..15"),
            },
        };
        pos.to_move = hdr.to_move;
        pos.setup = setup;
        if pos.is_out(pos.to_move) {
            return err(format!("to_move names player {}, who is out", pos.to_move));
        }
        for i in 0..n {
            let has = pos.pits.iter().any(|s| s.own(i) > 0);
            if pos.is_out(i as u8 + 1) {
                if has {
                    return err(format!(
                        "player {} is out but has spheres on the board",
                        i + 1
                    ));
                }
            } else if hdr.phase == Phase::Play && pos.mother_at[i] == NO_PIT {
                return err(format!(
                    "player {} is in play without a mother sphere",
                    i + 1
                ));
            }
        }
        if setup
            && pos.placed[pos.to_move as usize - 1] as u32 >= pos.quota(pos.to_move as usize - 1)
        {
            return err("the player to move in setup has placed all their spheres");
        }
        if hdr.phase == Phase::Play && pos.in_play().len() < 2 {
            return err("a game in play needs two players in play");
        }
        pos.finished = hdr.finished.map(Box::new);
        Ok(pos)
    }

    fn parse_syntax(&self, text: &str) -> Result<EsiemaMove, MoveError> {
        let h = Hex::get();
        let syntax = |m: &str| MoveError::Syntax(format!("'{text}': {m}"));
        let pit = |s: &str| {
            h.parse(s)
                .ok_or_else(|| syntax(&format!("unknown pit '{s}'")))
        };
        if text == "pass" {
            return Ok(EsiemaMove::Pass);
        }
        if let Some(p) = text.strip_prefix('@') {
            return Ok(EsiemaMove::Place(pit(p)?));
        }
        if let Some((p, c)) = text.split_once('+') {
            let count = match c.parse::<u8>() {
                Ok(n) if (1..=REPRODUCE_MAX).contains(&n) && !c.starts_with('0') => n,
                _ => return Err(syntax("reproduce 1..11 spheres")),
            };
            return Ok(EsiemaMove::Reproduce {
                pit: pit(p)?,
                count,
            });
        }
        let mut parts = text.split('>');
        let origin = pit(parts.next().unwrap_or_default())?;
        let rest: Vec<&str> = parts.collect();
        if rest.is_empty() {
            return Err(syntax(
                "not an Esiema move (@d4, d4>e4:1>…, d4>e4, d4+5, pass)",
            ));
        }
        if rest.len() == 1 && !rest[0].contains(':') {
            return Ok(EsiemaMove::Single {
                from: origin,
                to: pit(rest[0])?,
            });
        }
        let mut drops = SmallVec::new();
        for r in rest {
            let (p, k) = r
                .split_once(':')
                .ok_or_else(|| syntax("each path pit needs ':' and the sphere dropped"))?;
            let runs =
                parse_contents(k, self.players, Some(BigLetter::M)).map_err(|e| syntax(&e.0))?;
            if runs.len() != 1 || runs[0].1 != 1 || k.contains('*') {
                return Err(syntax("one sphere per path pit"));
            }
            drops.push((pit(p)?, runs[0].0));
        }
        Ok(EsiemaMove::Sow { origin, drops })
    }

    fn check(&self, m: &EsiemaMove) -> Result<(), String> {
        let h = Hex::get();
        let me = self.to_move as usize - 1;
        match m {
            EsiemaMove::Pass => {
                let mut v = Vec::new();
                self.legal_small(&mut v);
                if v == [EsiemaMove::Pass] {
                    Ok(())
                } else {
                    Err("pass only when no move exists".into())
                }
            }
            EsiemaMove::Place(p) => {
                if !self.setup {
                    return Err("placements only in the setup phase".into());
                }
                if self.pits[*p as usize].total() >= SETUP_PIT_LIMIT {
                    return Err(format!("{} already holds 12 spheres", h.name(*p)));
                }
                Ok(())
            }
            _ if self.setup => Err("the setup phase needs a placement (@…)".into()),
            EsiemaMove::Reproduce { pit, count } => {
                if self.mother_at[me] != *pit {
                    return Err(format!(
                        "the mother of player {} is not in {}",
                        me + 1,
                        h.name(*pit)
                    ));
                }
                if !self.can_reproduce(me) {
                    return Err(
                        "reproduce only with the mother alone in her pit and a reserve".into(),
                    );
                }
                if *count > self.reserve[me] {
                    return Err(format!("only {} spheres in the reserve", self.reserve[me]));
                }
                Ok(())
            }
            EsiemaMove::Single { from, to } => {
                let c = self.pits[*from as usize];
                if c.total() != 1 || c.own(me) != 1 {
                    return Err(format!(
                        "{} does not hold exactly one sphere of player {}",
                        h.name(*from),
                        me + 1
                    ));
                }
                if !h.is_adjacent(*from, *to) {
                    return Err(format!("{} is not next to {}", h.name(*to), h.name(*from)));
                }
                Ok(())
            }
            EsiemaMove::Sow { origin, drops } => {
                let mut hand = self.pits[*origin as usize];
                if hand.own(me) == 0 || hand.total() < 2 {
                    return Err(format!(
                        "{} cannot be sown by player {} (at least 2 spheres, one own)",
                        h.name(*origin),
                        me + 1
                    ));
                }
                if drops.len() as u32 != hand.total() {
                    return Err(format!(
                        "{} spheres taken need a path of {} pits",
                        hand.total(),
                        hand.total()
                    ));
                }
                let mut used: HexSet = 1 << origin;
                let mut prev = *origin;
                for (p, k) in drops {
                    if !h.is_adjacent(prev, *p) {
                        return Err(format!("{} is not next to {}", h.name(*p), h.name(prev)));
                    }
                    if used >> p & 1 == 1 {
                        return Err(format!("{} is used twice (or is the origin)", h.name(*p)));
                    }
                    if hand.count(*k) == 0 {
                        return Err(format!(
                            "no sphere {} left in hand",
                            piece_text(*k, BigLetter::M)
                        ));
                    }
                    hand.remove(*k);
                    used |= 1 << p;
                    prev = *p;
                }
                let last = drops.last().expect("drops").1;
                if last.owner() as usize - 1 != me {
                    return Err("the last sphere dropped must be the mover's own".into());
                }
                Ok(())
            }
        }
    }

    /// The number of moves other than sowings, and whether sowings may be added to it
    /// (not in the setup, not when the only move is a pass).
    fn small_count(&self) -> (u128, bool) {
        let mut small = Vec::new();
        self.legal_small(&mut small);
        let sowings = !self.setup && small != [EsiemaMove::Pass];
        (small.len() as u128, sowings)
    }

    /// Every move but sowings, and `pass` when nothing at all exists.
    fn legal_small(&self, out: &mut Vec<EsiemaMove>) {
        if self.finished.is_some() {
            return;
        }
        let h = Hex::get();
        if self.setup {
            for p in 0..HEX_PITS as PitId {
                if self.pits[p as usize].total() < SETUP_PIT_LIMIT {
                    out.push(EsiemaMove::Place(p));
                }
            }
            return;
        }
        let before = out.len();
        for from in bits(self.singles()) {
            for &to in h.adjacent(from) {
                out.push(EsiemaMove::Single { from, to });
            }
        }
        let me = self.to_move as usize - 1;
        for count in 1..=self.reproduce_max() {
            out.push(EsiemaMove::Reproduce {
                pit: self.mother_at[me],
                count,
            });
        }
        if out.len() == before
            && !bits(self.sow_origins())
                .any(|o| can_extend(h, o, self.pits[o as usize].total(), 1 << o))
        {
            out.push(EsiemaMove::Pass);
        }
    }

    /// Sowings that capture: for the pits holding other players' small spheres and no
    /// mother, most spheres first, one sowing from each own pit that can end there with
    /// an own small sphere (random path and drop order), up to `limit` moves. A path
    /// search that takes too long is skipped, so this may miss some captures; every move
    /// it gives is legal and captures.
    pub fn capture_sowings(&self, rng: &mut Rng, limit: usize, out: &mut Vec<EsiemaMove>) {
        if self.finished.is_some() || self.setup || limit == 0 {
            return;
        }
        let h = Hex::get();
        let me = self.to_move as usize - 1;
        let mut targets: SmallVec<[(u32, PitId); 32]> = SmallVec::new();
        for (i, c) in self.pits.iter().enumerate() {
            let theirs = c.small.iter().map(|&n| n as u32).sum::<u32>() - c.small[me] as u32;
            if c.mothers == 0 && theirs > 0 {
                targets.push((theirs, i as PitId));
            }
        }
        targets.sort_by_key(|&(n, t)| (std::cmp::Reverse(n), t));
        let origins = self.sow_origins();
        let start = out.len();
        let mut path: SmallVec<[PitId; 16]> = SmallVec::new();
        for &(_, t) in &targets {
            for o in bits(origins) {
                let hand = self.pits[o as usize];
                let len = hand.total();
                if hand.small[me] == 0 || o == t || h.distance(o, t) > len {
                    continue;
                }
                path.clear();
                let mut budget = 4 * len + 16;
                if !random_path_to(h, o, t, len, 1 << o, rng, &mut path, &mut budget) {
                    continue;
                }
                // Drop order: the others shuffled, an own small sphere last.
                let mut rest = hand;
                rest.remove(Piece::Small(me as u8 + 1));
                let mut seq = rest.pieces();
                seq.push(Piece::Small(me as u8 + 1));
                shuffle_all_but_last(&mut seq, rng);
                out.push(EsiemaMove::Sow {
                    origin: o,
                    drops: path.iter().copied().zip(seq).collect(),
                });
                if out.len() - start >= limit {
                    return;
                }
            }
        }
    }

    /// The builder of a sowing from `origin`, if it can be sown.
    pub fn sow_builder(&self, origin: PitId) -> Option<SowBuilder> {
        if self.finished.is_some() {
            return None;
        }
        SowBuilder::new(self, origin)
    }

    /// The builder state reached by following `steps` after the origin.
    fn sow_from_steps(&self, origin: PitId, steps: &[Step]) -> Result<SowBuilder, MoveError> {
        let mut b = self
            .sow_builder(origin)
            .ok_or_else(|| MoveError::Illegal("that pit cannot be sown".into()))?;
        for s in steps {
            let ok = match *s {
                Step::Pit(q) => b.push_pit(q),
                Step::Piece(k) => b.push_piece(k),
                _ => false,
            };
            if !ok {
                return Err(MoveError::Illegal(format!(
                    "step {s:?} is not offered here"
                )));
            }
        }
        Ok(b)
    }
}

fn enumerate_sow(b: &SowBuilder, out: &mut Vec<EsiemaMove>) {
    if let Some(m) = b.complete() {
        out.push(m);
        return;
    }
    if b.pending.is_none() {
        let mut v = SmallVec::new();
        b.next_pits(&mut v);
        for q in v {
            let mut c = b.clone();
            c.push_pit(q);
            enumerate_sow(&c, out);
        }
    } else {
        let mut v = SmallVec::new();
        b.next_pieces(&mut v);
        for k in v {
            let mut c = b.clone();
            c.push_piece(k);
            enumerate_sow(&c, out);
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
        self.check(&m).map_err(MoveError::Illegal)?;
        Ok(m)
    }

    fn play_unchecked(&mut self, mv: &EsiemaMove, mut events: Option<&mut Vec<Event>>) -> bool {
        let me = self.to_move as usize - 1;
        let mover = self.to_move;
        let name = |p: PitId| -> PitId { p };
        let mut captured = false;
        match mv {
            EsiemaMove::Place(p) => {
                let piece = if self.placed[me] == 0 {
                    self.mother_at[me] = *p;
                    Piece::Big(mover)
                } else {
                    self.reserve[me] -= 1;
                    Piece::Small(mover)
                };
                self.pits[*p as usize].add(piece);
                self.placed[me] += 1;
                emit!(
                    events,
                    Event::Place {
                        pit: name(*p),
                        piece,
                        player: mover
                    }
                );
                // Next player with spheres left to place; play begins with player 1.
                let next = (1..=self.players)
                    .map(|d| (self.to_move - 1 + d) % self.players + 1)
                    .find(|&q| (self.placed[q as usize - 1] as u32) < self.quota(q as usize - 1));
                match next {
                    Some(q) => {
                        self.to_move = q;
                        emit!(events, Event::Turn { player: q });
                    }
                    None => {
                        // Play begins with player 1; placements were not plies.
                        self.setup = false;
                        let went_out = self.pass_turn(self.players, &mut events);
                        emit!(
                            events,
                            Event::Turn {
                                player: self.to_move
                            }
                        );
                        if went_out {
                            self.quiet = 0;
                        }
                        if self.countdown.is_none() && self.one_each_left() {
                            self.countdown = Some(COUNTDOWN);
                        }
                        self.check_end(&mut events);
                    }
                }
                return false;
            }
            EsiemaMove::Pass => emit!(events, Event::Pass { player: mover }),
            EsiemaMove::Reproduce { pit, count } => {
                self.reserve[me] -= count;
                self.pits[*pit as usize].small[me] += count;
                emit!(
                    events,
                    Event::Produce {
                        pit: name(*pit),
                        player: mover,
                        pieces: Contents::small(mover, *count as u32)
                    }
                );
            }
            EsiemaMove::Single { from, to } => {
                let c = self.pits[*from as usize];
                let piece = c.kinds()[0];
                self.pits[*from as usize] = Spheres::default();
                self.pits[*to as usize].add(piece);
                if let Piece::Big(_) = piece {
                    self.mother_at[me] = *to;
                }
                let t = Contents::one(piece);
                emit!(
                    events,
                    Event::Lift {
                        pit: name(*from),
                        pieces: t
                    }
                );
                emit!(
                    events,
                    Event::Step {
                        from: name(*from),
                        to: name(*to),
                        pieces: t
                    }
                );
                emit!(
                    events,
                    Event::Drop {
                        pit: name(*to),
                        piece
                    }
                );
            }
            EsiemaMove::Sow { origin, drops } => {
                let hand = self.pits[*origin as usize];
                self.pits[*origin as usize] = Spheres::default();
                emit!(
                    events,
                    Event::Lift {
                        pit: name(*origin),
                        pieces: hand.contents()
                    }
                );
                for (p, k) in drops {
                    self.pits[*p as usize].add(*k);
                    if let Piece::Big(q) = k {
                        self.mother_at[*q as usize - 1] = *p;
                    }
                    emit!(
                        events,
                        Event::Drop {
                            pit: name(*p),
                            piece: *k
                        }
                    );
                }
                let (last, k) = *drops.last().expect("drops");
                let cell = &mut self.pits[last as usize];
                if matches!(k, Piece::Small(_)) && cell.mothers == 0 {
                    let mut taken = Spheres::default();
                    for q in 0..MAX_PLAYERS {
                        if q != me && cell.small[q] > 0 {
                            taken.small[q] = cell.small[q];
                            cell.small[q] = 0;
                        }
                    }
                    let n = taken.total();
                    if n > 0 {
                        self.captured[me] += n as u16;
                        captured = true;
                        emit!(
                            events,
                            Event::Capture {
                                pit: name(last),
                                by: mover,
                                pieces: taken.contents()
                            }
                        );
                    }
                }
            }
        }
        let went_out = self.pass_turn(mover, &mut events);
        emit!(
            events,
            Event::Turn {
                player: self.to_move
            }
        );
        self.end_of_ply(went_out, captured, &mut events);
        captured || went_out
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
        let h = Hex::get();
        let n = self.players as usize;
        let mut o = Map::new();
        json::write_head(
            &mut o,
            GameKind::Esiema,
            self.players,
            self.to_move,
            self.phase(),
        );
        let mut pits = Map::new();
        for (i, s) in self.pits.iter().enumerate() {
            if s.total() > 0 {
                pits.insert(h.name(i as PitId).into(), Value::from(s.text(self.players)));
            }
        }
        o.insert("pits".into(), Value::Object(pits));
        o.insert("reserve".into(), Value::from(self.reserve[..n].to_vec()));
        o.insert("captured".into(), Value::from(self.captured[..n].to_vec()));
        o.insert("out".into(), Value::from(self.out_list()));
        o.insert("placed".into(), Value::from(self.placed[..n].to_vec()));
        o.insert("quiet".into(), Value::from(self.quiet));
        o.insert(
            "countdown".into(),
            self.countdown.map(Value::from).unwrap_or(Value::Null),
        );
        let mut opts = Map::new();
        opts.insert("quiet_limit".into(), Value::from(self.opts.quiet_limit));
        opts.insert("spheres".into(), Value::from(self.opts.spheres.clone()));
        json::write_tail(&mut o, opts, self.finished.as_deref());
        o
    }

    fn replay(&self, events: &[Event]) -> Result<Esiema, String> {
        let mut p = self.clone();
        let was_setup = p.setup;
        let pit = |n: &PitId| -> Result<PitId, String> {
            Some(*n)
                .filter(|&i| (i as usize) < HEX_PITS)
                .ok_or(format!("bad pit {n}"))
        };
        let piece = |k: &Piece| -> Result<Piece, String> { Ok(*k) };
        let mut hand = Spheres::default();
        let (mut captured, mut went_out) = (false, false);
        for e in events {
            match e {
                Event::Place {
                    pit: n,
                    piece: t,
                    player,
                } => {
                    let q = pit(n)?;
                    let k = piece(t)?;
                    let i = *player as usize - 1;
                    if let Piece::Big(_) = k {
                        p.mother_at[i] = q;
                    } else {
                        p.reserve[i] = p.reserve[i]
                            .checked_sub(1)
                            .ok_or("placement from an empty reserve")?;
                    }
                    p.pits[q as usize].add(k);
                    p.placed[i] += 1;
                }
                Event::Lift { pit: n, pieces } => {
                    let q = pit(n)?;
                    for (k, c) in pieces.runs() {
                        for _ in 0..c {
                            if p.pits[q as usize].count(k) == 0 {
                                return Err(format!("lift of a missing sphere from {n}"));
                            }
                            p.pits[q as usize].remove(k);
                            hand.add(k);
                        }
                    }
                }
                Event::Drop { pit: n, piece: t } => {
                    let q = pit(n)?;
                    let k = piece(t)?;
                    if hand.count(k) == 0 {
                        return Err("drop of a sphere not in hand".into());
                    }
                    hand.remove(k);
                    p.pits[q as usize].add(k);
                    if let Piece::Big(o) = k {
                        p.mother_at[o as usize - 1] = q;
                    }
                }
                Event::Step { .. } | Event::Pass { .. } => {}
                Event::Capture { pit: n, by, pieces } => {
                    let q = pit(n)?;
                    for (k, c) in pieces.runs() {
                        for _ in 0..c {
                            p.pits[q as usize].remove(k);
                        }
                        p.captured[*by as usize - 1] += c as u16;
                    }
                    captured = true;
                }
                Event::Produce {
                    pit: n,
                    player,
                    pieces,
                } => {
                    let q = pit(n)?;
                    let i = *player as usize - 1;
                    let c: u32 = pieces.total();
                    p.reserve[i] = p.reserve[i]
                        .checked_sub(c as u8)
                        .ok_or("reproduce beyond the reserve")?;
                    p.pits[q as usize].small[i] += c as u8;
                }
                Event::Eliminate { player, pit: m } => {
                    let i = *player as usize - 1;
                    if let Some(m) = m {
                        p.pits[pit(m)? as usize].mothers &= !(1 << i);
                    }
                    p.mother_at[i] = NO_PIT;
                    p.out |= 1 << i;
                    went_out = true;
                }
                Event::Turn { player } => {
                    p.to_move = *player;
                    if p.setup && (0..p.players as usize).all(|i| p.placed[i] as u32 >= p.quota(i))
                    {
                        p.setup = false;
                    }
                }
                Event::GameOver(f) => p.finished = Some(Box::new(f.clone())),
                other => return Err(format!("unexpected event {other:?}")),
            }
        }
        if hand.total() != 0 {
            return Err("spheres left in hand".into());
        }
        if !was_setup {
            p.quiet = if captured || went_out { 0 } else { p.quiet + 1 };
            p.countdown = match p.countdown {
                Some(_) if went_out => Some(COUNTDOWN),
                Some(c) => Some(c.saturating_sub(1)),
                None if p.one_each_left() => Some(COUNTDOWN),
                None => None,
            };
        } else if !p.setup {
            p.quiet = if went_out { 0 } else { p.quiet };
            if p.countdown.is_none() && p.one_each_left() {
                p.countdown = Some(COUNTDOWN);
            }
        }
        Ok(p)
    }

    fn steps(&self, prefix: &[Step]) -> Result<StepInfo<EsiemaMove>, MoveError> {
        if self.finished.is_some() {
            return Err(MoveError::GameOver);
        }
        let h = Hex::get();
        let me = self.to_move as usize - 1;
        let mut small = Vec::new();
        self.legal_small(&mut small);
        if self.setup {
            return match prefix {
                [] => Ok(StepInfo {
                    next: small
                        .iter()
                        .map(|m| {
                            if let EsiemaMove::Place(p) = m {
                                Step::Pit(*p)
                            } else {
                                Step::Pass
                            }
                        })
                        .collect(),
                    complete: None,
                }),
                [Step::Pit(p)] if self.check(&EsiemaMove::Place(*p)).is_ok() => Ok(StepInfo {
                    next: vec![],
                    complete: Some(EsiemaMove::Place(*p)),
                }),
                _ => Err(MoveError::Illegal(
                    "place one sphere into a pit with room".into(),
                )),
            };
        }
        let origins = |p: PitId| -> bool {
            let c = self.pits[p as usize];
            (c.total() == 1 && c.own(me) == 1)
                || self.sow_builder(p).is_some()
                || (self.mother_at[me] == p && self.reproduce_max() > 0)
        };
        match prefix {
            [] => {
                let next: Vec<Step> = (0..HEX_PITS as PitId)
                    .filter(|&p| origins(p))
                    .map(Step::Pit)
                    .collect();
                if next.is_empty() {
                    return Ok(StepInfo {
                        next: vec![Step::Pass],
                        complete: None,
                    });
                }
                Ok(StepInfo {
                    next,
                    complete: None,
                })
            }
            [Step::Pass] if small == [EsiemaMove::Pass] => Ok(StepInfo {
                next: vec![],
                complete: Some(EsiemaMove::Pass),
            }),
            [Step::Pit(o), rest @ ..] if (*o as usize) < HEX_PITS && origins(*o) => {
                let c = self.pits[*o as usize];
                if c.total() == 1 {
                    // A lone sphere: a destination, or (a lone mother) a count to reproduce.
                    let mut next: Vec<Step> =
                        h.adjacent(*o).iter().map(|&q| Step::Pit(q)).collect();
                    next.extend(
                        (1..=self.reproduce_max())
                            .filter(|_| self.mother_at[me] == *o)
                            .map(Step::Count),
                    );
                    return match rest {
                        [] => Ok(StepInfo {
                            next,
                            complete: None,
                        }),
                        [Step::Pit(q)] if h.is_adjacent(*o, *q) => Ok(StepInfo {
                            next: vec![],
                            complete: Some(EsiemaMove::Single { from: *o, to: *q }),
                        }),
                        [Step::Count(k)] if next.contains(&Step::Count(*k)) => Ok(StepInfo {
                            next: vec![],
                            complete: Some(EsiemaMove::Reproduce { pit: *o, count: *k }),
                        }),
                        _ => Err(MoveError::Illegal("not offered here".into())),
                    };
                }
                let b = self.sow_from_steps(*o, rest)?;
                if let Some(m) = b.complete() {
                    return Ok(StepInfo {
                        next: vec![],
                        complete: Some(m),
                    });
                }
                let next = if b.pending.is_none() {
                    let mut v = SmallVec::new();
                    b.next_pits(&mut v);
                    v.into_iter().map(Step::Pit).collect()
                } else {
                    let mut v = SmallVec::new();
                    b.next_pieces(&mut v);
                    v.into_iter().map(Step::Piece).collect()
                };
                Ok(StepInfo {
                    next,
                    complete: None,
                })
            }
            _ => Err(MoveError::Illegal("not offered here".into())),
        }
    }

    fn random_move(&self, rng: &mut Rng, _buf: &mut Vec<EsiemaMove>) -> Option<EsiemaMove> {
        if self.finished.is_some() {
            return None;
        }
        if self.setup {
            loop {
                let p = rng.below(HEX_PITS as u64) as PitId;
                if self.pits[p as usize].total() < SETUP_PIT_LIMIT {
                    return Some(EsiemaMove::Place(p));
                }
            }
        }
        // Each sowable origin is weighted by its number of drop orders times an estimate of
        // its number of paths (free neighbours × 4^(L−1), 4 being about the growth rate
        // of self-avoiding paths here); each singleton move and reproduce count weighs 1.
        let h = Hex::get();
        let me = self.to_move as usize - 1;
        let mut origins: SmallVec<[(PitId, f64); 64]> = SmallVec::new();
        let mut sow_weight = 0.0;
        for o in bits(self.sow_origins()) {
            let hand = self.pits[o as usize];
            let l = hand.total();
            if can_extend(h, o, l, 1 << o) {
                let free = (h.adjacent_set(o)).count_ones() as f64;
                let w = count_orders(&hand, me) as f64 * free * 4f64.powi(l as i32 - 1);
                sow_weight += w;
                origins.push((o, w));
            }
        }
        let singles = self.singles();
        let n_single: u32 = bits(singles).map(|p| h.adjacent(p).len() as u32).sum();
        let n_rep = self.reproduce_max() as u32;
        let total = sow_weight + (n_single + n_rep) as f64;
        if total == 0.0 {
            return Some(EsiemaMove::Pass);
        }
        let x = (rng.next_u64() >> 11) as f64 / (1u64 << 53) as f64 * total;
        if x < sow_weight {
            let mut acc = 0.0;
            let mut pick = origins[origins.len() - 1].0;
            for &(o, w) in &origins {
                acc += w;
                if x < acc {
                    pick = o;
                    break;
                }
            }
            let mut b = SowBuilder::new(self, pick).expect("sowable origin");
            return Some(b.finish_random(rng));
        }
        let mut r = ((x - sow_weight) as u32).min(n_single + n_rep - 1);
        if r < n_single {
            for p in bits(singles) {
                let adj = h.adjacent(p);
                if r < adj.len() as u32 {
                    return Some(EsiemaMove::Single {
                        from: p,
                        to: adj[r as usize],
                    });
                }
                r -= adj.len() as u32;
            }
        }
        r -= n_single;
        Some(EsiemaMove::Reproduce {
            pit: self.mother_at[me],
            count: r as u8 + 1,
        })
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

impl Esiema {
    /// Exact number of sowings from `origin`: paths × orders (0 if it cannot be sown).
    pub fn count_sowings(&self, origin: PitId) -> u128 {
        let me = self.to_move as usize - 1;
        let hand = self.pits[origin as usize];
        if self.setup || self.finished.is_some() || hand.total() < 2 || hand.own(me) == 0 {
            return 0;
        }
        count_paths(Hex::get(), origin, hand.total(), 1 << origin) * count_orders(&hand, me)
    }

    /// Every sowing from `origin`, listed one by one through the builder.
    pub fn list_sowings(&self, origin: PitId) -> Vec<EsiemaMove> {
        let mut out = Vec::new();
        if let Some(b) = self.sow_builder(origin) {
            enumerate_sow(&b, &mut out);
        }
        out
    }

    fn out_list(&self) -> Vec<Player> {
        (1..=self.players).filter(|&p| self.is_out(p)).collect()
    }

    /// Updates the quiet count and the final countdown after a play-phase ply.
    fn end_of_ply(&mut self, went_out: bool, captured: bool, events: &mut Option<&mut Vec<Event>>) {
        self.quiet = if captured || went_out {
            0
        } else {
            self.quiet + 1
        };
        self.countdown = match self.countdown {
            Some(_) if went_out => Some(COUNTDOWN),
            Some(c) => Some(c.saturating_sub(1)),
            None if self.one_each_left() => Some(COUNTDOWN),
            None => None,
        };
        self.check_end(events);
    }

    /// The last player left wins; the countdown or the quiet limit draws.
    fn check_end(&mut self, events: &mut Option<&mut Vec<Event>>) {
        let left = self.in_play();
        if left.len() == 1 {
            self.finish(
                Finished::win(left[0], EndReason::LastPlayer(left[0])),
                events,
            );
        } else if self.countdown == Some(0) {
            self.finish(Finished::draw(left, EndReason::OneSphereEach), events);
        } else if self.quiet >= self.opts.quiet_limit {
            self.finish(
                Finished::draw(
                    left,
                    EndReason::Quiet {
                        plies: self.opts.quiet_limit,
                        eliminations: true,
                    },
                ),
                events,
            );
        }
    }

    fn finish(&mut self, f: Finished, events: &mut Option<&mut Vec<Event>>) {
        emit!(events, Event::GameOver(f.clone()));
        self.finished = Some(Box::new(f));
    }
}
