//! Myra's legal moves: reach through empty pits, troop moves, splits, chains, dechains and production.

use super::*;

pub(super) fn neighbours(h: &Hex, s: HexSet) -> HexSet {
    bits(s).fold(0, |acc, p| acc | h.adjacent_set(p))
}

pub(super) fn dechains(
    h: &Hex,
    empty: HexSet,
    n: usize,
    path: &mut SmallVec<[PitId; 6]>,
    out: &mut Vec<MyraMove>,
) {
    if path.len() == n + 1 {
        out.push(MyraMove::Dechain(path.clone()));
        return;
    }
    let last = *path.last().expect("origin");
    let used: HexSet = path.iter().fold(0, |s, &p| s | 1 << p);
    for q in bits(h.adjacent_set(last) & empty & !used) {
        path.push(q);
        dechains(h, empty, n, path, out);
        path.pop();
    }
}

pub(super) fn chains(
    h: &Hex,
    singles: HexSet,
    path: &mut SmallVec<[PitId; 5]>,
    out: &mut Vec<MyraMove>,
) {
    if path.len() >= 2 {
        out.push(MyraMove::Chain(path.clone()));
    }
    if path.len() == 5 {
        return;
    }
    let last = *path.last().expect("origin");
    let used: HexSet = path.iter().fold(0, |s, &p| s | 1 << p);
    for q in bits(h.adjacent_set(last) & singles & !used) {
        path.push(q);
        chains(h, singles, path, out);
        path.pop();
    }
}

impl Myra {
    /// How many pieces of other players could capture the piece on `target` with one
    /// move of theirs (a step of a queen or single soldier, or a troop of n reaching it
    /// within n steps through empty pits), whoever is to move. 0 for an empty pit or a
    /// fortress (which cannot be captured).
    pub fn attackers(&self, target: PitId) -> u32 {
        let t = self.cells[target as usize];
        if t.is_empty() || (!t.is_queen() && t.soldiers_count() >= FORTRESS) {
            return 0;
        }
        self.survey().attackers(target, t.owner())
    }

    pub(super) fn empty_set(&self) -> HexSet {
        let mut s = 0u128;
        for (i, c) in self.cells.iter().enumerate() {
            if c.is_empty() {
                s |= 1 << i;
            }
        }
        s
    }

    /// Reach sets: `r[k]` = pits reachable from `origin` in at most k steps through empty
    /// pits (the origin included), for k < levels.
    pub(super) fn reach(h: &Hex, origin: PitId, empty: HexSet, levels: usize) -> [HexSet; 5] {
        let mut r = [0u128; 5];
        r[0] = 1 << origin;
        for k in 1..levels {
            r[k] = r[k - 1] | (neighbours(h, r[k - 1]) & empty);
        }
        r
    }

    /// Whether a whole pit of `mover` (a queen when `queen`, else n soldiers) may end on `dest`.
    pub(super) fn whole_dest_ok(&self, me: usize, queen: bool, n: u8, dest: Cell) -> bool {
        if dest.is_empty() {
            return true;
        }
        if dest.owner() == me {
            return !queen && !dest.is_queen() && dest.soldiers_count() + n <= FORTRESS;
        }
        dest.is_queen() || dest.soldiers_count() < FORTRESS
    }

    pub(super) fn generate(&self, out: &mut Vec<MyraMove>) {
        let h = Hex::get();
        let me = self.to_move as usize - 1;
        let empty = self.empty_set();
        let start = out.len();
        let mut singles: HexSet = 0;
        for o in 0..HEX_PITS as PitId {
            let c = self.cells[o as usize];
            if c.is_empty() || c.owner() != me {
                continue;
            }
            if c.is_queen() {
                for &d in h.adjacent(o) {
                    if self.whole_dest_ok(me, true, 0, self.cells[d as usize]) {
                        out.push(MyraMove::Whole { from: o, to: d });
                    }
                }
                if self.reserve[me] > 0 {
                    for &d in h.adjacent(o) {
                        if self.cells[d as usize].is_empty() {
                            out.push(MyraMove::Produce(d));
                        }
                    }
                }
                continue;
            }
            let n = c.soldiers_count();
            if n == 1 {
                singles |= 1 << o;
            }
            let r = Self::reach(h, o, empty, n.min(4) as usize);
            if n < FORTRESS {
                for d in bits(neighbours(h, r[n as usize - 1]) & !(1u128 << o)) {
                    if self.whole_dest_ok(me, false, n, self.cells[d as usize]) {
                        out.push(MyraMove::Whole { from: o, to: d });
                    }
                }
            }
            for k in 1..n {
                for d in bits(neighbours(h, r[k as usize - 1]) & !(1u128 << o)) {
                    let dc = self.cells[d as usize];
                    if dc.is_empty()
                        || (dc.owner() == me
                            && !dc.is_queen()
                            && dc.soldiers_count() + k <= FORTRESS)
                    {
                        out.push(MyraMove::Split { from: o, to: d, k });
                    }
                }
            }
            if n >= 2 {
                let mut path: SmallVec<[PitId; 6]> = SmallVec::new();
                path.push(o);
                dechains(h, empty, n as usize, &mut path, out);
            }
        }
        // Chains: simple paths of 2..5 single soldiers.
        for o in bits(singles) {
            let mut path: SmallVec<[PitId; 5]> = SmallVec::new();
            path.push(o);
            chains(h, singles, &mut path, out);
        }
        if out.len() == start {
            out.push(MyraMove::Pass);
        }
    }

    /// The moves that capture, in the order `legal_moves` lists them: a queen or single
    /// soldier stepping, or a troop reaching, onto an enemy queen or enemy soldiers
    /// other than a fortress. A search's quiescence reads only these, without listing
    /// the splits, chains and dechains that never capture.
    pub fn captures(&self, out: &mut Vec<MyraMove>) {
        self.captures_in(&self.survey(), out);
    }

    /// `captures` from this position's survey, made once and shared by a search's
    /// evaluation (`s` must be `self.survey()`).
    pub fn captures_in(&self, s: &Survey, out: &mut Vec<MyraMove>) {
        if self.finished.is_some() {
            return;
        }
        debug_assert_eq!(*s, self.survey(), "a survey of another board");
        let h = Hex::get();
        let me = self.to_move as usize - 1;
        let prey = (0..3)
            .filter(|&p| p != me)
            .fold(0, |a, p| a | s.whole_movers(p));
        if prey == 0 {
            return;
        }
        // Own movers in board order, as `legal_moves` lists them: the queen and single
        // soldiers step, troops of 2-4 reach.
        for o in bits(s.whole_movers(me)) {
            let c = self.cells[o as usize];
            let n = if c.is_queen() { 1 } else { c.soldiers_count() };
            let within = if n == 1 {
                h.adjacent_set(o)
            } else {
                neighbours(h, Self::reach(h, o, s.empty, n as usize)[n as usize - 1])
            };
            for d in bits(within & prey) {
                out.push(MyraMove::Whole { from: o, to: d });
            }
        }
    }

    /// A shortest path from `from` to `to` whose intermediate pits are empty, chosen
    /// deterministically (breadth first, neighbours in board order). Both ends included.
    pub(super) fn path(&self, from: PitId, to: PitId) -> Vec<PitId> {
        let h = Hex::get();
        let mut parent = [u8::MAX; HEX_PITS];
        let mut queue = std::collections::VecDeque::from([from]);
        parent[from as usize] = from;
        while let Some(p) = queue.pop_front() {
            for &q in h.adjacent(p) {
                if parent[q as usize] != u8::MAX {
                    continue;
                }
                parent[q as usize] = p;
                if q == to {
                    let mut path = vec![to];
                    let mut x = to;
                    while x != from {
                        x = parent[x as usize];
                        path.push(x);
                    }
                    path.reverse();
                    return path;
                }
                if self.cells[q as usize].is_empty() {
                    queue.push_back(q);
                }
            }
        }
        vec![from, to]
    }
}
