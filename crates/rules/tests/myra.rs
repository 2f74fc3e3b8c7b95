//! One test per Myra move kind and ruling (RULES.md §2).

mod common;
use common::*;
use serde_json::json;
use sowing_rules::{AnyGame, GameKind, MoveError, Outcome};

fn myra(players: u8, pits: &str, extra: &str) -> AnyGame {
    pos(&format!(
        r#"{{"game":"myra","players":{players},"to_move":1,"phase":"play","pits":{{{pits}}}{extra}}}"#
    ))
}

/// Legal moves from one pit (those whose text starts with it).
fn from(g: &AnyGame, pit: &str) -> Vec<String> {
    let mut v: Vec<String> = g
        .legal_unsorted()
        .into_iter()
        .filter(|m| {
            m.starts_with(&format!("{pit}-"))
                || m.starts_with(&format!("{pit}>"))
                || m.starts_with(&format!("{pit}+"))
        })
        .collect();
    v.sort();
    v
}

fn illegal(g: &AnyGame, m: &str) {
    let mut h = g.clone();
    let before = h.to_json();
    assert!(
        matches!(
            h.play_text(m),
            Err(MoveError::Illegal(..) | MoveError::Syntax(_))
        ),
        "{m} should be refused"
    );
    assert_eq!(h.to_json(), before);
}

#[test]
fn start_positions_are_as_listed() {
    let g = start(GameKind::Myra, 2);
    assert_eq!(pit(&g, "f1"), "Q1");
    assert_eq!(pit(&g, "e1"), "1*4");
    assert_eq!(pit(&g, "h1"), "1*3");
    assert_eq!(pit(&g, "i1"), "1*2");
    assert_eq!(pit(&g, "f11"), "Q2");
    assert_eq!(pit(&g, "i8"), "2*2");
    assert_eq!(field(&g, "reserve"), json!([25, 25]));
    let g = start(GameKind::Myra, 3);
    assert_eq!(pit(&g, "l6"), "Q2");
    assert_eq!(pit(&g, "k7"), "2*4");
    assert_eq!(pit(&g, "a6"), "Q3");
    assert_eq!(pit(&g, "d9"), "3*2");
    assert_eq!(g.to_json()["pits"].as_object().unwrap().len(), 30);
    assert_eq!(g.pieces_total(), 3 * 51);
}

#[test]
fn queen_steps_and_captures_but_never_shares() {
    let g = myra(
        2,
        r#""f6":"Q1","f7":"2*3","e5":"1","g6":"2*5","f11":"Q2""#,
        "",
    );
    let mut moves = from(&g, "f6");
    moves.sort();
    // e6, f5, g5 empty; f7 enemy troop (captured); g6 enemy fortress (immune); e5 own (never shares).
    assert_eq!(moves, ["f6-e6", "f6-f5", "f6-f7", "f6-g5"]);
    let mut h = g.clone();
    play(&mut h, &["f6-f7"]);
    assert_eq!(pit(&h, "f7"), "Q1");
    assert_eq!(field(&h, "captured"), json!([3, 0]));
}

#[test]
fn capturing_the_queen_wins_with_two_players() {
    let mut g = myra(2, r#""f6":"Q1","f7":"Q2""#, "");
    let ev = play(&mut g, &["f6-f7"]);
    assert_eq!(g.finished().unwrap().outcome, Outcome::Winner(1));
    assert_eq!(
        field(&g, "out"),
        json!([]),
        "the loser of two is not marked out"
    );
    assert!(ev.iter().any(|e| e["kind"] == "game_over"));
    // A finished position reads back.
    let back = AnyGame::from_json(&serde_json::Value::Object(g.to_json())).unwrap();
    assert_eq!(back.finished().unwrap().outcome, Outcome::Winner(1));
}

#[test]
fn single_soldier_steps_captures_and_joins() {
    let g = myra(
        2,
        r#""d4":"1","d5":"1*4","e5":"2*4","c4":"1*5","e4":"Q1","c3":"2*5","a1":"Q2""#,
        "",
    );
    let moves: Vec<String> = g
        .legal_unsorted()
        .into_iter()
        .filter(|m| m.starts_with("d4-"))
        .collect();
    // Neighbours of d4: c3 c4 d3 d5 e4 e5.
    assert!(moves.contains(&"d4-d3".to_string()), "empty");
    assert!(
        moves.contains(&"d4-d5".to_string()),
        "joins 4 to make a fortress"
    );
    assert!(
        moves.contains(&"d4-e5".to_string()),
        "captures a troop of 4"
    );
    assert!(
        !moves.contains(&"d4-c4".to_string()),
        "own fortress is full"
    );
    assert!(
        !moves.contains(&"d4-e4".to_string()),
        "never joins the queen"
    );
    assert!(
        !moves.contains(&"d4-c3".to_string()),
        "enemy fortress is immune"
    );
}

#[test]
fn troops_move_within_n_steps_and_nothing_is_jumped() {
    // A troop of 2 in the a1 corner; its neighbours hold a friend, a foe and the own queen.
    let g = myra(
        2,
        r#""a1":"1*2","a2":"1","b1":"2","b2":"Q1","f11":"Q2""#,
        "",
    );
    // The whole troop joins a2 or captures b1; one soldier may split onto a2.
    assert_eq!(from(&g, "a1"), ["a1-a2", "a1-a2/1", "a1-b1"]);
    // With the way open it reaches two steps away, and no farther.
    let g = myra(2, r#""a1":"1*2","f1":"Q1","f11":"Q2""#, "");
    let whole: Vec<String> = from(&g, "a1")
        .into_iter()
        .filter(|m| m.contains('-') && !m.contains('/'))
        .collect();
    assert_eq!(
        whole,
        [
            "a1-a2", "a1-a3", "a1-b1", "a1-b2", "a1-b3", "a1-c1", "a1-c2", "a1-c3"
        ]
    );
    // A troop of 3 captures an enemy queen two steps away: win.
    let mut g = myra(2, r#""a1":"1*3","a3":"Q2","f1":"Q1""#, "");
    play(&mut g, &["a1-a3"]);
    assert_eq!(g.finished().unwrap().outcome, Outcome::Winner(1));
}

#[test]
fn troops_construct_up_to_five() {
    let g = myra(
        2,
        r#""d4":"1*3","d5":"1*2","d3":"1*3","f1":"Q1","f11":"Q2""#,
        "",
    );
    let w = from(&g, "d4");
    assert!(w.contains(&"d4-d5".to_string()));
    assert!(!w.contains(&"d4-d3".to_string()), "3 + 3 > 5");
    let mut h = g.clone();
    play(&mut h, &["d4-d5"]);
    assert_eq!(pit(&h, "d5"), "1*5");
}

#[test]
fn a_fortress_is_immune_and_immobile_but_splits_and_dechains() {
    let g = myra(2, r#""d4":"1*5","d5":"2","f1":"Q1","f11":"Q2""#, "");
    let moves = from(&g, "d4");
    assert!(
        moves.iter().all(|m| m.contains('/') || m.contains('>')),
        "no whole move: {moves:?}"
    );
    assert!(moves.iter().any(|m| m.contains('>')), "dechain");
    assert!(moves.iter().any(|m| m.ends_with("/4")), "split 4");
    illegal(&g, "d4-d3");
    let g = myra(2, r#""d4":"1*4","d5":"2*5","f1":"Q1","f11":"Q2""#, "");
    illegal(&g, "d4-d5");
}

#[test]
fn a_split_never_captures() {
    let g = myra(2, r#""d4":"1*3","d5":"2","f1":"Q1","f11":"Q2""#, "");
    let moves = from(&g, "d4");
    assert!(
        moves.contains(&"d4-d5".to_string()),
        "the whole troop captures"
    );
    assert!(!moves.iter().any(|m| m.starts_with("d4-d5/")));
    illegal(&g, "d4-d5/1");
    let mut h = g.clone();
    play(&mut h, &["d4-d3/2"]);
    assert_eq!((pit(&h, "d4"), pit(&h, "d3")), ("1".into(), "1*2".into()));
}

#[test]
fn split_reach_is_the_size_moved() {
    let g = myra(2, r#""a1":"1*4","f1":"Q1","f11":"Q2""#, "");
    let ones: Vec<String> = from(&g, "a1")
        .into_iter()
        .filter(|m| m.ends_with("/1"))
        .collect();
    assert_eq!(ones, ["a1-a2/1", "a1-b1/1", "a1-b2/1"]);
    assert!(from(&g, "a1").contains(&"a1-a4/3".to_string()));
    assert!(!from(&g, "a1").contains(&"a1-a4/2".to_string()));
}

#[test]
fn chains_follow_any_path_of_single_soldiers_and_skip_the_queen() {
    let g = myra(
        2,
        r#""c1":"1","d1":"1","e1":"1","f1":"Q1","g1":"1","f11":"Q2""#,
        "",
    );
    let chains: Vec<String> = g
        .legal_unsorted()
        .into_iter()
        .filter(|m| m.contains('+'))
        .collect();
    let mut chains = chains;
    chains.sort();
    assert_eq!(
        chains,
        ["c1+d1", "c1+d1+e1", "d1+c1", "d1+e1", "e1+d1", "e1+d1+c1"]
    );
    let mut h = g.clone();
    let ev = play(&mut h, &["c1+d1+e1"]);
    assert_eq!(
        (pit(&h, "c1"), pit(&h, "d1"), pit(&h, "e1")),
        ("".into(), "".into(), "1*3".into())
    );
    assert_eq!(ev.iter().filter(|e| e["kind"] == "lift").count(), 2);
    illegal(&g, "e1+f1+g1");
    // A chain and the equivalent step are both listed.
    assert!(g.legal_unsorted().contains(&"c1-d1".to_string()));
}

#[test]
fn chains_have_at_most_five_pits() {
    let g = myra(
        2,
        r#""a1":"1","a2":"1","a3":"1","a4":"1","a5":"1","a6":"1","f1":"Q1","f11":"Q2""#,
        "",
    );
    let longest = g
        .legal_unsorted()
        .into_iter()
        .filter(|m| m.contains('+'))
        .map(|m| m.split('+').count())
        .max();
    assert_eq!(longest, Some(5));
    illegal(&g, "a1+a2+a3+a4+a5+a6");
}

#[test]
fn dechain_needs_n_empty_pits_in_a_path() {
    // A troop of 3 in the a1 corner with b1 and b2 blocked: only a2 > a3 > … or a2 > b3 ….
    let g = myra(
        2,
        r#""a1":"1*3","b1":"2","b2":"2","f1":"Q1","f11":"Q2""#,
        "",
    );
    let mut d: Vec<String> = g
        .legal_unsorted()
        .into_iter()
        .filter(|m| m.contains('>'))
        .collect();
    d.sort();
    assert_eq!(
        d,
        [
            "a1>a2>a3>a4",
            "a1>a2>a3>b3",
            "a1>a2>a3>b4",
            "a1>a2>b3>a3",
            "a1>a2>b3>b4",
            "a1>a2>b3>c3",
            "a1>a2>b3>c4"
        ]
    );
    let mut h = g.clone();
    play(&mut h, &["a1>a2>a3>a4"]);
    assert_eq!(
        (pit(&h, "a1"), pit(&h, "a2"), pit(&h, "a4")),
        ("".into(), "1".into(), "1".into())
    );
    // With every neighbour taken there is no dechain.
    let g = myra(
        2,
        r#""a1":"1*2","a2":"2","b1":"2","b2":"2","f1":"Q1","f11":"Q2""#,
        "",
    );
    assert!(!g.legal_unsorted().iter().any(|m| m.contains('>')));
    illegal(&g, "a1>a2>a3");
}

#[test]
fn produce_needs_reserve_and_an_empty_pit_by_the_queen() {
    let g = myra(2, r#""a1":"Q1","a2":"1","f11":"Q2""#, "");
    let mut p: Vec<String> = g
        .legal_unsorted()
        .into_iter()
        .filter(|m| m.starts_with('*'))
        .collect();
    p.sort();
    assert_eq!(p, ["*b1", "*b2"]);
    let mut h = g.clone();
    let ev = play(&mut h, &["*b1"]);
    assert_eq!(pit(&h, "b1"), "1");
    assert_eq!(field(&h, "reserve"), json!([24, 25]));
    assert!(ev.iter().any(|e| e["kind"] == "produce"));
    let g = myra(
        2,
        r#""a1":"Q1","a2":"1","f11":"Q2""#,
        r#","reserve":[0,25]"#,
    );
    assert!(!g.legal_unsorted().iter().any(|m| m.starts_with('*')));
    illegal(&g, "*b1");
    let g = myra(2, r#""a1":"Q1","a2":"1","b1":"1","b2":"2","f11":"Q2""#, "");
    illegal(&g, "*b1");
}

#[test]
fn three_players_take_over_the_captured_player() {
    let mut g = myra(
        3,
        r#""f6":"1*2","f7":"Q2","a1":"2*3","b1":"2","f1":"Q1","l6":"Q3""#,
        r#","reserve":[25,20,25]"#,
    );
    let total = g.pieces_total();
    let ev = play(&mut g, &["f6-f7"]);
    assert!(g.finished().is_none(), "two queens still stand");
    assert_eq!(pit(&g, "a1"), "1*3");
    assert_eq!(pit(&g, "b1"), "1");
    assert_eq!(field(&g, "out"), json!([2]));
    assert_eq!(field(&g, "reserve"), json!([25, 0, 25]));
    assert_eq!(field(&g, "discarded"), json!([0, 20, 0]));
    assert_eq!(field(&g, "captured"), json!([1, 0, 0]));
    assert_eq!(g.to_move(), 3, "player 2 is skipped");
    assert!(
        ev.iter()
            .any(|e| e["kind"] == "takeover" && e["pit"] == "a1")
    );
    assert!(
        ev.iter()
            .any(|e| e["kind"] == "eliminate" && e["player"] == 2)
    );
    assert_eq!(
        g.pieces_total(),
        total,
        "board + reserves + captured + discarded is conserved"
    );
}

#[test]
fn the_last_queen_standing_wins() {
    let mut g = myra(
        3,
        r#""f6":"Q1","f7":"Q3","f1":"1""#,
        r#","out":[2],"reserve":[25,0,25]"#,
    );
    play(&mut g, &["f6-f7"]);
    assert_eq!(g.finished().unwrap().outcome, Outcome::Winner(1));
}

#[test]
fn a_player_without_a_move_passes() {
    let g = myra(
        2,
        r#""a1":"Q1","a2":"2*5","b1":"2*5","b2":"2*5","f11":"Q2""#,
        r#","reserve":[0,25]"#,
    );
    assert_eq!(g.legal_unsorted(), ["pass"]);
    let mut h = g.clone();
    play(&mut h, &["pass"]);
    assert_eq!(h.to_move(), 2);
    illegal(&start(GameKind::Myra, 2), "pass");
}

#[test]
fn third_repetition_draws() {
    let mut g = myra(2, r#""a1":"Q1","l6":"Q2""#, r#","reserve":[0,0]"#);
    let line = [
        "a1-a2", "l6-l5", "a2-a1", "l5-l6", "a1-a2", "l6-l5", "a2-a1",
    ];
    play(&mut g, &line);
    assert!(
        g.finished().is_none(),
        "the start has occurred twice so far"
    );
    play(&mut g, &["l5-l6"]);
    let f = g.finished().expect("third occurrence");
    assert_eq!(f.outcome, Outcome::Draw(vec![1, 2]));
    assert_eq!(f.reason, sowing_rules::EndReason::Repetition);
}

#[test]
fn quiet_limit_draws() {
    let mut g = myra(2, r#""a1":"Q1","l6":"Q2""#, r#","quiet":199"#);
    play(&mut g, &["a1-a2"]);
    assert!(g.finished().is_some());
    let mut g = myra(
        2,
        r#""a1":"Q1","l6":"Q2""#,
        r#","quiet":3,"options":{"quiet_limit":5}"#,
    );
    play(&mut g, &["a1-a2"]);
    assert!(g.finished().is_none());
    play(&mut g, &["l6-l5"]);
    assert_eq!(g.finished().unwrap().outcome, Outcome::Draw(vec![1, 2]));
}

#[test]
fn captures_reset_the_quiet_count() {
    let mut g = myra(2, r#""f6":"Q1","f7":"2","l6":"Q2""#, r#","quiet":150"#);
    play(&mut g, &["f6-f7"]);
    assert_eq!(field(&g, "quiet"), json!(0));
}

#[test]
fn malformed_positions_are_rejected() {
    use sowing_rules::PositionErrorKind as K;
    let kind = |text: &str| AnyGame::from_json_str(text).err().map(|e| e.kind);
    let bad = [
        (r#""f6":"1 2""#, K::Pits),
        (r#""f6":"1*6""#, K::Pits),
        (r#""f6":"Q1 1""#, K::Pits),
        (r#""f6":"Q1","f7":"Q1","l6":"Q2""#, K::Rules),
        (r#""f6":"1","l6":"Q2""#, K::Rules),
        (r#""f6":"M1","l6":"Q2""#, K::Pits),
        (r#""j1":"Q1","l6":"Q2""#, K::Pits),
    ];
    for (pits, want) in bad {
        let text = format!(
            r#"{{"game":"myra","players":2,"to_move":1,"phase":"play","pits":{{{pits}}}}}"#
        );
        assert_eq!(kind(&text), Some(want), "{pits}");
    }
    let out_with_pieces = r#"{"game":"myra","players":3,"phase":"play","pits":{"f1":"Q1","l6":"Q3","a1":"2"},"out":[2]}"#;
    assert_eq!(kind(out_with_pieces), Some(K::Rules));
    let to_move_out = r#"{"game":"myra","players":3,"to_move":2,"phase":"play","pits":{"f1":"Q1","l6":"Q3"},"out":[2]}"#;
    assert_eq!(kind(to_move_out), Some(K::Players));
    // The kinds of the shared fields, and the engine's detail kept for its error line.
    for (text, want) in [
        ("{", K::NotJson),
        ("[1]", K::NotJson),
        (r#"{"game":"chess"}"#, K::Game),
        (r#"{"game":"myra","colour":1}"#, K::UnknownField),
        (r#"{"game":"myra","players":4}"#, K::Players),
        (r#"{"game":"myra","phase":"dusk"}"#, K::Phase),
        (r#"{"game":"myra","options":{"speed":1}}"#, K::Options),
        (r#"{"game":"myra","phase":"over"}"#, K::Result),
    ] {
        let e = AnyGame::from_json_str(text).unwrap_err();
        assert_eq!(e.kind, want, "{text}: {e}");
        assert!(e.to_string().starts_with("malformed position: "), "{e}");
        assert!(!e.detail.is_empty());
    }
}
