//! A room server's rooms on disk: one small JSON file a room (`CODE.json` in the rooms
//! folder: the game's record, the room's password and whether it is public, each seat's
//! player name and token), written atomically after every change, so a server started
//! again has every room back with every move, and each player takes their seat again by
//! token. A finished room's file moves to `finished/`, where its record stays for
//! `sowing-cli replay`; a room nobody came back to, to `abandoned/`; a file that cannot be
//! read moves to `damaged/` with a warning.
//! (A room itself, its game and seats, is defined here with the form it is kept in.)

use std::path::{Path, PathBuf};

use bevy::prelude::*;
use serde::{Deserialize, Serialize};
use sowing_rules::Record;
use sowing_rules::record::write_atomic;

use crate::game::play::{Match, MatchMode, Seat};
use crate::game::protocol::SeatHolders;
use crate::game::records::{match_of, record_of};
use crate::net::seating::Seating;

/// One game of the server.
#[derive(Debug, Clone)]
pub struct Room {
    pub m: Match,
    pub seating: Seating,
    /// The connected peer holding each seat.
    pub holders: SeatHolders,
    pub password: String,
    /// Listed for anyone to find.
    pub public: bool,
    /// Every seat was held once: the game is under way.
    pub started: bool,
    /// Since when nobody is in the room (`None`: somebody is); a room empty too long is
    /// closed (`room_expiry`).
    pub empty_since: Option<std::time::SystemTime>,
}

impl Room {
    /// Every peer in the room: its players and its watchers.
    pub fn peers(&self) -> impl Iterator<Item = Entity> + '_ {
        let players = self.holders.0.iter().flatten().copied();
        players.chain(self.seating.spectators.iter().copied())
    }
}

/// A room as it is kept: `R` is the record, typed when written (straight from the
/// match, no text made and read back on every move) and read as JSON so that
/// `Record::parse` checks its format and version on loading.
#[derive(Serialize, Deserialize)]
struct Kept<R> {
    /// The game's record, as `sowing-cli replay` reads it.
    record: R,
    password: String,
    public: bool,
    names: Vec<String>,
    /// Each seat's token, as text (JSON numbers lose a u64's last digits elsewhere).
    tokens: Vec<String>,
    started: bool,
}

fn file(dir: &Path, code: &str) -> PathBuf {
    dir.join(format!("{code}.json"))
}

/// Writes `room` under its code.
pub fn save(dir: &Path, code: &str, room: &Room) -> Result<(), String> {
    let kept = Kept {
        record: record_of(&room.m),
        password: room.password.clone(),
        public: room.public,
        names: room.seating.names.clone(),
        tokens: room.seating.tokens.iter().map(u64::to_string).collect(),
        started: room.started,
    };
    let text = serde_json::to_string_pretty(&kept).expect("a room serialises");
    let path = file(dir, code);
    write_atomic(&path, text.as_bytes()).map_err(|e| format!("{}: {e}", path.display()))
}

/// Moves a finished room's file to `finished/` (its record is kept, the room is gone).
pub fn finish(dir: &Path, code: &str) {
    set_aside(dir, code, "finished");
}

/// Moves the file of a room nobody came back to to `abandoned/` (its record is kept).
pub fn abandon(dir: &Path, code: &str) {
    set_aside(dir, code, "abandoned");
}

fn set_aside(dir: &Path, code: &str, under: &str) {
    let to = dir.join(under);
    let moved = std::fs::create_dir_all(&to)
        .and_then(|_| std::fs::rename(file(dir, code), to.join(format!("{code}.json"))));
    if let Err(e) = moved {
        warn!("room {code}: cannot move its file to {under}/: {e}");
    }
}

/// Every room kept in `dir`, by code. A file that does not read as a room is moved to
/// `damaged/` and said in the log; the server goes on with the others.
pub fn load(dir: &Path) -> Vec<(String, Room)> {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut rooms = Vec::new();
    for entry in entries.flatten() {
        let path = entry.path();
        let (Some(code), Some("json")) = (
            path.file_stem().and_then(|s| s.to_str()),
            path.extension().and_then(|s| s.to_str()),
        ) else {
            continue;
        };
        match read(&path) {
            Ok(room) => rooms.push((code.to_string(), room)),
            Err(why) => {
                warn!("room {code} is damaged ({why}): moved to damaged/");
                set_aside(dir, code, "damaged");
            }
        }
    }
    rooms.sort_by(|a, b| a.0.cmp(&b.0));
    rooms
}

fn read(path: &Path) -> Result<Room, String> {
    let text = std::fs::read_to_string(path).map_err(|e| e.to_string())?;
    let kept: Kept<serde_json::Value> = serde_json::from_str(&text).map_err(|e| e.to_string())?;
    let record = Record::parse(&kept.record.to_string()).map_err(|e| format!("{e:?}"))?;
    let replayed = record.replay().map_err(|e| format!("{e:?}"))?;
    let at = replayed.record.moves.len();
    let mut m = match_of(replayed, at);
    m.mode = MatchMode::Live;
    let n = m.seats.len();
    m.seats = vec![Seat::Remote; n];
    let tokens: Result<Vec<u64>, _> = kept.tokens.iter().map(|t| t.parse::<u64>()).collect();
    let tokens = tokens.map_err(|e| e.to_string())?;
    if tokens.len() != n || kept.names.len() != n {
        let (t, k) = (tokens.len(), kept.names.len());
        return Err(format!("{n} seats, {t} tokens, {k} names")); // not shown: a server's log
    }
    Ok(Room {
        m,
        seating: Seating {
            names: kept.names,
            tokens,
            spectators: Vec::new(),
        },
        holders: SeatHolders(vec![None; n]),
        password: kept.password,
        public: kept.public,
        started: kept.started,
        // Nobody is in a room just read; empty since it was last written.
        empty_since: Some(
            std::fs::metadata(path)
                .and_then(|m| m.modified())
                .unwrap_or_else(|_| std::time::SystemTime::now()),
        ),
    })
}
