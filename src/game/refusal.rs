//! Why a build action was refused, typed, and in words: whose turn it is, a store, a
//! pit that cannot begin a move (another player's cup or pieces, an empty pit, a cup
//! of one bean, pieces with no move now), and the rest.

use sowing_rules::board::ring;
use sowing_rules::core::Phase;
use sowing_rules::{AnyGame, GameKind, PitId};

use crate::game::play::Match;
use crate::game::protocol::NobodyHere;
use crate::i18n::Texts;
use crate::tr;

/// Why a build action was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// Nobody at this machine is to move: a computer or a player at another machine is,
    /// or this is a replay.
    NotHumanTurn(Waiting),
    /// The game is over: nobody moves.
    GameOver,
    /// A store is never played from.
    Store,
    /// A pit clicked to begin a move cannot begin one, and why.
    NoStart(NoStart),
    /// The step is not among those offered.
    Illegal,
    /// Nothing is being built, or the move is not complete.
    NothingToDo,
    /// No seat is played in this window (online: watching, or the host gone).
    NotHere(NobodyHere),
    /// A lesson's step is played: the lesson goes on with its Next.
    LessonPlayed,
}

/// Why a pit cannot begin a move, seen in the position as it stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NoStart {
    /// Umel Bagara: the cup is in another player's row (`row`: the mover's).
    OthersCup { row: u8 },
    /// Umel Bagara: the mover's cup holds fewer than two beans.
    FewBeans { n: usize },
    /// The pit holds pieces, none of the mover's.
    Others,
    /// The pit is empty.
    Empty,
    /// The mover's pieces there have no move now.
    Stuck { kind: GameKind, pit: PitId },
}

impl NoStart {
    /// Why `pit` cannot begin a move for the player to move, in play (a setup's
    /// placements are refused as not legal there); `None` if it can.
    pub fn of(game: &AnyGame, pit: PitId) -> Option<NoStart> {
        if game.phase() != Phase::Play || game.step_info(&[sowing_rules::Step::Pit(pit)]).is_ok() {
            return None;
        }
        let mover = game.to_move();
        let views = game.pit_views();
        let pieces = &views.get(pit as usize)?.pieces;
        Some(match game.kind() {
            GameKind::UmelBagara if ring::owner_cup(pit).0 != mover => {
                NoStart::OthersCup { row: mover }
            }
            GameKind::UmelBagara => NoStart::FewBeans { n: pieces.len() },
            _ if pieces.is_empty() => NoStart::Empty,
            _ if pieces.iter().all(|p| p.owner() != mover) => NoStart::Others,
            kind => NoStart::Stuck { kind, pit },
        })
    }

    /// The selector and arguments of `refusal-no-start`.
    fn text(self, texts: &Texts) -> String {
        let row = |row: u8, cup: u8| ring::name((row - 1) * 5 + cup);
        let (why, n, first, last, pit) = match self {
            NoStart::OthersCup { row: r } => ("others-cup", 0, row(r, 0), row(r, 4), String::new()),
            NoStart::FewBeans { n } => {
                ("few-beans", n, String::new(), String::new(), String::new())
            }
            NoStart::Others => ("others", 0, String::new(), String::new(), String::new()),
            NoStart::Empty => ("empty", 0, String::new(), String::new(), String::new()),
            NoStart::Stuck { kind, pit } => {
                let name = sowing_rules::view::layout(kind)
                    .get(pit as usize)
                    .map(|p| p.name.clone())
                    .unwrap_or_default();
                ("stuck", 0, String::new(), String::new(), name)
            }
        };
        tr!(
            texts,
            "refusal-no-start",
            why = why,
            n = n,
            first = first.as_str(),
            last = last.as_str(),
            pit = pit.as_str()
        )
    }
}

impl Refusal {
    /// The refusal in words, for the status line.
    pub fn text(self, texts: &Texts) -> String {
        if let Refusal::NoStart(why) = self {
            return why.text(texts);
        }
        tr!(
            texts,
            "refusal",
            why = match self {
                Refusal::NotHumanTurn(Waiting::Computer) => "computer-turn",
                Refusal::NotHumanTurn(Waiting::Remote) => "remote-turn",
                Refusal::NotHumanTurn(Waiting::Replay) => "replay",
                Refusal::GameOver => "game-over",
                Refusal::Store => "store",
                Refusal::Illegal | Refusal::NoStart(_) => "illegal",
                Refusal::NothingToDo => "nothing",
                Refusal::NotHere(why) => why.why().unwrap_or("not-your-turn"),
                Refusal::LessonPlayed => "lesson-played",
            }
        )
    }
}

/// Whom a move not taken here waits for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Waiting {
    /// The computer, at this machine.
    Computer,
    /// A player at another machine (online).
    Remote,
    /// Nobody: this is a replay.
    Replay,
}

impl Waiting {
    /// Whom `m` waits for, when nobody here is to move.
    pub fn of(m: &Match) -> Waiting {
        match (m.is_replay(), m.seat_to_move()) {
            (true, _) => Waiting::Replay,
            (false, crate::game::play::Seat::Remote) => Waiting::Remote,
            _ => Waiting::Computer,
        }
    }
}
