//! The screens as states: title (with the new-game choices), play and game over.

use bevy::prelude::*;

/// Which screen is shown.
#[derive(States, Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Screen {
    /// Title and new-game choices.
    #[default]
    Title,
    /// A game on the board.
    Play,
}

pub(super) fn plugin(app: &mut App) {
    app.init_state::<Screen>();
}
