//! A transposition table of fixed size keyed on the rules crate's position key
//! (`Rules::key`, a 128-bit hash of pits, counters and the player to move): each slot
//! keeps one entry, replaced when the new one searched at least as deep or is for
//! another position.

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
}

impl<M: Clone> Table<M> {
    /// An empty table of `2^bits` slots.
    pub fn new(bits: u32) -> Table<M> {
        let n = 1usize << bits.min(26);
        Table {
            slots: vec![None; n],
            mask: n - 1,
        }
    }

    fn slot(&self, key: u128) -> usize {
        (key as u64 ^ (key >> 64) as u64) as usize & self.mask
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
