//! One test per Tricala rule and ruling (RULES.md §4).

mod common;
use common::*;
use serde_json::json;
use sowing_rules::{GameKind, IllegalKind, MoveError};

fn tri(pits: &str, extra: &str) -> sowing_rules::AnyGame {
    pos(&format!(
        r#"{{"game":"tricala","players":2,"to_move":1,"phase":"play","pits":{{{pits}}}{extra}}}"#
    ))
}

#[test]
fn setup_places_three_stones_away_from_corners() {
    let mut g = start(GameKind::Tricala, 2);
    assert_eq!(g.count().unwrap(), 1140);
    for corner in ["@1a,2a,2b", "@2a,2b,6a", "@3b,4b,6f"] {
        assert!(
            matches!(
                g.play_text(corner),
                Err(MoveError::Illegal(IllegalKind::Placement, _))
            ),
            "{corner}"
        );
    }
    assert!(g.play_text("@2a,2b").is_err(), "exactly three");
    play(&mut g, &["@3b,3b,4c"]);
    assert_eq!(pit(&g, "3b"), "1*2");
    assert_eq!(field(&g, "hand"), json!([6, 9]));
    assert_eq!(g.to_move(), 2);
    play(
        &mut g,
        &[
            "@3b,5c,5c",
            "@2a,2a,2a",
            "@2b,2b,2b",
            "@4b,4b,4b",
            "@5b,5b,5b",
        ],
    );
    assert_eq!(g.phase(), sowing_rules::Phase::Play);
    assert_eq!(g.to_move(), 1);
    assert_eq!(pit(&g, "3b"), "1*2 2");
}

#[test]
fn three_players_setup_rotates_seats() {
    let mut g = start(GameKind::Tricala, 3);
    for _ in 0..9 {
        let m = g.legal_unsorted()[0].clone();
        play(&mut g, &[&m]);
    }
    assert_eq!(g.phase(), sowing_rules::Phase::Play);
    assert_eq!(field(&g, "hand"), json!([0, 0, 0]));
}

#[test]
fn edge_turns_never_reverse() {
    let g = tri(r#""2b":"1*3","6c":"2""#, "");
    let from_w: Vec<String> = g
        .legal_unsorted()
        .into_iter()
        .filter(|m| m.starts_with("2b:W,"))
        .collect();
    let mut seconds: Vec<&str> = from_w
        .iter()
        .map(|m| m.split(',').nth(1).unwrap())
        .collect();
    seconds.sort();
    seconds.dedup();
    assert_eq!(seconds, ["NE", "SE", "SW"]);
    assert!(matches!(
        g.clone().play_text("2b:W,E"),
        Err(MoveError::Illegal(IllegalKind::Direction, _))
    ));
    // A first direction must lead somewhere.
    assert!(g.clone().play_text("2b:E").is_err());
    // Forced turns are written: at the 1a corner only SE is left after NE.
    let mut h = g.clone();
    play(&mut h, &["2b:W,NE,SE"]);
    assert_eq!(
        (pit(&h, "2a"), pit(&h, "1a"), pit(&h, "2b")),
        ("1".into(), "1".into(), "1".into())
    );
    assert!(
        g.clone().play_text("2b:W,NE").is_err(),
        "the forced SE must be written"
    );
}

#[test]
fn sowing_stops_in_an_empty_pit() {
    let mut g = tri(r#""4a":"1*2","6c":"2""#, "");
    play(&mut g, &["4a:E"]);
    assert_eq!(
        (pit(&g, "4a"), pit(&g, "4b"), pit(&g, "4c")),
        ("".into(), "1".into(), "1".into())
    );
    assert_eq!(g.to_move(), 2);
}

#[test]
fn relay_lap_picks_up_own_stones_and_goes_on() {
    let mut g = tri(r#""4a":"1","4b":"1","6c":"2""#, "");
    let ev = play(&mut g, &["4a:E"]);
    assert_eq!(
        (pit(&g, "4b"), pit(&g, "4c"), pit(&g, "4d")),
        ("".into(), "1".into(), "1".into())
    );
    assert!(
        ev.iter()
            .any(|e| e["kind"] == "lap" && e["lap"] == 2 && e["pit"] == "4b")
    );
}

#[test]
fn relay_laps_keep_the_edge_rule() {
    // 4c -> 4d (own) -> lap: 2 stones E from 4d: nothing east, turn needed.
    let g = tri(r#""4c":"1","4d":"1","6c":"2""#, "");
    let mut moves = g.legal_unsorted();
    moves.retain(|m| m.starts_with("4c:E"));
    moves.sort();
    assert_eq!(moves, ["4c:E,NW", "4c:E,SE", "4c:E,SW"]);
}

#[test]
fn capture_takes_the_whole_pit_with_the_last_stone() {
    let mut g = tri(r#""4a":"1","4b":"2*2","6c":"2""#, "");
    let ev = play(&mut g, &["4a:E"]);
    assert_eq!(pit(&g, "4b"), "");
    assert_eq!(field(&g, "captured"), json!([3, 0]));
    assert!(
        ev.iter()
            .any(|e| e["kind"] == "capture" && e["pieces"] == "1 2*2" && e["by"] == 1)
    );
    assert_eq!(field(&g, "quiet"), json!(0));
}

#[test]
fn capturer_kept_leaves_the_last_stone() {
    let mut g = tri(
        r#""4a":"1","4b":"2*2","6c":"2""#,
        r#","options":{"capturer_kept":true}"#,
    );
    play(&mut g, &["4a:E"]);
    assert_eq!(pit(&g, "4b"), "1");
    assert_eq!(field(&g, "captured"), json!([2, 0]));
}

#[test]
fn stone_order_is_chosen_and_written() {
    // 3b holds own and enemy stones: order matters for where each lands.
    let g = tri(r#""3b":"1 2","5e":"2""#, "");
    let mut e: Vec<String> = g
        .legal_unsorted()
        .into_iter()
        .filter(|m| m.starts_with("3b:E"))
        .collect();
    e.sort();
    // 3c is on the right edge: after E the second stone needs a turn (not W).
    assert_eq!(
        e,
        [
            "3b:E,NW/1,2",
            "3b:E,NW/2,1",
            "3b:E,SE/1,2",
            "3b:E,SE/2,1",
            "3b:E,SW/1,2",
            "3b:E,SW/2,1"
        ]
    );
    let mut h = g.clone();
    play(&mut h, &["3b:E,SW/2,1"]);
    assert_eq!((pit(&h, "3c"), pit(&h, "4c")), ("2".into(), "1".into()));
    assert!(
        g.clone().play_text("3b:E,SW").is_err(),
        "mixed stones need the order"
    );
    assert!(
        g.clone().play_text("3b:E,SW/1,1").is_err(),
        "order must match the stones taken"
    );
    let own = tri(r#""3b":"1*2","5e":"2""#, "");
    assert!(
        own.clone().play_text("3b:E,SW/1,1").is_err(),
        "no order for own stones"
    );
}

#[test]
fn corner_control_with_three_two_and_one_stones() {
    // One stone on the board: one corner is enough.
    let mut g = tri(r#""2a":"1","4b":"2*3""#, "");
    play(&mut g, &["2a:NE"]);
    assert_eq!(
        g.finished().unwrap().outcome,
        sowing_rules::Outcome::Winner(1)
    );
    // Two stones: two corners.
    let mut g = tri(r#""1a":"1","5a":"1","4c":"2*3""#, "");
    play(&mut g, &["5a:SW"]);
    assert_eq!(
        g.finished().unwrap().outcome,
        sowing_rules::Outcome::Winner(1)
    );
    // Three stones and two corners is not enough.
    let mut g = tri(r#""1a":"1","5a":"1","3b":"1","4c":"2*3""#, "");
    play(&mut g, &["5a:SW"]);
    assert!(g.finished().is_none());
    // Control means more than half of the corner's stones: player 2's only stone shares
    // 1a with one of player 1's, so player 2 does not control it.
    let mut g = tri(r#""1a":"1 2","5a":"1*2""#, "");
    play(&mut g, &["5a:E"]);
    assert!(g.finished().is_none());
    let mut g = tri(r#""1a":"1 2*2","5a":"1*2""#, "");
    play(&mut g, &["5a:E"]);
    assert!(
        g.finished().is_none(),
        "player 2 controls 1a, but two stones need two corners"
    );
    let mut g = tri(r#""1a":"1 2*2","6f":"2","6a":"2*2","5a":"1*2""#, "");
    play(&mut g, &["5a:E"]);
    assert_eq!(
        g.finished().unwrap().outcome,
        sowing_rules::Outcome::Winner(2),
        "five stones, all three corners"
    );
}

#[test]
fn nine_captured_wins() {
    let mut g = tri(r#""4a":"1","4b":"2*2","6c":"2""#, r#","captured":[6,0]"#);
    play(&mut g, &["4a:E"]);
    assert_eq!(
        g.finished().unwrap().outcome,
        sowing_rules::Outcome::Winner(1)
    );
}

#[test]
fn simultaneous_wins_under_both_options() {
    // Player 2 already holds a corner with its only stone; player 1 takes 1a with its only stone.
    let base = r#""2a":"1","6f":"2""#;
    let mut g = tri(base, r#","captured":[0,0]"#);
    play(&mut g, &["2a:NE"]);
    let f = g.finished().unwrap();
    assert_eq!(f.outcome, sowing_rules::Outcome::Draw(vec![1, 2]));
    let mut g = tri(base, r#","captured":[3,1]"#);
    play(&mut g, &["2a:NE"]);
    assert_eq!(
        g.finished().unwrap().outcome,
        sowing_rules::Outcome::Winner(1)
    );
    let mut g = tri(
        base,
        r#","captured":[3,1],"options":{"simultaneous":"opponent"}"#,
    );
    play(&mut g, &["2a:NE"]);
    assert_eq!(
        g.finished().unwrap().outcome,
        sowing_rules::Outcome::Winner(2)
    );
    let j = g.to_json();
    assert_eq!(j["result"], json!({"winner": 2}));
}

#[test]
fn no_stone_on_the_board_passes() {
    let mut g = tri(r#""4b":"2*3""#, "");
    assert_eq!(g.legal_unsorted(), ["pass"]);
    play(&mut g, &["pass"]);
    assert_eq!(g.to_move(), 2);
    let mut h = tri(r#""4b":"1*3""#, "");
    assert!(h.play_text("pass").is_err());
}

#[test]
fn quiet_limit_draws() {
    let mut g = tri(r#""4a":"1*2","6c":"2""#, r#","quiet":199"#);
    play(&mut g, &["4a:E"]);
    let f = g.finished().expect("draw");
    assert_eq!(f.outcome, sowing_rules::Outcome::Draw(vec![1, 2]));
    let mut g = tri(
        r#""4a":"1*2","6c":"2""#,
        r#","quiet":8,"options":{"quiet_limit":10}"#,
    );
    play(&mut g, &["4a:E"]);
    assert!(g.finished().is_none());
    play(&mut g, &["6c:W"]);
    assert!(g.finished().is_some());
}

#[test]
fn a_move_ends_after_its_64th_lap() {
    // Every pit on row 6 except the ends holds one own stone, and so on: long relay chains
    // are possible; whatever happens, no move may run more than 64 laps.
    let g = tri(
        r#""2a":"1","2b":"1","3a":"1","3b":"1","3c":"1","4a":"1","4b":"1","4c":"1","4d":"1","6c":"2""#,
        "",
    );
    for m in g.legal_unsorted() {
        let ev = g.check_replay(&m).unwrap();
        let laps = ev
            .iter()
            .filter(|e| matches!(e, sowing_rules::Event::Lap { .. }))
            .count();
        assert!(laps < 64, "{m}: {laps}");
    }
}

#[test]
fn the_winner_is_checked_for_every_player_not_only_the_mover() {
    // Player 1 captures player 2's last stones away from the corner player 2 does not
    // hold: player 2 has 0 stones and can never control; player 1 wins on capture count.
    let mut g = tri(r#""4a":"1","4b":"2*2","1a":"2""#, r#","captured":[0,0]"#);
    play(&mut g, &["4a:E"]);
    // Player 2 keeps one stone, in corner 1a: controls one corner with one stone: wins.
    assert_eq!(
        g.finished().unwrap().outcome,
        sowing_rules::Outcome::Winner(2)
    );
}

#[test]
fn a_pit_of_every_stone_is_too_many_to_count_but_still_plays() {
    // Reachable: every placement into 2a. The stone orders alone number 27!/(9!)^3.
    let mut g = start(GameKind::Tricala, 3);
    for _ in 0..9 {
        play(&mut g, &["@2a,2a,2a"]);
    }
    assert!(g.count().is_err(), "too many to count");
    assert!(g.legal_texts(100_000).is_err());
    let mut rng = sowing_rules::Rng::new(2);
    let total = g.pieces_total();
    for _ in 0..30 {
        let Some(m) = g.random_move_text(&mut rng) else {
            break;
        };
        g.check_replay(&m).unwrap();
        g.play_text(&m).unwrap();
        assert_eq!(g.pieces_total(), total);
    }
    // Up to 14 stones a pit the count is exact: 5 + 5 + 4 stones in one pit.
    let big = pos(
        r#"{"game":"tricala","players":3,"to_move":1,"phase":"play","pits":{"3b":"1*5 2*5 3*4"}}"#,
    );
    let n = big.count().expect("exact up to 14 a pit");
    assert!(n >= 252_252, "at least one move per stone order: {n}");
    let mut listed = 0u128;
    let mut rng2 = sowing_rules::Rng::new(5);
    for _ in 0..20 {
        let m = big.random_move_text(&mut rng2).unwrap();
        big.clone().play_text(&m).unwrap();
        listed += 1;
    }
    assert_eq!(listed, 20);
    // The builder still offers steps one at a time.
    let g2 = {
        let mut h = start(GameKind::Tricala, 3);
        for _ in 0..9 {
            play(&mut h, &["@2a,2a,2a"]);
        }
        h
    };
    let (next, done) = g2.step_info(&[]).unwrap();
    assert_eq!(next, [sowing_rules::Step::Pit(1)]);
    assert!(done.is_none());
}

/// Where a sowing being built stands: lifted at its origin with every stone in hand, and
/// at the pit of its last drop with the stones left (the board's words had nothing to
/// say it, the fourteenth hour).
#[test]
fn a_sowing_being_built_says_where_it_stands() {
    use sowing_rules::{Dir, Piece, Step};
    let at = |name: &str| {
        sowing_rules::view::layout(GameKind::Tricala)
            .iter()
            .position(|p| p.name == name)
            .unwrap() as u8
    };
    let g = tri(r#""6c":"1 2","4c":"1","6f":"2""#, "");
    let origin = Step::Pit(at("6c"));
    let (one, two) = (Piece::Small(1), Piece::Small(2));
    assert_eq!(g.sowing_at(&[origin]), Some((at("6c"), vec![one, two])));
    assert_eq!(
        g.sowing_at(&[origin, Step::Dir(Dir::NE)]),
        Some((at("6c"), vec![one, two]))
    );
    // The other's stone into 5c, the last (one's own) into 4c, which holds one of the
    // mover's: a lap lifts both there and goes on northeast, one into 3c, and turns at
    // the edge with the other in hand.
    let lapped = [origin, Step::Dir(Dir::NE), Step::Piece(two)];
    assert_eq!(g.sowing_at(&lapped), Some((at("3c"), vec![one])));
    // The board so far: 6c and 4c lifted, the other's stone in 5c, one into 3c; the
    // stone in hand is off it.
    let board = g.board_so_far(&lapped).unwrap();
    let held = |name: &str| board[at(name) as usize].pieces.clone();
    assert_eq!(held("6c"), []);
    assert_eq!(held("5c"), [two]);
    assert_eq!(held("4c"), []);
    assert_eq!(held("3c"), [one]);
    assert_eq!(held("6f"), [two]);
    let on_board: usize = board.iter().map(|p| p.pieces.len()).sum();
    assert_eq!(on_board + 1, g.pieces_total() as usize);
    let (next, done) = g.step_info(&lapped).unwrap();
    assert!(done.is_none() && next.iter().all(|s| matches!(s, Step::Dir(_))));
    // Nothing for a move complete, a pit of nobody's, another game.
    let mut end = lapped.to_vec();
    let mut steps = next;
    while let Some(&s) = steps.first() {
        end.push(s);
        steps = g.step_info(&end).unwrap().0;
    }
    assert!(g.step_info(&end).unwrap().1.is_some());
    assert_eq!(g.sowing_at(&end), None);
    assert_eq!(g.board_so_far(&end), None);
    assert_eq!(g.sowing_at(&[Step::Pit(at("5c"))]), None);
    assert_eq!(
        start(GameKind::UmelBagara, 2).sowing_at(&[Step::Pit(0)]),
        None
    );
}
