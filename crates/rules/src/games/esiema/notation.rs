//! Esiema's move notation: reading a move's text and checking it against the position.

use super::*;
use crate::core::IllegalKind;

impl Esiema {
    pub(super) fn parse_syntax(&self, text: &str) -> Result<EsiemaMove, MoveError> {
        let h = Hex::get();
        let syntax = |m: &str| MoveError::Syntax(format!("'{text}': {m}"));
        let pit = |s: &str| {
            h.parse(s)
                .ok_or_else(|| syntax(&format!("unknown pit '{s}'")))
        };
        if text == "pass" {
            return Ok(EsiemaMove::Pass);
        }
        if let Some(p) = text.strip_prefix('@') {
            return Ok(EsiemaMove::Place(pit(p)?));
        }
        if let Some((p, c)) = text.split_once('+') {
            let count = match c.parse::<u8>() {
                Ok(n) if (1..=REPRODUCE_MAX).contains(&n) && !c.starts_with('0') => n,
                _ => return Err(syntax("reproduce 1..11 spheres")),
            };
            return Ok(EsiemaMove::Reproduce {
                pit: pit(p)?,
                count,
            });
        }
        let mut parts = text.split('>');
        let origin = pit(parts.next().unwrap_or_default())?;
        let rest: Vec<&str> = parts.collect();
        if rest.is_empty() {
            return Err(syntax(
                "not an Esiema move (@d4, d4>e4:1>…, d4>e4, d4+5, pass)",
            ));
        }
        if rest.len() == 1 && !rest[0].contains(':') {
            return Ok(EsiemaMove::Single {
                from: origin,
                to: pit(rest[0])?,
            });
        }
        let mut drops = SmallVec::new();
        for r in rest {
            let (p, k) = r
                .split_once(':')
                .ok_or_else(|| syntax("each path pit needs ':' and the sphere dropped"))?;
            let runs =
                parse_contents(k, self.players, Some(BigLetter::M)).map_err(|e| syntax(&e.0))?;
            if runs.len() != 1 || runs[0].1 != 1 || k.contains('*') {
                return Err(syntax("one sphere per path pit"));
            }
            drops.push((pit(p)?, runs[0].0));
        }
        Ok(EsiemaMove::Sow { origin, drops })
    }

    pub(super) fn check(&self, m: &EsiemaMove) -> Result<(), MoveError> {
        let h = Hex::get();
        let me = self.to_move as usize - 1;
        match m {
            EsiemaMove::Pass => {
                let mut v = Vec::new();
                self.legal_small(&mut v);
                if v == [EsiemaMove::Pass] {
                    Ok(())
                } else {
                    Err(MoveError::illegal(
                        IllegalKind::Pass,
                        "pass only when no move exists",
                    ))
                }
            }
            EsiemaMove::Place(p) => {
                if !self.setup {
                    return Err(MoveError::illegal(
                        IllegalKind::Phase,
                        "placements only in the setup phase",
                    ));
                }
                if self.pits[*p as usize].total() >= SETUP_PIT_LIMIT {
                    return Err(MoveError::illegal(
                        IllegalKind::Placement,
                        format!("{} already holds 12 spheres", h.name(*p)),
                    ));
                }
                Ok(())
            }
            _ if self.setup => Err(MoveError::illegal(
                IllegalKind::Phase,
                "the setup phase needs a placement (@…)",
            )),
            EsiemaMove::Reproduce { pit, count } => {
                if self.mother_at[me] != *pit {
                    return Err(MoveError::illegal(
                        IllegalKind::Reserve,
                        format!("the mother of player {} is not in {}", me + 1, h.name(*pit)),
                    ));
                }
                if !self.can_reproduce(me) {
                    return Err(MoveError::illegal(
                        IllegalKind::Reserve,
                        "reproduce only with the mother alone in her pit and a reserve",
                    ));
                }
                if *count > self.reserve[me] {
                    return Err(MoveError::illegal(
                        IllegalKind::Reserve,
                        format!("only {} spheres in the reserve", self.reserve[me]),
                    ));
                }
                Ok(())
            }
            EsiemaMove::Single { from, to } => {
                let c = self.pits[*from as usize];
                if c.total() != 1 || c.own(me) != 1 {
                    return Err(MoveError::illegal(
                        IllegalKind::Origin,
                        format!(
                            "{} does not hold exactly one sphere of player {}",
                            h.name(*from),
                            me + 1
                        ),
                    ));
                }
                if !h.is_adjacent(*from, *to) {
                    return Err(MoveError::illegal(
                        IllegalKind::NotOffered,
                        format!("{} is not next to {}", h.name(*to), h.name(*from)),
                    ));
                }
                Ok(())
            }
            EsiemaMove::Sow { origin, drops } => {
                let mut hand = self.pits[*origin as usize];
                if hand.own(me) == 0 || hand.total() < 2 {
                    return Err(MoveError::illegal(
                        IllegalKind::Origin,
                        format!(
                            "{} cannot be sown by player {} (at least 2 spheres, one own)",
                            h.name(*origin),
                            me + 1
                        ),
                    ));
                }
                if drops.len() as u32 != hand.total() {
                    return Err(MoveError::illegal(
                        IllegalKind::NotOffered,
                        format!(
                            "{} spheres taken need a path of {} pits",
                            hand.total(),
                            hand.total()
                        ),
                    ));
                }
                let mut used: HexSet = 1 << origin;
                let mut prev = *origin;
                for (p, k) in drops {
                    if !h.is_adjacent(prev, *p) {
                        return Err(MoveError::illegal(
                            IllegalKind::NotOffered,
                            format!("{} is not next to {}", h.name(*p), h.name(prev)),
                        ));
                    }
                    if used >> p & 1 == 1 {
                        return Err(MoveError::illegal(
                            IllegalKind::NotOffered,
                            format!("{} is used twice (or is the origin)", h.name(*p)),
                        ));
                    }
                    if hand.count(*k) == 0 {
                        return Err(MoveError::illegal(
                            IllegalKind::Order,
                            format!("no sphere {} left in hand", piece_text(*k, BigLetter::M)),
                        ));
                    }
                    hand.remove(*k);
                    used |= 1 << p;
                    prev = *p;
                }
                let last = drops.last().expect("drops").1;
                if last.owner() as usize - 1 != me {
                    return Err(MoveError::illegal(
                        IllegalKind::Order,
                        "the last sphere dropped must be the mover's own",
                    ));
                }
                Ok(())
            }
        }
    }
}

/// A complete Esiema move.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum EsiemaMove {
    /// Setup: one sphere (the mother first) into a pit (`@d4`).
    Place(PitId),
    /// Sow the origin along a path, one sphere a pit (`d4>e4:1>f5:M2`).
    Sow {
        origin: PitId,
        drops: SmallVec<[(PitId, Piece); 14]>,
    },
    /// A lone own sphere moves to an adjacent pit (`d4>e4`).
    Single { from: PitId, to: PitId },
    /// Small spheres from the reserve into the lone mother's pit (`d4+5`).
    Reproduce { pit: PitId, count: u8 },
    /// Only when no move exists.
    Pass,
}

impl fmt::Display for EsiemaMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let h = Hex::get();
        match self {
            EsiemaMove::Place(p) => write!(f, "@{}", h.name(*p)),
            EsiemaMove::Sow { origin, drops } => {
                f.write_str(h.name(*origin))?;
                for (p, piece) in drops {
                    write!(f, ">{}:{}", h.name(*p), piece_text(*piece, BigLetter::M))?;
                }
                Ok(())
            }
            EsiemaMove::Single { from, to } => write!(f, "{}>{}", h.name(*from), h.name(*to)),
            EsiemaMove::Reproduce { pit, count } => write!(f, "{}+{count}", h.name(*pit)),
            EsiemaMove::Pass => f.write_str("pass"),
        }
    }
}
