//! Text a player must be able to read by focus (the turn, the score, the status, the
//! moves, the rules): a label that takes the keyboard focus, so Tab and the arrows reach
//! it and a screen reader reads it there, given to the reader without the marks it would
//! name aloud.

use bevy_egui::egui;

/// Adds `label` taking the keyboard focus (and scrolled to when it does), said as `plain`
/// with brackets, colons and quotes turned into pauses (`a11y::plain`).
pub fn readable(ui: &mut egui::Ui, label: egui::Label, plain: &str) -> egui::Response {
    let r = ui.add(label.sense(egui::Sense::focusable_noninteractive()));
    if r.gained_focus() {
        r.scroll_to_me(None);
    }
    let said = crate::a11y::plain::for_speech(plain);
    ui.ctx()
        .accesskit_node_builder(r.id, |node| node.set_value(said));
    r
}
