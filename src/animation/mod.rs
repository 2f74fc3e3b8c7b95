//! A move's events played out on a visual copy of the board, and the glides of the
//! pieces that follow it.

pub mod anim;
pub mod motion;

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((anim::plugin, motion::plugin));
}
