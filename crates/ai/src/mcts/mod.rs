//! Monte Carlo tree search written for these games: reward vectors for 2–6 players (each
//! node maximises its mover's share), moves decomposed into the rules crate's build
//! steps (so a path move is chosen pit by pit) or, where the settings ask, sampled as
//! complete moves; progressive widening in the order of a cheap heuristic; proved
//! results (a winning child, or every child explored and proved); leaves scored after
//! greedy then random plies; a budget of iterations or time, a cancel flag, and a seed
//! for reproducible play.

mod expand;
mod rollout;

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use sowing_rules::{Game, Rng, Rules, Step};

use crate::eval::{Evaluate, Reward, reward};

/// How a search runs.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SearchConfig {
    /// Stop after this many iterations (reproducible).
    pub iterations: Option<u32>,
    /// Stop after this much time.
    pub time: Option<Duration>,
    /// UCB exploration constant.
    pub exploration: f32,
    /// Random plies after the tree before scoring by material.
    pub rollout_plies: u32,
    /// The first plies of a rollout are greedy (best immediate reward among a few
    /// candidates), the rest random.
    pub greedy_plies: u32,
    /// Children allowed at a node: 1 + widening × √visits.
    pub widening: f32,
    /// Try actions that complete a move in order of their immediate reward.
    pub ordered: bool,
    /// Where a position has too many moves to list (Esiema's paths): 0 searches them
    /// step by step; otherwise the root searches this many sampled complete moves (and
    /// nodes below an eighth of it, at least 8).
    pub sample: u32,
    /// Seed of the search's random choices.
    pub seed: u64,
    /// Independent trees searched at once, their root statistics merged (`parallel`);
    /// 1 is the plain, reproducible search.
    pub threads: u32,
    /// Score the leaves by Hard's heuristic (`Evaluate::hard_heuristic`).
    pub hard_eval: bool,
}

impl Default for SearchConfig {
    fn default() -> Self {
        SearchConfig {
            iterations: Some(1000),
            time: None,
            exploration: 0.7,
            rollout_plies: 16,
            greedy_plies: 0,
            widening: 2.0,
            ordered: true,
            sample: 0,
            seed: 1,
            threads: 1,
            hard_eval: false,
        }
    }
}

/// What a search found.
#[derive(Clone, Debug)]
pub struct SearchResult<M> {
    /// The chosen move; None when the game is over or the search was cancelled first.
    pub best: Option<M>,
    /// Iterations run.
    pub iterations: u32,
    /// Time taken.
    pub elapsed: Duration,
    /// The expected result for each seated player at the root, 0 (loss) to 1 (win): the
    /// proved result when the search proved one, else the mean of the playouts.
    pub values: Vec<f32>,
    /// The principal line: the complete moves of the most visited path, the best first.
    pub line: Vec<M>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Action {
    Step(Step),
    Commit,
    /// A complete move from the node's own list.
    Move(usize),
}

struct Node<R: Rules> {
    game: Game<R>,
    prefix: Vec<Step>,
    /// The move completed on the way into this node.
    made: Option<R::Move>,
    mover: usize,
    terminal: bool,
    visits: u32,
    value: Reward,
    /// The exact result when it is known: the game is over here, or the search has
    /// proved it (a child where the mover wins, or every action explored and proved;
    /// each mover takes the proved child best for them).
    proven: Option<Reward>,
    /// Candidate actions, best first; `children[i]` comes from `actions[i]`.
    actions: Vec<Action>,
    complete: Option<R::Move>,
    /// The complete moves behind `Action::Move`, when the position's moves are listed.
    moves: Vec<R::Move>,
    children: Vec<usize>,
}

/// A search tree over one position.
pub struct Mcts<R: Rules + Evaluate> {
    cfg: SearchConfig,
    nodes: Vec<Node<R>>,
    rng: Rng,
}

impl<R: Rules + Evaluate> Mcts<R> {
    /// A tree rooted at `game`.
    pub fn new(game: &Game<R>, cfg: SearchConfig) -> Mcts<R> {
        let mut t = Mcts {
            cfg,
            nodes: Vec::new(),
            rng: Rng::new(cfg.seed),
        };
        t.add_node(game.clone(), Vec::new(), None);
        t
    }

    /// Runs the search until the budget is spent or `cancel` is set.
    pub fn run(&mut self, cancel: &AtomicBool) -> SearchResult<R::Move> {
        let start = Instant::now();
        let mut iterations = 0;
        // No move to give: the game is over, or the search was cancelled.
        let nothing = |t: &Self, iterations| SearchResult {
            best: None,
            iterations,
            elapsed: start.elapsed(),
            values: t.root_values(),
            line: Vec::new(),
        };
        if self.nodes[0].terminal {
            return nothing(self, iterations);
        }
        loop {
            if cancel.load(Ordering::Relaxed) {
                return nothing(self, iterations);
            }
            if self.cfg.iterations.is_some_and(|n| iterations >= n)
                || self.cfg.time.is_some_and(|t| start.elapsed() >= t)
            {
                break;
            }
            // A single legal action, or a proved result, needs no more search.
            let root = &self.nodes[0];
            if iterations > 0
                && ((root.actions.len() == 1 && root.prefix.is_empty()) || root.proven.is_some())
            {
                break;
            }
            self.iterate();
            iterations += 1;
        }
        let best = self.best_move();
        let mut line = self.principal_line(8);
        if line.first() != best.as_ref() {
            line = best.iter().cloned().collect();
        }
        SearchResult {
            best,
            iterations,
            elapsed: start.elapsed(),
            values: self.root_values(),
            line,
        }
    }

    /// The child a search settles on: a proved win for the mover first, never a proved
    /// loss while another child is open, else the most visited.
    fn chosen_child(&self, n: usize) -> Option<usize> {
        let node = &self.nodes[n];
        let me = node.mover;
        node.children.iter().copied().max_by_key(|&c| {
            let ch = &self.nodes[c];
            let rank = match ch.proven {
                Some(r) if r[me] >= 1.0 => 2,
                Some(r) if r[me] <= 0.0 => 0,
                _ => 1,
            };
            (rank, ch.visits)
        })
    }

    /// Each seated player's expected result at the root.
    fn root_values(&self) -> Vec<f32> {
        let root = &self.nodes[0];
        let n = root.game.position().players() as usize;
        let r = match root.proven {
            Some(r) => r,
            None if root.visits > 0 => root.value.map(|v| v / root.visits as f32),
            None => reward(root.game.position()),
        };
        r[..n].to_vec()
    }

    /// Up to `max` complete moves along the most visited children (proved wins first, as
    /// the move is chosen), stopping where the tree is unexplored.
    fn principal_line(&self, max: usize) -> Vec<R::Move> {
        let mut line = Vec::new();
        let mut cur = 0;
        while line.len() < max {
            let Some(next) = self.chosen_child(cur) else {
                break;
            };
            if let Some(m) = &self.nodes[next].made {
                line.push(m.clone());
            }
            cur = next;
        }
        line
    }

    fn iterate(&mut self) {
        let mut path = vec![0usize];
        let mut cur = 0;
        loop {
            let node = &self.nodes[cur];
            if node.proven.is_some() || node.actions.is_empty() {
                break;
            }
            let allowed = (1.0 + self.cfg.widening * (node.visits as f32).sqrt()) as usize;
            // Widen when allowed, or at once when every child so far is settled (checked
            // only when the limit would otherwise stop it).
            if node.children.len() < node.actions.len()
                && (node.children.len() < allowed.max(1)
                    || node
                        .children
                        .iter()
                        .all(|&c| self.nodes[c].proven.is_some()))
            {
                let a = node.actions[node.children.len()];
                let (g, prefix, made) = self.follow(node, a);
                let child = self.add_node(g, prefix, made);
                self.nodes[cur].children.push(child);
                path.push(child);
                cur = child;
                break;
            }
            cur = self.select(cur);
            path.push(cur);
        }
        let r = match self.nodes[cur].proven {
            Some(r) => r,
            None => self.rollout(cur),
        };
        for &n in path.iter().rev() {
            self.prove(n);
            let node = &mut self.nodes[n];
            node.visits += 1;
            for (v, x) in node.value.iter_mut().zip(r.iter()) {
                *v += x;
            }
        }
    }

    /// Settles a node from its children when it can: a child where the mover wins
    /// outright, or every action explored with every child settled.
    fn prove(&mut self, n: usize) {
        let node = &self.nodes[n];
        if node.proven.is_some() || node.children.is_empty() {
            return;
        }
        let me = node.mover;
        let mut best: Option<Reward> = None;
        let mut all = node.children.len() == node.actions.len();
        for &c in &node.children {
            match self.nodes[c].proven {
                Some(r) if r[me] >= 1.0 => {
                    best = Some(r);
                    all = true;
                    break;
                }
                Some(r) => {
                    if best.is_none_or(|b| r[me] > b[me]) {
                        best = Some(r);
                    }
                }
                None => all = false,
            }
        }
        if all {
            self.nodes[n].proven = best;
        }
    }

    fn select(&self, n: usize) -> usize {
        let node = &self.nodes[n];
        let ln = (node.visits.max(1) as f32).ln();
        let mut best = node.children[0];
        let mut best_u = f32::NEG_INFINITY;
        for &c in &node.children {
            let ch = &self.nodes[c];
            let q = match ch.proven {
                Some(r) => r[node.mover],
                None => ch.value[node.mover] / ch.visits.max(1) as f32,
            };
            let u = q + self.cfg.exploration * (ln / ch.visits.max(1) as f32).sqrt();
            if u > best_u {
                best_u = u;
                best = c;
            }
        }
        best
    }

    /// The most visited line from the root down to a complete move.
    fn best_move(&mut self) -> Option<R::Move> {
        let mut cur = 0;
        loop {
            let node = &self.nodes[cur];
            if let Some(m) = &node.made {
                return Some(m.clone());
            }
            if node.children.is_empty() {
                // Unexplored below: take the best-ordered action until the move completes.
                let a = *node.actions.first()?;
                let (g, prefix, made) = self.follow(node, a);
                if let Some(m) = made {
                    return Some(m);
                }
                let child = self.add_node(g, prefix, None);
                self.nodes[cur].children.push(child);
                cur = child;
                continue;
            }
            cur = self.chosen_child(cur).expect("children");
        }
    }

    /// The root's children that are complete moves, with their visits and, when
    /// proved, the result for the root's mover (for merging parallel trees).
    pub fn root_children(&self) -> Vec<(R::Move, u32, Option<f32>)> {
        let root = &self.nodes[0];
        root.children
            .iter()
            .filter_map(|&c| {
                let ch = &self.nodes[c];
                let made = ch.made.clone()?;
                Some((made, ch.visits, ch.proven.map(|r| r[root.mover])))
            })
            .collect()
    }

    /// Nodes in the tree.
    pub fn size(&self) -> usize {
        self.nodes.len()
    }
}

/// Searches `game` and returns the chosen move.
pub fn search<R: Rules + Evaluate>(
    game: &Game<R>,
    cfg: SearchConfig,
    cancel: &AtomicBool,
) -> SearchResult<R::Move> {
    Mcts::new(game, cfg).run(cancel)
}
