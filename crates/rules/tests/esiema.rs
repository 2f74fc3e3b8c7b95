//! One test per Esiema rule and ruling (RULES.md §3), the count against listing, and the
//! incremental construction.

mod common;
use common::*;
use proptest::prelude::*;
use serde_json::json;
use sowing_rules::games::esiema::{Esiema, EsiemaMove, SowBuilder};
use sowing_rules::{AnyGame, GameKind, MoveError, Outcome, Piece, Rng, Rules, Step};

fn es(players: u8, pits: &str, extra: &str) -> AnyGame {
    pos(&format!(
        r#"{{"game":"esiema","players":{players},"to_move":1,"phase":"play","pits":{{{pits}}}{extra}}}"#
    ))
}

fn esiema(g: &AnyGame) -> &Esiema {
    match g {
        AnyGame::Esiema(x) => x.position(),
        _ => panic!("not esiema"),
    }
}

fn p(name: &str) -> u8 {
    sowing_rules::board::Hex::get().parse(name).unwrap()
}

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
    assert!(matches!(refused(&g, "@d4"), MoveError::Illegal(_)));
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
        MoveError::Illegal(_)
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

#[test]
fn the_builder_offers_only_completable_steps_and_supports_undo() {
    let g = es(2, r#""d4":"1 2*2","a1":"M1","l1":"M2","k1":"2""#, "");
    let pos = esiema(&g);
    let mut b = sowing_rules::MoveBuilder::new(pos).unwrap();
    b.push(pos, Step::Pit(p("d4"))).unwrap();
    let first = b.options().to_vec();
    assert_eq!(
        first.len(),
        6,
        "all six neighbours have room for two more pits"
    );
    b.push(pos, Step::Pit(p("e4"))).unwrap();
    // The own sphere must stay for last: only player 2's sphere may drop first.
    assert_eq!(b.options(), [Step::Piece(Piece::Small(2))]);
    assert!(b.push(pos, Step::Piece(Piece::Small(1))).is_err());
    b.undo(pos);
    assert_eq!(b.options(), first.as_slice());
    // A corner path: from a1's neighbour a2 along the edge, every offered pit keeps room.
    let g = es(2, r#""a1":"1*8","f6":"M1","l1":"M2","k1":"2""#, "");
    let pos = esiema(&g);
    let mut sb = SowBuilder::new(pos, p("a1")).unwrap();
    let mut rng = Rng::new(3);
    for _ in 0..8 {
        let mut pits = smallvec::SmallVec::new();
        sb.next_pits(&mut pits);
        assert!(!pits.is_empty(), "never a dead end");
        let q = pits[rng.below(pits.len() as u64) as usize];
        assert!(sb.push_pit(q));
        let mut ks = smallvec::SmallVec::new();
        sb.next_pieces(&mut ks);
        assert!(sb.push_piece(ks[0]));
    }
    let m = sb.complete().unwrap();
    assert!(g.clone().play_text(&m.to_string()).is_ok());
}

#[test]
fn dead_ends_are_not_offered() {
    // d4's sowing needs 3 pits; from c1 (a corner region walled by player 2's mother…)
    // only neighbours that still lead on are offered: a2 next to a1 with a1, b1, b2
    // walled leaves no room, so the path a1-… is impossible from a2 of length >…
    let g = es(2, r#""b2":"1*3","a1":"M2","a3":"M1","k1":"2""#, "");
    let pos = esiema(&g);
    let b = SowBuilder::new(pos, p("b2")).unwrap();
    let mut pits = smallvec::SmallVec::new();
    b.next_pits(&mut pits);
    // Every offered first pit leads to at least one complete move.
    for q in pits {
        let mut c = b.clone();
        assert!(c.push_pit(q));
        let mut rng = Rng::new(q as u64);
        let m = c.finish_random(&mut rng);
        assert!(g.clone().play_text(&m.to_string()).is_ok(), "{m}");
    }
}

#[test]
fn random_moves_are_legal() {
    let mut rng = Rng::new(9);
    let mut g = start(GameKind::Esiema, 2);
    for _ in 0..400 {
        let Some(m) = g.random_move_text(&mut rng) else {
            break;
        };
        g.play_text(&m).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
}

#[test]
fn capture_sowings_find_the_capture_and_respect_mothers() {
    // d4 (two spheres) can reach e5 in two steps: the only capture on the board.
    let g = es(
        2,
        r#""d4":"1*2","e5":"2*3","a1":"M1","k1":"2","h1":"2*2 M2""#,
        "",
    );
    let mut rng = Rng::new(1);
    let mut caps = Vec::new();
    esiema(&g).capture_sowings(&mut rng, 10, &mut caps);
    let texts: Vec<String> = caps.iter().map(|m| m.to_string()).collect();
    assert_eq!(texts.len(), 1, "{texts:?}");
    let mut after = g.clone();
    after.play_text(&texts[0]).unwrap();
    assert_eq!(field(&after, "captured"), json!([3, 0]));
    assert_eq!(pit(&after, "e5"), "1");
    // No limit, no moves; a mother on the target, no capture either.
    let mut none = Vec::new();
    esiema(&g).capture_sowings(&mut rng, 0, &mut none);
    let guarded = es(2, r#""d4":"1*2","e5":"2*3 M2","a1":"M1","k1":"2""#, "");
    esiema(&guarded).capture_sowings(&mut rng, 10, &mut none);
    assert!(none.is_empty(), "{none:?}");
}

#[test]
fn notation_round_trips() {
    let g = es(2, r#""d4":"1 M1 2","l1":"M2","k1":"2""#, "");
    for m in g.legal_unsorted() {
        let parsed = esiema(&g).parse_move(&m).unwrap();
        assert_eq!(parsed.to_string(), m);
    }
    assert!(matches!(EsiemaMove::Pass.to_string().as_str(), "pass"));
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    /// The capped count agrees with the exact one: the number when it is within the
    /// limit, nothing when it is above (or too many to count).
    #[test]
    fn moves_at_most_agrees_with_count(seed in any::<u64>(), plies in 0u32..400, players in 2u8..=4) {
        let g = reachable(GameKind::Esiema, players, seed, plies);
        let e = esiema(&g);
        let exact = e.count_moves().ok();
        for limit in [0u128, 1, 7, 50, 400, 3000, 100_000] {
            prop_assert_eq!(e.moves_at_most(limit), exact.filter(|&n| n <= limit), "limit {}", limit);
        }
    }

    /// Every capture sowing is legal, captures every other player's small sphere in its
    /// last pit, and none is found where the listed moves capture nothing.
    #[test]
    fn capture_sowings_are_legal_and_capture(seed in any::<u64>(), plies in 60u32..600, players in 2u8..=4) {
        let g = reachable(GameKind::Esiema, players, seed, plies);
        let e = esiema(&g);
        prop_assume!(g.finished().is_none() && g.phase() == sowing_rules::Phase::Play);
        let me = e.to_move() as usize - 1;
        let mut caps = Vec::new();
        e.capture_sowings(&mut Rng::new(seed), 40, &mut caps);
        prop_assert!(caps.len() <= 40);
        for m in &caps {
            let EsiemaMove::Sow { drops, .. } = m else {
                return Err(TestCaseError::fail(format!("not a sowing: {m}")));
            };
            let last = e.pit(drops.last().unwrap().0);
            let theirs: u32 = last.small.iter().map(|&n| n as u32).sum::<u32>() - last.small[me] as u32;
            let mut after = g.clone();
            after.play_text(&m.to_string()).map_err(|err| TestCaseError::fail(format!("{m}: {err}")))?;
            let gained = esiema(&after).captured()[me] - e.captured()[me];
            prop_assert!(theirs > 0);
            prop_assert_eq!(gained as u32, theirs, "{}", m);
        }
        if caps.is_empty() && e.moves_at_most(20_000).is_some() {
            let mut all = Vec::new();
            e.legal_moves(&mut all);
            for m in all {
                let mut after = e.clone();
                after.play_unchecked(&m, None);
                prop_assert_eq!(after.captured()[me], e.captured()[me], "missed capture {}", m);
            }
        }
    }

    /// `count` per origin equals the number listed, for every pit of up to 7 spheres.
    #[test]
    fn count_matches_listing(seed in any::<u64>(), plies in 60u32..400, players in 2u8..=4) {
        let g = reachable(GameKind::Esiema, players, seed, plies);
        let e = esiema(&g);
        prop_assume!(g.finished().is_none() && g.phase() == sowing_rules::Phase::Play);
        for o in 0..91u8 {
            let s = e.pit(o);
            if s.total() <= 7 {
                let listed = e.list_sowings(o);
                prop_assert_eq!(e.count_sowings(o), listed.len() as u128, "pit {}", o);
                let mut texts: Vec<String> = listed.iter().map(|m| m.to_string()).collect();
                texts.sort();
                texts.dedup();
                prop_assert_eq!(texts.len(), listed.len(), "distinct");
            }
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    /// Full-size games: board + reserves + captured + mothers stay constant, every random
    /// move replays from its events, and positions survive a JSON round trip.
    #[test]
    fn full_size_games_conserve_spheres(seed in any::<u64>(), players in 2u8..=6, plies in 0u32..300) {
        let mut g = reachable(GameKind::Esiema, players, seed, plies);
        let total = start(GameKind::Esiema, players).pieces_total();
        prop_assert_eq!(total, 71 * players as u32);
        let mut rng = Rng::new(seed ^ 1);
        for i in 0..150 {
            let Some(m) = g.random_move_text(&mut rng) else { break };
            if i % 10 == 0 {
                g.check_replay(&m).map_err(|e| TestCaseError::fail(e.to_string()))?;
            }
            g.play_text(&m).unwrap();
            prop_assert_eq!(g.pieces_total(), total);
        }
        let back = AnyGame::from_json(&serde_json::Value::Object(g.to_json())).unwrap();
        prop_assert_eq!(back.to_json(), g.to_json());
        prop_assert_eq!(back.pieces_total(), total);
    }
}
