//! Hard's Myra evaluation: with two players fitted features, among them each soldier's
//! nearness to the enemy queen, so Hard brings its pieces to the enemy queen rather than
//! shuffling them where nothing happens; with three players the partner's evaluation as
//! it is.

use sowing_ai::Evaluate;
use sowing_rules::board::Hex;
use sowing_rules::games::myra::{Myra, MyraMove};
use sowing_rules::{Rng, Rules};

/// A two-player position with the queens at their corners, player 1 to move, the
/// given extra pits, and no reserves.
fn myra(pits: &str) -> Myra {
    let json = format!(
        r#"{{"game":"myra","players":2,"phase":"play","pits":{{"f1":"Q1","f11":"Q2",{pits}}},"reserve":[0,0]}}"#
    );
    Myra::from_json(&serde_json::from_str(&json).expect("JSON")).expect("a valid position")
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
    assert_eq!(h.distance(pit("f7"), pit("f11")), 4);
    // A bigger troop at the same pit, 4 steps from player 2's queen (out of reach of
    // either), presses more; a troop of player 2 counts the more against player 1 the
    // nearer it stands to player 1's queen (4 steps or 6).
    let two =
        lead(myra(r#""f7":"1*2""#).hard_heuristic()) - lead(myra(r#""f7":"1*2""#).heuristic());
    let three =
        lead(myra(r#""f7":"1*3""#).hard_heuristic()) - lead(myra(r#""f7":"1*3""#).heuristic());
    assert!(three > two && two > 0.0, "two {two}, three {three}");
    let (theirs_near, theirs_far) = (myra(r#""f5":"2*2""#), myra(r#""f7":"2*2""#));
    assert_eq!(lead(theirs_near.heuristic()), lead(theirs_far.heuristic()));
    assert!(lead(theirs_near.hard_heuristic()) < lead(theirs_far.hard_heuristic()));
}

#[test]
fn with_two_players_a_threat_on_the_queen_counts_for_hard_as_the_search_finds_it() {
    // A troop of three 3 steps from player 2's queen reaches her; 4 steps away it does
    // not. The partner counts the threat as 4 soldiers; Hard's fitted evaluation (fitted
    // to deeper searches, which read the capture) by its pressure alone, less than one.
    let h = Hex::get();
    let pit = |name: &str| h.parse(name).expect("a pit");
    let (reaching, short) = (myra(r#""f8":"1*3""#), myra(r#""f7":"1*3""#));
    assert_eq!(
        (reaching.attackers(pit("f11")), short.attackers(pit("f11"))),
        (1, 0)
    );
    let partner = lead(reaching.heuristic()) - lead(short.heuristic());
    let hard = lead(reaching.hard_heuristic()) - lead(short.hard_heuristic());
    assert!(partner >= 4.0, "partner {partner}");
    assert!(hard > 0.0 && hard < 1.0, "hard {hard}");
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
fn the_search_reads_each_board_as_it_is_when_boards_alternate() {
    // The evaluation keeps the last board's survey for the calls that follow on the same
    // board. Along random two-player games, the captures and the check the search reads
    // from a board, asked about alternately with the board a ply before, must be the
    // rules' own (surveyed afresh).
    let mut rng = Rng::new(5);
    let mut buf = Vec::new();
    let (mut boards, mut checks) = (0, 0);
    for _ in 0..6 {
        let mut before = Myra::new(2, 60).expect("a start position");
        while let Some(m) = before.random_move(&mut rng, &mut buf) {
            let mut after = before.clone();
            after.play_unchecked(&m, None);
            if after.finished().is_some() {
                break;
            }
            for pos in [&after, &before, &after] {
                let mut listed = Vec::new();
                pos.capture_moves(&mut rng, 8, &mut listed);
                let mut fresh = Vec::new();
                pos.captures(&mut fresh);
                assert_eq!(listed, fresh, "board {boards}");
                let me = pos.to_move();
                let attacked = pos.queen_pit(me).is_some_and(|q| pos.attackers(q) > 0);
                assert_eq!(pos.in_check(), attacked);
                checks += usize::from(attacked);
            }
            boards += 1;
            before = after;
        }
    }
    assert!(
        boards > 300 && checks > 10,
        "{boards} boards, {checks} in check"
    );
}

#[test]
fn a_capture_left_out_of_the_quiescence_search_is_taken_back_for_more() {
    // Along random two-player games, every capture the quiescence search leaves out moves
    // more soldiers (the queen as 25) than it takes, onto a pit the opponent can take at
    // once and no other own piece reaches; a queen as prey is never left out. Captures
    // of fewer soldiers than they move onto a pit no enemy piece reaches, or that another
    // own piece reaches too, are kept.
    let mut rng = Rng::new(8);
    let mut buf = Vec::new();
    let (mut left_out, mut kept_unreached, mut kept_covered) = (0, 0, 0);
    for _ in 0..8 {
        let mut pos = Myra::new(2, 80).expect("a start position");
        while let Some(m) = pos.random_move(&mut rng, &mut buf) {
            let mut captures = Vec::new();
            pos.captures(&mut captures);
            for c in &captures {
                let MyraMove::Whole { from, to } = *c else {
                    panic!("a capture moves a whole pit: {c}");
                };
                let (mover, prey) = (pos.cell(from), pos.cell(to));
                let moved = if mover.is_queen() {
                    25
                } else {
                    mover.soldiers_count()
                };
                let mut after = pos.clone();
                after.play_unchecked(c, None);
                let mut back = Vec::new();
                after.captures(&mut back);
                let retaken = back
                    .iter()
                    .any(|b| matches!(b, MyraMove::Whole { to: t, .. } if *t == to));
                if pos.losing_capture(c) {
                    assert!(!prey.is_queen(), "{c} takes the queen");
                    assert!(moved > prey.soldiers_count(), "{c} takes as much");
                    assert!(retaken, "{c} cannot be taken back in {:?}", pos.to_json());
                    let onto = captures
                        .iter()
                        .filter(|d| matches!(d, MyraMove::Whole { to: t, .. } if *t == to));
                    assert_eq!(onto.count(), 1, "{c}: another own piece reaches the pit");
                    left_out += 1;
                } else if !prey.is_queen() && moved > prey.soldiers_count() && retaken {
                    kept_covered += 1;
                } else if !prey.is_queen() && moved > prey.soldiers_count() {
                    kept_unreached += 1;
                }
            }
            pos.play_unchecked(&m, None);
            if pos.finished().is_some() {
                break;
            }
        }
    }
    assert!(
        left_out > 20 && kept_unreached > 20 && kept_covered > 20,
        "{left_out} left out, {kept_unreached} kept unreached, {kept_covered} kept covered"
    );
}

#[test]
fn the_features_read_the_start_and_a_queen_under_attack() {
    use sowing_ai::eval_myra::{FEATURES, features};
    // The start: 25 soldiers on the board and 25 in reserve each, the queen's three
    // neighbours her own troops (none empty), nine troops, no single soldier or fortress,
    // nothing attacking her, near the other queen or pressing her.
    let start = Myra::new(2, 200).expect("a start position");
    for p in 0..2 {
        let f = features(&start, p);
        assert_eq!(f.len(), FEATURES);
        // The enemy queen is 10 steps from the own corner, beyond the pressure's range.
        let want = [25.0, 25.0, 0.0, 0.0, 0.0, 0.0, 3.0, 0.0, 9.0, 0.0];
        assert_eq!(f, want, "player {}", p + 1);
    }
    // A troop of two of player 2's two steps from player 1's queen attacks her and stands
    // near her; player 1's single soldier at e1 is her own neighbour, f2 and g1 empty;
    // player 2's queen stands alone.
    let pos = myra(r#""f3":"2*2","e1":"1""#);
    let (one, two) = (features(&pos, 0), features(&pos, 1));
    assert_eq!(one[..3], [1.0, 0.0, 1.0], "{one:?}");
    assert_eq!(one[5..8], [2.0, 1.0, 1.0], "{one:?}");
    assert_eq!(
        (two[2], two[4], two[5], two[8]),
        (0.0, 2.0, 3.0, 1.0),
        "{two:?}"
    );
}
