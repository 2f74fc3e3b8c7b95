//! The lesson panel in play, docked below the board: which lesson and step, what to try or what happened, and
//! Next, Again and Leave (the screen reader hears the same words: `a11y::speech`).

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use crate::a11y::words::Words;
use crate::game::lessons::{Lesson, LessonRequest, lesson_steps};
use crate::game::screens::Overlay;
use crate::i18n::Texts;
use crate::settings::Settings;
use crate::tr;
use crate::ui::dock::{self, Dock};

pub(super) fn lesson_window(
    mut contexts: EguiContexts,
    lesson: Option<Res<Lesson>>,
    mut requests: MessageWriter<LessonRequest>,
    settings: Res<Settings>,
    texts: Res<Texts>,
    (shown, mut dock): (Res<State<Overlay>>, ResMut<Dock>),
) -> Result {
    let Some(l) = lesson else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let w = Words::new(&texts, settings.pieces_of(l.kind));
    let title = tr!(
        texts,
        "lesson-title",
        game = w.game(l.kind),
        n = l.step + 1,
        total = lesson_steps(l.kind).len()
    );
    // One id for every step: the title's step number would make each a new panel.
    let id = egui::Id::new("lesson-title");
    let panel = egui::Panel::bottom(id).resizable(false);
    let enabled = super::play_windows_enabled(&shown);
    dock::docked(
        ctx,
        &mut dock,
        dock::Place::Free(panel),
        (id, &title, enabled),
        |ui| {
            ui.strong(&title);
            let text = l.text(&texts);
            if l.done {
                ui.label(egui::RichText::new(text).strong());
            } else {
                ui.label(text);
            }
            // Next comes and goes at the end of the row: first in it, its going put Again
            // under the pointer, and a double click began the step again.
            ui.horizontal(|ui| {
                if ui.button(tr!(texts, "lesson-again")).clicked() {
                    requests.write(LessonRequest::Again);
                }
                if ui.button(tr!(texts, "lesson-leave")).clicked() {
                    requests.write(LessonRequest::Leave);
                }
                if l.done {
                    let next = next_button(&l, &texts);
                    if ui.button(next).clicked() {
                        requests.write(LessonRequest::Next);
                    }
                }
            });
        },
    );
    Ok(())
}

/// The words on the button that goes on once a step is played: Next, or Finish on the
/// last step.
pub(super) fn next_button(l: &Lesson, texts: &Texts) -> String {
    match l.last() {
        true => tr!(texts, "lesson-finish"),
        false => tr!(texts, "lesson-next"),
    }
}
