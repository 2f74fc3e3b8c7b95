//! Seat tokens kept with the player's data, by host address and player name: a player
//! whose window closed or crashed, or who joins again through the menus, says the token
//! of the seat the host gave and takes that seat back (the host keeps a left seat waiting
//! for its token). Another name from the same folder (a second window, bots sharing a
//! folder) is another player and gets a seat of its own.
//! The file is small JSON (`online-seats.json` in the data folder); a damaged one is as
//! good as none: the player then joins as anyone new does.

use std::path::PathBuf;

use crate::game::records::DataDir;

/// The most hosts remembered; the oldest entries go first.
const KEPT: usize = 32;

fn file(dir: &DataDir) -> PathBuf {
    dir.0.join("online-seats.json")
}

/// Whose token for which host.
fn key(address: &str, name: &str) -> String {
    format!("{}@{address}", name.trim())
}

/// The token the player `name` was given by the host at `address`, if one is kept.
pub fn kept(dir: &DataDir, address: &str, name: &str) -> Option<u64> {
    super::kept::read(&file(dir))
        .get(&key(address, name))
        .map(|(_, token)| token.parse().ok())?
}

/// Keeps (or with `None` forgets) the token of the seat the host at `address` gave the
/// player `name`.
pub fn keep(dir: &DataDir, address: &str, name: &str, token: Option<u64>) -> Result<(), String> {
    super::kept::set(
        &file(dir),
        key(address, name),
        token.map(|t| t.to_string()),
        KEPT,
    )
}
