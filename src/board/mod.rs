//! The board in the world: pit and piece entities that follow the visual board, and the
//! focus cursor over the pits.

pub mod focus;
pub mod pieces;

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((pieces::plugin, focus::plugin));
}
