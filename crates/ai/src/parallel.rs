//! Root-parallel Monte Carlo tree search on std threads: `threads` independent trees of
//! the same position, each with its own seed (the first with the search's own, so one
//! thread is the plain search), run at once; their root statistics are merged (visits
//! of each complete move summed, a move any tree proved won taken, a move proved lost
//! avoided), and the most visited move is played.

use std::sync::atomic::{AtomicBool, Ordering};

use sowing_rules::{Game, Rules};

use crate::eval::Evaluate;
use crate::mcts::{Mcts, SearchConfig, SearchResult, search};

/// One tree's result and its root children (move, visits, proved result for the mover).
type Run<M> = (SearchResult<M>, Vec<(M, u32, Option<f32>)>);

/// The seed of thread `t` of a search seeded `seed` (thread 0 keeps it).
pub fn thread_seed(seed: u64, t: u32) -> u64 {
    if t == 0 {
        seed
    } else {
        seed ^ (t as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15)
    }
}

/// Searches `game` on `cfg.threads` threads (one: exactly `search`) and merges the trees.
pub fn search_threads<R: Rules + Evaluate>(
    game: &Game<R>,
    cfg: SearchConfig,
    cancel: &AtomicBool,
) -> SearchResult<R::Move> {
    let threads = cfg.threads.max(1);
    if threads == 1 {
        return search(game, cfg, cancel);
    }
    let runs: Vec<Run<R::Move>> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                let cfg = SearchConfig {
                    seed: thread_seed(cfg.seed, t),
                    threads: 1,
                    ..cfg
                };
                scope.spawn(move || {
                    let mut tree = Mcts::new(game, cfg);
                    let r = tree.run(cancel);
                    let kids = tree.root_children();
                    (r, kids)
                })
            })
            .collect();
        handles.into_iter().filter_map(|h| h.join().ok()).collect()
    });
    merge(runs, cancel)
}

/// Merges the trees' root statistics into one result.
fn merge<M: Clone + PartialEq>(runs: Vec<Run<M>>, cancel: &AtomicBool) -> SearchResult<M> {
    // Summed visits per move, and the best proved result any tree found for it.
    let mut total: Vec<(M, u64, Option<f32>)> = Vec::new();
    for (_, kids) in &runs {
        for (m, visits, proved) in kids {
            match total.iter_mut().find(|t| t.0 == *m) {
                Some(t) => {
                    t.1 += *visits as u64;
                    if proved.is_some() {
                        t.2 = *proved;
                    }
                }
                None => total.push((m.clone(), *visits as u64, *proved)),
            }
        }
    }
    let rank = |p: Option<f32>| match p {
        Some(v) if v >= 1.0 => 2,
        Some(v) if v <= 0.0 => 0,
        _ => 1,
    };
    let merged = total
        .iter()
        .max_by_key(|t| (rank(t.2), t.1))
        .map(|t| t.0.clone());
    // Roots searched step by step have no complete moves as children: each tree votes
    // for its move with its iterations.
    let best = merged.or_else(|| {
        let mut votes: Vec<(M, u64)> = Vec::new();
        for (r, _) in &runs {
            if let Some(m) = &r.best {
                match votes.iter_mut().find(|v| v.0 == *m) {
                    Some(v) => v.1 += r.iterations as u64,
                    None => votes.push((m.clone(), r.iterations as u64)),
                }
            }
        }
        votes.into_iter().max_by_key(|v| v.1).map(|v| v.0)
    });
    let iterations: u32 = runs.iter().map(|(r, _)| r.iterations).sum();
    // Each tree's values weighted by its iterations (at least 1).
    let weight = |r: &SearchResult<M>| r.iterations.max(1) as f32;
    let sum: f32 = runs.iter().map(|(r, _)| weight(r)).sum();
    let players = runs.first().map_or(0, |(r, _)| r.values.len());
    let values = (0..players)
        .map(|p| {
            runs.iter()
                .map(|(r, _)| r.values[p] * weight(r))
                .sum::<f32>()
                / sum
        })
        .collect();
    let line = runs
        .iter()
        .find(|(r, _)| r.best.is_some() && r.best == best)
        .map(|(r, _)| r.line.clone())
        .unwrap_or_else(|| best.iter().cloned().collect());
    SearchResult {
        best: if cancel.load(Ordering::Relaxed) {
            None
        } else {
            best
        },
        iterations,
        elapsed: runs
            .iter()
            .map(|(r, _)| r.elapsed)
            .max()
            .unwrap_or_default(),
        values,
        line,
    }
}
