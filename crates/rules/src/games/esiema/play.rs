//! Playing an Esiema move: placements, singleton moves, reproduction and sowings with their events.

use super::*;

impl Esiema {
    pub(super) fn play_move(
        &mut self,
        mv: &EsiemaMove,
        mut events: Option<&mut Vec<Event>>,
    ) -> bool {
        let me = self.to_move as usize - 1;
        let mover = self.to_move;
        let name = |p: PitId| -> PitId { p };
        let mut captured = false;
        match mv {
            EsiemaMove::Place(p) => {
                let piece = if self.placed[me] == 0 {
                    self.mother_at[me] = *p;
                    Piece::Big(mover)
                } else {
                    self.reserve[me] -= 1;
                    Piece::Small(mover)
                };
                self.pits[*p as usize].add(piece);
                self.placed[me] += 1;
                emit!(
                    events,
                    Event::Place {
                        pit: name(*p),
                        piece,
                        player: mover
                    }
                );
                // Next player with spheres left to place; play begins with player 1.
                let next = (1..=self.players)
                    .map(|d| (self.to_move - 1 + d) % self.players + 1)
                    .find(|&q| self.places_left(q as usize - 1));
                match next {
                    Some(q) => {
                        self.to_move = q;
                        emit!(events, Event::Turn { player: q });
                    }
                    None => {
                        // Play begins with player 1; placements were not plies.
                        self.setup = false;
                        let went_out = self.pass_turn(self.players, &mut events);
                        emit!(
                            events,
                            Event::Turn {
                                player: self.to_move
                            }
                        );
                        if went_out {
                            self.quiet = 0;
                        }
                        if self.countdown.is_none() && self.one_each_left() {
                            self.countdown = Some(COUNTDOWN);
                        }
                        self.check_end(&mut events);
                    }
                }
                return false;
            }
            EsiemaMove::Pass => emit!(events, Event::Pass { player: mover }),
            EsiemaMove::Reproduce { pit, count } => {
                self.reserve[me] -= count;
                self.pits[*pit as usize].small[me] += count;
                emit!(
                    events,
                    Event::Produce {
                        pit: name(*pit),
                        player: mover,
                        pieces: Contents::small(mover, *count as u32)
                    }
                );
            }
            EsiemaMove::Single { from, to } => {
                let c = self.pits[*from as usize];
                let piece = c.kinds()[0];
                self.pits[*from as usize] = Spheres::default();
                self.pits[*to as usize].add(piece);
                if let Piece::Big(_) = piece {
                    self.mother_at[me] = *to;
                }
                let t = Contents::one(piece);
                emit!(
                    events,
                    Event::Lift {
                        pit: name(*from),
                        pieces: t
                    }
                );
                emit!(
                    events,
                    Event::Step {
                        from: name(*from),
                        to: name(*to),
                        pieces: t
                    }
                );
                emit!(
                    events,
                    Event::Drop {
                        pit: name(*to),
                        piece
                    }
                );
            }
            EsiemaMove::Sow { origin, drops } => {
                let hand = self.pits[*origin as usize];
                self.pits[*origin as usize] = Spheres::default();
                emit!(
                    events,
                    Event::Lift {
                        pit: name(*origin),
                        pieces: hand.contents()
                    }
                );
                for (p, k) in drops {
                    self.pits[*p as usize].add(*k);
                    if let Piece::Big(q) = k {
                        self.mother_at[*q as usize - 1] = *p;
                    }
                    emit!(
                        events,
                        Event::Drop {
                            pit: name(*p),
                            piece: *k
                        }
                    );
                }
                let (last, k) = *drops.last().expect("drops");
                let cell = &mut self.pits[last as usize];
                if matches!(k, Piece::Small(_)) && cell.mothers == 0 {
                    let mut taken = Spheres::default();
                    for q in 0..MAX_PLAYERS {
                        if q != me && cell.small[q] > 0 {
                            taken.small[q] = cell.small[q];
                            cell.small[q] = 0;
                        }
                    }
                    let n = taken.total();
                    if n > 0 {
                        self.captured[me] += n as u16;
                        captured = true;
                        emit!(
                            events,
                            Event::Capture {
                                pit: name(last),
                                by: mover,
                                pieces: taken.contents()
                            }
                        );
                    }
                }
            }
        }
        let went_out = self.pass_turn(mover, &mut events);
        emit!(
            events,
            Event::Turn {
                player: self.to_move
            }
        );
        self.end_of_ply(went_out, captured, &mut events);
        captured || went_out
    }
}
