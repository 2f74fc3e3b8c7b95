//! Tricala's legal moves: listing, counting stone orders, random moves, a sowing from steps.

use super::*;
use crate::core::IllegalKind;

impl Tricala {
    pub(super) fn sowing_from_steps(
        &self,
        origin: PitId,
        rest: &[Step],
    ) -> Result<Sowing, MoveError> {
        let mut s = Sowing::start(self, origin, &mut None);
        for st in rest {
            match (s.advance_auto(self.players, &mut None), *st) {
                (Need::Dir(m), Step::Dir(d)) if m >> d.index() & 1 == 1 => {
                    s.choose_dir(d, &mut None)
                }
                (Need::Stone(m), Step::Piece(Piece::Small(p)))
                    if p >= 1 && m >> (p - 1) & 1 == 1 =>
                {
                    s.drop_stone(p as usize - 1, self.players, &mut None)
                }
                _ => {
                    return Err(MoveError::illegal(
                        IllegalKind::NotOffered,
                        format!("step {st:?} is not offered here"),
                    ));
                }
            }
        }
        Ok(s)
    }

    /// The stone orders enumeration would try from every own pit.
    pub(super) fn order_load(&self) -> u128 {
        let me = self.to_move as usize - 1;
        (0..TRI_PITS)
            .filter(|&p| self.pits[p][me] > 0)
            .map(|p| orders(&self.pits[p]))
            .fold(0u128, |a, b| a.saturating_add(b))
    }

    /// A random move by walking the choices: a uniformly random own pit, a uniformly
    /// random stone order, uniformly random directions. Used when listing is too big.
    pub(super) fn random_walk(&self, rng: &mut crate::Rng) -> TricalaMove {
        let me = self.to_move as usize - 1;
        let own: SmallVec<[PitId; 21]> = (0..TRI_PITS as PitId)
            .filter(|&p| self.pits[p as usize][me] > 0)
            .collect();
        let origin = own[rng.below(own.len() as u64) as usize];
        let mut s = Sowing::start(self, origin, &mut None);
        loop {
            match s.need() {
                Need::Done => return s.into_move(origin),
                Need::Dir(m) => {
                    let k = rng.below(m.count_ones() as u64) as u32;
                    let mut mm = m;
                    for _ in 0..k {
                        mm &= mm - 1;
                    }
                    s.choose_dir(Dir::ALL[mm.trailing_zeros() as usize], &mut None);
                }
                Need::Stone(m) => {
                    // Each stone in hand equally likely: a uniform order of the multiset.
                    let total: u64 = (0..3)
                        .filter(|p| m >> p & 1 == 1)
                        .map(|p| s.hand[p] as u64)
                        .sum();
                    let mut r = rng.below(total);
                    let mut pick = 0;
                    for p in 0..3 {
                        if m >> p & 1 == 1 {
                            if r < s.hand[p] as u64 {
                                pick = p;
                                break;
                            }
                            r -= s.hand[p] as u64;
                        }
                    }
                    s.drop_stone(pick, self.players, &mut None);
                }
            }
        }
    }

    pub(super) fn count_all(&self) -> Result<u128, crate::core::TooManyToCount> {
        if self.finished.is_some() || self.setup {
            let mut v = Vec::new();
            self.legal_moves(&mut v);
            return Ok(v.len() as u128);
        }
        let me = self.to_move as usize - 1;
        let own: Vec<PitId> = (0..TRI_PITS as PitId)
            .filter(|&p| self.pits[p as usize][me] > 0)
            .collect();
        if own
            .iter()
            .any(|&p| total(&self.pits[p as usize]) > COUNT_LIMIT)
        {
            return Err(crate::core::TooManyToCount);
        }
        if own.is_empty() {
            return Ok(1);
        }
        // Count the enumeration's leaves without building the moves.
        let mut n: u128 = 0;
        for origin in own {
            enumerate(
                &mut Sowing::start(self, origin, &mut None),
                self.players,
                &mut |_| n += 1,
            );
        }
        Ok(n)
    }

    pub(super) fn list_moves(&self, out: &mut Vec<TricalaMove>) {
        if self.finished.is_some() {
            return;
        }
        if self.setup {
            let k = self.placements();
            let free: Vec<PitId> = (0..TRI_PITS as PitId)
                .filter(|&p| !Tri::is_corner(p))
                .collect();
            let mut idx = vec![0usize; k];
            loop {
                out.push(TricalaMove::Place(idx.iter().map(|&i| free[i]).collect()));
                // Next non-decreasing index tuple.
                let mut j = k;
                while j > 0 && idx[j - 1] == free.len() - 1 {
                    j -= 1;
                }
                if j == 0 {
                    break;
                }
                idx[j - 1] += 1;
                let v = idx[j - 1];
                for x in idx.iter_mut().skip(j) {
                    *x = v;
                }
            }
            return;
        }
        let me = self.to_move as usize - 1;
        let before = out.len();
        for origin in 0..TRI_PITS as PitId {
            if self.pits[origin as usize][me] > 0 {
                enumerate(
                    &mut Sowing::start(self, origin, &mut None),
                    self.players,
                    &mut |s| out.push(s.fast_clone().into_move(origin)),
                );
            }
        }
        if out.len() == before {
            out.push(TricalaMove::Pass);
        }
    }

    pub(super) fn random_legal(
        &self,
        rng: &mut crate::Rng,
        buf: &mut Vec<TricalaMove>,
    ) -> Option<TricalaMove> {
        if self.finished.is_some() {
            return None;
        }
        if !self.setup
            && self.on_board(self.to_move as usize - 1) > 0
            && self.order_load() > ORDER_LIMIT
        {
            return Some(self.random_walk(rng));
        }
        if !self.setup {
            // Reservoir sampling over the enumeration: uniform, and no move list is built.
            let me = self.to_move as usize - 1;
            let mut seen = 0u64;
            let mut chosen = None;
            for origin in 0..TRI_PITS as PitId {
                if self.pits[origin as usize][me] > 0 {
                    enumerate(
                        &mut Sowing::start(self, origin, &mut None),
                        self.players,
                        &mut |s| {
                            seen += 1;
                            if rng.below(seen) == 0 {
                                chosen = Some(s.fast_clone().into_move(origin));
                            }
                        },
                    );
                }
            }
            let _ = buf;
            return Some(chosen.unwrap_or(TricalaMove::Pass));
        }
        // Uniform over multisets of non-corner pits: unrank a random index.
        let k = self.placements();
        let free: SmallVec<[PitId; 18]> = (0..TRI_PITS as PitId)
            .filter(|&p| !Tri::is_corner(p))
            .collect();
        let n = free.len();
        let multisets = |slots: usize, k: usize| -> u64 {
            binomial((slots + k).saturating_sub(1) as u64, k as u64)
        };
        let mut r = rng.below(multisets(n, k));
        let mut pits = SmallVec::new();
        let mut lo = 0;
        for left in (1..=k).rev() {
            let mut i = lo;
            loop {
                let c = multisets(n - i, left - 1);
                if r < c {
                    break;
                }
                r -= c;
                i += 1;
            }
            pits.push(free[i]);
            lo = i;
        }
        Some(TricalaMove::Place(pits))
    }
}
