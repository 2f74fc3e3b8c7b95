//! Hard's selective search (`AlphaBetaConfig::selective`), where the game allows it
//! (Myra with two players): the null move, late quiet moves reduced more than the
//! enhanced form's one ply from depth 3, a leaf whose mover's queen is attacked
//! searched a ply deeper, and (in `negamax`'s quiescence search) captures that plainly
//! lose left out.

use sowing_rules::Rules;

use super::Search;
use super::ordering::Child;
use crate::eval::Evaluate;
use crate::table::Score;

/// Plies the null move's reply is searched shallower than the node's real moves.
const NULL_REDUCTION: u32 = 2;
/// The least depth at which a node tries the null move.
const NULL_MIN_DEPTH: u32 = 3;
/// No leaf is extended this many plies from the root or farther: a bound on lines of
/// attacks answered by attacks.
const MAX_EXTENDED_PLY: u32 = 48;

impl<R: Rules + Evaluate> Search<'_, R> {
    /// Null-move pruning (Hard's selective form, where the game has a null move): at a node
    /// searched with a null window, deep enough and already at or above beta by its
    /// evaluation, the side to move passes and the opponent's reply is searched
    /// `NULL_REDUCTION` plies shallower; if even that leaves the mover at or above
    /// beta, a real move would too, and the node is cut off without listing its moves.
    pub(crate) fn null_cut(
        &mut self,
        pos: &R,
        depth: u32,
        ply: u32,
        alpha: Score,
        beta: Score,
    ) -> Option<Score> {
        if !(self.cfg.enhanced && self.cfg.selective)
            || depth < NULL_MIN_DEPTH
            || beta.0 - alpha.0 != 1
            || beta.is_proved()
            || ply == self.after_null
        {
            return None;
        }
        let pass = pos.null_move()?;
        if self.static_score(pos) < beta {
            return None;
        }
        let mut p = pos.clone();
        p.play_unchecked(&pass, None);
        if p.finished().is_some() {
            return None;
        }
        let saved = std::mem::replace(&mut self.after_null, ply + 1);
        let d = depth - 1 - NULL_REDUCTION;
        let v = self.child_score(pos.to_move(), &p, alpha, beta, |s, a, b| {
            s.negamax(&p, d, ply + 1, a, b)
        });
        self.after_null = saved;
        (!self.stopped && v >= beta && !v.is_proved()).then_some(v)
    }

    /// Whether a leaf (`ply` plies from the root) is searched a ply deeper rather than
    /// by the quiescence search (Hard's selective form): where its mover would lose the
    /// game to the opponent's next move unless they answer it (`Evaluate::in_check`:
    /// Myra's queen attacked), as the quiescence search's standing pat would miss. Every
    /// answer is then searched, and if none saves the queen the leaf scores as lost.
    pub(crate) fn extends(&self, pos: &R, ply: u32) -> bool {
        self.cfg.selective && ply < MAX_EXTENDED_PLY && pos.in_check()
    }

    /// Plies the enhanced form takes off the `i`-th child's null-window search at
    /// `depth`: none for the first three and for captures; else one from depth 3 up,
    /// or in the selective form where the game reduces more
    /// (`Evaluate::hard_reduces_more`), one from depth 2 (the reply's captures only)
    /// and two from depth 4 for the children from index `LATE` (the eleventh) on.
    pub(crate) fn reduction(&self, pos: &R, c: &Child<R::Move>, i: usize, depth: u32) -> u32 {
        /// From this child on, the deeper reduction of a game that reduces more.
        const LATE: usize = 10;
        if i < 3 || c.gain > 0 {
            return 0;
        }
        if !(self.cfg.selective && pos.hard_reduces_more()) {
            return u32::from(depth >= 3);
        }
        match depth {
            0 | 1 => 0,
            2 | 3 => 1,
            _ => 1 + u32::from(i >= LATE),
        }
    }
}

#[cfg(test)]
mod tests {
    use std::sync::atomic::AtomicBool;

    use sowing_rules::games::myra::Myra;
    use sowing_rules::{Rng, Rules};

    use super::*;
    use crate::alphabeta::AlphaBetaConfig;

    /// Hard's selective form on its own evaluation.
    fn selective() -> AlphaBetaConfig {
        AlphaBetaConfig {
            enhanced: true,
            selective: true,
            hard_eval: true,
            ..AlphaBetaConfig::default()
        }
    }

    #[test]
    fn the_null_moves_cut_offs_hold_in_the_full_width_search() {
        // Nodes of random Myra games searched to depth 3 with beta half a soldier below
        // their evaluation: the null move cuts most of them off, and the full-width
        // search of the same node to the same depth nearly always agrees (the null
        // move's reply is searched two plies shallower, so not always).
        let cfg = selective();
        let full = AlphaBetaConfig {
            selective: false,
            ..cfg
        };
        let cancel = AtomicBool::new(false);
        let mut rng = Rng::new(11);
        let (mut tried, mut cut, mut held) = (0, 0, 0);
        while tried < 16 {
            let mut pos = Myra::new(2, 200).unwrap();
            let plies = 10 + rng.below(50);
            crate::random_plies(&mut pos, &mut rng, plies);
            if pos.finished().is_some() {
                continue;
            }
            tried += 1;
            let mut s = Search::new(cfg, pos.to_move(), &cancel);
            let beta = Score(s.static_score(&pos).0 - 50);
            let alpha = Score(beta.0 - 1);
            if s.null_cut(&pos, 3, 1, alpha, beta).is_none() {
                continue;
            }
            cut += 1;
            let mut f = Search::new(full, pos.to_move(), &cancel);
            held += usize::from(f.negamax(&pos, 3, 1, alpha, beta) >= beta);
        }
        assert!(cut * 2 >= tried, "{cut} of {tried} nodes cut off");
        assert!(held * 10 >= cut * 8, "{held} of {cut} cut-offs held");
    }

    #[test]
    fn a_queen_attacked_at_the_horizon_is_searched_to_her_escape_or_capture() {
        // Random Myra positions whose mover's queen is attacked: every move loses her
        // (the opponent then has a capture of her) or some move saves her, told by
        // playing every move. Hard's selective search at depth 0 scores the first as
        // lost and the second as not; the partner's quiescence, standing pat, scores
        // neither as lost.
        let cfg = selective();
        let partner = AlphaBetaConfig::default();
        let cancel = AtomicBool::new(false);
        let mut rng = Rng::new(21);
        let (mut trapped, mut saved, mut partner_proved) = (0, 0, 0);
        let mut tries = 0;
        while (trapped < 4 || saved < 8) && tries < 20_000 {
            tries += 1;
            let mut pos = Myra::new(2, 200).unwrap();
            let plies = 10 + rng.below(120);
            crate::random_plies(&mut pos, &mut rng, plies);
            if pos.finished().is_some() || !pos.in_check() {
                continue;
            }
            let mut moves = Vec::new();
            pos.legal_moves(&mut moves);
            let lost = moves.iter().all(|m| {
                let mut p = pos.clone();
                p.play_unchecked(m, None);
                p.finished().is_none() && p.decisive().is_some()
            });
            let score = |cfg| {
                let mut s = Search::new(cfg, pos.to_move(), &cancel);
                s.negamax(&pos, 0, 1, -Score::INFINITE, Score::INFINITE)
            };
            let v = score(cfg);
            assert_eq!(v.is_proved() && v.0 < 0, lost, "in {:?}", pos.to_json());
            let p = score(partner);
            partner_proved += usize::from(p.is_proved() && p.0 < 0);
            if lost {
                trapped += 1;
            } else {
                saved += 1;
            }
        }
        assert!(
            trapped >= 4 && saved >= 8,
            "{trapped} trapped, {saved} saved"
        );
        assert_eq!(partner_proved, 0);
    }

    #[test]
    fn a_node_that_loses_material_by_passing_is_not_cut_off() {
        // Player 1 (to move) is level, but player 2's troop at f8 reaches the troop of
        // four at f6 through f7: passing loses it, so the null move must not cut the node
        // off at half a soldier below its evaluation.
        let json = r#"{"game":"myra","players":2,"to_move":1,"phase":"play","pits":{"f1":"Q1","f6":"1*4","f11":"Q2","f8":"2*2","l3":"2*2"},"reserve":[0,0]}"#;
        let pos = Myra::from_json(&serde_json::from_str(json).unwrap()).unwrap();
        let cfg = selective();
        let cancel = AtomicBool::new(false);
        let mut s = Search::new(cfg, pos.to_move(), &cancel);
        let beta = Score(s.static_score(&pos).0 - 50);
        let cut = s.null_cut(&pos, 3, 1, Score(beta.0 - 1), beta);
        assert_eq!(cut, None);
    }

    #[test]
    fn the_quiescence_search_leaves_out_captures_that_plainly_lose() {
        // Player 1's troop of four at f5 can take the lone soldier at f6 or the one at
        // f7; each soldier covers the other, and no other piece of player 1 reaches
        // either. Hard's quiescence search stands pat without trying them; the partner's
        // plays them out.
        let json = r#"{"game":"myra","players":2,"to_move":1,"phase":"play","pits":{"f1":"Q1","f5":"1*4","f6":"2","f7":"2","f11":"Q2"},"reserve":[0,0]}"#;
        let pos = Myra::from_json(&serde_json::from_str(json).unwrap()).unwrap();
        let mut captures = Vec::new();
        pos.captures(&mut captures);
        assert!(captures.len() >= 2, "{captures:?}");
        assert!(captures.iter().all(|m| pos.losing_capture(m)));
        let cancel = AtomicBool::new(false);
        let nodes = |cfg, pos: &Myra| {
            let mut s = Search::new(cfg, pos.to_move(), &cancel);
            s.negamax(pos, 0, 1, -Score::INFINITE, Score::INFINITE);
            s.nodes
        };
        assert_eq!(nodes(selective(), &pos), 1);
        assert!(nodes(AlphaBetaConfig::default(), &pos) > 2);
    }
}
