//! Where saved games live: the autosave, named saves and exports in the data folder.

use std::path::PathBuf;

use bevy::prelude::*;

/// Where saved games live (`settings::folders::data_dir`).
#[derive(Resource, Debug, Clone)]
pub struct DataDir(pub PathBuf);

impl Default for DataDir {
    fn default() -> Self {
        DataDir(crate::settings::folders::data_dir())
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
