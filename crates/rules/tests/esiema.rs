//! One test per Esiema rule and ruling (RULES.md §3); the moves' construction, counts and
//! properties are in `esiema_moves.rs`.

mod common;
use common::*;
use serde_json::json;
use sowing_rules::{AnyGame, GameKind, IllegalKind, MoveError, Outcome, Rng};

fn refused(g: &AnyGame, m: &str) -> MoveError {
    let mut h = g.clone();
    let before = h.to_json();
    let e = h.play_text(m).expect_err(m);
    assert_eq!(h.to_json(), before, "{m} changed the position");
    e
}

#[test]
fn setup_places_the_mother_first_then_small_spheres() {
    let mut g = start(GameKind::Esiema, 2);
    assert_eq!(g.count().unwrap(), 91);
    play(&mut g, &["@d4", "@f6", "@d4"]);
    assert_eq!(pit(&g, "d4"), "M1 1");
    assert_eq!(pit(&g, "f6"), "M2");
    assert_eq!(field(&g, "placed"), json!([2, 1]));
    assert_eq!(field(&g, "reserve"), json!([69, 70]));
}

#[test]
fn setup_never_fills_a_pit_beyond_twelve() {
    let g = pos(
        r#"{"game":"esiema","players":2,"to_move":1,"phase":"setup","pits":{"d4":"M1 1*5 2*6","l1":"M2"},"placed":[7,7]}"#,
    );
    assert!(matches!(
        refused(&g, "@d4"),
        MoveError::Illegal(IllegalKind::Placement, _)
    ));
    assert_eq!(g.count().unwrap(), 90);
}

#[test]
fn setup_ends_after_thirty_each_and_play_begins_with_player_one() {
    let mut g = start(GameKind::Esiema, 3);
    let mut rng = Rng::new(1);
    for _ in 0..90 {
        assert_eq!(g.phase(), sowing_rules::Phase::Setup);
        let m = g.random_move_text(&mut rng).unwrap();
        g.play_text(&m).unwrap();
    }
    assert_eq!(g.phase(), sowing_rules::Phase::Play);
    assert_eq!(g.to_move(), 1);
    assert_eq!(field(&g, "placed"), json!([30, 30, 30]));
    assert_eq!(field(&g, "reserve"), json!([41, 41, 41]));
    assert_eq!(field(&g, "quiet"), json!(0), "placements are not plies");
}

#[test]
fn handicaps_place_fewer_and_skip_finished_players() {
    let mut o = serde_json::Map::new();
    o.insert("spheres".into(), json!([2, 70]));
    let mut g = AnyGame::new(GameKind::Esiema, Some(2), o).unwrap();
    play(&mut g, &["@a1", "@l1", "@a2", "@l2", "@a3", "@l3"]);
    assert_eq!(field(&g, "placed"), json!([3, 3]));
    assert_eq!(
        g.to_move(),
        2,
        "player 1 has placed mother + 2 and is skipped"
    );
    play(&mut g, &["@l4"]);
    assert_eq!(g.to_move(), 2);
    assert_eq!(field(&g, "reserve"), json!([0, 67]));
    let mut bad = serde_json::Map::new();
    bad.insert("spheres".into(), json!([0, 70]));
    assert!(AnyGame::new(GameKind::Esiema, Some(2), bad).is_err());
}

#[test]
fn a_setup_reserve_smaller_than_the_spheres_ends_placing_early() {
    // Found by fuzzing game records: a setup position may give a player a smaller
    // reserve than their spheres. A small sphere comes from the reserve, so with it
    // empty the player has finished placing (placing from it used to underflow).
    let mut g = pos(
        r#"{"game":"esiema","players":2,"to_move":1,"phase":"setup","pits":{},"reserve":[1,0],"placed":[0,0]}"#,
    );
    play(&mut g, &["@f4", "@f5"]);
    assert_eq!(
        g.phase(),
        sowing_rules::Phase::Setup,
        "player 1 has one left"
    );
    assert_eq!(g.to_move(), 1);
    play(&mut g, &["@f4"]);
    assert_eq!(
        g.phase(),
        sowing_rules::Phase::Play,
        "player 2 had nothing left"
    );
    assert_eq!(g.to_move(), 1);
    assert_eq!(field(&g, "reserve"), json!([0, 0]));
    assert_eq!(pit(&g, "f4"), "M1 1");
    // A setup position whose player to move has nothing left to place is refused.
    let bad = r#"{"game":"esiema","players":2,"to_move":1,"phase":"setup","pits":{"a1":"M1"},"reserve":[0,70],"placed":[1,0]}"#;
    assert!(AnyGame::from_json_str(bad).is_err());
}

#[test]
fn a_pit_with_one_own_sphere_among_others_may_be_sown() {
    let g = es(2, r#""d4":"2*2 1","a1":"M1","l1":"M2","k1":"2""#, "");
    assert!(esiema(&g).count_sowings(p("d4")) > 0);
    let mut h = g.clone();
    play(&mut h, &["d4>e4:2>f5:2>g5:1"]);
    assert_eq!(
        (pit(&h, "d4"), pit(&h, "e4"), pit(&h, "g5")),
        ("".into(), "2".into(), "1".into())
    );
}

#[test]
fn the_last_sphere_must_be_the_movers() {
    let g = es(2, r#""d4":"2*2 1","a1":"M1","l1":"M2","k1":"2""#, "");
    assert!(matches!(
        refused(&g, "d4>e4:1>f5:2>g5:2"),
        MoveError::Illegal(IllegalKind::Order, _)
    ));
    // The count: paths × orders with a 1 last (only one such order: 2,2,1).
    let e = esiema(&g);
    assert_eq!(
        e.count_sowings(p("d4")),
        e.list_sowings(p("d4")).len() as u128
    );
    assert!(
        e.list_sowings(p("d4"))
            .iter()
            .all(|m| m.to_string().ends_with(":1"))
    );
}

#[test]
fn paths_never_repeat_a_pit_or_return_to_the_origin() {
    let g = es(2, r#""d4":"1*3","a1":"M1","l1":"M2","k1":"2""#, "");
    assert!(
        refused(&g, "d4>e4:1>e5:1>e4:1")
            .to_string()
            .contains("twice")
    );
    assert!(
        refused(&g, "d4>e4:1>d4:1>d5:1")
            .to_string()
            .contains("twice")
    );
    assert!(
        refused(&g, "d4>e4:1>f6:1>f7:1")
            .to_string()
            .contains("not next to")
    );
    assert!(
        refused(&g, "d4>e4:1>e5:1")
            .to_string()
            .contains("path of 3")
    );
}

#[test]
fn the_last_small_sphere_captures_other_small_spheres_there() {
    let mut g = es(
        2,
        r#""d4":"1*2","e5":"2*3 1","a1":"M1","l1":"M2","k1":"2""#,
        "",
    );
    let ev = play(&mut g, &["d4>e4:1>e5:1"]);
    assert_eq!(pit(&g, "e5"), "1*2");
    assert_eq!(field(&g, "captured"), json!([3, 0]));
    assert!(
        ev.iter()
            .any(|e| e["kind"] == "capture" && e["pieces"] == "2*3")
    );
}

#[test]
fn a_mother_anywhere_in_the_last_pit_protects() {
    for mother in ["M2", "M1"] {
        let (m1, m2) = if mother == "M1" {
            ("", r#","l1":"M2""#)
        } else {
            (r#","a1":"M1""#, "")
        };
        let mut g = es(
            2,
            &format!(r#""d4":"1*2","e5":"2*3 {mother}"{m1}{m2},"k1":"2""#),
            "",
        );
        play(&mut g, &["d4>e4:1>e5:1"]);
        assert_eq!(field(&g, "captured"), json!([0, 0]), "{mother} protects");
    }
}

#[test]
fn a_mother_dropped_last_captures_nothing() {
    let mut g = es(2, r#""d4":"1 M1","e5":"2*3","l1":"M2","k1":"2""#, "");
    play(&mut g, &["d4>e4:1>e5:M1"]);
    assert_eq!(pit(&g, "e5"), "M1 2*3");
    assert_eq!(field(&g, "captured"), json!([0, 0]));
}

#[test]
fn singleton_moves_never_capture() {
    let g = es(2, r#""d4":"1","e4":"2*3","a1":"M1","l1":"M2","k1":"2""#, "");
    let mut h = g.clone();
    play(&mut h, &["d4>e4"]);
    assert_eq!(pit(&h, "e4"), "1 2*3");
    assert_eq!(field(&h, "captured"), json!([0, 0]));
    // A lone mother moves too; a pit of two is no singleton.
    let mut h = g.clone();
    play(&mut h, &["a1>a2"]);
    assert_eq!(pit(&h, "a2"), "M1");
    let g2 = es(2, r#""d4":"1 2","a1":"M1","l1":"M2","k1":"2""#, "");
    refused(&g2, "d4>e4");
}

#[test]
fn reproduce_only_with_a_lone_mother_and_within_the_reserve() {
    let g = es(
        2,
        r#""a1":"M1","b1":"1","l1":"M2","k1":"2""#,
        r#","reserve":[5,41]"#,
    );
    let mut h = g.clone();
    let ev = play(&mut h, &["a1+5"]);
    assert_eq!(pit(&h, "a1"), "M1 1*5");
    assert_eq!(field(&h, "reserve"), json!([0, 41]));
    assert!(ev.iter().any(|e| e["kind"] == "produce"));
    refused(&g, "a1+6");
    refused(&g, "a1+0");
    refused(&g, "a1+12");
    let reps: Vec<String> = g
        .legal_unsorted()
        .into_iter()
        .filter(|m| m.contains('+'))
        .collect();
    assert_eq!(reps.len(), 5);
    let crowded = es(
        2,
        r#""a1":"M1 2","b1":"1","l1":"M2","k1":"2""#,
        r#","reserve":[5,41]"#,
    );
    refused(&crowded, "a1+1");
    let full = es(
        2,
        r#""a1":"M1","b1":"1","l1":"M2","k1":"2""#,
        r#","reserve":[20,41]"#,
    );
    assert_eq!(
        full.legal_unsorted()
            .into_iter()
            .filter(|m| m.contains('+'))
            .count(),
        11
    );
}

#[test]
fn elimination_when_no_small_sphere_and_no_reproduction() {
    // Player 2 has no small sphere on the board; the mother shares a pit: out.
    let mut g = es(
        2,
        r#""d4":"1*2","l1":"M2 1","a1":"M1""#,
        r#","reserve":[10,10]"#,
    );
    let ev = play(&mut g, &["d4>e4:1>f5:1"]);
    assert_eq!(g.finished().unwrap().outcome, Outcome::Winner(1));
    assert!(
        ev.iter()
            .any(|e| e["kind"] == "eliminate" && e["player"] == 2)
    );
    assert_eq!(pit(&g, "l1"), "1", "the mother is removed");
    // A lone mother with an empty reserve: out as well.
    let mut g = es(
        2,
        r#""d4":"1*2","l1":"M2","a1":"M1""#,
        r#","reserve":[10,0]"#,
    );
    play(&mut g, &["d4>e4:1>f5:1"]);
    assert_eq!(g.finished().unwrap().outcome, Outcome::Winner(1));
    // A lone mother with a reserve can reproduce: not out.
    let mut g = es(
        2,
        r#""d4":"1*2","l1":"M2","a1":"M1""#,
        r#","reserve":[10,3]"#,
    );
    play(&mut g, &["d4>e4:1>f5:1"]);
    assert!(g.finished().is_none());
    assert_eq!(g.to_move(), 2);
}

#[test]
fn elimination_passes_the_turn_on_and_keeps_the_reserve() {
    let mut g = es(
        3,
        r#""d4":"1*2","l1":"M2 1","a1":"M1","f11":"M3","f10":"3""#,
        r#","reserve":[10,7,10]"#,
    );
    play(&mut g, &["d4>e4:1>f5:1"]);
    assert_eq!(g.to_move(), 3);
    assert_eq!(field(&g, "out"), json!([2]));
    assert_eq!(field(&g, "reserve"), json!([10, 7, 10]));
    assert_eq!(
        field(&g, "quiet"),
        json!(0),
        "an elimination resets the quiet count"
    );
}

#[test]
fn one_small_sphere_each_starts_the_fifteen_ply_countdown() {
    let mut g = es(
        2,
        r#""d4":"1","a1":"M1","l1":"M2","k1":"2""#,
        r#","reserve":[0,0]"#,
    );
    play(&mut g, &["a1>a2"]);
    assert_eq!(field(&g, "countdown"), json!(15));
    let moves = ["l1>l2", "a2>a1", "l2>l1", "a1>a2"];
    for i in 0..14 {
        assert!(g.finished().is_none(), "ply {i}");
        let m = moves[i % 4];
        play(&mut g, &[m]);
    }
    assert_eq!(field(&g, "countdown"), json!(1));
    play(&mut g, &["l2>l1"]);
    let f = g.finished().expect("drawn");
    assert_eq!(f.outcome, Outcome::Draw(vec![1, 2]));
}

#[test]
fn quiet_limit_draws() {
    let mut g = es(
        2,
        r#""d4":"1*2","a1":"M1","l1":"M2","k1":"2""#,
        r#","quiet":299"#,
    );
    play(&mut g, &["a1>a2"]);
    assert_eq!(
        g.finished().unwrap().reason,
        sowing_rules::EndReason::Quiet {
            plies: 300,
            eliminations: true
        }
    );
}

#[test]
fn six_players_play_to_the_end() {
    let mut rng = Rng::new(6);
    for seed in 0..3 {
        let mut o = serde_json::Map::new();
        o.insert("spheres".into(), json!([4, 4, 4, 4, 4, 4]));
        o.insert("quiet_limit".into(), json!(60));
        let mut g = AnyGame::new(GameKind::Esiema, Some(6), o).unwrap();
        let total = g.pieces_total();
        let mut plies = 0;
        while let Some(m) = g.random_move_text(&mut rng) {
            g.check_replay(&m).unwrap();
            g.play_text(&m).unwrap();
            assert_eq!(g.pieces_total(), total);
            plies += 1;
        }
        assert!(g.finished().is_some(), "seed {seed}");
        assert!(plies > 30);
    }
}

/// A sowing being built leaves the board as far as it goes: the pit sown from empty,
/// each sphere dropped so far in its pit, the rest in hand (the board list said "e5,
/// empty, chosen" of a pit the mother had been dropped into, the fourteenth hour).
#[test]
fn a_sowing_being_built_shows_the_board_so_far() {
    use sowing_rules::Step;
    let mut rng = sowing_rules::Rng::new(3);
    let mut checked = 0;
    let mut g = start(GameKind::Esiema, 2);
    for _ in 0..300 {
        if g.finished().is_some() {
            break;
        }
        if g.phase() == sowing_rules::Phase::Play {
            let total: usize = g.pit_views().iter().map(|p| p.pieces.len()).sum();
            let mut prefix = Vec::new();
            while let Ok((next, done)) = g.step_info(&prefix) {
                if done.is_some() {
                    assert_eq!(g.board_so_far(&prefix), None, "{prefix:?}");
                    break;
                }
                if let Some(board) = g.board_so_far(&prefix) {
                    let Some(&Step::Pit(origin)) = prefix.first() else {
                        panic!("a sowing begins at a pit: {prefix:?}")
                    };
                    let lifted = g.pit_views()[origin as usize].pieces.len();
                    let dropped = prefix
                        .iter()
                        .filter(|s| matches!(s, Step::Piece(_)))
                        .count();
                    let on: usize = board.iter().map(|p| p.pieces.len()).sum();
                    assert_eq!(on, total - lifted + dropped, "{prefix:?}");
                    if let Some(&Step::Piece(k)) = prefix.last() {
                        let Some(&Step::Pit(q)) = prefix.iter().rev().nth(1) else {
                            panic!("a drop follows its pit")
                        };
                        assert!(board[q as usize].pieces.contains(&k), "{prefix:?}");
                    }
                    checked += 1;
                }
                let Some(&s) = next.get(rng.below(next.len().max(1) as u64) as usize) else {
                    break;
                };
                prefix.push(s);
            }
        }
        let Some(m) = g.random_move_text(&mut rng) else {
            break;
        };
        g.play_text(&m).unwrap();
    }
    assert!(checked > 20, "only {checked} sowings so far checked");
}
