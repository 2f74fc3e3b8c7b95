//! Hard's history of quiet moves (its selective form, where the game numbers its moves:
//! `Evaluate::history_slot`): a quiet move that cuts a node off gains by the square of
//! the depth; nodes order their quiet moves by it after the table's move, the captures
//! and the killers.

use sowing_rules::{Player, Rules};

use super::Search;
use crate::eval::Evaluate;

/// The largest a move's history grows: each gain is damped by how near it already is,
/// so the record saturates rather than overflows and later cut-offs still tell.
const HISTORY_MAX: i32 = 1 << 14;

/// Per player and per move slot, how often the move cut a node off.
pub(crate) struct History {
    values: Vec<i32>,
    slots: usize,
}

impl History {
    /// A history for a game with `slots` move slots, empty when it has none.
    pub(crate) fn new(slots: usize) -> Self {
        History {
            values: Vec::new(),
            slots,
        }
    }

    /// The entry of `m` for `player`, if a history is kept and the game numbers its moves.
    fn index<R: Evaluate>(&self, player: Player, m: &R::Move) -> Option<usize> {
        if self.slots == 0 {
            return None;
        }
        let slot = R::history_slot(m)?;
        debug_assert!(slot < self.slots);
        Some((player as usize - 1) * self.slots + slot)
    }

    /// The history of `m` for `player` (0 where none is kept).
    pub(crate) fn get<R: Evaluate>(&self, player: Player, m: &R::Move) -> i32 {
        self.index::<R>(player, m)
            .and_then(|i| self.values.get(i).copied())
            .unwrap_or(0)
    }

    /// Adds `bonus` to the history of `m` for `player`.
    fn add<R: Evaluate>(&mut self, player: Player, m: &R::Move, bonus: i32) {
        let Some(i) = self.index::<R>(player, m) else {
            return;
        };
        if self.values.len() <= i {
            self.values.resize((player as usize) * self.slots, 0);
        }
        let v = &mut self.values[i];
        *v += bonus - *v * bonus / HISTORY_MAX;
    }
}

impl<R: Rules + Evaluate> Search<'_, R> {
    /// Records a cut-off of `pos`, `depth` plies above the leaves, by the quiet move
    /// `cut`: it gains by the square of the depth (in the selective form, where the game
    /// keeps a history: `Evaluate::hard_history`). Taking as much from the quiet moves
    /// searched before it, as chess programs do, cost time in Myra: 0.2 % more nodes to
    /// depth 5 and each node dearer.
    pub(crate) fn record_cut(&mut self, pos: &R, cut: &R::Move, depth: u32) {
        if self.cfg.selective && self.history.slots > 0 && pos.hard_history() {
            let bonus = (depth * depth).min(HISTORY_MAX as u32 / 4) as i32;
            self.history.add::<R>(pos.to_move(), cut, bonus);
        }
    }
}

#[cfg(test)]
mod tests {
    use std::sync::atomic::AtomicBool;

    use sowing_rules::Rules;
    use sowing_rules::games::myra::Myra;

    use super::*;
    use crate::alphabeta::AlphaBetaConfig;

    /// The moves of Myra's start in the order a node at ply 0 searches them, after a late
    /// quiet move cut nodes off `cuts` times (in Hard's selective form, or not), and
    /// that move.
    fn order_after_cuts(selective: bool, cuts: u32) -> (Vec<String>, String) {
        let cfg = AlphaBetaConfig {
            enhanced: true,
            selective,
            ..AlphaBetaConfig::default()
        };
        let cancel = AtomicBool::new(false);
        let pos = Myra::new(2, 200).unwrap();
        let mut s = Search::new(cfg, pos.to_move(), &cancel);
        let mut moves = Vec::new();
        pos.legal_moves(&mut moves);
        // The last move with a slot of its own (a split and a dechain may share theirs).
        let slot = |m| Myra::history_slot(m);
        let last = (moves.iter().rev())
            .find(|m| moves.iter().filter(|o| slot(o) == slot(m)).count() == 1)
            .unwrap()
            .clone();
        for _ in 0..cuts {
            s.record_cut(&pos, &last, 3);
        }
        let kids = s.children(&pos, moves, None, 0, false);
        (
            kids.list.iter().map(|c| c.mv.to_string()).collect(),
            last.to_string(),
        )
    }

    #[test]
    fn a_quiet_move_that_cut_nodes_off_comes_first_in_the_selective_form() {
        let (plain, late) = order_after_cuts(true, 0);
        let at = plain.iter().position(|m| *m == late).unwrap();
        assert!(plain.len() > 20 && at > 10, "{late} at {at} in {plain:?}");
        let (after, _) = order_after_cuts(true, 2);
        assert_eq!(after[0], late);
        // The rest keep their order.
        let mut rest = plain.clone();
        rest.remove(at);
        assert_eq!(after[1..], rest[..]);
        // Without the selective form, no history is kept.
        assert_eq!(order_after_cuts(false, 2).0, plain);
    }
}
