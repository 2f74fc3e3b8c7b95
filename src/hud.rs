//! The egui screens: title with the new-game choices, and in play the side panel (whose
//! turn, counters, the build choices that are not pits, undo and redo, the move list,
//! the status line) and the game-over box. Real egui widgets with labels throughout.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPlugin, EguiPrimaryContextPass, egui};
use serde_json::Value;
use sowing_ai::Level;
use sowing_rules::{GameKind, Outcome, Piece, Side, Step};

use crate::computer::Thinking;
use crate::play::{Building, History, Match, MoveRequest, Options, Seat, Status, push_step};
use crate::render::PLAYER_COLOURS;
use crate::screens::Screen;

/// The new-game choices.
#[derive(Resource, Debug, Clone)]
pub struct NewGame {
    pub kind: GameKind,
    pub players: u8,
    pub seats: Vec<Seat>,
}

impl Default for NewGame {
    fn default() -> Self {
        NewGame {
            kind: GameKind::UmelBagara,
            players: 2,
            seats: vec![
                Seat::Human,
                Seat::Computer(Level::Medium),
                Seat::Human,
                Seat::Human,
                Seat::Human,
                Seat::Human,
            ],
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_plugins(EguiPlugin::default())
        .init_resource::<NewGame>()
        .add_systems(
            EguiPrimaryContextPass,
            title.run_if(in_state(Screen::Title)),
        )
        .add_systems(EguiPrimaryContextPass, panel.run_if(in_state(Screen::Play)));
}

fn game_name(k: GameKind) -> &'static str {
    match k {
        GameKind::Myra => "Myra",
        GameKind::Esiema => "Esiema",
        GameKind::Tricala => "Tricala",
        GameKind::UmelBagara => "Umel Bagara",
    }
}

fn seat_name(s: Seat) -> String {
    match s {
        Seat::Human => "Human".into(),
        Seat::Computer(l) => format!("Computer ({})", l.as_str()),
    }
}

/// A player's name: colour and number, never colour alone.
pub fn player_name(p: u8) -> String {
    format!("Player {p} ({})", PLAYER_COLOURS[(p as usize - 1) % 6].0)
}

fn title(
    mut contexts: EguiContexts,
    mut choice: ResMut<NewGame>,
    mut commands: Commands,
    mut next: ResMut<NextState<Screen>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    egui::Window::new("Sowing")
        .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
        .collapsible(false)
        .resizable(false)
        .show(ctx, |ui| {
            ui.label("Four sowing games: Myra, Esiema, Tricala and Umel Bagara.");
            ui.separator();
            ui.label("Game");
            for k in GameKind::ALL {
                if ui.radio_value(&mut choice.kind, k, game_name(k)).changed() {
                    let r = k.player_range();
                    choice.players = choice.players.clamp(*r.start(), *r.end());
                }
            }
            let r = choice.kind.player_range();
            ui.add(egui::Slider::new(&mut choice.players, *r.start()..=*r.end()).text("Players"));
            for p in 0..choice.players as usize {
                let current = choice.seats[p];
                egui::ComboBox::from_label(player_name(p as u8 + 1))
                    .selected_text(seat_name(current))
                    .show_ui(ui, |ui| {
                        ui.selectable_value(&mut choice.seats[p], Seat::Human, "Human");
                        for l in Level::ALL {
                            ui.selectable_value(
                                &mut choice.seats[p],
                                Seat::Computer(l),
                                seat_name(Seat::Computer(l)),
                            );
                        }
                    });
            }
            if ui.button("Start").clicked() {
                let seats = choice.seats[..choice.players as usize].to_vec();
                match Match::new(choice.kind, choice.players, Default::default(), seats) {
                    Ok(m) => {
                        commands.insert_resource(m);
                        next.set(Screen::Play);
                    }
                    Err(e) => error!("{e}"),
                }
            }
        });
    Ok(())
}

fn step_label(s: Step) -> String {
    match s {
        Step::Pit(p) => format!("pit {p}"),
        Step::Dir(d) => format!("Direction {}", d.as_str()),
        Step::Side(Side::Left) => "Sow left".into(),
        Step::Side(Side::Right) => "Sow right".into(),
        Step::Piece(Piece::Small(p)) => format!("Drop a small piece of {}", player_name(p)),
        Step::Piece(Piece::Big(p)) => format!("Drop the big piece of {}", player_name(p)),
        Step::Count(n) => format!("{n}"),
        Step::Mode(m) => format!("{m:?}"),
        Step::Pass => "Pass".into(),
    }
}

#[allow(clippy::too_many_arguments)]
fn panel(
    mut contexts: EguiContexts,
    m: Res<Match>,
    options: Res<Options>,
    thinking: Res<Thinking>,
    mut building: ResMut<Building>,
    mut status: ResMut<Status>,
    mut requests: MessageWriter<MoveRequest>,
    mut history: MessageWriter<History>,
    mut next: ResMut<NextState<Screen>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let j = Value::Object(m.game.to_json());
    egui::Window::new("Game")
        .anchor(egui::Align2::RIGHT_TOP, [-8.0, 8.0])
        .default_width(280.0)
        .collapsible(false)
        .show(ctx, |ui| {
            ui.heading(game_name(m.game.kind()));
            let p = m.game.to_move();
            match m.game.finished() {
                None => {
                    ui.label(format!(
                        "To move: {} — {}",
                        player_name(p),
                        seat_name(m.seat_to_move())
                    ));
                }
                Some(f) => {
                    ui.label(match &f.outcome {
                        Outcome::Winner(w) => format!("{} wins: {}", player_name(*w), f.reason),
                        Outcome::Draw(t) => format!(
                            "Draw between {}: {}",
                            t.iter()
                                .map(|p| player_name(*p))
                                .collect::<Vec<_>>()
                                .join(", "),
                            f.reason
                        ),
                    });
                }
            }
            if thinking.busy() {
                ui.label("The computer is thinking…");
            }
            for key in ["captured", "reserve", "stores", "hand"] {
                if let Some(v) = j.get(key) {
                    ui.label(format!("{key}: {v}"));
                }
            }
            ui.separator();
            let choices: Vec<Step> = options
                .next
                .iter()
                .copied()
                .filter(|s| !matches!(s, Step::Pit(_)))
                .collect();
            if !choices.is_empty() || options.complete.is_some() {
                ui.label("Choose:");
            }
            for s in choices {
                if ui.button(step_label(s)).clicked() {
                    push_step(s, &m, &mut building, &mut status, &mut requests);
                }
            }
            if let Some(text) = &options.complete
                && !options.next.is_empty()
                && ui.button(format!("Confirm {text}")).clicked()
            {
                requests.write(MoveRequest(text.clone()));
                building.steps.clear();
            }
            if !building.steps.is_empty() && ui.button("Cancel this move").clicked() {
                building.steps.clear();
            }
            ui.horizontal(|ui| {
                if ui.button("Undo").clicked() {
                    history.write(History::Undo);
                }
                if ui.button("Redo").clicked() {
                    history.write(History::Redo);
                }
                if ui.button("Title").clicked() {
                    next.set(Screen::Title);
                }
            });
            ui.label(format!("Status: {}", status.0));
            ui.separator();
            ui.label("Moves:");
            egui::ScrollArea::vertical().show(ui, |ui| {
                for (i, mv) in m.moves.iter().enumerate() {
                    ui.label(format!("{}. {mv}", i + 1));
                }
            });
        });
    Ok(())
}
