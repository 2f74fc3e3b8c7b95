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

impl Overlay {
    /// Whether this window pauses play: a menu over the board (the pause menu, settings,
    /// how to play). Animations hold still and the play windows take no input; the
    /// game-over window does not pause (the last move plays out, the board stays readable).
    pub fn pauses(self) -> bool {
        matches!(
            self,
            Overlay::Paused | Overlay::Settings | Overlay::HowToPlay
        )
    }
}

/// Whether the board is live: in play with nothing over it. The one test of it; the run
/// conditions below and the input's `BoardInput::live` ask it.
pub fn live(screen: Screen, overlay: Overlay) -> bool {
    screen == Screen::Play && overlay == Overlay::None
}

/// Run condition: the board is live (moves are built, computers think, hints are found).
pub fn board_live(screen: Res<State<Screen>>, overlay: Res<State<Overlay>>) -> bool {
    live(*screen.get(), *overlay.get())
}

/// Run condition: a game is shown and no menu pauses it (its moves play out, also under
/// the game-over window).
pub fn play_running(screen: Res<State<Screen>>, overlay: Res<State<Overlay>>) -> bool {
    *screen.get() == Screen::Play && !overlay.get().pauses()
}
