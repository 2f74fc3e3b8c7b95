//! The settings window: piece style, view, theme, graphics quality, text size, volume,
//! animation speed, and the keys and gamepad buttons of every command (press the new one).

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use super::centred;
use super::widgets::{Shown, radio_group, slider_under_label};
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
            radio_group(ui, &tr!(texts, "settings-language"), true, |ui| {
                for (i, l) in Lang::ALL.into_iter().enumerate() {
                    let r = ui.radio_value(&mut s.language, Some(l), l.native_name());
                    if i == 0 {
                        super::focus_first(&r);
                    }
                }
            });
            ui.weak(tr!(texts, "settings-language-voice"));
            radio_group(ui, &tr!(texts, "settings-pieces"), false, |ui| {
                for style in PieceStyle::ALL {
                    ui.radio_value(&mut s.pieces, style, style.label(&texts));
                }
            });
            radio_group(ui, &tr!(texts, "settings-view"), true, |ui| {
                ui.radio_value(&mut s.view, View::Table, tr!(texts, "settings-view-table"));
                ui.radio_value(&mut s.view, View::TopDown, tr!(texts, "settings-view-top"));
            });
            radio_group(ui, &tr!(texts, "settings-colours"), true, |ui| {
                let t = &mut s.theme;
                ui.radio_value(t, Theme::Standard, tr!(texts, "settings-theme-standard"));
                ui.radio_value(
                    t,
                    Theme::HighContrast,
                    tr!(texts, "settings-theme-contrast"),
                );
            });
            radio_group(ui, &tr!(texts, "settings-graphics"), true, |ui| {
                let g = &mut s.graphics;
                ui.radio_value(g, Graphics::Auto, tr!(texts, "settings-graphics-auto"));
                ui.radio_value(g, Graphics::Low, tr!(texts, "settings-graphics-low"));
                ui.radio_value(g, Graphics::High, tr!(texts, "settings-graphics-high"));
            });
            // Each slider's label above it: beside it, "Sekunden je Säschritt" ran under
            // the scroll bar at 200 % text.
            let size = tr!(texts, "settings-text-size");
            let as_percent = |x: f32| percent(&texts, x);
            let text_scale = (&mut s.text_scale, 1.0..=2.0, 0.05);
            slider_under_label(ui, text_scale, &size, as_percent, &texts);
            let volume = tr!(texts, "settings-volume");
            let volume_range = (&mut s.volume, 0.0..=1.0, 0.05);
            slider_under_label(ui, volume_range, &volume, as_percent, &texts);
            let mut instant = s.seconds_per_step == 0.0;
            let mut secs = if instant { 0.18 } else { s.seconds_per_step };
            ui.checkbox(&mut instant, tr!(texts, "settings-instant"));
            let step = tr!(texts, "settings-step-seconds");
            let seconds = |x: f32| Shown::seconds(&texts, x, 2);
            ui.add_enabled_ui(!instant, |ui| {
                slider_under_label(ui, (&mut secs, 0.04..=0.8, 0.01), &step, seconds, &texts)
            });
            s.seconds_per_step = if instant { 0.0 } else { secs };
            let keys = egui::CollapsingHeader::new(tr!(texts, "settings-keys")).show(ui, |ui| {
                // Never wider than the window: at 200 % text the table pushed the dialog's
                // Done off it (the eighth play-test); it scrolls sideways instead.
                let room = ui.ctx().content_rect().width() - 120.0;
                egui::ScrollArea::horizontal()
                    .id_salt("settings-keys-table")
                    .max_width(room.max(200.0))
                    .show(ui, |ui| {
                        key_buttons(ui, &mut s, &texts, &mut waiting, &mut rebuild.0)
                    });
            });
            // A reader hears the heading open or close: AccessKit 0.24 gives AT-SPI no
            // expanded state, so the state is in the heading's name, which Orca speaks.
            let heading = tr!(texts, "settings-keys");
            let name = match keys.body_returned {
                Some(_) => tr!(texts, "heading-open", name = heading.as_str()),
                None => tr!(texts, "heading-closed", name = heading.as_str()),
            };
            ui.ctx()
                .accesskit_node_builder(keys.header_response.id, |node| {
                    node.set_expanded(keys.body_returned.is_some());
                    node.set_label(name);
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

/// Each command's keys and pad buttons, each a button that waits for the new one; a
/// reader hears the command with them ("Focus up, keys Up, W"), not "Key colon".
fn key_buttons(
    ui: &mut egui::Ui,
    s: &mut Settings,
    texts: &Texts,
    waiting: &mut Option<(Command, bool)>,
    rebuild: &mut bool,
) {
    egui::Grid::new("keys").show(ui, |ui| {
        for cmd in Command::ALL {
            let command = cmd.label(texts);
            ui.label(command.as_str());
            let keys: Vec<String> = keys_of(s, cmd)
                .into_iter()
                .map(|k| key_label(&key_name(k), texts))
                .collect();
            let keys = keys.join(", ");
            let (command, keys) = (command.as_str(), keys.as_str());
            let key = (
                tr!(texts, "settings-key", keys = keys),
                tr!(texts, "settings-key-spoken", command = command, keys = keys),
            );
            binding(ui, waiting, (cmd, false), key, texts);
            let buttons: Vec<String> = buttons_of(s, cmd)
                .into_iter()
                .map(|b| button_label(&button_name(b), texts))
                .collect();
            let (count, buttons) = (buttons.len(), buttons.join(", "));
            let buttons = buttons.as_str();
            let pad = (
                tr!(texts, "settings-pad", count = count, buttons = buttons),
                tr!(
                    texts,
                    "settings-pad-spoken",
                    command = command,
                    count = count,
                    buttons = buttons
                ),
            );
            binding(ui, waiting, (cmd, true), pad, texts);
            ui.end_row();
        }
    });
    if ui.button(tr!(texts, "settings-default-keys")).clicked() {
        s.keys.clear();
        s.buttons.clear();
        *rebuild = true;
    }
}

/// A command's key (or pad) button, `shown` and `said` ("Focus up, keys Up, W"), or the
/// request to press the new one while it waits; a press makes it wait.
fn binding(
    ui: &mut egui::Ui,
    waiting: &mut Option<(Command, bool)>,
    (cmd, pad): (Command, bool),
    (shown, said): (String, String),
    texts: &Texts,
) {
    let (text, spoken) = match (*waiting == Some((cmd, pad)), pad) {
        (true, false) => (tr!(texts, "settings-press-key"), None),
        (true, true) => (tr!(texts, "settings-press-button"), None),
        (false, _) => (shown, Some(said)),
    };
    if super::widgets::named_button(ui, text, spoken).clicked() {
        *waiting = Some((cmd, pad));
    }
}

/// A fraction as a whole percentage, shown "120 %" and said "120 percent".
fn percent(texts: &Texts, x: f32) -> Shown {
    let n = texts.decimal((x * 100.0).round() as f64, 0);
    Shown {
        shown: tr!(texts, "shown-percent", n = n.as_str()),
        said: tr!(texts, "said-percent", n = n.as_str()),
    }
}
