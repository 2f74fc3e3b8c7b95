//! Myra's move notation: the move type, its text, reading it and why a move is not legal, and a move as build steps.

use super::*;
use crate::core::IllegalKind;

/// A Myra move.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum MyraMove {
    /// The whole pit moves: a queen or single soldier steps, a troop moves (`e1-e3`).
    Whole { from: PitId, to: PitId },
    /// `k` soldiers split off and move (`e1-e3/2`).
    Split { from: PitId, to: PitId, k: u8 },
    /// Single soldiers gathered along a path into its last pit (`c1+d1+e1`).
    Chain(SmallVec<[PitId; 5]>),
    /// A pit spread one soldier a pit along a path of empty pits (`e1>e2>e3`), origin first.
    Dechain(SmallVec<[PitId; 6]>),
    /// A reserve soldier into an empty pit next to the queen (`*f2`).
    Produce(PitId),
    /// No legal move.
    Pass,
}

impl fmt::Display for MyraMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let h = Hex::get();
        let join = |f: &mut fmt::Formatter<'_>, pits: &[PitId], sep: &str| -> fmt::Result {
            for (i, &p) in pits.iter().enumerate() {
                if i > 0 {
                    f.write_str(sep)?;
                }
                f.write_str(h.name(p))?;
            }
            Ok(())
        };
        match self {
            MyraMove::Whole { from, to } => write!(f, "{}-{}", h.name(*from), h.name(*to)),
            MyraMove::Split { from, to, k } => write!(f, "{}-{}/{k}", h.name(*from), h.name(*to)),
            MyraMove::Chain(p) => join(f, p, "+"),
            MyraMove::Dechain(p) => join(f, p, ">"),
            MyraMove::Produce(p) => write!(f, "*{}", h.name(*p)),
            MyraMove::Pass => f.write_str("pass"),
        }
    }
}

impl Myra {
    pub(super) fn move_steps(m: &MyraMove) -> Vec<Step> {
        match m {
            MyraMove::Whole { from, to } => {
                vec![Step::Pit(*from), Step::Mode(Mode::Whole), Step::Pit(*to)]
            }
            MyraMove::Split { from, to, k } => vec![
                Step::Pit(*from),
                Step::Mode(Mode::Split),
                Step::Count(*k),
                Step::Pit(*to),
            ],
            MyraMove::Chain(p) => {
                let mut v = vec![Step::Pit(p[0]), Step::Mode(Mode::Chain)];
                v.extend(p[1..].iter().map(|&q| Step::Pit(q)));
                v
            }
            MyraMove::Dechain(p) => {
                let mut v = vec![Step::Pit(p[0]), Step::Mode(Mode::Dechain)];
                v.extend(p[1..].iter().map(|&q| Step::Pit(q)));
                v
            }
            MyraMove::Produce(p) => vec![Step::Mode(Mode::Produce), Step::Pit(*p)],
            MyraMove::Pass => vec![Step::Pass],
        }
    }

    pub(super) fn parse_syntax(text: &str) -> Result<MyraMove, MoveError> {
        let h = Hex::get();
        let syntax = |m: &str| MoveError::Syntax(format!("'{text}': {m}"));
        let pit = |s: &str| {
            h.parse(s)
                .ok_or_else(|| syntax(&format!("unknown pit '{s}'")))
        };
        if text == "pass" {
            return Ok(MyraMove::Pass);
        }
        if let Some(p) = text.strip_prefix('*') {
            return Ok(MyraMove::Produce(pit(p)?));
        }
        if text.contains('+') {
            let p: SmallVec<[PitId; 5]> = text.split('+').map(pit).collect::<Result<_, _>>()?;
            if !(2..=5).contains(&p.len()) {
                return Err(syntax("a chain has 2 to 5 pits"));
            }
            return Ok(MyraMove::Chain(p));
        }
        if text.contains('>') {
            let p: SmallVec<[PitId; 6]> = text.split('>').map(pit).collect::<Result<_, _>>()?;
            if !(3..=6).contains(&p.len()) {
                return Err(syntax("a dechain has its origin and 2 to 5 pits"));
            }
            return Ok(MyraMove::Dechain(p));
        }
        if let Some((from, rest)) = text.split_once('-') {
            let (to, k) = match rest.split_once('/') {
                Some((to, k)) => {
                    let k: u8 = match k {
                        "1" | "2" | "3" | "4" => k.parse().map_err(|_| syntax("bad split size"))?,
                        _ => return Err(syntax("a split moves 1 to 4 soldiers")),
                    };
                    (to, Some(k))
                }
                None => (rest, None),
            };
            let (from, to) = (pit(from)?, pit(to)?);
            return Ok(match k {
                Some(k) => MyraMove::Split { from, to, k },
                None => MyraMove::Whole { from, to },
            });
        }
        Err(syntax(
            "not a Myra move (e1-e3, e1-e3/2, c1+d1, e1>e2>e3, *f2, pass)",
        ))
    }

    /// Why a well-formed move is not legal: its kind and the engine's words.
    pub(super) fn why_illegal(&self, m: &MyraMove) -> MoveError {
        let h = Hex::get();
        let me = self.to_move as usize - 1;
        let own = |p: PitId| {
            let c = self.cells[p as usize];
            !c.is_empty() && c.owner() == me
        };
        match m {
            MyraMove::Whole { from, .. } | MyraMove::Split { from, .. } if !own(*from) => {
                MoveError::illegal(
                    IllegalKind::Origin,
                    format!(
                        "{} holds no piece of player {}",
                        h.name(*from),
                        self.to_move
                    ),
                )
            }
            MyraMove::Whole { from, .. }
                if self.cells[*from as usize].soldiers_count() == FORTRESS =>
            {
                MoveError::illegal(
                    IllegalKind::Fortress,
                    format!("{} is a fortress: it cannot move as a whole", h.name(*from)),
                )
            }
            MyraMove::Whole { to, .. } | MyraMove::Split { to, .. }
                if !self.cells[*to as usize].is_empty()
                    && self.cells[*to as usize].owner() != me
                    && self.cells[*to as usize].soldiers_count() == FORTRESS =>
            {
                MoveError::illegal(
                    IllegalKind::Fortress,
                    format!("{} is a fortress: it cannot be captured", h.name(*to)),
                )
            }
            MyraMove::Split { to, .. }
                if !self.cells[*to as usize].is_empty()
                    && self.cells[*to as usize].owner() != me =>
            {
                MoveError::illegal(
                    IllegalKind::NotOffered,
                    format!(
                        "a split never captures ({} is occupied by another player)",
                        h.name(*to)
                    ),
                )
            }
            MyraMove::Whole { from, to } | MyraMove::Split { from, to, .. } => MoveError::illegal(
                IllegalKind::NotOffered,
                format!(
                    "{} cannot go to {} (too far, blocked, or the pit there is full)",
                    h.name(*from),
                    h.name(*to)
                ),
            ),
            MyraMove::Chain(_) => MoveError::illegal(
                IllegalKind::NotOffered,
                "a chain needs a path of adjacent pits each holding one own soldier",
            ),
            MyraMove::Dechain(_) => MoveError::illegal(
                IllegalKind::NotOffered,
                "a dechain spreads all n soldiers of the pit along n empty adjacent pits",
            ),
            MyraMove::Produce(_) => MoveError::illegal(
                IllegalKind::Reserve,
                "produce needs a reserve soldier and an empty pit next to the own queen",
            ),
            MyraMove::Pass => {
                MoveError::illegal(IllegalKind::Pass, "pass only when no move exists")
            }
        }
    }
}
