//! Esiema's evaluation: material (small spheres on the board and in reserve, being in
//! the game) and, for Hard, the spheres no sowing can capture and each player's last
//! spheres.

use sowing_rules::board::{HEX_PITS, PitId};
use sowing_rules::games::esiema::{Esiema, EsiemaMove};
use sowing_rules::{Rng, Rules};

use crate::eval::{Evaluate, MAX_PLAYERS, Reward};

/// What Hard's Esiema heuristic adds for each small sphere in a pit with a mother in it,
/// where no sowing can capture it (docs/computer-players.md, "Esiema's shelter"): with 6
/// players Hard won 1 of 18 games against Medium players without, 3 at 0.5 and 11 at 1.
const SHELTER: f32 = 1.0;

/// What Hard's Esiema heuristic adds for each of a player's last `LAST_COUNTED` small
/// spheres, on the board or in reserve, in games of `LAST_PLAYERS` or more
/// (docs/computer-players.md, "Esiema's last spheres"): the game is won by the last player
/// with a sphere, and drawn once every player left has one, so the last few are worth far
/// more than the rest. With 4 to 6 players Hard won 25 of 40, 18 of 40 and 21 of 36 games
/// with it at seeds where it won 13, 15 and 15 without; with 3 players 14 of 21 where it
/// won 18 without.
const LAST: f32 = 2.0;
const LAST_COUNTED: u32 = 3;
const LAST_PLAYERS: u8 = 4;

impl Evaluate for Esiema {
    fn taken(&self) -> u32 {
        self.captured().iter().map(|&c| c as u32).sum()
    }

    fn tactical_moves(&self, rng: &mut Rng, limit: usize, out: &mut Vec<EsiemaMove>) {
        self.capture_sowings(rng, limit, out);
    }

    fn proportional(&self) -> f32 {
        0.5
    }

    fn rollout_plies(&self, setting: u32) -> u32 {
        setting.min(4)
    }

    fn greedy_plies(&self, setting: u32) -> u32 {
        // The node's own sampled moves give the first greedy ply for free; more would
        // sample again at every ply.
        setting.min(1)
    }

    /// Material, plus `SHELTER` for each small sphere no sowing can capture (in a pit
    /// with a mother) and, with 4 players or more, `LAST` for each of a player's last
    /// spheres. Players who are out stay at nothing.
    fn hard_heuristic(&self) -> Reward {
        let last = if self.players() >= LAST_PLAYERS {
            LAST
        } else {
            0.0
        };
        esiema_material(self, SHELTER, last)
    }

    fn material(&self) -> Reward {
        esiema_material(self, 0.0, 0.0)
    }
}

/// Esiema's material: each player's small spheres on the board, those in a pit with a
/// mother counting `1 + shelter`, plus 0.6 a sphere in reserve, 3 for being in the game
/// and `last` for each of the player's spheres up to `LAST_COUNTED`; nothing for a
/// player who is out. One pass over the pits.
fn esiema_material(pos: &Esiema, shelter: f32, last: f32) -> Reward {
    let mut m = [0.0; MAX_PLAYERS];
    let mut count = [0u32; MAX_PLAYERS];
    for p in 0..HEX_PITS as PitId {
        let s = pos.pit(p);
        let w = if s.mothers != 0 { 1.0 + shelter } else { 1.0 };
        for (q, slot) in m.iter_mut().enumerate() {
            *slot += w * s.small[q] as f32;
            count[q] += s.small[q] as u32;
        }
    }
    for (q, slot) in m.iter_mut().enumerate().take(pos.players() as usize) {
        if pos.is_out(q as u8 + 1) {
            *slot = 0.0;
        } else {
            let reserve = pos.reserve()[q];
            let n = (count[q] + reserve as u32).min(LAST_COUNTED);
            *slot += 0.6 * reserve as f32 + 3.0 + last * n as f32;
        }
    }
    m
}
