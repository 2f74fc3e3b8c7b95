//! Tricala (RULES.md §4): 21-pit triangle, 2–3 players, straight-line relay sowing and
//! corner control. One sowing simulation serves play, move listing, notation checks
//! and incremental construction: it stops at every choice (a direction, a stone).

use std::fmt;

use serde_json::{Map, Value};
use smallvec::SmallVec;

use crate::board::{Dir, PitId, TRI_CORNERS, TRI_PITS, Tri};
use crate::core::{
    Finished, GameKind, MoveError, Phase, PositionError, Rules, Step, StepInfo, emit,
};
use crate::event::{Contents, Event};
use crate::json::{self, err};
use crate::piece::{BigLetter, Piece, Player, parse_contents};
use crate::reason::EndReason;
use crate::view::Counters;

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

/// A Tricala move.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum TricalaMove {
    /// Setup: stones into these pits (sorted, repeats allowed).
    Place(SmallVec<[PitId; 3]>),
    /// Sow from `origin`: first direction and every direction taken at an edge; `order`
    /// lists the players of the first lap's stones when they were not all the mover's.
    Sow {
        origin: PitId,
        dirs: SmallVec<[Dir; 8]>,
        order: SmallVec<[u8; 12]>,
    },
    /// No stone on the board.
    Pass,
}

impl fmt::Display for TricalaMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let t = Tri::get();
        match self {
            TricalaMove::Pass => f.write_str("pass"),
            TricalaMove::Place(pits) => {
                f.write_str("@")?;
                for (i, &p) in pits.iter().enumerate() {
                    if i > 0 {
                        f.write_str(",")?;
                    }
                    f.write_str(t.name(p))?;
                }
                Ok(())
            }
            TricalaMove::Sow {
                origin,
                dirs,
                order,
            } => {
                write!(f, "{}:", t.name(*origin))?;
                for (i, d) in dirs.iter().enumerate() {
                    if i > 0 {
                        f.write_str(",")?;
                    }
                    f.write_str(d.as_str())?;
                }
                if !order.is_empty() {
                    f.write_str("/")?;
                    for (i, p) in order.iter().enumerate() {
                        if i > 0 {
                            f.write_str(",")?;
                        }
                        write!(f, "{p}")?;
                    }
                }
                Ok(())
            }
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

/// What the sowing needs next.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Need {
    /// A direction from this mask (bit = `Dir::index`).
    Dir(u8),
    /// The next stone's player index from this mask.
    Stone(u8),
    Done,
}

/// A sowing in progress.
#[derive(Clone, Debug)]
struct Sowing {
    tri: &'static Tri,
    pits: Pits,
    mover: usize,
    cur: PitId,
    dir: Option<Dir>,
    hand: [u8; 3],
    lap: u32,
    mixed: bool,
    dirs: SmallVec<[Dir; 8]>,
    order: SmallVec<[u8; 12]>,
    captured: u32,
    capturer_kept: bool,
    done: bool,
}

fn total(c: &[u8; 3]) -> u32 {
    c[0] as u32 + c[1] as u32 + c[2] as u32
}

fn contents(c: &[u8; 3], players: u8) -> Contents {
    let mut out = Contents::default();
    for (p, &n) in c[..players as usize].iter().enumerate() {
        out.small[p] = n as u32;
    }
    out
}

fn dir_mask(t: &Tri, cur: PitId, except: Option<Dir>) -> u8 {
    let m = t.avail(cur);
    match except {
        Some(d) => m & !(1 << d.index()),
        None => m,
    }
}

impl Sowing {
    fn start(pos: &Tricala, origin: PitId, events: &mut Option<&mut Vec<Event>>) -> Sowing {
        let mover = pos.to_move as usize - 1;
        let mut pits = pos.pits;
        let hand = pits[origin as usize];
        pits[origin as usize] = [0; 3];
        let mixed = hand.iter().enumerate().any(|(p, &n)| p != mover && n > 0);
        emit!(
            events,
            Event::Lift {
                pit: origin,
                pieces: contents(&hand, pos.players)
            }
        );
        Sowing {
            tri: Tri::get(),
            pits,
            mover,
            cur: origin,
            dir: None,
            hand,
            lap: 1,
            mixed,
            dirs: SmallVec::new(),
            order: SmallVec::new(),
            captured: 0,
            capturer_kept: pos.opts.capturer_kept,
            done: false,
        }
    }

    /// Runs until a choice is needed. Forced choices are returned too (single-bit masks);
    /// `advance_auto` takes them.
    fn need(&self) -> Need {
        if self.done {
            return Need::Done;
        }
        let t = self.tri;
        match self.dir {
            None => return Need::Dir(dir_mask(t, self.cur, None)),
            Some(d) => {
                if t.step(self.cur, d).is_none() {
                    return Need::Dir(dir_mask(t, self.cur, Some(d.reverse())));
                }
            }
        }
        let mut m = 0;
        for p in 0..3 {
            if self.hand[p] > 0 {
                m |= 1 << p;
            }
        }
        Need::Stone(m)
    }

    fn choose_dir(&mut self, d: Dir, events: &mut Option<&mut Vec<Event>>) {
        self.dir = Some(d);
        self.dirs.push(d);
        emit!(
            events,
            Event::Direction {
                pit: self.cur,
                dir: d
            }
        );
    }

    fn drop_stone(&mut self, p: usize, players: u8, events: &mut Option<&mut Vec<Event>>) {
        let t = self.tri;
        let d = self.dir.expect("direction chosen before a drop");
        self.cur = t.step(self.cur, d).expect("a next pit before a drop");
        let cell = &mut self.pits[self.cur as usize];
        let before = total(cell);
        cell[p] += 1;
        self.hand[p] -= 1;
        if self.mixed && self.lap == 1 {
            self.order.push(p as u8 + 1);
        }
        emit!(
            events,
            Event::Drop {
                pit: self.cur,
                piece: Piece::Small(p as u8 + 1)
            }
        );
        if total(&self.hand) > 0 {
            return;
        }
        // The lap's last stone has dropped.
        let cell = &mut self.pits[self.cur as usize];
        if before == 0 {
            self.done = true;
        } else if cell
            .iter()
            .enumerate()
            .any(|(q, &n)| q != self.mover && n > 0)
        {
            let mut taken = *cell;
            if self.capturer_kept {
                taken[p] -= 1;
                *cell = [0; 3];
                cell[p] = 1;
            } else {
                *cell = [0; 3];
            }
            self.captured += total(&taken);
            emit!(
                events,
                Event::Capture {
                    pit: self.cur,
                    by: self.mover as u8 + 1,
                    pieces: contents(&taken, players)
                }
            );
            self.done = true;
        } else if self.lap >= MAX_LAPS {
            self.done = true;
        } else {
            self.lap += 1;
            self.hand = *cell;
            *cell = [0; 3];
            emit!(
                events,
                Event::Lap {
                    lap: self.lap,
                    pit: self.cur
                }
            );
            emit!(
                events,
                Event::Lift {
                    pit: self.cur,
                    pieces: contents(&self.hand, players)
                }
            );
        }
    }

    /// Takes forced choices (and, outside a mixed first lap, every stone choice, which is
    /// always forced there) until a real choice or the end.
    fn advance_auto(&mut self, players: u8, events: &mut Option<&mut Vec<Event>>) -> Need {
        loop {
            match self.need() {
                Need::Dir(m) if m.count_ones() == 1 => {
                    self.choose_dir(Dir::ALL[m.trailing_zeros() as usize], events)
                }
                Need::Stone(m) if m.count_ones() == 1 => {
                    self.drop_stone(m.trailing_zeros() as usize, players, events)
                }
                n => return n,
            }
        }
    }

    /// A clone that copies the inline buffers directly.
    fn fast_clone(&self) -> Sowing {
        Sowing {
            tri: self.tri,
            pits: self.pits,
            mover: self.mover,
            cur: self.cur,
            dir: self.dir,
            hand: self.hand,
            lap: self.lap,
            mixed: self.mixed,
            dirs: SmallVec::from_slice(&self.dirs),
            order: SmallVec::from_slice(&self.order),
            captured: self.captured,
            capturer_kept: self.capturer_kept,
            done: self.done,
        }
    }

    fn into_move(self, origin: PitId) -> TricalaMove {
        TricalaMove::Sow {
            origin,
            dirs: self.dirs,
            order: self.order,
        }
    }
}

/// Visits every complete sowing reachable from `s` (each a distinct move).
fn enumerate(s: &mut Sowing, players: u8, visit: &mut impl FnMut(&Sowing)) {
    let need = s.advance_auto(players, &mut None);
    let mut m = match need {
        Need::Done => return visit(s),
        Need::Dir(m) | Need::Stone(m) => m,
    };
    let take = |t: &mut Sowing, bit: usize| match need {
        Need::Dir(_) => t.choose_dir(Dir::ALL[bit], &mut None),
        _ => t.drop_stone(bit, players, &mut None),
    };
    // Every option but the last on a copy; the last one goes on in `s`.
    while m & (m - 1) != 0 {
        let bit = m.trailing_zeros() as usize;
        m &= m - 1;
        let mut t = s.fast_clone();
        take(&mut t, bit);
        enumerate(&mut t, players, visit);
    }
    take(s, m.trailing_zeros() as usize);
    enumerate(s, players, visit);
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
            return err("tricala is for 2 or 3 players");
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

    fn check_winners(&self, mover: usize) -> Option<Finished> {
        let n = self.players as usize;
        let mut winners: Vec<usize> = Vec::new();
        for p in 0..n {
            let stones = self.on_board(p);
            let corners = TRI_CORNERS
                .iter()
                .filter(|&&c| {
                    let cell = &self.pits[c as usize];
                    2 * cell[p] as u32 > total(cell)
                })
                .count() as u32;
            if self.captured[p] >= STONES || (stones > 0 && corners >= stones.min(3)) {
                winners.push(p);
            }
        }
        if winners.is_empty() {
            return None;
        }
        if winners.len() > 1
            && self.opts.simultaneous == Simultaneous::Opponent
            && winners.contains(&mover)
        {
            winners.retain(|&p| p != mover);
        }
        let why = |p: usize| {
            if self.captured[p] >= STONES {
                EndReason::CapturedNine(p as u8 + 1)
            } else {
                EndReason::Corners(p as u8 + 1)
            }
        };
        if winners.len() == 1 {
            let p = winners[0];
            return Some(Finished::win(p as u8 + 1, why(p)));
        }
        let rank = |p: usize| (self.captured[p] as u32, self.on_board(p));
        let best = winners.iter().map(|&p| rank(p)).max().expect("winners");
        let top: Vec<u8> = winners
            .iter()
            .filter(|&&p| rank(p) == best)
            .map(|&p| p as u8 + 1)
            .collect();
        if top.len() == 1 {
            Some(Finished::win(top[0], EndReason::AmongWinners(top[0])))
        } else {
            Some(Finished::draw(top, EndReason::WinnersTied))
        }
    }

    /// Reads a position object.
    pub fn from_json(obj: &Map<String, Value>) -> Result<Tricala, PositionError> {
        json::check_keys(
            obj,
            GameKind::Tricala,
            &["pits", "hand", "captured", "quiet"],
        )?;
        let h = json::header(obj, GameKind::Tricala, Phase::Setup)?;
        let mut opts = TricalaOptions::default();
        for (k, v) in &json::options(obj)? {
            match k.as_str() {
                "simultaneous" => {
                    opts.simultaneous = match v.as_str() {
                        Some("most_stones") => Simultaneous::MostStones,
                        Some("opponent") => Simultaneous::Opponent,
                        _ => {
                            return err(
                                "option 'simultaneous' must be \"most_stones\" or \"opponent\"",
                            );
                        }
                    }
                }
                "capturer_kept" => {
                    opts.capturer_kept = v.as_bool().ok_or_else(|| {
                        PositionError::new("option 'capturer_kept' must be true or false")
                    })?
                }
                "quiet_limit" => opts.quiet_limit = json::quiet_limit(v)?,
                _ => return err(format!("unknown option '{k}' for tricala")),
            }
        }
        let mut pos = Tricala::new(h.players, opts)?;
        let t = Tri::get();
        for (name, text) in json::pits(obj)? {
            let pit = t
                .parse(name)
                .ok_or_else(|| PositionError::new(format!("unknown pit '{name}' for tricala")))?;
            let runs = parse_contents(text, h.players, None)
                .map_err(|e| PositionError::new(format!("pit {name}: {e}")))?;
            for (piece, n) in runs {
                let cell = &mut pos.pits[pit as usize][piece.owner() as usize - 1];
                let sum = *cell as u32 + n;
                if sum > 255 {
                    return err(format!("pit {name}: too many stones"));
                }
                *cell = sum as u8;
            }
        }
        let n = h.players as usize;
        let small = |v: Vec<u32>, key: &str| -> Result<[u8; 3], PositionError> {
            let mut a = [0u8; 3];
            for (i, x) in v.into_iter().enumerate() {
                if x > 255 {
                    return err(format!("'{key}' counts must be below 256"));
                }
                a[i] = x as u8;
            }
            Ok(a)
        };
        let default_hand: Vec<u32> = (0..n)
            .map(|p| {
                if h.phase == Phase::Setup {
                    (STONES as u32).saturating_sub(pos.on_board(p))
                } else {
                    0
                }
            })
            .collect();
        pos.hand = small(json::counts(obj, "hand", n, default_hand)?, "hand")?;
        pos.captured = small(json::counts(obj, "captured", n, vec![0; n])?, "captured")?;
        pos.quiet = json::counter(obj, "quiet", 0)?;
        pos.to_move = h.to_move;
        pos.setup = h.phase == Phase::Setup;
        if h.phase != Phase::Setup && pos.hand.iter().any(|&x| x > 0) {
            return err("stones in hand are only for the setup phase");
        }
        if pos.setup && pos.hand[pos.to_move as usize - 1] == 0 {
            return err("the player to move in setup has no stone left to place");
        }
        if h.phase == Phase::Over {
            // A finished game is not in setup.
            pos.setup = false;
        }
        pos.finished = h.finished.map(Box::new);
        Ok(pos)
    }

    fn sowing_from_steps(&self, origin: PitId, rest: &[Step]) -> Result<Sowing, MoveError> {
        let mut s = Sowing::start(self, origin, &mut None);
        for st in rest {
            match (s.advance_auto(self.players, &mut None), *st) {
                (Need::Dir(m), Step::Dir(d)) if m >> d.index() & 1 == 1 => {
                    s.choose_dir(d, &mut None)
                }
                (Need::Stone(m), Step::Piece(Piece::Small(p)))
                    if p >= 1 && m >> (p - 1) & 1 == 1 =>
                {
                    s.drop_stone(p as usize - 1, self.players, &mut None)
                }
                _ => {
                    return Err(MoveError::Illegal(format!(
                        "step {st:?} is not offered here"
                    )));
                }
            }
        }
        Ok(s)
    }

    fn parse_sow(&self, text: &str) -> Result<TricalaMove, MoveError> {
        let t = Tri::get();
        let syntax = |m: &str| MoveError::Syntax(format!("'{text}': {m}"));
        let (origin, rest) = text
            .split_once(':')
            .ok_or_else(|| syntax("expected origin:directions"))?;
        let origin = t.parse(origin).ok_or_else(|| syntax("unknown pit"))?;
        let (dirs, order) = match rest.split_once('/') {
            Some((d, o)) => (d, Some(o)),
            None => (rest, None),
        };
        let dirs: Vec<Dir> = dirs
            .split(',')
            .map(|d| Dir::parse(d).ok_or_else(|| syntax(&format!("unknown direction '{d}'"))))
            .collect::<Result<_, _>>()?;
        let order: Option<Vec<u8>> = order
            .map(|o| {
                o.split(',')
                    .map(|p| match p.parse::<u8>() {
                        Ok(n) if n >= 1 && n <= self.players && p.len() == 1 => Ok(n),
                        _ => Err(syntax(&format!("bad player '{p}' in the stone order"))),
                    })
                    .collect()
            })
            .transpose()?;
        let me = self.to_move as usize - 1;
        if self.pits[origin as usize][me] == 0 {
            return Err(MoveError::Illegal(format!(
                "{} holds no stone of player {}",
                t.name(origin),
                self.to_move
            )));
        }
        let mut s = Sowing::start(self, origin, &mut None);
        if order.is_some() != s.mixed {
            return Err(MoveError::Illegal(if s.mixed {
                "the stones taken are not all the mover's: the stone order (/…) must be given"
                    .into()
            } else {
                "the stones taken are all the mover's: no stone order".into()
            }));
        }
        let (mut di, mut oi) = (0, 0);
        let order = order.unwrap_or_default();
        loop {
            match s.need() {
                Need::Done => break,
                Need::Dir(m) => {
                    let d = *dirs.get(di).ok_or_else(|| {
                        MoveError::Illegal(format!("a direction is needed at {}", t.name(s.cur)))
                    })?;
                    if m >> d.index() & 1 == 0 {
                        return Err(MoveError::Illegal(format!(
                            "direction {} is not available at {}",
                            d.as_str(),
                            t.name(s.cur)
                        )));
                    }
                    di += 1;
                    s.choose_dir(d, &mut None);
                }
                Need::Stone(m) => {
                    let p = if s.mixed && s.lap == 1 {
                        let p = *order.get(oi).ok_or_else(|| {
                            MoveError::Illegal(
                                "the stone order is shorter than the stones taken".into(),
                            )
                        })? as usize
                            - 1;
                        oi += 1;
                        if m >> p & 1 == 0 {
                            return Err(MoveError::Illegal(format!(
                                "no stone of player {} left in hand",
                                p + 1
                            )));
                        }
                        p
                    } else {
                        m.trailing_zeros() as usize
                    };
                    s.drop_stone(p, self.players, &mut None);
                }
            }
        }
        if di != dirs.len() {
            return Err(MoveError::Illegal(format!(
                "{} direction(s) too many: the sowing ended",
                dirs.len() - di
            )));
        }
        if oi != order.len() {
            return Err(MoveError::Illegal(
                "the stone order is longer than the stones taken".into(),
            ));
        }
        Ok(s.into_move(origin))
    }
}

/// Random moves sample uniformly from the enumeration while the stone orders to try, over
/// all origins, stay at or below this; beyond it they walk the choices instead.
pub const ORDER_LIMIT: u128 = 50_000;
/// `count` is exact while every pit holding a stone of the mover holds at most this many.
pub const COUNT_LIMIT: u32 = 14;

fn orders(hand: &[u8; 3]) -> u128 {
    // Multinomial (a+b+c)! / (a! b! c!), in checked arithmetic.
    let mut r: u128 = 1;
    let mut n: u128 = 0;
    for &c in hand {
        for j in 1..=c as u128 {
            n += 1;
            r = r.saturating_mul(n) / j;
        }
    }
    r
}

impl Tricala {
    /// The stone orders enumeration would try from every own pit.
    fn order_load(&self) -> u128 {
        let me = self.to_move as usize - 1;
        (0..TRI_PITS)
            .filter(|&p| self.pits[p][me] > 0)
            .map(|p| orders(&self.pits[p]))
            .fold(0u128, |a, b| a.saturating_add(b))
    }

    /// A random move by walking the choices: a uniformly random own pit, a uniformly
    /// random stone order, uniformly random directions. Used when listing is too big.
    fn random_walk(&self, rng: &mut crate::Rng) -> TricalaMove {
        let me = self.to_move as usize - 1;
        let own: SmallVec<[PitId; 21]> = (0..TRI_PITS as PitId)
            .filter(|&p| self.pits[p as usize][me] > 0)
            .collect();
        let origin = own[rng.below(own.len() as u64) as usize];
        let mut s = Sowing::start(self, origin, &mut None);
        loop {
            match s.need() {
                Need::Done => return s.into_move(origin),
                Need::Dir(m) => {
                    let k = rng.below(m.count_ones() as u64) as u32;
                    let mut mm = m;
                    for _ in 0..k {
                        mm &= mm - 1;
                    }
                    s.choose_dir(Dir::ALL[mm.trailing_zeros() as usize], &mut None);
                }
                Need::Stone(m) => {
                    // Each stone in hand equally likely: a uniform order of the multiset.
                    let total: u64 = (0..3)
                        .filter(|p| m >> p & 1 == 1)
                        .map(|p| s.hand[p] as u64)
                        .sum();
                    let mut r = rng.below(total);
                    let mut pick = 0;
                    for p in 0..3 {
                        if m >> p & 1 == 1 {
                            if r < s.hand[p] as u64 {
                                pick = p;
                                break;
                            }
                            r -= s.hand[p] as u64;
                        }
                    }
                    s.drop_stone(pick, self.players, &mut None);
                }
            }
        }
    }
}

impl Rules for Tricala {
    type Move = TricalaMove;

    fn count_moves(&self) -> Result<u128, crate::core::TooManyToCount> {
        if self.finished.is_some() || self.setup {
            let mut v = Vec::new();
            self.legal_moves(&mut v);
            return Ok(v.len() as u128);
        }
        let me = self.to_move as usize - 1;
        let own: Vec<PitId> = (0..TRI_PITS as PitId)
            .filter(|&p| self.pits[p as usize][me] > 0)
            .collect();
        if own
            .iter()
            .any(|&p| total(&self.pits[p as usize]) > COUNT_LIMIT)
        {
            return Err(crate::core::TooManyToCount);
        }
        if own.is_empty() {
            return Ok(1);
        }
        // Count the enumeration's leaves without building the moves.
        let mut n: u128 = 0;
        for origin in own {
            enumerate(
                &mut Sowing::start(self, origin, &mut None),
                self.players,
                &mut |_| n += 1,
            );
        }
        Ok(n)
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
        if self.finished.is_some() {
            return;
        }
        if self.setup {
            let k = self.placements();
            let free: Vec<PitId> = (0..TRI_PITS as PitId)
                .filter(|&p| !Tri::is_corner(p))
                .collect();
            let mut idx = vec![0usize; k];
            loop {
                out.push(TricalaMove::Place(idx.iter().map(|&i| free[i]).collect()));
                // Next non-decreasing index tuple.
                let mut j = k;
                while j > 0 && idx[j - 1] == free.len() - 1 {
                    j -= 1;
                }
                if j == 0 {
                    break;
                }
                idx[j - 1] += 1;
                let v = idx[j - 1];
                for x in idx.iter_mut().skip(j) {
                    *x = v;
                }
            }
            return;
        }
        let me = self.to_move as usize - 1;
        let before = out.len();
        for origin in 0..TRI_PITS as PitId {
            if self.pits[origin as usize][me] > 0 {
                enumerate(
                    &mut Sowing::start(self, origin, &mut None),
                    self.players,
                    &mut |s| out.push(s.fast_clone().into_move(origin)),
                );
            }
        }
        if out.len() == before {
            out.push(TricalaMove::Pass);
        }
    }

    fn parse_move(&self, text: &str) -> Result<TricalaMove, MoveError> {
        if self.finished.is_some() {
            return Err(MoveError::GameOver);
        }
        let t = Tri::get();
        if text == "pass" {
            return if !self.setup && self.on_board(self.to_move as usize - 1) == 0 {
                Ok(TricalaMove::Pass)
            } else {
                Err(MoveError::Illegal(
                    "pass only with no stone on the board".into(),
                ))
            };
        }
        if let Some(list) = text.strip_prefix('@') {
            if !self.setup {
                return Err(MoveError::Illegal(
                    "placements only in the setup phase".into(),
                ));
            }
            let mut pits: SmallVec<[PitId; 3]> = list
                .split(',')
                .map(|n| {
                    t.parse(n)
                        .ok_or_else(|| MoveError::Syntax(format!("'{text}': unknown pit '{n}'")))
                })
                .collect::<Result<_, _>>()?;
            if pits.len() != self.placements() {
                return Err(MoveError::Illegal(format!(
                    "place exactly {} stone(s)",
                    self.placements()
                )));
            }
            if let Some(&c) = pits.iter().find(|&&p| Tri::is_corner(p)) {
                return Err(MoveError::Illegal(format!(
                    "{} is a corner: no placement there",
                    t.name(c)
                )));
            }
            pits.sort_unstable();
            return Ok(TricalaMove::Place(pits));
        }
        if self.setup {
            return Err(MoveError::Illegal(
                "the setup phase needs a placement (@…)".into(),
            ));
        }
        self.parse_sow(text)
    }

    fn play_unchecked(&mut self, mv: &TricalaMove, mut events: Option<&mut Vec<Event>>) -> bool {
        let me = self.to_move as usize - 1;
        let mut capture = false;
        let was_setup = self.setup;
        match mv {
            TricalaMove::Place(pits) => {
                for &p in pits {
                    self.pits[p as usize][me] += 1;
                    self.hand[me] -= 1;
                    emit!(
                        events,
                        Event::Place {
                            pit: p,
                            piece: Piece::Small(self.to_move),
                            player: self.to_move
                        }
                    );
                }
            }
            TricalaMove::Pass => emit!(
                events,
                Event::Pass {
                    player: self.to_move
                }
            ),
            TricalaMove::Sow {
                origin,
                dirs,
                order,
            } => {
                let mut s = Sowing::start(self, *origin, &mut events);
                let (mut di, mut oi) = (0, 0);
                loop {
                    match s.need() {
                        Need::Done => break,
                        Need::Dir(_) => {
                            s.choose_dir(dirs[di], &mut events);
                            di += 1;
                        }
                        Need::Stone(m) => {
                            let p = if s.mixed && s.lap == 1 {
                                oi += 1;
                                order[oi - 1] as usize - 1
                            } else {
                                m.trailing_zeros() as usize
                            };
                            s.drop_stone(p, self.players, &mut events);
                        }
                    }
                }
                self.pits = s.pits;
                if s.captured > 0 {
                    capture = true;
                    self.captured[me] += s.captured as u8;
                }
            }
        }
        if self.setup {
            // Next player with stones left to place; play begins with player 1.
            let mut next = self.to_move;
            let mut found = false;
            for _ in 0..self.players {
                next = next % self.players + 1;
                if self.hand[next as usize - 1] > 0 {
                    found = true;
                    break;
                }
            }
            if found {
                self.to_move = next;
            } else {
                self.setup = false;
                self.to_move = 1;
            }
        } else {
            self.to_move = self.next_player();
        }
        if !was_setup {
            self.quiet = if capture { 0 } else { self.quiet + 1 };
        }
        emit!(
            events,
            Event::Turn {
                player: self.to_move
            }
        );
        let fin = self.check_winners(me).or_else(|| {
            (!was_setup && self.quiet >= self.opts.quiet_limit).then(|| {
                Finished::draw(
                    (1..=self.players).collect(),
                    EndReason::Quiet {
                        plies: self.opts.quiet_limit,
                        eliminations: false,
                    },
                )
            })
        });
        if let Some(f) = fin {
            emit!(events, Event::GameOver(f.clone()));
            self.finished = Some(Box::new(f));
        }
        capture
    }

    fn key(&self) -> u128 {
        crate::hash::key_of(&self.to_json_key())
    }

    fn random_move(&self, rng: &mut crate::Rng, buf: &mut Vec<TricalaMove>) -> Option<TricalaMove> {
        if self.finished.is_some() {
            return None;
        }
        if !self.setup
            && self.on_board(self.to_move as usize - 1) > 0
            && self.order_load() > ORDER_LIMIT
        {
            return Some(self.random_walk(rng));
        }
        if !self.setup {
            // Reservoir sampling over the enumeration: uniform, and no move list is built.
            let me = self.to_move as usize - 1;
            let mut seen = 0u64;
            let mut chosen = None;
            for origin in 0..TRI_PITS as PitId {
                if self.pits[origin as usize][me] > 0 {
                    enumerate(
                        &mut Sowing::start(self, origin, &mut None),
                        self.players,
                        &mut |s| {
                            seen += 1;
                            if rng.below(seen) == 0 {
                                chosen = Some(s.fast_clone().into_move(origin));
                            }
                        },
                    );
                }
            }
            let _ = buf;
            return Some(chosen.unwrap_or(TricalaMove::Pass));
        }
        // Uniform over multisets of non-corner pits: unrank a random index.
        let k = self.placements();
        let free: SmallVec<[PitId; 18]> = (0..TRI_PITS as PitId)
            .filter(|&p| !Tri::is_corner(p))
            .collect();
        let n = free.len();
        let multisets = |slots: usize, k: usize| -> u64 {
            binomial((slots + k).saturating_sub(1) as u64, k as u64)
        };
        let mut r = rng.below(multisets(n, k));
        let mut pits = SmallVec::new();
        let mut lo = 0;
        for left in (1..=k).rev() {
            let mut i = lo;
            loop {
                let c = multisets(n - i, left - 1);
                if r < c {
                    break;
                }
                r -= c;
                i += 1;
            }
            pits.push(free[i]);
            lo = i;
        }
        Some(TricalaMove::Place(pits))
    }

    fn to_json(&self) -> Map<String, Value> {
        let mut o = Map::new();
        let t = Tri::get();
        json::write_head(
            &mut o,
            GameKind::Tricala,
            self.players,
            self.to_move,
            self.phase(),
        );
        let mut pits = Map::new();
        for p in 0..TRI_PITS as PitId {
            let c = &self.pits[p as usize];
            if total(c) > 0 {
                pits.insert(
                    t.name(p).into(),
                    Value::from(contents(c, self.players).text(BigLetter::Q)),
                );
            }
        }
        o.insert("pits".into(), Value::Object(pits));
        let n = self.players as usize;
        o.insert("hand".into(), Value::from(self.hand[..n].to_vec()));
        o.insert("captured".into(), Value::from(self.captured[..n].to_vec()));
        o.insert("quiet".into(), Value::from(self.quiet));
        let mut opts = Map::new();
        opts.insert("capturer_kept".into(), Value::from(self.opts.capturer_kept));
        opts.insert("quiet_limit".into(), Value::from(self.opts.quiet_limit));
        opts.insert(
            "simultaneous".into(),
            Value::from(match self.opts.simultaneous {
                Simultaneous::MostStones => "most_stones",
                Simultaneous::Opponent => "opponent",
            }),
        );
        json::write_tail(&mut o, opts, self.finished.as_deref());
        o
    }

    fn replay(&self, events: &[Event]) -> Result<Tricala, String> {
        let mut p = self.clone();
        let was_setup = p.setup;
        let mut hand = [0u32; 3];
        let mut capture = false;
        let pit = |n: &PitId| -> Result<usize, String> {
            Some(*n as usize)
                .filter(|&i| i < TRI_PITS)
                .ok_or(format!("bad pit {n}"))
        };
        let runs = |c: &Contents| -> Result<Vec<(Piece, u32)>, String> { Ok(c.runs()) };
        for e in events {
            match e {
                Event::Place { pit: n, player, .. } => {
                    let q = *player as usize - 1;
                    p.hand[q] = p.hand[q]
                        .checked_sub(1)
                        .ok_or("placement from an empty hand")?;
                    p.pits[pit(n)?][q] += 1;
                }
                Event::Lift { pit: n, pieces } => {
                    let i = pit(n)?;
                    for (pc, c) in runs(pieces)? {
                        let q = pc.owner() as usize - 1;
                        p.pits[i][q] = p.pits[i][q]
                            .checked_sub(c as u8)
                            .ok_or("lift of missing stones")?;
                        hand[q] += c;
                    }
                    if total(&p.pits[i]) != 0 {
                        return Err(format!("lift left stones in {n}"));
                    }
                }
                Event::Drop { pit: n, piece } => {
                    let q: usize = piece.owner() as usize - 1;
                    hand[q] = hand[q]
                        .checked_sub(1)
                        .ok_or("drop of a stone not in hand")?;
                    p.pits[pit(n)?][q] += 1;
                }
                Event::Capture { pit: n, by, pieces } => {
                    let i = pit(n)?;
                    for (pc, c) in runs(pieces)? {
                        let q = pc.owner() as usize - 1;
                        p.pits[i][q] = p.pits[i][q]
                            .checked_sub(c as u8)
                            .ok_or("capture of missing stones")?;
                        p.captured[*by as usize - 1] += c as u8;
                    }
                    capture = true;
                }
                Event::Direction { .. } | Event::Lap { .. } | Event::Pass { .. } => {}
                Event::Turn { player } => {
                    p.to_move = *player;
                    if p.setup && p.hand.iter().all(|&h| h == 0) {
                        p.setup = false;
                    }
                }
                Event::GameOver(f) => p.finished = Some(Box::new(f.clone())),
                other => return Err(format!("unexpected event {other:?}")),
            }
        }
        if hand.iter().any(|&h| h != 0) {
            return Err("stones left in hand".into());
        }
        if !was_setup {
            p.quiet = if capture { 0 } else { p.quiet + 1 };
        }
        Ok(p)
    }

    fn steps(&self, prefix: &[Step]) -> Result<StepInfo<TricalaMove>, MoveError> {
        if self.finished.is_some() {
            return Err(MoveError::GameOver);
        }
        let me = self.to_move as usize - 1;
        if self.setup {
            let k = self.placements();
            let mut pits: SmallVec<[PitId; 3]> = SmallVec::new();
            for st in prefix {
                match *st {
                    Step::Pit(p)
                        if (p as usize) < TRI_PITS && !Tri::is_corner(p) && pits.len() < k =>
                    {
                        pits.push(p)
                    }
                    _ => {
                        return Err(MoveError::Illegal(format!(
                            "step {st:?} is not offered here"
                        )));
                    }
                }
            }
            if pits.len() == k {
                pits.sort_unstable();
                return Ok(StepInfo {
                    next: vec![],
                    complete: Some(TricalaMove::Place(pits)),
                });
            }
            let next = (0..TRI_PITS as PitId)
                .filter(|&p| !Tri::is_corner(p))
                .map(Step::Pit)
                .collect();
            return Ok(StepInfo {
                next,
                complete: None,
            });
        }
        match prefix.first() {
            None => {
                let next: Vec<Step> = (0..TRI_PITS as PitId)
                    .filter(|&p| self.pits[p as usize][me] > 0)
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
            Some(Step::Pass) if prefix.len() == 1 && self.on_board(me) == 0 => Ok(StepInfo {
                next: vec![],
                complete: Some(TricalaMove::Pass),
            }),
            Some(&Step::Pit(origin))
                if (origin as usize) < TRI_PITS && self.pits[origin as usize][me] > 0 =>
            {
                let mut s = self.sowing_from_steps(origin, &prefix[1..])?;
                Ok(match s.advance_auto(self.players, &mut None) {
                    Need::Done => StepInfo {
                        next: vec![],
                        complete: Some(s.into_move(origin)),
                    },
                    Need::Dir(m) => StepInfo {
                        next: Dir::ALL
                            .into_iter()
                            .filter(|d| m >> d.index() & 1 == 1)
                            .map(Step::Dir)
                            .collect(),
                        complete: None,
                    },
                    Need::Stone(m) => StepInfo {
                        next: (0..3u8)
                            .filter(|p| m >> p & 1 == 1)
                            .map(|p| Step::Piece(Piece::Small(p + 1)))
                            .collect(),
                        complete: None,
                    },
                })
            }
            Some(st) => Err(MoveError::Illegal(format!(
                "step {st:?} is not offered here"
            ))),
        }
    }

    fn pieces_total(&self) -> u32 {
        let board: u32 = self.pits.iter().map(total).sum();
        board
            + self.hand.iter().map(|&x| x as u32).sum::<u32>()
            + self.captured.iter().map(|&x| x as u32).sum::<u32>()
    }
}

fn binomial(n: u64, k: u64) -> u64 {
    if k == 0 {
        return 1;
    }
    (0..k).fold(1, |acc, i| acc * (n - i) / (i + 1))
}

impl Tricala {
    fn to_json_key(&self) -> Vec<u8> {
        let mut k = Vec::with_capacity(80);
        k.push(self.to_move);
        k.push(self.setup as u8);
        for c in &self.pits {
            k.extend_from_slice(c);
        }
        k.extend_from_slice(&self.hand);
        k.extend_from_slice(&self.captured);
        k
    }
}
