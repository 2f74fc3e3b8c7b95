//! Hard's Myra evaluation: the partner's material and queen attacks, plus each
//! soldier's nearness to the enemy queen, so Hard brings its pieces to the
//! enemy queen rather than shuffling them where nothing happens; with three players
//! the partner's evaluation as it is.

use std::sync::atomic::AtomicBool;

use sowing_ai::{Evaluate, Level, hard_search};
use sowing_rules::board::Hex;
use sowing_rules::games::myra::Myra;
use sowing_rules::{Game, Rules};

/// A position from its JSON.
fn from_json(json: &str) -> Myra {
    Myra::from_json(&serde_json::from_str(json).expect("JSON")).expect("a valid position")
}

/// A two-player position with the queens at their corners, player 1 to move, the
/// given extra pits, and no reserves.
fn myra(pits: &str) -> Myra {
    let json = format!(
        r#"{{"game":"myra","players":2,"phase":"play","pits":{{"f1":"Q1","f11":"Q2",{pits}}},"reserve":[0,0]}}"#
    );
    from_json(&json)
}

/// Player 1's score less player 2's.
fn lead(r: [f32; 6]) -> f32 {
    r[0] - r[1]
}

#[test]
fn a_troop_nearer_the_enemy_queen_scores_higher_for_hard_only() {
    let h = Hex::get();
    let pit = |name: &str| h.parse(name).expect("a pit");
    // The same troop of player 1, three steps from player 2's queen, or seven; a soldier
    // of player 2 sits far from both queens. Neither troop attacks the queen.
    let (near, far) = ("f8", "f4");
    assert_eq!(h.distance(pit(near), pit("f11")), 3);
    assert_eq!(h.distance(pit(far), pit("f11")), 7);
    let a = myra(&format!(r#""{near}":"1*2","a1":"2""#));
    let b = myra(&format!(r#""{far}":"1*2","a1":"2""#));
    assert_eq!(a.attackers(pit("f11")), 0);
    // The partner's yardstick sees the same material in both.
    assert_eq!(lead(a.heuristic()), lead(b.heuristic()));
    let (ha, hb) = (lead(a.hard_heuristic()), lead(b.hard_heuristic()));
    assert!(ha > hb, "near {ha}, far {hb}");
    // By less than a soldier: material comes first.
    assert!(ha - hb < 1.0, "near {ha}, far {hb}");
}

#[test]
fn the_pressure_counts_soldiers_and_both_sides() {
    let h = Hex::get();
    let pit = |name: &str| h.parse(name).expect("a pit");
    assert_eq!(h.distance(pit("f5"), pit("f1")), 4);
    assert_eq!(h.distance(pit("f5"), pit("f11")), 6);
    // A bigger troop at the same pit presses more; the same troop of player 2 one step
    // from player 1's queen counts against player 1.
    let two =
        lead(myra(r#""f8":"1*2""#).hard_heuristic()) - lead(myra(r#""f8":"1*2""#).heuristic());
    let four =
        lead(myra(r#""f8":"1*4""#).hard_heuristic()) - lead(myra(r#""f8":"1*4""#).heuristic());
    assert!(four > two && two > 0.0, "two {two}, four {four}");
    let theirs = myra(r#""f5":"2*2""#);
    assert!(lead(theirs.hard_heuristic()) < lead(theirs.heuristic()));
}

#[test]
fn with_three_players_hard_keeps_the_partners_evaluation() {
    // Three players: the queens at f1, l6 and a6, a troop of player 1 near player 2's.
    let json = r#"{"game":"myra","players":3,"phase":"play","pits":{"f1":"Q1","l6":"Q2","a6":"Q3","i6":"1*2","c3":"3*3"},"reserve":[0,0,0]}"#;
    let pos =
        Myra::from_json(&serde_json::from_str(json).expect("JSON")).expect("a valid position");
    assert_eq!(pos.hard_heuristic(), pos.heuristic());
}

#[test]
fn with_two_players_hard_counts_a_repetition_worse_than_a_soldier_down() {
    // Player 1 has only its queen, in the corner a1 beside a fortress of player 2, so its
    // moves are a1-a2 and a1-b2; it walks a1, a2, b2 twice round while player 2's queen
    // steps between f11 and e10. Both of player 1's moves now lead back to positions of
    // the line (with player 2 to move), and Hard scores them as the draws they head for.
    let pos = from_json(
        r#"{"game":"myra","players":2,"phase":"play","pits":{"a1":"Q1","f11":"Q2","b1":"2*5"},"reserve":[0,0]}"#,
    );
    let mut g = Game::new(pos);
    let line =
        "a1-a2 f11-e10 a2-b2 e10-f11 b2-a1 f11-e10 a1-a2 e10-f11 a2-b2 f11-e10 b2-a1 e10-f11";
    for m in line.split(' ') {
        g.play_text(m, None).expect("a legal move");
    }
    assert!(g.position().finished().is_none());
    let mut moves = Vec::new();
    g.position().legal_moves(&mut moves);
    assert_eq!(moves.len(), 2);
    let r = hard_search(&g, Level::Hard.config(1), &AtomicBool::new(false));
    // Player 1's expected result: below what a soldier less would give, so Hard plays
    // on a soldier down rather than repeat an even position.
    let soldier_down = 1.0 / (1.0 + (1.0 / g.position().temperature()).exp());
    assert!(
        r.values[0] < soldier_down,
        "a repetition {}, a soldier down {soldier_down}",
        r.values[0]
    );
}
