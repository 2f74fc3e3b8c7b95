//! Umel Bagara's solved endgames: the proving search agrees with a plain exhaustive
//! minimax over the rules crate's `Game` (repetition rule included) on small positions,
//! whatever its table size; it gives up past its budget, and with a kept table goes on
//! where it stopped to the same result; Hard plays its winning moves.
//! (Random lines from positions of up to 13 beans never met a position twice, so the
//! repetition rule is not exercised here.)

mod common;

use std::sync::atomic::AtomicBool;

use common::{minimax, small_positions, umel};
use sowing_ai::endgame::{EndgameConfig, EndgameTable, Exact, board_beans, solve, solve_kept};
use sowing_ai::{Ai, Level, choose};
use sowing_rules::{Rng, Rules};

#[test]
fn the_proving_search_agrees_with_exhaustive_minimax() {
    let mut seen = [0u32; 3];
    for g in small_positions() {
        let want = minimax(&g);
        for table in [1 << 20, 16] {
            let cfg = EndgameConfig {
                max_board: 50,
                nodes: u64::MAX,
                table,
            };
            let s = solve(&g, cfg).expect("solved within an unlimited budget");
            assert_eq!(s.result, want, "{:?} (table {table})", g.position());
            // The move it gives achieves the result.
            let mut after = g.clone();
            after.play_unchecked(&s.best.expect("a move"), None);
            assert_eq!(-minimax(&after), want, "{:?}", g.position());
        }
        seen[want as usize] += 1;
    }
    // The positions test every result, not one kind only.
    assert!(seen.iter().all(|&n| n > 0), "results seen: {seen:?}");
}

#[test]
fn it_gives_up_past_its_budget_and_above_its_bean_count() {
    let g = umel([[5; 5]; 2], [0, 0], 1);
    assert!(board_beans(g.position()) == 50);
    let cfg = EndgameConfig {
        max_board: 50,
        nodes: 1000,
        table: 1 << 16,
    };
    assert_eq!(solve(&g, cfg), None);
    assert_eq!(solve(&g, EndgameConfig::default()), None);
}

#[test]
fn a_kept_table_finishes_a_proof_over_small_budgets_with_the_full_result() {
    // Hard's timed endgame moves keep the table: a proof its budget cut short goes on at
    // the next call. On a thread of its own, since the table is kept per thread.
    std::thread::spawn(|| {
        let full = EndgameConfig {
            max_board: 50,
            nodes: u64::MAX,
            table: 1 << 20,
        };
        let small = EndgameConfig { nodes: 500, ..full };
        let (mut rng, mut resumed) = (Rng::new(8), 0);
        for _ in 0..60 {
            let mut kept = EndgameTable::default();
            // 18 beans in the cups, the stores even: a close game to prove.
            let mut rows = [[0u8; 5]; 2];
            for _ in 0..18 {
                let i = rng.below(10) as usize;
                rows[i / 5][i % 5] += 1;
            }
            let g = umel(rows, [16, 16], 1 + rng.below(2) as u8);
            let mut moves = Vec::new();
            g.position().legal_moves(&mut moves);
            if moves.is_empty() || solve(&g, small).is_some() {
                continue;
            }
            let want = solve(&g, full).expect("solved within an unlimited budget");
            let mut calls = 1;
            let got = loop {
                if let Some(s) = solve_kept(&g, small, &mut kept) {
                    break s;
                }
                calls += 1;
                assert!(calls < 10_000, "no progress on {:?}", g.position());
            };
            assert_eq!(got.result, want.result, "{:?}", g.position());
            let mut after = g.clone();
            after.play_unchecked(&got.best.expect("a move"), None);
            let reply = match after.position().finished() {
                Some(_) => minimax(&after),
                None => solve(&after, full).expect("solved").result,
            };
            assert_eq!(-reply, want.result, "{:?}", g.position());
            resumed += usize::from(calls > 1);
        }
        assert!(resumed >= 5, "{resumed} proofs went on over several calls");
    })
    .join()
    .expect("the proofs ran");
}

#[test]
fn hard_plays_a_winning_move_where_one_exists() {
    let cancel = AtomicBool::new(false);
    let mut wins = 0;
    for g in small_positions() {
        if minimax(&g) != Exact::Win {
            continue;
        }
        let m = choose(Ai::Search(Level::Hard), &g, None, 3, &cancel).expect("a move");
        let mut after = g.clone();
        after.play_unchecked(&m, None);
        assert_eq!(minimax(&after), Exact::Loss, "{:?}: {m}", g.position());
        wins += 1;
    }
    assert!(wins > 10);
}
