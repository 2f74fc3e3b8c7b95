//! The moves an alpha-beta node searches and their order: all of them or a sample, the
//! table's move first, captures by size, killer moves, then the quiet moves (Hard's
//! form) by the evaluation of the positions they lead to far from the leaves, or by
//! their history. A move is played when it is searched, or sooner where the game cannot
//! tell what it takes without playing it.

use sowing_rules::{Player, Rules};

use crate::eval::Evaluate;
use crate::negamax::Search;
use crate::table::Score;

/// Nodes this many plies above the leaves, or more, order their quiet moves by the
/// evaluation of the positions they lead to (Hard's form). On 60 Umel Bagara positions
/// to depth 18: 21 % fewer nodes and 18 % less time (from 4 plies up: 28 % fewer nodes
/// but 17 % less time, the evaluations costing more; from 13: 10 %, 3 %).
pub(crate) const EVAL_ORDER_DEPTH: u32 = 8;

/// A move from a node, with what it takes and, once played, the position after it.
pub(crate) struct Child<R: Rules> {
    pub(crate) mv: R::Move,
    /// The position after the move; None until it is searched where the game forecasts
    /// what its moves take (`Evaluate::forecast_gain`).
    /// Boxed, so that sorting the children moves only small values.
    pub(crate) pos: Option<Box<R>>,
    /// Pieces taken by the move (plus 1,000 when it ends the game): captures go first.
    pub(crate) gain: u32,
    /// Its place among its siblings, first the smallest: not the table's move, less
    /// taken, not a killer move, a lower evaluation for the mover (where ordered by it).
    rank: (bool, std::cmp::Reverse<u32>, bool, i32),
}

impl<R: Rules> Child<R> {
    /// The position after the move from `parent`: the one kept, or played now into `slot`.
    pub(crate) fn after<'a>(&'a self, parent: &R, slot: &'a mut Option<R>) -> &'a R {
        match &self.pos {
            Some(p) => p,
            None => slot.insert({
                let mut p = parent.clone();
                p.play_unchecked(&self.mv, None);
                p
            }),
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
        &self,
        pos: &R,
        moves: Vec<R::Move>,
        first: Option<&R::Move>,
        ply: u32,
        by_eval: bool,
    ) -> Vec<Child<R>> {
        let before = pos.taken();
        let killers = self.killers.get(ply as usize).map_or(&[][..], |k| &k[..]);
        let me = pos.to_move();
        let mut kids: Vec<Child<R>> = moves
            .into_iter()
            .map(|mv| {
                let (p, gain) = match pos.forecast_gain(&mv).filter(|_| !by_eval) {
                    Some(gain) => (None, gain),
                    None => {
                        let mut p = pos.clone();
                        p.play_unchecked(&mv, None);
                        let gain = p.taken().saturating_sub(before)
                            + if p.finished().is_some() { 1000 } else { 0 };
                        (Some(Box::new(p)), gain)
                    }
                };
                // Each quiet child is evaluated once, and only far from the leaves.
                let quiet = match (by_eval, gain, &p) {
                    (true, 0, Some(p)) => self.child_static(me, p).0,
                    (false, 0, _) => self.history.get::<R>(me, &mv),
                    _ => 0,
                };
                let rank = (
                    first != Some(&mv),
                    std::cmp::Reverse(gain),
                    !killers.contains(&mv),
                    -quiet,
                );
                Child {
                    mv,
                    pos: p,
                    gain,
                    rank,
                }
            })
            .collect();
        kids.sort_by_key(|c| c.rank);
        kids
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
            let s = Search::new(cfg, pos.to_move(), &cancel);
            let mut moves = Vec::new();
            pos.legal_moves(&mut moves);
            let kids = s.children(&pos, moves, None, 0, true);
            let quiet_from = kids.iter().position(|c| c.gain == 0).unwrap_or(kids.len());
            assert!(
                kids[quiet_from..].iter().all(|c| c.gain == 0),
                "captures first"
            );
            let me = pos.to_move();
            let values: Vec<f32> = kids[quiet_from..]
                .iter()
                .map(|c| value_for(c.pos.as_ref().expect("played to be evaluated"), me))
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
}
