//! Replaying an Esiema move's events on the position before it (the events must rebuild the position after).

use super::*;

impl Esiema {
    pub(super) fn replay_events(&self, events: &[Event]) -> Result<Esiema, String> {
        let mut p = self.clone();
        let was_setup = p.setup;
        let pit = |n: &PitId| -> Result<PitId, String> {
            Some(*n)
                .filter(|&i| (i as usize) < HEX_PITS)
                .ok_or(format!("bad pit {n}"))
        };
        let piece = |k: &Piece| -> Result<Piece, String> { Ok(*k) };
        let mut hand = Spheres::default();
        let (mut captured, mut went_out) = (false, false);
        for e in events {
            match e {
                Event::Place {
                    pit: n,
                    piece: t,
                    player,
                } => {
                    let q = pit(n)?;
                    let k = piece(t)?;
                    let i = *player as usize - 1;
                    if let Piece::Big(_) = k {
                        p.mother_at[i] = q;
                    } else {
                        p.reserve[i] = p.reserve[i]
                            .checked_sub(1)
                            .ok_or("placement from an empty reserve")?;
                    }
                    p.pits[q as usize].add(k);
                    p.placed[i] += 1;
                }
                Event::Lift { pit: n, pieces } => {
                    let q = pit(n)?;
                    for (k, c) in pieces.runs() {
                        for _ in 0..c {
                            if p.pits[q as usize].count(k) == 0 {
                                return Err(format!("lift of a missing sphere from {n}"));
                            }
                            p.pits[q as usize].remove(k);
                            hand.add(k);
                        }
                    }
                }
                Event::Drop { pit: n, piece: t } => {
                    let q = pit(n)?;
                    let k = piece(t)?;
                    if hand.count(k) == 0 {
                        return Err("drop of a sphere not in hand".into());
                    }
                    hand.remove(k);
                    p.pits[q as usize].add(k);
                    if let Piece::Big(o) = k {
                        p.mother_at[o as usize - 1] = q;
                    }
                }
                Event::Step { .. } | Event::Pass { .. } => {}
                Event::Capture { pit: n, by, pieces } => {
                    let q = pit(n)?;
                    for (k, c) in pieces.runs() {
                        for _ in 0..c {
                            p.pits[q as usize].remove(k);
                        }
                        p.captured[*by as usize - 1] += c as u16;
                    }
                    captured = true;
                }
                Event::Produce {
                    pit: n,
                    player,
                    pieces,
                } => {
                    let q = pit(n)?;
                    let i = *player as usize - 1;
                    let c: u32 = pieces.total();
                    p.reserve[i] = p.reserve[i]
                        .checked_sub(c as u8)
                        .ok_or("reproduce beyond the reserve")?;
                    p.pits[q as usize].small[i] += c as u8;
                }
                Event::Eliminate { player, pit: m } => {
                    let i = *player as usize - 1;
                    if let Some(m) = m {
                        p.pits[pit(m)? as usize].mothers &= !(1 << i);
                    }
                    p.mother_at[i] = NO_PIT;
                    p.out |= 1 << i;
                    went_out = true;
                }
                Event::Turn { player } => {
                    p.to_move = *player;
                    if p.setup && (0..p.players as usize).all(|i| !p.places_left(i)) {
                        p.setup = false;
                    }
                }
                Event::GameOver(f) => p.finished = Some(Box::new(f.clone())),
                other => return Err(format!("unexpected event {other:?}")),
            }
        }
        if hand.total() != 0 {
            return Err("spheres left in hand".into());
        }
        if !was_setup {
            p.quiet = if captured || went_out { 0 } else { p.quiet + 1 };
            p.countdown = match p.countdown {
                Some(_) if went_out => Some(COUNTDOWN),
                Some(c) => Some(c.saturating_sub(1)),
                None if p.one_each_left() => Some(COUNTDOWN),
                None => None,
            };
        } else if !p.setup {
            p.quiet = if went_out { 0 } else { p.quiet };
            if p.countdown.is_none() && p.one_each_left() {
                p.countdown = Some(COUNTDOWN);
            }
        }
        Ok(p)
    }
}
