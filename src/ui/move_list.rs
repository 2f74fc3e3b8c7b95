//! The moves played, in the game panel: one line a move, where it went in words with its
//! notation after it; only the rows in view are laid out.

use bevy_egui::egui;
use sowing_rules::GameKind;

use crate::a11y::words::Words;
use crate::tr;
use crate::ui::readable::readable;

/// The list under its heading, kept at its foot as moves are played. `moves` holds each
/// move's notation and its way in words.
pub(super) fn move_list(ui: &mut egui::Ui, moves: &[(String, String)], w: &Words, kind: GameKind) {
    let texts = w.texts;
    ui.label(tr!(texts, "panel-moves"));
    // Only the rows in view are laid out: long games stay cheap to draw.
    let row = ui.text_style_height(&egui::TextStyle::Body);
    // As tall as the panel has room for below (the newest move was below the fold of a
    // short window, and under the online box): three rows at least, 240 points at most.
    let room = ui.clip_rect().bottom() - ui.cursor().top() - ui.spacing().item_spacing.y;
    // Its scroll bar beside the lines, not over their ends (egui's floating bar hid the
    // last characters: "120. on e1 (@e"), and the list as wide as the panel.
    ui.spacing_mut().scroll = egui::style::ScrollStyle::solid();
    egui::ScrollArea::vertical()
        .auto_shrink([false, true])
        .max_height(room.clamp(row * 3.0, 240.0))
        .stick_to_bottom(true)
        .show_rows(ui, row, moves.len(), |ui, rows| {
            for i in rows {
                let (mv, route) = &moves[i];
                // Tricala's directions as the arrows say them ("SO", not "SE").
                let mv = &w.notation_shown(kind, mv);
                // Where it went in words, its notation after it (none for a pass, said in
                // words); a reader hears the words alone.
                let words = tr!(texts, "panel-move-words", n = i + 1, what = route.as_str());
                let text = match (route.is_empty(), mv.as_str()) {
                    (false, "pass") => words.clone(),
                    (true, _) => tr!(texts, "panel-move-words", n = i + 1, what = mv.as_str()),
                    _ => tr!(
                        texts,
                        "panel-move",
                        n = i + 1,
                        mv = mv.as_str(),
                        route = route.as_str()
                    ),
                };
                let said = if route.is_empty() { &text } else { &words };
                readable(ui, egui::Label::new(text.as_str()).truncate(), said);
            }
        });
}
