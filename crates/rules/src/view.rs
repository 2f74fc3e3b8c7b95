//! A plain view of any position for drawing and announcing: each pit with its name,
//! its centre on the board (unit spacing between neighbours) and the pieces in it.

use crate::board::{HEX_PITS, Hex, PitId, RING_CUPS, TRI_PITS, Tri, ring};
pub use crate::core::Counters;
use crate::core::GameKind;
use crate::piece::Piece;
use crate::rules::Rules;
use crate::{AnyGame, with_game};

/// One pit as drawn.
#[derive(Clone, Debug, PartialEq)]
pub struct PitView {
    /// The name used in notation and events (`f6`, `4b`, `1.3`, `S1`).
    pub name: String,
    /// Centre on the board plane, y pointing away from player 1.
    pub center: (f32, f32),
    /// Pieces, big ones first then small ones by player. Umel Bagara beans are written
    /// `Small(0)`: they belong to nobody.
    pub pieces: Vec<Piece>,
    /// Whether it is a store (Umel Bagara), never a step target.
    pub store: bool,
}

/// The pits of a game's board, empty, in board order (stores last).
pub fn layout(kind: GameKind) -> Vec<PitView> {
    let mk = |name: String, center, store| PitView {
        name,
        center,
        pieces: Vec::new(),
        store,
    };
    match kind {
        GameKind::Myra | GameKind::Esiema => {
            let h = Hex::get();
            (0..HEX_PITS as PitId)
                .map(|p| {
                    mk(
                        h.name(p).into(),
                        {
                            let (x, y) = h.center(p);
                            (x, y - 5.0)
                        },
                        false,
                    )
                })
                .collect()
        }
        GameKind::Tricala => {
            let t = Tri::get();
            (0..TRI_PITS as PitId)
                .map(|p| {
                    mk(
                        t.name(p).into(),
                        {
                            let (x, y) = t.center(p);
                            (x, y + 2.6)
                        },
                        false,
                    )
                })
                .collect()
        }
        GameKind::UmelBagara => {
            let mut v: Vec<PitView> = (0..RING_CUPS as PitId)
                .map(|i| {
                    let (p, c) = ring::owner_cup(i);
                    let x = (c as f32 - 3.0) * 1.2;
                    let center = if p == 1 { (x, -0.7) } else { (-x, 0.7) };
                    mk(ring::name(i), center, false)
                })
                .collect();
            v.push(mk(ring::store_name(1), (4.0, 0.0), true));
            v.push(mk(ring::store_name(2), (-4.0, 0.0), true));
            v
        }
    }
}

impl AnyGame {
    /// Every pit of the board with its pieces.
    pub fn pit_views(&self) -> Vec<PitView> {
        let mut v = layout(self.kind());
        match self {
            AnyGame::UmelBagara(g) => {
                let pos = g.position();
                for (i, &n) in pos.cups().iter().enumerate() {
                    v[i].pieces = vec![Piece::Small(0); n as usize];
                }
                for (i, &n) in pos.stores().iter().enumerate() {
                    v[RING_CUPS + i].pieces = vec![Piece::Small(0); n as usize];
                }
            }
            AnyGame::Tricala(g) => {
                for (p, pit) in v.iter_mut().enumerate() {
                    let c = g.position().pit(p as PitId);
                    for (q, &n) in c.iter().enumerate() {
                        pit.pieces
                            .extend(std::iter::repeat_n(Piece::Small(q as u8 + 1), n as usize));
                    }
                }
            }
            AnyGame::Myra(g) => {
                for (p, pit) in v.iter_mut().enumerate() {
                    let c = g.position().cell(p as PitId);
                    if c.is_queen() {
                        pit.pieces.push(Piece::Big(c.owner() as u8 + 1));
                    } else {
                        pit.pieces.extend(std::iter::repeat_n(
                            Piece::Small(c.owner() as u8 + 1),
                            c.soldiers_count() as usize,
                        ));
                    }
                }
            }
            AnyGame::Esiema(g) => {
                for (p, pit) in v.iter_mut().enumerate() {
                    let s = g.position().pit(p as PitId);
                    for q in 0..6u8 {
                        if s.mothers >> q & 1 == 1 {
                            pit.pieces.push(Piece::Big(q + 1));
                        }
                    }
                    for q in 0..6u8 {
                        pit.pieces.extend(std::iter::repeat_n(
                            Piece::Small(q + 1),
                            s.small[q as usize] as usize,
                        ));
                    }
                }
            }
        }
        v
    }

    /// The build steps of a move given in notation: the builder's path to it (depth
    /// first, steps in the builder's order), or `None` if it cannot be built here.
    pub fn steps_of(&self, text: &str) -> Option<Vec<crate::Step>> {
        fn find(g: &AnyGame, prefix: &mut Vec<crate::Step>, text: &str) -> bool {
            let Ok((next, complete)) = g.step_info(prefix) else {
                return false;
            };
            if complete.as_deref() == Some(text) {
                return true;
            }
            if prefix.len() > 16 {
                return false;
            }
            for s in next {
                prefix.push(s);
                if find(g, prefix, text) {
                    return true;
                }
                prefix.pop();
            }
            false
        }
        let mut steps = Vec::new();
        find(self, &mut steps, text).then_some(steps)
    }

    /// Where the sowing of a move being built stands after `prefix`, in a game that asks
    /// on its way (Tricala): the pit it is at and the pieces in hand; `None` for other
    /// games, outside a sowing, or once the move is complete.
    pub fn sowing_at(&self, prefix: &[crate::Step]) -> Option<(PitId, Vec<Piece>)> {
        let AnyGame::Tricala(g) = self else {
            return None;
        };
        let (pit, hand) = g.position().sowing_at(prefix)?;
        let pieces = (0..3u8)
            .flat_map(|p| std::iter::repeat_n(Piece::Small(p + 1), hand[p as usize] as usize))
            .collect();
        Some((pit, pieces))
    }

    /// The board as a sowing being built has left it after `prefix` (Tricala, Esiema):
    /// the pieces lifted off it (in hand), those dropped in their pits; `None` for other
    /// games and moves, or once the move is complete.
    pub fn board_so_far(&self, prefix: &[crate::Step]) -> Option<Vec<PitView>> {
        let mut v = self.pit_views();
        match self {
            AnyGame::Tricala(g) => {
                let pits = g.position().sown_so_far(prefix)?;
                for (view, stones) in v.iter_mut().zip(pits) {
                    view.pieces = (0..3u8)
                        .flat_map(|p| {
                            std::iter::repeat_n(Piece::Small(p + 1), stones[p as usize] as usize)
                        })
                        .collect();
                }
            }
            AnyGame::Esiema(g) => {
                let (origin, drops) = g.position().sown_so_far(prefix)?;
                v.get_mut(origin as usize)?.pieces.clear();
                for (pit, piece) in drops {
                    let view = v.get_mut(pit as usize)?;
                    view.pieces.push(piece);
                    view.pieces.sort();
                }
            }
            _ => return None,
        }
        Some(v)
    }

    /// The build steps that may follow `prefix`, and the move text if it is complete.
    pub fn step_info(
        &self,
        prefix: &[crate::Step],
    ) -> Result<(Vec<crate::Step>, Option<String>), crate::MoveError> {
        with_game!(self, g => {
            let info = g.position().steps(prefix)?;
            Ok((info.next, info.complete.map(|m| m.to_string())))
        })
    }
}
