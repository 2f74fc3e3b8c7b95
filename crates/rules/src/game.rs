//! A game in progress: a position plus the positions met since the last irreversible
//! move, so the repetition rules see a line's history. Also `perft`.

use crate::core::MoveError;
use crate::event::Event;
use crate::rules::Rules;

/// A position with its history since the last irreversible move.
#[derive(Clone, Debug)]
pub struct Game<R: Rules> {
    pos: R,
    history: Vec<u128>,
}

impl<R: Rules> Game<R> {
    /// Starts a line at `pos` (it counts as met once).
    pub fn new(pos: R) -> Game<R> {
        let history = vec![pos.key()];
        Game { pos, history }
    }

    /// The current position.
    pub fn position(&self) -> &R {
        &self.pos
    }

    /// The keys of the positions met since the last irreversible move, the current one
    /// last (only kept where the game has a repetition rule).
    pub fn history(&self) -> &[u128] {
        &self.history
    }

    /// Plays a legal move (no check), applying the repetition rule.
    pub fn play_unchecked(&mut self, mv: &R::Move, mut events: Option<&mut Vec<Event>>) {
        let irreversible = self.pos.play_unchecked(mv, events.as_deref_mut());
        if !self.pos.repetition_rule() {
            return;
        }
        if irreversible {
            self.history.clear();
        }
        let k = self.pos.key();
        self.history.push(k);
        if self.pos.finished().is_none() && self.history.iter().filter(|&&h| h == k).count() >= 3 {
            self.pos.end_by_repetition(events);
        }
    }

    /// Parses, checks and plays a move given in notation.
    pub fn play_text(
        &mut self,
        text: &str,
        events: Option<&mut Vec<Event>>,
    ) -> Result<R::Move, MoveError> {
        let mv = self.pos.parse_move(text)?;
        self.play_unchecked(&mv, events);
        Ok(mv)
    }

    /// Number of complete-move sequences of length `depth` from here.
    pub fn perft(&self, depth: u32) -> u128 {
        if depth == 0 {
            return 1;
        }
        let mut moves = Vec::new();
        self.pos.legal_moves(&mut moves);
        if depth == 1 {
            return moves.len() as u128;
        }
        moves
            .iter()
            .map(|m| {
                let mut g = self.clone();
                g.play_unchecked(m, None);
                g.perft(depth - 1)
            })
            .sum()
    }
}
