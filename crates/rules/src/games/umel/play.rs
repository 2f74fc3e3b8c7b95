//! Playing an Umel Bagara move with its events: sowing around the ring, captures of 2 and 4, the end.

use super::*;

impl UmelBagara {
    pub(super) fn end_game(&mut self, reason: EndReason, mut events: Option<&mut Vec<Event>>) {
        for i in 0..RING_CUPS {
            let n = self.cups[i];
            if n > 0 {
                let (owner, _) = ring::owner_cup(i as u8);
                self.cups[10 + owner as usize - 1] += n;
                self.cups[i] = 0;
                emit!(
                    events,
                    Event::Collect {
                        pit: i as u8,
                        player: owner,
                        pieces: Contents::small(owner, n as u32)
                    }
                );
            }
        }
        let f = match self.cups[10].cmp(&self.cups[11]) {
            std::cmp::Ordering::Greater => Finished::win(1, reason),
            std::cmp::Ordering::Less => Finished::win(2, reason),
            std::cmp::Ordering::Equal => Finished::draw(vec![1, 2], reason),
        };
        emit!(events, Event::GameOver(f.clone()));
        self.finished = Some(Box::new(f));
    }

    pub(super) fn play_move(&mut self, mv: &UmelMove, mut events: Option<&mut Vec<Event>>) -> bool {
        let me = self.to_move;
        let mut captured = false;
        match *mv {
            UmelMove::Pass => emit!(events, Event::Pass { player: me }),
            UmelMove::Sow { cup, side, .. } => {
                let origin = ring::index(me, cup) as usize;
                let n = self.cups[origin];
                self.cups[origin] = 0;
                emit!(
                    events,
                    Event::Lift {
                        pit: origin as u8,
                        pieces: Contents::small(me, n as u32)
                    }
                );
                let step = if side == Side::Right {
                    1
                } else {
                    RING_CUPS - 1
                };
                let mut i = origin;
                if let Some(ev) = events.as_deref_mut() {
                    for _ in 0..n {
                        i = (i + step) % RING_CUPS;
                        self.cups[i] += 1;
                        ev.push(Event::Drop {
                            pit: i as u8,
                            piece: Piece::Small(me),
                        });
                    }
                } else {
                    let laps = n / RING_CUPS as u8;
                    if laps > 0 {
                        for c in self.cups[..RING_CUPS].iter_mut() {
                            *c += laps;
                        }
                    }
                    for _ in 0..n % RING_CUPS as u8 {
                        i += step;
                        if i >= RING_CUPS {
                            i -= RING_CUPS;
                        }
                        self.cups[i] += 1;
                    }
                    if n.is_multiple_of(RING_CUPS as u8) {
                        i = origin;
                    }
                }
                // Capture backwards along the sowing while the cup is the opponent's and holds 2 or 4.
                let opp_base = (2 - me as usize) * 5;
                while (opp_base..opp_base + 5).contains(&i) && matches!(self.cups[i], 2 | 4) {
                    let c = self.cups[i];
                    self.cups[i] = 0;
                    self.cups[10 + me as usize - 1] += c;
                    captured = true;
                    emit!(
                        events,
                        Event::Capture {
                            pit: i as u8,
                            by: me,
                            pieces: Contents::small(3 - me, c as u32)
                        }
                    );
                    i = (i + RING_CUPS - step) % RING_CUPS;
                }
            }
        }
        self.to_move = 3 - me;
        emit!(
            events,
            Event::Turn {
                player: self.to_move
            }
        );
        if !self.can_move(1) && !self.can_move(2) {
            self.end_game(EndReason::NoMoves, events);
        }
        captured
    }
}
