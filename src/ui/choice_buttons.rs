//! The choices of the move being built, as buttons in the game panel: each step offered
//! (framed like every button, lit while `]` is on it), a move to confirm, and undoing
//! the last step or cancelling the move. A pointer's click in the first moments after
//! the choices changed is not taken: the next choice appears where the last one was, and
//! a double click (or a second, impatient one) took it unseen ("Drop a stone of Player 2",
//! "Cancel this move"); choices of another kind in place of the last (stones, then
//! directions) wait a second. Keys and a screen reader's presses are taken at once.

use bevy::prelude::*;
use bevy_egui::egui;
use sowing_rules::{GameKind, Step};

use crate::a11y::words::Words;
use crate::game::build::Build;
use crate::input::choices::{Choice, choice_label};
use crate::tr;

/// Seconds after the choices changed in which a pointer's click on them is not taken.
pub const SETTLE_SECONDS: f64 = 0.35;

/// The same when they changed to another kind (Tricala's stones to drop turned into
/// directions at an edge, in the same place, and the next click, 0.8 s on, took one).
pub const NEW_KIND_SECONDS: f64 = 1.0;

/// Draws `items` (`lit`: the one `]` is on); a button pressed sends its build action.
/// Returns the step under the pointer, to preview.
pub(super) fn choice_buttons(
    ui: &mut egui::Ui,
    items: &[Choice],
    lit: Option<&Choice>,
    w: Words,
    kind: GameKind,
    build: &mut MessageWriter<Build>,
) -> Option<Step> {
    let texts = w.texts;
    if items
        .iter()
        .any(|c| matches!(c, Choice::Step(_) | Choice::Confirm(_)))
    {
        ui.label(tr!(texts, "panel-choose"));
    }
    let labels: Vec<String> = items.iter().map(|c| choice_label(c, w, kind)).collect();
    let first = items.iter().find_map(|c| match c {
        Choice::Step(s) => Some(std::mem::discriminant(s)),
        _ => None,
    });
    let settled = settled(ui, &labels, first);
    let mut take = |r: egui::Response, c: &Choice| {
        if r.clicked() && (settled || !ui_pointer_clicked(&r)) {
            build.write(c.action());
        }
    };
    let mut edits = Vec::new();
    let mut under_pointer = None;
    for (c, label) in items.iter().zip(labels) {
        match c {
            Choice::Step(s) => {
                // Framed like every button (a lone "Split" or "Pass" read as plain text),
                // lit while `]` is on it.
                let mut b = egui::Button::new(label);
                if lit == Some(c) {
                    // Ringed as well as filled: a button under the resting pointer, lit
                    // by hovering, looked the same as the one Enter takes.
                    let sel = &ui.visuals().selection;
                    b = b
                        .fill(sel.bg_fill)
                        .stroke(egui::Stroke::new(2.5, sel.stroke.color));
                }
                let r = ui.add(b);
                if r.hovered() {
                    under_pointer = Some(*s);
                }
                take(r, c);
            }
            Choice::Confirm(_) => take(ui.button(label), c),
            Choice::UndoStep | Choice::CancelMove => edits.push((c, label)),
        }
    }
    if !edits.is_empty() {
        // Wrapped: side by side they ran past the panel's edge in German.
        ui.horizontal_wrapped(|ui| {
            for (c, label) in edits {
                take(ui.button(label), c);
            }
        });
    }
    under_pointer
}

/// Whether the click came from the pointer (not a key, nor a screen reader's action).
fn ui_pointer_clicked(r: &egui::Response) -> bool {
    r.ctx.input(|i| i.pointer.any_click())
}

/// The kind of the first step offered (a direction, a stone, a pit…).
type Kind = Option<std::mem::Discriminant<Step>>;

/// Whether the choices shown have stood for `SETTLE_SECONDS` of the wall clock (egui's
/// time is the game's, which runs fast while moves play out at once), `NEW_KIND_SECONDS`
/// when they came in place of choices of another kind: when they last changed is kept in
/// egui's memory with their words and kind.
fn settled(ui: &egui::Ui, labels: &[String], kind: Kind) -> bool {
    let id = egui::Id::new("choices-since");
    let now = std::time::Instant::now();
    let words = labels.join("\n");
    let (since, seconds) = ui.ctx().data_mut(|d| {
        let kept = d.get_temp_mut_or_insert_with(id, || (words.clone(), kind, now, SETTLE_SECONDS));
        if kept.0 != words {
            let other = kept.1.is_some() && kind.is_some() && kept.1 != kind;
            let seconds = if other {
                NEW_KIND_SECONDS
            } else {
                SETTLE_SECONDS
            };
            *kept = (words, kind, now, seconds);
        }
        (kept.2, kept.3)
    });
    let settle = std::time::Duration::from_secs_f64(seconds);
    if now - since < settle {
        // Drawn again when the time is up, so a click then is taken.
        ui.ctx().request_repaint_after(settle);
    }
    now - since >= settle
}
