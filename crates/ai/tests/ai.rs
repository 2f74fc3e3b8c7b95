//! The computer players: determinism, legality in every game and seat count, a short
//! self-play per game, cancellation, search time and proved results, and the moves the
//! search lists; the tactics it must not miss are in `tactics.rs`.

mod common;

use std::sync::atomic::AtomicBool;

use proptest::prelude::*;
use sowing_ai::{Ai, Evaluate, Level, SearchConfig, choose_text};
use sowing_rules::{AnyGame, GameKind, Rng, Rules};

use common::{small, start};

const VARIANTS: [(GameKind, u8, &str); 9] = [
    (GameKind::UmelBagara, 2, "{}"),
    (GameKind::Tricala, 2, "{}"),
    (GameKind::Tricala, 3, "{}"),
    (GameKind::Myra, 2, r#"{"quiet_limit":30}"#),
    (GameKind::Myra, 3, r#"{"quiet_limit":30}"#),
    (GameKind::Esiema, 2, r#"{"spheres":[6,6],"quiet_limit":20}"#),
    (
        GameKind::Esiema,
        3,
        r#"{"spheres":[4,4,4],"quiet_limit":20}"#,
    ),
    (
        GameKind::Esiema,
        4,
        r#"{"spheres":[3,3,3,3],"quiet_limit":20}"#,
    ),
    (
        GameKind::Esiema,
        6,
        r#"{"spheres":[2,2,2,2,2,2],"quiet_limit":20}"#,
    ),
];

fn reachable(v: usize, seed: u64, plies: u32) -> AnyGame {
    let (k, p, o) = VARIANTS[v];
    let mut g = start(k, p, o);
    let mut rng = Rng::new(seed);
    for _ in 0..plies {
        let Some(m) = g.random_move_text(&mut rng) else {
            break;
        };
        g.play_text(&m).unwrap();
    }
    g
}

#[test]
fn same_seed_and_budget_give_the_same_move() {
    let cancel = AtomicBool::new(false);
    for (v, variant) in VARIANTS.iter().enumerate() {
        let g = reachable(v, 5, 12);
        for ai in [
            Ai::Search(Level::Hard),
            Ai::Search(Level::Easy),
            Ai::Greedy,
            Ai::Random,
        ] {
            let a = choose_text(ai, &g, Some(small(150, 9)), 9, &cancel);
            let b = choose_text(ai, &g, Some(small(150, 9)), 9, &cancel);
            assert_eq!(a, b, "{ai} in {variant:?}");
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 40, ..ProptestConfig::default() })]

    /// Every move any player returns is legal, in every game and seat count.
    #[test]
    fn every_returned_move_is_legal(v in 0..VARIANTS.len(), seed in any::<u64>(), plies in 0u32..80) {
        let g = reachable(v, seed, plies);
        let cancel = AtomicBool::new(false);
        for ai in [Ai::Search(Level::Hard), Ai::Search(Level::Medium), Ai::Greedy, Ai::Random] {
            match choose_text(ai, &g, Some(small(60, seed)), seed, &cancel) {
                Some(m) => {
                    let mut h = g.clone();
                    prop_assert!(h.play_text(&m).is_ok(), "{} chose illegal {} in {:?}", ai, m, VARIANTS[v]);
                }
                None => prop_assert!(g.finished().is_some(), "{} found no move in a game in progress", ai),
            }
        }
    }
}

#[test]
fn a_short_self_play_per_game_ends() {
    let cancel = AtomicBool::new(false);
    for (v, &(kind, players, _)) in VARIANTS.iter().enumerate() {
        let mut g = reachable(v, 1, 0);
        let seats = [
            Ai::Search(Level::Easy),
            Ai::Greedy,
            Ai::Search(Level::Medium),
        ];
        let mut plies = 0;
        while g.finished().is_none() && plies < 3000 {
            let ai = seats[(g.to_move() as usize - 1) % seats.len()];
            let m = choose_text(ai, &g, Some(small(40, plies)), plies, &cancel).expect("a move");
            g.play_text(&m).unwrap();
            plies += 1;
        }
        assert!(
            g.finished().is_some(),
            "{kind} with {players} did not end in {plies} plies"
        );
    }
}

#[test]
fn a_cancelled_search_returns_nothing_at_once() {
    let cancel = AtomicBool::new(true);
    let g = start(GameKind::Myra, 2, "{}");
    let cfg = SearchConfig {
        iterations: None,
        time: Some(std::time::Duration::from_secs(60)),
        ..Level::Hard.config(1)
    };
    let t = std::time::Instant::now();
    assert_eq!(
        choose_text(Ai::Search(Level::Hard), &g, Some(cfg), 1, &cancel),
        None
    );
    assert!(t.elapsed().as_secs() < 30, "the cancel flag stops the loop");
}

#[test]
fn timed_hard_searches_its_whole_time_in_tricala_and_stops_at_its_iterations_elsewhere() {
    use sowing_rules::Game;
    use sowing_rules::games::esiema::{Esiema, EsiemaOptions};
    use sowing_rules::games::tricala::Tricala;
    // Timed as in play, its iterations cut to 10: in Tricala Hard searches on for its
    // time (its 2,500 iterations took about a twentieth of a sowing's 2 s), in Esiema
    // the iterations stop it.
    let cfg = SearchConfig {
        iterations: Some(10),
        time: Some(std::time::Duration::from_millis(300)),
        ..Level::Hard.config(3)
    };
    let cancel = AtomicBool::new(false);
    let tricala = Game::new(Tricala::new(3, Default::default()).unwrap());
    let r = sowing_ai::hard_search(&tricala, cfg, &cancel);
    assert!(r.best.is_some());
    assert!(r.iterations > 10, "Tricala: {} iterations", r.iterations);
    let opts = EsiemaOptions {
        spheres: vec![70; 3],
        quiet_limit: 300,
    };
    let esiema = Game::new(Esiema::new(3, opts).unwrap());
    let r = sowing_ai::hard_search(&esiema, cfg, &cancel);
    assert!(r.best.is_some());
    assert_eq!(r.iterations, 10, "Esiema");
}

#[test]
fn a_proved_win_ends_the_search_early() {
    use sowing_rules::Game;
    use sowing_rules::games::myra::Myra;
    // Player 1's troop at d4 takes the queen at d6: the first ordered child is a win, so
    // the root is proved and the search stops long before its budget.
    let json: serde_json::Map<String, serde_json::Value> = serde_json::from_str(
        r#"{"game":"myra","players":2,"phase":"play","pits":{"f1":"Q1","d4":"1*3","d6":"Q2","a1":"2*2"}}"#,
    )
    .unwrap();
    let pos = Myra::from_json(&json).unwrap();
    let g = Game::new(pos);
    let cancel = AtomicBool::new(false);
    let r = sowing_ai::search(&g, small(5000, 1), &cancel);
    assert_eq!(r.best.map(|m| m.to_string()).as_deref(), Some("d4-d6"));
    assert!(r.iterations < 50, "{} iterations", r.iterations);
}

#[test]
fn pruned_placement_steps_reach_every_placement_once() {
    use sowing_ai::Evaluate;
    use sowing_rules::{Rules, Step};
    // Tricala's setup: every placement is reached by exactly one pruned step sequence.
    let AnyGame::Tricala(g) = start(GameKind::Tricala, 3, "{}") else {
        unreachable!()
    };
    let pos = g.position();
    fn walk<R: Rules + Evaluate>(pos: &R, prefix: &mut Vec<Step>, out: &mut Vec<String>) {
        let mut info = pos.steps(prefix).unwrap();
        pos.prune_steps(prefix, &mut info.next);
        if let Some(m) = info.complete {
            out.push(m.to_string());
        }
        for s in info.next {
            prefix.push(s);
            walk(pos, prefix, out);
            prefix.pop();
        }
    }
    let mut reached = Vec::new();
    walk(pos, &mut Vec::new(), &mut reached);
    let mut legal = Vec::new();
    pos.legal_moves(&mut legal);
    let mut legal: Vec<String> = legal.iter().map(|m| m.to_string()).collect();
    assert_eq!(reached.len(), legal.len(), "each placement once");
    reached.sort();
    legal.sort();
    assert_eq!(reached, legal);
}

#[test]
fn listed_moves_are_the_legal_moves_where_there_are_few_enough() {
    let (mut listed, mut refused) = (0, 0);
    for v in 0..VARIANTS.len() {
        for (seed, plies) in [(1, 0), (2, 3), (3, 9), (4, 25)] {
            let g = reachable(v, seed, plies);
            sowing_rules::with_game!(&g, g => {
                let pos = g.position();
                let mut legal = Vec::new();
                let few = pos.moves_at_most(pos.list_limit()).is_some();
                if few {
                    pos.legal_moves(&mut legal);
                }
                // What was in the buffer stays, the moves come after it.
                let mut rng = Rng::new(seed);
                let kept: Vec<_> = pos.random_move(&mut rng, &mut Vec::new()).into_iter().collect();
                let mut out = kept.clone();
                assert_eq!(pos.list_moves(&mut out), few, "{v} {plies}");
                assert_eq!(out[..kept.len()], kept[..]);
                assert_eq!(out[kept.len()..], legal[..], "{v} {plies}");
                if few { listed += 1 } else { refused += 1 }
            });
        }
    }
    // Both kinds met: listable positions and ones with too many moves (Tricala's setup).
    assert!(
        listed > 10 && refused > 0,
        "{listed} listed, {refused} refused"
    );
}
