//! The docked panels: in play a column on the right holds the game panel (and, at its
//! foot, an online game's seats), the Board list docks on the left and a lesson at the
//! bottom, each taking its part of what the ones before it left; the board is framed in
//! the rest (`render::camera::BoardArea`), so no panel ever covers a pit, at any window
//! or text size. A panel keeps an accessible node of its own with its name and extent, as
//! the floating windows had.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use crate::render::camera::BoardArea;

/// Width of the game panel's column, in egui points.
pub const GAME_PANEL: f32 = 290.0;
/// Width of the Board list, in egui points.
pub const BOARD_LIST: f32 = 230.0;
/// Width of the folded Board list's strip, in egui points.
pub const FOLDED: f32 = 40.0;
/// The least width, in egui points, the board keeps beside the panels before the Board
/// list folds away by itself (the player can open it again) and the column narrows.
pub const BOARD_MIN: f32 = 300.0;

/// The game panel's column in a window `width` points wide: its own width, or narrower
/// (down to 200 points; its contents wrap and scroll) where the board would keep less
/// than `BOARD_MIN` beside it and the folded Board list.
pub fn game_panel_width(width: f32) -> f32 {
    GAME_PANEL.min(width - BOARD_MIN - FOLDED).max(200.0)
}

/// The docking order in a frame: the foot of the right column, the rest of it, the Board
/// list, then the strip at the bottom (their systems are among `ui::Windows` too).
#[derive(SystemSet, Clone, Debug, PartialEq, Eq, Hash)]
pub enum DockSet {
    ColumnFoot,
    Column,
    Left,
    Bottom,
}

/// What is still free this frame, in egui points: the board's part (once every panel is
/// docked) and the right column's.
#[derive(Resource, Debug, Clone, Copy)]
pub struct Dock {
    pub free: egui::Rect,
    /// What is left of the right column, once a panel has asked for it this frame.
    column: Option<egui::Rect>,
    /// The window's whole width, in egui points.
    pub width: f32,
}

impl Default for Dock {
    fn default() -> Self {
        Dock {
            free: egui::Rect::NOTHING,
            column: None,
            width: 0.0,
        }
    }
}

impl Dock {
    /// The right column's free part, taken from the board's side the first time.
    fn column(&mut self) -> egui::Rect {
        if let Some(c) = self.column {
            return c;
        }
        let w = game_panel_width(self.width).min(self.free.width());
        let c = egui::Rect::from_min_max(
            egui::pos2(self.free.max.x - w, self.free.min.y),
            self.free.max,
        );
        self.free.max.x -= w;
        self.column = Some(c);
        c
    }
}

/// Where a panel docks: a side of the free part, the foot of the right column (a panel
/// given), or the rest of the column (none).
pub enum Place {
    Free(egui::Panel),
    Column(Option<egui::Panel>),
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Dock>()
        .configure_sets(
            bevy_egui::EguiPrimaryContextPass,
            (
                DockSet::ColumnFoot,
                DockSet::Column,
                DockSet::Left,
                DockSet::Bottom,
            )
                .chain(),
        )
        .add_systems(
            bevy_egui::EguiPrimaryContextPass,
            (begin.before(super::Windows), measure.after(super::Windows)),
        );
}

/// Every frame starts with the whole window free.
fn begin(mut contexts: EguiContexts, mut dock: ResMut<Dock>) -> Result {
    let ctx = contexts.ctx_mut()?;
    let all = ctx.content_rect();
    *dock = Dock {
        free: all,
        column: None,
        width: all.width(),
    };
    Ok(())
}

/// The board's area in logical pixels, for the camera; changed only when it moves.
fn measure(mut contexts: EguiContexts, dock: Res<Dock>, mut area: ResMut<BoardArea>) -> Result {
    let ctx = contexts.ctx_mut()?;
    let zoom = ctx.zoom_factor();
    let now = if dock.free == ctx.content_rect() {
        None
    } else {
        let r = dock.free;
        Some(Rect::new(
            r.min.x * zoom,
            r.min.y * zoom,
            r.max.x * zoom,
            r.max.y * zoom,
        ))
    };
    if area.set_if_neq(BoardArea(now)) {
        debug!("the board's area: {now:?}");
    }
    Ok(())
}

/// Shows a panel at `place` with `add` as its contents, and takes its part from what is
/// free. The contents get an accessible node named `title` spanning the panel, and are
/// greyed (no input) unless `enabled`. `id` stays the same in every language, so a widget
/// keeps the keyboard focus when the language changes.
pub fn docked<R>(
    ctx: &egui::Context,
    dock: &mut Dock,
    place: Place,
    (id, title, enabled): (egui::Id, &str, bool),
    add: impl FnOnce(&mut egui::Ui) -> R,
) -> R {
    let in_column = matches!(place, Place::Column(_));
    let room = if in_column { dock.column() } else { dock.free };
    let mut root = egui::Ui::new(
        ctx.clone(),
        id.with("dock"),
        egui::UiBuilder::new()
            .layer_id(egui::LayerId::background())
            .max_rect(room),
    );
    let contents = |ui: &mut egui::Ui| {
        if !enabled {
            ui.disable();
        }
        (ui.unique_id(), add(ui))
    };
    let shown = match place {
        Place::Free(panel) | Place::Column(Some(panel)) => panel.show(&mut root, contents),
        Place::Column(None) => egui::CentralPanel::default().show(&mut root, contents),
    };
    let (node, inner) = shown.inner;
    let rect = shown.response.rect;
    ctx.accesskit_node_builder(node, |node| {
        node.set_role(egui::accesskit::Role::Window);
        node.set_label(title);
        node.set_bounds(egui::accesskit::Rect {
            x0: rect.min.x.into(),
            y0: rect.min.y.into(),
            x1: rect.max.x.into(),
            y1: rect.max.y.into(),
        });
    });
    let left = root.available_rect_before_wrap();
    if in_column {
        dock.column = Some(left);
    } else {
        dock.free = left;
    }
    inner
}
