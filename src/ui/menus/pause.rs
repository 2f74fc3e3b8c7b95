//! The pause menu: resume, settings, save, export, replay, the saved games, new game,
//! title and quit.

use bevy::prelude::*;
use bevy_egui::EguiContexts;

use super::title::saved_games;
use super::{Go, SavedGames, centred};
use crate::game::play::Match;
use crate::game::records::{RecordRequest, record_of};
use crate::game::screens::{Overlay, Screen};
use crate::i18n::Texts;
use crate::tr;

pub(super) fn pause(
    go: Go,
    saved: SavedGames,
    mut contexts: EguiContexts,
    m: Res<Match>,
    mut name: Local<String>,
    mut exit: MessageWriter<AppExit>,
    texts: Res<Texts>,
) -> Result {
    let Go {
        mut overlay,
        mut next,
        mut rules,
    } = go;
    let SavedGames {
        saves,
        notice,
        mut records,
    } = saved;
    let ctx = contexts.ctx_mut()?;
    centred(ctx, tr!(texts, "pause-title"), "pause").show(ctx, |ui| {
        super::scrolled(ui, |ui| {
            let resume = ui.button(tr!(texts, "pause-resume"));
            super::focus_first(&resume);
            if resume.clicked() {
                overlay.set(Overlay::None);
            }
            ui.separator();
            ui.horizontal(|ui| {
                let label = ui.label(tr!(texts, "pause-save-as"));
                ui.text_edit_singleline(&mut *name).labelled_by(label.id);
                if ui.button(tr!(texts, "pause-save")).clicked() {
                    records.write(RecordRequest::Save(name.clone()));
                }
            });
            ui.horizontal(|ui| {
                if ui.button(tr!(texts, "pause-export")).clicked() {
                    records.write(RecordRequest::Export);
                }
                if ui.button(tr!(texts, "pause-copy")).clicked() {
                    ui.ctx().copy_text(record_of(&m).to_text());
                }
                if ui.button(tr!(texts, "pause-replay")).clicked() {
                    records.write(RecordRequest::ReplayCurrent);
                }
            });
            saved_games(ui, &saves, &mut records, &texts);
            if !notice.0.is_empty() {
                ui.label(&notice.0);
            }
            ui.separator();
            if ui.button(tr!(texts, "how-open")).clicked() {
                super::how_to_play::open(m.game.kind(), Overlay::Paused, &mut rules, &mut overlay);
            }
            if ui.button(tr!(texts, "title-settings")).clicked() {
                overlay.set(Overlay::Settings);
            }
            if ui.button(tr!(texts, "title-new-game")).clicked() {
                next.set(Screen::NewGame);
            }
            if ui.button(tr!(texts, "pause-title-screen")).clicked() {
                next.set(Screen::Title);
            }
            if ui.button(tr!(texts, "title-quit")).clicked() {
                exit.write(AppExit::Success);
            }
        });
    });
    Ok(())
}
