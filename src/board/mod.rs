//! The board in the world: pit and piece entities that follow the visual board, the
//! pieces picked for a placement being built, and the focus cursor over the pits.

pub mod focus;
pub mod pieces;
pub mod provisional;

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((pieces::plugin, provisional::plugin, focus::plugin));
}
