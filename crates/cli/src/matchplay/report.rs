//! What `sowing-cli match` prints: A's wins, draws and losses, its score and win rate with
//! Wilson 95 % intervals, its results by seat and each side's time per move, as text or JSON.

use serde_json::json;
use sowing_rules::AnyGame;

use super::{MatchArgs, Side};
use crate::selfplay::{wilson, wilson_rate};

/// A finished match, for printing.
pub(super) struct Report<'a> {
    pub(super) args: &'a MatchArgs,
    pub(super) start: &'a AnyGame,
    /// A's tally, then B's.
    pub(super) tally: [Side; 2],
    pub(super) games: u32,
    pub(super) plies: u64,
    /// Distinct openings played.
    pub(super) openings: usize,
    /// Openings A won from every seat, and lost from every seat.
    pub(super) whole: (usize, usize),
}

impl Report<'_> {
    /// The report as `--json` asks: JSON or text.
    pub(super) fn print(&self) -> String {
        if self.args.json {
            self.json()
        } else {
            self.text()
        }
    }

    fn players(&self) -> usize {
        self.start.players() as usize
    }

    /// A's score (a draw counts half) with its interval.
    fn score(&self) -> (f64, (f64, f64)) {
        let t = &self.tally[0];
        let score = (t.wins as f64 + 0.5 * t.draws as f64) / self.games as f64;
        (score, wilson_rate(score, self.games))
    }

    fn mean_plies(&self) -> f64 {
        self.plies as f64 / self.games as f64
    }

    fn json(&self) -> String {
        let (a, t, n) = (self.args, &self.tally[0], self.games);
        let (score, (slo, shi)) = self.score();
        let (wlo, whi) = wilson(t.wins, n);
        let (won_all, lost_all) = self.whole;
        json!({
            "game": self.start.kind().as_str(), "players": self.players(), "games": n,
            "a": a.a.to_string(), "b": a.b.to_string(),
            "wins": t.wins, "draws": t.draws, "losses": t.losses,
            "score": score, "score_95": [slo, shi],
            "win_rate": t.wins as f64 / n as f64, "win_rate_95": [wlo, whi],
            "fair_share": 1.0 / self.players() as f64,
            "ms_per_move_a": t.ms_per_move(), "ms_per_move_b": self.tally[1].ms_per_move(),
            "mean_plies": self.mean_plies(),
            "by_seat": &t.by_seat[..self.players()],
            "every_opening": a.every_opening, "openings": self.openings,
            "openings_won_from_every_seat": won_all, "openings_lost_from_every_seat": lost_all,
        })
        .to_string()
    }

    fn text(&self) -> String {
        let (a, t, n) = (self.args, &self.tally[0], self.games);
        let (score, (slo, shi)) = self.score();
        let (wlo, whi) = wilson(t.wins, n);
        let (won_all, lost_all) = self.whole;
        let players = self.players();
        let b_ms = a.budget_b_ms.unwrap_or(a.budget_ms);
        let (how, whole) = if a.every_opening {
            (
                format!("every {}-ply opening ({})", a.openings, self.openings),
                format!(
                    "\n{}: openings won from every seat {won_all}, lost from every seat {lost_all}",
                    a.a
                ),
            )
        } else {
            (
                format!("{} random opening plies", a.openings),
                String::new(),
            )
        };
        let how = match a.concurrency {
            1 => how,
            c => format!("{how}, {c} games at once"),
        };
        let seats = t.by_seat[..players]
            .iter()
            .enumerate()
            .map(|(i, [w, d, l])| format!("{} {w}-{d}-{l}", i + 1))
            .collect::<Vec<_>>()
            .join(", ");
        format!(
            "{n} games of {} ({players} players), {} at {} ms a move against {} at {b_ms} ms, {how}, seed {}\n\
             {}: {} wins, {} draws, {} losses; score {score:.3} (95 %: {slo:.3}–{shi:.3}); wins {:.1} % (95 %: {:.1}–{:.1} %, fair share {:.1} %)\n\
             {} by seat (wins-draws-losses): {seats}\n\
             time per move: {} {:.1} ms, {} {:.1} ms; mean game length {:.1} plies{whole}",
            self.start.kind(),
            a.a,
            a.budget_ms,
            a.b,
            a.seed,
            a.a,
            t.wins,
            t.draws,
            t.losses,
            100.0 * t.wins as f64 / n as f64,
            100.0 * wlo,
            100.0 * whi,
            100.0 / players as f64,
            a.a,
            a.a,
            t.ms_per_move(),
            a.b,
            self.tally[1].ms_per_move(),
            self.mean_plies(),
        )
    }
}
