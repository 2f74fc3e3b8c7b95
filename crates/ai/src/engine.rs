//! A player's engine: what its searches keep from one move to the next (`Memory`:
//! Hard's banked time, the alpha-beta tables kept for the next search, the Umel Bagara
//! endgame solver's table). The caller owns one per computer seat and one for hints, so
//! that no search spends or reuses another's: in two-player Myra a hint once drew on the
//! time the computer seat had banked. Each search is lent the engine's memory; no search
//! state lives in the thread that runs it.

use std::sync::atomic::AtomicBool;
use std::time::Duration;

use sowing_rules::AnyGame;

use crate::mcts::SearchConfig;
use crate::memory::Memory;
use crate::players::{Ai, choose_text_with};

/// One player's engine.
#[derive(Default)]
pub struct Engine {
    memory: Memory,
}

impl Engine {
    /// An engine that has kept nothing yet.
    pub fn new() -> Engine {
        Engine::default()
    }

    /// Time Hard has banked for the moves where its best move falls.
    pub fn banked(&self) -> Duration {
        self.memory.banked()
    }

    /// `choose_text` with what this engine's searches keep.
    pub fn choose_text(
        &mut self,
        ai: Ai,
        game: &AnyGame,
        cfg: Option<SearchConfig>,
        seed: u64,
        cancel: &AtomicBool,
    ) -> Option<String> {
        choose_text_with(ai, game, cfg, seed, cancel, &mut self.memory)
    }
}
