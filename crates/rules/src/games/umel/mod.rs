//! Umel Bagara (RULES.md §5): 2 × 5 cups, two stores, two players.

mod json_io;
mod notation;
mod play;
mod replay;

pub use notation::UmelMove;

use std::fmt;

use serde_json::{Map, Value};

use crate::board::{PitId, RING_CUPS, ring};
use crate::core::Counters;
use crate::core::PositionErrorKind;
use crate::core::{
    Finished, GameKind, MoveError, Phase, PositionError, ReplayError, Side, Step, StepInfo,
};
use crate::event::{Contents, Event};
use crate::json::{self, err};
use crate::piece::{Piece, Player};
use crate::reason::EndReason;
use crate::rules::{Rules, emit};

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
            return err(
                PositionErrorKind::Options,
                "option 'seeds' must be 3, 4 or 5",
            );
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

    /// The sides either player's cup `cup` (1 to 5) may be sown towards, in the
    /// order the legal moves list them, and whether the notation writes the side.
    #[inline]
    pub fn sides(&self, cup: u8) -> (&'static [Side], bool) {
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
        self.read_move(text)
    }

    fn play_unchecked(&mut self, mv: &UmelMove, events: Option<&mut Vec<Event>>) -> bool {
        self.play_move(mv, events)
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
        self.write_json()
    }

    fn replay(&self, events: &[Event]) -> Result<UmelBagara, ReplayError> {
        self.replay_events(events).map_err(ReplayError::Events)
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
