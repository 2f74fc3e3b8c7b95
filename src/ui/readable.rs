//! Text a player must be able to read by focus (the turn, the score, the status, the
//! moves, the rules): a label that takes the keyboard focus, so Tab and the arrows reach
//! it and a screen reader reads it there, given to the reader without the marks it would
//! name aloud.

use bevy_egui::egui;

/// Adds `label` taking the keyboard focus (and scrolled to when it does), said as `plain`
/// with brackets, colons and quotes turned into pauses (`a11y::plain`).
pub fn readable(ui: &mut egui::Ui, label: egui::Label, plain: &str) -> egui::Response {
    let r = ui.add(label.sense(egui::Sense::focusable_noninteractive()));
    read_by_focus(ui, &r, plain);
    r
}

/// An area drawn by hand (a player's card), taking the keyboard focus like `readable`
/// and said as `plain`.
pub fn readable_area(
    ui: &mut egui::Ui,
    rect: egui::Rect,
    id: egui::Id,
    plain: &str,
) -> egui::Response {
    let r = ui.interact(rect, id, egui::Sense::focusable_noninteractive());
    r.widget_info(|| egui::WidgetInfo::labeled(egui::WidgetType::Label, true, plain));
    read_by_focus(ui, &r, plain);
    r
}

fn read_by_focus(ui: &mut egui::Ui, r: &egui::Response, plain: &str) {
    if r.gained_focus() {
        r.scroll_to_me(None);
    }
    // Text has nothing to press: with it focused, Enter and Space stay the board's.
    if r.has_focus() {
        ui.ctx()
            .data_mut(|d| d.insert_temp(egui::Id::new(READ_FOCUS), r.id));
    }
    let said = crate::a11y::plain::for_speech(plain);
    ui.ctx()
        .accesskit_node_builder(r.id, |node| node.set_value(said));
}

/// Where the last focused readable text's id is kept in egui's memory.
const READ_FOCUS: &str = "readable-focused";

/// Whether the keyboard focus is on a widget that takes Enter and Space: not on readable
/// text (a keys-only player who tabbed to "To move" found Enter and Space doing nothing).
pub fn presses_taken(ctx: &egui::Context) -> bool {
    let focused = ctx.memory(|m| m.focused());
    let text = ctx.data(|d| d.get_temp::<egui::Id>(egui::Id::new(READ_FOCUS)));
    focused.is_some() && focused != text
}
