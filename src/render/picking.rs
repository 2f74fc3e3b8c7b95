//! Pits under the pointer: hovering lights a pit, and the press of the primary button
//! chooses it (a build action like any other), unless an egui window lies there.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};
use sowing_rules::Step;

use crate::board::focus::Hovered;
use crate::board::pieces::Pit;
use crate::game::build::Build;
use crate::game::screens::{Overlay, Screen};

pub(super) fn on_pit_over(
    over: On<Pointer<Over>>,
    pits: Query<&Pit>,
    mut hovered: ResMut<Hovered>,
) {
    if let Ok(pit) = pits.get(over.entity) {
        hovered.0 = Some(pit.index);
    }
}

pub(super) fn on_pit_out(out: On<Pointer<Out>>, pits: Query<&Pit>, mut hovered: ResMut<Hovered>) {
    if let Ok(pit) = pits.get(out.entity)
        && hovered.0 == Some(pit.index)
    {
        hovered.0 = None;
    }
}

/// A pit is chosen on the press of the primary button. bevy_picking sends the press to
/// what is under the pointer now but the release and click to what was under it the
/// frame before, so a click that moves and presses in one frame (a tap) has no click.
/// A press where an egui window lies is the window's: checked here at the press's own
/// position (bevy_egui's picking backend judges by where the pointer was a frame ago, and
/// lost a quick move from a button to a pit).
pub(super) fn on_pit_press(
    press: On<Pointer<Press>>,
    pits: Query<&Pit>,
    (screen, overlay): (Res<State<Screen>>, Res<State<Overlay>>),
    mut contexts: EguiContexts,
    mut build: MessageWriter<Build>,
) {
    let live = crate::game::screens::live(*screen.get(), *overlay.get());
    if !live || press.button != PointerButton::Primary {
        return;
    }
    if let Ok(ctx) = contexts.ctx_mut() {
        let p = press.pointer_location.position / ctx.zoom_factor();
        // egui's background layer spans the screen; windows and popups lie above it.
        let over = ctx.layer_id_at(egui::pos2(p.x, p.y));
        if over.is_some_and(|l| l.order != egui::Order::Background) {
            return;
        }
    }
    if let Ok(pit) = pits.get(press.entity) {
        build.write(Build::Step(Step::Pit(pit.index as u8)));
    }
}
