//! Tricala's incremental move building: the steps offered after a prefix.

use super::*;
use crate::core::IllegalKind;

impl Tricala {
    pub(super) fn build_steps(&self, prefix: &[Step]) -> Result<StepInfo<TricalaMove>, MoveError> {
        if self.finished.is_some() {
            return Err(MoveError::GameOver);
        }
        let me = self.to_move as usize - 1;
        if self.setup {
            let k = self.placements();
            let mut pits: SmallVec<[PitId; 3]> = SmallVec::new();
            for st in prefix {
                match *st {
                    Step::Pit(p)
                        if (p as usize) < TRI_PITS && !Tri::is_corner(p) && pits.len() < k =>
                    {
                        pits.push(p)
                    }
                    _ => {
                        return Err(MoveError::illegal(
                            IllegalKind::NotOffered,
                            format!("step {st:?} is not offered here"),
                        ));
                    }
                }
            }
            if pits.len() == k {
                pits.sort_unstable();
                return Ok(StepInfo {
                    next: vec![],
                    complete: Some(TricalaMove::Place(pits)),
                });
            }
            let next = (0..TRI_PITS as PitId)
                .filter(|&p| !Tri::is_corner(p))
                .map(Step::Pit)
                .collect();
            return Ok(StepInfo {
                next,
                complete: None,
            });
        }
        match prefix.first() {
            None => {
                let next: Vec<Step> = (0..TRI_PITS as PitId)
                    .filter(|&p| self.pits[p as usize][me] > 0)
                    .map(Step::Pit)
                    .collect();
                if next.is_empty() {
                    return Ok(StepInfo {
                        next: vec![Step::Pass],
                        complete: None,
                    });
                }
                Ok(StepInfo {
                    next,
                    complete: None,
                })
            }
            Some(Step::Pass) if prefix.len() == 1 && self.on_board(me) == 0 => Ok(StepInfo {
                next: vec![],
                complete: Some(TricalaMove::Pass),
            }),
            Some(&Step::Pit(origin))
                if (origin as usize) < TRI_PITS && self.pits[origin as usize][me] > 0 =>
            {
                let mut s = self.sowing_from_steps(origin, &prefix[1..])?;
                Ok(match s.advance_auto(self.players, &mut None) {
                    Need::Done => StepInfo {
                        next: vec![],
                        complete: Some(s.into_move(origin)),
                    },
                    Need::Dir(m) => StepInfo {
                        next: Dir::ALL
                            .into_iter()
                            .filter(|d| m >> d.index() & 1 == 1)
                            .map(Step::Dir)
                            .collect(),
                        complete: None,
                    },
                    Need::Stone(m) => StepInfo {
                        next: (0..3u8)
                            .filter(|p| m >> p & 1 == 1)
                            .map(|p| Step::Piece(Piece::Small(p + 1)))
                            .collect(),
                        complete: None,
                    },
                })
            }
            Some(st) => Err(MoveError::illegal(
                IllegalKind::NotOffered,
                format!("step {st:?} is not offered here"),
            )),
        }
    }
}

impl Tricala {
    /// The sowing of a move being built after `prefix`, as far as it goes before its next
    /// choice; `None` outside a sowing in play, or once the move is complete.
    fn sowing_after(&self, prefix: &[Step]) -> Option<Sowing> {
        let me = self.to_move as usize - 1;
        let Some(&Step::Pit(origin)) = prefix.first() else {
            return None;
        };
        if self.setup
            || self.finished.is_some()
            || (origin as usize) >= TRI_PITS
            || self.pits[origin as usize][me] == 0
        {
            return None;
        }
        let mut s = self.sowing_from_steps(origin, &prefix[1..]).ok()?;
        match s.advance_auto(self.players, &mut None) {
            Need::Done => None,
            _ => Some(s),
        }
    }

    /// Where the sowing of a move being built stands after `prefix`: the pit it is at (the
    /// last pit dropped into, or lifted from) and the stones in hand, by player.
    pub fn sowing_at(&self, prefix: &[Step]) -> Option<(PitId, [u8; 3])> {
        self.sowing_after(prefix).map(|s| (s.cur, s.hand))
    }

    /// The board as the sowing of a move being built has left it after `prefix`: each
    /// pit's stones by player, those in hand off the board.
    pub fn sown_so_far(&self, prefix: &[Step]) -> Option<Vec<[u8; 3]>> {
        self.sowing_after(prefix).map(|s| s.pits.to_vec())
    }
}
