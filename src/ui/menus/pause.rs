//! The pause menu: resume, settings, save, export, replay, the saved games, new game,
//! title and quit.

use bevy::prelude::*;
use bevy_egui::EguiContexts;

use super::title::saved_games;
use super::{Go, SavedGames, hung};
use crate::game::play::Match;
use crate::game::protocol::NetRole;
use crate::game::records::{DataDir, RecordRequest};
use crate::game::screens::{Overlay, Screen};
use crate::game::start::MatchSerial;
use crate::i18n::Texts;
use crate::tr;

pub(super) fn pause(
    go: Go,
    saved: SavedGames,
    mut contexts: EguiContexts,
    // The name typed, a save asked to be replaced, and the match the name is for.
    (mut name, mut replace, mut named_for): (
        Local<String>,
        Local<Option<String>>,
        Local<MatchSerial>,
    ),
    (m, dir, role, serial): (Res<Match>, Res<DataDir>, Res<NetRole>, Res<MatchSerial>),
    (mut exit, nobody, mut commands): (
        MessageWriter<AppExit>,
        Res<crate::game::protocol::NobodyHere>,
        Commands,
    ),
    texts: Res<Texts>,
) -> Result {
    // A new game's save is named anew (the last game's name would overwrite its save).
    if *named_for != *serial {
        *named_for = *serial;
        name.clear();
        *replace = None;
    }
    let online = *role != NetRole::Local;
    // A joined game whose host closed it or went silent goes on no more: the menu says
    // nothing of it going on, and leaving asks nothing.
    use crate::game::protocol::NobodyHere;
    let stopped = matches!(*nobody, NobodyHere::HostClosed | NobodyHere::Lost);
    let Go {
        mut overlay,
        mut next,
        mut rules,
    } = go;
    let SavedGames {
        saves,
        mut notice,
        mut records,
    } = saved;
    let ctx = contexts.ctx_mut()?;
    // A finished game is not paused: nothing is to be resumed, the board looked at again.
    let over = m.game.finished().is_some();
    // Nor is an online game, which goes on while the menu is open (it said "Paused").
    let (title, back) = match over || online {
        true => (
            tr!(texts, "pause-title-over"),
            tr!(texts, "pause-resume-over"),
        ),
        false => (tr!(texts, "pause-title"), tr!(texts, "pause-resume")),
    };
    hung(ctx, title, "pause").show(ctx, |ui| {
        super::scrolled(ui, |ui| {
            let resume = ui.button(back);
            super::focus_first(&resume);
            if resume.clicked() {
                overlay.set(Overlay::None);
            }
            // The result's window again, with Play again and Take back (after "Look at the
            // board" nothing led back to them).
            if over && !m.is_replay() && ui.button(tr!(texts, "pause-result")).clicked() {
                overlay.set(Overlay::GameOver);
            }
            if online && !over && !stopped {
                ui.label(tr!(texts, "pause-online-goes-on"));
            }
            ui.separator();
            ui.horizontal_wrapped(|ui| {
                let label = ui.label(tr!(texts, "pause-save-as"));
                let field = ui.text_edit_singleline(&mut *name).labelled_by(label.id);
                // A new name makes the last "Saved as …" old news.
                if field.changed() && !notice.0.is_empty() {
                    notice.0.clear();
                }
                // Enter in the field saves, as the button does (it did nothing, and the
                // focus went on to Resume: a keyboard player believed the game saved).
                let entered =
                    field.lost_focus() && ui.input(|i| i.key_pressed(bevy_egui::egui::Key::Enter));
                if entered {
                    field.request_focus();
                }
                if ui.button(tr!(texts, "pause-save")).clicked() || entered {
                    // A save of that name already there is replaced only when asked twice.
                    let taken = !name.trim().is_empty()
                        && dir.save_path(&name).is_some_and(|p| p.exists())
                        && replace.as_deref() != Some(name.as_str());
                    if taken {
                        *replace = Some(name.clone());
                    } else {
                        *replace = None;
                        records.write(RecordRequest::Save(name.clone()));
                    }
                }
            });
            ui.horizontal_wrapped(|ui| {
                if ui.button(tr!(texts, "pause-export")).clicked() {
                    records.write(RecordRequest::Export);
                }
                // An online game is replayed from the saved games once left.
                if !online && ui.button(tr!(texts, "pause-replay")).clicked() {
                    records.write(RecordRequest::ReplayCurrent);
                }
            });
            // What the last of these did, or the question before a save is replaced, by
            // them (it stood under the saved games' list), in room kept for three lines:
            // the menu grew as news came, and the buttons jumped under the pointer.
            let news = match replace.as_deref() == Some(name.as_str()) {
                true => tr!(texts, "pause-save-replace", name = name.as_str()),
                false => notice.0.clone(),
            };
            let room = 3.0 * ui.text_style_height(&bevy_egui::egui::TextStyle::Body) + 6.0;
            let size = bevy_egui::egui::vec2(ui.available_width(), room);
            let down = bevy_egui::egui::Layout::top_down(bevy_egui::egui::Align::Min);
            ui.allocate_ui_with_layout(size, down, |ui| {
                ui.set_min_height(room);
                if !news.is_empty() {
                    ui.label(news);
                }
            });
            // Online, the game is everyone's: another is started or loaded after leaving it.
            if online {
                ui.label(tr!(texts, "pause-online-first"));
            } else {
                saved_games(ui, &saves, &mut records, &texts);
            }
            ui.separator();
            if ui.button(tr!(texts, "how-open")).clicked() {
                super::how_to_play::open(m.game.kind(), Overlay::Paused, &mut rules, &mut overlay);
            }
            if ui.button(tr!(texts, "title-settings")).clicked() {
                overlay.set(Overlay::Settings);
            }
            if !online && ui.button(tr!(texts, "title-new-game")).clicked() {
                // Back on that screen comes back here.
                commands.insert_resource(crate::game::start::NewGameFromPlay);
                next.set(Screen::NewGame);
            }
            // Leaving an online game under way ends it for this player: asked twice.
            let at_stake = online && !stopped && m.game.finished().is_none();
            let title = tr!(texts, "pause-title-screen");
            if super::leave_button(ui, title, at_stake, &texts) {
                next.set(Screen::Title);
            }
            if super::leave_button(ui, tr!(texts, "title-quit"), at_stake, &texts) {
                exit.write(AppExit::Success);
            }
        });
    });
    Ok(())
}
