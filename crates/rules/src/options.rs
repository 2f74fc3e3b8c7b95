//! Each game's options as a schema: key, kind, range and default. It validates the
//! options a new game is given (before the game reads them), reads an option's value from
//! text (the command line), and tells the menus what to offer. Labels are the game's
//! texts, by key.

use serde_json::{Map, Value};

use crate::core::PositionErrorKind;
use crate::core::{GameKind, PositionError};

/// What values an option takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OptionKind {
    /// A whole number in a range.
    Int { min: u64, max: u64 },
    /// Yes or no.
    Bool,
    /// One of some words.
    Choice(&'static [&'static str]),
    /// A whole number per player, each in a range (one number for all is accepted too).
    PerPlayer { min: u64, max: u64 },
}

/// One option of a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OptionSpec {
    /// The key in the position format.
    pub key: &'static str,
    pub kind: OptionKind,
    /// The default: a number, `0`/`1` for a bool, the index of a choice.
    pub default: u64,
}

const QUIET: OptionKind = OptionKind::Int {
    min: 1,
    max: 100_000,
};

const MYRA: &[OptionSpec] = &[OptionSpec {
    key: "quiet_limit",
    kind: QUIET,
    default: 200,
}];

const ESIEMA: &[OptionSpec] = &[
    OptionSpec {
        key: "quiet_limit",
        kind: QUIET,
        default: 300,
    },
    OptionSpec {
        key: "spheres",
        kind: OptionKind::PerPlayer { min: 1, max: 70 },
        default: 70,
    },
];

const TRICALA: &[OptionSpec] = &[
    OptionSpec {
        key: "simultaneous",
        kind: OptionKind::Choice(&["most_stones", "opponent"]),
        default: 0,
    },
    OptionSpec {
        key: "capturer_kept",
        kind: OptionKind::Bool,
        default: 0,
    },
    OptionSpec {
        key: "quiet_limit",
        kind: QUIET,
        default: 200,
    },
];

const UMEL: &[OptionSpec] = &[
    OptionSpec {
        key: "seeds",
        kind: OptionKind::Int { min: 3, max: 5 },
        default: 5,
    },
    OptionSpec {
        key: "directions",
        kind: OptionKind::Choice(&["free", "right", "left"]),
        default: 0,
    },
];

impl GameKind {
    /// The game's options.
    pub fn options(self) -> &'static [OptionSpec] {
        match self {
            GameKind::Myra => MYRA,
            GameKind::Esiema => ESIEMA,
            GameKind::Tricala => TRICALA,
            GameKind::UmelBagara => UMEL,
        }
    }
}

impl OptionSpec {
    /// The default value for `players` seated.
    pub fn default_value(&self, players: u8) -> Value {
        match self.kind {
            OptionKind::Int { .. } => Value::from(self.default),
            OptionKind::Bool => Value::Bool(self.default != 0),
            OptionKind::Choice(words) => Value::from(words[self.default as usize]),
            OptionKind::PerPlayer { .. } => Value::from(vec![self.default; players as usize]),
        }
    }

    /// Whether `v` is a value of this option for `players` seated.
    pub fn accepts(&self, v: &Value, players: u8) -> bool {
        let within =
            |x: &Value, min: u64, max: u64| x.as_u64().is_some_and(|n| (min..=max).contains(&n));
        match self.kind {
            OptionKind::Int { min, max } => within(v, min, max),
            OptionKind::Bool => v.is_boolean(),
            OptionKind::Choice(words) => v.as_str().is_some_and(|s| words.contains(&s)),
            OptionKind::PerPlayer { min, max } => match v {
                Value::Array(a) => {
                    a.len() == players as usize && a.iter().all(|x| within(x, min, max))
                }
                x => within(x, min, max),
            },
        }
    }

    /// An option's value from text: a number, `true`/`false`, a word, or numbers
    /// separated by commas (one per player).
    pub fn parse(&self, text: &str) -> Result<Value, String> {
        let number = |t: &str| {
            t.trim()
                .parse::<u64>()
                .map(Value::from)
                .map_err(|_| format!("option '{}': '{t}' is not a number", self.key))
        };
        match self.kind {
            OptionKind::Int { .. } => number(text),
            OptionKind::Bool => match text {
                "true" => Ok(Value::Bool(true)),
                "false" => Ok(Value::Bool(false)),
                _ => Err(format!(
                    "option '{}' is true or false, not '{text}'",
                    self.key
                )),
            },
            OptionKind::Choice(_) => Ok(Value::from(text)),
            OptionKind::PerPlayer { .. } => text
                .split(',')
                .map(number)
                .collect::<Result<Vec<_>, _>>()
                .map(Value::Array),
        }
    }

    /// The values in words for a message: `1..100000`, `true|false`, `free|right|left`.
    pub fn values_text(&self) -> String {
        match self.kind {
            OptionKind::Int { min, max } => format!("{min}..{max}"),
            OptionKind::Bool => "true|false".into(),
            OptionKind::Choice(words) => words.join("|"),
            OptionKind::PerPlayer { min, max } => format!("{min}..{max} per player"),
        }
    }
}

/// The spec of a game's option, if the game has it.
pub fn spec(kind: GameKind, key: &str) -> Option<&'static OptionSpec> {
    kind.options().iter().find(|s| s.key == key)
}

/// Checks a new game's options against its schema: every key known, every value in
/// range (what is missing takes its default).
pub fn validate(
    kind: GameKind,
    players: u8,
    options: &Map<String, Value>,
) -> Result<(), PositionError> {
    for (key, v) in options {
        let s = spec(kind, key).ok_or_else(|| {
            PositionError::new(
                PositionErrorKind::Options,
                format!("unknown option '{key}' for {kind}"),
            )
        })?;
        if !s.accepts(v, players) {
            return Err(PositionError::new(
                PositionErrorKind::Options,
                format!("option '{key}' must be {}, not {v}", s.values_text()),
            ));
        }
    }
    Ok(())
}

/// Every option of a game with its default, as a new game's options.
pub fn defaults(kind: GameKind, players: u8) -> Map<String, Value> {
    kind.options()
        .iter()
        .map(|s| (s.key.to_string(), s.default_value(players)))
        .collect()
}
