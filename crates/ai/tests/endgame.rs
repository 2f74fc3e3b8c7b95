//! Umel Bagara's solved endgames: the proving search agrees with a plain exhaustive
//! minimax over the rules crate's `Game` (repetition rule included) on small positions,
//! whatever its table size; it gives up past its budget; Hard plays its winning moves.
//! (Random lines from positions of up to 13 beans never met a position twice, so the
//! repetition rule is not exercised here.)

mod common;

use std::sync::atomic::AtomicBool;

use common::{minimax, small_positions, umel};
use sowing_ai::endgame::{EndgameConfig, Exact, board_beans, solve};
use sowing_ai::{Ai, Level, choose};

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
