//! The alpha-beta search's nodes: negamax with the transposition table, ordered moves
//! (`ordering`, searched in stages where the game allows: `staged`), a quiescence search
//! over captures and, for the enhanced form Hard plays, principal-variation null windows
//! and late-move reductions (and where the game allows, Hard's null move, deeper
//! reductions, leaves extended where a queen is attacked, and history of quiet moves:
//! `selective`, `history`).

use std::sync::atomic::Ordering;

use sowing_rules::{Outcome, Player, Rules};

use super::Search;
use super::ordering::{Child, Kids};
use super::staged::Node;
use crate::endgame::Exact;
use crate::eval::Evaluate;
use crate::table::{Bound, KeptTables, Score, Table};

impl<'a, R: Rules + Evaluate> Search<'a, R> {
    /// Keeps the table in `kept` for the player's next search from the root's side.
    pub(crate) fn keep_table(&mut self, kept: &mut KeptTables) {
        std::mem::replace(&mut self.table, Table::new(0)).keep(self.root, kept);
    }

    /// Remembers a quiet move that cut the search off at `ply`.
    pub(crate) fn add_killer(&mut self, ply: u32, m: &R::Move) {
        let ply = ply as usize;
        if self.killers.len() <= ply {
            self.killers.resize(ply + 1, Vec::new());
        }
        let k = &mut self.killers[ply];
        if !k.contains(m) {
            k.insert(0, m.clone());
            k.truncate(2);
        }
    }

    /// Counts a node; true once the budget is spent or the search is cancelled.
    fn tick(&mut self) -> bool {
        self.nodes += 1;
        if !self.stopped
            && (self.cfg.nodes.is_some_and(|n| self.nodes > n)
                || (self.nodes & 63 == 0
                    && (self.cancel.load(Ordering::Relaxed)
                        || self.cfg.time.is_some_and(|t| self.start.elapsed() >= t))))
        {
            self.stopped = true;
        }
        self.stopped
    }

    /// Whether two players are on the same side (the root's, or everyone else's).
    pub(crate) fn same_side(&self, a: Player, b: Player) -> bool {
        (a == self.root) == (b == self.root)
    }

    /// A score from the root's side turned to the side of `pos`'s player to move.
    fn for_mover(&self, pos: &R, root_view: Score) -> Score {
        if pos.to_move() == self.root {
            root_view
        } else {
            -root_view
        }
    }

    /// The score of a finished game for its player to move.
    fn terminal(&self, pos: &R, ply: u32) -> Option<Score> {
        let f = pos.finished()?;
        let root_view = match &f.outcome {
            Outcome::Winner(w) if *w == self.root => Score::win_in(ply),
            Outcome::Draw(tied) if tied.contains(&self.root) => Score(-self.cfg.contempt),
            _ => -Score::win_in(ply),
        };
        Some(self.for_mover(pos, root_view))
    }

    /// An exact result for the player to move as a score: a win or loss counts as proved
    /// (farther than any win found by search), a draw at the contempt.
    fn exact_score(&self, pos: &R, r: Exact, ply: u32) -> Score {
        const UNSEEN_PLIES: u32 = 100;
        match r {
            Exact::Win => Score::win_in(ply + UNSEEN_PLIES),
            Exact::Loss => -Score::win_in(ply + UNSEEN_PLIES),
            Exact::Draw => self.for_mover(pos, Score(-self.cfg.contempt)),
        }
    }

    /// The heuristic for the player to move: the root's score less the best other's.
    pub(crate) fn static_score(&self, pos: &R) -> Score {
        let h = if self.cfg.hard_eval {
            pos.hard_heuristic()
        } else {
            pos.heuristic()
        };
        let n = pos.players() as usize;
        let me = self.root as usize - 1;
        let others = (0..n)
            .filter(|&p| p != me)
            .map(|p| h[p])
            .fold(f32::NEG_INFINITY, f32::max);
        let root_view = Score(((h[me] - others) * 100.0).round() as i32);
        self.for_mover(pos, root_view)
    }

    /// The score of a child for the parent's player to move, searched by `f` in the
    /// window (alpha, beta) of the parent.
    pub(crate) fn child_score(
        &mut self,
        parent: Player,
        child: &R,
        alpha: Score,
        beta: Score,
        f: impl FnOnce(&mut Self, Score, Score) -> Score,
    ) -> Score {
        if self.same_side(parent, child.to_move()) {
            f(self, alpha, beta)
        } else {
            -f(self, -beta, -alpha)
        }
    }

    pub(crate) fn negamax(
        &mut self,
        pos: &R,
        depth: u32,
        ply: u32,
        alpha: Score,
        beta: Score,
    ) -> Score {
        if let Some(s) = self.terminal(pos, ply) {
            return s;
        }
        if depth == 0 {
            if self.cfg.exact_leaves
                && let Some(r) = pos.exact_result()
            {
                return self.exact_score(pos, r, ply);
            }
            if self.extends(pos, ply) {
                return self.negamax(pos, 1, ply, alpha, beta);
            }
            return self.quiesce(pos, ply, alpha, beta, self.cfg.quiescence);
        }
        if self.tick() {
            return Score(0);
        }
        let key = pos.key();
        let repeats = self.cfg.contempt != 0 && pos.repetition_rule();
        if repeats && self.path.contains(&key) {
            return self.for_mover(pos, Score(-self.cfg.contempt));
        }
        let mut first = None;
        if let Some((e, s)) = self.table.get(key, ply) {
            if e.depth >= depth {
                match e.bound {
                    Bound::Exact => return s,
                    Bound::Lower if s >= beta => return s,
                    Bound::Upper if s <= alpha => return s,
                    _ => {}
                }
            }
            first = e.best;
        }
        if let Some(v) = self.null_cut(pos, depth, ply, alpha, beta) {
            return v;
        }
        if repeats {
            self.path.push(key);
        }
        let mut node = Node::new(alpha, beta);
        self.search_moves(pos, first, (depth, ply), &mut node);
        if self.stopped {
            return Score(0);
        }
        if repeats {
            self.path.pop();
        }
        let Node {
            best, best_move, ..
        } = node;
        if best_move.is_none() {
            // No move: the game's own rules pass or end it; nothing to search.
            return self.static_score(pos);
        }
        let bound = if best <= alpha {
            Bound::Upper
        } else if best >= beta {
            Bound::Lower
        } else {
            Bound::Exact
        };
        self.table.put(key, ply, depth, best, bound, best_move);
        best
    }

    /// The score of the `i`-th child for the parent's mover, at the parent's depth and
    /// ply and in its window (alpha, beta). Plain: a full window. The
    /// enhanced form searches every child after the first with a null window first
    /// (late quiet ones a ply shallower) and again in full only when it beats alpha.
    pub(crate) fn search_child(
        &mut self,
        pos: &R,
        (kids, c): (&Kids<R>, &Child<R::Move>),
        i: usize,
        (depth, ply): (u32, u32),
        (alpha, beta): (Score, Score),
    ) -> Score {
        let me = pos.to_move();
        let mut slot = None;
        let p = kids.after(c, pos, &mut slot);
        let full = |s: &mut Self, d: u32, a: Score, b: Score| {
            s.child_score(me, p, a, b, |s, a, b| s.negamax(p, d, ply + 1, a, b))
        };
        if !self.cfg.enhanced || i == 0 {
            return full(self, depth - 1, alpha, beta);
        }
        let reduce = self.reduction(pos, c, i, depth);
        let null = Score(alpha.0 + 1);
        let v = full(self, depth - 1 - reduce, alpha, null);
        if !self.stopped && v > alpha && (reduce > 0 || v < beta) {
            return full(self, depth - 1, alpha, beta);
        }
        v
    }

    /// Captures only, until none is left, the side to move may stop (stand pat) or
    /// `left` plies are played.
    fn quiesce(&mut self, pos: &R, ply: u32, mut alpha: Score, beta: Score, left: u32) -> Score {
        if let Some(s) = self.terminal(pos, ply) {
            return s;
        }
        if self.tick() {
            return Score(0);
        }
        let stand = self.static_score(pos);
        if left == 0 || stand >= beta {
            return stand;
        }
        alpha = alpha.max(stand);
        let mut moves = Vec::new();
        pos.capture_moves(&mut self.rng, 8, &mut moves);
        // Hard's selective form leaves out the captures that plainly lose (a capture that
        // may save the mover's queen excepted): in positions of Hard's games against the
        // partner, long exchanges had taken most of its nodes (docs/computer-players.md).
        if self.cfg.selective && !moves.is_empty() && !pos.in_check() {
            moves.retain(|m| !pos.losing_capture(m));
        }
        let mut kids = self.children(pos, moves, None, ply, false);
        kids.list.retain(|c| c.gain > 0);
        let me = pos.to_move();
        let mut best = stand;
        for c in &kids.list {
            let mut slot = None;
            let p = kids.after(c, pos, &mut slot);
            let v = self.child_score(me, p, alpha, beta, |s, a, b| {
                s.quiesce(p, ply + 1, a, b, left - 1)
            });
            if self.stopped {
                return Score(0);
            }
            best = best.max(v);
            alpha = alpha.max(v);
            if alpha >= beta {
                break;
            }
        }
        self.recycle(kids);
        best
    }

    /// The moves the table expects from `pos`, up to `max`.
    pub(crate) fn line(&self, pos: &R, max: usize) -> Vec<R::Move> {
        let mut line = Vec::new();
        let mut p = pos.clone();
        while line.len() < max && p.finished().is_none() {
            let Some(m) = self.table.get(p.key(), 0).and_then(|(e, _)| e.best) else {
                break;
            };
            // The table's move is checked by its notation: listing the moves could mean
            // millions (Esiema's sowings).
            if !p.parse_move(&m.to_string()).is_ok_and(|x| x == m) {
                break;
            }
            p.play_unchecked(&m, None);
            line.push(m);
        }
        line
    }
}
