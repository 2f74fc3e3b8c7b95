//! The match's requests on the play screen: undo, redo and jumps through its history
//! (the transitions themselves are `Match`'s, in `match_state`), the status line, and the
//! game-over window once a finished game's last move has played out.

use bevy::prelude::*;

use crate::game::cue::Cue;
use crate::game::errors::move_error;
pub use crate::game::match_state::{Match, MatchMode, Played, Seat, StartError, captured_by};
pub use crate::game::protocol::MoveRequest;
use crate::game::protocol::NetRole;
use crate::game::queue::AnimQueue;
use crate::game::screens::{Overlay, Screen, board_live};
use crate::i18n::Texts;
use crate::tr;
use crate::{ApplyStep, FramePhase};

/// Ask to move through the game's history.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum History {
    /// Back to the last human turn (against computers), or one move.
    Undo,
    /// Play the next undone move again, animated (against computers, up to the next human
    /// turn; in a replay exactly one move).
    Redo,
    /// Exactly one move back (replays).
    Back,
    /// To the position after this many moves of the whole line (replays).
    Jump(usize),
}

/// A move was played: its text and the mover.
#[derive(Message, Clone, Debug)]
pub struct MovePlayed {
    pub text: String,
    pub player: u8,
    /// Pieces captured by the move.
    pub captured: u32,
}

/// A lesson's hold on the request path: only this move is accepted, and once it is
/// played (`None`) no other until the lesson goes on.
#[derive(Resource, Debug, Clone, PartialEq, Eq)]
pub struct Taught(pub Option<String>);

/// The status line: why a request was refused, or what happened.
#[derive(Resource, Default, Debug, Clone)]
pub struct Status(pub String);

/// A move of this machine refused by a lesson, whose step teaches this move: said where
/// the words are (`a11y::speech`), by where the taught move goes.
#[derive(Message, Debug, Clone, PartialEq, Eq)]
pub struct LessonRefused {
    /// The move the step teaches.
    pub teaches: String,
    /// A pit chosen off the way, with the step the way takes next: a pit the move passes
    /// is said as on its way, not as a wrong move.
    pub pit: Option<(u8, sowing_rules::Step)>,
}

impl LessonRefused {
    /// A whole move refused: the move the step teaches.
    pub fn teaches(mv: String) -> Self {
        LessonRefused {
            teaches: mv,
            pit: None,
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_message::<History>()
        .add_message::<MovePlayed>()
        .add_message::<LessonRefused>()
        .init_resource::<Status>()
        .init_resource::<GameOverShown>()
        .add_systems(OnEnter(Screen::Play), |mut s: ResMut<GameOverShown>| {
            s.0 = None
        })
        .add_systems(
            Update,
            apply_history
                .in_set(ApplyStep::History)
                .run_if(in_state(Screen::Play)),
        )
        .add_systems(
            Update,
            show_game_over
                .after(FramePhase::Reconcile)
                .run_if(board_live),
        );
}

fn apply_history(
    mut requests: MessageReader<History>,
    mut m: ResMut<Match>,
    mut queue: ResMut<AnimQueue>,
    mut status: ResMut<Status>,
    texts: (Res<Texts>, Res<NetRole>),
    (overlay, mut next): (Res<State<Overlay>>, ResMut<NextState<Overlay>>),
) {
    let (texts, role) = texts;
    // The game-over window goes with the end it told of: a replay stepped back from the
    // end kept "Game over" over every earlier position.
    if !requests.is_empty() && *overlay.get() == Overlay::GameOver {
        next.set(Overlay::None);
    }
    for h in requests.read() {
        // Online, the host's match is the game of every peer: no one goes back alone.
        if *role != NetRole::Local {
            status.0 = tr!(texts, "online-no-undo");
            continue;
        }
        match *h {
            History::Undo | History::Back => {
                // Against computer seats, undo goes back to the last human turn; a replay
                // steps one move whoever played it.
                let replay = m.is_replay();
                let undone = if *h == History::Back || replay {
                    usize::from(m.undo_one().is_some())
                } else {
                    m.undo_to_human()
                };
                status.0 = if replay {
                    tr!(texts, "status-at-move", n = m.moves.len())
                } else {
                    tr!(texts, "status-undone", n = undone)
                };
                queue.reset();
            }
            History::Redo if m.is_replay() => {
                // A replay's Forward, or its playing: one move, said as where it is now
                // (it went two at a time against a computer, "played again").
                match m.redo() {
                    Some(Ok((_, played))) => queue.push(played.events),
                    Some(Err(_)) => queue.reset(),
                    None => {}
                }
                status.0 = tr!(texts, "status-at-move", n = m.moves.len());
            }
            History::Redo => {
                // Against computer seats, redo brings back the computers' moves too.
                status.0 = match m.redo_to_human() {
                    Ok(done) if done.is_empty() => tr!(texts, "status-nothing-to-redo"),
                    Ok(done) => {
                        // Said as many as came back ("Move 26 played again" told of one
                        // when two did).
                        let (count, last) = (done.len(), m.moves.len());
                        for (_, played) in done {
                            queue.push(played.events);
                        }
                        let first = last + 1 - count;
                        tr!(
                            texts,
                            "status-replayed",
                            n = count,
                            first = first,
                            last = last
                        )
                    }
                    Err((mv, e)) => {
                        // Moves played again before it are drawn from the position.
                        queue.reset();
                        tr!(
                            texts,
                            "status-refused-move",
                            mv = mv.as_str(),
                            why = move_error(&texts, &e)
                        )
                    }
                };
            }
            History::Jump(n) => {
                m.jump(n);
                status.0 = tr!(texts, "status-at-move", n = m.moves.len());
                queue.reset();
            }
        }
    }
}

/// The move count at which the game-over window was last shown, so closing it to look at
/// the board does not open it again.
#[derive(Resource, Default, Debug)]
pub struct GameOverShown(pub Option<usize>);

/// Once a finished game's last move has played out, the game-over window opens.
fn show_game_over(
    m: Res<Match>,
    queue: Res<AnimQueue>,
    mut shown: ResMut<GameOverShown>,
    mut next: ResMut<NextState<Overlay>>,
    mut cues: MessageWriter<Cue>,
    taught: Option<Res<Taught>>,
) {
    // A lesson's last move may end the game: the lesson says so and goes on.
    if taught.is_some() {
        return;
    }
    // A game taken back from its end shows the window again when it ends again (by Redo,
    // or played on from a replay).
    if m.game.finished().is_none() {
        if shown.0.is_some() {
            shown.0 = None;
        }
        return;
    }
    if queue.is_idle() && shown.0 != Some(m.moves.len()) {
        shown.0 = Some(m.moves.len());
        next.set(Overlay::GameOver);
        cues.write(Cue::GameOver);
    }
}
