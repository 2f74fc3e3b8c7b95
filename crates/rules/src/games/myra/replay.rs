//! Replaying a Myra move's events on the position before it.

use super::*;

impl Myra {
    pub(super) fn replay_events(&self, events: &[Event]) -> Result<Myra, String> {
        let mut p = self.clone();
        let pit = |n: &PitId| -> Result<usize, String> {
            Some(*n as usize)
                .filter(|&i| i < HEX_PITS)
                .ok_or(format!("bad pit {n}"))
        };
        let mut hand: Option<Cell> = None;
        let mut captured = false;
        for e in events {
            match e {
                Event::Lift { pit: n, pieces } => {
                    let i = pit(n)?;
                    let c = p.cells[i];
                    let runs = pieces.runs();
                    let (piece, k) = *runs.first().ok_or("lift of nothing")?;
                    let owner = piece.owner() as usize - 1;
                    if c.is_empty() || c.owner() != owner {
                        return Err(format!("lift from {n} of pieces not there"));
                    }
                    let lifted = if c.is_queen() {
                        p.cells[i] = Cell::EMPTY;
                        c
                    } else {
                        let left = c
                            .soldiers_count()
                            .checked_sub(k as u8)
                            .ok_or("lift of too many soldiers")?;
                        p.cells[i] = if left == 0 {
                            Cell::EMPTY
                        } else {
                            Cell::soldiers(owner, left)
                        };
                        Cell::soldiers(owner, k as u8)
                    };
                    hand = Some(match hand {
                        Some(hd) if !hd.is_empty() => {
                            Cell::soldiers(owner, hd.soldiers_count() + lifted.soldiers_count())
                        }
                        _ => lifted,
                    });
                }
                Event::Step { .. } => {}
                Event::Drop { pit: n, .. } => {
                    let i = pit(n)?;
                    let hd = hand.ok_or("drop from an empty hand")?;
                    let c = p.cells[i];
                    if hd.is_queen() {
                        p.cells[i] = hd;
                        hand = None;
                    } else {
                        let owner = hd.owner();
                        p.cells[i] = Cell::soldiers(owner, c.soldiers_count() + 1);
                        let left = hd.soldiers_count() - 1;
                        hand = if left == 0 {
                            None
                        } else {
                            Some(Cell::soldiers(owner, left))
                        };
                    }
                }
                Event::Capture { pit: n, by, pieces } => {
                    let i = pit(n)?;
                    if p.cells[i].contents() != *pieces {
                        return Err(format!(
                            "capture of {pieces:?} at {n} holding '{}'",
                            p.cells[i].text()
                        ));
                    }
                    let c = p.cells[i];
                    p.captured[*by as usize - 1] += if c.is_queen() {
                        1
                    } else {
                        c.soldiers_count() as u16
                    };
                    p.cells[i] = Cell::EMPTY;
                    captured = true;
                }
                Event::Takeover {
                    pit: n, to, count, ..
                } => {
                    let i = pit(n)?;
                    p.cells[i] = Cell::soldiers(*to as usize - 1, *count as u8);
                }
                Event::Eliminate { player, .. } => {
                    let v = *player as usize - 1;
                    p.out |= 1 << v;
                    p.discarded[v] += p.reserve[v];
                    p.reserve[v] = 0;
                }
                Event::Produce { pit: n, player, .. } => {
                    let i = pit(n)?;
                    let q = *player as usize - 1;
                    p.reserve[q] = p.reserve[q]
                        .checked_sub(1)
                        .ok_or("produce from an empty reserve")?;
                    p.cells[i] = Cell::soldiers(q, 1);
                }
                Event::Pass { .. } => {}
                Event::Turn { player } => p.to_move = *player,
                Event::GameOver(f) => p.finished = Some(Box::new(f.clone())),
                other => return Err(format!("unexpected event {other:?}")),
            }
        }
        if hand.is_some() {
            return Err("pieces left in hand".into());
        }
        p.quiet = if captured { 0 } else { p.quiet + 1 };
        Ok(p)
    }
}
