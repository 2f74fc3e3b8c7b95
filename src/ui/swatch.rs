//! A player's swatch: their colour, as a disc or the outline of their solid seen from
//! above, in the count labels and on the player cards.

use bevy_egui::egui;

/// A player's swatch in a label: their colour, in their piece's shape or a disc.
#[derive(Clone, Copy)]
pub(crate) struct Swatch {
    pub colour: egui::Color32,
    pub shape: Option<usize>,
}

/// A player's swatch: a disc, or the outline of their solid seen from above (a square,
/// a triangle, a diamond, a hexagon, a cross), `side` points across.
pub(crate) fn paint_swatch(painter: &egui::Painter, c: egui::Pos2, s: Swatch, side: f32) {
    let r = side / 2.0;
    let poly = |points: &[(f32, f32)]| {
        let points = points
            .iter()
            .map(|(x, y)| c + egui::vec2(x * r, y * r))
            .collect();
        egui::Shape::convex_polygon(points, s.colour, egui::Stroke::NONE)
    };
    let hexagon: Vec<(f32, f32)> = (0..6)
        .map(|k| {
            let a = k as f32 * std::f32::consts::TAU / 6.0;
            (a.cos(), a.sin())
        })
        .collect();
    let shape = match s.shape {
        None | Some(0) => egui::Shape::circle_filled(c, r, s.colour),
        Some(1) => poly(&[(-0.85, -0.85), (0.85, -0.85), (0.85, 0.85), (-0.85, 0.85)]),
        Some(2) => poly(&[(0.0, -1.0), (0.95, 0.8), (-0.95, 0.8)]),
        Some(3) => poly(&[(0.0, -1.0), (0.75, 0.0), (0.0, 1.0), (-0.75, 0.0)]),
        Some(4) => poly(&hexagon),
        Some(_) => {
            let bar = |w: f32, h: f32| {
                egui::Shape::rect_filled(
                    egui::Rect::from_center_size(c, egui::vec2(w * r, h * r)),
                    0.0,
                    s.colour,
                )
            };
            egui::Shape::Vec(vec![bar(2.0, 0.7), bar(0.7, 2.0)])
        }
    };
    painter.add(shape);
}
