//! One pass over a Myra board for a search's evaluation: the empty pits, each player's
//! queen and their soldiers by the size of the pit, and from these the pieces that
//! attack a pit, without walking the board again.

use super::moves::neighbours;
use super::*;

/// Every pit of the board.
const ALL_PITS: HexSet = (1 << HEX_PITS) - 1;

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
        // A cell's byte is owner << 4 | (QUEEN or the count): six bits. Eight cells at a
        // time, each bit of the eight bytes is gathered into one byte of a bit plane, so
        // plane k holds bit k of every pit; the sets are formulas of the planes.
        const LOW_BITS: u64 = 0x0101_0101_0101_0101;
        const GATHER: u64 = 0x0102_0408_1020_4080;
        let mut bytes = [0u8; HEX_PITS.next_multiple_of(8)];
        for (b, c) in bytes.iter_mut().zip(&self.cells) {
            *b = c.0;
        }
        // Each plane's bytes, pit 0's first.
        let mut plane_bytes = [[0u8; 16]; 6];
        for (i, chunk) in bytes.chunks_exact(8).enumerate() {
            let w = u64::from_le_bytes(chunk.try_into().expect("eight bytes"));
            for (k, plane) in plane_bytes.iter_mut().enumerate() {
                plane[i] = (((w >> k) & LOW_BITS).wrapping_mul(GATHER) >> 56) as u8;
            }
        }
        let planes = plane_bytes.map(HexSet::from_le_bytes);
        let [c0, c1, c2, queen, o0, o1] = planes;
        let occupied = planes.iter().fold(0, |a, p| a | p);
        let owners = [occupied & !o0 & !o1, o0 & !o1, o1 & !o0];
        // Counts 1 to 5 in the low three bits (a queen's are 0).
        let counts = [
            c0 & !c1 & !c2,
            !c0 & c1 & !c2,
            c0 & c1 & !c2,
            !c0 & !c1 & c2,
            c0 & !c1 & c2,
        ];
        let mut s = Survey {
            empty: ALL_PITS & !occupied,
            soldiers: [[0; FORTRESS as usize]; 3],
            queens: [None; 3],
        };
        for (owner, mine) in owners.iter().enumerate() {
            for (set, count) in s.soldiers[owner].iter_mut().zip(counts) {
                *set = mine & count;
            }
            let q = mine & queen;
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
        // the pieces that move that far; the pits next to those reached grow by the
        // neighbours of the newly reached alone.
        let h = Hex::get();
        let mut reached: HexSet = 1 << target;
        let mut next = h.adjacent_set(target);
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
            count += (next & movers).count_ones();
            if n + 2 == FORTRESS as usize {
                break;
            }
            let grown = next & self.empty & !reached;
            reached |= grown;
            // Not the target: a piece standing there does not attack it.
            next |= neighbours(h, grown) & !reached;
        }
        count
    }
}
