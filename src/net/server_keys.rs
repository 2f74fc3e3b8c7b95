//! The public keys of the servers this player has joined, kept with the player's data by
//! address (`online-servers.json`): the first answer's key is kept, and a later answer
//! under another key is refused, so a machine put between player and server is found
//! out. A player who knows the server's owner made a new key trusts it anew.
//! A damaged file is as good as none: every server is then met anew.

use std::path::PathBuf;

use crate::game::records::DataDir;

/// The most servers remembered; the oldest entries go first.
const KEPT: usize = 64;

fn file(dir: &DataDir) -> PathBuf {
    dir.0.join("online-servers.json")
}

fn hex(key: &[u8; 32]) -> String {
    key.iter().map(|b| format!("{b:02x}")).collect()
}

/// What a server's answer under `key` at `address` means to this player.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Met {
    /// The key kept for this server: the same server.
    Known,
    /// No key kept: met for the first time.
    New,
    /// Another key than the one kept.
    Changed,
}

/// Compares the key a server at `address` answered with to the kept one.
pub fn meet(dir: &DataDir, address: &str, key: &[u8; 32]) -> Met {
    match super::kept::read(&file(dir)).get(address.trim()) {
        None => Met::New,
        Some((_, kept)) if *kept == hex(key) => Met::Known,
        Some(_) => Met::Changed,
    }
}

/// Keeps `key` as the server's at `address` (or with `None` forgets it).
pub fn keep(dir: &DataDir, address: &str, key: Option<&[u8; 32]>) -> Result<(), String> {
    super::kept::set(&file(dir), address.trim().to_string(), key.map(hex), KEPT)
}
