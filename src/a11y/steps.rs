//! A step of a move being built, said once it is taken while the move goes on: the step,
//! then what to choose next ("Direction northeast. Choose a direction …"), and a step
//! taken back. A screen reader heard nothing when a Tricala direction led to a turn at an
//! edge, nor after "Undo the last step". A move's first pit is said by its item in the
//! Board list ("5d, …, chosen"), so it is not said again here; a later pit is.

use bevy::prelude::*;
use sowing_rules::Step;

use super::plain::for_speech;
use super::speech::Announcer;
use super::words::WordsParam;
use crate::game::build::{Building, Options};
use crate::game::play::Match;
use crate::tr;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        say_step
            .after(crate::ApplyStep::Follow)
            .run_if(resource_exists::<Match>),
    );
}

fn say_step(
    (building, options, m): (Res<Building>, Res<Options>, Res<Match>),
    words: WordsParam,
    mut announcer: ResMut<Announcer>,
    mut before: Local<Vec<Step>>,
) {
    if !building.is_changed() {
        return;
    }
    let now = &building.steps;
    let was = std::mem::replace(&mut *before, now.clone());
    // Only while the move goes on: a move made is said as a move.
    if options.next.is_empty() || now.is_empty() {
        return;
    }
    let w = words.get();
    let Some(next) = w.next_choice(&m, &options.next, now) else {
        return;
    };
    // The step taken, and any forced ones it brought (a pit whose drop was forced left
    // the words listing the pits offered before it, the fifteenth hour).
    let taken = now.len() > was.len() && now.starts_with(&was);
    let undone = now.len() + 1 == was.len() && was.starts_with(now);
    let text = match now.get(was.len()) {
        // A later pit of a sowing too (the words went on listing the pits offered
        // before it, the fourteenth hour); a move's first pit is said by its item.
        Some(&s) if taken && (!matches!(s, Step::Pit(_)) || !was.is_empty()) => tr!(
            w.texts,
            "step-taken",
            step = match s {
                Step::Pit(p) => w.pit_name_at(m.game.kind(), usize::from(p)),
                _ => w.step(m.game.kind(), s),
            },
            next = next
        ),
        _ if undone => tr!(w.texts, "step-undone", next = next),
        _ => return,
    };
    announcer.say(for_speech(&text));
}
