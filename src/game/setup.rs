//! The choices of a new game (the game, players, seats, options) and the match they
//! describe.

use bevy::prelude::*;
use serde_json::{Map, Value};
use sowing_ai::Level;
use sowing_rules::GameKind;

use crate::game::play::{Match, Seat, StartError};

/// The new-game choices.
#[derive(Resource, Debug, Clone)]
pub struct NewGame {
    pub kind: GameKind,
    pub players: u8,
    pub seats: Vec<Seat>,
    /// The game's options, every one with its value.
    pub options: Map<String, Value>,
    /// Why the last start failed, if it did.
    pub error: Option<StartError>,
}

impl Default for NewGame {
    fn default() -> Self {
        let mut n = NewGame {
            kind: GameKind::UmelBagara,
            players: 2,
            seats: vec![
                Seat::Human,
                Seat::Computer(Level::Medium),
                Seat::Computer(Level::Medium),
                Seat::Computer(Level::Medium),
                Seat::Computer(Level::Medium),
                Seat::Computer(Level::Medium),
            ],
            options: Map::new(),
            error: None,
        };
        n.options = default_options(n.kind, n.players);
        n
    }
}

impl NewGame {
    /// The match these choices describe.
    pub fn start(&self) -> Result<Match, StartError> {
        let seats = self.seats[..self.players as usize].to_vec();
        Match::new(self.kind, self.players, self.options.clone(), seats)
    }
}

/// Every option of a game with its default value, from the game's options schema.
pub fn default_options(kind: GameKind, players: u8) -> Map<String, Value> {
    sowing_rules::options::defaults(kind, players)
}
