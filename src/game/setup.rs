//! The choices of a new game (the game, players, seats, options) and the match they
//! describe.

use bevy::prelude::*;
use serde_json::{Map, Value};
use sowing_ai::Level;
use sowing_rules::GameKind;

use crate::game::play::{Match, Seat, StartError};
use crate::settings::LastGame;

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
    /// The choices as the settings keep them.
    pub fn remembered(&self) -> LastGame {
        LastGame {
            game: self.kind.as_str().to_string(),
            players: self.players,
            seats: self
                .seats
                .iter()
                .map(|s| seat_name(*s).to_string())
                .collect(),
            options: self.options.clone(),
        }
    }

    /// The choices the settings kept, where they still make a game: the game known, the
    /// player count in its range, every seat named; options the game no longer has are
    /// dropped and those it gained take their defaults.
    pub fn from_remembered(last: &LastGame) -> Option<NewGame> {
        let kind = GameKind::parse(&last.game)?;
        if !kind.player_range().contains(&last.players) {
            return None;
        }
        let mut n = NewGame {
            kind,
            players: last.players,
            ..NewGame::default()
        };
        for (slot, name) in n.seats.iter_mut().zip(&last.seats) {
            *slot = seat_named(name)?;
        }
        n.options = default_options(kind, last.players);
        for (key, value) in n.options.iter_mut() {
            if let Some(v) = last.options.get(key)
                && std::mem::discriminant(v) == std::mem::discriminant(value)
            {
                *value = v.clone();
            }
        }
        n.start().ok()?;
        Some(n)
    }

    /// The match these choices describe.
    pub fn start(&self) -> Result<Match, StartError> {
        let seats = self.seats[..self.players as usize].to_vec();
        Match::new(self.kind, self.players, self.options.clone(), seats)
    }
}

/// A seat's name in the settings file.
fn seat_name(s: Seat) -> &'static str {
    match s {
        Seat::Human => "human",
        Seat::Remote => "online",
        Seat::Computer(l) => l.as_str(),
    }
}

/// The seat a name in the settings file stands for.
fn seat_named(name: &str) -> Option<Seat> {
    match name {
        "human" => Some(Seat::Human),
        "online" => Some(Seat::Remote),
        _ => Level::ALL
            .into_iter()
            .find(|l| l.as_str() == name)
            .map(Seat::Computer),
    }
}

/// Every option of a game with its default value, from the game's options schema.
pub fn default_options(kind: GameKind, players: u8) -> Map<String, Value> {
    sowing_rules::options::defaults(kind, players)
}
