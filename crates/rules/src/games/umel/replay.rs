//! Replaying an Umel Bagara move's events on the position before it.

use super::*;

impl UmelBagara {
    pub(super) fn replay_events(&self, events: &[Event]) -> Result<UmelBagara, String> {
        let mut p = self.clone();
        let mut hand: u32 = 0;
        let cup = |pit: &PitId| {
            Some(*pit as usize)
                .filter(|&i| i < RING_CUPS)
                .ok_or(format!("bad cup {pit}"))
        };
        let count = |c: &Contents| -> Result<u32, String> { Ok(c.total()) };
        for e in events {
            match e {
                Event::Lift { pit, pieces } => {
                    let i = cup(pit)?;
                    let n = count(pieces)?;
                    if p.cups[i] as u32 != n {
                        return Err(format!("lift of {n} from {pit} holding {}", p.cups[i]));
                    }
                    p.cups[i] = 0;
                    hand += n;
                }
                Event::Drop { pit, .. } => {
                    hand = hand.checked_sub(1).ok_or("drop from an empty hand")?;
                    p.cups[cup(pit)?] += 1;
                }
                Event::Capture { pit, by, pieces }
                | Event::Collect {
                    pit,
                    player: by,
                    pieces,
                } => {
                    let i = cup(pit)?;
                    let n = count(pieces)?;
                    if p.cups[i] as u32 != n {
                        return Err(format!("{n} taken from {pit} holding {}", p.cups[i]));
                    }
                    p.cups[i] = 0;
                    p.cups[10 + *by as usize - 1] += n as u8;
                }
                Event::Pass { .. } => {}
                Event::Turn { player } => p.to_move = *player,
                Event::GameOver(f) => p.finished = Some(Box::new(f.clone())),
                other => return Err(format!("unexpected event {other:?}")),
            }
        }
        if hand != 0 {
            return Err("beans left in hand".into());
        }
        Ok(p)
    }
}
