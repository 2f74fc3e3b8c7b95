//! The rules pages (docs/rules/<lang>/<game>.md) agree with the engine: each example's
//! position loads, its move is legal, and the diagrams under it are what the engine
//! draws before and after the move. Every game has a page in every language, and the
//! languages show the same examples.

use std::path::PathBuf;

use sowing_rules::diagram::diagram;
use sowing_rules::{AnyGame, GameKind};

const LANGS: [&str; 2] = ["en", "de"];

fn page(lang: &str, kind: GameKind) -> (PathBuf, String) {
    // The folder cargo runs the test in, not the one it was built in: a build kept from a
    // clone elsewhere (CI's, sharing the build folder) read the other clone's pages.
    let here = std::env::var("CARGO_MANIFEST_DIR").unwrap_or(env!("CARGO_MANIFEST_DIR").into());
    let path = PathBuf::from(here)
        .join("../../docs/rules")
        .join(lang)
        .join(format!("{}.md", kind.as_str()));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    (path, text)
}

/// An example: the position's JSON, the move if any, and the fenced blocks after it.
struct Example {
    position: String,
    mv: Option<String>,
    blocks: Vec<String>,
}

fn examples(text: &str) -> Vec<Example> {
    let lines: Vec<&str> = text.lines().collect();
    let mut out = Vec::new();
    for (i, line) in lines.iter().enumerate() {
        let Some(rest) = line
            .strip_prefix("<!-- example ")
            .and_then(|r| r.strip_suffix(" -->"))
        else {
            continue;
        };
        let (position, mv) = match rest.rfind("} ") {
            Some(at) => (&rest[..=at], Some(rest[at + 2..].to_string())),
            None => (rest, None),
        };
        let wanted = if mv.is_some() { 2 } else { 1 };
        let mut blocks = Vec::new();
        let mut j = i + 1;
        while blocks.len() < wanted && j < lines.len() {
            if lines[j].starts_with("```") {
                let body: Vec<&str> = lines[j + 1..]
                    .iter()
                    .take_while(|l| !l.starts_with("```"))
                    .copied()
                    .collect();
                j += body.len() + 2;
                blocks.push(body.join("\n"));
            } else {
                j += 1;
            }
        }
        out.push(Example {
            position: position.to_string(),
            mv,
            blocks,
        });
    }
    out
}

/// An example's position: the JSON of a position, or of a start (only `game`, and
/// `players` or `options` if need be: no pits).
fn load(text: &str) -> Result<AnyGame, String> {
    let v: serde_json::Value = serde_json::from_str(text).map_err(|e| e.to_string())?;
    if v.get("pits").is_some() || v.get("rows").is_some() {
        return AnyGame::from_json(&v).map_err(|e| e.to_string());
    }
    let kind = v["game"]
        .as_str()
        .and_then(GameKind::parse)
        .ok_or("no game")?;
    let players = v.get("players").and_then(|p| p.as_u64()).map(|p| p as u8);
    let options = v
        .get("options")
        .and_then(|o| o.as_object())
        .cloned()
        .unwrap_or_default();
    AnyGame::new(kind, players, options).map_err(|e| e.to_string())
}

#[test]
fn every_example_is_what_the_engine_draws() {
    let mut checked = 0;
    for lang in LANGS {
        for kind in GameKind::ALL {
            let (path, text) = page(lang, kind);
            let list = examples(&text);
            assert!(!list.is_empty(), "{}: no example", path.display());
            for ex in list {
                let at = format!("{}: example {}", path.display(), ex.position);
                let mut g = load(&ex.position)
                    .unwrap_or_else(|e| panic!("{at}: the position is refused: {e}"));
                assert_eq!(g.kind(), kind, "{at}: another game's position");
                let mut drawn = vec![diagram(&g).trim_end().to_string()];
                if let Some(m) = &ex.mv {
                    g.play_text(m)
                        .unwrap_or_else(|e| panic!("{at}: the move {m} is refused: {e}"));
                    drawn.push(diagram(&g).trim_end().to_string());
                }
                assert_eq!(ex.blocks.len(), drawn.len(), "{at}: a diagram is missing");
                for (page_says, engine_draws) in ex.blocks.iter().zip(&drawn) {
                    assert_eq!(
                        page_says.trim_end(),
                        engine_draws,
                        "{at}: the page's diagram differs from the engine's \
                         (scripts/rules_diagrams.py redraws it)"
                    );
                }
                checked += 1;
            }
        }
    }
    assert!(checked >= 8, "only {checked} examples");
}

#[test]
fn every_language_shows_the_same_examples() {
    for kind in GameKind::ALL {
        let heads = |lang| -> Vec<(String, Option<String>)> {
            examples(&page(lang, kind).1)
                .into_iter()
                .map(|e| (e.position, e.mv))
                .collect()
        };
        assert_eq!(heads("en"), heads("de"), "{kind:?}");
    }
}

#[test]
fn a_wrong_diagram_is_caught() {
    // The check itself can fail: a page whose diagram lost a bean differs.
    let text = "<!-- example {\"game\":\"umel_bagara\"} -->\n```text\nnot the board\n```\n";
    let ex = &examples(text)[0];
    let g = load(&ex.position).expect("start");
    assert_ne!(ex.blocks[0], diagram(&g).trim_end());
}
