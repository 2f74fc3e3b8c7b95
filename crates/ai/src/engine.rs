//! A player's engine: what its searches keep from one move to the next (Hard's banked
//! time, the alpha-beta tables kept for the next search, the Umel Bagara endgame
//! solver's table). The caller owns one per computer seat and one for hints, so that no
//! search spends or reuses another's: in two-player Myra a hint once drew on the time the
//! computer seat had banked. While a search runs, its engine's state is the calling
//! thread's (the searches keep it there, `Engine::run`), and it is taken back after.

use std::time::Duration;

use sowing_rules::AnyGame;
use std::sync::atomic::AtomicBool;

use crate::mcts::SearchConfig;
use crate::players::{Ai, choose_text};

/// What one player's searches keep between moves.
#[derive(Default)]
pub struct Engine {
    bank: Duration,
    tables: crate::table::KeptTables,
    endgame: crate::endgame::KnownTable,
}

impl Engine {
    /// An engine that has kept nothing yet.
    pub fn new() -> Engine {
        Engine::default()
    }

    /// Time Hard has banked for the moves where its best move falls.
    pub fn banked(&self) -> Duration {
        self.bank
    }

    /// Runs `f` (a search) with this engine's state on the calling thread, and keeps
    /// what it leaves; the thread's own state is put back after, even if `f` panics.
    pub fn run<T>(&mut self, f: impl FnOnce() -> T) -> T {
        struct Swapped<'a>(&'a mut Engine);
        impl Drop for Swapped<'_> {
            fn drop(&mut self) {
                self.0.swap();
            }
        }
        self.swap();
        let guard = Swapped(self);
        let r = f();
        drop(guard);
        r
    }

    /// Exchanges this engine's state with the thread's.
    fn swap(&mut self) {
        crate::hard::swap_bank(&mut self.bank);
        crate::table::swap_kept(&mut self.tables);
        crate::endgame::swap_kept(&mut self.endgame);
    }

    /// `choose_text` with this engine's state.
    pub fn choose_text(
        &mut self,
        ai: Ai,
        game: &AnyGame,
        cfg: Option<SearchConfig>,
        seed: u64,
        cancel: &AtomicBool,
    ) -> Option<String> {
        self.run(|| choose_text(ai, game, cfg, seed, cancel))
    }
}
