//! Game records: the start position, the seats and the move list in ENGINE.md notation,
//! with a format version, as a small JSON file. Loading replays every move through the
//! rules, so a record that does not replay is refused with the first bad move named.
//! Saving is atomic (temporary file, flush, rename): a crash at any instant leaves the
//! old record or the new one on disk, never a broken one.

use std::io::Write;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use crate::AnyGame;
use crate::core::{MoveError, PositionError, PositionErrorKind};

/// What the `format` field of every record says.
pub const RECORD_FORMAT: &str = "sowing-record";
/// The record format version this build writes and reads.
pub const RECORD_VERSION: u32 = 1;

/// Who played a seat.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatRecord {
    /// The player's name as shown.
    pub name: String,
    /// `None` for a human; the computer's level (`easy`, `medium`, `hard`) otherwise.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub computer: Option<String>,
}

/// A game: where it started, who played and the moves played.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Record {
    /// Always `sowing-record`.
    pub format: String,
    /// The format version ([`RECORD_VERSION`]).
    pub version: u32,
    /// `myra`, `esiema`, `tricala` or `umel_bagara`.
    pub game: String,
    /// Seated players.
    pub players: u8,
    /// The game options, every one with its value.
    pub options: Map<String, Value>,
    /// One per player.
    pub seats: Vec<SeatRecord>,
    /// The start position (ENGINE.md JSON).
    pub start: Map<String, Value>,
    /// The moves in ENGINE.md notation.
    pub moves: Vec<String>,
    /// When it was saved, seconds since 1970 (informative).
    #[serde(default)]
    pub saved_at: u64,
    /// The result once over (informative; the replay decides).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub result: Option<String>,
}

/// Why a record was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RecordError {
    /// The file could not be read or written.
    #[error("cannot read or write the record: {0}")]
    Io(String),
    /// The file is empty.
    #[error("the record file is empty")]
    Empty,
    /// Not JSON, or JSON of the wrong shape.
    #[error("the record is not valid: {0}")]
    Malformed(String),
    /// Not a Sowing record.
    #[error("this file is not a Sowing game record")]
    NotARecord,
    /// Written by another version of the format.
    #[error("{}", version_text(*.0))]
    Version(u32),
    /// The start position is refused by the rules.
    #[error("the record's start position is refused: {}", .0.detail)]
    Start(PositionError),
    /// A move does not replay: its number (1-based), its text and why.
    #[error("move {number} '{text}' does not replay: {reason}")]
    BadMove {
        number: usize,
        text: String,
        reason: MoveError,
    },
}

/// The text of a version the record format does not read.
fn version_text(v: u32) -> String {
    if v > RECORD_VERSION {
        format!(
            "the record has format version {v}, made by a newer Sowing (this one reads {RECORD_VERSION})"
        )
    } else {
        format!("the record has unknown format version {v} (this Sowing reads {RECORD_VERSION})")
    }
}

/// A record that replayed: every position from the start to the last move.
#[derive(Clone, Debug)]
pub struct Replayed {
    pub record: Record,
    /// `positions[0]` is the start, `positions[i]` the position after move i.
    pub positions: Vec<AnyGame>,
}

impl Replayed {
    /// The position after the last move.
    pub fn last(&self) -> &AnyGame {
        self.positions.last().expect("at least the start")
    }
}

impl Record {
    /// A record of a game from `start` with `moves` played.
    pub fn new(start: &AnyGame, seats: Vec<SeatRecord>, moves: Vec<String>) -> Record {
        let json = start.to_json();
        let options = json
            .get("options")
            .and_then(|v| v.as_object().cloned())
            .unwrap_or_default();
        Record {
            format: RECORD_FORMAT.into(),
            version: RECORD_VERSION,
            game: start.kind().as_str().into(),
            players: start.players(),
            options,
            seats,
            start: json,
            moves,
            saved_at: std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map(|d| d.as_secs())
                .unwrap_or(0),
            result: None,
        }
    }

    /// The record as pretty JSON text.
    pub fn to_text(&self) -> String {
        serde_json::to_string_pretty(self).expect("a record is plain data") + "\n"
    }

    /// Reads a record's text without replaying it (use [`Record::replay`] to check it).
    pub fn parse(text: &str) -> Result<Record, RecordError> {
        if text.trim().is_empty() {
            return Err(RecordError::Empty);
        }
        let v: Value =
            serde_json::from_str(text).map_err(|e| RecordError::Malformed(e.to_string()))?;
        let o = v.as_object().ok_or(RecordError::NotARecord)?;
        if o.get("format").and_then(Value::as_str) != Some(RECORD_FORMAT) {
            return Err(RecordError::NotARecord);
        }
        match o.get("version").and_then(Value::as_u64) {
            Some(v) if v == RECORD_VERSION as u64 => {}
            Some(v) => return Err(RecordError::Version(v.min(u32::MAX as u64) as u32)),
            None => return Err(RecordError::Malformed("no format version".into())),
        }
        serde_json::from_value(v).map_err(|e| RecordError::Malformed(e.to_string()))
    }

    /// Replays every move through the rules from the start position.
    pub fn replay(self) -> Result<Replayed, RecordError> {
        let start = AnyGame::from_json_str(&Value::Object(self.start.clone()).to_string())
            .map_err(RecordError::Start)?;
        if start.kind().as_str() != self.game || start.players() != self.players {
            return Err(RecordError::Start(PositionError::new(
                PositionErrorKind::Game,
                format!(
                    "it is {} for {} players, the record says {} for {}",
                    start.kind().as_str(),
                    start.players(),
                    self.game,
                    self.players
                ),
            )));
        }
        // The options are a copy of the start position's (found by fuzzing: a record
        // could say other options than the game it replays).
        let start_options = start.to_json().get("options").cloned().unwrap_or_default();
        if Value::Object(self.options.clone()) != start_options {
            return Err(RecordError::Malformed(
                "its options differ from the start position's".into(),
            ));
        }
        if self.seats.len() != self.players as usize {
            return Err(RecordError::Malformed(format!(
                "{} seats for {} players",
                self.seats.len(),
                self.players
            )));
        }
        let mut positions = Vec::with_capacity(self.moves.len() + 1);
        positions.push(start);
        for (i, text) in self.moves.iter().enumerate() {
            let mut next = positions[i].clone();
            next.play_text(text).map_err(|e| RecordError::BadMove {
                number: i + 1,
                text: text.clone(),
                reason: e,
            })?;
            positions.push(next);
        }
        Ok(Replayed {
            record: self,
            positions,
        })
    }

    /// Reads, parses and replays a record file. The file is never changed.
    pub fn load(path: &Path) -> Result<Replayed, RecordError> {
        let text = std::fs::read_to_string(path)
            .map_err(|e| RecordError::Io(format!("{}: {e}", path.display())))?;
        Record::parse(&text)?.replay()
    }

    /// Writes the record atomically: a temporary file beside it, flushed to disk, then
    /// renamed over the old one.
    pub fn save(&self, path: &Path) -> Result<(), RecordError> {
        write_atomic(path, self.to_text().as_bytes())
            .map_err(|e| RecordError::Io(format!("{}: {e}", path.display())))
    }
}

/// The temporary file a save goes through.
pub fn temp_path(path: &Path) -> PathBuf {
    let mut name = path
        .file_name()
        .map(|n| n.to_os_string())
        .unwrap_or_default();
    name.push(".tmp");
    path.with_file_name(name)
}

/// Writes `bytes` to `path` so that a crash at any instant leaves either the old file or
/// the new one: write a temporary file, flush it to disk, rename it over `path`, then
/// flush the directory.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        std::fs::create_dir_all(dir)?;
    }
    let tmp = temp_path(path);
    {
        let mut f = std::fs::File::create(&tmp)?;
        f.write_all(bytes)?;
        f.sync_all()?;
    }
    std::fs::rename(&tmp, path)?;
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty())
        && let Ok(d) = std::fs::File::open(dir)
    {
        let _ = d.sync_all();
    }
    Ok(())
}
