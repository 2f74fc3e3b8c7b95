//! The sparring partner: iterative-deepening alpha-beta. Negamax for two players (with
//! more, the paranoid form: the player to move at the root against all the others, who
//! are one side); a transposition table on the rules crate's position key; moves
//! ordered by the table's best move (the previous iteration's), then captures, largest
//! first; a quiescence search over captures; the game's heuristic (material difference
//! from `Evaluate`). Positions with too many moves to list (Esiema, Tricala's
//! placements) are searched on a sample of moves, tactical ones first. A budget of
//! depth, time or nodes, a cancel flag, and a seed; it always returns a legal move
//! while the game goes on and the search is not cancelled.

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use sowing_rules::{Game, Outcome, Player, Rng, Rules};

use crate::eval::Evaluate;
use crate::table::{Bound, Score, Table};

/// Deepest iteration when only time or nodes limit the search.
const MAX_DEPTH: u32 = 64;
/// Depth when nothing else limits the search.
const DEFAULT_DEPTH: u32 = 4;

/// How an alpha-beta search runs.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct AlphaBetaConfig {
    /// Deepest iteration in plies (before quiescence).
    pub depth: Option<u32>,
    /// Stop after this much time (the last finished iteration's move is played).
    pub time: Option<Duration>,
    /// Stop after this many nodes (reproducible, unlike time).
    pub nodes: Option<u64>,
    /// Capture plies the quiescence search plays at most.
    pub quiescence: u32,
    /// Moves searched at the root where there are too many to list (a quarter below).
    pub sample: u32,
    /// The transposition table holds `2^table_bits` entries.
    pub table_bits: u32,
    /// Seed of the sampled moves.
    pub seed: u64,
}

impl Default for AlphaBetaConfig {
    fn default() -> Self {
        AlphaBetaConfig {
            depth: None,
            time: None,
            nodes: None,
            quiescence: 6,
            sample: 48,
            table_bits: 18,
            seed: 1,
        }
    }
}

/// What an alpha-beta search found.
#[derive(Clone, Debug)]
pub struct AlphaBetaResult<M> {
    /// The chosen move; None when the game is over or the search was cancelled.
    pub best: Option<M>,
    /// Its score for the player to move (`Score::WIN` less the plies: a forced win).
    pub score: Score,
    /// The deepest iteration finished (0 when there was a single move).
    pub depth: u32,
    /// Positions visited.
    pub nodes: u64,
    /// Time taken.
    pub elapsed: Duration,
    /// The expected line from the table, the best move first.
    pub line: Vec<M>,
}

/// A position after one move, with what it took.
struct Child<R: Rules> {
    mv: R::Move,
    pos: R,
    /// Pieces taken by the move (plus 1,000 when it ends the game): captures go first.
    gain: u32,
}

struct Search<'a, R: Rules + Evaluate> {
    cfg: AlphaBetaConfig,
    /// The player to move at the root: the side of the paranoid form.
    root: Player,
    table: Table<R::Move>,
    rng: Rng,
    nodes: u64,
    start: Instant,
    cancel: &'a AtomicBool,
    stopped: bool,
}

impl<R: Rules + Evaluate> Search<'_, R> {
    /// Counts a node; true once the budget is spent or the search is cancelled.
    fn tick(&mut self) -> bool {
        self.nodes += 1;
        if !self.stopped
            && (self.cfg.nodes.is_some_and(|n| self.nodes > n)
                || (self.nodes & 255 == 0
                    && (self.cancel.load(Ordering::Relaxed)
                        || self.cfg.time.is_some_and(|t| self.start.elapsed() >= t))))
        {
            self.stopped = true;
        }
        self.stopped
    }

    /// Whether two players are on the same side (the root's, or everyone else's).
    fn same_side(&self, a: Player, b: Player) -> bool {
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
            Outcome::Draw(tied) if tied.contains(&self.root) => Score(0),
            _ => -Score::win_in(ply),
        };
        Some(self.for_mover(pos, root_view))
    }

    /// The heuristic for the player to move: the root's score less the best other's.
    fn static_score(&self, pos: &R) -> Score {
        let h = pos.heuristic();
        let n = pos.players() as usize;
        let me = self.root as usize - 1;
        let others = (0..n)
            .filter(|&p| p != me)
            .map(|p| h[p])
            .fold(f32::NEG_INFINITY, f32::max);
        let root_view = Score(((h[me] - others) * 100.0).round() as i32);
        self.for_mover(pos, root_view)
    }

    /// The moves searched at a node: all of them, or a sample where there are too many.
    fn moves(&mut self, pos: &R, root: bool) -> Vec<R::Move> {
        let mut moves = Vec::new();
        if pos.moves_at_most(pos.list_limit()).is_some() {
            pos.legal_moves(&mut moves);
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

    /// Plays each move; keeps only captures when asked; orders the table's move first,
    /// then by what each takes.
    fn children(&self, pos: &R, moves: Vec<R::Move>, first: Option<&R::Move>) -> Vec<Child<R>> {
        let before = pos.taken();
        let mut kids: Vec<Child<R>> = moves
            .into_iter()
            .map(|mv| {
                let mut p = pos.clone();
                p.play_unchecked(&mv, None);
                let gain = p.taken().saturating_sub(before)
                    + if p.finished().is_some() { 1000 } else { 0 };
                Child { mv, pos: p, gain }
            })
            .collect();
        kids.sort_by_key(|c| (first != Some(&c.mv), std::cmp::Reverse(c.gain)));
        kids
    }

    /// The score of a child for the parent's player to move, searched by `f` in the
    /// window (alpha, beta) of the parent.
    fn child_score(
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

    fn negamax(&mut self, pos: &R, depth: u32, ply: u32, mut alpha: Score, beta: Score) -> Score {
        if let Some(s) = self.terminal(pos, ply) {
            return s;
        }
        if depth == 0 {
            return self.quiesce(pos, ply, alpha, beta, self.cfg.quiescence);
        }
        if self.tick() {
            return Score(0);
        }
        let key = pos.key();
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
        let moves = self.moves(pos, false);
        let kids = self.children(pos, moves, first.as_ref());
        if kids.is_empty() {
            return self.static_score(pos);
        }
        let (me, alpha0) = (pos.to_move(), alpha);
        let mut best = -Score::INFINITE;
        let mut best_move = None;
        for c in kids {
            let v = self.child_score(me, &c.pos, alpha, beta, |s, a, b| {
                s.negamax(&c.pos, depth - 1, ply + 1, a, b)
            });
            if self.stopped {
                return Score(0);
            }
            if v > best {
                best = v;
                best_move = Some(c.mv);
            }
            alpha = alpha.max(v);
            if alpha >= beta {
                break;
            }
        }
        let bound = if best <= alpha0 {
            Bound::Upper
        } else if best >= beta {
            Bound::Lower
        } else {
            Bound::Exact
        };
        self.table.put(key, ply, depth, best, bound, best_move);
        best
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
        let mut kids = self.children(pos, moves, None);
        kids.retain(|c| c.gain > 0);
        let me = pos.to_move();
        let mut best = stand;
        for c in kids {
            let v = self.child_score(me, &c.pos, alpha, beta, |s, a, b| {
                s.quiesce(&c.pos, ply + 1, a, b, left - 1)
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
        best
    }

    /// The moves the table expects from `pos`, up to `max`.
    fn line(&self, pos: &R, max: usize) -> Vec<R::Move> {
        let mut line = Vec::new();
        let mut p = pos.clone();
        while line.len() < max && p.finished().is_none() {
            let Some(m) = self.table.get(p.key(), 0).and_then(|(e, _)| e.best) else {
                break;
            };
            let mut legal = Vec::new();
            p.legal_moves(&mut legal);
            if !legal.contains(&m) {
                break;
            }
            p.play_unchecked(&m, None);
            line.push(m);
        }
        line
    }
}

/// Searches `game` by iterative-deepening alpha-beta and returns the chosen move.
pub fn alphabeta<R: Rules + Evaluate>(
    game: &Game<R>,
    cfg: AlphaBetaConfig,
    cancel: &AtomicBool,
) -> AlphaBetaResult<R::Move> {
    let pos = game.position();
    let mut s = Search {
        cfg,
        root: pos.to_move(),
        table: Table::new(cfg.table_bits),
        rng: Rng::new(cfg.seed),
        nodes: 0,
        start: Instant::now(),
        cancel,
        stopped: false,
    };
    let mut result = AlphaBetaResult {
        best: None,
        score: Score(0),
        depth: 0,
        nodes: 0,
        elapsed: Duration::ZERO,
        line: Vec::new(),
    };
    if pos.finished().is_some() || cancel.load(Ordering::Relaxed) {
        return result;
    }
    // The root's children are played on the game, so a third repetition ends them.
    let moves = s.moves(pos, true);
    let mut kids = s.children(pos, moves, None);
    for c in kids.iter_mut() {
        let mut g = game.clone();
        g.play_unchecked(&c.mv, None);
        c.pos = g.position().clone();
    }
    result.best = kids.first().map(|c| c.mv.clone());
    let max_depth = cfg
        .depth
        .unwrap_or(if cfg.time.is_some() || cfg.nodes.is_some() {
            MAX_DEPTH
        } else {
            DEFAULT_DEPTH
        });
    let me = pos.to_move();
    let mut scores = vec![-Score::INFINITE; kids.len()];
    let mut depth = 1;
    while kids.len() > 1 && depth <= max_depth && !s.stopped {
        let mut alpha = -Score::INFINITE;
        let mut found = None;
        for (i, c) in kids.iter().enumerate() {
            let v = s.child_score(me, &c.pos, alpha, Score::INFINITE, |s, a, b| {
                s.negamax(&c.pos, depth - 1, 1, a, b)
            });
            if s.stopped {
                break;
            }
            scores[i] = v;
            if v > alpha {
                alpha = v;
                found = Some(i);
            }
        }
        // A move that beat every move searched before it, the last iteration's best
        // first among them, is worth playing even from an unfinished iteration.
        if let Some(i) = found {
            result.best = Some(kids[i].mv.clone());
            result.score = alpha;
        }
        if s.stopped {
            break;
        }
        result.depth = depth;
        // Best first next time; the rest in the order of their scores.
        let mut order: Vec<usize> = (0..kids.len()).collect();
        order.sort_by_key(|&i| (Some(i) != found, std::cmp::Reverse(scores[i])));
        let mut taken: Vec<Option<Child<R>>> = kids.into_iter().map(Some).collect();
        kids = order.iter().filter_map(|&i| taken[i].take()).collect();
        scores = order.iter().map(|&i| scores[i]).collect();
        if alpha.is_proved() {
            break;
        }
        depth += 1;
    }
    if let Some(b) = &result.best {
        let mut after = pos.clone();
        after.play_unchecked(b, None);
        result.line = std::iter::once(b.clone())
            .chain(s.line(&after, result.depth as usize))
            .collect();
    }
    result.nodes = s.nodes;
    result.elapsed = s.start.elapsed();
    if cancel.load(Ordering::Relaxed) {
        result.best = None;
    }
    result
}
