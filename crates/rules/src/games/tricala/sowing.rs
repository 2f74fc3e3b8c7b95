//! A Tricala sowing as it goes: the stones in hand, the direction, turns at the edges, relay laps and captures, step by step (the move builder and the player share it).

use super::*;

/// What the sowing needs next.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Need {
    /// A direction from this mask (bit = `Dir::index`).
    Dir(u8),
    /// The next stone's player index from this mask.
    Stone(u8),
    Done,
}

/// A sowing in progress.
#[derive(Clone, Debug)]
pub(super) struct Sowing {
    pub(super) tri: &'static Tri,
    pub(super) pits: Pits,
    pub(super) mover: usize,
    pub(super) cur: PitId,
    pub(super) dir: Option<Dir>,
    pub(super) hand: [u8; 3],
    pub(super) lap: u32,
    pub(super) mixed: bool,
    pub(super) dirs: SmallVec<[Dir; 8]>,
    pub(super) order: SmallVec<[u8; 12]>,
    pub(super) captured: u32,
    pub(super) capturer_kept: bool,
    pub(super) done: bool,
}

pub(super) fn total(c: &[u8; 3]) -> u32 {
    c[0] as u32 + c[1] as u32 + c[2] as u32
}

pub(super) fn contents(c: &[u8; 3], players: u8) -> Contents {
    let mut out = Contents::default();
    for (p, &n) in c[..players as usize].iter().enumerate() {
        out.small[p] = n as u32;
    }
    out
}

pub(super) fn dir_mask(t: &Tri, cur: PitId, except: Option<Dir>) -> u8 {
    let m = t.avail(cur);
    match except {
        Some(d) => m & !(1 << d.index()),
        None => m,
    }
}

impl Sowing {
    pub(super) fn start(
        pos: &Tricala,
        origin: PitId,
        events: &mut Option<&mut Vec<Event>>,
    ) -> Sowing {
        let mover = pos.to_move as usize - 1;
        let mut pits = pos.pits;
        let hand = pits[origin as usize];
        pits[origin as usize] = [0; 3];
        let mixed = hand.iter().enumerate().any(|(p, &n)| p != mover && n > 0);
        emit!(
            events,
            Event::Lift {
                pit: origin,
                pieces: contents(&hand, pos.players)
            }
        );
        Sowing {
            tri: Tri::get(),
            pits,
            mover,
            cur: origin,
            dir: None,
            hand,
            lap: 1,
            mixed,
            dirs: SmallVec::new(),
            order: SmallVec::new(),
            captured: 0,
            capturer_kept: pos.opts.capturer_kept,
            done: false,
        }
    }

    /// Runs until a choice is needed. Forced choices are returned too (single-bit masks);
    /// `advance_auto` takes them.
    pub(super) fn need(&self) -> Need {
        if self.done {
            return Need::Done;
        }
        let t = self.tri;
        match self.dir {
            None => return Need::Dir(dir_mask(t, self.cur, None)),
            Some(d) => {
                if t.step(self.cur, d).is_none() {
                    return Need::Dir(dir_mask(t, self.cur, Some(d.reverse())));
                }
            }
        }
        let mut m = 0;
        for p in 0..3 {
            if self.hand[p] > 0 {
                m |= 1 << p;
            }
        }
        Need::Stone(m)
    }

    pub(super) fn choose_dir(&mut self, d: Dir, events: &mut Option<&mut Vec<Event>>) {
        self.dir = Some(d);
        self.dirs.push(d);
        emit!(
            events,
            Event::Direction {
                pit: self.cur,
                dir: d
            }
        );
    }

    pub(super) fn drop_stone(
        &mut self,
        p: usize,
        players: u8,
        events: &mut Option<&mut Vec<Event>>,
    ) {
        let t = self.tri;
        let d = self.dir.expect("direction chosen before a drop");
        self.cur = t.step(self.cur, d).expect("a next pit before a drop");
        let cell = &mut self.pits[self.cur as usize];
        let before = total(cell);
        cell[p] += 1;
        self.hand[p] -= 1;
        if self.mixed && self.lap == 1 {
            self.order.push(p as u8 + 1);
        }
        emit!(
            events,
            Event::Drop {
                pit: self.cur,
                piece: Piece::Small(p as u8 + 1)
            }
        );
        if total(&self.hand) > 0 {
            return;
        }
        // The lap's last stone has dropped.
        let cell = &mut self.pits[self.cur as usize];
        if before == 0 {
            self.done = true;
        } else if cell
            .iter()
            .enumerate()
            .any(|(q, &n)| q != self.mover && n > 0)
        {
            let mut taken = *cell;
            if self.capturer_kept {
                taken[p] -= 1;
                *cell = [0; 3];
                cell[p] = 1;
            } else {
                *cell = [0; 3];
            }
            self.captured += total(&taken);
            emit!(
                events,
                Event::Capture {
                    pit: self.cur,
                    by: self.mover as u8 + 1,
                    pieces: contents(&taken, players)
                }
            );
            self.done = true;
        } else if self.lap >= MAX_LAPS {
            self.done = true;
        } else {
            self.lap += 1;
            self.hand = *cell;
            *cell = [0; 3];
            emit!(
                events,
                Event::Lap {
                    lap: self.lap,
                    pit: self.cur
                }
            );
            emit!(
                events,
                Event::Lift {
                    pit: self.cur,
                    pieces: contents(&self.hand, players)
                }
            );
        }
    }

    /// Takes forced choices (and, outside a mixed first lap, every stone choice, which is
    /// always forced there) until a real choice or the end.
    pub(super) fn advance_auto(
        &mut self,
        players: u8,
        events: &mut Option<&mut Vec<Event>>,
    ) -> Need {
        loop {
            match self.need() {
                Need::Dir(m) if m.count_ones() == 1 => {
                    self.choose_dir(Dir::ALL[m.trailing_zeros() as usize], events)
                }
                Need::Stone(m) if m.count_ones() == 1 => {
                    self.drop_stone(m.trailing_zeros() as usize, players, events)
                }
                n => return n,
            }
        }
    }

    /// A clone that copies the inline buffers directly.
    pub(super) fn fast_clone(&self) -> Sowing {
        Sowing {
            tri: self.tri,
            pits: self.pits,
            mover: self.mover,
            cur: self.cur,
            dir: self.dir,
            hand: self.hand,
            lap: self.lap,
            mixed: self.mixed,
            dirs: SmallVec::from_slice(&self.dirs),
            order: SmallVec::from_slice(&self.order),
            captured: self.captured,
            capturer_kept: self.capturer_kept,
            done: self.done,
        }
    }

    pub(super) fn into_move(self, origin: PitId) -> TricalaMove {
        TricalaMove::Sow {
            origin,
            dirs: self.dirs,
            order: self.order,
        }
    }
}

/// Visits every complete sowing reachable from `s` (each a distinct move).
pub(super) fn enumerate(s: &mut Sowing, players: u8, visit: &mut impl FnMut(&Sowing)) {
    let need = s.advance_auto(players, &mut None);
    let mut m = match need {
        Need::Done => return visit(s),
        Need::Dir(m) | Need::Stone(m) => m,
    };
    let take = |t: &mut Sowing, bit: usize| match need {
        Need::Dir(_) => t.choose_dir(Dir::ALL[bit], &mut None),
        _ => t.drop_stone(bit, players, &mut None),
    };
    // Every option but the last on a copy; the last one goes on in `s`.
    while m & (m - 1) != 0 {
        let bit = m.trailing_zeros() as usize;
        m &= m - 1;
        let mut t = s.fast_clone();
        take(&mut t, bit);
        enumerate(&mut t, players, visit);
    }
    take(s, m.trailing_zeros() as usize);
    enumerate(s, players, visit);
}

pub(super) fn orders(hand: &[u8; 3]) -> u128 {
    // Multinomial (a+b+c)! / (a! b! c!), in checked arithmetic.
    let mut r: u128 = 1;
    let mut n: u128 = 0;
    for &c in hand {
        for j in 1..=c as u128 {
            n += 1;
            r = r.saturating_mul(n) / j;
        }
    }
    r
}

pub(super) fn binomial(n: u64, k: u64) -> u64 {
    if k == 0 {
        return 1;
    }
    (0..k).fold(1, |acc, i| acc * (n - i) / (i + 1))
}
