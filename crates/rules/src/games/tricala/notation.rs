//! Tricala's move notation: the move type, its text and reading it.

use super::*;
use crate::core::IllegalKind;

/// A Tricala move.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum TricalaMove {
    /// Setup: stones into these pits (sorted, repeats allowed).
    Place(SmallVec<[PitId; 3]>),
    /// Sow from `origin`: first direction and every direction taken at an edge; `order`
    /// lists the players of the first lap's stones when they were not all the mover's.
    Sow {
        origin: PitId,
        dirs: SmallVec<[Dir; 8]>,
        order: SmallVec<[u8; 12]>,
    },
    /// No stone on the board.
    Pass,
}

impl fmt::Display for TricalaMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let t = Tri::get();
        match self {
            TricalaMove::Pass => f.write_str("pass"),
            TricalaMove::Place(pits) => {
                f.write_str("@")?;
                for (i, &p) in pits.iter().enumerate() {
                    if i > 0 {
                        f.write_str(",")?;
                    }
                    f.write_str(t.name(p))?;
                }
                Ok(())
            }
            TricalaMove::Sow {
                origin,
                dirs,
                order,
            } => {
                write!(f, "{}:", t.name(*origin))?;
                for (i, d) in dirs.iter().enumerate() {
                    if i > 0 {
                        f.write_str(",")?;
                    }
                    f.write_str(d.as_str())?;
                }
                if !order.is_empty() {
                    f.write_str("/")?;
                    for (i, p) in order.iter().enumerate() {
                        if i > 0 {
                            f.write_str(",")?;
                        }
                        write!(f, "{p}")?;
                    }
                }
                Ok(())
            }
        }
    }
}

impl Tricala {
    pub(super) fn parse_sow(&self, text: &str) -> Result<TricalaMove, MoveError> {
        let t = Tri::get();
        let syntax = |m: &str| MoveError::Syntax(format!("'{text}': {m}"));
        let (origin, rest) = text
            .split_once(':')
            .ok_or_else(|| syntax("expected origin:directions"))?;
        let origin = t.parse(origin).ok_or_else(|| syntax("unknown pit"))?;
        let (dirs, order) = match rest.split_once('/') {
            Some((d, o)) => (d, Some(o)),
            None => (rest, None),
        };
        let dirs: Vec<Dir> = dirs
            .split(',')
            .map(|d| Dir::parse(d).ok_or_else(|| syntax(&format!("unknown direction '{d}'"))))
            .collect::<Result<_, _>>()?;
        let order: Option<Vec<u8>> = order
            .map(|o| {
                o.split(',')
                    .map(|p| match p.parse::<u8>() {
                        Ok(n) if n >= 1 && n <= self.players && p.len() == 1 => Ok(n),
                        _ => Err(syntax(&format!("bad player '{p}' in the stone order"))),
                    })
                    .collect()
            })
            .transpose()?;
        let me = self.to_move as usize - 1;
        if self.pits[origin as usize][me] == 0 {
            return Err(MoveError::illegal(
                IllegalKind::Origin,
                format!(
                    "{} holds no stone of player {}",
                    t.name(origin),
                    self.to_move
                ),
            ));
        }
        let mut s = Sowing::start(self, origin, &mut None);
        if order.is_some() != s.mixed {
            return Err(MoveError::illegal(
                IllegalKind::Order,
                if s.mixed {
                    "the stones taken are not all the mover's: the stone order (/…) must be given"
                } else {
                    "the stones taken are all the mover's: no stone order"
                },
            ));
        }
        let (mut di, mut oi) = (0, 0);
        let order = order.unwrap_or_default();
        loop {
            match s.need() {
                Need::Done => break,
                Need::Dir(m) => {
                    let d = *dirs.get(di).ok_or_else(|| {
                        MoveError::illegal(
                            IllegalKind::Direction,
                            format!("a direction is needed at {}", t.name(s.cur)),
                        )
                    })?;
                    if m >> d.index() & 1 == 0 {
                        return Err(MoveError::illegal(
                            IllegalKind::Direction,
                            format!(
                                "direction {} is not available at {}",
                                d.as_str(),
                                t.name(s.cur)
                            ),
                        ));
                    }
                    di += 1;
                    s.choose_dir(d, &mut None);
                }
                Need::Stone(m) => {
                    let p = if s.mixed && s.lap == 1 {
                        let p = *order.get(oi).ok_or_else(|| {
                            MoveError::illegal(
                                IllegalKind::Order,
                                "the stone order is shorter than the stones taken",
                            )
                        })? as usize
                            - 1;
                        oi += 1;
                        if m >> p & 1 == 0 {
                            return Err(MoveError::illegal(
                                IllegalKind::Order,
                                format!("no stone of player {} left in hand", p + 1),
                            ));
                        }
                        p
                    } else {
                        m.trailing_zeros() as usize
                    };
                    s.drop_stone(p, self.players, &mut None);
                }
            }
        }
        if di != dirs.len() {
            return Err(MoveError::illegal(
                IllegalKind::Direction,
                format!(
                    "{} direction(s) too many: the sowing ended",
                    dirs.len() - di
                ),
            ));
        }
        if oi != order.len() {
            return Err(MoveError::illegal(
                IllegalKind::Order,
                "the stone order is longer than the stones taken",
            ));
        }
        Ok(s.into_move(origin))
    }

    pub(super) fn read_move(&self, text: &str) -> Result<TricalaMove, MoveError> {
        if self.finished.is_some() {
            return Err(MoveError::GameOver);
        }
        let t = Tri::get();
        if text == "pass" {
            return if !self.setup && self.on_board(self.to_move as usize - 1) == 0 {
                Ok(TricalaMove::Pass)
            } else {
                Err(MoveError::illegal(
                    IllegalKind::Pass,
                    "pass only with no stone on the board",
                ))
            };
        }
        if let Some(list) = text.strip_prefix('@') {
            if !self.setup {
                return Err(MoveError::illegal(
                    IllegalKind::Phase,
                    "placements only in the setup phase",
                ));
            }
            let mut pits: SmallVec<[PitId; 3]> = list
                .split(',')
                .map(|n| {
                    t.parse(n)
                        .ok_or_else(|| MoveError::Syntax(format!("'{text}': unknown pit '{n}'")))
                })
                .collect::<Result<_, _>>()?;
            if pits.len() != self.placements() {
                return Err(MoveError::illegal(
                    IllegalKind::Placement,
                    format!("place exactly {} stone(s)", self.placements()),
                ));
            }
            if let Some(&c) = pits.iter().find(|&&p| Tri::is_corner(p)) {
                return Err(MoveError::illegal(
                    IllegalKind::Placement,
                    format!("{} is a corner: no placement there", t.name(c)),
                ));
            }
            pits.sort_unstable();
            return Ok(TricalaMove::Place(pits));
        }
        if self.setup {
            return Err(MoveError::illegal(
                IllegalKind::Phase,
                "the setup phase needs a placement (@…)",
            ));
        }
        self.parse_sow(text)
    }
}
