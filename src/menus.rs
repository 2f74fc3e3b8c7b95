//! The egui menus: title, new game (game, players, seats, the game's options from
//! RULES.md, piece style), the pause menu, settings and the game-over window. Real egui
//! widgets with labels throughout, so the screen-reader tree can expose them.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use serde_json::{Map, Value};
use sowing_ai::Level;
use sowing_rules::{AnyGame, GameKind};

use crate::anim::AnimQueue;
use crate::input::{Command, RebuildControls, button_name, buttons_of, key_name, keys_of};
use crate::play::{Building, GameOverShown, Match, Seat, result_text};
use crate::records::{RecordNotice, RecordRequest, ResumeOffer, SaveList, Summary, record_of};
use crate::screens::{Overlay, Screen};
use crate::settings::{ConfigDir, PieceStyle, Settings, SettingsNotice, Theme, View};
use crate::speech::{game_name, seat_name};

/// The new-game choices.
#[derive(Resource, Debug, Clone)]
pub struct NewGame {
    pub kind: GameKind,
    pub players: u8,
    pub seats: Vec<Seat>,
    /// The game's options, every one with its value.
    pub options: Map<String, Value>,
    /// Why the last start failed, if it did.
    pub error: Option<String>,
}

impl Default for NewGame {
    fn default() -> Self {
        let mut n = NewGame {
            kind: GameKind::UmelBagara,
            players: 2,
            seats: vec![
                Seat::Human,
                Seat::Computer(Level::Medium),
                Seat::Computer(Level::Medium),
                Seat::Computer(Level::Medium),
                Seat::Computer(Level::Medium),
                Seat::Computer(Level::Medium),
            ],
            options: Map::new(),
            error: None,
        };
        n.options = default_options(n.kind, n.players);
        n
    }
}

impl NewGame {
    /// The match these choices describe.
    pub fn start(&self) -> Result<Match, String> {
        let seats = self.seats[..self.players as usize].to_vec();
        Match::new(self.kind, self.players, self.options.clone(), seats)
    }
}

/// Every option of a game with its default value, as the rules crate prints them.
pub fn default_options(kind: GameKind, players: u8) -> Map<String, Value> {
    AnyGame::new(kind, Some(players), Map::new())
        .ok()
        .and_then(|g| g.to_json().get("options").cloned())
        .and_then(|v| v.as_object().cloned())
        .unwrap_or_default()
}

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

/// Short rules of each game, for the new-game screen and the play panel.
pub fn rules_summary(kind: GameKind) -> &'static str {
    match kind {
        GameKind::Myra => {
            "Hexagon of 91 pits, 2–3 players. Each has a queen and 25 soldiers on the board, 25 in reserve. \
             A pit holds one queen, or 1–5 soldiers of one player (2–4 a troop, 5 a fortress that cannot move or be taken). \
             Move a single or a troop, split off part of a troop, chain singles along a path into one pit, \
             dechain a troop along a path, or produce a soldier from the reserve. Landing on a weaker enemy pit captures it. \
             Take the enemy queen to win."
        }
        GameKind::Esiema => {
            "Hexagon of 91 pits, 2–6 players. First everyone places a mother sphere and 29 small spheres, one per turn. \
             Then lift a pit holding one of your spheres and sow it along a path of neighbouring pits, \
             choosing which sphere to drop in each. Captures and reproduction follow RULES.md; \
             a player whose mother is taken is eliminated. The last player with a mother wins."
        }
        GameKind::Tricala => {
            "Triangle of 21 pits, 2–3 players. Each places 9 stones, three per turn. \
             Then lift all stones of one of your pits and sow them in a straight line, turning at the edges; \
             the last stone relays the sowing from a pit it makes big enough. \
             Capture by ending in a pit of your own colour. Control the corners to win."
        }
        GameKind::UmelBagara => {
            "Two rows of 5 cups, 2 players. Lift all beans of one of your cups (2 or more) and sow one per cup \
             around the ring: cups 1–2 go left, 4–5 right, cup 3 either way. If the last bean makes an opponent's \
             cup 2 or 4, you take those beans, and the cups before it while they are 2 or 4 too. \
             When no one can move, each keeps the beans on their side; most beans wins."
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<NewGame>()
        .add_systems(
            EguiPrimaryContextPass,
            (
                title.run_if(in_state(Screen::Title).and_then(in_state(Overlay::None))),
                new_game.run_if(in_state(Screen::NewGame)),
                pause.run_if(in_state(Overlay::Paused)),
                settings_window.run_if(in_state(Overlay::Settings)),
                game_over.run_if(in_state(Overlay::GameOver)),
            ),
        )
        .add_systems(Update, apply_look)
        .add_systems(
            PreUpdate,
            pad_drives_menus
                .after(bevy_egui::EguiPreUpdateSet::ProcessInput)
                .before(bevy_egui::EguiPreUpdateSet::BeginPass),
        );
}

fn centred(title: &str) -> egui::Window<'_> {
    egui::Window::new(title)
        .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
        .collapsible(false)
        .resizable(false)
}

#[allow(clippy::too_many_arguments)]
fn title(
    mut contexts: EguiContexts,
    offer: Res<ResumeOffer>,
    saves: Res<SaveList>,
    notice: Res<RecordNotice>,
    settings_notice: Res<SettingsNotice>,
    mut records: MessageWriter<RecordRequest>,
    mut next: ResMut<NextState<Screen>>,
    mut overlay: ResMut<NextState<Overlay>>,
    mut exit: MessageWriter<AppExit>,
) -> Result {
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

fn new_game(
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
            egui::ComboBox::from_label(crate::hud::player_name(p as u8 + 1, settings.pieces))
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
                        commands.insert_resource(m);
                        next.set(Screen::Play);
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

#[allow(clippy::too_many_arguments)]
fn pause(
    mut contexts: EguiContexts,
    m: Res<Match>,
    saves: Res<SaveList>,
    notice: Res<RecordNotice>,
    mut name: Local<String>,
    mut records: MessageWriter<RecordRequest>,
    mut overlay: ResMut<NextState<Overlay>>,
    mut next: ResMut<NextState<Screen>>,
    mut exit: MessageWriter<AppExit>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    centred("Paused").show(ctx, |ui| {
        if ui.button("Resume").clicked() {
            overlay.set(Overlay::None);
        }
        ui.separator();
        ui.horizontal(|ui| {
            ui.label("Save as");
            ui.text_edit_singleline(&mut *name);
            if ui.button("Save").clicked() {
                records.write(RecordRequest::Save(name.clone()));
            }
        });
        ui.horizontal(|ui| {
            if ui.button("Export to a file").clicked() {
                records.write(RecordRequest::Export);
            }
            if ui.button("Copy the record").clicked() {
                ui.ctx().copy_text(record_of(&m).to_text());
            }
            if ui.button("Replay from the start").clicked() {
                records.write(RecordRequest::ReplayCurrent);
            }
        });
        saved_games(ui, &saves, &mut records);
        if !notice.0.is_empty() {
            ui.label(&notice.0);
        }
        ui.separator();
        if ui.button("Settings").clicked() {
            overlay.set(Overlay::Settings);
        }
        if ui.button("New game").clicked() {
            next.set(Screen::NewGame);
        }
        if ui.button("Title").clicked() {
            next.set(Screen::Title);
        }
        if ui.button("Quit").clicked() {
            exit.write(AppExit::Success);
        }
    });
    Ok(())
}

#[allow(clippy::too_many_arguments)]
fn settings_window(
    mut contexts: EguiContexts,
    mut settings: ResMut<Settings>,
    dir: Res<ConfigDir>,
    mut notice: ResMut<SettingsNotice>,
    mut rebuild: ResMut<RebuildControls>,
    screen: Res<State<Screen>>,
    mut overlay: ResMut<NextState<Overlay>>,
    keys: Res<ButtonInput<KeyCode>>,
    pads: Query<&Gamepad>,
    mut waiting: Local<Option<(Command, bool)>>,
    mut saved: Local<String>,
) -> Result {
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
    centred("Settings").show(ctx, |ui| {
        let mut s = settings.clone();
        ui.label("Pieces");
        for style in PieceStyle::ALL {
            ui.radio_value(&mut s.pieces, style, style.label());
        }
        ui.label("View");
        ui.horizontal(|ui| {
            ui.radio_value(&mut s.view, View::Table, "At the table (3D)");
            ui.radio_value(&mut s.view, View::TopDown, "From above (2D)");
        });
        ui.label("Colours");
        ui.horizontal(|ui| {
            ui.radio_value(&mut s.theme, Theme::Standard, "Standard");
            ui.radio_value(&mut s.theme, Theme::HighContrast, "High contrast");
        });
        ui.add(egui::Slider::new(&mut s.text_scale, 1.0..=2.0).text("Text size"));
        ui.add(egui::Slider::new(&mut s.volume, 0.0..=1.0).text("Volume"));
        let mut instant = s.seconds_per_step == 0.0;
        let mut secs = if instant { 0.18 } else { s.seconds_per_step };
        ui.checkbox(&mut instant, "Play moves instantly");
        ui.add_enabled(
            !instant,
            egui::Slider::new(&mut secs, 0.04..=0.8).text("Seconds per sowing step"),
        );
        s.seconds_per_step = if instant { 0.0 } else { secs };
        egui::CollapsingHeader::new("Keys and gamepad buttons").show(ui, |ui| {
            egui::Grid::new("keys").show(ui, |ui| {
                for cmd in Command::ALL {
                    ui.label(cmd.label());
                    let keys: Vec<String> = keys_of(&s, cmd).into_iter().map(key_name).collect();
                    let text = if *waiting == Some((cmd, false)) {
                        "Press a key…".to_string()
                    } else {
                        format!("Key: {}", keys.join(", "))
                    };
                    if ui.button(text).clicked() {
                        *waiting = Some((cmd, false));
                    }
                    let buttons: Vec<String> =
                        buttons_of(&s, cmd).into_iter().map(button_name).collect();
                    let text = if *waiting == Some((cmd, true)) {
                        "Press a pad button…".to_string()
                    } else if buttons.is_empty() {
                        "Pad: none".to_string()
                    } else {
                        format!("Pad: {}", buttons.join(", "))
                    };
                    if ui.button(text).clicked() {
                        *waiting = Some((cmd, true));
                    }
                    ui.end_row();
                }
            });
            if ui.button("Default keys and buttons").clicked() {
                s.keys.clear();
                s.buttons.clear();
                rebuild.0 = true;
            }
        });
        if s != *settings {
            *settings = s;
        }
        if let Some(w) = &notice.0 {
            ui.colored_label(egui::Color32::from_rgb(255, 200, 80), w);
        }
        if !saved.is_empty() {
            ui.label(saved.as_str());
        }
        ui.horizontal(|ui| {
            if ui.button("Save").clicked() {
                *saved = match crate::settings::save(&dir.file(), &settings) {
                    Ok(()) => {
                        notice.0 = None;
                        format!("Saved to {}", dir.file().display())
                    }
                    Err(e) => format!("Cannot save: {e}"),
                };
            }
            if ui.button("Done").clicked() {
                overlay.set(if *screen.get() == Screen::Play {
                    Overlay::Paused
                } else {
                    Overlay::None
                });
            }
        });
    });
    Ok(())
}

/// Text size and colour theme follow the settings.
fn apply_look(mut contexts: EguiContexts, settings: Res<Settings>, mut done: Local<bool>) {
    if !settings.is_changed() && *done {
        return;
    }
    let Ok(ctx) = contexts.ctx_mut() else {
        return;
    };
    *done = true;
    ctx.set_zoom_factor(settings.text_scale);
    let c = crate::palette::ui_colours(settings.theme);
    let rgb = |c: [u8; 3]| egui::Color32::from_rgb(c[0], c[1], c[2]);
    let mut v = egui::Visuals::dark();
    v.override_text_color = Some(rgb(c.text));
    v.window_fill = rgb(c.background);
    v.panel_fill = rgb(c.background);
    v.widgets.inactive.weak_bg_fill = rgb(c.button);
    v.widgets.inactive.bg_fill = rgb(c.button);
    if settings.theme == Theme::HighContrast {
        v.window_stroke = egui::Stroke::new(2.0, egui::Color32::WHITE);
        v.widgets.inactive.bg_stroke = egui::Stroke::new(1.0, egui::Color32::WHITE);
        v.selection.bg_fill = egui::Color32::from_rgb(0, 90, 200);
    }
    ctx.set_visuals(v);
}

#[allow(clippy::too_many_arguments)]
fn game_over(
    mut contexts: EguiContexts,
    m: Res<Match>,
    settings: Res<Settings>,
    choice: Res<NewGame>,
    mut commands: Commands,
    mut queue: ResMut<AnimQueue>,
    mut overlay: ResMut<NextState<Overlay>>,
    mut next: ResMut<NextState<Screen>>,
    mut history: MessageWriter<crate::play::History>,
    mut records: MessageWriter<RecordRequest>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    centred("Game over").show(ctx, |ui| {
        let text =
            result_text(&m, |p| crate::hud::player_name(p, settings.pieces)).unwrap_or_default();
        ui.heading(text);
        ui.label(format!("{} moves played.", m.moves.len()));
        ui.separator();
        if ui.button("Play again").clicked() {
            // The same game, players and options.
            let again = Match::new(
                m.game.kind(),
                m.game.players(),
                m.options(),
                m.seats.clone(),
            );
            match again.or_else(|_| choice.start()) {
                Ok(fresh) => {
                    commands.insert_resource(fresh);
                    commands.insert_resource(Building::default());
                    commands.insert_resource(GameOverShown::default());
                    queue.reset();
                    overlay.set(Overlay::None);
                }
                Err(e) => error!("cannot start again: {e}"),
            }
        }
        if ui.button("Undo the last move").clicked() {
            history.write(crate::play::History::Undo);
            overlay.set(Overlay::None);
        }
        if ui.button("Replay this game").clicked() {
            records.write(RecordRequest::ReplayCurrent);
        }
        if ui.button("Look at the board").clicked() {
            overlay.set(Overlay::None);
        }
        if ui.button("New game").clicked() {
            next.set(Screen::NewGame);
        }
        if ui.button("Title").clicked() {
            next.set(Screen::Title);
        }
    });
    Ok(())
}

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

fn saved_games(ui: &mut egui::Ui, saves: &SaveList, records: &mut MessageWriter<RecordRequest>) {
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
pub fn pad_drives_menus(
    pads: Query<&Gamepad>,
    screen: Res<State<Screen>>,
    overlay: Res<State<Overlay>>,
    mut inputs: Query<&mut bevy_egui::EguiInput, With<bevy_egui::PrimaryEguiContext>>,
) {
    if *screen.get() == Screen::Play && *overlay.get() == Overlay::None {
        return;
    }
    let Ok(mut input) = inputs.single_mut() else {
        return;
    };
    for pad in &pads {
        for (button, key, shift) in [
            (GamepadButton::DPadDown, egui::Key::Tab, false),
            (GamepadButton::DPadUp, egui::Key::Tab, true),
            (GamepadButton::DPadLeft, egui::Key::ArrowLeft, false),
            (GamepadButton::DPadRight, egui::Key::ArrowRight, false),
            (GamepadButton::South, egui::Key::Enter, false),
        ] {
            if pad.just_pressed(button) {
                let modifiers = egui::Modifiers {
                    shift,
                    ..Default::default()
                };
                for pressed in [true, false] {
                    input.0.events.push(egui::Event::Key {
                        key,
                        physical_key: None,
                        pressed,
                        repeat: false,
                        modifiers,
                    });
                }
            }
        }
    }
}
