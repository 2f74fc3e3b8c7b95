//! Coordinates on the board: the names of the pits `board::labelled` says (every pit
//! with the setting on, else those the words name now), drawn by egui over the board
//! as the notation and the move list name them.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use crate::animation::anim::Visual;
use crate::board::labelled::Labelled;
use crate::board::pieces::Pit;
use crate::ui::pit_counts::{NAME_INSIDE_RIM, board_label, up_the_screen};

pub(super) fn coordinates(
    mut contexts: EguiContexts,
    visual: Res<Visual>,
    cams: Query<(&Camera, &GlobalTransform)>,
    pits: Query<(&Pit, &GlobalTransform)>,
    dock: Res<crate::ui::dock::Dock>,
    labelled: Res<Labelled>,
) -> Result {
    let named = &labelled.0;
    if named.as_ref().is_some_and(Vec::is_empty) {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let Ok((cam, cam_t)) = cams.single() else {
        return Ok(());
    };
    let painter = ctx.layer_painter(egui::LayerId::background());
    for (pit, t) in &pits {
        if named.as_ref().is_some_and(|n| !n.contains(&pit.index)) {
            continue;
        }
        let Some(name) = visual.pits.get(pit.index).and_then(coordinate) else {
            continue;
        };
        // Inside the pit's far rim, hanging into it: above the rim it would stand on the
        // row behind in the table view. The counts are below the near rim.
        let rim = t.translation() + up_the_screen(cam_t) * NAME_INSIDE_RIM;
        let Ok(at) = cam.world_to_viewport(cam_t, rim) else {
            continue;
        };
        // The window's pixels in egui's points: the text size setting zooms egui.
        let zoom = ctx.zoom_factor();
        let at = at / zoom;
        // Larger text makes the names larger only while they fit the pit's far half: the
        // pits do not grow with it, and at 200 % the names covered the pieces.
        let centre = cam.world_to_viewport(cam_t, t.translation()).ok();
        let far = centre.map_or(0.0, |c| {
            (c - at * zoom).length() / NAME_INSIDE_RIM * crate::render::carved::BOWL_RADIUS
        });
        let pixels = (far * 0.55).clamp(12.0, 12.0 * zoom.max(1.0));
        let font = egui::FontId::monospace(pixels / zoom);
        board_label(
            &painter,
            at,
            (name.to_string(), egui::Color32::WHITE),
            font,
            (egui::Align2::CENTER_TOP, dock.free),
        );
    }
    Ok(())
}

/// The name the coordinates write on a pit: a store has none, since no move names it and
/// its count already says whose it is ("Store P2" and "S2" named it twice).
pub fn coordinate(v: &sowing_rules::view::PitView) -> Option<&str> {
    (!v.store).then_some(v.name.as_str())
}
