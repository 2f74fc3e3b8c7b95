//! A Myra pit: empty, a queen, or 1–5 soldiers of one player, in one byte.

use super::*;

/// A pit's contents in one byte: 0 empty, else owner index << 4 | (QUEEN or soldier count).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Cell(pub(super) u8);

impl Cell {
    pub(super) const EMPTY: Cell = Cell(0);

    pub(super) fn queen(owner: usize) -> Cell {
        Cell((owner as u8) << 4 | QUEEN)
    }

    pub(super) fn soldiers(owner: usize, n: u8) -> Cell {
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
    pub(super) fn contents(self) -> Contents {
        let owner = self.owner() as u8 + 1;
        if self.is_queen() {
            Contents::one(Piece::Big(owner))
        } else {
            Contents::small(owner, self.soldiers_count() as u32)
        }
    }

    pub(super) fn text(self) -> String {
        if self.is_queen() {
            format!("Q{}", self.owner() + 1)
        } else if self.soldiers_count() == 1 {
            format!("{}", self.owner() + 1)
        } else {
            format!("{}*{}", self.owner() + 1, self.soldiers_count())
        }
    }
}
