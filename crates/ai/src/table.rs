//! A transposition table of fixed size keyed on the rules crate's position key
//! (`Rules::key`, a 128-bit hash of pits, counters and the player to move): each slot
//! keeps one entry, replaced when the new one searched at least as deep or is for
//! another position. A search may keep its table for the same player's next search
//! from the same side (`Table::kept`, `Table::keep`, in the player's `KeptTables`):
//! Hard's next move starts from what its last search found two plies deeper.

use std::any::{Any, TypeId};

use sowing_rules::Player;

/// Tables kept at most (Myra with three players keeps one per seat).
const KEPT_TABLES: usize = 3;

/// A kept table with what it is for: its move type, root player and size.
type Kept = (TypeId, Player, u32, Box<dyn Any + Send>);

/// The tables a player's searches keep for their next searches, the last kept last (in
/// the player's `Engine`).
#[derive(Default)]
pub struct KeptTables(Vec<Kept>);

/// Scores of alpha-beta, in hundredths of a material unit, from the side to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Score(pub i32);

impl Score {
    /// A won game (less the plies to reach it, so nearer wins score higher).
    pub const WIN: Score = Score(1_000_000);
    /// Above every score of a position.
    pub const INFINITE: Score = Score(2_000_000);
    /// Scores this near `WIN` are proved results.
    const PROVED: i32 = 1_000_000 - 10_000;

    /// A proved win or loss.
    pub fn is_proved(self) -> bool {
        self.0.abs() >= Score::PROVED
    }

    /// A win in `ply` plies from the root.
    pub fn win_in(ply: u32) -> Score {
        Score(Score::WIN.0 - ply as i32)
    }

    /// The score to store at a node `ply` plies from the root: proved results count
    /// their plies from the node, so an entry reads the same at any depth.
    fn stored_at(self, ply: u32) -> Score {
        match self.0 {
            s if s >= Score::PROVED => Score(s + ply as i32),
            s if s <= -Score::PROVED => Score(s - ply as i32),
            s => Score(s),
        }
    }

    /// The stored score read back at `ply`.
    fn read_at(self, ply: u32) -> Score {
        match self.0 {
            s if s >= Score::PROVED => Score(s - ply as i32),
            s if s <= -Score::PROVED => Score(s + ply as i32),
            s => Score(s),
        }
    }
}

impl std::ops::Neg for Score {
    type Output = Score;

    /// The score from the other side's view.
    fn neg(self) -> Score {
        Score(-self.0)
    }
}

/// What a stored score says about the true one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bound {
    /// The score itself.
    Exact,
    /// At least the score (a cut-off above beta).
    Lower,
    /// At most the score (no move reached alpha).
    Upper,
}

/// One stored search result.
#[derive(Clone, Debug)]
pub struct Entry<M> {
    key: u128,
    /// Plies searched below the position.
    pub depth: u32,
    score: Score,
    pub bound: Bound,
    /// The best (or cutting) move found, tried first next time.
    pub best: Option<M>,
}

/// The table: `2^bits` slots.
pub struct Table<M> {
    slots: Vec<Option<Entry<M>>>,
    mask: usize,
    bits: u32,
}

impl<M: Clone + Send + 'static> Table<M> {
    /// An empty table of `2^bits` slots.
    pub fn new(bits: u32) -> Table<M> {
        let bits = bits.min(26);
        let n = 1usize << bits;
        Table {
            slots: vec![None; n],
            mask: n - 1,
            bits,
        }
    }

    /// The table `kept` holds for searches from `root`'s side with `2^bits` slots, taken
    /// (a search running meanwhile gets another), or an empty one.
    pub fn kept(bits: u32, root: Player, kept: &mut KeptTables) -> Table<M> {
        let bits = bits.min(26);
        let key = (TypeId::of::<M>(), root, bits);
        let kept = &mut kept.0;
        kept.iter()
            .position(|(t, p, b, _)| (*t, *p, *b) == key)
            .and_then(|i| kept.remove(i).3.downcast::<Table<M>>().ok())
            .map_or_else(|| Table::new(bits), |t| *t)
    }

    /// Keeps the table in `kept` for the next search from `root`'s side; the table kept
    /// longest ago goes once more than `KEPT_TABLES` are kept.
    pub fn keep(self, root: Player, kept: &mut KeptTables) {
        let key = (TypeId::of::<M>(), root, self.bits);
        let kept = &mut kept.0;
        kept.retain(|(t, p, b, _)| (*t, *p, *b) != key);
        if kept.len() >= KEPT_TABLES {
            kept.remove(0);
        }
        kept.push((key.0, key.1, key.2, Box::new(self)));
    }

    /// The slot of a key. Keys need not be hashes (Umel Bagara's is the bytes of its
    /// cups and stores), so both halves are mixed until every bit reaches the slot's.
    fn slot(&self, key: u128) -> usize {
        let mut x = key as u64 ^ ((key >> 64) as u64).rotate_left(29);
        x = (x ^ (x >> 32)).wrapping_mul(0xD6E8_FEB8_6659_FD93);
        x = (x ^ (x >> 32)).wrapping_mul(0xD6E8_FEB8_6659_FD93);
        (x ^ (x >> 32)) as usize & self.mask
    }

    /// The entry of a position, if stored, with its score read at `ply`.
    pub fn get(&self, key: u128, ply: u32) -> Option<(Entry<M>, Score)> {
        let e = self.slots[self.slot(key)].as_ref()?;
        (e.key == key).then(|| (e.clone(), e.score.read_at(ply)))
    }

    /// Stores a result found at `ply` plies from the root.
    pub fn put(
        &mut self,
        key: u128,
        ply: u32,
        depth: u32,
        score: Score,
        bound: Bound,
        best: Option<M>,
    ) {
        let i = self.slot(key);
        if let Some(old) = &self.slots[i]
            && old.key == key
            && old.depth > depth
        {
            return;
        }
        self.slots[i] = Some(Entry {
            key,
            depth,
            score: score.stored_at(ply),
            bound,
            best,
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_that_differ_in_any_one_byte_spread_over_the_slots() {
        // Umel Bagara's key is the bytes of its cups, its stores and the player to move:
        // a slot that read only some bytes would put positions differing elsewhere in one.
        let table: Table<()> = Table::new(12);
        let base = u128::from_le_bytes([5, 3, 0, 7, 1, 2, 9, 4, 6, 5, 0, 0, 0, 0, 0, 1]);
        for byte in 0..16 {
            let mut slots: Vec<usize> = (0..64u128)
                .map(|v| table.slot(base & !(0xFF << (8 * byte)) | v << (8 * byte)))
                .collect();
            slots.sort_unstable();
            slots.dedup();
            assert!(
                slots.len() >= 56,
                "byte {byte}: {} slots of 64",
                slots.len()
            );
        }
    }

    #[test]
    fn an_entry_is_read_back_for_its_key_only() {
        let mut table: Table<u8> = Table::new(10);
        let (a, b) = (7u128 << 120 | 3, 7u128 << 120 | 4);
        table.put(a, 0, 5, Score(42), Bound::Exact, Some(9));
        let (e, s) = table.get(a, 0).expect("stored");
        assert_eq!(
            (e.depth, s, e.bound, e.best),
            (5, Score(42), Bound::Exact, Some(9))
        );
        assert!(table.get(b, 0).is_none(), "another key reads nothing");
    }

    #[test]
    fn a_kept_table_is_taken_back_by_its_move_type_side_and_size_only() {
        let mut kept = KeptTables::default();
        let k = &mut kept;
        let mut t: Table<u8> = Table::new(8);
        t.put(11, 0, 3, Score(5), Bound::Exact, Some(2));
        t.keep(1, k);
        // Another player's tables are not this one's.
        assert!(
            Table::<u8>::kept(8, 1, &mut KeptTables::default())
                .get(11, 0)
                .is_none()
        );
        let (other_side, other_size, other_type) = (
            Table::<u8>::kept(8, 2, k),
            Table::<u8>::kept(9, 1, k),
            Table::<u16>::kept(8, 1, k),
        );
        assert!(other_side.get(11, 0).is_none());
        assert!(other_size.get(11, 0).is_none());
        assert!(other_type.get(11, 0).is_none());
        let t = Table::<u8>::kept(8, 1, k);
        assert_eq!(
            t.get(11, 0).map(|(e, s)| (e.best, s)),
            Some((Some(2), Score(5)))
        );
        // Taken, not copied: a second search meanwhile starts empty.
        assert!(Table::<u8>::kept(8, 1, k).get(11, 0).is_none());
        // At most `KEPT_TABLES` are kept, the oldest going first.
        for root in 1..=KEPT_TABLES as Player + 1 {
            let mut t: Table<u8> = Table::new(4);
            t.put(7, 0, 1, Score(root as i32), Bound::Exact, None);
            t.keep(root, k);
        }
        assert!(Table::<u8>::kept(4, 1, k).get(7, 0).is_none());
        for root in 2..=KEPT_TABLES as Player + 1 {
            let s = Table::<u8>::kept(4, root, k).get(7, 0).map(|(_, s)| s);
            assert_eq!(s, Some(Score(root as i32)));
        }
    }
}
