//! The settings window: piece style, view, theme, graphics quality, text size, volume,
//! animation speed, and the keys and gamepad buttons of every command (press the new one).

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use super::centred;
use crate::game::screens::{Overlay, Screen};
use crate::i18n::{Lang, Texts};
use crate::input::RebuildControls;
use crate::settings::keep::SettingsKept;
use crate::settings::keys::{
    Command, button_label, button_name, buttons_of, key_label, key_name, keys_of,
};
use crate::settings::{ConfigDir, Graphics, PieceStyle, Settings, SettingsNotice, Theme, View};
use crate::tr;

/// The settings, their file and notice, the controls built from them, and the texts
/// they are shown in.
#[derive(bevy::ecs::system::SystemParam)]
pub(crate) struct SettingsFile<'w> {
    texts: Res<'w, Texts>,
    settings: ResMut<'w, Settings>,
    dir: Res<'w, ConfigDir>,
    notice: Res<'w, SettingsNotice>,
    kept: Res<'w, SettingsKept>,
    rebuild: ResMut<'w, RebuildControls>,
}

/// Keys and pad buttons, to catch the one a player presses for a command.
#[derive(bevy::ecs::system::SystemParam)]
pub(crate) struct Presses<'w, 's> {
    keys: Res<'w, ButtonInput<KeyCode>>,
    pads: Query<'w, 's, &'static Gamepad>,
}

pub(super) fn settings_window(
    presses: Presses,
    file: SettingsFile,
    mut contexts: EguiContexts,
    screen: Res<State<Screen>>,
    mut overlay: ResMut<NextState<Overlay>>,
    mut waiting: Local<Option<(Command, bool)>>,
) -> Result {
    let Presses { keys, pads } = presses;
    let SettingsFile {
        texts,
        mut settings,
        dir,
        notice,
        kept,
        mut rebuild,
    } = file;
    // Remapping: the next key (or pad button) pressed becomes the command's.
    match *waiting {
        Some((cmd, false)) => {
            if let Some(k) = keys.get_just_pressed().next() {
                *waiting = None;
                if *k != KeyCode::Escape {
                    settings.keys.insert(cmd, vec![key_name(*k)]);
                    rebuild.0 = true;
                }
            }
        }
        Some((cmd, true)) => {
            let pressed = pads
                .iter()
                .flat_map(|p| p.get_just_pressed().copied().collect::<Vec<_>>())
                .next();
            if let Some(b) = pressed {
                *waiting = None;
                settings.buttons.insert(cmd, vec![button_name(b)]);
                rebuild.0 = true;
            } else if keys.just_pressed(KeyCode::Escape) {
                *waiting = None;
            }
        }
        None => {}
    }
    let ctx = contexts.ctx_mut()?;
    centred(ctx, tr!(texts, "settings-title"), "settings").show(ctx, |ui| {
        super::scrolled(ui, |ui| {
            let mut s = settings.clone();
            ui.label(tr!(texts, "settings-language"));
            ui.horizontal(|ui| {
                for (i, l) in Lang::ALL.into_iter().enumerate() {
                    let r = ui.radio_value(&mut s.language, Some(l), l.native_name());
                    if i == 0 {
                        super::focus_first(&r);
                    }
                }
            });
            ui.label(tr!(texts, "settings-pieces"));
            for style in PieceStyle::ALL {
                ui.radio_value(&mut s.pieces, style, style.label(&texts));
            }
            ui.label(tr!(texts, "settings-view"));
            ui.horizontal(|ui| {
                ui.radio_value(&mut s.view, View::Table, tr!(texts, "settings-view-table"));
                ui.radio_value(&mut s.view, View::TopDown, tr!(texts, "settings-view-top"));
            });
            ui.label(tr!(texts, "settings-colours"));
            ui.horizontal(|ui| {
                ui.radio_value(
                    &mut s.theme,
                    Theme::Standard,
                    tr!(texts, "settings-theme-standard"),
                );
                ui.radio_value(
                    &mut s.theme,
                    Theme::HighContrast,
                    tr!(texts, "settings-theme-contrast"),
                );
            });
            ui.label(tr!(texts, "settings-graphics"));
            ui.horizontal(|ui| {
                let g = &mut s.graphics;
                ui.radio_value(g, Graphics::Auto, tr!(texts, "settings-graphics-auto"));
                ui.radio_value(g, Graphics::Low, tr!(texts, "settings-graphics-low"));
                ui.radio_value(g, Graphics::High, tr!(texts, "settings-graphics-high"));
            });
            ui.add(
                percent(egui::Slider::new(&mut s.text_scale, 1.0..=2.0))
                    .text(tr!(texts, "settings-text-size")),
            );
            ui.add(
                percent(egui::Slider::new(&mut s.volume, 0.0..=1.0))
                    .text(tr!(texts, "settings-volume")),
            );
            let mut instant = s.seconds_per_step == 0.0;
            let mut secs = if instant { 0.18 } else { s.seconds_per_step };
            ui.checkbox(&mut instant, tr!(texts, "settings-instant"));
            ui.add_enabled(
                !instant,
                egui::Slider::new(&mut secs, 0.04..=0.8)
                    .max_decimals(2)
                    .suffix(" s")
                    .text(tr!(texts, "settings-step-seconds")),
            );
            s.seconds_per_step = if instant { 0.0 } else { secs };
            egui::CollapsingHeader::new(tr!(texts, "settings-keys")).show(ui, |ui| {
                egui::Grid::new("keys").show(ui, |ui| {
                    for cmd in Command::ALL {
                        ui.label(cmd.label(&texts));
                        let keys: Vec<String> = keys_of(&s, cmd)
                            .into_iter()
                            .map(|k| key_label(&key_name(k), &texts))
                            .collect();
                        let text = if *waiting == Some((cmd, false)) {
                            tr!(texts, "settings-press-key")
                        } else {
                            tr!(texts, "settings-key", keys = keys.join(", "))
                        };
                        if ui.button(text).clicked() {
                            *waiting = Some((cmd, false));
                        }
                        let buttons: Vec<String> = buttons_of(&s, cmd)
                            .into_iter()
                            .map(|b| button_label(&button_name(b), &texts))
                            .collect();
                        let text = if *waiting == Some((cmd, true)) {
                            tr!(texts, "settings-press-button")
                        } else {
                            tr!(
                                texts,
                                "settings-pad",
                                count = buttons.len(),
                                buttons = buttons.join(", ")
                            )
                        };
                        if ui.button(text).clicked() {
                            *waiting = Some((cmd, true));
                        }
                        ui.end_row();
                    }
                });
                if ui.button(tr!(texts, "settings-default-keys")).clicked() {
                    s.keys.clear();
                    s.buttons.clear();
                    rebuild.0 = true;
                }
            });
            if s != *settings {
                *settings = s;
            }
            if let Some(w) = &notice.0 {
                ui.colored_label(egui::Color32::from_rgb(255, 200, 80), w.text(&texts));
            }
            // Every change is kept as it is made (`settings::keep`): the window says where.
            ui.label(match &kept.last {
                Some(Err(why)) => tr!(texts, "settings-cannot-save", why = why.as_str()),
                _ => tr!(
                    texts,
                    "settings-kept",
                    path = dir.file().display().to_string()
                ),
            });
            ui.horizontal(|ui| {
                if ui.button(tr!(texts, "settings-done")).clicked() {
                    overlay.set(if *screen.get() == Screen::Play {
                        Overlay::Paused
                    } else {
                        Overlay::None
                    });
                }
            });
        });
    });
    Ok(())
}

/// A slider of a fraction shown and typed as a whole percentage ("120 %").
fn percent(slider: egui::Slider<'_>) -> egui::Slider<'_> {
    slider
        .custom_formatter(|v, _| format!("{:.0} %", v * 100.0))
        .custom_parser(|t| {
            let n = t.trim().trim_end_matches('%').trim().parse::<f64>().ok()?;
            Some(n / 100.0)
        })
}
