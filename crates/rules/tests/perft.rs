//! Perft figures from `data/perft.txt`.

use sowing_rules::{AnyGame, GameKind};

fn cases() -> Vec<(String, AnyGame, u32, u128)> {
    let text = include_str!("../data/perft.txt");
    let mut out = Vec::new();
    for line in text
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
    {
        let mut parts = line.splitn(5, ' ');
        let game = parts.next().unwrap();
        let players: u8 = parts.next().unwrap().parse().unwrap();
        let depth: u32 = parts.next().unwrap().parse().unwrap();
        let count: u128 = parts.next().unwrap().parse().unwrap();
        let g = match parts.next() {
            Some(json) => AnyGame::from_json_str(json).unwrap_or_else(|e| panic!("{line}: {e}")),
            None => AnyGame::new(
                GameKind::parse(game).unwrap(),
                Some(players),
                Default::default(),
            )
            .unwrap(),
        };
        assert_eq!(g.kind().as_str(), game, "{line}");
        out.push((line.to_string(), g, depth, count));
    }
    out
}

#[test]
fn perft_figures_match_the_data_file() {
    let cases = cases();
    assert!(cases.len() >= 8);
    for (line, g, depth, count) in cases {
        // The largest figures take a release build: scripts/test.sh runs this test with
        // --release too, so every figure is checked on every run of the test command.
        if count > 2_000_000 && cfg!(debug_assertions) {
            eprintln!("{line}: checked by the release run (scripts/test.sh)");
            continue;
        }
        assert_eq!(g.perft(depth), count, "{line}");
    }
}
