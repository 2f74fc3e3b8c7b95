//! The engine's commands: the start position, the legal moves and their count, moves
//! played with their events, and perft.

use clap::Args;
use serde_json::{Value, json};
use sowing_rules::{Piece, Side, Step};

use crate::Fail;
use crate::start::Start;

/// Canonical JSON text.
pub fn pretty(v: &Value) -> String {
    sowing_rules::json::canonical_text(v)
}

#[derive(Args, Debug)]
pub struct NewArgs {
    #[command(flatten)]
    start: Start,
}

#[derive(Args, Debug)]
pub struct LegalArgs {
    #[command(flatten)]
    start: Start,
    /// List at most N moves; more exit 3.
    #[arg(long, value_name = "N", default_value_t = 100_000)]
    limit: usize,
}

#[derive(Args, Debug)]
pub struct CountArgs {
    #[command(flatten)]
    start: Start,
}

#[derive(Args, Debug)]
pub struct PlayArgs {
    #[command(flatten)]
    start: Start,
    /// The moves, in notation, played in turn.
    #[arg(value_name = "MOVE")]
    moves: Vec<String>,
}

#[derive(Args, Debug)]
pub struct PerftArgs {
    /// The length of the move sequences (at most 64).
    #[arg(value_name = "DEPTH", value_parser = parse_depth)]
    depth: u32,
    #[command(flatten)]
    start: Start,
}

fn parse_depth(s: &str) -> Result<u32, String> {
    s.parse::<u32>()
        .ok()
        .filter(|&d| d <= 64)
        .ok_or_else(|| format!("'{s}' is not a depth"))
}

pub fn new(a: &NewArgs) -> Result<String, Fail> {
    if a.start.position.is_some() {
        return Err(Fail(2, "new takes --game, not --position".into()));
    }
    Ok(pretty(&Value::Object(a.start.load()?.to_json())))
}

pub fn legal(a: &LegalArgs) -> Result<String, Fail> {
    let g = a.start.load()?;
    let limit = a.limit;
    match g.legal_texts(limit) {
        Ok(v) => Ok(v.join("\n")),
        Err(n) if n == u128::MAX => Err(Fail(
            3,
            format!("too many moves to list (more than {limit})"),
        )),
        Err(n) => Err(Fail(
            3,
            format!("{n} legal moves: more than the limit {limit}"),
        )),
    }
}

pub fn count(a: &CountArgs) -> Result<String, Fail> {
    a.start
        .load()?
        .count()
        .map(|n| n.to_string())
        .map_err(|_| Fail(3, "too many to count".into()))
}

pub fn play(a: &PlayArgs) -> Result<String, Fail> {
    let mut g = a.start.load()?;
    let mut events = Vec::new();
    for (i, m) in a.moves.iter().enumerate() {
        let ev = g
            .play_text(m)
            .map_err(|e| Fail(2, format!("move {} '{m}': {e}", i + 1)))?;
        events.extend(ev);
    }
    let events: Vec<Value> = events.iter().map(|e| e.to_json(g.kind())).collect();
    let out = json!({ "position": Value::Object(g.to_json()), "events": events });
    Ok(pretty(&out))
}

pub fn diagram(a: &PlayArgs) -> Result<String, Fail> {
    let mut g = a.start.load()?;
    for (i, m) in a.moves.iter().enumerate() {
        g.play_text(m)
            .map_err(|e| Fail(2, format!("move {} '{m}': {e}", i + 1)))?;
    }
    Ok(sowing_rules::diagram::diagram(&g).trim_end().to_string())
}

/// The build steps of the one move given, found through the rules crate's builder:
/// `pit NAME`, `dir D`, `side left|right`, `piece small|big P`, `count N`, `mode M`, `pass`;
/// ` (forced)` after a step the game takes by itself.
pub fn steps(a: &PlayArgs) -> Result<String, Fail> {
    let g = a.start.load()?;
    let [text] = a.moves.as_slice() else {
        return Err(Fail(2, "steps takes one move".into()));
    };
    let Some(steps) = g.steps_of(text) else {
        return Err(Fail(2, format!("'{text}' cannot be built here")));
    };
    let kind = g.kind();
    let line = |s: &Step| match s {
        Step::Pit(p) => format!("pit {}", sowing_rules::event::pit_name(kind, *p)),
        Step::Dir(d) => format!("dir {}", d.as_str()),
        Step::Side(Side::Left) => "side left".into(),
        Step::Side(Side::Right) => "side right".into(),
        Step::Piece(Piece::Small(p)) => format!("piece small {p}"),
        Step::Piece(Piece::Big(p)) => format!("piece big {p}"),
        Step::Count(n) => format!("count {n}"),
        Step::Mode(m) => format!("mode {}", format!("{m:?}").to_lowercase()),
        Step::Pass => "pass".into(),
    };
    // A step the game takes by itself (the only one offered, nothing complete before
    // it, after a step of the player's) is marked: nobody presses it.
    let forced = |k: usize| {
        k > 0
            && g.step_info(&steps[..k])
                .is_ok_and(|(next, complete)| next.len() == 1 && complete.is_none())
    };
    let lines: Vec<String> = (0..steps.len())
        .map(|k| {
            let l = line(&steps[k]);
            if forced(k) {
                format!("{l} (forced)")
            } else {
                l
            }
        })
        .collect();
    Ok(lines.join("\n"))
}

pub fn perft(a: &PerftArgs) -> Result<String, Fail> {
    Ok(a.start.load()?.perft(a.depth).to_string())
}

#[derive(Args, Debug)]
pub struct OptionsArgs {
    /// Only this game (myra, esiema, tricala, umel_bagara).
    #[arg(long, value_name = "G", value_parser = crate::start::parse_game)]
    game: Option<sowing_rules::GameKind>,
}

/// Each game's options, a line each: game, key, values, default.
pub fn options(a: &OptionsArgs) -> String {
    let kinds: Vec<_> = match a.game {
        Some(k) => vec![k],
        None => sowing_rules::GameKind::ALL.to_vec(),
    };
    let mut lines = Vec::new();
    for kind in kinds {
        let n = *kind.player_range().start();
        for s in kind.options() {
            lines.push(format!(
                "{kind} {} {} (default {})",
                s.key,
                s.values_text(),
                s.default_value(n)
            ));
        }
    }
    lines.join("\n")
}
