//! replay and saves: records read back move by move, a save killed at any moment, and
//! output to a closed pipe.

use std::process::{Command, Stdio};

use serde_json::Value;

use crate::{fails, ok, temp_dir};

#[test]
fn replay_prints_each_move_with_its_position_and_the_result() {
    let d = temp_dir("replay");
    let start = sowing_rules::AnyGame::new(
        sowing_rules::GameKind::UmelBagara,
        Some(2),
        Default::default(),
    )
    .unwrap();
    let moves = vec!["1".to_string(), "3R".to_string(), "5".to_string()];
    let seats = vec![
        sowing_rules::SeatRecord {
            name: "Ann".into(),
            computer: None,
        },
        sowing_rules::SeatRecord {
            name: "Computer".into(),
            computer: Some("hard".into()),
        },
    ];
    let path = d.join("game.json");
    sowing_rules::Record::new(&start, seats.clone(), moves.clone())
        .save(&path)
        .unwrap();
    let out = ok(&["replay", path.to_str().unwrap()]);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines[0], "umel_bagara for 2 players, 3 moves");
    let mut g = start.clone();
    for (i, m) in moves.iter().enumerate() {
        g.play_text(m).unwrap();
        let want = format!("{}. {m} {}", i + 1, Value::Object(g.to_json()));
        assert_eq!(lines[2 + i], want);
    }
    assert_eq!(lines[5], "result: unfinished: player 2 to move");
    // JSON output carries the same positions.
    let j: Value =
        serde_json::from_str(&ok(&["replay", path.to_str().unwrap(), "--json"])).unwrap();
    assert_eq!(j["moves"][2]["position"], Value::Object(g.to_json()));

    // A record with an illegal move is refused naming it, and left as it was.
    let bad = d.join("bad.json");
    sowing_rules::Record::new(&start, seats, vec!["1".into(), "9".into()])
        .save(&bad)
        .unwrap();
    let before = std::fs::read(&bad).unwrap();
    fails(&["replay", bad.to_str().unwrap()], None, 2, "move 2 '9'");
    assert_eq!(std::fs::read(&bad).unwrap(), before);
    std::fs::write(&bad, "").unwrap();
    fails(&["replay", bad.to_str().unwrap()], None, 2, "empty");
    fails(
        &["replay", d.join("none.json").to_str().unwrap()],
        None,
        2,
        "cannot read",
    );
    fails(&["replay"], None, 2, "<FILE>");
}

#[test]
fn a_save_killed_at_any_moment_leaves_a_whole_record() {
    let d = temp_dir("kill");
    let path = d.join("autosave.json");
    let start =
        sowing_rules::AnyGame::new(sowing_rules::GameKind::Tricala, Some(2), Default::default())
            .unwrap();
    let seats = (1..=2)
        .map(|p| sowing_rules::SeatRecord {
            name: format!("Player {p}"),
            computer: None,
        })
        .collect();
    sowing_rules::Record::new(&start, seats, Vec::new())
        .save(&path)
        .unwrap();
    let mut seen = std::collections::HashSet::new();
    let mut x: u64 = 0x9e3779b97f4a7c15;
    let began = std::time::Instant::now();
    let mut kills = 0;
    while kills < 200 && began.elapsed() < std::time::Duration::from_secs(120) {
        let mut child = Command::new(env!("CARGO_BIN_EXE_sowing-cli"))
            .args(["save-loop", path.to_str().unwrap(), "--game", "tricala"])
            .args(["--seed", &kills.to_string()])
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        std::thread::sleep(std::time::Duration::from_micros(x % 12_000));
        child.kill().unwrap();
        child.wait().unwrap();
        kills += 1;
        let r = sowing_rules::Record::load(&path)
            .unwrap_or_else(|e| panic!("after kill {kills}, the record does not load: {e}"));
        seen.insert(r.record.to_text());
    }
    assert_eq!(kills, 200, "200 kills within the time bound");
    assert!(
        seen.len() > 20,
        "saves went on between kills ({} records seen)",
        seen.len()
    );
}

/// `replay FILE | head`: a reader that closes the pipe early is no failure. The pipe's
/// read end is closed before the binary writes, so its write meets a broken pipe every
/// time (where `println!` panicked with status 101).
#[test]
fn output_to_a_closed_pipe_ends_quietly_with_status_0() {
    for args in [
        &["legal", "--game", "esiema", "--players", "6"][..],
        &["--help"][..],
    ] {
        let (reader, writer) = std::io::pipe().unwrap();
        drop(reader);
        let o = Command::new(env!("CARGO_BIN_EXE_sowing-cli"))
            .args(args)
            .stdout(writer)
            .stderr(Stdio::piped())
            .output()
            .unwrap();
        let err = String::from_utf8_lossy(&o.stderr);
        assert_eq!(o.status.code(), Some(0), "{args:?}: {err}");
        assert!(err.is_empty(), "{args:?}: nothing on standard error: {err}");
    }
}
