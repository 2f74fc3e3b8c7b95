//! The openings of a match: R random plies drawn per opening, or every distinct position
//! R plies from the start (`match --every-opening`), so that no sampled opening weighs
//! twice and none is missed.

use sowing_rules::{AnyGame, Rng};

/// Most games `--every-opening` may play (openings times seats).
pub const MAX_GAMES: usize = 5_000;

/// A game `plies` random plies from `start`, drawn with `rng`, and the plies played (fewer
/// where the game ends sooner).
pub fn random(start: &AnyGame, plies: u32, rng: &mut Rng) -> Result<(AnyGame, u32), String> {
    let mut g = start.clone();
    for played in 0..plies {
        if g.finished().is_some() {
            return Ok((g, played));
        }
        let m = g.random_move_text(rng).ok_or("no opening move")?;
        g.play_text(&m).map_err(|e| e.to_string())?;
    }
    Ok((g, plies))
}

/// Every distinct position (by `Rules::key`) `plies` plies from `start` (a game over
/// sooner counts as it ends), in the order of the moves' text, each with the moves that reach it first.
/// Fails when there are more than `max` of them or a position has more moves than that.
pub fn every(start: &AnyGame, plies: u32, max: usize) -> Result<Vec<(String, AnyGame)>, String> {
    let too_many = |n: u128| {
        format!("more than {max} openings of {plies} plies ({n} or more); lower --openings")
    };
    let mut level = vec![(String::new(), start.clone())];
    for _ in 0..plies {
        let mut next: Vec<(String, AnyGame)> = Vec::new();
        let mut seen = std::collections::HashSet::new();
        for (line, g) in level {
            if g.finished().is_some() {
                if seen.insert(g.key()) {
                    next.push((line, g));
                }
                continue;
            }
            for m in g.legal_texts(max).map_err(too_many)? {
                let mut child = g.clone();
                child.play_text(&m).map_err(|e| e.to_string())?;
                if seen.insert(child.key()) {
                    next.push((format!("{line} {m}").trim().to_string(), child));
                }
            }
            if next.len() > max {
                return Err(too_many(next.len() as u128));
            }
        }
        level = next;
    }
    Ok(level)
}

#[cfg(test)]
mod tests {
    use std::collections::HashSet;

    use super::*;
    use sowing_rules::GameKind;

    /// The positions `plies` plies below `g` (or where the game ends sooner), found
    /// move sequence by move sequence.
    fn reached(g: &AnyGame, plies: u32, out: &mut HashSet<String>) {
        if plies == 0 || g.finished().is_some() {
            out.insert(serde_json::Value::Object(g.to_json()).to_string());
            return;
        }
        for m in g.legal_texts(usize::MAX).unwrap() {
            let mut child = g.clone();
            child.play_text(&m).unwrap();
            reached(&child, plies - 1, out);
        }
    }

    #[test]
    fn every_opening_is_reached_by_its_line_once_and_none_is_missed() {
        let s = AnyGame::new(GameKind::UmelBagara, None, Default::default()).unwrap();
        for plies in [1, 2, 4] {
            let all = every(&s, plies, 5_000).unwrap();
            let mut listed = HashSet::new();
            for (line, g) in &all {
                let mut replay = s.clone();
                for m in line.split_whitespace() {
                    replay.play_text(m).unwrap();
                }
                assert_eq!(replay.to_json(), g.to_json(), "{line}");
                assert!(listed.insert(serde_json::Value::Object(g.to_json()).to_string()));
            }
            let mut want = HashSet::new();
            reached(&s, plies, &mut want);
            assert_eq!(listed, want, "{plies} plies");
        }
        assert!(every(&s, 4, 100).unwrap_err().contains("lower --openings"));
        // Two sowings of the first player that touch different cups, the second's between
        // them: both orders meet in one position, listed once.
        let p = AnyGame::from_json_str(
            r#"{"game":"umel_bagara","players":2,"to_move":1,"phase":"play",
            "rows":[[2,0,0,2,0],[0,0,2,0,0]],"stores":[22,22],
            "options":{"directions":"right","seeds":5}}"#,
        )
        .unwrap();
        assert_eq!(p.perft(3), 2);
        let all = every(&p, 3, 5_000).unwrap();
        assert_eq!(
            all.len(),
            1,
            "{:?}",
            all.iter().map(|o| &o.0).collect::<Vec<_>>()
        );
    }
}
