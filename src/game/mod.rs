//! The match and everything that decides it: screens, the position and its history,
//! the one owner of move building, move requests and what peers online send each
//! other, computer seats, hints, lessons, the marks of moves and game records.

pub mod apply;
pub mod build;
pub mod computer;
pub mod cue;
pub mod errors;
pub mod hint;
pub mod lessons;
pub mod marks;
pub mod match_state;
pub mod play;
pub mod protocol;
pub mod queue;
pub mod random_setup;
pub mod records;
pub mod refusal;
pub mod screens;
pub mod setup;
pub mod start;

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<setup::NewGame>()
        .add_message::<start::MatchStarted>()
        .init_resource::<start::MatchSerial>()
        .init_resource::<start::FromAutosave>()
        .add_plugins((
            protocol::plugin,
            screens::plugin,
            queue::plugin,
            cue::plugin,
            play::plugin,
            apply::plugin,
            build::plugin,
            computer::plugin,
            random_setup::plugin,
            hint::plugin,
            lessons::plugin,
            start::plugin,
            marks::plugin,
            records::plugin,
        ));
}
