//! Coordinates on the board: with the setting on (or its key), every pit's name is
//! written beside it, drawn by egui over the board, as the notation and the move list
//! name it; with it off, the names of the pits the words name now (the last move's start
//! and end, a hint's or a lesson's, the cursor's pit), so "from h9 to g7" can be found.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use crate::animation::anim::Visual;
use crate::board::pieces::Pit;
use crate::game::marks::MoveMarks;
use crate::settings::Settings;
use crate::ui::pit_counts::{NAME_INSIDE_RIM, board_label, up_the_screen};

pub(super) fn coordinates(
    mut contexts: EguiContexts,
    settings: Res<Settings>,
    visual: Res<Visual>,
    cams: Query<(&Camera, &GlobalTransform)>,
    pits: Query<(&Pit, &GlobalTransform)>,
    dock: Res<crate::ui::dock::Dock>,
    (last, hint, focus): (
        Res<crate::game::marks::LastMove>,
        Res<crate::game::hint::Hint>,
        Res<crate::board::focus::Focus>,
    ),
) -> Result {
    let named = (!settings.coordinates).then(|| {
        let hinted = hint.shown.as_ref().map(|h| &h.marks);
        named_pits(&last.0, hinted, focus.0)
    });
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

/// The pits whose names the words use now, to be written on the board with the
/// coordinates off: the last move's start and end (every pit of a placement: "placed on
/// 3b, 4b, 4c" named 4b unlabelled), the hint's (a lesson's taught move is shown as one),
/// and the cursor's pit.
pub fn named_pits(last: &MoveMarks, hint: Option<&MoveMarks>, cursor: Option<usize>) -> Vec<usize> {
    let ends = |m: &MoveMarks| [m.path.first().copied(), m.end.or(m.path.last().copied())];
    let mut v: Vec<usize> = ends(last).into_iter().flatten().collect();
    if last.placed {
        v.extend(&last.path);
    }
    v.extend(hint.into_iter().flat_map(ends).flatten());
    // A hinted placement (a lesson's first Tricala step says "on 3b, 4b and 5c") names
    // every pit it places on: its middle pit was left unnamed.
    if let Some(h) = hint.filter(|h| h.placed) {
        v.extend(&h.path);
    }
    v.extend(cursor);
    v.sort_unstable();
    v.dedup();
    v
}
