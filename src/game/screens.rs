//! The screens as states (title, new game, play) and the overlays shown above them
//! (pause menu, settings, game over, how to play). Entities of a screen carry `DespawnOnExit`.

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
    /// Online: joining a host, or the lobby of a hosted or joined game before it starts.
    Lobby,
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
    /// A game's rules page (from the title, the new-game screen or the pause menu).
    HowToPlay,
}

/// Which game's rules the How-to-play window shows, and the overlay Back returns to
/// (the pause menu when it was opened from there).
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq)]
pub struct RulesShown {
    pub kind: sowing_rules::GameKind,
    pub back: Overlay,
}

impl Default for RulesShown {
    fn default() -> Self {
        RulesShown {
            kind: sowing_rules::GameKind::UmelBagara,
            back: Overlay::None,
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<RulesShown>()
        .init_state::<Screen>()
        .init_state::<Overlay>()
        // Leaving a screen closes whatever was over it.
        .add_systems(OnExit(Screen::Title), close_overlay)
        .add_systems(OnExit(Screen::NewGame), close_overlay)
        .add_systems(OnExit(Screen::Play), close_overlay)
        .add_systems(OnExit(Screen::Lobby), close_overlay);
}

fn close_overlay(mut next: ResMut<NextState<Overlay>>) {
    next.set(Overlay::None);
}

/// Whether the board is live: in play with nothing over it.
pub fn board_live(screen: Res<State<Screen>>, overlay: Res<State<Overlay>>) -> bool {
    *screen.get() == Screen::Play && *overlay.get() == Overlay::None
}
