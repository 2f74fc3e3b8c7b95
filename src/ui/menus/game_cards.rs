//! The four games as cards on the title: each with its board drawn small (its pits and
//! the pieces it starts with) and its name; a card opens the new-game screen with that
//! game chosen.

use bevy::prelude::*;
use bevy_egui::egui;
use sowing_rules::{AnyGame, GameKind, Piece};

use crate::a11y::words::Words;
use crate::game::setup::{NewGame, default_options};
use crate::settings::palette::PLAYER_COLOURS;
use crate::tr;

/// A card's board, in points.
const BOARD: egui::Vec2 = egui::vec2(112.0, 92.0);

/// A pit drawn on a card: its centre on the board's plane, whether a store, and the owner
/// of its first piece at the start (0: beans, nobody's).
type Drawn = ((f32, f32), bool, Option<u8>);

/// Each game's pits as drawn, made once.
#[derive(Default)]
pub(super) struct Boards(Vec<(GameKind, Vec<Drawn>)>);

impl Boards {
    fn of(&mut self, kind: GameKind) -> &[Drawn] {
        if !self.0.iter().any(|(k, _)| *k == kind) {
            let pits = AnyGame::new(kind, None, Default::default())
                .map(|g| g.pit_views())
                .unwrap_or_default();
            let drawn = pits
                .iter()
                .map(|p| {
                    let owner = p.pieces.first().map(|piece| match piece {
                        Piece::Big(o) | Piece::Small(o) => *o,
                    });
                    (p.center, p.store, owner)
                })
                .collect();
            self.0.push((kind, drawn));
        }
        let i = self.0.iter().position(|(k, _)| *k == kind).expect("made");
        &self.0[i].1
    }
}

/// The row of cards. True when one was chosen (the new-game screen opens with it).
pub(super) fn game_cards(
    ui: &mut egui::Ui,
    boards: &mut Boards,
    choice: &mut NewGame,
    w: &Words,
) -> bool {
    let mut chosen = None;
    // The cards in the menu's width: one row, the boards smaller where it is narrow, or
    // rows of two (a row of frames never wraps by itself: at 200 % text in a small
    // window the title stood off the window's left edge, the fourteenth hour).
    let (size, per_row) = card_layout(ui.available_width(), ui.spacing().item_spacing.x);
    for row in GameKind::ALL.chunks(per_row) {
        ui.horizontal(|ui| {
            for &kind in row {
                let name = w.game(kind);
                let spoken = tr!(w.texts, "title-card", game = name.as_str());
                egui::Frame::group(ui.style())
                    .corner_radius(egui::CornerRadius::same(8))
                    .show(ui, |ui| {
                        ui.vertical(|ui| {
                            // Clicked like its button, but no tab stop of its own (a
                            // reader meets the button).
                            let (rect, board) = ui.allocate_exact_size(size, egui::Sense::CLICK);
                            draw_board(ui.painter(), rect, boards.of(kind));
                            let button = super::widgets::named_button(ui, name, Some(spoken));
                            if board.clicked() || button.clicked() {
                                chosen = Some(kind);
                            }
                        });
                    });
            }
        });
    }
    let Some(kind) = chosen else {
        return false;
    };
    let range = kind.player_range();
    choice.kind = kind;
    choice.players = choice.players.clamp(*range.start(), *range.end());
    choice.options = default_options(kind, choice.players);
    true
}

/// A card's frame around its board (margins and stroke), in points.
const CARD_FRAME: f32 = 14.0;

/// The boards' size and the cards in a row for a menu `width` points wide, `gap` apart:
/// all four in a row, their boards down to three quarters of their size, else two a row.
pub fn card_layout(width: f32, gap: f32) -> (egui::Vec2, usize) {
    let n = GameKind::ALL.len() as f32;
    let board = (width - (n - 1.0) * gap) / n - CARD_FRAME;
    match board / BOARD.x {
        k if k >= 1.0 => (BOARD, GameKind::ALL.len()),
        k if k >= 0.75 => (BOARD * k, GameKind::ALL.len()),
        _ => (BOARD, 2),
    }
}

/// A game's board drawn small: wood, its pits darker, the starting pieces in their
/// players' colours (beans in a bean's brown).
fn draw_board(painter: &egui::Painter, rect: egui::Rect, pits: &[Drawn]) {
    painter.rect_filled(rect, 6.0, egui::Color32::from_rgb(0xB0, 0x7A, 0x45));
    let (mut lo, mut hi) = (
        egui::pos2(f32::MAX, f32::MAX),
        egui::pos2(f32::MIN, f32::MIN),
    );
    for ((x, y), _, _) in pits {
        lo = egui::pos2(lo.x.min(*x), lo.y.min(*y));
        hi = egui::pos2(hi.x.max(*x), hi.y.max(*y));
    }
    // One unit of the board a pit apart, a pit's margin all round.
    let scale = ((rect.width() - 8.0) / (hi.x - lo.x + 1.0))
        .min((rect.height() - 8.0) / (hi.y - lo.y + 1.0));
    let mid = egui::pos2((lo.x + hi.x) / 2.0, (lo.y + hi.y) / 2.0);
    let hole = egui::Color32::from_rgb(0x6B, 0x45, 0x26);
    for ((x, y), store, owner) in pits {
        let at = rect.center() + egui::vec2((x - mid.x) * scale, (mid.y - y) * scale);
        let r = 0.43 * scale;
        if *store {
            let size = egui::vec2(1.7 * r, 3.2 * r);
            painter.rect_filled(egui::Rect::from_center_size(at, size), r, hole);
        } else {
            painter.circle_filled(at, r, hole);
        }
        let piece = match owner {
            Some(0) => Some(egui::Color32::from_rgb(0xE8, 0xD2, 0xA6)),
            Some(p) => {
                let [r, g, b] = PLAYER_COLOURS[(*p as usize - 1) % 6].1;
                Some(egui::Color32::from_rgb(r, g, b))
            }
            None => None,
        };
        if let Some(colour) = piece {
            painter.circle_filled(at, r * 0.55, colour);
        }
    }
}
