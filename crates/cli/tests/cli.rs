//! Runs the `sowing-cli` binary for each subcommand, with good and bad input.

use std::io::Write;
use std::process::{Command, Output, Stdio};

use serde_json::Value;

fn cli(args: &[&str], stdin: Option<&str>) -> Output {
    let mut c = Command::new(env!("CARGO_BIN_EXE_sowing-cli"));
    c.args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let mut child = c.spawn().expect("run sowing-cli");
    if let Some(s) = stdin {
        child.stdin.take().unwrap().write_all(s.as_bytes()).unwrap();
    }
    drop(child.stdin.take());
    child.wait_with_output().unwrap()
}

fn ok(args: &[&str]) -> String {
    let o = cli(args, None);
    assert!(
        o.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&o.stderr)
    );
    String::from_utf8(o.stdout).unwrap()
}

/// Asserts the ENGINE.md failure contract: the status, one line on stderr, nothing on stdout.
fn fails(args: &[&str], stdin: Option<&str>, code: i32, needle: &str) {
    let o = cli(args, stdin);
    assert_eq!(o.status.code(), Some(code), "{args:?}");
    let err = String::from_utf8(o.stderr).unwrap();
    assert_eq!(err.trim_end().lines().count(), 1, "one line: {err}");
    assert!(err.contains(needle), "{args:?}: '{err}' lacks '{needle}'");
    assert!(o.stdout.is_empty(), "no position printed");
}

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
fn bench_reports_json() {
    let out = ok(&[
        "bench",
        "--game",
        "umel_bagara",
        "--seconds",
        "0.2",
        "--json",
    ]);
    let v: Value = serde_json::from_str(&out).unwrap();
    for k in [
        "playouts_per_second",
        "plies_per_second",
        "legal_start_ns",
        "mean_plies",
    ] {
        assert!(v[k].as_f64().unwrap() > 0.0, "{k}");
    }
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
fn selfplay_results_do_not_depend_on_the_thread_count() {
    let run = |threads: &str| {
        let out = ok(&[
            "selfplay",
            "--game",
            "tricala",
            "--ai",
            "medium,greedy",
            "--games",
            "5",
            "--seed",
            "8",
            "--iterations",
            "40",
            "--threads",
            threads,
            "--json",
        ]);
        let v: Value = serde_json::from_str(&out).unwrap();
        let seats: Vec<(String, u64, u64, u64)> = v["seats"]
            .as_array()
            .unwrap()
            .iter()
            .map(|s| {
                assert!(s["ms_per_move"].as_f64().unwrap() >= 0.0);
                (
                    s["ai"].as_str().unwrap().to_string(),
                    s["wins"].as_u64().unwrap(),
                    s["draws"].as_u64().unwrap(),
                    s["losses"].as_u64().unwrap(),
                )
            })
            .collect();
        (seats, v["mean_plies"].as_f64().unwrap())
    };
    assert_eq!(run("1"), run("3"));
}

#[test]
fn selfplay_gives_each_player_its_own_budget() {
    // The same level at two budgets: two entries, each at every seat of every game.
    let out = ok(&[
        "selfplay",
        "--game",
        "umel_bagara",
        "--ai",
        "hard,hard",
        "--games",
        "4",
        "--seed",
        "5",
        "--iterations",
        "2000,20",
        "--json",
    ]);
    let v: Value = serde_json::from_str(&out).unwrap();
    let seats = v["seats"].as_array().unwrap();
    let names: Vec<&str> = seats.iter().map(|s| s["ai"].as_str().unwrap()).collect();
    assert_eq!(names, ["hard@2000it", "hard@20it"]);
    for s in seats {
        let n = s["wins"].as_u64().unwrap()
            + s["draws"].as_u64().unwrap()
            + s["losses"].as_u64().unwrap();
        assert_eq!(n, 4, "{s}");
    }
    fails(
        &[
            "selfplay",
            "--game",
            "umel_bagara",
            "--ai",
            "hard,greedy",
            "--iterations",
            "1,2,3",
        ],
        None,
        2,
        "one per computer player",
    );
    fails(
        &["selfplay", "--game", "umel_bagara", "--iterations", "20,x"],
        None,
        2,
        "'x' is not a number",
    );
}

#[test]
fn selfplay_reports_seats_and_rates() {
    let out = ok(&[
        "selfplay",
        "--game",
        "umel_bagara",
        "--ai",
        "easy,random",
        "--games",
        "4",
        "--seed",
        "3",
        "--iterations",
        "50",
        "--json",
    ]);
    let v: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["games"], 4);
    let seats = v["seats"].as_array().unwrap();
    assert_eq!(seats.len(), 2);
    for s in seats {
        let n = s["wins"].as_u64().unwrap()
            + s["draws"].as_u64().unwrap()
            + s["losses"].as_u64().unwrap();
        assert_eq!(n, 4, "{s}");
        let (lo, hi) = (
            s["win_rate_95"][0].as_f64().unwrap(),
            s["win_rate_95"][1].as_f64().unwrap(),
        );
        assert!(lo <= s["win_rate"].as_f64().unwrap() && s["win_rate"].as_f64().unwrap() <= hi);
    }
    assert!(v["mean_plies"].as_f64().unwrap() > 0.0);
    let text = ok(&[
        "selfplay",
        "--game",
        "tricala",
        "--players",
        "3",
        "--ai",
        "greedy,random,random",
        "--games",
        "3",
    ]);
    assert!(text.contains("greedy") && text.contains("mean game length"));
    fails(
        &["selfplay", "--game", "umel_bagara", "--ai", "wizard"],
        None,
        2,
        "unknown computer player",
    );
    fails(
        &[
            "selfplay",
            "--game",
            "umel_bagara",
            "--ai",
            "easy,easy,easy",
        ],
        None,
        2,
        "2 players",
    );
}

/// A fresh, empty folder for one test, in the build's folder for test scratch files
/// (reused by the next run rather than left behind in the system's temporary folder).
fn temp_dir(name: &str) -> std::path::PathBuf {
    let d = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("sowing-cli-{name}"));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

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

#[test]
fn help_lists_every_command_and_each_command_its_flags() {
    let out = ok(&["--help"]);
    for cmd in [
        "new", "legal", "count", "play", "perft", "bench", "selfplay", "replay",
    ] {
        assert!(out.contains(cmd), "--help lacks {cmd}: {out}");
    }
    assert!(!out.contains("save-loop"), "the test helper stays hidden");
    let play = ok(&["play", "--help"]);
    for flag in ["--position", "--game", "--players", "--option", "[MOVE]"] {
        assert!(play.contains(flag), "play --help lacks {flag}: {play}");
    }
    let selfplay = ok(&["selfplay", "--help"]);
    for flag in [
        "--ai",
        "--games",
        "--seed",
        "--budget-ms",
        "--iterations",
        "--threads",
        "--json",
    ] {
        assert!(selfplay.contains(flag), "selfplay --help lacks {flag}");
    }
    fails(&["play", "--frobnicate"], None, 2, "unexpected argument");
    fails(&[], None, 2, "sowing-cli");
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

/// `think` prints a legal move on random positions of every game and player count,
/// with --json its values (one per player, 0..1), its line (starting with the move)
/// and its iterations; a finished position exits 2.
#[test]
fn think_always_prints_a_legal_move() {
    use sowing_rules::{AnyGame, GameKind, Rng};
    let mut rng = Rng::new(15);
    for kind in GameKind::ALL {
        for players in kind.player_range() {
            let mut g = AnyGame::new(kind, Some(players), serde_json::Map::new()).unwrap();
            for round in 0..3 {
                for _ in 0..(5 + rng.below(40)) {
                    let Some(m) = g.random_move_text(&mut rng) else {
                        break;
                    };
                    g.play_text(&m).unwrap();
                }
                if g.finished().is_some() {
                    break;
                }
                let pos = Value::Object(g.to_json()).to_string();
                let args = [
                    "think",
                    "--position",
                    "-",
                    "--level",
                    "easy",
                    "--json",
                    "--seed",
                ];
                let seed = round.to_string();
                let o = cli(&[&args[..], &[seed.as_str()]].concat(), Some(&pos));
                assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
                let v: Value = serde_json::from_slice(&o.stdout).unwrap();
                let mv = v["move"].as_str().unwrap();
                assert!(
                    g.clone().play_text(mv).is_ok(),
                    "{kind} {players}: {mv} is not legal"
                );
                let values = v["values"].as_array().unwrap();
                assert_eq!(values.len(), players as usize);
                assert!(
                    values
                        .iter()
                        .all(|x| (0.0..=1.0).contains(&x.as_f64().unwrap()))
                );
                assert_eq!(v["line"][0], v["move"]);
                assert!(v["iterations"].as_u64().unwrap() >= 1);
            }
        }
    }
    let over = r#"{"game":"umel_bagara","rows":[[0,0,0,0,0],[0,0,0,0,0]],"stores":[20,30],"phase":"over","result":{"winner":2}}"#;
    fails(&["think", "--position", "-"], Some(over), 2, "over");
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

/// Player 1 to move sows 6d east into player 2's stone at 6e: the capture makes 10.
const TRICALA_WON_IN_ONE: &str = r#"{"game":"tricala","players":2,"to_move":1,"phase":"play","pits":{"6d":"1","6e":"2","3b":"2"},"captured":[8,7]}"#;

#[test]
fn prove_names_a_forced_win_and_the_move_that_keeps_it() {
    let out = cli(&["prove", "--position", "-"], Some(TRICALA_WON_IN_ONE));
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.starts_with("player 1 wins (6d:E); "), "{text}");
    // Player 2 cannot win: player 1's winning move is what keeps it so.
    let out = cli(
        &["prove", "--position", "-", "--player", "2", "--json"],
        Some(TRICALA_WON_IN_ONE),
    );
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["proof"], "cannot win");
    assert_eq!(v["player"], 2);
    assert!(v["move"].is_string(), "{v}");
    // Each move of player 1: only the capture at 6e wins at once; the summary counts all.
    let out = cli(
        &["prove", "--position", "-", "--each-move"],
        Some(TRICALA_WON_IN_ONE),
    );
    let text = String::from_utf8(out.stdout).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    let legal = cli(&["legal", "--position", "-"], Some(TRICALA_WON_IN_ONE));
    let moves = String::from_utf8(legal.stdout).unwrap().lines().count();
    assert_eq!(lines.len(), moves + 1, "{text}");
    assert!(lines.contains(&"6d:E wins 0"), "{text}");
    assert!(
        lines[moves].starts_with(&format!("after {moves} moves: player 1 wins after ")),
        "{text}"
    );
}

#[test]
fn prove_gives_up_past_its_budget_and_refuses_what_it_cannot_prove() {
    let out = ok(&["prove", "--game", "tricala", "--nodes", "50"]);
    assert!(out.starts_with("player 1 unknown; "), "{out}");
    fails(&["prove", "--game", "umel_bagara"], None, 2, "Tricala only");
    fails(
        &["prove", "--game", "tricala", "--player", "3"],
        None,
        2,
        "the players are 1 to 2",
    );
    let won = r#"{"game":"tricala","players":2,"to_move":2,"phase":"over","pits":{"6e":"1*2"},"captured":[9,7],"result":{"winner":1},"reason":"test"}"#;
    fails(
        &["prove", "--position", "-"],
        Some(won),
        2,
        "the game is over",
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
