//! The one owner of move building: every front end (a pit pressed, a key, the pad, a
//! Board-list item, a panel button, a screen reader's action) sends a `Build` action;
//! `build_moves` answers with a `MoveRequest` once the move is complete, or a typed
//! `Refusal`. `Options` says what the human to move may choose next.

use bevy::prelude::*;
use sowing_rules::{AnyGame, PitId, Step};

use crate::game::cue::Cue;
use crate::game::play::{History, LessonRefused, Match, MovePlayed, MoveRequest, Status, Taught};
use crate::game::protocol::NobodyHere;
pub use crate::game::refusal::{NoStart, Refusal, Waiting};
use crate::game::screens::Screen;
use crate::i18n::Texts;
use crate::{ApplyStep, FramePhase};

pub(super) fn plugin(app: &mut App) {
    app.add_message::<Build>()
        .add_message::<Refused>()
        .add_message::<MoveBegunAnew>()
        .init_resource::<Building>()
        .init_resource::<Options>()
        .add_systems(
            Update,
            refused_cue
                .after(FramePhase::Input)
                .before(FramePhase::Apply),
        )
        .add_systems(
            Update,
            build_moves
                .in_set(FramePhase::Input)
                .run_if(in_state(Screen::Play)),
        )
        .add_systems(
            Update,
            (clear_after_moves, update_options)
                .chain()
                .in_set(ApplyStep::Follow)
                .run_if(in_state(Screen::Play)),
        );
}

/// The move being built by the human to move.
#[derive(Resource, Default, Debug, Clone)]
pub struct Building {
    pub steps: Vec<Step>,
}

/// What the human to move may do next: offered steps and the move text when complete.
#[derive(Resource, Default, Debug, Clone)]
pub struct Options {
    pub next: Vec<Step>,
    pub complete: Option<String>,
}

/// A move played or a step through the history ends the move being built.
fn clear_after_moves(
    mut played: MessageReader<MovePlayed>,
    mut history: MessageReader<History>,
    mut building: ResMut<Building>,
) {
    let moved = played.read().count() > 0;
    if (history.read().count() > 0 || moved) && !building.steps.is_empty() {
        building.steps.clear();
    }
}

/// Keeps `Options` in step with the match and the move being built.
pub fn update_options(
    m: Res<Match>,
    building: Res<Building>,
    taught: Option<Res<Taught>>,
    mut options: ResMut<Options>,
) {
    let lesson_changed = taught.as_ref().is_some_and(|t| t.is_changed());
    if !m.is_changed() && !building.is_changed() && !lesson_changed {
        return;
    }
    // Only a human to move is offered anything.
    let mut offered = match m.game.step_info(&building.steps) {
        Ok((next, complete)) if m.human_to_move() => Options { next, complete },
        _ => Options::default(),
    };
    // A lesson offers only the way to the move it teaches (the rest would be refused),
    // and nothing once it is played, until the lesson goes on.
    if let Some(t) = taught.as_deref() {
        match t.0.as_deref().and_then(|mv| m.game.steps_of(mv)) {
            Some(way) if way.starts_with(&building.steps) => {
                let next = way.get(building.steps.len()).copied();
                offered.next.retain(|s| Some(*s) == next);
                if building.steps != way {
                    offered.complete = None;
                }
            }
            _ => offered = Options::default(),
        }
    }
    *options = offered;
}

/// One action on the move being built, from any front end (pointer, keys, pad, the
/// board list, the panel's buttons, a screen reader). `build_moves` is its one owner.
#[derive(Message, Clone, Debug, PartialEq)]
pub enum Build {
    /// Take a step: a pit, a direction, a side, a sphere kind, a count, a mode.
    Step(Step),
    /// Play the move built so far (it is complete and may go on).
    Confirm,
    /// Take back the last step.
    UndoStep,
    /// Drop the move being built.
    Cancel,
}

/// A build action was refused (the illegal-action sound plays).
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Refused(pub Refusal);

/// Answers every build action: a finished move becomes a `MoveRequest`, anything else
/// changes the move being built or is refused with a reason.
/// What `build_moves` reads: the match, the offer, the texts.
#[derive(bevy::ecs::system::SystemParam)]
struct BuildContext<'w> {
    m: Res<'w, Match>,
    options: Res<'w, Options>,
    texts: Res<'w, Texts>,
    taught: Option<Res<'w, Taught>>,
    lesson: MessageWriter<'w, LessonRefused>,
    nobody: Res<'w, NobodyHere>,
}

/// A pit off the move being built began a new move from it (the old one dropped).
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveBegunAnew {
    pub old: PitId,
    pub new: PitId,
}

fn build_moves(
    mut actions: MessageReader<Build>,
    ctx: BuildContext,
    mut building: ResMut<Building>,
    mut status: ResMut<Status>,
    mut requests: MessageWriter<MoveRequest>,
    (mut refused, mut anew): (MessageWriter<Refused>, MessageWriter<MoveBegunAnew>),
) {
    let BuildContext {
        m,
        options,
        texts,
        taught,
        mut lesson,
        nobody,
    } = ctx;
    for a in actions.read() {
        let began = building.steps.first().copied();
        // A lesson's step takes only the way to the move it teaches: a pit off it is
        // refused at once, with the move it teaches (it was chosen, and nothing followed).
        if let Build::Step(s) = a
            && let Some(refusal) = off_the_lesson(taught.as_deref(), &m, &building, *s)
        {
            lesson.write(refusal);
            refused.write(Refused(Refusal::Illegal));
            continue;
        }
        let here = nobody.why().is_none() || m.game.finished().is_some();
        // A lesson's step played: the board waits for the lesson's Next (the other
        // player's pieces could be picked, under words of the lesson alone).
        let played = taught.as_deref().is_some_and(|t| t.0.is_none());
        let r = match a {
            _ if !here => Err(Refusal::NotHere(*nobody)),
            Build::Step(_) if played => Err(Refusal::LessonPlayed),
            Build::Step(Step::Pit(i)) if is_store(&m.game, *i) => Err(Refusal::Store),
            Build::Step(s) => push_step(*s, &m, &mut building, &mut requests),
            Build::Confirm => match &options.complete {
                Some(text) => {
                    requests.write(MoveRequest(text.clone()));
                    building.steps.clear();
                    Ok(())
                }
                None => Err(Refusal::NothingToDo),
            },
            Build::UndoStep => building.steps.pop().map(|_| ()).ok_or(Refusal::NothingToDo),
            Build::Cancel => {
                let had = !building.steps.is_empty();
                building.steps.clear();
                if had {
                    Ok(())
                } else {
                    Err(Refusal::NothingToDo)
                }
            }
        };
        debug!("build {a:?}: {r:?}, now {:?}", building.steps);
        match r {
            Err(e) => {
                status.0 = e.text(&texts);
                refused.write(Refused(e));
            }
            // A step taken makes the last refusal untrue: the line says nothing stale; a
            // pit off the move begun begins a new one, said so (`a11y`; it was silent).
            Ok(()) => {
                status.0.clear();
                if let (Some(Step::Pit(old)), Some(&Step::Pit(new))) =
                    (began, building.steps.first())
                    && old != new
                {
                    anew.write(MoveBegunAnew { old, new });
                }
            }
        }
    }
}

/// The move a lesson teaches, if `step` leads off its way (from the steps built so far,
/// or as the first step of a new move), with the step its way takes next if `step` is
/// a pit.
fn off_the_lesson(
    taught: Option<&Taught>,
    m: &Match,
    building: &Building,
    step: Step,
) -> Option<LessonRefused> {
    let mv = taught?.0.clone()?;
    let way = m.game.steps_of(&mv)?;
    let mut further = building.steps.clone();
    further.push(step);
    if way.starts_with(&further) || way.first() == Some(&step) {
        return None;
    }
    let next = match way.starts_with(&building.steps) {
        true => way.get(building.steps.len()),
        false => way.first(),
    };
    let pit = match (step, next) {
        (Step::Pit(p), Some(n)) => Some((p, *n)),
        _ => None,
    };
    Some(LessonRefused { teaches: mv, pit })
}

/// A refused build action sounds the illegal cue.
fn refused_cue(mut refused: MessageReader<Refused>, mut cues: MessageWriter<Cue>) {
    for _ in refused.read() {
        cues.write(Cue::Illegal);
    }
}

/// Whether pit `i` is a store (Umel Bagara), never played from.
fn is_store(game: &AnyGame, i: PitId) -> bool {
    sowing_rules::view::layout(game.kind())
        .get(i as usize)
        .is_some_and(|p| p.store)
}

/// Takes a build step for the human to move: a finished move becomes a request, forced
/// single steps are taken at once, and a step not offered is refused and changes nothing.
pub fn push_step(
    step: Step,
    m: &Match,
    building: &mut Building,
    requests: &mut MessageWriter<MoveRequest>,
) -> Result<(), Refusal> {
    if m.game.finished().is_some() {
        return Err(Refusal::GameOver);
    }
    if !m.human_to_move() {
        return Err(Refusal::NotHumanTurn(Waiting::of(m)));
    }
    let mut steps = building.steps.clone();
    steps.push(step);
    let mut info = m.game.step_info(&steps);
    if info.is_err() && !building.steps.is_empty() {
        // A click elsewhere starts a new move.
        steps = vec![step];
        info = m.game.step_info(&steps);
    }
    // A pit that cannot begin a move says why (another's, empty, stuck); a step off the
    // move begun is only not offered.
    let (next, complete) = info.map_err(|_| match step {
        Step::Pit(p) if building.steps.is_empty() => {
            NoStart::of(&m.game, p).map_or(Refusal::Illegal, Refusal::NoStart)
        }
        _ => Refusal::Illegal,
    })?;
    if next.is_empty() {
        if let Some(text) = complete {
            requests.write(MoveRequest(text));
        }
        building.steps.clear();
        return Ok(());
    }
    building.steps = steps;
    if next.len() == 1 && complete.is_none() {
        return push_step(next[0], m, building, requests);
    }
    Ok(())
}
