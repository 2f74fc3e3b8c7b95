//! The egui screens: the game window and the Board list (the HUD), the menus by screen,
//! and how keys reach egui.

pub mod arrows;
pub mod board_list;
mod coordinates;
pub mod egui_keys;
pub mod hud;
mod lesson;
pub mod menus;
pub mod pit_counts;
pub mod rules_page;
pub mod rules_text;

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((hud::plugin, egui_keys::plugin, menus::plugin));
}
