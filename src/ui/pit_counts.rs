//! Counts beside the pits: a pit holding six pieces or more (and every Umel Bagara cup
//! and store, empty ones too) shows its pieces per player, drawn by egui over the board.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};
use sowing_rules::{GameKind, Piece};

use crate::animation::anim::Visual;
use crate::board::pieces::Pit;
use crate::game::play::Match;
use crate::i18n::Texts;
use crate::render::carved::BOWL_RADIUS;
use crate::settings::palette::PLAYER_COLOURS;
use crate::tr;
use crate::ui::label_place::{self, LabelAsk, PitOnScreen};
pub(crate) use crate::ui::swatch::{Swatch, paint_swatch};
use std::sync::Arc;

/// How many pieces a pit may hold before its counts are written beside it.
pub const COUNT_FROM: usize = 6;

/// Pits holding more pieces than can be told apart at a glance show their counts per
/// player, each player by a swatch of their colour in their piece's shape (Umel Bagara's
/// cups and stores always show their bean count), placed by `label_place` over no other
/// label and no pieces.
pub(super) fn pit_counts(
    mut contexts: EguiContexts,
    visual: Res<Visual>,
    (m, settings): (Res<Match>, Res<crate::settings::Settings>),
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
    let zoom = ctx.zoom_factor();
    // Umel Bagara's beans are counted in every cup and store, empty ones too.
    let beans = m.game.kind() == GameKind::UmelBagara;
    let shapes = settings.pieces_of(m.game.kind()) == crate::settings::PieceStyle::Shapes;
    let project = |p: Vec3| {
        let at = cam.world_to_viewport(cam_t, p).ok()? / zoom;
        Some(egui::pos2(at.x, at.y))
    };
    let mut seen = Vec::new();
    let mut asks = Vec::new();
    let mut labels = Vec::new();
    for (pit, t) in &pits {
        let Some(v) = visual.pits.get(pit.index) else {
            continue;
        };
        let Some(on_screen) = pit_on_screen(project, cam_t, t.translation(), &v.pieces) else {
            continue;
        };
        seen.push(on_screen);
        if !shows_count(&v.pieces, beans) {
            continue;
        }
        let label = Label::of(v, shapes, &texts, ctx);
        asks.push(LabelAsk {
            pit: seen.len() - 1,
            full: label.size(false),
            short: label.size(true),
            small: label.small_size(),
        });
        labels.push(label);
    }
    let placed = label_place::place(&asks, &seen, dock.free);
    for (label, at) in labels.iter().zip(&placed) {
        label.paint(&painter, at);
    }
    Ok(())
}

/// A pit as the camera shows it, `project` taking a point of the world to the screen (in
/// points): its centre, its rim across and up the screen, and the pieces in it.
pub fn pit_on_screen(
    project: impl Fn(Vec3) -> Option<egui::Pos2>,
    cam: &GlobalTransform,
    at: Vec3,
    pieces: &[Piece],
) -> Option<PitOnScreen> {
    let up = up_the_screen(cam);
    let across = cam.right().with_y(0.0).normalize_or(Vec3::X);
    let centre = project(at)?;
    let rim = label_place::rim_of(
        centre,
        project(at + across * BOWL_RADIUS)?,
        project(at + up * BOWL_RADIUS)?,
    );
    let big = pieces.iter().any(|p| matches!(p, Piece::Big(_)));
    let pile = rim * label_place::pile_share(pieces.len(), big);
    // The heap's top on screen: in the table view it rises above the pit's floor, and the
    // ellipse grows to take it in (from above it is the same point).
    let top = project(at + Vec3::Y * heap_height(pieces.len(), big))?;
    let rise = (top - centre) / 2.0;
    Some(PitOnScreen {
        centre,
        rim,
        pile_centre: centre + rise,
        pile: pile + rise.abs(),
    })
}

/// How high above the board's top the pieces of a pit of `n` rise: a layer of seven, then
/// the next (a queen or mother stands as tall as two).
fn heap_height(n: usize, big: bool) -> f32 {
    use crate::board::pieces::{BIG_SCALE, PIECE_RADIUS, PIT_FLOOR};
    let layers = n.div_ceil(7) as f32;
    let small = PIT_FLOOR + PIECE_RADIUS * (2.0 + 1.7 * (layers - 1.0).max(0.0));
    let tall = PIT_FLOOR + PIECE_RADIUS * BIG_SCALE * 2.0;
    match (n, big) {
        (0, _) => 0.0,
        (_, true) => small.max(tall),
        _ => small,
    }
}

/// A pit's count label: its parts (a player's swatch and count each, or one number), and
/// its short form (the pieces in all), also at the plain text size.
struct Label {
    parts: Vec<(Option<Swatch>, Arc<egui::Galley>)>,
    short: Arc<egui::Galley>,
    small: Arc<egui::Galley>,
}

/// The side of a swatch, the room after it and between two parts, and a label's margin.
const SWATCH: f32 = 11.0;
const AFTER_SWATCH: f32 = 2.0;
const BETWEEN: f32 = 6.0;
const PAD: f32 = 2.0;
/// The short form's type size and margin: small, to fit the gaps of a crowd.
const SHORT_FONT: f32 = 11.0;
const SHORT_PAD: f32 = 1.5;

/// A pit's label sizes in points, full, short and small (the same as drawn), `zoom` being
/// the text size (egui's zoom factor).
pub fn label_sizes(
    ctx: &egui::Context,
    pit: &sowing_rules::view::PitView,
    shapes: bool,
    texts: &Texts,
    zoom: f32,
) -> (egui::Vec2, egui::Vec2, egui::Vec2) {
    let label = Label::of_at(pit, shapes, texts, ctx, zoom);
    (label.size(false), label.size(true), label.small_size())
}

impl Label {
    fn of(
        v: &sowing_rules::view::PitView,
        shapes: bool,
        texts: &Texts,
        ctx: &egui::Context,
    ) -> Label {
        Label::of_at(v, shapes, texts, ctx, ctx.zoom_factor())
    }

    fn of_at(
        v: &sowing_rules::view::PitView,
        shapes: bool,
        texts: &Texts,
        ctx: &egui::Context,
        zoom: f32,
    ) -> Label {
        let lay_in = |size: f32| {
            move |text: String, colour| {
                ctx.fonts_mut(|f| f.layout_no_wrap(text, egui::FontId::proportional(size), colour))
            }
        };
        let (lay, lay_short) = (lay_in(13.0), lay_in(SHORT_FONT));
        // The plain-size form differs from the short one only with larger text.
        let lay_small = |text: String, colour, short: &Arc<egui::Galley>| match zoom > 1.0 {
            true => lay_in(SHORT_FONT / zoom)(text, colour),
            false => short.clone(),
        };
        let owner = v.store.then(|| store_owner(&v.name)).flatten();
        let colour_of = |p: u8| {
            let [r, g, b] = PLAYER_COLOURS[(p as usize - 1) % 6].1;
            egui::Color32::from_rgb(r, g, b)
        };
        let total = v.pieces.len().to_string();
        let white = egui::Color32::WHITE;
        // A store says whose it is, in its player's colour (beans belong to nobody).
        if let Some(p) = owner {
            let text = tr!(texts, "count-store", player = p, n = v.pieces.len());
            let short = lay_short(total.clone(), colour_of(p));
            return Label {
                parts: vec![(None, lay(text, colour_of(p)))],
                small: lay_small(total, colour_of(p), &short),
                short,
            };
        }
        let parts = count_parts(&v.pieces);
        let parts = match parts.is_empty() {
            true => vec![(None, lay(total.clone(), white))],
            false => parts
                .into_iter()
                .map(|(p, big, n)| {
                    let swatch = Swatch {
                        colour: colour_of(p),
                        shape: shapes.then_some((p as usize - 1) % 6),
                    };
                    let text = tr!(
                        texts,
                        "count-chip",
                        big = if big { "yes" } else { "no" },
                        n = n
                    );
                    (Some(swatch), lay(text, white))
                })
                .collect(),
        };
        let short = lay_short(total.clone(), white);
        Label {
            parts,
            small: lay_small(total, white, &short),
            short,
        }
    }

    /// The small form's size with its margin (its margin shrunk alike).
    fn small_size(&self) -> egui::Vec2 {
        let pad = SHORT_PAD * self.small.size().y / self.short.size().y.max(1.0);
        self.small.size() + egui::vec2(2.0 * pad, 2.0 * pad)
    }

    /// The label's size with its margin, full or short.
    fn size(&self, short: bool) -> egui::Vec2 {
        let height = |g: &egui::Galley| g.size().y.max(SWATCH);
        if short {
            return self.short.size() + egui::vec2(2.0 * SHORT_PAD, 2.0 * SHORT_PAD);
        }
        let width: f32 = self
            .parts
            .iter()
            .map(|(s, g)| g.size().x + s.map_or(0.0, |_| SWATCH + AFTER_SWATCH))
            .sum::<f32>()
            + BETWEEN * (self.parts.len().saturating_sub(1)) as f32;
        let tall = self
            .parts
            .iter()
            .map(|(_, g)| height(g))
            .fold(0.0, f32::max);
        egui::vec2(width + 2.0 * PAD, tall + 2.0 * PAD)
    }

    fn paint(&self, painter: &egui::Painter, at: &label_place::Placed) {
        let rect = at.rect;
        // A label standing away from its crowded pit: a thin line from its box to the pit.
        if let Some(pit) = at.leader {
            let from = egui::pos2(
                pit.x.clamp(rect.min.x, rect.max.x),
                pit.y.clamp(rect.min.y, rect.max.y),
            );
            let line = egui::Stroke::new(1.5, egui::Color32::from_white_alpha(200));
            painter.line_segment([from, pit], line);
            painter.circle_filled(pit, 2.5, egui::Color32::WHITE);
        }
        painter.rect_filled(rect, 3.0, egui::Color32::from_black_alpha(LABEL_BOX_ALPHA));
        if at.short {
            let g = match at.small {
                true => self.small.clone(),
                false => self.short.clone(),
            };
            // Centred in its box: the margin of the small form is smaller.
            painter.galley(rect.center() - g.size() / 2.0, g, egui::Color32::WHITE);
            return;
        }
        let mut x = rect.min.x + PAD;
        let mid = rect.center().y;
        for (swatch, g) in &self.parts {
            if let Some(s) = swatch {
                paint_swatch(painter, egui::pos2(x + SWATCH / 2.0, mid), *s, SWATCH);
                x += SWATCH + AFTER_SWATCH;
            }
            painter.galley(
                egui::pos2(x, mid - g.size().y / 2.0),
                g.clone(),
                egui::Color32::WHITE,
            );
            x += g.size().x + BETWEEN;
        }
    }
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

/// The pieces of a pit per player: (player, whether their big piece is there, small
/// pieces), players in order; empty for beans, which are nobody's.
pub fn count_parts(pieces: &[Piece]) -> Vec<(u8, bool, usize)> {
    (1..=6u8)
        .map(|owner| {
            let small = pieces.iter().filter(|p| **p == Piece::Small(owner)).count();
            (owner, pieces.contains(&Piece::Big(owner)), small)
        })
        .filter(|(_, big, small)| *big || *small > 0)
        .collect()
}
