//! The loop over a node's moves. Where the game forecasts what its moves take
//! (`Evaluate::forecast_gain`: Myra), the moves come in stages, each listed only when the
//! one before has not cut the node off: the table's move, then the captures, then every
//! other move. The order is the one a single sorted list would give, so the search is the
//! same, only the listing and sorting of moves a cut-off makes needless is saved.

use sowing_rules::Rules;

use super::Search;
use super::ordering::{EVAL_ORDER_DEPTH, Kids};
use crate::eval::Evaluate;
use crate::table::Score;

/// A node's window and what its moves have found so far.
pub(crate) struct Node<M> {
    pub(crate) alpha: Score,
    pub(crate) beta: Score,
    pub(crate) best: Score,
    pub(crate) best_move: Option<M>,
    /// Moves searched so far (the next one's index, for the late-move reductions).
    searched: usize,
}

impl<M: Clone> Node<M> {
    pub(crate) fn new(alpha: Score, beta: Score) -> Self {
        Node {
            alpha,
            beta,
            best: -Score::INFINITE,
            best_move: None,
            searched: 0,
        }
    }

    fn cut(&self) -> bool {
        self.alpha >= self.beta
    }
}

impl<R: Rules + Evaluate> Search<'_, R> {
    /// Searches the moves of `pos` `depth` plies above the leaves, best first, until one
    /// cuts the node off; `first` is the table's move.
    pub(crate) fn search_moves(
        &mut self,
        pos: &R,
        first: Option<R::Move>,
        (depth, ply): (u32, u32),
        node: &mut Node<R::Move>,
    ) {
        let by_eval = self.cfg.enhanced && depth >= EVAL_ORDER_DEPTH;
        if by_eval || !self.staging || !pos.staged_moves() {
            let moves = self.moves(pos, false);
            let kids = self.children(pos, moves, first.as_ref(), ply, by_eval);
            self.search_kids(pos, kids, (depth, ply), node);
            return;
        }
        // A table move is the best or cutting move of this very position (the keys are
        // 128-bit hashes of it), so it is legal here.
        if let Some(m) = &first {
            let kids = self.children(pos, vec![m.clone()], first.as_ref(), ply, false);
            if self.search_kids(pos, kids, (depth, ply), node) {
                return;
            }
        }
        let mut moves = Vec::new();
        pos.capture_moves(&mut self.rng, 0, &mut moves);
        moves.retain(|m| Some(m) != first.as_ref());
        let kids = self.children(pos, moves, None, ply, false);
        if self.search_kids(pos, kids, (depth, ply), node) {
            return;
        }
        let moves = self.moves(pos, false);
        let mut kids = self.children(pos, moves, None, ply, false);
        kids.list
            .retain(|c| c.gain == 0 && Some(&c.mv) != first.as_ref());
        self.search_kids(pos, kids, (depth, ply), node);
    }

    /// Searches `kids` in order into `node`, then gives their allocations back; true once
    /// one cuts it off or the search stops. A quiet move that cuts becomes a killer and
    /// gains in the history.
    fn search_kids(
        &mut self,
        pos: &R,
        kids: Kids<R>,
        (depth, ply): (u32, u32),
        node: &mut Node<R::Move>,
    ) -> bool {
        let mut done = false;
        for c in &kids.list {
            let window = (node.alpha, node.beta);
            let v = self.search_child(pos, (&kids, c), node.searched, (depth, ply), window);
            node.searched += 1;
            if self.stopped {
                done = true;
                break;
            }
            if v > node.best {
                node.best = v;
                node.best_move = Some(c.mv.clone());
            }
            node.alpha = node.alpha.max(v);
            if node.cut() {
                if c.gain == 0 {
                    self.add_killer(ply, &c.mv);
                    self.record_cut(pos, &c.mv, depth);
                }
                done = true;
                break;
            }
        }
        self.recycle(kids);
        done
    }
}

#[cfg(test)]
mod tests {
    use std::sync::atomic::AtomicBool;

    use sowing_rules::games::myra::Myra;
    use sowing_rules::{Rng, Rules};

    use super::*;
    use crate::alphabeta::AlphaBetaConfig;

    #[test]
    fn the_stages_search_the_tree_a_single_list_would() {
        // Hard's enhanced search (killers, null windows, reductions; no history, whose
        // values could differ by when the quiet moves are listed) of random Myra
        // positions with two and three players, staged and from one list: the same
        // score from the same number of nodes.
        let cfg = AlphaBetaConfig {
            enhanced: true,
            hard_eval: true,
            ..AlphaBetaConfig::default()
        };
        let cancel = AtomicBool::new(false);
        let mut rng = Rng::new(3);
        let mut searched = 0;
        while searched < 12 {
            let mut pos = Myra::new(2 + (searched % 2) as u8, 200).unwrap();
            let plies = 5 + rng.below(60);
            crate::random_plies(&mut pos, &mut rng, plies);
            if pos.finished().is_some() {
                continue;
            }
            searched += 1;
            let run = |staging: bool| {
                let mut s = Search::new(cfg, pos.to_move(), &cancel);
                s.staging = staging;
                let v = s.negamax(&pos, 3, 0, -Score::INFINITE, Score::INFINITE);
                (v, s.nodes)
            };
            assert_eq!(run(true), run(false), "in {:?}", pos.to_json());
        }
    }
}
