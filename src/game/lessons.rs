//! Lessons: for each game a few steps from set positions (`lessons.json`). A step says what to try
//! (the `lesson-<game>-<n>` message), marks the move on the board, accepts only the
//! move it teaches through the normal request path, and then explains what happened
//! (`lesson-<game>-<n>-done`). Next (the button, Enter, the pad's South) goes on.

use std::collections::HashMap;
use std::sync::LazyLock;

use bevy::prelude::*;
use serde::Deserialize;
use sowing_rules::{AnyGame, GameKind};

use crate::game::hint::{Hint, HintMove};
use crate::game::marks::MoveMarks;
use crate::game::play::{Match, Seat, Taught};
use crate::game::screens::{Overlay, RulesShown, Screen};
use crate::game::start::{StartMatch, Started};
use crate::i18n::Texts;

/// One step: the position (a position's JSON, or `"start"` for the game's start with
/// two players) and the move it teaches.
#[derive(Clone, Debug, Deserialize)]
pub struct LessonStep {
    pub position: serde_json::Value,
    pub teaches: String,
}

/// Every game's lesson, from `lessons.json` (built into the binary; the end-to-end suite
/// reads the same file).
static LESSONS: LazyLock<HashMap<String, Vec<LessonStep>>> = LazyLock::new(|| {
    serde_json::from_str(include_str!("lessons.json"))
        .expect("lessons.json is checked by the tests")
});

/// A game's lesson, step by step.
pub fn lesson_steps(kind: GameKind) -> &'static [LessonStep] {
    LESSONS.get(kind.as_str()).map_or(&[], Vec::as_slice)
}

impl LessonStep {
    /// The step's position.
    pub fn game(&self, kind: GameKind) -> Result<AnyGame, String> {
        if self.position == "start" {
            AnyGame::new(kind, Some(2), Default::default()).map_err(|e| e.to_string())
        } else {
            AnyGame::from_json(&self.position).map_err(|e| e.to_string())
        }
    }
}

/// The lesson being taken: the game, the step, and whether its move has been played.
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Lesson {
    pub kind: GameKind,
    pub step: usize,
    pub done: bool,
}

impl Lesson {
    /// The step being taken.
    pub fn current(&self) -> &'static LessonStep {
        &lesson_steps(self.kind)[self.step]
    }

    /// What the step says: what to try, or once done, what happened.
    pub fn text(&self, texts: &Texts) -> String {
        let id = format!("lesson-{}-{}", self.kind.as_str(), self.step + 1);
        if self.done {
            texts.get(&format!("{id}-done"))
        } else {
            texts.get(&id)
        }
    }

    /// Whether this is the lesson's last step.
    pub fn last(&self) -> bool {
        self.step + 1 == lesson_steps(self.kind).len()
    }
}

/// What the lesson controls ask.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum LessonRequest {
    /// Begin a game's lesson at its first step.
    Start(GameKind),
    /// The next step (the last one leads back where the lesson was opened from).
    Next,
    /// The current step from its start.
    Again,
    /// Leave the lesson: back to the game it was opened from, paused, or the title.
    Leave,
}

pub(super) fn plugin(app: &mut App) {
    app.add_message::<LessonRequest>()
        .add_systems(
            Update,
            (lesson_requests, follow_the_move, mark_the_move)
                .chain()
                .in_set(crate::ApplyStep::Follow),
        )
        .add_systems(OnEnter(Screen::Title), rules_on_return)
        .add_systems(OnEnter(Screen::Title), |mut c: Commands| {
            c.remove_resource::<Lesson>();
            c.remove_resource::<Taught>();
            c.remove_resource::<LessonInterrupted>();
        });
}

/// Starts a step: its position on the board, every seat human.
fn start_step(commands: &mut Commands, lesson: Lesson) {
    let step = lesson.current();
    let Ok(game) = step.game(lesson.kind) else {
        return;
    };
    let players = game.players() as usize;
    commands.queue(StartMatch(
        Match::at(game, vec![Seat::Human; players]),
        Started::Lesson,
    ));
    commands.insert_resource(lesson);
    commands.insert_resource(Taught(Some(step.teaches.to_string())));
}

/// The game a lesson was opened from (How to play in its pause menu): leaving the
/// lesson goes back to it, paused, as it was.
#[derive(Resource, Debug, Clone)]
pub struct LessonInterrupted(pub Match);

/// A lesson opened from the title's How to play goes back there, to the rules of its
/// game, when it ends or is left (it went to the bare title: the player had to find How
/// to play again).
#[derive(Resource, Debug)]
struct RulesOnReturn(GameKind);

fn rules_on_return(
    marker: Option<Res<RulesOnReturn>>,
    mut overlay: ResMut<NextState<Overlay>>,
    mut shown: ResMut<RulesShown>,
    mut commands: Commands,
) {
    if let Some(m) = marker {
        *shown = RulesShown {
            kind: m.0,
            back: Overlay::None,
        };
        overlay.set(Overlay::HowToPlay);
        commands.remove_resource::<RulesOnReturn>();
    }
}

/// What the lesson's requests look at: the lesson, the match, whether the board is shown.
#[derive(bevy::ecs::system::SystemParam)]
struct LessonContext<'w> {
    lesson: Option<Res<'w, Lesson>>,
    m: Option<Res<'w, Match>>,
    taught: Option<Res<'w, Taught>>,
    interrupted: Option<Res<'w, LessonInterrupted>>,
    screen: Res<'w, State<Screen>>,
}

fn lesson_requests(
    mut requests: MessageReader<LessonRequest>,
    ctx: LessonContext,
    mut commands: Commands,
    mut next: ResMut<NextState<Screen>>,
) {
    // Leaving goes back where the lesson was opened from: the game, or How to play on
    // the title.
    let mut leave = |commands: &mut Commands, kind: GameKind| match ctx.interrupted.as_deref() {
        Some(LessonInterrupted(m)) => {
            let n = m.moves.len();
            commands.queue(StartMatch(m.clone(), Started::Returned(n)));
            commands.remove_resource::<LessonInterrupted>();
            commands.insert_resource(crate::game::start::PauseOnReturn);
        }
        None => {
            next.set(Screen::Title);
            commands.insert_resource(RulesOnReturn(kind));
        }
    };
    for r in requests.read() {
        let at = ctx.lesson.as_deref().copied();
        match (*r, at) {
            (LessonRequest::Start(kind), _) => {
                // A game in progress waits for the lesson to end.
                if *ctx.screen.get() == Screen::Play
                    && ctx.taught.is_none()
                    && let Some(m) = ctx.m.as_deref()
                {
                    commands.insert_resource(LessonInterrupted(m.clone()));
                }
                start_step(
                    &mut commands,
                    Lesson {
                        kind,
                        step: 0,
                        done: false,
                    },
                )
            }
            (LessonRequest::Next, Some(l)) if l.done && !l.last() => start_step(
                &mut commands,
                Lesson {
                    step: l.step + 1,
                    done: false,
                    ..l
                },
            ),
            (LessonRequest::Next, Some(l)) if l.done => leave(&mut commands, l.kind),
            (LessonRequest::Again, Some(l)) => {
                start_step(&mut commands, Lesson { done: false, ..l })
            }
            (LessonRequest::Leave, Some(l)) => leave(&mut commands, l.kind),
            _ => {}
        }
    }
}

/// The step is done once its move is played (the request path lets no other through),
/// and waits again if the move is undone. Another match started (its hold gone) ends
/// the lesson.
pub fn follow_the_move(
    lesson: Option<ResMut<Lesson>>,
    taught: Option<ResMut<Taught>>,
    m: Option<Res<Match>>,
    mut commands: Commands,
) {
    let Some(mut lesson) = lesson else {
        return;
    };
    let (Some(mut taught), Some(m)) = (taught, m) else {
        commands.remove_resource::<Lesson>();
        return;
    };
    // Played, or played again by Redo (its moves are the step's move: the request path
    // lets no other through, and a redo brings back only what was undone).
    if !lesson.done && (taught.0.is_none() || !m.moves.is_empty()) {
        // The lesson's panel shows what happened; the status keeps the move's own news
        // (the same words in both were shown twice).
        lesson.done = true;
        taught.0 = None;
    } else if lesson.done && m.moves.is_empty() {
        lesson.done = false;
        taught.0 = Some(lesson.current().teaches.to_string());
    }
}

/// While a step waits for its move, the move is marked on the board as a hint is.
fn mark_the_move(lesson: Option<Res<Lesson>>, m: Option<Res<Match>>, mut hint: ResMut<Hint>) {
    let (Some(lesson), Some(m)) = (lesson, m) else {
        return;
    };
    if lesson.done || !m.moves.is_empty() || hint.shown.is_some() {
        return;
    }
    let text = lesson.current().teaches.as_str();
    if let Some(marks) = MoveMarks::of_move(&m.game, text) {
        hint.shown = Some(HintMove {
            ply: 0,
            text: text.to_string(),
            marks,
        });
    }
}
