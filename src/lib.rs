//! The Sowing game: Bevy plugins over the rules engine. `logic_plugin` holds states,
//! the match, move requests, animation state and computer seats, and runs headless in
//! tests; `render_plugin` adds meshes, materials, picking and the egui screens.

pub mod anim;
pub mod app;
pub mod audio;
pub mod board;
pub mod camera;
pub mod cli;
pub mod computer;
pub mod dev_tools;
pub mod focus;
pub mod glow;
pub mod hud;
pub mod input;
pub mod menus;
pub mod motion;
pub mod palette;
pub mod play;
pub mod quality;
pub mod records;
pub mod redraw;
pub mod render;
pub mod screens;
pub mod settings;
pub mod speech;

use bevy::prelude::*;

/// The ordered phases of a frame: every move goes input → validate → apply → animate →
/// reconcile, whatever asked for it (a click, the computer, a test).
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Phase {
    /// Clicks, keys and the computer seats turn into move requests.
    Input,
    /// Requests are checked with the rules crate and applied.
    Apply,
    /// The move's events play out on the visual board.
    Animate,
    /// Piece entities follow the visual board; it must end equal to the position.
    Reconcile,
}

/// Everything but rendering: usable with `MinimalPlugins` in tests.
pub fn logic_plugin(app: &mut App) {
    app.configure_sets(
        Update,
        (Phase::Input, Phase::Apply, Phase::Animate, Phase::Reconcile).chain(),
    );
    app.add_plugins((
        screens::plugin,
        settings::plugin,
        play::plugin,
        anim::plugin,
        board::plugin,
        motion::plugin,
        computer::plugin,
        records::plugin,
    ))
    .add_plugins((audio::logic, focus::plugin, speech::plugin, input::plugin));
}

/// Meshes, materials, picking, camera and the egui screens (needs `DefaultPlugins`).
pub fn render_plugin(app: &mut App) {
    app.add_plugins((
        glow::plugin,
        quality::plugin,
        render::plugin,
        camera::plugin,
        hud::plugin,
        menus::plugin,
        audio::render,
    ));
}
