//! Where a command starts: `--position P` (a file, or `-` for standard input), or the
//! start of `--game G` with `--players N` and `--option key=value`.

use std::io::Read;

use clap::Args;
use serde_json::Map;
use sowing_rules::options;
use sowing_rules::{AnyGame, GameKind};

use crate::Fail;

/// The position a command works on.
#[derive(Args, Debug, Clone, Default)]
pub struct Start {
    /// The game: myra, esiema, tricala or umel_bagara.
    #[arg(long, value_name = "G", value_parser = parse_game)]
    pub game: Option<GameKind>,
    /// Seated players (default: the game's fewest).
    #[arg(long, value_name = "N")]
    pub players: Option<u8>,
    /// A game option, key=value (numbers and true/false as such, a,b as a list);
    /// repeat for several.
    #[arg(long = "option", value_name = "K=V", value_parser = parse_option)]
    pub options: Vec<(String, String)>,
    /// Read the position from file P, or from standard input with -.
    #[arg(long, value_name = "P")]
    pub position: Option<String>,
}

pub fn parse_game(s: &str) -> Result<GameKind, String> {
    GameKind::parse(s)
        .ok_or_else(|| format!("unknown game '{s}' (myra, esiema, tricala, umel_bagara)"))
}

fn parse_option(s: &str) -> Result<(String, String), String> {
    let (k, v) = s
        .split_once('=')
        .ok_or_else(|| format!("--option needs key=value, not '{s}'"))?;
    Ok((k.to_string(), v.to_string()))
}

impl Start {
    /// The position: read from `--position`, or the start of `--game`.
    pub fn load(&self) -> Result<AnyGame, Fail> {
        let bad = |m: String| Fail(2, m);
        match &self.position {
            Some(p) => {
                if self.game.is_some() || self.players.is_some() || !self.options.is_empty() {
                    return Err(bad(
                        "--position cannot be combined with --game, --players or --option".into(),
                    ));
                }
                let mut text = String::new();
                if p == "-" {
                    std::io::stdin()
                        .read_to_string(&mut text)
                        .map_err(|e| bad(format!("cannot read standard input: {e}")))?;
                } else {
                    text = std::fs::read_to_string(p)
                        .map_err(|e| bad(format!("cannot read '{p}': {e}")))?;
                }
                AnyGame::from_json_str(&text).map_err(|e| bad(e.to_string()))
            }
            None => {
                let kind = self
                    .game
                    .ok_or_else(|| bad("give --game G or --position P".into()))?;
                // Each value is read as its option's kind says (the game's schema).
                let mut options = Map::new();
                for (k, text) in &self.options {
                    let s = options::spec(kind, k)
                        .ok_or_else(|| bad(format!("unknown option '{k}' for {kind}")))?;
                    options.insert(k.clone(), s.parse(text).map_err(bad)?);
                }
                AnyGame::new(kind, self.players, options).map_err(|e| bad(e.to_string()))
            }
        }
    }
}
