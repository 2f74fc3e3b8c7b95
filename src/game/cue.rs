//! Moments the player should hear: the match, the animation and the input send a `Cue`,
//! and `a11y::audio` plays its knock (tests read the messages).

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<Cue>();
}

/// A sound to play.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cue {
    /// A piece dropped into this pit.
    Drop(usize),
    /// Pieces captured from this pit.
    Capture(usize),
    /// A refused action.
    Illegal,
    /// A human player's turn.
    YourTurn,
    /// The game is over.
    GameOver,
    /// The focus cursor hit the edge at this pit.
    Edge(usize),
}

impl Cue {
    /// The pit the cue sounds from, if it is tied to one.
    pub fn pit(self) -> Option<usize> {
        match self {
            Cue::Drop(p) | Cue::Capture(p) | Cue::Edge(p) => Some(p),
            _ => None,
        }
    }
}
