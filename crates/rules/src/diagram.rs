//! A position drawn as plain text, for the rules pages and `sowing-cli diagram`: every
//! pit where it lies on the board, an empty pit as its name (`e4`), a pit with pieces as
//! its name and its contents in the position format (`e4:2*3`, `1.3:5`, `S1:0`).
//! Player 1 sits at the bottom. The rules pages' examples are checked against it.

use serde_json::Value;

use crate::AnyGame;
use crate::core::GameKind;

/// The text of each pit, by pit name, as the position format writes its contents.
fn contents(game: &AnyGame) -> Vec<(String, String)> {
    let json = game.to_json();
    let views = game.pit_views();
    if game.kind() == GameKind::UmelBagara {
        // Beans belong to nobody: a count, shown even when zero.
        return views
            .iter()
            .map(|v| (v.name.clone(), v.pieces.len().to_string()))
            .collect();
    }
    let pits = json.get("pits").and_then(Value::as_object);
    views
        .iter()
        .map(|v| {
            let text = pits
                .and_then(|p| p.get(&v.name))
                .and_then(Value::as_str)
                .unwrap_or("");
            (v.name.clone(), text.to_string())
        })
        .collect()
}

/// The board as text lines: one line per height on the board, each cell placed in
/// proportion to its distance from the left edge, spaced so that no two cells of a
/// line touch.
pub fn diagram(game: &AnyGame) -> String {
    let views = game.pit_views();
    let texts = contents(game);
    // Heights in half units keep the hexagon's and the triangle's offset rows apart.
    let cells: Vec<(f32, i32, String)> = views
        .iter()
        .zip(texts)
        .map(|(v, (name, text))| {
            let cell = if text.is_empty() {
                name
            } else {
                format!("{name}:{text}")
            };
            (v.center.0, (v.center.1 * 2.0).round() as i32, cell)
        })
        .collect();
    let mut ys: Vec<i32> = cells.iter().map(|c| c.1).collect();
    ys.sort_unstable_by(|a, b| b.cmp(a));
    ys.dedup();
    let line = |y: i32| {
        let mut l: Vec<&(f32, i32, String)> = cells.iter().filter(|c| c.1 == y).collect();
        l.sort_by(|a, b| a.0.total_cmp(&b.0));
        l
    };
    // Characters per unit of board width: the widest cell plus a space fits between
    // the two closest neighbours on a line.
    let widest = cells.iter().map(|c| c.2.chars().count()).max().unwrap_or(0);
    let closest = ys
        .iter()
        .flat_map(|&y| {
            let l = line(y);
            l.windows(2).map(|w| w[1].0 - w[0].0).collect::<Vec<_>>()
        })
        .fold(f32::INFINITY, f32::min);
    let scale = if closest.is_finite() {
        (widest + 1) as f32 / closest
    } else {
        1.0
    };
    let left = cells.iter().map(|c| c.0).fold(f32::INFINITY, f32::min);
    let mut out = String::new();
    for &y in &ys {
        let mut text = String::new();
        for (x, _, cell) in line(y) {
            let col = ((x - left) * scale).round() as usize;
            let at = text.chars().count();
            if at < col {
                text.push_str(&" ".repeat(col - at));
            } else if at > 0 {
                text.push(' ');
            }
            text.push_str(cell);
        }
        out.push_str(text.trim_end());
        out.push('\n');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn start(kind: GameKind, players: u8) -> AnyGame {
        AnyGame::new(kind, Some(players), Default::default()).expect("start position")
    }

    #[test]
    fn every_pit_is_drawn_once() {
        for (kind, players) in [
            (GameKind::Myra, 2),
            (GameKind::Esiema, 3),
            (GameKind::Tricala, 2),
            (GameKind::UmelBagara, 2),
        ] {
            let g = start(kind, players);
            let d = diagram(&g);
            for v in g.pit_views() {
                let hits = d
                    .split_whitespace()
                    .filter(|w| *w == v.name || w.starts_with(&format!("{}:", v.name)))
                    .count();
                assert_eq!(hits, 1, "{kind:?} {} in\n{d}", v.name);
            }
        }
    }

    #[test]
    fn umel_bagara_faces_player_one() {
        let d = diagram(&start(GameKind::UmelBagara, 2));
        let lines: Vec<&str> = d.lines().collect();
        assert_eq!(lines.len(), 3, "{d}");
        assert!(lines[0].trim_start().starts_with("2.5:5"), "{d}");
        assert!(
            lines[1].starts_with("S2:0") && lines[1].ends_with("S1:0"),
            "{d}"
        );
        assert!(lines[2].trim_start().starts_with("1.1:5"), "{d}");
    }

    #[test]
    fn myra_start_shows_the_queens_at_top_and_bottom() {
        let d = diagram(&start(GameKind::Myra, 2));
        let lines: Vec<&str> = d.lines().collect();
        assert!(lines[0].contains("f11:Q2"), "{d}");
        assert!(lines.last().unwrap().contains("f1:Q1"), "{d}");
    }
}
