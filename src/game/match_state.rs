//! The match: the rules position (the single source of truth), the seats, the moves
//! played and the moves undone, and its transitions as plain methods: play, undo, redo
//! and a jump through a replay. Every move of every front end (click, key, pad, computer,
//! network, lesson) reaches the position through `Match::play`; nothing else changes it.

use bevy::prelude::*;
use serde_json::{Map, Value};
use sowing_ai::Level;
use sowing_rules::{AnyGame, Event, GameKind, MoveError};

use crate::i18n::Texts;
use crate::tr;

/// Who plays a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Seat {
    /// A player at this machine.
    Human,
    /// The computer, on this machine.
    Computer(Level),
    /// A player on another machine (online): its moves come over the network.
    Remote,
}

/// The game being played.
#[derive(Resource, Clone, Debug)]
pub struct Match {
    /// The position, from the rules crate.
    pub game: AnyGame,
    /// Where the game started (for its record).
    pub start: AnyGame,
    /// One seat per player.
    pub seats: Vec<Seat>,
    /// Positions before each move, for undo.
    pub history: Vec<AnyGame>,
    /// The moves played, in notation: the game as the board shows it.
    pub moves: Vec<String>,
    /// Undone moves, for redo (the next one last); never part of the game played.
    pub redo: Vec<String>,
    /// Playing, or replaying a record (moves only go back and forth through it).
    pub mode: MatchMode,
}

/// Why a match cannot start.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StartError {
    /// The rules refuse the game, players or options (their reason).
    Rules(String),
    /// Not one seat per player.
    Seats { players: u8, seats: usize },
}

impl StartError {
    /// The fault in words.
    pub fn text(&self, texts: &Texts) -> String {
        match self {
            StartError::Rules(why) => tr!(texts, "start-refused", why = why.as_str()),
            StartError::Seats { players, seats } => {
                tr!(texts, "start-seats", players = *players, seats = *seats)
            }
        }
    }
}

/// Whether a match is played or replayed.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum MatchMode {
    /// Moves are played.
    #[default]
    Live,
    /// A record is replayed: moves only go back and forth through it.
    Replay,
}

/// A move the match took: who moved, what happened, the pieces captured.
#[derive(Clone, Debug, PartialEq)]
pub struct Played {
    pub mover: u8,
    pub events: Vec<Event>,
    pub captured: u32,
}

/// How many pieces a move's events capture.
pub fn captured_by(events: &[Event]) -> u32 {
    events
        .iter()
        .filter_map(|e| match e {
            Event::Capture { pieces, .. } => Some(pieces.total()),
            _ => None,
        })
        .sum()
}

impl Match {
    /// A new match.
    pub fn new(
        kind: GameKind,
        players: u8,
        options: Map<String, Value>,
        seats: Vec<Seat>,
    ) -> Result<Match, StartError> {
        let game = AnyGame::new(kind, Some(players), options)
            .map_err(|e| StartError::Rules(e.to_string()))?;
        if seats.len() != players as usize {
            return Err(StartError::Seats {
                players,
                seats: seats.len(),
            });
        }
        Ok(Match::at(game, seats))
    }

    /// A live match from a position, nothing played yet.
    pub fn at(game: AnyGame, seats: Vec<Seat>) -> Match {
        Match {
            start: game.clone(),
            game,
            seats,
            history: Vec::new(),
            moves: Vec::new(),
            redo: Vec::new(),
            mode: MatchMode::Live,
        }
    }

    /// The game's options, every one with its value.
    pub fn options(&self) -> Map<String, Value> {
        self.game
            .to_json()
            .get("options")
            .and_then(|v| v.as_object().cloned())
            .unwrap_or_default()
    }

    /// The seat to move.
    pub fn seat_to_move(&self) -> Seat {
        self.seats[self.game.to_move() as usize - 1]
    }

    /// A record is being replayed.
    pub fn is_replay(&self) -> bool {
        self.mode == MatchMode::Replay
    }

    /// A human may move now: a live game, not over, a human seat to move.
    pub fn human_to_move(&self) -> bool {
        !self.is_replay() && self.game.finished().is_none() && self.seat_to_move() == Seat::Human
    }

    /// The moves of the game: in a live match those played (what the board shows; undone
    /// moves are not the game), in a replay the record's whole line.
    pub fn line(&self) -> Vec<String> {
        let mut moves = self.moves.clone();
        if self.is_replay() {
            moves.extend(self.redo.iter().rev().cloned());
        }
        moves
    }

    /// Plays a new move: the position, history and move list move on and what was undone
    /// is forgotten (a new line starts). On an error nothing changes.
    pub fn play(&mut self, text: &str) -> Result<Played, MoveError> {
        let played = self.advance(text)?;
        self.redo.clear();
        Ok(played)
    }

    /// Takes back the last move; its text goes to the redo list. None at the start.
    pub fn undo_one(&mut self) -> Option<String> {
        let prev = self.history.pop()?;
        let mv = self.moves.pop().expect("a move per history entry");
        self.redo.push(mv.clone());
        self.game = prev;
        Some(mv)
    }

    /// Takes back moves to the last turn of a human at this machine (against computer
    /// seats one undo is the player's whole last turn), or to the start. Returns how
    /// many moves went back.
    pub fn undo_to_human(&mut self) -> usize {
        // With no human seat there is no human's turn to go back to: one move (it went
        // back to the start, throwing the whole game away).
        let humans = self.seats.contains(&Seat::Human);
        let mut undone = 0;
        while self.undo_one().is_some() {
            undone += 1;
            if self.seat_to_move() == Seat::Human || !humans {
                break;
            }
        }
        undone
    }

    /// Plays the next undone move again. None when nothing was undone; on an error (a
    /// record whose line no longer plays) the move stays undone and nothing changes.
    pub fn redo(&mut self) -> Option<Result<(String, Played), (String, MoveError)>> {
        let mv = self.redo.pop()?;
        Some(match self.advance(&mv) {
            Ok(p) => Ok((mv, p)),
            Err(e) => {
                self.redo.push(mv.clone());
                Err((mv, e))
            }
        })
    }

    /// Plays undone moves again up to the next turn of a human at this machine, as undo
    /// took them back (one redo brought back the player's move alone, and the computers
    /// then chose anew). The moves played again, or the first that would not play.
    pub fn redo_to_human(&mut self) -> Result<Vec<(String, Played)>, (String, MoveError)> {
        let mut done = Vec::new();
        while let Some(step) = self.redo() {
            done.push(step?);
            let humans = self.seats.contains(&Seat::Human);
            if self.seat_to_move() == Seat::Human || self.game.finished().is_some() || !humans {
                break;
            }
        }
        Ok(done)
    }

    /// Goes back or forth through the whole line (moves played and undone) to the
    /// position after `n` moves, or as near as the line reaches.
    pub fn jump(&mut self, n: usize) {
        while self.moves.len() > n && self.undo_one().is_some() {}
        while self.moves.len() < n {
            match self.redo() {
                Some(Ok(_)) => {}
                _ => break,
            }
        }
    }

    /// The one place a move is played on the position: clone, play, push.
    fn advance(&mut self, text: &str) -> Result<Played, MoveError> {
        let mut next = self.game.clone();
        let events = next.play_text(text)?;
        let before = std::mem::replace(&mut self.game, next);
        let mover = before.to_move();
        self.history.push(before);
        self.moves.push(text.to_string());
        Ok(Played {
            mover,
            captured: captured_by(&events),
            events,
        })
    }
}
