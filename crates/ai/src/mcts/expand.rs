//! Growing the tree: a node's actions (complete moves listed and ordered by their
//! immediate reward, a sample of complete moves, or the rules crate's build steps),
//! new nodes, and following an action from a node.

use sowing_rules::{Game, Rules, Step};

use super::{Action, Mcts, Node};
use crate::eval::{Evaluate, MAX_PLAYERS, outcome_reward, reward};

impl<R: Rules + Evaluate> Mcts<R> {
    /// For a position whose moves can be listed: complete moves, ordered by
    /// `order_moves`. Where they cannot and the settings ask for it, a random sample of
    /// complete moves instead (`sample` at the root, fewer below), the game's tactical
    /// moves first.
    pub(super) fn list_moves(&mut self, node: &mut Node<R>, root: bool) -> bool {
        let pos = node.game.position();
        let mut moves = Vec::new();
        if !pos.list_moves(&mut moves) {
            if self.cfg.sample == 0 {
                return false;
            }
            let want = if root {
                self.cfg.sample
            } else {
                (self.cfg.sample / 8).max(8)
            };
            // Half from the game's tactical moves (captures), the rest drawn at random.
            pos.tactical_moves(&mut self.rng, want as usize / 2, &mut moves);
            let mut buf = Vec::new();
            for _ in 0..want as usize - moves.len() {
                if let Some(m) = pos.random_move(&mut self.rng, &mut buf)
                    && !moves.contains(&m)
                {
                    moves.push(m);
                }
            }
        }
        self.order_moves(node, moves, root);
        true
    }

    /// Shuffles the moves, then (when ordered) sorts them by immediate reward for the
    /// mover; at the root, drops the moves that hand the next player a decisive move
    /// (unless all do).
    pub(super) fn order_moves(&mut self, node: &mut Node<R>, moves: Vec<R::Move>, root: bool) {
        let mut scored: Vec<(f32, bool, R::Move)> = moves
            .into_iter()
            .map(|m| {
                if !root && !self.cfg.ordered {
                    return (0.0, true, m);
                }
                // The position alone (no repetition history): cheap, and enough to order.
                let mut p = node.game.position().clone();
                p.play_unchecked(&m, None);
                let safe = !root || p.decisive().is_none();
                let r = if self.cfg.ordered {
                    reward(&p)[node.mover]
                } else {
                    0.0
                };
                (r, safe, m)
            })
            .collect();
        if scored.iter().any(|s| s.1) {
            scored.retain(|s| s.1);
        }
        let n = scored.len();
        for i in (1..n).rev() {
            let j = self.rng.below(i as u64 + 1) as usize;
            scored.swap(i, j);
        }
        scored.sort_by(|a, b| b.0.total_cmp(&a.0));
        node.moves = scored.into_iter().map(|s| s.2).collect();
        node.actions = (0..node.moves.len()).map(Action::Move).collect();
    }

    pub(super) fn add_node(
        &mut self,
        game: Game<R>,
        prefix: Vec<Step>,
        made: Option<R::Move>,
    ) -> usize {
        let pos = game.position();
        let mover = pos.to_move() as usize - 1;
        let mut node = Node {
            game: game.clone(),
            prefix,
            made,
            mover,
            terminal: pos.finished().is_some(),
            visits: 0,
            value: [0.0; MAX_PLAYERS],
            proven: pos.finished().map(|f| outcome_reward(&f.outcome)),
            actions: Vec::new(),
            complete: None,
            moves: Vec::new(),
            children: Vec::new(),
        };
        let root = self.nodes.is_empty();
        let listed = !node.terminal && node.prefix.is_empty() && self.list_moves(&mut node, root);
        if !node.terminal && !listed {
            let mut info = pos
                .steps(&node.prefix)
                .expect("the tree follows offered steps");
            pos.prune_steps(&node.prefix, &mut info.next);
            node.actions = info.next.into_iter().map(Action::Step).collect();
            if info.complete.is_some() {
                node.actions.push(Action::Commit);
            }
            node.complete = info.complete;
            self.order_actions(&mut node);
        }
        self.nodes.push(node);
        self.nodes.len() - 1
    }

    /// Where an action leads: the game after it, the prefix, and the move if completed.
    pub(super) fn follow(
        &self,
        node: &Node<R>,
        a: Action,
    ) -> (Game<R>, Vec<Step>, Option<R::Move>) {
        let mut prefix = node.prefix.clone();
        let done = match a {
            Action::Move(i) => Some(node.moves[i].clone()),
            Action::Commit => node.complete.clone(),
            Action::Step(s) => {
                prefix.push(s);
                let info = node.game.position().steps(&prefix).expect("offered step");
                if info.next.is_empty() {
                    info.complete
                } else {
                    None
                }
            }
        };
        match done {
            Some(m) => {
                let mut g = node.game.clone();
                g.play_unchecked(&m, None);
                (g, Vec::new(), Some(m))
            }
            None => (node.game.clone(), prefix, None),
        }
    }

    /// Shuffles the actions, then (when ordered) moves those completing a move to the
    /// front by their immediate reward for the mover.
    pub(super) fn order_actions(&mut self, node: &mut Node<R>) {
        let n = node.actions.len();
        for i in (1..n).rev() {
            let j = self.rng.below(i as u64 + 1) as usize;
            node.actions.swap(i, j);
        }
        if !self.cfg.ordered || !(2..=48).contains(&n) {
            return;
        }
        let mut scored: Vec<(f32, Action)> = node
            .actions
            .iter()
            .map(|&a| {
                let (g, prefix, made) = self.follow(node, a);
                let score = if made.is_some() && prefix.is_empty() {
                    reward(g.position())[node.mover]
                } else {
                    -1.0
                };
                (score, a)
            })
            .collect();
        scored.sort_by(|a, b| b.0.total_cmp(&a.0));
        node.actions = scored.into_iter().map(|(_, a)| a).collect();
    }
}
