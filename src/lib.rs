//! The Sowing game: Bevy plugins over the rules engine. `logic_plugin` holds states,
//! the match, move requests, animation state and computer seats, and runs headless in
//! tests; `render_plugin` adds meshes, materials, picking and the egui screens.

pub mod a11y;
pub mod animation;
pub mod app;
pub mod args;
pub mod board;
pub mod dev_tools;
pub mod game;
pub mod headless;
pub mod i18n;
pub mod input;
pub mod net;
pub mod render;
pub mod settings;
pub mod ui;

use bevy::prelude::*;

/// The ordered phases of a frame: every move goes input → validate → apply → animate →
/// reconcile, whatever asked for it (a click, the computer, a test).
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum FramePhase {
    /// Clicks, keys and the computer seats turn into move requests.
    Input,
    /// Requests are checked with the rules crate and applied.
    Apply,
    /// The move's events play out on the visual board.
    Animate,
    /// Piece entities follow the visual board; it must end equal to the position.
    Reconcile,
}

/// The steps of `FramePhase::Apply`, in order: the move requests are checked and played;
/// the match's history moves (undo, redo); then what follows the match catches up (the
/// move being built, the hint, a lesson's step).
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ApplyStep {
    /// Move requests from any front end, checked with the rules crate and played.
    Requests,
    /// Undo and redo.
    History,
    /// What follows a change of the match.
    Follow,
}

/// Everything but rendering: usable with `MinimalPlugins` in tests.
pub fn logic_plugin(app: &mut App) {
    app.configure_sets(
        Update,
        (
            FramePhase::Input,
            FramePhase::Apply,
            FramePhase::Animate,
            FramePhase::Reconcile,
        )
            .chain(),
    );
    app.configure_sets(
        Update,
        (ApplyStep::Requests, ApplyStep::History, ApplyStep::Follow)
            .chain()
            .in_set(FramePhase::Apply),
    );
    // Replicon first: the game registers its messages with it. The server's tick follows
    // the app's frames (a turn-based game sends when something happens).
    app.add_plugins(
        bevy_replicon::RepliconPlugins.set(bevy_replicon::prelude::ServerPlugin::new(PostUpdate)),
    );
    app.add_plugins((
        settings::plugin,
        game::plugin,
        net::plugin,
        animation::plugin,
        board::plugin,
        a11y::logic,
        input::plugin,
    ));
}

/// Meshes, materials, picking, camera and the egui screens (needs `DefaultPlugins`).
pub fn render_plugin(app: &mut App) {
    app.add_plugins((render::plugin, ui::plugin, a11y::render));
}
