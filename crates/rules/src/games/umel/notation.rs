//! Umel Bagara's move notation: the move type, its text and reading it.

use super::*;
use crate::core::IllegalKind;

/// A move: sow a cup (1..=5 from the mover's left) to one side, or pass.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum UmelMove {
    Sow {
        cup: u8,
        side: Side,
        /// Whether the notation writes the side (cup 3 under `free`).
        marked: bool,
    },
    Pass,
}

impl fmt::Display for UmelMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            UmelMove::Pass => f.write_str("pass"),
            UmelMove::Sow { cup, side, marked } => {
                write!(f, "{cup}")?;
                if marked {
                    f.write_str(if side == Side::Left { "L" } else { "R" })?;
                }
                Ok(())
            }
        }
    }
}

impl UmelBagara {
    pub(super) fn read_move(&self, text: &str) -> Result<UmelMove, MoveError> {
        if self.finished.is_some() {
            return Err(MoveError::GameOver);
        }
        let mv = if text == "pass" {
            UmelMove::Pass
        } else {
            let b = text.as_bytes();
            let cup = match b.first() {
                Some(c @ b'1'..=b'5') => c - b'0',
                _ => {
                    return Err(MoveError::Syntax(format!(
                        "'{text}' is not a cup 1..5, 3L, 3R or pass"
                    )));
                }
            };
            let (sides, marked) = self.sides(cup);
            let side = match (&b[1..], marked) {
                (b"", false) => sides[0],
                (b"L", true) => Side::Left,
                (b"R", true) => Side::Right,
                (b"", true) => {
                    return Err(MoveError::Syntax(format!(
                        "cup 3 needs a side: '3L' or '3R', not '{text}'"
                    )));
                }
                _ => {
                    return Err(MoveError::Syntax(format!(
                        "'{text}' is not a move here (L/R only on cup 3 with free directions)"
                    )));
                }
            };
            UmelMove::Sow { cup, side, marked }
        };
        let mut legal = Vec::new();
        self.legal_moves(&mut legal);
        if legal.contains(&mv) {
            return Ok(mv);
        }
        Err(match mv {
            UmelMove::Pass => {
                MoveError::illegal(IllegalKind::Pass, "pass only when no cup can be sown")
            }
            UmelMove::Sow { cup, .. } => MoveError::illegal(
                IllegalKind::Origin,
                format!(
                    "cup {cup} of player {} holds fewer than 2 beans",
                    self.to_move
                ),
            ),
        })
    }
}
