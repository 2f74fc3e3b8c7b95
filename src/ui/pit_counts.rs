//! Counts beside the pits: a pit holding six pieces or more (and every Umel Bagara cup
//! and store, empty ones too) shows its pieces per player, drawn by egui over the board.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};
use sowing_rules::{GameKind, Piece};

use crate::animation::anim::Visual;
use crate::board::pieces::Pit;
use crate::game::play::Match;
use crate::i18n::Texts;
use crate::settings::palette::PLAYER_COLOURS;
use crate::tr;

/// How many pieces a pit may hold before its counts are written beside it.
pub const COUNT_FROM: usize = 6;

/// Pits holding more pieces than can be told apart at a glance show their counts per
/// player (Umel Bagara cups and stores always show their bean count).
pub(super) fn pit_counts(
    mut contexts: EguiContexts,
    visual: Res<Visual>,
    m: Res<Match>,
    texts: Res<Texts>,
    cams: Query<(&Camera, &GlobalTransform)>,
    pits: Query<(&Pit, &GlobalTransform)>,
    dock: Res<crate::ui::dock::Dock>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let Ok((cam, cam_t)) = cams.single() else {
        return Ok(());
    };
    let painter = ctx.layer_painter(egui::LayerId::background());
    let within = dock.free;
    // Umel Bagara's beans are counted in every cup and store, empty ones too.
    let beans = m.game.kind() == GameKind::UmelBagara;
    for (pit, t) in &pits {
        let Some(v) = visual.pits.get(pit.index) else {
            continue;
        };
        if !shows_count(&v.pieces, beans) {
            continue;
        }
        // Below the pit's near rim, whatever the view and its turn.
        let near = t.translation() - up_the_screen(cam_t) * 0.45;
        let Ok(at) = cam.world_to_viewport(cam_t, near) else {
            continue;
        };
        // The window's pixels in egui's points: the text size setting zooms egui.
        let at = at / ctx.zoom_factor();
        let font = egui::FontId::proportional(13.0);
        // A store says whose it is, in its player's colour (beans belong to nobody, so the
        // store was the player's only until a first capture showed it).
        let owner = v.store.then(|| store_owner(&v.name)).flatten();
        let (text, colour) = match owner {
            Some(p) => {
                let [r, g, b] = PLAYER_COLOURS[(p as usize - 1) % 6].1;
                let text = tr!(texts, "count-store", player = p, n = v.pieces.len());
                (text, egui::Color32::from_rgb(r, g, b))
            }
            None => (count_text(&v.pieces, &texts), egui::Color32::WHITE),
        };
        let place = (egui::Align2::CENTER_TOP, within);
        board_label(&painter, at, (text, colour), font, place);
    }
    Ok(())
}

/// Whether a pit shows its counts: every cup and store of a game of beans (Umel Bagara),
/// empty ones too ("0"); elsewhere a pit of `COUNT_FROM` pieces or more.
pub fn shows_count(pieces: &[Piece], beans: bool) -> bool {
    beans || pieces.len() >= COUNT_FROM
}

/// The way along the table that runs up the screen (away from the player) in the view
/// `cam` gives, in the table view and from above at any turn: a pit's far rim is its
/// centre plus this times its radius.
pub fn up_the_screen(cam: &GlobalTransform) -> Vec3 {
    let d = *cam.up() + *cam.forward();
    Vec3::new(d.x, 0.0, d.z).normalize_or(Vec3::NEG_Z)
}

/// Where a pit's name is written: just inside its far rim, the text hanging into the pit
/// (anchored at its top), so it reads as that pit's and no other's in either view.
pub const NAME_INSIDE_RIM: f32 = 0.4;

/// Text (white, or a player's colour) on a dark box at a point of the board on screen (the box's edge given by
/// `anchor` at the point): the counts beside the pits and the coordinates.
pub(super) fn board_label(
    painter: &egui::Painter,
    at: Vec2,
    (text, colour): (String, egui::Color32),
    font: egui::FontId,
    (anchor, within): (egui::Align2, egui::Rect),
) {
    let pad = 2.0;
    let galley = painter.layout_no_wrap(text, font, colour);
    let rect = anchor
        .anchor_size(egui::pos2(at.x, at.y), galley.size())
        .expand(pad);
    let rect = kept_inside(rect, within);
    painter.rect_filled(rect, 3.0, egui::Color32::from_black_alpha(LABEL_BOX_ALPHA));
    painter.galley(rect.min + egui::vec2(pad, pad), galley, colour);
}

/// A label's box moved, not cut, into the board's area (the window less the panels): a
/// store's count at the board's edge ran under a panel, "23" read as "2".
pub fn kept_inside(rect: egui::Rect, within: egui::Rect) -> egui::Rect {
    if !within.is_positive() || rect.width() > within.width() || rect.height() > within.height() {
        return rect;
    }
    let dx = (within.min.x - rect.min.x).max(0.0) + (within.max.x - rect.max.x).min(0.0);
    let dy = (within.min.y - rect.min.y).max(0.0) + (within.max.y - rect.max.y).min(0.0);
    rect.translate(egui::vec2(dx, dy))
}

/// How opaque a label's black box is: nearly, so its text keeps its contrast over the
/// pale board of the high contrast theme (at 160 a store's sky blue label there came to
/// 3:1, faint).
pub const LABEL_BOX_ALPHA: u8 = 230;

/// The colour a label's box shows over a board of colour `under`.
pub fn label_box_over(under: [u8; 3]) -> [u8; 3] {
    let keep = 1.0 - f32::from(LABEL_BOX_ALPHA) / 255.0;
    under.map(|c| (f32::from(c) * keep).round() as u8)
}

/// The player whose store a pit named `S1`, `S2`… is.
pub fn store_owner(name: &str) -> Option<u8> {
    name.strip_prefix('S')?.parse().ok()
}

/// The counts of a pit per player: "12" for beans, "P1 ×3 · P2 ×4" (with queens and
/// mothers named) otherwise.
pub fn count_text(pieces: &[Piece], texts: &Texts) -> String {
    if pieces.iter().all(|p| *p == Piece::Small(0)) {
        return pieces.len().to_string();
    }
    let mut parts = Vec::new();
    for owner in 1..=6u8 {
        let small = pieces.iter().filter(|p| **p == Piece::Small(owner)).count();
        let big = pieces.contains(&Piece::Big(owner));
        if small == 0 && !big {
            continue;
        }
        parts.push(tr!(
            texts,
            "count-player",
            player = owner,
            big = if big { "yes" } else { "no" },
            n = small
        ));
    }
    parts.join(" · ")
}
