//! What one player's searches keep from one move to the next: Hard's banked time, the
//! alpha-beta tables kept for the next search and the Umel Bagara endgame solver's
//! table. Each player's `Engine` owns one and lends it to its searches (`choose_with`);
//! a search given a fresh one keeps nothing, and nothing is kept anywhere else.

use std::time::Duration;

use crate::endgame::EndgameTable;
use crate::table::KeptTables;

/// One player's search state between moves.
#[derive(Default)]
pub struct Memory {
    /// Time Hard's timed alpha-beta left unspent on this player's moves, for rescues.
    pub(crate) bank: Duration,
    /// Alpha-beta tables kept for the next search.
    pub(crate) tables: KeptTables,
    /// The endgame solver's table, kept between Hard's timed moves.
    pub(crate) endgame: EndgameTable,
}

impl Memory {
    /// Time Hard has banked for the moves where its best move falls.
    pub fn banked(&self) -> Duration {
        self.bank
    }
}
