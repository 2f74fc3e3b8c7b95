//! The move preview: the pit or choice button under the mouse pointer (unless the keys
//! were used since), else the choice under the choice cursor while a move is being built,
//! else the focused pit; if taking it would
//! complete a move, that move and its marks (the path it takes, where it ends, what it
//! captures) from the rules crate.

use bevy::prelude::*;
use sowing_rules::Step;

use crate::board::focus::{Focus, Hovered, HoveredStep};
use crate::game::build::{Building, Options};
use crate::game::marks::{MoveMarks, Preview};
use crate::game::play::Match;
use crate::input::choices::{Choice, ChoiceCursor};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        preview
            .after(crate::FramePhase::Apply)
            .run_if(resource_exists::<Match>),
    );
}

/// What taking `step` after the steps built so far would play, if it completes a move.
pub fn preview_of(m: &Match, building: &Building, step: Step) -> Option<(String, MoveMarks)> {
    let mut prefix = building.steps.clone();
    prefix.push(step);
    let (next, complete) = m.game.step_info(&prefix).ok()?;
    let text = complete.filter(|_| next.is_empty())?;
    let marks = MoveMarks::of_move(&m.game, &text)?;
    Some((text, marks))
}

/// What the keys and the pointer last pointed at, and which was used last.
#[derive(Default)]
struct LastUsed {
    keys: Option<(Option<usize>, usize, bool)>,
    pointer: Option<(Option<usize>, Option<Step>, Option<Step>)>,
    keys_last: bool,
    /// Where the pointer was in the window.
    at: Option<Vec2>,
}

fn preview(
    m: Res<Match>,
    building: Res<Building>,
    options: Res<Options>,
    (hovered, hovered_step): (Res<Hovered>, Res<HoveredStep>),
    focus: Res<Focus>,
    (cursor, mut last): (Res<ChoiceCursor>, Local<LastUsed>),
    (mut shown, windows): (
        ResMut<Preview>,
        Query<&Window, With<bevy::window::PrimaryWindow>>,
    ),
) {
    // Whichever the player used last leads: the keys (the cursor, the choices walked) or
    // the pointer. A button the pointer left hovered (the pointer gone out of the window,
    // or resting while the keys walk on) no longer overrides what the keys chose. By the
    // values, not by change detection (a resource written with the same value changes).
    let keys = (focus.0, cursor.at, cursor.walked);
    let pointer = (hovered.0, hovered_step.arrow, hovered_step.panel);
    if last.keys != Some(keys) {
        last.keys_last = last.keys.is_some() || last.keys_last;
        last.keys = Some(keys);
    }
    // The pointer leads once it moves: the choices changing under a resting pointer
    // (after `]`, or a step taken by Enter) made its button the preview while Enter took
    // the keys' one.
    let at = windows.iter().next().and_then(Window::cursor_position);
    // (Out of the window, or no window at all, a change of what is hovered is a move.)
    let moved = at.is_none() || last.at != at;
    last.at = at;
    if last.pointer != Some(pointer) {
        if moved || last.pointer.is_none() {
            last.keys_last = false;
        }
        last.pointer = Some(pointer);
    }
    let keys_last = last.keys_last;
    if !(m.is_changed()
        || building.is_changed()
        || options.is_changed()
        || hovered.is_changed()
        || hovered_step.is_changed()
        || focus.is_changed()
        || cursor.is_changed())
    {
        return;
    }
    let pit = |i: Option<usize>| i.map(|i| Step::Pit(i as u8));
    let choice = match cursor.items.get(cursor.at) {
        Some(Choice::Step(s)) if !building.steps.is_empty() && cursor.walked => Some(*s),
        _ => None,
    };
    let pointed = pit(hovered.0)
        .filter(|s| options.next.contains(s))
        .or(hovered_step.arrow)
        .or(hovered_step.panel)
        .filter(|_| !keys_last);
    let step = pointed.or(choice).or(pit(focus.0));
    let want = step
        .filter(|s| options.next.contains(s))
        .and_then(|s| preview_of(&m, &building, s));
    shown.set_if_neq(Preview(want));
}
