//! Keys as egui gets them. Key presses reach egui one per frame, in order: egui moves the
//! focus for Tab at the start of a frame and only then lets the focused widget see Space
//! or Enter, so on a slow frame "Space, Tab" typed quickly pressed the widget after the
//! one meant. Events after a frame's first key press wait for the next frame (the window
//! keeps drawing while any wait). While a Board-list item has the focus, the arrow keys
//! are the board's alone: egui would move its focus to another widget with them.

use std::collections::VecDeque;

use crate::input::latch::EguiKeyQueue;
use bevy::prelude::*;
use bevy_egui::{EguiContext, EguiInput, EguiPreUpdateSet, PrimaryEguiContext, egui};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        PreUpdate,
        pace_keys
            .after(EguiPreUpdateSet::ProcessInput)
            .after(crate::ui::menus::pad_drives_menus)
            .before(EguiPreUpdateSet::BeginPass),
    );
}

/// Splits `events` after the first key press: returns what goes to egui now, and puts
/// the rest, from the second key press on, back into `later`.
pub fn split_at_second_press(
    events: Vec<egui::Event>,
    later: &mut VecDeque<egui::Event>,
) -> Vec<egui::Event> {
    let mut now = Vec::with_capacity(events.len());
    let mut pressed = false;
    let mut rest = events.into_iter();
    for e in rest.by_ref() {
        let press = matches!(e, egui::Event::Key { pressed: true, .. });
        if press && pressed {
            later.push_back(e);
            break;
        }
        pressed |= press;
        now.push(e);
    }
    later.extend(rest);
    now
}

fn pace_keys(
    mut queue: ResMut<EguiKeyQueue>,
    mut inputs: Query<(&mut EguiInput, &mut EguiContext), With<PrimaryEguiContext>>,
    list: Res<crate::ui::board_list::ListFollow>,
) {
    let Ok((mut input, mut ctx)) = inputs.single_mut() else {
        return;
    };
    let focused = ctx.get_mut().memory(|m| m.focused());
    if focused.is_some_and(|f| list.items.contains(&f)) {
        input.0.events.retain(|e| {
            !matches!(
                e,
                egui::Event::Key {
                    key: egui::Key::ArrowUp
                        | egui::Key::ArrowDown
                        | egui::Key::ArrowLeft
                        | egui::Key::ArrowRight,
                    ..
                }
            )
        });
    }
    if queue.0.is_empty()
        && input
            .0
            .events
            .iter()
            .filter(|e| matches!(e, egui::Event::Key { pressed: true, .. }))
            .count()
            < 2
    {
        return;
    }
    let mut events: Vec<egui::Event> = queue.0.drain(..).collect();
    events.append(&mut input.0.events);
    input.0.events = split_at_second_press(events, &mut queue.0);
}
