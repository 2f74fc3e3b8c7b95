//! The title screen: resume, new game, the saved games (load or replay each), settings
//! and quit.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};
use sowing_rules::GameKind;

use super::{Go, OnlineForm, SavedGames, hung};
use crate::a11y::words::Words;
use crate::game::records::online_seat::{ResumeHosted, ResumeOnline};
use crate::game::records::{RecordRequest, ResumeOffer, SaveList, Summary};
use crate::game::screens::{Overlay, Screen};
use crate::i18n::Texts;
use crate::settings::PieceStyle;
use crate::settings::SettingsNotice;
use crate::tr;

pub(super) fn title(
    go: Go,
    saved: SavedGames,
    mut contexts: EguiContexts,
    (offer, online, hosted, mut form): (
        Res<ResumeOffer>,
        Res<ResumeOnline>,
        Res<ResumeHosted>,
        ResMut<OnlineForm>,
    ),
    (settings_notice, settings): (Res<SettingsNotice>, Res<crate::settings::Settings>),
    (mut exit, mut choice, mut boards, mut commands): (
        MessageWriter<AppExit>,
        ResMut<crate::game::setup::NewGame>,
        Local<super::game_cards::Boards>,
        Commands,
    ),
    texts: Res<Texts>,
) -> Result {
    let Go {
        mut next,
        mut overlay,
        mut rules,
    } = go;
    let SavedGames {
        saves,
        notice,
        mut records,
    } = saved;
    let ctx = contexts.ctx_mut()?;
    hung(ctx, tr!(texts, "app-title"), "app").show(ctx, |ui| {
        super::scrolled(ui, |ui| {
            ui.label(tr!(texts, "title-tagline"));
            if let Some(w) = &settings_notice.0 {
                ui.colored_label(egui::Color32::from_rgb(255, 200, 80), w.text(&texts));
            }
            ui.separator();
            // A game joined at a host goes on there: the join form, filled in, takes the
            // seat back; playing it on alone stays possible, said as such.
            let at = online.0.as_ref().filter(|_| offer.0.is_some());
            let resume = offer.0.as_ref().map(|s| {
                let summary = summary_text(s, &texts);
                ui.button(match at {
                    Some(at) => tr!(
                        texts,
                        "title-rejoin",
                        summary = summary,
                        address = at.address.as_str()
                    ),
                    // A game hosted here goes on here alone: said before it is chosen
                    // (resumed, the seats of those who joined became this machine's
                    // without a word, while they were told to join again).
                    None if hosted.0 => tr!(texts, "title-resume-hosted", summary = summary),
                    None => tr!(texts, "title-resume", summary = summary),
                })
            });
            let alone = at.map(|_| ui.button(tr!(texts, "title-resume-alone")));
            let new_game = ui.button(tr!(texts, "title-new-game"));
            super::focus_first(resume.as_ref().unwrap_or(&new_game));
            if resume.is_some_and(|r| r.clicked()) {
                match at {
                    // Joins at once, as it says, with what it joined with (the join form
                    // comes back with it all, should the host not answer).
                    Some(at) => {
                        form.address = at.address.clone();
                        form.name = at.name.clone();
                        form.password = at.password.clone();
                        form.room = at.room.clone();
                        form.error = None;
                        let joined = crate::net::client::Joined {
                            address: at.address.clone(),
                            room: at.room.clone(),
                            name: at.name.clone(),
                            password: at.password.clone(),
                            ..Default::default()
                        };
                        super::join::join_from_menus(&mut commands, joined);
                        next.set(Screen::Lobby);
                    }
                    None => {
                        records.write(RecordRequest::Resume);
                    }
                }
            }
            if alone.is_some_and(|r| r.clicked()) {
                records.write(RecordRequest::Resume);
            }
            if new_game.clicked() {
                next.set(Screen::NewGame);
            }
            if ui.button(tr!(texts, "title-join")).clicked() {
                next.set(Screen::Lobby);
            }
            if ui.button(tr!(texts, "how-open")).clicked() {
                let kind = rules.kind;
                super::how_to_play::open(kind, Overlay::None, &mut rules, &mut overlay);
            }
            // The four games with their boards: a card opens the new game with it chosen.
            let w = Words::new(&texts, settings.pieces);
            if super::game_cards::game_cards(ui, &mut boards, &mut choice, &w) {
                next.set(Screen::NewGame);
            }
            saved_games(ui, &saves, &mut records, &texts);
            if !notice.0.is_empty() {
                ui.label(&notice.0);
            }
            if ui.button(tr!(texts, "title-settings")).clicked() {
                overlay.set(Overlay::Settings);
            }
            if ui.button(tr!(texts, "title-quit")).clicked() {
                exit.write(AppExit::Success);
            }
        });
    });
    Ok(())
}

pub(super) fn saved_games(
    ui: &mut egui::Ui,
    saves: &SaveList,
    records: &mut MessageWriter<RecordRequest>,
    texts: &Texts,
) {
    if saves.0.is_empty() {
        return;
    }
    ui.separator();
    ui.label(tr!(texts, "saves-heading"));
    egui::ScrollArea::vertical()
        .max_height(180.0)
        .show(ui, |ui| {
            for (path, name, summary) in &saves.0 {
                // Each button says which game it acts on ("Load my-game").
                let act = |ui: &mut egui::Ui, action: String| {
                    let name = crate::a11y::plain::for_speech(name);
                    let said = tr!(
                        texts,
                        "saves-act-spoken",
                        action = action.as_str(),
                        name = name
                    );
                    super::widgets::named_button(ui, action, Some(said))
                };
                // The save's name and summary on a line of their own, its buttons under
                // them: side by side, a long name pushed Remove onto a line alone, and
                // the longer "Press again…" jumped to the next line under the pointer.
                let readable = match summary {
                    Ok(s) => {
                        ui.label(tr!(
                            texts,
                            "saves-entry",
                            name = name.as_str(),
                            summary = summary_text(s, texts)
                        ));
                        true
                    }
                    Err(e) => {
                        ui.label(tr!(
                            texts,
                            "saves-unreadable",
                            name = name.as_str(),
                            error = crate::game::errors::record_problem(texts, e)
                        ))
                        .on_hover_text(crate::game::errors::record_error(texts, e));
                        false
                    }
                };
                ui.horizontal_wrapped(|ui| {
                    if readable && act(ui, tr!(texts, "saves-load")).clicked() {
                        records.write(RecordRequest::Load(path.clone()));
                    }
                    if readable && act(ui, tr!(texts, "saves-replay")).clicked() {
                        records.write(RecordRequest::Replay(path.clone()));
                    }
                    // Any save can be taken out of the list: moved aside, never destroyed,
                    // and only on a second press (the first turns the words into the
                    // question, which a reader hears as the focused button's new name).
                    let ctx = ui.ctx().clone();
                    let key = egui::Id::new(("remove-asked", path));
                    let now = super::generation(&ctx);
                    let asked = ctx.data(|d| d.get_temp::<u64>(key)) == Some(now);
                    let words = match asked {
                        true => tr!(texts, "saves-put-aside-confirm"),
                        false => tr!(texts, "saves-put-aside"),
                    };
                    if act(ui, words).clicked() {
                        if asked {
                            records.write(RecordRequest::PutAside(path.clone()));
                        } else {
                            ctx.data_mut(|d| d.insert_temp(key, now));
                        }
                    }
                });
                ui.add_space(4.0);
            }
        });
}

/// A saved game in words: game, players, moves and date.
pub fn summary_text(s: &Summary, texts: &Texts) -> String {
    let game = GameKind::parse(&s.game)
        .map(|k| Words::new(texts, PieceStyle::Balls).game(k))
        .unwrap_or_else(|| s.game.clone());
    tr!(
        texts,
        "summary",
        game = game,
        players = s.players,
        moves = s.moves,
        finished = if s.finished { "yes" } else { "no" },
        date = crate::game::records::stamp::date_text(s.saved_at)
    )
}
