//! The alpha-beta sparring partner and the threaded search: alpha-beta takes captures
//! and forced wins that random play misses (positions built from the position JSON or
//! found by random play, results checked by playing the moves or by exhaustive
//! search); it returns legal moves in every game, phase and seat count, within a node
//! budget where moves cannot be listed; it is reproducible and cancellable; its
//! enhanced form scores positions as the plain one where nothing is reduced; the
//! threaded tree search returns legal moves and with one thread is the plain search.
//! Budgets are depths, nodes and iterations, never time.

mod common;

use std::sync::atomic::AtomicBool;

use common::{minimax, umel};
use sowing_ai::endgame::{EndgameConfig, Exact, solve};
use sowing_ai::table::KeptTables;
use sowing_ai::{
    AlphaBetaConfig, Evaluate, Level, SearchConfig, alphabeta, alphabeta_kept, search,
    search_threads,
};
use sowing_rules::games::tricala::Tricala;
use sowing_rules::games::umel::{UmelBagara, UmelMove};
use sowing_rules::{AnyGame, Game, GameKind, Outcome, Rng, Rules};

fn depth(d: u32) -> AlphaBetaConfig {
    AlphaBetaConfig {
        depth: Some(d),
        ..AlphaBetaConfig::default()
    }
}

#[test]
fn alphabeta_takes_the_capture_random_play_misses() {
    // Cup 5 sows 2.1, 2.2, 2.3 into 2, 2 and 4: all three are taken (8 beans).
    let g = umel([[2, 0, 0, 0, 3], [1, 1, 3, 0, 0]], [20, 20], 1);
    let cancel = AtomicBool::new(false);
    let r = alphabeta(&g, depth(1), &cancel);
    let best = r.best.expect("a move");
    let mut after = g.position().clone();
    after.play_unchecked(&best, None);
    assert_eq!(after.stores()[0], 28, "{best}");
    // Random play sometimes sows cup 1 instead, which takes nothing.
    let mut rng = Rng::new(1);
    let missed = (0..40)
        .filter(|_| {
            let m = g.position().random_move(&mut rng, &mut Vec::new()).unwrap();
            let mut p = g.position().clone();
            p.play_unchecked(&m, None);
            p.stores()[0] == 20
        })
        .count();
    assert!(missed > 0);
}

/// Tricala positions of the play phase, from random games, where the mover has a
/// winning sowing and some sowings do not win.
fn tricala_wins() -> Vec<Game<Tricala>> {
    let mut found = Vec::new();
    let mut rng = Rng::new(7);
    for _ in 0..300 {
        let mut g = Game::new(Tricala::new(2, Default::default()).unwrap());
        while g.position().finished().is_none() {
            let pos = g.position();
            if pos.phase() == sowing_rules::Phase::Play && pos.decisive().is_some() {
                let mut moves = Vec::new();
                pos.legal_moves(&mut moves);
                if moves.iter().any(|m| !wins(pos, m)) {
                    found.push(g.clone());
                }
                break;
            }
            let m = pos.random_move(&mut rng, &mut Vec::new()).unwrap();
            g.play_unchecked(&m, None);
        }
    }
    found
}

fn wins(pos: &Tricala, m: &<Tricala as Rules>::Move) -> bool {
    let mut p = pos.clone();
    p.play_unchecked(m, None);
    matches!(p.finished().map(|f| &f.outcome), Some(Outcome::Winner(w)) if *w == pos.to_move())
}

#[test]
fn alphabeta_plays_the_winning_sowing_random_play_misses() {
    let positions = tricala_wins();
    assert!(positions.len() >= 20, "{} positions", positions.len());
    let cancel = AtomicBool::new(false);
    let mut rng = Rng::new(3);
    let mut random_missed = 0;
    for g in &positions {
        let pos = g.position();
        for enhanced in [false, true] {
            let cfg = AlphaBetaConfig {
                enhanced,
                ..depth(3)
            };
            let r = alphabeta(g, cfg, &cancel);
            assert!(wins(pos, r.best.as_ref().unwrap()), "{:?}", pos.to_json());
            assert!(r.score.is_proved() && r.score.0 > 0);
        }
        let m = pos.random_move(&mut rng, &mut Vec::new()).unwrap();
        random_missed += usize::from(!wins(pos, &m));
    }
    assert!(random_missed > 0);
}

/// The exact result after `m` for the player who played it (the endgame solver, which
/// the endgame tests check against exhaustive search).
fn after_move(g: &Game<UmelBagara>, m: &UmelMove) -> Exact {
    let mut after = g.clone();
    after.play_unchecked(m, None);
    let cfg = EndgameConfig {
        max_board: 50,
        nodes: u64::MAX,
        table: 1 << 18,
    };
    match solve(&after, cfg) {
        Some(s) => -s.result,
        None => -minimax(&after),
    }
}

/// A random position with `beans` in the cups and the stores about even (so the cups
/// decide the game).
fn balanced_position(rng: &mut Rng, beans: u32) -> Game<UmelBagara> {
    let mut rows = [[0u8; 5]; 2];
    for _ in 0..beans {
        let i = rng.below(10) as usize;
        rows[i / 5][i % 5] += 1;
    }
    let rest = 50 - beans as u8;
    let first = rest / 2 + rng.below(3) as u8 - 1;
    umel(rows, [first, rest - first], 1 + rng.below(2) as u8)
}

#[test]
fn a_forced_win_alphabeta_proves_is_a_win_random_play_can_miss() {
    let cancel = AtomicBool::new(false);
    let (mut tried, mut proved, mut random_missed) = (0, 0, 0);
    let mut rng = Rng::new(11);
    for i in 0..600 {
        let g = balanced_position(&mut rng, 6 + i % 7);
        let mut moves = Vec::new();
        g.position().legal_moves(&mut moves);
        let results: Vec<Exact> = moves.iter().map(|m| after_move(&g, m)).collect();
        // Won positions where some move throws the win away.
        if !results.contains(&Exact::Win) || results.iter().all(|&r| r == Exact::Win) {
            continue;
        }
        tried += 1;
        // The partner, and Hard's form: exact leaves, a contempt for draws, then also its
        // evaluation and enhanced search (null windows at the root and below, late-move
        // reductions).
        let hard = AlphaBetaConfig {
            exact_leaves: true,
            contempt: 30,
            ..depth(6)
        };
        let enhanced = AlphaBetaConfig {
            enhanced: true,
            hard_eval: true,
            ..hard
        };
        for cfg in [depth(10), hard, enhanced] {
            let r = alphabeta(&g, cfg, &cancel);
            let best = r.best.expect("a move");
            if r.score.is_proved() && r.score.0 > 0 {
                let result = after_move(&g, &best);
                assert_eq!(result, Exact::Win, "{:?}: {best}", g.position());
                proved += 1;
                let m = g.position().random_move(&mut rng, &mut Vec::new()).unwrap();
                random_missed += usize::from(after_move(&g, &m) != Exact::Win);
            }
        }
    }
    assert!(proved >= 10, "{proved} proved wins of {tried}");
    assert!(random_missed > 0, "random play never missed a win");
}

const VARIANTS: [(GameKind, u8, &str, u32); 8] = [
    (GameKind::UmelBagara, 2, "{}", 20),
    (GameKind::Tricala, 2, "{}", 0),
    (GameKind::Tricala, 3, "{}", 7),
    (GameKind::Myra, 2, "{}", 6),
    (GameKind::Myra, 3, "{}", 6),
    (GameKind::Esiema, 2, "{}", 3),
    (GameKind::Esiema, 2, r#"{"spheres":[40,40]}"#, 70),
    (GameKind::Esiema, 6, r#"{"spheres":[5,5,5,5,5,5]}"#, 40),
];

/// Each variant after its random plies (Esiema's huge sowings included), by seed.
fn positions() -> Vec<AnyGame> {
    let mut out = Vec::new();
    for (kind, players, options, plies) in VARIANTS {
        for seed in 0..2 {
            let mut g =
                AnyGame::new(kind, Some(players), serde_json::from_str(options).unwrap()).unwrap();
            let mut rng = Rng::new(seed);
            for _ in 0..plies {
                let Some(m) = g.random_move_text(&mut rng) else {
                    break;
                };
                g.play_text(&m).unwrap();
            }
            if g.finished().is_none() {
                out.push(g);
            }
        }
    }
    out
}

#[test]
fn alphabeta_returns_a_legal_move_everywhere_and_the_same_one_twice() {
    let cancel = AtomicBool::new(false);
    for (g, enhanced) in positions()
        .into_iter()
        .flat_map(|g| [(g.clone(), false), (g, true)])
    {
        let cfg = AlphaBetaConfig {
            nodes: Some(3000),
            sample: 16,
            enhanced,
            ..AlphaBetaConfig::default()
        };
        let (a, b) = sowing_rules::with_game!(&g, inner => {
            let a = alphabeta(inner, cfg, &cancel).best.map(|m| m.to_string());
            let b = alphabeta(inner, cfg, &cancel).best.map(|m| m.to_string());
            (a, b)
        });
        let a = a.unwrap_or_else(|| panic!("no move in {}", g.kind()));
        assert_eq!(Some(&a), b.as_ref(), "{}", g.kind());
        g.clone()
            .play_text(&a)
            .unwrap_or_else(|e| panic!("{}: {a}: {e}", g.kind()));
    }
}

#[test]
fn the_enhanced_search_scores_the_root_as_the_plain_one_where_nothing_is_reduced() {
    // Three plies leave no node deep enough for a late-move reduction; null windows and
    // killers change the work, not the value, so both forms must agree on the score.
    let cancel = AtomicBool::new(false);
    let mut rng = Rng::new(5);
    let mut compared = 0;
    for i in 0..300 {
        let g = balanced_position(&mut rng, 12 + i % 30);
        if g.position().finished().is_some() {
            continue;
        }
        let plain = AlphaBetaConfig {
            hard_eval: true,
            ..depth(3)
        };
        let enhanced = AlphaBetaConfig {
            enhanced: true,
            ..plain
        };
        let (a, b) = (
            alphabeta(&g, plain, &cancel),
            alphabeta(&g, enhanced, &cancel),
        );
        assert_eq!(a.score, b.score, "{:?}", g.position());
        compared += usize::from(a.depth == 3);
    }
    assert!(compared >= 200, "{compared} positions searched to depth 3");
}

#[test]
fn a_kept_table_spares_the_next_search_from_the_same_side_work() {
    // Hard keeps its table between its moves when timed; here the budget is a depth, so
    // the work is reproducible. The tables are one player's, kept in its `KeptTables`.
    std::thread::spawn(|| {
        let cancel = AtomicBool::new(false);
        let kept = AlphaBetaConfig {
            depth: Some(10),
            enhanced: true,
            hard_eval: true,
            contempt: 30,
            exact_leaves: true,
            keep_table: true,
            ..AlphaBetaConfig::default()
        };
        let fresh = AlphaBetaConfig {
            keep_table: false,
            ..kept
        };
        let mut rng = Rng::new(3);
        let (mut nodes_fresh, mut nodes_kept, mut searched) = (0, 0, 0);
        for i in 0..20 {
            // One player's tables, kept from its move to its next.
            let mut tables = KeptTables::default();
            let mut g = umel([[5; 5]; 2], [0, 0], 1);
            for _ in 0..i {
                match g.position().random_move(&mut rng, &mut Vec::new()) {
                    Some(m) if g.position().finished().is_none() => g.play_unchecked(&m, None),
                    _ => break,
                }
            }
            let first = alphabeta_kept(&g, kept, &cancel, &mut tables);
            if first.line.len() < 3 {
                continue;
            }
            g.play_unchecked(&first.line[0], None);
            if i == 0 {
                // No table kept from the other side yet: its search starts empty and
                // does a fresh one's work.
                let (a, b) = (
                    alphabeta(&g, fresh, &cancel),
                    alphabeta_kept(&g, kept, &cancel, &mut tables),
                );
                assert_eq!((a.nodes, a.score), (b.nodes, b.score));
            }
            g.play_unchecked(&first.line[1], None);
            let (a, b) = (
                alphabeta(&g, fresh, &cancel),
                alphabeta_kept(&g, kept, &cancel, &mut tables),
            );
            nodes_fresh += a.nodes;
            nodes_kept += b.nodes;
            searched += 1;
        }
        assert!(searched >= 15, "{searched} positions searched");
        assert!(
            nodes_kept * 5 < nodes_fresh * 4,
            "to depth 10: kept {nodes_kept} nodes, fresh {nodes_fresh}"
        );
    })
    .join()
    .expect("the searches ran");
}

#[test]
fn a_cancelled_alphabeta_gives_no_move() {
    let g = umel([[5; 5]; 2], [0, 0], 1);
    let cancel = AtomicBool::new(true);
    assert_eq!(alphabeta(&g, depth(3), &cancel).best, None);
}

#[test]
fn threaded_search_returns_legal_moves_and_one_thread_is_the_plain_search() {
    let cancel = AtomicBool::new(false);
    for g in positions() {
        let cfg = SearchConfig {
            iterations: Some(60),
            ..Level::Hard.config(4)
        };
        sowing_rules::with_game!(&g, inner => {
            let plain = search(inner, cfg, &cancel).best;
            let one = search_threads(inner, SearchConfig { threads: 1, ..cfg }, &cancel).best;
            assert_eq!(plain, one, "{}", g.kind());
            let r = search_threads(inner, SearchConfig { threads: 3, ..cfg }, &cancel);
            let m = r.best.unwrap_or_else(|| panic!("no move in {}", g.kind()));
            assert!(r.iterations > 0, "{}", g.kind());
            g.clone()
                .play_text(&m.to_string())
                .unwrap_or_else(|e| panic!("{}: {m}: {e}", g.kind()));
        });
    }
}
