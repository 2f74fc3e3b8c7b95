//! selfplay: results that do not depend on threads, a budget per player, seats and rates.

use serde_json::Value;

use crate::{fails, ok};

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
