//! The choices that are not pits (directions, sides, sphere kinds, split sizes, confirm,
//! undo the step, cancel), walked with `]`/`[` or the shoulders and picked with `C` or
//! North: each pick is a build action like any other.

use bevy::prelude::*;
use bevy_enhanced_input::prelude::*;
use sowing_rules::Step;

use super::{BoardInput, NextChoice, PickChoice, PrevChoice};
use crate::a11y::speech::Announcer;
use crate::a11y::words::{Words, WordsParam};
use crate::game::build::{Build, Building, Options};
use crate::game::play::Match;
use crate::tr;
use sowing_rules::GameKind;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<ChoiceCursor>()
        .add_message::<ChoiceNav>()
        .add_systems(
            Update,
            (update_choices, walk_choices)
                .chain()
                .in_set(crate::FramePhase::Apply)
                .after(crate::game::build::update_options),
        )
        .add_observer(on_next_choice)
        .add_observer(on_prev_choice)
        .add_observer(on_pick_choice);
}

/// The choices that are not pits, in the order `]`/`[` walk them, and which is current.
#[derive(Resource, Default, Debug, Clone, PartialEq)]
pub struct ChoiceCursor {
    pub items: Vec<Choice>,
    /// The current choice: the first until `]`/`[` walk on (Enter takes it).
    pub at: usize,
    /// Whether `]`/`[` has walked the choices yet: the first `]` lights and says the
    /// first, not the one after it (a screen reader's player has heard none of them
    /// before); none is lit on screen (nor previewed) until then.
    pub walked: bool,
}

/// A choice the keyboard or pad can pick.
#[derive(Clone, Debug, PartialEq)]
pub enum Choice {
    Step(Step),
    Confirm(String),
    UndoStep,
    CancelMove,
}

/// Keeps the list of non-pit choices in step with the move being built.
fn update_choices(
    options: Res<Options>,
    building: Res<Building>,
    mut cursor: ResMut<ChoiceCursor>,
) {
    if !options.is_changed() && !building.is_changed() {
        return;
    }
    let mut items: Vec<Choice> = options
        .next
        .iter()
        .filter(|s| !matches!(s, Step::Pit(_)))
        .map(|s| Choice::Step(*s))
        .collect();
    if let Some(text) = &options.complete
        && !options.next.is_empty()
    {
        items.push(Choice::Confirm(text.clone()));
    }
    if !building.steps.is_empty() {
        items.push(Choice::UndoStep);
        items.push(Choice::CancelMove);
    }
    if items != cursor.items {
        cursor.at = 0;
        cursor.walked = false;
        cursor.items = items;
    }
}

/// A walk through the choices or a pick, from keys or pad; answered after the choices
/// have caught up with the move being built this frame (a choice offered by an Enter one
/// frame ago is already there for the `]` that follows it).
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum ChoiceNav {
    Next,
    Prev,
    Pick,
}

fn on_next_choice(_: On<Start<NextChoice>>, mut nav: MessageWriter<ChoiceNav>) {
    nav.write(ChoiceNav::Next);
}

fn on_prev_choice(_: On<Start<PrevChoice>>, mut nav: MessageWriter<ChoiceNav>) {
    nav.write(ChoiceNav::Prev);
}

fn walk_choices(
    mut nav: MessageReader<ChoiceNav>,
    mut c: ResMut<ChoiceCursor>,
    mut a: ResMut<Announcer>,
    mut build: MessageWriter<Build>,
    words: WordsParam,
    m: Option<Res<Match>>,
) {
    let Some(m) = m else {
        nav.clear();
        return;
    };
    for n in nav.read() {
        if c.items.is_empty() {
            continue;
        }
        let len = c.items.len();
        // The first `]` says the lit choice itself; `[` goes back from it either way.
        let walked = std::mem::replace(&mut c.walked, true);
        match n {
            ChoiceNav::Next if !walked => {}
            ChoiceNav::Next => c.at = (c.at + 1) % len,
            ChoiceNav::Prev => c.at = (c.at + len - 1) % len,
            // With more than one way and none lit yet, the first press lights the first
            // and says it: the play-test's Enter took a direction nobody saw lit. A
            // lone choice (a pass) is taken at once.
            ChoiceNav::Pick if !walked && c.items.iter().filter(|i| i.is_step()).count() > 1 => {}
            ChoiceNav::Pick => {
                build.write(c.items[c.at.min(len - 1)].action());
                continue;
            }
        }
        let label = choice_label(&c.items[c.at], words.get(), m.game.kind());
        a.say(label);
    }
}

impl Choice {
    /// Whether this is a step of the move (not undoing or cancelling one).
    pub fn is_step(&self) -> bool {
        matches!(self, Choice::Step(_))
    }

    /// The build action that picks this choice.
    pub fn action(&self) -> Build {
        match self {
            Choice::Step(s) => Build::Step(*s),
            Choice::Confirm(_) => Build::Confirm,
            Choice::UndoStep => Build::UndoStep,
            Choice::CancelMove => Build::Cancel,
        }
    }
}

/// A choice in words, players named as the piece style shows them.
pub fn choice_label(c: &Choice, w: Words, kind: GameKind) -> String {
    match c {
        Choice::Step(s) => w.step(kind, *s),
        Choice::Confirm(t) => tr!(w.texts, "choice-confirm", mv = t.as_str()),
        Choice::UndoStep => tr!(w.texts, "choice-undo-step"),
        Choice::CancelMove => tr!(w.texts, "choice-cancel"),
    }
}

fn on_pick_choice(_: On<Start<PickChoice>>, input: BoardInput, mut nav: MessageWriter<ChoiceNav>) {
    if input.live() {
        nav.write(ChoiceNav::Pick);
    }
}
