//! Game records on the command line: a record printed move by move with the result, and
//! the save loop the crash-safety test kills at random moments.

use std::path::PathBuf;

use clap::Args;
use serde_json::{Value, json};

use crate::Fail;
use crate::engine::pretty;
use crate::start::Start;

#[derive(Args, Debug)]
pub struct ReplayArgs {
    /// The record: an autosave, a save or an export.
    #[arg(value_name = "FILE")]
    file: PathBuf,
    /// Print JSON.
    #[arg(long)]
    json: bool,
}

#[derive(Args, Debug)]
pub struct SaveLoopArgs {
    /// The record file written over and over.
    #[arg(value_name = "FILE")]
    file: PathBuf,
    #[command(flatten)]
    start: Start,
    /// Seed of the random game.
    #[arg(long, default_value_t = 1)]
    seed: u64,
}

/// Prints each move of a record with the position after it, then the result.
pub fn replay(a: &ReplayArgs) -> Result<String, Fail> {
    let as_json = a.json;
    let r = sowing_rules::Record::load(&a.file).map_err(|e| Fail(2, e.to_string()))?;
    let result = match r.last().finished() {
        Some(f) => format!(
            "{} ({})",
            match &f.outcome {
                sowing_rules::Outcome::Winner(p) => format!("player {p} wins"),
                sowing_rules::Outcome::Draw(t) => format!(
                    "draw between players {}",
                    t.iter()
                        .map(|p| p.to_string())
                        .collect::<Vec<_>>()
                        .join(", ")
                ),
            },
            f.reason
        ),
        None => format!("unfinished: player {} to move", r.last().to_move()),
    };
    if as_json {
        let moves: Vec<Value> = r
            .record
            .moves
            .iter()
            .zip(&r.positions[1..])
            .map(|(m, g)| json!({"move": m, "position": Value::Object(g.to_json())}))
            .collect();
        return Ok(pretty(&json!({
            "start": Value::Object(r.positions[0].to_json()),
            "moves": moves,
            "result": result,
        })));
    }
    let mut out = format!(
        "{} for {} players, {} moves\nstart {}\n",
        r.record.game,
        r.record.players,
        r.record.moves.len(),
        Value::Object(r.positions[0].to_json())
    );
    for (i, (m, g)) in r.record.moves.iter().zip(&r.positions[1..]).enumerate() {
        out.push_str(&format!("{}. {m} {}\n", i + 1, Value::Object(g.to_json())));
    }
    out.push_str(&format!("result: {result}"));
    Ok(out)
}

/// Saves records of a growing random game over and over (never returns on success).
pub fn save_loop(a: &SaveLoopArgs) -> Result<String, Fail> {
    let start = a.start.load()?;
    let mut rng = sowing_rules::Rng::new(a.seed);
    let mut game = start.clone();
    let mut moves = Vec::new();
    let seats = (1..=start.players())
        .map(|p| sowing_rules::SeatRecord {
            name: format!("Player {p}"),
            computer: None,
        })
        .collect::<Vec<_>>();
    let path = a.file.as_path();
    loop {
        match game.random_move_text(&mut rng) {
            Some(m) => {
                game.play_text(&m).map_err(|e| Fail(2, e.to_string()))?;
                moves.push(m);
            }
            None => {
                game = start.clone();
                moves.clear();
            }
        }
        sowing_rules::Record::new(&start, seats.clone(), moves.clone())
            .save(path)
            .map_err(|e| Fail(2, e.to_string()))?;
    }
}
