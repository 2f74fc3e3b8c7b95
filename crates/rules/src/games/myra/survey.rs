//! One pass over a Myra board for a search's evaluation: the empty pits, each player's
//! queen and their soldiers by the size of the pit, and from these the pieces that
//! attack a pit, without walking the board again.

use super::moves::neighbours;
use super::*;

/// A Myra board summed up as bit sets (`Myra::survey`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Survey {
    /// The empty pits.
    pub empty: HexSet,
    /// Per player (index 0 for player 1): the pits holding `k + 1` of their soldiers.
    pub soldiers: [[HexSet; FORTRESS as usize]; 3],
    /// Per player: their queen's pit, None once taken.
    pub queens: [Option<PitId>; 3],
}

impl Myra {
    /// The board as bit sets, in one pass.
    pub fn survey(&self) -> Survey {
        // Each pit's bit goes into the set of its cell's byte (owner << 4 | queen or
        // count), with no branch; the sets are read out by byte afterwards.
        let mut by_byte = [0 as HexSet; 3 << 4];
        let mut bit: HexSet = 1;
        for c in &self.cells {
            by_byte[c.0 as usize] |= bit;
            bit <<= 1;
        }
        let mut s = Survey {
            empty: by_byte[0],
            soldiers: [[0; FORTRESS as usize]; 3],
            queens: [None; 3],
        };
        for owner in 0..3 {
            let b = &by_byte[owner << 4..(owner + 1) << 4];
            for (k, set) in s.soldiers[owner].iter_mut().enumerate() {
                *set = b[k + 1];
            }
            let q = b[QUEEN as usize];
            s.queens[owner] = (q != 0).then(|| q.trailing_zeros() as PitId);
        }
        s
    }
}

impl Survey {
    /// Player `p`'s pieces that move, and may be taken, as a whole: the queen and the
    /// pits of fewer soldiers than a fortress.
    pub fn whole_movers(&self, p: usize) -> HexSet {
        let troops = self.soldiers[p][..FORTRESS as usize - 1]
            .iter()
            .fold(0, |a, b| a | b);
        self.queens[p].map_or(troops, |q| troops | 1 << q)
    }

    /// The pieces of other players than `owner` that could capture a piece of `owner`'s
    /// at `target` with one move of theirs (see `Myra::attackers`).
    pub fn attackers(&self, target: PitId, owner: usize) -> u32 {
        // Paths are symmetric: a piece of n at o reaches `target` within n steps iff o is
        // next to a pit reached from `target` within n - 1 steps through empty pits. So
        // the pits reached from the target grow a step at a time, and each step counts
        // the pieces that move that far.
        let h = Hex::get();
        let mut reached: HexSet = 1 << target;
        let mut count = 0;
        for n in 0..FORTRESS as usize - 1 {
            let mut movers: HexSet = 0;
            for (p, sets) in self.soldiers.iter().enumerate() {
                if p != owner {
                    movers |= sets[n];
                    if n == 0
                        && let Some(q) = self.queens[p]
                    {
                        movers |= 1 << q;
                    }
                }
            }
            let next = neighbours(h, reached);
            count += (next & movers).count_ones();
            reached |= next & self.empty;
        }
        count
    }
}
