//! The new-game screen: the game, the number of players, each seat, every option of the
//! game with its meaning, the piece style, and Start.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};
use serde_json::Value;
use sowing_ai::Level;
use sowing_rules::GameKind;

use super::centred;
use crate::a11y::speech::{game_name, seat_name};
use crate::game::play::Seat;
use crate::game::screens::Screen;
use crate::game::setup::{NewGame, default_options};
use crate::game::start::StartMatch;
use crate::settings::{PieceStyle, Settings};
use crate::ui::rules_text::rules_summary;

/// What an option means, in words, and the values a text option takes.
fn option_info(key: &str) -> (&'static str, &'static [&'static str]) {
    match key {
        "quiet_limit" => ("Draw after this many plies without a capture", &[]),
        "spheres" => ("Small spheres per player (handicaps allowed)", &[]),
        "simultaneous" => (
            "When several players win at once",
            &["most_stones", "opponent"],
        ),
        "capturer_kept" => ("The last stone of a capture stays", &[]),
        "directions" => ("Sowing directions", &["free", "right", "left"]),
        "seeds" => ("Beans in every cup at the start", &[]),
        _ => ("", &[]),
    }
}

fn number_range(key: &str) -> std::ops::RangeInclusive<i64> {
    match key {
        "seeds" => 3..=5,
        "spheres" => 1..=70,
        _ => 1..=2000,
    }
}

pub(super) fn new_game(
    mut contexts: EguiContexts,
    mut choice: ResMut<NewGame>,
    mut settings: ResMut<Settings>,
    mut commands: Commands,
    mut next: ResMut<NextState<Screen>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    centred("New game").show(ctx, |ui| {
        let c = &mut *choice;
        ui.label("Game");
        let before = (c.kind, c.players);
        ui.horizontal(|ui| {
            for k in GameKind::ALL {
                ui.radio_value(&mut c.kind, k, game_name(k));
            }
        });
        let r = c.kind.player_range();
        c.players = c.players.clamp(*r.start(), *r.end());
        ui.add(egui::Slider::new(&mut c.players, *r.start()..=*r.end()).text("Players"));
        if (c.kind, c.players) != before {
            c.options = default_options(c.kind, c.players);
        }
        ui.label(rules_summary(c.kind));
        ui.separator();
        for p in 0..c.players as usize {
            let current = c.seats[p];
            egui::ComboBox::from_label(crate::ui::hud::player_name(p as u8 + 1, settings.pieces))
                .selected_text(seat_name(current))
                .show_ui(ui, |ui| {
                    ui.selectable_value(&mut c.seats[p], Seat::Human, "Human");
                    for l in Level::ALL {
                        ui.selectable_value(
                            &mut c.seats[p],
                            Seat::Computer(l),
                            seat_name(Seat::Computer(l)),
                        );
                    }
                });
        }
        ui.separator();
        ui.label("Options");
        let keys: Vec<String> = c.options.keys().cloned().collect();
        for key in keys {
            let (label, choices) = option_info(&key);
            let label = if label.is_empty() {
                key.as_str()
            } else {
                label
            };
            let Some(v) = c.options.get_mut(&key) else {
                continue;
            };
            match v {
                Value::Bool(b) => {
                    ui.checkbox(b, label);
                }
                Value::Number(n) => {
                    let mut x = n.as_i64().unwrap_or(0);
                    ui.add(egui::Slider::new(&mut x, number_range(&key)).text(label));
                    *v = Value::from(x);
                }
                Value::String(s) => {
                    egui::ComboBox::from_label(label)
                        .selected_text(s.clone())
                        .show_ui(ui, |ui| {
                            for ch in choices {
                                ui.selectable_value(s, ch.to_string(), *ch);
                            }
                        });
                }
                Value::Array(a) => {
                    ui.label(label);
                    for (i, e) in a.iter_mut().enumerate() {
                        let mut x = e.as_i64().unwrap_or(1);
                        ui.add(
                            egui::Slider::new(&mut x, number_range(&key))
                                .text(format!("Player {}", i + 1)),
                        );
                        *e = Value::from(x);
                    }
                }
                _ => {}
            }
        }
        ui.separator();
        ui.label("Pieces");
        for s in PieceStyle::ALL {
            ui.radio_value(&mut settings.pieces, s, s.label());
        }
        ui.separator();
        ui.horizontal(|ui| {
            if ui.button("Start").clicked() {
                match c.start() {
                    Ok(m) => {
                        c.error = None;
                        commands.queue(StartMatch(m));
                    }
                    Err(e) => c.error = Some(e),
                }
            }
            if ui.button("Back").clicked() {
                next.set(Screen::Title);
            }
        });
        if let Some(e) = &c.error {
            ui.colored_label(egui::Color32::LIGHT_RED, format!("Cannot start: {e}"));
        }
    });
    Ok(())
}
