//! A small file of strings kept by key with the order they were kept in, oldest dropped
//! past a limit: the seat tokens and the servers' keys are kept so. A damaged file reads
//! as an empty one.

use std::collections::BTreeMap;
use std::path::Path;

/// What a file holds: each key's place in the order kept, and its value.
pub type Kept = BTreeMap<String, (u64, String)>;

/// The file's entries (none when it is missing or damaged).
pub fn read(file: &Path) -> Kept {
    std::fs::read_to_string(file)
        .ok()
        .and_then(|t| serde_json::from_str(&t).ok())
        .unwrap_or_default()
}

/// Sets `key` to `value` (newest) or with `None` forgets it, keeps the newest `limit`
/// entries and writes the file whole.
pub fn set(file: &Path, key: String, value: Option<String>, limit: usize) -> Result<(), String> {
    let mut all = read(file);
    match value {
        Some(v) => {
            let next = all.values().map(|(n, _)| n + 1).max().unwrap_or(0);
            all.insert(key, (next, v));
        }
        None => {
            all.remove(&key);
        }
    }
    while all.len() > limit {
        let oldest = all
            .iter()
            .min_by_key(|(_, (n, _))| *n)
            .map(|(a, _)| a.clone())
            .expect("not empty");
        all.remove(&oldest);
    }
    let text = serde_json::to_string_pretty(&all).expect("kept entries serialise");
    sowing_rules::record::write_atomic(file, text.as_bytes())
        .map_err(|e| format!("{}: {e}", file.display()))
}
