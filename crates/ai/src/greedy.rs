//! The greedy choices: the Greedy player's (the best immediate reward for the mover) and
//! the cheaper one the tree search's rollouts play.

use sowing_rules::{Game, Rng, Rules};

use crate::eval::{Evaluate, material_reward};

/// Candidate moves for the greedy player: all of them, or where there are more than 3,000
/// (Esiema), the game's tactical moves (captures) and 96 drawn by its random move.
fn candidates<R: Rules + Evaluate>(pos: &R, rng: &mut Rng) -> Vec<R::Move> {
    let mut out = Vec::new();
    match pos.moves_at_most(3000) {
        Some(_) => pos.legal_moves(&mut out),
        None => {
            pos.tactical_moves(rng, 32, &mut out);
            let mut buf = Vec::new();
            for _ in 0..96 {
                if let Some(m) = pos.random_move(rng, &mut buf)
                    && !out.contains(&m)
                {
                    out.push(m);
                }
            }
        }
    }
    out
}

/// The greedy choice: best immediate reward for the mover, ties broken at random.
pub fn greedy<R: Rules + Evaluate>(game: &Game<R>, rng: &mut Rng) -> Option<R::Move> {
    let pos = game.position();
    let me = pos.to_move() as usize - 1;
    let moves = candidates(pos, rng);
    let mut best = f32::NEG_INFINITY;
    let mut choice = None;
    let mut ties = 0u64;
    for m in moves {
        let mut g = game.clone();
        g.play_unchecked(&m, None);
        let r = material_reward(g.position())[me];
        if r > best + 1e-6 {
            best = r;
            choice = Some(m);
            ties = 1;
        } else if (r - best).abs() <= 1e-6 {
            ties += 1;
            if rng.below(ties) == 0 {
                choice = Some(m);
            }
        }
    }
    choice
}

/// A cheap greedy choice for rollouts: the best immediate reward among all moves when
/// the search would list them (`list_limit`), else among up to 8 tactical and 16 random
/// ones; the first of equals wins.
pub(crate) fn greedy_sample<R: Rules + Evaluate>(
    game: &Game<R>,
    rng: &mut Rng,
    buf: &mut Vec<R::Move>,
) -> Option<R::Move> {
    let pos = game.position();
    let me = pos.to_move() as usize - 1;
    buf.clear();
    if !pos.list_moves(buf) {
        pos.tactical_moves(rng, 8, buf);
        let mut scratch = Vec::new();
        for _ in 0..16 {
            if let Some(m) = pos.random_move(rng, &mut scratch) {
                buf.push(m);
            }
        }
    }
    let n = buf.len();
    if n == 0 {
        return None;
    }
    let offset = rng.below(n as u64) as usize;
    let mut best = f32::NEG_INFINITY;
    let mut choice = None;
    for i in 0..n {
        let m = &buf[(i + offset) % n];
        let mut p = pos.clone();
        p.play_unchecked(m, None);
        let r = crate::eval::reward(&p)[me];
        if r > best {
            best = r;
            choice = Some(m.clone());
        }
    }
    choice
}
