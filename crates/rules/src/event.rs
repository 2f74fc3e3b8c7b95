//! The event stream of a move: the ordered, atomic effects the game animates, typed
//! (pits by index, pieces as pieces). `to_json` writes one as `play` prints it: an object
//! with a `kind`, pits named as on the board and pieces as in positions.

use serde_json::{Map, Value, json};

use crate::board::{Dir, Hex, PitId, Tri, ring};
use crate::core::{Finished, GameKind};
use crate::piece::{BigLetter, Piece, Player, format_contents, piece_text};

/// Pieces by player: big ones (a queen or a mother) and small ones, counted.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Contents {
    /// `big[p - 1]`: player p's big pieces.
    pub big: [u32; 6],
    /// `small[p - 1]`: player p's small pieces (Umel Bagara's beans under the cup owner).
    pub small: [u32; 6],
}

impl Contents {
    /// `n` small pieces of a player.
    pub fn small(player: Player, n: u32) -> Contents {
        let mut c = Contents::default();
        c.small[player as usize - 1] = n;
        c
    }

    /// One piece.
    pub fn one(piece: Piece) -> Contents {
        let mut c = Contents::default();
        c.add(piece, 1);
        c
    }

    /// Adds `n` of a piece.
    pub fn add(&mut self, piece: Piece, n: u32) {
        match piece {
            Piece::Big(p) => self.big[p as usize - 1] += n,
            Piece::Small(p) => self.small[p as usize - 1] += n,
        }
    }

    /// How many pieces in all.
    pub fn total(&self) -> u32 {
        self.big.iter().sum::<u32>() + self.small.iter().sum::<u32>()
    }

    /// The pieces with their counts, big ones first, each by player ascending.
    pub fn runs(&self) -> Vec<(Piece, u32)> {
        let big = (1..=6u8).map(|p| (Piece::Big(p), self.big[p as usize - 1]));
        let small = (1..=6u8).map(|p| (Piece::Small(p), self.small[p as usize - 1]));
        big.chain(small).filter(|(_, n)| *n > 0).collect()
    }

    /// The canonical contents text (`M1 2*3`).
    pub fn text(&self, letter: BigLetter) -> String {
        format_contents(&self.big, &self.small, letter)
    }
}

/// One atomic effect of a move, in the order it happens.
#[derive(Clone, Debug, PartialEq)]
pub enum Event {
    /// A setup piece is put into a pit from the player's hand or reserve.
    Place {
        pit: PitId,
        piece: Piece,
        player: Player,
    },
    /// Pieces are lifted out of a pit into the mover's hand.
    Lift { pit: PitId, pieces: Contents },
    /// One piece from the hand is dropped into a pit.
    Drop { pit: PitId, piece: Piece },
    /// A sowing direction is chosen: the first one, or a new one at an edge.
    Direction { pit: PitId, dir: Dir },
    /// A relay lap starts: the pit's stones will be lifted and sown on.
    Lap { lap: u32, pit: PitId },
    /// Pieces in the hand move one step from a pit to an adjacent one (Myra paths).
    Step {
        from: PitId,
        to: PitId,
        pieces: Contents,
    },
    /// Pieces in a pit are captured by a player (to their tray or store).
    Capture {
        pit: PitId,
        by: Player,
        pieces: Contents,
    },
    /// Beans go from a cup to their owner's store at the end of the game.
    Collect {
        pit: PitId,
        player: Player,
        pieces: Contents,
    },
    /// Pieces come from a player's reserve into a pit (Myra produce, Esiema reproduce).
    Produce {
        pit: PitId,
        player: Player,
        pieces: Contents,
    },
    /// Soldiers in a pit change owner (Myra takeover).
    Takeover {
        pit: PitId,
        from: Player,
        to: Player,
        count: u32,
    },
    /// A player is out (captured queen, or Esiema elimination; the mother's pit named).
    Eliminate { player: Player, pit: Option<PitId> },
    /// A player passes.
    Pass { player: Player },
    /// The turn goes to a player.
    Turn { player: Player },
    /// The game is over.
    GameOver(Finished),
}

/// A pit's name on the board of a game (`f6`, `4b`, `1.3`).
pub fn pit_name(kind: GameKind, pit: PitId) -> String {
    match kind {
        GameKind::Myra | GameKind::Esiema => Hex::get().name(pit).to_string(),
        GameKind::Tricala => Tri::get().name(pit).to_string(),
        GameKind::UmelBagara => ring::name(pit),
    }
}

/// The letter a game writes its big pieces with.
pub fn big_letter(kind: GameKind) -> BigLetter {
    match kind {
        GameKind::Esiema => BigLetter::M,
        _ => BigLetter::Q,
    }
}

impl Event {
    /// The event as `play` prints it, with the pits and pieces of `kind`'s board.
    pub fn to_json(&self, kind: GameKind) -> Value {
        let pit = |p: &PitId| Value::from(pit_name(kind, *p));
        let letter = big_letter(kind);
        let pieces = |c: &Contents| Value::from(c.text(letter));
        let piece = |p: &Piece| Value::from(piece_text(*p, letter));
        let (name, fields): (&str, Value) = match self {
            Event::Place {
                pit: p,
                piece: x,
                player,
            } => (
                "place",
                json!({"pit": pit(p), "piece": piece(x), "player": player}),
            ),
            Event::Lift { pit: p, pieces: c } => {
                ("lift", json!({"pit": pit(p), "pieces": pieces(c)}))
            }
            Event::Drop { pit: p, piece: x } => ("drop", json!({"pit": pit(p), "piece": piece(x)})),
            Event::Direction { pit: p, dir } => {
                ("direction", json!({"pit": pit(p), "dir": dir.as_str()}))
            }
            Event::Lap { lap, pit: p } => ("lap", json!({"lap": lap, "pit": pit(p)})),
            Event::Step {
                from,
                to,
                pieces: c,
            } => (
                "step",
                json!({"from": pit(from), "to": pit(to), "pieces": pieces(c)}),
            ),
            Event::Capture {
                pit: p,
                by,
                pieces: c,
            } => (
                "capture",
                json!({"pit": pit(p), "by": by, "pieces": pieces(c)}),
            ),
            Event::Collect {
                pit: p,
                player,
                pieces: c,
            } => (
                "collect",
                json!({"pit": pit(p), "player": player, "pieces": pieces(c)}),
            ),
            Event::Produce {
                pit: p,
                player,
                pieces: c,
            } => (
                "produce",
                json!({"pit": pit(p), "player": player, "pieces": pieces(c)}),
            ),
            Event::Takeover {
                pit: p,
                from,
                to,
                count,
            } => (
                "takeover",
                json!({"pit": pit(p), "from": from, "to": to, "count": count}),
            ),
            Event::Eliminate { player, pit: p } => (
                "eliminate",
                json!({"player": player, "pit": p.as_ref().map(pit)}),
            ),
            Event::Pass { player } => ("pass", json!({ "player": player })),
            Event::Turn { player } => ("turn", json!({ "player": player })),
            Event::GameOver(f) => (
                "game_over",
                json!({"result": f.result_json(), "reason": f.reason.to_string()}),
            ),
        };
        let mut out = Map::new();
        out.insert("kind".into(), Value::from(name));
        if let Value::Object(o) = fields {
            out.extend(o);
        }
        Value::Object(out)
    }
}

#[cfg(test)]
mod tests {
    use super::{Contents, Event};
    use crate::board::{Dir, Hex, Tri};
    use crate::core::{Finished, GameKind};
    use crate::piece::Piece;
    use crate::reason::EndReason;

    /// Every kind of event writes the JSON `play` has always printed.
    #[test]
    fn every_event_kind_writes_its_json() {
        let f6 = Hex::get().parse("f6").unwrap();
        let e4 = Hex::get().parse("e4").unwrap();
        let t4b = Tri::get().parse("4b").unwrap();
        let mut mixed = Contents::one(Piece::Big(2));
        mixed.add(Piece::Small(1), 3);
        mixed.add(Piece::Small(3), 1);
        let cases: Vec<(GameKind, Event, &str)> = vec![
            (
                GameKind::Esiema,
                Event::Place {
                    pit: f6,
                    piece: Piece::Big(1),
                    player: 1,
                },
                r#"{"kind":"place","pit":"f6","piece":"M1","player":1}"#,
            ),
            (
                GameKind::Esiema,
                Event::Lift {
                    pit: f6,
                    pieces: mixed,
                },
                r#"{"kind":"lift","pit":"f6","pieces":"M2 1*3 3"}"#,
            ),
            (
                GameKind::Myra,
                Event::Drop {
                    pit: e4,
                    piece: Piece::Big(2),
                },
                r#"{"kind":"drop","pit":"e4","piece":"Q2"}"#,
            ),
            (
                GameKind::Tricala,
                Event::Direction {
                    pit: t4b,
                    dir: Dir::NE,
                },
                r#"{"kind":"direction","pit":"4b","dir":"NE"}"#,
            ),
            (
                GameKind::Tricala,
                Event::Lap { lap: 2, pit: t4b },
                r#"{"kind":"lap","lap":2,"pit":"4b"}"#,
            ),
            (
                GameKind::Myra,
                Event::Step {
                    from: f6,
                    to: e4,
                    pieces: Contents::small(1, 2),
                },
                r#"{"kind":"step","from":"f6","to":"e4","pieces":"1*2"}"#,
            ),
            (
                GameKind::UmelBagara,
                Event::Capture {
                    pit: 7,
                    by: 1,
                    pieces: Contents::small(2, 4),
                },
                r#"{"kind":"capture","pit":"2.3","by":1,"pieces":"2*4"}"#,
            ),
            (
                GameKind::UmelBagara,
                Event::Collect {
                    pit: 0,
                    player: 1,
                    pieces: Contents::small(1, 1),
                },
                r#"{"kind":"collect","pit":"1.1","player":1,"pieces":"1"}"#,
            ),
            (
                GameKind::Esiema,
                Event::Produce {
                    pit: f6,
                    player: 2,
                    pieces: Contents::small(2, 5),
                },
                r#"{"kind":"produce","pit":"f6","player":2,"pieces":"2*5"}"#,
            ),
            (
                GameKind::Myra,
                Event::Takeover {
                    pit: e4,
                    from: 2,
                    to: 1,
                    count: 3,
                },
                r#"{"kind":"takeover","pit":"e4","from":2,"to":1,"count":3}"#,
            ),
            (
                GameKind::Esiema,
                Event::Eliminate {
                    player: 3,
                    pit: Some(f6),
                },
                r#"{"kind":"eliminate","player":3,"pit":"f6"}"#,
            ),
            (
                GameKind::Myra,
                Event::Eliminate {
                    player: 3,
                    pit: None,
                },
                r#"{"kind":"eliminate","player":3,"pit":null}"#,
            ),
            (
                GameKind::Myra,
                Event::Pass { player: 2 },
                r#"{"kind":"pass","player":2}"#,
            ),
            (
                GameKind::Myra,
                Event::Turn { player: 1 },
                r#"{"kind":"turn","player":1}"#,
            ),
            (
                GameKind::UmelBagara,
                Event::GameOver(Finished::win(2, EndReason::NoMoves)),
                r#"{"kind":"game_over","result":{"winner":2},"reason":"neither player can move"}"#,
            ),
        ];
        for (kind, e, want) in cases {
            assert_eq!(e.to_json(kind).to_string(), want, "{e:?}");
        }
    }
}
