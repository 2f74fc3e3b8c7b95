//! Replaying a Tricala move's events on the position before it.

use super::*;

impl Tricala {
    pub(super) fn replay_events(&self, events: &[Event]) -> Result<Tricala, String> {
        let mut p = self.clone();
        let was_setup = p.setup;
        let mut hand = [0u32; 3];
        let mut capture = false;
        let pit = |n: &PitId| -> Result<usize, String> {
            Some(*n as usize)
                .filter(|&i| i < TRI_PITS)
                .ok_or(format!("bad pit {n}"))
        };
        let runs = |c: &Contents| -> Result<Vec<(Piece, u32)>, String> { Ok(c.runs()) };
        for e in events {
            match e {
                Event::Place { pit: n, player, .. } => {
                    let q = *player as usize - 1;
                    p.hand[q] = p.hand[q]
                        .checked_sub(1)
                        .ok_or("placement from an empty hand")?;
                    p.pits[pit(n)?][q] += 1;
                }
                Event::Lift { pit: n, pieces } => {
                    let i = pit(n)?;
                    for (pc, c) in runs(pieces)? {
                        let q = pc.owner() as usize - 1;
                        p.pits[i][q] = p.pits[i][q]
                            .checked_sub(c as u8)
                            .ok_or("lift of missing stones")?;
                        hand[q] += c;
                    }
                    if total(&p.pits[i]) != 0 {
                        return Err(format!("lift left stones in {n}"));
                    }
                }
                Event::Drop { pit: n, piece } => {
                    let q: usize = piece.owner() as usize - 1;
                    hand[q] = hand[q]
                        .checked_sub(1)
                        .ok_or("drop of a stone not in hand")?;
                    p.pits[pit(n)?][q] += 1;
                }
                Event::Capture { pit: n, by, pieces } => {
                    let i = pit(n)?;
                    for (pc, c) in runs(pieces)? {
                        let q = pc.owner() as usize - 1;
                        p.pits[i][q] = p.pits[i][q]
                            .checked_sub(c as u8)
                            .ok_or("capture of missing stones")?;
                        p.captured[*by as usize - 1] += c as u8;
                    }
                    capture = true;
                }
                Event::Direction { .. } | Event::Lap { .. } | Event::Pass { .. } => {}
                Event::Turn { player } => {
                    p.to_move = *player;
                    if p.setup && p.hand.iter().all(|&h| h == 0) {
                        p.setup = false;
                    }
                }
                Event::GameOver(f) => p.finished = Some(Box::new(f.clone())),
                other => return Err(format!("unexpected event {other:?}")),
            }
        }
        if hand.iter().any(|&h| h != 0) {
            return Err("stones left in hand".into());
        }
        if !was_setup {
            p.quiet = if capture { 0 } else { p.quiet + 1 };
        }
        Ok(p)
    }
}
