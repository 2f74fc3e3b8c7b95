//! What the player sets: the piece style and the view. The animation speed is
//! `anim::AnimSpeed` (0 plays a move at once). Changing either takes effect at once.

use bevy::prelude::*;

/// How pieces are drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Hash)]
pub enum PieceStyle {
    /// Coloured balls, as on most boards.
    #[default]
    Balls,
    /// A distinct solid per player (sphere, cube, tetrahedron, …), as the physical games
    /// do for blind players.
    Shapes,
}

impl PieceStyle {
    pub const ALL: [PieceStyle; 2] = [PieceStyle::Balls, PieceStyle::Shapes];

    pub fn label(self) -> &'static str {
        match self {
            PieceStyle::Balls => "Coloured balls",
            PieceStyle::Shapes => "A distinct shape per player",
        }
    }
}

/// The solid that stands for each player in the distinct-shape style.
pub const SHAPE_NAMES: [&str; 6] = [
    "sphere",
    "cube",
    "tetrahedron",
    "octahedron",
    "hexagonal prism",
    "cross",
];

/// The camera's view of the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum View {
    /// Perspective, from a seat at the table.
    #[default]
    Table,
    /// Straight down, a flat 2D board.
    TopDown,
}

/// The player's settings.
#[derive(Resource, Clone, Debug, PartialEq, Default)]
pub struct Settings {
    pub pieces: PieceStyle,
    pub view: View,
}

impl Settings {
    /// Switches between the table view and the top-down view.
    pub fn toggle_view(&mut self) {
        self.view = match self.view {
            View::Table => View::TopDown,
            View::TopDown => View::Table,
        };
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Settings>();
}
