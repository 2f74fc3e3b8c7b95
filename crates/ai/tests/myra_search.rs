//! Hard's selective alpha-beta in Myra with two players (`AlphaBetaConfig::selective`:
//! the null move and the deeper late-move reductions): it reaches a depth in fewer
//! nodes than the full-width enhanced search, still proves a forced queen capture and
//! declines a poisoned one, and leaves Myra with three players as it was. Budgets are
//! depths, never time.

use std::sync::atomic::AtomicBool;

use sowing_ai::{AlphaBetaConfig, Evaluate, alphabeta, hard::CONTEMPT};
use sowing_rules::games::myra::Myra;
use sowing_rules::{Game, Rng, Rules};

/// Positions of games between random players, 1 to 60 plies in, unfinished.
fn positions(players: u8, n: usize, seed: u64) -> Vec<Game<Myra>> {
    let mut rng = Rng::new(seed);
    let mut out = Vec::new();
    let mut buf = Vec::new();
    while out.len() < n {
        let mut g = Game::new(Myra::new(players, 200).unwrap());
        for _ in 0..1 + rng.below(60) {
            match g.position().random_move(&mut rng, &mut buf) {
                Some(m) if g.position().finished().is_none() => g.play_unchecked(&m, None),
                _ => break,
            }
        }
        if g.position().finished().is_none() {
            out.push(g);
        }
    }
    out
}

/// Hard's alpha-beta to `depth`, selective or full width.
fn hard(depth: u32, selective: bool) -> AlphaBetaConfig {
    AlphaBetaConfig {
        depth: Some(depth),
        enhanced: true,
        selective,
        contempt: CONTEMPT,
        exact_leaves: true,
        hard_eval: true,
        ..AlphaBetaConfig::default()
    }
}

#[test]
fn the_selective_search_reaches_a_depth_in_fewer_nodes() {
    let cancel = AtomicBool::new(false);
    let (mut full, mut selective) = (0, 0);
    for g in positions(2, 2, 1) {
        full += alphabeta(&g, hard(4, false), &cancel).nodes;
        selective += alphabeta(&g, hard(4, true), &cancel).nodes;
    }
    assert!(
        selective * 2 < full,
        "{selective} nodes selective, {full} full width"
    );
}

fn myra(json: &str) -> Game<Myra> {
    let map: serde_json::Map<String, serde_json::Value> = serde_json::from_str(json).unwrap();
    Game::new(Myra::from_json(&map).unwrap())
}

#[test]
fn the_selective_search_keeps_a_forced_queen_capture() {
    // Player 2's queen in the corner a1, fenced by player 1's fortresses at a2 and b1,
    // with b2 open; player 2 is ahead by a fortress elsewhere, so at its nodes the
    // null move is tried. Splitting a soldier onto b2 (or bringing the troop from c4
    // nearer) leaves the queen no escape: a win in three plies that the full-width
    // search proves at depth 3 and the selective one must prove at depth 4.
    let g = myra(
        r#"{"game":"myra","players":2,"to_move":1,"phase":"play","pits":{"f1":"Q1","a2":"1*5","b1":"1*5","c4":"1*2","a1":"Q2","k5":"2*5","k6":"2*5","l3":"2*5"},"reserve":[0,0]}"#,
    );
    let cancel = AtomicBool::new(false);
    let full = alphabeta(&g, hard(3, false), &cancel);
    assert!(
        full.score.is_proved() && full.score.0 > 0,
        "{:?}",
        full.score
    );
    let sel = alphabeta(&g, hard(4, true), &cancel);
    assert!(sel.score.is_proved() && sel.score.0 > 0, "{:?}", sel.score);
    // Every reply to the selective search's move loses the queen at once.
    let mut after = g.position().clone();
    after.play_unchecked(&sel.best.expect("a move"), None);
    let mut replies = Vec::new();
    after.legal_moves(&mut replies);
    for r in replies {
        let mut p = after.clone();
        p.play_unchecked(&r, None);
        assert!(p.decisive().is_some(), "{r} saves the queen");
    }
}

#[test]
fn the_selective_search_declines_a_poisoned_capture() {
    // Player 2's soldier at f2 threatens the queen at f1. The queen may take it, and so
    // may the soldier at e2, but the queen on f2 falls to the troop at f4.
    let g = myra(
        r#"{"game":"myra","players":2,"to_move":1,"phase":"play","pits":{"f1":"Q1","e2":"1","f2":"2","f4":"2*2","l6":"Q2"},"reserve":[0,0]}"#,
    );
    let cancel = AtomicBool::new(false);
    for depth in 2..=5 {
        let r = alphabeta(&g, hard(depth, true), &cancel);
        assert_eq!(
            r.best.map(|m| m.to_string()).as_deref(),
            Some("e2-f2"),
            "depth {depth}"
        );
    }
}

#[test]
fn with_three_players_the_search_is_not_selective() {
    // Neither the null move nor the deeper reductions were measured with three players:
    // there the selective setting changes nothing.
    let cancel = AtomicBool::new(false);
    for g in positions(3, 4, 3) {
        assert!(g.position().null_move().is_none() && !g.position().hard_reduces_more());
        assert_eq!(
            alphabeta(&g, hard(3, false), &cancel).nodes,
            alphabeta(&g, hard(3, true), &cancel).nodes
        );
    }
}

/// Player 2 to move, 323 plies into a game Hard lost at a tenth of the partner's time:
/// player 1's troop of four at h5 takes the queen at f11 in two moves unless the troop
/// of three at d2 comes back to e1. Its capture at a2, the best move at depth 1, is
/// shown to lose at depth 2, and at 100 ms Hard played it: depth 2 takes about twice
/// the nodes Hard visits in that time.
const FALLING: &str = r#"{"game":"myra","players":2,"to_move":2,"phase":"play","pits":{"a2":"1","a6":"2","d2":"2*3","e1":"1","f1":"Q1","f2":"1","f5":"2","f11":"Q2","g1":"1","g2":"1","g4":"2","h1":"1","h2":"2*5","h5":"1*4"},"reserve":[0,0]}"#;

#[test]
fn a_rescue_searches_the_other_moves_when_the_best_falls() {
    let g = myra(FALLING);
    let cancel = AtomicBool::new(false);
    let (d1, d2) = (
        alphabeta(&g, hard(1, true), &cancel),
        alphabeta(&g, hard(2, true), &cancel),
    );
    assert!(!d2.score.is_proved(), "{:?}", d2.score);
    assert_ne!(d1.best, d2.best);
    // A budget that ends depth 2 soon after its first move: that move is shown to lose
    // and is played; with a rescue the search finishes depth 2 and plays its move.
    let budget = |rescue| AlphaBetaConfig {
        depth: Some(2),
        nodes: Some(d1.nodes + (d2.nodes - d1.nodes) / 10),
        rescue,
        ..hard(2, true)
    };
    let fell = alphabeta(&g, budget(0.0), &cancel);
    assert_eq!(fell.best, d1.best);
    assert!(
        fell.score.is_proved() && fell.score.0 < 0,
        "{:?}",
        fell.score
    );
    let rescued = alphabeta(&g, budget(10.0), &cancel);
    assert_eq!(rescued.best, d2.best);
    assert_eq!(rescued.score, d2.score);
}
