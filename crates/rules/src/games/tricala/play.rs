//! Playing a Tricala move with its events, and who has won.

use super::*;

impl Tricala {
    pub(super) fn check_winners(&self, mover: usize) -> Option<Finished> {
        let n = self.players as usize;
        let mut winners: Vec<usize> = Vec::new();
        for p in 0..n {
            let stones = self.on_board(p);
            let corners = TRI_CORNERS
                .iter()
                .filter(|&&c| {
                    let cell = &self.pits[c as usize];
                    2 * cell[p] as u32 > total(cell)
                })
                .count() as u32;
            if self.captured[p] >= STONES || (stones > 0 && corners >= stones.min(3)) {
                winners.push(p);
            }
        }
        if winners.is_empty() {
            return None;
        }
        if winners.len() > 1
            && self.opts.simultaneous == Simultaneous::Opponent
            && winners.contains(&mover)
        {
            winners.retain(|&p| p != mover);
        }
        let why = |p: usize| {
            if self.captured[p] >= STONES {
                EndReason::CapturedNine(p as u8 + 1)
            } else {
                EndReason::Corners(p as u8 + 1)
            }
        };
        if winners.len() == 1 {
            let p = winners[0];
            return Some(Finished::win(p as u8 + 1, why(p)));
        }
        let rank = |p: usize| (self.captured[p] as u32, self.on_board(p));
        let best = winners.iter().map(|&p| rank(p)).max().expect("winners");
        let top: Vec<u8> = winners
            .iter()
            .filter(|&&p| rank(p) == best)
            .map(|&p| p as u8 + 1)
            .collect();
        if top.len() == 1 {
            Some(Finished::win(top[0], EndReason::AmongWinners(top[0])))
        } else {
            Some(Finished::draw(top, EndReason::WinnersTied))
        }
    }

    pub(super) fn play_move(
        &mut self,
        mv: &TricalaMove,
        mut events: Option<&mut Vec<Event>>,
    ) -> bool {
        let me = self.to_move as usize - 1;
        let mut capture = false;
        let was_setup = self.setup;
        match mv {
            TricalaMove::Place(pits) => {
                for &p in pits {
                    self.pits[p as usize][me] += 1;
                    self.hand[me] -= 1;
                    emit!(
                        events,
                        Event::Place {
                            pit: p,
                            piece: Piece::Small(self.to_move),
                            player: self.to_move
                        }
                    );
                }
            }
            TricalaMove::Pass => emit!(
                events,
                Event::Pass {
                    player: self.to_move
                }
            ),
            TricalaMove::Sow {
                origin,
                dirs,
                order,
            } => {
                let mut s = Sowing::start(self, *origin, &mut events);
                let (mut di, mut oi) = (0, 0);
                loop {
                    match s.need() {
                        Need::Done => break,
                        Need::Dir(_) => {
                            s.choose_dir(dirs[di], &mut events);
                            di += 1;
                        }
                        Need::Stone(m) => {
                            let p = if s.mixed && s.lap == 1 {
                                oi += 1;
                                order[oi - 1] as usize - 1
                            } else {
                                m.trailing_zeros() as usize
                            };
                            s.drop_stone(p, self.players, &mut events);
                        }
                    }
                }
                self.pits = s.pits;
                if s.captured > 0 {
                    capture = true;
                    self.captured[me] += s.captured as u8;
                }
            }
        }
        if self.setup {
            // Next player with stones left to place; play begins with player 1.
            let mut next = self.to_move;
            let mut found = false;
            for _ in 0..self.players {
                next = next % self.players + 1;
                if self.hand[next as usize - 1] > 0 {
                    found = true;
                    break;
                }
            }
            if found {
                self.to_move = next;
            } else {
                self.setup = false;
                self.to_move = 1;
            }
        } else {
            self.to_move = self.next_player();
        }
        if !was_setup {
            self.quiet = if capture { 0 } else { self.quiet + 1 };
        }
        emit!(
            events,
            Event::Turn {
                player: self.to_move
            }
        );
        let fin = self.check_winners(me).or_else(|| {
            (!was_setup && self.quiet >= self.opts.quiet_limit).then(|| {
                Finished::draw(
                    (1..=self.players).collect(),
                    EndReason::Quiet {
                        plies: self.opts.quiet_limit,
                        eliminations: false,
                    },
                )
            })
        });
        if let Some(f) = fin {
            emit!(events, Event::GameOver(f.clone()));
            self.finished = Some(Box::new(f));
        }
        capture
    }
}
