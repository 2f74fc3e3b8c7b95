//! new, legal, count, perft, play, options, diagram and steps: positions and moves in, and
//! bad positions and moves refused with the failure contract.

use std::io::Write;

use serde_json::Value;

use crate::{cli, fails, ok};

#[test]
fn new_prints_the_canonical_start_that_reads_back() {
    for (g, p) in [("umel_bagara", "2"), ("tricala", "2"), ("tricala", "3")] {
        let out = ok(&["new", "--game", g, "--players", p]);
        let v: Value = serde_json::from_str(&out).unwrap();
        assert_eq!(v["game"], g);
        assert_eq!(v["phase"], if g == "tricala" { "setup" } else { "play" });
        // Reading it back and printing gives the same text.
        let again = cli(&["play", "--position", "-"], Some(&out));
        let w: Value = serde_json::from_slice(&again.stdout).unwrap();
        assert_eq!(w["position"], v);
    }
    let v: Value = serde_json::from_str(&ok(&[
        "new",
        "--game",
        "tricala",
        "--option",
        "simultaneous=opponent",
        "--option",
        "capturer_kept=true",
    ]))
    .unwrap();
    assert_eq!(v["options"]["simultaneous"], "opponent");
    assert_eq!(v["options"]["capturer_kept"], true);
}

#[test]
fn legal_is_sorted_and_limited() {
    let out = ok(&["legal", "--game", "umel_bagara"]);
    assert_eq!(
        out.lines().collect::<Vec<_>>(),
        ["1", "2", "3L", "3R", "4", "5"]
    );
    fails(
        &["legal", "--game", "tricala", "--limit", "100"],
        None,
        3,
        "1140",
    );
    let out = ok(&["legal", "--game", "tricala"]);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 1140);
    let mut sorted = lines.clone();
    sorted.sort();
    assert_eq!(lines, sorted);
    assert_eq!(lines[0], "@2a,2a,2a");
}

#[test]
fn count_and_perft() {
    assert_eq!(ok(&["count", "--game", "tricala"]).trim(), "1140");
    assert_eq!(ok(&["perft", "3", "--game", "umel_bagara"]).trim(), "168");
    fails(&["perft", "x", "--game", "umel_bagara"], None, 2, "depth");
    fails(&["perft", "--game", "umel_bagara"], None, 2, "DEPTH");
}

#[test]
fn play_prints_position_and_events() {
    let out = ok(&["play", "--game", "umel_bagara", "3L", "1"]);
    let v: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["position"]["to_move"], 1);
    let kinds: Vec<&str> = v["events"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["kind"].as_str().unwrap())
        .collect();
    assert_eq!(kinds[0], "lift");
    assert!(kinds.contains(&"drop") && kinds.contains(&"turn"));
}

#[test]
fn play_reads_a_position_file() {
    let mut f = tempfile::NamedTempFile::new().unwrap();
    write!(f, r#"{{"game":"tricala","players":2,"to_move":1,"phase":"play","pits":{{"4a":"1","4b":"2*2","6c":"2"}}}}"#).unwrap();
    let out = ok(&["play", "--position", f.path().to_str().unwrap(), "4a:E"]);
    let v: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["position"]["captured"], serde_json::json!([3, 0]));
}

#[test]
fn bad_positions_exit_2() {
    let cases = [
        (r#"{"game":"chess"}"#, "unknown game"),
        (r#"{"game":"tricala","pits":{"7a":"1"}}"#, "unknown pit"),
        (r#"{"game":"tricala","pits":{"4a":"3"}}"#, "player 3"),
        (r#"{"game":"tricala","pits":{"4a":"1**2"}}"#, "count"),
        (r#"{"game":"tricala","players":4}"#, "players"),
        (r#"{"game":"tricala","to_move":3}"#, "to_move"),
        (
            r#"{"game":"umel_bagara","rows":[[1,2,3],[1,2,3,4,5]]}"#,
            "rows",
        ),
        (r#"{"game":"tricala","captured":[1,2,3]}"#, "captured"),
        (
            r#"{"game":"tricala","options":{"colour":"red"}}"#,
            "unknown option",
        ),
        (
            r#"{"game":"tricala","options":{"simultaneous":"both"}}"#,
            "simultaneous",
        ),
        (r#"{"game":"umel_bagara","phase":"over"}"#, "result"),
        ("not json", "not JSON"),
        ("", "not JSON"),
        ("[1,2]", "object"),
    ];
    for (pos, needle) in cases {
        fails(&["legal", "--position", "-"], Some(pos), 2, needle);
    }
    fails(
        &["legal", "--position", "/nonexistent/file"],
        None,
        2,
        "cannot read",
    );
    fails(
        &["new", "--game", "tricala", "--players", "5"],
        None,
        2,
        "players",
    );
    fails(&["new", "--game", "nope"], None, 2, "unknown game");
    fails(&["frobnicate"], None, 2, "unrecognized subcommand");
    fails(
        &["legal", "--game", "tricala", "--bogus"],
        None,
        2,
        "unexpected argument '--bogus'",
    );
}

#[test]
fn bad_and_illegal_moves_exit_2_naming_the_move() {
    fails(
        &["play", "--game", "umel_bagara", "1", "xyz"],
        None,
        2,
        "move 2 'xyz'",
    );
    fails(
        &["play", "--game", "umel_bagara", "3"],
        None,
        2,
        "move 1 '3'",
    );
    fails(
        &["play", "--game", "tricala", "@1a,2a,2b"],
        None,
        2,
        "corner",
    );
    fails(&["play", "--game", "tricala", "4b:E"], None, 2, "move 1");
    let pos = r#"{"game":"umel_bagara","rows":[[1,1,0,0,1],[0,0,3,0,0]]}"#;
    fails(
        &["play", "--position", "-", "1"],
        Some(pos),
        2,
        "fewer than 2",
    );
}

#[test]
fn finished_games_list_nothing() {
    let pos = r#"{"game":"umel_bagara","phase":"over","rows":[[0,0,0,0,0],[0,0,0,0,0]],"stores":[30,20],"result":{"winner":1},"reason":"test"}"#;
    let o = cli(&["legal", "--position", "-"], Some(pos));
    assert!(o.status.success());
    assert!(o.stdout.is_empty());
    let o = cli(&["count", "--position", "-"], Some(pos));
    assert_eq!(String::from_utf8(o.stdout).unwrap().trim(), "0");
}

#[test]
fn esiema_counts_lists_and_plays() {
    assert_eq!(
        ok(&["count", "--game", "esiema", "--players", "6"]).trim(),
        "91"
    );
    let big = r#"{"game":"esiema","players":2,"phase":"play","pits":{"f6":"M1 1*6 2*8","a1":"M2","l1":"2"}}"#;
    fails(
        &["count", "--position", "-"],
        Some(big),
        3,
        "too many to count",
    );
    let mid = r#"{"game":"esiema","players":2,"phase":"play","pits":{"f6":"M1 1*5 2*6","a1":"M2","l1":"2"}}"#;
    fails(&["legal", "--position", "-"], Some(mid), 3, "67093354944");
    let small =
        r#"{"game":"esiema","players":2,"phase":"play","pits":{"f6":"1 2","a1":"M2","l1":"M1 2"}}"#;
    let o = cli(&["legal", "--position", "-"], Some(small));
    let text = String::from_utf8(o.stdout).unwrap();
    assert!(
        text.lines()
            .any(|l| l.starts_with("f6>") && l.ends_with(":1"))
    );
    let o = cli(&["play", "--position", "-", "f6>f7:2>f8:1"], Some(small));
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    fails(
        &["play", "--position", "-", "f6>f7:1>f8:2"],
        Some(small),
        2,
        "last sphere",
    );
    fails(&["play", "--game", "esiema", "@j4"], None, 2, "unknown pit");
    let v: Value = serde_json::from_str(&ok(&[
        "new",
        "--game",
        "esiema",
        "--players",
        "3",
        "--option",
        "spheres=20,30,40",
    ]))
    .unwrap();
    assert_eq!(v["options"]["spheres"], serde_json::json!([20, 30, 40]));
    assert_eq!(v["reserve"], serde_json::json!([20, 30, 40]));
}

#[test]
fn myra_plays_through_the_command_line() {
    assert_eq!(
        ok(&["perft", "1", "--game", "myra", "--players", "3"]).trim(),
        "231"
    );
    let v: Value =
        serde_json::from_str(&ok(&["play", "--game", "myra", "e2-f4", "f10-f8/2"])).unwrap();
    assert_eq!(v["position"]["pits"]["f4"], "1*2");
    fails(
        &["play", "--game", "myra", "f1-e1"],
        None,
        2,
        "move 1 'f1-e1'",
    );
}

#[test]
fn options_lists_each_games_schema_and_option_values_are_checked() {
    let out = ok(&["options"]);
    assert!(out.contains("umel_bagara seeds 3..5 (default 5)"), "{out}");
    assert!(
        out.contains("tricala simultaneous most_stones|opponent"),
        "{out}"
    );
    assert_eq!(ok(&["options", "--game", "myra"]).trim().lines().count(), 1);
    fails(
        &["new", "--game", "umel_bagara", "--option", "seeds=9"],
        None,
        2,
        "option 'seeds' must be 3..5",
    );
    fails(
        &["new", "--game", "umel_bagara", "--option", "colour=red"],
        None,
        2,
        "unknown option 'colour'",
    );
    fails(
        &[
            "new",
            "--game",
            "tricala",
            "--option",
            "capturer_kept=maybe",
        ],
        None,
        2,
        "true or false",
    );
}

#[test]
fn diagram_draws_the_board_before_and_after_moves() {
    let start = ok(&["diagram", "--game", "umel_bagara"]);
    let lines: Vec<&str> = start.lines().collect();
    assert_eq!(lines.len(), 3, "{start}");
    assert!(lines[2].trim_start().starts_with("1.1:5"), "{start}");
    // Cup 1 sows its five beans to the left (clockwise): 2.5 .. 2.1 get one each.
    let after = ok(&["diagram", "--game", "umel_bagara", "1"]);
    assert!(after.contains("1.1:0"), "{after}");
    assert!(
        after.contains("2.5:6") && after.contains("2.1:6"),
        "{after}"
    );
    fails(
        &["diagram", "--game", "umel_bagara", "9"],
        None,
        2,
        "move 1 '9'",
    );
}

#[test]
fn steps_lists_the_build_steps_of_a_move() {
    assert_eq!(
        ok(&["steps", "--game", "umel_bagara", "3L"]).trim(),
        "pit 1.3\nside left"
    );
    let esiema = r#"{"game":"esiema","phase":"play","to_move":1,"pits":{"d4":"1 2","f5":"2*2","a1":"M1 1*3","l6":"M2 2*4"}}"#;
    let o = cli(&["steps", "--position", "-", "d4>e4:2>f5:1"], Some(esiema));
    let out = String::from_utf8(o.stdout).unwrap();
    assert_eq!(out.lines().next(), Some("pit d4"), "{out}");
    assert!(out.contains("piece small 2"), "{out}");
    fails(
        &["steps", "--game", "umel_bagara", "9"],
        None,
        2,
        "cannot be built",
    );
}
