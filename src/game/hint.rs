//! Hints: on request (the Hint button, its key or pad button) the computer searches the
//! position for the player to move, as a computer seat would, on the async compute
//! pool; its move is shown on the board with what it captures, on the status line and
//! to the screen reader. A new move, undo or leaving the game drops it; asking again
//! hides it. Asked during a computer's turn in a game a player plays here, it is kept and
//! searched for when the player's turn comes (it was refused, and the answer drowned by
//! the computer's move a moment later).

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use bevy::prelude::*;
use bevy::tasks::{Task, block_on, poll_once};
use sowing_ai::Level;

use crate::ApplyStep;
use crate::game::computer::{Engines, ThinkBudget, spawn_search};
use crate::game::marks::MoveMarks;
use crate::game::play::{Match, Status};
use crate::game::screens::{Screen, board_live};
use crate::game::start::MatchStarted;
use crate::i18n::Texts;
use crate::tr;

/// Ask for a hint (or hide the one shown).
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct HintRequest;

/// A hint for the position after `ply` moves: the move and its marks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HintMove {
    pub ply: usize,
    pub text: String,
    pub marks: MoveMarks,
}

/// The hint being searched for, and the one shown.
#[derive(Resource, Default)]
pub struct Hint {
    task: Option<(Task<Option<String>>, Arc<AtomicBool>, usize)>,
    pub shown: Option<HintMove>,
    /// Asked for during another seat's turn: searched for on the player's own.
    pub wanted: bool,
}

impl Hint {
    /// Whether a search for a hint is running.
    pub fn busy(&self) -> bool {
        self.task.is_some()
    }

    /// Forgets the hint shown and any search under way: a match put in place (a lesson
    /// left, a game loaded) keeps nothing of the last one's hint.
    pub fn forget(&mut self) {
        self.cancel();
        self.shown = None;
        self.wanted = false;
    }

    fn cancel(&mut self) {
        if let Some((_, flag, _)) = self.task.take() {
            flag.store(true, Ordering::Relaxed);
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Hint>()
        .add_message::<HintRequest>()
        .add_systems(OnExit(Screen::Play), |mut h: ResMut<Hint>| h.forget())
        // The last match's hint (a lesson's marked move) is not the next one's.
        .add_systems(Update, forget_on_new_match.before(crate::FramePhase::Apply))
        .add_systems(Update, hint.in_set(ApplyStep::Follow).run_if(board_live));
}

fn forget_on_new_match(mut started: MessageReader<MatchStarted>, mut hint: ResMut<Hint>) {
    if started.read().count() > 0 {
        hint.forget();
    }
}

fn hint(
    mut requests: MessageReader<HintRequest>,
    mut hint: ResMut<Hint>,
    m: Res<Match>,
    budget: Res<ThinkBudget>,
    (mut status, texts): (ResMut<Status>, Res<Texts>),
    (mut engines, serial): (ResMut<Engines>, Res<crate::game::start::MatchSerial>),
    (nobody, taught): (
        Res<crate::game::protocol::NobodyHere>,
        Option<Res<crate::game::play::Taught>>,
    ),
) {
    let ply = m.moves.len();
    // A hint belongs to one position.
    if hint.shown.as_ref().is_some_and(|h| h.ply != ply) {
        hint.shown = None;
    }
    if hint.task.as_ref().is_some_and(|t| t.2 != ply) {
        hint.cancel();
    }
    if let Some((task, _, _)) = hint.task.as_mut()
        && let Some(result) = block_on(poll_once(task))
    {
        hint.task = None;
        let found = result.and_then(|text| {
            MoveMarks::of_move(&m.game, &text).map(|marks| HintMove { ply, text, marks })
        });
        // A hint found is worded where the words are (`a11y::speech`): where its move goes.
        status.0 = match &found {
            Some(_) => String::new(),
            None => tr!(texts, "hint-none"),
        };
        hint.shown = found;
    }
    // Asked now, or asked during the computer's turn and the player's turn has come.
    let asked = requests.read().count() > 0;
    if asked && hint.wanted {
        // Asked twice before the turn came: no longer wanted.
        hint.wanted = false;
        status.0 = tr!(texts, "hint-hidden");
        return;
    }
    let due = hint.wanted && m.human_to_move();
    if !asked && !due {
        return;
    }
    hint.wanted = false;
    // A lesson marks its own move, as a hint is marked: asking says so, and keeps it
    // (the key said "Hint hidden" and hid nothing).
    if taught.is_some() {
        status.0 = tr!(texts, "hint-lesson");
        return;
    }
    if hint.shown.is_some() {
        hint.shown = None;
        status.0 = tr!(texts, "hint-hidden");
    } else if m.game.finished().is_some() {
        status.0 = tr!(texts, "hint-game-over");
    } else if nobody.why().is_some() {
        // Watching, or the host gone: said as such, not as another's turn.
        status.0 = crate::game::build::Refusal::NotHere(*nobody).text(&texts);
    } else if !m.human_to_move() {
        // A player's game: the hint waits for their turn (a game of computers alone
        // has none to give).
        hint.wanted = m.seats.contains(&crate::game::play::Seat::Human);
        status.0 = match hint.wanted {
            true => tr!(texts, "hint-on-your-turn"),
            false => tr!(texts, "hint-not-now"),
        };
    } else if !hint.busy() {
        let seed = 0x4117 ^ ply as u64;
        let engine = engines.hints(serial.0, m.seats.len());
        let (task, flag) = spawn_search(&m.game, Level::Hard, seed, *budget, engine);
        hint.task = Some((task, flag, ply));
        status.0 = tr!(texts, "hint-thinking");
    }
}
