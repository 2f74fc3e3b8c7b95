//! Helpers for reading and writing the position JSON of ENGINE.md.

use serde_json::{Map, Value};

use crate::core::PositionErrorKind;
use crate::core::{Finished, GameKind, Phase, PositionError};
use crate::piece::Player;

type Obj = Map<String, Value>;

/// The fields every position has.
#[derive(Clone, Debug)]
pub(crate) struct Header {
    pub players: u8,
    pub to_move: Player,
    pub phase: Phase,
    pub finished: Option<Finished>,
}

pub(crate) fn err<T>(kind: PositionErrorKind, s: impl Into<String>) -> Result<T, PositionError> {
    Err(PositionError::new(kind, s))
}

/// Rejects fields this game does not know.
pub(crate) fn check_keys(obj: &Obj, game: GameKind, extra: &[&str]) -> Result<(), PositionError> {
    const COMMON: [&str; 7] = [
        "game", "players", "to_move", "phase", "options", "result", "reason",
    ];
    for k in obj.keys() {
        if !COMMON.contains(&k.as_str()) && !extra.contains(&k.as_str()) {
            return err(
                PositionErrorKind::UnknownField,
                format!("unknown field '{k}' for {game}"),
            );
        }
    }
    Ok(())
}

pub(crate) fn header(
    obj: &Obj,
    game: GameKind,
    start_phase: Phase,
) -> Result<Header, PositionError> {
    let range = game.player_range();
    let players = match obj.get("players") {
        None => *range.start(),
        Some(v) => match v.as_u64() {
            Some(n) if n >= *range.start() as u64 && n <= *range.end() as u64 => n as u8,
            _ => {
                return err(
                    PositionErrorKind::Players,
                    format!(
                        "'players' must be {}..{} for {game}",
                        range.start(),
                        range.end()
                    ),
                );
            }
        },
    };
    let to_move = match obj.get("to_move") {
        None => 1,
        Some(v) => match v.as_u64() {
            Some(n) if n >= 1 && n <= players as u64 => n as u8,
            _ => {
                return err(
                    PositionErrorKind::Players,
                    format!("'to_move' must be a player in 1..{players}"),
                );
            }
        },
    };
    let phase = match obj.get("phase") {
        None => start_phase,
        Some(Value::String(s)) => Phase::parse(s).ok_or_else(|| {
            PositionError::new(PositionErrorKind::Phase, format!("unknown phase '{s}'"))
        })?,
        Some(_) => return err(PositionErrorKind::Phase, "'phase' must be a string"),
    };
    let finished = match (phase, obj.get("result")) {
        (Phase::Over, Some(r)) => Some(Finished::from_json(r, obj.get("reason"), players)?),
        (Phase::Over, None) => {
            return err(
                PositionErrorKind::Result,
                "a finished position needs a 'result'",
            );
        }
        (_, Some(_)) => {
            return err(
                PositionErrorKind::Result,
                "'result' is only for phase 'over'",
            );
        }
        (_, None) => None,
    };
    Ok(Header {
        players,
        to_move,
        phase,
        finished,
    })
}

/// An array of `len` small counts, or `default` when absent.
pub(crate) fn counts(
    obj: &Obj,
    key: &str,
    len: usize,
    default: Vec<u32>,
) -> Result<Vec<u32>, PositionError> {
    match obj.get(key) {
        None => Ok(default),
        Some(Value::Array(a)) => {
            if a.len() != len {
                return err(
                    PositionErrorKind::Counters,
                    format!("'{key}' must have {len} entries"),
                );
            }
            a.iter()
                .map(|v| match v.as_u64() {
                    Some(n) if n <= 10_000 => Ok(n as u32),
                    _ => err(
                        PositionErrorKind::Counters,
                        format!("'{key}' must hold counts"),
                    ),
                })
                .collect()
        }
        Some(_) => err(
            PositionErrorKind::Counters,
            format!("'{key}' must be a list"),
        ),
    }
}

/// A non-negative counter, or `default`.
pub(crate) fn counter(obj: &Obj, key: &str, default: u32) -> Result<u32, PositionError> {
    match obj.get(key) {
        None => Ok(default),
        Some(v) => match v.as_u64() {
            Some(n) if n <= 1_000_000 => Ok(n as u32),
            _ => err(
                PositionErrorKind::Counters,
                format!("'{key}' must be a count"),
            ),
        },
    }
}

/// The `pits` object as (name, contents) pairs.
pub(crate) fn pits(obj: &Obj) -> Result<Vec<(&str, &str)>, PositionError> {
    match obj.get("pits") {
        None => Ok(Vec::new()),
        Some(Value::Object(m)) => m
            .iter()
            .map(|(k, v)| match v {
                Value::String(s) => Ok((k.as_str(), s.as_str())),
                _ => err(
                    PositionErrorKind::Pits,
                    format!("contents of pit '{k}' must be a string"),
                ),
            })
            .collect(),
        Some(_) => err(PositionErrorKind::Pits, "'pits' must be an object"),
    }
}

/// The `out` list as a bit set of player indices.
pub(crate) fn out_set(obj: &Obj, players: u8) -> Result<u8, PositionError> {
    let mut out = 0u8;
    match obj.get("out") {
        None => {}
        Some(Value::Array(a)) => {
            for v in a {
                match v.as_u64() {
                    Some(p) if p >= 1 && p <= players as u64 => out |= 1 << (p - 1),
                    _ => return err(PositionErrorKind::Counters, "'out' must list players"),
                }
            }
        }
        Some(_) => {
            return err(
                PositionErrorKind::Counters,
                "'out' must be a list of players",
            );
        }
    }
    Ok(out)
}

/// The `options` object.
pub(crate) fn options(obj: &Obj) -> Result<Obj, PositionError> {
    match obj.get("options") {
        None => Ok(Obj::new()),
        Some(Value::Object(m)) => Ok(m.clone()),
        Some(_) => err(PositionErrorKind::Options, "'options' must be an object"),
    }
}

/// Writes the common head fields in canonical order.
pub(crate) fn write_head(
    out: &mut Obj,
    game: GameKind,
    players: u8,
    to_move: Player,
    phase: Phase,
) {
    out.insert("game".into(), Value::from(game.as_str()));
    out.insert("players".into(), Value::from(players));
    out.insert("to_move".into(), Value::from(to_move));
    out.insert("phase".into(), Value::from(phase.as_str()));
}

/// Writes `options`, then `result` and `reason` when over.
pub(crate) fn write_tail(out: &mut Obj, options: Obj, finished: Option<&Finished>) {
    out.insert("options".into(), Value::Object(options));
    if let Some(f) = finished {
        out.insert("result".into(), f.result_json());
        out.insert("reason".into(), Value::from(f.reason.to_string()));
    }
}

/// Parses a `quiet_limit` option value.
pub(crate) fn quiet_limit(v: &Value) -> Result<u32, PositionError> {
    match v.as_u64() {
        Some(n) if (1..=100_000).contains(&n) => Ok(n as u32),
        _ => err(
            PositionErrorKind::Options,
            "option 'quiet_limit' must be a number of plies from 1",
        ),
    }
}

/// The canonical text of a JSON value: objects one key a line (two-space indent),
/// lists of scalars on one line. Parsing then printing gives the same text.
pub fn canonical_text(v: &Value) -> String {
    let mut s = String::new();
    write_value(&mut s, v, 0);
    s
}

fn write_value(s: &mut String, v: &Value, indent: usize) {
    match v {
        Value::Object(m) if !m.is_empty() => {
            s.push_str("{\n");
            for (i, (k, x)) in m.iter().enumerate() {
                s.push_str(&" ".repeat(indent + 2));
                s.push_str(&Value::from(k.as_str()).to_string());
                s.push_str(": ");
                write_value(s, x, indent + 2);
                if i + 1 < m.len() {
                    s.push(',');
                }
                s.push('\n');
            }
            s.push_str(&" ".repeat(indent));
            s.push('}');
        }
        Value::Array(a)
            if a.iter().any(|x| {
                x.is_object()
                    || x.is_array()
                        && x.as_array()
                            .is_some_and(|y| y.iter().any(|z| z.is_object()))
            }) =>
        {
            s.push_str("[\n");
            for (i, x) in a.iter().enumerate() {
                s.push_str(&" ".repeat(indent + 2));
                write_value(s, x, indent + 2);
                if i + 1 < a.len() {
                    s.push(',');
                }
                s.push('\n');
            }
            s.push_str(&" ".repeat(indent));
            s.push(']');
        }
        Value::Array(a) => {
            s.push('[');
            for (i, x) in a.iter().enumerate() {
                if i > 0 {
                    s.push_str(", ");
                }
                write_value(s, x, indent);
            }
            s.push(']');
        }
        other => s.push_str(&other.to_string()),
    }
}
