//! Esiema's turn order and end: passing the turn, eliminations, the quiet count, the
//! final countdown and the game over.

use super::*;

impl Esiema {
    pub(super) fn in_play(&self) -> Vec<Player> {
        (1..=self.players).filter(|&p| !self.is_out(p)).collect()
    }

    /// Passes the turn on after a play-phase ply, eliminating whoever cannot go on.
    /// Returns whether someone went out.
    pub(super) fn pass_turn(&mut self, from: Player, events: &mut Option<&mut Vec<Event>>) -> bool {
        let mut eliminated = false;
        let mut p = from;
        loop {
            p = p % self.players + 1;
            if self.is_out(p) {
                continue;
            }
            let i = p as usize - 1;
            if self.players as u32 - self.out.count_ones() <= 1 {
                break;
            }
            if self.small_on_board(i) == 0 && !self.can_reproduce(i) {
                let m = self.mother_at[i];
                if m != NO_PIT {
                    self.pits[m as usize].mothers &= !(1 << i);
                }
                self.mother_at[i] = NO_PIT;
                self.out |= 1 << i;
                eliminated = true;
                emit!(
                    events,
                    Event::Eliminate {
                        player: p,
                        pit: (m != NO_PIT).then_some(m)
                    }
                );
                continue;
            }
            break;
        }
        self.to_move = p;
        if self.players as u32 - self.out.count_ones() == 1 {
            self.to_move = self.in_play()[0];
        }
        eliminated
    }

    pub(super) fn one_each_left(&self) -> bool {
        (0..self.players as usize)
            .filter(|&p| !self.is_out(p as u8 + 1))
            .all(|p| self.small_on_board(p) + self.reserve[p] as u32 == 1)
    }

    pub(super) fn out_list(&self) -> Vec<Player> {
        (1..=self.players).filter(|&p| self.is_out(p)).collect()
    }

    /// Updates the quiet count and the final countdown after a play-phase ply.
    pub(super) fn end_of_ply(
        &mut self,
        went_out: bool,
        captured: bool,
        events: &mut Option<&mut Vec<Event>>,
    ) {
        self.quiet = if captured || went_out {
            0
        } else {
            self.quiet + 1
        };
        self.countdown = match self.countdown {
            Some(_) if went_out => Some(COUNTDOWN),
            Some(c) => Some(c.saturating_sub(1)),
            None if self.one_each_left() => Some(COUNTDOWN),
            None => None,
        };
        self.check_end(events);
    }

    /// The last player left wins; the countdown or the quiet limit draws.
    pub(super) fn check_end(&mut self, events: &mut Option<&mut Vec<Event>>) {
        let left = self.in_play();
        if left.len() == 1 {
            self.finish(
                Finished::win(left[0], EndReason::LastPlayer(left[0])),
                events,
            );
        } else if self.countdown == Some(0) {
            self.finish(Finished::draw(left, EndReason::OneSphereEach), events);
        } else if self.quiet >= self.opts.quiet_limit {
            self.finish(
                Finished::draw(
                    left,
                    EndReason::Quiet {
                        plies: self.opts.quiet_limit,
                        eliminations: true,
                    },
                ),
                events,
            );
        }
    }

    pub(super) fn finish(&mut self, f: Finished, events: &mut Option<&mut Vec<Event>>) {
        emit!(events, Event::GameOver(f.clone()));
        self.finished = Some(Box::new(f));
    }
}
