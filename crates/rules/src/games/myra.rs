//! Myra (RULES.md §2): the 91-pit hexagon, 2–3 players, queens, troops, fortresses,
//! chaining, dechaining and producing. Pits are one byte each; reach uses bit sets.

use std::fmt;

use serde_json::{Map, Value};
use smallvec::SmallVec;

use crate::board::{HEX_PITS, Hex, HexSet, PitId};
use crate::builder::steps_from_list;
use crate::core::{
    Finished, GameKind, Mode, MoveError, Phase, PositionError, Rules, Step, StepInfo, emit,
};
use crate::event::{Contents, Event};
use crate::json::{self, err};
use crate::piece::{BigLetter, Piece, Player, parse_contents};
use crate::reason::EndReason;
use crate::view::Counters;

/// Soldiers each player starts with on the board, and in reserve.
pub const SOLDIERS: u8 = 25;
/// Most soldiers a pit may hold (a fortress).
pub const FORTRESS: u8 = 5;

const QUEEN: u8 = 8;
const COUNT: u8 = 7;

/// A pit's contents in one byte: 0 empty, else owner index << 4 | (QUEEN or soldier count).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Cell(u8);

impl Cell {
    const EMPTY: Cell = Cell(0);

    fn queen(owner: usize) -> Cell {
        Cell((owner as u8) << 4 | QUEEN)
    }

    fn soldiers(owner: usize, n: u8) -> Cell {
        debug_assert!((1..=FORTRESS).contains(&n));
        Cell((owner as u8) << 4 | n)
    }

    /// Nothing in the pit.
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// A queen is there.
    pub fn is_queen(self) -> bool {
        self.0 & QUEEN != 0
    }

    /// Number of soldiers (0 for a queen or an empty pit).
    pub fn soldiers_count(self) -> u8 {
        if self.is_queen() { 0 } else { self.0 & COUNT }
    }

    /// Owner index (0-based); meaningless when empty.
    pub fn owner(self) -> usize {
        (self.0 >> 4) as usize
    }

    /// The cell's pieces, typed.
    fn contents(self) -> Contents {
        let owner = self.owner() as u8 + 1;
        if self.is_queen() {
            Contents::one(Piece::Big(owner))
        } else {
            Contents::small(owner, self.soldiers_count() as u32)
        }
    }

    fn text(self) -> String {
        if self.is_queen() {
            format!("Q{}", self.owner() + 1)
        } else if self.soldiers_count() == 1 {
            format!("{}", self.owner() + 1)
        } else {
            format!("{}*{}", self.owner() + 1, self.soldiers_count())
        }
    }
}

/// A Myra move.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum MyraMove {
    /// The whole pit moves: a queen or single soldier steps, a troop moves (`e1-e3`).
    Whole { from: PitId, to: PitId },
    /// `k` soldiers split off and move (`e1-e3/2`).
    Split { from: PitId, to: PitId, k: u8 },
    /// Single soldiers gathered along a path into its last pit (`c1+d1+e1`).
    Chain(SmallVec<[PitId; 5]>),
    /// A pit spread one soldier a pit along a path of empty pits (`e1>e2>e3`), origin first.
    Dechain(SmallVec<[PitId; 6]>),
    /// A reserve soldier into an empty pit next to the queen (`*f2`).
    Produce(PitId),
    /// No legal move.
    Pass,
}

impl fmt::Display for MyraMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let h = Hex::get();
        let join = |f: &mut fmt::Formatter<'_>, pits: &[PitId], sep: &str| -> fmt::Result {
            for (i, &p) in pits.iter().enumerate() {
                if i > 0 {
                    f.write_str(sep)?;
                }
                f.write_str(h.name(p))?;
            }
            Ok(())
        };
        match self {
            MyraMove::Whole { from, to } => write!(f, "{}-{}", h.name(*from), h.name(*to)),
            MyraMove::Split { from, to, k } => write!(f, "{}-{}/{k}", h.name(*from), h.name(*to)),
            MyraMove::Chain(p) => join(f, p, "+"),
            MyraMove::Dechain(p) => join(f, p, ">"),
            MyraMove::Produce(p) => write!(f, "*{}", h.name(*p)),
            MyraMove::Pass => f.write_str("pass"),
        }
    }
}

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

fn neighbours(h: &Hex, s: HexSet) -> HexSet {
    bits(s).fold(0, |acc, p| acc | h.adjacent_set(p))
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
            return err("myra is for 2 or 3 players");
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

    /// How many pieces of other players could capture the piece on `target` with one
    /// move of theirs (a step of a queen or single soldier, or a troop of n reaching it
    /// within n steps through empty pits), whoever is to move. 0 for an empty pit or a
    /// fortress (which cannot be captured).
    pub fn attackers(&self, target: PitId) -> u32 {
        let t = self.cells[target as usize];
        if t.is_empty() || (!t.is_queen() && t.soldiers_count() >= FORTRESS) {
            return 0;
        }
        let h = Hex::get();
        // Paths are symmetric: a piece at o reaches `target` within n steps iff o is
        // next to a pit reached from `target` within n - 1 steps through empty pits.
        let r = Self::reach(h, target, self.empty_set(), 4);
        let mut count = 0;
        for o in 0..HEX_PITS as PitId {
            let c = self.cells[o as usize];
            if c.is_empty() || c.owner() == t.owner() {
                continue;
            }
            let n = if c.is_queen() { 1 } else { c.soldiers_count() };
            if n < FORTRESS && h.adjacent_set(o) & r[n as usize - 1] != 0 {
                count += 1;
            }
        }
        count
    }

    fn empty_set(&self) -> HexSet {
        let mut s = 0u128;
        for (i, c) in self.cells.iter().enumerate() {
            if c.is_empty() {
                s |= 1 << i;
            }
        }
        s
    }

    /// Reach sets: `r[k]` = pits reachable from `origin` in at most k steps through empty
    /// pits (the origin included), for k < levels.
    fn reach(h: &Hex, origin: PitId, empty: HexSet, levels: usize) -> [HexSet; 5] {
        let mut r = [0u128; 5];
        r[0] = 1 << origin;
        for k in 1..levels {
            r[k] = r[k - 1] | (neighbours(h, r[k - 1]) & empty);
        }
        r
    }

    /// Whether a whole pit of `mover` (a queen when `queen`, else n soldiers) may end on `dest`.
    fn whole_dest_ok(&self, me: usize, queen: bool, n: u8, dest: Cell) -> bool {
        if dest.is_empty() {
            return true;
        }
        if dest.owner() == me {
            return !queen && !dest.is_queen() && dest.soldiers_count() + n <= FORTRESS;
        }
        dest.is_queen() || dest.soldiers_count() < FORTRESS
    }

    fn generate(&self, out: &mut Vec<MyraMove>) {
        let h = Hex::get();
        let me = self.to_move as usize - 1;
        let empty = self.empty_set();
        let start = out.len();
        let mut singles: HexSet = 0;
        for o in 0..HEX_PITS as PitId {
            let c = self.cells[o as usize];
            if c.is_empty() || c.owner() != me {
                continue;
            }
            if c.is_queen() {
                for &d in h.adjacent(o) {
                    if self.whole_dest_ok(me, true, 0, self.cells[d as usize]) {
                        out.push(MyraMove::Whole { from: o, to: d });
                    }
                }
                if self.reserve[me] > 0 {
                    for &d in h.adjacent(o) {
                        if self.cells[d as usize].is_empty() {
                            out.push(MyraMove::Produce(d));
                        }
                    }
                }
                continue;
            }
            let n = c.soldiers_count();
            if n == 1 {
                singles |= 1 << o;
            }
            let r = Self::reach(h, o, empty, n.min(4) as usize);
            if n < FORTRESS {
                for d in bits(neighbours(h, r[n as usize - 1]) & !(1u128 << o)) {
                    if self.whole_dest_ok(me, false, n, self.cells[d as usize]) {
                        out.push(MyraMove::Whole { from: o, to: d });
                    }
                }
            }
            for k in 1..n {
                for d in bits(neighbours(h, r[k as usize - 1]) & !(1u128 << o)) {
                    let dc = self.cells[d as usize];
                    if dc.is_empty()
                        || (dc.owner() == me
                            && !dc.is_queen()
                            && dc.soldiers_count() + k <= FORTRESS)
                    {
                        out.push(MyraMove::Split { from: o, to: d, k });
                    }
                }
            }
            if n >= 2 {
                let mut path: SmallVec<[PitId; 6]> = SmallVec::new();
                path.push(o);
                dechains(h, empty, n as usize, &mut path, out);
            }
        }
        // Chains: simple paths of 2..5 single soldiers.
        for o in bits(singles) {
            let mut path: SmallVec<[PitId; 5]> = SmallVec::new();
            path.push(o);
            chains(h, singles, &mut path, out);
        }
        if out.len() == start {
            out.push(MyraMove::Pass);
        }
    }

    /// A shortest path from `from` to `to` whose intermediate pits are empty, chosen
    /// deterministically (breadth first, neighbours in board order). Both ends included.
    fn path(&self, from: PitId, to: PitId) -> Vec<PitId> {
        let h = Hex::get();
        let mut parent = [u8::MAX; HEX_PITS];
        let mut queue = std::collections::VecDeque::from([from]);
        parent[from as usize] = from;
        while let Some(p) = queue.pop_front() {
            for &q in h.adjacent(p) {
                if parent[q as usize] != u8::MAX {
                    continue;
                }
                parent[q as usize] = p;
                if q == to {
                    let mut path = vec![to];
                    let mut x = to;
                    while x != from {
                        x = parent[x as usize];
                        path.push(x);
                    }
                    path.reverse();
                    return path;
                }
                if self.cells[q as usize].is_empty() {
                    queue.push_back(q);
                }
            }
        }
        vec![from, to]
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

    /// Captures the contents of `pit` for `me`; a queen capture ends the game (2 players)
    /// or takes the player over (3 seated). Returns whether a queen fell.
    fn capture_at(&mut self, pit: PitId, me: usize, events: &mut Option<&mut Vec<Event>>) {
        let victim = self.cells[pit as usize];
        let v = victim.owner();
        let n = if victim.is_queen() {
            1
        } else {
            victim.soldiers_count() as u16
        };
        self.captured[me] += n;
        self.cells[pit as usize] = Cell::EMPTY;
        emit!(
            events,
            Event::Capture {
                pit,
                by: me as u8 + 1,
                pieces: victim.contents()
            }
        );
        if !victim.is_queen() {
            return;
        }
        if self.players == 2 {
            let f = Finished::win(
                me as u8 + 1,
                EndReason::QueenCaptured {
                    by: me as u8 + 1,
                    of: v as u8 + 1,
                },
            );
            self.finished = Some(Box::new(f));
            return;
        }
        // Three seated: take over the captured player's soldiers; they are out.
        for q in 0..HEX_PITS {
            let c = self.cells[q];
            if !c.is_empty() && c.owner() == v {
                self.cells[q] = Cell::soldiers(me, c.soldiers_count());
                emit!(
                    events,
                    Event::Takeover {
                        pit: q as PitId,
                        from: v as u8 + 1,
                        to: me as u8 + 1,
                        count: c.soldiers_count() as u32
                    }
                );
            }
        }
        self.out |= 1 << v;
        self.discarded[v] += self.reserve[v];
        self.reserve[v] = 0;
        emit!(
            events,
            Event::Eliminate {
                player: v as u8 + 1,
                pit: Some(pit)
            }
        );
        let left = self.in_play();
        if left.len() == 1 {
            self.finished = Some(Box::new(Finished::win(
                left[0],
                EndReason::LastQueen(left[0]),
            )));
        }
    }

    fn quiet_limit_option(obj: &Map<String, Value>) -> Result<u32, PositionError> {
        let mut quiet_limit = 200;
        for (k, v) in &json::options(obj)? {
            match k.as_str() {
                "quiet_limit" => quiet_limit = json::quiet_limit(v)?,
                _ => return err(format!("unknown option '{k}' for myra")),
            }
        }
        Ok(quiet_limit)
    }

    /// The start position for the `players` and `options` of a position object.
    pub fn start_from(obj: &Map<String, Value>) -> Result<Myra, PositionError> {
        let hdr = json::header(obj, GameKind::Myra, Phase::Play)?;
        Myra::new(hdr.players, Self::quiet_limit_option(obj)?)
    }

    /// Reads a position object.
    pub fn from_json(obj: &Map<String, Value>) -> Result<Myra, PositionError> {
        json::check_keys(
            obj,
            GameKind::Myra,
            &["pits", "reserve", "captured", "out", "quiet", "discarded"],
        )?;
        let hdr = json::header(obj, GameKind::Myra, Phase::Play)?;
        if hdr.phase == Phase::Setup {
            return err("myra has no setup phase");
        }
        let players = hdr.players;
        let n = players as usize;
        let mut pos = Myra::new(players, Self::quiet_limit_option(obj)?)?;
        pos.cells = [Cell::EMPTY; HEX_PITS];
        let h = Hex::get();
        for (name, text) in json::pits(obj)? {
            let pit = h
                .parse(name)
                .ok_or_else(|| PositionError::new(format!("unknown pit '{name}' for myra")))?;
            let runs = parse_contents(text, players, Some(BigLetter::Q))
                .map_err(|e| PositionError::new(format!("pit {name}: {e}")))?;
            let owner = runs[0].0.owner();
            if runs.iter().any(|(p, _)| p.owner() != owner) {
                return err(format!("pit {name} mixes players"));
            }
            let queens: u32 = runs
                .iter()
                .filter(|(p, _)| matches!(p, Piece::Big(_)))
                .map(|(_, c)| c)
                .sum();
            let soldiers: u32 = runs
                .iter()
                .filter(|(p, _)| matches!(p, Piece::Small(_)))
                .map(|(_, c)| c)
                .sum();
            pos.cells[pit as usize] = match (queens, soldiers) {
                (1, 0) => Cell::queen(owner as usize - 1),
                (0, 1..=5) => Cell::soldiers(owner as usize - 1, soldiers as u8),
                (0, _) => return err(format!("pit {name} holds more than 5 soldiers")),
                _ => return err(format!("pit {name}: a queen never shares a pit")),
            };
        }
        let to_u8 = |v: Vec<u32>, key: &str| -> Result<[u8; 3], PositionError> {
            let mut a = [0u8; 3];
            for (i, x) in v.into_iter().enumerate() {
                if x > 250 {
                    return err(format!("'{key}' counts must be small"));
                }
                a[i] = x as u8;
            }
            Ok(a)
        };
        pos.reserve = to_u8(
            json::counts(obj, "reserve", n, vec![SOLDIERS as u32; n])?,
            "reserve",
        )?;
        pos.discarded = to_u8(json::counts(obj, "discarded", n, vec![0; n])?, "discarded")?;
        for (i, c) in json::counts(obj, "captured", n, vec![0; n])?
            .into_iter()
            .enumerate()
        {
            pos.captured[i] = c.min(60_000) as u16;
        }
        pos.quiet = json::counter(obj, "quiet", 0)?;
        pos.out = json::out_set(obj, players)?;
        pos.to_move = hdr.to_move;
        if pos.is_out(pos.to_move) {
            return err(format!("to_move names player {}, who is out", pos.to_move));
        }
        for p in 0..n {
            let queens = pos
                .cells
                .iter()
                .filter(|c| c.is_queen() && c.owner() == p)
                .count();
            let any = pos.cells.iter().any(|c| !c.is_empty() && c.owner() == p);
            if pos.is_out(p as u8 + 1) {
                if any {
                    return err(format!(
                        "player {} is out but has pieces on the board",
                        p + 1
                    ));
                }
                continue;
            }
            if queens > 1 {
                return err(format!("player {} has two queens", p + 1));
            }
            if queens == 0 && hdr.phase == Phase::Play {
                return err(format!("player {} is in play without a queen", p + 1));
            }
        }
        if hdr.phase == Phase::Play && pos.in_play().len() < 2 {
            return err("a game in play needs two players in play");
        }
        pos.finished = hdr.finished.map(Box::new);
        Ok(pos)
    }

    fn key_bytes(&self) -> Vec<u8> {
        let mut k = Vec::with_capacity(HEX_PITS + 16);
        k.extend(self.cells.iter().map(|c| c.0));
        k.push(self.to_move);
        k.push(self.out);
        k.extend_from_slice(&self.reserve);
        k.extend_from_slice(&self.discarded);
        for c in self.captured {
            k.extend_from_slice(&c.to_le_bytes());
        }
        k
    }

    fn move_steps(m: &MyraMove) -> Vec<Step> {
        match m {
            MyraMove::Whole { from, to } => {
                vec![Step::Pit(*from), Step::Mode(Mode::Whole), Step::Pit(*to)]
            }
            MyraMove::Split { from, to, k } => vec![
                Step::Pit(*from),
                Step::Mode(Mode::Split),
                Step::Count(*k),
                Step::Pit(*to),
            ],
            MyraMove::Chain(p) => {
                let mut v = vec![Step::Pit(p[0]), Step::Mode(Mode::Chain)];
                v.extend(p[1..].iter().map(|&q| Step::Pit(q)));
                v
            }
            MyraMove::Dechain(p) => {
                let mut v = vec![Step::Pit(p[0]), Step::Mode(Mode::Dechain)];
                v.extend(p[1..].iter().map(|&q| Step::Pit(q)));
                v
            }
            MyraMove::Produce(p) => vec![Step::Mode(Mode::Produce), Step::Pit(*p)],
            MyraMove::Pass => vec![Step::Pass],
        }
    }

    fn parse_syntax(text: &str) -> Result<MyraMove, MoveError> {
        let h = Hex::get();
        let syntax = |m: &str| MoveError::Syntax(format!("'{text}': {m}"));
        let pit = |s: &str| {
            h.parse(s)
                .ok_or_else(|| syntax(&format!("unknown pit '{s}'")))
        };
        if text == "pass" {
            return Ok(MyraMove::Pass);
        }
        if let Some(p) = text.strip_prefix('*') {
            return Ok(MyraMove::Produce(pit(p)?));
        }
        if text.contains('+') {
            let p: SmallVec<[PitId; 5]> = text.split('+').map(pit).collect::<Result<_, _>>()?;
            if !(2..=5).contains(&p.len()) {
                return Err(syntax("a chain has 2 to 5 pits"));
            }
            return Ok(MyraMove::Chain(p));
        }
        if text.contains('>') {
            let p: SmallVec<[PitId; 6]> = text.split('>').map(pit).collect::<Result<_, _>>()?;
            if !(3..=6).contains(&p.len()) {
                return Err(syntax("a dechain has its origin and 2 to 5 pits"));
            }
            return Ok(MyraMove::Dechain(p));
        }
        if let Some((from, rest)) = text.split_once('-') {
            let (to, k) = match rest.split_once('/') {
                Some((to, k)) => {
                    let k: u8 = match k {
                        "1" | "2" | "3" | "4" => k.parse().map_err(|_| syntax("bad split size"))?,
                        _ => return Err(syntax("a split moves 1 to 4 soldiers")),
                    };
                    (to, Some(k))
                }
                None => (rest, None),
            };
            let (from, to) = (pit(from)?, pit(to)?);
            return Ok(match k {
                Some(k) => MyraMove::Split { from, to, k },
                None => MyraMove::Whole { from, to },
            });
        }
        Err(syntax(
            "not a Myra move (e1-e3, e1-e3/2, c1+d1, e1>e2>e3, *f2, pass)",
        ))
    }

    /// Why a well-formed move is not legal, in words.
    fn why_illegal(&self, m: &MyraMove) -> String {
        let h = Hex::get();
        let me = self.to_move as usize - 1;
        let own = |p: PitId| {
            let c = self.cells[p as usize];
            !c.is_empty() && c.owner() == me
        };
        match m {
            MyraMove::Whole { from, .. } | MyraMove::Split { from, .. } if !own(*from) => {
                format!(
                    "{} holds no piece of player {}",
                    h.name(*from),
                    self.to_move
                )
            }
            MyraMove::Whole { from, .. }
                if self.cells[*from as usize].soldiers_count() == FORTRESS =>
            {
                format!("{} is a fortress: it cannot move as a whole", h.name(*from))
            }
            MyraMove::Whole { to, .. } | MyraMove::Split { to, .. }
                if !self.cells[*to as usize].is_empty()
                    && self.cells[*to as usize].owner() != me
                    && self.cells[*to as usize].soldiers_count() == FORTRESS =>
            {
                format!("{} is a fortress: it cannot be captured", h.name(*to))
            }
            MyraMove::Split { to, .. }
                if !self.cells[*to as usize].is_empty()
                    && self.cells[*to as usize].owner() != me =>
            {
                format!(
                    "a split never captures ({} is occupied by another player)",
                    h.name(*to)
                )
            }
            MyraMove::Whole { from, to } | MyraMove::Split { from, to, .. } => {
                format!(
                    "{} cannot go to {} (too far, blocked, or the pit there is full)",
                    h.name(*from),
                    h.name(*to)
                )
            }
            MyraMove::Chain(_) => {
                "a chain needs a path of adjacent pits each holding one own soldier".into()
            }
            MyraMove::Dechain(_) => {
                "a dechain spreads all n soldiers of the pit along n empty adjacent pits".into()
            }
            MyraMove::Produce(_) => {
                "produce needs a reserve soldier and an empty pit next to the own queen".into()
            }
            MyraMove::Pass => "pass only when no move exists".into(),
        }
    }
}

fn dechains(
    h: &Hex,
    empty: HexSet,
    n: usize,
    path: &mut SmallVec<[PitId; 6]>,
    out: &mut Vec<MyraMove>,
) {
    if path.len() == n + 1 {
        out.push(MyraMove::Dechain(path.clone()));
        return;
    }
    let last = *path.last().expect("origin");
    let used: HexSet = path.iter().fold(0, |s, &p| s | 1 << p);
    for q in bits(h.adjacent_set(last) & empty & !used) {
        path.push(q);
        dechains(h, empty, n, path, out);
        path.pop();
    }
}

fn chains(h: &Hex, singles: HexSet, path: &mut SmallVec<[PitId; 5]>, out: &mut Vec<MyraMove>) {
    if path.len() >= 2 {
        out.push(MyraMove::Chain(path.clone()));
    }
    if path.len() == 5 {
        return;
    }
    let last = *path.last().expect("origin");
    let used: HexSet = path.iter().fold(0, |s, &p| s | 1 << p);
    for q in bits(h.adjacent_set(last) & singles & !used) {
        path.push(q);
        chains(h, singles, path, out);
        path.pop();
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
            Err(MoveError::Illegal(self.why_illegal(&m)))
        }
    }

    fn play_unchecked(&mut self, mv: &MyraMove, mut events: Option<&mut Vec<Event>>) -> bool {
        let me = self.to_move as usize - 1;
        let before: u16 = self.captured.iter().sum();
        let mut irreversible = false;
        let name = |p: PitId| -> PitId { p };
        match mv {
            MyraMove::Pass => emit!(
                events,
                Event::Pass {
                    player: self.to_move
                }
            ),
            MyraMove::Produce(p) => {
                self.reserve[me] -= 1;
                self.cells[*p as usize] = Cell::soldiers(me, 1);
                irreversible = true;
                emit!(
                    events,
                    Event::Produce {
                        pit: name(*p),
                        player: self.to_move,
                        pieces: Contents::small(self.to_move, 1)
                    }
                );
            }
            MyraMove::Whole { from, to } | MyraMove::Split { from, to, .. } => {
                let src = self.cells[*from as usize];
                let (moving, left) = match mv {
                    MyraMove::Split { k, .. } => (
                        Cell::soldiers(me, *k),
                        Cell::soldiers(me, src.soldiers_count() - k),
                    ),
                    _ => (src, Cell::EMPTY),
                };
                if events.is_some() {
                    let path = self.path(*from, *to);
                    emit!(
                        events,
                        Event::Lift {
                            pit: name(*from),
                            pieces: moving.contents()
                        }
                    );
                    for w in path.windows(2) {
                        emit!(
                            events,
                            Event::Step {
                                from: name(w[0]),
                                to: name(w[1]),
                                pieces: moving.contents()
                            }
                        );
                    }
                }
                self.cells[*from as usize] = left;
                let dest = self.cells[*to as usize];
                if !dest.is_empty() && dest.owner() != me {
                    self.capture_at(*to, me, &mut events);
                }
                let dest = self.cells[*to as usize];
                let n = moving.soldiers_count() + dest.soldiers_count();
                self.cells[*to as usize] = if moving.is_queen() {
                    moving
                } else {
                    Cell::soldiers(me, n)
                };
                if events.is_some() {
                    let piece = if moving.is_queen() {
                        Piece::Big(self.to_move)
                    } else {
                        Piece::Small(self.to_move)
                    };
                    for _ in 0..moving.soldiers_count().max(1) {
                        emit!(
                            events,
                            Event::Drop {
                                pit: name(*to),
                                piece
                            }
                        );
                    }
                }
            }
            MyraMove::Chain(p) => {
                let last = *p.last().expect("chain");
                for (i, &q) in p.iter().enumerate() {
                    if q != last {
                        self.cells[q as usize] = Cell::EMPTY;
                        emit!(
                            events,
                            Event::Lift {
                                pit: name(q),
                                pieces: Contents::small(self.to_move, 1)
                            }
                        );
                        emit!(
                            events,
                            Event::Step {
                                from: name(q),
                                to: name(p[i + 1]),
                                pieces: Cell::soldiers(me, i as u8 + 1).contents()
                            }
                        );
                    }
                }
                self.cells[last as usize] = Cell::soldiers(me, p.len() as u8);
                for _ in 1..p.len() {
                    emit!(
                        events,
                        Event::Drop {
                            pit: name(last),
                            piece: Piece::Small(self.to_move)
                        }
                    );
                }
            }
            MyraMove::Dechain(p) => {
                let n = self.cells[p[0] as usize].soldiers_count();
                self.cells[p[0] as usize] = Cell::EMPTY;
                emit!(
                    events,
                    Event::Lift {
                        pit: name(p[0]),
                        pieces: Cell::soldiers(me, n).contents()
                    }
                );
                for (j, w) in p.windows(2).enumerate() {
                    emit!(
                        events,
                        Event::Step {
                            from: name(w[0]),
                            to: name(w[1]),
                            pieces: Cell::soldiers(me, n - j as u8).contents()
                        }
                    );
                    self.cells[w[1] as usize] = Cell::soldiers(me, 1);
                    emit!(
                        events,
                        Event::Drop {
                            pit: name(w[1]),
                            piece: Piece::Small(self.to_move)
                        }
                    );
                }
            }
        }
        let captured = self.captured.iter().sum::<u16>() > before;
        self.quiet = if captured { 0 } else { self.quiet + 1 };
        self.to_move = self.next_in_play(self.to_move);
        emit!(
            events,
            Event::Turn {
                player: self.to_move
            }
        );
        if self.finished.is_none() && self.quiet >= self.quiet_limit {
            self.finished = Some(Box::new(Finished::draw(
                self.in_play(),
                EndReason::Quiet {
                    plies: self.quiet_limit,
                    eliminations: false,
                },
            )));
        }
        if let Some(f) = self.finished.as_deref() {
            emit!(events, Event::GameOver(f.clone()));
        }
        irreversible || captured
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
        let h = Hex::get();
        let mut o = Map::new();
        json::write_head(
            &mut o,
            GameKind::Myra,
            self.players,
            self.to_move,
            self.phase(),
        );
        let mut pits = Map::new();
        for (i, c) in self.cells.iter().enumerate() {
            if !c.is_empty() {
                pits.insert(h.name(i as PitId).into(), Value::from(c.text()));
            }
        }
        o.insert("pits".into(), Value::Object(pits));
        let n = self.players as usize;
        o.insert("reserve".into(), Value::from(self.reserve[..n].to_vec()));
        o.insert("captured".into(), Value::from(self.captured[..n].to_vec()));
        o.insert(
            "out".into(),
            Value::from(
                (1..=self.players)
                    .filter(|&p| self.is_out(p))
                    .collect::<Vec<_>>(),
            ),
        );
        o.insert(
            "discarded".into(),
            Value::from(self.discarded[..n].to_vec()),
        );
        o.insert("quiet".into(), Value::from(self.quiet));
        let mut opts = Map::new();
        opts.insert("quiet_limit".into(), Value::from(self.quiet_limit));
        json::write_tail(&mut o, opts, self.finished.as_deref());
        o
    }

    fn replay(&self, events: &[Event]) -> Result<Myra, String> {
        let mut p = self.clone();
        let pit = |n: &PitId| -> Result<usize, String> {
            Some(*n as usize)
                .filter(|&i| i < HEX_PITS)
                .ok_or(format!("bad pit {n}"))
        };
        let mut hand: Option<Cell> = None;
        let mut captured = false;
        for e in events {
            match e {
                Event::Lift { pit: n, pieces } => {
                    let i = pit(n)?;
                    let c = p.cells[i];
                    let runs = pieces.runs();
                    let (piece, k) = *runs.first().ok_or("lift of nothing")?;
                    let owner = piece.owner() as usize - 1;
                    if c.is_empty() || c.owner() != owner {
                        return Err(format!("lift from {n} of pieces not there"));
                    }
                    let lifted = if c.is_queen() {
                        p.cells[i] = Cell::EMPTY;
                        c
                    } else {
                        let left = c
                            .soldiers_count()
                            .checked_sub(k as u8)
                            .ok_or("lift of too many soldiers")?;
                        p.cells[i] = if left == 0 {
                            Cell::EMPTY
                        } else {
                            Cell::soldiers(owner, left)
                        };
                        Cell::soldiers(owner, k as u8)
                    };
                    hand = Some(match hand {
                        Some(hd) if !hd.is_empty() => {
                            Cell::soldiers(owner, hd.soldiers_count() + lifted.soldiers_count())
                        }
                        _ => lifted,
                    });
                }
                Event::Step { .. } => {}
                Event::Drop { pit: n, .. } => {
                    let i = pit(n)?;
                    let hd = hand.ok_or("drop from an empty hand")?;
                    let c = p.cells[i];
                    if hd.is_queen() {
                        p.cells[i] = hd;
                        hand = None;
                    } else {
                        let owner = hd.owner();
                        p.cells[i] = Cell::soldiers(owner, c.soldiers_count() + 1);
                        let left = hd.soldiers_count() - 1;
                        hand = if left == 0 {
                            None
                        } else {
                            Some(Cell::soldiers(owner, left))
                        };
                    }
                }
                Event::Capture { pit: n, by, pieces } => {
                    let i = pit(n)?;
                    if p.cells[i].contents() != *pieces {
                        return Err(format!(
                            "capture of {pieces:?} at {n} holding '{}'",
                            p.cells[i].text()
                        ));
                    }
                    let c = p.cells[i];
                    p.captured[*by as usize - 1] += if c.is_queen() {
                        1
                    } else {
                        c.soldiers_count() as u16
                    };
                    p.cells[i] = Cell::EMPTY;
                    captured = true;
                }
                Event::Takeover {
                    pit: n, to, count, ..
                } => {
                    let i = pit(n)?;
                    p.cells[i] = Cell::soldiers(*to as usize - 1, *count as u8);
                }
                Event::Eliminate { player, .. } => {
                    let v = *player as usize - 1;
                    p.out |= 1 << v;
                    p.discarded[v] += p.reserve[v];
                    p.reserve[v] = 0;
                }
                Event::Produce { pit: n, player, .. } => {
                    let i = pit(n)?;
                    let q = *player as usize - 1;
                    p.reserve[q] = p.reserve[q]
                        .checked_sub(1)
                        .ok_or("produce from an empty reserve")?;
                    p.cells[i] = Cell::soldiers(q, 1);
                }
                Event::Pass { .. } => {}
                Event::Turn { player } => p.to_move = *player,
                Event::GameOver(f) => p.finished = Some(Box::new(f.clone())),
                other => return Err(format!("unexpected event {other:?}")),
            }
        }
        if hand.is_some() {
            return Err("pieces left in hand".into());
        }
        p.quiet = if captured { 0 } else { p.quiet + 1 };
        Ok(p)
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
