//! Esiema's legal moves: listing, counting by origin, capture sowings, building a sowing from steps, random moves.

use super::*;
use crate::core::IllegalKind;

impl Esiema {
    /// The number of moves other than sowings, and whether sowings may be added to it
    /// (not in the setup, not when the only move is a pass).
    pub(super) fn small_count(&self) -> (u128, bool) {
        let mut small = Vec::new();
        self.legal_small(&mut small);
        let sowings = !self.setup && small != [EsiemaMove::Pass];
        (small.len() as u128, sowings)
    }

    /// Every move but sowings, and `pass` when nothing at all exists.
    pub(super) fn legal_small(&self, out: &mut Vec<EsiemaMove>) {
        if self.finished.is_some() {
            return;
        }
        let h = Hex::get();
        if self.setup {
            for p in 0..HEX_PITS as PitId {
                if self.pits[p as usize].total() < SETUP_PIT_LIMIT {
                    out.push(EsiemaMove::Place(p));
                }
            }
            return;
        }
        let before = out.len();
        for from in bits(self.singles()) {
            for &to in h.adjacent(from) {
                out.push(EsiemaMove::Single { from, to });
            }
        }
        let me = self.to_move as usize - 1;
        for count in 1..=self.reproduce_max() {
            out.push(EsiemaMove::Reproduce {
                pit: self.mother_at[me],
                count,
            });
        }
        if out.len() == before
            && !bits(self.sow_origins())
                .any(|o| can_extend(h, o, self.pits[o as usize].total(), 1 << o))
        {
            out.push(EsiemaMove::Pass);
        }
    }

    /// Sowings that capture: for the pits holding other players' small spheres and no
    /// mother, most spheres first, one sowing from each own pit that can end there with
    /// an own small sphere (random path and drop order), up to `limit` moves. A path
    /// search that takes too long is skipped, so this may miss some captures; every move
    /// it gives is legal and captures.
    pub fn capture_sowings(&self, rng: &mut Rng, limit: usize, out: &mut Vec<EsiemaMove>) {
        if self.finished.is_some() || self.setup || limit == 0 {
            return;
        }
        let h = Hex::get();
        let me = self.to_move as usize - 1;
        let mut targets: SmallVec<[(u32, PitId); 32]> = SmallVec::new();
        for (i, c) in self.pits.iter().enumerate() {
            let theirs = c.small.iter().map(|&n| n as u32).sum::<u32>() - c.small[me] as u32;
            if c.mothers == 0 && theirs > 0 {
                targets.push((theirs, i as PitId));
            }
        }
        targets.sort_by_key(|&(n, t)| (std::cmp::Reverse(n), t));
        let origins = self.sow_origins();
        let start = out.len();
        let mut path: SmallVec<[PitId; 16]> = SmallVec::new();
        for &(_, t) in &targets {
            for o in bits(origins) {
                let hand = self.pits[o as usize];
                let len = hand.total();
                if hand.small[me] == 0 || o == t || h.distance(o, t) > len {
                    continue;
                }
                path.clear();
                let mut search = PathTo {
                    h,
                    target: t,
                    rng,
                    budget: 4 * len + 16,
                };
                if !search.find(o, len, 1 << o, &mut path) {
                    continue;
                }
                // Drop order: the others shuffled, an own small sphere last.
                let mut rest = hand;
                rest.remove(Piece::Small(me as u8 + 1));
                let mut seq = rest.pieces();
                seq.push(Piece::Small(me as u8 + 1));
                shuffle_all_but_last(&mut seq, rng);
                out.push(EsiemaMove::Sow {
                    origin: o,
                    drops: path.iter().copied().zip(seq).collect(),
                });
                if out.len() - start >= limit {
                    return;
                }
            }
        }
    }

    /// The builder of a sowing from `origin`, if it can be sown.
    pub fn sow_builder(&self, origin: PitId) -> Option<SowBuilder> {
        if self.finished.is_some() {
            return None;
        }
        SowBuilder::new(self, origin)
    }

    /// A sowing being built after `prefix`: the pit sown from and the drops so far;
    /// `None` for any other prefix, or once the move is complete.
    pub fn sown_so_far(&self, prefix: &[Step]) -> Option<(PitId, Vec<(PitId, Piece)>)> {
        let [Step::Pit(o), rest @ ..] = prefix else {
            return None;
        };
        let b = self.sow_from_steps(*o, rest).ok()?;
        if b.complete().is_some() {
            return None;
        }
        let (origin, drops) = b.sown();
        Some((origin, drops.to_vec()))
    }

    /// The builder state reached by following `steps` after the origin.
    pub(super) fn sow_from_steps(
        &self,
        origin: PitId,
        steps: &[Step],
    ) -> Result<SowBuilder, MoveError> {
        let mut b = self
            .sow_builder(origin)
            .ok_or_else(|| MoveError::illegal(IllegalKind::Origin, "that pit cannot be sown"))?;
        for s in steps {
            let ok = match *s {
                Step::Pit(q) => b.push_pit(q),
                Step::Piece(k) => b.push_piece(k),
                _ => false,
            };
            if !ok {
                return Err(MoveError::illegal(
                    IllegalKind::NotOffered,
                    format!("step {s:?} is not offered here"),
                ));
            }
        }
        Ok(b)
    }

    /// Exact number of sowings from `origin`: paths × orders (0 if it cannot be sown).
    pub fn count_sowings(&self, origin: PitId) -> u128 {
        let me = self.to_move as usize - 1;
        let hand = self.pits[origin as usize];
        if self.setup || self.finished.is_some() || hand.total() < 2 || hand.own(me) == 0 {
            return 0;
        }
        count_paths(Hex::get(), origin, hand.total(), 1 << origin) * count_orders(&hand, me)
    }

    /// Every sowing from `origin`, listed one by one through the builder.
    pub fn list_sowings(&self, origin: PitId) -> Vec<EsiemaMove> {
        let mut out = Vec::new();
        if let Some(b) = self.sow_builder(origin) {
            enumerate_sow(&b, &mut out);
        }
        out
    }

    pub(super) fn random_legal(
        &self,
        rng: &mut Rng,
        _buf: &mut Vec<EsiemaMove>,
    ) -> Option<EsiemaMove> {
        if self.finished.is_some() {
            return None;
        }
        if self.setup {
            loop {
                let p = rng.below(HEX_PITS as u64) as PitId;
                if self.pits[p as usize].total() < SETUP_PIT_LIMIT {
                    return Some(EsiemaMove::Place(p));
                }
            }
        }
        // Each sowable origin is weighted by its number of drop orders times an estimate of
        // its number of paths (free neighbours × 4^(L−1), 4 being about the growth rate
        // of self-avoiding paths here); each singleton move and reproduce count weighs 1.
        let h = Hex::get();
        let me = self.to_move as usize - 1;
        let mut origins: SmallVec<[(PitId, f64); 64]> = SmallVec::new();
        let mut sow_weight = 0.0;
        for o in bits(self.sow_origins()) {
            let hand = self.pits[o as usize];
            let l = hand.total();
            if can_extend(h, o, l, 1 << o) {
                let free = (h.adjacent_set(o)).count_ones() as f64;
                let w = count_orders(&hand, me) as f64 * free * 4f64.powi(l as i32 - 1);
                sow_weight += w;
                origins.push((o, w));
            }
        }
        let singles = self.singles();
        let n_single: u32 = bits(singles).map(|p| h.adjacent(p).len() as u32).sum();
        let n_rep = self.reproduce_max() as u32;
        let total = sow_weight + (n_single + n_rep) as f64;
        if total == 0.0 {
            return Some(EsiemaMove::Pass);
        }
        let x = (rng.next_u64() >> 11) as f64 / (1u64 << 53) as f64 * total;
        if x < sow_weight {
            let mut acc = 0.0;
            let mut pick = origins[origins.len() - 1].0;
            for &(o, w) in &origins {
                acc += w;
                if x < acc {
                    pick = o;
                    break;
                }
            }
            let mut b = SowBuilder::new(self, pick).expect("sowable origin");
            return Some(b.finish_random(rng));
        }
        let mut r = ((x - sow_weight) as u32).min(n_single + n_rep - 1);
        if r < n_single {
            for p in bits(singles) {
                let adj = h.adjacent(p);
                if r < adj.len() as u32 {
                    return Some(EsiemaMove::Single {
                        from: p,
                        to: adj[r as usize],
                    });
                }
                r -= adj.len() as u32;
            }
        }
        r -= n_single;
        Some(EsiemaMove::Reproduce {
            pit: self.mother_at[me],
            count: r as u8 + 1,
        })
    }
}
