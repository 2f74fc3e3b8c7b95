//! Why a game ended, typed: the game shows it in the player's language; the position
//! format and the events carry its English text (`Display`), which `parse` reads back.

use std::fmt;

use crate::piece::Player;

/// Why a game ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EndReason {
    /// Myra with two: a queen was captured.
    QueenCaptured { by: Player, of: Player },
    /// Myra with three: one queen is left.
    LastQueen(Player),
    /// Esiema: one player is left.
    LastPlayer(Player),
    /// Esiema: every player was down to one small sphere for the countdown.
    OneSphereEach,
    /// Tricala: a player captured nine stones.
    CapturedNine(Player),
    /// Tricala: a player controls the corners.
    Corners(Player),
    /// Tricala: several won at once; this one by captured stones, then stones on the board.
    AmongWinners(Player),
    /// Tricala: several won at once and tie on both counts.
    WinnersTied,
    /// So many plies without a capture (Esiema: nor an elimination).
    Quiet { plies: u32, eliminations: bool },
    /// The same position a third time.
    Repetition,
    /// Umel Bagara: neither player can move; the beans on each side are counted.
    NoMoves,
    /// A reason read from a position or record that none of the above says.
    Other(String),
}

impl fmt::Display for EndReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EndReason::QueenCaptured { by, of } => {
                write!(f, "player {by} captured the queen of player {of}")
            }
            EndReason::LastQueen(p) => write!(f, "player {p} has the last queen standing"),
            EndReason::LastPlayer(p) => write!(f, "player {p} is the last player left"),
            EndReason::OneSphereEach => {
                f.write_str("every player was down to one small sphere for 15 plies")
            }
            EndReason::CapturedNine(p) => write!(f, "player {p} captured at least 9 stones"),
            EndReason::Corners(p) => write!(f, "player {p} controls the corners"),
            EndReason::AmongWinners(p) => write!(
                f,
                "player {p} wins among several winners by captured stones, then stones on the board"
            ),
            EndReason::WinnersTied => f.write_str(
                "several players win at once with equal captured stones and stones on the board",
            ),
            EndReason::Quiet {
                plies,
                eliminations: false,
            } => write!(f, "{plies} plies without a capture"),
            EndReason::Quiet {
                plies,
                eliminations: true,
            } => write!(f, "{plies} plies without a capture or an elimination"),
            EndReason::Repetition => f.write_str("third occurrence of the same position"),
            EndReason::NoMoves => f.write_str("neither player can move"),
            EndReason::Other(s) => f.write_str(s),
        }
    }
}

impl EndReason {
    /// Reads a reason's text: the typed reason that prints it, else `Other`.
    pub fn parse(text: &str) -> EndReason {
        let player = |s: &str| s.parse::<Player>().ok();
        let words: Vec<&str> = text.split(' ').collect();
        let typed = match words.as_slice() {
            ["player", a, "captured", "the", "queen", "of", "player", b] => player(a)
                .zip(player(b))
                .map(|(by, of)| EndReason::QueenCaptured { by, of }),
            ["player", p, "has", "the", "last", "queen", "standing"] => {
                player(p).map(EndReason::LastQueen)
            }
            ["player", p, "is", "the", "last", "player", "left"] => {
                player(p).map(EndReason::LastPlayer)
            }
            ["player", p, "captured", "at", "least", "9", "stones"] => {
                player(p).map(EndReason::CapturedNine)
            }
            ["player", p, "controls", "the", "corners"] => player(p).map(EndReason::Corners),
            ["player", p, "wins", "among", ..] => player(p).map(EndReason::AmongWinners),
            [n, "plies", "without", "a", "capture"] => {
                n.parse().ok().map(|plies| EndReason::Quiet {
                    plies,
                    eliminations: false,
                })
            }
            [
                n,
                "plies",
                "without",
                "a",
                "capture",
                "or",
                "an",
                "elimination",
            ] => n.parse().ok().map(|plies| EndReason::Quiet {
                plies,
                eliminations: true,
            }),
            _ => None,
        };
        let typed = typed.or(match text {
            "every player was down to one small sphere for 15 plies" => {
                Some(EndReason::OneSphereEach)
            }
            "several players win at once with equal captured stones and stones on the board" => {
                Some(EndReason::WinnersTied)
            }
            "third occurrence of the same position" => Some(EndReason::Repetition),
            "neither player can move" => Some(EndReason::NoMoves),
            _ => None,
        });
        // Only a reason that prints back to the same text is typed.
        match typed {
            Some(r) if r.to_string() == text => r,
            _ => EndReason::Other(text.to_string()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::EndReason;

    #[test]
    fn every_reason_reads_back_from_its_text() {
        let all = [
            EndReason::QueenCaptured { by: 1, of: 2 },
            EndReason::LastQueen(3),
            EndReason::LastPlayer(6),
            EndReason::OneSphereEach,
            EndReason::CapturedNine(2),
            EndReason::Corners(1),
            EndReason::AmongWinners(3),
            EndReason::WinnersTied,
            EndReason::Quiet {
                plies: 200,
                eliminations: false,
            },
            EndReason::Quiet {
                plies: 300,
                eliminations: true,
            },
            EndReason::Repetition,
            EndReason::NoMoves,
            EndReason::Other("agreed".into()),
        ];
        for r in all {
            assert_eq!(EndReason::parse(&r.to_string()), r);
        }
        assert_eq!(
            EndReason::parse("player x has the last queen standing"),
            EndReason::Other("player x has the last queen standing".into())
        );
    }
}
