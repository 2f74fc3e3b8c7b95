//! Esiema's sowing paths: self-avoiding paths counted and searched, drop orders counted, the sowing builder (a pit offered only while a path of the remaining length exists) and random sowings.

use super::*;

/// Pits reachable from `p` through pits not in `blocked` (`p` itself excluded).
pub(super) fn region(h: &Hex, p: PitId, blocked: HexSet) -> HexSet {
    let mut seen: HexSet = 1 << p;
    let mut frontier = seen;
    while frontier != 0 {
        let mut next = 0;
        for q in bits(frontier) {
            next |= h.adjacent_set(q);
        }
        next &= !blocked & !seen;
        seen |= next;
        frontier = next;
    }
    seen & !(1 << p)
}

/// Whether a self-avoiding path of `len` more pits starts next to `p`, avoiding `used`
/// (which contains `p`).
pub fn can_extend(h: &Hex, p: PitId, len: u32, used: HexSet) -> bool {
    if len == 0 {
        return true;
    }
    let free = h.adjacent_set(p) & !used;
    if free == 0 {
        return false;
    }
    if len == 1 {
        return true;
    }
    // Plain depth-first search usually succeeds at once; within a budget its answer is
    // exact. Past the budget, search again pruning by the size of the reachable region.
    let mut budget = 2 * len as i32 + 16;
    if let Some(found) = dfs_budget(h, p, len, used, &mut budget) {
        return found;
    }
    dfs_pruned(h, p, len, used)
}

pub(super) fn dfs_budget(
    h: &Hex,
    p: PitId,
    len: u32,
    used: HexSet,
    budget: &mut i32,
) -> Option<bool> {
    if len == 0 {
        return Some(true);
    }
    *budget -= 1;
    if *budget < 0 {
        return None;
    }
    for q in bits(h.adjacent_set(p) & !used) {
        if dfs_budget(h, q, len - 1, used | 1 << q, budget)? {
            return Some(true);
        }
    }
    Some(false)
}

pub(super) fn dfs_pruned(h: &Hex, p: PitId, len: u32, used: HexSet) -> bool {
    if len == 0 {
        return true;
    }
    if region(h, p, used).count_ones() < len {
        return false;
    }
    bits(h.adjacent_set(p) & !used).any(|q| dfs_pruned(h, q, len - 1, used | 1 << q))
}

/// Number of self-avoiding paths of `len` pits starting next to `p` and avoiding `used`.
pub fn count_paths(h: &Hex, p: PitId, len: u32, used: HexSet) -> u128 {
    count_paths_capped(h, p, len, used, u128::MAX)
}

/// `count_paths`, but it stops early once the count passes `cap` (it then returns some
/// number above `cap`).
pub fn count_paths_capped(h: &Hex, p: PitId, len: u32, used: HexSet, cap: u128) -> u128 {
    let free = h.adjacent_set(p) & !used;
    match len {
        0 => 1,
        1 => free.count_ones() as u128,
        _ => {
            let mut total = 0;
            for q in bits(free) {
                total += count_paths_capped(h, q, len - 1, used | 1 << q, cap - total.min(cap));
                if total > cap {
                    break;
                }
            }
            total
        }
    }
}

/// Number of distinct drop orders of `hand` whose last sphere belongs to player index `me`.
pub fn count_orders(hand: &Spheres, me: usize) -> u128 {
    let kinds = hand.kinds();
    let counts: SmallVec<[u32; 12]> = kinds.iter().map(|&k| hand.count(k)).collect();
    let mut total = 0u128;
    for (i, k) in kinds.iter().enumerate() {
        if k.owner() as usize - 1 != me {
            continue;
        }
        let mut c = counts.clone();
        c[i] -= 1;
        total += multinomial(&c);
    }
    total
}

pub(super) fn multinomial(counts: &[u32]) -> u128 {
    let mut result = 1u128;
    let mut n = 0u128;
    for &c in counts {
        for j in 1..=c as u128 {
            n += 1;
            result = result * n / j;
        }
    }
    result
}

/// A sowing being built step by step: a path pit, then the sphere dropped there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SowBuilder {
    origin: PitId,
    me: usize,
    hand: Spheres,
    used: HexSet,
    end: PitId,
    pub(super) pending: Option<PitId>,
    drops: SmallVec<[(PitId, Piece); 14]>,
}

impl SowBuilder {
    /// Starts sowing `origin` of `pos` (it must be sowable by the player to move).
    pub fn new(pos: &Esiema, origin: PitId) -> Option<SowBuilder> {
        let me = pos.to_move as usize - 1;
        let hand = pos.pits[origin as usize];
        if pos.setup || hand.total() < 2 || hand.own(me) == 0 {
            return None;
        }
        let b = SowBuilder {
            origin,
            me,
            hand,
            used: 1 << origin,
            end: origin,
            pending: None,
            drops: SmallVec::new(),
        };
        can_extend(Hex::get(), origin, hand.total(), b.used).then_some(b)
    }

    /// Spheres still to drop.
    pub fn remaining(&self) -> u32 {
        self.hand.total()
    }

    /// The pit chosen for the next drop, if any.
    pub fn pending(&self) -> Option<PitId> {
        self.pending
    }

    /// Pits that may come next (when no pit is pending).
    pub fn next_pits(&self, out: &mut SmallVec<[PitId; 6]>) {
        if self.pending.is_some() {
            return;
        }
        let h = Hex::get();
        let left = self.hand.total().saturating_sub(1);
        for q in bits(h.adjacent_set(self.end) & !self.used) {
            if can_extend(h, q, left, self.used | 1 << q) {
                out.push(q);
            }
        }
    }

    /// Sphere kinds that may drop into the pending pit.
    pub fn next_pieces(&self, out: &mut SmallVec<[Piece; 12]>) {
        if self.pending.is_none() {
            return;
        }
        let last = self.hand.total() == 1;
        let own = self.hand.own(self.me);
        for k in self.hand.kinds() {
            let mine = k.owner() as usize - 1 == self.me;
            if (last && mine) || (!last && (!mine || own > 1)) {
                out.push(k);
            }
        }
    }

    /// Chooses the next pit (must be offered).
    pub fn push_pit(&mut self, q: PitId) -> bool {
        let mut v = SmallVec::new();
        self.next_pits(&mut v);
        if !v.contains(&q) {
            return false;
        }
        self.pending = Some(q);
        self.used |= 1 << q;
        self.end = q;
        true
    }

    /// Drops a sphere into the pending pit (must be offered).
    pub fn push_piece(&mut self, k: Piece) -> bool {
        let mut v = SmallVec::new();
        self.next_pieces(&mut v);
        if !v.contains(&k) {
            return false;
        }
        let q = self.pending.take().expect("pending pit");
        self.hand.remove(k);
        self.drops.push((q, k));
        true
    }

    /// The pit sown from and the drops made so far, in order.
    pub fn sown(&self) -> (PitId, &[(PitId, Piece)]) {
        (self.origin, &self.drops)
    }

    /// The move, once every sphere has dropped.
    pub fn complete(&self) -> Option<EsiemaMove> {
        (self.hand.total() == 0).then(|| EsiemaMove::Sow {
            origin: self.origin,
            drops: self.drops.clone(),
        })
    }

    /// Finishes the move at random: random self-avoiding extension (backtracking when
    /// stuck) and a random order with an own sphere kept for last.
    pub fn finish_random(&mut self, rng: &mut Rng) -> EsiemaMove {
        let h = Hex::get();
        if let Some(q) = self.pending.take() {
            self.used &= !(1 << q);
            self.end = self.drops.last().map(|d| d.0).unwrap_or(self.origin);
        }
        let need = self.hand.total();
        let mut path: SmallVec<[PitId; 16]> = SmallVec::new();
        let ok = random_path(h, self.end, need, self.used, rng, &mut path);
        debug_assert!(ok, "the builder only reaches extendable states");
        // Order: the last sphere is a uniformly chosen own sphere, the rest shuffled.
        let mut seq = self.hand.pieces();
        let own_idx: SmallVec<[usize; 16]> = (0..seq.len())
            .filter(|&i| seq[i].owner() as usize - 1 == self.me)
            .collect();
        let pick = own_idx[rng.below(own_idx.len() as u64) as usize];
        let n = seq.len();
        seq.swap(pick, n - 1);
        shuffle_all_but_last(&mut seq, rng);
        for (q, k) in path.iter().zip(seq.iter()) {
            self.hand.remove(*k);
            self.used |= 1 << q;
            self.end = *q;
            self.drops.push((*q, *k));
        }
        self.complete().expect("all spheres dropped")
    }
}

/// Shuffles a drop order, keeping its last sphere last.
pub(super) fn shuffle_all_but_last(seq: &mut [Piece], rng: &mut Rng) {
    for i in (1..seq.len().saturating_sub(1)).rev() {
        let j = rng.below(i as u64 + 1) as usize;
        seq.swap(i, j);
    }
}

/// A random self-avoiding path of `len` pits from next to `p`, with backtracking.
pub(super) fn random_path(
    h: &Hex,
    p: PitId,
    len: u32,
    used: HexSet,
    rng: &mut Rng,
    out: &mut SmallVec<[PitId; 16]>,
) -> bool {
    if len == 0 {
        return true;
    }
    let mut cand: SmallVec<[PitId; 6]> = bits(h.adjacent_set(p) & !used).collect();
    while !cand.is_empty() {
        let i = rng.below(cand.len() as u64) as usize;
        let q = cand.swap_remove(i);
        out.push(q);
        if random_path(h, q, len - 1, used | 1 << q, rng, out) {
            return true;
        }
        out.pop();
    }
    false
}

/// A search for random self-avoiding paths that end in `target` (and meet it only
/// there); it gives up once `budget` tries are spent.
pub(super) struct PathTo<'a> {
    pub h: &'a Hex,
    pub target: PitId,
    pub rng: &'a mut Rng,
    pub budget: u32,
}

impl PathTo<'_> {
    /// A path of `len` pits from next to `p` into `target`, avoiding `used`, pushed to `out`.
    pub(super) fn find(
        &mut self,
        p: PitId,
        len: u32,
        used: HexSet,
        out: &mut SmallVec<[PitId; 16]>,
    ) -> bool {
        let (h, target) = (self.h, self.target);
        if len == 1 {
            if h.is_adjacent(p, target) && used >> target & 1 == 0 {
                out.push(target);
                return true;
            }
            return false;
        }
        let mut cand: SmallVec<[PitId; 6]> = bits(h.adjacent_set(p) & !used & !(1 << target))
            .filter(|&q| h.distance(q, target) < len)
            .collect();
        while !cand.is_empty() && self.budget > 0 {
            self.budget -= 1;
            let i = self.rng.below(cand.len() as u64) as usize;
            let q = cand.swap_remove(i);
            out.push(q);
            if self.find(q, len - 1, used | 1 << q, out) {
                return true;
            }
            out.pop();
        }
        false
    }
}

pub(super) fn enumerate_sow(b: &SowBuilder, out: &mut Vec<EsiemaMove>) {
    if let Some(m) = b.complete() {
        out.push(m);
        return;
    }
    if b.pending.is_none() {
        let mut v = SmallVec::new();
        b.next_pits(&mut v);
        for q in v {
            let mut c = b.clone();
            c.push_pit(q);
            enumerate_sow(&c, out);
        }
    } else {
        let mut v = SmallVec::new();
        b.next_pieces(&mut v);
        for k in v {
            let mut c = b.clone();
            c.push_piece(k);
            enumerate_sow(&c, out);
        }
    }
}
