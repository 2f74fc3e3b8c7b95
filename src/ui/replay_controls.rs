//! The replay controls in the game panel: first, back, play or pause, forward, last, a
//! slider to any move, the pause between moves, and playing on from the position shown.

use bevy::prelude::*;
use bevy_egui::egui;

use crate::game::play::{History, Match};
use crate::game::records::RecordRequest;
use crate::game::records::replay::ReplayPlayer;
use crate::i18n::Texts;
use crate::tr;
use crate::ui::menus::widgets::{Shown, slider_under_label};

/// Stepping through a replay: first, back, play or pause, forward, last, a slider to
/// jump to any move, and playing on from the position shown.
pub(super) fn replay_controls(
    ui: &mut egui::Ui,
    m: &Match,
    player: &mut ReplayPlayer,
    history: &mut MessageWriter<History>,
    records: &mut MessageWriter<RecordRequest>,
    texts: &Texts,
) {
    let at = m.moves.len();
    let total = at + m.redo.len();
    ui.label(tr!(texts, "replay-at", at = at, total = total));
    ui.horizontal(|ui| {
        if ui.button(tr!(texts, "replay-first")).clicked() {
            history.write(History::Jump(0));
        }
        if ui.button(tr!(texts, "replay-back")).clicked() {
            history.write(History::Back);
        }
        let play = if player.playing {
            tr!(texts, "replay-stop")
        } else {
            tr!(texts, "replay-play")
        };
        if ui.button(play).clicked() {
            player.playing = !player.playing;
        }
        if ui.button(tr!(texts, "replay-forward")).clicked() {
            history.write(History::Redo);
        }
        if ui.button(tr!(texts, "replay-last")).clicked() {
            history.write(History::Jump(total));
        }
    });
    // Each slider's label above it: beside it, the panel's width cut it off.
    let mut to = at;
    let whole = |n: usize| Shown::same(n.to_string());
    let label = tr!(texts, "replay-move");
    let r = slider_under_label(ui, (&mut to, 0..=total, 1.0), &label, whole, texts);
    if r.changed() && to != at {
        history.write(History::Jump(to));
    }
    let seconds = |x: f32| Shown::seconds(texts, x, 1);
    let label = tr!(texts, "replay-pause");
    let range = (&mut player.pause, 0.0..=3.0, 0.1);
    slider_under_label(ui, range, &label, seconds, texts);
    if ui.button(tr!(texts, "replay-continue")).clicked() {
        records.write(RecordRequest::ContinueHere);
    }
    ui.separator();
}
