//! Keys as egui gets them. Key presses reach egui one per frame, in order: egui moves the
//! focus for Tab at the start of a frame and only then lets the focused widget see Space
//! or Enter, so on a slow frame "Space, Tab" typed quickly pressed the widget after the
//! one meant. Events after a frame's first key press wait for the next frame (the window
//! keeps drawing while any wait). Typing and a click never share a frame either, and a
//! frame's clicks are first put back among its keys in the order they happened (bevy_egui
//! writes them from two systems): a click moves the focus, and egui gave the frame's
//! typing to whichever field it reached first (letters typed just before a click landed
//! in the clicked field, one just after in neither). While a Board-list item has the
//! focus, the arrow keys are the board's alone: egui would move its focus to another
//! widget with them; elsewhere Up and Down walk the widgets in order (`walk_in_order`).

use std::collections::VecDeque;

use crate::input::latch::EguiKeyQueue;
use bevy::prelude::*;
use bevy::window::WindowEvent;
use bevy_egui::{EguiContext, EguiInput, EguiPreUpdateSet, PrimaryEguiContext, egui};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<EscapeKeeps>()
        .add_systems(
            PreUpdate,
            pace_keys
                .after(EguiPreUpdateSet::ProcessInput)
                .after(crate::ui::menus::pad_drives_menus)
                .before(EguiPreUpdateSet::BeginPass),
        )
        .add_systems(
            bevy_egui::EguiPrimaryContextPass,
            keep_focus_after_escape.before(crate::ui::Windows),
        );
}

/// Where the focus goes back after an Escape that egui would leave with no focus at all:
/// egui drops the focus on every Escape, but Escape on an open list closes the list (the
/// focus belongs on its combo box) and Escape on the Board list cancels the move being
/// built (the focus stays on the pit); with no focus a screen reader hears nothing more.
#[derive(Resource, Default)]
struct EscapeKeeps {
    /// The widget focused last while no list was open.
    outside: Option<egui::Id>,
    /// The widget to focus again this frame.
    restore: Option<egui::Id>,
}

fn keep_focus_after_escape(
    mut keeps: ResMut<EscapeKeeps>,
    mut contexts: bevy_egui::EguiContexts,
) -> Result {
    if let Some(id) = keeps.restore.take() {
        contexts.ctx_mut()?.memory_mut(|m| m.request_focus(id));
    }
    Ok(())
}

/// Whether `events` press Escape.
fn escapes(events: &[egui::Event]) -> bool {
    events.iter().any(|e| {
        matches!(
            e,
            egui::Event::Key {
                key: egui::Key::Escape,
                pressed: true,
                ..
            }
        )
    })
}

/// Whether an egui event types: a key press or text.
fn types(e: &egui::Event) -> bool {
    matches!(
        e,
        egui::Event::Key { pressed: true, .. } | egui::Event::Text(_)
    )
}

/// Where this frame's events end: before a second key press, and between typing and a
/// pointer button either way (a click moves the focus, and egui would give the frame's
/// typing to whichever field it reaches first), or at the end.
pub fn frame_end(events: &[egui::Event]) -> usize {
    let mut pressed = false;
    let mut typed = false;
    let mut clicked = false;
    for (i, e) in events.iter().enumerate() {
        let press = matches!(e, egui::Event::Key { pressed: true, .. });
        let button = matches!(e, egui::Event::PointerButton { .. });
        if (press && pressed) || (clicked && types(e)) || (typed && button) {
            return i;
        }
        pressed |= press;
        typed |= types(e);
        clicked |= button;
    }
    events.len()
}

/// Splits `events` at `frame_end`: returns what goes to egui now, and puts the rest
/// back into `later`.
pub fn split_for_frame(
    mut events: Vec<egui::Event>,
    later: &mut VecDeque<egui::Event>,
) -> Vec<egui::Event> {
    let rest = events.split_off(frame_end(&events));
    later.extend(rest);
    events
}

/// Puts a frame's pointer buttons back among its key presses in the order they
/// happened: bevy_egui writes a frame's pointer events and its key events from two
/// systems, one after the other. `presses_before[j]` counts the key presses before the
/// j-th pointer button; a press's text comes just before its key event. Leaves `events`
/// as they are where the counts do not match what egui was given.
pub fn in_time_order(events: &mut Vec<egui::Event>, presses_before: &[usize]) {
    let is_button = |e: &egui::Event| matches!(e, egui::Event::PointerButton { .. });
    let is_press = |e: &egui::Event| matches!(e, egui::Event::Key { pressed: true, .. });
    let presses = events.iter().filter(|e| is_press(e)).count();
    let buttons = events.iter().filter(|e| is_button(e)).count();
    if buttons == 0
        || buttons != presses_before.len()
        || presses_before.iter().any(|&c| c > presses)
    {
        return;
    }
    let (pointer, rest): (Vec<egui::Event>, Vec<egui::Event>) =
        std::mem::take(events).into_iter().partition(is_button);
    // Where each press's events start in `rest`.
    let mut starts = Vec::with_capacity(presses + 1);
    for (i, e) in rest.iter().enumerate() {
        if is_press(e) {
            let text_first = i > 0 && matches!(rest[i - 1], egui::Event::Text(_));
            starts.push(if text_first { i - 1 } else { i });
        }
    }
    starts.push(rest.len());
    let mut pointer = pointer.into_iter().zip(presses_before).peekable();
    for (i, e) in rest.into_iter().enumerate() {
        while let Some((b, _)) = pointer.next_if(|(_, c)| starts[**c] <= i) {
            events.push(b);
        }
        events.push(e);
    }
    events.extend(pointer.map(|(b, _)| b));
}

/// Down and Up walk a menu's widgets in their order, as Tab and Shift+Tab do: egui moves
/// the focus with them by place, and so stopped where nothing lay straight below (a saved
/// game's last button, right of the menu's buttons) or left it in a text field, which
/// keeps Up and Down. Not in an open list (a combo box's), which walks its items.
pub fn walk_in_order(events: &mut [egui::Event]) {
    for e in events {
        if let egui::Event::Key { key, modifiers, .. } = e
            && matches!(key, egui::Key::ArrowDown | egui::Key::ArrowUp)
            && modifiers.is_none()
        {
            modifiers.shift = *key == egui::Key::ArrowUp;
            *key = egui::Key::Tab;
        }
    }
}

/// For each pointer button of this frame, in order, how many key presses came before it.
fn presses_before_buttons(window: &mut MessageReader<WindowEvent>) -> Vec<usize> {
    let mut presses = 0;
    let mut before = Vec::new();
    for e in window.read() {
        match e {
            WindowEvent::KeyboardInput(k)
                if k.state.is_pressed() && !crate::input::chords::is_modifier(&k.logical_key) =>
            {
                presses += 1;
            }
            WindowEvent::MouseButtonInput(_) => before.push(presses),
            _ => {}
        }
    }
    before
}

fn pace_keys(
    mut queue: ResMut<EguiKeyQueue>,
    mut inputs: Query<(&mut EguiInput, &mut EguiContext), With<PrimaryEguiContext>>,
    list: Res<crate::ui::board_list::ListFollow>,
    mut window: MessageReader<WindowEvent>,
    mut keeps: ResMut<EscapeKeeps>,
) {
    let Ok((mut input, mut ctx)) = inputs.single_mut() else {
        return;
    };
    in_time_order(&mut input.0.events, &presses_before_buttons(&mut window));
    let focused = ctx.get_mut().memory(|m| m.focused());
    let on_list = focused.is_some_and(|f| list.items.contains(&f));
    let popup = egui::Popup::is_any_open(ctx.get_mut());
    if focused.is_some() && !on_list && !popup {
        walk_in_order(&mut input.0.events);
    }
    if !popup && focused.is_some() {
        keeps.outside = focused;
    }
    if on_list {
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
    if !(queue.0.is_empty() && frame_end(&input.0.events) == input.0.events.len()) {
        let mut events: Vec<egui::Event> = queue.0.drain(..).collect();
        events.append(&mut input.0.events);
        input.0.events = split_for_frame(events, &mut queue.0);
    }
    if escapes(&input.0.events) {
        keeps.restore = if popup {
            keeps.outside
        } else {
            focused.filter(|_| on_list)
        };
    }
}
