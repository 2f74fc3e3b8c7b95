//! `sowing-cli match` and `think --threads/--seed`: the tally adds up, the score and
//! its interval agree, seats and openings rotate, every opening is played once from
//! each seat, games played at once end as one at a time, bad players and counts are
//! refused, the log tells each game's end, the records replay to it; threaded thinking prints legal moves and one
//! thread with a seed is reproducible. Small budgets and depth-limited players keep it
//! fast; nothing asserts on time.

use std::process::{Command, Output};

use serde_json::Value;

fn cli(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_sowing-cli"))
        .args(args)
        .output()
        .expect("run sowing-cli")
}

fn ok(args: &[&str]) -> String {
    let o = cli(args);
    assert!(
        o.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&o.stderr)
    );
    String::from_utf8(o.stdout).unwrap()
}

fn json(args: &[&str]) -> Value {
    serde_json::from_str(&ok(args)).unwrap()
}

/// A match of Umel Bagara between `a` and `b`, with the further arguments `rest`.
fn umel_match<'a>(a: &'a str, b: &'a str, rest: &[&'a str]) -> Vec<&'a str> {
    let head = ["match", "--game", "umel_bagara", "--a", a, "--b", b];
    [&head[..], rest].concat()
}

#[test]
fn a_match_tallies_every_game_with_a_score_interval() {
    let rest = [
        "--budget-ms",
        "50",
        "--games",
        "6",
        "--openings",
        "2",
        "--seed",
        "4",
        "--json",
    ];
    let v = json(&umel_match("alphabeta:3", "random", &rest));
    let (w, d, l) = (
        v["wins"].as_u64().unwrap(),
        v["draws"].as_u64().unwrap(),
        v["losses"].as_u64().unwrap(),
    );
    assert_eq!(w + d + l, 6);
    let score = v["score"].as_f64().unwrap();
    assert!((score - (w as f64 + d as f64 / 2.0) / 6.0).abs() < 1e-9);
    let (lo, hi) = (
        v["score_95"][0].as_f64().unwrap(),
        v["score_95"][1].as_f64().unwrap(),
    );
    assert!(lo <= score && score <= hi && lo >= 0.0 && hi <= 1.0);
    assert_eq!(v["a"], "alphabeta:3");
    assert_eq!(v["fair_share"], 0.5);
    // A played three games from each seat, and its results by seat add up to the tally.
    let seats: Vec<Vec<u64>> = serde_json::from_value(v["by_seat"].clone()).unwrap();
    assert_eq!(seats.len(), 2);
    assert!(seats.iter().all(|s| s.iter().sum::<u64>() == 3), "{v}");
    let sum = |i: usize| seats.iter().map(|s| s[i]).sum::<u64>();
    assert_eq!((sum(0), sum(1), sum(2)), (w, d, l));
    // Alpha-beta three plies deep beats random play.
    assert!(w >= 4, "{v}");
}

#[test]
fn three_players_give_a_one_seat_and_b_the_others() {
    let text = ok(&[
        "match",
        "--game",
        "tricala",
        "--players",
        "3",
        "--a",
        "greedy",
        "--b",
        "random",
        "--games",
        "3",
        "--openings",
        "1",
    ]);
    assert!(text.contains("3 games of tricala (3 players)"), "{text}");
    assert!(text.contains("fair share 33.3 %"), "{text}");
    assert!(text.contains("greedy:"), "{text}");
}

#[test]
fn a_deterministic_match_repeats_and_openings_differ_by_seed() {
    let args = |seed: &'static str| {
        let rest = ["--games", "4", "--openings", "4", "--seed", seed, "--json"];
        umel_match("alphabeta:2", "greedy", &rest)
    };
    let strip = |mut v: Value| {
        for k in ["ms_per_move_a", "ms_per_move_b"] {
            v.as_object_mut().unwrap().remove(k);
        }
        v
    };
    let a = strip(json(&args("1")));
    assert_eq!(a, strip(json(&args("1"))));
    // Games played at once give each game the same result.
    let at_once = [&args("1")[..], &["--concurrency", "3"]].concat();
    assert_eq!(a, strip(json(&at_once)));
    let lengths: Vec<f64> = ["1", "2", "3"]
        .iter()
        .map(|s| json(&args(s))["mean_plies"].as_f64().unwrap())
        .collect();
    assert!(lengths.windows(2).any(|w| w[0] != w[1]), "{lengths:?}");
}

#[test]
fn every_opening_is_played_once_from_each_seat() {
    let first_moves = ok(&["legal", "--game", "umel_bagara"]).lines().count() as u64;
    let args = umel_match(
        "alphabeta:2",
        "random",
        &["--every-opening", "--openings", "1"],
    );
    let v = json(&[&args[..], &["--json"]].concat());
    // Each first move leads to its own position: one opening each, played from both seats.
    assert_eq!(v["openings"], first_moves, "{v}");
    assert_eq!(v["games"], 2 * first_moves, "{v}");
    let seats: Vec<Vec<u64>> = serde_json::from_value(v["by_seat"].clone()).unwrap();
    assert!(
        seats.iter().all(|s| s.iter().sum::<u64>() == first_moves),
        "{v}"
    );
    let (won, lost) = (
        v["openings_won_from_every_seat"].as_u64().unwrap(),
        v["openings_lost_from_every_seat"].as_u64().unwrap(),
    );
    assert!(won <= seats[0][0].min(seats[1][0]) && lost <= seats[0][2].min(seats[1][2]));
    let text = ok(&args);
    assert!(
        text.contains(&format!("{} games of umel_bagara", 2 * first_moves)),
        "{text}"
    );
    assert!(
        text.contains(&format!("every 1-ply opening ({first_moves})")),
        "{text}"
    );
    assert!(text.contains(&format!(
        "openings won from every seat {won}, lost from every seat {lost}"
    )));
}

#[test]
fn games_played_at_once_count_each_opening_as_one_at_a_time() {
    // Even players, so that openings differ in their results.
    let args = umel_match(
        "random",
        "random",
        &["--every-opening", "--openings", "2", "--json"],
    );
    let alone = json(&args);
    let at_once = json(&[&args[..], &["--concurrency", "2"]].concat());
    for k in [
        "games",
        "by_seat",
        "openings_won_from_every_seat",
        "openings_lost_from_every_seat",
    ] {
        assert_eq!(alone[k], at_once[k], "{k}");
    }
}

#[test]
fn bad_players_and_counts_exit_2() {
    for args in [
        vec!["match", "--game", "myra", "--a", "strong", "--b", "random"],
        vec![
            "match",
            "--game",
            "myra",
            "--a",
            "alphabeta:x",
            "--b",
            "random",
        ],
        vec![
            "match", "--game", "myra", "--a", "hard", "--b", "random", "--games", "0",
        ],
        // Every opening with a number of games, or more openings than a match plays.
        umel_match("greedy", "random", &["--every-opening", "--games", "4"]),
        umel_match("greedy", "random", &["--concurrency", "0"]),
        vec![
            "match",
            "--game",
            "tricala",
            "--a",
            "greedy",
            "--b",
            "random",
            "--every-opening",
            "--openings",
            "2",
        ],
    ] {
        let o = cli(&args);
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8(o.stderr).unwrap();
        assert_eq!(err.trim_end().lines().count(), 1, "{err}");
        assert!(o.stdout.is_empty());
    }
}

#[test]
fn think_on_threads_prints_legal_moves_and_one_thread_repeats() {
    for game in ["umel_bagara", "tricala", "myra"] {
        let legal = ok(&["legal", "--game", game]);
        for threads in ["1", "2", "3"] {
            let m = ok(&[
                "think",
                "--game",
                game,
                "--level",
                "medium",
                "--threads",
                threads,
                "--seed",
                "8",
            ]);
            assert!(
                legal.lines().any(|l| l == m.trim()),
                "{game} {threads}: {m}"
            );
        }
        let once = ok(&[
            "think", "--game", game, "--level", "medium", "--seed", "3", "--json",
        ]);
        let again = ok(&[
            "think", "--game", game, "--level", "medium", "--seed", "3", "--json",
        ]);
        assert_eq!(once, again, "{game}");
    }
    let o = cli(&["think", "--game", "myra", "--threads", "0"]);
    assert_eq!(o.status.code(), Some(2));
}

#[test]
fn the_log_tells_each_games_end_as_the_tally_counts_it() {
    let rest = [
        "--games",
        "4",
        "--openings",
        "2",
        "--seed",
        "3",
        "--json",
        "--log",
    ];
    let o = cli(&umel_match("greedy", "random", &rest));
    assert!(o.status.success());
    let v: Value = serde_json::from_slice(&o.stdout).unwrap();
    let log = String::from_utf8(o.stderr).unwrap();
    let mut lines: Vec<&str> = log.lines().collect();
    // Games end in any order when played at once; one at a time, in order.
    lines.sort();
    assert_eq!(lines.len(), 4, "{log}");
    for (k, line) in lines.iter().enumerate() {
        let seat = k % 2 + 1;
        assert!(
            line.starts_with(&format!("game {k}: A at seat {seat} ")),
            "{line}"
        );
        assert!(line.contains(" plies, "), "{line}");
    }
    for (word, key) in [("won", "wins"), ("drew", "draws"), ("lost", "losses")] {
        let n = lines
            .iter()
            .filter(|l| l.contains(&format!(" {word} in ")))
            .count();
        assert_eq!(n as u64, v[key].as_u64().unwrap(), "{log}");
    }
}

#[test]
fn each_games_record_replays_to_the_end_the_log_tells() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("records");
    let rest: Vec<&str> = "--games 4 --openings 2 --seed 5 --log --records"
        .split(' ')
        .chain([out.to_str().unwrap()])
        .collect();
    let o = cli(&umel_match("greedy", "random", &rest));
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let log = String::from_utf8(o.stderr).unwrap();
    for k in 0..4 {
        let file = out.join(format!("game-{k}.json"));
        let r = sowing_rules::Record::load(&file).unwrap();
        let line = log
            .lines()
            .find(|l| l.starts_with(&format!("game {k}: ")))
            .unwrap();
        // The log's plies count the 2 opening plies the record starts after.
        let plies = r.record.moves.len() + 2;
        assert!(line.contains(&format!(" in {plies} plies, ")), "{line}");
        let how = r
            .last()
            .finished()
            .expect("the game ended")
            .reason
            .to_string();
        assert!(line.contains(&format!(", {how};")), "{line} / {how}");
        assert_eq!(r.record.result.as_deref(), Some(how.as_str()));
        // A sat at seat k mod 2 + 1, B at the other.
        let seat = k % 2;
        assert_eq!(r.record.seats[seat].name, "A (greedy)");
        assert_eq!(r.record.seats[1 - seat].name, "B (random)");
    }
    assert!(!out.join("game-4.json").exists());
    // A directory that cannot be made is refused before any game is played.
    let plain = dir.path().join("plain");
    std::fs::write(&plain, "not a directory").unwrap();
    let o = cli(&umel_match(
        "greedy",
        "random",
        &["--games", "1", "--records", plain.to_str().unwrap()],
    ));
    assert_eq!(o.status.code(), Some(2));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(err.contains("cannot make"), "{err}");
}
