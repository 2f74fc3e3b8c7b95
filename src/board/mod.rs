//! The board in the world: pit and piece entities that follow the visual board, the
//! pieces picked for a placement being built, the focus cursor over the pits, and which
//! pits carry their names.

pub mod focus;
pub mod labelled;
pub mod pieces;
pub mod provisional;

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((
        pieces::plugin,
        provisional::plugin,
        focus::plugin,
        labelled::plugin,
    ));
}
