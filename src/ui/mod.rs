//! The egui screens: the game panel and the Board list (the HUD) docked beside the board,
//! the menus by screen, and how keys reach egui.

pub mod arrows;
pub mod board_list;
mod choice_buttons;
pub mod coordinates;
pub mod dock;
pub mod egui_keys;
pub mod hud;
pub mod label_place;
mod lesson;
pub mod menus;
mod move_list;
mod news;
pub mod pit_counts;
pub mod player_cards;
pub mod readable;
mod replay_controls;
pub mod rules_page;
pub mod rules_text;
mod swatch;
mod view_controls;

use bevy::prelude::*;

use crate::game::screens::Overlay;

/// The egui windows of a frame; what reads the whole frame's widgets runs after them.
#[derive(SystemSet, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Windows;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((hud::plugin, egui_keys::plugin, menus::plugin, dock::plugin))
        .add_systems(
            bevy_egui::EguiPrimaryContextPass,
            (news::news_on_focus, news::name_the_window).after(Windows),
        );
}

/// Whether the windows of play (the game window, the Board list, a lesson) take input: not
/// while a menu is open over the board (the pause menu, settings, how to play), so that
/// Tab stays in the menu and nothing behind it chooses a pit.
pub fn play_windows_enabled(overlay: &State<Overlay>) -> bool {
    !overlay.get().pauses()
}
