//! Which online game the autosave is, when it is one this player joined: the host's
//! address and the player's name, beside the autosave. The title then offers to join that
//! host again (the seat's token takes the seat back) instead of resuming the game alone,
//! where it would part from the host's. A game this machine hosted is marked too: resumed,
//! it goes on here alone, and the title says so.

use bevy::prelude::*;
use serde::{Deserialize, Serialize};
use sowing_rules::record::write_atomic;

use super::DataDir;

/// The joined game being played here: set while joined to a host with a seat.
#[derive(Resource, Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct JoinedAt {
    /// The host's address, `HOST:PORT`.
    pub address: String,
    /// The name this player joined with (the seat's token is kept by address and name).
    pub name: String,
    /// The game's password, so that "Join again" joins (it opened the form with the
    /// password empty and no word of it). Kept beside the seat's token, in the player's
    /// own data folder.
    #[serde(default)]
    pub password: String,
    /// The room's code on a room server (empty: a host's own game).
    #[serde(default)]
    pub room: String,
}

/// The unfinished autosaved game is one joined at this host: offered as "join again".
#[derive(Resource, Debug, Clone, Default)]
pub struct ResumeOnline(pub Option<JoinedAt>);

fn path(dir: &DataDir) -> std::path::PathBuf {
    dir.0.join("autosave-online.json")
}

/// Marks the autosave as the game joined at `at`, or (`None`) as a game of this machine.
pub fn mark(dir: &DataDir, at: Option<&JoinedAt>) {
    let p = path(dir);
    let result = match at {
        Some(at) => serde_json::to_string(at)
            .map_err(std::io::Error::other)
            .and_then(|text| write_atomic(&p, text.as_bytes())),
        None if p.exists() => std::fs::remove_file(&p),
        None => Ok(()),
    };
    if let Err(e) = result {
        warn!("the autosave's online mark is not kept: {e}");
    }
}

/// The host the autosave was joined at, if it was.
pub fn marked(dir: &DataDir) -> Option<JoinedAt> {
    let text = std::fs::read_to_string(path(dir)).ok()?;
    serde_json::from_str(&text).ok()
}

/// The unfinished autosaved game was hosted here: resumed, every seat is played here.
#[derive(Resource, Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct ResumeHosted(pub bool);

fn hosted_path(dir: &DataDir) -> std::path::PathBuf {
    dir.0.join("autosave-hosted")
}

/// Marks the autosave as a game this machine hosts (or not).
pub fn mark_hosted(dir: &DataDir, hosted: bool) {
    let p = hosted_path(dir);
    let result = match hosted {
        true => write_atomic(&p, b"hosted\n"),
        false if p.exists() => std::fs::remove_file(&p),
        false => Ok(()),
    };
    if let Err(e) = result {
        warn!("the autosave's hosted mark is not kept: {e}");
    }
}

/// Whether the autosave is a game this machine hosted.
pub fn hosted(dir: &DataDir) -> bool {
    hosted_path(dir).exists()
}
