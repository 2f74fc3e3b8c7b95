//! Settings are kept: every change the player makes (in Settings, or by a key such as
//! the view or the coordinates) is written to the settings file at once, or once the
//! mouse button is let go (a slider's drag writes once). The window draws no frame
//! while idle, so nothing waits on a clock. A damaged file is moved aside, never
//! overwritten unread, and the window says where the settings are kept or why not.

use std::path::{Path, PathBuf};

use bevy::prelude::*;

use super::{ConfigDir, Settings, SettingsNotice, save};

/// What was last kept, a change waiting to be, and how the last write went.
#[derive(Resource, Debug, Default)]
pub struct SettingsKept {
    /// The settings as the file holds them (as loaded, then as last written).
    written: Option<Settings>,
    /// A change waits to be written (the mouse button is still down).
    due: bool,
    /// The last write: where, or why it failed.
    pub last: Option<Result<PathBuf, String>>,
}

impl SettingsKept {
    /// No change is waiting to be written.
    pub fn idle(&self) -> bool {
        !self.due
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<SettingsKept>()
        .add_systems(Update, keep_settings);
}

fn keep_settings(
    settings: Res<Settings>,
    mouse: Option<Res<ButtonInput<MouseButton>>>,
    dir: Res<ConfigDir>,
    mut kept: ResMut<SettingsKept>,
    mut notice: ResMut<SettingsNotice>,
) {
    let Some(written) = kept.written.as_ref() else {
        // The settings the game started with are what the file holds (or its defaults).
        kept.written = Some(settings.clone());
        return;
    };
    if settings.is_changed() && *settings != *written {
        kept.due = true;
    }
    if !kept.due || mouse.is_some_and(|m| m.get_pressed().next().is_some()) {
        return;
    }
    kept.due = false;
    let file = dir.file();
    let result =
        move_damaged_aside(&file, notice.0.is_some()).and_then(|()| save(&file, &settings));
    kept.last = Some(match result {
        Ok(()) => {
            notice.0 = None;
            kept.written = Some(settings.clone());
            Ok(file)
        }
        Err(e) => {
            warn!("settings not kept: {e}");
            Err(e)
        }
    });
}

/// A settings file that could not be read is kept beside the new one (`.damaged`), so
/// nothing the player had is destroyed unseen.
fn move_damaged_aside(file: &Path, damaged: bool) -> Result<(), String> {
    if !damaged || !file.exists() {
        return Ok(());
    }
    let aside = file.with_extension("json.damaged");
    std::fs::rename(file, &aside).map_err(|e| format!("{}: {e}", aside.display()))
}
