//! The game's folders as the platform has them (the `directories` crate: on Linux
//! `$XDG_CONFIG_HOME/sowing` or `~/.config/sowing` for settings, `$XDG_DATA_HOME/sowing`
//! or `~/.local/share/sowing` for saved games), each overridden by an environment
//! variable (`SOWING_CONFIG_DIR`, `SOWING_DATA_DIR`: tests and the end-to-end suite).

use std::path::{Path, PathBuf};

use directories::ProjectDirs;

/// Where settings are saved.
pub fn config_dir() -> PathBuf {
    folder("SOWING_CONFIG_DIR", ProjectDirs::config_dir)
}

/// Where saved games live.
pub fn data_dir() -> PathBuf {
    folder("SOWING_DATA_DIR", ProjectDirs::data_dir)
}

/// The variable's folder if set, else the platform's, else `.sowing` here (no home).
fn folder(var: &str, pick: fn(&ProjectDirs) -> &Path) -> PathBuf {
    std::env::var_os(var)
        .filter(|v| !v.is_empty())
        .map(PathBuf::from)
        .or_else(|| ProjectDirs::from("", "", "sowing").map(|d| pick(&d).to_path_buf()))
        .unwrap_or_else(|| PathBuf::from(".sowing"))
}
