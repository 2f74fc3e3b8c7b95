//! `AnyGame`: one type over the four games, speaking text and JSON, for the command line,
//! saved games and the Bevy game.

use serde_json::{Map, Value};

use crate::core::PositionErrorKind;
use crate::core::{
    Finished, GameKind, MoveError, Phase, PositionError, ReplayError, TooManyToCount,
};
use crate::event::Event;
use crate::game::Game;
use crate::games::{esiema::Esiema, myra::Myra, tricala::Tricala, umel::UmelBagara};
use crate::piece::Player;
use crate::playout::{PlayoutResult, random_playout};
use crate::rng::Rng;
use crate::rules::Rules;

/// A game of any of the four kinds, with its line history.
#[derive(Clone, Debug)]
pub enum AnyGame {
    Myra(Game<Myra>),
    /// Boxed: its 91 mixed pits make it much larger than the others.
    Esiema(Box<Game<Esiema>>),
    UmelBagara(Game<UmelBagara>),
    Tricala(Game<Tricala>),
}

/// Runs `$body` with `$g` bound to the inner `Game<_>`.
#[macro_export]
macro_rules! with_game {
    ($any:expr, $g:ident => $body:expr) => {
        match $any {
            $crate::AnyGame::Myra($g) => $body,
            $crate::AnyGame::Esiema(boxed) => {
                let $g = &**boxed;
                $body
            }
            $crate::AnyGame::UmelBagara($g) => $body,
            $crate::AnyGame::Tricala($g) => $body,
        }
    };
}

impl AnyGame {
    /// The start position of a game.
    pub fn new(
        kind: GameKind,
        players: Option<u8>,
        options: Map<String, Value>,
    ) -> Result<AnyGame, PositionError> {
        // The schema checks the options first (a bad player count is the game's to say).
        let n = players.unwrap_or(*kind.player_range().start());
        if kind.player_range().contains(&n) {
            crate::options::validate(kind, n, &options)?;
        }
        let mut o = Map::new();
        o.insert("game".into(), Value::from(kind.as_str()));
        if let Some(p) = players {
            o.insert("players".into(), Value::from(p));
        }
        o.insert("options".into(), Value::Object(options));
        Self::start_from(&o, kind)
    }

    fn start_from(o: &Map<String, Value>, kind: GameKind) -> Result<AnyGame, PositionError> {
        Ok(match kind {
            GameKind::Myra => AnyGame::Myra(Game::new(Myra::start_from(o)?)),
            GameKind::Esiema => AnyGame::Esiema(Box::new(Game::new(Esiema::from_json(o)?))),
            GameKind::UmelBagara => AnyGame::UmelBagara(Game::new(UmelBagara::from_json(o)?)),
            GameKind::Tricala => AnyGame::Tricala(Game::new(Tricala::from_json(o)?)),
        })
    }

    /// Reads a position from JSON text.
    pub fn from_json_str(text: &str) -> Result<AnyGame, PositionError> {
        let v: Value = serde_json::from_str(text).map_err(|e| {
            PositionError::new(PositionErrorKind::NotJson, format!("not JSON: {e}"))
        })?;
        Self::from_json(&v)
    }

    /// Reads a position from a JSON value.
    pub fn from_json(v: &Value) -> Result<AnyGame, PositionError> {
        let o = v.as_object().ok_or_else(|| {
            PositionError::new(
                PositionErrorKind::NotJson,
                "a position must be a JSON object",
            )
        })?;
        let kind = match o.get("game") {
            Some(Value::String(s)) => GameKind::parse(s).ok_or_else(|| {
                PositionError::new(PositionErrorKind::Game, format!("unknown game '{s}'"))
            })?,
            _ => {
                return Err(PositionError::new(
                    PositionErrorKind::Game,
                    "missing 'game'",
                ));
            }
        };
        Ok(match kind {
            GameKind::Myra => AnyGame::Myra(Game::new(Myra::from_json(o)?)),
            GameKind::Esiema => AnyGame::Esiema(Box::new(Game::new(Esiema::from_json(o)?))),
            GameKind::UmelBagara => AnyGame::UmelBagara(Game::new(UmelBagara::from_json(o)?)),
            GameKind::Tricala => AnyGame::Tricala(Game::new(Tricala::from_json(o)?)),
        })
    }

    /// Which game.
    pub fn kind(&self) -> GameKind {
        with_game!(self, g => g.position().kind())
    }

    /// Seated players.
    pub fn players(&self) -> u8 {
        with_game!(self, g => g.position().players())
    }

    /// Player to move.
    pub fn to_move(&self) -> Player {
        with_game!(self, g => g.position().to_move())
    }

    /// The position's key (`Rules::key`): equal for equal positions.
    pub fn key(&self) -> u128 {
        with_game!(self, g => g.position().key())
    }

    /// Phase.
    pub fn phase(&self) -> Phase {
        with_game!(self, g => g.position().phase())
    }

    /// The end, once over.
    pub fn finished(&self) -> Option<Finished> {
        with_game!(self, g => g.position().finished().cloned())
    }

    /// The counters a view shows, typed.
    pub fn counters(&self) -> crate::view::Counters {
        with_game!(self, g => g.position().counters())
    }

    /// The canonical position JSON.
    pub fn to_json(&self) -> Map<String, Value> {
        with_game!(self, g => g.position().to_json())
    }

    /// Every legal move in canonical text, sorted; `Err(n)` when there are more than `limit`.
    pub fn legal_texts(&self, limit: usize) -> Result<Vec<String>, u128> {
        let n = self.count().unwrap_or(u128::MAX);
        if n > limit as u128 {
            return Err(n);
        }
        let mut v: Vec<String> = with_game!(self, g => {
            let mut ms = Vec::new();
            g.position().legal_moves(&mut ms);
            ms.iter().map(|m| m.to_string()).collect()
        });
        v.sort();
        Ok(v)
    }

    /// Lists the legal moves without formatting them (for timing); returns how many.
    pub fn legal_texts_raw(&self) -> usize {
        with_game!(self, g => {
            let mut ms = Vec::new();
            g.position().legal_moves(&mut ms);
            ms.len()
        })
    }

    /// The exact number of legal moves.
    pub fn count(&self) -> Result<u128, TooManyToCount> {
        with_game!(self, g => g.position().count_moves())
    }

    /// Plays one move given in notation; returns its events. Nothing changes on error.
    pub fn play_text(&mut self, text: &str) -> Result<Vec<Event>, MoveError> {
        let mut events = Vec::new();
        match self {
            AnyGame::Myra(g) => g.play_text(text, Some(&mut events)).map(|_| ()),
            AnyGame::Esiema(g) => g.play_text(text, Some(&mut events)).map(|_| ()),
            AnyGame::UmelBagara(g) => g.play_text(text, Some(&mut events)).map(|_| ()),
            AnyGame::Tricala(g) => g.play_text(text, Some(&mut events)).map(|_| ()),
        }?;
        Ok(events)
    }

    /// Plays `text` on a copy, replays its events on the old position and checks that both
    /// give the same JSON. Returns the events.
    pub fn check_replay(&self, text: &str) -> Result<Vec<Event>, ReplayError> {
        with_game!(self, g => {
            let mut after = g.clone();
            let mut events = Vec::new();
            after.play_text(text, Some(&mut events))?;
            let replayed = g.position().replay(&events)?;
            if replayed.to_json() != after.position().to_json() {
                return Err(ReplayError::Differs {
                    replayed: Value::Object(replayed.to_json()).to_string(),
                    played: Value::Object(after.position().to_json()).to_string(),
                });
            }
            Ok(events)
        })
    }

    /// Every legal move's text, unsorted and unlimited (small positions only).
    pub fn legal_unsorted(&self) -> Vec<String> {
        with_game!(self, g => {
            let mut ms = Vec::new();
            g.position().legal_moves(&mut ms);
            ms.iter().map(|m| m.to_string()).collect()
        })
    }

    /// The moves the incremental builder reaches (texts), up to `limit`.
    pub fn built_moves(&self, limit: usize) -> Result<Vec<String>, MoveError> {
        with_game!(self, g => crate::builder::all_built_moves(g.position(), limit).map(|v| v.iter().map(|m| m.to_string()).collect()))
    }

    /// A random legal move's text (None when over).
    pub fn random_move_text(&self, rng: &mut Rng) -> Option<String> {
        with_game!(self, g => g.position().random_move(rng, &mut Vec::new()).map(|m| m.to_string()))
    }

    /// Perft.
    pub fn perft(&self, depth: u32) -> u128 {
        with_game!(self, g => g.perft(depth))
    }

    /// One random playout from here.
    pub fn random_playout(&self, rng: &mut Rng, max_plies: u32) -> PlayoutResult {
        with_game!(self, g => random_playout(g.position(), rng, max_plies))
    }

    /// Total pieces accounted for (board, hands, reserves, captured, stores).
    pub fn pieces_total(&self) -> u32 {
        with_game!(self, g => g.position().pieces_total())
    }
}
