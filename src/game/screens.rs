//! The screens as states (title, new game, play) and the overlays shown above them
//! (pause menu, settings, game over). Entities of a screen carry `DespawnOnExit`.

use bevy::prelude::*;

/// Which screen is shown.
#[derive(States, Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Screen {
    /// The title: new game, resume, settings, quit.
    #[default]
    Title,
    /// The new-game choices: game, players, seats, options, piece style.
    NewGame,
    /// A game on the board.
    Play,
}

/// A window over the current screen. While one is open in play, the board takes no
/// input, animations hold still and computer seats do not think.
#[derive(States, Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Overlay {
    /// Nothing over the screen.
    #[default]
    None,
    /// The pause menu.
    Paused,
    /// The settings window (from the title or the pause menu).
    Settings,
    /// The result of a finished game.
    GameOver,
}

pub(super) fn plugin(app: &mut App) {
    app.init_state::<Screen>()
        .init_state::<Overlay>()
        // Leaving a screen closes whatever was over it.
        .add_systems(OnExit(Screen::Title), close_overlay)
        .add_systems(OnExit(Screen::NewGame), close_overlay)
        .add_systems(OnExit(Screen::Play), close_overlay);
}

fn close_overlay(mut next: ResMut<NextState<Overlay>>) {
    next.set(Overlay::None);
}

/// Whether the board is live: in play with nothing over it.
pub fn board_live(screen: Res<State<Screen>>, overlay: Res<State<Overlay>>) -> bool {
    *screen.get() == Screen::Play && *overlay.get() == Overlay::None
}
