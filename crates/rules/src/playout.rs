//! Random playouts: every rule applied (repetition included), each move picked by the
//! game's `random_move`. The benchmarks and the AI's baselines use them.

use crate::core::Outcome;
use crate::game::Game;
use crate::rng::Rng;
use crate::rules::Rules;

/// What one playout did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayoutResult {
    pub plies: u32,
    pub outcome: Option<Outcome>,
}

/// Plays random moves from `pos` until the game ends or `max_plies` (a safety net; the
/// rules' own limits end every game first).
pub fn random_playout<R: Rules>(pos: &R, rng: &mut Rng, max_plies: u32) -> PlayoutResult {
    let mut g = Game::new(pos.clone());
    let mut buf = Vec::new();
    let mut plies = 0;
    while plies < max_plies {
        let Some(m) = g.position().random_move(rng, &mut buf) else {
            break;
        };
        g.play_unchecked(&m, None);
        plies += 1;
    }
    PlayoutResult {
        plies,
        outcome: g.position().finished().map(|f| f.outcome.clone()),
    }
}

/// Totals over many playouts.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct PlayoutStats {
    pub playouts: u64,
    pub plies: u64,
    /// Wins per player (index 0 = player 1).
    pub wins: Vec<u64>,
    pub draws: u64,
    /// Playouts stopped by the safety net.
    pub unfinished: u64,
}

impl PlayoutStats {
    /// Adds one playout.
    pub fn add(&mut self, r: &PlayoutResult, players: u8) {
        if self.wins.len() < players as usize {
            self.wins.resize(players as usize, 0);
        }
        self.playouts += 1;
        self.plies += r.plies as u64;
        match &r.outcome {
            Some(Outcome::Winner(p)) => self.wins[*p as usize - 1] += 1,
            Some(Outcome::Draw(_)) => self.draws += 1,
            None => self.unfinished += 1,
        }
    }
}
