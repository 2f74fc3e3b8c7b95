//! Where saved games live: the autosave, named saves, exports and the files a player
//! put aside (or the game did, unreadable), in the data folder.

use std::path::{Path, PathBuf};

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

    /// Files taken out of the game's lists: removed saves and unreadable ones, kept for
    /// the player to look at or delete (the game never destroys a record).
    pub fn put_aside_dir(&self) -> PathBuf {
        self.0.join("put-aside")
    }

    /// Moves `file` into the put-aside folder under a name not yet taken there; returns
    /// where it went.
    pub fn put_aside(&self, file: &Path) -> std::io::Result<PathBuf> {
        let dir = self.put_aside_dir();
        std::fs::create_dir_all(&dir)?;
        let stem = file
            .file_stem()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_else(|| "record".into());
        let mut to = dir.join(format!("{stem}.json"));
        let mut n = 1;
        while to.exists() {
            n += 1;
            to = dir.join(format!("{stem}-{n}.json"));
        }
        std::fs::rename(file, &to)?;
        Ok(to)
    }

    /// The file of a named save: the name as typed, spaces too, with any other sign
    /// than a letter, a digit, a space, `-` or `_` made `_` (so no folder, no hidden
    /// file). "my first umel" was listed as "my_first_umel".
    pub fn save_path(&self, name: &str) -> Option<PathBuf> {
        let clean: String = name
            .trim()
            .chars()
            .map(|c| {
                if c.is_alphanumeric() || c == '-' || c == '_' || c == ' ' {
                    c
                } else {
                    '_'
                }
            })
            .collect();
        (!clean.is_empty()).then(|| self.saves().join(format!("{clean}.json")))
    }
}
