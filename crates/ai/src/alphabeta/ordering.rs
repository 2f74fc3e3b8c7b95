//! The moves an alpha-beta node searches and their order: all of them or a sample, the
//! table's move first, captures by size (Hard's, among those that take as much, the
//! cheapest first), killer moves, then the quiet moves (Hard's form) by the evaluation
//! of the positions they lead to far from the leaves, or by their history. A move is
//! played when it is searched, or sooner where the game cannot tell what it takes
//! without playing it.

use sowing_rules::{Player, Rules};

use super::Search;
use crate::eval::Evaluate;
use crate::table::Score;

/// Nodes this many plies above the leaves, or more, order their quiet moves by the
/// evaluation of the positions they lead to (Hard's form). On 60 Umel Bagara positions
/// to depth 18: 21 % fewer nodes and 18 % less time (from 4 plies up: 28 % fewer nodes
/// but 17 % less time, the evaluations costing more; from 13: 10 %, 3 %).
pub(crate) const EVAL_ORDER_DEPTH: u32 = 8;

/// A move from a node, with what it takes and where it stands in the order.
pub(crate) struct Child<M> {
    pub(crate) mv: M,
    /// Pieces taken by the move (plus 1,000 when it ends the game): captures go first.
    pub(crate) gain: u32,
    /// Where the position after it is kept in its `Kids`, once played.
    played: Option<u32>,
    /// Its place among its siblings, first the smallest: not the table's move, less
    /// taken, not a killer move, then for a quiet move a lower evaluation for the mover
    /// (where ordered by it) or history, for Hard's capture more at stake.
    rank: (bool, std::cmp::Reverse<u32>, bool, i32),
}

/// A node's emptied move list and position store, kept for reuse.
pub(crate) type Spare<R> = (Vec<Child<<R as Rules>::Move>>, Vec<R>);

/// A node's moves in the order they are searched, and the positions after those already
/// played. The positions are kept apart, so that sorting the moves moves small values
/// only (Myra's positions are played only when searched; Umel Bagara's all at once).
pub(crate) struct Kids<R: Rules> {
    pub(crate) list: Vec<Child<R::Move>>,
    played: Vec<R>,
}

impl<R: Rules> Kids<R> {
    /// The position after `c` from `parent`: the one kept, or played now into `slot`.
    pub(crate) fn after<'a>(
        &'a self,
        c: &Child<R::Move>,
        parent: &R,
        slot: &'a mut Option<R>,
    ) -> &'a R {
        match self.kept(c) {
            Some(p) => p,
            None => slot.insert({
                let mut p = parent.clone();
                p.play_unchecked(&c.mv, None);
                p
            }),
        }
    }

    /// The position after `c`, if it was played and kept.
    pub(crate) fn kept(&self, c: &Child<R::Move>) -> Option<&R> {
        c.played.map(|i| &self.played[i as usize])
    }

    /// Keeps `pos` as the position after the `i`-th move (the root's, played on the game
    /// so that a third repetition ends it).
    pub(crate) fn keep_after(&mut self, i: usize, pos: R) {
        match self.list[i].played {
            Some(j) => self.played[j as usize] = pos,
            None => {
                self.list[i].played = Some(self.played.len() as u32);
                self.played.push(pos);
            }
        }
    }
}

impl<R: Rules + Evaluate> Search<'_, R> {
    /// The heuristic of a child position for the parent's player to move `parent`.
    fn child_static(&self, parent: Player, child: &R) -> Score {
        let v = self.static_score(child);
        if self.same_side(parent, child.to_move()) {
            v
        } else {
            -v
        }
    }

    /// The moves searched at a node: all of them, or a sample where there are too many.
    pub(crate) fn moves(&mut self, pos: &R, root: bool) -> Vec<R::Move> {
        let mut moves = Vec::new();
        if pos.list_moves(&mut moves) {
            return moves;
        }
        let want = if root {
            self.cfg.sample.max(1)
        } else {
            (self.cfg.sample / 4).max(8)
        } as usize;
        // At the root, a move that wins at once (Tricala, Myra) is never left out.
        if root && let Some(m) = pos.decisive() {
            moves.push(m);
        }
        pos.tactical_moves(&mut self.rng, want / 2, &mut moves);
        let mut buf = Vec::new();
        for _ in 0..want.saturating_sub(moves.len()) {
            if let Some(m) = pos.random_move(&mut self.rng, &mut buf)
                && !moves.contains(&m)
            {
                moves.push(m);
            }
        }
        moves
    }

    /// Orders the moves: the table's move first, then by what each takes, then the killer
    /// moves, then the quiet ones (`by_eval`) by the evaluation of their positions for
    /// the mover, best first, or by their history. Moves are played here only where the
    /// game cannot forecast what they take, or to evaluate them. Each child's place is
    /// worked out once, not at every comparison.
    pub(crate) fn children(
        &mut self,
        pos: &R,
        moves: Vec<R::Move>,
        first: Option<&R::Move>,
        ply: u32,
        by_eval: bool,
    ) -> Kids<R> {
        let (mut list, mut played) = self.spare.pop().unwrap_or_default();
        let before = pos.taken();
        let killers = self.killers.get(ply as usize).map_or(&[][..], |k| &k[..]);
        let me = pos.to_move();
        let selective = self.cfg.selective;
        list.extend(moves.into_iter().map(|mv| {
            let (p, gain) = match pos.forecast_gain(&mv).filter(|_| !by_eval) {
                Some(gain) => (None, gain),
                None => {
                    let mut p = pos.clone();
                    p.play_unchecked(&mv, None);
                    let gain = p.taken().saturating_sub(before)
                        + if p.finished().is_some() { 1000 } else { 0 };
                    (Some(p), gain)
                }
            };
            // Each quiet child is evaluated once, and only far from the leaves.
            let quiet = match (by_eval, gain, &p) {
                (true, 0, Some(p)) => self.child_static(me, p).0,
                (false, 0, _) => self.history.get::<R>(me, &mv),
                // Hard's captures that take as much: the cheapest first.
                _ if selective => -pos.capture_stake(&mv),
                _ => 0,
            };
            let at = p.map(|p| {
                played.push(p);
                played.len() as u32 - 1
            });
            let rank = (
                first != Some(&mv),
                std::cmp::Reverse(gain),
                !killers.contains(&mv),
                -quiet,
            );
            Child {
                mv,
                gain,
                played: at,
                rank,
            }
        }));
        list.sort_by_key(|c| c.rank);
        Kids { list, played }
    }

    /// Takes back a node's `Kids` once searched, so the next node's reuse their
    /// allocations (a node of Umel Bagara's allocated twice where it had allocated once:
    /// 12 % more time to depth 16).
    pub(crate) fn recycle(&mut self, kids: Kids<R>) {
        let Kids {
            mut list,
            mut played,
        } = kids;
        list.clear();
        played.clear();
        self.spare.push((list, played));
    }
}

#[cfg(test)]
mod tests {
    use std::sync::atomic::AtomicBool;

    use sowing_rules::games::umel::{Directions, UmelBagara};
    use sowing_rules::{Rng, Rules};

    use super::*;
    use crate::alphabeta::AlphaBetaConfig;

    /// Hard's evaluation of `pos` for `player` against the other, read directly.
    fn value_for(pos: &UmelBagara, player: Player) -> f32 {
        let h = pos.hard_heuristic();
        let me = player as usize - 1;
        h[me] - h[1 - me]
    }

    #[test]
    fn quiet_moves_come_best_first_for_the_mover_after_the_captures() {
        let cfg = AlphaBetaConfig {
            hard_eval: true,
            ..AlphaBetaConfig::default()
        };
        let cancel = AtomicBool::new(false);
        let mut rng = Rng::new(5);
        let (mut checked, mut unequal) = (0, 0);
        for _ in 0..200 {
            let mut pos = UmelBagara::new(5, Directions::Free).expect("start");
            let plies = rng.below(40);
            crate::random_plies(&mut pos, &mut rng, plies);
            if pos.finished().is_some() {
                continue;
            }
            let mut s = Search::new(cfg, pos.to_move(), &cancel);
            let mut moves = Vec::new();
            pos.legal_moves(&mut moves);
            let kids = s.children(&pos, moves, None, 0, true);
            let list = &kids.list;
            let quiet_from = list.iter().position(|c| c.gain == 0).unwrap_or(list.len());
            assert!(
                list[quiet_from..].iter().all(|c| c.gain == 0),
                "captures first"
            );
            let me = pos.to_move();
            let values: Vec<f32> = list[quiet_from..]
                .iter()
                .map(|c| value_for(kids.kept(c).expect("played to be evaluated"), me))
                .collect();
            // Scores are rounded to hundredths: equal within that, any order.
            for w in values.windows(2) {
                assert!(w[0] >= w[1] - 0.01, "{values:?} in {pos:?}");
            }
            checked += 1;
            unequal += usize::from(values.first() > values.last());
        }
        assert!(
            checked > 100 && unequal > 50,
            "{checked} positions, {unequal} ordered"
        );
    }

    #[test]
    fn captures_that_take_as_much_come_cheapest_first_for_hard_alone() {
        // Myra positions of random games: Hard's captures by what they take, most first,
        // and among those taking as much by the soldiers they move (the queen as 25),
        // fewest first; the partner's order is by what they take alone.
        use sowing_rules::games::myra::Myra;
        let hard = AlphaBetaConfig {
            enhanced: true,
            selective: true,
            hard_eval: true,
            ..AlphaBetaConfig::default()
        };
        let cancel = AtomicBool::new(false);
        let mut rng = Rng::new(9);
        let (mut ties, mut reordered) = (0, 0);
        for _ in 0..300 {
            let mut pos = Myra::new(2, 200).expect("start");
            let plies = 20 + rng.below(80);
            crate::random_plies(&mut pos, &mut rng, plies);
            if pos.finished().is_some() {
                continue;
            }
            let mut moves = Vec::new();
            pos.captures(&mut moves);
            let order = |cfg| {
                let mut s = Search::new(cfg, pos.to_move(), &cancel);
                let kids = s.children(&pos, moves.clone(), None, 0, false);
                let keys: Vec<(u32, i32)> = (kids.list.iter())
                    .map(|c| (c.gain, pos.capture_stake(&c.mv)))
                    .collect();
                keys
            };
            let keys = order(hard);
            for w in keys.windows(2) {
                assert!(w[0].0 >= w[1].0, "most taken first: {keys:?}");
                if w[0].0 == w[1].0 {
                    assert!(w[0].1 <= w[1].1, "cheapest first: {keys:?}");
                    ties += usize::from(w[0].1 != w[1].1);
                }
            }
            let partner = order(AlphaBetaConfig::default());
            reordered += usize::from(partner != keys);
        }
        assert!(
            ties > 50 && reordered > 20,
            "{ties} ties, {reordered} reordered"
        );
    }
}
