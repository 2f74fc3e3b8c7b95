//! Arrows on the board for the first direction of a move: once the origin is chosen,
//! each offered direction (Tricala) or side (Umel Bagara's cup 3) is a button beside the
//! origin, pointing at the pit the sowing goes to first, labelled as the choice buttons
//! are. Later turns at an edge stay with the choice buttons.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};
use sowing_rules::board::{RING_CUPS, Tri};
use sowing_rules::{GameKind, Side, Step};

use crate::a11y::words::WordsParam;
use crate::board::focus::ScreenPits;
use crate::game::build::{Build, Building, Options};
use crate::game::play::Match;

/// The pit a first step of `step` from `origin` reaches.
pub fn first_pit(kind: GameKind, origin: usize, step: Step) -> Option<usize> {
    match (kind, step) {
        (GameKind::Tricala, Step::Dir(d)) => Tri::get().step(origin as u8, d).map(usize::from),
        (GameKind::UmelBagara, Step::Side(side)) if origin < RING_CUPS => Some(match side {
            // Left is clockwise: back along the ring.
            Side::Left => (origin + RING_CUPS - 1) % RING_CUPS,
            Side::Right => (origin + 1) % RING_CUPS,
        }),
        _ => None,
    }
}

/// An arrow pointing along a screen direction (y down).
pub fn glyph(v: Vec2) -> &'static str {
    let a = (-v.y).atan2(v.x).to_degrees();
    let i = ((a + 360.0 + 22.5) % 360.0 / 45.0) as usize;
    ["➡", "⬈", "⬆", "⬉", "⬅", "⬋", "⬇", "⬊"][i.min(7)]
}

pub(super) fn arrows(
    mut contexts: EguiContexts,
    m: Res<Match>,
    building: Res<Building>,
    options: Res<Options>,
    screen: Res<ScreenPits>,
    words: WordsParam,
    mut build: MessageWriter<Build>,
) -> Result {
    let [Step::Pit(origin)] = building.steps.as_slice() else {
        return Ok(());
    };
    let origin = *origin as usize;
    let ctx = contexts.ctx_mut()?;
    let zoom = ctx.zoom_factor();
    let w = words.get();
    let kind = m.game.kind();
    for &s in &options.next {
        let Some(to) = first_pit(kind, origin, s) else {
            continue;
        };
        let (Some(&a), Some(&b)) = (screen.0.get(origin), screen.0.get(to)) else {
            continue;
        };
        let along = (b - a).normalize_or_zero();
        let at = (a + (b - a) * 0.55) / zoom;
        let label = format!("{} {}", glyph(along), w.step(kind, s));
        egui::Area::new(egui::Id::new(("arrow", origin, to)))
            .order(egui::Order::Foreground)
            .pivot(egui::Align2::CENTER_CENTER)
            .fixed_pos(egui::pos2(at.x, at.y))
            .show(ctx, |ui| {
                if ui.button(label).clicked() {
                    build.write(Build::Step(s));
                }
            });
    }
    Ok(())
}
