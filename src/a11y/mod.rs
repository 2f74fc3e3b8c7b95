//! For players who listen: words for pits, moves and the score, announcements for the
//! screen reader's live region, reading commands, and sound cues.

pub mod audio;
mod chosen;
pub mod dropped;
mod fresh;
mod goal;
pub mod knock;
pub mod plain;
mod results;
mod routes;
pub mod speech;
mod steps;
pub mod words;

use bevy::prelude::*;

/// Words, announcements and the cue messages (headless).
pub(super) fn logic(app: &mut App) {
    app.add_plugins((speech::plugin, fresh::plugin, steps::plugin, chosen::plugin));
}

/// The cues' sounds, placed on the board (needs the audio output).
pub(super) fn render(app: &mut App) {
    app.add_plugins(audio::render);
}
