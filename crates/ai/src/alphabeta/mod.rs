//! The sparring partner: iterative-deepening alpha-beta. Negamax for two players (with
//! more, the paranoid form: the player to move at the root against all the others, who
//! are one side); a transposition table on the rules crate's position key; moves
//! ordered by the table's best move (the previous iteration's), then captures, largest
//! first; a quiescence search over captures; the game's heuristic (material difference
//! from `Evaluate`). Positions with too many moves to list (Esiema, Tricala's
//! placements) are searched on a sample of moves, tactical ones first. A budget of
//! depth, time or nodes (Hard's grown by a rescue where its best move falls), a cancel
//! flag, and a seed; it always returns a legal move while the game goes on and the
//! search is not cancelled.

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use sowing_rules::{Game, Player, Rng, Rules};

use self::history::History;
use self::ordering::{Child, Spare};
use crate::eval::Evaluate;
use crate::table::{KeptTables, Score, Table};

mod history;
mod negamax;
mod ordering;
mod selective;
mod staged;

/// Deepest iteration when only time or nodes limit the search.
const MAX_DEPTH: u32 = 64;
/// Depth when nothing else limits the search.
const DEFAULT_DEPTH: u32 = 4;
/// How far, in hundredths of a material unit, the last iteration's best move may fall
/// in the next before the search takes its `rescue` time.
const FALL: i32 = 150;

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
    /// Killer moves, principal-variation null windows (at the root too), late-move
    /// reductions and, far from the leaves, quiet moves ordered by the evaluation
    /// (`ordering`): Hard's form; the sparring partner searches without.
    pub enhanced: bool,
    /// With `enhanced`, where the game allows them: the null move (`Evaluate::null_move`)
    /// and the deeper late-move reductions (`Evaluate::hard_reduces_more`). Hard's form.
    pub selective: bool,
    /// What a draw costs the root's player, in hundredths of a material unit (Hard
    /// plays on in even positions rather than repeat them).
    pub contempt: i32,
    /// Score the leaves the game can prove quickly by their exact result
    /// (`Evaluate::exact_result`: Umel Bagara's last beans).
    pub exact_leaves: bool,
    /// Score positions by Hard's evaluation (`Evaluate::hard_heuristic`) rather than
    /// the sparring partner's (`Evaluate::heuristic`), which stays a fixed yardstick.
    pub hard_eval: bool,
    /// Start from the table the player's last search from the same side kept, and keep
    /// this one (`alphabeta_kept`, `Table::kept`): Hard when timed. A search by nodes starts empty, so the
    /// same seed and budget give the same move.
    pub keep_table: bool,
    /// Budgets more (of its time or nodes) the search may take, once, when the last
    /// iteration's best move, searched first in the next, falls by `FALL` or is shown to
    /// lose, so that the other moves are searched as deep, rather than play a move the
    /// search has just seen fall (Hard, from the time it banks: `hard`).
    pub rescue: f64,
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
            enhanced: false,
            selective: false,
            contempt: 0,
            exact_leaves: false,
            hard_eval: false,
            keep_table: false,
            rescue: 0.0,
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

/// One alpha-beta search's state; its nodes are searched in `negamax`, its moves ordered
/// in `ordering` (listed in stages by `staged`), its reductions in `selective` and its
/// quiet moves' history in `history`.
pub(crate) struct Search<'a, R: Rules + Evaluate> {
    pub(crate) cfg: AlphaBetaConfig,
    /// The player to move at the root: the side of the paranoid form.
    root: Player,
    table: Table<R::Move>,
    pub(crate) rng: Rng,
    pub(crate) nodes: u64,
    pub(crate) start: Instant,
    cancel: &'a AtomicBool,
    pub(crate) stopped: bool,
    /// Per ply, up to two quiet moves that last cut the search off there.
    pub(crate) killers: Vec<Vec<R::Move>>,
    /// With a contempt: the keys met on the game's line and the search's path, so a
    /// position met again scores as the draw its repetition heads for.
    pub(crate) path: Vec<u128>,
    /// The ply of the node just after a null move, which may not pass again.
    pub(crate) after_null: u32,
    /// Quiet moves' cut-offs (the selective form, where the game numbers its moves).
    pub(crate) history: History,
    /// Emptied move lists and position stores of searched nodes, for the next nodes
    /// (`Search::recycle`).
    pub(crate) spare: Vec<Spare<R>>,
    /// List the moves in stages where the game allows (`staged`); off only in the test
    /// that checks the stages search what a single list would.
    pub(crate) staging: bool,
}

impl<'a, R: Rules + Evaluate> Search<'a, R> {
    /// A search from `root`'s side with the given settings and an empty table (the tests').
    #[cfg(test)]
    pub(crate) fn new(cfg: AlphaBetaConfig, root: Player, cancel: &'a AtomicBool) -> Self {
        Self::with_table(cfg, root, cancel, Table::new(cfg.table_bits))
    }

    /// A search from `root`'s side with the given settings, starting from `table`.
    fn with_table(
        cfg: AlphaBetaConfig,
        root: Player,
        cancel: &'a AtomicBool,
        table: Table<R::Move>,
    ) -> Self {
        Search {
            cfg,
            root,
            table,
            rng: Rng::new(cfg.seed),
            nodes: 0,
            start: Instant::now(),
            cancel,
            stopped: false,
            killers: Vec::new(),
            path: Vec::new(),
            after_null: u32::MAX,
            history: History::new(if cfg.selective { R::HISTORY_SLOTS } else { 0 }),
            staging: true,
            spare: Vec::new(),
        }
    }
}

/// Searches `game` by iterative-deepening alpha-beta and returns the chosen move (with
/// `keep_table`, a table of its own that goes with it: `alphabeta_kept` keeps it).
pub fn alphabeta<R: Rules + Evaluate>(
    game: &Game<R>,
    cfg: AlphaBetaConfig,
    cancel: &AtomicBool,
) -> AlphaBetaResult<R::Move> {
    alphabeta_kept(game, cfg, cancel, &mut KeptTables::default())
}

/// `alphabeta`, which with `keep_table` starts from the table `kept` holds for the
/// mover's side and leaves its own there for the player's next search.
pub fn alphabeta_kept<R: Rules + Evaluate>(
    game: &Game<R>,
    cfg: AlphaBetaConfig,
    cancel: &AtomicBool,
    kept: &mut KeptTables,
) -> AlphaBetaResult<R::Move> {
    let pos = game.position();
    let root = pos.to_move();
    let table = if cfg.keep_table {
        Table::kept(cfg.table_bits, root, kept)
    } else {
        Table::new(cfg.table_bits)
    };
    let mut s = Search::with_table(cfg, root, cancel, table);
    s.path = game.history().to_vec();
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
    let mut kids = s.children(pos, moves, None, 0, false);
    for i in 0..kids.list.len() {
        let mut g = game.clone();
        g.play_unchecked(&kids.list[i].mv, None);
        kids.keep_after(i, g.position().clone());
    }
    result.best = kids.list.first().map(|c| c.mv.clone());
    let max_depth = cfg
        .depth
        .unwrap_or(if cfg.time.is_some() || cfg.nodes.is_some() {
            MAX_DEPTH
        } else {
            DEFAULT_DEPTH
        });
    let me = pos.to_move();
    let mut scores = vec![-Score::INFINITE; kids.list.len()];
    let mut depth = 1;
    let mut rescued = false;
    while kids.list.len() > 1 && depth <= max_depth && !s.stopped {
        let mut alpha = -Score::INFINITE;
        let mut found = None;
        for (i, c) in kids.list.iter().enumerate() {
            let p = kids.kept(c).expect("the root's children are played");
            let search = |s: &mut Search<R>, a: Score, b: Score| {
                s.child_score(me, p, a, b, |s, a, b| s.negamax(p, depth - 1, 1, a, b))
            };
            // The enhanced form first tries to prove a later move no better with a null
            // window, and searches it in full only when that fails (11 % fewer nodes to
            // depth 17 on 40 Umel Bagara positions).
            let mut v = if cfg.enhanced && found.is_some() {
                search(&mut s, alpha, Score(alpha.0 + 1))
            } else {
                search(&mut s, alpha, Score::INFINITE)
            };
            if cfg.enhanced && found.is_some() && !s.stopped && v > alpha {
                v = search(&mut s, alpha, Score::INFINITE);
            }
            if s.stopped {
                break;
            }
            if i == 0 && depth > 1 && !rescued && cfg.rescue > 0.0 {
                let before = result.score;
                let lost = v.is_proved() && v.0 < 0 && !before.is_proved();
                if lost || (!v.is_proved() && v.0 < before.0 - FALL) {
                    rescued = true;
                    s.cfg.time = cfg.time.map(|t| t + t.mul_f64(cfg.rescue));
                    s.cfg.nodes = cfg.nodes.map(|n| n + (n as f64 * cfg.rescue) as u64);
                }
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
            result.best = Some(kids.list[i].mv.clone());
            result.score = alpha;
        }
        if s.stopped {
            break;
        }
        result.depth = depth;
        // Best first next time; the rest in the order of their scores.
        let mut order: Vec<usize> = (0..kids.list.len()).collect();
        order.sort_by_key(|&i| (Some(i) != found, std::cmp::Reverse(scores[i])));
        let list = std::mem::take(&mut kids.list);
        let mut taken: Vec<Option<Child<R::Move>>> = list.into_iter().map(Some).collect();
        kids.list = order.iter().filter_map(|&i| taken[i].take()).collect();
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
    if cfg.keep_table {
        s.keep_table(kept);
    }
    if cancel.load(Ordering::Relaxed) {
        result.best = None;
    }
    result
}
