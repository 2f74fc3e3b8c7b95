//! The title screen: resume, new game, the saved games (load or replay each), settings
//! and quit.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};
use sowing_rules::GameKind;

use super::centred;
use crate::a11y::speech::game_name;
use crate::game::records::{RecordNotice, RecordRequest, ResumeOffer, SaveList, Summary};
use crate::game::screens::{Overlay, Screen};
use crate::settings::SettingsNotice;

/// The saved games: their list, the last notice, and the requests to load, replay or delete.
#[derive(bevy::ecs::system::SystemParam)]
pub(crate) struct SavedGames<'w> {
    saves: Res<'w, SaveList>,
    notice: Res<'w, RecordNotice>,
    records: MessageWriter<'w, RecordRequest>,
}

/// Where the menus lead: the next screen and overlay.
#[derive(bevy::ecs::system::SystemParam)]
pub(crate) struct Go<'w> {
    next: ResMut<'w, NextState<Screen>>,
    overlay: ResMut<'w, NextState<Overlay>>,
}

pub(super) fn title(
    go: Go,
    saved: SavedGames,
    mut contexts: EguiContexts,
    offer: Res<ResumeOffer>,
    settings_notice: Res<SettingsNotice>,
    mut exit: MessageWriter<AppExit>,
) -> Result {
    let Go {
        mut next,
        mut overlay,
    } = go;
    let SavedGames {
        saves,
        notice,
        mut records,
    } = saved;
    let ctx = contexts.ctx_mut()?;
    centred("Sowing").show(ctx, |ui| {
        ui.label("Four sowing games: Myra, Esiema, Tricala and Umel Bagara.");
        if let Some(w) = &settings_notice.0 {
            ui.colored_label(egui::Color32::from_rgb(255, 200, 80), w);
        }
        ui.separator();
        if let Some(s) = &offer.0
            && ui.button(format!("Resume: {}", summary_text(s))).clicked()
        {
            records.write(RecordRequest::Resume);
        }
        if ui.button("New game").clicked() {
            next.set(Screen::NewGame);
        }
        saved_games(ui, &saves, &mut records);
        if !notice.0.is_empty() {
            ui.label(&notice.0);
        }
        if ui.button("Settings").clicked() {
            overlay.set(Overlay::Settings);
        }
        if ui.button("Quit").clicked() {
            exit.write(AppExit::Success);
        }
    });
    Ok(())
}

pub(super) fn saved_games(
    ui: &mut egui::Ui,
    saves: &SaveList,
    records: &mut MessageWriter<RecordRequest>,
) {
    if saves.0.is_empty() {
        return;
    }
    ui.separator();
    ui.label("Saved games");
    egui::ScrollArea::vertical()
        .max_height(180.0)
        .show(ui, |ui| {
            for (path, name, summary) in &saves.0 {
                ui.horizontal(|ui| match summary {
                    Ok(s) => {
                        ui.label(format!("{name}: {}", summary_text(s)));
                        if ui.button("Load").clicked() {
                            records.write(RecordRequest::Load(path.clone()));
                        }
                        if ui.button("Replay").clicked() {
                            records.write(RecordRequest::Replay(path.clone()));
                        }
                    }
                    Err(e) => {
                        ui.label(format!("{name}: cannot be read ({e})"));
                    }
                });
            }
        });
}

/// With a menu open, the gamepad drives egui's keyboard navigation: the D-pad moves
/// between widgets (up and down) and changes sliders and choices (left and right),
/// South presses the focused widget. On the live board the pad plays instead.
/// A saved game in words: game, players, moves and date.
pub fn summary_text(s: &Summary) -> String {
    let name = GameKind::parse(&s.game).map(game_name).unwrap_or("?");
    format!(
        "{name}, {} players, {} moves{}, saved {}",
        s.players,
        s.moves,
        if s.finished { ", finished" } else { "" },
        date_text(s.saved_at)
    )
}

/// A date from seconds since 1970, as `YYYY-MM-DD HH:MM` UTC.
pub fn date_text(secs: u64) -> String {
    let days = (secs / 86_400) as i64;
    let (h, mi) = ((secs % 86_400) / 3600, (secs % 3600) / 60);
    // Civil date from days since 1970-01-01 (Howard Hinnant's algorithm).
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + i64::from(m <= 2);
    format!("{y:04}-{m:02}-{d:02} {h:02}:{mi:02}")
}
