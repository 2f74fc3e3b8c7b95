//! Where saved games live: the autosave, named saves and exports in the data folder.

use std::path::PathBuf;

use bevy::prelude::*;

/// Where saved games live: `$SOWING_DATA_DIR`, else `$XDG_DATA_HOME/sowing`, else
/// `~/.local/share/sowing`.
#[derive(Resource, Debug, Clone)]
pub struct DataDir(pub PathBuf);

impl Default for DataDir {
    fn default() -> Self {
        let env = |k: &str| {
            std::env::var_os(k)
                .filter(|v| !v.is_empty())
                .map(PathBuf::from)
        };
        let dir = env("SOWING_DATA_DIR")
            .or_else(|| env("XDG_DATA_HOME").map(|d| d.join("sowing")))
            .or_else(|| env("HOME").map(|h| h.join(".local/share/sowing")))
            .unwrap_or_else(|| PathBuf::from(".sowing"));
        DataDir(dir)
    }
}

impl DataDir {
    /// The game in progress, written after every move.
    pub fn autosave(&self) -> PathBuf {
        self.0.join("autosave.json")
    }

    /// Named saves.
    pub fn saves(&self) -> PathBuf {
        self.0.join("saves")
    }

    /// Exported records.
    pub fn exports(&self) -> PathBuf {
        self.0.join("exports")
    }

    /// The file of a named save (the name reduced to letters, digits, `-` and `_`).
    pub fn save_path(&self, name: &str) -> Option<PathBuf> {
        let clean: String = name
            .trim()
            .chars()
            .map(|c| {
                if c.is_alphanumeric() || c == '-' || c == '_' {
                    c
                } else {
                    '_'
                }
            })
            .collect();
        (!clean.is_empty()).then(|| self.saves().join(format!("{clean}.json")))
    }
}
