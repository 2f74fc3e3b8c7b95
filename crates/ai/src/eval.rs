//! Evaluation: what a search asks of each game (`Evaluate`; each game's answers in its
//! `eval_*` module) and reward vectors (each player's share, summing to 1) for finished
//! and unfinished positions.

use std::time::Duration;

use sowing_rules::{Game, Outcome, Rng, Rules, Step};

/// Most players in any game.
pub const MAX_PLAYERS: usize = 6;

/// Each player's share of a result (index 0 = player 1).
pub type Reward = [f32; MAX_PLAYERS];

/// A game the AI can evaluate.
pub trait Evaluate: Rules {
    /// A material score per player: higher is better, comparable between players.
    /// The greedy baseline judges moves by this alone.
    fn material(&self) -> Reward;

    /// The search's score per player: material plus whatever the game rewards beyond it
    /// (Myra: attacks on the enemy queen).
    fn heuristic(&self) -> Reward {
        self.material()
    }

    /// Hard's score per player, for its alpha-beta and its tree search's leaves
    /// (`SearchConfig::hard_eval`): the search's heuristic, or where measured better,
    /// the game's own (Umel Bagara: fitted to deeper searches' scores; Esiema: sheltered
    /// and last spheres).
    fn hard_heuristic(&self) -> Reward {
        self.heuristic()
    }

    /// Random plies a rollout may play, given the search's setting: games whose random
    /// play runs to hundreds of plies (Myra, Esiema) are cut short and scored by material.
    fn rollout_plies(&self, setting: u32) -> u32 {
        setting
    }

    /// Up to this many legal moves a node searches complete moves (ordered by their
    /// immediate reward); beyond, it builds moves step by step or samples them.
    fn list_limit(&self) -> u128 {
        400
    }

    /// Lists the legal moves into `out` where there are at most `list_limit`, and says
    /// whether it did (else `out` is left as it was).
    fn list_moves(&self, out: &mut Vec<Self::Move>) -> bool {
        if self.moves_at_most(self.list_limit()).is_none() {
            return false;
        }
        self.legal_moves(out);
        true
    }

    /// Greedy plies a rollout starts with, given the search's setting.
    fn greedy_plies(&self, setting: u32) -> u32 {
        setting
    }

    /// Up to `limit` moves worth a look among sampled ones, where a position has too
    /// many to list (Esiema: sowings that capture, which random sampling rarely meets).
    fn tactical_moves(&self, rng: &mut Rng, limit: usize, out: &mut Vec<Self::Move>) {
        let _ = (rng, limit, out);
    }

    /// Drops build steps that only reach, in another order, moves the other steps reach
    /// too (Tricala's placements: a set of pits chosen in any order), so the tree holds
    /// each move once.
    fn prune_steps(&self, prefix: &[Step], next: &mut Vec<Step>) {
        let _ = (prefix, next);
    }

    /// A move that decides the game now (Myra: taking a queen; Tricala: any move that
    /// wins), if the game has such a test; the root avoids moves that allow one, and
    /// rollouts play it where `decisive_in_rollouts`.
    fn decisive(&self) -> Option<Self::Move> {
        None
    }

    /// Whether rollouts look for a decisive move before every ply (false where the test
    /// costs as much as the greedy ply that would find the win anyway).
    fn decisive_in_rollouts(&self) -> bool {
        true
    }

    /// How many material units make a clear advantage: the reward of an unfinished
    /// position is a softmax of material at this temperature.
    fn temperature(&self) -> f32 {
        4.0
    }

    /// How much of an unfinished position's reward is each player's plain share of the
    /// material (the rest is the softmax). The softmax saturates once one player is
    /// clearly ahead; the plain share still rewards every further gain, which a game
    /// won by taking the last piece (Esiema) needs.
    fn proportional(&self) -> f32 {
        0.0
    }

    /// Pieces taken so far by all players (stores, captures): a move that raises it is a
    /// capture, which alpha-beta orders first and its quiescence search plays out.
    fn taken(&self) -> u32 {
        0
    }

    /// Hard's move where the game is solved here (Umel Bagara's endgames), if any,
    /// within about half of `time` (a fixed budget without), with the mover's proved
    /// result (1 a win, 0.5 a draw).
    fn solved_move(
        game: &Game<Self>,
        time: Option<Duration>,
        kept: &mut crate::endgame::EndgameTable,
    ) -> Option<(Self::Move, f32)> {
        let _ = (game, time, kept);
        None
    }

    /// The exact result for the player to move, where a quick proof finds it (Umel
    /// Bagara with few beans left): Hard's alpha-beta scores such leaves exactly.
    fn exact_result(&self) -> Option<crate::endgame::Exact> {
        None
    }

    /// Whether Hard plays alpha-beta here rather than the tree search (chosen by
    /// measurement: Umel Bagara).
    fn hard_by_alphabeta(&self) -> bool {
        false
    }

    /// Whether Hard's timed tree search searches its whole time rather than stopping at
    /// its level's iterations as well (`Level::timed` sets both): Tricala, where the
    /// 2,500 iterations took about a twentieth of a sowing's 2 s and the whole time won
    /// more games (docs/computer-players.md, "Hard's iterations in play"). Not Esiema, where
    /// more time was not seen to help the tree search with many players.
    fn hard_uses_its_time(&self) -> bool {
        false
    }

    /// Whether Hard's alpha-beta is the enhanced form (killers, null windows, late-move
    /// reductions, quiet moves ordered by evaluation far from the leaves). Umel Bagara
    /// played the plain form while it searched on the partner's material (0.35 against
    /// 0.575 of 20 games); on its own evaluation the enhanced form scored 0.745 and the
    /// plain 0.71 (100 games each at 50 ms, docs/computer-players.md).
    fn hard_enhanced(&self) -> bool {
        true
    }

    /// Whether Hard's alpha-beta reduces late quiet moves harder than its default (one ply
    /// from 3 plies above the leaves): one ply from 2 up, two from 4 up for the eleventh
    /// move on. Myra with two players, whose positions have hundreds of quiet moves: with
    /// the null move, 6 positions to depth 4 in 1.1 s rather than 9.1 s
    /// (docs/computer-players.md, "Myra's selective search").
    fn hard_reduces_more(&self) -> bool {
        false
    }

    /// Whether Hard's timed alpha-beta banks a share of its time for the moves where its
    /// best move falls in a deeper iteration (`hard`, `AlphaBetaConfig::rescue`): Myra with
    /// two players, where it was measured (docs/computer-players.md, "Myra's rescues").
    fn hard_rescues(&self) -> bool {
        false
    }

    /// A move that only hands the turn on, for the null-move pruning of Hard's
    /// alpha-beta, where passing is hardly ever better than moving (Myra with two
    /// players); None where a player may be forced to spoil their position (the sowing
    /// games) or where it was not measured.
    fn null_move(&self) -> Option<Self::Move> {
        None
    }

    /// What a move takes (plus 1,000 when it ends the game), known without playing it,
    /// where the game can tell (Myra): the alpha-beta search then orders the moves by it
    /// and plays only those it searches. None: the search plays every move to see.
    fn forecast_gain(&self, _m: &Self::Move) -> Option<u32> {
        None
    }

    /// Whether the alpha-beta search may list this position's moves in stages (the
    /// table's move, the captures, the rest: `staged`): where `forecast_gain` tells
    /// every move's gain and `capture_moves` lists exactly the moves that gain.
    fn staged_moves(&self) -> bool {
        false
    }

    /// Whether the player to move stands to lose the game by the opponent's next move
    /// unless they answer it (Myra with two players: their queen is attacked). Hard's
    /// selective search does not stop at such a leaf but searches every answer a ply
    /// deeper.
    fn in_check(&self) -> bool {
        false
    }

    /// How many slots `history_slot` numbers moves into: none where the game keeps no
    /// history of quiet moves.
    const HISTORY_SLOTS: usize = 0;

    /// Whether Hard's selective search keeps a history of the quiet moves that cut nodes
    /// off here and orders quiet moves by it (`history`): Myra with two players, where it
    /// was measured.
    fn hard_history(&self) -> bool {
        false
    }

    /// The slot of a move in Hard's history of quiet moves (`history`), below
    /// `HISTORY_SLOTS`: moves that share a slot share their record. None where the game
    /// keeps no history.
    fn history_slot(_m: &Self::Move) -> Option<usize> {
        None
    }

    /// What a capture puts at stake: among captures that take as much, the cheaper is
    /// searched first (Myra: the soldiers moved, the queen as 25). 0 where the game has
    /// no such measure.
    fn capture_stake(&self, _m: &Self::Move) -> i32 {
        0
    }

    /// Whether a capture by the player to move can be taken back at once for more than
    /// it takes: Hard's quiescence search leaves such captures out.
    fn losing_capture(&self, _m: &Self::Move) -> bool {
        false
    }

    /// Moves that may capture, for the quiescence search (the caller keeps those that
    /// do): every move where they can be listed, else the game's tactical moves.
    fn capture_moves(&self, rng: &mut Rng, limit: usize, out: &mut Vec<Self::Move>) {
        if !self.list_moves(out) {
            self.tactical_moves(rng, limit, out);
        }
    }
}

/// `Evaluate::list_moves` for games whose moves are counted by listing them (the rules
/// crate's default count: Umel Bagara, Myra): listed once, not once to count and again.
/// At most `limit` moves are listed (the game's `list_limit`).
pub(crate) fn list_counted<R: Rules>(pos: &R, limit: u128, out: &mut Vec<R::Move>) -> bool {
    let before = out.len();
    pos.legal_moves(out);
    if (out.len() - before) as u128 > limit {
        out.truncate(before);
        return false;
    }
    true
}

/// The reward of a finished game: the winner 1, or the draw shared by the tied players.
pub fn outcome_reward(outcome: &Outcome) -> Reward {
    let mut r = [0.0; MAX_PLAYERS];
    match outcome {
        Outcome::Winner(p) => r[*p as usize - 1] = 1.0,
        Outcome::Draw(tied) => {
            for p in tied {
                r[*p as usize - 1] = 1.0 / tied.len() as f32;
            }
        }
    }
    r
}

/// The reward of any position for the search: the outcome when over, else the shares of
/// the heuristic score (players who are out get nothing).
pub fn reward<R: Evaluate>(pos: &R) -> Reward {
    scored(pos, R::heuristic)
}

/// `reward` on Hard's heuristic (`Evaluate::hard_heuristic`).
pub fn hard_reward<R: Evaluate>(pos: &R) -> Reward {
    scored(pos, R::hard_heuristic)
}

/// The reward the greedy baseline maximises: the outcome when over, else the shares of
/// material alone.
pub fn material_reward<R: Evaluate>(pos: &R) -> Reward {
    scored(pos, R::material)
}

/// The outcome when over, else the shares of `score` (computed only then).
fn scored<R: Evaluate>(pos: &R, score: fn(&R) -> Reward) -> Reward {
    match pos.finished() {
        Some(f) => outcome_reward(&f.outcome),
        None => shares(pos, score(pos)),
    }
}

/// Each player's share of a score: a softmax at the game's temperature, blended with the
/// plain share where the game asks (`proportional`); players who are out get nothing.
fn shares<R: Evaluate>(pos: &R, m: Reward) -> Reward {
    let n = pos.players() as usize;
    let t = pos.temperature();
    let top = m[..n].iter().cloned().fold(f32::NEG_INFINITY, f32::max);
    let mut r = [0.0; MAX_PLAYERS];
    let mut total = 0.0;
    for p in 0..n {
        if m[p] > 0.0 {
            r[p] = ((m[p] - top) / t).exp();
            total += r[p];
        }
    }
    if total <= 0.0 {
        for slot in r.iter_mut().take(n) {
            *slot = 1.0 / n as f32;
        }
        return r;
    }
    for x in r.iter_mut().take(n) {
        *x /= total;
    }
    let w = pos.proportional();
    let sum: f32 = m[..n].iter().map(|&x| x.max(0.0)).sum();
    if w > 0.0 && sum > 0.0 {
        for (x, &mp) in r.iter_mut().zip(&m).take(n) {
            *x = (1.0 - w) * *x + w * mp.max(0.0) / sum;
        }
    }
    r
}

#[cfg(test)]
mod tests {
    use super::*;
    use sowing_rules::games::umel::{Directions, UmelBagara};

    #[test]
    fn counted_listing_refuses_more_than_the_limit_and_leaves_the_buffer() {
        let pos = UmelBagara::new(5, Directions::Free).expect("start");
        let mut all = Vec::new();
        pos.legal_moves(&mut all);
        assert_eq!(all.len(), 6, "cups 1, 2, 4, 5 and cup 3 both ways");
        let mut out = vec![all[0]];
        assert!(!list_counted(&pos, 5, &mut out));
        assert_eq!(out, [all[0]]);
        assert!(list_counted(&pos, 6, &mut out));
        assert_eq!(out[1..], all[..]);
    }
}
