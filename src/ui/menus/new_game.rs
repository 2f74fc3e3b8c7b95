//! The new-game screen: the game, the number of players, each seat, every option of the
//! game with its meaning, the piece style, and Start.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};
use serde_json::Value;
use sowing_ai::Level;
use sowing_rules::GameKind;
use sowing_rules::options::{OptionKind, spec};

use super::centred;
use crate::a11y::words::Words;
use crate::game::play::Seat;
use crate::game::screens::{Overlay, Screen};
use crate::game::setup::{NewGame, default_options};
use crate::game::start::{StartMatch, Started};
use crate::i18n::Texts;
use crate::settings::{PieceStyle, Settings};
use crate::tr;
use crate::ui::rules_text::{options_note, rules_summary};

/// A number's widget: a slider over a short range (its number shown beside it), else a
/// field to type or drag.
fn number(
    ui: &mut egui::Ui,
    x: &mut i64,
    range: std::ops::RangeInclusive<i64>,
    label: String,
    texts: &Texts,
) {
    if range.end() - range.start() <= 100 {
        let shown = |n: i64| super::widgets::Shown::same(n.to_string());
        super::widgets::slider(ui, x, range, 1.0, &label, shown, texts);
    } else {
        ui.horizontal(|ui| {
            let field = ui.add(egui::DragValue::new(x).range(range));
            super::widgets::whole_number(&field);
            let named = ui.label(label);
            field.labelled_by(named.id);
        });
    }
}

pub(super) fn new_game(
    mut contexts: EguiContexts,
    mut choice: ResMut<NewGame>,
    mut settings: ResMut<Settings>,
    mut commands: Commands,
    go: super::Go,
    texts: Res<Texts>,
    mut form: ResMut<super::OnlineForm>,
) -> Result {
    let super::Go {
        next: _,
        mut overlay,
        mut rules,
    } = go;
    let ctx = contexts.ctx_mut()?;
    // Players named as the chosen game shows them (Umel Bagara's by colour alone).
    let w = Words::new(&texts, settings.pieces_of(choice.kind));
    // One size whatever is chosen (a click lands where it was aimed), as large as the
    // window allows; the choices scroll above Start and Back.
    let room = ctx.content_rect().size();
    let size = egui::vec2((room.x - 48.0).min(640.0), (room.y - 48.0).min(780.0));
    centred(ctx, tr!(texts, "new-title"), "new")
        .fixed_size(size)
        .show(ctx, |ui| {
            let c = &mut *choice;
            let footer = ui.spacing().interact_size.y * 3.0 + ui.spacing().item_spacing.y * 6.0;
            egui::ScrollArea::vertical()
                .max_height((ui.available_height() - footer).max(80.0))
                .auto_shrink([false, false])
                .show(ui, |ui| {
                    let before = (c.kind, c.players);
                    super::widgets::radio_group(ui, &tr!(texts, "new-game"), true, |ui| {
                        for (i, k) in GameKind::ALL.into_iter().enumerate() {
                            let r = ui.radio_value(&mut c.kind, k, w.game(k));
                            if i == 0 {
                                super::focus_first(&r);
                            }
                        }
                    });
                    let r = c.kind.player_range();
                    c.players = c.players.clamp(*r.start(), *r.end());
                    if r.start() == r.end() {
                        // One player count only (Umel Bagara): said, not a slider that cannot move.
                        ui.label(tr!(texts, "new-players-fixed", n = c.players));
                    } else {
                        let players = tr!(texts, "new-players");
                        let shown = |n: u8| super::widgets::Shown::same(n.to_string());
                        super::widgets::slider(
                            ui,
                            &mut c.players,
                            r.clone(),
                            1.0,
                            &players,
                            shown,
                            &texts,
                        );
                    }
                    if (c.kind, c.players) != before {
                        c.options = default_options(c.kind, c.players);
                    }
                    ui.label(rules_summary(c.kind, &texts));
                    if ui.button(tr!(texts, "how-open")).clicked() {
                        super::how_to_play::open(c.kind, Overlay::None, &mut rules, &mut overlay);
                    }
                    ui.separator();
                    for p in 0..c.players as usize {
                        let current = c.seats[p];
                        let kinds = [Seat::Human, Seat::Remote]
                            .into_iter()
                            .chain(Level::ALL.into_iter().map(Seat::Computer));
                        let player = w.player(p as u8 + 1);
                        let combo = egui::ComboBox::from_label(player.as_str())
                            .selected_text(w.seat(current))
                            .show_ui(ui, |ui| {
                                for seat in kinds {
                                    if super::choice(ui, current == seat, w.seat(seat)).clicked() {
                                        c.seats[p] = seat;
                                    }
                                }
                            });
                        let seat = w.seat(c.seats[p]);
                        super::widgets::combo_named(ui, &combo.response, (&player, &seat), &texts);
                    }
                    ui.separator();
                    ui.label(tr!(texts, "new-options"));
                    let keys: Vec<String> = c.options.keys().cloned().collect();
                    for key in keys {
                        // What the option takes comes from the game's schema in the rules crate.
                        let (choices, range): (&[&str], _) = match spec(c.kind, &key)
                            .map(|s| s.kind)
                        {
                            Some(OptionKind::Choice(words)) => (words, 0..=0),
                            Some(
                                OptionKind::Int { min, max } | OptionKind::PerPlayer { min, max },
                            ) => (&[], min as i64..=max as i64),
                            _ => (&[], 0..=0),
                        };
                        let label = tr!(texts, "option", key = key.as_str());
                        let Some(v) = c.options.get_mut(&key) else {
                            continue;
                        };
                        match v {
                            Value::Bool(b) => {
                                ui.checkbox(b, label);
                            }
                            Value::Number(n) => {
                                let mut x = n.as_i64().unwrap_or(0);
                                number(ui, &mut x, range.clone(), label, &texts);
                                *v = Value::from(x);
                            }
                            Value::String(s) => {
                                let shown = tr!(texts, "option-value", value = s.as_str());
                                let combo = egui::ComboBox::from_label(label.as_str())
                                    .selected_text(shown.as_str())
                                    .show_ui(ui, |ui| {
                                        for ch in choices {
                                            let text = tr!(texts, "option-value", value = *ch);
                                            if super::choice(ui, s.as_str() == *ch, text).clicked()
                                            {
                                                *s = ch.to_string();
                                            }
                                        }
                                    });
                                let now = tr!(texts, "option-value", value = s.as_str());
                                super::widgets::combo_named(
                                    ui,
                                    &combo.response,
                                    (&label, &now),
                                    &texts,
                                );
                            }
                            Value::Array(a) => {
                                ui.label(label);
                                for (i, e) in a.iter_mut().enumerate() {
                                    let mut x = e.as_i64().unwrap_or(1);
                                    number(
                                        ui,
                                        &mut x,
                                        range.clone(),
                                        w.player(i as u8 + 1),
                                        &texts,
                                    );
                                    *e = Value::from(x);
                                }
                            }
                            _ => {}
                        }
                    }
                    // Below the options it tells of: above them, it came with the first
                    // change of a slider and pushed the slider from under the drag.
                    if let Some(note) = options_note(c.kind, c.players, &c.options, &texts) {
                        ui.label(note);
                    }
                    ui.separator();
                    super::widgets::radio_group(ui, &tr!(texts, "new-pieces"), false, |ui| {
                        for s in PieceStyle::ALL {
                            ui.radio_value(&mut settings.pieces, s, s.label(&texts));
                        }
                    });
                    ui.separator();
                    let online = c.seats[..c.players as usize].contains(&Seat::Remote);
                    host_fields(ui, &mut form, &texts, online);
                });
            ui.separator();
            // A seat played online needs the game hosted: Start hosts it (a game started here
            // alone would wait for that seat for ever).
            let online = c.seats[..c.players as usize].contains(&Seat::Remote);
            ui.horizontal(|ui| {
                let start = ui.button(match (online, form.server.trim().is_empty()) {
                    (true, true) => tr!(texts, "online-host"),
                    (true, false) => tr!(texts, "online-open-room"),
                    (false, _) => tr!(texts, "new-start"),
                });
                if start.clicked() {
                    // The choices are offered again next time (kept with the settings).
                    settings.last_game = Some(c.remembered());
                }
                if start.clicked() && online {
                    host(c, &mut form, &texts, &mut commands);
                } else if start.clicked() {
                    match c.start() {
                        Ok(m) => {
                            c.error = None;
                            commands.queue(StartMatch(m, Started::New));
                        }
                        Err(e) => c.error = Some(e),
                    }
                }
                // Back where the screen was opened from: a game's menu, or the title.
                if ui.button(tr!(texts, "new-back")).clicked() {
                    commands.queue(crate::game::start::BackFromNewGame);
                }
            });
            if let Some(e) = &c.error {
                ui.colored_label(
                    egui::Color32::LIGHT_RED,
                    tr!(texts, "new-cannot-start", why = e.text(&texts)),
                );
            }
            if let Some(e) = &form.error {
                ui.colored_label(
                    egui::Color32::LIGHT_RED,
                    tr!(texts, "online-cannot", why = e.as_str()),
                );
            }
        });
    Ok(())
}

/// Hosting this game online: how (a seat set to be played online), and once one is, the
/// port and an optional password (a game at one machine has no use for them).
fn host_fields(ui: &mut egui::Ui, form: &mut super::OnlineForm, texts: &Texts, online: bool) {
    ui.label(tr!(texts, "online-host-intro"));
    if online {
        super::online::field(ui, &tr!(texts, "online-port"), &mut form.port, false);
        super::online::field(ui, &tr!(texts, "online-password"), &mut form.password, true);
        // Or a room on a server, for players who cannot open a port to friends.
        super::online::field(ui, &tr!(texts, "online-server"), &mut form.server, false);
        if !form.server.trim().is_empty() {
            ui.checkbox(&mut form.public, tr!(texts, "online-public"));
        }
    }
}

/// Hosts this game online on the form's port (or opens a room for it on the form's
/// server); the lobby opens, or the form says why not.
fn host(c: &mut NewGame, form: &mut super::OnlineForm, texts: &Texts, commands: &mut Commands) {
    if !form.server.trim().is_empty() {
        return super::join::open_room(c, form, texts, commands);
    }
    let Ok(port) = form.port.trim().parse::<u16>() else {
        form.error = Some(tr!(texts, "online-bad-port", port = form.port.as_str()));
        return;
    };
    match c.start() {
        Ok(m) => {
            c.error = None;
            let password = form.password.clone();
            commands.queue(move |world: &mut World| {
                match crate::net::host(world, m, port, password) {
                    Ok(_) => {
                        world.resource_mut::<super::OnlineForm>().error = None;
                        world.resource_mut::<NextState<Screen>>().set(Screen::Lobby);
                    }
                    Err(e) => world.resource_mut::<super::OnlineForm>().error = Some(e),
                }
            });
        }
        Err(e) => c.error = Some(e),
    }
}
