//! The match and everything that decides it: screens, the position and its history,
//! the one owner of move building, move requests, computer seats, hints, lessons, the marks of moves and game records.

pub mod build;
pub mod computer;
pub mod cue;
pub mod errors;
pub mod hint;
pub mod lessons;
pub mod marks;
pub mod play;
pub mod queue;
pub mod records;
pub mod screens;
pub mod setup;
pub mod start;

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<setup::NewGame>().add_plugins((
        screens::plugin,
        queue::plugin,
        cue::plugin,
        play::plugin,
        build::plugin,
        computer::plugin,
        hint::plugin,
        lessons::plugin,
        marks::plugin,
        records::plugin,
    ));
}
