//! Playing a Myra move with its events: captures, takeovers with three players, the end.

use super::*;

impl Myra {
    /// Captures the contents of `pit` for `me`; a queen capture ends the game (2 players)
    /// or takes the player over (3 seated). Returns whether a queen fell.
    pub(super) fn capture_at(
        &mut self,
        pit: PitId,
        me: usize,
        events: &mut Option<&mut Vec<Event>>,
    ) {
        let victim = self.cells[pit as usize];
        let v = victim.owner();
        let n = if victim.is_queen() {
            1
        } else {
            victim.soldiers_count() as u16
        };
        self.captured[me] += n;
        self.cells[pit as usize] = Cell::EMPTY;
        emit!(
            events,
            Event::Capture {
                pit,
                by: me as u8 + 1,
                pieces: victim.contents()
            }
        );
        if !victim.is_queen() {
            return;
        }
        if self.players == 2 {
            let f = Finished::win(
                me as u8 + 1,
                EndReason::QueenCaptured {
                    by: me as u8 + 1,
                    of: v as u8 + 1,
                },
            );
            self.finished = Some(Box::new(f));
            return;
        }
        // Three seated: take over the captured player's soldiers; they are out.
        for q in 0..HEX_PITS {
            let c = self.cells[q];
            if !c.is_empty() && c.owner() == v {
                self.cells[q] = Cell::soldiers(me, c.soldiers_count());
                emit!(
                    events,
                    Event::Takeover {
                        pit: q as PitId,
                        from: v as u8 + 1,
                        to: me as u8 + 1,
                        count: c.soldiers_count() as u32
                    }
                );
            }
        }
        self.out |= 1 << v;
        self.discarded[v] += self.reserve[v];
        self.reserve[v] = 0;
        emit!(
            events,
            Event::Eliminate {
                player: v as u8 + 1,
                pit: Some(pit)
            }
        );
        let left = self.in_play();
        if left.len() == 1 {
            self.finished = Some(Box::new(Finished::win(
                left[0],
                EndReason::LastQueen(left[0]),
            )));
        }
    }

    /// What a legal move `mv` will take (spheres, a queen counting one) and whether the
    /// game ends with it, known without playing it: a search orders its moves by this
    /// and plays only those it searches.
    pub fn forecast(&self, mv: &MyraMove) -> (u16, bool) {
        let quiet_end = self.quiet + 1 >= self.quiet_limit;
        let MyraMove::Whole { to, .. } = mv else {
            return (0, quiet_end);
        };
        let victim = self.cells[*to as usize];
        if victim.is_empty() || victim.owner() == self.to_move as usize - 1 {
            (0, quiet_end)
        } else if victim.is_queen() {
            // Two queens left in play: this one's fall leaves the last.
            (1, self.in_play().len() == 2)
        } else {
            (victim.soldiers_count() as u16, false)
        }
    }

    pub(super) fn play_move(&mut self, mv: &MyraMove, mut events: Option<&mut Vec<Event>>) -> bool {
        let me = self.to_move as usize - 1;
        let before: u16 = self.captured.iter().sum();
        let mut irreversible = false;
        let name = |p: PitId| -> PitId { p };
        match mv {
            MyraMove::Pass => emit!(
                events,
                Event::Pass {
                    player: self.to_move
                }
            ),
            MyraMove::Produce(p) => {
                self.reserve[me] -= 1;
                self.cells[*p as usize] = Cell::soldiers(me, 1);
                irreversible = true;
                emit!(
                    events,
                    Event::Produce {
                        pit: name(*p),
                        player: self.to_move,
                        pieces: Contents::small(self.to_move, 1)
                    }
                );
            }
            MyraMove::Whole { from, to } | MyraMove::Split { from, to, .. } => {
                let src = self.cells[*from as usize];
                let (moving, left) = match mv {
                    MyraMove::Split { k, .. } => (
                        Cell::soldiers(me, *k),
                        Cell::soldiers(me, src.soldiers_count() - k),
                    ),
                    _ => (src, Cell::EMPTY),
                };
                if events.is_some() {
                    let path = self.path(*from, *to);
                    emit!(
                        events,
                        Event::Lift {
                            pit: name(*from),
                            pieces: moving.contents()
                        }
                    );
                    for w in path.windows(2) {
                        emit!(
                            events,
                            Event::Step {
                                from: name(w[0]),
                                to: name(w[1]),
                                pieces: moving.contents()
                            }
                        );
                    }
                }
                self.cells[*from as usize] = left;
                let dest = self.cells[*to as usize];
                if !dest.is_empty() && dest.owner() != me {
                    self.capture_at(*to, me, &mut events);
                }
                let dest = self.cells[*to as usize];
                let n = moving.soldiers_count() + dest.soldiers_count();
                self.cells[*to as usize] = if moving.is_queen() {
                    moving
                } else {
                    Cell::soldiers(me, n)
                };
                if events.is_some() {
                    let piece = if moving.is_queen() {
                        Piece::Big(self.to_move)
                    } else {
                        Piece::Small(self.to_move)
                    };
                    for _ in 0..moving.soldiers_count().max(1) {
                        emit!(
                            events,
                            Event::Drop {
                                pit: name(*to),
                                piece
                            }
                        );
                    }
                }
            }
            MyraMove::Chain(p) => {
                let last = *p.last().expect("chain");
                for (i, &q) in p.iter().enumerate() {
                    if q != last {
                        self.cells[q as usize] = Cell::EMPTY;
                        emit!(
                            events,
                            Event::Lift {
                                pit: name(q),
                                pieces: Contents::small(self.to_move, 1)
                            }
                        );
                        emit!(
                            events,
                            Event::Step {
                                from: name(q),
                                to: name(p[i + 1]),
                                pieces: Cell::soldiers(me, i as u8 + 1).contents()
                            }
                        );
                    }
                }
                self.cells[last as usize] = Cell::soldiers(me, p.len() as u8);
                for _ in 1..p.len() {
                    emit!(
                        events,
                        Event::Drop {
                            pit: name(last),
                            piece: Piece::Small(self.to_move)
                        }
                    );
                }
            }
            MyraMove::Dechain(p) => {
                let n = self.cells[p[0] as usize].soldiers_count();
                self.cells[p[0] as usize] = Cell::EMPTY;
                emit!(
                    events,
                    Event::Lift {
                        pit: name(p[0]),
                        pieces: Cell::soldiers(me, n).contents()
                    }
                );
                for (j, w) in p.windows(2).enumerate() {
                    emit!(
                        events,
                        Event::Step {
                            from: name(w[0]),
                            to: name(w[1]),
                            pieces: Cell::soldiers(me, n - j as u8).contents()
                        }
                    );
                    self.cells[w[1] as usize] = Cell::soldiers(me, 1);
                    emit!(
                        events,
                        Event::Drop {
                            pit: name(w[1]),
                            piece: Piece::Small(self.to_move)
                        }
                    );
                }
            }
        }
        let captured = self.captured.iter().sum::<u16>() > before;
        self.quiet = if captured { 0 } else { self.quiet + 1 };
        self.to_move = self.next_in_play(self.to_move);
        emit!(
            events,
            Event::Turn {
                player: self.to_move
            }
        );
        if self.finished.is_none() && self.quiet >= self.quiet_limit {
            self.finished = Some(Box::new(Finished::draw(
                self.in_play(),
                EndReason::Quiet {
                    plies: self.quiet_limit,
                    eliminations: false,
                },
            )));
        }
        if let Some(f) = self.finished.as_deref() {
            emit!(events, Event::GameOver(f.clone()));
        }
        irreversible || captured
    }
}
