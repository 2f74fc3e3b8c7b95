//! Umel Bagara (RULES.md §5): 2 × 5 cups, two stores, two players.

use std::fmt;

use serde_json::{Map, Value};

use crate::board::{PitId, RING_CUPS, ring};
use crate::core::{
    Finished, GameKind, MoveError, Phase, PositionError, Rules, Side, Step, StepInfo, emit,
};
use crate::event::{Contents, Event};
use crate::json::{self, err};
use crate::piece::{Piece, Player};
use crate::reason::EndReason;
use crate::view::Counters;

/// Option `directions`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Directions {
    /// Cups 1–2 left, 4–5 right, cup 3 the mover's choice.
    Free,
    /// Every move counterclockwise.
    Right,
    /// Every move clockwise.
    Left,
}

impl Directions {
    fn as_str(self) -> &'static str {
        match self {
            Directions::Free => "free",
            Directions::Right => "right",
            Directions::Left => "left",
        }
    }
}

/// A move: sow a cup (1..=5 from the mover's left) to one side, or pass.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum UmelMove {
    Sow {
        cup: u8,
        side: Side,
        /// Whether the notation writes the side (cup 3 under `free`).
        marked: bool,
    },
    Pass,
}

impl fmt::Display for UmelMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            UmelMove::Pass => f.write_str("pass"),
            UmelMove::Sow { cup, side, marked } => {
                write!(f, "{cup}")?;
                if marked {
                    f.write_str(if side == Side::Left { "L" } else { "R" })?;
                }
                Ok(())
            }
        }
    }
}

/// An Umel Bagara position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UmelBagara {
    /// Cups 0..10 (ring order), stores at 10 and 11, zeros after: the key is one load.
    cups: [u8; 16],
    to_move: Player,
    finished: Option<Box<Finished>>,
    seeds: u8,
    directions: Directions,
}

impl UmelBagara {
    /// The counters a view shows: the beans in each store.
    pub fn counters(&self) -> Counters {
        Counters {
            stores: Some(self.stores().iter().map(|&c| c as u32).collect()),
            ..Counters::default()
        }
    }

    /// The start position with the given options.
    pub fn new(seeds: u8, directions: Directions) -> Result<UmelBagara, PositionError> {
        if !(3..=5).contains(&seeds) {
            return err("option 'seeds' must be 3, 4 or 5");
        }
        let mut cups = [0; 16];
        cups[..RING_CUPS].fill(seeds);
        Ok(UmelBagara {
            cups,
            to_move: 1,
            finished: None,
            seeds,
            directions,
        })
    }

    /// Beans in each ring cup (index 0..10: 1.1‥1.5, 2.1‥2.5).
    pub fn cups(&self) -> [u8; RING_CUPS] {
        let mut c = [0; RING_CUPS];
        c.copy_from_slice(&self.cups[..RING_CUPS]);
        c
    }

    /// Beans in each store.
    pub fn stores(&self) -> [u8; 2] {
        [self.cups[10], self.cups[11]]
    }

    /// The `directions` option.
    pub fn directions(&self) -> Directions {
        self.directions
    }

    /// Bit 7 of byte i is set when cup i of player `p` holds 2 beans or more (cups hold at
    /// most 50, so adding 126 to each byte never carries).
    #[inline]
    fn sowable(&self, p: Player) -> u128 {
        const ADD: u128 = 0x7E7E_7E7E_7E7E_7E7E_7E7E_7E7E_7E7E_7E7E;
        const P1: u128 = 0x80_8080_8080;
        let mask = if p == 1 { P1 } else { P1 << 40 };
        u128::from_le_bytes(self.cups).wrapping_add(ADD) & mask
    }

    fn can_move(&self, p: Player) -> bool {
        self.sowable(p) != 0
    }

    fn sides(&self, cup: u8) -> (&'static [Side], bool) {
        match self.directions {
            Directions::Right => (&[Side::Right], false),
            Directions::Left => (&[Side::Left], false),
            Directions::Free => match cup {
                1 | 2 => (&[Side::Left], false),
                3 => (&[Side::Left, Side::Right], true),
                _ => (&[Side::Right], false),
            },
        }
    }

    fn end_game(&mut self, reason: EndReason, mut events: Option<&mut Vec<Event>>) {
        for i in 0..RING_CUPS {
            let n = self.cups[i];
            if n > 0 {
                let (owner, _) = ring::owner_cup(i as u8);
                self.cups[10 + owner as usize - 1] += n;
                self.cups[i] = 0;
                emit!(
                    events,
                    Event::Collect {
                        pit: i as u8,
                        player: owner,
                        pieces: Contents::small(owner, n as u32)
                    }
                );
            }
        }
        let f = match self.cups[10].cmp(&self.cups[11]) {
            std::cmp::Ordering::Greater => Finished::win(1, reason),
            std::cmp::Ordering::Less => Finished::win(2, reason),
            std::cmp::Ordering::Equal => Finished::draw(vec![1, 2], reason),
        };
        emit!(events, Event::GameOver(f.clone()));
        self.finished = Some(Box::new(f));
    }

    /// Reads a position object.
    pub fn from_json(obj: &Map<String, Value>) -> Result<UmelBagara, PositionError> {
        json::check_keys(obj, GameKind::UmelBagara, &["rows", "stores"])?;
        let h = json::header(obj, GameKind::UmelBagara, Phase::Play)?;
        if h.phase == Phase::Setup {
            return err("umel_bagara has no setup phase");
        }
        let opts = json::options(obj)?;
        let mut seeds = 5;
        let mut directions = Directions::Free;
        for (k, v) in &opts {
            match k.as_str() {
                "seeds" => match v.as_u64() {
                    Some(n @ 3..=5) => seeds = n as u8,
                    _ => return err("option 'seeds' must be 3, 4 or 5"),
                },
                "directions" => {
                    directions = match v.as_str() {
                        Some("free") => Directions::Free,
                        Some("right") => Directions::Right,
                        Some("left") => Directions::Left,
                        _ => {
                            return err(
                                "option 'directions' must be \"free\", \"right\" or \"left\"",
                            );
                        }
                    }
                }
                _ => return err(format!("unknown option '{k}' for umel_bagara")),
            }
        }
        let mut pos = UmelBagara::new(seeds, directions)?;
        pos.to_move = h.to_move;
        if let Some(rows) = obj.get("rows") {
            let rows = rows
                .as_array()
                .filter(|a| a.len() == 2)
                .ok_or_else(|| PositionError::new("'rows' must be two lists of 5 counts"))?;
            for (p, row) in rows.iter().enumerate() {
                let row = row
                    .as_array()
                    .filter(|a| a.len() == 5)
                    .ok_or_else(|| PositionError::new("'rows' must be two lists of 5 counts"))?;
                for (c, v) in row.iter().enumerate() {
                    pos.cups[p * 5 + c] = match v.as_u64() {
                        Some(n) if n <= 50 => n as u8,
                        _ => return err("a cup must hold 0..50 beans"),
                    };
                }
            }
        }
        let stores = json::counts(obj, "stores", 2, vec![0, 0])?;
        for (i, s) in stores.iter().enumerate() {
            if *s > 50 {
                return err("a store must hold 0..50 beans");
            }
            pos.cups[10 + i] = *s as u8;
        }
        let total: u32 = pos.cups.iter().map(|&c| c as u32).sum();
        if total > 50 {
            return err("more than 50 beans in the game");
        }
        pos.finished = h.finished.map(Box::new);
        Ok(pos)
    }
}

impl Rules for UmelBagara {
    type Move = UmelMove;

    fn kind(&self) -> GameKind {
        GameKind::UmelBagara
    }
    fn players(&self) -> u8 {
        2
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

    fn legal_moves(&self, out: &mut Vec<UmelMove>) {
        if self.finished.is_some() {
            return;
        }
        let before = out.len();
        let base = (self.to_move as usize - 1) * 5;
        for cup in 1..=5u8 {
            if self.cups[base + cup as usize - 1] >= 2 {
                let (sides, marked) = self.sides(cup);
                for &side in sides {
                    out.push(UmelMove::Sow { cup, side, marked });
                }
            }
        }
        if out.len() == before && self.can_move(3 - self.to_move) {
            out.push(UmelMove::Pass);
        }
    }

    fn parse_move(&self, text: &str) -> Result<UmelMove, MoveError> {
        if self.finished.is_some() {
            return Err(MoveError::GameOver);
        }
        let mv = if text == "pass" {
            UmelMove::Pass
        } else {
            let b = text.as_bytes();
            let cup = match b.first() {
                Some(c @ b'1'..=b'5') => c - b'0',
                _ => {
                    return Err(MoveError::Syntax(format!(
                        "'{text}' is not a cup 1..5, 3L, 3R or pass"
                    )));
                }
            };
            let (sides, marked) = self.sides(cup);
            let side = match (&b[1..], marked) {
                (b"", false) => sides[0],
                (b"L", true) => Side::Left,
                (b"R", true) => Side::Right,
                (b"", true) => {
                    return Err(MoveError::Syntax(format!(
                        "cup 3 needs a side: '3L' or '3R', not '{text}'"
                    )));
                }
                _ => {
                    return Err(MoveError::Syntax(format!(
                        "'{text}' is not a move here (L/R only on cup 3 with free directions)"
                    )));
                }
            };
            UmelMove::Sow { cup, side, marked }
        };
        let mut legal = Vec::new();
        self.legal_moves(&mut legal);
        if legal.contains(&mv) {
            return Ok(mv);
        }
        Err(MoveError::Illegal(match mv {
            UmelMove::Pass => "pass only when no cup can be sown".into(),
            UmelMove::Sow { cup, .. } => format!(
                "cup {cup} of player {} holds fewer than 2 beans",
                self.to_move
            ),
        }))
    }

    fn play_unchecked(&mut self, mv: &UmelMove, mut events: Option<&mut Vec<Event>>) -> bool {
        let me = self.to_move;
        let mut captured = false;
        match *mv {
            UmelMove::Pass => emit!(events, Event::Pass { player: me }),
            UmelMove::Sow { cup, side, .. } => {
                let origin = ring::index(me, cup) as usize;
                let n = self.cups[origin];
                self.cups[origin] = 0;
                emit!(
                    events,
                    Event::Lift {
                        pit: origin as u8,
                        pieces: Contents::small(me, n as u32)
                    }
                );
                let step = if side == Side::Right {
                    1
                } else {
                    RING_CUPS - 1
                };
                let mut i = origin;
                if let Some(ev) = events.as_deref_mut() {
                    for _ in 0..n {
                        i = (i + step) % RING_CUPS;
                        self.cups[i] += 1;
                        ev.push(Event::Drop {
                            pit: i as u8,
                            piece: Piece::Small(me),
                        });
                    }
                } else {
                    let laps = n / RING_CUPS as u8;
                    if laps > 0 {
                        for c in self.cups[..RING_CUPS].iter_mut() {
                            *c += laps;
                        }
                    }
                    for _ in 0..n % RING_CUPS as u8 {
                        i += step;
                        if i >= RING_CUPS {
                            i -= RING_CUPS;
                        }
                        self.cups[i] += 1;
                    }
                    if n.is_multiple_of(RING_CUPS as u8) {
                        i = origin;
                    }
                }
                // Capture backwards along the sowing while the cup is the opponent's and holds 2 or 4.
                let opp_base = (2 - me as usize) * 5;
                while (opp_base..opp_base + 5).contains(&i) && matches!(self.cups[i], 2 | 4) {
                    let c = self.cups[i];
                    self.cups[i] = 0;
                    self.cups[10 + me as usize - 1] += c;
                    captured = true;
                    emit!(
                        events,
                        Event::Capture {
                            pit: i as u8,
                            by: me,
                            pieces: Contents::small(3 - me, c as u32)
                        }
                    );
                    i = (i + RING_CUPS - step) % RING_CUPS;
                }
            }
        }
        self.to_move = 3 - me;
        emit!(
            events,
            Event::Turn {
                player: self.to_move
            }
        );
        if !self.can_move(1) && !self.can_move(2) {
            self.end_game(EndReason::NoMoves, events);
        }
        captured
    }

    fn random_move(&self, rng: &mut crate::Rng, _buf: &mut Vec<UmelMove>) -> Option<UmelMove> {
        if self.finished.is_some() {
            return None;
        }
        let mut m = self.sowable(self.to_move);
        if m == 0 {
            return self.can_move(3 - self.to_move).then_some(UmelMove::Pass);
        }
        let base = (self.to_move as u32 - 1) * 5;
        let free = self.directions == Directions::Free;
        // Cup 3 counts twice under free directions (3L and 3R).
        let cup3 = 1u128 << ((base + 2) * 8 + 7);
        let n = m.count_ones() + u32::from(free && m & cup3 != 0);
        let mut r = rng.below(n as u64) as u32;
        loop {
            let cup = (m.trailing_zeros() / 8 - base) as u8 + 1;
            let (sides, marked) = self.sides(cup);
            if (r as usize) < sides.len() {
                return Some(UmelMove::Sow {
                    cup,
                    side: sides[r as usize],
                    marked,
                });
            }
            r -= sides.len() as u32;
            m &= m - 1;
        }
    }

    fn key(&self) -> u128 {
        u128::from_le_bytes(self.cups) | (self.to_move as u128) << 120
    }

    fn repetition_rule(&self) -> bool {
        true
    }

    fn end_by_repetition(&mut self, events: Option<&mut Vec<Event>>) {
        self.end_game(EndReason::Repetition, events);
    }

    fn to_json(&self) -> Map<String, Value> {
        let mut o = Map::new();
        json::write_head(&mut o, GameKind::UmelBagara, 2, self.to_move, self.phase());
        o.insert(
            "rows".into(),
            Value::from(vec![self.cups[0..5].to_vec(), self.cups[5..10].to_vec()]),
        );
        o.insert("stores".into(), Value::from(self.stores().to_vec()));
        let mut opts = Map::new();
        opts.insert("directions".into(), Value::from(self.directions.as_str()));
        opts.insert("seeds".into(), Value::from(self.seeds));
        json::write_tail(&mut o, opts, self.finished.as_deref());
        o
    }

    fn replay(&self, events: &[Event]) -> Result<UmelBagara, String> {
        let mut p = self.clone();
        let mut hand: u32 = 0;
        let cup = |pit: &PitId| {
            Some(*pit as usize)
                .filter(|&i| i < RING_CUPS)
                .ok_or(format!("bad cup {pit}"))
        };
        let count = |c: &Contents| -> Result<u32, String> { Ok(c.total()) };
        for e in events {
            match e {
                Event::Lift { pit, pieces } => {
                    let i = cup(pit)?;
                    let n = count(pieces)?;
                    if p.cups[i] as u32 != n {
                        return Err(format!("lift of {n} from {pit} holding {}", p.cups[i]));
                    }
                    p.cups[i] = 0;
                    hand += n;
                }
                Event::Drop { pit, .. } => {
                    hand = hand.checked_sub(1).ok_or("drop from an empty hand")?;
                    p.cups[cup(pit)?] += 1;
                }
                Event::Capture { pit, by, pieces }
                | Event::Collect {
                    pit,
                    player: by,
                    pieces,
                } => {
                    let i = cup(pit)?;
                    let n = count(pieces)?;
                    if p.cups[i] as u32 != n {
                        return Err(format!("{n} taken from {pit} holding {}", p.cups[i]));
                    }
                    p.cups[i] = 0;
                    p.cups[10 + *by as usize - 1] += n as u8;
                }
                Event::Pass { .. } => {}
                Event::Turn { player } => p.to_move = *player,
                Event::GameOver(f) => p.finished = Some(Box::new(f.clone())),
                other => return Err(format!("unexpected event {other:?}")),
            }
        }
        if hand != 0 {
            return Err("beans left in hand".into());
        }
        Ok(p)
    }

    fn steps(&self, prefix: &[Step]) -> Result<StepInfo<UmelMove>, MoveError> {
        let mut legal = Vec::new();
        self.legal_moves(&mut legal);
        let as_steps = |m: &UmelMove| -> Vec<Step> {
            match *m {
                UmelMove::Pass => vec![Step::Pass],
                UmelMove::Sow { cup, side, marked } => {
                    let pit = Step::Pit(ring::index(self.to_move, cup));
                    if marked {
                        vec![pit, Step::Side(side)]
                    } else {
                        vec![pit]
                    }
                }
            }
        };
        crate::builder::steps_from_list(&legal, as_steps, prefix)
    }

    fn pieces_total(&self) -> u32 {
        self.cups.iter().map(|&c| c as u32).sum()
    }
}
