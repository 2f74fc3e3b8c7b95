//! Sowing's rules engine: the boards, positions, moves and rules of Myra, Esiema,
//! Tricala and Umel Bagara, the position JSON and move notation of ENGINE.md, and the
//! event stream the game animates. No Bevy; the AI and the game build on it.

pub mod any;
pub mod board;
pub mod builder;
pub mod core;
pub mod diagram;
pub mod event;
pub mod game;
pub mod games;
mod hash;
pub mod json;
pub mod options;
pub mod piece;
pub mod playout;
pub mod reason;
pub mod record;
mod rng;
pub mod rules;
pub mod view;

pub use any::AnyGame;
pub use board::{Dir, PitId};
pub use builder::MoveBuilder;
pub use core::{
    Finished, GameKind, IllegalKind, MoveError, Outcome, Phase, PositionError, PositionErrorKind,
    ReplayError, Side, Step, StepInfo, TooManyToCount,
};
pub use event::Event;
pub use game::Game;
pub use piece::{Piece, Player};
pub use reason::EndReason;
pub use record::{Record, RecordError, Replayed, SeatRecord};
pub use rng::Rng;
pub use rules::Rules;
