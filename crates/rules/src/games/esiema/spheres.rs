//! The spheres in a pit or a hand, by player: small ones counted, mothers as bits.

use super::*;

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

    pub(super) fn count(&self, piece: Piece) -> u32 {
        match piece {
            Piece::Small(p) => self.small[p as usize - 1] as u32,
            Piece::Big(p) => (self.mothers >> (p - 1) & 1) as u32,
        }
    }

    pub(super) fn add(&mut self, piece: Piece) {
        match piece {
            Piece::Small(p) => self.small[p as usize - 1] += 1,
            Piece::Big(p) => self.mothers |= 1 << (p - 1),
        }
    }

    pub(super) fn remove(&mut self, piece: Piece) {
        match piece {
            Piece::Small(p) => self.small[p as usize - 1] -= 1,
            Piece::Big(p) => self.mothers &= !(1 << (p - 1)),
        }
    }

    /// The kinds present, mothers first, by player.
    pub(super) fn kinds(&self) -> SmallVec<[Piece; 12]> {
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
    pub(super) fn pieces(&self) -> SmallVec<[Piece; 16]> {
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
