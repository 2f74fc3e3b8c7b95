//! How a game ended, in words: the winner or the players drawing, and why.

use sowing_rules::{EndReason, Outcome};

use super::words::Words;
use crate::game::play::Match;
use crate::tr;

impl Words<'_> {
    /// A finished game's result: the winner or the players drawing, and why.
    pub fn result(&self, m: &Match) -> Option<String> {
        let f = m.game.finished()?;
        Some(match &f.outcome {
            Outcome::Winner(w) => tr!(
                self.texts,
                "result-win",
                player = self.player(*w),
                reason = self.reason(&f.reason)
            ),
            Outcome::Draw(t) => tr!(
                self.texts,
                "result-draw",
                players = t
                    .iter()
                    .map(|p| self.player(*p))
                    .collect::<Vec<_>>()
                    .join(", "),
                reason = self.reason(&f.reason)
            ),
        })
    }

    /// Why a game ended.
    pub fn reason(&self, r: &EndReason) -> String {
        let t = self.texts;
        match r {
            EndReason::QueenCaptured { by, of } => tr!(
                t,
                "end-queen-captured",
                by = self.player(*by),
                of = self.player(*of)
            ),
            EndReason::LastQueen(p) => tr!(t, "end-last-queen", player = self.player(*p)),
            EndReason::LastPlayer(p) => tr!(t, "end-last-player", player = self.player(*p)),
            EndReason::OneSphereEach => tr!(t, "end-one-sphere-each"),
            EndReason::CapturedNine(p) => tr!(t, "end-captured-nine", player = self.player(*p)),
            EndReason::Corners(p) => tr!(t, "end-corners", player = self.player(*p)),
            // The winner is named by the result already ("Player 2 wins, Player 2 wins
            // among several winners…" named them twice).
            EndReason::AmongWinners(_) => tr!(t, "end-among-winners"),
            EndReason::WinnersTied => tr!(t, "end-winners-tied"),
            EndReason::Quiet {
                plies,
                eliminations,
            } => tr!(
                t,
                "end-quiet",
                plies = *plies,
                eliminations = if *eliminations { "yes" } else { "no" }
            ),
            EndReason::Repetition => tr!(t, "end-repetition"),
            EndReason::NoMoves => tr!(t, "end-no-moves"),
            EndReason::Other(text) => text.clone(),
        }
    }
}
