//! Esiema's incremental move building: the steps offered after a prefix.

use super::*;
use crate::core::IllegalKind;

impl Esiema {
    pub(super) fn build_steps(&self, prefix: &[Step]) -> Result<StepInfo<EsiemaMove>, MoveError> {
        if self.finished.is_some() {
            return Err(MoveError::GameOver);
        }
        let h = Hex::get();
        let me = self.to_move as usize - 1;
        let mut small = Vec::new();
        self.legal_small(&mut small);
        if self.setup {
            return match prefix {
                [] => Ok(StepInfo {
                    next: small
                        .iter()
                        .map(|m| {
                            if let EsiemaMove::Place(p) = m {
                                Step::Pit(*p)
                            } else {
                                Step::Pass
                            }
                        })
                        .collect(),
                    complete: None,
                }),
                [Step::Pit(p)] if self.check(&EsiemaMove::Place(*p)).is_ok() => Ok(StepInfo {
                    next: vec![],
                    complete: Some(EsiemaMove::Place(*p)),
                }),
                _ => Err(MoveError::illegal(
                    IllegalKind::Placement,
                    "place one sphere into a pit with room",
                )),
            };
        }
        let origins = |p: PitId| -> bool {
            let c = self.pits[p as usize];
            (c.total() == 1 && c.own(me) == 1)
                || self.sow_builder(p).is_some()
                || (self.mother_at[me] == p && self.reproduce_max() > 0)
        };
        match prefix {
            [] => {
                let next: Vec<Step> = (0..HEX_PITS as PitId)
                    .filter(|&p| origins(p))
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
            [Step::Pass] if small == [EsiemaMove::Pass] => Ok(StepInfo {
                next: vec![],
                complete: Some(EsiemaMove::Pass),
            }),
            [Step::Pit(o), rest @ ..] if (*o as usize) < HEX_PITS && origins(*o) => {
                let c = self.pits[*o as usize];
                if c.total() == 1 {
                    // A lone sphere: a destination, or (a lone mother) a count to reproduce.
                    let mut next: Vec<Step> =
                        h.adjacent(*o).iter().map(|&q| Step::Pit(q)).collect();
                    next.extend(
                        (1..=self.reproduce_max())
                            .filter(|_| self.mother_at[me] == *o)
                            .map(Step::Count),
                    );
                    return match rest {
                        [] => Ok(StepInfo {
                            next,
                            complete: None,
                        }),
                        [Step::Pit(q)] if h.is_adjacent(*o, *q) => Ok(StepInfo {
                            next: vec![],
                            complete: Some(EsiemaMove::Single { from: *o, to: *q }),
                        }),
                        [Step::Count(k)] if next.contains(&Step::Count(*k)) => Ok(StepInfo {
                            next: vec![],
                            complete: Some(EsiemaMove::Reproduce { pit: *o, count: *k }),
                        }),
                        _ => Err(MoveError::illegal(
                            IllegalKind::NotOffered,
                            "not offered here",
                        )),
                    };
                }
                let b = self.sow_from_steps(*o, rest)?;
                if let Some(m) = b.complete() {
                    return Ok(StepInfo {
                        next: vec![],
                        complete: Some(m),
                    });
                }
                let next = if b.pending.is_none() {
                    let mut v = SmallVec::new();
                    b.next_pits(&mut v);
                    v.into_iter().map(Step::Pit).collect()
                } else {
                    let mut v = SmallVec::new();
                    b.next_pieces(&mut v);
                    v.into_iter().map(Step::Piece).collect()
                };
                Ok(StepInfo {
                    next,
                    complete: None,
                })
            }
            _ => Err(MoveError::illegal(
                IllegalKind::NotOffered,
                "not offered here",
            )),
        }
    }
}
